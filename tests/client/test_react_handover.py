"""Advance's React in hot-seat (issue 14): a React question belongs to a player whose turn it is
not, so the device goes to that player behind the pass-the-device screen, they answer with their
React card on the screen and the other hand face down, and the device comes back to the player whose turn it is."""

from __future__ import annotations

from game.client.app import App
from game.client.scenes.overlays import PromptScene
from game.client.scenes.passdevice import PassDeviceScene
from game.client.scenes.table import TableScene
from game.client.session import GameSession, Seat
from game.client.settings import Settings
from game.engine.actions import parse_action
from game.engine.events import CardsRevealed
from game.scenario import build, resolve
from tests.client.conftest import button, click


def hot_seat(trait_catalog, tmp_path):
    app = App((1280, 720), catalog=trait_catalog, settings=Settings(animation="off", bot_delay=0.0),
              saves_dir=tmp_path / "saves", fsync=False, bot_threads=False)
    game = build(trait_catalog, {
        "ruleset": "advance",
        "hall": ["Shadow Killer", "Harpy", "Half-Ogre", "Herd Calf"],
        "players": [{"name": "Ann", "hand": ["Militia"]},
                    {"name": "Ben", "hand": ["Test Lookout", "Militia"], "deck": ["Dagger"] * 3}]})
    table = app.replace(TableScene(app, GameSession(game, [Seat("Ann", "human"), Seat("Ben", "human")])))
    app.step(0.016)
    click(app, button(app.stack.top, "ready").rect.center)  # Ann takes the device for her turn
    return app, table


def test_a_react_question_hands_the_device_to_the_reacting_player_and_back(trait_catalog, tmp_path):
    app, table = hot_seat(trait_catalog, tmp_path)
    game = table.game
    assert table.viewer == 0
    table.act(parse_action("dungeon"))
    table.act(resolve(game, "attack [Shadow Killer]"))  # one Militia loses
    app.step(0.016)
    cover = app.stack.top
    assert isinstance(cover, PassDeviceScene) and cover.player_name == "Ben"
    assert cover.reason == "Ann has just lost a fight: you may react with Test Lookout."
    assert table.viewer == 0  # nothing of Ben's is on the screen until he says he holds the device
    click(app, button(cover, "ready").rect.center)
    ask = app.stack.top
    assert isinstance(ask, PromptScene) and ask.prompt.reason == "react" and ask.prompt.player == 1
    assert table.viewer == 1 and not table.hand_visible()  # Ann's hand is face down meanwhile
    assert ask.source_rect is not None  # Ben's React card is shown with the question
    assert [b.label for b in ask.buttons.items if b.key in ("opt0", "opt1")] == ["Use", "Pass"]
    click(app, button(ask, "opt0").rect.center)  # use
    lookout = next(c for c in game.state.players[1].hand if game.name(c) == "Test Lookout")
    assert CardsRevealed(1, (lookout,)) in table.session.game.log
    assert game.state.active == 0 and game.to_act == 0
    app.step(0.016)
    back = app.stack.top
    assert isinstance(back, PassDeviceScene) and back.player_name == "Ann"  # Ben's hand is hidden again
    click(app, button(back, "ready").rect.center)
    assert table.viewer == 0 and app.stack.top is table


def test_a_refused_fight_hands_the_device_to_the_reacting_player_too(trait_catalog, tmp_path):
    # Ann can fight none of the monsters (each wants two Heroes): ending her turn counts as a lost fight
    app = App((1280, 720), catalog=trait_catalog, settings=Settings(animation="off", bot_delay=0.0),
              saves_dir=tmp_path / "saves", fsync=False, bot_threads=False)
    game = build(trait_catalog, {
        "ruleset": "advance",
        "hall": ["Test Bone Pile"] * 4,
        "players": [{"name": "Ann", "hand": ["Militia"]},
                    {"name": "Ben", "hand": ["Test Lookout", "Militia"], "deck": ["Dagger"] * 3}]})
    table = app.replace(TableScene(app, GameSession(game, [Seat("Ann", "human"), Seat("Ben", "human")])))
    app.step(0.016)
    click(app, button(app.stack.top, "ready").rect.center)
    table.act(parse_action("dungeon"))
    table.act(parse_action("end"))
    app.step(0.016)
    cover = app.stack.top
    assert isinstance(cover, PassDeviceScene) and cover.player_name == "Ben"
    assert cover.reason == "Ann has just lost a fight: you may react with Test Lookout."
    click(app, button(cover, "ready").rect.center)
    ask = app.stack.top
    assert isinstance(ask, PromptScene) and ask.prompt.reason == "react" and ask.prompt.player == 1
