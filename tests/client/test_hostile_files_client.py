"""The client with anything on disk: any file in the saves folder, any settings file, a full or
read-only disk. It starts, shows what it cannot read, and plays on; when saving fails the player is
told why, the game goes on in memory, and the save catches up once it can.

Hang-prone calls run with a deadline (tests.saves.test_hostile_files.within), the real launch in a
child process with a deadline (tests/reliability/hostile.py: run_game)."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from game.ai.random_bot import RandomBot
from game.client.app import App
from game.client.scenes.dialog import Dialog
from game.client.scenes.load import LoadScene, open_save
from game.client.scenes.table import TableScene
from game.client.scenes.title import TitleScene
from game.client.session import GameSession, Seat
from game.client.settings import Settings
from game.engine.setup import first_game
from game.saves.savegame import load_game, read_save, start_game
from tests.client.conftest import button, click
from tests.reliability.hostile import FIXED_SAVES, FIXED_SETTINGS, Disk, run_game, special_supported
from tests.saves.test_hostile_files import within


@pytest.fixture
def disk(monkeypatch) -> Disk:
    return Disk(monkeypatch)


def good_save(catalog, path: Path, actions: int = 6) -> bytes:
    saver = start_game(catalog, first_game(["Ann", "Bob"]), 9, path, fsync=False)
    bot = RandomBot(9)
    for _ in range(actions):
        saver.apply(bot.choose(saver.game))
    saver.close()
    return path.read_bytes()


def fill_with_hostile_saves(folder: Path, good: bytes) -> list[Path]:
    made = []
    for name, make in FIXED_SAVES.items():
        kind = "fifo" if name == "fifo" else "dev_zero" if "/dev/zero" in name else ""
        if not special_supported(kind):
            continue
        path = folder / (name.replace(" ", "_").replace("/", "_") + ".tsave")
        make(path, good)
        made.append(path)
    return made


# --- 1 and 2: any file in the saves folder --------------------------------------------------------


def test_the_title_and_load_screens_open_with_any_file_in_the_saves_folder(app, catalog, tmp_path):
    folder = app.saves_dir
    folder.mkdir(parents=True)
    good = good_save(catalog, tmp_path / "good.tsave")
    hostile = fill_with_hostile_saves(folder, good)
    (folder / "zz_good.tsave").write_bytes(good)
    later = os.stat(folder / "zz_good.tsave").st_mtime + 60
    os.utime(folder / "zz_good.tsave", (later, later))  # the newest
    fifos = [p for p in hostile if p.name == "fifo.tsave"]

    title = within(20, app.start, *fifos)
    app.step(0.016)

    assert isinstance(title, TitleScene) and title.latest is not None
    assert title.latest.path.name == "zz_good.tsave"
    load = within(20, lambda: app.push(LoadScene(app)), *fifos)
    app.step(0.016)
    listed = {s.path.name: s for s in load.saves}
    assert listed["zz_good.tsave"].save is not None
    for p in hostile:  # listed as damaged, or, if its shape is right, refused when opened (or, when its
        # recorded events still make a possible game, the player is asked whether to go on from them)
        if listed[p.name].save is None:
            assert listed[p.name].error
        else:
            assert not open_save(app, p), p.name
            top = app.stack.top
            if isinstance(top, Dialog):
                assert top.title == "Saved by another version"
                app.pop(top)
            else:
                assert any("Cannot load" in t.message for t in app.toasts), p.name
    app.step(0.016)


def test_launching_the_game_reaches_its_first_frame_with_a_hostile_saves_folder_and_settings(catalog, tmp_path):
    data = tmp_path / "child"
    saves = data / "saves"
    saves.mkdir(parents=True)
    good = good_save(catalog, saves / "good.tsave")
    fill_with_hostile_saves(saves, good)
    (data / "settings.json").write_text("[" * 100000 + "]" * 100000)

    done = run_game(["client"], data, timeout=90, env={"THUNDERSTONE_EXIT_AFTER_FIRST_FRAME": "1"})

    assert done.returncode == 0 and "first frame at" in done.stdout, done.stderr[-3000:]
    assert "Traceback" not in done.stderr
    assert (data / "settings.json.bad").exists() and not (data / "settings.json").is_dir()


# --- 5. any settings file -------------------------------------------------------------------------

STRUCTURAL = {"a list", "a number", "null", "a string", "deep nesting", "deep nesting in a value", "empty",
              "not UTF-8", "cut short", "huge number", "fifo", "symlink to /dev/zero", "folder", "huge file"}


def settings_cases():
    for name in FIXED_SETTINGS:
        kind = "fifo" if name == "fifo" else "dev_zero" if "/dev/zero" in name else ""
        yield pytest.param(name, marks=pytest.mark.skipif(not special_supported(kind), reason="not here"))


def assert_usable(s: Settings) -> None:
    assert s.animation in ("off", "slow", "normal", "fast") and 0 <= s.speed
    assert isinstance(s.volume, float) and 0.0 <= s.volume <= 1.0
    assert isinstance(s.bot_delay, float) and 0.0 <= s.bot_delay <= 5.0
    assert all(isinstance(getattr(s, f), bool) for f in ("confirm_attack", "fullscreen", "mute"))
    assert isinstance(s.window, tuple) and len(s.window) == 2 and all(isinstance(x, int) for x in s.window)
    assert callable(s.save) and callable(s.next_window)


@pytest.mark.parametrize("name", list(settings_cases()))
def test_any_settings_file_gives_usable_settings_and_a_bad_one_is_kept_aside_and_reported_once(tmp_path, name):
    path = tmp_path / "settings.json"
    FIXED_SETTINGS[name](path)

    settings, problem = within(20, lambda: Settings.load_checked(path), path)

    assert_usable(settings)
    if name in STRUCTURAL:
        assert problem is not None and "settings" in problem and "defaults" in problem
        assert os.path.lexists(tmp_path / "settings.json.bad") and not os.path.lexists(path)
        assert Settings.load_checked(path)[1] is None  # said once: the next start finds no bad file
        settings.save(path)
        assert json.loads(path.read_text())["animation"] == settings.animation
    else:
        assert problem is None


def test_a_settings_file_naming_methods_and_properties_cannot_replace_them(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"save": 3, "load": 1, "speed": 99, "check": null, "volume": 0.2}')

    s = Settings.load(path)

    assert s.volume == 0.2 and s.speed == 1.0
    s.save(path)
    assert json.loads(path.read_text())["volume"] == 0.2


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_saving_settings_never_waits_on_a_fifo_left_where_its_temporary_file_was(tmp_path):
    path = tmp_path / "settings.json"
    os.mkfifo(tmp_path / "settings.json.tmp")

    within(10, lambda: Settings(volume=0.3).save(path), tmp_path / "settings.json.tmp")

    assert Settings.load(path).volume == 0.3


def test_the_window_says_once_that_the_settings_were_bad(catalog, tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("null")

    first = App((1280, 720), catalog=catalog, settings_path=path, saves_dir=tmp_path / "saves", fsync=False)
    said = [t.message for t in first.toasts]
    second = App((1280, 720), catalog=catalog, settings_path=path, saves_dir=tmp_path / "saves", fsync=False)

    assert any("settings" in m and "settings.json.bad" in m for m in said)
    assert not any("settings" in t.message for t in second.toasts)


# --- 3. a full or read-only disk at the table -----------------------------------------------------


def toasts(app) -> list[str]:
    return [t.message for t in app.toasts]


def test_a_new_game_on_a_full_disk_starts_and_the_player_is_told_saving_failed_and_why(app, disk):
    disk.full()
    app.start()
    app.step(0.016)
    click(app, button(app.stack.top, "new game").rect.center)
    click(app, button(app.stack.top, "start").rect.center)  # raised OSError before

    table = app.stack.scenes[0]
    assert isinstance(table, TableScene)
    app.step(0.016)
    assert any("Not saved" in m and "No space left on device" in m for m in toasts(app))
    assert "NOT SAVED" in table.status[0]


def test_the_table_plays_on_while_saving_fails_and_says_when_the_save_caught_up(app, catalog, disk):
    session = GameSession.new(catalog, first_game(["Ann", "Bot"]), 21, [Seat("Ann"), Seat("Bot", "bot")],
                              saves_dir=app.saves_dir, fsync=False)
    table = app.replace(TableScene(app, session))
    app.step(0.016)
    bot = RandomBot(2)
    disk.read_only()
    for _ in range(4):
        assert table.act(bot.choose(session.game))  # raised OSError before
    assert any("Not saved" in m and "Read-only file system" in m for m in toasts(app))
    assert session.saver.unsaved == 4
    app.toasts.clear()

    disk.heal()
    table.act(bot.choose(session.game))

    assert any("Saved again" in m for m in toasts(app)) and "NOT SAVED" not in table.status[0]
    assert len(read_save(session.save_path).records) == 5
    assert load_game(session.save_path, catalog).state == session.game.state


def test_the_menu_says_which_actions_are_not_saved_yet(app, catalog, disk):
    session = GameSession.new(catalog, first_game(["Ann", "Bot"]), 21, [Seat("Ann"), Seat("Bot", "bot")],
                              saves_dir=app.saves_dir, fsync=False)
    table = app.replace(TableScene(app, session))
    app.step(0.016)
    disk.full()
    table.act(RandomBot(2).choose(session.game))

    table.open_menu()

    menu = app.stack.top
    assert any("not saved yet" in line and "No space left on device" in line for line in menu.lines)


def test_a_saved_game_resumed_on_a_read_only_disk_opens_at_the_table(app, catalog, disk):
    app.saves_dir.mkdir(parents=True)
    path = app.saves_dir / "g.tsave"
    good_save(catalog, path)
    disk.read_only()

    assert open_save(app, path)

    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.saver.problem.errno == errno.EROFS


def test_quitting_with_actions_not_saved_asks_first_and_says_what_would_be_lost(app, catalog, disk):
    session = GameSession.new(catalog, first_game(["Ann", "Bot"]), 21, [Seat("Ann"), Seat("Bot", "bot")],
                              saves_dir=app.saves_dir, fsync=False)
    table = app.replace(TableScene(app, session))
    app.step(0.016)
    disk.full()
    table.act(RandomBot(2).choose(session.game))

    table._quit()

    ask = app.stack.top
    assert app.running and ask.title == "Leave without saving?"
    assert "The last 1 action is not saved yet (No space left on device)" in ask.lines[0]
    click(app, button(ask, "Quit anyway").rect.center)
    assert not app.running


def test_quitting_once_the_save_caught_up_does_not_ask(app, catalog, disk):
    session = GameSession.new(catalog, first_game(["Ann", "Bot"]), 21, [Seat("Ann"), Seat("Bot", "bot")],
                              saves_dir=app.saves_dir, fsync=False)
    table = app.replace(TableScene(app, session))
    app.step(0.016)
    disk.full()
    table.act(RandomBot(2).choose(session.game))
    disk.heal()

    table._quit()

    assert not app.running and len(read_save(session.save_path).records) == 1
