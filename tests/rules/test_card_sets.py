"""Card sets (game/engine/sets.py): each box's first game, random setups from any mix of sets, and
the rules each set brings to the randomizers (the base set has no Dungeon Features)."""

from __future__ import annotations

import pytest

from game.engine.game import Game
from game.engine.sets import DEFAULT_SET, card_set, first_game_sets, playable_sets, set_name
from game.engine.setup import first_game, for_mode, random_setup, resolve

BASE_FIRST_GAME = {  # the base rulebook's Your First Game
    "monsters": ["enchanted", "ooze", "undead_doom"],
    "heroes": ["elf", "lorigg", "regian", "thyrian"],
    "village": ["battle_fury", "fireball", "flaming_sword", "lightstone_gem", "magical_aura", "short_sword",
                "spear", "town_guard"],
}


def test_the_sets_are_offered_in_the_boxes_order_with_their_names(catalog):
    assert playable_sets(catalog)[:2] == ["base", "dragonspire"]
    assert (set_name("base"), set_name("dragonspire")) == ("Thunderstone base set", "Dragonspire")
    assert {"base", "dragonspire"} <= set(first_game_sets(catalog))


def test_the_base_set_first_game_is_the_rulebooks_list_with_the_stone_of_mystery(catalog):
    setup = first_game(["Ann", "Bob"], card_set="base")
    assert {f: getattr(setup, f) for f in BASE_FIRST_GAME} == BASE_FIRST_GAME
    assert setup.thunderstone == "stone_of_mystery" and setup.random is None
    game = Game.new(catalog, setup, 1)
    st = game.state
    assert set(st.stacks) == {"militia", "dagger", "iron_rations", "torch", *BASE_FIRST_GAME["heroes"],
                              *BASE_FIRST_GAME["village"]}
    dungeon = [game.defn(c) for c in st.dungeon] + [game.defn(c) for slot in st.hall for c in slot]
    assert sum(1 for d in dungeon if d.is_monster) == 30  # ten cards each of three groups
    assert [d.name for d in dungeon if d.kind == "thunderstone"] == ["Stone of Mystery"]
    assert {d.group for d in dungeon if d.is_monster} == set(BASE_FIRST_GAME["monsters"])
    # heroes stacked level 1 on top, then 2, then 3 (rulebook: Setup)
    for hero in BASE_FIRST_GAME["heroes"]:
        levels = [game.defn(c).level for c in st.stacks[hero]]
        assert levels == sorted(levels) and levels.count(1) == 6 and levels.count(3) == 2


def test_a_base_set_random_setup_deals_base_groups_and_never_a_dungeon_feature(catalog):
    for seed in range(40):
        setup = resolve(catalog, random_setup(["A", "B"], ["base"]), seed)
        for g in setup.monsters + setup.heroes + setup.village:
            assert catalog.groups[g].set == "base"
        assert (len(setup.monsters), len(setup.heroes), len(setup.village)) == (3, 4, 8)
        assert setup.thunderstone == "stone_of_mystery"
        assert not (setup.guardians or setup.traps or setup.treasures or setup.setting)


def test_mixed_sets_shuffle_their_randomizers_together(catalog):
    sets_seen: set[str] = set()
    stones: set[str] = set()
    features = 0
    for seed in range(60):
        setup = resolve(catalog, random_setup(["A", "B"], ["base", "dragonspire"]), seed)
        groups = setup.monsters + setup.heroes + setup.village
        sets_seen |= {catalog.groups[g].set for g in groups}
        stones.add(setup.thunderstone)
        features += bool(setup.guardians or setup.traps or setup.treasures or setup.setting)
    assert sets_seen == {"base", "dragonspire"}
    assert stones == {"stone_of_mystery", "stone_of_scorn", "stone_of_terror"}
    assert features > 0  # Dragonspire's three Dungeon Feature randomizers are in the mix


def test_a_request_without_sets_is_dragonspire_as_before_sets_could_be_chosen(catalog):
    assert DEFAULT_SET == "dragonspire" and card_set("base").feature_randomizers == 0
    for seed in range(10):
        old = resolve(catalog, random_setup(["A", "B"], ["dragonspire"]), seed)
        request = random_setup(["A", "B"], ["dragonspire"])
        request.random = {}
        assert resolve(catalog, request, seed) == old


def test_a_base_first_game_completed_for_alone_in_the_dark_draws_base_cards(catalog):
    setup = for_mode(catalog, first_game(["Ann"], card_set="base"), "alone")
    assert setup.random == {"sets": ["base"]}
    done = resolve(catalog, setup, 3)
    assert len(done.heroes) == 6 and len(done.village) == 12
    assert all(catalog.groups[g].set == "base" for g in done.heroes + done.village + done.monsters)


def test_co_op_with_the_base_set_alone_takes_its_guardian_from_a_box_that_has_guardians(catalog):
    setup = resolve(catalog, random_setup(["A", "B"], ["base"], mode="coop"), 5)
    guardian = catalog.cards[setup.guardians[0]]
    assert len(setup.guardians) == 1 and guardian.kind == "guardian" and guardian.set != "base"
    assert all(catalog.groups[g].set == "base" for g in setup.monsters + setup.heroes + setup.village)


@pytest.mark.parametrize("sets", [["base"], ["base", "dragonspire"]])
def test_random_setups_from_these_sets_play_to_the_end_in_every_mode(sets, capsys):
    from game.cli import main

    assert main(["sim", "--random-setup", "--sets", ",".join(sets), "--mode", "all", "--games", "8",
                 "--seed", "11", "--quiet"]) == 0
    assert "8 games, 0 failed" in capsys.readouterr().out
