"""Ogre • Humanoid (cards/advance/ogre_humanoid.yaml), a level-2 Advance monster group. Battle effects
come before the result and what they destroy or discard no longer fights; Aftermath effects come
after it, won or lost (rulebook: Kampf gegen ein Monster und Kampfeffekte, Folgeeffekte); glossary:
Ettin (a Hero with both kinds of attack ignores both its effects; docs/advance.md section 19, 28)."""

import pytest

HEROES = {"heroes": ["criochan", "glamercast", "thundermage", "drua"], "village": []}
HALL = ["Warrior Bones", "Ossuous", "Dwarven Ancestor", "Shrouded Cadaver"]


def advance(table, hand, front, **spec):
    """Player 0 in the dungeon with `hand`, `front` in rank 1 of the Wilderness (darkness 1)."""
    spec.setdefault("village", HEROES)
    spec.setdefault("choice", "dungeon")
    return table(ruleset="advance", hall=[front, *HALL[:3]], dungeon=["Warrior Bones"],
                 players=[{"hand": list(hand), "deck": ["Regular"] * 6}, {"deck": ["Regular"] * 6}], **spec)


# --- facts ----------------------------------------------------------------------------------------

FACTS = {  # name: (count, health, gold, xp, vp)
    "Ogrillon": (3, 7, 2, 2, 3),
    "Ogre": (3, 7, 1, 2, 2),
    "Ettin": (2, 9, 3, 2, 5),
    "Ogre Mage": (2, 8, 2, 2, 4),
}


@pytest.mark.parametrize("name", sorted(FACTS))
def test_each_ogre_has_the_reference_facts(catalog, name):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.count, d.health, d.gold, d.xp, d.vp) == FACTS[name]
    assert d.kind == "monster" and d.classes == ("Ogre", "Humanoid") and d.set == "advance"


def test_ogre_humanoid_is_a_level_2_group_of_ten(catalog):
    g = catalog.groups["ogre_humanoid"]
    assert g.level == 2 and sum(catalog.cards[k].count for k in g.cards) == 10


# --- Ogrillon -------------------------------------------------------------------------------------

def test_ogrillon_discards_an_equipped_weapon_before_the_result(table):
    t = advance(table, ["Criochan Knight", "Longspear", "Longspear", "Regular", "Torch"], "Ogrillon")
    carried = t.card("Longspear", 1)
    t.do(f"equip {carried} [Criochan Knight]")
    assert t.breakdown("Ogrillon").wins  # 5 + 1 + 1 against 7, before its Battle effect
    t.do("attack [Ogrillon]")
    assert not t.state.turn.battle_won  # the Longspear's +1 left with it
    assert t.state.loc[carried] == "p0.discard" and t.names("p0.hand").count("Longspear") == 1


def test_ogrillon_leaves_an_unequipped_weapon_alone(table):
    t = advance(table, ["Criochan Captain", "Longspear", "Torch"], "Ogrillon")
    t.do("attack [Ogrillon]")
    assert t.state.turn.battle_won and "Longspear" in t.names("p0.hand")


# --- Ogre and Ogre Mage ---------------------------------------------------------------------------

def test_ogre_destroys_a_hero_of_strength_3_or_less_after_the_battle_won_or_lost(table):
    t = advance(table, ["Criochan Captain", "Thundermage Summoner", "Torch"], "Ogre")
    t.do("attack [Ogre]")
    assert t.state.turn.battle_won and t.names("p0.hand") == ["Criochan Captain", "Torch"]
    lost = advance(table, ["Thundermage Summoner", "Torch"], "Ogre")
    lost.do("attack [Ogre]")
    assert lost.names("p0.hand") == ["Torch"]


def test_ogre_reads_the_strength_now(table):
    t = advance(table, ["Criochan Captain", "Thundermage Summoner", "Thunderstone Shard"], "Ogre")
    t.do("use [Thunderstone Shard] 0", "choose [Thundermage Summoner]", "attack [Ogre]")  # Strength 3 + 2
    assert "Thundermage Summoner" in t.names("p0.hand")


def test_ogre_mage_discards_a_card_with_magic_attack_then_destroys_a_hero_of_strength_4_or_less(table):
    t = advance(table, ["Criochan Captain", "Thundermage Summoner", "Drua Sacrist", "Torch"], "Ogre Mage")
    bd = t.breakdown("Ogre Mage")
    assert bd.total == 8 + 2 + 2 and bd.wins
    t.do("attack [Ogre Mage]")  # the Summoner (Magic Attack) is discarded first: 8 + 2 against 8
    assert t.state.turn.battle_won and t.names("p0.discard")[-1] == "Thundermage Summoner"
    assert t.names("p0.hand") == ["Criochan Captain", "Torch"]  # Drua Sacrist, Strength 4, destroyed after


# --- Ettin ----------------------------------------------------------------------------------------

def test_ettin_destroys_a_hero_without_magic_attack_before_the_result(table):
    t = advance(table, ["Criochan Captain", "Criochan Sergeant", "Torch"], "Ettin")
    assert t.breakdown("Ettin").wins  # 8 + 2 against 9
    t.do("attack [Ettin]", "choose [Criochan Sergeant]")
    assert not t.state.turn.battle_won  # destroyed at once, the Sergeant no longer fights
    assert t.names("p0.hand") == ["Criochan Captain", "Torch"]


def test_ettin_destroys_a_hero_without_physical_attack_after_the_result(table):
    t = advance(table, ["Thundermage Evoker", "Thundermage Summoner", "Criochan Captain", "Torch"], "Ettin")
    t.do("attack [Ettin]")  # the Battle effect takes the Captain, the Aftermath a Thundermage
    assert not t.state.turn.battle_won
    assert t.state.prompt.reason == "destroy"
    t.do("choose [Thundermage Summoner]")
    assert t.names("p0.hand") == ["Thundermage Evoker", "Torch"]


def test_a_hero_with_both_kinds_of_attack_ignores_both_ettin_effects(table):
    # glossary (Ettin): both kinds from anything, here the Glamercast Bard's Magic Attack +1 to the others
    t = advance(table, ["Criochan Captain", "Glamercast Bard", "Torch"], "Ettin")
    t.do("use [Glamercast Bard] 0", "attack [Ettin]")  # 8 + 1 + 2 against 9
    assert t.state.turn.battle_won
    assert t.names("p0.hand") == ["Criochan Captain", "Torch"]  # the Bard had no Physical Attack
