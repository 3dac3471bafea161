"""Advance's Thunderstone Bearer and the end of the game (Towers of Ruin rulebook: Spielziel, Das
Spielende, Wächter; Was ist neu: Endgegner).

- The Bearer (card kind `thunderstone_bearer`) is a Guardian monster: shuffled into the bottom 11
  of the dungeon deck at setup, as the Classic Thunderstone is (layout.lay_out), immune to effects
  that would take it from the hall without a fight or move it to another rank, never retreating
  under the deck after a lost battle (CardDef.is_guardian; Mode.can_leave_hall).
- While another Guardian is in the hall, the Bearer cannot be defeated (battle._unmet_requirement).
- The game ends at the end of the turn in which the active player defeats the Bearer, or in which
  the Bearer reaches rank 1 and flees (nobody gets it).
- Score: the VP of every card a player owns. A tie goes to the tied player who defeated the
  Bearer; if it fled or another player defeated it, to the tied player with the most XP; a tie
  in XP too is a shared win (reading: the rulebook says nothing more).

A game whose dungeon holds no Bearer (an Advance game with a Classic Thunderstone) ends as Classic.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.rules import scoring

if TYPE_CHECKING:
    from game.engine.game import Game

KIND = "thunderstone_bearer"


def is_bearer(game: Game, card: int) -> bool:
    return game.defn(card).kind == KIND


def bearers(game: Game) -> list[int]:
    """Every Bearer card of the game, wherever it is."""
    return [c for c in range(len(game.state.cards)) if is_bearer(game, c)]


def defeated_this_turn(game: Game) -> int | None:
    """The Bearer the active player defeated this turn, if any."""
    return next((m for m in game.state.turn.defeated if is_bearer(game, m)), None)


def fled(game: Game) -> int | None:
    """The Bearer in rank 1: it has reached the entrance and flees."""
    c = game.state.hall_card(1)
    return c if c is not None and is_bearer(game, c) else None


def check_game_over(game: Game) -> bool | None:
    """At the end of a turn: the Bearer defeated or fled ends the game (the mode scores it); None
    when the game has no Bearer at all (the Classic Thunderstone decides)."""
    if not bearers(game):
        return None
    st = game.state
    if (beaten := defeated_this_turn(game)) is not None:
        game.mode.finish(game, st.active, f"{st.players[st.active].name} defeated {game.name(beaten)}")
        return True
    if (gone := fled(game)) is not None:
        game.mode.finish(game, None, f"{game.name(gone)} reached rank 1 and fled")
        return True
    return False


def holders(game: Game) -> list[int]:
    """The players who own a Bearer card: the one who defeated it."""
    return [p for p in range(len(game.state.players))
            if any(is_bearer(game, c) for c in game.state.player_cards(p))]


def winners(game: Game, scores: dict[int, int]) -> list[int]:
    """The most VP; among the tied, the Bearer's victor; else the most XP; else all of them."""
    best = max(scores.values())
    tied = [p for p, s in scores.items() if s == best]
    if not bearers(game):
        return scoring.winners(game, scores)
    if len(tied) == 1:
        return tied
    victor = [p for p in tied if p in holders(game)]
    if victor:
        return victor
    most = max(game.state.players[p].xp for p in tied)
    return [p for p in tied if game.state.players[p].xp == most]

