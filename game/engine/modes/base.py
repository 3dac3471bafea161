"""The base Mode: every hook where solo and co-op play differ from the competitive game, with the
competitive behaviour as the default.

A mode is a small configured object (its options are fixed when it is made; everything that
changes during a game lives in the GameState, in `mode_data`, `anger`, `piles` and zones, and
changes only through events). Rules code calls these hooks and never asks which mode it is in.

Options. A mode declares its OPTIONS (each with a default, the values it takes, a label and a
help line) and optionally LEVELS: a level is a named set of option values (`level: warrior`).
`make_mode(name, options)` starts from the defaults, applies the chosen level and then any option
given explicitly, and refuses unknown options and bad values (ValueError, which setup validation
turns into a SetupError). Setup.options carries them, so a save rebuilds the same mode.

The hooks, by part of the game:

- setup: player_counts, group_counts (randomizers and setup checks), extra_guardians, check_setup,
  stack_cards (which cards make a village stack), dungeon_groups, leaves_out (randomizers), piles (the mode's own shared piles),
  prepare_table (the hall at setup and the mode's starting bookkeeping), prepare_scenario;
- the turn: why_not_visit, visited, turn_ending_steps (steps run first when a turn ends, while the
  hand is still there), end_of_turn (after the new hand is drawn), end_of_round, run_step (the
  mode's own steps on the effect stack: `_mode` steps);
- the hall: hall_front_rank (refills fill ranks from there to 3), refills_hall, next_escape, monster_entered_hall,
  can_leave_hall, monster_to_dungeon_bottom (where a monster goes when it leaves the hall for the
  bottom of the dungeon deck, e.g. undefeated);
- the village and XP: can_buy_group, can_buy_card, xp_available, spend_xp, gain_xp, effect_xp
  (the XP an effect counts);
- cards: destroyed_card_place (where a destroyed card goes), destroyed_card_zone;
- battle: extra_battle_steps, monster_defeated, monster_undefeated;
- the end: check_game_over, finish, outcome (winners and the verdict with both totals), standing
  (both totals as they stand, for bots and the table; None when players play against each other);
- what wins, for whoever weighs a position (the bots, game/ai/values.py): stakes (the Stakes of a
  mode played against the dungeon; None when players play against each other), held_turns.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from game.engine import hall_globals
from game.engine.cards import Step
from game.engine.effects import verb
from game.engine.events import GameEnded, Moved
from game.engine.rules import dungeon, features, hall, scoring, village

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.effects import Ask
    from game.engine.game import Game
    from game.engine.setup import Setup
    from game.engine.state import Frame

# Setup options that belong to the setup itself, not to a mode (a scenario's partial setup; the
# client's record of who sits in each seat, human or bot, so a continued game keeps its bots; the
# promotional cards joining their groups: game.engine.layout.extra_sets; the ruleset's board side:
# game.engine.rulesets.RULESET_OPTIONS).
GENERAL_OPTIONS = frozenset({"partial", "seats", "promos", "board"})
GENERAL_OPTIONS |= {"dungeon", "hard_knocks"}  # Advance's setup variants (game.engine.rulesets.variants)

# the groups a game is set up with (the randomizers' counts; rulebook: Setup)
STANDARD_GROUPS = {"monsters": 3, "heroes": 4, "village": 8}


@dataclass(frozen=True)
class Option:
    """One named choice of a mode, with its default. `choices` lists the values it takes; when it
    is empty, any value of the type(s) in `kind` is taken."""

    name: str
    default: Any
    label: str
    help: str
    choices: tuple[Any, ...] = ()
    kind: type | tuple[type, ...] = object
    minimum: int | None = None  # for numbers

    def check(self, value: Any) -> str | None:
        if self.choices:
            if not any(c == value and type(c) is type(value) for c in self.choices):  # True is not 1
                shown = ", ".join("none" if c is None else str(c).lower() for c in self.choices)
                return f"option {self.name}: {value!r} is not one of {shown}"
            return None
        kinds = self.kind if isinstance(self.kind, tuple) else (self.kind,)
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
            return f"option {self.name}: {value!r} is not a valid value"
        if self.minimum is not None and isinstance(value, int) and value < self.minimum:
            return f"option {self.name}: {value!r} is below {self.minimum}"
        return None


@dataclass(frozen=True)
class Level:
    """A named difficulty: the option values it sets."""

    name: str
    label: str
    help: str
    presets: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Stakes:
    """What wins a mode played against the dungeon, told to whoever weighs a position (the bots) so
    that they need not know the modes by name."""

    measure: str  # the card stat both sides count: "vp" (every card of the player's) or "xp" (monsters)
    respite_min_xp: int | None = None  # a defeat worth this much XP holds the hall back a turn; None: never
    cards_per_turn: float | None = None  # dungeon cards entering the hall each turn; None: as the players attack
    cards_per_defeat: float = 0.0  # more dungeon cards a defeat brings into the hall (a refill on top of that)
    pool_counts: bool = False  # the unspent XP pool counts for the players at the end (co-op)
    top_heroes_needed: int = 0  # heroes of their type's highest level the player needs at the end
    lost_battle_escapes: bool = True  # a monster that wins a battle leaves the hall for the village pile
    lost_battle_holds_back: bool = False  # ...and then the hall does not advance at the end of that turn


class Mode:
    name: ClassVar[str] = "competitive"
    label: ClassVar[str] = "Competitive"
    description: ClassVar[str] = "2-5 players, each for themselves: the most victory points wins."
    PLAYERS: ClassVar[tuple[int, int]] = (2, 5)
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    LEVELS: ClassVar[tuple[Level, ...]] = ()

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        self.options = self.resolve_options(options)

    # --- options ---
    @classmethod
    def resolve_options(cls, given: dict[str, Any] | None) -> dict[str, Any]:
        """The option values: defaults, then the level's presets, then what was given."""
        given = {} if given is None else given
        if not isinstance(given, dict):
            raise ValueError(f"options: expected a mapping, got {type(given).__name__}")
        known = {o.name: o for o in cls.OPTIONS}
        unknown = sorted(k for k in given if k not in known and k not in GENERAL_OPTIONS
                         and not (k == "level" and cls.LEVELS))
        if unknown:
            names = (["level"] if cls.LEVELS else []) + list(known)
            raise ValueError(f"{cls.label}: unknown option(s) {', '.join(map(str, unknown))}"
                             f" (known: {', '.join(names) or 'none'})")
        values = {o.name: o.default for o in cls.OPTIONS}
        if cls.LEVELS:
            levels = {lv.name: lv for lv in cls.LEVELS}
            level = given.get("level", cls.LEVELS[0].name)
            if level not in levels:
                raise ValueError(f"{cls.label}: no level {level!r} (levels: {', '.join(levels)})")
            values["level"] = level
            values.update(levels[level].presets)
        for k, v in given.items():
            if k in known:
                problem = known[k].check(v)
                if problem:
                    raise ValueError(f"{cls.label}: {problem}")
                values[k] = v
        return values

    @classmethod
    def player_counts(cls) -> range:
        return range(cls.PLAYERS[0], cls.PLAYERS[1] + 1)

    def min_players(self) -> int:
        return self.PLAYERS[0]

    def max_players(self) -> int:
        return self.PLAYERS[1]

    @property
    def level(self) -> str | None:
        return self.options.get("level")

    def title(self) -> str:
        """The mode and its level, for people: "Solo (Warrior)"."""
        if self.LEVELS:
            lv = next(lv for lv in self.LEVELS if lv.name == self.level)
            return f"{self.label}: {lv.label}"
        return self.label

    # --- setup ---
    def group_counts(self, players: int) -> dict[str, int]:
        """How many monster, hero and village groups the game is set up with."""
        return dict(STANDARD_GROUPS)

    def extra_guardians(self) -> int:
        """Guardians the mode adds to those the randomizers draw."""
        return 0

    def check_setup(self, catalog: Catalog, setup: Setup) -> str | None:
        """What a complete setup lacks for this mode (None: nothing)."""
        return None

    def stack_cards(self, catalog: Catalog, group: str, keys: list[str], players: int) -> list[str]:
        """The cards (keys, top first) a village stack starts with, before the starting decks are dealt."""
        return keys

    def dungeon_groups(self, catalog: Catalog, groups: list[str]) -> list[str]:
        """The monster groups of the setup whose cards go into the dungeon deck (Advance solo
        Nightmare leaves level 1 out)."""
        return groups

    def leaves_out(self, catalog: Catalog, group: str) -> bool:
        """Whether the randomizers leave this group out in this mode (Advance solo: the cards the
        rulebook advises against)."""
        return False

    def piles(self) -> tuple[str, ...]:
        """The mode's own shared piles ("pile.<name>" zones), made at setup."""
        return ()

    def prepare_table(self, game: Game) -> None:
        """The hall at setup, and the mode's starting bookkeeping."""
        from game.engine.layout import fill_hall_at_setup

        fill_hall_at_setup(game)

    def prepare_scenario(self, game: Game) -> None:
        """The mode's starting bookkeeping for a position built from a scenario (game.scenario)."""

    # --- turn ---
    def why_not_visit(self, game: Game, place: str) -> str | None:
        return None

    def visited(self, game: Game, place: str) -> None:
        pass

    def turn_ending_steps(self, game: Game) -> list[Step]:
        return []

    def end_of_turn(self, game: Game) -> None:
        pass

    def end_of_round(self, game: Game) -> None:
        pass

    def run_step(self, game: Game, frame: Frame, name: str, answer: tuple | None) -> Ask | None:
        raise KeyError(f"{self.label} has no step {name!r}")

    @staticmethod
    def last_of_round(game: Game) -> bool:
        """Whether the turn ending is the round's last: not while its player has another turn to take."""
        st = game.state
        if st.active in st.extra_turns:
            return False
        return (st.active + 1) % len(st.players) == st.mode_data.get("first_player", 0)

    # --- the hall ---
    def hall_front_rank(self, game: Game) -> int:
        """Refilling the hall fills the ranks from this one to rank 3."""
        return 1

    def refills_hall(self, game: Game) -> bool:
        """Whether a card leaving the hall closes the gap and brings the next dungeon card in
        (Advance solo: no, the hall fills only at the end of the turn)."""
        return True

    def next_escape(self, game: Game) -> int | None:
        """The card the end of this turn will push out of the hall toward the village, as it stands
        (for whoever weighs a position: the bots); only asked when Stakes.cards_per_turn is set."""
        return game.state.hall_card(1)

    def monster_entered_hall(self, game: Game, card: int | None) -> None:
        pass

    def can_leave_hall(self, game: Game, monster: int) -> bool:
        """Guardians and monsters that must be defeated (their own trait, or a global one: Steam
        Torment) ignore effects that would move them."""
        return not game.defn(monster).is_guardian and not hall_globals.must_be_defeated(game, monster)

    def monster_to_dungeon_bottom(self, game: Game, monster: int, reason: str = "retreat") -> None:
        """A monster leaves the hall for the bottom of the dungeon deck."""
        game.emit(Moved(monster, game.state.loc[monster], "dungeon", reason, "bottom"))

    # --- village ---
    def can_buy_group(self, game: Game, group: str) -> bool:
        return True

    def can_buy_card(self, game: Game, card: int) -> bool:
        return game.ruleset.can_buy_card(game, card)  # Advance's School of Hard Knocks

    def xp_available(self, game: Game, player: int) -> int:
        return game.state.players[player].xp

    def effect_xp(self, game: Game, player: int) -> int:
        """The XP a card effect counts (e.g. whether an XP cost can be paid)."""
        return self.xp_available(game, player)

    def spend_xp(self, game: Game, player: int, cost: int, reason: str = "level_up") -> None:
        village.spend_xp(game, player, cost, reason)

    def gain_xp(self, game: Game, player: int, xp: int, reason: str = "defeat") -> None:
        dungeon.gain_xp(game, player, xp, reason)

    # --- cards and monsters ---
    def destroyed_card_zone(self, game: Game, card: int) -> str:
        return "destroyed"

    def destroyed_card_place(self, game: Game, card: int) -> tuple[str, str | int]:
        """Where a destroyed card goes: a zone and the position in it."""
        return self.destroyed_card_zone(game, card), "top"

    def extra_battle_steps(self, game: Game, monster: int) -> list[Step]:
        return []

    def monster_defeated(self, game: Game, monster: int) -> None:
        """A defeated monster goes to the attacker's discard pile."""
        game.emit(Moved(monster, game.state.loc[monster], f"p{game.state.active}.discard", "defeat", "top"))

    def monster_undefeated(self, game: Game, monster: int) -> None:
        """An undefeated monster retreats to the bottom of the dungeon deck (or where the mode sends
        such monsters), unless it must be defeated to leave the hall."""
        if self.can_leave_hall(game, monster):
            self.monster_to_dungeon_bottom(game, monster)

    # --- the end ---
    def check_game_over(self, game: Game) -> bool:
        """The game ends when the Thunderstone reaches rank 1 (rulebook: Winning the Game), or as
        the ruleset says (Advance: the Thunderstone Bearer defeated or fled)."""
        ended = game.ruleset.check_game_over(game)
        if ended is not None:
            return ended
        stone = hall.thunderstone_in_rank1(game)
        if stone is None:
            return False
        holder = None
        claim = game.state.mode_data.get("thunderstone_claim")
        if claim is not None and not game.state.rank0:
            holder = claim
            game.emit(Moved(stone, "hall.1", f"p{holder}.discard", "claim", "top"))
        self.finish(game, holder, "the Thunderstone reached rank 1")
        return True

    def finish(self, game: Game, holder: int | None, reason: str) -> None:
        features.end_of_game(game)  # treasures that go back into the deck (Sapphire Dragon)
        self.before_scoring(game, holder)
        scores = {p: scoring.score(game, p) for p in range(len(game.state.players))}
        winners, verdict, reason = self.outcome(game, scores, reason)
        game.emit(GameEnded({str(p): s for p, s in scores.items()}, tuple(winners), holder, reason, verdict))

    def before_scoring(self, game: Game, holder: int | None) -> None:
        pass

    def outcome(self, game: Game, scores: dict[int, int], reason: str) -> tuple[list[int], dict | None, str]:
        """The winners, the verdict (None: players against each other) and the reason shown."""
        return game.ruleset.winners(game, scores), None, reason  # Advance: the Bearer's tie-breaks

    # the card stat the players and the village pile are counted in ("vp", "xp"); None: competitive
    measure: ClassVar[str | None] = None

    def standing(self, game: Game) -> tuple[int, int] | None:
        """The players' total against the dungeon's (the village pile), in the measure the mode is
        won by, as it stands now; None when the players play against each other."""
        return None

    def stakes(self) -> Stakes | None:
        """What wins the mode against the dungeon (see Stakes); None when players play each other."""
        return None

    def held_turns(self, game: Game) -> int:
        """Ends of turn from now (this turn's included) at which the hall will not advance: the
        respites already earned."""
        return 0

    # --- describing the mode (the New Game screen, the sim) ---
    @classmethod
    def choice(cls) -> ModeChoice:
        levels = tuple(LevelChoice(lv.name, lv.label, lv.help) for lv in cls.LEVELS)
        options = tuple(OptionChoice(o.name, o.label, o.help, o.default, o.choices) for o in cls.OPTIONS)
        return ModeChoice(cls.name, cls.label, cls.description, cls.PLAYERS[0], cls.PLAYERS[1], levels, options)


@dataclass(frozen=True)
class LevelChoice:
    value: str
    label: str
    help: str


@dataclass(frozen=True)
class OptionChoice:
    name: str
    label: str
    help: str
    default: Any
    choices: tuple[Any, ...]  # empty: a number (see the help)


@dataclass(frozen=True)
class ModeChoice:
    """What the New Game screen offers for one mode: `Setup(mode=name, options={"level": ...})`."""

    name: str
    label: str
    description: str
    min_players: int
    max_players: int
    levels: tuple[LevelChoice, ...]
    options: tuple[OptionChoice, ...]


@verb("_mode", {})
def _mode_step(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """A step of the mode's own (co-op: passing cards, turning in monsters)."""
    return game.mode.run_step(game, frame, args["name"], answer)
