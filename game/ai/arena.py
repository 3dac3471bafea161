"""Matches between bot strengths, to measure them: `win_share` plays seeded 2-player first games,
the seats alternating, and says what share of the games one strength won (a tie shared).

    thunderstone sim --players 2 --bots hard,normal --games 400 --no-check --quiet

plays the same games from the command line (seed 1, 2, ..., hard first in odd games)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class MatchResult:
    games: int
    wins: float  # games the first strength won (a tie shared among the tied)
    turns: int
    search_turns: float = 0.0  # turns the hard bots' searches played out (search.py) ...
    search_seconds: float = 0.0  # ... in this much CPU time

    @property
    def share(self) -> float:
        return self.wins / self.games if self.games else 0.0


def win_share(catalog: Any, strength: str, against: str, games: int, budget: float, seed: int = 1,
              players: int = 2) -> MatchResult:
    """`strength` against `against` in `games` first games with seeds seed, seed+1, ...; the seats
    alternate as `thunderstone sim --bots strength,against` has them, and so do the bots' seeds."""
    from game.ai import make_bot
    from game.engine.game import Game
    from game.engine.setup import first_game

    kinds = [strength, against]
    result = MatchResult(0, 0.0, 0)
    for i in range(games):
        s = seed + i
        seats = [kinds[(p + i) % 2] for p in range(players)]
        bots = [make_bot(k, s * 31 + p, budget=budget) for p, k in enumerate(seats)]
        game = Game.new(catalog, first_game([f"{k} {p + 1}" for p, k in enumerate(seats)]), s, checked=False)
        while not game.state.over:
            game.apply(bots[game.to_act].choose(game))
            if game.state.turn_number > 2000:
                raise RuntimeError(f"game seed {s} did not end within 2000 turns")
        assert game.state.result is not None  # (the game is over)
        winners = game.state.result["winners"]
        result.games += 1
        result.turns += game.state.turn_number
        result.wins += sum(1 for w in winners if seats[w] == strength) / max(len(winners), 1)
        for bot in bots:
            if getattr(bot, "search", None) is not None:
                result.search_turns += bot.search.stats["turns"]
                result.search_seconds += bot.search.stats["seconds"]
    return result
