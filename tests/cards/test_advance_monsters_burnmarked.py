"""Thunderstone Advance, Burnmarked - Fire (level 2): Charred Bruin, Blazing Grimalkin, Pyre Viper,
Phoenix, Hellhound (Towers of Ruin; rulebook Glossar: Flammende Wildkatze, Phönix). Wilderness side,
1 attack a point of darkness; the other ranks hold Classic monsters without effects."""

import pytest

from tests.cards.advance_monster_helpers import QUIET, advance, answer_all, curses, result

FACTS = {  # name: (level, count, health, gold, xp, vp)
    "Charred Bruin": (2, 2, 9, 2, 2, 4),
    "Blazing Grimalkin": (2, 2, 8, 2, 3, 3),
    "Pyre Viper": (2, 2, 7, 2, 2, 3),
    "Phoenix": (2, 2, 6, 2, 2, 3),
    "Hellhound": (2, 2, 7, 2, 2, 4),  # XP and VP: the reference's choice (Slugburn's numbers)
}
GRIMALKIN_DISCARD, GRIMALKIN_XP = "discard_3_cards", "lose_1_xp_what_you_have_if_less"


@pytest.mark.parametrize("name", sorted(FACTS))
def test_each_burnmarked_monster_has_the_reference_facts(catalog, name):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.level, d.count, d.health, d.gold, d.xp, d.vp) == FACTS[name]
    assert d.classes == ("Burnmarked", "Fire") and d.set == "advance"
    assert catalog.groups["burnmarked_fire"].level == 2


def answer_by_player(t, answers):
    """Answer each prompt with the answer given for the player it asks (a list, used in order)."""
    while t.game.state.prompt is not None:
        p = t.game.state.prompt
        t.do(f"choose {answers[p.player].pop(0)}")


# --- Charred Bruin: every player destroys a card -------------------------------------------------

def test_charred_bruin_makes_every_player_destroy_a_card_before_the_result(table):
    t = advance(table, ["Criochan Knight", "Criochan Sergeant", "Regular", "Torch"], ["Charred Bruin"] + QUIET[1:],
                choice="dungeon")
    knight, other_torch = t.card("Criochan Knight"), t.game.state.players[1].hand[2]
    assert t.breakdown("Charred Bruin").total == 5 + 2 + 1  # 8 against 9: not enough anyway
    t.do("attack [Charred Bruin]")
    answer_by_player(t, {0: [knight], 1: [other_torch]})
    st = t.game.state
    assert knight not in st.players[0].hand and st.loc[knight] == "destroyed"
    assert other_torch not in st.players[1].hand and len(st.players[1].hand) == 2
    assert other_torch in st.stacks["advance_torch"]  # a basic card destroyed from a hand goes back to its stack
    assert (result(t).won, result(t).total) == (False, 2 + 1)  # the Knight left at once: it no longer fought


# --- Blazing Grimalkin: discard 3 or lose 1 XP; fewer than 3 cards or no XP (glossary) --------------

def test_blazing_grimalkin_lets_each_player_discard_3_cards_or_lose_1_xp(table):
    t = advance(table, ["Criochan Knight", "Regular", "Torch", "Regular"], ["Blazing Grimalkin"] + QUIET[1:],
                xp=2, others={"hand": ["Regular", "Regular", "Torch", "Longspear"], "deck": ["Regular"] * 6, "xp": 1},
                choice="dungeon")
    kept = t.game.state.players[1].hand[0]
    three = " ".join(str(c) for c in t.game.state.players[1].hand[1:])
    t.do("attack [Blazing Grimalkin]")
    answer_by_player(t, {0: [GRIMALKIN_XP], 1: [GRIMALKIN_DISCARD, three]})
    st = t.game.state
    assert st.players[1].hand == [kept]
    assert st.players[0].xp == 1 and len(st.players[0].hand) == 4  # kept its cards: lost 1 XP
    assert st.players[1].xp == 1 and len(st.players[1].hand) == 1 and len(st.players[1].discard) == 3


def test_blazing_grimalkin_with_fewer_than_3_cards_discards_them_all_and_without_xp_may_refuse(table):
    """Glossary: fewer than 3 cards in hand: discarding them all keeps the XP; no XP at all: a player
    may choose the XP and lose nothing."""
    t = advance(table, ["Criochan Knight", "Regular", "Torch", "Regular"], ["Blazing Grimalkin"] + QUIET[1:],
                xp=0, others={"hand": ["Regular", "Torch"], "deck": ["Regular"] * 6, "xp": 3}, choice="dungeon")
    t.do("attack [Blazing Grimalkin]")
    assert t.game.state.prompt.options == [GRIMALKIN_DISCARD, GRIMALKIN_XP]
    answer_by_player(t, {0: [GRIMALKIN_XP], 1: [GRIMALKIN_DISCARD]})
    st = t.game.state
    assert st.players[0].xp == 0 and len(st.players[0].hand) == 4  # no XP to lose, and no card discarded
    assert st.players[1].hand == [] and st.players[1].xp == 3  # both its cards discarded, its XP kept


# --- Pyre Viper: show a curse or gain two ---------------------------------------------------------

def test_pyre_viper_spares_a_player_who_shows_a_curse_and_gives_the_others_two(table):
    t = advance(table, ["Criochan Knight", "Disease", "Torch"], ["Pyre Viper"] + QUIET[1:], choice="dungeon",
                others={"hand": ["Regular", "Torch"], "deck": ["Regular"] * 6})
    t.do("attack [Pyre Viper]")
    answer_all(t)
    assert curses(t, 0) == [] and len(curses(t, 1)) == 2


# --- Phoenix: a curse in battle; its trophy sends it back into the dungeon --------------------------

def test_phoenix_gives_a_curse_in_battle(table):
    t = advance(table, ["Criochan Knight", "Criochan Sergeant", "Torch"], ["Phoenix"] + QUIET[1:], choice="dungeon")
    phoenix = t.card("Phoenix")
    t.do("attack [Phoenix]")
    answer_all(t)
    assert result(t).won and t.game.state.loc[phoenix] == "p0.discard"
    assert len(curses(t, 0)) == 1 and curses(t, 1) == []


@pytest.mark.parametrize("step", ["village", "dungeon"])
def test_phoenix_trophy_is_mandatory_gives_3_xp_and_puts_it_back_on_the_dungeon_deck(table, step):
    """Glossary: each time the Phoenix is in the hand it goes back on top of the dungeon deck, whatever
    the player does (Village or Dungeon), and its VP go with it."""
    t = advance(table, ["Phoenix", "Criochan Knight", "Torch", "Torch", "Regular"], QUIET, xp=1)
    phoenix = t.card("Phoenix")
    t.do(step)
    if step == "village":
        assert "trophy of Phoenix first" in t.refused("buy longspear")
    else:
        assert "trophy of Phoenix first" in t.refused("attack [Griknack Goblin]")
    t.do(f"use {phoenix} {1 if step == 'village' else 2}")
    assert t.game.state.players[0].xp == 1 + 3
    assert t.game.state.dungeon[0] == phoenix and phoenix not in t.game.state.players[0].hand
    t.do("buy longspear" if step == "village" else "attack [Griknack Goblin]")  # the trophy used, the step goes on
    assert t.names("p0.discard")[-1:] == (["Longspear"] if step == "village" else ["Griknack Goblin"])


def test_phoenix_put_back_on_the_deck_by_prepare_gives_no_xp_and_stays_in_the_deck(table):
    t = advance(table, ["Phoenix", "Regular", "Torch"], QUIET, xp=0)
    phoenix = t.card("Phoenix")
    t.do("prepare", f"choose {phoenix}")
    answer_all(t)
    assert t.game.state.players[0].xp == 0 and phoenix not in t.game.state.dungeon


# --- Hellhound: a curse, the others discard a Hero; a second curse if it was not defeated ----------

def test_hellhound_gives_a_curse_makes_the_others_discard_a_hero_and_a_second_curse_when_it_wins(table):
    t = advance(table, ["Regular", "Regular", "Torch"], ["Hellhound"] + QUIET[1:], choice="dungeon",
                others={"hand": ["Regular", "Torch"], "deck": ["Regular"] * 6})
    t.do("attack [Hellhound]")
    answer_all(t)
    assert not result(t).won
    assert len(curses(t, 0)) == 2  # the Battle effect's and the Aftermath's
    assert t.names("p1.hand") == ["Torch"] and t.names("p1.discard") == ["Regular"]


def test_hellhound_defeated_gives_no_second_curse_and_a_hand_without_heroes_is_shown(table):
    t = advance(table, ["Criochan Knight", "Criochan Sergeant", "Torch"], ["Hellhound"] + QUIET[1:], choice="dungeon",
                others={"hand": ["Torch", "Longspear"], "deck": ["Regular"] * 6})
    t.do("attack [Hellhound]")
    answer_all(t)
    assert result(t).won and len(curses(t, 0)) == 1
    assert t.names("p1.hand") == ["Torch", "Longspear"]
    assert "HandRevealed" in t.event_types()
