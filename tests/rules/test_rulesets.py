"""Rulesets (game.engine.rulesets; docs/advance.md): Classic and Advance as a choice of the setup,
and the board sides (Towers of Ruin rulebook: Positionen und Dunkelheit, Was ist neu: Änderungen im
Dungeon): the Wilderness has 4 ranks and each unlit point of darkness costs 1 attack, the Dungeon 3
ranks and 2 a point; Classic keeps its 3 ranks at 2 a point."""

import pytest

from game.engine.errors import SetupError
from game.engine.game import Game
from game.engine.rulesets import Advance, Classic, make_ruleset
from game.engine.setup import Setup, first_game

HALL4 = ["Harpy", "Half-Ogre", "Shadow Killer", "Harpy"]  # first-game monsters without traits
MILITIA = ["Militia"] * 6


def advance_table(table, hand, hall=HALL4, board=None, **spec):
    options = {"board": board} if board else {}
    return table(ruleset="advance", options=options, hall=hall, dungeon=["Basilisk", "Medusa"], choice="dungeon",
                 players=[{"hand": hand, "deck": MILITIA}, {"deck": MILITIA}], **spec)


def test_a_setup_is_classic_unless_it_names_a_ruleset():
    assert Setup(["a", "b"], [], [], []).ruleset == "classic"
    assert isinstance(make_ruleset(), Classic)
    assert isinstance(make_ruleset("advance"), Advance)


def test_a_classic_setup_is_written_as_before_rulesets_and_an_advance_one_names_its_ruleset():
    classic = first_game(["a", "b"])
    assert "ruleset" not in classic.to_dict()
    assert Setup.from_dict(classic.to_dict()) == classic
    advance = Setup(**{**classic.to_dict(), "ruleset": "advance", "options": {"board": "dungeon"}})
    assert advance.to_dict()["ruleset"] == "advance"
    assert Setup.from_dict(advance.to_dict()) == advance
    assert "ruleset advance (dungeon side)" in advance.summary()


def test_an_unknown_ruleset_or_board_side_is_refused_with_the_reason(catalog):
    setup = first_game(["a", "b"])
    with pytest.raises(SetupError, match="unknown ruleset 'modern'"):
        Game.new(catalog, Setup(**{**setup.to_dict(), "ruleset": "modern"}), 1)
    with pytest.raises(SetupError, match="board: 'wilderness' is not one of dungeon"):
        Game.new(catalog, Setup(**{**setup.to_dict(), "options": {"board": "wilderness"}}), 1)
    with pytest.raises(SetupError, match="board: 'cave' is not one of wilderness, dungeon"):
        Game.new(catalog, Setup(**{**setup.to_dict(), "ruleset": "advance", "options": {"board": "cave"}}), 1)


@pytest.mark.parametrize("mode", ["alone", "coop"])
def test_advance_is_refused_in_the_modes_its_rulebook_has_not(catalog, mode):
    setup = Setup(**{**first_game(["a"]).to_dict(), "ruleset": "advance", "mode": mode})
    with pytest.raises(SetupError, match=f"Advance can be played only as competitive, solo, not {mode}"):
        Game.new(catalog, setup, 1)


def test_the_game_reaches_its_ruleset_and_board_side(catalog):
    classic = Game.new(catalog, first_game(["a", "b"]), 1)
    assert (classic.ruleset.name, classic.ruleset.hall_ranks, classic.ruleset.attack_per_darkness) == ("classic", 3, 2)
    setup = Setup(**{**first_game(["a", "b"]).to_dict(), "ruleset": "advance"})
    wild = Game.new(catalog, setup, 1)
    assert (wild.ruleset.board.name, wild.ruleset.hall_ranks, wild.ruleset.attack_per_darkness) == ("wilderness", 4, 1)
    assert wild.ruleset.title() == "Advance (Wilderness side)"
    cave = Game.new(catalog, Setup(**{**setup.to_dict(), "options": {"board": "dungeon"}}), 1)
    assert (cave.ruleset.board.name, cave.ruleset.hall_ranks, cave.ruleset.attack_per_darkness) == ("dungeon", 3, 2)


def test_the_wilderness_hall_is_filled_at_setup_with_a_monster_in_each_of_its_4_ranks(catalog):
    setup = Setup(**{**first_game(["a", "b"]).to_dict(), "ruleset": "advance"})
    game = Game.new(catalog, setup, 7, checked=True)
    assert len(game.state.hall) == 4
    assert all(game.state.hall_card(r) is not None for r in (1, 2, 3, 4))
    assert "hall.4" in game.state.zone_names()
    cave = Game.new(catalog, Setup(**{**setup.to_dict(), "options": {"board": "dungeon"}}), 7, checked=True)
    assert len(cave.state.hall) == 3


@pytest.mark.parametrize("rank", [1, 2, 3, 4])
def test_on_the_wilderness_each_unlit_point_of_darkness_costs_1_attack(table, rank):
    t = advance_table(table, MILITIA)
    bd = t.breakdown(HALL4[rank - 1], rank=rank)
    assert (bd.rank, bd.light, bd.darkness, bd.light_penalty) == (rank, 0, rank, rank)
    assert (bd.attack, bd.total, bd.attack_per_darkness, bd.darkness_loss) == (6, 6 - rank, 1, rank)


@pytest.mark.parametrize("rank", [1, 2, 3])
def test_on_the_dungeon_side_each_unlit_point_of_darkness_costs_2_attack(table, rank):
    t = advance_table(table, MILITIA, hall=HALL4[:3], board="dungeon")
    bd = t.breakdown(HALL4[rank - 1])
    assert (bd.light_penalty, bd.attack, bd.total, bd.darkness_loss) == (rank, 6, 6 - 2 * rank, 2 * rank)


def test_classic_keeps_2_attack_a_point_of_light_penalty(table):
    t = table(players=[{"hand": MILITIA, "deck": MILITIA}, {"deck": MILITIA}], hall=HALL4[:3],
              dungeon=["Basilisk"], choice="dungeon")
    assert [t.breakdown(n).total for n in HALL4[:3]] == [4, 2, 0]
    assert t.breakdown("Shadow Killer").attack_per_darkness == 2


def test_light_cancels_darkness_point_for_point_on_the_wilderness_and_never_adds_attack(table):
    t = advance_table(table, ["Militia"] * 4 + ["Torch", "Torch"])
    assert [t.breakdown(HALL4[r - 1], rank=r).total for r in (1, 2, 3, 4)] == [4, 4, 3, 2]


def test_darkness_never_takes_the_total_below_0_on_the_wilderness(table):
    t = advance_table(table, ["Militia", "Militia"])
    bd = t.breakdown("Harpy", rank=4)
    assert (bd.attack, bd.light_penalty, bd.total) == (2, 4, 0)


def test_a_monster_of_the_4th_rank_can_be_attacked_and_the_hall_refills_its_4th_rank(table):
    t = advance_table(table, MILITIA * 2)
    deepest = t.game.state.hall_card(4)
    t.do(f"attack {deepest}")
    while t.game.state.prompt is not None:
        t.do("choose " + " ".join(str(v) for v in t.game.state.prompt.options[:t.game.state.prompt.min]))
    t.do("end")
    assert deepest in t.state.players[0].discard  # 12 attack - 4 darkness beats the Harpy
    assert all(t.game.state.hall_card(r) is not None for r in (1, 2, 3, 4))
    assert t.names("hall.4") == ["Basilisk"]


def test_a_wilderness_scenario_refuses_a_fifth_rank(table):
    from game.scenario import ScenarioError

    with pytest.raises(ScenarioError, match="the board has 4 ranks"):
        advance_table(table, MILITIA, hall=HALL4 + ["Harpy"])


@pytest.mark.parametrize("board", ["wilderness", "dungeon"])
def test_whole_games_on_either_advance_board_side_play_to_the_end_with_classic_cards(catalog, board):
    """The Advance rulebook lets Classic and Advance cards mix (Glossar: Thunderstone and Thunderstone
    Advance together); until Advance's cards are in, its rules so far play with the Classic cards:
    random setups, random bots, invariants checked after every event."""
    from game.ai.random_bot import RandomBot
    from game.engine.setup import random_setup

    for seed in range(4):
        request = random_setup(["a", "b", "c"])
        setup = Setup(**{**request.to_dict(), "ruleset": "advance", "options": {"board": board}})
        game = Game.new(catalog, setup, 300 + seed, checked=True)
        bots = [RandomBot(seed * 7 + p) for p in range(3)]
        while not game.state.over:
            game.apply(bots[game.to_act].choose(game))
            assert game.state.turn_number <= 2000, f"seed {seed}: no end"
        assert len(game.state.hall) == (4 if board == "wilderness" else 3)
        assert game.state.result["reason"] == "the Thunderstone reached rank 1"
