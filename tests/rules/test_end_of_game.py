"""The end of the game (rulebook: End of Turn, Winning the Game; Stone of Scorn glossary)."""

import pytest

from game.engine.errors import IllegalAction
from game.engine.events import GameEnded
from game.engine.rules import scoring

WIN_RANK_1 = ["Militia", "Militia", "Militia", "Militia", "Torch"]  # 4 against Harpy's 4
DECK = ["Militia"] * 6


def game_end(t) -> GameEnded:
    ended = [e for e in t.events if isinstance(e, GameEnded)]
    assert len(ended) == 1
    return ended[0]


def test_defeating_the_rank_1_monster_that_lets_the_thunderstone_in_takes_it_and_ends_the_game(table):
    t = table(players=[{"hand": WIN_RANK_1, "deck": DECK}, {"deck": DECK}],
              hall=["Harpy", "Stone of Scorn", "Half-Ogre"], dungeon=["Basilisk"], choice="dungeon")
    stone = t.card("Stone of Scorn")
    t.do("attack [Harpy]", "end")
    assert t.state.over
    assert stone in t.state.players[0].discard
    end = game_end(t)
    assert end.thunderstone_holder == 0
    # Harpy 1 + Stone of Scorn 1 (player 1 has no more Monsters than player 0: no bonus)
    assert end.scores == {"0": 2, "1": 0} and end.winners == (0,)
    assert t.state.result["winners"] == [0]


def test_the_game_ends_at_once_without_starting_the_next_turn(table):
    t = table(players=[{"hand": WIN_RANK_1, "deck": DECK}, {"deck": DECK}],
              hall=["Harpy", "Stone of Terror", "Half-Ogre"], dungeon=["Basilisk"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert t.state.over and t.state.active == 0 and t.state.turn_number == 1
    assert not any(type(e).__name__ == "TurnStarted" for e in t.events)
    assert t.game.legal_actions() == []
    with pytest.raises(IllegalAction) as e:
        t.do("rest")
    assert "over" in e.value.reason


def test_a_thunderstone_moving_from_rank_3_to_rank_2_does_not_end_the_game(table):
    t = table(players=[{"hand": WIN_RANK_1, "deck": DECK}, {"hand": WIN_RANK_1, "deck": DECK}],
              hall=["Harpy", "Half-Ogre", "Stone of Scorn"], dungeon=["Basilisk", "Harpy"], choice="dungeon")
    stone = t.card("Stone of Scorn")
    t.do("attack [Harpy]", "end")
    assert not t.state.over and t.state.hall_card(2) == stone
    # player 1 attacks the new rank 1 monster and loses (4 against 6): it lets the Thunderstone in
    t.do("dungeon", "attack [Half-Ogre]", "end")
    assert t.state.over
    assert game_end(t).thunderstone_holder is None
    assert t.state.hall_card(1) == stone


def test_defeating_a_rank_2_monster_does_not_bring_the_thunderstone_to_rank_1(table):
    t = table(players=[{"hand": ["Militia"] * 5 + ["Torch", "Torch"], "deck": DECK}, {"deck": DECK}],
              hall=["Half-Ogre", "Harpy", "Stone of Scorn"], dungeon=["Basilisk"], choice="dungeon")
    stone = t.card("Stone of Scorn")
    t.do("attack [Harpy]", "end")  # 5 - 0 at rank 2 with 2 light
    assert "Harpy" in t.names("p0.discard")
    assert t.state.hall_card(2) == stone and not t.state.over


def test_when_an_undefeated_monster_lets_the_thunderstone_in_nobody_takes_it(table):
    t = table(players=[{"hand": ["Militia"], "deck": DECK, "discard": ["Standard Bearer"]},
                       {"deck": DECK, "discard": ["Harpy"]}],
              hall=["Half-Ogre", "Stone of Terror", "Orc Warlord"], dungeon=["Basilisk"], choice="dungeon")
    stone = t.card("Stone of Terror")
    t.do("attack [Half-Ogre]", "end")
    assert t.state.over
    end = game_end(t)
    assert end.thunderstone_holder is None
    assert t.state.hall_card(1) == stone
    assert all(stone not in t.state.player_cards(p) for p in (0, 1))
    # 1 VP each and no Thunderstone holder: a shared victory
    assert end.scores == {"0": 1, "1": 1} and end.winners == (0, 1)


def test_a_tie_goes_to_the_player_holding_the_thunderstone(table):
    t = table(players=[{"hand": WIN_RANK_1, "deck": DECK}, {"deck": DECK, "discard": ["Standard Bearer"]}],
              hall=["Harpy", "Stone of Terror", "Half-Ogre"], dungeon=["Basilisk"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    end = game_end(t)
    assert end.scores == {"0": 1, "1": 1}  # Harpy 1 + Stone of Terror 0; Standard Bearer 1
    assert end.winners == (0,) and end.thunderstone_holder == 0


def test_holding_the_thunderstone_does_not_win_without_the_most_points(table):
    t = table(players=[{"hand": WIN_RANK_1, "deck": DECK}, {"deck": DECK, "discard": ["Medusa"]}],
              hall=["Harpy", "Stone of Terror", "Half-Ogre"], dungeon=["Basilisk"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    end = game_end(t)
    assert end.scores == {"0": 1, "1": 5} and end.winners == (1,)


def test_a_tie_between_players_without_the_thunderstone_is_shared(table):
    t = table(players=[{"hand": WIN_RANK_1, "deck": DECK}, {"deck": DECK, "discard": ["Medusa"]},
                       {"deck": DECK, "discard": ["Basilisk", "Half-Orc Marauder", "Shadow Killer"]}],
              hall=["Harpy", "Stone of Terror", "Half-Ogre"], dungeon=["Basilisk"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    end = game_end(t)
    # Harpy 1 + Stone of Terror 0; Medusa 5; Basilisk 3 + Half-Orc Marauder 0 + Shadow Killer 2
    assert end.scores == {"0": 1, "1": 5, "2": 5}
    assert end.winners == (1, 2) and end.thunderstone_holder == 0


def test_victory_points_come_from_every_card_a_player_owns(table):
    t = table(players=[{"hand": WIN_RANK_1, "deck": DECK},
                       {"hand": ["Belzur Cardinal"], "deck": ["Medusa", "Militia"], "discard": ["Minotaur"],
                        "aside": ["Stoneguard Tanker"]}],
              hall=["Harpy", "Stone of Scorn", "Half-Ogre"], dungeon=["Basilisk"], choice="dungeon")
    assert scoring.score(t.game, 1) == 2 + 5 + 6 + 2
    t.do("attack [Harpy]", "end")
    end = game_end(t)
    # player 0: Harpy 1, Stone of Scorn 1 + 4 (player 1 owns more Monsters: 2 against 1)
    assert end.scores == {"0": 6, "1": 15}
    assert end.winners == (1,) and end.thunderstone_holder == 0
    assert scoring.breakdown(t.game, 0) == {"Monsters": 1, "Thunderstones": 5, "Village cards": 0,
                                            "Heroes": 0}


def test_the_thunderstone_cannot_be_attacked(table):
    t = table(players=[{"hand": WIN_RANK_1, "deck": DECK}, {}],
              hall=["Harpy", "Stone of Scorn", "Half-Ogre"], dungeon=["Basilisk"], choice="dungeon")
    with pytest.raises(IllegalAction):
        t.do("attack [Stone of Scorn]")
