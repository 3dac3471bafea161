"""Settings: window size, fullscreen, animation speed (or off), bot speed, sound volume and mute,
confirm before attacking. Every change is applied and saved at once."""

from __future__ import annotations

import pygame

from game.client import theme as T
from game.client.backdrop import draw_backdrop
from game.client.scene import Scene
from game.client.settings import BOT_DELAYS
from game.client.widgets import Button, Buttons, blit_text, panel

BOT_NAMES = {0.0: "Instant", 0.3: "Quick", 0.7: "Normal", 1.4: "Slow"}


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = Buttons()
        self._bg: dict = {}
        self.labels: list[tuple[str, tuple[int, int], str]] = []
        self.volume_bar = pygame.Rect(0, 0, 0, 0)
        self.sliding = False

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        s = th.s
        w, h = size
        st = self.app.settings
        self.buttons.clear()
        win = f"{st.window[0]} × {st.window[1]}"
        rows = [
            ("Window size", win, self._window, "the window's size when not fullscreen; drag its edges for any other"
             if not st.fullscreen else "applies when you leave fullscreen"),
            ("Fullscreen (F11)", "Yes" if st.fullscreen else "No", self.app.toggle_fullscreen, None),
            ("Animations", st.animation.capitalize(), self._anim, "off, slow, normal or fast"),
            ("Bot speed", BOT_NAMES.get(st.bot_delay, f"{st.bot_delay:.1f} s"), self._bots,
             "the pause between a bot's actions"),
            ("Confirm before attacking", "Yes" if st.confirm_attack else "No", self._confirm,
             "show the battle's outcome and ask before every attack"),
            ("Sound", "Muted" if st.mute else "On", self._mute, None),
            ("Volume", None, None, None),
        ]
        self.labels = []
        col = pygame.Rect(0, 0, s(260), s(40))
        y = int(h * 0.2)
        for label, value, fn, tip in rows:
            r = pygame.Rect(w // 2 + s(20), y, col.w, col.h)
            self.labels.append((label, (w // 2 - s(20), r.centery), tip or ""))
            if value is not None:
                self.buttons.add(Button(r, value, self._then(fn), True, None, "normal", size=16, key=label,
                                        tooltip=tip))
            else:  # the volume: - [bar] +
                self.buttons.add(Button(pygame.Rect(r.x, r.y, s(40), r.h), "–", self._then(lambda: self._volume(-0.1)),
                                        True, None, "quiet", size=18, key="quieter"))
                self.buttons.add(Button(pygame.Rect(r.right - s(40), r.y, s(40), r.h), "+",
                                        self._then(lambda: self._volume(0.1)), True, None, "quiet", size=18,
                                        key="louder"))
                self.volume_bar = pygame.Rect(r.x + s(50), r.y + s(12), r.w - s(100), r.h - s(24))
            y += s(52)
        if not self.app.sound.available:
            self.labels.append(("No sound device: the game plays silently.", (w // 2, y + s(6)), "note"))
            y += s(30)
        back = pygame.Rect(0, 0, s(220), s(42))
        back.midtop = (w // 2, y + s(16))
        self.buttons.add(Button(back, "Back", self.back, True, None, "quiet", size=16, key="back"))

    def _then(self, fn):
        def go() -> None:
            fn()
            self.app.save_settings()
            self.resize(self.app.size)
        return go

    def _window(self) -> None:
        self.app.set_window(self.app.settings.next_window(self.app.screen_size()))

    def _anim(self) -> None:
        self.app.settings.next_animation()

    def _bots(self) -> None:
        cur = self.app.settings.bot_delay
        self.app.settings.bot_delay = BOT_DELAYS[(BOT_DELAYS.index(cur) + 1) % 3] if cur in BOT_DELAYS else 0.7

    def _confirm(self) -> None:
        self.app.settings.confirm_attack = not self.app.settings.confirm_attack

    def _mute(self) -> None:
        self.app.settings.mute = not self.app.settings.mute
        self.app.sound.play("buy")

    def _volume(self, step: float) -> None:
        st = self.app.settings
        st.volume = round(max(0.0, min(1.0, st.volume + step)), 2)
        if st.volume > 0:
            st.mute = False
        self.app.sound.play("buy")

    def set_volume_at(self, x: int) -> None:
        bar = self.volume_bar
        st = self.app.settings
        st.volume = round(max(0.0, min(1.0, (x - bar.x) / max(1, bar.w))), 2)
        if st.volume > 0:
            st.mute = False

    def back(self) -> None:
        self.app.save_settings()
        self.app.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.volume_bar.inflate(0, self.app.theme.s(16)).collidepoint(event.pos):
                self.sliding = True
                self.set_volume_at(event.pos[0])
                return True
            return self.buttons.click(event.pos, self.app.toast)
        if event.type == pygame.MOUSEMOTION and self.sliding:
            self.set_volume_at(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.sliding:
            self.sliding = False
            self.app.save_settings()
            self.app.sound.play("buy")
            self.resize(self.app.size)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        s = th.s
        w, h = surface.get_size()
        draw_backdrop(surface, self._bg, 0)
        blit_text(surface, "Settings", s(34), (w // 2, int(h * 0.08)), T.HILITE, bold=True, anchor="midtop")
        for label, pos, tip in self.labels:
            if tip == "note":
                blit_text(surface, label, s(14), pos, T.TEXT_DIM, anchor="midtop")
            else:
                blit_text(surface, label, s(18), pos, T.TEXT, anchor="midright")
        st = self.app.settings
        bar = self.volume_bar
        if bar.w > 0:
            panel(surface, bar, (22, 24, 32), T.PANEL_EDGE, radius=bar.h // 2)
            level = 0.0 if st.mute else st.volume
            fill = bar.copy()
            fill.w = max(bar.h, int(bar.w * level))
            if level > 0:
                pygame.draw.rect(surface, T.ACCENT, fill, border_radius=bar.h // 2)
            knob = (bar.x + int(bar.w * st.volume), bar.centery)
            pygame.draw.circle(surface, T.TEXT if not st.mute else T.TEXT_FAINT, knob, bar.h // 2 + s(4))
            blit_text(surface, "muted" if st.mute else f"{int(round(st.volume * 100))}%", s(13),
                      (bar.right + s(62), bar.centery), T.TEXT_DIM, anchor="midleft")
        self.buttons.draw(surface, th, self.app.mouse)
        self.buttons.draw_tooltip(surface, th, self.app.mouse)
