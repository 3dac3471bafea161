"""Phalanx, the Fighters who grow stronger together: Footman (1) and Officer (2), a two-level stack of
12 Footmen and 3 Officers (cards/dragonspire/phalanx.yaml).

Rulebook: Leveling Up (the next level up, from the matching stack), Visit the Village, Battles.
"""

from __future__ import annotations

import pytest

from game.catalog.text import card_text
from game.engine.battle import hero_strengths
from game.engine.rules import scoring

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]  # health 4, 6 and 8
PHALANX = {"heroes": ["phalanx"], "village": []}
DECK = ["Militia", "Dagger", "Torch", "Iron Rations", "Militia"]






# --- printed facts and the stack ------------------------------------------------------------------


@pytest.mark.parametrize("name, level, strength, attack, cost, vp", [
    ("Phalanx Footman", 1, 5, 2, 5, 0),
    ("Phalanx Officer", 2, 7, 4, 13, 1),
])
def test_each_phalanx_alone_has_its_printed_values(table, name, level, strength, attack, cost, vp):
    t = table(players=[{"hand": [name, "Torch"]}, {}], hall=HALL, choice="dungeon")
    hero = t.card(name)
    d = t.game.defn(hero)
    assert (d.level, d.classes, d.cost, d.gold) == (level, ("Fighter",), cost, 0)
    assert hero_strengths(t.game, [hero])[0] == {hero: strength}
    assert t.breakdown("Harpy").line(hero).attack == attack
    assert scoring.score(t.game, 0) == vp


def test_the_phalanx_stack_holds_12_footmen_on_top_of_3_officers(table):
    t = table(players=[{}, {}], hall=HALL, village=PHALANX)
    assert t.names("stack.phalanx") == ["Phalanx Footman"] * 12 + ["Phalanx Officer"] * 3


def test_a_footman_is_bought_for_5_gold_and_officers_only_once_the_footmen_are_gone(table):
    t = table(players=[{"hand": ["Torch", "Torch", "Dagger"]}, {}], hall=HALL, choice="village", village=PHALANX)
    t.do("buy phalanx")
    assert t.names("p0.discard") == ["Phalanx Footman"]
    t2 = table(players=[{"hand": ["Torch"] * 6}, {}], hall=HALL, choice="village", village=PHALANX,
               stacks={"phalanx": 3})
    assert t2.refused("buy phalanx") == "Phalanx Officer costs 13 gold and you have 12"


def test_a_footman_levels_up_to_an_officer_for_6_xp(table):
    t = table(players=[{"hand": ["Phalanx Footman"], "xp": 6}, {}], hall=HALL, choice="village", village=PHALANX)
    footman = t.card("Phalanx Footman")
    t.do(f"level {footman}")
    assert t.state.loc[footman] == "destroyed"
    assert t.names("p0.discard") == ["Phalanx Officer"]
    assert t.state.players[0].xp == 0
    assert t.names("stack.phalanx") == ["Phalanx Footman"] * 12 + ["Phalanx Officer"] * 2


def test_a_footman_cannot_level_up_with_5_xp(table):
    t = table(players=[{"hand": ["Phalanx Footman"], "xp": 5}, {}], hall=HALL, choice="village", village=PHALANX)
    assert t.refused("level [Phalanx Footman]") == "levelling up Phalanx Footman costs 6 XP and you have 5"


def test_the_officer_is_the_highest_phalanx_level(table):
    t = table(players=[{"hand": ["Phalanx Officer"], "xp": 9}, {}], hall=HALL, choice="village", village=PHALANX)
    assert t.refused("level [Phalanx Officer]") == "Phalanx Officer is at its highest level"


# --- Footman: attack and strength per other Phalanx ------------------------------------------------


def test_each_footman_gains_attack_1_and_strength_1_per_other_phalanx(table):
    t = table(players=[{"hand": ["Phalanx Footman", "Phalanx Footman", "Phalanx Officer", "Militia", "Torch"]}, {}],
              hall=HALL, choice="dungeon")
    f1, f2, officer = t.card("Phalanx Footman"), t.card("Phalanx Footman", 2), t.card("Phalanx Officer")
    strength, _ = hero_strengths(t.game, list(t.state.players[0].hand))
    assert (strength[f1], strength[f2], strength[officer], strength[t.card("Militia")]) == (7, 7, 7, 2)
    bd = t.breakdown("Harpy")
    assert (bd.line(f1).attack, bd.line(f2).attack, bd.line(officer).attack) == (4, 4, 4)
    assert bd.total == 4 + 4 + 4 + 1


def test_other_fighters_do_not_count_as_phalanx(table):
    t = table(players=[{"hand": ["Phalanx Footman", "Half-Orc Raider", "Stoneguard Brute", "Torch"]}, {}],
              hall=HALL, choice="dungeon")
    footman = t.card("Phalanx Footman")
    assert t.breakdown("Harpy").line(footman).attack == 2
    assert hero_strengths(t.game, [footman])[0][footman] == 5


def test_the_footmans_extra_strength_adds_to_strength_from_effects(table):
    t = table(players=[{"hand": ["Phalanx Footman", "Phalanx Footman", "Guardian Blade", "Iron Rations"]}, {}],
              hall=HALL, choice="dungeon")
    footman = t.card("Phalanx Footman")
    assert hero_strengths(t.game, list(t.state.players[0].hand))[0][footman] == 6
    t.do("use [Iron Rations] 0", f"choose {footman}")  # +2 on top of 6
    assert hero_strengths(t.game, list(t.state.players[0].hand))[0][footman] == 8


# --- Officer: draw per other Phalanx ------------------------------------------------------------------


@pytest.mark.parametrize("place", ["village", "dungeon"])
def test_phalanx_officer_draws_a_card_per_other_phalanx(table, place):
    t = table(players=[{"hand": ["Phalanx Officer", "Phalanx Footman", "Phalanx Footman", "Torch"], "deck": DECK},
                       {}], hall=HALL, choice=place)
    t.do("use [Phalanx Officer] 0")
    assert t.names("p0.hand")[4:] == ["Militia", "Dagger"]
    assert t.names("p0.deck") == ["Torch", "Iron Rations", "Militia"]
    assert t.refused("use [Phalanx Officer] 0") == "each ability can be used only once per turn"


def test_a_lone_phalanx_officer_draws_nothing(table):
    t = table(players=[{"hand": ["Phalanx Officer", "Militia"], "deck": DECK}, {}], hall=HALL, choice="village")
    t.do("use [Phalanx Officer] 0")
    assert t.names("p0.hand") == ["Phalanx Officer", "Militia"]
    assert len(t.state.players[0].deck) == 5


def test_two_officers_each_count_the_other(table):
    t = table(players=[{"hand": ["Phalanx Officer", "Phalanx Officer"], "deck": DECK}, {}], hall=HALL,
              choice="dungeon")
    t.do("use [Phalanx Officer] 0", "use [Phalanx Officer#2] 0")
    assert t.names("p0.hand") == ["Phalanx Officer", "Phalanx Officer", "Militia", "Dagger"]


def test_a_phalanx_drawn_by_the_officer_counts_for_the_next_officer(table):
    t = table(players=[{"hand": ["Phalanx Officer", "Phalanx Officer"], "deck": ["Phalanx Footman"] + DECK}, {}],
              hall=HALL, choice="dungeon")
    t.do("use [Phalanx Officer] 0")  # draws the Footman
    t.do("use [Phalanx Officer#2] 0")  # now two others: draws 2
    assert t.names("p0.hand") == ["Phalanx Officer", "Phalanx Officer", "Phalanx Footman", "Militia", "Dagger"]


def test_phalanx_text_counts_the_other_phalanx(catalog):
    cards = {d.name: d for d in catalog.cards.values()}
    assert card_text(cards["Phalanx Footman"]) == [
        "Attack +2", "Attack +1 per other revealed Phalanx", "Strength +1 per other revealed Phalanx"]
    assert card_text(cards["Phalanx Officer"]) == [
        "Attack +4", "Village or Dungeon: Draw a card per other Phalanx you revealed."]
