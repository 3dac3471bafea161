"""Visiting the village (rulebook: Visit the Village, Leveling Up, the Village Example)."""

import pytest

from game.engine.events import LeveledUp, Purchased, XPChanged
from game.engine.rules.village import buys_left, gold_left, gold_total

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]
DECK = ["Militia", "Militia", "Militia", "Militia", "Militia", "Militia"]


def village(table, hand, xp=0, stacks=None, deck=DECK, **kw):
    return table(players=[{"hand": hand, "xp": xp, "deck": deck}, {"deck": DECK}], hall=HALL,
                 dungeon=["Plague Zombie"] * 3, stacks=stacks or {}, choice="village", **kw)




# --- gold -----------------------------------------------------------------------------------------


def test_gold_is_the_sum_of_the_gold_values_of_the_revealed_hand(table):
    # Militia 0, Dagger 1, Iron Rations 2, Torch 2, Half-Orc Raider 1, Orc Blademaster 3
    t = village(table, ["Militia", "Dagger", "Iron Rations", "Torch", "Half-Orc Raider", "Orc Blademaster"])
    assert gold_total(t.game) == 9


def test_a_card_destroyed_by_a_village_effect_before_buying_adds_no_gold(trait_table):
    t = village(trait_table, ["Item Broker", "Torch", "Dagger", "Militia"])
    assert gold_total(t.game) == 3
    torch = t.card("Torch")
    t.do("use [Item Broker] 0")  # destroys the Torch, the only Item
    assert t.state.destroyed == [torch]
    assert gold_total(t.game) == 1
    assert "costs 2" in t.refused("buy iron_rations")


def test_gold_gained_from_a_village_effect_adds_to_the_gold_of_the_hand(table):
    t = village(table, ["Belzur Curate", "Disease", "Torch", "Dagger"])
    assert gold_total(t.game) == 3
    t.do("use [Belzur Curate] 1")  # destroy a Disease: 2 gold
    assert gold_total(t.game) == 5
    assert t.names("p0.hand") == ["Belzur Curate", "Torch", "Dagger"]


# --- buying ---------------------------------------------------------------------------------------


def test_a_card_costing_exactly_the_gold_can_be_bought_and_goes_to_the_discard_pile(table):
    t = village(table, ["Torch", "Torch", "Dagger"])  # 5 gold
    top = t.state.stacks["silverstorm"][0]
    t.do("buy silverstorm")  # cost 5
    assert t.state.players[0].discard == [top]
    assert top not in t.state.players[0].hand and top not in t.state.players[0].deck
    assert len(t.state.stacks["silverstorm"]) == 7
    assert Purchased(0, top, "silverstorm", 5) in t.events
    assert gold_left(t.game) == 0


def test_a_card_costing_more_than_the_gold_cannot_be_bought(table):
    t = village(table, ["Torch", "Torch"])  # 4 gold
    reason = t.refused("buy silverstorm")
    assert "costs 5" in reason and "4" in reason
    assert len(t.state.stacks["silverstorm"]) == 8


def test_only_one_card_is_bought_per_turn(table):
    t = village(table, ["Torch", "Torch", "Torch", "Torch", "Torch"])  # 10 gold
    t.do("buy dagger")
    assert gold_left(t.game) == 7 and buys_left(t.game) == 0
    assert "no buys left" in t.refused("buy iron_rations")
    assert t.names("p0.discard") == ["Dagger"]


def test_with_an_extra_buy_the_total_cost_must_fit_the_gold(trait_table):
    # Item Broker destroys an Item for an extra buy: 2 + 2 + 1 gold left after losing a Torch
    t = village(trait_table, ["Item Broker", "Torch", "Torch", "Torch", "Dagger"])
    t.do("use [Item Broker] 0")
    assert gold_total(t.game) == 5 and buys_left(t.game) == 2
    t.do("buy dagger")  # 3
    assert "costs 3" in t.refused("buy torch")  # 3 more would make 6 > 5
    t.do("buy iron_rations")  # 2: total 5
    assert buys_left(t.game) == 0 and gold_left(t.game) == 0
    assert sorted(t.names("p0.discard")) == ["Dagger", "Iron Rations"]


def test_cards_are_bought_from_the_top_of_a_stack(table):
    # only the Bishops and Cardinals are left: the top card is a level 2 Bishop costing 8
    t = village(table, ["Torch", "Torch", "Torch", "Dagger"], stacks={"belzur": 6})  # 7 gold
    assert t.game.name(t.state.stacks["belzur"][0]) == "Belzur Bishop"
    assert "costs 8" in t.refused("buy belzur")
    t2 = village(table, ["Torch", "Torch", "Torch", "Dagger", "Dagger"], stacks={"belzur": 6})  # 8 gold
    t2.do("buy belzur")
    assert t2.names("p0.discard") == ["Belzur Bishop"]
    assert [t2.game.defn(c).level for c in t2.state.stacks["belzur"]] == [2, 2, 2, 3, 3]


def test_a_hero_stack_sells_its_level_1_heroes_first(table):
    t = village(table, ["Torch", "Torch", "Torch", "Torch"])  # 8 gold
    t.do("buy stoneguard")
    assert t.names("p0.discard") == ["Stoneguard Brute"]


def test_an_empty_stack_cannot_be_bought_from(table):
    t = village(table, ["Torch", "Torch", "Torch", "Torch"], stacks={"frost_bolt": 0})
    assert "empty" in t.refused("buy frost_bolt")


def test_unused_gold_is_lost_at_the_end_of_the_turn(table):
    t = table(players=[{"hand": ["Torch", "Torch", "Torch"], "deck": ["Dagger"] + ["Militia"] * 5},
                       {"deck": DECK}],
              hall=HALL, dungeon=["Plague Zombie"] * 3, choice="village")
    t.do("buy dagger")  # 6 gold, 3 spent
    assert gold_left(t.game) == 3
    t.do("end", "rest", "end", "village")  # player 1 rests, player 0 visits the village again
    assert t.state.active == 0
    assert t.names("p0.hand") == ["Dagger"] + ["Militia"] * 5
    assert gold_total(t.game) == 1 and gold_left(t.game) == 1


def test_a_bought_card_is_not_in_hand_so_it_adds_no_gold_this_turn(table):
    t = village(table, ["Torch", "Torch", "Torch", "Torch"])
    t.do("buy torch")
    assert gold_total(t.game) == 8 and gold_left(t.game) == 5


def test_village_effects_cannot_be_used_after_buying(table):
    t = village(table, ["Belzur Curate", "Disease", "Torch", "Torch"])
    t.do("buy iron_rations")
    assert "no abilities" in t.refused("use [Belzur Curate] 1")


# --- levelling up ---------------------------------------------------------------------------------


@pytest.mark.parametrize("hero,first", [("belzur", "Belzur Curate"), ("gorinth", "Gorinth Amateur"),
                                        ("half_orc", "Half-Orc Raider"), ("stoneguard", "Stoneguard Brute")])
def test_a_militia_levels_up_into_any_level_1_hero_for_3_xp(table, hero, first):
    t = village(table, ["Militia", "Torch"], xp=4)
    militia = t.card("Militia")
    t.do(f"level [Militia] {hero}")
    assert t.state.players[0].xp == 1
    assert militia in t.state.destroyed
    assert t.names("p0.discard") == [first]
    assert len(t.state.stacks[hero]) == 11
    assert XPChanged(0, -3, "level_up") in t.events


def test_a_militia_with_2_xp_cannot_level_up(table):
    t = village(table, ["Militia"], xp=2)
    assert "3 XP" in t.refused("level [Militia] belzur")
    assert t.state.players[0].xp == 2 and t.names("p0.hand") == ["Militia"]


def test_a_militia_must_say_which_hero_it_becomes_and_only_a_hero(table):
    t = village(table, ["Militia"], xp=3)
    assert "which Hero" in t.refused("level [Militia]")
    assert "Hero stack" in t.refused("level [Militia] dagger")


@pytest.mark.parametrize("hero,nxt,xp", [("Belzur Curate", "Belzur Bishop", 2),
                                         ("Gorinth Amateur", "Gorinth Hoarder", 2),
                                         ("Half-Orc Raider", "Half-Orc Marauder", 2),
                                         ("Stoneguard Brute", "Stoneguard Bruiser", 2),
                                         ("Belzur Bishop", "Belzur Cardinal", 3),
                                         ("Gorinth Hoarder", "Gorinth Miser", 3),
                                         ("Half-Orc Marauder", "Half-Orc Dervish", 3),
                                         ("Stoneguard Bruiser", "Stoneguard Tanker", 3)])
def test_a_hero_levels_up_one_level_for_its_level_up_xp(table, hero, nxt, xp):
    t = village(table, [hero], xp=5)
    old = t.card(hero)
    t.do(f"level [{hero}]")
    assert t.state.players[0].xp == 5 - xp
    assert old in t.state.destroyed
    assert t.names("p0.discard") == [nxt]
    assert LeveledUp(0, old, t.state.players[0].discard[0], xp) in t.events


def test_a_level_3_hero_cannot_level_up(table):
    t = village(table, ["Belzur Cardinal"], xp=10)
    assert "highest level" in t.refused("level [Belzur Cardinal]")


def test_a_hero_cannot_level_up_twice_in_one_turn_because_the_new_card_goes_to_the_discard_pile(table):
    t = village(table, ["Belzur Curate"], xp=10)
    t.do("level [Belzur Curate]")
    bishop = t.state.players[0].discard[0]
    assert t.game.name(bishop) == "Belzur Bishop"
    assert "in your hand" in t.refused(f"level {bishop}")
    assert t.state.players[0].xp == 8


def test_a_hero_cannot_level_up_when_no_card_of_the_next_level_remains(table):
    # only the two level 3 Cardinals are left: a Curate may not skip to level 3
    t = village(table, ["Belzur Curate", "Militia"], xp=10, stacks={"belzur": 2})
    assert "no level 2" in t.refused("level [Belzur Curate]")
    assert "no level 1" in t.refused("level [Militia] belzur")
    assert t.state.players[0].xp == 10 and len(t.state.stacks["belzur"]) == 2


def test_a_level_2_hero_cannot_level_up_when_the_level_3_cards_are_gone(table):
    t = village(table, ["Gorinth Hoarder"], xp=10, stacks={"gorinth": 0})
    assert "no level 3" in t.refused("level [Gorinth Hoarder]")


def test_several_heroes_can_level_up_in_one_turn_while_xp_lasts(table):
    t = village(table, ["Militia", "Militia", "Half-Orc Raider"], xp=7)
    t.do("level [Militia] gorinth", "level [Half-Orc Raider]")  # 3 + 2
    assert t.state.players[0].xp == 2
    assert "3 XP" in t.refused("level [Militia] gorinth")
    assert t.names("p0.discard") == ["Half-Orc Marauder", "Gorinth Amateur"]


def test_no_card_can_be_bought_after_levelling_up(table):
    t = village(table, ["Militia", "Torch", "Torch"], xp=3)
    t.do("level [Militia] belzur")
    assert "before levelling" in t.refused("buy dagger")
    assert t.names("p0.discard") == ["Belzur Curate"]


def test_the_gold_of_a_hero_pays_for_the_purchase_before_it_levels_up(table):
    # Half-Orc Raider has 1 gold: with two Torches that makes 5
    t = village(table, ["Half-Orc Raider", "Torch", "Torch"], xp=2)
    t.do("buy silverstorm", "level [Half-Orc Raider]")
    assert t.names("p0.discard") == ["Half-Orc Marauder", "Silverstorm"]
    assert t.state.players[0].xp == 0


def test_heroes_level_up_only_in_the_village_and_only_from_hand(table):
    t = table(players=[{"hand": ["Militia", "Belzur Curate"], "deck": ["Half-Orc Raider"], "xp": 9},
                       {}],
              hall=HALL, dungeon=["Plague Zombie"], choice="dungeon")
    assert "only in the village" in t.refused("level [Belzur Curate]")
    t2 = village(table, ["Militia"], xp=9, deck=["Half-Orc Raider"])
    assert "in your hand" in t2.refused("level [Half-Orc Raider]")
    assert "not a Hero" in village(table, ["Torch"], xp=9).refused("level [Torch]")


# --- the rulebook's Village Example, with first-game cards ---------------------------------------


def test_village_example_with_first_game_cards(table):
    """Rulebook: Village Example. Our analogue: a Curate turns a Disease into 2 gold, the hand makes
    8 gold, a Gorinth Amateur is bought for 5 (3 gold lost), then 5 XP level a Militia into a
    Half-Orc Raider (3) and the Curate into a Bishop (2)."""
    t = village(table, ["Belzur Curate", "Orc Blademaster", "Disease", "Militia", "Torch", "Dagger"], xp=5)
    t.do("use [Belzur Curate] 1")
    assert t.names("disease") == ["Disease"] * 11  # back on its stack, not destroyed
    assert t.state.destroyed == []
    assert gold_total(t.game) == 8  # Blademaster 3 + Torch 2 + Dagger 1 + 2 from the Curate
    t.do("buy gorinth")
    assert gold_left(t.game) == 3
    assert "no buys left" in t.refused("buy dagger")
    t.do("level [Militia] half_orc")
    assert t.state.players[0].xp == 2
    t.do("level [Belzur Curate]")
    assert t.state.players[0].xp == 0
    assert t.names("p0.discard") == ["Belzur Bishop", "Half-Orc Raider", "Gorinth Amateur"]
    assert t.names("destroyed") == ["Belzur Curate", "Militia"]
    assert t.names("p0.hand") == ["Orc Blademaster", "Torch", "Dagger"]
    assert [len(t.state.stacks[g]) for g in ("gorinth", "half_orc", "belzur")] == [11, 11, 11]
    assert t.names("stack.belzur").count("Belzur Bishop") == 3
    t.do("end")
    assert sorted(t.names("p0.discard")) == sorted(["Belzur Bishop", "Half-Orc Raider", "Gorinth Amateur",
                                                     "Orc Blademaster", "Torch", "Dagger"])
    assert len(t.state.players[0].hand) == 6
