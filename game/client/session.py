"""A game being played in the client: the engine's Game (through its AutoSaver when saving), who
sits in each seat (human or bot), the bots, and the game log in words. It only sends actions to the
engine; it never changes the state itself. No pygame here."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.client import logtext
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.game import Game
from game.engine.setup import Setup


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


class GameSession:
    def __init__(self, game: Game, seats: list[Seat], saver: Any = None) -> None:
        self.game = game
        self.saver = saver
        self.seats = seats
        self.bots = {i: make_bot(s.bot, game.seed * 31 + i) for i, s in enumerate(seats) if s.kind == "bot"}
        self.log: list[str] = [f"A game for {len(seats)} players begins."]
        if game.state.turn_number:
            self.log.append(f"— Turn {game.state.turn_number}: {game.state.players[game.state.active].name} —")
        self.actions = 0

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
    def resume(cls, path: str | os.PathLike[str], catalog: Any, *, fsync: bool = True) -> GameSession:
        from game.saves.savegame import resume_game

        saver = resume_game(path, catalog, fsync=fsync)
        game = saver.game
        names = [p.name for p in game.state.players]
        setup = (saver.header.get("start") or {}).get("setup")
        return cls(game, seats_from_setup(setup, names), saver)

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
        events = self.saver.apply(action) if self.saver is not None else self.game.apply(action)
        self.actions += 1
        self.log += logtext.describe(self.game, events)
        if len(self.log) > 2000:
            del self.log[:500]
        return events

    def bot_action(self) -> Action:
        return self.bots[self.to_act].choose(self.game)

    def close(self) -> None:
        if self.saver is not None and not self.saver.closed:
            self.saver.close()
