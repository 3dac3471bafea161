"""Terakian, the Fighter-Cleric who sheds Disease for cards: Defender (1), Peer (2), Templar (3)
(cards/dragonspire/terakian.yaml).

Rulebook: Village and Dungeon Effects, Disease, Resolving Battles (Spoils purchases use the gold of
the surviving revealed cards; the Terakian Templar is the rulebook's example), Leveling Up.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.catalog import load_catalog
from game.catalog.text import card_text
from game.engine.events import Purchased
from game.engine.rules import scoring
from game.scenario import build
from tests.conftest import Table

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]  # health 4, 6 and 8
TERAKIAN = {"heroes": ["terakian"], "village": []}
VILLAGERS = {"heroes": ["terakian"], "village": ["scout", "rules_test_village", "frost_bolt"]}
DECK = ["Militia", "Dagger", "Torch", "Iron Rations"]
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def test_catalog(tmp_path_factory):
    """The real cards plus the synthetic cards of tests/data/trait_cards (Item Broker: a Villager
    costing 4)."""
    root = tmp_path_factory.mktemp("terakian") / "cards"
    shutil.copytree(ROOT / "cards", root)
    (root / "rules_test").mkdir()
    for f in (ROOT / "tests" / "data" / "trait_cards").glob("*.yaml"):
        shutil.copy(f, root / "rules_test" / f.name)
    return load_catalog(root)


@pytest.fixture
def test_table(test_catalog):
    return lambda **spec: Table(build(test_catalog, spec, checked=True))








# --- printed facts -------------------------------------------------------------------------------


@pytest.mark.parametrize("name, level, strength, attack, light, cost, vp", [
    ("Terakian Defender", 1, 3, 2, 0, 6, 0),
    ("Terakian Peer", 2, 4, 3, 0, 9, 0),
    ("Terakian Templar", 3, 5, 4, 1, 13, 2),
])
def test_each_terakian_has_its_printed_values(table, name, level, strength, attack, light, cost, vp):
    t = table(players=[{"hand": [name]}, {}], hall=HALL, choice="dungeon")
    hero = t.card(name)
    d = t.game.defn(hero)
    assert (d.level, d.classes, d.strength, d.cost, d.gold) == (level, ("Fighter", "Cleric"), strength, cost, 0)
    bd = t.breakdown("Harpy")
    assert (bd.line(hero).attack, bd.line(hero).light) == (attack, light)
    assert scoring.score(t.game, 0) == vp


def test_the_terakian_stack_holds_6_defenders_4_peers_and_2_templars(table):
    t = table(players=[{}, {}], hall=HALL, village=TERAKIAN)
    assert t.names("stack.terakian") == ["Terakian Defender"] * 6 + ["Terakian Peer"] * 4 + ["Terakian Templar"] * 2


@pytest.mark.parametrize("name, into, xp", [("Terakian Defender", "Terakian Peer", 2),
                                            ("Terakian Peer", "Terakian Templar", 3)])
def test_terakian_levels_up_for_its_xp(table, name, into, xp):
    t = table(players=[{"hand": [name], "xp": xp}, {}], hall=HALL, choice="village", village=TERAKIAN)
    t.do(f"level [{name}]")
    assert t.names("p0.discard") == [into] and t.state.players[0].xp == 0


def test_terakian_templar_is_the_highest_level(table):
    t = table(players=[{"hand": ["Terakian Templar"], "xp": 9}, {}], hall=HALL, choice="village", village=TERAKIAN)
    assert t.refused("level [Terakian Templar]") == "Terakian Templar is at its highest level"


# --- Defender -------------------------------------------------------------------------------------


@pytest.mark.parametrize("place", ["village", "dungeon"])
def test_terakian_defender_discards_a_disease_to_draw_a_card(table, place):
    t = table(players=[{"hand": ["Terakian Defender", "Disease", "Torch"], "deck": DECK}, {}], hall=HALL,
              choice=place)
    disease = t.card("Disease")
    t.do("use [Terakian Defender] 0")
    assert t.state.loc[disease] == "p0.discard"
    assert t.names("p0.hand") == ["Terakian Defender", "Torch", "Militia"]
    assert t.refused("use [Terakian Defender] 0") == "each ability can be used only once per turn"


def test_terakian_defender_needs_a_disease_to_discard(table):
    t = table(players=[{"hand": ["Terakian Defender", "Torch", "Militia"], "deck": DECK}, {}], hall=HALL,
              choice="village")
    assert t.refused("use [Terakian Defender] 0") == "the cost cannot be paid: Discard a Disease"


def test_a_disease_discarded_in_the_dungeon_no_longer_weakens_the_party(table):
    t = table(players=[{"hand": ["Terakian Defender", "Disease", "Torch"], "deck": ["Iron Rations"]}, {}],
              hall=HALL, choice="dungeon")
    assert t.breakdown("Harpy").total == 1  # attack 2 less the Disease
    t.do("use [Terakian Defender] 0")
    assert t.breakdown("Harpy").total == 2


# --- Peer -----------------------------------------------------------------------------------------


def test_terakian_peer_discards_a_disease_to_draw_a_card_and_gain_attack_1(table):
    t = table(players=[{"hand": ["Terakian Peer", "Disease", "Torch"], "deck": DECK}, {}], hall=HALL,
              choice="dungeon")
    t.do("use [Terakian Peer] 0")
    assert t.names("p0.discard") == ["Disease"]
    assert t.names("p0.hand") == ["Terakian Peer", "Torch", "Militia"]
    assert t.gained("attack") == [1]
    assert t.breakdown("Harpy").line(t.card("Terakian Peer")).attack == 4


def test_terakian_peer_ability_is_for_the_dungeon_only(table):
    t = table(players=[{"hand": ["Terakian Peer", "Disease"], "deck": DECK}, {}], hall=HALL, choice="village")
    assert t.refused("use [Terakian Peer] 0") == "this ability of Terakian Peer cannot be used in the village"


# --- Templar --------------------------------------------------------------------------------------


@pytest.mark.parametrize("discard", ["Disease", "Scout"])
def test_terakian_templar_discards_a_disease_or_a_villager_to_draw_2_and_gain_attack_2(table, discard):
    t = table(players=[{"hand": ["Terakian Templar", discard, "Torch"], "deck": DECK}, {}], hall=HALL,
              choice="dungeon")
    t.do("use [Terakian Templar] 0")
    assert t.names("p0.discard") == [discard]
    assert t.names("p0.hand") == ["Terakian Templar", "Torch", "Militia", "Dagger"]
    assert t.breakdown("Harpy").line(t.card("Terakian Templar")).attack == 6


def test_terakian_templar_lets_the_player_choose_between_a_disease_and_a_villager(table):
    t = table(players=[{"hand": ["Terakian Templar", "Disease", "Scout", "Torch"], "deck": DECK}, {}], hall=HALL,
              choice="dungeon")
    disease, scout = t.card("Disease"), t.card("Scout")
    t.do("use [Terakian Templar] 0")
    assert sorted(t.state.prompt.options) == sorted([disease, scout])
    t.do(f"choose {disease}")
    assert t.names("p0.discard") == ["Disease"]
    assert "Scout" in t.names("p0.hand")


def test_terakian_templar_cannot_discard_other_cards_for_its_effect(table):
    t = table(players=[{"hand": ["Terakian Templar", "Torch", "Dagger"], "deck": DECK}, {}], hall=HALL,
              choice="dungeon")
    assert t.refused("use [Terakian Templar] 0") == "the cost cannot be paid: Discard a Disease or Villager"


def test_terakian_templar_spoils_buy_a_villager_with_the_revealed_gold(test_table):
    t = test_table(players=[{"hand": ["Terakian Templar", "Torch", "Torch", "Frost Bolt"]}, {}], hall=HALL,
                   choice="dungeon", village=VILLAGERS)
    t.do("attack [Harpy]")
    assert t.state.turn.battle_won is True
    t.do("use [Terakian Templar] 1")
    options = t.state.prompt.options
    assert sorted(t.game.name(c) for c in options) == ["Item Broker", "Scout"]  # 4 gold; not the Frost Bolt
    broker = next(c for c in options if t.game.name(c) == "Item Broker")
    t.do(f"choose {broker}")
    assert [e for e in t.events if isinstance(e, Purchased)] == [Purchased(0, broker, "rules_test_village", 4)]
    assert sorted(t.names("p0.discard")) == ["Harpy", "Item Broker"]


def test_terakian_templar_spoils_do_not_count_the_gold_of_cards_destroyed_in_the_battle(test_table):
    # Medusa destroys every Hero without an Edged Weapon: one Rat at once, the other after the battle
    t = test_table(players=[{"hand": ["Terakian Templar", "Dagger", "Chulian Rat", "Chulian Rat", "Frost Bolt",
                                      "Torch"]}, {}],
                   hall=["Medusa", "Half-Ogre", "Orc Warlord"], choice="dungeon", village=VILLAGERS)
    t.do("equip [Dagger] [Terakian Templar]", "attack [Medusa]")
    assert t.state.turn.battle_won is True
    assert len(t.state.turn.doomed) == 1  # the second Rat fought on but is gone after the battle
    t.do("use [Terakian Templar] 1")
    assert [t.game.name(c) for c in t.state.prompt.options] == ["Scout"]  # 3 gold: Dagger and Torch
    assert "3 gold" in t.state.prompt.text


def test_terakian_templar_spoils_need_a_victory(table):
    t = table(players=[{"hand": ["Terakian Templar", "Torch", "Torch"]}, {}], hall=HALL, choice="dungeon",
              village={"heroes": ["terakian"], "village": ["scout"]})
    t.do("attack [Orc Warlord]")
    assert t.state.turn.battle_won is False
    assert t.refused("use [Terakian Templar] 1") == "Spoils need a victory"


def test_terakian_templar_text_reads_its_discard_and_its_spoils_purchase(catalog):
    templar = next(d for d in catalog.cards.values() if d.name == "Terakian Templar")
    assert card_text(templar) == [
        "Attack +4", "Dungeon: Discard a Disease or Villager: draw 2 cards, then gain Attack +2.",
        "Spoils: You may buy a Villager from the Village with the gold of your revealed cards still in play."]
