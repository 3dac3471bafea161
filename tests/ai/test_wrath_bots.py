"""Bots play Wrath of the Elements' village cards, traps and Guardians: whole games with every one of
them in play (two setups cover the 14 village stacks), and the Blacksmith's extra buy, which only a
turn with a Weapon bought may use."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.engine.actions import Buy, UseAbility
from game.engine.game import Game
from game.engine.setup import Setup

BUDGET = 0.01
FEATURES = {"guardians": ["dark_champion", "death_sentinel"], "traps": ["dire_traps", "death_traps"]}
VILLAGES = [
    ["ambrosia", "amulet_of_power", "blacksmith", "claymore", "creeping_death", "cursed_mace", "foresight_elixir",
     "illusory_blade"],
    ["magi_staff", "magic_missile", "sage", "short_bow", "tavern_brawl", "tax_collector", "blacksmith", "claymore"],
]


@pytest.mark.parametrize("village, seats, seed", [
    (VILLAGES[0], ["normal", "easy", "random"], 5),
    (VILLAGES[1], ["easy", "random", "normal"], 6),
    (VILLAGES[1], ["random", "random", "easy", "easy"], 7),
])
def test_bots_finish_games_with_the_wrath_village_traps_and_guardians(catalog, village, seats, seed):
    setup = Setup([f"{s} {p}" for p, s in enumerate(seats)], ["orc_humanoid", "giant", "undead_plague"],
                  ["half_orc", "evoker", "chulian", "terakian"], village, "stone_of_agony", **FEATURES)
    game = Game.new(catalog, setup, seed, checked=True)
    bots = [make_bot(s, seed * 31 + p, budget=BUDGET) for p, s in enumerate(seats)]
    while not game.state.over:
        a = bots[game.to_act].choose(game)
        assert a in game.legal_actions(), f"{seats[game.to_act]} chose the illegal {a}"
        game.apply(a)
        assert game.state.turn_number < 1000, "the game does not end"
    assert game.state.result["winners"]


def test_the_easy_bot_spends_the_blacksmith_buy_only_as_the_rules_allow(table):
    t = table(players=[{"hand": ["Blacksmith", "Lorigg Rogue", "Lorigg Rogue", "Torch", "Torch"],
                        "deck": ["Dagger"] * 6}, {}],
              hall=["Harpy", "Half-Ogre", "Ember"], choice="village",
              village={"heroes": ["chulian"], "village": VILLAGES[1]})
    blacksmith = t.card("Blacksmith")
    bot = make_bot("easy", 1, budget=BUDGET)
    actions = []
    while t.state.active == 0 and not t.state.over:
        a = bot.choose(t.game)
        assert a in t.game.legal_actions()
        actions.append(a)
        t.events += t.game.apply(a)
    buys = [a.group for a in actions if isinstance(a, Buy)]
    assert UseAbility(blacksmith, 0) in actions and 1 <= len(buys) <= 2
    if len(buys) == 2:  # every action was legal: a second card only with a Weapon among the two
        assert any(t.game.catalog.cards[t.game.catalog.groups[g].cards[0]].is_weapon for g in buys)
