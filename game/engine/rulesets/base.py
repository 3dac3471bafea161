"""The base Ruleset: what a ruleset decides, with Classic's answers as the defaults.

A ruleset (Classic, Advance) is chosen once from the setup (`Setup.ruleset`) and reached from the
Game as `game.ruleset`, like the Mode, but it sits deeper: a mode (competitive, solo, co-op) plays on
top of a ruleset. Rules code asks the ruleset for what differs and never asks which ruleset it is.

What lives here so far (docs/advance.md lists what is still to come, part by part):

- the board: the side the game is played on, with its number of hall ranks and the attack each
  unlit point of darkness costs (`BoardSide`; the option `board` in Setup.options);
- the turn: the choices a player may make at the start of a turn (`turn_choices`), why a choice is
  refused (`why_not_visit`) and what a choice starts (`visited`: Advance's Prepare);
- setup: which modes the ruleset can be played in so far (`check_setup`);
- the cards (game.engine.rulesets.cards_rules): the basic stacks and the starting deck, where a
  destroyed card goes, which stacks are village stacks, what "a gold value" means, and how the
  randomizers deal monster groups and village stacks.
- the battle: the steps an attack runs (`battle_steps`: Classic's battle effects, then the result;
  Advance's Battle, result, Aftermath, the monster's move, Spoils), whether a card a battle effect
  destroys leaves at once (`DESTROYS_AT_ONCE`), the floor of 0 on Physical and Magic Attack
  (`ATTACK_FLOOR`);
- the end: when the game is over beyond the Classic Thunderstone (`check_game_over`) and who wins
  a tie (`winners`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from game.engine.modes.base import Option

if TYPE_CHECKING:
    from game.engine.cards import Catalog, Step
    from game.engine.game import Game
    from game.engine.setup import Setup


@dataclass(frozen=True)
class BoardSide:
    """One side of the board: how many ranks the hall has and how much attack each point of
    darkness that light leaves costs (rulebook: Positions and Darkness)."""

    name: str
    label: str
    ranks: int
    attack_per_darkness: int
    help: str = ""


# option names every ruleset may read from Setup.options (modes pass them through: GENERAL_OPTIONS);
# a ruleset refuses those it does not have (Classic: the Advance setup variants, `dungeon` and `hard_knocks`)
RULESET_OPTIONS = frozenset({"board", "dungeon", "hard_knocks"})


class Ruleset:
    name: ClassVar[str] = "classic"
    label: ClassVar[str] = "Classic"
    description: ClassVar[str] = "Thunderstone as its first boxes play it."
    BOARD_SIDES: ClassVar[tuple[BoardSide, ...]] = (
        BoardSide("dungeon", "Dungeon", 3, 2, "3 ranks; each point of light penalty costs 2 attack"),)
    TURN_CHOICES: ClassVar[tuple[str, ...]] = ("village", "dungeon", "rest")
    MODES: ClassVar[tuple[str, ...] | None] = None  # the modes it can be played in; None: every mode
    # the ruleset's own setup options besides the board side (Advance: the rulebook's setup variants)
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    # the battle: Classic dooms what a battle effect destroys (it fights on and leaves at the battle's end)
    DESTROYS_AT_ONCE: ClassVar[bool] = False
    ATTACK_FLOOR: ClassVar[bool] = False  # Physical and Magic Attack each never below 0 (Classic: may be)
    # the group kinds Setup.thunderstone may name: what ends the game (Advance: a Thunderstone Bearer)
    END_CARD_KINDS: ClassVar[tuple[str, ...]] = ("thunderstone",)
    # the Disease deck is the curses (kind `curse`), face down (Advance: game.engine.rules.diseases)
    CURSES: ClassVar[bool] = False
    # a familiar deck from the cards of kind `familiar`, if the card data has any (game.engine.rules.familiars)
    FAMILIARS: ClassVar[bool] = False
    # Advance: a weapon or Hero that lost its partner this turn is not equipped again (rules.advance_village)
    EQUIP_ONCE: ClassVar[bool] = False
    # Advance: Spoils may pick cards whose ability was used this turn (Classic: they may not)
    SPOILS_PICK_USED: ClassVar[bool] = False

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        self.options = self.resolve_options(options)
        self.board = next(b for b in self.BOARD_SIDES if b.name == self.options["board"])

    @classmethod
    def board_option(cls) -> Option:
        return Option("board", cls.BOARD_SIDES[0].name, "Board side",
                      "; ".join(f"{b.label}: {b.help}" for b in cls.BOARD_SIDES),
                      tuple(b.name for b in cls.BOARD_SIDES))

    @classmethod
    def resolve_options(cls, given: dict[str, Any] | None) -> dict[str, Any]:
        """The ruleset's options taken from Setup.options (the mode's are left to the mode).
        ValueError for a bad value."""
        given = {} if given is None else given
        if not isinstance(given, dict):
            raise ValueError(f"options: expected a mapping, got {type(given).__name__}")
        values = {}
        for opt in (cls.board_option(),) + cls.OPTIONS:
            value = given.get(opt.name, opt.default)
            problem = opt.check(value)
            if problem:
                raise ValueError(f"{cls.label}: {problem}")
            values[opt.name] = value
        foreign = sorted(k for k in RULESET_OPTIONS if k in given and k not in values)
        if foreign:
            raise ValueError(f"{cls.label} has no option {', '.join(foreign)}")
        return values

    # --- the board ---
    @property
    def hall_ranks(self) -> int:
        """How many ranks the dungeon hall has (rank 0 aside)."""
        return self.board.ranks

    @property
    def attack_per_darkness(self) -> int:
        """The attack one point of darkness left unlit costs."""
        return self.board.attack_per_darkness

    # --- setup ---
    def check_setup(self, setup: Setup) -> str | None:
        """What keeps this ruleset from playing the setup (None: nothing)."""
        if self.MODES is not None and setup.mode not in self.MODES:
            return f"{self.label} can be played only as {', '.join(self.MODES)}, not {setup.mode}"
        return None

    # --- the turn ---
    @property
    def turn_choices(self) -> tuple[str, ...]:
        return self.TURN_CHOICES

    def why_not_visit(self, game: Game, place: str) -> str | None:
        return None

    def visited(self, game: Game, place: str) -> None:
        """A turn choice was made (after the TurnChoice event, before the mode hears of it)."""

    # --- the cards ---
    # the Basic stacks of the village and the starting deck (group -> cards per player); a starting
    # group that is not a Basic stack (Advance's Thunderstone Shard) is dealt straight into the decks
    BASIC_GROUPS: ClassVar[tuple[str, ...]] = ("militia", "dagger", "iron_rations", "torch")
    STARTING_DECK: ClassVar[dict[str, int]] = {"militia": 6, "dagger": 2, "iron_rations": 2, "torch": 2}
    # cards per player on each Basic stack besides the starting decks; None: the whole box count,
    # the starting decks taken out of it (Classic)
    BASIC_STACK_PER_PLAYER: ClassVar[int | None] = None
    # how the randomizers deal: one monster group of each of these levels (None: any groups), and
    # the village slots per category (None: any 8 village stacks)
    MONSTER_LEVELS: ClassVar[tuple[int, ...] | None] = None
    VILLAGE_SLOTS: ClassVar[dict[str, int] | None] = None

    def basic_stack_keys(self, catalog: Catalog, group: str, players: int) -> list[str]:
        """The cards made for a Basic stack, the starting decks' included (they come out of it)."""
        from game.engine.layout import group_keys

        keys = group_keys(catalog, group)
        if self.BASIC_STACK_PER_PLAYER is None:
            return keys
        wanted = (self.BASIC_STACK_PER_PLAYER + self.STARTING_DECK.get(group, 0)) * players
        return keys[:wanted]

    @property
    def monster_levels(self) -> tuple[int, ...] | None:
        """The levels the randomizers deal one monster group of each (None: any groups)."""
        return self.MONSTER_LEVELS

    def deals_group(self, catalog: Catalog, group: str) -> bool:
        """Whether the randomizers may deal this group in this game (Advance's 4-4-4: a monster group
        with a level)."""
        return True

    def deals_group_rule(self) -> str | None:
        """What deals_group asks for, in words (None: nothing)."""
        return None

    def check_cards(self, catalog: Catalog, setup: Setup) -> str | None:
        """What a setup's cards lack for the ruleset's options (None: nothing)."""
        return None

    def arrange_dungeon(self, game: Game, monsters: list[int], guards: list[int], stones: list[int],
                        r: int) -> tuple[list[int], int] | None:
        """The dungeon deck's order (top first) and the generator after it, when the ruleset's
        setup differs from the usual one (Advance's 4-4-4); None: the usual (layout.lay_out)."""
        return None

    def can_buy_card(self, game: Game, card: int) -> bool:
        """Whether the ruleset lets this card be bought (Advance's School of Hard Knocks: no Hero above level 1)."""
        return True

    def has_gold_value(self, game: Game, card: int) -> bool:
        """Whether a card has a gold value, for "a card with gold" (Classic: more than 0)."""
        return game.card_gold(card) > 0

    def destroyed_card_place(self, game: Game, card: int) -> tuple[str, str | int] | None:
        """Where the ruleset sends a destroyed card (None: the mode decides)."""
        return None

    def is_village_stack(self, game: Game, group: str) -> bool:
        """Whether a stack counts as a village stack (Classic: heroes are village cards too)."""
        return True
    # --- the battle ---
    def battle_steps(self, game: Game, monster: int) -> list[Step]:
        """The steps an attack on `monster` runs, on the effect stack, after MonsterAttacked."""
        from game.engine.rules.dungeon import classic_battle_steps

        return classic_battle_steps(game, monster)

    # --- the end ---
    def check_game_over(self, game: Game) -> bool | None:
        """Whether the ruleset's own end has come (it then ends the game itself); None: nothing to
        add, the mode's Classic check (the Thunderstone in rank 1) decides."""
        return None

    def winners(self, game: Game, scores: dict[int, int]) -> list[int]:
        """The players with the best score, after the ruleset's tie-breaks."""
        from game.engine.rules import scoring

        return scoring.winners(game, scores)

    def title(self) -> str:
        if len(self.BOARD_SIDES) > 1:
            return f"{self.label} ({self.board.label} side)"
        return self.label
