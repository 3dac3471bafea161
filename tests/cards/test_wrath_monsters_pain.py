"""Elemental Pain (Wrath of the Elements): Blood Torment, Lave Torment, Shadow Torment, Smoke Torment
and Steam Torment (cards/wrath/elemental_pain.yaml; "Lave" as the card list spells it).

Rulebook (Dragonspire): Breach Effect (once, when the monster reaches rank 1, before the active
player discards the hand; never during setup), Battle Effects (a card the attacker loses fights on
until the battle ends), Global Effects (in play while the monster is in the hall), Traits: Magic
Attack Only, Must be Defeated to be Removed from the Dungeon Hall; Trophies (the * ATTACK +1).
Readings chosen: the Torments' breach hits every player, the active one too, each turning over as
many of the five top cards as the deck holds (no reshuffle); the player picks which matching card to
destroy. "A card with a Victory Point value" is a card worth 1 VP or more. A Level 1 (2) Hero is a
Hero of exactly that level; Militia are level 0. Blood Torment's battle makes every player show the
hand and destroy one monster card of it, of their choice. Steam Torment's global holds every monster
of the hall (itself too) as Must be Defeated does one.
"""

from __future__ import annotations

import pytest

from game.engine.events import BreachTriggered, HandRevealed
from tests.cards.dungeon_helpers import doomed, options, resolved

DECK = ["Militia"] * 6
WIN_RANK_1 = ["Frost Bolt", "Frost Bolt", "Torch"]  # 6 Magic Attack, no light penalty in rank 1


def fight(table, hand, hall, others=({"deck": DECK},), dungeon=("Plague Zombie",), deck=DECK, choice="dungeon"):
    return table(players=[{"hand": list(hand), "deck": list(deck)}] + [dict(o) for o in others], hall=list(hall),
                 dungeon=list(dungeon), choice=choice)


def option(t, name):
    """The prompt's option of that name (a revealed card in a discard pile, not the hall's namesake)."""
    return next(c for c in t.state.prompt.options if t.game.name(c) == name)


def breach(table, torment, deck, others=({"deck": DECK},)):
    """Player 0 defeats the Harpy in rank 1; the Torment behind it moves up and breaches as the turn ends."""
    t = fight(table, WIN_RANK_1, ["Harpy", torment, "Half-Ogre"], others=others, deck=deck)
    t.do("attack [Harpy]", "end")
    return t


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, count, gold, vp, xp, health", [
    ("Blood Torment", 1, 3, 8, 3, 9),
    ("Lave Torment", 2, 2, 5, 2, 7),
    ("Shadow Torment", 2, 2, 6, 2, 7),
    ("Smoke Torment", 2, 1, 4, 1, 6),
    ("Steam Torment", 3, 1, 3, 1, 6),
])
def test_pain_elementals_have_their_printed_values(catalog, name, count, gold, vp, xp, health):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.set, d.group, d.kind, d.count) == ("wrath", "elemental_pain", "monster", count)
    assert (d.gold, d.vp, d.xp, d.health) == (gold, vp, xp, health)
    assert d.classes == ("Elemental", "Pain")


# --- Blood Torment -------------------------------------------------------------------------------

def test_blood_torment_breach_makes_every_player_discard_five_and_destroy_a_card_worth_vp(table):
    p0_deck = ["Harpy", "Militia", "Half-Ogre", "Torch", "Dagger"] + ["Iron Rations"] * 6
    others = ({"deck": ["Militia", "Dagger", "Orc Blademaster", "Torch"]},
              {"deck": ["Militia"] * 3 + ["Torch"] * 2 + ["Dagger"]})
    t = breach(table, "Blood Torment", p0_deck, others)
    assert BreachTriggered(t.card("Blood Torment")) in t.events
    prompt = t.state.prompt  # the active player first, with two different monsters worth VP
    assert (prompt.player, prompt.min, prompt.max) == (0, 1, 1)
    assert options(t) == ["Half-Ogre", "Harpy"]
    t.do(f"choose {option(t, 'Half-Ogre')}")
    assert sorted(t.names("destroyed")) == ["Half-Ogre", "Orc Blademaster"]  # player 1's only one, no choice
    assert sorted(t.names("p1.discard")) == ["Dagger", "Militia", "Torch"] and t.names("p1.deck") == []
    assert sorted(t.names("p2.discard")) == ["Militia"] * 3 + ["Torch"] * 2  # nothing worth VP: all kept
    assert t.names("p2.deck") == ["Dagger"]
    assert t.names("p0.hand") == ["Iron Rations"] * 6  # the new hand comes from below the five
    assert {"Harpy", "Militia", "Torch", "Dagger"} <= set(t.names("p0.discard"))


def test_a_short_deck_shows_only_what_it_holds_and_is_not_reshuffled(table):
    others = ({"deck": ["Harpy"], "discard": ["Half-Ogre"]},)
    t = breach(table, "Blood Torment", ["Torch"] * 10, others)
    assert t.names("destroyed") == ["Harpy"] and t.names("p1.discard") == ["Half-Ogre"]


def test_blood_torment_battle_makes_every_player_show_the_hand_and_lose_a_monster(table):
    others = ({"hand": ["Orc Blademaster", "Militia"], "deck": DECK}, {"hand": ["Militia", "Torch"], "deck": DECK})
    t = fight(table, ["Frost Bolt"] * 3 + ["Torch", "Harpy", "Ember"], ["Blood Torment", "Harpy", "Half-Ogre"],
              others=others)
    t.do("attack [Blood Torment]")
    assert t.state.prompt.player == 0 and options(t) == ["Ember", "Harpy"]
    t.do(f"choose {option(t, 'Ember')}")
    assert doomed(t) == ["Ember"]  # it still lights the battle
    assert t.names("destroyed") == ["Orc Blademaster"]  # another player's monster goes at once
    assert t.names("p2.hand") == ["Militia", "Torch"]
    assert [e.player for e in t.events if isinstance(e, HandRevealed)] == [0, 1, 2]
    assert resolved(t).won and resolved(t).total == 9
    t.do("end")
    assert sorted(t.names("destroyed")) == ["Ember", "Orc Blademaster"]


# --- Lave, Shadow and Smoke Torment: breach --------------------------------------------------------

def test_lave_torment_breach_destroys_a_level_1_hero_of_the_players_choice(table):
    deck = ["Belzur Curate", "Militia", "Elf Wizard", "Belzur Bishop", "Torch"] + ["Dagger"] * 6
    t = breach(table, "Lave Torment", deck)
    assert options(t) == ["Belzur Curate", "Elf Wizard"]  # no Militia (level 0), no level 2 Bishop
    t.do(f"choose {option(t, 'Elf Wizard')}")
    assert t.names("destroyed") == ["Elf Wizard"]
    assert t.names("p1.discard") == ["Militia"] * 5  # player 1 has no level 1 Hero


def test_shadow_torment_breach_destroys_a_level_2_hero(table):
    deck = ["Belzur Curate", "Belzur Bishop", "Belzur Cardinal", "Militia", "Torch"] + ["Dagger"] * 6
    t = breach(table, "Shadow Torment", deck)
    assert t.state.prompt is None
    assert t.names("destroyed") == ["Belzur Bishop"]


def test_smoke_torment_breach_destroys_one_militia_among_those_revealed(table):
    t = breach(table, "Smoke Torment", ["Militia", "Torch", "Militia", "Militia", "Dagger"] + ["Torch"] * 6)
    assert t.state.prompt is None
    assert t.names("destroyed") == ["Militia", "Militia"]  # one for each player
    assert t.names("p0.discard").count("Militia") == 2 and t.names("p1.discard").count("Militia") == 4


def test_a_torment_breaches_once_only(table):
    t = breach(table, "Smoke Torment", ["Militia"] * 20, others=({"deck": ["Militia"] * 20},))
    assert len(t.names("destroyed")) == 2
    t.do("village", "end")  # the Torment stays in rank 1
    assert t.names("hall.1") == ["Smoke Torment"] and len(t.names("destroyed")) == 2


def test_a_torment_in_rank_1_at_setup_never_breaches(table):
    t = fight(table, ["Torch"], ["Lave Torment", "Harpy", "Half-Ogre"], deck=["Belzur Curate"] * 8, choice="village")
    t.do("end")
    assert t.names("destroyed") == [] and not any(isinstance(e, BreachTriggered) for e in t.events)


# --- Shadow and Smoke Torment: magic attack only ---------------------------------------------------

@pytest.mark.parametrize("torment, health", [("Shadow Torment", 7), ("Smoke Torment", 6)])
def test_only_magic_attack_counts_against_shadow_and_smoke_torment(table, torment, health):
    t = fight(table, ["Stoneguard Brute", "Veteran Warrior", "Elf Wizard", "Frost Bolt", "Torch"],
              [torment, "Harpy", "Half-Ogre"])
    bd = t.breakdown(torment)
    assert (bd.attack, bd.magic, bd.total) == (0, 5, 5)
    t.do(f"attack [{torment}]")
    assert not resolved(t).won and resolved(t).health == health


def test_enough_magic_attack_defeats_smoke_torment(table):
    t = fight(table, ["Frost Bolt", "Frost Bolt", "Torch"], ["Smoke Torment", "Harpy", "Half-Ogre"])
    t.do("attack [Smoke Torment]")
    assert resolved(t).won and t.names("p0.discard") == ["Smoke Torment"]


# --- Steam Torment -------------------------------------------------------------------------------

def test_steam_torment_keeps_an_undefeated_monster_in_the_hall(table):
    t = fight(table, ["Militia", "Torch"], ["Harpy", "Steam Torment", "Half-Ogre"])
    harpy = t.card("Harpy")
    t.do("attack [Harpy]", "end")
    assert not resolved(t).won
    assert t.state.hall_card(1) == harpy and t.names("dungeon") == ["Plague Zombie"]


def test_steam_torment_itself_stays_when_it_is_not_defeated(table):
    t = fight(table, ["Militia", "Torch"], ["Steam Torment", "Harpy", "Half-Ogre"])
    t.do("attack [Steam Torment]", "end")
    assert t.names("hall.1") == ["Steam Torment"]


def test_steam_torment_keeps_effects_from_moving_any_monster(table):
    t = fight(table, ["Militia", "Polymorph"], ["Harpy", "Half-Ogre", "Steam Torment"], dungeon=["Orc Blademaster"])
    t.do("use [Polymorph] 0")
    assert t.state.prompt is None or t.state.prompt.reason != "swap_monster"
    assert t.names("hall.1") == ["Harpy"] and t.names("dungeon") == ["Orc Blademaster"]


def test_without_steam_torment_the_same_monster_retreats(table):
    t = fight(table, ["Militia", "Torch"], ["Harpy", "Orc Blademaster", "Half-Ogre"])
    t.do("attack [Harpy]", "end")
    assert t.names("dungeon") == ["Harpy"]


def test_steam_torments_hold_ends_when_it_is_defeated(table):
    t = fight(table, ["Militia"] * 6 + ["Torch"], ["Steam Torment", "Harpy", "Half-Ogre"])
    harpy = t.card("Harpy")
    assert not t.game.mode.can_leave_hall(t.game, harpy)
    t.do("attack [Steam Torment]")
    assert resolved(t).won and t.game.mode.can_leave_hall(t.game, harpy)


def test_steam_torment_in_hand_is_a_trophy_with_attack_1(table):
    t = fight(table, ["Steam Torment", "Frost Bolt", "Torch"], ["Plague Zombie", "Harpy", "Half-Ogre"])
    bd = t.breakdown("Plague Zombie")
    assert bd.line("Steam Torment").attack == 1 and bd.total == 4
    t.do("attack [Plague Zombie]")
    assert resolved(t).won
