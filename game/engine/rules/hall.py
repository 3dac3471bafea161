"""The dungeon hall (rulebook: Monster Cards, Breach Effect, Guardians).

When a card leaves the hall, the cards behind it shift toward rank 1 and the deck refills the
deepest rank (3; 4 on Advance's Wilderness side).
A monster that reaches rank 1 triggers its breach effect once; not during setup. Traps and treasures
turned over on the way are dealt with in rules.features."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import BreachTriggered, HallShifted, ModeChanged
from game.engine.rules import advance_hall, advance_triggers, features, swarm

if TYPE_CHECKING:
    from game.engine.game import Game


def refill(game: Game, reason: str = "enter") -> list[int]:
    """Shift monsters toward rank 1 and refill from the dungeon deck. Returns the cards that newly
    reached rank 1."""
    st = game.state
    if not game.mode.refills_hall(game):  # Advance solo: a gap stays until the end of the turn
        return []
    if all(st.hall):  # every rank holds a card: nothing moves or enters (what the steps below find too)
        return []
    before_rank1 = st.hall_card(1)
    cards = [slot[0] for slot in st.hall if slot]
    # the mode may keep the front ranks empty (solo: the hall fills from rank 3 turn by turn)
    last = len(st.hall)  # the deepest rank: 3, or 4 on a 4-rank board (game.engine.rulesets)
    occupied = [r for r in st.ranks() if st.hall_card(r) is not None]
    front = min([game.mode.hall_front_rank(game)] + occupied[:1])
    held = advance_hall.held_refill(game, front)  # Advance: Stramst keeps his rank while the deck holds cards
    if held is not None:
        moves, empty = held
    else:
        if front - 1 + len(cards) >= last:
            return []
        moves = []
        for i, c in enumerate(cards):
            src = st.loc[c]
            dst = f"hall.{front + i}"
            if src != dst:
                moves.append((c, src, dst))
        empty = list(range(front + len(cards), last + 1))
    if moves:
        game.emit(HallShifted(tuple(moves)))
    trap = None
    placed = []  # monsters placed now raid (Advance; rules.advance_triggers)
    for rank in empty:
        # a treasure turned over goes to the active player and the next card is turned over; a trap
        # stops the refill: it resolves, and the refill goes on after it (rules.features)
        while st.dungeon and game.defn(st.dungeon[0]).kind == "treasure":
            features.find_treasure(game, st.dungeon[0])
        if not st.dungeon:
            break
        if game.defn(st.dungeon[0]).kind == "trap":
            trap = (st.dungeon[0], rank)
            break
        card = st.dungeon[0]
        game.move(card, f"hall.{rank}", reason)
        swarm.replace_stand_in(game, card)  # the Swarm, the Horde: the stack's top card takes its place
        game.mode.monster_entered_hall(game, st.hall_card(rank))
        placed.append(st.hall_card(rank))
    after = st.hall_card(1)
    newly = []
    if after is not None and after != before_rank1:
        if game.defn(after).kind == "thunderstone" and st.turn.defeated_rank1 and before_rank1 is None:
            game.emit(ModeChanged("thunderstone_claim", st.active))
        newly = [after]
    if held is not None and not st.dungeon and trap is None and any(st.hall_card(r) is None for r in st.ranks()):
        newly += [c for c in refill(game, reason) if c not in newly]  # the deck ran out: Stramst moves on now
    if trap is not None:
        features.spring_trap(game, *trap)
    advance_triggers.raid(game, [c for c in placed if c is not None and st.loc.get(c, "").startswith("hall.")])
    return newly


def pending_breaches(game: Game) -> list[int]:
    """Monsters in rank 1 whose breach has not happened yet."""
    st = game.state
    c = st.hall_card(1)
    if c is None or c in st.breached:
        return []
    if not game.defn(c).abilities_for("breach"):
        return []
    return [c]


def trigger_breach(game: Game, monster: int) -> None:
    game.emit(BreachTriggered(monster))
    for _, ab in game.defn(monster).abilities_for("breach"):
        game.push(ab.steps, game.state.active, monster, "breach")


def thunderstone_in_rank1(game: Game) -> int | None:
    c = game.state.hall_card(1)
    if c is not None and game.defn(c).kind == "thunderstone":
        return c
    return None
