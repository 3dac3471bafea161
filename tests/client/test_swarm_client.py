"""The Swarm and Horde stacks and the Special Disease deck on the table: chips under the dungeon
deck with their counts, the stacks' top cards zoomable, the Disease deck face down."""

from __future__ import annotations

import os

import pygame
import pytest

from game.client.app import App
from game.client.scenes.table import TableScene
from game.client.session import GameSession, Seat
from game.client.settings import Settings
from game.scenario import build

SPEC = dict(players=[{"name": "Ann", "hand": ["Militia", "Torch", "Dagger"]}, {"name": "Bot"}],
            hall=["the_swarm_4", "Half-Ogre", "horde_3"], dungeon=["the_swarm", "Harpy"], choice="dungeon",
            village="first_game", swarms={"swarm": [f"the_swarm_{h}" for h in range(5, 14)],
                                          "horde_humanoid": [f"horde_{h}" for h in range(4, 13)]},
            disease_deck=["Fatigue", "Disease", "Malaise"])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_stacks_and_the_disease_deck_show_under_the_dungeon_deck(catalog, tmp_path, size):
    app = App(size, catalog=catalog, settings=Settings(animation="off", bot_delay=0.0), saves_dir=tmp_path / "saves",
              fsync=False, bot_threads=False)
    try:
        game = build(catalog, SPEC)
        t = app.replace(TableScene(app, GameSession(game, [Seat("Ann"), Seat("Bot", "bot")])))
        app.step(0.016)
        chips = dict(t.side_piles)
        assert list(chips) == ["swarm.swarm", "swarm.horde_humanoid", "disease"]
        hall = t.regions["hall"]
        for chip in chips.values():
            assert hall.contains(chip) and chip.h >= 18 and chip.top > t.deck_rect.bottom
        assert not any(a.colliderect(b) for a in chips.values() for b in chips.values() if a is not b)
        assert not any(chips["disease"].colliderect(m.rect) for m in t.hall_views)
        st = game.state
        # hovering a stack zooms its top card; the face-down Disease deck shows nothing
        assert t.hover_target(chips["swarm.swarm"].center) == ("card", st.swarms["swarm"][0])
        assert t.hover_target(chips["swarm.horde_humanoid"].center) == ("card", st.swarms["horde_humanoid"][0])
        assert t.hover_target(chips["disease"].center) is None
        tips = [text for r, text in t.tips if r == chips["disease"]]
        assert tips and "3 cards" in tips[0]
        app.draw()
        shot = os.environ.get("THUNDERSTONE_SHOTS")  # where to keep a screenshot to look at
        if shot:
            pygame.image.save(app.screen, os.path.join(shot, f"swarm_{size[0]}x{size[1]}.png"))
    finally:
        for s in list(app.stack.scenes):
            s.exit()
        pygame.quit()


def test_a_game_without_them_has_no_chips(app, catalog):
    game = build(catalog, dict(players=[{"name": "Ann"}, {"name": "Bot"}], hall=["Harpy"]))
    t = app.replace(TableScene(app, GameSession(game, [Seat("Ann"), Seat("Bot", "bot")])))
    app.step(0.016)
    assert t.side_piles == []


def test_the_log_tells_a_stand_in_replaced_and_the_disease_drawn(catalog):
    from game.client import logtext

    game = build(catalog, dict(players=[{"name": "Ann", "hand": ["Frost Bolt", "Frost Bolt", "Torch"]}, {"name": "Bo"}],
                               hall=["Harpy", "Half-Ogre", "Plague Zombie"], dungeon=["the_swarm"], choice="dungeon",
                               swarms={"swarm": ["the_swarm_4"]}, disease_deck=["Malaise"]))
    start = len(game.log)
    game.apply(next(a for a in game.legal_actions() if a.text() == f"attack {game.state.hall[2][0]}"))
    game.apply(next(a for a in game.legal_actions() if a.text() == "end"))
    lines = logtext.describe(game, game.log[start:])
    assert "Ann gains a Disease: Malaise." in lines
    assert any("stand-in" in line for line in lines)
    assert any("(health 4) comes from its stack to rank 3" in line for line in lines)


def test_new_game_offers_the_special_disease_deck_once_doomgate_is_among_the_sets(app, catalog):
    from game.client.scenes.newgame import NewGameScene
    from tests.client.conftest import button, click

    app.start()
    ng = app.push(NewGameScene(app))
    app.step(0.016)
    click(app, button(ng, "random").rect.center)
    ng.sets = ["dragonspire"]
    ng.refresh()
    app.step(0.016)
    assert not any(b.key == "diseases" for b in ng.buttons.items)  # no Special Disease deck in these sets
    ng.sets = ["doomgate", "dragonspire"]
    ng.seed = 4
    ng.refresh()
    app.step(0.016)
    assert not ng.setup().special_diseases and "special_diseases" not in ng.setup().random
    click(app, button(ng, "diseases").rect.center)  # the deck, chosen
    assert ng.diseases == "special" and ng.setup().special_diseases
    assert ng.preview is not None and ng.preview.setup.special_diseases
    click(app, button(ng, "diseases").rect.center)  # drawn from the deck, the rulebook's way
    assert ng.diseases == "draw" and ng.setup().random["special_diseases"] == "draw"
    click(app, button(ng, "diseases").rect.center)
    assert ng.diseases == "plain"
    click(app, button(ng, "first").rect.center)  # a first game says for itself
    assert not any(b.key == "diseases" for b in ng.buttons.items)
