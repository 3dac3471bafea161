"""Files a player's disk can hold where a save should be: JSON nested a thousand levels deep with a
valid checksum, a FIFO, a link to /dev/zero, a huge file, links that lead nowhere, temporary files a
kill left behind, and a save reached through a link. Each is refused (or skipped, and said so)
quickly and without a traceback, and nothing is written where it should not be.

Calls that could hang or eat memory if a check were missing run in a child process with a deadline
and a memory cap (tests/reliability/hostile.py: run_game), or in a thread with a deadline."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest

from game import cli, paths
from game.ai.random_bot import RandomBot
from game.engine.setup import first_game
from game.saves.jsonlog import LogError, LogWriter, read_log
from game.saves.replay import describe_save
from game.saves.savegame import (
    SaveError,
    list_saves,
    load_game,
    read_save,
    resume_game,
    start_game,
    verify_replay,
)
from tests.reliability.hostile import (
    HAS_DEV_ZERO,
    HAS_FIFO,
    deep_line,
    run_game,
)

needs_fifo = pytest.mark.skipif(not HAS_FIFO, reason="no FIFOs on this system")
needs_links = pytest.mark.skipif(not hasattr(os, "symlink") or os.name == "nt", reason="no symlinks here")
needs_dev_zero = pytest.mark.skipif(not HAS_DEV_ZERO or os.name == "nt", reason="no /dev/zero here")


@pytest.fixture(autouse=True)
def saves_folder(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "data" / "saves"
    folder.mkdir(parents=True)
    monkeypatch.setattr(paths, "saves_dir", lambda: folder)
    monkeypatch.setattr(paths, "user_data_dir", lambda: folder.parent)
    return folder


@pytest.fixture(scope="module")
def good(catalog, tmp_path_factory) -> bytes:
    path = tmp_path_factory.mktemp("good") / "good.tsave"
    saver = start_game(catalog, first_game(["Ann", "Bob"]), 3, path, fsync=False)
    bot = RandomBot(3)
    for _ in range(12):
        saver.apply(bot.choose(saver.game))
    saver.close()
    return path.read_bytes()


def within(seconds: float, fn, *unblock: Path):
    """fn() run in a thread that must finish within `seconds`; if it does not, any FIFO in
    `unblock` is opened for writing (which lets a reader blocked on it go) and the test fails."""
    box: dict = {}

    def run() -> None:
        try:
            box["value"] = fn()
        except BaseException as e:  # handed to the test
            box["error"] = e

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(seconds)
    if t.is_alive():
        for fifo in unblock:
            try:
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                pass
        t.join(5)
        pytest.fail(f"{getattr(fn, '__name__', fn)} did not finish within {seconds} s (hung)")
    if "error" in box:
        raise box["error"]
    return box.get("value")


def deep_save(good: bytes, where: str) -> bytes:
    """`good` with its header (where="header") or its first record nested 1,000 levels deep."""
    import json

    lines = good.split(b"\n")
    index = 0 if where == "header" else 1
    value = json.loads(lines[index][: lines[index].index(b"\t")])
    lines[index] = deep_line(1000, value)[:-1]
    return b"\n".join(lines)


# --- 1. nesting ---------------------------------------------------------------------------------


@pytest.mark.parametrize("where", ["header", "record"])
def test_a_save_nested_a_thousand_levels_deep_is_refused_with_a_reason(catalog, tmp_path, good, where):
    path = tmp_path / "deep.tsave"
    path.write_bytes(deep_save(good, where))

    for call in (lambda: read_save(path), lambda: load_game(path, catalog), lambda: verify_replay(path, catalog),
                 lambda: resume_game(path, catalog, fsync=False), lambda: describe_save(path, catalog)):
        with pytest.raises(SaveError) as err:
            call()
        assert str(err.value).startswith(f"{path}: ") and "nested too deeply" in str(err.value)
    with pytest.raises(LogError, match="nested too deeply"):
        read_log(path)


def test_the_command_line_reports_a_deeply_nested_save_without_a_traceback(tmp_path, good, saves_folder, capsys):
    path = saves_folder / "deep.tsave"
    path.write_bytes(deep_save(good, "record"))

    for args, code in ((["replay", str(path)], 2), (["replay", str(path), "--verify"], 2),
                       (["play", "--resume", str(path)], 2), (["saves", "list"], 0)):
        assert cli.main(args) == code, args
        out = capsys.readouterr()
        assert "nested too deeply" in out.out + out.err and "Traceback" not in out.err


def test_the_saves_list_names_the_deep_save_and_lists_the_good_one(good, saves_folder):
    (saves_folder / "deep.tsave").write_bytes(deep_save(good, "header"))
    (saves_folder / "good.tsave").write_bytes(good)

    listed = {s.path.name: s for s in list_saves()}

    assert listed["good.tsave"].save is not None
    assert listed["deep.tsave"].save is None and "nested too deeply" in listed["deep.tsave"].error


# --- 2. special files ---------------------------------------------------------------------------


@needs_fifo
def test_a_fifo_in_the_saves_folder_is_listed_as_not_a_file_without_waiting_for_it(good, saves_folder):
    fifo = saves_folder / "pipe.tsave"
    os.mkfifo(fifo)
    (saves_folder / "good.tsave").write_bytes(good)

    listed = within(10, list_saves, fifo)

    by_name = {s.path.name: s for s in listed}
    assert by_name["good.tsave"].save is not None
    assert by_name["pipe.tsave"].save is None and "not a regular file" in by_name["pipe.tsave"].error


@needs_fifo
def test_saves_list_on_the_command_line_does_not_hang_on_a_fifo(tmp_path, good):
    data = tmp_path / "child"
    (data / "saves").mkdir(parents=True)
    os.mkfifo(data / "saves" / "pipe.tsave")
    (data / "saves" / "good.tsave").write_bytes(good)

    done = run_game(["saves", "list"], data, timeout=30)

    assert done.returncode == 0, done.stderr
    assert "pipe.tsave: cannot be read: not a regular file" in done.stdout
    assert "good.tsave: Ann, Bob; 12 actions, in progress" in done.stdout


@needs_fifo
def test_loading_a_fifo_is_refused_at_once(catalog, tmp_path):
    fifo = tmp_path / "pipe.tsave"
    os.mkfifo(fifo)

    for call in (lambda: read_save(fifo), lambda: load_game(fifo, catalog),
                 lambda: resume_game(fifo, catalog, fsync=False)):
        with pytest.raises(SaveError, match="not a regular file"):
            within(10, call, fifo)


@needs_dev_zero
def test_a_save_linked_to_dev_zero_is_refused_without_reading_it(tmp_path):
    data = tmp_path / "child"
    (data / "saves").mkdir(parents=True)
    link = data / "saves" / "zero.tsave"
    os.symlink("/dev/zero", link)

    for args in (["replay", str(link), "--verify"], ["replay", str(link)], ["play", "--resume", str(link)]):
        started = time.monotonic()
        done = run_game(args, data, timeout=30)
        assert done.returncode == 2, (args, done.stderr[-2000:])
        assert "not a regular file" in done.stdout + done.stderr and "Traceback" not in done.stderr
        assert time.monotonic() - started < 20
    listed = run_game(["saves", "list"], data, timeout=30)
    assert listed.returncode == 0 and "zero.tsave: cannot be read: not a regular file" in listed.stdout


def test_a_save_larger_than_any_game_is_refused_unread(catalog, tmp_path, good):
    path = tmp_path / "huge.tsave"
    with open(path, "wb") as f:  # sparse: it takes no room on disk
        f.write(good)
        f.truncate(3 << 30)
    data = tmp_path / "child"
    (data / "saves").mkdir(parents=True)

    done = run_game(["replay", str(path), "--verify"], data, timeout=30)

    assert done.returncode == 2 and "too large" in done.stderr, done.stderr[-2000:]


@needs_links
def test_links_that_lead_nowhere_or_in_a_circle_are_listed_as_unreadable(good, saves_folder):
    os.symlink(saves_folder / "gone" / "x.tsave", saves_folder / "dangling.tsave")
    os.symlink(saves_folder / "loop.tsave", saves_folder / "loop.tsave")
    (saves_folder / "folder.tsave").mkdir()
    (saves_folder / "good.tsave").write_bytes(good)

    listed = {s.path.name: s for s in list_saves()}

    assert listed["good.tsave"].save is not None
    for name in ("dangling.tsave", "loop.tsave", "folder.tsave"):
        assert listed[name].save is None and listed[name].error, name


# --- 6. temporary files left by a kill ----------------------------------------------------------


def test_stale_temporary_files_of_saves_are_removed_and_nothing_else(saves_folder, good):
    from game.saves.savegame import clean_temp_files

    old = time.time() - 2 * 3600
    stale = [saves_folder / ".game_2024-01-01_10-00-00.tsave.k3j_9x2a.tmp",
             saves_folder / ".named_Before.tsave.abcdefgh.tmp"]
    fresh = saves_folder / ".game_2024-01-02_10-00-00.tsave.zzzzzzzz.tmp"  # a save being written now
    keep = [saves_folder / "notes.tmp", saves_folder / ".game.tsave.tmp", saves_folder / "game.tsave.abc.tmp",
            saves_folder / ".game_x.tsave.abcdefgh.tmp.bak", saves_folder / ".settings.json.abcdefgh.tmp"]
    for p in stale + keep + [fresh]:
        p.write_bytes(good[:100])
    folder_like = saves_folder / ".game_y.tsave.abcdefgh.tmp"
    folder_like.mkdir()
    for p in stale + keep + [folder_like]:
        os.utime(p, (old, old))

    removed = clean_temp_files(saves_folder)

    assert sorted(removed) == sorted(stale)
    assert not any(p.exists() for p in stale)
    assert fresh.exists() and folder_like.is_dir() and all(p.exists() for p in keep)


def test_listing_the_saves_cleans_stale_temporary_files(saves_folder, good):
    stale = saves_folder / ".game_2024-01-01_10-00-00.tsave.k3j_9x2a.tmp"
    stale.write_bytes(good)
    os.utime(stale, (time.time() - 7200, time.time() - 7200))

    list_saves()

    assert not stale.exists()


@needs_links
def test_a_stale_temporary_name_that_is_a_link_is_left_alone(saves_folder, tmp_path):
    from game.saves.savegame import clean_temp_files

    target = tmp_path / "precious.txt"
    target.write_text("keep me")
    link = saves_folder / ".game_1.tsave.abcdefgh.tmp"
    os.symlink(target, link)
    os.utime(link, (time.time() - 7200, time.time() - 7200), follow_symlinks=False)

    assert clean_temp_files(saves_folder) == []
    assert link.is_symlink() and target.read_text() == "keep me"


# --- 7. resuming through a link -----------------------------------------------------------------


@needs_links
def test_resuming_through_a_link_goes_on_in_the_real_file_it_resolves_to(catalog, tmp_path, good):
    real = tmp_path / "elsewhere" / "real.tsave"
    real.parent.mkdir()
    real.write_bytes(good)
    link = tmp_path / "link.tsave"
    os.symlink(real, link)

    with resume_game(link, catalog, fsync=False) as saver:
        assert saver.path == real.resolve()
        saver.apply(RandomBot(1).choose(saver.game))

    assert link.is_symlink() and len(read_save(real).records) == 13


@needs_links
def test_play_resume_on_a_link_says_which_file_it_continues(catalog, tmp_path, good, capsys, monkeypatch):
    real = tmp_path / "real.tsave"
    real.write_bytes(good)
    link = tmp_path / "link.tsave"
    os.symlink(real, link)
    monkeypatch.setattr("builtins.input", lambda prompt="": "q")

    assert cli.main(["play", "--resume", str(link)]) == 0

    out = capsys.readouterr().out
    assert f"{link} is a link to {real.resolve()}: the game goes on in {real.resolve()}" in out


@needs_links
def test_a_link_to_something_that_is_not_a_save_is_refused_and_left_alone(catalog, tmp_path):
    target = tmp_path / "notes.txt"
    target.write_text("my notes\n")
    link = tmp_path / "link.tsave"
    os.symlink(target, link)

    with pytest.raises(SaveError):
        resume_game(link, catalog, fsync=False)
    assert target.read_text() == "my notes\n"


@needs_links
def test_the_log_writer_never_appends_through_a_link(tmp_path, good):
    real = tmp_path / "real.tsave"
    real.write_bytes(good)
    link = tmp_path / "link.tsave"
    os.symlink(real, link)

    with pytest.raises(OSError):
        LogWriter(link, record_count=12)
    assert real.read_bytes() == good


@needs_fifo
def test_the_log_writer_refuses_a_fifo_without_waiting_for_a_reader(tmp_path):
    fifo = tmp_path / "pipe.tsave"
    os.mkfifo(fifo)

    with pytest.raises(OSError):
        within(10, lambda: LogWriter(fifo), fifo)


def test_the_log_writer_refuses_to_write_what_its_reader_would_refuse(tmp_path):
    from tests.reliability.hostile import nested

    with LogWriter.create(tmp_path / "x.log", {"format": "x", "format_version": 1}, fsync=False) as w:
        with pytest.raises(ValueError, match="nested"):
            w.append({"deep": nested(100)})
        w.append({"fine": nested(20)})
    assert read_log(tmp_path / "x.log").records == [{"fine": nested(20)}]
