"""The Horde (cards/wrath/horde.yaml; game.engine.rules.swarm).

Wrath of the Elements has no rulebook among our sources: its cards say the stand-in is replaced by
the top card of the Horde deck, and each Horde is worth as many VP as Horde held (this one
included), so it is handled as the Swarm is (Doomgate Legion rulebook: The Swarm), with no maximum
and no call for the Special Disease deck."""

from __future__ import annotations

import pytest

from game.engine.game import Game
from game.engine.rules import scoring
from game.engine.setup import Setup, first_game

WIN = ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"]
STACK = [f"horde_{h}" for h in range(3, 13)]


def keys(t, zone):
    return [t.game.state.cards[c] for c in t.state.zone(zone)]


def test_the_horde_stand_in_has_no_stats_and_ten_copies(catalog):
    d = catalog.cards["horde"]
    assert (d.name, d.count, d.health, d.gold, d.xp, d.vp) == ("Horde", 10, 0, 0, 0, 0)
    assert d.is_stand_in and d.classes == ("Horde", "Humanoid")


@pytest.mark.parametrize("health", range(3, 13))
def test_each_card_of_the_horde_stack_exists_once_with_its_health_and_no_battle_effect(catalog, health):
    d = catalog.cards[f"horde_{health}"]
    assert (d.name, d.count, d.health, d.gold, d.xp, d.vp, d.attack) == ("Horde", 1, health, 1, 1, 0, 0)
    assert not d.abilities and not d.has_printed_vp


def test_a_horde_stand_in_turned_over_is_replaced_by_the_top_of_the_horde_stack(table):
    t = table(players=[{"hand": WIN}, {}], hall=["Harpy", "Half-Ogre", "Orc Blademaster"], dungeon=["horde"],
              swarms={"horde_humanoid": ["horde_3", "horde_4"]}, choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert keys(t, "hall.3") == ["horde_3"] and keys(t, "swarm.horde_humanoid") == ["horde_4"]
    assert keys(t, "destroyed") == ["horde"]


def test_a_defeated_horde_goes_to_the_discard_pile_with_1_xp(table):
    t = table(players=[{"hand": WIN}, {}], hall=["horde_5", "Harpy", "Half-Ogre"], dungeon=["Harpy"],
              choice="dungeon")
    t.do("attack [Horde]")
    assert "Horde" in t.names("p0.discard") and t.state.players[0].xp == 1


@pytest.mark.parametrize("held", [1, 2, 5, 7])
def test_each_horde_is_worth_as_many_vp_as_horde_held_with_no_maximum(table, held):
    t = table(players=[{"discard": STACK[:held]}, {}], hall=["Harpy"])
    assert scoring.score(t.game, 0) == held * held


def test_effects_testing_printed_vp_pass_the_horde_by(table):
    t = table(players=[{}, {}], hall=["horde_3", "Harpy", "Half-Ogre"])
    assert not t.game.matches(t.card("Horde"), {"vp_at_most": 3})
    assert not t.game.matches(t.card("Horde"), {"vp_at_least": 0})


def test_a_game_with_the_horde_sets_its_stack_aside_and_keeps_the_plain_disease_pile(catalog):
    fg = first_game(["Ann", "Bob"])
    game = Game.new(catalog, Setup(["Ann", "Bob"], ["horde_humanoid", "orc_humanoid", "dark_enchanted"],
                                   fg.heroes, fg.village, "stone_of_terror"), 5, checked=True)
    st = game.state
    hall = [st.cards[c] for slot in st.hall for c in slot]
    stack = [st.cards[c] for c in st.swarms["horde_humanoid"]]
    assert stack == STACK[len([k for k in hall if k.startswith("horde_")]):]
    assert "horde" not in hall
    assert not st.special_diseases and [st.cards[c] for c in st.disease] == ["disease"] * 10
