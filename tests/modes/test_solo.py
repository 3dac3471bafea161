"""Standard solo: Normal, Warrior, Nightmare (shared/reference/solo-and-coop-rules.md: Standard solo;
README: Rules notes, Solo and co-op)."""

import pytest

from game.engine.actions import EndTurn, Visit
from game.engine.errors import SetupError
from game.engine.events import BreachTriggered, GameEnded, Moved, unbatched
from game.engine.game import Game
from game.engine.setup import Setup, first_game

DECK = ["Militia"] * 18
WEAK = ["Militia"] * 4 + ["Torch"] * 2  # 4 attack with full light in rank 1: beats a Harpy, not a Half-Ogre
STRONG = ["Stoneguard Bruiser", "Torch", "Torch", "Militia", "Militia", "Militia"]  # 7 attack
HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]
DUNGEON = ["Medusa", "Basilisk", "Manticore", "Minotaur"]


def solo(table, hand=("Militia",) * 6, hall=HALL, dungeon=DUNGEON, level="normal", choice=None, **extra):
    return table(players=[{"hand": list(hand), "deck": DECK}], hall=list(hall), dungeon=list(dungeon),
                 mode="solo", options={"level": level, **extra.pop("options", {})}, choice=choice, **extra)


def hall_names(t):
    return [t.game.name(t.state.hall_card(r)) if t.state.hall_card(r) is not None else None for r in (1, 2, 3)]


# --- the hall fills from rank 3, one card at the end of every turn ---------------------------------


def test_a_solo_game_starts_with_an_empty_hall_and_the_dungeon_cannot_be_entered(catalog):
    game = Game.new(catalog, Setup(**{**first_game(["Solo"]).to_dict(), "mode": "solo"}), 5, checked=True)
    assert game.state.hall == [[], [], []]
    assert game.state.piles["village"] == []
    assert game.why_illegal(Visit("dungeon")) == "there is no monster in the hall to attack"


def test_at_the_end_of_the_first_turn_the_top_dungeon_card_enters_rank_3_after_the_new_hand_is_drawn(catalog):
    game = Game.new(catalog, Setup(**{**first_game(["Solo"]).to_dict(), "mode": "solo"}), 5, checked=True)
    top = game.state.dungeon[0]
    game.apply(Visit("rest"))
    events = game.apply(EndTurn())
    assert game.state.hall[0] == [] and game.state.hall[1] == [] and game.state.hall[2] == [top]
    moves = [e for e in unbatched(events) if isinstance(e, Moved)]
    last_draw = max(i for i, e in enumerate(moves) if e.reason == "draw")
    entered = next(i for i, e in enumerate(moves) if e.card == top)
    assert entered > last_draw
    assert len(game.state.players[0].hand) == 6


def test_the_hall_grows_by_one_rank_each_turn_until_the_three_ranks_are_full(table):
    t = solo(table, hall=[None, None, "Harpy"], dungeon=["Half-Ogre", "Medusa", "Basilisk"], choice="rest")
    t.do("end")
    assert hall_names(t) == [None, "Harpy", "Half-Ogre"]
    t.do("rest", "end")
    assert hall_names(t) == ["Harpy", "Half-Ogre", "Medusa"]
    assert t.names("pile.village") == []


def test_once_the_hall_is_full_the_rank_1_monster_is_pushed_onto_the_village_pile(table):
    t = solo(table, choice="rest")
    t.do("end")
    assert t.names("pile.village") == ["Harpy"]
    assert hall_names(t) == ["Half-Ogre", "Orc Warlord", "Medusa"]


def test_a_guardian_pushed_past_rank_1_goes_to_rank_0_not_to_the_village(table):
    t = solo(table, hall=["Guardian of Night", "Harpy", "Half-Ogre"], choice="rest")
    t.do("end")
    assert t.names("rank0") == ["Guardian of Night"]
    assert t.names("pile.village") == []
    assert hall_names(t) == ["Harpy", "Half-Ogre", "Medusa"]


def test_the_monster_that_advances_into_rank_1_breaches(table):
    t = solo(table, hall=["Harpy", "Walking Scourge", "Half-Ogre"], choice="rest")
    t.do("end")
    scourge = t.card("Walking Scourge")
    assert [e.monster for e in t.events if isinstance(e, BreachTriggered)] == [scourge]
    assert "Disease" in t.names("p0.discard")  # its breach: every player gains a Disease


def test_a_treasure_turned_over_by_the_advance_goes_to_the_player_and_the_next_card_enters(table):
    t = solo(table, dungeon=["Ruby Dragon", "Medusa"], choice="rest")
    t.do("end")
    assert t.names("p0.aside") == ["Ruby Dragon"]
    assert hall_names(t) == ["Half-Ogre", "Orc Warlord", "Medusa"]


# --- undefeated monsters and the respite ----------------------------------------------------------


def test_an_undefeated_monster_goes_onto_the_village_pile_instead_of_under_the_dungeon_deck(table):
    t = solo(table, hand=WEAK, choice="dungeon")
    t.do("attack [Half-Ogre]")
    assert t.names("pile.village") == ["Half-Ogre"]
    assert "Half-Ogre" not in t.names("dungeon")
    t.do("end")  # the hall refills, then advances as on any turn without a defeat
    assert t.names("pile.village") == ["Harpy", "Half-Ogre"]
    assert hall_names(t) == ["Orc Warlord", "Medusa", "Basilisk"]


def test_read_the_other_way_a_lost_battle_holds_the_monsters_back_at_the_end_of_that_turn(table):
    """Option lost_battle_holds_back: the monster that won goes onto the village pile, and the
    others do not advance at the end of the turn (the Harpy stays in rank 1); the next turn
    advances as usual. At every level, Nightmare too, since it is no respite for a defeat."""
    for level in ("normal", "nightmare"):
        t = solo(table, hand=WEAK, choice="dungeon", level=level, options={"lost_battle_holds_back": True})
        t.do("attack [Half-Ogre]", "end")
        assert t.names("pile.village") == ["Half-Ogre"]
        assert hall_names(t) == ["Harpy", "Orc Warlord", "Medusa"]
        t.do("rest", "end")
        assert t.names("pile.village") == ["Harpy", "Half-Ogre"]
        assert hall_names(t) == ["Orc Warlord", "Medusa", "Basilisk"]


def test_a_won_battle_is_not_held_back_by_the_lost_battle_option(table):
    t = solo(table, hand=WEAK, choice="dungeon", options={"lost_battle_holds_back": True})
    t.do("attack [Harpy]", "end")  # a defeat: refill, then the usual advance
    assert t.names("pile.village") == ["Half-Ogre"]
    assert hall_names(t) == ["Orc Warlord", "Medusa", "Basilisk"]


def test_after_a_defeat_in_normal_solo_the_hall_does_not_advance_at_the_end_of_the_next_turn(table):
    t = solo(table, hand=WEAK, choice="dungeon")
    t.do("attack [Harpy]", "end")  # refill, then the usual advance
    assert hall_names(t) == ["Orc Warlord", "Medusa", "Basilisk"]
    assert t.names("pile.village") == ["Half-Ogre"]
    t.do("rest", "end")  # the respite
    assert hall_names(t) == ["Orc Warlord", "Medusa", "Basilisk"]
    assert t.names("pile.village") == ["Half-Ogre"]
    assert t.state.mode_data["respite_taken"] == 2
    t.do("rest", "end")  # and then they advance again
    assert t.names("pile.village") == ["Orc Warlord", "Half-Ogre"]


def test_with_the_respite_on_the_same_turn_the_turn_of_the_defeat_ends_without_an_advance(table):
    t = solo(table, hand=WEAK, choice="dungeon", options={"respite_turn": "same"})
    t.do("attack [Harpy]", "end")
    assert hall_names(t) == ["Half-Ogre", "Orc Warlord", "Medusa"]
    assert t.names("pile.village") == []
    t.do("rest", "end")
    assert t.names("pile.village") == ["Half-Ogre"]


def test_in_warrior_defeating_a_monster_worth_1_xp_earns_no_respite(table):
    t = solo(table, hand=WEAK, choice="dungeon", level="warrior")
    t.do("attack [Harpy]", "end", "rest", "end")
    assert t.names("pile.village") == ["Orc Warlord", "Half-Ogre"]


def test_in_warrior_the_respite_needs_a_monster_worth_2_xp_or_more(table):
    t = solo(table, hand=STRONG, hall=["Orc Blademaster", "Half-Ogre", "Orc Warlord"], choice="dungeon",
             level="warrior")
    t.do("attack [Half-Ogre]", "end")
    village_after_defeat = t.names("pile.village")
    hall_after_defeat = hall_names(t)
    t.do("rest", "end")
    assert t.names("pile.village") == village_after_defeat == ["Orc Blademaster"]
    assert hall_names(t) == hall_after_defeat


def test_nightmare_never_rests_even_after_defeating_a_monster_worth_2_xp(table):
    t = solo(table, hand=STRONG, hall=["Orc Blademaster", "Half-Ogre", "Orc Warlord"], choice="dungeon",
             level="nightmare")
    t.do("attack [Half-Ogre]", "end", "rest", "end")
    assert t.names("pile.village") == ["Orc Warlord", "Orc Blademaster"]
    assert "respite_taken" not in t.state.mode_data


# --- halved stacks --------------------------------------------------------------------------------


def stack_counts(game, group):
    counts = {}
    for c in game.state.stacks[group]:
        counts[game.name(c)] = counts.get(game.name(c), 0) + 1
    return counts


@pytest.mark.parametrize("level", ["warrior", "nightmare"])
def test_warrior_and_nightmare_remove_half_of_each_hero_level_and_village_stack_rounding_the_removed_half_down(
        catalog, level):
    setup = Setup(["Solo"], ["orc_humanoid", "dark_enchanted", "undead_plague"],
                  ["veteran", "phalanx", "belzur", "gorinth"], list(first_game(["x"]).village), mode="solo",
                  options={"level": level})
    game = Game.new(catalog, setup, 3, checked=True)
    # 8, 5, 3, 2 Veterans: 4, 2, 1, 1 removed
    assert stack_counts(game, "veteran") == {"Veteran Warrior": 4, "Veteran Berserker": 3, "Veteran Reaver": 2,
                                             "Veteran Warmonger": 1}
    assert stack_counts(game, "phalanx") == {"Phalanx Footman": 6, "Phalanx Officer": 2}
    assert stack_counts(game, "belzur") == {"Belzur Curate": 3, "Belzur Bishop": 2, "Belzur Cardinal": 1}
    assert len(game.state.stacks["scout"]) == 4
    assert len(game.state.stacks["militia"]) == 24  # the Basic stacks are whole (option halve_basic_stacks)


def test_normal_solo_keeps_the_whole_stacks_and_halving_the_basic_stacks_is_an_option(catalog):
    setup = Setup(**{**first_game(["Solo"]).to_dict(), "mode": "solo"})
    game = Game.new(catalog, setup, 3)
    assert len(game.state.stacks["scout"]) == 8 and len(game.state.stacks["militia"]) == 24
    setup.options = {"level": "warrior", "halve_basic_stacks": True}
    game = Game.new(catalog, setup, 3)
    assert len(game.state.stacks["militia"]) == 12 and len(game.state.stacks["dagger"]) == 7  # 24 and 13 halved


# --- the end ------------------------------------------------------------------------------------------


def test_the_game_ends_when_the_thunderstone_advances_into_rank_1_and_the_player_wins_with_more_vp_than_the_village(
        table):
    t = table(players=[{"hand": ["Militia"] * 6, "deck": DECK, "discard": ["Orc Warlord", "Medusa"]}],
              hall=["Harpy", "Stone of Scorn", "Half-Ogre"], dungeon=DUNGEON, mode="solo",
              piles={"village": ["Medusa"]}, choice="rest")
    t.do("end")
    ended = next(e for e in t.events if isinstance(e, GameEnded))
    assert t.state.over and ended.thunderstone_holder is None
    assert ended.verdict == {"mode": "solo", "level": "normal", "won": True, "measure": "VP",
                             "players_total": 10, "village_total": 6}
    assert t.state.result["verdict"]["won"] and t.state.result["winners"] == [0]
    assert "10 VP against the village's 6 VP" in ended.reason
    assert hall_names(t)[0] == "Stone of Scorn"  # it reached rank 1 and was not pushed on


def test_the_standing_mid_game_is_the_players_vp_against_the_village_piles(table):
    t = table(players=[{"hand": ["Militia"] * 6, "deck": DECK, "discard": ["Orc Warlord", "Medusa"]}],
              hall=["Harpy", "Half-Ogre", "Orc Blademaster"], dungeon=DUNGEON, mode="solo",
              piles={"village": ["Medusa"]}, choice="rest")
    assert t.game.mode.measure == "vp" and t.game.mode.standing(t.game) == (10, 5)
    t.do("end")  # the Harpy (1 VP) is pushed onto the village pile
    assert t.game.mode.standing(t.game) == (10, 6) and not t.state.over


def test_a_tie_with_the_village_is_a_loss(table):
    t = table(players=[{"hand": ["Militia"] * 6, "deck": DECK, "discard": ["Half-Ogre"]}],
              hall=["Harpy", "Stone of Scorn", "Half-Ogre"], dungeon=DUNGEON, mode="solo",
              piles={"village": ["Standard Bearer", "Standard Bearer"]}, choice="rest")
    t.do("end")  # the Harpy joins the village pile: 3 VP each
    v = t.state.result["verdict"]
    assert (v["players_total"], v["village_total"], v["won"]) == (3, 3, False)
    assert t.state.result["winners"] == []


def test_defeating_the_monster_before_the_thunderstone_takes_it_and_ends_the_game_at_once(table):
    t = solo(table, hand=WEAK, hall=["Harpy", "Stone of Scorn", "Half-Ogre"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert t.state.over and t.state.result["thunderstone_holder"] == 0
    assert "Stone of Scorn" in t.names("p0.discard")
    assert t.names("pile.village") == []  # no advance after it
    assert t.state.result["verdict"]["players_total"] == 2  # the Harpy and the Stone of Scorn


def test_an_unclaimed_thunderstone_counts_for_the_village_with_that_option(table):
    t = solo(table, hall=["Harpy", "Stone of Scorn", "Half-Ogre"], choice="rest",
             options={"thunderstone_to_village": True})
    t.do("end")
    assert t.names("pile.village") == ["Stone of Scorn", "Harpy"]
    assert t.state.result["verdict"]["village_total"] == 2


def test_solo_is_for_one_player(catalog):
    with pytest.raises(SetupError, match="Solo is for 1 player, not 2"):
        Game.new(catalog, Setup(**{**first_game(["A", "B"]).to_dict(), "mode": "solo"}), 1)
