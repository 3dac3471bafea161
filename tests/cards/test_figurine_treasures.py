"""Figurine Treasures: Emerald Dragon, Ivory Dragon, Ruby Dragon, Sapphire Dragon
(cards/dragonspire/figurine_treasures.yaml), and the rules of treasures (game/engine/rules/features.py).

Rulebook: Treasure Cards and the Treasure trait (a treasure turned over goes in front of the active
player, not into the discard pile, and the hall goes on refilling; on a later turn its owner may
destroy it for its effect), Setup (a treasure in the hall at the start goes to the bottom of the
deck), Winning the Game (every card a player controls counts).

Readings chosen:
- A treasure does nothing in the turn it was found; from the next turn on (anyone's) it works.
- Ivory Dragon: the figurine is one of the cards destroyed, so it gives 1 XP itself, plus 1 XP per
  card destroyed from the hand. Cards used this turn cannot be picked (README: Rules notes).
- Ruby Dragon: when a monster's battle effect is about to reach its owner (the attacker, or another
  player the effect names), the owner is asked whether to destroy it; the effect then passes them by
  and still hits the others. Each repetition of a battle effect (Guardian of Torment) is one effect.
- Emerald Dragon: it holds one card at a time. Whoever next defeats a Monster worth 6 VP or more
  (its owner too) gets that card in their discard pile, and the figurine is destroyed; the defeat
  that filled it does not count.
- Sapphire Dragon: it holds one monster; both go back into the deck when the game ends (they count
  for scoring either way).
- Treasures, and the cards under them, are cards their owner owns: they count for end-of-game
  scoring (the figurines are worth 0 VP) and for Stone of Scorn's count of monsters.
"""

from __future__ import annotations

import pytest

from game.catalog.text import card_text
from game.engine.events import BattleEffectWarded, TrapSprung, TreasureFound, Tucked
from game.engine.rules import scoring

DECK = ["Militia"] * 8
WIN = ["Frost Bolt"] * 3 + ["Torch"]  # 9 magic, light 1: beats Harpy (or Minotaur) in rank 1
HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def diseases(t, p):
    return sum(t.names(f"p{p}.{z}").count("Disease") for z in ("hand", "discard", "deck"))


def treasure_table(table, p0, others=({},), hall=HALL, dungeon=("Ember", "Plague Zombie"), **kw):
    players = [{"deck": DECK, **p0}] + [{"deck": DECK, **o} for o in others]
    return table(players=players, hall=list(hall), dungeon=list(dungeon), **kw)


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Emerald Dragon", "Ivory Dragon", "Ruby Dragon", "Sapphire Dragon"])
def test_figurine_treasures_have_their_printed_values(catalog, name):
    d = by_name(catalog, name)
    assert (d.kind, d.count, d.classes) == ("treasure", 2, ("Figurine", "Treasure"))
    assert (d.gold, d.vp, d.xp, d.cost) == (0, 0, 0, None)
    group = catalog.groups[d.group]
    assert (group.key, group.kind, len(group.cards)) == ("figurine_treasures", "treasure", 4)


# --- the rules of treasures ----------------------------------------------------------------------

def test_a_treasure_turned_over_goes_in_front_of_the_active_player_and_the_hall_refills(table):
    t = treasure_table(table, {"hand": WIN}, dungeon=["Ivory Dragon", "Ember", "Plague Zombie"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    ivory = t.card("Ivory Dragon")
    assert TreasureFound(0, ivory) in t.events and not any(isinstance(e, TrapSprung) for e in t.events)
    assert t.names("p0.aside") == ["Ivory Dragon"]
    assert "Ivory Dragon" not in t.names("p0.discard") + t.names("p0.hand") + t.names("p0.deck")
    assert t.names("hall.3") == ["Ember"] and t.names("dungeon") == ["Plague Zombie"]


def test_two_treasures_in_a_row_both_go_to_the_active_player(table):
    t = treasure_table(table, {"hand": WIN}, dungeon=["Ruby Dragon", "Sapphire Dragon", "Ember"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert t.names("p0.aside") == ["Ruby Dragon", "Sapphire Dragon"] and t.names("hall.3") == ["Ember"]


def test_a_treasure_found_at_the_end_of_a_turn_is_used_on_the_players_next_turn(table):
    t = treasure_table(table, {"hand": WIN}, others=[{"hand": ["Militia"]}],
                       dungeon=["Ivory Dragon", "Ember", "Plague Zombie"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    ivory = t.card("Ivory Dragon")
    t.do("village")  # player 1's turn: the figurine is not theirs
    assert t.refused(f"use {ivory} 0") == "Ivory Dragon is not in your hand"
    t.do("end", "village", f"use {ivory} 0")  # player 0's next turn
    assert "Ivory Dragon" in t.names("destroyed")


def test_a_treasure_cannot_be_used_in_the_turn_it_was_found(table):
    t = treasure_table(table, {"hand": ["Militia"], "aside": ["Ivory Dragon"]}, choice="village")
    t.game.emit(TreasureFound(0, t.card("Ivory Dragon")))  # as if it had been turned over this turn
    assert "found this turn" in t.refused("use [Ivory Dragon] 0")


def test_treasures_and_the_cards_under_them_count_as_cards_their_owner_owns(table):
    t = treasure_table(table, {"hand": WIN, "aside": ["Sapphire Dragon", "Ruby Dragon"]}, choice="dungeon")
    t.do("attack [Harpy]", "choose [Harpy]")
    assert scoring.card_count(t.game, 0, "treasure") == 2
    assert scoring.card_count(t.game, 0, "monster") == 1  # Harpy, under the Sapphire Dragon
    parts = scoring.breakdown(t.game, 0)
    assert parts["Treasures"] == 0 and parts["Monsters"] == 1


# --- Ivory Dragon --------------------------------------------------------------------------------

def test_ivory_dragon_destroys_itself_and_chosen_cards_for_1_xp_each(table):
    t = treasure_table(table, {"hand": ["Disease", "Militia", "Dagger"], "aside": ["Ivory Dragon"]}, choice="village")
    t.do("use [Ivory Dragon] 0")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Dagger", "Disease", "Militia"]
    t.do("choose [Disease] [Militia]")
    assert t.state.players[0].xp == 3
    assert t.names("p0.hand") == ["Dagger"] and t.names("p0.aside") == []
    assert sorted(t.names("destroyed")) == ["Ivory Dragon", "Militia"]  # the Disease went back to its stack


def test_ivory_dragon_with_no_card_chosen_still_gives_1_xp_for_itself(table):
    t = treasure_table(table, {"hand": ["Militia"], "aside": ["Ivory Dragon"]}, choice="village")
    t.do("use [Ivory Dragon] 0", "choose")
    assert t.state.players[0].xp == 1 and t.names("p0.hand") == ["Militia"]
    assert t.names("destroyed") == ["Ivory Dragon"]


def test_ivory_dragon_gives_1_xp_more_than_the_cards_chosen(table):
    t = treasure_table(table, {"hand": ["Militia", "Militia", "Dagger"], "aside": ["Ivory Dragon"], "xp": 2},
                       choice="village")
    t.do("use [Ivory Dragon] 0", f"choose {t.card('Militia')} {t.card('Militia', 2)} {t.card('Dagger')}")
    assert t.state.players[0].xp == 2 + 3 + 1
    assert sorted(t.names("destroyed")) == ["Dagger", "Ivory Dragon", "Militia", "Militia"]


def test_ivory_dragon_cannot_destroy_a_card_used_this_turn(table):
    t = treasure_table(table, {"hand": ["Trader", "Militia", "Dagger"], "aside": ["Ivory Dragon"]},
                       choice="village")
    t.do("use [Trader] 0", "choose [Dagger]", "choose [Torch]")  # Trader destroys a Dagger for a Torch
    t.do("use [Ivory Dragon] 0")
    assert [t.game.name(c) for c in t.state.prompt.options] == ["Militia"]


def test_ivory_dragon_is_a_village_effect_only(table):
    t = treasure_table(table, {"hand": WIN, "aside": ["Ivory Dragon"]}, choice="dungeon")
    assert "cannot be used in the dungeon" in t.refused("use [Ivory Dragon] 0")


# --- Ruby Dragon ---------------------------------------------------------------------------------

def test_ruby_dragon_destroyed_keeps_a_battle_effect_from_the_attacker(table):
    t = treasure_table(table, {"hand": WIN, "aside": ["Ruby Dragon"]},
                       hall=["Plague Zombie", "Harpy", "Half-Ogre"], choice="dungeon")
    t.do("attack [Plague Zombie]")
    ruby = t.card("Ruby Dragon")
    assert (t.state.prompt.player, t.state.prompt.options) == (0, [ruby])
    t.do(f"choose {ruby}")
    assert BattleEffectWarded(0, ruby, t.card("Plague Zombie")) in t.events
    assert diseases(t, 0) == 0 and t.names("destroyed") == ["Ruby Dragon"]
    assert t.names("p0.discard") == ["Plague Zombie"]  # the battle went on and was won


def test_ruby_dragon_kept_lets_the_battle_effect_happen(table):
    t = treasure_table(table, {"hand": WIN, "aside": ["Ruby Dragon"]},
                       hall=["Plague Zombie", "Harpy", "Half-Ogre"], choice="dungeon")
    t.do("attack [Plague Zombie]", "choose")
    assert diseases(t, 0) == 1 and t.names("p0.aside") == ["Ruby Dragon"]


def test_ruby_dragon_protects_another_player_that_a_battle_effect_reaches(table):
    # Walking Scourge: the attacker gains 2 Diseases, each other player 1
    t = treasure_table(table, {"hand": WIN}, others=[{"aside": ["Ruby Dragon"]}, {}],
                       hall=["Harpy", "Walking Scourge", "Half-Ogre"], choice="dungeon")
    t.do("attack [Walking Scourge]")
    assert t.state.prompt.player == 1
    t.do("choose [Ruby Dragon]")
    assert (diseases(t, 0), diseases(t, 1), diseases(t, 2)) == (2, 0, 1)


def test_ruby_dragon_of_the_attacker_spares_only_the_attacker(table):
    t = treasure_table(table, {"hand": WIN, "aside": ["Ruby Dragon"]}, others=[{}, {}],
                       hall=["Harpy", "Walking Scourge", "Half-Ogre"], choice="dungeon")
    t.do("attack [Walking Scourge]", "choose [Ruby Dragon]")
    assert (diseases(t, 0), diseases(t, 1), diseases(t, 2)) == (0, 1, 1)


def test_ruby_dragon_stops_one_battle_effect_when_guardian_of_torment_repeats_it(table):
    t = treasure_table(table, {"hand": WIN, "aside": ["Ruby Dragon"]}, rank0=["Guardian of Torment"],
                       hall=["Plague Zombie", "Harpy", "Half-Ogre"], choice="dungeon")
    t.do("attack [Plague Zombie]", "choose [Ruby Dragon]")
    assert t.state.prompt is None  # no second Ruby to offer against the repetition
    assert diseases(t, 0) == 1 and sum(isinstance(e, BattleEffectWarded) for e in t.events) == 1


def test_ruby_dragon_is_not_offered_against_a_monster_without_battle_effects(table):
    t = treasure_table(table, {"hand": WIN, "aside": ["Ruby Dragon"]}, choice="dungeon")
    t.do("attack [Harpy]")
    assert t.state.prompt is None and t.names("p0.aside") == ["Ruby Dragon"]


def test_ruby_dragon_found_this_turn_is_not_offered(table):
    t = treasure_table(table, {"hand": WIN, "aside": ["Ruby Dragon"]},
                       hall=["Plague Zombie", "Harpy", "Half-Ogre"], choice="dungeon")
    t.game.emit(TreasureFound(0, t.card("Ruby Dragon")))
    t.do("attack [Plague Zombie]")
    assert t.state.prompt is None and diseases(t, 0) == 1


# --- Emerald Dragon ------------------------------------------------------------------------------

def emerald_table(table, others=({"hand": WIN},), hall=("Harpy", "Minotaur", "Half-Ogre")):
    """Player 0 holds an Emerald Dragon and a hand that beats Harpy in rank 1, with a Disease in it."""
    return treasure_table(table, {"hand": WIN + ["Disease"], "aside": ["Emerald Dragon"]}, others=others,
                          hall=list(hall), choice="dungeon")


def test_emerald_dragon_takes_a_card_from_the_hand_of_its_owner_after_a_victory(table):
    t = emerald_table(table)
    t.do("attack [Harpy]")
    assert t.state.prompt.player == 0 and t.state.prompt.min == 0
    t.do("choose [Disease]")
    emerald, disease = t.card("Emerald Dragon"), t.card("Disease")
    assert t.state.under == {emerald: [disease]}
    assert t.names("p0.aside") == ["Emerald Dragon", "Disease"] and "Disease" not in t.names("p0.hand")


def test_emerald_dragon_may_be_left_empty(table):
    t = emerald_table(table)
    t.do("attack [Harpy]", "choose")
    assert t.state.under == {} and t.names("p0.aside") == ["Emerald Dragon"]


def test_emerald_dragon_gives_its_card_to_the_next_player_who_defeats_a_6_vp_monster(table):
    t = emerald_table(table)
    t.do("attack [Harpy]", "choose [Disease]", "end")
    t.do("dungeon", "attack [Minotaur]")  # player 1: Minotaur (6 VP) in rank 1
    assert t.names("p1.discard") == ["Disease", "Minotaur"]
    assert "Emerald Dragon" in t.names("destroyed") and t.names("p0.aside") == []
    assert t.state.under == {}


def test_emerald_dragon_keeps_its_card_when_a_smaller_monster_is_defeated(table):
    t = emerald_table(table, hall=("Harpy", "Half-Ogre", "Orc Blademaster"))
    t.do("attack [Harpy]", "choose [Disease]", "end")
    t.do("dungeon", "attack [Half-Ogre]")  # 3 VP
    assert t.names("p1.discard") == ["Half-Ogre"] and t.names("p0.aside") == ["Emerald Dragon", "Disease"]


def test_emerald_dragon_holding_a_card_does_not_take_another(table):
    t = treasure_table(table, {"hand": WIN + ["Militia"], "aside": ["Emerald Dragon", "Disease"]}, choice="dungeon")
    t.game.emit(Tucked(t.card("Disease"), t.card("Emerald Dragon")))  # a card already lies under it
    t.do("attack [Harpy]")  # 1 VP: no payout, and no second card
    assert t.state.prompt is None and t.names("p0.aside") == ["Emerald Dragon", "Disease"]


def test_emerald_dragon_pays_its_owner_back_after_the_owners_own_big_victory(table):
    t = treasure_table(table, {"hand": WIN, "aside": ["Emerald Dragon", "Dagger"]},
                       hall=["Minotaur", "Harpy", "Half-Ogre"], choice="dungeon")
    t.game.emit(Tucked(t.card("Dagger"), t.card("Emerald Dragon")))
    t.do("attack [Minotaur]")
    assert t.state.prompt is None
    assert t.names("p0.discard") == ["Dagger", "Minotaur"] and "Emerald Dragon" in t.names("destroyed")


# --- Sapphire Dragon -----------------------------------------------------------------------------

def test_sapphire_dragon_may_keep_the_defeated_monster_out_of_the_deck(table):
    t = treasure_table(table, {"hand": WIN, "aside": ["Sapphire Dragon"]}, choice="dungeon")
    t.do("attack [Harpy]")
    harpy = t.card("Harpy")
    assert t.state.prompt.options == [harpy] and t.state.prompt.min == 0
    t.do(f"choose {harpy}")
    assert t.names("p0.aside") == ["Sapphire Dragon", "Harpy"] and "Harpy" not in t.names("p0.discard")
    assert t.state.under == {t.card("Sapphire Dragon"): [harpy]}
    assert t.state.players[0].xp == 1


def test_sapphire_dragon_declined_leaves_the_monster_in_the_discard_pile(table):
    t = treasure_table(table, {"hand": WIN, "aside": ["Sapphire Dragon"]}, choice="dungeon")
    t.do("attack [Harpy]", "choose")
    assert t.names("p0.discard") == ["Harpy"] and t.state.under == {}


def test_sapphire_dragon_and_its_monster_go_back_into_the_deck_when_the_game_ends(table):
    t = treasure_table(table, {"hand": WIN, "aside": ["Sapphire Dragon"]},
                       hall=["Harpy", "Stone of Scorn", "Half-Ogre"], choice="dungeon")
    t.do("attack [Harpy]", "choose [Harpy]", "end")
    assert t.state.over
    deck = t.names("p0.deck")
    assert "Sapphire Dragon" in deck and "Harpy" in deck and t.names("p0.aside") == []
    assert t.state.result["scores"]["0"] == 2  # Harpy 1 + Stone of Scorn 1; the figurine 0


# --- card text -----------------------------------------------------------------------------------

def test_the_figurine_texts_say_what_each_one_does(catalog):
    # Ivory Dragon: the figurine is destroyed alongside the chosen cards, not as a cost, so the XP
    # for each card destroyed this way counts it too (as the behaviour does)
    assert card_text(by_name(catalog, "Ivory Dragon")) == [
        "Village: Destroy this card, destroy any number of cards from your hand, "
        "then gain 1 XP for each card destroyed this way."]
    assert "Battle effect" in card_text(by_name(catalog, "Ruby Dragon"))[0]
    emerald = card_text(by_name(catalog, "Emerald Dragon"))
    assert emerald[0].startswith("When you defeat a Monster, if no card is under it")
    assert "worth 6 VP or more" in emerald[1]
    assert card_text(by_name(catalog, "Sapphire Dragon"))[0].startswith("When the game ends")
