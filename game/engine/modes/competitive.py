"""The competitive game (2-5 players, each for themselves): the base Mode as it is."""

from __future__ import annotations

from game.engine.modes.base import Mode


class Competitive(Mode):
    pass
