"""`thunderstone bench`: every figure is measured and printed with its goal. Tests never assert
speed; they check that each figure is there, has a number, and is held against its goal."""

import re

import pytest

from game.bench import Figure, make_replay_save
from game.cli import main
from game.saves.savegame import read_save, verify_replay

NUMBER = r"\d+(\.\d+)?"
JOBS = r"( in \d+ job processes)?"  # the bots' games: one process a core, unless told


def test_bench_quick_prints_every_figure_with_its_goal(capsys):
    assert main(["bench", "--quick"]) == 0
    out = capsys.readouterr().out
    # which engine was measured: the tests keep to the Python source unless told otherwise
    assert re.search(r"^thunderstone bench --quick .*; the engine (python|compiled) \(.+\); "
                     r"the bots' games in \d+ process(es)?$", out, re.MULTILINE)
    summary = out[out.index("summary:"):]
    expected = [
        rf"4-player games per second, random bots: {NUMBER} games/s .*; goal >= 250 games/s: (met|NOT met)",
        rf"4-player games per second, random bots, checked as sim checks: {NUMBER} games/s .*; "
        rf"goal >= 80 games/s: (met|NOT met)",
        rf"4-player games per second, normal bots: {NUMBER} games/s \(1 game in ",
        rf"normal bot in Solo Normal: {NUMBER} % won \(Warrior {NUMBER}%, Nightmare {NUMBER}%; 3 games a level in {NUMBER} s{JOBS}; "
        rf"average margin against the village's pile: Normal [+-]{NUMBER}, Warrior [+-]{NUMBER}, "
        rf"Nightmare [+-]{NUMBER} points\)"
        rf"; goal >= 40% at Normal, each harder level lower: (met|NOT met)",
        rf"verify-replay of a save: {NUMBER} ms \(\d+ events, \d+ actions.*; goal < 10 ms: (met|NOT met)",
        rf"load of the same save \(to play on\): {NUMBER} ms",
        rf"launch to an interactive title screen: {NUMBER} s .*; goal < 1 s: (met|NOT met)",
        rf"client frame time p99 at 1920x1080: {NUMBER} ms .*; goal < 8 ms: (met|NOT met)",
        rf"client frame p99 at 1920x1080 while a hard bot thinks: {NUMBER} ms .*; goal < 16 ms: (met|NOT met)",
        rf"client idle CPU, title screen: {NUMBER} % of a core .*; goal < 5%: (met|NOT met)",
        rf"client idle CPU, table, a human to move: {NUMBER} % of a core .*; goal < 5%: (met|NOT met)",
        rf"hard against normal, 2 players, 1 game, budget {NUMBER} s: {NUMBER} % won \({NUMBER} of 1 won, one standard "
        rf"error {NUMBER} points, .*; goal >= 65%: (met|NOT met)",
        rf"hard's CPU time per second of budget, in the games above: {NUMBER} s \({NUMBER} turns played out a CPU "
        rf"second; search.WORK_PER_SECOND is {NUMBER}\); goal 0.5 to 2: (met|NOT met)",
        rf"hard's win rate against normal, budget {NUMBER} to {NUMBER} s, 1 game each: -?{NUMBER} points gained "
        rf"\({NUMBER}% at .*; the gain's standard error {NUMBER} points\); "
        rf"goal rising \(every step higher, the gain over two standard errors\): (met|NOT met)",
        rf"a bot's slowest decision, 3-player random setups: {NUMBER} s CPU \(hard {NUMBER} s \(classic seed 1\), "
        rf"normal {NUMBER} s \(classic seed 1\); 1 game of 3 players \(0 stopped unfinished after 500 turns\), "
        rf"\d+ decisions, {NUMBER} s{JOBS}\); goal < 2 s: (met|NOT met)",
    ]
    for pattern in expected:
        assert re.search(pattern, summary), pattern
    assert "client frame times at 1920x1080" in out  # the client benchmark's own lines come first
    import pygame

    assert not pygame.get_init()  # shut down after the client's figures: a later fork must not inherit SDL


def test_the_replay_benchmark_save_holds_a_first_game_of_250_actions_and_replays(catalog, tmp_path):
    path = tmp_path / "bench.tsave"
    events = make_replay_save(catalog, path)
    save = read_save(path)
    assert sum(len(r["events"]) for r in save.records) == events
    assert len(save.records) == 250 or any(e["type"] == "GameEnded" for e in save.records[-1]["events"])
    report = verify_replay(path, catalog)
    assert report.ok and report.replayed == len(save.records)


def test_a_figure_without_a_goal_says_nothing_about_one():
    assert Figure("load", 12.345, "ms", "", None, "median of 5").line() == "load: 12.3 ms (median of 5)"
    assert Figure("rate", 3.5, "games/s", ">= 200 games/s", False).line() == \
        "rate: 3.50 games/s; goal >= 200 games/s: NOT met"


def test_the_solo_figures_are_the_same_in_job_processes(catalog):
    """The bench plays the bots' games one process a core: each game is seeded on its own, so the
    win rates and margins are those of one process."""
    from game.bench import bench_solo

    def figures(jobs: int) -> tuple[float, str]:
        f = bench_solo(catalog, 3, seed=5, jobs=jobs)
        return f.value, re.sub(r"in \d+(\.\d+)? s( in \d+ job processes)?", "", f.detail)

    alone, shared = figures(1), figures(2)
    assert alone == shared and "margin against the village's pile: Normal " in alone[1]


def test_bench_refuses_fewer_than_one_job(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["bench", "--quick", "--jobs", "0"])
    assert stop.value.code == 2 and "--jobs: at least 1" in capsys.readouterr().err


def test_bench_only_measures_the_groups_named(capsys):
    assert main(["bench", "--quick", "--only", "replay,launch"]) == 0
    summary = capsys.readouterr().out.split("summary:")[1]
    labels = [line.split(":")[0].strip() for line in summary.strip().splitlines()]
    assert labels == ["verify-replay of a save", "load of the same save (to play on)", "launch to an interactive title screen"]


def test_bench_only_refuses_a_group_it_does_not_have(capsys):
    assert main(["bench", "--only", "solo,speed"]) == 2
    err = capsys.readouterr().err
    assert "no benchmark speed" in err and "games, solo, replay" in err


def test_a_win_rate_s_standard_error_is_in_points_and_shrinks_with_the_games():
    from game.bench import standard_error

    assert standard_error(0.5, 100) == pytest.approx(5.0)
    assert standard_error(0.65, 400) == pytest.approx(2.385, abs=0.001)
    assert standard_error(0.0, 100) == 0.0
    assert standard_error(0.5, 0) == pytest.approx(50.0)  # (no games: the widest, not a division by zero)


def test_rising_asks_every_step_higher_and_a_gain_beyond_the_noise():
    from game.bench import difference_error, rising

    # 400 games a rate: one standard error of a difference near 65% is about 3.4 points
    assert difference_error(0.6, 0.7, 400) == pytest.approx(3.35, abs=0.01)
    assert rising([0.61, 0.68, 0.70], 400)  # 9 points gained, over twice 3.4
    assert not rising([0.61, 0.70, 0.698], 400)  # a step down, however small
    assert not rising([0.64, 0.66, 0.68], 400)  # 4 points gained: every step higher, but inside the noise
    # the same rates over 100 games a rate: the noise doubles, and 9 points no longer tell
    assert not rising([0.61, 0.68, 0.70], 100)
    assert not rising([0.7], 400)
