"""Thunderstone Advance at the table (issue 14): the ruleset and board side chosen at New Game, the
hall of 4 ranks (Wilderness) or 3 (Dungeon) with what darkness costs on each, Prepare and its two
questions answered by clicks, and the easy bot's reading of the darkness."""

from __future__ import annotations

from game.ai.planner import Planner, Policy
from game.client.scenes.newgame import NewGameScene
from game.client.scenes.overlays import PromptScene
from game.client.scenes.table import TableScene
from game.client.scenes.table.hall import light_line
from game.client.session import GameSession, Seat
from game.scenario import build
from tests.client.conftest import button, click, key

HAND = ["Militia", "Militia", "Militia", "Dagger", "Torch", "Iron Rations"]


def advance_table(app, catalog, board="wilderness", **spec) -> TableScene:
    spec.setdefault("players", [{"name": "Ann", "hand": HAND}, {"name": "Bot"}])
    spec.setdefault("hall", ["Shadow Killer", "Half-Ogre", "Walking Scourge", "Grudgebeast"][:4 if board == "wilderness"
                                                                                             else 3])
    game = build(catalog, dict(spec, ruleset="advance", options={"board": board}))
    session = GameSession(game, [Seat("Ann", "human"), Seat("Bot", "bot")])
    table = app.replace(TableScene(app, session))
    app.step(0.016)
    return table


def test_new_game_offers_advance_with_its_board_side_and_the_setup_carries_them(app):
    ng = app.push(NewGameScene(app))
    app.step(0.016)
    assert button(ng, "ruleset").label == "Classic" and ng.buttons.find("board") is None
    click(app, button(ng, "ruleset").rect.center)
    assert button(ng, "ruleset").label == "Advance"
    assert button(ng, "board").label.startswith("Wilderness")
    setup = ng.setup()
    assert setup.ruleset == "advance" and setup.options["board"] == "wilderness"
    click(app, button(ng, "board").rect.center)
    assert button(ng, "board").label.startswith("Dungeon") and ng.setup().options["board"] == "dungeon"
    assert ng.error is None and button(ng, "start").enabled


def test_advance_game_started_from_new_game_has_a_four_rank_hall(app):
    ng = app.push(NewGameScene(app))
    app.step(0.016)
    click(app, button(ng, "ruleset").rect.center)
    click(app, button(ng, "start").rect.center)
    table = next(s for s in app.stack.scenes if isinstance(s, TableScene))
    assert table.game.ruleset.name == "advance" and len(table.state.hall) == 4
    assert "hall.4" in table.zone_rects


def test_wilderness_table_draws_four_ranks_and_darkness_costs_one_attack_a_point(app, catalog):
    t = advance_table(app, catalog)
    assert sorted(m.rank for m in t.hall_views) == [1, 2, 3, 4]
    xs = {m.rank: m.rect.x for m in t.hall_views}
    assert xs[4] < xs[3] < xs[2] < xs[1]  # the deepest rank left, rank 1 by the players
    rank4 = next(m for m in t.hall_views if m.rank == 4)
    bd = rank4.breakdown
    assert bd.attack_per_darkness == 1 and bd.light_penalty == 3  # one Torch against rank 4
    assert light_line(bd) == "Light 1 / 4: -3 (1 per dark point)"
    assert all(m.rect.w >= 90 for m in t.hall_views)  # readable at 1280x720


def test_dungeon_side_table_draws_three_ranks_and_darkness_costs_two(app, catalog):
    t = advance_table(app, catalog, board="dungeon")
    assert sorted(m.rank for m in t.hall_views) == [1, 2, 3] and "hall.4" not in t.zone_rects
    rank3 = next(m for m in t.hall_views if m.rank == 3)
    assert light_line(rank3.breakdown) == "Light 1 / 3: -4 (2 per dark point)"


def test_classic_table_still_draws_three_ranks(app, catalog):
    game = build(catalog, dict(players=[{"name": "Ann", "hand": HAND}, {"name": "Bot"}],
                               hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="dungeon"))
    t = app.replace(TableScene(app, GameSession(game, [Seat("Ann"), Seat("Bot", "bot")])))
    app.step(0.016)
    assert sorted(m.rank for m in t.hall_views) == [1, 2, 3] and t.buttons.find("prepare") is None
    assert light_line(next(m for m in t.hall_views if m.rank == 3).breakdown).endswith("(2 per dark point)")


def test_prepare_puts_the_clicked_cards_back_on_the_deck_in_the_clicked_order(app, catalog):
    t = advance_table(app, catalog)
    assert t.status[1] == "Choose: Village, Dungeon, Prepare or Rest."
    click(app, button(t, "prepare").rect.center)
    assert t.state.turn.choice == "prepare"
    prompt = app.stack.top
    assert isinstance(prompt, PromptScene) and prompt.prompt.reason == "prepare"
    name = t.game.name
    rects = {name(v): r for r, v in prompt.option_rects}
    click(app, rects["Dagger"].center)
    click(app, rects["Torch"].center)
    assert button(prompt, "confirm").label == "Put 2 back on the deck, discard the rest"
    click(app, button(prompt, "confirm").rect.center)
    order = app.stack.top
    assert isinstance(order, PromptScene) and order.prompt.kind == "order" and order.prompt.reason == "prepare_order"
    rects = {name(v): r for r, v in order.option_rects}
    click(app, rects["Torch"].center)
    click(app, rects["Dagger"].center)
    assert button(order, "confirm").label == "This order: Torch on top"
    click(app, button(order, "confirm").rect.center)
    deck = t.state.players[0].deck
    assert [name(c) for c in deck[:2]] == ["Torch", "Dagger"]
    assert app.stack.top is t and t.buttons.find("end") is not None


def test_the_p_key_prepares_only_where_the_ruleset_offers_it(app, catalog):
    import pygame

    t = advance_table(app, catalog)
    key(app, pygame.K_p)
    assert t.state.turn.choice == "prepare"
    game = build(catalog, dict(players=[{"name": "Ann", "hand": HAND}, {"name": "Bot"}]))
    classic = app.replace(TableScene(app, GameSession(game, [Seat("Ann"), Seat("Bot", "bot")])))
    app.step(0.016)
    key(app, pygame.K_p)
    assert classic.state.turn.choice is None


def test_the_easy_bot_adds_back_what_darkness_costs_on_this_board_not_two_a_point(catalog):
    # Wilderness: three Militia (3 attack) and a Torch (1 light) against Shadow Killer (health 5) in
    # rank 3: 2 points unlit cost 2 attack there, so the fight totals 1. The easy bot ignores the
    # darkness: it sees 3, a loss; reading 2 a point it would have seen 5, a win.
    game = build(catalog, dict(ruleset="advance", players=[{"name": "Ann", "hand": ["Militia"] * 3 + ["Torch"]},
                                                          {"name": "Bot"}],
                               hall=["Half-Ogre", "Walking Scourge", "Shadow Killer"], choice="dungeon"))
    killer = game.state.hall_card(3)
    assert game.breakdown(killer).total == 1 and game.breakdown(killer).darkness_loss == 2
    easy = Planner(Policy(use_light=False))
    _, wins, margin = easy.battle_value(game, 0, killer, easy.vm(game, 0))
    assert not wins and margin == 3 - 5


def test_the_advance_village_lies_by_category_a_column_each_with_its_heading(app, catalog):
    village = ["falcon_arbalest", "longsword", "snakehead_flail", "moonstone", "summon_storm", "mass_teleport",
               "bounty_hunter", "innkeeper"]
    t = advance_table(app, catalog, village={"heroes": ["criochan", "drua", "bhoidwood", "thundermage"],
                                             "village": village})
    view = t.village
    assert [label for _, label in view.captions] == ["Weapons", "Items", "Spells", "Villagers"]
    column_x = {label.lower().removesuffix("s"): rect.x for rect, label in view.captions}
    heading_bottom = view.captions[0][0].bottom
    for g in village:
        tile = next(x for x in view.tiles if x.group == g)
        assert tile.rect.x == column_x[catalog.groups[g].category], g  # under its category's heading
        assert tile.rect.y >= heading_bottom
    heroes = [x for x in view.tiles if catalog.groups[x.group].kind == "hero"]
    assert len(heroes) == 4 and all(x.rect.bottom < view.captions[0][0].y for x in heroes)


def test_a_classic_village_in_advance_rules_keeps_its_rows_without_headings(app, catalog):
    t = advance_table(app, catalog)  # Dragonspire's first game: its stacks carry no category
    assert t.village.captions == []
    assert len({x.rect.x for x in t.village.tiles}) == 4


def test_the_advance_disease_deck_beside_the_dungeon_is_called_the_curse_deck(app, catalog):
    t = advance_table(app, catalog)
    chip = next(rect for zone, rect in t.hall.side_piles if zone == "disease")
    tip = next(text for rect, text in t.hall.tips if rect == chip)
    assert tip.startswith(f"The curse deck, face down: {len(t.game.state.disease)} cards.")


def test_new_game_offers_the_advance_first_game_and_its_scenarios_each_with_its_board_side(app):
    ng = app.push(NewGameScene(app))
    app.step(0.016)
    assert ng.buttons.find("first:advance/tower_of_scorn") is None  # Classic: the Classic first games
    click(app, button(ng, "ruleset").rect.center)
    offered = [b.key for b in ng.buttons.items if (b.key or "").startswith("first:")]
    assert offered == ["first:advance", "first:advance/tower_of_corruption", "first:advance/tower_of_compulsion",
                       "first:advance/tower_of_scorn"]
    assert ng.first_set == "advance" and button(ng, "board").label.startswith("Wilderness")
    click(app, button(ng, "first:advance/tower_of_compulsion").rect.center)
    assert button(ng, "first:advance/tower_of_compulsion").label == "Tower of Compulsion"
    assert button(ng, "board").label.startswith("Dungeon")  # the scenario's side
    setup = ng.setup()
    assert (setup.thunderstone, setup.options["board"]) == ("belac", "dungeon")
    assert setup.heroes == ["aird", "bhoidwood", "thundermage", "veilminder"]
    click(app, button(ng, "start").rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene) and len(table.game.state.hall) == 3
    assert any(table.game.defn(c).name == "Belac" for c in table.game.state.dungeon)


def test_an_advance_table_calls_the_curses_in_hand_curses_in_the_attack_preview(catalog):
    """The hall's breakdown and the attack preview count the Disease cards in hand: in an Advance game
    they are its curses (the Classic word stays Disease)."""
    from game.client.logtext import disease_word
    from game.client.scenes.overlays import summary_rows

    hand = ["Regular", "Curse of Discord", "Torch"]
    adv = build(catalog, {"ruleset": "advance", "choice": "dungeon", "hall": ["Griknack Goblin"] * 4,
                          "players": [{"name": "Ann", "hand": hand}, {"name": "Ben"}]})
    rows = summary_rows(adv, adv.breakdown(adv.state.hall_card(1)))
    assert "Curse: -1" in rows and disease_word(adv, plural=True) == "Curses"
    classic = build(catalog, {"choice": "dungeon", "hall": ["Griknack Goblin"] * 3,
                              "players": [{"name": "Ann", "hand": ["Militia", "Disease"]}, {"name": "Ben"}]})
    assert "Disease: -1" in summary_rows(classic, classic.breakdown(classic.state.hall_card(1)))
