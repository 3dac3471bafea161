"""Entering the dungeon (rulebook: Enter the Dungeon, Hero Cards, Battles, Battle Effects,
Resolving Battles, Monster Cards, Breach Effect)."""


from game.engine.events import (
    BattleResolved,
    BreachTriggered,
    HallShifted,
    MonsterDefeated,
    XPChanged,
)

DECK = ["Militia"] * 6


def dungeon(table, hand, hall=("Plague Zombie", "Half-Ogre", "Orc Warlord"),
            deck=("Harpy", "Basilisk", "Shadow Killer"), **player):
    return table(players=[{"hand": list(hand), "deck": DECK, **player}, {"deck": DECK}],
                 hall=list(hall), dungeon=list(deck), choice="dungeon")




# --- weapons --------------------------------------------------------------------------------------


def test_a_weapon_can_be_equipped_when_its_weight_equals_the_hero_strength(table):
    t = dungeon(table, ["Militia", "Dagger"])  # strength 2, weight 2
    t.do("equip [Dagger] [Militia]")
    assert t.state.turn.equipment == {t.card("Dagger"): t.card("Militia")}
    assert t.breakdown("Plague Zombie").attack == 2


def test_a_weapon_heavier_than_the_hero_strength_cannot_be_equipped(table):
    t = dungeon(table, ["Militia", "Guardian Blade"])  # strength 2, weight 5
    reason = t.refused("equip [Guardian Blade] [Militia]")
    assert "weighs 5" in reason and "strength 2" in reason
    assert t.state.turn.equipment == {}


def test_strength_gained_while_preparing_lets_a_hero_carry_a_heavier_weapon(table):
    t = dungeon(table, ["Belzur Curate", "Iron Rations", "Guardian Blade"])  # strength 4, weight 5
    assert "strength 4" in t.refused("equip [Guardian Blade] [Belzur Curate]")
    t.do("use [Iron Rations] 0", "equip [Guardian Blade] [Belzur Curate]")  # strength 6
    bd = t.breakdown("Plague Zombie")
    assert bd.attack == 3 and bd.magic == 1


def test_each_hero_carries_only_one_weapon(table):
    t = dungeon(table, ["Militia", "Dagger", "Dagger"])
    t.do("equip [Dagger] [Militia]")
    assert "already carries" in t.refused("equip [Dagger#2] [Militia]")
    assert t.breakdown("Plague Zombie").attack == 2


def test_a_weapon_is_equipped_to_one_hero_only(table):
    t = dungeon(table, ["Militia", "Militia", "Dagger"])
    t.do("equip [Dagger] [Militia]")
    assert "already equipped" in t.refused("equip [Dagger] [Militia#2]")
    assert t.breakdown("Plague Zombie").attack == 3


def test_an_unequipped_weapon_adds_nothing(table):
    t = dungeon(table, ["Militia", "Dagger", "Guardian Blade"])
    bd = t.breakdown("Plague Zombie")
    assert bd.attack == 1
    lines = {line.name: line for line in bd.lines}
    assert lines["Dagger"].attack == 0 and "not equipped" in lines["Dagger"].notes
    assert lines["Guardian Blade"].attack == 0


def test_weapons_without_heroes_add_nothing_but_items_and_spells_need_no_hero(table):
    t = dungeon(table, ["Dagger", "Frost Bolt", "Torch"])
    bd = t.breakdown("Plague Zombie")  # rank 1
    assert (bd.attack, bd.magic, bd.light, bd.light_penalty, bd.total) == (0, 3, 1, 0, 3)
    assert bd.wins


def test_a_weapon_can_be_taken_off_while_preparing_and_given_to_another_hero(table):
    t = dungeon(table, ["Militia", "Belzur Curate", "Dagger"])
    t.do("equip [Dagger] [Militia]", "unequip [Dagger]")
    assert t.state.turn.equipment == {}
    t.do("equip [Dagger] [Belzur Curate]")
    assert t.state.turn.equipment == {t.card("Dagger"): t.card("Belzur Curate")}
    bd = t.breakdown("Plague Zombie")
    assert (bd.attack, bd.magic) == (2, 1)


def test_weapons_cannot_be_equipped_or_taken_off_after_the_attack_or_outside_the_dungeon(table):
    t = dungeon(table, ["Militia", "Militia", "Militia", "Dagger", "Dagger", "Torch"])
    t.do("equip [Dagger] [Militia]", "attack [Plague Zombie]")
    assert "preparing" in t.refused("equip [Dagger#2] [Militia#2]")
    assert "preparing" in t.refused("unequip [Dagger]")
    v = table(players=[{"hand": ["Militia", "Dagger"]}, {}], hall=["Harpy"], choice="village")
    assert "preparing" in v.refused("equip [Dagger] [Militia]")


def test_only_weapons_are_equipped_and_only_to_heroes(table):
    t = dungeon(table, ["Militia", "Torch", "Dagger", "Harpy"])
    assert "not a Weapon" in t.refused("equip [Torch] [Militia]")
    assert "not a Hero" in t.refused("equip [Dagger] [Harpy]")


# --- attack and magic attack ----------------------------------------------------------------------


def test_attack_and_magic_attack_are_counted_apart(table):
    t = dungeon(table, ["Militia", "Dagger", "Belzur Curate", "Frost Bolt", "Torch"],
                hall=("Half-Ogre", "Minotaur", "Orc Warlord"))
    t.do("equip [Dagger] [Militia]")
    bd = t.breakdown("Half-Ogre")  # rank 1, Torch cancels the penalty
    assert (bd.attack, bd.magic, bd.total) == (2, 4, 6)
    only_magic = t.breakdown("Minotaur")  # rank 2: penalty 1 after the Torch; the attack is left out
    assert (only_magic.attack, only_magic.magic, only_magic.light_penalty) == (0, 4, 1)
    assert only_magic.total == 4 - 2


# --- resolving the battle -------------------------------------------------------------------------


def test_a_monster_beaten_at_or_above_its_health_is_defeated_and_gives_its_xp(table):
    # rank 1, the Torch cancels the penalty: 4 Militia + a Dagger = 5, Orc Blademaster's health
    t = dungeon(table, ["Militia", "Militia", "Militia", "Militia", "Dagger", "Torch"], xp=1,
                hall=("Orc Blademaster", "Half-Ogre", "Orc Warlord"))
    t.do("equip [Dagger] [Militia]")
    assert t.breakdown("Orc Blademaster").total == 5  # health 5: equal is enough
    blademaster = t.card("Orc Blademaster")
    t.do("attack [Orc Blademaster]")
    assert BattleResolved(0, blademaster, 1, True, 5, 5) in t.events
    assert MonsterDefeated(0, blademaster, 1) in t.events
    assert t.state.players[0].discard == [blademaster]
    assert t.state.players[0].xp == 1 + 1
    assert XPChanged(0, 1, "defeat") in t.events


def test_an_undefeated_monster_goes_to_the_bottom_of_the_dungeon_deck_and_gives_nothing(table):
    t = dungeon(table, ["Militia", "Militia", "Militia", "Torch"], xp=1,
                hall=("Orc Blademaster", "Half-Ogre", "Orc Warlord"))
    blademaster = t.card("Orc Blademaster")
    t.do("attack [Orc Blademaster]")  # 3 < 5
    assert BattleResolved(0, blademaster, 1, False, 3, 5) in t.events
    assert t.state.dungeon[-1] == blademaster
    assert t.state.players[0].discard == [] and t.state.players[0].xp == 1


def test_battle_effects_happen_when_the_monster_is_defeated(table):
    t = dungeon(table, ["Militia", "Militia", "Militia", "Torch"])
    t.do("attack [Plague Zombie]")  # 3 >= 3
    assert t.state.turn.battle_won is True
    assert sorted(t.names("p0.discard")) == ["Disease", "Plague Zombie"]


def test_battle_effects_happen_when_the_monster_is_not_defeated(table):
    t = dungeon(table, ["Militia", "Militia"])
    zombie = t.card("Plague Zombie")
    t.do("attack [Plague Zombie]")  # 2 - 2 = 0 < 3
    assert t.state.turn.battle_won is False
    assert t.names("p0.discard") == ["Disease"]
    assert t.state.dungeon[-1] == zombie


def test_a_disease_gained_in_battle_does_not_weaken_that_battle(table):
    t = dungeon(table, ["Militia", "Militia", "Militia", "Torch"])
    t.do("attack [Plague Zombie]")
    resolved = [e for e in t.events if isinstance(e, BattleResolved)][0]
    assert resolved.total == 3 and resolved.won


def test_the_hall_shifts_toward_rank_1_and_refills_rank_3_after_a_victory(table):
    t = dungeon(table, ["Militia", "Militia", "Militia", "Torch"])
    zombie, ogre, warlord, harpy = (t.card(n) for n in ("Plague Zombie", "Half-Ogre", "Orc Warlord", "Harpy"))
    t.do("attack [Plague Zombie]")
    assert t.state.hall == [[], [ogre], [warlord]]  # shifting and refilling come as the turn ends
    t.do("end")
    assert t.state.hall == [[ogre], [warlord], [harpy]]
    assert HallShifted(((ogre, "hall.2", "hall.1"), (warlord, "hall.3", "hall.2"))) in t.events
    assert t.names("dungeon") == ["Basilisk", "Shadow Killer"]


def test_the_hall_shifts_after_a_defeat_too_and_the_monster_waits_at_the_bottom(table):
    t = dungeon(table, ["Militia"], hall=("Half-Ogre", "Plague Zombie", "Orc Warlord"))
    ogre, zombie, harpy = t.card("Half-Ogre"), t.card("Plague Zombie"), t.card("Harpy")
    t.do("attack [Plague Zombie]", "end")  # rank 2 lost
    assert [slot[0] for slot in t.state.hall] == [ogre, t.card("Orc Warlord"), harpy]
    assert t.state.dungeon == [t.card("Basilisk"), t.card("Shadow Killer"), zombie]


def test_a_monster_shifting_into_rank_1_breaches_once(table):
    t = dungeon(table, ["Militia", "Militia", "Militia", "Torch"],
                hall=("Plague Zombie", "Walking Scourge", "Half-Ogre"))
    scourge = t.card("Walking Scourge")
    t.do("attack [Plague Zombie]", "end")
    assert t.state.hall_card(1) == scourge
    assert BreachTriggered(scourge) in t.events
    # every player gains a Disease: player 0 also keeps the one from the Zombie
    assert t.names("p1.discard") == ["Disease"]
    owned0 = [t.game.name(c) for c in t.state.player_cards(0)]
    assert owned0.count("Disease") == 2
    before = len(t.events)
    t.do("rest", "end")  # player 1's turn: the Scourge stays in rank 1 and does not breach again
    assert not any(isinstance(e, BreachTriggered) for e in t.events[before:])


def test_only_monsters_in_the_hall_can_be_attacked(table):
    t = dungeon(table, ["Militia"])
    assert "not a monster in the dungeon hall" in t.refused("attack [Harpy]")  # in the deck
    assert "not a monster in the dungeon hall" in t.refused("attack [Militia]")


def test_once_in_the_dungeon_a_monster_must_be_attacked_before_ending_the_turn(table):
    t = dungeon(table, ["Militia"])
    assert "attack" in t.refused("end")
    assert "already chose" in t.refused("village")
    t.do("attack [Orc Warlord]")  # hopeless, but allowed
    t.do("end")
    assert t.state.active == 1


def test_the_dungeon_cannot_be_entered_when_no_monster_is_in_the_hall(table):
    t = table(players=[{"hand": ["Militia"]}, {}], hall=[None, None, None])
    assert "no monster" in t.refused("dungeon")


def test_only_one_monster_is_attacked_per_turn(table):
    t = dungeon(table, ["Militia", "Militia", "Militia", "Torch"])
    t.do("attack [Plague Zombie]")
    assert t.refused("attack [Half-Ogre]")


# --- strength 0 -----------------------------------------------------------------------------------


def test_a_hero_whose_strength_falls_to_0_in_battle_fights_on_and_is_destroyed_at_end_of_turn(trait_table):
    t = trait_table(players=[{"hand": ["Militia", "Militia", "Torch"], "deck": DECK}, {"deck": DECK}],
                    hall=["Sapper", "Harpy", "Half-Ogre"], dungeon=["Basilisk"], choice="dungeon")
    militia = [t.card("Militia"), t.card("Militia", 2)]
    t.do("attack [Sapper]")
    assert t.state.prompt is not None and sorted(t.state.prompt.options) == sorted(militia)
    t.do(f"choose {militia[1]}")
    weakened = [e.target for e in t.events if type(e).__name__ == "ModifierGained"]
    assert weakened == [militia[1]]
    resolved = [e for e in t.events if isinstance(e, BattleResolved)][0]
    assert resolved.total == 2  # the weakened Militia still attacks
    assert weakened[0] in t.state.players[0].hand
    t.do("end")
    assert t.state.destroyed == [weakened[0]]
    other = [m for m in militia if m != weakened[0]][0]
    assert other in t.state.players[0].discard


def test_a_hero_left_with_strength_above_0_survives(trait_table):
    t = trait_table(players=[{"hand": ["Militia", "Iron Rations"], "deck": DECK}, {"deck": DECK}],
                    hall=["Sapper", "Harpy", "Half-Ogre"], dungeon=["Basilisk"], choice="dungeon")
    t.do("use [Iron Rations] 0", "attack [Sapper]", "end")  # 2 + 2 - 2 = 2
    assert t.state.destroyed == []
    assert sorted(t.names("p0.discard")) == ["Iron Rations", "Militia"]


def test_a_weapon_too_heavy_after_a_battle_effect_adds_nothing_to_that_battle(trait_table):
    t = trait_table(players=[{"hand": ["Militia", "Dagger", "Torch"], "deck": DECK}, {"deck": DECK}],
                    hall=["Sapper", "Harpy", "Half-Ogre"], dungeon=["Basilisk"], choice="dungeon")
    t.do("equip [Dagger] [Militia]")
    assert t.breakdown("Sapper").total == 2
    t.do("attack [Sapper]")  # Militia: strength 2 - 2 = 0 < the Dagger's weight 2
    assert [e for e in t.events if isinstance(e, BattleResolved)][0].total == 1
