"""Card data validation of the vocabulary Wrath of the Elements brought: a bad counter, a bad tally, an
unknown trigger or a trait without its number is a CardDataError naming the file, card and field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.catalog import load_catalog
from tests.catalog.test_loader import (
    BAD,
    CARDS,
    HERO,
    MONSTER,
    VILLAGE,
    assert_names,
    load_error,
    write,
)


@pytest.fixture
def cards(tmp_path) -> Path:
    """A copy of the shipped cards/ that a test may spoil."""
    root = tmp_path / "cards"
    shutil.copytree(CARDS, root)
    return root


def test_gain_per_needs_a_known_counter(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: village, do: [gain_per: {stat: gold, per: dragons}]}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].gain_per.per", "'dragons' is not one of")


def test_gain_per_counts_players_or_revealed_cards(cards):
    extra = ("    abilities:\n      - {when: village, do: [gain_per: {stat: gold, per: players}]}\n"
             "      - {when: dungeon, do: [gain_per: {stat: attack, amount: 2, per: {revealed: {kind: hero}}}]}\n")
    write(cards, HERO.format(extra=extra), "test/good.yaml")
    steps = [a.steps[0] for a in load_catalog(cards).cards["test_squire"].abilities]
    assert [s.args["per"] for s in steps] == [{"players": None}, {"revealed": {"kind": "hero"}}]


def test_a_gold_value_is_counted_of_chosen_or_discarded_cards_only(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: village, do: [gain: {stat: gold, amount: {gold_of: burnt}}]}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].gain.amount.gold_of", "'burnt' is not one of")


@pytest.mark.parametrize("trigger", ["equipped", "rank0_end_of_turn"])
def test_the_new_triggers_are_known(cards, trigger):
    write(cards, VILLAGE.format(extra=f"    abilities:\n      - {{when: {trigger}, do: [gain_disease: 1]}}\n"),
          "test/good.yaml")
    assert load_catalog(cards).cards["test_blade"].abilities[0].trigger == trigger


def test_a_global_health_bonus_needs_a_number(cards):
    write(cards, MONSTER.format(extra="    traits: [global_health_bonus]\n"))
    err = load_error(cards)
    assert "global_health_bonus needs a value" in str(err) and err.field == "traits[0]"


def test_if_chosen_needs_its_then_steps(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: village, cost: [destroy: {}], do: [if_chosen: {filter: {kind: hero}}]}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].if_chosen.then", "missing")
