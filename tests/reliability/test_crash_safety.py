"""Crash safety: kill the game (SIGKILL) at random moments while it plays and autosaves, and check
every time that the save on disk loads, verifies, and holds every action the game had finished,
plus at most the one in flight.

The game runs in a child process (tests/reliability/crash_driver.py) that prints each action's
number and text after applying and saving it. The games take turns among the modes (ROTATION):
competitive, solo, co-op and Alone in the Dark, at their levels in turn. The fast run kills a few
dozen games; the `slow` run (``pytest -m slow tests/reliability``) kills hundreds.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.ai.random_bot import RandomBot
from game.engine.modes import MODES
from game.saves.savegame import (
    build_start,
    list_saves,
    load_game,
    read_save,
    resume_game,
    verify_replay,
)

REPO = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).resolve().parent / "crash_driver.py"
# the games killed, in turn: (mode, level); player counts are drawn from the mode's range
ROTATION = [("competitive", None), ("solo", "normal"), ("coop", "united"), ("competitive", None),
            ("alone", "warrior"), ("coop", "unity"), ("competitive", None), ("solo", "nightmare"),
            ("coop", "bonds"), ("alone", "normal")]

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs SIGKILL")


@dataclass
class Kill:
    """One run of the driver: which game, when it was killed, and what it printed."""

    path: Path
    seed: int
    players: int
    mode: str
    level: str | None
    wait_for: str  # "starting" (the save is being created), "ready" (play begins) or an action number
    delay: float  # seconds between that line and the kill
    lines: list[str]

    def finished_actions(self) -> list[str]:
        """The actions the driver reported as applied and saved, checked to be numbered 1, 2, ..."""
        done = [line.split(" ", 1) for line in self.lines if line[:1].isdigit()]
        assert [int(n) for n, _ in done] == list(range(1, len(done) + 1)), self.lines
        return [text for _, text in done]


def run_and_kill(kill: Kill) -> Kill:
    """Start the driver, wait for the line `kill.wait_for`, let it run `kill.delay` seconds, kill it
    with SIGKILL, and keep every line it printed."""
    child = subprocess.Popen(
        [sys.executable, str(DRIVER), str(REPO), str(kill.path), str(kill.seed), str(kill.players), kill.mode,
         *([kill.level] if kill.level else [])],
        stdout=subprocess.PIPE, text=True,
    )
    assert child.stdout is not None
    try:
        while True:
            line = child.stdout.readline()
            assert line, f"the driver ended before printing {kill.wait_for!r}: {kill.lines}"
            kill.lines.append(line.strip())
            if kill.lines[-1].split(" ")[0] in (kill.wait_for, "over"):
                break
        time.sleep(kill.delay)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    kill.lines += child.stdout.read().splitlines()
    child.stdout.close()
    assert child.returncode == -signal.SIGKILL
    return kill


def check_the_save_survived(catalog, kill: Kill) -> None:
    finished = kill.finished_actions()
    if not kill.path.exists():  # killed while creating it: no save yet, and no action was played
        assert "ready" not in kill.lines and finished == []
        return
    save = read_save(kill.path)
    assert (save.start["setup"]["mode"], save.start["setup"]["options"].get("level")) == (kill.mode, kill.level)
    saved = [r["action"] for r in save.records]
    # every finished action is in the save, in order; at most one more (saved, not yet reported)
    assert saved[: len(finished)] == finished
    assert len(finished) <= len(saved) <= len(finished) + 1

    report = verify_replay(kill.path, catalog)
    assert report.ok, report.problem
    assert report.replayed == len(saved)
    game = load_game(kill.path, catalog)
    assert (game.mode.name, game.mode.level, len(game.state.players)) == (kill.mode, kill.level, kill.players)
    before_first_action = build_start(catalog, save.start)
    assert len(game.log) == len(before_first_action.log) + sum(len(r["events"]) for r in save.records)

    # and the game goes on from there, saving into the same file
    with resume_game(kill.path, catalog, fsync=False) as saver:
        more = [] if saver.game.state.over else [RandomBot(kill.seed + 1).choose(saver.game)]
        for action in more:
            saver.apply(action)
    after = read_save(kill.path)
    assert not after.torn_tail
    assert [r["action"] for r in after.records] == saved + [a.text() for a in more]
    assert verify_replay(kill.path, catalog).ok


def kills(n: int, folder: Path, seed: int) -> list[Kill]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        when = rng.random()
        if when < 0.15:  # while the save file is created
            wait_for, delay = "starting", rng.uniform(0, 0.005)
        elif when < 0.5:  # any time in the first part of the game
            wait_for, delay = "ready", rng.uniform(0, 0.1)
        else:  # right after a random action, while the next one is applied and saved
            wait_for, delay = str(rng.randint(1, 150)), rng.uniform(0, 0.002)
        mode, level = ROTATION[i % len(ROTATION)]
        fewest, most = MODES[mode].PLAYERS
        out.append(Kill(folder / f"kill-{i}.tsave", rng.randrange(1 << 30), rng.randint(fewest, most),
                        mode, level, wait_for, delay, []))
    return out


@pytest.mark.parametrize("count", [
    pytest.param(24, id="a few dozen kills"),
    pytest.param(300, id="hundreds of kills", marks=pytest.mark.slow),
])
def test_a_game_killed_at_any_moment_keeps_every_saved_action_and_loads(catalog, tmp_path, count):
    runs = kills(count, tmp_path, seed=20240611 + count)
    with ThreadPoolExecutor(max_workers=3) as pool:  # the children mostly wait for fsync
        done = list(pool.map(run_and_kill, runs))

    for kill in done:
        check_the_save_survived(catalog, kill)
    # most kills landed in the middle of a game, not after its end
    assert sum(0 < len(k.finished_actions()) and "over" not in k.lines for k in done) >= count // 2
    # every mode had games killed in the middle
    assert {k.mode for k in done if 0 < len(k.finished_actions()) and "over" not in k.lines} == set(MODES)
    # a temporary file left by a kill during creation is never taken for a save
    assert all(s.save is not None for s in list_saves(tmp_path))
