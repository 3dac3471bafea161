"""The replay viewer steps through a saved game, forward and back, by action and by turn."""

from __future__ import annotations

import pygame

from game.client.scenes.load import LoadScene
from game.client.scenes.replay import ReplayScene, ReplaySession
from game.client.session import GameSession, Seat
from game.engine.setup import first_game
from tests.client.conftest import button, click, key


def saved_game(app, catalog, actions=60):
    s = GameSession.new(catalog, first_game(["Ann", "Bo"]), 8, [Seat("Ann", "bot"), Seat("Bo", "bot")],
                        saves_dir=app.saves_dir, fsync=False)
    states = [s.state.clone()]
    for _ in range(actions):
        if s.state.over:
            break
        s.apply(s.bot_action())
        states.append(s.state.clone())
    s.close()
    return s.save_path, states


def same(a, b) -> bool:
    return (a.players[0].hand, a.players[1].hand, a.hall, a.dungeon, a.active, a.turn_number) == \
        (b.players[0].hand, b.players[1].hand, b.hall, b.dungeon, b.active, b.turn_number)


def test_stepping_forward_and_back_shows_each_saved_position(app, catalog):
    path, states = saved_game(app, catalog)
    app.start()
    app.push(LoadScene(app, mode="replay"))
    app.step(0.016)
    click(app, button(app.stack.top, "open0").rect.center)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene) and viewer.replay.total == len(states) - 1
    assert same(viewer.state, states[0])
    for _ in range(30):
        key(app, pygame.K_RIGHT)
    assert viewer.replay.position == 30 and same(viewer.state, states[30])
    for _ in range(7):
        key(app, pygame.K_LEFT)
    assert viewer.replay.position == 23 and same(viewer.state, states[23])
    key(app, pygame.K_HOME)
    assert viewer.replay.position == 0 and same(viewer.state, states[0])
    key(app, pygame.K_END)
    assert same(viewer.state, states[-1])


def test_jumping_by_turns_lands_on_the_first_action_of_a_turn(app, catalog):
    path, states = saved_game(app, catalog)
    viewer = app.replace(ReplayScene(app, ReplaySession.open(path, catalog)))
    app.step(0.016)
    click(app, button(viewer, "nextturn").rect.center)
    k = viewer.replay.position
    assert states[k].turn_number == states[0].turn_number + 1 and states[k - 1].turn_number == states[0].turn_number
    click(app, button(viewer, "nextturn").rect.center)
    click(app, button(viewer, "prevturn").rect.center)
    assert viewer.replay.position == k


def test_play_runs_the_replay_by_itself_and_stops_at_the_end(app, catalog):
    path, states = saved_game(app, catalog, actions=12)
    viewer = app.replace(ReplayScene(app, ReplaySession.open(path, catalog)))
    app.step(0.016)
    click(app, button(viewer, "play").rect.center)
    assert viewer.playing
    for _ in range(200):
        app.step(0.1)
    assert viewer.replay.position == 12 and not viewer.playing
    assert same(viewer.state, states[12])


def test_closing_a_replay_goes_back_to_the_list_of_saves(app, catalog):
    saved_game(app, catalog, actions=5)
    app.start()
    saves = app.push(LoadScene(app, mode="replay"))
    app.step(0.016)
    click(app, button(saves, "open0").rect.center)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene)
    click(app, button(viewer, "close").rect.center)
    assert app.stack.top is saves
