"""Whole Advance games with the monster groups of part 1 (Undead-Skeleton, Kobold-Humanoid and the
Horde at level 1, Ogre-Humanoid at 2, Undead-Treefolk at 3): bots play them to the end on either
board side, the invariants checked after every event."""

import pytest

from game.ai import make_bot
from game.ai.random_bot import RandomBot
from game.engine.events import MonsterAttacked, MonsterDefeated
from game.engine.game import Game
from game.engine.setup import Setup, random_setup

LEVEL_1 = ["undead_skeleton", "kobold_humanoid", "undead_horde"]
HEROES = ["criochan", "drua", "thundermage", "glamercast"]


def play(catalog, seed, level_1, bots, board):
    """The groups of the monsters attacked, and of those defeated, in one whole game."""
    monsters = [level_1, "ogre_humanoid", "undead_treefolk"]
    setup = Setup(**{**random_setup(["a", "b", "c"]).to_dict(), "ruleset": "advance", "heroes": HEROES,
                     "monsters": monsters, "options": {"board": board}})
    game = Game.new(catalog, setup, seed, checked=True)
    while not game.state.over:
        game.apply(bots[game.to_act].choose(game))
        assert game.state.turn_number <= 2000, "no end"
    group = {c: game.defn(c).group for c in range(len(game.state.cards))}
    attacked = {group[e.monster] for e in game.log if isinstance(e, MonsterAttacked)}
    defeated = {group[e.monster] for e in game.log if isinstance(e, MonsterDefeated)}
    return attacked & set(monsters), defeated & set(monsters)


@pytest.mark.parametrize("level_1, board", [(LEVEL_1[0], "wilderness"), (LEVEL_1[1], "dungeon"),
                                            (LEVEL_1[2], "wilderness")])
def test_random_bots_play_whole_advance_games_against_these_monsters(catalog, level_1, board):
    attacked, _ = play(catalog, 41 + len(level_1), level_1, [RandomBot(p) for p in range(3)], board)
    assert level_1 in attacked and len(attacked) >= 2


def test_normal_bots_play_a_whole_advance_game_against_kobolds_ogres_and_treefolk(catalog):
    bots = [make_bot("normal", p, budget=0.01) for p in range(3)]
    _, defeated = play(catalog, 7, "kobold_humanoid", bots, "wilderness")
    assert len(defeated) >= 2
