"""Advance solo and the setup variants at New Game and at the table: the Advance ruleset offers its own
solo with the levels Normal, Veteran and Nightmare (and Classic keeps Warrior), the variants 4-4-4,
random dungeon and School of Hard Knocks as the ruleset's own rows, and the solo table tells what the
push at the end of the turn will do."""

from __future__ import annotations

import pygame

from game.client.scenes.newgame import NewGameScene
from game.client.scenes.table import TableScene
from game.client.session import GameSession, Seat
from game.engine.modes import AdvanceSolo
from game.scenario import build
from tests.client.conftest import button, click, key

DECK = ["Regular"] * 12


def new_game(app) -> NewGameScene:
    ng = app.push(NewGameScene(app))
    app.step(0.016)
    return ng


def to_mode(app, ng, name):
    while ng.mode.name != name:
        click(app, button(ng, "mode").rect.center)


def test_advance_offers_competitive_and_its_own_solo_with_normal_veteran_and_nightmare(app):
    ng = new_game(app)
    to_mode(app, ng, "solo")
    assert button(ng, "level").label == "Normal"
    click(app, button(ng, "level").rect.center)
    assert button(ng, "level").label == "Warrior"  # Classic's solo
    click(app, button(ng, "ruleset").rect.center)  # Advance: its own solo, at its first level
    assert [m.name for m in ng.modes] == ["competitive", "solo"]
    assert ng.mode.name == "solo" and [lv.value for lv in ng.mode.levels] == ["normal", "veteran", "nightmare"]
    assert button(ng, "level").label == "Normal" and len(ng.seats) == 1
    click(app, button(ng, "level").rect.center)
    assert button(ng, "level").label == "Veteran"
    setup = ng.setup()
    assert (setup.ruleset, setup.mode, setup.options["level"]) == ("advance", "solo", "veteran")
    assert ng.error is None and button(ng, "start").enabled
    click(app, button(ng, "start").rect.center)
    table = next(s for s in app.stack.scenes if isinstance(s, TableScene))
    game = table.game
    assert isinstance(game.mode, AdvanceSolo) and game.mode.level == "veteran"
    assert [r for r in game.state.ranks() if game.state.hall_card(r) is not None] == [3, 4]  # half the hall


def test_going_back_to_classic_brings_back_classics_modes_and_levels(app):
    ng = new_game(app)
    click(app, button(ng, "ruleset").rect.center)
    to_mode(app, ng, "solo")
    click(app, button(ng, "ruleset").rect.center)  # Classic again
    assert [m.name for m in ng.modes] == ["competitive", "solo", "alone", "coop"]
    assert ng.mode.name == "solo" and [lv.value for lv in ng.mode.levels] == ["normal", "warrior", "nightmare"]


def test_the_setup_variants_are_rows_of_the_advance_ruleset_and_reach_the_setup(app):
    ng = new_game(app)
    assert ng.buttons.find("variant:dungeon") is None  # Classic has none
    click(app, button(ng, "ruleset").rect.center)
    assert button(ng, "variant:dungeon").label.startswith("Standard")
    assert button(ng, "variant:hard_knocks").label == "Off"
    click(app, button(ng, "variant:dungeon").rect.center)
    assert button(ng, "variant:dungeon").label == "4-4-4"
    assert ng.first_set == "advance" and ng.error is None  # Advance's first game: its groups have levels
    assert ng.setup().options["dungeon"] == "444" and button(ng, "start").enabled
    click(app, button(ng, "variant:dungeon").rect.center)
    click(app, button(ng, "variant:hard_knocks").rect.center)
    assert button(ng, "variant:dungeon").label == "Random dungeon" and button(ng, "variant:hard_knocks").label == "On"
    options = ng.setup().options
    assert (options["dungeon"], options["hard_knocks"]) == ("random", True)
    assert ng.error is None
    click(app, button(ng, "start").rect.center)
    table = next(s for s in app.stack.scenes if isinstance(s, TableScene))
    assert table.game.ruleset.options["hard_knocks"] is True


def test_the_advance_solo_table_says_when_the_push_will_reach_the_village(app, catalog):
    spec = dict(ruleset="advance", mode="solo", options={"level": "normal"}, village="first_game", choice="village",
                players=[{"name": "Ann", "hand": ["Regular"], "deck": DECK}],
                hall=["Harpy", "Half-Ogre", "Shadow Killer", "Grudgebeast"], dungeon=["Medusa", "Harpy"])
    game = build(catalog, spec)
    table = app.replace(TableScene(app, GameSession(game, [Seat("Ann", "human")])))
    app.step(0.016)
    assert table.minfo.hall_ranks == 4 and table.minfo.advance.text == "Harpy reaches the village when this turn ends"
    assert "a gap stops the push" in table.minfo.advance.help
    key(app, pygame.K_e)
    assert [game.name(c) for c in table.minfo.village] == ["Harpy"]
    assert game.name(game.state.hall_card(4)) == "Medusa"
