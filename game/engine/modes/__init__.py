"""Modes: the hooks where solo and co-op play differ from the competitive game.

    mode = make_mode("solo", {"level": "warrior"})   # Setup.mode and Setup.options
    MODES                                            # name -> class: competitive, solo, alone, coop
    MODE_CHOICES                                     # labels, levels and options, for the New Game screen

The competitive game is the base Mode (base.py lists every hook); the others override the hooks
they change: solo.py (Normal, Warrior, Nightmare), alone.py (Alone in the Dark, on any solo level),
coop.py (United We Stand, Bonds of Brotherhood, Test of Unity). Rules code calls the hooks and never
asks which mode it is in."""

from __future__ import annotations

from typing import Any

from game.engine.events import ModeChanged
from game.engine.modes.alone import AloneInTheDark
from game.engine.modes.base import LevelChoice, Mode, ModeChoice, Option, OptionChoice
from game.engine.modes.competitive import Competitive
from game.engine.modes.coop import UnitedWeStand
from game.engine.modes.solo import Solo

MODES: dict[str, type[Mode]] = {
    "competitive": Competitive,
    "solo": Solo,
    "alone": AloneInTheDark,
    "coop": UnitedWeStand,
}

# What the New Game screen offers, in order: each mode with its player counts, levels and options.
MODE_CHOICES: tuple[ModeChoice, ...] = tuple(cls.choice() for cls in MODES.values())


def make_mode(name: str, options: dict[str, Any] | None = None) -> Mode:
    """The mode called `name` with its options (Setup.options). ValueError for an unknown mode, an
    unknown option or a bad value."""
    try:
        cls = MODES[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown mode {name!r}; known: {', '.join(MODES)}") from None
    return cls(options)


def mode_levels(name: str) -> list[str | None]:
    """The levels of a mode (one None for a mode without levels)."""
    return [lv.name for lv in MODES[name].LEVELS] or [None]


__all__ = ["MODES", "MODE_CHOICES", "AloneInTheDark", "Competitive", "LevelChoice", "Mode", "ModeChanged",
           "ModeChoice", "Option", "OptionChoice", "Solo", "UnitedWeStand", "make_mode", "mode_levels"]
