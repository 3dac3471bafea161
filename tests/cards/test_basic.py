"""The Basic cards: Militia, Dagger, Iron Rations, Torch and Disease (rulebook: Setup, Leveling
Up, Weapons, Light and Darkness, Disease Cards; glossary: Iron Rations, Torch)."""

from __future__ import annotations

import pytest

from game.engine.battle import hero_strengths
from game.engine.events import Created, ModifierGained, PromptOpened
from game.engine.rules.village import gold_total

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]  # health 4, 6 and 8; no battle or breach effects








def strength(t, card: int) -> int:
    return hero_strengths(t.game, list(t.state.players[t.state.active].hand))[0][card]


# --- Militia -------------------------------------------------------------------------------------


def test_militia_is_a_hero_with_strength_2_and_attack_1(table):
    t = table(players=[{"hand": ["Militia", "Torch"]}, {}], hall=HALL, choice="dungeon")
    militia = t.card("Militia")
    assert t.game.defn(militia).is_hero
    assert strength(t, militia) == 2
    bd = t.breakdown("Harpy")
    assert (bd.line(militia).attack, bd.line(militia).magic) == (1, 0)
    assert (bd.attack, bd.magic, bd.light_penalty, bd.total) == (1, 0, 0, 1)


def test_militia_has_no_gold_value(table):
    t = table(players=[{"hand": ["Militia", "Militia", "Torch"]}, {}], hall=HALL, choice="village")
    assert gold_total(t.game) == 2


@pytest.mark.parametrize("group, hero", [
    ("belzur", "Belzur Curate"),
    ("gorinth", "Gorinth Amateur"),
    ("half_orc", "Half-Orc Raider"),
    ("stoneguard", "Stoneguard Brute"),
])
def test_militia_levels_up_into_any_level_1_hero_for_3_xp(table, group, hero):
    t = table(players=[{"hand": ["Militia", "Torch"], "xp": 3}, {}], hall=HALL, choice="village")
    militia = t.card("Militia")
    before = t.names(f"stack.{group}").count(hero)
    t.do(f"level {militia} {group}")
    assert t.state.loc[militia] == "destroyed"
    assert t.names("p0.discard") == [hero]
    assert t.names("p0.hand") == ["Torch"]
    assert t.state.players[0].xp == 0
    assert t.names(f"stack.{group}").count(hero) == before - 1


def test_militia_levelling_up_keeps_the_xp_left_over(table):
    t = table(players=[{"hand": ["Militia", "Militia"], "xp": 7}, {}], hall=HALL, choice="village")
    t.do("level [Militia] gorinth", "level [Militia] half_orc")
    assert t.names("p0.discard") == ["Half-Orc Raider", "Gorinth Amateur"]
    assert t.names("p0.hand") == []
    assert t.state.players[0].xp == 1


def test_militia_cannot_level_up_with_only_2_xp(table):
    t = table(players=[{"hand": ["Militia"], "xp": 2}, {}], hall=HALL, choice="village")
    assert t.refused("level [Militia] belzur") == "levelling up Militia costs 3 XP and you have 2"
    assert t.names("p0.hand") == ["Militia"] and t.state.players[0].xp == 2


def test_militia_must_name_a_hero_type_to_level_into(table):
    t = table(players=[{"hand": ["Militia"], "xp": 3}, {}], hall=HALL, choice="village")
    assert t.refused("level [Militia]") == "say which Hero the Militia becomes"
    assert t.refused("level [Militia] dagger") == "there is no dagger Hero stack"


def test_militia_cannot_level_up_when_no_level_1_hero_of_that_type_is_left(table):
    # 6 cards left in the Belzur stack: the 4 Bishops and 2 Cardinals, no Curate
    t = table(players=[{"hand": ["Militia"], "xp": 3}, {}], hall=HALL, choice="village",
              stacks={"belzur": 6})
    assert t.refused("level [Militia] belzur") == "no level 1 Belzur is left"


def test_militia_levels_up_only_in_the_village(table):
    t = table(players=[{"hand": ["Militia"], "xp": 3}, {}], hall=HALL, choice="dungeon")
    assert t.refused("level [Militia] belzur") == "heroes level up only in the village"


# --- Dagger --------------------------------------------------------------------------------------


def test_dagger_adds_nothing_while_it_is_not_equipped(table):
    t = table(players=[{"hand": ["Militia", "Dagger", "Torch"]}, {}], hall=HALL, choice="dungeon")
    bd = t.breakdown("Harpy")
    dagger = bd.line(t.card("Dagger"))
    assert (dagger.attack, dagger.magic, dagger.light) == (0, 0, 0)
    assert dagger.notes == ["not equipped"]
    assert (bd.attack, bd.total) == (1, 1)


def test_dagger_equipped_to_a_militia_adds_attack_1(table):
    t = table(players=[{"hand": ["Militia", "Dagger", "Torch"]}, {}], hall=HALL, choice="dungeon")
    t.do("equip [Dagger] [Militia]")
    bd = t.breakdown("Harpy")
    assert bd.line(t.card("Dagger")).attack == 1
    assert (bd.attack, bd.total) == (2, 2)


def test_dagger_needs_a_hero_to_carry_it(table):
    t = table(players=[{"hand": ["Dagger", "Torch"]}, {}], hall=HALL, choice="dungeon")
    assert t.refused("equip [Dagger] [Torch]") == "Torch is not a Hero"
    assert t.breakdown("Harpy").attack == 0


def test_one_hero_carries_only_one_dagger(table):
    t = table(players=[{"hand": ["Militia", "Dagger", "Dagger"]}, {}], hall=HALL, choice="dungeon")
    t.do("equip [Dagger] [Militia]")
    assert t.refused("equip [Dagger#2] [Militia]") == "Militia already carries a weapon"


def test_dagger_is_an_edged_weapon_that_saves_its_hero_from_medusa(table):
    t = table(players=[{"hand": ["Militia", "Militia", "Dagger", "Torch"]}, {}],
              hall=["Medusa", "Half-Ogre", "Orc Warlord"], choice="dungeon")
    armed, bare = t.card("Militia"), t.card("Militia", 2)
    t.do(f"equip [Dagger] {armed}", "attack [Medusa]")
    assert t.state.loc[bare] == "destroyed"
    assert t.state.loc[armed] == "p0.hand"
    assert t.state.turn.doomed == []


def test_dagger_has_gold_value_1(table):
    t = table(players=[{"hand": ["Dagger", "Torch"]}, {}], hall=HALL, choice="village")
    assert gold_total(t.game) == 3
    t.do("buy dagger")
    assert t.names("p0.discard") == ["Dagger"]


# --- Iron Rations --------------------------------------------------------------------------------


def test_iron_rations_gives_the_only_hero_strength_2_without_asking(table):
    t = table(players=[{"hand": ["Militia", "Iron Rations"]}, {}], hall=HALL, choice="dungeon")
    militia = t.card("Militia")
    t.do("use [Iron Rations] 0")
    assert t.state.prompt is None
    assert [e for e in t.events if isinstance(e, ModifierGained)] == [
        ModifierGained(t.card("Iron Rations"), "strength", 2, militia)]
    assert strength(t, militia) == 4


def test_iron_rations_asks_which_hero_gains_the_strength(table):
    t = table(players=[{"hand": ["Militia", "Half-Orc Raider", "Iron Rations"]}, {}], hall=HALL,
              choice="dungeon")
    militia, raider = t.card("Militia"), t.card("Half-Orc Raider")
    t.do("use [Iron Rations] 0")
    pr = t.state.prompt
    assert (pr.player, pr.reason, sorted(pr.options), pr.min, pr.max) == (0, "hero", sorted([militia, raider]), 1, 1)
    t.do(f"choose {raider}")
    assert t.state.prompt is None
    assert (strength(t, militia), strength(t, raider)) == (2, 6)


def test_two_iron_rations_on_one_hero_stack_so_a_militia_can_carry_a_guardian_blade(table):
    t = table(players=[{"hand": ["Militia", "Iron Rations", "Iron Rations", "Guardian Blade", "Torch"]}, {}],
              hall=HALL, choice="dungeon")
    militia = t.card("Militia")
    t.do("use [Iron Rations] 0")
    assert strength(t, militia) == 4
    assert t.refused("equip [Guardian Blade] [Militia]") == "Guardian Blade weighs 5 and Militia has strength 4"
    t.do("use [Iron Rations#2] 0")
    assert strength(t, militia) == 6
    t.do("equip [Guardian Blade] [Militia]")
    bd = t.breakdown("Harpy")
    assert (bd.attack, bd.total) == (4, 4)


def test_iron_rations_gives_strength_only_once_per_turn(table):
    t = table(players=[{"hand": ["Militia", "Iron Rations"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Iron Rations] 0")
    assert t.refused("use [Iron Rations] 0") == "each ability can be used only once per turn"
    assert strength(t, t.card("Militia")) == 4


def test_destroyed_iron_rations_cannot_give_strength(table):
    t = table(players=[{"hand": ["Half-Orc Marauder", "Iron Rations", "Militia"]},
                       {"hand": ["Militia", "Militia"]}], hall=HALL, choice="dungeon")
    rations = t.card("Iron Rations")
    t.do("use [Half-Orc Marauder] 0")
    assert t.state.loc[rations] == "destroyed"
    assert t.refused(f"use {rations} 0") == "Iron Rations is not in your hand"
    assert strength(t, t.card("Militia")) == 2


def test_iron_rations_used_for_strength_cannot_then_be_destroyed_as_food(table):
    t = table(players=[{"hand": ["Half-Orc Marauder", "Iron Rations"]}, {"hand": ["Militia"]}],
              hall=HALL, choice="dungeon")
    t.do("use [Iron Rations] 0")
    assert strength(t, t.card("Half-Orc Marauder")) == 7
    assert t.cost_refused("use [Half-Orc Marauder] 0", "Food")
    assert t.state.loc[t.card("Iron Rations")] == "p0.hand"


def test_iron_rations_is_a_dungeon_effect_only(table):
    t = table(players=[{"hand": ["Militia", "Iron Rations"]}, {}], hall=HALL, choice="village")
    assert t.refused("use [Iron Rations] 0") == "this ability of Iron Rations cannot be used in the village"
    assert gold_total(t.game) == 2


# --- Torch ---------------------------------------------------------------------------------------


def test_torch_gives_light_1_without_any_hero(table):
    t = table(players=[{"hand": ["Torch"]}, {}], hall=HALL, choice="dungeon")
    torch = t.card("Torch")
    rank1 = t.breakdown("Harpy")
    assert rank1.line(torch).light == 1
    assert (rank1.light, rank1.darkness, rank1.light_penalty) == (1, 1, 0)
    rank2 = t.breakdown("Half-Ogre")
    assert (rank2.light, rank2.darkness, rank2.light_penalty) == (1, 2, 1)


def test_torch_light_saves_a_hero_from_the_rank_1_penalty(table):
    lit = table(players=[{"hand": ["Half-Orc Raider", "Torch"]}, {}], hall=HALL, choice="dungeon")
    dark = table(players=[{"hand": ["Half-Orc Raider", "Militia"]}, {}], hall=HALL, choice="dungeon")
    assert (lit.breakdown("Harpy").light_penalty, lit.breakdown("Harpy").total) == (0, 2)
    assert (dark.breakdown("Harpy").light_penalty, dark.breakdown("Harpy").total) == (1, 1)


def test_two_torches_light_rank_2(table):
    t = table(players=[{"hand": ["Half-Orc Raider", "Torch", "Torch"]}, {}], hall=HALL, choice="dungeon")
    bd = t.breakdown("Half-Ogre")
    assert (bd.light, bd.light_penalty, bd.total) == (2, 0, 2)
    assert t.breakdown("Orc Warlord").light_penalty == 1


def test_torch_has_gold_value_2(table):
    t = table(players=[{"hand": ["Torch", "Dagger"]}, {}], hall=HALL, choice="village")
    assert gold_total(t.game) == 3
    t.do("buy torch")
    assert t.names("p0.discard") == ["Torch"]


# --- Disease -------------------------------------------------------------------------------------


def test_disease_takes_1_from_attack(table):
    t = table(players=[{"hand": ["Half-Orc Raider", "Disease", "Torch"]}, {}], hall=HALL, choice="dungeon")
    bd = t.breakdown("Harpy")
    assert bd.diseases == [(t.card("Disease"), "attack")]
    assert (bd.attack, bd.total) == (2, 1)


def test_disease_takes_1_from_magic_attack_when_there_is_no_attack(table):
    t = table(players=[{"hand": ["Gorinth Amateur", "Disease", "Torch"]}, {}], hall=HALL, choice="dungeon")
    bd = t.breakdown("Harpy")
    assert bd.diseases == [(t.card("Disease"), "magic")]
    assert (bd.magic, bd.total) == (2, 1)


def test_disease_needs_at_least_1_attack_to_take_from(table):
    t = table(players=[{"hand": ["Militia", "Disease", "Disease", "Torch"]}, {}], hall=HALL, choice="dungeon")
    bd = t.breakdown("Harpy")
    assert bd.diseases == [(t.card("Disease"), "attack"), (t.card("Disease", 2), None)]
    assert bd.total == 0


def test_disease_does_nothing_without_attack_or_magic_attack(table):
    t = table(players=[{"hand": ["Torch", "Disease"]}, {}], hall=HALL, choice="dungeon")
    bd = t.breakdown("Harpy")
    assert bd.diseases == [(t.card("Disease"), None)]
    assert (bd.attack, bd.magic, bd.total) == (0, 0, 0)


def test_two_diseases_can_hit_attack_and_magic_attack(table):
    t = table(players=[{"hand": ["Militia", "Gorinth Amateur", "Disease", "Disease", "Torch"]}, {}],
              hall=HALL, choice="dungeon")
    bd = t.breakdown("Harpy")
    assert sorted(o for _, o in bd.diseases) == ["attack", "magic"]
    assert bd.total == 1  # 1 attack + 2 magic attack - 2


# rulebook: Disease Cards (no Monster Trait affects a Disease): its -1 comes off what counts against the
# monster, so a trait can neither make it fall on a value it throws away nor lift it


@pytest.mark.parametrize("monster, falls_on, healthy, sick", [
    ("Harpy", ("attack", "magic"), 4, 3),  # no trait: attack 2 + magic attack 2, either may take it
    ("Minotaur", ("magic",), 2, 1),        # magic attack only: the Disease takes from the magic attack
    ("Grave Knight", ("attack",), 2, 1),   # immune to magic attack: it takes from the attack
])
def test_a_disease_takes_1_from_the_total_that_counts_against_the_monster(table, monster, falls_on, healthy, sick):
    hand = ["Half-Orc Raider", "Gorinth Amateur", "Torch"]
    hall = [monster] + [m for m in HALL if m != monster][:2]
    assert table(players=[{"hand": hand}, {}], hall=hall, choice="dungeon").breakdown(monster).total == healthy
    t = table(players=[{"hand": hand + ["Disease"]}, {}], hall=hall, choice="dungeon")
    bd = t.breakdown(monster)
    assert bd.diseases[0][1] in falls_on
    assert bd.total == sick
    t.do(f"attack [{monster}]")
    assert t.of_type("BattleResolved")[0].total == sick


@pytest.mark.parametrize("monster, hand", [
    ("Minotaur", ["Half-Orc Raider", "Torch"]),                   # attack only, which does not count
    ("Grave Knight", ["Gorinth Amateur", "Torch"]),               # magic attack only, which does not count
])
def test_a_disease_has_nothing_to_take_when_nothing_counts_against_the_monster(table, monster, hand):
    t = table(players=[{"hand": hand + ["Disease"]}, {}], hall=[monster, "Half-Ogre", "Orc Warlord"],
              choice="dungeon")
    bd = t.breakdown(monster)
    assert (bd.attack, bd.magic, bd.diseases[0][1], bd.total) == (0, 0, None, 0)


def test_the_breakdown_against_the_minotaur_leaves_the_physical_attack_out(table):
    t = table(players=[{"hand": ["Half-Orc Raider", "Gorinth Amateur", "Torch"]}, {}],
              hall=["Minotaur", "Half-Ogre", "Orc Warlord"], choice="dungeon")
    bd = t.breakdown("Minotaur")
    assert (bd.line("Half-Orc Raider").attack, bd.attack, bd.magic, bd.total) == (0, 0, 2, 2)
    assert "only magic attack counts" in bd.line("Half-Orc Raider").notes[0]


def test_disease_has_no_gold_value(table):
    t = table(players=[{"hand": ["Disease", "Torch"]}, {}], hall=HALL, choice="village")
    assert gold_total(t.game) == 2


def test_a_destroyed_disease_returns_to_the_disease_stack(table):
    t = table(players=[{"hand": ["Disease", "Militia"]}, {}], hall=HALL, choice="rest")
    disease = t.card("Disease")
    before = len(t.state.disease)
    t.do(f"destroy {disease}")
    assert t.state.loc[disease] == "disease"
    assert t.state.disease[0] == disease and len(t.state.disease) == before + 1
    assert t.state.destroyed == []


def test_a_new_disease_is_made_when_the_disease_stack_is_empty(table):
    t = table(players=[{"hand": ["Half-Orc Raider", "Torch"]}, {}],
              hall=["Plague Zombie", "Half-Ogre", "Orc Warlord"], choice="dungeon")
    for c in list(t.state.disease):  # every Disease of the box is in someone's deck
        t.game.move(c, "p1.discard", "setup")
    assert t.state.disease == []
    cards = len(t.state.cards)
    t.do("attack [Plague Zombie]")
    created = [e for e in t.events if isinstance(e, Created)]
    assert created == [Created(cards, t.game.catalog.disease_key, "p0.discard")]
    assert t.names("p0.discard") == ["Disease"]
    assert t.state.disease == []
    assert len(t.names("p1.discard")) == 10


def test_a_disease_gained_in_battle_waits_in_the_discard_pile(table):
    t = table(players=[{"hand": ["Half-Orc Raider", "Torch"]}, {}],
              hall=["Plague Zombie", "Half-Ogre", "Orc Warlord"], choice="dungeon")
    top = t.state.disease[0]
    t.do("attack [Plague Zombie]")
    assert t.state.loc[top] == "p0.discard"
    assert not any(isinstance(e, PromptOpened) for e in t.events)
    assert t.state.turn.battle_won is False  # 2 attack against 3 health, and no penalty taken
