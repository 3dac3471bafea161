"""Saves written by version 0.1.0 (tests/data/saves, see its README), and Advance games written in save
format 2 (tests/data/saves/format2), load, play on and replay with this version, whatever changed
since: card sets added, cards corrected, events written differently.

When this version's rules give another result for one of their actions, the save must still load
from its recorded events, name the action and the card(s), and play on; when nothing but the way
events are written changed, it must load as the same game."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from game.saves.savegame import (
    FORMAT_VERSION,
    SaveDiverged,
    load_game,
    read_save,
    resume_game,
    verify_replay,
)

FIXTURES = Path(__file__).resolve().parents[1] / "data" / "saves"
WRITTEN_BY_0_1_0 = {"coop", "finished", "first_game", "named_Before_the_boss", "prompt_pending",
                    "random_features", "solo_warrior"}
# Advance games written in save format 2 (format2/README.md): a later event format must read them too
FORMAT_2 = FIXTURES / "format2"
ADVANCE_IN_FORMAT_2 = {"advance_finished", "advance_first_game", "advance_scenario_prompt", "advance_solo_veteran"}


def test_the_saves_of_0_1_0_are_all_there():
    assert {p.stem for p in FIXTURES.glob("*.tsave")} == WRITTEN_BY_0_1_0
    for p in FIXTURES.glob("*.tsave"):
        assert read_save(p).header["engine_version"] == "0.1.0"


@pytest.mark.parametrize("name", sorted(WRITTEN_BY_0_1_0))
def test_a_save_of_0_1_0_loads_plays_one_more_action_and_verifies(catalog, tmp_path, name):
    loads_plays_one_more_action_and_verifies(catalog, tmp_path, FIXTURES / f"{name}.tsave")


@pytest.mark.parametrize("name", sorted(ADVANCE_IN_FORMAT_2))
def test_an_advance_save_of_format_2_loads_plays_one_more_action_and_verifies(catalog, tmp_path, name):
    loads_plays_one_more_action_and_verifies(catalog, tmp_path, FORMAT_2 / f"{name}.tsave")


def test_the_advance_saves_of_format_2_are_all_there():
    assert {p.stem for p in FORMAT_2.glob("*.tsave")} == ADVANCE_IN_FORMAT_2
    for p in FORMAT_2.glob("*.tsave"):
        save = read_save(p)
        assert save.written_version == 2 and save.header["start"]["setup"]["ruleset"] == "advance"


def loads_plays_one_more_action_and_verifies(catalog, tmp_path, original: Path) -> None:
    before = hashlib.sha256(original.read_bytes()).hexdigest()
    path = tmp_path / original.name
    shutil.copyfile(original, path)
    written = read_save(path).written_version

    report = verify_replay(path, catalog)
    trust = not report.loads
    if trust:  # the rules changed for one of its actions: told which, and the game goes on as recorded
        assert report.rules_changed, report.explanation()
        assert report.action is not None and report.cards, report.explanation()
        with pytest.raises(SaveDiverged):
            load_game(path, catalog)
    game = load_game(path, catalog, trust_log=trust, checked=True)
    records = len(read_save(path).records)

    with resume_game(path, catalog, fsync=False, trust_log=trust) as saver:
        assert saver.game.state == game.state
        if not game.state.over:
            legal = saver.game.legal_actions()
            assert legal, "a game that is not over has a legal action"
            saver.apply(legal[0])
            assert saver.unsaved == 0

    if written < FORMAT_VERSION:  # a save in an older format is left as it is: the game goes on in a new file
        assert saver.path != path and read_save(saver.path).written_version == FORMAT_VERSION
    after = load_game(saver.path, catalog, trust_log=trust)
    assert after.state == saver.game.state
    played = 0 if game.state.over else 1
    assert len(read_save(saver.path).records) == records - (saver.report.taken_back if saver.report else 0) + played
    assert hashlib.sha256(original.read_bytes()).hexdigest() == before  # the fixture itself is never written


def test_the_prompt_pending_save_reopens_with_its_question_and_takes_an_answer(catalog, tmp_path):
    path = tmp_path / "prompt_pending.tsave"
    shutil.copyfile(FIXTURES / path.name, path)

    with resume_game(path, catalog, fsync=False, trust_log=True) as saver:
        prompt = saver.game.state.prompt
        if saver.report.taken_back == 0:
            assert prompt is not None and prompt.reason == "destroy"
        saver.apply(saver.game.legal_actions()[0])

    assert load_game(saver.path, catalog, trust_log=True).state == saver.game.state  # (the old format goes on in a new file)


def test_the_named_save_keeps_its_name(catalog):
    save = read_save(FIXTURES / "named_Before_the_boss.tsave")
    assert save.header["name"] == "Before the boss"
