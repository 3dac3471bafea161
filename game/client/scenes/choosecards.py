"""Choosing the cards by hand (New game → Setup: Chosen): the card sets, then any monster groups,
heroes, village stacks, Guardians, traps, treasures, setting and Thunderstone. Whatever is left
unchosen is drawn by the randomizers from the seed (game.engine.randomizers), so a player may
choose one favourite hero and leave the rest to chance, or choose everything.

Left click picks or unpicks a group; right click shows its cards. A section that is full refuses
another pick and says why."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.client import theme as T
from game.client.scene import Scene
from game.client.scenes.title import draw_backdrop
from game.client.widgets import Button, Buttons, blit_text, panel
from game.engine import randomizers
from game.engine.sets import DEFAULT_SET, card_set
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
    """The card sets with randomizers (every set but the basic cards), in a fixed order."""
    return sorted({g.set for g in catalog.groups.values() if g.kind in ("hero", "monster", "village")})


class ChooseCardsScene(Scene):
    """The picker. The model (sets and picks) is the New Game scene's; this scene only edits it."""

    def __init__(self, app, owner) -> None:
        super().__init__(app)
        self.owner = owner
        self.buttons = Buttons()
        self.headers: list[tuple[str, str, tuple[int, int], int]] = []  # title, status, position, width
        self.frame = pygame.Rect(0, 0, 1, 1)
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

    def first_game(self) -> None:
        self.picks.clear()
        fg = first_game([], card_set=next((s for s in self.owner.sets if card_set(s).first_game), DEFAULT_SET))
        for f in ("monsters", "heroes", "village"):
            self.picks.chosen[f][:] = getattr(fg, f)
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

    # --- layout ---
    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        s = th.s
        w, h = size
        cat = self.app.catalog
        self.buttons.clear()
        self.headers = []
        self.frame = pygame.Rect(s(24), s(70), w - s(48), h - s(170))
        inner = self.frame.inflate(-s(30), -s(24))
        col_gap = s(24)
        left = pygame.Rect(inner.x, inner.y, (inner.w - col_gap) * 11 // 20, inner.h)
        right = pygame.Rect(left.right + col_gap, inner.y, inner.right - left.right - col_gap, inner.h)
        by_field = {sec.field: sec for sec in SECTIONS}
        self._grid = (s(30), s(6), s(26), s(10))  # row height, gap, header height, space after a section
        row_h, gap, head_h, _ = self._grid
        y = left.y
        self.headers.append(("Card sets", "the randomizers deal from these", (left.x, y), left.w))
        y += head_h
        sets = self.owner.sets
        bw = (left.w - 3 * gap) // 4
        for i, name in enumerate(card_sets(cat)):
            on = name in sets
            self.buttons.add(Button(pygame.Rect(left.x + i * (bw + gap), y, bw, row_h), name.capitalize(),
                                    lambda n=name: self.toggle_set(n), style="toggle_on" if on else "quiet", size=14,
                                    key=f"set:{name}", tooltip="click to use this set or not"))
        y += row_h + s(14)
        for row in ((("monsters", 4),), (("heroes", 4),), (("guardians", 2), ("thunderstone", 2))):
            y = self._row(left, [(by_field[f], n) for f, n in row], y)
        y = right.y
        for row in ((("village", 4),), (("traps", 1), ("treasures", 1), ("setting", 1))):
            y = self._row(right, [(by_field[f], n) for f, n in row], y)
        bw = s(210)
        by = h - s(66)
        actions = (("Clear", self.clear, "clear", bool(self.picks.count()), "nothing is chosen"),
                   ("First game's cards", self.first_game, "firstgame", True, None),
                   ("Deal at random", self.deal, "deal", True, None))
        for i, (label, fn, key, ok, why) in enumerate(actions):
            self.buttons.add(Button(pygame.Rect(s(24) + i * (bw + s(12)), by, bw, s(44)), label, fn, ok, why,
                                    "quiet", size=16, key=key,
                                    tooltip="choose everything the seed deals, then change what you like"
                                    if key == "deal" else None))
        done = pygame.Rect(0, 0, s(220), s(46))
        done.bottomright = (w - s(24), h - s(20))
        self.buttons.add(Button(done, "Done", self.close, style="primary", size=18, key="done"))

    def _row(self, col: pygame.Rect, sections: list[tuple[Section, int]], y: int) -> int:
        """Sections side by side across the column, each a header over rows of `per_row` toggle
        buttons; returns the y below the tallest."""
        row_h, gap, head_h, after = self._grid
        cat = self.app.catalog
        width = (col.w - (len(sections) - 1) * gap * 3) // len(sections)
        bottom = y
        for j, (sec, per_row) in enumerate(sections):
            x = col.x + j * (width + gap * 3)
            items = offered(cat, sec, self.owner.sets)
            self.headers.append((sec.title, self.status(sec), (x, y), width))
            chosen = self.picks.chosen[sec.field]
            bw = (width - (per_row - 1) * gap) // per_row
            for i, key in enumerate(items):
                r, c = divmod(i, per_row)
                why = self.refusal(sec, key)
                self.buttons.add(Button(pygame.Rect(x + c * (bw + gap), y + head_h + r * (row_h + gap), bw, row_h),
                                        item_name(cat, sec, key), lambda sec=sec, k=key: self.toggle(sec, k),
                                        why is None, why, "toggle_on" if key in chosen else "normal", size=14,
                                        tooltip=item_cards(cat, sec, key), key=f"{sec.field}:{key}",
                                        data={"section": sec, "item": key}))
            rows = max(1, -(-len(items) // per_row))
            bottom = max(bottom, y + head_h + rows * (row_h + gap) - gap + after)
        return bottom

    def close(self) -> None:
        self.app.pop(self)

    # --- input ---
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            b = self.buttons.at(event.pos)
            if b is not None and "item" in b.data:
                self.zoom(b.data["section"], b.data["item"])
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.buttons.click(event.pos, self.app.toast)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
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
        blit_text(surface, "Choose the cards", s(34), (surface.get_width() // 2, s(16)), T.HILITE, bold=True,
                  anchor="midtop")
        panel(surface, self.frame, T.PANEL, T.PANEL_EDGE, radius=s(10))
        for title, status, (x, y), width in self.headers:
            r = blit_text(surface, title, s(16), (x, y), T.ACCENT, bold=True)
            if x + width - r.right > s(60):
                blit_text(surface, status, s(13), (r.right + s(10), r.bottom - s(2)), T.TEXT_DIM, anchor="bottomleft",
                          max_width=x + width - r.right - s(10))
        self.buttons.draw(surface, th, self.app.mouse)
        hint = "Left click: choose or take off · right click: see the cards · what is not chosen is dealt at random"
        blit_text(surface, hint, s(13), (surface.get_width() // 2, self.frame.bottom + s(5)), T.TEXT_FAINT,
                  anchor="midtop", max_width=surface.get_width() - s(40))
        self.buttons.draw_tooltip(surface, th, self.app.mouse)
