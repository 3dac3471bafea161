"""Enchanted monsters of the base set: Blink Dog, Griffon, Nixie, Pegasus, Sphinx (cards/base/enchanted.yaml).

Rulebook: Light and Darkness (Light penalties are counted before the battle), Traits (Magic Attack Only,
Light -X), Resolving Battles (Spoils), Trophies; glossary: Blink Dog (no attack at all while a light
penalty remains, not even to send it under the dungeon deck), Griffon and Pegasus (trophy bonuses),
Sphinx (six cards from the deck, apart from the hand, before any breach or trap).
Reading: the Sphinx reveals only what the deck holds (no reshuffle, as the other deck-top effects).
"""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalAction
from game.engine.events import BreachTriggered, CardsRevealed
from tests.cards.dungeon_helpers import by_name, resolved

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]
DECK = ["Militia"] * 6


def dungeon_table(table, hand, monster, deck=DECK, dungeon=("Plague Zombie",), **kw):
    """Player 0 in the dungeon with `hand`, `monster` in rank 1 (Harpy, Half-Ogre behind it)."""
    hall = [monster] + [m for m in HALL if m != monster][:2]
    return table(players=[{"hand": list(hand), "deck": list(deck)}, {"deck": DECK}], hall=hall,
                 dungeon=list(dungeon), choice="dungeon", **kw)


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, count, gold, vp, xp, health", [
    ("Blink Dog", 2, 1, 2, 1, 3),
    ("Griffon", 2, 1, 4, 2, 7),
    ("Nixie", 2, 4, 1, 1, 5),
    ("Pegasus", 3, 2, 2, 1, 6),
    ("Sphinx", 1, 2, 7, 3, 8),
])
def test_enchanted_monsters_have_their_printed_values(catalog, name, count, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.count, d.gold, d.vp, d.xp, d.health, d.light) == (
        "monster", "base", count, gold, vp, xp, health, 0)
    assert d.classes == ("Enchanted",)


def test_the_enchanted_group_holds_ten_cards(catalog):
    group = catalog.groups["enchanted"]
    assert (group.name, group.kind, group.set) == ("Enchanted", "monster", "base")
    assert sum(catalog.cards[k].count for k in group.cards) == 10


@pytest.mark.parametrize("name, health, xp", [("Griffon", 7, 2), ("Nixie", 5, 1), ("Pegasus", 6, 1)])
def test_an_attack_equal_to_the_health_defeats_it_and_one_less_does_not(table, name, health, xp):
    short = dungeon_table(table, ["Torch"] + ["Militia"] * (health - 1), name)
    assert short.breakdown(name).wins is False
    t = dungeon_table(table, ["Torch"] + ["Militia"] * health, name)
    t.do(f"attack [{name}]")
    assert (resolved(t).total, resolved(t).won) == (health, True)
    assert t.names("p0.discard") == [name] and t.state.players[0].xp == xp
    assert t.state.prompt is None and t.state.turn.doomed == []  # no battle effect


@pytest.mark.parametrize("name, attack, magic", [
    ("Griffon", 0, 1), ("Pegasus", 1, 0), ("Sphinx", 0, 2), ("Nixie", 0, 0), ("Blink Dog", 0, 0),
])
def test_an_enchanted_trophy_adds_its_bonus_from_a_hand(table, name, attack, magic):
    t = dungeon_table(table, [name, "Militia", "Torch"], "Harpy")
    bd = t.breakdown("Harpy")
    assert (bd.line(name).attack, bd.line(name).magic, bd.total) == (attack, magic, 1 + attack + magic)


def test_a_griffon_in_the_hall_gives_nothing_to_the_attack_against_it(table):
    t = dungeon_table(table, ["Militia", "Torch"], "Griffon")
    assert (t.breakdown("Griffon").magic, t.breakdown("Griffon").total) == (0, 1)


def test_nixie_pays_4_gold_in_the_village(table):
    t = table(players=[{"hand": ["Nixie", "Iron Rations"], "deck": DECK}, {"deck": DECK}],
              hall=HALL, dungeon=["Plague Zombie"], choice="village")
    t.do("buy recurve_bow")  # cost 6: Nixie 4 + Iron Rations 2
    assert "Recurve Bow" in t.names("p0.discard")


# --- Blink Dog -------------------------------------------------------------------------------------

def test_blink_dog_cannot_be_attacked_while_a_light_penalty_remains(table):
    t = dungeon_table(table, ["Militia", "Militia", "Militia", "Torch"], "Blink Dog")
    bd = t.breakdown("Blink Dog")  # rank 1 and Light -1: darkness 2 against 1 light
    assert (bd.darkness, bd.light_penalty, bd.attackable, bd.wins) == (2, 1, False, False)
    assert bd.not_attackable_reason == "a light penalty of 1 remains"
    assert t.refused("attack [Blink Dog]") == "Blink Dog cannot be attacked: a light penalty of 1 remains"
    assert t.names("hall.1") == ["Blink Dog"] and t.state.turn.target is None


def test_blink_dog_cannot_be_attacked_in_the_dark_even_to_send_it_under_the_dungeon_deck(table):
    t = dungeon_table(table, ["Frost Bolt"], "Blink Dog")
    with pytest.raises(IllegalAction):
        t.do("attack [Blink Dog]")
    attacks = [a for a in t.game.legal_actions() if type(a).__name__ == "Attack"]
    assert sorted(t.game.name(a.monster) for a in attacks) == ["Half-Ogre", "Harpy"]


def test_blink_dog_falls_to_a_party_with_light_enough(table):
    t = dungeon_table(table, ["Militia", "Militia", "Militia", "Torch", "Torch"], "Blink Dog")
    assert t.breakdown("Blink Dog").attackable
    t.do("attack [Blink Dog]")
    assert (resolved(t).total, resolved(t).won) == (3, True)
    assert t.names("p0.discard") == ["Blink Dog"] and t.state.players[0].xp == 1


def test_blink_dog_in_rank_3_needs_4_light(table):
    t = table(players=[{"hand": ["Militia"] * 3 + ["Torch"] * 3}, {}],
              hall=["Harpy", "Half-Ogre", "Blink Dog"], choice="dungeon")
    assert t.breakdown("Blink Dog").light_penalty == 1 and not t.breakdown("Blink Dog").attackable
    t = table(players=[{"hand": ["Militia"] * 3 + ["Torch"] * 4}, {}],
              hall=["Harpy", "Half-Ogre", "Blink Dog"], choice="dungeon")
    assert t.breakdown("Blink Dog").attackable and t.breakdown("Blink Dog").wins


def test_a_hall_of_blink_dogs_in_the_dark_lets_the_turn_end_without_a_battle(table):
    t = table(players=[{"hand": ["Militia"], "deck": DECK}, {"deck": DECK}],
              hall=["Blink Dog", "Blink Dog", "Blink Dog"], dungeon=["Harpy"], choice="dungeon")
    assert [type(a).__name__ for a in t.game.legal_actions()] == ["EndTurn"]  # bots see the way out too
    t.do("end")
    assert t.state.active == 1 and t.names("hall.1") == ["Blink Dog"]


# --- Sphinx ----------------------------------------------------------------------------------------

def test_only_magic_attack_counts_against_the_sphinx(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Dagger", "Frost Bolt", "Frost Bolt", "Torch"], "Sphinx")
    t.do("equip [Dagger] [Stoneguard Brute]")
    bd = t.breakdown("Sphinx")
    # the Brute's and the Dagger's attack do not count: against a Magic Attack only monster the
    # breakdown leaves physical attack out of every line (README: Disease is untouched by traits)
    assert (bd.attack, bd.magic, bd.total, bd.wins) == (0, 6, 6, False)


def test_sphinx_spoils_reveal_six_cards_of_the_deck_and_destroy_those_chosen(table):
    deck = ["Disease", "Militia", "Dagger", "Disease", "Torch", "Militia", "Iron Rations"]
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"], "Sphinx", deck=deck)
    t.do("attack [Sphinx]")
    assert resolved(t).won and t.state.players[0].xp == 3
    pr = t.state.prompt
    assert (pr.reason, pr.min, pr.max) == ("destroy", 0, 6)
    assert [t.game.name(c) for c in pr.options] == deck[:6]
    assert CardsRevealed(0, tuple(pr.options)) in t.events
    assert t.names("p0.hand") == ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"]  # the hand is untouched
    diseases = [c for c in pr.options if t.game.name(c) == "Disease"]
    militia = next(c for c in pr.options if t.game.name(c) == "Militia")
    t.do("choose " + " ".join(str(c) for c in diseases + [militia]))
    assert t.names("destroyed") == ["Militia"]
    assert all(t.state.loc[c] == "disease" for c in diseases)  # Disease goes back to its stack
    assert sorted(t.names("p0.discard")) == ["Dagger", "Militia", "Sphinx", "Torch"]
    assert t.names("p0.deck") == ["Iron Rations"]


def test_sphinx_spoils_may_destroy_nothing_and_discard_all_six(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"], "Sphinx", deck=DECK + ["Dagger"])
    t.do("attack [Sphinx]", "choose")
    assert t.names("destroyed") == []
    assert t.names("p0.discard").count("Militia") == 6 and t.names("p0.deck") == ["Dagger"]


def test_sphinx_spoils_reveal_only_what_the_deck_holds(table):
    t = table(players=[{"hand": ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"], "deck": ["Disease", "Dagger"],
                        "discard": ["Militia", "Militia"]}, {"deck": DECK}],
              hall=["Sphinx", "Harpy", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("attack [Sphinx]")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Dagger", "Disease"]
    t.do(f"choose {t.card('Disease')}")
    assert t.names("p0.deck") == [] and sorted(t.names("p0.discard")) == ["Dagger", "Militia", "Militia", "Sphinx"]


def test_sphinx_spoils_come_before_the_breach_at_the_end_of_the_turn(table):
    t = table(players=[{"hand": ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"], "deck": DECK},
                       {"deck": DECK}],
              hall=["Sphinx", "Tyxr the Old", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("attack [Sphinx]")
    assert t.state.prompt.reason == "destroy" and not any(isinstance(e, BreachTriggered) for e in t.events)
    t.do("choose", "end")
    assert BreachTriggered(t.card("Tyxr the Old")) in t.events


def test_an_undefeated_sphinx_gives_no_spoils(table):
    t = dungeon_table(table, ["Frost Bolt", "Torch"], "Sphinx")
    t.do("attack [Sphinx]")
    assert t.state.prompt is None and not resolved(t).won
    assert t.names("p0.deck") == DECK and t.names("dungeon") == ["Plague Zombie", "Sphinx"]
