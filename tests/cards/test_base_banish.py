"""Banish, the base set's Spell that moves the dungeon hall (cards/base/banish.yaml): a monster under the
dungeon deck and the hall refilled, or the hall rearranged; then a card destroyed and a card drawn.

Rulebook: Dungeon Effects, Breach Effect, Trap Cards, Traits (Immune to Spells), Winning the Game;
glossary entry Banish.
"""

from __future__ import annotations

from game.engine.actions import Choose
from game.engine.events import BreachTriggered, GameEnded, TrapSprung

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6, 5; no battle effects


def dungeon(table, hand, hall=HALL, deck=("Torch",), others=({},), **kw):
    return table(players=[{"hand": list(hand), "deck": list(deck)}, *others], hall=list(hall), choice="dungeon",
                 **kw)


def hall_names(t) -> list:
    return [t.game.name(c) if (c := t.state.hall_card(r)) is not None else None for r in (1, 2, 3)]


def test_banish_is_a_spell_village_card_costing_4(catalog):
    d = catalog.cards["banish"]
    assert (d.name, d.kind, d.set, d.group, d.count, d.classes, d.cost, d.gold, d.light) == (
        "Banish", "village", "base", "banish", 8, ("Spell",), 4, 0, 0)


def test_banish_is_bought_for_4_gold(table):
    t = table(players=[{"hand": ["Torch", "Torch"]}, {}], hall=HALL, choice="village",
              village={"heroes": [], "village": ["banish"]})
    t.do("buy banish")
    assert t.names("p0.discard") == ["Banish"]


def test_banish_offers_the_choice_between_sending_a_monster_away_and_rearranging(table):
    t = dungeon(table, ["Banish", "Militia"])
    t.do("use [Banish] 0")
    pr = t.state.prompt
    assert (pr.kind, pr.reason) == ("option", "one_of")
    assert pr.options == ["put_a_monster_from_the_hall_under_the_dungeon_deck",
                          "rearrange_the_cards_of_the_hall_as_you_like"]
    assert pr.text == ("Choose one: put a Monster from the Hall under the Dungeon Deck, or rearrange the cards "
                       "of the Hall as you like.")


def test_banish_sends_a_monster_under_the_deck_refills_then_destroys_a_card_and_draws_one(table):
    t = dungeon(table, ["Banish", "Disease", "Militia"], dungeon=["Medusa", "Minotaur"])
    t.do("use [Banish] 0", "choose put_a_monster_from_the_hall_under_the_dungeon_deck")
    assert t.state.prompt.reason == "return_monster"
    t.do("choose [Harpy]")
    assert hall_names(t) == ["Half-Ogre", "Orc Blademaster", "Medusa"]
    assert t.names("dungeon") == ["Minotaur", "Harpy"]
    pr = t.state.prompt
    assert (pr.reason, pr.min, pr.max) == ("destroy", 1, 1)
    assert sorted(t.game.name(c) for c in pr.options) == ["Disease", "Militia"]  # not the Banish itself
    t.do("choose [Disease]")
    assert t.names("p0.hand") == ["Banish", "Militia", "Torch"]  # the card drawn
    t.do("attack [Medusa]")  # the monster is chosen after the hall is refilled (glossary)
    assert t.state.turn.target == t.card("Medusa")


def test_banish_rearranges_the_hall(table):
    t = dungeon(table, ["Banish", "Militia"])
    t.do("use [Banish] 0", "choose rearrange_the_cards_of_the_hall_as_you_like")
    pr = t.state.prompt
    assert (pr.kind, pr.reason, pr.min, pr.max) == ("order", "rearrange_hall", 3, 3)
    harpy, ogre, orc = t.card("Harpy"), t.card("Half-Ogre"), t.card("Orc Blademaster")
    t.do(f"choose {orc} {harpy} {ogre}")
    assert hall_names(t) == ["Orc Blademaster", "Harpy", "Half-Ogre"]
    assert t.names("destroyed") == ["Militia"] and t.names("p0.hand") == ["Banish", "Torch"]
    assert t.names("dungeon") == []


def test_banish_draws_a_card_even_with_nothing_left_to_destroy(table):
    # glossary: you must draw a card when using it
    t = dungeon(table, ["Banish"])
    t.do("use [Banish] 0", "choose rearrange_the_cards_of_the_hall_as_you_like",
         "choose [Harpy] [Half-Ogre] [Orc Blademaster]")
    assert t.names("p0.hand") == ["Banish", "Torch"] and t.names("destroyed") == []


def test_a_monster_rearranged_into_rank_1_breaches_at_once(table):
    t = dungeon(table, ["Banish", "Militia"], hall=["Harpy", "Walking Scourge", "Half-Ogre"],
                others=({"hand": ["Torch"]},))
    scourge = t.card("Walking Scourge")
    t.do("use [Banish] 0", "choose rearrange_the_cards_of_the_hall_as_you_like",
         f"choose {scourge} [Harpy] [Half-Ogre]")
    assert [e.monster for e in t.events if isinstance(e, BreachTriggered)] == [scourge]
    assert t.names("p1.discard") == ["Disease"]
    assert t.names("destroyed") == ["Militia"] and t.names("p0.hand") == ["Banish", "Torch"]  # then Banish goes on


def test_a_monster_that_already_breached_does_not_breach_again_when_rearranged(table):
    t = dungeon(table, ["Banish", "Banish", "Militia", "Militia"], hall=["Walking Scourge", "Harpy", "Half-Ogre"])
    scourge = t.card("Walking Scourge")
    t.do("use [Banish] 0", "choose rearrange_the_cards_of_the_hall_as_you_like",
         f"choose [Harpy] {scourge} [Half-Ogre]", "choose [Militia]")
    assert hall_names(t) == ["Harpy", "Walking Scourge", "Half-Ogre"]
    t.do("use [Banish#2] 0", "choose rearrange_the_cards_of_the_hall_as_you_like",
         f"choose {scourge} [Harpy] [Half-Ogre]")
    assert hall_names(t) == ["Walking Scourge", "Harpy", "Half-Ogre"]  # back in rank 1: its breach was spent
    assert [e for e in t.events if isinstance(e, BreachTriggered)] == []


def test_a_breach_brought_by_the_refill_happens_at_once(table):
    t = dungeon(table, ["Banish", "Militia"], hall=["Harpy", "Walking Scourge", "Half-Ogre"],
                others=({"hand": ["Torch"]},))
    t.do("use [Banish] 0", "choose put_a_monster_from_the_hall_under_the_dungeon_deck", "choose [Harpy]")
    assert [e.monster for e in t.events if isinstance(e, BreachTriggered)] == [t.card("Walking Scourge")]
    assert t.names("p1.discard") == ["Disease"]


def test_a_trap_turned_over_by_the_refill_springs_at_once(table):
    # Dragon's Teeth: the active player destroys the Hero with the least strength
    t = dungeon(table, ["Banish", "Militia", "Dwarf Sentinel", "Torch"], dungeon=["Dragon's Teeth", "Medusa"])
    t.do("use [Banish] 0", "choose put_a_monster_from_the_hall_under_the_dungeon_deck", "choose [Harpy]")
    assert [e.trap for e in t.events if isinstance(e, TrapSprung)] == [t.card("Dragon's Teeth")]
    assert "Militia" in t.names("destroyed") and "Dragon's Teeth" in t.names("destroyed")
    assert hall_names(t) == ["Half-Ogre", "Orc Blademaster", "Medusa"]


def test_rearranging_the_thunderstone_into_rank_1_ends_the_game_and_nobody_takes_it(table):
    t = dungeon(table, ["Banish", "Militia"], hall=["Harpy", "Half-Ogre", "Stone of Scorn"])
    stone = t.card("Stone of Scorn")
    t.do("use [Banish] 0", "choose rearrange_the_cards_of_the_hall_as_you_like",
         f"choose {stone} [Harpy] [Half-Ogre]")
    assert t.state.over
    end = next(e for e in t.events if isinstance(e, GameEnded))
    assert end.thunderstone_holder is None and t.state.loc[stone] == "hall.1"
    assert t.names("p0.hand") == ["Banish", "Militia"]  # the game ended before the rest of Banish


def test_a_refill_that_brings_the_thunderstone_to_rank_1_ends_the_game(table):
    t = dungeon(table, ["Banish", "Militia"], hall=["Harpy", "Stone of Scorn", "Half-Ogre"])
    t.do("use [Banish] 0", "choose put_a_monster_from_the_hall_under_the_dungeon_deck", "choose [Harpy]")
    assert t.state.over and t.state.result["thunderstone_holder"] is None


def test_two_banishes_resolve_one_after_the_other_before_the_battle(table):
    t = dungeon(table, ["Banish", "Banish", "Disease", "Disease"], deck=["Torch", "Militia"],
                dungeon=["Medusa", "Minotaur"])
    first, second = t.card("Banish"), t.card("Banish", 2)
    t.do(f"use {first} 0", "choose put_a_monster_from_the_hall_under_the_dungeon_deck", "choose [Harpy]",
         "choose [Disease]")
    assert t.state.prompt is None and t.names("p0.hand") == ["Banish", "Banish", "Disease", "Torch"]
    t.do(f"use {second} 0", "choose put_a_monster_from_the_hall_under_the_dungeon_deck", "choose [Half-Ogre]")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Disease", "Torch"]  # not the first Banish
    t.do("choose [Disease]")
    assert hall_names(t) == ["Orc Blademaster", "Medusa", "Minotaur"]
    assert t.names("p0.hand") == ["Banish", "Banish", "Torch", "Militia"]
    assert t.refused(f"use {first} 0") == "each ability can be used only once per turn"


def test_banish_cannot_move_a_monster_immune_to_spells_nor_one_that_must_be_defeated(trait_table):
    t = trait_table(players=[{"hand": ["Banish", "Militia"], "deck": ["Torch"]}, {}],
                    hall=["Null Wraith", "Rooted Treant", "Harpy"], choice="dungeon")
    t.do("use [Banish] 0")
    # only the Harpy may move: sending it away is the only way left
    assert t.state.prompt.reason == "return_monster"
    assert t.state.prompt.options == [t.card("Harpy")]


def test_banish_rearranges_only_the_cards_that_may_move(trait_table):
    t = trait_table(players=[{"hand": ["Banish", "Militia"], "deck": ["Torch"]}, {}],
                    hall=["Harpy", "Rooted Treant", "Half-Ogre"], choice="dungeon")
    t.do("use [Banish] 0", "choose rearrange_the_cards_of_the_hall_as_you_like")
    assert t.state.prompt.options == [t.card("Harpy"), t.card("Half-Ogre")]
    t.do("choose [Half-Ogre] [Harpy]")
    assert hall_names(t) == ["Half-Ogre", "Rooted Treant", "Harpy"]


def test_banish_in_the_village_is_refused(table):
    t = table(players=[{"hand": ["Banish", "Militia"]}, {}], hall=HALL, choice="village")
    assert "cannot be used in the village" in t.refused("use [Banish] 0")


def test_in_solo_a_monster_banished_goes_to_the_village_pile(table):
    t = table(players=[{"hand": ["Banish", "Militia"], "deck": ["Torch"]}], hall=HALL, choice="dungeon", mode="solo",
              dungeon=["Medusa"])
    t.do("use [Banish] 0", "choose put_a_monster_from_the_hall_under_the_dungeon_deck", "choose [Half-Ogre]")
    assert t.names("pile.village") == ["Half-Ogre"]
    assert hall_names(t) == ["Harpy", "Orc Blademaster", "Medusa"]


def test_an_answer_that_is_not_one_of_the_options_is_refused(table):
    t = dungeon(table, ["Banish", "Militia"])
    t.do("use [Banish] 0")
    before = t.state.event_count
    assert "is not one of the options" in t.game.why_illegal(Choose(("rearrange",)))
    assert t.state.event_count == before


def test_a_game_with_the_choices_of_banish_the_assassin_and_the_theurge_saves_and_replays_exactly(catalog, tmp_path):
    # the answers are single words and card numbers, so the text form of each action (a save) holds them
    from game.saves.savegame import read_save, start_scenario, verify_replay

    spec = {"players": [{"hand": ["Banish", "Selurin Theurge", "Redblade Assassin", "Militia"], "deck": ["Torch"]},
                        {"hand": ["Elf Wizard", "Torch", "Dagger"]}],
            "hall": HALL, "choice": "dungeon", "dungeon": ["Medusa"],
            "actions": ["use [Banish] 0", "choose rearrange_the_cards_of_the_hall_as_you_like",
                        "choose [Orc Blademaster] [Harpy] [Half-Ogre]", "choose [Militia]",
                        "use [Redblade Assassin] 0", "choose discard_2_cards", "choose [Torch#2] [Dagger]",
                        "use [Selurin Theurge] 0", "choose [Elf Wizard]", "attack [Harpy]", "end"]}
    path = tmp_path / "banish.jsonl"
    start_scenario(catalog, spec, path, fsync=False).close()
    texts = [r["action"] for r in read_save(path).records]
    assert "choose discard_2_cards" in texts and "choose rearrange_the_cards_of_the_hall_as_you_like" in texts
    report = verify_replay(path, catalog)
    assert report.ok, report.problem
    assert report.replayed == report.total == len(spec["actions"])
