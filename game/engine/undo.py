"""Taking actions back within a turn (pure: no I/O).

The active player may take back their own actions of this turn, one by one, up to the last point
where something hidden came to light: a card drawn or turned over from a deck or the dungeon, a
shuffle, cards revealed, the top of the dungeon deck looked at, another player's hand or choice.
Undoing past such a point would let a player try again with knowledge they did not have, so the
action that revealed it can never be taken back, and neither can anything before it.

The engine keeps one list of events per game (``Game.log``); which events belong to which action is
the caller's record, a list of ``Applied`` (the client keeps one per game, a save has one per
line):

    window = undo_window(game, applied)      # window.count actions may be taken back
    if window.count:                         # window.reason: why no more than that
        game = rewind(game, applied, 1)      # a new Game exactly as before the last action
        del applied[-1:]

``rewind`` folds the log from ``game.initial`` (the state before the first event) up to the cut,
which is the same as replaying the actions from the start and much quicker (actions that answered
an effect's question are applied again, since the effect waiting for the answer is not an event).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.engine import events as ev
from game.engine.applying import apply_event

if TYPE_CHECKING:
    from game.engine.game import Game

__all__ = ["Applied", "UndoWindow", "applied_from_records", "hidden_zone", "rewind", "undo_window"]

# Prompts whose question shows dungeon cards that are still face down (the bots' knowledge.py reads
# the same two): their options or their text name the top of the dungeon deck.
PEEKING_PROMPTS = frozenset({"reorder_dungeon", "swap_monster", "replace_rank1"})


@dataclass(frozen=True)
class Applied:
    """One action applied to a game: who made it, the events it produced, and the action itself
    (an Action or its text; only for the caller)."""

    player: int
    events: tuple[ev.Event, ...]
    action: Any = None


@dataclass(frozen=True)
class UndoWindow:
    count: int  # how many of the last actions may be taken back
    reason: str  # why not one more (shown on a greyed Undo button)


def hidden_zone(zone: str, active: int, special_diseases: bool = False) -> bool:
    """Whether the active player cannot see which cards lie in `zone`: any deck (its order is
    secret), the dungeon deck, another player's hand, the piles a mode keeps face down, and the
    Special Disease deck (face down, unlike the plain Disease pile)."""
    head, _, rest = zone.partition(".")
    if head.startswith("p") and head[1:].isdigit():
        return rest == "deck" or (rest == "hand" and int(head[1:]) != active)
    if head == "pile":
        return rest != "setting"  # the setting card lies face up; mode piles are face down
    return zone == "dungeon" or (zone == "disease" and special_diseases)


def _reveal(e: ev.Event, active: int, loc: dict[int, str], special: bool = False) -> str | None:
    """Why this event brings something hidden to light (or None). `loc` is where every card was
    right after the event; `special`: the game uses the face-down Special Disease deck."""
    if isinstance(e, ev.Moved):
        if e.src != e.dst and hidden_zone(e.src, active, special):
            if e.src == "disease":
                return "a Disease was drawn"
            if e.src == "dungeon":
                return "a dungeon card was turned over"
            if e.reason == "draw":
                return "a card was drawn"
            if e.src.endswith(".hand"):
                return "another player's card was shown"
            return "a card left a deck face up"
        return None
    if isinstance(e, ev.HallShifted):
        return None  # monsters sliding along the hall were all face up
    if isinstance(e, ev.Shuffled):
        return "a deck was shuffled"
    if isinstance(e, ev.FirstPlayerChosen):
        return "the first player was drawn at random"
    if isinstance(e, ev.CardsRevealed | ev.HandRevealed | ev.ReactionRevealed):
        return "cards were revealed"
    if isinstance(e, ev.TrapSprung | ev.TreasureFound):
        return "a dungeon card was turned over"
    if isinstance(e, ev.PromptOpened):
        if e.player != active:
            return "another player was asked to choose"
        if e.reason in PEEKING_PROMPTS:
            return "the top of the dungeon deck was looked at"
        if e.kind in ("cards", "order") and any(
                isinstance(o, int) and not isinstance(o, bool) and hidden_zone(loc.get(o, ""), active, special)
                for o in e.options):
            return "hidden cards were looked at"
        return None
    if isinstance(e, ev.TurnStarted):
        return "a new turn began"
    if isinstance(e, ev.GameEnded):
        return "the game is over"
    return None


def _unmove(e: ev.Event, loc: dict[int, str]) -> None:
    """Step `loc` back over one event: where the cards were just before it."""
    if isinstance(e, ev.Moved):
        loc[e.card] = e.src
    elif isinstance(e, ev.HallShifted):
        for card, src, _dst in reversed(e.moves):
            loc[card] = src
    elif isinstance(e, ev.Created):
        loc.pop(e.card, None)


def undo_window(game: Game, applied: Sequence[Applied]) -> UndoWindow:
    """How many of the last actions the active player may take back now, and why not more."""
    st = game.state
    if st.over:
        return UndoWindow(0, "the game is over")
    active = st.active
    loc = dict(st.loc)
    count = 0
    for a in reversed(applied):
        for e in reversed(list(ev.unbatched(a.events))):
            why = _reveal(e, active, loc, st.special_diseases)
            if why is not None:
                return UndoWindow(count, why)
            _unmove(e, loc)
        if a.player != active:
            return UndoWindow(count, "another player made a choice")
        count += 1
    return UndoWindow(count, "nothing earlier to take back")


def rewind(game: Game, applied: Sequence[Applied], k: int) -> Game:
    """A new Game exactly as `game` was before its last `k` actions (`applied` lists every action
    applied to it since it was built, with its events). `game` itself is left as it is.

    Events rebuild everything but the effect stack (the steps an open question waits in), which is
    empty whenever no question is open. So the log is folded up to the last action that left no
    question open, and any actions after it are applied again (checking that they give the same
    events)."""
    from game.engine.actions import parse_action
    from game.engine.game import Game

    if game.initial is None:
        raise ValueError("a game without a log (a bot's private copy) cannot be rewound")
    n = len(applied)
    if k < 0 or k > n:
        raise ValueError(f"cannot take back {k} of {n} actions")
    total = sum(len(a.events) for a in applied)
    if total > len(game.log):
        raise ValueError(f"the actions hold {total} events but the game logged only {len(game.log)}")
    ends = [len(game.log) - total]  # ends[i]: events logged once i actions were applied
    for a in applied:
        ends.append(ends[-1] + len(a.events))
    target = n - k
    # the last point at or before the target where no question was open
    open_at = _prompt_open_at(game, ends)
    fold_to = target
    while fold_to > 0 and open_at[fold_to]:
        fold_to -= 1
    for logged, want in zip(game.log[ends[fold_to]:], (e for a in applied[fold_to:] for e in a.events), strict=True):
        if logged is not want and logged != want:
            raise ValueError(f"the game's log does not end with the actions' events ({logged} != {want})")
    new = Game(game.catalog, game.initial.clone(), game.mode, game.setup, game.seed, checked=game.checked)
    state = new.state
    for e in game.log[:ends[fold_to]]:
        apply_event(state, e)
    new.log = list(game.log[:ends[fold_to]])
    for a in applied[fold_to:target]:
        action = parse_action(a.action) if isinstance(a.action, str) else a.action
        if action is None:
            raise ValueError("an action to apply again is not known")
        got = new.apply(action)
        if tuple(got) != tuple(a.events):
            raise ValueError(f"{action} does not give the same events again")
    return new


def _prompt_open_at(game: Game, ends: list[int]) -> list[bool]:
    """For each action boundary, whether a question was open there (read from the events)."""
    log = game.log
    assert game.initial is not None  # (rewind asks only of a game with a log)
    open_now = game.initial.prompt is not None
    for e in log[:ends[0]]:
        if isinstance(e, ev.PromptOpened):
            open_now = True
        elif isinstance(e, ev.PromptAnswered):
            open_now = False
    out = [open_now]
    for i in range(1, len(ends)):
        for e in log[ends[i - 1]:ends[i]]:
            if isinstance(e, ev.PromptOpened):
                open_now = True
            elif isinstance(e, ev.PromptAnswered):
                open_now = False
        out.append(open_now)
    return out


def applied_from_records(game: Game, records: Sequence[dict[str, Any]]) -> list[Applied]:
    """The Applied list of a game loaded from a save's records (each with "player", "action" and
    "events"): the events are the game's own, taken from the end of its log."""
    counts = [len(r.get("events") or ()) for r in records]
    start = len(game.log) - sum(counts)
    if start < 0:
        raise ValueError("the records hold more events than the game logged")
    out = []
    for rec, n in zip(records, counts, strict=True):
        out.append(Applied(int(rec["player"]), tuple(game.log[start:start + n]), rec.get("action")))
        start += n
    return out
