"""Replaying a save, and what to do when this version's rules give another result than the
version that wrote it (the decision is described in game/saves/savegame.py, "After an update").

    report = verify_replay(path, catalog)        # identical, the same game, rules changed, or damaged
    save, game, history, report = load_save(path, catalog, trust_log=False)

Every action is applied again with today's rules and compared with its recorded events:
- the same events: replayed;
- other events but the same state once the recorded ones are applied (an engine that writes its
  events differently, e.g. one event for a whole draw): replayed, counted in ``report.rewritten``;
- anything else (other events and another state, an action refused, a player out of turn, an
  action this version cannot read): the rules changed for that action. The report names the action
  and the cards involved, and says whether the game can go on from its recorded events instead
  (they are applied as facts, checked like any state, see ``from_records``) or whether even they
  cannot be used, which only a damaged file gives.
"""

from __future__ import annotations

import dataclasses
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import game as _game_pkg
from game.engine import events as ev
from game.engine.actions import Action, Buy, Choose, LevelUp, parse_action
from game.engine.applying import apply_event
from game.engine.errors import IllegalAction
from game.engine.invariants import InvariantError, check
from game.engine.undo import Applied
from game.saves.savefile import SaveError, SaveFile, build_start, read_save

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.game import Game
    from game.engine.state import GameState

__all__ = ["ReplayReport", "SaveDiverged", "from_records", "load_save", "open_save", "verify_replay"]

# event and action fields that name a card instance
CARD_FIELDS = ("card", "monster", "source", "hero", "weapon", "treasure", "trap", "old", "new", "under", "target")


@dataclass
class ReplayReport:
    """What replaying a save from its start found."""

    path: Path
    header: dict[str, Any]
    total: int  # complete actions in the file
    replayed: int  # actions that gave exactly their recorded events, before the first difference
    torn_tail: bool
    problem: str | None = None  # the first difference, or None
    action: int | None = None  # number of the first action that did not replay
    event: int | None = None  # 1-based position of the first differing event in it
    saved: dict[str, Any] | None = None  # that event as saved (None: the replay gave more)
    replay: dict[str, Any] | None = None  # and as replayed (None: the replay gave fewer)
    cards: list[str] = field(default_factory=list)  # names of the cards involved in that difference
    rewritten: int = 0  # actions whose events this version writes differently, with the same result
    same_game: bool = False  # every difference was in how events are written: each led to the same state
    cards_changed: bool = False  # the card data differs from the one the save was made with
    damage: str | None = None  # after a difference: why even the recorded events cannot be used
    taken_back: int = 0  # going on from the recorded events: the last actions that had to be dropped

    @property
    def ok(self) -> bool:
        return self.problem is None

    @property
    def rules_changed(self) -> bool:
        """An action gives another result with this version, and the recorded game can go on."""
        return self.problem is not None and not self.same_game and self.damage is None

    @property
    def loads(self) -> bool:
        """The game loads as it is: the events replay, or differ only in how they are written."""
        return self.problem is None or self.same_game

    def explanation(self) -> str:
        """For the player: which action changed, which cards, and what going on means."""
        if self.problem is None:
            return "The game replays exactly."
        if self.same_game:
            return (f"The game is the same, but this version writes the events of {self.rewritten} of its actions "
                    f"differently (the first: {self.problem}).")
        who = f"version {self.header.get('engine_version', '?')}"
        since = f"this game was saved by {who}" + (" with other card data" if self.cards_changed else "")
        cards = f" The card{'s' if len(self.cards) != 1 else ''} involved: {', '.join(self.cards)}." \
            if self.cards else ""
        if self.damage is not None:
            return f"The save is damaged: {self.problem}; {self.damage}."
        back = ""
        if self.taken_back:
            back = (f" The last {self.taken_back} action{'s' if self.taken_back != 1 else ''} of the save "
                    f"cannot be rebuilt and {'are' if self.taken_back != 1 else 'is'} taken back.")
        return (f"The rules changed since {since}: action {self.action} now gives another result than the "
                f"one recorded ({self.problem}).{cards} The game can go on from what was recorded; "
                f"from there on this version's rules apply.{back}")


class SaveDiverged(SaveError):
    """The save is sound, but one of its actions gives another result with this version (a
    corrected card, a rules fix): ``report`` says which action and which cards. Load it with
    ``trust_log=True`` to go on from the recorded events."""

    def __init__(self, path: str | os.PathLike[str], message: str, report: ReplayReport) -> None:
        super().__init__(path, message)
        self.report = report


def _normal(d: dict[str, Any]) -> dict[str, Any]:
    """An event dict as it reads back from a file."""
    return json.loads(json.dumps(d, sort_keys=True))


def _short(d: dict[str, Any] | None, limit: int = 300) -> str:
    if d is None:
        return "nothing"
    text = json.dumps(d, sort_keys=True, separators=(",", ":"))
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _hint(save: SaveFile, catalog: Catalog) -> str:
    saved = save.header.get("engine_version")
    parts = []
    if saved != _game_pkg.__version__:
        parts.append(f"the save was made by version {saved}, this is version {_game_pkg.__version__}")
    if save.header.get("cards_digest") != catalog.digest:
        parts.append("with other card data")
    return f" ({', '.join(parts)})" if parts else ""


def open_save(path: str | os.PathLike[str], catalog: Catalog, checked: bool = False) -> tuple[SaveFile, Game]:
    """Read a save and build its game as it was before the first action (nothing replayed yet).
    Raises SaveError. Other card data than the save's is no reason to refuse it: its actions are
    replayed and compared, card by card (``verify_replay``)."""
    save = read_save(path)
    try:
        game = build_start(catalog, save.start, checked=checked)
    except ValueError as e:
        raise SaveError(save.path, f"{e}{_hint(save, catalog)}") from None
    return save, game


def _report(save: SaveFile, catalog: Catalog) -> ReplayReport:
    return ReplayReport(save.path, save.header, len(save.records), 0, save.torn_tail,
                        cards_changed=save.header.get("cards_digest") != catalog.digest)


# --- comparing ----------------------------------------------------------------------------------


def event_from_dict(d: dict[str, Any]) -> ev.Event:
    """A recorded event; a field the recording lacks takes its default (a field added since)."""
    cls = ev.EVENT_TYPES.get(d.get("type"))  # type: ignore[arg-type]
    if cls is None:
        raise ValueError(f"no event type {d.get('type')!r}")
    filled = dict(d)
    for f in dataclasses.fields(cls):
        if f.name not in filled and f.default is not dataclasses.MISSING:
            filled[f.name] = f.default
    return ev.Event.from_dict(filled)


def same_state(a: GameState, b: GameState) -> bool:
    """The same game, whatever events led to it: every field but the effect stack (not an event)
    and the count of events."""
    return dataclasses.replace(a, stack=[], event_count=0) == dataclasses.replace(b, stack=[], event_count=0)


def _involved(game: Game, action: Action | None, prompt_source: int | None,
              recorded: list[dict[str, Any]], got: list[dict[str, Any]], upto: int) -> list[str]:
    """Names of the cards an action and the first difference in its events are about: the
    action's cards, the effect that asked the question it answers, the abilities used and the
    monsters fought on the way, and the cards of the differing events."""
    ids: list[int] = []
    groups: list[str] = []
    if action is not None:
        for f in dataclasses.fields(action):
            value = getattr(action, f.name)
            if f.name in CARD_FIELDS and isinstance(value, int):
                ids.append(value)
        if isinstance(action, Buy):
            groups.append(action.group)
        if isinstance(action, LevelUp) and action.into:
            groups.append(action.into)
        if isinstance(action, Choose) and all(isinstance(v, int) for v in action.values):
            ids += [v for v in action.values if isinstance(v, int)]
    if prompt_source is not None:
        ids.insert(0, prompt_source)
    def cards_of(d: dict[str, Any]) -> list[int]:
        return [d[k] for k in CARD_FIELDS if isinstance(d.get(k), int) and not isinstance(d.get(k), bool)]

    for events in (recorded, got):
        for d in events[:upto]:  # on the way to the difference: the abilities used, the monster fought
            if d.get("type") in ("AbilityUsed", "MonsterAttacked"):
                ids += cards_of(d)
        if upto < len(events):  # the differing events themselves
            ids += cards_of(events[upto])
    names: list[str] = []
    for c in ids:
        key = game.state.cards[c] if 0 <= c < len(game.state.cards) else None
        name = game.catalog.cards[key].name if key in game.catalog.cards else None
        if name is not None and name not in names:
            names.append(name)
    for g in groups:
        name = game.catalog.groups[g].name if g in game.catalog.groups else g
        if name not in names:
            names.append(name)
    return names[:6]


# --- replaying ----------------------------------------------------------------------------------


def _replay(save: SaveFile, game: Game, report: ReplayReport) -> list[Applied]:
    """Apply the save's actions to ``game`` (built from its start) until one does not give its
    recorded result; fill in ``report``. Returns what was applied. After a failed action ``game``
    must be thrown away."""
    history: list[Applied] = []
    shadow: GameState | None = None  # the recorded state, from the first action whose events differ
    for rec in save.records:
        n, text = rec["n"], rec["action"]  # (n: numbered and checked by read_save)
        where = f"action {n} ({text if len(text) <= 80 else text[:77] + '...'})"
        prompt = game.state.prompt
        source = prompt.source if prompt is not None else None

        try:
            action = parse_action(text)
        except ValueError as e:
            _differs(report, game, rec, source, f"{where} cannot be read: {e}", None, [], 0)
            return history
        if rec["player"] != game.to_act:
            _differs(report, game, rec, source, f"{where} was made by player {rec['player']}, but on replay "
                     f"player {game.to_act} is to act", action, [], 0)
            return history
        mark = len(game.log)
        try:
            events = game.apply(action)
        except IllegalAction as e:
            _differs(report, game, rec, source, f"{where} is illegal on replay: {e.reason}", action, [],
                     len(rec["events"]))
            return history
        except Exception as e:  # an engine failure: report it like any other difference
            _differs(report, game, rec, source, f"{where} failed on replay ({type(e).__name__}: {e})", action, [],
                     len(rec["events"]))
            return history
        got = [e.to_dict() for e in events]
        saved = rec["events"]
        if got != saved:  # (or only in form: keys a file turns into text)
            got = [_normal(d) for d in got]
        if got != saved:
            if shadow is None:
                shadow = game.state_after(mark)
            try:
                for d in saved:
                    apply_event(shadow, event_from_dict(d))
                same = same_state(shadow, game.state)
            except Exception:  # recorded events this version cannot apply: not the same game
                same = False
            i = next((k for k, (a, b) in enumerate(zip(saved, got, strict=False)) if a != b),
                     min(len(saved), len(got)))
            first = report.problem is None
            if first or not same:
                report.saved = saved[i] if i < len(saved) else None
                report.replay = got[i] if i < len(got) else None
                report.event = i + 1
                _differs(report, game, rec, source, f"{where}: event {i + 1} differs: saved {_short(report.saved)}, "
                         f"but the replay gives {_short(report.replay)}", action, got, i)
            if not same:
                return history
            report.same_game = True
            report.rewritten += 1
        else:
            if shadow is not None:
                for e in events:
                    apply_event(shadow, e)
            if report.problem is None:
                report.replayed += 1
        history.append(Applied(rec["player"], tuple(events), text))
    return history


def _differs(report: ReplayReport, game: Game, rec: dict[str, Any], source: int | None, problem: str,
             action: Action | None, got: list[dict[str, Any]], upto: int) -> None:
    """Note a difference (one in form only is kept when no other difference was found before)."""
    report.problem, report.action, report.same_game = problem, rec["n"], False
    report.cards = _involved(game, action, source, rec["events"], got, upto)


class _Unusable(Exception):
    """The recorded events cannot be used to go on (the message says why)."""


def _fold_records(save: SaveFile, catalog: Catalog, upto: int) -> tuple[Game, list[Applied], list[int]]:
    """The game built from the save's start with the recorded events of its first ``upto`` actions
    applied as facts; what was applied; and after how many actions no question was open."""
    try:
        game = build_start(catalog, save.start)
    except ValueError as e:
        raise _Unusable(str(e)) from None
    history: list[Applied] = []
    settled = [0] if game.state.prompt is None else []
    for i, rec in enumerate(save.records[:upto], start=1):
        events = []
        for j, d in enumerate(rec["events"], start=1):
            try:
                e = event_from_dict(d)
                apply_event(game.state, e)
            except Exception as x:
                raise _Unusable(f"event {j} of action {i} cannot be applied ({type(x).__name__}: {x})") from None
            game.log.append(e)
            events.append(e)
        history.append(Applied(rec["player"], tuple(events), rec["action"]))
        if game.state.prompt is None:
            settled.append(i)
    _check_recorded(game)
    return game, history, settled


def _check_recorded(game: Game) -> None:
    """A state made of recorded events is checked like any other before anyone plays on from it."""
    st = game.state
    unknown = sorted({k for k in st.cards if k not in game.catalog.cards})
    if unknown:
        raise _Unusable(f"the recorded game holds cards this version does not have ({', '.join(unknown[:5])})")
    try:
        check(game)
        if not 0 <= st.active < len(st.players) or (st.prompt is not None and not 0 <= st.prompt.player < len(st.players)):
            raise InvariantError("no such player is to act")
        game.legal_actions()
    except Exception as e:
        raise _Unusable(f"the recorded game is not a possible position ({type(e).__name__}: {e})") from None


def from_records(save: SaveFile, catalog: Catalog, checked: bool = False) -> tuple[Game, list[Applied], int]:
    """The game as the save recorded it: its events applied as facts on the game built from its
    start (so a corrected card cannot change what already happened), and how many of its last
    actions had to be taken back. Events rebuild everything but the effect stack, which waits only
    while a question is open: when the save ends with one open, the actions since the last point
    with none open are applied again with this version's rules; if they no longer lead to the
    recorded position, they are taken back. Raises _Unusable when the events do not fit."""
    total = len(save.records)
    game, history, settled = _fold_records(save, catalog, total)
    if game.state.prompt is not None:
        recorded = game.state
        b = settled[-1] if settled else 0
        game, history, _ = _fold_records(save, catalog, b)
        try:
            for rec in save.records[b:]:
                if rec["player"] != game.to_act:
                    raise ValueError("another player is to act")
                events = game.apply(parse_action(rec["action"]))
                history.append(Applied(rec["player"], tuple(events), rec["action"]))
            if not same_state(game.state, recorded):
                raise ValueError("another position")
        except Exception:  # (the game is thrown away: the position after b is rebuilt)
            game, history, _ = _fold_records(save, catalog, b)
    game.checked = checked
    return game, history, total - len(history)


def _unusable(report: ReplayReport, e: _Unusable) -> str:
    if report.cards_changed:  # e.g. a card count corrected since: the cards are not those the save dealt
        return (f"its recorded events cannot be used either: {e}; they do not fit the game this version's "
                "card data sets up")
    return f"its recorded events cannot be used either: {e}"


def verify_replay(path: str | os.PathLike[str], catalog: Catalog, *, checked: bool = False) -> ReplayReport:
    """Replay a save from its start and report the first action that does not give its recorded
    result (``ok`` when none), with the cards involved, and whether the game could go on from its
    recorded events (``rules_changed``) or not (``damage``). Raises SaveError when the file cannot
    be replayed at all (unreadable, foreign, a start that cannot be built)."""
    save, game = open_save(path, catalog, checked)
    report = _report(save, catalog)
    _replay(save, game, report)
    if report.problem is not None:
        report.problem += _hint(save, catalog)
    if not report.loads:
        try:
            report.taken_back = from_records(save, catalog)[2]
        except _Unusable as e:
            report.damage = _unusable(report, e)
    return report


def load_save(path: str | os.PathLike[str], catalog: Catalog, *, checked: bool = False,
              trust_log: bool = False) -> tuple[SaveFile, Game, list[Applied], ReplayReport]:
    """The save, its game exactly where it stopped, the actions applied (for taking back) and the
    report. When an action gives another result with this version, raises SaveDiverged, or with
    ``trust_log`` returns the game as recorded (``from_records``; the report tells what happened).
    Raises SaveError for what cannot be used at all; never returns half a game."""
    save, game = open_save(path, catalog, checked)
    report = _report(save, catalog)
    history = _replay(save, game, report)
    if report.problem is not None:
        report.problem += _hint(save, catalog)
    if report.loads:
        return save, game, history, report
    try:
        game, history, report.taken_back = from_records(save, catalog, checked)
    except _Unusable as e:
        report.damage = _unusable(report, e)
        raise SaveError(save.path, f"does not replay: {report.problem}; {report.damage}") from None
    if not trust_log:
        raise SaveDiverged(save.path, f"does not replay: {report.problem}", report)
    return save, game, history, report
