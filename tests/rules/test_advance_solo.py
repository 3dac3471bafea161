"""Thunderstone Advance solo (Towers of Ruin rulebook: Solitär-Thunderstone, Das Spielende, Das Spiel
gewinnen, Erhöhter Schwierigkeitsgrad; docs/advance.md section 15, worked example 29 of section 19):
the empty hall, one monster per turn end into the deepest rank pushing only the block in front of it,
gaps after a kill, undefeated monsters staying, the village's score pile, the Bearer's end, the push
with an empty deck, the win on more VP, and the Veteran and Nightmare setups.

Monsters here are Classic ones (Harpy: health 4, 1 VP; Grudgebeast 2 VP) and synthetic ones (tests/data/trait_cards:
the Test Bearer, health 6, 5 VP; the level 1-3 test groups) until the Advance monsters are in."""

from collections import Counter

import pytest

from game.engine.errors import SetupError
from game.engine.events import GameEnded
from game.engine.game import Game
from game.engine.modes import AdvanceSolo, Solo, make_mode
from game.engine.setup import Setup, random_setup

STRONG = ["Chalice Quester"] * 3 + ["Torch"] * 2  # attack 6, light 2
WEAK = ["Regular"]
DECK = ["Regular"] * 12


def solo(trait_table, hall, dungeon=(), hand=WEAK, level="normal", board="wilderness", **spec):
    spec.setdefault("players", [{"name": "Ann", "hand": list(hand), "deck": DECK}])
    return trait_table(ruleset="advance", mode="solo", options={"level": level, "board": board}, hall=list(hall),
                       dungeon=list(dungeon), choice=spec.pop("choice", "village"), **spec)


def names(t):
    """The hall, rank 1 first, by name (None for an empty rank)."""
    st = t.game.state
    return [t.game.name(c) if (c := st.hall_card(r)) is not None else None for r in st.ranks()]


def village_pile(t):
    return [t.game.name(c) for c in t.game.state.piles["village"]]


def fight(t, monster):
    t.do("dungeon") if t.game.state.turn.choice is None else None
    t.do(f"attack [{monster}]")
    answer(t)


def answer(t):
    while t.game.state.prompt is not None and not t.game.state.over:
        p = t.game.state.prompt
        t.do("choose " + " ".join(str(v) for v in p.options[:p.min]))


def end(t):
    t.do("end")
    answer(t)


def ended(t) -> GameEnded:
    return next(e for e in t.game.log if isinstance(e, GameEnded))


def solo_setup(monsters, level="normal", board="wilderness", heroes=("criochan", "drua", "whetmage", "aird"),
               village=("recurve_bow", "guide", "polymorph", "soul_gem", "trader", "scout", "frost_bolt", "silverstorm"),
               thunderstone="rules_test_bearer", **options):
    return Setup(["Solo"], list(monsters), list(heroes), list(village), thunderstone, mode="solo",
                 options={"level": level, "board": board, **options}, ruleset="advance")


LEVELED = ["rules_test_level1", "rules_test_level2", "rules_test_level3"]


# --- the mode --------------------------------------------------------------------------------------

def test_advance_plays_its_own_solo_with_normal_veteran_and_nightmare_and_classic_keeps_its_own():
    mode = make_mode("solo", {"level": "veteran"}, "advance")
    assert isinstance(mode, AdvanceSolo) and mode.title() == "Solo: Veteran"
    assert [lv.name for lv in AdvanceSolo.LEVELS] == ["normal", "veteran", "nightmare"]
    assert type(make_mode("solo")) is Solo and make_mode("solo", {"level": "warrior"}).level == "warrior"
    with pytest.raises(ValueError, match="no level 'warrior'"):
        make_mode("solo", {"level": "warrior"}, "advance")


@pytest.mark.parametrize("mode", ["alone", "coop"])
def test_advance_refuses_alone_in_the_dark_and_co_op_with_the_reason(trait_catalog, mode):
    setup = Setup(**{**solo_setup(LEVELED).to_dict(), "mode": mode, "options": {}})
    with pytest.raises(SetupError, match=f"Advance can be played only as competitive, solo, not {mode}"):
        Game.new(trait_catalog, setup, 1)


# --- setup -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("board", ["wilderness", "dungeon"])
def test_normal_solo_starts_with_an_empty_hall_and_every_monster_in_the_deck(trait_catalog, board):
    game = Game.new(trait_catalog, solo_setup(LEVELED, board=board), 1, checked=True)
    st = game.state
    assert not any(st.hall) and len(st.hall) == (4 if board == "wilderness" else 3)
    assert len(st.dungeon) == 31  # three groups of 10 and the Bearer
    assert st.piles["village"] == []


@pytest.mark.parametrize("board, filled", [("wilderness", [3, 4]), ("dungeon", [3])])
def test_veteran_fills_half_the_hall_at_setup_from_the_back(trait_catalog, board, filled):
    game = Game.new(trait_catalog, solo_setup(LEVELED, "veteran", board), 1, checked=True)
    st = game.state
    assert [r for r in st.ranks() if st.hall_card(r) is not None] == filled
    assert len(st.dungeon) == 31 - len(filled)


def test_a_monster_placed_at_the_veteran_setup_does_not_raid(trait_catalog):
    """The Test Raider's Raid gives a Disease; at setup no Raid happens (rulebook: Raid)."""
    seen = 0
    for seed in range(40):
        setup = solo_setup(["rules_test_advance_monsters", "rules_test_level2", "rules_test_level3"], "veteran")
        game = Game.new(trait_catalog, setup, seed, checked=True)
        hall = [game.name(c) for slot in game.state.hall for c in slot]
        if "Test Raider" in hall:
            seen += 1
            cards = game.state.player_cards(0)
            assert not any(game.defn(c).is_disease for c in cards)
    assert seen


def test_veteran_halves_each_hero_level_to_3_2_1_and_each_village_stack_to_4(trait_catalog):
    game = Game.new(trait_catalog, solo_setup(LEVELED, "veteran"), 1, checked=True)
    st = game.state
    for hero in ("criochan", "drua", "whetmage", "aird"):
        assert Counter(game.defn(c).level for c in st.stacks[hero]) == {1: 3, 2: 2, 3: 1}
    assert all(len(st.stacks[g]) == 4 for g in game.setup.village)
    assert {g: len(st.stacks[g]) for g in ("regular", "longspear", "advance_torch")} == dict.fromkeys(
        ("regular", "longspear", "advance_torch"), 3)  # the Basic stacks hold 3 for one player anyway
    normal = Game.new(trait_catalog, solo_setup(LEVELED), 1).state
    assert Counter(normal.cards[c] for c in normal.stacks["criochan"]).total() == 12
    assert all(len(normal.stacks[g]) > 4 for g in game.setup.village)


def test_nightmare_has_only_level_2_and_3_monsters_in_the_dungeon_deck(trait_catalog):
    def levels(level):
        game = Game.new(trait_catalog, solo_setup(LEVELED, level), 2, checked=True)
        st = game.state
        cards = list(st.dungeon) + [c for slot in st.hall for c in slot]
        return Counter(trait_catalog.groups[game.defn(c).group].level for c in cards if game.defn(c).kind == "monster")

    assert levels("veteran") == {1: 10, 2: 10, 3: 10}
    assert levels("nightmare") == {2: 10, 3: 10}


def test_nightmare_refuses_a_dungeon_of_level_1_monsters_only(trait_catalog):
    setup = solo_setup(["rules_test_level1"], "nightmare")
    with pytest.raises(SetupError, match="Nightmare leaves the level 1 monsters out"):
        Game.new(trait_catalog, setup, 1)


def test_the_randomizers_leave_out_the_cards_the_rulebook_advises_against_in_solo(catalog):
    """Bhoidwood and Deepstrider change the order of the dungeon (rulebook: Solitärspiel); the
    competitive game deals them."""
    assert catalog.groups["bhoidwood"].solo_not_recommended and catalog.groups["deepstrider"].solo_not_recommended
    assert not catalog.groups["criochan"].solo_not_recommended
    from game.engine.setup import resolve

    dealt = {"solo": set(), "competitive": set()}
    for seed in range(30):
        for mode, players in (("solo", ["a"]), ("competitive", ["a", "b"])):
            request = random_setup(players, ["advance", "dragonspire"], mode=mode)
            request.ruleset = "advance"
            dealt[mode] |= set(resolve(catalog, request, seed).heroes)
    assert not {"bhoidwood", "deepstrider"} & dealt["solo"]
    assert {"bhoidwood", "deepstrider"} <= dealt["competitive"]


def test_the_randomizers_leave_the_rangers_wilderness_map_out_of_solo(catalog):
    """The Map is the third card the solo rules advise against (it swaps a card of the dungeon deck
    into the hall); the 3,000-game soak dealt it in solo, where its swap then broke the hall."""
    from game.engine.setup import resolve

    assert catalog.groups["rangers_wilderness_map"].solo_not_recommended
    dealt = {"solo": set(), "competitive": set()}
    for seed in range(30):
        for mode, players in (("solo", ["a"]), ("competitive", ["a", "b"])):
            request = random_setup(players, ["advance"], mode=mode)
            request.ruleset = "advance"
            dealt[mode] |= set(resolve(catalog, request, seed).village)
    assert "rangers_wilderness_map" not in dealt["solo"] and "rangers_wilderness_map" in dealt["competitive"]


def test_a_map_named_by_hand_in_solo_swaps_nothing_because_nothing_goes_under_the_deck(table):
    """A setup may name the Map in solo anyway: its monster would go under the deck, which Advance
    solo never does (the monster keeps its rank), so the bottom card stays where it is too."""
    t = table(ruleset="advance", mode="solo", options={"level": "normal"}, choice="dungeon",
              hall=["Griknack Goblin", "Pegasus", "Griffon", "Nixie"], dungeon=["Basilisk", "Harpy"],
              players=[{"name": "Ann", "hand": ["Ranger's Wilderness Map", "Regular"], "deck": ["Torch"]}])
    griffon = t.card("Griffon")
    t.do("use [Ranger's Wilderness Map] 0", f"choose {griffon}")
    assert t.state.hall_card(3) == griffon and t.names("dungeon") == ["Basilisk", "Harpy"]
    assert t.names("p0.hand") == ["Ranger's Wilderness Map", "Regular", "Torch"]  # it still draws


# --- the push at the end of the turn ---------------------------------------------------------------

def test_at_the_end_of_the_first_turn_a_monster_enters_the_deepest_rank(trait_table):
    t = solo(trait_table, [None] * 4, ["Harpy", "Grudgebeast"])
    end(t)
    assert names(t) == [None, None, None, "Harpy"] and t.game.state.turn_number == 2
    end(t.do("village"))
    assert names(t) == [None, None, "Harpy", "Grudgebeast"]


def test_the_push_moves_only_the_block_in_front_of_the_new_monster_and_a_gap_absorbs_it(trait_table):
    t = solo(trait_table, ["Harpy", None, "Grudgebeast", "Half-Ogre"], ["Walking Scourge"])
    end(t)
    assert names(t) == ["Harpy", "Grudgebeast", "Half-Ogre", "Walking Scourge"]
    assert village_pile(t) == []  # the gap took the push: nothing reached the village


def test_with_the_hall_full_the_rank_1_monster_is_pushed_out_to_the_villages_score_pile(trait_table):
    t = solo(trait_table, ["Harpy", "Grudgebeast", "Half-Ogre", "Walking Scourge"], ["Shadow Killer"])
    end(t)
    assert names(t) == ["Grudgebeast", "Half-Ogre", "Walking Scourge", "Shadow Killer"]
    assert village_pile(t) == ["Harpy"]
    assert t.game.mode.standing(t.game) == (0, t.game.defn(t.card("Harpy")).vp)


def test_the_dungeon_side_has_three_ranks_to_fill_and_push(trait_table):
    t = solo(trait_table, ["Harpy", "Grudgebeast", "Half-Ogre"], ["Walking Scourge"], board="dungeon")
    end(t)
    assert names(t) == ["Grudgebeast", "Half-Ogre", "Walking Scourge"] and village_pile(t) == ["Harpy"]


def test_a_defeated_monster_leaves_a_gap_that_only_the_next_push_closes(trait_table):
    t = solo(trait_table, ["Grudgebeast", "Harpy", "Half-Ogre", "Walking Scourge"], ["Shadow Killer", "Harpy"],
             hand=STRONG, choice=None)
    harpy = t.card("Harpy")
    fight(t, "Harpy")
    assert t.game.state.loc[harpy] == "p0.discard"
    assert names(t) == ["Grudgebeast", None, "Half-Ogre", "Walking Scourge"]  # no refill after the kill
    assert len(t.game.state.dungeon) == 2
    end(t)
    assert names(t) == ["Grudgebeast", "Half-Ogre", "Walking Scourge", "Shadow Killer"]
    assert village_pile(t) == []  # the gap absorbed the push: the Grudgebeast stays in rank 1


def test_an_undefeated_monster_stays_in_its_rank(trait_table):
    t = solo(trait_table, ["Grudgebeast", "Harpy", None, None], ["Shadow Killer"], hand=["Regular"], choice=None)
    harpy = t.card("Harpy")
    fight(t, "Harpy")
    assert not t.game.state.turn.defeated and t.game.state.loc[harpy] == "hall.2"
    assert harpy not in t.game.state.dungeon and village_pile(t) == []


def test_no_effect_puts_a_monster_under_the_dungeon_deck_in_solo(trait_table):
    """Banish's return leaves the monster where it is (rulebook: Anmerkung, Solitär-Thunderstone)."""
    t = solo(trait_table, ["Harpy", "Grudgebeast", None, None], ["Shadow Killer"], hand=["Banish", "Regular"],
             choice="dungeon")
    harpy = t.card("Harpy")
    t.do("use [Banish] 0", "choose put_a_monster_from_the_hall_under_the_dungeon_deck", f"choose {harpy}")
    answer(t)
    assert t.game.state.loc[harpy] == "hall.1" and harpy not in t.game.state.dungeon and village_pile(t) == []


def test_the_monster_the_push_brings_in_raids_and_the_one_reaching_rank_1_breaches(trait_table):
    """The Test Raider's Raid and the Walking Scourge's breach each give a Disease, before the hand is
    discarded (the push is part of the turn's end)."""
    t = solo(trait_table, [None, "Walking Scourge", "Grudgebeast", "Half-Ogre"], ["Test Raider"])
    end(t)
    assert names(t) == ["Walking Scourge", "Grudgebeast", "Half-Ogre", "Test Raider"]
    assert t.card("Walking Scourge") in t.game.state.breached
    cards = t.game.state.player_cards(0)
    assert sum(1 for c in cards if t.game.defn(c).is_disease) == 2


def test_the_bots_see_the_rank_1_monster_escape_only_when_the_push_reaches_it(trait_table):
    full = solo(trait_table, ["Harpy", "Grudgebeast", "Half-Ogre", "Walking Scourge"], ["Shadow Killer"])
    assert full.game.mode.next_escape(full.game) == full.card("Harpy")
    gap = solo(trait_table, ["Harpy", None, "Half-Ogre", "Walking Scourge"], ["Shadow Killer"])
    assert gap.game.mode.next_escape(gap.game) is None


# --- the end ---------------------------------------------------------------------------------------

def test_the_bearer_in_rank_1_does_not_end_a_solo_game(trait_table):
    t = solo(trait_table, [None, "Test Bearer", "Harpy", "Harpy"], ["Grudgebeast"])
    end(t)
    assert names(t)[0] == "Test Bearer" and not t.game.state.over


def test_the_bearer_pushed_out_to_the_village_ends_the_game_and_scores_for_the_village(trait_table):
    t = solo(trait_table, ["Test Bearer", "Harpy", "Harpy", "Harpy"], ["Grudgebeast"],
             players=[{"name": "Ann", "hand": WEAK, "deck": DECK, "discard": ["Grudgebeast"] * 3}])
    end(t)
    e = ended(t)
    assert t.game.state.over and e.reason.startswith("Test Bearer reached the village")
    assert village_pile(t) == ["Test Bearer"]
    assert e.verdict["village_total"] == 5 and e.verdict["players_total"] == 6 and e.verdict["won"]


def test_defeating_the_bearer_ends_the_game_at_the_end_of_that_turn(trait_table):
    t = solo(trait_table, ["Harpy", "Test Bearer", None, None], ["Grudgebeast"], hand=STRONG, choice=None)
    fight(t, "Test Bearer")
    assert not t.game.state.over
    end(t)
    e = ended(t)
    assert e.reason.startswith("Ann defeated Test Bearer") and e.verdict["players_total"] == 5


def test_with_the_dungeon_deck_empty_the_push_goes_on_until_the_bearer_reaches_the_village(trait_table):
    t = solo(trait_table, [None, "Harpy", None, "Test Bearer"], [])
    end(t)
    assert names(t) == [None, "Harpy", "Test Bearer", None]  # the rearmost monster moves up a rank
    end(t.do("village"))
    assert names(t) == ["Harpy", "Test Bearer", None, None]
    end(t.do("village"))
    assert names(t) == ["Test Bearer", None, None, None] and village_pile(t) == ["Harpy"]
    end(t.do("village"))
    assert t.game.state.over and village_pile(t) == ["Test Bearer", "Harpy"]  # top first


@pytest.mark.parametrize("mine, won", [(["Grudgebeast"] * 3, False), (["Grudgebeast"] * 3 + ["Harpy"], True)])
def test_the_player_wins_only_with_more_vp_than_the_village_pile(trait_table, mine, won):
    # the village gets the Bearer (5 VP) and already holds a Harpy (1 VP): 6; a tie loses
    t = solo(trait_table, ["Test Bearer", "Harpy", "Harpy", "Harpy"], ["Grudgebeast"], piles={"village": ["Harpy"]},
             players=[{"name": "Ann", "hand": WEAK, "deck": DECK, "discard": mine}])
    end(t)
    e = ended(t)
    assert e.verdict["village_total"] == 6 and e.verdict["players_total"] == (6 if not won else 7)
    assert e.verdict["won"] is won and e.winners == ((0,) if won else ())


def test_a_classic_thunderstone_ends_an_advance_solo_game_when_it_reaches_rank_1(trait_table):
    t = solo(trait_table, [None, "Stone of Mystery", "Harpy", "Harpy"], ["Grudgebeast"])
    end(t)
    assert t.game.state.over and ended(t).reason.startswith("the Thunderstone reached rank 1")


# --- whole games -----------------------------------------------------------------------------------

@pytest.mark.parametrize("level", ["normal", "veteran", "nightmare"])
@pytest.mark.parametrize("board", ["wilderness", "dungeon"])
def test_random_bots_play_whole_advance_solo_games_to_the_bearers_end(trait_catalog, level, board):
    from game.ai.random_bot import RandomBot

    for seed in range(2):
        game = Game.new(trait_catalog, solo_setup(LEVELED, level, board), 700 + seed, checked=True)
        bot = RandomBot(seed)
        while not game.state.over:
            game.apply(bot.choose(game))
            assert game.state.turn_number <= 200, "no end"
        reason = game.state.result["reason"]
        assert "Test Bearer" in reason and game.state.result["verdict"]["level"] == level
