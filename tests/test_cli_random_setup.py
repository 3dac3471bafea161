"""`thunderstone sim --random-setup` and `play --random-setup`: the Dragonspire randomizers choose the
cards from the seed; `sim --verbose` prints the setup of each game."""

from __future__ import annotations

import io
import re

import pytest

from game import paths
from game.cli import main


def setup_lines(out: str) -> list[str]:
    return re.findall(r"^game \d+ seed \d+ setup: (.*)$", out, re.M)


def test_sim_with_random_setups_plays_and_prints_each_games_setup(capsys):
    assert main(["sim", "--random-setup", "--players", "2", "--games", "3", "--seed", "5", "--verbose",
                 "--no-check"]) == 0
    out = capsys.readouterr().out
    lines = setup_lines(out)
    assert len(lines) == 3 and "3 games, 0 failed" in out
    for line in lines:
        monsters = re.match(r"monsters ([^;]+);", line).group(1).split(", ")
        heroes = re.search(r"heroes ([^;]+);", line).group(1).split(", ")
        village = re.search(r"village ([^;]+);", line).group(1).split(", ")
        assert (len(monsters), len(heroes), len(village)) == (3, 4, 8)
        assert re.search(r"thunderstone stone_of_(scorn|terror)", line)
    assert len(set(lines)) == 3  # each seed its own cards


def test_sim_random_setups_are_the_same_for_the_same_seed(capsys):
    main(["sim", "--random-setup", "--players", "3", "--games", "2", "--seed", "40", "--verbose", "--no-check"])
    first = capsys.readouterr().out
    main(["sim", "--random-setup", "--players", "3", "--games", "2", "--seed", "40", "--verbose", "--no-check"])
    assert setup_lines(capsys.readouterr().out) == setup_lines(first)


def test_sim_longer_game_with_more_monster_groups(capsys):
    assert main(["sim", "--random-setup", "--monster-groups", "5", "--players", "2", "--games", "1",
                 "--verbose", "--no-check"]) == 0
    (line,) = setup_lines(capsys.readouterr().out)
    assert len(re.match(r"monsters ([^;]+);", line).group(1).split(", ")) == 5


def test_sim_random_setup_completes_a_setup_file_that_chooses_some_groups(tmp_path, capsys):
    f = tmp_path / "setup.yaml"
    f.write_text("monsters: [giant]\nheroes: [cabal]\nvillage: []\nsetting: barrowsdale\n")
    assert main(["sim", "--random-setup", "--setup", str(f), "--players", "2", "--games", "2", "--verbose",
                 "--no-check"]) == 0
    for line in setup_lines(capsys.readouterr().out):
        assert line.startswith("monsters giant, ") and "heroes cabal, " in line and "setting barrowsdale" in line


def test_without_verbose_sim_prints_no_setup(capsys):
    main(["sim", "--random-setup", "--players", "2", "--games", "1", "--no-check"])
    assert setup_lines(capsys.readouterr().out) == []


def test_a_bad_monster_group_count_is_refused_before_playing(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["sim", "--random-setup", "--monster-groups", "12", "--games", "1"])
    assert stop.value.code == 2
    assert "monster" in capsys.readouterr().err


def test_play_with_a_random_setup_starts_a_saved_game(tmp_path, monkeypatch, capsys):
    from game.saves.savegame import read_save

    monkeypatch.setattr(paths, "saves_dir", lambda: tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert main(["play", "--random-setup", "--players", "2", "--bots", "1", "--seed", "12"]) == 0
    (save,) = list(tmp_path.glob("*.tsave"))
    start = read_save(save).header["start"]
    # saved as the cards dealt (Dragonspire's, the default box), so a later deal cannot change it
    assert start["seed"] == 12 and start["setup"]["random"] is None and len(start["setup"]["monsters"]) == 3
    assert len(start["setup"]["heroes"]) == 4 and len(start["setup"]["village"]) == 8
    assert "seed 12" in capsys.readouterr().out


def test_sets_names_the_randomizers_that_deal(capsys):
    assert main(["sim", "--random-setup", "--sets", "dragonspire", "--players", "2", "--games", "1", "--verbose",
                 "--no-check"]) == 0
    (line,) = setup_lines(capsys.readouterr().out)
    assert re.search(r"thunderstone stone_of_(scorn|terror)", line)


def test_an_unknown_set_is_refused_with_the_known_ones(capsys):
    with pytest.raises(SystemExit) as e:
        main(["sim", "--random-setup", "--sets", "dragonspire,nosuchbox", "--games", "1"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "no card set nosuchbox" in err and "dragonspire" in err and "all" in err


def test_one_set_without_random_setup_plays_its_first_game(capsys):
    assert main(["sim", "--sets", "dragonspire", "--players", "2", "--games", "1", "--verbose", "--no-check"]) == 0
    (line,) = setup_lines(capsys.readouterr().out)
    assert line.startswith("monsters dark_enchanted, orc_humanoid, undead_plague; heroes belzur, gorinth")



def test_several_sets_without_random_setup_are_refused(capsys):
    with pytest.raises(SystemExit) as e:
        main(["sim", "--sets", "base,dragonspire", "--players", "2", "--games", "1"])
    assert e.value.code == 2 and "add --random-setup to mix sets" in capsys.readouterr().err


def test_the_base_sets_first_game_from_the_command_line(capsys):
    assert main(["sim", "--sets", "base", "--players", "2", "--games", "1", "--verbose", "--no-check"]) == 0
    (line,) = setup_lines(capsys.readouterr().out)
    assert line.startswith("monsters enchanted, ooze, undead_doom; heroes elf, lorigg, regian, thyrian")
    assert "thunderstone stone_of_mystery" in line
