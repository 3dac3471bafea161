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


@dataclass(frozen=True)
class _Match:
    """What every game of a win_share plays (handed to each job process once)."""

    catalog: Any
    strength: str
    against: str
    budget: float
    players: int


def win_share(catalog: Any, strength: str, against: str, games: int, budget: float, seed: int = 1,
              players: int = 2, jobs: int = 1) -> MatchResult:
    """`strength` against `against` in `games` first games with seeds seed, seed+1, ...; the seats
    alternate as `thunderstone sim --bots strength,against` has them, and so do the bots' seeds.
    With `jobs` above 1 the games are played in that many processes, with the same result."""
    from game.jobs import play_all

    result = MatchResult(0, 0.0, 0)
    match = _Match(catalog, strength, against, budget, players)
    for one in play_all(_play_one, match, [(i, seed + i) for i in range(games)], jobs, chunk=1):
        result.games += one.games
        result.wins += one.wins
        result.turns += one.turns
        result.search_turns += one.search_turns
        result.search_seconds += one.search_seconds
    return result


def _play_one(match: _Match, game_and_seed: tuple[int, int]) -> MatchResult:
    """The i-th game of a match, with seed s."""
    from game.ai import make_bot
    from game.engine.game import Game
    from game.engine.setup import first_game

    i, s = game_and_seed
    kinds = [match.strength, match.against]
    seats = [kinds[(p + i) % 2] for p in range(match.players)]
    bots = [make_bot(k, s * 31 + p, budget=match.budget) for p, k in enumerate(seats)]
    game = Game.new(match.catalog, first_game([f"{k} {p + 1}" for p, k in enumerate(seats)]), s, checked=False)
    while not game.state.over:
        game.apply(bots[game.to_act].choose(game))
        if game.state.turn_number > 2000:
            raise RuntimeError(f"game seed {s} did not end within 2000 turns")
    assert game.state.result is not None  # (the game is over)
    winners = game.state.result["winners"]
    one = MatchResult(1, sum(1 for w in winners if seats[w] == match.strength) / max(len(winners), 1),
                      game.state.turn_number)
    for bot in bots:
        if getattr(bot, "search", None) is not None:
            one.search_turns += bot.search.stats["turns"]
            one.search_seconds += bot.search.stats["seconds"]
    return one
