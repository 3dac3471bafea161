"""The monster traits the Doomgate Legion monsters brought, on synthetic test monsters
(tests/data/trait_cards/rules_test_growing_monsters.yaml): health_bonus (a Battle effect that makes the
monster's health grow with the party; Doomgate rulebook: The Authority, The Vision...) and global_protects
(a Global Effect: Mammoth; rulebook: Global Effects, in play while the monster is in the Dungeon Hall)."""

from game.engine.events import BattleResolved

DECK = ["Militia"] * 6


def fight(trait_table, hall, hand):
    return trait_table(players=[{"hand": list(hand), "deck": DECK}, {"deck": DECK}], hall=hall,
                       dungeon=["Basilisk"], choice="dungeon")


def test_a_health_bonus_grows_the_health_the_attack_must_reach(trait_table):
    t = fight(trait_table, ["Swelling Cultist", "Harpy", "Half-Ogre"], ["Lamplighter", "Militia", "Militia", "Torch"])
    bd = t.breakdown("Swelling Cultist")
    assert (bd.health, bd.total, bd.wins) == (3 + 3, 1 + 1 + 1 + 1, False)  # three Heroes revealed
    assert "health +3 from its battle effect" in bd.notes
    t.do("attack [Swelling Cultist]")
    won = next(e for e in t.events if isinstance(e, BattleResolved))
    assert (won.total, won.health, won.won) == (4, 6, False)


def test_a_health_bonus_counts_nothing_without_the_cards_it_counts(trait_table):
    t = fight(trait_table, ["Swelling Cultist", "Harpy", "Half-Ogre"], ["Frost Bolt", "Torch"])
    bd = t.breakdown("Swelling Cultist")
    assert (bd.health, bd.wins) == (3, True) and bd.notes == []


def test_a_protecting_monster_keeps_the_others_of_its_class_from_being_attacked(trait_table):
    t = fight(trait_table, ["Herd Calf", "Herd Warden", "Harpy"], ["Frost Bolt", "Frost Bolt", "Torch"])
    assert "Herd Warden in the dungeon hall protects it" in t.refused("attack [Herd Calf]")
    bd = t.breakdown("Herd Calf")
    assert (bd.attackable, bd.wins) == (False, False)
    assert t.breakdown("Herd Warden").attackable and t.breakdown("Harpy").attackable
    t.do("attack [Herd Warden]")
    assert "Herd Warden" in t.names("p0.discard")
    assert t.breakdown("Herd Calf").attackable  # gone from the hall, it protects nobody
