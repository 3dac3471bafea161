"""Bandit and Humanoid monsters: Assassin, Cutthroat, Highwayman, Stalker, Thug
(cards/dragonspire/bandit_humanoid.yaml).

Rulebook: Resolving Battles, Traits (a monster that cannot be defeated may still be attacked and
then retreats, as with Magic Attack Required), Trophies (the starred text works from a hand and never
from the hall), the Dungeon Example (the bandits need three Heroes).
"""

from __future__ import annotations

import pytest

from game.catalog.text import card_text
from game.engine.events import BattleResolved

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]
BANDITS = [("Assassin", 5), ("Cutthroat", 4), ("Highwayman", 3), ("Stalker", 3), ("Thug", 4)]


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def dungeon_table(table, hand, monster, players=2, dungeon=("Plague Zombie",), **kw):
    """Player 0 in the dungeon with `hand`, `monster` in rank 1."""
    hall = [monster] + [m for m in HALL if m != monster][:2]
    return table(players=[{"hand": list(hand), "deck": ["Dagger"] * 3}] + [{} for _ in range(players - 1)],
                 hall=hall, dungeon=list(dungeon), choice="dungeon", **kw)


def resolved(t):
    return next(e for e in t.events if isinstance(e, BattleResolved))


def strong_hand(heroes):
    """`heroes` Militia, plus three Frost Bolts (9 magic) and a Torch: more than any bandit's health."""
    return ["Militia"] * heroes + ["Frost Bolt"] * 3 + ["Torch"]


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, count, gold, vp, xp, health", [
    ("Assassin", 1, 3, 8, 3, 8),
    ("Cutthroat", 2, 2, 5, 2, 6),
    ("Highwayman", 2, 2, 3, 1, 5),
    ("Stalker", 3, 2, 2, 1, 4),
    ("Thug", 2, 3, 6, 2, 7),
])
def test_bandits_have_their_printed_values(catalog, name, count, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.count, d.gold, d.vp, d.xp, d.health) == ("monster", count, gold, vp, xp, health)
    assert d.classes == ("Bandit", "Humanoid")
    assert catalog.groups[d.group].name == "Bandit • Humanoid"


# --- heroes required -------------------------------------------------------------------------------

@pytest.mark.parametrize("name, heroes", BANDITS)
def test_a_bandit_is_defeated_by_a_party_with_enough_heroes(table, name, heroes):
    t = dungeon_table(table, strong_hand(heroes), name)
    bd = t.breakdown(name)
    assert bd.failed_requirement is None and bd.wins
    t.do(f"attack [{name}]")
    assert resolved(t).won
    assert t.names("p0.discard")[0] == name
    assert t.state.players[0].xp == by_name(t.game.catalog, name).xp


@pytest.mark.parametrize("name, heroes", BANDITS)
def test_one_hero_too_few_cannot_defeat_a_bandit_whatever_the_attack(table, name, heroes):
    t = dungeon_table(table, strong_hand(heroes - 1), name)
    bd = t.breakdown(name)
    assert bd.total >= bd.health  # the attack is plenty...
    assert not bd.wins and f"at least {heroes} heroes" in bd.failed_requirement  # ...the party is not
    assert bd.attackable  # it may still be attacked


@pytest.mark.parametrize("name, heroes", BANDITS)
def test_an_undefeated_bandit_retreats_to_the_bottom_of_the_dungeon_deck_without_xp(table, name, heroes):
    t = dungeon_table(table, strong_hand(heroes - 1), name)
    t.do(f"attack [{name}]")
    assert not resolved(t).won and resolved(t).total >= resolved(t).health
    assert t.names("dungeon") == ["Plague Zombie", name]
    assert t.state.players[0].xp == 0 and name not in t.names("p0.discard")


def test_the_heroes_present_count_whether_or_not_they_add_attack(table):
    # the rulebook counts heroes present: a Wizard adds no physical attack but is one of the three
    t = dungeon_table(table, ["Militia", "Militia", "Gorinth Amateur", "Torch"], "Stalker")
    bd = t.breakdown("Stalker")  # 1 + 1 attack, 2 magic, light 1: 4 against health 4
    assert (bd.attack, bd.magic, bd.total, bd.failed_requirement, bd.wins) == (2, 2, 4, None, True)


def test_spells_items_and_monster_trophies_are_not_heroes(table):
    t = dungeon_table(table, ["Militia", "Militia", "Stalker", "Frost Bolt", "Torch", "Dagger"], "Highwayman")
    bd = t.breakdown("Highwayman")
    assert bd.total >= 5 and "there are 2" in bd.failed_requirement and not bd.wins


def test_the_bandits_of_the_dungeon_example_turn_away_a_lone_hero(table):
    """Rulebook: Dungeon Example. One Hero with 8 attack cannot defeat the Highwayman or the Stalker."""
    t = table(players=[{"hand": ["Stoneguard Brute", "Guardian Blade", "Torch", "Torch", "Torch"]}, {}],
              hall=["Highwayman", "Stalker", "Harpy"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("equip [Guardian Blade] [Stoneguard Brute]")
    for name in ("Highwayman", "Stalker"):
        bd = t.breakdown(name)
        assert bd.total == 8 and not bd.wins and bd.failed_requirement
    assert t.breakdown("Harpy").wins


# --- trophies ------------------------------------------------------------------------------------

def test_an_assassin_in_hand_gives_attack_2_without_any_hero(table):
    t = dungeon_table(table, ["Assassin", "Torch"], "Harpy")
    bd = t.breakdown("Harpy")
    assert [(x.name, x.attack) for x in bd.lines if x.name == "Assassin"] == [("Assassin", 2)]
    assert bd.total == 2


def test_an_assassin_in_the_hall_gives_the_attacker_nothing(table):
    t = table(players=[{"hand": ["Militia", "Torch"]}, {}], hall=["Harpy", "Assassin", "Half-Ogre"],
              choice="dungeon")
    assert t.breakdown("Harpy").total == 1


def test_a_cutthroat_in_hand_draws_a_card_in_the_dungeon(table):
    t = dungeon_table(table, ["Cutthroat", "Militia"], "Harpy")
    t.do("use [Cutthroat] 0")
    assert t.names("p0.hand") == ["Cutthroat", "Militia", "Dagger"]
    assert len(t.state.players[0].deck) == 2


def test_a_cutthroat_draws_only_once_per_turn(table):
    t = dungeon_table(table, ["Cutthroat", "Militia"], "Harpy")
    t.do("use [Cutthroat] 0")
    assert all(str(a) != f"use {t.card('Cutthroat')} 0" for a in t.game.legal_actions())


def test_a_cutthroat_trophy_does_nothing_in_the_village(table):
    t = table(players=[{"hand": ["Cutthroat", "Militia"], "deck": ["Dagger"]}, {}], hall=HALL, choice="village")
    assert all(str(a) != f"use {t.card('Cutthroat')} 0" for a in t.game.legal_actions())


def test_a_highwayman_in_hand_is_a_trophy_that_escapes_traps(catalog):
    d = by_name(catalog, "Highwayman")
    assert d.passives == ("avoids_traps",)
    assert "escape a Trap" in card_text(d)[-1]


def test_stalker_and_thug_have_no_trophy(catalog):
    for name in ("Stalker", "Thug"):
        d = by_name(catalog, name)
        assert (d.attack, d.light, d.abilities, d.bonuses, d.passives) == (0, 0, (), (), ())
