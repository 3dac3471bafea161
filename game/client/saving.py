"""Named saves and what the Load screen says about each save. No pygame here.

Every game autosaves into its own file (``game_<date>.tsave``, game/saves/savegame.py). "Save as"
writes a complete copy of that file under a name the player chose (``named_<name>.tsave``, the name
also kept in the header as ``"name"``). A named save is a snapshot: opening it continues the game in
a new autosave file, so the named save stays as it was and can be opened again."""

from __future__ import annotations

import datetime as dt
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.saves.jsonlog import LogError, read_log, write_log_atomic
from game.saves.savegame import FORMAT, SUFFIX, SaveError, SaveFile, save_path_for

NAMED_PREFIX = "named_"
MAX_NAME = 40


def slug(name: str) -> str:
    """A file-name-safe form of a save's name (letters, digits, - and _)."""
    s = re.sub(r"[^\w\-]+", "_", name.strip(), flags=re.UNICODE).strip("_")
    return (s or "save")[:MAX_NAME]


def named_path(directory: str | os.PathLike[str], name: str) -> Path:
    return Path(directory) / f"{NAMED_PREFIX}{slug(name)}{SUFFIX}"


def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def save_as(saver: Any, name: str, directory: str | os.PathLike[str] | None = None) -> Path:
    """Write a complete copy of the game `saver` autosaves, named `name`, next to it (or in
    `directory`). Atomic: a named save of the same name is replaced only by a complete file.
    Raises SaveError or OSError."""
    name = " ".join(name.split())[:MAX_NAME]
    if not name:
        raise ValueError("a save needs a name")
    folder = Path(directory) if directory is not None else saver.path.parent
    folder.mkdir(parents=True, exist_ok=True)
    if not saver.retry():  # actions still waiting for the disk: the copy would lack them
        raise SaveError(saver.path, f"the last {saver.unsaved} actions are not saved yet "
                                    f"({saver.problem.strerror or saver.problem})")
    try:
        log = read_log(saver.path, FORMAT)
    except LogError as e:  # damaged since it was written: never copy it
        raise SaveError(saver.path, f"cannot be copied: {e.message}") from None
    if len(log.records) != saver.actions:
        raise SaveError(saver.path, f"holds {len(log.records)} actions, expected {saver.actions}")
    target = named_path(folder, name)
    header = {**log.header, "name": name, "saved": _now()}
    write_log_atomic(target, header, log.records, fsync=saver.fsync)
    return target


def is_named(save: SaveFile) -> bool:
    return isinstance(save.header.get("name"), str)


def copy_to_autosave(save: SaveFile) -> Path:
    """A new autosave file beside a named save, holding the same game, to continue it in."""
    header = {k: v for k, v in save.header.items() if k not in ("name", "saved")}
    target = save_path_for(directory=save.path.parent)
    write_log_atomic(target, header, save.records)
    return target


@dataclass
class SaveInfo:
    """One line of the Load screen."""

    title: str  # the save's name, or the players for an autosave
    kind: str  # "named" | "autosave"
    when: str  # date and time it was last written
    mode: str
    players: list[str]
    turn: int
    actions: int
    finished: bool


MODE_NAMES = {"competitive": "Competitive", "solo": "Solo", "alone_in_the_dark": "Alone in the Dark",
              "united_we_stand": "United We Stand", "coop": "Co-op"}


def mode_name(key: str) -> str:
    try:
        from game.engine.modes import MODES  # type: ignore[attr-defined]

        entry = MODES.get(key) if isinstance(MODES, dict) else None
        label = getattr(entry, "title", None) or (entry.get("title") if isinstance(entry, dict) else None)
        if isinstance(label, str):
            return label
    except Exception:  # no description list (yet): our own names
        pass
    return MODE_NAMES.get(key, key.replace("_", " ").capitalize())


def _when(stamp: object, path: Path) -> str:
    t = None
    if isinstance(stamp, str):
        try:
            t = dt.datetime.fromisoformat(stamp.replace("Z", "+00:00")).astimezone()
        except ValueError:
            t = None
    if t is None:
        try:
            t = dt.datetime.fromtimestamp(path.stat().st_mtime)
        except OSError:
            return "?"
    return t.strftime("%Y-%m-%d %H:%M")


def last_turn(records: list[dict[str, Any]]) -> int:
    for rec in reversed(records):
        for e in reversed(rec.get("events") or []):
            if isinstance(e, dict) and e.get("type") == "TurnStarted" and isinstance(e.get("number"), int):
                return e["number"]
    return 1  # the first turn begins when the game is made, before any action


def info(save: SaveFile) -> SaveInfo:
    start = save.start
    spec = start.get("setup") or start.get("scenario") or {}
    mode = spec.get("mode") if isinstance(spec.get("mode"), str) else "competitive"
    players = save.player_names()
    named = is_named(save)
    stamp = save.header.get("saved") if named else None
    title = save.header["name"] if named else ", ".join(players)
    turn = last_turn(save.records)
    return SaveInfo(title, "named" if named else "autosave", _when(stamp, save.path), mode_name(mode), players,
                    turn, len(save.records), save.finished())
