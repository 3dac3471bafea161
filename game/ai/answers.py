"""The quick policy's answers to the engine's questions (which cards to destroy, discard, keep or
put back, which monster to swap, the order of the dungeon's top cards, the Doomgate heroes' trades;
in a battle, what the battle can spare): a mixin of the Planner (planner.py), which gives it `vm`
(the value model) and `act`, and of its battle maths (battle_search.py), which gives
`search_battle`. A card's either-or, and a question with no rule here and few answers, is answered
by trying each answer in a copy. Every playout plays these answers, so the battle maths
(`BattleSearch.battle_effects`) chooses as they do."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ai import knowledge
from game.engine.actions import Action, Choose

MAX_FOLLOW_UPS = 12  # questions answered in a copy after a choice tried there
MAX_TRIED = 6  # a question with no rule of its own and at most this many answers: each is tried
MAX_NESTED = 2  # answers tried inside copies made to try answers: no deeper

if TYPE_CHECKING:
    from game.ai.battle_search import BattlePlan
    from game.ai.values import ValueModel
    from game.engine.game import Game


class Answers:
    """Answers to prompts, by the card values and the battle maths."""

    _trying = 0  # how deep in copies made to try answers this answer is asked

    # given by the Planner
    def vm(self, game: Game, player: int) -> ValueModel:
        raise NotImplementedError

    def act(self, game: Game) -> Action:
        raise NotImplementedError

    def search_battle(self, sim: Game, me: int, stall: float = 0.0) -> BattlePlan | None:
        raise NotImplementedError

    def answer(self, game: Game, legal: list[Action]) -> Action:
        pr = game.state.prompt
        assert pr is not None
        me = pr.player
        vm = self.vm(game, me)
        want = self.static_answer(game, vm, me)
        if want is not None:
            if pr.kind == "cards":  # a set of cards: named in the order the question lists them
                want = sorted(want, key=lambda v: pr.options.index(v) if v in pr.options else len(pr.options))
            a = Choose(tuple(want))
            if game.why_illegal(a) is None:
                return a
        if 1 < len(legal) <= MAX_TRIED:
            # a question with no rule of its own (a React, the hero stack a Regular levels into, a
            # free level-up or none): each answer tried in a copy, as a card's either-or
            return legal[self._best_by_outcome(game, legal, me)]
        return legal[0]

    def static_answer(self, game: Game, vm: ValueModel, me: int) -> list[Any] | None:
        st = game.state
        pr = st.prompt
        assert pr is not None
        opts = list(pr.options)
        n_max, n_min = pr.max, pr.min
        reason = pr.reason
        value = vm.card_value
        mine_active = st.active == me

        def lowest(key, n: int) -> list[Any]:
            return sorted(opts, key=lambda c: (key(c), c))[:n]

        def highest(key, n: int) -> list[Any]:
            return sorted(opts, key=lambda c: (-key(c), c))[:n]

        if reason == "destroy":
            if mine_active and st.turn.target is not None and st.turn.choice == "dungeon" and n_min == n_max \
                    and game.ruleset.DESTROYS_AT_ONCE and st.turn.step == "battle":
                return self.battle_destroys(game, me, st.turn.target, opts, n_max)
            picks = lowest(value, n_max)
            if n_min < n_max:
                picks = [c for c in picks if value(c) < 0] or picks[:n_min]
                picks = picks[:max(n_min, len(picks))]
            return picks
        if reason == "discard":
            if n_min == 0:  # discard any number, then draw as many (Quartermaster): what cannot help now
                return [c for c in opts if game.card_gold(c) == 0 and not self._can_level(game, vm, me, c)]
            if mine_active and st.turn.choice == "village":
                return lowest(lambda c: (game.card_gold(c), vm.power(game.defn(c))), n_max)
            if mine_active and st.turn.target is not None and st.turn.choice == "dungeon":
                return self.battle_discards(game, me, st.turn.target, opts, n_max)
            return lowest(lambda c: vm.power(game.defn(c)), n_max)
        if reason in ("keep", "gain", "use_again"):
            return highest(value, n_max)
        if reason == "reveal":
            if pr.source is not None and game.defn(pr.source).kind == "trap":  # a Thief escapes (Pit Trap)
                return lowest(lambda c: (not game.defn(c).has_class("Thief"), value(c)), n_max)
            return lowest(value, n_max)
        if reason == "wield":  # a Weapon from the village for this battle (Illusory Blade): the hardest hitting
            return highest(lambda c: vm.fight(game.defn(c)), 1)
        if reason == "wield_hero":
            return [self._hero_to_strengthen(game, opts, me)]
        if reason == "set_aside":  # a Hero held by a trap (The Cage): the one missed least
            return lowest(value, n_max)
        if reason == "buy":
            best = highest(value, 1)
            return best if best and value(best[0]) > 0 else []
        if reason == "hero":
            return [self._hero_to_strengthen(game, opts, me)]
        if reason == "borrow":  # a Hero lent for the battle: the strongest fighter
            return highest(lambda c: vm.fight(game.defn(c)), 1)
        if reason == "village_hero":  # a Hero lent by the village for one battle (Diin Enchanter)
            return highest(lambda c: vm.fight(game.defn(c)), 1)
        if reason == "copy_hero":  # the Hero a Militia duplicates (Diin Beguiler): the most it brings
            return highest(lambda c: vm.power(game.defn(c)), 1)
        if reason == "militia":  # which Militia duplicates it: any, the one without a weapon first
            return lowest(lambda c: c in st.turn.equipment.values(), 1)
        if reason == "take_monster":  # a monster into my discard pile: the most victory points
            return highest(lambda c: game.defn(c).vp - 0.01 * vm.power(game.defn(c)), 1)
        if reason == "attack_or_magic":  # a penalty (Judgement): on what counts least against the monster
            target = game.defn(st.turn.target) if st.turn.target is not None else None
            ignores_magic = target is not None and target.trait("magic_immunity") is not None
            return ["magic" if ignores_magic and "magic" in opts else opts[0]]
        if reason == "idle_hero" and st.turn.target is not None:
            return [idle_hero(game, st.turn.target, opts, st.turn.target_rank)]
        if reason == "swap_monster":
            return self._swap_choice(game, opts, me)
        if reason == "one_of":
            return [opts[self._best_by_outcome(game, [Choose((o,)) for o in opts], me)]]
        if reason == "reorder_dungeon":
            return self._dungeon_order(game, opts, me)
        if reason == "put_on_deck":
            if mine_active and st.turn.choice == "village" and st.turn.step == "effects":
                back = lowest(lambda c: (game.card_gold(c), -vm.power(game.defn(c))), n_max)
            else:
                back = lowest(lambda c: vm.power(game.defn(c)), n_max)
            return sorted(back, key=lambda c: (-vm.power(game.defn(c)), c))
        if reason == "opponent":
            return [max(opts, key=lambda p: (knowledge.public_score(game, p), -p))]
        if reason == "give_monster":  # Advance kobolds: a monster worth negative VP to the leading rival
            vp = game.defn(pr.source).vp if pr.source is not None else 0
            rivals = [p for p in opts if p != me]
            if vp < 0 and rivals:
                return [max(rivals, key=lambda p: (knowledge.public_score(game, p), -p))]
            return [me] if me in opts else [opts[0]]
        if reason == "guess":
            return [self._guess(game, opts, me)]
        if reason == "use_again_ability":
            return [opts[0]]
        if reason == "save_hero":  # a Border Guard given up for the Hero worth most, if it is worth more
            best = highest(value, 1)
            return best if best and pr.source is not None and value(best[0]) > value(pr.source) else []
        if reason == "boost_hero":  # one Hero gains: one that attacks, of the highest level
            monster = st.turn.target if st.turn.target is not None else _any_monster(game)
            idle = set(game.breakdown(monster).idle_heroes) if monster is not None else set()
            return [max(opts, key=lambda c: (c not in idle, game.defn(c).hero_level, vm.fight(game.defn(c)), -c))]
        if reason == "gain_from":  # Soul Jar: the monster with the most Health
            return highest(lambda c: game.defn(c).health or 0, 1)
        if reason == "turn_in":  # co-op: every monster turned in thins the deck and gives the party XP
            return opts[:n_max]
        if reason in ("pass_card", "pass_discard"):  # co-op: keep the hands as they are
            return [] if n_min == 0 else lowest(value, n_min)
        hint = doomgate_hint(game, vm, reason, opts)
        if hint is not None:
            return hint
        return None

    def _can_level(self, game: Game, vm: ValueModel, me: int, card: int) -> bool:
        d = game.defn(card)
        xp = game.mode.xp_available(game, me)
        return d.is_hero and any(cost <= xp for _, cost in vm.level_targets(d))

    def _hero_to_strengthen(self, game: Game, heroes: list[int], me: int) -> int:
        """The hero whose extra strength lets it carry a weapon it could not, else the strongest
        fighter."""
        hand = game.hand(me)
        weights = sorted((game.defn(w).weight or 0 for w in hand if game.defn(w).is_weapon), reverse=True)

        def key(h: int) -> tuple:
            d = game.defn(h)
            s = d.strength or 0
            unlocks = any(s < wt <= s + 2 for wt in weights)
            return (unlocks, d.attack + d.magic, -h)

        return max(heroes, key=key)

    def _swap_choice(self, game: Game, opts: list[int], me: int) -> list[int]:
        """Polymorph: the hall monster to swap with the dungeon's top card (shown to me), when the
        best battle after the swap is worth more than the best one without it."""
        def battle_after(answer: tuple[int, ...]) -> float:
            sim = knowledge.determinize(game, me, knowledge.mix(game.state.event_count, me, 13))
            if not knowledge.try_action(sim, Choose(answer)) or sim.state.prompt is not None or sim.state.turn.step != "prepare":
                return float("-inf")
            plan = self.search_battle(sim, me)
            return plan.value if plan is not None else 0.0

        best, best_value = [], battle_after(())
        for c in opts:
            v = battle_after((c,))
            if v > best_value + 0.05:
                best, best_value = [c], v
        return best

    def battle_discards(self, game: Game, me: int, monster: int, cands: list[int], n: int,
                        gone: set[int] | frozenset[int] = frozenset()) -> list[int]:
        """The n cards a battle effect makes me discard that cost the battle least (the cards in
        `gone` have left it already): what each adds to the attack (a hero, with the weapons it
        carries) and the darkness its light keeps off, then the least worth."""
        vm = self.vm(game, me)
        hand = [c for c in game.hand(me) if c not in gone]
        bd = game.breakdown(monster, None, hand)
        adds = {ln.card: ln.attack + ln.magic for ln in bd.lines}
        for w, h in game.state.turn.equipment.items():
            if h in adds:
                adds[h] += adds.get(w, 0)
        light = {ln.card: ln.light for ln in bd.lines}

        def cost(c: int) -> float:
            darker = max(bd.darkness - (bd.light - light.get(c, 0)), 0) - bd.light_penalty
            return adds.get(c, 0) + bd.attack_per_darkness * darker

        return sorted(cands, key=lambda c: (cost(c), vm.power(game.defn(c)), c))[:n]

    def battle_destroys(self, game: Game, me: int, monster: int, cands: list[int], n: int,
                        gone: set[int] | frozenset[int] = frozenset()) -> list[int]:
        """The n cards to give up to a battle effect whose destroyed cards leave the battle at once
        (Advance: Charred Bruin): each the least worth of those without which the hand still wins,
        or the least worth when none wins (the cards in `gone` have left the battle already)."""
        vm = self.vm(game, me)
        gone, left, picked = set(gone), list(cands), []
        for _ in range(min(n, len(left))):
            hand = [c for c in game.hand(me) if c not in gone]
            keep = [c for c in left if game.breakdown(monster, None, [x for x in hand if x != c]).wins] or left
            c = min(keep, key=lambda c: (vm.card_value(c), c))
            picked.append(c)
            gone.add(c)
            left.remove(c)
        return picked

    def _best_by_outcome(self, game: Game, answers: list[Action], me: int) -> int:
        """The number of the answer whose outcome is worth most to me (Blazing Grimalkin: discard 3 cards or
        lose 1 XP): each carried out in a copy, with the questions that follow (anyone's) answered the
        quick way, and my position after it compared (in a battle its outcome is in it: a hand
        discarded loses the battle). The first answer wins a tie, and is taken untried in a copy
        already MAX_NESTED deep: every player's Grimalkin question, each tried with the next ones
        answered, had cost 162 copies for one answer in a 5-player game (18 now)."""
        if self._trying >= MAX_NESTED:
            return 0
        def outcome(a: Action) -> float:
            sim = knowledge.determinize(game, me, knowledge.mix(game.state.event_count, me, 17))
            if not knowledge.try_action(sim, a):
                return float("-inf")
            for _ in range(MAX_FOLLOW_UPS):
                if sim.state.prompt is None or sim.state.over:  # (the others' questions too: the battle waits for them)
                    break
                if not knowledge.try_action(sim, self.act(sim)):
                    break
            return self.vm(game, me).state_value(sim, me)

        self._trying += 1
        try:
            values = [outcome(a) for a in answers]
        finally:
            self._trying -= 1
        return max(range(len(answers)), key=lambda i: (values[i], -i))

    def _dungeon_order(self, game: Game, cards: list[int], me: int) -> list[int]:
        """Thunderstone on top when I lead (the game ends sooner), at the bottom otherwise; the
        monsters with the most victory points first, to fight for them soon. Against the dungeon
        (solo, co-op) I lead when the players' total beats the village pile's (a tie loses)."""
        standing = game.mode.standing(game)
        if standing is not None:
            leading = standing[0] > standing[1]
        else:
            scores = {p: knowledge.public_score(game, p) for p in range(len(game.state.players))}
            leading = scores[me] >= max(scores.values())
        stones = [c for c in cards if game.defn(c).kind == "thunderstone"]
        rest = sorted((c for c in cards if c not in stones), key=lambda c: (-game.defn(c).vp, c))
        return stones + rest if leading else rest + stones

    def _guess(self, game: Game, kinds: list[Any], me: int) -> Any:
        pl = game.state.players[me]
        pool = sorted(pl.deck) if pl.deck else sorted(pl.discard)
        counts = {k: sum(1 for c in pool if game.matches(c, {"kind": k})) for k in kinds}
        return max(kinds, key=lambda k: (counts[k], k == "hero"))


def idle_hero(game: Game, monster: int, heroes: list[int], rank: int | None = None,
              hand: list[int] | None = None) -> int:
    """The hero to keep out of a battle (Haunt): the one that adds least, with its weapons."""
    bd = game.breakdown(monster, rank, hand)
    carried = {c: [w for w, h in game.state.turn.equipment.items() if h == c] for c in heroes}
    return min(heroes, key=lambda c: (sum(x.attack + x.magic + x.light for x in bd.lines
                                          if x.card == c or x.card in carried[c]), c))


def doomgate_hint(game: Game, vm: ValueModel, reason: str, opts: list[Any]) -> list[Any] | None:
    """Answers to the questions of the Doomgate heroes (Sidhe Spirit, Slynn Longbowman, Tholis)."""
    st = game.state
    if reason == "disease_under":  # a Disease under each monster this hand cannot beat: a burden for the others
        return [c for c in opts if not game.breakdown(c).wins]
    if reason == "swap_from_hand":  # the trade that gains the most victory points, if any does
        hall = [c for slot in st.hall for c in slot if game.defn(c).is_monster]

        def gain(m: int) -> int:
            limit = game.defn(m).vp + 1
            return max((game.defn(h).vp for h in hall if game.defn(h).vp <= limit), default=0) - game.defn(m).vp

        best = max(opts, key=lambda m: (gain(m), -m))
        return [best] if gain(best) > 0 else []
    if reason == "swap_from_hall":
        return [max(opts, key=lambda c: (game.defn(c).vp, -c))]
    if reason == "replace_rank1":  # a monster this hand beats in rank 1, worth more than the one there
        now = st.hall_card(1)
        floor = game.defn(now).vp if now is not None and game.breakdown(now, 1).wins else -1
        beaten = [c for c in opts if game.breakdown(c, 1).wins and game.defn(c).vp > floor]
        return [max(beaten, key=lambda c: (game.defn(c).vp, -c))] if beaten else []
    if reason == "own_deck_order":  # my best cards first
        return sorted(opts, key=lambda c: (-vm.power(game.defn(c)), c))
    return None


def _any_monster(game: Game) -> int | None:
    """A monster of the hall (for which Heroes would sit out a battle), rank 1 first."""
    from game.engine.rules.dungeon import attackable_monsters

    monsters = attackable_monsters(game)
    return monsters[0] if monsters else None
