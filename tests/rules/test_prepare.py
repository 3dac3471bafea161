"""Advance's Prepare (Towers of Ruin rulebook: Vorbereitung; overview: a player's turn): any cards
of the hand go back on top of the deck in the order the player chooses, the rest are discarded, and
the new hand of 6 is drawn from the top, so it starts with them. Only Advance offers the choice."""

from game.engine.actions import Visit, parse_action
from game.engine.events import Moved, PromptOpened, TurnChoice, unbatched

HALL4 = ["Harpy", "Half-Ogre", "Shadow Killer", "Harpy"]
HAND = ["Militia", "Dagger", "Torch", "Iron Rations", "Scout", "Militia"]
DECK = ["Disease", "Disease", "Disease", "Disease", "Disease", "Disease", "Disease"]


def preparing(table, hand=HAND, deck=DECK):
    t = table(ruleset="advance", hall=HALL4, dungeon=["Basilisk"],
              players=[{"hand": hand, "deck": deck}, {"deck": ["Militia"] * 6}])
    return t


def test_prepare_is_a_fourth_turn_choice_in_advance_only(table):
    t = preparing(table)
    assert [a for a in t.game.legal_actions() if isinstance(a, Visit)] == [
        Visit("village"), Visit("dungeon"), Visit("prepare"), Visit("rest")]
    classic = table(hall=HALL4[:3], dungeon=["Basilisk"], players=[{"hand": HAND, "deck": DECK}, {}])
    assert Visit("prepare") not in classic.game.legal_actions()
    assert "unknown choice 'prepare'" in classic.refused("prepare")
    assert parse_action("prepare") == Visit("prepare")


def test_the_chosen_cards_go_on_top_of_the_deck_in_the_chosen_order_and_open_the_next_hand(table):
    t = preparing(table)
    scout, torch, dagger = t.card("Scout"), t.card("Torch"), t.card("Dagger")
    t.do("prepare")
    assert TurnChoice(0, "prepare") in t.events
    prompt = t.game.state.prompt
    assert (prompt.kind, prompt.reason, prompt.min, prompt.max) == ("cards", "prepare", 0, 6)
    t.do(f"choose {dagger} {scout} {torch}")
    assert (t.game.state.prompt.kind, t.game.state.prompt.reason) == ("order", "prepare_order")
    t.do(f"choose {scout} {torch} {dagger}")  # the Scout on top
    assert t.state.players[0].deck[:3] == [scout, torch, dagger]
    assert [e.reason for e in unbatched(t.events) if isinstance(e, Moved)] == ["prepare"] * 3
    t.do("end")
    hand = t.state.players[0].hand
    assert hand[:3] == [scout, torch, dagger] and len(hand) == 6
    assert t.names("p0.hand")[3:] == ["Disease"] * 3
    assert sorted(t.names("p0.discard")) == ["Iron Rations", "Militia", "Militia"]
    assert t.state.active == 1


def test_putting_back_the_whole_hand_draws_the_same_hand_again(table):
    t = preparing(table)
    before = list(t.state.players[0].hand)
    t.do("prepare", "choose " + " ".join(map(str, before)), "choose " + " ".join(map(str, before)), "end")
    assert t.state.players[0].hand == before
    assert t.state.players[0].discard == []


def test_one_card_put_back_needs_no_order_and_none_is_a_plain_discard(table):
    t = preparing(table)
    torch = t.card("Torch")
    t.do("prepare", f"choose {torch}")
    assert t.game.state.prompt is None
    assert t.state.players[0].deck[0] == torch
    t.do("end")
    assert t.state.players[0].hand[0] == torch
    nothing = preparing(table)
    nothing.do("prepare", "choose")
    assert not [e for e in unbatched(nothing.events) if isinstance(e, Moved)]
    nothing.do("end")
    assert nothing.names("p0.hand") == ["Disease"] * 6


def test_a_prepare_turn_uses_no_abilities_buys_nothing_and_attacks_nothing(table):
    t = preparing(table)
    t.do("prepare", "choose")
    assert "no abilities" in t.refused("use [Scout] 0")
    assert t.refused("buy torch")
    assert t.refused("attack [Harpy]")
    assert "already chose to prepare" in t.refused("rest")
    assert [str(a) for a in t.game.legal_actions()] == ["end"]


def test_prepare_asks_nothing_with_an_empty_hand(table):
    t = preparing(table, hand=[])
    t.do("prepare")
    assert not [e for e in t.events if isinstance(e, PromptOpened)]
    assert [str(a) for a in t.game.legal_actions()] == ["end"]


def test_the_turn_must_be_chosen_before_it_ends_naming_the_four_choices(table):
    t = preparing(table)
    assert t.refused("end") == "choose Village, Dungeon, Prepare or Rest first"
