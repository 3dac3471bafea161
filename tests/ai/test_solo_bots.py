"""The bots against the dungeon in solo, both rulesets: they read from the mode where a monster that
beats them goes (Classic: the village pile; Advance: it stays in the hall), and buy and fight for
the monsters that will reach the village (game/ai/values.py, game/ai/planner.py)."""

from __future__ import annotations

import pytest

from game.ai.planner import Planner
from game.engine.modes import make_mode

REGULARS = ["Regular"] * 6


def advance_solo(table, hand, hall, **spec):
    spec.setdefault("players", [{"hand": list(hand), "deck": ["Regular"] * 12}])
    return table(ruleset="advance", mode="solo", options={"level": "normal"}, hall=list(hall),
                 dungeon=["Ogre"] * 4, **spec)


def test_advance_solo_tells_the_bots_an_undefeated_monster_stays_in_the_hall():
    assert make_mode("solo").stakes().lost_battle_escapes  # Classic solo: to the village pile
    from game.engine.modes import AdvanceSolo

    assert not AdvanceSolo().stakes().lost_battle_escapes


def test_in_advance_solo_a_lost_battle_does_not_count_the_monster_against_the_bot(table):
    t = advance_solo(table, REGULARS, [None, None, None, "Ettin"], choice="dungeon")
    ettin = t.card("Ettin")
    planner = Planner()
    vm = planner.vm(t.game, 0)
    value, wins, _ = planner.battle_value(t.game, 0, ettin, vm)
    assert not wins
    assert value > -1  # the Ettin's 5 VP are not lost: it stays where it is


def test_in_classic_solo_a_lost_battle_counts_the_monster_against_the_bot(table):
    t = table(players=[{"hand": ["Militia"] * 6, "deck": ["Militia"] * 6}], hall=["Medusa", "Harpy", "Half-Ogre"],
              dungeon=["Basilisk"] * 3, mode="solo", options={"level": "normal"}, choice="dungeon")
    planner = Planner()
    vm = planner.vm(t.game, 0)
    value, wins, _ = planner.battle_value(t.game, 0, t.card("Medusa"), vm)
    assert not wins
    assert value == pytest.approx(-0.2 - 5)  # it goes to the village pile: its 5 VP against the bot
