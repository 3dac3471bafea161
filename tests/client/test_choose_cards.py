"""New game → Setup: Chosen. Picking cards by hand, with the rest dealt at random from the seed."""

from __future__ import annotations

from game.client.scenes.choosecards import SECTIONS, ChooseCardsScene
from game.client.scenes.dialog import ZoomCard
from game.client.scenes.newgame import NewGameScene
from game.client.scenes.table import TableScene
from game.engine.setup import first_game
from tests.client.conftest import button, click

FIRST_GAME = first_game([]).to_dict()  # Dragonspire's


def section(field: str):
    return next(s for s in SECTIONS if s.field == field)


def open_picker(app) -> tuple[NewGameScene, ChooseCardsScene]:
    app.start()
    ng = app.push(NewGameScene(app))
    app.step(0.016)
    click(app, button(ng, "chosen").rect.center)
    picker = app.stack.top
    assert isinstance(picker, ChooseCardsScene) and ng.setup_kind == "chosen"
    return ng, picker


def pick(app, picker, key: str) -> None:
    """Click an item, as a player would after finding it (its tab, scrolled into view)."""
    b = picker.reveal(key)
    assert b is not None, f"{key} is not offered"
    click(app, b.rect.center)


def test_cards_chosen_by_hand_are_in_the_game_and_the_rest_is_dealt(app):
    ng, picker = open_picker(app)
    for key in ("monsters:giant", "heroes:gorinth", "heroes:cabal", "village:polymorph", "guardians:guardian_of_night",
                "thunderstone:stone_of_terror"):
        pick(app, picker, key)
    assert picker.status(section("heroes")) == "2 of 4 chosen, 2 at random"
    click(app, button(picker, "done").rect.center)
    assert app.stack.top is ng and button(ng, "chosen").label == "Chosen (6) ›"
    setup = ng.preview.setup  # the randomizers completed it from the seed
    assert "giant" in setup.monsters and len(setup.monsters) == 3
    assert {"gorinth", "cabal"} <= set(setup.heroes) and len(setup.heroes) == 4
    assert "polymorph" in setup.village and len(setup.village) == 8
    assert "guardian_of_night" in setup.guardians and setup.thunderstone == "stone_of_terror"
    click(app, button(ng, "start").rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.game.setup.heroes == setup.heroes and table.game.setup.monsters == setup.monsters
    assert "gorinth" in table.game.state.stacks and "polymorph" in table.game.state.stacks


def test_a_full_section_refuses_another_pick_and_says_why(app):
    ng, picker = open_picker(app)
    for key in ("monsters:giant", "monsters:undead_lich", "monsters:hydra_dragon"):
        pick(app, picker, key)
    fourth = picker.reveal("monsters:orc_humanoid")
    assert not fourth.enabled and fourth.reason == "the game has 3 monster groups: take one off first"
    click(app, fourth.rect.center)
    assert ng.picks.chosen["monsters"] == ["giant", "undead_lich", "hydra_dragon"]
    assert any("take one off first" in t.message for t in app.toasts)
    pick(app, picker, "monsters:giant")  # taking one off frees a place
    pick(app, picker, "monsters:orc_humanoid")
    assert ng.picks.chosen["monsters"] == ["undead_lich", "hydra_dragon", "orc_humanoid"]
    assert ng.preview.setup.monsters == ["undead_lich", "hydra_dragon", "orc_humanoid"]


def test_a_single_choice_replaces_the_last_and_a_second_click_takes_it_off(app):
    ng, picker = open_picker(app)
    pick(app, picker, "thunderstone:stone_of_scorn")
    pick(app, picker, "thunderstone:stone_of_terror")
    assert ng.picks.chosen["thunderstone"] == ["stone_of_terror"]
    pick(app, picker, "thunderstone:stone_of_terror")
    assert ng.picks.chosen["thunderstone"] == [] and picker.status(section("thunderstone")) == "at random"


def test_the_first_games_cards_and_a_random_deal_as_starting_points(app):
    ng, picker = open_picker(app)
    click(app, button(picker, "firstgame").rect.center)
    assert ng.preview.setup.monsters == FIRST_GAME["monsters"] and ng.preview.setup.village == FIRST_GAME["village"]
    click(app, button(picker, "clear").rect.center)
    assert ng.picks.count() == 0
    dealt = ng.preview.setup  # nothing chosen: all dealt from the seed
    click(app, button(picker, "deal").rect.center)
    assert ng.picks.chosen["monsters"] == dealt.monsters and ng.picks.chosen["heroes"] == dealt.heroes
    assert ng.picks.chosen["village"] == dealt.village and ng.picks.chosen["thunderstone"] == [dealt.thunderstone]
    assert not picker.reveal("heroes:" + next(g for g in ("belzur", "cabal", "chulian", "evoker", "flame")
                                               if g not in dealt.heroes)).enabled  # all four are chosen
    pick(app, picker, "heroes:" + dealt.heroes[0])  # change one: the deal is a start, not a lock
    assert len(ng.picks.chosen["heroes"]) == 3 and ng.preview is not None


def test_the_mode_sets_how_many_of_each_are_chosen(app):
    ng, picker = open_picker(app)
    click(app, button(picker, "done").rect.center)
    while ng.mode.name != "alone":
        ng.cycle_mode()
    ng.open_picker()
    picker = app.stack.top
    heroes = section("heroes")
    village = section("village")
    assert picker.wanted(heroes) == 6 and picker.wanted(village) == 12  # Alone in the Dark
    for key in ("heroes:belzur", "heroes:cabal", "heroes:chulian", "heroes:evoker", "heroes:flame"):
        pick(app, picker, key)
    assert picker.reveal("heroes:gorinth").enabled  # a fifth and sixth hero fit in this mode
    click(app, button(picker, "done").rect.center)
    assert ng.preview is not None and len(ng.preview.setup.heroes) == 6
    assert set(ng.preview.setup.heroes) >= {"belzur", "cabal", "chulian", "evoker", "flame"}


def test_the_last_card_set_cannot_be_left_out(app):
    ng, picker = open_picker(app)
    pick(app, picker, "set:dragonspire")
    assert ng.sets == ["dragonspire"] and any("at least one card set" in t.message for t in app.toasts)
    assert ng.preview is not None


def test_right_click_shows_a_groups_cards(app):
    ng, picker = open_picker(app)
    click(app, picker.reveal("heroes:gorinth").rect.center, button=3)
    zoom = app.stack.top
    assert isinstance(zoom, ZoomCard) and zoom.defn.name.startswith("Gorinth")
    assert ng.picks.count() == 0  # looking chooses nothing
    assert "Gorinth Miser ×2" in zoom.extra[0]


def test_tabs_show_one_kind_at_a_time(app):
    ng, picker = open_picker(app)
    assert picker.buttons.find("monsters:giant") is not None and picker.buttons.find("heroes:gorinth") is None
    click(app, button(picker, "tab:heroes").rect.center)
    assert picker.buttons.find("heroes:gorinth") is not None and picker.buttons.find("monsters:giant") is None
    click(app, button(picker, "tab:features").rect.center)
    assert picker.buttons.find("guardians:guardian_of_night") is not None
    assert picker.buttons.find("setting:barrowsdale") is not None


def test_typing_searches_by_a_groups_name_or_its_cards_names_and_escape_clears_it(app):
    import pygame

    ng, picker = open_picker(app)
    click(app, button(picker, "tab:heroes").rect.center)
    for ch in "miser":  # Gorinth Miser is a Gorinth
        app.feed(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step(0.016)
    shown = [b.key for b in picker.buttons.items if b.data.get("grid")]
    assert picker.query == "miser" and shown == ["heroes:gorinth"]
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    assert picker.query == "mise"
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert picker.query == "" and app.stack.top is picker  # the first Escape only clears the search
    assert len([b for b in picker.buttons.items if b.data.get("grid")]) > 1
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert app.stack.top is ng


def test_the_chosen_panel_lists_every_pick_by_section(app):
    ng, picker = open_picker(app)
    pick(app, picker, "heroes:gorinth")
    pick(app, picker, "thunderstone:stone_of_terror")
    summary = dict(picker.summary)
    assert summary["Heroes 1/4"] == "Gorinth"
    assert summary["Monster groups 0/3"] == "all at random"
    assert summary["Thunderstone ✓"] == "Stone of Terror"


def test_five_sets_of_chips_fit_the_picker_at_1280x720(app, monkeypatch):
    import game.client.scenes.choosecards as cc

    names = ["base", "dragonspire", "doomgate_legion", "wrath_of_the_elements", "promos_and_extras"]
    monkeypatch.setattr(cc, "card_sets", lambda catalog: names)
    ng, picker = open_picker(app)
    chips = [button(picker, f"set:{n}") for n in names]
    tabs = [button(picker, f"tab:{t.key}") for t in cc.TABS]
    for chip in chips:
        assert picker.frame.contains(chip.rect), chip.label
        assert not any(chip.rect.colliderect(t.rect) for t in tabs)
        assert not any(chip.rect.colliderect(o.rect) for o in chips if o is not chip)
