"""Seeded games played in job processes: `thunderstone sim --jobs N` and the bench's win rates
(`thunderstone bench --jobs N`). Each game is seeded on its own, so what a game gives does not
depend on the process that plays it, and the results come back in the games' order."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

Game = TypeVar("Game")
Result = TypeVar("Result")

_JOB: tuple[Callable[[Any, Any], Any], Any] | None = None  # a job process's way to play and its options


def cores() -> int:
    """The processes worth starting on this machine: the cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on every platform
        return max(1, os.cpu_count() or 1)


def _job_start(play: Callable[[Any, Any], Any], options: Any) -> None:
    import signal

    global _JOB
    _JOB = (play, options)
    # a forked process keeps its parent's handlers, and SDL (pygame, once initialised) can catch
    # SIGTERM to post a quit event: the pool could then not stop this process
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _job(game: Any) -> Any:
    assert _JOB is not None
    play, options = _JOB
    return play(options, game)


def play_all(play: Callable[[Any, Game], Result], options: Any, games: list[Game], jobs: int,
             chunk: int | None = None) -> Iterator[Result]:
    """What `play(options, game)` gives for each game, in the games' order: played here, or by
    `jobs` processes. `play` must be a module's function, for a process started afresh (not forked)
    to find it, and `options` must pickle. A process takes `chunk` games at a time: by default up to
    16, for games of a few milliseconds; 1 for games of seconds, so that none waits at the end on
    another's last chunk."""
    if jobs == 1 or len(games) < 2:
        for g in games:
            yield play(options, g)
        return
    import multiprocessing

    pool = multiprocessing.Pool(min(jobs, len(games)), _job_start, (play, options))
    try:
        yield from pool.imap(_job, games, chunksize=chunk or max(1, min(16, len(games) // (4 * jobs))))
    except BaseException:  # an interrupted run (or a reader that stopped): stop the processes
        pool.terminate()
        raise
    else:
        pool.close()  # every game played: the processes end of themselves
    finally:
        pool.join()
