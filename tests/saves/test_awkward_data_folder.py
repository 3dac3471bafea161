"""Saves and settings work from a data folder whose path has spaces and non-ASCII letters, as the
per-user folder of a player named Jörg Müller (or データ) does: autosave, list, resume, verify, the
settings file and `thunderstone saves list`."""

import os
import sys
from pathlib import Path

import pytest

from game import cli, paths, selftest
from game.ai.random_bot import RandomBot
from game.client.settings import Settings
from game.engine.setup import first_game
from game.saves.savegame import list_saves, load_game, resume_game, start_game, verify_replay

AWKWARD = "Jörg Müller's saves/Thunderstone データ"


def play(saver, bot, actions):
    for _ in range(actions):
        if saver.game.state.over:
            break
        saver.apply(bot.choose(saver.game))


def test_a_game_autosaves_lists_resumes_and_replays_in_a_folder_with_spaces_and_accents(catalog, tmp_path,
                                                                                       monkeypatch):
    folder = tmp_path / AWKWARD
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(folder))
    assert paths.saves_dir() == folder / "saves" and paths.saves_dir().is_dir()

    saver = start_game(catalog, first_game(["Åsa", "Bjørn"]), 11, fsync=False)  # the default save folder
    bot = RandomBot(11)
    play(saver, bot, 30)
    saver.close()
    assert saver.path.parent == folder / "saves"

    [found] = list_saves()
    assert os.path.samefile(found.path, saver.path) and found.save.player_names() == ["Åsa", "Bjørn"]
    resumed = resume_game(found.path, catalog, fsync=False)
    assert resumed.actions == 30
    play(resumed, bot, 10)
    resumed.close()
    report = verify_replay(found.path, catalog)
    assert report.ok and report.replayed == 40
    assert load_game(found.path, catalog).state.players[0].name == "Åsa"


def test_settings_are_kept_in_a_folder_with_spaces_and_accents(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / AWKWARD))
    where = paths.user_data_dir() / "settings.json"
    Settings(volume=0.25, animation="fast").save(where)
    again = Settings.load(where)
    assert (again.volume, again.animation) == (0.25, "fast")


def test_thunderstone_saves_list_names_the_folder(catalog, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / AWKWARD))
    assert cli.main(["saves", "list"]) == 0
    assert AWKWARD.split("/")[-1] in capsys.readouterr().out
    start_game(catalog, first_game(["Åsa", "Bjørn"]), 3, fsync=False).close()
    assert cli.main(["saves", "list"]) == 0
    assert "Åsa, Bjørn" in capsys.readouterr().out


@pytest.mark.skipif(sys.platform == "win32", reason="on Windows platformdirs asks the system for the folder, "
                    "not $HOME; the THUNDERSTONE_DATA_DIR tests above cover it there")
def test_the_per_user_folder_of_a_user_with_an_accented_name_holds_the_saves(catalog, tmp_path, monkeypatch):
    home = tmp_path / "home" / "Jörg Müller"
    monkeypatch.delenv(paths.DATA_DIR_ENV, raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(home))
    assert Path(paths.saves_dir()).is_relative_to(home)  # ~/.local/share/... or ~/Library/Application Support/...
    saver = start_game(catalog, first_game(["A", "B"]), 4, fsync=False)
    play(saver, RandomBot(4), 10)
    saver.close()
    [found] = list_saves()
    assert verify_replay(found.path, catalog).ok


def test_the_selftests_data_folder_check_passes_and_restores_the_environment(monkeypatch):
    monkeypatch.delenv(paths.DATA_DIR_ENV, raising=False)
    name, check = next((n, c) for n, c in selftest.CHECKS if n == "data folder")
    assert "saved, listed, resumed and verified" in check()
    assert paths.DATA_DIR_ENV not in os.environ
