"""Verbs of buying and gold: an extra buy that depends on what is bought (Blacksmith), and a gain
counted per something (Sage: per Hero revealed; Tax Collector: per player).

A conditional buy is one more purchase this turn, which may be made only if one of the cards bought
this turn matches its filter: the card this purchase takes, or one bought before it. The rules of
the village (game.engine.rules.village) ask `buy_refusal` before each purchase and call
`note_purchase` after it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.effects.choosing import STAT_WORDS, per_text
from game.engine.effects.filters import describe_filter
from game.engine.effects.registry import Ask, verb
from game.engine.events import ModifierGained
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game

CONDITIONAL_BUY = "conditional_buy"  # modifier: one more buy, for a purchase matching its source's filter
CONDITIONAL_BUY_MET = "conditional_buy_met"  # modifier: a card matching that filter was bought this turn


@verb("conditional_buy", {"filter": dict}, required=("filter",),
      text=lambda a: f"you may buy one more card, as long as one of the cards you buy this turn is "
                     f"{describe_filter(a['filter'])}")
def _conditional_buy(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, CONDITIONAL_BUY, 1))
    return None


def _filter_of(game: Game, source: int) -> dict[str, Any] | None:
    """The filter written on the source card's conditional_buy step."""
    if source < 0:
        return None
    for ab in game.defn(source).abilities:
        for s in ab.steps:
            if s.verb == "conditional_buy":
                return s.args.get("filter")
    return None


def conditional_buys(game: Game) -> list[tuple[int, dict[str, Any] | None]]:
    """(source, filter) of each conditional buy gained this turn."""
    return [(m.source, _filter_of(game, m.source)) for m in game.state.turn.modifiers if m.stat == CONDITIONAL_BUY]


def conditional_buy_count(game: Game) -> int:
    return sum(1 for m in game.state.turn.modifiers if m.stat == CONDITIONAL_BUY)


def buy_refusal(game: Game, card: int) -> str | None:
    """Why buying `card` now is refused by the conditions of the extra buys (None: it is not)."""
    t = game.state.turn
    if t.buys < 1 + t.extra_buys:  # an ordinary buy is left
        return None
    conds = conditional_buys(game)
    met = {m.source for m in t.modifiers if m.stat == CONDITIONAL_BUY_MET}
    if not conds or any(src in met or game.matches(card, flt) for src, flt in conds):
        return None
    return f"the extra buy is only for a turn in which you buy {describe_filter(conds[0][1])}"


def note_purchase(game: Game, card: int) -> None:
    """A card was bought: the conditional buys whose filter it matches are met."""
    met = {m.source for m in game.state.turn.modifiers if m.stat == CONDITIONAL_BUY_MET}
    for src, flt in conditional_buys(game):
        if src not in met and game.matches(card, flt):
            game.emit(ModifierGained(src, CONDITIONAL_BUY_MET, 1))
            met.add(src)


def _gain_per_text(a: dict) -> str:
    n = a.get("amount", 1)
    what = f"{n} gold" if a["stat"] == "gold" else f"{STAT_WORDS[a['stat']]} +{n}"
    return f"gain {what} for each {per_text(a['per'])}"


@verb("gain_per", {"stat": str, "amount": int, "per": dict}, required=("stat", "per"), text=_gain_per_text)
def _gain_per(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Gain `amount` (default 1) of a stat for each thing a counter counts now (battle_vocabulary.COUNTERS:
    `{revealed: FILTER}` counts the cards in the player's hand, `players` the players in the game)."""
    from game.engine.battle import BattleContext, count

    t = game.state.turn
    monster = game.defn(t.target) if t.target is not None else None
    ctx = BattleContext(game, [c for c in game.hand(frame.player) if c not in t.doomed], monster, t.target_rank)
    n = args.get("amount", 1) * count(ctx, frame.source if frame.source is not None else -1, args["per"])
    if n:
        game.emit(ModifierGained(frame.source if frame.source is not None else -1, args["stat"], n))
    return None
