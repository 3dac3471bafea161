"""Bots play the base set's village cards: whole games on the example setups, and the positions
where a card's effect decides the battle (a thrown Spear, Arcane Energies against a monster that
only magic attack hurts)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from game.ai import make_bot
from game.engine.actions import UseAbility
from game.engine.events import MonsterDefeated
from game.engine.game import Game
from game.engine.setup import from_file_data

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
DUNGEON = ["Harpy", "Half-Ogre", "Orc Blademaster", "Shadow Killer", "Standard Bearer", "Basilisk", "Manticore",
           "Plague Zombie", "Restless Corpse", "Hungry Dead", "Harpy", "Half-Ogre", "Orc Blademaster",
           "Stone of Mystery"]
BUDGET = 0.01
DECK = ["Militia", "Dagger", "Torch", "Iron Rations"] * 3  # what the cards are worth depends on the deck


def play_turn(t, b) -> list:
    turn = t.state.turn_number
    actions = []
    while not t.state.over and t.state.turn_number == turn:
        a = b.choose(t.game)
        assert a in t.game.legal_actions()
        actions.append(a)
        t.events += t.game.apply(a)
    return actions


@pytest.mark.parametrize("name, seed", [("base_village_a.yaml", 3), ("base_village_b.yaml", 4)])
def test_bots_finish_games_with_the_base_village_cards(catalog, name, seed):
    seats = ["normal", "easy", "random"]
    setup = from_file_data(yaml.safe_load((EXAMPLES / name).read_text()), [f"{s} {p}" for p, s in enumerate(seats)])
    game = Game.new(catalog, setup, seed, checked=True)
    bots = [make_bot(s, seed * 31 + p, budget=BUDGET) for p, s in enumerate(seats)]
    while not game.state.over:
        a = bots[game.to_act].choose(game)
        assert a in game.legal_actions(), f"{seats[game.to_act]} chose the illegal {a}"
        game.apply(a)
        assert game.state.turn_number < 1000, "the game does not end"
    assert game.state.result["winners"]
    assert [game.name(c) for c in game.state.dungeon + [c for s in game.state.hall for c in s]
            if game.defn(c).kind == "thunderstone"] in ([], ["Stone of Mystery"])


@pytest.mark.parametrize("strength", ["normal", "hard"])
def test_throws_the_spear_when_that_wins_the_battle(table, strength):
    t = table(players=[{"hand": ["Half-Orc Raider", "Spear", "Torch", "Torch", "Militia"], "deck": DECK}, {}],
              hall=["Minotaur", "Half-Ogre", "Minotaur"], dungeon=DUNGEON, choice="dungeon")
    spear, ogre = t.card("Spear"), t.card("Half-Ogre")
    assert not t.breakdown("Half-Ogre").wins  # 2 + 2 + 1 against 6
    actions = play_turn(t, make_bot(strength, 1, budget=BUDGET))
    assert UseAbility(spear, 0) in actions
    assert MonsterDefeated(0, ogre, 2) in t.events
    assert t.state.loc[spear] == "destroyed"


@pytest.mark.parametrize("strength", ["normal", "hard"])
def test_uses_arcane_energies_to_beat_a_monster_only_magic_attack_hurts(table, strength):
    t = table(players=[{"hand": ["Arcane Energies", "Stoneguard Brute", "Short Sword", "Torch", "Militia"],
                        "deck": DECK}, {}],
              hall=["Minotaur", "Minotaur", "Minotaur"], dungeon=DUNGEON, choice="dungeon")
    minotaur = t.card("Minotaur")
    assert t.breakdown("Minotaur").total == 0
    actions = play_turn(t, make_bot(strength, 1, budget=BUDGET))
    assert UseAbility(t.card("Arcane Energies"), 0) in actions
    assert MonsterDefeated(0, minotaur, 1) in t.events
