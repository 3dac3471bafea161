"""How the bots weigh a card against the rest of their deck (values.py), in Classic: a hero is also
worth the weapons it lifts. A bot of the Classic soak had bought Falcon Arbalests and rested its
last Militia away, leaving a deck of weapons that no hero could carry."""

import pytest

from game.ai.heuristic import policy_for
from game.ai.planner import Planner, rest_margin
from game.ai.tuning import Tuning
from game.engine.actions import DestroyCard
from tests.ai.test_bots import DUNGEON

WEAPONS = ["Guardian Blade"] * 4 + ["Dagger"] * 3
PLAIN = ["Torch"] * 4 + ["Iron Rations"] * 3


def model(table, deck, hand=("Militia", "Torch")):
    t = table(players=[{"hand": list(hand), "deck": list(deck)}, {}], hall=["Harpy", "Half-Ogre", "Orc Warlord"],
              dungeon=DUNGEON)
    return t, Planner().vm(t.game, 0)


def test_a_hero_is_worth_more_to_a_deck_of_weapons_than_to_a_deck_without(table):
    t, armed = model(table, WEAPONS)
    _, plain = model(table, PLAIN)
    brute = t.game.catalog.cards["stoneguard_brute"]
    assert plain.carry_gain(brute) == 0.0  # nothing to carry
    assert armed.carry_gain(brute) > 1.0  # a Guardian Blade carried more often is worth attack points
    assert armed.power(brute) - plain.power(brute) > 1.0


def test_the_hero_i_hold_counts_for_the_weapons_it_would_leave_without_a_carrier(table):
    t, armed = model(table, WEAPONS)
    militia = t.game.defn(t.card("Militia"))  # the deck's only hero
    carried = armed.carry_chance(1)
    assert armed.carry_chance(1, -1, militia.strength) == 0.0 < carried
    assert armed.carry_gain(militia) > 0.3  # its Daggers


def test_resting_keeps_the_last_hero_of_a_deck_of_weapons(table):
    t = table(players=[{"hand": ["Militia", "Dagger", "Guardian Blade", "Torch", "Iron Rations"],
                        "deck": WEAPONS + ["Iron Rations"] * 4}, {}],
              hall=["Harpy", "Half-Ogre", "Orc Warlord"], dungeon=DUNGEON, choice="rest")
    action = Planner().act(t.game)
    assert not (isinstance(action, DestroyCard) and action.card == t.card("Militia"))


def test_resting_destroys_a_disease_at_any_loss_and_another_card_only_at_a_clear_one(table):
    """A card whose worth is about nothing stays: values move as the deck changes, and a card rested
    away just below 0 may be one the bot would buy again. A Disease is never bought back."""
    t = table(players=[{"hand": ["Militia", "Dagger", "Guardian Blade", "Torch", "Disease"],
                        "deck": WEAPONS + ["Iron Rations"] * 4}, {}],
              hall=["Harpy", "Half-Ogre", "Orc Warlord"], dungeon=DUNGEON, choice="rest")
    quick = Planner()
    vm = quick.vm(t.game, 0)
    disease = t.card("Disease")
    assert -quick.policy.tuning.rest_margin < vm.card_value(disease) < 0  # late in the game: a small loss
    assert quick.act(t.game) == DestroyCard(disease)
    assert rest_margin(vm, vm.defn(t.card("Torch"))) == quick.policy.tuning.rest_margin > 0


def test_a_purchase_by_another_player_gives_my_value_model_a_new_position(table):
    """The planner keeps value models by position, and a model reads the village's hero stacks (the
    levels a hero can grow into): another player's purchase changes them and not my cards."""
    t = table(players=[{"hand": ["Militia", "Torch", "Iron Rations", "Iron Rations", "Torch"], "deck": PLAIN},
                       {"hand": ["Militia"], "deck": WEAPONS}],
              hall=["Harpy", "Half-Ogre", "Orc Warlord"], dungeon=DUNGEON, choice="village")
    planner = Planner()
    before = planner.vm(t.game, 1)
    t.do("buy gorinth")
    assert len(t.game.state.stacks["gorinth"]) == len(before.hero_stacks["gorinth"]) - 1
    after = planner.vm(t.game, 1)
    assert after is not before and after.hero_stacks["gorinth"] == t.game.state.stacks["gorinth"]


def against_dungeon(table, deck, xp=0, solo=True):
    """A value model of player 0 in Solo Normal (or, solo False, a 2-player race for points)."""
    mode = {"mode": "solo", "options": {"level": "normal"}} if solo else {}
    players = [{"hand": ["Militia", "Torch"], "deck": list(deck), "xp": xp}] + ([] if solo else [{}])
    t = table(players=players, hall=["Harpy", "Half-Ogre", "Orc Warlord"], dungeon=DUNGEON, **mode)
    return t, Planner().vm(t.game, 0)


def test_a_weapon_counts_for_the_heroes_that_hit_harder_armed(table):
    """Stoneguard Brute: Attack +2 while it carries a weapon. One more Dagger arms the four Brutes
    of the deck more often, and the Dagger is credited with it, against the dungeon and in a race
    for points alike; a deck without such heroes credits nothing."""
    brutes = ["Stoneguard Brute"] * 4 + PLAIN
    t, vm = against_dungeon(table, brutes)
    dagger = t.game.catalog.cards["dagger"]
    more = vm.weapons_per_hand + 6 / vm.n  # (a hand of 6)
    expected = 4 * 2 * (vm._equipped_chance(more) - vm._equipped_chance(vm.weapons_per_hand))
    assert expected > 0.5
    assert vm.equip_gain(dagger) == pytest.approx(expected)
    assert against_dungeon(table, PLAIN)[1].equip_gain(dagger) == 0.0
    race = against_dungeon(table, brutes, solo=False)[1]
    assert race.equip_gain(dagger) == pytest.approx(expected)  # the same deck: the same hands


def test_a_level_up_counts_as_far_as_the_xp_to_come_pays_for_it(table):
    """Eleven Militia could each become a hero for 3 XP, 33 XP in all: the rest of a game brings far
    less, so each Militia's growth counts for that share (against the dungeon and in a race for
    points alike); with the XP held for all of them, in full."""
    militia = ["Militia"] * 10 + PLAIN
    t, vm = against_dungeon(table, militia)
    d = t.game.catalog.cards["militia"]
    share = vm._xp_enough_for(d)
    assert vm._levelling_cost == 11 * 3  # (ten in the deck, one in hand)
    assert share == pytest.approx(vm._xp_to_come / 33) and share < 0.9
    assert against_dungeon(table, militia, xp=40)[1]._xp_enough_for(d) == 1.0
    race = against_dungeon(table, militia, solo=False)[1]
    assert race._xp_enough_for(d) == pytest.approx(race._xp_to_come / 33) and race._xp_enough_for(d) < 0.9


def test_a_stack_bonus_adds_to_the_worth_of_that_stacks_cards_and_of_growing_into_them(table):
    """sim --tuning stack.NAME=V: what a search over the stacks of one setup moves. Every card of
    the stack is worth V more, and a card that levels up into one grows into that much more."""
    deck = ["Stoneguard Brute"] * 2 + PLAIN
    t, plain = against_dungeon(table, deck)
    tuned = Planner(policy_for("normal", Tuning.parse("stack.stoneguard=1.5,stack.dagger=-0.5"))).vm(t.game, 0)
    cards = t.game.catalog.cards
    brute = cards["stoneguard_brute"]
    assert tuned.def_value(brute) - tuned.growth(brute) == pytest.approx(plain.def_value(brute) - plain.growth(brute) + 1.5)
    assert tuned.growth(brute) > plain.growth(brute)  # its Bruiser, of the same stack, is worth more too
    assert tuned.def_value(cards["dagger"]) == pytest.approx(plain.def_value(cards["dagger"]) - 0.5)
    assert tuned.def_value(cards["torch"]) == pytest.approx(plain.def_value(cards["torch"]))
    assert tuned.growth(cards["militia"]) > plain.growth(cards["militia"])  # Militia can become a Stoneguard


BASE_START = ["Militia"] * 6 + ["Dagger", "Iron Rations", "Torch"] * 2


@pytest.mark.parametrize("solo", [False, True])
def test_cards_drawn_in_the_village_count_for_their_gold_not_their_fight(table, solo):
    """Town Guard draws two cards in the village, where only their gold buys anything; valued at an
    average card's whole worth, it had stood above every hero of the base set's first game and was
    bought eight times a game (0 of 200 Solo Normal first games won; 19% since)."""
    mode = {"mode": "solo", "options": {"level": "normal"}} if solo else {}
    players = [{"hand": BASE_START[:6], "deck": BASE_START[6:]}] + ([] if solo else [{}])
    t = table(players=players, hall=["Harpy", "Half-Ogre", "Orc Warlord"], dungeon=DUNGEON,
              village={"heroes": ["thyrian", "lorigg"], "village": ["town_guard"]}, **mode)
    vm = Planner().vm(t.game, 0)
    cards = t.game.catalog.cards
    guard = cards["town_guard"]
    draw_two = next(ab for ab in guard.abilities if tuple(ab.places) == ("village",) and not ab.cost)
    gold_of_a_card = vm.gold_per_hand / 6 * vm.gold_value
    assert gold_of_a_card < vm.avg_power  # the starting deck's fight is much of what it is worth
    assert vm.ability_power(guard, draw_two) == pytest.approx(0.8 * 2 * max(gold_of_a_card, 0.5))
    assert vm.def_value(guard) < min(vm.def_value(cards["thyrian_squire"]), vm.def_value(cards["lorigg_thief"]))
