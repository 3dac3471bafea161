"""Taking actions back within a turn (game.engine.undo): up to the last point where something hidden
came to light, and the rebuilt game is exactly the game before the action."""

from __future__ import annotations

from game.ai.random_bot import RandomBot
from game.engine.actions import parse_action
from game.engine.game import Game
from game.engine.setup import first_game
from game.engine.undo import Applied, rewind, undo_window
from game.scenario import resolve

HALL = ["Shadow Killer", "Half-Ogre", "Walking Scourge"]


class Played:
    """A position and the record of every action applied to it (what the client keeps)."""

    def __init__(self, table, **spec):
        self.t = table(**spec)
        self.applied: list[Applied] = []

    @property
    def game(self) -> Game:
        return self.t.game

    def do(self, *texts: str) -> Played:
        for text in texts:
            action = resolve(self.game, text)
            player = self.game.to_act
            self.applied.append(Applied(player, tuple(self.game.apply(action)), action))
        return self

    def window(self):
        return undo_window(self.game, self.applied)

    def undo(self, k: int = 1) -> Game:
        new = rewind(self.game, self.applied, k)
        del self.applied[len(self.applied) - k:]
        self.t.game = new
        return new


def test_equipping_and_unequipping_can_be_taken_back_one_at_a_time(table):
    p = Played(table, players=[{"name": "Ann", "hand": ["Militia", "Militia", "Dagger", "Torch"]}, {"name": "Bob"}],
               hall=HALL, choice="dungeon")
    before = p.game.state.clone()
    dagger, first, second = p.t.card("Dagger"), p.t.card("Militia"), p.t.card("Militia", 2)
    p.do(f"equip {dagger} {first}")
    after_equip = p.game.state.clone()
    p.do(f"unequip {dagger}", f"equip {dagger} {second}")
    assert p.window().count == 3
    p.undo()
    assert p.game.state.turn.equipment == {}
    p.undo()
    assert p.game.state == after_equip and p.game.state.turn.equipment == {dagger: first}
    p.undo()
    assert p.game.state == before
    w = p.window()
    assert w.count == 0 and w.reason == "nothing earlier to take back"


def test_a_purchase_can_be_taken_back_and_the_card_returns_to_its_stack(table):
    p = Played(table, players=[{"name": "Ann", "hand": ["Militia", "Dagger", "Iron Rations", "Torch"]}, {"name": "Bob"}],
               hall=HALL)
    p.do("village", "buy torch")
    assert p.t.names("p0.discard") == ["Torch"]
    stack_before = len(p.game.state.stacks["torch"])
    assert p.window().count == 2
    game = p.undo()
    assert game.state.players[0].discard == [] and len(game.state.stacks["torch"]) == stack_before + 1
    assert game.state.turn.buys == 0 and game.state.turn.gold_spent == 0
    p.do("buy dagger")  # the taken-back buy is free again
    assert p.t.names("p0.discard") == ["Dagger"]


def test_a_draw_ends_the_window_and_the_draw_itself_cannot_be_taken_back(table):
    p = Played(table, players=[{"name": "Ann", "hand": ["Belzur Curate", "Militia", "Dagger"], "deck": ["Torch", "Militia"]},
                               {"name": "Bob"}], hall=HALL, choice="dungeon")
    curate, dagger, militia = p.t.card("Belzur Curate"), p.t.card("Dagger"), p.t.card("Militia")
    p.do(f"equip {dagger} {militia}")
    assert p.window().count == 1
    p.do(f"use {curate} 0")  # the Curate draws the Torch
    assert "Torch" in p.t.names("p0.hand")
    w = p.window()
    assert w.count == 0 and w.reason == "a card was drawn"
    p.do(f"unequip {dagger}")
    assert p.window().count == 1 and p.window().reason == "a card was drawn"


def test_a_new_turn_ends_the_window(table):
    p = Played(table, players=[{"name": "Ann", "hand": ["Militia"]}, {"name": "Bob", "hand": ["Militia"]}],
               hall=HALL, choice="rest")
    p.do("end")
    assert p.game.state.active == 1
    w = p.window()
    assert w.count == 0 and w.reason == "a new turn began"


def test_looking_at_the_top_of_the_dungeon_deck_ends_the_window(table):
    p = Played(table, players=[{"name": "Ann", "hand": ["Scout", "Militia", "Dagger"]}, {"name": "Bob"}],
               hall=HALL, dungeon=["Orc Warlord", "Harpy", "Medusa", "Half-Ogre"], choice="dungeon")
    scout, dagger, militia = p.t.card("Scout"), p.t.card("Dagger"), p.t.card("Militia")
    p.do(f"equip {dagger} {militia}")
    p.do(f"use {scout} 1")  # the three top dungeon cards are shown to be put back in order
    assert p.game.state.prompt is not None and p.game.state.prompt.reason == "reorder_dungeon"
    w = p.window()
    assert w.count == 0 and w.reason == "the top of the dungeon deck was looked at"


def test_a_won_battle_reveals_nothing_until_the_hall_refills_so_it_can_be_taken_back(table):
    p = Played(table, players=[{"name": "Ann", "hand": ["Militia", "Militia", "Militia", "Militia", "Dagger", "Torch"]},
                               {"name": "Bob"}], hall=HALL, dungeon=["Orc Warlord", "Harpy"], choice="dungeon")
    killer = p.t.card("Shadow Killer")
    p.do(f"equip {p.t.card('Dagger')} {p.t.card('Militia')}", f"attack {killer}")
    assert p.game.state.turn.battle_won is True and killer in p.game.state.players[0].discard
    assert p.window().count == 2  # the outcome was shown before the attack; the hall refills at the end of the turn
    game = p.undo()
    assert game.state.hall[0] == [killer] and game.state.players[0].xp == 0 and game.state.turn.battle_won is None
    assert game.state.turn.equipment  # the Dagger stays on its Militia


def test_an_answered_question_is_taken_back_with_the_effect_waiting_for_it_rebuilt(table):
    p = Played(table, players=[{"name": "Ann", "hand": ["Militia", "Militia", "Iron Rations"]}, {"name": "Bob"}],
               hall=HALL, choice="dungeon")
    rations, first = p.t.card("Iron Rations"), p.t.card("Militia")
    p.do(f"use {rations} 0")
    asked = p.game.state.clone()
    assert asked.prompt is not None
    p.do(f"choose {first}")
    assert any(m.stat == "strength" and m.target == first for m in p.game.state.turn.modifiers)
    assert p.window().count == 2
    game = p.undo()
    assert game.state == asked and game.state.stack  # the question is open again, its effect waiting
    p.do(f"choose {p.t.card('Militia', 2)}")  # and answering it differently works
    assert [m.target for m in p.game.state.turn.modifiers if m.stat == "strength"] == [p.t.card("Militia", 2)]


def test_rewinding_a_whole_game_matches_replaying_its_actions_from_the_start(catalog):
    game = Game.new(catalog, first_game(["A", "B"]), 17)
    bot = RandomBot(17)
    applied = []
    while len(applied) < 80 and not game.state.over:
        action, player = bot.choose(game), game.to_act
        applied.append(Applied(player, tuple(game.apply(action)), action))
    for k in (1, 5, 33):
        again = Game.new(catalog, first_game(["A", "B"]), 17)
        for a in applied[:len(applied) - k]:
            again.apply(a.action)
        rewound = rewind(game, applied, k)
        assert rewound.state == again.state and rewound.log == again.log
    assert len(game.log) > len(rewind(game, applied, 5).log)  # the game itself is untouched


def test_actions_text_from_a_save_are_applied_again_when_a_question_was_open(table):
    p = Played(table, players=[{"name": "Ann", "hand": ["Militia", "Militia", "Iron Rations"]}, {"name": "Bob"}],
               hall=HALL, choice="dungeon")
    p.do(f"use {p.t.card('Iron Rations')} 0")
    asked = p.game.state.clone()
    p.do(f"choose {p.t.card('Militia')}")
    texts = [Applied(a.player, a.events, a.action.text()) for a in p.applied]
    assert rewind(p.game, texts, 1).state == asked
    assert parse_action(texts[0].action) == p.applied[0].action
