"""Verbs that give one Hero of the player's choice a bonus, or gain from a card in hand (Doomgate
Legion: Cyclone, Spirit Blast, Doomgate Squire, Soul Jar)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.choosing import STAT_WORDS, choose_hero
from game.engine.effects.filters import candidates, describe_filter
from game.engine.effects.registry import Ask, verb
from game.engine.events import ModifierGained
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game

HERO_GAIN_PER = ("hero_level", "xp")  # what `hero_gains: {per}` counts
CARD_VALUES = ("health", "gold", "vp", "xp")  # what `gain_from_card: {of}` reads from the chosen card


def _hero_gains_text(a: dict) -> str:
    who = describe_filter({"kind": "hero", **(a.get("filter") or {})})
    stat = STAT_WORDS[a["stat"]]
    if a.get("per") == "hero_level":
        gain = f"{stat} +1 for each of its levels"
    elif a.get("per") == "xp":
        gain = f"{stat} +1 for each XP you have"
    else:
        gain = f"{stat} {a.get('amount', 1):+d}"
    if a.get("max"):
        gain += f" (at most +{a['max']})"
    if a.get("that_hero"):  # the Hero an enclosing step drew (Advance: Battle-scarred Soldier)
        return f"that Hero gains {gain}"
    return f"{who} of your choice gains {gain}"


@verb("hero_gains", {"stat": str, "amount": int, "per": str, "max": int, "filter": dict, "that_hero": bool},
      required=("stat",), text=_hero_gains_text)
def _hero_gains(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """One Hero in the hand (matching `filter`) of the player's choice gains Attack or Magic Attack:
    `amount` (1 by default), or with `per` one per level of that Hero (`hero_level`) or per XP the
    player has (`xp`, as the mode lets an effect count it), up to `max`. The bonus is aimed at the
    Hero, so a Hero that does not attack adds none of it. With `that_hero`, the Hero an enclosing
    step drew or looked at (draw_one: frame var 'it')."""
    hero = choose_hero(game, frame, answer, "boost_hero",
                       f"Choose {describe_filter({'kind': 'hero', **(args.get('filter') or {})})} to gain "
                       f"{STAT_WORDS[args['stat']]}.", flt=args.get("filter"), that_hero=bool(args.get("that_hero")))
    if hero is None or isinstance(hero, Ask):
        return hero
    amount = hero_gain(game, frame.player, hero, args)
    frame.vars["it"] = hero
    if amount:
        game.emit(ModifierGained(frame.source if frame.source is not None else -1, args["stat"], amount, hero))
    return None


def hero_gain(game: Game, player: int, hero: int, args: dict) -> int:
    """What `hero_gains` gives this hero now."""
    per = args.get("per")
    if per == "hero_level":
        amount = game.defn(hero).hero_level
    elif per == "xp":
        amount = game.mode.effect_xp(game, player)
    else:
        amount = int(args.get("amount", 1))
    if args.get("max") is not None:
        amount = min(amount, int(args["max"]))
    return amount


def _gain_from_card_text(a: dict) -> str:
    what = describe_filter(a.get("filter"))
    value = {"health": "Health", "gold": "gold value", "vp": "VP", "xp": "XP"}.get(a["of"], a["of"])
    share = f"half its {value}, rounded down" if a.get("divide") == 2 else (
        f"its {value} divided by {a['divide']}, rounded down" if a.get("divide", 1) > 1 else f"its {value}")
    return f"choose {what} in your hand: gain {STAT_WORDS[a['stat']]} equal to {share}"


@verb("gain_from_card", {"filter": dict, "stat": str, "of": str, "divide": int}, required=("stat", "of"),
      text=_gain_from_card_text)
def _gain_from_card(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The player picks a card in hand matching the filter (it stays there); this card gains the
    stat, equal to the chosen card's printed value (`of`) divided by `divide`, rounded down."""
    cands = candidates(game, frame.player, frame.source, args.get("filter"), frame.context)
    if not cands:
        return None
    if answer is None and len(cands) > 1:
        return Ask(frame.player, "cards", "gain_from",
                   f"Choose {describe_filter(args.get('filter'))} to gain from.", cands, 1, 1, frame.source)
    card = answer[0] if answer else cands[0]
    frame.vars["chosen"] = [card]
    amount = card_value(game, card, args["of"]) // max(int(args.get("divide", 1)), 1)
    if amount:
        game.emit(ModifierGained(frame.source if frame.source is not None else -1, args["stat"], amount))
    return None


def card_value(game: Game, card: int, of: str) -> int:
    d = game.defn(card)
    if of == "gold":
        return game.card_gold(card)
    return int(getattr(d, of) or 0)

