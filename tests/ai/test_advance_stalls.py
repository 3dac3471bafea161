"""Advance games where nobody can beat anything must still end with bots at the table (the normal
bots' soak, seeds 71000-71007, had games standing still for a thousand turns): a lost battle against
a Thunderstone Bearer moves nothing (it is a Guardian and stays), so the battle that moves the game
on is against the monster in front of it; and two Magma Wyrms trading ranks after every village
visit are no progress, so the bots still see that the game stands still."""

from game.ai import knowledge, make_bot
from tests.cards.advance_monster_helpers import QUIET, advance, answer_all, result

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


def _ranks(t) -> list[str | None]:
    st = t.game.state
    return [t.game.defn(c).name if (c := st.hall_card(r)) is not None else None for r in st.ranks()]


def _lose_to(t, monster: str) -> None:
    """Attack the monster with the (weak) hand, lose, and end the turn."""
    t.do("dungeon", f"attack {t.card(monster)}")
    answer_all(t)
    assert not result(t).won
    t.do("end")
    answer_all(t)


def test_with_the_deck_empty_a_monster_before_stramst_comes_straight_back(table):
    """Soak seed 820112 (Advance, 2 normal bots): an Ettin before Stramst with the dungeon deck empty,
    and the bots lost to it 310 times. The lost monster is the deck's one card, so Stramst holds his
    rank, nothing behind him passes him, and the refill puts it back in rank 1: no progress."""
    for hall in (["Griffon", "Stramst", None, None], ["Griffon", "Stramst", "Nixie", None]):
        t = advance(table, WEAK, hall, deck=WEAK, dungeon=())
        assert not knowledge.retreat_moves_on(t.game, t.card("Griffon"))
        _lose_to(t, "Griffon")
        assert _ranks(t) == hall and not t.game.state.dungeon
    # a card before Stramst moves up; with cards in the deck, the refill turns one over
    t = advance(table, WEAK, ["Griffon", "Nixie", "Stramst", None], deck=WEAK, dungeon=())
    assert knowledge.retreat_moves_on(t.game, t.card("Griffon"))
    _lose_to(t, "Griffon")
    assert _ranks(t)[0] == "Nixie"
    t = advance(table, WEAK, ["Griffon", "Stramst", None, None], deck=WEAK, dungeon=("Pegasus",))
    assert knowledge.retreat_moves_on(t.game, t.card("Griffon"))


def test_a_game_that_stands_still_sends_no_bot_into_a_dungeon_whose_battles_change_nothing(table):
    """When every battle the hand offers would be lost to a monster that comes straight back, the
    growing bonus for moving a standing game on does not count for the dungeon (it had sent the bots
    into the same lost battle every turn); the quick policy and the normal bot go elsewhere."""
    from game.ai.planner import Planner, moves_on, stall_bonus

    t = advance(table, WEAK, ["Griffon", "Stramst", None, None], deck=WEAK, dungeon=())
    for _ in range(6):  # a few rounds in which nothing changes: the game stands still
        for _ in range(2):
            t.do("rest", "end")
            answer_all(t)
    assert stall_bonus(t.game) > 0
    plan = Planner().plan_from_outside(t.game)
    assert plan is not None and not plan.wins and not moves_on(plan)
    assert Planner().act(t.game).place != "dungeon"
    assert make_bot("normal", 3).choose(t.game).place != "dungeon"
