"""Illegal actions, in every phase of the turn, are refused with a reason and change nothing
(DESIGN: applying an illegal action raises a clear error and changes nothing)."""

import pytest

from game.engine.actions import Attack, Choose, DestroyCard, Equip, LevelUp, Unequip, UseAbility
from game.engine.errors import IllegalAction
from game.scenario import resolve

from .conftest import zones

HALL = ["Harpy", "Half-Ogre", "Orc Warlord"]
HAND = ["Militia", "Militia", "Dagger", "Torch", "Iron Rations", "Belzur Curate"]
DECK = ["Militia"] * 6


def position(table, phase):
    """A position in the given phase, player 0 to act, with 2 XP."""
    p0 = {"hand": HAND, "deck": ["Polymorph"] + DECK, "xp": 2}
    spec = {"players": [p0, {"hand": ["Militia"], "deck": DECK}], "hall": HALL,
            "dungeon": ["Basilisk", "Medusa"]}
    if phase == "choose":
        return table(**spec)
    if phase in ("village", "dungeon", "rest"):
        return table(**spec, choice=phase)
    if phase == "village_after_buy":
        return table(**spec, choice="village").do("buy iron_rations")
    if phase == "village_after_level":
        return table(**spec, choice="village").do("level [Belzur Curate]")
    if phase == "dungeon_equipped":
        return table(**spec, choice="dungeon").do("equip [Dagger] [Militia]")
    if phase == "aftermath":
        return table(**spec, choice="dungeon").do("equip [Dagger] [Militia]", "attack [Harpy]")
    if phase == "rest_after_destroy":
        return table(**spec, choice="rest").do("destroy [Torch]")
    if phase == "prompt":  # Iron Rations asks which of the three heroes gets the strength
        return table(**spec, choice="dungeon").do("use [Iron Rations] 0")
    if phase == "over":
        over = {"players": [{"hand": ["Militia"] * 4 + ["Torch"], "deck": DECK}, {"deck": DECK}],
                "hall": ["Harpy", "Stone of Scorn", "Half-Ogre"], "dungeon": ["Basilisk"], "choice": "dungeon"}
        return table(**over).do("attack [Harpy]", "end")
    raise ValueError(phase)


CASES = {
    "choose": ["end", "buy dagger", "attack [Harpy]", "equip [Dagger] [Militia]", "unequip [Dagger]",
               "level [Militia] belzur", "destroy [Torch]", "use [Iron Rations] 0", "choose 1",
               "use [Belzur Curate] 0"],
    "village": ["dungeon", "rest", "attack [Harpy]", "equip [Dagger] [Militia]", "buy stoneguard",
                "buy no_such_stack", "level [Militia] belzur", "level [Torch]", "level [Belzur Curate] gorinth",
                "destroy [Torch]", "use [Iron Rations] 0", "use [Belzur Curate] 1", "use [Belzur Curate] 7",
                "choose 1", "unequip [Dagger]"],
    "village_after_buy": ["buy dagger", "use [Belzur Curate] 0", "attack [Harpy]"],
    "village_after_level": ["buy dagger", "level [Belzur Bishop]", "level [Belzur Curate]"],
    "dungeon": ["end", "village", "buy dagger", "level [Belzur Curate]", "destroy [Torch]",
                "attack [Basilisk]", "attack [Militia]", "attack [Medusa]",
                "equip [Torch] [Militia]", "equip [Dagger] [Torch]", "unequip [Dagger]",
                "use [Belzur Curate] 1", "use [Polymorph] 0", "choose 1"],
    "dungeon_equipped": ["equip [Dagger] [Militia#2]", "end", "unequip [Torch]"],
    "aftermath": ["attack [Half-Ogre]", "equip [Dagger] [Militia#2]", "unequip [Dagger]",
                  "use [Iron Rations] 0", "use [Belzur Curate] 0", "buy dagger", "destroy [Torch]",
                  "village"],
    "rest": ["buy dagger", "attack [Harpy]", "equip [Dagger] [Militia]", "use [Belzur Curate] 0",
             "level [Militia] belzur", "destroy [Polymorph]", "destroy [Harpy]", "village"],
    "rest_after_destroy": ["destroy [Militia]", "destroy [Torch]"],
    "prompt": ["end", "attack [Harpy]", "equip [Dagger] [Militia]", "choose", "choose [Torch]",
               "choose [Militia] [Militia#2]", "choose [Militia] [Militia]", "use [Belzur Curate] 0"],
    "over": ["rest", "village", "end", "buy dagger", "choose 1"],
}


def _check_refused(t, action) -> None:
    before = t.state.clone()
    snapshot = zones(t.state)
    log = len(t.game.log)
    with pytest.raises(IllegalAction) as e:
        t.game.apply(action)
    assert e.value.reason and isinstance(e.value.reason, str)
    assert t.game.why_illegal(action) == e.value.reason
    assert action not in t.game.legal_actions()
    assert t.state == before
    assert zones(t.state) == snapshot
    assert len(t.game.log) == log


@pytest.mark.parametrize("phase,text", [(p, a) for p, actions in CASES.items() for a in actions])
def test_an_illegal_action_is_refused_with_a_reason_and_changes_nothing(table, phase, text):
    t = position(table, phase)
    _check_refused(t, resolve(t.game, text))


@pytest.mark.parametrize("action", [UseAbility(10_000, 0), Equip(10_000, 10_001), Unequip(10_000),
                                    Attack(10_000), DestroyCard(10_000), LevelUp(10_000),
                                    UseAbility(-1, 0), Attack(-1), Choose((10_000,))])
@pytest.mark.parametrize("phase", ["village", "dungeon", "rest"])
def test_card_numbers_that_do_not_exist_are_refused_too(table, phase, action):
    _check_refused(position(table, phase), action)


def test_after_refusals_the_same_position_still_plays_on(table):
    t = position(table, "dungeon")
    for text in CASES["dungeon"]:
        with pytest.raises(IllegalAction):
            t.do(text)
    t.do("equip [Dagger] [Militia]", "attack [Harpy]", "end")
    assert t.state.active == 1 and "Harpy" in t.names("p0.discard")
