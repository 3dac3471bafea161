"""Sound effects the program makes itself: short waveforms synthesised with the standard library
(math, array) and handed to pygame.mixer as raw samples. No files, no numpy.

    sounds = Sounds(settings)        # never fails: without an audio device it stays silent
    sounds.play("buy")               # at the volume in the settings (nothing when muted)

Every effect is made on first use and kept. The mixer is used in whatever sample format it opened
with (8, 16 or 32 bits, mono or stereo)."""

from __future__ import annotations

import math
import random
import threading
from array import array
from collections.abc import Callable
from typing import Any

import pygame

RATE = 22050  # the rate effects are made at (a mixer at twice this gets every sample twice)

Wave = list[float]  # samples in -1..1 at the mixer's rate


def _envelope(n: int, attack: float, rate: int) -> list[float]:
    """A quick attack, then an exponential fall to near silence at the end."""
    decay = math.exp(-4.5 / max(1, n))
    ramp = max(1, int(attack * rate))
    out = []
    e = 1.0
    for i in range(n):
        out.append(e * (i / ramp if i < ramp else 1.0))
        e *= decay
    return out


def tone(rate: int, freq: float, secs: float, *, shape: str = "sine", attack: float = 0.004, vol: float = 1.0,
         slide: float = 0.0) -> Wave:
    """One note; `slide` bends the pitch by that factor over the note (0.5: down an octave)."""
    n = max(1, int(rate * secs))
    env = _envelope(n, attack, rate)
    step = freq / rate
    bend = step * slide / n
    out = []
    phase = 0.0
    sin, tau = math.sin, 2 * math.pi
    for i in range(n):
        phase += step + bend * i
        p = phase % 1.0
        if shape == "sine":
            v = sin(tau * p)
        elif shape == "square":
            v = 0.6 if p < 0.5 else -0.6
        elif shape == "saw":
            v = 2 * p - 1
        else:  # triangle
            v = 4 * abs(p - 0.5) - 1
        out.append(v * env[i] * vol)
    return out


def noise(rate: int, secs: float, *, vol: float = 1.0, smooth: float = 0.0, seed: int = 1, attack: float = 0.002,
          slide: float = 0.0) -> Wave:
    """A burst of noise; `smooth` (0..0.99) dulls it (a one-pole low-pass), `slide` opens or closes
    the filter over the burst."""
    r = random.Random(seed)
    n = max(1, int(rate * secs))
    env = _envelope(n, attack, rate)
    out = []
    last = 0.0
    for i in range(n):
        k = min(0.995, max(0.0, smooth + slide * i / n))
        last = last * k + (r.random() * 2 - 1) * (1 - k)
        out.append(last * env[i] * vol * (1 + 3 * k))
    return out


def mix(rate: int, *parts: tuple[float, Wave]) -> Wave:
    """Waves laid over each other, each starting at its time in seconds."""
    length = max((int(at * rate) + len(w) for at, w in parts), default=0)
    out = [0.0] * length
    for at, w in parts:
        o = int(at * rate)
        for i, v in enumerate(w):
            out[o + i] += v
    return out


def _buy(rate: int) -> Wave:
    return mix(rate, (0.0, tone(rate, 1318, 0.12, vol=0.5)), (0.06, tone(rate, 1976, 0.22, vol=0.45)),
               (0.06, tone(rate, 3952, 0.1, vol=0.12)))


def _draw(rate: int) -> Wave:
    return noise(rate, 0.09, vol=0.35, smooth=0.6, slide=-0.5, seed=3)


def _equip(rate: int) -> Wave:
    return mix(rate, (0.0, noise(rate, 0.05, vol=0.35, seed=5)), (0.0, tone(rate, 2350, 0.35, vol=0.22)),
               (0.0, tone(rate, 3710, 0.28, vol=0.14)), (0.01, tone(rate, 5230, 0.18, vol=0.08)))


def _victory(rate: int) -> Wave:
    notes = [523.3, 659.3, 784.0, 1046.5]
    return mix(rate, *[(i * 0.085, tone(rate, f, 0.3 if i < 3 else 0.55, shape="triangle", vol=0.5))
                       for i, f in enumerate(notes)])


def _defeat(rate: int) -> Wave:
    return mix(rate, (0.0, tone(rate, 392.0, 0.22, shape="saw", vol=0.25)),
               (0.18, tone(rate, 311.1, 0.5, shape="saw", vol=0.25, slide=-0.15)),
               (0.18, tone(rate, 155.6, 0.5, shape="triangle", vol=0.3, slide=-0.15)))


def _breach(rate: int) -> Wave:
    return mix(rate, (0.0, noise(rate, 0.8, vol=0.55, smooth=0.94, seed=7, attack=0.05)),
               (0.0, tone(rate, 82.0, 0.8, shape="saw", vol=0.3, slide=-0.4, attack=0.04)),
               (0.05, tone(rate, 123.0, 0.6, shape="square", vol=0.15, slide=-0.3)))


def _trap(rate: int) -> Wave:
    return mix(rate, (0.0, noise(rate, 0.03, vol=0.7, seed=11)), (0.0, tone(rate, 880, 0.25, shape="square",
                                                                           vol=0.2, slide=-0.6)),
               (0.02, tone(rate, 220, 0.3, shape="triangle", vol=0.3, slide=-0.3)))


def _level(rate: int) -> Wave:
    return mix(rate, *[(i * 0.06, tone(rate, f, 0.25, vol=0.35)) for i, f in enumerate([784.0, 988.0, 1175.0, 1568.0])])


def _treasure(rate: int) -> Wave:
    return mix(rate, *[(i * 0.05, tone(rate, f, 0.4, vol=0.3)) for i, f in enumerate([1568.0, 2093.0, 2637.0])])


def _game_end(rate: int) -> Wave:
    chords = [(0.0, [261.6, 329.6, 392.0]), (0.28, [349.2, 440.0, 523.3]), (0.56, [392.0, 493.9, 587.3]),
              (0.84, [523.3, 659.3, 784.0])]
    parts = []
    for at, notes in chords:
        last = at > 0.8
        for f in notes:
            parts.append((at, tone(rate, f, 0.9 if last else 0.32, shape="triangle", vol=0.22)))
    return mix(rate, *parts)


EFFECTS: dict[str, Callable[[int], Wave]] = {
    "buy": _buy, "draw": _draw, "equip": _equip, "victory": _victory, "defeat": _defeat, "breach": _breach,
    "trap": _trap, "level": _level, "treasure": _treasure, "game_end": _game_end,
}


def encode(wave: Wave, size: int, channels: int, repeat: int = 1) -> bytes:
    """Samples in -1..1 as the raw bytes of the mixer's format (each sample `repeat` times: made at
    half the mixer's rate, played at its rate)."""
    peak = max(1.0, max((abs(v) for v in wave), default=0.0))
    bits = abs(size)
    if bits == 32:
        data = array("f", (v / peak for v in wave))
    elif bits == 8:
        if size < 0:
            data = array("b", (int(v / peak * 127) for v in wave))
        else:
            data = array("B", (int(128 + v / peak * 127) for v in wave))
    else:
        if size < 0:
            data = array("h", (int(v / peak * 32767) for v in wave))
        else:
            data = array("H", (int(32768 + v / peak * 32767) for v in wave))
    k = max(1, channels) * max(1, repeat)
    if k > 1:
        wide = array(data.typecode, [0]) * (len(data) * k)
        for j in range(k):
            wide[j::k] = data
        data = wide
    return data.tobytes()


def effect_bytes(name: str, rate: int, size: int, channels: int) -> bytes:
    """One effect's samples for a mixer running at `rate`, `size` bits, `channels` channels."""
    repeat = 2 if rate >= 2 * RATE - 100 else 1
    return encode(EFFECTS[name](rate // repeat), size, channels, repeat)


class Sounds:
    """The effects, made on first use (or ahead, in a background thread, by `prepare`), played at
    the settings' volume; silent without audio."""

    def __init__(self, settings: Any) -> None:
        self.settings = settings
        self.cache: dict[str, Any] = {}
        self.data: dict[str, bytes] = {}  # samples made ahead (by prepare's thread)
        self.format: tuple[int, int, int] | None = None
        self.played: list[str] = []  # names asked for, latest last (tests read it; kept short)
        self._thread: threading.Thread | None = None
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.init(RATE * 2, -16, 2, 512)
            got = pygame.mixer.get_init()
            if got is not None:
                self.format = (int(got[0]), int(got[1]), int(got[2]))
        except (pygame.error, NotImplementedError, ImportError, OSError):
            self.format = None

    @property
    def available(self) -> bool:
        return self.format is not None

    @property
    def volume(self) -> float:
        if getattr(self.settings, "mute", False):
            return 0.0
        return max(0.0, min(1.0, float(getattr(self.settings, "volume", 0.7))))

    def sound(self, name: str) -> Any:
        if self.format is None:
            return None
        snd = self.cache.get(name)
        if snd is None:
            raw = self.data.get(name) or effect_bytes(name, *self.format)
            try:
                snd = pygame.mixer.Sound(buffer=raw)
            except (pygame.error, ValueError):
                self.format = None  # the mixer went away: stay silent
                return None
            self.cache[name] = snd
        return snd

    def play(self, name: str) -> bool:
        """Play an effect; False when nothing was heard (muted, no audio, unknown name)."""
        if name not in EFFECTS:
            return False
        vol = self.volume
        self.played = [*self.played[-19:], name]
        if vol <= 0 or self.format is None:
            return False
        snd = self.sound(name)
        if snd is None:
            return False
        try:
            snd.set_volume(vol)
            snd.play()
        except pygame.error:
            return False
        return True

    def prepare(self, background: bool = True) -> None:
        """Make every effect's samples ahead of use (in a daemon thread unless told otherwise)."""
        if self.format is None or self._thread is not None:
            return
        fmt = self.format

        def work() -> None:
            for name in EFFECTS:
                if name not in self.data:
                    self.data[name] = effect_bytes(name, *fmt)

        if background:
            self._thread = threading.Thread(target=work, name="sound-synth", daemon=True)
            self._thread.start()
        else:
            work()
