"""Veteran, the Fighter with four levels: Warrior (1), Berserker (2), Reaver (3), Warmonger (4), a stack
of 8, 5, 3 and 2 (cards/dragonspire/veteran.yaml).

Rulebook: Leveling Up (the Veteran example: a Berserker becomes a Reaver), Dungeon Effects,
Resolving Battles (Spoils); glossary: Veteran Warmonger (only level 3 or higher Heroes revealed).
"""

from __future__ import annotations

import pytest

from game.catalog.text import card_text
from game.engine.events import LeveledUp, XPChanged
from game.engine.rules import scoring

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]  # health 4, 6 and 8; XP 1, 2 and 2
VETERAN = {"heroes": ["veteran"], "village": []}
LEVELS = [("Veteran Warrior", 1, 8), ("Veteran Berserker", 2, 5), ("Veteran Reaver", 3, 3),
          ("Veteran Warmonger", 4, 2)]






def village(table, hand, xp=0):
    return table(players=[{"hand": list(hand), "xp": xp}, {}], hall=HALL, choice="village", village=VETERAN)


# --- printed facts and the stack ------------------------------------------------------------------


@pytest.mark.parametrize("name, level, strength, attack, cost, vp", [
    ("Veteran Warrior", 1, 6, 3, 8, 0),
    ("Veteran Berserker", 2, 7, 4, 11, 0),
    ("Veteran Reaver", 3, 8, 5, 13, 2),
    ("Veteran Warmonger", 4, 10, 6, 18, 4),
])
def test_each_veteran_has_its_printed_values(table, name, level, strength, attack, cost, vp):
    t = table(players=[{"hand": [name, "Militia", "Torch"]}, {}], hall=HALL, choice="dungeon")
    hero = t.card(name)
    d = t.game.defn(hero)
    assert (d.level, d.classes, d.strength, d.cost, d.gold) == (level, ("Fighter",), strength, cost, 0)
    assert t.breakdown("Harpy").line(hero).attack == attack  # with a Militia: no Warmonger bonus
    assert scoring.score(t.game, 0) == vp


def test_the_veteran_stack_has_four_levels_lowest_on_top(table):
    t = table(players=[{}, {}], hall=HALL, village=VETERAN)
    want = [name for name, _, n in LEVELS for _ in range(n)]
    assert t.names("stack.veteran") == want
    assert [t.game.defn(c).level for c in t.state.zone("stack.veteran")] == [1] * 8 + [2] * 5 + [3] * 3 + [4] * 2


def test_a_veteran_warrior_is_bought_for_8_gold(table):
    t = table(players=[{"hand": ["Torch", "Torch", "Torch", "Dagger", "Dagger"]}, {}], hall=HALL, choice="village",
              village=VETERAN)
    t.do("buy veteran")
    assert t.names("p0.discard") == ["Veteran Warrior"]


@pytest.mark.parametrize("name, into, xp", [
    ("Veteran Warrior", "Veteran Berserker", 2),
    ("Veteran Berserker", "Veteran Reaver", 3),
    ("Veteran Reaver", "Veteran Warmonger", 5),
])
def test_each_veteran_levels_up_to_the_next_of_four_levels(table, name, into, xp):
    t = village(table, [name], xp=xp)
    hero = t.card(name)
    t.do(f"level {hero}")
    assert t.state.loc[hero] == "destroyed"
    assert t.names("p0.discard") == [into]
    assert t.state.players[0].xp == 0
    new = t.state.players[0].discard[0]
    assert [e for e in t.events if isinstance(e, LeveledUp)] == [LeveledUp(0, hero, new, xp)]


@pytest.mark.parametrize("name, xp", [("Veteran Warrior", 1), ("Veteran Berserker", 2), ("Veteran Reaver", 4)])
def test_a_veteran_cannot_level_up_with_one_xp_too_few(table, name, xp):
    t = village(table, [name], xp=xp)
    assert t.refused(f"level [{name}]") == f"levelling up {name} costs {xp + 1} XP and you have {xp}"


def test_the_veteran_warmonger_is_the_highest_level(table):
    t = village(table, ["Veteran Warmonger"], xp=20)
    assert t.refused("level [Veteran Warmonger]") == "Veteran Warmonger is at its highest level"


def test_a_reaver_cannot_level_up_once_both_warmongers_are_taken(table):
    t = table(players=[{"hand": ["Veteran Reaver"], "xp": 5}, {}], hall=HALL, choice="village", village=VETERAN,
              stacks={"veteran": 0})
    assert t.refused("level [Veteran Reaver]") == "no level 4 Veteran is left"


# --- Berserker and Reaver: destroy a Hero for attack -------------------------------------------------


@pytest.mark.parametrize("name, attack, bonus", [("Veteran Berserker", 4, 2), ("Veteran Reaver", 5, 4)])
def test_a_veteran_destroys_another_hero_for_extra_attack(table, name, attack, bonus):
    t = table(players=[{"hand": [name, "Militia", "Torch"]}, {}], hall=HALL, choice="dungeon")
    militia = t.card("Militia")
    assert t.breakdown("Harpy").line(militia).attack == 1
    t.do(f"use [{name}] 0")
    assert t.state.loc[militia] == "destroyed"
    bd = t.breakdown("Harpy")
    assert bd.line(t.card(name)).attack == attack + bonus
    assert bd.total == attack + bonus  # the destroyed Militia no longer fights


def test_the_berserker_chooses_which_hero_to_destroy(table):
    t = table(players=[{"hand": ["Veteran Berserker", "Militia", "Chulian Rat", "Torch"]}, {}], hall=HALL,
              choice="dungeon")
    militia, rat = t.card("Militia"), t.card("Chulian Rat")
    t.do("use [Veteran Berserker] 0")
    pr = t.state.prompt
    assert (pr.reason, sorted(pr.options)) == ("destroy", sorted([militia, rat]))  # not itself, not the Torch
    t.do(f"choose {rat}")
    assert t.state.loc[rat] == "destroyed" and t.state.loc[militia] == "p0.hand"


def test_the_berserker_needs_another_hero_to_destroy(table):
    t = table(players=[{"hand": ["Veteran Berserker", "Torch", "Dagger"]}, {}], hall=HALL, choice="dungeon")
    assert t.refused("use [Veteran Berserker] 0") == "the cost cannot be paid: Destroy a Hero"


def test_a_second_berserker_may_be_destroyed_by_the_first(table):
    t = table(players=[{"hand": ["Veteran Berserker", "Veteran Berserker", "Torch"]}, {}], hall=HALL,
              choice="dungeon")
    first, second = t.card("Veteran Berserker"), t.card("Veteran Berserker", 2)
    t.do(f"use {first} 0")
    assert t.state.loc[second] == "destroyed"
    assert t.refused(f"use {first} 0") == "each ability can be used only once per turn"
    assert t.breakdown("Harpy").total == 6


# --- spoils: XP -------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, xp", [("Veteran Reaver", 1), ("Veteran Warmonger", 2)])
def test_a_veteran_gains_xp_as_spoils_of_a_victory(table, name, xp):
    t = table(players=[{"hand": [name, "Torch"]}, {}], hall=HALL, choice="dungeon")
    index = len(t.game.defn(t.card(name)).abilities) - 1
    t.do("attack [Harpy]")
    assert t.state.players[0].xp == 1  # the Harpy's XP
    t.do(f"use [{name}] {index}")
    assert t.state.players[0].xp == 1 + xp
    assert [e for e in t.events if isinstance(e, XPChanged)][-1] == XPChanged(0, xp, "effect")
    assert t.refused(f"use [{name}] {index}") == "each ability can be used only once per turn"


def test_veteran_reaver_gains_no_xp_without_a_victory(table):
    t = table(players=[{"hand": ["Veteran Reaver", "Torch"]}, {}], hall=HALL, choice="dungeon")
    t.do("attack [Orc Warlord]")
    assert t.state.turn.battle_won is False
    assert t.refused("use [Veteran Reaver] 1") == "Spoils need a victory"
    assert t.state.players[0].xp == 0


# --- Warmonger: attack +10 with only level 3 or higher heroes ------------------------------------------


@pytest.mark.parametrize("others, attack", [
    ([], 16),
    (["Veteran Reaver"], 16),
    (["Veteran Warmonger"], 16),
    (["Cabal Master", "Torch", "Dagger"], 16),  # non-heroes do not matter
    (["Veteran Berserker"], 6),
    (["Militia"], 6),  # Militia are level 0 Heroes
    (["Veteran Reaver", "Chulian Rat"], 6),
])
def test_veteran_warmonger_gains_attack_10_only_when_every_revealed_hero_is_level_3_or_higher(table, others, attack):
    t = table(players=[{"hand": ["Veteran Warmonger"] + others}, {}], hall=HALL, choice="dungeon")
    assert t.breakdown("Harpy").line(t.card("Veteran Warmonger")).attack == attack


def test_veteran_warmonger_regains_its_bonus_once_the_low_level_hero_is_destroyed(table):
    t = table(players=[{"hand": ["Veteran Warmonger", "Veteran Reaver", "Militia", "Torch"]}, {}], hall=HALL,
              choice="dungeon")
    warmonger = t.card("Veteran Warmonger")
    assert t.breakdown("Harpy").line(warmonger).attack == 6
    militia = t.card("Militia")
    t.do("use [Veteran Reaver] 0", f"choose {militia}")
    assert t.state.loc[militia] == "destroyed"
    assert t.breakdown("Harpy").line(warmonger).attack == 16


def test_veteran_text_reads_the_destroyed_hero_the_xp_and_the_level_3_condition(catalog):
    cards = {d.name: d for d in catalog.cards.values()}
    assert card_text(cards["Veteran Reaver"]) == [
        "Attack +5", "Dungeon: Destroy a Hero: gain Attack +4.", "Spoils: Gain 1 XP."]
    assert card_text(cards["Veteran Warmonger"]) == [
        "Attack +6", "Attack +10 if every Hero you reveal is level 3 or higher", "Spoils: Gain 2 XP."]
