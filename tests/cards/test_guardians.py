"""Guardians: Guardian of Night and Guardian of Torment (cards/dragonspire/guardians.yaml), and the rules
of Rank 0.

Rulebook: Guardian Cards (a Guardian fights like any monster in the hall; its breach takes it out of
the hall to Rank 0 and the hall refills; any number of Guardians share Rank 0 and a player still
attacks one monster; Rank 0 has no light penalty; no one claims the Thunderstone while a Guardian is
in Rank 0, though the game still ends; Guardians never leave the hall or Rank 0 except by defeat),
Global Effects, Light and Darkness, Battle Effects, Breach Effect (never during setup).

Reading chosen: Guardian of Night's effect is printed as a Global effect, so (like every Global
effect) it works while the Guardian is anywhere in the dungeon hall, Rank 0 included; Guardian of
Torment's says it works only from Rank 0 (trait global_only_in_rank0). "Doubling the basic light
penalty" doubles the rank's own penalty; a monster's Light trait is added after.
"""

from __future__ import annotations

import shutil

import pytest

from game.catalog import load_catalog
from game.engine.events import BattleResolved, BreachTriggered, GameEnded, MonsterDefeated
from game.scenario import build
from tests.conftest import ROOT, Table

DECK = ["Militia"] * 8
WIN = ["Frost Bolt"] * 3 + ["Torch"]  # 9 magic, light 1


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def fight(table, hand, hall, rank0=(), dungeon=("Plague Zombie", "Ember"), players=2, **kw):
    return table(players=[{"hand": list(hand), "deck": DECK}] + [{"deck": DECK} for _ in range(players - 1)],
                 hall=list(hall), rank0=list(rank0), dungeon=list(dungeon), choice="dungeon", **kw)


def resolved(t):
    return next(e for e in t.events if isinstance(e, BattleResolved))


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, classes, gold, vp, xp, health", [
    ("Guardian of Night", ("Doomknight", "Guardian"), 2, 5, 3, 12),
    ("Guardian of Torment", ("Guardian",), 1, 6, 3, 14),
])
def test_guardians_have_their_printed_values(catalog, name, classes, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.count, d.classes, d.gold, d.vp, d.xp, d.health) == ("guardian", 1, classes, gold, vp, xp, health)
    assert catalog.groups[d.group].kind == "guardian" and d.is_monster


# --- in the hall ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name, health", [("Guardian of Night", 12), ("Guardian of Torment", 14)])
def test_a_guardian_in_the_hall_falls_to_its_health_in_attack_and_not_to_one_less(table, name, health):
    # two Torches cancel rank 1 even with Guardian of Night doubling it
    t = fight(table, ["Torch", "Torch"] + ["Militia"] * health, [name, "Harpy", "Half-Ogre"])
    bd = t.breakdown(name)
    assert (bd.rank, bd.health, bd.light_penalty, bd.total, bd.wins) == (1, health, 0, health, True)
    short = fight(table, ["Torch", "Torch"] + ["Militia"] * (health - 1), [name, "Harpy", "Half-Ogre"])
    assert short.breakdown(name).wins is False


def test_a_guardian_defeated_in_the_hall_goes_to_the_discard_pile_with_its_xp(table):
    t = fight(table, WIN + ["Frost Bolt"] * 2, ["Guardian of Torment", "Harpy", "Half-Ogre"])
    t.do("attack [Guardian of Torment]")  # 15 magic in rank 1
    assert resolved(t).won
    assert t.names("p0.discard") == ["Guardian of Torment"] and t.state.players[0].xp == 3
    t.do("end")
    assert t.names("hall.1") == ["Harpy"]


@pytest.mark.parametrize("name", ["Guardian of Night", "Guardian of Torment"])
def test_an_undefeated_guardian_stays_where_it_is(table, name):
    t = fight(table, ["Torch"], ["Harpy", name, "Half-Ogre"])
    t.do(f"attack [{name}]")
    assert not resolved(t).won
    assert t.names("hall.2") == [name] and t.names("dungeon") == ["Plague Zombie", "Ember"]
    t.do("end")
    assert t.names("hall.2") == [name]


def test_polymorph_cannot_move_a_guardian(table):
    t = fight(table, ["Polymorph", "Torch"], ["Guardian of Night", "Guardian of Torment", "Harpy"],
              dungeon=["Half-Ogre", "Ember"])
    t.do("use [Polymorph] 0")
    prompt = t.state.prompt
    assert [t.game.name(c) for c in prompt.options] == ["Harpy"]


# --- breach: to Rank 0 ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Guardian of Night", "Guardian of Torment"])
def test_a_guardian_reaching_rank_1_moves_to_rank_0_and_the_hall_refills(table, name):
    t = fight(table, WIN, ["Harpy", name, "Half-Ogre"])
    t.do("attack [Harpy]", "end")
    assert BreachTriggered(t.card(name)) in t.events
    assert t.names("rank0") == [name]
    assert [t.names(f"hall.{r}") for r in (1, 2, 3)] == [["Half-Ogre"], ["Plague Zombie"], ["Ember"]]
    assert t.state.active == 1


def test_a_monster_that_reaches_rank_1_behind_a_guardian_breaches_too(table):
    t = fight(table, WIN, ["Harpy", "Guardian of Night", "Walking Scourge"])
    t.do("attack [Harpy]", "end")
    assert t.names("rank0") == ["Guardian of Night"] and t.names("hall.1") == ["Walking Scourge"]
    assert BreachTriggered(t.card("Walking Scourge")) in t.events
    assert t.names("p0.discard").count("Disease") + t.names("p0.hand").count("Disease") == 1
    assert t.names("p1.discard").count("Disease") == 1


def test_a_guardian_in_rank_1_at_setup_stays_there(table):
    t = fight(table, ["Torch"], ["Guardian of Night", "Harpy", "Half-Ogre"])
    t.do("attack [Harpy]", "end")
    assert t.names("rank0") == [] and t.names("hall.1") == ["Guardian of Night"]


def test_guardians_share_rank_0(table):
    t = fight(table, WIN, ["Harpy", "Guardian of Torment", "Half-Ogre"], rank0=["Guardian of Night"])
    t.do("attack [Harpy]", "end")
    assert t.names("rank0") == ["Guardian of Night", "Guardian of Torment"]
    assert t.names("hall.1") == ["Half-Ogre"]


# --- Rank 0 --------------------------------------------------------------------------------------

def test_any_player_may_attack_a_guardian_in_rank_0_without_a_light_penalty(table):
    t = fight(table, ["Militia"] * 12, ["Harpy", "Half-Ogre", "Choking Smoke"], rank0=["Guardian of Night"])
    bd = t.breakdown("Guardian of Night")
    assert (bd.rank, bd.light, bd.darkness, bd.light_penalty, bd.total) == (0, -2, 0, 0, 12)
    t.do("attack [Guardian of Night]")
    assert MonsterDefeated(0, t.card("Guardian of Night"), 0) in t.events
    assert t.names("rank0") == [] and t.names("p0.discard") == ["Guardian of Night"]
    assert t.state.players[0].xp == 3


def test_an_undefeated_guardian_stays_in_rank_0_and_the_hall_is_untouched(table):
    t = fight(table, ["Militia"], ["Harpy", "Half-Ogre", "Orc Blademaster"], rank0=["Guardian of Torment"])
    t.do("attack [Guardian of Torment]", "end")
    assert t.names("rank0") == ["Guardian of Torment"]
    assert [t.names(f"hall.{r}") for r in (1, 2, 3)] == [["Harpy"], ["Half-Ogre"], ["Orc Blademaster"]]


def test_a_player_attacks_only_one_of_the_guardians_in_rank_0(table):
    t = fight(table, ["Militia"] * 14, ["Harpy", "Half-Ogre", "Orc Blademaster"],
              rank0=["Guardian of Night", "Guardian of Torment"])
    t.do("attack [Guardian of Torment]")
    assert t.names("rank0") == ["Guardian of Night"]
    assert not any(str(a).startswith("attack") for a in t.game.legal_actions())


def test_the_dungeon_is_open_when_only_rank_0_holds_a_monster(table):
    t = table(players=[{"hand": ["Militia"], "deck": DECK}, {"deck": DECK}], hall=[None, None, None],
              rank0=["Guardian of Night"], choice=None)
    assert "dungeon" in [str(a) for a in t.game.legal_actions()]


# --- the Thunderstone ------------------------------------------------------------------------------

def test_no_one_claims_the_thunderstone_while_a_guardian_is_in_rank_0_but_the_game_ends(table):
    t = fight(table, WIN, ["Harpy", "Stone of Scorn", "Half-Ogre"], rank0=["Guardian of Night"])
    t.do("attack [Harpy]", "end")
    ended = next(e for e in t.events if isinstance(e, GameEnded))
    assert ended.thunderstone_holder is None
    assert t.names("hall.1") == ["Stone of Scorn"] and t.state.over


def test_the_thunderstone_is_claimed_as_usual_without_a_guardian_in_rank_0(table):
    t = fight(table, WIN, ["Harpy", "Stone of Scorn", "Half-Ogre"])
    t.do("attack [Harpy]", "end")
    ended = next(e for e in t.events if isinstance(e, GameEnded))
    assert ended.thunderstone_holder == 0 and "Stone of Scorn" in t.names("p0.discard")


def test_a_guardian_breaching_ahead_of_the_thunderstone_keeps_it_from_being_claimed(table):
    t = fight(table, WIN, ["Harpy", "Guardian of Torment", "Stone of Scorn"])
    t.do("attack [Harpy]", "end")
    assert t.names("rank0") == ["Guardian of Torment"] and t.names("hall.1") == ["Stone of Scorn"]
    ended = next(e for e in t.events if isinstance(e, GameEnded))
    assert ended.thunderstone_holder is None


def test_defeating_a_guardian_in_rank_0_is_not_a_rank_1_victory(table):
    t = fight(table, ["Militia"] * 12, ["Stone of Scorn", "Harpy", "Half-Ogre"], rank0=["Guardian of Night"])
    t.do("attack [Guardian of Night]", "end")
    ended = next(e for e in t.events if isinstance(e, GameEnded))
    assert ended.thunderstone_holder is None


# --- Guardian of Night ---------------------------------------------------------------------------

def test_guardian_of_night_in_rank_0_doubles_the_light_penalty_of_every_rank(table):
    t = fight(table, ["Militia"] * 8 + ["Torch"], ["Harpy", "Half-Ogre", "Orc Blademaster"],
              rank0=["Guardian of Night"])
    bds = [t.breakdown(n) for n in ("Harpy", "Half-Ogre", "Orc Blademaster")]
    assert [bd.darkness for bd in bds] == [2, 4, 6]
    assert [bd.light_penalty for bd in bds] == [1, 3, 5]
    assert [bd.total for bd in bds] == [6, 2, 0]


def test_guardian_of_night_doubles_the_penalties_while_it_is_in_the_hall_too(table):
    t = fight(table, ["Militia"] * 8, ["Harpy", "Guardian of Night", "Half-Ogre"])
    assert [t.breakdown(n).darkness for n in ("Harpy", "Guardian of Night", "Half-Ogre")] == [2, 4, 6]


@pytest.fixture(scope="module")
def gloom_catalog(tmp_path_factory):
    """The real cards plus a made-up monster with Light -1: no Dragonspire monster has that trait."""
    root = tmp_path_factory.mktemp("cards") / "cards"
    shutil.copytree(ROOT / "cards", root)
    (root / "test").mkdir()
    (root / "test" / "gloom.yaml").write_text(
        "set: test\ngroup: test_gloom\nname: Test Gloom\nkind: monster\ncards:\n"
        "  - {name: Test Gloomling, count: 1, classes: [Test], health: 3, traits: [{light: -1}]}\n")
    return load_catalog(root)


def test_guardian_of_night_doubles_the_rank_before_a_monster_adds_its_own_darkness(gloom_catalog):
    spec = {"players": [{"hand": ["Militia"] * 6, "deck": DECK}, {}], "hall": ["Harpy", "Test Gloomling", "Half-Ogre"],
            "rank0": ["Guardian of Night"], "dungeon": ["Plague Zombie"], "choice": "dungeon"}
    t = Table(build(gloom_catalog, spec))
    assert t.breakdown("Test Gloomling").darkness == 2 * 2 + 1


def test_with_night_gone_the_penalties_are_back_to_normal(table):
    t = fight(table, ["Militia"] * 12 + ["Torch"], ["Harpy", "Half-Ogre", "Orc Blademaster"],
              rank0=["Guardian of Night"])
    assert t.breakdown("Half-Ogre").darkness == 4
    t.do("attack [Guardian of Night]")
    assert resolved(t).won
    assert t.breakdown("Half-Ogre").darkness == 2


# --- Guardian of Torment -------------------------------------------------------------------------

@pytest.mark.parametrize("monster, mine, theirs", [("Plague Zombie", 2, 0), ("Walking Scourge", 4, 2)])
def test_guardian_of_torment_in_rank_0_makes_battle_effects_happen_twice(table, monster, mine, theirs):
    t = fight(table, ["Torch"], [monster, "Harpy", "Half-Ogre"], rank0=["Guardian of Torment"])
    t.do(f"attack [{monster}]")
    assert t.names("p0.discard").count("Disease") == mine
    assert t.names("p1.discard").count("Disease") == theirs


def test_guardian_of_torment_in_the_hall_repeats_nothing(table):
    t = fight(table, ["Torch"], ["Plague Zombie", "Guardian of Torment", "Half-Ogre"])
    t.do("attack [Plague Zombie]")
    assert t.names("p0.discard").count("Disease") == 1


def test_under_torment_a_destroying_monster_destroys_twice(table):
    t = fight(table, ["Militia", "Half-Orc Raider", "Stoneguard Brute", "Torch"],
              ["Mountain Giant", "Harpy", "Half-Ogre"], rank0=["Guardian of Torment"])
    t.do("attack [Mountain Giant]")
    assert sorted(t.game.name(c) for c in t.state.turn.doomed) == ["Half-Orc Raider", "Militia"]


def test_under_torment_the_lich_lord_weakens_twice(table):
    t = fight(table, ["Stoneguard Tanker", "Torch"], ["Lich Lord", "Harpy", "Half-Ogre"],
              rank0=["Guardian of Torment"])
    t.do("attack [Lich Lord]")
    assert resolved(t).total == 6 - 2  # attack -1 twice; strength 8 - 8 = 0
    assert [t.game.name(c) for c in t.state.turn.doomed] == ["Stoneguard Tanker"]


def test_torment_affects_every_players_battles(table):
    t = table(players=[{"deck": DECK}, {"hand": ["Torch"], "deck": DECK}], active=1,
              hall=["Tomb Haunt", "Harpy", "Half-Ogre"], rank0=["Guardian of Torment"],
              dungeon=["Plague Zombie"], choice="dungeon")
    t.do("attack [Tomb Haunt]")
    assert t.names("p1.discard").count("Disease") == 2


def test_torment_repeats_nothing_for_a_monster_without_battle_effects(table):
    t = fight(table, ["Militia"] * 4 + ["Torch"], ["Harpy", "Half-Ogre", "Orc Blademaster"],
              rank0=["Guardian of Torment"])
    t.do("attack [Harpy]")
    assert resolved(t).won and t.state.turn.doomed == [] and "Disease" not in t.names("p0.discard")
