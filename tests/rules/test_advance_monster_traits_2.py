"""The traits Thunderstone Advance's monsters of part 2 brought, on synthetic monsters
(tests/data/trait_cards/rules_test_advance_monster_traits_2.yaml); the real cards are tested in
tests/cards/test_advance_monsters_*.py and test_advance_bearers.py."""

from tests.cards.advance_monster_helpers import advance, answer_all, curses, result

REST = ["Griknack Goblin", "Pegasus", "Griffon"]


def test_immune_to_a_class_zeroes_the_attack_of_those_cards_only(trait_table):
    t = advance(trait_table, ["Drua Sacrist", "Criochan Sergeant", "Torch"], ["Test Cleric Bane"] + REST,
                choice="dungeon")
    bd = t.breakdown("Test Cleric Bane")
    assert (bd.line(t.card("Drua Sacrist")).attack, bd.line(t.card("Criochan Sergeant")).attack) == (0, 2)
    assert "immune to Cleric" in bd.line(t.card("Drua Sacrist")).notes[-1]


def test_a_draw_under_the_drain_global_costs_a_discard(trait_table):
    t = advance(trait_table, ["Drua Cursesworn", "Disease", "Torch"], ["Test Drain Drake"] + REST, deck=["Regular"])
    t.do("village", "use [Drua Cursesworn] 1")
    answer_all(t)
    assert len(t.names("p0.hand")) == 2 and len(t.names("p0.discard")) == 1


def test_a_creeper_swaps_forward_after_a_village_turn(trait_table):
    t = advance(trait_table, ["Regular"], ["Griknack Goblin", "Test Creeper", "Griffon", "Nixie"])
    t.do("village", "end")
    answer_all(t)
    assert t.game.state.hall_card(1) == t.card("Test Creeper")


def test_the_echo_lord_repeats_another_monsters_battle_effect(trait_table):
    t = advance(trait_table, ["Criochan Captain", "Criochan Knight", "Torch"],
                ["Test Ash Biter", "Test Echo Lord", "Griffon", "Nixie"], choice="dungeon")
    t.do("attack [Test Ash Biter]")
    answer_all(t)
    assert len(curses(t)) == 2


def test_the_mimic_has_the_battle_effect_of_a_monster_in_the_hall(trait_table):
    t = advance(trait_table, ["Criochan Knight", "Torch"], ["Test Mimic", "Test Ash Biter", "Griffon", "Nixie"],
                choice="dungeon")
    t.do("attack [Test Mimic]")
    answer_all(t)
    assert result(t).won and len(curses(t)) == 1


def test_the_anchor_keeps_its_rank_while_the_deck_holds_cards(trait_table):
    t = advance(trait_table, ["Criochan Captain", "Torch"], ["Griknack Goblin", "Pegasus", "Test Anchor", "Nixie"],
                dungeon=["Griffon"], choice="dungeon")
    t.do("attack [Griknack Goblin]", "end")
    answer_all(t)
    st = t.game.state
    assert st.hall_card(3) == t.card("Test Anchor") and st.hall_card(2) == t.card("Griffon")
    assert (st.hall_card(1), st.hall_card(4)) == (t.card("Pegasus"), t.card("Nixie"))


def test_a_defeated_monsters_own_spoils_come_without_marid(trait_table):
    t = advance(trait_table, ["Criochan Knight", "Torch"], ["Test Spoiled Mimic", "Pegasus", "Griffon", "Nixie"],
                choice="dungeon")
    t.do("attack [Test Spoiled Mimic]")
    answer_all(t)
    assert result(t).won and t.state.players[0].xp == 1 + 2  # its XP and its own Spoils


def test_marids_cancel_takes_the_defeated_monsters_own_spoils_too(trait_table):
    # Marid's Battle effect, borrowed by the mimic, cancels every Spoils ability of the turn: a
    # monster's own Spoils is one too (README reading); only the XP of the defeat is left
    t = advance(trait_table, ["Criochan Knight", "Torch"], ["Test Spoiled Mimic", "Marid", "Griffon", "Nixie"],
                choice="dungeon")
    t.do("attack [Test Spoiled Mimic]")
    answer_all(t)
    assert result(t).won and t.state.players[0].xp == 1
