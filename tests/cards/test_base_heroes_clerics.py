"""The base set's Chalice and Regian heroes (cards/base/chalice.yaml, regian.yaml): Diseases destroyed to
draw, again and again until the monster is chosen; the Defender's Attack per Item that gives Light;
the Paladin's Spoils purchase.

Rulebook: Dungeon Effects, Repeat Effects, Disease, Resolving Battles (Spoils); glossary entries Chalice
Quester and Defender, Chalice Defender, Chalice Paladin and Regian.
"""

from __future__ import annotations

import pytest

from game.engine.events import BattleResolved

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6, 5; no battle effects
DECK = ["Militia", "Dagger", "Iron Rations", "Torch", "Militia", "Militia"]
DISEASE_DRAWERS = [("Chalice Quester", 0), ("Chalice Defender", 1), ("Regian Cleric", 0), ("Regian Priest", 1),
                   ("Regian Bishop", 1)]  # the index of the repeatable ability


def dungeon(table, hand, deck=DECK, hall=HALL, **kw):
    return table(players=[{"hand": list(hand), "deck": list(deck)}, {}], hall=list(hall), choice="dungeon", **kw)


def resolved(t) -> BattleResolved:
    return next(e for e in t.events if isinstance(e, BattleResolved))


# --- destroying Diseases to draw -------------------------------------------------------------------

@pytest.mark.parametrize("name, index", DISEASE_DRAWERS)
def test_a_disease_destroyed_draws_a_card_again_and_again(table, name, index):
    t = dungeon(table, [name, "Disease", "Disease", "Disease"])
    for n in (1, 2, 3):
        t.do(f"use [{name}] {index}")
        assert t.names("p0.hand").count("Disease") == 3 - n
        assert t.names("p0.hand")[-n:] == DECK[:n]
    assert len(t.state.disease) == 13  # each Disease went back to its stack (10 in the box)
    assert t.cost_refused(f"use [{name}] {index}", "Disease")


@pytest.mark.parametrize("name, index", DISEASE_DRAWERS)
def test_a_disease_drawn_can_be_destroyed_in_turn_until_the_monster_is_chosen(table, name, index):
    # glossary: Diseases may be destroyed and cards drawn until you choose the monster to attack
    t = dungeon(table, [name, "Disease"], deck=["Disease", "Torch", "Militia"])
    t.do(f"use [{name}] {index}", f"use [{name}] {index}")
    assert t.names("p0.hand") == [name, "Torch"]
    t.do("attack [Harpy]")
    assert "only Spoils abilities" in t.refused(f"use [{name}] {index}")


def test_a_disease_destroyed_no_longer_lowers_the_attack(table):
    t = dungeon(table, ["Chalice Quester", "Disease", "Torch"], deck=["Militia"])
    assert t.breakdown("Harpy").total == 1  # 2 less the Disease
    t.do("use [Chalice Quester] 0")
    bd = t.breakdown("Harpy")
    assert bd.diseases == [] and bd.total == 3  # the Quester 2, the Militia drawn 1


# --- the draw of the level 2 and 3 heroes ----------------------------------------------------------

@pytest.mark.parametrize("name, drawn", [("Chalice Defender", 1), ("Chalice Paladin", 1), ("Regian Priest", 1),
                                          ("Regian Bishop", 2)])
def test_a_dungeon_draw_once_per_turn(table, name, drawn):
    t = dungeon(table, [name])
    t.do(f"use [{name}] 0")
    assert t.names("p0.hand") == [name] + DECK[:drawn]
    assert t.refused(f"use [{name}] 0") == "each ability can be used only once per turn"


def test_the_draws_are_dungeon_effects_not_village_ones(table):
    t = table(players=[{"hand": ["Regian Bishop", "Disease"], "deck": DECK}, {}], hall=HALL, choice="village")
    assert "cannot be used in the village" in t.refused("use [Regian Bishop] 0")
    assert "cannot be used in the village" in t.refused("use [Regian Bishop] 1")


# --- Chalice Defender: Attack +1 per Item that gives Light ----------------------------------------

def test_chalice_defender_gains_attack_for_each_item_that_gives_light(table):
    t = dungeon(table, ["Chalice Defender", "Torch", "Torch", "Thunder Ring", "Iron Rations"])
    bd = t.breakdown("Harpy")
    assert bd.line("Chalice Defender").attack == 3 + 3  # two Torches and the Thunder Ring; not the Iron Rations


def test_chalice_defender_gains_nothing_without_a_light_item(table):
    t = dungeon(table, ["Chalice Defender", "Iron Rations", "Militia"])
    assert t.breakdown("Harpy").line("Chalice Defender").attack == 3


def test_chalice_defender_does_not_count_a_weapon_that_gives_light(trait_table):
    # glossary: only Items, not Weapons, that give Light raise the Defender's attack
    t = trait_table(players=[{"hand": ["Chalice Defender", "Glow Blade", "Torch"]}, {}], hall=HALL, choice="dungeon")
    t.do("equip [Glow Blade] [Chalice Defender]")
    bd = t.breakdown("Harpy")
    assert (bd.line("Chalice Defender").attack, bd.line("Glow Blade").attack, bd.line("Glow Blade").light) == (4, 1, 1)


def test_chalice_defender_counts_a_light_item_drawn_by_its_own_draw(table):
    t = dungeon(table, ["Chalice Defender"], deck=["Torch"])
    assert t.breakdown("Harpy").line("Chalice Defender").attack == 3
    t.do("use [Chalice Defender] 0")
    assert t.breakdown("Harpy").line("Chalice Defender").attack == 4


# --- Chalice Paladin: Spoils, any Village card --------------------------------------------------------

VILLAGE = {"heroes": ["chalice", "regian"], "village": ["thunder_ring", "frost_giant_axe"]}


@pytest.mark.parametrize("bought, stack", [("Torch", "torch"), ("Militia", "militia"), ("Regian Cleric", "regian"),
                                           ("Thunder Ring", "thunder_ring")])
def test_chalice_paladin_buys_any_village_card_basic_and_heroes_too_after_a_victory(table, bought, stack):
    t = dungeon(table, ["Chalice Paladin", "Torch", "Torch", "Dagger"], village=VILLAGE)  # 5 gold
    t.do("attack [Harpy]")
    assert resolved(t).won
    t.do("use [Chalice Paladin] 1")
    pr = t.state.prompt
    assert (pr.reason, pr.min, pr.max) == ("buy", 0, 1)
    offered = sorted(t.game.name(c) for c in pr.options)
    # every stack whose top card costs 5 or less; the Axe (8) and Chalice Quester (7) are too dear
    assert offered == ["Dagger", "Iron Rations", "Militia", "Regian Cleric", "Thunder Ring", "Torch"]
    top = t.state.zone(f"stack.{stack}")[0]
    t.do(f"choose {top}")
    assert t.state.loc[top] == "p0.discard"


def test_chalice_paladin_buys_nothing_after_a_lost_battle(table):
    t = dungeon(table, ["Chalice Paladin", "Dagger"], village=VILLAGE)
    t.do("attack [Orc Blademaster]")  # rank 3: 4 less a penalty of 6
    assert not resolved(t).won
    assert t.refused("use [Chalice Paladin] 1") == "Spoils need a victory"


def test_chalice_paladins_purchase_pays_with_the_gold_of_the_hand_not_more(table):
    t = dungeon(table, ["Chalice Paladin", "Elf Wizard", "Dagger"], village=VILLAGE)  # 1 gold; the Elf's light
    t.do("attack [Harpy]", "use [Chalice Paladin] 1")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Militia"]  # costs 0
