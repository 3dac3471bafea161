"""The village: a tile per stack (heroes, then basic cards, then the rest, four to a row), lit
when it can be bought now. In Advance the rest lie by category, a column each for weapons, items,
spells and villagers, as on the board (rulebook: Das Dorf vorbereiten)."""

from __future__ import annotations

import pygame

from game.catalog.text import class_label
from game.client import theme as T
from game.client.cardface import badge, colours, stat_badges
from game.client.modeview import hero_levels_left
from game.client.scenes.table.parts import TileView, View
from game.client.widgets import blit_text, fitted_image, fitted_lines, panel
from game.engine.actions import Buy
from game.engine.rules import village


def short_hero_name(name: str, lower: str) -> str:
    """A higher level's name without the hero type both levels share ("Belzur Bishop" after
    "Belzur Curate": "Bishop"), for the narrow village tiles."""
    first = lower.split(" ")[0]
    rest = name[len(first) + 1:] if name.startswith(first + " ") else ""
    return rest or name


CATEGORY_HEADINGS = {"weapon": "Weapons", "item": "Items", "spell": "Spells", "villager": "Villagers"}


def village_rows(game, groups: list[str]) -> tuple[list[list[str | None]], int | None]:
    """The stacks row by row (None: an empty place), and the index of the first row of the
    category columns when the village lies by category (Advance with every stack in a category)."""
    kind = {g: game.catalog.groups[g].kind for g in groups}
    heroes = [g for g in groups if kind[g] == "hero"]
    basics = [g for g in groups if kind[g] == "basic"]
    others = [g for g in groups if g not in heroes and g not in basics]
    rows: list[list[str | None]] = [k[i:i + 4] for k in (heroes, basics) for i in range(0, len(k), 4)]
    slots = game.ruleset.VILLAGE_SLOTS
    category = {g: game.catalog.groups[g].category for g in others}
    if slots and len(slots) <= 4 and others and all(category[g] in slots for g in others):
        columns = [[g for g in others if category[g] == c] for c in slots]
        depth = max(len(col) for col in columns)
        return rows + [[col[i] if i < len(col) else None for col in columns] for i in range(depth)], len(rows)
    return rows + [others[i:i + 4] for i in range(0, len(others), 4)], None


class VillageView(View):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.tiles: list[TileView] = []
        self.captions: list[tuple[pygame.Rect, str]] = []  # Advance: the category columns' headings
        self._tile_cache: dict[tuple, pygame.Surface] = {}

    def tile_at(self, pos: tuple[int, int]) -> TileView | None:
        return next((tile for tile in self.tiles if tile.rect.collidepoint(pos)), None)

    def build(self, th: T.Theme, can: bool) -> None:
        s = th.s
        st = self.state
        game = self.game
        area = self.regions["village"]
        groups = list(st.stacks)
        kind = {g: game.catalog.groups[g].kind for g in groups}
        rows, by_category = village_rows(game, groups)
        ncols = 4  # names stay readable; a bigger village (Alone in the Dark) takes more, lower rows
        head = s(30)
        gap = s(6)
        caption_h = s(16) if by_category is not None else 0
        inner = pygame.Rect(area.x + s(8), area.y + head, area.w - s(16), area.h - head - s(8))
        nrows = max(1, len(rows))
        tile_h = (inner.h - caption_h - gap * (nrows - 1)) // nrows
        tile_w = (inner.w - gap * (ncols - 1)) // ncols
        self.captions = []
        if by_category is not None:
            y = inner.y + by_category * (tile_h + gap)
            self.captions = [(pygame.Rect(inner.x + c * (tile_w + gap), y, tile_w, caption_h), CATEGORY_HEADINGS[cat])
                             for c, cat in enumerate(game.ruleset.VILLAGE_SLOTS)]
        in_village = st.turn.choice == "village"
        alone = game.mode.name == "alone"
        self.tiles = []
        for r, row in enumerate(rows):
            for c, g in enumerate(row):
                if g is None:
                    continue  # this category has fewer stacks than another
                below = caption_h if by_category is not None and r >= by_category else 0
                rect = pygame.Rect(inner.x + c * (tile_w + gap), inner.y + below + r * (tile_h + gap), tile_w, tile_h)
                stack = st.stacks[g]
                top_card = stack[0] if stack else None
                reason = self.legal(Buy(g)) if can else "wait for your turn"
                nxt = None
                if kind[g] == "hero" and top_card is not None:
                    lvl = game.defn(top_card).level or 0
                    nxt = next((c2 for c2 in stack if (game.defn(c2).level or 0) > lvl), None)
                levels = tuple(hero_levels_left(game, g)) if alone and kind[g] == "hero" else ()
                if alone and can and reason is not None and reason.endswith("cannot be bought in this game"):
                    reason = "Alone in the Dark: only level 1 heroes are bought; level up a hero to reach " \
                             f"{game.defn(top_card).name}"
                self.tiles.append(TileView(g, rect, top_card, len(stack), can and in_village and reason is None,
                                           reason, nxt, levels))
                self.zone_rects[f"stack.{g}"] = rect
                if top_card is not None:
                    self.card_rects[top_card] = rect

    def draw(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        area = self.regions["village"]
        panel(surface, area, T.PANEL, T.PANEL_EDGE, radius=s(10))
        blit_text(surface, "Village", s(17), (area.x + s(12), area.y + s(6)), T.HILITE, bold=True)
        if self.state.turn.choice == "village" and self.hand_visible():
            g = village.gold_left(self.game)
            b = village.buys_left(self.game)
            blit_text(surface, f"{g} gold · {b} buy{'s' if b != 1 else ''}", s(15),
                      (area.right - s(12), area.y + s(8)), T.GOLD, bold=True, anchor="topright")
        elif self.game.mode.name == "alone":
            blit_text(surface, "one card of each · heroes: level 1 only, the rest by levelling up", s(12),
                      (area.right - s(12), area.y + s(10)), T.TEXT_DIM, anchor="topright", max_width=area.w - s(100))
        for rect, label in self.captions:
            blit_text(surface, label, s(12), (rect.x + s(2), rect.centery), T.TEXT_DIM, bold=True, anchor="midleft")
        for tile in self.tiles:
            self._draw_tile(surface, th, tile)

    def _draw_tile(self, surface: pygame.Surface, th: T.Theme, tile: TileView) -> None:
        veiled = not tile.buyable and self.state.turn.choice == "village" and self.can_act()
        game = self.game
        key = (tile.group, tile.top and game.state.cards[tile.top], tile.count, tile.rect.size, veiled,
               tile.next_level and game.state.cards[tile.next_level], tile.levels)
        img = self._tile_cache.get(key)
        if img is None:
            if len(self._tile_cache) > 200:
                self._tile_cache.clear()
            img = pygame.Surface(tile.rect.size, pygame.SRCALPHA)
            self._render_tile(img, th, TileView(tile.group, img.get_rect(), tile.top, tile.count, tile.buyable,
                                                tile.reason, tile.next_level, tile.levels), veiled)
            self._tile_cache[key] = img
        surface.blit(img, tile.rect)

    def _render_tile(self, surface: pygame.Surface, th: T.Theme, tile: TileView, veiled: bool) -> None:
        s = th.s
        r = tile.rect
        game = self.game
        if tile.top is None:
            panel(surface, r, (26, 28, 36), (56, 60, 74), radius=s(6))
            name = game.catalog.groups[tile.group].name
            blit_text(surface, name, s(12), (r.centerx, r.centery - s(8)), T.TEXT_FAINT, anchor="center", max_width=r.w - s(8))
            blit_text(surface, "empty", s(12), (r.centerx, r.centery + s(8)), T.TEXT_FAINT, anchor="center")
            return
        d = game.defn(tile.top)
        frame, body, band = colours(d)
        pygame.draw.rect(surface, body, r, border_radius=s(6))
        strip = pygame.Rect(r.x, r.y, r.w, max(s(20), r.h // 3))
        pygame.draw.rect(surface, band, strip, border_top_left_radius=s(6), border_top_right_radius=s(6))
        cost_r = s(10)
        name_w = r.w - cost_r * 2 - s(12)
        name_min = max(8, s(9))
        if fitted_lines(d.name, s(13), name_w, strip.h, bold=True, min_size=name_min) is None:
            name_min = 8  # a long name (Ranger's Wilderness Map): two small lines rather than cut short
        img = fitted_image(d.name, s(13), name_w, strip.h, (255, 255, 255), bold=True, min_size=name_min,
                           align="left")
        surface.blit(img, img.get_rect(midleft=(r.x + s(6), strip.centery)))
        if d.cost is not None:
            badge(surface, "cost", str(d.cost), (r.right - cost_r - s(4), strip.centery), cost_r)
        y = strip.bottom + s(3)
        sub = " · ".join(class_label(c) for c in d.classes if c != "Hero")
        if tile.levels:
            sub = " ".join(f"L{lv}" for lv in tile.levels) + " · " + sub
        elif d.is_hero and d.level:
            sub = f"L{d.level} · " + sub
        count_w = T.font(s(14), True).size(f"×{tile.count}")[0] + s(6) if r.h < s(62) else 0  # low tiles: beside it
        width = r.w - s(12) - count_w
        # the next level's line gives way to a long class line (Advance's Glamercast: three classes)
        next_line = tile.next_level is not None and not tile.levels and \
            T.font(max(8, s(9))).size(sub)[0] <= width
        room = T.font(s(11)).get_linesize() * (1 if next_line else 2)
        img = fitted_image(sub, s(11), width, room, T.CARD_TEXT_DIM, min_size=max(8, s(9)), align="left")
        surface.blit(img, (r.x + s(6), y))
        y += max(s(15), img.get_height() + s(2))
        if next_line:
            nd = game.defn(tile.next_level)
            line = f"then L{nd.level}: {short_hero_name(nd.name, d.name)}"
            if T.font(max(8, s(9))).size(line)[0] > r.w - s(12):  # a long name (Aird Honeytongue)
                line = line.removeprefix("then ")
            blit_text(surface, line, T.fit_text(line, s(10), r.w - s(12), min_size=max(8, s(9))), (r.x + s(6), y),
                      T.CARD_TEXT_DIM, max_width=r.w - s(12))
        # numbers along the bottom
        br = s(8)
        x = r.x + s(6) + br
        for kind, val in stat_badges(d)[:4]:
            if r.bottom - br - s(4) < y + s(12):
                break
            badge(surface, kind, val, (x, r.bottom - br - s(4)), br)
            x += 2 * br + s(4)
        blit_text(surface, f"×{tile.count}", s(14), (r.right - s(6), r.bottom - s(3)), T.CARD_TEXT, bold=True,
                  anchor="bottomright")
        if veiled:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((10, 10, 20, 110))
            surface.blit(veil, r)
        pygame.draw.rect(surface, frame, r, 1, border_radius=s(6))


    def draw_live(self, surface: pygame.Surface, th: T.Theme, mouse: tuple[int, int], pulse: float,
                  on_top: bool) -> None:
        """Buyable stacks pulse; the one under the mouse is outlined."""
        s = th.s
        for tile in self.tiles:
            if tile.top is None:
                continue
            if tile.buyable:
                edge = tuple(int(a + (b - a) * pulse) for a, b in zip(T.GOLD, T.HILITE, strict=True))
                pygame.draw.rect(surface, edge, tile.rect, s(3), border_radius=s(6))
            if on_top and tile.rect.collidepoint(mouse):
                pygame.draw.rect(surface, T.HILITE if tile.buyable else (200, 200, 220), tile.rect, s(2),
                                 border_radius=s(6))
