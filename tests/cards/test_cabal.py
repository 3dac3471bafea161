"""Cabal, the Wizard hero whose magic grows with the Spells played: Astrologer (1), Sage (2),
Master (3) (cards/dragonspire/cabal.yaml).

Rulebook: Battles (a Cabal Sage example), Resolving Battles (Spoils purchases), Leveling Up;
glossary: Cabal (a Spell is played when it was revealed and its effects used this turn) and Flare
(a card is used when any of its effects or bonuses benefitted the player).
"""

from __future__ import annotations

import pytest

from game.catalog.text import card_text
from game.engine.events import Purchased
from game.engine.rules import scoring

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]  # health 4, 6 and 8
SPELLS = {"heroes": ["cabal"], "village": ["frost_bolt", "polymorph", "silverstorm", "scout", "recurve_bow"]}








def dungeon(table, hand, hall=HALL, **kw):
    return table(players=[{"hand": list(hand)}, {}], hall=list(hall), choice="dungeon", **kw)


# --- printed facts -------------------------------------------------------------------------------


@pytest.mark.parametrize("name, level, strength, magic, cost, vp", [
    ("Cabal Astrologer", 1, 3, 1, 7, 0),
    ("Cabal Sage", 2, 3, 2, 10, 0),
    ("Cabal Master", 3, 4, 3, 13, 2),
])
def test_each_cabal_has_its_level_strength_magic_cost_and_victory_points(table, name, level, strength, magic,
                                                                          cost, vp):
    t = dungeon(table, [name, "Torch"])
    hero = t.card(name)
    d = t.game.defn(hero)
    assert (d.level, d.classes, d.strength, d.cost, d.gold) == (level, ("Wizard",), strength, cost, 0)
    bd = t.breakdown("Harpy")
    assert (bd.line(hero).attack, bd.line(hero).magic) == (0, magic)
    assert scoring.score(t.game, 0) == vp


def test_the_cabal_stack_holds_6_astrologers_4_sages_and_2_masters_lowest_level_on_top(table):
    t = table(players=[{}, {}], hall=HALL, village={"heroes": ["cabal"], "village": []})
    assert t.names("stack.cabal") == ["Cabal Astrologer"] * 6 + ["Cabal Sage"] * 4 + ["Cabal Master"] * 2


@pytest.mark.parametrize("name, into, xp", [("Cabal Astrologer", "Cabal Sage", 2), ("Cabal Sage", "Cabal Master", 3)])
def test_cabal_levels_up_for_its_xp(table, name, into, xp):
    t = table(players=[{"hand": [name], "xp": xp}, {}], hall=HALL, choice="village",
              village={"heroes": ["cabal"], "village": []})
    t.do(f"level [{name}]")
    assert t.names("p0.discard") == [into] and t.state.players[0].xp == 0
    t2 = table(players=[{"hand": [name], "xp": xp - 1}, {}], hall=HALL, choice="village",
               village={"heroes": ["cabal"], "village": []})
    assert t2.refused(f"level [{name}]") == f"levelling up {name} costs {xp} XP and you have {xp - 1}"


def test_cabal_master_is_the_highest_level(table):
    t = table(players=[{"hand": ["Cabal Master"], "xp": 9}, {}], hall=HALL, choice="village",
              village={"heroes": ["cabal"], "village": []})
    assert t.refused("level [Cabal Master]") == "Cabal Master is at its highest level"


# --- magic per Spell played ----------------------------------------------------------------------


@pytest.mark.parametrize("name, per", [("Cabal Astrologer", 1), ("Cabal Sage", 2), ("Cabal Master", 3)])
def test_cabal_gains_its_bonus_for_each_spell_that_adds_to_the_battle(table, name, per):
    base = per  # the printed magic attack equals the bonus per spell for every level
    t = dungeon(table, [name, "Frost Bolt", "Frost Bolt", "Torch"])
    bd = t.breakdown("Harpy")
    assert bd.line(t.card(name)).magic == base + 2 * per
    assert bd.magic == base + 2 * per + 6 and bd.total == base + 2 * per + 6


def test_cabal_sage_without_a_spell_has_only_its_own_magic(table):
    t = dungeon(table, ["Cabal Sage", "Torch", "Dagger"])
    assert t.breakdown("Harpy").line(t.card("Cabal Sage")).magic == 2


def test_a_spell_counts_as_played_only_once_its_dungeon_effect_is_used(table):
    t = dungeon(table, ["Cabal Astrologer", "Polymorph", "Torch"])
    astrologer = t.card("Cabal Astrologer")
    assert t.breakdown("Harpy").line(astrologer).magic == 1  # revealed but not used: not played
    t.do("use [Polymorph] 0")
    assert t.breakdown("Harpy").line(astrologer).magic == 2


def test_a_spell_whose_bonus_gives_nothing_is_not_played(table):
    # Silverstorm: magic attack 1 per 2 gold revealed; one Dagger (1 gold) gives nothing
    t = dungeon(table, ["Cabal Sage", "Silverstorm", "Dagger"])
    bd = t.breakdown("Harpy")
    assert bd.line(t.card("Silverstorm")).magic == 0
    assert bd.line(t.card("Cabal Sage")).magic == 2
    # a Torch brings the gold to 3: Silverstorm gives 1, so it is played and the Sage gains 2
    t2 = dungeon(table, ["Cabal Sage", "Silverstorm", "Dagger", "Torch"])
    assert t2.breakdown("Harpy").line(t2.card("Cabal Sage")).magic == 4


def test_cards_that_are_not_spells_do_not_count(table):
    t = dungeon(table, ["Cabal Sage", "Torch", "Scout", "Cabal Astrologer"])
    t.do("use [Scout] 1")  # its dungeon ability
    bd = t.breakdown("Harpy")
    assert bd.line(t.card("Cabal Sage")).magic == 2
    assert bd.line(t.card("Cabal Astrologer")).magic == 1


def test_a_spell_the_monster_is_immune_to_is_not_played(trait_table):
    t = dungeon(trait_table, ["Cabal Sage", "Frost Bolt", "Torch"], hall=["Null Wraith", "Half-Ogre", "Orc Warlord"])
    bd = t.breakdown("Null Wraith")
    assert bd.line(t.card("Frost Bolt")).magic == 0
    assert bd.line(t.card("Cabal Sage")).magic == 2


def test_a_spell_that_still_gives_light_against_a_spell_immune_monster_is_played(trait_table):
    t = dungeon(trait_table, ["Cabal Sage", "Flare Bolt"], hall=["Null Wraith", "Half-Ogre", "Orc Warlord"])
    bd = t.breakdown("Null Wraith")
    assert (bd.line(t.card("Flare Bolt")).magic, bd.line(t.card("Flare Bolt")).light) == (0, 1)
    assert bd.line(t.card("Cabal Sage")).magic == 4


def test_a_cabal_that_cannot_attack_gives_nothing_even_with_spells(trait_table):
    # Gate Ogre: heroes with strength below 4 do not attack; the Astrologer has 3, the Master 4
    t = dungeon(trait_table, ["Cabal Astrologer", "Cabal Master", "Frost Bolt", "Torch"],
                hall=["Gate Ogre", "Half-Ogre", "Orc Warlord"])
    bd = t.breakdown("Gate Ogre")
    astrologer, master = t.card("Cabal Astrologer"), t.card("Cabal Master")
    assert bd.idle_heroes == [astrologer]
    assert bd.line(astrologer).magic == 0
    assert bd.line(master).magic == 6
    assert bd.magic == 9


# --- Cabal Master's spoils -----------------------------------------------------------------------


def won(table, hand, **kw):
    t = table(players=[{"hand": list(hand) + ["Frost Bolt"]}, {}], hall=HALL, choice="dungeon", village=SPELLS,
              **kw)  # the Frost Bolt wins the battle and adds no gold
    t.do("attack [Harpy]")
    assert t.state.turn.battle_won is True
    return t


def test_cabal_master_spoils_offer_the_spells_the_revealed_gold_can_pay_for(table):
    t = won(table, ["Cabal Master", "Torch", "Torch", "Dagger"])  # 5 gold
    t.do("use [Cabal Master] 0")
    pr = t.state.prompt
    assert (pr.player, pr.reason, pr.min, pr.max) == (0, "buy", 0, 1)
    assert sorted(t.game.name(c) for c in pr.options) == ["Polymorph", "Silverstorm"]  # Frost Bolt costs 7
    silverstorm = next(c for c in pr.options if t.game.name(c) == "Silverstorm")
    t.do(f"choose {silverstorm}")
    assert t.state.loc[silverstorm] == "p0.discard"
    assert [e for e in t.events if isinstance(e, Purchased)] == [Purchased(0, silverstorm, "silverstorm", 5)]
    assert len(t.state.zone("stack.silverstorm")) == 7


def test_cabal_master_spoils_may_buy_nothing(table):
    t = won(table, ["Cabal Master", "Torch", "Torch", "Dagger"])
    t.do("use [Cabal Master] 0", "choose")
    assert t.names("p0.discard") == ["Harpy"]
    assert len(t.state.zone("stack.polymorph")) == 8


def test_cabal_master_spoils_without_enough_gold_buy_nothing(table):
    t = won(table, ["Cabal Master", "Dagger"])  # 1 gold: no spell is that cheap
    t.do("use [Cabal Master] 0")
    assert t.state.prompt is None
    assert t.names("p0.discard") == ["Harpy"]


def test_two_cabal_masters_each_buy_with_the_full_gold(table):
    t = won(table, ["Cabal Master", "Cabal Master", "Torch", "Torch", "Dagger", "Iron Rations"])  # 7 gold
    for nth in (1, 2):
        t.do(f"use [Cabal Master#{nth}] 0")
        frost = next(c for c in t.state.prompt.options if t.game.name(c) == "Frost Bolt")
        t.do(f"choose {frost}")
    assert sorted(t.names("p0.discard")) == ["Frost Bolt", "Frost Bolt", "Harpy"]


def test_cabal_master_spoils_need_a_victory(table):
    t = table(players=[{"hand": ["Cabal Master", "Torch"]}, {}], hall=HALL, choice="dungeon", village=SPELLS)
    t.do("attack [Orc Warlord]")
    assert t.state.turn.battle_won is False
    assert t.refused("use [Cabal Master] 0") == "Spoils need a victory"


def test_cabal_master_spoils_buy_only_spells(table):
    t = won(table, ["Cabal Master", "Torch", "Torch", "Torch", "Torch"])  # 8 gold: a Recurve Bow would fit
    t.do("use [Cabal Master] 0")
    names = sorted(t.game.name(c) for c in t.state.prompt.options)
    assert names == ["Frost Bolt", "Polymorph", "Silverstorm"]


def test_cabal_master_text_reads_its_spell_bonus_and_spoils_purchase(catalog):
    master = next(d for d in catalog.cards.values() if d.name == "Cabal Master")
    assert card_text(master) == [
        "Magic Attack +3", "Magic Attack +3 per Spell you play this turn",
        "Spoils: You may buy a Spell from the Village with the gold of your revealed cards still in play."]
