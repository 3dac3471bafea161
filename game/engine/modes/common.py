"""What solo and co-op share: the village pile that monsters escape into, pushing a monster out of
rank 1, and totals of a pile."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.cards import Step
from game.engine.events import HallShifted, Moved

if TYPE_CHECKING:
    from game.engine.game import Game

VILLAGE_PILE = "village"  # monsters that got through to the village (face down), counting against the players
PARTY_PILE = "party"  # co-op: monsters turned in by the party, counting for it

REFILL_AND_BREACH = (Step("_call", {"name": "refill_hall"}), Step("_call", {"name": "breaches"}))


def to_village(game: Game, monster: int, reason: str) -> None:
    game.emit(Moved(monster, game.state.loc[monster], f"pile.{VILLAGE_PILE}", reason, "top"))


def push_out_of_rank1(game: Game, reason: str = "escape") -> int | None:
    """The card in rank 1 leaves the hall toward the village: a monster goes onto the village pile,
    a Guardian to rank 0 (as its own breach would take it). The Thunderstone stays (the game is
    ending). Returns the card that left, if any."""
    st = game.state
    card = st.hall_card(1)
    if card is None:
        return None
    d = game.defn(card)
    if d.kind == "guardian":
        game.emit(Moved(card, "hall.1", "rank0", "rank0", "bottom"))
    elif d.is_monster:
        to_village(game, card, reason)
    else:
        return None
    return card


def shift_forward(game: Game) -> None:
    """Every card in the hall moves one rank toward rank 1 (rank 1 must be empty)."""
    st = game.state
    assert st.hall_card(1) is None
    moves = [(c, f"hall.{rank}", f"hall.{rank - 1}") for rank in st.ranks()[1:] if (c := st.hall_card(rank)) is not None]
    if moves:
        game.emit(HallShifted(tuple(moves)))


def refill_then_breach(game: Game, context: str) -> None:
    """After the hall lost a card: shift, refill (traps and treasures as usual) and then the breach
    of the monster that reached rank 1, on the effect stack."""
    game.push(REFILL_AND_BREACH, game.state.active, None, context)


def pile_total(game: Game, pile: str, stat: str) -> int:
    return sum(getattr(game.defn(c), stat) or 0 for c in game.state.piles.get(pile, ()))


def vp_against_village(mode: Any, game: Game, scores: dict[int, int], reason: str) -> tuple[list[int], dict, str]:
    """A solo game's result (Classic and Advance alike): the player wins with more VP than the
    village's pile holds, a tie loses."""
    mine = scores[0]
    village = pile_total(game, VILLAGE_PILE, mode.measure)
    won = mine > village
    verdict: dict[str, Any] = {"mode": mode.name, "level": mode.level, "won": won, "measure": "VP",
                               "players_total": mine, "village_total": village}
    return ([0] if won else []), verdict, f"{reason}: {mine} VP against the village's {village} VP"
