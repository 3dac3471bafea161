"""Advance games where nobody can beat anything must still end with bots at the table (the normal
bots' soak, seeds 71000-71007, had games standing still for a thousand turns): a lost battle against
a Thunderstone Bearer moves nothing (it is a Guardian and stays), so the battle that moves the game
on is against the monster in front of it; and two Magma Wyrms trading ranks after every village
visit are no progress, so the bots still see that the game stands still."""

from game.ai import knowledge, make_bot
from tests.cards.advance_monster_helpers import QUIET, advance, answer_all

WEAK = ["Regular", "Regular", "Regular", "Regular", "Torch", "Regular"]


def test_a_lost_battle_against_the_bearer_moves_nothing_one_against_the_monster_before_it_does(table):
    t = advance(table, WEAK, ["Griffon", "Orseg", "Nixie", "Pegasus"], deck=WEAK)
    orseg, griffon = t.card("Orseg"), t.card("Griffon")
    assert not knowledge.retreat_moves_on(t.game, orseg)  # a Guardian: it stays in rank 2
    assert knowledge.retreat_moves_on(t.game, griffon)  # under the deck: Orseg moves up to rank 1
    assert knowledge.in_front_of_the_end(t.game, griffon)  # and his reaching rank 1 ends the game
    assert not knowledge.in_front_of_the_end(t.game, t.card("Nixie"))  # behind him


def test_nothing_is_in_front_of_stramst_while_the_deck_holds_cards(table):
    """Stramst keeps his rank while the dungeon deck has cards: a monster leaving in front of him
    does not bring the end nearer then; with the deck empty it does."""
    t = advance(table, WEAK, ["Griffon", "Stramst", "Nixie", "Pegasus"], deck=WEAK)
    assert not knowledge.in_front_of_the_end(t.game, t.card("Griffon"))
    empty = advance(table, WEAK, ["Griffon", "Stramst", "Nixie", "Pegasus"], deck=WEAK, dungeon=())
    assert knowledge.in_front_of_the_end(empty.game, empty.card("Griffon"))


def test_the_last_rank_of_the_wilderness_counts_as_behind(table):
    """With the dungeon deck empty, a lost battle in rank 3 moves the monster in rank 4 up."""
    t = advance(table, WEAK, ["Griffon", "Nixie", "Pegasus", "Griknack Goblin"], deck=WEAK, dungeon=())
    assert knowledge.retreat_moves_on(t.game, t.card("Pegasus"))
    assert not knowledge.retreat_moves_on(t.game, t.card("Griknack Goblin"))


def test_two_magma_wyrms_trading_ranks_are_no_progress(table):
    t = advance(table, WEAK, [QUIET[0], "Griffon", "Magma Wyrm", "Magma Wyrm"], deck=WEAK)
    first, second = t.card("Magma Wyrm"), t.card("Magma Wyrm", 2)
    before = knowledge.idle_turns(t.game)
    t.do("village", "end")
    assert t.game.state.prompt.reason == "wyrm_order"
    t.do(f"choose {second} {first}")  # the one behind first: they trade ranks and trade back
    answer_all(t)
    st = t.game.state
    assert {st.hall_card(3), st.hall_card(4)} == {first, second}
    assert knowledge.idle_turns(t.game) == before + 1


def test_bots_that_beat_nothing_end_the_game_by_losing_to_the_monster_before_the_bearer(table):
    """No hand beats anything here: after a round of standing still someone attacks rank 1, the
    Griffon goes under the deck and Orseg reaches rank 1, which ends the game. (The easy bot, which
    does not look at the darkness, keeps attacking the ranks behind Orseg in the hope of a win: the
    hall changes every turn, so that is not standing still.)"""
    t = advance(table, WEAK, ["Griffon", "Orseg", "Nixie", "Pegasus"], deck=WEAK,
                others={"hand": list(WEAK), "deck": list(WEAK)})
    bots = [make_bot("normal", seed) for seed in range(2)]
    for _ in range(2 * 8):
        if t.state.over:
            break
        turn = t.state.turn_number
        while not t.state.over and t.state.turn_number == turn:
            t.events += t.game.apply(bots[t.state.active].choose(t.game))
    assert t.state.over, "still going after 8 rounds"
    assert t.state.hall_card(1) == t.card("Orseg")
