"""Building the dungeon with Dungeon Features chosen by hand (rulebook: Setup, Setup Overview; Guardian
Cards): traps and treasures shuffled in with the monsters, Guardians shuffled with 10 cards onto the
bottom, then the Thunderstone shuffled with 10 more into the bottom 11; traps and treasures turned
over while filling the hall at setup go to the bottom. A first-game setup builds exactly as before."""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine import rng
from game.engine.errors import SetupError
from game.engine.events import Shuffled
from game.engine.game import Game
from game.engine.setup import Setup, first_game

SEEDS = range(80)


def setup_with(**features) -> Setup:
    setup = first_game(["A", "B"])
    for k, v in features.items():
        setattr(setup, k, v)
    return setup


def kinds(game: Game, zone: str = "dungeon") -> list[str]:
    return [game.defn(c).kind for c in game.state.zone(zone)]


def depth_from_bottom(game: Game, kind: str) -> list[int]:
    deck = kinds(game)
    return [len(deck) - i for i, k in enumerate(deck) if k == kind]


# --- Guardians ---------------------------------------------------------------------------------------

def test_a_guardian_lies_among_the_11_cards_just_above_the_thunderstones_11(catalog):
    depths = Counter()
    for seed in SEEDS:
        game = Game.new(catalog, setup_with(guardians=["guardian_of_night"]), seed, checked=True)
        # 30 monsters + Guardian + Thunderstone, 3 of them in the hall
        assert len(game.state.dungeon) == 29 and kinds(game).count("guardian") == 1
        (stone,) = depth_from_bottom(game, "thunderstone")
        (guardian,) = depth_from_bottom(game, "guardian")
        assert 1 <= stone <= 11, seed
        assert 12 <= guardian <= 22, seed
        depths[guardian] += 1
    assert len(depths) >= 8 and depths[12] > 0 and depths[22] > 0  # shuffled within its block


def test_two_guardians_share_one_block_of_12_above_the_thunderstone(catalog):
    for seed in SEEDS:
        game = Game.new(catalog, setup_with(guardians=["guardian_of_night", "guardian_of_torment"]), seed)
        assert sorted(game.name(c) for c in game.state.dungeon if game.defn(c).kind == "guardian") == [
            "Guardian of Night", "Guardian of Torment"]
        assert all(12 <= d <= 23 for d in depth_from_bottom(game, "guardian")), seed
        assert all(1 <= d <= 11 for d in depth_from_bottom(game, "thunderstone")), seed


def test_guardians_are_in_no_hall_at_setup_and_the_hall_holds_three_monsters(catalog):
    for seed in range(20):
        game = Game.new(catalog, setup_with(guardians=["guardian_of_torment"]), seed)
        assert [kinds(game, f"hall.{r}") for r in (1, 2, 3)] == [["monster"]] * 3
        assert game.state.rank0 == []


def test_the_dungeon_is_still_shuffled_in_one_event_with_a_guardian(catalog):
    game = Game.new(catalog, setup_with(guardians=["guardian_of_night"]), 5)
    assert [e.zone for e in game.log if isinstance(e, Shuffled)] == ["dungeon", "p0.deck", "p1.deck"]


# --- traps and treasures ---------------------------------------------------------------------------

def test_traps_and_treasures_are_shuffled_into_the_dungeon_deck_with_the_monsters(catalog):
    tops = Counter()
    for seed in range(40):
        game = Game.new(catalog, setup_with(traps=["draconic_traps"], treasures=["figurine_treasures"]), seed,
                        checked=True)
        count = Counter(kinds(game))
        assert count["trap"] == 8 and count["treasure"] == 8 and count["thunderstone"] == 1
        assert count["monster"] == 27  # 30 less the 3 in the hall
        assert [kinds(game, f"hall.{r}") for r in (1, 2, 3)] == [["monster"]] * 3
        tops[kinds(game)[0]] += 1
    assert tops["trap"] > 0 and tops["treasure"] > 0  # not sorted to the bottom


def test_traps_turned_over_while_filling_the_hall_at_setup_go_to_the_bottom(catalog):
    moved = []
    for seed in range(60):
        game = Game.new(catalog, setup_with(traps=["draconic_traps"], treasures=["figurine_treasures"]), seed)
        shuffled = next(e for e in game.log if isinstance(e, Shuffled) and e.zone == "dungeon")
        skipped, shown = [], []
        for c in shuffled.order:  # turned over until three monsters show
            if len(shown) == 3:
                break
            (shown if game.defn(c).is_monster else skipped).append(c)
        assert [game.state.hall_card(r) for r in (1, 2, 3)] == shown
        if skipped:
            moved.append(seed)
            assert game.state.dungeon[-len(skipped):] == skipped, seed
    assert moved, "no seed turned over a trap or treasure at setup"


# --- validation ------------------------------------------------------------------------------------

@pytest.mark.parametrize("features, words", [
    ({"guardians": ["harpy"]}, "not a Guardian card"),
    ({"guardians": ["guardian_of_night", "guardian_of_night"]}, "listed twice"),
    ({"traps": ["figurine_treasures"]}, "not a trap group"),
    ({"treasures": ["draconic_traps"]}, "not a treasure group"),
    ({"traps": "draconic_traps"}, "expected a list"),
])
def test_a_bad_dungeon_feature_is_refused_by_name(catalog, features, words):
    with pytest.raises(SetupError, match=words):
        Game.new(catalog, setup_with(**features), 1)


def test_a_setup_with_features_survives_to_dict_and_back():
    setup = setup_with(guardians=["guardian_of_night"], traps=["draconic_traps"], setting="barrowsdale")
    assert Setup.from_dict(setup.to_dict()) == setup


def test_a_setup_written_before_features_existed_still_loads():
    old = {"players": ["A", "B"], "monsters": ["giant"], "heroes": [], "village": [], "thunderstone": None,
           "mode": "competitive", "options": {}}
    setup = Setup.from_dict(old)
    assert (setup.guardians, setup.traps, setup.treasures, setup.setting, setup.random) == ([], [], [], None, None)


def test_an_unknown_setup_field_is_refused():
    with pytest.raises(SetupError, match="unknown setup field"):
        Setup.from_dict({"players": ["A"], "monsters": [], "heroes": [], "village": [], "dragons": 3})


# --- the first game builds as before -------------------------------------------------------------

@pytest.mark.parametrize("seed", [0, 1, 7, 42])
def test_a_first_game_dungeon_is_the_same_shuffle_as_before_features_existed(catalog, seed):
    """Saves of first games made before the features must replay: same random draws, same order."""
    game = Game.new(catalog, first_game(["A", "B"]), seed)
    shuffled = next(e for e in game.log if isinstance(e, Shuffled) and e.zone == "dungeon")
    # the original procedure: the Thunderstone drawn from the seed, monsters shuffled, the
    # Thunderstone shuffled with the last 10
    r, i = rng.below(rng.seed_state(seed), 2)
    stone = [c for c in shuffled.order if game.defn(c).kind == "thunderstone"]
    assert game.defn(stone[0]).group == ["stone_of_scorn", "stone_of_terror"][i]
    monsters = sorted(c for c in shuffled.order if c not in stone)
    r, monsters = rng.shuffled(r, monsters)
    r, bottom = rng.shuffled(r, monsters[-10:] + stone)
    assert shuffled.order == tuple(monsters[:-10] + bottom) and shuffled.rng == r
