"""Verbs and rules of Thunderstone Advance's curses (Towers of Ruin rulebook: Flüche; docs/advance.md
sections 10 and 18, group F). The curses are Advance's Disease deck (game.engine.rules.diseases);
each carries Attack -1 and its own way out, written with these:

- `lose_gold: N`: the gold to spend this turn drops by N, never below 0 (the rulebook's village
  example: Curse of Discord used with no gold left costs nothing more);
- `no_more_abilities: {place, equipping, trophies}`: no further abilities this turn (of one place
  only, with `place`), and with `equipping` / `trophies` no more Weapons equipped or trophies used;
- `light_to_zero`: the battle's Light counts at most 0 this turn;
- `lower_total_attack: N`: the total attack is N lower this turn (never below 0);
- `draw_fewer: N`: the new hand at the end of the turn has N cards fewer;
- `destroy_one_of_random: {count, then}`: `count` cards of the hand, this one aside, are picked by the
  game's generator; the player may destroy one of them, and then the `then` steps follow;
- condition `first_ability` (no other ability was used this turn; trophies and React abilities are
  effects of their own and do not count) and passive `no_rest_or_prepare` (while it is in the hand,
  the turn cannot be a Rest or a Prepare).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.filters import candidates
from game.engine.effects.registry import STEPS, Ask, verb
from game.engine.effects.wording import steps_text
from game.engine.events import ModifierGained
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.cards import Ability
    from game.engine.game import Game

LIGHT_TO_ZERO = "light_to_zero"  # modifier: the battle's Light counts at most 0 this turn
TOTAL_ATTACK = "total_attack"  # modifier: added to the total attack after light (a penalty: negative)
NO_MORE = "no_more"  # modifier prefix: no_more:village, no_more:dungeon, no_more:spoils, no_more:equip, ...
PLACES = ("village", "dungeon", "spoils")
NO_REST_OR_PREPARE = "no_rest_or_prepare"


def _source(frame: Frame) -> int:
    return frame.source if frame.source is not None else -1


@verb("lose_gold", {"amount": int}, shorthand="amount",
      text=lambda a: f"lose {a['amount']} gold (not below 0)")
def _lose_gold(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """As much of the gold left as there is, up to the amount: it never goes below 0, and gold
    gained afterwards counts in full (rulebook: the village example's Curse of Discord)."""
    from game.engine.rules.village import gold_left

    lost = min(args["amount"], max(gold_left(game), 0))
    if lost:
        game.emit(ModifierGained(_source(frame), "gold", -lost))
    return None


def _no_more_text(a: dict) -> str:
    """'for the rest of the turn, no more Weapons can be equipped and no other Dungeon ability or
    trophy can be used'."""
    place = a.get("place")
    what = f"no other {place.capitalize()} ability" if place else "no other ability"
    if a.get("trophies"):
        what += " or trophy"
    what += " can be used"
    if a.get("equipping"):
        what = "no more Weapons can be equipped and " + what
    return "for the rest of the turn, " + what


@verb("no_more_abilities", {"place": str, "equipping": bool, "trophies": bool}, text=_no_more_text)
def _no_more_abilities(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    places = (args["place"],) if args.get("place") else PLACES
    blocked = list(places) + (["equip"] if args.get("equipping") else []) + (["trophy"] if args.get("trophies") else [])
    for what in blocked:
        game.emit(ModifierGained(_source(frame), f"{NO_MORE}:{what}", 1))
    return None


def blocked(game: Game, what: str) -> bool:
    """An effect this turn forbids more of `what` (a place's abilities, 'equip', 'trophy')."""
    key = f"{NO_MORE}:{what}"
    return any(m.stat == key for m in game.state.turn.modifiers)


def why_blocked(game: Game, card: int, ab: Ability, place: str) -> str | None:
    """Why an ability cannot be used now because a curse forbade more (None: it is not)."""
    if ab.trigger == "trophy":
        return "no more trophies can be used this turn" if blocked(game, "trophy") else None
    if blocked(game, place):
        return "no more abilities can be used this turn" if all(blocked(game, p) for p in PLACES) else \
            f"no more {place.capitalize()} abilities can be used this turn"
    return None


def why_not_equip(game: Game) -> str | None:
    return "no more Weapons can be equipped this turn" if blocked(game, "equip") else None


def first_ability(game: Game) -> bool:
    """No ability was used yet this turn: trophies and React abilities are effects apart."""
    for card, index in game.state.turn.used:
        abilities = game.defn(card).abilities
        if index < len(abilities) and abilities[index].trigger in ("trophy", "react"):
            continue
        return False
    return True


@verb("light_to_zero", {}, text=lambda a: "your Light is reduced to 0 for this turn")
def _light_to_zero(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.emit(ModifierGained(_source(frame), LIGHT_TO_ZERO, 1))
    return None


def light_cap(game: Game, light: int) -> int:
    """The battle's Light after a curse reduced it to 0 (a darkness below 0 stays)."""
    if any(m.stat == LIGHT_TO_ZERO for m in game.state.turn.modifiers):
        return min(light, 0)
    return light


@verb("lower_total_attack", {"amount": int}, shorthand="amount",
      text=lambda a: f"your Total Attack is {a['amount']} lower this turn")
def _lower_total_attack(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.emit(ModifierGained(_source(frame), TOTAL_ATTACK, -args["amount"]))
    return None


def total_attack_change(game: Game) -> int:
    return sum(m.amount for m in game.state.turn.modifiers if m.stat == TOTAL_ATTACK)


@verb("draw_fewer", {"count": int}, shorthand="count",
      text=lambda a: f"your new hand at the end of this turn has {a['count']} card{'s' if a['count'] != 1 else ''} "
                     "fewer")
def _draw_fewer(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The new hand drawn at the end of this turn is smaller (turn.discard_and_draw reads hand_size)."""
    game.emit(ModifierGained(_source(frame), "hand_size", -args["count"]))
    return None


def _random_text(a: dict) -> str:
    n = a["count"]
    then = steps_text(a["then"], lower=True)
    return (f"Pick {n} other cards of your hand at random; you may destroy one of them, "
            f"and if you do, {then}")


@verb("destroy_one_of_random", {"count": int, "then": STEPS}, required=("count", "then"), text=_random_text)
def _destroy_one_of_random(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The hand is shuffled by the game's generator (recorded in the Shuffled event) and the first
    `count` cards that may be destroyed, this one aside, are the pick (all of them, if fewer); the
    player may destroy one, and only then do the `then` steps follow (Curse of War)."""
    p = frame.player
    if answer is None:
        if not candidates(game, p, frame.source, None, frame.context):
            return None
        game.shuffle(f"p{p}.hand")
        picked = candidates(game, p, frame.source, None, frame.context)[: args["count"]]
        frame.vars["picked"] = picked
        return Ask(p, "cards", "destroy", "These cards were picked at random: you may destroy one of them.",
                   picked, 0, 1, frame.source)
    if not answer:
        return None
    game.destroy(answer[0])
    game.push(args["then"], p, frame.source, frame.context)
    return None


def why_not_visit(game: Game, place: str) -> str | None:
    """A curse in the hand may forbid a Rest or a Prepare (Curse of War)."""
    if place not in ("rest", "prepare"):
        return None
    for c in game.hand():
        if NO_REST_OR_PREPARE in game.defn(c).passives:
            return f"{game.name(c)} in your hand forbids a {place.capitalize()}"
    return None
