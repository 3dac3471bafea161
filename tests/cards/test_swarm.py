"""The Swarm (cards/doomgate/swarm.yaml; game.engine.rules.swarm).

Doomgate Legion rulebook: The Swarm (stand-ins shuffled into the dungeon deck, replaced from the
face-up Swarm stack kept from health 4 on top to 13; VP only at the end, by how many are held, at
most 5 each; effects testing a monster's printed VP do not affect it) and its glossary line (the
Special Disease deck is used)."""

from __future__ import annotations

import pytest

from game.engine import battle
from game.engine.game import Game
from game.engine.rules import scoring
from game.engine.setup import Setup, first_game

WIN = ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"]  # 9 magic and light 1
STACK = [f"the_swarm_{h}" for h in range(4, 14)]


def swarm_table(table, hand=WIN, hall=("Harpy", "Half-Ogre", "Orc Blademaster"), dungeon=("the_swarm",),
                stack=("the_swarm_4", "the_swarm_5"), **kw):
    return table(players=[{"hand": list(hand)}, {}], hall=list(hall), dungeon=list(dungeon),
                 swarms={"swarm": list(stack)}, choice="dungeon", **kw)


def keys(t, zone):
    return [t.game.state.cards[c] for c in t.state.zone(zone)]


# --- the cards ------------------------------------------------------------------------------------

def test_the_swarm_stand_in_has_no_stats_and_ten_copies(catalog):
    d = catalog.cards["the_swarm"]
    assert (d.name, d.count, d.health, d.gold, d.xp, d.vp, d.attack) == ("The Swarm", 10, 0, 0, 0, 0, 0)
    assert d.is_stand_in and d.classes == ("TheSwarm", "Animal") and not d.abilities


@pytest.mark.parametrize("health", range(4, 14))
def test_each_card_of_the_swarm_stack_exists_once_with_its_health(catalog, health):
    d = catalog.cards[f"the_swarm_{health}"]
    assert (d.name, d.count, d.health, d.gold, d.xp, d.vp, d.attack) == ("The Swarm", 1, health, 2, 1, 0, 1)
    assert not d.is_stand_in and not d.has_printed_vp
    assert [s.verb for _, ab in d.abilities_for("battle") for s in ab.steps] == ["gain_disease"]


# --- the stand-in turned over into the hall -----------------------------------------------------------

def test_a_stand_in_turned_over_into_the_hall_leaves_the_game_and_the_stack_top_takes_its_place(table):
    t = swarm_table(table)
    t.do("attack [Harpy]", "end")
    assert keys(t, "hall.3") == ["the_swarm_4"]
    assert keys(t, "swarm.swarm") == ["the_swarm_5"]
    assert keys(t, "destroyed") == ["the_swarm"]
    assert t.names("hall.1") == ["Half-Ogre"] and t.names("hall.2") == ["Orc Blademaster"]


def test_each_later_stand_in_brings_a_stronger_swarm(table):
    t = swarm_table(table, hall=("Harpy", "Half-Ogre", "the_swarm_4"), dungeon=("the_swarm", "Harpy"),
                    stack=("the_swarm_5", "the_swarm_6"))
    t.do("attack [Harpy]", "end")
    assert keys(t, "hall.3") == ["the_swarm_5"] and keys(t, "hall.2") == ["the_swarm_4"]
    assert keys(t, "swarm.swarm") == ["the_swarm_6"]


def test_an_undefeated_swarm_goes_to_the_bottom_of_the_dungeon_deck_not_back_to_its_stack(table):
    t = swarm_table(table, hand=["Torch"], hall=("the_swarm_4", "Harpy", "Half-Ogre"), dungeon=("Orc Blademaster",),
                    stack=("the_swarm_5",))
    t.do("attack [The Swarm]")
    assert keys(t, "dungeon") == ["orc_blademaster", "the_swarm_4"]
    assert keys(t, "swarm.swarm") == ["the_swarm_5"]


def test_the_setup_puts_the_stand_ins_in_the_dungeon_and_the_stack_aside_weakest_on_top(catalog):
    fg = first_game(["Ann", "Bob"])
    game = Game.new(catalog, Setup(["Ann", "Bob"], ["swarm", "orc_humanoid", "dark_enchanted"], fg.heroes,
                                   fg.village, "stone_of_terror"), 7, checked=True)
    st = game.state
    stack = [st.cards[c] for c in st.swarms["swarm"]]
    revealed = sum(1 for c in st.destroyed if st.cards[c] == "the_swarm")
    in_hall = [st.cards[c] for slot in st.hall for c in slot]
    assert stack == STACK[sum(1 for k in in_hall if k.startswith("the_swarm_")):]
    assert "the_swarm" not in in_hall
    assert sum(1 for c in st.dungeon if st.cards[c] == "the_swarm") == 10 - revealed
    assert not any(st.cards[c].startswith("the_swarm_") for c in st.dungeon)
    assert len(st.dungeon) + sum(map(len, st.hall)) + len(st.destroyed) == 10 + 20 + 1 - len(st.swarms["swarm"]) + 10


def test_a_stand_in_revealed_at_setup_is_replaced_too(catalog):
    fg = first_game(["Ann", "Bob"])
    for seed in range(40):
        game = Game.new(catalog, Setup(["Ann", "Bob"], ["swarm"], fg.heroes, fg.village, "stone_of_terror",
                                       options={"partial": True}), seed)
        st = game.state
        if st.destroyed:
            assert [st.cards[c] for c in st.destroyed] == ["the_swarm"] * len(st.destroyed)
            hall = [st.cards[c] for slot in st.hall for c in slot]
            assert hall == STACK[: len(hall)]  # every rank turned over a stand-in: 4, 5, 6 in order
            return
    raise AssertionError("no seed turned over a stand-in at setup")


def test_polymorphs_swap_turning_over_a_stand_in_brings_the_stack_top_instead(table):
    t = table(players=[{"hand": ["Polymorph"]}, {}], hall=["Harpy", "Half-Ogre", "Orc Blademaster"],
              dungeon=["the_swarm", "Harpy"], swarms={"swarm": ["the_swarm_4"]}, choice="dungeon")
    t.do("use [Polymorph] 0", "choose [Half-Ogre]")
    assert keys(t, "hall.2") == ["the_swarm_4"]
    assert keys(t, "destroyed") == ["the_swarm"] and t.names("dungeon")[0] == "Half-Ogre"


# --- battle ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("hand, won", [(WIN, True), (["Torch"], False)])
def test_the_swarm_gives_its_attacker_a_disease_win_or_lose(table, hand, won):
    t = swarm_table(table, hand=hand, hall=("the_swarm_4", "Harpy", "Half-Ogre"), dungeon=("Harpy",),
                    disease_deck=["Fatigue", "Disease"])
    t.do("attack [The Swarm]")
    assert t.names("p0.discard").count("Fatigue") == 1 and t.names("disease") == ["Disease"]
    assert ("The Swarm" in t.names("p0.discard")) == won
    assert t.state.players[0].xp == (1 if won else 0)


def test_a_swarm_card_in_hand_is_a_trophy_with_attack_plus_1(table):
    t = swarm_table(table, hand=["the_swarm_4", "Militia", "Torch"], hall=("Harpy", "Half-Ogre", "Orc Blademaster"))
    bd = t.breakdown("Harpy")
    assert bd.line("The Swarm").attack == 1 and bd.attack == 2


# --- victory points ----------------------------------------------------------------------------------

@pytest.mark.parametrize("held, each", [(1, 1), (3, 3), (5, 5), (7, 5)])
def test_each_swarm_held_is_worth_as_many_vp_as_swarms_held_at_most_5(table, held, each):
    t = table(players=[{"discard": STACK[:held] + ["Harpy"]}, {"discard": ["the_swarm_13"]}], hall=["Harpy"])
    cards = [c for c in t.state.players[0].discard if t.game.defn(c).group == "swarm"]
    assert [scoring.score_card(t.game, 0, c) for c in cards] == [each] * held
    assert scoring.score(t.game, 0) == held * each + 1  # the Harpy's 1 VP
    assert scoring.score(t.game, 1) == 1


def test_effects_testing_printed_vp_pass_the_swarm_by(table):
    t = swarm_table(table, hall=("the_swarm_4", "Harpy", "Half-Ogre"))
    swarm = t.card("The Swarm")
    for flt in ({"vp_at_most": 3}, {"vp_at_most": 0}, {"vp_at_least": 0}, {"kind": "monster", "vp_at_most": 2}):
        assert not t.game.matches(swarm, flt), flt
        assert t.game.matches(t.card("Harpy"), {"vp_at_most": 3})


def test_a_defeated_swarm_does_not_count_for_a_defeated_vp_condition(table):
    t = swarm_table(table, hall=("the_swarm_4", "Harpy", "Half-Ogre"))
    t.do("attack [The Swarm]")
    ctx = battle.BattleContext(t.game, list(t.game.hand()), None, None)
    assert not battle.condition_holds(ctx, -1, {"defeated_vp_at_least": 0})


def test_a_game_with_the_swarm_uses_the_special_disease_deck(catalog):
    fg = first_game(["Ann", "Bob"])
    game = Game.new(catalog, Setup(["Ann", "Bob"], ["swarm", "orc_humanoid", "dark_enchanted"], fg.heroes,
                                   fg.village, "stone_of_terror"), 3)
    assert game.state.special_diseases and len(game.state.disease) == 25
