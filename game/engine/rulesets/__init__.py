"""Rulesets: Classic and Advance, the deepest choice a game makes (docs/advance.md).

    ruleset = make_ruleset("advance", {"board": "dungeon"})   # Setup.ruleset and Setup.options
    RULESETS                                                  # name -> class

The Game makes its ruleset once from the setup and rules code reaches it as `game.ruleset`; base.py
lists what a ruleset decides, with Classic's answers as the defaults."""

from __future__ import annotations

from typing import Any

from game.engine.rulesets.advance import Advance
from game.engine.rulesets.base import RULESET_OPTIONS, BoardSide, Ruleset
from game.engine.rulesets.classic import Classic

RULESETS: dict[str, type[Ruleset]] = {"classic": Classic, "advance": Advance}
DEFAULT_RULESET = "classic"


def make_ruleset(name: str = DEFAULT_RULESET, options: dict[str, Any] | None = None) -> Ruleset:
    """The ruleset called `name` with the options it reads from Setup.options. ValueError for an
    unknown ruleset or a bad option value."""
    try:
        cls = RULESETS[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown ruleset {name!r}; known: {', '.join(RULESETS)}") from None
    return cls(options)


__all__ = ["DEFAULT_RULESET", "RULESETS", "RULESET_OPTIONS", "Advance", "BoardSide", "Classic", "Ruleset",
           "make_ruleset"]
