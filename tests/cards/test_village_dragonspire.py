"""The other Dragonspire Village cards: Bluefire Staff, Burnt Offering, Chieftain's Drum, Frost Giant
Axe, Guide, Quartermaster, Skullbreaker, Spoiled Food, Thunder Ring, Trader (cards/dragonspire/*.yaml).

Rulebook: Visit the Village (the Trader note), Battles (weapons work only when equipped), Resolving
Battles, the Village Example and the Dungeon Example; glossary entries for Bluefire Staff, Burnt
Offering, Chieftain's Drum, Quartermaster and Skullbreaker.
"""

from __future__ import annotations

import pytest

from game.engine.events import ModifierGained

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6, 5 in ranks 1, 2, 3
FILLER = ["Militia", "Militia", "Militia", "Militia", "Militia", "Militia", "Militia", "Militia"]


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def play(table, place, hand, deck=(), hall=HALL, others=({},), **kw):
    return table(players=[{"hand": list(hand), "deck": list(deck)}, *others], hall=list(hall), choice=place, **kw)




def options(t):
    return sorted(t.game.name(c) if isinstance(c, int) else c for c in t.state.prompt.options)




def strength(t, hero, nth=1):
    from game.engine.battle import hero_strengths

    return hero_strengths(t.game, list(t.game.hand()))[0][t.card(hero, nth)]


@pytest.mark.parametrize("name, cost, gold, light, weight, classes", [
    ("Bluefire Staff", 3, 2, 0, 0, ("Weapon", "Blunt", "Magic")),
    ("Burnt Offering", 7, 0, 0, None, ("Spell",)),
    ("Chieftain's Drum", 3, 2, 0, None, ("Item", "Magic")),
    ("Frost Giant Axe", 8, 3, 0, 6, ("Weapon", "Edged")),
    ("Guide", 4, 2, 2, None, ("Villager", "Mercenary")),
    ("Quartermaster", 4, 1, 0, None, ("Villager", "Mercenary")),
    ("Skullbreaker", 4, 2, 0, 3, ("Weapon", "Blunt")),
    ("Spoiled Food", 2, 1, 0, None, ("Item", "Food")),
    ("Thunder Ring", 3, 1, 1, None, ("Item", "Light", "Magic")),
    ("Trader", 4, 0, 0, None, ("Villager", "Mercenary")),
])
def test_the_village_cards_have_their_printed_values(catalog, name, cost, gold, light, weight, classes):
    d = by_name(catalog, name)
    assert (d.kind, d.count, d.cost, d.gold, d.light, d.weight, d.classes) == (
        "village", 8, cost, gold, light, weight, classes)


# --- Guide ----------------------------------------------------------------------------------------

def test_guide_lets_you_buy_a_second_card(table):
    t = play(table, "village", ["Guide", "Torch", "Torch"])  # 6 gold
    t.do("use [Guide] 0", "buy dagger", "buy iron_rations")
    assert sorted(t.names("p0.discard")) == ["Dagger", "Iron Rations"]
    assert t.refused("buy torch") == "no buys left this turn"


def test_both_cards_bought_with_the_guide_share_the_same_gold(table):
    t = play(table, "village", ["Guide", "Torch"])  # 4 gold
    t.do("use [Guide] 0", "buy dagger")
    assert "costs 3 gold and you have 1" in t.refused("buy torch")


def test_without_the_guide_used_a_second_buy_is_refused(table):
    t = play(table, "village", ["Guide", "Torch", "Torch"])
    t.do("buy dagger")
    assert t.refused("buy iron_rations") == "no buys left this turn"


def test_guide_lights_2_and_its_ability_is_for_the_village_only(table):
    t = play(table, "dungeon", ["Guide", "Militia", "Militia", "Militia", "Militia"])
    bd = t.breakdown("Half-Ogre")
    assert (bd.line("Guide").light, bd.light_penalty, bd.total) == (2, 0, 4)
    assert "cannot be used in the dungeon" in t.refused("use [Guide] 0")


# --- Burnt Offering -------------------------------------------------------------------------------

def test_burnt_offering_destroys_a_card_and_the_next_hand_has_7_cards(table):
    t = play(table, "village", ["Burnt Offering", "Disease", "Torch"], deck=FILLER)
    t.do("use [Burnt Offering] 0")
    assert options(t) == ["Disease", "Torch"]  # never the Burnt Offering itself
    t.do("choose [Torch]")
    assert t.names("destroyed") == ["Torch"]
    t.do("end")
    assert len(t.state.players[0].hand) == 7


def test_burnt_offering_works_in_the_dungeon_too(table):
    t = play(table, "dungeon", ["Burnt Offering", "Disease", "Frost Bolt", "Frost Bolt"], deck=FILLER)
    t.do("use [Burnt Offering] 0", "choose [Disease]")
    assert t.names("p0.hand") == ["Burnt Offering", "Frost Bolt", "Frost Bolt"]
    assert t.names("disease")[0] == "Disease" and len(t.state.disease) == 11  # back to its stack
    t.do("attack [Harpy]", "end")
    assert len(t.state.players[0].hand) == 7


def test_burnt_offering_may_destroy_another_burnt_offering(table):
    t = play(table, "village", ["Burnt Offering", "Burnt Offering"], deck=FILLER)
    first, second = t.card("Burnt Offering"), t.card("Burnt Offering", 2)
    t.do(f"use {first} 0")
    assert t.state.prompt is None  # the only other card is chosen without asking
    assert t.state.loc[second] == "destroyed" and t.state.loc[first] == "p0.hand"
    assert "not in your hand" in t.refused(f"use {second} 0")


def test_a_burnt_offering_already_used_cannot_be_destroyed_by_another(table):
    t = play(table, "village", ["Burnt Offering", "Burnt Offering", "Disease", "Militia"], deck=FILLER)
    first, second = t.card("Burnt Offering"), t.card("Burnt Offering", 2)
    t.do(f"use {first} 0")
    assert options(t) == ["Burnt Offering", "Disease", "Militia"]
    t.do("choose [Disease]", f"use {second} 0")
    assert t.state.prompt is None  # the used one is no option: the Militia is the only card left
    assert t.names("destroyed") == ["Militia"] and t.state.loc[first] == "p0.hand"
    t.do("end")
    assert len(t.state.players[0].hand) == 8  # each one draws one more


def test_a_card_burnt_in_the_village_gives_no_gold(table):
    t = play(table, "village", ["Burnt Offering", "Torch", "Dagger"])
    t.do("use [Burnt Offering] 0", "choose [Torch]")
    assert "costs 3 gold and you have 1" in t.refused("buy dagger")


# --- Chieftain's Drum -----------------------------------------------------------------------------

@pytest.mark.parametrize("top, guess, drawn", [
    ("Gorinth Amateur", "hero", 2),
    ("Militia", "hero", 2),  # Militia count as Heroes (glossary)
    ("Torch", "village", 2),  # Basic Torch, Dagger and Iron Rations count as Village cards (glossary)
    ("Iron Rations", "village", 2),
    ("Soul Gem", "village", 2),
    ("Medusa", "monster", 2),
    ("Militia", "village", 0),
    ("Torch", "hero", 0),
    ("Soul Gem", "monster", 0),
    ("Disease", "village", 0),  # a Disease is no card type at all
])
def test_chieftains_drum_discards_the_top_card_and_a_right_guess_draws_2(table, top, guess, drawn):
    t = play(table, "village", ["Chieftain's Drum"], deck=[top, "Dagger", "Dagger", "Dagger"])
    t.do("use [Chieftain's Drum] 0")
    assert options(t) == ["hero", "monster", "village"]
    t.do(f"choose {guess}")
    assert t.names("p0.discard") == [top]
    assert t.names("p0.hand") == ["Chieftain's Drum"] + ["Dagger"] * drawn
    assert len(t.state.players[0].deck) == 3 - drawn


def test_chieftains_drum_works_in_the_dungeon_and_reshuffles_an_empty_deck_first(table):
    t = table(players=[{"hand": ["Chieftain's Drum"], "discard": ["Militia"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Chieftain's Drum] 0", "choose monster")
    assert "Shuffled" in t.event_types()
    assert t.names("p0.discard") == ["Militia"] and t.names("p0.deck") == []
    assert t.names("p0.hand") == ["Chieftain's Drum"]


def test_chieftains_drum_with_no_cards_left_to_discard_asks_nothing(table):
    t = play(table, "village", ["Chieftain's Drum"])
    t.do("use [Chieftain's Drum] 0")
    assert t.state.prompt is None and t.names("p0.discard") == []


# --- Frost Giant Axe ------------------------------------------------------------------------------

def test_frost_giant_axe_gives_attack_4_to_a_hero_strong_enough(table):
    t = play(table, "dungeon", ["Stoneguard Brute", "Frost Giant Axe", "Torch"])
    t.do("equip [Frost Giant Axe] [Stoneguard Brute]")
    bd = t.breakdown("Harpy")
    assert bd.line("Frost Giant Axe").attack == 4
    assert bd.total == 9  # Brute 3 + 2 for being equipped + 4


def test_frost_giant_axe_draws_a_hero_who_gains_strength_3_and_can_then_wield_it(table):
    t = play(table, "dungeon", ["Frost Giant Axe", "Gorinth Amateur", "Torch"], deck=["Half-Orc Raider", "Dagger"])
    assert "weighs 6" in t.refused("equip [Frost Giant Axe] [Gorinth Amateur]")
    t.do("use [Frost Giant Axe] 0")  # usable while not equipped
    assert t.names("p0.hand")[-1] == "Half-Orc Raider"
    assert (strength(t, "Half-Orc Raider"), strength(t, "Gorinth Amateur")) == (7, 3)
    t.do("equip [Frost Giant Axe] [Half-Orc Raider]")
    assert t.breakdown("Harpy").line("Frost Giant Axe").attack == 4


def test_frost_giant_axe_draws_a_card_that_is_no_hero_without_any_strength(table):
    t = play(table, "dungeon", ["Frost Giant Axe", "Gorinth Amateur"], deck=["Dagger", "Militia"])
    t.do("use [Frost Giant Axe] 0")
    assert t.names("p0.hand") == ["Frost Giant Axe", "Gorinth Amateur", "Dagger"]
    assert strength(t, "Gorinth Amateur") == 3
    assert [m.stat for m in t.state.turn.modifiers] == []


def test_frost_giant_axe_does_nothing_while_a_hero_has_strength_6(table):
    t = play(table, "dungeon", ["Frost Giant Axe", "Stoneguard Brute"], deck=["Half-Orc Raider"])
    assert "already strong enough" in t.refused("use [Frost Giant Axe] 0")
    assert t.names("p0.deck") == ["Half-Orc Raider"]


def test_frost_giant_axe_counts_strength_gained_this_turn(table):
    t = play(table, "dungeon", ["Frost Giant Axe", "Half-Orc Raider", "Iron Rations"], deck=["Militia"])
    t.do("use [Iron Rations] 0")  # Raider 4 + 2 = 6
    assert "already strong enough" in t.refused("use [Frost Giant Axe] 0")


def test_frost_giant_axe_gives_3_gold_in_the_village_and_its_ability_is_not_for_the_village(table):
    t = play(table, "village", ["Frost Giant Axe", "Militia"], deck=["Militia"])
    assert "cannot be used in the village" in t.refused("use [Frost Giant Axe] 0")
    t.do("buy dagger")
    assert t.names("p0.discard") == ["Dagger"]


# --- Quartermaster --------------------------------------------------------------------------------

def test_quartermaster_keeps_3_drawn_cards_that_match_nothing_in_hand(table):
    t = play(table, "dungeon", ["Quartermaster", "Torch"], deck=["Dagger", "Iron Rations", "Militia", "Harpy"])
    t.do("use [Quartermaster] 0")
    assert t.names("p0.hand") == ["Quartermaster", "Torch", "Dagger", "Iron Rations", "Militia"]
    assert t.names("p0.discard") == []


def test_quartermaster_discards_every_drawn_card_when_one_matches_the_hand(table):
    t = play(table, "dungeon", ["Quartermaster", "Torch"], deck=["Dagger", "Torch", "Militia", "Harpy"])
    t.do("use [Quartermaster] 0")
    assert t.names("p0.hand") == ["Quartermaster", "Torch"]
    assert sorted(t.names("p0.discard")) == ["Dagger", "Militia", "Torch"]
    assert t.names("p0.deck") == ["Harpy"]


def test_quartermaster_itself_is_a_card_in_hand_to_match(table):
    t = play(table, "dungeon", ["Quartermaster"], deck=["Dagger", "Quartermaster", "Militia"])
    t.do("use [Quartermaster] 0")
    assert t.names("p0.hand") == ["Quartermaster"]


def test_quartermaster_keeps_one_of_several_copies_drawn(table):
    t = play(table, "dungeon", ["Quartermaster", "Torch"], deck=["Dagger", "Militia", "Dagger"])
    t.do("use [Quartermaster] 0")
    assert t.names("p0.hand") == ["Quartermaster", "Torch", "Dagger", "Militia"]
    assert t.names("p0.discard") == ["Dagger"]


def test_quartermaster_in_the_village_discards_any_heroes_and_draws_as_many(table):
    t = play(table, "village", ["Quartermaster", "Militia", "Gorinth Amateur", "Torch"],
             deck=["Dagger", "Soul Gem", "Iron Rations"])
    t.do("use [Quartermaster] 1")
    assert options(t) == ["Gorinth Amateur", "Militia"] and (t.state.prompt.min, t.state.prompt.max) == (0, 2)
    t.do("choose [Militia] [Gorinth Amateur]")
    assert sorted(t.names("p0.discard")) == ["Gorinth Amateur", "Militia"]
    assert t.names("p0.hand") == ["Quartermaster", "Torch", "Dagger", "Soul Gem"]


def test_quartermaster_may_discard_no_hero(table):
    t = play(table, "village", ["Quartermaster", "Militia"], deck=["Dagger"])
    t.do("use [Quartermaster] 1", "choose")
    assert t.names("p0.hand") == ["Quartermaster", "Militia"] and t.names("p0.deck") == ["Dagger"]


# --- Skullbreaker ---------------------------------------------------------------------------------

def test_skullbreaker_returns_to_the_top_of_the_deck_after_a_victory_and_comes_back_next_hand(table):
    t = play(table, "dungeon", ["Stoneguard Brute", "Skullbreaker", "Torch"], deck=FILLER)
    t.do("equip [Skullbreaker] [Stoneguard Brute]")
    assert t.breakdown("Harpy").line("Skullbreaker").attack == 2
    t.do("attack [Harpy]", "end")
    assert "Skullbreaker" not in t.names("p0.discard")
    assert t.names("p0.hand")[0] == "Skullbreaker" and len(t.state.players[0].hand) == 6
    assert sorted(t.names("p0.discard")) == ["Harpy", "Stoneguard Brute", "Torch"]


def test_skullbreaker_comes_back_even_when_its_hero_dies_in_the_victory(table):
    t = play(table, "dungeon", ["Militia", "Skullbreaker", "Spoiled Food", "Torch"], deck=FILLER)
    t.do("use [Spoiled Food] 0", "equip [Skullbreaker] [Militia]", "attack [Harpy]")  # 1 + 1 + 2
    assert t.names("p0.discard") == ["Harpy"]
    t.do("end")
    assert t.names("destroyed") == ["Militia"]
    assert "Skullbreaker" in t.names("p0.hand")


def test_skullbreaker_is_discarded_after_a_lost_battle(table):
    t = play(table, "dungeon", ["Militia", "Skullbreaker", "Iron Rations"], deck=FILLER)
    t.do("use [Iron Rations] 0", "equip [Skullbreaker] [Militia]", "attack [Half-Ogre]", "end")
    assert "Skullbreaker" in t.names("p0.discard")


def test_an_unequipped_skullbreaker_is_discarded_even_after_a_victory(table):
    t = play(table, "dungeon", ["Stoneguard Brute", "Skullbreaker", "Dagger", "Torch"], deck=FILLER)
    t.do("equip [Dagger] [Stoneguard Brute]", "attack [Harpy]", "end")
    assert sorted(t.names("p0.discard")) == ["Dagger", "Harpy", "Skullbreaker", "Stoneguard Brute", "Torch"]


def test_a_skullbreaker_taken_off_its_hero_before_the_battle_does_not_come_back(table):
    """Its card text names no exception to the Weapons rule (a Weapon does nothing unless it is
    equipped to a Hero), unlike the Frost Giant Axe, whose text says its ability also works
    unequipped: so only a Skullbreaker that goes into the battle on a Hero returns to the deck."""
    t = play(table, "dungeon", ["Stoneguard Brute", "Skullbreaker", "Dagger", "Torch"], deck=FILLER)
    t.do("equip [Skullbreaker] [Stoneguard Brute]", "unequip [Skullbreaker]", "equip [Dagger] [Stoneguard Brute]")
    assert t.breakdown("Harpy").line("Skullbreaker").attack == 0
    t.do("attack [Harpy]")
    assert t.state.turn.battle_won is True
    t.do("end")
    assert "Skullbreaker" in t.names("p0.discard") and "Skullbreaker" not in t.names("p0.hand")


def test_skullbreaker_is_discarded_after_a_village_turn(table):
    t = play(table, "village", ["Skullbreaker"], deck=FILLER)
    t.do("end")
    assert t.names("p0.discard") == ["Skullbreaker"]


# --- Spoiled Food ---------------------------------------------------------------------------------

def test_spoiled_food_gives_every_hero_attack_1_and_strength_3(table):
    t = play(table, "dungeon", ["Spoiled Food", "Militia", "Gorinth Amateur", "Guardian Blade", "Torch"])
    assert "weighs 5" in t.refused("equip [Guardian Blade] [Militia]")
    t.do("use [Spoiled Food] 0")
    assert (strength(t, "Militia"), strength(t, "Gorinth Amateur")) == (5, 6)
    t.do("equip [Guardian Blade] [Militia]")
    bd = t.breakdown("Harpy")
    assert (bd.line("Militia").attack, bd.line("Gorinth Amateur").attack, bd.line("Gorinth Amateur").magic) == (
        2, 1, 2)
    assert bd.total == 8  # 2 + 3 + 1 + 2


def test_spoiled_food_destroys_the_attacking_hero_once_the_battle_is_over(table):
    t = play(table, "dungeon", ["Spoiled Food", "Militia", "Frost Bolt", "Torch"], deck=FILLER)
    militia = t.card("Militia")
    t.do("use [Spoiled Food] 0")
    assert t.state.turn.doomed == []
    t.do("attack [Harpy]")
    assert t.state.turn.doomed == [militia]
    assert t.names("p0.discard") == ["Harpy"]  # 1 + 1 + 3: the hero fought to the end
    t.do("end")
    assert t.names("destroyed") == ["Militia"]


def test_spoiled_food_kills_a_hero_even_when_the_battle_is_lost(table):
    t = play(table, "dungeon", ["Spoiled Food", "Militia"], deck=FILLER)
    t.do("use [Spoiled Food] 0", "attack [Half-Ogre]")
    assert t.state.turn.battle_won is False
    t.do("end")
    assert t.names("destroyed") == ["Militia"]


def test_spoiled_food_lets_the_player_choose_which_attacking_hero_dies(table):
    t = play(table, "dungeon", ["Spoiled Food", "Militia", "Gorinth Amateur", "Torch"], deck=FILLER)
    t.do("use [Spoiled Food] 0", "attack [Harpy]")
    assert options(t) == ["Gorinth Amateur", "Militia"]
    t.do("choose [Militia]", "end")
    assert t.names("destroyed") == ["Militia"]


def test_spoiled_food_cannot_take_a_hero_that_does_not_attack(table):
    t = play(table, "dungeon", ["Spoiled Food", "Evoker Adept", "Militia", "Torch"], deck=FILLER)
    t.do("use [Spoiled Food] 0", "attack [Harpy]")  # an Evoker does not attack in rank 1
    assert t.state.prompt is None
    t.do("end")
    assert t.names("destroyed") == ["Militia"]


def test_a_guardian_blade_saves_the_hero_spoiled_food_would_kill(table):
    t = play(table, "dungeon", ["Spoiled Food", "Militia", "Guardian Blade", "Torch"], deck=FILLER)
    t.do("use [Spoiled Food] 0", "equip [Guardian Blade] [Militia]", "attack [Harpy]", "end")
    assert t.names("destroyed") == []
    assert "Militia" in t.names("p0.discard") + t.names("p0.hand") + t.names("p0.deck")


def test_uneaten_spoiled_food_kills_no_one(table):
    t = play(table, "dungeon", ["Spoiled Food", "Stoneguard Brute", "Torch"], deck=FILLER)
    t.do("attack [Harpy]", "end")
    assert t.names("destroyed") == []


# --- Thunder Ring ---------------------------------------------------------------------------------

def test_thunder_ring_gives_light_1(table):
    t = play(table, "dungeon", ["Thunder Ring", "Militia"])
    bd = t.breakdown("Harpy")
    assert (bd.line("Thunder Ring").light, bd.light_penalty, bd.total) == (1, 0, 1)


def test_thunder_ring_draws_then_discards_an_opponents_top_hero_for_magic_attack_2(table):
    t = play(table, "dungeon", ["Thunder Ring", "Militia"], deck=["Torch", "Dagger"],
             others=[{"deck": ["Belzur Curate", "Militia"]}])
    t.do("use [Thunder Ring] 0")
    assert t.names("p0.hand") == ["Thunder Ring", "Militia", "Torch"]
    assert t.names("p1.discard") == ["Belzur Curate"] and t.names("p1.deck") == ["Militia"]
    bd = t.breakdown("Harpy")
    assert bd.line("Thunder Ring").magic == 2 and bd.total == 3


def test_thunder_ring_gives_nothing_when_the_discarded_card_is_no_hero(table):
    t = play(table, "dungeon", ["Thunder Ring", "Militia"], deck=["Torch"], others=[{"deck": ["Soul Gem", "Militia"]}])
    t.do("use [Thunder Ring] 0")
    assert t.names("p1.discard") == ["Soul Gem"]
    assert t.breakdown("Harpy").line("Thunder Ring").magic == 0


def test_thunder_ring_lets_the_player_pick_the_opponent(table):
    t = play(table, "dungeon", ["Thunder Ring"], others=[{"deck": ["Dagger"]}, {"deck": ["Militia"]}, {}])
    t.do("use [Thunder Ring] 0")
    assert t.state.prompt.options == [1, 2]  # an opponent with no cards at all is not offered
    t.do("choose 2")
    assert t.names("p2.discard") == ["Militia"] and t.names("p1.deck") == ["Dagger"]
    assert t.breakdown("Harpy").line("Thunder Ring").magic == 2


def test_a_belzur_bishop_turns_the_thunder_ring_back_on_the_active_player(table):
    t = play(table, "dungeon", ["Thunder Ring"], deck=["Militia", "Gorinth Amateur"],
             others=[{"hand": ["Belzur Bishop"], "deck": ["Militia"]}])
    t.do("use [Thunder Ring] 0")  # draws the Militia, then the effect hits the own deck
    assert t.event_types().count("ReactionRevealed") == 1
    assert t.names("p1.deck") == ["Militia"]
    assert t.names("p0.discard") == ["Gorinth Amateur"]
    assert t.breakdown("Harpy").line("Thunder Ring").magic == 2


# --- Trader ---------------------------------------------------------------------------------------

def test_trader_destroys_a_card_to_take_a_non_hero_costing_up_to_2_more(table):
    t = play(table, "village", ["Trader", "Polymorph", "Torch"])
    t.do("use [Trader] 0", "choose [Polymorph]")  # Polymorph costs 3: up to 5
    assert t.names("destroyed") == ["Polymorph"]
    assert options(t) == ["Dagger", "Guardian Blade", "Iron Rations", "Polymorph", "Scout", "Silverstorm",
                          "Soul Gem", "Torch", "Toryn Gauntlet"]  # the first-game village and Basic cards
    t.do("choose [Soul Gem]")
    assert t.names("p0.discard") == ["Soul Gem"]
    t.do("buy iron_rations")  # the Trader's card comes on top of the turn's buy (Torch: 2 gold)
    assert sorted(t.names("p0.discard")) == ["Iron Rations", "Soul Gem"]


def test_trader_never_takes_a_hero_or_militia(table):
    t = play(table, "village", ["Trader", "Soul Gem"])  # cost 5: up to 7, Heroes of cost 5 and 7 exist
    t.do("use [Trader] 0")
    assert "Militia" not in options(t) and not any(by_name(t.game.catalog, n).is_hero for n in options(t))
    assert "Frost Bolt" in options(t) and "Recurve Bow" in options(t)


def test_trader_on_a_disease_takes_a_card_of_cost_2_at_most(table):
    t = play(table, "village", ["Trader", "Disease"], village={"heroes": ["gorinth"],
                                                                 "village": ["spoiled_food", "guide", "scout"]})
    t.do("use [Trader] 0")
    assert options(t) == ["Iron Rations", "Spoiled Food"]


def test_a_card_the_trader_destroys_gives_no_gold(table):
    t = play(table, "village", ["Trader", "Torch", "Dagger"])
    t.do("use [Trader] 0", "choose [Torch]", f"choose {t.state.stacks['iron_rations'][0]}")
    assert t.names("p0.discard") == ["Iron Rations"]
    assert "costs 3 gold and you have 1" in t.refused("buy torch")


def test_trader_needs_another_card_to_destroy(table):
    t = play(table, "village", ["Trader"])
    assert "cost cannot be paid" in t.refused("use [Trader] 0")


@pytest.mark.parametrize("first, drawn", [("Harpy", 2), ("Torch", 1)])
def test_trader_in_the_dungeon_draws_again_after_drawing_a_monster(table, first, drawn):
    t = play(table, "dungeon", ["Trader"], deck=[first, "Dagger", "Militia"])
    t.do("use [Trader] 1")
    assert t.names("p0.hand") == ["Trader", first, "Dagger"][:1 + drawn]


# --- Bluefire Staff -------------------------------------------------------------------------------

def test_bluefire_staff_gives_its_hero_magic_attack_1(table):
    t = play(table, "dungeon", ["Militia", "Bluefire Staff", "Torch"])
    assert t.breakdown("Harpy").line("Bluefire Staff").magic == 0  # not equipped
    t.do("equip [Bluefire Staff] [Militia]")
    bd = t.breakdown("Harpy")
    assert (bd.line("Bluefire Staff").magic, bd.total) == (1, 2)


def test_bluefire_staff_on_a_wizard_casts_a_used_spell_again_and_destroys_it_at_the_end_of_the_turn(table):
    t = play(table, "dungeon", ["Gorinth Amateur", "Bluefire Staff", "Polymorph", "Torch"],
             deck=["Dagger", "Iron Rations"] + FILLER, hall=["Harpy", "Medusa", "Half-Ogre"],
             dungeon=["Plague Zombie", "Minotaur"])
    polymorph = t.card("Polymorph")
    t.do("equip [Bluefire Staff] [Gorinth Amateur]")
    assert "no card it works with was used" in t.refused("use [Bluefire Staff] 0")
    t.do("use [Polymorph] 0", "choose [Medusa]")  # Plague Zombie into rank 2, Medusa on the deck
    assert "each ability can be used only once" in t.refused("use [Polymorph] 0")
    t.do("use [Bluefire Staff] 0", "choose [Plague Zombie]")  # Polymorph once more: Medusa comes back
    assert t.names("hall.2") == ["Medusa"] and t.names("dungeon")[0] == "Plague Zombie"
    assert t.names("p0.hand")[-2:] == ["Dagger", "Iron Rations"]  # it drew twice
    assert t.state.turn.doomed == [polymorph]
    t.do("attack [Harpy]", "end")
    assert t.state.loc[polymorph] == "destroyed"


def test_bluefire_staff_burns_twice_with_a_burnt_offering(table):
    t = play(table, "dungeon", ["Belzur Curate", "Bluefire Staff", "Burnt Offering", "Disease", "Militia", "Torch"],
             deck=FILLER)
    t.do("equip [Bluefire Staff] [Belzur Curate]", "use [Burnt Offering] 0", "choose [Disease]",
         "use [Bluefire Staff] 0", "choose [Militia]")
    assert t.names("destroyed") == ["Militia"]
    t.do("attack [Harpy]", "end")
    assert sorted(t.names("destroyed")) == ["Burnt Offering", "Militia"]
    assert len(t.state.players[0].hand) == 8


def test_bluefire_staff_needs_a_cleric_or_wizard(table):
    t = play(table, "dungeon", ["Militia", "Bluefire Staff", "Burnt Offering", "Disease", "Torch"])
    t.do("use [Burnt Offering] 0", "choose [Disease]")
    assert "not carried by a Hero who can use it" in t.refused("use [Bluefire Staff] 0")
    t.do("equip [Bluefire Staff] [Militia]")
    assert "not carried by a Hero who can use it" in t.refused("use [Bluefire Staff] 0")


def test_bluefire_staff_counts_a_frost_bolts_magic_attack_twice_then_destroys_it(table):
    t = play(table, "dungeon", ["Gorinth Amateur", "Bluefire Staff", "Frost Bolt", "Torch"], deck=FILLER)
    staff, bolt = t.card("Bluefire Staff"), t.card("Frost Bolt")
    t.do("equip [Bluefire Staff] [Gorinth Amateur]")
    bd = t.breakdown("Half-Ogre")  # rank 2: light 1, penalty 1
    assert (bd.line(bolt).magic, bd.magic, bd.total) == (3, 6, 4)
    t.do("use [Bluefire Staff] 0")  # the only Spell: no question
    assert t.state.prompt is None
    assert ModifierGained(staff, "again", 1, bolt) in t.events  # recorded, so a replay repeats it exactly
    bd = t.breakdown("Half-Ogre")
    assert (bd.line(bolt).magic, bd.magic, bd.total) == (6, 9, 7)
    assert "used twice" in bd.line(bolt).notes[0]
    assert t.state.turn.doomed == [bolt]
    t.do("attack [Half-Ogre]")
    assert t.state.turn.battle_won is True
    t.do("end")
    assert t.state.loc[bolt] == "destroyed"


def test_bluefire_staff_counts_silverstorm_twice_from_the_gold_revealed_at_the_battle(table):
    t = play(table, "dungeon", ["Gorinth Amateur", "Bluefire Staff", "Silverstorm", "Torch", "Dagger"])
    silverstorm = t.card("Silverstorm")
    t.do("equip [Bluefire Staff] [Gorinth Amateur]")
    assert t.breakdown("Harpy").line(silverstorm).magic == 2  # 5 gold: staff 2, Torch 2, Dagger 1
    t.do("use [Bluefire Staff] 0")
    bd = t.breakdown("Harpy")
    assert (bd.line(silverstorm).magic, bd.magic) == (4, 2 + 1 + 4)


def test_bluefire_staff_asks_which_spell_when_a_bonus_spell_and_a_used_spell_are_revealed(table):
    t = play(table, "dungeon", ["Gorinth Amateur", "Bluefire Staff", "Burnt Offering", "Frost Bolt", "Disease",
                                "Militia"], deck=FILLER)
    t.do("equip [Bluefire Staff] [Gorinth Amateur]", "use [Burnt Offering] 0", "choose [Disease]",
         "use [Bluefire Staff] 0")
    assert options(t) == ["Burnt Offering", "Frost Bolt"]
    t.do("choose [Frost Bolt]")
    assert t.breakdown("Harpy").line("Frost Bolt").magic == 6
    assert t.names("destroyed") == []  # the Burnt Offering did not burn again
    assert t.state.turn.doomed == [t.card("Frost Bolt")]


def test_a_spell_counted_twice_still_adds_nothing_against_a_monster_immune_to_spells(trait_table):
    t = trait_table(players=[{"hand": ["Gorinth Amateur", "Bluefire Staff", "Frost Bolt", "Torch"]}, {}],
                    hall=["Null Wraith", "Harpy", "Half-Ogre"], choice="dungeon")
    t.do("equip [Bluefire Staff] [Gorinth Amateur]", "use [Bluefire Staff] 0")
    assert t.breakdown("Null Wraith").line("Frost Bolt").magic == 0
    assert t.breakdown("Harpy").line("Frost Bolt").magic == 6


def test_a_spell_used_again_gives_its_light_twice_too(trait_table):
    t = trait_table(players=[{"hand": ["Gorinth Amateur", "Bluefire Staff", "Flare Bolt"]}, {}],
                    hall=["Harpy", "Half-Ogre", "Orc Blademaster"], choice="dungeon")
    t.do("equip [Bluefire Staff] [Gorinth Amateur]", "use [Bluefire Staff] 0")
    bd = t.breakdown("Half-Ogre")  # Flare Bolt: magic attack 2 and light 1, twice
    assert (bd.line("Flare Bolt").magic, bd.line("Flare Bolt").light, bd.light_penalty) == (4, 2, 0)


def test_a_spell_counted_twice_is_rebuilt_from_the_saved_events(table):
    from game.engine.applying import apply_event
    from game.engine.events import Event

    t = play(table, "dungeon", ["Gorinth Amateur", "Bluefire Staff", "Frost Bolt", "Torch"])
    t.do("equip [Bluefire Staff] [Gorinth Amateur]", "use [Bluefire Staff] 0")
    state = t.game.initial.clone()
    for event in t.game.log:
        apply_event(state, Event.from_dict(event.to_dict()))  # as a save file holds it
    assert state.turn.modifiers == t.state.turn.modifiers
    assert [m.stat for m in state.turn.modifiers] == ["again"]


def test_bluefire_staff_has_nothing_to_repeat_without_a_spell_used_or_giving_a_bonus(table):
    t = play(table, "dungeon", ["Gorinth Amateur", "Bluefire Staff", "Polymorph", "Torch"])
    t.do("equip [Bluefire Staff] [Gorinth Amateur]")
    assert "no card it works with" in t.refused("use [Bluefire Staff] 0")  # Polymorph not cast yet


def test_bluefire_staff_asks_which_used_spell_to_repeat(table):
    t = play(table, "dungeon", ["Gorinth Amateur", "Bluefire Staff", "Burnt Offering", "Polymorph", "Disease",
                                "Militia"], deck=FILLER, dungeon=["Harpy"])
    t.do("equip [Bluefire Staff] [Gorinth Amateur]", "use [Burnt Offering] 0", "choose [Disease]",
         "use [Polymorph] 0", "choose", "use [Bluefire Staff] 0")
    assert options(t) == ["Burnt Offering", "Polymorph"]
    t.do("choose [Burnt Offering]", "choose [Militia]")
    assert t.names("destroyed") == ["Militia"]
    assert t.state.turn.doomed == [t.card("Burnt Offering")]


# --- the rulebook's examples ----------------------------------------------------------------------

def test_the_rulebook_village_example(table):
    """Rulebook: Village Example. The Trader burns a Polymorph for a Soul Gem, the gold is counted
    after the effects, then two heroes level up with the 5 XP."""
    t = table(players=[{"hand": ["Trader", "Terakian Defender", "Tomb Haunt", "Disease", "Militia", "Polymorph"],
                        "deck": ["Frost Giant Axe"] + FILLER, "xp": 5}, {}],
              hall=HALL, choice="village",
              village={"heroes": ["gorinth", "half_orc", "terakian"],
                       "village": ["soul_gem", "frost_giant_axe", "polymorph", "trader"]})
    t.do("use [Terakian Defender] 0")  # discards the Disease, draws the Frost Giant Axe
    assert t.names("p0.hand")[-1] == "Frost Giant Axe" and t.names("p0.discard") == ["Disease"]
    t.do("use [Trader] 0")
    assert "Terakian Defender" not in options(t)  # already used for an effect this turn
    t.do("choose [Polymorph]", "choose [Soul Gem]")
    assert t.names("destroyed") == ["Polymorph"] and t.names("p0.discard")[0] == "Soul Gem"
    assert "cannot be used in the village" in t.refused("use [Frost Giant Axe] 0")
    from game.engine.rules.village import gold_left

    assert gold_left(t.game) == 5  # Tomb Haunt 2 + Frost Giant Axe 3
    t.do("buy gorinth")
    t.do("level [Militia] half_orc", "level [Terakian Defender]")
    assert t.state.players[0].xp == 0
    assert sorted(t.names("destroyed")) == ["Militia", "Polymorph", "Terakian Defender"]
    assert sorted(t.names("p0.discard")) == ["Disease", "Gorinth Amateur", "Half-Orc Raider", "Soul Gem",
                                             "Terakian Peer"]
    t.do("end")
    assert len(t.state.players[0].hand) == 6


def test_the_rulebook_dungeon_example(table):
    """Rulebook: Dungeon Example. Terakian Peer, Polymorph, Spoiled Food and a Guardian Blade beat
    Earth Tempest in rank 2 with exactly 8 attack, 7 gold and 2 light; the blade saves the Peer."""
    t = table(players=[{"hand": ["Disease", "Terakian Peer", "Guardian Blade", "Spoiled Food", "Polymorph",
                                 "Skullbreaker"],
                        "deck": ["Soul Gem", "Scout"] + FILLER}, {}],
              hall=["Highwayman", "Earth Tempest", "Choking Smoke"], dungeon=["Stalker", "Harpy"], choice="dungeon")
    peer = t.card("Terakian Peer")
    t.do("use [Terakian Peer] 0")  # discard the Disease: draw the Soul Gem, ATTACK +1
    assert t.names("p0.hand")[-1] == "Soul Gem"
    assert t.breakdown("Earth Tempest").light_penalty == 2  # the Choking Smoke darkens every rank
    t.do("use [Polymorph] 0", "choose [Choking Smoke]")  # Polymorph's own draw brings the Scout (no gold)
    assert [t.names(f"hall.{r}") for r in (1, 2, 3)] == [["Highwayman"], ["Earth Tempest"], ["Stalker"]]
    assert t.names("dungeon")[0] == "Choking Smoke"
    assert "weighs 5" in t.refused("equip [Guardian Blade] [Terakian Peer]")
    t.do("use [Spoiled Food] 0", "equip [Guardian Blade] [Terakian Peer]")
    bd = t.breakdown("Earth Tempest")
    assert (bd.attack, bd.light, bd.light_penalty, bd.health, bd.total, bd.wins) == (8, 2, 0, 8, 8, True)
    for bandit in ("Highwayman", "Stalker"):  # three heroes are needed against the bandits
        assert t.breakdown(bandit).wins is False
    t.do("attack [Earth Tempest]")
    assert t.state.turn.doomed == [peer]  # the Spoiled Food
    assert t.state.players[0].xp == 3
    assert sorted(t.names("p0.discard")) == ["Disease", "Disease", "Earth Tempest"]  # its battle effect
    t.do("end")
    assert t.names("destroyed") == []  # the Guardian Blade kept the Peer alive
    assert peer in t.state.player_cards(0)
    assert [t.names(f"hall.{r}") for r in (1, 2, 3)] == [["Highwayman"], ["Stalker"], ["Choking Smoke"]]
    assert "Skullbreaker" in t.names("p0.discard")  # never equipped: it does not come back


# --- how the new vocabulary reads and is checked ----------------------------------------------------

def test_the_conditions_and_triggers_read_in_the_card_text(catalog):
    from game.catalog.text import card_text

    assert card_text(by_name(catalog, "Skullbreaker")) == [
        "Attack +2",
        "At the end of your turn, if you defeated a Monster this turn and it is carried by a Hero: "
        "Put this card on top of your deck.",
    ]
    assert card_text(by_name(catalog, "Spoiled Food"))[1] == (
        "At the end of the battle, if you used this card this turn: Destroy an attacking Hero.")
    assert card_text(by_name(catalog, "Trader"))[0] == (
        "Village: Destroy a card: take a non-Hero card from the Village costing at most 2 more than that card.")


@pytest.mark.parametrize("ability, field, words", [
    ("{when: dungeon, if: {carried: true}, do: [draw: 1]}", "abilities[0].if", "carried"),
    ("{when: dungeon, if: {equipped_to: {klass: Wizard}}, do: [draw: 1]}", "abilities[0].if.equipped_to.klass",
     "unknown field"),
    ("{when: village, do: [gain_from_village: {filter: {not_kind: wizard}, max_cost: 2}]}",
     "abilities[0].do[0].gain_from_village.filter.not_kind", "wizard"),
    ("{when: dungeon, do: [draw_one: {filter: {kind: hero}}]}", "abilities[0].do[0].draw_one.then", "missing"),
    ("{when: after_lunch, do: [draw: 1]}", "abilities[0].when", "end_of_turn"),
])
def test_a_bad_condition_filter_or_trigger_names_the_card_and_the_field(ability, field, words):
    from game.catalog import CardDataError
    from game.catalog.loader import load_file

    raw = ("set: test\ngroup: test_things\nname: Things\nkind: village\ncards:\n"
           f"  - name: Test Thing\n    count: 1\n    abilities: [{ability}]\n")
    with pytest.raises(CardDataError) as e:
        load_file(raw.encode(), "cards/test/things.yaml")
    assert (e.value.card, e.value.field) == ("Test Thing", field)
    assert words in str(e.value)
