"""The decision check of tests/ai/decision_check.py finds the bench's own solo game, and plays an
option out the same way every time."""

from __future__ import annotations

from game.bench import play_solo
from tests.ai import decision_check as dc


def test_the_decision_points_are_those_of_the_benchs_solo_game():
    points, margin = dc.decision_points(1)
    verdict = play_solo(dc._cat(), "normal", 1)
    assert margin == verdict["players_total"] - verdict["village_total"]
    kinds = {kind for _, _, kind, _, _ in points}
    assert kinds == {"visit", "buy"}
    for _, _, kind, chosen, options in points:
        assert chosen in options and len(options) > 1
        if kind == "buy":
            assert "end" in options and len(options) <= dc.PURCHASES + 2


def test_an_option_is_played_out_the_same_way_every_time_and_deals_differ():
    points, _ = dc.decision_points(1)
    i, _, _, chosen, options = next(p for p in points if p[2] == "visit" and p[1] >= 3)
    other = next(o for o in options if o != chosen)
    first = [dc.play_out(1, "normal", i, o, 0) for o in (chosen, other)]
    assert [dc.play_out(1, "normal", i, o, 0) for o in (chosen, other)] == first
    assert len({dc.play_out(1, "normal", i, chosen, d) for d in range(4)}) > 1  # the deals are dealt anew


def test_the_summary_compares_each_option_with_the_bots_own():
    results = [(4, "visit", "village", {"village": 1.0, "dungeon": -2.0, "rest": 3.0}),
               (5, "buy", "buy torch", {"buy torch": 2.0, "end": -2.0})]
    lines = dc.summary(results)
    assert "turns 3-6, chose village: dungeon -3.00 (1 decisions)" in lines
    assert "turns 3-6, chose village: rest +2.00 (1 decisions)" in lines
    assert "purchase buy torch: +2.00 against the average option (1 decisions)" in lines
    assert lines[-1] == "2 decisions; the best option ahead of the bot's by 1.00 on average; the bot's own the best in 1"


def test_advance_solo_is_checked_with_its_own_turn_choices():
    points, _ = dc.decision_points(1, card_set="advance")
    assert points[0][1:] == (1, "visit", "village", ["prepare", "rest", "village"])  # no monster yet to fight
    assert any("prepare" in options and "dungeon" in options for _, _, _, _, options in points)
