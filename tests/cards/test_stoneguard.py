"""Stoneguard, the Fighter hero of the first game: Brute (1), Bruiser (2), Tanker (3)
(rulebook: Weapons, Leveling Up, Resolving Battles; glossary: Stoneguard, Toryn Gauntlet)."""

from __future__ import annotations

import pytest

from game.engine.battle import hero_strengths
from game.engine.events import ModifierGained, SetAsideForNextHand
from game.engine.rules import scoring
from game.engine.rules.village import gold_total

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]  # health 4, 6 and 8; no battle or breach effects
LEVELS = [("Stoneguard Brute", 3, 2), ("Stoneguard Bruiser", 4, 3), ("Stoneguard Tanker", 6, 4)]






# --- printed facts -------------------------------------------------------------------------------


@pytest.mark.parametrize("name, level, strength, attack", [
    ("Stoneguard Brute", 1, 6, 3),
    ("Stoneguard Bruiser", 2, 7, 4),
    ("Stoneguard Tanker", 3, 8, 6),
])
def test_each_stoneguard_has_its_level_strength_and_unequipped_attack(table, name, level, strength, attack):
    t = table(players=[{"hand": [name, "Torch"]}, {}], hall=HALL, choice="dungeon")
    hero = t.card(name)
    d = t.game.defn(hero)
    assert (d.is_hero, d.level, d.classes) == (True, level, ("Fighter",))
    assert hero_strengths(t.game, [hero])[0] == {hero: strength}
    bd = t.breakdown("Harpy")
    assert (bd.line(hero).attack, bd.line(hero).magic) == (attack, 0)
    assert bd.total == attack


@pytest.mark.parametrize("name, vp", [("Stoneguard Brute", 0), ("Stoneguard Bruiser", 0), ("Stoneguard Tanker", 2)])
def test_each_stoneguard_is_worth_its_victory_points_and_no_gold(table, name, vp):
    t = table(players=[{"hand": [name]}, {}], hall=HALL, choice="village")
    assert gold_total(t.game) == 0
    assert scoring.score(t.game, 0) == vp


def test_stoneguard_brute_costs_8_gold(table):
    poor = table(players=[{"hand": ["Torch", "Torch", "Torch", "Dagger"]}, {}], hall=HALL, choice="village")
    assert poor.refused("buy stoneguard") == "Stoneguard Brute costs 8 gold and you have 7"
    t = table(players=[{"hand": ["Torch", "Torch", "Torch", "Torch"]}, {}], hall=HALL, choice="village")
    t.do("buy stoneguard")
    assert t.names("p0.discard") == ["Stoneguard Brute"]
    assert [t.game.defn(c).cost for c in t.state.zone("stack.stoneguard")][-7:] == [8, 11, 11, 11, 11, 13, 13]


@pytest.mark.parametrize("name, into, xp", [
    ("Stoneguard Brute", "Stoneguard Bruiser", 2),
    ("Stoneguard Bruiser", "Stoneguard Tanker", 3),
])
def test_stoneguard_levels_up_to_the_next_level_for_its_xp(table, name, into, xp):
    t = table(players=[{"hand": [name], "xp": xp}, {}], hall=HALL, choice="village")
    hero = t.card(name)
    assert t.refused(f"level {hero} belzur") == f"{name} can only level up within its own Hero type"
    t.do(f"level {hero}")
    assert t.state.loc[hero] == "destroyed"
    assert t.names("p0.discard") == [into]
    assert t.state.players[0].xp == 0


@pytest.mark.parametrize("name, xp", [("Stoneguard Brute", 1), ("Stoneguard Bruiser", 2)])
def test_stoneguard_cannot_level_up_with_one_xp_too_few(table, name, xp):
    t = table(players=[{"hand": [name], "xp": xp}, {}], hall=HALL, choice="village")
    assert t.refused(f"level [{name}]") == f"levelling up {name} costs {xp + 1} XP and you have {xp}"


def test_stoneguard_tanker_is_the_highest_level(table):
    t = table(players=[{"hand": ["Stoneguard Tanker"], "xp": 10}, {}], hall=HALL, choice="village")
    assert t.refused("level [Stoneguard Tanker]") == "Stoneguard Tanker is at its highest level"


# --- the equipped bonus (all three levels) -------------------------------------------------------


@pytest.mark.parametrize("name, attack, bonus", LEVELS)
def test_stoneguard_gains_its_extra_attack_when_equipped(table, name, attack, bonus):
    t = table(players=[{"hand": [name, "Dagger", "Torch"]}, {}], hall=HALL, choice="dungeon")
    hero, dagger = t.card(name), t.card("Dagger")
    assert t.breakdown("Harpy").line(hero).attack == attack
    t.do(f"equip {dagger} {hero}")
    bd = t.breakdown("Harpy")
    assert bd.line(hero).attack == attack + bonus
    assert bd.line(dagger).attack == 1
    assert bd.total == attack + bonus + 1


def test_stoneguard_brute_stays_equipped_when_its_dagger_is_destroyed(table):
    t = table(players=[{"hand": ["Stoneguard Brute", "Dagger", "Gorinth Hoarder", "Torch"]}, {}],
              hall=HALL, choice="dungeon")
    brute, dagger = t.card("Stoneguard Brute"), t.card("Dagger")
    t.do("equip [Dagger] [Stoneguard Brute]", "use [Gorinth Hoarder] 0", f"choose {dagger}")
    assert t.state.loc[dagger] == "destroyed"
    assert t.state.turn.equipment == {}
    bd = t.breakdown("Harpy")
    assert bd.line(brute).attack == 5
    assert (bd.attack, bd.magic, bd.total) == (5, 4, 9)  # Hoarder: 3 + the Dagger's 1 gold


def test_stoneguard_brute_stays_equipped_when_its_dagger_is_discarded(table):
    t = table(players=[{"hand": ["Stoneguard Brute", "Dagger", "Half-Orc Dervish", "Torch"]}, {}],
              hall=HALL, choice="dungeon")
    brute, dagger = t.card("Stoneguard Brute"), t.card("Dagger")
    t.do("equip [Dagger] [Stoneguard Brute]", "use [Half-Orc Dervish] 1", f"choose {dagger}")
    assert t.names("p0.discard") == ["Dagger"]
    bd = t.breakdown("Harpy")
    assert bd.line(brute).attack == 5
    assert bd.total == 5 + 5  # Brute 3+2, Dervish 3+2


def test_stoneguard_brute_stays_equipped_when_its_weapon_falls_off(table):
    t = table(players=[{"hand": ["Stoneguard Brute", "Guardian Blade", "Torch"]}, {}], hall=HALL,
              choice="dungeon")
    brute, blade = t.card("Stoneguard Brute"), t.card("Guardian Blade")
    t.do(f"equip {blade} {brute}")
    assert t.breakdown("Harpy").total == 3 + 2 + 3
    # no first-game card lowers strength; a monster's battle effect could (rulebook: Battle Effects)
    t.game.emit(ModifierGained(-1, "strength", -2, brute))
    bd = t.breakdown("Harpy")
    assert bd.line(blade).attack == 0 and bd.line(blade).notes == ["too heavy for its hero now"]
    assert bd.line(brute).attack == 5
    assert bd.total == 5


def test_taking_the_dagger_off_before_the_battle_undoes_the_equipped_bonus(table):
    t = table(players=[{"hand": ["Stoneguard Brute", "Stoneguard Brute", "Dagger", "Torch"]}, {}],
              hall=HALL, choice="dungeon")
    first, second, dagger = t.card("Stoneguard Brute"), t.card("Stoneguard Brute", 2), t.card("Dagger")
    t.do(f"equip {dagger} {first}", f"unequip {dagger}")
    assert t.breakdown("Harpy").line(first).attack == 3
    t.do(f"equip {dagger} {second}")
    bd = t.breakdown("Harpy")
    assert (bd.line(first).attack, bd.line(second).attack, bd.line(dagger).attack) == (3, 5, 1)
    assert bd.total == 9


def test_stoneguard_brute_carrying_a_second_weapon_stays_equipped_when_one_is_taken_off(table):
    t = table(players=[{"hand": ["Stoneguard Brute", "Toryn Gauntlet", "Dagger", "Torch"]}, {}],
              hall=HALL, choice="dungeon")
    brute = t.card("Stoneguard Brute")
    t.do("equip [Toryn Gauntlet] [Stoneguard Brute]", "equip [Dagger] [Stoneguard Brute]", "unequip [Dagger]")
    bd = t.breakdown("Harpy")
    assert bd.line(brute).attack == 5
    assert (bd.attack, bd.magic, bd.total) == (5, 2, 7)


# --- Mercenaries ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name, attack, bonus", LEVELS[1:])
def test_stoneguard_bruiser_and_tanker_gain_attack_1_per_revealed_mercenary(table, name, attack, bonus):
    t = table(players=[{"hand": [name, "Scout", "Scout", "Torch", "Dagger"]}, {}], hall=HALL,
              choice="dungeon")
    hero = t.card(name)
    bd = t.breakdown("Harpy")
    assert bd.line(hero).attack == attack + 2
    assert [bd.line(t.card("Scout", n)).attack for n in (1, 2)] == [0, 0]
    t.do(f"equip [Dagger] {hero}")
    bd = t.breakdown("Harpy")
    assert bd.line(hero).attack == attack + bonus + 2
    assert bd.total == attack + bonus + 2 + 1


def test_stoneguard_brute_gains_nothing_from_mercenaries(table):
    t = table(players=[{"hand": ["Stoneguard Brute", "Scout", "Torch"]}, {}], hall=HALL, choice="dungeon")
    assert t.breakdown("Harpy").line(t.card("Stoneguard Brute")).attack == 3


def test_stoneguard_bruiser_counts_a_mercenary_that_other_cards_do_not_count(table):
    t = table(players=[{"hand": ["Stoneguard Bruiser", "Half-Orc Raider", "Torch"]}, {}], hall=HALL,
              choice="dungeon")
    assert t.breakdown("Harpy").line(t.card("Stoneguard Bruiser")).attack == 4


# --- Tanker's spoils -----------------------------------------------------------------------------


def test_stoneguard_tanker_spoils_set_revealed_mercenaries_aside_for_the_next_hand(table):
    deck = ["Militia", "Militia", "Militia", "Militia", "Dagger", "Dagger", "Iron Rations", "Iron Rations"]
    t = table(players=[{"hand": ["Stoneguard Tanker", "Scout", "Scout", "Torch"], "deck": deck}, {}],
              hall=HALL, choice="dungeon")
    scouts = [t.card("Scout"), t.card("Scout", 2)]
    t.do("attack [Harpy]")
    assert t.state.turn.battle_won is True
    t.do("use [Stoneguard Tanker] 0")
    assert [e for e in t.events if isinstance(e, SetAsideForNextHand)] == [SetAsideForNextHand(c) for c in scouts]
    assert t.refused("use [Stoneguard Tanker] 0") == "each ability can be used only once per turn"
    t.do("end")
    assert t.state.active == 1
    assert t.names("p0.hand") == ["Militia"] * 4 + ["Dagger"] * 2 + ["Scout"] * 2
    assert sorted(t.names("p0.discard")) == ["Harpy", "Stoneguard Tanker", "Torch"]
    assert t.names("p0.deck") == ["Iron Rations", "Iron Rations"]
    assert t.names("p0.aside") == []


def test_stoneguard_tanker_spoils_need_a_victory(table):
    t = table(players=[{"hand": ["Stoneguard Tanker", "Scout", "Torch"]}, {}], hall=HALL, choice="dungeon")
    t.do("attack [Orc Warlord]")  # immune to unequipped heroes: nothing gets through
    assert t.state.turn.battle_won is False
    assert t.refused("use [Stoneguard Tanker] 0") == "Spoils need a victory"


def test_stoneguard_tanker_spoils_come_only_after_the_battle(table):
    t = table(players=[{"hand": ["Stoneguard Tanker", "Scout", "Torch"]}, {}], hall=HALL, choice="dungeon")
    assert t.refused("use [Stoneguard Tanker] 0") == \
        "this ability of Stoneguard Tanker cannot be used in the dungeon"


def test_stoneguard_tanker_does_not_save_a_mercenary_destroyed_in_the_battle(table):
    deck = ["Militia"] * 6
    t = table(players=[{"hand": ["Stoneguard Tanker", "Scout", "Torch"], "deck": deck}, {}],
              hall=["Shadow Killer", "Half-Ogre", "Orc Warlord"], choice="dungeon")
    scout = t.card("Scout")
    t.do("attack [Shadow Killer]")
    assert t.state.turn.doomed == [scout]
    assert t.state.turn.battle_won is True  # 6 + 1 for the Scout, which fights on: 7 against 5
    t.do("use [Stoneguard Tanker] 0")
    assert not any(isinstance(e, SetAsideForNextHand) for e in t.events)
    t.do("end")
    assert t.state.loc[scout] == "destroyed"
    assert t.names("p0.hand") == ["Militia"] * 6
