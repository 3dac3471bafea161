"""The hard bot's search (game/ai/search.py): it finds the clearly best plan in a built position,
it is deterministic, more budget plays more deals, and its candidates are legal moves."""

from __future__ import annotations

import itertools

from game.ai import heuristic, knowledge
from game.ai.heuristic import HeuristicBot
from game.ai.planner import MAX_TURN_ACTIONS, Planner
from game.ai.search import PLAYOUT_TURN_CAP, Horizon, PlanSearch, buy_candidates
from game.engine.actions import Attack, Buy, EndTurn, Equip, Unequip, Visit
from game.engine.game import Game

# a dungeon deck behind the hall, so a position is mid-game rather than the last turn
DUNGEON = ["Harpy", "Half-Ogre", "Orc Blademaster", "Shadow Killer", "Standard Bearer", "Basilisk", "Manticore",
           "Plague Zombie", "Restless Corpse", "Hungry Dead", "Harpy", "Half-Ogre", "Orc Blademaster",
           "Stone of Scorn"]


def battle(table):
    return table(players=[{"hand": ["Stoneguard Brute", "Militia", "Guardian Blade", "Torch", "Militia"]}, {}],
                 hall=["Half-Ogre", "Minotaur", "Orc Warlord"], dungeon=DUNGEON, choice="dungeon")


def armed(t) -> list:
    return [Equip(t.card("Guardian Blade"), t.card("Stoneguard Brute"))]


def test_the_search_attacks_the_monster_it_beats_rather_than_one_it_cannot(table):
    t = battle(table)
    t.do("equip [Guardian Blade] [Stoneguard Brute]")
    assert t.breakdown("Half-Ogre").wins and not t.breakdown("Minotaur").wins
    t.do("unequip [Guardian Blade]")
    options = [armed(t) + [Attack(t.card(name))] for name in ("Minotaur", "Half-Ogre", "Orc Warlord")]
    best, values = PlanSearch(Planner(), seed=5).best(t.game, options, work=40, horizon=Horizon())
    assert best == 1
    assert values[1] > max(v for i, v in enumerate(values) if i != 1)


def test_the_search_goes_into_the_dungeon_for_a_monster_rather_than_resting_with_nothing_to_destroy(table):
    t = table(players=[{"hand": ["Stoneguard Brute", "Militia", "Dagger", "Torch", "Militia"]}, {}],
              hall=["Half-Ogre", "Minotaur", "Orc Warlord"], dungeon=DUNGEON)
    options = [[Visit("rest")], [Visit("dungeon")]]
    best, _ = PlanSearch(Planner(), seed=5).best(t.game, options, work=40, horizon=Horizon())
    assert best == 1


def test_the_search_is_deterministic_and_leaves_the_game_as_it_was(table):
    t = battle(table)
    options = [[Attack(t.card(name))] for name in ("Minotaur", "Half-Ogre", "Orc Warlord")]
    before = t.state.clone()
    first = PlanSearch(Planner(), seed=9).best(t.game, options, work=30, horizon=Horizon())
    again = PlanSearch(Planner(), seed=9).best(t.game, options, work=30, horizon=Horizon())
    assert first == again
    assert t.state == before


def test_more_budget_plays_more_deals(table):
    t = battle(table)
    options = [[Attack(t.card(name))] for name in ("Minotaur", "Half-Ogre", "Orc Warlord")]
    small, large = PlanSearch(Planner(), seed=3), PlanSearch(Planner(), seed=3)
    small.best(t.game, options, work=10, horizon=Horizon())
    large.best(t.game, options, work=200, horizon=Horizon())
    assert large.stats["playouts"] > 3 * small.stats["playouts"]


def test_a_plan_illegal_in_the_position_is_never_chosen(table):
    t = battle(table)
    options = [[Buy("Militia")], armed(t) + [Attack(t.card("Half-Ogre"))]]  # no buying in the dungeon
    best, values = PlanSearch(Planner(), seed=1).best(t.game, options, work=10, horizon=Horizon())
    assert best == 1 and values[0] < values[1]


def test_the_purchases_compared_are_legal_and_include_buying_nothing(table):
    t = table(players=[{"hand": ["Militia", "Militia", "Militia", "Torch", "Dagger", "Iron Rations"]}, {}],
              hall=["Half-Ogre", "Minotaur", "Orc Warlord"], dungeon=DUNGEON, choice="village")
    legal = t.game.legal_actions()
    planner = Planner()
    default = planner.act(t.game)
    cands = buy_candidates(planner, t.game, legal, default)
    assert cands[0] == default and len(set(cands)) == len(cands)
    assert all(a in legal for a in cands)
    assert any(isinstance(a, Buy) for a in cands) and any(not isinstance(a, Buy) for a in cands)


def test_the_hard_bot_thinks_with_the_search_and_normal_does_not():
    assert HeuristicBot("hard", 1).search is not None
    assert HeuristicBot("normal", 1).search is None


def test_alone_against_the_dungeon_a_plan_that_ends_the_turn_is_not_played_into_the_next(table):
    # solo: my next turn follows my own, so a plan ending the turn (EndTurn: buy nothing, no
    # level-up) used to be played a whole turn further than the others and looked better for it
    t = table(players=[{"hand": ["Militia"] * 6, "deck": ["Militia"] * 6 + ["Stoneguard Brute"] * 4}],
              hall=["Harpy", "Half-Ogre", "Orc Warlord"], dungeon=DUNGEON, mode="solo",
              options={"level": "normal"}, choice="village")
    planner = Planner()
    assert planner.act(t.game) == EndTurn()  # no gold to buy anything with
    search = PlanSearch(planner, seed=2)
    search.vms = {0: planner.vm(t.game, 0)}
    search.root_turn = t.state.turn_number
    for deal in range(4):  # the policy ends the turn by itself, or the plan does: the same playout
        assert search.playout(t.game, 0, [EndTurn()], deal, Horizon()) == search.playout(t.game, 0, [], deal, Horizon())
    bot = HeuristicBot("normal", 2)
    for sample, rounds in itertools.product(range(3), (0, 1)):  # and the normal bot's, a round further or not
        assert bot.playout(t.game, 0, [EndTurn()], sample, rounds) == bot.playout(t.game, 0, [], sample, rounds)


class _NeverFights(Planner):
    """A quick policy that rests every turn: a competitive game it plays in every seat never ends."""

    def act(self, game):
        legal = game.legal_actions()
        return next((a for a in legal if a in (Visit("rest"), EndTurn())), None) or super().act(game)


def test_a_playout_to_the_end_of_a_game_that_does_not_end_stops_at_its_cap(table):
    # Advance's Stramst holds his rank while the dungeon deck has cards, and quick policies that
    # never empty it played each to-the-end playout for 5,000 actions: minutes a decision
    t = table(players=[{"hand": ["Militia"] * 6, "deck": ["Militia"] * 6}, {}],
              hall=["Harpy", "Half-Ogre", "Orc Warlord"], dungeon=DUNGEON)
    search = PlanSearch(_NeverFights(), seed=2)
    horizon = Horizon(to_end=True)
    best, values = search.best(t.game, [[Visit("rest")], [Visit("village")]], work=8, horizon=horizon)
    cap = PLAYOUT_TURN_CAP * horizon.turns(2, search.turns_left(t.game))
    assert not t.state.over and search.stats["playouts"] >= 4
    assert search.stats["turns"] <= search.stats["playouts"] * (cap + 2)  # (each counts its first turn too)
    assert all(v > -1e6 for v in values)  # valued where they stopped


class _Fidgets(Planner):
    """A quick policy that takes a weapon up and puts it down for ever before a battle."""

    def act(self, game):
        legal = game.legal_actions()
        return next((a for a in legal if isinstance(a, Equip | Unequip)), None) or super().act(game)


def test_a_playout_turn_past_max_turn_actions_ends_as_a_bots_turn_does(table, monkeypatch):
    # the bot's own turn only attacks or ends after MAX_TURN_ACTIONS; a playout played the loop
    # for 5,000 actions and stopped in the same turn, still preparing
    t = battle(table)
    search = PlanSearch(_Fidgets(), seed=2)
    search.vms = {p: search.planner.vm(t.game, p) for p in range(2)}
    search.root_turn = t.state.turn_number
    applied = []
    apply = Game.apply

    def counted(game, action):
        applied.append(action)
        return apply(game, action)

    monkeypatch.setattr(Game, "apply", counted)
    search.playout(t.game, 0, [], 0, Horizon())
    first_turn = list(itertools.takewhile(lambda a: not isinstance(a, EndTurn), applied))
    assert len(first_turn) == MAX_TURN_ACTIONS + 1 and isinstance(first_turn[-1], Attack)
    assert search.stats["turns"] == 3  # on through the other's turn to my next, as the horizon says


def test_far_ahead_the_search_ends_the_game_rather_than_play_on(table):
    # beating the Harpy moves the Thunderstone to rank 1 and ends the game, which I win by 33 points;
    # a game that ended used to count its lead at half (4 + 16.5 here), a position still going at
    # full (about 32), so a bot far ahead played on (Advance: Charred Bruin in front of Stramst, lost
    # to again and again for 1,000 turns)
    t = table(players=[{"hand": ["Stoneguard Brute", "Militia", "Guardian Blade", "Torch", "Militia", "Militia"],
                        "discard": ["Medusa", "Medusa", "Orc Warlord", "Orc Warlord", "Minotaur", "Minotaur"]}, {}],
              hall=["Harpy", "Stone of Scorn", "Minotaur"], dungeon=[])
    search = PlanSearch(Planner(), seed=4)
    best, values = search.best(t.game, [[Visit("rest")], [Visit("dungeon")]], work=20, horizon=Horizon())
    assert best == 1 and values[1] > values[0]
    dungeon = search.playout(t.game, 0, [Visit("dungeon")], 0, Horizon())
    assert dungeon >= 4 + 33  # the win and the whole lead


def test_the_search_counts_the_cpu_time_of_its_playouts_and_a_match_sums_them(catalog, table):
    """`thunderstone bench` holds the turns played out a CPU second against WORK_PER_SECOND (a
    budget is that much work), from these counts."""
    from game.ai.arena import win_share

    t = battle(table)
    options = [[Attack(t.card(name))] for name in ("Minotaur", "Half-Ogre", "Orc Warlord")]
    search = PlanSearch(Planner(), seed=3)
    search.best(t.game, options[:1], work=40, horizon=Horizon())  # one candidate: nothing played out
    assert search.stats["seconds"] == 0.0 and search.stats["turns"] == 0
    # enough work to outlast a coarse CPU clock (Windows counts it in 15.6 ms ticks)
    search.best(t.game, options, work=400, horizon=Horizon())
    assert search.stats["seconds"] > 0.0 and search.stats["turns"] >= 400 * 0.9
    match = win_share(catalog, "hard", "normal", 1, 0.005, seed=4)
    assert match.search_turns > 0 and match.search_seconds > 0.0
    assert win_share(catalog, "normal", "easy", 1, 0.002, seed=4).search_turns == 0  # no search there


def test_a_bot_keeps_the_cpu_time_of_its_slowest_decision(table, monkeypatch):
    """`thunderstone bench` reports the longest a player waits for a bot from this."""
    t = battle(table)
    hard, normal = HeuristicBot("hard", 3, budget=0.2), HeuristicBot("normal", 3)
    t.do("equip [Guardian Blade] [Stoneguard Brute]")
    assert hard.longest_decision == 0.0
    hard.choose(t.game)  # the attack, compared by playouts: 400 turns of work, more than a clock tick
    assert hard.longest_decision > 0.0 and hard.search.stats["turns"] > 0
    assert normal.longest_decision == 0.0
    clock = iter([10.0, 11.0, 20.0, 20.5])  # a normal decision can take less than a coarse clock's tick
    monkeypatch.setattr(heuristic.time, "process_time", lambda: next(clock))
    normal.choose(t.game)
    normal.choose(t.game)
    assert normal.longest_decision == 1.0  # each decision timed (1 s, then 0.5 s), the longest kept


def test_an_ended_games_result_is_read_for_the_player_asking(table):
    # what the search's valuation and the normal bot's playouts take from a game that ended
    t = table(players=[{}, {}], hall=["Harpy", "Stone of Scorn", "Minotaur"], dungeon=[])
    t.state.result = {"scores": {"0": 40, "1": 7}, "winners": [0]}
    assert knowledge.outcome(t.game, 0) == knowledge.Outcome(mine=40, best_other=7, won=True, margin=0)
    assert knowledge.outcome(t.game, 1) == knowledge.Outcome(mine=7, best_other=40, won=False, margin=0)
    solo = table(players=[{}], hall=["Harpy", "Stone of Scorn", "Minotaur"], dungeon=[], mode="solo",
                 options={"level": "normal"})
    solo.state.result = {"scores": {"0": 30}, "winners": [], "verdict": {"players_total": 30, "village_total": 34}}
    assert knowledge.outcome(solo.game, 0) == knowledge.Outcome(mine=30, best_other=30, won=False, margin=-4)
