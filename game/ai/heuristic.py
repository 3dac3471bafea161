"""The heuristic bots: easy, normal and hard.

- easy plays the quick policy of planner.py with its blind spots (no resting to thin the deck, no
  light in its sums, weapons handed out greedily).
- normal plays the quick policy, but at the moments that matter (Village, Dungeon or Rest; which
  ability to use; which weapons and which monster; its own questions during its turn) it tries
  each option in a private copy of the game, plays the turn out with the quick policy, and keeps
  the option whose outcome is worth most (values.py).
- hard compares its options, and also what to buy (not against Advance's dungeon:
  `searches_purchases`) and which hero levels up, with the search of search.py: each option
  played out in many deals of the hidden cards (its deck order, the other hands, the dungeon
  order) through the other players' turns to its next turn (to the end of the game once the
  Thunderstone is near), every player's position valued at the cut-off; its budget
  buys more deals for the options that are close, and the normal bot's choice (the quick
  policy's, for purchases) stands unless another beats it by more than the noise.

Normal compares its options on one deal. Hard's time budget is turned into a fixed amount of work
(search.WORK_PER_SECOND turns played out per second), so a bot is deterministic given its seed and
the game; a CPU-time safety net only cuts a decision short on a machine many times slower than
that. Bots read hidden information only through knowledge.determinize, which deals it anew from the
bot's own seeded generator.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from game.ai import knowledge
from game.ai.battle_search import BattlePlan
from game.ai.planner import (
    MAX_TURN_ACTIONS,
    MODE_PROMPTS,
    Planner,
    Policy,
    finishing_action,
    stall_bonus,
)
from game.ai.search import WORK_PER_SECOND, Horizon, PlanSearch, buy_candidates, level_candidates
from game.ai.tuning import Tuning
from game.engine.actions import (
    Action,
    Attack,
    Buy,
    Equip,
    LevelUp,
    Unequip,
    UseAbility,
    Visit,
)

if TYPE_CHECKING:
    from game.engine.game import Game

STRENGTHS = ("easy", "normal", "hard")
MAX_PROMPT_CANDIDATES = 10  # questions with more answers than this get the quick answer
DEFAULT_BUDGET = 0.1  # seconds a hard bot may think per decision (search.WORK_PER_SECOND turns it into work)
TIE = 0.01  # playout values this close count as equal


def searches_purchases(game: Game) -> bool:
    """Whether hard compares purchases by its search. Not against a dungeon where a monster that
    wins a battle stays (Advance solo): playouts to the next turn see at once what a Falcon Arbalest
    adds and not what a hero grows into. There hard bought 3.9 Arbalests a game and won 10 of 100
    Solo Normal first games (the normal bot 30); with the quick policy's purchases, 52. In Classic
    solo the search's purchases did no worse (17 of seeds 1-50 won, against 15 without). While a
    purchase is open, hard then takes the quick policy's step (a level-up it prefers included)."""
    stakes = game.mode.stakes()
    return stakes is None or stakes.lost_battle_escapes


def policy_for(strength: str, tuning: Tuning | None = None) -> Policy:
    tuning = tuning or Tuning()
    if strength == "easy":
        return Policy(tuning, rest=False, level_up=True, use_light=False, equip_search=False)
    return Policy(tuning)


class HeuristicBot:
    def __init__(self, strength: str = "normal", seed: int = 0, budget: float = DEFAULT_BUDGET,
                 tuning: Tuning | None = None) -> None:
        if strength not in STRENGTHS:
            raise ValueError(f"unknown bot strength {strength!r}; known: {', '.join(STRENGTHS)}")
        self.name = strength
        self.seed = seed
        self.budget = budget
        self.planner = Planner(policy_for(strength, tuning))
        self._turn_actions: tuple[int, int] = (-1, 0)
        self._chosen: dict[tuple, BattlePlan] = {}
        self.lookahead = 0  # more rounds played out when choosing Village, Dungeon or Rest
        self._work_left = 0.0  # turns hard's search may still play out for this decision
        # near the end (this many dungeon cards before the Thunderstone reaches rank 1) hard plays
        # the game out to its end in every deal, to see who wins
        self.endgame_to_go = 4.0 if strength == "hard" else 0.0
        self.endgame_rounds = 6
        # hard compares its candidates with the search of search.py, and what the normal bot would
        # do is the choice that stands unless another clearly beats it (the quick policy's alone
        # is weaker, and a small budget keeps the standing choice most of the time)
        self.search = PlanSearch(self.planner, seed) if strength == "hard" else None
        self.advisor = HeuristicBot("normal", seed, tuning=tuning) if strength == "hard" else None
        self.longest_decision = 0.0  # the CPU seconds of its slowest decision (thunderstone bench)

    def choose(self, game: Game) -> Action:
        started = time.process_time()
        action = self._choose(game)
        self.longest_decision = max(self.longest_decision, time.process_time() - started)
        return action

    def _choose(self, game: Game) -> Action:
        legal = game.legal_actions()
        if not legal:
            raise RuntimeError("no legal action")
        if len(legal) == 1:
            return legal[0]
        st = game.state
        me = game.to_act
        if self.search is not None:
            self._work_left = self.budget * WORK_PER_SECOND
            self.search.deadline = time.process_time() + 10 * self.budget + 2.0  # CPU time: a safety net only
        turn, count = self._turn_actions
        count = count + 1 if turn == st.turn_number else 1
        self._turn_actions = (st.turn_number, count)
        if count > MAX_TURN_ACTIONS:  # never loop: finish the turn
            return finishing_action(legal)
        if self.name == "easy":
            return self.planner.act(game)
        t = st.turn
        if st.prompt is not None:
            if st.active == me and t.choice in ("village", "dungeon") and len(legal) <= MAX_PROMPT_CANDIDATES \
                    and st.prompt.reason not in MODE_PROMPTS:
                return self.best_by_playouts(game, [[a] for a in legal], self.standing(game))
            return self.planner.act(game)
        if t.choice is None:
            bonus: dict[Action, float] = {Visit("dungeon"): self.planner.dungeon_stall_bonus(game)}
            return self.best_by_playouts(game, [[a] for a in legal], self.standing(game), self.rounds(game), bonus)
        if t.choice == "dungeon" and t.step == "prepare":
            return self.prepare(game, legal)
        if t.choice == "village" and t.step == "effects":
            abilities = [a for a in legal if isinstance(a, UseAbility)]
            if abilities:
                proceed = self.planner.village_action(game, legal, abilities=False)
                advice = self.standing(game, proceed)
                return self.best_by_playouts(game, [[a] for a in abilities + [proceed]],
                                             advice if advice in abilities else proceed)
        if self.search is not None and t.choice == "village":
            default = self.planner.act(game)
            buying = any(isinstance(a, Buy) for a in legal)
            if buying and not searches_purchases(game):
                return default
            cands = buy_candidates(self.planner, game, legal, default) if buying \
                else level_candidates(legal, default) if any(isinstance(a, LevelUp) for a in legal) else []
            if len(cands) > 1:
                return self.best_by_playouts(game, [[a] for a in cands], default)
            return default
        return self.planner.act(game)

    def standing(self, game: Game, quick: Action | None = None) -> Action:
        """The choice that stands unless the search finds a clearly better one: hard's advisor's
        (the normal bot's), the quick policy's for the other strengths."""
        if self.advisor is not None:
            return self.advisor.choose(game)
        return quick if quick is not None else self.planner.act(game)

    def rounds(self, game: Game) -> int:
        """How many rounds beyond this turn the playouts go."""
        if self.endgame_to_go and self.planner.vm(game, game.to_act).to_go <= self.endgame_to_go:
            return self.endgame_rounds
        return self.lookahead

    def horizon(self, game: Game) -> Horizon:
        """How far hard's playouts go: to the start of its next turn; to the end of the game once
        the Thunderstone is near."""
        if self.endgame_to_go and self.planner.vm(game, game.to_act).to_go <= self.endgame_to_go:
            return Horizon(to_end=True)
        return Horizon(self.lookahead)

    # --- comparing options in private copies ---
    def playout(self, game: Game, me: int, actions: list[Action], sample: int, rounds: int = 0) -> float | None:
        """Play the actions, then the quick policy to the end of my turn (and, with `rounds`, that
        many more rounds to the end of my next turns), in a private deal of the hidden cards.
        Returns what my position gained, less a share of what the others gained in points."""
        sim = knowledge.determinize(game, me, knowledge.decision_seed(self.seed, game, sample))
        vm = self.planner.vm(game, me)
        before = vm.state_value(sim)
        others = knowledge.opponents(game, me)
        scores = [knowledge.public_score(sim, q) for q in others]
        turn = game.state.turn_number
        if not knowledge.apply_plan(sim, actions):
            return None
        # every option stops at the same point: a plan that ends the turn itself is not played on
        # into the next one (alone against the dungeon, that is my own next turn)
        if sim.state.turn_number == turn:
            self.planner.play_turn(sim, me)
            if rounds == 0:
                self.planner.finish_turn(sim)  # the end of the turn may end the game
        for _ in range(rounds):
            if sim.state.over:
                break
            self.planner.play_until_my_turn(sim, me, after=turn)
            turn = sim.state.turn_number
            if not sim.state.over:
                self.planner.play_turn(sim, me)
        if sim.state.over:
            end = knowledge.outcome(sim, me)
            return (end.mine - knowledge.public_score(game, me)) + (5.0 if end.won else -5.0) \
                + 0.5 * (end.mine - end.best_other) + 0.5 * end.margin
        gained = vm.state_value(sim) - before  # solo and co-op: the standing against the village's included
        if rounds and others:
            gained -= 0.5 * sum(knowledge.public_score(sim, q) - s for q, s in zip(others, scores, strict=True)) / len(others)
        return gained

    def searched(self, game: Game, options: list[list[Action]], bonus: list[float] | None = None,
                 default: int | None = None) -> tuple[int, list[float]]:
        """Hard: the search's choice among the options (search.py), with 60% of the work left."""
        assert self.search is not None
        before = self.search.stats["turns"]
        found = self.search.best(game, options, 0.6 * self._work_left, self.horizon(game), bonus, default)
        self._work_left -= self.search.stats["turns"] - before
        return found

    def compare(self, game: Game, options: list[list[Action]], rounds: int = 0) -> list[float]:
        """Each option's worth: hard's search, or (normal) one private deal played out per option."""
        if self.search is not None:
            return self.searched(game, options)[1]
        me = game.to_act
        values = [self.playout(game, me, acts, 0, rounds) for acts in options]
        return [v if v is not None else -1e9 for v in values]

    def best_by_playouts(self, game: Game, options: list[list[Action]], default: Action, rounds: int = 0,
                         bonus: dict[Action, float] | None = None) -> Action:
        """The first action of the option whose playouts are worth most; the quick policy's own
        choice wins ties (the playouts may not see what it weighs, like the dungeon order)."""
        if self.search is not None:
            extra = [bonus.get(acts[0], 0.0) for acts in options] if bonus else None
            default_at = next((i for i, acts in enumerate(options) if acts[0] == default), None)
            return options[self.searched(game, options, extra, default_at)[0]][0]
        values = self.compare(game, options, rounds)
        if bonus:
            values = [v + bonus.get(acts[0], 0.0) for v, acts in zip(values, options, strict=True)]
        best = max(range(len(options)), key=lambda i: (values[i], -i))
        for i, acts in enumerate(options):
            if acts[0] == default and values[i] >= values[best] - TIE:
                return default
        return options[best][0]

    # --- preparing for battle ---
    def prepare(self, game: Game, legal: list[Action]) -> Action:
        t = game.state.turn
        key = self.planner.plan_key(game)
        plan = self._chosen.get(key)
        if plan is None:
            if len(self._chosen) > 32:
                self._chosen.clear()
            rounds = self.rounds(game)
            abilities = [a for a in legal if isinstance(a, UseAbility)]
            if self.search is not None:  # hard weighs the battle plans and the abilities together
                plan, use = self.plan_or_ability(game, abilities if not t.equipment and len(t.used) < 12 else [])
                if use is not None:
                    return use
                self._chosen[key] = plan
                self.planner.set_plan(game, plan)
                return self.planner.step_toward(game, legal, plan)
            plan, plan_value = self.choose_plan(game, rounds)
            self._chosen[key] = plan
            if abilities and not t.equipment and len(t.used) < 12:
                values = self.compare(game, [[a] for a in abilities], rounds)
                best = max(range(len(abilities)), key=lambda i: (values[i], -i))
                if values[best] > plan_value + 0.05:
                    del self._chosen[key]
                    return abilities[best]
        self.planner.set_plan(game, plan)
        return self.planner.step_toward(game, legal, plan)

    def choose_plan(self, game: Game, rounds: int = 0) -> tuple[BattlePlan, float]:
        """The battle plan (weapons and monster) whose playouts are worth most, among the quick
        search's best few."""
        base = self.planner.current_plan(game)
        if base is None:
            return BattlePlan({}, -1, 0.0, False), 0.0
        cands = [base] + base.alternatives[:3 if self.name == "hard" else 2]
        options = [self.plan_actions(game, p) for p in cands]
        stall = stall_bonus(game)  # when the game stands still, a battle that moves it on wins
        values = self.compare(game, options, rounds)
        values = [v + (stall if p.moves_on else 0.0) for v, p in zip(values, cands, strict=True)]
        best = max(range(len(cands)), key=lambda i: (values[i], -i))
        return cands[best], values[best]

    def plan_or_ability(self, game: Game, abilities: list[UseAbility]) -> tuple[BattlePlan, UseAbility | None]:
        """Hard: the quick search's best battle plans and the abilities, compared by the search;
        the normal bot's choice (an ability, or its battle plan) stands unless another option
        clearly beats it."""
        base = self.planner.current_plan(game)
        cands = [base] + base.alternatives[:3] if base is not None else []
        default = 0 if cands else None
        advice = self.advisor.choose(game) if self.advisor is not None else None
        if isinstance(advice, UseAbility) and advice in abilities:
            default = len(cands) + abilities.index(advice)
        elif advice is not None and cands and self.advisor is not None:
            chosen = self.advisor._chosen.get(self.planner.plan_key(game))
            if chosen is not None:
                same = next((i for i, p in enumerate(cands) if self.same_plan(p, chosen)), None)
                if same is None:
                    cands.insert(0, chosen)
                    same = 0
                default = same
        options = [self.plan_actions(game, p) for p in cands] + [[a] for a in abilities]
        if not options:
            return BattlePlan({}, -1, 0.0, False), None
        stall = stall_bonus(game)  # when the game stands still, a battle that moves it on wins
        bonus = [stall if p.moves_on else 0.0 for p in cands] + [0.0] * len(abilities)
        best, _ = self.searched(game, options, bonus, default=default)
        if best >= len(cands):
            return (base or BattlePlan({}, -1, 0.0, False)), abilities[best - len(cands)]
        return cands[best], None

    @staticmethod
    def same_plan(a: BattlePlan, b: BattlePlan) -> bool:
        return a.monster == b.monster and a.equipment == b.equipment

    @staticmethod
    def plan_actions(game: Game, plan: BattlePlan) -> list[Action]:
        t = game.state.turn
        acts: list[Action] = [Unequip(w) for w in t.equipment if plan.equipment.get(w) != t.equipment[w]]
        acts += [Equip(w, h) for w, h in plan.equipment.items() if t.equipment.get(w) != h]
        acts.append(Attack(plan.monster))
        return acts
