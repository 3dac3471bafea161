"""Undead • Treefolk (cards/advance/undead_treefolk.yaml), a level-3 Advance monster group. Their
Aftermath effects read how far the Total Attack Value beat the Health (rulebook card example: less
than 2 above it); rulebook: Beuteeffekte (Karsten's Scabbark), the dungeon example (Michael's Canker
Treant on the Dungeon side); glossary: Dorniger Wanderer (docs/advance.md section 19, points 11, 27, 28)."""

import pytest

HEROES = {"heroes": ["criochan", "bhoidwood", "glamercast", "thundermage"], "village": []}
HALL = ["Warrior Bones", "Ossuous", "Dwarven Ancestor", "Shrouded Cadaver"]


def advance(table, hand, front, deck=("Regular",) * 6, **spec):
    """Player 0 in the dungeon with `hand`, `front` in rank 1 of the Wilderness (darkness 1)."""
    spec.setdefault("village", HEROES)
    spec.setdefault("choice", "dungeon")
    return table(ruleset="advance", hall=[front, *HALL[:3]], dungeon=["Warrior Bones"],
                 players=[{"hand": list(hand), "deck": list(deck)}, {"deck": ["Regular"] * 6}], **spec)


# --- facts ----------------------------------------------------------------------------------------

FACTS = {  # name: (count, health, gold, xp, vp)
    "Scabbark": (1, 13, 3, 4, 8),
    "Canker Treant": (3, 8, 2, 3, 6),
    "Thorned Walker": (2, 10, 2, 3, 6),
    "Withered Dryad": (2, 6, 1, 2, 4),
    "Decayed Heartwood": (2, 11, 2, 3, 7),
}


@pytest.mark.parametrize("name", sorted(FACTS))
def test_each_treefolk_has_the_reference_facts(catalog, name):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.count, d.health, d.gold, d.xp, d.vp) == FACTS[name]
    assert d.kind == "monster" and d.classes == ("Undead", "Treefolk") and d.set == "advance"


def test_undead_treefolk_is_a_level_3_group_of_ten(catalog):
    g = catalog.groups["undead_treefolk"]
    assert g.level == 3 and sum(catalog.cards[k].count for k in g.cards) == 10


# --- Scabbark -------------------------------------------------------------------------------------

def test_scabbark_beaten_by_less_than_2_destroys_the_whole_hand_and_still_gives_another_turn(table):
    t = advance(table, ["Criochan Captain", "Criochan Knight", "Torch"], "Scabbark")
    torch = t.card("Torch")
    t.do("attack [Scabbark]")  # 8 + 5 against 13: won, by 0
    assert t.state.turn.battle_won and t.state.players[0].hand == []
    assert t.state.loc[torch] == "stack.advance_torch"  # a basic card goes back to its stack
    assert t.names("p0.discard") == ["Scabbark"] and t.state.players[0].xp == 4
    t.do("end")
    assert t.state.active == 0  # its Spoils: another turn


def test_scabbark_beaten_by_2_leaves_the_hand_alone(table):
    t = advance(table, ["Criochan Captain", "Criochan Knight", "Criochan Sergeant", "Torch"], "Scabbark")
    t.do("attack [Scabbark]")  # 15 against 13
    assert t.names("p0.hand") == ["Criochan Captain", "Criochan Knight", "Criochan Sergeant", "Torch"]


def test_scabbark_lost_to_destroys_the_hand_and_gives_no_turn(table):
    t = advance(table, ["Criochan Captain", "Torch"], "Scabbark")
    t.do("attack [Scabbark]", "end")
    assert "Criochan Captain" not in t.names("p0.discard") + t.names("p0.deck") + t.names("p0.hand")
    assert t.state.active == 1


def test_a_scabbark_in_the_hand_gives_no_other_turn_again(table):
    # rulebook example (Beuteeffekte): Karsten's old Scabbark does nothing for him now
    t = advance(table, ["Scabbark", "Criochan Captain", "Torch"], "Warrior Bones")
    t.do("attack [Warrior Bones]")
    assert t.state.turn.battle_won
    assert "Spoils only to the player who defeats it" in t.refused("use [Scabbark] 1")
    t.do("end")
    assert t.state.active == 1


# --- Canker Treant --------------------------------------------------------------------------------

def dungeon_side(table, hand):
    """The rulebook's dungeon example, its end: the Canker Treant in rank 2 of the Dungeon side
    (3 ranks, 2 attack a point of darkness), light 2."""
    return table(ruleset="advance", options={"board": "dungeon"}, village=HEROES,
                 hall=["Ossuous", "Canker Treant", "Warrior Bones"], dungeon=["Warrior Bones"], choice="dungeon",
                 players=[{"hand": list(hand), "deck": ["Regular"] * 8}, {"deck": ["Regular"] * 6}])


def test_canker_treant_beaten_by_6_leaves_the_next_hand_whole(table):
    # the example's numbers: 14 against 8 at rank 2, light 2, on the Dungeon side
    t = dungeon_side(table, ["Criochan Captain", "Bhoidwood Stalker", "Glamercast Bard", "Torch"])
    bd = t.breakdown("Canker Treant")
    assert (bd.total, bd.health, bd.light_penalty) == (14, 8, 0)
    t.do("attack [Canker Treant]", "end")
    assert len(t.state.players[0].hand) == 6


def test_canker_treant_beaten_by_5_makes_the_next_hand_2_cards_smaller(table):
    t = dungeon_side(table, ["Criochan Captain", "Criochan Knight", "Torch", "Torch"])
    t.do("attack [Canker Treant]")  # 13 against 8
    assert t.state.turn.battle_won
    t.do("end")
    assert len(t.state.players[0].hand) == 4


def test_canker_treant_lost_to_makes_the_next_hand_smaller_too(table):
    t = advance(table, ["Regular", "Torch"], "Canker Treant")
    t.do("attack [Canker Treant]", "end")
    assert len(t.state.players[0].hand) == 4


# --- Thorned Walker -------------------------------------------------------------------------------

def test_thorned_walker_beaten_by_less_than_2_destroys_2_monsters_of_the_hand_the_player_choosing(table):
    t = advance(table, ["Criochan Captain", "Regular", "Torch", "Warrior Bones", "Ossuous", "Dwarven Ancestor"],
                "Thorned Walker")
    t.do("attack [Thorned Walker]")  # 8 + 1 + 1 (Warrior Bones) + 1 (Ossuous) against 10
    assert t.state.turn.battle_won
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Dwarven Ancestor", "Ossuous", "Warrior Bones"]
    t.do("choose [Ossuous] [Dwarven Ancestor]")
    assert t.names("p0.hand") == ["Criochan Captain", "Regular", "Torch", "Warrior Bones"]
    assert t.names("p0.discard") == ["Thorned Walker"]  # it is defeated, not destroyed
    assert [t.game.name(t.state.hall_card(r)) for r in (2, 3, 4)] == HALL[:3]  # the hall's monsters stay


def test_thorned_walker_beaten_by_2_destroys_nothing(table):
    t = advance(table, ["Criochan Captain", "Criochan Sergeant", "Torch", "Warrior Bones", "Ossuous"],
                "Thorned Walker")
    t.do("attack [Thorned Walker]")  # 8 + 2 + 1 + 1 against 10
    assert t.names("p0.hand") == ["Criochan Captain", "Criochan Sergeant", "Torch", "Warrior Bones", "Ossuous"]


def test_thorned_walker_lost_to_destroys_the_one_monster_there_is(table):
    t = advance(table, ["Regular", "Torch", "Warrior Bones"], "Thorned Walker")
    t.do("attack [Thorned Walker]")
    assert t.names("p0.hand") == ["Regular", "Torch"]


# --- Withered Dryad and Decayed Heartwood ---------------------------------------------------------

def test_withered_dryad_is_immune_to_blunt_weapons_but_not_to_their_hero(table):
    t = advance(table, ["Criochan Sergeant", "Warhammer", "Torch"], "Withered Dryad")
    t.do("equip [Warhammer] [Criochan Sergeant]")
    bd = t.breakdown("Withered Dryad")
    assert bd.line(t.card("Warhammer")).attack == 0 and bd.line(t.card("Criochan Sergeant")).attack == 2
    assert "it is immune to Blunt: this card adds no attack" in bd.line(t.card("Warhammer")).notes
    assert t.breakdown("Ossuous").line(t.card("Warhammer")).attack == 3  # other monsters feel it
    t.do("attack [Withered Dryad]")
    assert not t.state.turn.battle_won


def test_decayed_heartwood_destroys_a_hero_of_strength_5_or_more_won_or_lost(table):
    t = advance(table, ["Criochan Captain", "Thundermage Evoker", "Torch"], "Decayed Heartwood")
    t.do("attack [Decayed Heartwood]")  # 8 + 3 against 11: won
    assert t.state.turn.battle_won
    assert t.names("p0.hand") == ["Thundermage Evoker", "Torch"]
    weak = advance(table, ["Thundermage Evoker", "Regular", "Torch"], "Decayed Heartwood")
    weak.do("attack [Decayed Heartwood]")
    assert weak.names("p0.hand") == ["Thundermage Evoker", "Regular", "Torch"]  # Strength 3: spared
