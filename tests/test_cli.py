"""The command line: scenario, sim and cards validate, as a player or CI would run them."""

import json
from pathlib import Path

from game.cli import main

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "scenarios" / "medusa_and_guardian_blade.yaml"


def test_scenario_prints_state_events_and_breakdowns_as_json(capsys):
    assert main(["scenario", str(EXAMPLE)]) == 0
    out = json.loads(capsys.readouterr().out)
    ann = out["players"][0]
    # Medusa destroyed the unarmed Militia before the attack; Brute (3+2 equipped) + Blade 3 = 8,
    # light 2 cancels rank 2: 8 >= 7, so Medusa is defeated and Ann has its 2 XP.
    assert ann["xp"] == 2
    assert any(c.endswith(":Medusa") for c in ann["discard"])
    assert any(c.endswith(":Militia") for c in out["destroyed"])
    types = [e["type"] for e in out["events"]]
    assert "MonsterDefeated" in types and "Doomed" not in types[: types.index("MonsterAttacked")]


def test_scenario_with_an_illegal_action_reports_the_reason(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("players: [{hand: [Dagger]}, {}]\nhall: [Harpy, Harpy, Harpy]\nchoice: village\n"
                   "actions: ['attack [Harpy]']\n")
    assert main(["scenario", str(bad)]) == 2
    assert "you attack after preparing in the dungeon" in capsys.readouterr().err


def test_scenario_with_an_unknown_card_names_it(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("players: [{hand: [Excalibur]}, {}]\n")
    assert main(["scenario", str(bad)]) == 2
    assert "Excalibur" in capsys.readouterr().err


def test_sim_plays_whole_games_and_reports_speed(capsys):
    assert main(["sim", "--players", "3", "--games", "3", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert out.count("players 3: turns") == 3
    assert "3 games, 0 failed" in out and "games/s" in out


def test_cards_validate_accepts_the_shipped_cards(capsys):
    assert main(["cards", "validate"]) == 0
    assert capsys.readouterr().out.startswith("ok:")
