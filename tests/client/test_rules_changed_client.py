"""Opening, at the table, a save whose actions give another result with this version's cards: the
player is told which action and which card, and chooses to go on from the recorded game."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.scenes.dialog import Dialog
from game.client.scenes.load import open_save
from game.client.scenes.table import TableScene
from game.client.settings import Settings
from game.saves.savegame import load_game, read_save
from tests.client.conftest import button, click
from tests.saves.test_rules_changed import copy, corrected, first_defeat


@pytest.fixture
def later_app(catalog, tmp_path):
    """The window with card data where the first monster defeated in the first-game save is worth
    1 XP more, and that save in its saves folder."""
    folder = tmp_path / "saves"
    folder.mkdir()
    path = copy("first_game", folder)
    n, key = first_defeat(path, catalog)
    later = corrected(catalog, key, xp=catalog.cards[key].xp + 1)
    a = App((1280, 720), catalog=later, settings=Settings(animation="off", bot_delay=0.0), saves_dir=folder,
            fsync=False, bot_threads=False)
    yield a, path, n, catalog.cards[key].name
    for s in list(a.stack.scenes):
        s.exit()
    pygame.quit()


def test_opening_a_save_whose_rules_changed_says_which_action_and_card_and_goes_on_when_asked(later_app):
    app, path, n, monster = later_app
    app.start()
    before = path.read_bytes()

    assert not open_save(app, path)

    ask = app.stack.top
    assert isinstance(ask, Dialog) and path.read_bytes() == before
    text = " ".join(ask.lines)
    assert f"action {n}" in text and monster in text
    click(app, button(ask, "Go on from the saved game").rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert any(f"action {n}" in line for line in table.session.log)
    assert len(table.session.history) >= 60  # (the bot may have played on already)
    app.step(0.05)
    assert load_game(path, app.catalog, trust_log=True).state == table.session.game.state


def test_declining_leaves_the_save_as_it_was(later_app):
    app, path, n, monster = later_app
    app.start()
    before = path.read_bytes()

    open_save(app, path)
    click(app, button(app.stack.top, "cancel").rect.center)

    assert path.read_bytes() == before and len(read_save(path).records) == 60
    assert not isinstance(app.stack.top, TableScene)


def test_the_replay_viewer_shows_the_game_as_recorded_even_where_the_rules_changed(later_app, catalog):
    from game.client.scenes.replay import ReplayScene, ReplaySession

    app, path, n, monster = later_app
    recorded = load_game(path, catalog).state

    viewer = app.replace(ReplayScene(app, ReplaySession.open(path, app.catalog)))
    viewer.replay.seek(viewer.replay.total)  # raised IllegalAction or showed another game before
    app.step(0.016)

    assert viewer.replay.game.state.players == recorded.players
    assert viewer.replay.game.state.turn_number == recorded.turn_number
    viewer.replay.seek(n - 1)
    viewer.replay.seek(n + 3)
    app.step(0.016)
