"""Thunderstone Advance's village cards, part 2: buying (Filigree Amulet, Innkeeper, Bounty Hunter,
Smuggler), the village (Battle-scarred Soldier, King Caelan's Writ, Veteran Trainer) and the
rulebook's village example (Towers of Ruin; docs/advance.md sections 18 group D, 19 and 21).
Part 1 (tests/cards/test_advance_village.py) has the facts and the cards that fight."""

import pytest

from game.engine.events import CardsRevealed, LeveledUp, Purchased
from tests.cards.test_advance_village import HEROES, VILLAGE, advance


def buys(t):
    return [t.game.name(e.card) for e in t.events if isinstance(e, Purchased)]


# --- Filigree Amulet: a second purchase, destroyed from the hand as the turn ends --------------------

def test_buying_a_filigree_amulet_allows_a_second_purchase(table):
    t = advance(table, ["Longspear", "Longspear", "Torch", "Regular"])  # 6 gold
    t.do("village", "buy filigree_amulet", "buy pike")
    assert buys(t) == ["Filigree Amulet", "Pike"]
    assert "no buys left" in t.refused("buy filigree_amulet")


def test_no_four_filigree_amulets_for_8_gold(table):
    # glossary: the Amulet gives a second purchase, not one more per Amulet
    t = advance(table, ["Longspear", "Longspear", "Torch", "Torch"])  # 8 gold
    t.do("village", "buy filigree_amulet", "buy filigree_amulet")
    assert "no buys left" in t.refused("buy filigree_amulet")
    assert t.names("p0.discard") == ["Filigree Amulet", "Filigree Amulet"]


def test_the_amulets_second_purchase_adds_to_the_innkeepers(table):
    # glossary: it may be bundled with other effects that allow several purchases (the Innkeeper)
    t = advance(table, ["Innkeeper", "Longspear", "Longspear", "Torch", "Regular"])  # 8 gold
    t.do("village", "use [Innkeeper] 0", "choose [Regular]")
    t.do("buy filigree_amulet", "buy filigree_amulet", "buy filigree_amulet")
    assert buys(t) == ["Filigree Amulet"] * 3 and "no buys left" in t.refused("buy filigree_amulet")


def test_a_filigree_amulet_in_the_hand_is_destroyed_as_the_turn_ends(table):
    t = advance(table, ["Filigree Amulet", "Criochan Sergeant", "Regular"], choice="dungeon")
    amulet = t.card("Filigree Amulet")
    assert t.breakdown("Pegasus").light == 2
    t.do("attack [Griknack Goblin]", "end")
    assert t.state.loc[amulet] == "destroyed"


def test_a_filigree_amulet_put_back_on_the_deck_is_not_destroyed(table):
    t = advance(table, ["Filigree Amulet", "Regular"], deck=["Torch"] * 6)
    amulet = t.card("Filigree Amulet")
    t.do("prepare", f"choose {amulet}", "end")
    assert t.state.loc[amulet] == "p0.hand"  # the new hand starts with it
    assert t.state.active == 1


def test_a_filigree_amulet_discarded_from_the_deck_by_an_effect_is_not_destroyed(table):
    # glossary: drawn by another effect without coming into the hand (Aird's village ability)
    t = advance(table, ["Aird Cutpurse", "Regular"], deck=["Filigree Amulet"], others={"deck": ["Torch"]})
    amulet = t.card("Filigree Amulet")
    t.do("village", "use [Aird Cutpurse] 0", f"choose {amulet}", "end")
    assert t.state.loc[amulet] == "p0.hand"  # discarded, reshuffled and drawn again: never destroyed


def test_a_bounty_hunter_spoils_amulet_allows_one_more_purchase_of_any_card(table):
    # glossary (Kopfgeldjägerin): the Amulet bought with the Spoils gives a further purchase, full gold again
    t = advance(table, ["Bounty Hunter", "Criochan Captain", "Longspear", "Torch"], choice="dungeon")
    t.do("attack [Griknack Goblin]", "use [Bounty Hunter] 1")  # gold 2 + 0 + 2 + 2 = 6
    t.do("choose [filigree_amulet]")
    assert t.state.prompt is not None and t.state.prompt.reason == "buy"
    assert t.card("Drua Sacrist") in t.state.prompt.options  # any card now, a Hero too
    t.do("choose [Drua Sacrist]")
    assert buys(t) == ["Filigree Amulet", "Drua Sacrist"] and t.state.prompt is None


# --- Bounty Hunter: Attack +1; Spoils: buy a village card with the gold of the whole hand --------------

def test_bounty_hunter_gives_attack_1_in_the_dungeon(table):
    t = advance(table, ["Bounty Hunter", "Regular"], choice="dungeon")
    t.do("use [Bounty Hunter] 0")
    assert t.breakdown("Pegasus").line(t.card("Bounty Hunter")).attack == 1


def test_bounty_hunter_spoils_buys_a_village_card_but_no_hero(table):
    t = advance(table, ["Bounty Hunter", "Criochan Captain", "Longspear", "Longspear", "Torch"], choice="dungeon")
    t.do("attack [Griknack Goblin]", "use [Bounty Hunter] 1")  # 2 + 2 + 2 + 2 = 8 gold
    options = {t.game.state.cards[c] for c in t.state.prompt.options}
    assert "dancing_sword" in options and "longspear" in options  # a Basic card is a village card here
    assert not any(t.game.catalog.cards[k].is_hero for k in options)
    assert "royal_summons" in options and "regular" not in options  # 8 gold; a Regular has no price


def test_two_spoils_purchases_each_have_the_full_gold_of_the_cards_still_out(table):
    # rulebook (Beuteeffekte): every Spoils purchase may use all the gold revealed
    t = advance(table, ["Bounty Hunter", "Bounty Hunter", "Criochan Captain", "Longspear"], choice="dungeon")
    t.do("attack [Griknack Goblin]", "use [Bounty Hunter] 1", "choose [moonstone]")  # 6 gold: 5
    t.do("use [Bounty Hunter#2] 1")
    assert t.card("Longsword") in t.state.prompt.options  # 6 gold again: the Longsword costs 5
    t.do("choose [Longsword]")
    assert buys(t) == ["Moonstone", "Longsword"]


# --- Innkeeper -----------------------------------------------------------------------------------

def test_the_innkeeper_destroys_a_villager_or_hero_for_a_second_purchase(table):
    t = advance(table, ["Innkeeper", "Regular", "Torch", "Longspear", "Longspear"])  # 8 gold
    assert "no buys left" in advance(table, ["Torch"] * 4).do("village", "buy pike").refused("buy pike")
    t.do("village", "use [Innkeeper] 0")
    assert set(t.state.prompt.options) == {t.card("Innkeeper"), t.card("Regular")}  # not the Torch
    t.do("choose [Regular]", "buy pike", "buy pike")
    assert buys(t) == ["Pike", "Pike"]


def test_the_innkeeper_may_destroy_itself_and_its_gold_goes_with_it(table):
    # rulebook village example: Michael's Innkeeper destroys itself (it is a villager)
    t = advance(table, ["Innkeeper", "Torch", "Torch"])
    innkeeper = t.card("Innkeeper")
    t.do("village", "use [Innkeeper] 0")  # the only Villager or Hero: no question
    assert t.state.loc[innkeeper] == "destroyed"
    assert "costs 5 gold and you have 4" in t.refused("buy longsword")


def test_the_innkeeper_cannot_destroy_a_soldier_that_used_its_ability(table):
    # rulebook example (Dorffähigkeiten): having drawn with the Soldier, it is not the Innkeeper's to destroy
    t = advance(table, ["Innkeeper", "Battle-scarred Soldier", "Regular"], deck=["Torch"])
    soldier = t.card("Battle-scarred Soldier")
    t.do("village", "use [Battle-scarred Soldier] 0", "use [Innkeeper] 0")
    assert soldier not in t.state.prompt.options


def test_a_soldier_the_innkeeper_destroyed_can_no_longer_draw(table):
    t = advance(table, ["Innkeeper", "Battle-scarred Soldier"], deck=["Torch"])
    t.do("village", "use [Innkeeper] 0", "choose [Battle-scarred Soldier]")
    assert "is not in your hand" in t.refused("use [Battle-scarred Soldier] 0")


# --- Battle-scarred Soldier ----------------------------------------------------------------------

def test_the_soldier_draws_in_the_village(table):
    t = advance(table, ["Battle-scarred Soldier"], deck=["Torch"])
    t.do("village", "use [Battle-scarred Soldier] 0")
    assert t.names("p0.hand") == ["Battle-scarred Soldier", "Torch"]


@pytest.mark.parametrize("drawn, bonus", [("Criochan Sergeant", 2), ("Regular", 2), ("Torch", 0)])
def test_the_soldier_draws_in_the_dungeon_and_a_hero_drawn_gains_attack_2(table, drawn, bonus):
    t = advance(table, ["Battle-scarred Soldier"], deck=[drawn], choice="dungeon")
    t.do("use [Battle-scarred Soldier] 1")
    line = t.breakdown("Pegasus").line(t.card(drawn))
    assert line.attack == t.game.defn(t.card(drawn)).attack + bonus


# --- King Caelan's Writ ----------------------------------------------------------------------------

def test_the_writ_puts_the_top_hero_of_a_stack_on_the_deck_and_ends_the_turn_before_buying(table):
    t = advance(table, ["King Caelan's Writ", "Torch", "Torch", "Regular"], xp=5)
    writ = t.card("King Caelan's Writ")
    t.do("village", "use [King Caelan's Writ] 0")
    assert t.state.prompt.reason == "take_from_village"
    assert {t.game.name(c) for c in t.state.prompt.options} == {
        "Criochan Sergeant", "Deepstrider Sentry", "Whetmage Honer", "Drua Sacrist"}  # no Regular: no hero stack
    sacrist = t.card("Drua Sacrist")
    t.do(f"choose {sacrist}")
    assert t.state.loc[writ] == "destroyed" and t.state.active == 1  # no purchase, no level-up
    assert not t.of_type("Purchased") and not t.of_type("LeveledUp")
    assert t.state.loc[sacrist] == "p0.hand"  # the hero opens the next hand


def test_the_writ_takes_whatever_level_lies_on_top_of_the_stack(table):
    # glossary: with the level 1 Heroes all bought, the top one is of level 2 or 3
    t = advance(table, ["King Caelan's Writ"], stacks={"criochan": 2})  # the two level 3 Heroes are left
    t.do("village", "use [King Caelan's Writ] 0")
    captain = t.card("Criochan Captain")
    assert captain in t.state.prompt.options
    t.do(f"choose {captain}")
    assert t.state.loc[captain] == "p0.hand" and t.names("stack.criochan") == ["Criochan Captain"]


def test_the_rulebook_village_example_storm_innkeeper_and_writ(table):
    # rulebook (Beispiel eines Dorfbesuchs): its rules, not its gold (docs/advance.md section 21); a
    # Regular stands in for the Curse of Discord
    t = advance(table, ["Aird Cutpurse", "Summon Storm", "King Caelan's Writ", "Innkeeper", "Smuggler", "Regular"],
                deck=["Longspear"] + ["Torch"] * 6, others={"deck": ["Regular"] * 7})
    storm, innkeeper = t.card("Summon Storm"), t.card("Innkeeper")
    t.do("village", "use [Aird Cutpurse] 0")  # every player discards the top card, Michael too
    assert t.names("p0.discard") == ["Longspear"] and t.names("p1.discard") == ["Regular"]
    t.do("choose [Longspear]")
    assert t.gained("gold") == [2]
    t.do("use [Summon Storm] 0")  # back on the deck
    t.do("use [Innkeeper] 0", f"choose {innkeeper}")  # it destroys itself (the Regular it might)
    t.do("use [King Caelan's Writ] 0", "choose [Drua Sacrist]")  # then the turn ends
    assert not t.of_type("Purchased") and not t.of_type("LeveledUp") and t.state.active == 1
    assert t.state.loc[innkeeper] == "destroyed"
    assert {storm, t.card("Drua Sacrist")} <= set(t.state.players[0].hand)  # the next hand opens with both


# --- Smuggler ------------------------------------------------------------------------------------

def lost_fight(table, their_hand, their_deck=("Torch",) * 3):
    t = advance(table, ["Regular"], choice="dungeon", others={"hand": list(their_hand), "deck": list(their_deck)})
    t.do("attack [Griffon]")  # 1 against 7: lost
    return t


def test_two_smugglers_after_another_players_lost_fight_give_two_purchases(table):
    # rulebook React example: the first purchase counts the second Smuggler's gold, the second the rest
    t = lost_fight(table, ["Smuggler", "Smuggler", "Longspear", "Torch"])
    first, second = t.card("Smuggler"), t.card("Smuggler", 2)
    assert t.state.prompt.player == 1 and t.state.prompt.reason == "react"
    t.do("choose use")
    assert CardsRevealed(1, (first,)) in t.events and t.state.loc[first] == "destroyed"
    assert t.card("Longsword") in t.state.prompt.options  # 1 + 2 + 2 = 5 gold
    t.do("choose [Longsword]")
    t.do("choose use")  # the second Smuggler
    assert t.state.loc[second] == "destroyed"
    options = {t.game.name(c) for c in t.state.prompt.options}
    assert "Pike" in options and "Longsword" not in options  # 4 gold again for the second
    assert "Drua Sacrist" not in options and "Regular" not in options  # 6 gold; a Regular has no price
    t.do("choose [Pike]")
    assert [(e.player, t.game.name(e.card)) for e in t.events if isinstance(e, Purchased)] == \
        [(1, "Longsword"), (1, "Pike")]
    assert t.names("p1.discard") == ["Pike", "Longsword"]


def test_a_smuggler_may_be_left_in_the_hand(table):
    t = lost_fight(table, ["Smuggler", "Torch"])
    t.do("choose pass")
    assert t.state.loc[t.card("Smuggler")] == "p1.hand" and not t.of_type("Purchased")


def test_the_smuggler_reacts_after_its_owners_own_lost_fight_too(table):
    # glossary: it may be used after one's own lost fight
    t = advance(table, ["Smuggler", "Regular", "Torch", "Torch"], choice="dungeon")
    t.do("attack [Griffon]")
    assert t.state.prompt.player == 0 and t.state.prompt.reason == "react"
    t.do("choose use", "choose [Pike]")  # the Smuggler is gone: 0 + 2 + 2 = 4 gold
    assert buys(t) == ["Pike"]


def test_a_player_who_can_fight_no_monster_has_lost_a_fight_and_the_smuggler_reacts(table):
    # rulebook (Merkmale, "cannot be fought unless"): who can attack no monster ends the turn, and that
    # counts as a failed attack, which the Smuggler answers as a lost fight (docs/advance.md section 4)
    hall = ["Necrophidius", "Ossuous", "Necrophidius", "Ossuous"]
    t = advance(table, ["Regular", "Torch"], hall=hall, choice="dungeon",
                others={"hand": ["Smuggler", "Longspear", "Torch"], "deck": ["Torch"] * 6})
    assert "cannot be fought" in t.refused("attack [Ossuous]")
    t.do("end")
    assert t.state.prompt.player == 1 and t.state.prompt.reason == "react"
    assert t.state.active == 0  # asked before the turn is over
    t.do("choose use", "choose [Pike]")  # 2 + 2 = 4 gold
    assert [(e.player, t.game.name(e.card)) for e in t.events if isinstance(e, Purchased)] == [(1, "Pike")]
    assert t.state.active == 1 and [t.game.name(t.state.hall_card(r)) for r in (1, 2, 3, 4)] == hall


def test_ending_a_dungeon_turn_by_a_thundermage_bolter_is_no_lost_fight(table):
    # the Bolter's take is no fight at all: nothing to react to
    t = advance(table, ["Thundermage Bolter", "Regular"], choice="dungeon",
                others={"hand": ["Smuggler", "Torch"], "deck": ["Torch"] * 6})
    t.do("use [Thundermage Bolter] 0")
    assert t.state.prompt is None and t.state.active == 1
    assert not [e for e in t.events if isinstance(e, CardsRevealed) and e.player == 1]


def test_no_smuggler_purchase_after_a_won_fight(table):
    t = advance(table, ["Criochan Captain", "Regular", "Torch"], choice="dungeon",
                others={"hand": ["Smuggler", "Torch"], "deck": ["Torch"]})
    t.do("attack [Griknack Goblin]")
    assert t.state.prompt is None and not t.of_type("PromptOpened")


def test_the_smuggler_destroys_a_card_with_a_gold_value_for_4_gold(table):
    t = advance(table, ["Smuggler", "Summon Storm", "Torch"])
    torch = t.card("Torch")
    t.do("village", "use [Smuggler] 1")
    assert set(t.state.prompt.options) == {t.card("Smuggler"), torch}  # the Storm has no gold value
    t.do(f"choose {torch}")
    assert t.gained("gold") == [4]
    t.do("buy longsword")  # 1 + 4 = 5 gold
    assert buys(t) == ["Longsword"]


# --- Veteran Trainer ---------------------------------------------------------------------------

def test_the_veteran_trainer_gains_1_xp_per_monster_in_the_hand(table):
    # glossary: only the revealed Monsters count, not those in the dungeon
    t = advance(table, ["Veteran Trainer", "Harpy", "Basilisk", "Torch"])
    t.do("village", "use [Veteran Trainer] 0")
    assert t.state.players[0].xp == 2


def test_the_veteran_trainer_spoils_levels_up_a_hero_without_xp(table):
    t = advance(table, ["Veteran Trainer", "Criochan Sergeant", "Criochan Captain"], choice="dungeon")
    trainer, sergeant = t.card("Veteran Trainer"), t.card("Criochan Sergeant")
    t.do("attack [Griknack Goblin]")
    xp = t.state.players[0].xp
    t.do("use [Veteran Trainer] 1", f"choose {sergeant}")
    assert t.state.loc[trainer] == "destroyed" and t.state.players[0].xp == xp
    (up,) = [e for e in t.events if isinstance(e, LeveledUp)]
    assert up.old == sergeant and up.xp == 0 and t.game.name(up.new) == "Criochan Knight"
    assert t.state.loc[up.new] == "p0.discard"


# --- bots --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("start", [0, 5, 10])
def test_random_bots_play_whole_advance_games_with_the_advance_village(catalog, start):
    """Every village stack in some game, on either board side, the invariants checked after every action."""
    from tests.cards.advance_monster_helpers import whole_random_game

    village = [VILLAGE[(start + i) % 19] for i in range(8)]
    game = whole_random_game(catalog, 700 + start, "wilderness" if start % 10 else "dungeon", heroes=HEROES,
                             village=village)
    st = game.state
    owned = {st.cards[c] for c, where in st.loc.items() if where.startswith("p")}
    assert any(catalog.cards[k].group in village for k in owned)  # the village cards were bought and played

