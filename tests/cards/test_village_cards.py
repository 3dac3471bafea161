"""First-game Village cards: Toryn Gauntlet, Recurve Bow, Guardian Blade, Polymorph, Scout, Frost Bolt,
Soul Gem, Silverstorm (cards/dragonspire/*.yaml).

Rulebook: Battles (weapons need a hero; spells and items do not), Dungeon Effects, Light and Darkness;
glossary entries for Toryn Gauntlet, Recurve Bow, Scout and Soul Gem.
"""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalAction

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6, 5 in ranks 1, 2, 3


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def dungeon(table, hand, hall=HALL, **kw):
    return table(players=[{"hand": list(hand)}, {}], hall=list(hall), choice="dungeon", **kw)




def owned(t, p=0):
    return sorted(t.names(f"p{p}.hand") + t.names(f"p{p}.deck") + t.names(f"p{p}.discard"))


@pytest.mark.parametrize("name, cost, gold, weight, classes", [
    ("Toryn Gauntlet", 5, 3, 2, ("Weapon", "Magic")),
    ("Recurve Bow", 6, 3, 5, ("Weapon", "Bow")),
    ("Guardian Blade", 5, 2, 5, ("Weapon", "Edged")),
    ("Polymorph", 3, 0, None, ("Spell",)),
    ("Scout", 3, 0, None, ("Villager", "Mercenary")),
    ("Frost Bolt", 7, 0, None, ("Spell",)),
    ("Soul Gem", 5, 2, None, ("Item", "Light")),
    ("Silverstorm", 5, 0, None, ("Spell",)),
])
def test_village_cards_have_their_printed_values(catalog, name, cost, gold, weight, classes):
    d = by_name(catalog, name)
    assert (d.kind, d.count, d.cost, d.gold, d.weight, d.classes) == ("village", 8, cost, gold, weight, classes)


# --- Toryn Gauntlet -------------------------------------------------------------------------------

def test_toryn_gauntlet_gives_its_hero_magic_attack_2(table):
    t = dungeon(table, ["Militia", "Toryn Gauntlet", "Torch"])
    assert t.breakdown("Harpy").magic == 0  # a weapon does nothing until it is equipped
    t.do("equip [Toryn Gauntlet] [Militia]")
    bd = t.breakdown("Harpy")
    assert bd.line("Toryn Gauntlet").magic == 2
    assert (bd.attack, bd.magic, bd.total) == (1, 2, 3)


def test_toryn_gauntlet_gives_its_hero_strength_2_so_a_second_weapon_may_weigh_more(table):
    t = dungeon(table, ["Gorinth Amateur", "Guardian Blade", "Toryn Gauntlet", "Torch"])
    with pytest.raises(IllegalAction) as e:  # strength 3 cannot lift a weight-5 blade
        t.do("equip [Guardian Blade] [Gorinth Amateur]")
    assert "weighs 5" in e.value.reason
    t.do("equip [Toryn Gauntlet] [Gorinth Amateur]", "equip [Guardian Blade] [Gorinth Amateur]")
    bd = t.breakdown("Harpy")
    assert bd.line("Guardian Blade").attack == 3
    assert (bd.attack, bd.magic, bd.total) == (3, 4, 7)


def test_toryn_gauntlet_strength_does_not_help_other_heroes(table):
    t = dungeon(table, ["Gorinth Amateur", "Militia", "Toryn Gauntlet", "Guardian Blade"])
    t.do("equip [Toryn Gauntlet] [Militia]")
    with pytest.raises(IllegalAction):
        t.do("equip [Guardian Blade] [Gorinth Amateur]")


def test_toryn_gauntlet_lets_a_hero_carry_a_second_weapon_in_either_order(table):
    for first, second in (("Toryn Gauntlet", "Dagger"), ("Dagger", "Toryn Gauntlet")):
        t = dungeon(table, ["Militia", "Dagger", "Toryn Gauntlet", "Torch"])
        t.do(f"equip [{first}] [Militia]", f"equip [{second}] [Militia]")
        bd = t.breakdown("Harpy")
        assert (bd.attack, bd.magic, bd.total) == (2, 2, 4), first
        assert t.state.turn.equipment == {t.card("Dagger"): t.card("Militia"),
                                          t.card("Toryn Gauntlet"): t.card("Militia")}


def test_without_a_gauntlet_a_hero_carries_only_one_weapon(table):
    t = dungeon(table, ["Stoneguard Brute", "Dagger", "Guardian Blade"])
    t.do("equip [Dagger] [Stoneguard Brute]")
    with pytest.raises(IllegalAction) as e:
        t.do("equip [Guardian Blade] [Stoneguard Brute]")
    assert "already carries" in e.value.reason


def test_toryn_gauntlet_adds_only_one_extra_weapon(table):
    t = dungeon(table, ["Stoneguard Brute", "Toryn Gauntlet", "Dagger", "Guardian Blade"])
    t.do("equip [Toryn Gauntlet] [Stoneguard Brute]", "equip [Dagger] [Stoneguard Brute]")
    with pytest.raises(IllegalAction):
        t.do("equip [Guardian Blade] [Stoneguard Brute]")


def test_a_second_weapon_is_useless_once_the_gauntlet_is_taken_off(table):
    t = dungeon(table, ["Gorinth Amateur", "Guardian Blade", "Toryn Gauntlet", "Torch"])
    t.do("equip [Toryn Gauntlet] [Gorinth Amateur]", "equip [Guardian Blade] [Gorinth Amateur]",
         "unequip [Toryn Gauntlet]")
    bd = t.breakdown("Harpy")
    assert bd.line("Guardian Blade").attack == 0  # strength 3 again: too heavy to use
    assert (bd.attack, bd.magic) == (0, 2)


# --- Recurve Bow ----------------------------------------------------------------------------------

def test_recurve_bow_adds_nothing_in_rank_1(table):
    t = dungeon(table, ["Stoneguard Brute", "Recurve Bow", "Torch"])
    t.do("equip [Recurve Bow] [Stoneguard Brute]")
    bd = t.breakdown("Harpy")
    assert bd.line("Recurve Bow").attack == 0
    assert bd.attack == 5  # the Brute 3 + 2 for being equipped


@pytest.mark.parametrize("monster, rank", [("Half-Ogre", 2), ("Orc Blademaster", 3)])
def test_recurve_bow_adds_2_plus_1_per_level_of_its_hero_against_rank_2_or_higher(table, monster, rank):
    t = dungeon(table, ["Stoneguard Brute", "Recurve Bow", "Torch", "Torch", "Torch"])
    t.do("equip [Recurve Bow] [Stoneguard Brute]")
    bd = t.breakdown(monster)
    assert bd.rank == rank
    assert bd.line("Recurve Bow").attack == 3  # 2 + level 1
    assert bd.total == 8


def test_recurve_bow_grows_with_a_level_2_hero(table):
    t = dungeon(table, ["Half-Orc Marauder", "Recurve Bow", "Torch", "Torch"])
    t.do("equip [Recurve Bow] [Half-Orc Marauder]")
    bd = t.breakdown("Half-Ogre")
    assert bd.line("Recurve Bow").attack == 4  # 2 + level 2
    assert (bd.total, bd.wins) == (6, True)
    t.do("attack [Half-Ogre]")
    assert t.names("p0.discard") == ["Half-Ogre"]


def test_recurve_bow_on_a_militia_adds_only_its_base_2(table):
    t = dungeon(table, ["Militia", "Iron Rations", "Iron Rations", "Recurve Bow"])
    t.do("use [Iron Rations] 0", "use [Iron Rations#2] 0", "equip [Recurve Bow] [Militia]")
    assert t.breakdown("Half-Ogre").line("Recurve Bow").attack == 2  # Militia are level 0


def test_recurve_bow_needs_a_hero_strong_enough_to_carry_it(table):
    t = dungeon(table, ["Gorinth Amateur", "Recurve Bow"])
    with pytest.raises(IllegalAction) as e:
        t.do("equip [Recurve Bow] [Gorinth Amateur]")
    assert "weighs 5" in e.value.reason
    assert t.breakdown("Half-Ogre").line("Recurve Bow").attack == 0


# --- Guardian Blade -------------------------------------------------------------------------------

def test_guardian_blade_gives_its_hero_attack_3(table):
    t = dungeon(table, ["Stoneguard Brute", "Guardian Blade", "Torch"])
    t.do("equip [Guardian Blade] [Stoneguard Brute]")
    bd = t.breakdown("Harpy")
    assert bd.line("Guardian Blade").attack == 3
    assert bd.total == 8  # 3 + 2 (equipped) + 3


def test_guardian_blade_sends_its_hero_to_the_discard_pile_instead_of_destroying_it(table):
    t = dungeon(table, ["Militia", "Iron Rations", "Iron Rations", "Guardian Blade", "Torch"],
                hall=["Basilisk", "Harpy", "Half-Ogre"])
    militia = t.card("Militia")
    t.do("use [Iron Rations] 0", "use [Iron Rations#2] 0", "equip [Guardian Blade] [Militia]",
         "attack [Basilisk]")
    assert t.state.turn.doomed == [militia]
    t.do("end")
    assert t.names("destroyed") == []
    assert t.state.loc[militia] in ("p0.discard", "p0.deck", "p0.hand")
    assert owned(t).count("Militia") == 1


def test_an_unequipped_guardian_blade_protects_no_one(table):
    t = dungeon(table, ["Militia", "Guardian Blade", "Torch"], hall=["Basilisk", "Harpy", "Half-Ogre"])
    t.do("attack [Basilisk]", "end")
    assert t.names("destroyed") == ["Militia"]


def test_guardian_blade_saves_its_hero_even_when_the_blade_is_destroyed_in_the_same_battle(table):
    for order in ((0, 1), (1, 0)):
        t = dungeon(table, ["Stoneguard Brute", "Guardian Blade", "Disease", "Disease", "Torch"],
                    hall=["Hungry Dead", "Harpy", "Half-Ogre"])
        brute, blade = t.card("Stoneguard Brute"), t.card("Guardian Blade")
        t.do("equip [Guardian Blade] [Stoneguard Brute]", "attack [Hungry Dead]")
        picked = [(brute, blade)[i] for i in order]
        t.do("choose " + " ".join(map(str, picked)), "end")
        assert t.names("destroyed") == ["Guardian Blade"], order
        assert "Stoneguard Brute" in owned(t)


# --- Polymorph ------------------------------------------------------------------------------------

def test_polymorph_swaps_the_top_dungeon_monster_with_a_hall_monster_then_draws(table):
    t = table(
        players=[{"hand": ["Polymorph", "Militia"], "deck": ["Torch", "Dagger"]}, {}],
        hall=["Harpy", "Medusa", "Half-Ogre"], dungeon=["Plague Zombie", "Minotaur"], choice="dungeon")
    medusa = t.card("Medusa")
    t.do("use [Polymorph] 0")
    prompt = t.state.prompt
    assert prompt is not None and (prompt.min, prompt.max) == (0, 1)
    assert sorted(t.game.name(c) for c in prompt.options) == ["Half-Ogre", "Harpy", "Medusa"]
    t.do(f"choose {medusa}")
    assert t.names("hall.2") == ["Plague Zombie"]
    assert t.names("dungeon") == ["Medusa", "Minotaur"]
    assert t.names("p0.hand") == ["Polymorph", "Militia", "Torch"]
    assert t.names("p0.deck") == ["Dagger"]


def test_a_monster_polymorphed_into_rank_1_breaches_at_once_before_the_battle(table):
    # rulebook: Breach Effect (reaching rank 1 from anywhere triggers it, once, at once)
    t = table(players=[{"hand": ["Polymorph", "Stoneguard Brute", "Militia", "Militia", "Torch"], "deck": ["Torch"]},
                       {"deck": ["Militia"] * 3}],
              hall=["Harpy", "Medusa", "Half-Ogre"], dungeon=["Walking Scourge", "Minotaur"], choice="dungeon")
    scourge = t.card("Walking Scourge")
    t.do("use [Polymorph] 0", f"choose {t.card('Harpy')}")
    assert t.names("hall.1") == ["Walking Scourge"]
    assert t.names("p0.discard") == ["Disease"] and t.names("p1.discard") == ["Disease"]  # every player
    assert scourge in t.state.breached and t.names("p0.hand")[-1] == "Torch"  # then Polymorph draws
    t.do("attack [Walking Scourge]", "end")  # its battle effect gives each other player one more
    assert t.names("p1.discard") == ["Disease", "Disease"]  # (before, the breach waited for the end of
    # the turn, when the Walking Scourge had left rank 1, and never happened)


def test_polymorph_may_leave_the_hall_as_it_is_and_still_draws(table):
    t = table(players=[{"hand": ["Polymorph"], "deck": ["Torch"]}, {}], hall=["Harpy", "Medusa", "Half-Ogre"],
              dungeon=["Plague Zombie"], choice="dungeon")
    t.do("use [Polymorph] 0", "choose")
    assert [t.names(f"hall.{r}") for r in (1, 2, 3)] == [["Harpy"], ["Medusa"], ["Half-Ogre"]]
    assert t.names("dungeon") == ["Plague Zombie"]
    assert t.names("p0.hand") == ["Polymorph", "Torch"]


def test_polymorph_cannot_swap_when_the_thunderstone_is_on_top(table):
    t = table(players=[{"hand": ["Polymorph"], "deck": ["Torch"]}, {}], hall=["Harpy", "Medusa", "Half-Ogre"],
              dungeon=["Stone of Scorn", "Plague Zombie"], choice="dungeon")
    t.do("use [Polymorph] 0")
    assert t.state.prompt is None
    assert t.names("dungeon") == ["Stone of Scorn", "Plague Zombie"]
    assert t.names("hall.1") == ["Harpy"]
    assert t.names("p0.hand") == ["Polymorph", "Torch"]


def test_polymorph_is_a_dungeon_effect_only(table):
    t = table(players=[{"hand": ["Polymorph"], "deck": ["Torch"]}, {}], hall=HALL, dungeon=["Plague Zombie"],
              choice="village")
    with pytest.raises(IllegalAction):
        t.do("use [Polymorph] 0")


def test_a_monster_polymorphed_into_rank_1_breaches_at_the_end_of_the_turn(table):
    t = table(players=[{"hand": ["Polymorph", "Torch"]}, {}], hall=["Harpy", "Medusa", "Half-Ogre"],
              dungeon=["Walking Scourge"], choice="dungeon")
    t.do("use [Polymorph] 0", "choose [Harpy]")
    assert t.names("hall.1") == ["Walking Scourge"]
    t.do("attack [Half-Ogre]", "end")
    assert t.event_types().count("BreachTriggered") == 1
    assert len(t.state.disease) == 10 - 2


# --- Scout ----------------------------------------------------------------------------------------

def test_scout_in_the_village_draws_3_then_puts_3_back_on_the_deck_in_the_chosen_order(table):
    t = table(players=[{"hand": ["Scout", "Militia", "Torch"], "deck": ["Dagger", "Iron Rations", "Harpy", "Soul Gem"]},
                       {}], hall=HALL, choice="village")
    t.do("use [Scout] 0")
    prompt = t.state.prompt
    assert prompt is not None and prompt.kind == "order" and (prompt.min, prompt.max) == (3, 3)
    assert sorted(t.game.name(c) for c in prompt.options) == ["Dagger", "Harpy", "Iron Rations", "Militia", "Torch"]
    t.do("choose [Harpy] [Torch] [Dagger]")
    assert t.names("p0.deck") == ["Harpy", "Torch", "Dagger", "Soul Gem"]
    assert t.names("p0.hand") == ["Scout", "Militia", "Iron Rations"]


def test_scout_cannot_put_itself_or_a_card_already_used_for_an_effect_back(table):
    t = table(players=[{"hand": ["Scout", "Scout", "Belzur Curate", "Disease"],
                        "deck": ["Dagger", "Torch", "Militia", "Harpy", "Soul Gem", "Iron Rations"]}, {}],
              hall=HALL, choice="village")
    scout1, scout2, curate = t.card("Scout"), t.card("Scout", 2), t.card("Belzur Curate")
    t.do("use [Belzur Curate] 1")  # destroys the Disease for 2 gold: the Curate is now used
    t.do(f"use {scout1} 0")
    assert scout1 not in t.state.prompt.options and curate not in t.state.prompt.options
    assert scout2 in t.state.prompt.options
    t.do("choose [Dagger] [Torch] [Militia]")
    t.do(f"use {scout2} 0")
    options = t.state.prompt.options
    assert scout1 not in options and scout2 not in options and curate not in options
    assert sorted(t.game.name(c) for c in options) == ["Dagger", "Militia", "Torch"]


def test_scout_with_a_short_deck_puts_back_as_many_as_it_can_choose(table):
    t = table(players=[{"hand": ["Scout"], "deck": ["Dagger", "Torch"]}, {}], hall=HALL, choice="village")
    t.do("use [Scout] 0")
    assert (t.state.prompt.min, t.state.prompt.max) == (2, 2)
    t.do("choose [Torch] [Dagger]")
    assert t.names("p0.deck") == ["Torch", "Dagger"] and t.names("p0.hand") == ["Scout"]


def test_scout_in_the_dungeon_reorders_the_top_3_dungeon_cards(table):
    t = table(players=[{"hand": ["Scout"], "deck": ["Torch"]}, {}], hall=HALL,
              dungeon=["Medusa", "Plague Zombie", "Minotaur", "Walking Scourge"], choice="dungeon")
    t.do("use [Scout] 1")
    prompt = t.state.prompt
    assert prompt.kind == "order" and sorted(t.game.name(c) for c in prompt.options) == [
        "Medusa", "Minotaur", "Plague Zombie"]
    t.do("choose [Minotaur] [Medusa] [Plague Zombie]")
    assert t.names("dungeon") == ["Minotaur", "Medusa", "Plague Zombie", "Walking Scourge"]
    assert t.names("p0.hand") == ["Scout"]  # no draw in the dungeon


# --- Frost Bolt -----------------------------------------------------------------------------------

def test_frost_bolt_gives_magic_attack_3_without_any_hero(table):
    t = dungeon(table, ["Frost Bolt", "Torch"])
    bd = t.breakdown("Harpy")
    assert bd.line("Frost Bolt").magic == 3
    assert (bd.magic, bd.total, bd.wins) == (3, 3, False)


def test_frost_bolt_counts_against_a_magic_attack_only_monster(table):
    t = dungeon(table, ["Frost Bolt", "Frost Bolt", "Gorinth Amateur", "Torch"], hall=["Minotaur", "Harpy", "Half-Ogre"])
    t.do("attack [Minotaur]")
    assert t.names("p0.discard") == ["Minotaur"]


# --- Soul Gem -------------------------------------------------------------------------------------

@pytest.mark.parametrize("heroes, light", [
    ([], 0),
    (["Militia", "Militia"], 0),
    (["Gorinth Amateur", "Militia"], 1),
    (["Gorinth Amateur", "Half-Orc Marauder"], 2),
    (["Belzur Cardinal", "Half-Orc Marauder"], 3),
])
def test_soul_gem_gives_light_per_level_of_the_highest_level_hero_in_hand(table, heroes, light):
    t = dungeon(table, ["Soul Gem"] + heroes)
    assert t.breakdown("Harpy").line("Soul Gem").light == light


def test_soul_gem_with_a_level_2_hero_cancels_the_rank_2_light_penalty(table):
    t = dungeon(table, ["Soul Gem", "Half-Orc Marauder", "Half-Orc Raider", "Militia", "Militia"])
    bd = t.breakdown("Half-Ogre")
    assert (bd.light, bd.light_penalty, bd.total, bd.wins) == (2, 0, 6, True)


def test_soul_gem_does_not_count_heroes_outside_the_hand(table):
    t = table(players=[{"hand": ["Soul Gem", "Militia"], "deck": ["Belzur Cardinal"], "discard": ["Half-Orc Marauder"]},
                       {}], hall=HALL, choice="dungeon")
    assert t.breakdown("Harpy").light == 0


# --- Silverstorm ----------------------------------------------------------------------------------

@pytest.mark.parametrize("others, magic", [
    ([], 0),
    (["Dagger"], 0),  # 1 gold
    (["Torch"], 1),  # 2 gold
    (["Torch", "Dagger"], 1),  # 3 gold, rounded down
    (["Torch", "Soul Gem"], 2),  # 4 gold
    (["Medusa", "Harpy", "Dagger"], 3),  # monsters in hand count: 3 + 2 + 1
])
def test_silverstorm_gives_magic_attack_1_per_2_gold_revealed(table, others, magic):
    t = dungeon(table, ["Silverstorm"] + others)
    assert t.breakdown("Harpy").line("Silverstorm").magic == magic


def test_two_silverstorms_each_count_all_the_gold(table):
    t = dungeon(table, ["Silverstorm", "Silverstorm", "Torch", "Torch", "Militia"])
    bd = t.breakdown("Harpy")
    assert bd.line("Silverstorm").magic == 2 and bd.line("Silverstorm", 2).magic == 2
    assert (bd.total, bd.wins) == (5, True)
