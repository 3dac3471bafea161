"""Thunderstone Advance's eleven hero types (Towers of Ruin; docs/advance.md section 18, group C;
rulebook Glossar: Helden), in Advance positions on the Wilderness side (4 ranks, 1 attack a point
of darkness). Until the Advance monsters exist, Classic monsters stand in the hall."""

import pytest

from game.engine.events import HandRevealed, LeveledUp

# ranks 1-4: humanoid 4 (VP 1), enchanted 6 (VP 2), enchanted 7 (VP 4), enchanted 5 (VP 1); no effects
HALL4 = ["Griknack Goblin", "Pegasus", "Griffon", "Nixie"]
HEROES = {"heroes": ["criochan", "deepstrider", "whetmage", "drua"], "village": []}


def advance(table, hand, deck=("Regular",) * 6, hall=HALL4, dungeon=("Basilisk",), xp=0, others=None, **spec):
    spec.setdefault("village", HEROES)
    return table(ruleset="advance", hall=list(hall), dungeon=list(dungeon),
                 players=[{"hand": list(hand), "deck": list(deck), "xp": xp},
                          others or {"deck": ["Regular"] * 6}], **spec)


def cursed(t, player=0):
    """A Disease reached the player's discard pile: in an Advance game, a curse (kind `curse`)."""
    return any(t.game.defn(c).is_disease for c in t.state.zone(f"p{player}.discard"))


# --- facts (the reference's numbers) --------------------------------------------------------------

FACTS = {  # name: (level, count, cost, gold, strength, attack, magic, light, vp, level_up_xp)
    "Aird Cutpurse": (1, 6, 5, 0, 3, 1, 0, 0, 0, 2),
    "Aird Honeytongue": (2, 4, 10, 2, 3, 2, 0, 0, 0, 3),
    "Aird Seductress": (3, 2, 13, 3, 4, 3, 0, 0, 2, None),
    "Bhoidwood Hunter": (1, 6, 6, -1, 5, 2, 0, 0, 0, 2),
    "Bhoidwood Stalker": (2, 4, 9, -2, 5, 4, 0, 0, 0, 3),
    "Bhoidwood Slayer": (3, 2, 12, -3, 6, 6, 0, 0, 1, None),
    "Caliginite Lurker": (1, 6, 5, 1, 4, 1, 0, 0, 0, 2),
    "Caliginite Prowler": (2, 4, 9, 1, 4, 2, 0, 0, 0, 3),
    "Caliginite Silencer": (3, 2, 12, 1, 5, 3, 0, 0, 1, None),
    "Criochan Sergeant": (1, 6, 7, 0, 7, 2, 0, 0, 0, 2),
    "Criochan Knight": (2, 4, 10, 0, 7, 5, 0, 0, 0, 3),
    "Criochan Captain": (3, 2, 13, 0, 8, 8, 0, 0, 2, None),
    "Deepstrider Sentry": (1, 6, 6, -1, 5, 2, 0, 0, 0, 2),
    "Deepstrider Scout": (2, 4, 8, -1, 5, 3, 0, 0, 0, 3),
    "Deepstrider Warden": (3, 2, 11, -2, 6, 4, 0, 0, 2, None),
    "Drua Sacrist": (1, 6, 6, 0, 4, 2, 0, 0, 0, 2),
    "Drua Cursesworn": (2, 4, 9, 0, 4, 3, 0, 0, 0, 3),
    "Drua Purifier": (3, 2, 12, 0, 5, 4, 0, 0, 2, None),
    "Glamercast Troubadour": (1, 6, 6, 0, 2, 0, 0, 1, 0, 2),
    "Glamercast Bard": (2, 4, 9, 0, 3, 0, 2, 1, 0, 3),
    "Glamercast Maestro": (3, 2, 12, 0, 3, 0, 3, 1, 2, None),
    "Sternnkin Orcbane": (1, 6, 6, 0, 5, 2, 0, 0, 0, 2),
    "Sternnkin Ettinbane": (2, 4, 9, 0, 5, 3, 0, 0, 0, 3),
    "Sternnkin Dragonbane": (3, 2, 12, 0, 5, 4, 0, 0, 2, None),
    "Thundermage Summoner": (1, 6, 7, 0, 3, 0, 2, 1, 0, 2),
    "Thundermage Evoker": (2, 4, 10, 0, 3, 0, 3, 2, 0, 3),
    "Thundermage Bolter": (3, 2, 13, 0, 4, 0, 4, 2, 2, None),
    "Veilminder Martyr": (1, 6, 5, 0, 4, 0, 1, 0, 0, 2),
    "Veilminder Renunciate": (2, 4, 7, 0, 4, 0, 2, 0, 0, 3),
    "Veilminder Priest": (3, 2, 11, 0, 5, 0, 3, 0, 2, None),
    "Whetmage Honer": (1, 6, 5, 0, 2, 0, 1, 0, 0, 2),
    "Whetmage Finisher": (2, 4, 8, 0, 2, 0, 3, 0, 0, 3),
    "Whetmage Polisher": (3, 2, 11, 0, 3, 0, 5, 0, 3, None),
}


@pytest.mark.parametrize("name", sorted(FACTS))
def test_each_advance_hero_has_the_reference_facts(catalog, name):
    d = next(d for d in catalog.cards.values() if d.name == name and d.set == "advance")
    assert d.is_hero and d.kind == "hero"
    assert (d.level, d.count, d.cost, d.gold, d.strength, d.attack, d.magic, d.light, d.vp, d.level_up_xp) == FACTS[name]


def test_the_advance_heroes_are_eleven_types_of_6_4_2_cards(catalog):
    groups = {d.group for d in catalog.cards.values() if d.set == "advance" and d.is_hero and d.level}
    assert len(groups) == 11
    assert sum(d.count for d in catalog.cards.values() if d.set == "advance" and d.is_hero and d.level) == 132


# --- printed numbers in a battle: Criochan, Sternnkin Orcbane, Thundermage, Bhoidwood and Deepstrider --

def test_printed_attack_magic_attack_and_light_count_in_the_battle(table):
    t = advance(table, ["Criochan Captain", "Thundermage Evoker", "Sternnkin Orcbane", "Bhoidwood Hunter",
                        "Deepstrider Sentry", "Thundermage Summoner"], choice="dungeon")
    bd = t.breakdown("Nixie")  # rank 4: darkness 4, light 2 + 1
    assert (bd.attack, bd.magic, bd.light, bd.light_penalty) == (8 + 2 + 2 + 2, 3 + 2, 3, 1)
    assert bd.total == 14 + 5 - 1
    t2 = advance(table, ["Criochan Sergeant", "Criochan Knight", "Thundermage Bolter"], choice="dungeon")
    bd2 = t2.breakdown("Pegasus")
    assert (bd2.attack, bd2.magic, bd2.light, bd2.total) == (7, 4, 2, 11)


def test_bhoidwood_and_deepstrider_gold_is_negative_and_lowers_the_gold_to_buy_with(table):
    t = advance(table, ["Torch", "Torch", "Bhoidwood Hunter", "Deepstrider Sentry", "Regular", "Regular"])
    t.do("village")
    assert "gold" in t.refused("buy longspear")  # 2 + 2 - 1 - 1 = 2 gold, a Longspear costs 3
    t2 = advance(table, ["Torch", "Torch", "Bhoidwood Hunter", "Regular", "Regular", "Regular"])
    t2.do("village", "buy longspear")
    assert t2.names("p0.discard") == ["Longspear"]


# --- Sternnkin Ettinbane and Dragonbane: against monsters worth more VP than their Strength ---------

def test_sternnkin_bonus_counts_only_against_a_monster_worth_more_vp_than_its_strength(table):
    t = advance(table, ["Sternnkin Ettinbane", "Sternnkin Dragonbane"], hall=["Tyxr the Old", "Griffon", "Pegasus", "Nixie"],
                choice="dungeon")
    ettin, dragon = t.card("Sternnkin Ettinbane"), t.card("Sternnkin Dragonbane")
    big = t.breakdown("Tyxr the Old")  # VP 6 > Strength 5
    assert (big.line(ettin).attack, big.line(dragon).attack) == (3 + 2, 4 + 3)
    small = t.breakdown("Griffon")  # VP 4
    assert (small.line(ettin).attack, small.line(dragon).attack) == (3, 4)


def test_sternnkin_bonus_reads_the_strength_now(table):
    t = advance(table, ["Sternnkin Ettinbane", "Thunderstone Shard"], hall=["Tyxr the Old", "Griffon", "Pegasus", "Nixie"],
                choice="dungeon")
    ettin = t.card("Sternnkin Ettinbane")
    t.do("use [Thunderstone Shard] 0")  # Strength 5 + 2 = 7: Tyxr's 6 VP are no longer more
    assert t.breakdown("Tyxr the Old").line(ettin).attack == 3


# --- Caliginite: only while darkness remains --------------------------------------------------------

def test_caliginite_gains_attack_while_a_light_penalty_remains(table):
    t = advance(table, ["Caliginite Lurker", "Caliginite Prowler", "Caliginite Silencer"], choice="dungeon")
    bd = t.breakdown("Pegasus")  # rank 2, no light
    assert [bd.line(t.card(n)).attack for n in ("Caliginite Lurker", "Caliginite Prowler", "Caliginite Silencer")] \
        == [1 + 2, 2 + 3, 3 + 6]
    assert bd.light_penalty == 2 and bd.total == 17 - 2


def test_caliginite_gains_nothing_when_light_cancels_the_darkness_of_the_rank(table):
    t = advance(table, ["Caliginite Lurker", "Caliginite Silencer", "Torch", "Torch"], choice="dungeon")
    bd = t.breakdown("Pegasus")  # rank 2 darkness, light 2: the rank's darkness alone is not enough
    assert bd.light_penalty == 0
    assert (bd.line(t.card("Caliginite Lurker")).attack, bd.line(t.card("Caliginite Silencer")).attack) == (1, 3)
    assert t.breakdown("Griffon").line(t.card("Caliginite Lurker")).attack == 3  # rank 3: a penalty of 1 remains


# --- Drua: destroying cards, and Diseases (curses) for cards ---------------------------------------

def test_drua_sacrist_destroys_a_card_of_the_hand_in_the_dungeon(table):
    t = advance(table, ["Drua Sacrist", "Regular", "Torch"], choice="dungeon")
    torch = t.card("Torch")
    t.do("use [Drua Sacrist] 0", f"choose {torch}")
    assert torch not in t.state.players[0].hand and t.state.stacks["advance_torch"][0] == torch


def test_drua_cursesworn_destroys_in_the_village_and_trades_a_disease_for_a_card(table):
    t = advance(table, ["Drua Cursesworn", "Disease", "Torch"], deck=["Longspear"])
    t.do("village", "use [Drua Cursesworn] 1")
    assert "Disease" not in t.names("p0.hand") and t.names("p0.hand")[-1] == "Longspear"
    assert "each ability can be used only once per turn" in t.refused("use [Drua Cursesworn] 1")
    t.do("use [Drua Cursesworn] 0", "choose [Torch]")
    assert t.names("p0.hand") == ["Drua Cursesworn", "Longspear"]


def test_drua_purifier_repeats_its_disease_ability_and_may_destroy_a_disease_it_drew(table):
    t = advance(table, ["Drua Purifier", "Disease"], deck=["Disease", "Torch", "Regular", "Longspear"], choice="dungeon")
    t.do("use [Drua Purifier] 1")
    assert t.names("p0.hand") == ["Drua Purifier", "Disease", "Torch"]
    t.do("use [Drua Purifier] 1")
    assert t.names("p0.hand") == ["Drua Purifier", "Torch", "Regular", "Longspear"]
    assert t.cost_refused("use [Drua Purifier] 1", "Disease")
    t.do("use [Drua Purifier] 0", "choose [Torch]", "use [Drua Purifier] 0", "choose [Regular]")
    assert t.names("p0.hand") == ["Drua Purifier", "Longspear"]


# --- Glamercast: Magic Attack for the Heroes already out; XP per Hero ----------------------------------

def test_glamercast_gives_magic_attack_only_to_the_heroes_in_hand_when_it_is_used(table):
    t = advance(table, ["Glamercast Bard", "Glamercast Troubadour", "Criochan Sergeant", "Thunderstone Shard"],
                deck=["Bhoidwood Hunter"], choice="dungeon")
    t.do("use [Glamercast Bard] 0")
    t.do("use [Glamercast Troubadour] 0")
    bd = t.breakdown("Pegasus")
    assert bd.line(t.card("Criochan Sergeant")).magic == 2  # +1 from each
    assert bd.line(t.card("Glamercast Troubadour")).magic == 1 and bd.line(t.card("Glamercast Bard")).magic == 2 + 1


def test_glamercast_maestro_gives_magic_2_and_1_xp_per_hero_as_spoils(table):
    t = advance(table, ["Glamercast Maestro", "Criochan Captain", "Regular", "Torch"], choice="dungeon")
    t.do("use [Glamercast Maestro] 0")
    assert t.breakdown("Griknack Goblin").line(t.card("Criochan Captain")).magic == 2
    t.do("attack [Griknack Goblin]")
    assert t.state.turn.battle_won
    xp = t.state.players[0].xp
    t.do("use [Glamercast Maestro] 1")
    assert t.state.players[0].xp == xp + 3  # the Maestro, the Captain and the Regular


# --- Whetmage: levelling up in the dungeon, into the hand -------------------------------------------

def test_whetmage_honer_levels_a_level_1_hero_into_the_hand_paying_its_xp(table):
    # rulebook example (Fähigkeiten): the Honer levels a Deepstrider Sentry into a Scout, which comes to the hand
    t = advance(table, ["Whetmage Honer", "Deepstrider Sentry", "Criochan Knight"], xp=3, choice="dungeon")
    sentry = t.card("Deepstrider Sentry")
    t.do("use [Whetmage Honer] 0")
    assert t.state.prompt.options == [sentry]  # not the Honer itself, nor a level 2 Hero
    t.do(f"choose {sentry}")
    assert t.names("p0.hand") == ["Whetmage Honer", "Criochan Knight", "Deepstrider Scout"]
    assert t.state.players[0].xp == 1 and t.state.loc[sentry] == "destroyed"
    assert t.state.turn.step == "prepare"  # still preparing: the battle may follow
    t.do("attack [Griknack Goblin]")
    assert t.state.turn.battle_won


def test_whetmage_honer_turns_a_regular_into_a_level_1_hero_of_the_stack_chosen(table):
    t = advance(table, ["Whetmage Honer", "Regular"], xp=2, choice="dungeon")
    regular = t.card("Regular")
    t.do("use [Whetmage Honer] 0", f"choose {regular}")
    assert set(t.state.prompt.options) == {"criochan", "deepstrider", "whetmage", "drua"}
    t.do("choose drua")
    assert t.names("p0.hand") == ["Whetmage Honer", "Drua Sacrist"]
    assert t.state.stacks["regular"][0] == regular and t.state.players[0].xp == 0


def test_whetmage_honer_offers_nothing_without_the_xp(table):
    t = advance(table, ["Whetmage Honer", "Deepstrider Sentry"], xp=1, choice="dungeon")
    t.do("use [Whetmage Honer] 0")
    assert t.state.prompt is None and t.names("p0.hand") == ["Whetmage Honer", "Deepstrider Sentry"]


def test_whetmage_finisher_levels_any_other_hero(table):
    t = advance(table, ["Whetmage Finisher", "Deepstrider Scout"], xp=3, choice="dungeon")
    t.do("use [Whetmage Finisher] 0", "choose [Deepstrider Scout]")
    assert t.names("p0.hand") == ["Whetmage Finisher", "Deepstrider Warden"]
    assert [type(e).__name__ for e in t.events].count("LeveledUp") == 1


def test_whetmage_polisher_levels_any_number_of_heroes_but_none_twice(table):
    t = advance(table, ["Whetmage Polisher", "Regular", "Criochan Sergeant"], xp=10, choice="dungeon")
    regular, sergeant = t.card("Regular"), t.card("Criochan Sergeant")
    t.do("use [Whetmage Polisher] 0", f"choose {regular}", "choose deepstrider")
    sentry = t.state.players[0].hand[-1]
    assert t.game.name(sentry) == "Deepstrider Sentry"
    assert sentry not in t.state.prompt.options and sergeant in t.state.prompt.options
    t.do(f"choose {sergeant}")
    assert t.state.prompt is None  # the new Heroes cannot level up again this turn
    assert t.names("p0.hand") == ["Whetmage Polisher", "Deepstrider Sentry", "Criochan Knight"]
    assert t.state.players[0].xp == 10 - 2 - 2
    assert [e.new for e in t.events if isinstance(e, LeveledUp)] == [sentry, t.card("Criochan Knight")]


# --- Thundermage Bolter: rank 1 into the discard pile, no XP, the turn ends ---------------------------

def test_thundermage_bolter_takes_the_rank_1_monster_without_xp_and_ends_the_turn(table):
    t = advance(table, ["Thundermage Bolter", "Regular"], dungeon=["Basilisk", "Harpy"], choice="dungeon")
    goblin = t.card("Griknack Goblin")
    t.do("use [Thundermage Bolter] 0")
    assert t.state.loc[goblin] == "p0.discard" and t.state.players[0].xp == 0
    assert t.state.active == 1 and t.state.turn.choice is None  # the turn ended, no battle
    assert t.names("hall.1") == ["Pegasus"] and t.names("hall.4") == ["Basilisk"]  # the hall refilled
    assert not t.of_type("MonsterAttacked")


def test_thundermage_bolter_cannot_be_used_with_no_monster_that_may_leave_rank_1(table):
    t = advance(table, ["Thundermage Bolter"], hall=[None, "Pegasus", "Griffon", "Nixie"], choice="dungeon")
    assert "the cost cannot be paid" in t.refused("use [Thundermage Bolter] 0")


# --- Veilminder: cancelling a monster's Battle effects -------------------------------------------

SUFFERING = ["Griknack Goblin", "Suffering", "Griffon", "Nixie"]  # Suffering: Strength -2 and a Disease


def test_veilminder_martyr_is_destroyed_to_cancel_one_battle_effect_of_a_monster(table):
    t = advance(table, ["Veilminder Martyr", "Criochan Captain", "Thundermage Evoker"], hall=SUFFERING,
                choice="dungeon")
    martyr = t.card("Veilminder Martyr")
    t.do("use [Veilminder Martyr] 0")
    assert t.state.loc[martyr] == "destroyed"
    assert t.state.prompt.kind == "option" and t.state.prompt.options == ["effect_1", "effect_2"]
    t.do("choose effect_2")  # the Disease
    t.do("attack [Suffering]")
    assert not cursed(t) and not any(t.game.defn(c).is_disease for c in t.state.zone("p0.hand"))
    assert t.gained("strength") == [-2, -2]  # the other effect still happens


def test_veilminder_renunciate_is_discarded_to_cancel_one_effect_of_the_monster_chosen(table):
    t = advance(table, ["Veilminder Renunciate", "Criochan Captain"],
                hall=["Griknack Goblin", "Suffering", "Shadow Killer", "Nixie"], choice="dungeon")
    t.do("use [Veilminder Renunciate] 0")
    assert t.names("p0.discard") == ["Veilminder Renunciate"]
    assert set(t.state.prompt.options) == {t.card("Suffering"), t.card("Shadow Killer")}
    t.do("choose [Suffering]", "choose effect_1", "attack [Suffering]")
    assert t.gained("strength") == [] and cursed(t)


def test_veilminder_priest_is_discarded_to_cancel_every_battle_effect_and_draws_a_card(table):
    t = advance(table, ["Veilminder Priest", "Criochan Captain"], deck=["Torch"], hall=SUFFERING, choice="dungeon")
    t.do("use [Veilminder Priest] 0")
    assert t.names("p0.hand") == ["Criochan Captain", "Torch"] and t.names("p0.discard") == ["Veilminder Priest"]
    t.do("attack [Suffering]")
    assert t.gained("strength") == [] and not cursed(t)
    assert t.state.turn.battle_won


# --- Aird: the gold of a discarded card; a Hero from a shown hand -----------------------------------

def test_aird_cutpurse_makes_every_player_discard_and_gains_the_gold_of_the_card_its_owner_chooses(table):
    t = advance(table, ["Aird Cutpurse", "Torch"], deck=["Regular"], others={"deck": ["Longspear"]})
    t.do("village", "use [Aird Cutpurse] 0")
    assert t.names("p0.discard") == ["Regular"] and t.names("p1.discard") == ["Longspear"]
    assert set(t.state.prompt.options) == {t.card("Regular"), t.card("Longspear")}
    t.do("choose [Longspear]")
    assert t.gained("gold") == [2]
    t.do("buy longspear")  # the Torch's 2 and the Longspear's 2: a Longspear costs 3
    assert t.names("p0.discard")[0] == "Longspear"


def test_aird_honeytongue_gains_gold_and_attack_each_from_a_discarded_card_of_its_choice(table):
    t = advance(table, ["Aird Honeytongue"], deck=["Torch"], others={"deck": ["Thunderstone Shard"]},
                choice="dungeon")
    t.do("use [Aird Honeytongue] 0", "choose [Thunderstone Shard]", "choose [Torch]")
    assert t.gained("gold") == [1] and t.gained("attack") == [2]
    assert t.breakdown("Pegasus").line(t.card("Aird Honeytongue")).attack == 2 + 2


def test_aird_seductress_borrows_a_hero_from_a_shown_hand_and_it_goes_back_after_the_battle(table):
    t = advance(table, ["Aird Seductress", "Regular"], others={"hand": ["Criochan Captain", "Torch"]},
                choice="dungeon")
    captain = t.card("Criochan Captain")
    t.do("use [Aird Seductress] 0")
    assert any(isinstance(e, HandRevealed) and e.player == 1 for e in t.events)
    assert t.state.prompt.options == [captain]
    t.do(f"choose {captain}")
    assert captain in t.state.players[0].hand
    assert t.breakdown("Griffon").line(captain).attack == 8
    t.do("attack [Griffon]")
    assert t.state.turn.battle_won and t.state.loc[captain] == "p1.discard"


def test_aird_seductress_returns_the_borrowed_hero_even_if_the_battle_destroyed_it(table):
    t = advance(table, ["Aird Seductress"], others={"hand": ["Criochan Captain", "Torch"]},
                hall=["The Prince", "Pegasus", "Griffon", "Nixie"], choice="dungeon")
    captain = t.state.players[1].hand[0]
    t.do("use [Aird Seductress] 0", f"choose {captain}", "attack [The Prince]")  # destroys a Fighter
    assert t.state.turn.battle_won
    assert t.of_type("HeroReturned")[-1].card == captain and t.state.loc[captain] == "p1.discard"
    assert [e for e in t.of_type("Doomed") if e.card == captain] or [
        e for e in t.of_type("Moved") if e.card == captain and e.dst == "destroyed"]


# --- Bhoidwood Stalker and Slayer: moving the hall, never a Guardian ---------------------------------

def test_bhoidwood_stalker_swaps_two_neighbouring_monsters(table):
    t = advance(table, ["Bhoidwood Stalker"], choice="dungeon")
    griffon, pegasus = t.card("Griffon"), t.card("Pegasus")
    t.do("use [Bhoidwood Stalker] 0", f"choose {griffon}")
    assert set(t.state.prompt.options) == {pegasus, t.card("Nixie")}
    t.do(f"choose {pegasus}")
    assert t.names("hall.2") == ["Griffon"] and t.names("hall.3") == ["Pegasus"]


def test_bhoidwood_stalker_never_moves_a_guardian(table):
    t = advance(table, ["Bhoidwood Stalker"], hall=["Griknack Goblin", "Dark Champion", "Griffon", "Nixie"],
                choice="dungeon")
    t.do("use [Bhoidwood Stalker] 0")
    assert set(t.state.prompt.options) == {t.card("Griffon"), t.card("Nixie")}
    t.do("choose [Griffon]")  # its only movable neighbour is the Nixie
    assert t.names("hall.3") == ["Nixie"] and t.names("hall.2") == ["Dark Champion"]


def test_a_monster_swapped_into_rank_1_breaches(table):
    t = advance(table, ["Bhoidwood Stalker", "Regular"], hall=["Griknack Goblin", "Tyxr the Old", "Griffon", "Nixie"],
                choice="dungeon")
    t.do("use [Bhoidwood Stalker] 0", "choose [Tyxr the Old]", "choose [Griknack Goblin]")
    assert t.names("hall.1") == ["Tyxr the Old"] and t.of_type("BreachTriggered")


def test_bhoidwood_slayer_rearranges_the_hall(table):
    t = advance(table, ["Bhoidwood Slayer"], choice="dungeon")
    order = [t.card(n) for n in ("Nixie", "Griffon", "Pegasus", "Griknack Goblin")]
    t.do("use [Bhoidwood Slayer] 0", "choose " + " ".join(map(str, order)))
    assert [t.names(f"hall.{r}")[0] for r in (1, 2, 3, 4)] == ["Nixie", "Griffon", "Pegasus", "Griknack Goblin"]


# --- Deepstrider Scout and Warden: the top of the dungeon deck ------------------------------------

def test_deepstrider_scout_gives_attack_1_against_the_group_it_revealed_and_puts_it_under_the_deck(table):
    t = advance(table, ["Deepstrider Scout", "Criochan Sergeant"], dungeon=["Harpy", "Basilisk", "Half-Ogre"],
                hall=["Griknack Goblin", "Pegasus", "Harpy", "Nixie"], choice="dungeon")
    harpy = t.state.dungeon[0]
    t.do("use [Deepstrider Scout] 0")
    assert t.of_type("CardsRevealed")[-1].cards == (harpy,)
    t.do(f"choose {harpy}")
    assert t.state.dungeon[-1] == harpy and t.names("dungeon")[0] == "Basilisk"
    scout, sergeant = t.card("Deepstrider Scout"), t.card("Criochan Sergeant")
    hall_harpy = t.state.hall[2][0]
    bd = t.game.breakdown(hall_harpy)  # a Harpy, of the group revealed
    assert (bd.line(scout).attack, bd.line(sergeant).attack) == (3 + 1, 2 + 1)
    assert t.breakdown("Pegasus").line(scout).attack == 3  # another group


def test_deepstrider_warden_reveals_two_and_puts_them_back_on_top_in_the_order_chosen(table):
    # rulebook dungeon example: +1 for each of the two rangers against the groups revealed
    t = advance(table, ["Deepstrider Warden", "Bhoidwood Stalker"], dungeon=["Harpy", "Griffon", "Half-Ogre"],
                choice="dungeon")
    harpy, griffon = t.state.dungeon[0], t.state.dungeon[1]
    t.do("use [Deepstrider Warden] 0", "choose", f"choose {griffon} {harpy}")
    assert t.state.dungeon[:2] == [griffon, harpy]
    bd = t.breakdown("Pegasus")  # Griffon's group (enchanted)
    assert bd.attack == 4 + 1 + 4 + 1
    assert t.breakdown("Griknack Goblin").attack == 8


# --- bots --------------------------------------------------------------------------------------------

ADVANCE_HEROES = ["aird", "bhoidwood", "caliginite", "criochan", "deepstrider", "drua", "glamercast", "sternnkin",
                  "thundermage", "veilminder", "whetmage"]


@pytest.mark.parametrize("start", [0, 4, 8])
def test_random_bots_play_whole_advance_games_with_the_advance_heroes(catalog, start):
    """Every hero type in some game, on either board side, the invariants checked after every event."""
    from tests.cards.advance_monster_helpers import whole_random_game

    heroes = [ADVANCE_HEROES[(start + i) % 11] for i in range(4)]
    game = whole_random_game(catalog, 500 + start, "wilderness" if start % 8 else "dungeon", heroes=heroes)
    st = game.state
    owned = {st.cards[c] for c, where in st.loc.items() if where.startswith("p")}
    assert any(catalog.cards[k].group in heroes for k in owned)  # the heroes were bought and played


def test_sternnkin_with_its_strength_lowered_gains_the_bonus_and_its_weapon_falls(trait_table):
    # glossary (Sternnsippe): lowering a Sternnkin's Strength lets it meet the VP test, but a Weapon it
    # can no longer lift falls (a Battle effect takes every Hero 9 Strength lower: 0; the Wisp is worth 1 VP)
    t = trait_table(ruleset="advance", hall=["Sapping Wisp", "Cave Rat", "Harpy", "Harpy"], dungeon=["Manticore"],
                    choice="dungeon", village={"heroes": ["sternnkin"], "village": ["longsword"]},
                    players=[{"hand": ["Sternnkin Ettinbane", "Longsword", "Torch"], "deck": ["Regular"] * 6},
                             {"deck": ["Regular"] * 6}])
    ettin = t.card("Sternnkin Ettinbane")
    t.do("equip [Longsword] [Sternnkin Ettinbane]")
    assert t.breakdown("Sapping Wisp").line(ettin).attack == 3  # Strength 5 against 1 VP: no bonus yet
    assert t.breakdown("Sapping Wisp").line(t.card("Longsword")).attack == 3
    t.do("attack [Sapping Wisp]")
    (res,) = t.of_type("BattleResolved")
    assert res.total == 3 + 2  # the bonus now, and no Longsword
