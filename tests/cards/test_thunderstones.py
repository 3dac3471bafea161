"""The Dragonspire Thunderstones: Stone of Terror and Stone of Scorn (cards/dragonspire/stone_of_*.yaml).

Rulebook: Winning the Game (every card a player owns scores); glossary entries for both Stones.
"""

from __future__ import annotations

import pytest

from game.engine.rules import scoring

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def position(table, *players):
    return table(players=[dict(p) for p in players], hall=HALL)


@pytest.mark.parametrize("name, vp", [("Stone of Terror", 0), ("Stone of Scorn", 1)])
def test_thunderstones_have_their_printed_values(catalog, name, vp):
    d = by_name(catalog, name)
    assert (d.kind, d.count, d.vp, d.classes) == ("thunderstone", 1, vp, ("Thunderstone",))


# --- Stone of Terror ------------------------------------------------------------------------------

def test_stone_of_terror_alone_scores_nothing(table):
    t = position(table, {"discard": ["Stone of Terror", "Militia"]}, {})
    assert scoring.breakdown(t.game, 0).get("Thunderstones") == 0
    assert scoring.score(t.game, 0) == 0


def test_stone_of_terror_scores_2_for_each_other_thunderstone_owned(table):
    t = position(table, {"deck": ["Stone of Scorn"], "discard": ["Stone of Terror"], "hand": ["Harpy"]},
                 {"discard": ["Harpy"]})
    # Terror 2 (one other Stone) + Scorn 1 (the other player does not own more Monsters) + Harpy 1
    assert scoring.breakdown(t.game, 0) == {"Thunderstones": 3, "Monsters": 1}
    assert scoring.score(t.game, 0) == 4


def test_stone_of_terror_counts_thunderstones_in_every_pile_the_player_owns(table):
    t = position(table, {"hand": ["Stone of Terror"], "aside": ["Stone of Scorn"]}, {"hand": ["Harpy"]})
    terror = t.card("Stone of Terror")
    assert scoring.score_card(t.game, 0, terror) == 2


def test_stone_of_terror_draws_2_cards_in_the_dungeon(table):
    t = table(players=[{"hand": ["Stone of Terror"], "deck": ["Torch", "Dagger", "Militia"]}, {}], hall=HALL,
              choice="dungeon")
    t.do("use [Stone of Terror] 0")
    assert t.names("p0.hand") == ["Stone of Terror", "Torch", "Dagger"]
    assert t.names("p0.deck") == ["Militia"]


# --- Stone of Scorn -------------------------------------------------------------------------------

def test_stone_of_scorn_is_worth_5_when_every_other_player_owns_more_monsters(table):
    t = position(table,
                 {"discard": ["Stone of Scorn", "Harpy"]},
                 {"deck": ["Harpy"], "hand": ["Basilisk"]},
                 {"discard": ["Plague Zombie", "Medusa", "Minotaur"]})
    scorn = t.card("Stone of Scorn")
    assert scoring.score_card(t.game, 0, scorn) == 5
    assert scoring.breakdown(t.game, 0) == {"Thunderstones": 5, "Monsters": 1}


def test_stone_of_scorn_is_worth_1_when_another_player_owns_as_many_monsters(table):
    t = position(table,
                 {"discard": ["Stone of Scorn", "Harpy"]},
                 {"deck": ["Harpy", "Basilisk"]},
                 {"discard": ["Medusa"]})
    assert scoring.score_card(t.game, 0, t.card("Stone of Scorn")) == 1


def test_stone_of_scorn_is_worth_1_when_another_player_owns_fewer_monsters(table):
    t = position(table, {"discard": ["Stone of Scorn", "Harpy", "Harpy"]}, {"deck": ["Harpy", "Harpy", "Harpy"]},
                 {"discard": ["Medusa"]})
    assert scoring.score_card(t.game, 0, t.card("Stone of Scorn")) == 1


def test_stone_of_scorn_with_no_monsters_against_a_player_with_one(table):
    t = position(table, {"hand": ["Stone of Scorn", "Militia"]}, {"aside": ["Harpy"]})
    assert scoring.score(t.game, 0) == 5


def test_stone_of_scorn_counts_only_monster_cards(table):
    t = position(table, {"hand": ["Stone of Scorn"]}, {"discard": ["Militia", "Disease", "Stone of Terror"]})
    assert scoring.score(t.game, 0) == 1


# --- Stone of Mystery (the base set's Thunderstone, cards/base/stone_of_mystery.yaml) ---------------

def test_stone_of_mystery_has_its_printed_values(catalog):
    d = by_name(catalog, "Stone of Mystery")
    assert (d.set, d.kind, d.count, d.vp, d.classes, d.abilities, d.score) == (
        "base", "thunderstone", 1, 3, ("Thunderstone",), (), ())


def test_stone_of_mystery_is_worth_3_victory_points(table):
    t = position(table, {"discard": ["Stone of Mystery", "Harpy"]}, {})
    assert scoring.score_card(t.game, 0, t.card("Stone of Mystery")) == 3
    assert scoring.breakdown(t.game, 0) == {"Thunderstones": 3, "Monsters": 1}


def test_stone_of_mystery_counts_as_another_thunderstone_for_the_stone_of_terror(table):
    t = position(table, {"deck": ["Stone of Terror"], "discard": ["Stone of Mystery"]}, {})
    assert scoring.score(t.game, 0) == 5  # Terror 2 for one other Stone, Mystery 3


def test_stone_of_mystery_breaks_a_tie_for_its_holder(table):
    t = position(table, {"discard": ["Stone of Mystery"]}, {"discard": ["Basilisk"]})  # 3 VP and 3 VP
    scores = {0: scoring.score(t.game, 0), 1: scoring.score(t.game, 1)}
    assert scores == {0: 3, 1: 3}
    assert scoring.winners(t.game, scores) == [0]
