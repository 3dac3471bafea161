"""Verbs that destroy cards (in a battle, a destroyed card fights on until the battle ends)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.choosing import (
    STAT_RANK_WORDS,
    choose_cards,
    choose_ranked,
    count_arg,
    count_text,
    feasible_choice,
    per_text,
    ranked_text,
    tally,
)
from game.engine.effects.filters import candidates, describe_filter
from game.engine.effects.registry import Ask, verb
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


def lose_card(game: Game, frame: Frame, card: int) -> None:
    """A card an effect destroys: in a battle it is doomed (it fights on and leaves when the battle
    is over), anywhere else destroyed at once; in Advance at once in a battle too."""
    if frame.context == "battle" and not game.ruleset.DESTROYS_AT_ONCE:
        game.doom(card)
    else:
        game.destroy(card)


def _destroy_text(a: dict) -> str:
    return _destroy_count_text(a) + ranked_text(a) + (" (this card too)" if a.get("this_too") else "")


def _destroy_count_text(a: dict) -> str:
    n = a.get("count", 1)
    if isinstance(n, dict):
        return f"Destroy {describe_filter(a.get('filter'))} per {per_text(n['per'])}"
    return f"Destroy {count_text(n, a.get('filter'))}"


@verb("destroy", {"filter": dict, "count": (int, dict), "now": bool, "most": str, "least": str, "among": str,
                  "this_too": bool},
      text=_destroy_text, feasible=feasible_choice)
def _destroy(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Destroy chosen cards from hand. In battle they are doomed (they fight on) unless `now`.
    `most` / `least` (a stat) and `among` (cards chosen by an earlier step) narrow the choice.
    With `this_too` the card doing it may destroy itself (Advance rulebook: Dorffähigkeiten; Innkeeper)."""
    n = count_arg(args, game, frame)
    if args.get("most") or args.get("least") or args.get("among"):
        picked = choose_ranked(game, frame, args, n, "destroy", "destroy", answer)
    else:
        picked = choose_cards(game, frame, args.get("filter"), n, "destroy", "destroy", answer,
                              this_too=bool(args.get("this_too")))
    if isinstance(picked, Ask):
        return picked
    frame.vars["chosen"] = picked
    for c in picked:
        if frame.context == "battle" and not args.get("now") and not game.ruleset.DESTROYS_AT_ONCE:
            game.doom(c)
        else:
            game.destroy(c)
    return None


@verb("destroy_all", {"filter": dict}, required=("filter",),
      text=lambda a: f"Destroy all {describe_filter(a['filter'], plural=True)}")
def _destroy_all(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    cards = candidates(game, frame.player, frame.source, args["filter"], frame.context)
    for c in cards:
        lose_card(game, frame, c)
    tally(game, frame, "destroyed", cards)  # counted by draw_for_each (Pious Chaplain)
    return None


def _destroy_all_but_text(a: dict) -> str:
    keep = a["keep"]
    which = "lowest" if a.get("least") and not a.get("most") else "highest"
    stat = STAT_RANK_WORDS.get(a.get("most") or a.get("least") or "strength", "value")
    kept = "the one" if keep == 1 else f"the {keep}"
    return f"Destroy all {describe_filter(a['filter'], plural=True)} but {kept} with the {which} {stat}"


@verb("destroy_all_but", {"filter": dict, "keep": int, "most": str, "least": str},
      required=("filter", "keep"), text=_destroy_all_but_text)
def _destroy_all_but(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Destroy every matching card in hand except the `keep` with the highest (`most`) or lowest
    (`least`) stat; the player chooses which to keep among ties at the edge."""
    cands = candidates(game, frame.player, frame.source, args["filter"], frame.context)
    keep_args = {"filter": args["filter"], "most": args.get("most"), "least": args.get("least")}
    if not keep_args["most"] and not keep_args["least"]:
        keep_args["most"] = "strength"
    if len(cands) <= args["keep"]:
        return None
    kept = choose_ranked(game, frame, keep_args, args["keep"], "keep", "keep", answer)
    if isinstance(kept, Ask):
        return kept
    for c in cands:
        if c in kept:
            continue
        lose_card(game, frame, c)
    return None


@verb("destroy_defeated_monster", {}, text=lambda a: "destroy the Monster you defeated this turn")
def _destroy_defeated(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The monsters the player defeated this turn are destroyed, wherever among their cards they are."""
    mine = (f"p{frame.player}.",)
    for m in list(game.state.turn.defeated):
        if game.state.loc.get(m, "").startswith(mine) and frame.player == game.state.active:
            game.destroy(m)
    return None


@verb("destroy_this", {"after_battle": bool},
      text=lambda a: "destroy this card once the battle is over" if a.get("after_battle") else "destroy this card")
def _destroy_this(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Destroy the card whose ability this is (a treasure set aside, or a card in hand); it counts
    among the cards 'destroyed' by the ability (see tally). With `after_battle` it stays in the
    hand, equipped if it is, and fights on until the battle is over (a thrown Spear)."""
    c = frame.source
    if c is not None and game.state.loc.get(c, "").startswith(f"p{frame.player}."):
        if args.get("after_battle") and game.state.loc.get(c, "").endswith(".hand"):
            game.doom(c)
        else:
            game.destroy(c)
        tally(game, frame, "destroyed", [c])
    return None


@verb("destroy_any", {"filter": dict},
      text=lambda a: f"destroy any number of {describe_filter(a.get('filter'), plural=True)} from your hand")
def _destroy_any(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Destroy any number of cards the player chooses from their hand (none too); they are
    tallied as 'destroyed'."""
    cands = candidates(game, frame.player, frame.source, args.get("filter"), frame.context)
    if not cands:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "destroy",
                   f"Choose any {describe_filter(args.get('filter'), plural=True)} to destroy.",
                   cands, 0, len(cands), frame.source)
    for c in answer:
        game.destroy(c)
    tally(game, frame, "destroyed", list(answer))
    return None
