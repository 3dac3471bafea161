"""Thunderstone Advance's village cards, part 1: the facts of all 19 stacks, and the weapons, items
and spells that fight (Towers of Ruin; docs/advance.md section 18, group D; rulebook Glossar:
Dorfkarten and the worked examples of section 19). Positions on the Wilderness side (4 ranks, 1
attack a point of darkness) unless a test says otherwise. Until the Advance monsters exist, Classic
monsters without effects stand in the hall, and synthetic monsters with Advance Battle and Aftermath
effects (tests/data/trait_cards/rules_test_advance.yaml) where a rule is about them.
Part 2 (tests/cards/test_advance_village_2.py): buying, the village, XP and the React."""

import pytest

from game.engine.battle import hero_strengths

# ranks 1-4: humanoid 4 (VP 1), enchanted 6 (VP 2), enchanted 7 (VP 4), enchanted 5 (VP 1); no effects
HALL4 = ["Griknack Goblin", "Pegasus", "Griffon", "Nixie"]
VILLAGE = ["bandias_wisdom", "battle_scarred_soldier", "bounty_hunter", "dancing_sword", "dwarven_bear_hammer",
           "falcon_arbalest", "filigree_amulet", "innkeeper", "king_caelans_writ", "longsword", "mass_teleport",
           "moonstone", "pike", "rangers_wilderness_map", "royal_summons", "smuggler", "snakehead_flail",
           "summon_storm", "veteran_trainer"]
HEROES = ["criochan", "deepstrider", "whetmage", "drua"]


def advance(table, hand, deck=("Regular",) * 6, hall=HALL4, dungeon=("Basilisk",), xp=0, others=None, **spec):
    spec.setdefault("village", {"heroes": HEROES, "village": VILLAGE})
    return table(ruleset="advance", hall=list(hall), dungeon=list(dungeon),
                 players=[{"hand": list(hand), "deck": list(deck), "xp": xp},
                          others or {"deck": ["Regular"] * 6}], **spec)


def strength(t, name):
    return hero_strengths(t.game, list(t.game.hand()))[0][t.card(name)]


# --- facts (the reference's numbers) --------------------------------------------------------------

FACTS = {  # name: (category, classes, cost, gold or None for no gold value, light, weight)
    "Bandia's Wisdom": ("spell", ("Spell", "Support"), 3, None, 0, None),
    "Battle-scarred Soldier": ("villager", ("Villager", "Mercenary"), 3, None, 0, None),
    "Bounty Hunter": ("villager", ("Villager", "Mercenary"), 4, 2, 0, None),
    "Dancing Sword": ("weapon", ("Weapon", "Edged", "Magic", "Light"), 8, 2, 1, 5),
    "Dwarven Bear Hammer": ("weapon", ("Weapon", "Blunt"), 4, 2, 0, 6),
    "Falcon Arbalest": ("weapon", ("Weapon", "Bow"), 7, 2, 0, 3),
    "Filigree Amulet": ("item", ("Item", "Magic", "Light"), 2, 3, 2, None),
    "Innkeeper": ("villager", ("Villager",), 3, 2, 0, None),
    "King Caelan's Writ": ("item", ("Item",), 5, None, 0, None),
    "Longsword": ("weapon", ("Weapon", "Edged"), 5, 3, 0, 5),
    "Mass Teleport": ("spell", ("Spell", "Support"), 5, None, 0, None),
    "Moonstone": ("item", ("Item", "Light"), 5, 2, 2, None),
    "Pike": ("weapon", ("Weapon", "Polearm"), 4, 2, 0, 3),
    "Ranger's Wilderness Map": ("item", ("Item",), 6, 3, 0, None),
    "Royal Summons": ("spell", ("Spell", "Auxiliary"), 8, None, 0, None),
    "Smuggler": ("villager", ("Villager", "Mercenary"), 5, 1, 0, None),
    "Snakehead Flail": ("weapon", ("Weapon", "Blunt", "Magic"), 3, 1, 0, 3),
    "Summon Storm": ("spell", ("Spell", "Attack", "Light"), 6, None, 1, None),
    "Veteran Trainer": ("villager", ("Villager",), 5, 2, 0, None),
}


@pytest.mark.parametrize("name", sorted(FACTS))
def test_each_advance_village_card_has_the_reference_facts(catalog, name):
    d = next(d for d in catalog.cards.values() if d.name == name and d.set == "advance")
    category, classes, cost, gold, light, weight = FACTS[name]
    assert (d.kind, d.count, d.vp, d.category, d.classes, d.cost, d.light, d.weight) == \
        ("village", 8, 0, category, classes, cost, light, weight)
    assert (d.gold if d.gold_printed else None) == gold  # no gold value is not a gold value of 0
    assert catalog.groups[d.group].category == category


def test_the_advance_village_is_nineteen_stacks_of_eight(catalog):
    stacks = [g for g in catalog.groups.values() if g.set == "advance" and g.kind == "village"]
    assert sorted(g.key for g in stacks) == sorted(VILLAGE)
    assert sum(catalog.cards[k].count for g in stacks for k in g.cards) == 152  # the box's village cards


# --- Longsword, Pike: Attack for their Hero ------------------------------------------------------

def test_longsword_gives_the_hero_carrying_it_attack_3_and_nothing_unequipped(table):
    t = advance(table, ["Longsword", "Criochan Sergeant", "Regular"], choice="dungeon")
    sword = t.card("Longsword")
    assert t.breakdown("Pegasus").line(sword).attack == 0
    assert "weighs 5 and Regular has strength 3" in t.refused("equip [Longsword] [Regular]")
    t.do("equip [Longsword] [Criochan Sergeant]")
    assert t.breakdown("Pegasus").line(sword).attack == 3


def test_a_pike_gives_attack_2_and_is_the_polearm_a_regular_draws_with(table):
    t = advance(table, ["Pike", "Regular"], deck=["Moonstone"], choice="dungeon")
    t.do("equip [Pike] [Regular]", "use [Regular] 0")
    assert t.names("p0.hand") == ["Pike", "Regular", "Moonstone"]
    assert t.breakdown("Pegasus").line(t.card("Pike")).attack == 2


# --- Pike: its own Hero is passed by Battle effects ---------------------------------------------------

def fight(trait_table, monster, hand, **spec):
    hall = [monster, "Cave Rat", "Harpy", "Harpy"]
    return trait_table(ruleset="advance", hall=hall, dungeon=["Manticore", "Manticore"], choice="dungeon",
                       village={"heroes": HEROES, "village": VILLAGE},
                       players=[{"hand": hand, "deck": ["Regular"] * 6}, {"deck": ["Regular"] * 6}], **spec)


def test_a_battle_effect_that_destroys_a_hero_cannot_pick_the_hero_with_a_pike(trait_table):
    t = fight(trait_table, "Skull Crusher", ["Pike", "Criochan Sergeant", "Regular", "Torch"])
    sergeant, regular = t.card("Criochan Sergeant"), t.card("Regular")
    t.do("equip [Pike] [Criochan Sergeant]", "attack [Skull Crusher]")
    assert t.state.loc[regular] == "stack.regular"  # the only Hero it may reach: back onto its stack
    assert t.state.loc[sergeant] == "p0.hand"  # the Pike's Hero fought on: 2 + 2 against health 4
    assert t.of_type("MonsterDefeated")


def test_a_battle_effect_on_every_hero_spares_only_the_hero_with_the_pike(trait_table):
    # glossary: an effect on several Heroes is not cancelled, only its part on the Pike's Hero
    t = fight(trait_table, "Sapping Wisp", ["Pike", "Criochan Sergeant", "Criochan Knight", "Longsword", "Torch"])
    t.do("equip [Pike] [Criochan Sergeant]", "equip [Longsword] [Criochan Knight]")
    sergeant, knight = t.card("Criochan Sergeant"), t.card("Criochan Knight")
    t.do("attack [Sapping Wisp]")
    aimed = {e.target for e in t.of_type("ModifierGained") if e.stat == "strength"}
    assert aimed == {knight}  # Strength -9 for the Knight alone; his Longsword falls, the Pike holds
    result = t.of_type("BattleResolved")[0]
    assert result.total == 2 + 2 + 5  # the Sergeant and his Pike, the Knight without the Longsword
    assert sergeant in t.game.hand()


def test_a_pike_does_not_keep_an_aftermath_effect_from_its_hero(trait_table):
    t = fight(trait_table, "Grave Ogre", ["Pike", "Criochan Sergeant"])
    sergeant = t.card("Criochan Sergeant")
    t.do("equip [Pike] [Criochan Sergeant]", "attack [Grave Ogre]")
    assert t.state.loc[sergeant] == "destroyed"  # Aftermath comes after the result: not a Battle effect


# --- Snakehead Flail: Magic Attack by the level of its Hero ---------------------------------------

@pytest.mark.parametrize("hero, magic", [("Regular", 1), ("Deepstrider Sentry", 2), ("Deepstrider Scout", 3),
                                         ("Deepstrider Warden", 4)])
def test_snakehead_flail_gives_magic_attack_1_plus_the_level_of_its_hero(table, hero, magic):
    t = advance(table, ["Snakehead Flail", hero], choice="dungeon")
    t.do(f"equip [Snakehead Flail] [{hero}]")
    assert t.breakdown("Pegasus").line(t.card("Snakehead Flail")).magic == magic


def test_snakehead_flail_on_a_hero_the_whetmage_honer_just_levelled_follows_its_new_level(table):
    # rulebook example (Merkmale): the Sentry levelled into a Scout, then armed: Magic Attack 1 + 2
    t = advance(table, ["Snakehead Flail", "Deepstrider Sentry", "Whetmage Honer"], xp=2, choice="dungeon")
    t.do("use [Whetmage Honer] 0", "choose [Deepstrider Sentry]", "equip [Snakehead Flail] [Deepstrider Scout]")
    assert t.breakdown("Pegasus").line(t.card("Snakehead Flail")).magic == 3


def test_a_flail_whose_hero_levelled_up_after_equipping_cannot_be_equipped_again_that_turn(table):
    # rulebook, the Hinweis of the same example: equipped first, then levelled, the weapon is spent
    t = advance(table, ["Snakehead Flail", "Deepstrider Sentry", "Whetmage Honer", "Regular"], xp=2, choice="dungeon")
    flail = t.card("Snakehead Flail")
    t.do("equip [Snakehead Flail] [Deepstrider Sentry]", "use [Whetmage Honer] 0", "choose [Deepstrider Sentry]")
    assert flail not in t.state.turn.equipment
    assert "equipped once a turn" in t.refused("equip [Snakehead Flail] [Deepstrider Scout]")
    assert "equipped once a turn" in t.refused("equip [Snakehead Flail] [Regular]")
    assert t.breakdown("Pegasus").line(flail).magic == 0


def test_a_weapon_taken_off_while_preparing_may_go_to_another_hero(table):
    t = advance(table, ["Snakehead Flail", "Deepstrider Sentry", "Regular"], choice="dungeon")
    t.do("equip [Snakehead Flail] [Regular]", "unequip [Snakehead Flail]", "equip [Snakehead Flail] [Deepstrider Sentry]")
    assert t.breakdown("Pegasus").line(t.card("Snakehead Flail")).magic == 2


def test_taking_a_weapon_off_and_on_again_marks_the_pair_once(table):
    # a bot tries arrangements over and over: the turn's marks stay one per weapon and hero
    t = advance(table, ["Snakehead Flail", "Deepstrider Sentry", "Regular"], choice="dungeon")
    for _ in range(5):
        t.do("equip [Snakehead Flail] [Regular]", "unequip [Snakehead Flail]")
    t.do("equip [Snakehead Flail] [Deepstrider Sentry]")
    marks = [(m.source, m.target) for m in t.state.turn.modifiers if m.stat == "weapon_equipped"]
    flail = t.card("Snakehead Flail")
    assert marks == [(flail, t.card("Regular")), (flail, t.card("Deepstrider Sentry"))]


def test_a_hero_whose_weapon_a_battle_effect_destroyed_takes_no_other(trait_table):
    t = fight(trait_table, "Weapon Breaker", ["Longsword", "Pike", "Criochan Sergeant"])
    t.do("equip [Longsword] [Criochan Sergeant]")
    t.game.destroy(t.card("Longsword"))  # as a weapon lost before the battle would be
    assert "lost the Weapon it carried" in t.refused("equip [Pike] [Criochan Sergeant]")


# --- Dancing Sword: Magic Attack and Light even unequipped ---------------------------------------------

def test_dancing_sword_unequipped_gives_magic_attack_2_and_light(table):
    # rulebook example (Kämpfe gewinnen und verlieren): +2 Magic Attack alone, +4 in all when equipped
    t = advance(table, ["Dancing Sword", "Criochan Sergeant"], choice="dungeon")
    sword = t.card("Dancing Sword")
    line = t.breakdown("Pegasus").line(sword)
    assert (line.attack, line.magic, line.light) == (0, 2, 1)
    t.do("equip [Dancing Sword] [Criochan Sergeant]")
    line = t.breakdown("Pegasus").line(sword)
    assert (line.attack, line.magic, line.light) == (2, 2, 1)
    bd = t.breakdown("Pegasus")  # rank 2, light 1: one point of darkness costs 1
    assert bd.total == 2 + 2 + 2 - 1


def test_dancing_sword_with_no_hero_at_all_still_fights_with_its_magic(table):
    t = advance(table, ["Dancing Sword", "Moonstone"], choice="dungeon")
    bd = t.breakdown("Griknack Goblin")  # rank 1: light 1 + 2 cancels it
    assert (bd.magic, bd.light, bd.total) == (2, 3, 2)


# --- Dwarven Bear Hammer: a Dwarf of any Strength ---------------------------------------------------

def test_a_dwarf_carries_the_bear_hammer_whatever_its_strength_and_others_need_6(table):
    t = advance(table, ["Dwarven Bear Hammer", "Caliginite Lurker", "Regular", "Criochan Sergeant"], choice="dungeon")
    assert "weighs 6 and Regular has strength 3" in t.refused("equip [Dwarven Bear Hammer] [Regular]")
    t.do("equip [Dwarven Bear Hammer] [Caliginite Lurker]")  # Strength 4
    assert t.breakdown("Pegasus").line(t.card("Dwarven Bear Hammer")).attack == 3
    t2 = advance(table, ["Dwarven Bear Hammer", "Criochan Sergeant"], choice="dungeon")
    t2.do("equip [Dwarven Bear Hammer] [Criochan Sergeant]")  # Strength 7
    assert t2.breakdown("Pegasus").line(t2.card("Dwarven Bear Hammer")).attack == 3


def test_a_dwarf_at_strength_0_keeps_the_bear_hammer(trait_table):
    # glossary: even at Strength 0; the Longsword of a Hero brought to 0 falls
    t = fight(trait_table, "Sapping Wisp", ["Dwarven Bear Hammer", "Caliginite Lurker", "Longsword",
                                            "Criochan Sergeant", "Torch"])
    t.do("equip [Dwarven Bear Hammer] [Caliginite Lurker]", "equip [Longsword] [Criochan Sergeant]")
    t.do("attack [Sapping Wisp]")
    assert t.of_type("BattleResolved")[0].total == 1 + 3 + 2  # Lurker and hammer, the Sergeant without his sword


def test_an_unequippable_bear_hammer_in_the_hand_is_still_destroyed_by_destroy_a_weapon(trait_table):
    # rulebook example (Andreas and the Cinder Drake): every card in the hand is present
    t = fight(trait_table, "Weapon Breaker", ["Dwarven Bear Hammer", "Regular", "Regular", "Torch"])
    hammer = t.card("Dwarven Bear Hammer")
    t.do("attack [Weapon Breaker]")
    assert t.state.loc[hammer] == "destroyed"


# --- Falcon Arbalest: the Hero's own Attack is 0, +5 from rank 2 -------------------------------------

def test_falcon_arbalest_takes_its_heros_attack_to_0_and_gives_5_from_rank_2(table):
    t = advance(table, ["Falcon Arbalest", "Criochan Sergeant"], choice="dungeon")
    bow, sergeant = t.card("Falcon Arbalest"), t.card("Criochan Sergeant")
    t.do("equip [Falcon Arbalest] [Criochan Sergeant]")
    bd = t.breakdown("Pegasus")
    assert (bd.line(sergeant).attack, bd.line(bow).attack) == (0, 5)
    assert any("Attack is 0" in n for n in bd.line(sergeant).notes)
    assert t.breakdown("Nixie").line(bow).attack == 5  # rank 4
    rank1 = t.breakdown("Griknack Goblin")  # glossary: it does nothing against rank 1
    assert (rank1.line(sergeant).attack, rank1.line(bow).attack) == (0, 0)


def test_a_hero_with_the_arbalest_gains_nothing_from_glamercast(table):
    t = advance(table, ["Falcon Arbalest", "Criochan Sergeant", "Glamercast Troubadour", "Regular"], choice="dungeon")
    t.do("equip [Falcon Arbalest] [Criochan Sergeant]", "use [Glamercast Troubadour] 0")
    bd = t.breakdown("Pegasus")
    line = bd.line(t.card("Criochan Sergeant"))
    assert (line.attack, line.magic) == (0, 0)
    assert bd.line(t.card("Regular")).magic == 1  # the others still gain it


def test_another_weapon_of_the_arbalests_hero_keeps_its_bonus(table):
    # glossary: a Hero allowed more than one Weapon; the Toryn Gauntlet gives a second slot
    t = advance(table, ["Falcon Arbalest", "Toryn Gauntlet", "Criochan Sergeant"], choice="dungeon")
    t.do("equip [Toryn Gauntlet] [Criochan Sergeant]", "equip [Falcon Arbalest] [Criochan Sergeant]")
    bd = t.breakdown("Griffon")
    assert bd.line(t.card("Toryn Gauntlet")).magic == 2 and bd.line(t.card("Falcon Arbalest")).attack == 5
    assert bd.line(t.card("Criochan Sergeant")).attack == 0


# --- Moonstone, Summon Storm -------------------------------------------------------------------

def test_moonstone_gives_light_2_and_draws_a_card_in_the_dungeon(table):
    t = advance(table, ["Moonstone", "Regular"], deck=["Longsword"], choice="dungeon")
    assert t.breakdown("Pegasus").light == 2
    t.do("use [Moonstone] 0")
    assert t.names("p0.hand") == ["Moonstone", "Regular", "Longsword"]


def test_a_moonstone_used_to_draw_cannot_then_be_destroyed_by_drua_cursesworn(table):
    # rulebook example (Dungeonfähigkeiten): a card whose ability was used is not another's to destroy
    t = advance(table, ["Moonstone", "Drua Cursesworn", "Torch"], deck=["Regular"], choice="dungeon")
    moonstone = t.card("Moonstone")
    t.do("use [Moonstone] 0", "use [Drua Cursesworn] 0")
    assert moonstone not in t.state.prompt.options
    assert set(t.state.prompt.options) == {t.card("Torch"), t.card("Regular")}


def test_summon_storm_goes_back_on_the_deck_in_the_village_and_gives_magic_2_in_the_dungeon(table):
    t = advance(table, ["Summon Storm", "Regular"], deck=["Torch"])
    storm = t.card("Summon Storm")
    t.do("village", "use [Summon Storm] 0")
    assert t.state.players[0].deck[0] == storm
    t2 = advance(table, ["Summon Storm", "Regular"], choice="dungeon")
    t2.do("use [Summon Storm] 1")
    bd = t2.breakdown("Griknack Goblin")  # its light 1 cancels rank 1
    assert (bd.line(t2.card("Summon Storm")).magic, bd.light, bd.total) == (2, 1, 3)


# --- Mass Teleport: three cards, then no more Dungeon abilities ----------------------------------

def test_mass_teleport_draws_3_then_no_dungeon_ability_but_weapons_still_equip(table):
    t = advance(table, ["Mass Teleport", "Moonstone"], deck=["Longsword", "Criochan Sergeant", "Moonstone"],
                choice="dungeon")
    t.do("use [Mass Teleport] 0")
    assert t.names("p0.hand") == ["Mass Teleport", "Moonstone", "Longsword", "Criochan Sergeant", "Moonstone"]
    assert "no more Dungeon abilities can be used this turn" in t.refused("use [Moonstone] 0")
    t.do("equip [Longsword] [Criochan Sergeant]")
    assert t.breakdown("Pegasus").line(t.card("Longsword")).attack == 3


def test_after_mass_teleport_a_trophy_still_works(trait_table):
    t = fight(trait_table, "Skull Crusher", ["Mass Teleport", "Test Trophy Beast", "Regular"])
    t.do("use [Mass Teleport] 0")
    assert "trophies are mandatory" in t.refused("attack [Skull Crusher]")
    t.do("use [Test Trophy Beast] 0")
    assert t.gained("attack") == [1]


# --- Bandia's Wisdom and Royal Summons ------------------------------------------------------------

def test_bandias_wisdom_gives_each_hero_strength_1_and_3_xp_of_which_2_go_at_the_end(table):
    t = advance(table, ["Bandia's Wisdom", "Regular", "Criochan Sergeant"], choice="dungeon")
    t.do("use [Bandia's Wisdom] 0")
    assert (strength(t, "Regular"), strength(t, "Criochan Sergeant")) == (4, 8)
    assert t.state.players[0].xp == 3
    t.do("attack [Griknack Goblin]")  # 1 + 2 against health 4: lost
    assert t.state.players[0].xp == 3
    t.do("end")
    assert t.state.players[0].xp == 3 - 2
    assert t.state.active == 1


@pytest.mark.parametrize("before, spent, after", [(0, 2, 1), (0, 3, 0), (5, 0, 6)])
def test_bandias_wisdom_never_takes_the_last_xp(table, before, spent, after):
    # glossary: at least 1 XP is kept, unless all were spent during the turn
    t = advance(table, ["Bandia's Wisdom", "Regular"], xp=before, choice="dungeon")
    t.do("use [Bandia's Wisdom] 0")
    t.game.mode.spend_xp(t.game, 0, spent, "effect")  # as a level-up in the turn would
    t.do("attack [Nixie]", "end")  # lost: no XP
    assert t.state.players[0].xp == after


def test_regulars_a_royal_summons_brings_after_bandias_wisdom_get_no_strength(table):
    # rulebook example (Fähigkeiten): an ability reaches only the cards already out when it is used
    t = advance(table, ["Bandia's Wisdom", "Royal Summons", "Criochan Sergeant"], choice="dungeon")
    t.do("use [Bandia's Wisdom] 0", "use [Royal Summons] 0")
    hand = t.game.hand()
    regulars = [c for c in hand if t.game.name(c) == "Regular"]
    strengths = hero_strengths(t.game, list(hand))[0]
    assert len(regulars) == 3 and {strengths[r] for r in regulars} == {3}
    assert strengths[t.card("Criochan Sergeant")] == 8
    t2 = advance(table, ["Bandia's Wisdom", "Royal Summons"], choice="dungeon")
    t2.do("use [Royal Summons] 0", "use [Bandia's Wisdom] 0")
    assert {hero_strengths(t2.game, list(t2.game.hand()))[0][c] for c in t2.game.hand()
            if t2.game.name(c) == "Regular"} == {4}


def test_royal_summons_brings_3_regulars_from_the_village_into_the_hand(table):
    t = advance(table, ["Royal Summons"], choice="dungeon")
    stack = list(t.state.stacks["regular"])
    t.do("use [Royal Summons] 0")
    assert t.names("p0.hand") == ["Royal Summons", "Regular", "Regular", "Regular"]
    assert t.state.stacks["regular"] == stack[3:]


def test_royal_summons_spoils_destroys_the_regulars_left_all_or_none(trait_table):
    # glossary: optional; if a Battle effect left fewer than 3, it destroys as many as there are
    t = fight(trait_table, "Skull Crusher", ["Royal Summons", "Criochan Sergeant", "Torch"])
    t.do("use [Royal Summons] 0", "attack [Skull Crusher]")
    regulars = [c for c in t.game.hand() if t.game.name(c) == "Regular"]
    t.do(f"choose {regulars[0]}")  # the Battle effect destroys one of them
    assert t.state.turn.battle_won
    t.do("use [Royal Summons] 1")
    assert all(t.state.loc[r] == "stack.regular" for r in regulars)  # 2 more: back onto their stack
    assert "Regular" not in t.names("p0.hand")


def test_royal_summons_spoils_may_be_left_unused_to_keep_the_regulars(table):
    t = advance(table, ["Royal Summons", "Criochan Sergeant"], choice="dungeon")
    t.do("use [Royal Summons] 0", "attack [Griknack Goblin]", "end")
    assert t.names("p0.discard").count("Regular") == 3


def test_royal_summons_spoils_may_destroy_a_regular_whose_ability_was_used(table):
    # rulebook (Karten zerstören): the rule on used cards does not stop a Spoils effect
    t = advance(table, ["Royal Summons", "Pike", "Criochan Sergeant"], deck=["Torch"], choice="dungeon")
    t.do("use [Royal Summons] 0")
    regular = next(c for c in t.game.hand() if t.game.name(c) == "Regular")
    t.do(f"equip [Pike] {regular}", f"use {regular} 0", "attack [Griknack Goblin]", "use [Royal Summons] 1")
    assert t.state.loc[regular] == "stack.regular"


# --- Ranger's Wilderness Map ---------------------------------------------------------------------

def test_the_map_swaps_the_bottom_monster_with_one_of_rank_3_or_deeper_and_draws(table):
    t = advance(table, ["Ranger's Wilderness Map", "Regular"], dungeon=["Basilisk", "Harpy"], deck=["Torch"],
                choice="dungeon")
    harpy, griffon, nixie = t.card("Harpy"), t.card("Griffon"), t.card("Nixie")
    t.do("use [Ranger's Wilderness Map] 0")
    assert set(t.state.prompt.options) == {griffon, nixie}  # ranks 3 and 4 of the Wilderness
    t.do(f"choose {griffon}")
    assert t.state.hall_card(3) == harpy and t.state.dungeon[-1] == griffon
    assert t.names("p0.hand") == ["Ranger's Wilderness Map", "Regular", "Torch"]


def test_the_map_may_leave_the_bottom_monster_where_it_is(table):
    t = advance(table, ["Ranger's Wilderness Map"], dungeon=["Basilisk", "Harpy"], choice="dungeon")
    t.do("use [Ranger's Wilderness Map] 0", "choose")
    assert t.names("dungeon") == ["Basilisk", "Harpy"] and t.names("hall.3") == ["Griffon"]


@pytest.mark.parametrize("bottom", ["Guardian of Night", "Stone of Mystery"])
def test_a_guardian_or_a_card_that_is_no_monster_at_the_bottom_stays_there(table, bottom):
    t = advance(table, ["Ranger's Wilderness Map"], dungeon=["Basilisk", bottom], deck=["Torch"], choice="dungeon")
    t.do("use [Ranger's Wilderness Map] 0")
    assert t.state.prompt is None and t.names("dungeon") == ["Basilisk", bottom]
    assert t.of_type("CardsRevealed") and t.names("p0.hand") == ["Ranger's Wilderness Map", "Torch"]


def test_the_dungeon_example_warden_map_and_stalker(table):
    # rulebook dungeon example (p. 26-27, Dungeon side): the Warden sends a monster under the deck, the
    # Map brings it into rank 3 and puts the rank 3 monster under, the Stalker moves it to rank 2
    t = advance(table, ["Ranger's Wilderness Map", "Deepstrider Warden", "Bhoidwood Stalker"],
                hall=["Griknack Goblin", "Pegasus", "Griffon"], dungeon=["Nixie", "Harpy", "Basilisk"],
                deck=["Glamercast Bard"], options={"board": "dungeon"}, choice="dungeon")
    nixie, griffon = t.card("Nixie"), t.card("Griffon")
    t.do("use [Deepstrider Warden] 0", f"choose {nixie}")  # under the deck; the Harpy stays on top
    assert t.names("dungeon") == ["Harpy", "Basilisk", "Nixie"]
    t.do("use [Ranger's Wilderness Map] 0", f"choose {griffon}")
    assert t.names("hall.3") == ["Nixie"] and t.names("dungeon") == ["Harpy", "Basilisk", "Griffon"]
    assert "Glamercast Bard" in t.names("p0.hand")
    t.do("use [Bhoidwood Stalker] 0", f"choose {nixie}")  # its only neighbour: the Pegasus
    assert t.names("hall.2") == ["Nixie"]
    bd = t.breakdown("Nixie")  # the Warden's +1 reaches each Hero against the Nixie's group
    assert bd.line(t.card("Deepstrider Warden")).attack == 4 + 1
