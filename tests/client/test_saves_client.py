"""Named saves: Save as from the table's menu, listed on the Load screen with date, mode, players
and turn next to the autosaves; opening one continues in a new autosave and leaves it as it was."""

from __future__ import annotations

import pygame

from game.client.saving import info, named_path, slug
from game.client.scenes.dialog import Dialog, TextPrompt
from game.client.scenes.load import LoadScene
from game.client.scenes.table import TableScene
from game.client.session import GameSession, Seat
from game.engine.actions import Visit
from game.engine.setup import first_game
from game.saves.savegame import list_saves, load_game, read_save
from tests.client.conftest import button, click, key


def start(app, catalog, seed=11):
    session = GameSession.new(catalog, first_game(["Ann", "Bot"]), seed, [Seat("Ann"), Seat("Bot", "bot")],
                              saves_dir=app.saves_dir, fsync=False)
    while session.is_bot(session.to_act):
        session.apply(session.bot_action())
    session.apply(Visit("village"))
    table = app.replace(TableScene(app, session))
    app.step(0.016)
    return table


def type_text(app, text):
    app.feed(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(0.016)


def save_from_menu(app, table, name):
    click(app, button(table, "menu").rect.center)
    menu = app.stack.top
    assert isinstance(menu, Dialog)
    click(app, button(menu, "Save as…").rect.center)
    prompt = app.stack.top
    assert isinstance(prompt, TextPrompt) and prompt.text  # a name is suggested
    for _ in range(len(prompt.text)):
        key(app, pygame.K_BACKSPACE)
    type_text(app, name)
    key(app, pygame.K_RETURN)


def test_save_as_from_the_menu_writes_a_named_copy_of_the_game(app, catalog):
    table = start(app, catalog)
    save_from_menu(app, table, "Before the big fight")
    path = named_path(app.saves_dir, "Before the big fight")
    assert path.exists() and app.stack.top is table
    save = read_save(path)
    assert save.header["name"] == "Before the big fight"
    assert load_game(path, catalog).state == table.state
    assert any("Saved as" in t.message for t in app.toasts)


def test_saving_again_under_the_same_name_asks_before_replacing(app, catalog):
    table = start(app, catalog)
    save_from_menu(app, table, "slot")
    table.act(next(a for a in table.game.legal_actions() if a.text() == "end"))
    save_from_menu(app, table, "slot")
    ask = app.stack.top
    assert isinstance(ask, Dialog) and ask.title == "Replace the save?"
    first = len(read_save(named_path(app.saves_dir, "slot")).records)
    click(app, button(ask, "Replace “slot”").rect.center)
    assert len(read_save(named_path(app.saves_dir, "slot")).records) > first  # the later position


def test_the_load_screen_shows_named_saves_and_autosaves_with_date_mode_players_and_turn(app, catalog):
    table = start(app, catalog)
    save_from_menu(app, table, "My game")
    table.session.close()
    summaries = list_saves(app.saves_dir)
    infos = sorted((info(s.save) for s in summaries), key=lambda i: i.kind)
    assert [i.kind for i in infos] == ["autosave", "named"]
    auto, named = infos
    assert named.title == "My game" and named.players == ["Ann", "Bot"] and named.mode == "Competitive"
    assert named.turn == table.state.turn_number and auto.turn == table.state.turn_number
    assert auto.title == "Ann, Bot" and len(named.when) == len("2024-05-01 12:00")
    app.replace(LoadScene(app))
    app.step(0.016)
    assert len(app.stack.top.saves) == 2


def test_opening_a_named_save_continues_in_a_new_autosave_and_keeps_the_named_one(app, catalog):
    table = start(app, catalog)
    save_from_menu(app, table, "keep me")
    position = table.state.clone()
    table.session.close()
    named = named_path(app.saves_dir, "keep me")
    before = named.read_bytes()
    load = app.replace(LoadScene(app))
    app.step(0.016)
    row = next(i for i, s in enumerate(load.saves) if s.path == named)
    click(app, button(load, f"open{row}").rect.center)
    resumed = app.stack.scenes[0]
    assert isinstance(resumed, TableScene) and resumed.state == position
    assert resumed.session.save_path != named
    resumed.act(next(a for a in resumed.game.legal_actions() if a.text() == "end"))
    assert named.read_bytes() == before  # the named save did not move on


def test_a_save_name_becomes_a_safe_file_name():
    assert slug("  Ann's game: turn 5 / final ") == "Ann_s_game_turn_5_final"
    assert slug("///") == "save"


def test_the_new_game_screen_offers_the_engines_modes_with_their_levels(app):
    from game.client.scenes.newgame import NewGameScene

    app.start()
    ng = app.push(NewGameScene(app))
    app.step(0.016)
    assert [m.name for m in ng.modes][:1] == ["competitive"] and len(ng.modes) >= 2
    seen = {}
    for _ in range(len(ng.modes)):
        click(app, button(ng, "mode").rect.center)
        seen[ng.mode.name] = (len(ng.seats), ng.level, ng.preview is not None)
    assert seen["solo"][0] == 1 and seen["solo"][1] == "normal" and seen["solo"][2]
    assert seen["competitive"][0] == 2 and seen["competitive"][1] is None
    while ng.mode.name != "solo":
        click(app, button(ng, "mode").rect.center)
    click(app, button(ng, "level").rect.center)
    assert ng.level == "warrior" and ng.preview.setup.options.get("level") == "warrior"
    assert not button(ng, "more").enabled  # one player only
    click(app, button(ng, "start").rect.center)
    session = app.stack.scenes[0].session
    assert session.game.setup.mode == "solo" and len(session.seats) == 1


def test_continue_tells_the_whole_game_again_in_the_log_and_goes_on_in_the_same_file(app, catalog):
    from game.client.scenes.title import TitleScene

    session = GameSession.new(catalog, first_game(["Ann", "Bot"]), 11, [Seat("Ann", "bot", "random"),
                                                                       Seat("Bot", "bot", "random")],
                              saves_dir=app.saves_dir, fsync=False)
    for _ in range(40):
        session.apply(session.bot_action())
    log, path = list(session.log), session.save_path
    session.close()
    title = app.replace(TitleScene(app))
    app.step(0.016)
    title.continue_game()
    table = next(s for s in app.stack.scenes if isinstance(s, TableScene))
    assert table.session.log == log  # not just the last turn's heading
    assert table.session.save_path == path
    table.act(table.session.bot_action())
    assert [s.path for s in list_saves(app.saves_dir)] == [path]  # one game, one save
