"""Results: the winner, each player's victory points by type of card, and XP; a chart of each
player's VP over the turns. Solo and co-op: the verdict with both totals, the village pile as a row
of the table (co-op: each player's part of the party's XP), and a chart of both totals."""

from __future__ import annotations

import pygame

from game.client import theme as T
from game.client.backdrop import StoneScene
from game.client.widgets import Button, Buttons, blit_text, panel
from game.engine.rules import scoring

PLAYER_COLOURS = [(98, 160, 250), (240, 120, 90), (110, 210, 130), (236, 192, 84), (190, 130, 230)]
COLUMNS = ["Heroes", "Monsters", "Village cards", "Thunderstones", "Treasures", "Disease", "Other"]


class ResultsScene(StoneScene):
    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.buttons = Buttons()
        game = session.game
        n = len(game.state.players)
        self.rows = [(p, scoring.breakdown(game, p)) for p in range(n)]
        used = {k for _, b in self.rows for k in b}
        if isinstance((game.state.result or {}).get("verdict"), dict):
            from game.client.modeview import pile_breakdown

            used |= set(pile_breakdown(game))
        self.columns = [c for c in COLUMNS if c in used]
        result = game.state.result or {}
        self.winners = list(result.get("winners", []))
        self.scores = {int(k): v for k, v in result.get("scores", {}).items()}
        self.reason = result.get("reason", "")
        from game.client.stats import standing_by_turn, verdict, vp_by_turn

        self.verdict, self.totals = verdict(result)
        v = result.get("verdict")
        self.against = isinstance(v, dict) and "players_total" in v and "village_total" in v  # solo, co-op
        self.party = self.against and (v.get("measure") == "XP" or v.get("mode") == "coop")
        self.won = bool(v.get("won")) if isinstance(v, dict) else False
        self.head, self.table_rows = self._table(game, v if self.against else None)
        self.bold_col = len(self.head) - (1 if self.party else 2)  # the column that decides
        if self.against and self.reason:  # the totals are on the next line: keep why the game ended
            self.reason = self.reason.split(": ")[0]
            self.reason = self.reason[:1].upper() + self.reason[1:] + "."
        if self.against:
            self.series = [("The party" if self.party else "You", (110, 210, 130) if self.party else PLAYER_COLOURS[0]),
                           ("The village pile", (232, 94, 86))]
            self.chart_title = ("The party's XP against the village pile's" if self.party
                                else "Your VP against the village pile's") + ", turn by turn"
        else:
            self.series = [(pl.name, PLAYER_COLOURS[p % len(PLAYER_COLOURS)]) for p, pl in enumerate(game.state.players)]
            self.chart_title = "Victory points over the turns"
        try:
            self.history = standing_by_turn(game) if self.against else vp_by_turn(game)
        except Exception:  # the chart is a bonus: never lose the results over it
            self.history = []
        self._chart: tuple | None = None

    def _table(self, game, v: dict | None) -> tuple[list[str], list[tuple]]:
        """The results table: its column heads and rows (colour dot or None, cells, style: win |
        normal | total | village)."""
        players = game.state.players
        if v is not None and self.party:
            from game.client.modeview import turned_in_by

            given = turned_in_by(game)
            head = ["", "Monster XP in their cards", "Monsters turned in (XP)", "Part of the total (XP)"]
            rows: list[tuple] = []
            for p, pl in enumerate(players):
                mine = sum(game.defn(c).xp or 0 for c in game.state.player_cards(p) if game.defn(c).is_monster)
                rows.append((PLAYER_COLOURS[p % len(PLAYER_COLOURS)],
                             [pl.name, str(mine), str(given.get(p, 0)), str(mine + given.get(p, 0))], "normal"))
            rows.append((None, ["Party XP pool (shared)", "", "", str(v.get("party_xp", 0))], "normal"))
            rows.append((None, ["The party", str(v.get("monsters_xp", "")), str(v.get("turned_in_xp", "")),
                                str(v["players_total"])], "win" if self.won else "total"))
            rows.append((None, ["The village pile", "", "", str(v["village_total"])],
                         "total" if self.won else "village"))
            return head, rows
        head = ["Player", *self.columns, "Total VP", "XP"]
        rows = []
        order = sorted(self.rows, key=lambda r: -self.scores.get(r[0], sum(r[1].values())))
        for p, by in order:
            win = p in self.winners
            total = self.scores.get(p, sum(by.values()))
            rows.append((PLAYER_COLOURS[p % len(PLAYER_COLOURS)],
                         [players[p].name + ("  (winner)" if win else ""), *[str(by.get(c, 0)) for c in self.columns],
                          str(total), str(players[p].xp)], "win" if win else "normal"))
        if v is not None:
            from game.client.modeview import pile_breakdown

            pile = pile_breakdown(game)
            rows.append((None, ["The village pile", *[str(pile.get(c, 0)) for c in self.columns],
                                str(v["village_total"]), "–"], "total" if self.won else "village"))
        return head, rows

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        w, h = size
        self.buttons.clear()
        for i, (label, fn, style) in enumerate((("New game", self.new_game, "primary"),
                                                ("Title screen", self.title, "quiet"))):
            r = pygame.Rect(0, 0, th.s(220), th.s(46))
            r.midbottom = (w // 2 + (i * 2 - 1) * th.s(120), h - th.s(30))
            self.buttons.add(Button(r, label, fn, style=style, size=17, key=label))

    def new_game(self) -> None:
        from game.client.scenes.newgame import NewGameScene
        from game.client.scenes.title import TitleScene

        self.session.close()
        self.app.replace(TitleScene(self.app))
        self.app.push(NewGameScene(self.app))

    def title(self) -> None:
        from game.client.scenes.title import TitleScene

        self.session.close()
        self.app.replace(TitleScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.buttons.click(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.title()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        s = th.s
        w, h = surface.get_size()
        self.draw_backdrop_and_stone(surface, (w // 2, s(70)), s(36))
        if self.verdict:
            headline = self.verdict
        elif self.winners:
            players = self.session.game.state.players
            names = " and ".join(players[p].name for p in self.winners)
            headline = f"{names} {'wins' if len(self.winners) == 1 else 'share the victory'}!"
        else:
            headline = "Nobody wins"
        blit_text(surface, headline, s(40), (w // 2, s(130)), T.HILITE, bold=True, anchor="center",
                  max_width=w - s(40))
        if self.reason:
            blit_text(surface, self.reason, s(16), (w // 2, s(168)), T.TEXT_DIM, anchor="center")
        y0 = s(190)
        if self.totals:
            first, *rest = self.totals
            line = f"{first[0]}: {first[1]}" + "".join(f"   ·   {k}: {v}" for k, v in rest[:1])
            extra = rest[1:]
            if self.party:  # the table below breaks the party's total down
                extra = []
            elif self.against:  # Alone in the Dark: the heroes needed, as a third total
                line += "".join(f"   ·   {k[:1].upper() + k[1:]}: {v}" for k, v in extra)
                extra = []
            if extra:
                line += "   (" + ", ".join(f"{k} {v}" for k, v in extra) + ")"
            blit_text(surface, line, s(19), (w // 2, s(202)), T.GOLD, bold=True, anchor="center", max_width=w - s(60))
            y0 = s(224)
        cols = self.head
        n_rows = len(self.table_rows)
        row_h = s(40) if n_rows <= 4 else s(34)
        table = pygame.Rect(0, 0, min(w - s(60), s(1000)), row_h * (n_rows + 1) + s(14))
        table.midtop = (w // 2, y0)
        panel(surface, table, T.PANEL, T.PANEL_EDGE, radius=s(10))
        first_w = int(table.w * 0.26)
        other_w = (table.w - first_w - s(20)) // (len(cols) - 1)
        xs = [table.x + s(16)] + [table.x + s(10) + first_w + i * other_w + other_w // 2 for i in range(len(cols) - 1)]
        y = table.y + s(12)
        for i, c in enumerate(cols):
            blit_text(surface, c, T.fit_text(c, s(14), (first_w if i == 0 else other_w - s(4)), bold=True, min_size=s(11)),
                      (xs[i], y), T.ACCENT, bold=True, anchor="topleft" if i == 0 else "midtop",
                      max_width=first_w if i == 0 else other_w - s(4))
        y += s(34)
        fills = {"win": (60, 54, 30), "village": (70, 32, 34), "total": (42, 46, 60)}
        colours = {"win": T.HILITE, "village": (255, 150, 140), "total": T.TEXT, "normal": T.TEXT}
        for dot, vals, style in self.table_rows:
            colour = colours[style]
            if style in fills:
                panel(surface, pygame.Rect(table.x + s(6), y - s(6), table.w - s(12), row_h - s(6)), fills[style], None,
                      radius=s(6))
            if dot is not None:
                pygame.draw.circle(surface, dot, (table.x + s(10), y + s(11)), s(4))
            for i, v in enumerate(vals):
                blit_text(surface, v, s(17), (xs[i], y), colour, bold=(i in (0, self.bold_col) or style != "normal"),
                          anchor="topleft" if i == 0 else "midtop", max_width=first_w - s(10) if i == 0 else other_w)
            y += row_h
        chart = pygame.Rect(table.x, table.bottom + s(14), table.w, h - s(90) - table.bottom - s(14))
        if chart.h >= s(90) and len(self.history) >= 2:
            key = (chart.size, len(self.history))
            if self._chart is None or self._chart[0] != key:
                img = pygame.Surface(chart.size, pygame.SRCALPHA)
                self._draw_chart(img, th, img.get_rect())
                self._chart = (key, img)
            surface.blit(self._chart[1], chart)
        self.buttons.draw(surface, th, self.app.mouse)

    def _draw_chart(self, surface: pygame.Surface, th: T.Theme, r: pygame.Rect) -> None:
        """Each player's VP after every turn: one line per player, turns along the bottom."""
        s = th.s
        panel(surface, r, T.PANEL, T.PANEL_EDGE, radius=s(10))
        blit_text(surface, self.chart_title, s(14), (r.x + s(14), r.y + s(8)), T.HILITE, bold=True)
        x = r.right - s(14)
        for name, colour in reversed(self.series):  # the legend, right to left
            label = blit_text(surface, name, s(13), (x, r.y + s(9)), T.TEXT, anchor="topright", max_width=s(140))
            pygame.draw.line(surface, colour, (label.x - s(22), label.centery), (label.x - s(6), label.centery), s(3))
            x = label.x - s(34)
        plot = pygame.Rect(r.x + s(44), r.y + s(34), r.w - s(64), r.h - s(60))
        turns = [t for t, _ in self.history]
        t0, t1 = turns[0], max(turns[-1], turns[0] + 1)
        top = max(1, max(max(v) for _, v in self.history))
        low = min(0, min(min(v) for _, v in self.history))
        step = next(k for k in (1, 2, 5, 10, 20, 25, 50, 100, 1000) if (top - low) / k <= 6)
        top = -(-top // step) * step  # up to the next grid line
        low = (low // step) * step

        def px(t: float, v: float) -> tuple[int, int]:
            return (int(plot.x + (t - t0) / (t1 - t0) * plot.w),
                    int(plot.bottom - (v - low) / max(1, top - low) * plot.h))

        v = (low // step) * step
        while v <= top:
            yy = px(t0, v)[1]
            pygame.draw.line(surface, (56, 60, 78), (plot.x, yy), (plot.right, yy))
            blit_text(surface, str(v), s(11), (plot.x - s(6), yy), T.TEXT_DIM, anchor="midright")
            v += step
        tstep = next(k for k in (1, 2, 5, 10, 20, 50, 100) if (t1 - t0) / k <= 12)
        t = ((t0 + tstep - 1) // tstep) * tstep
        while t <= t1:
            xx = px(t, low)[0]
            blit_text(surface, str(t), s(11), (xx, plot.bottom + s(4)), T.TEXT_DIM, anchor="midtop")
            t += tstep
        blit_text(surface, "turn", s(11), (plot.x - s(6), plot.bottom + s(4)), T.TEXT_FAINT, anchor="topright")
        for p, (_, colour) in enumerate(self.series):
            pts = [px(t, vals[p]) for t, vals in self.history]
            if len(pts) >= 2:
                pygame.draw.lines(surface, colour, False, pts, s(3) if p in self.winners or self.against else s(2))
            pygame.draw.circle(surface, colour, pts[-1], s(4))
