"""Thunderstone Advance, Dragon - Fire (level 3): Cinder Drake, Caldera Dragon, Smokeplume Drake, Ash
Dragon, Magma Wyrm (Towers of Ruin; rulebook: Kampf gegen ein Monster und Kampfeffekte, with Andreas and
the Cinder Drake; Globale Effekte; Glossar: Aschendrache, Magmadrache, Rauchfahndrache)."""

import pytest

from tests.cards.advance_monster_helpers import QUIET, advance, answer_all, result

FACTS = {  # name: (level, count, health, gold, xp, vp, light)
    "Cinder Drake": (3, 2, 10, 3, 3, 6, 0),
    "Caldera Dragon": (3, 2, 11, 3, 3, 6, 0),
    "Smokeplume Drake": (3, 2, 9, 3, 2, 7, -3),
    "Ash Dragon": (3, 2, 8, 2, 3, 5, 0),
    "Magma Wyrm": (3, 2, 7, 2, 2, 4, 0),
}


@pytest.mark.parametrize("name", sorted(FACTS))
def test_each_fire_dragon_has_the_reference_facts(catalog, name):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.level, d.count, d.health, d.gold, d.xp, d.vp, d.light) == FACTS[name]
    assert d.classes == ("Dragon", "Fire") and catalog.groups["dragon_fire"].level == 3


# --- Cinder Drake: Andreas's example; a Spell lost after the battle ------------------------------------

def test_cinder_drake_destroys_a_weapon_no_hero_can_carry_and_a_spell_after_the_result(table):
    """Andreas and the Cinder Drake (Kampf gegen ein Monster und Kampfeffekte): a hand of Wizards and a
    Weapon too heavy for all of them; the Battle effect destroys that Weapon, the only one present. The
    Aftermath then takes a Spell, which still fought."""
    t = advance(table, ["Thundermage Bolter", "Thundermage Evoker", "Whetmage Finisher", "Warhammer", "Fireball"],
                ["Cinder Drake"] + QUIET[1:], choice="dungeon")
    hammer, fireball = t.card("Warhammer"), t.card("Fireball")
    assert "weighs 5" in t.refused(f"equip {hammer} [Thundermage Bolter]")
    t.do("attack [Cinder Drake]")
    answer_all(t)
    st = t.game.state
    assert st.loc[hammer] == "destroyed" and st.loc[fireball] == "destroyed"
    assert (result(t).won, result(t).total) == (True, 4 + 3 + 3 + 3)  # the Fireball's 3 counted: light 2 + 1


# --- Caldera Dragon: a discard after an ability that drew; globals add up and end with their monster ------

def test_caldera_dragon_makes_a_player_discard_after_an_ability_that_drew(table):
    t = advance(table, ["Drua Cursesworn", "Disease", "Regular", "Torch"], ["Caldera Dragon"] + QUIET[1:],
                deck=["Longspear", "Regular"])
    t.do("village", "use [Drua Cursesworn] 1")
    assert t.game.state.prompt is not None and t.game.state.prompt.reason == "discard"
    t.do("choose [Regular]")
    assert t.names("p0.hand") == ["Drua Cursesworn", "Torch", "Longspear"] and t.names("p0.discard") == ["Regular"]


def test_two_caldera_dragons_add_up_and_an_ability_that_drew_nothing_costs_nothing(table):
    """Globale Effekte: effects of the same kind add up (two Calderas: two cards)."""
    t = advance(table, ["Drua Cursesworn", "Disease", "Regular", "Torch", "Longspear"],
                ["Caldera Dragon", "Caldera Dragon", "Griffon", "Nixie"], deck=["Regular"])
    t.do("village", "use [Drua Cursesworn] 1")
    assert t.game.state.prompt.min == 2
    answer_all(t)
    assert len(t.names("p0.hand")) == 5 - 1 + 1 - 2
    nothing = advance(table, ["Drua Cursesworn", "Disease", "Torch"], ["Caldera Dragon"] + QUIET[1:], deck=[])
    nothing.do("village", "use [Drua Cursesworn] 1")  # an empty deck and discard pile: nothing drawn
    assert nothing.game.state.prompt is None and nothing.names("p0.hand") == ["Drua Cursesworn", "Torch"]


def test_the_caldera_dragons_global_ends_the_moment_it_leaves_the_hall(table):
    t = advance(table, ["Thundermage Bolter", "Regular"], ["Caldera Dragon"] + QUIET[1:], choice="dungeon",
                others={"hand": ["Drua Cursesworn", "Disease", "Torch", "Regular", "Regular", "Regular"],
                        "deck": ["Longspear"] * 6})
    t.do("use [Thundermage Bolter] 0")  # the Caldera in rank 1 goes to the discard pile; the turn ends
    answer_all(t)
    assert t.game.state.active == 1 and "Caldera Dragon" not in [t.game.defn(c).name for c in t.game.state.hall[0]]
    t.do("village", "use [Drua Cursesworn] 1")
    assert t.game.state.prompt is None and "Longspear" in t.names("p1.hand")


# --- Smokeplume Drake: its -3 light from the hand; discards; the strongest Hero after the battle ----------

def test_smokeplume_drake_in_hand_deepens_the_darkness_by_3(table):
    """Glossar (Rauchfahndrache): its light is a trophy and must be applied, even though it darkens."""
    t = advance(table, ["Smokeplume Drake", "Criochan Knight", "Torch"], QUIET, choice="dungeon")
    bd = t.breakdown("Griknack Goblin")  # rank 1: darkness 1, light 1 - 3
    assert (bd.light, bd.light_penalty, bd.total) == (-2, 3, 5 - 3)


def test_smokeplume_drake_discards_two_cards_then_destroys_the_strongest_hero(table):
    t = advance(table, ["Criochan Captain", "Drua Sacrist", "Regular", "Regular", "Torch"],
                ["Smokeplume Drake"] + QUIET[1:], choice="dungeon")
    captain = t.card("Criochan Captain")
    t.do("attack [Smokeplume Drake]", "choose [Regular] [Regular#2]")
    answer_all(t)
    assert t.names("p0.discard").count("Regular") == 2
    assert (result(t).won, result(t).total) == (True, 8 + 2)
    assert t.game.state.loc[captain] == "destroyed" and t.game.state.loc[t.card("Drua Sacrist")] == "p0.hand"


# --- Ash Dragon: heroes of level 1 or lower discarded (Regulars too); Light items and weapons destroyed ----

def test_ash_dragon_discards_heroes_of_level_1_and_regulars_then_destroys_items_and_weapons_giving_light(table):
    """Glossar (Aschendrache): Regulars count as level 0 Heroes."""
    t = advance(table, ["Criochan Knight", "Criochan Sergeant", "Regular", "Torch", "Longspear", "Thunderstone Shard"],
                ["Ash Dragon"] + QUIET[1:], choice="dungeon")
    sergeant, regular, torch = t.card("Criochan Sergeant"), t.card("Regular"), t.card("Torch")
    t.do("attack [Ash Dragon]")
    answer_all(t)
    st = t.game.state
    assert st.loc[sergeant] == "p0.discard" and st.loc[regular] == "p0.discard"
    assert (result(t).total, result(t).won) == (5, False)  # the Knight alone; the Torch still lit rank 1
    assert torch in st.stacks["advance_torch"]  # destroyed: a Light Item
    assert t.names("p0.hand") == ["Criochan Knight", "Longspear", "Thunderstone Shard"]


# --- Magma Wyrm: forward after a village visit; its breach takes the top 2 of every stack -----------------

def test_magma_wyrm_moves_forward_after_a_village_visit_and_breaches_in_rank_1(table):
    t = advance(table, ["Regular", "Regular"], [QUIET[0], "Magma Wyrm", "Griffon", "Nixie"])
    wyrm, goblin = t.card("Magma Wyrm"), t.card("Griknack Goblin")
    stacks = {k: len(v) for k, v in t.game.state.stacks.items()}
    t.do("village", "end")
    answer_all(t)
    st = t.game.state
    assert st.hall_card(1) == wyrm and st.hall_card(2) == goblin
    assert all(len(st.stacks[k]) == max(n - 2, 0) for k, n in stacks.items())  # heroes and basics too


def test_magma_wyrm_stays_after_a_dungeon_turn_and_never_passes_a_guardian(table):
    t = advance(table, ["Criochan Captain", "Torch"], [QUIET[0], "Magma Wyrm", "Griffon", "Nixie"], choice="dungeon")
    wyrm = t.card("Magma Wyrm")
    t.do("attack [Griffon]", "end")
    answer_all(t)
    assert t.game.state.hall_card(2) == wyrm
    g = advance(table, ["Regular"], ["Stramst", "Magma Wyrm", "Griffon", "Nixie"])
    g.do("village", "end")
    answer_all(g)
    assert g.game.state.hall_card(1) == g.card("Stramst") and g.game.state.hall_card(2) == g.card("Magma Wyrm")


def test_two_magma_wyrms_in_ranks_1_and_2_move_in_the_active_players_order_and_both_can_breach(table):
    """Glossar (Magmadrache): the active player orders them; the one in rank 2 first swaps into rank 1
    and breaches, then the other swaps back into rank 1 and breaches too."""
    t = advance(table, ["Regular"], ["Magma Wyrm", "Magma Wyrm", "Griffon", "Nixie"])
    first, second = t.card("Magma Wyrm"), t.card("Magma Wyrm", 2)
    stacks = {k: len(v) for k, v in t.game.state.stacks.items()}
    t.do("village", "end")
    assert t.game.state.prompt.reason == "wyrm_order"
    t.do(f"choose {second} {first}")
    answer_all(t)
    st = t.game.state
    assert st.hall_card(1) == first and st.hall_card(2) == second
    assert all(len(st.stacks[k]) == max(n - 4, 0) for k, n in stacks.items())  # two breaches
    once = advance(table, ["Regular"], ["Magma Wyrm", "Magma Wyrm", "Griffon", "Nixie"])
    a, b = once.card("Magma Wyrm"), once.card("Magma Wyrm", 2)
    counts = {k: len(v) for k, v in once.game.state.stacks.items()}
    once.do("village", "end", f"choose {a} {b}")  # the first one cannot move: one swap, one breach
    answer_all(once)
    assert once.game.state.hall_card(1) == b
    assert all(len(once.game.state.stacks[k]) == max(n - 2, 0) for k, n in counts.items())
