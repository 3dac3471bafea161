"""Wrath of the Elements' Dungeon Features: the Dire Traps (The Cage, Delirium Poison, Poison Gas Trap),
the Death Traps (Pit Trap, Rolling Boulder, Blade Trap), the Guardians (Dark Champion, Death Sentinel),
the Stone of Agony, and the set's Dungeon Feature randomizers (cards/wrath/*.yaml, game/engine/sets.py).

Wrath has no rulebook among our sources. Traps follow the Dragonspire rulebook's Trap Cards (a trap
turned over while the hall refills resolves at once, before breaches, and is destroyed; the refill goes
on); Guardians and Rank 0 the Dragonspire rulebook and the Doomgate rulebook's Guardian Cards (a
Guardian leaves the hall only when defeated; its breach moves it to Rank 0, which Guardians share, where
no light penalty applies and its lasting effect reaches each player in their turn). Readings (README:
Rules notes):
- The Cage: the active player picks the Hero; the Cage lies in front of them with the Hero under it
  until any player defeats any Monster, which sends the Hero to its owner's discard pile and destroys
  the Cage. No Hero in hand: the Cage is destroyed like any trap.
- Delirium Poison: every Spell in the other players' hands, even one a player could use later.
- Pit Trap: each player picks the Hero to reveal (a Thief saves them); Militia are Heroes.
- Rolling Boulder: as Dragon's Jaw, with Heroes (turns from the active player's left, no reshuffle).
- Blade Trap: as Dragon's Teeth, each other player's two cards weighed on their own; they stay on the deck.
- Dark Champion: at the end of every turn while it is in Rank 0, the turn it arrives included, the
  active player destroys a card of their choice from their hand (none when the hand is empty).
- Death Sentinel: +1 Health to every other Monster in the hall and Rank 0, only while it is in Rank 0.
- The set's Dungeon Features: two Dungeon Feature randomizers and the pile Guardian, Guardian, Pick Two,
  Dire Traps, Death Traps (the 33 randomizers of the box less its heroes, monsters and village stacks).
"""

from __future__ import annotations

import pytest

from game.engine.events import BreachTriggered, CardsRevealed, HandRevealed, TrapAvoided, TrapSprung
from game.engine.randomizers import GUARDIAN, PICK_TWO, feature_pile
from game.engine.sets import card_set
from game.engine.setup import random_setup, resolve

DECK = ["Dagger"] * 8
WIN = ["Frost Bolt"] * 3 + ["Torch"]  # 9 magic, light 1: beats Harpy in rank 1
HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def trap_turn(table, dungeon, hand=(), others=({}, {}), hall=HALL, deck=DECK, **kw):
    """Player 0 defeats Harpy in rank 1 and ends the turn, so the hall refills from `dungeon`."""
    players = [{"hand": WIN + list(hand), "deck": list(deck)}]
    players += [{"deck": DECK, **o} for o in others]
    t = table(players=players, hall=list(hall), dungeon=list(dungeon), choice="dungeon", **kw)
    t.do("attack [Harpy]", "end")
    return t


def sprung(t):
    return [t.game.name(e.trap) for e in t.events if isinstance(e, TrapSprung)]


def options(t):
    return sorted(t.game.name(c) if isinstance(c, int) else c for c in t.state.prompt.options)


# --- printed values -------------------------------------------------------------------------------

@pytest.mark.parametrize("name, count, group, kind", [
    ("The Cage", 2, "dire_traps", "Dire"), ("Delirium Poison", 2, "dire_traps", "Dire"),
    ("Poison Gas Trap", 2, "dire_traps", "Dire"), ("Pit Trap", 3, "death_traps", "Death"),
    ("Rolling Boulder", 3, "death_traps", "Death"), ("Blade Trap", 1, "death_traps", "Death")])
def test_the_wrath_traps_have_their_printed_values(catalog, name, count, group, kind):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.count, d.classes, d.group) == ("trap", "wrath", count, ("Trap", kind), group)
    assert (d.gold, d.vp, d.health) == (0, 0, None)
    assert catalog.groups[group].kind == "trap" and len(catalog.groups[group].cards) == 3


@pytest.mark.parametrize("name, gold, vp, xp, health", [("Dark Champion", 1, 4, 3, 12), ("Death Sentinel", 2, 3, 1, 10)])
def test_the_wrath_guardians_have_their_printed_values(catalog, name, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.group, d.count, d.classes) == ("guardian", "wrath", "wrath_guardians", 1,
                                                            ("Doomknight", "Guardian"))
    assert (d.gold, d.vp, d.xp, d.health) == (gold, vp, xp, health)
    assert d.trait("must_be_defeated") is not None
    assert catalog.groups["wrath_guardians"].kind == "guardian"


def test_the_stone_of_agony_is_a_thunderstone_worth_1_vp(catalog):
    d = by_name(catalog, "Stone of Agony")
    assert (d.kind, d.set, d.group, d.count, d.classes, d.vp) == (
        "thunderstone", "wrath", "stone_of_agony", 1, ("Thunderstone",), 1)
    assert catalog.groups["stone_of_agony"].kind == "thunderstone"
    assert not d.abilities and not d.score


def test_the_stone_of_agony_counts_1_vp_for_the_player_who_claims_it(table):
    t = table(players=[{"hand": WIN, "deck": DECK}, {"deck": DECK}], hall=["Harpy", "Stone of Agony", None],
              choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert t.state.over and t.state.result["thunderstone_holder"] == 0
    scores = {int(p): vp for p, vp in t.state.result["scores"].items()}
    assert scores[0] == 1 + 1  # Harpy and the Stone


# --- the Cage -------------------------------------------------------------------------------------

def test_the_cage_holds_the_active_players_hero_in_front_of_them(table):
    t = trap_turn(table, ["The Cage", "Ember"], hand=["Militia"])
    cage = t.card("The Cage")
    assert sprung(t) == ["The Cage"] and t.state.loc[cage] == "p0.aside"
    assert t.state.under[cage] == [t.card("Militia")] and t.state.loc[t.card("Militia")] == "p0.aside"
    assert t.names("hall.3") == ["Ember"]


def test_the_cage_lets_the_player_choose_the_hero(table):
    players = [{"hand": WIN + ["Militia", "Thyrian Squire"], "deck": DECK}, {"deck": DECK}]
    t = table(players=players, hall=HALL, dungeon=["The Cage", "Ember"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert options(t) == ["Militia", "Thyrian Squire"]
    t.do("choose [Militia]")
    assert t.state.under[t.card("The Cage")] == [t.card("Militia")]
    assert "Thyrian Squire" in t.names("p0.discard")


def test_the_hero_comes_back_to_its_owners_discard_pile_when_any_player_defeats_a_monster(table):
    t = trap_turn(table, ["The Cage", "Ember"], hand=["Militia"], others=({"hand": WIN},))
    cage = t.card("The Cage")
    t.do("dungeon", "attack [Half-Ogre]")  # player 1 defeats a monster
    assert t.state.loc[cage] == "destroyed" and "Militia" in t.names("p0.discard")
    assert cage not in t.state.under


def test_the_cage_holds_its_hero_while_no_monster_is_defeated(table):
    t = trap_turn(table, ["The Cage", "Ember"], hand=["Militia"], others=({"hand": ["Torch"]},))
    t.do("dungeon", "attack [Half-Ogre]", "end")
    assert t.state.loc[t.card("The Cage")] == "p0.aside" and t.state.loc[t.card("Militia")] == "p0.aside"


def test_the_cage_without_a_hero_in_hand_is_destroyed(table):
    t = trap_turn(table, ["The Cage", "Ember"])
    assert sprung(t) == ["The Cage"] and t.state.loc[t.card("The Cage")] == "destroyed"
    assert t.names("p0.aside") == []


def test_a_foresight_elixir_keeps_the_hero_out_of_the_cage(table):
    t = trap_turn(table, ["The Cage", "Ember"], hand=["Militia", "Foresight Elixir"])
    assert [e.player for e in t.events if isinstance(e, TrapAvoided)] == [0]
    assert t.state.loc[t.card("The Cage")] == "destroyed" and "Militia" in t.names("p0.discard")


# --- Delirium Poison, Poison Gas Trap --------------------------------------------------------------

def test_delirium_poison_makes_the_other_players_show_their_hands_and_lose_their_spells(table):
    t = trap_turn(table, ["Delirium Poison", "Ember"],
                  others=({"hand": ["Frost Bolt", "Magic Missile", "Torch"]}, {"hand": ["Militia"]}))
    assert sorted(e.player for e in t.events if isinstance(e, HandRevealed)) == [1, 2]
    assert t.names("p1.hand") == ["Torch"] and "Militia" in t.names("p2.hand")
    assert sorted(n for n in t.names("destroyed") if n != "Delirium Poison") == ["Frost Bolt", "Magic Missile"]
    assert "Frost Bolt" in t.names("p0.discard")  # the active player's Spells are spared


def test_poison_gas_trap_gives_a_disease_to_each_player_without_a_cleric_or_thief(table):
    t = trap_turn(table, ["Poison Gas Trap", "Ember"],
                  others=({"hand": ["Regian Cleric"]}, {"hand": ["Lorigg Thief"]}, {"hand": ["Militia"]}))
    assert "Disease" in t.names("p0.discard") and "Disease" in t.names("p3.discard")
    assert "Disease" not in t.names("p1.discard") + t.names("p2.discard")
    assert {e.player for e in t.events if isinstance(e, CardsRevealed)} == {1, 2}


# --- Pit Trap, Rolling Boulder, Blade Trap -----------------------------------------------------------

def test_pit_trap_destroys_each_revealed_hero_that_is_not_a_thief(table):
    t = trap_turn(table, ["Pit Trap", "Ember"], hand=["Militia"],
                  others=({"hand": ["Lorigg Thief", "Torch"]}, {"hand": ["Regian Cleric"]}, {"hand": ["Torch"]}))
    assert t.names("p1.hand") == ["Lorigg Thief", "Torch"] and t.names("p2.hand") == []
    assert sorted(n for n in t.names("destroyed") if n != "Pit Trap") == ["Militia", "Regian Cleric"]
    assert [e.player for e in t.events if isinstance(e, HandRevealed)] == [3]  # no Hero to show


def test_pit_trap_lets_a_player_reveal_a_thief_among_their_heroes(table):
    players = [{"hand": WIN, "deck": DECK}, {"hand": ["Militia", "Lorigg Thief"], "deck": DECK}]
    t = table(players=players, hall=HALL, dungeon=["Pit Trap", "Ember"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert t.state.prompt.player == 1 and options(t) == ["Lorigg Thief", "Militia"]
    t.do(f"choose {t.state.players[1].hand[1]}")
    assert t.names("p1.hand") == ["Militia", "Lorigg Thief"] and "Militia" not in t.names("destroyed")


def test_rolling_boulder_turns_cards_over_from_the_left_until_3_heroes_are_destroyed(table):
    t = trap_turn(table, ["Rolling Boulder", "Ember"], deck=["Militia", "Torch", "Dagger"],
                  others=({"deck": ["Torch", "Regian Cleric", "Militia"]}, {"deck": ["Thyrian Squire", "Torch"]}))
    # round 1: p1 Torch, p2 Squire (1), p0 Militia (2); round 2: p1 Cleric (3)
    assert sorted(n for n in t.names("destroyed") if n != "Rolling Boulder") == [
        "Militia", "Regian Cleric", "Thyrian Squire"]
    assert t.names("p1.deck") == ["Militia"] and t.names("p2.deck") == ["Torch"]


def test_blade_trap_destroys_your_weakest_hero_and_all_but_the_strongest_heroes_on_top_of_the_others_decks(table):
    t = trap_turn(table, ["Blade Trap", "Ember"], hand=["Militia", "Thyrian Squire"],
                  others=({"deck": ["Regian Cleric", "Thyrian Squire", "Torch"]}, {"deck": ["Militia", "Torch"]}))
    assert "Thyrian Squire" in t.names("p0.discard")
    assert sorted(n for n in t.names("destroyed") if n != "Blade Trap") == ["Militia", "Regian Cleric"]
    assert t.names("p1.deck") == ["Thyrian Squire", "Torch"]  # the strongest stays, on top
    assert t.names("p2.deck") == ["Militia", "Torch"]  # a lone Hero is the strongest of its two cards


# --- Guardians ------------------------------------------------------------------------------------

def test_the_dark_champion_moves_to_rank_0_when_it_reaches_rank_1(table):
    t = trap_turn(table, ["Ember"], hall=["Harpy", "Dark Champion", "Half-Ogre"], hand=["Militia"])
    assert BreachTriggered(t.card("Dark Champion")) in t.events
    assert t.names("rank0") == ["Dark Champion"]
    assert [t.names(f"hall.{r}") for r in (1, 2, 3)] == [["Half-Ogre"], ["Ember"], []]


def test_the_dark_champion_makes_the_active_player_destroy_a_card_at_the_end_of_the_turn(table):
    t = trap_turn(table, ["Ember"], hall=["Harpy", "Dark Champion", "Half-Ogre"], hand=["Militia"])
    # the turn it arrives counts: the active player's hand is still there
    assert t.state.prompt.player == 0 and t.state.prompt.reason == "destroy"
    t.do("choose [Militia]")
    assert "Militia" in t.names("destroyed") and t.state.active == 1


def test_the_dark_champion_in_rank_0_reaches_every_player_in_their_turn(table):
    t = table(players=[{"hand": ["Torch"], "deck": DECK}, {"hand": ["Militia"], "deck": DECK}],
              hall=HALL, rank0=["Dark Champion"], choice="village")
    t.do("end")
    assert t.names("destroyed") == ["Torch"] and t.state.prompt is None  # one card: no question
    t.do("village", "end")
    assert sorted(t.names("destroyed")) == ["Militia", "Torch"]


def test_the_dark_champion_costs_nothing_to_a_player_with_an_empty_hand(table):
    t = table(players=[{"hand": [], "deck": []}, {"deck": DECK}], hall=HALL, rank0=["Dark Champion"],
              choice="village")
    t.do("end")
    assert t.names("destroyed") == [] and t.state.active == 1


def test_the_dark_champion_stays_in_rank_0_when_an_attack_fails(table):
    t = table(players=[{"hand": ["Militia"], "deck": DECK}, {"deck": DECK}], hall=HALL, rank0=["Dark Champion"],
              choice="dungeon")
    bd = t.breakdown("Dark Champion")
    assert (bd.rank, bd.darkness, bd.light_penalty) == (0, 0, 0)  # no light penalty in rank 0
    t.do("attack [Dark Champion]")
    assert t.names("rank0") == ["Dark Champion"]


def test_a_guardian_in_rank_0_cannot_be_sent_away(table):
    t = table(players=[{"hand": ["Magi Staff", "Regian Cleric"], "deck": DECK}, {"deck": DECK}],
              hall=["Harpy", "Death Sentinel", "Half-Ogre"], rank0=["Dark Champion"], choice="dungeon")
    t.do("equip [Magi Staff] [Regian Cleric]", "use [Magi Staff] 0")
    assert options(t) == ["Half-Ogre", "Harpy"]  # neither Guardian


def test_defeating_the_dark_champion_in_rank_0_gives_its_xp_and_ends_its_effect(table):
    t = table(players=[{"hand": ["Frost Bolt"] * 4 + ["Militia"], "deck": DECK}, {"deck": DECK}],
              hall=HALL, rank0=["Dark Champion"], choice="dungeon")
    t.do("attack [Dark Champion]")
    assert t.names("rank0") == [] and "Dark Champion" in t.names("p0.discard") and t.state.players[0].xp == 3
    t.do("end")
    assert t.names("destroyed") == [] and t.state.active == 1


def test_the_death_sentinel_in_rank_0_gives_every_other_monster_1_health(table):
    t = table(players=[{"hand": ["Militia"]}, {}], hall=HALL, rank0=["Death Sentinel"], choice="dungeon")
    assert [t.breakdown(m).health for m in HALL] == [5, 7, 6]
    assert t.breakdown("Death Sentinel").health == 10


def test_the_death_sentinel_in_the_hall_gives_nothing(table):
    t = table(players=[{"hand": ["Militia"]}, {}], hall=["Harpy", "Death Sentinel", "Half-Ogre"], choice="dungeon")
    assert t.breakdown("Harpy").health == 4 and t.breakdown("Half-Ogre").health == 6


def test_two_guardians_share_rank_0_and_each_is_attacked_on_its_own(table):
    # the Dark Champion waits in rank 0; the Death Sentinel breaches and joins it there
    t = trap_turn(table, ["Ember", "Titan"], hall=["Harpy", "Death Sentinel", "Half-Ogre"], rank0=["Dark Champion"])
    assert t.names("rank0") == ["Dark Champion", "Death Sentinel"]
    t.do("choose [Torch]")  # the Dark Champion's end of turn
    assert t.state.active == 1
    champion = t.breakdown("Dark Champion")
    assert (champion.rank, champion.health, champion.light_penalty) == (0, 13, 0)  # the Sentinel's +1
    assert t.breakdown("Death Sentinel").health == 10
    t.do("dungeon", "attack [Death Sentinel]")
    assert t.names("rank0") == ["Dark Champion", "Death Sentinel"]
    assert t.state.turn.target == t.card("Death Sentinel")


def test_creeping_death_and_the_death_sentinel_add_up(table):
    t = table(players=[{"hand": ["Creeping Death", "Militia"]}, {}], hall=["Plague Zombie", "Harpy", "Half-Ogre"],
              rank0=["Death Sentinel"], choice="dungeon")
    t.do("use [Creeping Death] 0")
    # Plague Zombie: 3 + 1 - 2 = 2, so it stays; the Sentinel itself: 10 - 2
    assert t.names("hall.1") == ["Plague Zombie"] and t.breakdown("Plague Zombie").health == 2
    assert t.breakdown("Death Sentinel").health == 8


def test_a_global_health_bonus_from_the_hall_reaches_the_others_but_not_itself(trait_table):
    t = trait_table(players=[{"hand": ["Militia"]}, {}], hall=["Swollen Idol", "Harpy", "Half-Ogre"], choice="dungeon")
    assert [t.breakdown(m).health for m in ("Swollen Idol", "Harpy", "Half-Ogre")] == [3, 6, 8]


# --- the set's Dungeon Features ---------------------------------------------------------------------

def test_wrath_brings_two_dungeon_feature_randomizers_and_its_pile(catalog):
    assert card_set("wrath").feature_randomizers == 2
    assert feature_pile(catalog, ["wrath"]) == [GUARDIAN, GUARDIAN, PICK_TWO, "dire_traps", "death_traps"]


def test_random_setups_with_wrath_deal_its_traps_and_guardians(catalog):
    traps, guardians = set(), set()
    for seed in range(60):
        s = resolve(catalog, random_setup(["A", "B"], ["base", "wrath"]), seed)
        traps.update(s.traps)
        guardians.update(s.guardians)
        assert set(s.traps) <= {"dire_traps", "death_traps"}
        assert set(s.guardians) <= {"dark_champion", "death_sentinel"}
    assert traps == {"dire_traps", "death_traps"} and guardians == {"dark_champion", "death_sentinel"}
