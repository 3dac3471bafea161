"""Settings (cards/dragonspire/settings.yaml): one per game, put aside at setup, its global rules in play
all game (rulebook: Setup; glossary: Barrowsdale). Barrowsdale: every Monster is worth no gold, in the
village and in the dungeon, Guardians and monsters used as trophies included.

Only Barrowsdale's rule is in our sources; the other six settings of the box are not encoded (README:
Rules notes), so the randomizers' Setting feature always gives Barrowsdale."""

from __future__ import annotations

import pytest

from game.catalog.text import card_text, describe
from game.engine.game import Game
from game.engine.layout import setting_card
from game.engine.rules import village
from game.engine.setup import Setup, first_game

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]


def in_village(table, hand, setting="Barrowsdale"):
    spec = dict(players=[{"hand": hand}, {}], hall=HALL, choice="village")
    if setting:
        spec["setting"] = setting
    return table(**spec)


# --- the card and where it lives --------------------------------------------------------------------

def test_barrowsdale_is_a_single_setting_card_whose_text_says_monsters_have_no_gold(catalog):
    d = catalog.cards["barrowsdale"]
    assert (d.name, d.kind, d.count, d.set, d.gold, d.vp) == ("Barrowsdale", "setting", 1, "dragonspire", 0, 0)
    assert d.passives == ("monsters_have_no_gold",)
    assert card_text(d) == ["Global: in this game every Monster is worth no gold."]
    assert describe(d).startswith("Barrowsdale (Setting; 1 copy).")


def test_a_setup_with_barrowsdale_puts_it_aside_where_no_player_owns_it(catalog):
    setup = first_game(["A", "B"])
    setup.setting = "barrowsdale"
    game = Game.new(catalog, setup, 4, checked=True)
    card = setting_card(game)
    assert card is not None and game.name(card) == "Barrowsdale"
    assert game.state.zone("pile.setting") == [card] and game.state.loc[card] == "pile.setting"
    assert all(card not in game.state.player_cards(p) for p in range(2))
    assert "monsters_have_no_gold" in game.setting_rules


def test_a_setup_without_a_setting_has_no_setting_pile_and_no_global_rule(catalog):
    game = Game.new(catalog, first_game(["A", "B"]), 4)
    assert setting_card(game) is None and game.state.piles == {}
    assert game.setting_rules == frozenset()


def test_a_setting_must_be_a_setting_card(catalog):
    from game.engine.errors import SetupError

    setup = Setup(["A", "B"], ["dark_enchanted"], first_game([]).heroes, first_game([]).village,
                  setting="stone_of_scorn")
    with pytest.raises(SetupError, match="not a setting card"):
        Game.new(catalog, setup, 1)


# --- Barrowsdale: monsters are worth no gold -----------------------------------------------------------

def test_without_a_setting_a_monster_in_hand_gives_its_gold_in_the_village(table):
    t = in_village(table, ["Orc Blademaster", "Torch"], setting=None)
    assert village.gold_total(t.game) == 5  # 3 + 2
    t.do("buy dagger")
    assert "Dagger" in t.names("p0.discard")


def test_in_barrowsdale_a_monster_in_hand_gives_no_gold_in_the_village(table):
    t = in_village(table, ["Orc Blademaster", "Torch"])
    assert village.gold_total(t.game) == 2  # the Torch only
    assert t.refused("buy dagger")  # costs 3
    t.do("buy iron_rations")  # costs 2
    assert "Iron Rations" in t.names("p0.discard")


def test_in_barrowsdale_a_guardian_in_hand_gives_no_gold_either(table):
    t = in_village(table, ["Guardian of Night", "Iron Rations"])
    assert village.gold_total(t.game) == 2
    t2 = in_village(table, ["Guardian of Night", "Iron Rations"], setting=None)
    assert village.gold_total(t2.game) == 4


def test_in_barrowsdale_other_cards_keep_their_gold(table):
    t = in_village(table, ["Torch", "Iron Rations", "Dagger"])
    assert village.gold_total(t.game) == 5


@pytest.mark.parametrize("setting, health", [(None, 8), ("Barrowsdale", 16)])
def test_in_barrowsdale_monster_gold_does_not_count_toward_earth_tempests_7_gold(table, setting, health):
    # Orc Blademaster 3 + Torch 2 + Iron Rations 2 = 7 gold; in Barrowsdale only 4
    spec = dict(players=[{"hand": ["Orc Blademaster", "Torch", "Iron Rations", "Militia"]}, {}],
                hall=["Harpy", "Earth Tempest", "Half-Ogre"], choice="dungeon")
    if setting:
        spec["setting"] = setting
    t = table(**spec)
    assert t.breakdown("Earth Tempest").health == health


def test_in_barrowsdale_gorinth_hoarder_gains_nothing_for_a_monsters_gold(table):
    t = table(players=[{"hand": ["Gorinth Hoarder", "Orc Blademaster", "Torch"]}, {}], hall=HALL,
              choice="dungeon", setting="Barrowsdale")
    blademaster = t.card("Orc Blademaster")
    t.do("use [Gorinth Hoarder] 0", f"choose {blademaster}")
    assert t.state.loc[blademaster] == "destroyed"
    assert t.gained("magic") == [0]


def test_a_scenario_setting_must_name_a_setting(table):
    from game.scenario import ScenarioError

    with pytest.raises(ScenarioError, match="not a setting"):
        in_village(table, ["Torch"], setting="Torch")
