"""The knobs of the bots' valuation (game/ai/values.py): their defaults, which of them a mode against
the dungeon reads from a `solo_` copy, and the form `thunderstone sim --tuning` gives them in."""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.modes.base import Stakes

# the knobs a mode against the dungeon reads from a `solo_` copy of its own (Tuning.for_stakes): in
# every such mode, and only where a monster that wins a battle gets through (Classic solo, Alone in
# the Dark, co-op; Advance solo, where it stays in a hall of 4 ranks, won fewer games with the solo
# light and removal cost: 25 and 6 of 100 at Normal and Veteran against 33 and 12)
AGAINST_DUNGEON = ("fight_share", "gold_rate")
WHERE_MONSTERS_ESCAPE = ("light_scale", "removal_cost")



@dataclass(frozen=True)
class Tuning:
    """The knobs of the valuation. The defaults were chosen by matches of the normal bot against
    itself with one knob moved either way (100 two-player games each)."""

    fight_share: float = 0.6  # the share of turns a deck's power is used to fight
    removal_cost: float = 2.0  # what getting rid of a bad card by resting costs, at most
    gold_rate: float = 0.5  # attack points per gold point early in the game
    xp_share: float = 0.6  # share of the best level-up's worth one XP is valued at
    light_scale: float = 2.0  # attack points the first light point saves
    attacks_per_player_round: float = 0.6  # prior pace of the dungeon per player per round
    max_turns: float = 20.0  # the furthest a bot plans ahead
    # against the dungeon (a mode's Stakes): the share of turns a deck fights a monster it can beat,
    # and what the win is worth in the measure's points (Alone in the Dark: per top-level hero needed)
    solo_fight_share: float = 0.8
    goal_value: float = 24.0
    # gold against the dungeon: the early buys that make a deck beat the first monsters before they
    # get through are worth more than in a race for points (Solo Normal, seeds 1-100 and 1001-1100:
    # 22% and 24% won against 20% and 19% at 0.5)
    solo_gold_rate: float = 0.8
    # the furthest a bot plans ahead against a dungeon that comes at its own pace: a card bought
    # counts for fewer turns than the game has left, so the kills of this turn weigh more (Solo
    # Normal, seeds 1-300 and 1001-1300: 25.7% and 28.0% won at 12, 20.0% and 19.7% at max_turns)
    solo_max_turns: float = 12.0
    # where a monster that beats the player stays in the hall (Advance solo: a lost battle costs
    # nothing), a deck built over more turns pays (Advance Solo Normal, seeds 1-350: 27.4% won at 16
    # against 22.9% at 12; Classic, seeds 1-300 and 1001-1300: 12 stays the best)
    solo_max_turns_monsters_stay: float = 16.0
    growth_share: float = 0.5  # the share of a hero's level-ups to come counted in its worth
    # a card bought must be worth this much, and one rested away this little: values move with the
    # deck, and a card bought near 0 and rested away later wasted two turns (Advance normal bots
    # rested a quarter of their turns, Torches and Longspears they had bought; 492 rests against
    # 685 in 24 games at 0.3)
    buy_margin: float = 0.05
    rest_margin: float = 0.3
    xp_per_turn: float = 1.0  # XP a deck earns a turn, roughly: how soon a level-up is paid for
    # against the dungeon, the XP the deck earns in this many passes through it pays for level-ups
    # too before one more XP is valued (Advance Solo Normal, seeds 1-150: 23.3% won against 16.7%;
    # Classic, seeds 1-100 and 1001-1100: 29.5% against 26.5%). Not in a race for points: there it
    # lost 49 of 60 competitive Advance games to the bot without it
    solo_xp_passes: float = 2.0
    # light and a bad card's weight against a dungeon whose monsters get through (Classic solo, Alone
    # in the Dark, co-op), found by a search over every knob at once (Classic Solo Normal, seeds 1-300, 2001-2600
    # and 8001-8900: 29.3%, 26.8% and 30.1% won against 24.0%, 26.3% and 25.8% at 2.0 and 2.0; co-op
    # the same within the noise): a point of light matters less than in a race for points, and the
    # cards that weaken a hand more
    solo_light_scale: float = 1.5
    solo_removal_cost: float = 2.5
    # worth added to every card of a named stack (sim --tuning stack.militia=-1): a search over the
    # stacks of one setup (docs/bots.md, issue 15's twenty-third round) points at what the
    # valuation misses; never a default, since a bonus for a named stack fits one setup
    stack_bonus: tuple[tuple[str, float], ...] = ()

    def for_stakes(self, stakes: Stakes | None) -> Tuning:
        """The knobs a mode plays by: against the dungeon, each knob of AGAINST_DUNGEON from its
        `solo_` copy; where a monster that wins a battle also gets through (the mode's Stakes), each of
        WHERE_MONSTERS_ESCAPE as well. One place says which knob holds where."""
        if stakes is None:
            return self
        names = AGAINST_DUNGEON + (WHERE_MONSTERS_ESCAPE if stakes.lost_battle_escapes else ())
        return replace(self, **{name: getattr(self, "solo_" + name) for name in names})

    @classmethod
    def parse(cls, spec: str) -> Tuning:
        """The default knobs with some moved, from "knob=value,knob=value" (sim --tuning), and
        "stack.NAME=value" for a stack's bonus; a ValueError names an unknown knob or a value that
        is not a number (which stacks a setup has, the caller checks: Tuning.stacks_named)."""
        known = [f.name for f in fields(cls) if f.name != "stack_bonus"]
        changes: dict[str, float] = {}
        bonus: dict[str, float] = {}
        for part in (p.strip() for p in spec.split(",")):
            if not part:
                continue
            name, sep, value = part.partition("=")
            name = name.strip()
            if not sep:
                raise ValueError(f"{part!r}: expected knob=value")
            stack = name[len("stack."):] if name.startswith("stack.") else None
            if stack is None and name not in known:
                raise ValueError(f"unknown knob {name!r}; known: {', '.join(known)}, stack.NAME")
            if stack == "":
                raise ValueError(f"{part!r}: expected stack.NAME=value")
            try:
                number = float(value)
            except ValueError:
                raise ValueError(f"{name}: {value.strip()!r} is not a number") from None
            if not math.isfinite(number):
                raise ValueError(f"{name}: {value.strip()!r} is not a finite number")
            if stack is None:
                changes[name] = number
            else:
                bonus[stack] = number
        return replace(cls(), **changes, stack_bonus=tuple(sorted(bonus.items())))

    def stacks_named(self) -> list[str]:
        """The stacks given a bonus (stack.NAME), for the caller to check against its cards."""
        return [name for name, _ in self.stack_bonus]
