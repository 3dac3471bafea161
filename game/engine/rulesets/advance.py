"""Thunderstone Advance (rulebook: Die Türme des Verderbens). What differs from Classic so far:

- the board has two sides (rulebook: Positions and Darkness; What's new: Changes in the Dungeon):
  the Wilderness, 4 ranks, each unlit point of darkness costs 1 attack; the Dungeon, 3 ranks, 2 each.
  The Wilderness is the default (the first game and beginners play it);
- a fourth turn choice, Prepare (rulebook: Vorbereitung): any cards of the hand go back on top of the
  deck in the order the player chooses, the rest are discarded, and the turn ends as usual, so the
  new hand starts with those cards (game.engine.rules.prepare).

Everything else still plays by the Classic rules; docs/advance.md lists what is left, in order."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from game.engine.rulesets.base import BoardSide, Ruleset

if TYPE_CHECKING:
    from game.engine.game import Game


class Advance(Ruleset):
    name: ClassVar[str] = "advance"
    label: ClassVar[str] = "Advance"
    description: ClassVar[str] = "Thunderstone Advance: the Towers of Ruin rules."
    BOARD_SIDES: ClassVar[tuple[BoardSide, ...]] = (
        BoardSide("wilderness", "Wilderness", 4, 1, "4 ranks; each point of darkness costs 1 attack"),
        BoardSide("dungeon", "Dungeon", 3, 2, "3 ranks; each point of darkness costs 2 attack"),
    )
    TURN_CHOICES: ClassVar[tuple[str, ...]] = ("village", "dungeon", "prepare", "rest")
    # the Advance solo rules (Veteran, Nightmare) and co-op are not in yet
    MODES: ClassVar[tuple[str, ...] | None] = ("competitive",)

    def visited(self, game: Game, place: str) -> None:
        if place == "prepare":
            from game.engine.rules import prepare

            prepare.start(game)
