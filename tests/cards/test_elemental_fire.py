"""Fire Elementals: Blaze, Choking Smoke, Ember, Flare, Inferno (cards/dragonspire/elemental_fire.yaml).

Rulebook: Global Effects (in play while the monster is in the dungeon hall, nothing from a hand),
Light and Darkness, Trophies (a monster with a light value is a trophy), Battle Effects, Resolving
Battles (Spoils), Traits (Magic Attack Immunity), Disease Cards; glossary: Flare (an Item or Spell
counts as used when any of its effects or bonuses helped this turn, a Torch's light included).

Reading chosen: the light printed on Blaze, Choking Smoke, Flare and Inferno is the value of their
Global light effect, so it lights (or darkens) every battle while they are in the hall and gives
nothing from a hand; Ember's light is a trophy's and works only from a hand, and its Light +1
also lightens the battle against it in the hall (rulebook: Light Penalty Example).
"""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalAction
from game.engine.events import BattleResolved, CardsRevealed

DECK = ["Militia"] * 6


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def fight(table, hand, hall, players=2, dungeon=("Plague Zombie",), **kw):
    return table(players=[{"hand": list(hand), "deck": DECK}] + [{"deck": DECK} for _ in range(players - 1)],
                 hall=list(hall), dungeon=list(dungeon), choice="dungeon", **kw)


def resolved(t):
    return next(e for e in t.events if isinstance(e, BattleResolved))


def diseases(t, p):
    return t.names(f"p{p}.discard").count("Disease")


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, gold, light, vp, xp, health", [
    ("Blaze", 2, 2, 5, 2, 7),
    ("Choking Smoke", 2, -2, 6, 2, 8),
    ("Ember", 2, 1, 2, 1, 5),
    ("Flare", 2, 1, 3, 1, 6),
    ("Inferno", 3, 3, 7, 3, 10),
])
def test_fire_elementals_have_their_printed_values(catalog, name, gold, light, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.count, d.gold, d.light, d.vp, d.xp, d.health) == ("monster", 2, gold, light, vp, xp, health)
    assert d.classes == ("Elemental", "Fire")


# --- global light ----------------------------------------------------------------------------------

@pytest.mark.parametrize("elemental, light", [("Blaze", 2), ("Choking Smoke", -2), ("Flare", 1), ("Inferno", 3)])
@pytest.mark.parametrize("rank", [1, 2, 3])
def test_a_global_light_elemental_anywhere_in_the_hall_changes_the_light_of_every_battle(table, elemental, light,
                                                                                        rank):
    hall = ["Harpy", "Half-Ogre", "Orc Blademaster"]
    hall[rank - 1] = elemental
    t = fight(table, ["Militia"] * 6, hall)
    for target in [m for m in hall if m != elemental]:
        bd = t.breakdown(target)
        assert bd.light == light
        assert bd.light_penalty == max(bd.rank - light, 0)
        assert bd.total == max(6 - 2 * bd.light_penalty, 0)


def test_choking_smoke_puts_two_more_points_of_darkness_in_every_rank(table):
    t = fight(table, ["Militia"] * 6 + ["Torch"], ["Harpy", "Choking Smoke", "Half-Ogre"])
    assert [t.breakdown(n).light_penalty for n in ("Harpy", "Choking Smoke", "Half-Ogre")] == [2, 3, 4]
    assert t.breakdown("Harpy").total == 6 - 4


def test_blaze_lights_its_own_battle_too(table):
    t = fight(table, ["Militia"] * 6 + ["Torch"], ["Harpy", "Half-Ogre", "Blaze"])
    bd = t.breakdown("Blaze")  # rank 3, light 1 + 2
    assert (bd.light, bd.light_penalty) == (3, 0)


def test_global_lights_of_several_elementals_add_up(table):
    t = fight(table, ["Militia"] * 6, ["Blaze", "Choking Smoke", "Inferno"])
    assert t.breakdown("Choking Smoke").light == 2 - 2 + 3


def test_global_light_never_adds_attack(table):
    t = fight(table, ["Militia"] * 3, ["Harpy", "Inferno", "Half-Ogre"])
    bd = t.breakdown("Harpy")
    assert (bd.light, bd.light_penalty, bd.total) == (3, 0, 3)


def test_global_light_ends_when_the_elemental_leaves_the_hall(table):
    t = fight(table, ["Frost Bolt"] * 3, ["Flare", "Harpy", "Half-Ogre"], dungeon=["Plague Zombie"])
    assert t.breakdown("Harpy").light == 1
    t.do("attack [Flare]")  # 9 magic against 6: Flare is defeated and goes to the discard pile
    assert t.names("p0.discard")[0] == "Flare"
    assert t.breakdown("Harpy").light == 0


@pytest.mark.parametrize("elemental", ["Blaze", "Choking Smoke", "Flare", "Inferno"])
def test_a_global_light_elemental_in_hand_gives_no_light(table, elemental):
    t = fight(table, [elemental, "Militia", "Militia"], ["Harpy", "Half-Ogre", "Orc Blademaster"])
    bd = t.breakdown("Half-Ogre")
    assert (bd.light, bd.light_penalty, bd.total) == (0, 2, 0)


# --- Ember ---------------------------------------------------------------------------------------

def test_ember_in_hand_is_a_trophy_giving_light_1_without_any_hero(table):
    t = fight(table, ["Ember", "Frost Bolt"], ["Harpy", "Half-Ogre", "Orc Blademaster"])
    bd = t.breakdown("Half-Ogre")  # rank 2: penalty 2 - 1
    assert [(x.name, x.light) for x in bd.lines if x.name == "Ember"] == [("Ember", 1)]
    assert (bd.light, bd.light_penalty, bd.total) == (1, 1, 1)


def test_ember_in_the_hall_lights_nothing(table):
    t = fight(table, ["Militia"] * 6, ["Harpy", "Ember", "Half-Ogre"])
    assert [t.breakdown(n).light for n in ("Harpy", "Ember", "Half-Ogre")] == [0, 0, 0]
    # only the battle against Ember itself is 1 lighter (rulebook: Light Penalty Example)
    assert [t.breakdown(n).light_penalty for n in ("Harpy", "Ember", "Half-Ogre")] == [1, 1, 3]


# --- Blaze ---------------------------------------------------------------------------------------

def test_blaze_cannot_be_defeated_without_a_spell_or_an_item(table):
    t = fight(table, ["Militia"] * 7, ["Blaze", "Harpy", "Half-Ogre"])
    bd = t.breakdown("Blaze")  # 7 attack, light 2 from Blaze itself: no penalty
    assert bd.total == 7 and not bd.wins and "Spell or Item" in bd.failed_requirement
    t.do("attack [Blaze]")
    assert not resolved(t).won
    assert t.names("dungeon") == ["Plague Zombie", "Blaze"]


def test_a_torch_whose_light_is_not_even_needed_counts_as_an_item_used_against_blaze(table):
    t = fight(table, ["Militia"] * 7 + ["Torch"], ["Blaze", "Harpy", "Half-Ogre"])
    bd = t.breakdown("Blaze")
    assert (bd.light_penalty, bd.failed_requirement, bd.wins) == (0, None, True)
    t.do("attack [Blaze]")
    assert resolved(t).won and t.state.players[0].xp == 2


def test_a_spell_lets_blaze_be_defeated(table):
    t = fight(table, ["Militia"] * 4 + ["Frost Bolt"], ["Blaze", "Harpy", "Half-Ogre"])
    assert t.breakdown("Blaze").wins


def test_an_unused_item_in_hand_does_not_count_against_blaze_but_using_it_does(table):
    t = fight(table, ["Militia"] * 7 + ["Iron Rations"], ["Blaze", "Harpy", "Half-Ogre"])
    assert not t.breakdown("Blaze").wins
    t.do("use [Iron Rations] 0", f"choose {t.card('Militia')}")
    assert t.breakdown("Blaze").wins


def test_a_weapon_is_not_an_item_for_blaze(table):
    t = fight(table, ["Militia"] * 6 + ["Dagger"], ["Blaze", "Harpy", "Half-Ogre"])
    t.do("equip [Dagger] [Militia]")
    bd = t.breakdown("Blaze")
    assert bd.total == 7 and not bd.wins


def test_a_blaze_trophy_destroys_a_disease_from_the_hand_in_the_dungeon(table):
    t = fight(table, ["Blaze", "Disease", "Militia"], ["Harpy", "Half-Ogre", "Orc Blademaster"])
    stack = len(t.state.disease)
    t.do("use [Blaze] 0")
    assert t.names("p0.hand") == ["Blaze", "Militia"]
    assert len(t.state.disease) == stack + 1  # a destroyed Disease goes back to its stack
    assert t.breakdown("Harpy").total == 0  # Militia 1, rank 1 penalty 1 without light


def test_a_blaze_trophy_is_not_usable_in_the_village(table):
    t = table(players=[{"hand": ["Blaze", "Disease"]}, {}], hall=["Harpy", "Half-Ogre", "Orc Blademaster"],
              choice="village")
    with pytest.raises(IllegalAction):
        t.do("use [Blaze] 0")


# --- Choking Smoke -------------------------------------------------------------------------------

@pytest.mark.parametrize("hand, won", [(["Frost Bolt"] * 3 + ["Torch"] * 3, True), (["Torch"], False)])
def test_choking_smoke_gives_every_player_a_disease_win_or_lose(table, hand, won):
    t = fight(table, hand, ["Choking Smoke", "Harpy", "Half-Ogre"], players=3)
    t.do("attack [Choking Smoke]")
    assert resolved(t).won is won
    assert [diseases(t, p) for p in range(3)] == [1, 1, 1]


# --- Flare ---------------------------------------------------------------------------------------

def test_flare_destroys_one_card_of_the_players_choice_which_still_fights(table):
    t = fight(table, ["Frost Bolt", "Frost Bolt", "Militia", "Militia", "Torch", "Disease"],
              ["Flare", "Harpy", "Half-Ogre"])
    t.do("attack [Flare]")
    prompt = t.state.prompt
    assert prompt is not None and prompt.max == 1
    assert sorted(t.game.name(c) for c in prompt.options) == ["Frost Bolt", "Frost Bolt", "Militia", "Militia",
                                                                "Torch"]
    bolt = t.card("Frost Bolt")
    t.do(f"choose {bolt}")
    assert t.state.turn.doomed == [bolt]
    assert resolved(t).won and resolved(t).total == 6 + 2 - 1  # the Bolt still fights; Disease -1
    t.do("end")
    assert t.names("destroyed") == ["Frost Bolt"]


def test_flare_never_destroys_a_disease(table):
    t = fight(table, ["Disease", "Disease"], ["Flare", "Harpy", "Half-Ogre"])
    t.do("attack [Flare]")
    assert t.state.prompt is None and t.state.turn.doomed == []


# --- Inferno ---------------------------------------------------------------------------------------

WIN_INFERNO = ["Stoneguard Tanker", "Half-Orc Dervish", "Militia"]  # 6 + 3 + 1 attack, light 3 from Inferno


def test_inferno_is_immune_to_magic_attack(table):
    t = fight(table, ["Frost Bolt"] * 4 + ["Militia"], ["Inferno", "Harpy", "Half-Ogre"])
    bd = t.breakdown("Inferno")
    assert (bd.attack, bd.magic, bd.total) == (1, 0, 1)


def test_inferno_spoils_take_low_monsters_from_the_top_3_cards_of_each_opponents_deck(table):
    t = table(players=[{"hand": WIN_INFERNO, "deck": DECK},
                       {"deck": ["Harpy", "Medusa", "Stalker", "Grave Knight"]},
                       {"deck": ["Militia", "Plague Zombie"]}],
              hall=["Inferno", "Harpy", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("attack [Inferno]")
    assert resolved(t).won
    # Harpy (1 VP) and Stalker (2 VP) from player 1, Plague Zombie (1 VP) from player 2; Medusa (5 VP) stays
    assert t.names("p0.discard") == ["Plague Zombie", "Stalker", "Harpy", "Inferno"]
    assert t.names("p1.deck") == ["Medusa", "Grave Knight"]
    assert t.names("p2.deck") == ["Militia"]
    shown = [(e.player, [t.game.name(c) for c in e.cards]) for e in t.events if isinstance(e, CardsRevealed)]
    assert shown == [(1, ["Harpy", "Medusa", "Stalker"]), (2, ["Militia", "Plague Zombie"])]


def test_inferno_spoils_leave_the_revealed_cards_in_order_when_no_monster_qualifies(table):
    t = table(players=[{"hand": WIN_INFERNO, "deck": DECK}, {"deck": ["Militia", "Medusa", "Dagger", "Harpy"]}],
              hall=["Inferno", "Harpy", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("attack [Inferno]")
    assert t.names("p1.deck") == ["Militia", "Medusa", "Dagger", "Harpy"]  # Harpy is the 4th card
    assert t.names("p0.discard") == ["Inferno"]


def test_no_spoils_from_an_undefeated_inferno(table):
    t = table(players=[{"hand": ["Militia"], "deck": DECK}, {"deck": ["Harpy", "Stalker"]}],
              hall=["Inferno", "Harpy", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("attack [Inferno]")
    assert not resolved(t).won
    assert t.names("p1.deck") == ["Harpy", "Stalker"]
    assert not any(isinstance(e, CardsRevealed) for e in t.events)


def test_a_belzur_bishop_cannot_turn_back_the_spoils_of_inferno(table):
    t = table(players=[{"hand": WIN_INFERNO, "deck": DECK},
                       {"hand": ["Belzur Bishop"], "deck": ["Harpy", "Militia", "Militia"]}],
              hall=["Inferno", "Harpy", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("attack [Inferno]")
    assert t.names("p0.discard") == ["Harpy", "Inferno"]
    assert t.names("p1.deck") == ["Militia", "Militia"]


def test_an_inferno_trophy_has_no_spoils_to_use_after_another_victory(table):
    t = fight(table, ["Inferno", "Frost Bolt", "Frost Bolt", "Torch"], ["Harpy", "Half-Ogre", "Orc Blademaster"])
    t.do("attack [Harpy]")
    assert resolved(t).won and t.state.turn.step == "aftermath"
    with pytest.raises(IllegalAction, match="Spoils"):
        t.do("use [Inferno] 0")
