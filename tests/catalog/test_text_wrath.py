"""The generated text of the vocabulary Wrath of the Elements brought: its village cards, traps,
Guardians (the keys are in cards/README.md; the words in game.catalog.text and the verbs' own text)."""

from __future__ import annotations

import pytest

from game.catalog.text import card_text, steps_text
from game.engine.cards import Step


def card(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


@pytest.mark.parametrize("name, lines", [
    ("Ambrosia", ["Dungeon: Every Hero in your hand gains Attack +1 and Strength +2, then if one of your Heroes "
                  "would be destroyed during the battle, discard it instead."]),
    ("Blacksmith", ["Village: Draw a card, then you may buy one more card, as long as one of the cards you buy "
                    "this turn is a Weapon.",
                    "Village: Destroy this card: gain 2 gold, then put a Hero from your hand on top of your deck."]),
    ("Claymore", ["Attack +5", "Dungeon, if it is carried by a Hero: Put a Monster worth 1 to 2 VP from the Hall "
                               "into your discard pile, without gaining XP; the Hall refills."]),
    ("Cursed Mace", ["Attack +6", "Each time it is equipped: Gain a Disease."]),
    ("Foresight Elixir", ["Reaction: reveal it from your hand to escape a Trap.",
                          "Dungeon: Rearrange the top 3 cards of the Dungeon Deck as you like, then draw 2 cards."]),
    ("Magic Missile", ["Magic Attack +4 against rank 1"]),
    ("Sage", ["Village: Destroy a card: if it is a non-Hero card, gain 1 XP.",
              "Village: Destroy this card: gain 1 gold for each Hero you revealed."]),
    ("Short Bow", ["Attack +3 against rank 2 or deeper",
                   "Attack +2 against rank 2 or deeper if it is carried by an Archer"]),
    ("Tax Collector", ["Village: Gain 1 gold for each player in the game, you included.",
                       "Village: Destroy this card: each other player discards a card with a gold value (a hand "
                       "without one is shown), then gain gold equal to the gold value of the cards "
                       "discarded this way."]),
])
def test_the_wrath_village_cards_read_their_effects(catalog, name, lines):
    assert card_text(card(catalog, name)) == lines


def test_the_wrath_traps_read_whom_they_hit(catalog):
    assert card_text(card(catalog, "Poison Gas Trap")) == [
        "When revealed: All players gain a Disease unless they reveal a Cleric or Thief."]
    assert card_text(card(catalog, "Delirium Poison")) == [
        "When revealed: Each other player reveals their hand and destroys all Spells."]
    assert card_text(card(catalog, "Pit Trap")) == [
        "When revealed: All players reveal a Hero from their hand (or show a hand without one) and destroy a "
        "non-Thief Hero among the cards revealed."]
    assert card_text(card(catalog, "The Cage")) == [
        "When revealed: Set this card aside in front of you with a Hero from your hand under it.",
        "When any player defeats a Monster: Put the cards under this card into its owner's discard pile, "
        "then destroy this card."]


def test_the_wrath_guardians_read_their_lasting_effects(catalog):
    assert card_text(card(catalog, "Dark Champion"))[-1] == (
        "While it is in Rank 0, at the end of each player's turn, that player must destroy a card.")
    assert card_text(card(catalog, "Death Sentinel"))[1:3] == [
        "Global: every other Monster has Health +1.", "Its Global effect works only while it is in Rank 0."]


def test_the_new_verbs_read_as_sentences():
    assert steps_text([Step("wield_from_village", {"filter": {"class": "Weapon"}})]) == (
        "Take a Weapon from the top of a Village stack into your hand and equip it to a Hero strong enough to "
        "carry it; it is destroyed once the battle is over")
    assert steps_text([Step("weaken_hall", {"amount": 2})]).startswith("Every Monster in the Hall has Health -2 this turn")
    assert steps_text([Step("brawl", {"then": (Step("gain_xp", {"amount": 1}),)})]).endswith(
        "if the Hero you chose has more Strength, destroy that Hero and gain 1 XP")
    assert steps_text([Step("show_hand", {})]) == "Reveal your hand"
    assert steps_text([Step("gain_per", {"stat": "magic", "amount": 2, "per": {"players": None}})]) == (
        "Gain Magic Attack +2 for each player in the game, you included")
