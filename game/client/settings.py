"""Player settings, kept as JSON in the user data folder."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

ANIM_SPEEDS = {"off": 0.0, "normal": 1.0, "fast": 2.5}


@dataclass
class Settings:
    animation: str = "normal"  # off | normal | fast
    bot_delay: float = 0.7  # seconds between a bot's actions (before animation speed)
    confirm_attack: bool = True
    window: tuple[int, int] = (1280, 720)
    fullscreen: bool = False

    @property
    def speed(self) -> float:
        return ANIM_SPEEDS.get(self.animation, 1.0)

    def next_animation(self) -> str:
        order = list(ANIM_SPEEDS)
        self.animation = order[(order.index(self.animation) + 1) % len(order)] if self.animation in order else "normal"
        return self.animation

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
            return s
        except (OSError, ValueError, TypeError):
            return cls()

    def save(self, path: Path | None) -> None:
        if path is None:
            return
        try:
            path.write_text(json.dumps(asdict(self), indent=1), encoding="utf-8")
        except OSError:
            pass
