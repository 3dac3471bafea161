"""Card data validation: the shipped cards load, and every kind of bad data is a CardDataError that
names the file, the card and the field (never a traceback, never a vague message)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from game.catalog import CardDataError, load_catalog
from game.cli import main

CARDS = Path(__file__).resolve().parents[2] / "cards"
REFERENCE = Path("/work/shared/reference/classic-cards.yaml")

HERO = """\
set: test
group: test_squires
name: Test Squires
kind: hero
cards:
  - name: Test Squire
    level: 1
    count: 2
    classes: [Fighter]
    strength: 4
    cost: 5
    attack: 1
{extra}"""

MONSTER = """\
set: test
group: test_beasts
name: Test Beasts
kind: monster
cards:
  - name: Test Beast
    count: 2
    classes: [Beast]
    gold: 1
    vp: 1
    xp: 1
    health: 5
{extra}"""

VILLAGE = """\
set: test
group: test_blades
name: Test Blades
kind: village
cards:
  - name: Test Blade
    count: 8
    classes: [Weapon, Edged]
    cost: 4
    weight: 3
    attack: 2
{extra}"""


@pytest.fixture
def cards(tmp_path) -> Path:
    """A copy of the shipped cards/ that a test may spoil."""
    root = tmp_path / "cards"
    shutil.copytree(CARDS, root)
    return root


def write(root: Path, data: str | bytes, name: str = "test/bad.yaml") -> Path:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.write_bytes(data)
    return path


def load_error(root: Path) -> CardDataError:
    with pytest.raises(CardDataError) as info:
        load_catalog(root)
    return info.value


def assert_names(err: CardDataError, file: str, card: str | None, field: str | None, *words: str) -> None:
    """The error names the file, the card and the field, in its attributes and in its message."""
    text = str(err)
    assert err.file == file and file in text, text
    assert err.card == card, text
    if card is not None:
        assert card in text
    assert err.field == field, text
    if field is not None:
        assert field in text
    for w in words:
        assert w in text, text


BAD = "cards/test/bad.yaml"


# --- the shipped cards ---------------------------------------------------------------------------


def test_cards_validate_accepts_the_shipped_cards_and_prints_their_count(capsys):
    assert main(["cards", "validate"]) == 0
    out = capsys.readouterr().out
    count = len(load_catalog(CARDS).cards)
    assert out.startswith(f"ok: {count} cards in ") and count >= 40


def test_cards_validate_on_bad_data_exits_2_and_names_the_file(cards, capsys):
    write(cards, HERO.format(extra="    colour: red\n"))
    with pytest.raises(SystemExit) as info:
        main(["--cards", str(cards), "cards", "validate"])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "invalid card data" in err and "test/bad.yaml: Test Squire: colour: unknown field" in err


def test_a_good_extra_file_loads_alongside_the_shipped_cards(cards):
    write(cards, HERO.format(extra=""))
    cat = load_catalog(cards)
    assert cat["test_squire"].strength == 4 and cat.group_of("test_squire").name == "Test Squires"


# --- one error per kind of bad data ------------------------------------------------------------------


def test_an_unknown_key_names_the_card_and_the_key(cards):
    write(cards, HERO.format(extra="    colour: red\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "colour", "unknown field", "known:")


def test_an_unknown_key_at_the_top_of_a_file_names_the_file_and_the_key(cards):
    write(cards, HERO.format(extra="") + "author: me\n")
    assert_names(load_error(cards), BAD, None, "author", "unknown field")


def test_text_where_a_number_belongs_is_a_wrong_type(cards):
    write(cards, HERO.format(extra="").replace("count: 2", "count: two"))
    assert_names(load_error(cards), BAD, "Test Squire", "count", "expected a whole number", "'two'")


def test_true_where_a_number_belongs_is_a_wrong_type(cards):
    write(cards, HERO.format(extra="").replace("cost: 5", "cost: yes"))
    assert_names(load_error(cards), BAD, "Test Squire", "cost", "expected a whole number", "True")


def test_a_card_without_a_name_is_named_by_its_position(cards):
    write(cards, HERO.format(extra="").replace("  - name: Test Squire\n    level: 1", "  - level: 1"))
    assert_names(load_error(cards), BAD, "cards[0]", "name", "missing")


def test_a_card_without_a_count(cards):
    write(cards, HERO.format(extra="").replace("    count: 2\n", ""))
    assert_names(load_error(cards), BAD, "Test Squire", "count", "missing")


def test_a_hero_without_strength(cards):
    write(cards, HERO.format(extra="").replace("    strength: 4\n", ""))
    assert_names(load_error(cards), BAD, "Test Squire", "strength", "needs a strength")


def test_a_monster_without_health(cards):
    write(cards, MONSTER.format(extra="").replace("    health: 5\n", ""))
    assert_names(load_error(cards), BAD, "Test Beast", "health", "needs a health")


def test_a_weapon_without_weight(cards):
    write(cards, VILLAGE.format(extra="").replace("    weight: 3\n", ""))
    assert_names(load_error(cards), BAD, "Test Blade", "weight", "needs a weight")


def test_an_unknown_verb_lists_the_verbs_there_are(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: dungeon, do: [teleport: 1]}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0]", "'teleport' is not one of", "draw")


def test_an_engine_procedure_is_not_a_card_verb(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: dungeon, do: [_call: {}]}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0]", "'_call' is not one of")


def test_an_unknown_trait(cards):
    write(cards, MONSTER.format(extra="    traits: [invisible]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "traits[0]", "'invisible' is not one of", "immune_edged")


def test_a_trait_that_needs_a_value(cards):
    write(cards, MONSTER.format(extra="    traits: [strength_at_least]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "traits[0]", "needs a value")


def test_an_unknown_filter_key(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: dungeon, cost: [destroy: {filter: {colour: red}}], do: [draw: 1]}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].cost[0].destroy.filter.colour", "unknown field")


def test_a_filter_kind_that_is_no_kind(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: dungeon, do: [destroy: {filter: {kind: dragon}}]}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].destroy.filter.kind", "'dragon' is not one of")


def test_a_filter_class_list_must_hold_class_names(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: dungeon, do: [destroy: {filter: {class: [Food, 3]}}]}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].destroy.filter.class[1]", "expected text")


def test_a_filter_all_classes_list_must_hold_class_names(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: spoils, do: [buy: {filter: {all_classes: [Light, 3]}}]}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].buy.filter.all_classes[1]", "expected text")


def test_a_filter_all_classes_list_names_at_least_one_class(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: spoils, do: [buy: {filter: {all_classes: []}}]}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].buy.filter.all_classes", "at least one")


def test_a_bad_bonus_stat(cards):
    write(cards, HERO.format(extra="    bonuses:\n      - {stat: gld, amount: 1}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "bonuses[0].stat", "'gld' is not one of", "magic")


def test_a_bonus_given_to_other_cards_must_be_attack_or_magic(cards):
    write(cards, HERO.format(extra="    bonuses:\n      - {stat: light, amount: 1, to: {class: Militia}}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "bonuses[0].to", "only attack and magic")


def test_a_bonus_given_to_other_cards_names_them_with_a_filter(cards):
    write(cards, HERO.format(extra="    bonuses:\n      - {stat: attack, amount: 1, to: {colour: red}}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "bonuses[0].to.colour", "unknown field")


def test_a_bonus_cannot_depend_on_the_outcome_of_the_battle(cards):
    write(cards, HERO.format(extra="    bonuses:\n      - {stat: attack, amount: 1, when: {defeated_in_rank: 3}}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "bonuses[0].when.defeated_in_rank", "outcome")


def test_a_magic_multiplier_is_at_least_2(cards):
    write(cards, HERO.format(extra="    bonuses:\n      - {stat: magic_multiplier, amount: 1}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "bonuses[0].amount", "at least 2")


def test_a_magic_or_light_filter_is_some_or_none(cards):
    write(cards, HERO.format(extra="    bonuses:\n      - {stat: attack, amount: 1, per: {revealed: {light: lots}}}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "bonuses[0].per.revealed.light", "'lots' is not one of")


def test_a_bad_stat_to_gain(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: dungeon, do: [gain: {stat: strength, amount: 1}]}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].gain.stat", "'strength' is not one of")


def test_a_place_condition_must_be_a_place(cards):
    write(cards, HERO.format(extra="    bonuses:\n      - {stat: attack, amount: 1, when: {place: moon}}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "bonuses[0].when.place", "'moon' is not one of")


def test_a_negative_count(cards):
    write(cards, HERO.format(extra="").replace("count: 2", "count: -2"))
    assert_names(load_error(cards), BAD, "Test Squire", "count", "at least 1")


def test_a_negative_cost(cards):
    write(cards, HERO.format(extra="").replace("cost: 5", "cost: -5"))
    assert_names(load_error(cards), BAD, "Test Squire", "cost", "cannot be negative")


def test_a_huge_number(cards):
    write(cards, HERO.format(extra="").replace("cost: 5", "cost: 99999999999999999999"))
    assert_names(load_error(cards), BAD, "Test Squire", "cost", "out of range")


def test_a_huge_number_inside_a_step(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: village, do: [draw: 5000]}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].draw.count", "out of range")


def test_drawing_no_cards_is_an_error(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: village, do: [draw: 0]}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].draw.count", "at least 1")


def test_an_ability_that_does_nothing(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: village, do: []}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do", "at least one step")


def test_a_count_per_counter_only_where_the_verb_takes_one(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: village, do: [discard: {count: {per: hero_level}}]}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].discard.count", "expected a whole number")


def test_a_verb_without_arguments_may_be_written_with_null(cards):
    write(cards, HERO.format(extra="    abilities:\n      - {when: dungeon, do: [swap_with_dungeon_top: null]}\n"))
    assert load_catalog(cards)["test_squire"].abilities[0].steps[0].verb == "swap_with_dungeon_top"


def test_a_score_rule_without_an_amount(cards):
    write(cards, HERO.format(extra="    score:\n      - {per_other: thunderstone}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "score[0].amount", "missing")


def test_an_empty_card_name(cards):
    write(cards, HERO.format(extra="").replace("- name: Test Squire", "- name: ' '"))
    assert_names(load_error(cards), BAD, "cards[0]", "name", "is not a card name")


def test_non_utf8_bytes_name_the_line_and_the_card_they_are_in(cards):
    raw = HERO.format(extra="").replace("classes: [Fighter]", "classes: [Fighter]\n    # caf\udce9").encode("utf-8", "surrogateescape")
    write(cards, raw)
    err = load_error(cards)
    assert_names(err, BAD, "Test Squire", "line 10", "not UTF-8", "UTF-8")


def test_invalid_yaml_names_the_line(cards):
    write(cards, HERO.format(extra="").replace("classes: [Fighter]", "classes: [Fighter"))
    err = load_error(cards)
    assert err.file == BAD and err.field is not None and err.field.startswith("line ")
    assert err.card == "Test Squire" and "not valid YAML" in str(err)


def test_a_key_given_twice_is_an_error_not_a_silent_overwrite(cards):
    write(cards, HERO.format(extra="    count: 3\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "line 13", "'count' appears twice")


def test_an_empty_file(cards):
    write(cards, "")
    assert_names(load_error(cards), BAD, None, None, "the file is empty")


def test_a_comment_only_file_is_empty_too(cards):
    write(cards, "# nothing here yet\n")
    assert_names(load_error(cards), BAD, None, None, "the file is empty")


def test_a_list_at_the_top_level(cards):
    write(cards, "- name: Test Squire\n  count: 2\n")
    assert_names(load_error(cards), BAD, None, "top level", "expected a mapping of set, group, name, kind and cards", "a list")


def test_a_group_without_cards(cards):
    write(cards, HERO.format(extra="").split("cards:")[0] + "cards: []\n")
    assert_names(load_error(cards), BAD, None, "cards", "at least one card")


def test_steps_nested_too_deep(cards):
    nested = "draw: 1"
    for _ in range(6):
        nested = f"each_other_player: [{nested}]"
    write(cards, HERO.format(extra=f"    abilities:\n      - {{when: dungeon, do: [{nested}]}}\n"))
    err = load_error(cards)
    assert err.file == BAD and err.card == "Test Squire" and "nested too deeply" in str(err)
    assert err.field.startswith("abilities[0].do[0].each_other_player.steps[0].each_other_player")


def test_steps_nested_four_deep_are_fine(cards):
    nested = "draw: 1"
    for _ in range(4):
        nested = f"each_other_player: [{nested}]"
    write(cards, HERO.format(extra=f"    abilities:\n      - {{when: dungeon, do: [{nested}]}}\n"))
    assert load_catalog(cards)["test_squire"].abilities[0].steps[0].verb == "each_other_player"


def test_yaml_nested_thousands_deep_is_an_error_not_a_crash(cards):
    write(cards, HERO.format(extra="") + "extra: " + "[" * 5000 + "]" * 5000 + "\n")
    err = load_error(cards)
    assert err.file == BAD


def test_a_card_name_used_in_two_files_names_both(cards):
    write(cards, HERO.format(extra="").replace("- name: Test Squire", "- name: Belzur Curate"))
    assert_names(load_error(cards), BAD, "Belzur Curate", "name", "already has the key 'belzur_curate'",
                 "cards/dragonspire/belzur.yaml", "give one of them its own `key`")


def test_two_sets_may_print_the_same_name_when_one_card_has_its_own_key(cards):
    write(cards, HERO.format(extra="    key: test_belzur_curate\n").replace("- name: Test Squire",
                                                                         "- name: Belzur Curate"))
    cat = load_catalog(cards)
    assert cat["test_belzur_curate"].name == cat["belzur_curate"].name == "Belzur Curate"
    assert cat.label("belzur_curate") == "Belzur Curate (Dragonspire)"
    assert cat.label("test_belzur_curate") == "Belzur Curate (Test)"  # a set without rules of its own
    assert cat.label("belzur_bishop") == "Belzur Bishop"  # a name only one set prints stays plain


def test_a_card_key_must_be_a_slug(cards):
    write(cards, HERO.format(extra="    key: Not A Key\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "key", "lower-case words")


def test_a_card_name_used_twice_in_one_file(cards):
    two = HERO.format(extra="") + HERO.format(extra="").split("cards:\n")[1]
    write(cards, two)
    assert_names(load_error(cards), BAD, "Test Squire", "name", "already has the key 'test_squire'")


def test_a_group_key_used_in_two_files_names_both(cards):
    write(cards, HERO.format(extra="").replace("group: test_squires", "group: belzur"))
    assert_names(load_error(cards), BAD, None, "group", "'belzur' is already defined in cards/dragonspire/belzur.yaml")


def test_a_group_key_must_be_snake_case(cards):
    write(cards, HERO.format(extra="").replace("group: test_squires", "group: Test Squires"))
    assert_names(load_error(cards), BAD, None, "group", "lower-case words joined by _")


def test_a_dangling_link_among_the_card_files_is_skipped_not_a_crash(cards):
    (cards / "test").mkdir()
    (cards / "test" / "broken.yaml").symlink_to(cards / "test" / "missing-target.yaml")
    write(cards, HERO.format(extra=""), "test/good.yaml")
    # a dangling link is not a file, so it is skipped rather than crashing the load
    assert "test_squire" in load_catalog(cards).cards


# --- facts against the reference card list -------------------------------------------------------

FACTS = ("count", "classes", "cost", "gold", "light", "vp", "strength", "weight", "health", "xp", "level",
         "level_up_xp")
ZERO_DEFAULTS = {"gold", "light", "vp", "xp"}  # our CardDef reads a missing one as 0


@pytest.mark.skipif(not REFERENCE.exists(), reason="reference card list not available")
def test_every_encoded_card_matches_the_reference_facts(catalog):
    data = yaml.safe_load(REFERENCE.read_text(encoding="utf-8"))
    by_name: dict[str, list[tuple[str, dict]]] = {}
    for set_name, entries in data["sets"].items():
        for entry in entries:
            by_name.setdefault(entry["name"], []).append((set_name, entry))
    problems = []
    for d in catalog.cards.values():
        if d.set == ADVANCE_SET:  # checked against its own reference (below)
            continue
        if d.kind == "setting":  # the reference lists no settings; their only fact is a count of 1
            assert d.count == 1, d.name
            continue
        found = by_name.get(d.name)
        if not found:
            problems.append(f"{d.name}: not in the reference")
            continue
        # prefer the reference entry from the same set (Basic cards and Disease come from base/doomgate)
        ref = next((e for s, e in found if s == d.set), found[0][1])
        # the Swarm and the Horde print one name on the stand-in and on each card of the stack:
        # the entry of the same health (the stand-in has none: the rulebook's 0 for every stat)
        same = [e for s, e in found if s == d.set and e.get("health", 0) == (d.health or 0)]
        ref = same[0] if len(same) == 1 else ref
        for f in FACTS:
            want = ref.get(f, 0 if f in ZERO_DEFAULTS else None)
            have = getattr(d, f)
            if d.is_stand_in and f == "health" and want is None:
                want = 0  # "0 for all game stats" (Doomgate Legion rulebook: The Swarm)
            if f == "count" and want == 0 and not d.has_printed_vp:
                want = 1  # each card of a Swarm or Horde stack exists once (listed with count 0)
            if f == "classes":
                want, have = list(want or []), list(have)
            if have != want:
                problems.append(f"{d.name}: {f} is {have!r}, the reference says {want!r} ({d.source})")
    assert problems == []


# --- the base set's village vocabulary -------------------------------------------------------------


def test_a_monster_class_condition_may_name_a_list_of_classes_but_only_of_class_names(cards):
    write(cards, VILLAGE.format(extra="    bonuses:\n      - {stat: attack, amount: 1, when: {monster_class: [Undead, 3]}}\n"))
    assert_names(load_error(cards), BAD, "Test Blade", "bonuses[0].when.monster_class[1]", "expected text")


def test_a_monster_class_list_names_at_least_one_class(cards):
    write(cards, VILLAGE.format(extra="    bonuses:\n      - {stat: attack, amount: 1, when: {monster_class: []}}\n"))
    assert_names(load_error(cards), BAD, "Test Blade", "bonuses[0].when.monster_class", "at least one class")


def test_a_hero_strength_condition_takes_a_number(cards):
    write(cards, VILLAGE.format(extra="    bonuses:\n      - {stat: attack, amount: 4, when: {hero_strength_at_least: high}}\n"))
    assert_names(load_error(cards), BAD, "Test Blade", "bonuses[0].when.hero_strength_at_least", "expected a whole number")


def test_plus_goes_only_with_a_gold_value(cards):
    step = "gain: {stat: gold, amount: {count_of: destroyed, plus: 3}}"
    write(cards, HERO.format(extra=f"    abilities:\n      - {{when: village, do: [{step}]}}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].gain.amount.plus", "only with gold_of")


def test_plus_is_a_number(cards):
    step = "gain: {stat: gold, amount: {gold_of: chosen, plus: three}}"
    write(cards, HERO.format(extra=f"    abilities:\n      - {{when: village, cost: [destroy: {{}}], do: [{step}]}}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].gain.amount.plus", "expected a whole number")


# --- the Wrath heroes' keys ------------------------------------------------------------------------


def test_a_draw_per_counter_takes_a_whole_number_of_times_at_least_1(cards):
    step = "draw: {count: {per: {revealed: {kind: monster}}, times: 0}}"
    write(cards, HERO.format(extra=f"    abilities:\n      - {{when: village, do: [{step}]}}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].draw.count.times", "at least 1")


def test_a_gain_per_counter_goes_alone(cards):
    step = "gain: {stat: gold, amount: {per: {other_revealed: {kind: hero}}, plus: 1}}"
    write(cards, HERO.format(extra=f"    abilities:\n      - {{when: village, do: [{step}]}}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].gain.amount", "per goes alone")


def test_a_gain_per_counter_names_a_known_counter(cards):
    step = "gain: {stat: gold, amount: {per: {friends: 2}}}"
    write(cards, HERO.format(extra=f"    abilities:\n      - {{when: village, do: [{step}]}}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].gain.amount.per", "'friends' is not one of")


def test_the_wrath_hero_conditions_check_their_values(cards):
    write(cards, HERO.format(extra="    bonuses:\n      - {stat: magic, amount: 3, when: {none_revealed: Light}}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "bonuses[0].when.none_revealed", "expected a mapping")
    write(cards, HERO.format(extra="    bonuses:\n      - {stat: attack, amount: 4, when: {gold_revealed_at_least: lots}}\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "bonuses[0].when.gold_revealed_at_least", "expected a whole number")


def test_an_unknown_passive_lists_the_wrath_ones(cards):
    write(cards, HERO.format(extra="    passives: [many_weapons]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "passives[0]", "any_number_of_weapons",
                 "ignores_light_penalties", "returns_when_opponent_discards")


ADVANCE_SET = "advance"
ADVANCE_REFERENCE = REFERENCE.parent / "advance-towers-of-ruin.yaml"


@pytest.mark.skipif(not ADVANCE_REFERENCE.exists(), reason="Advance reference card list not available")
def test_every_advance_card_matches_the_advance_reference_facts_with_no_gold_apart_from_0(catalog):
    data = yaml.safe_load(ADVANCE_REFERENCE.read_text(encoding="utf-8"))
    by_name: dict[str, list] = {}
    for e in data["sets"]["towers_of_ruin"]:
        by_name.setdefault(e["name"], []).append(e)
    problems = []
    for d in (d for d in catalog.cards.values() if d.set == ADVANCE_SET):
        refs = by_name.get(d.name)
        if refs is None:
            problems.append(f"{d.name}: not in the Advance reference")
            continue
        # the ten Soulstolen share a name: one card per health
        ref = next((e for e in refs if e.get("health") == d.health), refs[0])
        for f in FACTS:
            want = ref.get(f, 0 if f in ZERO_DEFAULTS - {"gold"} else None)
            have = getattr(d, f)
            if f == "level" and d.is_monster:  # a monster's level is its group's
                have = catalog.groups[d.group].level
            if f == "health" and ref.get("placeholder"):  # no stats in any source; the engine needs a number
                want = 0
            if f == "gold" and not d.gold_printed:  # no gold value is not a gold value of 0
                have = None
            if f == "classes":
                want, have = list(want or []), list(have)
            if f == "count" and want is None and "count_in_source" in ref:  # curses: the one source's count
                want = ref["count_in_source"]
            if have != want:
                problems.append(f"{d.name}: {f} is {have!r}, the reference says {want!r} ({d.source})")
        if d.kind == "village" and d.category != ref.get("category"):
            problems.append(f"{d.name}: category is {d.category!r}, the reference says {ref.get('category')!r}")
    assert problems == []


# --- Thunderstone Advance's keys (docs/advance.md section 18, group A) ---------------------------

ADV_MONSTER = """\
set: test
group: test_beasts
name: Test Beasts
kind: monster
{group_extra}cards:
  - name: Test Beast
    count: 1
    health: 4
{extra}"""


def test_a_monster_group_has_a_level_from_1_to_3(cards):
    write(cards, ADV_MONSTER.format(group_extra="level: 2\n", extra=""))
    assert load_catalog(cards).groups["test_beasts"].level == 2
    write(cards, ADV_MONSTER.format(group_extra="level: 4\n", extra=""))
    assert_names(load_error(cards), BAD, None, "level", "not a monster group level")


def test_only_a_monster_group_has_a_level(cards):
    write(cards, HERO.format(extra="").replace("kind: hero\n", "kind: hero\nlevel: 1\n"))
    assert_names(load_error(cards), BAD, None, "level", "only a monster group has a level")


def test_a_category_is_one_of_the_four_village_slots(cards):
    village = HERO.format(extra="    category: armour\n").replace("kind: hero", "kind: village").replace(
        "    strength: 4\n", "")
    write(cards, village)
    assert_names(load_error(cards), BAD, "Test Squire", "category", "'armour' is not one of item, spell, villager, weapon")


def test_a_hero_has_no_village_category(cards):
    write(cards, HERO.format(extra="    category: weapon\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "category", "only a village or basic card")


def test_raid_and_trophy_are_a_monsters_and_a_trophy_names_its_place(cards):
    write(cards, HERO.format(extra="    abilities: [{when: raid, do: [draw: 1]}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].when", "only a Monster has a raid effect")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    abilities: [{when: {trophy: tavern}, do: [draw: 1]}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "abilities[0].when.trophy", "'tavern' is not one of")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    abilities: [{when: {trophy: dungeon}, repeat: true, "
                                                      "do: [draw: 1]}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "abilities[0].repeat", "happens once")


def test_a_react_ability_names_a_known_moment(cards):
    write(cards, HERO.format(extra="    abilities: [{when: {react: dawn}, do: [draw: 1]}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].when.react", "'dawn' is not one of lost_battle")
    write(cards, HERO.format(extra="    abilities: [{when: {react: lost_battle}, do: [draw: 1]}]\n"))
    ab = load_catalog(cards)["test_squire"].abilities[0]
    assert (ab.trigger, ab.moment) == ("react", "lost_battle")


def test_gold_may_be_negative_and_a_printed_gold_is_told_apart_from_none(cards):
    write(cards, HERO.format(extra="    gold: -1\n"))
    d = load_catalog(cards)["test_squire"]
    assert (d.gold, d.gold_printed) == (-1, True)
    write(cards, HERO.format(extra=""))
    d = load_catalog(cards)["test_squire"]
    assert (d.gold, d.gold_printed) == (0, False)


def test_the_new_kinds_load_curse_familiar_and_special(cards):
    for kind in ("curse", "familiar", "special"):
        write(cards, HERO.format(extra="").replace("kind: hero", f"kind: {kind}").replace("    strength: 4\n", ""))
        assert load_catalog(cards)["test_squire"].kind == kind


# --- Thunderstone Advance's hero keys (docs/advance.md section 18, group C) -----------------------

def test_the_advance_hero_conditions_take_true_or_false(cards):
    write(cards, HERO.format(extra="    bonuses: [{stat: attack, amount: 2, when: {dark: sometimes}}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "bonuses[0].when.dark", "true or false")
    write(cards, HERO.format(extra="    bonuses: [{stat: attack, amount: 2, when: {monster_vp_above_strength: 3}}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "bonuses[0].when.monster_vp_above_strength", "true or false")


def test_the_advance_hero_verbs_check_their_arguments(cards):
    write(cards, HERO.format(extra="    abilities: [{when: dungeon, do: [level_up: {filter: {level_at_most: x}}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].level_up.filter.level_at_most", "whole number")
    write(cards, HERO.format(extra="    abilities: [{when: dungeon, do: [level_up: {count: 2}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].level_up.count", "unknown field")
    write(cards, HERO.format(extra="    abilities: [{when: dungeon, do: [reveal_dungeon_top: {bonus_vs_group: 1}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].reveal_dungeon_top.count", "missing")
    write(cards, HERO.format(extra="    abilities: [{when: dungeon, do: [cancel_monster_effects: {count: all}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].cancel_monster_effects.count", "unknown field")
    write(cards, HERO.format(extra="    abilities: [{when: dungeon, do: [gain_gold_of_one_discarded: {stat: xp}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].gain_gold_of_one_discarded.stat",
                 "'xp' is not one of")
    write(cards, HERO.format(extra="    abilities: [{when: dungeon, do: [take_from_hall: {rank: first}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].take_from_hall.rank", "whole number")
    write(cards, HERO.format(extra="    abilities: [{when: dungeon, do: [end_turn: {now: true}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].end_turn.now", "unknown field")


# --- Thunderstone Advance's curse and familiar keys (docs/advance.md section 18, groups F and G) -------

@pytest.mark.parametrize("step, field, words", [
    ("lose_gold: 0", "lose_gold.amount", "at least 1"),
    ("lower_total_attack: -3", "lower_total_attack.amount", "at least 1"),
    ("draw_fewer: 0", "draw_fewer.count", "at least 1"),
    ("no_more_abilities: {place: tavern}", "no_more_abilities.place", "'tavern' is not one of"),
    ("no_more_abilities: {equipping: yes please}", "no_more_abilities.equipping", "true or false"),
    ("light_to_zero: {amount: 1}", "light_to_zero.amount", "unknown field"),
    ("destroy_one_of_random: {count: 2}", "destroy_one_of_random.then", "missing"),
])
def test_the_curse_verbs_check_their_arguments(cards, step, field, words):
    write(cards, HERO.format(extra=f"    abilities: [{{when: village, do: [{step}]}}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", f"abilities[0].do[0].{field}", words)


def test_the_curse_and_familiar_conditions_and_the_war_passive_are_checked(cards):
    write(cards, HERO.format(extra="    abilities: [{when: village, if: {first_ability: once}, do: [draw: 1]}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].if.first_ability", "true or false")
    write(cards, HERO.format(extra="    abilities: [{when: village, if: {xp_at_least: three}, do: [draw: 1]}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].if.xp_at_least", "whole number")
    write(cards, HERO.format(extra="    passives: [no_rest]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "passives[0]", "no_rest_or_prepare")
# --- Thunderstone Advance's village keys (docs/advance.md section 18, group D) ---------------------

def test_an_any_of_filter_holds_two_filters_or_more_and_no_alternatives_within(cards):
    write(cards, HERO.format(extra="    abilities: [{when: village, do: [destroy: {filter: {any_of: [{kind: hero}]}}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].destroy.filter.any_of",
                 "at least two filters")
    write(cards, HERO.format(extra="    abilities: [{when: village, do: [destroy: {filter: {any_of: [{kind: hero}, "
                                   "{any_of: [{kind: hero}, {class: Item}]}]}}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].destroy.filter.any_of[1].any_of",
                 "cannot hold alternatives")
    write(cards, HERO.format(extra="    abilities: [{when: village, do: [destroy: {filter: {any_of: [{kind: hero}, "
                                   "{clas: Item}]}}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Squire", "abilities[0].do[0].destroy.filter.any_of[1].clas",
                 "unknown field")
    write(cards, HERO.format(extra="    abilities: [{when: village, do: [destroy: {filter: {any_of: [{kind: hero}, "
                                   "{class: Villager}]}, this_too: true}]}]\n"))
    step = load_catalog(cards)["test_squire"].abilities[0].steps[0]
    assert step.args == {"filter": {"any_of": [{"kind": "hero"}, {"class": "Villager"}]}, "this_too": True}


def test_the_advance_village_verbs_check_their_arguments(cards):
    write(cards, VILLAGE.format(extra="    abilities: [{when: dungeon, do: [take_from_village: {filter: {kind: hero}, "
                                      "to: pocket}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Blade", "abilities[0].do[0].take_from_village.to",
                 "'pocket' is not one of deck_top, discard, hand")
    write(cards, VILLAGE.format(extra="    abilities: [{when: dungeon, do: [take_from_village: {count: 3}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Blade", "abilities[0].do[0].take_from_village.filter", "missing")
    write(cards, VILLAGE.format(extra="    abilities: [{when: dungeon, do: [no_more_abilities: {place: battle}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Blade", "abilities[0].do[0].no_more_abilities.place",
                 "'battle' is not one of dungeon, spoils, village")
    write(cards, VILLAGE.format(extra="    abilities: [{when: dungeon, do: [swap_dungeon_bottom_with_rank: deep]}]\n"))
    assert_names(load_error(cards), BAD, "Test Blade", "abilities[0].do[0].swap_dungeon_bottom_with_rank.at_least",
                 "whole number")
    write(cards, VILLAGE.format(extra="    abilities: [{when: dungeon, do: [lose_xp_at_end_of_turn: {keep: 1}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Blade", "abilities[0].do[0].lose_xp_at_end_of_turn.keep",
                 "unknown field")
    write(cards, VILLAGE.format(extra="    passives: [equippable_by_dwarves]\n"))
    assert_names(load_error(cards), BAD, "Test Blade", "passives[0]", "dwarf_carries_at_any_strength",
                 "gives_magic_and_light_unequipped", "second_purchase", "shields_hero_from_battle_effects",
                 "zeroes_wielder_attack")
def test_the_advance_monster_traits_check_their_values(cards):
    write(cards, ADV_MONSTER.format(group_extra="", extra="    traits: [{fight_only_if: {heroes: 2}}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "traits[0].fight_only_if.heroes", "unknown field")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    traits: [{fight_only_if: {heroes_at_least: 0}}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "traits[0].fight_only_if.heroes_at_least", "at least 1")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    traits: [{fight_only_if: {heroes_at_least: 2, "
                                                      "hero_level_at_least: 1}}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "traits[0].fight_only_if", "name one of")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    traits: [{immune_to: []}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "traits[0].immune_to", "at least one class")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    traits: [{immune_to: Blunt}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "traits[0].immune_to", "expected a list")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    traits: [{defeat_all_of_class_in_hall: 3}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "traits[0].defeat_all_of_class_in_hall", "expected text")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    traits: [{health_bonus: {amount: 1, per: "
                                                      "{other_in_hall_health: Kobold}}}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "traits[0].health_bonus.per.other_in_hall_health", "mapping")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    passives: [defeated_to_any_player]\n"))
    assert load_catalog(cards)["test_beast"].passives == ("defeated_to_any_player",)


def test_the_advance_monster_conditions_filters_and_trophy_places_are_checked(cards):
    write(cards, ADV_MONSTER.format(group_extra="", extra="    abilities: [{when: aftermath, if: {margin_below: two}, "
                                                      "do: [draw: 1]}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "abilities[0].if.margin_below", "whole number")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    abilities: [{when: aftermath, do: [destroy: {filter: "
                                                      "{without_attack: both}}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "abilities[0].do[0].destroy.filter.without_attack",
                 "'both' is not one of")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    abilities: [{when: battle, do: [discard: {filter: "
                                                      "{equipped: yes please}}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "abilities[0].do[0].discard.filter.equipped", "true or false")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    abilities: [{when: battle, do: [destroy: {filter: "
                                                      "{strength_at_least: strong}}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "abilities[0].do[0].destroy.filter.strength_at_least",
                 "whole number")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    abilities: [{when: {trophy: [village, village]}, "
                                                      "do: [draw: 1]}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "abilities[0].when.trophy", "each once")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    abilities: [{when: {trophy: [village, moon]}, "
                                                      "do: [draw: 1]}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "abilities[0].when.trophy[1]", "'moon' is not one of")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    abilities: [{when: {trophy: [village, dungeon]}, "
                                                      "do: [draw: 1]}]\n"))
    assert load_catalog(cards)["test_beast"].abilities[0].places == ("village", "dungeon")
    write(cards, ADV_MONSTER.format(group_extra="", extra="    abilities: [{when: aftermath, do: "
                                                      "[draw_fewer_at_end_of_turn: {count: many}]}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "abilities[0].do[0].draw_fewer_at_end_of_turn.count",
                 "whole number")
def test_the_advance_monster_part_2_keys_check_their_values(cards):
    """immune_to takes a list of classes; battle_won is true or false; the filter equipped too."""
    write(cards, MONSTER.format(extra="    traits: [{immune_to: Fighter}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "traits[0].immune_to", "expected a list")
    write(cards, MONSTER.format(extra="    traits: [{immune_to: []}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "traits[0].immune_to", "at least one class")
    write(cards, MONSTER.format(extra="    abilities:\n      - when: aftermath\n        if: {battle_won: no way}\n"
                                      "        do: [gain_disease: 1]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "abilities[0].if.battle_won", "true or false")
    write(cards, MONSTER.format(extra="    abilities:\n      - when: battle\n"
                                      "        do: [discard_all: {filter: {equipped: 1}}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "abilities[0].do[0].discard_all.filter.equipped", "true or false")
    write(cards, MONSTER.format(extra="    abilities:\n      - when: battle\n        do: [ambush_deck_top: {}]\n"))
    assert_names(load_error(cards), BAD, "Test Beast", "abilities[0].do[0].ambush_deck_top.destroy", "missing")
