"""A tiny deterministic random number generator whose whole state is one integer.

Python's `random` module may change its algorithms between versions; saves must replay the same on
every Python, so the game uses SplitMix64 here. The state lives in the game state and every event
that consumed randomness records the state after it, so a replay never needs to draw again.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1


def seed_state(seed: int) -> int:
    return seed & MASK64


def next_u64(state: int) -> tuple[int, int]:
    """Return (new_state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n), without modulo bias."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, value = next_u64(state)
        if value < limit:
            return state, value % n


def shuffled(state: int, items: list) -> tuple[int, list]:
    """Fisher-Yates shuffle; returns (new_state, new list)."""
    result = list(items)
    for i in range(len(result) - 1, 0, -1):
        state, j = below(state, i + 1)
        result[i], result[j] = result[j], result[i]
    return state, result
