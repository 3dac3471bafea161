"""Scenes, the scene stack and tweens; the title screen, a new game and continuing a saved game."""

from __future__ import annotations

import pygame

from game.client.scene import Scene, SceneStack
from game.client.scenes.load import LoadScene
from game.client.scenes.newgame import NewGameScene
from game.client.scenes.rules import RulesScene
from game.client.scenes.table import TableScene
from game.client.scenes.title import TitleScene
from game.client.tween import Animator
from game.engine.actions import Visit
from tests.client.conftest import button, click


class Probe(Scene):
    def __init__(self, app, name, consume=False, opaque=True, log=None):
        super().__init__(app)
        self.name, self.consume, self.opaque, self.log = name, consume, opaque, log

    def handle_event(self, event):
        self.log.append(("event", self.name))
        return self.consume

    def draw(self, surface):
        self.log.append(("draw", self.name))

    def pause(self):
        self.log.append(("pause", self.name))

    def resume(self):
        self.log.append(("resume", self.name))


def test_events_go_to_the_top_scene_first_and_pass_down_unless_consumed():
    log = []
    stack = SceneStack()
    stack.push(Probe(None, "table", log=log))
    stack.push(Probe(None, "overlay", opaque=False, log=log))
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    assert [x for x in log if x[0] == "event"] == [("event", "overlay"), ("event", "table")]
    log.clear()
    stack.scenes[-1].consume = True
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    assert [x for x in log if x[0] == "event"] == [("event", "overlay")]


def test_overlays_draw_over_the_first_opaque_scene_below_them():
    log = []
    stack = SceneStack()
    stack.push(Probe(None, "title", log=log))
    stack.push(Probe(None, "table", log=log))
    stack.push(Probe(None, "menu", opaque=False, log=log))
    assert ("pause", "title") in log and ("pause", "table") in log
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    assert log == [("draw", "table"), ("draw", "menu")]
    stack.pop()
    assert log[-1] == ("resume", "table")


def test_a_tween_moves_by_the_time_it_is_given_and_calls_back_at_the_end():
    class Thing:
        x = 0.0

    thing, done = Thing(), []
    anim = Animator()
    anim.animate(thing, 1.0, ease="linear", on_done=lambda: done.append(True), x=100)
    anim.update(0.25)
    assert thing.x == 25 and not done
    anim.update(0.5)
    assert thing.x == 75
    anim.update(1.0)
    assert thing.x == 100 and done == [True] and not anim.busy


def test_finishing_all_tweens_jumps_to_their_ends_and_runs_the_scheduled_tasks():
    class Thing:
        x = 0.0

    thing, ran = Thing(), []
    anim = Animator()
    anim.animate(thing, 2.0, delay=1.0, x=10)
    anim.schedule(5.0, lambda: ran.append(1))
    anim.finish_all()
    assert thing.x == 10 and ran == [1] and not anim.busy


def test_a_new_game_from_the_title_screen_seats_a_human_against_a_bot(app, tmp_path):
    app.start()
    app.step(0.016)
    click(app, button(app.stack.top, "new game").rect.center)
    ng = app.stack.top
    assert isinstance(ng, NewGameScene)
    assert [s.kind for s in ng.seats] == ["human", "bot"]
    assert ng.preview is not None and len(ng.preview.state.players) == 2
    click(app, button(ng, "more").rect.center)
    assert len(ng.seats) == 3 and len(ng.preview.state.players) == 3
    click(app, button(ng, "fewer").rect.center)
    click(app, button(ng, "start").rect.center)
    table = app.stack.scenes[0]
    assert isinstance(table, TableScene)
    session = table.session
    assert [s.kind for s in session.seats] == ["human", "bot"]
    assert session.save_path is not None and session.save_path.parent == tmp_path / "saves"
    # the bot plays at once if it starts; then it is the human's turn to choose
    for _ in range(200):
        app.step(0.05)
        if session.to_act == 0:
            break
    assert session.to_act == 0 and session.state.turn.choice is None


def test_typing_a_seed_and_a_name_on_the_new_game_screen(app):
    app.start()
    app.push(NewGameScene(app))
    ng = app.stack.top
    app.step(0.016)
    click(app, ng.seed_box.center)
    for _ in range(9):
        app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, unicode="", mod=0, scancode=0))
    app.feed(pygame.event.Event(pygame.TEXTINPUT, text="42"))
    click(app, ng.name_boxes[0].center)
    for _ in range(12):
        app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, unicode="", mod=0, scancode=0))
    app.feed(pygame.event.Event(pygame.TEXTINPUT, text="Ann"))
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="", mod=0, scancode=0))
    assert ng.seed == 42 and ng.seats[0].name == "Ann"
    assert ng.preview.seed == 42 and ng.preview.state.players[0].name == "Ann"


def test_continue_resumes_the_latest_autosave_at_the_same_position(app, catalog):
    from game.client.session import GameSession, Seat
    from game.engine.setup import first_game

    session = GameSession.new(catalog, first_game(["Ann", "Bot"]), 11, [Seat("Ann"), Seat("Bot", "bot")],
                              saves_dir=app.saves_dir, fsync=False)
    while session.is_bot(session.to_act):
        session.apply(session.bot_action())
    session.apply(Visit("village"))
    before = session.state.clone()
    session.close()
    title = app.start()
    app.step(0.016)
    assert button(title, "continue").enabled
    click(app, button(title, "continue").rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene)
    st = table.session.state
    assert st.turn.choice == "village" and st.active == before.active
    assert st.players[0].hand == before.players[0].hand and st.dungeon == before.dungeon
    assert [s.kind for s in table.session.seats] == ["human", "bot"]


def test_the_load_screen_lists_the_saves_and_opens_one(app, catalog):
    from game.client.session import GameSession, Seat
    from game.engine.setup import first_game

    s = GameSession.new(catalog, first_game(["Ann", "Bo"]), 5, [Seat("Ann"), Seat("Bo")], saves_dir=app.saves_dir,
                        fsync=False)
    s.close()
    app.start()
    app.push(LoadScene(app))
    load = app.stack.top
    app.step(0.016)
    assert len(load.saves) == 1
    click(app, button(load, "open0").rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene) or isinstance(app.stack.scenes[0], TableScene)
    assert app.stack.scenes[0].session.save_path == s.save_path


def test_the_title_screen_quits(app):
    title = app.start()
    app.step(0.016)
    assert isinstance(title, TitleScene)
    click(app, button(title, "quit").rect.center)
    assert app.running is False


def test_a_seat_cycles_through_human_and_the_bot_strengths_and_the_table_gets_that_bot(app):
    app.start()
    app.push(NewGameScene(app))
    ng = app.stack.top
    app.step(0.016)
    seen = []
    for _ in range(4):
        seen.append((ng.seats[1].kind, ng.seats[1].bot if ng.seats[1].kind == "bot" else None))
        click(app, button(ng, "seat1").rect.center)
    assert seen == [("bot", "normal"), ("bot", "easy"), ("bot", "hard"), ("human", None)]
    assert (ng.seats[1].kind, ng.seats[1].bot) == ("bot", "normal")
    click(app, button(ng, "start").rect.center)
    session = app.stack.scenes[0].session
    assert type(session.bots[1]).__name__ != "RandomBot"  # game.ai's normal bot
    assert session.game.setup.options["seats"] == ["human", "bot:normal"]


def test_the_rules_screen_finds_a_card_by_typing_and_shows_it(app):
    from game.client.scenes.dialog import ZoomCard
    from game.client.scenes.rules import RulesScene

    title = app.start()
    app.step(0.016)
    click(app, button(title, "rules").rect.center)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.total == len(app.catalog.cards)
    app.feed(pygame.event.Event(pygame.TEXTINPUT, text="shadow k"))
    app.step(0.016)
    assert [k for _, k in rules.rows] == ["shadow_killer"]
    click(app, rules.rows[0][0].center)
    assert isinstance(app.stack.top, ZoomCard) and app.stack.top.defn.name == "Shadow Killer"


def test_the_rules_lookup_narrows_to_one_set_and_one_kind(app):
    from game.client.scenes.rules import RulesScene

    title = app.start()
    app.step(0.016)
    click(app, button(title, "rules").rect.center)
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    click(app, button(rules, "kindfilter").rect.center)  # heroes
    assert rules.kind_filter == "heroes" and button(rules, "kindfilter").label == "Kind: heroes"
    assert rules.total == sum(1 for d in app.catalog.cards.values() if d.is_hero)
    click(app, button(rules, "setfilter").rect.center)  # the first set
    first = rules.set_filter
    assert rules.total == sum(1 for d in app.catalog.cards.values() if d.is_hero and d.set == first) > 0
    while rules.set_filter is not None:  # round every set and back to all
        click(app, button(rules, "setfilter").rect.center)
    assert button(rules, "setfilter").label == "Set: every set"


def test_the_client_sleeps_when_nothing_moves_and_wakes_for_input(app, monkeypatch):
    """An idle client waits for input instead of drawing 60 frames a second (a still table wants
    no frames; the title's glow a few); a key or click wakes it at once."""
    from game.client.scenes.title import TitleScene

    title = app.start()
    assert isinstance(title, TitleScene) and 0 < app.frames_wanted() <= 10
    app.push(RulesScene(app))
    assert app.frames_wanted() == 0  # the rules page covers the title and never moves by itself
    waited = []
    real_wait = pygame.event.wait
    monkeypatch.setattr(pygame.event, "wait", lambda timeout=0: waited.append(timeout) or real_wait(1))
    clock = pygame.time.Clock()
    _, fps = app.next_events(clock, drawn=True)
    assert fps == 0 and waited == [250]  # asleep until input, at most a quarter of a second
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    events, _ = app.next_events(clock, drawn=True)
    assert [e.type for e in events] == [pygame.KEYDOWN]
    app.toast("saved")
    assert app.frames_wanted() == 60  # a notice fades out smoothly
