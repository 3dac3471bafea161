"""The rulebook's worked examples, played with their own cards (the Village and Dungeon Examples are in
tests/cards/test_village_dragonspire.py).

Light Penalty Example: Water Wrath in rank 1, Ember in rank 2, Earth Tempest in rank 3. Without light
the penalties are 1, 1 and 3 (attack -2, -2, -6): Ember's own Light +1 lowers the penalty of a battle
against it. With one Torch they are 0, 0 and 2 (attack 0, 0, -4).

Resting Example: a hand of Disease, two Militia, a Dagger, a Trader and a Medusa; resting destroys the
Disease (it goes back to its stack), and neither of the Trader's abilities can be used while resting.
"""

from __future__ import annotations

import pytest

from game.engine.events import RestDestroyed

HALL = ["water_wrath", "Ember", "Earth Tempest"]  # Dragonspire's (Wrath has one too)
NEXT = ["Torch", "Torch", "Iron Rations", "Iron Rations", "Dagger", "Dagger"]


def dungeon_table(table, hand):
    return table(players=[{"hand": hand, "deck": ["Militia"] * 6}, {"deck": ["Militia"] * 6}],
                 hall=HALL, dungeon=["Plague Zombie"], choice="dungeon")


# --- Light Penalty Example ---------------------------------------------------------------------------

@pytest.mark.parametrize("monster, rank, darkness, penalty, attack_lost", [
    ("Water Wrath", 1, 1, 1, 2),
    ("Ember", 2, 1, 1, 2),
    ("Earth Tempest", 3, 3, 3, 6),
])
def test_light_penalty_example_without_light(table, monster, rank, darkness, penalty, attack_lost):
    # 7 Militia: attack 7, no light
    t = dungeon_table(table, ["Militia"] * 7)
    bd = t.breakdown(monster)
    assert bd.rank == rank and bd.light == 0
    assert (bd.darkness, bd.light_penalty) == (darkness, penalty)
    assert bd.attack == 7 and bd.total == 7 - attack_lost


@pytest.mark.parametrize("monster, penalty, attack_lost", [
    ("Water Wrath", 0, 0),
    ("Ember", 0, 0),
    ("Earth Tempest", 2, 4),
])
def test_light_penalty_example_with_one_torch(table, monster, penalty, attack_lost):
    t = dungeon_table(table, ["Militia"] * 7 + ["Torch"])
    bd = t.breakdown(monster)
    assert bd.light == 1 and bd.light_penalty == penalty
    assert bd.attack == 7 and bd.total == 7 - attack_lost


def test_embers_light_bonus_counts_only_in_the_battle_against_ember(table):
    # Ember in rank 2 does not lighten rank 3; Earth Tempest keeps its full penalty of 3
    t = dungeon_table(table, ["Militia"] * 4)
    assert [t.breakdown(m).light_penalty for m in HALL] == [1, 1, 3]
    assert t.breakdown("Earth Tempest", rank=2).light_penalty == 2


def test_light_penalty_example_attack_on_ember_with_a_torch_wins_at_full_attack(table):
    # 5 Militia and a Torch: attack 5 with no penalty meets Ember's health of 5
    t = dungeon_table(table, ["Militia"] * 5 + ["Torch"])
    t.do("attack [Ember]")
    assert "Ember" in t.names("p0.discard") and t.state.players[0].xp == 1


def test_light_penalty_example_attack_on_ember_without_light_falls_short(table):
    # 5 Militia without light: 5 - 2 = 3 against health 5; Ember retreats to the bottom of the deck
    t = dungeon_table(table, ["Militia"] * 5)
    t.do("attack [Ember]")
    assert "Ember" not in t.names("p0.discard")
    assert t.names("dungeon")[-1] == "Ember" and t.state.players[0].xp == 0


# --- Resting Example -----------------------------------------------------------------------------

def resting_example(table):
    return table(players=[{"hand": ["Disease", "Militia", "Militia", "Dagger", "Trader", "Medusa"], "deck": NEXT},
                          {"deck": ["Militia"] * 6}],
                 hall=["Harpy", "Half-Ogre", "Orc Warlord"], dungeon=["Basilisk"], choice="rest")


def test_resting_example_destroys_the_disease_which_returns_to_its_stack(table):
    t = resting_example(table)
    disease = t.card("Disease")
    t.do("destroy [Disease]")
    assert RestDestroyed(0, disease) in t.events
    assert t.state.disease[0] == disease and len(t.state.disease) == 11
    assert t.state.destroyed == []
    assert disease not in t.state.player_cards(0)
    t.do("end")
    assert sorted(t.names("p0.discard")) == ["Dagger", "Medusa", "Militia", "Militia", "Trader"]
    assert t.names("p0.hand") == NEXT and t.state.active == 1


@pytest.mark.parametrize("ability", [0, 1])
def test_resting_example_the_traders_abilities_cannot_be_used_when_resting(table, ability):
    t = resting_example(table)
    reason = t.refused(f"use [Trader] {ability}")
    assert reason
    t.do("destroy [Disease]")
    assert t.refused(f"use [Trader] {ability}")
    assert t.names("p0.hand") == ["Militia", "Militia", "Dagger", "Trader", "Medusa"]


def test_resting_example_lists_no_ability_of_the_trader_among_the_legal_actions(table):
    t = resting_example(table)
    trader = t.card("Trader")
    texts = [a.text() for a in t.game.legal_actions()]
    assert not any(x.startswith(f"use {trader} ") for x in texts)
    assert f"destroy {trader}" in texts and f"destroy {t.card('Disease')}" in texts


def test_resting_example_could_destroy_any_one_card_of_the_hand_instead(table):
    for name in ("Militia", "Dagger", "Trader", "Medusa"):
        t = resting_example(table)
        card = t.card(name)
        t.do(f"destroy [{name}]")
        assert t.state.destroyed == [card]
        assert "at most one" in t.refused("destroy [Disease]")
