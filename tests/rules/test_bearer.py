"""Advance's Thunderstone Bearer (Towers of Ruin rulebook: Den Dungeon vorbereiten, Spielziel, Das
Spielende, Wächter; Was ist neu: Endgegner): a Guardian monster shuffled into the bottom 11 of the
dungeon deck; the game ends after the turn in which the active player defeats it, or in which it
reaches rank 1 and flees; ties go to the one who defeated it, else to the most XP.

The Bearer here is synthetic (tests/data/trait_cards/rules_test_bearer.yaml: health 6, 5 VP, 3 XP)
until the Advance cards are in."""

import pytest

from game.engine.errors import SetupError
from game.engine.events import BattleResolved, GameEnded
from game.engine.game import Game
from game.engine.rules import scoring
from game.engine.setup import Setup, first_game

STRONG = ["Chalice Quester"] * 3 + ["Torch"] * 2  # attack 6, light 2
DECK = ["Militia"] * 6


def bearer_table(trait_table, hall, hand=STRONG, others=None, xp=0, **spec):
    others = others if others is not None else [{"deck": DECK}]
    return trait_table(ruleset="advance", hall=hall, dungeon=["Manticore", "Manticore", "Manticore"],
                       choice="dungeon", players=[{"name": "Ann", "hand": hand, "deck": DECK, "xp": xp}] + others,
                       **spec)


def fight(t, monster):
    t.do(f"attack [{monster}]")
    while t.game.state.prompt is not None:
        p = t.game.state.prompt
        t.do("choose " + " ".join(str(v) for v in p.options[:p.min]))


def ended(t) -> GameEnded:
    return next(e for e in t.game.log if isinstance(e, GameEnded))


def advance_setup(thunderstone, ruleset="advance"):
    return Setup(**{**first_game(["a", "b"]).to_dict(), "ruleset": ruleset, "thunderstone": thunderstone})


# --- setup ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(6))
def test_the_bearer_is_shuffled_into_the_bottom_11_cards_of_the_dungeon_deck(trait_catalog, seed):
    game = Game.new(trait_catalog, advance_setup("rules_test_bearer"), seed, checked=True)
    st = game.state
    bearer = next(c for c in range(len(st.cards)) if game.defn(c).kind == "thunderstone_bearer")
    monsters = len(st.dungeon) + sum(len(s) for s in st.hall)
    assert bearer in st.dungeon and st.dungeon.index(bearer) >= len(st.dungeon) - 11
    assert monsters == 31  # three groups of 10 and the Bearer; the Wilderness hall holds 4 of them


def test_the_bearers_place_in_the_deck_varies_with_the_seed_within_the_bottom_11(trait_catalog):
    depths = set()
    for seed in range(12):
        game = Game.new(trait_catalog, advance_setup("rules_test_bearer"), seed)
        st = game.state
        bearer = next(c for c in st.dungeon if game.defn(c).kind == "thunderstone_bearer")
        depths.add(len(st.dungeon) - st.dungeon.index(bearer))
    assert len(depths) > 3 and max(depths) <= 11


def test_a_classic_game_refuses_a_bearer_and_an_advance_game_still_takes_a_classic_thunderstone(trait_catalog):
    with pytest.raises(SetupError, match="'rules_test_bearer' is not a Thunderstone$"):
        Game.new(trait_catalog, advance_setup("rules_test_bearer", "classic"), 1)
    with pytest.raises(SetupError, match="is not a Thunderstone Bearer or Thunderstone"):
        Game.new(trait_catalog, advance_setup("harpy"), 1)
    assert Game.new(trait_catalog, advance_setup("stone_of_mystery"), 1).state.over is False


# --- a Guardian -----------------------------------------------------------------------------------

def test_the_bearer_stays_in_the_hall_after_winning_a_battle(trait_table):
    t = bearer_table(trait_table, ["Harpy", "Test Bearer", "Harpy", "Harpy"], hand=["Militia", "Torch"])
    bearer = t.card("Test Bearer")
    fight(t, "Test Bearer")
    assert not next(e for e in t.game.log if isinstance(e, BattleResolved)).won
    assert t.game.state.loc[bearer] == "hall.2" and bearer not in t.game.state.dungeon


def test_no_effect_moves_the_bearer_in_the_hall_or_out_of_it(trait_table):
    """Banish may return a monster under the deck or rearrange the hall: the Bearer is offered
    for neither (Wächter; Bhoidwood glossary: Guardians are not moved)."""
    t = bearer_table(trait_table, ["Test Bearer", "Harpy", "Harpy", "Harpy"], hand=["Banish", "Militia"])
    bearer = t.card("Test Bearer")
    t.do("use [Banish] 0", "choose put_a_monster_from_the_hall_under_the_dungeon_deck")
    prompt = t.game.state.prompt
    assert prompt.kind == "cards" and bearer not in prompt.options and prompt.options
    from game.engine.effects.hall import movable

    assert not movable(t.game, bearer, t.card("Banish"))


def test_the_bearer_cannot_be_defeated_while_another_guardian_is_in_the_hall(trait_table):
    hand = ["Chalice Quester"] * 6 + ["Torch"] * 3  # attack 12, more than the Bearer's health 6
    t = bearer_table(trait_table, ["Test Bearer", "Guardian of Torment", "Harpy", "Harpy"], hand=hand)
    bd = t.breakdown("Test Bearer")
    assert bd.total >= bd.health and not bd.wins
    assert bd.failed_requirement == "Guardian of Torment, a Guardian, is in the dungeon hall"
    alone = bearer_table(trait_table, ["Test Bearer", "Harpy", "Harpy", "Harpy"], hand=hand)
    assert alone.breakdown("Test Bearer").wins


# --- the end --------------------------------------------------------------------------------------

def test_defeating_the_bearer_ends_the_game_at_the_end_of_that_turn(trait_table):
    t = bearer_table(trait_table, ["Test Bearer", "Harpy", "Harpy", "Harpy"])
    bearer = t.card("Test Bearer")
    fight(t, "Test Bearer")
    assert t.game.state.loc[bearer] == "p0.discard" and t.game.state.players[0].xp == 3
    assert not t.game.state.over  # the turn goes on: Spoils, then its end
    t.do("end")
    end = ended(t)
    assert t.game.state.over and end.reason == "Ann defeated Test Bearer"
    assert end.winners == (0,) and end.scores == {"0": 5, "1": 0}
    assert scoring.breakdown(t.game, 0) == {"Monsters": 5, "Heroes": 0, "Village cards": 0}


def test_the_bearer_reaching_rank_1_ends_the_game_after_that_turn_and_nobody_gets_it(trait_table):
    t = bearer_table(trait_table, ["Harpy", "Test Bearer", "Harpy", "Harpy"])
    bearer = t.card("Test Bearer")
    fight(t, "Harpy")
    assert not t.game.state.over
    t.do("end")
    end = ended(t)
    assert t.game.state.over and end.reason == "Test Bearer reached rank 1 and fled"
    assert t.game.state.hall_card(1) == bearer and end.thunderstone_holder is None
    assert end.winners == (0,)  # the Harpy's VP


def test_the_game_goes_on_while_the_bearer_is_neither_defeated_nor_in_rank_1(trait_table):
    t = bearer_table(trait_table, ["Harpy", "Harpy", "Test Bearer", "Harpy"])
    fight(t, "Harpy")
    t.do("end")
    assert not t.game.state.over and t.game.state.active == 1
    assert t.game.state.hall_card(2) == t.card("Test Bearer")


def test_a_tie_goes_to_the_tied_player_who_defeated_the_bearer_even_with_less_xp(trait_table):
    # Ann defeats the Bearer (5 VP); Bob holds 5 VP (Judgement 3 + Lord Mortis 2) and more XP
    t = bearer_table(trait_table, ["Test Bearer", "Harpy", "Harpy", "Harpy"],
                     others=[{"deck": DECK, "discard": ["Judgement", "Lord Mortis"], "xp": 9}])
    fight(t, "Test Bearer")
    t.do("end")
    end = ended(t)
    assert end.scores == {"0": 5, "1": 5} and end.winners == (0,)


def test_a_tie_after_another_player_defeated_the_bearer_goes_to_the_tied_player_with_most_xp(trait_table):
    # Ann defeats the Bearer (5 VP) but Bob and Cid hold 6 VP each; Cid has more XP
    others = [{"deck": DECK, "discard": ["Knightmare"], "xp": 2},
              {"deck": DECK, "discard": ["Judgement", "Judgement"], "xp": 4}]
    t = bearer_table(trait_table, ["Test Bearer", "Harpy", "Harpy", "Harpy"], others=others)
    fight(t, "Test Bearer")
    t.do("end")
    end = ended(t)
    assert end.scores == {"0": 5, "1": 6, "2": 6} and end.winners == (2,)


@pytest.mark.parametrize("xp, winners", [((1, 3), (1,)), ((2, 2), (0, 1))])
def test_a_tie_after_the_bearer_fled_goes_to_the_most_xp_and_a_tie_in_xp_is_shared(trait_table, xp, winners):
    t = bearer_table(trait_table, ["Harpy", "Test Bearer", "Harpy", "Harpy"], xp=xp[0] - 1,  # +1 for the Harpy
                     others=[{"deck": DECK, "discard": ["Harpy"], "xp": xp[1]}])
    fight(t, "Harpy")
    t.do("end")
    end = ended(t)
    assert end.scores == {"0": 1, "1": 1} and end.winners == winners


@pytest.mark.parametrize("board", ["wilderness", "dungeon"])
def test_whole_advance_games_with_a_bearer_end_by_its_defeat_or_flight(trait_catalog, board):
    """Random setups and random bots, invariants checked after every event: each game ends with the
    Bearer defeated (its victor holds it) or fled (in rank 1)."""
    from game.ai.random_bot import RandomBot
    from game.engine.setup import random_setup

    for seed in range(3):
        request = random_setup(["a", "b", "c"])
        setup = Setup(**{**request.to_dict(), "ruleset": "advance", "thunderstone": "rules_test_bearer",
                         "options": {"board": board}})
        game = Game.new(trait_catalog, setup, 500 + seed, checked=True)
        bots = [RandomBot(seed * 11 + p) for p in range(3)]
        while not game.state.over:
            game.apply(bots[game.to_act].choose(game))
            assert game.state.turn_number <= 2000, f"seed {seed}: no end"
        reason = game.state.result["reason"]
        bearer = next(c for c in range(len(game.state.cards)) if game.defn(c).kind == "thunderstone_bearer")
        if reason.endswith("fled"):
            assert game.state.hall_card(1) == bearer
        else:
            assert reason.endswith("defeated Test Bearer") and game.state.loc[bearer].endswith(".discard")
