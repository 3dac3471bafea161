"""A full or read-only disk: the game goes on in memory, the saver says that saving failed and why,
and once the disk allows it the save catches up with every action since, in order, so the file
loads to the very game being played. Nothing of the good part of the file is ever lost.

The disk is simulated by making the log's writes fail with ENOSPC or EROFS (tests run as root, where
a read-only folder does not stop writes); one test uses a real read-only folder where it can."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from game import cli, paths
from game.ai.random_bot import RandomBot
from game.engine.setup import first_game
from game.saves import jsonlog
from game.saves.jsonlog import LogWriter
from game.saves.savegame import (
    SaveError,
    load_game,
    read_save,
    resume_game,
    start_game,
)
from tests.reliability.hostile import Disk

PLAYERS = ["Ann", "Bob"]


@pytest.fixture
def disk(monkeypatch) -> Disk:
    return Disk(monkeypatch)


@pytest.fixture(autouse=True)
def saves_folder(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "user-saves"
    folder.mkdir()
    monkeypatch.setattr(paths, "saves_dir", lambda: folder)
    monkeypatch.setattr(paths, "saves_path", lambda: folder, raising=False)
    return folder


def play(saver, bot, n: int) -> None:
    for _ in range(n):
        saver.apply(bot.choose(saver.game))


def new_game(catalog, path: Path):
    return start_game(catalog, first_game(PLAYERS), 5, path, fsync=False, checked=True), RandomBot(5)


def saved_actions(path: Path) -> list[int]:
    return [r["n"] for r in read_save(path).records]


# --- 3. the game goes on; 4. the save catches up -------------------------------------------------


def test_a_full_disk_never_stops_the_game_and_the_save_catches_up_once_there_is_room(catalog, tmp_path, disk):
    path = tmp_path / "g.tsave"
    saver, bot = new_game(catalog, path)
    play(saver, bot, 3)

    disk.full()
    play(saver, bot, 5)  # no OSError: the game goes on

    assert saver.unsaved == 5 and saver.actions == 8
    assert saver.problem is not None and saver.problem.errno == errno.ENOSPC
    assert saved_actions(path) == [1, 2, 3]  # the good part of the file is untouched
    disk.heal()
    play(saver, bot, 1)

    assert saver.unsaved == 0 and saver.problem is None
    assert saved_actions(path) == list(range(1, 10))
    assert load_game(path, catalog).state == saver.game.state


def test_the_action_after_a_failed_write_is_played_and_saved_not_refused(catalog, tmp_path, disk):
    """Issue 16, case 4: a second apply after the OSError used to change the game and then raise
    ValueError ("N events were not saved"), and retry() failed for good."""
    path = tmp_path / "g.tsave"
    saver, bot = new_game(catalog, path)
    play(saver, bot, 2)
    disk.full()
    try:
        play(saver, bot, 1)
    except OSError:  # how it failed before the fix; now the game goes on
        pass
    disk.heal()

    play(saver, bot, 1)

    assert saver.unsaved == 0 and saved_actions(path) == [1, 2, 3, 4]
    assert saver.retry() is True
    assert load_game(path, catalog).state == saver.game.state


def test_retry_writes_every_action_since_the_failure_without_a_new_action(catalog, tmp_path, disk):
    path = tmp_path / "g.tsave"
    saver, bot = new_game(catalog, path)
    disk.read_only()
    play(saver, bot, 4)
    assert saver.retry() is False and saver.problem.errno == errno.EROFS

    disk.heal()

    assert saver.retry() is True
    assert saved_actions(path) == [1, 2, 3, 4]
    assert load_game(path, catalog).state == saver.game.state


def test_a_new_game_on_a_read_only_disk_starts_and_its_save_is_made_when_it_can(catalog, tmp_path, disk):
    path = tmp_path / "g.tsave"
    disk.read_only()

    saver, bot = new_game(catalog, path)
    play(saver, bot, 3)

    assert not path.exists() and saver.problem.errno == errno.EROFS and saver.unsaved == 3
    disk.heal()
    play(saver, bot, 1)
    assert saved_actions(path) == [1, 2, 3, 4]
    assert load_game(path, catalog).state == saver.game.state


def test_a_save_made_late_never_replaces_a_file_that_took_its_name_meanwhile(catalog, tmp_path, disk):
    path = tmp_path / "g.tsave"
    disk.full()
    saver, bot = new_game(catalog, path)
    play(saver, bot, 2)
    path.write_bytes(b"another game's save\n")
    disk.heal()

    assert saver.retry() is True

    assert path.read_bytes() == b"another game's save\n"
    assert saver.path != path and saved_actions(saver.path) == [1, 2]


def test_a_half_written_line_that_could_not_be_cut_away_is_cut_before_the_next_write(
        catalog, tmp_path, monkeypatch):
    path = tmp_path / "g.tsave"
    saver, bot = new_game(catalog, path)
    play(saver, bot, 3)
    real_write_all, real_truncate = jsonlog._write_all, LogWriter._truncate
    broken = {"on": True}

    def half_then_full(fd, data):
        if broken["on"]:
            real_write_all(fd, data[: len(data) // 2])
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write_all(fd, data)

    def truncate(writer, size):
        if broken["on"]:
            raise OSError(errno.EIO, "Input/output error")
        real_truncate(writer, size)

    monkeypatch.setattr(jsonlog, "_write_all", half_then_full)
    monkeypatch.setattr(LogWriter, "_truncate", truncate)
    play(saver, bot, 2)
    broken["on"] = False
    play(saver, bot, 1)

    assert saved_actions(path) == [1, 2, 3, 4, 5, 6]
    assert not read_save(path).torn_tail
    assert load_game(path, catalog).state == saver.game.state


def test_a_game_resumed_on_a_read_only_disk_plays_on_and_saves_when_it_can(catalog, tmp_path, disk):
    path = tmp_path / "g.tsave"
    saver, bot = new_game(catalog, path)
    play(saver, bot, 3)
    saver.close()
    disk.read_only()

    resumed = resume_game(path, catalog, fsync=False)
    play(resumed, bot, 2)

    assert resumed.unsaved == 2 and resumed.problem.errno == errno.EROFS
    disk.heal()
    assert resumed.retry() is True
    resumed.close()
    assert saved_actions(path) == [1, 2, 3, 4, 5]
    assert load_game(path, catalog).state == resumed.game.state


def test_a_saves_folder_that_cannot_be_made_does_not_stop_a_new_game(catalog, tmp_path, monkeypatch):
    blocked = tmp_path / "a-file-not-a-folder"
    blocked.write_text("x")

    def cannot_make():
        raise NotADirectoryError(errno.ENOTDIR, "Not a directory", str(blocked / "saves"))

    monkeypatch.setattr(paths, "saves_dir", cannot_make)
    monkeypatch.setattr(paths, "saves_path", lambda: blocked / "saves", raising=False)
    saver = start_game(catalog, first_game(PLAYERS), 5, fsync=False)
    play(saver, RandomBot(5), 2)

    assert saver.unsaved == 2 and saver.problem is not None
    assert saver.path.parent == blocked / "saves"


def test_taking_back_actions_not_yet_on_disk_leaves_the_file_as_it_was(catalog, tmp_path, disk):
    from game.engine.undo import Applied, rewind

    path = tmp_path / "g.tsave"
    saver, bot = new_game(catalog, path)
    applied = []
    for _ in range(3):
        player = saver.game.to_act
        action = bot.choose(saver.game)
        applied.append(Applied(player, tuple(saver.apply(action)), action))
    disk.full()
    player = saver.game.to_act
    action = bot.choose(saver.game)
    applied.append(Applied(player, tuple(saver.apply(action)), action))
    before = path.read_bytes()

    saver.undo(1, rewind(saver.game, applied, 1))

    assert saver.unsaved == 0 and saver.actions == 3 and path.read_bytes() == before
    disk.heal()
    play(saver, bot, 1)
    assert saved_actions(path) == [1, 2, 3, 4]
    assert load_game(path, catalog).state == saver.game.state


def test_a_copy_of_a_save_that_is_behind_is_refused_with_the_reason(catalog, tmp_path, disk):
    path = tmp_path / "g.tsave"
    saver, bot = new_game(catalog, path)
    play(saver, bot, 2)
    disk.full()
    play(saver, bot, 1)

    with pytest.raises(SaveError, match="not saved yet.*No space left on device"):
        saver.save_copy(tmp_path / "copy.tsave")
    assert not (tmp_path / "copy.tsave").exists()


@pytest.mark.skipif(os.name == "nt" or os.geteuid() == 0, reason="root (or Windows) writes into read-only folders")
def test_a_really_read_only_folder_holds_the_save_back_until_it_is_writable(catalog, tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        saver, bot = new_game(catalog, folder / "g.tsave")
        play(saver, bot, 2)
        assert saver.unsaved == 2 and saver.problem is not None
    finally:
        folder.chmod(0o755)
    play(saver, bot, 1)
    assert saved_actions(folder / "g.tsave") == [1, 2, 3]


# --- the terminal game ----------------------------------------------------------------------------


def test_the_terminal_game_says_saving_failed_goes_on_and_says_when_it_caught_up(
        catalog, saves_folder, disk, monkeypatch, capsys):
    answers = iter(["0"] * 3 + ["heal"] + ["0"] * 3 + ["q"])

    def answer(prompt=""):
        a = next(answers)
        if a == "heal":
            disk.heal()
            a = "0"
        return a

    monkeypatch.setattr("builtins.input", answer)
    disk.full()

    code = cli.main(["play", "--players", "2", "--bots", "0", "--seed", "4"])

    out = capsys.readouterr().out
    assert code == 0 and "Traceback" not in out
    assert "Not saved: No space left on device" in out
    assert "Saved again: all 4 actions are on disk" in out
    (save,) = list(saves_folder.glob("*.tsave"))
    assert saved_actions(save) == list(range(1, 8))


def test_the_terminal_game_warns_when_it_quits_with_actions_not_saved(catalog, saves_folder, disk, monkeypatch,
                                                                      capsys):
    answers = iter(["0", "0", "q"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    disk.full()

    assert cli.main(["play", "--players", "2", "--bots", "0", "--seed", "4"]) == 0

    out = capsys.readouterr().out
    assert "2 actions could not be saved (No space left on device)" in out
