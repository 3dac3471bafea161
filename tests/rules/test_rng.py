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
