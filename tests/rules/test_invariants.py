"""The invariants' zone check finds each way a card can be misplaced, and names it: a card in two
zones, a card twice in one zone, a card in no zone, and a location index out of step with the zones
(each fault set up by hand, without an event)."""

from __future__ import annotations

import pytest

from game.engine import invariants
from game.scenario import Position

SPEC = {"players": [{"hand": ["Militia", "Dagger"], "deck": ["Militia"] * 4}, {"deck": ["Torch"] * 3}],
        "hall": ["Harpy", "Half-Ogre", "Orc Warlord"], "dungeon": ["Basilisk"]}


@pytest.fixture
def table(catalog):
    return Position.build(catalog, **SPEC)


def test_a_sound_position_passes(table):
    invariants.check(table.game)


def test_a_card_in_two_zones_is_named_with_both(table):
    st = table.game.state
    dagger = table.card("Dagger")
    st.players[1].deck.append(dagger)

    with pytest.raises(invariants.InvariantError, match=rf"card {dagger} \(Dagger\) is in both p0.hand and p1.deck"):
        invariants.check(table.game)


def test_a_card_twice_in_the_same_zone_is_found(table):
    st = table.game.state
    dagger = table.card("Dagger")
    st.players[0].hand.append(dagger)
    st.players[1].deck.pop()  # the count of cards stays right, so only the repeat gives it away

    with pytest.raises(invariants.InvariantError, match=rf"card {dagger} \(Dagger\) is in both p0.hand and p0.hand"):
        invariants.check(table.game)


def test_a_card_in_no_zone_is_named(table):
    st = table.game.state
    lost = st.players[1].deck.pop()

    with pytest.raises(invariants.InvariantError, match=rf"cards in no zone: \[{lost}\]"):
        invariants.check(table.game)


def test_a_card_whose_index_names_another_zone_is_named(table):
    st = table.game.state
    dagger = table.card("Dagger")
    st.loc[dagger] = "p0.discard"

    with pytest.raises(invariants.InvariantError, match=rf"location index out of date for cards \[{dagger}\]"):
        invariants.check(table.game)


def test_a_card_missing_from_the_index_is_named(table):
    st = table.game.state
    dagger = table.card("Dagger")
    del st.loc[dagger]

    with pytest.raises(invariants.InvariantError, match=rf"location index out of date for cards \[{dagger}\]"):
        invariants.check(table.game)


def test_an_index_entry_for_a_card_that_does_not_exist_is_named(table):
    st = table.game.state
    stray = len(st.cards) + 5
    st.loc[stray] = "p0.hand"

    with pytest.raises(invariants.InvariantError, match=rf"location index out of date for cards \[{stray}\]"):
        invariants.check(table.game)
