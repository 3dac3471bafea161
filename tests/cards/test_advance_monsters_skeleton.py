"""Undead • Skeleton (cards/advance/undead_skeleton.yaml), a level-1 Advance monster group, in Advance
positions on the Wilderness side (4 ranks, 1 attack a point of darkness). Rulebook: Merkmale (cannot
be fought unless), Trophäeneffekte (the Necrophidius example); glossary: Knochengestell,
Necrophidius, Verschleierter Kadaver, Zwergenvorfahr (docs/advance.md section 19, points 17, 25, 28)."""

import pytest

HEROES = {"heroes": ["criochan", "deepstrider", "whetmage", "drua"], "village": []}
HALL = ["Warrior Bones", "Ossuous", "Dwarven Ancestor", "Shrouded Cadaver"]


def advance(table, hand, hall=HALL, deck=("Regular",) * 6, xp=0, **spec):
    spec.setdefault("village", HEROES)
    return table(ruleset="advance", hall=list(hall), dungeon=["Warrior Bones"],
                 players=[{"hand": list(hand), "deck": list(deck), "xp": xp}, {"deck": ["Regular"] * 6}], **spec)


def curses(t, player):
    """The curses a player has gained: Advance deals them as Disease cards until the curse deck is in
    (the one place to adjust when it is)."""
    return [t.game.name(c) for c in t.state.players[player].discard if t.game.defn(c).kind in ("disease", "curse")]


# --- facts ----------------------------------------------------------------------------------------

FACTS = {  # name: (count, health, gold, xp, vp)
    "Shrouded Cadaver": (2, 7, 2, 2, 3),
    "Dwarven Ancestor": (2, 6, 1, 1, 2),
    "Necrophidius": (2, 7, 2, 2, 2),
    "Ossuous": (2, 6, 1, 2, 2),
    "Warrior Bones": (2, 5, 1, 1, 1),
}


@pytest.mark.parametrize("name", sorted(FACTS))
def test_each_skeleton_has_the_reference_facts(catalog, name):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.count, d.health, d.gold, d.xp, d.vp) == FACTS[name]
    assert d.kind == "monster" and d.classes == ("Undead", "Skeleton") and d.set == "advance"


def test_undead_skeleton_is_a_level_1_group_of_ten(catalog):
    g = catalog.groups["undead_skeleton"]
    assert g.level == 1 and sum(catalog.cards[k].count for k in g.cards) == 10


# --- Shrouded Cadaver -----------------------------------------------------------------------------

def test_shrouded_cadaver_gives_two_curses_to_its_attacker_and_one_to_each_other_player_won_or_lost(table):
    won = advance(table, ["Criochan Captain", "Torch"], hall=["Shrouded Cadaver", *HALL[:3]], choice="dungeon")
    won.do("attack [Shrouded Cadaver]")
    assert won.state.turn.battle_won
    assert len(curses(won, 0)) == 2 and len(curses(won, 1)) == 1
    lost = advance(table, ["Regular"], hall=["Shrouded Cadaver", *HALL[:3]], choice="dungeon")
    lost.do("attack [Shrouded Cadaver]")
    assert not lost.state.turn.battle_won
    assert len(curses(lost, 0)) == 2 and len(curses(lost, 1)) == 1


def test_shrouded_cadaver_trophy_is_optional_and_discards_it_to_draw_a_card_in_the_dungeon(table):
    t = advance(table, ["Shrouded Cadaver", "Criochan Captain", "Torch"], deck=["Longspear"], choice="dungeon")
    t.do("use [Shrouded Cadaver] 1")  # its trophy: the cost is the card itself
    assert t.names("p0.hand") == ["Criochan Captain", "Torch", "Longspear"]
    assert t.names("p0.discard") == ["Shrouded Cadaver"]
    skip = advance(table, ["Shrouded Cadaver", "Criochan Captain", "Torch"], deck=["Longspear"], choice="dungeon")
    skip.do("attack [Warrior Bones]")  # the glossary: a choice, not a duty
    assert skip.state.turn.battle_won and "Shrouded Cadaver" in skip.names("p0.hand")


def test_shrouded_cadaver_trophy_works_in_the_village_too(table):
    t = advance(table, ["Shrouded Cadaver", "Torch"], deck=["Torch"])
    t.do("village", "use [Shrouded Cadaver] 1")
    assert t.names("p0.hand") == ["Torch", "Torch"]
    t.do("buy longspear")  # 2 + 2 gold: the Torch drawn pays
    assert "Longspear" in t.names("p0.discard")


# --- Dwarven Ancestor -----------------------------------------------------------------------------

def test_dwarven_ancestor_gives_a_curse_while_darkness_remains(table):
    t = advance(table, ["Criochan Captain"], hall=["Dwarven Ancestor", *HALL[:3]], choice="dungeon")
    t.do("attack [Dwarven Ancestor]")  # rank 1, no light: a penalty of 1 remains
    assert t.state.turn.battle_won and len(curses(t, 0)) == 1


def test_dwarven_ancestor_gives_none_when_light_cancels_the_darkness_of_its_rank(table):
    # glossary (Zwergenvorfahr): it is dark only while light does not cancel the darkness
    t = advance(table, ["Criochan Captain", "Torch"], hall=["Dwarven Ancestor", *HALL[:3]], choice="dungeon")
    t.do("attack [Dwarven Ancestor]")
    assert curses(t, 0) == [] and curses(t, 1) == []


def test_dwarven_ancestor_beaten_by_4_or_more_gives_each_other_player_a_curse(table):
    t = advance(table, ["Criochan Captain", "Criochan Sergeant", "Torch"], hall=["Dwarven Ancestor", *HALL[:3]],
                choice="dungeon")
    t.do("attack [Dwarven Ancestor]")  # 8 + 2 against 6
    assert len(curses(t, 1)) == 1 and curses(t, 0) == []


def test_dwarven_ancestor_beaten_by_3_gives_the_other_players_nothing(table):
    t = advance(table, ["Criochan Captain", "Regular", "Torch"], hall=["Dwarven Ancestor", *HALL[:3]],
                choice="dungeon")
    t.do("attack [Dwarven Ancestor]")  # 8 + 1 against 6
    assert t.state.turn.battle_won and curses(t, 1) == []


# --- Necrophidius ---------------------------------------------------------------------------------

def test_necrophidius_cannot_be_fought_with_fewer_than_two_heroes_not_even_lost_to(table):
    # glossary: without the Heroes it cannot be sent under the dungeon deck by a lost battle
    t = advance(table, ["Criochan Captain", "Torch"], hall=["Necrophidius", *HALL[:3]], choice="dungeon")
    reason = t.refused("attack [Necrophidius]")
    assert "cannot be fought with fewer than 2 Heroes" in reason
    assert not t.breakdown("Necrophidius").attackable
    assert t.state.hall_card(1) == t.card("Necrophidius")


def test_necrophidius_can_be_fought_with_two_heroes(table):
    t = advance(table, ["Criochan Captain", "Regular", "Torch"], hall=["Necrophidius", *HALL[:3]], choice="dungeon")
    t.do("attack [Necrophidius]")
    assert t.state.turn.battle_won and "Necrophidius" in t.names("p0.discard")


def test_a_player_who_can_fight_no_monster_ends_the_turn_and_nothing_leaves_the_hall(table):
    hall = ["Necrophidius", "Ossuous", "Necrophidius", "Ossuous"]
    t = advance(table, ["Regular", "Torch"], hall=hall, choice="dungeon")
    assert "cannot be fought" in t.refused("attack [Ossuous]")
    t.do("end")
    assert [t.game.name(t.state.hall_card(r)) for r in (1, 2, 3, 4)] == hall
    assert t.state.active == 1


def test_necrophidius_trophy_levels_a_regular_for_free_and_the_new_hero_goes_to_the_discard_pile(table):
    t = advance(table, ["Necrophidius", "Regular", "Criochan Knight", "Torch"])
    t.do("village", "use [Necrophidius] 0")
    assert t.state.prompt.options == [t.card("Regular")]  # a level-2 Hero is not offered
    t.do("choose [Regular]", "choose criochan")
    assert t.state.players[0].xp == 0
    assert t.names("p0.discard") == ["Criochan Sergeant"] and "Regular" not in t.names("p0.hand")
    assert "Necrophidius" not in t.names("p0.hand") + t.names("p0.discard")  # destroyed


def test_necrophidius_trophy_levels_a_level_1_hero_in_the_dungeon_not_into_the_hand(table):
    # rulebook (Trophäeneffekte) and glossary: the free level-up puts the new Hero into the discard pile
    t = advance(table, ["Necrophidius", "Criochan Sergeant", "Torch"], choice="dungeon")
    t.do("use [Necrophidius] 0", "choose [Criochan Sergeant]")
    assert t.names("p0.hand") == ["Torch"] and t.names("p0.discard") == ["Criochan Knight"]
    assert t.state.players[0].xp == 0


def test_necrophidius_trophy_is_optional_and_no_hero_levels_without_destroying_it(table):
    t = advance(table, ["Necrophidius", "Regular", "Torch", "Torch"], xp=5)
    t.do("village", "buy longspear")  # the trophy need not be used first
    assert "Necrophidius" in t.names("p0.hand") and t.names("p0.discard") == ["Longspear"]
    assert t.state.players[0].xp == 5


# --- Ossuous and Warrior Bones --------------------------------------------------------------------

def test_ossuous_cannot_be_fought_without_a_hero_of_level_1_or_higher(table):
    # glossary (Knochengestell): Regulars are level 0, and no lost battle sends it under the deck
    t = advance(table, ["Regular", "Regular", "Longspear", "Torch"], hall=["Ossuous", *HALL[2:], "Warrior Bones"],
                choice="dungeon")
    assert "without a Hero of level 1 or higher" in t.refused("attack [Ossuous]")
    ok = advance(table, ["Criochan Knight", "Regular", "Torch"], hall=["Ossuous", *HALL[2:], "Warrior Bones"],
                 choice="dungeon")
    ok.do("attack [Ossuous]")
    assert ok.state.turn.battle_won


def test_ossuous_and_warrior_bones_in_the_hand_add_magic_attack_and_attack(table):
    t = advance(table, ["Ossuous", "Warrior Bones", "Criochan Sergeant"], choice="dungeon")
    bd = t.breakdown("Shrouded Cadaver")
    assert bd.line(t.card("Ossuous", 1)).magic == 1
    assert bd.line(t.card("Warrior Bones", 1)).attack == 1
    assert (bd.attack, bd.magic) == (2 + 1, 1)
