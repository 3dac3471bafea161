"""Using another card once more (Bluefire Staff: a Spell used twice in a turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.filters import describe_filter, matches
from game.engine.effects.registry import VERBS, Ask, verb
from game.engine.events import ModifierGained
from game.engine.state import Frame
from game.engine.turn_modifiers import abilities_of

if TYPE_CHECKING:
    from game.engine.game import Game


def reusable(game: Game, player: int, source: int | None, flt: dict | None, place: str) -> dict[int, list[int]]:
    """Cards in hand (matching the filter, not the source, not destroyed) with abilities used this
    turn that could be used again here: card -> ability indices."""
    t = game.state.turn
    out: dict[int, list[int]] = {}
    for c in game.hand(player):
        if c == source or c in t.doomed or not matches(game, c, flt):
            continue
        ok = []
        for i in dict.fromkeys(i for u, i in t.used if u == c):
            ab = abilities_of(game, c)[i]
            if ab.trigger != "use" or place not in ab.places:
                continue
            if all((f := VERBS[s.verb].feasible) is None or f(game, player, c, s.args, place) for s in ab.cost):
                ok.append(i)
        if ok:
            out[c] = ok
    return out


def bonus_reusable(game: Game, player: int, source: int | None, flt: dict | None, place: str) -> list[int]:
    """Cards in hand (matching the filter, not the source, not destroyed) whose own attack, magic
    attack or light count in the dungeon's battle: revealed there, they are used there, and using
    them again counts those bonuses once more (Frost Bolt, Silverstorm)."""
    from game.engine.battle import gives_battle_bonus

    if place != "dungeon":
        return []
    t = game.state.turn
    return [c for c in game.hand(player) if c != source and c not in t.doomed and matches(game, c, flt)
            and gives_battle_bonus(game.defn(c))]


def _use_again_text(a: dict) -> str:
    what = describe_filter(a.get("filter"))
    text = f"use {what} you already used this turn again: its Attack, Magic Attack and Light count twice, its used ability repeats"
    return text + ("; destroy it at the end of the turn" if a.get("destroy_after") else "")


@verb("use_again", {"filter": dict, "destroy_after": bool}, text=_use_again_text)
def _use_again(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Use once more another card in hand that was used this turn (Bluefire Staff: a Spell used
    twice). Its own bonuses count once more (the modifier 'again' aimed at it, which the battle
    maths reads), and one ability of it used this turn happens again. With `destroy_after` that
    card is destroyed at the end of the turn: it stays for the battle, like a card destroyed by a
    battle effect."""
    place = frame.context
    options = reusable(game, frame.player, frame.source, args.get("filter"), place)
    bonus = bonus_reusable(game, frame.player, frame.source, args.get("filter"), place)
    if "again" not in frame.vars:
        cards = [c for c in game.hand(frame.player) if c in options or c in bonus]
        if not cards:
            return None
        if answer is None and len(cards) > 1:
            return Ask(frame.player, "cards", "use_again", f"Choose {describe_filter(args.get('filter'))} to use again.",
                       cards, 1, 1, frame.source)
        frame.vars["again"] = answer[0] if answer else cards[0]
        answer = None
    card = frame.vars["again"]
    indices = options.get(card, [])
    if answer is None and len(indices) > 1:
        return Ask(frame.player, "option", "use_again_ability", f"Choose which ability of {game.name(card)} to use again.",
                   indices, 1, 1, frame.source)
    del frame.vars["again"]
    if args.get("destroy_after"):
        game.doom(card)
    if card in bonus:
        game.emit(ModifierGained(frame.source if frame.source is not None else -1, "again", 1, card))
    if indices:
        ab = abilities_of(game, card)[answer[0] if answer else indices[0]]
        game.push(ab.cost + ab.steps, frame.player, card, place)
    return None
