"""Card data validation of the vocabulary the Doomgate and promo monsters brought: the trait health_bonus,
the condition any_of, the filter level, the ranking total_attack and a card-level `set` (a promo card in
another set's group). Each bad value is a CardDataError naming the file, the card and the field."""

from __future__ import annotations

import pytest

from game.catalog import CardDataError
from game.catalog.loader import load_file

FILE = "cards/doomgate/test.yaml"


def monster(extra: str, group_set: str = "doomgate") -> bytes:
    return f"""\
set: {group_set}
group: test_cultists
name: Test Cultists
kind: monster
cards:
  - name: Test Cultist
    count: 2
    classes: [Cultist]
    health: 5
{extra}""".encode()


def error(extra: str, group_set: str = "doomgate") -> CardDataError:
    with pytest.raises(CardDataError) as info:
        load_file(monster(extra, group_set), FILE)
    return info.value


def test_a_health_bonus_loads_with_its_counter_and_conditions():
    _, (d,) = load_file(monster("""\
    traits:
      - health_bonus: {amount: 3, when: {any_of: [{revealed: {kind: hero, level: 2}}, {other_in_hall: {class: X}}]}}
"""), FILE)
    (t,) = d.traits
    assert t.name == "health_bonus"
    assert t.param == {"amount": 3, "when": {"any_of": [{"revealed": {"kind": "hero", "level": 2}},
                                                        {"other_in_hall": {"class": "X"}}]}}


@pytest.mark.parametrize("trait, field, words", [
    ("{health_bonus: {per: player_xp}}", "traits[0].health_bonus.amount", "missing"),
    ("{health_bonus: {amount: 0}}", "traits[0].health_bonus.amount", "at least 1"),
    ("{health_bonus: {amount: 2, each: 1}}", "traits[0].health_bonus.each", "unknown field"),
    ("{health_bonus: {amount: 2, per: {hall: {}}}}", "traits[0].health_bonus.per", "is not one of"),
    ("{health_bonus: {amount: 2, per: {other_in_hall: {colour: red}}}}",
     "traits[0].health_bonus.per.other_in_hall.colour", "unknown field"),
    ("{health_bonus: {amount: 2, when: {any_of: []}}}", "traits[0].health_bonus.when.any_of", "at least one"),
    ("{health_bonus: {amount: 2, when: {any_of: [{rank_is: one}]}}}",
     "traits[0].health_bonus.when.any_of[0].rank_is", "whole number"),
    ("{health_bonus: 3}", "traits[0].health_bonus", "mapping"),
    ("{global_protects: [EvilDruid]}", "traits[0].global_protects", "text"),
])
def test_a_bad_health_bonus_or_protection_names_the_field(trait, field, words):
    err = error(f"    traits: [{trait}]\n")
    assert (err.file, err.card, err.field) == (FILE, "Test Cultist", field)
    assert words in str(err)


def test_a_bad_level_filter_and_an_unknown_ranking_are_refused():
    err = error("    abilities: [{when: battle, do: [destroy: {filter: {level: two}}]}]\n")
    assert err.field == "abilities[0].do[0].destroy.filter.level"
    err = error("    abilities: [{when: battle, do: [destroy: {filter: {kind: hero}, most: attack}]}]\n")
    assert err.field == "abilities[0].do[0].destroy.most" and "total_attack" in str(err)


def test_a_card_of_the_promo_set_joins_a_group_of_another_set():
    group, (d,) = load_file(monster("    set: promo\n"), FILE)
    assert (group.set, d.set, d.group) == ("doomgate", "promo", "test_cultists")


@pytest.mark.parametrize("card_set, words", [("promos", "is not one of"), ("doomgate", "leave `set` out"),
                                             ("basic", "is not one of")])
def test_a_card_level_set_must_be_another_known_set(card_set, words):
    err = error(f"    set: {card_set}\n")
    assert (err.card, err.field) == ("Test Cultist", "set") and words in str(err)
