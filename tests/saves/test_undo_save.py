"""Taking actions back in an autosaved game: the save is rewritten without them, atomically, and
autosaving goes on in the same file."""

from __future__ import annotations

import pytest

from game.engine.actions import parse_action
from game.engine.undo import Applied, rewind
from game.saves import savegame
from game.saves.jsonlog import read_log
from game.saves.savegame import SaveError, load_game, resume_game, start_game, start_scenario

POSITION = {
    "players": [{"name": "Ann", "hand": ["Militia", "Militia", "Dagger", "Iron Rations", "Torch"]}, {"name": "Bob"}],
    "hall": ["Shadow Killer", "Half-Ogre", "Walking Scourge"],
    "village": "first_game",
}


def play(saver, *texts):
    applied = []
    for text in texts:
        player, action = saver.game.to_act, parse_action(text)
        applied.append(Applied(player, tuple(saver.apply(action)), action))
    return applied


def ids(game, name):
    return [c for c in game.state.players[0].hand if game.name(c) == name]


def test_undo_rewrites_the_save_without_the_last_records_and_keeps_appending(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver = start_scenario(catalog, POSITION, path, fsync=False)
    game = saver.game
    dagger, militia = ids(game, "Dagger")[0], ids(game, "Militia")
    applied = play(saver, "dungeon", f"equip {dagger} {militia[0]}")
    applied += play(saver, f"unequip {dagger}")
    assert len(read_log(path).records) == 3
    rewound = rewind(saver.game, applied, 2)
    saver.undo(2, rewound)
    assert [r["action"] for r in read_log(path).records] == ["dungeon"]
    assert saver.actions == 1 and saver.game is rewound
    play(saver, f"equip {dagger} {militia[1]}")  # autosaving goes on after the undo
    saver.close()
    assert [r["action"] for r in read_log(path).records] == ["dungeon", f"equip {dagger} {militia[1]}"]
    loaded = load_game(path, catalog)
    assert loaded.state == saver.game.state and loaded.state.turn.equipment == {dagger: militia[1]}


def test_a_failed_rewrite_leaves_the_old_save_and_the_saver_as_they_were(catalog, tmp_path, monkeypatch):
    path = tmp_path / "g.tsave"
    saver = start_scenario(catalog, POSITION, path, fsync=False)
    applied = play(saver, "village", "buy torch")
    before = path.read_bytes()

    def full_disk(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savegame, "write_log_atomic", full_disk)
    game_before = saver.game
    with pytest.raises(OSError):
        saver.undo(1, rewind(saver.game, applied, 1))
    assert path.read_bytes() == before and saver.actions == 2 and saver.game is game_before
    monkeypatch.undo()
    play(saver, "end")  # the saver still appends to the good file
    saver.close()
    assert [r["action"] for r in read_log(path).records] == ["village", "buy torch", "end"]


def test_undo_in_a_resumed_game_cuts_the_same_file(catalog, tmp_path):
    from game.engine.setup import first_game
    from game.engine.undo import applied_from_records
    from game.saves.savegame import read_save

    path = tmp_path / "g.tsave"
    saver = start_game(catalog, first_game(["Ann", "Bob"]), 5, path, fsync=False)
    play(saver, "village")
    saver.close()
    resumed = resume_game(path, catalog, fsync=False)
    applied = applied_from_records(resumed.game, read_save(path).records)
    assert [a.action for a in applied] == ["village"] and applied[0].events
    resumed.undo(1, rewind(resumed.game, applied, 1))
    resumed.close()
    assert read_log(path).records == []
    assert load_game(path, catalog).state.turn.choice is None


def test_undo_refuses_to_take_back_more_than_was_saved(catalog, tmp_path):
    saver = start_scenario(catalog, POSITION, tmp_path / "g.tsave", fsync=False)
    with pytest.raises(ValueError):
        saver.undo(1, saver.game)
    play(saver, "village")
    with pytest.raises(ValueError):
        saver.undo(2, saver.game)
    assert saver.actions == 1
    saver.close()


def test_a_save_damaged_since_it_was_written_is_never_rewritten(catalog, tmp_path):
    path = tmp_path / "g.tsave"
    saver = start_scenario(catalog, POSITION, path, fsync=False)
    applied = play(saver, "village", "buy torch")
    data = bytearray(path.read_bytes())
    first_record = data.index(b"\n") + 5
    data[first_record] ^= 0x20  # a flipped bit in the middle of the file
    path.write_bytes(bytes(data))
    with pytest.raises(SaveError):
        saver.undo(1, rewind(saver.game, applied, 1))
    assert path.read_bytes() == bytes(data)
    saver.close()
