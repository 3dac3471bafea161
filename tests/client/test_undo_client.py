"""The table's Undo button and Ctrl+Z: taking back actions of this turn, greyed with the reason when
nothing can be taken back, and the autosave following along."""

from __future__ import annotations

import pygame

from game.client.scenes.table import TableScene
from game.client.session import GameSession, Seat
from game.saves.savegame import load_game, start_scenario
from tests.client.conftest import button, click, drag
from tests.client.test_table import DUNGEON, table_for, view


def ctrl_z(app):
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, unicode="z", mod=pygame.KMOD_LCTRL, scancode=0))
    app.step(0.016)


def test_the_undo_button_takes_back_an_equip(app, catalog):
    t = table_for(app, catalog, **DUNGEON)
    assert not button(t, "undo").enabled and "nothing earlier" in button(t, "undo").reason
    dagger, militia = view(t, "Dagger"), view(t, "Militia", 2)
    drag(app, dagger.rect.center, militia.rect.center)
    assert t.state.turn.equipment == {dagger.card: militia.card}
    assert button(t, "undo").enabled
    click(app, button(t, "undo").rect.center)
    assert t.state.turn.equipment == {}
    assert next(v for v in t.hand_views if v.card == dagger.card).zone == "hand"  # back in the hand, not worn
    assert any("takes back" in line for line in t.session.log)


def test_ctrl_z_takes_back_a_purchase(app, catalog):
    spec = dict(players=[{"name": "Ann", "hand": ["Militia", "Dagger", "Iron Rations", "Torch"]}, {"name": "Bot"}],
                hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="village")
    t = table_for(app, catalog, **spec)
    tile = next(x for x in t.tiles if x.group == "torch")
    click(app, tile.rect.center)
    assert t.state.players[0].discard == [tile.top]
    ctrl_z(app)
    assert t.state.players[0].discard == [] and t.state.turn.buys == 0
    assert next(x for x in t.tiles if x.group == "torch").buyable  # the buy is free again


def test_undo_is_greyed_with_the_reason_after_a_draw(app, catalog):
    spec = dict(players=[{"name": "Ann", "hand": ["Belzur Curate", "Militia"], "deck": ["Torch"]}, {"name": "Bot"}],
                hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="dungeon")
    t = table_for(app, catalog, **spec)
    curate = view(t, "Belzur Curate")
    use = next(b for b in t.buttons.items if b.key.startswith(f"card{curate.card}:"))
    click(app, use.rect.center)
    assert "Torch" in [t.game.name(c) for c in t.state.players[0].hand]
    undo = button(t, "undo")
    assert not undo.enabled and undo.reason == "Nothing to take back: a card was drawn."
    click(app, undo.rect.center)
    assert "Torch" in [t.game.name(c) for c in t.state.players[0].hand]
    assert app.toasts[-1].message == "Nothing to take back: a card was drawn."


def test_undo_is_greyed_while_a_bot_plays(app, catalog):
    t = table_for(app, catalog, seats=("bot", "human"), **DUNGEON)
    t.viewer = 1
    t.rebuild()
    assert not button(t, "undo").enabled and "bot" in button(t, "undo").reason


def test_an_undo_rewrites_the_autosave_so_continuing_gives_the_same_position(app, catalog, tmp_path):
    path = tmp_path / "undo.tsave"
    saver = start_scenario(catalog, {**DUNGEON, "players": DUNGEON["players"], "village": "first_game"}, path,
                           fsync=False)
    names = [p.name for p in saver.game.state.players]
    session = GameSession(saver.game, [Seat(names[0]), Seat(names[1], "bot")], saver)
    t = app.replace(TableScene(app, session))
    app.step(0.016)
    dagger, militia = view(t, "Dagger"), view(t, "Militia")
    drag(app, dagger.rect.center, militia.rect.center)
    click(app, button(t, "undo").rect.center)
    militia2 = view(t, "Militia", 3)
    drag(app, view(t, "Dagger").rect.center, militia2.rect.center)
    session.close()
    loaded = load_game(path, catalog)
    assert loaded.state.turn.equipment == {dagger.card: militia2.card}
    assert loaded.state == t.state


def test_an_effects_question_can_be_taken_back_with_the_action_that_asked_it(app, catalog):
    from game.client.scenes.overlays import PromptScene

    spec = dict(players=[{"name": "Ann", "hand": ["Militia", "Militia", "Iron Rations"]}, {"name": "Bot"}],
                hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="dungeon")
    t = table_for(app, catalog, **spec)
    rations = view(t, "Iron Rations")
    use = next(b for b in t.buttons.items if b.key.startswith(f"card{rations.card}:"))
    click(app, use.rect.center)
    prompt = app.stack.top
    assert isinstance(prompt, PromptScene) and button(prompt, "undo").enabled
    ctrl_z(app)
    assert app.stack.top is t and t.state.prompt is None and t.state.turn.used == []
    assert next(b for b in t.buttons.items if b.key.startswith(f"card{rations.card}:")).enabled  # usable again
