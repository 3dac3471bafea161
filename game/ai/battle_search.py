"""The quick policy's battle maths: which hero carries which weapon and which monster to attack
(`search_battle`, every assignment tried in a private copy, greedily past MAX_ASSIGNMENTS), and what
a battle is worth to the hand: the defeat, the loss, and the monster's battle effects on this hand,
worked out once a monster where no weapon changes them (`outlook`). A mixin of the Planner
(planner.py), which gives it `vm` and `policy`; the answers (answers.py) give what a battle effect
takes from the hand."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.ai import knowledge
from game.ai.answers import Answers, idle_hero
from game.ai.values import _num
from game.engine.actions import Attack, Equip, Unequip
from game.engine.effects.filters import DEFINITION_KEYS, candidates, stat_value

if TYPE_CHECKING:
    from game.ai.planner import Policy
    from game.ai.values import ValueModel
    from game.engine.cards import Step
    from game.engine.game import Game

MAX_ASSIGNMENTS = 40  # equip assignments tried exhaustively; above this, greedily


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
# card filters that read only the card itself (not what it carries or does in this battle): its
# definition, and its gold, which no battle changes
_FIXED_FILTER_KEYS = DEFINITION_KEYS | {"gold", "gold_at_least", "any_of"}


class BattleSearch(Answers):
    """Battle plans and battle values, by trying weapon assignments in a private copy."""

    policy: Policy  # (given by the Planner)

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
        retreats = knowledge.retreat_moves_on(game, monster)
        lost = [-0.2]
        if game.mode.can_leave_hall(game, monster):
            if vm.stakes is not None:  # against the dungeon: the mode says where a monster that wins goes
                if vm.stakes.lost_battle_escapes:  # Classic solo, co-op: to the village pile, against us
                    lost.append(-vm.measure(d))
                escape = vm.coming_escape(game) if vm.stakes.lost_battle_holds_back else None
                if escape is not None:  # ...in place of the one the advance would let through
                    lost.append(vm.measure(escape))
            elif retreats:
                lost.append(vm.tempo)  # it retreats under the dungeon deck: the end comes nearer
        at_once = game.ruleset.DESTROYS_AT_ONCE
        blind = all(_weapon_blind(s, at_once) for _, ab in d.abilities_for("battle") for s in ab.steps)
        effects = self.battle_effects(game, me, monster, vm) if blind else None
        return Outlook(effects, won, lost, retreats)

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

        def pickable(flt: dict | None, lost: set[int]) -> list[int]:
            """The cards of my hand the effect may pick, by the engine's rule (an Advance monster
            spares curses it does not name; a Pike shields its hero), less those gone already."""
            return [c for c in candidates(game, me, monster, flt, "battle") if c not in lost]

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
                    cands = pickable(a.get("filter"), lost)
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
                    cands = pickable(a.get("filter"), lost)
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
