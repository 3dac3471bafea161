"""Thunderstone Advance's Thunderstone Bearers: Belac, Orseg, Stramst (Towers of Ruin; rulebook: Wächter,
Globale Effekte, Das Spielende; Glossar: Stramst). Each is a Guardian monster of kind
thunderstone_bearer; defeating one ends the game (rules.bearer, tested in tests/rules/test_bearer.py)."""

import pytest

from tests.cards.advance_monster_helpers import QUIET, advance, answer_all, result

FACTS = {  # name: (health, gold, xp, vp)
    "Belac": (8, 3, 3, 4),
    "Orseg": (12, 3, 4, 5),
    "Stramst": (12, 3, 3, 4),
}


@pytest.mark.parametrize("name", sorted(FACTS))
def test_each_bearer_has_the_reference_facts_and_is_a_guardian_group_of_its_own(catalog, name):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.health, d.gold, d.xp, d.vp, d.count) == (*FACTS[name], 1)
    assert d.kind == "thunderstone_bearer" and d.is_guardian and d.classes == ("Thunderstone Bearer", "Guardian")
    assert catalog.groups[d.group].kind == "thunderstone_bearer"


# --- Belac: the strongest Hero discarded feeds his Health; other monsters' Battle effects twice -----------

def test_belac_discards_the_hero_with_the_highest_attack_value_and_gains_it_as_health(table):
    t = advance(table, ["Criochan Knight", "Criochan Sergeant", "Longspear", "Thundermage Evoker", "Torch"],
                ["Belac"] + QUIET[1:], choice="dungeon")
    sergeant, spear = t.card("Criochan Sergeant"), t.card("Longspear")
    t.do(f"equip {spear} {sergeant}")  # the Sergeant: 2 + 1 = 3; the Knight 5 is still the strongest
    t.do("attack [Belac]")
    answer_all(t)
    assert t.game.state.loc[t.card("Criochan Knight")] == "p0.discard"
    assert (result(t).health, result(t).total, result(t).won) == (8 + 5, 3 + 3, False)


def test_belac_lets_the_player_choose_among_heroes_of_equal_attack_value(table):
    t = advance(table, ["Criochan Knight", "Criochan Knight", "Torch"], ["Belac"] + QUIET[1:], choice="dungeon")
    second = t.card("Criochan Knight", 2)
    t.do("attack [Belac]")
    assert t.game.state.prompt.options == [t.card("Criochan Knight"), second]
    t.do(f"choose {second}")
    answer_all(t)
    assert t.game.state.loc[second] == "p0.discard" and result(t).health == 13


def test_belac_in_the_hall_makes_another_monsters_battle_effects_happen_twice_but_not_his_own(table):
    t = advance(table, ["Criochan Knight", "Regular", "Regular", "Torch"], ["Charred Bruin", "Belac", "Griffon", "Nixie"],
                choice="dungeon", others={"hand": ["Regular", "Regular", "Torch"], "deck": ["Regular"] * 6})
    t.do("attack [Charred Bruin]")
    answer_all(t)
    assert len(t.game.state.players[0].hand) == 4 - 2 and len(t.game.state.players[1].hand) == 3 - 2
    own = advance(table, ["Criochan Knight", "Criochan Sergeant", "Torch"], ["Belac"] + QUIET[1:], choice="dungeon")
    own.do("attack [Belac]")
    answer_all(own)
    assert own.names("p0.discard") == ["Criochan Knight"]  # one Hero discarded, not two


# --- Orseg: the other monsters' Battle effects are his -----------------------------------------------------

def test_orseg_has_the_battle_effects_of_every_other_monster_in_the_hall(table):
    t = advance(table, ["Criochan Captain", "Criochan Knight", "Longspear", "Torch"],
                ["Orseg", "Cinder Drake", "Slaughterwing", "Nixie"], deck=["Criochan Sergeant", "Regular"],
                choice="dungeon")
    spear, sergeant = t.card("Longspear"), t.game.state.players[0].deck[0]
    t.do("attack [Orseg]")
    answer_all(t)
    st = t.game.state
    assert st.loc[spear] == "stack.longspear"  # the Cinder Drake's Battle effect (a basic card: back on its stack)
    assert st.loc[sergeant] == "destroyed"  # the Slaughterwing's: a Hero of level 1 from the deck top
    assert result(t).health == 12 + 7  # and its cost went to Orseg's Health
    assert (result(t).total, result(t).won) == (8 + 5, False)
    alone = advance(table, ["Criochan Captain", "Criochan Knight", "Torch"], ["Orseg"] + QUIET[1:], choice="dungeon")
    alone.do("attack [Orseg]")
    answer_all(alone)
    assert result(alone).won and result(alone).health == 12


# --- Stramst: a Hero destroyed; he keeps his rank while the deck holds cards -----------------------------

def test_stramst_destroys_a_hero_in_battle(table):
    t = advance(table, ["Criochan Captain", "Criochan Knight", "Drua Sacrist", "Torch"], ["Stramst"] + QUIET[1:],
                choice="dungeon")
    sacrist = t.card("Drua Sacrist")
    t.do("attack [Stramst]", f"choose {sacrist}")
    answer_all(t)
    assert t.game.state.loc[sacrist] == "destroyed"
    assert result(t).won and result(t).total == 13


def test_stramst_keeps_his_rank_while_the_deck_holds_cards_and_the_rank_in_front_is_refilled(table):
    """Glossar (Stramst): he ignores every move forward while monsters remain in the dungeon deck."""
    t = advance(table, ["Criochan Captain", "Torch", "Torch"], ["Griknack Goblin", "Pegasus", "Griffon", "Stramst"],
                dungeon=["Nixie", "Harpy"], choice="dungeon")
    stramst, pegasus, griffon = t.card("Stramst"), t.card("Pegasus"), t.card("Griffon")
    t.do("attack [Griknack Goblin]", "end")
    answer_all(t)
    st = t.game.state
    assert st.hall_card(4) == stramst and (st.hall_card(1), st.hall_card(2)) == (pegasus, griffon)
    assert st.hall_card(3) == t.card("Nixie") and len(st.dungeon) == 1


def test_stramst_moves_forward_once_the_dungeon_deck_is_empty(table):
    t = advance(table, ["Criochan Captain", "Torch", "Torch"], ["Griknack Goblin", "Pegasus", "Griffon", "Stramst"],
                dungeon=["Nixie"], choice="dungeon")
    stramst = t.card("Stramst")
    t.do("attack [Pegasus]", "end")  # the Nixie fills rank 3 in front of him; the deck is then empty
    answer_all(t)
    st = t.game.state
    assert st.hall_card(3) == t.card("Nixie") and st.hall_card(4) == stramst and not st.dungeon
    empty = advance(table, ["Criochan Captain", "Torch", "Torch"], ["Griknack Goblin", "Pegasus", "Griffon", "Stramst"],
                    dungeon=[], choice="dungeon")
    empty.do("attack [Griknack Goblin]", "end")
    answer_all(empty)
    assert empty.game.state.hall_card(3) == empty.card("Stramst") and empty.game.state.hall_card(4) is None
