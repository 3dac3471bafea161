"""Saves and replays: autosave after every action, exact loading, torn tails, verification, errors."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

import game as game_pkg
from game import cli, paths
from game.ai.random_bot import RandomBot
from game.engine.actions import parse_action
from game.engine.setup import first_game
from game.saves.jsonlog import read_log, write_log_atomic
from game.saves.replay import describe_save
from game.saves.savegame import (
    FORMAT,
    FORMAT_VERSION,
    SUFFIX,
    SaveError,
    list_saves,
    load_game,
    read_save,
    resume_game,
    save_path_for,
    setup_start,
    start_game,
    start_scenario,
    verify_replay,
    write_save,
)

PLAYERS = ["Ann", "Bob", "Cid"]
SEED = 11


@pytest.fixture(autouse=True)
def saves_folder(tmp_path, monkeypatch) -> Path:
    """Never the player's real folder: every default save path points into tmp_path."""
    folder = tmp_path / "user-saves"
    folder.mkdir()
    monkeypatch.setattr(paths, "saves_dir", lambda: folder)
    return folder


def play_saved(catalog, path: Path, actions: int, players=PLAYERS, seed=SEED):
    """A first-game game with an autosave, played by a random bot for `actions` actions."""
    saver = start_game(catalog, first_game(list(players)), seed, path, fsync=False, checked=True)
    bot = RandomBot(seed)
    for _ in range(actions):
        saver.apply(bot.choose(saver.game))
    return saver, bot


def dicts(events) -> list[dict]:
    return [e.to_dict() for e in events]


def rewrite(path: Path, change) -> None:
    """Edit a save's header/records with `change(header, records)` and write it back intact."""
    log = read_log(path)
    change(log.header, log.records)
    write_log_atomic(path, log.header, log.records, fsync=False)


def tear_last_line(path: Path, keep: int = 15) -> None:
    data = path.read_bytes()
    last_start = data.rstrip(b"\n").rfind(b"\n") + 1
    path.write_bytes(data[: last_start + keep])


# --- round trip -----------------------------------------------------------------------------


def test_a_loaded_game_is_exactly_where_the_save_left_it_and_plays_on_identically(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver, bot = play_saved(catalog, path, 200)
    saver.close()
    original = saver.game
    assert not original.state.over  # still in play, so there is something to continue

    loaded = load_game(path, catalog, checked=True)

    for zone in original.state.zone_names():
        assert loaded.state.zone(zone) == original.state.zone(zone), zone
    assert [p.xp for p in loaded.state.players] == [p.xp for p in original.state.players]
    assert loaded.state == original.state
    assert dicts(loaded.log) == dicts(original.log)

    twin = copy.deepcopy(bot)
    for _ in range(150):
        if original.state.over:
            break
        a, b = bot.choose(original), twin.choose(loaded)
        assert a == b
        assert dicts(loaded.apply(b)) == dicts(original.apply(a))
    assert loaded.state == original.state


def test_every_action_is_one_numbered_record_with_its_player_and_events(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver = start_game(catalog, first_game(PLAYERS), SEED, path, fsync=False)
    first_to_act = saver.game.to_act
    events = saver.apply(saver.game.legal_actions()[0])
    saver.apply(saver.game.legal_actions()[0])
    saver.close()

    log = read_log(path)
    assert log.header["format"] == FORMAT == "thunderstone-save"
    assert log.header["format_version"] == FORMAT_VERSION
    assert log.header["engine_version"] == game_pkg.__version__
    assert log.header["cards_digest"] == catalog.digest
    # the setup as asked for (Thunderstone left to the seed), so a rebuild draws the same cards
    assert log.header["start"] == {"setup": first_game(PLAYERS).to_dict(), "seed": SEED}
    assert log.header["start"]["setup"]["thunderstone"] is None
    first = log.records[0]
    assert first["n"] == 1 and first["player"] == first_to_act
    assert first["events"] == dicts(events)
    assert [r["n"] for r in log.records] == list(range(1, len(log.records) + 1))
    assert saver.actions == len(log.records)


def test_a_finished_game_loads_finished_with_the_same_result(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver = start_game(catalog, first_game(["Ann", "Bob"]), 3, path, fsync=False)
    bot = RandomBot(3)
    while not saver.game.state.over:
        saver.apply(bot.choose(saver.game))
    saver.close()

    loaded = load_game(path, catalog)

    assert loaded.state.over
    assert loaded.state.result == saver.game.state.result
    assert read_save(path).finished()


def test_a_resumed_save_keeps_recording_and_the_longer_game_loads_again(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver, bot = play_saved(catalog, path, 120)
    saver.close()
    twin = copy.deepcopy(bot)

    resumed = resume_game(path, catalog, fsync=False)
    assert resumed.actions == 120
    for _ in range(80):
        resumed.apply(twin.choose(resumed.game))
        saver.game.apply(bot.choose(saver.game))  # the uninterrupted game, for comparison
    resumed.close()

    again = load_game(path, catalog)
    assert again.state == saver.game.state
    assert [r["n"] for r in read_save(path).records] == list(range(1, 201))


# --- crashes ------------------------------------------------------------------------------------


def test_a_torn_last_line_loads_with_every_complete_action(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver, bot = play_saved(catalog, path, 49)
    before_last = saver.game.state.clone()
    saver.apply(bot.choose(saver.game))
    saver.close()
    tear_last_line(path)  # the crash cut action 50 in the middle of its line

    loaded = load_game(path, catalog)

    assert loaded.state == before_last
    assert read_save(path).torn_tail
    report = verify_replay(path, catalog)
    assert report.ok and report.total == 49 and report.torn_tail


def test_resuming_a_torn_save_cuts_the_half_line_and_appends_after_it(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver, bot = play_saved(catalog, path, 30)
    twin = copy.deepcopy(bot)
    saver.apply(bot.choose(saver.game))
    saver.close()
    tear_last_line(path)

    resumed = resume_game(path, catalog, fsync=False)
    assert resumed.actions == 30
    for _ in range(5):
        resumed.apply(twin.choose(resumed.game))
    resumed.close()

    save = read_save(path)
    assert not save.torn_tail
    assert [r["n"] for r in save.records] == list(range(1, 36))
    assert load_game(path, catalog).state == resumed.game.state


# --- verification -------------------------------------------------------------------------------


def test_verify_names_the_action_and_event_that_were_tampered_with(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver, _ = play_saved(catalog, path, 40)
    saver.close()
    original = read_log(path).records[11]["events"][0]

    def tamper(header, records):
        ev = records[11]["events"][0]
        key = next(k for k in sorted(ev) if k != "type" and isinstance(ev[k], int | str))
        ev[key] = ev[key] + 1 if isinstance(ev[key], int) else ev[key] + "x"

    rewrite(path, tamper)
    report = verify_replay(path, catalog)

    assert not report.ok
    assert (report.action, report.event, report.replayed, report.total) == (12, 1, 11, 40)
    assert report.replay == original and report.saved != original
    assert report.problem.startswith("action 12 (")
    assert "event 1 differs" in report.problem
    if report.same_game:  # the edit changed nothing the game holds: it loads, as after an engine update
        assert load_game(path, catalog).state == saver.game.state
    else:
        with pytest.raises(SaveError, match=r"does not replay: action 12 \(.*event 1 differs"):
            load_game(path, catalog)


def test_verify_notices_a_recorded_event_that_the_replay_does_not_produce(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver, _ = play_saved(catalog, path, 20)
    saver.close()
    rewrite(path, lambda h, records: records[4]["events"].append({"type": "BuysGained", "count": 9}))

    report = verify_replay(path, catalog)

    n = len(read_log(path).records[4]["events"])
    assert (report.action, report.event) == (5, n)
    assert report.saved == {"type": "BuysGained", "count": 9} and report.replay is None
    assert "the replay gives nothing" in report.problem


def test_an_action_that_is_illegal_on_replay_is_named_and_nothing_is_loaded(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver, _ = play_saved(catalog, path, 20)
    saver.close()
    rewrite(path, lambda h, records: records[4].update(action="buy no_such_stack"))
    before = path.read_bytes()

    with pytest.raises(SaveError, match=r"action 5 \(buy no_such_stack\) is illegal on replay"):
        load_game(path, catalog)
    with pytest.raises(SaveError, match="action 5"):
        resume_game(path, catalog)
    assert path.read_bytes() == before  # a save that does not replay is never changed


def test_an_action_by_the_wrong_player_is_named(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver, _ = play_saved(catalog, path, 10)
    saver.close()
    rewrite(path, lambda h, records: records[2].update(player=(records[2]["player"] + 1) % 3))

    report = verify_replay(path, catalog)

    assert report.action == 3 and "was made by player" in report.problem


# --- foreign and damaged files ------------------------------------------------------------------


def _newer(h, r):
    h["format_version"] = FORMAT_VERSION + 1
    h["engine_version"] = "9.0"


HEADER_PROBLEMS = {
    "newer format": (_newer, f"saved by Thunderstone 9.0 in save format {FORMAT_VERSION + 1}, newer than this version reads"),
    "another kind of log": (lambda h, r: h.update(format="chat-log"), "not a Thunderstone save (it is a 'chat-log' file)"),
    "unknown setup field": (lambda h, r: h["start"]["setup"].update(colour="red"), "unknown setup field(s): colour"),
    "start without seed": (lambda h, r: h["start"].pop("seed"), 'either "setup" and "seed", or "scenario"'),
    "unknown group": (lambda h, r: h["start"]["setup"].update(heroes=["gnome"]), "heroes: 'gnome' is not a hero group"),
    "players not a list": (lambda h, r: h["start"]["setup"].update(players=5), "the setup cannot be built"),
    "misnumbered record": (lambda h, r: r[3].update(n=7), "line 5: expected action 4, found 7"),
    "record without events": (lambda h, r: r[0].pop("events"), "action 1 has no list of events"),
}


@pytest.mark.parametrize("case", list(HEADER_PROBLEMS))
def test_a_foreign_or_changed_save_gives_a_clear_error(catalog, tmp_path, case):
    change, message = HEADER_PROBLEMS[case]
    path = tmp_path / "g.tsave"
    saver, _ = play_saved(catalog, path, 5)
    saver.close()
    rewrite(path, change)

    with pytest.raises(SaveError) as err:
        load_game(path, catalog)

    assert message in str(err.value)
    assert str(err.value).startswith(f"{path}: ")


@pytest.mark.parametrize("content, message", [
    (b"", "not a readable save: the file is empty"),
    (b"hello, this is a letter\n", "not a readable save: not a valid log file (line 1: no checksum)"),
    (b"\x89PNG\r\n\x1a\n\x00\x00", "not a readable save: not a valid log file"),
])
def test_a_file_that_is_not_a_save_gives_a_clear_error(catalog, tmp_path, content, message):
    path = tmp_path / "x.tsave"
    path.write_bytes(content)

    with pytest.raises(SaveError) as err:
        load_game(path, catalog)

    assert str(err.value).startswith(f"{path}: {message}")


def test_a_missing_file_gives_a_clear_error(catalog, tmp_path):
    with pytest.raises(SaveError, match="no such file"):
        load_game(tmp_path / "nothing.tsave", catalog)


def test_damage_before_the_last_line_is_refused(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver, _ = play_saved(catalog, path, 10)
    saver.close()
    lines = path.read_bytes().split(b"\n")
    lines[3] = lines[3].replace(b'"n":3', b'"n":8')  # checksum no longer matches
    path.write_bytes(b"\n".join(lines))

    with pytest.raises(SaveError, match="line 4 is damaged"):
        load_game(path, catalog)


# --- the autosaver ------------------------------------------------------------------------------


def test_an_action_applied_without_being_saved_is_refused_at_the_next_record(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver, bot = play_saved(catalog, path, 5)
    saver.game.apply(bot.choose(saver.game))  # bypasses the saver

    with pytest.raises(ValueError, match="were not saved"):
        saver.apply(bot.choose(saver.game))
    saver.close()
    assert len(read_save(path).records) == 5


def test_a_failed_write_can_be_retried_so_the_save_stays_complete(catalog, tmp_path, monkeypatch):
    path = tmp_path / "g.tsave"
    saver, bot = play_saved(catalog, path, 5)
    writer = saver._writer
    real_append = writer.append

    def disk_full(record):
        monkeypatch.setattr(writer, "append", real_append)  # only this one write fails
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(writer, "append", disk_full)
    action = bot.choose(saver.game)
    saver.apply(action)  # the game goes on; the record waits
    assert saver.unsaved == 1 and saver.problem.errno == 28
    assert saver.retry() is True
    saver.apply(bot.choose(saver.game))
    saver.close()

    assert [r["n"] for r in read_save(path).records] == [1, 2, 3, 4, 5, 6, 7]
    assert load_game(path, catalog).state == saver.game.state


def test_autosaves_go_to_the_saves_folder_by_default_with_distinct_names(catalog, saves_folder):
    first = start_game(catalog, first_game(PLAYERS), 1, fsync=False)
    second = start_game(catalog, first_game(["Dee", "Eve"]), 2, fsync=False)
    first.close()
    second.close()

    assert first.path.parent == saves_folder == second.path.parent
    assert first.path != second.path and first.path.suffix == SUFFIX
    assert {s.path for s in list_saves()} == {first.path, second.path}
    assert save_path_for(directory=saves_folder) not in (first.path, second.path)


def test_a_game_started_from_a_scenario_saves_its_position_and_loads(catalog, tmp_path):
    spec = {
        "players": [{"name": "Ann", "hand": ["Torch", "Dagger", "Militia", "Militia", "Iron Rations", "Militia"],
                     "deck": ["Militia", "Dagger", "Torch", "Militia", "Militia", "Iron Rations"]},
                    {"name": "Bob", "deck": ["Militia"] * 6, "hand": ["Dagger"] * 6}],
        "hall": ["Harpy", "Half-Ogre", "Orc Warlord"],
        "dungeon": ["Medusa", "Hungry Dead", "Stone of Scorn"],
        "actions": ["village", "buy dagger"],
    }
    path = tmp_path / "s.tsave"
    saver = start_scenario(catalog, spec, path, fsync=False, checked=True)
    bot = RandomBot(5)
    for _ in range(15):
        if saver.game.state.over:
            break
        saver.apply(bot.choose(saver.game))
    saver.close()

    save = read_save(path)
    assert save.header["start"] == {"scenario": {k: v for k, v in spec.items() if k != "actions"}}
    assert [r["action"] for r in save.records[:2]] == ["village", "buy dagger"]
    assert save.player_names() == ["Ann", "Bob"]
    assert load_game(path, catalog).state == saver.game.state
    assert verify_replay(path, catalog).ok


def test_save_copy_and_write_save_make_the_same_loadable_save(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver, _ = play_saved(catalog, path, 60)
    copy_path, rebuilt_path = tmp_path / "copy.tsave", tmp_path / "rebuilt.tsave"

    saver.save_copy(copy_path)
    records = read_log(path).records
    actions = [parse_action(r["action"]) for r in records]
    rebuilt = write_save(rebuilt_path, catalog, setup_start(first_game(PLAYERS), SEED), actions, fsync=False)
    saver.close()

    assert read_log(copy_path).records == records == read_log(rebuilt_path).records
    assert rebuilt.state == saver.game.state
    assert load_game(copy_path, catalog).state == saver.game.state


# --- the command line ---------------------------------------------------------------------------


def test_cli_replay_verify_exits_0_for_a_save_that_replays(catalog, tmp_path, capsys):
    path = tmp_path / "g.tsave"
    play_saved(catalog, path, 30)[0].close()

    assert cli.main(["replay", str(path), "--verify"]) == 0

    out = capsys.readouterr().out
    assert "ok:" in out and "all 30 actions replay with identical events" in out


def test_cli_replay_verify_exits_1_naming_the_first_differing_action_and_event(catalog, tmp_path, capsys):
    path = tmp_path / "g.tsave"
    play_saved(catalog, path, 30)[0].close()
    rewrite(path, lambda h, records: records[16]["events"][0].update(type_was="edited"))

    assert cli.main(["replay", str(path), "--verify"]) == 1

    err = capsys.readouterr().err
    assert "replay FAILED after 16 of 30 actions: action 17 (" in err
    assert "event 1 differs" in err and "Traceback" not in err


def test_cli_replay_exits_2_with_the_reason_for_a_file_that_cannot_be_replayed(catalog, tmp_path, capsys):
    path = tmp_path / "g.tsave"
    play_saved(catalog, path, 3)[0].close()
    rewrite(path, lambda h, r: h["start"]["setup"].update(heroes=["gnome"]))
    empty = tmp_path / "empty.tsave"
    empty.write_bytes(b"")

    assert cli.main(["replay", str(path), "--verify"]) == 2
    assert "heroes: 'gnome' is not a hero group" in capsys.readouterr().err
    assert cli.main(["replay", str(empty)]) == 2
    assert f"error: {empty}: not a readable save: the file is empty" in capsys.readouterr().err


def test_cli_replay_lists_the_game_action_by_action_with_names(catalog, tmp_path, capsys):
    path = tmp_path / "g.tsave"
    saver, _ = play_saved(catalog, path, 25)
    saver.close()
    first_player = PLAYERS[read_log(path).records[0]["player"]]

    assert cli.main(["replay", str(path)]) == 0

    lines = capsys.readouterr().out.splitlines()
    assert lines == describe_save(path, catalog)
    assert lines[0].startswith("g.tsave: Ann, Bob, Cid; seed 11")
    assert lines[2] == f"Turn 1: {first_player}"
    numbered = [line for line in lines if line[:5].strip().isdigit()]
    assert [int(line[:5]) for line in numbered] == list(range(1, 26))
    assert numbered[0].startswith(f"    1. {first_player}: ")
    assert any(line.startswith("Turn 2: ") for line in lines)


def test_cli_saves_list_shows_each_save_with_its_players(catalog, saves_folder, capsys):
    saver = start_game(catalog, first_game(["Dee", "Eve"]), 4, fsync=False)
    saver.apply(saver.game.legal_actions()[0])
    saver.close()
    (saves_folder / f"broken{SUFFIX}").write_bytes(b"junk")

    assert cli.main(["saves", "list"]) == 0

    out = capsys.readouterr().out
    assert f"{saver.path}: Dee, Eve; 1 actions, in progress" in out
    assert f"broken{SUFFIX}: cannot be read: not a readable save" in out


def test_a_random_setup_is_saved_as_the_cards_dealt_and_loads_after_the_randomizers_change(catalog, tmp_path):
    """A save of a random Advance solo game keeps the dealt cards, so it still loads when a later
    version deals otherwise (here: every village group the deal used is now advised against in solo,
    as the Ranger's Wilderness Map came to be). The dealt setup builds the very same game."""
    import dataclasses

    from game.engine.game import Game
    from game.engine.setup import Setup, for_mode

    request = for_mode(catalog, Setup(["Solo"], [], [], [], ruleset="advance", random={"sets": ["advance"]}),
                       "solo", {"level": "veteran"})
    path = tmp_path / "solo.tsave"
    with start_game(catalog, request, 808, path, fsync=False) as saver:
        bots = [RandomBot(1)]
        for _ in range(40):
            saver.apply(bots[0].choose(saver.game))
        played = saver.game.state
    dealt = read_save(path).start["setup"]
    assert dealt["random"] is None and len(dealt["village"]) == 8 and len(dealt["monsters"]) == 3
    assert Game.new(catalog, request, 808).state == Game.new(catalog, Setup.from_dict(dealt), 808).state

    changed = copy.copy(catalog)
    changed.groups = {g: dataclasses.replace(grp, solo_not_recommended=True) if g in dealt["village"] else grp
                      for g, grp in catalog.groups.items()}
    assert Game.new(changed, request, 808).setup.village != dealt["village"]  # the request deals otherwise now
    assert load_game(path, changed).state == played
    assert verify_replay(path, changed).loads
