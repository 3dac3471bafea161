"""The game's generator (SplitMix64): saves replay only if it gives the same numbers on every
Python and in every version, so its outputs are pinned here, and the shuffle, written out for speed,
is held to the plain Fisher-Yates over `below`."""

from __future__ import annotations

import pytest

from game.engine import rng


def reference_shuffle(state: int, items: list) -> tuple[int, list]:
    result = list(items)
    for i in range(len(result) - 1, 0, -1):
        state, j = rng.below(state, i + 1)
        result[i], result[j] = result[j], result[i]
    return state, result


def test_the_generator_gives_the_pinned_splitmix64_numbers():
    state, out = rng.next_u64(rng.seed_state(0))
    assert out == 0xE220A8397B1DCDAF  # SplitMix64's first output from seed 0
    state, out = rng.next_u64(state)
    assert out == 0x6E789E6AA1B965F4


@pytest.mark.parametrize("seed", [0, 1, 42, 2**63 + 5, 2**64 - 1])
@pytest.mark.parametrize("size", [0, 1, 2, 7, 40, 300])
def test_a_shuffle_is_fisher_yates_over_below(seed, size):
    items = list(range(size))
    assert rng.shuffled(seed, items) == reference_shuffle(seed, items)


def test_a_shuffle_is_pinned():
    state, order = rng.shuffled(12345, list(range(10)))
    assert order == PINNED_ORDER
    assert state == PINNED_STATE


def test_a_shuffle_leaves_its_input_alone():
    items = [5, 6, 7]
    rng.shuffled(3, items)
    assert items == [5, 6, 7]


PINNED_ORDER = [8, 6, 7, 2, 1, 3, 9, 5, 0, 4]  # (from the plain loop over `below`, before it was written out)
PINNED_STATE = 10372713005361040630
