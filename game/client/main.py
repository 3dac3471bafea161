"""Opens the game window at the title screen (`thunderstone play`). Here, not in app.py, so that the
window (App) never imports a scene."""

from __future__ import annotations

from game.client import theme as T
from game.client.app import App
from game.client.scenes.title import TitleScene
from game.client.settings import Settings


def run(size: tuple[int, int] | None = None, fullscreen: bool | None = None) -> int:
    from game import paths

    settings_path = None
    try:
        settings_path = paths.user_data_dir() / "settings.json"
    except OSError:
        pass
    settings, problem = Settings.load_checked(settings_path)
    app = App(size or tuple(settings.window), settings=settings, settings_path=settings_path,
              fullscreen=settings.fullscreen if fullscreen is None else fullscreen)
    if problem is not None:  # said once: the bad file is kept aside
        app.toast(problem, T.WARN, 10)
    app.start(TitleScene(app))
    return app.run()
