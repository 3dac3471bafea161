"""The game state: plain data that events change (see engine.applying.apply_event).

Card instances are integers; `cards[i]` is the definition key of instance i. Every zone is an
ordered list of instance ids with the top of a pile at index 0. Zone names are strings:

    p{n}.deck  p{n}.hand  p{n}.discard  p{n}.aside     each player's piles
    stack.{group}                                       a village stack (top card first)
    dungeon  hall.1  hall.2  hall.3  rank0             the dungeon deck and hall (hall.4 too on a
                                                        4-rank board: Advance's Wilderness side)
    destroyed  disease  pile.{name}                     shared piles (modes add piles)
    swarm.{group}                                       the face-up stack of a stand-in group (the
                                                        Swarm, the Horde), top card first

`disease` is the face-up pile of plain Diseases, or, when `special_diseases` is set, the face-down
Special Disease deck (game.engine.rules.diseases).
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass, field
from typing import Any

HALL_RANKS = (1, 2, 3)


@dataclass
class Modifier:
    """A bonus gained from an effect this turn (e.g. ATTACK +2 from destroying a Food)."""

    source: int  # card instance whose effect granted it
    stat: str
    amount: int
    target: int | None = None  # a hero, for strength


@dataclass
class Prompt:
    """A decision the engine waits for inside an effect. Answered by a Choose action."""

    player: int
    kind: str  # 'cards' (pick from options) | 'order' (pick all options in an order) | 'option'
    reason: str  # short machine-readable key, e.g. 'destroy', 'discard', 'hero'
    text: str  # what to show the player
    options: list[Any]
    min: int = 1
    max: int = 1
    source: int | None = None


@dataclass
class Frame:
    """An effect being resolved: a list of steps and where we are in it. Frames wait on the
    resolution stack while a prompt is open; replaying the actions rebuilds them."""

    steps: tuple
    player: int
    source: int | None = None
    pc: int = 0
    vars: dict[str, Any] = field(default_factory=dict)
    context: str = ""  # 'village' | 'dungeon' | 'battle' | 'breach' | 'spoils' ...


@dataclass
class Turn:
    """Scratch data of the current turn; reset at the start of each turn."""

    choice: str | None = None  # 'village' | 'dungeon' | 'rest'
    step: str = "choose"  # choose | effects | buy | level | prepare | aftermath | rest
    used: list[tuple[int, int]] = field(default_factory=list)  # (card, ability index)
    modifiers: list[Modifier] = field(default_factory=list)
    equipment: dict[int, int] = field(default_factory=dict)  # weapon -> hero
    ever_equipped: list[int] = field(default_factory=list)  # heroes that had a weapon
    gold_spent: int = 0
    buys: int = 0
    extra_buys: int = 0
    target: int | None = None  # monster attacked
    target_rank: int | None = None
    battle_won: bool | None = None
    doomed: list[int] = field(default_factory=list)  # destroyed by battle, removed at its end
    defeated: list[int] = field(default_factory=list)  # monsters defeated this turn
    defeated_rank1: bool = False
    hall_entries: list[int] = field(default_factory=list)  # monsters that entered rank 1
    rest_destroyed: bool = False
    next_hand: list[int] = field(default_factory=list)  # set aside, join the next hand
    leveled: list[int] = field(default_factory=list)
    found: list[int] = field(default_factory=list)  # treasures found this turn: usable from a later turn
    borrowed: list[tuple[int, int]] = field(default_factory=list)  # (hero, owner): lent for the battle (Theurge)
    battle_margin: int | None = None  # the decided battle's total less the monster's health (Advance: Scabbark)
    drawn: int = 0  # cards drawn into a hand this turn, by any effect (Advance: Caldera Dragon's global)


@dataclass
class PlayerState:
    name: str
    deck: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    aside: list[int] = field(default_factory=list)
    xp: int = 0


_ZONE_KEYS: dict[str, tuple[str, int | str, str]] = {}  # zone name -> (kind, index or key, attribute)


def _zone_key(name: str) -> tuple[str, int | str, str]:
    """Where a zone name points (parsed once per name: zones are looked up for every event)."""
    head, _, rest = name.partition(".")
    if head.startswith("p") and head[1:].isdigit():
        key: tuple[str, int | str, str] = ("player", int(head[1:]), rest)
    elif head == "stack":
        key = ("stack", rest, "")
    elif head == "hall":
        key = ("hall", int(rest) - 1, "")
    elif head == "pile":
        key = ("pile", rest, "")
    elif head == "swarm":
        key = ("swarm", rest, "")
    elif head in ("dungeon", "rank0", "destroyed", "disease"):
        key = ("state", 0, head)
    else:
        raise KeyError(f"unknown zone {name!r}")
    _ZONE_KEYS[name] = key
    return key


@dataclass
class GameState:
    cards: list[str]  # instance id -> definition key
    players: list[PlayerState]
    stacks: dict[str, list[int]]  # village stacks by group, in display order
    dungeon: list[int] = field(default_factory=list)
    hall: list[list[int]] = field(default_factory=lambda: [[], [], []])  # ranks 1..3
    rank0: list[int] = field(default_factory=list)
    destroyed: list[int] = field(default_factory=list)
    disease: list[int] = field(default_factory=list)
    piles: dict[str, list[int]] = field(default_factory=dict)
    swarms: dict[str, list[int]] = field(default_factory=dict)  # stand-in groups' face-up stacks
    special_diseases: bool = False  # `disease` is the Special Disease deck (face down, 25 cards)
    loc: dict[int, str] = field(default_factory=dict)  # instance -> zone name
    rng: int = 0
    active: int = 0
    turn_number: int = 0
    turn: Turn = field(default_factory=Turn)
    prompt: Prompt | None = None
    stack: list[Frame] = field(default_factory=list)
    breached: list[int] = field(default_factory=list)  # hall monsters whose breach has happened
    anger: list[int] = field(default_factory=list)  # co-op: angry monsters
    under: dict[int, list[int]] = field(default_factory=dict)  # treasure -> cards set aside under it
    extra_turns: list[int] = field(default_factory=list)  # players owed another turn (Ulbrick's Gauntlets)
    diseases_under: dict[int, int] = field(default_factory=dict)  # monster -> Diseases under it (Sidhe Spirit)
    mode_data: dict[str, Any] = field(default_factory=dict)
    over: bool = False
    result: dict[str, Any] | None = None
    event_count: int = 0

    # --- zones ---
    def zone(self, name: str) -> list[int]:
        kind, key, attr = _ZONE_KEYS.get(name) or _zone_key(name)
        if kind == "player":
            return getattr(self.players[key], attr)  # type: ignore[index]  # an int for players
        if kind == "stack":
            return self.stacks[key]  # type: ignore[index]  # a str for stacks, piles and swarms
        if kind == "hall":
            return self.hall[key]  # type: ignore[index]
        if kind == "pile":
            return self.piles[key]  # type: ignore[index]
        if kind == "swarm":
            return self.swarms[key]  # type: ignore[index]
        return getattr(self, attr)

    def zone_names(self) -> list[str]:
        return [name for name, _ in self.zones()]

    def zones(self) -> list[tuple[str, list[int]]]:
        """Every zone's name and cards, in the order of zone_names (the invariants read them all
        after every action, so the names are made once)."""
        out = []
        for i, pl in enumerate(self.players):
            deck, hand, discard, aside = _player_zone_names(i)
            out += [(deck, pl.deck), (hand, pl.hand), (discard, pl.discard), (aside, pl.aside)]
        out += [(_named("stack.", g), cards) for g, cards in self.stacks.items()]
        out.append(("dungeon", self.dungeon))
        out += [(_named("hall.", r), slot) for r, slot in enumerate(self.hall, start=1)]
        out += [("rank0", self.rank0), ("destroyed", self.destroyed), ("disease", self.disease)]
        out += [(_named("pile.", p), cards) for p, cards in self.piles.items()]
        out += [(_named("swarm.", g), cards) for g, cards in self.swarms.items()]
        return out

    def ranks(self) -> range:
        """The hall's ranks, rank 1 first (3, or 4 on Advance's Wilderness side; rank 0 aside)."""
        return range(1, len(self.hall) + 1)

    def hall_card(self, rank: int) -> int | None:
        slot = self.hall[rank - 1]
        return slot[0] if slot else None

    def rank_of(self, card: int) -> int | None:
        where = self.loc.get(card, "")
        if where.startswith("hall."):
            return int(where[5:])
        if where == "rank0":
            return 0
        return None

    def player_cards(self, p: int) -> list[int]:
        """Every card a player owns (deck, hand, discard, set aside)."""
        pl = self.players[p]
        return pl.deck + pl.hand + pl.discard + pl.aside

    def clone(self) -> GameState:
        return _copy(self)

    def stack_copy(self) -> list[Frame]:
        """A copy of the effect stack (the frames' steps and waiting variables)."""
        return _copy(self.stack) if self.stack else []


_NAMES: dict[str, dict[Any, str]] = {"stack.": {}, "hall.": {}, "pile.": {}, "swarm.": {}}


def _named(head: str, key: Any) -> str:
    names = _NAMES[head]
    name = names.get(key)
    if name is None:
        name = names[key] = f"{head}{key}"
    return name


_PLAYER_NAMES: list[tuple[str, str, str, str]] = []


def _player_zone_names(i: int) -> tuple[str, str, str, str]:
    while len(_PLAYER_NAMES) <= i:
        n = len(_PLAYER_NAMES)
        _PLAYER_NAMES.append((f"p{n}.deck", f"p{n}.hand", f"p{n}.discard", f"p{n}.aside"))
    return _PLAYER_NAMES[i]


def _copy(value: Any) -> Any:
    # a pickle round trip copies this plain data several times faster than copy.deepcopy
    return pickle.loads(pickle.dumps(value, pickle.HIGHEST_PROTOCOL))
