"""The quick policy: sensible moves from the card values and the battle maths, without looking
ahead. The easy bot plays it directly; the stronger bots use it to play out the rest of a turn in
their private copies of the game (see heuristic.py).

It reads only what its player may know (its own hand, public zones, the card values of values.py)
and makes the equip search in a private copy. Every sequence it starts ends: abilities are used
once, a turn's battle plan is fixed once made (weapons are only put on toward it), and a turn that
runs too long falls back to attacking or ending it.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.ai import knowledge
from game.ai.battle_search import BattlePlan, BattleSearch
from game.ai.tuning import Tuning
from game.ai.values import ValueModel, _num, stall_light
from game.engine.actions import (
    Action,
    Attack,
    Buy,
    DestroyCard,
    EndTurn,
    Equip,
    LevelUp,
    Unequip,
    UseAbility,
    Visit,
)
from game.engine.errors import IllegalAction
from game.engine.rules import village as village_rules
from game.engine.rules.advance_village import EQUIPPED
from game.engine.turn_modifiers import abilities_of

if TYPE_CHECKING:
    from game.engine.cards import CardDef
    from game.engine.game import Game

MAX_TURN_ACTIONS = 80  # a bot turn longer than this only attacks or ends (a policy loop ends there)
MIN_DECK = 10  # resting destroys only Diseases from a deck this small
# questions of the solo and co-op modes: answered by the quick rules, which know what they are for
# (the playouts measure victory points, which these modes do not score)
MODE_PROMPTS = {"turn_in", "pass_card", "pass_discard"}
BENIGN_VERBS = {"draw", "gain", "extra_buy", "draw_one", "discard_top_card", "draw_discarding_matches",
                "each_hero_gains", "strengthen_hero", "put_on_deck", "discard_any_then_draw", "gain_xp",
                "weapons_weightless", "take_from_deck_top", "place_diseases_under_monsters", "swap_monster_with_hall",
                "each_other_hero_gains", "militia_copies_hero", "hero_from_village_for_battle", "conditional_buy",
                "gain_per", "if_chosen", "heroes_survive_battle", "reorder_dungeon", "wield_from_village"}


@dataclass
class Policy:
    """What differs between strengths in the quick policy."""

    tuning: Tuning = field(default_factory=Tuning)
    rest: bool = True  # rest to destroy weak cards
    level_up: bool = True
    use_light: bool = True  # take light into account (easy does not look at the rank)
    equip_search: bool = True  # try weapon assignments (easy equips greedily)


class Planner(BattleSearch):
    """The quick policy for any seat: `act(game)` gives a legal action for game.to_act."""

    def __init__(self, policy: Policy | None = None) -> None:
        self.policy = policy or Policy()
        self._plans: dict[tuple, BattlePlan | None] = {}  # None: no battle to plan
        self._vms: dict[tuple, ValueModel] = {}

    # --- values ---
    def vm(self, game: Game, player: int) -> ValueModel:
        """A value model per player and position. Values use public facts and the player's own
        cards, which are the same in every private copy of the same moment. The key holds what a
        model reads that a turn changes, the XP and the stacks too (a village card may give XP, and
        another player's purchase changes the stacks and not my cards), and the light a stall calls
        for (values.stall_light, read from the log, which a private copy has not), so that which
        models the cache still holds does not change a choice; playouts of the same moment share them."""
        st = game.state
        key = (player, st.turn_number, tuple(sorted(st.player_cards(player))), len(st.dungeon),
               tuple(c for slot in st.hall for c in slot), tuple(p.xp for p in st.players), len(st.cards),
               tuple(len(s) for s in st.stacks.values()), stall_light(game))
        vm = self._vms.get(key)
        if vm is None:
            if len(self._vms) > 256:
                self._vms.clear()
            vm = self._vms[key] = ValueModel(game, player, self.policy.tuning)
        return vm

    def forget(self) -> None:
        self._plans.clear()
        self._vms.clear()

    # --- acting ---
    def act(self, game: Game) -> Action:
        st = game.state
        legal = game.legal_actions()
        if not legal:
            raise RuntimeError("no legal action")
        if len(legal) == 1:
            return legal[0]
        me = game.to_act
        if st.prompt is not None:
            return self.answer(game, legal)
        t = st.turn
        if t.choice is None:
            return self.choose_visit(game, legal)
        if t.choice == "village":
            return self.village_action(game, legal)
        if t.choice == "dungeon":
            if t.step == "prepare":
                return self.prepare_action(game, legal)
            return self.after_battle_action(game, legal)
        if t.choice == "rest":
            return self.rest_action(game, legal, me)
        return _end_or_first(legal)

    # --- the turn choice ---
    def choose_visit(self, game: Game, legal: list[Action]) -> Action:
        me = game.state.active
        vm = self.vm(game, me)
        options: dict[str, float] = {}
        places = {a.place for a in legal if isinstance(a, Visit)}
        if "village" in places:
            options["village"] = self.village_estimate(game, vm)
        if "rest" in places and self.policy.rest:
            options["rest"] = self.rest_estimate(game, vm)
        if "dungeon" in places:
            plan = self.plan_from_outside(game)
            if plan is not None:
                options["dungeon"] = plan.value + self.dungeon_stall_bonus(game, plan)
        if not options:
            return legal[0]
        best = max(options, key=lambda k: (options[k], k == "village"))
        return Visit(best)

    def dungeon_stall_bonus(self, game: Game, plan: BattlePlan | None = None) -> float:
        """The bonus a game standing still gives going into the dungeon: only when a battle there
        moves it on (`plan`: the hand's best battle from outside, planned here if not given)."""
        stall = stall_bonus(game)
        if not stall:
            return 0.0
        plan = plan if plan is not None else self.plan_from_outside(game)
        return stall if plan is not None and moves_on(plan) else 0.0

    def village_estimate(self, game: Game, vm: ValueModel) -> float:
        me = game.state.active
        gold = sum(game.card_gold(c) for c in game.hand(me))
        buys, value = self.best_purchases(game, vm, gold, 1)
        return value + self.level_up_estimate(game, vm, me)

    def rest_estimate(self, game: Game, vm: ValueModel) -> float:
        me = game.state.active
        cards = [c for c in game.hand(me) if _may_thin(game, c)]
        if len(game.state.player_cards(me)) <= MIN_DECK:
            cards = [c for c in cards if game.defn(c).is_disease]
        worth = [(vm.card_value(c), -rest_margin(vm, game.defn(c))) for c in cards]
        return max((-v for v, limit in worth if v < limit), default=0.0)

    def plan_from_outside(self, game: Game) -> BattlePlan | None:
        """The best battle the hand offers, planned in a private copy entered into the dungeon."""
        me = game.state.active
        if knowledge.is_private(game):  # (a playout's world: its hidden cards are dealt already)
            sim = knowledge.fork(game, knowledge.private_copy(game.state))
        else:
            sim = knowledge.determinize(game, me, knowledge.mix(game.state.event_count, me, 7))
        try:
            sim.apply(Visit("dungeon"))
        except IllegalAction:
            return None
        if sim.state.prompt is not None or sim.state.turn.step != "prepare":
            return None
        plan = self.search_battle(sim, me)
        if knowledge.is_private(game) and plan is not None:
            # a playout that goes into the dungeon plans this same battle again: keep it (outside a
            # private copy current_plan adds the stall bonus, so there the plan is made anew)
            if len(self._plans) > 64:
                self._plans.clear()
            self._plans[self.plan_key(sim)] = plan
        return plan

    # --- the village ---
    def village_action(self, game: Game, legal: list[Action], abilities: bool = True) -> Action:
        st = game.state
        me = st.active
        vm = self.vm(game, me)
        t = st.turn
        if t.step == "effects" and abilities:
            for a in legal:
                if isinstance(a, UseAbility) and self.ability_is_benign(game, a, vm, "village"):
                    return a
        buys = [a for a in legal if isinstance(a, Buy)]
        if buys:
            from game.engine.rules import village

            plan, value = self.best_purchases(game, vm, village.gold_left(game), village.buys_left(game))
            if plan and Buy(plan[0]) not in buys:  # a buy with a condition (Blacksmith: a Weapon) is not met
                plan, value = self.best_purchases(game, vm, village.gold_left(game), 1, {a.group for a in buys})
            if plan and Buy(plan[0]) in buys:
                return Buy(plan[0])
        levels = [a for a in legal if isinstance(a, LevelUp)]
        if levels and self.policy.level_up:
            best = self.best_level_up(game, vm, levels)
            if best is not None:
                return best
        return _end_or_first(legal)

    def best_purchases(self, game: Game, vm: ValueModel, gold: int, buys: int,
                       allowed: set[str] | None = None) -> tuple[list[str], float]:
        """The best set of purchases (one or two) with the gold and buys: stack keys in buying order
        and their total worth, among the `allowed` stacks if given. Cards worth nothing to this deck
        are not bought."""
        st = game.state
        tops = []
        for g, stack in st.stacks.items():
            if not stack or not game.mode.can_buy_group(game, g) or not game.mode.can_buy_card(game, stack[0]):
                continue
            if allowed is not None and g not in allowed:
                continue
            d = game.defn(stack[0])
            cost = village_rules.price(game, stack[0])  # Leprosy raises every price this turn
            if cost > gold:
                continue
            v = vm.def_value(d) + vm.goal_gain(d)
            if v > vm.tuning.buy_margin:
                tops.append((v, cost, g, stack))
        if not tops or buys <= 0:
            return [], 0.0
        tops.sort(key=lambda x: (-x[0], x[2]))
        best = ([tops[0][2]], tops[0][0])
        if buys >= 2:
            for (v1, c1, g1, s1), (v2, c2, g2, _s2) in itertools.combinations_with_replacement(tops, 2):
                if c1 + c2 > gold:
                    continue
                if g1 == g2 and len(s1) < 2:
                    continue
                if v1 + v2 > best[1]:
                    best = ([g1, g2], v1 + v2)
        return best

    def level_up_estimate(self, game: Game, vm: ValueModel, me: int) -> float:
        if not self.policy.level_up:
            return 0.0
        xp = game.mode.xp_available(game, me)
        total = 0.0
        for c in game.hand(me):
            d = game.defn(c)
            if not d.is_hero:
                continue
            gains = [vm.def_value(t) - vm.def_value(d) + vm.goal_gain(t, d) - vm.xp_value * cost
                     for t, cost in vm.level_targets(d) if cost <= xp]
            if gains and max(gains) > 0:
                total += max(gains)
                xp -= min(cost for t, cost in vm.level_targets(d))
        return total

    def best_level_up(self, game: Game, vm: ValueModel, levels: list[LevelUp]) -> LevelUp | None:
        from game.engine.rules import village

        best, best_v = None, 0.0
        for a in levels:
            target, cost, reason = village.level_target(game, a.card, a.into)
            if reason or target is None:
                continue
            d, t = game.defn(a.card), game.defn(target)
            gain = vm.def_value(t) - vm.def_value(d) + vm.goal_gain(t, d) - vm.xp_value * cost
            if gain > best_v:
                best, best_v = a, gain
        return best

    def ability_is_benign(self, game: Game, a: UseAbility, vm: ValueModel, place: str) -> bool:
        """Quick rule for using an ability: its steps only help, its cost is a card the deck is
        better without (or nothing), and nothing bad follows from having used it."""
        d = game.defn(a.card)
        ab = abilities_of(game, a.card)[a.index]
        if ab.repeat and any(c == a.card and i == a.index for c, i in game.state.turn.used):
            return False
        if d.is_disease and any(s.verb == "destroy_this" for s in ab.steps):  # Advance's curses: a way out
            return not ab.cost and self.way_out_pays(game, d, ab, vm, place)
        if not all(s.verb in BENIGN_VERBS for s in ab.steps):
            return False
        if any(s.verb == "gain" and isinstance(s.args.get("amount"), int) and s.args["amount"] < 0 for s in ab.steps):
            return False
        for other in d.abilities:
            if other.trigger in ("end_of_battle", "end_of_turn") and other.condition and "this_used" in other.condition:
                if vm.steps_power(d, other.steps) < 0:
                    return False
        for step in ab.cost:
            if step.verb in ("destroy", "discard"):
                cands = [c for c in game.hand(game.state.active) if c != a.card and game.matches(c, step.args.get("filter"))]
                if not cands or min(vm.card_value(c) for c in cands) > 0:
                    return False
            elif step.verb == "spend_xp":
                return False
            elif step.verb == "destroy_this" and d.kind == "treasure":  # given up for its effect (Amulets)
                if not self.treasure_pays_now(game, ab, vm, place):
                    return False
            elif step.verb == "destroy_this" and vm.card_value(a.card) > 0:  # Barkeep, Spear: the card itself
                return False
        if place == "village" and any(s.verb in ("each_hero_gains", "strengthen_hero") for s in ab.steps):
            return False
        return True

    def way_out_pays(self, game: Game, curse: CardDef, ab: Any, vm: ValueModel, place: str) -> bool:
        """Whether a curse's way out (its ability that destroys it) is worth its price now: the curse
        is gone for good, against gold this visit's purchases miss, a smaller next hand, or the
        abilities of this turn given up. A price that weakens this battle (light, attack) is never
        paid in the quick rules."""
        gain = -min(vm.deck_value(curse), 0.0)
        loss = 0.0
        for s in ab.steps:
            n = _num(s.args.get("amount", s.args.get("count")), 1.0)
            if s.verb == "lose_gold":
                from game.engine.rules import village

                left, buys = village.gold_left(game), village.buys_left(game)
                loss += self.best_purchases(game, vm, left, buys)[1] - \
                    self.best_purchases(game, vm, max(left - int(n), 0), buys)[1]
            elif s.verb == "draw_fewer":  # one hand of N cards fewer
                loss += n * max(vm.avg_power, 0.5) * vm.win_rate_slope
            elif s.verb == "no_more_abilities":
                me = game.state.active
                others = [c for c in game.hand(me) if not game.defn(c).is_disease
                          and any(x.trigger == "use" for x in game.defn(c).abilities)]
                loss += 0.5 * len(others)
            elif s.verb in ("light_to_zero", "lower_total_attack") or place == "dungeon" and s.verb != "destroy_this":
                return False
        return gain > loss

    def treasure_pays_now(self, game: Game, ab: Any, vm: ValueModel, place: str) -> bool:
        """A treasure given up for gold pays when the gold buys something better; for Attack or
        Magic Attack, when the battle planned without it is lost; one that draws cards, always."""
        gains = [s for s in ab.steps if s.verb == "gain" and isinstance(s.args.get("amount"), int)]
        gold = sum(s.args["amount"] for s in gains if s.args.get("stat") == "gold")
        if place == "village" and gold:
            from game.engine.rules import village

            left, buys = village.gold_left(game), village.buys_left(game)
            return self.best_purchases(game, vm, left + gold, buys)[1] > self.best_purchases(game, vm, left, buys)[1] + 0.05
        if place == "dungeon" and any(s.args.get("stat") in ("attack", "magic") for s in gains):
            plan = self.current_plan(game)
            return plan is not None and not plan.wins
        return not gains

    # --- the dungeon ---
    def prepare_action(self, game: Game, legal: list[Action], abilities: bool = True) -> Action:
        st = game.state
        me = st.active
        vm = self.vm(game, me)
        if abilities and len(st.turn.used) < 12 and not st.turn.equipment:
            for a in legal:
                if isinstance(a, UseAbility) and self.ability_is_benign(game, a, vm, "dungeon"):
                    return a
        plan = self.current_plan(game)
        return self.step_toward(game, legal, plan)

    def plan_key(self, game: Game) -> tuple:
        st = game.state
        t = st.turn
        # (the step too: a plan asked for before the dungeon is entered finds no attack)
        # the modifiers themselves, not their count (Iron Rations' +2 Strength on another hero is
        # another battle), but not Advance's marks of the weapons equipped: the search adds those
        mods = tuple((m.source, m.stat, m.amount, m.target) for m in t.modifiers if m.stat != EQUIPPED)
        return (st.turn_number, st.active, t.choice, t.step, tuple(sorted(game.hand())), tuple(t.used),
                mods, tuple(tuple(s) for s in st.hall), tuple(st.rank0), tuple(t.doomed))

    def current_plan(self, game: Game) -> BattlePlan | None:
        key = self.plan_key(game)
        if key not in self._plans:
            if len(self._plans) > 64:
                self._plans.clear()
            # the search tries weapons on and off: in a copy, unless this game is one already
            if knowledge.is_private(game):
                sim, stall = game, 0.0
            else:
                sim = knowledge.determinize(game, game.state.active, knowledge.mix(game.state.event_count, 11))
                stall = stall_bonus(game)
            self._plans[key] = self.search_battle(sim, game.state.active, stall)
        return self._plans[key]

    def set_plan(self, game: Game, plan: BattlePlan) -> None:
        self._plans[self.plan_key(game)] = plan

    def step_toward(self, game: Game, legal: list[Action], plan: BattlePlan | None) -> Action:
        """The next action toward the plan: take off what the plan does not carry, put on what it
        does, then attack."""
        t = game.state.turn
        attacks = [a for a in legal if isinstance(a, Attack)]
        if plan is None:
            return attacks[0] if attacks else _end_or_first(legal)
        legal_set = set(legal)
        for w, h in list(t.equipment.items()):
            if plan.equipment.get(w) != h and Unequip(w) in legal_set:
                return Unequip(w)
        for w, h in plan.equipment.items():
            if t.equipment.get(w) != h and Equip(w, h) in legal_set:
                return Equip(w, h)
        if Attack(plan.monster) in legal_set:
            return Attack(plan.monster)
        return attacks[0] if attacks else _end_or_first(legal)

    def after_battle_action(self, game: Game, legal: list[Action]) -> Action:
        used = game.state.turn.used
        for a in legal:
            if isinstance(a, UseAbility) and (a.card, a.index) not in used:
                return a
        return _end_or_first(legal)

    # --- resting ---
    def rest_action(self, game: Game, legal: list[Action], me: int) -> Action:
        vm = self.vm(game, me)
        # resting thins the deck of weak cards, never of real heroes, and keeps a deck to draw
        destroys = [a for a in legal if isinstance(a, DestroyCard) and _may_thin(game, a.card)]
        if len(game.state.player_cards(me)) <= MIN_DECK:
            destroys = [a for a in destroys if vm.defn(a.card).is_disease]
        if destroys and self.policy.rest:
            worst = min(destroys, key=lambda a: (vm.card_value(a.card), a.card))
            if vm.card_value(worst.card) < -rest_margin(vm, vm.defn(worst.card)):
                return worst
        return _end_or_first(legal)

    # --- playing out a turn in a private copy ---
    def play_turn(self, sim: Game, me: int, limit: int = 200) -> None:
        """Play the quick policy in the copy until my turn would end (the EndTurn is not made), the
        game ends, or another player's turn begins."""
        start_turn = sim.state.turn_number
        for _ in range(limit):
            st = sim.state
            if st.over or st.turn_number != start_turn:
                return
            a = self.act(sim)
            if isinstance(a, EndTurn) and st.active == me:
                return
            sim.apply(a)

    def finish_turn(self, sim: Game, limit: int = 200) -> None:
        """End the turn in the copy and play out what the end of a turn asks (breaches, the game
        ending when the Thunderstone reaches rank 1), until the next turn begins."""
        start = sim.state.turn_number
        for _ in range(limit):
            if sim.state.over or sim.state.turn_number != start:
                return
            sim.apply(self.act(sim))

    def play_until_my_turn(self, sim: Game, me: int, after: int | None = None, limit: int = 1000) -> None:
        """End my turn in the copy and play the other seats until my next turn after turn number
        `after` (default: the turn now) begins."""
        start = sim.state.turn_number if after is None else after
        for _ in range(limit):
            st = sim.state
            if st.over or (st.turn_number != start and st.active == me):
                return
            sim.apply(self.act(sim))

    def play_rounds(self, sim: Game, turns: int, limit: int = 2000) -> None:
        """Play the quick policy for every seat for a number of turns (or to the end)."""
        end = sim.state.turn_number + turns
        for _ in range(limit):
            if sim.state.over or sim.state.turn_number >= end:
                return
            sim.apply(self.act(sim))


def stall_bonus(game: Game) -> float:
    """When a whole round has gone by with the game standing still (nothing worth buying, nothing
    worth fighting), the game must still go on: going into the dungeon, and every battle that
    changes the hall, gains a bonus that grows each idle turn until someone moves the game on."""
    idle = knowledge.idle_turns(game) - len(game.state.players)
    return 0.0 if idle <= 0 else 1.0 * idle


def moves_on(plan: BattlePlan) -> bool:
    """Whether one of the battles a hand offers changes the hall, won or lost: only such a battle
    moves a game that stands still on (a battle lost to a monster that comes straight back, or
    that stays, only passes the turn)."""
    return any(p.moves_on for p in (plan, *plan.alternatives))


def rest_margin(vm: ValueModel, d: CardDef) -> float:
    """How far below nothing a card's worth must be to rest it away: a Disease goes at any loss,
    a card that could be bought again only when clearly a loss (values move with the deck)."""
    return 0.0 if d.is_disease else vm.tuning.rest_margin


def _may_thin(game: Game, card: int) -> bool:
    """Resting may destroy anything but a real hero (Militia are fair game)."""
    d = game.defn(card)
    return not d.is_hero or d.has_class("Militia")


def finishing_action(legal: list[Action]) -> Action:
    """A turn past MAX_TURN_ACTIONS: attack if it may, else end it."""
    for kind in (Attack, EndTurn):
        for a in legal:
            if isinstance(a, kind):
                return a
    return legal[0]


def _end_or_first(legal: list[Action]) -> Action:
    for a in legal:
        if isinstance(a, EndTurn):
            return a
    return legal[0]


__all__ = ["Planner", "Policy", "BattlePlan", "CardDef"]
