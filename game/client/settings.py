"""Player settings, kept as JSON in the user data folder."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

ANIM_SPEEDS = {"off": 0.0, "slow": 0.6, "normal": 1.0, "fast": 2.5}
WINDOW_SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]
BOT_DELAYS = [0.3, 0.7, 1.4]
WINDOW_FRAME = 40  # pixels of title bar and task bar a window needs beside its own height


@dataclass
class Settings:
    animation: str = "normal"  # off | slow | normal | fast
    bot_delay: float = 0.7  # seconds between a bot's actions (before animation speed)
    confirm_attack: bool = True
    window: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    volume: float = 0.7  # sound effects, 0..1
    mute: bool = False

    @property
    def speed(self) -> float:
        return ANIM_SPEEDS.get(self.animation, 1.0)

    def next_animation(self) -> str:
        order = list(ANIM_SPEEDS)
        self.animation = order[(order.index(self.animation) + 1) % len(order)] if self.animation in order else "normal"
        return self.animation

    def next_window(self, screen: tuple[int, int] | None = None) -> tuple[int, int]:
        """The next window size preset (after the current size, or the first) among those that fit
        the screen with room for the window's title bar; the smallest always counts."""
        fitting = [s for s in WINDOW_SIZES if screen is None or s == WINDOW_SIZES[0]
                   or (s[0] <= screen[0] and s[1] <= screen[1] - WINDOW_FRAME)]
        cur = tuple(self.window)
        bigger = [s for s in fitting if s > cur]
        self.window = bigger[0] if bigger else fitting[0]
        return self.window

    @classmethod
    def load(cls, path: Path | None) -> Settings:
        if path is None or not path.exists():
            return cls()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            s = cls()
            for k, v in data.items():
                if hasattr(s, k):
                    setattr(s, k, tuple(v) if k == "window" else v)
            s.check()
            return s
        except (OSError, ValueError, TypeError):
            return cls()

    def check(self) -> None:
        """Repair values a hand-edited file may hold (wrong types, out of range)."""
        d = Settings()
        if self.animation not in ANIM_SPEEDS:
            self.animation = d.animation
        try:
            self.volume = max(0.0, min(1.0, float(self.volume)))
        except (TypeError, ValueError):
            self.volume = d.volume
        try:
            self.bot_delay = max(0.0, min(5.0, float(self.bot_delay)))
        except (TypeError, ValueError):
            self.bot_delay = d.bot_delay
        for flag in ("confirm_attack", "fullscreen", "mute"):
            if not isinstance(getattr(self, flag), bool):
                setattr(self, flag, getattr(d, flag))
        w = self.window
        if not (isinstance(w, tuple) and len(w) == 2 and all(isinstance(x, int) and 320 <= x <= 16384 for x in w)):
            self.window = d.window

    def save(self, path: Path | None) -> None:
        """Write the settings (atomically: a crash never leaves half a file)."""
        if path is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(path.name + ".tmp")
            tmp.write_text(json.dumps(asdict(self), indent=1), encoding="utf-8")
            os.replace(tmp, path)
        except OSError:
            pass
