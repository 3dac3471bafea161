"""Verbs on the player's party as a whole: the other Heroes in the hand gain a bonus (Runespawn),
and a gain that depends on what the other players discarded (Runespawn Witch)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.choosing import STAT_WORDS
from game.engine.effects.filters import describe_filter, matches
from game.engine.effects.registry import STEPS, Ask, verb
from game.engine.effects.wording import steps_text
from game.engine.events import ModifierGained
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game

_GAINS = ("attack", "magic", "strength")


def _each_other_text(a: dict) -> str:
    gains = [f"{STAT_WORDS[s]} {a[s]:+d}" for s in _GAINS if a.get(s)]
    return "every other Hero in your hand gains " + " and ".join(gains or ["nothing"])


@verb("each_other_hero_gains", {"attack": int, "magic": int, "strength": int}, text=_each_other_text)
def _each_other_hero_gains(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Every Hero in the hand but this card (Militia too) gains the bonuses, aimed at it: the
    Heroes in the hand when the ability is used."""
    source = frame.source if frame.source is not None else -1
    for h in game.hand(frame.player):
        if h == source or not game.defn(h).is_hero or h in game.state.turn.doomed:
            continue
        for stat in _GAINS:
            if args.get(stat):
                game.emit(ModifierGained(source, stat, args[stat], h))
    return None


@verb("unless_discarded", {"filter": dict, "then": STEPS}, required=("filter", "then"),
      text=lambda a: f"unless {describe_filter(a['filter'])} was discarded this way, "
                     f"{steps_text(a['then'], lower=True)}")
def _unless_discarded(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The `then` steps follow unless a card the steps before discarded (tallied 'discarded',
    across each_other_player) matches the filter."""
    if any(matches(game, c, args["filter"]) for c in frame.vars.get("discarded", [])):
        return None
    game.push(args["then"], frame.player, frame.source, frame.context)
    return None
