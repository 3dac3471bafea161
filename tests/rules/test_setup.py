"""Setup (rulebook: Setup, Your First Game, Setup Overview, Playing the Game, Breach Effect)."""

from collections import Counter

import pytest

from game.engine.actions import EndTurn, Visit
from game.engine.events import BreachSkipped, BreachTriggered, FirstPlayerChosen, Shuffled
from game.engine.game import Game
from game.engine.setup import first_game

FIRST_GAME = first_game([]).to_dict()  # Dragonspire's

SEEDS = range(120)


def new_game(catalog, players: int = 2, seed: int = 0) -> Game:
    return Game.new(catalog, first_game([f"P{i}" for i in range(players)]), seed, checked=True)


def names(game: Game, zone: str) -> list[str]:
    return [game.name(c) for c in game.state.zone(zone)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_basic_stacks_hold_the_box_counts_minus_the_starting_decks(catalog, players):
    game = new_game(catalog, players)
    counts = {g: len(game.state.stacks[g]) for g in ("militia", "dagger", "iron_rations", "torch")}
    assert counts == {
        "militia": 30 - 6 * players,
        "dagger": 15 - 2 * players,
        "iron_rations": 15 - 2 * players,
        "torch": 15 - 2 * players,
    }


def test_the_village_has_4_basic_4_hero_and_8_village_stacks_of_the_first_game(catalog):
    game = new_game(catalog)
    assert list(game.state.stacks) == (["militia", "dagger", "iron_rations", "torch"]
                                       + FIRST_GAME["heroes"] + FIRST_GAME["village"])
    for g in FIRST_GAME["village"]:
        assert len(game.state.stacks[g]) == 8, g
        assert {game.defn(c).group for c in game.state.stacks[g]} == {g}


@pytest.mark.parametrize("hero", FIRST_GAME["heroes"])
def test_hero_stacks_have_six_level_1_on_top_then_four_level_2_then_two_level_3(catalog, hero):
    game = new_game(catalog)
    levels = [game.defn(c).level for c in game.state.stacks[hero]]
    assert levels == [1] * 6 + [2] * 4 + [3] * 2


@pytest.mark.parametrize("players", [2, 5])
def test_each_starting_deck_is_6_militia_2_dagger_2_iron_rations_2_torch_with_6_in_hand(catalog, players):
    game = new_game(catalog, players, seed=7)
    for p in range(players):
        pl = game.state.players[p]
        assert len(pl.hand) == 6 and len(pl.deck) == 6
        assert pl.discard == [] and pl.aside == [] and pl.xp == 0
        owned = Counter(game.name(c) for c in pl.hand + pl.deck)
        assert owned == {"Militia": 6, "Dagger": 2, "Iron Rations": 2, "Torch": 2}


def test_starting_decks_are_shuffled_so_hands_differ_between_seeds(catalog):
    hands = {tuple(sorted(names(new_game(catalog, seed=s), "p0.hand"))) for s in range(30)}
    assert len(hands) > 1


def test_the_hall_holds_three_monsters_and_the_dungeon_deck_the_rest(catalog):
    for seed in range(20):
        game = new_game(catalog, seed=seed)
        st = game.state
        hall = [slot[0] for slot in st.hall]
        assert [len(slot) for slot in st.hall] == [1, 1, 1]
        assert all(game.defn(c).kind == "monster" for c in hall)
        # 3 monster groups of 10 cards and one Thunderstone
        assert len(st.dungeon) + len(hall) == 31
        assert st.rank0 == [] and st.destroyed == []
        assert len(st.disease) == 10


def test_the_thunderstone_is_always_within_the_bottom_11_cards_and_not_always_at_one_place(catalog):
    depths = Counter()
    for seed in SEEDS:
        game = new_game(catalog, seed=seed)
        dungeon = game.state.dungeon
        stones = [i for i, c in enumerate(dungeon) if game.defn(c).kind == "thunderstone"]
        assert len(stones) == 1
        depth = len(dungeon) - stones[0]  # 1 = the bottom card
        assert 1 <= depth <= 11, f"seed {seed}: Thunderstone is card {depth} from the bottom"
        depths[depth] += 1
    assert len(depths) >= 8  # spread over the bottom 11, not fixed
    assert depths[11] > 0 and depths[1] > 0


def test_the_thunderstone_is_picked_from_the_available_stones_by_seed_or_named(catalog):
    picked = set()
    for seed in range(30):
        game = new_game(catalog, seed=seed)
        picked |= {game.name(c) for c in game.state.dungeon if game.defn(c).kind == "thunderstone"}
    assert picked == {"Stone of Terror", "Stone of Scorn"}
    game = Game.new(catalog, first_game(["A", "B"], thunderstone="stone_of_scorn"), 3)
    assert [game.name(c) for c in game.state.dungeon if game.defn(c).kind == "thunderstone"] == ["Stone of Scorn"]


def test_the_first_player_is_random_and_varies_with_the_seed(catalog):
    firsts = Counter()
    for seed in range(60):
        game = new_game(catalog, players=3, seed=seed)
        chosen = [e for e in game.log if isinstance(e, FirstPlayerChosen)]
        assert len(chosen) == 1 and chosen[0].player == game.state.active
        assert game.state.turn_number == 1 and game.state.turn.choice is None
        firsts[game.state.active] += 1
    assert set(firsts) == {0, 1, 2}


def test_the_same_seed_gives_the_same_setup(catalog):
    a, b = new_game(catalog, 3, seed=42), new_game(catalog, 3, seed=42)
    assert [e.to_dict() for e in a.log] == [e.to_dict() for e in b.log]
    assert a.state == b.state


def test_the_dungeon_deck_is_shuffled_differently_by_different_seeds(catalog):
    orders = {tuple(names(new_game(catalog, seed=s), "dungeon")) for s in range(10)}
    assert len(orders) == 10


def test_a_breach_monster_starting_in_rank_1_does_not_breach_during_setup_or_later(catalog):
    seeds = [s for s in range(200) if names(new_game(catalog, seed=s), "hall.1") == ["Walking Scourge"]]
    assert seeds, "no seed puts Walking Scourge in rank 1"
    for seed in seeds:
        game = new_game(catalog, seed=seed)
        scourge = game.state.hall_card(1)
        assert not any(isinstance(e, BreachTriggered) for e in game.log)
        assert BreachSkipped(scourge) in game.log
        for p in range(2):
            assert "Disease" not in [game.name(c) for c in game.state.player_cards(p)]
        assert len(game.state.disease) == 10
        # nor when the first turn ends with it still in rank 1
        events = game.apply(Visit("rest"))
        events += game.apply(EndTurn())
        assert not any(isinstance(e, BreachTriggered) for e in events)
        assert len(game.state.disease) == 10


def test_no_breach_event_happens_during_any_setup(catalog):
    for seed in range(60):
        game = new_game(catalog, seed=seed)
        assert not any(isinstance(e, BreachTriggered) for e in game.log)
        assert all(game.name(c) != "Disease" for p in range(2) for c in game.state.player_cards(p))


def test_setup_shuffles_the_dungeon_once_and_each_party_deck_once(catalog):
    game = new_game(catalog, players=3, seed=5)
    shuffled = [e.zone for e in game.log if isinstance(e, Shuffled)]
    assert shuffled == ["dungeon", "p0.deck", "p1.deck", "p2.deck"]

