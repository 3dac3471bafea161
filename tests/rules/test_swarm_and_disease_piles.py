"""The piles of the Swarm, the Horde and the Special Disease deck: in every zone listing, the state's
clone, the invariants, the scenario format (game/scenario.py) and the undo window."""

from __future__ import annotations

import pytest

from game.engine import invariants
from game.engine.game import Game
from game.engine.setup import Setup, first_game
from game.scenario import ScenarioError, build


def test_the_stacks_are_zones_the_invariants_and_the_clone_know(catalog):
    fg = first_game(["Ann", "Bob"])
    game = Game.new(catalog, Setup(["Ann", "Bob"], ["swarm", "horde_humanoid", "orc_humanoid"], fg.heroes,
                                   fg.village, "stone_of_terror"), 11, checked=True)
    st = game.state
    assert {"swarm.swarm", "swarm.horde_humanoid"} <= set(st.zone_names())
    for c in st.swarms["swarm"]:
        assert st.loc[c] == "swarm.swarm"
    invariants.check(game)
    copy = st.clone()
    assert copy == st and copy.swarms is not st.swarms and copy.special_diseases
    copy.swarms["swarm"].pop()
    with pytest.raises(invariants.InvariantError):
        invariants.check(Game(catalog, copy, game.mode, game.setup, game.seed))


def test_a_scenario_writes_the_stacks_and_the_disease_deck_top_first(catalog):
    game = build(catalog, {"players": [{}, {}], "hall": ["Harpy"], "swarms": {"swarm": ["the_swarm_6", "the_swarm_7"]},
                           "disease_deck": ["Malaise", "Disease"]})
    st = game.state
    assert [st.cards[c] for c in st.swarms["swarm"]] == ["the_swarm_6", "the_swarm_7"]
    assert [st.cards[c] for c in st.disease] == ["malaise", "disease"] and st.special_diseases
    assert game.setup.special_diseases
    plain = build(catalog, {"players": [{}, {}], "hall": ["Harpy"]}).state
    assert not plain.special_diseases and plain.swarms == {} and len(plain.disease) == 10


@pytest.mark.parametrize("spec, words", [
    ({"swarms": {"orc_humanoid": ["Harpy"]}}, "not a group with stand-ins"),
    ({"swarms": {"swarm": ["horde_3"]}}, "not a card of its stack"),
    ({"swarms": {"swarm": ["the_swarm"]}}, "not a card of its stack"),
    ({"disease_deck": ["Harpy"]}, "not a Disease"),
    ({"disease_deck": "Malaise"}, "a list"),
])
def test_a_bad_stack_or_disease_deck_in_a_scenario_is_refused(catalog, spec, words):
    with pytest.raises(ScenarioError, match=words):
        build(catalog, {"players": [{}, {}], "hall": ["Harpy"], **spec})
