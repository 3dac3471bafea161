"""Counts the CPU instructions a fixed engine workload takes, under valgrind's callgrind, so that a
speed change of one or two percent can be confirmed on a machine whose speed wanders by a third from
minute to minute (callgrind counts instructions, not seconds: the same count every run, whatever
else the machine is doing):

    python -m tests.reliability.instruction_count                      # this tree
    python -m tests.reliability.instruction_count /tmp/before .        # trees side by side
    python -m tests.reliability.instruction_count --checked --games 5  # with sim's invariant checks

The workload is `game/bench.py`'s: 4-player first games of random bots. The catalog's loading is
counted in a run of no games and taken off. String hashing is seeded (PYTHONHASHSEED=0) and the
.pyc files are written by a first run outside valgrind, so neither moves the count. Needs valgrind;
a run takes about 20 s a tree per game counted. Not a test: a tool for work on the engine's speed
(issue 15), like stream_digest."""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

# argv: games, checked (1 or 0); the same code runs in any tree that has game/bench.py's play_game
WORKLOAD = ("import sys\n"
            "from game.bench import _catalog, play_game\n"
            "catalog = _catalog()\n"
            "for i in range(int(sys.argv[1])):\n"
            "    play_game(catalog, 'random', 1 + i, checked=sys.argv[2] == '1')\n")
_COLLECTED = re.compile(r"Collected : (\d+)")


def collected(valgrind_output: str) -> int:
    """The instruction count callgrind prints at the end of a run."""
    found = _COLLECTED.findall(valgrind_output)
    if not found:
        raise ValueError("callgrind printed no instruction count (is valgrind installed?)")
    return int(found[-1])


def per_game(total: int, baseline: int, games: int) -> float:
    """Instructions a game: the run's count less the count of loading alone."""
    if games <= 0:
        raise ValueError("games must be at least 1")
    return (total - baseline) / games


def _run(tree: Path, games: int, checked: bool, counted: bool) -> int:
    env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(tree)}
    args = [sys.executable, "-c", WORKLOAD, str(games), "1" if checked else "0"]
    if not counted:
        subprocess.run(args, env=env, cwd=tree, check=True, stdout=subprocess.DEVNULL)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/out"] + args,
                              env=env, cwd=tree, check=True, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True)
    return collected(done.stderr)


def count(tree: Path, games: int, checked: bool) -> float:
    """Instructions a game of the workload in `tree`."""
    _run(tree, 1, checked, counted=False)  # writes the .pyc files, which a first run would count
    return per_game(_run(tree, games, checked, True), _run(tree, 0, checked, True), games)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.reliability.instruction_count",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("trees", nargs="*", default=["."], help="source trees to count (default: this one)")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--checked", action="store_true", help="with the checks thunderstone sim runs")
    args = parser.parse_args(argv)
    for tree in args.trees:
        if not (Path(tree) / "game" / "bench.py").is_file():
            parser.error(f"{tree} is not a source tree of the game (no game/bench.py in it)")
    if shutil.which("valgrind") is None:
        parser.error("valgrind is not installed (Debian: apt install valgrind)")
    first = None
    for tree in args.trees:
        n = count(Path(tree).resolve(), args.games, args.checked)
        change = "" if first is None else f" ({100 * (n - first) / first:+.2f}% against {args.trees[0]})"
        first = n if first is None else first
        print(f"{tree}: {n / 1e6:.2f} million instructions a game{change}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
