"""Random setup with the randomizers (rulebook: Setup and the note under Past Randomizers;
game/engine/randomizers.py): monster randomizers turned until 3 groups show, the Dungeon Feature
randomizers turned on the way each taking a card of the Dungeon Feature pile (Pick Two: two more),
4 hero and 8 village randomizers, a Thunderstone; all from the seed, on a stream of its own."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from game.ai.random_bot import RandomBot
from game.engine import randomizers
from game.engine.cards import Catalog
from game.engine.errors import SetupError
from game.engine.game import Game
from game.engine.randomizers import GUARDIAN, PICK_TWO, SETTING, feature_pile, take_features
from game.engine.sets import card_set
from game.engine.setup import Setup, random_setup, resolve

SEEDS = range(400)
PLAYERS = ["A", "B", "C"]


@pytest.fixture(scope="module")
def resolved(catalog):
    """(seed, trace, setup) for many seeds of the plain Dragonspire request."""
    out = []
    for seed in SEEDS:
        trace: list[str] = []
        out.append((seed, trace, randomizers.resolve(catalog, random_setup(PLAYERS), seed, trace)))
    return out


def group_set(catalog, groups):
    return {catalog.groups[g].set for g in groups}


# --- the Dungeon Feature pile ---------------------------------------------------------------------------

def test_each_dungeon_feature_randomizer_takes_the_next_card_of_the_pile():
    pile = [SETTING, GUARDIAN, "draconic_traps", SETTING]
    assert take_features(pile, 0) == []
    assert take_features(pile, 1) == [SETTING]
    assert take_features(pile, 3) == [SETTING, GUARDIAN, "draconic_traps"]


def test_pick_two_takes_the_next_two_cards_in_its_place():
    assert take_features([PICK_TWO, GUARDIAN, SETTING, "draconic_traps"], 1) == [PICK_TWO, GUARDIAN, SETTING]
    assert take_features([GUARDIAN, PICK_TWO, SETTING, "draconic_traps", "figurine_treasures"], 2) == [
        GUARDIAN, PICK_TWO, SETTING, "draconic_traps"]


def test_the_pile_running_out_ends_the_features():
    assert take_features([SETTING, PICK_TWO], 1) == [SETTING]
    assert take_features([GUARDIAN, PICK_TWO], 2) == [GUARDIAN, PICK_TWO]
    assert take_features([GUARDIAN, SETTING], 5) == [GUARDIAN, SETTING]


def test_the_dragonspire_pile_is_guardian_two_settings_pick_two_traps_and_treasures(catalog):
    assert sorted(feature_pile(catalog, ["dragonspire"])) == sorted(
        [GUARDIAN, SETTING, SETTING, PICK_TWO, "draconic_traps", "figurine_treasures"])
    assert card_set("dragonspire").feature_randomizers == 3


def test_a_pile_card_without_cards_in_the_data_is_left_out(catalog):
    less = Catalog({k: d for k, d in catalog.cards.items() if d.kind not in ("setting", "trap")},
                   {g: grp for g, grp in catalog.groups.items() if grp.kind not in ("setting", "trap")})
    assert sorted(feature_pile(less, ["dragonspire"])) == sorted([GUARDIAN, PICK_TWO, "figurine_treasures"])


# --- what a request resolves to ------------------------------------------------------------------------

def test_a_random_setup_has_3_monster_groups_4_heroes_8_village_stacks_and_a_thunderstone(catalog, resolved):
    for seed, _, s in resolved:
        assert len(set(s.monsters)) == 3 and len(set(s.heroes)) == 4 and len(set(s.village)) == 8, seed
        assert all(catalog.groups[g].kind == "monster" for g in s.monsters)
        assert all(catalog.groups[g].kind == "hero" for g in s.heroes)
        assert all(catalog.groups[g].kind == "village" for g in s.village)
        assert catalog.groups[s.thunderstone].kind == "thunderstone"
        assert group_set(catalog, s.monsters + s.heroes + s.village) == {"dragonspire"}
        assert s.random is None and s.players == PLAYERS


def test_every_dragonspire_group_can_come_up_and_the_draws_vary(catalog, resolved):
    seen = Counter(g for _, _, s in resolved for g in s.monsters + s.heroes + s.village + [s.thunderstone])
    for g, grp in catalog.groups.items():
        if grp.set == "dragonspire" and grp.kind in ("monster", "hero", "village", "thunderstone"):
            assert seen[g] > 0, g
    assert len({tuple(s.monsters) for _, _, s in resolved}) > 50


def test_the_monster_randomizers_stop_at_the_third_monster_group(resolved):
    for seed, trace, s in resolved:
        turned = [line for line in trace if line.startswith("monster randomizer:")]
        assert turned[-1] == f"monster randomizer: {s.monsters[-1]}", seed
        assert len(turned) - 3 == sum(line.endswith("Dungeon Feature") for line in turned)


def test_dungeon_features_come_only_from_feature_randomizers_turned_over(resolved):
    with_features = 0
    for seed, trace, s in resolved:
        turned = sum(line == "monster randomizer: Dungeon Feature" for line in trace)
        taken = [line.split(": ", 1)[1] for line in trace if line.startswith("Dungeon Feature:")]
        picks = taken.count(PICK_TWO)
        assert len(taken) == min(turned + 2 * picks, 6), seed
        results = Counter(t for t in taken if t != PICK_TWO)
        assert s.guardians and results[GUARDIAN] == 1 or not s.guardians and results[GUARDIAN] == 0, seed
        assert (s.setting is not None) == (results[SETTING] > 0), seed
        assert s.traps == (["draconic_traps"] if results["draconic_traps"] else []), seed
        assert s.treasures == (["figurine_treasures"] if results["figurine_treasures"] else []), seed
        with_features += bool(turned)
    # 3 feature randomizers among 8 monster ones: none turned when the first 3 are monsters, 56/165
    assert 0.55 < with_features / len(SEEDS) < 0.78


def test_pick_two_gives_two_more_features(resolved):
    picked = [(seed, trace, s) for seed, trace, s in resolved if "Dungeon Feature: pick_two" in trace]
    assert picked
    for seed, trace, _ in picked:
        taken = [line.split(": ", 1)[1] for line in trace if line.startswith("Dungeon Feature:")]
        i = taken.index(PICK_TWO)
        assert len(taken) >= i + 3 or len(taken) == 6, seed  # the two after it (unless the pile ran out)


def test_only_one_setting_comes_even_when_both_setting_cards_are_taken(resolved):
    both = [s for _, trace, s in resolved if trace.count("Dungeon Feature: setting") == 2]
    assert both
    assert all(s.setting == "barrowsdale" for s in both)


def test_the_setting_feature_gives_barrowsdale_the_only_setting_with_rules(resolved):
    settings = {s.setting for _, _, s in resolved}
    assert settings == {None, "barrowsdale"}


def test_the_guardian_feature_gives_one_of_the_two_guardians(resolved):
    guardians = Counter(g for _, _, s in resolved for g in s.guardians)
    assert set(guardians) == {"guardian_of_night", "guardian_of_torment"}
    assert all(len(s.guardians) <= 1 for _, _, s in resolved)


def test_the_same_request_and_seed_resolve_the_same_and_other_seeds_differ(catalog):
    a = resolve(catalog, random_setup(PLAYERS), 17)
    assert resolve(catalog, random_setup(PLAYERS), 17) == a
    assert resolve(catalog, random_setup(PLAYERS), 18) != a


def test_without_feature_randomizers_no_feature_comes(catalog):
    for seed in range(60):
        request = random_setup(PLAYERS)
        request.random["feature_randomizers"] = 0
        s = resolve(catalog, request, seed)
        assert (s.guardians, s.traps, s.treasures, s.setting) == ([], [], [], None)


# --- options: a longer game, groups chosen by hand ---------------------------------------------------

def test_a_longer_game_turns_over_more_monster_groups(catalog):
    for seed in range(30):
        s = resolve(catalog, random_setup(PLAYERS, monster_groups=5), seed)
        assert len(set(s.monsters)) == 5
        game = Game.new(catalog, random_setup(PLAYERS, monster_groups=5), seed)
        assert game.setup == s
        features = 8 * (len(s.traps) + len(s.treasures)) + len(s.guardians)
        assert len(game.state.dungeon) + 3 == 50 + features + 1


def test_groups_chosen_by_hand_are_kept_and_the_randomizers_complete_the_rest(catalog):
    for seed in range(40):
        request = random_setup(PLAYERS, monsters=["giant"], heroes=["cabal", "flame"], village=["trader"],
                               guardians=["guardian_of_night"], setting="barrowsdale",
                               thunderstone="stone_of_scorn")
        s = resolve(catalog, request, seed)
        assert s.monsters[0] == "giant" and len(set(s.monsters)) == 3
        assert s.heroes[:2] == ["cabal", "flame"] and len(set(s.heroes)) == 4
        assert s.village[0] == "trader" and len(set(s.village)) == 8
        assert s.guardians[0] == "guardian_of_night" and len(s.guardians) <= 2
        assert s.setting == "barrowsdale" and s.thunderstone == "stone_of_scorn"


def test_a_request_that_names_everything_resolves_to_itself(catalog):
    full = Setup(PLAYERS, ["giant", "undead_lich", "bandit_humanoid"],
                 ["cabal", "flame", "evoker", "chulian"],
                 ["trader", "guide", "skullbreaker", "scout", "polymorph", "frost_bolt", "soul_gem", "silverstorm"],
                 "stone_of_terror", random={"sets": ["dragonspire"]})
    assert resolve(catalog, full, 3) == replace(full, random=None)


@pytest.mark.parametrize("random, words", [
    ("yes", "expected a mapping"),
    ({"colour": "red"}, "unknown option"),
    ({"sets": ["no_such_box"]}, "no card set 'no_such_box'"),
    ({"sets": []}, "at least one card set"),
    ({"monster_groups": 0}, "at least 1"),
    ({"monster_groups": 9}, "8"),
    ({"monster_groups": "3"}, "expected int"),
    ({"feature_randomizers": -1}, "negative"),
])
def test_a_bad_request_is_refused_with_the_reason(catalog, random, words):
    with pytest.raises(SetupError, match=words):
        Game.new(catalog, Setup(PLAYERS, [], [], [], random=random), 1)


def test_more_groups_chosen_by_hand_than_the_game_has_is_refused(catalog):
    request = random_setup(PLAYERS, heroes=["cabal", "flame", "evoker", "chulian", "veteran"])
    with pytest.raises(SetupError, match="5 chosen by hand"):
        Game.new(catalog, request, 1)


# --- the resolved setup builds the same game -----------------------------------------------------------

def play(game: Game, actions: int, bot_seed: int = 1) -> Game:
    bot = RandomBot(bot_seed)
    for _ in range(actions):
        if game.state.over:
            break
        game.apply(bot.choose(game))
    return game


@pytest.mark.parametrize("seed", [2, 5, 11])
def test_the_resolved_setup_with_the_same_seed_builds_exactly_the_same_game(catalog, seed):
    a = play(Game.new(catalog, random_setup(PLAYERS), seed, checked=True), 150)
    resolved = a.setup
    assert resolved.random is None
    b = play(Game.new(catalog, Setup.from_dict(resolved.to_dict()), seed), 150)
    assert [e.to_dict() for e in a.log] == [e.to_dict() for e in b.log]


def test_choosing_the_cards_draws_nothing_from_the_games_generator(catalog):
    """The same complete setup and seed shuffle the same, whether or not it came from a request."""
    request = random_setup(PLAYERS)
    s = resolve(catalog, request, 8)
    assert Game.new(catalog, s, 8).state.rng == Game.new(catalog, request, 8).state.rng


def test_a_random_game_is_saved_as_the_cards_dealt_and_loads_exactly(catalog, tmp_path):
    """The save keeps what the randomizers dealt, not the request, so that a later version dealing
    otherwise cannot change the game (tests/saves/test_savegame.py changes the randomizers)."""
    from game.saves.savegame import load_game, start_game

    request = random_setup(PLAYERS, monster_groups=4)
    saver = start_game(catalog, request, 9, tmp_path / "random.tsave", fsync=False)
    bot = RandomBot(3)
    for _ in range(120):
        if saver.game.state.over:
            break
        saver.apply(bot.choose(saver.game))
    loaded = load_game(tmp_path / "random.tsave", catalog)
    assert loaded.setup == saver.game.setup and len(loaded.setup.monsters) == 4
    assert [e.to_dict() for e in loaded.log] == [e.to_dict() for e in saver.game.log]
    from game.saves.savegame import read_save

    assert read_save(tmp_path / "random.tsave").header["start"]["setup"] == saver.game.setup.to_dict()
