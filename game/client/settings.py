"""Player settings, kept as JSON in the user data folder."""

from __future__ import annotations

import json
import math
import os
import tempfile
from dataclasses import asdict, dataclass, fields
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
        return cls.load_checked(path)[0]

    @classmethod
    def load_checked(cls, path: Path | None) -> tuple[Settings, str | None]:
        """The settings in the file at ``path`` (defaults where it has none, or a bad value), and
        what to tell the player when the file could not be used at all: then the defaults are used
        and the file is kept aside as ``settings.json.bad`` (so this is said once)."""
        if path is None or not os.path.lexists(path):
            return cls(), None
        try:
            data = _read(path)
        except _Unusable as e:
            return cls(), _set_aside(path, str(e))
        except OSError as e:  # cannot be read now (permissions...): not the file's fault, keep it
            return cls(), f"Your settings could not be read ({e.strerror or e}); the defaults are used."
        s = cls()
        for f in fields(cls):
            if f.name in data:
                try:
                    setattr(s, f.name, tuple(data[f.name]) if f.name == "window" else data[f.name])
                except (TypeError, ValueError):
                    pass
        s.check()
        return s, None

    def check(self) -> None:
        """Repair values a hand-edited file may hold (wrong types, out of range)."""
        d = Settings()
        if not isinstance(self.animation, str) or self.animation not in ANIM_SPEEDS:
            self.animation = d.animation
        self.volume = _number(self.volume, 0.0, 1.0, d.volume)
        self.bot_delay = _number(self.bot_delay, 0.0, 5.0, d.bot_delay)
        for flag in ("confirm_attack", "fullscreen", "mute"):
            if not isinstance(getattr(self, flag), bool):
                setattr(self, flag, getattr(d, flag))
        w = self.window
        if not (isinstance(w, tuple) and len(w) == 2 and all(isinstance(x, int) and 320 <= x <= 16384 for x in w)):
            self.window = d.window

    def save(self, path: Path | None) -> None:
        """Write the settings (atomically: a crash never leaves half a file; a failure, such as a
        full disk, leaves the old file and is not an error: the settings stay for this session)."""
        if path is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        except OSError:
            return
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(json.dumps(asdict(self), indent=1))
            os.replace(tmp, path)
        except OSError:
            try:
                os.unlink(tmp)
            except OSError:
                pass


MAX_BYTES = 64 << 10  # a settings file is a few hundred bytes


class _Unusable(Exception):
    """The settings file cannot be used at all (the reason is the message)."""


def _read(path: Path) -> dict:
    """The JSON object in the settings file. Never blocks (a FIFO) or reads a device or a huge file."""
    from game.saves.jsonlog import NotALogFile, read_regular_file

    try:
        raw = read_regular_file(path, MAX_BYTES)
    except NotALogFile as e:
        raise _Unusable(e.message) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise _Unusable("not UTF-8 text") from None
    except RecursionError:
        raise _Unusable("nested too deeply") from None
    except ValueError as e:  # not JSON, or a number too long to convert
        raise _Unusable(f"not valid JSON: {e}") from None
    if not isinstance(data, dict):
        raise _Unusable(f"not a JSON object but {type(data).__name__}")
    return data


def _set_aside(path: Path, why: str) -> str:
    bad = path.with_name(path.name + ".bad")
    try:
        os.replace(path, bad)
        kept = f"it was kept as {bad.name}"
    except OSError as e:
        kept = f"it could not be moved aside ({e.strerror or e})"
    return f"Your settings file could not be used ({why}): the defaults are used and {kept}."


def _number(value: object, low: float, high: float, default: float) -> float:
    """A finite number clamped to [low, high], or the default for anything else."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return default
    try:
        number = float(value)
    except OverflowError:
        return default
    if not math.isfinite(number):
        return default
    return max(low, min(high, number))
