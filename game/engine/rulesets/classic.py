"""Classic Thunderstone (the base set to Wrath of the Elements): the base Ruleset as it is. Its
board has the three ranks of the Dragonspire rulebook, each point of light penalty costing 2 attack,
and a turn is Village, Dungeon or Rest."""

from __future__ import annotations

from game.engine.rulesets.base import Ruleset


class Classic(Ruleset):
    pass
