"""Doomgate Legion's village stacks (cards/doomgate/): Blessed Hammer, Border Guard, Cyclone, Divine
Staff, Doomgate Squire, Flask of Oil, Fortune Teller, Glow Berries, Greed Blade, Pious Chaplain, Soul
Jar, Spirit Blast, Spirit Hunter.

Rulebook: the Doomgate Legion card glossary (each entry with a rule is a test here).

Readings chosen:
- Blessed Hammer: using its Dungeon ability is the choice to move the rank 1 monster; it needs the
  Hammer equipped (glossary), and a monster that may leave the hall (not a Guardian).
- Border Guard: it saves a Hero from any destruction that happens in the battle (battle effects,
  Strength fallen to 0), when the battle's losses leave; a Border Guard the battle destroyed itself
  cannot. A Hero a Guardian Blade already keeps is not offered.
- Cyclone, Spirit Blast, Doomgate Squire: the bonus is aimed at the chosen Hero, so a Hero that does
  not attack adds none of it. Spirit Blast counts the XP the player has when it is used (co-op: the
  XP an effect may count).
- Flask of Oil: thrown like a Spear: it fights on, equipped, until the battle is over, then is destroyed.
- Greed Blade: its own 3 gold is among the gold revealed.
- Pious Chaplain: usable without a Disease (it then draws nothing).
"""

from __future__ import annotations

import pytest

from game.engine import battle
from game.engine.events import HeroSaved
from game.engine.rules import village

DECK = ["Torch"] * 10
HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def at(table, hand, choice="dungeon", hall=HALL, dungeon=("Ember", "Plague Zombie"), deck=DECK, xp=0, **kw):
    return table(players=[{"hand": list(hand), "deck": list(deck), "xp": xp}, {"deck": DECK}],
                 hall=list(hall), dungeon=list(dungeon), choice=choice, **kw)


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, classes, cost, gold, light, vp, weight, attack, magic", [
    ("Blessed Hammer", ("Weapon", "Blunt"), 8, 2, 0, 1, 2, 0, 4),
    ("Border Guard", ("Villager", "Mercenary"), 5, 0, 0, 0, None, 1, 0),
    ("Cyclone", ("Spell",), 5, 0, 0, 0, None, 0, 2),
    ("Divine Staff", ("Weapon", "Magic"), 6, 2, 1, 0, 2, 0, 1),
    ("Doomgate Squire", ("Villager", "Mercenary"), 5, 0, 0, 0, None, 0, 0),
    ("Flask of Oil", ("Weapon", "Item", "Light"), 4, 1, 1, 0, 2, 1, 0),
    ("Fortune Teller", ("Villager", "Mercenary"), 4, 0, 0, 0, None, 1, 0),
    ("Glow Berries", ("Item", "Food", "Light"), 3, 1, 1, 1, None, 0, 0),
    ("Greed Blade", ("Weapon", "Edged"), 6, 3, 0, 0, 6, 0, 0),
    ("Pious Chaplain", ("Villager", "Mercenary"), 4, 0, 0, 0, None, 0, 0),
    ("Soul Jar", ("Weapon", "Magic"), 5, 2, 0, 0, 3, 0, 1),
    ("Spirit Blast", ("Spell",), 7, 0, 0, 0, None, 0, 0),
    ("Spirit Hunter", ("Villager", "Mercenary"), 3, 0, 0, 0, None, 0, 1),
])
def test_doomgate_village_cards_have_their_printed_values(catalog, name, classes, cost, gold, light, vp, weight,
                                                          attack, magic):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.count, d.classes) == ("village", "doomgate", 8, classes)
    assert (d.cost, d.gold, d.light, d.vp, d.weight, d.attack, d.magic) == (cost, gold, light, vp, weight, attack, magic)
    group = catalog.groups[d.group]
    assert (group.kind, group.cards) == ("village", (d.key,))


# --- Blessed Hammer ------------------------------------------------------------------------------

def test_blessed_hammer_equipped_sends_the_rank_1_monster_under_the_dungeon_deck_and_the_hall_refills(table):
    t = at(table, ["Blessed Hammer", "Militia"])
    t.do("equip [Blessed Hammer] [Militia]", "use [Blessed Hammer] 0")
    assert t.names("hall.1") == ["Half-Ogre"] and t.names("hall.2") == ["Orc Blademaster"]
    assert t.names("hall.3") == ["Ember"] and t.names("dungeon") == ["Plague Zombie", "Harpy"]


def test_blessed_hammer_does_nothing_until_it_is_equipped(table):
    t = at(table, ["Blessed Hammer", "Militia"])
    assert "cannot do that now" in t.refused("use [Blessed Hammer] 0")
    assert t.names("hall.1") == ["Harpy"]


def test_blessed_hammer_gives_magic_attack_4_to_the_hero_carrying_it(table):
    t = at(table, ["Blessed Hammer", "Militia"])
    t.do("equip [Blessed Hammer] [Militia]")
    assert t.breakdown("Harpy").line("Blessed Hammer").magic == 4


def test_blessed_hammer_cannot_move_a_guardian_in_rank_1(table):
    t = at(table, ["Blessed Hammer", "Militia"], hall=["Unholy Guardian", "Harpy", "Half-Ogre"])
    t.do("equip [Blessed Hammer] [Militia]", "use [Blessed Hammer] 0")
    assert t.names("hall.1") == ["Unholy Guardian"] and t.names("dungeon") == ["Ember", "Plague Zombie"]


# --- Border Guard --------------------------------------------------------------------------------

def test_border_guard_draws_a_card_then_discards_one(table):
    t = at(table, ["Border Guard", "Militia", "Dagger"], choice="village", deck=["Iron Rations"] + DECK)
    t.do("use [Border Guard] 0")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Dagger", "Iron Rations", "Militia"]
    t.do("choose [Dagger]")
    assert sorted(t.names("p0.hand")) == ["Border Guard", "Iron Rations", "Militia"]
    assert t.names("p0.discard") == ["Dagger"]


def test_border_guard_adds_attack_1_in_the_dungeon(table):
    t = at(table, ["Border Guard", "Militia"])
    assert t.breakdown("Harpy").line("Border Guard").attack == 1


def test_border_guard_given_up_saves_a_hero_a_battle_effect_destroyed(table):
    t = at(table, ["Border Guard", "Elf Wizard", "Militia"], hall=["Archduke of Pain", "Harpy", "Half-Ogre"])
    t.do("attack [Archduke of Pain]", "end")
    assert t.state.prompt.reason == "save_hero"
    assert [t.game.name(c) for c in t.state.prompt.options] == ["Elf Wizard"]
    t.do("choose [Elf Wizard]")
    assert HeroSaved(t.card("Elf Wizard"), t.card("Border Guard")) in t.events
    assert "Elf Wizard" in t.names("p0.discard") + t.names("p0.hand") + t.names("p0.deck")
    assert "Border Guard" in t.names("destroyed") and "Elf Wizard" not in t.names("destroyed")


def test_border_guard_kept_lets_the_hero_be_destroyed(table):
    t = at(table, ["Border Guard", "Elf Wizard", "Militia"], hall=["Archduke of Pain", "Harpy", "Half-Ogre"])
    t.do("attack [Archduke of Pain]", "end", "choose")
    assert t.names("destroyed") == ["Elf Wizard"]
    assert "Border Guard" in t.names("p0.discard") + t.names("p0.hand") + t.names("p0.deck")


def test_border_guard_saves_a_hero_whose_strength_fell_to_0(table):
    t = at(table, ["Border Guard", "Militia"], hall=["Harpy", "Half-Ogre", "Orc Blademaster"])
    militia = t.card("Militia")
    t.do("attack [Harpy]")
    t.game.doom(militia)  # as when a battle effect took its Strength to 0 (dungeon.resolve_battle)
    t.do("end")
    assert t.state.prompt.reason == "save_hero"
    t.do(f"choose {militia}")
    assert t.names("destroyed") == ["Border Guard"]


def test_two_border_guards_save_two_heroes(table):
    t = at(table, ["Border Guard", "Border Guard", "Elf Wizard", "Regian Cleric"],
           hall=["Archduke of Pain", "Harpy", "Half-Ogre"])
    t.do("attack [Archduke of Pain]", "end", "choose [Elf Wizard]", "choose [Regian Cleric]")
    assert t.names("destroyed") == ["Border Guard", "Border Guard"]


def test_no_border_guard_question_without_a_hero_lost(table):
    t = at(table, ["Border Guard", "Militia", "Militia"])
    t.do("attack [Harpy]", "end")
    assert t.state.prompt is None and t.state.active == 1


# --- Cyclone -------------------------------------------------------------------------------------

def test_cyclone_gives_the_chosen_wizard_magic_attack_equal_to_its_level(table):
    t = at(table, ["Cyclone", "Elf Archmage", "Elf Wizard", "Militia"])
    t.do("use [Cyclone] 0")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Elf Archmage", "Elf Wizard"]
    t.do("choose [Elf Archmage]")
    bd = t.breakdown("Harpy")
    assert bd.line("Elf Archmage").magic == 4 + 3 and bd.line("Cyclone").magic == 2


def test_cyclone_has_no_one_to_give_to_without_a_wizard_or_cleric(table):
    t = at(table, ["Cyclone", "Militia"])
    t.do("use [Cyclone] 0")
    assert t.state.prompt is None and t.gained("magic") == []


# --- Divine Staff --------------------------------------------------------------------------------

def test_divine_staff_gives_magic_attack_3_to_a_cleric_or_wizard_and_1_to_another_hero(table):
    t = at(table, ["Divine Staff", "Divine Staff", "Regian Cleric", "Militia"])
    t.do(f"equip {t.card('Divine Staff')} [Regian Cleric]", f"equip {t.card('Divine Staff', 2)} [Militia]")
    bd = t.breakdown("Harpy")
    assert [x.magic for x in bd.lines if x.name == "Divine Staff"] == [3, 1]
    assert [x.light for x in bd.lines if x.name == "Divine Staff"] == [1, 1]


# --- Doomgate Squire -----------------------------------------------------------------------------

def test_doomgate_squire_draws_a_card_and_gives_a_second_purchase_in_the_village(table):
    t = at(table, ["Doomgate Squire", "Iron Rations"], choice="village", deck=["Dagger"] + DECK)
    t.do("use [Doomgate Squire] 0", "use [Doomgate Squire] 1")
    assert sorted(t.names("p0.hand")) == ["Dagger", "Doomgate Squire", "Iron Rations"]
    assert village.buys_left(t.game) == 2


def test_doomgate_squire_turns_each_xp_into_attack_1_for_any_hero_each_time(table):
    t = at(table, ["Doomgate Squire", "Militia", "Elf Wizard"], xp=2)
    t.do("use [Doomgate Squire] 2", "choose [Militia]", "use [Doomgate Squire] 2", "choose [Elf Wizard]")
    assert t.state.players[0].xp == 0
    bd = t.breakdown("Harpy")
    assert bd.line("Militia").attack == 1 + 1 and bd.line("Elf Wizard").attack == 1
    assert t.cost_refused("use [Doomgate Squire] 2", "XP")


# --- Flask of Oil --------------------------------------------------------------------------------

def test_flask_of_oil_carried_gives_attack_1_and_light_1(table):
    t = at(table, ["Flask of Oil", "Militia"])
    t.do("equip [Flask of Oil] [Militia]")
    line = t.breakdown("Harpy").line("Flask of Oil")
    assert (line.attack, line.light) == (1, 1)


def test_flask_of_oil_thrown_adds_light_2_and_attack_2_and_is_destroyed_after_the_battle(table):
    t = at(table, ["Flask of Oil", "Militia"], hall=["Half-Ogre", "Harpy", "Orc Blademaster"])
    t.do("equip [Flask of Oil] [Militia]", "use [Flask of Oil] 0")
    line = t.breakdown("Half-Ogre", 3).line("Flask of Oil")
    assert (line.attack, line.light) == (3, 3)
    t.do("attack [Half-Ogre]", "end")
    assert t.names("destroyed") == ["Flask of Oil"]


# --- Fortune Teller ------------------------------------------------------------------------------

def test_fortune_teller_keeps_both_cards_when_one_is_a_spell(table):
    t = at(table, ["Fortune Teller"], choice="village", deck=["Dagger", "Cyclone"] + DECK)
    t.do("use [Fortune Teller] 0")
    assert t.state.prompt is None and sorted(t.names("p0.hand")) == ["Cyclone", "Dagger", "Fortune Teller"]


def test_fortune_teller_without_a_spell_discards_one_of_the_two_cards_drawn(table):
    t = at(table, ["Fortune Teller", "Militia"], choice="dungeon", deck=["Dagger", "Iron Rations"] + DECK)
    t.do("use [Fortune Teller] 0")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Dagger", "Iron Rations"]
    t.do("choose [Dagger]")
    assert sorted(t.names("p0.hand")) == ["Fortune Teller", "Iron Rations", "Militia"]
    assert t.names("p0.discard") == ["Dagger"]


def test_fortune_teller_adds_attack_1_in_the_dungeon(table):
    t = at(table, ["Fortune Teller", "Militia"])
    assert t.breakdown("Harpy").line("Fortune Teller").attack == 1


# --- Glow Berries --------------------------------------------------------------------------------

def test_glow_berries_give_a_chosen_hero_strength_3_and_light_1(table):
    t = at(table, ["Glow Berries", "Militia", "Elf Wizard"])
    t.do("use [Glow Berries] 0", "choose [Militia]")
    strength, _ = battle.hero_strengths(t.game, list(t.game.hand()))
    assert strength[t.card("Militia")] == 2 + 3 and strength[t.card("Elf Wizard")] == 3
    assert t.breakdown("Harpy").line("Glow Berries").light == 1


# --- Greed Blade ---------------------------------------------------------------------------------

def test_greed_blade_gives_attack_1_per_2_gold_revealed_its_own_included(table):
    t = at(table, ["Greed Blade", "Chalice Defender", "Iron Rations", "Iron Rations"])
    t.do("equip [Greed Blade] [Chalice Defender]")
    assert t.breakdown("Harpy").line("Greed Blade").attack == (3 + 2 + 2) // 2


def test_greed_blade_alone_gives_attack_1_for_its_own_3_gold(table):
    t = at(table, ["Greed Blade", "Chalice Defender"])
    t.do("equip [Greed Blade] [Chalice Defender]")
    assert t.breakdown("Harpy").line("Greed Blade").attack == 1


# --- Pious Chaplain ------------------------------------------------------------------------------

def test_pious_chaplain_destroys_every_disease_and_draws_2_cards_for_each(table):
    t = at(table, ["Pious Chaplain", "Disease", "Disease", "Militia"], choice="village")
    t.do("use [Pious Chaplain] 0")
    hand = t.names("p0.hand")
    assert "Disease" not in hand and hand.count("Torch") == 4 and len(hand) == 2 + 4
    assert len(t.state.disease) >= 2  # Diseases go back to their pile


def test_pious_chaplain_without_a_disease_draws_nothing(table):
    t = at(table, ["Pious Chaplain", "Militia"], choice="dungeon")
    t.do("use [Pious Chaplain] 0")
    assert sorted(t.names("p0.hand")) == ["Militia", "Pious Chaplain"]


# --- Soul Jar ------------------------------------------------------------------------------------

def test_soul_jar_on_a_wizard_gains_half_the_health_of_a_monster_in_hand(table):
    t = at(table, ["Soul Jar", "Elf Wizard", "Griffon", "Harpy"], hall=["Half-Ogre", "Orc Blademaster", "Ember"])
    t.do("equip [Soul Jar] [Elf Wizard]", "use [Soul Jar] 0")
    t.do(f"choose {t.card('Griffon')}")
    assert t.breakdown("Half-Ogre").line("Soul Jar").magic == 1 + 7 // 2
    assert "Griffon" in t.names("p0.hand")  # it is only shown


def test_soul_jar_works_only_for_a_cleric_or_wizard(table):
    t = at(table, ["Soul Jar", "Half-Orc Marauder", "Griffon"])
    t.do("equip [Soul Jar] [Half-Orc Marauder]")
    assert "cannot do that now" in t.refused("use [Soul Jar] 0")
    assert t.breakdown("Harpy").line("Soul Jar").magic == 1


# --- Spirit Blast --------------------------------------------------------------------------------

def test_spirit_blast_gives_a_hero_magic_attack_equal_to_the_players_xp(table):
    t = at(table, ["Spirit Blast", "Militia"], xp=4)
    t.do("use [Spirit Blast] 0")
    assert t.breakdown("Harpy").line("Militia").magic == 4 and t.state.players[0].xp == 4


def test_spirit_blast_gives_at_most_magic_attack_6(table):
    t = at(table, ["Spirit Blast", "Militia"], xp=9)
    t.do("use [Spirit Blast] 0")
    assert t.breakdown("Harpy").line("Militia").magic == 6


# --- Spirit Hunter -------------------------------------------------------------------------------

def test_spirit_hunter_draws_a_card_and_adds_magic_attack_1(table):
    t = at(table, ["Spirit Hunter", "Militia"], deck=["Dagger"] + DECK)
    t.do("use [Spirit Hunter] 0")
    assert sorted(t.names("p0.hand")) == ["Dagger", "Militia", "Spirit Hunter"]
    assert t.breakdown("Harpy").line("Spirit Hunter").magic == 1


# --- bots ----------------------------------------------------------------------------------------

def test_a_bot_gives_its_border_guard_to_save_a_hero_worth_more(table):
    from game.ai import make_bot
    from game.engine.actions import Choose

    t = at(table, ["Border Guard", "Elf Archmage", "Militia"], hall=["Archduke of Pain", "Harpy", "Half-Ogre"])
    t.do("attack [Archduke of Pain]", "end")
    assert make_bot("easy", 1).choose(t.game) == Choose((t.card("Elf Archmage"),))


def test_a_bot_gives_cyclone_to_its_highest_level_wizard(table):
    from game.ai import make_bot
    from game.engine.actions import Choose

    t = at(table, ["Cyclone", "Elf Wizard", "Elf Archmage"])
    t.do("use [Cyclone] 0")
    assert make_bot("easy", 1).choose(t.game) == Choose((t.card("Elf Archmage"),))
