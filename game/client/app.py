"""The window, the scene stack and the main loop.

    app = App((1280, 720))
    app.start()            # the title screen (or app.start(scene): any first scene)
    app.run()              # until the window closes

Scenes are handed to the app (start, push, replace); app.py imports no scene at module level and
`run` lives in game.client.main, so the window and the scenes do not import each other.

Tests drive it without a loop: `app.feed(event)`, `app.step(dt)` (update then draw) and
`app.screenshot(path)`."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

import pygame

from game.client import theme as T
from game.client.scene import Scene, SceneStack
from game.client.settings import Settings
from game.client.widgets import blit_text, panel

IDLE_WAIT_MS = 250


class Toast:
    def __init__(self, message: str, colour: tuple, seconds: float) -> None:
        self.message = message
        self.colour = colour
        self.left = seconds


class App:
    def __init__(self, size: tuple[int, int] = (1280, 720), *, catalog: Any = None,
                 settings: Settings | None = None, saves_dir: str | os.PathLike[str] | None = None,
                 settings_path: Path | None = None, fullscreen: bool = False, fsync: bool = True,
                 bot_threads: bool = True, bot_process: bool = True) -> None:
        pygame.init()
        T.reset()
        pygame.display.set_caption("Thunderstone")
        try:
            from game import paths

            pygame.display.set_icon(pygame.image.load(str(paths.assets_dir() / "icon.png")))
        except (OSError, pygame.error):  # no icon: the window still opens
            pass
        if fullscreen:
            try:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        else:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.size = self.screen.get_size()
        self.theme = T.Theme(self.size)
        self.stack = SceneStack()
        problem = None
        if settings is None:
            settings, problem = Settings.load_checked(settings_path)
        self.settings = settings
        self.settings.fullscreen = bool(fullscreen)
        if not fullscreen:
            self.settings.window = self.size  # what Settings shows, also when --size chose it
        self.settings_path = settings_path
        self.saves_dir = Path(saves_dir) if saves_dir is not None else None
        self.fsync = fsync
        self.bot_threads = bot_threads  # bots think apart from the main loop (tests may ask them to think inline)
        self.bot_process = bot_process  # ... in a worker process (else in a thread): session.bot_ready
        self._catalog = catalog
        self.running = True
        self.mouse = (-1, -1)
        self.toasts: list[Toast] = []
        if problem is not None:  # a bad settings file: said once, it is kept aside (Settings.load_checked)
            self.toast(problem, T.WARN, 10)
        self.time = 0.0
        from game.client.sound import Sounds

        self.sound = Sounds(self.settings)  # silent when there is no audio device
        self._warming = T.warm_fonts()  # fonts loaded ahead of need (App.warm)

    # --- shared things ---
    @property
    def catalog(self) -> Any:
        if self._catalog is None:
            from game import paths
            from game.catalog import load_catalog

            self._catalog = load_catalog(paths.cards_dir())
        return self._catalog

    def toast(self, message: str, colour: tuple = T.WARN, seconds: float = 3.0) -> None:
        if len(message) > 400:  # it may quote a file: a toast is a line or two
            message = message[:399] + "…"
        self.toasts = [t for t in self.toasts if t.message != message][-2:]
        self.toasts.append(Toast(message, colour, seconds))

    def save_settings(self) -> None:
        self.settings.save(self.settings_path)

    # --- scenes ---
    def start(self, scene: Scene | None = None) -> Scene:
        """Open the first scene; without one, the title screen (the one scene the window names, and
        only here, at call time: app.py imports no scene at module level)."""
        if scene is None:
            from game.client.scenes.title import TitleScene

            scene = TitleScene(self)
        return self.stack.replace(scene)

    def push(self, scene: Scene) -> Scene:
        scene.resize(self.size)
        return self.stack.push(scene)

    def replace(self, scene: Scene) -> Scene:
        scene.resize(self.size)
        return self.stack.replace(scene)

    def pop(self, scene: Scene | None = None) -> None:
        self.stack.pop(scene)

    # --- the loop ---
    def resize(self, size: tuple[int, int]) -> None:
        size = (max(640, size[0]), max(400, size[1]))
        surf = pygame.display.get_surface()
        if surf is None or surf.get_size() != size:
            flags = pygame.RESIZABLE | (pygame.FULLSCREEN if self.settings.fullscreen else 0)
            surf = pygame.display.set_mode(size, flags)
        self.screen = surf
        self.size = surf.get_size()
        if not self.settings.fullscreen:
            self.settings.window = self.size  # remembered for next time
        self.theme = T.Theme(self.size)
        self.stack.resize(self.size)

    def screen_size(self) -> tuple[int, int] | None:
        """The desktop's size (of the first display), or None where it cannot be known."""
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            return None
        return tuple(sizes[0]) if sizes and sizes[0][0] > 0 else None

    def set_window(self, size: tuple[int, int]) -> None:
        """A window size chosen in Settings (kept for when fullscreen is left)."""
        self.settings.window = tuple(size)
        if not self.settings.fullscreen:
            self.resize(tuple(size))

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        size = tuple(self.settings.window)
        try:
            if self.settings.fullscreen:
                surf = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                surf = pygame.display.set_mode(size, pygame.RESIZABLE)
        except pygame.error:
            surf = pygame.display.get_surface()
        self.resize(surf.get_size())

    def feed(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        self.stack.handle_event(event)

    def warm(self, budget: float = 0.002) -> None:
        """Prepare fonts (then whatever the top scene wants ready: card faces) ahead of need for
        about `budget` seconds; the main loop calls this after each frame, in the time left before
        the next one."""
        end = time.perf_counter() + budget
        if self._warming is not None:
            try:
                while time.perf_counter() < end:
                    next(self._warming)
            except StopIteration:
                self._warming = None
        top = self.stack.top
        if top is not None and time.perf_counter() < end:
            top.warm(end)

    def update(self, dt: float) -> None:
        self.time += dt
        for t in self.toasts:
            t.left -= dt
        self.toasts = [t for t in self.toasts if t.left > 0]
        self.stack.update(dt)
        if not self.stack.scenes:
            self.running = False

    def draw(self) -> None:
        if not self.stack.scenes:
            self.screen.fill(T.BG)
        self.stack.draw(self.screen)
        self._draw_toasts()

    def _draw_toasts(self) -> None:
        th = self.theme
        y = self.size[1] - th.s(84)  # above the buttons along the bottom edge (End turn, Back)
        for t in reversed(self.toasts):
            size = th.s(16)
            w = min(self.size[0] - th.s(40), T.font(size, True).size(t.message)[0] + th.s(36))
            rect = pygame.Rect(0, 0, w, th.s(38))
            rect.midbottom = (self.size[0] // 2, y)
            alpha = int(235 * min(1.0, t.left / 0.4))
            panel(self.screen, rect, (24, 24, 34), t.colour, radius=th.s(10), alpha=alpha)
            blit_text(self.screen, t.message, size, rect.center, t.colour, bold=True, anchor="center",
                      max_width=rect.w - th.s(20))
            y = rect.y - th.s(6)

    def step(self, dt: float = 1 / 60, events: list[pygame.event.Event] | None = None) -> None:
        for e in events or []:
            self.feed(e)
        self.update(dt)
        self.draw()

    def screenshot(self, path: str | os.PathLike[str]) -> None:
        self.draw()
        pygame.image.save(self.screen, os.fspath(path))

    def frames_wanted(self) -> float:
        """Frames a second the picture needs without input (see Scene.frames_wanted)."""
        return 60.0 if self.toasts else self.stack.frames_wanted()

    def next_events(self, clock: pygame.time.Clock, drawn: bool) -> tuple[list[pygame.event.Event], float]:
        """Wait for the next frame: at the rate the scenes want, or, when the picture is still, asleep
        until input comes (at most IDLE_WAIT_MS, so that timers are looked at now and then)."""
        fps = self.frames_wanted()
        if fps > 0 or not drawn:
            clock.tick(fps or 60)
            return pygame.event.get(), fps
        first = pygame.event.wait(IDLE_WAIT_MS)
        clock.tick()
        events = [] if first.type == pygame.NOEVENT else [first]
        return events + pygame.event.get(), fps

    def run(self, seconds: float | None = None) -> int:
        """The main loop, until the window closes (or for `seconds`: the idle benchmark)."""
        clock = pygame.time.Clock()
        stop_at = None if seconds is None else time.perf_counter() + seconds
        self.sound.prepare()  # the effects are made in the background while the title shows
        if self.bot_threads:  # a bot thinking in its thread hands the main loop the GIL sooner
            sys.setswitchinterval(0.001)
        if not self.stack.scenes:
            self.start()
        # `thunderstone bench` times the launch: with this set, the first frame on screen (the title)
        # prints the wall-clock time and the window closes
        probe = os.environ.get("THUNDERSTONE_EXIT_AFTER_FIRST_FRAME") == "1"
        drawn = False
        while self.running:
            events, fps = self.next_events(clock, drawn)
            dt = min(0.1, clock.get_time() / 1000.0)
            for e in events:
                self.feed(e)
            self.update(dt)
            if events or fps > 0 or not drawn:  # a still picture is not drawn again
                self.draw()
                pygame.display.flip()
                drawn = True
                self.warm()
            if probe:
                print(f"first frame at {time.time():.6f}", flush=True)
                self.running = False
            if stop_at is not None and time.perf_counter() >= stop_at:
                return 0  # a timed run leaves the window open
        self.save_settings()
        for s in list(self.stack.scenes):
            s.exit()
        pygame.quit()
        return 0

