"""Advance's Raid, Trophy and React (Towers of Ruin rulebook: Effekte, Raubeffekte, Trophäeneffekte,
Reaktionsfähigkeiten; docs/advance.md sections 7 and 19, points 13 and 18), on the synthetic cards
of tests/data/trait_cards/rules_test_advance_*.yaml."""

from game.engine.events import CardsRevealed, PromptOpened
from game.engine.sets import card_set
from game.engine.setup import Setup, build

HALL4 = ["Herd Calf", "Harpy", "Half-Ogre", "Shadow Killer"]
MILITIA6 = ["Militia"] * 6


def advance(trait_table, **spec):
    spec.setdefault("hall", HALL4)
    spec.setdefault("dungeon", ["Test Raider", "Basilisk"])
    spec.setdefault("players", [{"hand": MILITIA6, "deck": ["Dagger"] * 6}, {"deck": ["Militia"] * 6}])
    return trait_table(ruleset="advance", **spec)


def diseases(t, zone):
    """The Diseases (Advance: curses) in a zone."""
    return [c for c in t.state.zone(zone) if t.game.defn(c).is_disease]


# --- Raid --------------------------------------------------------------------------------------

def test_a_monster_placed_in_the_hall_raids_at_once_for_the_active_player(trait_table):
    t = advance(trait_table)
    t.do("dungeon", "attack [Herd Calf]", "end")  # the hall refills at the end of the turn
    assert t.state.hall_card(4) == t.card("Test Raider")
    assert len(diseases(t, "p0.discard")) == 1  # in an Advance game a Disease gained is a curse
    assert diseases(t, "p1.discard") == []


def test_a_raider_laid_out_at_setup_does_not_raid(trait_catalog):
    fg = card_set("dragonspire").first_game
    setup = Setup(["A", "B"], ["rules_test_advance_monsters"], list(fg.heroes), list(fg.village), "stone_of_mystery",
                  ruleset="advance")
    games = [build(trait_catalog, setup, seed=s, checked=True) for s in range(12)]
    raided = [g for g in games if "test_raider" in [g.state.cards[c] for slot in g.state.hall for c in slot]]
    assert raided
    for game in raided:
        for p in game.state.players:
            assert all(game.defn(c).kind != "disease" for c in p.deck + p.hand + p.discard)


# --- Trophy ------------------------------------------------------------------------------------

def test_a_dungeon_trophy_is_mandatory_before_the_attack_and_needs_no_hero(trait_table):
    t = advance(trait_table, players=[{"hand": ["Test Trophy Beast", *MILITIA6[:5]]}, {"deck": MILITIA6}])
    t.do("dungeon")
    assert "use the trophy of Test Trophy Beast first" in t.refused("attack [Herd Calf]")
    assert "use the trophy of Test Trophy Beast first" in t.refused("end")
    t.do("use [Test Trophy Beast] 0")
    assert t.gained("attack") == [1]
    assert "each ability can be used only once per turn" in t.refused("use [Test Trophy Beast] 0")
    t.do("attack [Herd Calf]")
    assert t.state.loc[t.card("Herd Calf")] == "p0.discard"


def test_a_dungeon_trophy_does_nothing_in_the_village_and_a_village_trophy_comes_before_buying(trait_table):
    t = advance(trait_table, players=[{"hand": ["Test Trophy Beast", "Test Village Trophy", *MILITIA6[:4]]},
                                      {"deck": MILITIA6}])
    t.do("village")
    assert "works only in the Dungeon" in t.refused("use [Test Trophy Beast] 0")
    assert "use the trophy of Test Village Trophy first" in t.refused("buy regular")
    assert "use the trophy of Test Village Trophy first" in t.refused("end")
    t.do("use [Test Village Trophy] 0")
    assert t.gained("gold") == [1]
    t.do("end")
    assert t.state.active == 1


def test_a_trophy_with_a_cost_is_used_only_if_the_player_wants_to(trait_table):
    t = advance(trait_table, players=[{"hand": ["Test Costly Trophy", *MILITIA6[:5]], "deck": ["Dagger"]},
                                      {"deck": MILITIA6}])
    t.do("dungeon", "attack [Herd Calf]")  # not asked for first
    assert t.state.loc[t.card("Test Costly Trophy")] == "p0.hand"


# --- React -------------------------------------------------------------------------------------

def lost_fight(trait_table, their_hand):
    t = advance(trait_table, hall=["Shadow Killer", "Harpy", "Half-Ogre", "Herd Calf"],
                players=[{"hand": ["Militia"]}, {"hand": their_hand, "deck": ["Dagger"] * 3}])
    t.do("dungeon", "attack [Shadow Killer]")
    return t


def test_after_a_lost_fight_the_other_player_is_asked_to_react_and_the_card_is_shown(trait_table):
    t = lost_fight(trait_table, ["Test Lookout", "Militia"])
    prompt = t.state.prompt
    assert (prompt.player, prompt.kind, prompt.reason, prompt.options) == (1, "option", "react", ["use", "pass"])
    assert t.game.to_act == 1
    t.do("choose use")
    assert CardsRevealed(1, (t.card("Test Lookout"),)) in t.events
    assert t.names("p1.hand") == ["Test Lookout", "Militia", "Dagger"]


def test_two_react_cards_are_each_offered_and_a_pass_does_nothing(trait_table):
    t = lost_fight(trait_table, ["Test Lookout", "Test Lookout"])
    asked = [e for e in t.events if isinstance(e, PromptOpened) and e.reason == "react"]
    assert len(asked) == 1
    t.do("choose pass")
    assert t.state.prompt is not None and t.state.prompt.reason == "react"
    t.do("choose use")
    assert len(t.names("p1.hand")) == 3 and t.state.prompt is None


def test_no_react_question_after_a_won_fight(trait_table):
    t = advance(trait_table, players=[{"hand": MILITIA6}, {"hand": ["Test Lookout"]}])
    t.do("dungeon", "attack [Herd Calf]")
    assert not [e for e in t.events if isinstance(e, PromptOpened) and e.reason == "react"]
