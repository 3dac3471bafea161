"""Alone in the Dark: solo with a village of single cards (rulebook: Variants, Alone in the Dark),
on top of any of the three solo levels.

- 6 hero and 12 village groups; one card of each village group and one card of each level of each
  hero (a Veteran has four); the Basic stacks start empty once the starting deck is dealt.
- Only level 1 heroes can be bought; the higher levels are reached by levelling up, while one is left.
- A card of the player's that is destroyed goes back to its village stack (a hero to its place by
  level, a starting Basic card onto its Basic stack, which can then be bought from). Cards with no
  village stack (monsters, treasures, the Thunderstone) are destroyed as usual.
- The player wins with more victory points than the village pile AND at least 4 top-level heroes
  (option top_heroes_needed) among their cards at the end.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from game.engine.modes.base import Option, Stakes
from game.engine.modes.solo import SOLO_OPTIONS, Solo

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.game import Game


class AloneInTheDark(Solo):
    name = "alone"
    label = "Alone in the Dark"
    description = ("Solo with one card per village stack and per hero level: only level 1 heroes are "
                   "bought, destroyed cards go back to the village, and 4 top-level heroes are needed to win.")
    OPTIONS = SOLO_OPTIONS + (
        Option("top_heroes_needed", 4, "Top-level heroes needed",
               "How many heroes of their type's highest level the player needs at the end to win.",
               kind=int, minimum=0),
    )

    def group_counts(self, players: int) -> dict[str, int]:
        return {"monsters": 3, "heroes": 6, "village": 12}

    def stack_cards(self, catalog: Catalog, group: str, keys: list[str], players: int) -> list[str]:
        kind = catalog.groups[group].kind
        if kind == "basic":  # only what the starting deck takes: no Basic stack in the village
            from game.engine.setup import STARTING_DECK

            keys = keys[: STARTING_DECK.get(group, 0) * players]
        elif kind in ("hero", "village"):  # one card of each village card and of each hero level
            keys = list(dict.fromkeys(keys))
        return super().stack_cards(catalog, group, keys, players)

    def can_buy_card(self, game: Game, card: int) -> bool:
        d = game.defn(card)
        return not d.is_hero or d.level in (None, 1)  # Militia has no level: a Basic card

    def destroyed_card_place(self, game: Game, card: int) -> tuple[str, str | int]:
        st = game.state
        d = game.defn(card)
        owned = st.loc.get(card, "").startswith("p")
        if not owned or d.group not in st.stacks:
            return super().destroyed_card_place(game, card)
        stack = st.stacks[d.group]
        if d.is_hero:  # back to its place: the stack keeps the lowest level on top
            return f"stack.{d.group}", sum(1 for c in stack if (game.defn(c).level or 0) < (d.level or 0))
        return f"stack.{d.group}", "top"

    def stakes(self) -> Stakes:
        return replace(super().stakes(), top_heroes_needed=self.options["top_heroes_needed"])

    def top_level_heroes(self, game: Game, player: int) -> int:
        def top(group: str) -> int:
            return max(game.catalog.cards[k].level or 0 for k in game.catalog.groups[group].cards)

        return sum(1 for c in game.state.player_cards(player)
                   if game.defn(c).is_hero and game.defn(c).level is not None  # not Militia
                   and game.defn(c).level == top(game.defn(c).group))

    def outcome(self, game: Game, scores: dict[int, int], reason: str) -> tuple[list[int], dict | None, str]:
        winners, verdict, why = super().outcome(game, scores, reason)
        assert verdict is not None
        heroes = self.top_level_heroes(game, 0)
        need = self.options["top_heroes_needed"]
        extra: dict[str, Any] = {"top_level_heroes": heroes, "top_heroes_needed": need}
        verdict.update(extra)
        if heroes < need:
            verdict["won"] = False
            winners = []
        return winners, verdict, f"{why}; {heroes} top-level heroes of the {need} needed"
