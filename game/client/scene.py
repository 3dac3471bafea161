"""Scenes on a stack (after Tuxemon's states): the top scene gets events first and may consume them
or pass them on; every scene is updated with `dt`; drawing starts at the topmost opaque scene so
that overlays (menus, prompts, a zoomed card) draw over the scene beneath. `draw` never changes
game state."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.client.app import App


class Scene:
    opaque = True  # False: an overlay, the scene below is drawn first
    acts_unseen = False  # True: its update does things even when covered (bots playing on)
    modal = False  # True: events never pass through to the scenes below

    def __init__(self, app: App) -> None:
        self.app = app

    # --- life cycle ---
    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute layout."""

    # --- per frame ---
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was consumed."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def warm(self, deadline: float) -> None:
        """Prepare what the scene will soon draw (until time.perf_counter() reaches deadline)."""

    def frames_wanted(self) -> float:
        """Frames a second the scene needs while no input comes: 60 while something moves or is
        about to happen by itself (an animation, a bot's move, a hover about to zoom), a few for a
        slow ambient glow, 0 when the picture only changes with input (the client then sleeps)."""
        return 0.0


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self, scene: Scene | None = None) -> Scene | None:
        """Pop the top scene (or `scene` and everything above it)."""
        if not self.scenes:
            return None
        if scene is not None and scene not in self.scenes:
            return None
        target = scene or self.scenes[-1]
        while self.scenes:
            s = self.scenes.pop()
            s.exit()
            if s is target:
                break
        if self.scenes:
            self.scenes[-1].resume()
        return target

    def replace(self, scene: Scene) -> Scene:
        """Clear the stack and start over with `scene`."""
        while self.scenes:
            self.scenes.pop().exit()
        return self.push(scene)

    def find(self, kind: type) -> Scene | None:
        for s in reversed(self.scenes):
            if isinstance(s, kind):
                return s
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        for s in reversed(list(self.scenes)):
            if s.handle_event(event):
                return True
            if s.modal:
                return True
        return False

    def update(self, dt: float) -> None:
        for s in list(self.scenes):
            if s in self.scenes:
                s.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for s in self.scenes[start:]:
            s.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for s in self.scenes:
            s.resize(size)

    def frames_wanted(self) -> float:
        """The most any scene wants: those drawn (from the topmost opaque one up), and any scene
        that acts by itself below them (a table whose bots play on under a menu)."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        shown = max((s.frames_wanted() for s in self.scenes[start:]), default=0.0)
        acting = max((s.frames_wanted() for s in self.scenes[:start] if s.acts_unseen), default=0.0)
        return max(shown, acting)
