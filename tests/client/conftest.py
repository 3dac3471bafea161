"""Headless client tests: SDL's dummy video and audio drivers, set before pygame is imported."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client.app import App  # noqa: E402
from game.client.settings import Settings  # noqa: E402


@pytest.fixture
def app(catalog, tmp_path):
    """A 1280x720 window (dummy driver) with its saves in a temporary folder, animations off and
    bots that act at once and think inline (not in a worker thread), so tests step time only when
    they mean to."""
    a = App((1280, 720), catalog=catalog, settings=Settings(animation="off", bot_delay=0.0),
            saves_dir=tmp_path / "saves", fsync=False, bot_threads=False)
    yield a
    for s in list(a.stack.scenes):
        s.exit()
    pygame.quit()


def click(app, pos, button=1):
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(0.016)


def drag(app, start, end, steps=5):
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
        app.step(0.016)
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(0.016)


def key(app, k, unicode=""):
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=k, unicode=unicode, mod=0, scancode=0))
    app.step(0.016)


def button(scene, key_or_label):
    b = scene.buttons.find(key_or_label)
    assert b is not None, f"no button {key_or_label!r} in {type(scene).__name__}: " \
        f"{[x.key or x.label for x in scene.buttons.items]}"
    return b
