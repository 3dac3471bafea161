"""Doomgate Legion heroes, part one: the printed facts of all seven types, and Deep, Drunari, Slynn
and Tempest (Doomgate rulebook: card glossary)."""

from __future__ import annotations

import pytest

from game.engine.battle import hero_strengths
from game.engine.rules import scoring
from game.engine.rules.village import gold_total

HALL = ["Harpy", "Half-Ogre", "Griffon"]  # DarkEnchanted 4/1 VP, Orc Humanoid 6/3 VP, Enchanted 7/4 VP
DECK = ["Militia"] * 8

# name, level, count, classes, strength, cost, gold, light, vp, level-up XP, attack, magic
FACTS = [
    ("Deep Miner", 1, 6, ("Fighter",), 7, 6, 0, 0, 0, 2, 3, 0),
    ("Deep Digger", 2, 4, ("Fighter",), 8, 9, 0, 0, 0, 3, 4, 0),
    ("Deep Wrecker", 3, 2, ("Fighter",), 9, 11, 0, 0, 3, None, 5, 0),
    ("Drunari Orphan", 1, 6, ("Thief",), 3, 5, 1, 1, 0, 2, 1, 0),
    ("Drunari Vagabond", 2, 4, ("Thief",), 4, 8, 2, 1, 0, 3, 2, 0),
    ("Drunari Gypsy", 3, 2, ("Thief",), 5, 11, 3, 2, 2, None, 3, 0),
    ("Sidhe Natural", 1, 6, ("Cleric",), 3, 6, 0, 0, 0, 2, 0, 1),
    ("Sidhe Druid", 2, 4, ("Cleric",), 4, 9, 0, 0, 0, 3, 0, 2),
    ("Sidhe Spirit", 3, 2, ("Cleric",), 5, 12, 0, 0, 2, None, 0, 3),
    ("Slynn Bowman", 1, 6, ("Fighter", "Archer"), 5, 6, 0, 0, 0, 2, 2, 0),
    ("Slynn Bowmaster", 2, 4, ("Fighter", "Archer"), 6, 9, 0, 0, 0, 3, 2, 0),
    ("Slynn Longbowman", 3, 2, ("Fighter", "Archer"), 6, 12, 0, 0, 2, None, 3, 0),
    ("Tempest Avenger", 1, 6, ("Fighter",), 6, 5, 0, 0, 0, 2, 2, 0),
    ("Tempest Reaver", 2, 4, ("Fighter",), 7, 8, 0, 0, 0, 3, 3, 0),
    ("Tempest Warden", 3, 2, ("Fighter",), 8, 12, 0, 0, 2, None, 4, 0),
    ("Tholis Medium", 1, 6, ("Thief", "Wizard"), 3, 7, 1, 0, 0, 2, 0, 1),
    ("Tholis Clairvoyant", 2, 4, ("Thief", "Wizard"), 4, 10, 1, 0, 0, 3, 0, 2),
    ("Tholis Oracle", 3, 2, ("Thief", "Wizard"), 4, 13, 1, 0, 2, None, 0, 3),
    ("Verdan Minstrel", 1, 6, ("Fighter", "Thief"), 5, 7, 1, 1, 0, 2, 2, 0),
    ("Verdan Bard", 2, 4, ("Fighter", "Thief"), 5, 10, 2, 1, 0, 3, 3, 0),
    ("Verdan Troubador", 3, 2, ("Fighter", "Thief"), 5, 12, 2, 1, 1, None, 4, 0),
]


# --- printed facts -------------------------------------------------------------------------------


@pytest.mark.parametrize("name, level, count, classes, strength, cost, gold, light, vp, up, attack, magic", FACTS)
def test_each_doomgate_hero_has_its_printed_facts(catalog, name, level, count, classes, strength, cost, gold,
                                                 light, vp, up, attack, magic):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.set, d.kind, d.level, d.count, d.classes) == ("doomgate", "hero", level, count, classes)
    assert (d.strength, d.cost, d.gold, d.light, d.vp, d.level_up_xp) == (strength, cost, gold, light, vp, up)
    assert (d.attack, d.magic) == (attack, magic)


@pytest.mark.parametrize("group", ["deep", "drunari", "sidhe", "slynn", "tempest", "tholis", "verdan"])
def test_each_doomgate_hero_type_is_a_randomizer_group_of_twelve_cards(catalog, group):
    g = catalog.groups[group]
    assert (g.kind, g.set, len(g.cards)) == ("hero", "doomgate", 3)
    assert sum(catalog[k].count for k in g.cards) == 12


@pytest.mark.parametrize("name, gold, vp", [("Drunari Gypsy", 3, 2), ("Verdan Troubador", 2, 1)])
def test_a_doomgate_hero_brings_its_gold_to_the_village_and_its_vp_to_the_score(table, name, gold, vp):
    t = table(players=[{"hand": [name]}, {}], hall=HALL, choice="village")
    assert gold_total(t.game) == gold
    assert scoring.score(t.game, 0) == vp


def test_a_doomgate_hero_levels_up_within_its_type(table):
    t = table(players=[{"hand": ["Slynn Bowman"], "xp": 2}, {}], village={"heroes": ["slynn"], "village": []},
              hall=HALL, choice="village")
    t.do("level [Slynn Bowman]")
    assert t.names("p0.discard") == ["Slynn Bowmaster"]


# --- Deep ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, attack, armed", [("Deep Miner", 3, 1), ("Deep Digger", 4, 1), ("Deep Wrecker", 5, 2)])
def test_a_deep_hero_loses_part_of_its_attack_with_a_weapon_and_keeps_the_weapons(table, name, attack, armed):
    t = table(players=[{"hand": [name, "Short Sword", "Torch"]}, {}], hall=HALL, choice="dungeon")
    hero = t.card(name)
    assert t.breakdown("Griffon").line(hero).attack == attack
    t.do(f"equip [Short Sword] {hero}")
    bd = t.breakdown("Griffon")
    # glossary: the penalty adds to the printed Attack (Miner: 3 - 2 = 1) and the weapon's counts in full
    assert (bd.line(hero).attack, bd.line(t.card("Short Sword")).attack) == (armed, 4)


@pytest.mark.parametrize("name, attack", [("Deep Miner", 3), ("Deep Digger", 4)])
def test_deep_miner_and_digger_gain_attack_1_per_revealed_mercenary(table, name, attack):
    t = table(players=[{"hand": [name, "Scout", "Guide", "Pawnbroker"]}, {}], hall=HALL, choice="dungeon")
    assert t.breakdown("Harpy").line(t.card(name)).attack == attack + 2  # Pawnbroker is no Mercenary


def test_deep_wrecker_gains_no_attack_from_mercenaries(table):
    t = table(players=[{"hand": ["Deep Wrecker", "Scout"]}, {}], hall=HALL, choice="dungeon")
    assert t.breakdown("Harpy").line(t.card("Deep Wrecker")).attack == 5


def test_deep_wrecker_draws_two_cards_for_each_revealed_mercenary(table):
    t = table(players=[{"hand": ["Deep Wrecker", "Scout", "Guide", "Torch"], "deck": DECK}, {}], hall=HALL,
              choice="dungeon")
    t.do("use [Deep Wrecker] 0")
    assert len(t.state.players[0].hand) == 4 + 4
    assert len(t.state.players[0].deck) == 4


def test_deep_wrecker_draws_nothing_without_a_mercenary(table):
    t = table(players=[{"hand": ["Deep Wrecker", "Torch"], "deck": DECK}, {}], hall=HALL, choice="dungeon")
    t.do("use [Deep Wrecker] 0")
    assert t.names("p0.hand") == ["Deep Wrecker", "Torch"]


# --- Drunari -------------------------------------------------------------------------------------


def test_drunari_orphan_gives_attack_light_and_gold(table):
    t = table(players=[{"hand": ["Drunari Orphan"]}, {}], hall=HALL, choice="dungeon")
    bd = t.breakdown("Harpy")
    assert (bd.line(t.card("Drunari Orphan")).attack, bd.light, bd.total) == (1, 1, 1)


def test_drunari_vagabond_gains_attack_1_per_revealed_card_worth_3_gold_or_more(table):
    t = table(players=[{"hand": ["Drunari Vagabond", "Short Sword", "Lightstone Gem", "Torch", "Guide"]}, {}],
              hall=HALL, choice="dungeon")
    # Short Sword (3) and Lightstone Gem (3) count; Torch and Guide (2), and the Vagabond itself (2), do not
    assert t.breakdown("Harpy").line(t.card("Drunari Vagabond")).attack == 2 + 2


def test_drunari_vagabond_keeps_its_own_attack_without_rich_cards(table):
    t = table(players=[{"hand": ["Drunari Vagabond", "Torch"]}, {}], hall=HALL, choice="dungeon")
    assert t.breakdown("Harpy").line(t.card("Drunari Vagabond")).attack == 2


def test_drunari_vagabond_spoils_buy_a_villager(table):
    t = table(players=[{"hand": ["Drunari Vagabond", "Deep Miner", "Torch", "Torch"]}, {}], hall=HALL,
              choice="dungeon")
    t.do("attack [Harpy]")
    assert t.state.turn.battle_won is True
    t.do("use [Drunari Vagabond] 0")
    options = [t.game.name(c) for c in t.state.prompt.options]
    assert options == ["Scout"]  # the only Villager stack; 2 + 2 + 2 gold buys it
    t.do(f"choose {t.state.prompt.options[0]}")
    assert "Scout" in t.names("p0.discard")


def test_drunari_gypsy_draws_a_card_in_the_dungeon(table):
    t = table(players=[{"hand": ["Drunari Gypsy"], "deck": ["Dagger"] + DECK}, {}], hall=HALL, choice="dungeon")
    t.do("use [Drunari Gypsy] 0")
    assert t.names("p0.hand") == ["Drunari Gypsy", "Dagger"]


def test_drunari_gypsy_spoils_draw_one_more_card_for_the_next_hand(table):
    t = table(players=[{"hand": ["Drunari Gypsy", "Militia"], "deck": DECK}, {}], hall=HALL, choice="dungeon")
    t.do("attack [Harpy]", "use [Drunari Gypsy] 1", "end")
    assert len(t.state.players[0].hand) == 7


def test_drunari_gypsy_spoils_need_a_victory(table):
    t = table(players=[{"hand": ["Drunari Gypsy"], "deck": DECK}, {}], hall=HALL, choice="dungeon")
    t.do("attack [Griffon]")
    assert t.refused("use [Drunari Gypsy] 1") == "Spoils need a victory"


# --- Slynn ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["Slynn Bowman", "Slynn Bowmaster"])
def test_slynn_bowman_and_bowmaster_gain_attack_3_in_rank_2_with_a_monster_of_the_same_class(table, name):
    t = table(players=[{"hand": [name, "Orc Blademaster", "Torch", "Torch"]}, {}], hall=HALL, choice="dungeon")
    # Half-Ogre in rank 2 is an Orc Humanoid, like the Orc Blademaster revealed
    assert t.breakdown("Half-Ogre").line(t.card(name)).attack == 2 + 3


@pytest.mark.parametrize("name", ["Slynn Bowman", "Slynn Bowmaster"])
def test_slynn_bowman_and_bowmaster_need_the_attacked_monsters_class(table, name):
    t = table(players=[{"hand": [name, "Harpy", "Torch", "Torch"]}, {}], hall=["Griknack Goblin", "Half-Ogre",
                                                                            "Griffon"], choice="dungeon")
    assert t.breakdown("Half-Ogre").line(t.card(name)).attack == 2  # a DarkEnchanted is no Orc nor Humanoid


@pytest.mark.parametrize("name", ["Slynn Bowman", "Slynn Bowmaster"])
def test_slynn_bowman_and_bowmaster_gain_nothing_in_rank_1(table, name):
    t = table(players=[{"hand": [name, "Orc Blademaster"]}, {}], hall=["Half-Ogre", "Harpy", "Griffon"],
              choice="dungeon")
    assert t.breakdown("Half-Ogre").line(t.card(name)).attack == 2


def test_slynn_bowman_counts_one_class_in_common(table):
    t = table(players=[{"hand": ["Slynn Bowman", "Griknack Goblin", "Torch", "Torch"]}, {}], hall=HALL,
              choice="dungeon")
    assert t.breakdown("Half-Ogre").line(t.card("Slynn Bowman")).attack == 5  # both are Humanoids


def test_slynn_longbowman_gains_attack_5_in_rank_2_and_3_only(table):
    t = table(players=[{"hand": ["Slynn Longbowman", "Torch", "Torch", "Torch"]}, {}], hall=HALL, choice="dungeon")
    hero = t.card("Slynn Longbowman")
    assert [t.breakdown(m).line(hero).attack for m in HALL] == [3, 8, 8]


def test_slynn_longbowman_swaps_a_monster_from_the_hand_for_one_worth_up_to_1_vp_more(table):
    t = table(players=[{"hand": ["Slynn Longbowman", "Grudgebeast", "Torch"], "xp": 0}, {}], hall=HALL,
              dungeon=["Pegasus"], choice="dungeon")
    beast = t.card("Grudgebeast")  # 2 VP: the Half-Ogre (3) may come, the Griffon (4) may not
    t.do("use [Slynn Longbowman] 0", f"choose {beast}")
    assert [t.game.name(c) for c in t.state.prompt.options] == ["Harpy", "Half-Ogre"]
    t.do(f"choose {t.card('Half-Ogre')}")
    assert t.names("hall.2") == ["Grudgebeast"]  # it takes the rank the Half-Ogre left; no refill
    assert t.names("p0.hand") == ["Slynn Longbowman", "Torch", "Half-Ogre"]
    assert t.names("dungeon") == ["Pegasus"]
    assert t.state.players[0].xp == 0 and t.state.turn.defeated == []


def test_slynn_longbowman_may_decline_the_swap(table):
    t = table(players=[{"hand": ["Slynn Longbowman", "Grudgebeast"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Slynn Longbowman] 0", "choose")
    assert t.names("hall.1") + t.names("hall.2") + t.names("hall.3") == HALL


def test_slynn_longbowman_cannot_swap_without_a_monster_in_hand(table):
    t = table(players=[{"hand": ["Slynn Longbowman", "Torch"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Slynn Longbowman] 0")
    assert t.state.prompt is None and t.names("p0.hand") == ["Slynn Longbowman", "Torch"]


def test_a_monster_swapped_into_rank_1_breaches(table):
    t = table(players=[{"hand": ["Slynn Longbowman", "Tyxr the Old"]}, {}],
              hall=["Hydra", "Half-Ogre", "Griffon"], choice="dungeon")
    # Tyxr the Old (6 VP) for the Hydra (7 VP) in rank 1: Tyxr's breach happens at once
    t.do("use [Slynn Longbowman] 0", "choose [Tyxr the Old]", "choose [Hydra]")
    assert t.names("hall.1") == ["Tyxr the Old"]
    assert [e.monster for e in t.of_type("BreachTriggered")] == [t.card("Tyxr the Old")]


# --- Tempest -------------------------------------------------------------------------------------


def test_tempest_avenger_attacks_for_2(table):
    t = table(players=[{"hand": ["Tempest Avenger"]}, {}], hall=HALL, choice="dungeon")
    assert t.breakdown("Harpy").line(t.card("Tempest Avenger")).attack == 2


def test_tempest_reaver_goes_on_top_of_the_deck_after_defeating_a_monster_worth_less_than_4_vp(table):
    t = table(players=[{"hand": ["Tempest Reaver", "Militia", "Torch"], "deck": DECK}, {}], hall=HALL, choice="dungeon")
    t.do("attack [Harpy]")
    assert t.state.turn.battle_won is True
    t.do("end")
    assert sorted(t.names("p0.hand")) == ["Militia"] * 5 + ["Tempest Reaver"]  # drawn from the top
    assert "Tempest Reaver" not in t.names("p0.discard")


def test_tempest_reaver_is_discarded_after_defeating_a_monster_worth_4_vp(table):
    t = table(players=[{"hand": ["Tempest Reaver", "Short Sword", "Torch", "Torch", "Torch"], "deck": DECK}, {}],
              hall=HALL, choice="dungeon")
    t.do("equip [Short Sword] [Tempest Reaver]", "attack [Griffon]")
    assert t.state.turn.battle_won is True  # 3 + 4 against 7, three Torches for rank 3
    t.do("end")
    assert t.names("p0.hand") == ["Militia"] * 6
    assert "Tempest Reaver" in t.names("p0.discard")


def test_tempest_reaver_needs_a_victory(table):
    t = table(players=[{"hand": ["Tempest Reaver"], "deck": DECK}, {}], hall=HALL, choice="dungeon")
    t.do("attack [Griffon]", "end")
    assert t.names("p0.hand") == ["Militia"] * 6


def test_tempest_warden_joins_the_new_hand_after_defeating_a_monster_worth_less_than_4_vp(table):
    t = table(players=[{"hand": ["Tempest Warden", "Militia", "Militia", "Torch", "Torch"], "deck": DECK}, {}],
              hall=HALL, choice="dungeon")
    t.do("attack [Half-Ogre]")  # 3 VP
    assert t.state.turn.battle_won is True
    t.do("end")
    assert sorted(t.names("p0.hand")) == ["Militia"] * 6 + ["Tempest Warden"]


def test_tempest_warden_is_discarded_after_a_defeat(table):
    t = table(players=[{"hand": ["Tempest Warden"], "deck": DECK}, {}], hall=HALL, choice="dungeon")
    t.do("attack [Griffon]", "end")
    assert t.names("p0.hand") == ["Militia"] * 6 and "Tempest Warden" in t.names("p0.discard")


def test_a_monster_taken_without_a_battle_does_not_keep_the_tempest_warden(table):
    t = table(players=[{"hand": ["Tempest Warden", "Thyrian Lord", "Iron Rations"], "deck": DECK}, {}],
              hall=HALL, choice="dungeon")
    t.do("use [Thyrian Lord] 0")  # the Harpy is taken, not defeated (glossary: Tempest Warden)
    assert "Harpy" in t.names("p0.discard")
    t.do("attack [Griffon]")
    assert t.state.turn.battle_won is False
    t.do("end")
    assert "Tempest Warden" in t.names("p0.discard")


def test_the_strength_of_doomgate_heroes_counts_for_weapons(table):
    t = table(players=[{"hand": ["Drunari Orphan", "Tholis Oracle"]}, {}], hall=HALL, choice="dungeon")
    assert set(hero_strengths(t.game, list(t.game.hand()))[0].values()) == {3, 4}
