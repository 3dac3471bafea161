"""Every mode plays whole games with bots, saves, replays and loads exactly; the sim reports win
rates per mode and level; the packaged self-test plays every mode."""

import re

import pytest

from game import cli, selftest
from game.ai.random_bot import RandomBot
from game.engine.modes import MODES
from game.engine.setup import first_game, for_mode
from game.saves.savegame import load_game, start_game, verify_replay

KINDS = [("competitive", None, 3), ("solo", "normal", 1), ("solo", "warrior", 1), ("solo", "nightmare", 1),
         ("alone", "warrior", 1), ("coop", "united", 2), ("coop", "bonds", 4), ("coop", "unity", 3)]


@pytest.mark.parametrize("mode, level, players", KINDS)
def test_a_game_of_every_mode_saves_replays_and_loads_exactly(catalog, tmp_path, mode, level, players):
    setup = for_mode(catalog, first_game([f"P{i}" for i in range(players)]), mode, {"level": level} if level else {})
    path = tmp_path / f"{mode}.tsave"
    saver = start_game(catalog, setup, 21, path, fsync=False, checked=True)
    bots = [RandomBot(5 + p) for p in range(players)]
    while not saver.game.state.over and len(saver.game.log) < 6000:
        saver.apply(bots[saver.game.to_act].choose(saver.game))
    saver.close()
    report = verify_replay(path, catalog)
    assert report.ok, report.problem
    loaded = load_game(path, catalog)
    assert loaded.mode.options == saver.game.mode.options and loaded.mode.name == mode
    assert [e.to_dict() for e in loaded.log] == [e.to_dict() for e in saver.game.log]
    st, orig = loaded.state, saver.game.state
    assert (st.mode_data, st.piles, st.anger, st.result) == (orig.mode_data, orig.piles, orig.anger, orig.result)
    assert st.over  # whole games
    if mode != "competitive":
        assert set(st.result["verdict"]) >= {"won", "players_total", "village_total", "measure"}


def test_the_sim_plays_every_mode_and_level_and_prints_their_win_rates(capsys):
    code = cli.main(["sim", "--mode", "all", "--games", "10", "--quiet", "--seed", "4", "--no-check"])
    out = capsys.readouterr().out
    assert code == 0
    assert re.search(r"^10 games, 0 failed", out, re.MULTILINE)
    rows = re.findall(r"^  (.+), (\d) players?: (\d+) of (\d+) won \((\d+\.\d)%\)", out, re.MULTILINE)
    titles = [r[0] for r in rows]
    assert titles == ["Solo: Normal", "Solo: Warrior", "Solo: Nightmare", "Alone in the Dark: Normal",
                      "Alone in the Dark: Warrior", "Alone in the Dark: Nightmare",
                      "United We Stand: Standard (3 tokens)", "United We Stand: Bonds of Brotherhood (2 tokens)",
                      "United We Stand: Test of Unity (1 token)"]
    assert all(int(r[3]) == 1 for r in rows)


def test_the_sim_plays_one_level_by_its_difficulty_number(capsys):
    assert cli.main(["sim", "--mode", "coop", "--difficulty", "2", "--games", "2", "--quiet", "--no-check"]) == 0
    out = capsys.readouterr().out
    assert "Bonds of Brotherhood (2 tokens), 2 players: " in out and "3 players: " in out
    assert "Standard" not in out and "Test of Unity" not in out


def test_the_sim_refuses_a_level_the_mode_does_not_have(capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(["sim", "--mode", "solo", "--level", "bonds", "--games", "1"])
    assert e.value.code == 2
    assert "solo has the levels normal, warrior, nightmare" in capsys.readouterr().err


def test_the_self_test_plays_every_mode_with_player_counts_it_allows():
    assert selftest._games() == "played " + ", ".join(f"{selftest.GAMES_PER_MODE} {m}" for m in MODES)
