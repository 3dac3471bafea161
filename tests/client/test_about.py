"""The About screen: reached from the title screen, it shows the version, the licence state and where
the rules and card facts come from, lists every credited component and shows its full licence text;
both the list and the text scroll, at 1280x720 and 1920x1080."""

from __future__ import annotations

import pygame

import game
from game import credits
from game.client import theme as T
from game.client.scenes.about import AboutScene
from game.client.scenes.title import TitleScene
from tests.client.conftest import button, click, key


def open_about(app) -> AboutScene:
    app.start()
    app.step(0.016)
    click(app, button(app.stack.top, "about").rect.center)
    about = app.stack.top
    assert isinstance(about, AboutScene)
    return about


def row_of(about: AboutScene, name: str) -> pygame.Rect:
    index = next(i for i, c in enumerate(credits.CREDITS) if c.name == name)
    about.select(index)
    return next(r for r, e in about.rows if e == index)


def wheel(app, pos, y):
    app.mouse = pos
    app.feed(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y))
    app.step(0.016)


def test_the_title_screen_opens_about_and_escape_returns(app):
    about = open_about(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene) and about not in app.stack.scenes


def test_the_title_screen_shows_the_version(app):
    app.start()
    app.step(0.016)
    assert (f"version {game.__version__}", app.theme.s(12), T.TEXT_FAINT, False) in T._text_cache


def test_about_names_the_version_the_licence_and_where_the_rules_come_from(app):
    about = open_about(app)
    header = " ".join(about.header_lines)
    assert f"version {game.__version__}" in about.header_lines[0]
    assert about.header_lines[1].startswith("Licence:")
    assert "published Thunderstone games" in header and "Alderac Entertainment Group" in header


def test_clicking_a_component_shows_its_licence_and_full_text(app):
    about = open_about(app)
    click(app, row_of(about, "PyYAML").center)
    assert credits.CREDITS[about.selected].name == "PyYAML"
    text = [line for line, *_ in about.text_lines()]
    assert text[0].startswith("PyYAML ") and "Licence: MIT." in text
    assert "licenses/PyYAML.txt" in text and any("Permission is hereby granted" in t for t in text)


def test_the_licence_text_scrolls_to_its_end_and_back(app):
    about = open_about(app)
    about.select(next(i for i, c in enumerate(credits.CREDITS) if c.name == "pygame-ce"))
    total, fit = len(about.text_lines()), about.text_fit()
    assert total > fit  # the LGPL is long
    wheel(app, about.right.center, -1)  # one notch: three lines
    assert about.text_scroll == 3
    key(app, pygame.K_END)
    assert about.text_scroll == total - fit
    key(app, pygame.K_PAGEDOWN)
    assert about.text_scroll == total - fit  # no further than the end
    key(app, pygame.K_HOME)
    assert about.text_scroll == 0


def test_the_list_scrolls_and_keeps_the_chosen_component_in_sight(app):
    about = open_about(app)
    for _ in range(len(credits.CREDITS)):
        key(app, pygame.K_DOWN)
    last = len(credits.CREDITS) - 1
    assert about.selected == last and any(e == last for _, e in about.rows)
    assert about.list_scroll > 0
    wheel(app, about.left.center, 50)
    assert about.list_scroll == 0 and not any(e == last for _, e in about.rows)
    key(app, pygame.K_UP)
    assert about.selected == last - 1 and any(e == last - 1 for _, e in about.rows)


def test_about_fits_the_window_at_720p_and_1080p(app):
    about = open_about(app)
    for size in ((1280, 720), (1920, 1080)):
        app.resize(size)
        app.step(0.016)
        back = button(about, "back").rect
        assert about.header.bottom < about.left.top and about.left.bottom < back.top <= back.bottom <= size[1]
        assert about.right.right <= size[0] and about.rows[-1][0].bottom <= about.left.bottom
        click(app, back.center)
        assert isinstance(app.stack.top, TitleScene)
        click(app, button(app.stack.top, "about").rect.center)
        about = app.stack.top
