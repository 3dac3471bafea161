"""Thunderstone Advance, Djinni - Efreet (level 3): Ghul, Ifrit, Iblis, Marid, Majnun (Towers of Ruin;
rulebook: Merkmale, Immun gegen, with the Ghul example). Each gives a curse unless the party has a Hero
of its class; four are immune to a class of card (Iblis to none: no source gives it one). Classic cards
mixed in where the Advance cards have none of the kind (Thyrian Lord, Short Sword, Fireball)."""

import pytest

from tests.cards.advance_monster_helpers import QUIET, advance, answer_all, curses, result

FACTS = {  # name: (level, count, health, gold, xp, vp, immune_to)
    "Ghul": (3, 2, 6, 2, 2, 4, ("Fighter", "Edged")),
    "Ifrit": (3, 2, 8, 2, 2, 5, ("Ranger", "Bow")),
    "Iblis": (3, 2, 12, 2, 3, 7, None),
    "Marid": (3, 2, 10, 2, 2, 6, ("Thief",)),
    "Majnun": (3, 2, 9, 2, 2, 5, ("Wizard", "Spell")),
}


@pytest.mark.parametrize("name", sorted(FACTS))
def test_each_djinni_has_the_reference_facts_and_its_immunity(catalog, name):
    d = next(d for d in catalog.cards.values() if d.name == name)
    immune = d.trait("immune_to")
    assert (d.level, d.count, d.health, d.gold, d.xp, d.vp, immune.param if immune else None) == FACTS[name]
    assert d.classes == ("Djinni", "Efreet") and catalog.groups["djinni_efreet"].level == 3


# --- Ghul: the rulebook's immunity example -----------------------------------------------------------

def test_ghul_zeroes_fighters_and_edged_weapons_but_a_fighters_help_to_another_hero_counts(table):
    """Merkmale, Immun gegen (the Ghul example): a Fighter's own attack is 0, but what it gives a
    non-Fighter still counts; an Edged Weapon adds nothing, even on a non-Fighter; a Fighter's Weapon
    adds nothing either (the Hero's attack value includes its weapons)."""
    t = advance(table, ["Thyrian Lord", "Drua Sacrist", "Short Sword", "Criochan Knight", "Longspear", "Torch"],
                ["Ghul"] + QUIET[1:], choice="dungeon")
    lord, sacrist, sword, knight, spear = (t.card(n) for n in ("Thyrian Lord", "Drua Sacrist", "Short Sword",
                                                               "Criochan Knight", "Longspear"))
    t.do(f"equip {sword} {sacrist}", f"equip {spear} {knight}")
    bd = t.breakdown("Ghul")
    assert bd.line(lord).attack == 0 and bd.line(knight).attack == 0 and bd.line(spear).attack == 0
    assert bd.line(sword).attack == 0
    assert bd.line(sacrist).attack == 2 + 2  # its own 2 and the Lord's +2 to a non-Fighter
    assert (bd.light, bd.total) == (1, 4)
    t.do("attack [Ghul]")
    answer_all(t)
    assert curses(t) == []  # a Fighter was there: no curse
    assert not result(t).won and result(t).total == 4


def test_ghul_gives_a_curse_to_a_party_without_a_fighter(table):
    t = advance(table, ["Drua Sacrist", "Drua Cursesworn", "Torch"], ["Ghul"] + QUIET[1:], choice="dungeon")
    t.do("attack [Ghul]")
    answer_all(t)
    assert len(curses(t)) == 1 and curses(t, 1) == []
    assert (result(t).won, result(t).total) == (False, 2 + 3)


# --- Ifrit: rangers and bows ----------------------------------------------------------------------------

def test_ifrit_zeroes_rangers_and_curses_a_party_without_one(table):
    t = advance(table, ["Bhoidwood Stalker", "Criochan Knight", "Torch"], ["Ifrit"] + QUIET[1:], choice="dungeon")
    bd = t.breakdown("Ifrit")
    assert bd.line(t.card("Bhoidwood Stalker")).attack == 0 and bd.total == 5
    t.do("attack [Ifrit]")
    answer_all(t)
    assert curses(t) == []
    without = advance(table, ["Criochan Knight", "Criochan Sergeant", "Torch"], ["Ifrit"] + QUIET[1:],
                      choice="dungeon")
    without.do("attack [Ifrit]")
    answer_all(without)
    assert len(curses(without)) == 1


# --- Iblis: no immunity; a curse without a Cleric; only Heroes give light --------------------------------

def test_iblis_cancels_every_light_but_the_heroes_and_curses_a_party_without_a_cleric(table):
    t = advance(table, ["Criochan Captain", "Criochan Knight", "Thundermage Summoner", "Torch", "Torch"],
                [QUIET[0], "Iblis", "Griffon", "Nixie"], choice="dungeon")
    before = t.breakdown("Iblis")  # rank 2: light 1 + 1 + 1 cancels the darkness
    assert (before.light, before.light_penalty, before.total) == (3, 0, 15)
    t.do("attack [Iblis]")
    answer_all(t)
    assert (result(t).total, result(t).won) == (14, True)  # only the Summoner's light: 1 point of darkness left
    assert len(curses(t)) == 1


def test_iblis_leaves_a_fighter_its_attack_and_spares_a_party_with_a_cleric(table):
    t = advance(table, ["Criochan Knight", "Drua Sacrist", "Torch"], [QUIET[0], "Iblis", "Griffon", "Nixie"],
                choice="dungeon")
    assert t.breakdown("Iblis").line(t.card("Criochan Knight")).attack == 5
    t.do("attack [Iblis]")
    answer_all(t)
    assert curses(t) == [] and result(t).total == 5 + 2 - 2  # the Torch's light cancelled: darkness 2 left


# --- Marid: thieves; no Spoils ----------------------------------------------------------------------------

def test_marid_zeroes_thieves_and_cancels_every_spoils_ability(table):
    t = advance(table, ["Aird Cutpurse", "Glamercast Maestro", "Criochan Captain", "Criochan Knight", "Torch"],
                ["Marid"] + QUIET[1:], choice="dungeon")
    bd = t.breakdown("Marid")
    assert bd.line(t.card("Aird Cutpurse")).attack == 0 and bd.line(t.card("Glamercast Maestro")).magic == 0
    t.do("attack [Marid]")
    answer_all(t)
    assert result(t).won and curses(t) == []  # a Thief was there
    assert "cancelled every Spoils ability" in t.refused("use [Glamercast Maestro] 1")


def test_marid_curses_a_party_without_a_thief(table):
    t = advance(table, ["Criochan Captain", "Criochan Knight", "Torch"], ["Marid"] + QUIET[1:], choice="dungeon")
    t.do("attack [Marid]")
    answer_all(t)
    assert len(curses(t)) == 1


# --- Majnun: wizards and spells -----------------------------------------------------------------------------

def test_majnun_zeroes_wizards_and_spells_and_curses_a_party_without_a_wizard(table):
    t = advance(table, ["Thundermage Evoker", "Fireball", "Criochan Knight", "Torch"], ["Majnun"] + QUIET[1:],
                choice="dungeon")
    bd = t.breakdown("Majnun")
    assert bd.line(t.card("Thundermage Evoker")).magic == 0 and bd.line(t.card("Fireball")).magic == 0
    assert bd.light == 2 + 1 + 1  # the Evoker's and the Fireball's light still count (and the Torch's)
    t.do("attack [Majnun]")
    answer_all(t)
    assert curses(t) == [] and result(t).total == 5
    without = advance(table, ["Criochan Knight", "Torch"], ["Majnun"] + QUIET[1:], choice="dungeon")
    without.do("attack [Majnun]")
    answer_all(without)
    assert len(curses(without)) == 1
