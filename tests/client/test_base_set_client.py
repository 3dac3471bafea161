"""The base set at the table: its first game started from New Game, played with the attack
breakdown and drag-to-equip, then saved, continued and replayed exactly."""

from __future__ import annotations

from game.ai.random_bot import RandomBot
from game.client.scenes.load import LoadScene
from game.client.scenes.newgame import NewGameScene
from game.client.scenes.table import TableScene
from game.engine.actions import Equip, Visit
from game.saves.savegame import list_saves, verify_replay
from tests.client.conftest import button, click, drag


def test_the_base_sets_first_game_starts_from_new_game_and_is_saved_continued_and_replayed(app, catalog):
    app.start()
    ng = app.push(NewGameScene(app))
    app.step(0.016)
    click(app, button(ng, "first:base").rect.center)
    assert ng.first_set == "base" and ng.preview is not None
    assert ng.preview.setup.heroes == ["elf", "lorigg", "regian", "thyrian"]
    ng.seed = 1  # a fixed game: the first hand holds a Dagger and a Militia
    ng.refresh()
    while ng.seats[1].kind != "human":  # the second seat becomes a human: hot-seat, no bot moves
        click(app, button(ng, "seat1").rect.center)
    click(app, button(ng, "start").rect.center)
    table = app.stack.scenes[-2] if not isinstance(app.stack.top, TableScene) else app.stack.top
    assert isinstance(table, TableScene)
    while not isinstance(app.stack.top, TableScene):  # the pass-the-device screen
        click(app, button(app.stack.top, "ready").rect.center)
    game = table.game
    assert set(game.state.stacks) >= {"elf", "lorigg", "regian", "thyrian", "battle_fury", "fireball",
                                      "flaming_sword", "lightstone_gem", "magical_aura", "short_sword", "spear",
                                      "town_guard"}
    hall = [game.name(c) for slot in game.state.hall for c in slot]
    assert hall and all(game.defn(c).set == "base" for slot in game.state.hall for c in slot)

    # the dungeon: a Dagger dragged onto a Militia, and the breakdown under a monster says what it does
    assert table.act(Visit("dungeon")), [x.message for x in app.toasts]
    app.step(0.016)
    assert game.state.turn.choice == "dungeon"
    hand = [v for v in table.hand_views if v.zone == "hand"]
    dagger = next((v for v in hand if game.name(v.card) == "Dagger"), None)
    militia = next((v for v in hand if game.name(v.card) == "Militia"), None)
    assert dagger is not None and militia is not None
    drag(app, dagger.rect.center, militia.rect.center)
    assert game.state.turn.equipment.get(dagger.card) == militia.card
    assert Equip(dagger.card, militia.card) not in game.legal_actions()  # it is on him already
    monster = game.state.hall_card(1)
    bd = game.breakdown(monster, 1)
    assert bd.monster_name == game.name(monster) and bd.health == game.monster_health(monster)

    # a few turns by a bot's choices, then the game is continued from its autosave
    bot = RandomBot(5)
    for _ in range(60):
        if game.state.over:
            break
        table.act(bot.choose(game))
        app.step(0.016)
        while not isinstance(app.stack.top, TableScene):
            top = app.stack.top
            if button_or_none(top, "ready") is not None:
                click(app, button(top, "ready").rect.center)
            else:
                app.pop(top)
    position = game.state.clone()
    path = table.session.save_path
    table.session.close()
    assert verify_replay(path, catalog).ok  # replayed from the setup, event for event
    load = app.replace(LoadScene(app))
    app.step(0.016)
    row = next(i for i, s in enumerate(load.saves) if s.path == path)
    click(app, button(load, f"open{row}").rect.center)
    resumed = next(s for s in app.stack.scenes if isinstance(s, TableScene))
    assert resumed.state == position and resumed.game.setup.heroes == ["elf", "lorigg", "regian", "thyrian"]
    assert any(s.path == path for s in list_saves(app.saves_dir))


def button_or_none(scene, key):
    buttons = getattr(scene, "buttons", None)
    return buttons.find(key) if buttons is not None else None
