"""The card text the game shows is generated from each card's structured data, in our own words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from game.catalog import text
from game.catalog.loader import MAPPED_TRIGGERS, REACT_MOMENTS, TRIGGERS
from game.catalog.text import card_text, describe, steps_text
from game.engine import battle_vocabulary
from game.engine.cards import Ability, Bonus, CardDef, ScoreBonus, Step, Trait
from game.engine.effects import STEPS, VERBS

REFERENCE = Path("/work/shared/reference/classic-cards.yaml")


def card(catalog, name: str) -> CardDef:
    return next(d for d in catalog.cards.values() if d.name == name and d.set != "advance")  # Classic's Torch


def items(d: CardDef) -> int:
    """How many lines a card's text must have: printed attack values and each behaviour."""
    return (bool(d.attack) + bool(d.magic) + len(d.bonuses) + len(d.traits) + len(d.passives)
            + len(d.abilities) + len(d.score))


def hero(**kw) -> CardDef:
    return CardDef(key="test_hero", name="Test Hero", kind="hero", group="test", set="test", count=1,
                   level=1, strength=4, **kw)


def weapon(**kw) -> CardDef:
    return CardDef(key="test_blade", name="Test Blade", kind="village", group="test", set="test", count=1,
                   classes=("Weapon", "Edged"), weight=3, **kw)


def monster(**kw) -> CardDef:
    return CardDef(key="test_beast", name="Test Beast", kind="monster", group="test", set="test", count=1,
                   health=5, **kw)


# --- every card ---------------------------------------------------------------------------------


def test_every_card_gets_one_non_empty_line_per_attack_value_and_behaviour(catalog):
    for d in catalog.cards.values():
        lines = card_text(d)
        assert len(lines) == items(d), (d.name, lines)
        assert all(isinstance(line, str) and line.strip() for line in lines), (d.name, lines)


def test_cards_with_behaviour_have_text_and_no_leaked_identifiers(catalog):
    with_behaviour = [d for d in catalog.cards.values() if d.bonuses or d.abilities or d.traits or d.passives or d.score]
    assert len(with_behaviour) >= 20
    for d in with_behaviour:
        lines = card_text(d)
        assert lines, d.name
        for line in lines:
            # no snake_case names, dict braces or Python values leak into what a player reads
            assert not re.search(r"[_{}\[\]]|None|True|False", line), (d.name, line)
            assert line[0].isupper() or line[0] in "+-", (d.name, line)


def test_describe_gives_one_paragraph_with_the_numbers_and_the_text_of_every_card(catalog):
    for d in catalog.cards.values():
        para = describe(d)
        assert "\n" not in para and para.startswith(d.name + " (")
        for line in card_text(d):
            assert line.rstrip(".") in para, (d.name, line)


# --- exact wordings for representative cards -----------------------------------------------------


def test_iron_rations_reads_as_a_dungeon_strength_boost(catalog):
    assert card_text(card(catalog, "Iron Rations")) == ["Dungeon: A Hero of your choice gains Strength +2."]


def test_belzur_curate_reads_magic_attack_a_draw_and_a_disease_for_gold(catalog):
    assert card_text(card(catalog, "Belzur Curate")) == [
        "Magic Attack +1",
        "Dungeon: Draw a card.",
        "Village: Destroy a Disease: gain 2 gold.",
    ]


def test_belzur_curate_summary_lists_its_type_numbers_and_text(catalog):
    assert describe(card(catalog, "Belzur Curate")) == (
        "Belzur Curate (Hero, level 1; Cleric; 6 copies). Cost 5, strength 4, levels up for 2 XP. "
        "Magic Attack +1. Dungeon: Draw a card. Village: Destroy a Disease: gain 2 gold.")


def test_recurve_bow_reads_both_deep_rank_bonuses_with_its_heros_level(catalog):
    assert card_text(card(catalog, "Recurve Bow")) == [
        "Attack +2 against rank 2 or deeper",
        "Attack +1 for each level of its Hero against rank 2 or deeper",
    ]


def test_medusa_reads_one_hero_destroyed_before_the_total_and_the_rest_after_the_battle(catalog):
    assert card_text(card(catalog, "Medusa")) == [
        "Battle: Destroy a Hero without an Edged Weapon before the attack is totalled, then destroy "
        "all Heroes without an Edged Weapon once the battle is over.",
    ]


def test_medusa_summary_shows_its_monster_numbers(catalog):
    para = describe(card(catalog, "Medusa"))
    assert para.startswith("Medusa (Monster; Dark Enchanted; 2 copies). Gold 3, health 7, 2 XP, 5 VP. Battle:")


def test_walking_scourge_reads_its_breach_and_battle_diseases_for_everyone(catalog):
    assert card_text(card(catalog, "Walking Scourge")) == [
        "Breach: All players gain a Disease.",
        "Battle: Gain 2 Diseases, then each other player gains a Disease.",
    ]


def test_stone_of_scorn_reads_its_end_of_game_bonus(catalog):
    assert card_text(card(catalog, "Stone of Scorn")) == [
        "Game end: +4 VP if every other player owns more Monsters than you.",
    ]


def test_minotaur_reads_that_only_magic_attack_counts(catalog):
    assert card_text(card(catalog, "Minotaur")) == ["Magic Attack only counts against it."]


def test_half_orc_marauder_words_the_other_players_discard_in_the_third_person(catalog):
    assert card_text(card(catalog, "Half-Orc Marauder")) == [
        "Attack +2",
        "Dungeon: Destroy a Food: gain Attack +2, then each other player discards a card.",
    ]


def test_toryn_gauntlet_reads_its_strength_for_the_hero_and_the_extra_weapon(catalog):
    assert card_text(card(catalog, "Toryn Gauntlet")) == [
        "Magic Attack +2",
        "Strength +2 for the Hero carrying it",
        "The Hero carrying it can carry one more Weapon.",
    ]


def test_a_weaponless_torch_has_no_text_but_its_light_is_in_the_summary(catalog):
    torch = card(catalog, "Torch")
    assert card_text(torch) == []
    assert describe(torch) == "Torch (Village card; Item, Light; 15 copies). Cost 3, gold 2, light +1."


def test_bluefire_staff_reads_that_a_spell_used_again_counts_its_bonuses_twice_or_repeats_its_ability(catalog):
    assert card_text(card(catalog, "Bluefire Staff")) == [
        "Magic Attack +1",
        "Dungeon, if it is carried by a Cleric or Wizard and you have used a Spell this turn: Use a Spell you "
        "already used this turn again: its Attack, Magic Attack and Light count twice, its used ability repeats; "
        "destroy it at the end of the turn.",
    ]


# --- the wording tables cover the whole vocabulary --------------------------------------------------


def test_every_trait_counter_condition_passive_and_trigger_has_wording():
    assert set(text.TRAIT_TEXT) == set(battle_vocabulary.TRAITS)
    assert set(text.COUNTER_TEXT) == set(battle_vocabulary.COUNTERS)
    assert set(text.CONDITION_TEXT) == set(battle_vocabulary.CONDITIONS)
    assert set(text.PASSIVE_TEXT) == set(battle_vocabulary.PASSIVES)
    assert set(text.TRIGGER_TEXT) == set(TRIGGERS) | set(MAPPED_TRIGGERS)
    assert set(text.REACT_TEXT) == set(REACT_MOMENTS)


SAMPLE_ARGS = {int: 2, bool: True, dict: {"class": "Food"}, str: "attack", (int, dict): 2, STEPS: (Step("draw", {"count": 1}),)}


@pytest.mark.parametrize("name", sorted(n for n in VERBS if not n.startswith("_")))
def test_every_card_verb_has_its_own_wording(name):
    v = VERBS[name]
    args = {k: SAMPLE_ARGS[typ] for k, typ in v.args.items() if k != "now"}
    words = steps_text([Step(name, args)])
    assert words and words != name and "_" not in words
    assert words[0].isupper()


@pytest.mark.parametrize("name, param, expected", [
    ("strength_at_least", 4, "Heroes with Strength below 4 cannot attack it."),
    ("light", -1, "Light -1: you need 1 more Light to fight it without a penalty."),
    ("light", 2, "Light +2: you need 2 less Light to fight it without a penalty."),
    ("half_attack_without", "magic", "Your total attack against it is halved unless you bring some Magic Attack."),
    ("half_attack_without", "Cleric", "Your total attack against it is halved unless you bring a Cleric."),
    ("cannot_attack_if_used", "Spell", "It cannot be attacked after you used a Spell this turn, and Spell cards add nothing against it."),
    ("immune_edged", None, "Edged Weapons add nothing against it."),
    ("cannot_attack_with_light_penalty", None, "You cannot attack it at all while any light penalty remains."),
])
def test_trait_wording_includes_its_value(name, param, expected):
    assert card_text(monster(traits=(Trait(name, param),))) == [expected]


@pytest.mark.parametrize("bonus, expected", [
    (Bonus("attack", 1, {"hero_level": None}), "Attack +1 for each level of this Hero"),
    (Bonus("magic", 1, {"other_revealed": {"class": "Wizard"}}), "Magic Attack +1 per other revealed Wizard"),
    (Bonus("light", 1, {"highest_hero_level": None}), "Light +1 for each level of the highest-level Hero you reveal"),
    (Bonus("attack", 3, None, {"rank_is": 3}), "Attack +3 against rank 3"),
    (Bonus("attack", 2, None, {"equipped": False}), "Attack +2 while it has no Weapon"),
    (Bonus("magic", 2, None, {"all_heroes_level_at_least": 2}), "Magic Attack +2 if every Hero you reveal is level 2 or higher"),
    (Bonus("attack", 1, None, {"monster_class": "Undead"}), "Attack +1 against Undead Monsters"),
    (Bonus("gold", 1, None, {"place": "village"}), "+1 gold in the Village"),
    (Bonus("strength", 1), "Strength +1"),
    (Bonus("cannot_attack", 0, None, {"rank_is": 1}), "This Hero cannot attack against rank 1"),
])
def test_a_heros_bonus_reads_its_amount_counter_and_condition(bonus, expected):
    assert card_text(hero(bonuses=(bonus,))) == [expected]


def test_a_weapons_level_bonus_counts_the_level_of_the_hero_carrying_it():
    assert card_text(weapon(bonuses=(Bonus("attack", 1, {"hero_level": None}),))) == [
        "Attack +1 for each level of its Hero"]


def test_a_repeatable_village_or_dungeon_ability_says_so():
    ab = Ability("use", ("village", "dungeon"), True, (), (Step("extra_buy", {"count": 1}),))
    assert card_text(hero(abilities=(ab,))) == ["Village or Dungeon (any number of times): You may buy one more card."]


def test_a_spoils_ability_and_a_global_defeat_trigger_have_their_own_lead_in():
    spoils = Ability("spoils", (), False, (), (Step("draw", {"count": 2}),))
    defeat = Ability("monster_defeated", (), False, (), (Step("all_players", {"steps": (Step("draw", {"count": 1}),)}),))
    assert card_text(monster(abilities=(spoils, defeat))) == [
        "Spoils: Draw 2 cards.",
        "While this is in the Hall, each time another Monster is defeated, all players draw a card.",
    ]


def test_nested_steps_for_other_players_are_conjugated_and_joined():
    steps = [Step("each_other_player", {"steps": (Step("discard", {"count": 2}), Step("gain_disease", {"count": 1}),
                                                    Step("put_on_deck", {"count": 1}))})]
    assert steps_text(steps) == ("Each other player discards 2 cards and gains a Disease and puts a card "
                                 "from their hand on top of their deck")
    everyone = [Step("all_players", {"steps": (Step("extra_buy", {"count": 1}), Step("draw", {"count": 1}))})]
    assert steps_text(everyone) == "All players may buy one more card and draw a card"


def test_battle_timing_is_worded_only_for_destroying_in_a_battle():
    now = Step("destroy", {"filter": {"kind": "hero"}, "now": True})
    later = Step("destroy", {"filter": {"class": "Militia"}, "count": 2})
    assert steps_text([now, later], when="battle") == (
        "Destroy a Hero before the attack is totalled, then destroy 2 Militia once the battle is over")
    assert steps_text([later], when="dungeon") == "Destroy 2 Militia"


def test_a_count_per_revealed_card_reads_per():
    step = Step("destroy", {"filter": {"not_class": "Disease"}, "count": {"per": {"revealed": {"kind": "disease"}}}})
    assert steps_text([step]) == "Destroy a non-Disease card per Disease you revealed"


def test_a_thunderstone_that_scores_per_other_thunderstone():
    stone = CardDef(key="s", name="S", kind="thunderstone", group="s", set="t", count=1,
                    score=(ScoreBonus(3, per_other="thunderstone"),))
    assert card_text(stone) == ["Game end: +3 VP for each other Thunderstone you own."]


# --- our own words -------------------------------------------------------------------------------------


def _norm(s: str) -> str:
    s = re.sub(r"\s+", " ", s.lower()).strip().rstrip(".!? ")
    return re.sub(r"^\*?\s*[a-z/]+:\s*", "", s)  # a label such as 'dungeon:' is not the wording


def reference_sentences() -> set[str]:
    data = yaml.safe_load(REFERENCE.read_text(encoding="utf-8"))
    out = set()
    for cards in data["sets"].values():
        for c in cards:
            for entry in c.get("reference_text") or []:
                for sentence in [entry, *re.split(r"(?<=[.!?])\s+", entry)]:
                    if len(sentence.strip()) >= 40 and len(_norm(sentence)) >= 20:
                        out.add(_norm(sentence))
    return out


def copied(line: str, sentences: set[str]) -> list[str]:
    n = _norm(line)
    return [s for s in sentences if s == n or s in n]


@pytest.mark.skipif(not REFERENCE.exists(), reason="reference card list not available")
def test_no_generated_line_repeats_a_long_reference_sentence(catalog):
    sentences = reference_sentences()
    assert len(sentences) > 100
    offenders = [(d.name, line, hit) for d in catalog.cards.values() for line in card_text(d) + [describe(d)]
                 for hit in copied(line, sentences)]
    assert offenders == []


@pytest.mark.skipif(not REFERENCE.exists(), reason="reference card list not available")
def test_the_copy_check_would_catch_a_pasted_sentence():
    sentences = reference_sentences()
    data = yaml.safe_load(REFERENCE.read_text(encoding="utf-8"))
    medusa = next(c for c in data["sets"]["dragonspire"] if c["name"] == "Medusa")
    first = re.split(r"(?<=[.!?])\s+", medusa["reference_text"][0])[0]
    assert copied("Battle: " + first.split(": ", 1)[1].upper(), sentences)


def test_a_class_written_as_one_word_in_the_data_is_shown_as_words():
    from game.catalog.text import class_label

    assert class_label("DarkEnchanted") == "Dark Enchanted"
    assert class_label("Fighter") == "Fighter" and class_label("Undead") == "Undead"
# --- the base set's heroes and Banish (cards/base) ---------------------------------------------------


@pytest.mark.parametrize("bonus, expected", [
    (Bonus("attack", 1, None, None, {"class": "Militia"}), "Each Militia you reveal gains Attack +1"),
    (Bonus("attack", 2, None, None, {"kind": "hero", "not_class": "Fighter"}),
     "Each non-Fighter Hero you reveal gains Attack +2"),
    (Bonus("magic", 1, None, None, {"class": "Spell", "magic": "some"}),
     "Each Spell with a Magic Attack bonus you reveal gains Magic Attack +1"),
    (Bonus("magic_multiplier", 2), "Total Magic Attack x2, after all other bonuses"),
    (Bonus("attack", 3, None, {"equipped_with": "Edged"}), "Attack +3 while it carries an Edged Weapon"),
    (Bonus("attack", 1, {"revealed": {"class": "Item", "light": "some"}}), "Attack +1 per revealed Item that gives Light"),
])
def test_the_base_set_bonuses_read_what_they_give_and_to_whom(bonus, expected):
    assert card_text(hero(bonuses=(bonus,))) == [expected]


def test_a_monster_taken_from_the_hall_reads_its_vp_range():
    step = Step("take_from_hall", {"filter": {"vp_at_least": 1, "vp_at_most": 2}})
    assert steps_text([step]) == ("Put a Monster worth 1 to 2 VP from the Hall into your discard pile, without "
                                  "gaining XP; the Hall refills")


def test_a_choice_for_the_other_players_is_conjugated(catalog):
    assert card_text(card(catalog, "Redblade Assassin")) == [
        "Attack +4", "Dungeon: Each other player chooses one: discard a Hero, or discard 2 cards."]


def test_banish_reads_its_choice_then_the_card_destroyed_and_drawn(catalog):
    assert card_text(card(catalog, "Banish")) == [
        "Dungeon: Choose one: put a Monster from the Hall under the Dungeon Deck, or rearrange the cards of the "
        "Hall as you like. Then destroy a card. Then draw a card."]


def test_the_feayn_sniper_reads_its_extra_xp_for_a_rank_3_victory(catalog):
    assert card_text(card(catalog, "Feayn Sniper"))[-1] == (
        "At the end of the battle, if it attacked and you defeated the Monster in rank 3: Gain 1 XP.")


def test_the_elf_sorcerer_reads_a_spoils_return_and_the_archmage_a_dungeon_one(catalog):
    assert card_text(card(catalog, "Elf Sorcerer")) == [
        "Magic Attack +3", "Spoils: You may put a Monster from the Hall under the Dungeon Deck; the Hall refills."]
    assert card_text(card(catalog, "Elf Archmage"))[1].startswith("Dungeon: You may put a Monster")
def test_a_penalty_on_attack_or_magic_attack_says_the_player_chooses_and_strength_0_kills(catalog):
    judgement = next(d for d in catalog.cards.values() if d.name == "Judgement")
    assert card_text(judgement) == [
        "Battle: Every Hero in your hand gains Strength -2 and Attack or Magic Attack -1 (you choose which, "
        "for all of them); a Hero left at Strength 0 is destroyed once the battle is over."]


def test_a_bonus_for_armed_heroes_names_them():
    step = Step("each_hero_gains", {"attack": 1, "filter": {"equipped_with": "Weapon"}})
    assert steps_text([step]) == "Every Hero with a Weapon in your hand gains Attack +1"
    edged = Step("destroy", {"filter": {"kind": "hero", "not_equipped_with": "Edged"}})
    assert steps_text([edged]) == "Destroy a Hero without an Edged Weapon"


def test_keeping_a_hero_out_and_sifting_the_deck_read_as_sentences():
    assert steps_text([Step("hero_cannot_attack", {})]) == (
        "Choose one of your attacking Heroes: it and its Weapon add no Attack, Magic Attack or Light to this battle")
    assert steps_text([Step("reveal_deck_destroy_any", {"count": 6})]) == (
        "Reveal the top 6 cards of your deck, destroy any of them you choose and discard the others")
# --- the base set's village cards ----------------------------------------------------------------------


@pytest.mark.parametrize("name, lines", [
    ("Polearm", ["Attack +2", "Attack +4 while its Hero has Strength 8 or more"]),
    ("Warhammer", ["Attack +3", "Attack +3 if it is carried by a Cleric against Doomknight or Undead Monsters"]),
    ("Spear", ["Attack +2", "Dungeon: Destroy this card once the battle is over: gain Attack +3."]),
    ("Arcane Energies", ["Dungeon: The Attack of every Hero with a Weapon equipped counts as Magic Attack, "
                         "then draw a card."]),
    ("Goodberries", ["Dungeon: A Hero of your choice gains Strength +3, then that Hero's whole Attack counts as "
                     "Magic Attack."]),
    ("Magical Aura", ["Dungeon: Every Weapon weighs 0 this turn, then draw a card."]),
    ("Pawnbroker", ["Village: Destroy a card with a gold value: gain its gold value plus 3 gold.",
                    "Village: Destroy this card: gain 2 gold."]),
    ("Town Guard", ["Village: Draw 2 cards.", "Village: Destroy this card: draw 3 cards."]),
    ("Trainer", ["Village: Destroy a Militia: gain 2 XP.", "Village: Destroy this card: gain 2 gold."]),
])
def test_the_base_village_cards_read_their_effects(catalog, name, lines):
    assert card_text(card(catalog, name)) == lines


def test_a_chosen_hero_whose_attack_becomes_magic_attack():
    assert steps_text([Step("attack_becomes_magic", {})]) == (
        "The whole Attack of a Hero of your choice counts as Magic Attack")


def test_a_gold_value_plus_a_bonus_as_magic_attack():
    step = Step("gain", {"stat": "magic", "amount": {"gold_of": "chosen", "plus": 1}})
    assert steps_text([step]) == "Gain its gold value plus 1 as Magic Attack"


@pytest.mark.parametrize("name, line", [
    ("Cyclone", "Dungeon: A Wizard or Cleric of your choice gains Magic Attack +1 for each of its levels."),
    ("Spirit Blast", "Dungeon: A Hero of your choice gains Magic Attack +1 for each XP you have (at most +6)."),
    ("Soul Jar", "Dungeon, if it is carried by a Cleric or Wizard: Choose a Monster in your hand: gain Magic Attack "
                 "equal to half its Health, rounded down."),
    ("Fortune Teller", "Village or Dungeon: Draw 2 cards; unless at least one of them is a Spell, discard one of them."),
    ("Pious Chaplain", "Village or Dungeon: Destroy all Diseases, then draw 2 cards for each card destroyed this way."),
    ("Blessed Hammer", "Dungeon, if it is carried by a Hero: Put the Monster in rank 1 under the Dungeon Deck; "
                       "the Hall refills."),
    ("Border Guard", "You may destroy this card to keep one of your Heroes from being destroyed in a battle."),
    ("Ulbrick's Gauntlets", "Spoils, if you defeated a Monster worth less than 4 VP in battle this turn: Destroy this card: "
                            "take another turn after this one."),
    ("Unholy Guardian", "While it is in Rank 0, at the start of every player's turn: A Thunderstone in the Hall goes "
                        "under the Dungeon Deck, and the Hall refills."),
    ("Stone of Avarice", "Its gold counts only in a campaign game, which this game does not offer."),
])
def test_the_doomgate_village_and_features_read_their_effects(catalog, name, line):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert line in card_text(d)
def test_the_swarm_reads_its_stand_in_rule_and_its_end_of_game_worth(catalog):
    assert any("face-up stack takes its place" in line for line in card_text(catalog["the_swarm"]))
    lines = card_text(catalog["the_swarm_7"])
    assert "Attack +1" in lines
    assert any("1 VP for each card of its group you own" in line and "at most 5 each" in line for line in lines)
    assert any(line.startswith("Battle: ") and "Disease" in line for line in lines)
    assert not any("at most" in line for line in card_text(catalog["horde_7"]))


def test_the_special_diseases_read_when_they_must_be_revealed_and_what_they_do(catalog):
    plague = " ".join(card_text(catalog["baleful_plague"]))
    assert "Must be revealed when you enter the Dungeon" in plague and "Strength -1" in plague
    assert "below 0 is destroyed at the end of the turn" in plague
    assert "A Hero of your choice gains Strength -2" in " ".join(card_text(catalog["fatigue"]))
    leprosy = " ".join(card_text(catalog["leprosy"]))
    assert "Must be revealed when you visit the Village" in leprosy and "costs 3 gold more" in leprosy
# --- Doomgate and promo monsters: health that grows, a Mammoth's protection ---------------------------

@pytest.mark.parametrize("name, lines", [
    ("The Authority", ["Battle: its Health grows by 3 per revealed Hero of level 2.",
                       "Battle: Destroy a Hero of level 1 once the battle is over."]),
    ("The Voice", ["Battle: its Health grows by 4 while you reveal a Hero of level 3.",
                   "Battle: Destroy a Hero of level 2 once the battle is over."]),
    ("Gaia's Curse", ["Battle: its Health grows by 1 per XP the attacking player has.",
                      "Its game uses the Special Disease deck.",
                      "Battle: All players gain a Disease.",
                      "Battle: Destroy a Hero of level 1 or higher once the battle is over."]),
    ("Monarch Druid", ["Battle: its Health grows by 3 while you reveal an Evil Druid card or while another "
                       "Evil Druid is in the Dungeon Hall.", "Its game uses the Special Disease deck.",
                       "Battle: Gain a Disease."]),
    ("Mammoth", ["Global: while it is in the Dungeon Hall, no other Evil Druid can be attacked.",
                 "Battle: its Health grows by 2 per other Evil Druid in the Dungeon Hall.",
                 "Its game uses the Special Disease deck."]),
    ("The Bloodless", ["Breach: All players reveal the top 5 cards of their deck; destroy every Wizard among them.",
                       "Battle: Destroy a Hero with the highest Total Attack once the battle is over."]),
    ("Tendril Minion", ["Battle: Gain a Disease, then if you reveal a Disease, gain a Disease."]),
    ("Usurper", ["Magic Attack adds nothing against it.",
                 "Battle: Destroy all Heroes but the 2 you choose once the battle is over.",
                 "Spoils: You may buy a card from the Village with the gold of your revealed cards still in play."]),
    ("Lightning's Gaze", ["Magic Attack adds nothing against it.",
                          "Battle: Destroy a Magic Item or Magic Weapon once the battle is over.",
                          "Dungeon: Draw a card."]),
])
def test_the_doomgate_and_promo_monsters_read_their_effects(catalog, name, lines):
    assert card_text(card(catalog, name)) == lines
# --- the Doomgate heroes' wording ---------------------------------------------------------------


@pytest.mark.parametrize("bonus, expected", [
    (Bonus("attack", 3, None, {"rank_at_least": 2, "revealed_same_class_monster": True}),
     "Attack +3 against rank 2 or deeper if you reveal a Monster sharing a class with the one you attack"),
    (Bonus("attack", -3, None, {"equipped": True}), "Attack -3 while equipped with a Weapon"),
])
def test_a_doomgate_heros_conditional_bonus_reads_its_condition(bonus, expected):
    assert card_text(hero(bonuses=(bonus,))) == [expected]


def test_the_doomgate_heroes_new_steps_and_conditions_read_as_sentences(catalog):
    assert card_text(catalog["sidhe_natural"])[1] == (
        "On your turn, each Disease you would gain goes into another player's discard pile instead (you choose whose).")
    assert card_text(catalog["deep_wrecker"])[2] == "Dungeon: Draw 2 cards per Mercenary you revealed."
    assert card_text(catalog["tempest_warden"])[1] == (
        "At the end of your turn, if you defeated a Monster worth less than 4 VP in battle this turn: "
        "Set this card aside: it joins your new hand.")
    assert card_text(catalog["verdan_bard"])[1:] == [
        "Dungeon: Destroy 2 XP: put the Monster of rank 1 under the Dungeon Deck; the Hall refills.",
        "Dungeon: Each other player discards a card unless they reveal a Spell."]
    assert card_text(catalog["verdan_troubador"])[2] == "Dungeon: Each other player loses 1 XP (what they have, if less)."
    assert card_text(catalog["verdan_minstrel"])[1] == (
        "Dungeon: Each other player discards a card from their hand at random if they hold 6 or more cards.")
    assert card_text(catalog["tholis_oracle"])[1] == (
        "Dungeon: Each other player reveals the top 5 cards of their deck; every Hero among them is discarded "
        "and the rest go back on top in the order they choose.")
# --- Wrath of the Elements' heroes ---------------------------------------------------------------------


@pytest.mark.parametrize("name, lines", [
    ("Blind Neophyte", ["Attack +2", "Dungeon (any number of times): Destroy a Light Item: gain Magic Attack +3."]),
    ("Blind Grandmaster", ["Attack +3", "Magic Attack +3 while you reveal no Light Item",
                           "While it takes part in your battle, no light penalty counts against you."]),
    ("Diin Illusionist", ["Magic Attack +2",
                          "When another player's effect makes you discard it, it goes back to your hand."]),
    ("Diin Enchanter", ["Magic Attack +3", "Dungeon: Discard a Militia: take the top Hero of any Village stack into "
                        "your hand: it fights in this battle and is destroyed once the battle is over."]),
    ("Divine Chaplain", ["Attack +2", "Attack +1 per revealed Disease", "Attack +1 per revealed Monster",
                         "Village or Dungeon: Draw a card."]),
    ("Divine Prophet", ["Attack +3", "Village or Dungeon: Destroy a Disease: draw 2 cards.",
                        "Village or Dungeon: Draw 2 cards per Monster you revealed."]),
    ("Gangland Thug", ["Attack +1", "Village: Gain 1 gold per other Hero you revealed."]),
    ("Gangland Crook", ["Attack +3", "Attack +4 while your revealed cards hold 5 gold or more"]),
    ("Runespawn Witch", ["Magic Attack +3", "Dungeon: Every other Hero in your hand gains Strength +4.",
                         "Dungeon: Each other player discards a card, then unless a Spell was discarded this way, "
                         "gain Magic Attack +2."]),
    ("Toryn Scrapper", ["Attack +2", "This Hero can carry any number of Weapons, each no heavier than its Strength."]),
    ("Clan Sergeant", ["Attack +2", "Each other Hero with a Weapon you reveal gains Attack +1"]),
])
def test_the_wrath_heroes_read_their_effects(catalog, name, lines):
    assert card_text(card(catalog, name)) == lines


def test_the_gohlen_hunter_reads_the_discards_it_remembers_and_the_claim_after_a_victory(catalog):
    lines = card_text(card(catalog, "Gohlen Hunter"))
    assert lines[1] == ("Dungeon: All players discard a Monster (a hand without one is shown), "
                        "then remember every Monster worth 5 VP or less discarded this way.")
    assert lines[2] == ("At the end of the battle, if you defeated a Monster this turn: You may put one of the cards "
                        "this one remembered into your discard pile, if it is still in another player's discard pile "
                        "and shares a type (a class) with a Monster you defeated.")


def test_the_toryn_gladiator_and_diin_beguiler_read_what_they_lend_and_copy(catalog):
    assert card_text(card(catalog, "Toryn Gladiator"))[2].endswith(
        "then you may equip one of the Weapons discarded this way to this Hero; it goes back to its owner once the "
        "battle is over, unless the battle destroyed it.")
    assert card_text(card(catalog, "Diin Beguiler"))[1] == (
        "Dungeon: One Militia in your hand gains, for this turn, the Attack, Magic Attack, Light, bonuses and "
        "abilities of another Hero in your hand, besides its own.")


def test_a_gain_per_counter_and_a_draw_of_several_per_counter_read_their_numbers():
    assert steps_text([Step("gain", {"stat": "magic", "amount": {"per": {"revealed": {"class": "Spell"}}}})]) == (
        "Gain Magic Attack +1 per Spell you revealed")
    assert steps_text([Step("draw", {"count": {"per": {"revealed": {"kind": "monster"}}, "times": 3}})]) == (
        "Draw 3 cards per Monster you revealed")
# --- Wrath of the Elements monsters -----------------------------------------------------------------

@pytest.mark.parametrize("key, lines", [
    ("thunder_wrath", [
        "It cannot be attacked after you used a Spell or equipped a Weapon this turn, and Spell or Weapon "
        "cards add nothing against it.",
        "Battle: Shuffle your hand and reveal one card at random; if it is a non-Elemental card, destroy it "
        "once the battle is over."]),
    ("wrath_water_wrath", [
        "Light does not lower the penalty of its rank.",
        "Battle: Destroy all Heroes without a Magic Attack bonus or a Weapon once the battle is over."]),
    ("lave_torment", [
        "Breach: All players reveal and discard the top 5 cards of their deck, then destroy a Hero of level 1 "
        "among them (if there is one)."]),
    ("blood_torment", [
        "Breach: All players reveal and discard the top 5 cards of their deck, then destroy a card worth 1 VP "
        "or more among them (if there is one).",
        "Battle: All players reveal their hand and destroy a Monster."]),
    ("steam_torment", ["Attack +1", "Global: no Monster leaves the Hall until someone defeats it."]),
    ("clay_golem", ["Heroes with Strength below 5 cannot attack it.", "Dungeon: A Hero of your choice gains Strength +2."]),
])
def test_the_wrath_monsters_read_their_effects(catalog, key, lines):
    assert card_text(catalog.cards[key]) == lines


def test_a_monster_forbidding_several_classes_names_each_deed():
    trait = Trait("cannot_attack_if_used", ("Spell", "Item"))
    assert card_text(monster(traits=(trait,))) == [
        "It cannot be attacked after you used a Spell or used an Item this turn, and Spell or Item cards add "
        "nothing against it."]
