"""Monster traits (rulebook: Traits). Each trait of battle_vocabulary.TRAITS is checked on a synthetic test
monster from tests/data/trait_cards (health 3 each), with the exact numbers of the breakdown and the
outcome of the battle. Lamplighter is a test hero with ATTACK +1, MAGIC ATTACK +1 and LIGHT +1;
Glow Blade an Edged test weapon with ATTACK +1 and LIGHT +1; Flare Bolt a test Spell with MAGIC
ATTACK +2 and LIGHT +1."""

import pytest

from game.engine import battle_vocabulary
from game.engine.errors import IllegalAction
from game.engine.events import BattleResolved

DECK = ["Militia"] * 6


def fight(trait_table, monster, hand, *prepare):
    """The monster in rank 1, Harpy (no trait) in rank 2 to compare with."""
    t = trait_table(players=[{"hand": list(hand), "deck": DECK}, {"deck": DECK}],
                    hall=[monster, "Harpy", "Half-Ogre"], dungeon=["Basilisk", "Shadow Killer"],
                    choice="dungeon")
    t.do(*prepare)
    return t


def numbers(bd):
    return bd.attack, bd.magic, bd.light, bd.light_penalty, bd.total




def resolved(t):
    return [e for e in t.events if isinstance(e, BattleResolved)][0]


def test_every_trait_has_a_test_monster(trait_catalog):
    used = {tr.name for d in trait_catalog.cards.values() if d.set == "rules_test" for tr in d.traits}
    assert used == set(battle_vocabulary.TRAITS)


# --- strength_at_least ----------------------------------------------------------------------------


def test_heroes_below_the_strength_do_not_attack_nor_give_light_and_their_weapons_do_nothing(trait_table):
    t = fight(trait_table, "Gate Ogre", ["Militia", "Militia", "Dagger", "Belzur Curate", "Lamplighter", "Torch"],
              "equip [Dagger] [Militia]")
    bd = t.breakdown("Gate Ogre")  # strength 4 needed: Militia 2 and Lamplighter 3 stay out
    assert numbers(bd) == (0, 1, 1, 0, 1)
    assert "below 4" in bd.line("Militia").notes[0]
    assert bd.line("Dagger").attack == 0
    assert bd.line("Lamplighter").light == 0
    assert sorted(bd.idle_heroes) == sorted([t.card("Militia"), t.card("Militia", 2), t.card("Lamplighter")])
    assert numbers(t.breakdown("Harpy", rank=1)) == (4, 2, 2, 0, 6)
    t.do("attack [Gate Ogre]")
    assert not resolved(t).won and resolved(t).total == 1


def test_a_hero_made_strong_enough_while_preparing_attacks(trait_table):
    t = fight(trait_table, "Gate Ogre", ["Militia", "Belzur Curate", "Iron Rations", "Torch"],
              "use [Iron Rations] 0")
    t.do(f"choose {t.card('Militia')}")  # Militia: strength 2 + 2 = 4
    bd = t.breakdown("Gate Ogre")
    assert numbers(bd) == (1, 1, 1, 0, 2)
    assert bd.idle_heroes == []


def test_spells_beat_the_strength_gate_without_heroes(trait_table):
    t = fight(trait_table, "Gate Ogre", ["Militia", "Frost Bolt", "Torch"], "attack [Gate Ogre]")
    assert resolved(t).won and resolved(t).total == 3
    assert t.names("p0.discard") == ["Gate Ogre"]


# --- unequipped_heroes_cannot_attack --------------------------------------------------------------


def test_unequipped_heroes_do_not_attack_nor_give_light(trait_table):
    t = fight(trait_table, "Armed Sentinel", ["Militia", "Lamplighter", "Dagger", "Torch"])
    bd = t.breakdown("Armed Sentinel")
    assert numbers(bd) == (0, 0, 1, 0, 0)
    t.do("equip [Dagger] [Militia]")
    bd = t.breakdown("Armed Sentinel")
    assert numbers(bd) == (2, 0, 1, 0, 2)
    assert bd.idle_heroes == [t.card("Lamplighter")]
    t.do("attack [Armed Sentinel]")
    assert not resolved(t).won


def test_a_weapon_passed_to_another_hero_while_preparing_equips_only_that_hero(trait_table):
    t = fight(trait_table, "Armed Sentinel", ["Militia", "Militia", "Dagger", "Torch"],
              "equip [Dagger] [Militia]", "unequip [Dagger]", "equip [Dagger] [Militia#2]")
    bd = t.breakdown("Armed Sentinel")
    assert numbers(bd) == (2, 0, 1, 0, 2)
    assert bd.idle_heroes == [t.card("Militia")]
    knight = fight(trait_table, "Iron Knight", ["Militia", "Militia", "Dagger", "Torch"],
                   "equip [Dagger] [Militia]", "unequip [Dagger]", "equip [Dagger] [Militia#2]")
    assert knight.breakdown("Iron Knight").total == 2


def test_an_equipped_hero_with_a_spell_defeats_the_monster_that_needs_weapons(trait_table):
    t = fight(trait_table, "Armed Sentinel", ["Militia", "Militia", "Dagger", "Frost Bolt", "Torch"],
              "equip [Dagger] [Militia]")
    assert numbers(t.breakdown("Armed Sentinel")) == (2, 3, 1, 0, 5)
    t.do("attack [Armed Sentinel]")
    assert resolved(t).won and resolved(t).total == 5


# --- immune_edged ---------------------------------------------------------------------------------


def test_edged_weapons_add_no_attack_but_keep_their_light(trait_table):
    t = fight(trait_table, "Edgeproof Golem", ["Militia", "Militia", "Glow Blade", "Dagger", "Belzur Curate",
                                           "Toryn Gauntlet"],
              "equip [Glow Blade] [Militia]", "equip [Dagger] [Militia#2]",
              "equip [Toryn Gauntlet] [Belzur Curate]")
    bd = t.breakdown("Edgeproof Golem")
    # Militia 1 + 1, Glow Blade and Dagger 0; Curate 1 + Gauntlet 2 magic (not Edged); light 1
    assert numbers(bd) == (2, 3, 1, 0, 5)
    assert bd.line("Dagger").attack == 0 and "edged" in bd.line("Dagger").notes[0]
    assert bd.line("Glow Blade").light == 1
    assert numbers(t.breakdown("Harpy", rank=1)) == (4, 3, 1, 0, 7)
    t.do("attack [Edgeproof Golem]")
    assert resolved(t).won


def test_edged_weapons_alone_cannot_beat_a_monster_immune_to_them(trait_table):
    t = fight(trait_table, "Edgeproof Golem", ["Militia", "Dagger", "Torch"], "equip [Dagger] [Militia]",
              "attack [Edgeproof Golem]")
    assert resolved(t).total == 1 and not resolved(t).won
    assert t.state.dungeon[-1] == t.card("Edgeproof Golem")


# --- immune_spells --------------------------------------------------------------------------------


def test_spells_add_no_attack_but_keep_their_light(trait_table):
    t = fight(trait_table, "Null Wraith", ["Militia", "Frost Bolt", "Flare Bolt", "Torch", "Silverstorm"])
    bd = t.breakdown("Null Wraith")
    # Frost Bolt 3, Flare Bolt 2 and Silverstorm (1 per 2 gold: Torch 2) all 0; light 2
    assert numbers(bd) == (1, 0, 2, 0, 1)
    assert "spells" in bd.line("Frost Bolt").notes[0]
    assert bd.line("Flare Bolt").light == 1
    assert numbers(t.breakdown("Harpy", rank=1)) == (1, 6, 2, 0, 7)
    t.do("attack [Null Wraith]")
    assert not resolved(t).won


# --- immune_unequipped_heroes ---------------------------------------------------------------------


def test_unequipped_heroes_add_no_attack_but_keep_their_light(trait_table):
    t = fight(trait_table, "Iron Knight", ["Militia", "Militia", "Lamplighter", "Belzur Curate", "Dagger"],
              "equip [Dagger] [Militia]")
    bd = t.breakdown("Iron Knight")
    # Militia with Dagger 2; the other Militia, Lamplighter and Curate 0; Lamplighter's light counts
    assert numbers(bd) == (2, 0, 1, 0, 2)
    assert bd.line("Lamplighter").light == 1 and bd.line("Lamplighter").attack == 0
    assert "unequipped" in bd.line("Belzur Curate").notes[0]
    assert bd.idle_heroes == []  # they take part, they just add no attack
    t.do("attack [Iron Knight]")
    assert not resolved(t).won


def test_equipped_heroes_keep_their_attack_against_a_monster_immune_to_unequipped_heroes(trait_table):
    t = fight(trait_table, "Iron Knight", ["Belzur Curate", "Toryn Gauntlet", "Militia", "Dagger", "Torch"],
              "equip [Toryn Gauntlet] [Belzur Curate]", "equip [Dagger] [Militia]", "attack [Iron Knight]")
    assert resolved(t).total == 5 and resolved(t).won  # magic 1 + 2, attack 1 + 1


# --- magic_immunity -------------------------------------------------------------------------------


def test_magic_attack_is_zero_but_attack_and_light_count(trait_table):
    t = fight(trait_table, "Rune Eater", ["Militia", "Belzur Curate", "Frost Bolt", "Lamplighter"])
    bd = t.breakdown("Rune Eater")
    assert numbers(bd) == (2, 0, 1, 0, 2)
    assert "magic attack does nothing" in bd.line("Frost Bolt").notes[0]
    assert numbers(t.breakdown("Harpy", rank=1)) == (2, 5, 1, 0, 7)
    t.do("attack [Rune Eater]")
    assert not resolved(t).won


def test_attack_alone_defeats_a_magic_immune_monster(trait_table):
    t = fight(trait_table, "Rune Eater", ["Militia", "Militia", "Militia", "Torch"], "attack [Rune Eater]")
    assert resolved(t).won and resolved(t).total == 3


# --- magic_attack_only ----------------------------------------------------------------------------


def test_only_magic_attack_counts_and_heroes_still_give_light(trait_table):
    t = fight(trait_table, "Shade", ["Militia", "Militia", "Militia", "Lamplighter", "Belzur Curate", "Torch"])
    bd = t.breakdown("Shade", rank=2)  # light 2 cancels rank 2
    assert numbers(bd)[1:] == (2, 2, 0, 2)  # the 4 attack is left out of the total
    assert "only magic attack counts" in bd.line("Militia").notes[0]
    assert bd.line("Lamplighter").light == 1
    t.do("attack [Shade]")
    assert not resolved(t).won and resolved(t).total == 2


def test_enough_magic_attack_defeats_a_magic_only_monster(trait_table):
    t = fight(trait_table, "Shade", ["Militia", "Frost Bolt", "Torch"], "attack [Shade]")
    assert resolved(t).won and resolved(t).total == 3


# --- magic_attack_required ------------------------------------------------------------------------


def test_without_magic_attack_the_monster_survives_any_total(trait_table):
    t = fight(trait_table, "Warded Lich", ["Militia"] * 5 + ["Torch"])
    bd = t.breakdown("Warded Lich")
    assert bd.total == 5 and not bd.wins and bd.failed_requirement
    lich = t.card("Warded Lich")
    t.do("attack [Warded Lich]")  # attacking is allowed, to send it to the bottom
    assert resolved(t) == BattleResolved(0, lich, 1, False, 5, 3)
    assert t.state.dungeon[-1] == lich


def test_one_point_of_magic_attack_is_enough(trait_table):
    t = fight(trait_table, "Warded Lich", ["Militia", "Militia", "Belzur Curate", "Torch"])
    bd = t.breakdown("Warded Lich")
    assert numbers(bd) == (2, 1, 1, 0, 3) and bd.wins and bd.failed_requirement is None
    t.do("attack [Warded Lich]")
    assert resolved(t).won


def test_disease_takes_attack_rather_than_the_required_magic_attack(trait_table):
    t = fight(trait_table, "Warded Lich", ["Militia", "Militia", "Militia", "Belzur Curate", "Disease", "Torch"])
    bd = t.breakdown("Warded Lich")
    assert [c for _, c in bd.diseases] == ["attack"]
    assert bd.total == 3 and bd.wins


# --- half_magic_attack ----------------------------------------------------------------------------


def test_magic_attack_is_halved_rounded_down(trait_table):
    t = fight(trait_table, "Mirror Imp", ["Militia", "Militia", "Frost Bolt", "Torch"])
    bd = t.breakdown("Mirror Imp")
    assert (bd.attack, bd.magic) == (2, 3)
    assert bd.total == 2 + 1  # 3 // 2
    assert "magic attack halved" in bd.notes
    t.do("attack [Mirror Imp]")
    assert resolved(t).won and resolved(t).total == 3


def test_attack_is_not_halved_by_half_magic_attack(trait_table):
    t = fight(trait_table, "Mirror Imp", ["Militia", "Militia", "Belzur Curate", "Torch"])
    assert t.breakdown("Mirror Imp").total == 2  # magic 1 // 2 = 0
    t.do("attack [Mirror Imp]")
    assert not resolved(t).won


# --- half_attack_without --------------------------------------------------------------------------


def test_without_magic_attack_the_total_is_halved_rounded_down(trait_table):
    t = fight(trait_table, "Iron Hide", ["Militia"] * 5 + ["Torch"])
    bd = t.breakdown("Iron Hide")
    assert (bd.attack, bd.total) == (5, 2)
    t.do("attack [Iron Hide]")
    assert not resolved(t).won


def test_with_magic_attack_present_the_total_is_not_halved(trait_table):
    t = fight(trait_table, "Iron Hide", ["Militia", "Militia", "Belzur Curate", "Torch"], "attack [Iron Hide]")
    assert resolved(t).total == 3 and resolved(t).won


def test_halving_comes_before_the_light_penalty(trait_table):
    t = fight(trait_table, "Iron Hide", ["Militia"] * 5 + ["Torch"])
    bd = t.breakdown("Iron Hide", rank=2)  # 5 // 2 = 2, then penalty 1: -2
    assert (bd.light_penalty, bd.total) == (1, 0)
    bd3 = t.breakdown("Iron Hide", rank=3)
    assert bd3.total == 0  # 2 - 4 stops at 0


def test_without_an_equipped_weapon_the_total_is_halved(trait_table):
    t = fight(trait_table, "Chain Hound", ["Militia", "Militia", "Militia", "Militia", "Dagger", "Torch"])
    assert t.breakdown("Chain Hound").total == 2  # 4 // 2, the Dagger unequipped
    t.do("equip [Dagger] [Militia]")
    assert t.breakdown("Chain Hound").total == 5
    t.do("attack [Chain Hound]")
    assert resolved(t).won


def test_without_a_light_card_the_total_is_halved(trait_table):
    dark = fight(trait_table, "Blind Horror", ["Militia"] * 6)
    assert dark.breakdown("Blind Horror").total == 6 // 2 - 2  # halved, then rank 1 penalty
    dark.do("attack [Blind Horror]")
    assert not resolved(dark).won
    lit = fight(trait_table, "Blind Horror", ["Militia"] * 5 + ["Torch"], "attack [Blind Horror]")
    assert resolved(lit).total == 5 and resolved(lit).won


# --- light ----------------------------------------------------------------------------------------


def test_a_light_minus_1_monster_makes_every_rank_one_darker(trait_table):
    t = fight(trait_table, "Gloom Bat", ["Militia"] * 5 + ["Torch"])
    assert [t.breakdown("Gloom Bat", rank=r).darkness for r in (1, 2, 3)] == [2, 3, 4]
    bd = t.breakdown("Gloom Bat")
    assert numbers(bd) == (5, 0, 1, 1, 3)
    t.do("attack [Gloom Bat]")
    assert resolved(t).total == 3 and resolved(t).won


def test_a_light_plus_1_monster_makes_every_rank_one_lighter(trait_table):
    t = fight(trait_table, "Glow Wisp", ["Militia", "Militia", "Militia"])
    assert [t.breakdown("Glow Wisp", rank=r).light_penalty for r in (1, 2, 3)] == [0, 1, 2]
    t.do("attack [Glow Wisp]")
    assert resolved(t).total == 3 and resolved(t).won


# --- light_penalty_unreducible --------------------------------------------------------------------


def test_light_does_not_lower_the_penalty(trait_table):
    t = fight(trait_table, "Void Shadow", ["Militia", "Militia", "Militia", "Torch", "Torch", "Torch"])
    bd = t.breakdown("Void Shadow")
    assert numbers(bd) == (3, 0, 3, 1, 1)
    assert t.breakdown("Void Shadow", rank=3).total == 0
    assert t.breakdown("Harpy", rank=1).total == 3
    t.do("attack [Void Shadow]")
    assert not resolved(t).won


# --- must_be_defeated -----------------------------------------------------------------------------


def test_an_undefeated_monster_that_must_be_defeated_stays_in_its_rank(trait_table):
    t = fight(trait_table, "Rooted Treant", ["Militia"])
    treant = t.card("Rooted Treant")
    t.do("attack [Rooted Treant]", "end")
    assert not resolved(t).won
    assert t.state.hall_card(1) == treant
    assert treant not in t.state.dungeon
    assert t.names("hall.2") == ["Harpy"] and t.names("dungeon") == ["Basilisk", "Shadow Killer"]


def test_a_monster_that_must_be_defeated_leaves_the_hall_when_defeated(trait_table):
    t = fight(trait_table, "Rooted Treant", ["Militia", "Militia", "Militia", "Torch"])
    t.do("attack [Rooted Treant]", "end")
    assert "Rooted Treant" in t.names("p0.discard")
    assert t.names("hall.1") == ["Harpy"]


def test_polymorph_cannot_move_a_monster_that_must_be_defeated(trait_table):
    t = fight(trait_table, "Rooted Treant", ["Militia", "Polymorph"], "use [Polymorph] 0")
    assert t.state.prompt is not None
    assert t.card("Rooted Treant") not in t.state.prompt.options
    assert sorted(t.state.prompt.options) == sorted([t.card("Harpy"), t.card("Half-Ogre")])


# --- cannot_attack_if_used ------------------------------------------------------------------------


def test_a_spell_in_hand_is_set_aside_so_the_monster_can_still_be_attacked(trait_table):
    t = fight(trait_table, "Spell Hater", ["Militia", "Militia", "Frost Bolt", "Flare Bolt", "Torch"])
    bd = t.breakdown("Spell Hater")
    assert numbers(bd) == (2, 0, 1, 0, 2)  # no magic and no light from the Spells
    assert bd.line("Flare Bolt").light == 0
    assert bd.attackable
    assert numbers(t.breakdown("Harpy", rank=1)) == (2, 5, 2, 0, 7)
    t.do("attack [Spell Hater]")
    assert not resolved(t).won and resolved(t).total == 2


def test_the_monster_cannot_be_attacked_after_a_spell_was_used(trait_table):
    t = fight(trait_table, "Spell Hater", ["Militia", "Polymorph"], "use [Polymorph] 0", "choose")
    bd = t.breakdown("Spell Hater")
    assert not bd.attackable and not bd.wins
    with pytest.raises(IllegalAction) as e:
        t.do("attack [Spell Hater]")
    assert "Spell" in e.value.reason
    t.do("attack [Harpy]")  # another monster is still fine
    assert resolved(t).monster == t.card("Harpy")


def test_a_turn_may_end_without_a_battle_when_every_monster_refuses_the_attack(trait_table):
    t = trait_table(players=[{"hand": ["Militia", "Polymorph"], "deck": ["Dagger"] * 7}, {}],
                    hall=["Spell Hater", "Spell Hater", "Spell Hater"], dungeon=["Harpy"] * 3,
                    choice="dungeon")
    with pytest.raises(IllegalAction):
        t.do("end")  # a monster can still be attacked: the rules make you fight
    t.do("use [Polymorph] 0", "choose")  # a Spell used: no Spell Hater can be attacked now
    assert t.game.legal_actions() and all(str(a) != "attack" for a in t.game.legal_actions())
    t.do("end")
    assert t.state.turn_number == 2 and t.state.active == 1


# --- cannot_attack_with_light_penalty -------------------------------------------------------------


def test_a_monster_that_shuns_the_dark_cannot_be_attacked_while_a_light_penalty_remains(trait_table):
    t = fight(trait_table, "Shy Sprite", ["Militia", "Militia", "Militia", "Torch"])
    bd = t.breakdown("Shy Sprite")  # rank 1, light -1: darkness 2 against light 1
    assert (bd.darkness, bd.light_penalty, bd.attackable, bd.wins) == (2, 1, False, False)
    assert bd.not_attackable_reason == "a light penalty of 1 remains"
    assert "it cannot be attacked: a light penalty of 1 remains" in bd.notes
    with pytest.raises(IllegalAction) as e:
        t.do("attack [Shy Sprite]")
    assert "light penalty" in e.value.reason
    assert not any(str(a).startswith(f"attack {t.card('Shy Sprite')}") for a in t.game.legal_actions())


def test_enough_light_lets_the_attack_through(trait_table):
    t = fight(trait_table, "Shy Sprite", ["Militia", "Militia", "Militia", "Torch", "Lamplighter"])
    bd = t.breakdown("Shy Sprite")  # the Lamplighter's light 1 cancels the rest of the penalty
    assert (bd.light_penalty, bd.attackable, bd.total) == (0, True, 3 + 1 + 1)
    t.do("attack [Shy Sprite]")
    assert resolved(t).won


def test_the_turn_may_end_without_a_battle_when_only_dark_shunning_monsters_remain(trait_table):
    t = trait_table(players=[{"hand": ["Militia"], "deck": ["Dagger"] * 7}, {}],
                    hall=["Shy Sprite", "Shy Sprite", "Shy Sprite"], dungeon=["Harpy"] * 3, choice="dungeon")
    assert [type(a).__name__ for a in t.game.legal_actions()] == ["EndTurn"]
    t.do("end")
    assert t.state.turn_number == 2 and t.state.active == 1


# --- global_must_be_defeated ----------------------------------------------------------------------


def test_a_global_must_be_defeated_keeps_another_undefeated_monster_in_the_hall(trait_table):
    t = trait_table(players=[{"hand": ["Militia"], "deck": DECK}, {"deck": DECK}],
                    hall=["Harpy", "Sticky Mist", "Half-Ogre"], dungeon=["Basilisk"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert not resolved(t).won
    assert t.names("hall.1") == ["Harpy"] and t.names("dungeon") == ["Basilisk"]


def test_without_the_global_the_same_monster_retreats(trait_table):
    t = trait_table(players=[{"hand": ["Militia"], "deck": DECK}, {"deck": DECK}],
                    hall=["Harpy", "Rune Eater", "Half-Ogre"], dungeon=["Basilisk"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert t.names("dungeon")[-1] == "Harpy"
