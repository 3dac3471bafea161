"""Verbs of the village and experience: extra buys, Spoils purchases, taking cards, XP."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.effects.choosing import amount_arg
from game.engine.effects.filters import describe_filter, matches
from game.engine.effects.registry import Ask, verb
from game.engine.events import BuysGained
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


@verb("extra_buy", {"count": int}, shorthand="count",
      text=lambda a: "you may buy one more card" if a["count"] == 1 else f"you may buy {a['count']} more cards")
def _extra_buy(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.emit(BuysGained(args["count"]))
    return None


def _xp_text(verb: str) -> Callable[[dict], str]:
    return lambda a: f"{verb} {a['amount']} XP"


def _enough_xp(game: Game, player: int, source: int | None, args: dict, context: str) -> bool:
    # an effect counts the XP the mode lets it count (co-op: the party's XP divided among the players)
    return game.mode.effect_xp(game, player) >= args["amount"]


@verb("spend_xp", {"amount": int}, shorthand="amount", text=_xp_text("Destroy"), feasible=_enough_xp)
def _spend_xp(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Give XP back to the pool (a cost: usable only with that much XP)."""
    game.mode.spend_xp(game, frame.player, args["amount"], "effect")
    return None


def _gain_xp_text(a: dict) -> str:
    if isinstance(a["amount"], dict) and "per" in a["amount"]:  # {per: COUNTER} (Glamercast Maestro)
        from game.engine.effects.choosing import per_text

        return f"gain 1 XP per {per_text(a['amount']['per'])}"
    if isinstance(a["amount"], dict):  # {count_of: destroyed}
        return f"gain 1 XP for each card {a['amount']['count_of']} this way"
    return f"gain {a['amount']} XP"


@verb("gain_xp", {"amount": (int, dict)}, shorthand="amount", text=_gain_xp_text)
def _gain_xp(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    amount = amount_arg(args, frame, game)
    if amount:
        game.mode.gain_xp(game, frame.player, amount, "effect")
    return None


def spoils_gold(game: Game, player: int) -> int:
    """The gold printed on the revealed cards that survive the battle (rulebook: Resolving
    Battles): every purchase from a Spoils effect may use all of it."""
    doomed = game.state.turn.doomed
    return sum(game.card_gold(c) for c in game.hand(player) if c not in doomed)


@verb("buy", {"filter": dict}, required=("filter",),
      text=lambda a: f"you may buy {describe_filter(a['filter'])} from the Village with the gold "
                     "of your revealed cards still in play")
def _buy(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """One purchase from the top of a village stack whose top card matches the filter, paid with
    spoils_gold (each such effect has the full gold again). The player may decline. A card without
    a price is never bought (Advance: Null und Kein Wert). Buying a card that gives a second purchase
    (Advance: Filigree Amulet) allows one more, of any card, with the full gold again (glossary:
    Kopfgeldjägerin)."""
    from game.engine.events import Moved, Purchased
    from game.engine.rules import advance_village
    from game.engine.rules.village import price

    st = game.state
    gold = spoils_gold(game, frame.player)
    flt = {} if frame.vars.get("second_purchase") else args["filter"]
    tops = [stack[0] for g, stack in st.stacks.items()
            if stack and matches(game, stack[0], flt) and game.mode.can_buy_group(game, g)
            and game.defn(stack[0]).cost is not None
            and game.mode.can_buy_card(game, stack[0]) and price(game, stack[0]) <= gold]
    if not tops or (answer is not None and not answer):
        frame.vars.pop("second_purchase", None)
        return None
    if answer is None:
        return Ask(frame.player, "cards", "buy",
                   f"Choose {describe_filter(flt)} to buy with {gold} gold, or none.",
                   tops, 0, 1, frame.source)
    card = answer[0]
    group = st.loc[card].partition(".")[2]
    game.emit(Purchased(frame.player, card, group, price(game, card)))
    game.emit(Moved(card, st.loc[card], f"p{frame.player}.discard", "buy", "top"))
    frame.vars.pop("second_purchase", None)
    if advance_village.grants_second_purchase(game, frame.player, card):
        advance_village.take_second_purchase(game, frame.player, card)
        frame.vars["second_purchase"] = True
        frame.pc -= 1  # the same step again, for any card
    return None


def _gain_from_village_text(a: dict) -> str:
    what = describe_filter(a.get("filter"))
    if a.get("more_than_chosen"):
        return f"take {what} from the Village costing at most {a['max_cost']} more than that card"
    return f"take {what} costing {a['max_cost']} or less from the Village"


@verb("gain_from_village", {"filter": dict, "max_cost": int, "more_than_chosen": bool}, required=("max_cost",),
      text=_gain_from_village_text)
def _gain_from_village(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Take the top card of a village stack (matching the filter, costing at most max_cost, plus
    the cost of the card chosen by an earlier step with `more_than_chosen`) into the discard
    pile, without buying it (Trader)."""
    st = game.state
    limit = args["max_cost"]
    if args.get("more_than_chosen"):
        limit += sum(game.defn(c).cost or 0 for c in frame.vars.get("chosen", []))
    tops = [stack[0] for stack in st.stacks.values()
            if stack and matches(game, stack[0], args.get("filter")) and (game.defn(stack[0]).cost or 0) <= limit]
    if not tops:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "gain",
                   f"Choose {describe_filter(args.get('filter'))} costing {limit} or less to take from the Village.",
                   tops, 1, 1, frame.source)
    game.gain(frame.player, answer[0], "gain")
    return None
