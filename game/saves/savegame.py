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
seed), so rebuilding from the same setup and seed makes the same random draws. Reading the format:
game/saves/savefile.py (older formats are converted by FORMAT_UPCASTERS there).

Loading rebuilds the game from "start" and re-applies every action, checking that each one gives
its recorded result (game/saves/replaying.py). A game is returned only when everything replayed:
never half a game. Every problem with a file is a ``SaveError`` naming the file and what is wrong.

After an update (new card sets, corrected cards, an engine that writes its events differently), a
save written by an earlier version must still load, play on and replay; tests/data/saves holds
saves written by 0.1.0 that every change is tested against. So:
- Other card data than the save's (``cards_digest``) is no reason to refuse it: it is replayed.
- An action whose events differ but that leads to the same state (the engine writes its events
  differently) replays: the save is the same game.
- An action that gives another result (a corrected card; a rules fix) is not damage. The player is
  told which action and which cards (``SaveDiverged``, its ``report``), and may go on from the
  recorded events: loading with ``trust_log=True`` applies them as facts on the game built from the
  start, checks the position like any other, and from there on today's rules apply. What happened
  stays as it happened; nothing is replayed under rules it was not played with. (A question left
  open by the last actions is rebuilt by applying them again; if today's rules no longer lead there,
  those few actions are taken back, and the file is cut to match.) `thunderstone replay --verify`
  says which of these it found.
- Damage is still refused: a bad checksum (jsonlog), a record of the wrong shape, and recorded
  events that cannot be applied to the game at all (only a damaged or edited file gives those).
- So a new card set, a corrected card or events written differently need no new format version.
  One that changes the shape of the header or of the records does: raise FORMAT_VERSION and add the
  converter from the old shape to FORMAT_UPCASTERS (savefile.py); the old file is left as it was
  and the game goes on in a new file (resume_game). So does a new kind of event: an older game
  then says plainly that the save is newer than it reads, instead of failing on an event it does
  not know. Format 2 added MovedCards (cards moved one after another the same way, one event);
  its upcaster joins the single moves of format 1 by the same rule, so that a format-1 save
  replays event for event.

A full or read-only disk never stops a game: ``AutoSaver`` keeps the records it could not write
and writes them, in order, with the next action or ``retry()`` (``problem`` and ``unsaved`` say
what waits and why).

    saver = start_game(catalog, setup, seed)      # new game, autosaved in paths.saves_dir()
    saver.apply(action)                           # game.apply(action) + write the record
    game = load_game(path, catalog)               # the game exactly where the save left it
    saver = resume_game(path, catalog)            # ...and keep autosaving into the same file
    report = verify_replay(path, catalog)         # did every action give its recorded result?
"""

from __future__ import annotations

import datetime as _dt
import os
import re
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game import paths
from game.engine.actions import Action
from game.engine.errors import SetupError
from game.engine.setup import Setup
from game.saves.jsonlog import LogError, LogWriter, read_log, write_log_atomic
from game.saves.replaying import ReplayReport, SaveDiverged, load_save, open_save, verify_replay
from game.saves.savefile import (
    FORMAT,
    FORMAT_UPCASTERS,
    FORMAT_VERSION,
    SUFFIX,
    SaveError,
    SaveFile,
    build_start,
    make_header,
    read_save,
    scenario_start,
    setup_start,
)

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.events import Event
    from game.engine.game import Game
    from game.engine.undo import Applied

__all__ = [
    "FORMAT", "FORMAT_UPCASTERS", "FORMAT_VERSION", "SUFFIX", "AutoSaver", "ReplayReport", "SaveDiverged",
    "SaveError", "SaveFile", "build_start", "clean_temp_files", "list_saves", "load_game", "load_save",
    "make_header", "open_save", "read_save", "real_path", "resume_game", "save_path_for", "scenario_start",
    "setup_start", "start_game", "start_scenario", "verify_replay", "write_save",
]


def load_game(path: str | os.PathLike[str], catalog: Catalog, *, checked: bool = False,
              trust_log: bool = False) -> Game:
    """The game exactly where the save left it (a torn last record, from a crash, is left out).
    Raises SaveError if it cannot be used, SaveDiverged if an action gives another result with
    this version (unless ``trust_log``: then the game as recorded); never returns half a game."""
    return load_save(path, catalog, checked=checked, trust_log=trust_log)[1]


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
        self.history: list[Applied] = []  # (resumed) the actions in the save, with their events
        self.report: ReplayReport | None = None  # (resumed) what replaying the save found

    def _loaded(self, history: list[Applied], report: ReplayReport) -> AutoSaver:
        self.history, self.report = history, report
        return self

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
    """A new game (``Game.new(catalog, setup, seed)``) with its save; the game is ``saver.game``.

    A random setup is saved as the cards the randomizers dealt, not as the request: dealt again
    by a later version (a card added to a box, a group's solo advice corrected) the request could
    give other cards, and the save would no longer fit its own actions. The dealt setup builds the
    same game (the deal draws from its own generator, apart from the game's)."""
    from game.engine.game import Game

    game = Game.new(catalog, setup, seed, checked=checked)
    start = setup_start(game.setup if setup.random is not None and game.setup is not None else setup, seed)
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
                checked: bool = False, trust_log: bool = False) -> AutoSaver:
    """Load a save and keep saving into it (a torn last record is cut off first). A save in an
    older format is left as it is: the game goes on in a new file beside it, in the current format.
    A link is resolved first: the game goes on in the real file (``saver.path``), once it was read
    and checked as a save like any other; the writer never appends through a link. ``trust_log``:
    see load_game; ``saver.report`` then says what changed, ``saver.history`` lists the actions."""
    save, game, history, report = load_save(real_path(path), catalog, checked=checked, trust_log=trust_log)
    records = save.records[:len(history)]
    if save.written_version != FORMAT_VERSION:
        saver = AutoSaver(game, None, save.header, path=save_path_for(directory=save.path.parent),
                          pending=records, fsync=fsync)
        saver.flush()
        return saver._loaded(history, report)
    if report.taken_back:  # the file is cut to the game (atomically, as taking back does)
        try:
            write_log_atomic(save.path, save.header, records, fsync=fsync)
        except OSError as e:
            raise SaveError(save.path, f"cannot be continued: its last {report.taken_back} actions must be "
                                       f"taken back, and the file cannot be rewritten ({e.strerror or e})") from None
    try:
        writer = LogWriter.open_append(save.path, len(records), expected_format=FORMAT, fsync=fsync)
    except LogError as e:
        raise SaveError(save.path, f"cannot be continued: {e.message}") from None
    except OSError as e:  # a read-only disk: play on, and append once it can (AutoSaver.flush)
        saver = AutoSaver(game, None, save.header, path=save.path, on_disk=len(records), fsync=fsync)
        saver.problem = e
        return saver._loaded(history, report)
    return AutoSaver(game, writer, save.header)._loaded(history, report)


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
