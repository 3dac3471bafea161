"""Cards moved one after another the same way are one event (MovedCards): a hand drawn, discarded or
reshuffled. The game is the same, event for event once the batches are taken apart, and the saves of
the format before (one Moved per card) are joined by the same rule when they are read."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ai.random_bot import RandomBot
from game.engine.applying import apply_event
from game.engine.events import (
    Event,
    HallShifted,
    Moved,
    MovedCards,
    Shuffled,
    batched,
    join_moves,
    unbatched,
)
from game.engine.game import Game
from game.engine.setup import first_game
from game.saves.savefile import FORMAT_UPCASTERS, FORMAT_VERSION
from game.saves.savegame import read_save, verify_replay

FIXTURES = Path(__file__).resolve().parents[1] / "data" / "saves"


def played(catalog, seed: int, actions: int = 400) -> Game:
    game = Game.new(catalog, first_game(["A", "B", "C"]), seed)
    bots = [RandomBot(seed * 7 + p) for p in range(3)]
    for _ in range(actions):
        if game.state.over:
            break
        game.apply(bots[game.to_act].choose(game))
    return game


def test_a_new_hand_is_one_event_for_the_discards_and_one_for_the_draw(table):
    t = table(players=[{"hand": ["Militia", "Dagger", "Torch"], "deck": ["Militia"] * 8}, {}],
              hall=["Harpy", "Half-Ogre", "Orc Warlord"], dungeon=["Basilisk"], choice="village")
    militia, dagger, torch = t.card("Militia"), t.card("Dagger"), t.card("Torch")
    deck = list(t.state.players[0].deck[:6])
    t.do("end")
    moves = [e for e in t.events if isinstance(e, Moved | MovedCards)]
    assert moves == [MovedCards((militia, dagger, torch), "p0.hand", "p0.discard", "discard", "top"),
                     MovedCards(tuple(deck), "p0.deck", "p0.hand", "draw", "bottom")]
    assert t.state.players[0].hand == deck and t.state.players[0].discard == [torch, dagger, militia]


def test_moves_join_only_when_they_go_the_same_way():
    a = Moved(1, "p0.hand", "p0.discard", "discard", "top")
    assert join_moves(a, Moved(2, "p0.hand", "p0.discard", "discard", "top")) == MovedCards(
        (1, 2), "p0.hand", "p0.discard", "discard", "top")
    for other in (Moved(2, "p0.deck", "p0.discard", "discard", "top"), Moved(2, "p0.hand", "destroyed", "discard", "top"),
                  Moved(2, "p0.hand", "p0.discard", "destroy", "top"), Moved(2, "p0.hand", "p0.discard", "discard", "bottom"),
                  Shuffled("p0.deck", (1, 2), 5)):
        assert join_moves(a, other) is None
    assert join_moves(Shuffled("p0.deck", (1, 2), 5), a) is None
    assert batched([a, Moved(2, "p0.hand", "p0.discard", "discard", "top"), Shuffled("p0.deck", (), 1), a]) == [
        MovedCards((1, 2), "p0.hand", "p0.discard", "discard", "top"), Shuffled("p0.deck", (), 1), a]


@pytest.mark.parametrize("seed", [3, 8])
def test_a_game_logs_its_moves_joined_as_far_as_they_go_and_the_singles_rebuild_the_same_state(catalog, seed):
    game = played(catalog, seed)
    log = game.log
    singles = list(unbatched(log))
    assert batched(singles) == log  # nothing left that the rule would still join
    assert sum(isinstance(e, MovedCards) for e in log) > 50
    assert len(singles) > 2 * len(log)  # (a first game moves over twice as many cards as it has events)
    state = game.initial.clone()
    for e in singles:
        apply_event(state, Event.from_dict(e.to_dict()))
    state.stack = game.state.stack  # (the one part events do not rebuild: a question may be open)
    assert state == game.state  # event_count too: it counts single changes, as the bots' seeds need


def test_a_batch_reads_back_from_its_dict_form():
    e = MovedCards((4, 9, 2), "p1.discard", "p1.deck", "reshuffle", "bottom")
    assert Event.from_dict(e.to_dict()) == e


def test_the_dict_form_holds_lists_where_the_event_holds_tuples_at_every_depth():
    e = MovedCards((4, 9, 2), "p1.discard", "p1.deck", "reshuffle", "bottom")
    assert e.to_dict() == {"type": "MovedCards", "cards": [4, 9, 2], "src": "p1.discard", "dst": "p1.deck",
                           "reason": "reshuffle", "pos": "bottom"}
    assert type(e.to_dict()["cards"]) is list
    shift = HallShifted(((7, "hall.2", "hall.1"), (8, "hall.3", "hall.2")))
    moves = shift.to_dict()["moves"]
    assert moves == [[7, "hall.2", "hall.1"], [8, "hall.3", "hall.2"]] and all(type(m) is list for m in moves)
    assert Event.from_dict(shift.to_dict()) == shift


def test_the_format_1_upcaster_joins_moves_and_leaves_anything_else_as_it_was():
    move = {"type": "Moved", "src": "p0.deck", "dst": "p0.hand", "reason": "draw", "pos": "bottom"}
    damaged = {"type": "Moved", "card": 9, "src": "p0.deck"}  # no dst: the replay reports it
    records = [{"n": 1, "events": [{**move, "card": 1}, {**move, "card": 2}, {"type": "TurnEnded", "player": 0},
                                   {**move, "card": 3}, damaged, {**move, "card": 4}, {**move, "card": 5}]},
               {"n": 2, "events": "not a list"}]
    header, out = FORMAT_UPCASTERS[1]({"format_version": 1}, records)
    assert out[0]["events"] == [
        {"type": "MovedCards", "cards": [1, 2], "src": "p0.deck", "dst": "p0.hand", "reason": "draw", "pos": "bottom"},
        {"type": "TurnEnded", "player": 0}, {**move, "card": 3}, damaged,
        {"type": "MovedCards", "cards": [4, 5], "src": "p0.deck", "dst": "p0.hand", "reason": "draw", "pos": "bottom"}]
    assert out[1]["events"] == "not a list"


@pytest.mark.parametrize("name", ["first_game", "coop", "solo_warrior", "random_features", "prompt_pending"])
def test_a_save_of_format_1_replays_event_for_event_once_its_moves_are_joined(catalog, name):
    path = FIXTURES / f"{name}.tsave"
    save = read_save(path)
    assert save.written_version == 1 and FORMAT_VERSION == 2
    assert any(e["type"] == "MovedCards" for rec in save.records for e in rec["events"])

    report = verify_replay(path, catalog)

    assert report.ok and report.rewritten == 0 and report.replayed == report.total == len(save.records)
