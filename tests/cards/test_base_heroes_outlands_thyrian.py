"""The base set's Outlands and Thyrian heroes (cards/base/outlands.yaml, thyrian.yaml): Fighters that eat
Food for Attack, count the Monsters in hand, lift the other Heroes, and take a Monster from the hall.

Rulebook: Dungeon Effects (a card destroyed by an effect is gone: it cannot also be used), Battles;
glossary entries Outlands Slayer or Khan, Thyrian and Thyrian Lord.
"""

from __future__ import annotations

import pytest

from game.engine.events import BreachTriggered, GameEnded, XPChanged

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6, 5; VP 1, 3, 1; no battle effects
FOOD_FIGHTERS = [("Outlands Warrior", 3, 3), ("Thyrian Squire", 2, 2), ("Thyrian Knight", 4, 2)]


def dungeon(table, hand, hall=HALL, deck=(), others=({},), **kw):
    return table(players=[{"hand": list(hand), "deck": list(deck)}, *others], hall=list(hall), choice="dungeon",
                 **kw)


# --- Food for Attack ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name, attack, bonus", FOOD_FIGHTERS)
def test_a_food_destroyed_gives_its_attack_bonus_once_per_turn(table, name, attack, bonus):
    t = dungeon(table, [name, "Iron Rations", "Iron Rations"])
    hero = t.card(name)
    t.do(f"use [{name}] 0")
    assert t.names("destroyed") == ["Iron Rations"]
    assert t.breakdown("Harpy").line(hero).attack == attack + bonus
    assert t.refused(f"use [{name}] 0") == "each ability can be used only once per turn"


@pytest.mark.parametrize("name, attack, bonus", FOOD_FIGHTERS + [("Outlands Slayer", 5, 3), ("Thyrian Lord", 4, 0)])
def test_a_food_eater_needs_a_food(table, name, attack, bonus):
    t = dungeon(table, [name, "Torch", "Dagger"])
    assert t.cost_refused(f"use [{name}] 0", "Food")


@pytest.mark.parametrize("name, attack, bonus", FOOD_FIGHTERS)
def test_a_food_eaten_cannot_also_give_strength(table, name, attack, bonus):
    # glossary: Thyrian; rulebook: Dungeon Effects (the Half-Orc Marauder example)
    t = dungeon(table, [name, "Iron Rations"])
    rations = t.card("Iron Rations")
    t.do(f"use [{name}] 0")
    assert "not in your hand" in t.refused(f"use {rations} 0")


@pytest.mark.parametrize("name, attack, bonus", FOOD_FIGHTERS)
def test_a_food_that_gave_strength_cannot_also_be_eaten(table, name, attack, bonus):
    t = dungeon(table, [name, "Iron Rations"])
    t.do("use [Iron Rations] 0")
    assert t.cost_refused(f"use [{name}] 0", "Food")


def test_outlands_slayer_eats_food_again_and_again(table):
    t = dungeon(table, ["Outlands Slayer", "Iron Rations", "Iron Rations", "Torch"])
    t.do("use [Outlands Slayer] 0", "use [Outlands Slayer] 0")
    assert t.gained("attack") == [3, 3]
    assert t.breakdown("Harpy").line("Outlands Slayer").attack == 5 + 6
    assert t.cost_refused("use [Outlands Slayer] 0", "Food")


# --- Outlands: Attack per Monster revealed -----------------------------------------------------------------

@pytest.mark.parametrize("name, attack, per", [("Outlands Slayer", 5, 1), ("Outlands Khan", 7, 2)])
def test_an_outlands_hero_gains_attack_for_each_monster_card_in_the_hand(table, name, attack, per):
    t = dungeon(table, [name, "Standard Bearer", "Restless Corpse", "Torch"])
    assert t.breakdown("Harpy").line(name).attack == attack + 2 * per
    alone = dungeon(table, [name, "Torch"])
    assert alone.breakdown("Harpy").line(name).attack == attack


def test_only_the_monsters_revealed_in_hand_count_for_the_outlands(table):
    t = table(players=[{"hand": ["Outlands Khan"], "discard": ["Standard Bearer"], "deck": ["Harpy"]}, {}],
              hall=HALL, choice="dungeon")
    assert t.breakdown("Harpy").line("Outlands Khan").attack == 7


def test_a_monster_drawn_before_the_battle_counts_for_the_outlands(table):
    t = dungeon(table, ["Outlands Slayer", "Regian Priest"], deck=["Standard Bearer"])
    t.do("use [Regian Priest] 0")
    assert t.breakdown("Harpy").line("Outlands Slayer").attack == 6


# --- Thyrian Knight and Lord: bonuses for the other Heroes ----------------------------------------------------

def test_thyrian_knight_gives_each_militia_attack_1(table):
    t = dungeon(table, ["Thyrian Knight", "Militia", "Militia", "Elf Wizard", "Amazon Archer"])
    bd = t.breakdown("Harpy")
    assert [bd.line("Militia", n).attack for n in (1, 2)] == [2, 2]
    assert bd.line("Militia").notes == ["Attack +1 from Thyrian Knight"]
    assert (bd.line("Elf Wizard").attack, bd.line("Amazon Archer").attack, bd.line("Thyrian Knight").attack) == (0, 1, 4)


def test_two_thyrian_knights_give_each_militia_attack_2(table):
    t = dungeon(table, ["Thyrian Knight", "Thyrian Knight", "Militia"])
    assert t.breakdown("Harpy").line("Militia").attack == 3


def test_a_militia_that_cannot_attack_gains_nothing_from_the_knight(trait_table):
    t = trait_table(players=[{"hand": ["Thyrian Knight", "Militia"]}, {}], hall=["Gate Ogre", "Harpy", "Half-Ogre"],
                    choice="dungeon")
    bd = t.breakdown("Gate Ogre")  # strength below 4 cannot attack: the Militia (2)
    assert bd.line("Militia").attack == 0 and bd.attack == 4


def test_thyrian_lord_gives_every_hero_but_fighters_attack_2(table):
    t = dungeon(table, ["Thyrian Lord", "Militia", "Elf Wizard", "Lorigg Thief", "Amazon Archer", "Redblade Killer",
                        "Torch"])
    bd = t.breakdown("Harpy")
    assert (bd.line("Militia").attack, bd.line("Elf Wizard").attack, bd.line("Lorigg Thief").attack) == (3, 2, 3)
    assert (bd.line("Elf Wizard").magic, bd.line("Torch").attack) == (2, 0)  # magic unchanged; not a Hero
    assert (bd.line("Amazon Archer").attack, bd.line("Redblade Killer").attack) == (1, 2)  # Fighters: nothing more
    assert bd.line("Thyrian Lord").attack == 4


def test_thyrian_lord_and_knight_both_lift_a_militia(table):
    t = dungeon(table, ["Thyrian Lord", "Thyrian Knight", "Militia"])
    assert t.breakdown("Harpy").line("Militia").attack == 1 + 2 + 1


def test_a_thyrian_lord_that_cannot_attack_lifts_no_one(trait_table):
    # Armed Sentinel: a Hero without a Weapon does not attack, and brings none of its abilities
    t = trait_table(players=[{"hand": ["Thyrian Lord", "Militia", "Dagger"]}, {}],
                    hall=["Armed Sentinel", "Harpy", "Half-Ogre"], choice="dungeon")
    t.do("equip [Dagger] [Militia]")
    bd = t.breakdown("Armed Sentinel")
    assert bd.line("Militia").attack == 1 and bd.line("Thyrian Lord").attack == 0


# --- Thyrian Lord: a Monster worth 1 or 2 VP from the hall into the discard pile --------------------------------

def test_thyrian_lord_eats_a_food_to_take_a_small_monster_and_the_hall_refills(table):
    t = dungeon(table, ["Thyrian Lord", "Iron Rations", "Torch"], hall=["Harpy", "Half-Ogre", "Restless Corpse"],
                dungeon=["Orc Blademaster", "Medusa"])
    t.do("use [Thyrian Lord] 0")
    assert t.names("destroyed") == ["Iron Rations"]
    pr = t.state.prompt
    assert (pr.reason, pr.min, pr.max) == ("take_monster", 1, 1)
    assert sorted(t.game.name(c) for c in pr.options) == ["Harpy", "Restless Corpse"]  # 1 and 2 VP; not 3
    t.do("choose [Restless Corpse]")
    assert t.names("p0.discard") == ["Restless Corpse"]
    assert [t.state.hall_card(r) and t.game.name(t.state.hall_card(r)) for r in (1, 2, 3)] == [
        "Harpy", "Half-Ogre", "Orc Blademaster"]
    # glossary: no XP for it; and it is not a defeat: the battle is still to come
    assert [e for e in t.events if isinstance(e, XPChanged)] == [] and t.state.turn.defeated == []
    t.do("attack [Harpy]")
    assert t.names("p0.discard")[0] == "Harpy"


def test_thyrian_lord_never_takes_a_monster_worth_no_vp_nor_the_thunderstone(trait_table):
    t = trait_table(players=[{"hand": ["Thyrian Lord", "Iron Rations"]}, {}],
                    hall=["Cave Rat", "Stone of Scorn", "Standard Bearer"], choice="dungeon")
    t.do("use [Thyrian Lord] 0")
    assert t.state.prompt is None  # the Standard Bearer is the only choice: taken without asking
    assert t.names("p0.discard") == ["Standard Bearer"]
    assert t.names("hall.1") == ["Cave Rat"] and t.names("hall.2") == ["Stone of Scorn"]


def test_thyrian_lord_cannot_take_a_monster_that_must_be_defeated(trait_table):
    t = trait_table(players=[{"hand": ["Thyrian Lord", "Iron Rations"]}, {}],
                    hall=["Rooted Treant", "Half-Ogre", "Harpy"], choice="dungeon")
    t.do("use [Thyrian Lord] 0")
    assert t.names("p0.discard") == ["Harpy"]
    assert t.names("hall.1") == ["Rooted Treant"]


def test_thyrian_lord_with_no_small_monster_in_the_hall_takes_nothing(table):
    t = dungeon(table, ["Thyrian Lord", "Iron Rations"], hall=["Half-Ogre", "Medusa", "Orc Warlord"])
    t.do("use [Thyrian Lord] 0")
    assert t.state.prompt is None and t.names("p0.discard") == []
    assert t.names("destroyed") == ["Iron Rations"]  # the Food was the price of trying


def test_a_breach_brought_by_thyrian_lords_refill_happens_at_once(table):
    # glossary (Thyrian Lord): a breach the refill brings happens on the spot
    t = dungeon(table, ["Thyrian Lord", "Iron Rations"], hall=["Harpy", "Walking Scourge", "Half-Ogre"],
                dungeon=["Orc Blademaster"], others=({"hand": ["Torch"]},))
    t.do("use [Thyrian Lord] 0")
    assert t.names("hall.1") == ["Walking Scourge"]
    assert [e.monster for e in t.events if isinstance(e, BreachTriggered)] == [t.card("Walking Scourge")]
    assert t.names("p0.discard") == ["Disease", "Harpy"] and t.names("p1.discard") == ["Disease"]
    assert t.state.turn.step == "prepare"  # then the battle goes on as usual


def test_the_thunderstone_reaching_rank_1_after_thyrian_lord_ends_the_game_and_nobody_takes_it(table):
    t = dungeon(table, ["Thyrian Lord", "Iron Rations"], hall=["Harpy", "Stone of Scorn", "Half-Ogre"])
    t.do("use [Thyrian Lord] 0")
    assert t.state.over
    end = next(e for e in t.events if isinstance(e, GameEnded))
    assert end.thunderstone_holder is None
    assert t.names("hall.1") == ["Stone of Scorn"]
    assert end.scores == {"0": 1 + 2, "1": 0}  # the Harpy and the Lord; the Stone counts for no one
