"""Kobold • Humanoid (cards/advance/kobold_humanoid.yaml), a level-1 Advance monster group: the
Drakeclan Cutter, Ambusher and Shaman may be put into any player's discard pile by whoever defeats
them (two of them are worth negative VP), and the Drakeclan Laird grows with the other kobolds of the
hall and takes them along when defeated, without XP for them; glossary: Drachenclan-Lord (those may
go to other players too; docs/advance.md section 19, point 28)."""

import pytest

from game.ai import make_bot
from game.engine.actions import Choose
from game.engine.rules import scoring

HEROES = {"heroes": ["criochan", "deepstrider", "whetmage", "drua"], "village": []}
HALL = ["Warrior Bones", "Ossuous", "Dwarven Ancestor", "Shrouded Cadaver"]
GIVERS = ["Drakeclan Cutter", "Drakeclan Ambusher", "Drakeclan Shaman"]


def advance(table, hand, hall, players=3, **spec):
    """Player 0 in the dungeon; `players` is how many play, or the others' zones."""
    spec.setdefault("village", HEROES)
    spec.setdefault("choice", "dungeon")
    others = [{"deck": ["Regular"] * 6} for _ in range(players - 1)] if isinstance(players, int) else \
        [{"deck": ["Regular"] * 6, **p} for p in players[1:]]
    return table(ruleset="advance", hall=list(hall), dungeon=["Warrior Bones"],
                 players=[{"hand": list(hand), "deck": ["Regular"] * 6}, *others], **spec)


# --- facts ----------------------------------------------------------------------------------------

FACTS = {  # name: (count, classes, health, gold, xp, vp)
    "Drakeclan Cutter": (3, ("Kobold",), 5, 2, 2, -1),
    "Drakeclan Ambusher": (3, ("Kobold", "Ambusher"), 4, 0, 1, 1),
    "Drakeclan Laird": (2, ("Kobold",), 7, 2, 2, 3),
    "Drakeclan Shaman": (2, ("Kobold",), 6, 3, 1, -2),
}


@pytest.mark.parametrize("name", sorted(FACTS))
def test_each_kobold_has_the_reference_facts(catalog, name):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.count, d.classes, d.health, d.gold, d.xp, d.vp) == FACTS[name]
    assert d.kind == "monster" and d.set == "advance" and d.gold_printed


def test_kobold_humanoid_is_a_level_1_group_of_ten(catalog):
    g = catalog.groups["kobold_humanoid"]
    assert g.level == 1 and sum(catalog.cards[k].count for k in g.cards) == 10


# --- handing a defeated kobold to any player ------------------------------------------------------

@pytest.mark.parametrize("name", GIVERS)
def test_a_defeated_kobold_may_go_into_another_players_discard_pile_and_the_victor_keeps_the_xp(table, name):
    t = advance(table, ["Criochan Captain", "Torch"], [name, *HALL[:3]])
    t.do(f"attack [{name}]")
    prompt = t.state.prompt
    assert (prompt.kind, prompt.reason, prompt.options) == ("option", "give_monster", [0, 1, 2])
    t.do("choose 2")
    assert t.names("p2.discard") == [name] and t.names("p0.discard") == []
    assert t.state.players[0].xp == FACTS[name][4]
    assert scoring.score(t.game, 2) == FACTS[name][5]


def test_the_victor_may_keep_the_kobold(table):
    t = advance(table, ["Criochan Captain", "Torch"], ["Drakeclan Ambusher", *HALL[:3]])
    t.do("attack [Drakeclan Ambusher]", "choose 0")
    assert t.names("p0.discard") == ["Drakeclan Ambusher"]


def test_a_kobold_that_was_not_defeated_asks_nothing(table):
    t = advance(table, ["Regular"], ["Drakeclan Shaman", *HALL[:3]])
    t.do("attack [Drakeclan Shaman]")
    assert t.state.prompt is None and t.names("p0.discard") == []


# --- Drakeclan Laird ------------------------------------------------------------------------------

def test_drakeclan_laird_gains_the_health_of_the_other_kobolds_in_the_hall(table):
    t = advance(table, ["Criochan Captain"], ["Drakeclan Laird", "Drakeclan Cutter", "Warrior Bones",
                                              "Drakeclan Ambusher"])
    assert t.breakdown("Drakeclan Laird").health == 7 + 5 + 4
    alone = advance(table, ["Criochan Captain"], ["Drakeclan Laird", *HALL[:3]])
    assert alone.breakdown("Drakeclan Laird").health == 7


def test_drakeclan_laird_defeated_takes_the_other_kobolds_along_without_their_xp(table):
    hall = ["Drakeclan Laird", "Drakeclan Cutter", "Warrior Bones", "Drakeclan Ambusher"]
    t = advance(table, ["Criochan Captain", "Criochan Knight", "Criochan Sergeant", "Regular", "Torch"], hall)
    t.do("attack [Drakeclan Laird]")  # 8 + 5 + 2 + 1 against 16
    assert t.state.turn.battle_won and t.state.players[0].xp == 2  # the Laird's only
    assert sorted(t.game.name(c) for c in t.state.turn.defeated) == [
        "Drakeclan Ambusher", "Drakeclan Cutter", "Drakeclan Laird"]
    # glossary: the others' own rule lets the victor hand them on
    assert t.state.prompt.reason == "give_monster" and t.state.prompt.source == t.card("Drakeclan Cutter")
    t.do("choose 1")
    assert t.state.prompt.source == t.card("Drakeclan Ambusher")
    t.do("choose 0")
    assert t.names("p0.discard") == ["Drakeclan Ambusher", "Drakeclan Laird"]
    assert t.names("p1.discard") == ["Drakeclan Cutter"]
    t.do("end")
    assert t.game.name(t.state.hall_card(1)) == "Warrior Bones"  # the hall closes every gap


def test_drakeclan_laird_lost_to_leaves_the_other_kobolds_in_the_hall(table):
    hall = ["Drakeclan Laird", "Drakeclan Cutter", "Warrior Bones", "Drakeclan Ambusher"]
    t = advance(table, ["Criochan Captain", "Torch"], hall)
    t.do("attack [Drakeclan Laird]")
    assert not t.state.turn.battle_won and t.state.players[0].xp == 0
    assert [t.game.name(t.state.hall_card(r)) for r in (2, 3, 4)] == hall[1:]


def test_alone_at_the_table_nobody_is_asked(table):
    t = advance(table, ["Criochan Captain", "Torch"], ["Drakeclan Cutter", *HALL[:3]], players=1)
    t.do("attack [Drakeclan Cutter]")
    assert t.state.prompt is None and t.names("p0.discard") == ["Drakeclan Cutter"]


@pytest.mark.parametrize("strength", ["normal", "hard"])
def test_a_bot_hands_a_kobold_worth_negative_vp_to_the_leader_and_keeps_the_others(table, strength):
    shaman = advance(table, ["Criochan Captain", "Torch"], ["Drakeclan Shaman", *HALL[:3]],
                     players=[{}, {"discard": ["Drakeclan Laird"]}, {}])
    shaman.do("attack [Drakeclan Shaman]")
    given = make_bot(strength, 1, budget=0.01).choose(shaman.game)
    assert given == Choose((1,)) if strength == "normal" else given.values[0] != 0  # normal: to the leader (3 VP)
    ambusher = advance(table, ["Criochan Captain", "Torch"], ["Drakeclan Ambusher", *HALL[:3]])
    ambusher.do("attack [Drakeclan Ambusher]")
    assert make_bot(strength, 1, budget=0.01).choose(ambusher.game) == Choose((0,))
