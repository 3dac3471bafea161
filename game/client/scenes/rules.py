"""Rules: a short summary of how to play, in the project's own words, and a card lookup (type
to filter by name, kind or class; narrow it to one card set or one kind of card; scroll; click a
card to read it in full)."""

from __future__ import annotations

import pygame

from game.catalog.text import class_label
from game.client import theme as T
from game.client.backdrop import draw_backdrop
from game.client.scene import Scene
from game.client.widgets import Button, Buttons, blit_text, blit_wrapped, panel
from game.engine.sets import playable_sets, set_name

KIND_FILTERS = {  # the lookup's kinds, and the card kinds each one shows
    "heroes": ("hero",), "village": ("village",), "monsters": ("monster", "guardian"),
    "dungeon features": ("trap", "treasure", "setting"), "Thunderstones": ("thunderstone",),
    "basic": ("disease",),
}


def sets_with_cards(catalog) -> list[str]:
    """Every set in the card data, the playable ones first, in the boxes' order."""
    playable = playable_sets(catalog)
    return playable + sorted({d.set for d in catalog.cards.values()} - set(playable))


SUMMARY = [
    ("The goal", "Build a party of heroes and gear, fight the monsters of the dungeon and hold the most "
                 "victory points when the Thunderstone comes out of the dungeon deck."),
    ("Your turn", "Look at your six cards and choose one thing: visit the Village, enter the Dungeon, or "
                  "Rest. At the end of the turn you discard everything and draw six new cards."),
    ("Village", "Use village abilities, then add up the gold on your cards and buy one card (more with "
                "extra buys). Bought cards go to your discard pile. Afterwards you may spend XP to "
                "level up heroes in your hand."),
    ("Dungeon", "Use dungeon abilities and give weapons to heroes strong enough to carry them (strength "
                "at least the weapon's weight, one weapon each). Then attack one monster in the hall."),
    ("Light", "Each rank of the hall is darker than the last: rank 1 needs 1 light, rank 2 needs 2, "
              "rank 3 needs 3. Every missing point of light costs 2 attack (Advance: 1 on the "
              "Wilderness side of the board)."),
    ("Battle", "Add the attack and magic attack of your cards, take off the light penalty, and compare "
               "with the monster's health. Equal or more wins: the monster goes to your discard pile "
               "with its victory points, and you gain its XP. Otherwise it goes back under the deck."),
    ("The hall", "When a rank empties, the monsters behind move toward rank 1 and a new card comes from "
                 "the dungeon deck. A monster that reaches rank 1 may breach, with an effect on everyone."),
    ("Rest", "Destroy one card from your hand to thin your deck, and draw a fresh hand."),
    ("Disease", "Diseases clog your deck and weaken your attacks; some cards can destroy them."),
    ("The end", "The game ends when the Thunderstone reaches rank 1 of the hall. If it moves there because you "
                "defeated the monster in rank 1, you take it into your deck, points and all; otherwise no one "
                "does. Count the victory points of every card you own; the most wins."),
]


class RulesScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = Buttons()
        self.query = ""
        self.scroll = 0
        self.set_filter: str | None = None  # one card set, or all
        self.kind_filter: str | None = None  # one entry of KIND_FILTERS, or all
        self.rows: list[tuple[pygame.Rect, str]] = []
        self._bg: dict = {}

    def enter(self) -> None:
        self.resize(self.app.size)

    def matches(self) -> list[str]:
        cat = self.app.catalog
        q = self.query.lower().strip()
        kinds = KIND_FILTERS.get(self.kind_filter or "", ())
        keys = [k for k, d in cat.cards.items() if (not q or q in d.name.lower() or q in d.kind
                or any(q in c.lower() for c in d.classes))
                and (self.set_filter is None or d.set == self.set_filter)
                and (not kinds or d.kind in kinds)]
        order = {"hero": 0, "village": 1, "monster": 2, "guardian": 3, "thunderstone": 4}
        return sorted(keys, key=lambda k: (order.get(cat.cards[k].kind, 5), cat.cards[k].name))

    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        s = th.s
        w, h = size
        self.left = pygame.Rect(s(24), s(70), int(w * 0.56), h - s(140))
        self.right = pygame.Rect(self.left.right + s(16), s(70), w - self.left.right - s(40), h - s(140))
        self.search = pygame.Rect(self.right.x + s(14), self.right.y + s(44), self.right.w - s(28), s(34))
        self.buttons.clear()
        back = pygame.Rect(0, 0, s(200), s(42))
        back.midbottom = (w // 2, h - s(14))
        self.buttons.add(Button(back, "Back", lambda: self.app.pop(self), style="quiet", size=16, key="back"))
        half = (self.search.w - s(8)) // 2
        set_label = set_name(self.set_filter) if self.set_filter else "every set"
        self.buttons.add(Button(pygame.Rect(self.search.x, self.search.bottom + s(8), half, s(30)),
                                f"Set: {set_label}", self.next_set, style="quiet", size=13, key="setfilter",
                                tooltip="click: the cards of one set, then the next"))
        self.buttons.add(Button(pygame.Rect(self.search.x + half + s(8), self.search.bottom + s(8), half, s(30)),
                                f"Kind: {self.kind_filter or 'every kind'}", self.next_kind, style="quiet", size=13,
                                key="kindfilter", tooltip="click: one kind of card, then the next"))
        row_h = s(26)
        top = self.search.bottom + s(48)
        fit = max(1, (self.right.bottom - s(10) - top) // row_h)
        keys = self.matches()
        self.scroll = max(0, min(self.scroll, max(0, len(keys) - fit)))
        self.rows = [(pygame.Rect(self.right.x + s(14), top + i * row_h, self.right.w - s(28), row_h - s(2)), k)
                     for i, k in enumerate(keys[self.scroll:self.scroll + fit])]
        self.total = len(keys)

    def next_set(self) -> None:
        order = [None, *sets_with_cards(self.app.catalog)]
        self.set_filter = order[(order.index(self.set_filter) + 1) % len(order)]
        self.scroll = 0
        self.resize(self.app.size)

    def next_kind(self) -> None:
        order = [None, *KIND_FILTERS]
        self.kind_filter = order[(order.index(self.kind_filter) + 1) % len(order)]
        self.scroll = 0
        self.resize(self.app.size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for r, k in self.rows:
                if r.collidepoint(event.pos):
                    from game.client.scenes.dialog import ZoomCard

                    self.app.push(ZoomCard(self.app, self.app.catalog.cards[k]))
                    return True
            return self.buttons.click(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 3)
            self.resize(self.app.size)
            return True
        if event.type == pygame.TEXTINPUT:
            self.query = (self.query + event.text)[:30]
            self.scroll = 0
            self.resize(self.app.size)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop(self)
            elif event.key == pygame.K_BACKSPACE:
                self.query = self.query[:-1]
                self.resize(self.app.size)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        s = th.s
        draw_backdrop(surface, self._bg, 0)
        blit_text(surface, "How to play", s(30), (surface.get_width() // 2, s(18)), T.HILITE, bold=True, anchor="midtop")
        panel(surface, self.left, T.PANEL, T.PANEL_EDGE, radius=s(10))
        panel(surface, self.right, T.PANEL, T.PANEL_EDGE, radius=s(10))
        x, y = self.left.x + s(18), self.left.y + s(14)
        width = self.left.w - s(36)
        size = s(14)
        while size > 9:  # the summary fits its panel at any window size
            lh = T.font(size).get_linesize()
            need = sum(int(size * 1.5) + len(T.wrap(body, size, width)) * lh + s(8) for _, body in SUMMARY)
            if need <= self.left.h - s(24):
                break
            size -= 1
        for title, body in SUMMARY:
            blit_text(surface, title, size + 1, (x, y), T.ACCENT, bold=True)
            y += int(size * 1.5)
            y += blit_wrapped(surface, body, size, pygame.Rect(x, y, width, self.left.bottom - y), T.TEXT) + s(8)
        blit_text(surface, f"Cards ({self.total})", s(17), (self.right.x + s(14), self.right.y + s(12)), T.HILITE, bold=True)
        panel(surface, self.search, (22, 24, 32), T.HILITE, radius=s(6))
        text = self.query or "type to search by name, kind or class"
        blit_text(surface, text, s(14), (self.search.x + s(10), self.search.centery), T.TEXT if self.query else T.TEXT_FAINT,
                  anchor="midleft", max_width=self.search.w - s(20))
        cat = self.app.catalog
        from game.client.cardface import colours

        for r, k in self.rows:
            d = cat.cards[k]
            frame, _, _ = colours(d)
            hover = r.collidepoint(self.app.mouse)
            pygame.draw.rect(surface, T.PANEL_HI if hover else (38, 41, 54), r, border_radius=s(4))
            pygame.draw.rect(surface, frame, pygame.Rect(r.x, r.y, s(6), r.h), border_radius=s(3))
            blit_text(surface, cat.label(k), s(14), (r.x + s(14), r.centery), T.TEXT, anchor="midleft",
                      max_width=r.w // 2)
            kind = d.kind + (f" · {', '.join(class_label(c) for c in d.classes if c != 'Hero')}" if d.classes else "")
            kind += f" · {set_name(d.set)}"
            blit_text(surface, kind, s(12), (r.right - s(8), r.centery), T.TEXT_DIM, anchor="midright",
                      max_width=r.w // 2 - s(20))
        self.buttons.draw(surface, th, self.app.mouse)
