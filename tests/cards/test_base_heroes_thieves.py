"""The base set's Lorigg and Redblade heroes (cards/base/lorigg.yaml, redblade.yaml): Thieves that make
the other players discard when they enter the dungeon.

Rulebook: Dungeon Effects (the player to the left first); glossary entries Lorigg Outlaw or Rogue and
Redblade Assassin or Poisoner: the other players discard whether the battle is won or not.
"""

from __future__ import annotations

import pytest

from game.engine.events import BattleResolved

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6, 5; no battle effects
DISCARDERS = ["Lorigg Rogue", "Lorigg Outlaw", "Redblade Poisoner"]


def dungeon(table, hand, *others, **kw):
    return table(players=[{"hand": list(hand)}, *[{"hand": list(o)} for o in others]], hall=HALL,
                 choice="dungeon", **kw)


def won(t) -> bool:
    return next(e for e in t.events if isinstance(e, BattleResolved)).won


def options(t) -> list:
    return sorted(t.game.name(c) if isinstance(c, int) else c for c in t.state.prompt.options)


# --- Lorigg Rogue, Lorigg Outlaw, Redblade Poisoner: one card each ------------------------------------

@pytest.mark.parametrize("name", DISCARDERS)
def test_each_other_player_chooses_a_card_to_discard(table, name):
    t = dungeon(table, [name], ["Militia", "Torch", "Dagger"])
    t.do(f"use [{name}] 0")
    pr = t.state.prompt
    assert (pr.player, pr.reason, pr.min, pr.max) == (1, "discard", 1, 1)
    assert options(t) == ["Dagger", "Militia", "Torch"]
    t.do(f"choose {t.state.players[1].hand[1]}")
    assert t.names("p1.discard") == ["Torch"] and t.names("p1.hand") == ["Militia", "Dagger"]
    assert t.names("p0.hand") == [name]  # the user discards nothing


@pytest.mark.parametrize("name", DISCARDERS)
def test_the_other_players_discard_in_turn_from_the_left_and_an_empty_hand_is_skipped(table, name):
    t = table(players=[{"hand": ["Torch"]}, {"hand": [name]}, {"hand": ["Dagger", "Militia"]}, {}],
              hall=HALL, choice="dungeon", active=1)
    t.do(f"use [{name}] 0")
    assert t.state.prompt.player == 2
    t.do(f"choose {t.state.players[2].hand[0]}")
    assert t.state.prompt is None  # player 3 holds nothing; player 0's only card goes without asking
    assert t.names("p2.discard") == ["Dagger"] and t.names("p0.discard") == ["Torch"]


@pytest.mark.parametrize("name", DISCARDERS)
def test_the_discards_stay_whether_the_battle_is_lost_or_won(table, name):
    lost = dungeon(table, [name], ["Militia", "Militia"])
    lost.do(f"use [{name}] 0", "attack [Orc Blademaster]")  # rank 3: far too dark
    assert not won(lost)
    assert lost.names("p1.discard") == ["Militia"] and lost.names("p1.hand") == ["Militia"]
    win = dungeon(table, [name, "Amazon Queen", "Torch"], ["Militia", "Militia"])
    win.do(f"use [{name}] 0", "attack [Harpy]")
    assert won(win)
    assert win.names("p1.discard") == ["Militia"]


@pytest.mark.parametrize("name", DISCARDERS)
def test_the_discard_is_a_dungeon_effect_once_per_turn(table, name):
    village = table(players=[{"hand": [name]}, {"hand": ["Militia"]}], hall=HALL, choice="village")
    assert "cannot be used in the village" in village.refused(f"use [{name}] 0")
    t = dungeon(table, [name], ["Militia", "Militia"])
    t.do(f"use [{name}] 0")
    assert t.refused(f"use [{name}] 0") == "each ability can be used only once per turn"


def test_lorigg_thief_and_redblade_killer_have_no_ability(table):
    t = dungeon(table, ["Lorigg Thief", "Redblade Killer"], ["Militia"])
    assert t.refused("use [Lorigg Thief] 0") == "Lorigg Thief has no ability 0"
    assert t.refused("use [Redblade Killer] 0") == "Redblade Killer has no ability 0"


# --- Redblade Assassin: a Hero or two cards ------------------------------------------------------------

def test_redblade_assassin_lets_each_other_player_choose_a_hero_or_two_cards(table):
    t = dungeon(table, ["Redblade Assassin"], ["Militia", "Elf Wizard", "Torch", "Dagger"])
    t.do("use [Redblade Assassin] 0")
    pr = t.state.prompt
    assert (pr.player, pr.kind, pr.reason) == (1, "option", "one_of")
    assert pr.options == ["discard_a_hero", "discard_2_cards"]
    assert pr.text == "Choose one: discard a Hero, or discard 2 cards."
    t.do("choose discard_a_hero")
    assert (t.state.prompt.player, options(t)) == (1, ["Elf Wizard", "Militia"])  # Heroes only
    t.do("choose [Elf Wizard]")
    assert t.names("p1.discard") == ["Elf Wizard"]
    assert t.names("p1.hand") == ["Militia", "Torch", "Dagger"]


def test_redblade_assassins_victim_may_give_up_two_cards_instead_of_a_hero(table):
    t = dungeon(table, ["Redblade Assassin"], ["Militia", "Elf Wizard", "Torch", "Dagger"])
    t.do("use [Redblade Assassin] 0", "choose discard_2_cards")
    pr = t.state.prompt
    assert (pr.player, pr.reason, pr.min, pr.max) == (1, "discard", 2, 2)
    assert options(t) == ["Dagger", "Elf Wizard", "Militia", "Torch"]  # any two cards
    t.do(f"choose {t.state.players[1].hand[2]} {t.state.players[1].hand[3]}")
    assert sorted(t.names("p1.discard")) == ["Dagger", "Torch"]
    assert t.names("p1.hand") == ["Militia", "Elf Wizard"]


def test_a_player_without_a_hero_discards_two_cards_without_being_asked_which_way(table):
    t = dungeon(table, ["Redblade Assassin"], ["Torch", "Dagger", "Iron Rations"])
    t.do("use [Redblade Assassin] 0")
    assert t.state.prompt.reason == "discard" and t.state.prompt.min == 2
    t.do(f"choose {t.state.players[1].hand[0]} {t.state.players[1].hand[2]}")
    assert t.names("p1.hand") == ["Dagger"]


def test_a_player_with_one_hero_and_nothing_else_loses_the_hero(table):
    t = dungeon(table, ["Redblade Assassin"], ["Militia"])
    t.do("use [Redblade Assassin] 0")
    assert t.state.prompt is None  # two cards cannot be discarded: the Hero is the only way
    assert t.names("p1.discard") == ["Militia"]


def test_a_player_with_one_card_that_is_no_hero_discards_it(table):
    t = dungeon(table, ["Redblade Assassin"], ["Torch"])
    t.do("use [Redblade Assassin] 0")
    assert t.state.prompt is None
    assert t.names("p1.discard") == ["Torch"] and t.names("p1.hand") == []


def test_a_player_with_identical_militia_and_nothing_else_chooses_the_way_but_not_the_card(table):
    t = dungeon(table, ["Redblade Assassin"], ["Militia", "Militia", "Militia"])
    t.do("use [Redblade Assassin] 0", "choose discard_a_hero")
    assert t.state.prompt is None
    assert t.names("p1.discard") == ["Militia"] and t.names("p1.hand") == ["Militia", "Militia"]


def test_redblade_assassin_reaches_every_other_player_in_turn_win_or_lose(table):
    t = dungeon(table, ["Redblade Assassin"], ["Torch", "Dagger", "Militia"], ["Militia", "Torch"])
    t.do("use [Redblade Assassin] 0")
    assert t.state.prompt.player == 1
    t.do("choose discard_2_cards", f"choose {t.state.players[1].hand[0]} {t.state.players[1].hand[1]}")
    assert t.state.prompt.player == 2
    t.do("choose discard_a_hero")
    assert t.names("p1.hand") == ["Militia"] and t.names("p2.hand") == ["Torch"]
    t.do("attack [Orc Blademaster]")
    assert not won(t)
    assert sorted(t.names("p1.discard")) == ["Dagger", "Torch"] and t.names("p2.discard") == ["Militia"]
