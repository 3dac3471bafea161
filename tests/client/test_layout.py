"""The window's layout adapts from 1280x720 to 2560x1440 without overlaps."""

from __future__ import annotations

import pygame
import pytest

from game.client.layout import overlaps, table_regions
from game.client.scenes.title import TitleScene
from tests.client.test_table import DUNGEON, table_for

SIZES = [(1280, 720), (1920, 1080), (2560, 1440), (1366, 768)]


def inside(inner: pygame.Rect, outer: pygame.Rect) -> bool:
    return outer.contains(inner)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 5])
def test_the_main_regions_of_the_table_never_overlap(size, players):
    regions = table_regions(size, players)
    screen = pygame.Rect((0, 0), size)
    assert overlaps(regions) == []
    assert all(inside(r, screen) for r in regions.values())


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_the_table_draws_with_every_card_and_button_in_its_region(app, catalog, size):
    app.resize(size)
    t = table_for(app, catalog, **DUNGEON)
    assert app.screen.get_size() == size
    R = t.regions
    assert overlaps(R) == []
    tiles = [x.rect for x in t.tiles]
    assert tiles and all(inside(r, R["village"]) for r in tiles)
    assert all(not a.colliderect(b) for i, a in enumerate(tiles) for b in tiles[i + 1:])
    hall = [m.rect for m in t.hall_views] + [m.info for m in t.hall_views] + [t.deck_rect]
    assert all(inside(r, R["hall"]) for r in hall)
    cards = [v.rect for v in t.hand_views if v.zone == "hand"]
    assert len(cards) == 6 and all(inside(r, R["hand"]) for r in cards)
    assert all(not a.colliderect(b) for i, a in enumerate(cards) for b in cards[i + 1:])
    for b in t.buttons.items:
        assert any(inside(b.rect, r) for r in R.values()), f"button {b.label!r} at {b.rect} is outside every region"
    app.step(0.016)
    # the screen is not blank: the hall's panel colour is drawn where the hall is
    assert app.screen.get_at(R["hall"].move(3, 40).topleft)[:3] != (0, 0, 0)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_the_title_screen_fits_the_window(app, size):
    app.resize(size)
    title = app.start()
    assert isinstance(title, TitleScene)
    app.step(0.016)
    regions = title.regions(size)
    assert overlaps(regions) == []
    screen = pygame.Rect((0, 0), size)
    assert all(inside(b.rect, screen) for b in title.buttons.items)
    labels = [b.label for b in title.buttons.items]
    assert labels[:3] == ["New game", "Continue", "Load"] and labels[-1] == "Quit"


def test_resizing_the_window_moves_the_table_with_it(app, catalog):
    t = table_for(app, catalog, **DUNGEON)
    small = t.regions["hand"].copy()
    app.feed(pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080)))
    app.step(0.016)
    assert app.size == (1920, 1080)
    assert t.regions["hand"].w > small.w and t.regions["hand"].bottom <= 1080
