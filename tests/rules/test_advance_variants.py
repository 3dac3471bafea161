"""Advance's setup variants (Towers of Ruin rulebook: Varianten, Alternativen für die Spielvorbereitung;
docs/advance.md section 16): the 4-4-4 dungeon, the random dungeon and the School of Hard Knocks, as
the Advance ruleset's options `dungeon` and `hard_knocks`.

The monsters are synthetic groups with levels (tests/data/trait_cards/rules_test_level*.yaml, set
`rules_test_levels`: two groups of level 1, two of level 2, one of level 3, each 10 cards) and the
synthetic Test Bearer, until the Advance monsters and Bearers are in."""

from collections import Counter

import pytest

from game.engine.errors import SetupError
from game.engine.game import Game
from game.engine.setup import Setup, resolve

LEVELED = ["rules_test_level1", "rules_test_level2", "rules_test_level3"]
HEROES = ["criochan", "drua", "whetmage", "aird"]
VILLAGE = ["recurve_bow", "guide", "polymorph", "soul_gem", "trader", "scout", "frost_bolt", "silverstorm"]


def advance(monsters=LEVELED, players=("A", "B"), mode="competitive", **options):
    return Setup(list(players), list(monsters), HEROES, VILLAGE, "rules_test_bearer", mode=mode, options=options,
                 ruleset="advance")


def level(game, card):
    return game.catalog.groups[game.defn(card).group].level


# --- the options -----------------------------------------------------------------------------------

def test_the_variants_are_options_of_the_advance_ruleset_and_classic_refuses_them(trait_catalog):
    game = Game.new(trait_catalog, advance(dungeon="444", hard_knocks=True), 1)
    assert game.ruleset.options == {"board": "wilderness", "dungeon": "444", "hard_knocks": True}
    assert "variant 444 dungeon, School of Hard Knocks" in game.setup.summary()
    with pytest.raises(SetupError, match="Advance: option dungeon: 'deep' is not one of standard, 444, random"):
        Game.new(trait_catalog, advance(dungeon="deep"), 1)
    classic = Setup(["A", "B"], ["dark_enchanted", "orc_humanoid", "undead_lich"], ["elf", "chalice", "lorigg",
                                                                                     "thyrian"], VILLAGE[:8])
    with pytest.raises(SetupError, match="Classic has no option hard_knocks"):
        Game.new(trait_catalog, Setup(**{**classic.to_dict(), "options": {"hard_knocks": True}}), 1)


# --- 4-4-4 -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(4))
def test_the_444_dungeon_has_level_1_in_the_hall_and_4_of_level_2_and_4_of_level_3_with_the_bearer_at_the_bottom(
        trait_catalog, seed):
    game = Game.new(trait_catalog, advance(dungeon="444"), seed, checked=True)
    st = game.state
    hall = [c for slot in st.hall for c in slot]
    assert len(hall) == 4 and all(level(game, c) == 1 for c in hall)
    bottom = st.dungeon[-9:]
    assert Counter(level(game, c) for c in bottom) == {2: 4, 3: 4, None: 1}
    assert game.defn(next(c for c in bottom if level(game, c) is None)).kind == "thunderstone_bearer"
    assert Counter(level(game, c) for c in st.dungeon[:-9]) == {1: 6, 2: 6, 3: 6}  # the rest, shuffled, on top


def test_the_444_dungeons_picks_and_order_come_from_the_seed(trait_catalog):
    orders = {tuple(Game.new(trait_catalog, advance(dungeon="444"), seed).state.dungeon[-9:]) for seed in range(5)}
    assert len(orders) == 5


def test_the_444_dungeon_on_the_dungeon_side_fills_three_ranks_with_level_1(trait_catalog):
    game = Game.new(trait_catalog, advance(dungeon="444", board="dungeon"), 3, checked=True)
    st = game.state
    assert [level(game, st.hall_card(r)) for r in (1, 2, 3)] == [1, 1, 1]
    assert Counter(level(game, c) for c in st.dungeon[:-9]) == {1: 7, 2: 6, 3: 6}


def test_the_444_dungeon_in_solo_puts_the_level_1_monsters_on_top_of_the_deck_to_come_in_first(trait_catalog):
    game = Game.new(trait_catalog, advance(players=["Solo"], mode="solo", dungeon="444"), 2, checked=True)
    st = game.state
    assert not any(st.hall) and [level(game, c) for c in st.dungeon[:4]] == [1, 1, 1, 1]
    veteran = Game.new(trait_catalog, advance(players=["Solo"], mode="solo", level="veteran", dungeon="444"), 2)
    hall = [c for slot in veteran.state.hall for c in slot]
    assert len(hall) == 2 and all(level(veteran, c) == 1 for c in hall)


def test_the_444_dungeon_refuses_classic_monster_groups_which_have_no_level(trait_catalog):
    setup = advance(["dark_enchanted", "rules_test_level2", "rules_test_level3"], dungeon="444")
    with pytest.raises(SetupError, match="4-4-4 dungeon sorts the monsters by level, and Dark Enchanted has none"):
        Game.new(trait_catalog, setup, 1)
    request = Setup(["A", "B"], [], HEROES, VILLAGE, "rules_test_bearer", options={"dungeon": "444"},
                    ruleset="advance", random={"sets": ["dragonspire"]})
    with pytest.raises(SetupError, match="needs monster groups with levels"):
        Game.new(trait_catalog, request, 1)


# --- the random dungeon ----------------------------------------------------------------------------

def test_the_random_dungeon_deals_three_groups_of_any_level_and_the_standard_one_of_each(trait_catalog):
    def levels(dungeon, seed):
        request = Setup(["A", "B"], [], HEROES, VILLAGE, "rules_test_bearer", options={"dungeon": dungeon},
                        ruleset="advance", random={"sets": ["rules_test_levels"]})
        return sorted(trait_catalog.groups[g].level for g in resolve(trait_catalog, request, seed).monsters)

    assert all(levels("standard", seed) == [1, 2, 3] for seed in range(12))
    random_levels = [levels("random", seed) for seed in range(12)]
    assert all(len(lv) == 3 for lv in random_levels) and any(lv != [1, 2, 3] for lv in random_levels)


def test_nightmare_with_the_random_dungeon_draws_its_three_groups_past_the_level_1_ones(trait_catalog):
    """Solo Nightmare leaves the level-1 monsters out: a level-1 randomizer turned over for the random
    dungeon is set aside and the next one turned, so the dungeon never ends up without monsters (the
    soak drew three level-1 groups once: a setup error, 2 games in 3,000)."""
    for seed in range(12):
        request = Setup(["A"], [], HEROES, VILLAGE, "rules_test_bearer", mode="solo",
                        options={"dungeon": "random", "level": "nightmare"}, ruleset="advance",
                        random={"sets": ["rules_test_levels"]})
        monsters = resolve(trait_catalog, request, seed).monsters
        assert sorted(trait_catalog.groups[g].level for g in monsters) == [2, 2, 3]  # all there are
        Game.new(trait_catalog, request, seed)  # and it sets up


def test_the_random_dungeon_shuffles_the_bearer_into_the_bottom_11(trait_catalog):
    for seed in range(6):
        setup = advance(["rules_test_level1", "rules_test_level1b", "rules_test_level2"], dungeon="random")
        st = Game.new(trait_catalog, setup, seed, checked=True).state
        bearer = next(c for c in st.dungeon if st.cards[c] == "test_bearer")
        assert st.dungeon.index(bearer) >= len(st.dungeon) - 11


# --- School of Hard Knocks -------------------------------------------------------------------------

def knocks_table(trait_table, hard_knocks, stack_left, xp=0, hand=("Regular",) * 6):
    return trait_table(ruleset="advance", options={"hard_knocks": hard_knocks}, choice="village",
                       village={"heroes": HEROES, "village": VILLAGE}, stacks={"criochan": stack_left},
                       hall=["Harpy"] * 4, dungeon=["Harpy"] * 4,
                       players=[{"name": "Ann", "hand": list(hand), "xp": xp}, {"name": "Bob"}])


def test_school_of_hard_knocks_lets_only_level_1_heroes_be_bought(trait_table):
    rich = ["Nixie"] * 3  # 12 gold: enough for the Criochan Knight (10)
    t = knocks_table(trait_table, True, 6, hand=rich)  # 4 level 2 and 2 level 3 left: a level 2 on top
    assert t.game.defn(t.game.state.stacks["criochan"][0]).name == "Criochan Knight"
    assert t.refused("buy criochan") == "Criochan Knight cannot be bought in this game"
    free = knocks_table(trait_table, False, 6, hand=rich)
    knight = free.game.state.stacks["criochan"][0]
    free.do("buy criochan")
    assert free.game.state.loc[knight] == "p0.discard"
    first = knocks_table(trait_table, True, 12, hand=rich)
    sergeant = first.game.state.stacks["criochan"][0]
    first.do("buy criochan")
    assert first.game.state.loc[sergeant] == "p0.discard" and first.game.name(sergeant) == "Criochan Sergeant"


def test_school_of_hard_knocks_still_levels_heroes_up_to_levels_2_and_3(trait_table):
    t = knocks_table(trait_table, True, 12, xp=3, hand=["Criochan Sergeant", "Regular"])
    t.do("level [Criochan Sergeant]")
    assert any(t.game.name(c) == "Criochan Knight" for c in t.game.state.player_cards(0))


# --- whole games -----------------------------------------------------------------------------------

@pytest.mark.parametrize("players, mode, level", [(("A", "B", "C"), "competitive", None), (("Solo",), "solo", "nightmare")])
def test_random_bots_play_whole_games_with_every_variant_to_the_bearers_end(trait_catalog, players, mode, level):
    from game.ai.random_bot import RandomBot

    for seed, options in enumerate(({"dungeon": "444", "hard_knocks": True}, {"dungeon": "random"})):
        extra = {"level": level} if level else {}
        game = Game.new(trait_catalog, advance(players=players, mode=mode, **options, **extra), 40 + seed, checked=True)
        bots = [RandomBot(seed * 7 + p) for p in range(len(players))]
        while not game.state.over:
            game.apply(bots[game.to_act].choose(game))
            assert game.state.turn_number <= 600, "no end"
        assert "Test Bearer" in game.state.result["reason"]
