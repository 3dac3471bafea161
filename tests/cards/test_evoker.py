"""Evoker, the Archer-Wizard who burns XP for magic: Adept (1), Scorcher (2), Pyroclast (3)
(cards/dragonspire/evoker.yaml).

Rulebook: Battles (a hero stopped from attacking adds no attack and no light; the Evoker in rank 1
is the example), Light and Darkness, Leveling Up; glossary: Evoker (no attack in rank 1; a Light
Item gives the Evoker light; the magic attack bought with XP counts in rank 1 too).
"""

from __future__ import annotations

import pytest

from game.catalog import CardDataError
from game.catalog.loader import load_file
from game.catalog.text import card_text
from game.engine.events import XPChanged
from game.engine.rules import scoring

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6 and 5
EVOKER = {"heroes": ["evoker"], "village": []}






def dungeon(table, hand, xp=0, **kw):
    return table(players=[{"hand": list(hand), "xp": xp}, {}], hall=HALL, choice="dungeon", **kw)


# --- printed facts -------------------------------------------------------------------------------


@pytest.mark.parametrize("name, level, strength, cost, vp", [
    ("Evoker Adept", 1, 4, 6, 0),
    ("Evoker Scorcher", 2, 5, 9, 0),
    ("Evoker Pyroclast", 3, 6, 11, 2),
])
def test_each_evoker_has_its_level_strength_cost_and_victory_points(table, name, level, strength, cost, vp):
    t = dungeon(table, [name])
    d = t.game.defn(t.card(name))
    assert (d.level, d.classes, d.strength, d.cost, d.gold, d.light) == (level, ("Archer", "Wizard"), strength,
                                                                         cost, 0, 0)
    assert scoring.score(t.game, 0) == vp


def test_the_evoker_stack_holds_6_adepts_4_scorchers_and_2_pyroclasts(table):
    t = table(players=[{}, {}], hall=HALL, village=EVOKER)
    assert t.names("stack.evoker") == ["Evoker Adept"] * 6 + ["Evoker Scorcher"] * 4 + ["Evoker Pyroclast"] * 2


@pytest.mark.parametrize("name, into, xp", [("Evoker Adept", "Evoker Scorcher", 2),
                                            ("Evoker Scorcher", "Evoker Pyroclast", 3)])
def test_evoker_levels_up_for_its_xp(table, name, into, xp):
    t = table(players=[{"hand": [name], "xp": xp}, {}], hall=HALL, choice="village", village=EVOKER)
    t.do(f"level [{name}]")
    assert t.names("p0.discard") == [into] and t.state.players[0].xp == 0


def test_evoker_pyroclast_is_the_highest_level(table):
    t = table(players=[{"hand": ["Evoker Pyroclast"], "xp": 9}, {}], hall=HALL, choice="village", village=EVOKER)
    assert t.refused("level [Evoker Pyroclast]") == "Evoker Pyroclast is at its highest level"


# --- attack only against rank 2 or deeper --------------------------------------------------------


@pytest.mark.parametrize("name, attack", [("Evoker Adept", 2), ("Evoker Scorcher", 3), ("Evoker Pyroclast", 4)])
@pytest.mark.parametrize("monster, rank", [("Half-Ogre", 2), ("Orc Blademaster", 3)])
def test_evoker_attacks_ranks_2_and_3(table, name, attack, monster, rank):
    t = dungeon(table, [name])
    hero = t.card(name)
    bd = t.breakdown(monster)
    assert bd.rank == rank and bd.idle_heroes == []
    assert (bd.line(hero).attack, bd.line(hero).magic) == (attack, 0)


@pytest.mark.parametrize("name", ["Evoker Adept", "Evoker Scorcher", "Evoker Pyroclast"])
def test_evoker_does_not_attack_a_rank_1_monster(table, name):
    t = dungeon(table, [name, "Torch"])
    hero = t.card(name)
    bd = t.breakdown("Harpy")
    assert bd.idle_heroes == [hero]
    assert (bd.line(hero).attack, bd.line(hero).magic, bd.line(hero).light) == (0, 0, 0)
    assert bd.total == 0


def test_a_weapon_carried_by_an_evoker_adds_nothing_in_rank_1(table):
    t = dungeon(table, ["Evoker Scorcher", "Dagger", "Torch"])
    t.do("equip [Dagger] [Evoker Scorcher]")
    assert t.breakdown("Harpy").line(t.card("Dagger")).attack == 0
    assert t.breakdown("Half-Ogre").line(t.card("Dagger")).attack == 1


def test_a_party_gets_nothing_from_its_evoker_against_rank_1(table):
    t = dungeon(table, ["Evoker Adept", "Half-Orc Raider", "Torch"])
    t.do("attack [Harpy]")  # the Raider's 2 alone: not enough against health 4
    assert t.state.turn.battle_won is False


# --- Adept: light with a Light Item --------------------------------------------------------------


def test_evoker_adept_gains_light_1_when_a_light_item_is_revealed(table):
    t = dungeon(table, ["Evoker Adept", "Torch"])
    bd = t.breakdown("Half-Ogre")
    assert bd.line(t.card("Evoker Adept")).light == 1
    assert bd.light == 2 and bd.light_penalty == 0


def test_evoker_adept_has_no_light_without_a_light_item(table):
    t = dungeon(table, ["Evoker Adept", "Dagger", "Iron Rations"])
    bd = t.breakdown("Half-Ogre")
    assert bd.line(t.card("Evoker Adept")).light == 0
    assert bd.light_penalty == 2


def test_a_light_item_without_its_own_light_still_lights_the_adept(table):
    t = dungeon(table, ["Evoker Adept", "Soul Gem"])  # Soul Gem: a Light Item; no level 2 hero, so no light itself
    bd = t.breakdown("Half-Ogre")
    assert bd.line(t.card("Soul Gem")).light == 1  # the Adept's level
    assert bd.line(t.card("Evoker Adept")).light == 1


def test_evoker_adept_gains_light_1_only_however_many_light_items_there_are(table):
    t = dungeon(table, ["Evoker Adept", "Torch", "Torch"])
    assert t.breakdown("Orc Blademaster").line(t.card("Evoker Adept")).light == 1


def test_evoker_adept_gives_no_light_in_rank_1(table):
    t = dungeon(table, ["Evoker Adept", "Torch"])
    bd = t.breakdown("Harpy")
    assert bd.line(t.card("Evoker Adept")).light == 0
    assert bd.light == 1


# --- Scorcher and Pyroclast: destroy 1 XP ---------------------------------------------------------


@pytest.mark.parametrize("name, magic, light", [("Evoker Scorcher", 2, 2), ("Evoker Pyroclast", 4, 3)])
def test_evoker_destroys_1_xp_for_magic_attack_and_light(table, name, magic, light):
    t = dungeon(table, [name], xp=2)
    hero = t.card(name)
    t.do(f"use [{name}] 0")
    assert t.state.players[0].xp == 1
    assert [e for e in t.events if isinstance(e, XPChanged)] == [XPChanged(0, -1, "effect")]
    bd = t.breakdown("Orc Blademaster")
    attack = t.game.defn(hero).level + 1
    assert (bd.line(hero).attack, bd.line(hero).magic, bd.line(hero).light) == (attack, magic, light)
    assert bd.light_penalty == max(3 - light, 0)


@pytest.mark.parametrize("name", ["Evoker Scorcher", "Evoker Pyroclast"])
def test_evoker_cannot_destroy_xp_it_does_not_have(table, name):
    t = dungeon(table, [name], xp=0)
    assert t.refused(f"use [{name}] 0") == "the cost cannot be paid: Destroy 1 XP"


def test_evoker_scorcher_destroys_xp_once_per_turn(table):
    t = dungeon(table, ["Evoker Scorcher"], xp=3)
    t.do("use [Evoker Scorcher] 0")
    assert t.refused("use [Evoker Scorcher] 0") == "each ability can be used only once per turn"
    assert t.state.players[0].xp == 2


def test_evoker_scorcher_xp_effect_is_for_the_dungeon_only(table):
    t = table(players=[{"hand": ["Evoker Scorcher"], "xp": 3}, {}], hall=HALL, choice="village")
    assert t.refused("use [Evoker Scorcher] 0") == "this ability of Evoker Scorcher cannot be used in the village"


@pytest.mark.parametrize("name, magic, light", [("Evoker Scorcher", 2, 2), ("Evoker Pyroclast", 4, 3)])
def test_the_magic_attack_bought_with_xp_counts_in_rank_1(table, name, magic, light):
    t = dungeon(table, [name], xp=1)
    hero = t.card(name)
    t.do(f"use [{name}] 0")
    bd = t.breakdown("Harpy")
    assert bd.idle_heroes == [hero]
    assert (bd.line(hero).attack, bd.line(hero).magic, bd.line(hero).light) == (0, magic, light)
    assert bd.light_penalty == 0 and bd.total == magic


def test_evoker_pyroclast_defeats_a_rank_1_monster_with_its_xp_magic(table):
    t = dungeon(table, ["Evoker Pyroclast"], xp=1)
    t.do("use [Evoker Pyroclast] 0", "attack [Harpy]")
    assert t.state.turn.battle_won is True
    assert t.state.players[0].xp == 1  # 1 destroyed, 1 gained for the Harpy


# --- the card text and the data format -------------------------------------------------------------


def test_evoker_text_reads_its_rank_rules_light_and_xp_cost(catalog):
    cards = {d.name: d for d in catalog.cards.values()}
    assert card_text(cards["Evoker Adept"]) == [
        "This Hero cannot attack against rank 1", "Attack +2 against rank 2 or deeper",
        "Light +1 while you reveal a Light card"]
    assert card_text(cards["Evoker Scorcher"])[2:] == [
        "Its own effects still count when it cannot attack.",
        "Dungeon: Destroy 1 XP: gain Magic Attack +2, then gain Light +2."]


def test_the_revealed_condition_takes_a_card_filter_and_refuses_an_unknown_key():
    _, (good,) = load_file(ADEPT_FILE.format(flt="{class: Light}").encode(), "cards/test/good.yaml")
    assert good.bonuses[0].when == {"revealed": {"class": "Light"}}
    with pytest.raises(CardDataError) as err:
        load_file(ADEPT_FILE.format(flt="{colour: red}").encode(), "cards/test/bad.yaml")
    assert (err.value.card, err.value.field) == ("Test Adept", "bonuses[0].when.revealed.colour")


ADEPT_FILE = """\
set: test
group: test_adepts
name: Test Adepts
kind: hero
cards:
  - name: Test Adept
    level: 1
    count: 1
    strength: 4
    bonuses:
      - {{stat: light, amount: 1, when: {{revealed: {flt}}}}}
"""
