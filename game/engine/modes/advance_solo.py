"""Thunderstone Advance solo (Towers of Ruin rulebook: Solitär-Thunderstone, Das Spielende, Das Spiel
gewinnen, Erhöhter Schwierigkeitsgrad; docs/advance.md section 15): mode `solo` of the Advance ruleset,
levels Normal, Veteran and Nightmare. Not Classic's solo (modes/solo.py): no respites, and the hall
fills from the back.

- Setup as usual, but the hall starts empty (Veteran and Nightmare: half of it filled, option
  `hall_at_setup`: 2 monsters on the Wilderness side, 1 on the Dungeon side, entering as the end of a
  turn brings them, without their Raid).
- At the end of every turn, the first included, the top card of the dungeon deck enters the deepest
  rank. A card already there is pushed one rank toward the entrance together with the cards directly
  in front of it; a gap stops the push (it takes the card behind it). With the hall full to rank 1,
  the rank-1 card is pushed out to the village's score pile (`pile.village`, face down), where its VP
  count against the player. With the dungeon deck empty the rearmost cards (the block with the
  deepest card) still move one rank each turn, so the hall empties.
- A defeated monster goes to the player's discard pile and leaves a gap: nothing refills the hall
  during the turn (Mode.refills_hall). An undefeated monster stays where it is. No ability puts a
  monster under the dungeon deck: such an effect leaves it where it is (reading of "cannot be used").
- The push happens as the turn ends, before the hand is discarded (reading: the Blackflock Ravener
  glossary places a Raid in the active player's turn before the discard); the monster that reaches
  rank 1 breaches, the one that enters raids, as the usual end of turn has them.
- The end: the Bearer defeated (at the end of that turn) or pushed out to the village pile; a Bearer
  in rank 1 does not flee in solo. A game with a Classic Thunderstone instead ends when it reaches
  rank 1 (the mixed-in card's own rule). The player wins with more VP than the village pile
  (the Bearer's too when it got there); a tie loses.
- Veteran: half of each hero level (3, 2 and 1 of Advance's 6, 4 and 2; the removed half rounded
  down), 4 cards in each village stack (the Basic stacks hold 3 a player anyway), the hall half
  filled. Nightmare: Veteran, and only monsters of levels 2 and 3 in the dungeon deck (the level-1
  group is left out; a group without a level, a Classic one, stays).
- The randomizers leave out the groups the rulebook advises against in solo (group key
  `solo_not_recommended`: Bhoidwood, Deepstrider, Ranger's Wilderness Map, the Imp and Tundra Wolf
  familiars); a setup may still name them by hand (it is advice, not a ban).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.cards import Step
from game.engine.events import HallShifted, Moved
from game.engine.modes import common
from game.engine.modes.base import Level, Mode, Option, Stakes
from game.engine.modes.solo import halved
from game.engine.rules import advance_triggers, bearer, features, scoring, swarm

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.effects import Ask
    from game.engine.game import Game
    from game.engine.setup import Setup
    from game.engine.state import Frame

VETERAN = {"halve_heroes": True, "village_stack_cards": 4, "hall_at_setup": "half"}

LEVELS = (
    Level("normal", "Normal", "The hall starts empty; a monster enters the deepest rank at the end of every turn.",
          {}),
    Level("veteran", "Veteran", "Half of each hero level, 4 cards in each village stack, the hall half "
          "filled at the start.", dict(VETERAN)),
    Level("nightmare", "Nightmare", "Veteran, and only level 2 and 3 monsters in the dungeon deck.",
          {**VETERAN, "level1_monsters": False}),
)

OPTIONS = (
    Option("halve_heroes", False, "Halved hero stacks",
           "Half of each hero level is left out at setup (3, 2 and 1 of a stack of 6, 4 and 2).", (False, True)),
    Option("village_stack_cards", None, "Village stack size",
           "How many cards each village stack holds at setup; none: all of them.",
           kind=(int, type(None)), minimum=1),
    Option("hall_at_setup", "empty", "The hall at the start",
           "empty: the monsters come in one a turn; half: half of the ranks filled at setup (2 on the "
           "Wilderness side, 1 on the Dungeon side).", ("empty", "half")),
    Option("level1_monsters", True, "Level 1 monsters",
           "Whether the level 1 monster group goes into the dungeon deck.", (True, False)),
)

PUSH = "push"  # the mode's own step: the end-of-turn push (run_step)


class AdvanceSolo(Mode):
    name = "solo"
    label = "Solo"
    description = ("One player against the dungeon (Thunderstone Advance): at the end of every turn a monster "
                   "enters the deepest rank and pushes the ones in front of it; a kill leaves a gap; beat "
                   "the village's score.")
    PLAYERS = (1, 1)
    LEVELS = LEVELS
    OPTIONS = OPTIONS
    measure = "vp"

    # --- setup ---
    def piles(self) -> tuple[str, ...]:
        return (common.VILLAGE_PILE,)

    def stack_cards(self, catalog: Catalog, group: str, keys: list[str], players: int) -> list[str]:
        kind = catalog.groups[group].kind
        if kind == "hero" and self.options["halve_heroes"]:
            return halved(keys)  # by card: each level keeps its larger half, in order
        size = self.options["village_stack_cards"]
        if kind == "village" and size is not None:
            return keys[:size]
        return keys

    def dungeon_groups(self, catalog: Catalog, groups: list[str]) -> list[str]:
        if self.options["level1_monsters"]:
            return groups
        return [g for g in groups if catalog.groups[g].level != 1]

    def leaves_out(self, catalog: Catalog, group: str) -> bool:
        return catalog.groups[group].solo_not_recommended

    def check_setup(self, catalog: Catalog, setup: Setup) -> str | None:
        if setup.monsters and not self.dungeon_groups(catalog, setup.monsters):
            return "Nightmare leaves the level 1 monsters out, and every monster group chosen is level 1"
        return None

    def prepare_table(self, game: Game) -> None:
        """The hall starts empty, or half filled (Veteran), the monsters entering as a push brings them."""
        if self.options["hall_at_setup"] == "half":
            for _ in range(len(game.state.hall) // 2):
                push(game, at_setup=True)

    # --- the turn ---
    def turn_ending_steps(self, game: Game) -> list[Step]:
        return [Step("_mode", {"name": PUSH})]

    def run_step(self, game: Game, frame: Frame, name: str, answer: tuple | None) -> Ask | None:
        if name != PUSH:
            return super().run_step(game, frame, name, answer)
        push(game)
        return None

    # --- the hall ---
    def refills_hall(self, game: Game) -> bool:
        return False

    def next_escape(self, game: Game) -> int | None:
        block = pushed_block(game)
        return game.state.hall_card(1) if block and block[0] == 1 else None

    def monster_undefeated(self, game: Game, monster: int) -> None:
        """It stays in the hall."""

    def monster_to_dungeon_bottom(self, game: Game, monster: int, reason: str = "retreat") -> None:
        """Nothing goes under the dungeon deck in solo: the monster keeps its rank."""

    # --- what wins ---
    def stakes(self) -> Stakes:
        return Stakes("vp", None, 1.0, 0.0, lost_battle_escapes=False)  # an undefeated monster stays

    def standing(self, game: Game) -> tuple[int, int]:
        return scoring.score(game, 0), common.pile_total(game, common.VILLAGE_PILE, self.measure)

    # --- the end ---
    def check_game_over(self, game: Game) -> bool:
        st = game.state
        if not bearer.bearers(game):
            if super().check_game_over(game):  # a Classic Thunderstone reaching rank 1
                return True
        elif (beaten := bearer.defeated_this_turn(game)) is not None:
            self.finish(game, 0, f"{st.players[0].name} defeated {game.name(beaten)}")
            return True
        elif (gone := next((c for c in st.piles.get(common.VILLAGE_PILE, ()) if bearer.is_bearer(game, c)),
                           None)) is not None:
            self.finish(game, None, f"{game.name(gone)} reached the village")
            return True
        if not st.dungeon and not any(st.hall):  # nothing left to come (a safety: the Bearer ends it first)
            self.finish(game, None, "the dungeon is empty")
            return True
        return False

    def outcome(self, game: Game, scores: dict[int, int], reason: str) -> tuple[list[int], dict | None, str]:
        return common.vp_against_village(self, game, scores, reason)


def pushed_block(game: Game) -> list[int]:
    """The ranks the next push moves, front first: the deepest rank and the cards directly in front of
    it (the rearmost block when the dungeon deck is empty, as nothing enters then)."""
    st = game.state
    occupied = [r for r in st.ranks() if st.hall_card(r) is not None]
    if not occupied:
        return []
    back = len(st.hall) if st.dungeon else occupied[-1]
    block: list[int] = []
    rank = back
    while rank >= 1 and st.hall_card(rank) is not None:
        block.insert(0, rank)
        rank -= 1
    return block


def push(game: Game, at_setup: bool = False) -> None:
    """One push (see the module text): the block moves up a rank, the rank-1 card out to the village
    pile when the block reaches it, and the top dungeon card enters the deepest rank (a Classic
    treasure turned over is found and the next card turned; a Classic trap springs in the deepest
    rank instead of a monster; at setup they go under the deck). At setup no Raid happens."""
    st = game.state
    block = pushed_block(game)
    if block and block[0] == 1:
        out = st.hall[0][0]  # (the block's ranks are the occupied ones)
        if game.defn(out).kind == "guardian":  # a Classic Guardian mixed in goes to Rank 0, as its breach would
            game.emit(Moved(out, "hall.1", "rank0", "rank0", "bottom"))
        else:
            common.to_village(game, out, "escape")
        block = block[1:]
    moves = tuple((st.hall[r - 1][0], f"hall.{r}", f"hall.{r - 1}") for r in block)
    if moves:
        game.emit(HallShifted(moves))
    deepest = len(st.hall)
    for _ in range(len(st.dungeon)):  # each card turned over at most once (setup puts some under the deck)
        card = st.dungeon[0]
        kind = game.defn(card).kind
        if kind in ("trap", "treasure") and at_setup:
            game.emit(Moved(card, "dungeon", "dungeon", "setup_bottom", "bottom"))
            continue
        if kind == "treasure":
            features.find_treasure(game, card)
            continue
        if kind == "trap":
            features.spring_trap(game, card, deepest)
            return
        game.move(card, f"hall.{deepest}", "enter")
        swarm.replace_stand_in(game, card)  # the Horde: the stack's top card comes in
        entered = st.hall_card(deepest)
        game.mode.monster_entered_hall(game, entered)
        if not at_setup and entered is not None:
            advance_triggers.raid(game, [entered])
        return
