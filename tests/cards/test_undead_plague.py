"""Undead and Plague monsters: Hungry Dead, Plaguebearer, Plague Zombie, Restless Corpse, Walking Scourge
(cards/dragonspire/undead_plague.yaml).

Rulebook: Battle Effects (gained cards go to the discard pile and do not join the battle), Global
Effects, Breach Effect (once, never during setup), Disease Cards.
"""

from __future__ import annotations

import pytest

from game.engine.layout import fill_hall_at_setup

HALL = ["Plague Zombie", "Harpy", "Half-Ogre"]
WIN = ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"]  # 9 magic and light 1: beats any of them in rank 1


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def dungeon_table(table, hand, monster, players=2, dungeon=("Harpy",), **kw):
    """Player 0 in the dungeon with `hand`, `monster` in rank 1."""
    hall = [monster] + [m for m in HALL if m != monster][:2]
    return table(players=[{"hand": list(hand)}] + [{} for _ in range(players - 1)], hall=hall,
                 dungeon=list(dungeon), choice="dungeon", **kw)


def diseases(t, p, zone="discard"):
    return t.names(f"p{p}.{zone}").count("Disease")


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, count, gold, vp, xp, health", [
    ("Hungry Dead", 2, 1, 4, 2, 7),
    ("Plaguebearer", 3, 1, 3, 2, 5),
    ("Plague Zombie", 2, 1, 1, 1, 3),
    ("Restless Corpse", 2, 1, 2, 1, 4),
    ("Walking Scourge", 1, 1, 6, 3, 9),
])
def test_undead_plague_monsters_have_their_printed_values(catalog, name, count, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.count, d.gold, d.vp, d.xp, d.health) == ("monster", count, gold, vp, xp, health)
    assert d.classes == ("Undead", "Plague")


@pytest.mark.parametrize("name, health", [("Hungry Dead", 7), ("Plaguebearer", 5), ("Plague Zombie", 3),
                                          ("Restless Corpse", 4), ("Walking Scourge", 9)])
def test_an_attack_equal_to_the_health_is_enough_and_one_less_is_not(table, name, health):
    t = dungeon_table(table, ["Torch"] + ["Militia"] * health, name)
    bd = t.breakdown(name)
    assert (bd.health, bd.total, bd.wins) == (health, health, True)
    assert dungeon_table(table, ["Torch"] + ["Militia"] * (health - 1), name).breakdown(name).wins is False


@pytest.mark.parametrize("name, xp", [("Hungry Dead", 2), ("Plaguebearer", 2), ("Plague Zombie", 1),
                                      ("Restless Corpse", 1), ("Walking Scourge", 3)])
def test_a_defeated_undead_goes_to_the_discard_pile_with_its_xp(table, name, xp):
    t = dungeon_table(table, WIN, name)
    t.do(f"attack [{name}]")
    assert t.state.players[0].xp == xp
    assert name in t.names("p0.discard")
    assert t.names("hall.1") == [] and t.names("dungeon") == ["Harpy"]


@pytest.mark.parametrize("name", ["Hungry Dead", "Plaguebearer", "Plague Zombie", "Restless Corpse",
                                  "Walking Scourge"])
def test_an_undefeated_undead_goes_to_the_bottom_of_the_dungeon_deck(table, name):
    t = dungeon_table(table, ["Torch"], name)
    t.do(f"attack [{name}]")
    assert t.names("dungeon") == ["Harpy", name]
    assert t.state.players[0].xp == 0 and name not in t.names("p0.discard")


# --- one Disease for the attacker ------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Plague Zombie", "Restless Corpse", "Plaguebearer"])
@pytest.mark.parametrize("hand, won", [(WIN, True), (["Torch"], False)])
def test_these_undead_give_the_attacker_one_disease_whether_they_win_or_lose(table, name, hand, won):
    t = dungeon_table(table, hand, name)
    t.do(f"attack [{name}]")
    assert t.state.turn.battle_won is won
    assert diseases(t, 0) == 1
    assert diseases(t, 1) == 0
    assert len(t.state.disease) == 9  # taken from the Disease stack


def test_a_disease_gained_in_battle_does_not_weaken_that_battle(table):
    t = dungeon_table(table, ["Militia", "Militia", "Militia", "Torch"], "Plague Zombie")
    t.do("attack [Plague Zombie]")
    resolved = next(e for e in t.events if type(e).__name__ == "BattleResolved")
    assert (resolved.total, resolved.won) == (3, True)
    assert diseases(t, 0) == 1 and "Disease" not in t.names("p0.hand")


def test_an_undead_trophy_in_hand_gives_no_disease(table):
    t = dungeon_table(table, ["Plague Zombie", "Restless Corpse", "Plaguebearer", "Militia", "Torch"], "Harpy",
                      dungeon=())
    t.do("attack [Harpy]")
    assert t.state.turn.battle_won is False
    assert diseases(t, 0) == 0 and diseases(t, 1) == 0


# --- Hungry Dead ----------------------------------------------------------------------------------

def test_hungry_dead_destroys_one_non_disease_card_per_disease_revealed_then_gives_a_disease(table):
    t = dungeon_table(table, ["Disease", "Disease", "Militia", "Torch", "Half-Orc Raider", "Dagger"], "Hungry Dead")
    militia, raider = t.card("Militia"), t.card("Half-Orc Raider")
    t.do("attack [Hungry Dead]")
    prompt = t.state.prompt
    assert prompt is not None and (prompt.min, prompt.max, prompt.player) == (2, 2, 0)
    assert sorted(t.game.name(c) for c in prompt.options) == ["Dagger", "Half-Orc Raider", "Militia", "Torch"]
    t.do(f"choose {militia} {raider}")
    assert sorted(t.state.turn.doomed) == sorted([militia, raider])
    assert diseases(t, 0) == 1  # the new Disease goes to the discard pile, after the destruction
    t.do("end")
    assert sorted(t.names("destroyed")) == ["Half-Orc Raider", "Militia"]
    assert t.names("p0.hand").count("Disease") + diseases(t, 0) + diseases(t, 0, "deck") == 3


def test_hungry_dead_never_destroys_a_disease(table):
    t = dungeon_table(table, ["Disease", "Disease", "Disease", "Militia"], "Hungry Dead")
    t.do("attack [Hungry Dead]")
    assert t.state.prompt is None  # only one non-Disease card to take
    assert [t.game.name(c) for c in t.state.turn.doomed] == ["Militia"]
    t.do("end")
    assert t.names("destroyed") == ["Militia"]
    assert len(t.state.disease) == 9  # one gained; none of the three revealed went back to the stack
    assert t.names("p0.hand").count("Disease") + diseases(t, 0) + diseases(t, 0, "deck") == 4


def test_hungry_dead_without_revealed_disease_destroys_nothing_but_still_gives_a_disease(table):
    t = dungeon_table(table, WIN, "Hungry Dead")
    t.do("attack [Hungry Dead]")
    assert t.state.prompt is None and t.state.turn.doomed == []
    assert diseases(t, 0) == 1
    assert t.state.players[0].xp == 2


def test_cards_destroyed_by_hungry_dead_still_fight(table):
    t = dungeon_table(table, ["Disease", "Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"], "Hungry Dead")
    t.do("attack [Hungry Dead]")
    bolt = next(c for c in t.state.players[0].hand if t.game.name(c) == "Frost Bolt")
    t.do(f"choose {bolt}")
    assert t.state.turn.doomed == [bolt]
    assert t.state.turn.battle_won is True  # 9 magic - 1 (Disease) = 8 >= 7, the doomed Bolt included
    t.do("end")
    assert t.names("destroyed") == ["Frost Bolt"]


# --- Plaguebearer ---------------------------------------------------------------------------------

def test_plaguebearer_in_the_hall_gives_every_player_a_disease_when_another_monster_is_defeated(table):
    t = table(players=[{"hand": WIN}, {}, {}], hall=["Harpy", "Plaguebearer", "Half-Ogre"], choice="dungeon")
    t.do("attack [Harpy]")
    assert [diseases(t, p) for p in range(3)] == [1, 1, 1]
    assert t.names("p0.discard").count("Harpy") == 1


def test_plaguebearer_does_not_spread_disease_when_it_is_the_monster_defeated(table):
    t = table(players=[{"hand": WIN}, {}, {}], hall=["Plaguebearer", "Harpy", "Half-Ogre"], choice="dungeon")
    t.do("attack [Plaguebearer]")
    assert t.state.turn.battle_won is True
    assert [diseases(t, p) for p in range(3)] == [1, 0, 0]  # only its own battle effect


def test_plaguebearer_spreads_nothing_when_the_other_monster_survives(table):
    t = table(players=[{"hand": ["Torch"]}, {}], hall=["Harpy", "Plaguebearer", "Half-Ogre"], choice="dungeon")
    t.do("attack [Harpy]")
    assert t.state.turn.battle_won is False
    assert diseases(t, 0) == 0 and diseases(t, 1) == 0


def test_defeating_one_plaguebearer_lets_another_in_the_hall_spread_disease(table):
    t = table(players=[{"hand": WIN}, {}], hall=["Plaguebearer", "Plaguebearer", "Half-Ogre"], choice="dungeon")
    t.do("attack [Plaguebearer]")
    assert diseases(t, 0) == 2  # one from the battle, one from the other Plaguebearer
    assert diseases(t, 1) == 1


def test_each_plaguebearer_in_the_hall_spreads_its_own_disease(table):
    t = table(players=[{"hand": WIN}, {}], hall=["Harpy", "Plaguebearer", "Plaguebearer"], choice="dungeon")
    t.do("attack [Harpy]")
    assert diseases(t, 0) == 2 and diseases(t, 1) == 2


def test_a_plaguebearer_that_enters_the_hall_after_the_defeat_spreads_nothing(table):
    t = table(players=[{"hand": WIN}, {}], hall=["Harpy", "Half-Ogre", "Orc Blademaster"],
              dungeon=["Plaguebearer"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert t.names("hall.3") == ["Plaguebearer"]
    assert len(t.state.disease) == 10


def test_a_plaguebearer_trophy_in_hand_spreads_nothing(table):
    t = table(players=[{"hand": WIN + ["Plaguebearer"]}, {}], hall=["Harpy", "Half-Ogre", "Orc Blademaster"],
              choice="dungeon")
    t.do("attack [Harpy]")
    assert t.state.turn.battle_won is True
    assert diseases(t, 0) == 0 and diseases(t, 1) == 0


# --- Walking Scourge ------------------------------------------------------------------------------

def test_walking_scourge_gives_the_attacker_two_diseases_and_each_other_player_one(table):
    t = dungeon_table(table, ["Torch"], "Walking Scourge", players=3)
    t.do("attack [Walking Scourge]")
    assert t.state.turn.battle_won is False
    assert [diseases(t, p) for p in range(3)] == [2, 1, 1]


def test_walking_scourge_battle_effect_happens_when_it_is_defeated_too(table):
    t = dungeon_table(table, WIN, "Walking Scourge", players=3)
    t.do("attack [Walking Scourge]")
    assert t.state.players[0].xp == 3
    assert [diseases(t, p) for p in range(3)] == [2, 1, 1]


def test_walking_scourge_breach_gives_every_player_a_disease_when_it_reaches_rank_1(table):
    t = table(players=[{"hand": WIN}, {}, {}], hall=["Harpy", "Walking Scourge", "Half-Ogre"],
              dungeon=["Plague Zombie"], choice="dungeon")
    t.do("attack [Harpy]")
    assert [diseases(t, p) for p in range(3)] == [0, 0, 0]  # not before the hall shifts
    t.do("end")
    assert t.names("hall.1") == ["Walking Scourge"]
    assert "BreachTriggered" in t.event_types()
    everyone = [t.names(f"p{p}.hand").count("Disease") + diseases(t, p) + diseases(t, p, "deck") for p in range(3)]
    assert everyone == [1, 1, 1]


def test_walking_scourge_breach_happens_only_once_while_it_stays_in_rank_1(table):
    t = table(players=[{"hand": WIN}, {}], hall=["Harpy", "Walking Scourge", "Half-Ogre"],
              dungeon=["Plague Zombie", "Restless Corpse"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert len(t.state.disease) == 8
    t.do("rest", "end")  # player 1's turn: the Scourge is still in rank 1
    t.do("village", "end")  # player 0 again
    assert t.names("hall.1") == ["Walking Scourge"]
    assert len(t.state.disease) == 8
    assert t.event_types().count("BreachTriggered") == 1


def test_walking_scourge_breach_happens_again_after_it_left_and_came_back(table):
    t = table(players=[{"hand": WIN, "deck": WIN + ["Militia", "Militia"]}, {"hand": ["Torch"]}],
              hall=["Harpy", "Walking Scourge", "Half-Ogre"], dungeon=[], choice="dungeon")
    t.do("attack [Harpy]", "end")  # the Scourge reaches rank 1: first breach
    assert t.event_types().count("BreachTriggered") == 1
    # player 1 attacks it and loses: it retreats to the empty dungeon deck and refills rank 2
    t.do("dungeon", "attack [Walking Scourge]", "end")
    assert t.names("hall.1") == ["Half-Ogre"] and t.names("hall.2") == ["Walking Scourge"]
    assert t.event_types().count("BreachTriggered") == 1
    stack = len(t.state.disease)
    t.do("dungeon", "attack [Half-Ogre]", "end")  # player 0 clears rank 1: the Scourge comes back to it
    assert t.names("hall.1") == ["Walking Scourge"]
    assert t.event_types().count("BreachTriggered") == 2
    assert len(t.state.disease) == stack - 2


def test_walking_scourge_in_rank_1_at_setup_never_breaches(table):
    t = table(players=[{"hand": ["Torch"]}, {}], hall=[], dungeon=["Walking Scourge", "Harpy", "Half-Ogre"])
    fill_hall_at_setup(t.game)
    assert t.names("hall.1") == ["Walking Scourge"]
    t.do("rest", "end")
    assert "BreachTriggered" not in t.event_types()
    assert len(t.state.disease) == 10


def test_walking_scourge_placed_in_rank_1_by_a_scenario_counts_as_already_there_at_setup(table):
    t = table(players=[{"hand": ["Torch"]}, {}], hall=["Walking Scourge", "Harpy", "Half-Ogre"])
    t.do("village", "end")
    assert len(t.state.disease) == 10
