"""Humanoids of the base set: Bloodskull Orc, Deadbone Troll, Firebrand Cyclops, Grayskin Lizard, Griknack
Goblin (cards/base/humanoid.yaml).

Rulebook: Battle Effects (they happen whether or not the monster is defeated), Disease Cards (a Disease
gained goes to the discard pile); glossary: Deadbone Troll, Grayskin Lizard (a Battle effect that helps:
armed Heroes hit harder).
"""

from __future__ import annotations

import pytest

from tests.cards.dungeon_helpers import DECK, HALL, by_name, dungeon_table, resolved


def fought(t, name):
    """The breakdown of the battle as it was fought (the monster has left rank 1 since)."""
    return t.game.breakdown(t.card(name), rank=1)


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, gold, vp, xp, health", [
    ("Bloodskull Orc", 3, 0, 1, 5),
    ("Deadbone Troll", 2, 5, 2, 7),
    ("Firebrand Cyclops", 1, 4, 2, 6),
    ("Grayskin Lizard", 2, 3, 1, 6),
    ("Griknack Goblin", 1, 1, 1, 4),
])
def test_humanoids_have_their_printed_values(catalog, name, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.count, d.gold, d.vp, d.xp, d.health, d.light) == (
        "monster", "base", 2, gold, vp, xp, health, 0)
    assert d.classes == ("Humanoid",)


def test_the_humanoid_group_holds_ten_cards(catalog):
    group = catalog.groups["humanoid"]
    assert (group.name, group.kind, group.set) == ("Humanoid", "monster", "base")
    assert sum(catalog.cards[k].count for k in group.cards) == 10


@pytest.mark.parametrize("name, health, xp", [("Bloodskull Orc", 5, 1), ("Firebrand Cyclops", 6, 2),
                                              ("Griknack Goblin", 4, 1)])
def test_a_humanoid_without_effects_falls_to_an_attack_equal_to_its_health(table, name, health, xp):
    short = dungeon_table(table, ["Torch"] + ["Militia"] * (health - 1), name)
    assert short.breakdown(name).wins is False
    t = dungeon_table(table, ["Torch", "Dagger"] + ["Militia"] * health, name)
    t.do(f"attack [{name}]", "end")
    assert (resolved(t).total, resolved(t).won) == (health, True)
    assert t.state.players[0].xp == xp and t.names("destroyed") == []
    assert not any(type(e).__name__ == "PromptOpened" for e in t.events)


def test_bloodskull_orc_is_worth_no_victory_points_but_3_gold(table):
    t = table(players=[{"hand": ["Bloodskull Orc"], "deck": DECK}, {"deck": DECK}], hall=HALL,
              dungeon=["Plague Zombie"], choice="village")
    t.do("buy dagger")  # cost 3
    assert "Dagger" in t.names("p0.discard")


# --- Deadbone Troll --------------------------------------------------------------------------------

@pytest.mark.parametrize("hand, won", [(["Stoneguard Tanker", "Militia", "Torch"], True), (["Torch"], False)])
def test_deadbone_troll_gives_a_disease_into_the_discard_pile_win_or_lose(table, hand, won):
    t = dungeon_table(table, hand, "Deadbone Troll")
    t.do("attack [Deadbone Troll]")
    assert resolved(t).won is won
    assert t.names("p0.discard").count("Disease") == 1 and "Disease" not in t.names("p0.hand")
    assert t.names("p1.discard") == []


# --- Grayskin Lizard -------------------------------------------------------------------------------

def test_grayskin_lizard_gives_every_armed_hero_attack_1_which_can_turn_the_battle(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Dagger", "Militia", "Dagger", "Torch"], "Grayskin Lizard")
    t.do("equip [Dagger] [Half-Orc Raider]", "equip [Dagger#2] [Militia]")
    assert t.breakdown("Grayskin Lizard").total == 5  # before the battle: short of health 6
    t.do("attack [Grayskin Lizard]")
    bd = fought(t, "Grayskin Lizard")
    assert (bd.line("Half-Orc Raider").attack, bd.line("Militia").attack) == (3, 2)
    assert (resolved(t).total, resolved(t).won) == (7, True)
    assert t.names("p0.discard") == ["Grayskin Lizard"] and t.state.players[0].xp == 1


def test_grayskin_lizard_gives_nothing_to_unarmed_heroes_nor_to_the_weapons(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Dagger", "Militia", "Torch"], "Grayskin Lizard")
    t.do("equip [Dagger] [Half-Orc Raider]", "attack [Grayskin Lizard]")
    bd = fought(t, "Grayskin Lizard")
    assert (bd.line("Militia").attack, bd.line("Dagger").attack) == (1, 1)
    assert (resolved(t).total, resolved(t).won) == (3 + 1 + 1, False)


def test_grayskin_lizard_does_nothing_for_a_party_without_weapons(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Militia", "Frost Bolt", "Torch"], "Grayskin Lizard")
    t.do("attack [Grayskin Lizard]")
    assert resolved(t).total == 2 + 1 + 3
