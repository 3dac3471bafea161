"""A save file's format and how it is read: the header, the records, their checks (the format is
described in game/saves/savegame.py). Reading never replays: see game/saves/replaying.py."""

from __future__ import annotations

import copy
import datetime as _dt
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import game as _game_pkg
from game.engine.errors import SetupError
from game.engine.setup import Setup
from game.saves.jsonlog import LogError, NotALogFile, read_log

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.game import Game

__all__ = [
    "FORMAT", "FORMAT_UPCASTERS", "FORMAT_VERSION", "SUFFIX", "SaveError", "SaveFile", "build_start",
    "make_header", "read_save", "scenario_start", "setup_start",
]

FORMAT = "thunderstone-save"
FORMAT_VERSION = 2
SUFFIX = ".tsave"

# Saves from an older format: FORMAT_UPCASTERS[v](header, records) returns the header and records of
# a format-v save rewritten in format v + 1 (raising ValueError for what it cannot convert). Reading
# applies them one after the other up to FORMAT_VERSION; a format with no upcaster is refused.
Upcaster = Callable[[dict[str, Any], list[dict[str, Any]]], tuple[dict[str, Any], list[dict[str, Any]]]]


def _join_moves(header: dict[str, Any], records: list[dict[str, Any]]
                ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Format 1 to 2: format 1 wrote one Moved event per card; format 2 writes the cards an action
    moved one after another the same way (a hand drawn, discarded or reshuffled) as one MovedCards,
    by the rule of game.engine.events.join_moves. Anything that is not a well-formed move passes
    through untouched (a damaged event is the replay's to report)."""
    for rec in records:
        events = rec.get("events")
        if not isinstance(events, list):
            continue
        out: list[Any] = []
        for d in events:
            last = out[-1] if out else None
            if _is_move(d) and _is_move(last) and all(d[k] == last[k] for k in _ROUTE):
                cards = last["cards"] if last["type"] == "MovedCards" else [last["card"]]
                out[-1] = {"type": "MovedCards", "cards": [*cards, d["card"]], **{k: d[k] for k in _ROUTE}}
            else:
                out.append(d)
        rec["events"] = out
    return header, records


_ROUTE = ("src", "dst", "reason", "pos")


def _is_move(d: Any) -> bool:
    return isinstance(d, dict) and all(k in d for k in _ROUTE) and (
        (d.get("type") == "Moved" and "card" in d) or (d.get("type") == "MovedCards" and isinstance(d.get("cards"), list)))


FORMAT_UPCASTERS: dict[int, Upcaster] = {1: _join_moves}


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
