"""The base set's Amazon, Dwarf and Feayn heroes (cards/base/amazon.yaml, dwarf.yaml, feayn.yaml): bonuses
that depend on the rank and on the weapon carried.

Rulebook: Battles (a Hero that cannot attack brings nothing), Light and Darkness, Resolving Battles
(Spoils); glossary entries Amazon, Dwarf Guardian, Dwarf Janissary, Dwarf Sentinel and Feayn.
"""

from __future__ import annotations

import pytest

from game.engine.events import BattleResolved, XPChanged

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6, 5; XP 1, 2, 1; no battle effects
WEAPONS = {"heroes": ["dwarf"], "village": ["skullbreaker", "frost_giant_axe"]}


def dungeon(table, hand, hall=HALL, others=({},), **kw):
    return table(players=[{"hand": list(hand)}, *others], hall=list(hall), choice="dungeon", **kw)


def resolved(t) -> BattleResolved:
    return next(e for e in t.events if isinstance(e, BattleResolved))


# --- Amazon ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, attack, bonus", [
    ("Amazon Archer", 1, 2), ("Amazon Huntress", 2, 3), ("Amazon Queen", 2, 4)])
def test_an_amazon_adds_her_rank_bonus_to_her_attack_in_rank_2_and_3_only(table, name, attack, bonus):
    t = dungeon(table, [name])
    amazon = t.card(name)
    assert t.breakdown("Harpy").line(amazon).attack == attack  # rank 1
    assert t.breakdown("Half-Ogre").line(amazon).attack == attack + bonus  # rank 2
    assert t.breakdown("Orc Blademaster").line(amazon).attack == attack + bonus  # rank 3


def test_the_amazon_rank_bonus_comes_on_top_of_her_normal_attack_and_wins_the_battle(table):
    # glossary (Amazon): the rank bonus comes on top of her printed attack
    t = dungeon(table, ["Amazon Huntress", "Torch", "Torch"])
    bd = t.breakdown("Half-Ogre")  # rank 2, health 6: 2 + 3 with the penalty cancelled by 2 Torches
    assert (bd.attack, bd.light_penalty, bd.total, bd.wins) == (5, 0, 5, False)
    t = dungeon(table, ["Amazon Queen", "Torch", "Torch"])
    t.do("attack [Half-Ogre]")
    assert (resolved(t).total, resolved(t).won) == (6, True)
    assert t.names("p0.discard") == ["Half-Ogre"]


# --- Dwarf -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, attack, bonus", [
    ("Dwarf Guardian", 1, 3), ("Dwarf Janissary", 2, 4), ("Dwarf Sentinel", 3, 5)])
def test_a_dwarf_gains_his_bonus_only_with_an_edged_weapon_equipped(table, name, attack, bonus):
    t = dungeon(table, [name, "Dagger"])
    dwarf, dagger = t.card(name), t.card("Dagger")
    assert t.breakdown("Harpy").line(dwarf).attack == attack  # the Dagger is in hand, not carried
    t.do(f"equip {dagger} {dwarf}")
    bd = t.breakdown("Harpy")
    assert (bd.line(dwarf).attack, bd.line(dagger).attack) == (attack + bonus, 1)
    assert bd.attack == attack + bonus + 1  # glossary: the Guardian's total with an Edged Weapon is +4 and more


def test_a_dwarf_gains_nothing_from_a_blunt_weapon(table):
    t = dungeon(table, ["Dwarf Guardian", "Skullbreaker"], village=WEAPONS)
    t.do("equip [Skullbreaker] [Dwarf Guardian]")
    bd = t.breakdown("Harpy")
    assert (bd.line("Dwarf Guardian").attack, bd.line("Skullbreaker").attack) == (1, 2)


def test_a_dwarf_keeps_his_bonus_when_a_battle_effect_makes_his_edged_weapon_too_heavy(table):
    # glossary (Dwarf Guardian): the bonus belongs to the Dwarf, so a weapon that stops counting keeps it.
    # Lich Lord: each Hero gains Attack -1 and Strength -4, so the Guardian (5) cannot hold the Dagger (2)
    t = dungeon(table, ["Dwarf Guardian", "Dagger", "Torch"], hall=["Lich Lord", "Half-Ogre", "Harpy"])
    t.do("equip [Dagger] [Dwarf Guardian]", "attack [Lich Lord]")
    assert resolved(t).total == 1 + 3 - 1  # the Dagger's +1 is lost, the Dwarf's +3 is not
    bd = t.game.breakdown(t.card("Lich Lord"), 1)
    assert bd.line("Dagger").notes == ["too heavy for its hero now"]
    assert bd.line("Dwarf Guardian").attack == 3


def test_a_dwarf_keeps_his_bonus_against_a_monster_immune_to_edged_weapons(trait_table):
    t = trait_table(players=[{"hand": ["Dwarf Janissary", "Dagger", "Torch"]}, {}],
                    hall=["Edgeproof Golem", "Harpy", "Half-Ogre"], choice="dungeon")
    t.do("equip [Dagger] [Dwarf Janissary]")
    bd = t.breakdown("Edgeproof Golem")
    assert (bd.line("Dwarf Janissary").attack, bd.line("Dagger").attack) == (6, 0)
    assert bd.total == 6 and bd.wins


def test_a_dwarf_janissary_buys_a_weapon_with_the_gold_in_hand_after_a_victory(table):
    t = dungeon(table, ["Dwarf Janissary", "Dagger", "Torch", "Torch"], village=WEAPONS)  # 5 gold
    t.do("equip [Dagger] [Dwarf Janissary]", "attack [Harpy]")
    assert resolved(t).won
    t.do("use [Dwarf Janissary] 0")
    pr = t.state.prompt
    assert (pr.reason, pr.min, pr.max) == ("buy", 0, 1)
    # Weapons costing 5 or less: the Dagger and the Skullbreaker; not the Torch, not the Frost Giant Axe (8)
    assert sorted(t.game.name(c) for c in pr.options) == ["Dagger", "Skullbreaker"]
    t.do("choose [Skullbreaker]")
    assert t.names("p0.discard")[:2] == ["Skullbreaker", "Harpy"]
    assert t.refused("use [Dwarf Janissary] 0") == "each ability can be used only once per turn"


def test_a_dwarf_janissary_buys_nothing_after_a_lost_battle(table):
    t = dungeon(table, ["Dwarf Janissary", "Torch", "Torch"], village=WEAPONS)
    t.do("attack [Orc Blademaster]")  # rank 3: attack 2, light 2 against penalty 3
    assert not resolved(t).won
    assert t.refused("use [Dwarf Janissary] 0") == "Spoils need a victory"


def test_a_dwarf_janissary_may_decline_to_buy(table):
    t = dungeon(table, ["Dwarf Janissary", "Dagger", "Torch", "Torch"], village=WEAPONS)
    t.do("equip [Dagger] [Dwarf Janissary]", "attack [Harpy]", "use [Dwarf Janissary] 0", "choose")
    assert t.names("p0.discard") == ["Harpy"]
    assert t.state.turn.gold_spent == 0


# --- Feayn -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, attack, light", [
    ("Feayn Archer", 2, 1), ("Feayn Marksman", 3, 1), ("Feayn Sniper", 4, 2)])
def test_a_feayn_adds_neither_attack_nor_light_against_rank_1(table, name, attack, light):
    t = dungeon(table, [name, "Militia"])
    feayn = t.card(name)
    bd = t.breakdown("Harpy")  # rank 1
    assert (bd.line(feayn).attack, bd.line(feayn).light) == (0, 0)
    assert feayn in bd.idle_heroes
    # glossary (Feayn): a Feayn that does not attack loses his light too; rank 1's penalty stays
    assert (bd.light, bd.light_penalty, bd.total) == (0, 1, 0)
    deeper = t.breakdown("Half-Ogre")  # rank 2
    assert (deeper.line(feayn).attack, deeper.line(feayn).light) == (attack, light)
    assert feayn not in deeper.idle_heroes


def test_a_feayns_weapon_adds_nothing_against_rank_1(table):
    t = dungeon(table, ["Feayn Marksman", "Dagger", "Torch"])
    t.do("equip [Dagger] [Feayn Marksman]")
    bd = t.breakdown("Harpy")
    assert bd.line("Dagger").notes == ["its hero does not attack"]
    assert bd.total == 0


def test_a_feayn_adds_nothing_against_rank_1_while_the_rest_of_the_party_fights(table):
    t = dungeon(table, ["Feayn Archer", "Amazon Queen", "Torch"])
    t.do("attack [Harpy]")
    assert (resolved(t).total, resolved(t).won) == (2, False)  # the Queen alone: 2, the Feayn adds nothing


def test_a_feayn_sniper_earns_one_more_xp_for_a_monster_defeated_in_rank_3(table):
    t = dungeon(table, ["Feayn Sniper", "Militia", "Torch"])
    t.do("attack [Orc Blademaster]")  # rank 3, health 5, 1 XP; the Sniper's light 2 and the Torch: no penalty
    assert resolved(t).won
    assert [(e.amount, e.reason) for e in t.events if isinstance(e, XPChanged)] == [(1, "defeat"), (1, "effect")]
    assert t.state.players[0].xp == 2


def test_a_feayn_sniper_earns_no_extra_xp_in_rank_2(table):
    t = dungeon(table, ["Feayn Sniper", "Militia", "Militia"])
    t.do("attack [Half-Ogre]")  # rank 2, health 6, 2 XP
    assert resolved(t).won
    assert t.state.players[0].xp == 2


def test_a_feayn_sniper_earns_no_extra_xp_for_a_lost_battle_in_rank_3(table):
    t = dungeon(table, ["Feayn Sniper", "Torch"])
    t.do("attack [Orc Blademaster]")  # 4 against health 5
    assert not resolved(t).won
    assert t.state.players[0].xp == 0


def test_a_feayn_sniper_that_could_not_attack_earns_no_extra_xp(trait_table):
    # Armed Sentinel in rank 3: a Hero without a Weapon does not attack, so the Sniper brings nothing
    t = trait_table(players=[{"hand": ["Feayn Sniper", "Dwarf Sentinel", "Dagger", "Torch", "Torch", "Torch"]}, {}],
                    hall=["Harpy", "Half-Ogre", "Armed Sentinel"], choice="dungeon")
    t.do("equip [Dagger] [Dwarf Sentinel]", "attack [Armed Sentinel]")
    assert resolved(t).won
    assert t.state.players[0].xp == 1  # the monster's 1 XP only


def test_a_feayn_snipers_extra_xp_goes_to_the_party_in_co_op(table):
    t = table(players=[{"hand": ["Feayn Sniper", "Militia", "Torch"]}, {}], hall=HALL, choice="dungeon",
              mode="coop", mode_data={"party_xp": 0})
    t.do("attack [Orc Blademaster]")
    assert t.state.mode_data["party_xp"] == 2
