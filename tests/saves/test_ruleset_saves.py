"""Saves and the ruleset (game.engine.rulesets): a save made before rulesets existed loads as a
Classic game and verifies; an Advance game is saved with its ruleset and board side, and resumes and
replays as the same game (4 ranks, Prepare turns included)."""

from __future__ import annotations

import shutil
from pathlib import Path

from game.ai.random_bot import RandomBot
from game.engine.setup import Setup, first_game
from game.saves.savegame import load_game, read_save, resume_game, start_game, verify_replay

FIXTURES = Path(__file__).resolve().parents[1] / "data" / "saves"


def test_a_save_written_before_rulesets_has_none_and_loads_and_verifies_as_classic(catalog, tmp_path):
    path = tmp_path / "first_game.tsave"
    shutil.copyfile(FIXTURES / "first_game.tsave", path)
    assert "ruleset" not in read_save(path).header["start"]["setup"]
    report = verify_replay(path, catalog)
    assert report.loads, report.explanation()
    game = load_game(path, catalog, checked=True)
    assert game.setup.ruleset == "classic" and game.ruleset.name == "classic"
    assert len(game.state.hall) == 3


def test_an_advance_game_is_saved_with_its_ruleset_and_resumes_and_replays_the_same(catalog, tmp_path):
    setup = Setup(**{**first_game(["Ann", "Bob"]).to_dict(), "ruleset": "advance"})
    path = tmp_path / "advance.tsave"
    saver = start_game(catalog, setup, 5, path, fsync=False, checked=True)
    bot = RandomBot(5)
    prepared = 0
    for _ in range(150):
        if saver.game.state.over:
            break
        action = bot.choose(saver.game)
        prepared += str(action) == "prepare"
        saver.apply(action)
    assert prepared, "the random bot took at least one Prepare turn in 150 actions"
    written = read_save(path).header["start"]["setup"]
    assert written["ruleset"] == "advance"
    report = verify_replay(path, catalog)
    assert report.loads, report.explanation()
    loaded = load_game(path, catalog, checked=True)
    assert loaded.state == saver.game.state and len(loaded.state.hall) == 4
    with resume_game(path, catalog, fsync=False) as again:
        assert again.game.state == saver.game.state
        assert again.game.ruleset.hall_ranks == 4
