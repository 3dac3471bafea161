"""Belzur, the Cleric hero of the first game: Curate (1), Bishop (2), Cardinal (3)
(rulebook: Leveling Up, Disease Cards; glossary: Belzur Bishop)."""

from __future__ import annotations

import pytest

from game.engine.battle import hero_strengths
from game.engine.events import ReactionRevealed
from game.engine.rules import scoring
from game.engine.rules.village import gold_total

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]  # health 4, 6 and 8; no battle or breach effects
DECK = ["Torch", "Dagger", "Iron Rations", "Militia", "Militia"]








# --- printed facts -------------------------------------------------------------------------------


@pytest.mark.parametrize("name, level, strength, magic", [
    ("Belzur Curate", 1, 4, 1),
    ("Belzur Bishop", 2, 5, 2),
    ("Belzur Cardinal", 3, 5, 3),
])
def test_each_belzur_has_its_level_strength_and_magic_attack(table, name, level, strength, magic):
    t = table(players=[{"hand": [name, "Torch"]}, {}], hall=HALL, choice="dungeon")
    hero = t.card(name)
    d = t.game.defn(hero)
    assert (d.is_hero, d.level, d.classes) == (True, level, ("Cleric",))
    assert hero_strengths(t.game, [hero])[0] == {hero: strength}
    bd = t.breakdown("Harpy")
    assert (bd.line(hero).attack, bd.line(hero).magic) == (0, magic)
    assert bd.total == magic


@pytest.mark.parametrize("name, vp", [("Belzur Curate", 0), ("Belzur Bishop", 0), ("Belzur Cardinal", 2)])
def test_each_belzur_is_worth_its_victory_points_and_no_gold(table, name, vp):
    t = table(players=[{"hand": [name]}, {}], hall=HALL, choice="village")
    assert scoring.score(t.game, 0) == vp
    assert gold_total(t.game) == 0


def test_belzur_curate_costs_5_gold(table):
    poor = table(players=[{"hand": ["Torch", "Torch"]}, {}], hall=HALL, choice="village")
    assert poor.refused("buy belzur") == "Belzur Curate costs 5 gold and you have 4"
    t = table(players=[{"hand": ["Torch", "Torch", "Dagger"]}, {}], hall=HALL, choice="village")
    t.do("buy belzur")
    assert t.names("p0.discard") == ["Belzur Curate"]
    assert [t.game.defn(c).cost for c in t.state.zone("stack.belzur")][-7:] == [5, 8, 8, 8, 8, 11, 11]


@pytest.mark.parametrize("name, into, xp", [
    ("Belzur Curate", "Belzur Bishop", 2),
    ("Belzur Bishop", "Belzur Cardinal", 3),
])
def test_belzur_levels_up_to_the_next_level_for_its_xp(table, name, into, xp):
    t = table(players=[{"hand": [name], "xp": xp}, {}], hall=HALL, choice="village")
    hero = t.card(name)
    t.do(f"level {hero}")
    assert t.state.loc[hero] == "destroyed"
    assert t.names("p0.discard") == [into]
    assert t.state.players[0].xp == 0


@pytest.mark.parametrize("name, xp", [("Belzur Curate", 1), ("Belzur Bishop", 2)])
def test_belzur_cannot_level_up_with_one_xp_too_few(table, name, xp):
    t = table(players=[{"hand": [name], "xp": xp}, {}], hall=HALL, choice="village")
    assert t.refused("level [" + name + "]") == f"levelling up {name} costs {xp + 1} XP and you have {xp}"


def test_belzur_cardinal_is_the_highest_level(table):
    t = table(players=[{"hand": ["Belzur Cardinal"], "xp": 10}, {}], hall=HALL, choice="village")
    assert t.refused("level [Belzur Cardinal]") == "Belzur Cardinal is at its highest level"


def test_belzur_curate_cannot_skip_to_cardinal_when_no_bishop_is_left(table):
    t = table(players=[{"hand": ["Belzur Curate"], "xp": 5}, {}], hall=HALL, choice="village",
              stacks={"belzur": 2})  # only the 2 Cardinals are left
    assert t.refused("level [Belzur Curate]") == "no level 2 Belzur is left"


# --- the dungeon draw (all three levels) ---------------------------------------------------------


@pytest.mark.parametrize("name", ["Belzur Curate", "Belzur Bishop", "Belzur Cardinal"])
def test_belzur_draws_a_card_in_the_dungeon_once_per_turn(table, name):
    t = table(players=[{"hand": [name], "deck": DECK}, {}], hall=HALL, choice="dungeon")
    t.do(f"use [{name}] 0")
    assert t.names("p0.hand") == [name, "Torch"]
    assert t.names("p0.deck") == DECK[1:]
    assert t.refused(f"use [{name}] 0") == "each ability can be used only once per turn"
    assert t.breakdown("Harpy").light == 1  # the drawn Torch takes part in the battle


@pytest.mark.parametrize("name", ["Belzur Curate", "Belzur Bishop", "Belzur Cardinal"])
def test_belzur_does_not_draw_in_the_village(table, name):
    t = table(players=[{"hand": [name], "deck": DECK}, {}], hall=HALL, choice="village")
    assert t.refused(f"use [{name}] 0") == f"this ability of {name} cannot be used in the village"


# --- Curate: a Disease for 2 gold ----------------------------------------------------------------


def test_belzur_curate_destroys_a_disease_in_the_village_for_2_gold(table):
    t = table(players=[{"hand": ["Belzur Curate", "Disease", "Torch", "Dagger"]}, {}], hall=HALL,
              choice="village")
    disease = t.card("Disease")
    assert gold_total(t.game) == 3
    assert t.refused("buy gorinth") == "Gorinth Amateur costs 5 gold and you have 3"
    t.do("use [Belzur Curate] 1")
    assert t.state.loc[disease] == "disease" and t.state.disease[0] == disease
    assert t.names("p0.hand") == ["Belzur Curate", "Torch", "Dagger"]
    assert gold_total(t.game) == 5
    t.do("buy gorinth")
    assert t.names("p0.discard") == ["Gorinth Amateur"]


def test_belzur_curate_destroys_one_disease_of_several(table):
    t = table(players=[{"hand": ["Belzur Curate", "Disease", "Disease"]}, {}], hall=HALL, choice="village")
    t.do("use [Belzur Curate] 1")
    assert t.state.prompt is None
    assert t.names("p0.hand") == ["Belzur Curate", "Disease"]
    assert gold_total(t.game) == 2
    assert t.refused("use [Belzur Curate] 1") == "each ability can be used only once per turn"


def test_belzur_curate_cannot_make_gold_without_a_disease(table):
    t = table(players=[{"hand": ["Belzur Curate", "Torch", "Militia"]}, {}], hall=HALL, choice="village")
    assert t.cost_refused("use [Belzur Curate] 1", "Disease")
    assert gold_total(t.game) == 2


def test_belzur_curate_disease_ability_is_for_the_village_only(table):
    t = table(players=[{"hand": ["Belzur Curate", "Disease"]}, {}], hall=HALL, choice="dungeon")
    assert t.refused("use [Belzur Curate] 1") == "this ability of Belzur Curate cannot be used in the dungeon"


# --- Bishop: turning an opponent's effect back ---------------------------------------------------


def test_belzur_bishop_turns_a_marauder_discard_back_onto_the_active_player(table):
    t = table(players=[{"hand": ["Half-Orc Marauder", "Iron Rations", "Torch", "Militia"]},
                       {"hand": ["Belzur Bishop", "Militia", "Torch"]}], hall=HALL, choice="dungeon")
    marauder, bishop = t.card("Half-Orc Marauder"), t.card("Belzur Bishop")
    t.do("use [Half-Orc Marauder] 0")
    assert ReactionRevealed(1, bishop, 0) in t.events
    pr = t.state.prompt
    # the active player discards; the Marauder (used) and the eaten Iron Rations are not choices
    assert (pr.player, pr.reason, pr.min, pr.max) == (0, "discard", 1, 1)
    assert sorted(pr.options) == sorted([t.card("Torch"), t.card("Militia")])
    t.do("choose [Militia]")
    assert t.names("p0.discard") == ["Militia"]
    assert t.names("p0.hand") == ["Half-Orc Marauder", "Torch"]
    assert t.names("p1.hand") == ["Belzur Bishop", "Militia", "Torch"]
    assert t.names("p1.discard") == []
    assert t.breakdown("Harpy").attack == 4  # the Marauder keeps its ATTACK +2
    assert marauder in t.state.players[0].hand


def test_belzur_bishop_turns_back_a_dervish_discard_but_other_players_still_discard(table):
    t = table(players=[{"hand": ["Half-Orc Dervish", "Torch", "Militia", "Dagger"]},
                       {"hand": ["Belzur Bishop", "Militia"]},
                       {"hand": ["Torch", "Torch"]}], hall=HALL, choice="dungeon")
    torch = t.card("Torch")
    t.do("use [Half-Orc Dervish] 0")  # destroys the only Item, the Torch: no choice
    assert t.state.loc[torch] == "destroyed"
    # player 1 (to the left) turns it back first: the active player chooses what to discard
    pr = t.state.prompt
    assert pr.player == 0
    assert sorted(pr.options) == sorted([t.card("Militia"), t.card("Dagger")])
    t.do("choose [Dagger]")
    assert t.state.prompt is None  # player 2's two Torches are the same: no question
    assert t.names("p0.discard") == ["Dagger"]
    assert t.names("p1.hand") == ["Belzur Bishop", "Militia"]
    assert t.names("p2.hand") == ["Torch"] and t.names("p2.discard") == ["Torch"]


def test_belzur_bishop_cannot_turn_back_a_monster_effect(table):
    t = table(players=[{"hand": ["Militia", "Torch"]}, {"hand": ["Belzur Bishop"]}],
              hall=["Walking Scourge", "Half-Ogre", "Orc Warlord"], choice="dungeon")
    t.do("attack [Walking Scourge]")
    assert not any(isinstance(e, ReactionRevealed) for e in t.events)
    assert t.names("p1.discard") == ["Disease"]
    assert t.names("p0.discard") == ["Disease", "Disease"]


def test_two_belzur_bishops_turn_two_discards_onto_the_active_player(table):
    t = table(players=[{"hand": ["Half-Orc Marauder", "Iron Rations", "Militia", "Militia"]},
                       {"hand": ["Belzur Bishop", "Torch"]},
                       {"hand": ["Belzur Bishop", "Dagger"]}], hall=HALL, choice="dungeon")
    t.do("use [Half-Orc Marauder] 0")
    assert [e.player for e in t.events if isinstance(e, ReactionRevealed)] == [1, 2]
    assert t.state.prompt is None  # two identical Militia: nothing to choose
    assert t.names("p0.discard") == ["Militia", "Militia"]
    assert t.names("p0.hand") == ["Half-Orc Marauder"]
    assert t.names("p1.discard") == [] and t.names("p2.discard") == []


# --- Cardinal: a Disease for 3 cards -------------------------------------------------------------


def test_belzur_cardinal_destroys_a_disease_in_the_village_to_draw_3(table):
    t = table(players=[{"hand": ["Belzur Cardinal", "Disease"], "deck": DECK}, {}], hall=HALL,
              choice="village")
    disease = t.card("Disease")
    t.do("use [Belzur Cardinal] 1")
    assert t.state.loc[disease] == "disease"
    assert t.names("p0.hand") == ["Belzur Cardinal", "Torch", "Dagger", "Iron Rations"]
    assert t.names("p0.deck") == ["Militia", "Militia"]
    assert gold_total(t.game) == 5  # the drawn cards' gold can be spent


def test_belzur_cardinal_draws_4_in_the_dungeon_with_both_abilities(table):
    t = table(players=[{"hand": ["Belzur Cardinal", "Disease"], "deck": DECK}, {}], hall=HALL,
              choice="dungeon")
    t.do("use [Belzur Cardinal] 1", "use [Belzur Cardinal] 0")
    assert t.names("p0.hand") == ["Belzur Cardinal", "Torch", "Dagger", "Iron Rations", "Militia"]
    assert t.names("p0.deck") == ["Militia"]
    bd = t.breakdown("Harpy")
    assert bd.diseases == [] and bd.total == 4  # 3 magic + 1 Militia, lit by the Torch


def test_belzur_cardinal_cannot_draw_3_without_a_disease(table):
    t = table(players=[{"hand": ["Belzur Cardinal", "Militia"], "deck": DECK}, {}], hall=HALL,
              choice="dungeon")
    assert t.cost_refused("use [Belzur Cardinal] 1", "Disease")
    assert t.names("p0.deck") == DECK
