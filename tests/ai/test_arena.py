"""Matches between bot strengths (game/ai/arena.py), as the bench plays them."""

from game.ai.arena import win_share


def test_a_match_played_by_two_job_processes_gives_what_one_process_gives(catalog):
    """`thunderstone bench --jobs 2` plays its hard-against-normal games in two processes: the same
    games, so the same wins, turns and work, game for game (only the CPU seconds differ)."""
    alone = win_share(catalog, "hard", "normal", 4, 0.005, seed=11)
    shared = win_share(catalog, "hard", "normal", 4, 0.005, seed=11, jobs=2)
    assert alone.games == shared.games == 4
    assert (shared.wins, shared.turns, shared.search_turns) == (alone.wins, alone.turns, alone.search_turns)
    assert alone.turns > 4 * 20 and alone.search_turns > 0  # whole games, searched
