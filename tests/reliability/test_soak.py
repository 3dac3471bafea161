"""The soak: `thunderstone sim` plays whole games with random bots in every seat, checking the
invariants after every event, and prints how many games it played and how many failed.

The full soak is run by hand (about 20 minutes for 10,000 games on one core):

    thunderstone sim --games 10000 --quiet --seed 1                  # the first game, 2-5 players
    thunderstone sim --games 10000 --quiet --seed 1 --random-setup   # random setups

Here a few games run in the normal test run and a few thousand in the `slow` run. When solo and
co-op exist, the sim needs a way to choose the mode (e.g. a --mode option cycling through all
modes); add each mode to SOAKS then.
"""

from __future__ import annotations

import re

import pytest

from game import cli

SOAKS = [  # one line per kind of game the soak covers
    pytest.param([], id="first game"),
    pytest.param(["--random-setup"], id="random setups"),
]


@pytest.mark.parametrize("games", [
    pytest.param(8, id="a few games"),
    pytest.param(1000, id="a thousand games", marks=pytest.mark.slow),
])
@pytest.mark.parametrize("options", SOAKS)
def test_the_soak_plays_every_game_to_its_end_with_no_failure_and_prints_the_count(options, games, capsys):
    code = cli.main(["sim", "--games", str(games), "--quiet", "--seed", "2024", *options])

    out = capsys.readouterr().out
    summary = re.search(r"^(\d+) games, (\d+) failed, (\d+) actions", out, re.MULTILINE)
    assert summary is not None, out
    assert (int(summary[1]), int(summary[2])) == (games, 0), out
    assert int(summary[3]) > games * 50  # whole games were played, not a few actions each
    assert code == 0
