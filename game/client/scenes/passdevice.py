"""Pass the device: between two human players' turns the screen hides everything; the next
player's hand is shown only after they click."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client import theme as T
from game.client.backdrop import StoneScene
from game.client.widgets import Button, Buttons, blit_text, blit_wrapped, panel


class PassDeviceScene(StoneScene):
    opaque = True
    modal = True

    def __init__(self, app, player_name: str, reason: str, on_ready: Callable[[], None],
                 since: list[str] | None = None) -> None:
        super().__init__(app)
        self.player_name = player_name
        self.reason = reason
        self.since = since or []  # what the others did since this player's last turn (log lines)
        self.on_ready = on_ready
        self.buttons = Buttons()

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        self.buttons.clear()
        r = pygame.Rect(0, 0, th.s(360), th.s(54))
        r.center = (size[0] // 2, int(size[1] * (0.58 if self.since else 0.66)))
        self.buttons.add(Button(r, f"I am {self.player_name}: show my cards", self.ready, style="primary", size=18,
                                key="ready"))

    def ready(self) -> None:
        self.app.pop(self)
        self.on_ready()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.buttons.click(event.pos)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self.ready()
            return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        w, h = surface.get_size()
        self.draw_backdrop_and_stone(surface, (w // 2, int(h * 0.24)), th.s(44))
        blit_text(surface, f"Pass to {self.player_name}", th.s(44), (w // 2, int(h * 0.42)), T.HILITE, bold=True,
                  anchor="center")
        box = pygame.Rect(0, int(h * 0.42) + th.s(34), min(w - th.s(60), th.s(760)), th.s(52))
        box.centerx = w // 2
        blit_wrapped(surface, self.reason, th.s(18), box, T.TEXT_DIM, centre=True)
        blit_text(surface, "Nobody else should look at the screen now.", th.s(15), (w // 2, int(h * 0.52) + th.s(30)),
                  T.TEXT_FAINT, anchor="center")
        self.buttons.draw(surface, th, self.app.mouse)
        if self.since:
            self._draw_since(surface, th)

    def _draw_since(self, surface: pygame.Surface, th: T.Theme) -> None:
        """Since your last turn: the others' turns in a few lines, under the button."""
        w, h = surface.get_size()
        s = th.s
        top = self.buttons.items[0].rect.bottom + s(18) if self.buttons.items else int(h * 0.66)
        size = s(13)
        lh = T.font(size).get_linesize()
        box = pygame.Rect(0, top, min(w - s(60), s(760)), min(h - top - s(16), s(44) + lh * len(self.since)))
        box.centerx = w // 2
        panel(surface, box, (24, 26, 36), T.PANEL_EDGE, radius=s(8), alpha=220)
        blit_text(surface, "Since your last turn", s(15), (box.x + s(14), box.y + s(8)), T.ACCENT, bold=True)
        fit = max(1, (box.h - s(36)) // lh)
        y = box.y + s(32)
        for line in self.since[-fit:]:
            turn = line.startswith("— Turn")
            blit_text(surface, line, size, (box.x + s(14), y), T.HILITE if turn else T.TEXT, bold=turn,
                      max_width=box.w - s(28))
            y += lh
