"""Bots thinking in a worker process (game/client/botproc.py): the same decisions as inline, a dead
worker reported and the game played on, and no worker left behind a closed table or a quit app.
Waits have generous deadlines (a busy machine); nothing here measures time."""

from __future__ import annotations

import time

import pygame

from game.client.botproc import BotWorker
from game.client.scenes.table import TableScene
from game.client.session import GameSession, Seat
from game.engine.setup import first_game

DEADLINE = 120.0  # seconds a wait may take on a very busy machine before the test gives up


def new_session(catalog, seed: int, kinds: tuple[str, ...]) -> GameSession:
    seats = [Seat(f"Bot {i + 1}", "bot", k) for i, k in enumerate(kinds)]
    return GameSession.new(catalog, first_game([s.name for s in seats]), seed, seats, save=False)


def wait_for_action(session: GameSession, process: bool = True):
    deadline = time.monotonic() + DEADLINE
    while time.monotonic() < deadline:
        action = session.bot_ready(process=process)
        if action is not None:
            return action
        time.sleep(0.002)
    raise AssertionError("the bot did not decide")


def wait_until(done, what: str) -> None:
    deadline = time.monotonic() + DEADLINE
    while not done():
        assert time.monotonic() < deadline, what
        time.sleep(0.01)


def inline_actions(catalog, seed: int, kinds: tuple[str, ...], count: int) -> list[str]:
    session = new_session(catalog, seed, kinds)
    taken = []
    for _ in range(count):
        action = session.bot_action()
        taken.append(action.text())
        session.apply(action)
    return taken


def test_bots_in_their_worker_process_choose_what_they_would_inline_in_seeded_games(catalog):
    for seed, kinds in ((3, ("hard", "normal")), (8, ("hard", "easy", "random"))):
        session = new_session(catalog, seed, kinds)
        taken = []
        for _ in range(45):
            action = wait_for_action(session)
            taken.append(action.text())
            session.apply(action)
        assert session.bot_process_problem is None and session.bot_process is not None
        session.close()
        assert taken == inline_actions(catalog, seed, kinds, 45)


def test_a_decision_asked_for_a_position_gone_is_dropped_and_the_bot_goes_on_as_inline(catalog):
    # the position changes under a decision asked of the worker (here: the bot decides inline first):
    # the answer about the old position is not played, nor is the bot's state it left behind kept
    session = new_session(catalog, 5, ("hard", "normal"))
    taken = []
    for i in range(30):
        if i % 3 == 0:
            assert session.bot_ready(process=True) is None  # asked of the worker...
            action = session.bot_action()  # ...but decided here first
        else:
            action = wait_for_action(session)
        taken.append(action.text())
        session.apply(action)
    session.close()
    assert taken == inline_actions(catalog, 5, ("hard", "normal"), 30)


def test_a_killed_worker_is_reported_and_the_bots_decide_in_a_thread_as_they_would_have(catalog):
    session = new_session(catalog, 11, ("normal", "hard"))
    taken = []
    for _ in range(6):
        action = wait_for_action(session)
        taken.append(action.text())
        session.apply(action)
    process = session.bot_process
    process.kill()
    process.join(DEADLINE)
    for _ in range(14):
        action = wait_for_action(session)
        taken.append(action.text())
        session.apply(action)
    problem = session.bot_process_problem
    assert problem is not None and "the bot process stopped" in problem and "killed" in problem
    assert session.take_notices() == [f"Bots think inside the game from now on ({problem})."]
    assert session.take_notices() == []  # said once
    assert any("The bots' own process stopped" in line for line in session.log)
    assert session.bot_process is None
    session.close()
    assert taken == inline_actions(catalog, 11, ("normal", "hard"), 20)


def test_the_table_tells_the_player_when_the_bots_process_dies_and_plays_on(app, catalog):
    app.bot_threads = True
    session = new_session(catalog, 4, ("normal", "normal"))
    table = app.replace(TableScene(app, session))
    wait_until(lambda: (app.step(0.05), session.bot_process is not None)[1], "no worker process")
    session.bot_process.kill()
    acted = session.actions
    wait_until(lambda: (app.step(0.05), session.actions >= acted + 3)[1], "the game did not go on")
    assert table.state.event_count > 0
    assert any(t.message.startswith("Bots think inside the game from now on (the bot process stopped")
               for t in app.toasts)


def test_closing_the_table_ends_its_worker_process(app, catalog):
    from game.client.scenes.title import TitleScene

    app.bot_threads = True
    session = new_session(catalog, 2, ("hard", "hard"))
    app.replace(TableScene(app, session))
    wait_until(lambda: (app.step(0.05), session.bot_process is not None and session.bot_thinking)[1],
               "the bot never started thinking in its process")
    worker = session._worker
    app.replace(TitleScene(app))  # the table leaves the stack mid-thought
    assert session.bot_process is None and not session.bot_thinking
    assert worker.wait_closed(DEADLINE) and worker.process.exitcode is not None


def test_quitting_the_app_leaves_no_bot_process_behind(app, catalog):
    app.bot_threads = True
    session = new_session(catalog, 6, ("hard", "normal"))
    app.replace(TableScene(app, session))
    wait_until(lambda: (app.step(0.05), session.bot_process is not None)[1], "no worker process")
    worker = session._worker
    app.feed(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0  # the window closes: every scene exits
    assert worker.wait_closed(DEADLINE) and worker.process.exitcode is not None


def test_a_worker_whose_client_is_gone_ends_by_itself(catalog):
    worker = BotWorker(catalog)
    wait_until(lambda: worker.started, "the worker never started")
    worker.conn.close()  # as when the client dies without closing it: the pipe's end is all it sees
    worker.process.join(DEADLINE)
    assert worker.process.exitcode == 0
    worker.close()


def test_hot_seat_humans_and_a_bot_in_its_process_take_their_turns_at_one_table(app, catalog):
    from game.client.scenes.passdevice import PassDeviceScene
    from game.engine.actions import EndTurn, Visit
    from tests.client.conftest import button, click

    def human_turn_to_play() -> bool:
        app.step(0.05)
        top = app.stack.top
        if isinstance(top, PassDeviceScene):
            click(app, button(top, "ready").rect.center)
        return app.stack.top is table and not session.is_bot(session.to_act) and table.viewer == session.to_act

    app.bot_threads = True
    seats = [Seat("Ann", "human"), Seat("Bot", "bot", "normal"), Seat("Cid", "human")]
    session = GameSession.new(catalog, first_game([s.name for s in seats]), 1, seats, save=False)
    table = app.replace(TableScene(app, session))
    rested = []
    while session.state.turn_number < 6:
        wait_until(human_turn_to_play, "a human never came to act")
        human, turn = session.to_act, session.state.turn_number
        while session.to_act == human and session.state.turn_number == turn:
            legal = session.game.legal_actions()
            table.act(next((a for a in legal if isinstance(a, EndTurn | Visit) and a in (EndTurn(), Visit("rest"))),
                           legal[0]))
            if app.stack.top is not table and not isinstance(app.stack.top, PassDeviceScene):
                app.pop()  # a question asked of the human: answered above from the table
        rested.append(session.state.players[human].name)
    assert rested[:4] == ["Ann", "Cid", "Ann", "Cid"]  # the bot played its turns between them
    assert session.bot_process is not None and session.bot_process_problem is None


def test_an_action_a_bot_is_answering_cannot_be_taken_back_under_it(catalog):
    from game.engine.actions import UseAbility
    from game.scenario import build

    # Ann's Half-Orc Marauder makes the bot choose a card to discard: while it thinks, Ann (still the
    # active player) may not take her action back, so its answer is always about the position shown
    # (a decision about a position gone is dropped all the same: the test above)
    spec = dict(players=[{"name": "Ann", "hand": ["Half-Orc Marauder", "Iron Rations", "Torch"]},
                         {"name": "Bot", "hand": ["Militia", "Torch", "Dagger"]}],
                hall=["Harpy", "Half-Ogre", "Orc Warlord"], choice="dungeon")

    def session() -> GameSession:
        s = GameSession(build(catalog, spec), [Seat("Ann", "human"), Seat("Bot", "bot", "hard")])
        s.apply(next(a for a in s.game.legal_actions() if isinstance(a, UseAbility)))
        return s

    s = session()
    assert s.to_act == 1 and s.bot_ready(process=True) is None and s.bot_thinking
    assert s.undo(1) == 0 and s.undo_window().reason == "another player was asked to choose"
    answer = wait_for_action(s)
    assert answer == session().bot_action()
    s.apply(answer)
    assert s.state.prompt is None and len(s.state.players[1].hand) == 2
    s.close()


def test_the_worker_reads_what_its_bots_have_seen_from_the_new_events_only(catalog, monkeypatch):
    """The worker's game is given the worker's own log, kept between decisions, so the bots'
    memory of what they were shown (knowledge.seen_tops, cached by the log it read) goes on from
    where the last decision stopped instead of reading the whole log again; the decisions are the
    inline ones."""
    from game.ai import knowledge
    from game.client.botproc import _choose, catalog_refs, dumps

    reads = []
    real_read = knowledge._Seen.read
    monkeypatch.setattr(knowledge._Seen, "read", lambda self, event, me: (reads.append(event), real_read(self, event, me)))
    session = new_session(catalog, 5, ("normal", "normal"))
    game, refs, bots, log = session.game, catalog_refs(catalog), {}, []
    sent, decisions = 0, 40
    for req in range(1, decisions + 1):
        seat = game.to_act
        msg = ("think", req, seat, req, dumps(session.bots[seat], refs), sent, dumps(game.log[sent:], refs),
               dumps(game.state, refs), dumps((game.setup, game.mode, game.seed), refs))
        sent = len(game.log)
        action, _ = _choose(catalog, refs, bots, log, msg)
        reads_in_worker = len(reads)
        expected = session.bot_action()
        assert action.text() == expected.text()
        session.apply(expected)
        del reads[reads_in_worker:]  # (the inline bot reads the session's own log)
    # each seat reads each event once, and the last one again at each of its decisions (it may
    # still grow); reading the whole log at every decision would be several times as many
    assert 0 < len(reads) <= 2 * (len(log) + decisions)
    assert {key for key in knowledge._SEEN if key[0] == id(log)} == {(id(log), 0), (id(log), 1)}
