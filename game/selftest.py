"""The headless self-test of an installed or packaged game: `thunderstone --selftest`.

It proves the program works where it was installed: the card data loads and validates, seeded bot
games of every mode play to the end with invariants checked, one game is saved and replayed with
verification, and (when the client is present) one frame of each scene renders with SDL's dummy
video driver. Exit code 0 only if all of that worked."""

from __future__ import annotations

import os
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

GAMES_PER_MODE = 3


def _cards() -> str:
    from game import paths
    from game.catalog import load_catalog

    cat = load_catalog(paths.cards_dir())
    return f"{len(cat.cards)} cards in {len(cat.groups)} groups"


def _games() -> str:
    from game import paths
    from game.ai.random_bot import RandomBot
    from game.catalog import load_catalog
    from game.engine.game import Game
    from game.engine.modes import MODES
    from game.engine.setup import first_game, for_mode

    cat = load_catalog(paths.cards_dir())
    played = []
    for mode in MODES:
        counts = list(MODES[mode].player_counts())  # the player counts the mode is played with
        for seed in range(GAMES_PER_MODE):
            players = counts[seed % len(counts)]
            # the first game's cards, completed by the randomizers where the mode needs more
            setup = for_mode(cat, first_game([f"Bot {i + 1}" for i in range(players)]), mode)
            game = Game.new(cat, setup, seed, checked=True)
            bots = [RandomBot(seed * 7 + i) for i in range(players)]
            while not game.state.over:
                game.apply(bots[game.to_act].choose(game))
                if game.state.turn_number > 3000:
                    raise RuntimeError(f"{mode} game {seed} did not end")
        played.append(f"{GAMES_PER_MODE} {mode}")
    return "played " + ", ".join(played)


def _replay() -> str:
    from game import paths
    from game.ai.random_bot import RandomBot
    from game.catalog import load_catalog
    from game.engine.setup import first_game
    from game.saves.savegame import start_game, verify_replay

    cat = load_catalog(paths.cards_dir())
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "selftest.tsave"
        saver = start_game(cat, first_game(["A", "B", "C"]), 99, path=path, fsync=False)
        bot = RandomBot(99)
        for _ in range(150):
            if saver.game.state.over:
                break
            saver.apply(bot.choose(saver.game))
        saver.close()
        report = verify_replay(path, cat)
        if not report.ok:
            raise RuntimeError(f"replay differs: {report.problem}")
        return f"saved and verified {report.replayed} actions"


def _scenes() -> str:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.client.selftest import render_each_scene

    names = render_each_scene()
    return f"rendered {len(names)} scenes: {', '.join(names)}"


CHECKS: list[tuple[str, Callable[[], str]]] = [
    ("card data", _cards),
    ("bot games", _games),
    ("save and replay", _replay),
    ("scenes", _scenes),
]


def run(print_fn: Callable[[str], None] = print) -> int:
    failed = 0
    for name, check in CHECKS:
        start = time.perf_counter()
        try:
            detail = check()
            print_fn(f"ok    {name}: {detail} ({time.perf_counter() - start:.1f} s)")
        except Exception:
            failed += 1
            print_fn(f"FAIL  {name}:\n{traceback.format_exc()}")
    print_fn("self-test passed" if not failed else f"self-test FAILED ({failed} of {len(CHECKS)})")
    return 1 if failed else 0
