"""Modes are pluggable objects with named options (game/engine/modes); rules code calls their hooks
and never asks which mode it is in."""

import re
from pathlib import Path

import pytest

from game.engine.errors import SetupError
from game.engine.modes import MODE_CHOICES, MODES, Mode, make_mode
from game.engine.setup import Setup, first_game, validate

ROOT = Path(__file__).resolve().parents[2]


def test_the_mode_names_are_stable():
    assert list(MODES) == ["competitive", "solo", "alone", "coop"]
    assert all(isinstance(make_mode(name), Mode) for name in MODES)
    assert [(m.name, m.min_players, m.max_players) for m in MODE_CHOICES] == [
        ("competitive", 2, 5), ("solo", 1, 1), ("alone", 1, 1), ("coop", 2, 5)]


def test_a_level_sets_its_options_and_an_option_given_by_name_wins():
    assert make_mode("solo").options["level"] == "normal"
    warrior = make_mode("solo", {"level": "warrior"}).options
    assert (warrior["halve_stacks"], warrior["respite_min_xp"]) == (True, 2)
    assert make_mode("solo", {"level": "warrior", "respite_min_xp": 3}).options["respite_min_xp"] == 3
    assert make_mode("coop", {"level": "unity"}).options == {
        "level": "unity", "tokens": 1, "turn_in": False, "anger_when": "choice", "guardian_round_advance": True}
    assert make_mode("coop", {"level": "bonds"}).title() == "United We Stand: Bonds of Brotherhood (2 tokens)"


@pytest.mark.parametrize("name, options, message", [
    ("solo", {"level": "heroic"}, "no level 'heroic'"),
    ("solo", {"respite": 2}, "unknown option(s) respite"),
    ("solo", {"halve_stacks": 1}, "halve_stacks: 1 is not one of false, true"),
    ("coop", {"tokens": -1}, "tokens: -1 is below 0"),
    ("coop", {"tokens": True}, "tokens: True is not a valid value"),
    ("competitive", {"level": "warrior"}, "unknown option(s) level"),
    ("duel", {}, "unknown mode 'duel'"),
])
def test_unknown_options_and_bad_values_are_refused_with_the_reason(name, options, message):
    with pytest.raises(ValueError) as e:
        make_mode(name, options)
    assert message in str(e.value)


def test_setup_validation_reports_a_bad_mode_option_as_a_setup_error(catalog):
    setup = Setup(**{**first_game(["Solo"]).to_dict(), "mode": "solo", "options": {"level": "heroic"}})
    with pytest.raises(SetupError, match="no level 'heroic'"):
        validate(catalog, setup)


def test_every_choice_a_new_game_screen_offers_makes_a_valid_mode():
    for choice in MODE_CHOICES:
        assert choice.label and choice.description
        for level in choice.levels or [None]:
            options = {"level": level.value} if level else {}
            assert make_mode(choice.name, options).options.get("level") == (level.value if level else None)
        for option in choice.options:
            assert option.label and option.help
            make_mode(choice.name, {option.name: option.default})


def test_the_rules_never_ask_which_mode_they_are_in():
    engine = ROOT / "game" / "engine"
    files = (list((engine / "rules").glob("*.py")) + list((engine / "effects").glob("*.py"))
             + [engine / n for n in ("battle.py", "game.py", "events.py", "applying.py")])
    asking = re.compile(r"mode\.name|mode ==|mode !=|setup\.mode|isinstance\([^)]*(Solo|Alone|United|Competitive)")
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert not asking.search(text), f"{path.name} asks which mode it is in"


def test_a_setup_that_already_suits_the_mode_is_kept_as_it_is(catalog):
    from game.engine.setup import for_mode

    setup = for_mode(catalog, first_game(["A", "B"]), "competitive")
    assert setup.random is None and setup.to_dict() == first_game(["A", "B"]).to_dict()
    solo = for_mode(catalog, first_game(["A"]), "solo", {"level": "nightmare"})
    assert solo.random is None and (solo.mode, solo.options) == ("solo", {"level": "nightmare"})
    coop = for_mode(catalog, first_game(["A", "B"]), "coop")
    assert coop.random == {}  # 3 monster groups and no Guardian: the randomizers complete it


def test_a_scenario_names_its_mode_options_piles_anger_and_bookkeeping(table):
    from game.scenario import ScenarioError

    t = table(players=[{}, {}], hall=["Harpy", "Half-Ogre", "Orc Warlord"], mode="coop", options={"level": "bonds"},
              piles={"village": ["Medusa"], "party": ["Harpy"]}, anger=["Half-Ogre"],
              mode_data={"tokens": 0, "party_xp": 4})
    assert t.game.mode.options["tokens"] == 2
    assert (t.names("pile.village"), t.names("pile.party")) == (["Medusa"], ["Harpy"])
    assert t.state.anger == [t.card("Half-Ogre")]
    assert (t.state.mode_data["tokens"], t.state.mode_data["party_xp"]) == (0, 4)
    with pytest.raises(ScenarioError, match="no level 'hard'"):
        table(players=[{}], mode="solo", options={"level": "hard"})
    with pytest.raises(ScenarioError, match="anger: no 'Medusa' in the hall"):
        table(players=[{}, {}], hall=["Harpy"], mode="coop", anger=["Medusa"])
