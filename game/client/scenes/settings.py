"""Settings: animation speed, bot speed, confirm before attacking, fullscreen."""

from __future__ import annotations

import pygame

from game.client import theme as T
from game.client.scene import Scene
from game.client.scenes.title import draw_backdrop
from game.client.widgets import Button, Buttons, blit_text


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = Buttons()
        self._bg: dict = {}

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        w, h = size
        st = self.app.settings
        self.buttons.clear()
        rows = [
            ("Animations", st.animation.capitalize(), self._anim),
            ("Bot speed", {0.3: "Quick", 0.7: "Normal", 1.4: "Slow"}.get(st.bot_delay, f"{st.bot_delay:.1f} s"), self._bots),
            ("Confirm before attacking", "Yes" if st.confirm_attack else "No", self._confirm),
            ("Fullscreen (F11)", "Yes" if st.fullscreen else "No", self.app.toggle_fullscreen),
        ]
        self.labels = []
        y = int(h * 0.25)
        for label, value, fn in rows:
            r = pygame.Rect(w // 2 + th.s(20), y, th.s(220), th.s(40))
            self.labels.append((label, (w // 2 - th.s(20), r.centery)))
            self.buttons.add(Button(r, value, self._then(fn), True, None, "normal", size=16, key=label))
            y += th.s(56)
        back = pygame.Rect(0, 0, th.s(220), th.s(42))
        back.midtop = (w // 2, y + th.s(20))
        self.buttons.add(Button(back, "Back", self.back, True, None, "quiet", size=16, key="back"))

    def _then(self, fn):
        def go() -> None:
            fn()
            self.app.save_settings()
            self.resize(self.app.size)
        return go

    def _anim(self) -> None:
        self.app.settings.next_animation()

    def _bots(self) -> None:
        order = [0.3, 0.7, 1.4]
        cur = self.app.settings.bot_delay
        self.app.settings.bot_delay = order[(order.index(cur) + 1) % 3] if cur in order else 0.7

    def _confirm(self) -> None:
        self.app.settings.confirm_attack = not self.app.settings.confirm_attack

    def back(self) -> None:
        self.app.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.buttons.click(event.pos, self.app.toast)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        draw_backdrop(surface, self._bg, 0)
        blit_text(surface, "Settings", th.s(34), (surface.get_width() // 2, int(surface.get_height() * 0.1)), T.HILITE,
                  bold=True, anchor="midtop")
        for label, pos in self.labels:
            blit_text(surface, label, th.s(18), pos, T.TEXT, anchor="midright")
        self.buttons.draw(surface, th, self.app.mouse)
