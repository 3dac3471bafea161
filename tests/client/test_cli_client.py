"""`thunderstone` with no arguments opens the game window; --text (or no display) plays at the
terminal."""

from __future__ import annotations

import pygame

import game.client.main as client_app
from game import cli


def test_no_arguments_start_the_window(monkeypatch):
    calls = []
    monkeypatch.setattr(client_app, "run", lambda size=None, fullscreen=None: calls.append((size, fullscreen)) or 0)
    assert cli.main([]) == 0
    assert calls == [(None, None)]
    assert cli.main(["client", "--size", "1600x900"]) == 0
    assert calls[-1] == ((1600, 900), None)


def test_text_plays_at_the_terminal_instead(monkeypatch):
    played, opened = [], []
    monkeypatch.setattr(cli, "cmd_play_text", lambda args: played.append(args.command) or 0)
    monkeypatch.setattr(client_app, "run", lambda *a, **k: opened.append(1) or 0)
    assert cli.main(["--text"]) == 0
    assert played == ["play"] and opened == []


def test_a_window_that_cannot_open_falls_back_to_the_terminal(monkeypatch, capsys):
    played = []

    def no_display(*a, **k):
        raise pygame.error("no available video device")

    monkeypatch.setattr(client_app, "run", no_display)
    monkeypatch.setattr(cli, "cmd_play_text", lambda args: played.append(1) or 0)
    assert cli.main([]) == 0
    assert played == [1] and "terminal" in capsys.readouterr().err


class FakeDisplay:
    def __init__(self, driver: str) -> None:
        self.driver = driver

    def init(self) -> None:
        pass

    def get_driver(self) -> str:
        return self.driver


class FakePygame:
    error = RuntimeError

    def __init__(self, driver: str) -> None:
        self.display = FakeDisplay(driver)


def test_with_no_display_the_game_sees_that_its_window_would_be_unseen(monkeypatch):
    from game.cli import _no_visible_window

    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    assert "'offscreen' video driver" in _no_visible_window(FakePygame("offscreen"))
    assert _no_visible_window(FakePygame("x11")) is None
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")  # asked for by name (tests, benchmarks): meant
    assert _no_visible_window(FakePygame("dummy")) is None
