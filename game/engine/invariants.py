"""Invariants checked after every event in tests and simulations."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.game import Game


class InvariantError(AssertionError):
    pass


def check(game: Game) -> None:
    st = game.state
    seen: dict[int, str] = {}
    for name in st.zone_names():
        for c in st.zone(name):
            if c in seen:
                raise InvariantError(f"card {c} ({game.name(c)}) is in both {seen[c]} and {name}")
            seen[c] = name
    if len(seen) != len(st.cards):
        missing = sorted(set(range(len(st.cards))) - set(seen))
        raise InvariantError(f"cards in no zone: {missing[:10]}")
    if seen != st.loc:
        bad = [c for c in seen if st.loc.get(c) != seen[c]][:5]
        raise InvariantError(f"location index out of date for cards {bad}")
    for i, slot in enumerate(st.hall, start=1):
        if len(slot) > 1:
            raise InvariantError(f"rank {i} holds {len(slot)} cards")
    for treasure, cards in st.under.items():  # cards set aside under a treasure lie where it lies
        for c in cards:
            if st.loc.get(c) != st.loc.get(treasure):
                raise InvariantError(f"card {c} is under {game.name(treasure)} but in {st.loc.get(c)}")
    for p in st.players:
        if p.xp < 0:
            raise InvariantError(f"{p.name} has negative XP")
    t = st.turn
    if t.gold_spent < 0 or t.buys < 0:
        raise InvariantError("negative gold spent or buys")
