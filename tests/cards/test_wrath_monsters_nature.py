"""Elemental Nature (Wrath of the Elements): Air Wrath, Earth Wrath, Fire Wrath, Thunder Wrath and
Water Wrath (cards/wrath/elemental_nature.yaml; Wrath's Water Wrath has the key wrath_water_wrath,
Dragonspire's Hydra is water_wrath).

Rulebook (Dragonspire, and Doomgate's list of every set's Traits): Cannot be Attacked if [Something] is
Activated/Equipped (a card of that kind in hand may be left unused, and then the monster may be
attacked), Half-Attack Without [Something] Present, Immune to Spells, Immune to Unequipped Heroes,
Light Penalties Cannot be Reduced, Magic Attack Required, Trophies (a light value makes a trophy),
Battle Effects (a destroyed card fights on until the battle ends).
Readings chosen: Earth Wrath's battle half-damage is the Half-Attack trait (after every modifier,
before the light penalty); an Elemental "revealed from your hand" is an Elemental monster trophy in
hand. Thunder Wrath's "Spell activated" is a Spell used (an ability or its bonus), a Weapon equipped
is a Weapon used; its random card is drawn from the hand's cards still in play, after a shuffle by
the game's generator, and a non-Elemental one is destroyed when the battle ends. Water Wrath
destroys each Hero that carries no Weapon and has no Magic Attack of its own (printed, a bonus, or
an ability that gains it).
"""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalAction
from game.engine.events import CardsRevealed, Shuffled
from tests.cards.dungeon_helpers import doomed, dungeon_table, resolved

NATURE = ["Air Wrath", "Earth Wrath", "Fire Wrath", "Thunder Wrath", "wrath_water_wrath"]


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("key, gold, light, vp, xp, health", [
    ("air_wrath", 1, 0, 2, 1, 5),
    ("earth_wrath", 1, 0, 7, 2, 7),
    ("fire_wrath", 1, 1, 4, 2, 6),
    ("thunder_wrath", 1, 0, 8, 3, 9),
    ("wrath_water_wrath", 1, 0, 5, 1, 5),
])
def test_nature_elementals_have_their_printed_values(catalog, key, gold, light, vp, xp, health):
    d = catalog.cards[key]
    assert (d.set, d.group, d.kind, d.count) == ("wrath", "elemental_nature", "monster", 2)
    assert (d.gold, d.light, d.vp, d.xp, d.health) == (gold, light, vp, xp, health)
    assert d.classes == ("Elemental", "Nature")


def test_the_two_water_wraths_are_told_apart_by_their_set(catalog):
    wrath, hydra = catalog.cards["wrath_water_wrath"], catalog.cards["water_wrath"]
    assert wrath.name == hydra.name == "Water Wrath"
    assert (wrath.set, hydra.set) == ("wrath", "dragonspire")
    assert catalog.label("wrath_water_wrath") == "Water Wrath (Wrath of the Elements)"
    assert catalog.label("water_wrath") == "Water Wrath (Dragonspire)"


# --- Air Wrath -----------------------------------------------------------------------------------

def test_air_wrath_can_be_attacked_with_an_unused_spell_in_hand_which_adds_nothing(table):
    t = dungeon_table(table, ["Militia"] * 5 + ["Frost Bolt", "Torch"], "Air Wrath")
    bd = t.breakdown("Air Wrath")
    assert bd.attackable and bd.line("Frost Bolt").magic == 0
    assert (bd.attack, bd.magic, bd.total) == (5, 0, 5)
    t.do("attack [Air Wrath]")
    assert resolved(t).won and t.names("p0.discard") == ["Air Wrath"]


def test_air_wrath_cannot_be_attacked_once_a_spell_was_used_this_turn(table):
    t = dungeon_table(table, ["Militia"] * 5 + ["Battle Fury", "Torch"], "Air Wrath")
    t.do("use [Battle Fury] 0")
    assert "Spell" in t.refused("attack [Air Wrath]")
    t.do("attack [Harpy]")  # another monster still may be
    assert resolved(t).won


# --- Earth Wrath ---------------------------------------------------------------------------------

def test_earth_wrath_halves_the_attack_without_an_elemental_in_hand(table):
    t = dungeon_table(table, ["Frost Bolt", "Stoneguard Brute", "Veteran Warrior", "Militia", "Torch"], "Earth Wrath")
    bd = t.breakdown("Earth Wrath")
    assert (bd.attack, bd.magic, bd.total) == (7, 3, 5)  # 10 halved, then no light penalty left
    assert "attack halved: no Elemental" in bd.notes
    t.do("attack [Earth Wrath]")
    assert not resolved(t).won and t.state.dungeon[-1] == t.card("Earth Wrath")


@pytest.mark.parametrize("elemental", ["Ember", "Air Wrath"])
def test_an_elemental_trophy_in_hand_keeps_the_full_attack_against_earth_wrath(table, elemental):
    t = dungeon_table(table, ["Frost Bolt", "Stoneguard Brute", "Veteran Warrior", "Militia", "Torch", elemental],
                      "Earth Wrath")
    bd = t.breakdown("Earth Wrath")
    assert bd.total == 10 and bd.wins
    t.do("attack [Earth Wrath]")
    assert resolved(t).won


def test_earth_wrath_needs_magic_attack_however_great_the_attack(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Veteran Warrior", "Veteran Warrior", "Ember"], "Earth Wrath")
    bd = t.breakdown("Earth Wrath")
    assert bd.total == 9 and bd.failed_requirement == "needs at least 1 magic attack" and not bd.wins
    t.do("attack [Earth Wrath]")
    assert not resolved(t).won


# --- Fire Wrath ----------------------------------------------------------------------------------

def test_fire_wrath_takes_nothing_from_spells_or_unequipped_heroes_but_their_light_counts(table):
    t = dungeon_table(table, ["Fireball", "Militia", "Stoneguard Brute", "Dagger"], "Fire Wrath")
    t.do("equip [Dagger] [Stoneguard Brute]")
    bd = t.breakdown("Fire Wrath")
    assert (bd.line("Fireball").magic, bd.line("Fireball").light) == (0, 1)
    assert bd.line("Militia").attack == 0
    assert bd.line("Stoneguard Brute").attack == 5 and bd.line("Dagger").attack == 1
    assert (bd.light_penalty, bd.total) == (0, 6)
    t.do("attack [Fire Wrath]")
    assert resolved(t).won


def test_fire_wrath_in_hand_is_a_trophy_giving_light_1(table):
    t = dungeon_table(table, ["Militia", "Militia", "Fire Wrath"], "Harpy")
    bd = t.breakdown("Harpy")
    assert (bd.line("Fire Wrath").light, bd.light_penalty, bd.total) == (1, 0, 2)


# --- Thunder Wrath -------------------------------------------------------------------------------

def test_thunder_wrath_cannot_be_attacked_with_a_weapon_equipped(table):
    t = dungeon_table(table, ["Militia"] * 8 + ["Dagger", "Torch"], "Thunder Wrath")
    t.do("equip [Dagger] [Militia]")
    assert "Weapon is equipped" in t.refused("attack [Thunder Wrath]")
    t.do("unequip [Dagger]", "attack [Thunder Wrath]")  # taken off again, the Dagger is left unused
    assert resolved(t).total == 8


def test_thunder_wrath_cannot_be_attacked_after_a_spell_was_used(table):
    t = dungeon_table(table, ["Militia"] * 8 + ["Battle Fury", "Torch"], "Thunder Wrath")
    t.do("use [Battle Fury] 0")
    assert "Spell" in t.refused("attack [Thunder Wrath]")


def test_unused_spells_and_weapons_are_set_aside_against_thunder_wrath(table):
    t = dungeon_table(table, ["Militia"] * 9 + ["Frost Bolt", "Dagger", "Torch"], "Thunder Wrath")
    bd = t.breakdown("Thunder Wrath")
    assert bd.attackable and bd.line("Frost Bolt").magic == 0 and bd.total == 9
    t.do("attack [Thunder Wrath]")
    assert resolved(t).won


def test_thunder_wrath_shuffles_the_hand_and_destroys_the_random_card_it_reveals(table):
    t = dungeon_table(table, ["Militia"] * 9 + ["Torch", "Dagger", "Iron Rations"], "Thunder Wrath")
    t.do("attack [Thunder Wrath]")
    shuffle = next(e for e in t.events if isinstance(e, Shuffled))
    shown = [e for e in t.events if isinstance(e, CardsRevealed)]
    assert shuffle.zone == "p0.hand" and [e.cards for e in shown] == [(shuffle.order[0],)]
    assert t.state.turn.doomed == [shuffle.order[0]]  # none of them is an Elemental
    assert resolved(t).won and resolved(t).total == 9  # a destroyed Militia still fought
    picked = t.game.name(shuffle.order[0])
    t.do("end")
    assert t.names("destroyed") == [picked]


def test_thunder_wrath_spares_a_revealed_elemental(table):
    t = dungeon_table(table, ["Ember", "Fire Wrath", "Air Wrath"], "Thunder Wrath")
    t.do("attack [Thunder Wrath]")
    assert len([e for e in t.events if isinstance(e, CardsRevealed)]) == 1
    assert doomed(t) == []
    t.do("end")
    assert t.names("destroyed") == []


def test_the_random_card_comes_from_the_games_generator(table):
    def picked(rng_state):
        t = dungeon_table(table, ["Militia", "Torch", "Dagger", "Iron Rations", "Frost Bolt"], "Thunder Wrath")
        t.state.rng = rng_state  # the generator's state, as a game in progress would have it
        t.do("attack [Thunder Wrath]")
        return doomed(t)
    assert picked(3) == picked(3)
    assert len({tuple(picked(s)) for s in range(8)}) > 1


# --- Water Wrath ---------------------------------------------------------------------------------

def test_light_does_not_lower_water_wraths_penalty(table):
    t = dungeon_table(table, ["Militia"] * 4 + ["Torch", "Lantern"], "wrath_water_wrath")
    bd = t.breakdown("Water Wrath")
    assert (bd.light, bd.light_penalty, bd.total) == (3, 1, 4 - 2)


def test_water_wrath_destroys_every_hero_with_neither_a_weapon_nor_magic_attack(table):
    hand = ["Militia", "Militia", "Stoneguard Brute", "Dagger", "Elf Wizard", "Torch", "Veteran Warrior"]
    t = dungeon_table(table, hand, "wrath_water_wrath")
    t.do("equip [Dagger] [Stoneguard Brute]", "attack [Water Wrath]")
    assert t.state.prompt is None
    assert doomed(t) == ["Militia", "Militia", "Veteran Warrior"]  # the armed Brute and the Wizard stay
    assert resolved(t).total == 1 + 1 + 5 + 1 + 2 + 3 - 2 and resolved(t).won  # the doomed still fight
    t.do("end")
    assert sorted(t.names("destroyed")) == ["Militia", "Militia", "Veteran Warrior"]


def test_water_wrath_leaves_a_party_of_armed_and_magic_heroes_alone(table):
    t = dungeon_table(table, ["Regian Cleric", "Militia", "Dagger"], "wrath_water_wrath")
    t.do("equip [Dagger] [Militia]", "attack [Water Wrath]")
    assert doomed(t) == []


@pytest.mark.parametrize("monster", NATURE)
def test_every_nature_elemental_goes_to_the_victors_discard_pile(table, monster):
    hand = ["Militia"] * 12 + ["Dagger"] * 6 + ["Regian Bishop", "Torch", "Lantern", "Ember"]
    t = dungeon_table(table, hand, monster)
    if monster == "Fire Wrath":  # only armed heroes hurt it
        hand = t.state.players[0].hand
        t.do(*(f"equip {d} {m}" for d, m in zip(hand[12:18], hand[:6], strict=True)))
    name = t.game.name(t.card(monster))
    t.do(f"attack [{monster}]")
    assert resolved(t).won and t.names("p0.discard")[0] == name
    assert t.state.players[0].xp == t.game.defn(t.card(monster)).xp


def test_a_refused_attack_changes_nothing(table):
    t = dungeon_table(table, ["Militia", "Dagger"], "Thunder Wrath")
    t.do("equip [Dagger] [Militia]")
    before = (list(t.state.players[0].hand), dict(t.state.turn.equipment))
    with pytest.raises(IllegalAction):
        t.do("attack [Thunder Wrath]")
    assert (list(t.state.players[0].hand), dict(t.state.turn.equipment)) == before
