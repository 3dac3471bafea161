"""What a bot knows of hidden orders (game/ai/knowledge.py): the top cards it has seen put on its own
deck or on the dungeon deck stay there in every private deal, until they are drawn, turned over or
shuffled away; what it did not see, it does not know."""

from __future__ import annotations

from game.ai import knowledge
from game.engine.game import Game

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]
DUNGEON = ["Medusa", "Plague Zombie", "Minotaur", "Walking Scourge", "Harpy", "Half-Ogre"]
DECK = ["Dagger", "Iron Rations", "Soul Gem", "Militia", "Militia", "Torch", "Militia", "Militia"]


def deals(game, me, n=12):
    return [knowledge.determinize(game, me, seed) for seed in range(n)]


def scouted_village(table):
    """Scout in the village: draws 3 and puts 3 back on the deck, the Soul Gem on top."""
    t = table(players=[{"hand": ["Scout", "Militia", "Torch"], "deck": list(DECK)}, {"deck": ["Militia"] * 8}],
              hall=HALL, dungeon=list(DUNGEON), choice="village")
    t.do("use [Scout] 0", "choose [Soul Gem] [Torch] [Dagger]")
    return t


def test_the_cards_a_scout_puts_back_stay_on_top_of_my_deck_in_every_deal(table):
    t = scouted_village(table)
    on_top = [t.card("Soul Gem"), t.card("Torch"), t.card("Dagger")]
    assert t.state.players[0].deck[:3] == on_top
    assert knowledge.seen_tops(t.game, 0) == (on_top, [])
    copies = deals(t.game, 0)
    assert all(c.state.players[0].deck[:3] == on_top for c in copies)
    # what lies under them is still dealt anew, and every card is still there
    assert len({tuple(c.state.players[0].deck[3:]) for c in copies}) > 1
    assert all(sorted(c.state.players[0].deck) == sorted(t.state.players[0].deck) for c in copies)
    # the other player did not see my deck: it stays hidden from them
    assert knowledge.seen_tops(t.game, 1) == ([], [])
    assert len({tuple(c.state.players[0].deck[:3]) for c in deals(t.game, 1)}) > 1


def test_what_i_saw_on_my_deck_goes_as_it_is_drawn_and_a_shuffle_forgets_the_rest(table):
    t = table(players=[{"hand": ["Scout", "Militia", "Torch"], "deck": list(DECK)}, {"deck": ["Militia"] * 8}],
              hall=HALL, dungeon=list(DUNGEON), choice="village")
    t.do("use [Scout] 0", "choose [Soul Gem] [Torch] [Dagger]")
    t.game.draw(0, 2)  # (as a card that draws would)
    assert knowledge.seen_tops(t.game, 0)[0] == [t.card("Dagger")]
    t.game.shuffle("p0.deck")
    assert knowledge.seen_tops(t.game, 0)[0] == []


def test_the_dungeon_order_my_answer_gave_stays_on_top_and_only_i_know_it(table):
    t = table(players=[{"hand": ["Scout"], "deck": ["Torch"]}, {"deck": ["Militia"] * 8}], hall=HALL,
              dungeon=list(DUNGEON), choice="dungeon")
    t.do("use [Scout] 1", "choose [Minotaur] [Medusa] [Plague Zombie]")
    order = [t.card("Minotaur"), t.card("Medusa"), t.card("Plague Zombie")]
    assert t.state.dungeon[:3] == order and t.state.prompt is None
    assert knowledge.seen_tops(t.game, 0)[1] == order
    assert all(c.state.dungeon[:3] == order for c in deals(t.game, 0))
    # the other player saw the cards go back, not in which order
    assert knowledge.seen_tops(t.game, 1)[1] == []
    assert len({tuple(c.state.dungeon[:3]) for c in deals(t.game, 1)}) > 1
    # the top card enters the hall: the two under it are still known
    t.game.move(order[0], "hall.3", "enter")
    assert knowledge.seen_tops(t.game, 0)[1] == order[1:]


def test_a_monster_swapped_onto_the_dungeon_deck_is_known_to_everyone(table):
    t = table(players=[{"hand": ["Polymorph", "Torch"], "deck": ["Militia"] * 4}, {"deck": ["Militia"] * 8}],
              hall=HALL, dungeon=list(DUNGEON), choice="dungeon")
    t.do("use [Polymorph] 0", "choose [Half-Ogre]")  # Medusa, the top card, takes its rank
    ogre = t.card("Half-Ogre")
    assert t.state.dungeon[0] == ogre
    for me in (0, 1):
        assert knowledge.seen_tops(t.game, me)[1] == [ogre]
        assert all(c.state.dungeon[0] == ogre for c in deals(t.game, me))


def test_a_resumed_game_knows_what_the_game_it_continues_knew(table):
    """Read from the log, not kept by the bot: a copy of the game with the same log knows the same,
    and a private copy (no log) knows nothing of it."""
    t = scouted_village(table)
    again = Game(t.game.catalog, t.state.clone(), t.game.mode, t.game.setup, t.game.seed)
    again.log = list(t.game.log)
    assert knowledge.seen_tops(again, 0) == knowledge.seen_tops(t.game, 0) != ([], [])
    assert knowledge.seen_tops(knowledge.determinize(t.game, 0, 1), 0) == ([], [])


def test_a_card_put_on_top_unseen_hides_what_i_knew_under_it(table):
    t = table(players=[{"hand": ["Polymorph", "Torch"], "deck": ["Militia"] * 4}, {"hand": ["Dagger"]}],
              hall=HALL, dungeon=list(DUNGEON), choice="dungeon")
    t.do("use [Polymorph] 0", "choose [Half-Ogre]")
    ogre, dagger = t.card("Half-Ogre"), t.card("Dagger")
    t.game.move(dagger, "dungeon", "test", "top")  # from the other player's hand: only they saw which
    assert knowledge.seen_tops(t.game, 0)[1] == []
    assert knowledge.seen_tops(t.game, 1)[1] == [dagger, ogre]
