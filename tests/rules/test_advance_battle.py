"""Advance's battle (Towers of Ruin rulebook: Kampf gegen ein Monster und Kampfeffekte, Kämpfe
gewinnen und verlieren, Folgeeffekte, Beuteeffekte; Null und „Kein Wert"; Wächter; Was ist neu:
Bessere Begrifflichkeiten, Regeloptimierungen; Glossar: Thunderstone and Thunderstone Advance
together). The order is Battle effects, the result, Aftermath (won or lost), the monster's move,
Spoils; a card destroyed in battle leaves at once; Strength 0 destroys nobody; neither kind of
attack goes below 0; a card without a gold symbol has no gold value.

The monsters are synthetic (tests/data/trait_cards/rules_test_advance.yaml) until the Advance cards
are in, and Classic cards where the rule is about them."""

import pytest

from game.engine.battle import hero_strengths
from game.engine.events import BattleResolved, MonsterDefeated, Moved, XPChanged, unbatched
from tests.cards.advance_monster_helpers import answer_all

# Wilderness: rank 1 has darkness 1, which a Torch cancels; each point left costs 1 attack
HAND = ["Chalice Quester", "Militia", "Militia", "Militia", "Torch"]  # 2 + 3 attack, light 1
DECK = ["Militia"] * 6
REST = ["Cave Rat", "Harpy", "Harpy"]  # ranks 2-4: no effects


def advance(trait_table, monster, hand=HAND, hall=None, **spec):
    return trait_table(ruleset="advance", hall=hall or [monster] + REST, dungeon=["Manticore", "Manticore"],
                       choice="dungeon", players=[{"hand": hand, "deck": DECK}, {"deck": DECK}], **spec)


def classic(trait_table, monster, hand=HAND):
    return trait_table(hall=[monster] + REST[:2], dungeon=["Manticore", "Manticore"], choice="dungeon",
                       players=[{"hand": hand, "deck": DECK}, {"deck": DECK}])


def moves(t, reason):
    return [e for e in unbatched(t.game.log) if isinstance(e, Moved) and e.reason == reason]


def result(t):
    return next(e for e in t.game.log if isinstance(e, BattleResolved))


# --- destruction is immediate -------------------------------------------------------------------

def test_a_hero_a_battle_effect_destroys_leaves_at_once_and_no_longer_fights(trait_table):
    t = advance(trait_table, "Skull Crusher")
    quester = t.card("Chalice Quester")
    t.do("attack [Skull Crusher]")
    answer_all(t, quester)
    assert t.game.state.loc[quester] == "destroyed"
    assert (result(t).won, result(t).total, result(t).health) == (False, 3, 4)  # 3 Militia, the Quester gone
    assert t.game.state.dungeon[-1] == t.card("Skull Crusher")  # it retreated under the deck


def test_in_classic_the_same_hero_fights_on_and_leaves_when_the_battle_is_over(trait_table):
    t = classic(trait_table, "Skull Crusher")
    quester = t.card("Chalice Quester")
    t.do("attack [Skull Crusher]")
    answer_all(t, quester)
    assert result(t).won and result(t).total == 5
    assert t.game.state.loc[quester] == "p0.hand" and quester in t.game.state.turn.doomed
    t.do("end")
    assert t.game.state.loc[quester] == "destroyed"


def test_a_weapon_no_hero_can_carry_is_present_and_a_battle_effect_destroys_it(trait_table):
    """Andreas's example (Kampf gegen ein Monster und Kampfeffekte): every card in the hand is present
    in the dungeon; a Warhammer too heavy for the Militia, never equipped, is still the Weapon that
    "destroy a Weapon" takes, at once."""
    t = advance(trait_table, "Weapon Breaker", hand=["Militia", "Militia", "Militia", "Warhammer", "Torch"])
    hammer = t.card("Warhammer")
    assert "weighs 5" in t.refused(f"equip {hammer} [Militia]")
    t.do("attack [Weapon Breaker]")
    answer_all(t)
    assert t.game.state.loc[hammer] == "destroyed"
    assert result(t).won and result(t).total == 3


# --- Aftermath ------------------------------------------------------------------------------------

def test_an_aftermath_comes_after_the_result_so_the_hero_it_destroys_has_already_fought(trait_table):
    t = advance(trait_table, "Grave Ogre")
    quester, ogre = t.card("Chalice Quester"), t.card("Grave Ogre")
    t.do("attack [Grave Ogre]")
    answer_all(t, quester)
    assert result(t).won and result(t).total == 5
    log = list(unbatched(t.game.log))
    i_result = next(i for i, e in enumerate(log) if isinstance(e, BattleResolved))
    i_lost = next(i for i, e in enumerate(log) if isinstance(e, Moved) and e.card == quester)
    i_defeat = next(i for i, e in enumerate(log) if isinstance(e, MonsterDefeated))
    assert i_result < i_lost < i_defeat  # result, Aftermath, then the monster goes to the victor
    assert t.game.state.loc[quester] == "destroyed" and t.game.state.loc[ogre] == "p0.discard"


def test_an_aftermath_happens_after_a_lost_battle_too(trait_table):
    t = advance(trait_table, "Grave Ogre", hand=["Militia", "Militia", "Torch"])
    t.do("attack [Grave Ogre]")
    answer_all(t)
    assert not result(t).won
    assert t.names("destroyed") == ["Militia"]
    assert t.game.state.dungeon[-1] == t.card("Grave Ogre")


def test_destroy_2_heroes_with_one_in_hand_destroys_that_one_and_nothing_else(trait_table):
    # rulebook (So viel wie möglich ausführen): an effect is carried out as far as it goes, the rest ignored
    t = advance(trait_table, "Hero Glutton", hand=["Chalice Quester", "Dagger", "Torch"])
    t.do("attack [Hero Glutton]")
    answer_all(t)
    assert t.names("destroyed") == ["Chalice Quester"]
    assert sorted(t.names("p0.hand")) == ["Dagger", "Torch"] and t.state.prompt is None


def test_an_aftermath_destroys_a_card_before_its_spoils_can_be_used(trait_table):
    t = advance(trait_table, "Grave Ogre", hand=["Chalice Paladin", "Torch"])  # attack 4: just enough
    paladin = t.card("Chalice Paladin")
    t.do("attack [Grave Ogre]")
    answer_all(t)
    assert result(t).won
    assert t.game.state.loc[paladin] == "destroyed"
    assert "not in your hand" in t.refused(f"use {paladin} 1")
    assert [str(a) for a in t.game.legal_actions()] == ["end"]


def test_in_classic_the_spoils_of_a_hero_a_battle_effect_destroyed_are_still_there(trait_table):
    """The same position in Classic, with a monster whose battle effect destroys the Paladin: it
    is doomed, fights on, and the rules refuse its Spoils (rules.abilities): the Aftermath changes
    when, not whether, so compare with the Aftermath above."""
    t = classic(trait_table, "Skull Crusher", hand=["Chalice Paladin", "Torch"])
    t.do("attack [Skull Crusher]")
    answer_all(t)
    assert result(t).won
    assert t.game.state.loc[t.card("Chalice Paladin")] == "p0.hand"


def test_the_aftermath_of_revealed_cards_happens_won_or_lost_and_a_trophy_in_hand_has_none(trait_table):
    won = advance(trait_table, "Cave Rat", hand=["Echo Charm", "Militia", "Militia", "Torch", "Grave Ogre"],
                  hall=["Cave Rat", "Harpy", "Harpy", "Harpy"])
    won.do("attack [Cave Rat]")
    answer_all(won)
    assert result(won).won
    assert [e.amount for e in won.game.log if isinstance(e, XPChanged)] == [1, 1]  # the Rat's XP, then the Charm's
    assert won.game.state.players[0].xp == 2
    assert won.names("destroyed") == []  # the Grave Ogre in hand is a trophy: its Aftermath is dead
    lost = advance(trait_table, "Harpy", hand=["Echo Charm", "Torch"], hall=["Harpy", "Harpy", "Harpy", "Harpy"])
    lost.do("attack [Harpy]")
    answer_all(lost)
    assert not result(lost).won and lost.game.state.players[0].xp == 1


def test_a_classic_monsters_battle_effects_act_as_aftermath_in_an_advance_game(trait_table):
    """Glossar (Thunderstone and Thunderstone Advance together): Judgement's Strength -2 and
    Attack -1 for each Hero come after the result, so they cannot lose the battle."""
    hand = ["Chalice Quester", "Militia", "Militia", "Militia", "Torch"]
    t = advance(trait_table, "Judgement", hand=hand)
    t.do("attack [Judgement]")
    answer_all(t)
    assert (result(t).won, result(t).total, result(t).health) == (True, 5, 5)
    c = classic(trait_table, "Judgement", hand=hand)
    c.do("attack [Judgement]")
    answer_all(c)
    assert not result(c).won  # Classic: each Hero's -1 counts in the battle


def test_a_classic_monsters_destroying_battle_effect_takes_its_hero_after_the_result_in_advance(trait_table):
    t = advance(trait_table, "Knightmare", hand=["Chalice Quester"] * 4 + ["Torch"] * 2,
                hall=["Knightmare", "Harpy", "Harpy", "Harpy"])
    t.do("attack [Knightmare]")  # light -2: darkness 3 against light 2 costs 1; 8 - 1 = 7 < 8
    answer_all(t)
    assert (result(t).won, result(t).total) == (False, 7)
    assert t.names("destroyed") == ["Chalice Quester"]


# --- Strength, attack and gold: zero and no value ---------------------------------------------------

def test_strength_0_destroys_no_hero_in_advance(trait_table):
    t = advance(trait_table, "Sapping Wisp", hand=["Militia", "Militia", "Torch"])
    t.do("attack [Sapping Wisp]")
    answer_all(t)
    strength, _ = hero_strengths(t.game, list(t.game.hand()))
    assert set(strength.values()) == {0}  # never below 0
    assert result(t).won  # the Militia still fight: 2 against 2
    t.do("end")
    assert t.names("destroyed") == []
    assert sorted(t.names("p0.discard")) == ["Militia", "Militia", "Sapping Wisp", "Torch"]


def test_in_classic_strength_0_destroys_the_hero(trait_table):
    t = classic(trait_table, "Sapping Wisp", hand=["Militia", "Militia", "Torch"])
    t.do("attack [Sapping Wisp]")
    answer_all(t)
    t.do("end")
    assert t.names("destroyed") == ["Militia", "Militia"]


def test_neither_kind_of_attack_goes_below_0_in_advance(trait_table):
    hand = ["Militia", "Leaden Charm", "Flare Bolt"]  # attack 1 - 3, magic attack 2
    t = advance(trait_table, "Cave Rat", hand=hand, hall=["Cave Rat", "Harpy", "Harpy", "Harpy"])
    bd = t.breakdown("Cave Rat")
    assert (bd.attack, bd.magic, bd.total, bd.wins) == (0, 2, 2, True)  # Flare Bolt's light cancels rank 1
    c = classic(trait_table, "Cave Rat", hand=hand)
    bd = c.breakdown("Cave Rat")
    assert (bd.attack, bd.magic, bd.total, bd.wins) == (-2, 2, 0, False)


@pytest.mark.parametrize("ruleset, some, none", [("advance", ["Cursed Mace"], ["Fireball"]),
                                                   ("classic", [], ["Cursed Mace", "Fireball"])])
def test_a_gold_value_of_0_is_a_gold_value_in_advance_and_no_gold_symbol_is_none(trait_table, ruleset, some, none):
    """Null und Kein Wert: 'a card with a gold value' takes one printed 0 (Cursed Mace) but not a
    card without a gold symbol (Fireball); Classic reads 'with a gold value' as more than 0."""
    spec = {"ruleset": ruleset, "hall": (["Harpy"] * (4 if ruleset == "advance" else 3))}
    t = trait_table(players=[{"hand": ["Cursed Mace", "Fireball"]}, {}], **spec)
    assert [n for n in ("Cursed Mace", "Fireball") if t.game.matches(t.card(n), {"gold": "some"})] == some
    assert [n for n in ("Cursed Mace", "Fireball") if t.game.matches(t.card(n), {"gold": "none"})] == none


# --- Rank 0 ---------------------------------------------------------------------------------------

def test_a_classic_guardian_mixed_into_an_advance_game_still_breaches_into_rank_0_by_its_own_text(trait_table):
    """The Advance rulebook names no Rank 0 and none of its cards goes there (the Bearer ends the
    game in rank 1), but mixed in, Classic cards behave as before (Glossar): Guardian of Night's
    breach still takes it to Rank 0, and the hall moves up behind it."""
    t = advance(trait_table, "Harpy", hand=["Chalice Quester"] * 3 + ["Torch"],
                hall=["Harpy", "Guardian of Night", "Harpy", "Harpy"])
    guardian = t.card("Guardian of Night")
    t.do("attack [Harpy]")
    answer_all(t)
    t.do("end")
    answer_all(t)
    assert t.game.state.rank0 == [guardian]
    assert all(t.game.state.hall_card(r) is not None for r in (1, 2, 3, 4))


def test_a_veilminder_cancels_an_aftermath_effect_too(trait_table):
    """Veilminder Priest: no Battle or Aftermath effect this turn, so Grave Ogre's Aftermath destroys
    no Hero (docs/advance.md, group C: the Aftermath steps ask advance_heroes.cancelled)."""
    t = advance(trait_table, "Grave Ogre", hand=["Veilminder Priest", "Chalice Paladin", "Torch"])
    paladin = t.card("Chalice Paladin")
    t.do("use [Veilminder Priest] 0", "attack [Grave Ogre]")
    answer_all(t)
    assert result(t).won
    assert t.game.state.loc[paladin] != "destroyed" and "destroyed" not in [
        t.game.state.loc[c] for c in t.state.players[0].hand + t.state.players[0].discard]
    control = advance(trait_table, "Grave Ogre", hand=["Chalice Paladin", "Torch"])
    control.do("attack [Grave Ogre]")
    answer_all(control)
    assert control.game.state.loc[control.card("Chalice Paladin")] == "destroyed"
