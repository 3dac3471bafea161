"""After an update: other card data, a corrected card, events written differently. A save is refused
only when it is damaged; when today's rules give another result for one of its actions the player is
told which action and which cards, and may go on from the recorded game (savegame's docstring,
"After an update"). The saves are those written by 0.1.0 (tests/data/saves)."""

from __future__ import annotations

import dataclasses
import json
import zlib
from pathlib import Path

import pytest

from game import cli
from game.engine.cards import Catalog
from game.saves.jsonlog import read_log, write_log_atomic
from game.saves.savegame import (
    FORMAT_VERSION,
    SaveDiverged,
    SaveError,
    load_game,
    read_save,
    resume_game,
    verify_replay,
)

FIXTURES = Path(__file__).resolve().parents[1] / "data" / "saves"


def corrected(catalog: Catalog, key: str, **changes) -> Catalog:
    """The card data with one card changed, as a later version with a corrected card has it."""
    cards = dict(catalog.cards)
    cards[key] = dataclasses.replace(cards[key], **changes)
    return Catalog(cards, catalog.groups, "corrected-" + catalog.digest[10:], catalog.disease_key)


def copy(name: str, tmp_path: Path) -> Path:
    """The fixture in today's save format (as the game writes it when it goes on with an older one),
    so that what changes here is the card data alone (tests/saves/test_old_saves.py: the formats)."""
    path = tmp_path / f"{name}.tsave"
    save = read_save(FIXTURES / path.name)
    assert save.written_version < FORMAT_VERSION or save.header["format_version"] == FORMAT_VERSION
    write_log_atomic(path, save.header, save.records, fsync=False)
    return path


def rewrite(path: Path, change) -> None:
    log = read_log(path)
    change(log.header, log.records)
    lines = []
    for value in [log.header, *log.records]:
        text = json.dumps(value, separators=(",", ":"), sort_keys=True).encode()
        lines.append(text + b"\t" + format(zlib.crc32(text), "08x").encode() + b"\n")
    path.write_bytes(b"".join(lines))


def first_defeat(path: Path, catalog) -> tuple[int, str]:
    """The number of the first action that defeated a monster, and that monster's card key."""
    game = load_game(path, catalog)
    for rec in read_save(path).records:
        for e in rec["events"]:
            if e["type"] == "MonsterDefeated":
                return rec["n"], game.state.cards[e["monster"]]
    raise AssertionError("no monster defeated")


@pytest.fixture
def xp_corrected(catalog, tmp_path):
    """The first game's save, and card data where the first monster defeated in it is worth 1 XP more."""
    path = copy("first_game", tmp_path)
    n, key = first_defeat(path, catalog)
    return path, n, catalog.cards[key].name, corrected(catalog, key, xp=catalog.cards[key].xp + 1)


# --- other card data --------------------------------------------------------------------------------


def test_a_save_made_with_other_card_data_loads_when_its_actions_give_the_same_result(catalog, tmp_path):
    path = copy("first_game", tmp_path)
    recorded = load_game(path, catalog).state
    rewrite(path, lambda h, r: h.update(cards_digest="f" * 64))  # e.g. a new card set was added since

    report = verify_replay(path, catalog)

    assert report.ok and report.cards_changed
    assert load_game(path, catalog).state == recorded  # refused before ("the card data changed")
    with resume_game(path, catalog, fsync=False) as saver:
        saver.apply(saver.game.legal_actions()[0])
    assert len(read_save(path).records) == 61


# --- a corrected card --------------------------------------------------------------------------------


def test_a_corrected_card_is_named_with_the_action_that_now_gives_another_result(catalog, xp_corrected):
    path, n, monster, later = xp_corrected

    report = verify_replay(path, later)

    assert not report.ok and report.rules_changed and not report.same_game
    assert report.action == n and report.replayed == n - 1
    assert monster in report.cards
    assert f"action {n}" in report.explanation() and monster in report.explanation()
    with pytest.raises(SaveDiverged) as refused:
        load_game(path, later)
    assert f"does not replay: action {n} (" in str(refused.value) and refused.value.report.cards == report.cards


def test_the_game_goes_on_from_what_was_recorded_and_then_under_the_corrected_rules(catalog, xp_corrected):
    path, n, monster, later = xp_corrected
    recorded = load_game(path, catalog).state

    game = load_game(path, later, trust_log=True, checked=True)

    assert game.state == recorded  # what happened stays as it happened
    with resume_game(path, later, fsync=False, trust_log=True) as saver:
        assert saver.report.rules_changed and saver.report.taken_back == 0
        assert len(saver.history) == 60
        for _ in range(3):
            saver.apply(saver.game.legal_actions()[0])
    assert load_game(path, later, trust_log=True).state == saver.game.state
    assert len(read_save(path).records) == 63


def test_replay_verify_says_the_rules_changed_and_how_to_go_on(catalog, xp_corrected, monkeypatch, capsys):
    path, n, monster, later = xp_corrected
    monkeypatch.setattr(cli, "_catalog", lambda args: later)

    assert cli.main(["replay", str(path), "--verify"]) == 1

    err = capsys.readouterr().err
    assert f"replay FAILED after {n - 1} of 60 actions: action {n} (" in err
    assert "the rules changed since the save" in err and monster in err
    assert f"the game can go on from its recorded events: thunderstone play --resume {path}" in err


def test_play_resume_says_which_action_and_card_changed_and_asks_before_going_on(catalog, xp_corrected,
                                                                                  monkeypatch, capsys):
    path, n, monster, later = xp_corrected
    monkeypatch.setattr(cli, "_catalog", lambda args: later)
    before = path.read_bytes()
    monkeypatch.setattr("builtins.input", lambda prompt="": "n")

    assert cli.main(["play", "--resume", str(path)]) == 2
    out = capsys.readouterr().out
    assert f"action {n} now gives another result" in out and monster in out
    assert path.read_bytes() == before

    answers = iter(["y", "0", "q"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert cli.main(["play", "--resume", str(path)]) == 0
    assert len(read_save(path).records) > 60  # (and the bot's actions after it)
    assert load_game(path, later, trust_log=True).state.players[0].name == "Ann"


def test_a_corrected_effect_behind_the_open_question_takes_back_the_action_that_asked_it(catalog, tmp_path):
    """The save ends with Medusa's battle effect asking which Hero to destroy. With a Medusa that no
    longer has that effect, the question cannot be rebuilt: the attack is taken back, the file is
    cut to match, and the player attacks again (or does something else) under today's rules."""
    path = copy("prompt_pending", tmp_path)
    total = len(read_save(path).records)
    later = corrected(catalog, "medusa", abilities=())

    report = verify_replay(path, later)
    with resume_game(path, later, fsync=False, trust_log=True) as saver:
        assert saver.report.taken_back == 1 and saver.game.state.prompt is None
        assert saver.actions == total - 1
        saver.apply(saver.game.legal_actions()[0])

    assert report.rules_changed and "Medusa" in report.cards and report.taken_back == 1  # (an earlier Medusa
    # fight is the first action that differs; the recorded game goes on from there)
    assert len(read_save(path).records) == total
    assert load_game(path, later, trust_log=True).state == saver.game.state


# --- events written differently ------------------------------------------------------------------------


def as_single_moves(header, records) -> None:
    """The first HallShifted event rewritten as one Moved event per monster: the same game."""
    for rec in records:
        for i, e in enumerate(rec["events"]):
            if e["type"] == "HallShifted":
                rec["events"][i:i + 1] = [{"type": "Moved", "card": c, "src": s, "dst": d, "reason": "shift",
                                           "pos": "top"} for c, s, d in e["moves"]]
                return
    raise AssertionError("no HallShifted event")


def test_events_written_differently_by_another_version_give_the_same_game(catalog, tmp_path, capsys):
    path = copy("first_game", tmp_path)
    recorded = load_game(path, catalog).state
    rewrite(path, as_single_moves)

    report = verify_replay(path, catalog)

    assert not report.ok and report.same_game and report.loads and report.rewritten == 1
    assert load_game(path, catalog).state == recorded  # no trust needed: it is the same game
    assert cli.main(["replay", str(path), "--verify"]) == 1
    assert "the game is the same: this version writes the events of 1 actions differently" in capsys.readouterr().err


# --- damage is still refused ---------------------------------------------------------------------------


def test_recorded_events_that_cannot_be_applied_are_damage_and_refused_even_when_trusted(catalog, tmp_path,
                                                                                        capsys):
    path = copy("first_game", tmp_path)

    def impossible_move(header, records):
        e = next(e for e in records[5]["events"] if e["type"] in ("Moved", "MovedCards"))
        e["src"] = "destroyed"  # the card was never there

    rewrite(path, impossible_move)
    before = path.read_bytes()

    report = verify_replay(path, catalog)
    with pytest.raises(SaveError) as refused:
        load_game(path, catalog, trust_log=True)
    with pytest.raises(SaveError):
        resume_game(path, catalog, fsync=False, trust_log=True)

    assert report.damage is not None and not report.rules_changed
    assert not isinstance(refused.value, SaveDiverged) and "cannot be used either" in str(refused.value)
    assert path.read_bytes() == before
    assert cli.main(["replay", str(path), "--verify"]) == 2
    assert "the save is damaged" in capsys.readouterr().err
