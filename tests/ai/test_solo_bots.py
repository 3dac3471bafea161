"""The bots against the dungeon in solo, both rulesets: they read from the mode where a monster that
beats them goes (Classic: the village pile; Advance: it stays in the hall), and buy and fight for
the monsters that will reach the village (game/ai/values.py, game/ai/planner.py)."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.ai.heuristic import searches_purchases
from game.ai.planner import Planner, Policy
from game.ai.tuning import Tuning
from game.ai.values import ValueModel
from game.engine.actions import Buy, LevelUp, Visit
from game.engine.modes import make_mode

REGULARS = ["Regular"] * 6


def advance_solo(table, hand, hall, **spec):
    spec.setdefault("players", [{"hand": list(hand), "deck": ["Regular"] * 12}])
    return table(ruleset="advance", mode="solo", options={"level": "normal"}, hall=list(hall),
                 dungeon=["Ogre"] * 4, **spec)


def test_advance_solo_tells_the_bots_an_undefeated_monster_stays_in_the_hall():
    assert make_mode("solo").stakes().lost_battle_escapes  # Classic solo: to the village pile
    from game.engine.modes import AdvanceSolo

    assert not AdvanceSolo().stakes().lost_battle_escapes


def test_in_advance_solo_a_lost_battle_does_not_count_the_monster_against_the_bot(table):
    t = advance_solo(table, REGULARS, [None, None, None, "Ettin"], choice="dungeon")
    ettin = t.card("Ettin")
    planner = Planner()
    vm = planner.vm(t.game, 0)
    value, wins, _ = planner.battle_value(t.game, 0, ettin, vm)
    assert not wins
    assert value > -1  # the Ettin's 5 VP are not lost: it stays where it is


def test_in_classic_solo_a_lost_battle_counts_the_monster_against_the_bot(table):
    t = table(players=[{"hand": ["Militia"] * 6, "deck": ["Militia"] * 6}], hall=["Medusa", "Harpy", "Half-Ogre"],
              dungeon=["Basilisk"] * 3, mode="solo", options={"level": "normal"}, choice="dungeon")
    planner = Planner()
    vm = planner.vm(t.game, 0)
    value, wins, _ = planner.battle_value(t.game, 0, t.card("Medusa"), vm)
    assert not wins
    assert value == pytest.approx(-0.2 - 5)  # it goes to the village pile: its 5 VP against the bot


def _lost_battle_position(table, holds_back, **mode_data):
    return table(players=[{"hand": ["Militia"] * 6, "deck": ["Militia"] * 6}], hall=["Medusa", "Harpy", "Half-Ogre"],
                 dungeon=["Basilisk"] * 3, mode="solo", mode_data=mode_data, choice="dungeon",
                 options={"level": "normal", "lost_battle_holds_back": holds_back})


def test_with_the_lost_battle_option_the_bots_know_a_loss_holds_the_advance_back(table):
    """Solo's lost_battle_holds_back: the monster that wins goes to the village pile, but the end of
    the turn then lets no one through, so the loss costs the difference (Harpy 1 VP in place of the
    Medusa's 5 in rank 1) and losing to the rank 1 monster itself costs nothing."""
    assert not make_mode("solo").stakes().lost_battle_holds_back
    assert make_mode("solo", {"level": "normal", "lost_battle_holds_back": True}).stakes().lost_battle_holds_back
    assert make_mode("alone", {"level": "normal", "lost_battle_holds_back": True}).stakes().lost_battle_holds_back
    t = _lost_battle_position(table, True)
    planner = Planner()
    vm = planner.vm(t.game, 0)
    harpy, wins, _ = planner.battle_value(t.game, 0, t.card("Harpy"), vm)
    medusa, _, _ = planner.battle_value(t.game, 0, t.card("Medusa"), vm)
    assert not wins
    assert harpy == pytest.approx(-0.2 - 1 + 5)
    assert medusa == pytest.approx(-0.2)


def test_a_respite_already_held_leaves_nothing_for_a_lost_battle_to_save(table):
    t = _lost_battle_position(table, True, respites=[1])
    planner = Planner()
    value, wins, _ = planner.battle_value(t.game, 0, t.card("Harpy"), planner.vm(t.game, 0))
    assert not wins and value == pytest.approx(-0.2 - 1)


def test_in_advance_solo_a_battle_the_bot_would_lose_does_not_move_the_game_on(table):
    from game.ai import knowledge

    t = advance_solo(table, REGULARS, [None, None, "Ogre", "Ettin"], choice="dungeon")
    assert not knowledge.retreat_moves_on(t.game, t.card("Ettin"))  # it stays: no stall is broken by losing
    plan = Planner().current_plan(t.game)
    assert plan is not None and not plan.wins and not plan.moves_on


def classic_solo(table, hand, hall=("Minotaur", "Harpy", "Half-Ogre"), deck=("Militia",) * 6, **spec):
    return table(players=[{"hand": list(hand), "deck": list(deck)}], hall=list(hall), dungeon=["Basilisk"] * 3,
                 mode="solo", options={"level": "normal"}, **spec)


def test_a_deck_of_fighters_has_little_chance_against_a_monster_only_magic_attack_beats(table):
    t = classic_solo(table, ["Stoneguard Brute"] * 6, deck=["Stoneguard Brute"] * 6)
    vm = ValueModel(t.game, 0)
    minotaur, medusa = t.game.defn(t.card("Minotaur")), t.game.catalog.cards["medusa"]
    assert vm.beat_chance(medusa, 1) > 0.5  # 36 attack a hand against health 7
    assert vm.beat_chance(minotaur, 1) < 0.01  # no Magic Attack at all against the Minotaur


def test_against_the_dungeon_gold_is_worth_more_than_in_a_race_for_points(table):
    hand = ["Militia"] * 6
    alone = classic_solo(table, hand)
    race = table(players=[{"hand": hand, "deck": ["Militia"] * 6}, {"hand": hand, "deck": ["Militia"] * 6}],
                 hall=["Minotaur", "Harpy", "Half-Ogre"], dungeon=["Basilisk"] * 3)
    solo_vm, race_vm = ValueModel(alone.game, 0), ValueModel(race.game, 0)
    tuning = Tuning()
    assert solo_vm.gold_value == pytest.approx(tuning.solo_gold_rate * min(1.0, solo_vm.remaining / 12))
    assert race_vm.gold_value == pytest.approx(tuning.gold_rate * min(1.0, race_vm.remaining / 12))
    assert tuning.solo_gold_rate > tuning.gold_rate


ADVANCE_START = ["Regular"] * 6 + ["Longspear", "Torch", "Thunderstone Shard"] * 2


def test_against_the_dungeon_cards_drawn_in_the_dungeon_count_for_their_fight_not_their_gold(table):
    t = table(ruleset="advance", mode="solo", options={"level": "normal"}, hall=[None, None, None, "Ogre"],
              dungeon=["Ettin"] * 4, players=[{"hand": ADVANCE_START[:6], "deck": ADVANCE_START[6:]}],
              village="first_game")
    vm = ValueModel(t.game, 0)
    cards = t.game.catalog.cards
    teleport, arbalest = cards["mass_teleport"], cards["falcon_arbalest"]
    assert vm.drawn_card_guess() == vm.avg_power  # a card drawn anywhere: an average card of the deck
    assert vm.avg_fight < vm.avg_power  # the starting deck's gold is much of what it is worth
    # three cards drawn in the dungeon bring three average fights: less than a weapon of +5
    assert vm.def_value(arbalest) > vm.def_value(teleport)


def curse_in_village(table, curse, hand):
    return table(ruleset="advance", mode="solo", options={"level": "normal"}, hall=[None, None, None, "Ogre"],
                 dungeon=["Ettin"] * 20, players=[{"hand": [curse, *hand], "deck": ["Regular"] * 10}],
                 village={"heroes": ["criochan"], "village": ["falcon_arbalest"]}, choice="village")


def test_the_quick_rules_take_a_curses_way_out_when_its_price_buys_nothing_anyway(table):
    from game.engine.actions import UseAbility

    t = curse_in_village(table, "Curse of Discord", ["Regular"] * 5)  # no gold to lose
    action = Planner().act(t.game)
    assert action == UseAbility(t.card("Curse of Discord"), 0)


def test_the_quick_rules_keep_a_curse_whose_way_out_costs_the_gold_of_a_good_purchase(table):
    from game.engine.actions import Buy

    t = curse_in_village(table, "Curse of Discord", ["Longspear", "Longspear", "Torch", "Thunderstone Shard", "Regular"])
    action = Planner().act(t.game)
    assert action == Buy("falcon_arbalest")  # 7 gold buys it; after the way out, 5 would not
    assert "Curse of Discord" in t.names("p0.hand")


def test_against_the_dungeon_a_kill_now_beats_a_card_that_pays_over_twenty_turns(table):
    """Solo Normal, early, the Thunderstone deep: the hand beats the Harpy, or buys a card. A card
    counts for at most solo_max_turns turns against the dungeon (with the race's 20 turns the bot
    bought too much: it won 20% of Solo Normal first games, against 26% with 12)."""
    start = ["Militia"] * 6 + ["Dagger", "Iron Rations", "Torch"] * 2
    hand = ["Stoneguard Brute", "Militia", "Torch", "Iron Rations", "Dagger", "Militia"]
    t = table(players=[{"hand": hand, "deck": start}], hall=["Harpy", "Orc Warlord", "Plague Zombie"],
              dungeon=["Basilisk", "Plaguebearer", "Hungry Dead", "Walking Scourge", "Orc Blademaster"] * 5,
              mode="solo", options={"level": "normal"}, village="first_game")
    tuning = Tuning()
    planner, far = Planner(Policy(tuning)), Planner(Policy(Tuning(solo_max_turns=tuning.max_turns)))
    assert planner.vm(t.game, 0).remaining == tuning.solo_max_turns < far.vm(t.game, 0).remaining
    plan = planner.plan_from_outside(t.game)
    assert plan is not None and plan.wins and plan.monster == t.card("Harpy")
    assert planner.choose_visit(t.game, t.game.legal_actions()) == Visit("dungeon")
    assert far.choose_visit(t.game, t.game.legal_actions()) == Visit("village")


def _level_rates(vm, names):
    """Each hero's best gain for each XP of its level-up, as the XP's worth counts them."""
    return {n: vm.level_up_rate(vm.catalog.cards[n])[0] for n in names}


def test_against_the_dungeon_the_xp_the_deck_will_earn_pays_for_level_ups_too(table):
    """A Criochan Knight in a deck of Regulars: its level-up to a Captain (3 XP) is worth most for
    each XP. With 2 XP held, in a race for points one more XP is valued by the Knight's level-up, and
    the Regular in the village hand waits for it. Against the dungeon, the XP the deck earns in two
    passes through it (12 cards, 2 hands: 4 XP) pays for the Knight too, so an XP is valued by a
    Regular's level-up and the Regular levels up now. (Advance Solo Normal kept about 10 XP unspent
    at the end of its games.)"""
    deck = ["Criochan Knight"] + ["Regular"] * 5
    hand = ["Regular"] * 3 + ["Torch"] * 3
    village = {"heroes": ["criochan", "thundermage"], "village": []}
    me = {"hand": hand, "deck": deck, "xp": 2}
    solo_t = advance_solo(table, hand, [None, None, None, "Ettin"], village=village, players=[me], choice="village")
    race_t = table(ruleset="advance", hall=[None, None, None, "Ettin"], dungeon=["Ogre"] * 4, village=village,
                   players=[me, {"hand": ["Regular"] * 6, "deck": ["Regular"] * 6}], choice="village")
    results = {}
    for name, t in (("solo", solo_t), ("race", race_t)):
        planner = Planner()
        vm = planner.vm(t.game, 0)
        assert vm.n == 12
        rates = _level_rates(vm, ["criochan_knight", "regular"])
        assert rates["criochan_knight"] > rates["regular"] > 0
        levels = [a for a in t.game.legal_actions() if isinstance(a, LevelUp)]
        results[name] = (vm, rates, planner.best_level_up(t.game, vm, levels))
    race, rates, chosen = results["race"]
    assert race.xp_value == pytest.approx(race.tuning.xp_share * rates["criochan_knight"] + 0.05)
    assert chosen is None
    solo, rates, chosen = results["solo"]
    assert chosen is not None and solo_t.game.defn(chosen.card).name == "Regular"
    assert solo.xp_value == pytest.approx(solo.tuning.xp_share * rates["regular"] + 0.05)
    assert min(solo.n / 6, solo.remaining) * solo.tuning.solo_xp_passes == pytest.approx(4.0)


def test_a_phoenix_of_mine_counts_for_its_trophy_s_xp_since_it_goes_back_to_the_dungeon(table):
    """The Phoenix's trophy (3 XP, then back on top of the dungeon deck) is used as soon as a village
    or dungeon hand draws it: its points were counted as kept, so each village visit with it in hand
    looked like 3 VP lost twice (the standing and the monster the village will never get)."""
    hand = ["Phoenix", "Regular", "Regular", "Regular", "Regular", "Regular"]
    t = advance_solo(table, hand, [None, None, None, "Ogre"])
    phoenix = t.card("Phoenix")
    vm = Planner().vm(t.game, 0)
    d = t.game.defn(phoenix)
    assert vm.remaining * 6 >= vm.n  # the deck comes round again before the end
    # both the standing's 3 VP and the monster kept from the village (3 more) give way to 3 XP
    assert vm.trophy_loss(d, 6.0) == pytest.approx(6.0 - 3 * vm.xp_value)
    assert vm.trophy_loss(t.game.catalog.cards["ogre"], 4.0) == 0.0  # no trophy: it stays mine
    vm.remaining = vm.n / 12  # half a pass left: the game may end before the Phoenix is drawn
    assert vm.trophy_loss(d, 6.0) == pytest.approx(0.5 * (6.0 - 3 * vm.xp_value))

    before = Planner().vm(t.game, 0).state_value(t.game)
    t.do("village")
    t.do(f"use {phoenix} 1")  # its village trophy
    assert t.game.state.dungeon[0] == phoenix and t.game.state.players[0].xp == 3
    after = Planner().vm(t.game, 0).state_value(t.game)
    assert after == pytest.approx(before, abs=1.0)  # it was 3 VP lost twice (6 less), XP aside


def test_where_an_undefeated_monster_stays_the_bot_plans_further_ahead(table):
    """Advance solo: a monster that wins a battle stays in the hall, so a lost battle costs nothing
    and a deck built over more turns pays (16 turns ahead at most, against Classic solo's 12)."""
    long_dungeon = ["Ogre"] * 40
    advance = table(ruleset="advance", mode="solo", options={"level": "normal"}, hall=[None, None, None, "Ogre"],
                    dungeon=long_dungeon, players=[{"hand": REGULARS, "deck": ["Regular"] * 12}])
    classic = table(players=[{"hand": ["Militia"] * 6, "deck": ["Militia"] * 6}], hall=["Harpy", "Harpy", "Harpy"],
                    dungeon=["Basilisk"] * 40, mode="solo", options={"level": "normal"})
    tuning = Tuning()
    assert not advance.game.mode.stakes().lost_battle_escapes and classic.game.mode.stakes().lost_battle_escapes
    assert Planner().vm(advance.game, 0).remaining == tuning.solo_max_turns_monsters_stay == 16
    assert Planner().vm(classic.game, 0).remaining == tuning.solo_max_turns == 12


def test_hard_buys_what_the_quick_policy_buys_where_an_undefeated_monster_stays(table):
    """Hard's search compared purchases by playouts to its next turn: against Advance's dungeon that
    saw what a Falcon Arbalest adds at once, not what a hero grows into, and hard won a third of what
    the normal bot won. There it now buys what the quick policy buys; in Classic solo it still searches."""
    gold = ["Thunderstone Shard", "Thunderstone Shard", "Torch", "Regular", "Regular", "Regular"]
    advance = advance_solo(table, gold, [None, None, None, "Ogre"], choice="village")
    classic = table(players=[{"hand": ["Militia", "Dagger", "Iron Rations", "Torch", "Militia", "Militia"],
                              "deck": ["Militia"] * 6}], hall=["Harpy", "Harpy", "Harpy"], dungeon=["Basilisk"] * 20,
                    mode="solo", options={"level": "normal"}, village="first_game", choice="village")
    assert not searches_purchases(advance.game) and searches_purchases(classic.game)
    for t, searched in ((advance, 0), (classic, 1)):
        assert any(isinstance(a, Buy) for a in t.game.legal_actions())
        bot = make_bot("hard", 7)
        quick = bot.planner.act(t.game)
        chosen = bot.choose(t.game)
        assert bot.search.stats["decisions"] == searched
        if not searched:
            assert chosen == quick


def three_modes(table, tuning: Tuning | None = None) -> dict[str, ValueModel]:
    """One hand's value model in Classic solo, in a race for points and in Advance solo."""
    hand = ["Militia", "Militia", "Torch", "Dagger", "Iron Rations"]
    solo = table(mode="solo", options={"level": "normal"}, players=[{"hand": hand, "deck": ["Militia"] * 7}],
                 hall=["Harpy", "Half-Ogre", "Orc Warlord"])
    race = table(players=[{"hand": hand, "deck": ["Militia"] * 7}, {}], hall=["Harpy", "Half-Ogre", "Orc Warlord"])
    adv = advance_solo(table, REGULARS, [None, None, None, "Ettin"])
    return {name: Planner(Policy(tuning or Tuning())).vm(t.game, 0)
            for name, t in (("solo", solo), ("race", race), ("advance", adv))}


def test_light_weighs_less_and_a_bad_card_more_only_where_monsters_get_through(table):
    """The solo knobs of issue 15's twenty-first round: against a Classic dungeon (the village pile
    gets the monsters) a point of light is worth less and a card that weakens the hand costs more;
    competitive play and Advance solo (where a monster that wins stays) keep the plain knobs."""
    tuning = Tuning()
    assert tuning.solo_light_scale < tuning.light_scale and tuning.solo_removal_cost > tuning.removal_cost
    models = three_modes(table)
    assert models["solo"].removal_cost == tuning.solo_removal_cost
    assert models["race"].removal_cost == models["advance"].removal_cost == tuning.removal_cost
    # the same deck and board: light is worth the scale's share less alone against the dungeon
    assert models["solo"].light_value == pytest.approx(models["race"].light_value * tuning.solo_light_scale
                                                       / tuning.light_scale)


def test_each_mode_reads_its_own_knobs_from_one_place(table):
    """Tuning.for_stakes is the one place that says which knob a mode plays by: a race for points
    the plain knobs; any dungeon the solo fight share and gold rate; a dungeon whose monsters get
    through (Classic solo) the solo light and removal cost too. The value model reads them there."""
    # every knob moved away from its solo copy, so that each reading shows which one it took
    knobs = Tuning(fight_share=0.1, gold_rate=0.2, light_scale=0.3, removal_cost=0.4, solo_fight_share=0.5,
                   solo_gold_rate=0.6, solo_light_scale=0.7, solo_removal_cost=0.8)
    models = three_modes(table, knobs)
    read = {name: vm.tuning for name, vm in models.items()}
    assert read["race"] == knobs
    assert (read["advance"].fight_share, read["advance"].gold_rate) == (0.5, 0.6)
    assert (read["advance"].light_scale, read["advance"].removal_cost) == (0.3, 0.4)
    assert (read["solo"].fight_share, read["solo"].gold_rate, read["solo"].light_scale,
            read["solo"].removal_cost) == (0.5, 0.6, 0.7, 0.8)
    # and what the model derives from them follows (the removal cost a card's worth is held above)
    assert (models["solo"].removal_cost, models["race"].removal_cost) == (0.8, 0.4)
