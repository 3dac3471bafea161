"""The promotional hero Harruli (Initiate, Spellsword, Avatar), and how a promo set reaches a random
setup: chosen with a box, its hero type joins that box's hero randomizers; alone it deals no game."""

from __future__ import annotations

import pytest

from game.engine.errors import SetupError
from game.engine.sets import first_game_sets, playable_sets
from game.engine.setup import random_setup, resolve

HALL = ["Harpy", "Half-Ogre", "Griffon"]


@pytest.mark.parametrize("name, level, count, strength, cost, vp, up, attack", [
    ("Harruli Initiate", 1, 6, 5, 6, 0, 2, 1),
    ("Harruli Spellsword", 2, 4, 6, 9, 0, 3, 2),
    ("Harruli Avatar", 3, 2, 7, 12, 2, None, 4),
])
def test_each_harruli_has_its_printed_facts(catalog, name, level, count, strength, cost, vp, up, attack):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.set, d.group, d.kind, d.level, d.count, d.classes) == ("promo", "harruli", "hero", level, count,
                                                                       ("Fighter", "Wizard"))
    assert (d.strength, d.cost, d.vp, d.level_up_xp, d.attack, d.magic, d.gold, d.light) == (
        strength, cost, vp, up, attack, 0, 0, 0)


@pytest.mark.parametrize("name, attack, per_spell", [("Harruli Initiate", 1, 1), ("Harruli Spellsword", 2, 2)])
def test_harruli_initiate_and_spellsword_gain_magic_attack_per_revealed_spell(table, name, attack, per_spell):
    t = table(players=[{"hand": [name, "Frost Bolt", "Polymorph", "Torch"]}, {}], hall=HALL, choice="dungeon")
    line = t.breakdown("Harpy").line(t.card(name))
    assert (line.attack, line.magic) == (attack, 2 * per_spell)


def test_harruli_initiate_gains_no_magic_attack_without_a_spell(table):
    t = table(players=[{"hand": ["Harruli Initiate", "Torch"]}, {}], hall=HALL, choice="dungeon")
    line = t.breakdown("Harpy").line(t.card("Harruli Initiate"))
    assert (line.attack, line.magic) == (1, 0)


def test_harruli_avatar_takes_the_spell_among_the_top_three_cards_and_discards_the_rest(table):
    t = table(players=[{"hand": ["Harruli Avatar"], "deck": ["Torch", "Frost Bolt", "Dagger", "Militia"]}, {}],
              hall=HALL, choice="dungeon")
    t.do("use [Harruli Avatar] 0")
    assert t.names("p0.hand") == ["Harruli Avatar", "Frost Bolt"]
    assert sorted(t.names("p0.discard")) == ["Dagger", "Torch"]
    assert t.names("p0.deck") == ["Militia"]


def test_harruli_avatar_chooses_among_several_spells(table):
    t = table(players=[{"hand": ["Harruli Avatar"], "deck": ["Frost Bolt", "Fireball", "Dagger"]}, {}],
              hall=HALL, choice="dungeon")
    t.do("use [Harruli Avatar] 0", "choose [Fireball]")
    assert t.names("p0.hand") == ["Harruli Avatar", "Fireball"]
    assert sorted(t.names("p0.discard")) == ["Dagger", "Frost Bolt"]


def test_harruli_avatar_without_a_spell_discards_all_three(table):
    t = table(players=[{"hand": ["Harruli Avatar"], "deck": ["Torch", "Dagger", "Militia", "Scout"]}, {}],
              hall=HALL, choice="dungeon")
    t.do("use [Harruli Avatar] 0")
    assert t.names("p0.hand") == ["Harruli Avatar"]
    assert t.names("p0.deck") == ["Scout"]


# --- the promos in a random setup ------------------------------------------------------------------


def test_the_promos_are_offered_as_a_set_but_have_no_first_game(catalog):
    assert "promo" in playable_sets(catalog)
    assert "promo" not in first_game_sets(catalog)


def test_chosen_with_a_box_the_harruli_joins_its_hero_randomizers(catalog):
    dealt = [resolve(catalog, random_setup(["A", "B"], ["dragonspire", "promo"]), seed) for seed in range(40)]
    assert any("harruli" in s.heroes for s in dealt)
    assert all(len(s.heroes) == 4 and all(catalog.groups[g].kind == "monster" for g in s.monsters) for s in dealt)


def test_without_the_promos_the_harruli_is_never_dealt(catalog):
    for seed in range(40):
        assert "harruli" not in resolve(catalog, random_setup(["A", "B"], ["dragonspire"]), seed).heroes


def test_the_promos_alone_deal_no_game(catalog):
    with pytest.raises(SetupError, match="bring no monsters of their own; choose them with a box"):
        resolve(catalog, random_setup(["A", "B"], ["promo"]), 1)
