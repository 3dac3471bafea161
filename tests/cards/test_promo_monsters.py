"""The promotional monsters: The Vision (a Cultist) and Mammoth (an Evil Druid), printed in the promo set
and played in Doomgate Legion's groups (cards/doomgate/cultist_humanoid.yaml, evil_druid.yaml: a card-level
`set: promo`). A game has them only when the players own the promos: the setup option `promos`, which a
random setup with the promo set turns on.

Doomgate rulebook: Global Effects (in play while the monster is in the Dungeon Hall, Rank 0 included; nothing
from a hand), Battle Effects.
"""

from __future__ import annotations

import pytest

from game.engine.errors import SetupError
from game.engine.setup import Setup, build, random_setup, resolve
from tests.cards.dungeon_helpers import DECK, by_name, doomed, dungeon_table, options, resolved

MONSTERS = ["abyssal_thunderspawn", "cultist_humanoid", "evil_druid"]
HEROES = ["belzur", "gorinth", "half_orc", "stoneguard"]
VILLAGE = ["toryn_gauntlet", "recurve_bow", "guardian_blade", "polymorph", "scout", "frost_bolt", "soul_gem",
           "silverstorm"]


@pytest.mark.parametrize("name, group, gold, vp, xp, health, classes", [
    ("The Vision", "cultist_humanoid", 2, 7, 3, 8, ("Cultist", "Humanoid")),
    ("Mammoth", "evil_druid", 1, 3, 1, 6, ("EvilDruid", "Familiar")),
])
def test_the_promo_monsters_have_their_printed_values_in_a_doomgate_group(catalog, name, group, gold, vp, xp,
                                                                          health, classes):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.group, d.count, d.gold, d.vp, d.xp, d.health, d.classes) == (
        "monster", "promo", group, 1, gold, vp, xp, health, classes)
    assert catalog.groups[group].set == "doomgate"


# --- how a game includes them ----------------------------------------------------------------------

def _dungeon_names(catalog, setup):
    game = build(catalog, setup, 1)
    st = game.state
    cards = list(st.dungeon) + [c for slot in st.hall for c in slot]
    return [game.name(c) for c in cards]


def test_a_game_without_the_promos_option_leaves_the_promo_monsters_out(catalog):
    names = _dungeon_names(catalog, Setup(["A", "B"], MONSTERS, HEROES, VILLAGE, "stone_of_terror"))
    assert "The Vision" not in names and "Mammoth" not in names
    assert len(names) == 30 + 1  # three groups of ten and the Thunderstone


def test_a_game_with_the_promos_plays_each_group_with_its_promo_card(catalog):
    setup = Setup(["A", "B"], MONSTERS, HEROES, VILLAGE, "stone_of_terror", options={"promos": True})
    names = _dungeon_names(catalog, setup)
    assert names.count("The Vision") == 1 and names.count("Mammoth") == 1
    assert len(names) == 32 + 1
    # a group without a promo card is as it was
    assert "Usurper" in names and names.count("The Voice") == 1


def test_the_promos_option_must_be_true_or_false(catalog):
    with pytest.raises(SetupError, match="option promos"):
        build(catalog, Setup(["A", "B"], MONSTERS, HEROES, VILLAGE, options={"promos": "yes"}), 1)


def test_a_random_setup_with_the_promo_set_turns_the_promos_on(catalog):
    with_promos = resolve(catalog, random_setup(["A", "B"], ["dragonspire", "doomgate", "promo"]), 3)
    without = resolve(catalog, random_setup(["A", "B"], ["dragonspire", "doomgate"]), 3)
    assert with_promos.options.get("promos") is True and "promos" not in without.options


# --- The Vision ------------------------------------------------------------------------------------

def test_vision_gains_2_health_for_each_revealed_hero_militia_included(table):
    t = dungeon_table(table, ["Outlands Khan", "Elf Wizard", "Militia", "Torch"], "The Vision")
    assert t.breakdown("The Vision").health == 8 + 3 * 2


def test_vision_destroys_one_card_that_gives_light(table):
    t = dungeon_table(table, ["Outlands Khan", "Elf Wizard", "Lantern", "Short Sword", "Torch"], "The Vision")
    t.do("attack [The Vision]")
    assert options(t) == ["Elf Wizard", "Lantern", "Torch"]  # the Elf Wizard's Light +1 counts
    t.do("choose [Lantern]")
    assert doomed(t) == ["Lantern"]


# --- Mammoth ---------------------------------------------------------------------------------------

def _mammoth_hall(table, hall, hand=("Outlands Khan", "Torch", "Torch")):
    return table(players=[{"hand": list(hand), "deck": DECK}, {"deck": DECK}], hall=hall,
                 dungeon=["Plague Zombie"], choice="dungeon")


def test_mammoth_in_the_hall_keeps_the_other_evil_druids_from_being_attacked(table):
    t = _mammoth_hall(table, ["Crow Talker", "Mammoth", "Harpy"])
    reason = t.refused("attack [Crow Talker]")
    assert "Mammoth" in reason
    assert t.breakdown("Crow Talker").attackable is False
    assert t.breakdown("Harpy").attackable and t.breakdown("Mammoth").attackable


def test_once_the_mammoth_is_defeated_the_evil_druids_may_be_attacked_again(table):
    t = _mammoth_hall(table, ["Mammoth", "Crow Talker", "Harpy"], hand=("Outlands Khan", "Thyrian Squire", "Torch"))
    assert t.breakdown("Crow Talker").attackable is False
    t.do("attack [Mammoth]")  # 7 + 2 against its health 6 + 2 (Crow Talker is an Evil Druid in the hall)
    assert resolved(t).won and "Mammoth" in t.names("p0.discard")
    assert t.breakdown("Crow Talker").attackable


def test_a_mammoth_in_a_hand_protects_nobody(table):
    t = dungeon_table(table, ["Mammoth", "Outlands Khan", "Torch"], "Crow Talker")
    t.do("attack [Crow Talker]")
    assert resolved(t).won


def test_mammoth_gains_2_health_for_each_other_evil_druid_in_the_hall(table):
    t = _mammoth_hall(table, ["Mammoth", "Crow Talker", "Monarch Druid"])
    assert t.breakdown("Mammoth").health == 6 + 2 + 2
    alone = _mammoth_hall(table, ["Mammoth", "Harpy", "Half-Ogre"], hand=("Outlands Khan", "Crow Talker", "Torch"))
    assert alone.breakdown("Mammoth").health == 6  # an Evil Druid in a hand is not in the Dungeon
