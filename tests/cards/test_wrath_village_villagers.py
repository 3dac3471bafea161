"""Wrath of the Elements Villagers: Blacksmith, Sage, Tavern Brawl, Tax Collector (cards/wrath/*.yaml).

Wrath has no rulebook among our sources; these follow the Dragonspire rulebook (Visit the Village: effects
first, then buying; a destroyed card no longer gives its gold) and these readings (README: Rules notes):
- Blacksmith: one more buy, as long as one of the turn's purchases (before it, or the one it makes) is a
  Weapon. Its second ability puts a Hero from the hand on top of the deck, if there is one.
- Sage: the destroyed card is any card in hand but the Sage; 1 XP unless it is a Hero (Militia are Heroes).
  Destroyed, it gives 1 gold per Hero in the hand.
- Tavern Brawl: the printed Strength of the discarded Hero against that of the first Hero turned over from
  the opponent's deck (no reshuffle); higher wins; the opponent's Hero is discarded unless destroyed.
- Tax Collector: every player in the game counts, the active one too. Destroyed, each other player
  discards a card with a gold value of their choice (or shows a hand without one), and the active player
  gains the total gold value of those cards.
"""

from __future__ import annotations

from game.engine.events import CardsRevealed, HandRevealed, ReactionRevealed

WRATH = ["blacksmith", "sage", "tavern_brawl", "tax_collector", "short_bow", "claymore", "ambrosia",
         "magic_missile"]
FILLER = ["Dagger"] * 8


def play(table, place, hand, deck=(), others=({},), **kw):
    return table(players=[{"hand": list(hand), "deck": list(deck)}, *others], hall=["Harpy", "Half-Ogre", "Ember"],
                 choice=place, village={"heroes": ["thyrian"], "village": WRATH}, **kw)


def options(t):
    return sorted(t.game.name(c) if isinstance(c, int) else c for c in t.state.prompt.options)


def gold(t):
    from game.engine.rules import village

    return village.gold_left(t.game)


# --- Blacksmith -----------------------------------------------------------------------------------------

def test_blacksmith_draws_a_card(table):
    t = play(table, "village", ["Blacksmith"], deck=["Torch", "Dagger"])
    t.do("use [Blacksmith] 0")
    assert t.names("p0.hand") == ["Blacksmith", "Torch"]


def test_blacksmith_gives_a_second_buy_after_a_weapon(table):
    t = play(table, "village", ["Blacksmith", "Lorigg Rogue", "Lorigg Rogue", "Torch", "Torch"], deck=FILLER)
    t.do("use [Blacksmith] 0", "buy short_bow", "buy sage")  # 3 + 3 + 2 + 2 + the Dagger drawn = 11 gold
    assert sorted(t.names("p0.discard")) == ["Sage", "Short Bow"]
    assert t.refused("buy torch") == "no buys left this turn"


def test_the_second_buy_of_the_blacksmith_must_be_a_weapon_when_the_first_was_not(table):
    t = play(table, "village", ["Blacksmith", "Lorigg Rogue", "Lorigg Rogue", "Torch", "Torch"], deck=FILLER)
    t.do("use [Blacksmith] 0", "buy sage")
    assert "only for a turn in which you buy a Weapon" in t.refused("buy tax_collector")
    t.do("buy dagger")  # a Basic Dagger is a Weapon too
    assert sorted(t.names("p0.discard")) == ["Dagger", "Sage"]


def test_without_the_blacksmith_used_a_weapon_gives_no_second_buy(table):
    t = play(table, "village", ["Blacksmith", "Lorigg Rogue", "Lorigg Rogue", "Torch", "Torch"], deck=FILLER)
    t.do("buy short_bow")
    assert t.refused("buy dagger") == "no buys left this turn"


def test_blacksmith_destroyed_gives_2_gold_and_puts_a_hero_on_top_of_the_deck(table):
    t = play(table, "village", ["Blacksmith", "Militia", "Torch"], deck=["Dagger"])
    t.do("use [Blacksmith] 1")
    assert t.names("destroyed") == ["Blacksmith"]
    assert t.names("p0.deck") == ["Militia", "Dagger"] and t.names("p0.hand") == ["Torch"]
    assert gold(t) == 4


def test_blacksmith_asks_which_hero_goes_on_the_deck(table):
    t = play(table, "village", ["Blacksmith", "Militia", "Thyrian Squire", "Torch"])
    t.do("use [Blacksmith] 1")
    assert options(t) == ["Militia", "Thyrian Squire"]
    t.do("choose [Thyrian Squire]")
    assert t.names("p0.deck") == ["Thyrian Squire"] and t.names("p0.hand") == ["Militia", "Torch"]


def test_blacksmith_destroyed_without_a_hero_in_hand_still_gives_2_gold(table):
    t = play(table, "village", ["Blacksmith", "Torch"])
    t.do("use [Blacksmith] 1")
    assert gold(t) == 4 and t.names("p0.deck") == []


# --- Sage -----------------------------------------------------------------------------------------------

def test_sage_destroys_a_card_that_is_not_a_hero_for_1_xp(table):
    t = play(table, "village", ["Sage", "Disease", "Militia"])
    t.do("use [Sage] 0")
    assert options(t) == ["Disease", "Militia"]  # never the Sage itself
    t.do("choose [Disease]")
    assert t.state.players[0].xp == 1 and t.names("p0.hand") == ["Sage", "Militia"]


def test_sage_destroying_a_hero_gives_no_xp(table):
    t = play(table, "village", ["Sage", "Disease", "Militia"])
    t.do("use [Sage] 0", "choose [Militia]")
    assert t.state.players[0].xp == 0 and "Militia" in t.names("destroyed")


def test_sage_destroyed_gives_1_gold_per_hero_in_hand(table):
    t = play(table, "village", ["Sage", "Militia", "Militia", "Thyrian Squire", "Dagger"])
    t.do("use [Sage] 1")
    assert t.names("destroyed") == ["Sage"] and gold(t) == 4  # 3 Heroes and the Dagger's 1


def test_sage_needs_another_card_to_destroy(table):
    t = play(table, "village", ["Sage"])
    assert t.cost_refused("use [Sage] 0", "card")


# --- Tavern Brawl ---------------------------------------------------------------------------------------

def test_tavern_brawl_a_stronger_hero_destroys_the_opponents_first_hero_for_1_xp(table):
    t = play(table, "village", ["Tavern Brawl", "Thyrian Squire"],
             others=({"deck": ["Torch", "Dagger", "Militia", "Iron Rations"]},))
    t.do("use [Tavern Brawl] 0")
    assert t.names("p0.discard") == ["Thyrian Squire"]
    assert [t.game.name(c) for e in t.events if isinstance(e, CardsRevealed) for c in e.cards] == [
        "Torch", "Dagger", "Militia"]
    assert sorted(t.names("p1.discard")) == ["Dagger", "Torch"] and "Militia" in t.names("destroyed")
    assert t.names("p1.deck") == ["Iron Rations"] and t.state.players[0].xp == 1


def test_tavern_brawl_a_weaker_or_equal_hero_destroys_nothing(table):
    t = play(table, "village", ["Tavern Brawl", "Militia"], others=({"deck": ["Torch", "Militia", "Dagger"]},))
    t.do("use [Tavern Brawl] 0")
    assert sorted(t.names("p1.discard")) == ["Militia", "Torch"] and t.names("p1.deck") == ["Dagger"]
    assert t.state.players[0].xp == 0 and "Militia" not in t.names("destroyed")


def test_tavern_brawl_lets_the_player_choose_the_opponent_and_the_hero(table):
    t = play(table, "village", ["Tavern Brawl", "Militia", "Thyrian Squire"],
             others=({"deck": ["Thyrian Squire"]}, {"deck": ["Regian Cleric"]}))
    t.do("use [Tavern Brawl] 0")
    assert options(t) == ["Militia", "Thyrian Squire"]
    t.do("choose [Thyrian Squire]")
    assert t.state.prompt.options == [1, 2]
    t.do("choose 2")
    assert "Regian Cleric" in t.names("destroyed") and t.names("p1.deck") == ["Thyrian Squire"]


def test_tavern_brawl_without_a_hero_in_the_opponents_deck_ends_quietly(table):
    t = play(table, "village", ["Tavern Brawl", "Thyrian Squire"],
             others=({"deck": ["Torch"], "discard": ["Militia"]},))
    t.do("use [Tavern Brawl] 0")
    assert sorted(t.names("p1.discard")) == ["Militia", "Torch"] and t.state.players[0].xp == 0


def test_tavern_brawl_needs_a_hero_to_discard(table):
    t = play(table, "village", ["Tavern Brawl", "Torch"], others=({"deck": ["Militia"]},))
    assert t.cost_refused("use [Tavern Brawl] 0", "Hero")


def test_tavern_brawl_turned_back_by_belzur_bishop_hits_the_active_players_deck(table):
    t = play(table, "village", ["Tavern Brawl", "Thyrian Squire"], deck=["Militia", "Torch"],
             others=({"hand": ["Belzur Bishop"], "deck": ["Militia"]},))
    t.do("use [Tavern Brawl] 0")
    assert any(isinstance(e, ReactionRevealed) for e in t.events)
    assert t.names("p1.deck") == ["Militia"] and "Militia" in t.names("destroyed")
    assert t.names("p0.deck") == ["Torch"]


def test_tavern_brawl_destroyed_with_a_hero_makes_the_others_discard_2_cards(table):
    t = play(table, "village", ["Tavern Brawl", "Militia", "Torch"],
             others=({"hand": ["Dagger", "Torch", "Iron Rations"]}, {"hand": ["Militia"]}))
    t.do("use [Tavern Brawl] 1")
    assert sorted(t.names("destroyed")) == ["Militia", "Tavern Brawl"]
    assert options(t) == ["Dagger", "Iron Rations", "Torch"]
    dagger, torch, _ = t.state.players[1].hand
    t.do(f"choose {dagger} {torch}")
    assert t.names("p1.hand") == ["Iron Rations"] and t.names("p2.hand") == []
    assert t.names("p2.discard") == ["Militia"] and t.names("p0.hand") == ["Torch"]


def test_tavern_brawl_destroyed_needs_a_hero(table):
    t = play(table, "village", ["Tavern Brawl", "Torch"])
    assert t.cost_refused("use [Tavern Brawl] 1", "Hero")


# --- Tax Collector --------------------------------------------------------------------------------------

def test_tax_collector_gives_1_gold_per_player(table):
    t = play(table, "village", ["Tax Collector"], others=({}, {}))
    t.do("use [Tax Collector] 0")
    assert gold(t) == 3


def test_tax_collector_destroyed_collects_the_gold_of_a_card_from_each_other_player(table):
    t = play(table, "village", ["Tax Collector", "Torch"],
             others=({"hand": ["Lorigg Thief", "Dagger", "Militia"]}, {"hand": ["Militia"]}))
    t.do("use [Tax Collector] 1")
    assert options(t) == ["Dagger", "Lorigg Thief"]  # cards with a gold value
    t.do("choose [Lorigg Thief]")
    assert t.names("p1.discard") == ["Lorigg Thief"] and t.names("p2.discard") == []
    assert any(isinstance(e, HandRevealed) and e.player == 2 for e in t.events)  # a hand without one is shown
    assert t.names("destroyed") == ["Tax Collector"] and gold(t) == 2 + 2


def test_tax_collector_gets_nothing_from_players_without_gold(table):
    t = play(table, "village", ["Tax Collector", "Torch"], others=({"hand": ["Militia"]},))
    t.do("use [Tax Collector] 1")
    assert gold(t) == 2
