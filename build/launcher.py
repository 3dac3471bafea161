"""Entry point of the packaged executables (PyInstaller needs a script, not a module).

The same script starts both programs of the build: `thunderstone` (the game; on Windows a windowed
program with no console, on macOS the app bundle's program) and `thunderstone-cli` (a console
program: --selftest, --version and the command-line tools). A windowed program has no stdout or
stderr, so what it would print, a crash report included, goes to thunderstone.log in the data folder."""

import multiprocessing
import sys

# first of all: in the bots' worker process (game/client/botproc.py, started with "spawn"), this runs
# the worker and exits, before anything of the program itself (its log file included) is touched
multiprocessing.freeze_support()


def _log_when_windowed() -> None:
    if sys.stdout is not None and sys.stderr is not None:
        return
    try:
        from game import paths

        log = open(paths.user_data_dir() / "thunderstone.log", "w", encoding="utf-8", buffering=1)  # noqa: SIM115
    except OSError:
        return  # nowhere to write: the program runs on, silent
    sys.stdout = sys.stdout or log
    sys.stderr = sys.stderr or log


_log_when_windowed()

from game.cli import main  # noqa: E402

sys.exit(main())
