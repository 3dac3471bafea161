"""The game log in plain words: what happened, without naming cards drawn into a hand."""

from __future__ import annotations

from game.client import logtext


def test_the_end_of_a_turn_reads_discards_then_draws_and_names_no_drawn_card(table):
    t = table(players=[{"name": "Ann", "hand": ["Militia", "Dagger"], "deck": ["Torch"] * 6}, {"name": "Bo"}],
              hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="rest")
    t.do("end")
    lines = logtext.describe(t.game, t.events)
    assert lines.index("Ann discards 2 cards.") < lines.index("Ann draws 6 cards.")
    assert not any("Torch" in line for line in lines)
    assert "— Turn 2: Bo —" in lines


def test_a_purchase_and_a_battle_in_words(table):
    t = table(players=[{"name": "Ann", "hand": ["Militia", "Dagger", "Iron Rations"]}, {"name": "Bo"}],
              hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="village")
    t.do("buy dagger")
    assert logtext.describe(t.game, t.events) == ["Ann buys Dagger for 3 gold."]
    t2 = table(players=[{"name": "Ann", "hand": ["Militia"] * 5 + ["Torch"]}, {"name": "Bo"}],
               hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="dungeon")
    t2.do("attack [Shadow Killer]")
    lines = logtext.describe(t2.game, t2.events)
    assert "Ann attacks Shadow Killer in rank 1." in lines
    assert "Shadow Killer is defeated!" in lines and "Ann gains 1 XP." in lines
