"""Damaged saves: every kind of damage gets a SaveError naming the file and the problem, nothing is
half-loaded, and neither resuming nor copying ever writes over a good save with a bad one.

tests/saves/test_savegame.py already covers empty files, files that are no save,
a newer format and a changed character in the middle; this file adds truncation at any point, bit
flips anywhere before the last line, older formats (FORMAT_UPCASTERS), a damaged mode or level, and
the checks that a refused file is left byte for byte as it was. Every check runs on a save of each
kind of game (GAMES): competitive, solo and co-op.
"""

from __future__ import annotations

import hashlib
import json
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import cli, paths
from game.ai.random_bot import RandomBot
from game.engine.modes import MODES
from game.engine.setup import first_game, for_mode
from game.saves.jsonlog import read_log
from game.saves.replay import describe_save
from game.saves.savegame import (
    FORMAT_UPCASTERS,
    FORMAT_VERSION,
    SaveError,
    list_saves,
    load_game,
    read_save,
    resume_game,
    start_game,
    verify_replay,
)

ACTIONS = 40
GAMES = [  # (mode, level, players) of the good save each check damages
    pytest.param(("competitive", None, 3), id="competitive"),
    pytest.param(("solo", "warrior", 1), id="solo"),
    pytest.param(("coop", "bonds", 2), id="coop"),
]


@pytest.fixture(autouse=True)
def saves_folder(tmp_path, monkeypatch) -> Path:
    """Never the player's real folder."""
    folder = tmp_path / "user-saves"
    folder.mkdir()
    monkeypatch.setattr(paths, "saves_dir", lambda: folder)
    return folder


@pytest.fixture(scope="module", params=GAMES)
def good(catalog, tmp_path_factory, request):
    """A good save of a first game (3-player competitive, solo on Warrior, 2-player co-op) after
    ACTIONS actions: its bytes, the game, and how many events the game had before its first action."""
    mode, level, players = request.param
    path = tmp_path_factory.mktemp("good") / "good.tsave"
    setup = for_mode(catalog, first_game(["Ann", "Bob", "Cid"][:players]), mode, {"level": level} if level else {})
    saver = start_game(catalog, setup, 7, path, fsync=False)
    setup_events = len(saver.game.log)
    bot = RandomBot(7)
    for _ in range(ACTIONS):
        assert not saver.game.state.over
        saver.apply(bot.choose(saver.game))
    assert (saver.game.mode.name, saver.game.mode.level) == (mode, level)
    saver.close()
    return path.read_bytes(), saver.game, setup_events


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def refused_and_untouched(catalog, path: Path, *expected: str) -> str:
    """Loading and resuming `path` raise a SaveError that names the file and says each `expected`
    text, verifying it fails too, and the file is byte for byte what it was. Returns the message."""
    before = digest(path) if path.is_file() else None
    with pytest.raises(SaveError) as loading:
        load_game(path, catalog)
    with pytest.raises(SaveError) as resuming:
        resume_game(path, catalog, fsync=False)
    try:
        assert not verify_replay(path, catalog).ok
    except SaveError as e:
        assert str(e) == str(loading.value)

    message = str(loading.value)
    assert str(resuming.value) == message
    assert message.startswith(f"{path}: ")
    for text in expected:
        assert text in message
    assert (digest(path) if path.is_file() else None) == before
    return message


def line_starts(data: bytes) -> list[int]:
    """The offset of each line's first byte."""
    return [0] + [i + 1 for i, b in enumerate(data) if b == ord("\n")][:-1]


# --- truncated ----------------------------------------------------------------------------------


def test_a_save_cut_inside_its_header_is_refused_and_left_alone(catalog, good, tmp_path):
    data = good[0]
    header_end = data.index(b"\n")
    for cut in (1, header_end // 2, header_end - 9, header_end):  # header_end: the newline is missing
        path = tmp_path / f"cut-{cut}.tsave"
        path.write_bytes(data[:cut])

        refused_and_untouched(catalog, path, "not a readable save: not a valid log file (line 1")


@pytest.mark.parametrize("where", ["at a line end", "inside a line"])
def test_a_save_cut_after_its_header_loads_every_complete_action_and_nothing_more(catalog, good, tmp_path, where):
    data, played, setup_events = good
    starts = line_starts(data)
    for line in range(2, len(starts) + 1, 3):  # cut lines 2, 5, 8...: after 0, 3, 6... actions
        cut = starts[line - 1] if where == "at a line end" else starts[line - 1] + 17
        path = tmp_path / f"cut-{line}.tsave"
        path.write_bytes(data[:cut])
        complete = line - 2  # the header is line 1; the cut line is lost

        loaded = load_game(path, catalog)
        save = read_save(path)

        assert len(save.records) == complete
        assert save.torn_tail is (where == "inside a line")
        assert [e.to_dict() for e in loaded.log] == [e.to_dict() for e in played.log[: len(loaded.log)]]
        assert len(loaded.log) == setup_events + sum(len(r["events"]) for r in save.records)
        # resuming keeps every complete action and cuts away only the half line
        resume_game(path, catalog, fsync=False).close()
        assert path.read_bytes() == data[: starts[line - 1]]


# --- bit flips ----------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(spot=st.floats(0, 1, exclude_max=True), bit=st.integers(0, 7))
def test_a_bit_flipped_anywhere_before_the_last_line_is_refused_naming_the_line(catalog, good, tmp_path, spot, bit):
    data = good[0]
    starts = line_starts(data)
    # every byte of every line but the last, except the newline before the last line (flipping it
    # joins the last two lines into one damaged last line, which is what a crash leaves: torn tail)
    end = starts[-1] - 1
    offset = int(spot * end)
    line = sum(1 for s in starts if s <= offset)
    damaged = bytearray(data)
    damaged[offset] ^= 1 << bit
    path = tmp_path / "flipped.tsave"
    path.write_bytes(bytes(damaged))

    message = refused_and_untouched(catalog, path, f"line {line}")

    assert "not a readable save" in message


def test_a_bit_flip_in_the_last_line_is_taken_for_a_crash_and_loses_only_that_action(catalog, good, tmp_path):
    data, played, _ = good
    damaged = bytearray(data)
    damaged[line_starts(data)[-1] + 20] ^= 0x04
    path = tmp_path / "flipped.tsave"
    path.write_bytes(bytes(damaged))

    save = read_save(path)
    loaded = load_game(path, catalog)

    assert save.torn_tail and len(save.records) == ACTIONS - 1
    assert [e.to_dict() for e in loaded.log] == [e.to_dict() for e in played.log[: len(loaded.log)]]
    assert len(loaded.log) < len(played.log)


# --- not a save, other data, other versions -----------------------------------------------------


@pytest.mark.parametrize("content, expected", [
    (b"", "the file is empty"),
    (b"\n\n\n", "line 1"),
    (b"hello, this is a letter\n", "no checksum"),
    (b"\x89PNG\r\n\x1a\n\x00\x00IHDR", "not valid UTF-8"),
    (bytes(range(256)) * 4, "not a valid log file"),
])
def test_a_file_that_is_no_save_is_refused_and_left_alone(catalog, tmp_path, content, expected):
    path = tmp_path / "x.tsave"
    path.write_bytes(content)

    refused_and_untouched(catalog, path, "not a readable save", expected)


def test_a_folder_where_the_save_should_be_is_refused(catalog, tmp_path):
    path = tmp_path / "folder.tsave"
    path.mkdir()

    message = refused_and_untouched(catalog, path)

    assert "not a regular file (it is a folder)" in message or "cannot be read" in message  # (Windows)


def rewrite(path: Path, data: bytes, change) -> None:
    """Write `data` to `path`, with its header and records edited by `change(header, records)` and
    every line's checksum valid (written here, so headers the log writer refuses can be made)."""
    path.write_bytes(data)
    log = read_log(path)
    change(log.header, log.records)
    lines = []
    for value in [log.header, *log.records]:
        text = json.dumps(value, separators=(",", ":"), sort_keys=True).encode()
        lines.append(text + b"\t" + format(zlib.crc32(text), "08x").encode() + b"\n")
    path.write_bytes(b"".join(lines))


def _tamper_event(h, r):
    r[10]["events"][0]["type"] = "Shuffled"


@pytest.mark.parametrize("change, expected", [
    (lambda h, r: h.update(format_version=FORMAT_VERSION + 1), ["newer than this version reads"]),
    (lambda h, r: h.update(format_version="1"), ['"format_version" field is not an integer']),
    (lambda h, r: h.update(format_version=True), ['"format_version" field is not an integer']),
    (lambda h, r: h.update(format_version=0), ["saved in save format 0, older than this version of the game can convert"]),
    (lambda h, r: h.update(format_version=-3), ["saved in save format -3"]),
    (lambda h, r: h.pop("start"), ['the header has no "start" mapping']),
    (lambda h, r: h["start"]["setup"]["players"].__setitem__(0, None),
     ["the setup cannot be built: players: a list of names is needed"]),
    (_tamper_event, ["does not replay: action 11", "event 1 differs"]),
    (lambda h, r: r[5].update(action="attack 99999"), ["does not replay: action 6", "there is no card 99999"]),
    (lambda h, r: r[5].update(action="fly away"), ["does not replay: action 6", "cannot be read"]),
], ids=["newer format", "version as text", "version true", "format 0",
        "negative format", "no start", "a player without a name", "tampered event", "no such card", "unreadable action"])
def test_a_save_that_cannot_be_used_is_refused_and_never_overwritten(catalog, good, tmp_path, change, expected):
    path = tmp_path / "g.tsave"
    rewrite(path, good[0], change)

    refused_and_untouched(catalog, path, *expected)


@pytest.mark.parametrize("change, expected", [
    (lambda h, r: h["start"]["setup"].update(mode="chess"), ["the setup cannot be built", "unknown mode 'chess'"]),
    (lambda h, r: h["start"]["setup"].update(mode=None), ["the setup cannot be built", "unknown mode None"]),
    (lambda h, r: h["start"]["setup"]["options"].update(level="impossible"),
     ["the setup cannot be built", "level"]),
    (lambda h, r: h["start"]["setup"]["options"].update(frobnicate=1),
     ["the setup cannot be built", "unknown option(s) frobnicate"]),
    (lambda h, r: h["start"]["setup"].update(players=["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]),
     ["the setup cannot be built", "not 6"]),
], ids=["unknown mode", "no mode", "unknown level", "unknown option", "too many players"])
def test_a_save_whose_mode_or_level_is_damaged_is_refused_naming_it(catalog, good, tmp_path, change, expected):
    path = tmp_path / "g.tsave"
    rewrite(path, good[0], change)

    refused_and_untouched(catalog, path, *expected)


def test_a_save_moved_to_another_mode_is_refused_or_replays_exactly(catalog, good, tmp_path):
    """The same cards and seed played under another mode: refused, never half-loaded as the other
    mode's game with this game's actions."""
    played = good[1]
    for other in MODES:
        if other == played.mode.name:
            continue
        path = tmp_path / f"as-{other}.tsave"
        rewrite(path, good[0], lambda h, r, other=other: h["start"]["setup"].update(mode=other, options={}))

        message = refused_and_untouched(catalog, path)

        assert "the setup cannot be built" in message or "does not replay" in message, message


def test_resuming_a_damaged_save_from_the_command_line_says_why_and_leaves_it(catalog, good, tmp_path, capsys):
    path = tmp_path / "g.tsave"
    rewrite(path, good[0], lambda h, r: h["start"]["setup"].update(mode="chess"))
    before = digest(path)

    code = cli.main(["play", "--resume", str(path)])

    assert code == 2
    out = capsys.readouterr().out
    assert f"{path}: the setup cannot be built" in out and "unknown mode 'chess'" in out
    assert digest(path) == before
    assert list(paths.saves_dir().iterdir()) == []  # and no new game was started instead


def test_a_backup_copy_is_not_overwritten_from_an_autosave_that_was_damaged(catalog, tmp_path):
    path, backup = tmp_path / "auto.tsave", tmp_path / "backup.tsave"
    saver = start_game(catalog, first_game(["Ann", "Bob"]), 5, path, fsync=False)
    bot = RandomBot(5)
    for _ in range(10):
        saver.apply(bot.choose(saver.game))
    saver.save_copy(backup)
    good_backup = digest(backup)
    for _ in range(10):
        saver.apply(bot.choose(saver.game))
    damaged = bytearray(path.read_bytes())
    damaged[line_starts(bytes(damaged))[3] + 5] ^= 0x10  # the disk damaged action 3
    path.write_bytes(bytes(damaged))

    with pytest.raises(SaveError) as err:
        saver.save_copy(backup)
    saver.close()

    assert str(err.value).startswith(f"{path}: ") and "line 4 is damaged" in str(err.value)
    assert digest(backup) == good_backup
    assert len(read_save(backup).records) == 10


@pytest.mark.parametrize("change, expected", [
    (lambda h, r: h["start"]["setup"].update(players=5), "the setup cannot be built"),
    (lambda h, r: h.update(start={"scenario": {"players": 5}}), "the scenario cannot be built"),
], ids=["setup", "scenario"])
def test_the_saves_list_shows_a_save_whose_player_list_is_damaged_instead_of_crashing(
        catalog, good, change, expected, capsys):
    path = paths.saves_dir() / "g.tsave"
    rewrite(path, good[0], change)

    code = cli.main(["saves", "list"])

    assert code == 0
    assert f"{path}: ; {ACTIONS} actions, in progress" in capsys.readouterr().out
    refused_and_untouched(catalog, path, expected)


# --- older formats ------------------------------------------------------------------------------


def as_format_0(header, records):
    """A made-up format 0 for the tests: setup and seed at the top of the header, and each
    record's action under "act"."""
    start = header.pop("start")
    header.update(format_version=0, setup=start["setup"], seed=start["seed"])
    for r in records:
        r["act"] = r.pop("action")


def format_0_to_1(header, records):
    header["start"] = {"setup": header.pop("setup"), "seed": header.pop("seed")}
    for r in records:
        r["action"] = r.pop("act")
    return header, records


def test_a_save_in_an_older_format_loads_through_its_upcaster(catalog, good, tmp_path, monkeypatch):
    data, played, _ = good
    path = tmp_path / "old.tsave"
    rewrite(path, data, as_format_0)
    monkeypatch.setitem(FORMAT_UPCASTERS, 0, format_0_to_1)

    loaded = load_game(path, catalog)
    save = read_save(path)

    assert loaded.state == played.state
    assert save.written_version == 0 and save.header["format_version"] == FORMAT_VERSION
    assert verify_replay(path, catalog).replayed == ACTIONS


def test_an_older_save_goes_on_in_a_new_file_and_stays_as_it_was(catalog, good, tmp_path, monkeypatch):
    data = good[0]
    path = tmp_path / "old.tsave"
    rewrite(path, data, as_format_0)
    before = digest(path)
    monkeypatch.setitem(FORMAT_UPCASTERS, 0, format_0_to_1)

    with resume_game(path, catalog, fsync=False) as saver:
        saver.apply(RandomBot(1).choose(saver.game))

    assert digest(path) == before
    assert saver.path != path and saver.path.parent == path.parent
    new = read_save(saver.path)
    assert new.written_version == FORMAT_VERSION and len(new.records) == ACTIONS + 1
    assert load_game(saver.path, catalog).state == saver.game.state
    assert [r["action"] for r in new.records[:ACTIONS]] == [r["act"] for r in read_log(path).records]


def test_an_older_save_whose_upcaster_fails_is_refused_with_the_reason(catalog, good, tmp_path, monkeypatch):
    path = tmp_path / "old.tsave"
    rewrite(path, good[0], lambda h, r: (as_format_0(h, r), h.pop("seed")))
    monkeypatch.setitem(FORMAT_UPCASTERS, 0, format_0_to_1)

    refused_and_untouched(catalog, path, "cannot convert save format 0 to 1 (KeyError: 'seed')")


# --- hostile contents with valid checksums ------------------------------------------------------

ODD_JSON = st.one_of(
    st.none(), st.booleans(), st.integers(-10**300, 10**300), st.floats(), st.text(max_size=10),
    st.lists(st.integers(-3, 3), max_size=3), st.dictionaries(st.text(max_size=5), st.integers(), max_size=2),
)


def json_spots(value) -> list[tuple[object, object]]:
    """Every (container, key or index) inside a JSON value."""
    out: list[tuple[object, object]] = []
    todo = [value]
    while todo:
        node = todo.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for k, v in items:
            out.append((node, k))
            todo.append(v)
    return out


@pytest.mark.parametrize("examples", [
    pytest.param(60, id="fast"),
    pytest.param(1500, id="long", marks=pytest.mark.slow),
])
def test_a_save_with_any_field_changed_is_refused_cleanly_or_loads_and_never_breaks_the_menus(
        catalog, good, examples, capsys):
    @settings(max_examples=examples, deadline=None, database=None)
    @given(data=st.data())
    def any_field_changed(data) -> None:
        def change(header, records):
            target = data.draw(st.sampled_from([header, *records[:3]]), label="line")
            container, key = data.draw(st.sampled_from(json_spots(target)), label="field")
            how = data.draw(st.sampled_from(["replace", "delete", "add"]), label="how")
            if how == "replace":
                container[key] = data.draw(ODD_JSON, label="value")
            elif how == "delete" and isinstance(container, dict):
                del container[key]
            elif isinstance(container, dict):
                container[data.draw(st.text(min_size=1, max_size=8), label="new key")] = data.draw(ODD_JSON)

        folder = paths.saves_dir()
        path = folder / "g.tsave"
        rewrite(path, good[0], change)
        before = digest(path)

        try:
            load_game(path, catalog)
        except SaveError as e:
            assert str(e).startswith(f"{path}: ")
            refused_and_untouched(catalog, path)
        else:
            with resume_game(path, catalog, fsync=False):
                pass
            assert digest(path) == before
        # the saves list and the replay listing show it without a traceback
        assert len(list_saves(folder)) == 1
        assert cli.main(["saves", "list"]) == 0
        assert str(path) in capsys.readouterr().out
        try:
            assert describe_save(path, catalog)
        except SaveError as e:
            assert str(e).startswith(f"{path}: ")

    any_field_changed()
