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
from game.ai.answers import Answers, idle_hero
from game.ai.values import Tuning, ValueModel, _num
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
from game.engine.effects.filters import stat_value
from game.engine.errors import IllegalAction
from game.engine.rules import village as village_rules
from game.engine.rules.advance_village import EQUIPPED
from game.engine.turn_modifiers import abilities_of

if TYPE_CHECKING:
    from game.engine.cards import CardDef, Step
    from game.engine.game import Game

MAX_ASSIGNMENTS = 40  # equip assignments tried exhaustively; above this, greedily
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
class BattlePlan:
    """Weapons to carry (weapon -> hero), the monster to attack, and what it is expected to bring."""

    equipment: dict[int, int]
    monster: int
    value: float
    wins: bool
    margin: int = 0
    moves_on: bool = True  # win or lose, the hall changes (the game goes on toward its end)
    alternatives: list[BattlePlan] = field(default_factory=list)


@dataclass
class Outlook:
    """What a battle against one monster brings whatever the weapons carried (search_battle asks
    it once a monster, then totals each weapon assignment): the battle effects' outcomes where no
    weapon changes them (None: worked out for each assignment), the terms a defeat adds and those
    a lost battle adds, in the order they are added."""

    effects: list[tuple[float, set[int], int]] | None
    won: list[float]
    lost: list[float]
    retreat_moves_on: bool


# battle-effect verbs whose cost battle_effects works out without the weapons carried (any other
# verb, and a destroy that picks by a stat, is worked out again for every weapon assignment)
_WEAPON_BLIND = frozenset({"gain_disease", "destroy", "destroy_all", "destroy_all_but_chosen", "one_of",
                           "all_players", "each_other_player", "reveal_random_card", "ambush_deck_top",
                           "lose_xp", "no_spoils", "unless_reveal", "if_revealed", "reveal", "reveal_hand"})
# card filters that read only the card itself (not what it carries or does in this battle)
_FIXED_FILTER_KEYS = frozenset({"kind", "class", "not_class", "all_classes", "gold", "level_at_least", "level_at_most",
                                "level", "group", "vp_at_most", "vp_at_least", "gold_at_least", "not_kind",
                                "magic", "light", "any_of"})


@dataclass
class Policy:
    """What differs between strengths in the quick policy."""

    tuning: Tuning = field(default_factory=Tuning)
    rest: bool = True  # rest to destroy weak cards
    level_up: bool = True
    use_light: bool = True  # take light into account (easy does not look at the rank)
    equip_search: bool = True  # try weapon assignments (easy equips greedily)


class Planner(Answers):
    """The quick policy for any seat: `act(game)` gives a legal action for game.to_act."""

    def __init__(self, policy: Policy | None = None) -> None:
        self.policy = policy or Policy()
        self._plans: dict[tuple, BattlePlan | None] = {}  # None: no battle to plan
        self._vms: dict[tuple, ValueModel] = {}

    # --- values ---
    def vm(self, game: Game, player: int) -> ValueModel:
        """A value model per player and position. Values use public facts and the player's own
        cards, which are the same in every private copy of the same moment. The key holds all a
        model reads that a turn can change (the XP too: a village card may give some), so that
        which models the cache still holds does not change a choice; playouts of the same moment
        share them."""
        st = game.state
        key = (player, st.turn_number, tuple(sorted(st.player_cards(player))), len(st.dungeon),
               tuple(c for slot in st.hall for c in slot), tuple(p.xp for p in st.players), len(st.cards))
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
        worth = [(vm.card_value(c), -self.rest_margin(game.defn(c))) for c in cards]
        return max((-v for v, limit in worth if v < limit), default=0.0)

    def rest_margin(self, d: CardDef) -> float:
        """How far below nothing a card's worth must be to rest it away: a Disease goes at any loss,
        a card that could be bought again only when clearly a loss (values move with the deck)."""
        return 0.0 if d.is_disease else self.policy.tuning.rest_margin

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
            if v > self.policy.tuning.buy_margin:
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

    def search_battle(self, sim: Game, me: int, stall: float = 0.0) -> BattlePlan | None:
        """Try weapon assignments in the private copy (which must be preparing for battle) and
        return the best (assignment, monster), with the runners-up. When the game stands still,
        `stall` is added to every battle that changes the hall."""
        st = sim.state
        vm = self.vm(sim, me)
        monsters = [a.monster for a in sim.legal_actions() if isinstance(a, Attack)]
        if not monsters:
            return None
        # the weapons go back as they were at the end: in a playout `sim` is the game itself, and
        # the caller chooses among the actions it listed before the search
        worn = dict(st.turn.equipment)
        for w in worn:
            knowledge.try_action(sim, Unequip(w))
        hand = list(sim.hand(me))
        doomed = set(st.turn.doomed)
        # a weapon destroyed by its own effect (a thrown Spear) still fights in this battle
        weapons = [c for c in hand if sim.defn(c).is_weapon]
        heroes = [c for c in hand if sim.defn(c).is_hero and c not in doomed]
        # strength-giving weapons first (Toryn Gauntlet), then heavy ones
        weapons.sort(key=lambda w: (-sum(b.amount for b in sim.defn(w).bonuses if b.stat == "strength"),
                                    -(sim.defn(w).weight or 0), w))
        results: list[BattlePlan] = []

        outlooks = {m: self.outlook(sim, me, m, vm) for m in monsters}

        def evaluate(assign: dict[int, int]) -> None:
            for m in monsters:
                value, wins, margin = self.battle_value(sim, me, m, vm, outlooks[m])
                moves_on = wins or outlooks[m].retreat_moves_on
                if moves_on:
                    value += stall
                    if stall and knowledge.in_front_of_the_end(sim, m):
                        value += 0.5  # of the battles that move the game on, the one that ends it sooner
                results.append(BattlePlan(dict(assign), m, value, wins, margin, moves_on))

        if not weapons or not heroes:
            evaluate({})
        elif self.policy.equip_search and (len(heroes) + 1) ** len(weapons) <= MAX_ASSIGNMENTS:
            holders: list[int | None] = [None, *heroes]
            for combo in itertools.product(holders, repeat=len(weapons)):
                assign = {w: h for w, h in zip(weapons, combo, strict=True) if h is not None}
                if self._equip_all(sim, assign):
                    evaluate(assign)
                self._unequip_all(sim)
        else:
            greedy: dict[int, int] = {}
            for w in weapons:
                best_h, best_score = None, self._score(sim, me, outlooks, vm)
                for h in heroes:
                    if knowledge.try_action(sim, Equip(w, h)):
                        s = self._score(sim, me, outlooks, vm)
                        if s > best_score:
                            best_h, best_score = h, s
                        knowledge.try_action(sim, Unequip(w))
                if best_h is not None:
                    knowledge.try_action(sim, Equip(w, best_h))
                    greedy[w] = best_h
            evaluate(greedy)
        self._unequip_all(sim)
        self._equip_all(sim, worn)
        results.sort(key=lambda p: (-p.value, -p.margin, p.monster, len(p.equipment)))
        best = results[0]
        seen = {(best.monster, tuple(sorted(best.equipment.items())))}
        for p in results[1:]:
            k = (p.monster, tuple(sorted(p.equipment.items())))
            if k not in seen and len(best.alternatives) < 4:
                seen.add(k)
                best.alternatives.append(p)
        return best

    def _score(self, sim: Game, me: int, outlooks: dict[int, Outlook], vm: ValueModel) -> tuple:
        vals = [self.battle_value(sim, me, m, vm, o) for m, o in outlooks.items()]
        return max((v, margin) for v, _, margin in vals)

    @staticmethod
    def _equip_all(sim: Game, assign: dict[int, int]) -> bool:
        for w, h in assign.items():
            if not knowledge.try_action(sim, Equip(w, h)):
                return False
        return True

    @staticmethod
    def _unequip_all(sim: Game) -> None:
        for w in list(sim.state.turn.equipment):
            knowledge.try_action(sim, Unequip(w))

    def battle_value(self, game: Game, me: int, monster: int, vm: ValueModel,
                     outlook: Outlook | None = None) -> tuple[float, bool, int]:
        """(worth, wins, margin) of attacking the monster with the hand and weapons as they are,
        counting its battle effects on this hand (cards destroyed or discarded before the attack
        is totalled leave the breakdown); where an effect lets me choose (one_of), the best choice.
        `outlook`: the monster's, worked out once for every weapon assignment."""
        if outlook is None:
            outlook = self.outlook(game, me, monster, vm)
        effects = outlook.effects
        if effects is None:
            effects = self.battle_effects(game, me, monster, vm)
        return max((self._battle_outcome(game, me, monster, outlook, *e) for e in effects), key=lambda o: (o[0], o[2]))

    def _battle_outcome(self, game: Game, me: int, monster: int, outlook: Outlook, cost: float, lost_now: set[int],
                        attack_change: int) -> tuple[float, bool, int]:
        hand = [c for c in game.hand(me) if c not in lost_now] if lost_now else None
        bd = game.breakdown(monster, None, hand)
        total = bd.total + attack_change
        if not self.policy.use_light and bd.light_penalty:
            total += bd.darkness_loss  # easy misjudges the darkness (what it costs on this board: the ruleset)
        wins = bd.attackable and bd.failed_requirement is None and total >= bd.health
        value = -cost
        for term in outlook.won if wins else outlook.lost:
            value += term
        return value, wins, total - bd.health

    def outlook(self, game: Game, me: int, monster: int, vm: ValueModel) -> Outlook:
        """The part of a battle's worth that no weapon assignment changes (see Outlook)."""
        d = game.defn(monster)
        won = [vm.def_value(d) + vm.xp_value * d.xp + vm.tempo + vm.defeat_bonus(game, monster),
               -self.defeat_costs(game, monster, vm)]
        for _, ab in d.abilities_for("spoils"):
            won.append(0.5 * max(vm.steps_power(d, ab.steps), 0) * vm.scale)
        lost = [-0.2]
        if game.mode.can_leave_hall(game, monster):
            if vm.stakes is not None:  # against the dungeon: the mode says where a monster that wins goes
                if vm.stakes.lost_battle_escapes:  # Classic solo, co-op: to the village pile, against us
                    lost.append(-vm.measure(d))
            elif knowledge.retreat_moves_on(game, monster):
                lost.append(vm.tempo)  # it retreats under the dungeon deck: the end comes nearer
        at_once = game.ruleset.DESTROYS_AT_ONCE
        blind = all(_weapon_blind(s, at_once) for _, ab in d.abilities_for("battle") for s in ab.steps)
        effects = self.battle_effects(game, me, monster, vm) if blind else None
        return Outlook(effects, won, lost, knowledge.retreat_moves_on(game, monster))

    def defeat_costs(self, game: Game, monster: int, vm: ValueModel) -> float:
        """What defeating the monster costs me through the other monsters in the hall whose effects
        answer a defeat (Plaguebearer: every player gains a Disease), as every_players_share counts
        a cost to every player."""
        disease = game.catalog.cards.get(game.catalog.disease_key)
        shared = every_players_share(game, vm)
        if not shared or disease is None:
            return 0.0
        st = game.state
        cost = 0.0
        for other in [c for slot in st.hall for c in slot] + list(st.rank0):
            if other != monster:
                for _, ab in game.defn(other).abilities_for("monster_defeated"):
                    cost -= shared * _diseases_gained(ab.steps) * vm.deck_value(disease)
        return cost

    def battle_effects(self, game: Game, me: int, monster: int, vm: ValueModel) -> list[tuple[float, set[int], int]]:
        """What the monster's battle effects would cost this hand, one outcome for each way of
        answering the choices they offer (one_of): (worth lost, cards destroyed or discarded
        before the attack counts, change to the attack total)."""
        d = game.defn(monster)
        if "battle" not in d.triggers:  # most monsters: nothing to weigh
            return [(0.0, set(), 0)]
        steps: list[Step] = []
        for _ in range(game.battle_effect_times()):
            for _, ab in d.abilities_for("battle"):
                steps += list(ab.steps)
        hand = [c for c in game.hand(me) if c not in game.state.turn.doomed]
        disease = game.catalog.cards.get(game.catalog.disease_key)
        shared = every_players_share(game, vm)
        at_once = game.ruleset.DESTROYS_AT_ONCE  # Advance: a card destroyed in battle leaves it at once

        def run(steps: list[Step], cost: float, lost: set[int], lost_now: set[int],
                change: int) -> list[tuple[float, set[int], set[int], int]]:
            lost, lost_now = set(lost), set(lost_now)
            for i, s in enumerate(steps):
                a = s.args
                if s.verb == "one_of":  # each choice, with the steps after it
                    return [o for alt in a.get("steps", ()) for o in run([alt, *steps[i + 1:]], cost, lost, lost_now, change)]
                if s.verb == "all_players":  # my hand's share decides the battle; the cost is everyone's
                    return [o for c, lost2, now2, change2 in run(list(a.get("steps", ())), cost, lost, lost_now, change)
                            for o in run(list(steps[i + 1:]), cost + shared * (c - cost), lost2, now2, change2)]
                if s.verb == "gain_disease" and disease is not None:
                    cost -= _num(a.get("count"), 1.0) * vm.deck_value(disease)
                elif s.verb in ("destroy", "destroy_all", "destroy_all_but", "destroy_all_but_chosen"):
                    cands = [c for c in hand if c not in lost and game.matches(c, a.get("filter"))]
                    if s.verb == "destroy_all":
                        picked = cands
                    elif s.verb == "destroy_all_but_chosen":  # the player keeps the most valuable
                        picked = sorted(cands, key=lambda c: -vm.card_value(c))[int(_num(a.get("keep"), 2)):]
                    elif s.verb == "destroy_all_but":
                        keep = sorted(cands, key=lambda c: -_stat(game, c, a.get("most") or "strength"))
                        picked = keep[int(_num(a.get("keep"), 1)):]
                    else:
                        n = a.get("count", 1)
                        if not isinstance(n, int):
                            n = sum(1 for c in hand if game.matches(c, {"kind": "disease"}))
                        if a.get("most") or a.get("least"):
                            stat = str(a.get("most") or a.get("least"))
                            sign = -1 if a.get("most") else 1
                            cands.sort(key=lambda c: (sign * _stat(game, c, stat), vm.card_value(c)))
                        elif at_once:  # as the answer chooses: what the battle can spare
                            cands = self.battle_destroys(game, me, monster, cands, n, lost_now)
                        else:
                            cands.sort(key=lambda c: (vm.card_value(c), c))  # as the answer breaks ties
                        picked = cands[:n]
                    for c in picked:
                        lost.add(c)
                        cost += vm.card_value(c)
                        if a.get("now") or at_once:
                            lost_now.add(c)
                elif s.verb in ("discard", "discard_all"):  # the cards leave the battle
                    cands = [c for c in hand if c not in lost and game.matches(c, a.get("filter"))]
                    n = len(cands) if s.verb == "discard_all" else a.get("count", 1)
                    if isinstance(n, int) and cands:
                        picked = self.battle_discards(game, me, monster, cands, n, lost_now)
                        lost |= set(picked)
                        lost_now |= set(picked)
                    cost += 0.3
                elif s.verb == "each_hero_gains":
                    heroes = [c for c in hand if game.defn(c).is_hero and game.matches(c, a.get("filter"))]
                    per_hero = _num(a.get("attack"), 0) + _num(a.get("magic"), 0) + _num(a.get("attack_or_magic"), 0)
                    change += int(per_hero) * len(heroes)
                    loss = _num(a.get("strength"), 0)
                    if loss < 0:
                        for w, h in game.state.turn.equipment.items():
                            if (game.defn(h).strength or 0) + loss < (game.defn(w).weight or 0):
                                change -= game.defn(w).attack + game.defn(w).magic
                elif s.verb == "discard_strongest_hero_as_health":  # Belac: the hero goes, its attack is Health
                    heroes = [c for c in hand if game.defn(c).is_hero and c not in lost_now]
                    if heroes:
                        attack = {c: stat_value(game, c, "total_attack") for c in heroes}
                        strongest = max(heroes, key=lambda c: (attack[c], -heroes.index(c)))
                        lost.add(strongest)
                        lost_now.add(strongest)
                        change -= attack[strongest]
                elif s.verb == "ambush_deck_top":  # my deck's top card adds its price to the Health
                    deck = game.state.players[me].deck  # (known cards, unknown order: the average)
                    if deck:
                        change -= round(sum(game.defn(c).cost or 0 for c in deck) / len(deck))
                elif s.verb == "light_only_from_heroes":  # Iblis: the other cards' light goes out
                    bd = game.breakdown(monster, None, [c for c in hand if c not in lost_now])
                    heroes_light = sum(ln.light for ln in bd.lines if game.defn(ln.card).is_hero)
                    change -= bd.attack_per_darkness * (max(bd.darkness - heroes_light, 0) - bd.light_penalty)
                elif s.verb == "reveal_random_card":  # one card of the hand at random (Thunder Wrath)
                    pool = [c for c in hand if c not in lost]
                    if pool:
                        cost += sum(vm.card_value(c) for c in pool if game.matches(c, a.get("destroy"))) / len(pool)
                elif s.verb == "hero_cannot_attack":  # the hero the answer keeps out, with its weapons
                    fighting = [c for c in hand if c not in lost_now]
                    heroes = [c for c in fighting if game.defn(c).is_hero and c not in lost]
                    if heroes:
                        out = idle_hero(game, monster, heroes, None, fighting)
                        gone = {out} | {w for w, h in game.state.turn.equipment.items() if h == out}
                        change -= game.breakdown(monster, None, fighting).total \
                            - game.breakdown(monster, None, [c for c in fighting if c not in gone]).total
            return [(cost, lost, lost_now, change)]

        return [(cost, lost_now, change) for cost, _, lost_now, change in run(steps, 0.0, set(), set(), 0)]

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
            if vm.card_value(worst.card) < -self.rest_margin(vm.defn(worst.card)):
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


def every_players_share(game: Game, vm: ValueModel) -> float:
    """How a loss every player takes alike (an all-players battle effect, the Plaguebearer's
    Disease) counts for me, in cards of my own: in a race for points not at all, since the others
    lose as much; alone against the dungeon once; in co-op once for each player, the party's loss."""
    if vm.stakes is None:
        return 0.0
    return float(len(game.state.players))


def _diseases_gained(steps: tuple[Step, ...] | list[Step]) -> float:
    """The Diseases the steps give me (each player's included)."""
    n = 0.0
    for s in steps:
        if s.verb == "gain_disease":
            n += _num(s.args.get("count"), 1.0)
        elif s.verb == "all_players":
            n += _diseases_gained(list(s.args.get("steps", ())))
    return n


def _may_thin(game: Game, card: int) -> bool:
    """Resting may destroy anything but a real hero (Militia are fair game)."""
    d = game.defn(card)
    return not d.is_hero or d.has_class("Militia")


def _stat(game: Game, card: int, stat: str) -> int:
    from game.engine.effects import stat_value

    return stat_value(game, card, stat)


def _weapon_blind(step: Step, destroys_at_once: bool) -> bool:
    """Whether a battle effect's step costs the same whichever hero carries which weapon (where a
    destroyed card leaves the battle at once, the answer picks by what the battle can spare)."""
    a = step.args
    if step.verb not in _WEAPON_BLIND or a.get("most") or a.get("least"):
        return False
    if destroys_at_once and step.verb.startswith("destroy"):
        return False
    if not all(_fixed_filter(f) for f in a.values() if isinstance(f, dict)):  # (Medusa: a hero without an Edged weapon)
        return False
    return all(_weapon_blind(s, destroys_at_once) for s in a.get("steps", ()))


def _fixed_filter(flt: dict) -> bool:
    return all(k in _FIXED_FILTER_KEYS for k in flt) and all(_fixed_filter(f) for f in flt.get("any_of", ()))


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
