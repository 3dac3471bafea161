"""Chulian, the Thief hero who makes the other players give up their weapons: Rat (1), Scavenger (2),
Looter (3) (cards/dragonspire/chulian.yaml).

Rulebook: Dungeon Effects, Leveling Up; glossary: Belzur Bishop (an opponent's effect turned back).
"""

from __future__ import annotations

import pytest

from game.catalog import CardDataError
from game.catalog.loader import load_file
from game.catalog.text import card_text
from game.engine.events import HandRevealed, ReactionRevealed
from game.engine.rules import scoring
from game.engine.rules.village import gold_total

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]  # health 4, 6 and 8
CHULIAN = {"heroes": ["chulian"], "village": []}






def revealed(t) -> list[HandRevealed]:
    return [e for e in t.events if isinstance(e, HandRevealed)]




# --- printed facts -------------------------------------------------------------------------------


@pytest.mark.parametrize("name, level, strength, attack, light, gold, cost, vp", [
    ("Chulian Rat", 1, 4, 1, 1, 1, 5, 0),
    ("Chulian Scavenger", 2, 4, 2, 2, 1, 8, 0),
    ("Chulian Looter", 3, 5, 3, 2, 2, 11, 2),
])
def test_each_chulian_has_its_printed_values(table, name, level, strength, attack, light, gold, cost, vp):
    t = table(players=[{"hand": [name]}, {}], hall=HALL, choice="dungeon")
    hero = t.card(name)
    d = t.game.defn(hero)
    assert (d.level, d.classes, d.strength, d.cost) == (level, ("Thief",), strength, cost)
    bd = t.breakdown("Half-Ogre")  # rank 2
    assert (bd.line(hero).attack, bd.line(hero).light) == (attack, light)
    assert bd.light_penalty == 2 - light
    assert scoring.score(t.game, 0) == vp
    v = table(players=[{"hand": [name]}, {}], hall=HALL, choice="village")
    assert gold_total(v.game) == gold


def test_the_chulian_stack_holds_6_rats_4_scavengers_and_2_looters(table):
    t = table(players=[{}, {}], hall=HALL, village=CHULIAN)
    assert t.names("stack.chulian") == ["Chulian Rat"] * 6 + ["Chulian Scavenger"] * 4 + ["Chulian Looter"] * 2


@pytest.mark.parametrize("name, into, xp", [("Chulian Rat", "Chulian Scavenger", 2),
                                            ("Chulian Scavenger", "Chulian Looter", 3)])
def test_chulian_levels_up_for_its_xp(table, name, into, xp):
    t = table(players=[{"hand": [name], "xp": xp}, {}], hall=HALL, choice="village", village=CHULIAN)
    t.do(f"level [{name}]")
    assert t.names("p0.discard") == [into] and t.state.players[0].xp == 0


def test_chulian_looter_is_the_highest_level(table):
    t = table(players=[{"hand": ["Chulian Looter"], "xp": 9}, {}], hall=HALL, choice="village", village=CHULIAN)
    assert t.refused("level [Chulian Looter]") == "Chulian Looter is at its highest level"


def test_chulian_rat_has_no_ability(table):
    t = table(players=[{"hand": ["Chulian Rat"]}, {}], hall=HALL, choice="dungeon")
    assert t.refused("use [Chulian Rat] 0") == "Chulian Rat has no ability 0"


# --- each other player gives up a weapon ---------------------------------------------------------


def test_chulian_scavenger_makes_each_other_player_discard_a_weapon_or_show_a_hand_without_one(table):
    t = table(players=[{"hand": ["Chulian Scavenger", "Torch"]},
                       {"hand": ["Militia", "Dagger", "Torch"]},
                       {"hand": ["Militia", "Iron Rations"]}], hall=HALL, choice="dungeon")
    dagger = t.card("Dagger")
    t.do("use [Chulian Scavenger] 0")
    assert t.state.prompt is None
    assert t.state.loc[dagger] == "p1.discard"
    assert t.names("p1.hand") == ["Militia", "Torch"]
    assert revealed(t) == [HandRevealed(2, tuple(t.state.players[2].hand))]
    assert t.names("p2.hand") == ["Militia", "Iron Rations"]
    assert t.gained("attack") == []  # the Scavenger gains nothing for it
    assert t.breakdown("Harpy").line(t.card("Chulian Scavenger")).attack == 2


def test_chulian_scavenger_lets_the_other_player_choose_which_weapon(table):
    t = table(players=[{"hand": ["Chulian Scavenger"]}, {"hand": ["Dagger", "Recurve Bow", "Torch"]}],
              hall=HALL, choice="dungeon")
    dagger, bow = t.card("Dagger"), t.card("Recurve Bow")
    t.do("use [Chulian Scavenger] 0")
    pr = t.state.prompt
    assert (pr.player, pr.reason, sorted(pr.options)) == (1, "discard", sorted([dagger, bow]))
    t.do(f"choose {bow}")
    assert t.names("p1.discard") == ["Recurve Bow"]
    assert t.names("p1.hand") == ["Dagger", "Torch"]
    assert revealed(t) == []


def test_chulian_scavenger_is_a_dungeon_effect_used_once_per_turn(table):
    t = table(players=[{"hand": ["Chulian Scavenger"]}, {"hand": ["Dagger", "Dagger"]}], hall=HALL, choice="dungeon")
    t.do("use [Chulian Scavenger] 0")
    assert t.refused("use [Chulian Scavenger] 0") == "each ability can be used only once per turn"
    assert t.names("p1.hand") == ["Dagger"]
    v = table(players=[{"hand": ["Chulian Scavenger"]}, {"hand": ["Dagger"]}], hall=HALL, choice="village")
    assert v.refused("use [Chulian Scavenger] 0") == "this ability of Chulian Scavenger cannot be used in the village"


def test_chulian_looter_gains_attack_1_for_each_weapon_discarded(table):
    t = table(players=[{"hand": ["Chulian Looter", "Torch"]},
                       {"hand": ["Dagger", "Militia"]},
                       {"hand": ["Iron Rations"]},
                       {"hand": ["Recurve Bow", "Torch"]}], hall=HALL, choice="dungeon")
    looter = t.card("Chulian Looter")
    t.do("use [Chulian Looter] 0")
    assert t.names("p1.discard") == ["Dagger"] and t.names("p3.discard") == ["Recurve Bow"]
    assert [e.player for e in revealed(t)] == [2]
    assert t.gained("attack") == [2]
    bd = t.breakdown("Harpy")
    assert bd.line(looter).attack == 5
    assert bd.total == 5


def test_chulian_looter_gains_nothing_when_no_one_has_a_weapon(table):
    t = table(players=[{"hand": ["Chulian Looter", "Dagger"]}, {"hand": ["Torch"]}, {"hand": []}],
              hall=HALL, choice="dungeon")
    t.do("use [Chulian Looter] 0")
    assert t.gained("attack") == []
    assert [e.player for e in revealed(t)] == [1, 2]
    assert t.names("p0.hand") == ["Chulian Looter", "Dagger"]  # its own weapons are safe
    assert t.breakdown("Harpy").line(t.card("Chulian Looter")).attack == 3


def test_chulian_looter_counts_a_weapon_chosen_after_a_prompt(table):
    t = table(players=[{"hand": ["Chulian Looter"]}, {"hand": ["Dagger", "Recurve Bow"]}], hall=HALL,
              choice="dungeon")
    t.do("use [Chulian Looter] 0")
    assert t.state.prompt.player == 1
    t.do(f"choose {t.card('Dagger')}")
    assert t.gained("attack") == [1]
    assert t.breakdown("Harpy").line(t.card("Chulian Looter")).attack == 4


def test_a_belzur_bishop_turns_the_looters_demand_back_and_the_active_players_weapon_counts(table):
    t = table(players=[{"hand": ["Chulian Looter", "Dagger", "Torch"]},
                       {"hand": ["Belzur Bishop", "Recurve Bow"]}], hall=HALL, choice="dungeon")
    bishop, dagger = t.card("Belzur Bishop"), t.card("Dagger")
    t.do("use [Chulian Looter] 0")
    assert [e for e in t.events if isinstance(e, ReactionRevealed)] == [ReactionRevealed(1, bishop, 0)]
    assert t.state.loc[dagger] == "p0.discard"
    assert t.names("p1.hand") == ["Belzur Bishop", "Recurve Bow"]
    assert t.breakdown("Harpy").line(t.card("Chulian Looter")).attack == 4


# --- the card text and the data format -------------------------------------------------------------


def test_chulian_looter_text_says_what_the_others_do_and_what_it_gains(catalog):
    looter = next(d for d in catalog.cards.values() if d.name == "Chulian Looter")
    assert card_text(looter) == [
        "Attack +3",
        "Dungeon: Each other player discards a Weapon (a hand without one is shown), "
        "then gain Attack +1 for each card discarded this way.",
    ]


def test_a_count_of_anything_but_discarded_cards_is_refused_naming_the_field():
    _, (good,) = load_file(HERO_FILE.format(amount="{count_of: discarded}").encode(), "cards/test/good.yaml")
    assert good.abilities[0].steps[1].args["amount"] == {"count_of": "discarded"}
    raw = HERO_FILE.format(amount="{count_of: drawn}").encode()
    with pytest.raises(CardDataError) as err:
        load_file(raw, "cards/test/bad.yaml")
    assert err.value.card == "Test Thief"
    assert err.value.field == "abilities[0].do[1].gain.amount.count_of"


HERO_FILE = """\
set: test
group: test_thieves
name: Test Thieves
kind: hero
cards:
  - name: Test Thief
    level: 1
    count: 1
    strength: 4
    abilities:
      - when: dungeon
        do:
          - each_other_player: [discard: {{filter: {{class: Weapon}}, reveal_if_none: true}}]
          - gain: {{stat: attack, amount: {amount}}}
"""
