"""Abyssal monsters of the base set: Archduke of Pain, Grudgebeast, Succubus, Tormentor, The Unchained
(cards/base/abyssal.yaml).

Rulebook: Traits (Magic Attack Required, Half-Attack Without [Something] Present), Battle Effects
(destroyed cards fight on until the battle ends), Breach Effect, Trophies; glossary: Archduke of
Pain, Succubus, Tormentor, Unchained (Disease gained in battle goes to the discard pile).
"""

from __future__ import annotations

import pytest

from game.engine.events import BreachTriggered
from tests.cards.dungeon_helpers import DECK, by_name, doomed, dungeon_table, resolved

# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, count, gold, vp, xp, health", [
    ("Archduke of Pain", 1, 3, 8, 3, 10),
    ("Grudgebeast", 2, 1, 2, 1, 4),
    ("Succubus", 2, 2, 4, 2, 6),
    ("Tormentor", 2, 2, 6, 3, 8),
    ("The Unchained", 3, 1, 3, 1, 5),
])
def test_abyssal_monsters_have_their_printed_values(catalog, name, count, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.count, d.gold, d.vp, d.xp, d.health, d.light) == (
        "monster", "base", count, gold, vp, xp, health, 0)
    assert d.classes == ("Abyssal",)


def test_the_abyssal_group_holds_ten_cards(catalog):
    group = catalog.groups["abyssal"]
    assert (group.name, group.kind, group.set) == ("Abyssal", "monster", "base")
    assert sum(catalog.cards[k].count for k in group.cards) == 10


@pytest.mark.parametrize("name, health, xp", [("Grudgebeast", 4, 1), ("The Unchained", 5, 1)])
def test_an_attack_equal_to_the_health_defeats_it_and_one_less_does_not(table, name, health, xp):
    short = dungeon_table(table, ["Torch"] + ["Militia"] * (health - 1), name)
    assert short.breakdown(name).wins is False
    t = dungeon_table(table, ["Torch"] + ["Militia"] * health, name)
    t.do(f"attack [{name}]")
    assert (resolved(t).total, resolved(t).won) == (health, True)
    assert name in t.names("p0.discard") and t.state.players[0].xp == xp


def test_grudgebeast_has_no_effect_at_all(table):
    t = dungeon_table(table, ["Belzur Curate", "Gorinth Amateur", "Militia", "Dagger", "Torch"], "Grudgebeast")
    t.do("equip [Dagger] [Militia]", "attack [Grudgebeast]")
    assert t.state.prompt is None and doomed(t) == []
    assert resolved(t).total == 1 + 2 + 1 + 1 and resolved(t).won
    assert t.names("p0.discard") == ["Grudgebeast"]


# --- Archduke of Pain ------------------------------------------------------------------------------

def test_archduke_cannot_be_defeated_without_magic_attack_but_may_be_attacked(table):
    t = dungeon_table(table, ["Stoneguard Tanker", "Stoneguard Brute", "Guardian Blade", "Torch"], "Archduke of Pain")
    t.do("equip [Guardian Blade] [Stoneguard Brute]")
    bd = t.breakdown("Archduke of Pain")
    assert bd.total == 6 + 3 + 2 + 3 and bd.total >= bd.health  # 14 against health 10...
    assert bd.wins is False and bd.failed_requirement == "needs at least 1 magic attack"
    t.do("attack [Archduke of Pain]")  # ...yet the attack is allowed: it sends the Archduke away
    assert resolved(t).won is False
    assert t.names("dungeon") == ["Plague Zombie", "Archduke of Pain"] and t.state.players[0].xp == 0


def test_archduke_falls_to_enough_attack_with_at_least_1_magic_attack(table):
    t = dungeon_table(table, ["Stoneguard Tanker", "Stoneguard Brute", "Belzur Curate", "Torch"], "Archduke of Pain")
    t.do("attack [Archduke of Pain]")
    assert (resolved(t).total, resolved(t).won) == (6 + 3 + 1, True)
    assert t.names("p0.discard") == ["Archduke of Pain"] and t.state.players[0].xp == 3
    assert doomed(t) == ["Belzur Curate"]  # the Cleric that gave the magic still falls


def test_archduke_destroys_every_cleric_and_wizard_who_fight_on_until_the_battle_ends(table):
    hand = ["Belzur Curate", "Belzur Curate", "Gorinth Amateur", "Flame Watch", "Half-Orc Raider", "Militia", "Torch"]
    t = dungeon_table(table, hand, "Archduke of Pain")
    t.do("attack [Archduke of Pain]")
    assert t.state.prompt is None  # all of them: nothing to choose
    assert doomed(t) == ["Belzur Curate", "Belzur Curate", "Flame Watch", "Gorinth Amateur"]
    assert resolved(t).total == 1 + 1 + 2 + 2 + 2 + 1  # every doomed card still counted: 9 < 10
    t.do("end")
    assert sorted(t.names("destroyed")) == ["Belzur Curate", "Belzur Curate", "Flame Watch", "Gorinth Amateur"]
    assert "Half-Orc Raider" in t.names("p0.hand") + t.names("p0.discard") + t.names("p0.deck")


def test_archduke_does_nothing_to_a_party_without_clerics_or_wizards(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Militia", "Frost Bolt", "Torch"], "Archduke of Pain")
    t.do("attack [Archduke of Pain]", "end")
    assert t.names("destroyed") == []


def test_archduke_breach_destroys_the_top_two_cards_of_every_hero_stack_militia_included(table):
    t = table(players=[{"hand": ["Frost Bolt", "Frost Bolt", "Torch"], "deck": DECK}, {"deck": DECK}],
              hall=["Harpy", "Archduke of Pain", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon",
              stacks={"militia": 18, "belzur": 12, "gorinth": 1})
    before = {g: len(s) for g, s in t.state.stacks.items()}
    t.do("attack [Harpy]", "end")
    assert BreachTriggered(t.card("Archduke of Pain")) in t.events
    after = {g: len(s) for g, s in t.state.stacks.items()}
    lost = {g: before[g] - after[g] for g in before if before[g] != after[g]}
    assert lost == {"militia": 2, "belzur": 2, "gorinth": 1, "half_orc": 2, "stoneguard": 2}
    # the level 1 Heroes on top of each stack are the ones that go, out of the game
    assert sorted(t.names("destroyed")) == sorted(
        ["Militia"] * 2 + ["Belzur Curate"] * 2 + ["Gorinth Miser"] + ["Half-Orc Raider"] * 2 + ["Stoneguard Brute"] * 2)


def test_archduke_breach_leaves_the_village_stacks_alone(table):
    t = table(players=[{"hand": ["Frost Bolt", "Frost Bolt", "Torch"], "deck": DECK}, {"deck": DECK}],
              hall=["Harpy", "Archduke of Pain", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")
    village = ["dagger", "iron_rations", "torch", "toryn_gauntlet", "recurve_bow", "guardian_blade", "polymorph",
               "scout", "frost_bolt", "soul_gem", "silverstorm"]
    before = {g: list(t.state.stacks[g]) for g in village}
    t.do("attack [Harpy]", "end")
    assert {g: list(t.state.stacks[g]) for g in village} == before


# --- Succubus --------------------------------------------------------------------------------------

def test_succubus_halves_the_attack_without_magic_attack(table):
    t = dungeon_table(table, ["Militia"] * 6 + ["Torch"], "Succubus")
    bd = t.breakdown("Succubus")
    assert (bd.attack, bd.total, bd.wins) == (6, 3, False)
    assert "attack halved: no magic" in bd.notes


def test_succubus_takes_the_whole_attack_with_1_magic_attack_present(table):
    t = dungeon_table(table, ["Militia"] * 5 + ["Belzur Curate", "Torch"], "Succubus")
    t.do("attack [Succubus]")
    assert (resolved(t).total, resolved(t).won) == (6, True)
    assert t.state.players[0].xp == 2


def test_succubus_halving_rounds_down(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Stoneguard Brute", "Militia", "Torch"], "Succubus")
    assert t.breakdown("Succubus").total == 7 // 2


# --- Tormentor -------------------------------------------------------------------------------------

def test_tormentor_halves_the_attack_without_an_equipped_weapon(table):
    t = dungeon_table(table, ["Stoneguard Tanker", "Half-Orc Raider", "Dagger", "Torch"], "Tormentor")
    bd = t.breakdown("Tormentor")
    assert (bd.attack, bd.total) == (8, 4)  # the Dagger in hand but not equipped does not count
    assert "attack halved: no weapon" in bd.notes
    t.do("equip [Dagger] [Half-Orc Raider]")
    bd = t.breakdown("Tormentor")
    assert (bd.total, bd.wins) == (6 + 2 + 1, True)
    t.do("attack [Tormentor]")
    assert t.names("p0.discard") == ["Tormentor"] and t.state.players[0].xp == 3


def test_tormentor_destroys_one_cleric_of_the_players_choice_who_still_fights(table):
    t = dungeon_table(table, ["Belzur Curate", "Terakian Defender", "Stoneguard Tanker", "Dagger", "Torch"],
                      "Tormentor")
    t.do("equip [Dagger] [Stoneguard Tanker]", "attack [Tormentor]")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Belzur Curate", "Terakian Defender"]
    t.do(f"choose {t.card('Terakian Defender')}")
    assert doomed(t) == ["Terakian Defender"]
    # Tanker 6 + 4 with a weapon, Dagger 1, Curate 1 and the doomed Defender's Attack 2: all counted
    assert resolved(t).total == 6 + 4 + 1 + 1 + 2
    t.do("end")
    assert t.names("destroyed") == ["Terakian Defender"]


def test_tormentor_does_nothing_to_a_party_without_a_cleric(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Militia", "Torch"], "Tormentor")
    t.do("attack [Tormentor]", "end")
    assert t.names("destroyed") == []


# --- The Unchained ---------------------------------------------------------------------------------

@pytest.mark.parametrize("hand, won", [(["Militia"] * 5 + ["Torch"], True), (["Torch"], False)])
def test_the_unchained_gives_a_disease_into_the_discard_pile_win_or_lose(table, hand, won):
    t = dungeon_table(table, hand, "The Unchained")
    t.do("attack [The Unchained]")
    assert resolved(t).won is won
    assert t.names("p0.discard").count("Disease") == 1
    assert "Disease" not in t.names("p0.hand") and t.names("p1.discard") == []


def test_the_unchained_gives_magic_attack_1_from_a_hand(table):
    t = dungeon_table(table, ["The Unchained", "Militia", "Torch"], "Harpy")
    bd = t.breakdown("Harpy")
    assert bd.line("The Unchained").magic == 1 and (bd.attack, bd.magic, bd.total) == (1, 1, 2)


def test_the_unchained_in_the_hall_adds_nothing_to_the_attack_against_it(table):
    t = dungeon_table(table, ["Militia", "Torch"], "The Unchained")
    bd = t.breakdown("The Unchained")
    assert (bd.magic, bd.total) == (0, 1)
