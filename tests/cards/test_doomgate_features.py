"""Doomgate Legion's Dungeon Features: Amulet Treasures (Greed, Nature's and Strength Amulet),
Ulbrick's Treasures (Armor, Gauntlets, Helmet), the Unholy Guardian and the Stone of Avarice
(cards/doomgate/), and the first game of the box.

Rulebook: Treasure Cards (a treasure found goes in front of the active player; on a later turn its
owner may destroy it for its effect), Guardian Cards (Rank 0, shared by any number of Guardians; no
Thunderstone claimed while one is there; its lasting effect reaches every player on their own turn),
The Stone of Avarice, Your First Game, and the glossary: Ulbrick's Armor, Ulbrick's Gauntlets.

Readings chosen:
- Ulbrick's Armor is one of the cards destroyed, so it draws 2 cards itself; Militia are Heroes and
  stay; cards used this turn stay, as for every effect that picks cards from a hand.
- Ulbrick's Gauntlets is used after the battle (a Spoils-time use) that defeated a monster worth
  less than 4 VP; the other turn comes once this one is over. In co-op the extra turn does not end
  the round a second time (tokens); in solo each turn ends with the monsters' advance, as every turn.
- The Unholy Guardian's effect comes at the start of every turn while it is in Rank 0: a Thunderstone
  in the hall (ranks 2-3; one in rank 1 has already ended the game) goes under the dungeon deck.
- The Stone of Avarice keeps its printed 2 gold, which never counts here (no campaign variants).
"""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.engine import battle, sets
from game.engine.actions import UseAbility
from game.engine.events import ExtraTurnEarned, ExtraTurnTaken, GameEnded, TurnStarted
from game.engine.rules import scoring, village
from game.engine.setup import first_game

DECK = ["Torch"] * 12
HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]
WIN = ["Frost Bolt"] * 3 + ["Torch"]  # 9 magic, light 1


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def at(table, hand, aside=(), choice="dungeon", hall=HALL, dungeon=("Ember", "Plague Zombie"), players=2, **kw):
    seats = [{"hand": list(hand), "aside": list(aside), "deck": DECK}] + [{"deck": DECK} for _ in range(players - 1)]
    return table(players=seats, hall=list(hall), dungeon=list(dungeon), choice=choice, **kw)


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, group, count, classes", [
    ("Greed Amulet", "amulet_treasures", 2, ("AmuletTreasure",)),
    ("Nature's Amulet", "amulet_treasures", 2, ("AmuletTreasure",)),
    ("Strength Amulet", "amulet_treasures", 2, ("AmuletTreasure",)),
    ("Ulbrick's Armor", "ulbricks_treasures", 2, ("Ulbrick'sTreasure",)),
    ("Ulbrick's Gauntlets", "ulbricks_treasures", 1, ("Ulbrick'sTreasure",)),
    ("Ulbrick's Helmet", "ulbricks_treasures", 3, ("Ulbrick'sTreasure",)),
])
def test_doomgate_treasures_have_their_printed_values(catalog, name, group, count, classes):
    d = by_name(catalog, name)
    assert (d.kind, d.group, d.set, d.count, d.classes, d.vp, d.gold) == ("treasure", group, "doomgate", count,
                                                                         classes, 0, 0)
    assert sum(catalog.cards[k].count for k in catalog.groups[group].cards) == 6  # six of each type


def test_the_unholy_guardian_and_the_stone_of_avarice_have_their_printed_values(catalog):
    g = by_name(catalog, "Unholy Guardian")
    assert (g.kind, g.group, g.count, g.classes) == ("guardian", "doomgate_guardian", 1, ("Guardian", "Doomknight"))
    assert (g.gold, g.vp, g.xp, g.health) == (1, 5, 3, 14)
    s = by_name(catalog, "Stone of Avarice")
    assert (s.kind, s.group, s.classes, s.gold, s.vp) == ("thunderstone", "stone_of_avarice", ("Thunderstone",), 2, 1)


# --- Amulets -------------------------------------------------------------------------------------

def test_greed_amulet_is_destroyed_in_the_village_for_4_gold(table):
    t = at(table, ["Militia"], aside=["Greed Amulet"], choice="village")
    t.do("use [Greed Amulet] 0")
    assert village.gold_left(t.game) == 4 and t.names("destroyed") == ["Greed Amulet"]
    assert "cannot be used in the dungeon" in at(table, WIN, aside=["Greed Amulet"]).refused("use [Greed Amulet] 0")


@pytest.mark.parametrize("amulet, stat", [("Nature's Amulet", "magic"), ("Strength Amulet", "attack")])
def test_natures_and_strength_amulets_give_3_in_the_dungeon_and_are_destroyed(table, amulet, stat):
    t = at(table, ["Militia"], aside=[amulet])
    t.do(f"use [{amulet}] 0")
    line = t.breakdown("Harpy").line(amulet)
    assert getattr(line, stat) == 3 and t.names("destroyed") == [amulet]
    assert "cannot be used in the village" in at(table, ["Militia"], aside=[amulet], choice="village").refused(
        f"use [{amulet}] 0")


def test_an_amulet_counts_for_the_battle_it_was_used_in(table):
    t = at(table, ["Militia", "Torch"], aside=["Strength Amulet"])  # 1 + 3 against the Harpy's 4
    t.do("use [Strength Amulet] 0", "attack [Harpy]")
    assert t.names("p0.discard")[0] == "Harpy"


# --- Ulbrick's Armor and Helmet ------------------------------------------------------------------

def test_ulbricks_armor_destroys_itself_and_every_non_hero_card_and_draws_2_for_each(table):
    t = at(table, ["Militia", "Elf Wizard", "Dagger", "Iron Rations", "Disease"], aside=["Ulbrick's Armor"],
           choice="village")
    t.do("use [Ulbrick's Armor] 0")
    assert sorted(t.names("destroyed")) == ["Dagger", "Iron Rations", "Ulbrick's Armor"]  # the Disease went back
    hand = t.names("p0.hand")
    assert sorted(c for c in hand if c != "Torch") == ["Elf Wizard", "Militia"] and hand.count("Torch") == 2 * 4


def test_ulbricks_helmet_is_destroyed_to_draw_3_cards(table):
    t = at(table, ["Militia"], aside=["Ulbrick's Helmet"])
    t.do("use [Ulbrick's Helmet] 0")
    assert t.names("p0.hand") == ["Militia", "Torch", "Torch", "Torch"] and t.names("destroyed") == ["Ulbrick's Helmet"]


# --- Ulbrick's Gauntlets: another turn -----------------------------------------------------------

def test_ulbricks_gauntlets_after_defeating_a_monster_under_4_vp_give_another_turn(table):
    t = at(table, WIN, aside=["Ulbrick's Gauntlets"])
    t.do("attack [Harpy]", "use [Ulbrick's Gauntlets] 0")
    assert ExtraTurnEarned(0, t.card("Ulbrick's Gauntlets")) in t.events
    assert t.names("destroyed") == ["Ulbrick's Gauntlets"]
    t.do("end")
    assert t.state.active == 0 and t.state.turn_number == 2 and t.state.extra_turns == []
    assert t.events[-2:] == [ExtraTurnTaken(0), TurnStarted(0, 2)]
    t.do("rest", "end")  # the extra turn over, play passes on as usual
    assert t.state.active == 1 and t.state.turn_number == 3


def test_ulbricks_gauntlets_are_refused_after_a_monster_worth_4_vp_or_more(table):
    t = at(table, WIN, aside=["Ulbrick's Gauntlets"], hall=["Griffon", "Harpy", "Half-Ogre"])
    t.do("attack [Griffon]")
    assert t.names("p0.discard")[0] == "Griffon"
    assert "cannot do that now" in t.refused("use [Ulbrick's Gauntlets] 0")


def test_ulbricks_gauntlets_need_a_victory(table):
    t = at(table, ["Militia"], aside=["Ulbrick's Gauntlets"])
    t.do("attack [Half-Ogre]")
    assert t.refused("use [Ulbrick's Gauntlets] 0") == "Spoils need a victory"


def test_ulbricks_gauntlets_need_a_monster_defeated_in_battle_not_taken_by_an_effect(table):
    # Thyrian Lord-like effects put a monster in the discard pile without a battle: no defeat counts
    t = at(table, ["Militia"], aside=["Ulbrick's Gauntlets"], choice="dungeon")
    t.game.move(t.card("Harpy"), "p0.discard", "take")
    assert not battle.defeated_vp_below(t.game, 4)
    t.do("attack [Half-Ogre]")
    assert t.refused("use [Ulbrick's Gauntlets] 0") == "Spoils need a victory"


def test_an_extra_turn_of_the_last_player_ends_the_co_op_round_only_once(table):
    # player 0 is the last of the round
    t = at(table, WIN, aside=["Ulbrick's Gauntlets"], mode="coop",
           mode_data={"tokens": 3, "party_xp": 0, "first_player": 1}, rank0=["Guardian of Night"])
    t.do("attack [Harpy]", "use [Ulbrick's Gauntlets] 0", "end")
    assert t.state.active == 0 and t.state.mode_data["tokens"] == 3  # the round is not over yet
    t.do("village", "end")
    assert t.state.active == 1 and t.state.mode_data["tokens"] == 2


def test_in_solo_the_monsters_advance_after_each_of_the_two_turns(table):
    t = at(table, WIN, aside=["Ulbrick's Gauntlets"], players=1, mode="solo", options={"level": "nightmare"},
           dungeon=["Ember", "Plague Zombie", "Griffon", "Minotaur"], mode_data={"hall_ranks": 3})
    t.do("attack [Harpy]", "use [Ulbrick's Gauntlets] 0", "end")
    assert t.state.active == 0 and t.state.turn_number == 2
    assert t.names("pile.village") == ["Half-Ogre"]  # the first turn's advance
    t.do("rest", "end")
    assert t.names("pile.village") == ["Orc Blademaster", "Half-Ogre"]


@pytest.mark.parametrize("strength", ["easy", "normal"])
def test_a_bot_uses_ulbricks_gauntlets_after_a_victory(table, strength):
    t = at(table, WIN, aside=["Ulbrick's Gauntlets"])
    t.do("attack [Harpy]")
    assert make_bot(strength, 1).choose(t.game) == UseAbility(t.card("Ulbrick's Gauntlets"), 0)


def test_a_bot_gives_up_a_strength_amulet_to_win_a_battle_it_would_lose(table):
    t = at(table, ["Militia", "Torch"], aside=["Strength Amulet"], hall=["Harpy", "Half-Ogre", "Orc Blademaster"])
    assert make_bot("easy", 1).choose(t.game) == UseAbility(t.card("Strength Amulet"), 0)


def test_a_bot_keeps_a_strength_amulet_when_it_wins_without_it(table):
    t = at(table, WIN, aside=["Strength Amulet"])
    assert make_bot("easy", 1).choose(t.game) != UseAbility(t.card("Strength Amulet"), 0)


def test_a_bot_spends_a_greed_amulet_when_the_gold_buys_a_better_card(table):
    t = table(players=[{"hand": ["Militia", "Iron Rations", "Iron Rations"], "aside": ["Greed Amulet"],
                        "deck": ["Militia"] * 6 + ["Dagger"] * 2}, {"deck": DECK}],
              hall=HALL, dungeon=["Ember"], choice="village")
    assert make_bot("easy", 1).choose(t.game) == UseAbility(t.card("Greed Amulet"), 0)


def test_bots_play_whole_games_with_the_doomgate_features(catalog):
    from game.engine.game import Game
    from game.engine.setup import Setup

    for seed in range(3):
        setup = Setup(["A", "B"], ["ooze", "enchanted", "undead_doom"], ["elf", "lorigg", "regian", "thyrian"],
                      ["blessed_hammer", "border_guard", "cyclone", "doomgate_squire", "flask_of_oil",
                       "fortune_teller", "soul_jar", "spirit_blast"], "stone_of_avarice",
                      guardians=["unholy_guardian"], treasures=["amulet_treasures", "ulbricks_treasures"])
        game = Game.new(catalog, setup, seed, checked=True)
        bots = [make_bot("normal" if seed else "easy", seed), make_bot("random", seed)]
        for _ in range(3000):
            if game.state.over:
                break
            game.apply(bots[game.to_act].choose(game))
        assert game.state.over


# --- the Unholy Guardian -------------------------------------------------------------------------

def test_the_unholy_guardian_breaches_to_rank_0_and_the_hall_refills(table):
    t = at(table, WIN, hall=["Harpy", "Unholy Guardian", "Half-Ogre"])
    t.do("attack [Harpy]", "end")
    assert t.names("rank0") == ["Unholy Guardian"]
    assert t.names("hall.1") == ["Half-Ogre"] and t.names("hall.2") == ["Ember"]


def test_in_rank_0_it_sends_a_thunderstone_in_the_hall_under_the_deck_as_the_next_turn_starts(table):
    t = at(table, ["Militia"], hall=["Harpy", "Half-Ogre", "Stone of Avarice"], rank0=["Unholy Guardian"],
           choice="rest", dungeon=["Ember", "Plague Zombie"])
    t.do("end")
    assert t.state.active == 1
    assert t.names("hall.3") == ["Ember"] and t.names("dungeon") == ["Plague Zombie", "Stone of Avarice"]


def test_in_the_hall_it_leaves_the_thunderstone_alone(table):
    t = at(table, ["Militia"], hall=["Harpy", "Unholy Guardian", "Stone of Avarice"], choice="rest")
    t.do("end")
    assert t.names("hall.3") == ["Stone of Avarice"] and t.names("rank0") == []


def test_the_unholy_guardian_shares_rank_0_with_another_guardian(table):
    t = at(table, WIN, hall=["Harpy", "Unholy Guardian", "Half-Ogre"], rank0=["Guardian of Night"])
    t.do("attack [Harpy]", "end")
    assert t.names("rank0") == ["Guardian of Night", "Unholy Guardian"]


def test_of_two_guardians_in_rank_0_a_player_attacks_one_and_the_other_stays(table):
    hand = ["Frost Bolt"] * 5 + ["Militia"]  # 15 magic, no light needed in Rank 0
    t = at(table, hand, rank0=["Guardian of Night", "Unholy Guardian"])
    assert t.breakdown("Unholy Guardian").light_penalty == 0
    t.do("attack [Unholy Guardian]")
    assert t.names("rank0") == ["Guardian of Night"] and t.names("p0.discard")[0] == "Unholy Guardian"


def test_no_thunderstone_is_claimed_while_either_of_two_guardians_holds_rank_0(table):
    t = at(table, WIN, hall=["Harpy", "Stone of Avarice", "Half-Ogre"],
           rank0=["Guardian of Night", "Unholy Guardian"])
    t.do("attack [Harpy]", "end")
    ended = next(e for e in t.events if isinstance(e, GameEnded))
    assert ended.thunderstone_holder is None and "Stone of Avarice" in t.names("hall.1")


# --- the Stone of Avarice ------------------------------------------------------------------------

def test_the_stone_of_avarice_is_worth_1_vp_and_its_gold_never_counts(table):
    t = at(table, WIN, hall=["Harpy", "Stone of Avarice", "Half-Ogre"])
    t.do("attack [Harpy]", "end")
    ended = next(e for e in t.events if isinstance(e, GameEnded))
    assert ended.thunderstone_holder == 0 and "Stone of Avarice" in t.names("p0.discard")
    stone = t.card("Stone of Avarice")
    assert t.game.card_gold(stone) == 0 and scoring.breakdown(t.game, 0)["Thunderstones"] == 1


# --- the first game ------------------------------------------------------------------------------

def test_the_doomgate_first_game_names_the_unholy_guardian_the_amulets_and_the_special_disease_deck():
    fg = sets.card_set("doomgate").first_game
    assert fg.guardians == ("unholy_guardian",) and fg.treasures == ("amulet_treasures",) and fg.special_diseases
    setup = first_game(["A", "B"], card_set="doomgate")
    assert setup.guardians == ["unholy_guardian"] and setup.treasures == ["amulet_treasures"]


def test_the_doomgate_first_game_builds_once_its_cards_exist(catalog):
    from game.engine.game import Game

    missing = sets.first_game_missing(catalog, "doomgate")
    if missing is not None:
        pytest.skip(missing)  # the heroes and monsters come with other card work
    game = Game.new(catalog, first_game(["A", "B"], card_set="doomgate"), 7, checked=True)
    keys = [game.state.cards[c] for c in game.state.dungeon + [c for s in game.state.hall for c in s]]
    assert "unholy_guardian" in keys and keys.count("greed_amulet") == 2
    # the rulebook names no Thunderstone for it: one of the sets in the game, at random
    assert sum(catalog.cards[k].kind == "thunderstone" for k in keys) == 1


def test_the_doomgate_first_game_lacks_nothing_of_this_card_work(catalog):
    assert "unholy_guardian" in catalog.cards and "amulet_treasures" in catalog.groups
    missing = sets.first_game_missing(catalog, "doomgate") or ""
    assert "unholy_guardian" not in missing and "amulet_treasures" not in missing
