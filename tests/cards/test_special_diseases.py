"""The Special Disease deck (cards/doomgate/special_diseases.yaml with the plain Disease of
cards/basic; game.engine.rules.diseases): Baleful Plague, Fatigue, Leprosy, Malaise, Thunder's Curse.

Doomgate Legion rulebook: Disease Deck (25 cards shuffled face down; gaining takes the top card; a
destroyed Disease goes face down to the bottom; an empty deck gives no Disease; several given at
once are dealt from the active player's left; the revealed effects must be played on entering the
dungeon, a village effect on visiting the village), and its glossary: Fatigue and Plague (their
effects come before battle effects and trophies), Leprosy (each purchase of the turn), Thunder's
Curse (-2 VP at the end of the game only)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.engine import battle
from game.engine.errors import SetupError
from game.engine.events import Created
from game.engine.game import Game
from game.engine.randomizers import resolve
from game.engine.rules import scoring
from game.engine.setup import Setup, first_game
from game.engine.undo import hidden_zone

WIN = ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"]  # 9 magic, light 1
HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]
SPECIAL = {"Baleful Plague", "Fatigue", "Leprosy", "Malaise", "Thunder's Curse"}
SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"


def strengths(t):
    return {t.game.name(h): s for h, s in battle.hero_strengths(t.game, list(t.game.hand()))[0].items()}


def setup(**kw):
    fg = first_game(["Ann", "Bob"])
    return Setup(["Ann", "Bob"], ["orc_humanoid", "dark_enchanted", "undead_plague"], fg.heroes, fg.village,
                 "stone_of_terror", **kw)


# --- the cards ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(SPECIAL))
def test_each_special_disease_has_three_copies_and_is_a_disease(catalog, name):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.kind, d.count, d.group, d.classes) == ("disease", 3, "special_diseases", ("Disease", "Special"))


def test_the_plain_disease_is_still_the_one_gained_without_the_special_deck(catalog):
    assert catalog.disease_key == "disease"


# --- the deck -----------------------------------------------------------------------------------------

def test_the_special_disease_deck_holds_25_cards_shuffled_face_down(catalog):
    games = [Game.new(catalog, setup(special_diseases=True), seed) for seed in (1, 2)]
    decks = [[g.state.cards[c] for c in g.state.disease] for g in games]
    for g, deck in zip(games, decks, strict=True):
        assert g.state.special_diseases and len(deck) == 25 and deck.count("disease") == 10
        assert all(deck.count(k) == 3 for k in ("baleful_plague", "fatigue", "leprosy", "malaise", "thunders_curse"))
    assert decks[0] != decks[1]  # shuffled from the seed
    assert hidden_zone("disease", 0, True) and not hidden_zone("disease", 0, False)


def test_without_it_the_plain_disease_pile_is_as_before(catalog):
    g = Game.new(catalog, setup(), 1)
    assert not g.state.special_diseases and [g.state.cards[c] for c in g.state.disease] == ["disease"] * 10
    assert "special_diseases" not in setup().to_dict()  # setups written before it read the same


def test_a_save_written_before_the_special_deck_loads_as_the_same_game(catalog, tmp_path):
    from game.saves.savegame import load_game, verify_replay

    path = tmp_path / "first_game.tsave"
    shutil.copyfile(SAVES / "first_game.tsave", path)
    assert verify_replay(path, catalog).loads
    game = load_game(path, catalog, checked=True)
    assert not game.state.special_diseases and game.state.swarms == {}
    assert {game.state.cards[c] for c in game.state.disease} <= {"disease"}


def test_gaining_a_disease_takes_the_top_card_of_the_deck(table):
    t = table(players=[{"hand": ["Torch"]}, {}], hall=["Plague Zombie", "Harpy", "Half-Ogre"],
              disease_deck=["Leprosy", "Disease"], choice="dungeon")
    t.do("attack [Plague Zombie]")
    assert "Leprosy" in t.names("p0.discard") and t.names("disease") == ["Disease"]


def test_with_the_deck_empty_nobody_gains_a_disease(table):
    t = table(players=[{"hand": ["Torch"]}, {}], hall=["Plague Zombie", "Harpy", "Half-Ogre"], disease_deck=[],
              choice="dungeon")
    t.do("attack [Plague Zombie]")
    assert not any(t.game.defn(c).kind == "disease" for c in t.state.player_cards(0))
    assert not t.of_type("Created") and not any(isinstance(e, Created) for e in t.game.log)


def test_a_destroyed_disease_goes_face_down_to_the_bottom_of_the_deck(table):
    t = table(players=[{"hand": ["Fatigue", "Militia"]}, {}], hall=HALL, disease_deck=["Disease", "Malaise"])
    t.do("rest", "destroy [Fatigue]")
    assert t.names("disease") == ["Disease", "Malaise", "Fatigue"]


def test_diseases_given_out_at_once_are_dealt_from_the_active_players_left(table):
    deck = ["Militia"] * 6
    t = table(players=[{"hand": WIN, "deck": deck}, {"deck": deck}, {"deck": deck}],
              hall=["Harpy", "Walking Scourge", "Half-Ogre"], dungeon=["Harpy"],
              disease_deck=["Fatigue", "Leprosy", "Malaise"], choice="dungeon")
    t.do("attack [Harpy]", "end")  # Walking Scourge reaches rank 1: every player gains a Disease
    got = [[t.game.name(c) for c in t.state.player_cards(p) if t.game.defn(c).kind == "disease"] for p in range(3)]
    assert got == [["Malaise"], ["Fatigue"], ["Leprosy"]]


# --- the option ---------------------------------------------------------------------------------------

def test_the_random_option_draws_one_card_of_the_deck_to_decide(catalog):
    results = {resolve(catalog, Setup(["Ann", "Bob"], [], [], [], random={"special_diseases": "draw"}), seed)
               .special_diseases for seed in range(30)}
    assert results == {True, False}
    plain = resolve(catalog, Setup(["Ann", "Bob"], [], [], [], random={}), 4)
    assert plain.special_diseases is False
    # the draw comes last: the cards are the same as without it
    drawn = resolve(catalog, Setup(["Ann", "Bob"], [], [], [], random={"special_diseases": "draw"}), 4)
    assert (drawn.monsters, drawn.heroes, drawn.village) == (plain.monsters, plain.heroes, plain.village)


def test_a_bad_special_disease_option_is_refused(catalog):
    with pytest.raises(SetupError, match="special_diseases"):
        Game.new(catalog, Setup(["Ann", "Bob"], [], [], [], random={"special_diseases": "maybe"}), 1)
    with pytest.raises(SetupError, match="special_diseases"):
        Game.new(catalog, setup(special_diseases="yes"), 1)


def test_randomizers_turning_over_the_swarm_call_for_the_special_deck(catalog):
    s = resolve(catalog, Setup(["Ann", "Bob"], ["swarm"], [], [], random={}), 2)
    assert s.special_diseases is True


def test_the_doomgate_first_game_uses_the_special_disease_deck():
    assert first_game(["Ann", "Bob"], card_set="doomgate").special_diseases is True
    assert first_game(["Ann", "Bob"]).special_diseases is False


# --- Baleful Plague and Fatigue ----------------------------------------------------------------------

def test_baleful_plague_weakens_every_hero_by_1_on_entering_the_dungeon(table):
    t = table(players=[{"hand": ["Baleful Plague", "Militia", "Stoneguard Brute", "Torch"]}, {}], hall=HALL,
              disease_deck=[])
    t.do("dungeon")
    assert strengths(t) == {"Militia": 1, "Stoneguard Brute": 5}
    t.do("attack [Harpy]", "end")
    assert t.names("destroyed") == []  # neither fell below 0


def test_the_special_diseases_do_nothing_in_the_village_or_when_resting(table):
    t = table(players=[{"hand": ["Baleful Plague", "Fatigue", "Militia", "Torch"]}, {}], hall=HALL, disease_deck=[])
    t.do("village")
    assert strengths(t) == {"Militia": 2} and not t.state.turn.modifiers


def test_fatigue_weakens_one_hero_of_the_players_choice_by_2(table):
    t = table(players=[{"hand": ["Fatigue", "Militia", "Stoneguard Brute", "Torch"]}, {}], hall=HALL, disease_deck=[])
    t.do("dungeon", "choose [Stoneguard Brute]")
    assert strengths(t) == {"Militia": 2, "Stoneguard Brute": 4}


def test_a_hero_taken_below_strength_0_is_destroyed_at_the_end_of_the_turn(table):
    t = table(players=[{"hand": ["Baleful Plague", "Fatigue", "Militia", "Frost Bolt", "Frost Bolt", "Torch"]}, {}],
              hall=HALL, disease_deck=[])
    t.do("dungeon")  # Militia: 2 - 1 - 2 = -1
    militia = t.card("Militia")
    assert militia in t.state.turn.doomed
    t.do("attack [Harpy]", "end")
    assert t.state.loc[militia] == "destroyed"


def test_a_hero_left_at_strength_0_or_more_by_them_is_not_destroyed_by_them(table):
    t = table(players=[{"hand": ["Baleful Plague", "Stoneguard Brute", "Frost Bolt", "Frost Bolt", "Torch"]}, {}],
              hall=HALL, disease_deck=[])
    t.do("dungeon")
    assert not t.state.turn.doomed


def test_the_weakness_comes_before_weapons_are_equipped(table):
    t = table(players=[{"hand": ["Baleful Plague", "Militia", "Dagger", "Torch"]}, {}], hall=HALL, disease_deck=[])
    t.do("dungeon")
    # a Dagger weighs 2: the Militia, weakened to Strength 1 before anything else, cannot carry it
    assert t.refused("equip [Dagger] [Militia]") == "Dagger weighs 2 and Militia has strength 1"


# --- Leprosy ---------------------------------------------------------------------------------------------

def test_leprosy_raises_the_price_of_each_purchase_by_3_gold(table):
    t = table(players=[{"hand": ["Leprosy", "Torch", "Torch"]}, {}], hall=HALL, disease_deck=[])
    t.do("village")
    assert "costs 5 gold and you have 4" in t.refused("buy iron_rations")
    t = table(players=[{"hand": ["Leprosy", "Torch", "Torch", "Torch"]}, {}], hall=HALL, disease_deck=[])
    t.do("village", "buy iron_rations")
    assert t.state.turn.gold_spent == 5
    from game.engine.rules.village import price
    assert price(t.game, t.state.stacks["dagger"][0]) == 6  # every purchase of the turn, not only the first


def test_leprosy_does_nothing_in_the_dungeon(table):
    t = table(players=[{"hand": ["Leprosy", "Torch"]}, {}], hall=HALL, disease_deck=[])
    t.do("dungeon")
    assert not t.state.turn.modifiers


# --- Malaise, Thunder's Curse, the plain Disease ---------------------------------------------------------

@pytest.mark.parametrize("disease, total", [("Disease", 8), ("Malaise", 7), ("Thunder's Curse", 8)])
def test_each_disease_takes_its_penalty_from_attack_or_magic_attack(table, disease, total):
    t = table(players=[{"hand": WIN + [disease]}, {}], hall=HALL, disease_deck=[], choice="dungeon")
    assert t.breakdown("Harpy").total == total
    assert table(players=[{"hand": WIN}, {}], hall=HALL, choice="dungeon").breakdown("Harpy").total == 9


def test_thunders_curse_costs_2_vp_at_the_end_of_the_game(table):
    t = table(players=[{"discard": ["Thunder's Curse", "Harpy", "Disease"]}, {}], hall=HALL, disease_deck=[])
    assert scoring.score(t.game, 0) == 1 - 2


def test_the_evil_druids_call_for_the_special_disease_deck_as_their_glossary_says(catalog):
    from game.engine.rules import diseases
    from game.engine.setup import Setup

    with_druids = Setup(["A", "B"], ["evil_druid", "ooze", "undead_doom"], ["elf", "lorigg", "regian", "thyrian"],
                        ["battle_fury", "fireball", "flaming_sword", "lightstone_gem", "magical_aura", "short_sword",
                         "spear", "town_guard"], "stone_of_mystery")
    without = Setup(["A", "B"], ["enchanted", "ooze", "undead_doom"], with_druids.heroes, with_druids.village,
                    "stone_of_mystery")
    assert diseases.in_use(catalog, with_druids)
    assert not diseases.in_use(catalog, without)
