"""What Thunderstone Advance's monsters and Bearers change in the dungeon hall and around the turn
(Towers of Ruin; docs/advance.md section 18, group E; rulebook Glossar: Magmadrache, Stramst):

- **Stramst** (trait `holds_rank_while_deck_has_cards`): while the dungeon deck holds cards, a refill
  never moves him forward: the monsters in front of him close up toward rank 1 and the empty ranks,
  in front of him too, are refilled from the deck. With the deck empty he moves as any monster.
- **Magma Wyrm** (trait `moves_forward_after_village_visit`): at the end of a turn in which the
  active player visited the village, it changes places with the monster in front of it (never a
  Guardian); reaching rank 1 it breaches at once. Several Wyrms go in the order the active player
  chooses, each swap followed by its breach (two Wyrms in ranks 1 and 2, the second first: both
  breach).
- **Orseg** (trait `borrows_battle_effects`): attacked, he has the Battle effects of every other
  monster in the hall as his own (their conditions read as theirs).
- **Caldera Dragon** (trait `global_after_draw_discard`): after an ability (Village, Dungeon, Spoils,
  React) that drew cards, its user discards a card for each Caldera Dragon in the hall.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.cards import Ability, Step
from game.engine.hall_globals import global_traits

if TYPE_CHECKING:
    from game.engine.effects import Ask
    from game.engine.effects.registry import Procedure
    from game.engine.game import Game
    from game.engine.state import Frame

HOLDS = "holds_rank_while_deck_has_cards"
WYRM = "moves_forward_after_village_visit"
BORROWS = "borrows_battle_effects"
AFTER_DRAW = "global_after_draw_discard"


# --- Stramst: the refill around a monster that keeps its rank ------------------------------------

def held_refill(game: Game, front: int) -> tuple[list[tuple[int, str, str]], list[int]] | None:
    """The refill's moves and the ranks to fill, front to back, when a monster in the hall keeps
    its rank (Stramst, while the dungeon deck holds cards); None when none does. The other cards
    close up toward the front between the ranks that are held."""
    st = game.state
    if not st.dungeon:
        return None
    ranks = [r for r in st.ranks() if r >= front]
    held = [r for r in ranks if (c := st.hall_card(r)) is not None and game.defn(c).trait(HOLDS) is not None]
    if not held:
        return None
    moves: list[tuple[int, str, str]] = []
    empty: list[int] = []
    start = front
    for stop in held + [ranks[-1] + 1]:
        segment = list(range(start, stop))
        cards = [c for r in segment if (c := st.hall_card(r)) is not None]
        for r, c in zip(segment, cards, strict=False):
            if st.loc[c] != f"hall.{r}":
                moves.append((c, st.loc[c], f"hall.{r}"))
        empty += segment[len(cards):]
        start = stop + 1
    return moves, empty


# --- Orseg: the other monsters' Battle effects -------------------------------------------------------

def borrowed_battle_effects(game: Game, monster: int) -> list[tuple[int, int, Ability]]:
    """(monster, ability index, ability) of the Battle effects the attacked monster has from the other
    monsters of the hall, in rank order (Orseg); none for any other monster."""
    from game.engine.rules.aftermath import battle_effects

    if game.defn(monster).trait(BORROWS) is None:
        return []
    st = game.state
    out = []
    for r in st.ranks():
        c = st.hall_card(r)
        if c is None or c == monster or not game.defn(c).is_monster:
            continue
        out += [(c, i, ab) for i, ab in battle_effects(game.defn(c))]
    return out


# --- Magma Wyrm: forward after a village visit ----------------------------------------------------

def wyrms(game: Game) -> list[int]:
    st = game.state
    return [c for r in st.ranks() if (c := st.hall_card(r)) is not None and game.defn(c).trait(WYRM) is not None]


def _after_village_visit(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    """At the end of a village turn, each Magma Wyrm swaps forward, in the active player's order."""
    st = game.state
    if st.turn.choice != "village" or WYRM not in game.card_traits:  # (asked every turn: most games have none)
        return None
    from game.engine.effects import Ask

    found = wyrms(game)
    if not found:
        return None
    if len(found) > 1 and answer is None:
        return Ask(st.active, "order", "wyrm_order", "Choose the order in which the Magma Wyrms move forward, "
                   "the first to move first.", found, len(found), len(found), None)
    order = list(answer) if answer else found
    steps: list[Step] = []
    for w in order:
        steps += [Step("_swap_forward", {"card": w}), Step("_call", {"name": "breaches"})]
    game.push(tuple(steps), st.active, None, "global")
    return None


# --- Caldera Dragon: a discard after an ability that drew -----------------------------------------

def after_draw_steps(game: Game) -> tuple[Step, ...]:
    """What an ability's steps are followed by while a Caldera Dragon is in the hall: a check that
    discards if the ability drew (counted by the turn's `drawn`)."""
    if AFTER_DRAW not in game.card_traits or not any(d.trait(AFTER_DRAW) is not None for _, d in global_traits(game)):
        return ()
    return (Step("_discard_if_drew", {"before": game.state.turn.drawn}),)


PROCEDURES: dict[str, Procedure] = {"after_village_visit": _after_village_visit}
