"""The end of the turn and the party deck (rulebook: Playing the Game, End of Turn, Your Party
Deck, Shuffle)."""

import pytest

from game.engine.errors import IllegalAction
from game.engine.events import HallShifted, Moved, MovedCards, Shuffled, TurnStarted, unbatched

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]


def table_with(table, p0, p1=None, choice="rest", players=2, active=0):
    others = [p1 or {"deck": ["Militia"] * 6} for _ in range(players - 1)]
    return table(players=[p0, *others], hall=HALL, dungeon=["Basilisk", "Medusa"], choice=choice,
                 active=active)


def test_every_card_in_hand_is_discarded_and_6_new_cards_are_drawn_from_the_top(table):
    deck = ["Torch", "Dagger", "Iron Rations", "Scout", "Polymorph", "Frost Bolt", "Soul Gem", "Silverstorm"]
    t = table_with(table, {"hand": ["Militia", "Militia", "Torch"], "deck": deck, "discard": ["Harpy"]})
    t.do("end")
    assert t.names("p0.hand") == deck[:6]
    assert t.names("p0.deck") == deck[6:]
    assert sorted(t.names("p0.discard")) == ["Harpy", "Militia", "Militia", "Torch"]
    assert not any(isinstance(e, Shuffled) for e in t.events)


def test_used_and_unused_cards_are_all_discarded_after_the_village(table):
    t = table_with(table, {"hand": ["Belzur Curate", "Disease", "Torch", "Torch", "Dagger", "Militia"],
                           "deck": ["Militia"] * 6}, choice="village")
    t.do("use [Belzur Curate] 1", "buy iron_rations", "end")
    assert sorted(t.names("p0.discard")) == ["Belzur Curate", "Dagger", "Iron Rations", "Militia", "Torch", "Torch"]
    assert t.names("p0.hand") == ["Militia"] * 6


def test_the_discard_pile_is_not_reshuffled_while_the_deck_has_enough_cards(table):
    t = table_with(table, {"hand": ["Militia"], "deck": ["Torch"] * 6, "discard": ["Dagger"] * 4})
    t.do("end")
    assert t.names("p0.hand") == ["Torch"] * 6
    assert t.state.players[0].deck == []
    assert sorted(t.names("p0.discard")) == ["Dagger"] * 4 + ["Militia"]
    assert not any(isinstance(e, Shuffled) for e in t.events)


def test_when_the_deck_runs_out_its_last_cards_are_drawn_then_the_discard_pile_is_reshuffled(table):
    t = table_with(table, {"hand": ["Militia", "Militia"], "deck": ["Torch", "Scout"],
                           "discard": ["Dagger", "Dagger", "Iron Rations", "Iron Rations"]})
    torch, scout = t.card("Torch"), t.card("Scout")
    t.do("end")
    hand = t.state.players[0].hand
    assert hand[:2] == [torch, scout]  # the old deck first
    assert len(hand) == 6
    # the reshuffled pile held the old discard pile and the hand just discarded
    assert sorted(t.names("p0.hand")[2:] + t.names("p0.deck")) == sorted(
        ["Dagger", "Dagger", "Iron Rations", "Iron Rations", "Militia", "Militia"])
    assert len(t.state.players[0].deck) == 2 and t.state.players[0].discard == []
    steps = ["shuffle" if isinstance(e, Shuffled) else "draw" for e in unbatched(t.events)
             if isinstance(e, Shuffled) or (isinstance(e, Moved) and e.reason == "draw")]
    assert steps == ["draw", "draw", "shuffle", "draw", "draw", "draw", "draw"]
    # as events: the two cards drawn, the discard pile put under the deck, the shuffle, four more
    routes = [(e.reason, len(e.cards)) if isinstance(e, MovedCards) else "shuffle"
              for e in t.events if isinstance(e, MovedCards | Shuffled)]
    assert routes == [("discard", 2), ("draw", 2), ("reshuffle", 6), "shuffle", ("draw", 4)]
    assert [e.zone for e in t.events if isinstance(e, Shuffled)] == ["p0.deck"]


def test_a_player_with_fewer_than_6_cards_draws_them_all(table):
    t = table_with(table, {"hand": ["Militia", "Militia"], "deck": ["Torch"]})
    t.do("destroy [Militia]", "end")
    assert sorted(t.names("p0.hand")) == ["Militia", "Torch"]
    assert t.state.players[0].deck == [] and t.state.players[0].discard == []


def test_a_bought_card_waits_in_the_discard_pile_until_a_reshuffle(table):
    t = table_with(table, {"hand": ["Torch", "Torch"], "deck": ["Militia"] * 7}, choice="village")
    t.do("buy dagger", "end")
    assert "Dagger" not in t.names("p0.hand")
    assert "Dagger" in t.names("p0.discard")


def test_the_hall_is_refilled_before_the_new_hand_is_drawn(table):
    t = table(players=[{"hand": ["Militia", "Militia", "Militia", "Militia", "Torch"],
                        "deck": ["Militia"] * 6}, {}],
              hall=HALL, dungeon=["Basilisk"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    order = [type(e).__name__ if not isinstance(e, Moved) else e.reason for e in unbatched(t.events)]
    assert order.index("HallShifted") < order.index("draw")
    assert any(isinstance(e, HallShifted) for e in t.events)


@pytest.mark.parametrize("players,active,nxt", [(2, 0, 1), (2, 1, 0), (3, 1, 2), (3, 2, 0), (5, 4, 0)])
def test_play_passes_to_the_next_player_in_order(table, players, active, nxt):
    seats = [{"deck": ["Militia"] * 6} for _ in range(players)]
    seats[active] = {"hand": ["Militia"], "deck": ["Militia"] * 6}
    t = table(players=seats, hall=HALL, dungeon=["Basilisk"], choice="rest", active=active)
    t.do("end")
    assert TurnStarted(nxt, 2) in t.events
    assert t.state.active == nxt and t.state.turn.choice is None
    assert t.state.turn_number == 2


def test_each_turn_is_exactly_one_of_village_dungeon_or_rest(table):
    t = table(players=[{"hand": ["Militia"], "deck": ["Militia"] * 6}, {}], hall=HALL)
    with pytest.raises(IllegalAction):
        t.do("end")  # a choice is needed first
    t.do("village")
    for other in ("dungeon", "rest", "village"):
        with pytest.raises(IllegalAction):
            t.do(other)
