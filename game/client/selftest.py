"""Render one frame of every scene headless, for `thunderstone --selftest` (game/selftest.py).

Uses SDL's dummy video driver and a temporary saves folder, so it needs no screen and leaves no
files behind. Returns the names of the scenes rendered; any error propagates."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def render_each_scene(size: tuple[int, int] = (1280, 720)) -> list[str]:
    """Each scene's name once it has drawn a frame; pygame is shut down after, as a closed client
    leaves it (a process that forks later must not inherit SDL's signal handlers)."""
    import pygame

    try:
        return _render_each_scene(size)
    finally:
        pygame.quit()


def _render_each_scene(size: tuple[int, int]) -> list[str]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ai.random_bot import RandomBot
    from game.client.app import App
    from game.client.scenes.about import AboutScene
    from game.client.scenes.choosecards import ChooseCardsScene
    from game.client.scenes.load import LoadScene
    from game.client.scenes.newgame import NewGameScene
    from game.client.scenes.passdevice import PassDeviceScene
    from game.client.scenes.replay import ReplayScene, ReplaySession
    from game.client.scenes.results import ResultsScene
    from game.client.scenes.rules import RulesScene
    from game.client.scenes.settings import SettingsScene
    from game.client.scenes.table import TableScene
    from game.client.scenes.title import TitleScene
    from game.client.session import GameSession, Seat
    from game.client.settings import Settings
    from game.engine.setup import first_game

    rendered: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        app = App(size, settings=Settings(animation="off", bot_delay=0.0), saves_dir=tmp,
                  settings_path=Path(tmp) / "settings.json", fsync=False)

        def show(name: str, scene: object) -> None:
            app.replace(scene)
            app.step(1 / 60)
            app.screenshot(Path(tmp) / f"{name}.png")
            rendered.append(name)

        seats = [Seat("Ann"), Seat("Bot", "bot")]
        show("title", TitleScene(app))
        new_game = NewGameScene(app)
        show("new game", new_game)
        show("choose the cards", ChooseCardsScene(app, new_game))
        show("table", TableScene(app, GameSession.new(app.catalog, first_game(["Ann", "Bot"]), 7, seats, save=False)))
        show("pass the device", PassDeviceScene(app, "Ann", "your turn", lambda: None))
        show("load", LoadScene(app))
        show("settings", SettingsScene(app))
        show("rules", RulesScene(app))
        show("about", AboutScene(app))
        finished = GameSession.new(app.catalog, first_game(["Ann", "Bot"]), 8, seats, saves_dir=tmp, fsync=False)
        bot = RandomBot(8)
        while not finished.game.state.over:
            finished.apply(bot.choose(finished.game))
        path = finished.save_path
        show("results", ResultsScene(app, finished))
        finished.close()
        show("replay", ReplayScene(app, ReplaySession.open(path, app.catalog)))
    return rendered
