"""The Towers of Ruin rulebook's three scenarios (Szenarien): fixed setups like the first game, each
with its board side and Thunderstone Bearer, reached by the key "advance/<scenario>"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from game.engine.errors import SetupError
from game.engine.sets import (
    first_game_missing,
    fixed_setup,
    fixed_setups,
    scenario,
    set_name,
    short_name,
)
from game.engine.setup import first_game

TOWERS = {
    "advance/tower_of_corruption": ("Tower of Corruption", "wilderness", "stramst"),
    "advance/tower_of_compulsion": ("Tower of Compulsion", "dungeon", "belac"),
    "advance/tower_of_scorn": ("Tower of Scorn", "dungeon", "orseg"),
}


@pytest.mark.parametrize("key", sorted(TOWERS))
def test_each_tower_is_a_fixed_setup_with_its_board_side_and_bearer(key):
    name, board, bearer = TOWERS[key]
    assert scenario(key).name == name and short_name(key) == name
    assert set_name(key) == f"Thunderstone Advance: Towers of Ruin: {name}"
    fg = fixed_setup(key)
    assert (fg.ruleset, dict(fg.options), fg.thunderstone) == ("advance", {"board": board}, bearer)
    assert (len(fg.monsters), len(fg.heroes), len(fg.village)) == (3, 4, 8)
    setup = first_game(["A", "B"], card_set=key)
    assert (setup.ruleset, setup.options, setup.thunderstone) == ("advance", {"board": board}, bearer)
    assert setup.monsters == list(fg.monsters) and setup.village == list(fg.village)


def test_the_tower_of_scorn_has_the_dragons_djinn_and_burnmarked_against_criochan_drua_deepstrider_glamercast():
    fg = fixed_setup("advance/tower_of_scorn")
    assert fg.monsters == ("dragon_fire", "djinni_efreet", "burnmarked_fire")
    assert fg.heroes == ("criochan", "drua", "deepstrider", "glamercast")
    assert "smuggler" in fg.village and "rangers_wilderness_map" in fg.village


def test_an_unknown_scenario_is_refused_with_its_name(catalog):
    assert scenario("advance/tower_of_nothing") is None and scenario("advance") is None
    with pytest.raises(SetupError, match="no scenario 'advance/tower_of_nothing'"):
        first_game(["A"], card_set="advance/tower_of_nothing")
    assert first_game_missing(catalog, "advance/tower_of_nothing") == "there is no scenario 'advance/tower_of_nothing'"


def test_a_scenario_is_offered_only_when_the_card_data_has_all_of_its_cards(catalog):
    offered = fixed_setups(catalog)
    for key in TOWERS:
        assert (key in offered) == (first_game_missing(catalog, key) is None)
    assert offered[:2] == ["base", "dragonspire"]  # the first games come first, each before its scenarios


REFERENCE = Path("/work/shared/reference/advance-towers-of-ruin.yaml")


def _plain(name: str) -> str:
    """A group's name as the reference writes it: 'Undead • Horde' and 'Burnmarked - Fire' are 'Undead-Horde'."""
    return re.sub(r"\s*[•-]\s*", "-", name)


@pytest.mark.skipif(not REFERENCE.exists(), reason="Advance reference card list not available")
@pytest.mark.parametrize("key", ["advance", *sorted(TOWERS)])
def test_the_first_game_and_each_tower_are_exactly_the_references_lists(catalog, key):
    # worked example 30: the rulebook's first game and scenarios, every group, the Bearer and the board side
    data = yaml.safe_load(REFERENCE.read_text(encoding="utf-8"))
    ref = data["first_game"] if key == "advance" else next(
        s for s in data["scenarios"] if s["name"] == TOWERS[key][0])
    fg = fixed_setup(key)
    names = {part: sorted(_plain(catalog.groups[g].name) for g in getattr(fg, part))
             for part in ("monsters", "heroes", "village")}
    assert names == {part: sorted(ref[part]) for part in ("monsters", "heroes", "village")}
    assert catalog.groups[fg.thunderstone].name == ref["thunderstone_bearer"]
    assert dict(fg.options)["board"] == ref["board_side"]
