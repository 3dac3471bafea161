"""How much things are worth to a bot, in victory points.

A card's worth in a deck is its *power* (what it adds to a hand when drawn, in attack points: its
attack and magic attack, light, gold, abilities, judged against the rest of the deck) compared with
the deck's average power, times how often it will still be drawn before the game ends and a rate
that turns attack points per turn into victory points. So a Militia is a fine card on turn one and
a card worth destroying later, a Disease is always worth destroying, and a purchase loses its
appeal as the Thunderstone comes near. Victory points count as themselves; experience is worth
what the best level-up it pays for is worth; taking a monster out of the hall (the tempo) is worth
something to the leader once the Thunderstone is near, and costs those behind.

In a mode played against the dungeon (solo, Alone in the Dark, co-op: the mode's Stakes), what
counts is the players' total against the village pile's, not points against opponents: how a
position is valued there is in dungeon_stakes.py.

Every number here comes from public facts and the bot's own cards (see knowledge.py).
"""

from __future__ import annotations

import math
from collections import Counter
from typing import TYPE_CHECKING, Any

from game.ai import knowledge
from game.ai.dungeon_stakes import DungeonStakes
from game.ai.tuning import Tuning
from game.engine.battle_vocabulary import ZEROES_WIELDER
from game.engine.effects.filters import DEFINITION_KEYS, definition_matches
from game.engine.rules.village import levels_into_any_hero

if TYPE_CHECKING:
    from game.engine.cards import Ability, CardDef, Step
    from game.engine.game import Game

HAND = 6

# what the Wrath heroes' verbs and rules are worth in attack points, roughly (a lent Hero or Weapon
# fights one battle; a copied Hero doubles a Militia; ignoring light penalties is light for any rank)
WRATH_HERO_VERBS = {"hero_from_village_for_battle": 2.0, "militia_copies_hero": 1.2, "borrow_weapon": 1.0,
                    "take_marked": 0.5, "mark_discarded": 0.0, "unless_discarded": 1.0,
                    "each_other_hero_gains": 0.0}
PASSIVE_POWER = {"ignores_light_penalties": 2.0, "any_number_of_weapons": 0.6,
                 "returns_when_opponent_discards": 0.2}

def stall_light(game: Game) -> float:
    """What a point of light adds to a card's worth while the game stands still with a monster in
    the hall that cannot be attacked under a light penalty (Blink Dog): 1 for each idle turn beyond
    a round, as planner.stall_bonus grows for a battle that moves the game on. Two normal bots with
    no light had visited the village for 2,000 turns: the stall bonus sends a bot into the dungeon,
    and a strong deck's Torch is worth less than its average card. It reads the log, which a
    private copy has not, so Planner.vm keys its models by it."""
    if not any(game.defn(c).trait("cannot_attack_with_light_penalty") is not None
               for slot in game.state.hall for c in slot):
        return 0.0  # (the hall first: it is quicker than reading the log)
    return float(max(knowledge.idle_turns(game) - len(game.state.players), 0))


def def_matches(d: CardDef, flt: dict[str, Any] | None) -> bool | None:
    """Whether a card definition matches a filter; None when it depends on the moment. What the
    definition says is read as the engine reads it; a gold filter, from the printed gold."""
    if not flt:
        return True
    maybe = False
    for key, want in flt.items():
        ok: bool | None
        if key in DEFINITION_KEYS:
            ok = definition_matches(d, key, want)
        elif key == "gold":  # (a setting may take the monsters' gold away; Advance counts a printed 0)
            ok = (d.gold > 0) == (want == "some")
        elif key == "gold_at_least":
            ok = d.gold >= want
        elif key == "any_of":
            subs = [def_matches(d, sub) for sub in want]
            ok = True if any(subs) else (None if None in subs else False)
        else:
            ok = None
        if ok is False:
            return False
        maybe = maybe or ok is None
    return None if maybe else True


class ValueModel(DungeonStakes):
    """The worth of cards, experience and victory points to one player at one moment (against the
    dungeon, a position's worth too: dungeon_stakes.py)."""

    def __init__(self, game: Game, me: int, tuning: Tuning | None = None) -> None:
        self.game = game  # only while building; the model keeps no game alive
        self.me = me
        st = game.state
        self.catalog = game.catalog
        self.stakes = game.mode.stakes()  # None: against the other players
        self.tuning = (tuning or Tuning()).for_stakes(self.stakes)
        self._stack_bonus = dict(self.tuning.stack_bonus)
        self.keys = list(st.cards)
        self.ranks = len(st.hall)  # (Advance's Wilderness has 4)
        self.hero_stacks = {g: list(s) for g, s in st.stacks.items() if game.catalog.groups[g].kind == "hero"}
        self.top_levels = {g: max(game.catalog.cards[k].level or 0 for k in game.catalog.groups[g].cards)
                           for g in self.hero_stacks}
        self.owned = list(st.player_cards(me))
        self.defs = [game.defn(c) for c in self.owned]
        self.n = max(len(self.owned), 1)
        self.counts = Counter(d.key for d in self.defs)
        heroes = [d for d in self.defs if d.is_hero]
        self.n_heroes = len(heroes)
        self.hero_strengths = [d.strength or 0 for d in heroes]
        self.hero_attacks = [(d.strength or 0, float(max(d.attack, 0) + max(d.magic, 0))) for d in heroes]
        self.n_weapons = sum(1 for d in self.defs if d.is_weapon)
        levels = [d.hero_level for d in heroes]
        self.avg_level = sum(levels) / len(levels) if levels else 0.0
        self.max_level = max(levels, default=0)
        self.gold_per_hand = HAND * sum(d.gold for d in self.defs) / self.n
        self.heroes_per_hand = HAND * self.n_heroes / self.n
        self.weapons_per_hand = HAND * self.n_weapons / self.n
        self.light_per_hand = HAND * sum(self.light_of(d) for d in self.defs) / self.n
        self.remaining = self._remaining_turns()
        # the XP the rest of the game brings, and what the deck's level-ups cost (_xp_enough_for)
        self._xp_to_come = game.mode.xp_available(game, me) + self.tuning.xp_per_turn * self.remaining
        self._levelling_cost = sum(n * min((c for _, c in self.level_targets(self.catalog.cards[k])), default=0)
                                   for k, n in self.counts.items())
        # light beyond what the deepest rank needs is worth nothing; a point of darkness costs what
        # the board says (Advance's Wilderness: 1 attack a point over 4 ranks; Classic: 2 over 3)
        self.attack_per_darkness = game.ruleset.attack_per_darkness
        depth = self.ranks / 2.0
        self.light_value = self.tuning.light_scale * self.attack_per_darkness / 2.0 * math.exp(-self.light_per_hand / depth)
        self.stall_light = stall_light(game)
        self.removal_cost = self.tuning.removal_cost
        self.gold_value = self.tuning.gold_rate * min(1.0, self.remaining / 12.0)
        if self.gold_per_hand > 9:
            self.gold_value *= 0.6
        self._power: dict[str, float] = {}
        self._value: dict[str, float] = {}  # def_value, once the XP's worth is known
        self._carried: dict[str, float] = {}  # a weapon's attack and light when carried
        self.weapon_counts = {k: c for k, c in self.counts.items() if self.catalog.cards[k].is_weapon}
        self._fight: dict[str, float] = {}
        self._trophy_xp: dict[str, int | None] = {}  # the XP of a trophy that sends its monster back
        self._attack_mu: float | None = None
        powers = [self.power(d) for d in self.defs]
        self.avg_power = sum(powers) / self.n
        self.avg_fight = sum(self.fight(d) for d in self.defs) / self.n
        self.win_rate_slope = self._win_rate_slope()
        self.scale = self.win_rate_slope * self.remaining * HAND / self.n
        self.magic_per_hand = HAND * sum(self.magic_of(d) for d in self.defs) / self.n
        # the levels a hero grows into are valued with the XP's worth, once it is known
        self.xp_value = 0.0
        self._xp_known = False
        self._growth: dict[str, float] = {}
        self.xp_value = self._xp_value()
        self._xp_known = True
        self.tempo = self._tempo()
        del self.game

    # --- the pace of the game ---
    def _tempo(self) -> float:
        """What taking a monster out of the hall (defeated or not) is worth for the end it brings
        nearer: good for the leader, bad for those behind, slightly good for everyone once the
        Thunderstone is near (a hall nobody can beat must not stop the game)."""
        g = self.game
        close = 1.0 if self.to_go <= 3 else max(0.0, 1 - (self.to_go - 3) / 12)
        if self.stakes is not None:  # against the village: only a defeat that brings cards in moves the end
            mine, village = g.mode.standing(g) or (0, 0)
            self.lead = mine - village
            return close * self.stakes.cards_per_defeat * 0.15 * max(min(self.lead, 10), -10)
        scores = {p: knowledge.public_score(g, p) for p in range(len(g.state.players))}
        others = [v for p, v in scores.items() if p != self.me]
        self.lead = scores[self.me] - max(others, default=scores[self.me])
        return close * (0.3 + 0.15 * max(min(self.lead, 10), -10))

    def _remaining_turns(self) -> float:
        """My turns left: the dungeon cards in front of the Thunderstone (it lies somewhere in the
        bottom 11) plus two more to bring it to rank 1, over the dungeon's pace (every attack
        takes a card out of the hall, defeated or not)."""
        g = self.game
        st = g.state
        n_players = len(st.players)
        dungeon = len(st.dungeon)
        stone_rank = next((r for r in (1, 2, 3) if any(g.defn(c).kind == "thunderstone" for c in st.hall[r - 1])),
                          None)
        if stone_rank is not None:
            to_go = stone_rank - 1 + 0.5
        else:
            depth = min(knowledge.STONE_DEPTH, dungeon)
            to_go = max(dungeon - (depth + 1) / 2.0, 0) + 3
        self.to_go = to_go
        defeated = sum(1 for p in range(n_players) for c in st.player_cards(p) if g.defn(c).is_monster)
        rounds = st.turn_number / n_players
        if self.stakes is not None and self.stakes.cards_per_turn:  # the dungeon comes at its own pace
            share = (defeated + 2) / (st.turn_number + 4)
            pace = self.stakes.cards_per_turn + self.stakes.cards_per_defeat * share
            cap = self.tuning.solo_max_turns if self.stakes.lost_battle_escapes \
                else self.tuning.solo_max_turns_monsters_stay
            return min(max(to_go / pace, 0.5), cap)
        prior = self.tuning.attacks_per_player_round * n_players
        pace = (defeated * 1.4 + prior * 4) / (rounds + 4)
        pace = max(pace, 0.8 * prior)
        return min(max(to_go / pace, 0.5), self.tuning.max_turns)

    def _win_rate_slope(self) -> float:
        """Victory points a turn gains per attack point a hand gains: how much one more point
        raises the chance to beat a monster of the dungeon (with a normal spread of hand
        totals), times what a victory brings."""
        g = self.game
        st = g.state
        monsters = [g.defn(c) for c in list(st.dungeon) + [c for slot in st.hall for c in slot]]
        monsters = [d for d in monsters if d.is_monster and d.health]
        if not monsters:
            self.hand_mu, self.hand_sigma = 0.0, 1.0
            return 0.1
        health = sum(d.health or 0 for d in monsters) / len(monsters)
        reward = sum(d.vp + 0.8 * d.xp for d in monsters) / len(monsters)
        if self.stakes is not None:  # a monster beaten is one the village does not get
            reward = sum(2 * self.measure(d) + 0.8 * d.xp for d in monsters) / len(monsters)
        fights = [self.fight(d) for d in self.defs]
        mean = sum(fights) / self.n
        var = sum((f - mean) ** 2 for f in fights) / self.n
        self.hand_mu = HAND * mean
        self.hand_sigma = math.sqrt(HAND * var) + 2.0
        need = health + 4.0  # the light penalty of an average rank is paid from the fight value
        z = (self.hand_mu - need) / self.hand_sigma
        density = math.exp(-z * z / 2) / math.sqrt(2 * math.pi) / self.hand_sigma
        return density * reward * self.tuning.fight_share

    def magic_of(self, d: CardDef) -> float:
        """Magic Attack a card brings to a hand (printed and from its bonuses; a weapon's when carried)."""
        if d.is_disease:
            return 0.0
        m = float(max(d.magic, 0))
        for b in d.bonuses:
            if b.stat == "magic" and b.to is None:
                m += b.amount * self.multiplier(d, b.per) * self.condition_chance(d, b.when)
            elif b.stat == "magic" and b.to is not None:
                m += b.amount * self.condition_chance(d, b.when) * self.per_hand(b.to)
            elif b.stat == "magic_multiplier":
                m += (b.amount - 1) * (d.magic + 1.0) * self.condition_chance(d, b.when)
        if d.is_weapon:
            m *= self.carry_chance(d.weight or 0)
        return m

    # --- expectations about a hand drawn from my deck ---
    def per_hand(self, flt: dict[str, Any] | None, exclude: str | None = None) -> float:
        n = 0.0
        for d in self.defs:
            if exclude is not None and d.key == exclude:
                continue
            m = def_matches(d, flt)
            n += 1 if m else (0.5 if m is None else 0)
        return HAND * n / self.n

    def carry_chance(self, weight: int, one_more: int = 0, strength: int = 0) -> float:
        """How often a weapon this heavy finds a hero to carry it in a hand (with `one_more` hero of
        this strength in the deck, or -1: one fewer)."""
        able = sum(1 for s in self.hero_strengths if s + 1 >= weight)  # Iron Rations and the like
        if strength + 1 >= weight:
            able += one_more
        hc = HAND * max(able, 0) / self.n
        wh = max(self.weapons_per_hand, 0.5)
        return max(0.0, min(1 - math.exp(-hc), hc / wh))

    def condition_chance(self, d: CardDef, when: dict[str, Any] | None) -> float:
        if not when:
            return 1.0
        p = 1.0
        for name, arg in when.items():
            if name == "rank_at_least":
                p *= max(0.0, min(1.0, (self.ranks + 1 - int(arg)) / self.ranks))
            elif name == "rank_is":
                p *= 1 / self.ranks
            elif name == "equipped":
                chance = self._equipped_chance(self.weapons_per_hand)
                p *= chance if arg else 1 - chance
            elif name == "revealed":
                p *= 1 - math.exp(-self.per_hand(arg))
            elif name == "all_heroes_level_at_least":
                p *= 0.15 if arg >= 3 else 0.4
            elif name == "place":
                p *= 0.6
            elif name == "hero_strength_at_least":  # Polearm: a hero this strong carries it
                strong = sum(1 for st in self.hero_strengths if st + 2 >= arg)  # Iron Rations and the like
                p *= 0.8 * strong / max(len(self.hero_strengths), 1)
            elif name == "none_revealed":  # Blind Grandmaster: no Light Item in the hand
                p *= math.exp(-self.per_hand(arg))
            elif name == "gold_revealed_at_least":  # Gangland Crook: a rich hand
                p *= max(0.0, min(1.0, self.gold_per_hand / max(float(arg), 1.0)))
            elif name == "equipped_to":  # Warhammer: carried by a Cleric
                fit = sum(1 for h in self.defs if h.is_hero and def_matches(h, arg))
                p *= min(1.0, fit / max(self.n_heroes, 1) * 1.5)
            else:
                p *= 0.5
        return p

    def multiplier(self, d: CardDef, per: dict[str, Any] | str | None) -> float:
        if not per:
            return 1.0
        if isinstance(per, str):
            name, arg = per, None
        else:
            (name, arg), = per.items()
        if name == "hero_level":
            return float(d.hero_level) if d.is_hero else self.avg_level
        if name == "highest_hero_level":
            return self.max_level * 0.8
        if name in ("revealed", "played"):
            return self.per_hand(arg) * (0.8 if name == "played" else 1.0)
        if name == "other_revealed":
            return self.per_hand(arg, exclude=d.key) * 0.9
        if name == "gold_revealed":
            return self.gold_per_hand / max(int(arg or 1), 1)
        return 0.5

    def light_of(self, d: CardDef) -> float:
        """Light a card brings to a battle from a hand (printed and from its bonuses)."""
        light = float(max(d.light, 0)) if d.trait("light_is_global") is None else 0.0
        for b in d.bonuses:
            if b.stat == "light" and b.to is None:
                light += b.amount * self.multiplier(d, b.per) * self.condition_chance(d, b.when)
        return light

    # --- power: attack points a card adds to a hand ---
    def power(self, d: CardDef) -> float:
        p = self._power.get(d.key)
        if p is None:
            p = self._power[d.key] = self._compute_power(d)
        return p

    def fight(self, d: CardDef) -> float:
        """A card's power without its gold: what it brings to a battle."""
        f = self._fight.get(d.key)
        if f is None:
            f = self._fight[d.key] = self._compute_power(d, with_gold=False)
        return f

    def _compute_power(self, d: CardDef, with_gold: bool = True) -> float:
        if d.is_disease:
            return -1.0 - 0.3 * sum(-b.amount - 1 for b in d.bonuses if b.stat == "attack_or_magic")
        fight = float(d.attack + d.magic)
        light = float(max(d.light, 0)) if d.trait("light_is_global") is None else 0.0
        gold = float(d.gold)
        idle = 0.0
        for b in d.bonuses:
            v = b.amount * self.multiplier(d, b.per) * self.condition_chance(d, b.when)
            if b.to is not None:  # given to the other cards of a kind in the hand
                fight += v * self.per_hand(b.to)
            elif b.stat == "magic_multiplier":  # doubles the hand's magic: its own and a little more
                fight += (b.amount - 1) * (d.magic + 1.0) * self.condition_chance(d, b.when)
            elif b.stat in ("attack", "magic"):
                fight += v
            elif b.stat == "light":
                light += v
            elif b.stat == "gold":
                gold += v
            elif b.stat == "cannot_attack":
                idle = max(idle, self.condition_chance(d, b.when))
        if d.is_weapon and ZEROES_WIELDER in d.passives:  # its carrier's own Attack is lost (Falcon Arbalest)
            fight -= self.carrier_attack(d.weight or 0)
        if d.is_weapon:  # a weapon gives its attack and its light only when carried (Flaming Sword)
            self._carried[d.key] = fight + light * self.light_value
            carry = self.carry_chance(d.weight or 0)
            fight *= carry
            light *= carry
            fight += self.equip_gain(d)
        if d.is_hero:
            fight *= 1 - idle
            fight += 0.1 * max((d.strength or 0) - 2, 0) + self.carry_gain(d)  # heavier weapons to come
        p = fight + light * self.light_value + (gold * self.gold_value if with_gold else 0.0)
        for ab in d.abilities:
            p += self.ability_power(d, ab)
        p += sum(PASSIVE_POWER.get(name, 0.0) for name in d.passives)
        return p

    def carrier_attack(self, weight: int) -> float:
        """The printed Attack and Magic Attack of the hero likely to carry a weapon this heavy: the
        average over the deck's heroes strong enough to lift it."""
        able = [a for s, a in self.hero_attacks if s + 1 >= weight]
        return sum(able) / len(able) if able else 0.0

    def carry_gain(self, d: CardDef) -> float:
        """What the hero adds to my weapons: the attack and light they bring when carried, times how
        much more often one is carried with this hero in the deck than without (a deck of weapons
        and no heroes needs heroes most; resting its last ones away leaves weapons nobody lifts)."""
        gain = 0.0
        mine = d.key in self.counts
        for key, count in self.weapon_counts.items():
            w = self.catalog.cards[key]
            self.power(w)
            weight = w.weight or 0
            with_it = self.carry_chance(weight, 0 if mine else 1, d.strength or 0)
            without = self.carry_chance(weight, -1 if mine else 0, d.strength or 0)
            gain += count * self._carried.get(key, 0.0) * (with_it - without)
        return gain

    def equip_gain(self, d: CardDef) -> float:
        """What a weapon adds to my heroes' bonuses for carrying one (Stoneguard: Attack +2 while
        equipped): one more weapon in the deck makes a hand's hero armed more often. The mirror of
        carry_gain, which credits a hero for the weapons it lifts (Classic Solo Normal, seeds
        60001-61800 and 70001-71800: margin -4.92 and -5.35 against -5.39 and -5.78; with
        _xp_enough_for, a normal bot won 57.8% of 800 2-player first games against one without)."""
        per_copy = HAND / self.n
        w = self.weapons_per_hand
        more, fewer = (w, w - per_copy) if d.key in self.counts else (w + per_copy, w)
        delta = self._equipped_chance(more) - self._equipped_chance(fewer)
        if delta <= 0:
            return 0.0
        armed = sum(count * b.amount for key, count in self.counts.items()
                    for b in self.catalog.cards[key].bonuses
                    if self.catalog.cards[key].is_hero and b.stat in ("attack", "magic") and b.to is None
                    and not b.per and b.when == {"equipped": True})
        return armed * delta

    def _equipped_chance(self, weapons_per_hand: float) -> float:
        """How often a hero in a hand has a weapon, as condition_chance reckons it."""
        return min(1.0, max(weapons_per_hand, 0.0) / max(self.heroes_per_hand, 0.5)) * 0.8

    def ability_power(self, d: CardDef, ab: Ability) -> float:
        if ab.trigger not in ("use", "spoils", "end_of_battle", "end_of_turn"):
            return 0.0
        self._drawn_for_battle = ab.trigger == "use" and tuple(ab.places) == ("dungeon",)
        self._drawn_to_buy = ab.trigger == "use" and tuple(ab.places) == ("village",)
        value = self.steps_power(d, ab.steps)
        self._drawn_for_battle = self._drawn_to_buy = False
        chance = 1.0
        for step in ab.cost:
            c, cost = self.cost_power(step)
            chance *= c
            value -= cost
        if ab.condition:
            chance *= self.condition_chance(d, ab.condition)
        if ab.trigger == "spoils":
            chance *= 0.4
        if ab.trigger == "use" and value < 0:
            return 0.0  # an ability that does not pay is simply not used
        return chance * value

    def cost_power(self, step: Step) -> tuple[float, float]:
        """(chance the cost can be paid in a hand, what paying it costs in attack points)."""
        a = step.args
        flt = a.get("filter")
        if step.verb in ("destroy", "discard"):
            have = self.per_hand(flt)
            chance = 1 - math.exp(-have)
            if flt and def_matches_kind(flt, "disease"):
                return chance, -1.5 if step.verb == "destroy" else -0.5
            if flt and def_matches_kind(flt, "hero"):
                return chance, 2.5
            return chance, (0.6 if step.verb == "destroy" else 0.8)
        if step.verb == "spend_xp":
            return 1.0, 0.5 * _num(a.get("amount"), 1.0)
        if step.verb == "destroy_this":  # the card gives itself up (Barkeep, Town Guard, Spear)
            return 1.0, max(self.avg_power_guess(), 0.5)
        return 1.0, 0.2

    def steps_power(self, d: CardDef, steps: tuple[Step, ...]) -> float:
        v = 0.0
        for step in steps:
            a = step.args
            verb = step.verb
            if verb == "draw":
                n = a.get("count", 1)
                n = self.multiplier(d, n.get("per")) * n.get("times", 1) if isinstance(n, dict) else _num(n, 1.0)
                v += 0.8 * n * max(self.drawn_card_guess(), 0.5)
            elif verb == "gain":
                amount = _num(a.get("amount"), 1.5)
                if isinstance(a.get("amount"), dict) and "per" in a["amount"]:  # one per counted card (Thug)
                    amount = self.multiplier(d, a["amount"]["per"])
                elif isinstance(a.get("amount"), dict):  # a card's gold value, plus what Pawnbroker adds
                    amount += _num(a["amount"].get("plus"), 0.0)
                stat: Any = a.get("stat")
                v += amount * {"light": self.light_value, "gold": self.gold_value}.get(stat, 1.0)
            elif verb == "each_hero_gains":
                v += (_num(a.get("attack"), 0) + _num(a.get("magic"), 0)) * max(self.heroes_per_hand, 1) \
                    + 0.1 * _num(a.get("strength"), 0)
            elif verb == "strengthen_hero":
                v += 0.4
            elif verb == "extra_buy":
                v += 1.5 * self.gold_value
            elif verb in ("destroy", "destroy_all"):
                flt = a.get("filter") or {}
                if def_matches_kind(flt, "hero") or flt.get("attacking"):
                    v -= 2.5
                else:
                    v += 0.3  # thinning the deck
            elif verb in ("draw_one", "discard_top_card"):
                v += 0.6
            elif verb == "draw_discarding_matches":
                v += 1.2
            elif verb == "put_on_deck":  # cards drawn and put back are not gained, only sorted
                v -= 0.8 * _num(a.get("count"), 1.0) * max(self.avg_power_guess(), 0.5) - 0.4
            elif verb in ("use_again", "gain_from_village", "buy"):
                v += 1.2
            elif verb == "gain_xp":
                v += 0.8 * _num(a.get("amount"), 1.0)
            elif verb == "lose_xp_at_end_of_turn":  # some of the XP is spent before (Bandia's Wisdom)
                v -= 0.6 * _num(a.get("amount"), 1.0)
            elif verb == "level_up":  # in the dungeon: the better hero fights (Whetmage); free of XP
                v += 0.8 + (1.2 if a.get("free") else 0.0)
            elif verb == "destroy_this":  # a card used up (Filigree Amulet as the turn ends, Smuggler)
                v -= max(self.avg_power_guess(), 0.5)
            elif verb == "no_more_abilities":  # the hand's other abilities of the place given up
                v -= 0.4
            elif verb == "each_other_player":
                v += 0.3
            elif verb in WRATH_HERO_VERBS:  # Wrath heroes: lent cards, copies, strength for the others
                v += WRATH_HERO_VERBS[verb] + 0.1 * _num(a.get("strength"), 0) * max(self.heroes_per_hand - 1, 0)
            else:
                v += 0.3
        return v

    def avg_power_guess(self) -> float:
        return getattr(self, "avg_power", 1.5)

    def drawn_card_guess(self) -> float:
        """What a card drawn is worth: an average card of the deck; a card drawn in the dungeon only
        for its fight (its gold buys nothing there: Mass Teleport, Moonstone), and one drawn in the
        village only for its gold (its fight is discarded with the hand: Town Guard had been
        valued above every hero of the base set's first game, and bought eight times a game)."""
        if getattr(self, "_drawn_for_battle", False):
            return min(self.avg_power_guess(), getattr(self, "avg_fight", 1.0))
        if getattr(self, "_drawn_to_buy", False):
            return self.gold_per_hand / HAND * self.gold_value
        return self.avg_power_guess()

    # --- worth in victory points ---
    def attack_per_hand(self) -> float:
        """A hand's attack and magic attack on average, less what the cards count for light."""
        if self._attack_mu is None:
            fights = [self.fight(x) - self.light_of(x) * self.light_value for x in self.defs]
            self._attack_mu = HAND * sum(fights) / self.n
        return self._attack_mu

    def card_value(self, card: int) -> float:
        """What owning this card (in my deck) is worth, victory points included."""
        return self.def_value(self.defn(card))

    def defn(self, card: int) -> CardDef:
        # cards made during the game are Diseases (the Disease pile is never empty)
        key = self.keys[card] if card < len(self.keys) else self.catalog.disease_key
        return self.catalog.cards[key]

    def def_value(self, d: CardDef) -> float:
        """A bad card costs at most what resting to destroy it costs; a hero is also worth a share
        of the heroes it can level up into."""
        v = self._value.get(d.key)
        if v is None:
            v = self.base_value(d) + self.growth(d) + self._stack_bonus.get(d.group, 0.0) \
                + self.stall_light * self.light_of(d)
            if self._xp_known:  # (while the XP's worth is reckoned, growth still counts nothing)
                self._value[d.key] = v
        return v

    def base_value(self, d: CardDef) -> float:
        """What the card is worth as it is."""
        return max(self.scale * (self.power(d) - self.avg_power), -self.removal_cost) \
            + self.measure(d) - self.trophy_loss(d, self.measure(d))

    def trophy_loss(self, d: CardDef, points: float) -> float:
        """What a card of mine worth `points` loses to its own trophy: a monster whose trophy puts it
        back on the dungeon deck (Advance's Phoenix) leaves the next time a village or dungeon hand
        draws it, unless the game ends first, and leaves the trophy's XP behind."""
        if d.key not in self._trophy_xp:
            returning = [ab for ab in d.abilities if ab.trigger == "trophy"
                         and any(s.verb == "return_this_to_dungeon_top" for s in ab.steps)]
            self._trophy_xp[d.key] = sum(int(s.args.get("amount", 0)) for s in returning[0].steps
                                         if s.verb == "gain_xp") if returning else None
        xp = self._trophy_xp[d.key]
        if xp is None:
            return 0.0
        drawn = min(1.0, self.remaining * HAND / self.n)  # (a pass through the deck draws it)
        return drawn * (points - xp * self.xp_value)

    def growth(self, d: CardDef) -> float:
        """A share of what levelling the hero up (and up again) adds beyond the XP it costs, as far
        as the turns left leave time to earn that XP and use the new hero (Advance: a Regular
        becomes any level 1 hero, a level 1 hero is the way to the level 3 one and its victory
        points)."""
        if not d.is_hero or not self._xp_known:
            return 0.0
        g = self._growth.get(d.key)
        if g is None:
            g = 0.0
            for target, cost in self.level_targets(d):
                in_time = 1.0 - (cost / self.tuning.xp_per_turn + 2.0) / max(self.remaining, 1.0)
                if in_time > 0:
                    gain = self.def_value(target) - self.base_value(d) - self.xp_value * cost
                    g = max(g, gain * in_time * self.tuning.growth_share)
            self._growth[d.key] = g = g * self._xp_enough_for(d)
        return g

    def _xp_enough_for(self, d: CardDef) -> float:
        """The share of the deck's level-ups that the XP still to come pays for: six Militia that
        could each become a hero do not each get the XP, yet each was valued as if it would, and
        kept (Classic Solo Normal, seeds 60001-61800 and 70001-71800, with equip_gain: 33.2% and
        30.9% won against 32.6% and 29.8%; in a race for points, see equip_gain)."""
        cost = self._levelling_cost
        if d.key not in self.counts:
            cost += min((c for _, c in self.level_targets(d)), default=0)
        return min(1.0, self._xp_to_come / cost) if cost > 0 else 1.0

    def deck_value(self, d: CardDef) -> float:
        """What the card adds to the deck, without its victory points."""
        return max(self.scale * (self.power(d) - self.avg_power), -self.removal_cost)

    def measure(self, d: CardDef) -> float:
        """What owning the card adds to my total: victory points, or in a mode counted in monsters'
        XP (co-op), a monster's XP."""
        if self.stakes is not None and self.stakes.measure != "vp":
            return float(getattr(d, self.stakes.measure) or 0) if d.is_monster else 0.0
        return self.vp(d)

    def vp(self, d: CardDef) -> float:
        v = float(d.vp)
        for s in d.score:
            if s.per_group:  # the Swarm, the Horde: worth more the more of them are held; guess 3 each
                v += min(3.0 * s.amount, s.max_each or 3.0 * s.amount)
                continue
            v += s.amount * (1 if s.per_other else 0.5)
        return v

    def _xp_value(self) -> float:
        """One more XP is worth a share of the best level-up it could buy that the XP already held
        does not pay for: each hero of the deck levels up once, the best gain for each XP first. (An
        XP valued by the best level-up alone is kept for it however much is banked: Advance's
        Regulars, 2 XP into a level 1 hero, stayed Regulars while the bank waited for the one hero
        whose next level is worth more for each XP.) Against the dungeon, the XP the deck will earn
        before that hero is in a village hand again pays too: the Regular in hand levels up now."""
        held = float(self.game.mode.xp_available(self.game, self.me))
        # (the hero it waits for comes round once a pass through the deck; not in co-op, where the
        # XP kept counts for the party at the end)
        if self.stakes is not None and not self.stakes.pool_counts:
            held += self.tuning.solo_xp_passes * self.tuning.xp_per_turn * min(self.n / HAND, self.remaining)
        ups = []
        for key, n in self.counts.items():
            up = self.level_up_rate(self.catalog.cards[key])
            if up is not None:
                ups += [up] * n
        best = 0.0
        for rate, cost in sorted(ups, reverse=True):
            if rate <= 0:
                break
            if held < cost:
                best = rate
                break
            held -= cost
        return self.tuning.xp_share * best + 0.05

    def level_up_rate(self, d: CardDef) -> tuple[float, int] | None:
        """A hero's best level-up as (what it gains for each XP, its XP cost); None when it has none."""
        if not d.is_hero:
            return None
        rates = [((self.base_value(t) - self.base_value(d) + self.goal_gain(t, d)) / cost, cost)
                 for t, cost in self.level_targets(d) if cost > 0]
        return max(rates) if rates else None

    def level_targets(self, d: CardDef) -> list[tuple[CardDef, int]]:
        """What a hero (or Militia) of mine could become, and the XP it costs."""
        out = []
        if levels_into_any_hero(d):  # Classic's Militia, Advance's Regular
            for stack in self.hero_stacks.values():
                t = next((c for c in stack if self.defn(c).level == 1), None)
                if t is not None:
                    out.append((self.defn(t), d.level_up_xp or 3))
            return out
        if d.level_up_xp is None:
            return out
        t = next((c for c in self.hero_stacks.get(d.group, []) if self.defn(c).level == (d.level or 0) + 1), None)
        if t is not None:
            out.append((self.defn(t), d.level_up_xp))
        return out

    def state_value(self, game: Game, me: int | None = None) -> float:
        """My cards' worth (cards destroyed in the battle no longer count), victory points and XP,
        in a (simulated) game."""
        me = self.me if me is None else me
        st = game.state
        doomed = set(st.turn.doomed) if st.active == me else set()
        if self.stakes is not None:
            return self.stakes_value(game, me, doomed)
        v = -self.tempo * sum(1 for slot in st.hall for c in slot if game.defn(c).is_monster)
        for c in st.player_cards(me):
            if c in doomed:
                continue
            v += self.def_value(game.defn(c))
        return v + self.xp_value * st.players[me].xp


def _num(x: Any, default: float) -> float:
    """A number from a card file argument, or the default when it is something else (a count
    per revealed card, say)."""
    return float(x) if isinstance(x, int | float) and not isinstance(x, bool) else default


def def_matches_kind(flt: dict[str, Any], kind: str) -> bool:
    want = flt.get("kind")
    if want == kind:
        return True
    cls = flt.get("class")
    classes = [cls] if isinstance(cls, str) else (cls or [])
    return kind == "disease" and "Disease" in classes or kind == "hero" and "Hero" in classes
