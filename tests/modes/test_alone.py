"""Alone in the Dark (rulebook: Variants, Alone in the Dark), on top of the standard solo rules."""

import pytest

from game.engine.errors import SetupError
from game.engine.game import Game
from game.engine.modes import make_mode
from game.engine.randomizers import resolve
from game.engine.setup import Setup, first_game, for_mode, random_setup, validate

HEROES = ["belzur", "gorinth", "half_orc", "stoneguard", "veteran", "phalanx"]
VILLAGE = ["toryn_gauntlet", "recurve_bow", "guardian_blade", "polymorph", "scout", "frost_bolt", "soul_gem",
           "silverstorm", "trader", "thunder_ring", "skullbreaker", "guide"]
DECK = ["Militia"] * 18
EMPTY_BASICS = {"militia": 0, "dagger": 0, "iron_rations": 0, "torch": 0}


def alone_setup(level="normal"):
    return Setup(["Solo"], ["orc_humanoid", "dark_enchanted", "undead_plague"], list(HEROES), list(VILLAGE),
                 mode="alone", options={"level": level})


def alone(table, hand, choice="village", stacks=None, **extra):
    return table(players=[{"hand": list(hand), "deck": DECK, **extra.pop("player", {})}],
                 hall=["Harpy", "Half-Ogre", "Orc Warlord"], dungeon=["Medusa", "Basilisk"], mode="alone",
                 village={"heroes": ["belzur", "veteran"], "village": ["scout", "polymorph"]},
                 stacks={**EMPTY_BASICS, **(stacks or {})}, choice=choice, **extra)


def names(game, zone):
    return [game.name(c) for c in game.state.zone(zone)]


def test_the_village_has_one_card_of_each_village_stack_and_of_each_hero_level_and_no_basic_stacks(catalog):
    game = Game.new(catalog, alone_setup(), 4, checked=True)
    for g in VILLAGE:
        assert len(game.state.stacks[g]) == 1
    assert names(game, "stack.veteran") == ["Veteran Warrior", "Veteran Berserker", "Veteran Reaver",
                                            "Veteran Warmonger"]
    assert names(game, "stack.phalanx") == ["Phalanx Footman", "Phalanx Officer"]
    for g in ("militia", "dagger", "iron_rations", "torch"):
        assert game.state.stacks[g] == []
    assert sorted(names(game, "p0.hand") + names(game, "p0.deck")) == sorted(
        ["Militia"] * 6 + ["Dagger"] * 2 + ["Iron Rations"] * 2 + ["Torch"] * 2)
    assert game.state.hall == [[], [], []]  # the standard solo rules


def test_halving_on_the_warrior_level_leaves_the_single_cards_whole(catalog):
    game = Game.new(catalog, alone_setup("warrior"), 4)
    assert names(game, "stack.belzur") == ["Belzur Curate", "Belzur Bishop", "Belzur Cardinal"]
    assert all(len(game.state.stacks[g]) == 1 for g in VILLAGE)


def test_alone_in_the_dark_needs_6_heroes_and_12_village_stacks(catalog):
    setup = first_game(["Solo"])
    setup.mode = "alone"
    with pytest.raises(SetupError, match="heroes: 6 groups are needed, 4 given"):
        validate(catalog, setup)


def test_the_randomizers_deal_6_hero_and_12_village_randomizers_keeping_the_cards_chosen_by_hand(catalog):
    request = for_mode(catalog, first_game(["Solo"]), "alone", {"level": "nightmare"})
    assert request.random == {}
    done = resolve(catalog, request, 11)
    assert len(done.heroes) == 6 and done.heroes[:4] == first_game(["x"]).heroes
    assert len(done.village) == 12 and done.village[:8] == first_game(["x"]).village
    assert len(resolve(catalog, random_setup(["Solo"], mode="alone"), 2).village) == 12


def test_only_level_1_heroes_can_be_bought(table):
    t = alone(table, ["Torch"] * 6)
    t.do("buy belzur")
    assert t.names("p0.discard") == ["Belzur Curate"]
    t2 = alone(table, ["Torch"] * 6, stacks={"belzur": 2})  # Bishop and Cardinal left
    assert t2.names("stack.belzur") == ["Belzur Bishop", "Belzur Cardinal"]
    assert "Belzur Bishop cannot be bought" in t2.refused("buy belzur")


def test_levelling_up_takes_the_next_level_from_the_stack_and_the_old_hero_goes_back_to_the_village(table):
    t = alone(table, ["Belzur Curate", "Militia"], player={"xp": 2}, stacks={"belzur": 2})  # its Curate was bought
    t.do("level [Belzur Curate]")
    assert t.names("p0.discard") == ["Belzur Bishop"]
    assert t.names("stack.belzur") == ["Belzur Curate", "Belzur Cardinal"]
    assert t.names("destroyed") == []


def test_a_destroyed_hero_goes_back_to_its_place_in_the_stack_by_level(table):
    t = alone(table, ["Veteran Reaver", "Militia"], choice="rest", stacks={"veteran": 3})
    assert t.names("stack.veteran") == ["Veteran Berserker", "Veteran Reaver", "Veteran Warmonger"]
    t.do("destroy [Veteran Reaver]")
    assert t.names("stack.veteran") == ["Veteran Berserker", "Veteran Reaver", "Veteran Reaver",
                                        "Veteran Warmonger"]
    t2 = alone(table, ["Veteran Warrior"], choice="rest", stacks={"veteran": 2})
    t2.do("destroy [Veteran Warrior]")
    assert t2.names("stack.veteran") == ["Veteran Warrior", "Veteran Reaver", "Veteran Warmonger"]


def test_a_destroyed_starting_militia_goes_onto_a_basic_stack_that_appears_and_can_be_bought(table):
    t = alone(table, ["Militia", "Torch", "Torch"], choice="rest")
    assert t.names("stack.militia") == []
    t.do("destroy [Militia]", "end", "village")
    assert t.names("stack.militia") == ["Militia"]
    t.do("buy militia")
    assert "Militia" in t.names("p0.discard") and t.names("stack.militia") == []


def test_a_destroyed_card_with_no_village_stack_is_destroyed_as_usual(table):
    t = alone(table, ["Harpy", "Militia"], choice="rest")
    t.do("destroy [Harpy]")
    assert t.names("destroyed") == ["Harpy"]


def test_the_player_needs_more_vp_than_the_village_and_4_top_level_heroes(table):
    four = ["Belzur Cardinal", "Veteran Warmonger", "Gorinth Miser", "Phalanx Officer"]
    t = table(players=[{"hand": ["Militia"] * 6, "deck": DECK, "discard": four}], mode="alone",
              hall=["Harpy", "Stone of Scorn", "Half-Ogre"], dungeon=["Medusa"], choice="rest")
    t.do("end")
    v = t.state.result["verdict"]
    assert v["won"] and v["top_level_heroes"] == 4 and v["top_heroes_needed"] == 4
    assert v["players_total"] == 2 + 4 + 2 + 1 and v["village_total"] == 1
    three = table(players=[{"hand": ["Militia"] * 6, "deck": DECK, "discard": four[:3] + ["Veteran Reaver"]}],
                  mode="alone", hall=["Harpy", "Stone of Scorn", "Half-Ogre"], dungeon=["Medusa"], choice="rest")
    three.do("end")
    v = three.state.result["verdict"]
    assert not v["won"] and v["top_level_heroes"] == 3 and v["players_total"] > v["village_total"]
    assert three.state.result["winners"] == []
    assert "3 top-level heroes of the 4 needed" in three.state.result["reason"]


def test_alone_in_the_dark_plays_on_any_solo_level(table):
    assert make_mode("alone", {"level": "warrior"}).options["respite_min_xp"] == 2
    assert make_mode("alone", {"level": "nightmare"}).options["respite_min_xp"] is None
    t = table(players=[{"hand": ["Stoneguard Bruiser", "Torch", "Torch", "Militia", "Militia", "Militia"],
                        "deck": DECK}], hall=["Harpy", "Half-Ogre", "Orc Warlord"],
              dungeon=["Medusa", "Basilisk", "Manticore"], mode="alone", options={"level": "nightmare"},
              choice="dungeon")
    t.do("attack [Half-Ogre]", "end", "rest", "end")
    assert t.names("pile.village") == ["Orc Warlord", "Harpy"]  # no respite in Nightmare
