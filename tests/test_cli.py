"""The command line: scenario, sim and cards validate, as a player or CI would run them."""

import json
import multiprocessing
from pathlib import Path

import pytest

from game import compiled_engine
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
    # and which engine played them, so that a speed taken on the Python source (a stale compiled
    # build is left alone) says so
    speed = next(line for line in out.splitlines() if "games/s" in line)
    assert speed.endswith("the compiled engine" if compiled_engine.state["engine"] == "compiled"
                          else f"the Python engine ({compiled_engine.state['why']})")


def _report(out: str) -> str:
    return "\n".join(line for line in out.splitlines() if "games/s" not in line)


@pytest.mark.parametrize("spec", [["--mode", "all", "--random-setup", "--games", "12", "--seed", "7"],
                                  ["--mode", "solo", "--bots", "normal", "--games", "4", "--verbose"]])
def test_sim_in_two_processes_prints_the_report_of_one(capsys, spec):
    """--jobs plays the games in processes of their own; each game is seeded on its own, so the
    report, game by game and in the same order, is the one a single process prints."""
    assert main(["sim", *spec]) == 0
    alone = capsys.readouterr().out
    assert main(["sim", *spec, "--jobs", "2"]) == 0
    shared = capsys.readouterr().out
    assert _report(shared) == _report(alone) and "(2 jobs)" in shared
    assert alone.count(": turns ") == int(spec[spec.index("--games") + 1])


@pytest.mark.skipif(multiprocessing.get_start_method() != "fork",
                    reason="the broken rule reaches the job processes only by forking this one")
def test_sim_reports_a_game_failed_in_a_job_process_and_fails(capsys, monkeypatch):
    import game.simulation as simulation

    def broken(self, st):
        raise RuntimeError("a broken rule")

    monkeypatch.setattr(simulation.StallWatch, "see", broken)
    assert main(["sim", "--players", "2", "--games", "3", "--jobs", "2"]) == 1
    out = capsys.readouterr().out
    assert out.count("FAILED: RuntimeError: a broken rule") == 3 and "3 games, 3 failed" in out


def test_a_sim_job_process_can_be_stopped_whatever_handler_it_inherited():
    """A forked job process keeps its parent's signal handlers, and SDL, while pygame is initialised
    (a client left running in the parent), can catch SIGTERM to post a quit event: a job process
    that kept such a handler could not be stopped. Each starts with SIGTERM's default."""
    import signal

    import game.jobs as jobs

    previous = signal.signal(signal.SIGTERM, lambda *_: None)
    try:
        jobs._job_start(lambda options, game: None, None)
        assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL
    finally:
        signal.signal(signal.SIGTERM, previous)
        jobs._JOB = None


def test_sim_refuses_fewer_than_one_job(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["sim", "--games", "1", "--jobs", "0"])
    assert stop.value.code == 2 and "--jobs: at least 1" in capsys.readouterr().err


def test_cards_validate_accepts_the_shipped_cards(capsys):
    assert main(["cards", "validate"]) == 0
    assert capsys.readouterr().out.startswith("ok:")


SETUP = Path(__file__).resolve().parent.parent / "examples" / "first_game_setup.yaml"


def test_sim_plays_a_hand_picked_setup_from_a_file(capsys):
    assert main(["sim", "--players", "2", "--games", "2", "--setup", str(SETUP)]) == 0
    assert "2 games, 0 failed" in capsys.readouterr().out


def test_a_setup_file_naming_an_unknown_group_is_refused_with_its_name(tmp_path, capsys):
    bad = tmp_path / "setup.yaml"
    bad.write_text("monsters: [dark_enchanted, orc_humanoid, goblins]\nheroes: [belzur]\nvillage: []\n")
    with pytest.raises(SystemExit) as stop:
        main(["sim", "--games", "1", "--setup", str(bad)])
    assert stop.value.code == 2
    assert "goblins" in capsys.readouterr().err


def test_a_hand_picked_thunderstone_is_the_one_in_the_dungeon(catalog):
    import yaml

    from game.engine.game import Game
    from game.engine.setup import from_file_data

    setup = from_file_data(yaml.safe_load(SETUP.read_text()), ["A", "B"])
    for seed in range(5):
        game = Game.new(catalog, setup, seed)
        stones = [game.name(c) for c in game.state.dungeon if game.defn(c).kind == "thunderstone"]
        assert stones == ["Stone of Terror"]


def test_the_sim_tells_a_dead_position_from_a_failure():
    """A game whose dungeon gives nothing up for good for 1000 turns (a card that leaves and returns,
    like the Phoenix, is no progress), or whose Rank 0 a Guardian holds as long, or that still only
    crawls at the turn limit,
    is a dead position (random bots can play into one; the rules have no end for it): counted as
    stalled, not failed. One where cards keep leaving the dungeon and Rank 0 is empty is not."""
    from types import SimpleNamespace

    from game.simulation import MAX_SIM_TURNS, STALL_TURNS, StallWatch

    def state(turn, dungeon, rank0=()):
        return SimpleNamespace(turn_number=turn, dungeon=list(range(dungeon)), hall=[[1], [2], [3]], rank0=list(rank0))

    watch = StallWatch()
    for t in range(STALL_TURNS + 10):
        watch.see(state(t, 20 - t // 100))  # a card leaves every 100 turns
    assert not watch.stalled(state(STALL_TURNS + 10, 10))

    still = StallWatch()
    for t in range(STALL_TURNS + 10):
        still.see(state(t, 20))
    assert still.stalled(state(STALL_TURNS + 10, 20))

    phoenix = StallWatch()  # one card leaves and comes back again and again: no new low, no progress
    for t in range(STALL_TURNS + 10):
        phoenix.see(state(t, 20 - t % 2))
    assert phoenix.stalled(state(STALL_TURNS + 10, 20))

    crawl = StallWatch()  # a card now and then, but the game is still going at the turn limit
    for t in range(MAX_SIM_TURNS + 2):
        crawl.see(state(t, 30 - t // 400))
    assert crawl.stalled(state(MAX_SIM_TURNS + 1, 23))
    assert not crawl.stalled(state(MAX_SIM_TURNS, 23))

    guarded = StallWatch()
    for t in range(STALL_TURNS + 10):
        guarded.see(state(t, 20 - t // 100, rank0=[99]))
    assert guarded.stalled(state(STALL_TURNS + 10, 10, rank0=[99]))


@pytest.mark.parametrize("board, ranks", [(None, 4), ("dungeon", 3)])
def test_sim_plays_the_advance_ruleset_on_either_board_side(capsys, monkeypatch, board, ranks):
    import game.cli as cli
    from game.engine.game import Game

    played = []
    real_new = Game.new

    def new(catalog, setup, seed, checked=False):
        game = real_new(catalog, setup, seed, checked=checked)
        played.append(game)
        return game

    monkeypatch.setattr(Game, "new", staticmethod(new))
    args = ["sim", "--ruleset", "advance", "--random-setup", "--games", "2", "--players", "2", "--quiet"]
    assert cli.main(args + (["--board", board] if board else [])) == 0
    assert "2 games, 0 failed" in capsys.readouterr().out
    assert [(g.setup.ruleset, len(g.state.hall)) for g in played] == [("advance", ranks)] * 2


def test_sim_plays_advance_solo_at_each_level_and_refuses_a_mode_advance_has_not(capsys, monkeypatch):
    import game.cli as cli
    from game.engine.game import Game

    played = []
    real_new = Game.new
    monkeypatch.setattr(Game, "new", staticmethod(lambda *a, **k: played.append(real_new(*a, **k)) or played[-1]))
    assert cli.main(["sim", "--ruleset", "advance", "--mode", "solo", "--random-setup", "--games", "3",
                     "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "3 games, 0 failed" in out and "solo/veteran 1 (0 failed)" in out and "Solo: Nightmare, 1 player" in out
    assert [(g.mode.name, g.mode.level, type(g.mode).__name__) for g in played] == [
        ("solo", lv, "AdvanceSolo") for lv in ("normal", "veteran", "nightmare")]
    with pytest.raises(SystemExit) as e:
        cli.main(["sim", "--ruleset", "advance", "--mode", "coop", "--games", "1"])
    assert e.value.code == 2 and "the advance rules are played competitive, solo, not coop" in capsys.readouterr().err


def test_sim_plays_the_advance_setup_variants_in_turn(capsys, monkeypatch):
    import game.cli as cli
    from game.engine.game import Game

    played = []
    real_new = Game.new
    monkeypatch.setattr(Game, "new", staticmethod(lambda *a, **k: played.append(real_new(*a, **k)) or played[-1]))
    assert cli.main(["sim", "--ruleset", "advance", "--random-setup", "--players", "2", "--games", "4",
                     "--variant", "all", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "left out" not in out and "4 games, 0 failed" in out  # Advance's own groups have levels: 4-4-4 too
    assert [(g.ruleset.options["dungeon"], g.ruleset.options["hard_knocks"]) for g in played] == [
        ("standard", False), ("444", False), ("random", False), ("standard", True)]
    assert all(g.catalog.groups[g.setup.thunderstone].kind == "thunderstone_bearer" for g in played)
    with pytest.raises(SystemExit):
        cli.main(["sim", "--games", "1", "--variant", "444"])  # a Classic game has no variants
    assert "add --ruleset advance" in capsys.readouterr().err
