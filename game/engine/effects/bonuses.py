"""Verbs that give bonuses: Attack, Magic Attack, Light, gold, Strength."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.choosing import STAT_WORDS, amount_arg, choose_hero, per_text
from game.engine.effects.filters import noun_of
from game.engine.effects.registry import Ask, verb
from game.engine.events import ModifierGained
from game.engine.rules.advance_village import shielded
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


def _gain_text(a: dict) -> str:
    amount = a["amount"]
    if isinstance(amount, dict) and "per" in amount:
        what = "1 gold" if a["stat"] == "gold" else f"{STAT_WORDS[a['stat']]} +1"
        return f"gain {what} per {per_text(amount['per'])}"
    if isinstance(amount, dict) and "count_of" in amount:
        return f"gain {STAT_WORDS[a['stat']]} +1 for each card {amount['count_of']} this way"
    if isinstance(amount, dict) and amount.get("gold_of", "chosen") != "chosen":  # {gold_of: discarded}
        return f"gain {STAT_WORDS[a['stat']]} equal to the gold value of the cards {amount['gold_of']} this way"
    if isinstance(amount, dict) and amount.get("plus"):
        more = f"{amount['plus']} gold" if a["stat"] == "gold" else f"{amount['plus']} as {STAT_WORDS[a['stat']]}"
        return f"gain its gold value plus {more}"
    if isinstance(amount, dict):
        return f"gain its gold value as {STAT_WORDS[a['stat']]}"
    if a["stat"] == "gold":
        return f"gain {amount} gold"
    return f"gain {STAT_WORDS[a['stat']]} {amount:+d}"


@verb("gain", {"stat": str, "amount": (int, dict)}, required=("stat", "amount"), text=_gain_text)
def _gain(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    amount = amount_arg(args, frame, game)
    if amount == 0 and isinstance(args["amount"], dict) and "count_of" in args["amount"]:  # none counted
        return None
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, args["stat"], amount))
    return None


@verb("strengthen_hero", {"amount": int, "that_hero": bool}, shorthand="amount",
      text=lambda a: f"{'that Hero' if a.get('that_hero') else 'a Hero of your choice'} gains "
                     f"Strength {a['amount']:+d}")
def _strengthen(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """A hero in hand gains strength: one the player chooses, or with `that_hero` the card the
    enclosing step looked at (draw_one, discard_top_card: frame var 'it')."""
    hero = choose_hero(game, frame, answer, "hero", f"Choose a Hero to gain Strength {args['amount']:+d}.",
                       that_hero=bool(args.get("that_hero")))
    if hero is None or isinstance(hero, Ask):
        return hero
    frame.vars["it"] = hero  # a later step may aim at the same hero (Goodberries: `that_hero`)
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, "strength", args["amount"], hero))
    return None


def _each_hero_text(a: dict) -> str:
    gains = [f"{STAT_WORDS[s]} {a[s]:+d}" for s in ("attack", "magic", "strength") if a.get(s)]
    if a.get("attack_or_magic"):
        gains.append(f"Attack or Magic Attack {a['attack_or_magic']:+d} (you choose which, for all of them)")
    who = "every Hero in your hand"
    if a.get("filter"):
        who = f"every {noun_of({'kind': 'hero', **a['filter']})} in your hand"
    text = f"{who} gains " + " and ".join(gains or ["nothing"])
    if (a.get("strength") or 0) < 0:  # the general rule, worth saying where Strength falls (Revenant)
        text += "; a Hero left at Strength 0 is destroyed once the battle is over"
    return text


@verb("each_hero_gains", {"attack": int, "magic": int, "strength": int, "attack_or_magic": int, "filter": dict},
      text=_each_hero_text)
def _each_hero_gains(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Every hero in the hand (matching `filter`, if given) gains the bonuses (aimed at the hero: a
    hero that does not attack adds no attack). `attack_or_magic`: the player chooses once whether
    it falls on Attack or on Magic Attack (rulebook glossary: Judgement)."""
    source = frame.source if frame.source is not None else -1
    heroes = [h for h in game.hand(frame.player) if game.defn(h).is_hero and h not in game.state.turn.doomed
              and game.matches(h, args.get("filter")) and not shielded(game, h, frame.context)]  # a Pike's
    gains = {stat: args[stat] for stat in ("attack", "magic", "strength") if args.get(stat)}
    if args.get("attack_or_magic") and heroes:
        if answer is None:
            n = args["attack_or_magic"]
            return Ask(frame.player, "option", "attack_or_magic",
                       f"Each Hero gets {n:+d}: choose Attack or Magic Attack.",
                       ["attack", "magic"], 1, 1, frame.source)
        stat = answer[0]
        gains[stat] = gains.get(stat, 0) + args["attack_or_magic"]
    for h in heroes:
        for stat in ("attack", "magic", "strength"):
            if gains.get(stat):
                game.emit(ModifierGained(source, stat, gains[stat], h))
    return None


@verb("hero_cannot_attack", {},
      text=lambda a: "choose one of your attacking Heroes: it and its Weapon add no Attack, Magic Attack or Light "
                     "to this battle")
def _hero_cannot_attack(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The player picks one hero still attacking (not one already kept out by something else:
    rulebook, Battle Effects); it stays in the battle, and battle effects still reach it, but it
    and its weapon add nothing (rulebook glossary: Haunt; battle.compute keeps it out)."""
    from game.engine.effects.choosing import choose_cards

    picked = choose_cards(game, frame, {"kind": "hero", "attacking": True}, 1, "idle_hero",
                          "keep out of the battle", answer)
    if isinstance(picked, Ask):
        return picked
    for h in picked:
        game.emit(ModifierGained(frame.source if frame.source is not None else -1, "cannot_attack", 1, h))
    return None
