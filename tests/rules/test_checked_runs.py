"""What an action does when the rules themselves fail (a bug): the state goes back to what it was
before the action, with or without the invariant checks, and the checks (once per action in the
tests, once per turn or per round, as `thunderstone sim` checks) name the event after which the state first went wrong."""

from __future__ import annotations

import pytest

from game import compiled_engine
from game.engine import effects, invariants
from game.engine.events import Moved

# these put a bug into the rules by replacing effects.run_step, which the compiled engine calls
# directly: they check the rollback against the Python source (the same code, compiled or not)
injects_a_bug = pytest.mark.skipif(compiled_engine.state["engine"] == "compiled",
                                   reason="replaces an engine function, which compiled code calls directly")

HAND = ["Militia", "Militia", "Dagger", "Torch", "Iron Rations"]
DECK = ["Militia"] * 6


def failing_step(monkeypatch, after: int) -> None:
    """Effect steps work as usual, but the step numbered `after` raises once it has run."""
    real = effects.run_step
    calls = [0]

    def step(game, frame, step, answer):
        result = real(game, frame, step, answer)
        calls[0] += 1
        if calls[0] == after:
            raise RuntimeError("a bug in an effect")
        return result

    monkeypatch.setattr(effects, "run_step", step)


def spec(**more):
    return {"players": [{"hand": HAND, "deck": DECK, "discard": ["Torch"] * 3}, {"deck": DECK}],
            "hall": ["Harpy", "Half-Ogre", "Orc Warlord"], "dungeon": ["Basilisk"], **more}


@pytest.mark.parametrize("checked", [True, False], ids=["checked", "unchecked"])
@injects_a_bug
def test_a_failure_halfway_through_the_end_of_a_turn_leaves_the_state_as_before_the_action(table, monkeypatch,
                                                                                         checked):
    t = table(**spec(choice="village"))
    t.game.checked = checked
    before, log = t.state.clone(), list(t.game.log)
    failing_step(monkeypatch, after=2)  # the hand discarded and a new one drawn, then the failure

    with pytest.raises(RuntimeError, match="a bug in an effect"):
        t.do("end")

    assert t.state == before
    assert t.game.log == log
    assert t.names("p0.hand") == ["Militia", "Militia", "Dagger", "Torch", "Iron Rations"]
    monkeypatch.undo()
    t.do("end")  # and the game goes on from there
    assert t.state.active == 1 and len(t.state.players[0].hand) == 6


@injects_a_bug
def test_a_failure_while_answering_a_question_keeps_the_question_and_the_effect_waiting_for_it(table,
                                                                                              monkeypatch):
    t = table(**spec(choice="dungeon")).do("use [Iron Rations] 0")  # which Hero gets the strength?
    prompt = t.state.prompt
    assert prompt is not None and prompt.reason == "hero"
    before = t.state.clone()
    failing_step(monkeypatch, after=1)

    with pytest.raises(RuntimeError):
        t.do("choose [Militia]")

    assert t.state == before and t.state.stack == before.stack and t.state.prompt == prompt
    monkeypatch.undo()
    t.do("choose [Militia]")
    assert t.state.prompt is None and t.gained("strength") == [2]


def bug_in_first_step(monkeypatch, bug) -> None:
    """The first effect step of the next action does `bug(game)` before its own work."""
    real = effects.run_step
    done = []

    def step(game, frame, s, answer):
        if not done:
            done.append(True)
            bug(game)
        return real(game, frame, s, answer)

    monkeypatch.setattr(effects, "run_step", step)


@injects_a_bug
def test_an_event_that_breaks_an_invariant_is_named_and_the_action_rolled_back(table, monkeypatch):
    t = table(**spec(choice="village"))
    ogre = t.card("Half-Ogre")
    before = t.state.clone()
    bug_in_first_step(monkeypatch, lambda g: g.emit(Moved(ogre, "hall.2", "hall.1", "bug")))

    with pytest.raises(invariants.InvariantError) as failed:
        t.do("end")

    assert "rank 1 holds 2 cards" in str(failed.value)
    assert "first wrong after event 1 of the action: Moved(card=" in str(failed.value)
    assert t.state == before


@injects_a_bug
def test_a_change_made_without_an_event_is_reported_as_such(table, monkeypatch):
    t = table(**spec(choice="village"))
    militia = t.card("Militia")
    before = t.state.clone()

    def lose_a_card(game):
        game.state.players[0].hand.remove(militia)
        game.state.destroyed.append(militia)

    bug_in_first_step(monkeypatch, lose_a_card)

    with pytest.raises(invariants.InvariantError) as failed:
        t.do("end")

    assert "location index out of date" in str(failed.value)
    assert "changed the state without an event" in str(failed.value)
    assert t.state == before


def test_the_checks_run_once_an_action_is_complete_so_a_rank_filled_before_it_is_emptied_passes(table):
    """Rules that put a monster into a rank before the one there leaves are not bugs: the state is
    checked when the action is done."""
    t = table(**spec(choice="village"))
    game = t.game
    harpy, ogre = t.card("Harpy"), t.card("Half-Ogre")
    game.move(ogre, "hall.1", "swap")  # two monsters in rank 1 for a moment
    game.move(harpy, "hall.2", "swap")
    invariants.check_action(game, len(game.log) - 2)
    assert game.state.hall_card(1) == ogre and game.state.hall_card(2) == harpy


def checked_at_turn_ends(t):
    """The position's game checked at the end of every turn (`thunderstone sim --check-every turn`)."""
    t.game.check_every = "turn"
    return t


def test_checked_at_the_ends_of_turns_a_broken_state_is_traced_to_its_event_and_the_turn_undone(table):
    t = checked_at_turn_ends(table(**spec(stacks={"dagger": 3})))
    ogre = t.card("Half-Ogre")
    before = t.state.clone()
    t.do("village")
    t.game.emit(Moved(ogre, "hall.2", "hall.1", "bug"))  # what a faulty action of the turn would log

    t.do("buy dagger")  # the turn goes on: nothing is checked before its end
    assert len(t.state.hall[0]) == 2 and ogre in t.state.hall[0]
    with pytest.raises(invariants.InvariantError) as failed:
        t.do("end")

    assert "rank 1 holds 2 cards" in str(failed.value)
    assert "first wrong after event 2 since the last check: Moved(card=" in str(failed.value)
    assert t.state == before  # back to where the invariants last held: the start of the turn
    assert t.names("p0.hand") == HAND


@injects_a_bug
def test_checked_at_the_ends_of_turns_a_failure_a_broken_state_led_to_is_reported_as_the_broken_state(
        table, monkeypatch):
    t = checked_at_turn_ends(table(**spec()))
    ogre = t.card("Half-Ogre")
    before = t.state.clone()
    t.do("village")
    t.game.emit(Moved(ogre, "hall.2", "hall.1", "bug"))
    failing_step(monkeypatch, after=1)  # and a later step fails (in the real bug, because of it)

    with pytest.raises(invariants.InvariantError) as failed:
        t.do("end")

    assert "rank 1 holds 2 cards" in str(failed.value)
    assert isinstance(failed.value.__cause__, RuntimeError)
    assert t.state == before


@injects_a_bug
def test_checked_at_the_ends_of_turns_a_failure_in_a_sound_state_undoes_only_its_action(table, monkeypatch):
    t = checked_at_turn_ends(table(**spec(stacks={"dagger": 3})))
    t.do("village", "buy dagger")
    before = t.state.clone()
    failing_step(monkeypatch, after=2)

    with pytest.raises(RuntimeError, match="a bug in an effect"):
        t.do("end")

    assert t.state == before and "Dagger" in t.names("p0.discard")  # the buy stands


def test_checked_at_the_ends_of_turns_a_broken_starting_position_is_refused_before_anything_happens(catalog):
    from game.scenario import Position

    t = checked_at_turn_ends(Position.build(catalog, **spec()))
    t.game.state.hall[0].append(t.card("Half-Ogre"))  # in ranks 1 and 2 at once, and no event says so
    before = t.state.clone()

    with pytest.raises(invariants.InvariantError, match="is in both hall.2 and hall.1|is in both hall.1 and hall.2"):
        t.do("village")

    assert t.state == before


def test_checked_at_the_ends_of_rounds_a_state_broken_in_the_first_turn_is_found_when_the_round_ends(table):
    """`thunderstone sim` checks once a round: a state one player's turn broke is found when the
    last player's turn of the round ends, still traced to its event, and the game goes back to the
    start of the round, where the invariants last held."""
    t = table(**spec(stacks={"dagger": 3}))
    t.game.check_every = "round"
    ogre = t.card("Half-Ogre")
    before = t.state.clone()
    t.do("village")
    t.game.emit(Moved(ogre, "hall.2", "hall.1", "bug"))

    t.do("buy dagger", "end")  # the first player's turn ends: the round goes on, nothing is checked
    assert t.state.active == 1 and len(t.state.hall[0]) == 2
    t.do("village")
    with pytest.raises(invariants.InvariantError) as failed:
        t.do("end")  # the round's last turn ends

    assert "rank 1 holds 2 cards" in str(failed.value)
    assert "first wrong after event 2 since the last check: Moved(card=" in str(failed.value)
    assert t.state == before
    assert t.names("p0.hand") == HAND
