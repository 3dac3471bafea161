"""Dragons of the base set: Ebon Fume, Mythlurian, Skaladak, Tyxr the Old, Uyril Unending
(cards/base/dragon.yaml).

Rulebook: Traits (Magic Attack Immunity, Half-Attack Without Magic Attack), Battle Effects (a destroyed
card fights on until the battle ends), Breach Effect, Trophies; glossary: Ebon Fume (the highest
modified Strength, the player choosing among ties; Militia are Heroes), Mythlurian, Skaladak, Tyxr the
Old (every player discards two, the active player too, before the new hand is drawn), Uyril Unending.
"""

from __future__ import annotations

import pytest

from game.engine.events import BreachTriggered, Moved, unbatched
from tests.cards.dungeon_helpers import (
    DECK,
    by_name,
    doomed,
    dungeon_table,
    options,
    resolved,
)

# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, count, classes, gold, vp, xp, health", [
    ("Ebon Fume", 1, ("Dragon", "Black"), 1, 8, 3, 11),
    ("Mythlurian", 2, ("Dragon", "Green"), 3, 4, 2, 8),
    ("Skaladak", 3, ("Dragon", "White"), 3, 3, 2, 7),
    ("Tyxr the Old", 2, ("Dragon", "Red"), 2, 6, 3, 10),
    ("Uyril Unending", 2, ("Dragon", "Blue"), 2, 5, 2, 9),
])
def test_dragons_have_their_printed_values(catalog, name, count, classes, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.count, d.classes, d.gold, d.vp, d.xp, d.health, d.light) == (
        "monster", "base", count, classes, gold, vp, xp, health, 0)


def test_the_dragon_group_holds_ten_cards(catalog):
    group = catalog.groups["dragon"]
    assert (group.name, group.kind, group.set) == ("Dragon", "monster", "base")
    assert sum(catalog.cards[k].count for k in group.cards) == 10


@pytest.mark.parametrize("name, attack, magic", [
    ("Ebon Fume", 3, 0), ("Tyxr the Old", 0, 2), ("Uyril Unending", 0, 1),
])
def test_a_dragon_trophy_adds_its_bonus_from_a_hand(table, name, attack, magic):
    t = dungeon_table(table, [name, "Militia", "Torch"], "Harpy")
    bd = t.breakdown("Harpy")
    assert (bd.line(name).attack, bd.line(name).magic) == (attack, magic)
    assert bd.total == 1 + attack + magic


@pytest.mark.parametrize("name", ["Mythlurian", "Skaladak"])
def test_a_dragon_without_trophy_bonus_adds_nothing_from_a_hand(table, name):
    t = dungeon_table(table, [name, "Militia", "Torch"], "Harpy")
    assert t.breakdown("Harpy").total == 1


# --- Ebon Fume -------------------------------------------------------------------------------------

def test_magic_attack_does_nothing_against_ebon_fume(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"], "Ebon Fume")
    bd = t.breakdown("Ebon Fume")
    assert (bd.magic, bd.total, bd.wins) == (0, 0, False)
    assert "magic attack does nothing to it" in bd.line("Frost Bolt").notes


def test_ebon_fume_destroys_the_strongest_hero_even_when_it_is_defeated(table):
    t = dungeon_table(table, ["Stoneguard Tanker", "Dagger", "Half-Orc Raider", "Torch"], "Ebon Fume")
    t.do("equip [Dagger] [Stoneguard Tanker]", "attack [Ebon Fume]")
    assert t.state.prompt is None  # strength 8 against 4: no choice
    assert doomed(t) == ["Stoneguard Tanker"]
    assert (resolved(t).total, resolved(t).won) == (6 + 4 + 1 + 2, True)  # the Tanker fought on
    assert t.state.players[0].xp == 3
    t.do("end")
    assert t.names("destroyed") == ["Stoneguard Tanker"]


def test_ebon_fume_looks_at_the_strength_as_modified_while_preparing(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Chulian Rat", "Iron Rations", "Torch"], "Ebon Fume")
    t.do("use [Iron Rations] 0", f"choose {t.card('Chulian Rat')}")  # Rat: strength 4 + 2
    t.do("attack [Ebon Fume]")
    assert t.state.prompt is None and doomed(t) == ["Chulian Rat"]


def test_ebon_fume_lets_the_player_choose_among_heroes_tied_for_the_highest_strength(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Chulian Rat", "Militia", "Torch"], "Ebon Fume")
    t.do("attack [Ebon Fume]")
    assert options(t) == ["Chulian Rat", "Half-Orc Raider"]  # both strength 4; the Militia (2) is spared
    t.do(f"choose {t.card('Half-Orc Raider')}", "end")
    assert t.names("destroyed") == ["Half-Orc Raider"]


def test_ebon_fume_destroys_a_militia_when_only_militia_are_there(table):
    t = dungeon_table(table, ["Militia", "Militia", "Torch"], "Ebon Fume")
    t.do("attack [Ebon Fume]", "end")
    assert t.names("destroyed") == ["Militia"]


def test_ebon_fume_leaves_a_party_without_heroes_untouched(table):
    t = dungeon_table(table, ["Frost Bolt", "Dagger", "Torch"], "Ebon Fume")
    t.do("attack [Ebon Fume]", "end")
    assert t.names("destroyed") == []


# --- Mythlurian ------------------------------------------------------------------------------------

def test_mythlurian_destroys_one_hero_of_the_players_choice_who_still_fights(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Half-Orc Raider", "Militia", "Dagger", "Torch"], "Mythlurian")
    t.do("equip [Dagger] [Stoneguard Brute]", "attack [Mythlurian]")
    assert options(t) == ["Half-Orc Raider", "Militia", "Stoneguard Brute"]  # Militia are Heroes
    t.do(f"choose {t.card('Stoneguard Brute')}")
    assert doomed(t) == ["Stoneguard Brute"]
    assert (resolved(t).total, resolved(t).won) == (3 + 2 + 1 + 2 + 1, True)
    assert t.state.players[0].xp == 2
    t.do("end")
    assert t.names("destroyed") == ["Stoneguard Brute"]


def test_mythlurian_does_nothing_without_heroes(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Dagger", "Torch"], "Mythlurian")
    t.do("attack [Mythlurian]", "end")
    assert t.names("destroyed") == [] and resolved(t).total == 6


# --- Skaladak --------------------------------------------------------------------------------------

def test_skaladak_destroys_one_weapon_which_still_counts_in_the_battle(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Guardian Blade", "Half-Orc Raider", "Dagger", "Torch"], "Skaladak")
    t.do("equip [Guardian Blade] [Stoneguard Brute]", "equip [Dagger] [Half-Orc Raider]", "attack [Skaladak]")
    assert options(t) == ["Dagger", "Guardian Blade"]
    t.do(f"choose {t.card('Guardian Blade')}")
    assert doomed(t) == ["Guardian Blade"]
    assert (resolved(t).total, resolved(t).won) == (3 + 2 + 3 + 2 + 1, True)
    t.do("end")
    assert t.names("destroyed") == ["Guardian Blade"]


def test_skaladak_destroys_a_weapon_even_when_it_is_not_equipped(table):
    t = dungeon_table(table, ["Militia", "Dagger", "Torch"], "Skaladak")
    t.do("attack [Skaladak]", "end")
    assert t.names("destroyed") == ["Dagger"]


def test_skaladak_does_nothing_without_weapons(table):
    t = dungeon_table(table, ["Militia", "Militia", "Torch"], "Skaladak")
    t.do("attack [Skaladak]", "end")
    assert t.names("destroyed") == []


# --- Tyxr the Old ----------------------------------------------------------------------------------

def test_tyxr_destroys_one_hero_of_the_players_choice(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Militia", "Frost Bolt", "Frost Bolt", "Torch"], "Tyxr the Old")
    t.do("attack [Tyxr the Old]")
    assert options(t) == ["Half-Orc Raider", "Militia"]
    t.do(f"choose {t.card('Militia')}")
    assert (resolved(t).total, resolved(t).won) == (2 + 1 + 3 + 3, False)  # 9 against health 10
    t.do("end")
    assert t.names("destroyed") == ["Militia"] and t.names("dungeon")[-1] == "Tyxr the Old"


def test_tyxr_does_nothing_in_battle_without_heroes(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"], "Tyxr the Old")
    t.do("attack [Tyxr the Old]", "end")
    assert t.names("destroyed") == [] and t.state.players[0].xp == 3  # 12 magic beat health 10


def test_tyxr_breach_makes_every_player_discard_two_the_active_player_first_before_drawing(table):
    t = table(players=[{"hand": ["Frost Bolt", "Frost Bolt", "Torch", "Dagger"], "deck": ["Iron Rations"] * 6},
                       {"hand": ["Militia"] * 6, "deck": DECK},
                       {"hand": ["Dagger", "Torch"], "deck": DECK}],
              hall=["Harpy", "Tyxr the Old", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert BreachTriggered(t.card("Tyxr the Old")) in t.events
    pr = t.state.prompt
    assert (pr.player, pr.reason, pr.min, pr.max) == (0, "discard", 2, 2)
    assert sorted(t.game.name(c) for c in pr.options) == ["Dagger", "Frost Bolt", "Frost Bolt", "Torch"]
    dagger, torch = t.card("Dagger"), t.card("Torch")
    t.do(f"choose {dagger} {torch}")
    # the other players, in turn order: two Militia, then both cards of a two-card hand
    assert t.names("p1.hand") == ["Militia"] * 4 and t.names("p1.discard") == ["Militia"] * 2
    assert t.names("p2.hand") == [] and sorted(t.names("p2.discard")) == ["Dagger", "Torch"]
    # the attacker's two cards went before the new hand was drawn
    moves = [e for e in unbatched(t.events) if isinstance(e, Moved)]
    first_draw = next(i for i, e in enumerate(moves) if e.reason == "draw" and e.dst == "p0.hand")
    discards = [i for i, e in enumerate(moves) if e.card in (dagger, torch) and e.dst == "p0.discard"]
    assert len(discards) == 2 and max(discards) < first_draw
    assert t.names("p0.hand") == ["Iron Rations"] * 6


def test_tyxr_breach_takes_what_a_short_hand_holds(table):
    t = table(players=[{"hand": ["Frost Bolt", "Frost Bolt", "Torch"], "deck": DECK},
                       {"hand": ["Torch"], "deck": DECK}],
              hall=["Harpy", "Tyxr the Old", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    t.do(f"choose {t.card('Frost Bolt')} {t.card('Torch')}")
    assert t.names("p1.hand") == [] and t.names("p1.discard") == ["Torch"]


# --- Uyril Unending --------------------------------------------------------------------------------

def test_uyril_halves_the_attack_without_magic_attack(table):
    t = dungeon_table(table, ["Stoneguard Tanker", "Half-Orc Raider", "Militia", "Torch"], "Uyril Unending")
    bd = t.breakdown("Uyril Unending")
    assert (bd.attack, bd.total, bd.wins) == (9, 4, False)
    assert "attack halved: no magic" in bd.notes


def test_uyril_takes_the_whole_attack_with_magic_attack_from_a_trophy(table):
    t = dungeon_table(table, ["Stoneguard Tanker", "Half-Orc Raider", "Uyril Unending", "Torch"], "Uyril Unending")
    uyril = t.card("Uyril Unending", 2)  # the one in the hall: the hand's is found first
    bd = t.game.breakdown(uyril)
    assert (bd.attack, bd.magic, bd.total, bd.wins) == (8, 1, 9, True)
    t.do(f"attack {uyril}")
    assert t.state.players[0].xp == 2


def test_uyril_destroys_one_militia_who_still_fights(table):
    t = dungeon_table(table, ["Militia", "Militia", "Stoneguard Tanker", "Belzur Curate", "Torch"], "Uyril Unending")
    t.do("attack [Uyril Unending]")
    assert doomed(t) == ["Militia"]
    assert (resolved(t).total, resolved(t).won) == (1 + 1 + 6 + 1, True)
    t.do("end")
    assert t.names("destroyed") == ["Militia"]


def test_uyril_spares_heroes_that_are_not_militia(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Belzur Curate", "Torch"], "Uyril Unending")
    t.do("attack [Uyril Unending]", "end")
    assert t.names("destroyed") == []
