"""The game's generator (SplitMix64): saves replay only if it gives the same numbers on every
Python and in every version, so its outputs and a shuffle are pinned here."""

from __future__ import annotations

from game.engine import rng


def test_the_generator_gives_the_pinned_splitmix64_numbers():
    state, out = rng.next_u64(rng.seed_state(0))
    assert out == 0xE220A8397B1DCDAF  # SplitMix64's first output from seed 0
    state, out = rng.next_u64(state)
    assert out == 0x6E789E6AA1B965F4


def test_a_shuffle_is_pinned():
    state, order = rng.shuffled(12345, list(range(10)))
    assert order == PINNED_ORDER
    assert state == PINNED_STATE


def test_a_shuffle_leaves_its_input_alone():
    items = [5, 6, 7]
    rng.shuffled(3, items)
    assert items == [5, 6, 7]


PINNED_ORDER = [8, 6, 7, 2, 1, 3, 9, 5, 0, 4]  # (Fisher-Yates over `below`)
PINNED_STATE = 10372713005361040630


def _shuffled_by_below(state: int, items: list) -> tuple[int, list]:
    """Fisher-Yates over `below`, as `shuffled` was first written (it now draws inline)."""
    result = list(items)
    for i in range(len(result) - 1, 0, -1):
        state, j = rng.below(state, i + 1)
        result[i], result[j] = result[j], result[i]
    return state, result


def test_the_inline_shuffle_draws_exactly_as_below_does():
    # lengths up to a few hundred (a dungeon deck, a pile) and states near the top of 64 bits,
    # where `below` rejects draws (its modulo-bias limit) most often
    for state in (0, 1, 12345, rng.MASK64, rng.MASK64 - 0x9E3779B97F4A7C15, 0xDEADBEEFCAFEBABE):
        for n in (0, 1, 2, 3, 7, 12, 40, 300):
            items = list(range(n))
            assert rng.shuffled(state, items) == _shuffled_by_below(state, items)
