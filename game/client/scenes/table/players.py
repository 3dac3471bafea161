"""The players panel: a row per player (the active one marked) with their XP, VP and piles, or in
co-op each one's part of the party's total."""

from __future__ import annotations

import pygame

from game.client import theme as T
from game.client.scenes.table.parts import View
from game.client.widgets import blit_text, panel
from game.engine.rules import scoring


class PlayersView(View):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.player_rows: list[tuple[int, pygame.Rect]] = []
        self.vp: dict[int, int] = {}

    def build(self, th: T.Theme) -> None:
        s = th.s
        area = self.regions["players"]
        n = len(self.state.players)
        row_h = min(s(62), (area.h - s(32)) // max(1, n))
        self.player_rows = []
        self.vp = {p: scoring.score(self.game, p) for p in range(n)}
        mi = self.minfo
        for p in range(n):
            r = pygame.Rect(area.x + s(6), area.y + s(28) + p * row_h, area.w - s(12), row_h - s(4))
            self.player_rows.append((p, r))
            if mi is not None and mi.party:
                self.tips.append((r, f"{self.state.players[p].name}'s part of the party's total: the XP of the "
                                     f"monsters among their cards ({mi.monsters_xp.get(p, 0)})"
                                     + (f" and of the monsters they turned in ({mi.turned_in_by.get(p, 0)})"
                                        if mi.turned_in_by.get(p) else "")
                                     + f". The party's total adds the shared pool ({mi.party_pool} XP) and the party "
                                       f"pile ({mi.turned_in_xp} XP): {mi.players_total} XP."))
            if p != self.state.active:
                for z in ("deck", "hand", "discard", "aside"):
                    self.zone_rects[f"p{p}.{z}"] = r

    def draw(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        area = self.regions["players"]
        st = self.state
        panel(surface, area, T.PANEL, T.PANEL_EDGE, radius=s(10))
        mi = self.minfo
        party = mi is not None and mi.party
        blit_text(surface, "The party" if party else "Players", s(15), (area.x + s(12), area.y + s(6)), T.HILITE, bold=True)
        if party:
            blit_text(surface, f"Party XP pool: {mi.party_pool}", s(14), (area.right - s(12), area.y + s(7)), T.XP,
                      bold=True, anchor="topright")
        for p, r in self.player_rows:
            pl = st.players[p]
            active = p == st.active
            panel(surface, r, T.PANEL_HI if active else (38, 41, 54), T.ACCENT if active else None, radius=s(6))
            kind = "bot" if self.session.is_bot(p) else "human"
            x = r.x + s(8)
            if active:
                cy = r.y + s(13)
                pygame.draw.polygon(surface, T.ACCENT, [(x, cy - s(5)), (x + s(8), cy), (x, cy + s(5))])
                x += s(13)
            blit_text(surface, pl.name, s(14), (x, r.y + s(5)), T.TEXT, bold=True, max_width=r.right - x - s(60))
            blit_text(surface, kind, s(11), (r.right - s(8), r.y + s(7)), T.TEXT_DIM, anchor="topright")
            vp = self.vp.get(p, 0)
            line = f"XP {pl.xp} · VP {vp} · deck {len(pl.deck)} · hand {len(pl.hand)} · discard {len(pl.discard)}"
            if party:
                given = mi.turned_in_by.get(p, 0)
                line = f"monsters {mi.monsters_xp.get(p, 0)} XP" + (f" · turned in {given} XP" if given else "") + \
                    f" · hand {len(pl.hand)} · deck {len(pl.deck)} · discard {len(pl.discard)}"
            if r.h > s(40):
                blit_text(surface, line, T.fit_text(line, s(12), r.w - s(16), min_size=s(10)), (r.x + s(8), r.y + s(26)),
                          T.TEXT_DIM, max_width=r.w - s(16))

