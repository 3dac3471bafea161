"""Verbs on a player's own cards: drawing, discarding, revealing, the top of the deck."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.choosing import (
    STAT_RANK_WORDS,
    choose_cards,
    count_arg,
    count_text,
    feasible_choice,
    interchangeable,
    per_text,
    reveal_top_of_deck,
    tally,
)
from game.engine.effects.filters import (
    candidates,
    describe_filter,
    matches,
    noun_of,
    stat_value,
)
from game.engine.effects.reactions import returns_to_hand
from game.engine.effects.registry import STEPS, Ask, verb
from game.engine.effects.wording import steps_text
from game.engine.events import (
    CardsRevealed,
    HandRevealed,
    ModifierGained,
    ReactionRevealed,
    SetAsideForNextHand,
)
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


def _draw_text(a: dict) -> str:
    n = a["count"]
    if isinstance(n, dict) and n.get("times", 1) > 1:
        return f"Draw {n['times']} cards per {per_text(n['per'])}"
    if isinstance(n, dict):
        times = n.get("times", 1)
        return f"Draw {times} cards per {per_text(n['per'])}" if times > 1 else f"Draw a card per {per_text(n['per'])}"
    return "Draw a card" if n == 1 else f"Draw {n} cards"


@verb("draw", {"count": (int, dict)}, shorthand="count", text=_draw_text)
def _draw(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.draw(frame.player, count_arg(args, game, frame))
    return None


def _discard_text(a: dict) -> str:
    text = f"Discard {count_text(a.get('count', 1), a.get('filter'))}"
    if a.get("reveal_if_none"):
        text += " (a hand without one is shown)"
    return text


@verb("discard", {"filter": dict, "count": int, "reveal_if_none": bool}, feasible=feasible_choice,
      text=_discard_text)
def _discard(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Discard chosen cards from hand. `reveal_if_none`: a player without such a card shows
    their hand instead. What was discarded is tallied as 'discarded' (see tally)."""
    picked = choose_cards(game, frame, args.get("filter"), args.get("count", 1), "discard", "discard", answer)
    if isinstance(picked, Ask):
        return picked
    frame.vars["chosen"] = picked
    if not picked and args.get("reveal_if_none"):
        game.emit(HandRevealed(frame.player, tuple(game.hand(frame.player))))
    for c in picked:
        game.move(c, f"p{frame.player}.discard", "discard")
        returns_to_hand(game, frame, c)  # Diin Illusionist
    tally(game, frame, "discarded", picked)
    return None


def _put_on_deck_text(a: dict) -> str:
    n = a.get("count", 1)
    what = count_text(n, a.get("filter"))
    return f"put {what} from your hand on top of your deck" + ("" if n == 1 else " in any order")


@verb("put_on_deck", {"count": int, "filter": dict}, shorthand="count", text=_put_on_deck_text)
def _put_on_deck(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Put cards from hand (matching the filter, if any: Blacksmith, a Hero) on top of the deck."""
    cands = candidates(game, frame.player, frame.source, args.get("filter"), frame.context)
    n = min(args["count"], len(cands))
    if n == 0:
        return None
    if answer is None and n == 1 and (len(cands) == 1 or interchangeable(game, cands)):
        answer = (cands[0],)
    if answer is None:
        return Ask(frame.player, "order", "put_on_deck",
                   f"Choose {count_text(n, args.get('filter'))} to put on top of your deck, the top card first.",
                   cands, n, n, frame.source)
    for c in answer[::-1]:  # the first chosen ends on top
        game.move(c, f"p{frame.player}.deck", "put_on_deck", "top")
    return None


@verb("set_aside_for_next_hand", {"filter": dict},
      text=lambda a: f"set aside every {noun_of(a.get('filter'))} you revealed; "
                     "they join your new hand")
def _set_aside(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    for c in list(game.hand(frame.player)):
        if c not in game.state.turn.doomed and matches(game, c, args.get("filter")):
            game.emit(SetAsideForNextHand(c))
    return None


def _reveal_text(a: dict) -> str:
    n = a.get("count", 1)
    if a.get("reveal_if_none"):
        return f"Reveal {count_text(n, a.get('filter'))} from your hand (or show a hand without one)"
    return f"Reveal {count_text(n, a.get('filter'))} from your hand (all you have, if fewer)"


@verb("reveal", {"filter": dict, "count": int, "reveal_if_none": bool}, text=_reveal_text)
def _reveal(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Show chosen cards from hand; a later step may act on them (`among: chosen`). With
    `reveal_if_none`, a player without such a card shows the whole hand (Pit Trap)."""
    picked = choose_cards(game, frame, args.get("filter"), args.get("count", 1), "reveal", "reveal", answer)
    if isinstance(picked, Ask):
        return picked
    frame.vars["chosen"] = picked
    if picked:
        game.emit(CardsRevealed(frame.player, tuple(picked)))
    elif args.get("reveal_if_none"):
        game.emit(HandRevealed(frame.player, tuple(game.hand(frame.player))))
    return None


_FOUND = {"destroy": "destroy it", "hand": "put it into your hand", "discard": "discard it too"}


@verb("discard_deck_until", {"filter": dict, "then": str}, required=("filter",),
      text=lambda a: f"Reveal cards from the top of your deck and discard them until you reveal "
                     f"{describe_filter(a['filter'])}, then {_FOUND.get(a.get('then', 'destroy'), 'keep it')}")
def _discard_deck_until(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Turn over the top card of the deck until one matches; the others are discarded, the one
    found is destroyed (or taken into hand, or discarded). An empty deck ends the search without
    shuffling the discard pile: nothing new could be found in it."""
    p = frame.player
    deck = game.state.players[p].deck
    while deck:
        card = deck[0]
        game.emit(CardsRevealed(p, (card,)))
        if matches(game, card, args["filter"]):
            then = args.get("then", "destroy")
            if then == "destroy":
                game.destroy(card, "destroy")
            elif then == "hand":
                game.move(card, f"p{p}.hand", "draw", "bottom")
            else:
                game.move(card, f"p{p}.discard", "discard")
            return None
        game.move(card, f"p{p}.discard", "discard")
    return None


def _reveal_top_text(a: dict) -> str:
    n = a["count"]
    top = "the top card" if n == 1 else f"the top {n} cards"
    text = f"Discard {top} of your deck face up" if a.get("discard") else f"Reveal {top} of your deck"
    if a.get("give"):
        text += (f"; the active player takes every {noun_of(a['give'])} among them into their discard pile, "
                 f"and the rest go back in the same order")
    if a.get("destroy") and n == 1:
        text += f"; if it is {describe_filter(a['destroy'])}, destroy it"
    elif a.get("destroy"):
        text += f"; destroy every {noun_of(a['destroy'])} among them"
        if a.get("keep_most"):
            text += f" but those with the highest {STAT_RANK_WORDS.get(a['keep_most'], a['keep_most'])}"
    return text


@verb("reveal_deck_top", {"count": int, "give": dict, "destroy": dict, "keep_most": str, "discard": bool},
      required=("count",), text=_reveal_top_text)
def _reveal_deck_top(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Show the top cards of the player's deck (only what the deck holds: no reshuffle); those
    matching `give` go to the active player's discard pile, those matching `destroy` are destroyed
    (with `keep_most`, all but the ones with the highest value of that stat among them), and the
    others stay in order, or with `discard` go to the discard pile."""
    p = frame.player
    top = reveal_top_of_deck(game, p, args["count"])
    if not top:
        return None
    active = game.state.active
    doomed = [c for c in top if args.get("destroy") is not None and matches(game, c, args["destroy"])]
    if doomed and args.get("keep_most"):
        best = max(stat_value(game, c, args["keep_most"]) for c in doomed)
        doomed = [c for c in doomed if stat_value(game, c, args["keep_most"]) < best]
    if args.get("discard"):  # discarded first, so what is destroyed is seen leaving the discard pile
        for c in top:
            game.move(c, f"p{p}.discard", "discard")
    for c in top:
        if args.get("give") is not None and matches(game, c, args["give"]):
            game.move(c, f"p{active}.discard", "take")
        elif c in doomed:
            game.destroy(c)
    return None


def top_of_deck(game: Game, player: int) -> int | None:
    """The top card of a player's deck. An empty deck is first refilled from the discard pile,
    as for a draw (rulebook: Your Party Deck); None when both are empty."""
    pl = game.state.players[player]
    if not pl.deck and pl.discard:
        for c in list(pl.discard):
            game.move(c, f"p{player}.deck", "reshuffle", "bottom")
        game.shuffle(f"p{player}.deck")
    return pl.deck[0] if pl.deck else None


def if_it_text(flt: dict | None, then: tuple) -> str:
    return f"if that card is {describe_filter(flt)}, {steps_text(then, lower=True)}"


@verb("draw_one", {"filter": dict, "then": STEPS}, required=("then",),
      text=lambda a: f"Draw a card; {if_it_text(a.get('filter'), a['then'])}")
def _draw_one(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Draw one card; if it matches the filter, the `then` steps follow with it as 'it'
    (Trader: a Monster draws another card; Frost Giant Axe: a Hero gains strength)."""
    if game.draw(frame.player, 1) == 0:
        return None
    card = game.hand(frame.player)[-1]
    if matches(game, card, args.get("filter")):
        game.push(args["then"], frame.player, frame.source, frame.context, it=card)
    return None


GUESS_KINDS = ("hero", "village", "monster")  # the three card types a player may name


def _discard_top_text(a: dict) -> str:
    whose = "the top card of an opponent's deck" if a.get("opponent") else "the top card of your deck"
    then = a.get("then")
    if a.get("guess"):
        text = f"name Hero, Village card or Monster, then discard {whose}"
        return text + (f"; if you named its type, {steps_text(then, lower=True)}" if then else "")
    text = f"reveal and discard {whose}"
    return text + (f"; {if_it_text(a.get('filter'), then)}" if then else "")


@verb("discard_top_card", {"opponent": bool, "guess": bool, "filter": dict, "then": STEPS},
      text=_discard_top_text)
def _discard_top_card(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Discard the top card of the player's deck, or with `opponent` of the deck of an opponent
    the player picks. With `guess` the player first names its type (Hero, Village card or
    Monster; Basic village cards are Village cards and Militia are Heroes: Chieftain's Drum
    glossary); the `then` steps follow when the guess was right, or without a guess when the
    card matches the filter. An opponent holding a card that turns effects back (Belzur
    Bishop) makes it hit the active player's deck instead."""
    st = game.state
    if "top_of" not in frame.vars:
        if args.get("opponent"):
            others = [p for p in game.players_from_left(frame.player) if st.players[p].deck or st.players[p].discard]
            if not others:
                return None
            if answer is None and len(others) > 1:
                return Ask(frame.player, "option", "opponent", "Choose the opponent whose top card is discarded.",
                           others, 1, 1, frame.source)
            target = answer[0] if answer else others[0]
            answer = None
            bishop = next((c for c in st.players[target].hand
                           if "redirects_opponent_effects" in game.defn(c).passives), None)
            if bishop is not None and target != st.active:
                game.emit(ReactionRevealed(target, bishop, st.active))
                target = st.active
        else:
            target = frame.player
        if not (st.players[target].deck or st.players[target].discard):
            return None
        frame.vars["top_of"] = target
    guess = None
    if args.get("guess"):
        if answer is None:
            return Ask(frame.player, "option", "guess", "Name the type of your top card: hero, village or monster.",
                       list(GUESS_KINDS), 1, 1, frame.source)
        guess = answer[0]
    target = frame.vars.pop("top_of")
    card = top_of_deck(game, target)
    if card is None:
        return None
    game.move(card, f"p{target}.discard", "discard_top")
    tally(game, frame, "discarded", [card])  # a later step may use what was discarded (Aird)
    hit = matches(game, card, {"kind": guess}) if args.get("guess") else matches(game, card, args.get("filter"))
    if hit and args.get("then"):
        game.push(args["then"], frame.player, frame.source, frame.context, it=card)
    return None


@verb("draw_discarding_matches", {"count": int}, shorthand="count",
      text=lambda a: f"Draw {a['count']} cards, but discard them all if any of them has the same name as "
                     "a card already in your hand; of several copies drawn, keep only one")
def _draw_discarding_matches(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Quartermaster (and its glossary entry): a drawn card named like a card already in hand
    sends every drawn card to the discard pile; otherwise extra copies among the drawn cards go."""
    hand = game.hand(frame.player)
    before = {game.state.cards[c] for c in hand}
    n = game.draw(frame.player, args["count"])
    drawn = hand[len(hand) - n:] if n else []
    keys = [game.state.cards[c] for c in drawn]
    if any(k in before for k in keys):
        out = list(drawn)
    else:
        seen: set[str] = set()
        out = []
        for c, k in zip(drawn, keys, strict=True):
            if k in seen:
                out.append(c)
            seen.add(k)
    for c in out:
        game.move(c, f"p{frame.player}.discard", "discard")
    return None


@verb("discard_any_then_draw", {"filter": dict},
      text=lambda a: f"Discard any number of {describe_filter(a.get('filter'), plural=True)}, "
                     "then draw a card for each")
def _discard_any_then_draw(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    cands = candidates(game, frame.player, frame.source, args.get("filter"), frame.context)
    if not cands:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "discard",
                   f"Choose any {describe_filter(args.get('filter'), plural=True)} to discard; "
                   "you draw a card for each.", cands, 0, len(cands), frame.source)
    for c in answer:
        game.move(c, f"p{frame.player}.discard", "discard")
    game.draw(frame.player, len(answer))
    return None


@verb("extra_draw_at_end_of_turn", {"count": int}, shorthand="count",
      text=lambda a: f"when you draw your new hand at the end of the turn, draw {a['count']} more "
                     f"card{'s' if a['count'] != 1 else ''}")
def _extra_draw(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, "hand_size", args["count"]))
    return None


@verb("put_this_on_deck", {}, text=lambda a: "put this card on top of your deck")
def _put_this_on_deck(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    c = frame.source
    if c is not None and game.state.loc.get(c) == f"p{frame.player}.hand":
        game.move(c, f"p{frame.player}.deck", "put_on_deck", "top")
    return None


@verb("reveal_deck_destroy_any", {"count": int}, shorthand="count",
      text=lambda a: f"Reveal the top {a['count']} cards of your deck, destroy any of them you choose "
                     "and discard the others")
def _reveal_deck_destroy_any(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Turn over the top cards of the deck (only what the deck holds, as reveal_deck_top: no
    reshuffle), apart from the hand; the player destroys any of them (none too) and the rest go
    to the discard pile (rulebook glossary: Sphinx)."""
    p = frame.player
    if answer is None:
        top = reveal_top_of_deck(game, p, args["count"])
        if not top:
            return None
        frame.vars["revealed"] = top
        return Ask(p, "cards", "destroy", "Choose any of the revealed cards to destroy; the others are discarded.",
                   top, 0, len(top), frame.source)
    for c in frame.vars.pop("revealed", []):
        if c in answer:
            game.destroy(c)
        else:
            game.move(c, f"p{p}.discard", "discard")
    return None
