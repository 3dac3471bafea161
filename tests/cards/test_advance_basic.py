"""Thunderstone Advance's starting cards (Towers of Ruin rulebook: Vorbereitung der Kommandodecks,
Karten zerstören, Helden hochstufen; Glossar: Basiskarten, Sonderkarten; docs/advance.md sections 3 and 9):
the Regular, the Longspear, the Torch and the Thunderstone Shard, in Advance scenarios."""

from game.engine.events import Moved, unbatched

HALL4 = ["Harpy", "Half-Ogre", "Shadow Killer", "Harpy"]


def advance(table, hand, deck=("Regular",) * 6, **spec):
    return table(ruleset="advance", hall=HALL4, dungeon=["Basilisk"],
                 players=[{"hand": list(hand), "deck": list(deck)}, {"deck": ["Regular"] * 6}], **spec)


def test_the_regular_is_a_level_0_hero_of_strength_3_with_attack_1_and_no_price(table, catalog):
    d = catalog.cards["regular"]
    assert (d.kind, d.level, d.strength, d.attack, d.gold, d.gold_printed, d.level_up_xp, d.cost) == \
        ("hero", 0, 3, 1, 0, True, 2, None)
    t = advance(table, ["Regular", "Torch", "Torch", "Torch", "Torch", "Torch"])
    t.do("village")
    assert "Regular has no price and cannot be bought" in t.refused("buy regular")


def test_a_regular_with_a_longspear_equipped_draws_a_card_in_the_dungeon(table):
    t = advance(table, ["Regular", "Longspear", "Torch", "Torch", "Torch", "Torch"], deck=["Thunderstone Shard"])
    t.do("dungeon")
    assert "cannot do that now" in t.refused("use [Regular] 0")
    t.do("equip [Longspear] [Regular]", "use [Regular] 0")
    assert t.names("p0.hand")[-1] == "Thunderstone Shard"
    bd = t.breakdown("Harpy")
    assert bd.line(t.card("Regular")).attack + bd.line(t.card("Longspear")).attack == 2


def test_a_longspear_drawn_by_an_ability_lets_a_regular_already_out_draw_again(table):
    t = advance(table, ["Regular", "Regular", "Longspear", "Torch", "Torch", "Torch"],
                deck=["Longspear", "Thunderstone Shard"])
    first, second = t.card("Regular", 1), t.card("Regular", 2)
    t.do("dungeon", f"equip [Longspear#1] {first}", f"use {first} 0")
    drawn = t.state.players[0].hand[-1]
    t.do(f"equip {drawn} {second}", f"use {second} 0")
    assert t.names("p0.hand")[-1] == "Thunderstone Shard"


def test_the_longspear_is_a_polearm_weapon_of_weight_3_with_attack_1(catalog):
    d = catalog.cards["longspear"]
    assert (d.category, d.weight, d.attack, d.cost, d.gold) == ("weapon", 3, 1, 3, 2)
    assert {"Weapon", "Polearm"} <= set(d.classes)


def test_the_advance_torch_gives_light_1_and_gold_2_and_is_told_apart_from_classic_by_its_key(table, catalog):
    d = catalog.cards["advance_torch"]
    assert (d.name, d.category, d.light, d.gold, d.cost) == ("Torch", "item", 1, 2, 3)
    assert catalog.label("advance_torch") == "Torch" == catalog.label("torch")
    t = advance(table, ["Torch", "Regular", "Regular", "Regular", "Regular", "Regular"])
    assert t.state.cards[t.card("Torch")] == "advance_torch"
    t.do("dungeon")
    assert t.breakdown("Harpy").light == 1


def test_the_thunderstone_shard_strengthens_a_hero_gives_1_xp_as_spoils_and_cannot_be_bought(table, catalog):
    d = catalog.cards["thunderstone_shard"]
    assert (d.kind, d.gold, d.vp, d.cost) == ("special", 1, 1, None)
    t = advance(table, ["Thunderstone Shard", "Regular", "Regular", "Regular", "Regular", "Regular"])
    assert "thunderstone_shard" not in t.state.stacks
    t.do("dungeon", "use [Thunderstone Shard] 0")
    t.do(f"choose {t.card('Regular')}")
    assert [(m.stat, m.amount, m.target) for m in t.state.turn.modifiers] == [("strength", 2, t.card("Regular"))]
    t.do("attack [Harpy#1]")
    assert t.state.turn.battle_won
    xp = t.state.players[0].xp
    t.do("use [Thunderstone Shard] 1")
    assert t.state.players[0].xp == xp + 1


def test_a_basic_card_destroyed_from_the_hand_goes_back_face_up_onto_its_village_stack(table):
    t = advance(table, ["Torch", "Longspear", "Regular", "Regular", "Regular", "Regular"])
    torch = t.card("Torch")
    before = len(t.state.stacks["advance_torch"])
    t.do("rest", f"destroy {torch}")
    assert t.state.stacks["advance_torch"][0] == torch and len(t.state.stacks["advance_torch"]) == before + 1
    assert [e.dst for e in unbatched(t.events) if isinstance(e, Moved) and e.card == torch] == ["stack.advance_torch"]


def test_a_non_basic_card_destroyed_from_the_hand_leaves_the_game(table):
    t = advance(table, ["Thunderstone Shard", "Regular", "Regular", "Regular", "Regular", "Regular"])
    shard = t.card("Thunderstone Shard")
    t.do("rest", f"destroy {shard}")
    assert t.state.loc[shard] == "destroyed"


def test_a_regular_levels_up_into_a_level_1_hero_of_any_stack_for_2_xp_and_goes_back_to_its_stack(table):
    t = table(ruleset="advance", hall=HALL4, dungeon=["Basilisk"],
              village={"heroes": ["elf", "half_orc", "lorigg", "thyrian"], "village": []},
              players=[{"hand": ["Regular", "Regular", "Torch", "Torch", "Torch", "Torch"], "xp": 2},
                       {"deck": ["Regular"] * 6}])
    regular, other = t.card("Regular", 1), t.card("Regular", 2)
    t.do("village")
    assert "say which Hero the Regular becomes" in t.refused(f"level {regular}")
    t.do(f"level {regular} half_orc")
    assert t.names("p0.discard") == ["Half-Orc Raider"] and t.state.players[0].xp == 0
    assert t.state.stacks["regular"][0] == regular  # destroyed from the hand: back onto its stack
    assert "costs 2 XP and you have 0" in t.refused(f"level {other} elf")
