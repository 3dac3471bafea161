"""A standing test of hostile files (tests/reliability/hostile.py): every kind of damaged save or
special file in the saves folder, and every kind of bad settings file, put through everything that
reads them. Each is either used or refused with a SaveError naming it, within a deadline, without
changing it; the folder's listing always comes back; the settings are always usable. The fast run
covers every fixed kind and a few random damages; the `slow` run many more, and the command line in a
child process for each fixed kind, so a later format change cannot reopen these holes."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from game import cli, paths
from game.ai.random_bot import RandomBot
from game.client.settings import Settings
from game.engine.setup import first_game
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
from tests.reliability.hostile import FIXED_SAVES, hostile_saves, hostile_settings, run_game
from tests.saves.test_hostile_files import within


@pytest.fixture(autouse=True)
def saves_folder(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "user" / "saves"
    folder.mkdir(parents=True)
    monkeypatch.setattr(paths, "saves_dir", lambda: folder)
    monkeypatch.setattr(paths, "user_data_dir", lambda: folder.parent)
    return folder


@pytest.fixture(scope="module")
def good(catalog, tmp_path_factory) -> bytes:
    path = tmp_path_factory.mktemp("good") / "good.tsave"
    saver = start_game(catalog, first_game(["Ann", "Bob"]), 8, path, fsync=False)
    bot = RandomBot(8)
    for _ in range(15):
        saver.apply(bot.choose(saver.game))
    saver.close()
    return path.read_bytes()


def fingerprint(path: Path) -> str | None:
    """What the path holds now, without opening anything that is not a regular file."""
    if path.is_symlink():
        return "link:" + os.readlink(path)
    if path.is_file():  # (a huge sparse file is not read whole)
        info = path.stat()
        with open(path, "rb") as f:
            head = f.read(1 << 20)
        return f"{info.st_size}:{info.st_mtime_ns}:{hashlib.sha256(head).hexdigest()}"
    return "other" if os.path.lexists(path) else None


def used_or_refused(catalog, path: Path) -> None:
    """Every reader either uses the file or refuses it with a SaveError naming it."""
    calls = [lambda: read_save(path), lambda: load_game(path, catalog), lambda: verify_replay(path, catalog),
             lambda: describe_save(path, catalog)]
    for call in calls:
        try:
            within(20, call, path)
        except SaveError as e:
            assert str(e).startswith(f"{path}: ") and len(e.message) <= 600


def check_hostile_save(catalog, folder: Path, name: str, make, good: bytes, capsys) -> None:
    path = folder / "hostile.tsave"
    make(path, good)
    before = fingerprint(path)

    used_or_refused(catalog, path)
    try:
        saver = within(20, lambda: resume_game(path, catalog, fsync=False), path)
    except SaveError:
        assert fingerprint(path) == before, name  # a refused file is left as it was
    else:
        saver.close()
    listed = within(20, list_saves, path)
    assert [s.path.name for s in listed] == ["hostile.tsave"]
    assert within(20, lambda: cli.main(["saves", "list"]), path) == 0
    assert "hostile.tsave" in capsys.readouterr().out


def clear(folder: Path) -> None:
    for p in folder.iterdir():
        if p.is_dir() and not p.is_symlink():
            p.rmdir()
        else:
            p.unlink()


@pytest.mark.parametrize("count", [pytest.param(12, id="fast"), pytest.param(300, id="long", marks=pytest.mark.slow)])
def test_every_hostile_save_is_used_or_refused_in_time_and_the_folder_still_lists(
        catalog, saves_folder, good, count, capsys):
    seen = 0
    for name, make in hostile_saves(count, seed=count):
        check_hostile_save(catalog, saves_folder, name, make, good, capsys)
        clear(saves_folder)
        seen += 1
    assert seen >= count + len(FIXED_SAVES) - 2  # (FIFOs and /dev/zero where the system has them)


@pytest.mark.parametrize("count", [pytest.param(30, id="fast"),
                                   pytest.param(2000, id="long", marks=pytest.mark.slow)])
def test_every_hostile_settings_file_gives_usable_settings(tmp_path, count):
    for i, (name, make) in enumerate(hostile_settings(count, seed=count)):
        folder = tmp_path / f"s{i}"
        folder.mkdir()
        path = folder / "settings.json"
        make(path)

        s, problem = within(20, lambda path=path: Settings.load_checked(path), path)

        assert s.animation in ("off", "slow", "normal", "fast"), name
        assert 0.0 <= s.volume <= 1.0 and 0.0 <= s.bot_delay <= 5.0, name
        assert isinstance(s.window, tuple) and all(isinstance(x, int) and 320 <= x for x in s.window), name
        assert problem is None or ("settings" in problem and "defaults" in problem), name
        s.save(path)
        assert Settings.load_checked(path) == (s, None), name


@pytest.mark.slow
@pytest.mark.parametrize("name", list(FIXED_SAVES))
def test_the_command_line_in_a_child_process_uses_or_refuses_each_fixed_kind(tmp_path, good, name):
    data = tmp_path / "child"
    saves = data / "saves"
    saves.mkdir(parents=True)
    path = saves / "hostile.tsave"
    try:
        FIXED_SAVES[name](path, good)
    except (OSError, NotImplementedError):
        pytest.skip("this system cannot make it")
    for args in (["saves", "list"], ["replay", str(path)], ["replay", str(path), "--verify"]):
        done = run_game(args, data, timeout=60)
        assert done.returncode in (0, 1, 2) and "Traceback" not in done.stderr, (args, done.stderr[-2000:])
