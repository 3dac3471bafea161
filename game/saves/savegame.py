"""Save files: every game writes its own save after every action and can be replayed exactly.

A save is a crash-safe log (``game/saves/jsonlog.py``: one checksummed JSON object per line, created
atomically, appended and fsynced one record at a time). Line 1 is the header:

    {"format": "thunderstone-save", "format_version": 1,
     "engine_version": "0.1.0",               # game.__version__ of the program that wrote it
     "cards_digest": "<catalog.digest>",       # the card data the game was played with
     "created": "2024-05-01T12:00:00Z",
     "start": {"setup": {<Setup.to_dict()>}, "seed": 42}}
          or  "start": {"scenario": {<a scenario spec (game/scenario.py) without "actions">}}

then one record per applied action, numbered from 1:

    {"n": 12, "player": 0, "action": "use 12 0", "events": [<event.to_dict()>, ...]}

``player`` is who acted (``Game.to_act`` before the action); ``action`` is the action's text form.
The setup written is the one the game was asked for (its Thunderstone may be None, chosen from the
seed), so rebuilding from the same setup and seed makes the same random draws.

Loading rebuilds the game from "start" and re-applies every action, checking that each one produces
exactly the recorded events. A game is returned only when everything replayed: never half a game.
Every problem with a file is a ``SaveError`` naming the file and what is wrong.

    saver = start_game(catalog, setup, seed)      # new game, autosaved in paths.saves_dir()
    saver.apply(action)                           # game.apply(action) + write the record
    game = load_game(path, catalog)               # the game exactly where the save left it
    saver = resume_game(path, catalog)            # ...and keep autosaving into the same file
    report = verify_replay(path, catalog)         # did every action reproduce its events?
"""

from __future__ import annotations

import copy
import datetime as _dt
import json
import os
import re
import stat
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import game as _game_pkg
from game import paths
from game.engine.actions import Action, parse_action
from game.engine.errors import IllegalAction, SetupError
from game.engine.setup import Setup
from game.saves.jsonlog import LogError, LogWriter, NotALogFile, read_log, write_log_atomic

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.events import Event
    from game.engine.game import Game

__all__ = [
    "FORMAT", "FORMAT_UPCASTERS", "FORMAT_VERSION", "SUFFIX", "AutoSaver", "ReplayReport", "SaveError", "SaveFile",
    "build_start", "clean_temp_files", "list_saves", "load_game", "make_header", "open_save", "read_save", "real_path", "resume_game",
    "save_path_for", "scenario_start", "setup_start", "start_game", "start_scenario",
    "verify_replay", "write_save",
]

FORMAT = "thunderstone-save"
FORMAT_VERSION = 1
SUFFIX = ".tsave"

# Saves from an older format: FORMAT_UPCASTERS[v](header, records) returns the header and records of
# a format-v save rewritten in format v + 1 (raising ValueError for what it cannot convert). Reading
# applies them one after the other up to FORMAT_VERSION; a format with no upcaster is refused.
# Format 1 is the first, so there is none yet.
Upcaster = Callable[[dict[str, Any], list[dict[str, Any]]], tuple[dict[str, Any], list[dict[str, Any]]]]
FORMAT_UPCASTERS: dict[int, Upcaster] = {}


class SaveError(Exception):
    """A save file cannot be used: unreadable, damaged, foreign, or it does not replay."""

    def __init__(self, path: str | os.PathLike[str], message: str) -> None:
        message = _clip(message, MAX_MESSAGE)  # a message may quote a hostile file: keep it readable
        super().__init__(f"{os.fspath(path)}: {message}")
        self.path = Path(path)
        self.message = message


MAX_MESSAGE = 600


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


# --- the header ---------------------------------------------------------------------------------


def setup_start(setup: Setup, seed: int) -> dict[str, Any]:
    """The "start" of a game made with ``Game.new(catalog, setup, seed)``."""
    return {"setup": _jsonable(setup.to_dict(), "the setup"), "seed": int(seed)}


def scenario_start(spec: dict[str, Any]) -> dict[str, Any]:
    """The "start" of a game built from a scenario spec (its "actions" are not part of it: they
    are played and saved as ordinary actions)."""
    if not isinstance(spec, dict):
        raise ValueError("a scenario is a mapping")
    return {"scenario": _jsonable({k: v for k, v in spec.items() if k != "actions"}, "the scenario")}


def make_header(catalog: Catalog, start: dict[str, Any]) -> dict[str, Any]:
    now = _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0)
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "engine_version": _game_pkg.__version__,
        "cards_digest": catalog.digest,
        "created": now.isoformat().replace("+00:00", "Z"),
        "start": start,
    }


def _jsonable(value: Any, what: str) -> Any:
    """A deep copy of ``value`` as it will read back from the file (tuples become lists...)."""
    try:
        return json.loads(json.dumps(value, sort_keys=True))
    except (TypeError, ValueError) as e:
        raise ValueError(f"{what} cannot be written to a save: {e}") from None


def _start_problem(start: object) -> str | None:
    if not isinstance(start, dict):
        return 'the header has no "start" mapping'
    if set(start) == {"scenario"}:
        if not isinstance(start["scenario"], dict):
            return "the scenario in the header is not a mapping"
        return None
    if set(start) == {"setup", "seed"}:
        if not isinstance(start["setup"], dict):
            return "the setup in the header is not a mapping"
        seed = start["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            return "the seed in the header is not a whole number"
        return None
    found = ", ".join(sorted(map(str, start))) or "nothing"
    return f'the header\'s "start" must hold either "setup" and "seed", or "scenario" (it holds {found})'


def build_start(catalog: Catalog, start: dict[str, Any], *, checked: bool = False) -> Game:
    """The game as it was before its first action. Raises ValueError (with the reason) when the
    start cannot be built."""
    problem = _start_problem(start)
    if problem is not None:
        raise ValueError(problem)
    if "scenario" in start:
        from game.scenario import ScenarioError, build

        try:
            return build(catalog, start["scenario"], checked=checked)
        except (ScenarioError, SetupError) as e:
            raise ValueError(f"the scenario cannot be built: {e}") from None
        except Exception as e:  # a malformed spec from a damaged file: report it, no traceback
            raise ValueError(f"the scenario cannot be built ({type(e).__name__}: {e})") from None
    from game.engine.game import Game

    try:
        setup = Setup.from_dict(start["setup"])
    except SetupError as e:
        raise ValueError(f"the setup is invalid: {e}") from None
    try:
        return Game.new(catalog, setup, start["seed"], checked=checked)
    except SetupError as e:
        raise ValueError(f"the setup cannot be built: {e}") from None
    except Exception as e:  # a malformed setup from a damaged file: report it, no traceback
        raise ValueError(f"the setup cannot be built ({type(e).__name__}: {e})") from None


# --- reading ------------------------------------------------------------------------------------


@dataclass
class SaveFile:
    """A save file's contents, checked for shape (not yet replayed)."""

    path: Path
    header: dict[str, Any]
    records: list[dict[str, Any]]
    torn_tail: bool  # a half-written last record (crash) was left out
    written_version: int = FORMAT_VERSION  # the format of the file (header and records are upcast)

    @property
    def start(self) -> dict[str, Any]:
        return self.header["start"]

    def player_names(self) -> list[str]:
        start = self.start
        if "setup" in start:
            players = start["setup"].get("players")
            return [str(p) for p in players] if isinstance(players, list) else []  # a damaged file
        players = start["scenario"].get("players")
        players = players if isinstance(players, list) else []
        return [str((p or {}).get("name", f"Player {i + 1}")) if isinstance(p, dict) or p is None
                else f"Player {i + 1}" for i, p in enumerate(players)]

    def finished(self) -> bool:
        return bool(self.records) and any(e.get("type") == "GameEnded" for e in self.records[-1]["events"])


def read_save(path: str | os.PathLike[str]) -> SaveFile:
    """Read a save and check its header and records for shape. Raises SaveError."""
    path = Path(path)
    try:
        log = read_log(path)
    except NotALogFile as e:
        raise SaveError(path, e.message) from None
    except LogError as e:
        raise SaveError(path, f"not a readable save: {e.message}") from None
    except FileNotFoundError:
        raise SaveError(path, "no such file") from None
    except OSError as e:
        raise SaveError(path, f"cannot be read ({e.strerror or e})") from None
    header = log.header
    if header["format"] != FORMAT:
        raise SaveError(path, f"not a Thunderstone save (it is a {header['format']!r} file)")
    version = header["format_version"]
    if version > FORMAT_VERSION:
        by = header.get("engine_version")
        who = f"Thunderstone {by}" if isinstance(by, str) else "a newer version of the game"
        raise SaveError(path, f"saved by {who} in save format {version}, newer than this version "
                              f"reads (format {FORMAT_VERSION}); update the game to open it")
    records = log.records
    if version < FORMAT_VERSION:
        header, records = _upcast(path, header, records)
    for field in ("engine_version", "cards_digest"):
        if not isinstance(header.get(field), str):
            raise SaveError(path, f'the header has no "{field}"')
    problem = _start_problem(header.get("start"))
    if problem is not None:
        raise SaveError(path, problem)
    for i, rec in enumerate(records, start=1):
        problem = _record_problem(rec, i)
        if problem is not None:
            raise SaveError(path, f"line {i + 1}: {problem}")
    return SaveFile(path, header, records, log.torn_tail, version)


def _upcast(path: Path, header: dict[str, Any], records: list[dict[str, Any]]
            ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A format-v save's header and records in the current format, through FORMAT_UPCASTERS."""
    version = header["format_version"]
    while version < FORMAT_VERSION:
        upcast = FORMAT_UPCASTERS.get(version)
        if upcast is None:
            raise SaveError(path, f"saved in save format {version}, older than this version of the game "
                                  f"can convert (it reads format {FORMAT_VERSION}); the save cannot be opened")
        try:
            header, records = upcast(copy.deepcopy(header), copy.deepcopy(records))
        except Exception as e:  # a damaged old save: report it, no traceback
            raise SaveError(path, f"cannot convert save format {version} to {version + 1} "
                                  f"({type(e).__name__}: {e})") from None
        version += 1
        header = {**header, "format_version": version}
    return header, records


def _record_problem(rec: dict[str, Any], n: int) -> str | None:
    if rec.get("n") != n:
        return f"expected action {n}, found {rec.get('n')!r}"
    player = rec.get("player")
    if not isinstance(player, int) or isinstance(player, bool):
        return f"action {n} has no player number"
    if not isinstance(rec.get("action"), str):
        return f"action {n} has no action text"
    events = rec.get("events")
    if not isinstance(events, list) or not all(isinstance(e, dict) for e in events):
        return f"action {n} has no list of events"
    return None


# --- replaying ----------------------------------------------------------------------------------


@dataclass
class ReplayReport:
    """What replaying a save from its start found."""

    path: Path
    header: dict[str, Any]
    total: int  # complete actions in the file
    replayed: int  # actions that reproduced their recorded events exactly
    torn_tail: bool
    problem: str | None = None  # the first difference, or None
    action: int | None = None  # number of the first action that did not replay
    event: int | None = None  # 1-based position of the first differing event in it
    saved: dict[str, Any] | None = None  # that event as saved (None: the replay gave more)
    replay: dict[str, Any] | None = None  # and as replayed (None: the replay gave fewer)

    @property
    def ok(self) -> bool:
        return self.problem is None


def _normal(d: dict[str, Any]) -> dict[str, Any]:
    """An event dict as it reads back from a file."""
    return json.loads(json.dumps(d, sort_keys=True))


def _short(d: dict[str, Any] | None, limit: int = 300) -> str:
    if d is None:
        return "nothing"
    text = json.dumps(d, sort_keys=True, separators=(",", ":"))
    return text if len(text) <= limit else text[: limit - 3] + "..."


def open_save(path: str | os.PathLike[str], catalog: Catalog, checked: bool = False) -> tuple[SaveFile, Game]:
    """Read a save and build its game as it was before the first action (nothing replayed yet).
    Raises SaveError, also when the card data changed since the save was made."""
    save = read_save(path)
    digest = save.header["cards_digest"]
    if digest != catalog.digest:
        raise SaveError(save.path, f"the card data changed since this game was saved (saved with card data "
                                   f"{digest[:12]}, now {catalog.digest[:12]}), so it cannot be replayed")
    try:
        game = build_start(catalog, save.start, checked=checked)
    except ValueError as e:
        raise SaveError(save.path, str(e)) from None
    return save, game


def _replay(save: SaveFile, game: Game, report: ReplayReport) -> None:
    """Apply the save's actions to ``game`` (built from its start) until one does not reproduce
    its events; fill in ``report``. After a failed action ``game`` must be thrown away."""
    for rec in save.records:
        n, text = rec["n"], rec["action"]
        where = f"action {n} ({_clip(text, 80)})"
        try:
            action = parse_action(text)
        except ValueError as e:
            report.problem, report.action = f"{where} cannot be read: {e}", n
            return
        if rec["player"] != game.to_act:
            report.problem, report.action = (
                f"{where} was made by player {rec['player']}, but on replay player {game.to_act} is to act", n)
            return
        try:
            events = game.apply(action)
        except IllegalAction as e:
            report.problem, report.action = f"{where} is illegal on replay: {e.reason}", n
            return
        except Exception as e:  # an engine failure: report it like any other difference
            report.problem, report.action = f"{where} failed on replay ({type(e).__name__}: {e})", n
            return
        got = [_normal(e.to_dict()) for e in events]
        saved = rec["events"]
        if got != saved:
            i = next((k for k, (a, b) in enumerate(zip(saved, got, strict=False)) if a != b),
                     min(len(saved), len(got)))
            report.saved = saved[i] if i < len(saved) else None
            report.replay = got[i] if i < len(got) else None
            report.action, report.event = n, i + 1
            report.problem = (f"{where}: event {i + 1} differs: saved {_short(report.saved)}, "
                              f"but the replay gives {_short(report.replay)}")
            return
        report.replayed += 1


def _version_hint(header: dict[str, Any]) -> str:
    saved = header.get("engine_version")
    if saved != _game_pkg.__version__:
        return f" (the save was made by version {saved}, this is version {_game_pkg.__version__})"
    return ""


def verify_replay(path: str | os.PathLike[str], catalog: Catalog, *, checked: bool = False) -> ReplayReport:
    """Replay a save from its start and report the first action whose events differ (``ok`` when
    none does). Raises SaveError when the file cannot be replayed at all (unreadable, foreign,
    card data changed, bad start)."""
    save, game = open_save(path, catalog, checked)
    report = ReplayReport(save.path, save.header, len(save.records), 0, save.torn_tail)
    _replay(save, game, report)
    if report.problem is not None:
        report.problem += _version_hint(save.header)
    return report


def load_game(path: str | os.PathLike[str], catalog: Catalog, *, checked: bool = False) -> Game:
    """The game exactly where the save left it (a torn last record, from a crash, is left out).
    Raises SaveError if anything does not replay; never returns half a game."""
    return _load(path, catalog, checked)[1]


def _load(path: str | os.PathLike[str], catalog: Catalog, checked: bool) -> tuple[SaveFile, Game]:
    save, game = open_save(path, catalog, checked)
    report = ReplayReport(save.path, save.header, len(save.records), 0, save.torn_tail)
    _replay(save, game, report)
    if report.problem is not None:
        raise SaveError(save.path, f"does not replay: {report.problem}{_version_hint(save.header)}")
    return save, game


# --- writing ------------------------------------------------------------------------------------


def save_path_for(when: _dt.datetime | None = None, directory: str | os.PathLike[str] | None = None) -> Path:
    """A new file name for a save in ``directory`` (default: paths.saves_dir()), from the time.
    The folder is made if it can be; when it cannot (a full or read-only disk), the name is still
    given, and the save is written there once it can be (AutoSaver)."""
    if directory is not None:
        folder = Path(directory)
    else:
        try:
            folder = paths.saves_dir()
        except OSError:
            folder = paths.saves_path()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    stamp = (when or _dt.datetime.now()).strftime("%Y-%m-%d_%H-%M-%S")
    candidate = folder / f"game_{stamp}{SUFFIX}"
    k = 2
    while os.path.lexists(candidate):
        candidate = folder / f"game_{stamp}_{k}{SUFFIX}"
        k += 1
    return candidate


def _record(n: int, player: int, action: Action, events: list[Event]) -> dict[str, Any]:
    return {"n": n, "player": player, "action": action.text(), "events": [e.to_dict() for e in events]}


class AutoSaver:
    """Writes a game's save as it is played: one record, fsynced, after every action.

    Get one from ``start_game``, ``start_scenario`` or ``resume_game``. Play through ``apply``, or
    call ``record(action, events)`` right after each ``game.apply(action)``; an action applied
    without being recorded is noticed at the next ``record`` (ValueError), since the save would no
    longer replay.

    A write that fails (OSError: a full or read-only disk, a folder that cannot be made) never
    stops the game: the record waits in memory, ``problem`` holds the error and ``unsaved`` counts
    the actions not on disk. Every later ``apply`` (or ``retry()``) writes all that wait, in order,
    first making the file if it could not be made at the start, so the save catches up as soon as
    the disk allows. The good part of the file is never rewritten for this."""

    def __init__(self, game: Game, writer: LogWriter | None, header: dict[str, Any], *,
                 path: str | os.PathLike[str] | None = None, pending: list[dict[str, Any]] | None = None,
                 on_disk: int | None = None, fsync: bool = True) -> None:
        """With a ``writer``, append to its file. Without one: ``on_disk`` records are in the valid
        save at ``path`` (a writer is opened when one is needed), or, with ``on_disk`` None, the
        file is still to be made, with the header and ``pending``."""
        self.game = game
        self.header = header
        self._writer = writer
        self._path = writer.path if writer is not None else Path(path)  # type: ignore[arg-type]
        self.fsync = writer.fsync if writer is not None else fsync
        self._made = writer is not None or on_disk is not None  # the file exists with its header
        self._on_disk = writer.record_count if writer is not None else (on_disk or 0)
        self._pending: list[dict[str, Any]] = list(pending or [])  # records not on disk yet, in order
        self.problem: OSError | None = None  # why the last write failed (None: all is on disk)
        self._closed = False
        self._seen = len(game.log)  # events already in the save (or before its first action)
        self._to_act = game.to_act

    @property
    def path(self) -> Path:
        return self._path

    @property
    def actions(self) -> int:
        """How many actions the save holds (on disk, or waiting to be written)."""
        return self._on_disk + len(self._pending)

    @property
    def unsaved(self) -> int:
        """How many actions are not on disk yet (a failed write: see ``problem``)."""
        return len(self._pending)

    @classmethod
    def create(cls, game: Game, start: dict[str, Any], path: str | os.PathLike[str] | None = None, *,
               fsync: bool = True) -> AutoSaver:
        """Start a new save for ``game``, which must be freshly built from ``start`` (no action
        applied yet). ``path`` defaults to a new name in paths.saves_dir(). If the file cannot be
        made now, it is made with the first write that succeeds."""
        header = make_header(game.catalog, start)
        target = Path(path) if path is not None else save_path_for()
        saver = cls(game, None, header, path=target, fsync=fsync)
        saver.flush(replace=True)
        return saver

    def record(self, action: Action, events: list[Event]) -> None:
        """Record ``action``, which ``game.apply`` has just applied, giving ``events``, and write
        it with any that wait (a failed write does not raise: see ``problem``)."""
        if self._closed:
            raise ValueError(f"{self.path}: the save is closed")
        log = self.game.log
        if len(log) - self._seen != len(events) or (events and log[-1] is not events[-1]):
            raise ValueError(f"{self.path}: record() must follow each game.apply() with its events "
                             f"({len(log) - self._seen} events were not saved)")
        self._pending.append(_record(self.actions + 1, self._to_act, action, events))
        self._seen = len(log)
        self._to_act = self.game.to_act
        self.flush()

    def apply(self, action: Action) -> list[Event]:
        """Apply an action to the game and save it. Returns the events. Raises IllegalAction (the
        game unchanged); never OSError: a failed write waits (``problem``, ``unsaved``)."""
        events = self.game.apply(action)
        self.record(action, events)
        return events

    def retry(self) -> bool:
        """Write every action not on disk yet. True when the save is complete."""
        return self.flush()

    def flush(self, replace: bool = False) -> bool:
        """Write what waits (making the file first if it is not made yet). True when everything
        is on disk; on OSError, False with ``problem`` set."""
        if self._closed:
            return not self._pending
        try:
            if not self._made:
                self._make(replace)
            elif self._writer is None:
                self._writer = LogWriter.open_append(self._path, self._on_disk, expected_format=FORMAT,
                                                     fsync=self.fsync)
            while self._pending:
                self._writer.append(self._pending[0])  # type: ignore[union-attr]
                self._pending.pop(0)
                self._on_disk += 1
        except OSError as e:
            self.problem = e
            return False
        except LogError as e:  # the file changed under us since it was read: never write into it
            self.problem = OSError(0, f"the save file changed on disk ({e.message})", os.fspath(self._path))
            return False
        self.problem = None
        return True

    def _make(self, replace: bool) -> None:
        """Make the file with the header and every record waiting. Made late (the first attempt
        failed), it never replaces a file that took its name meanwhile: it takes another name."""
        if not replace and os.path.lexists(self._path):
            self._path = save_path_for(directory=self._path.parent)
        self._path.parent.mkdir(parents=True, exist_ok=True)
        write_log_atomic(self._path, self.header, self._pending, fsync=self.fsync)
        self._made = True
        self._on_disk, self._pending = len(self._pending), []
        self._writer = LogWriter(self._path, record_count=self._on_disk, fsync=self.fsync)

    def _behind(self) -> str:
        reason = (self.problem.strerror or str(self.problem)) if self.problem is not None else "not written yet"
        return f"the last {self.unsaved} action{'s are' if self.unsaved != 1 else ' is'} not saved yet ({reason})"

    def save_copy(self, path: str | os.PathLike[str]) -> None:
        """Write a complete copy of this save to ``path`` (atomically); autosaving goes on here."""
        if not self.flush():
            raise SaveError(self.path, f"cannot be copied: {self._behind()}")
        try:
            log = read_log(self.path, FORMAT)
        except LogError as e:  # damaged since it was written: never copy it over a good file
            raise SaveError(self.path, f"cannot be copied: {e.message}") from None
        if len(log.records) != self.actions:
            raise SaveError(self.path, f"holds {len(log.records)} actions, expected {self.actions}")
        write_log_atomic(path, log.header, log.records, fsync=self.fsync)

    def undo(self, k: int, game: Game) -> None:
        """Take the last ``k`` actions back: rewrite the save without their records and go on
        appending to it, for ``game``, the game rebuilt without them (game.engine.undo.rewind).
        The new file replaces the old one only once it is complete (jsonlog.write_log_atomic), so a
        failure (SaveError, OSError) leaves the old save, and this saver, as they were. Actions not
        on disk yet (a failed write) are simply dropped from what waits."""
        if not 0 <= k <= self.actions:
            raise ValueError(f"cannot take back {k} of the {self.actions} saved actions")
        self.flush()
        if k <= len(self._pending):
            del self._pending[len(self._pending) - k:]
            self._rebased(game)
            return
        if self._pending:
            raise SaveError(self.path, f"cannot be rewritten: {self._behind()}")
        try:
            log = read_log(self.path, FORMAT)
        except LogError as e:  # damaged since it was written: never rewrite it from what is left
            raise SaveError(self.path, f"cannot be rewritten: {e.message}") from None
        if len(log.records) != self.actions:
            raise SaveError(self.path, f"holds {len(log.records)} actions, expected {self.actions}")
        keep = log.records[:len(log.records) - k]
        if self._writer is not None:
            self._writer.close()  # (Windows cannot replace a file that is open)
            self._writer = None
        write_log_atomic(self.path, log.header, keep, fsync=self.fsync)
        self._on_disk = len(keep)
        self._rebased(game)
        self.flush()

    def _rebased(self, game: Game) -> None:
        self.game = game
        self._seen = len(game.log)
        self._to_act = game.to_act

    def close(self) -> None:
        """Write what still waits if it can, and let go of the file (``unsaved`` tells what was lost)."""
        if self._closed:
            return
        self.flush()
        self._closed = True
        if self._writer is not None:
            self._writer.close()

    @property
    def closed(self) -> bool:
        return self._closed

    def __enter__(self) -> AutoSaver:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def start_game(catalog: Catalog, setup: Setup, seed: int, path: str | os.PathLike[str] | None = None, *,
               fsync: bool = True, checked: bool = False) -> AutoSaver:
    """A new game (``Game.new(catalog, setup, seed)``) with its save; the game is ``saver.game``."""
    from game.engine.game import Game

    start = setup_start(setup, seed)
    game = Game.new(catalog, setup, seed, checked=checked)
    return AutoSaver.create(game, start, path, fsync=fsync)


def start_scenario(catalog: Catalog, spec: dict[str, Any], path: str | os.PathLike[str] | None = None, *,
                   fsync: bool = True, checked: bool = False) -> AutoSaver:
    """A game from a scenario spec with its save. The spec's actions are played and saved like any
    others. Raises ScenarioError (or IllegalAction) for a bad spec; no file is written then."""
    from game.scenario import ScenarioError, build, resolve

    start = scenario_start(spec)
    try:
        game = build(catalog, start["scenario"], checked=checked)
    except SetupError as e:
        raise ScenarioError(str(e)) from None
    records = []
    for text in spec.get("actions") or []:
        player, action = game.to_act, resolve(game, str(text))
        records.append(_record(len(records) + 1, player, action, game.apply(action)))
    header = make_header(catalog, start)
    target = Path(path) if path is not None else save_path_for()
    saver = AutoSaver(game, None, header, path=target, pending=records, fsync=fsync)
    saver.flush(replace=True)
    return saver


def resume_game(path: str | os.PathLike[str], catalog: Catalog, *, fsync: bool = True,
                checked: bool = False) -> AutoSaver:
    """Load a save and keep saving into it (a torn last record is cut off first). A save in an
    older format is left as it is: the game goes on in a new file beside it, in the current format.
    A link is resolved first: the game goes on in the real file (``saver.path``), once it was read
    and checked as a save like any other; the writer never appends through a link."""
    save, game = _load(real_path(path), catalog, checked)
    if save.written_version != FORMAT_VERSION:
        saver = AutoSaver(game, None, save.header, path=save_path_for(directory=save.path.parent),
                          pending=save.records, fsync=fsync)
        saver.flush()
        return saver
    try:
        writer = LogWriter.open_append(save.path, len(save.records), expected_format=FORMAT, fsync=fsync)
    except LogError as e:
        raise SaveError(save.path, f"cannot be continued: {e.message}") from None
    except OSError as e:  # a read-only disk: play on, and append once it can (AutoSaver.flush)
        saver = AutoSaver(game, None, save.header, path=save.path, on_disk=len(save.records), fsync=fsync)
        saver.problem = e
        return saver
    return AutoSaver(game, writer, save.header)


def write_save(path: str | os.PathLike[str], catalog: Catalog, start: dict[str, Any], actions: list[Action], *,
               fsync: bool = True) -> Game:
    """Build a game from ``start``, apply ``actions`` and write its complete save to ``path``
    atomically (save-as for a game whose actions are known). Returns the game."""
    game = build_start(catalog, start)
    records = []
    for n, action in enumerate(actions, start=1):
        player = game.to_act
        records.append(_record(n, player, action, game.apply(action)))
    write_log_atomic(path, make_header(catalog, start), records, fsync=fsync)
    return game


def real_path(path: str | os.PathLike[str]) -> Path:
    """``path``, or the file it leads to when it is a link."""
    p = Path(path)
    return Path(os.path.realpath(p)) if p.is_symlink() else p


# --- the saves folder ---------------------------------------------------------------------------


@dataclass
class SaveSummary:
    path: Path
    save: SaveFile | None  # None when the file cannot be read
    error: str | None = None


def list_saves(directory: str | os.PathLike[str] | None = None) -> list[SaveSummary]:
    """Every save in ``directory`` (default: paths.saves_dir()), newest first, read but not replayed.
    What cannot be read (damaged, not a regular file, a link to nowhere) is listed with the reason.
    Stale temporary files of interrupted saves are cleaned up first (clean_temp_files)."""
    folder = Path(directory) if directory is not None else paths.saves_dir()
    clean_temp_files(folder)
    files = sorted(folder.glob(f"*{SUFFIX}"), key=lambda p: (_mtime(p), p.name), reverse=True)
    out = []
    for f in files:
        try:
            out.append(SaveSummary(f, read_save(f)))
        except SaveError as e:
            out.append(SaveSummary(f, None, e.message))
    return out


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # a link to nowhere, or in a circle: its own time
        try:
            return path.lstat().st_mtime
        except OSError:
            return 0.0


# A save being created is first written to ".<name>.tsave.<8 random characters>.tmp" in the same
# folder (jsonlog: tempfile.mkstemp), then renamed; a kill between the two leaves the temporary file.
_TEMP_NAME = re.compile(r"\..+" + re.escape(SUFFIX) + r"\.[a-z0-9_]{8}\.tmp", re.IGNORECASE)
STALE_TEMP_SECONDS = 3600  # writing a save takes milliseconds: an hour-old temporary file is left over


def clean_temp_files(directory: str | os.PathLike[str], older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Remove the temporary files interrupted saves left in ``directory``: only regular files (never
    a link or a folder) whose name is exactly that of a save's temporary file and that were last
    written over ``older_than`` seconds ago (so never one another instance is writing now).
    Returns the files removed; a file that cannot be removed is left."""
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return removed
    for entry in entries:
        if not _TEMP_NAME.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < older_than:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed
