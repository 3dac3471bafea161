"""The headless self-test of an installed or packaged game: `thunderstone --selftest`.

It proves the program works where it was installed: the card data loads and validates, seeded bot
games of every mode play to the end with invariants checked, one game is saved and replayed with
verification, a game is autosaved, listed, resumed and verified in a data folder whose path has
spaces and non-ASCII letters (as a user's folder may), and (when the client is present) one frame of
each scene renders with SDL's dummy video driver. Exit code 0 only if all of that worked."""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

GAMES_PER_MODE = 3


def _release() -> str:
    from game import __version__, credits, paths
    from game.version import UNKNOWN

    if __version__ == UNKNOWN:
        raise RuntimeError("the version cannot be read (pyproject.toml is not beside the program's data)")
    missing = [f for c in credits.CREDITS for f in c.files if not (paths.licenses_dir() / f).is_file()]
    if missing:
        raise RuntimeError(f"licence files missing from {paths.licenses_dir()}: {', '.join(missing)}")
    from game import compiled_engine

    engine = "the compiled engine" if compiled_engine.state["engine"] == "compiled" else "the engine's Python source"
    return (f"version {__version__}; {len(credits.CREDITS)} components credited, their licence texts present; "
            f"plays with {engine}")


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


# a data folder as a player's may be named: spaces, accents, a non-Latin script
AWKWARD_FOLDER = "Jörg Müller's games/Thunderstone データ"


@contextlib.contextmanager
def data_folder(path: Path):
    """The game keeps its saves and settings in `path` while the block runs (game.paths)."""
    from game import paths

    before = os.environ.get(paths.DATA_DIR_ENV)
    os.environ[paths.DATA_DIR_ENV] = str(path)
    try:
        yield path
    finally:
        if before is None:
            os.environ.pop(paths.DATA_DIR_ENV, None)
        else:
            os.environ[paths.DATA_DIR_ENV] = before


def _data_folder() -> str:
    from game import paths
    from game.ai.random_bot import RandomBot
    from game.catalog import load_catalog
    from game.engine.setup import first_game
    from game.saves.savegame import list_saves, resume_game, start_game, verify_replay

    cat = load_catalog(paths.cards_dir())
    with tempfile.TemporaryDirectory(prefix="thunderstone self-test ") as tmp, \
            data_folder(Path(tmp) / AWKWARD_FOLDER):
        saver = start_game(cat, first_game(["Åsa", "Bjørn"]), 5, fsync=False)  # into paths.saves_dir()
        bot = RandomBot(5)
        for _ in range(40):
            if saver.game.state.over:
                break
            saver.apply(bot.choose(saver.game))
        saver.close()
        found = [s for s in list_saves() if s.save is not None]
        if len(found) != 1 or not os.path.samefile(found[0].path, saver.path):
            raise RuntimeError(f"the save in {paths.saves_dir()} was not listed: {found}")
        resumed = resume_game(found[0].path, cat, fsync=False)
        for _ in range(20):
            if resumed.game.state.over:
                break
            resumed.apply(bot.choose(resumed.game))
        resumed.close()
        report = verify_replay(found[0].path, cat)
        if not report.ok:
            raise RuntimeError(f"replay differs: {report.problem}")
        settings = paths.user_data_dir() / "settings.json"
        settings.write_text('{"volume": 0.5}', encoding="utf-8")
        if settings.read_text(encoding="utf-8") != '{"volume": 0.5}':
            raise RuntimeError(f"{settings} did not keep what was written")
        return f"saved, listed, resumed and verified {report.replayed} actions in a folder named {AWKWARD_FOLDER!r}"


def _bot_process() -> str:
    """Bot decisions made in the client's worker process (a new interpreter started with "spawn":
    in a packaged build, the program itself, run again through multiprocessing.freeze_support)
    match the decisions made inline, and the process ends with the table."""
    from game import paths
    from game.catalog import load_catalog
    from game.client.session import GameSession, Seat
    from game.engine.setup import first_game

    cat = load_catalog(paths.cards_dir())
    seats = [Seat("Bot 1", "bot", "normal"), Seat("Bot 2", "bot", "hard")]

    def session() -> GameSession:
        return GameSession.new(cat, first_game([s.name for s in seats]), 3, seats, save=False)

    inline, expected = session(), []
    for _ in range(4):
        expected.append(inline.bot_action())
        inline.apply(expected[-1])
    table = session()
    deadline = time.monotonic() + 120
    try:
        for want in expected:
            action = table.bot_ready(process=True)
            while action is None and time.monotonic() < deadline:
                time.sleep(0.005)
                action = table.bot_ready(process=True)
            if table.bot_process_problem is not None:
                raise RuntimeError(table.bot_process_problem)
            if action != want:
                raise RuntimeError(f"the worker process chose {action} where inline chose {want}")
            table.apply(action)
        process = table.bot_process
        pid = process.pid
    finally:
        table.close()
    process.join(10)
    if process.exitcode is None:
        raise RuntimeError(f"the bot process {pid} did not end with its table")
    return f"{len(expected)} decisions made in a worker process (pid {pid}) as inline; it ended with the table"


def _scenes() -> str:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.client.selftest import render_each_scene

    names = render_each_scene()
    return f"rendered {len(names)} scenes: {', '.join(names)}"


CHECKS: list[tuple[str, Callable[[], str]]] = [
    ("version and licences", _release),
    ("card data", _cards),
    ("bot games", _games),
    ("save and replay", _replay),
    ("data folder", _data_folder),
    ("bot process", _bot_process),
    ("scenes", _scenes),
]


def _print(line: str) -> None:
    """print, even where the output cannot encode the line (a Windows pipe in a legacy code page)."""
    try:
        print(line, flush=True)
    except UnicodeEncodeError:
        print(line.encode("ascii", "backslashreplace").decode("ascii"), flush=True)


def run(print_fn: Callable[[str], None] = _print) -> int:
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
