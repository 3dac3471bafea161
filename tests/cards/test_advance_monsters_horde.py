"""Undead • Horde, the Soulstolen (cards/advance/undead_horde.yaml; game.engine.rules.swarm), a
level-1 Advance monster group. Rulebook: Die Horde (placeholders in the dungeon deck, the Soulstolen
face up from health 4 to 13); glossary: Seelenloser (an undefeated one goes under the dungeon deck
itself); the React example (Andreas loses to the Soulstolen: it goes under the deck with its VP).
docs/advance.md section 11 and section 19, point 16."""

import pytest

from game.engine.game import Game
from game.engine.rules import scoring
from game.engine.sets import card_set
from game.engine.setup import Setup

HEROES = {"heroes": ["criochan", "deepstrider", "whetmage", "drua"], "village": []}
HALL = ["Warrior Bones", "Ossuous", "Dwarven Ancestor", "Shrouded Cadaver"]
STACK = [f"soulstolen_{h}" for h in range(4, 14)]
VP = [2, 2, 3, 3, 4, 4, 5, 5, 6, 6]


def advance(table, hand, hall=HALL, dungeon=("Warrior Bones",), **spec):
    spec.setdefault("village", HEROES)
    spec.setdefault("choice", "dungeon")
    return table(ruleset="advance", hall=list(hall), dungeon=list(dungeon),
                 players=[{"hand": list(hand), "deck": ["Regular"] * 6}, {"deck": ["Regular"] * 6}], **spec)


def keys(t, zone):
    return [t.game.state.cards[c] for c in t.state.zone(zone)]


# --- facts ----------------------------------------------------------------------------------------

def test_the_soulstolen_placeholder_has_no_stats_and_ten_copies(catalog):
    d = catalog.cards["soulstolen_placeholder"]
    assert (d.name, d.count, d.health, d.gold, d.xp, d.vp) == ("Soulstolen Placeholder", 10, 0, 0, 0, 0)
    assert d.is_stand_in and d.classes == ("Undead", "Horde") and not d.abilities


@pytest.mark.parametrize("position", range(10))
def test_each_soulstolen_exists_once_with_its_health_vp_gold_and_xp(catalog, position):
    d = catalog.cards[STACK[position]]
    assert (d.name, d.count, d.health, d.vp, d.gold, d.xp) == ("Soulstolen", 1, 4 + position, VP[position], 2, 2)
    assert d.has_printed_vp and d.classes == ("Undead", "Horde")


def test_undead_horde_is_a_level_1_group(catalog):
    assert catalog.groups["undead_horde"].level == 1


# --- the Horde: placeholders and the face-up stack ------------------------------------------------

def test_a_placeholder_turned_over_is_destroyed_and_the_top_soulstolen_takes_its_place(table):
    t = advance(table, ["Criochan Captain", "Torch"], dungeon=["soulstolen_placeholder"],
                swarms={"undead_horde": STACK[:3]})
    t.do("attack [Warrior Bones]", "end")
    assert keys(t, "hall.4") == ["soulstolen_4"]  # health 4 first
    assert keys(t, "swarm.undead_horde") == STACK[1:3] and keys(t, "destroyed") == ["soulstolen_placeholder"]


def test_an_undefeated_soulstolen_goes_under_the_dungeon_deck_itself(table):
    # glossary (Seelenloser): the monster card, not one of the placeholders set aside
    t = advance(table, ["Regular", "Torch"], hall=["soulstolen_9", *HALL[:3]], dungeon=["soulstolen_placeholder"],
                swarms={"undead_horde": STACK[6:]})
    t.do("attack [Soulstolen]")
    assert not t.state.turn.battle_won
    assert keys(t, "dungeon") == ["soulstolen_placeholder", "soulstolen_9"]
    t.do("end")  # the placeholder comes up and brings the next of the stack
    assert keys(t, "hall.4") == ["soulstolen_10"] and keys(t, "dungeon") == ["soulstolen_9"]


def test_a_defeated_soulstolen_gives_2_xp_and_its_printed_vp(table):
    t = advance(table, ["Criochan Captain", "Criochan Knight", "Torch"], hall=["soulstolen_13", *HALL[:3]])
    t.do("attack [Soulstolen]")  # 13 against 13
    assert t.state.turn.battle_won and t.state.prompt.reason == "destroy"  # its Aftermath first: a hero to lose
    t.do("choose [Criochan Knight]")
    assert t.state.players[0].xp == 2 and t.names("p0.hand") == ["Criochan Captain", "Torch"]
    assert keys(t, "p0.discard") == ["soulstolen_13"]
    assert scoring.score(t.game, 0) == 6 + 2  # the Criochan Captain is worth 2


def test_a_game_with_the_horde_lays_the_soulstolen_face_up_from_health_4_and_shuffles_in_the_placeholders(catalog):
    fg = card_set("dragonspire").first_game
    setup = Setup(["A", "B"], ["undead_horde", "ogre_humanoid", "undead_treefolk"], list(fg.heroes),
                  list(fg.village), "stone_of_mystery", ruleset="advance")
    game = Game.new(catalog, setup, 3, checked=True)
    st = game.state
    hall = [st.cards[c] for slot in st.hall for c in slot]
    from_stack = [k for k in hall if k.startswith("soulstolen_") and k != "soulstolen_placeholder"]
    assert [st.cards[c] for c in st.swarms["undead_horde"]] == STACK[len(from_stack):]
    assert "soulstolen_placeholder" not in hall
    assert [st.cards[c] for c in st.dungeon].count("soulstolen_placeholder") + \
        [st.cards[c] for c in st.destroyed].count("soulstolen_placeholder") == 10


# --- the Soulstolen's effects ---------------------------------------------------------------------

def test_soulstolen_aftermath_destroys_an_unequipped_hero_won_or_lost(table):
    t = advance(table, ["Criochan Sergeant", "Longspear", "Thundermage Summoner", "Torch"],
                hall=["soulstolen_4", *HALL[:3]])
    t.do("equip [Longspear] [Criochan Sergeant]", "attack [Soulstolen]")  # 2 + 1 + 2 against 4
    assert t.state.turn.battle_won
    assert t.names("p0.hand") == ["Criochan Sergeant", "Longspear", "Torch"]  # the Summoner had no weapon
    lost = advance(table, ["Regular", "Torch"], hall=["soulstolen_8", *HALL[:3]])
    lost.do("attack [Soulstolen]")
    assert lost.names("p0.hand") == ["Torch"]


def test_soulstolen_in_the_hand_adds_attack_against_undead_only(table):
    t = advance(table, ["soulstolen_5", "Criochan Sergeant"], hall=["Warrior Bones", "Griknack Goblin", *HALL[1:3]])
    soul = t.card("Soulstolen")
    assert t.breakdown("Warrior Bones").line(soul).attack == 1
    assert t.breakdown("Griknack Goblin").line(soul).attack == 0
