"""Light and darkness (rulebook: Light and Darkness, the Light Penalty Example, Zero)."""

import pytest

from game.engine.events import BattleResolved

HALL = ["Harpy", "Half-Ogre", "Shadow Killer"]  # first-game monsters without traits


def dungeon(table, hand, hall=HALL):
    return table(players=[{"hand": hand, "deck": ["Militia"] * 6}, {"deck": ["Militia"] * 6}],
                 hall=hall, dungeon=["Basilisk", "Medusa"], choice="dungeon")


def penalties(t, names):
    return [t.breakdown(n) for n in names]


@pytest.mark.parametrize("rank", [1, 2, 3])
def test_without_light_the_penalty_is_the_rank_and_costs_twice_the_rank(table, rank):
    t = dungeon(table, ["Militia"] * 6)
    bd = t.breakdown(HALL[rank - 1])
    assert (bd.rank, bd.light, bd.darkness, bd.light_penalty) == (rank, 0, rank, rank)
    assert bd.attack == 6 and bd.total == 6 - 2 * rank


def test_the_same_monster_costs_more_the_deeper_its_rank(table):
    t = dungeon(table, ["Militia"] * 6)
    assert [t.breakdown("Half-Ogre", rank=r).total for r in (1, 2, 3)] == [4, 2, 0]


def test_each_point_of_light_cancels_one_point_of_penalty(table):
    t = dungeon(table, ["Militia", "Militia", "Militia", "Torch", "Torch"])
    bd = t.breakdown("Shadow Killer")  # rank 3, light 2
    assert (bd.light, bd.light_penalty, bd.attack, bd.total) == (2, 1, 3, 1)


def test_light_beyond_the_penalty_never_adds_attack(table):
    one = dungeon(table, ["Militia", "Militia", "Torch"]).breakdown("Harpy")
    three = dungeon(table, ["Militia", "Militia", "Torch", "Torch", "Torch"]).breakdown("Harpy")
    assert (one.light, three.light) == (1, 3)
    assert one.light_penalty == three.light_penalty == 0
    assert one.total == three.total == 2


def test_light_penalty_example_with_first_game_monsters(table):
    """Rulebook: Light Penalty Example. Unmodified penalties are 1, 2 and 3 (attack -2, -4, -6);
    one Torch lowers them to 0, 1 and 2 (attack 0, -2, -4)."""
    dark = dungeon(table, ["Militia"] * 6)
    assert [bd.light_penalty for bd in penalties(dark, HALL)] == [1, 2, 3]
    assert [bd.attack - bd.total for bd in penalties(dark, HALL)] == [2, 4, 6]
    assert [bd.total for bd in penalties(dark, HALL)] == [4, 2, 0]
    lit = dungeon(table, ["Militia"] * 5 + ["Torch"])
    assert [bd.light_penalty for bd in penalties(lit, HALL)] == [0, 1, 2]
    assert [bd.attack - bd.total for bd in penalties(lit, HALL)] == [0, 2, 4]


def test_light_penalty_example_with_a_monster_that_brightens_its_rank(trait_table):
    """The full example: the rank 2 monster carries Light +1 (Glow Wisp, a test monster), so ranks
    1 and 2 both cost 1 (attack -2) and rank 3 costs 3 (-6); with a Torch: 0, 0 and 2 (-4)."""
    hall = ["Harpy", "Glow Wisp", "Half-Ogre"]
    dark = dungeon(trait_table, ["Militia"] * 6, hall)
    assert [bd.light_penalty for bd in penalties(dark, hall)] == [1, 1, 3]
    assert [bd.attack - bd.total for bd in penalties(dark, hall)] == [2, 2, 6]
    lit = dungeon(trait_table, ["Militia"] * 5 + ["Torch"], hall)
    assert [bd.light_penalty for bd in penalties(lit, hall)] == [0, 0, 2]
    assert [bd.attack - bd.total for bd in penalties(lit, hall)] == [0, 0, 4]


def test_the_light_penalty_is_taken_from_magic_attack_too(table):
    t = dungeon(table, ["Frost Bolt", "Belzur Curate"])  # magic 4, rank 2: -4
    bd = t.breakdown("Half-Ogre")
    assert (bd.attack, bd.magic, bd.light_penalty, bd.total) == (0, 4, 2, 0)


def test_the_light_penalty_decides_the_battle(table):
    t = dungeon(table, ["Militia"] * 5 + ["Torch"], hall=["Harpy", "Plague Zombie", "Half-Ogre"])
    bd = t.breakdown("Plague Zombie")  # rank 2: 5 - 2 = 3, health 3
    assert bd.total == 3 and bd.wins
    t.do("attack [Plague Zombie]")
    assert BattleResolved(0, t.card("Plague Zombie"), 2, True, 3, 3) in t.events


# --- zero -----------------------------------------------------------------------------------------


def test_the_light_penalty_never_takes_the_total_below_0(table):
    t = dungeon(table, ["Militia", "Militia"])
    bd = t.breakdown("Shadow Killer")  # 2 attack, penalty 3 = -6
    assert bd.light_penalty == 3 and bd.total == 0


def test_attack_can_be_reduced_below_0_and_light_then_takes_nothing_more(trait_table):
    # Frost Maw (test monster): battle effect ATTACK -3
    t = trait_table(players=[{"hand": ["Militia"], "deck": ["Militia"] * 6}, {}],
                    hall=["Frost Maw", "Harpy", "Half-Ogre"], dungeon=["Basilisk"], choice="dungeon")
    t.do("attack [Frost Maw]")  # 1 - 3 = -2, rank 1 penalty 1 without light
    resolved = [e for e in t.events if isinstance(e, BattleResolved)][0]
    assert resolved.total == -2 and not resolved.won
    bd = t.game.breakdown(t.card("Frost Maw"), rank=1)
    assert (bd.attack, bd.light_penalty, bd.total) == (-2, 1, -2)


def test_a_negative_attack_is_added_to_magic_attack(trait_table):
    t = trait_table(players=[{"hand": ["Frost Bolt", "Belzur Curate", "Torch"], "deck": ["Militia"] * 6}, {}],
                    hall=["Frost Maw", "Harpy", "Half-Ogre"], dungeon=["Basilisk"], choice="dungeon")
    t.do("attack [Frost Maw]")  # magic 4, attack -3, Torch: no penalty
    resolved = [e for e in t.events if isinstance(e, BattleResolved)][0]
    assert resolved.total == 1


def test_disease_cannot_take_attack_below_0(table):
    t = dungeon(table, ["Militia", "Disease", "Disease", "Torch"])
    bd = t.breakdown("Harpy")
    assert bd.attack == 1
    assert [choice for _, choice in bd.diseases] == ["attack", None]
    assert bd.total == 0
