"""Undead Liches: Deathbringer, Destiny, Grave Knight, Lich Lord, Tomb Haunt (cards/dragonspire/undead_lich.yaml).

Rulebook: Traits (Magic Attack Immunity, the Liches' own example), Battle Effects (an effect that
lowers Strength counts before the monster can be defeated, and a Weapon its Hero can no longer
carry gives nothing), Resolving Battles (a Hero that fell to 0 Strength is destroyed when the battle
is over), Zero (Strength never goes below 0, attack may).
"""

from __future__ import annotations

import pytest

from game.engine.events import BattleResolved

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]
DECK = ["Militia"] * 6
LICHES = ["Deathbringer", "Destiny", "Grave Knight", "Lich Lord", "Tomb Haunt"]


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def dungeon_table(table, hand, monster, dungeon=("Plague Zombie",)):
    hall = [monster] + [m for m in HALL if m != monster][:2]
    return table(players=[{"hand": list(hand), "deck": DECK}, {"deck": DECK}], hall=hall,
                 dungeon=list(dungeon), choice="dungeon")


def doomed(t):
    return sorted(t.game.name(c) for c in t.state.turn.doomed)


def resolved(t):
    return next(e for e in t.events if isinstance(e, BattleResolved))




# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, count, gold, vp, xp, health", [
    ("Deathbringer", 2, 2, 4, 2, 6),
    ("Destiny", 2, 3, 6, 3, 7),
    ("Grave Knight", 3, 2, 2, 1, 4),
    ("Lich Lord", 1, 3, 8, 3, 8),
    ("Tomb Haunt", 2, 2, 3, 1, 5),
])
def test_liches_have_their_printed_values(catalog, name, count, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.count, d.gold, d.vp, d.xp, d.health) == ("monster", count, gold, vp, xp, health)
    assert d.classes == ("Undead", "Lich")


# --- magic attack immunity -------------------------------------------------------------------------

@pytest.mark.parametrize("name", LICHES)
def test_magic_attack_does_nothing_against_a_lich_but_light_still_counts(table, name):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Belzur Curate", "Militia", "Soul Gem"], name)
    bd = t.breakdown(name)
    assert (bd.attack, bd.magic, bd.light, bd.light_penalty, bd.total) == (1, 0, 1, 0, 1)
    assert "magic attack does nothing" in bd.line("Frost Bolt").notes[0]


@pytest.mark.parametrize("name", LICHES)
def test_spells_alone_never_defeat_a_lich(table, name):
    t = dungeon_table(table, ["Frost Bolt"] * 4 + ["Torch"], name)
    t.do(f"attack [{name}]")
    assert not resolved(t).won and resolved(t).total == 0
    assert t.names("dungeon") == ["Plague Zombie", name]


@pytest.mark.parametrize("name, health", [("Deathbringer", 6), ("Destiny", 7), ("Grave Knight", 4),
                                          ("Tomb Haunt", 5)])
def test_physical_attack_equal_to_the_health_defeats_a_lich(table, name, health):
    t = dungeon_table(table, ["Torch"] + ["Militia"] * health, name)
    t.do(f"attack [{name}]")
    assert (resolved(t).total, resolved(t).won) == (health, True)
    assert t.names("p0.discard")[0] == name and t.state.players[0].xp == by_name(t.game.catalog, name).xp


# --- Deathbringer and Destiny ----------------------------------------------------------------------

def test_deathbringer_destroys_a_spell_of_the_players_choice(table):
    t = dungeon_table(table, ["Frost Bolt", "Polymorph", "Militia", "Torch"], "Deathbringer")
    t.do("attack [Deathbringer]")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Frost Bolt", "Polymorph"]
    t.do(f"choose {t.card('Polymorph')}")
    assert doomed(t) == ["Polymorph"]
    t.do("end")
    assert t.names("destroyed") == ["Polymorph"]


def test_deathbringer_leaves_a_party_without_spells_alone(table):
    t = dungeon_table(table, ["Militia", "Soul Gem", "Torch"], "Deathbringer")
    t.do("attack [Deathbringer]")
    assert t.state.prompt is None and doomed(t) == []


@pytest.mark.parametrize("hand, choices", [
    (["Belzur Curate", "Militia", "Half-Orc Raider", "Torch"], None),
    (["Gorinth Amateur", "Militia", "Torch"], None),
    (["Gorinth Amateur", "Belzur Curate", "Stoneguard Brute", "Torch"], ["Belzur Curate", "Gorinth Amateur"]),
])
def test_destiny_destroys_a_cleric_or_a_wizard(table, hand, choices):
    t = dungeon_table(table, hand, "Destiny")
    t.do("attack [Destiny]")
    if choices is None:
        assert t.state.prompt is None
        assert doomed(t) == [hand[0]]
    else:
        assert sorted(t.game.name(c) for c in t.state.prompt.options) == choices
        t.do(f"choose {t.card('Belzur Curate')}")
        assert doomed(t) == ["Belzur Curate"]


def test_destiny_spares_fighters_and_militia(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Half-Orc Raider", "Militia", "Torch"], "Destiny")
    t.do("attack [Destiny]")
    assert doomed(t) == [] and resolved(t).total == 3 + 2 + 1


# --- Lich Lord -----------------------------------------------------------------------------------

def test_lich_lord_takes_1_attack_and_4_strength_from_every_hero(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Dagger", "Half-Orc Raider", "Torch"], "Lich Lord")
    t.do("equip [Dagger] [Stoneguard Brute]")
    assert t.breakdown("Lich Lord").total == 3 + 2 + 1 + 2
    t.do("attack [Lich Lord]")
    # Brute: strength 6 - 4 = 2 still carries the Dagger (weight 2); attack 3 + 2 - 1, Dagger 1;
    # Raider: attack 2 - 1, strength 4 - 4 = 0
    assert resolved(t).total == 4 + 1 + 1 and not resolved(t).won
    assert doomed(t) == ["Half-Orc Raider"]  # strength 0: destroyed once the battle is over
    t.do("end")
    assert t.names("destroyed") == ["Half-Orc Raider"]
    assert "Stoneguard Brute" in t.names("p0.discard")


def test_a_weapon_too_heavy_for_the_weakened_hero_gives_nothing(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Guardian Blade", "Torch"], "Lich Lord")
    t.do("equip [Guardian Blade] [Stoneguard Brute]")
    t.do("attack [Lich Lord]")
    bd = t.game.breakdown(t.card("Lich Lord"), rank=1)  # the battle as it was fought (the Lord retreated)
    assert resolved(t).total == 3 + 2 - 1  # the Blade (weight 5) falls from strength 2; still equipped
    assert "too heavy" in bd.line("Guardian Blade").notes[0]


def test_lich_lord_takes_attack_even_from_a_hero_without_any(table):
    t = dungeon_table(table, ["Stoneguard Tanker", "Belzur Curate", "Torch"], "Lich Lord")
    t.do("attack [Lich Lord]")
    assert resolved(t).total == (6 - 1) + (0 - 1)  # the Curate's magic counts for nothing here
    assert doomed(t) == ["Belzur Curate"]  # strength 4 - 4


def test_a_strong_armed_party_still_defeats_lich_lord(table):
    t = dungeon_table(table, ["Stoneguard Tanker", "Dagger", "Torch"], "Lich Lord")
    t.do("equip [Dagger] [Stoneguard Tanker]")  # strength 8 - 4 = 4 keeps the Dagger
    t.do("attack [Lich Lord]")
    assert resolved(t).total == 6 + 4 - 1 + 1 and resolved(t).won
    assert doomed(t) == [] and t.state.players[0].xp == 3


def test_lich_lord_in_hand_weakens_no_one(table):
    t = dungeon_table(table, ["Lich Lord", "Militia", "Militia", "Torch"], "Harpy")
    t.do("attack [Harpy]")
    assert resolved(t).total == 2 and doomed(t) == []


# --- Tomb Haunt ----------------------------------------------------------------------------------

@pytest.mark.parametrize("hand, won", [(["Militia"] * 5 + ["Torch"], True), (["Torch"], False)])
def test_tomb_haunt_gives_a_disease_win_or_lose(table, hand, won):
    t = dungeon_table(table, hand, "Tomb Haunt")
    t.do("attack [Tomb Haunt]")
    assert resolved(t).won is won
    assert t.names("p0.discard").count("Disease") == 1
    assert t.names("p1.discard").count("Disease") == 0
