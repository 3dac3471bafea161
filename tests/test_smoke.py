"""Whole games with random bots, checking invariants after every event."""

from game.ai.random_bot import RandomBot
from game.engine.game import Game
from game.engine.setup import first_game


def play(catalog, players: int, seed: int) -> Game:
    game = Game.new(catalog, first_game([f"P{i}" for i in range(players)]), seed, checked=True)
    bot = RandomBot(seed)
    for _ in range(50_000):
        if game.state.over:
            break
        game.apply(bot.choose(game))
    return game


def test_random_games_end_with_scores_for_2_to_5_players(catalog):
    for players in (2, 3, 4, 5):
        game = play(catalog, players, seed=players)
        assert game.state.over
        assert set(game.state.result["scores"]) == {str(p) for p in range(players)}
        assert game.state.result["winners"]
