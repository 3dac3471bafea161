"""Child process for the crash-safety tests (tests/reliability/test_crash_safety.py); not a test.

    python crash_driver.py REPO SAVE_PATH SEED PLAYERS [MODE [LEVEL]]

Plays a first game (made for MODE at LEVEL by game.engine.setup.for_mode; default: competitive)
with random bots, autosaving every action to SAVE_PATH with fsync, and reports
on stdout, one line each, flushed: "starting" just before the save is created, "ready" once it
exists, then "<n> <action text>" after action n has been applied and saved. When the game is over
it prints "over" and waits to be killed, so every run ends the same way: with SIGKILL.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path


def main(argv: list[str]) -> None:
    repo, save_path, seed, players = Path(argv[0]), Path(argv[1]), int(argv[2]), int(argv[3])
    mode = argv[4] if len(argv) > 4 else "competitive"
    options = {"level": argv[5]} if len(argv) > 5 else {}
    sys.path.insert(0, str(repo))
    from game.ai.random_bot import RandomBot
    from game.catalog import load_catalog
    from game.engine.setup import first_game, for_mode
    from game.saves.savegame import start_game

    catalog = load_catalog(repo / "cards")
    setup = for_mode(catalog, first_game([f"Bot {p + 1}" for p in range(players)]), mode, options)
    print("starting", flush=True)
    saver = start_game(catalog, setup, seed, save_path, fsync=True)
    print("ready", flush=True)
    bot = RandomBot(seed)
    n = 0
    while not saver.game.state.over:
        action = bot.choose(saver.game)
        saver.apply(action)
        n += 1
        print(f"{n} {action.text()}", flush=True)
    print("over", flush=True)
    while True:
        time.sleep(1)


if __name__ == "__main__":
    main(sys.argv[1:])
