"""Tweens and timers advanced by `dt` (seconds), never by a clock, so tests step time by hand.

    anim = Animator()
    anim.animate(sprite, duration=0.3, x=400, y=120, ease="out_cubic", on_done=...)
    anim.schedule(0.5, callback)
    anim.update(dt)        # every frame
    anim.finish_all()      # jump every tween to its end (a player acted: do not make them wait)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any


def _linear(t: float) -> float:
    return t


def _out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def _in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def _out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def _out_sine(t: float) -> float:
    return math.sin(t * math.pi / 2)


EASINGS: dict[str, Callable[[float], float]] = {
    "linear": _linear,
    "out_cubic": _out_cubic,
    "in_out_quad": _in_out_quad,
    "out_back": _out_back,
    "out_sine": _out_sine,
}


class Tween:
    """Moves numeric attributes of `target` from their values at the start to `attrs`."""

    def __init__(self, target: Any, duration: float, delay: float = 0.0, ease: str = "out_cubic",
                 on_done: Callable[[], None] | None = None, **attrs: float) -> None:
        self.target = target
        self.duration = max(1e-6, duration)
        self.delay = delay
        self.ease = EASINGS[ease]
        self.on_done = on_done
        self.end = attrs
        self.start: dict[str, float] | None = None
        self.elapsed = 0.0
        self.done = False

    def update(self, dt: float) -> None:
        if self.done:
            return
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return
            dt = -self.delay
            self.delay = 0
        if self.start is None:
            self.start = {k: getattr(self.target, k) for k in self.end}
        self.elapsed += dt
        t = min(1.0, self.elapsed / self.duration)
        e = self.ease(t)
        for k, v in self.end.items():
            a = self.start[k]
            setattr(self.target, k, a + (v - a) * e)
        if t >= 1.0:
            self.finish()

    def finish(self) -> None:
        if self.done:
            return
        for k, v in self.end.items():
            setattr(self.target, k, v)
        self.done = True
        if self.on_done is not None:
            self.on_done()


class Task:
    """A callback after a delay."""

    def __init__(self, delay: float, fn: Callable[[], None]) -> None:
        self.delay = delay
        self.fn = fn
        self.done = False

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.delay -= dt
        if self.delay <= 0:
            self.finish()

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.fn()


class Animator:
    def __init__(self) -> None:
        self.items: list[Tween | Task] = []

    def animate(self, target: Any, duration: float, delay: float = 0.0, ease: str = "out_cubic",
                on_done: Callable[[], None] | None = None, **attrs: float) -> Tween:
        tw = Tween(target, duration, delay, ease, on_done, **attrs)
        self.items.append(tw)
        return tw

    def schedule(self, delay: float, fn: Callable[[], None]) -> Task:
        task = Task(delay, fn)
        self.items.append(task)
        return task

    def update(self, dt: float) -> None:
        for item in list(self.items):
            item.update(dt)
        self.items = [i for i in self.items if not i.done]

    def finish_all(self) -> None:
        while self.items:
            items, self.items = self.items, []
            for item in items:
                item.finish()

    @property
    def busy(self) -> bool:
        return bool(self.items)
