"""The Towers of Ruin rulebook's two play examples (Spielbeispiele, pp. 26-27: Beispiel eines Dorfbesuchs,
Beispiel eines Kampfs im Dungeon) with the real Advance cards, step by step (docs/advance.md section 19,
worked examples 26 and 27). The village example's gold does not add up with the card data (section 21):
its rules are tested, not its sums."""

from game.engine.events import BattleResolved, MonsterDefeated, Purchased
from game.engine.rules.village import gold_left

HEROES = ["criochan", "deepstrider", "drua", "glamercast"]
VILLAGE = ["innkeeper", "king_caelans_writ", "smuggler", "summon_storm", "rangers_wilderness_map", "pike", "longsword",
           "moonstone"]


def test_the_village_example_cutpurse_storm_innkeeper_discord_and_writ(table):
    # Michael's hand: Aird Cutpurse, Summon Storm, King Caelan's Writ, Innkeeper, Smuggler, Curse of Discord
    t = table(ruleset="advance", hall=["Warrior Bones", "Ossuous", "Dwarven Ancestor", "Shrouded Cadaver"],
              dungeon=["Warrior Bones"], village={"heroes": HEROES, "village": VILLAGE}, disease_deck=["Curse of War"],
              players=[{"hand": ["Aird Cutpurse", "Summon Storm", "King Caelan's Writ", "Innkeeper", "Smuggler",
                                 "Curse of Discord"], "deck": ["Longspear"] + ["Torch"] * 6},
                       {"deck": ["Regular"] * 7}])
    storm, innkeeper, discord = t.card("Summon Storm"), t.card("Innkeeper"), t.card("Curse of Discord")
    t.do("village", "use [Aird Cutpurse] 0")  # every player discards the top card of the deck, Michael too
    assert t.names("p0.discard") == ["Longspear"] and t.names("p1.discard") == ["Regular"]
    t.do("choose [Longspear]")  # its owner picks the card whose gold it gains
    assert t.gained("gold") == [2]
    t.do("use [Summon Storm] 0")  # back on top of the deck
    assert t.state.players[0].deck[0] == storm
    t.do("use [Innkeeper] 0", f"choose {innkeeper}")  # it destroys itself: a villager
    assert t.state.loc[innkeeper] == "destroyed"
    before = gold_left(t.game)
    t.do("use [Curse of Discord] 0")  # it goes, taking 2 gold, never below 0
    assert gold_left(t.game) == max(0, before - 2) and t.names("disease") == ["Curse of War", "Curse of Discord"]
    assert t.state.loc[discord] == "disease"
    t.do("use [King Caelan's Writ] 0", "choose [Drua Sacrist]")  # the Writ ends the turn at once
    assert not t.of_type("Purchased") and not t.of_type("LeveledUp") and t.state.active == 1
    assert {storm, t.card("Drua Sacrist")} <= set(t.state.players[0].hand)  # the next hand opens with both


def test_the_dungeon_example_warden_map_stalker_and_bard_beat_the_canker_treant_by_6(table):
    # Dungeon side; rank 1 a 2-VP monster, rank 2 Ossuous, rank 3 the Ettin; the dungeon deck's top two are
    # a Canker Treant and Warrior Bones; Michael's deck holds 2 cards, the Glamercast Bard on top
    t = table(ruleset="advance", options={"board": "dungeon"}, choice="dungeon",
              hall=["Dwarven Ancestor", "Ossuous", "Ettin"],
              dungeon=["Canker Treant", "Warrior Bones", "Shrouded Cadaver"],
              village={"heroes": HEROES, "village": VILLAGE},
              players=[{"hand": ["Ranger's Wilderness Map", "Bhoidwood Stalker", "Deepstrider Warden", "Ogre",
                                 "Ogre Mage", "Torch"], "deck": ["Glamercast Bard", "Criochan Captain"]},
                       {"deck": ["Regular"] * 7}])
    treant, bones, ettin = t.card("Canker Treant"), t.card("Warrior Bones"), t.card("Ettin")
    stalker, warden = t.card("Bhoidwood Stalker"), t.card("Deepstrider Warden")
    # the Ettin at rank 3: 4 + 4 attack against 9 Health and darkness 3 less light 1 (2 a point)
    assert t.breakdown("Ettin").total == 8 - 4
    t.do("use [Deepstrider Warden] 0", f"choose {treant}")  # the Treant under the deck, the Bones stay on top
    assert t.state.dungeon[0] == bones and t.state.dungeon[-1] == treant
    t.do("use [Ranger's Wilderness Map] 0", f"choose {ettin}")  # the bottom Treant into rank 3, the Ettin under
    assert t.state.hall_card(3) == treant and t.state.dungeon[-1] == ettin
    assert "Glamercast Bard" in t.names("p0.hand")  # the Map's draw
    assert t.breakdown("Canker Treant").total == 4 + 4 + 1 + 1 + 2 - 2 * 1  # rank 3, light 2 (Torch, Bard)
    t.do("use [Bhoidwood Stalker] 0", f"choose {treant}")  # swapped with the Ossuous into rank 2
    assert t.state.hall_card(2) == treant and t.game.name(t.state.hall_card(3)) == "Ossuous"
    t.do("use [Glamercast Bard] 0")  # each other Hero: Magic Attack +1
    bd = t.breakdown("Canker Treant")
    assert (bd.light, bd.total) == (2, 14)  # no darkness left at rank 2
    assert bd.line(stalker).attack + bd.line(stalker).magic == 4 + 1 + 1
    assert bd.line(warden).attack + bd.line(warden).magic == 4 + 1 + 1
    t.do("attack [Canker Treant]")
    (res,) = t.of_type("BattleResolved")
    assert isinstance(res, BattleResolved) and (res.total, res.health) == (14, 8)  # beaten by 6: no Aftermath
    assert any(isinstance(e, MonsterDefeated) and e.monster == treant for e in t.events)
    assert t.state.players[0].xp == 3 and "Canker Treant" in t.names("p0.discard")
    t.do("end")
    assert len(t.state.players[0].hand) == 6  # a whole new hand
    assert [t.game.name(t.state.hall_card(r)) for r in (1, 2, 3)] == ["Dwarven Ancestor", "Ossuous", "Warrior Bones"]
    assert not any(isinstance(e, Purchased) for e in t.events)
