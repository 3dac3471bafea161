"""How a bot values a position in a mode played against the dungeon (solo, Alone in the Dark,
co-op: the mode's `Stakes`): the players' total against the village pile's in the mode's measure,
the monsters taken from the dungeon (the village never gets them), what the coming turn is likely
to let through (nothing while a respite holds the hall back), and in Alone in the Dark the way to
the top-level heroes the end also needs. A mixin of the value model (values.py), which gives it
the worth of single cards."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ai.tuning import Tuning
    from game.engine.cards import CardDef
    from game.engine.game import Game
    from game.engine.modes.base import Stakes


class DungeonStakes:
    """The value model's judgement of a position against the dungeon."""

    # given by the value model (values.ValueModel)
    stakes: Stakes | None
    tuning: Tuning
    defs: list[CardDef]
    hero_stacks: dict[str, list[int]]
    top_levels: dict[str, int]
    xp_value: float
    attack_per_darkness: int
    light_per_hand: float
    magic_per_hand: float
    hand_sigma: float

    def measure(self, d: CardDef) -> float:
        raise NotImplementedError

    def vp(self, d: CardDef) -> float:
        raise NotImplementedError

    def deck_value(self, d: CardDef) -> float:
        raise NotImplementedError

    def trophy_loss(self, d: CardDef, points: float) -> float:
        raise NotImplementedError

    def defn(self, card: int) -> CardDef:
        raise NotImplementedError

    def attack_per_hand(self) -> float:
        raise NotImplementedError

    def stakes_value(self, game: Game, me: int, doomed: set[int]) -> float:
        """A position in a mode played against the dungeon: the standing (the players' total less
        the village pile's, in the mode's measure), the monsters I took from the dungeon (the
        village will never get them), what my cards and XP add to the deck, what the coming turn is
        likely to let through, and the progress toward what else the end needs."""
        assert self.stakes is not None
        st = game.state
        mine, village = game.mode.standing(game) or (0, 0)
        v = float(mine - village)
        for c in st.player_cards(me):
            d = game.defn(c)
            if c not in doomed:
                v += self.deck_value(d)
            if d.is_monster:  # a monster I defeated is also one the village will never get
                v += self.measure(d) - self.trophy_loss(d, self.measure(d) + self.vp(d))
        v += self.xp_value * st.players[me].xp
        if not self.stakes.pool_counts:  # a pool that counts for the party is in the standing already
            v += self.xp_value * (game.mode.xp_available(game, me) - st.players[me].xp)
        v += self.hall_threat(game)
        if self.stakes.top_heroes_needed:
            v += self.heroes_goal_value(game, me, doomed)
        return v

    def defeat_bonus(self, game: Game, monster: int) -> float:
        """What a defeat is worth against the dungeon beyond the card itself: the monster can no
        longer get through to the village, and a respite it earns holds the hall back a turn (one
        monster fewer gets through: an average one of those in the hall)."""
        if self.stakes is None:
            return 0.0
        d = game.defn(monster)
        v = self.measure(d)
        need = self.stakes.respite_min_xp
        if self.stakes.cards_per_turn and need is not None and (d.xp or 0) >= need:
            others = [game.defn(c) for slot in game.state.hall for c in slot if c != monster]
            points = [self.measure(o) for o in others if o.is_monster]
            v += sum(points) / len(points) if points else 0.0
        return v

    def beat_chance(self, d: CardDef, rank: int) -> float:
        """The chance a hand of my deck beats this monster in this rank (a normal spread of hand
        totals, of Magic Attack alone against a magic-only monster; light short of the rank's
        darkness costs what the board says a point)."""
        need = (d.health or 0) + self.attack_per_darkness * max(rank - self.light_per_hand, 0.0)
        mu = self.magic_per_hand if d.trait("magic_attack_only") is not None else self.attack_per_hand()
        z = (mu - need) / self.hand_sigma
        return 0.5 * math.erfc(-z / math.sqrt(2))

    def hall_threat(self, game: Game) -> float:
        """What the coming turn is likely to let through, when the hall advances by itself: the
        monster in rank 1 gets to the village at the end of the turn unless a respite holds the
        hall back or my next hand beats it."""
        assert self.stakes is not None
        d = self.coming_escape(game) if self.stakes.cards_per_turn else None
        if d is None:
            return 0.0
        return -(1 - self.tuning.fight_share * self.beat_chance(d, 1)) * self.measure(d)

    def coming_escape(self, game: Game) -> CardDef | None:
        """The monster the end of this turn lets through to the village as the hall stands: rank
        1's (Advance solo: only when the push reaches it), none while a respite holds the hall."""
        if game.mode.held_turns(game) > 0:
            return None
        card = game.mode.next_escape(game)
        return game.defn(card) if card is not None and game.defn(card).is_monster else None

    def heroes_goal_value(self, game: Game, me: int, doomed: set[int]) -> float:
        """Alone in the Dark: progress toward the top-level heroes the end needs (goal_progress)."""
        st = game.state
        defs = [game.defn(c) for c in st.player_cards(me) if c not in doomed]
        tops = {g: [game.defn(c).level for c in s] for g, s in st.stacks.items() if g in self.hero_stacks}
        return self.goal_worth(self.goal_progress(defs, tops))

    def goal_worth(self, progress: float) -> float:
        assert self.stakes is not None
        need = max(self.stakes.top_heroes_needed, 1)
        return self.tuning.goal_value * min(progress, need) / need

    def goal_progress(self, defs: list[CardDef], stacks: dict[str, list[int | None]]) -> float:
        """How near a deck is to the top-level heroes the end needs: a top-level hero counts 1; the
        highest hero of a type whose top level is still in the village counts a half per level short;
        the best types count, as many as are needed."""
        assert self.stakes is not None
        best: dict[str, float] = {}
        for d in defs:
            if not d.is_hero or d.level is None or d.group not in self.top_levels:
                continue
            top = self.top_levels[d.group]
            if d.level >= top:
                best[d.group] = 1.0
            elif top in stacks.get(d.group, ()):
                best[d.group] = max(best.get(d.group, 0.0), 0.5 ** (top - d.level))
        ranked = sorted(best.values(), reverse=True)
        return sum(ranked[:self.stakes.top_heroes_needed])

    def goal_gain(self, add: CardDef | None, remove: CardDef | None = None) -> float:
        """What gaining a card (bought, or the hero a level-up makes, in place of `remove`) adds to
        the progress toward the end's top-level heroes (nothing when the mode needs none)."""
        if self.stakes is None or not self.stakes.top_heroes_needed:
            return 0.0
        stacks = {g: [self.defn(c).level for c in s] for g, s in self.hero_stacks.items()}
        before = self.goal_progress(self.defs, stacks)
        after_defs = list(self.defs)
        if remove is not None and remove in after_defs:
            after_defs.remove(remove)
        if add is not None:
            after_defs.append(add)
            if add.group in stacks and add.level in stacks[add.group]:
                stacks[add.group].remove(add.level)
        return self.goal_worth(self.goal_progress(after_defs, stacks)) - self.goal_worth(before)
