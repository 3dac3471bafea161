"""A game being played in the client: the engine's Game (through its AutoSaver when saving), who
sits in each seat (human or bot), the bots, and the game log in words. It only sends actions to the
engine; it never changes the state itself. No pygame here."""

from __future__ import annotations

import os
import pickle
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.client import logtext
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.game import Game
from game.engine.setup import Setup
from game.engine.undo import Applied, UndoWindow, rewind, undo_window


@dataclass
class Seat:
    name: str
    kind: str = "human"  # human | bot
    bot: str = "random"  # which bot, for bot seats


def make_bot(kind: str, seed: int) -> Any:
    """A bot from game.ai (make_bot when the package offers it), else the random bot."""
    try:
        from game.ai import make_bot as factory  # type: ignore[attr-defined]
    except ImportError:
        factory = None
    if factory is not None:
        try:
            return factory(kind, seed=seed)
        except Exception:  # an unknown kind: fall back to the random bot
            pass
    from game.ai.random_bot import RandomBot

    return RandomBot(seed)


def seats_from_setup(setup: Setup | dict | None, names: list[str]) -> list[Seat]:
    """Seats recorded in the setup's options (a game made by the client), or guessed from the
    names (the terminal table calls bots 'Bot N')."""
    opts = (setup.options if isinstance(setup, Setup) else (setup or {}).get("options")) or {}
    kinds = opts.get("seats")
    out = []
    for i, n in enumerate(names):
        if isinstance(kinds, list) and i < len(kinds):
            k = str(kinds[i])
        else:
            k = "bot" if n.startswith("Bot ") else "human"
        kind, _, bot = k.partition(":")
        out.append(Seat(n, "bot" if kind == "bot" else "human", bot or "random"))
    return out

LOG_LINES = 1500  # the log keeps about this many lines (older ones are dropped in blocks)


class BotJob:
    """One bot decision computed in a worker thread on a private copy of the game."""

    def __init__(self, bot: Any, game: Game, key: tuple) -> None:
        self.key = key
        self.result: Action | None = None
        self.error: BaseException | None = None
        state = pickle.loads(pickle.dumps(game.state, pickle.HIGHEST_PROTOCOL))
        copy = Game(game.catalog, state, game.mode, game.setup, game.seed)
        copy.log = list(game.log)  # bots read the recent events (knowledge.idle_turns)
        self.thread = threading.Thread(target=self._run, args=(bot, copy), name="bot", daemon=True)
        self.thread.start()

    def _run(self, bot: Any, game: Game) -> None:
        try:
            self.result = bot.choose(game)
        except BaseException as e:  # handed to the main thread, which raises it
            self.error = e

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()


class GameSession:
    def __init__(self, game: Game, seats: list[Seat], saver: Any = None,
                 history: list[Applied] | None = None) -> None:
        self.game = game
        self.saver = saver
        self.seats = seats
        self.history: list[Applied] = list(history or [])  # every action applied, with its events
        self.bots = {i: make_bot(s.bot, game.seed * 31 + i) for i, s in enumerate(seats) if s.kind == "bot"}
        self.log: list[str] = [f"A game for {len(seats)} player{'s' if len(seats) != 1 else ''} begins."]
        self.log_dropped = 0  # lines dropped from the front of the log: log[i] is line log_dropped + i
        if self.history:  # a game resumed from its save: its whole log, told again from the events
            self.log.append(f"— Turn 1: {game.state.players[self.history[0].player].name} —")
            for applied in self.history:
                self.log += logtext.describe(game, list(applied.events))
            if len(self.log) > LOG_LINES:
                self.log_dropped = len(self.log) - LOG_LINES
                del self.log[:self.log_dropped]
        elif game.state.turn_number:
            self.log.append(f"— Turn {game.state.turn_number}: {game.state.players[game.state.active].name} —")
        self.actions = 0
        self._job: BotJob | None = None
        # bots thinking in a worker process (botproc.py): the process, the decision asked of it
        # (request id, position key), and per seat the bot as the worker last returned it (version,
        # bytes), newer than self.bots[seat] for the seats in _bot_stale
        self._worker: Any = None
        self._proc_job: tuple[int, tuple] | None = None
        self._bot_data: dict[int, tuple[int, bytes]] = {}
        self._bot_stale: set[int] = set()
        self.bot_process_problem: str | None = None  # why bots no longer think in a process
        self.notices: list[str] = []  # what the table should tell the player (take_notices)
        self._closed = False
        self._save_said: str | None = None  # the saving problem the player was last told about

    # --- making one ---
    @classmethod
    def new(cls, catalog: Any, setup: Setup, seed: int, seats: list[Seat], *, save: bool = True,
            saves_dir: str | os.PathLike[str] | None = None, fsync: bool = True) -> GameSession:
        setup.options = {**setup.options, "seats": [s.kind if s.kind == "human" else f"bot:{s.bot}" for s in seats]}
        if save:
            from game.saves.savegame import save_path_for, start_game

            path = save_path_for(directory=saves_dir) if saves_dir is not None else None
            saver = start_game(catalog, setup, seed, path, fsync=fsync)
            return cls(saver.game, seats, saver)
        return cls(Game.new(catalog, setup, seed), seats)

    @classmethod
    def resume(cls, path: str | os.PathLike[str], catalog: Any, *, fsync: bool = True,
               trust_log: bool = False) -> GameSession:
        from game.saves.savegame import resume_game

        saver = resume_game(path, catalog, fsync=fsync, trust_log=trust_log)
        game = saver.game
        names = [p.name for p in game.state.players]
        setup = (saver.header.get("start") or {}).get("setup")
        session = cls(game, seats_from_setup(setup, names), saver, saver.history)
        report = saver.report
        if report is not None and report.rules_changed:  # gone on from the recorded events
            session.log.append(f"Saved by another version: action {report.action} now gives another result "
                               f"({', '.join(report.cards) or 'rules changed'}); the game goes on as recorded.")
            if report.taken_back:
                session.log.append(f"The last {report.taken_back} action(s) of the save were taken back.")
        return session

    # --- who acts ---
    @property
    def state(self):
        return self.game.state

    @property
    def to_act(self) -> int:
        return self.game.to_act

    def is_bot(self, player: int) -> bool:
        return self.seats[player].kind == "bot"

    @property
    def human_count(self) -> int:
        return sum(1 for s in self.seats if s.kind == "human")

    @property
    def save_path(self) -> Path | None:
        return self.saver.path if self.saver is not None else None

    # --- acting ---
    def apply(self, action: Action) -> list[Event]:
        """Apply through the saver (autosave) or the game. Raises IllegalAction unchanged."""
        player = self.game.to_act
        events = self.saver.apply(action) if self.saver is not None else self.game.apply(action)
        self.history.append(Applied(player, tuple(events), action))
        self.actions += 1
        self.log += logtext.describe(self.game, events)
        if len(self.log) > LOG_LINES + 500:
            del self.log[:500]
            self.log_dropped += 500
        return events

    def apply_recorded(self, applied: Applied) -> list[Event]:
        """Apply an action's recorded events as they are (watching a replay): no rules run."""
        from game.engine.applying import apply_event

        events = list(applied.events)
        for e in events:
            apply_event(self.game.state, e)
            self.game.log.append(e)
        self.history.append(applied)
        self.actions += 1
        self.log += logtext.describe(self.game, events)
        if len(self.log) > 2000:
            del self.log[:500]
        return events

    # --- saving (a full or read-only disk never stops the game: savegame.AutoSaver) ---
    @property
    def save_problem(self) -> str | None:
        """Why the save is behind the game (None: every action is on disk, or no save)."""
        saver = self.saver
        if saver is None or saver.problem is None:
            return None
        return saver.problem.strerror or str(saver.problem)

    def save_status(self) -> str | None:
        """A sentence on what is not saved and why (None when all is saved)."""
        why = self.save_problem
        if why is None:
            return None
        n = self.saver.unsaved
        if n == 0:
            return f"The save file could not be written ({why}); the game is saved as soon as the disk allows."
        return (f"The last {n} action{'s are' if n != 1 else ' is'} not saved yet ({why}); the game retries "
                f"after every action, and quitting now loses {'them' if n != 1 else 'it'}.")

    def retry_save(self) -> None:
        if self.saver is not None and not self.saver.closed:
            self.saver.retry()

    def save_news(self) -> tuple[bool, str] | None:
        """What to tell the player about saving since the last call: (False, message) when saving
        starts failing (or fails for another reason), (True, message) once the save has caught up,
        None when nothing changed."""
        why = self.save_problem
        said, self._save_said = self._save_said, why
        if why is not None and why != said:
            return False, f"Not saved: {why}. The game goes on and is saved as soon as the disk allows."
        if why is None and said is not None:
            return True, f"Saved again: all {self.saver.actions} actions are on disk."
        return None

    # --- taking back ---
    def undo_window(self) -> UndoWindow:
        """How many actions the player to act may take back now, and why not more."""
        if self.is_bot(self.game.state.active):
            return UndoWindow(0, "a bot is playing")
        return undo_window(self.game, self.history)

    def undo(self, k: int = 1) -> int:
        """Take back the last k actions (the save is rewritten first: if that fails, OSError or
        SaveError, nothing changed). Returns how many were taken back (0 when none may be)."""
        k = min(k, self.undo_window().count)
        if k <= 0:
            return 0
        taken = self.history[len(self.history) - k:]
        game = rewind(self.game, self.history, k)
        if self.saver is not None:
            self.saver.undo(k, game)
        self.game = game
        self._proc_job = None  # a decision asked for about the position taken back is dropped when it comes
        del self.history[len(self.history) - k:]
        who = self.game.state.players[taken[0].player].name
        what = "their last action" if k == 1 else f"their last {k} actions"
        self.log.append(f"{who} takes back {what}.")
        return k

    def bot(self, seat: int) -> Any:
        """The bot of a seat, up to date with the decisions its worker process made."""
        if seat in self._bot_stale:
            from game.client.botproc import loads

            self.bots[seat] = loads(self._bot_data[seat][1], self.game.catalog)
            self._bot_stale.discard(seat)
        self._bot_data.pop(seat, None)  # it is about to think here: the worker's copy falls behind
        return self.bots[seat]

    def bot_action(self) -> Action:
        """The bot to act decides now (blocking)."""
        return self.bot(self.to_act).choose(self.game)

    def bot_ready(self, process: bool = False) -> Action | None:
        """The bot to act decides without blocking the caller, on a copy of the game, so the window
        keeps drawing while it thinks: None until it has decided, then its action (once). With
        `process`, it thinks in a worker process (botproc.py: the main loop keeps the interpreter
        to itself), else in a thread; should the process die, the session says so (take_notices)
        and its bots think in threads from then on. The decision is the same as bot_action's: a
        bot reads only the position, never the clock."""
        if process and self.bot_process_problem is None and not self._closed:
            from game.client.botproc import WorkerDied

            try:
                return self._bot_ready_process()
            except WorkerDied as e:  # killed, crashed, or no process could be started
                self._process_failed(e)
        return self._bot_ready_thread()

    def _bot_ready_process(self) -> Action | None:
        from game.client.botproc import BotWorker, dumps

        game = self.game
        seat = self.to_act
        key = (id(game), game.state.event_count, seat)
        if self._worker is None:
            self._worker = BotWorker(game.catalog)
        worker = self._worker
        for reply in worker.replies():
            job = self._proc_job
            if job is None or reply.req != job[0]:
                continue  # a decision asked for before (a position taken back): of no use now
            self._proc_job = None
            if reply.error is not None:
                raise reply.error  # the bot's own failure, raised here as the thread's would be
            if job[1] == key:
                self._bot_data[seat] = (reply.req, reply.bot)
                self._bot_stale.add(seat)
                return reply.action
        if self._proc_job is None or self._proc_job[1] != key:
            data = self._bot_data.get(seat)
            if data is None:  # the worker has no copy of this bot as it is now
                data = (worker.new_version(), dumps(self.bots[seat], worker.refs))
                self._bot_data[seat] = data
            self._proc_job = (worker.think(seat, data[0], data[1], game), key)
        return None

    def _process_failed(self, e: BaseException) -> None:
        self.bot_process_problem = str(e) or type(e).__name__
        self._proc_job = None
        self._stop_worker()
        self.notices.append(f"Bots think inside the game from now on ({self.bot_process_problem}).")
        self.log.append(f"The bots' own process stopped ({self.bot_process_problem}); they think inside "
                        "the game from now on.")

    def _bot_ready_thread(self) -> Action | None:
        game = self.game
        key = (id(game), game.state.event_count, self.to_act)
        job = self._job
        if job is None or (job.key != key and job.done):
            self._job = BotJob(self.bot(self.to_act), game, key)
            return None
        if not job.done or job.key != key:
            return None  # still thinking (about an older position: a bot decides one thing at a time)
        self._job = None
        if job.error is not None:
            raise job.error
        return job.result

    def take_notices(self) -> list[str]:
        """What happened to the bots' thinking that the player should be told, once."""
        out, self.notices = self.notices, []
        return out

    @property
    def bot_thinking(self) -> bool:
        """Whether a bot is deciding what to do in the position on the table now."""
        game = self.game
        key = (id(game), game.state.event_count, self.to_act)
        if self._proc_job is not None:
            return self._proc_job[1] == key
        return self._job is not None and self._job.key == key and not self._job.done

    @property
    def bot_process(self) -> Any:
        """The worker process bots think in, once started (None before, and after close)."""
        worker = self._worker
        return worker.process if worker is not None and worker.started else None

    def _stop_worker(self) -> None:
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.close()

    def close(self) -> None:
        """Let go of the save file and end the bots' worker process (a decision under way is dropped)."""
        self._closed = True
        self._proc_job = None
        self._stop_worker()
        if self.saver is not None and not self.saver.closed:
            self.saver.close()
