"""Thunderstone Advance (rulebook: Die Türme des Verderbens). What differs from Classic so far:

- the board has two sides (rulebook: Positions and Darkness; What's new: Changes in the Dungeon):
  the Wilderness, 4 ranks, each unlit point of darkness costs 1 attack; the Dungeon, 3 ranks, 2 each.
  The Wilderness is the default (the first game and beginners play it);
- a fourth turn choice, Prepare (rulebook: Vorbereitung): any cards of the hand go back on top of the
  deck in the order the player chooses, the rest are discarded, and the turn ends as usual, so the
  new hand starts with those cards (game.engine.rules.prepare);
- the battle order Battle, result, Aftermath, the monster's move, Spoils (game.engine.rules.aftermath):
  a card a battle effect destroys leaves at once, no Hero is destroyed for Strength 0, Physical and
  Magic Attack never go below 0 (Null und Kein Wert), "a card with a gold value" is one with a
  printed gold symbol, 0 too;
- the Thunderstone Bearer, a Guardian, ends the game when defeated or when it reaches rank 1, with
  its own tie-breaks (game.engine.rules.bearer). So no card of this box ever goes to Rank 0; the
  rulebook names no Rank 0 at all, and a Classic Guardian mixed in still breaches into it by its own
  text (Glossar: mixed in, Classic cards behave as before).

- the cards (rulebook: Vorbereitung der Kommandodecks, Das Dorf vorbereiten, Karten zerstören):
  a starting deck of 6 Regulars, 2 Longspears, 2 Torches and 2 Thunderstone Shards; Basic stacks of
  3 cards per player besides the starting decks; a Basic card destroyed from a hand goes back face up
  onto its stack (one destroyed on a stack leaves the game); hero stacks are not village stacks; a
  card without a printed gold has no gold value, where 0 is one (Null und Kein Wert); one monster
  group of each level 1, 2 and 3, and the village dealt by category (game.engine.randomizers).

- the setup variants (game.engine.rulesets.variants): the options `dungeon` (standard, 444, random)
  and `hard_knocks`; and the solo game (game.engine.modes.advance_solo), mode `solo` with the levels
  Normal, Veteran and Nightmare.

Everything else still plays by the Classic rules; docs/advance.md lists what is left, in order."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from game.engine.rulesets import variants
from game.engine.rulesets.base import BoardSide, Ruleset

if TYPE_CHECKING:
    from game.engine.cards import Catalog, Step
    from game.engine.game import Game
    from game.engine.setup import Setup


class Advance(Ruleset):
    name: ClassVar[str] = "advance"
    label: ClassVar[str] = "Advance"
    description: ClassVar[str] = "Thunderstone Advance: the Towers of Ruin rules."
    BOARD_SIDES: ClassVar[tuple[BoardSide, ...]] = (
        BoardSide("wilderness", "Wilderness", 4, 1, "4 ranks; each point of darkness costs 1 attack"),
        BoardSide("dungeon", "Dungeon", 3, 2, "3 ranks; each point of darkness costs 2 attack"),
    )
    TURN_CHOICES: ClassVar[tuple[str, ...]] = ("village", "dungeon", "prepare", "rest")
    # the rulebook has no co-op; its solo game is its own (game.engine.modes.RULESET_MODES)
    MODES: ClassVar[tuple[str, ...] | None] = ("competitive", "solo")
    OPTIONS = variants.OPTIONS  # the rulebook's setup variants: 4-4-4, random dungeon, School of Hard Knocks
    DESTROYS_AT_ONCE: ClassVar[bool] = True  # Was ist neu: Regeloptimierungen
    ATTACK_FLOOR: ClassVar[bool] = True  # Null und Kein Wert
    # a Bearer; a Classic Thunderstone still ends a game of Classic cards as in Classic
    END_CARD_KINDS: ClassVar[tuple[str, ...]] = ("thunderstone_bearer", "thunderstone")
    CURSES: ClassVar[bool] = True  # its Disease deck: the curses, face down (Flüche)
    FAMILIARS: ClassVar[bool] = True  # Vertraute (none in the card data yet: rules.familiars)
    EQUIP_ONCE: ClassVar[bool] = True  # Der Dungeon: one weapon a hero a turn, even if it is lost
    SPOILS_PICK_USED: ClassVar[bool] = True  # Karten zerstören: the rule on used cards stops no Spoils

    BASIC_GROUPS: ClassVar[tuple[str, ...]] = ("regular", "longspear", "advance_torch")
    STARTING_DECK: ClassVar[dict[str, int]] = {"regular": 6, "longspear": 2, "advance_torch": 2,
                                               "thunderstone_shard": 2}
    BASIC_STACK_PER_PLAYER: ClassVar[int | None] = 3
    MONSTER_LEVELS: ClassVar[tuple[int, ...] | None] = (1, 2, 3)
    # the board's village slots per category besides the Basic ones: not in the rulebook's text
    # (the board is only pictured); 3 each fits every fixed list (README: Advance rules notes)
    VILLAGE_SLOTS: ClassVar[dict[str, int] | None] = {"weapon": 3, "item": 3, "spell": 3, "villager": 3}

    @property
    def monster_levels(self) -> tuple[int, ...] | None:
        return None if self.options["dungeon"] == variants.RANDOM else self.MONSTER_LEVELS

    def deals_group(self, catalog: Catalog, group: str) -> bool:
        grp = catalog.groups[group]
        return grp.kind != "monster" or self.options["dungeon"] != variants.FOUR_FOUR_FOUR or bool(grp.level)

    def deals_group_rule(self) -> str | None:
        if self.options["dungeon"] == variants.FOUR_FOUR_FOUR:
            return "the 4-4-4 dungeon needs monster groups with levels; Classic groups have none"
        return None

    def check_cards(self, catalog: Catalog, setup: Setup) -> str | None:
        return variants.check_cards(catalog, setup, self.options["dungeon"])

    def arrange_dungeon(self, game: Game, monsters: list[int], guards: list[int], stones: list[int],
                        r: int) -> tuple[list[int], int] | None:
        if self.options["dungeon"] == variants.FOUR_FOUR_FOUR:
            return variants.four_four_four(game, monsters, guards, stones, r)
        return None

    def can_buy_card(self, game: Game, card: int) -> bool:
        return not self.options["hard_knocks"] or variants.can_buy_card(game, card)

    def has_gold_value(self, game: Game, card: int) -> bool:
        return game.defn(card).gold_printed

    def destroyed_card_place(self, game: Game, card: int) -> tuple[str, str | int] | None:
        d = game.defn(card)
        if d.group in self.BASIC_GROUPS and game.state.loc.get(card, "").endswith(".hand"):
            return f"stack.{d.group}", "top"  # back face up onto its village stack, to be bought again
        return None

    def is_village_stack(self, game: Game, group: str) -> bool:
        return game.catalog.groups[group].kind != "hero"  # Hinweis, p. 9; Lexikon: Heldenstapel

    def why_not_visit(self, game: Game, place: str) -> str | None:
        from game.engine.effects.advance_curses import why_not_visit

        return why_not_visit(game, place)  # Curse of War: no Rest or Prepare while it is in the hand

    def visited(self, game: Game, place: str) -> None:
        if place == "prepare":
            from game.engine.rules import prepare

            prepare.start(game)

    def battle_steps(self, game: Game, monster: int) -> list[Step]:
        from game.engine.rules import aftermath

        return aftermath.battle_steps(game, monster)

    def check_game_over(self, game: Game) -> bool | None:
        from game.engine.rules import bearer

        return bearer.check_game_over(game)

    def winners(self, game: Game, scores: dict[int, int]) -> list[int]:
        from game.engine.rules import bearer

        return bearer.winners(game, scores)
