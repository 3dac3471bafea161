"""Helpers for the rules tests: a catalog with synthetic test monsters (one per trait), tables
built on it, and a snapshot of every zone to compare states."""

from __future__ import annotations

from pathlib import Path

from game.scenario import Position

ROOT = Path(__file__).resolve().parents[2]
TEST_CARDS = ROOT / "tests" / "data" / "trait_cards"


RulesTable = Position  # tables on the catalog with the synthetic test monsters


def zones(state) -> dict[str, list[int]]:
    """Every zone's cards, in order, plus each player's XP."""
    out = {name: list(state.zone(name)) for name in state.zone_names()}
    for i, p in enumerate(state.players):
        out[f"p{i}.xp"] = [p.xp]
    return out
