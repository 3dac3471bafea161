"""Whole games on random Dragonspire setups (traps, treasures, Guardians and Barrowsdale included when the
randomizers bring them), played to the end by random bots for 2-5 players with the invariants checked
after every event. `thunderstone sim --random-setup --games N` runs many more by hand."""

from __future__ import annotations

from collections import Counter

import pytest

from game.ai.random_bot import RandomBot
from game.engine.game import Game
from game.engine.setup import random_setup

GAMES_PER_PLAYER_COUNT = 12
MAX_TURNS = 2000


def play_to_the_end(catalog, players: int, seed: int) -> Game:
    game = Game.new(catalog, random_setup([f"Bot {p + 1}" for p in range(players)]), seed, checked=True)
    bots = [RandomBot(seed * 31 + p) for p in range(players)]
    while not game.state.over:
        game.apply(bots[game.to_act].choose(game))
        assert game.state.turn_number <= MAX_TURNS, f"seed {seed}: no end after {MAX_TURNS} turns"
    return game


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_dragonspire_setups_play_to_the_end(catalog, players):
    features = Counter()
    for i in range(GAMES_PER_PLAYER_COUNT):
        seed = 1000 * players + i
        game = play_to_the_end(catalog, players, seed)
        st, setup = game.state, game.setup
        assert st.result["reason"] == "the Thunderstone reached rank 1", seed
        assert sorted(st.result["scores"]) == [str(p) for p in range(players)], seed
        stone = next(c for c in range(len(st.cards)) if game.defn(c).kind == "thunderstone")
        holder = st.result["thunderstone_holder"]
        assert st.loc[stone] == ("hall.1" if holder is None else f"p{holder}.discard"), seed
        assert st.prompt is None, seed
        if setup.setting:  # put aside for the whole game
            assert [game.name(c) for c in st.piles["setting"]] == ["Barrowsdale"], seed
        features.update(k for k in ("guardians", "traps", "treasures", "setting") if getattr(setup, k))
    assert features, "no game of these seeds had a Dungeon Feature"
