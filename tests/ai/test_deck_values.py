"""How the bots weigh a card against the rest of their deck (values.py), in Classic: a hero is also
worth the weapons it lifts. A bot of the Classic soak had bought Falcon Arbalests and rested its
last Militia away, leaving a deck of weapons that no hero could carry."""

from game.ai.planner import Planner, rest_margin
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
