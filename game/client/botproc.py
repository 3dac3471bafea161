"""Bots thinking in a separate process, so that a hard bot's search never takes the interpreter
lock from the window's main loop. No pygame here.

One worker process per table (spawning one costs a few tenths of a second: it is started once and
fed decision after decision). It is started with the "spawn" method on every system, so it behaves
the same on Linux, Windows and macOS and inside a PyInstaller build (whose entry point calls
multiprocessing.freeze_support()).

What crosses the pipe is what the worker needs to rebuild a private copy of the game, measured to
be the cheapest on the main side (a 4-player game at 1,200 events):
- the catalog, once, when the worker starts (128 KB pickled, 3 ms; loading the YAML takes 350 ms);
- per decision: the state (4 KB, 0.2 ms), the setup, mode and seed (0.5 KB) and the events of the
  log the worker does not have yet (bots read the recent log: knowledge.idle_turns). Replaying the
  actions would take far longer than pickling the state;
- the bot itself (about 45 KB, 1-2 ms), only when the worker does not hold the version of it the
  session has: a bot keeps what it decided before (plans, caches, a generator), so the worker
  returns the bot as it is after each decision and keeps it, and the session keeps those bytes
  too, to think on inline or in a thread with the same bot should the worker die.

Catalog objects (the catalog, card definitions, groups) are pickled as references (persistent ids)
and resolved to the worker's own copy, so a bot's caches do not carry the card data across."""

from __future__ import annotations

import io
import itertools
import multiprocessing
import pickle
import queue
import threading
import traceback
from dataclasses import dataclass
from typing import Any

CONTEXT = "spawn"
KEEP_VERSIONS = 3  # bot versions the worker keeps per seat (a discarded decision starts from an older one)


class WorkerDied(RuntimeError):
    """The worker process is gone (killed, crashed or never started)."""


class BotError(RuntimeError):
    """A bot raised in the worker and the exception could not be sent back as it was."""


# --- pickling with the catalog by reference ---

def catalog_refs(catalog: Any) -> dict[int, Any]:
    refs: dict[int, Any] = {id(catalog): "catalog"}
    for k, d in catalog.cards.items():
        refs[id(d)] = ("card", k)
    for k, g in catalog.groups.items():
        refs[id(g)] = ("group", k)
    return refs


class _Pickler(pickle.Pickler):
    def __init__(self, f: io.BytesIO, refs: dict[int, Any]) -> None:
        super().__init__(f, pickle.HIGHEST_PROTOCOL)
        self._refs = refs

    def persistent_id(self, obj: Any) -> Any:
        return self._refs.get(id(obj))


class _Unpickler(pickle.Unpickler):
    def __init__(self, f: io.BytesIO, catalog: Any) -> None:
        super().__init__(f)
        self._catalog = catalog

    def persistent_load(self, pid: Any) -> Any:
        if pid == "catalog":
            return self._catalog
        kind, key = pid
        return self._catalog.cards[key] if kind == "card" else self._catalog.groups[key]


def dumps(obj: Any, refs: dict[int, Any]) -> bytes:
    f = io.BytesIO()
    _Pickler(f, refs).dump(obj)
    return f.getvalue()


def loads(data: bytes, catalog: Any) -> Any:
    return _Unpickler(io.BytesIO(data), catalog).load()


# --- the worker process ---

def _choose(catalog: Any, refs: dict, bots: dict, log: list, msg: tuple) -> tuple[Any, bytes]:
    from game.engine.game import Game

    _, _req, seat, version, bot_bytes, log_start, log_new, state, head = msg
    del log[log_start:]  # 0: another game (an undo makes a new one), else the events it lacked
    log.extend(loads(log_new, catalog))
    kept = bots.setdefault(seat, {})
    if bot_bytes is not None:
        kept[version] = bot_bytes
    bot = loads(kept[version], catalog)  # the session sends the bot unless the worker keeps that version
    setup, mode, seed = loads(head, catalog)
    game = Game(catalog, loads(state, catalog), mode, setup, seed)
    game.log = log  # the worker's own list, kept from decision to decision: what a bot has seen
    # (knowledge.seen_tops) is read from the events it has not read before, not the whole log again
    action = bot.choose(game)
    return action, dumps(bot, refs)


def _lower_priority() -> None:
    """The window's main loop comes first: on a busy machine the system gives the worker the
    processor only when the frame is drawn (a bot thinks a little longer, a frame is never late)."""
    import os
    import sys

    try:
        if hasattr(os, "nice"):
            os.nice(5)
        elif sys.platform == "win32":
            import ctypes

            below_normal = 0x4000  # BELOW_NORMAL_PRIORITY_CLASS
            ctypes.windll.kernel32.SetPriorityClass(ctypes.windll.kernel32.GetCurrentProcess(), below_normal)
    except (OSError, AttributeError):
        pass  # not allowed here: the worker runs at the client's priority


def worker_main(conn: Any, catalog_bytes: bytes) -> None:
    """The worker's loop: one decision per message, answered in order, until None or the pipe
    closes (the client quit or was killed: the worker never outlives it by more than a decision)."""
    _lower_priority()
    catalog = pickle.loads(catalog_bytes)
    refs = catalog_refs(catalog)
    bots: dict[int, dict[int, bytes]] = {}
    log: list = []  # the log of the game being played, as far as the session has sent it
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        req, seat = msg[1], msg[2]
        try:
            action, after = _choose(catalog, refs, bots, log, msg)
            kept = bots[seat]
            kept[req] = after  # this decision's bot is version `req`
            for old in sorted(kept)[:-KEEP_VERSIONS]:
                del kept[old]
            reply = (req, "ok", action, after)
        except BaseException as e:  # noqa: BLE001 - handed to the client, which raises it
            try:
                pickle.dumps(e)
                err: Any = e
            except Exception:
                err = BotError("".join(traceback.format_exception(e)))
            reply = (req, "error", err, None)
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return


# --- the client's side ---

@dataclass
class Reply:
    req: int
    action: Any = None
    bot: bytes | None = None  # the bot as it is after deciding (version `req`)
    error: BaseException | None = None


class BotWorker:
    """The worker process of one table. `think` sends a decision to make, `replies` collects the
    answers that have come (never blocking), `close` ends the process (at once: a decision under
    way is of no use any more).

    Starting the process and writing to it happen in a sender thread: starting hands the child the
    catalog through a pipe, and the main loop would otherwise wait (a few tenths of a second) for
    the new interpreter to come up and read it."""

    _ids = itertools.count(1)

    def __init__(self, catalog: Any) -> None:
        self.catalog = catalog
        self.refs = catalog_refs(catalog)
        self._ctx = multiprocessing.get_context(CONTEXT)
        self.conn, self._child = self._ctx.Pipe(duplex=True)
        self.process: Any = None  # made and started by the sender thread
        self.closed = False
        self._started = False
        self._failure: WorkerDied | None = None
        self._lock = threading.Lock()
        self._out: queue.SimpleQueue = queue.SimpleQueue()
        self.sent_log: tuple[Any, int] = (None, 0)  # the game whose log the worker has, and how much
        self.has: dict[int, set[int]] = {}  # per seat, the bot versions the worker keeps
        self._sender = threading.Thread(target=self._send_loop, name="thunderstone-bot-sender", daemon=True)
        self._sender.start()

    def _send_loop(self) -> None:
        try:
            catalog = pickle.dumps(self.catalog, pickle.HIGHEST_PROTOCOL)
            self.process = self._ctx.Process(target=worker_main, args=(self._child, catalog),
                                             name="thunderstone-bot", daemon=True)
            self.process.start()
        except Exception as e:  # no processes allowed here, or the program cannot be started again
            self._failure = WorkerDied(f"the bot process could not start: {e}")
            return
        finally:
            self._child.close()  # the worker holds the other end: its death closes the pipe (EOF here)
        with self._lock:
            self._started = True
            if self.closed:  # closed while it was starting
                self._end_process()
                return
        while True:
            msg = self._out.get()
            if msg is None:
                return
            try:
                self.conn.send_bytes(msg)
            except (OSError, ValueError) as e:
                if not self.closed:
                    self._failure = WorkerDied(self.why_dead(e))
                return

    def new_version(self) -> int:
        """A number for a bot's state the session pickled itself (ordered with the request ids)."""
        return next(self._ids)

    def think(self, seat: int, version: int, bot_bytes: bytes, game: Any) -> int:
        """Ask for the decision of the bot in `seat` (at `version`, whose bytes are sent only if the
        worker lacks them) in this game's position. Returns the request's id."""
        if self.closed:
            raise WorkerDied("the bot process was closed")
        if self._failure is not None:
            raise self._failure
        req = next(self._ids)
        known, sent = self.sent_log  # the game itself is kept (not its id, which a new game may reuse)
        start = sent if known is game and sent <= len(game.log) else 0
        has = self.has.setdefault(seat, set())
        send_bot = None if version in has else bot_bytes
        msg = ("think", req, seat, version, send_bot, start, dumps(game.log[start:], self.refs),
               dumps(game.state, self.refs), dumps((game.setup, game.mode, game.seed), self.refs))
        self._out.put(pickle.dumps(msg, pickle.HIGHEST_PROTOCOL))
        self.sent_log = (game, len(game.log))
        has.add(version)
        has.add(req)  # what this decision makes, the worker keeps
        while len(has) > KEEP_VERSIONS:  # as the worker forgets them: the oldest first
            has.discard(min(has))
        return req

    def replies(self) -> list[Reply]:
        """The answers that have come since the last call (raises WorkerDied when the worker is gone)."""
        if self._failure is not None:
            raise self._failure
        if not self._started:
            return []
        out = []
        try:
            while self.conn.poll():
                req, status, payload, after = self.conn.recv()
                if status == "ok":
                    out.append(Reply(req, payload, after))
                else:
                    out.append(Reply(req, error=payload))
        except (EOFError, OSError) as e:
            raise WorkerDied(self.why_dead(e)) from e
        if not out and not self.process.is_alive():
            raise WorkerDied(self.why_dead(None))
        return out

    def why_dead(self, e: BaseException | None) -> str:
        self.process.join(0.1)
        code = self.process.exitcode
        how = "still running" if code is None else f"exit code {code}" if code >= 0 else f"killed by signal {-code}"
        return f"the bot process stopped ({how}{'; ' + str(e) if e is not None and str(e) else ''})"

    @property
    def started(self) -> bool:
        return self._started

    @property
    def alive(self) -> bool:
        return not self.closed and self._started and self.process.is_alive()

    def close(self) -> None:
        """End the worker now (a decision under way is dropped); safe to call twice."""
        with self._lock:
            if self.closed:
                return
            self.closed = True
            started = self._started
        self._out.put(None)
        if started:
            self._end_process()

    def _end_process(self) -> None:
        try:
            self.conn.close()
        except OSError:
            pass
        p = self.process
        if p.is_alive():
            p.terminate()
            p.join(2.0)
            if p.is_alive():
                p.kill()
                p.join(2.0)
        else:
            p.join(0.1)

    def wait_closed(self, timeout: float) -> bool:
        """Whether the process has ended within `timeout` seconds (after close; tests)."""
        self._sender.join(timeout)
        return self.process is None or self.process.exitcode is not None
