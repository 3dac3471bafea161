"""Helpers the verbs share: choosing cards from a hand, counts and amounts, tallies."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.filters import candidates, describe_filter, noun_of, stat_value
from game.engine.effects.registry import Ask
from game.engine.events import CardsRevealed
from game.engine.rules.advance_village import shielded
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


def interchangeable(game: Game, cards: list[int]) -> bool:
    t = game.state.turn
    keys = {game.state.cards[c] for c in cards}
    involved = any(c in t.equipment or c in t.equipment.values() for c in cards)
    return len(keys) == 1 and not involved


def choose_cards(game: Game, frame: Frame, flt: dict | None, n: int, reason: str, verb_text: str,
                  answer: tuple | None, exact: bool = True, this_too: bool = False) -> list[int] | Ask:
    """Pick n cards (or all, if fewer) from the frame player's hand (with `this_too` the card doing it
    may be picked). Returns the cards, or an Ask."""
    cands = candidates(game, frame.player, frame.source, flt, frame.context, this_too)
    n = min(n, len(cands))
    if answer is not None:
        return list(answer)
    if n == 0:
        return []
    if n == len(cands) or interchangeable(game, cands):
        return cands[:n]
    return Ask(frame.player, "cards", reason, f"Choose {count_text(n, flt)} to {verb_text}.",
               cands, n if exact else 0, n, frame.source)


def reveal_top_of_deck(game: Game, player: int, count: int) -> list[int]:
    """The top `count` cards of the player's deck, turned over for all to see: only what the deck
    holds, never reshuffled (rulebook glossary: Sphinx); none turned over when it is empty."""
    top = list(game.state.players[player].deck[:count])
    if top:
        game.emit(CardsRevealed(player, tuple(top)))
    return top


def choose_hero(game: Game, frame: Frame, answer: tuple | None, reason: str, prompt: str,
                flt: dict | None = None, that_hero: bool = False) -> int | Ask | None:
    """A Hero in the player's hand (still in the battle; matching `flt`) for an effect to aim at:
    with `that_hero` the one the step before looked at (frame var 'it'); the only one; or the
    player's choice (an Ask with `reason`). None when there is none."""
    heroes = [c for c in game.hand(frame.player) if game.defn(c).is_hero and c not in game.state.turn.doomed
              and (flt is None or game.matches(c, flt)) and not shielded(game, c, frame.context)]
    if that_hero:
        heroes = [c for c in heroes if c == frame.vars.get("it")]
    if not heroes:
        return None
    if answer is None and len(heroes) > 1:
        return Ask(frame.player, "cards", reason, prompt, heroes, 1, 1, frame.source)
    return answer[0] if answer else heroes[0]


def count_text(n: int, flt: dict | None) -> str:
    return describe_filter(flt) if n == 1 else f"{n} {describe_filter(flt, plural=True)}"


def count_arg(args: dict, game: Game, frame: Frame) -> int:
    n = args.get("count", 1)
    if isinstance(n, dict):  # {per: {counter: argument}}
        from game.engine.battle import BattleContext, count
        mon = game.state.turn.target
        ctx = BattleContext(game, list(game.hand(frame.player)), game.defn(mon) if mon is not None else None,
                            game.state.turn.target_rank)
        return count(ctx, frame.source if frame.source is not None else -1, n["per"]) * int(n.get("times", 1))
    return int(n)


def amount_arg(args: dict, frame: Frame, game: Game) -> int:
    amount = args["amount"]
    if isinstance(amount, dict) and "per" in amount:  # {per: COUNTER}: one per counted card (Gangland Thug)
        return count_arg({"count": amount}, game, frame)
    if isinstance(amount, dict) and "count_of" in amount:  # {count_of: discarded}: one per card
        return len(frame.vars.get(amount["count_of"], []))
    if isinstance(amount, dict):  # {gold_of: chosen, plus: N}: their gold value (plus N: Pawnbroker)
        chosen = frame.vars.get(amount.get("gold_of", "chosen"), [])  # or the cards tallied `discarded`
        return sum(game.card_gold(c) for c in chosen) + int(amount.get("plus", 0))
    return int(amount)


def tally(game: Game, frame: Frame, key: str, cards: list[int]) -> None:
    """Record cards an effect handled (e.g. 'discarded') in the frame, and in the frame that
    started it for each player (each_other_player), so a later step there can count them."""
    frame.vars.setdefault(key, []).extend(cards)
    parent = frame.vars.get("parent")
    if parent is not None and parent < len(game.state.stack):
        game.state.stack[parent].vars.setdefault(key, []).extend(cards)


def per_text(per: dict) -> str:
    """'other Phalanx you revealed': the noun of a `{per: {counter: argument}}` count."""
    (name, arg), = per.items()
    return {"revealed": lambda: f"{noun_of(arg)} you revealed",
            "other_revealed": lambda: f"other {noun_of(arg)} you revealed",
            "played": lambda: f"{noun_of(arg)} you played",
            "gold_revealed": lambda: f"{arg} gold you revealed",
            "hero_level": lambda: "level of its Hero",
            "highest_hero_level": lambda: "level of your highest-level Hero",
            "players": lambda: "player in the game, you included"}.get(
                name, lambda: name.replace("_", " "))()


def feasible_choice(game: Game, player: int, source: int | None, args: dict, context: str) -> bool:
    cands = candidates(game, player, source, args.get("filter"), context, bool(args.get("this_too")))
    return len(cands) >= args.get("count", 1)


STAT_WORDS = {"attack": "Attack", "magic": "Magic Attack", "light": "Light", "gold": "gold",
              "strength": "Strength"}


STAT_RANK_WORDS = {"strength": "Strength", "weight": "Weight", "gold": "gold value", "vp": "VP",
                   "total_attack": "Total Attack"}


def ranked_text(a: dict) -> str:
    """' with the highest gold value', ' among the cards revealed'."""
    words = ""
    for key, extreme in (("most", "highest"), ("least", "lowest")):
        if a.get(key):
            words += f" with the {extreme} {STAT_RANK_WORDS.get(a[key], str(a[key]))}"
    if a.get("among"):
        words += " among the cards revealed"
    return words


def choose_ranked(game: Game, frame: Frame, args: dict, n: int, reason: str, verb_text: str,
                   answer: tuple | None) -> list[int] | Ask:
    """Pick n cards from hand like choose_cards, only among the cards chosen by an earlier step
    (`among: chosen`) and/or those with the highest (`most`) or lowest (`least`) value of a stat.
    Cards that are certainly among the n are taken; the player chooses among ties at the edge."""
    flt = args.get("filter")
    cands = candidates(game, frame.player, frame.source, flt, frame.context)
    if args.get("among"):
        chosen = frame.vars.get(args["among"], [])
        cands = [c for c in cands if c in chosen]
    n = min(n, len(cands))
    if n == 0:
        return []
    stat = args.get("most") or args.get("least")
    if stat:
        sign = -1 if args.get("most") else 1
        value = {c: sign * stat_value(game, c, stat) for c in cands}
        edge = sorted(value.values())[n - 1]
        forced = [c for c in cands if value[c] < edge]
        tied = [c for c in cands if value[c] == edge]
    else:
        forced, tied = [], cands
    need = n - len(forced)
    if answer is not None:
        return forced + list(answer)
    if need == len(tied) or interchangeable(game, tied):
        return forced + tied[:need]
    return Ask(frame.player, "cards", reason,
               f"Choose {count_text(need, flt)}{ranked_text(args)} to {verb_text}.",
               tied, need, need, frame.source)
