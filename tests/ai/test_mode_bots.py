"""Bots in the modes played against the dungeon (solo, Alone in the Dark, co-op): each mode tells the
bots what wins it (Mode.stakes), and the bots value a position by that, not by points against
opponents who are not there (game/ai/values.py)."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.ai.values import ValueModel
from game.engine.actions import LevelUp
from game.engine.game import Game
from game.engine.modes import make_mode
from game.engine.setup import first_game, for_mode

DECK = ["Militia"] * 6 + ["Torch", "Dagger", "Iron Rations"] * 2
DUNGEON = ["Medusa", "Basilisk", "Manticore", "Minotaur", "Hungry Dead"]
NO_BASICS = {"militia": 0, "dagger": 0, "iron_rations": 0, "torch": 0}


def solo(table, hand, hall=("Harpy", "Half-Ogre", "Orc Warlord"), mode="solo", level="normal", xp=0, discard=(),
         **extra):
    return table(players=[{"hand": list(hand), "deck": DECK, "xp": xp, "discard": list(discard)}], hall=list(hall),
                 dungeon=list(DUNGEON), mode=mode, options={"level": level}, **extra)


def play_turn(t, bot) -> list:
    """The bot plays the turn out; its actions, each legal when chosen."""
    turn = t.state.turn_number
    actions = []
    while not t.state.over and t.state.turn_number == turn:
        a = bot.choose(t.game)
        assert a in t.game.legal_actions()
        actions.append(a)
        t.game.apply(a)
    return actions


# --- what each mode tells the bots --------------------------------------------------------------


def test_the_competitive_game_has_no_stakes_against_the_dungeon():
    assert make_mode("competitive").stakes() is None


@pytest.mark.parametrize("level, respite, per_defeat", [("normal", 0, 0.0), ("warrior", 2, 0.0),
                                                        ("nightmare", None, 1.0)])
def test_solo_counts_victory_points_and_says_which_defeats_hold_the_hall_back(level, respite, per_defeat):
    stakes = make_mode("solo", {"level": level}).stakes()
    assert stakes.measure == "vp" and stakes.cards_per_turn == 1.0
    assert stakes.respite_min_xp == respite
    assert stakes.cards_per_defeat == per_defeat  # without a respite a defeat's refill comes on top
    assert stakes.top_heroes_needed == 0 and not stakes.pool_counts


def test_alone_in_the_dark_also_needs_its_top_level_heroes():
    assert make_mode("alone").stakes().top_heroes_needed == 4
    assert make_mode("alone", {"top_heroes_needed": 2, "level": "warrior"}).stakes().top_heroes_needed == 2
    assert make_mode("alone", {"level": "warrior"}).stakes().respite_min_xp == 2


def test_co_op_counts_the_monsters_xp_and_the_party_pool_and_the_hall_does_not_advance_by_itself():
    stakes = make_mode("coop").stakes()
    assert stakes.measure == "xp" and stakes.pool_counts
    assert stakes.cards_per_turn is None


def test_a_respite_holds_the_hall_until_the_end_of_the_turn_it_was_earned_for(table):
    t = solo(table, ["Militia"] * 4 + ["Torch"] * 2, choice="dungeon")
    assert t.game.mode.held_turns(t.game) == 0
    t.do("attack [Harpy]")
    assert t.game.mode.held_turns(t.game) == 1  # the end of the next turn
    t.do("end")
    assert t.game.mode.held_turns(t.game) == 1
    t.do("rest", "end")
    assert t.game.mode.held_turns(t.game) == 0


# --- the value of a position --------------------------------------------------------------------


def test_in_solo_a_monster_in_the_village_pile_counts_its_victory_points_against_the_bot(table):
    plain = solo(table, ["Militia"] * 6)
    behind = solo(table, ["Militia"] * 6, piles={"village": ["Medusa"]})
    lost = ValueModel(plain.game, 0).state_value(plain.game) - ValueModel(behind.game, 0).state_value(behind.game)
    assert lost == pytest.approx(5.0)  # Medusa's victory points


def test_in_solo_a_monster_the_bot_defeated_counts_for_it_and_is_denied_to_the_village(table):
    plain = solo(table, ["Militia"] * 6)
    won = solo(table, ["Militia"] * 6, discard=["Medusa"])
    vm = ValueModel(won.game, 0)
    gained = vm.state_value(won.game) - vm.state_value(plain.game)  # one model: the same worth for the rest
    medusa = won.game.defn(won.card("Medusa"))
    assert gained == pytest.approx(2 * 5 + vm.deck_value(medusa))  # counted once for me, once not for the village


def test_the_rank_1_monster_threatens_to_get_through_unless_a_respite_holds_the_hall(table):
    t = solo(table, ["Militia"] * 6, hall=["Medusa", "Harpy", "Half-Ogre"])
    vm = ValueModel(t.game, 0)
    medusa = t.game.defn(t.card("Medusa"))
    assert vm.hall_threat(t.game) == pytest.approx(-(1 - 0.8 * vm.beat_chance(medusa, 1)) * 5)
    assert -5 < vm.hall_threat(t.game) < -2  # a deck of Militia rarely beats a Medusa
    held = solo(table, ["Militia"] * 6, hall=["Medusa", "Harpy", "Half-Ogre"], mode_data={"respites": [1]})
    assert ValueModel(held.game, 0).hall_threat(held.game) == 0.0


def test_a_defeat_that_earns_a_respite_is_worth_the_monster_and_an_average_monster_of_the_hall(table):
    normal = solo(table, ["Militia"] * 6)
    harpy = normal.card("Harpy")
    assert ValueModel(normal.game, 0).defeat_bonus(normal.game, harpy) == pytest.approx(1 + (3 + 5) / 2)
    nightmare = solo(table, ["Militia"] * 6, level="nightmare")  # no respite: only the monster itself
    assert ValueModel(nightmare.game, 0).defeat_bonus(nightmare.game, nightmare.card("Harpy")) == pytest.approx(1)
    warrior = solo(table, ["Militia"] * 6, level="warrior")  # the Harpy is worth 1 XP: no respite in Warrior
    assert ValueModel(warrior.game, 0).defeat_bonus(warrior.game, warrior.card("Harpy")) == pytest.approx(1)


def test_in_the_competitive_game_a_defeat_is_worth_nothing_beyond_the_card(table):
    t = table(players=[{"hand": ["Militia"] * 6}, {"hand": ["Militia"] * 6}], hall=["Harpy", "Half-Ogre", "Orc Warlord"])
    assert ValueModel(t.game, 0).defeat_bonus(t.game, t.card("Harpy")) == 0.0


# --- decisions ----------------------------------------------------------------------------------


@pytest.mark.parametrize("behind", [True, False])
def test_in_solo_a_scout_keeps_the_game_going_while_the_village_pile_leads(table, behind):
    """Alone, 'leading' is against the village pile: behind it, the Thunderstone goes to the
    bottom of the three (more turns to catch up); ahead, on top (the game ends sooner)."""
    pile, won = (["Medusa"], []) if behind else ([], ["Medusa"])
    t = table(players=[{"hand": ["Scout", "Militia"], "deck": DECK, "discard": won}],
              hall=["Harpy", "Half-Ogre", "Orc Warlord"], dungeon=["Stone of Scorn", "Harpy", "Basilisk"],
              mode="solo", options={"level": "normal"}, piles={"village": pile}, choice="dungeon")
    t.do("use [Scout] 1")
    assert t.state.prompt is not None and t.state.prompt.reason == "reorder_dungeon"
    t.events += t.game.apply(make_bot("normal", 1).choose(t.game))
    order = t.names("dungeon")
    assert order == (["Basilisk", "Harpy", "Stone of Scorn"] if behind else ["Stone of Scorn", "Basilisk", "Harpy"])


STRONG_HAND = ["Stoneguard Brute", "Torch", "Dagger", "Iron Rations", "Toryn Gauntlet", "Militia"]
CHEAP_FIRST = ["Standard Bearer", "Medusa", "Minotaur"]  # 1 VP in rank 1, 5 VP behind it


def test_in_solo_the_bot_lets_a_cheap_rank_1_monster_go_rather_than_push_a_dear_one_out_to_the_village(table):
    t = solo(table, STRONG_HAND, hall=CHEAP_FIRST)
    actions = play_turn(t, make_bot("normal", 1))
    assert str(actions[0]) == "village"
    assert t.names("pile.village") == ["Standard Bearer"]  # not the Medusa


def test_in_solo_while_a_respite_holds_the_hall_the_bot_takes_the_cheap_rank_1_monster_and_loses_nothing(table):
    t = solo(table, STRONG_HAND, hall=CHEAP_FIRST, mode_data={"respites": [1]})
    actions = play_turn(t, make_bot("normal", 1))
    assert str(actions[0]) == "dungeon"
    assert "Standard Bearer" in t.names("p0.discard")
    assert t.names("pile.village") == []  # the hall did not advance: the Medusa is still there to beat
    assert t.game.mode.held_turns(t.game) == 1  # and the defeat holds it back once more


GORINTH_VILLAGE = {"heroes": ["gorinth", "stoneguard"], "village": ["scout", "polymorph"]}
AMATEUR_HAND = ["Gorinth Amateur", "Militia", "Militia", "Torch", "Dagger", "Militia"]


def test_alone_in_the_dark_the_bot_spends_its_xp_on_the_hero_nearest_a_top_level_it_can_reach(table):
    t = solo(table, AMATEUR_HAND, mode="alone", xp=3, village=GORINTH_VILLAGE, stacks=NO_BASICS, choice="village")
    amateur = t.card("Gorinth Amateur")
    actions = play_turn(t, make_bot("normal", 3))
    assert [a.card for a in actions if isinstance(a, LevelUp)] == [amateur]
    assert "Gorinth Hoarder" in t.names("p0.discard")  # a level nearer the Gorinth Miser the end needs


def test_in_plain_solo_the_same_xp_makes_a_militia_a_stoneguard_the_better_fighter(table):
    t = solo(table, AMATEUR_HAND, xp=3, village=GORINTH_VILLAGE, choice="village")
    actions = play_turn(t, make_bot("normal", 3))
    levels = [a for a in actions if isinstance(a, LevelUp)]
    assert [t.game.defn(a.card).name for a in levels] == ["Militia"] and levels[0].into == "stoneguard"


# --- whole games --------------------------------------------------------------------------------


@pytest.mark.parametrize("mode, level, players", [("solo", "warrior", 1), ("alone", "normal", 1),
                                                  ("coop", "unity", 2)])
def test_the_normal_bot_plays_a_game_against_the_dungeon_to_its_end_the_same_way_every_time(
        catalog, mode, level, players):
    def play() -> tuple[list[str], dict]:
        setup = for_mode(catalog, first_game([f"Bot {p + 1}" for p in range(players)]), mode, {"level": level})
        game = Game.new(catalog, setup, 11)
        bots = [make_bot("normal", 40 + p) for p in range(players)]
        log = []
        while not game.state.over:
            a = bots[game.to_act].choose(game)
            assert a in game.legal_actions()
            log.append(str(a))
            game.apply(a)
            assert game.state.turn_number < 500, "the game does not end"
        return log, game.state.result["verdict"]

    first, verdict = play()
    again, _ = play()
    assert first == again
    assert verdict["mode"] == mode and verdict["level"] == level
