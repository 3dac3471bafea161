"""The card text of Thunderstone Advance's cards: generated from each card's structured data, in our
own words, and saying curse where Classic says Disease (tests/catalog/test_text.py: every card, and
the Classic sets)."""

from __future__ import annotations

import pytest

from game.catalog import text
from game.catalog.text import card_text, describe, steps_text
from game.engine.cards import Ability, CardDef, Step, Trait
from tests.catalog.test_text import card, monster

# --- Advance cards say curse: their game's Disease deck is the curses (Towers of Ruin rulebook: Flüche) --

def advance_card(catalog, name: str) -> CardDef:
    return next(d for d in catalog.cards.values() if d.name == name and d.set == "advance")


def test_an_advance_monster_that_gives_a_disease_says_curse(catalog):
    assert card_text(advance_card(catalog, "Shrouded Cadaver"))[0] == \
        "Battle: Gain 2 curses, then each other player gains a curse."
    assert card_text(advance_card(catalog, "Pyre Viper")) == [
        "Battle: All players gain 2 curses unless they reveal a curse."]


def test_an_advance_hero_that_destroys_a_disease_says_curse_in_its_text_and_its_hand_menu(catalog):
    purifier = advance_card(catalog, "Drua Purifier")
    assert "Village or Dungeon (any number of times): Destroy a curse: draw 2 cards." in card_text(purifier)
    ab = next(a for a in purifier.abilities if a.repeat and a.cost)
    assert text.ability_text(ab, curses=text.says_curse(purifier)) == \
        "Village or Dungeon (any number of times): Destroy a curse: draw 2 cards."
    assert "Disease" not in describe(purifier)


def test_a_curse_still_names_its_disease_keyword_among_its_classes(catalog):
    assert describe(advance_card(catalog, "Curse of Shame")).startswith("Curse of Shame (Curse; Disease; 4 copies).")


def test_classic_cards_keep_saying_disease(catalog):
    assert not text.says_curse(card(catalog, "Walking Scourge"))
    assert card_text(card(catalog, "Plague Zombie")) == ["Battle: Gain a Disease."]


def test_curse_words_capitalise_only_to_open_a_sentence():
    assert text.curse_words("Diseases go. Destroy a non-Disease card per Disease you revealed.") == \
        "Curses go. Destroy a non-curse card per curse you revealed."



# --- Thunderstone Advance ------------------------------------------------------------------------

def test_raid_trophy_and_react_are_worded_with_their_place_and_moment(trait_catalog):
    assert card_text(trait_catalog["test_raider"]) == [
        "Raid (when it is placed in the Dungeon Hall): Gain a Disease."]
    assert card_text(trait_catalog["test_trophy_beast"]) == ["Trophy, in the Dungeon (must be used): Gain Attack +1."]
    assert card_text(trait_catalog["test_costly_trophy"])[0].startswith("Trophy, in the Dungeon: ")
    assert card_text(trait_catalog["test_lookout"]) == [
        "React, after any player, you too, loses a battle: Draw a card."]


def test_an_advance_card_shows_its_category_and_a_printed_gold_of_0(catalog):
    assert describe(catalog["longspear"]).startswith("Longspear (Village card, weapon; Weapon, Polearm, Basic;")
    assert "Gold 0, strength 3" in describe(catalog["regular"])
    assert "gold" not in describe(catalog["thunderstone_shard"]).replace("gold 1", "")


@pytest.mark.parametrize("key, lines", [
    ("sternnkin_ettinbane", ["Attack +3", "Attack +2 against a Monster worth more VP than this Hero's Strength"]),
    ("caliginite_lurker", ["Attack +1", "Attack +2 while darkness remains in the battle (light does not cancel it)"]),
    ("glamercast_maestro", ["Magic Attack +3", "Dungeon: Every other Hero in your hand gains Magic Attack +2.",
                            "Spoils: Gain 1 XP per Hero you revealed."]),
    ("whetmage_honer", ["Magic Attack +1", "Dungeon: Level up a Hero of level 1 or lower from your hand, paying its "
                        "XP as usual; the new Hero comes into your hand (no Hero levels up twice a turn)."]),
    ("whetmage_polisher", ["Magic Attack +5", "Dungeon: Level up any number of Heroes from your hand, paying their "
                           "XP as usual; the new Heroes come into your hand (no Hero levels up twice a turn)."]),
    ("thundermage_bolter", ["Magic Attack +4", "Dungeon: Put the Monster of rank 1 from the Hall into your discard "
                            "pile, without gaining XP; the Hall refills: your turn ends."]),
    ("veilminder_martyr", ["Magic Attack +1", "Dungeon: Destroy this card: cancel one Battle or Aftermath effect of a "
                           "Monster in the Hall this turn."]),
    ("veilminder_priest", ["Magic Attack +3", "Dungeon: Discard this card: cancel every Battle and Aftermath effect "
                           "this turn, then draw a card."]),
    ("aird_cutpurse", ["Attack +1", "Village: All players reveal and discard the top card of their deck, then gain "
                       "gold equal to the gold value of one card discarded this way (you choose which)."]),
    ("aird_seductress", ["Attack +3", "Dungeon: Every other player reveals their hand; you may take one Hero revealed "
                         "into your hand: it goes back to its owner's discard pile after the battle, even if it was "
                         "destroyed."]),
    ("bhoidwood_stalker", ["Attack +4", "Dungeon: You may swap two Monsters in neighbouring ranks of the Hall (never "
                           "a Guardian)."]),
    ("deepstrider_warden", ["Attack +4", "Dungeon: Reveal the top 2 cards of the Dungeon Deck; your Heroes gain "
                            "Attack +1 against Monsters of the groups revealed; put each back on top of the Dungeon "
                            "Deck or under it."]),
])
def test_the_advance_heroes_read_their_abilities(catalog, key, lines):
    assert card_text(catalog.cards[key]) == lines


@pytest.mark.parametrize("key, line", [
    ("curse_of_decay", "Village or Dungeon, if it is the first ability you use this turn: Destroy this card, then for "
                       "the rest of the turn, no other ability can be used."),
    ("curse_of_discord", "Village: Lose 2 gold (not below 0), then destroy this card."),
    ("curse_of_horror", "Dungeon: Destroy this card, your Light is reduced to 0 for this turn, then for the rest of "
                        "the turn, no more Weapons can be equipped and no other Dungeon ability or trophy can be used."),
    ("curse_of_hostility", "Village or Dungeon: Destroy 2 XP: destroy this card."),
    ("curse_of_neglect", "Village or Dungeon: Discard 2 cards: destroy this card."),
    ("curse_of_shame", "Village or Dungeon: Destroy this card, then your new hand at the end of this turn has 2 cards "
                       "fewer."),
    ("curse_of_sloth", "Dungeon: Destroy this card, your Total Attack is 3 lower this turn, then for the rest of the "
                       "turn, no more Weapons can be equipped and no other Dungeon ability or trophy can be used."),
    ("curse_of_war", "Village or Dungeon: Pick 2 other cards of your hand at random; you may destroy one of them, "
                     "and if you do, destroy this card."),
])
def test_the_advance_curses_read_attack_minus_1_and_their_way_out(catalog, key, line):
    assert card_text(catalog.cards[key]) == ["Attack or Magic Attack -1, whichever costs you less"] + (
        ["While it is in your hand, you cannot choose to Rest or to Prepare."] if key == "curse_of_war" else []) + [line]


def test_the_curse_and_familiar_vocabulary_reads_each_variant():
    assert steps_text([Step("no_more_abilities", {"place": "village"})]) == (
        "For the rest of the turn, no other Village ability can be used")
    assert steps_text([Step("no_more_abilities", {"equipping": True})]) == (
        "For the rest of the turn, no more Weapons can be equipped and no other ability can be used")
    assert steps_text([Step("draw_fewer", {"count": 1})]) == "Your new hand at the end of this turn has 1 card fewer"
    assert steps_text([Step("lower_total_attack", {"amount": 2})]) == "Your Total Attack is 2 lower this turn"
    assert text.condition_text({"first_ability": False}) == "if you have already used an ability this turn"
    assert text.condition_text({"xp_at_least": 3}) == "while you have at least 3 XP (they are not spent)"
    familiar = CardDef("test_owl", "Test Owl", "familiar", "g", "rules_test", 1, abilities=(
        Ability("use", ("dungeon",), steps=(Step("draw", {"count": 1}),), condition={"xp_at_least": 3}),))
    assert card_text(familiar) == ["Dungeon, while you have at least 3 XP (they are not spent): Draw a card."]
@pytest.mark.parametrize("key, lines", [
    ("innkeeper", ["Village: Destroy a Villager or Hero (this card too): you may buy one more card."]),
    ("king_caelans_writ", ["Village: Destroy this card: put a Hero of level 1 or higher from the top of a Village "
                           "stack on top of your deck, without buying. Then your turn ends."]),
    ("royal_summons", ["Dungeon: Put 3 Regulars from the top of the Village stacks into your hand, without buying.",
                       "Spoils: Destroy 3 Regulars."]),
    ("mass_teleport", ["Dungeon: Draw 3 cards, then for the rest of the turn, no other Dungeon ability can be "
                       "used."]),
    ("bandias_wisdom", ["Dungeon: Every Hero in your hand gains Strength +1, gain 3 XP, then at the end of your turn "
                        "lose 2 XP, but never your last one."]),
    ("battle_scarred_soldier", ["Village: Draw a card.",
                                "Dungeon: Draw a card; if that card is a Hero, that Hero gains Attack +2."]),
    ("rangers_wilderness_map", ["Dungeon: Reveal the bottom card of the Dungeon Deck; if it is a Monster other than a "
                                "Guardian, you may swap it with a Monster in rank 3 or deeper, which goes under the "
                                "Dungeon Deck. Then draw a card."]),
    ("veteran_trainer", ["Village: Gain 1 XP per Monster you revealed.",
                         "Spoils: Destroy this card: level up a Hero from your hand without paying XP (no Hero "
                         "levels up twice a turn)."]),
    ("dancing_sword", ["Attack +2", "Magic Attack +2",
                       "Even without a Hero carrying it, it gives its Magic Attack and Light."]),
    ("falcon_arbalest", ["Attack +5 against rank 2 or deeper",
                         "The Hero carrying it has Attack 0: it adds no Attack or Magic Attack of its own, nor any "
                         "other card gives it; this Weapon's bonus still counts."]),
    ("dwarven_bear_hammer", ["Attack +3", "A Dwarf can carry it whatever its Strength, even 0."]),
    ("pike", ["Attack +2", "No Battle effect of a Monster affects the Hero carrying it."]),
    ("filigree_amulet", ["When you buy it, you may buy a second card (once a turn: a second one bought this turn gives "
                         "no more).", "At the end of your turn: Destroy this card."]),
    ("smuggler", ["React, after any player, you too, loses a battle: Destroy this card: you may buy a card from the "
                  "Village with the gold of your revealed cards still in play.",
                  "Village: Destroy a card with a gold value of 1 or more (this card too): gain 4 gold."]),
    ("snakehead_flail", ["Magic Attack +1", "Magic Attack +1 for each level of its Hero"]),
])
def test_the_advance_village_cards_read_their_effects(catalog, key, lines):
    assert card_text(catalog.cards[key]) == lines


def test_an_any_of_filter_reads_as_either_kind_of_card():
    from game.engine.effects import describe_filter

    assert describe_filter({"any_of": [{"class": "Villager"}, {"kind": "hero"}]}) == "a Villager or Hero"
    assert describe_filter({"any_of": [{"kind": "hero"}, {"class": "Item"}]}, plural=True) == "Heroes or Items"
@pytest.mark.parametrize("key, lines", [
    ("shrouded_cadaver", ["Battle: Gain 2 curses, then each other player gains a curse.",
                          "Trophy, in the Village or Dungeon: Discard this card: draw a card."]),
    ("dwarven_ancestor", ["Battle, while darkness remains in the battle (light does not cancel it): Gain a curse.",
                          "Battle, if you defeat it with 4 or more attack beyond its Health: Each other player gains "
                          "a curse."]),
    ("necrophidius", ["It cannot be fought (not even lost to) unless 2 or more Heroes are present.",
                      "Trophy, in the Village or Dungeon: Destroy this card: level up a Hero of level 1 or lower from "
                      "your hand without paying XP (no Hero levels up twice a turn)."]),
    ("ossuous", ["Magic Attack +1", "It cannot be fought (not even lost to) unless a Hero of level 1 or higher is "
                 "present."]),
    ("scabbark", ["Aftermath, if your total attack did not beat its Health by 2 or more: Destroy all cards.",
                  "Spoils: Take another turn after this one."]),
    ("canker_treant", ["Aftermath, if your total attack did not beat its Health by 6 or more: When you draw your new "
                       "hand at the end of the turn, draw 2 fewer cards."]),
    ("thorned_walker", ["Aftermath, if your total attack did not beat its Health by 2 or more: Destroy 2 Monsters."]),
    ("withered_dryad", ["Blunt cards add nothing against it (a Weapon counts with its Hero)."]),
    ("decayed_heartwood", ["Aftermath: Destroy a Hero of Strength 5 or higher."]),
    ("soulstolen_4", ["Attack +1 against Undead Monsters", "Aftermath: Destroy a Hero without a Weapon."]),
    ("ogrillon", ["Battle: Discard an equipped Weapon."]),
    ("ettin", ["Battle: Destroy a Hero without Magic Attack.",
               "Aftermath: Destroy a Hero without Physical Attack."]),
    ("ogre_mage", ["Battle: Discard a card with a Magic Attack bonus.", "Aftermath: Destroy a Hero of Strength 4 or "
                   "lower."]),
    ("drakeclan_cutter", ["When you defeat it, you may put it into any player's discard pile."]),
    ("drakeclan_laird", ["Battle: its Health grows by 1 per point of Health of each other Kobold in the Dungeon Hall.",
                         "When you defeat it, you also defeat every other Kobold in the Dungeon Hall (no XP for "
                         "those)."]),
])
def test_the_advance_monsters_read_their_effects(catalog, key, lines):
    assert card_text(catalog.cards[key]) == lines


@pytest.mark.parametrize("name, param, expected", [
    ("fight_only_if", {"heroes_at_least": 3}, "It cannot be fought (not even lost to) unless 3 or more Heroes are "
                                              "present."),
    ("immune_to", ("Fighter", "Edged"), "Fighter and Edged cards add nothing against it (a Weapon counts with its "
                                        "Hero)."),
    ("defeat_all_of_class_in_hall", "DarkEnchanted", "When you defeat it, you also defeat every other Dark Enchanted "
                                                     "in the Dungeon Hall (no XP for those)."),
])
def test_the_advance_monster_traits_read_their_values(name, param, expected):
    assert card_text(monster(traits=(Trait(name, param),))) == [expected]


def test_the_advance_filters_read_as_words():
    from game.engine.effects import describe_filter

    assert describe_filter({"class": "Weapon", "equipped": True}) == "an equipped Weapon"
    assert describe_filter({"class": "Weapon", "equipped": False}, plural=True) == "unequipped Weapons"
    assert describe_filter({"kind": "hero", "strength_at_least": 6}) == "a Hero of Strength 6 or higher"
    assert describe_filter({"kind": "hero", "without_attack": "physical"}) == "a Hero without Physical Attack"
    assert steps_text([Step("level_up", {"filter": {"kind": "hero"}, "free": True})]).startswith(
        "Level up a Hero from your hand without paying XP")
@pytest.mark.parametrize("key, lines", [
    ("ghul", ["Fighter and Edged cards add nothing against it (a Weapon counts with its Hero).",
              "Battle: Unless you reveal a Fighter, gain a curse."]),
    ("iblis", ["Battle: Unless you reveal a Cleric, gain a curse. Then only the Light of Heroes counts in this "
               "battle."]),
    ("hellhound", ["Battle: Gain a curse, then each other player discards a Hero (a hand without one is shown).",
                   "Aftermath, if you did not defeat it: Gain a curse."]),
    ("blackflock_conniver", ["Battle, while another Ambusher is in the Dungeon Hall: Discard every equipped Weapon in "
                             "your hand."]),
    ("slaughterwing", ["Battle: Reveal the top card of your deck; this Monster gains Health equal to its cost; destroy "
                       "it if it is a Hero of level 2 or lower."]),
    ("blazing_grimalkin", ["Battle: All players choose one: discard 3 cards, or lose 1 XP (what they have, if less) "
                           "(either, as far as it can be done)."]),
    ("cinder_drake", ["Battle: Destroy a Weapon.", "Aftermath: Destroy a Spell."]),  # at once: no 'once the battle is over'
    ("ash_dragon", ["Battle: Discard every Hero of level 1 or lower in your hand.",
                    "Aftermath: Destroy all Items or Weapons that give Light."]),
    ("caldera_dragon", ["Global: after a player uses an ability that drew at least one card, that player discards a "
                        "card."]),
    ("magma_wyrm", ["After a player's Village turn, it changes places with the Monster in front of it (never a "
                    "Guardian).", "Breach: Destroy the top 2 cards of every stack in the Village, Hero and Basic "
                    "stacks too."]),
    ("belac", ["Global: every other Monster's Battle effects happen twice.", "Battle: Discard the Hero with the "
               "highest attack value (its Weapons' included); this Monster gains that much Health."]),
    ("orseg", ["It has the Battle effects of every other Monster in the Hall too."]),
    ("stramst", ["Global: while the Dungeon Deck holds cards, refilling the Hall never moves it forward; the empty "
                 "ranks in front of it are filled instead.", "Battle: Destroy a Hero."]),
])
def test_the_advance_monsters_of_part_2_read_their_effects(catalog, key, lines):
    assert card_text(catalog.cards[key]) == lines


def test_the_phoenix_reads_its_trophy_in_both_places_and_the_smokeplume_its_darkening_light(catalog):
    assert card_text(catalog.cards["phoenix"])[1:] == [
        f"Trophy, in the {place} (must be used): Gain 3 XP, then put this card from your hand on top of the "
        "Dungeon Deck." for place in ("Village", "Dungeon")]
    assert "light -3" in describe(catalog.cards["smokeplume_drake"])
