"""The hard bot's search: determinized sampling with successive halving over candidate plans.

A decision offers a few candidate plans (a plan is the actions to make now: a Visit, a battle
plan's equips and attack, a purchase, an ability). Each candidate is played out in private deals of
the hidden cards (knowledge.determinize): the plan's actions, then the quick policy of planner.py
for every seat, through my turn and the others' turns to the start of my next turn (or further, or
to the end of the game once the Thunderstone is near). Where a playout stops, the position is
valued with values.py for every player afresh: my cards, victory points and XP against the best
opponent's; a game that ended counts a win or a loss and the final scores.

The candidates are compared on the same deals (common random numbers: the deal, not the plan, is
what differs between samples), and the budget is spent by successive halving: every candidate is
played on a first batch of deals, the worse half is dropped, the better half is played on more deals,
and so on, so more budget means more deals for the plans that are close, and a less noisy choice.

The budget is a fixed amount of work (WORK_PER_SECOND turns played out per second of budget), so the
search is deterministic given the bot's seed and the game; the clock (this process's CPU time, so a
busy machine does not count) only cuts a decision short on a machine many times slower than that.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.ai import knowledge
from game.ai.planner import MAX_TURN_ACTIONS, finishing_action
from game.engine.actions import Buy, EndTurn, LevelUp

if TYPE_CHECKING:
    from game.ai.planner import Planner
    from game.ai.values import ValueModel
    from game.engine.actions import Action
    from game.engine.game import Game

# turns a playout plays per second of budget, so the budget becomes a fixed amount of work and the
# bot stays deterministic. Measured on the development machine (issue 15's sixteenth round, CPU time
# of the search's playouts, the compiled engine and the source alike, since the quick policy is the
# larger part): about 2,400 turns a second in 2-player first games, 2,100 in Advance, 1,500 in
# 4-player games of every set, 7,700 in solo; 400 had been set when a turn cost 2.5 ms, so a "0.1 s"
# decision had come to think for about 17 ms. Since the eighteenth round's quicker battle planning:
# 3,400 in 2-player first games, 2,600 in Advance, 2,200 in 4-player games (docs/bots.md)
WORK_PER_SECOND = 2000.0
MAX_BUYS = 4  # purchases compared: the quick policy's and the best others by card value
MIN_DEALS = 2  # deals every candidate is played on, whatever the budget
WIN = 8.0  # what winning the game is worth against losing it, in victory points (half each way)
CONFIDENCE = 1.0  # standard errors by which a plan must beat the quick policy's to be chosen over it
TIE = 0.01  # playout values this close count as equal
DISCOUNT = True
OPPONENT_SHARE = 1.0  # the best opponent's gains count against mine at this rate
# a playout stops after this many times the turns it was budgeted, and is valued where it stands: a
# game "to the end" can crawl far past the estimate (Advance's Stramst holds his rank while the
# dungeon deck has cards, and the quick policy in every seat may never empty it), and a decision
# must not take minutes (0.5% of the to-the-end playouts of 2-player first games go past 4 times)
PLAYOUT_TURN_CAP = 4.0


@dataclass
class Horizon:
    """How far a playout goes: `rounds` more of my turns after this one (0: to the end of this
    turn and the others' turns up to my next), or to the end of the game (`to_end`)."""

    rounds: int = 0
    to_end: bool = False

    def turns(self, players: int, game_turns_left: float) -> float:
        """Turns one playout plays, roughly (the work it costs)."""
        if self.to_end:
            return max(game_turns_left, players)
        return players * (1 + self.rounds)


class PlanSearch:
    """Compares candidate plans by playouts in determinized deals (see the module docstring)."""

    def __init__(self, planner: Planner, seed: int) -> None:
        self.planner = planner
        self.seed = seed
        self.deadline = math.inf
        self.vms: dict[int, ValueModel] = {}
        self.root_turn = 0
        self.turn_cap = math.inf  # turns a playout may play (set by `best` from its horizon)
        # what the search did; "seconds" is its CPU time, so that `thunderstone bench` can hold
        # the turns it played out a second against WORK_PER_SECOND
        self.stats: dict[str, float] = {"playouts": 0, "decisions": 0, "turns": 0, "seconds": 0.0}

    # --- one playout ---
    def playout(self, game: Game, me: int, actions: list[Action], deal: int, horizon: Horizon) -> float | None:
        """The plan's actions, then the quick policy for every seat to the horizon, in one deal;
        the value of where it stops (None: the plan is illegal in this deal)."""
        sim = knowledge.determinize(game, me, knowledge.decision_seed(self.seed, game, 1000 + deal))
        self.stats["playouts"] += 1
        # the horizon counts from the decision's turn, so a plan that ends the turn itself stops
        # where the others do (alone against the dungeon, the next turn is my own)
        first = start = game.state.turn_number
        if not knowledge.apply_plan(sim, actions):
            return None
        rounds_left = horizon.rounds
        pl = self.planner
        turn, in_turn = first, 0  # actions in the turn now: past MAX_TURN_ACTIONS it ends, as a bot's does
        for _ in range(5000):  # every turn ends; this only guards against a policy loop
            st = sim.state
            if st.over:
                break
            if st.turn_number - first >= self.turn_cap:
                break
            if st.turn_number != start and st.active == me and st.prompt is None and st.turn.choice is None:
                if not horizon.to_end and rounds_left <= 0:
                    break
                rounds_left -= 1
                start = st.turn_number
            turn, in_turn = st.turn_number, in_turn + 1 if st.turn_number == turn else 1
            sim.apply(pl.act(sim) if in_turn <= MAX_TURN_ACTIONS else finishing_action(sim.legal_actions()))
        self.stats["turns"] += sim.state.turn_number - first + 1
        return self.value(sim, me)

    def value(self, sim: Game, me: int) -> float:
        """My position against the best opponent's, in victory points (values.py, each player's own
        value model as of the decision); a game that ended, by its result."""
        st = sim.state
        others = knowledge.opponents(sim, me)
        if st.over:
            end = knowledge.outcome(sim, me)
            # in victory points, as a position still going is valued (worth: points 1 to 1), so a
            # game won now is never worth less than the same lead played on
            return (WIN / 2 if end.won else -WIN / 2) + (end.mine - end.best_other) + end.margin
        if self.vms[me].stakes is not None:  # solo and co-op: the mode's own valuation (values.py,
            return self.vms[me].state_value(sim, me)  # Mode.stakes), the standing against the village's in it
        mine = self.worth(sim, me)
        if not others:
            return mine
        theirs = max(self.worth(sim, q) for q in others)
        return mine - OPPONENT_SHARE * theirs

    def worth(self, sim: Game, p: int) -> float:
        """A player's position where a playout stops, with the player's value model as of the
        decision (values.py): victory points and XP as they are, and the cards' worth to the deck
        for the part of the game still to come (a value model counts it for all the turns left at
        the decision, and some of them were played out)."""
        vm = self.vms[p]
        if not DISCOUNT:
            return vm.state_value(sim, p)
        st = sim.state
        played = (st.turn_number - self.root_turn) / len(st.players)
        share = max(0.0, 1.0 - played / max(vm.remaining, 1.0))
        v = -vm.tempo * sum(1 for slot in st.hall for c in slot if sim.defn(c).is_monster)
        doomed = set(st.turn.doomed) if st.active == p else set()
        for c in st.player_cards(p):
            if c not in doomed:
                d = vm.defn(c)
                v += share * vm.deck_value(d) + vm.vp(d) - vm.trophy_loss(d, vm.vp(d))
        return v + vm.xp_value * st.players[p].xp

    # --- choosing among candidates ---
    def best(self, game: Game, options: list[list[Action]], work: float, horizon: Horizon,
             bonus: list[float] | None = None, default: int | None = None) -> tuple[int, list[float]]:
        """The index of the candidate worth most, and every candidate's mean value (-inf for the
        candidates dropped on the way, which lost the comparison). `work` is the number of
        turns the search may play out; `bonus` is added to each candidate's mean. The `default`
        candidate (the quick policy's choice) is never dropped, and another is chosen over it only
        when it is better on the same deals by more than the noise of the comparison (CONFIDENCE
        standard errors of the paired difference): more budget, more deals, a sharper test."""
        n = len(options)
        self.stats["decisions"] += 1
        if n == 1:
            return 0, [0.0]
        started = time.process_time()
        found = self._halving(game, options, work, horizon, bonus or [0.0] * n, default)
        self.stats["seconds"] += time.process_time() - started
        return found

    def _halving(self, game: Game, options: list[list[Action]], work: float, horizon: Horizon,
                 bonus: list[float], default: int | None) -> tuple[int, list[float]]:
        """`best` for two candidates or more: the successive halving itself."""
        n = len(options)
        me = game.to_act
        # every player's cards are valued as they were worth at the decision: a value model made
        # where the playout stops would measure each card against a deck that already holds it
        self.vms = {p: self.planner.vm(game, p) for p in range(len(game.state.players))}
        self.root_turn = game.state.turn_number
        cost = horizon.turns(len(game.state.players), self.turns_left(game))
        self.turn_cap = PLAYOUT_TURN_CAP * cost
        playouts = max(work / cost, MIN_DEALS * n)
        phases = max(1, math.ceil(math.log2(n)))
        alive = list(range(n))
        results: list[list[float]] = [[] for _ in range(n)]  # by deal, for every candidate played on it

        def mean(i: int) -> float:
            return sum(results[i]) / max(len(results[i]), 1) + bonus[i]

        dealt = 0  # every candidate still alive was played on deals 0 .. dealt-1
        for phase in range(phases):
            deals = max(MIN_DEALS if phase == 0 else 1, int(playouts / phases / len(alive)))
            for d in range(dealt, dealt + deals):
                for i in alive:
                    v = self.playout(game, me, options[i], d, horizon)
                    results[i].append(v if v is not None else -1e6)
                if d + 1 >= MIN_DEALS and time.process_time() > self.deadline:
                    break  # a safety net on a machine far slower than WORK_PER_SECOND says
            dealt = len(results[alive[0]])
            if phase == phases - 1 or time.process_time() > self.deadline:
                break
            ranked = sorted(alive, key=lambda i: (-mean(i), i))
            keep = ranked[:math.ceil(len(alive) / 2)]
            if default is not None and default not in keep:
                keep[-1] = default
            alive = sorted(keep)
        values = [mean(i) if i in alive else -math.inf for i in range(n)]
        best = max(alive, key=lambda i: (values[i], -i))
        if default is not None and best != default and not self.clearly_better(results[best], results[default],
                                                                              bonus[best] - bonus[default]):
            best = default
        return best, values

    @staticmethod
    def clearly_better(a: list[float], b: list[float], offset: float = 0.0) -> bool:
        """Whether `a` beats `b` on the deals both were played on by more than CONFIDENCE standard
        errors of the paired difference (and by TIE at least)."""
        k = min(len(a), len(b))
        diffs = [x - y + offset for x, y in zip(a[:k], b[:k], strict=True)]
        if not diffs:
            return False
        m = sum(diffs) / k
        if k < 2:
            return m > TIE
        sd = math.sqrt(sum((x - m) ** 2 for x in diffs) / (k - 1))
        return m > max(TIE, CONFIDENCE * sd / math.sqrt(k))

    def turns_left(self, game: Game) -> float:
        vm = self.planner.vm(game, game.to_act)
        return vm.remaining * len(game.state.players)


# --- candidates the quick policy does not compare by playouts ---
def buy_candidates(planner: Planner, game: Game, legal: list[Action], default: Action) -> list[Action]:
    """What to buy: the quick policy's choice, the purchases its values like best, and buying
    nothing (the quick policy's next step without buying)."""
    vm = planner.vm(game, game.to_act)
    buys = [a for a in legal if isinstance(a, Buy)]
    st = game.state
    ranked = sorted(buys, key=lambda a: (-vm.card_value(st.stacks[a.group][0]), a.group))
    cands = [default] + [a for a in ranked if a != default][:MAX_BUYS - 1]
    rest = [a for a in legal if not isinstance(a, Buy)]
    if rest:
        skip = planner.village_action(game, rest, abilities=False)
        if skip not in cands:
            cands.append(skip)
    return cands


def level_candidates(legal: list[Action], default: Action) -> list[Action]:
    """Which hero levels up (or none): every level-up the engine offers, and the quick policy's step."""
    levels = [a for a in legal if isinstance(a, LevelUp | EndTurn)]
    return [default] + [a for a in levels if a != default]
