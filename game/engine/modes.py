"""Modes: the hooks where solo and co-op play differ from the competitive game.

The competitive game is the base Mode; other modes override the hooks they change. Rules code calls
these hooks and never asks which mode it is in."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.cards import Step
from game.engine.events import GameEnded, ModeChanged, Moved
from game.engine.rules import dungeon, features, hall, scoring, village

if TYPE_CHECKING:
    from game.engine.game import Game


class Mode:
    name = "competitive"

    # --- setup ---
    def min_players(self) -> int:
        return 2

    def max_players(self) -> int:
        return 5

    # --- turn ---
    def why_not_visit(self, game: Game, place: str) -> str | None:
        return None

    def visited(self, game: Game, place: str) -> None:
        pass

    def end_of_turn(self, game: Game) -> None:
        pass

    def end_of_round(self, game: Game) -> None:
        pass

    # --- village ---
    def can_buy_group(self, game: Game, group: str) -> bool:
        return True

    def can_buy_card(self, game: Game, card: int) -> bool:
        return True

    def xp_available(self, game: Game, player: int) -> int:
        return game.state.players[player].xp

    def spend_xp(self, game: Game, player: int, cost: int, reason: str = "level_up") -> None:
        village.spend_xp(game, player, cost, reason)

    def gain_xp(self, game: Game, player: int, xp: int, reason: str = "defeat") -> None:
        dungeon.gain_xp(game, player, xp, reason)

    # --- cards and monsters ---
    def destroyed_card_zone(self, game: Game, card: int) -> str:
        return "destroyed"

    def can_leave_hall(self, game: Game, monster: int) -> bool:
        """Guardians and monsters that must be defeated ignore effects that would move them."""
        d = game.defn(monster)
        return d.kind != "guardian" and d.trait("must_be_defeated") is None

    def extra_battle_steps(self, game: Game, monster: int) -> list[Step]:
        return []

    def monster_entered_hall(self, game: Game, card: int | None) -> None:
        pass

    def monster_defeated(self, game: Game, monster: int) -> None:
        """A defeated monster goes to the attacker's discard pile."""
        game.emit(Moved(monster, game.state.loc[monster], f"p{game.state.active}.discard", "defeat", "top"))

    def monster_undefeated(self, game: Game, monster: int) -> None:
        """An undefeated monster retreats to the bottom of the dungeon deck, unless it must be
        defeated to leave the hall."""
        if self.can_leave_hall(game, monster):
            game.emit(Moved(monster, game.state.loc[monster], "dungeon", "retreat", "bottom"))

    # --- the end ---
    def check_game_over(self, game: Game) -> bool:
        """The game ends when the Thunderstone reaches rank 1 (rulebook: Winning the Game)."""
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
        scores = {p: scoring.score(game, p) for p in range(len(game.state.players))}
        winners = scoring.winners(game, scores)
        game.emit(GameEnded({str(p): s for p, s in scores.items()}, tuple(winners), holder, reason))


class Competitive(Mode):
    pass


MODES: dict[str, type[Mode]] = {"competitive": Competitive}


def make_mode(name: str) -> Mode:
    try:
        return MODES[name]()
    except KeyError:
        raise ValueError(f"unknown mode {name!r}; known: {', '.join(MODES)}") from None


__all__ = ["Mode", "Competitive", "MODES", "make_mode", "ModeChanged"]
