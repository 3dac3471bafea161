"""Choosing the cards by hand (New game → Setup: Chosen): the card sets, then any monster groups,
heroes, village stacks, Guardians, traps, treasures, setting and Thunderstone. Whatever is left
unchosen is drawn by the randomizers from the seed (game.engine.randomizers), so a player may
choose one favourite hero and leave the rest to chance, or choose everything.

Made for every set's worth of cards at once: the chosen card sets filter what is offered, a tab
per kind (monsters, heroes, village, dungeon features, Thunderstone), typing searches by name
(a group is found by the names of its cards too), and the list scrolls. The panel on the right
says what is chosen. Left click picks or unpicks a group; right click shows its cards. A section
that is full refuses another pick and says why."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.client import theme as T
from game.client.backdrop import draw_backdrop
from game.client.scene import Scene
from game.client.widgets import Button, Buttons, blit_text, blit_wrapped, panel
from game.engine import randomizers
from game.engine.sets import DEFAULT_SET, card_set, playable_sets, set_name
from game.engine.setup import first_game


@dataclass(frozen=True)
class Section:
    field: str  # the Setup field it fills
    title: str
    kind: str  # the group kind, or the card kind for Guardians and settings
    cards: bool = False  # single cards (Guardians, settings) rather than groups
    single: bool = False  # at most one (setting, Thunderstone)


SECTIONS = (
    Section("monsters", "Monster groups", "monster"),
    Section("heroes", "Heroes", "hero"),
    Section("village", "Village stacks", "village"),
    Section("guardians", "Guardians", "guardian", cards=True),
    Section("traps", "Traps", "trap"),
    Section("treasures", "Treasures", "treasure"),
    Section("setting", "Setting", "setting", cards=True, single=True),
    Section("thunderstone", "Thunderstone", "thunderstone", single=True),
)
COUNTED = ("monsters", "heroes", "village")  # the sections with a number the game needs


@dataclass
class CardPicks:
    """What the player chose by hand, by Setup field; the randomizers complete the rest."""

    chosen: dict[str, list[str]] = field(default_factory=lambda: {s.field: [] for s in SECTIONS})

    def setup_fields(self) -> dict[str, object]:
        out: dict[str, object] = {}
        for s in SECTIONS:
            keys = list(self.chosen[s.field])
            out[s.field] = (keys[0] if keys else None) if s.single else keys
        return out

    def count(self) -> int:
        return sum(len(v) for v in self.chosen.values())

    def clear(self) -> None:
        for v in self.chosen.values():
            v.clear()

    def keep_sets(self, catalog, sets: list[str]) -> None:
        """Drop what is not in the chosen card sets."""
        for s in SECTIONS:
            self.chosen[s.field][:] = [k for k in self.chosen[s.field] if item_set(catalog, s, k) in sets]

    def take(self, setup) -> None:
        """Choose everything a complete setup names."""
        for s in SECTIONS:
            value = getattr(setup, s.field)
            self.chosen[s.field][:] = [] if value is None else [value] if s.single else list(value)


def item_set(catalog, section: Section, key: str) -> str:
    return catalog.cards[key].set if section.cards else catalog.groups[key].set


def offered(catalog, section: Section, sets: list[str]) -> list[str]:
    """What the chosen sets offer for a section, in the randomizers' order."""
    if section.cards:
        return randomizers.card_pool(catalog, sets, section.kind)
    return randomizers.group_pool(catalog, sets, section.kind)


def item_name(catalog, section: Section, key: str) -> str:
    return catalog.cards[key].name if section.cards else catalog.groups[key].name


def item_cards(catalog, section: Section, key: str) -> str:
    """The cards a group brings, for its tooltip: 'Orc Blademaster ×3, Orc Warlord ×2, ...'."""
    if section.cards:
        return catalog.cards[key].name
    cards = [catalog.cards[k] for k in catalog.groups[key].cards]
    return ", ".join(f"{d.name} ×{d.count}" if d.count > 1 else d.name for d in cards)


def card_sets(catalog) -> list[str]:
    """The card sets a player may choose, in the boxes' order (game.engine.sets)."""
    return playable_sets(catalog)


def found(catalog, section: Section, key: str, query: str) -> bool:
    """Whether the item matches a search: its name or the name of one of its cards."""
    q = query.strip().lower()
    if not q:
        return True
    if q in item_name(catalog, section, key).lower():
        return True
    keys = [key] if section.cards else catalog.groups[key].cards
    return any(q in catalog.cards[k].name.lower() for k in keys)


@dataclass(frozen=True)
class Tab:
    key: str
    title: str
    fields: tuple[str, ...]  # the sections it shows


TABS = (
    Tab("monsters", "Monsters", ("monsters",)),
    Tab("heroes", "Heroes", ("heroes",)),
    Tab("village", "Village", ("village",)),
    Tab("features", "Features", ("guardians", "traps", "treasures", "setting")),
    Tab("thunderstone", "Thunderstone", ("thunderstone",)),
)


class ChooseCardsScene(Scene):
    """The picker. The model (sets and picks) is the New Game scene's; this scene only edits it,
    and keeps only what is on screen: the tab, the search and the scroll position."""

    def __init__(self, app, owner) -> None:
        super().__init__(app)
        self.owner = owner
        self.buttons = Buttons()
        self.tab = TABS[0]
        self.query = ""
        self.scroll = 0  # pixels the list is scrolled down
        self.content_h = 0
        self.headers: list[tuple[str, str, tuple[int, int], int]] = []  # title, status, position, width
        self.summary: list[tuple[str, str]] = []
        self.frame = self.grid = self.side = self.search = pygame.Rect(0, 0, 1, 1)
        self._bg: dict = {}

    def enter(self) -> None:
        self.resize(self.app.size)

    def resume(self) -> None:
        self.resize(self.app.size)

    # --- the model ---
    @property
    def picks(self) -> CardPicks:
        return self.owner.picks

    def wanted(self, section: Section) -> int | None:
        """How many the game has of a counted section (the mode's numbers), else None."""
        if section.field not in COUNTED:
            return None
        return self.owner.group_counts().get(section.field)

    def refusal(self, section: Section, key: str) -> str | None:
        """Why the item cannot be picked now (None: it can, or it is picked and can be taken off)."""
        chosen = self.picks.chosen[section.field]
        if key in chosen or section.single:
            return None
        want = self.wanted(section)
        if want is not None and len(chosen) >= want:
            return f"the game has {want} {section.title.lower()}: take one off first"
        return None

    def toggle(self, section: Section, key: str) -> None:
        chosen = self.picks.chosen[section.field]
        if key in chosen:
            chosen.remove(key)
        elif section.single:
            chosen[:] = [key]
        elif self.refusal(section, key) is None:
            chosen.append(key)
        self.changed()

    def toggle_set(self, name: str) -> None:
        self.owner.toggle_set(name)
        self.resize(self.app.size)

    def first_game_set(self) -> str:
        """The set whose first game "First game's cards" chooses: the first chosen set that has one."""
        return next((s for s in self.owner.sets if card_set(s).first_game), DEFAULT_SET)

    def first_game(self) -> None:
        self.picks.clear()
        key = self.first_game_set()
        if key not in self.owner.sets:  # its cards are only offered with its set
            self.owner.toggle_set(key)
        fg = first_game([], card_set=key)
        for f in ("monsters", "heroes", "village"):
            self.picks.chosen[f][:] = getattr(fg, f)
        self.picks.chosen["thunderstone"][:] = [fg.thunderstone] if fg.thunderstone else []
        self.changed()

    def deal(self) -> None:
        """Choose everything the randomizers would deal from the seed: a start to change from."""
        self.picks.clear()
        self.owner.refresh()  # the preview of nothing chosen: all of it dealt at random
        if self.owner.preview is not None:
            self.picks.take(self.owner.preview.setup)
        self.changed()

    def clear(self) -> None:
        self.picks.clear()
        self.changed()

    def changed(self) -> None:
        self.owner.refresh()
        self.resize(self.app.size)

    def status(self, section: Section) -> str:
        n = len(self.picks.chosen[section.field])
        want = self.wanted(section)
        if want is not None:
            rest = want - n
            return f"{n} of {want} chosen" + (f", {rest} at random" if rest > 0 else "")
        if section.field == "thunderstone":
            return "chosen" if n else "at random"
        return f"{n} chosen" if n else "optional"

    # --- what is on screen ---
    def show_tab(self, key: str) -> None:
        self.tab = next(t for t in TABS if t.key == key)
        self.scroll = 0
        self.resize(self.app.size)

    def set_query(self, query: str) -> None:
        self.query = query[:30]
        self.scroll = 0
        self.resize(self.app.size)

    def reveal(self, key: str) -> Button | None:
        """Bring an item ("heroes:elf") on screen: its tab, no search, scrolled to it."""
        field_name = key.split(":", 1)[0]
        tab = next((t for t in TABS if field_name in t.fields), None)
        if tab is None:
            return self.buttons.find(key)
        self.tab, self.query, self.scroll = tab, "", 0
        self.resize(self.app.size)
        b = self.buttons.find(key)
        if b is None and key in self._all_items:
            self.scroll = max(0, self._all_items[key] - self.grid.h // 3)
            self.resize(self.app.size)
            b = self.buttons.find(key)
        return b

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.scroll + dy, max(0, self.content_h - self.grid.h)))
        self.resize(self.app.size)

    # --- layout ---
    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        s = th.s
        w, h = size
        cat = self.app.catalog
        self.buttons.clear()
        self.headers = []
        self.frame = pygame.Rect(s(24), s(62), w - s(48), h - s(150))
        inner = self.frame.inflate(-s(24), -s(20))
        side_w = max(s(230), inner.w * 27 // 100)
        self.side = pygame.Rect(inner.right - side_w, inner.y, side_w, inner.h)
        left = pygame.Rect(inner.x, inner.y, self.side.x - s(20) - inner.x, inner.h)
        row_h, gap = s(30), s(6)

        # the card sets: what is offered, and what the randomizers deal from
        y = left.y
        self.sets_label = (left.x, y + row_h // 2)
        x = left.x + s(86)
        for name in card_sets(cat):
            label = set_name(name)
            bw = min(s(200), T.font(s(14), True).size(label)[0] + s(26))
            if x + bw > left.right:  # more sets than a row holds: another row
                x, y = left.x + s(86), y + row_h + gap
            on = name in self.owner.sets
            self.buttons.add(Button(pygame.Rect(x, y, bw, row_h), label, lambda n=name: self.toggle_set(n),
                                    style="toggle_on" if on else "quiet", size=14, key=f"set:{name}",
                                    tooltip="the randomizers deal from the chosen sets; click to use this set or not"))
            x += bw + gap
        y += row_h + s(10)

        # the tabs, and the search box on their right
        self.search = pygame.Rect(left.right - min(s(260), left.w // 3), y, min(s(260), left.w // 3), row_h)
        tab_w = (self.search.x - s(12) - left.x - gap * (len(TABS) - 1)) // len(TABS)
        by_field = {sec.field: sec for sec in SECTIONS}
        for i, tab in enumerate(TABS):
            counts = [self._count_label(by_field[f]) for f in tab.fields]
            label = tab.title + (f" {counts[0]}" if len(counts) == 1 and counts[0] else "")
            self.buttons.add(Button(pygame.Rect(left.x + i * (tab_w + gap), y, tab_w, row_h), label,
                                    lambda k=tab.key: self.show_tab(k), style="toggle_on" if tab is self.tab else "normal",
                                    size=14, key=f"tab:{tab.key}",
                                    tooltip=", ".join(by_field[f].title for f in tab.fields)))
        y += row_h + s(10)

        # the list of the tab's sections, scrolled
        self.grid = pygame.Rect(left.x, y, left.w - s(12), left.bottom - y)
        self._all_items: dict[str, int] = {}  # item key -> its y in the content, for reveal()
        item_h, head_h, after = s(40), s(26), s(12)
        cols = max(1, (self.grid.w + gap) // (s(178) + gap))
        bw = (self.grid.w - (cols - 1) * gap) // cols
        cy = 0  # y within the content
        for f in self.tab.fields:
            sec = by_field[f]
            items = [k for k in offered(cat, sec, self.owner.sets) if found(cat, sec, k, self.query)]
            top = self.grid.y + cy - self.scroll
            if self.grid.y - head_h <= top < self.grid.bottom:
                self.headers.append((sec.title, self.status(sec), (self.grid.x, top), self.grid.w))
            cy += head_h
            chosen = self.picks.chosen[sec.field]
            for i, key in enumerate(items):
                r, c = divmod(i, cols)
                iy = cy + r * (item_h + gap)
                self._all_items[f"{sec.field}:{key}"] = iy
                rect = pygame.Rect(self.grid.x + c * (bw + gap), self.grid.y + iy - self.scroll, bw, item_h)
                if not rect.colliderect(self.grid):
                    continue
                why = self.refusal(sec, key)
                self.buttons.add(Button(rect, item_name(cat, sec, key), lambda sec=sec, k=key: self.toggle(sec, k),
                                        why is None, why, "toggle_on" if key in chosen else "normal", size=14,
                                        tooltip=f"{set_name(item_set(cat, sec, key))}: {item_cards(cat, sec, key)}",
                                        key=f"{sec.field}:{key}",
                                        data={"section": sec, "item": key, "grid": True}))
            if not items:
                self.headers.append(("", "nothing matches the search" if self.query else "none in the chosen sets",
                                     (self.grid.x, self.grid.y + cy - self.scroll), self.grid.w))
            cy += max(1, -(-len(items) // cols)) * (item_h + gap) - gap + after
        self.content_h = cy
        self.scroll = max(0, min(self.scroll, max(0, self.content_h - self.grid.h)))

        # what is chosen, by section
        self.summary = []
        for sec in SECTIONS:
            chosen = self.picks.chosen[sec.field]
            if chosen or sec.field in COUNTED:
                names = ", ".join(item_name(cat, sec, k) for k in chosen) or "all at random"
                count = self._count_label(sec)
                self.summary.append((f"{sec.title} {count}".strip(), names))

        bw = s(210)
        by = h - s(66)
        actions = (("Clear", self.clear, "clear", bool(self.picks.count()), "nothing is chosen"),
                   (f"First game: {set_name(self.first_game_set())}", self.first_game, "firstgame", True, None),
                   ("Deal at random", self.deal, "deal", True, None))
        for i, (label, fn, key, ok, why) in enumerate(actions):
            self.buttons.add(Button(pygame.Rect(s(24) + i * (bw + s(12)), by, bw, s(44)), label, fn, ok, why,
                                    "quiet", size=16, key=key,
                                    tooltip="choose everything the seed deals, then change what you like"
                                    if key == "deal" else "the rulebook's cards for a first game with this box"
                                    if key == "firstgame" else None))
        done = pygame.Rect(0, 0, s(220), s(46))
        done.bottomright = (w - s(24), h - s(20))
        self.buttons.add(Button(done, "Done", self.close, style="primary", size=18, key="done"))

    def _count_label(self, section: Section) -> str:
        n = len(self.picks.chosen[section.field])
        want = self.wanted(section)
        return f"{n}/{want}" if want is not None else ("✓" if n else "")

    def close(self) -> None:
        self.app.pop(self)

    # --- input ---
    def _button_at(self, pos: tuple[int, int]) -> Button | None:
        b = self.buttons.at(pos)
        if b is not None and b.data.get("grid") and not self.grid.collidepoint(pos):
            return None  # the part of a list item scrolled out of view
        return b

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            b = self._button_at(event.pos)
            if b is not None and "item" in b.data:
                self.zoom(b.data["section"], b.data["item"])
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            b = self._button_at(event.pos)
            if b is not None:
                self.buttons.click(b.rect.center, self.app.toast)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * T.Theme(self.app.size).s(46))
            return True
        if event.type == pygame.TEXTINPUT:
            self.set_query(self.query + event.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.set_query(self.query[:-1])
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.scroll_by(self.grid.h * 4 // 5 * (1 if event.key == pygame.K_PAGEDOWN else -1))
            elif event.key == pygame.K_ESCAPE and self.query:
                self.set_query("")  # Escape clears the search first, then closes
            elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.close()
            return True
        return False

    def zoom(self, section: Section, key: str) -> None:
        from game.client.scenes.dialog import ZoomCard

        cat = self.app.catalog
        keys = [key] if section.cards else list(cat.groups[key].cards)
        extra = [] if section.cards else [f"{item_name(cat, section, key)}: {item_cards(cat, section, key)}"]
        self.app.push(ZoomCard(self.app, cat.cards[keys[0]], extra))

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        s = th.s
        draw_backdrop(surface, self._bg, 0)
        blit_text(surface, "Choose the cards", s(30), (surface.get_width() // 2, s(14)), T.HILITE, bold=True,
                  anchor="midtop")
        panel(surface, self.frame, T.PANEL, T.PANEL_EDGE, radius=s(10))
        blit_text(surface, "Card sets", s(15), self.sets_label, T.ACCENT, bold=True, anchor="midleft")
        panel(surface, self.search, (22, 24, 32), T.HILITE if self.query else T.PANEL_EDGE, radius=s(6))
        blit_text(surface, self.query or "type to search by name", s(14), (self.search.x + s(10), self.search.centery),
                  T.TEXT if self.query else T.TEXT_FAINT, anchor="midleft", max_width=self.search.w - s(20))
        fixed = [b for b in self.buttons.items if not b.data.get("grid")]
        for b in fixed:
            b.draw(surface, th, self.app.mouse)
        clip = surface.get_clip()
        surface.set_clip(self.grid)
        for title, status, (x, y), width in self.headers:
            r = blit_text(surface, title, s(16), (x, y), T.ACCENT, bold=True)
            blit_text(surface, status, s(13), (r.right + s(10) if title else x, r.bottom - s(2)), T.TEXT_DIM,
                      anchor="bottomleft", max_width=x + width - r.right - s(10))
        mouse = self.app.mouse if self.grid.collidepoint(self.app.mouse) else None
        for b in self.buttons.items:
            if b.data.get("grid"):
                self._draw_item(surface, th, b, mouse)
        surface.set_clip(clip)
        self._draw_scrollbar(surface, th)
        self._draw_summary(surface, th)
        hint = ("Left click: choose or take off · right click: see the cards · wheel: scroll · "
                "what is not chosen is dealt at random")
        blit_text(surface, hint, s(13), (surface.get_width() // 2, self.frame.bottom + s(5)), T.TEXT_FAINT,
                  anchor="midtop", max_width=surface.get_width() - s(40))
        tip = self.buttons.tooltip_at(self.app.mouse) if self._button_at(self.app.mouse) else None
        if tip:
            from game.client.widgets import draw_tooltip

            draw_tooltip(surface, th, tip, self.app.mouse)

    def _draw_item(self, surface: pygame.Surface, th: T.Theme, b: Button, mouse) -> None:
        """A group as a tile: its name, and under it its set."""
        s = th.s
        hover = mouse is not None and b.rect.collidepoint(mouse)
        fill, fg, edge = b.colours(hover)
        radius = max(3, s(6))
        pygame.draw.rect(surface, fill, b.rect, border_radius=radius)
        pygame.draw.rect(surface, edge, b.rect, 1, border_radius=radius)
        cat = self.app.catalog
        sec, key = b.data["section"], b.data["item"]
        size = T.fit_text(b.label, s(14), b.rect.w - s(12), bold=True, min_size=s(11))
        blit_text(surface, b.label, size, (b.rect.x + s(8), b.rect.y + s(4)), fg, bold=True,
                  max_width=b.rect.w - s(12))
        blit_text(surface, set_name(item_set(cat, sec, key)), s(11), (b.rect.x + s(8), b.rect.bottom - s(4)),
                  T.TEXT_DIM if b.enabled else T.BUTTON_TEXT_OFF, anchor="bottomleft", max_width=b.rect.w - s(12))

    def _draw_scrollbar(self, surface: pygame.Surface, th: T.Theme) -> None:
        if self.content_h <= self.grid.h:
            return
        s = th.s
        track = pygame.Rect(self.grid.right + s(4), self.grid.y, s(6), self.grid.h)
        pygame.draw.rect(surface, (30, 32, 42), track, border_radius=s(3))
        knob_h = max(s(24), track.h * self.grid.h // self.content_h)
        y = track.y + (track.h - knob_h) * self.scroll // max(1, self.content_h - self.grid.h)
        pygame.draw.rect(surface, T.PANEL_EDGE, pygame.Rect(track.x, y, track.w, knob_h), border_radius=s(3))

    def _draw_summary(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        panel(surface, self.side, (30, 32, 44), T.PANEL_EDGE, radius=s(8))
        x, y = self.side.x + s(12), self.side.y + s(10)
        blit_text(surface, "Chosen", s(17), (x, y), T.HILITE, bold=True)
        y += s(30)
        width = self.side.w - s(24)
        size = s(13)
        while size > s(9):  # everything chosen fits the panel, whatever the mode and window
            lh = T.font(size).get_linesize()
            need = sum(lh + len(T.wrap(names, size, width)) * lh + s(6) for _, names in self.summary)
            if need <= self.side.bottom - s(10) - y:
                break
            size -= 1
        for title, names in self.summary:
            blit_text(surface, title, size, (x, y), T.ACCENT, bold=True, max_width=width)
            y += T.font(size).get_linesize()
            y += blit_wrapped(surface, names, size, pygame.Rect(x, y, width, self.side.bottom - y),
                              T.TEXT if names != "all at random" else T.TEXT_DIM) + s(6)
