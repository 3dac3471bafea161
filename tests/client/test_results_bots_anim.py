"""The Results screen's VP chart and solo/co-op verdict, bots thinking in a worker thread, the
dungeon's animations (traps, breaches, Rank 0, treasure, the hall shifting rank by rank), and the
frame-time benchmark."""

from __future__ import annotations

import io
import time

from game.ai.random_bot import RandomBot
from game.client.scenes.results import ResultsScene
from game.client.scenes.table import TableScene
from game.client.session import GameSession, Seat
from game.client.stats import verdict, vp_by_turn
from game.engine.actions import parse_action
from game.engine.rules import scoring
from game.engine.setup import first_game
from game.scenario import build, resolve


def finished_session(catalog, seed=4, names=("Ann", "Bob")):
    session = GameSession.new(catalog, first_game(list(names)), seed, [Seat(n, "bot", "random") for n in names],
                              save=False)
    bot = RandomBot(seed)
    while not session.game.state.over:
        session.apply(bot.choose(session.game))
    return session


def test_the_vp_chart_follows_each_players_points_turn_by_turn_to_the_final_score(catalog):
    session = finished_session(catalog)
    game = session.game
    points = vp_by_turn(game)
    turns = [t for t, _ in points]
    assert turns == sorted(set(turns)) and turns[0] == 1 and turns[-1] == game.state.turn_number
    assert points[-1][1] == [scoring.score(game, p) for p in range(2)]
    assert points[0][1] == [0, 0]  # nobody owns anything worth points before the first turn ends
    # every point is what the players had then: replaying up to that turn gives the same score
    turn, vps = points[len(points) // 2]
    again = GameSession.new(catalog, first_game(["Ann", "Bob"]), 4, [Seat("Ann"), Seat("Bob")], save=False)
    for a in session.history:
        if any(type(e).__name__ == "TurnStarted" and e.number == turn + 1 for e in a.events):
            break
        again.apply(a.action)
    assert [scoring.score(again.game, p) for p in range(2)] == vps


def test_the_results_screen_draws_the_chart_and_the_table(app, catalog):
    session = finished_session(catalog, seed=6)
    scene = app.replace(ResultsScene(app, session))
    app.step(0.016)
    assert len(scene.history) >= 2 and scene._chart is not None
    assert scene._chart[1].get_width() > 600  # drawn across the table's width


def test_a_solo_verdict_gives_the_headline_and_both_totals():
    result = {"scores": {"0": 34}, "winners": [], "reason": "the Thunderstone reached rank 1",
              "verdict": {"mode": "solo", "level": "normal", "won": False, "measure": "VP", "players_total": 34,
                          "village_total": 36}}
    headline, totals = verdict(result)
    assert headline == "The village wins"
    assert totals == [("Your total", "34 VP"), ("The village's total", "36 VP")]
    coop = {"verdict": {"mode": "coop", "won": True, "measure": "XP", "players_total": 40, "village_total": 31,
                        "monsters_xp": 30, "party_xp": 4, "turned_in_xp": 6}}
    headline, totals = verdict(coop)
    assert headline == "The party beats the village!"
    assert totals[:2] == [("The party's total", "40 XP"), ("The village's total", "31 XP")] and len(totals) == 5
    assert verdict({"scores": {"0": 3, "1": 5}, "winners": [1]}) == (None, [])


def test_the_results_screen_shows_the_solo_verdict(app, catalog):
    setup = first_game(["Ann"])
    setup.mode, setup.options = "solo", {"level": "normal"}
    session = GameSession.new(catalog, setup, 9, [Seat("Ann", "bot", "random")], save=False)
    bot = RandomBot(9)
    while not session.game.state.over:
        session.apply(bot.choose(session.game))
    scene = app.replace(ResultsScene(app, session))
    app.step(0.016)
    v = session.game.state.result["verdict"]
    assert scene.verdict in ("You beat the village!", "The village wins")
    assert scene.totals[0] == ("Your total", f"{v['players_total']} VP")


def test_a_bot_thinking_in_a_worker_thread_chooses_what_it_would_inline(catalog):
    def play(threaded: bool) -> list[str]:
        session = GameSession.new(catalog, first_game(["A", "B"]), 12, [Seat("A", "bot", "normal"),
                                                                        Seat("B", "bot", "easy")], save=False)
        taken = []
        for _ in range(40):
            if threaded:
                action = None
                deadline = time.monotonic() + 30
                while action is None and time.monotonic() < deadline:
                    action = session.bot_ready()
                    time.sleep(0.001)
            else:
                action = session.bot_action()
            taken.append(action.text())
            session.apply(action)
        return taken

    assert play(True) == play(False)


def test_the_table_keeps_drawing_while_a_threaded_bot_thinks(app, catalog):
    app.bot_threads = True
    app.bot_process = False  # the thread the session falls back on (test_bot_process.py: the process)
    session = GameSession.new(catalog, first_game(["A", "B"]), 3, [Seat("A", "bot", "normal"), Seat("B", "bot", "normal")],
                              save=False)
    table = app.replace(TableScene(app, session))
    frames, deadline = 0, time.monotonic() + 60
    while session.actions < 8 and time.monotonic() < deadline:
        app.step(0.05)
        frames += 1
        time.sleep(0.002)
    assert session.actions >= 8 and table.state.event_count > 0
    assert frames >= session.actions  # at least one frame per action; more while the bot thinks


DUNGEON_END = dict(
    players=[{"name": "Ann", "hand": ["Militia", "Militia", "Militia", "Militia", "Dagger", "Torch", "Torch"]},
             {"name": "Bot"}],
    hall=["Shadow Killer", "Guardian of Night", "Half-Ogre"],
    dungeon=["Dragon's Claws", "Emerald Dragon", "Harpy", "Medusa", "Orc Warlord", "Harpy"],
    village="first_game", choice="dungeon")


def test_a_trap_a_treasure_a_breach_and_rank_0_each_get_an_effect_and_a_sound(app, catalog):
    app.settings.animation = "normal"
    game = build(catalog, DUNGEON_END)
    session = GameSession(game, [Seat("Ann"), Seat("Bot", "bot", "random")])
    t = app.replace(TableScene(app, session))
    app.settings.bot_delay = 99  # the bot waits: only Ann's turn is watched
    app.step(0.016)
    t.act(resolve(game, "equip [Dagger] [Militia]"))
    t.act(resolve(game, "attack [Shadow Killer]"))
    assert app.sound.played[-1] == "victory"
    t.anim.finish_all()
    t.act(parse_action("end"))
    texts = [b.text for b in t.banners]
    assert "Trap! Dragon's Claws" in texts and "Treasure: Emerald Dragon" in texts
    assert "Breach: Guardian of Night!" in texts and "Guardian of Night breaks out to Rank 0!" in texts
    assert len(t.flashes) >= 3 and t.bursts
    assert app.sound.played[-2:] == ["breach", "trap"]
    # the hall shifts rank by rank: the monster nearer rank 1 moves first, then the one behind it
    guardian, ogre = (next(c for c in range(len(game.state.cards)) if game.name(c) == n)
                      for n in ("Guardian of Night", "Half-Ogre"))
    first = {}
    for f in t.flights:
        first.setdefault(f.card, f)
    assert first[guardian].waits and first[ogre].waits  # both shown in their ranks until they move
    assert first[guardian].delay < first[ogre].delay
    # everything has ended after a few seconds, and the next turn can start
    for _ in range(400):
        app.step(1 / 60)
    assert not t.flights and not t.banners and not t.flashes and t.shake.amp < 0.5


def test_the_frame_time_benchmark_prints_median_and_99th_percentile():
    from game.client.bench import bench_client, percentile

    out = io.StringIO()
    result = bench_client(frames=90, size=(960, 540), warmup=5, out=out)
    text = out.getvalue()
    assert "median" in text and "p99" in text and result.frames == 90
    assert 0 < result.median_ms <= result.p99_ms <= result.max_ms
    assert percentile([1.0, 2.0, 3.0, 4.0], 50) == 2.5 and percentile([5.0], 99) == 5.0


def test_f_skips_the_bots_turns_to_the_next_human_decision(app, catalog):
    import pygame

    from tests.client.conftest import key

    app.settings.animation, app.settings.bot_delay = "normal", 1.4  # the slowest bots
    app.start()
    for seed in range(1, 40):  # a seed where the bot moves first
        session = GameSession.new(catalog, first_game(["Bot", "Ann"]), seed,
                                  [Seat("Bot", "bot", "random"), Seat("Ann")], save=False)
        if session.to_act == 0:
            break
    table = app.push(TableScene(app, session))
    app.step(0.016)
    key(app, pygame.K_f)
    assert table.fast_forward and "skipping to your next decision" in table.status[1]
    frames = 0
    while session.to_act == 0 and frames < 600:
        app.step(1 / 60)
        frames += 1
    # at 1.4 s an action, a whole bot turn would take many seconds; skipped, it takes a frame an action
    assert session.to_act == 1 and frames < 120
    app.step(1 / 60)
    assert not table.fast_forward  # Ann decides: back to watching
