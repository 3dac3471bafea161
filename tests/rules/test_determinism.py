"""Determinism (DESIGN: the engine is event-sourced and deterministic): the same setup, seed and
actions give the same events, and folding the events from the initial state rebuilds the state."""

import pytest

from game.ai.random_bot import RandomBot
from game.engine.applying import apply_event
from game.engine.events import Event
from game.engine.game import Game
from game.engine.setup import first_game

from .conftest import zones


def play(catalog, players: int, seed: int, bot_seed: int, max_actions: int = 100_000):
    game = Game.new(catalog, first_game([f"P{i}" for i in range(players)]), seed)
    bots = [RandomBot(bot_seed * 10 + p) for p in range(players)]
    actions = []
    while not game.state.over and len(actions) < max_actions:
        action = bots[game.to_act].choose(game)
        actions.append(action.text())
        game.apply(action)
    return game, actions


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_the_same_setup_seed_and_bot_actions_give_the_same_events(catalog, players, seed):
    a, actions_a = play(catalog, players, seed, bot_seed=seed)
    b, actions_b = play(catalog, players, seed, bot_seed=seed)
    assert a.state.over
    assert actions_a == actions_b
    assert [e.to_dict() for e in a.log] == [e.to_dict() for e in b.log]
    assert a.state.result == b.state.result


def test_a_different_seed_gives_a_different_game(catalog):
    a, _ = play(catalog, 2, seed=1, bot_seed=1, max_actions=50)
    b, _ = play(catalog, 2, seed=2, bot_seed=1, max_actions=50)
    assert [e.to_dict() for e in a.log] != [e.to_dict() for e in b.log]


def test_replaying_the_recorded_actions_on_a_new_game_gives_the_same_events(catalog):
    from game.engine.actions import parse_action

    a, actions = play(catalog, 3, seed=11, bot_seed=5)
    b = Game.new(catalog, first_game(["P0", "P1", "P2"]), 11)
    for text in actions:
        b.apply(parse_action(text))
    assert [e.to_dict() for e in a.log] == [e.to_dict() for e in b.log]
    assert zones(a.state) == zones(b.state)


@pytest.mark.parametrize("players,seed", [(2, 21), (4, 22)])
def test_folding_the_logged_events_from_the_initial_state_rebuilds_the_zones(catalog, players, seed):
    game, _ = play(catalog, players, seed, bot_seed=seed)
    state = game.initial.clone()
    for event in game.log:
        apply_event(state, Event.from_dict(event.to_dict()))  # as a save file would hold it
    assert zones(state) == zones(game.state)
    assert state.cards == game.state.cards and state.loc == game.state.loc
    assert (state.active, state.turn_number, state.over, state.result) == (
        game.state.active, game.state.turn_number, game.state.over, game.state.result)


def test_folding_part_of_the_log_gives_the_state_at_that_point(catalog):
    game = Game.new(catalog, first_game(["A", "B"]), 31)
    bot = RandomBot(31)
    seen = []
    for _ in range(60):
        game.apply(bot.choose(game))
        seen.append((len(game.log), zones(game.state)))
    for count, snapshot in seen[::7]:
        state = game.initial.clone()
        for event in game.log[:count]:
            apply_event(state, event)
        assert zones(state) == snapshot
