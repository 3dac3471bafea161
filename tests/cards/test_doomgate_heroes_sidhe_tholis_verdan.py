"""Doomgate Legion heroes, part two: Sidhe (Diseases passed on and put under monsters), Tholis (the
dungeon deck and other players' decks) and Verdan (other players' hands and XP, the hall)
(Doomgate rulebook: card glossary)."""

from __future__ import annotations

from game.engine.events import Shuffled

HALL = ["Harpy", "Half-Ogre", "Griffon"]  # health 4, 6, 7
DECK = ["Militia"] * 8


def diseases(t, player: int) -> int:
    return sum(1 for c in t.state.players[player].discard if t.game.defn(c).kind == "disease")


# --- Sidhe: Diseases passed on ----------------------------------------------------------------------


def test_sidhe_natural_sends_a_disease_gained_in_battle_to_the_other_player(table):
    t = table(players=[{"hand": ["Sidhe Natural", "Frost Bolt"]}, {}], hall=["Famine", "Half-Ogre", "Griffon"],
              choice="dungeon")
    t.do("attack [Famine]")  # Battle: gain a Disease
    assert (diseases(t, 0), diseases(t, 1)) == (0, 1)


def test_without_a_sidhe_the_disease_stays_with_the_attacker(table):
    t = table(players=[{"hand": ["Frost Bolt"]}, {}], hall=["Famine", "Half-Ogre", "Griffon"], choice="dungeon")
    t.do("attack [Famine]")
    assert (diseases(t, 0), diseases(t, 1)) == (1, 0)


def test_sidhe_druid_lets_its_player_choose_who_takes_the_disease(table):
    t = table(players=[{"hand": ["Sidhe Druid", "Frost Bolt"]}, {}, {}], hall=["Famine", "Half-Ogre", "Griffon"],
              choice="dungeon")
    t.do("attack [Famine]")
    assert t.state.prompt.reason == "opponent" and t.state.prompt.options == [1, 2]
    t.do("choose 2")
    assert [diseases(t, p) for p in (0, 1, 2)] == [0, 0, 1]


def test_a_sidhe_passes_diseases_on_only_on_its_owners_turn(table):
    # Plaguebearer: when another monster is defeated, every player gains a Disease
    t = table(players=[{"hand": ["Sidhe Natural", "Frost Bolt", "Torch"]}, {"hand": ["Sidhe Natural"]}],
              hall=["Harpy", "Plaguebearer", "Griffon"], choice="dungeon")
    t.do("attack [Harpy]")
    assert t.state.turn.battle_won is True
    # the active player's goes to the other player, whose own Sidhe does nothing on another's turn
    assert (diseases(t, 0), diseases(t, 1)) == (0, 2)


def test_sidhe_druid_discards_a_disease_to_draw_a_card_in_the_village_and_the_dungeon(table):
    for place in ("village", "dungeon"):
        t = table(players=[{"hand": ["Sidhe Druid", "Disease"], "deck": ["Dagger"] + DECK}, {}], hall=HALL,
                  choice=place)
        t.do("use [Sidhe Druid] 0")
        assert t.names("p0.hand") == ["Sidhe Druid", "Dagger"]
        assert t.names("p0.discard") == ["Disease"]


def test_sidhe_druid_needs_a_disease_to_discard(table):
    t = table(players=[{"hand": ["Sidhe Druid", "Torch"], "deck": DECK}, {}], hall=HALL, choice="dungeon")
    assert t.cost_refused("use [Sidhe Druid] 0", "Disease")


# --- Sidhe Spirit: Diseases under monsters ---------------------------------------------------------


def test_sidhe_spirit_puts_a_disease_under_each_chosen_monster_adding_1_health(table):
    t = table(players=[{"hand": ["Sidhe Spirit"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Sidhe Spirit] 0", "choose [Harpy] [Griffon]")
    assert [t.breakdown(m).health for m in HALL] == [5, 6, 8]
    assert "health +1: Diseases under it" in t.breakdown("Harpy").notes


def test_the_attacker_of_a_monster_with_diseases_gains_them_after_a_victory(table):
    t = table(players=[{"hand": ["Sidhe Spirit", "Fireball", "Torch"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Sidhe Spirit] 0", "choose [Harpy]")
    t.do("attack [Harpy]")  # 3 + 3 magic against 5
    assert t.state.turn.battle_won is True
    assert diseases(t, 0) == 1
    assert t.state.diseases_under == {}


def test_another_player_attacking_it_later_gains_the_diseases_even_in_defeat(table):
    t = table(players=[{"hand": ["Sidhe Spirit", "Torch"], "deck": DECK}, {"hand": ["Militia"], "deck": DECK}],
              hall=HALL, choice="dungeon")
    t.do("use [Sidhe Spirit] 0", "choose [Half-Ogre] [Griffon]")
    t.do("attack [Harpy]")  # 3 magic against 4: lost, no Disease under it
    assert diseases(t, 0) == 0
    t.do("end", "dungeon", "attack [Griffon]")
    assert t.state.turn.battle_won is False
    assert diseases(t, 1) == 1  # won or lost (glossary: Sidhe Spirit)
    assert list(t.state.diseases_under.values()) == [1]  # the Half-Ogre keeps its own


def test_a_monster_back_in_the_hall_has_no_diseases_under_it(table):
    t = table(players=[{"hand": ["Sidhe Spirit", "Torch"], "deck": DECK}, {"hand": ["Militia"], "deck": DECK}],
              hall=HALL, choice="dungeon")
    t.do("use [Sidhe Spirit] 0", "choose [Harpy]")
    harpy = t.card("Harpy")
    t.game.mode.monster_to_dungeon_bottom(t.game, harpy, "banish")  # sent away by some effect
    t.game.move(harpy, "hall.1", "enter")
    assert t.game.monster_health(harpy) == 4


def test_sidhe_spirit_with_a_sidhe_druid_passes_the_diseases_it_gains_on(table):
    t = table(players=[{"hand": ["Sidhe Spirit", "Sidhe Druid", "Torch"]}, {}], hall=HALL, choice="dungeon")
    t.do("use [Sidhe Spirit] 0", "choose [Harpy]", "attack [Harpy]")
    assert t.state.turn.battle_won is True  # 3 + 2 against 5
    assert (diseases(t, 0), diseases(t, 1)) == (0, 1)


# --- Tholis ----------------------------------------------------------------------------------------


def test_tholis_medium_rearranges_the_top_three_dungeon_cards(table):
    t = table(players=[{"hand": ["Tholis Medium"]}, {}], hall=HALL, dungeon=["Pegasus", "Nixie", "Hydra", "Titan"],
              choice="dungeon")
    t.do("use [Tholis Medium] 0", "choose [Hydra] [Pegasus] [Nixie]")
    assert t.names("dungeon") == ["Hydra", "Pegasus", "Nixie", "Titan"]


def test_tholis_clairvoyant_puts_a_monster_from_the_deck_into_rank_1_and_returns_three_cards(table):
    t = table(players=[{"hand": ["Tholis Clairvoyant"]}, {}], hall=HALL,
              dungeon=["Pegasus", "Nixie", "Titan", "Hydra"], choice="dungeon")
    t.do("use [Tholis Clairvoyant] 0")
    assert [t.game.name(c) for c in t.state.prompt.options] == ["Pegasus", "Nixie", "Titan"]
    t.do("choose [Nixie]")
    assert t.names("hall.1") == ["Nixie"]
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Harpy", "Pegasus", "Titan"]
    t.do("choose [Titan] [Harpy] [Pegasus]")
    assert t.names("dungeon") == ["Titan", "Harpy", "Pegasus", "Hydra"]


def test_tholis_clairvoyant_may_only_rearrange(table):
    t = table(players=[{"hand": ["Tholis Clairvoyant"]}, {}], hall=HALL, dungeon=["Pegasus", "Nixie", "Titan"],
              choice="dungeon")
    t.do("use [Tholis Clairvoyant] 0", "choose", "choose [Titan] [Nixie] [Pegasus]")
    assert t.names("hall.1") == ["Harpy"]
    assert t.names("dungeon") == ["Titan", "Nixie", "Pegasus"]


def test_tholis_clairvoyant_cannot_move_a_monster_that_must_be_defeated(trait_table):
    t = trait_table(players=[{"hand": ["Tholis Clairvoyant"]}, {}], hall=["Rooted Treant", "Half-Ogre", "Griffon"],
                    dungeon=["Pegasus", "Nixie"], choice="dungeon")
    t.do("use [Tholis Clairvoyant] 0")
    assert t.state.prompt.reason == "reorder_dungeon"  # no offer for rank 1
    assert t.names("hall.1") == ["Rooted Treant"]


def test_a_monster_the_clairvoyant_puts_into_rank_1_breaches(table):
    t = table(players=[{"hand": ["Tholis Clairvoyant"]}, {}], hall=HALL, dungeon=["Tyxr the Old", "Nixie"],
              choice="dungeon")
    t.do("use [Tholis Clairvoyant] 0", "choose [Tyxr the Old]")
    assert [e.monster for e in t.of_type("BreachTriggered")] == [t.card("Tyxr the Old")]


def test_tholis_oracle_makes_each_other_player_discard_the_heroes_among_their_top_five(table):
    deck = ["Deep Miner", "Torch", "Dagger", "Drunari Orphan", "Iron Rations", "Slynn Bowman"]
    t = table(players=[{"hand": ["Tholis Oracle"]}, {"deck": deck}], hall=HALL, choice="dungeon")
    t.do("use [Tholis Oracle] 0")
    assert sorted(t.names("p1.discard")) == ["Deep Miner", "Drunari Orphan"]
    assert t.state.prompt.player == 1 and t.state.prompt.reason == "own_deck_order"
    iron, dagger, torch = (t.card(n) for n in ("Iron Rations", "Dagger", "Torch"))
    t.do(f"choose {iron} {dagger} {torch}")  # the other player chooses the order
    assert t.names("p1.deck") == ["Iron Rations", "Dagger", "Torch", "Slynn Bowman"]


# --- Verdan ----------------------------------------------------------------------------------------


def test_verdan_minstrel_makes_a_player_with_six_cards_discard_one_at_random(table):
    six = ["Torch", "Dagger", "Militia", "Iron Rations", "Scout", "Guide"]
    t = table(players=[{"hand": ["Verdan Minstrel"]}, {"hand": six}, {"hand": six[:5]}], hall=HALL,
              choice="dungeon", seed=7)
    t.do("use [Verdan Minstrel] 0")
    assert (len(t.state.players[1].hand), len(t.state.players[1].discard)) == (5, 1)
    assert (len(t.state.players[2].hand), t.state.players[2].discard) == (5, [])
    assert [e.zone for e in t.events if isinstance(e, Shuffled)] == ["p1.hand"]  # the game's random pick


def test_verdan_bard_destroys_2_xp_to_send_the_rank_1_monster_under_the_dungeon_deck(table):
    t = table(players=[{"hand": ["Verdan Bard"], "xp": 3}, {}], hall=HALL, dungeon=["Pegasus", "Titan"],
              choice="dungeon")
    t.do("use [Verdan Bard] 0")
    assert t.state.players[0].xp == 1
    assert [t.names(f"hall.{r}") for r in (1, 2, 3)] == [["Half-Ogre"], ["Griffon"], ["Pegasus"]]
    assert t.names("dungeon") == ["Titan", "Harpy"]


def test_verdan_bard_needs_2_xp(table):
    t = table(players=[{"hand": ["Verdan Bard"], "xp": 1}, {}], hall=HALL, choice="dungeon")
    assert t.refused("use [Verdan Bard] 0").startswith("the cost cannot be paid")


def test_verdan_bard_makes_each_other_player_reveal_a_spell_or_discard(table):
    t = table(players=[{"hand": ["Verdan Bard"]}, {"hand": ["Frost Bolt", "Dagger"]}, {"hand": ["Torch", "Torch"]}],
              hall=HALL, choice="dungeon")
    t.do("use [Verdan Bard] 1")
    assert t.names("p1.hand") == ["Frost Bolt", "Dagger"]
    assert (t.names("p2.hand"), t.names("p2.discard")) == (["Torch"], ["Torch"])


def test_verdan_troubador_destroys_2_xp_to_send_any_hall_monster_under_the_dungeon_deck(table):
    t = table(players=[{"hand": ["Verdan Troubador"], "xp": 2}, {}], hall=HALL, dungeon=["Pegasus"],
              choice="dungeon")
    t.do("use [Verdan Troubador] 0", "choose [Half-Ogre]")
    assert t.state.players[0].xp == 0
    assert [t.names(f"hall.{r}") for r in (1, 2, 3)] == [["Harpy"], ["Griffon"], ["Pegasus"]]
    assert t.names("dungeon") == ["Half-Ogre"]


def test_verdan_troubador_takes_an_xp_from_each_other_player_who_has_one(table):
    t = table(players=[{"hand": ["Verdan Troubador"], "xp": 1}, {"xp": 3}, {"xp": 0}], hall=HALL, choice="dungeon")
    t.do("use [Verdan Troubador] 1")
    assert [p.xp for p in t.state.players] == [1, 2, 0]
