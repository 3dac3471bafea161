"""Bots: they choose among the legal actions the engine lists.

    bot = make_bot("normal", seed=7)      # "random", "easy", "normal" or "hard"
    action = bot.choose(game)             # for the player game.to_act

Every bot is deterministic given its seed and the game, never reads hidden information (see
knowledge.py), and always answers with a legal action.
"""

from __future__ import annotations

from typing import Any

BOT_NAMES = ("random", "easy", "normal", "hard")


def make_bot(name: str, seed: int = 0, **options: Any) -> Any:
    """A bot by strength. Options: `budget` (seconds per decision, hard only), `tuning` (the
    valuation's knobs, tuning.Tuning; easy, normal and hard)."""
    if name == "random":
        from game.ai.random_bot import RandomBot

        return RandomBot(seed)
    if name in ("easy", "normal", "hard"):
        from game.ai.heuristic import DEFAULT_BUDGET, HeuristicBot

        return HeuristicBot(name, seed, options.get("budget", DEFAULT_BUDGET), options.get("tuning"))
    raise ValueError(f"unknown bot {name!r}; known: {', '.join(BOT_NAMES)}")
