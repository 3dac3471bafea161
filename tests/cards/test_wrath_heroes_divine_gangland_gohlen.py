"""Wrath of the Elements' Divine (Cleric), Gangland (Thief) and Gohlen (Fighter) heroes: Disease and
Monster cards that feed a Cleric, gold from a crowd of Heroes, and Hunters who profit from Monster cards
in the hand."""

from __future__ import annotations

from game.engine.rules.village import gold_total

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6 and 5; no battle effects


# --- Divine --------------------------------------------------------------------------------------


def test_divine_healer_destroys_a_disease_to_draw_a_card_in_the_village(table):
    t = table(players=[{"hand": ["Divine Healer", "Disease"], "deck": ["Torch", "Dagger"]}, {}],
              hall=HALL, choice="village")
    disease = t.card("Disease")
    t.do("use [Divine Healer] 0")
    assert t.state.loc[disease] == "disease"
    assert t.names("p0.hand") == ["Divine Healer", "Torch"]
    assert t.refused("use [Divine Healer] 0") == "each ability can be used only once per turn"


def test_divine_healer_does_it_in_the_dungeon_too_and_needs_a_disease(table):
    t = table(players=[{"hand": ["Divine Healer", "Disease"], "deck": ["Torch"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Divine Healer] 0")
    assert t.names("p0.hand") == ["Divine Healer", "Torch"]
    healthy = table(players=[{"hand": ["Divine Healer", "Torch"], "deck": ["Torch"]}, {}], hall=HALL, choice="dungeon")
    assert healthy.cost_refused("use [Divine Healer] 0", "Disease")


def test_divine_chaplain_gains_attack_1_per_disease_and_monster_revealed(table):
    t = table(players=[{"hand": ["Divine Chaplain", "Disease", "Griffon", "Pegasus", "Lantern"]}, {}],
              hall=HALL, choice="dungeon")
    bd = t.breakdown("Half-Ogre")
    assert bd.line(t.card("Divine Chaplain")).attack == 2 + 3
    # the Pegasus and Griffon trophies add Attack 1 and Magic Attack 1; the Disease still takes 1 off
    assert (bd.attack, bd.magic, bd.total) == (6, 1, 6)
    plain = table(players=[{"hand": ["Divine Chaplain", "Lantern"]}, {}], hall=HALL, choice="dungeon")
    assert plain.breakdown("Half-Ogre").line(plain.card("Divine Chaplain")).attack == 2


def test_divine_chaplain_draws_a_card_in_the_village_or_the_dungeon(table):
    for place in ("village", "dungeon"):
        t = table(players=[{"hand": ["Divine Chaplain"], "deck": ["Torch", "Dagger"]}, {}], hall=HALL, choice=place)
        t.do("use [Divine Chaplain] 0")
        assert t.names("p0.hand") == ["Divine Chaplain", "Torch"]


def test_divine_prophet_destroys_a_disease_to_draw_two_cards(table):
    t = table(players=[{"hand": ["Divine Prophet", "Disease"], "deck": ["Torch", "Dagger", "Militia"]}, {}],
              hall=HALL, choice="village")
    t.do("use [Divine Prophet] 0")
    assert t.names("p0.hand") == ["Divine Prophet", "Torch", "Dagger"]


def test_divine_prophet_draws_two_cards_per_monster_revealed_counted_once(table):
    t = table(players=[{"hand": ["Divine Prophet", "Griffon", "Pegasus"],
                        "deck": ["Nixie", "Torch", "Dagger", "Militia", "Lantern", "Spear"]}, {}],
              hall=HALL, choice="dungeon")
    t.do("use [Divine Prophet] 1")
    assert t.names("p0.hand") == ["Divine Prophet", "Griffon", "Pegasus", "Nixie", "Torch", "Dagger", "Militia"]
    none = table(players=[{"hand": ["Divine Prophet", "Torch"], "deck": ["Dagger"]}, {}], hall=HALL, choice="village")
    none.do("use [Divine Prophet] 1")
    assert none.names("p0.hand") == ["Divine Prophet", "Torch"]


# --- Gangland ------------------------------------------------------------------------------------


def test_gangland_thug_gains_1_gold_per_other_hero_militia_included(table):
    t = table(players=[{"hand": ["Gangland Thug", "Militia", "Gohlen Trapper", "Torch"]}, {}],
              hall=HALL, choice="village")
    assert gold_total(t.game) == 2
    t.do("use [Gangland Thug] 0")
    assert t.gained("gold") == [2]
    assert gold_total(t.game) == 4
    assert t.refused("use [Gangland Thug] 0") == "each ability can be used only once per turn"


def test_gangland_thug_alone_gains_nothing_and_is_a_village_ability(table):
    t = table(players=[{"hand": ["Gangland Thug", "Torch"]}, {}], hall=HALL, choice="village")
    t.do("use [Gangland Thug] 0")
    assert gold_total(t.game) == 2
    d = table(players=[{"hand": ["Gangland Thug", "Militia"]}, {}], hall=HALL, choice="dungeon")
    assert d.refused("use [Gangland Thug] 0") == "this ability of Gangland Thug cannot be used in the dungeon"


def test_gangland_heavy_gains_gold_per_other_hero(table):
    t = table(players=[{"hand": ["Gangland Heavy", "Militia", "Militia"]}, {}], hall=HALL, choice="village")
    t.do("use [Gangland Heavy] 0")
    assert gold_total(t.game) == 1 + 2


def test_gangland_heavy_makes_the_others_discard_a_card_with_gold_or_show_their_hand(table):
    t = table(players=[{"hand": ["Gangland Heavy"]}, {"hand": ["Torch", "Militia"]}, {"hand": ["Militia", "Fireball"]}],
              hall=HALL, choice="dungeon")
    t.do("use [Gangland Heavy] 1")
    assert t.state.prompt is None
    assert t.names("p1.discard") == ["Torch"] and t.names("p1.hand") == ["Militia"]
    assert t.names("p2.discard") == [] and t.names("p2.hand") == ["Militia", "Fireball"]
    shown = t.of_type("HandRevealed")
    assert [e.player for e in shown] == [2]


def test_gangland_crook_gains_attack_4_while_the_revealed_cards_hold_5_gold(table):
    t = table(players=[{"hand": ["Gangland Crook", "Torch", "Torch"]}, {}], hall=HALL, choice="dungeon")
    assert t.breakdown("Half-Ogre").line(t.card("Gangland Crook")).attack == 3 + 4
    poor = table(players=[{"hand": ["Gangland Crook", "Torch", "Dagger"]}, {}], hall=HALL, choice="dungeon")
    assert poor.breakdown("Half-Ogre").line(poor.card("Gangland Crook")).attack == 3  # 4 gold


def test_gangland_crook_loses_the_bonus_when_a_gold_card_is_destroyed_first(table):
    t = table(players=[{"hand": ["Gangland Crook", "Blind Neophyte", "Torch", "Torch"]}, {}], hall=HALL,
              choice="dungeon")
    crook = t.card("Gangland Crook")
    assert t.breakdown("Half-Ogre").line(crook).attack == 7
    t.do("use [Blind Neophyte] 0")
    assert t.breakdown("Half-Ogre").line(crook).attack == 3


# --- Gohlen --------------------------------------------------------------------------------------


def test_gohlen_trapper_gains_attack_2_while_a_monster_is_revealed(table):
    t = table(players=[{"hand": ["Gohlen Trapper", "Griffon"]}, {}], hall=HALL, choice="dungeon")
    assert t.breakdown("Half-Ogre").line(t.card("Gohlen Trapper")).attack == 4
    alone = table(players=[{"hand": ["Gohlen Trapper", "Torch"]}, {}], hall=HALL, choice="dungeon")
    assert alone.breakdown("Half-Ogre").line(alone.card("Gohlen Trapper")).attack == 2


def test_gohlen_tracker_gains_attack_3_while_a_monster_is_revealed(table):
    t = table(players=[{"hand": ["Gohlen Tracker", "Griffon", "Nixie"]}, {}], hall=HALL, choice="dungeon")
    assert t.breakdown("Half-Ogre").line(t.card("Gohlen Tracker")).attack == 6


HUNT = ["Grave Knight", "Half-Ogre", "Orc Blademaster"]  # an Undead in rank 1, health 4, no battle effect


def test_gohlen_hunter_makes_every_player_discard_a_monster_and_takes_one_of_the_defeated_type(table):
    t = table(players=[{"hand": ["Gohlen Hunter", "Torch", "Harbinger"]}, {"hand": ["Wraith", "Torch"]},
                       {"hand": ["Griffon"]}, {"hand": ["Militia"]}], hall=HUNT, choice="dungeon")
    wraith = t.card("Wraith")
    t.do("use [Gohlen Hunter] 0")
    assert t.state.prompt is None
    assert t.names("p0.discard") == ["Harbinger"]
    assert t.names("p1.discard") == ["Wraith"] and t.names("p2.discard") == ["Griffon"]
    assert [e.player for e in t.of_type("HandRevealed")] == [3]
    t.do("attack [Grave Knight]")
    pr = t.state.prompt
    assert (pr.reason, pr.options, pr.min) == ("take_monster", [wraith], 0)  # not the Griffon: no Undead
    t.do(f"choose {wraith}")
    assert t.names("p1.discard") == []
    assert sorted(t.names("p0.discard")) == ["Grave Knight", "Harbinger", "Wraith"]


def test_gohlen_hunter_may_decline_the_monster(table):
    t = table(players=[{"hand": ["Gohlen Hunter", "Torch"]}, {"hand": ["Wraith"]}], hall=HUNT, choice="dungeon")
    t.do("use [Gohlen Hunter] 0", "attack [Grave Knight]", "choose")
    assert t.names("p1.discard") == ["Wraith"]


def test_gohlen_hunter_cannot_take_a_monster_worth_more_than_5_vp(table):
    t = table(players=[{"hand": ["Gohlen Hunter", "Torch"]}, {"hand": ["Lord of Death"]}], hall=HUNT,
              choice="dungeon")
    t.do("use [Gohlen Hunter] 0", "attack [Grave Knight]")
    assert t.state.prompt is None
    assert t.names("p1.discard") == ["Lord of Death"]


def test_gohlen_hunter_takes_nothing_when_the_battle_is_lost(table):
    t = table(players=[{"hand": ["Gohlen Hunter"]}, {"hand": ["Shadow Killer"]}], hall=HALL, choice="dungeon")
    t.do("use [Gohlen Hunter] 0", "attack [Orc Blademaster]")  # 4 Attack, light penalty 3: lost
    assert t.state.turn.battle_won is False
    assert t.state.prompt is None
    assert t.names("p1.discard") == ["Shadow Killer"]
