"""Verbs that look at the party a player revealed: an effect that goes further when the hand holds
a kind of card (Tendril Minion), and a purge that leaves only the Heroes the player keeps (Usurper)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.destroying import lose_card
from game.engine.effects.filters import candidates, describe_filter
from game.engine.effects.registry import STEPS, Ask, verb
from game.engine.effects.wording import steps_text
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


def _if_revealed_text(a: dict) -> str:
    return f"if you reveal {describe_filter(a['filter'])}, {steps_text(a['then'], lower=True)}"


@verb("if_revealed", {"filter": dict, "then": STEPS}, required=("filter", "then"), text=_if_revealed_text)
def _if_revealed(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The `then` steps follow only while the player's hand holds a matching card (one a battle
    destroyed is gone already; a card gained by an earlier step went to the discard pile)."""
    hand = game.hand(frame.player)
    if any(c not in game.state.turn.doomed and game.matches(c, args["filter"]) for c in hand):
        game.push(args["then"], frame.player, frame.source, frame.context)
    return None


def _keep_text(a: dict) -> str:
    keep = a["keep"]
    kept = "the one you choose" if keep == 1 else f"the {keep} you choose"
    return f"Destroy all {describe_filter(a['filter'], plural=True)} but {kept}"


@verb("destroy_all_but_chosen", {"filter": dict, "keep": int}, required=("filter", "keep"), text=_keep_text)
def _destroy_all_but_chosen(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Every matching card in the hand is destroyed except `keep` of them, which the player
    chooses; with `keep` or fewer, nothing is destroyed (rulebook glossary: Usurper)."""
    cands = candidates(game, frame.player, frame.source, args["filter"], frame.context)
    keep = args["keep"]
    if len(cands) <= keep:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "keep",
                   f"Choose the {keep} {describe_filter(args['filter'], plural=keep != 1)} to keep; "
                   f"the others are destroyed.", cands, keep, keep, frame.source)
    for c in cands:
        if c in answer:
            continue
        lose_card(game, frame, c)
    return None
