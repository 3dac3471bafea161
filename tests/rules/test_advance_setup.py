"""Advance's setup (Towers of Ruin rulebook: Vorbereitung der Kommandodecks, Auswahl der Gegner, Das Dorf
vorbereiten; docs/advance.md sections 1-3 and 8): the starting deck and the Basic stacks, hero stacks that
are not village stacks, no gold value apart from 0, and the randomizers' deal by level and by category."""

from collections import Counter

import pytest

from game.engine.game import Game
from game.engine.rulesets import dealing
from game.engine.sets import card_set, first_game_missing
from game.engine.setup import Setup, build, first_game


def advance_game(catalog, players=3, seed=1):
    fg = card_set("dragonspire").first_game  # Classic groups: allowed with Advance (rulebook: Glossar)
    setup = Setup([f"P{i}" for i in range(players)], list(fg.monsters), list(fg.heroes), list(fg.village),
                  ruleset="advance")
    return build(catalog, setup, seed, checked=True)


def test_each_starting_deck_is_6_regulars_2_longspears_2_torches_and_2_shards(catalog):
    game = advance_game(catalog)
    for p in game.state.players:
        assert Counter(game.state.cards[c] for c in p.deck + p.hand) == Counter(
            {"regular": 6, "longspear": 2, "advance_torch": 2, "thunderstone_shard": 2})
        assert len(p.hand) == 6


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_basic_stacks_hold_3_cards_per_player_and_the_shards_no_stack(catalog, players):
    game = advance_game(catalog, players)
    st = game.state
    assert {g: len(st.stacks[g]) for g in ("regular", "longspear", "advance_torch")} == dict.fromkeys(
        ("regular", "longspear", "advance_torch"), 3 * players)
    assert not {"militia", "dagger", "iron_rations", "torch", "thunderstone_shard"} & set(st.stacks)
    assert sum(1 for k in st.cards if k == "thunderstone_shard") == 2 * players


def test_five_players_use_the_box_counts_exactly(catalog):
    st = advance_game(catalog, 5).state
    made = Counter(st.cards)
    assert (made["regular"], made["longspear"], made["advance_torch"], made["thunderstone_shard"]) == (45, 25, 25, 10)


def test_a_classic_game_still_deals_militia_daggers_iron_rations_and_torches(catalog):
    fg = card_set("dragonspire").first_game
    game = build(catalog, Setup(["A", "B"], list(fg.monsters), list(fg.heroes), list(fg.village)), 1)
    p = game.state.players[0]
    assert Counter(game.state.cards[c] for c in p.deck + p.hand) == Counter(
        {"militia": 6, "dagger": 2, "iron_rations": 2, "torch": 2})
    assert "regular" not in game.state.stacks


def test_hero_stacks_are_village_stacks_in_classic_only(catalog):
    game = advance_game(catalog)
    classic = build(catalog, first_game(["A", "B"]), 1)
    hero = card_set("dragonspire").first_game.heroes[0]
    assert not game.ruleset.is_village_stack(game, hero) and game.ruleset.is_village_stack(game, "longspear")
    assert classic.ruleset.is_village_stack(classic, hero)


def test_no_gold_value_is_not_a_gold_value_of_0_in_advance(catalog):
    game = advance_game(catalog)
    regular = next(c for c, k in enumerate(game.state.cards) if k == "regular")
    assert game.defn(regular).gold == 0
    assert game.ruleset.has_gold_value(game, regular)  # a printed 0
    assert game.matches(regular, {"gold": "some"})
    classic = build(catalog, first_game(["A", "B"]), 1)
    militia = next(c for c, k in enumerate(classic.state.cards) if k == "militia")
    assert not classic.matches(militia, {"gold": "some"})  # Classic: gold above 0


def test_the_advance_first_game_is_the_rulebooks_on_the_wilderness_with_stramst(catalog):
    # rulebook: Das erste Spiel (its monsters are levels 1, 2, 2: docs/advance.md section 21)
    assert first_game_missing(catalog, "advance") is None
    setup = first_game(["A", "B"], card_set="advance")
    assert (setup.ruleset, setup.options, setup.thunderstone) == ("advance", {"board": "wilderness"}, "stramst")
    game = build(catalog, setup, 1)
    st = game.state
    assert sorted(st.stacks) == sorted(["regular", "longspear", "advance_torch", "bhoidwood", "criochan",
                                        "thundermage", "drua", "falcon_arbalest", "battle_scarred_soldier",
                                        "king_caelans_writ", "bounty_hunter", "mass_teleport", "moonstone",
                                        "snakehead_flail", "summon_storm"])
    assert [len(st.stacks[g]) for g in ("regular", "longspear", "advance_torch")] == [6, 6, 6]  # 3 a player
    for p in range(2):
        deck = sorted(game.defn(c).name for c in st.player_cards(p))
        assert deck == sorted(["Regular"] * 6 + ["Longspear"] * 2 + ["Torch"] * 2 + ["Thunderstone Shard"] * 2)
    dungeon = [c for c in range(len(st.cards)) if game.defn(c).is_monster]
    assert {game.defn(c).group for c in dungeon} == {"burnmarked_fire", "kobold_humanoid", "ogre_humanoid", "stramst"}
    assert len(st.hall) == 4  # the Wilderness side
    bearer = next(c for c in dungeon if game.defn(c).kind == "thunderstone_bearer")
    assert st.dungeon.index(bearer) >= len(st.dungeon) - 11  # among the bottom 11


def test_monster_randomizers_deal_one_group_per_level_setting_aside_a_level_already_drawn():
    levels = {"a1": 1, "b1": 1, "c2": 2, "d3": 3, "e2": 2}
    seen: list[str] = []
    got = dealing.by_level(["a1", "b1", "e2", "c2", "d3"], [], (1, 2, 3), levels.get, seen.append)
    assert got == ["a1", "e2", "d3"]
    assert "monster randomizer: b1 (level 1, set aside: that level is drawn)" in seen
    assert dealing.by_level(["a1", "c2", "d3"], ["b1"], (1, 2, 3), levels.get) == ["b1", "c2", "d3"]


def test_village_randomizers_fill_free_slots_of_their_category_until_8_stacks():
    cats = {f"w{i}": "weapon" for i in range(5)} | {f"s{i}": "spell" for i in range(4)} | {"v0": "villager", "i0": "item"}
    deck = ["w0", "w1", "w2", "w3", "s0", "w4", "s1", "s2", "s3", "v0", "i0"]
    slots = {"weapon": 3, "item": 3, "spell": 3, "villager": 3}
    got = dealing.by_category(deck, [], 8, slots, cats.get)
    assert got == ["w0", "w1", "w2", "s0", "s1", "s2", "v0", "i0"]  # w3, w4 and s3 set aside
    assert dealing.by_category(deck, ["w4"], 3, slots, cats.get) == ["w4", "w0", "w1"]


def test_a_random_advance_setup_draws_its_thunderstone_bearer_among_the_three(catalog):
    bearers = set()
    for seed in range(12):
        setup = Setup(["A", "B"], [], [], [], random={"sets": ["advance"]}, ruleset="advance")
        game = Game.new(catalog, setup, seed)
        bearers.add(game.setup.thunderstone)
        assert catalog.groups[game.setup.thunderstone].kind == "thunderstone_bearer"
        assert {catalog.groups[g].level for g in game.setup.monsters} == {1, 2, 3}  # one group of each level
    assert bearers == {"belac", "orseg", "stramst"}


def test_the_cli_deals_advance_cards_for_the_advance_rules_unless_sets_are_named():
    from game.cli import _randomized, build_parser

    args = build_parser().parse_args(["sim", "--ruleset", "advance", "--random-setup"])
    assert _randomized(args, Setup(["A"], [], [], [])).random["sets"] == ["advance"]
    args = build_parser().parse_args(["sim", "--random-setup"])
    assert _randomized(args, Setup(["A"], [], [], [])).random["sets"] == ["dragonspire"]
