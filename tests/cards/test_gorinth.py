"""Gorinth, the Wizard hero of the first game: Amateur (1), Hoarder (2), Miser (3)
(rulebook: Leveling Up, Dungeon Effects, Disease Cards)."""

from __future__ import annotations

import pytest

from game.engine.battle import hero_strengths
from game.engine.rules import scoring
from game.engine.rules.village import gold_total

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]  # health 4, 6 and 8; no battle or breach effects
DECK = ["Dagger", "Iron Rations", "Militia", "Torch"]










# --- printed facts -------------------------------------------------------------------------------


@pytest.mark.parametrize("name, level, strength, magic", [
    ("Gorinth Amateur", 1, 3, 2),
    ("Gorinth Hoarder", 2, 4, 3),
    ("Gorinth Miser", 3, 5, 1),  # Miser alone: itself is the one card with a gold value
])
def test_each_gorinth_has_its_level_strength_and_magic_attack(table, name, level, strength, magic):
    t = table(players=[{"hand": [name, "Militia"]}, {}], hall=HALL, choice="dungeon")
    hero = t.card(name)
    d = t.game.defn(hero)
    assert (d.is_hero, d.level, d.classes) == (True, level, ("Wizard",))
    assert hero_strengths(t.game, [hero])[0] == {hero: strength}
    bd = t.breakdown("Harpy")
    assert (bd.line(hero).attack, bd.line(hero).magic) == (0, magic)
    assert (bd.attack, bd.magic) == (1, magic)


@pytest.mark.parametrize("name, gold, vp", [
    ("Gorinth Amateur", 0, 0), ("Gorinth Hoarder", 0, 0), ("Gorinth Miser", 1, 2)])
def test_each_gorinth_is_worth_its_gold_and_victory_points(table, name, gold, vp):
    t = table(players=[{"hand": [name]}, {}], hall=HALL, choice="village")
    assert gold_total(t.game) == gold
    assert scoring.score(t.game, 0) == vp


def test_gorinth_amateur_costs_5_gold(table):
    poor = table(players=[{"hand": ["Torch", "Torch"]}, {}], hall=HALL, choice="village")
    assert poor.refused("buy gorinth") == "Gorinth Amateur costs 5 gold and you have 4"
    t = table(players=[{"hand": ["Torch", "Torch", "Dagger"]}, {}], hall=HALL, choice="village")
    t.do("buy gorinth")
    assert t.names("p0.discard") == ["Gorinth Amateur"]
    assert [t.game.defn(c).cost for c in t.state.zone("stack.gorinth")][-7:] == [5, 8, 8, 8, 8, 11, 11]


@pytest.mark.parametrize("name, into, xp", [
    ("Gorinth Amateur", "Gorinth Hoarder", 2),
    ("Gorinth Hoarder", "Gorinth Miser", 3),
])
def test_gorinth_levels_up_to_the_next_level_for_its_xp(table, name, into, xp):
    t = table(players=[{"hand": [name], "xp": xp + 1}, {}], hall=HALL, choice="village")
    hero = t.card(name)
    t.do(f"level {hero}")
    assert t.state.loc[hero] == "destroyed"
    assert t.names("p0.discard") == [into]
    assert t.state.players[0].xp == 1


@pytest.mark.parametrize("name, xp", [("Gorinth Amateur", 1), ("Gorinth Hoarder", 2)])
def test_gorinth_cannot_level_up_with_one_xp_too_few(table, name, xp):
    t = table(players=[{"hand": [name], "xp": xp}, {}], hall=HALL, choice="village")
    assert t.refused(f"level [{name}]") == f"levelling up {name} costs {xp + 1} XP and you have {xp}"


def test_gorinth_miser_is_the_highest_level(table):
    t = table(players=[{"hand": ["Gorinth Miser"], "xp": 10}, {}], hall=HALL, choice="village")
    assert t.refused("level [Gorinth Miser]") == "Gorinth Miser is at its highest level"


def test_gorinth_amateur_has_no_ability(table):
    t = table(players=[{"hand": ["Gorinth Amateur", "Torch"]}, {}], hall=HALL, choice="dungeon")
    assert t.game.defn(t.card("Gorinth Amateur")).abilities == ()
    assert t.refused("use [Gorinth Amateur] 0") == "Gorinth Amateur has no ability 0"


# --- Hoarder -------------------------------------------------------------------------------------


def test_gorinth_hoarder_destroys_a_torch_for_magic_attack_2_and_loses_its_light(table):
    t = table(players=[{"hand": ["Gorinth Hoarder", "Torch", "Militia"]}, {}], hall=HALL, choice="dungeon")
    hoarder, torch, militia = t.card("Gorinth Hoarder"), t.card("Torch"), t.card("Militia")
    t.do("use [Gorinth Hoarder] 0")
    pr = t.state.prompt
    assert (pr.player, pr.reason, pr.min, pr.max) == (0, "destroy", 1, 1)
    assert sorted(pr.options) == sorted([torch, militia])  # never the Hoarder itself
    t.do(f"choose {torch}")
    assert t.state.loc[torch] == "destroyed"
    assert t.gained("magic") == [2]
    bd = t.breakdown("Harpy")
    assert bd.line(hoarder).magic == 5
    assert (bd.attack, bd.magic, bd.light, bd.light_penalty, bd.total) == (1, 5, 0, 1, 4)


def test_gorinth_hoarder_gains_a_monster_card_gold_as_magic_attack(table):
    t = table(players=[{"hand": ["Gorinth Hoarder", "Orc Blademaster", "Torch"]}, {}], hall=HALL,
              choice="dungeon")
    blademaster = t.card("Orc Blademaster", 1)
    assert t.state.loc[blademaster] == "p0.hand"
    t.do("use [Gorinth Hoarder] 0", f"choose {blademaster}")
    assert t.state.loc[blademaster] == "destroyed"
    assert t.gained("magic") == [3]
    assert t.breakdown("Harpy").total == 6


def test_gorinth_hoarder_gains_nothing_for_a_card_without_gold(table):
    t = table(players=[{"hand": ["Gorinth Hoarder", "Militia", "Torch"]}, {}], hall=HALL, choice="dungeon")
    militia = t.card("Militia")
    t.do("use [Gorinth Hoarder] 0", f"choose {militia}")
    assert t.state.loc[militia] == "destroyed"
    assert t.gained("magic") == [0]
    assert t.breakdown("Harpy").total == 3


def test_gorinth_hoarder_can_destroy_a_disease_which_goes_back_to_its_stack(table):
    t = table(players=[{"hand": ["Gorinth Hoarder", "Disease"]}, {}], hall=HALL, choice="dungeon")
    disease = t.card("Disease")
    t.do("use [Gorinth Hoarder] 0")  # the only other card: no question
    assert t.state.loc[disease] == "disease"
    assert t.gained("magic") == [0]
    assert t.breakdown("Harpy").diseases == []


def test_gorinth_hoarder_needs_another_card_to_destroy(table):
    t = table(players=[{"hand": ["Gorinth Hoarder"]}, {}], hall=HALL, choice="dungeon")
    assert t.cost_refused("use [Gorinth Hoarder] 0", "card")


def test_gorinth_hoarder_cannot_destroy_a_card_already_used(table):
    t = table(players=[{"hand": ["Gorinth Hoarder", "Iron Rations", "Dagger"]}, {}], hall=HALL,
              choice="dungeon")
    t.do("use [Iron Rations] 0")
    rations, dagger = t.card("Iron Rations"), t.card("Dagger")
    t.do("use [Gorinth Hoarder] 0")  # only the Dagger is left to destroy
    assert t.state.prompt is None
    assert t.state.loc[dagger] == "destroyed" and t.state.loc[rations] == "p0.hand"
    assert t.gained("magic") == [1]


def test_gorinth_hoarder_ability_is_for_the_dungeon_once_per_turn(table):
    village = table(players=[{"hand": ["Gorinth Hoarder", "Torch"]}, {}], hall=HALL, choice="village")
    assert village.refused("use [Gorinth Hoarder] 0") == \
        "this ability of Gorinth Hoarder cannot be used in the village"
    t = table(players=[{"hand": ["Gorinth Hoarder", "Torch", "Torch"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Gorinth Hoarder] 0")  # two identical Torches: no question
    assert t.names("p0.hand") == ["Gorinth Hoarder", "Torch"]
    assert t.refused("use [Gorinth Hoarder] 0") == "each ability can be used only once per turn"


# --- Miser ---------------------------------------------------------------------------------------


def test_gorinth_miser_counts_every_revealed_card_with_a_gold_value_including_itself(table):
    t = table(players=[{"hand": ["Gorinth Miser", "Torch", "Dagger", "Militia", "Half-Orc Raider",
                                 "Orc Blademaster"]}, {}], hall=HALL, choice="dungeon")
    miser = t.card("Gorinth Miser")
    bd = t.breakdown("Harpy")
    # Miser, Torch, Dagger (even unequipped), Raider and the Blademaster have gold; Militia has none
    assert bd.line(miser).magic == 5
    assert (bd.attack, bd.magic, bd.total) == (3, 5, 8)


def test_gorinth_miser_does_not_count_a_disease(table):
    t = table(players=[{"hand": ["Gorinth Miser", "Torch", "Disease"]}, {}], hall=HALL, choice="dungeon")
    bd = t.breakdown("Harpy")
    assert bd.line(t.card("Gorinth Miser")).magic == 2
    assert bd.diseases == [(t.card("Disease"), "magic")]
    assert bd.total == 1


def test_gorinth_miser_destroys_a_card_without_gold_to_draw_2(table):
    t = table(players=[{"hand": ["Gorinth Miser", "Militia", "Torch"], "deck": DECK}, {}], hall=HALL,
              choice="dungeon")
    militia = t.card("Militia")
    t.do("use [Gorinth Miser] 0")  # the Torch has gold: the Militia is the only choice
    assert t.state.prompt is None
    assert t.state.loc[militia] == "destroyed"
    assert t.names("p0.hand") == ["Gorinth Miser", "Torch", "Dagger", "Iron Rations"]
    assert t.names("p0.deck") == ["Militia", "Torch"]
    # the drawn Dagger and Iron Rations have gold too: 4 cards with gold
    assert t.breakdown("Harpy").line(t.card("Gorinth Miser")).magic == 4


def test_gorinth_miser_asks_which_card_without_gold_to_destroy(table):
    t = table(players=[{"hand": ["Gorinth Miser", "Militia", "Disease", "Torch"], "deck": DECK}, {}],
              hall=HALL, choice="dungeon")
    militia, disease = t.card("Militia"), t.card("Disease")
    t.do("use [Gorinth Miser] 0")
    pr = t.state.prompt
    assert (pr.player, pr.reason) == (0, "destroy")
    assert sorted(pr.options) == sorted([militia, disease])
    t.do(f"choose {disease}")
    assert t.state.loc[disease] == "disease"
    assert t.state.loc[militia] == "p0.hand"
    assert t.names("p0.hand") == ["Gorinth Miser", "Militia", "Torch", "Dagger", "Iron Rations"]


def test_gorinth_miser_cannot_draw_when_every_other_card_has_gold(table):
    t = table(players=[{"hand": ["Gorinth Miser", "Torch", "Dagger"], "deck": DECK}, {}], hall=HALL,
              choice="dungeon")
    assert t.cost_refused("use [Gorinth Miser] 0", "card")
    assert t.names("p0.deck") == DECK


def test_gorinth_miser_draw_is_a_dungeon_effect(table):
    t = table(players=[{"hand": ["Gorinth Miser", "Militia"], "deck": DECK}, {}], hall=HALL, choice="village")
    assert t.refused("use [Gorinth Miser] 0") == "this ability of Gorinth Miser cannot be used in the village"
