"""Thunderstone Advance's curses as its Disease deck (cards/advance/curses.yaml; Towers of Ruin rulebook:
Flüche, Karten zerstören, Null und Kein Wert, Was ist neu; docs/advance.md sections 10 and 18 group F,
worked examples 10, 21, 23 and 26 of section 19; game.engine.rules.diseases, effects.advance_curses).

Every position is an Advance one on the Wilderness side (4 ranks, 1 attack a point of darkness); the
Classic monsters stand in for Advance ones where a monster gives a curse (a Classic Battle effect is an
Aftermath in Advance)."""

import pytest

from game.engine.effects import candidates
from game.engine.game import Game
from game.engine.rules.village import gold_left
from game.engine.setup import Setup, first_game
from game.engine.undo import hidden_zone
from game.scenario import ScenarioError

# ranks 1-4: humanoid 4 (VP 1), enchanted 6, enchanted 7, enchanted 5; no effects
HALL4 = ["Griknack Goblin", "Pegasus", "Griffon", "Nixie"]
HEROES = {"heroes": ["criochan", "deepstrider", "whetmage", "drua"], "village": []}
DECK = ["Regular"] * 8
CURSES = ["Curse of Decay", "Curse of Discord", "Curse of Horror", "Curse of Hostility", "Curse of Neglect",
          "Curse of Shame", "Curse of Sloth", "Curse of War"]


def advance(table, hand, deck=DECK, hall=HALL4, xp=0, others=None, disease_deck=None, **spec):
    spec.setdefault("village", HEROES)
    if disease_deck is not None:
        spec["disease_deck"] = list(disease_deck)
    return table(ruleset="advance", hall=list(hall), dungeon=["Harpy"] * 3,
                 players=[{"hand": list(hand), "deck": list(deck), "xp": xp},
                          *(others or [{"deck": list(DECK)}])], **spec)


def curses(t, player=0):
    """The curses a player holds (a card of kind `curse`: the lead adjusts this one place if the kind changes)."""
    return [t.game.name(c) for c in t.state.player_cards(player) if t.game.defn(c).kind == "curse"]


def advance_setup() -> Setup:
    return Setup(**{**first_game(["a", "b"]).to_dict(), "ruleset": "advance"})


# --- the cards ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", CURSES)
def test_each_curse_is_a_disease_with_attack_minus_1_no_gold_value_and_no_price(catalog, name):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.kind, d.group, d.set, d.count, d.classes) == ("curse", "curse", "advance", 4, ("Curse", "Disease"))
    assert d.is_disease and d.cost is None and not d.gold_printed and d.gold == 0
    assert [(b.stat, b.amount) for b in d.bonuses] == [("attack_or_magic", -1)]


def test_the_curse_deck_holds_the_sources_8_types_of_4(catalog):
    assert sorted(d.name for d in catalog.cards.values() if d.kind == "curse") == CURSES
    assert sum(d.count for d in catalog.cards.values() if d.kind == "curse") == 32


# --- the deck (rulebook: Flüche; worked example 21) --------------------------------------------------

def test_an_advance_game_plays_with_the_curses_shuffled_face_down_as_its_disease_deck(catalog):
    games = [Game.new(catalog, advance_setup(), seed) for seed in (1, 2)]
    decks = [[g.name(c) for c in g.state.disease] for g in games]
    for g, deck in zip(games, decks, strict=True):
        assert g.state.special_diseases and len(deck) == 32
        assert all(deck.count(n) == 4 for n in CURSES)
    assert decks[0] != decks[1]
    assert hidden_zone("disease", 0, True)


def test_a_classic_game_keeps_its_plain_disease_pile(catalog):
    g = Game.new(catalog, first_game(["a", "b"]), 1)
    assert not g.state.special_diseases
    assert {g.defn(c).kind for c in g.state.disease} == {"disease"}


def test_gaining_a_disease_in_an_advance_game_takes_the_top_curse(table):
    t = advance(table, ["Criochan Captain"], hall=["Plague Zombie", "Pegasus", "Griffon", "Nixie"],
                disease_deck=["Curse of War", "Curse of Shame"], choice="dungeon")
    t.do("attack [Plague Zombie]")
    assert curses(t) == ["Curse of War"] and t.names("disease") == ["Curse of Shame"]
    assert "Curse of War" in t.names("p0.discard")  # gained into the discard pile, not the hand


def test_with_the_curse_deck_empty_nobody_gains_a_curse(table):
    t = advance(table, ["Criochan Captain"], hall=["Plague Zombie", "Pegasus", "Griffon", "Nixie"],
                disease_deck=[], choice="dungeon")
    t.do("attack [Plague Zombie]")
    assert curses(t) == [] and not t.of_type("Created")
    assert not any(t.game.defn(c).is_disease for c in t.state.player_cards(0))


def test_a_destroyed_curse_goes_face_down_under_the_curse_deck(table):
    t = advance(table, ["Curse of Shame", "Regular"], disease_deck=["Curse of War", "Curse of Decay"])
    t.do("rest", "destroy [Curse of Shame]")
    assert t.names("disease") == ["Curse of War", "Curse of Decay", "Curse of Shame"]


def test_curses_given_out_at_once_are_dealt_from_the_active_players_left(table):
    others = [{"deck": list(DECK)}, {"deck": list(DECK)}]
    t = advance(table, ["Criochan Captain"], hall=["Griknack Goblin", "Walking Scourge", "Griffon", "Nixie"],
                others=others, disease_deck=["Curse of War", "Curse of Shame", "Curse of Sloth"], choice="dungeon")
    t.do("attack [Griknack Goblin]", "end")  # the Walking Scourge reaches rank 1: its breach curses everyone
    assert [curses(t, p) for p in range(3)] == [["Curse of Sloth"], ["Curse of War"], ["Curse of Shame"]]


def test_the_advance_scenario_builder_takes_curses_in_a_hand_and_in_the_deck_and_refuses_a_disease(table):
    t = advance(table, ["Curse of Horror", "Regular"], disease_deck=["Curse of War"])
    assert t.names("p0.hand") == ["Curse of Horror", "Regular"] and t.names("disease") == ["Curse of War"]
    plain = advance(table, ["Regular"])  # no deck named: every curse, in the card file's order
    assert plain.names("disease")[:5] == ["Curse of Decay"] * 4 + ["Curse of Discord"] and len(plain.names("disease")) == 32
    with pytest.raises(ScenarioError, match="not a Curse"):
        advance(table, ["Regular"], disease_deck=["Disease"])


# --- what a curse is (Null und Kein Wert: worked example 23; Was ist neu: still a Disease) -------------

def test_a_curse_has_no_gold_value_for_a_card_with_a_gold_value(table):
    t = advance(table, ["Curse of Shame", "Regular"], choice="village")
    shame, regular = t.card("Curse of Shame"), t.card("Regular")
    assert not t.game.matches(shame, {"gold": "some"}) and t.game.matches(regular, {"gold": "some"})
    assert gold_left(t.game) == 0


def test_a_curse_cannot_be_bought_even_from_a_stack(table):
    t = advance(table, ["Criochan Captain"], choice="village", village={"heroes": [], "village": ["curse"]})
    assert "no price" in t.refused("buy curse")


def test_a_card_that_destroys_a_disease_destroys_a_curse_which_goes_under_the_deck(table):
    t = advance(table, ["Drua Cursesworn", "Curse of War"], disease_deck=["Curse of Decay"], choice="village")
    t.do("use [Drua Cursesworn] 1")
    assert t.names("disease") == ["Curse of Decay", "Curse of War"] and len(t.names("p0.hand")) == 2
    assert t.game.matches(t.card("Curse of Decay"), {"kind": "disease"})  # a Classic card's filter too


def test_the_drua_purifier_destroys_curse_after_curse_for_2_cards_each_even_those_it_draws(table):
    # worked example 2 (rulebook: Fähigkeiten): the repeat goes on while curses are in hand
    t = advance(table, ["Drua Purifier", "Curse of War"], deck=["Curse of Shame", "Regular", "Regular", "Regular"],
                disease_deck=[], choice="village")
    t.do("use [Drua Purifier] 1")
    assert t.names("p0.hand") == ["Drua Purifier", "Curse of Shame", "Regular"]
    t.do("use [Drua Purifier] 1")
    assert t.names("p0.hand") == ["Drua Purifier", "Regular", "Regular", "Regular"]
    assert t.names("disease") == ["Curse of War", "Curse of Shame"]
    assert t.cost_refused("use [Drua Purifier] 1", "Disease")


def test_a_monster_effect_passes_a_curse_by_unless_it_names_diseases(table):
    t = advance(table, ["Curse of War", "Regular"], choice="dungeon")
    goblin, war = t.card("Griknack Goblin"), t.card("Curse of War")
    assert war not in candidates(t.game, 0, goblin, None, "battle")
    assert war in candidates(t.game, 0, goblin, {"class": "Disease"}, "battle")
    assert war in candidates(t.game, 0, None, None, "effect")


# --- Attack -1 (worked example 10) ---------------------------------------------------------------------

def test_attack_minus_1_falls_on_the_kind_the_player_has_never_on_both(table):
    t = advance(table, ["Thundermage Evoker", "Curse of War"], choice="dungeon")  # magic 3, no attack
    bd = t.breakdown("Griknack Goblin")
    assert (bd.attack, bd.magic) == (0, 3) and bd.diseases == [(t.card("Curse of War"), "magic")]
    assert bd.total == 3 - 1  # its light 2 cancels rank 1's darkness


def test_attack_minus_1_takes_neither_kind_below_0(table):
    t = advance(table, ["Regular", "Curse of War", "Curse of Shame"], choice="dungeon")  # attack 1
    bd = t.breakdown("Griknack Goblin")
    assert [kind for _, kind in bd.diseases] == ["attack", None] and bd.total == 0


# --- each curse's way out ------------------------------------------------------------------------------

def test_curse_of_decay_goes_if_it_is_the_first_ability_and_then_no_ability_can_be_used(table):
    t = advance(table, ["Curse of Decay", "Drua Cursesworn", "Regular"], disease_deck=[], choice="village")
    t.do("use [Curse of Decay] 0")
    assert t.names("disease") == ["Curse of Decay"]
    assert "no more abilities" in t.refused("use [Drua Cursesworn] 0")
    late = advance(table, ["Curse of Decay", "Drua Cursesworn", "Regular"], choice="village")
    late.do("use [Drua Cursesworn] 0", "choose [Regular]")
    assert "another ability was already used" in late.refused("use [Curse of Decay] 0")


def test_a_trophy_used_first_is_no_ability_for_curse_of_decay(trait_table):
    t = advance(trait_table, ["Curse of Decay", "Test Trophy Beast", "Regular"], choice="dungeon")
    t.do("use [Test Trophy Beast] 0", "use [Curse of Decay] 0")
    assert "Curse of Decay" in t.names("disease")


def test_after_curse_of_horror_a_mandatory_trophy_is_no_longer_used_nor_waited_for(trait_table):
    t = advance(trait_table, ["Curse of Horror", "Test Trophy Beast", "Criochan Captain"], choice="dungeon")
    assert "trophies are mandatory" in t.refused("attack [Griknack Goblin]")
    t.do("use [Curse of Horror] 0")
    assert "no more trophies" in t.refused("use [Test Trophy Beast] 0")
    t.do("attack [Griknack Goblin]")
    assert t.state.turn.battle_won


def test_curse_of_discord_loses_2_gold_but_never_below_0(table):
    rich = advance(table, ["Curse of Discord", "Aird Honeytongue", "Regular"], choice="village")  # 2 gold
    rich.do("use [Curse of Discord] 0")
    assert gold_left(rich.game) == 0 and "Curse of Discord" in rich.names("disease")
    poor = advance(table, ["Curse of Discord", "Regular"], choice="village")  # 0 gold: the village example
    poor.do("use [Curse of Discord] 0")
    assert gold_left(poor.game) == 0 and poor.gained("gold") == []
    some = advance(table, ["Curse of Discord", "Aird Seductress"], choice="village")  # 3 gold
    some.do("use [Curse of Discord] 0")
    assert gold_left(some.game) == 1
    assert "cannot be used in the dungeon" in advance(table, ["Curse of Discord"], choice="dungeon").refused(
        "use [Curse of Discord] 0")


def test_curse_of_horror_puts_out_the_light_and_stops_weapons_abilities_and_trophies(table):
    hand = ["Curse of Horror", "Criochan Captain", "Advance Torch", "Longspear", "Drua Sacrist", "Regular"]
    t = advance(table, [h if h != "Advance Torch" else "advance_torch" for h in hand], choice="dungeon")
    assert t.breakdown("Griffon").light == 1
    t.do("use [Curse of Horror] 0")
    assert "Curse of Horror" in t.names("disease")
    bd = t.breakdown("Griffon")  # rank 3: darkness 3, no light
    assert bd.light == 0 and bd.light_penalty == 3
    assert "no more Weapons" in t.refused("equip [Longspear] [Criochan Captain]")
    assert "no more Dungeon abilities" in t.refused("use [Drua Sacrist] 0")


def test_curse_of_hostility_costs_2_xp(table):
    t = advance(table, ["Curse of Hostility", "Regular"], xp=3, choice="village")
    t.do("use [Curse of Hostility] 0")
    assert t.state.players[0].xp == 1 and "Curse of Hostility" in t.names("disease")
    poor = advance(table, ["Curse of Hostility", "Regular"], xp=1, choice="dungeon")
    assert poor.cost_refused("use [Curse of Hostility] 0", "XP")


def test_curse_of_neglect_costs_2_other_cards_discarded(table):
    t = advance(table, ["Curse of Neglect", "Regular", "Longspear", "Criochan Captain"], choice="village")
    t.do("use [Curse of Neglect] 0", "choose [Regular] [Longspear]")
    assert t.names("p0.hand") == ["Criochan Captain"] and "Curse of Neglect" in t.names("disease")
    assert {"Regular", "Longspear"} <= set(t.names("p0.discard"))
    short = advance(table, ["Curse of Neglect", "Regular"], choice="village")
    assert short.cost_refused("use [Curse of Neglect] 0", "card")


def test_curse_of_shame_leaves_a_new_hand_2_cards_short(table):
    t = advance(table, ["Curse of Shame", "Regular"], choice="village")
    t.do("use [Curse of Shame] 0", "end")
    assert "Curse of Shame" in t.names("disease") and len(t.names("p0.hand")) == 4


def test_curse_of_sloth_lowers_the_total_attack_by_3_and_stops_weapons_and_abilities(table):
    t = advance(table, ["Curse of Sloth", "Criochan Captain", "Longspear", "Drua Sacrist"], choice="dungeon")
    before = t.breakdown("Griknack Goblin").total
    t.do("use [Curse of Sloth] 0")
    assert t.breakdown("Griknack Goblin").total == before + 1 - 3  # the curse's Attack -1 is gone with it
    assert "no more Weapons" in t.refused("equip [Longspear] [Criochan Captain]")
    assert "no more Dungeon abilities" in t.refused("use [Drua Sacrist] 0")
    weak = advance(table, ["Curse of Sloth", "Regular"], choice="dungeon").do("use [Curse of Sloth] 0")
    assert weak.breakdown("Griknack Goblin").total == 0  # never below 0


def test_curse_of_war_forbids_rest_and_prepare(table):
    t = advance(table, ["Curse of War", "Regular"])
    assert "forbids a Rest" in t.refused("rest")
    assert "forbids a Prepare" in t.refused("prepare")
    t.do("village")


def test_curse_of_war_picks_2_random_cards_one_may_be_destroyed_to_destroy_it(table):
    hand = ["Curse of War", "Regular", "Longspear", "Criochan Captain", "Drua Sacrist"]
    t = advance(table, hand, disease_deck=[], choice="village")
    t.do("use [Curse of War] 0")
    pr = t.state.prompt
    assert pr.kind == "cards" and (pr.min, pr.max) == (0, 1) and len(pr.options) == 2
    assert t.card("Curse of War") not in pr.options and "Shuffled" in t.event_types()
    victim = pr.options[0]
    t.do(f"choose {victim}")
    assert t.state.loc[victim] != "p0.hand" and t.names("disease") == ["Curse of War"]
    kept = advance(table, hand, choice="village").do("use [Curse of War] 0", "choose")
    assert "Curse of War" in kept.names("p0.hand") and len(kept.names("p0.hand")) == 5
