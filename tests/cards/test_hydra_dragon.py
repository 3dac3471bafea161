"""Hydras and Dragons: Earth Tempest, Flame Rage, Hydra, Water Wrath, Wind Fury
(cards/dragonspire/hydra_dragon.yaml).

Rulebook: Battle Effects, Breach Effect (once, at the end of the turn it reaches rank 1, never during
setup), the Dungeon Example (Earth Tempest's health and the gold revealed), glossary: Flame Rage (the
Village card comes from the attacker's hand).
Readings chosen: Hydra's battle effect lets each player pick the (up to) two Heroes they reveal, and
the stronger of those is destroyed; its breach stops at an empty deck without shuffling the discard
pile. Wind Fury's breach looks at every stack in the village (Heroes and Basic cards included) and
its removed cards leave the game.
"""

from __future__ import annotations

import pytest

from game.engine.events import BattleResolved, BreachTriggered, CardsRevealed

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]
DECK = ["Militia"] * 6


def by_name(catalog, name):
    """A card by key (water_wrath: Wrath of the Elements prints a Water Wrath too) or by name."""
    return catalog.cards.get(name) or next(d for d in catalog.cards.values() if d.name == name)


def dungeon_table(table, hand, monster, others=({"deck": DECK},), dungeon=("Plague Zombie",), **kw):
    """Player 0 in the dungeon with `hand`, `monster` in rank 1."""
    hall = [monster] + [m for m in HALL if m != monster][:2]
    return table(players=[{"hand": list(hand), "deck": DECK}] + [dict(o) for o in others], hall=hall,
                 dungeon=list(dungeon), choice="dungeon", **kw)


def doomed(t):
    return sorted(t.game.name(c) for c in t.state.turn.doomed)


def resolved(t):
    return next(e for e in t.events if isinstance(e, BattleResolved))


def options(t):
    return sorted(t.game.name(c) for c in t.state.prompt.options)


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, gold, vp, xp, health", [
    ("Earth Tempest", 3, 6, 3, 8),
    ("Flame Rage", 2, 4, 2, 7),
    ("Hydra", 3, 7, 3, 10),
    ("water_wrath", 2, 4, 1, 6),
    ("Wind Fury", 3, 5, 2, 7),
])
def test_hydras_and_dragons_have_their_printed_values(catalog, name, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.count, d.gold, d.vp, d.xp, d.health, d.classes) == (
        "monster", 2, gold, vp, xp, health, ("Hydra", "Dragon"))


# --- health doubled without gold ---------------------------------------------------------------------

@pytest.mark.parametrize("name, gold, health", [("Earth Tempest", 7, 8), ("Wind Fury", 5, 7)])
def test_health_is_doubled_unless_enough_gold_is_revealed(table, name, gold, health):
    # Torch 2 gold each; Dagger 1
    rich = ["Torch"] * (gold // 2) + ["Dagger"] * (gold % 2)
    poor = ["Torch"] * ((gold - 1) // 2) + ["Dagger"] * ((gold - 1) % 2)
    assert dungeon_table(table, rich, name).breakdown(name).health == health
    bd = dungeon_table(table, poor, name).breakdown(name)
    assert bd.health == 2 * health and any("doubled" in n for n in bd.notes)


def test_the_gold_of_every_revealed_card_counts_monster_trophies_included(table):
    t = dungeon_table(table, ["Medusa", "Half-Orc Raider", "Dagger"], "Earth Tempest")  # 3 + 1 + 1
    assert t.breakdown("Earth Tempest").health == 16
    t = dungeon_table(table, ["Medusa", "Half-Orc Raider", "Dagger", "Harpy"], "Earth Tempest")  # + 2
    assert t.breakdown("Earth Tempest").health == 8


def test_a_doubled_health_decides_the_battle(table):
    t = dungeon_table(table, ["Militia"] * 9 + ["Torch"], "Wind Fury")  # 9 attack, 2 gold: health 14
    t.do("attack [Wind Fury]")
    assert (resolved(t).total, resolved(t).health, resolved(t).won) == (9, 14, False)
    assert t.names("dungeon") == ["Plague Zombie", "Wind Fury"]


def test_earth_tempest_as_in_the_dungeon_example(table):
    """Rulebook: Dungeon Example, with first-game cards: one Hero with 8 attack, exactly 7 gold
    revealed and light 2 against Earth Tempest in rank 2 wins, and the party gains a Disease."""
    t = table(players=[{"hand": ["Stoneguard Brute", "Guardian Blade", "Torch", "Soul Gem", "Dagger"],
                        "deck": DECK}, {}],
              hall=["Highwayman", "Earth Tempest", "Stalker"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("equip [Guardian Blade] [Stoneguard Brute]")
    bd = t.breakdown("Earth Tempest")
    assert (bd.health, bd.attack, bd.light, bd.light_penalty, bd.total, bd.wins) == (8, 8, 2, 0, 8, True)
    t.do("attack [Earth Tempest]")
    assert resolved(t).won and t.state.players[0].xp == 3
    assert t.names("p0.discard") == ["Earth Tempest", "Disease"]  # the Disease came first, in battle


def test_without_the_seventh_gold_the_dungeon_example_fails(table):
    t = table(players=[{"hand": ["Stoneguard Brute", "Guardian Blade", "Torch", "Soul Gem"], "deck": DECK}, {}],
              hall=["Highwayman", "Earth Tempest", "Stalker"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("equip [Guardian Blade] [Stoneguard Brute]")
    assert t.breakdown("Earth Tempest").health == 16 and not t.breakdown("Earth Tempest").wins


@pytest.mark.parametrize("hand, won", [(["Frost Bolt"] * 3 + ["Torch"] * 4, True), (["Torch"], False)])
def test_earth_tempest_gives_a_disease_win_or_lose(table, hand, won):
    t = dungeon_table(table, hand, "Earth Tempest")
    t.do("attack [Earth Tempest]")
    assert resolved(t).won is won
    assert t.names("p0.discard").count("Disease") == 1


# --- Flame Rage ----------------------------------------------------------------------------------

def test_flame_rage_destroys_the_village_card_with_the_highest_gold_value(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Torch", "Dagger", "Toryn Gauntlet"], "Flame Rage")
    t.do("equip [Toryn Gauntlet] [Half-Orc Raider]")
    t.do("attack [Flame Rage]")
    assert t.state.prompt is None and doomed(t) == ["Toryn Gauntlet"]
    assert resolved(t).total == 2 + 2  # the doomed Gauntlet still adds its magic attack
    t.do("end")
    assert t.names("destroyed") == ["Toryn Gauntlet"]


def test_flame_rage_lets_the_player_choose_between_village_cards_tied_for_the_most_gold(table):
    t = dungeon_table(table, ["Militia", "Torch", "Iron Rations", "Dagger"], "Flame Rage")
    t.do("attack [Flame Rage]")
    assert options(t) == ["Iron Rations", "Torch"]  # 2 gold each; the Dagger has 1
    t.do(f"choose {t.card('Iron Rations')}")
    assert doomed(t) == ["Iron Rations"]


def test_flame_rage_never_takes_heroes_or_trophies_however_rich(table):
    t = dungeon_table(table, ["Half-Orc Dervish", "Medusa", "Dagger"], "Flame Rage")  # gold 2, 3, 1
    t.do("attack [Flame Rage]")
    assert doomed(t) == ["Dagger"]


def test_flame_rage_without_a_village_card_destroys_nothing(table):
    t = dungeon_table(table, ["Militia", "Half-Orc Raider", "Disease"], "Flame Rage")
    t.do("attack [Flame Rage]")
    assert t.state.prompt is None and doomed(t) == []


# --- Water Wrath ---------------------------------------------------------------------------------

def test_water_wrath_destroys_a_weapon_of_the_players_choice_which_still_fights(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Guardian Blade", "Dagger", "Militia", "Torch"], "water_wrath")
    t.do("equip [Guardian Blade] [Stoneguard Brute]", "equip [Dagger] [Militia]")
    t.do("attack [Water Wrath]")
    assert options(t) == ["Dagger", "Guardian Blade"]
    t.do(f"choose {t.card('Guardian Blade')}")
    assert doomed(t) == ["Guardian Blade"]
    assert resolved(t).total == 3 + 2 + 3 + 1 + 1 and resolved(t).won
    t.do("end")
    assert t.names("destroyed") == ["Guardian Blade"]


def test_water_wrath_spares_a_party_without_weapons(table):
    t = dungeon_table(table, ["Militia", "Torch", "Frost Bolt"], "water_wrath")
    t.do("attack [Water Wrath]")
    assert t.state.prompt is None and doomed(t) == []


# --- Hydra: battle ---------------------------------------------------------------------------------

def test_hydra_makes_every_player_reveal_two_heroes_and_lose_the_stronger(table):
    t = dungeon_table(table, ["Militia", "Half-Orc Raider", "Stoneguard Brute", "Torch"], "Hydra",
                      others=({"hand": ["Militia", "Belzur Curate", "Torch"], "deck": DECK},
                              {"hand": ["Torch", "Dagger"], "deck": DECK}))
    t.do("attack [Hydra]")
    prompt = t.state.prompt  # the attacker first: three heroes, two to reveal
    assert (prompt.player, prompt.min, prompt.max) == (0, 2, 2)
    assert options(t) == ["Half-Orc Raider", "Militia", "Stoneguard Brute"]
    t.do(f"choose {t.card('Militia')} {t.card('Half-Orc Raider')}")
    assert doomed(t) == ["Half-Orc Raider"]  # it still fights this battle
    assert t.names("p1.hand") == ["Militia", "Torch"]  # the Curate (4) beat the Militia (2)
    assert t.names("destroyed") == ["Belzur Curate"]
    assert t.names("p2.hand") == ["Torch", "Dagger"]
    shown = [(e.player, sorted(t.game.name(c) for c in e.cards)) for e in t.events if isinstance(e, CardsRevealed)]
    assert shown == [(0, ["Half-Orc Raider", "Militia"]), (1, ["Belzur Curate", "Militia"])]
    assert resolved(t).total == 1 + 2 + 3  # the destroyed Raider still attacks


def test_a_player_with_one_hero_reveals_it_and_loses_it_to_hydra(table):
    t = dungeon_table(table, ["Frost Bolt", "Torch"], "Hydra",
                      others=({"hand": ["Gorinth Amateur", "Dagger"], "deck": DECK},))
    t.do("attack [Hydra]")
    assert t.state.prompt is None
    assert t.names("destroyed") == ["Gorinth Amateur"] and doomed(t) == []


# --- Hydra: breach -------------------------------------------------------------------------------

def test_hydra_breach_digs_every_deck_for_a_hero_to_destroy(table):
    t = table(players=[{"hand": ["Frost Bolt", "Frost Bolt", "Torch"],
                        "deck": ["Torch", "Dagger", "Militia", "Iron Rations"] + ["Dagger"] * 6},
                       {"deck": ["Belzur Curate", "Militia"]},
                       {"deck": ["Dagger", "Torch"]}],
              hall=["Harpy", "Hydra", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert BreachTriggered(t.card("Hydra")) in t.events
    assert t.names("hall.1") == ["Hydra"]
    assert sorted(t.names("destroyed")) == ["Belzur Curate", "Militia"]
    assert t.names("p1.deck") == ["Militia"] and t.names("p1.discard") == []
    assert t.names("p2.deck") == [] and sorted(t.names("p2.discard")) == ["Dagger", "Torch"]  # no hero: all gone
    # the attacker's Torch and Dagger were discarded before the Militia; then the new hand was drawn
    assert t.names("p0.hand") == ["Iron Rations"] + ["Dagger"] * 5
    assert "Militia" not in t.names("p0.discard") + t.names("p0.deck") + t.names("p0.hand")


def test_hydra_breach_happens_once_only(table):
    t = table(players=[{"hand": ["Frost Bolt", "Frost Bolt", "Torch"], "deck": ["Militia"] * 8},
                       {"hand": ["Torch"], "deck": ["Militia"] * 8}],
              hall=["Harpy", "Hydra", "Half-Ogre"], dungeon=["Plague Zombie", "Ember"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert len(t.names("destroyed")) == 2
    t.do("village", "end")  # the Hydra stays in rank 1
    assert t.names("hall.1") == ["Hydra"] and len(t.names("destroyed")) == 2


def test_a_hydra_in_rank_1_at_setup_never_breaches(table):
    t = table(players=[{"hand": ["Torch"], "deck": ["Militia"] * 8}, {"deck": ["Militia"] * 8}],
              hall=["Hydra", "Harpy", "Half-Ogre"], dungeon=["Plague Zombie"], choice="village")
    t.do("end")
    assert t.names("destroyed") == [] and not any(isinstance(e, BreachTriggered) for e in t.events)


# --- Wind Fury breach ------------------------------------------------------------------------------

def test_wind_fury_breach_strips_two_cards_from_every_stack_topped_by_3_gold_or_more(table):
    t = table(players=[{"hand": ["Frost Bolt", "Frost Bolt", "Torch"], "deck": DECK}, {"deck": DECK}],
              hall=["Harpy", "Wind Fury", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon",
              stacks={"toryn_gauntlet": 3, "recurve_bow": 1, "guardian_blade": 5, "torch": 4})
    t.do("attack [Harpy]", "end")
    assert BreachTriggered(t.card("Wind Fury")) in t.events
    assert len(t.state.stacks["toryn_gauntlet"]) == 1  # gold 3: two gone
    assert len(t.state.stacks["recurve_bow"]) == 0  # gold 3: the last one gone
    assert len(t.state.stacks["guardian_blade"]) == 5 and len(t.state.stacks["torch"]) == 4  # gold 2: kept
    assert sorted(t.names("destroyed")) == ["Recurve Bow", "Toryn Gauntlet", "Toryn Gauntlet"]
