"""Verbs that reach other players: each other player, all players, reveal-or-suffer, turns around the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.choosing import count_text
from game.engine.effects.filters import candidates, describe_filter, matches
from game.engine.effects.registry import MONSTER_CONTEXTS, STEPS, Ask, verb
from game.engine.effects.wording import each_text, steps_text
from game.engine.events import CardsRevealed, HandRevealed, ReactionRevealed
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


@verb("each_other_player", {"steps": STEPS}, shorthand="steps", required=("steps",),
      text=lambda a: each_text("each other player", False)(a))
def _each_other(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Run the steps for each other player, first the one to the acting player's left. A player
    whose reaction card turns an opponent's effect back (Belzur Bishop) makes it hit the active
    player instead; monsters' effects cannot be turned back."""
    active = game.state.active
    targets = []
    for p in game.players_from_left(frame.player):
        if p in frame.vars.get("spared", ()):  # a trap avoided, a battle effect warded (rules.features)
            continue
        if frame.context not in MONSTER_CONTEXTS:  # a monster's effect cannot be turned back
            bishop = next((c for c in game.state.players[p].hand
                           if "redirects_opponent_effects" in game.defn(c).passives), None)
            if bishop is not None and p != active:
                game.emit(ReactionRevealed(p, bishop, active))
                targets.append(active)
                continue
        targets.append(p)
    # an effect turned back onto the active player while preparing keeps that context, so it
    # cannot pick the cards already used this turn (README: Rules notes)
    context = frame.context if frame.context in ("village", "dungeon", "spoils") else "effect"
    parent = len(game.state.stack) - 1  # this frame: the steps below may tally into it
    for p in reversed(targets):
        game.push(args["steps"], p, frame.source, context, parent=parent)
    return None


@verb("all_players", {"steps": STEPS}, shorthand="steps", required=("steps",),
      text=lambda a: each_text("all players", True)(a))
def _all_players(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    order = [game.state.active] + game.players_from_left(game.state.active)
    if game.state.special_diseases and all(s.verb == "gain_disease" for s in args["steps"]):
        # Diseases given out at once are dealt from the active player's left (Doomgate Legion
        # rulebook: Disease Deck): it matters only when they come from the face-down deck
        order = order[1:] + order[:1]
    order = [p for p in order if p not in frame.vars.get("spared", ())]  # see rules.features
    parent = len(game.state.stack) - 1
    for p in reversed(order):
        # in a battle the active player's cards still fight: what it destroys of theirs is doomed
        context = "battle" if frame.context == "battle" and p == game.state.active else "effect"
        game.push(args["steps"], p, frame.source, context, parent=parent)
    return None


def _unless_reveal_text(a: dict) -> str:
    what = describe_filter(a.get("filter"))
    then = steps_text(a["then"], lower=True)
    if a.get("show_hand"):
        return f"reveal {what}, or else show your hand and {then}"
    return f"unless you reveal {what}, {then}"


@verb("unless_reveal", {"filter": dict, "show_hand": bool, "then": STEPS}, required=("filter", "then"),
      text=_unless_reveal_text)
def _unless_reveal(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """A player holding a matching card shows it and is spared; otherwise (after showing the whole
    hand, with `show_hand`) the `then` steps hit them (Dragon's Claws, Dragon's Words: a Thief)."""
    p = frame.player
    found = candidates(game, p, frame.source, args["filter"], frame.context)
    if found:
        game.emit(CardsRevealed(p, (found[0],)))
        return None
    if args.get("show_hand"):
        game.emit(HandRevealed(p, tuple(game.hand(p))))
    game.push(args["then"], p, frame.source, frame.context)
    return None


def _in_turn_text(a: dict) -> str:
    what, n = a["filter"], a.get("count", 1)
    return (f"starting at the active player's left, each player in turn reveals the top card of their deck, "
            f"destroying it if it is {describe_filter(what)} and discarding it if not, until "
            f"{count_text(n, what)} {'has' if n == 1 else 'have'} been destroyed or the decks are empty")


@verb("reveal_in_turn_until", {"filter": dict, "count": int}, required=("filter",), text=_in_turn_text)
def _reveal_in_turn_until(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Round after round, each player from the active player's left (the active player last)
    turns over the top card of their deck: a matching card is destroyed, another is discarded;
    it stops once `count` cards are destroyed or no deck has a card left (decks are not
    reshuffled: the discarded cards would come round again). Spared players sit it out."""
    st = game.state
    order = [p for p in game.players_from_left(st.active) + [st.active] if p not in frame.vars.get("spared", ())]
    want, destroyed = args.get("count", 1), 0
    while destroyed < want:
        turned = False
        for p in order:
            if destroyed >= want:
                break
            deck = st.players[p].deck
            if not deck:
                continue
            card, turned = deck[0], True
            game.emit(CardsRevealed(p, (card,)))
            if matches(game, card, args["filter"]):
                game.destroy(card)
                destroyed += 1
            else:
                game.move(card, f"p{p}.discard", "discard")
        if not turned:
            break
    return None
