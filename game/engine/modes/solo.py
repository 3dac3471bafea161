"""Standard solo (one player against the dungeon), levels Normal, Warrior and Nightmare
(shared/reference/solo-and-coop-rules.md: Standard solo).

- The hall starts empty. At the end of every turn, after the new hand is drawn, the monsters
  advance: the card in rank 1 is pushed out toward the village (a monster onto the village pile, a
  Guardian to rank 0), the others move one rank forward and the top card of the dungeon deck enters
  rank 3 (traps and treasures as usual; the monster that reaches rank 1 breaches). The hall grows by
  one rank per advance until all three ranks are in play (mode_data "hall_ranks"); refills fill
  only the ranks in play.
- An undefeated monster, and any monster that would go to the bottom of the dungeon deck, goes onto
  the village pile instead; the hall refills, which is not an advance. The solo rules' sentence on
  it can also be read as holding the monsters back at the end of that turn: option
  lost_battle_holds_back (off: the end of the turn advances as on any turn without a defeat).
- Defeating a monster earns a respite: the monsters do not advance at the end of the next turn
  (option respite_turn: "same" for the turn of the defeat). Warrior: only for a monster worth 2 XP or
  more; Nightmare: never (option respite_min_xp). mode_data "respites" lists the turns that rest.
- Warrior and Nightmare remove half of each hero level and each village stack at setup, the removed
  half rounded down (option halve_stacks; Basic stacks too with halve_basic_stacks).
- The game ends when the Thunderstone reaches rank 1 (taken by the player who defeats the monster
  before it, as usual). The player wins with more victory points than the village pile holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import ModeChanged
from game.engine.modes import common
from game.engine.modes.base import Level, Mode, Option, Stakes
from game.engine.rules import hall, scoring

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.game import Game

SOLO_LEVELS = (
    Level("normal", "Normal", "Defeating any monster holds the monsters back for a turn.",
          {"halve_stacks": False, "respite_min_xp": 0}),
    Level("warrior", "Warrior", "Half of each hero level and village stack; only monsters worth 2 XP "
          "or more hold the others back.", {"halve_stacks": True, "respite_min_xp": 2}),
    Level("nightmare", "Nightmare", "Half of each hero level and village stack; the monsters advance "
          "every turn.", {"halve_stacks": True, "respite_min_xp": None}),
)

SOLO_OPTIONS: tuple[Option, ...] = (
    Option("halve_stacks", False, "Halved stacks",
           "Remove half of each hero level and village stack at setup (the removed half rounded down).",
           (False, True)),
    Option("halve_basic_stacks", False, "Halve the Basic stacks too",
           "With halved stacks, also remove half of what the starting deck leaves in each Basic stack.",
           (False, True)),
    Option("respite_min_xp", 0, "Respite needs XP",
           "The XP a defeated monster must be worth to hold the monsters back for a turn; none: never.",
           kind=(int, type(None)), minimum=0),
    Option("respite_turn", "next", "Respite turn",
           "Which end of turn the respite skips: the next turn's (next) or the turn of the defeat (same).",
           ("next", "same")),
    Option("lost_battle_holds_back", False, "Lost battle holds back",
           "After a lost battle the monsters do not advance at the end of that turn.", (False, True)),
    Option("thunderstone_to_village", False, "Unclaimed Thunderstone to the village",
           "When the Thunderstone reaches rank 1 without being taken, its victory points count for the village.",
           (False, True)),
)


class Solo(Mode):
    name = "solo"
    label = "Solo"
    description = ("One player against the dungeon: a monster enters every turn and pushes the hall "
                   "toward the village; beat the village's score.")
    PLAYERS = (1, 1)
    LEVELS = SOLO_LEVELS
    OPTIONS = SOLO_OPTIONS
    measure = "vp"  # the player's victory points against the village pile's

    # --- setup ---
    def piles(self) -> tuple[str, ...]:
        return (common.VILLAGE_PILE,)

    def stack_cards(self, catalog: Catalog, group: str, keys: list[str], players: int) -> list[str]:
        if not self.options["halve_stacks"]:
            return keys
        kind = catalog.groups[group].kind
        if kind in ("hero", "village"):
            return halved(keys)
        if kind == "basic" and self.options["halve_basic_stacks"]:
            from game.engine.setup import STARTING_DECK

            dealt = STARTING_DECK.get(group, 0) * players
            return keys[:dealt] + halved(keys[dealt:])
        return keys

    def prepare_table(self, game: Game) -> None:
        game.emit(ModeChanged("hall_ranks", 0))  # the hall starts empty

    def prepare_scenario(self, game: Game) -> None:
        occupied = [r for r in (1, 2, 3) if game.state.hall_card(r) is not None]
        game.emit(ModeChanged("hall_ranks", 4 - occupied[0] if occupied else 0))

    # --- the hall ---
    def hall_front_rank(self, game: Game) -> int:
        return 4 - game.state.mode_data.get("hall_ranks", 3)

    def monster_to_dungeon_bottom(self, game: Game, monster: int, reason: str = "retreat") -> None:
        common.to_village(game, monster, reason)

    def monster_defeated(self, game: Game, monster: int) -> None:
        super().monster_defeated(game, monster)
        need = self.options["respite_min_xp"]
        if need is not None and (game.defn(monster).xp or 0) >= need:
            self._hold_back(game, game.state.turn_number + (1 if self.options["respite_turn"] == "next" else 0))

    def monster_undefeated(self, game: Game, monster: int) -> None:
        super().monster_undefeated(game, monster)
        if self.options["lost_battle_holds_back"] and game.state.loc[monster] == f"pile.{common.VILLAGE_PILE}":
            self._hold_back(game, game.state.turn_number)

    def _hold_back(self, game: Game, turn: int) -> None:
        """The monsters do not advance at the end of `turn`."""
        respites = set(game.state.mode_data.get("respites", ())) | {turn}
        game.emit(ModeChanged("respites", tuple(sorted(respites))))

    def end_of_turn(self, game: Game) -> None:
        st = game.state
        respites = tuple(st.mode_data.get("respites", ()))
        if st.turn_number in respites:
            game.emit(ModeChanged("respites", tuple(t for t in respites if t > st.turn_number)))
            game.emit(ModeChanged("respite_taken", st.turn_number))
            return
        self.advance(game)

    def advance(self, game: Game) -> None:
        """The monsters advance one rank; a new card enters rank 3 (see the module text)."""
        st = game.state
        if hall.thunderstone_in_rank1(game) is not None:
            return  # the game is over
        common.push_out_of_rank1(game)
        if st.hall_card(1) is None:
            common.shift_forward(game)
        ranks = st.mode_data.get("hall_ranks", 3)
        if ranks < 3:
            game.emit(ModeChanged("hall_ranks", ranks + 1))
        common.refill_then_breach(game, "advance")

    # --- what wins ---
    def stakes(self) -> Stakes:
        # the hall advances one card a turn; without a respite a defeat's refill comes on top of it
        need = self.options["respite_min_xp"]
        return Stakes("vp", need, 1.0, 1.0 if need is None else 0.0,
                      lost_battle_holds_back=self.options["lost_battle_holds_back"])

    def held_turns(self, game: Game) -> int:
        return sum(1 for t in game.state.mode_data.get("respites", ()) if t >= game.state.turn_number)

    # --- the end ---
    def before_scoring(self, game: Game, holder: int | None) -> None:
        stone = hall.thunderstone_in_rank1(game)
        if stone is not None and holder is None and self.options["thunderstone_to_village"]:
            common.to_village(game, stone, "escape")

    def standing(self, game: Game) -> tuple[int, int]:
        return scoring.score(game, 0), common.pile_total(game, common.VILLAGE_PILE, self.measure)

    def outcome(self, game: Game, scores: dict[int, int], reason: str) -> tuple[list[int], dict | None, str]:
        return common.vp_against_village(self, game, scores, reason)


def halved(keys: list[str]) -> list[str]:
    """Half of each kind of card removed, the removed half rounded down (keys stay in order)."""
    total = {k: keys.count(k) for k in keys}
    keep = {k: n - n // 2 for k, n in total.items()}
    out = []
    for k in keys:
        if keep[k] > 0:
            out.append(k)
            keep[k] -= 1
    return out
