"""Helpers the card tests share: a player in the dungeon facing one monster, and what a battle did."""

from __future__ import annotations

from game.engine.events import BattleResolved

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # Dragonspire monsters with no effects, behind the one tested
DECK = ["Militia"] * 6


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def dungeon_table(table, hand, monster, dungeon=("Plague Zombie",), **kw):
    """Player 0 in the dungeon with `hand`, `monster` in rank 1 (Harpy, Half-Ogre behind it)."""
    hall = [monster] + [m for m in HALL if m != monster][:2]
    return table(players=[{"hand": list(hand), "deck": DECK}, {"deck": DECK}], hall=hall,
                 dungeon=list(dungeon), choice="dungeon", **kw)


def doomed(t):
    """The cards a battle effect destroyed, which fight on until the battle ends."""
    return sorted(t.game.name(c) for c in t.state.turn.doomed)


def resolved(t):
    return next(e for e in t.events if isinstance(e, BattleResolved))


def options(t):
    return sorted(t.game.name(c) for c in t.state.prompt.options)
