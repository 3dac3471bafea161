"""Verbs and defeat rules of Thunderstone Advance's monsters (docs/advance.md section 18, group E):
the Canker Treant's smaller next hand, and what happens when a monster is defeated:

- passive `defeated_to_any_player` (the Drakeclan kobolds): the victor may put it into any player's
  discard pile (an "option" question listing the players, the victor too, who keeps it);
- trait `defeat_all_of_class_in_hall: CLASS` (Drakeclan Laird): every other monster of the class in
  the hall is defeated with it, to the victor, without XP; their own passive still lets the victor
  hand them on (rulebook glossary: Drachenclan-Lord). The hall refills at the end of the turn as
  after any battle (rules.hall.refill closes every gap)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.cards import Step
from game.engine.effects.registry import Ask, verb
from game.engine.events import ModifierGained, MonsterDefeated
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game

GIVES_AWAY = "defeated_to_any_player"


def _fewer_text(a: dict) -> str:
    n = a["count"]
    return f"when you draw your new hand at the end of the turn, draw {n} fewer card{'s' if n != 1 else ''}"


@verb("draw_fewer_at_end_of_turn", {"count": int}, shorthand="count", text=_fewer_text)
def _draw_fewer(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The new hand drawn at the end of this turn is `count` cards smaller (Canker Treant)."""
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, "hand_size", -args["count"]))
    return None


def after_defeat(game: Game, monster: int) -> None:
    """Called once the attacked monster is defeated and has gone to the victor (rules.dungeon.settle):
    the others it takes along (Drakeclan Laird), then the question where each defeated card with
    `defeated_to_any_player` goes, in the order they were defeated."""
    st = game.state
    defeated = [monster]
    tr = game.defn(monster).trait("defeat_all_of_class_in_hall")
    if tr is not None:
        for rank in st.ranks():
            other = st.hall_card(rank)
            if other is not None and other != monster and tr.param in game.defn(other).classes:
                game.emit(MonsterDefeated(st.active, other, rank))
                game.mode.monster_defeated(game, other)  # to the victor, no XP for it
                defeated.append(other)
    for c in reversed(defeated):
        if GIVES_AWAY in game.defn(c).passives and len(st.players) > 1:
            game.push((Step("_give_defeated", {"card": c}),), st.active, c, "monster_spoils")


@verb("_give_defeated", {})
def _give_defeated(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The victor chooses whose discard pile the defeated monster goes to (their own: it stays)."""
    st = game.state
    card = args["card"]
    here = st.loc.get(card)
    if here != f"p{frame.player}.discard":  # it went elsewhere meanwhile: nothing to hand on
        return None
    if answer is None:
        players = [frame.player] + game.players_from_left(frame.player)
        return Ask(frame.player, "option", "give_monster",
                   f"Choose the player whose discard pile {game.name(card)} goes to (you may keep it).",
                   players, 1, 1, card)
    to = int(answer[0])
    if to != frame.player:
        game.move(card, f"p{to}.discard", "given")
    return None
