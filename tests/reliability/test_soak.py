"""The soak: `thunderstone sim` plays whole games with random bots in every seat, checking the
invariants after every event, and prints how many games it played and how many failed, in all and
per mode and level.

The full soak is run by hand, over every mode and level and random setups (about 15 minutes for
10,000 games on one core; split the seeds over several processes to use more):

    thunderstone sim --mode all --random-setup --games 10000 --quiet --seed 1
    thunderstone sim --games 10000 --quiet --seed 1                  # competitive, the first game

Here a few games run in the normal test run and a few hundred in the `slow` run.
"""

from __future__ import annotations

import re

import pytest

from game import cli
from game.engine.modes import MODES, mode_levels

KINDS = [m if lv is None else f"{m}/{lv}" for m in MODES for lv in mode_levels(m)]  # as the sim names them
SOAKS = [  # one line per kind of game the soak covers
    pytest.param([], id="first game"),
    pytest.param(["--random-setup"], id="random setups"),
    pytest.param(["--mode", "all"], id="every mode"),
]  # and every mode with random setups below


def summary_of(out: str, games: int) -> re.Match:
    summary = re.search(r"^(\d+) games, (\d+) failed, (\d+) actions", out, re.MULTILINE)
    assert summary is not None, out
    assert (int(summary[1]), int(summary[2])) == (games, 0), out
    assert int(summary[3]) > games * 50  # whole games were played, not a few actions each
    return summary


@pytest.mark.parametrize("options", SOAKS)
def test_the_soak_plays_every_game_to_its_end_with_no_failure_and_prints_the_count(options, capsys):
    games = len(KINDS) if "all" in options else 8  # every mode and level once
    code = cli.main(["sim", "--games", str(games), "--quiet", "--seed", "2024", *options])

    summary_of(capsys.readouterr().out, games)
    assert code == 0


@pytest.mark.parametrize("games", [
    pytest.param(len(KINDS) + 2, id="a few games"),
    pytest.param(300, id="hundreds of games", marks=pytest.mark.slow),
])
def test_the_soak_over_every_mode_and_random_setups_counts_each_mode_and_level_with_no_failure(games, capsys):
    code = cli.main(["sim", "--mode", "all", "--random-setup", "--games", str(games), "--quiet", "--seed", "77"])

    out = capsys.readouterr().out
    summary_of(out, games)
    by_mode = re.search(r"^by mode: (.*)$", out, re.MULTILINE)
    assert by_mode is not None, out
    counts = dict(re.fullmatch(r"(\S+) (\d+) \(0 failed\)", part).groups() for part in by_mode[1].split("; "))
    assert list(counts) == KINDS  # every mode at every level, in turn
    assert sum(map(int, counts.values())) == games
    assert all(int(n) in (games // len(KINDS), games // len(KINDS) + 1) for n in counts.values())
    assert code == 0


def test_a_game_the_sim_cannot_set_up_is_counted_as_a_failure_of_its_mode(monkeypatch, capsys):
    from game.engine import game as game_module

    real = game_module.Game.new

    def refuse_coop(catalog, setup, seed, checked=False):
        if setup.mode == "coop":
            raise RuntimeError("no table for the party")
        return real(catalog, setup, seed, checked=checked)

    monkeypatch.setattr(game_module.Game, "new", staticmethod(refuse_coop))
    code = cli.main(["sim", "--mode", "all", "--games", str(len(KINDS)), "--quiet", "--seed", "5"])

    out = capsys.readouterr().out
    assert code == 1
    assert re.search(rf"^{len(KINDS)} games, 3 failed", out, re.MULTILINE), out
    assert "coop/bonds players 2: FAILED: RuntimeError: no table for the party" in out
    assert "by mode: competitive 1 (0 failed);" in out and "coop/unity 1 (1 failed)" in out
