"""`thunderstone sim --bots`: seats bots by strength and reports win rates and game length."""

from __future__ import annotations

import pytest

from game.cli import SimStats, main


def test_sim_seats_bots_by_strength_and_reports_win_rates_per_strength(capsys):
    assert main(["sim", "--players", "2", "--games", "2", "--bots", "easy,random", "--quiet", "--no-check"]) == 0
    out = capsys.readouterr().out
    assert "2 games, 0 failed" in out
    assert "average game length:" in out
    easy = next(line for line in out.splitlines() if line.strip().startswith("easy:"))
    random_line = next(line for line in out.splitlines() if line.strip().startswith("random:"))
    assert "2 seats" in easy and "2 seats" in random_line
    assert "win rate per seat" in easy


def test_sim_refuses_an_unknown_bot(capsys):
    with pytest.raises(SystemExit):
        main(["sim", "--players", "2", "--games", "1", "--bots", "normal,genius"])
    assert "unknown bot 'genius'" in capsys.readouterr().err


def test_a_tie_is_shared_among_the_tied_seats():
    stats = SimStats()
    stats.add(["normal", "random", "hard"], {"winners": [0, 2], "scores": {"0": 9, "1": 2, "2": 9}}, 30)
    stats.add(["random", "hard", "normal"], {"winners": [1], "scores": {"0": 0, "1": 12, "2": 4}}, 36)
    assert stats.wins == {"normal": 0.5, "hard": 1.5}
    assert stats.seats == {"normal": 2, "random": 2, "hard": 2}
    assert stats.report()[0] == "average game length: 33.0 turns (11.0 rounds)"
