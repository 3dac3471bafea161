"""Wrath of the Elements' Blind (Fighter-Cleric) and Diin (Wizard) heroes: Light Items turned into Magic
Attack, a Grandmaster who ignores light penalties, an Illusionist an opponent cannot make you discard,
a Militia that duplicates another Hero, and a Hero borrowed from the village for one battle."""

from __future__ import annotations

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6 and 5; no battle effects


# --- Blind Neophyte, Blind Monk ------------------------------------------------------------------


def test_blind_neophyte_destroys_light_items_for_magic_attack_3_again_and_again(table):
    t = table(players=[{"hand": ["Blind Neophyte", "Torch", "Torch", "Lantern", "Iron Rations"]}, {}],
              hall=HALL, choice="dungeon")
    neophyte = t.card("Blind Neophyte")
    t.do("use [Blind Neophyte] 0")
    pr = t.state.prompt
    assert pr.reason == "destroy"
    assert sorted(t.game.name(c) for c in pr.options) == ["Lantern", "Torch", "Torch"]  # not the Iron Rations
    t.do("choose [Torch]")
    t.do("use [Blind Neophyte] 0", "choose [Torch]")
    assert t.gained("magic") == [3, 3]
    assert t.names("destroyed") == ["Torch", "Torch"]
    line = t.breakdown("Half-Ogre").line(neophyte)
    assert (line.attack, line.magic) == (2, 6)


def test_blind_neophyte_needs_a_light_item(table):
    t = table(players=[{"hand": ["Blind Neophyte", "Iron Rations", "Dagger"]}, {}], hall=HALL, choice="dungeon")
    assert t.cost_refused("use [Blind Neophyte] 0", "Light Item")


def test_blind_monk_destroys_a_light_item_for_magic_attack_4(table):
    t = table(players=[{"hand": ["Blind Monk", "Torch", "Torch"]}, {}], hall=HALL, choice="dungeon")
    monk = t.card("Blind Monk")
    t.do("use [Blind Monk] 0", "use [Blind Monk] 0")
    assert t.gained("magic") == [4, 4]
    assert t.names("p0.hand") == ["Blind Monk"]
    line = t.breakdown("Harpy").line(monk)
    assert (line.attack, line.magic) == (3, 8)


def test_blind_neophyte_is_a_dungeon_ability(table):
    t = table(players=[{"hand": ["Blind Neophyte", "Torch"]}, {}], hall=HALL, choice="village")
    assert t.refused("use [Blind Neophyte] 0") == "this ability of Blind Neophyte cannot be used in the village"


# --- Blind Grandmaster ---------------------------------------------------------------------------


def test_blind_grandmaster_ignores_the_light_penalty_of_every_rank(table):
    t = table(players=[{"hand": ["Blind Grandmaster"]}, {}], hall=HALL, choice="dungeon")
    bd = t.breakdown("Orc Blademaster")  # rank 3
    assert (bd.darkness, bd.light, bd.light_penalty) == (3, 0, 0)
    assert (bd.attack, bd.magic, bd.total) == (3, 3, 6)
    assert bd.wins
    t.do("attack [Orc Blademaster]")
    assert t.names("p0.discard") == ["Orc Blademaster"]


def test_without_the_grandmaster_the_light_penalty_counts(table):
    t = table(players=[{"hand": ["Blind Monk"]}, {}], hall=HALL, choice="dungeon")
    bd = t.breakdown("Orc Blademaster")
    assert (bd.light_penalty, bd.total) == (3, 0)


def test_blind_grandmaster_gains_magic_attack_3_only_while_no_light_item_is_revealed(table):
    t = table(players=[{"hand": ["Blind Grandmaster", "Torch"]}, {}], hall=HALL, choice="dungeon")
    gm = t.card("Blind Grandmaster")
    assert (t.breakdown("Harpy").line(gm).attack, t.breakdown("Harpy").line(gm).magic) == (3, 0)
    lit = table(players=[{"hand": ["Blind Grandmaster", "Fireball"]}, {}], hall=HALL, choice="dungeon")
    assert lit.breakdown("Harpy").line(lit.card("Blind Grandmaster")).magic == 3  # a Light Spell is no Item


def test_blind_grandmaster_and_a_neophyte_burn_the_torch_for_the_grandmasters_magic_attack_too(table):
    t = table(players=[{"hand": ["Blind Grandmaster", "Blind Neophyte", "Torch"]}, {}], hall=HALL, choice="dungeon")
    gm = t.card("Blind Grandmaster")
    assert t.breakdown("Half-Ogre").line(gm).magic == 0
    t.do("use [Blind Neophyte] 0")
    bd = t.breakdown("Half-Ogre")
    assert bd.line(gm).magic == 3
    assert (bd.attack, bd.magic, bd.light_penalty, bd.total) == (5, 6, 0, 11)


def test_blind_grandmaster_lets_a_blink_dog_be_attacked_in_the_dark(table):
    dark = table(players=[{"hand": ["Blind Monk"]}, {}], hall=["Blink Dog", "Half-Ogre", "Harpy"], choice="dungeon")
    assert not dark.breakdown("Blink Dog").attackable
    t = table(players=[{"hand": ["Blind Grandmaster"]}, {}], hall=["Blink Dog", "Half-Ogre", "Harpy"],
              choice="dungeon")
    bd = t.breakdown("Blink Dog")
    assert bd.attackable and bd.light_penalty == 0 and bd.wins
    t.do("attack [Blink Dog]")
    assert t.names("p0.discard") == ["Blink Dog"]


# --- Diin Illusionist ----------------------------------------------------------------------------


def test_diin_illusionist_goes_back_to_the_hand_when_an_opponent_makes_you_discard_it(table):
    t = table(players=[{"hand": ["Half-Orc Marauder", "Iron Rations"]},
                       {"hand": ["Diin Illusionist", "Torch"]}], hall=HALL, choice="dungeon")
    illusionist = t.card("Diin Illusionist")
    t.do("use [Half-Orc Marauder] 0")
    assert t.state.prompt.player == 1
    t.do(f"choose {illusionist}")
    assert t.state.prompt is None
    assert t.names("p1.hand") == ["Torch", "Diin Illusionist"]
    assert t.names("p1.discard") == []


def test_diin_illusionist_discarded_by_its_own_players_effect_stays_discarded(table):
    t = table(players=[{"hand": ["Half-Orc Dervish", "Diin Illusionist"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Half-Orc Dervish] 1")
    assert t.names("p0.discard") == ["Diin Illusionist"]
    assert t.names("p0.hand") == ["Half-Orc Dervish"]


def test_another_card_discarded_by_an_opponent_stays_discarded(table):
    t = table(players=[{"hand": ["Half-Orc Marauder", "Iron Rations"]},
                       {"hand": ["Diin Illusionist", "Torch"]}], hall=HALL, choice="dungeon")
    t.do("use [Half-Orc Marauder] 0", f"choose {t.card('Torch')}")
    assert t.names("p1.discard") == ["Torch"]
    assert t.names("p1.hand") == ["Diin Illusionist"]


def test_diin_illusionist_discarded_by_a_monsters_breach_stays_discarded(table):
    # Tyxr the Old's breach makes every player discard 2 cards: a monster is no player
    t = table(players=[{"hand": ["Blind Grandmaster"], "deck": ["Torch"] * 6},
                       {"hand": ["Diin Illusionist", "Torch"]}],
              hall=["Harpy", "Tyxr the Old", "Half-Ogre"], dungeon=["Griffon"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert sorted(t.names("p1.discard")) == ["Diin Illusionist", "Torch"]
    assert t.names("p1.hand") == []


# --- Diin Beguiler -------------------------------------------------------------------------------


def test_diin_beguilers_militia_duplicates_another_heros_attack_and_abilities(table):
    t = table(players=[{"hand": ["Diin Beguiler", "Militia", "Thyrian Squire", "Iron Rations", "Torch"]}, {}],
              hall=HALL, choice="dungeon")
    militia, squire = t.card("Militia"), t.card("Thyrian Squire")
    t.do("use [Diin Beguiler] 0")
    pr = t.state.prompt
    assert pr.reason == "copy_hero"
    assert sorted(pr.options) == sorted([t.card("Diin Beguiler"), squire])  # the only Militia is taken at once
    t.do(f"choose {squire}")
    line = t.breakdown("Half-Ogre").line(militia)
    assert line.attack == 1 + 2
    assert "duplicates Thyrian Squire" in line.notes
    t.do(f"use {militia} 0")  # the Squire's ability, now the Militia's too
    assert t.names("destroyed") == ["Iron Rations"]
    assert t.breakdown("Half-Ogre").line(militia).attack == 5
    assert t.refused(f"use {squire} 0").startswith("the cost cannot be paid")  # no Food left for the Squire


def test_diin_beguiler_asks_which_militia_when_there_are_several_with_weapons(table):
    t = table(players=[{"hand": ["Diin Beguiler", "Militia", "Militia", "Gohlen Trapper", "Dagger"]}, {}],
              hall=HALL, choice="dungeon")
    second = t.card("Militia", 2)
    t.do(f"equip [Dagger] {t.card('Militia')}")
    t.do("use [Diin Beguiler] 0")
    assert t.state.prompt.reason == "militia"
    t.do(f"choose {second}", "choose [Gohlen Trapper]")
    bd = t.breakdown("Half-Ogre")
    assert bd.line(second).attack == 1 + 2  # the Trapper's printed Attack; no Monster revealed
    assert bd.line(t.card("Militia")).attack == 1


def test_diin_beguiler_does_nothing_without_a_militia(table):
    t = table(players=[{"hand": ["Diin Beguiler", "Gohlen Trapper"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Diin Beguiler] 0")
    assert t.state.prompt is None
    assert not [m for m in t.state.turn.modifiers if m.stat == "copies_hero"]


# --- Diin Enchanter ------------------------------------------------------------------------------


def test_diin_enchanter_discards_a_militia_for_a_village_hero_that_fights_then_is_destroyed(table):
    t = table(players=[{"hand": ["Diin Enchanter", "Militia", "Torch"]}, {}], hall=HALL, choice="dungeon",
              village={"heroes": ["gohlen", "blind"], "village": []})
    t.do("use [Diin Enchanter] 0")
    assert t.names("p0.discard") == ["Militia"]
    pr = t.state.prompt
    assert pr.reason == "village_hero"
    assert sorted(t.game.name(c) for c in pr.options) == ["Blind Neophyte", "Gohlen Trapper", "Militia"]
    trapper = t.state.zone("stack.gohlen")[0]
    t.do(f"choose {trapper}")
    assert t.state.loc[trapper] == "p0.hand"
    assert len(t.state.zone("stack.gohlen")) == 11
    bd = t.breakdown("Harpy")
    assert bd.line(trapper).attack == 2
    assert (bd.total, bd.wins) == (5, True)  # Magic Attack 3, Attack 2, the Torch lights rank 1
    t.do("attack [Harpy]")
    assert t.state.loc[trapper] == "destroyed"
    assert t.names("p0.discard") == ["Harpy", "Militia"]


def test_diin_enchanters_hero_is_destroyed_even_when_the_battle_is_lost(table):
    t = table(players=[{"hand": ["Diin Enchanter", "Militia"]}, {}], hall=HALL, choice="dungeon",
              village={"heroes": ["gohlen"], "village": []})
    t.do("use [Diin Enchanter] 0", f"choose {t.state.zone('stack.gohlen')[0]}")
    trapper = t.state.players[0].hand[-1]
    t.do("attack [Orc Blademaster]")
    assert t.state.turn.battle_won is False
    assert t.state.loc[trapper] == "destroyed"


def test_diin_enchanter_needs_a_militia_to_discard(table):
    t = table(players=[{"hand": ["Diin Enchanter", "Torch"]}, {}], hall=HALL, choice="dungeon")
    assert t.cost_refused("use [Diin Enchanter] 0", "Militia")
