"""Half-Orc, the Fighter-Thief hero of the first game: Raider (1), Marauder (2), Dervish (3)
(rulebook: Leveling Up, Dungeon Effects)."""

from __future__ import annotations

import pytest

from game.engine.battle import hero_strengths
from game.engine.rules import scoring
from game.engine.rules.village import gold_total

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]  # health 4, 6 and 8; no battle or breach effects










# --- printed facts -------------------------------------------------------------------------------


@pytest.mark.parametrize("name, level, strength, attack", [
    ("Half-Orc Raider", 1, 4, 2),
    ("Half-Orc Marauder", 2, 5, 2),
    ("Half-Orc Dervish", 3, 6, 3),
])
def test_each_half_orc_has_its_level_strength_and_attack(table, name, level, strength, attack):
    t = table(players=[{"hand": [name, "Torch"]}, {}], hall=HALL, choice="dungeon")
    hero = t.card(name)
    d = t.game.defn(hero)
    assert (d.is_hero, d.level, d.classes) == (True, level, ("Fighter", "Thief"))
    assert hero_strengths(t.game, [hero])[0] == {hero: strength}
    bd = t.breakdown("Harpy")
    assert (bd.line(hero).attack, bd.line(hero).magic) == (attack, 0)
    assert bd.total == attack


@pytest.mark.parametrize("name, gold, vp", [
    ("Half-Orc Raider", 1, 0), ("Half-Orc Marauder", 1, 0), ("Half-Orc Dervish", 2, 3)])
def test_each_half_orc_is_worth_its_gold_and_victory_points(table, name, gold, vp):
    t = table(players=[{"hand": [name]}, {}], hall=HALL, choice="village")
    assert gold_total(t.game) == gold
    assert scoring.score(t.game, 0) == vp


def test_half_orc_raider_costs_7_gold(table):
    poor = table(players=[{"hand": ["Torch", "Torch", "Torch"]}, {}], hall=HALL, choice="village")
    assert poor.refused("buy half_orc") == "Half-Orc Raider costs 7 gold and you have 6"
    t = table(players=[{"hand": ["Torch", "Torch", "Torch", "Dagger"]}, {}], hall=HALL, choice="village")
    t.do("buy half_orc")
    assert t.names("p0.discard") == ["Half-Orc Raider"]
    assert [t.game.defn(c).cost for c in t.state.zone("stack.half_orc")][-7:] == [7, 10, 10, 10, 10, 13, 13]


@pytest.mark.parametrize("name, into, xp", [
    ("Half-Orc Raider", "Half-Orc Marauder", 2),
    ("Half-Orc Marauder", "Half-Orc Dervish", 3),
])
def test_half_orc_levels_up_to_the_next_level_for_its_xp(table, name, into, xp):
    t = table(players=[{"hand": [name], "xp": xp}, {}], hall=HALL, choice="village")
    hero = t.card(name)
    t.do(f"level {hero}")
    assert t.state.loc[hero] == "destroyed"
    assert t.names("p0.discard") == [into]
    assert t.state.players[0].xp == 0


@pytest.mark.parametrize("name, xp", [("Half-Orc Raider", 1), ("Half-Orc Marauder", 2)])
def test_half_orc_cannot_level_up_with_one_xp_too_few(table, name, xp):
    t = table(players=[{"hand": [name], "xp": xp}, {}], hall=HALL, choice="village")
    assert t.refused(f"level [{name}]") == f"levelling up {name} costs {xp + 1} XP and you have {xp}"


def test_half_orc_dervish_is_the_highest_level(table):
    t = table(players=[{"hand": ["Half-Orc Dervish"], "xp": 10}, {}], hall=HALL, choice="village")
    assert t.refused("level [Half-Orc Dervish]") == "Half-Orc Dervish is at its highest level"


def test_half_orc_raider_has_no_ability(table):
    t = table(players=[{"hand": ["Half-Orc Raider", "Iron Rations"]}, {}], hall=HALL, choice="dungeon")
    assert t.refused("use [Half-Orc Raider] 0") == "Half-Orc Raider has no ability 0"


# --- Marauder ------------------------------------------------------------------------------------


def test_half_orc_marauder_eats_a_food_for_attack_2_and_the_other_player_chooses_a_discard(table):
    t = table(players=[{"hand": ["Half-Orc Marauder", "Iron Rations", "Torch"]},
                       {"hand": ["Militia", "Torch", "Dagger"]}], hall=HALL, choice="dungeon")
    marauder, rations = t.card("Half-Orc Marauder"), t.card("Iron Rations")
    theirs = list(t.state.players[1].hand)
    t.do("use [Half-Orc Marauder] 0")
    assert t.state.loc[rations] == "destroyed"
    assert t.gained("attack") == [2]
    pr = t.state.prompt
    assert (pr.player, pr.reason, pr.min, pr.max) == (1, "discard", 1, 1)
    assert sorted(pr.options) == sorted(theirs)
    t.do(f"choose {theirs[2]}")
    assert t.state.prompt is None
    assert t.names("p1.hand") == ["Militia", "Torch"]
    assert t.names("p1.discard") == ["Dagger"]
    assert t.names("p0.hand") == ["Half-Orc Marauder", "Torch"]
    bd = t.breakdown("Harpy")
    assert bd.line(marauder).attack == 4
    assert bd.total == 4


def test_half_orc_marauder_needs_a_food(table):
    t = table(players=[{"hand": ["Half-Orc Marauder", "Torch", "Dagger"]}, {"hand": ["Militia"]}],
              hall=HALL, choice="dungeon")
    assert t.cost_refused("use [Half-Orc Marauder] 0", "Food")
    assert t.names("p1.hand") == ["Militia"]


def test_half_orc_marauder_asks_nothing_when_the_other_player_holds_identical_cards(table):
    t = table(players=[{"hand": ["Half-Orc Marauder", "Iron Rations"]},
                       {"hand": ["Militia", "Militia", "Militia"]}], hall=HALL, choice="dungeon")
    t.do("use [Half-Orc Marauder] 0")
    assert t.state.prompt is None
    assert t.names("p1.hand") == ["Militia", "Militia"]
    assert t.names("p1.discard") == ["Militia"]


def test_half_orc_marauder_does_nothing_to_a_player_with_an_empty_hand(table):
    t = table(players=[{"hand": ["Half-Orc Marauder", "Iron Rations"]}, {"deck": ["Torch"]}],
              hall=HALL, choice="dungeon")
    t.do("use [Half-Orc Marauder] 0")
    assert t.state.prompt is None
    assert t.gained("attack") == [2]
    assert t.names("p1.discard") == [] and t.names("p1.deck") == ["Torch"]


def test_half_orc_marauder_makes_each_other_player_discard_starting_on_the_left(table):
    t = table(players=[{"name": "Ann"}, {"hand": ["Half-Orc Marauder", "Iron Rations"]},
                       {"hand": ["Torch", "Dagger"]}, {"hand": ["Militia", "Iron Rations"]}],
              hall=HALL, choice="dungeon", active=1)
    t.do("use [Half-Orc Marauder] 0")
    assert t.state.prompt.player == 2
    t.do(f"choose {t.state.players[2].hand[0]}")
    assert t.state.prompt.player == 3
    t.do(f"choose {t.state.players[3].hand[1]}")
    assert t.state.prompt is None  # player 0 has no cards in hand
    assert t.names("p2.discard") == ["Torch"] and t.names("p2.hand") == ["Dagger"]
    assert t.names("p3.discard") == ["Iron Rations"] and t.names("p3.hand") == ["Militia"]


def test_half_orc_marauder_is_a_dungeon_effect_once_per_turn(table):
    village = table(players=[{"hand": ["Half-Orc Marauder", "Iron Rations"]}, {"hand": ["Militia"]}],
                    hall=HALL, choice="village")
    assert village.refused("use [Half-Orc Marauder] 0") == \
        "this ability of Half-Orc Marauder cannot be used in the village"
    t = table(players=[{"hand": ["Half-Orc Marauder", "Iron Rations", "Iron Rations"]},
                       {"hand": ["Militia", "Militia"]}], hall=HALL, choice="dungeon")
    t.do("use [Half-Orc Marauder] 0")
    assert t.refused("use [Half-Orc Marauder] 0") == "each ability can be used only once per turn"
    assert t.names("p0.hand") == ["Half-Orc Marauder", "Iron Rations"]


# --- Dervish -------------------------------------------------------------------------------------


def test_half_orc_dervish_destroys_an_item_for_attack_2_and_the_other_player_discards(table):
    t = table(players=[{"hand": ["Half-Orc Dervish", "Torch", "Iron Rations", "Dagger"]},
                       {"hand": ["Militia", "Torch"]}], hall=HALL, choice="dungeon")
    dervish, torch, rations = t.card("Half-Orc Dervish"), t.card("Torch"), t.card("Iron Rations")
    t.do("use [Half-Orc Dervish] 0")
    pr = t.state.prompt
    assert (pr.player, pr.reason) == (0, "destroy")
    assert sorted(pr.options) == sorted([torch, rations])  # Items only: not the Dagger
    t.do(f"choose {rations}")
    assert t.state.loc[rations] == "destroyed"
    assert t.gained("attack") == [2]
    assert t.state.prompt.player == 1
    t.do(f"choose {t.state.players[1].hand[0]}")
    assert t.names("p1.discard") == ["Militia"] and t.names("p1.hand") == ["Torch"]
    assert t.breakdown("Harpy").line(dervish).attack == 5


def test_half_orc_dervish_cannot_destroy_a_weapon_as_an_item(table):
    t = table(players=[{"hand": ["Half-Orc Dervish", "Dagger", "Militia"]}, {"hand": ["Militia"]}],
              hall=HALL, choice="dungeon")
    assert t.cost_refused("use [Half-Orc Dervish] 0", "Item")


def test_half_orc_dervish_discards_a_card_for_attack_2(table):
    t = table(players=[{"hand": ["Half-Orc Dervish", "Militia", "Torch"]}, {"hand": ["Dagger"]}],
              hall=HALL, choice="dungeon")
    dervish, militia, torch = t.card("Half-Orc Dervish"), t.card("Militia"), t.card("Torch")
    t.do("use [Half-Orc Dervish] 1")
    pr = t.state.prompt
    assert (pr.player, pr.reason) == (0, "discard")
    assert sorted(pr.options) == sorted([militia, torch])  # never the Dervish itself
    t.do(f"choose {militia}")
    assert t.names("p0.discard") == ["Militia"]
    assert t.gained("attack") == [2]
    assert t.names("p1.hand") == ["Dagger"]  # this one does not touch other players
    bd = t.breakdown("Harpy")
    assert (bd.line(dervish).attack, bd.attack, bd.total) == (5, 5, 5)


def test_half_orc_dervish_uses_both_abilities_for_attack_7(table):
    t = table(players=[{"hand": ["Half-Orc Dervish", "Iron Rations", "Militia", "Torch"]},
                       {"hand": ["Dagger"]}], hall=HALL, choice="dungeon")
    dervish = t.card("Half-Orc Dervish")
    t.do("use [Half-Orc Dervish] 0", "choose [Iron Rations]")
    t.do("use [Half-Orc Dervish] 1", "choose [Militia]")
    assert t.gained("attack") == [2, 2]
    assert t.names("p0.hand") == ["Half-Orc Dervish", "Torch"]
    assert t.names("p1.discard") == ["Dagger"]
    assert t.breakdown("Harpy").line(dervish).attack == 7
    assert t.refused("use [Half-Orc Dervish] 0") == "each ability can be used only once per turn"
    assert t.refused("use [Half-Orc Dervish] 1") == "each ability can be used only once per turn"


def test_half_orc_dervish_needs_another_card_to_discard(table):
    t = table(players=[{"hand": ["Half-Orc Dervish"]}, {}], hall=HALL, choice="dungeon")
    assert t.cost_refused("use [Half-Orc Dervish] 1", "card")


def test_half_orc_dervish_cannot_discard_a_card_already_used(table):
    t = table(players=[{"hand": ["Half-Orc Dervish", "Iron Rations"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Iron Rations] 0")
    assert t.cost_refused("use [Half-Orc Dervish] 1", "card")
