"""Results: the winner, each player's victory points by type of card, and XP."""

from __future__ import annotations

import pygame

from game.client import theme as T
from game.client.scene import Scene
from game.client.scenes.title import draw_backdrop, draw_stone
from game.client.widgets import Button, Buttons, blit_text, panel
from game.engine.rules import scoring

COLUMNS = ["Heroes", "Monsters", "Village cards", "Thunderstones", "Treasures", "Disease", "Other"]


class ResultsScene(Scene):
    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.buttons = Buttons()
        self._bg: dict = {}
        self.t = 0.0
        game = session.game
        n = len(game.state.players)
        self.rows = [(p, scoring.breakdown(game, p)) for p in range(n)]
        used = {k for _, b in self.rows for k in b}
        self.columns = [c for c in COLUMNS if c in used]
        result = game.state.result or {}
        self.winners = list(result.get("winners", []))
        self.scores = {int(k): v for k, v in result.get("scores", {}).items()}
        self.reason = result.get("reason", "")

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

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        s = th.s
        w, h = surface.get_size()
        draw_backdrop(surface, self._bg, self.t)
        draw_stone(surface, (w // 2, s(70)), s(36), self.t)
        players = self.session.game.state.players
        names = " and ".join(players[p].name for p in self.winners) or "Nobody"
        verb = "wins" if len(self.winners) == 1 else "share the victory"
        blit_text(surface, f"{names} {verb}!", s(40), (w // 2, s(130)), T.HILITE, bold=True, anchor="center")
        if self.reason:
            blit_text(surface, self.reason, s(16), (w // 2, s(168)), T.TEXT_DIM, anchor="center")
        cols = ["Player", *self.columns, "Total VP", "XP"]
        table = pygame.Rect(0, 0, min(w - s(60), s(1000)), s(48) * (len(self.rows) + 1) + s(20))
        table.midtop = (w // 2, s(200))
        panel(surface, table, T.PANEL, T.PANEL_EDGE, radius=s(10))
        first_w = int(table.w * 0.26)
        other_w = (table.w - first_w - s(20)) // (len(cols) - 1)
        xs = [table.x + s(16)] + [table.x + s(10) + first_w + i * other_w + other_w // 2 for i in range(len(cols) - 1)]
        y = table.y + s(14)
        for i, c in enumerate(cols):
            blit_text(surface, c, s(14), (xs[i], y), T.ACCENT, bold=True, anchor="topleft" if i == 0 else "midtop",
                      max_width=first_w if i == 0 else other_w - s(4))
        y += s(40)
        order = sorted(self.rows, key=lambda r: -self.scores.get(r[0], sum(r[1].values())))
        for p, by in order:
            win = p in self.winners
            colour = T.HILITE if win else T.TEXT
            if win:
                panel(surface, pygame.Rect(table.x + s(6), y - s(8), table.w - s(12), s(40)), (60, 54, 30), None, radius=s(6))
            total = self.scores.get(p, sum(by.values()))
            vals = [players[p].name + ("  (winner)" if win else ""), *[str(by.get(c, 0)) for c in self.columns], str(total),
                    str(players[p].xp)]
            for i, v in enumerate(vals):
                blit_text(surface, v, s(18), (xs[i], y), colour, bold=(i == 0 or i == len(vals) - 2),
                          anchor="topleft" if i == 0 else "midtop", max_width=first_w - s(10) if i == 0 else other_w)
            y += s(48)
        self.buttons.draw(surface, th, self.app.mouse)
