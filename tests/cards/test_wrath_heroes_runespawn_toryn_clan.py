"""Wrath of the Elements' Runespawn (Thief-Wizard), Toryn and Clan (Fighter) heroes: Strength for the
rest of the party, Heroes that carry any number of Weapons (and borrow one), and Attack for every other
Hero with a Weapon."""

from __future__ import annotations

from game.engine.battle import hero_strengths

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6 and 5; no battle effects


def strengths(t) -> dict[str, int]:
    s = hero_strengths(t.game, list(t.game.hand()))[0]
    return {t.game.name(h): v for h, v in s.items()}


# --- Runespawn -----------------------------------------------------------------------------------


def test_runespawn_adept_gives_every_other_hero_strength_2(table):
    t = table(players=[{"hand": ["Runespawn Adept", "Militia", "Gohlen Trapper", "Short Sword"]}, {}],
              hall=HALL, choice="dungeon")
    militia = t.card("Militia")
    assert t.refused(f"equip [Short Sword] {militia}") == "Short Sword weighs 4 and Militia has strength 2"
    t.do("use [Runespawn Adept] 0")
    assert strengths(t) == {"Runespawn Adept": 5, "Militia": 4, "Gohlen Trapper": 7}
    t.do(f"equip [Short Sword] {militia}")
    assert t.breakdown("Half-Ogre").line(t.card("Short Sword")).attack == 4


def test_runespawn_siren_gives_strength_3_and_draws_a_card(table):
    t = table(players=[{"hand": ["Runespawn Siren", "Militia"], "deck": ["Torch"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Runespawn Siren] 0", "use [Runespawn Siren] 1")
    assert strengths(t) == {"Runespawn Siren": 6, "Militia": 5}
    assert t.names("p0.hand") == ["Runespawn Siren", "Militia", "Torch"]


def test_runespawn_witch_gives_strength_4(table):
    t = table(players=[{"hand": ["Runespawn Witch", "Militia", "Runespawn Adept"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Runespawn Witch] 0")
    assert strengths(t) == {"Runespawn Witch": 8, "Militia": 6, "Runespawn Adept": 9}


def test_runespawn_witch_gains_magic_attack_2_when_no_spell_was_discarded(table):
    t = table(players=[{"hand": ["Runespawn Witch"]}, {"hand": ["Torch", "Militia"]}, {"hand": ["Dagger"]}],
              hall=HALL, choice="dungeon")
    witch = t.card("Runespawn Witch")
    t.do("use [Runespawn Witch] 1", "choose [Torch]")
    assert t.names("p1.discard") == ["Torch"] and t.names("p2.discard") == ["Dagger"]
    assert t.gained("magic") == [2]
    assert t.breakdown("Half-Ogre").line(witch).magic == 5


def test_runespawn_witch_gains_nothing_once_a_spell_was_discarded(table):
    t = table(players=[{"hand": ["Runespawn Witch"]}, {"hand": ["Torch"]}, {"hand": ["Fireball"]}],
              hall=HALL, choice="dungeon")
    t.do("use [Runespawn Witch] 1")
    assert t.names("p2.discard") == ["Fireball"]
    assert t.gained("magic") == []
    assert t.breakdown("Half-Ogre").line(t.card("Runespawn Witch")).magic == 3


def test_runespawn_witch_gains_when_the_only_discard_was_a_returning_illusionist(table):
    t = table(players=[{"hand": ["Runespawn Witch"]}, {"hand": ["Diin Illusionist"]}], hall=HALL, choice="dungeon")
    t.do("use [Runespawn Witch] 1")
    assert t.names("p1.hand") == ["Diin Illusionist"]
    assert t.gained("magic") == [2]


# --- Toryn ---------------------------------------------------------------------------------------


def test_toryn_scrapper_carries_any_number_of_weapons(table):
    t = table(players=[{"hand": ["Toryn Scrapper", "Dagger", "Spear", "Short Sword", "Torch"]}, {}],
              hall=HALL, choice="dungeon")
    hero = t.card("Toryn Scrapper")
    for w in ("Dagger", "Spear", "Short Sword"):
        t.do(f"equip [{w}] {hero}")
    assert sorted(t.game.name(w) for w, h in t.state.turn.equipment.items() if h == hero) == [
        "Dagger", "Short Sword", "Spear"]
    assert t.breakdown("Half-Ogre").attack == 2 + 1 + 2 + 4


def test_another_hero_still_carries_one_weapon(table):
    t = table(players=[{"hand": ["Clan Sergeant", "Dagger", "Spear"]}, {}], hall=HALL, choice="dungeon")
    t.do("equip [Dagger] [Clan Sergeant]")
    assert t.refused("equip [Spear] [Clan Sergeant]") == "Clan Sergeant already carries a weapon"


def test_toryn_duelist_carries_two_weapons(table):
    t = table(players=[{"hand": ["Toryn Duelist", "Dagger", "Hatchet"]}, {}], hall=HALL, choice="dungeon")
    t.do("equip [Dagger] [Toryn Duelist]", "equip [Hatchet] [Toryn Duelist]")
    assert len(t.state.turn.equipment) == 2


def test_toryn_gladiator_borrows_a_weapon_another_player_discarded_and_returns_it_after_the_battle(table):
    t = table(players=[{"hand": ["Toryn Gladiator", "Torch"]}, {"hand": ["Short Sword", "Torch"]},
                       {"hand": ["Dagger", "Militia"]}], hall=HALL, choice="dungeon")
    gladiator, sword = t.card("Toryn Gladiator"), t.card("Short Sword")
    t.do("use [Toryn Gladiator] 0")
    assert [e.player for e in t.of_type("HandRevealed")] == [0]  # no Weapon in the Gladiator's own hand
    assert t.names("p1.discard") == ["Short Sword"] and t.names("p2.discard") == ["Dagger"]
    pr = t.state.prompt
    assert (pr.reason, pr.min, pr.max) == ("borrow", 0, 1)
    assert sorted(t.game.name(c) for c in pr.options) == ["Dagger", "Short Sword"]
    t.do(f"choose {sword}")
    assert t.state.turn.equipment == {sword: gladiator}
    bd = t.breakdown("Half-Ogre")
    assert bd.attack == 4 + 4
    t.do("attack [Half-Ogre]")
    assert t.state.turn.battle_won
    assert t.state.loc[sword] == "p1.discard"
    assert t.names("p0.discard") == ["Half-Ogre"]


def test_toryn_gladiator_may_borrow_nothing(table):
    t = table(players=[{"hand": ["Toryn Gladiator"]}, {"hand": ["Dagger"]}], hall=HALL, choice="dungeon")
    t.do("use [Toryn Gladiator] 0", "choose")
    assert t.state.turn.equipment == {}
    assert t.names("p1.discard") == ["Dagger"]


# --- Clan ----------------------------------------------------------------------------------------


def test_clan_sergeant_gives_each_other_equipped_hero_attack_1(table):
    t = table(players=[{"hand": ["Clan Sergeant", "Militia", "Militia", "Dagger", "Dagger"]}, {}],
              hall=HALL, choice="dungeon")
    sergeant, armed, bare = t.card("Clan Sergeant"), t.card("Militia"), t.card("Militia", 2)
    t.do(f"equip {t.card('Dagger')} {armed}", f"equip {t.card('Dagger', 2)} {sergeant}")
    bd = t.breakdown("Half-Ogre")
    assert bd.line(armed).attack == 1 + 1
    assert bd.line(bare).attack == 1
    assert bd.line(sergeant).attack == 2  # not itself


def test_clan_commander_and_champion_give_attack_2_and_3(table):
    for name, bonus in (("Clan Commander", 2), ("Clan Champion", 3)):
        t = table(players=[{"hand": [name, "Militia", "Dagger"]}, {}], hall=HALL, choice="dungeon")
        militia = t.card("Militia")
        assert t.breakdown("Half-Ogre").line(militia).attack == 1
        t.do(f"equip [Dagger] {militia}")
        assert t.breakdown("Half-Ogre").line(militia).attack == 1 + bonus


def test_clan_champion_buys_a_weapon_as_spoils(table):
    t = table(players=[{"hand": ["Clan Champion", "Torch", "Torch"]}, {}], hall=HALL, choice="dungeon",
              village={"heroes": [], "village": ["short_sword", "fireball"]})
    t.do("attack [Harpy]")
    t.do("use [Clan Champion] 0")
    pr = t.state.prompt
    assert sorted(t.game.name(c) for c in pr.options) == ["Dagger"]  # 4 gold: no Short Sword, no Spell
    t.do("choose [Dagger]")
    assert sorted(t.names("p0.discard")) == ["Dagger", "Harpy"]
