"""Invariants of the state, checked in tests and simulations (Game(checked=True)): after every
action (the tests), at the end of every turn (Game.check_every "turn"), or of every round ("round":
`thunderstone sim`, the bench and the soaks).

Checking once per action proves what checking after every event did: an action's events are
applied one after another and nothing else changes the state, so a broken invariant is still
broken when the action ends, unless a later event of the same action mends it, which only the
rules' own steps do (a monster put into a rank before the one there leaves). The same holds for
the actions of a turn or a round: no rule mends across actions a state that one action broke (a
card in two zones stays in two, a lost card stays lost; a card whose location is out of date makes
its next move fail). When a check fails, the events since the state was
last found sound are folded again one by one to name the first after which it failed, and the
game goes back to that sound state. A failure of another kind in a turn not yet checked is first
asked whether a broken state led to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.game import Game


class InvariantError(AssertionError):
    pass


def check_action(game: Game, log_start: int, since: str = "of the action") -> None:
    """Check the state after the events since game.log[log_start] (one action's, or a turn's:
    `since` says which); on failure, the error names the first of them after which the state was
    already wrong."""
    broken = broken_since(game, log_start, since)
    if broken is not None:
        raise broken


def broken_since(game: Game, log_start: int, since: str = "since the last check") -> InvariantError | None:
    """The invariant the state breaks, named with the first event since game.log[log_start] after
    which it was broken; None when the state is sound."""
    try:
        check(game)
    except InvariantError as e:
        return InvariantError(f"{e}{_first_bad_event(game, log_start, since)}")
    return None


def _first_bad_event(game: Game, log_start: int, what: str) -> str:
    from game.engine.applying import apply_event

    if game.initial is None:  # (a private copy without a log)
        return ""
    state = game.state_after(log_start)
    probe = _Probe(game, state)
    for i, e in enumerate(game.log[log_start:], start=1):
        apply_event(state, e)
        try:
            check(probe)  # type: ignore[arg-type]
        except InvariantError:
            return f" (first wrong after event {i} {what}: {e})"
    return f" (the events {what} alone keep every invariant: something changed the state without an event)"


class _Probe:
    """What check reads of a Game, over another state."""

    def __init__(self, game: Game, state: object) -> None:
        self.state = state
        self.name = game.name


def check(game: Game) -> None:
    st = game.state
    zones = st.zones()
    seen = {c: name for name, cards in zones for c in cards}  # (the quick way, when all is well)
    if len(seen) != sum(len(cards) for _, cards in zones):  # a card in two zones: find it
        first: dict[int, str] = {}
        for name, cards in zones:
            for c in cards:
                if c in first:
                    raise InvariantError(f"card {c} ({game.name(c)}) is in both {first[c]} and {name}")
                first[c] = name
    if len(seen) != len(st.cards):
        missing = sorted(set(range(len(st.cards))) - set(seen))
        raise InvariantError(f"cards in no zone: {missing[:10]}")
    if seen != st.loc:
        bad = sorted({c for c in seen if st.loc.get(c) != seen[c]} | (st.loc.keys() - seen.keys()))[:5]
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
