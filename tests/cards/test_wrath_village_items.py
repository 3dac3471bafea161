"""Wrath of the Elements Village cards for the dungeon: Ambrosia, Amulet of Power, Claymore, Creeping
Death, Cursed Mace, Foresight Elixir, Illusory Blade, Magi Staff, Magic Missile, Short Bow
(cards/wrath/*.yaml).

Wrath has no rulebook among our sources; these follow the Dragonspire rulebook (Battles: a Weapon works
only when equipped; Light and Darkness; Trap Cards) and these readings (README: Rules notes):
- Ambrosia: the player's own Heroes destroyed during the battle (battle effects, the battle's losses
  cleared at the end of the turn) are discarded instead; the protection starts when it is used.
- Claymore, Magi Staff: their Dungeon abilities need them equipped. The Claymore's monster is taken,
  not defeated (no XP, no Spoils), and the hall refills; the Magi Staff is destroyed at once.
- Creeping Death: the Health drop lasts the turn and reaches rank 0; a monster immune to Spells is not
  touched; a monster left at 0 Health that may leave the hall is taken, not defeated.
- Cursed Mace: a Disease each time it is equipped.
- Illusory Blade: any Weapon on top of a Village stack (Basic Dagger too) that a Hero in hand can carry;
  it fights in this battle and is destroyed (out of the game) when the battle's losses are cleared.
- Magic Missile: rank 1 only (not rank 0). Short Bow: ranks 2 and 3 only, the Archer's +2 as well.
"""

from __future__ import annotations

import pytest

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6, 5; VP 1, 3, 1
FILLER = ["Dagger"] * 8
WRATH = ["ambrosia", "amulet_of_power", "claymore", "creeping_death", "cursed_mace", "foresight_elixir",
         "illusory_blade", "magi_staff"]


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def play(table, place, hand, deck=(), hall=HALL, others=({},), village=None, **kw):
    spec = {"heroes": [], "village": WRATH} if village is None else village
    return table(players=[{"hand": list(hand), "deck": list(deck)}, *others], hall=list(hall), choice=place,
                 village=spec, **kw)


def options(t):
    return sorted(t.game.name(c) if isinstance(c, int) else c for c in t.state.prompt.options)


def strength(t, hero, nth=1):
    from game.engine.battle import hero_strengths

    return hero_strengths(t.game, list(t.game.hand()))[0][t.card(hero, nth)]


@pytest.mark.parametrize("name, cost, gold, light, vp, weight, classes", [
    ("Ambrosia", 6, 2, 0, 2, None, ("Item", "Food", "Magic")),
    ("Amulet of Power", 5, 1, 2, 0, None, ("Item", "Light", "Magic")),
    ("Blacksmith", 3, 0, 0, 0, None, ("Villager",)),
    ("Claymore", 7, 3, 0, 0, 8, ("Weapon", "Edged")),
    ("Creeping Death", 11, 0, 0, 0, None, ("Spell",)),
    ("Cursed Mace", 5, 0, 0, 0, 5, ("Weapon", "Blunt")),
    ("Foresight Elixir", 6, 2, 0, 0, None, ("Spell",)),
    ("Illusory Blade", 3, 0, 0, 0, None, ("Spell",)),
    ("Magi Staff", 4, 2, 0, 0, 3, ("Weapon", "Blunt", "Magic")),
    ("Magic Missile", 6, 0, 0, 0, None, ("Spell",)),
    ("Sage", 4, 0, 0, 0, None, ("Villager",)),
    ("Short Bow", 5, 3, 0, 0, 4, ("Weapon", "Bow")),
    ("Tavern Brawl", 4, 0, 0, 0, None, ("Villager",)),
    ("Tax Collector", 5, 0, 0, 0, None, ("Villager",)),
])
def test_the_wrath_village_cards_have_their_printed_values(catalog, name, cost, gold, light, vp, weight, classes):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.count, d.cost, d.gold, d.light, d.vp, d.weight, d.classes) == (
        "village", "wrath", 8, cost, gold, light, vp, weight, classes)
    assert catalog.groups[d.group].kind == "village" and catalog.groups[d.group].cards == (d.key,)


@pytest.mark.parametrize("name, attack, magic", [
    ("Claymore", 5, 0), ("Cursed Mace", 6, 0), ("Magi Staff", 0, 1), ("Short Bow", 0, 0)])
def test_the_wrath_weapons_have_their_printed_attack(catalog, name, attack, magic):
    d = by_name(catalog, name)
    assert (d.attack, d.magic) == (attack, magic)


# --- Ambrosia -------------------------------------------------------------------------------------

def test_ambrosia_gives_every_hero_strength_2_and_attack_1(table):
    t = play(table, "dungeon", ["Ambrosia", "Militia", "Regian Cleric", "Torch"])
    t.do("use [Ambrosia] 0")
    assert (strength(t, "Militia"), strength(t, "Regian Cleric")) == (4, 6)
    bd = t.breakdown("Harpy")
    assert (bd.line("Militia").attack, bd.line("Regian Cleric").attack, bd.line("Regian Cleric").magic) == (2, 1, 1)


def test_ambrosia_lets_a_hero_destroyed_by_a_battle_effect_go_to_the_discard_pile(table):
    # Fire Giant's battle effect destroys the weakest Hero
    t = play(table, "dungeon", ["Ambrosia", "Militia", "Torch"], deck=FILLER,
             hall=["Fire Giant", "Half-Ogre", "Orc Blademaster"])
    t.do("use [Ambrosia] 0", "attack [Fire Giant]", "end")
    assert "Militia" in t.names("p0.discard") and "Militia" not in t.names("destroyed")


def test_without_ambrosia_the_same_hero_is_destroyed(table):
    t = play(table, "dungeon", ["Iron Rations", "Militia", "Torch"], deck=FILLER,
             hall=["Fire Giant", "Half-Ogre", "Orc Blademaster"])
    t.do("attack [Fire Giant]", "end")
    assert "Militia" in t.names("destroyed")


def test_ambrosia_does_not_spare_a_hero_destroyed_outside_the_battle(table):
    # the Blade Trap springs while the hall refills at the end of the turn: not during the battle
    t = play(table, "dungeon", ["Ambrosia", "Militia", "Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"],
             deck=FILLER, dungeon=["Blade Trap", "Ember"])
    t.do("use [Ambrosia] 0", "attack [Harpy]", "end")
    assert "Militia" in t.names("destroyed")


# --- Amulet of Power --------------------------------------------------------------------------------

def test_amulet_of_power_lets_weak_heroes_carry_heavy_weapons(table):
    t = play(table, "dungeon", ["Amulet of Power", "Militia", "Cursed Mace"])
    assert "weighs 5 and Militia has strength 2" in t.refused("equip [Cursed Mace] [Militia]")
    t.do("use [Amulet of Power] 0")
    assert strength(t, "Militia") == 5
    t.do("equip [Cursed Mace] [Militia]")
    assert t.breakdown("Harpy").line("Cursed Mace").attack == 6


def test_amulet_of_power_gives_light_2(table):
    t = play(table, "dungeon", ["Amulet of Power", "Militia", "Militia", "Militia"])
    bd = t.breakdown("Half-Ogre")  # rank 2: light 2 cancels the penalty
    assert (bd.line("Amulet of Power").light, bd.light_penalty, bd.total) == (2, 0, 3)


# --- Claymore -----------------------------------------------------------------------------------------

def test_claymore_gives_attack_5_to_a_hero_of_strength_8(table):
    t = play(table, "dungeon", ["Claymore", "Thyrian Knight", "Militia"])
    assert "weighs 8 and Militia has strength 2" in t.refused("equip [Claymore] [Militia]")
    t.do("equip [Claymore] [Thyrian Knight]")
    assert t.breakdown("Harpy").line("Claymore").attack == 5


def test_claymore_takes_a_monster_worth_1_or_2_vp_without_xp_and_the_hall_refills(table):
    t = play(table, "dungeon", ["Claymore", "Thyrian Knight"], hall=["Harpy", "Half-Ogre", "Orc Blademaster"],
             dungeon=["Ember"])
    t.do("equip [Claymore] [Thyrian Knight]", "use [Claymore] 0")
    assert options(t) == ["Harpy", "Orc Blademaster"]  # Half-Ogre is worth 3
    t.do("choose [Orc Blademaster]")
    assert t.names("p0.discard") == ["Orc Blademaster"] and t.state.players[0].xp == 0
    assert [t.names(f"hall.{r}") for r in (1, 2, 3)] == [["Harpy"], ["Half-Ogre"], ["Ember"]]


def test_an_unequipped_claymore_cannot_take_a_monster(table):
    t = play(table, "dungeon", ["Claymore", "Thyrian Knight"])
    assert "not carried by a Hero" in t.refused("use [Claymore] 0")


# --- Creeping Death -------------------------------------------------------------------------------------

def test_creeping_death_gives_the_others_a_disease_and_lowers_every_monster_health_by_2(table):
    t = play(table, "dungeon", ["Creeping Death", "Militia"], others=({}, {}))
    t.do("use [Creeping Death] 0")
    assert t.names("p1.discard") == ["Disease"] and t.names("p2.discard") == ["Disease"]
    assert t.names("p0.discard") == []
    assert [t.breakdown(m).health for m in HALL] == [2, 4, 3]


def test_creeping_death_lasts_only_for_the_turn(table):
    t = play(table, "dungeon", ["Creeping Death", "Militia"], deck=FILLER)
    t.do("use [Creeping Death] 0", "attack [Harpy]", "end")
    assert t.breakdown("Half-Ogre").health == 6


def test_a_monster_brought_to_0_health_goes_into_your_discard_pile_and_the_hall_refills(table):
    # Plague Zombie has Health 3: the second Creeping Death brings it below 0
    t = play(table, "dungeon", ["Creeping Death", "Creeping Death", "Militia"],
             hall=["Plague Zombie", "Half-Ogre", "Orc Blademaster"], dungeon=["Ember", "Harpy"])
    t.do("use [Creeping Death] 0")
    assert t.names("hall.1") == ["Plague Zombie"] and t.breakdown("Plague Zombie").health == 1
    t.do("use [Creeping Death#2] 0")
    assert t.names("p0.discard") == ["Plague Zombie"] and t.state.players[0].xp == 0
    assert [t.names(f"hall.{r}") for r in (1, 2, 3)] == [["Half-Ogre"], ["Orc Blademaster"], ["Ember"]]
    assert t.breakdown("Half-Ogre").health == 2 and t.breakdown("Ember").health == 5  # Ember came later


def test_creeping_death_does_not_touch_a_monster_immune_to_spells(trait_table):
    t = trait_table(players=[{"hand": ["Creeping Death", "Militia"]}, {}], hall=["Null Wraith", "Harpy"],
                    choice="dungeon")
    t.do("use [Creeping Death] 0")
    assert t.breakdown("Null Wraith").health == 3 and t.breakdown("Harpy").health == 2


def test_creeping_death_weakens_a_guardian_in_rank_0_without_moving_it(table):
    t = play(table, "dungeon", ["Creeping Death", "Militia"], rank0=["Dark Champion"])
    t.do("use [Creeping Death] 0")
    assert t.breakdown("Dark Champion").health == 10 and t.names("rank0") == ["Dark Champion"]


# --- Cursed Mace ----------------------------------------------------------------------------------------

def test_cursed_mace_gives_attack_6_and_a_disease_when_equipped(table):
    t = play(table, "dungeon", ["Cursed Mace", "Thyrian Squire"])
    t.do("equip [Cursed Mace] [Thyrian Squire]")
    assert t.names("p0.discard") == ["Disease"]
    assert t.breakdown("Harpy").line("Cursed Mace").attack == 6


def test_cursed_mace_gives_a_disease_each_time_it_is_equipped(table):
    t = play(table, "dungeon", ["Cursed Mace", "Thyrian Squire"])
    t.do("equip [Cursed Mace] [Thyrian Squire]", "unequip [Cursed Mace]", "equip [Cursed Mace] [Thyrian Squire]")
    assert t.names("p0.discard") == ["Disease", "Disease"]


def test_an_unequipped_cursed_mace_gives_nothing(table):
    t = play(table, "dungeon", ["Cursed Mace", "Thyrian Squire"], deck=FILLER)
    bd = t.breakdown("Harpy")
    assert bd.line("Cursed Mace").attack == 0
    t.do("attack [Harpy]")
    assert "Disease" not in t.names("p0.discard")


# --- Foresight Elixir -----------------------------------------------------------------------------------

def test_foresight_elixir_rearranges_the_top_3_dungeon_cards_and_draws_2(table):
    t = play(table, "dungeon", ["Foresight Elixir"], deck=["Torch", "Dagger", "Militia"],
             dungeon=["Ember", "Harpy", "Medusa", "Titan"])
    t.do("use [Foresight Elixir] 0")
    assert options(t) == ["Ember", "Harpy", "Medusa"]
    ember, harpy, medusa = t.state.dungeon[:3]
    t.do(f"choose {medusa} {ember} {harpy}")
    assert t.names("dungeon") == ["Medusa", "Ember", "Harpy", "Titan"]
    assert t.names("p0.hand") == ["Foresight Elixir", "Torch", "Dagger"]


def test_foresight_elixir_in_hand_spares_its_holder_a_trap(table):
    # Poison Gas Trap: every player without a Cleric or Thief gains a Disease
    t = play(table, "dungeon", ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"], deck=FILLER,
             others=({"hand": ["Foresight Elixir"]}, {"hand": ["Militia"]}), dungeon=["Poison Gas Trap", "Ember"])
    t.do("attack [Harpy]", "end")
    assert "Disease" in t.names("p0.discard") and "Disease" in t.names("p2.discard")
    assert "Disease" not in t.names("p1.discard") and t.names("p1.hand") == ["Foresight Elixir"]


# --- Illusory Blade -------------------------------------------------------------------------------------

def test_illusory_blade_equips_a_weapon_from_the_village_that_is_destroyed_after_the_battle(table):
    t = play(table, "dungeon", ["Illusory Blade", "Regian Cleric", "Torch", "Torch"], deck=FILLER,
             village={"heroes": [], "village": ["short_sword", "claymore", "magi_staff"]})
    t.do("use [Illusory Blade] 0")
    assert options(t) == ["Dagger", "Magi Staff", "Short Sword"]  # the Claymore is too heavy for strength 4
    t.do("choose [Short Sword]")
    sword = t.card("Short Sword")
    assert t.state.turn.equipment[sword] == t.card("Regian Cleric") and len(t.state.stacks["short_sword"]) == 7
    bd = t.breakdown("Harpy")
    assert (bd.line("Short Sword").attack, bd.wins) == (4, True)  # 4 + Magic 1, light 2 against rank 1
    t.do("attack [Harpy]")
    assert t.state.loc[sword] == "p0.hand"  # it fights on until the battle's losses are cleared
    t.do("end")
    assert t.state.loc[sword] == "destroyed"


def test_illusory_blade_takes_the_only_weapon_a_hero_can_carry_without_asking(table):
    t = play(table, "dungeon", ["Illusory Blade", "Militia", "Thyrian Squire"],
             village={"heroes": [], "village": ["claymore", "cursed_mace"]}, stacks={"dagger": 0})
    t.do("use [Illusory Blade] 0")
    assert t.state.prompt is None  # only the Cursed Mace can be carried, by the Squire: taken at once
    mace = t.card("Cursed Mace")
    assert t.state.turn.equipment[mace] == t.card("Thyrian Squire")
    assert t.names("p0.discard") == ["Disease"]  # a Cursed Mace equipped this way still curses


def test_illusory_blade_lets_the_player_choose_the_hero(table):
    t = play(table, "dungeon", ["Illusory Blade", "Militia", "Thyrian Squire"],
             village={"heroes": [], "village": ["claymore"]})
    t.do("use [Illusory Blade] 0")  # only the Dagger is light enough; both Heroes can carry it
    assert options(t) == ["Militia", "Thyrian Squire"]
    t.do("choose [Militia]")
    assert t.state.turn.equipment[t.card("Dagger")] == t.card("Militia")


def test_illusory_blade_does_nothing_when_no_hero_can_carry_a_weapon(table):
    t = play(table, "dungeon", ["Illusory Blade", "Torch"])
    t.do("use [Illusory Blade] 0")
    assert t.state.prompt is None and t.names("p0.hand") == ["Illusory Blade", "Torch"]


# --- Magi Staff -----------------------------------------------------------------------------------------

def test_magi_staff_gives_magic_attack_1_when_equipped(table):
    t = play(table, "dungeon", ["Magi Staff", "Regian Cleric"])
    assert t.breakdown("Harpy").line("Magi Staff").magic == 0
    t.do("equip [Magi Staff] [Regian Cleric]")
    assert t.breakdown("Harpy").line("Magi Staff").magic == 1


def test_magi_staff_is_destroyed_to_send_a_monster_under_the_dungeon_deck_and_draw_a_card(table):
    t = play(table, "dungeon", ["Magi Staff", "Regian Cleric"], deck=["Torch"], dungeon=["Ember", "Titan"])
    t.do("equip [Magi Staff] [Regian Cleric]", "use [Magi Staff] 0")
    assert options(t) == ["Half-Ogre", "Harpy", "Orc Blademaster"]
    t.do("choose [Half-Ogre]")
    assert t.names("dungeon") == ["Titan", "Half-Ogre"] and "Magi Staff" in t.names("destroyed")
    assert [t.names(f"hall.{r}") for r in (1, 2, 3)] == [["Harpy"], ["Orc Blademaster"], ["Ember"]]
    assert t.names("p0.hand") == ["Regian Cleric", "Torch"]


def test_an_unequipped_magi_staff_cannot_be_used(table):
    t = play(table, "dungeon", ["Magi Staff", "Regian Cleric"])
    assert "not carried by a Hero" in t.refused("use [Magi Staff] 0")


# --- Magic Missile --------------------------------------------------------------------------------------

def test_magic_missile_gives_magic_attack_4_against_rank_1_only(table):
    t = play(table, "dungeon", ["Magic Missile", "Torch"])
    assert t.breakdown("Harpy").line("Magic Missile").magic == 4
    assert t.breakdown("Half-Ogre").line("Magic Missile").magic == 0
    assert t.breakdown("Orc Blademaster").line("Magic Missile").magic == 0


def test_magic_missile_gives_nothing_against_a_guardian_in_rank_0(table):
    t = play(table, "dungeon", ["Magic Missile"], rank0=["Death Sentinel"])
    assert t.breakdown("Death Sentinel").line("Magic Missile").magic == 0


# --- Short Bow ------------------------------------------------------------------------------------------

def test_short_bow_gives_attack_3_against_ranks_2_and_3_only(table):
    t = play(table, "dungeon", ["Short Bow", "Regian Cleric"])
    t.do("equip [Short Bow] [Regian Cleric]")
    assert [t.breakdown(m).line("Short Bow").attack for m in HALL] == [0, 3, 3]


def test_short_bow_gives_an_archer_2_more(table):
    t = play(table, "dungeon", ["Short Bow", "Feayn Archer"])
    t.do("equip [Short Bow] [Feayn Archer]")
    assert [t.breakdown(m).line("Short Bow").attack for m in HALL] == [0, 5, 5]


def test_an_unequipped_short_bow_gives_nothing(table):
    t = play(table, "dungeon", ["Short Bow", "Feayn Archer"])
    assert t.breakdown("Half-Ogre").line("Short Bow").attack == 0
