"""Bots play the Doomgate heroes and the Harruli: whole games with them in the village, and the
answers the quick policy gives to their questions (Sidhe Spirit, Slynn Longbowman, Tholis)."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.ai.planner import Planner
from game.engine.actions import Choose
from game.engine.game import Game
from game.engine.setup import Setup, resolve

HALL = ["Harpy", "Half-Ogre", "Griffon"]


@pytest.mark.parametrize("heroes, seed", [(["sidhe", "slynn", "tholis", "verdan"], 3),
                                          (["deep", "drunari", "tempest", "harruli"], 4)])
def test_bots_finish_games_with_the_doomgate_heroes(catalog, heroes, seed):
    seats = ["normal", "easy", "random"]
    setup = resolve(catalog, Setup(seats, [], heroes, [], None, random={"sets": ["dragonspire"]}), seed)
    game = Game.new(catalog, setup, seed, checked=True)
    bots = [make_bot(s, seed * 31 + p, budget=0.01) for p, s in enumerate(seats)]
    while not game.state.over:
        a = bots[game.to_act].choose(game)
        assert a in game.legal_actions(), f"{seats[game.to_act]} chose the illegal {a}"
        game.apply(a)
        assert game.state.turn_number < 1000, "the game does not end"
    assert game.state.result["winners"]


def answer(t) -> Choose:
    return Planner().answer(t.game, t.game.legal_actions())


def test_the_bot_puts_diseases_under_the_monsters_it_cannot_beat(table):
    t = table(players=[{"hand": ["Sidhe Spirit", "Militia", "Torch"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Sidhe Spirit] 0")  # 3 magic and 1 attack with 1 light beat only the Harpy
    assert answer(t) == Choose((t.card("Half-Ogre"), t.card("Griffon")))


def test_the_bot_swaps_a_monster_from_its_hand_for_more_victory_points(table):
    t = table(players=[{"hand": ["Slynn Longbowman", "Grudgebeast"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Slynn Longbowman] 0")
    assert answer(t) == Choose((t.card("Grudgebeast"),))
    t.do(f"choose {t.card('Grudgebeast')}")
    assert answer(t) == Choose((t.card("Half-Ogre"),))


def test_the_bot_brings_into_rank_1_a_monster_it_beats_there(table):
    t = table(players=[{"hand": ["Tholis Clairvoyant", "Militia", "Deep Miner", "Torch"]}, {}],
              hall=["Titan", "Half-Ogre", "Griffon"], dungeon=["Hydra", "Pegasus", "Harpy"], choice="dungeon")
    # 2 magic + 4 attack in rank 1: the Pegasus (6 health, 2 VP) and the Harpy (4, 1 VP) fall, not the Hydra
    t.do("use [Tholis Clairvoyant] 0")
    assert answer(t) == Choose((t.card("Pegasus"),))


def test_the_bot_puts_its_best_cards_back_on_top_of_its_deck(table):
    t = table(players=[{"hand": ["Tholis Oracle"]}, {"deck": ["Militia", "Torch", "Fireball"]}], hall=HALL,
              choice="dungeon")
    t.do("use [Tholis Oracle] 0")
    assert t.names("p1.discard") == ["Militia"]  # a Hero
    assert answer(t) == Choose((t.card("Fireball"), t.card("Torch")))
