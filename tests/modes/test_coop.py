"""United We Stand, Bonds of Brotherhood, Test of Unity (rulebook: Variants;
shared/reference/solo-and-coop-rules.md: United We Stand)."""

import pytest

from game.engine.errors import SetupError
from game.engine.events import AngerChanged, GameEnded, PartyXPChanged, XPChanged
from game.engine.game import Game
from game.engine.randomizers import resolve
from game.engine.setup import Setup, first_game, for_mode, random_setup, validate

DECK = ["Militia"] * 18
WEAK = ["Militia"] * 4 + ["Torch"] * 2  # beats a Harpy in rank 1, not a Half-Ogre
HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]
DUNGEON = ["Medusa", "Basilisk", "Manticore", "Minotaur"]


def coop(table, hands=None, level="united", mode_data=None, options=None, **extra):
    hands = hands or [["Militia"] * 6] * 2
    spec = {"players": [{"hand": list(h), "deck": DECK} for h in hands], "hall": HALL, "dungeon": DUNGEON,
            "mode": "coop", "options": {"level": level, **(options or {})}, "mode_data": mode_data or {}}
    spec.update(extra)
    return table(**spec)


def angry(**more):
    return {"tokens": 0, **more}


def hall_names(t):
    return [t.game.name(t.state.hall_card(r)) if t.state.hall_card(r) is not None else None for r in (1, 2, 3)]


def card_in(t, player, name):
    return next(c for c in t.state.players[player].hand if t.game.name(c) == name)


# --- setup ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("players, groups", [(2, 4), (3, 4), (4, 5), (5, 5)])
def test_the_dungeon_has_4_monster_groups_for_2_or_3_players_and_5_for_4_or_5_plus_a_guardian(
        catalog, players, groups):
    done = resolve(catalog, random_setup([f"P{i}" for i in range(players)], mode="coop"), 7)
    assert len(done.monsters) == groups
    assert len(done.guardians) >= 1


def test_a_guardian_drawn_by_the_randomizers_gets_a_second_one_added(catalog):
    drawn, not_drawn = None, None
    for seed in range(300):
        trace: list[str] = []
        done = resolve(catalog, random_setup(["A", "B"], mode="coop"), seed, trace)
        if "Dungeon Feature: guardian" in trace and drawn is None:
            drawn = done
        if "Dungeon Feature: guardian" not in trace and not_drawn is None:
            not_drawn = done
    assert drawn is not None and not_drawn is not None
    assert len(drawn.guardians) == 2
    assert len(not_drawn.guardians) == 1


def test_a_hand_picked_coop_setup_needs_a_guardian_and_two_to_five_players(catalog):
    setup = Setup(**{**first_game(["A", "B"]).to_dict(), "mode": "coop"})
    with pytest.raises(SetupError, match="Guardian"):
        validate(catalog, setup)
    setup.guardians = ["guardian_of_night"]
    validate(catalog, setup)
    setup.players = ["A"]
    with pytest.raises(SetupError, match="United We Stand is for 2-5 players, not 1"):
        validate(catalog, setup)


@pytest.mark.parametrize("level, tokens", [("united", 3), ("bonds", 2), ("unity", 1)])
def test_a_coop_game_starts_with_a_full_hall_and_its_xp_tokens_on_the_dungeon_deck(catalog, level, tokens):
    game = Game.new(catalog, for_mode(catalog, first_game(["A", "B"]), "coop", {"level": level}), 3, checked=True)
    st = game.state
    assert all(st.hall_card(r) is not None for r in (1, 2, 3))
    assert st.mode_data["tokens"] == tokens and st.mode_data["party_xp"] == 0
    assert st.piles["village"] == [] and st.piles["party"] == []
    assert len(game.setup.monsters) == 4 and game.setup.monsters[:3] == first_game(["x"]).monsters


# --- tokens, anger, advancing ---------------------------------------------------------------------


def test_a_token_is_removed_after_the_last_player_of_each_round_and_no_monster_gets_angry_meanwhile(table):
    t = coop(table, choice=None)
    t.do("village", "end")
    assert t.state.mode_data["tokens"] == 3 and t.state.anger == []
    t.do("village", "end")
    assert t.state.mode_data["tokens"] == 2 and t.state.anger == []
    t.do("rest", "end", "choose", "village", "end")
    assert t.state.mode_data["tokens"] == 1


def test_with_no_token_left_a_player_who_visits_the_village_makes_the_rank_1_monster_angry(table):
    t = coop(table, mode_data=angry())
    t.do("village")
    harpy = t.card("Harpy")
    assert t.state.anger == [harpy]
    assert AngerChanged(harpy, True) in t.events
    assert hall_names(t) == HALL and t.names("pile.village") == []


def test_a_monster_already_angry_advances_when_a_player_visits_the_village(table):
    t = coop(table, mode_data=angry(), anger=["Harpy"])
    t.do("village")
    assert t.names("pile.village") == ["Harpy"]
    assert hall_names(t) == ["Half-Ogre", "Orc Warlord", "Medusa"]
    assert t.state.anger == []


def test_resting_also_provokes_the_rank_1_monster(table):
    t = coop(table, mode_data=angry(), anger=["Harpy"])
    t.do("rest")
    assert t.names("pile.village") == ["Harpy"]


def test_a_player_who_enters_the_dungeon_provokes_nothing(table):
    t = coop(table, hands=[WEAK, ["Militia"] * 6], mode_data=angry(), anger=["Half-Ogre"])
    t.do("dungeon", "attack [Harpy]", "end")
    assert t.names("pile.village") == []
    assert t.state.anger == [t.card("Half-Ogre")]  # still angry, now in rank 1
    assert hall_names(t) == ["Half-Ogre", "Orc Warlord", "Medusa"]
    t.do("village")  # the next player stays out: it advances
    assert t.names("pile.village") == ["Half-Ogre"]


def test_with_the_anger_at_the_end_of_the_turn_option_the_monster_gets_angry_when_the_turn_ends(table):
    t = coop(table, mode_data=angry(), options={"anger_when": "end_of_turn"})
    t.do("village")
    assert t.state.anger == []
    t.do("end")
    assert t.state.anger == [t.card("Harpy")]


def test_once_a_guardian_has_entered_the_hall_every_monster_enters_angry(table):
    t = coop(table, hands=[WEAK, ["Militia"] * 6], dungeon=["Guardian of Night", "Medusa", "Basilisk"],
             choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert hall_names(t) == ["Half-Ogre", "Orc Warlord", "Guardian of Night"]
    assert t.state.mode_data["guardian_entered"] is True
    t2 = coop(table, hands=[WEAK, ["Militia"] * 6], mode_data={"guardian_entered": True}, choice="dungeon")
    t2.do("attack [Harpy]", "end")
    assert t2.state.anger == [t2.card("Medusa")]


def test_after_the_guardian_the_rank_1_monster_advances_every_round_even_when_everyone_fights(table):
    t = coop(table, hands=[["Militia"] * 6, WEAK], active=1, choice="dungeon",
             mode_data=angry(first_player=0, guardian_entered=True))
    t.do("attack [Harpy]", "end")  # the last player of the round
    assert t.names("pile.village") == ["Half-Ogre"]
    assert hall_names(t) == ["Orc Warlord", "Medusa", "Basilisk"]
    t2 = coop(table, hands=[["Militia"] * 6, WEAK], active=1, choice="dungeon",
              mode_data=angry(first_player=0, guardian_entered=True), options={"guardian_round_advance": False})
    t2.do("attack [Harpy]", "end")
    assert t2.names("pile.village") == []


def test_an_undefeated_monster_goes_to_the_village_monster_pile(table):
    t = coop(table, hands=[WEAK, ["Militia"] * 6], choice="dungeon")
    t.do("attack [Half-Ogre]")
    assert t.names("pile.village") == ["Half-Ogre"] and "Half-Ogre" not in t.names("dungeon")


# --- the party's XP -------------------------------------------------------------------------------


def test_xp_from_a_defeated_monster_goes_to_the_party_pool(table):
    t = coop(table, hands=[WEAK, ["Militia"] * 6], choice="dungeon")
    t.do("attack [Harpy]")
    assert t.state.mode_data["party_xp"] == 1
    assert [p.xp for p in t.state.players] == [0, 0]
    assert PartyXPChanged(0, 1, "defeat") in t.events and not any(isinstance(e, XPChanged) for e in t.events)


def test_any_player_visiting_the_village_spends_the_party_xp(table):
    t = coop(table, hands=[["Militia"] * 6, ["Belzur Curate", "Militia"]], active=1, choice="village",
             mode_data={"party_xp": 3})
    t.do("level [Belzur Curate]")
    assert t.state.mode_data["party_xp"] == 1
    assert "Belzur Bishop" in t.names("p1.discard")
    t2 = coop(table, hands=[["Militia"] * 6, ["Belzur Curate", "Militia"]], active=1, choice="village",
              mode_data={"party_xp": 1})
    assert "costs 2 XP and you have 1" in t2.refused("level [Belzur Curate]")


def test_an_xp_cost_counts_the_party_xp_divided_by_the_players_rounded_down(table):
    hands = [["Evoker Scorcher", "Torch", "Militia"], ["Militia"] * 6, ["Militia"] * 6]
    t = coop(table, hands=hands, mode_data={"party_xp": 5}, choice="dungeon")  # 5 // 3 = 1
    t.do("use [Evoker Scorcher] 0")
    assert t.state.mode_data["party_xp"] == 4
    assert t.breakdown("Harpy").magic >= 2
    t2 = coop(table, hands=hands, mode_data={"party_xp": 2}, choice="dungeon")  # 2 // 3 = 0
    assert t2.cost_refused("use [Evoker Scorcher] 0", "XP")
    assert t2.state.mode_data["party_xp"] == 2


def test_monsters_turned_in_at_the_village_give_1_party_xp_each_and_go_to_the_party_pile(table):
    t = coop(table, hands=[["Harpy", "Half-Ogre", "Militia", "Torch"], ["Militia"] * 6])
    t.do("village")
    assert t.state.prompt.reason == "turn_in" and len(t.state.prompt.options) == 2
    t.do("choose [Harpy] [Half-Ogre]")
    assert sorted(t.names("pile.party")) == ["Half-Ogre", "Harpy"]
    assert t.state.mode_data["party_xp"] == 2
    assert t.names("p0.hand") == ["Militia", "Torch"]


def test_a_player_may_turn_in_no_monster(table):
    t = coop(table, hands=[["Harpy", "Militia"], ["Militia"] * 6])
    t.do("village", "choose", "end")
    assert t.names("pile.party") == [] and t.state.mode_data["party_xp"] == 0


def test_in_the_test_of_unity_monsters_cannot_be_turned_in(table):
    t = coop(table, hands=[["Harpy", "Half-Ogre", "Militia"], ["Militia"] * 6], level="unity")
    t.do("village")
    assert t.state.prompt is None
    assert t.state.mode_data["tokens"] == 1


# --- resting and passing cards --------------------------------------------------------------------


def test_a_resting_player_passes_a_card_to_each_other_player_who_discards_one_into_the_resting_players_discard(table):
    hands = [["Militia", "Dagger", "Torch", "Iron Rations", "Scout", "Polymorph"],
             ["Militia"] * 5 + ["Frost Bolt"], ["Militia"] * 6]
    t = coop(table, hands=hands)
    t.do("rest", "destroy [Polymorph]", "end")
    pr = t.state.prompt
    assert (pr.player, pr.reason, pr.min, pr.max) == (0, "pass_card", 0, 1) and "Player 2" in pr.text
    t.do("choose [Dagger]")
    pr = t.state.prompt
    assert (pr.player, pr.reason) == (1, "pass_discard") and "passes you Dagger" in pr.text
    assert sorted(t.game.name(c) for c in pr.options) == sorted(hands[1])
    t.do(f"choose {card_in(t, 1, 'Frost Bolt')}")
    assert "Dagger" in t.names("p1.hand") and "Frost Bolt" not in t.names("p1.hand")
    pr = t.state.prompt
    assert (pr.player, pr.reason) == (0, "pass_card") and "Player 3" in pr.text
    t.do("choose")  # nothing for the third player
    assert t.state.prompt is None and t.state.active == 1
    assert t.names("p2.hand") == ["Militia"] * 6
    assert "Frost Bolt" in t.names("p0.discard") and t.names("destroyed") == ["Polymorph"]
    assert len(t.state.players[0].hand) == 6


def test_the_player_given_a_card_may_keep_all_their_own(table):
    t = coop(table, hands=[["Militia", "Scout"], ["Militia"] * 6])
    t.do("rest", "end", "choose [Scout]", "choose")
    assert t.names("p1.hand") == ["Militia"] * 6 + ["Scout"]
    assert "Scout" not in t.names("p0.discard")


# --- the end --------------------------------------------------------------------------------------


def finale(table, party_xp):
    t = coop(table, hall=["Harpy", "Stone of Scorn", "Half-Ogre"], mode_data=angry(party_xp=party_xp),
             anger=["Harpy"], piles={"village": ["Medusa"], "party": ["Standard Bearer"]},
             players=[{"hand": ["Militia"] * 6, "deck": DECK}, {"hand": ["Militia"] * 6, "deck": DECK,
                                                                "discard": ["Orc Warlord"]}])
    t.do("village", "end")  # the Harpy advances, the Thunderstone reaches rank 1
    return t


def test_the_party_wins_together_when_its_monster_xp_and_pool_beat_the_village_pile(table):
    t = finale(table, 1)
    ended = next(e for e in t.events if isinstance(e, GameEnded))
    assert t.state.over and list(ended.winners) == [0, 1]
    assert ended.verdict == {"mode": "coop", "level": "united", "won": True, "measure": "XP", "players_total": 4,
                             "village_total": 3, "monsters_xp": 2, "party_xp": 1, "turned_in_xp": 1}
    assert "the party has 4 XP against the village's 3 XP" in ended.reason


def test_the_standing_before_the_end_counts_the_same_xp_as_the_verdict(table):
    t = coop(table, hall=["Harpy", "Stone of Scorn", "Half-Ogre"], mode_data=angry(party_xp=1), anger=["Harpy"],
             piles={"village": ["Medusa"], "party": ["Standard Bearer"]},
             players=[{"hand": ["Militia"] * 6, "deck": DECK},
                      {"hand": ["Militia"] * 6, "deck": DECK, "discard": ["Orc Warlord"]}])
    assert t.game.mode.measure == "xp" and t.game.mode.standing(t.game) == (4, 2)
    assert t.game.mode.party_xp(t.game) == (2, 1, 1)  # monsters in decks, the pool, turned in
    t.do("village", "end")  # the angry Harpy (1 XP) advances onto the village pile; the game ends
    v = t.state.result["verdict"]
    assert t.game.mode.standing(t.game) == (v["players_total"], v["village_total"]) == (4, 3)
    competitive = table(players=[{}, {}], hall=["Harpy"]).game
    assert competitive.mode.measure is None and competitive.mode.standing(competitive) is None


def test_the_party_loses_together_when_the_village_pile_has_as_much_xp(table):
    t = finale(table, 0)
    assert t.state.result["winners"] == []
    v = t.state.result["verdict"]
    assert (v["players_total"], v["village_total"], v["won"]) == (3, 3, False)
