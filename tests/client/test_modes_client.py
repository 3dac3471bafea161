"""Solo, Alone in the Dark and co-op at the table, driven headless: the village pile and both totals,
the respite, angry monsters, the party's pool and piles, the co-op prompts through pass-the-device,
the New Game options, the results and the game log's verdict."""

from __future__ import annotations

import pygame

from game.ai.random_bot import RandomBot
from game.client import logtext
from game.client.modeview import mode_info
from game.client.scenes.modeoptions import OptionsScene
from game.client.scenes.newgame import NewGameScene
from game.client.scenes.overlays import PileScene, PromptScene
from game.client.scenes.passdevice import PassDeviceScene
from game.client.scenes.results import ResultsScene
from game.client.scenes.table import TableScene
from game.client.session import GameSession, Seat
from game.engine import events as ev
from game.engine.actions import Attack
from game.engine.setup import first_game, for_mode
from game.scenario import build
from tests.client.conftest import button, click, key

HALL = ["Harpy", "Half-Ogre", "Shadow Killer"]  # ranks 1, 2, 3
DECK = ["Militia", "Dagger", "Torch", "Iron Rations", "Militia", "Militia"] * 2


def table_on(app, catalog, spec, seats=None) -> TableScene:
    spec = dict(spec)
    spec.setdefault("village", "first_game")
    game = build(catalog, spec)
    names = [p.name for p in game.state.players]
    kinds = seats or ["human"] * len(names)
    session = GameSession(game, [Seat(n, k) for n, k in zip(names, kinds, strict=True)])
    scene = app.replace(TableScene(app, session))
    app.step(0.016)
    return scene


def card(game, name: str) -> int:
    """The card called `name` in the hall (ranks 1 to 3)."""
    return next(c for r in (1, 2, 3) if (c := game.state.hall_card(r)) is not None and game.name(c) == name)


def names(game, cards) -> list[str]:
    return [game.name(c) for c in cards]


SOLO = dict(mode="solo", options={"level": "normal"},
            players=[{"name": "Ann", "hand": ["Militia", "Dagger", "Torch"], "deck": DECK}],
            hall=HALL, dungeon=["Orc Warlord", "Medusa", "Harpy", "Half-Ogre"], piles={"village": ["Medusa"]},
            choice="rest")


def test_a_solo_table_shows_the_village_pile_and_it_grows_when_the_monsters_advance(app, catalog):
    t = table_on(app, catalog, SOLO)
    game = t.game
    medusa, harpy = catalog.cards["medusa"], catalog.cards["harpy"]
    assert names(game, t.minfo.village) == ["Medusa"] and t.minfo.village_total == medusa.vp
    assert t.minfo.players_total == 0 and t.minfo.lead_text == f"behind by {medusa.vp} VP"
    assert "advance" in t.minfo.advance.text and "pile.village" in t.zone_rects
    harpy_id = card(game, "Harpy")
    key(app, pygame.K_e)  # the turn ends with no monster defeated: rank 1 escapes to the village
    rank1 = game.state.hall_card(1)
    assert t.minfo.village[0] == harpy_id and names(game, t.minfo.village) == ["Harpy", "Medusa"]
    assert t.minfo.village_total == medusa.vp + harpy.vp
    assert game.name(rank1) == "Half-Ogre"  # the hall moved up
    assert "Harpy escapes to the village pile!" in t.session.log
    click(app, t.pile_views["village"].center)  # the pile lists its cards, face up, with what each is worth
    pile = app.stack.top
    assert isinstance(pile, PileScene)
    assert [c for _, c, _ in pile.card_rects] == t.minfo.village
    assert pile.head == f"2 cards · {medusa.vp + harpy.vp} VP · {medusa.xp + harpy.xp} XP"
    app.step(0.016)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is t


def test_a_respite_earned_for_this_turn_is_shown_and_the_monsters_hold_back(app, catalog):
    t = table_on(app, catalog, dict(SOLO, mode_data={"respites": [1]}))
    assert t.minfo.advance.tone == "good" and t.minfo.advance.text.startswith("Respite")
    key(app, pygame.K_e)
    assert names(t.game, t.minfo.village) == ["Medusa"]  # nobody escaped
    assert t.game.name(t.game.state.hall_card(1)) == "Harpy"
    assert "Respite: the monsters hold back this turn." in t.session.log
    assert "advance" in t.minfo.advance.text  # the next turn has no respite


def test_with_the_lost_battle_option_the_table_says_a_lost_battle_holds_the_monsters_back(app, catalog):
    spec = dict(SOLO, options={"level": "normal", "lost_battle_holds_back": True}, choice="dungeon",
                players=[{"name": "Ann", "hand": ["Militia"], "deck": DECK}])
    t = table_on(app, catalog, spec)
    assert "A lost battle holds them back this turn." in t.minfo.advance.help
    assert t.act(Attack(card(t.game, "Shadow Killer")))  # one Militia in the dark: lost
    app.step(0.016)
    assert names(t.game, t.minfo.village) == ["Shadow Killer", "Medusa"]
    assert t.minfo.advance.tone == "good" and t.minfo.advance.text.startswith("Respite")
    log = t.session.log
    won = log.index("Shadow Killer wins the battle and goes to the village pile!")
    assert log[won + 1] == "The monsters hold back at the end of this turn: a battle was lost."
    assert not any("respite is earned" in line for line in log)


def test_without_the_option_a_lost_battle_is_logged_as_a_loss_and_the_monsters_still_advance(app, catalog):
    app.settings.animation = "normal"
    spec = dict(SOLO, choice="dungeon", players=[{"name": "Ann", "hand": ["Militia"], "deck": DECK}])
    t = table_on(app, catalog, spec)
    assert t.act(Attack(card(t.game, "Shadow Killer")))
    assert "Shadow Killer wins and goes to the village!" in [b.text for b in t.banners]
    app.step(0.016)
    log = t.session.log
    assert "Shadow Killer wins the battle and goes to the village pile!" in log
    assert not any("hold back" in line for line in log)
    assert t.minfo.advance.tone != "good"  # no respite: the end of the turn advances


def test_a_solo_rank_not_yet_in_play_says_so(app, catalog):
    spec = dict(SOLO, hall=[None, None, "Shadow Killer"], mode_data={"hall_ranks": 1})
    t = table_on(app, catalog, spec)
    assert t.minfo.hall_ranks == 1
    assert "one more rank per advance" in t.minfo.advance.help and "1 of 3 in play" in t.minfo.advance.help
    assert {m.rank for m in t.hall_views} == {3}
    key(app, pygame.K_e)  # an advance: the hall opens rank 2
    assert t.minfo.hall_ranks == 2 and t.game.name(t.game.state.hall_card(2)) == "Shadow Killer"


ALONE = dict(mode="alone", options={"level": "normal"},
             players=[{"name": "Ann", "hand": ["Militia", "Dagger", "Torch", "Iron Rations", "Militia"], "deck": DECK}],
             hall=HALL, piles={"village": ["Medusa"]})


def test_alone_in_the_dark_shows_the_hero_levels_left_and_the_top_heroes_needed(app, catalog):
    t = table_on(app, catalog, dict(ALONE, stacks={"stoneguard": 2}, choice="village"))
    tile = next(x for x in t.tiles if x.group == "belzur")
    assert tile.levels == (1, 2, 3) and tile.count == 3  # one card of each level
    assert t.minfo.top_heroes == (0, 4) and t.heroes_rect is not None
    tile = next(x for x in t.tiles if x.group == "stoneguard")  # its level 1 card is gone
    assert tile.levels == (2, 3) and not tile.buyable and "only level 1 heroes are bought" in tile.reason


COOP = dict(mode="coop",
            players=[{"name": "Ann", "hand": ["Militia", "Dagger", "Torch", "Harpy"], "deck": DECK},
                     {"name": "Bea", "hand": ["Militia", "Torch", "Iron Rations"], "deck": DECK}],
            hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], dungeon=["Orc Warlord", "Medusa", "Harpy"],
            piles={"village": ["Harpy"], "party": ["Medusa"]}, anger=["Shadow Killer"],
            mode_data={"tokens": 0, "party_xp": 5})


def ready(app):
    cover = app.stack.top
    assert isinstance(cover, PassDeviceScene), type(cover).__name__
    click(app, button(cover, "ready").rect.center)
    return cover


def test_an_angry_monster_lies_sideways_with_its_explanation_and_escapes_when_provoked_again(app, catalog):
    t = table_on(app, catalog, COOP)
    ready(app)
    sk = card(t.game, "Shadow Killer")
    m = next(v for v in t.hall_views if v.card == sk)
    assert m.angry and m.badge is not None and m.badge.bottom <= m.rect.bottom
    assert t.hover_target(m.badge.center) is None  # over the badge: its explanation, not the zoom
    tip = next(text for r, text in t.tips if r.collidepoint(m.badge.center))
    assert "escapes to the village pile" in tip
    assert not next(v for v in t.hall_views if game_name(t, v) == "Half-Ogre").angry
    assert t.minfo.party_pool == 5 and t.minfo.tokens == 0 and t.minfo.advance.tone == "bad"
    assert t.status[0] == "Ann · Party XP 5"
    # the party: its pool, the monsters in each player's cards, the turned in monsters
    harpy, medusa = catalog.cards["harpy"], catalog.cards["medusa"]
    assert t.minfo.monsters_xp == {0: harpy.xp, 1: 0} and t.minfo.turned_in_xp == medusa.xp
    assert t.minfo.players_total == harpy.xp + 5 + medusa.xp and t.minfo.village_total == harpy.xp
    click(app, button(t, "rest").rect.center)  # staying out of the dungeon provokes it again
    assert sk in t.game.state.piles["village"] and t.minfo.village[0] == sk
    assert "Shadow Killer escapes to the village pile!" in t.session.log


def game_name(t, v) -> str:
    return t.game.name(v.card)


def test_a_rest_passes_a_card_to_the_other_human_through_the_pass_the_device_screen(app, catalog):
    t = table_on(app, catalog, dict(COOP, anger=[], choice="rest"))
    ready(app)
    dagger = next(c for c in t.game.hand(0) if t.game.name(c) == "Dagger")
    key(app, pygame.K_e)
    ask = app.stack.top
    assert isinstance(ask, PromptScene) and ask.prompt.reason == "pass_card" and ask.prompt.player == 0
    assert button(ask, "confirm").label == "Pass nothing"
    click(app, next(r for r, v in ask.option_rects if v == dagger).center)
    assert button(ask, "confirm").label == "Pass Dagger to Bea"
    click(app, button(ask, "confirm").rect.center)
    # Bea must answer now: the screen goes to her first, and Ann's hand is hidden meanwhile
    cover = app.stack.top
    assert isinstance(cover, PassDeviceScene) and cover.player_name == "Bea" and "passes you a card" in cover.reason
    ready(app)
    ask = app.stack.top
    assert isinstance(ask, PromptScene) and ask.prompt.reason == "pass_discard" and ask.prompt.player == 1
    assert t.viewer == 1 and not t.hand_visible()  # the table shows Ann's cards face down
    assert ask.source_rect is not None and ask.prompt.source == dagger  # the passed card, shown to Bea
    assert set(ask.prompt.options) == set(t.game.hand(1))  # Bea chooses from her own hand
    rations = next(c for c in t.game.hand(1) if t.game.name(c) == "Iron Rations")
    click(app, next(r for r, v in ask.option_rects if v == rations).center)
    assert button(ask, "confirm").label == "Discard Iron Rations, take Dagger"
    click(app, button(ask, "confirm").rect.center)
    st = t.game.state
    assert rations in st.players[0].discard and dagger in st.players[1].hand
    assert st.active == 1 and t.viewer == 1  # Bea's turn follows, and she already has the screen
    assert not isinstance(app.stack.top, PassDeviceScene)
    assert "Ann passes a card to Bea." in t.session.log
    assert "Bea discards Iron Rations into Ann's discard pile." in t.session.log
    assert not any("passes you Dagger" in line for line in t.session.log)  # the log names no passed card


def test_monsters_are_turned_in_for_the_party_through_the_prompt(app, catalog):
    t = table_on(app, catalog, dict(COOP, anger=[], mode_data={"tokens": 2, "party_xp": 0}))
    ready(app)
    harpy = next(c for c in t.game.hand(0) if t.game.name(c) == "Harpy")
    key(app, pygame.K_v)
    ask = app.stack.top
    assert isinstance(ask, PromptScene) and ask.prompt.reason == "turn_in"
    assert button(ask, "confirm").label == "Turn in none"
    click(app, next(r for r, v in ask.option_rects if v == harpy).center)
    assert button(ask, "confirm").label == "Turn in 1 (+1 party XP)"
    click(app, button(ask, "confirm").rect.center)
    assert t.game.state.piles["party"][0] == harpy and t.minfo.party_pool == 1
    assert t.minfo.turned_in_by == {0: catalog.cards["harpy"].xp, 1: 0}
    assert "Ann turns in Harpy: +1 party XP." in t.session.log
    assert t.minfo.tokens == 2 and t.minfo.advance.tone == "good"  # tokens left: nobody angers anything


def test_the_game_log_reads_the_verdict_when_nobody_wins(table):
    t = table(players=[{"name": "Ann"}, {"name": "Bo"}], hall=HALL)
    solo = ev.GameEnded({"0": 3}, (), None, "the Thunderstone reached rank 1",
                        {"mode": "solo", "won": False, "measure": "VP", "players_total": 3, "village_total": 5})
    assert logtext.describe_one(t.game, solo) == \
        "The game is over: the village wins (you have 3 VP, the village pile 5 VP)."
    coop = ev.GameEnded({"0": 0, "1": 0}, (0, 1), None, "x",
                        {"mode": "coop", "won": True, "measure": "XP", "players_total": 12, "village_total": 7})
    assert logtext.describe_one(t.game, coop) == \
        "The game is over: the party beats the village (the party has 12 XP, the village pile 7 XP)."
    alone = ev.GameEnded({"0": 9}, (), None, "x", {"mode": "alone", "won": False, "measure": "VP", "players_total": 9,
                                                   "village_total": 5, "top_level_heroes": 2, "top_heroes_needed": 4})
    assert logtext.describe_one(t.game, alone).endswith("; 2 of the 4 top-level heroes needed.")
    assert logtext.describe_one(t.game, ev.GameEnded({"0": 1}, (), None, "x")) == "The game is over: nobody wins."
    assert logtext.describe_one(t.game, ev.GameEnded({"0": 4, "1": 1}, (0,), None, "x")) == \
        "The game is over: Ann wins."


def test_new_game_offers_every_option_of_the_mode_and_starts_with_them(app, catalog):
    app.start()
    ng = app.push(NewGameScene(app))
    while ng.mode.name != "solo":
        ng.cycle_mode()
    ng.cycle_level()  # Warrior
    assert ng.level == "warrior" and ng.option_values()["respite_min_xp"] == 2  # the level's value shown
    assert "Respite needs XP: 2 XP or more" in ng.options_summary()
    click(app, button(ng, "options").rect.center)
    opts = app.stack.top
    assert isinstance(opts, OptionsScene)
    assert {o.name for o, _ in opts.rows} == {o.name for o in ng.mode.options}
    click(app, button(opts, "opt:respite_turn").rect.center)
    for _ in range(3):  # 2 XP, 1, 0, then never
        click(app, button(opts, "opt:respite_min_xp:-").rect.center)
    assert ng.overrides == {"respite_turn": "same", "respite_min_xp": None}
    assert not button(opts, "opt:respite_min_xp:-").enabled
    click(app, button(opts, "done").rect.center)
    assert button(ng, "options").label.startswith("2 changed")
    ng.start()
    table = app.stack.top
    assert isinstance(table, TableScene)
    mode = table.game.mode
    assert mode.name == "solo" and mode.level == "warrior"
    assert mode.options["respite_turn"] == "same" and mode.options["respite_min_xp"] is None
    assert mode.options["halve_stacks"] is True  # the level's own values stay
    assert table.minfo.advance.text.endswith("no respites at this level")


def test_new_game_co_op_tokens_and_the_first_games_cards_completed_for_the_mode(app, catalog):
    app.start()
    ng = app.push(NewGameScene(app))
    while ng.mode.name != "coop":
        ng.cycle_mode()
    ng.open_options()
    opts = app.stack.top
    click(app, button(opts, "opt:tokens:-").rect.center)
    assert ng.overrides == {"tokens": 2}
    click(app, button(opts, "opt:tokens:+").rect.center)  # back at the level's value: not changed any more
    assert ng.overrides == {}
    click(app, button(opts, "opt:tokens:+").rect.center)
    click(app, button(opts, "reset").rect.center)
    assert ng.overrides == {} and ng.option_values()["tokens"] == 3
    assert ng.setup_kind == "first" and ng.completed() and ng.preview is not None
    assert len(ng.preview.setup.monsters) == 4 and ng.preview.setup.guardians  # what co-op needs, drawn


def finish(catalog, mode, names, seed):
    setup = for_mode(catalog, first_game(list(names)), mode, {})
    session = GameSession.new(catalog, setup, seed, [Seat(n, "bot", "random") for n in names], save=False)
    bot = RandomBot(seed)
    while not session.game.state.over:
        session.apply(bot.choose(session.game))
    return session


def test_the_co_op_results_break_the_party_total_down_by_player_against_the_village_pile(app, catalog):
    session = finish(catalog, "coop", ["Ann", "Bea"], 3)
    v = session.game.state.result["verdict"]
    scene = app.replace(ResultsScene(app, session))
    app.step(0.016)
    cells = {row[1][0]: row[1] for row in scene.table_rows}
    assert cells["The party"][-1] == str(v["players_total"]) and cells["The village pile"][-1] == str(v["village_total"])
    assert cells["Party XP pool (shared)"][-1] == str(v["party_xp"])
    parts = sum(int(cells[n][-1]) for n in ("Ann", "Bea"))
    assert parts + v["party_xp"] == v["players_total"]  # each player's part plus the pool make the total
    assert scene.series[0][0] == "The party" and len(scene.history[-1][1]) == 2
    assert scene.history[-1][1] == [v["players_total"], v["village_total"]]  # the chart ends at the verdict
    assert scene.reason == "The Thunderstone reached rank 1."


def test_the_solo_results_show_the_village_pile_as_a_row(app, catalog):
    session = finish(catalog, "solo", ["Ann"], 9)
    v = session.game.state.result["verdict"]
    scene = app.replace(ResultsScene(app, session))
    app.step(0.016)
    village = next(cells for _, cells, _ in scene.table_rows if cells[0] == "The village pile")
    assert village[-2] == str(v["village_total"]) and village[-1] == "–"
    assert scene.history[-1][1] == [v["players_total"], v["village_total"]]


def test_mode_info_is_none_for_a_competitive_game(table):
    t = table(players=[{"name": "Ann"}, {"name": "Bo"}], hall=HALL)
    assert mode_info(t.game) is None


def test_an_escape_flies_the_monster_onto_the_village_pile_with_a_banner(app, catalog):
    app.settings.animation = "normal"
    t = table_on(app, catalog, SOLO)
    harpy = card(t.game, "Harpy")
    key(app, pygame.K_e)
    assert "Harpy escapes to the village!" in [b.text for b in t.banners]
    flight = next(f for f in t.flights if f.card == harpy)
    pile = t.pile_views["village"]
    for _ in range(240):  # the flight ends on the pile
        app.step(1 / 60)
        if flight not in t.flights:
            break
    assert flight not in t.flights and abs(flight.x + flight.w / 2 - pile.centerx) <= 2


def test_a_monster_getting_angry_gets_a_banner(app, catalog):
    app.settings.animation = "normal"
    t = table_on(app, catalog, dict(COOP, anger=[]))
    ready(app)
    key(app, pygame.K_r)  # resting with no token left provokes the monster in rank 1
    sk = card(t.game, "Shadow Killer")
    assert sk in t.game.state.anger and next(v for v in t.hall_views if v.card == sk).angry
    assert "Shadow Killer is angry!" in [b.text for b in t.banners]
    assert any("gets angry" in line for line in t.session.log)
