"""The end of the game (rulebook: Winning the Game; Stone of Terror and Stone of Scorn glossary).

Each player scores the victory points of every card they own. Ties go to a tied player holding a
Thunderstone; otherwise the tied players share the victory."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.game import Game

KIND_LABELS = {"hero": "Heroes", "monster": "Monsters", "guardian": "Monsters", "village": "Village cards",
               "thunderstone": "Thunderstones", "disease": "Disease", "treasure": "Treasures"}
KIND_LABELS["thunderstone_bearer"] = "Monsters"  # Advance's Bearer: a Guardian monster


def card_count(game: Game, player: int, kind: str) -> int:
    return sum(1 for c in game.state.player_cards(player) if game.matches(c, {"kind": kind}))


def score_card(game: Game, player: int, card: int) -> int:
    d = game.defn(card)
    vp = d.vp
    for bonus in d.score:
        if bonus.per_group:  # the Swarm, the Horde: one per card of the group held, this one included
            held = sum(1 for c in game.state.player_cards(player)
                       if game.defn(c).group == d.group and not game.defn(c).is_stand_in)
            each = bonus.amount * held
            vp += each if bonus.max_each is None else min(each, bonus.max_each)
        if bonus.per_other:
            others = sum(1 for c in game.state.player_cards(player)
                         if c != card and game.matches(c, {"kind": bonus.per_other}))
            vp += bonus.amount * others
        if bonus.if_others_have_more:
            mine = card_count(game, player, bonus.if_others_have_more)
            rivals = [card_count(game, p, bonus.if_others_have_more)
                      for p in range(len(game.state.players)) if p != player]
            if rivals and all(o > mine for o in rivals):
                vp += bonus.amount
    return vp


def breakdown(game: Game, player: int) -> dict[str, int]:
    """Victory points by kind of card."""
    out: dict[str, int] = {}
    for c in game.state.player_cards(player):
        label = KIND_LABELS.get(game.defn(c).kind, "Other")
        out[label] = out.get(label, 0) + score_card(game, player, c)
    return out


def score(game: Game, player: int) -> int:
    return sum(breakdown(game, player).values())


def thunderstone_holders(game: Game) -> list[int]:
    return [p for p in range(len(game.state.players)) if card_count(game, p, "thunderstone") > 0]


def winners(game: Game, scores: dict[int, int]) -> list[int]:
    best = max(scores.values())
    tied = [p for p, s in scores.items() if s == best]
    if len(tied) > 1:
        holders = [p for p in tied if p in thunderstone_holders(game)]
        if holders:
            return holders
    return tied
