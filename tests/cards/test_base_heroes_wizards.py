"""The base set's Elf and Selurin heroes (cards/base/elf.yaml, selurin.yaml): Wizards that send a monster
under the dungeon deck, lift every Item and Magic Attack Spell, double the party's Magic Attack and
borrow a Hero for the battle.

Rulebook: Battles (doubling comes after every modifier, Disease included; a Hero that cannot attack
brings nothing), Traits (Half-Magic Attack, Immune to Spells), Breach Effect, Winning the Game;
glossary entries Elf Sorcerer/Archmage, Selurin, Selurin Theurge or Warlock, Selurin Theurge.
"""

from __future__ import annotations

import pytest

from game.engine.events import BattleResolved, BreachTriggered, GameEnded, HandRevealed

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6, 5; no battle effects


def dungeon(table, hand, hall=HALL, others=({},), **kw):
    return table(players=[{"hand": list(hand)}, *others], hall=list(hall), choice="dungeon", **kw)


def resolved(t) -> BattleResolved:
    return next(e for e in t.events if isinstance(e, BattleResolved))


def hall_names(t) -> list:
    return [t.game.name(c) if (c := t.state.hall_card(r)) is not None else None for r in (1, 2, 3)]


# --- Elf Sorcerer: after a victory, a monster under the dungeon deck -----------------------------------

def test_elf_sorcerer_sends_a_monster_under_the_dungeon_deck_after_a_victory_and_the_hall_refills(table):
    t = dungeon(table, ["Elf Sorcerer", "Militia"], dungeon=["Medusa", "Minotaur"])
    t.do("attack [Harpy]")  # 3 + 1 against health 4, the Sorcerer's light 2
    assert resolved(t).won
    t.do("use [Elf Sorcerer] 0")
    pr = t.state.prompt
    assert (pr.reason, pr.min, pr.max) == ("return_monster", 0, 1)
    assert sorted(t.game.name(c) for c in pr.options) == ["Half-Ogre", "Orc Blademaster"]
    t.do("choose [Half-Ogre]")
    # at the bottom of the deck; the hall shifted and refilled at once
    assert t.names("dungeon") == ["Half-Ogre"]
    assert hall_names(t) == ["Orc Blademaster", "Medusa", "Minotaur"]
    assert t.refused("use [Elf Sorcerer] 0") == "each ability can be used only once per turn"


def test_elf_sorcerer_may_send_no_monster(table):
    t = dungeon(table, ["Elf Sorcerer", "Militia"], dungeon=["Medusa"])
    t.do("attack [Harpy]", "use [Elf Sorcerer] 0", "choose")
    assert hall_names(t) == [None, "Half-Ogre", "Orc Blademaster"] and t.names("dungeon") == ["Medusa"]


def test_elf_sorcerer_does_nothing_after_a_lost_battle(table):
    t = dungeon(table, ["Elf Sorcerer"])
    t.do("attack [Half-Ogre]")
    assert not resolved(t).won
    assert t.refused("use [Elf Sorcerer] 0") == "Spoils need a victory"


def test_a_breach_brought_by_the_sorcerers_refill_happens_at_once(table):
    t = dungeon(table, ["Elf Sorcerer", "Militia"], hall=["Harpy", "Half-Ogre", "Walking Scourge"],
                dungeon=["Medusa"], others=({"hand": ["Torch"]},))
    t.do("attack [Harpy]", "use [Elf Sorcerer] 0", "choose [Half-Ogre]")
    assert hall_names(t) == ["Walking Scourge", "Medusa", "Half-Ogre"]  # the deck ran out: it came back
    assert [e.monster for e in t.events if isinstance(e, BreachTriggered)] == [t.card("Walking Scourge")]
    assert t.names("p1.discard") == ["Disease"]
    assert t.names("p0.discard") == ["Disease", "Harpy"]


def test_the_thunderstone_reaching_rank_1_after_the_sorcerer_ends_the_game_and_the_victor_does_not_take_it(table):
    # glossary: the game ends at once and you do not collect the Thunderstone, even after a rank 1 victory
    t = dungeon(table, ["Elf Sorcerer", "Militia"], hall=["Harpy", "Half-Ogre", "Stone of Scorn"])
    t.do("attack [Harpy]", "use [Elf Sorcerer] 0", "choose [Half-Ogre]")
    assert t.state.over
    end = next(e for e in t.events if isinstance(e, GameEnded))
    assert end.thunderstone_holder is None and end.reason.startswith("the Thunderstone reached rank 1")
    assert t.names("hall.1") == ["Stone of Scorn"]
    assert t.game.legal_actions() == []


# --- Elf Archmage: before the battle ---------------------------------------------------------------------

def test_elf_archmage_sends_a_monster_away_before_the_battle_and_the_new_one_can_be_attacked(table):
    t = dungeon(table, ["Elf Archmage", "Militia", "Torch"], dungeon=["Standard Bearer"])
    t.do("use [Elf Archmage] 0", "choose [Harpy]")
    assert hall_names(t) == ["Half-Ogre", "Orc Blademaster", "Standard Bearer"]
    assert t.names("dungeon") == ["Harpy"]
    t.do("attack [Standard Bearer]")  # rank 3: 4 + 1, the light 2 + 1 cancelling the penalty
    assert resolved(t).won


def test_the_thunderstone_reaching_rank_1_after_the_archmage_ends_the_game_before_any_battle(table):
    t = dungeon(table, ["Elf Archmage"], hall=["Harpy", "Stone of Scorn", "Half-Ogre"])
    t.do("use [Elf Archmage] 0", "choose [Harpy]")
    assert t.state.over and t.state.result["thunderstone_holder"] is None
    assert t.state.turn.target is None


def test_a_guardian_or_a_monster_that_must_be_defeated_cannot_be_sent_away(trait_table):
    t = trait_table(players=[{"hand": ["Elf Archmage"]}, {}], hall=["Rooted Treant", "Guardian of Night", "Harpy"],
                    choice="dungeon")
    t.do("use [Elf Archmage] 0")
    assert t.state.prompt.options == [t.card("Harpy")]


def test_the_archmage_has_nothing_to_send_away_when_no_monster_may_leave(trait_table):
    t = trait_table(players=[{"hand": ["Elf Archmage"]}, {}], hall=["Rooted Treant", None, None], choice="dungeon")
    t.do("use [Elf Archmage] 0")
    assert t.state.prompt is None and hall_names(t) == ["Rooted Treant", None, None]


@pytest.mark.parametrize("mode", ["solo", "coop"])
def test_in_solo_and_co_op_a_monster_sent_away_goes_to_the_village_pile(table, mode):
    # the modes send a monster bound for the bottom of the dungeon deck to the village pile
    others = () if mode == "solo" else ({},)
    t = table(players=[{"hand": ["Elf Archmage"]}, *others], hall=HALL, choice="dungeon", mode=mode,
              dungeon=["Medusa"])
    t.do("use [Elf Archmage] 0", "choose [Half-Ogre]")
    assert t.names("pile.village") == ["Half-Ogre"]
    assert hall_names(t) == ["Harpy", "Orc Blademaster", "Medusa"]


# --- Selurin Magician: every Item and Magic Attack Spell gains Magic Attack +1 -----------------------------

def test_selurin_magician_gives_each_item_and_each_magic_attack_spell_magic_attack_1(table):
    t = dungeon(table, ["Selurin Magician", "Torch", "Iron Rations", "Frost Bolt", "Polymorph", "Dagger", "Militia"])
    bd = t.breakdown("Harpy")
    magic = {line.name: line.magic for line in bd.lines}
    # glossary: an Item gains it whether or not it has an attack; a Spell only if it has a Magic Attack
    assert magic == {"Selurin Magician": 2, "Torch": 1, "Iron Rations": 1, "Frost Bolt": 4, "Polymorph": 0,
                     "Dagger": 0, "Militia": 0}
    assert bd.line("Torch").notes == ["Magic Attack +1 from Selurin Magician"]


def test_two_selurin_magicians_give_each_item_magic_attack_2(table):
    t = dungeon(table, ["Selurin Magician", "Selurin Magician", "Torch"])
    bd = t.breakdown("Harpy")
    assert (bd.line("Torch").magic, bd.magic) == (2, 6)


def test_a_selurin_magician_that_cannot_attack_lifts_nothing(trait_table):
    t = trait_table(players=[{"hand": ["Selurin Magician", "Torch", "Frost Bolt"]}, {}],
                    hall=["Gate Ogre", "Harpy", "Half-Ogre"], choice="dungeon")
    bd = t.breakdown("Gate Ogre")  # strength below 4 cannot attack: the Magician (2)
    assert (bd.line("Torch").magic, bd.line("Frost Bolt").magic, bd.magic) == (0, 3, 3)


def test_a_spell_lifted_by_the_magician_still_does_nothing_to_a_monster_immune_to_spells(trait_table):
    t = trait_table(players=[{"hand": ["Selurin Magician", "Frost Bolt", "Torch"]}, {}],
                    hall=["Null Wraith", "Harpy", "Half-Ogre"], choice="dungeon")
    bd = t.breakdown("Null Wraith")
    assert (bd.line("Frost Bolt").magic, bd.line("Torch").magic, bd.magic) == (0, 1, 3)


# --- Selurin Warlock and Theurge: the total Magic Attack doubled, last ------------------------------------

def test_selurin_warlock_doubles_the_total_magic_attack_but_not_the_attack(table):
    t = dungeon(table, ["Selurin Warlock", "Elf Wizard", "Militia", "Torch"])
    bd = t.breakdown("Harpy")
    assert (bd.magic, bd.attack) == (4, 1)  # the lines, before the doubling
    assert bd.total == 4 * 2 + 1
    assert "total Magic Attack x2 from Selurin Warlock, after every other bonus" in bd.notes


def test_the_doubling_comes_after_the_magicians_bonus(table):
    t = dungeon(table, ["Selurin Warlock", "Selurin Magician", "Torch"])
    assert t.breakdown("Harpy").total == (2 + 2 + 1) * 2  # the Torch's light cancels rank 1's penalty


def test_the_doubling_comes_after_a_disease(table):
    t = dungeon(table, ["Selurin Warlock", "Elf Wizard", "Disease"])
    bd = t.breakdown("Half-Ogre")  # rank 2, the Elf's light 1: penalty 1
    assert bd.diseases == [(t.card("Disease"), "magic")]
    assert bd.total == (4 - 1) * 2 - 2


@pytest.mark.parametrize("hand, times", [
    (["Selurin Warlock", "Selurin Warlock"], 4),
    (["Selurin Warlock", "Selurin Theurge"], 4),
    (["Selurin Warlock", "Selurin Warlock", "Selurin Theurge"], 8),
])
def test_several_doublers_multiply_together(table, hand, times):
    t = dungeon(table, hand + ["Torch"])
    assert t.breakdown("Harpy").total == 2 * len(hand) * times


def test_a_monster_halving_magic_attack_halves_it_after_the_doubling(trait_table):
    t = trait_table(players=[{"hand": ["Selurin Warlock", "Elf Wizard", "Frost Bolt"]}, {}],
                    hall=["Mirror Imp", "Harpy", "Half-Ogre"], choice="dungeon")
    bd = t.breakdown("Mirror Imp")
    assert bd.total == (2 + 2 + 3) * 2 // 2
    assert "magic attack halved" in bd.notes


def test_magic_attack_immunity_leaves_nothing_to_double(table):
    t = dungeon(table, ["Selurin Warlock", "Elf Wizard", "Militia"], hall=["Grave Knight", "Harpy", "Half-Ogre"])
    bd = t.breakdown("Grave Knight")
    assert (bd.magic, bd.total) == (0, 1)  # only the Militia's 1; the Elf's light still counts


def test_a_warlock_that_cannot_attack_doubles_nothing(trait_table):
    t = trait_table(players=[{"hand": ["Selurin Warlock", "Elf Archmage"]}, {}],
                    hall=["Gate Ogre", "Harpy", "Half-Ogre"], choice="dungeon")
    assert t.breakdown("Gate Ogre").total == 4  # the Archmage alone, his light cancelling the penalty


# --- Selurin Theurge: each player discards a Hero; borrow one for the battle ---------------------------------

def test_selurin_theurge_makes_each_player_discard_a_hero_and_borrows_one(table):
    t = table(players=[{"hand": ["Selurin Theurge", "Militia", "Torch"]},
                       {"hand": ["Amazon Queen", "Elf Wizard", "Dagger"]},
                       {"hand": ["Torch", "Dagger"]}],
              hall=HALL, choice="dungeon")
    t.do("use [Selurin Theurge] 0")
    assert t.names("p0.discard") == ["Militia"]  # its owner's only other Hero, without asking
    pr = t.state.prompt
    assert (pr.player, pr.reason) == (1, "discard")
    assert sorted(t.game.name(c) for c in pr.options) == ["Amazon Queen", "Elf Wizard"]
    t.do("choose [Amazon Queen]")
    # the third player has no Hero: the hand is shown
    assert [(e.player, len(e.cards)) for e in t.events if isinstance(e, HandRevealed)] == [(2, 2)]
    pr = t.state.prompt
    assert (pr.player, pr.reason, pr.min, pr.max) == (0, "borrow", 0, 1)
    assert sorted(t.game.name(c) for c in pr.options) == ["Amazon Queen", "Militia"]
    t.do("choose [Amazon Queen]")
    assert t.names("p0.hand") == ["Selurin Theurge", "Torch", "Amazon Queen"]
    assert t.state.turn.borrowed == [(t.card("Amazon Queen"), 1)]
    bd = t.breakdown("Half-Ogre")  # rank 2: the Queen's 2 + 4, the Theurge's 2 doubled, penalty 2 - 1
    assert (bd.line("Amazon Queen").attack, bd.total) == (6, 6 + 4 - 2)
    t.do("attack [Half-Ogre]")
    assert resolved(t).won
    # the battle is over: the Queen goes back to her owner, and gives no Spoils to the borrower
    assert t.names("p1.discard") == ["Amazon Queen"]
    assert t.state.turn.borrowed == []
    t.do("end")
    assert "Amazon Queen" not in t.names("p0.discard") + t.names("p0.hand") + t.names("p0.deck")


def test_the_theurge_may_borrow_no_one(table):
    t = dungeon(table, ["Selurin Theurge"], others=({"hand": ["Elf Wizard"]},))
    t.do("use [Selurin Theurge] 0", "choose")
    assert t.names("p1.discard") == ["Elf Wizard"] and t.names("p0.hand") == ["Selurin Theurge"]


def test_the_theurge_never_discards_itself_and_with_no_hero_discarded_there_is_nothing_to_borrow(table):
    t = dungeon(table, ["Selurin Theurge", "Torch"], others=({"hand": ["Torch"]},))
    t.do("use [Selurin Theurge] 0")
    assert t.state.prompt is None
    assert [e.player for e in t.events if isinstance(e, HandRevealed)] == [0, 1]
    assert t.names("p0.hand") == ["Selurin Theurge", "Torch"]


def test_a_borrowed_hero_destroyed_in_battle_is_destroyed_not_returned(table):
    # glossary: Selurin Theurge. Manticore destroys every Archer once the battle is over
    t = dungeon(table, ["Selurin Theurge", "Torch", "Torch"], hall=["Manticore", "Harpy", "Half-Ogre"],
                others=({"hand": ["Amazon Queen"]},))
    queen = t.card("Amazon Queen")
    t.do("use [Selurin Theurge] 0", f"choose {queen}", "attack [Manticore]")
    assert resolved(t).won  # 2 + 2 x 2 against health 6
    assert t.state.loc[queen] == "p0.hand" and queen in t.state.turn.doomed
    assert t.state.turn.borrowed == []
    t.do("end")
    assert t.state.loc[queen] == "destroyed"
    assert t.names("p1.discard") == []


def test_a_borrowed_hero_destroyed_before_the_attack_is_totalled_is_gone_for_good(table):
    t = dungeon(table, ["Selurin Theurge", "Dagger"], hall=["Medusa", "Harpy", "Half-Ogre"],
                others=({"hand": ["Elf Wizard"]},))
    wizard = t.card("Elf Wizard")
    t.do("use [Selurin Theurge] 0", f"choose {wizard}", "attack [Medusa]")
    assert t.state.prompt.reason == "destroy"  # Medusa: a Hero without an Edged Weapon, now
    t.do(f"choose {wizard}")
    assert t.state.loc[wizard] == "destroyed"
    t.do("end")
    assert t.state.loc[wizard] == "destroyed" and t.names("p1.discard") == []


def test_a_borrowed_hero_that_lost_the_battle_still_goes_back(table):
    t = dungeon(table, ["Selurin Theurge"], hall=["Half-Ogre", "Harpy", "Orc Blademaster"],
                others=({"hand": ["Militia"]},))
    t.do("use [Selurin Theurge] 0", "choose [Militia]", "attack [Half-Ogre]")
    assert not resolved(t).won
    assert t.names("p1.discard") == ["Militia"]


def test_a_borrowed_hero_saved_by_a_guardian_blade_goes_back_to_its_owner(table):
    # Guardian Blade: the Hero carrying it is discarded instead of destroyed; a borrowed one goes home
    t = dungeon(table, ["Selurin Theurge", "Guardian Blade", "Torch"], hall=["Manticore", "Harpy", "Half-Ogre"],
                others=({"hand": ["Amazon Queen"]},))
    queen = t.card("Amazon Queen")
    t.do("use [Selurin Theurge] 0", f"choose {queen}", f"equip [Guardian Blade] {queen}", "attack [Manticore]")
    assert resolved(t).won
    assert t.state.loc[queen] == "p1.discard"
    t.do("end")
    assert t.state.loc[queen] == "p1.discard"


def test_a_borrowed_hero_goes_back_at_the_end_of_a_turn_without_a_battle(trait_table):
    # a Spell was used, so the only monster (Spell Hater) cannot be attacked: the turn ends with no battle
    t = trait_table(players=[{"hand": ["Selurin Theurge", "Banish", "Torch"], "deck": ["Dagger"]},
                             {"hand": ["Elf Wizard"]}], hall=["Spell Hater", None, None], choice="dungeon")
    t.do("use [Banish] 0", "choose", "choose [Torch]")  # the Spell Hater stays; the Torch is destroyed
    t.do("use [Selurin Theurge] 0", "choose [Elf Wizard]")
    assert t.state.loc[t.card("Elf Wizard")] == "p0.hand"
    assert "cannot be attacked" in t.refused("attack [Spell Hater]")
    t.do("end")
    assert t.names("p1.discard") == ["Elf Wizard"]
