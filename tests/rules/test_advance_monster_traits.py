"""The traits of Advance's monsters (Towers of Ruin rulebook: Merkmale; docs/advance.md section 19,
point 25), and Raid and Breach on their way in and out of the hall (Raubeffekte, Durchbrucheffekte;
glossary: Schwarzschar-Räuber; points 13 and 14), in Advance positions on the Wilderness side, with the synthetic monsters of
tests/data/trait_cards (rules_test_advance_monster_traits.yaml; Rooted Treant, Void Shadow and Harpy
from rules_test_monsters.yaml and Dragonspire). The real cards' tests: tests/cards/test_advance_monsters_*.py."""

from game.engine.events import BreachTriggered, MonsterDefeated
from game.engine.game import Game
from game.engine.sets import card_set
from game.engine.setup import Setup

DECK = ["Militia"] * 6


def advance(trait_table, hand, hall, **spec):
    spec.setdefault("choice", "dungeon")
    return trait_table(ruleset="advance", hall=list(hall), dungeon=["Basilisk", "Shadow Killer"],
                       players=[{"hand": list(hand), "deck": DECK}, {"deck": DECK}], **spec)


# --- cannot be fought unless ----------------------------------------------------------------------

def test_a_monster_that_cannot_be_fought_is_not_even_lost_to(trait_table):
    t = advance(trait_table, ["Militia"], ["Test Bone Pile", "Harpy", "Half-Ogre", "Griffon"])
    assert "cannot be fought with fewer than 2 Heroes" in t.refused("attack [Test Bone Pile]")
    t.do("attack [Harpy]", "end")
    assert t.game.name(t.state.hall_card(1)) == "Test Bone Pile" and "Test Bone Pile" not in t.names("dungeon")


def test_with_the_heroes_present_it_is_fought_and_may_be_lost_to(trait_table):
    t = advance(trait_table, ["Militia", "Militia"], ["Test Bone Pile", "Harpy", "Half-Ogre", "Griffon"])
    t.do("attack [Test Bone Pile]")  # 2 against 3, less 1 for the dark
    assert not t.state.turn.battle_won and t.names("dungeon")[-1] == "Test Bone Pile"


# --- only leaves the hall when defeated -----------------------------------------------------------

def test_a_monster_that_must_be_defeated_stays_after_a_lost_battle_and_leaves_when_defeated(trait_table):
    t = advance(trait_table, ["Militia"], ["Rooted Treant", "Harpy", "Half-Ogre", "Griffon"])
    t.do("attack [Rooted Treant]", "end")
    assert t.game.name(t.state.hall_card(1)) == "Rooted Treant" and "Rooted Treant" not in t.names("dungeon")
    won = advance(trait_table, ["Militia", "Militia", "Militia", "Torch"], ["Rooted Treant", "Harpy", "Half-Ogre"])
    won.do("attack [Rooted Treant]")
    assert won.names("p0.discard") == ["Rooted Treant"]


def test_a_monster_that_must_be_defeated_is_not_taken_from_the_hall_by_an_effect(trait_table):
    t = advance(trait_table, ["Thundermage Bolter"], ["Rooted Treant", "Harpy", "Half-Ogre", "Griffon"])
    assert "cost cannot be paid" in t.refused("use [Thundermage Bolter] 0")


# --- darkness +X and darkness that cannot be reduced ----------------------------------------------

def test_darkness_that_cannot_be_reduced_costs_1_a_point_of_its_rank_on_the_wilderness(trait_table):
    t = advance(trait_table, ["Militia", "Militia", "Militia", "Torch", "Torch"],
                ["Harpy", "Half-Ogre", "Void Shadow", "Griffon"])
    bd = t.breakdown("Void Shadow")  # rank 3: light 2 does not lower it
    assert (bd.light_penalty, bd.darkness_loss, bd.total) == (3, 3, 0)


def test_darkness_plus_1_deepens_the_darkness_of_its_rank_always(trait_table):
    t = advance(trait_table, ["Militia", "Militia", "Militia", "Torch"], ["Gloom Bat", "Harpy", "Half-Ogre", "Griffon"])
    bd = t.breakdown("Gloom Bat")  # rank 1 and Darkness +1 (the Classic trait light: -1), light 1
    assert (bd.darkness, bd.light_penalty, bd.total) == (2, 1, 3 - 1)


# --- immune to (the Ghul example) -----------------------------------------------------------------

def test_an_immunity_zeroes_the_fighter_and_its_weapon_but_not_what_it_gives_another_hero(trait_table):
    # Merkmale, Immun gegen: a Fighter's help to a non-Fighter still counts; its light does too
    t = advance(trait_table, ["Thyrian Knight", "Militia", "Lamplighter", "Glow Blade", "Militia"],
                ["Test Ghul", "Harpy", "Half-Ogre", "Griffon"])
    t.do("equip [Glow Blade] [Militia]")
    bd = t.breakdown("Test Ghul")
    assert bd.line("Thyrian Knight").attack == 0 and bd.line("Lamplighter").magic == 0
    assert bd.line("Glow Blade").attack == 0  # Edged
    assert bd.line("Militia", 2).attack == 1 + 1  # its own and the Knight's +1
    assert bd.light == 2  # the Lamplighter's and the Glow Blade's
    harpy = t.breakdown("Harpy")
    assert harpy.line("Thyrian Knight").attack == 4 and harpy.line("Glow Blade").attack == 1


# --- defeated with another ------------------------------------------------------------------------

def test_a_chieftain_defeated_takes_its_clan_in_the_hall_along_without_their_xp(trait_table):
    t = advance(trait_table, ["Militia", "Militia", "Militia", "Militia", "Torch"],
                ["Test Chieftain", "Test Clansman", "Harpy", "Test Clansman"])
    t.do("attack [Test Chieftain]")
    defeated = [e.monster for e in t.events if isinstance(e, MonsterDefeated)]
    assert [t.game.name(c) for c in defeated] == ["Test Chieftain", "Test Clansman", "Test Clansman"]
    assert t.names("p0.discard") == ["Test Clansman", "Test Clansman", "Test Chieftain"]
    assert t.state.players[0].xp == 1
    t.do("end")
    assert t.game.name(t.state.hall_card(1)) == "Harpy"


# --- Raid and Breach ------------------------------------------------------------------------------

def diseases(t, player):
    return sum(1 for c in t.state.players[player].discard if t.game.defn(c).kind in ("disease", "curse"))


def test_a_raider_raids_again_each_time_it_comes_back_into_the_hall(trait_table):
    t = trait_table(ruleset="advance", hall=["Herd Calf", "Harpy", "Half-Ogre", "Shadow Killer"],
                    dungeon=["Test Raider"], choice="dungeon",
                    players=[{"hand": ["Militia"] * 4, "deck": DECK}, {"deck": DECK}])
    t.do("attack [Herd Calf]", "end")  # the refill places it: Player 1's Raid
    assert (diseases(t, 0), diseases(t, 1)) == (1, 0)
    t.do("dungeon", "attack [Test Raider]")  # lost: under the dungeon deck, its only card
    assert not t.state.turn.battle_won and t.names("dungeon") == ["Test Raider"]
    t.do("end")  # back into the hall: it raids again, for Player 2 now
    assert (diseases(t, 0), diseases(t, 1)) == (1, 1)


def test_looking_at_the_dungeon_deck_does_not_raid(trait_table):
    # glossary (Schwarzschar-Räuber): only a monster placed in the hall raids
    t = trait_table(ruleset="advance", hall=["Herd Calf", "Harpy", "Half-Ogre", "Shadow Killer"],
                    dungeon=["Test Raider", "Basilisk"], choice="dungeon",
                    players=[{"hand": ["Deepstrider Scout"], "deck": DECK}, {"deck": DECK}])
    t.do("use [Deepstrider Scout] 0")
    while t.state.prompt is not None:  # put them back on top, in the order offered
        t.do(f"choose {t.state.prompt.options[0]}")
    assert diseases(t, 0) == 0 and "Test Raider" in t.names("dungeon")


def test_a_breach_happens_once_per_arrival_in_rank_1(trait_table):
    t = trait_table(ruleset="advance", hall=["Herd Calf", "Test Breacher", "Half-Ogre", "Shadow Killer"],
                    dungeon=["Basilisk", "Harpy"], choice="dungeon",
                    players=[{"hand": ["Militia"] * 4, "deck": DECK}, {"hand": ["Militia"] * 4, "deck": DECK}])
    t.do("attack [Herd Calf]", "end")  # it reaches rank 1 and breaches for Player 1
    assert [e.monster for e in t.events if isinstance(e, BreachTriggered)] == [t.card("Test Breacher")]
    assert diseases(t, 0) == 1
    t.do("dungeon", "attack [Half-Ogre]", "end")  # it stays in rank 1: no second breach
    assert len([e for e in t.events if isinstance(e, BreachTriggered)]) == 1 and diseases(t, 1) == 0


def test_a_breacher_laid_into_rank_1_at_setup_does_not_breach(trait_catalog):
    fg = card_set("dragonspire").first_game
    setup = Setup(["A", "B"], ["rules_test_advance_monster_traits"], list(fg.heroes), list(fg.village),
                  "stone_of_mystery", ruleset="advance")
    games = [Game.new(trait_catalog, setup, s, checked=True) for s in range(30)]
    first = [g for g in games if g.state.cards[g.state.hall_card(1)] == "test_breacher"]
    assert first
    for game in first:
        assert all(game.defn(c).kind != "disease" for p in game.state.players for c in p.deck + p.hand + p.discard)
