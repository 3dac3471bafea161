"""Events: facts that happened. `game.engine.applying.apply_event` is the only code that changes a
GameState.

Rules code decides what happens and emits events; each event is applied at once, so the rules read
the updated state. Zones change only through Moved, MovedCards, Created, Shuffled and HallShifted.
Every event has a stable name (its class name) and a dict form for saves.

Cards moved one after another the same way (a hand drawn, discarded or reshuffled) are one
MovedCards event: `join_moves` says when, Game.emit joins them as they happen, and the save
upcaster joins the events of older saves by the same rule. Code that looks at single cards reads
the events through `unbatched`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

EVENT_TYPES: dict[str, type[Event]] = {}


@dataclass(frozen=True)
class Event:
    # (no ClassVars on these classes: mypyc, which compiles the engine, takes them for fields)

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        EVENT_TYPES[cls.__name__] = cls

    def __reduce__(self) -> tuple[Any, ...]:
        # pickled by its fields (bots' worker processes): a compiled frozen class cannot be
        # unpickled by setting attributes
        return type(self), tuple(getattr(self, name) for name in _field_names(type(self)))

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"type": type(self).__name__}
        for name in _field_names(type(self)):
            v = getattr(self, name)
            d[name] = v if type(v) in _PLAIN else _jsonable(v)
        return d

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Event:
        cls = EVENT_TYPES[d["type"]]
        kwargs = {}
        for f in dataclasses.fields(cls):
            value = d[f.name]
            kwargs[f.name] = _tupled(value)
        return cls(**kwargs)


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


_PLAIN = frozenset({int, str, bool, type(None)})  # written as they are


def _jsonable(v: Any) -> Any:
    if isinstance(v, tuple | list):  # (a list of plain values, the usual case, without a call for each)
        return [x if type(x) in _PLAIN else _jsonable(x) for x in v]
    if isinstance(v, int | str | None):
        return v
    if isinstance(v, dict):
        return {k: _jsonable(x) for k, x in v.items()}
    return v


def _tupled(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_tupled(x) for x in v)
    if isinstance(v, dict):
        return {k: _tupled(x) if not isinstance(x, list) else tuple(_tupled(y) for y in x) for k, x in v.items()}
    return v


# --- zone changes -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Moved(Event):
    """A card moved between zones. `reason` tells the client how to show it (draw, discard,
    destroy, buy, gain, defeat, retreat, level, reorder, set_aside, return...)."""

    card: int
    src: str
    dst: str
    reason: str
    pos: str | int = "top"  # 'top', 'bottom' or an index in dst


@dataclass(frozen=True)
class MovedCards(Event):
    """Several cards moved one after another from the same zone to the same zone, for the same
    reason and to the same position: the same as a Moved for each card in turn."""

    cards: tuple[int, ...]
    src: str
    dst: str
    reason: str
    pos: str | int = "top"

    def singles(self) -> list[Moved]:
        return [Moved(c, self.src, self.dst, self.reason, self.pos) for c in self.cards]


def join_moves(last: Event, new: Event) -> MovedCards | None:
    """The one event for `last` followed by `new`, when `new` moves cards the same way as `last`
    moved its own (or None)."""
    more, cards = _moved_cards(new), _moved_cards(last)
    if more is None or cards is None:
        return None
    # (both are a Moved or a MovedCards: each has a source, a destination, a reason and a position)
    if (last.src != new.src or last.dst != new.dst  # type: ignore[attr-defined]
            or last.reason != new.reason or last.pos != new.pos):  # type: ignore[attr-defined]
        return None
    return MovedCards(cards + more, new.src, new.dst, new.reason, new.pos)  # type: ignore[attr-defined]


def _moved_cards(e: Event) -> tuple[int, ...] | None:
    """The cards a Moved or MovedCards event moves (None: another kind of event)."""
    if type(e) is Moved:
        return (e.card,)  # type: ignore[attr-defined]
    if type(e) is MovedCards:
        return e.cards  # type: ignore[attr-defined]
    return None


def batched(events: Iterable[Event]) -> list[Event]:
    """The events with every run of cards moved the same way joined (as Game.emit joins them)."""
    out: list[Event] = []
    for e in events:
        joined = join_moves(out[-1], e) if out else None
        if joined is not None:
            out[-1] = joined
        else:
            out.append(e)
    return out


def unbatched(events: Iterable[Event]) -> Iterator[Event]:
    """The events with each MovedCards given as a Moved per card."""
    for e in events:
        if type(e) is MovedCards:
            yield from e.singles()  # type: ignore[attr-defined]
        else:
            yield e


@dataclass(frozen=True)
class Created(Event):
    """A new card instance came into being (only Disease, which is infinite)."""

    card: int
    key: str
    dst: str


@dataclass(frozen=True)
class Shuffled(Event):
    zone: str
    order: tuple[int, ...]
    rng: int  # generator state after the shuffle


@dataclass(frozen=True)
class HallShifted(Event):
    """Monsters moved toward rank 1 to fill empty ranks: (card, from zone, to zone) in order."""

    moves: tuple[tuple[int, str, str], ...]


# --- turn flow ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class FirstPlayerChosen(Event):
    player: int
    rng: int


@dataclass(frozen=True)
class TurnStarted(Event):
    player: int
    number: int


@dataclass(frozen=True)
class TurnChoice(Event):
    player: int
    choice: str  # village | dungeon | rest | prepare (Advance)


@dataclass(frozen=True)
class StepChanged(Event):
    step: str


@dataclass(frozen=True)
class TurnEnded(Event):
    player: int


# --- effects ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class AbilityUsed(Event):
    card: int
    index: int


@dataclass(frozen=True)
class ModifierGained(Event):
    source: int
    stat: str
    amount: int
    target: int | None = None


@dataclass(frozen=True)
class BuysGained(Event):
    count: int


@dataclass(frozen=True)
class Purchased(Event):
    player: int
    card: int
    group: str
    cost: int


@dataclass(frozen=True)
class XPChanged(Event):
    player: int
    amount: int
    reason: str


@dataclass(frozen=True)
class LeveledUp(Event):
    player: int
    old: int
    new: int
    xp: int


@dataclass(frozen=True)
class Equipped(Event):
    weapon: int
    hero: int


@dataclass(frozen=True)
class Unequipped(Event):
    weapon: int
    hero: int


@dataclass(frozen=True)
class PromptOpened(Event):
    player: int
    kind: str
    reason: str
    text: str
    options: tuple
    min: int
    max: int
    source: int | None


@dataclass(frozen=True)
class PromptAnswered(Event):
    player: int
    values: tuple


@dataclass(frozen=True)
class ReactionRevealed(Event):
    """A player revealed a reaction card (Belzur Bishop) to turn an effect back."""

    player: int
    card: int
    redirected_to: int


@dataclass(frozen=True)
class HandRevealed(Event):
    """A player showed their hand to prove they hold no card an effect asked for."""

    player: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class CardsRevealed(Event):
    """A player showed cards from their hand or the top of their deck because an effect said so
    (Hydra, Inferno); the cards stay where they are unless other events move them."""

    player: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class RestDestroyed(Event):
    player: int
    card: int


@dataclass(frozen=True)
class BreachSkipped(Event):
    """A monster starts the game in rank 1: its breach never happens (rulebook: Breach Effect)."""

    monster: int


@dataclass(frozen=True)
class SetAsideForNextHand(Event):
    card: int


# --- battle and the hall ------------------------------------------------------------------------


@dataclass(frozen=True)
class MonsterAttacked(Event):
    player: int
    monster: int
    rank: int


@dataclass(frozen=True)
class Doomed(Event):
    """A card was destroyed by a battle effect: it fights on and leaves when the battle ends."""

    card: int


@dataclass(frozen=True)
class BattleResolved(Event):
    player: int
    monster: int
    rank: int
    won: bool
    total: int
    health: int


@dataclass(frozen=True)
class MonsterDefeated(Event):
    player: int
    monster: int
    rank: int


@dataclass(frozen=True)
class BreachTriggered(Event):
    monster: int


@dataclass(frozen=True)
class HallLeft(Event):
    """A monster left the hall: its breach may happen again if it ever comes back."""

    monster: int


@dataclass(frozen=True)
class TrapSprung(Event):
    """A trap was turned over while the hall refilled: its effect resolves now (rulebook: Trap Cards)."""

    trap: int
    player: int  # the active player, who revealed it


@dataclass(frozen=True)
class TrapAvoided(Event):
    """A player revealed a card that escapes traps (Highwayman): the trap passes them by."""

    player: int
    card: int
    trap: int


@dataclass(frozen=True)
class TreasureFound(Event):
    """A treasure was turned over: the active player set it aside in front of them (rulebook: Treasure
    Cards). It can be used from a later turn on."""

    player: int
    treasure: int


@dataclass(frozen=True)
class BattleEffectWarded(Event):
    """A player destroyed a card (Ruby Dragon) so that one battle effect does not affect them."""

    player: int
    card: int
    monster: int | None


@dataclass(frozen=True)
class Tucked(Event):
    """A card already moved into its owner's set-aside zone now lies under a treasure there."""

    card: int
    under: int


@dataclass(frozen=True)
class DiseasesUnder(Event):
    """The number of Diseases lying under a monster of the hall is now `count` (Sidhe Spirit); whoever
    attacks it takes them once the battle is over."""

    monster: int
    count: int


@dataclass(frozen=True)
class GameEnded(Event):
    scores: dict  # player index (as str) -> vp
    winners: tuple[int, ...]
    thunderstone_holder: int | None
    reason: str
    # solo and co-op: the verdict against the dungeon, with both totals (game.engine.modes)
    verdict: dict | None = None


@dataclass(frozen=True)
class ModeChanged(Event):
    """A mode's own bookkeeping (solo respite, co-op tokens and anger): key set to value."""

    key: str
    value: Any


@dataclass(frozen=True)
class AngerChanged(Event):
    """Co-op: a monster in the hall got angry (turned sideways), or calmed down."""

    monster: int
    angry: bool


@dataclass(frozen=True)
class PartyXPChanged(Event):
    """Co-op: the party's shared XP pool changed (player: who gained or spent it)."""

    player: int
    amount: int
    reason: str


@dataclass(frozen=True)
class HeroBorrowed(Event):
    """A card joins the active player's hand for the battle: a Hero discarded by its owner (Selurin
    Theurge), a Weapon (Toryn Gladiator), or the top Hero of a village stack, owner -1 (Diin
    Enchanter); the card itself moves by a Moved event."""

    player: int
    card: int
    owner: int


@dataclass(frozen=True)
class HeroReturned(Event):
    """A borrowed Hero's battle is over: it goes back to its owner (a Moved event), or stays to be
    destroyed with the battle's losses (`destroyed`)."""

    card: int
    owner: int
    destroyed: bool


@dataclass(frozen=True)
class ExtraTurnEarned(Event):
    """A player will take another turn after this one (Ulbrick's Gauntlets): game.engine.rules.turn."""

    player: int
    card: int | None


@dataclass(frozen=True)
class ExtraTurnTaken(Event):
    """The turn that starts next (a TurnStarted follows) is a player's extra turn: the round does not move on."""

    player: int


@dataclass(frozen=True)
class HeroSaved(Event):
    """A Hero the battle destroyed is saved by a card given up for it (Border Guard): it stays."""

    hero: int
    card: int
