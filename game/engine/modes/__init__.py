"""Modes: the hooks where solo and co-op play differ from the competitive game.

    mode = make_mode("solo", {"level": "warrior"})   # Setup.mode and Setup.options
    mode = make_mode("solo", {"level": "veteran"}, "advance")   # the ruleset's own solo
    MODES                                            # name -> class: competitive, solo, alone, coop
    MODE_CHOICES                                     # labels, levels and options, for the New Game screen
    modes_for("advance"), mode_choices("advance")    # the same for a ruleset (Setup.ruleset)

The competitive game is the base Mode (base.py lists every hook); the others override the hooks
they change: solo.py (Normal, Warrior, Nightmare), alone.py (Alone in the Dark, on any solo level),
coop.py (United We Stand, Bonds of Brotherhood, Test of Unity). A ruleset may play a mode by its own
rules: Advance's solo is advance_solo.py (Normal, Veteran, Nightmare) under the same name `solo`.
Rules code calls the hooks and never asks which mode it is in."""

from __future__ import annotations

from typing import Any

from game.engine.events import ModeChanged
from game.engine.modes.advance_solo import AdvanceSolo
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

# the modes of a ruleset other than Classic (its Ruleset.MODES names the same ones), by name
RULESET_MODES: dict[str, dict[str, type[Mode]]] = {
    "advance": {"competitive": Competitive, "solo": AdvanceSolo},
}


def modes_for(ruleset: str = "classic") -> dict[str, type[Mode]]:
    """The modes a ruleset is played in, by name (Classic: MODES)."""
    return RULESET_MODES.get(ruleset, MODES)


def mode_choices(ruleset: str = "classic") -> tuple[ModeChoice, ...]:
    """What the New Game screen offers for a ruleset, in order."""
    return MODE_CHOICES if ruleset not in RULESET_MODES else tuple(c.choice() for c in RULESET_MODES[ruleset].values())


def make_mode(name: Any, options: dict[str, Any] | None = None, ruleset: Any = "classic") -> Mode:
    """The mode called `name` with its options (Setup.options), as the ruleset plays it. ValueError
    for an unknown mode, one the ruleset has not, an unknown option or a bad value (a damaged
    save's name may be anything: hence Any, which compiled code does not check on the way in)."""
    modes = modes_for(ruleset) if isinstance(ruleset, str) else MODES
    try:
        cls = modes[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown mode {name!r}; known: {', '.join(modes)}") from None
    return cls(options)


def mode_levels(name: str, ruleset: str = "classic") -> list[str | None]:
    """The levels of a mode (one None for a mode without levels)."""
    return [lv.name for lv in modes_for(ruleset)[name].LEVELS] or [None]


__all__ = ["MODES", "MODE_CHOICES", "RULESET_MODES", "AdvanceSolo", "AloneInTheDark", "Competitive", "LevelChoice", "Mode", "ModeChanged",
           "ModeChoice", "Option", "OptionChoice", "Solo", "UnitedWeStand", "make_mode", "mode_choices", "mode_levels",
           "modes_for"]
