"""Thunderstone Advance, Corvaxis - Avian (level 2): Blackflock Conniver, Slaughterwing, Plunderwing,
Blackflock Ravener, Blackflock Assassin (Towers of Ruin; rulebook: Raubeffekte; Glossar:
Schwarzschar-Assassine, -Räuber, -Verschwörer). Slaughterwing and Plunderwing are the Ambushers
(Lauerer). Wilderness side, 1 attack a point of darkness."""

import pytest

from tests.cards.advance_monster_helpers import QUIET, advance, answer_all, result

FACTS = {  # name: (level, count, health, gold, xp, vp, classes)
    "Blackflock Conniver": (2, 2, 7, 2, 2, 3, ("Corvaxis", "Avian")),
    "Slaughterwing": (2, 2, 6, 3, 3, 5, ("Corvaxis", "Avian", "Ambusher")),
    "Plunderwing": (2, 2, 5, 2, 3, 4, ("Corvaxis", "Avian", "Ambusher")),
    "Blackflock Ravener": (2, 2, 6, 2, 2, 3, ("Corvaxis", "Avian")),
    "Blackflock Assassin": (2, 2, 8, 2, 2, 4, ("Corvaxis", "Avian")),
}


@pytest.mark.parametrize("name", sorted(FACTS))
def test_each_corvaxis_has_the_reference_facts(catalog, name):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.level, d.count, d.health, d.gold, d.xp, d.vp, d.classes) == FACTS[name]
    assert catalog.groups["corvaxis_avian"].level == 2


# --- Blackflock Conniver: equipped Weapons discarded while an Ambusher is in the hall -----------------

def conniver(table, second):
    t = advance(table, ["Criochan Knight", "Longspear", "Regular", "Longspear", "Torch"],
                ["Blackflock Conniver", second, "Griffon", "Nixie"], choice="dungeon")
    spear, spare = t.card("Longspear"), t.card("Longspear", 2)
    t.do(f"equip {spear} [Criochan Knight]")
    return t, spear, spare


def test_blackflock_conniver_discards_the_equipped_weapons_while_an_ambusher_is_in_the_hall(table):
    t, spear, spare = conniver(table, "Slaughterwing")
    assert t.breakdown("Blackflock Conniver").total == 5 + 1 + 1  # 7: enough before the Battle effect
    t.do("attack [Blackflock Conniver]")
    answer_all(t)
    st = t.game.state
    assert st.loc[spear] == "p0.discard" and st.loc[spare] == "p0.hand"  # the unequipped one stays
    assert (result(t).won, result(t).total) == (False, 5 + 1)


def test_blackflock_conniver_without_an_ambusher_in_the_hall_does_nothing(table):
    t, spear, _ = conniver(table, "Pegasus")
    t.do("attack [Blackflock Conniver]")
    answer_all(t)
    assert t.game.state.loc[spear] == "p0.hand"  # still equipped: it fought
    assert result(t).won and result(t).total == 7


# --- Slaughterwing and Plunderwing: the top of the deck feeds their Health ------------------------------

def test_slaughterwing_adds_the_cost_of_the_deck_top_and_destroys_a_hero_of_level_2_or_lower(table):
    t = advance(table, ["Criochan Captain", "Criochan Knight", "Torch"], ["Slaughterwing"] + QUIET[1:],
                deck=["Criochan Sergeant", "Regular"], choice="dungeon")
    sergeant = t.game.state.players[0].deck[0]
    t.do("attack [Slaughterwing]")
    answer_all(t)
    assert t.game.state.loc[sergeant] == "destroyed"
    assert (result(t).health, result(t).total, result(t).won) == (6 + 7, 13, True)  # cost 7; 8 + 5 attack


def test_slaughterwing_leaves_a_card_that_is_no_low_hero_on_the_deck_and_still_gains_its_cost(table):
    t = advance(table, ["Criochan Knight", "Torch"], ["Slaughterwing"] + QUIET[1:],
                deck=["Longspear", "Regular"], choice="dungeon")
    spear = t.game.state.players[0].deck[0]
    t.do("attack [Slaughterwing]")
    answer_all(t)
    assert (result(t).health, result(t).won) == (6 + 3, False)
    assert t.game.state.players[0].deck[0] == spear


def test_plunderwing_destroys_a_weapon_or_item_from_the_deck_top_and_gains_its_cost(table):
    t = advance(table, ["Criochan Knight", "Torch"], ["Plunderwing"] + QUIET[1:],
                deck=["Torch", "Regular"], choice="dungeon")
    torch = t.game.state.players[0].deck[0]
    t.do("attack [Plunderwing]")
    answer_all(t)
    assert (result(t).health, result(t).won) == (5 + 3, False)
    assert t.game.state.loc[torch] not in ("p0.deck", "p0.hand", "p0.discard")  # destroyed


def test_plunderwing_leaves_a_hero_on_the_deck_and_an_empty_deck_adds_nothing(table):
    t = advance(table, ["Criochan Knight", "Torch"], ["Plunderwing"] + QUIET[1:], deck=["Drua Sacrist"],
                choice="dungeon")
    t.do("attack [Plunderwing]")
    answer_all(t)
    assert result(t).health == 5 + 6 and t.names("p0.deck") == ["Drua Sacrist"]
    empty = advance(table, ["Criochan Knight", "Torch"], ["Plunderwing"] + QUIET[1:], deck=[], choice="dungeon")
    empty.do("attack [Plunderwing]")
    answer_all(empty)
    assert (result(empty).health, result(empty).won) == (5, True)


# --- Blackflock Ravener: its Raid destroys a card of the hand; looking at it is no Raid -----------------

def test_blackflock_ravener_placed_by_the_refill_makes_the_active_player_destroy_a_card(table):
    t = advance(table, ["Criochan Knight", "Torch", "Regular"], QUIET, dungeon=["Blackflock Ravener", "Pegasus"],
                choice="dungeon")
    torch = t.card("Torch")
    t.do("attack [Griknack Goblin]", "end")  # the hall refills at the end of the turn, before the discard
    assert t.game.state.prompt is not None and t.game.state.prompt.player == 0
    t.do(f"choose {torch}")
    answer_all(t)
    assert t.game.state.hall_card(4) == t.card("Blackflock Ravener")
    assert torch in t.game.state.stacks["advance_torch"]  # destroyed from the hand


def test_blackflock_ravener_looked_at_by_a_deepstrider_does_not_raid(table):
    """Glossary: looking at dungeon cards through a Hero or village card, without placing them, is no Raid."""
    t = advance(table, ["Deepstrider Scout", "Torch", "Regular"], QUIET, dungeon=["Blackflock Ravener", "Pegasus"],
                choice="dungeon")
    ravener = t.card("Blackflock Ravener")
    t.do("use [Deepstrider Scout] 0")
    answer_all(t)  # put back on top
    assert t.game.state.dungeon[0] == ravener
    assert t.names("p0.hand") == ["Deepstrider Scout", "Torch", "Regular"] and "destroyed" not in t.game.state.loc.values()


def test_blackflock_ravener_at_setup_does_not_raid(catalog):
    from game.engine.sets import card_set
    from game.engine.setup import Setup, build

    village = list(card_set("dragonspire").first_game.village)  # until the Advance village is in
    setup = Setup(["A", "B"], ["corvaxis_avian", "burnmarked_fire", "djinni_efreet"],
                  ["criochan", "deepstrider", "whetmage", "drua"], village, "stramst", ruleset="advance")
    games = [build(catalog, setup, seed=s, checked=True) for s in range(10)]
    raiders = [g for g in games if any(g.defn(c).name == "Blackflock Ravener" for slot in g.state.hall for c in slot)]
    assert raiders
    for g in raiders:
        assert all(len(p.hand) + len(p.deck) == 12 for p in g.state.players)
        assert g.state.prompt is None


# --- Blackflock Assassin: its Raid destroys a Hero while an Ambusher is in the hall --------------------

def test_blackflock_assassin_raids_a_hero_when_an_ambusher_is_in_the_hall(table):
    t = advance(table, ["Criochan Knight", "Regular", "Torch"], ["Griknack Goblin", "Plunderwing", "Griffon", "Nixie"],
                dungeon=["Blackflock Assassin"], choice="dungeon")
    knight = t.card("Criochan Knight")
    t.do("attack [Griknack Goblin]", "end")
    t.do(f"choose {knight}")
    answer_all(t)
    assert t.game.state.loc[knight] == "destroyed"


def test_blackflock_assassin_without_an_ambusher_in_the_hall_raids_nothing(table):
    t = advance(table, ["Criochan Knight", "Regular", "Torch"], QUIET, dungeon=["Blackflock Assassin"],
                choice="dungeon")
    knight = t.card("Criochan Knight")
    t.do("attack [Griknack Goblin]", "end")
    answer_all(t)
    assert t.game.state.hall_card(4) == t.card("Blackflock Assassin")
    assert t.game.state.loc[knight] != "destroyed" and "destroyed" not in t.game.state.loc.values()
