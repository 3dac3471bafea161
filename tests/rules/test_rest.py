"""Resting (rulebook: Rest, the Resting Example, Disease Cards)."""


from game.engine.events import RestDestroyed

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]
NEXT = ["Torch", "Torch", "Iron Rations", "Iron Rations", "Dagger", "Dagger"]


def resting(table, hand, deck=NEXT):
    return table(players=[{"hand": hand, "deck": deck}, {"deck": ["Militia"] * 6}], hall=HALL,
                 dungeon=["Basilisk"], choice="rest")




def test_resting_example_with_first_game_cards(table):
    """Rulebook: Resting Example. Our analogue: Disease, two Militia, a Dagger, a Scout and a
    Medusa; the Disease is destroyed and goes back to its stack, the Scout's village ability cannot
    be used, and the turn ends with a new hand of 6."""
    t = resting(table, ["Disease", "Militia", "Militia", "Dagger", "Scout", "Medusa"])
    disease = t.card("Disease")
    assert "no abilities" in t.refused("use [Scout] 0")
    t.do("destroy [Disease]")
    assert RestDestroyed(0, disease) in t.events
    assert t.state.disease[0] == disease and len(t.state.disease) == 11
    assert t.state.destroyed == []
    assert "at most one" in t.refused("destroy [Militia]")
    t.do("end")
    assert sorted(t.names("p0.discard")) == ["Dagger", "Medusa", "Militia", "Militia", "Scout"]
    assert t.names("p0.hand") == NEXT
    assert t.state.active == 1


def test_a_card_destroyed_while_resting_leaves_the_game(table):
    t = resting(table, ["Militia", "Militia", "Dagger"])
    militia = t.card("Militia")
    t.do("destroy [Militia]", "end")
    assert t.state.destroyed == [militia]
    assert militia not in t.state.player_cards(0)
    assert sorted(t.names("p0.discard")) == ["Dagger", "Militia"]


def test_resting_may_destroy_nothing(table):
    t = resting(table, ["Militia", "Disease"])
    t.do("end")
    assert t.state.destroyed == [] and len(t.state.disease) == 10
    assert sorted(t.names("p0.discard")) == ["Disease", "Militia"]


def test_only_a_card_in_hand_can_be_destroyed_when_resting(table):
    t = resting(table, ["Militia"], deck=["Disease"] + NEXT)
    assert "not in your hand" in t.refused("destroy [Disease]")
    assert "not in your hand" in t.refused("destroy [Harpy]")


def test_nothing_else_can_be_done_while_resting(table):
    t = resting(table, ["Militia", "Dagger", "Torch", "Torch", "Belzur Curate", "Disease"])
    assert t.refused("buy dagger")
    assert t.refused("equip [Dagger] [Militia]")
    assert t.refused("attack [Harpy]")
    assert t.refused("use [Belzur Curate] 1")
    assert t.refused("level [Militia] belzur")


def test_cards_are_destroyed_this_way_only_when_resting(table):
    t = table(players=[{"hand": ["Militia", "Disease"]}, {}], hall=HALL, choice="village")
    assert "resting" in t.refused("destroy [Disease]")
    d = table(players=[{"hand": ["Militia", "Disease"]}, {}], hall=HALL, choice="dungeon")
    assert "resting" in d.refused("destroy [Disease]")
