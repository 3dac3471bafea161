"""Load cards/**/*.yaml into a Catalog, checking every field.

A file holds one group (a hero type, a monster group, a village stack...). Any problem is a
CardDataError naming the file, the card and the field, e.g.

    cards/dragonspire/belzur.yaml: Belzur Curate: abilities[1].do[0].gain.stat: 'gld' is not one of ...

The game refuses to start on invalid data, so nothing can fail in the middle of a game.
The format is documented in cards/README.md.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Any

import yaml

from game.engine import battle_vocabulary
from game.engine.advance_monsters import FIGHT_ONLY_IF
from game.engine.cards import (
    CATEGORIES,
    KINDS,
    MONSTER_KINDS,
    Ability,
    Bonus,
    CardDef,
    Catalog,
    Group,
    ScoreBonus,
    Step,
    Trait,
)
from game.engine.effects import FILTER_ARGS, FILTER_KEYS, RANKING_STATS, STEPS, VERBS
from game.engine.effects.advance_village import DESTINATIONS
from game.engine.effects.drawing import TALLIES
from game.engine.effects.filters import ATTACK_KINDS
from game.engine.effects.hero_boosts import CARD_VALUES, HERO_GAIN_PER
from game.engine.sets import BASIC, SETS

GROUP_KINDS = ("hero", "monster", "village", "basic", "thunderstone", "disease", "trap", "treasure", "guardian",
               "setting")
GROUP_KINDS += ("curse", "familiar", "special")  # Thunderstone Advance
# `level`: an Advance monster group's level (1-3; setup draws one group of each level)
GROUP_FIELDS = {"set", "group", "name", "kind", "cards", "level"}
GROUP_KINDS += ("thunderstone_bearer",)  # Advance: each Bearer is a group of its own, as a Thunderstone is
GROUP_FIELDS |= {"solo_not_recommended"}  # Advance: the solo rules advise leaving the group out (true)
FACT_FIELDS: dict[str, type | tuple] = {
    "name": str, "kind": str, "level": int, "count": int, "classes": list, "cost": int, "gold": int,
    "light": int, "vp": int, "strength": int, "weight": int, "health": int, "xp": int,
    "level_up_xp": int, "attack": int, "magic": int, "key": str,
    "picture": str,  # the card's picture: a game-icons.net icon as author/name (assets/pictures.json)
    "set": str,  # a card of another set that joins this group (a promo Cultist): see load_card
    "category": str,  # Advance: the village board slot, one of cards.CATEGORIES
}
BEHAVIOUR_FIELDS = {"bonuses", "abilities", "traits", "passives", "score"}
TRIGGERS = ("village", "dungeon", "spoils", "battle", "breach", "monster_defeated", "end_of_battle", "end_of_turn",
            "trap", "you_defeat_monster", "anyone_defeats_monster", "start_of_turn_in_rank0", "equipped",
            "rank0_end_of_turn")
# must be revealed and played on entering the dungeon / visiting the village (special Diseases)
TRIGGERS += ("entering_dungeon", "visiting_village")
# Thunderstone Advance: `raid` (a monster placed in the hall), and two written as a mapping:
# `when: {trophy: village|dungeon}` (a monster in hand, mandatory in that step) and
# `when: {react: MOMENT}` (in another player's turn, asked of its holder: game.engine.rules.react)
TRIGGERS += ("raid",)
REACT_MOMENTS = ("lost_battle",)
MAPPED_TRIGGERS = ("trophy", "react")
MONSTER_TRIGGERS = ("raid", "trophy")  # only a monster's
# Advance: after the battle is decided, won or lost, before Spoils (Towers of Ruin rulebook: Folgeeffekte)
TRIGGERS += ("aftermath",)
# verb arguments that take one word from a short list: (verb, argument) -> the words
WORD_CHOICES: dict[tuple[str, str], tuple[str, ...]] = {
    ("hero_gains", "stat"): ("attack", "magic"),
    ("hero_gains", "per"): HERO_GAIN_PER,
    ("gain_from_card", "of"): CARD_VALUES,
    ("draw_for_each", "count_of"): TALLIES,
    ("no_more_abilities", "place"): ("village", "dungeon", "spoils"),  # Advance curses
}
# verb arguments that must be at least 1 (a count is checked for every verb)
POSITIVE_ARGS = {("lose_gold", "amount"), ("lower_total_attack", "amount")}  # Advance curses
# Advance's village cards (game.engine.effects.advance_village)
WORD_CHOICES[("take_from_village", "to")] = DESTINATIONS
PICTURE = re.compile(r"[a-z0-9-]+/[a-z0-9-]+")
MAX_NUMBER = 1000
MAX_FILE_BYTES = 256 * 1024  # a group's file is a few KB; a huge one is a mistake or an attack


class CardDataError(Exception):
    def __init__(self, file: str, card: str | None, field: str | None, message: str) -> None:
        where = ": ".join(x for x in (file, card, field) if x)
        super().__init__(f"{where}: {message}")
        self.file, self.card, self.field, self.message = file, card, field, message


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower().replace("'", "")).strip("_")


class _Checker:
    """Validation helpers bound to one file and card, so every error says where it is."""

    def __init__(self, file: str, card: str | None = None) -> None:
        self.file, self.card = file, card

    def fail(self, field: str | None, message: str) -> CardDataError:
        return CardDataError(self.file, self.card, field, message)

    def mapping(self, value: Any, field: str) -> dict:
        if not isinstance(value, dict):
            raise self.fail(field, f"expected a mapping, got {_show(value)}")
        for k in value:
            if not isinstance(k, str):
                raise self.fail(field, f"keys must be words, got {_show(k)}")
        return value

    def seq(self, value: Any, field: str) -> list:
        if not isinstance(value, list):
            raise self.fail(field, f"expected a list, got {_show(value)}")
        return value

    def typed(self, value: Any, typ: Any, field: str) -> Any:
        types = typ if isinstance(typ, tuple) else (typ,)
        if bool in (type(value),) and bool not in types:
            raise self.fail(field, f"expected {_names(types)}, got {_show(value)}")
        if not isinstance(value, types):
            raise self.fail(field, f"expected {_names(types)}, got {_show(value)}")
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_NUMBER:
            raise self.fail(field, f"{_show(value)} is out of range (at most {MAX_NUMBER})")
        return value

    def one_of(self, value: Any, allowed: tuple | list | set | dict, field: str) -> str:
        if not isinstance(value, str) or value not in allowed:
            raise self.fail(field, f"{_show(value)} is not one of {', '.join(sorted(allowed))}")
        return value

    def no_unknown(self, d: dict, allowed: set | dict, field: str) -> None:
        unknown = sorted(set(d) - set(allowed))
        if unknown:
            prefix = f"{field}." if field else ""
            raise self.fail(f"{prefix}{unknown[0]}", f"unknown field (known: {', '.join(sorted(allowed))})")


class _StrictLoader(yaml.SafeLoader):
    """YAML's safe loader, except that a key given twice in one mapping is an error (PyYAML
    would silently keep the last one, hiding a typo such as two `count:` lines), and that aliases
    (*name) are refused: cards do not need them, and they can make cycles or expand exponentially
    ("billion laughs"), which would hang the checks and error messages below."""

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise yaml.composer.ComposerError(
                None, None, f"aliases (*{event.anchor}) are not allowed in card files; write the value out",
                event.start_mark)
        return super().compose_node(parent, index)


def _construct_mapping(loader: _StrictLoader, node: yaml.MappingNode, deep: bool = False) -> dict:
    seen: set = set()
    for key_node, _ in node.value:
        if key_node.tag == "tag:yaml.org,2002:merge":
            continue
        key = loader.construct_object(key_node, deep=deep)
        try:
            duplicate = key in seen
            seen.add(key)
        except TypeError:  # an unhashable key; the checks below report it
            continue
        if duplicate:
            raise yaml.constructor.ConstructorError(None, None, f"the key {key!r} appears twice",
                                                    key_node.start_mark)
    return loader.construct_mapping(node, deep=deep)


_StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


class _FastStrictLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """The same, parsed by libyaml (about eight times quicker, which the game's launch and every
    test that loads the cards feel). Its composer is C, so it cannot refuse aliases itself: a file
    with an anchor or alias character anywhere, or any error, goes through _StrictLoader instead,
    which refuses aliases and says exactly what is wrong."""


_FastStrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def _parse(text: str) -> Any:
    if "&" not in text and "*" not in text and hasattr(yaml, "CSafeLoader"):
        try:
            return yaml.load(text, Loader=_FastStrictLoader)
        except Exception:  # noqa: BLE001 - whatever it was, the strict loader reports it properly
            pass
    return yaml.load(text, Loader=_StrictLoader)


def _card_near(lines: list[str], line: int) -> str | None:
    """The name of the card entry that a line number falls in, for error messages."""
    for text in reversed(lines[:line]):
        m = re.match(r"^\s*-\s*name:\s*(.+?)\s*$|^\s+name:\s*(.+?)\s*$", text)
        if m:
            return (m.group(1) or m.group(2)).strip("'\"")
    return None


def _kind_of(v: Any) -> str:
    return {list: "a list", str: "text", int: "a number", float: "a number", bool: "true or false"}.get(
        type(v), type(v).__name__)


def _accepts(typ: Any, t: type) -> bool:
    return t in (typ if isinstance(typ, tuple) else (typ,))


def _show(v: Any) -> str:
    try:
        text = repr(v)
    except ValueError:  # an int too long to print (sys.get_int_max_str_digits)
        return "a number thousands of digits long"
    except RecursionError:  # lists nested thousands deep ([[[[...]]]]), which YAML allows
        return f"{_kind_of(v)} nested too deeply to print"
    return text if len(text) <= 60 else text[:57] + "..."


def _names(types: tuple) -> str:
    names = {int: "a whole number", str: "text", list: "a list", dict: "a mapping", bool: "true or false"}
    return " or ".join(names.get(t, t.__name__) for t in types)


def card_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*.yaml") if p.is_file())


def load_catalog(root: Path | str) -> Catalog:
    root = Path(root)
    files = card_files(root)
    if not files:
        raise CardDataError(str(root), None, None, "no card files found")
    cards: dict[str, CardDef] = {}
    groups: dict[str, Group] = {}
    group_files: dict[str, str] = {}
    digest = hashlib.sha256()
    for path in files:
        rel = path.relative_to(root.parent).as_posix() if root.parent in path.parents else str(path)
        try:
            raw = path.read_bytes()
        except OSError as e:
            raise CardDataError(rel, None, None, f"cannot be read ({e.strerror or e})") from None
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + raw + b"\0")
        group, defs = load_file(raw, rel)
        if group.key in groups:
            raise CardDataError(rel, None, "group", f"group {group.key!r} is already defined in {group_files[group.key]}")
        groups[group.key] = group
        group_files[group.key] = rel
        for d in defs:
            if d.key in cards:
                other = cards[d.key]
                hint = (f"; another set prints the same name: give one of them its own `key` (e.g. {d.set}_{d.key})"
                        if other.set != d.set else "")
                raise CardDataError(rel, d.name, "name", f"another card already has the key {d.key!r} "
                                                         f"({other.name}, {other.source}){hint}")
            cards[d.key] = d
    # the plain Disease (the Basic card) is the one gained without a Special Disease deck
    disease = ["disease"] if "disease" in cards else [k for k, d in cards.items() if d.kind == "disease"]
    return Catalog(cards, groups, digest.hexdigest(), disease[0] if disease else "")


def load_file(raw: bytes, rel: str) -> tuple[Group, list[CardDef]]:
    chk = _Checker(rel)
    if len(raw) > MAX_FILE_BYTES:
        raise chk.fail(None, f"the file is too large ({len(raw)} bytes; card files are at most {MAX_FILE_BYTES})")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        before = raw[: e.start].decode("utf-8", "replace")
        line = before.count("\n") + 1
        chk.card = _card_near(before.splitlines(), line)
        raise chk.fail(f"line {line}", f"not UTF-8 text (byte {e.start}: {raw[e.start:e.start + 1]!r}); "
                       "save the file as UTF-8") from None
    try:
        data = _parse(text)  # a SafeLoader that refuses duplicate keys and aliases
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark is not None else None
        if mark is not None:
            chk.card = _card_near(text.splitlines(), mark.line + 1)
        raise chk.fail(where, f"not valid YAML ({getattr(e, 'problem', None) or e})") from None
    except RecursionError:
        raise chk.fail(None, "nested too deeply") from None
    except (ValueError, OverflowError) as e:  # YAML accepted a value Python cannot make: a date such
        # as 2001-13-45, or a number thousands of digits long
        raise chk.fail(None, f"a value cannot be read ({str(e).split(';')[0]})") from None
    if data is None:
        raise chk.fail(None, "the file is empty (expected a group: set, group, name, kind, cards)")
    if not isinstance(data, dict):
        raise chk.fail("top level", f"expected a mapping of set, group, name, kind and cards, got {_kind_of(data)}")
    data = chk.mapping(data, "top level")
    chk.no_unknown(data, GROUP_FIELDS, "")
    for f in ("set", "group", "name", "kind", "cards"):
        if f not in data:
            raise chk.fail(f, "missing")
    gkind = chk.one_of(data["kind"], GROUP_KINDS, "kind")
    gkey = chk.typed(data["group"], str, "group")
    if slug(gkey) != gkey:
        raise chk.fail("group", f"{gkey!r} must be lower-case words joined by _")
    set_name = chk.typed(data["set"], str, "set")
    gname = chk.typed(data["name"], str, "name")
    level = None
    if "level" in data:
        if gkind != "monster":
            raise chk.fail("level", "only a monster group has a level")
        level = chk.typed(data["level"], int, "level")
        if not 1 <= level <= 3:
            raise chk.fail("level", f"{level} is not a monster group level (1, 2 or 3)")
    defs = []
    entries = chk.seq(data["cards"], "cards")
    if not entries:
        raise chk.fail("cards", "a group needs at least one card")
    for i, entry in enumerate(entries):
        defs.append(load_card(entry, rel, i, gkey, gkind, set_name))
    categories = {d.category for d in defs}
    if len(categories) > 1:  # one stack lies on one board slot
        odd = next(d for d in defs if d.category != defs[0].category)
        raise CardDataError(rel, odd.name, "category", f"{odd.category!r} differs from its group's "
                                                       f"{defs[0].category!r}: a stack has one category")
    solo_advice = chk.typed(data.get("solo_not_recommended", False), bool, "solo_not_recommended")
    return Group(gkey, gname, gkind, set_name, tuple(d.key for d in defs), level, defs[0].category,
                 solo_advice), defs


def _default_kind(group_kind: str) -> str:
    return {"basic": "village", "monster": "monster"}.get(group_kind, group_kind)


def load_card(entry: Any, rel: str, index: int, group: str, group_kind: str, set_name: str) -> CardDef:
    chk = _Checker(rel, f"cards[{index}]")
    entry = chk.mapping(entry, None)  # type: ignore[arg-type]
    if "name" in entry and isinstance(entry["name"], str) and entry["name"].strip():
        chk.card = entry["name"]
    chk.no_unknown(entry, set(FACT_FIELDS) | BEHAVIOUR_FIELDS, "")
    for f in ("name", "count"):
        if f not in entry:
            raise chk.fail(f, "missing")
    facts: dict[str, Any] = {}
    for f, typ in FACT_FIELDS.items():
        if f in entry:
            facts[f] = chk.typed(entry[f], typ, f)
    if not slug(facts["name"]):
        raise chk.fail("name", f"{facts['name']!r} is not a card name")
    key = facts.get("key", slug(facts["name"]))  # `key` tells apart two sets' cards of one name
    if slug(key) != key:
        raise chk.fail("key", f"{key!r} must be lower-case words joined by _")
    if "picture" in facts and not PICTURE.fullmatch(facts["picture"]):
        raise chk.fail("picture", f"{facts['picture']!r} must name a game-icons.net icon as author/name, "
                                  "e.g. lorc/dragon-head")
    kind = chk.one_of(facts.get("kind", _default_kind(group_kind)), KINDS, "kind")
    card_set = set_name
    if "set" in facts:  # printed in another set (the promos), played as part of this group when that set is in
        card_set = chk.one_of(facts["set"], [k for k in SETS if k != BASIC], "set")
        if card_set == set_name:
            raise chk.fail("set", f"the group is already of the set {set_name!r}: leave `set` out")
    classes = tuple(chk.typed(c, str, f"classes[{j}]") for j, c in enumerate(facts.get("classes", [])))
    if facts["count"] < 1:
        raise chk.fail("count", "must be at least 1")
    # vp and gold may be printed negative (Advance: Bhoidwood Hunter gold -1, Drakeclan Cutter -1 VP)
    for f in ("cost", "strength", "weight", "health", "xp", "level_up_xp", "level"):
        if f in facts and facts[f] < 0:
            raise chk.fail(f, "cannot be negative")
    if "category" in facts:
        chk.one_of(facts["category"], CATEGORIES, "category")
        if kind != "village":
            raise chk.fail("category", "only a village or basic card lies on a village slot of a category")
    if kind == "hero" and "strength" not in facts:
        raise chk.fail("strength", "a Hero needs a strength")
    if kind in MONSTER_KINDS and "health" not in facts:
        raise chk.fail("health", "a Monster needs a health")
    if "Weapon" in classes and "weight" not in facts:
        raise chk.fail("weight", "a Weapon needs a weight")
    bonuses = tuple(_bonus(chk, b, f"bonuses[{j}]") for j, b in enumerate(chk.seq(entry.get("bonuses", []), "bonuses")))
    abilities = tuple(_ability(chk, a, f"abilities[{j}]") for j, a in enumerate(chk.seq(entry.get("abilities", []), "abilities")))
    for j, ab in enumerate(abilities):
        if ab.trigger in MONSTER_TRIGGERS and kind not in ("monster", "guardian"):
            raise chk.fail(f"abilities[{j}].when", f"only a Monster has a {ab.trigger} effect")
    traits = tuple(_trait(chk, t, f"traits[{j}]") for j, t in enumerate(chk.seq(entry.get("traits", []), "traits")))
    passives = tuple(chk.one_of(p, battle_vocabulary.PASSIVES, f"passives[{j}]") for j, p in enumerate(chk.seq(entry.get("passives", []), "passives")))
    score = tuple(_score(chk, s, f"score[{j}]") for j, s in enumerate(chk.seq(entry.get("score", []), "score")))
    return CardDef(
        key=key, name=facts["name"], kind=kind, group=group, set=card_set,
        count=facts["count"], classes=classes, level=facts.get("level"), cost=facts.get("cost"),
        gold=facts.get("gold", 0), light=facts.get("light", 0), vp=facts.get("vp", 0),
        strength=facts.get("strength"), weight=facts.get("weight"), health=facts.get("health"),
        xp=facts.get("xp", 0), level_up_xp=facts.get("level_up_xp"), attack=facts.get("attack", 0),
        magic=facts.get("magic", 0), bonuses=bonuses, abilities=abilities, traits=traits,
        passives=passives, score=score, source=rel, picture=facts.get("picture", ""),
        category=facts.get("category"), gold_printed="gold" in facts,
    )


def _bonus(chk: _Checker, raw: Any, field: str) -> Bonus:
    d = chk.mapping(raw, field)
    chk.no_unknown(d, {"stat", "amount", "per", "when", "to"}, field)
    for f in ("stat", "amount"):
        if f not in d:
            raise chk.fail(f"{field}.{f}", "missing")
    stat = chk.one_of(d["stat"], battle_vocabulary.BONUS_STATS, f"{field}.stat")
    amount = chk.typed(d["amount"], int, f"{field}.amount")
    per = _counter(chk, d["per"], f"{field}.per") if "per" in d else None
    when = _conditions(chk, d["when"], f"{field}.when") if "when" in d else None
    if when and "defeated_in_rank" in when:  # it looks at the battle's outcome: for triggered abilities only
        raise chk.fail(f"{field}.when.defeated_in_rank", "a bonus cannot depend on the battle's outcome")
    to = _filter(chk, d["to"], f"{field}.to") if "to" in d else None
    if to is not None and stat not in ("attack", "magic"):
        raise chk.fail(f"{field}.to", "only attack and magic bonuses can be given to other cards")
    if stat == "magic_multiplier" and (amount < 2 or per is not None or to is not None):
        raise chk.fail(f"{field}.amount", "a magic_multiplier is a number of at least 2, with no per or to")
    return Bonus(stat, amount, per, when, to)


def _counter(chk: _Checker, raw: Any, field: str) -> dict:
    if isinstance(raw, str):
        raw = {raw: None}
    d = chk.mapping(raw, field)
    if len(d) != 1:
        raise chk.fail(field, "name exactly one counter")
    (name, arg), = d.items()
    chk.one_of(name, battle_vocabulary.COUNTERS, field)
    want = battle_vocabulary.COUNTERS[name]
    if want is dict:
        return {name: _filter(chk, arg, f"{field}.{name}")}
    if want is not None:
        chk.typed(arg, want, f"{field}.{name}")
        if want is int and arg < 1:
            raise chk.fail(f"{field}.{name}", "must be at least 1")
    return {name: arg}


def _conditions(chk: _Checker, raw: Any, field: str) -> dict:
    d = chk.mapping(raw, field)
    for name, arg in d.items():
        chk.one_of(name, battle_vocabulary.CONDITIONS, field)
        chk.typed(arg, battle_vocabulary.CONDITIONS[name], f"{field}.{name}")
        if battle_vocabulary.CONDITIONS[name] is dict:  # a card filter
            d[name] = _filter(chk, arg, f"{field}.{name}")
        if name == "any_of":  # alternatives, each a mapping of conditions
            if not arg:
                raise chk.fail(f"{field}.any_of", "name at least one set of conditions")
            d[name] = [_conditions(chk, sub, f"{field}.any_of[{j}]") for j, sub in enumerate(arg)]
        elif isinstance(arg, list):  # a list of classes (monster_class)
            if not arg:
                raise chk.fail(f"{field}.{name}", "name at least one class")
            for j, c in enumerate(arg):
                chk.typed(c, str, f"{field}.{name}[{j}]")
        if name == "place":
            chk.one_of(arg, ("village", "dungeon"), f"{field}.place")
    return dict(d)


def _filter(chk: _Checker, raw: Any, field: str) -> dict:
    d = chk.mapping(raw, field)
    chk.no_unknown(d, FILTER_KEYS, field)
    for k, v in d.items():
        chk.typed(v, FILTER_KEYS[k], f"{field}.{k}")
        if k in ("gold", "magic", "light"):
            chk.one_of(v, ("some", "none"), f"{field}.{k}")
        elif k in ("kind", "not_kind"):
            chk.one_of(v, KINDS, f"{field}.{k}")
        elif k == "class" and isinstance(v, list):
            if not v:
                raise chk.fail(f"{field}.class", "name at least one class")
            for j, c in enumerate(v):
                chk.typed(c, str, f"{field}.class[{j}]")
        elif k == "all_classes":
            if not v:
                raise chk.fail(f"{field}.all_classes", "name at least one class")
            for j, c in enumerate(v):
                chk.typed(c, str, f"{field}.all_classes[{j}]")
        elif k == "any_of":  # alternatives, each a filter (Advance: the Innkeeper's Villager or Hero)
            if len(v) < 2:
                raise chk.fail(f"{field}.any_of", "name at least two filters")
            for j, sub in enumerate(v):
                if isinstance(sub, dict) and "any_of" in sub:  # one level is enough, and keeps it finite
                    raise chk.fail(f"{field}.any_of[{j}].any_of", "alternatives cannot hold alternatives")
            d[k] = [_filter(chk, sub, f"{field}.any_of[{j}]") for j, sub in enumerate(v)]
        elif k == "without_attack":  # Advance: a Hero without Physical (Magic) Attack in the battle
            chk.one_of(v, ATTACK_KINDS, f"{field}.{k}")
    return dict(d)


def _ability(chk: _Checker, raw: Any, field: str) -> Ability:
    d = chk.mapping(raw, field)
    chk.no_unknown(d, {"when", "if", "repeat", "cost", "do"}, field)
    if "when" not in d:
        raise chk.fail(f"{field}.when", "missing")
    if "do" not in d:
        raise chk.fail(f"{field}.do", "missing")
    when = d["when"]
    places: tuple[str, ...] = ()
    moment = None
    if isinstance(when, dict):  # {trophy: village|dungeon} or {react: MOMENT}
        chk.mapping(when, f"{field}.when")
        if len(when) != 1:
            raise chk.fail(f"{field}.when", "name one of trophy or react, with its place or moment")
        (name, arg), = when.items()
        chk.one_of(name, ("trophy", "react"), f"{field}.when")
        if name == "trophy":
            trigger, places = "trophy", _trophy_places(chk, arg, f"{field}.when.trophy")
        else:
            trigger, moment = "react", chk.one_of(arg, REACT_MOMENTS, f"{field}.when.react")
    elif isinstance(when, list):
        places = tuple(chk.one_of(w, ("village", "dungeon"), f"{field}.when") for w in when)
        if not places:
            raise chk.fail(f"{field}.when", "name at least one place")
        trigger = "use"
    else:
        w = chk.one_of(when, TRIGGERS, f"{field}.when")
        trigger, places = ("use", (w,)) if w in ("village", "dungeon") else (w, ())
    repeat = chk.typed(d.get("repeat", False), bool, f"{field}.repeat")
    cost = _steps(chk, d.get("cost", []), f"{field}.cost")
    steps = _steps(chk, d["do"], f"{field}.do")
    if not steps:
        raise chk.fail(f"{field}.do", "an ability needs at least one step")
    condition = _conditions(chk, d["if"], f"{field}.if") if "if" in d else None
    if repeat and trigger in ("trophy", "react", "raid"):
        raise chk.fail(f"{field}.repeat", f"a {trigger} {'effect' if trigger != 'react' else 'ability'} "
                                          "happens once")
    return Ability(trigger, places, repeat, cost, steps, condition, moment)


def _steps(chk: _Checker, raw: Any, field: str, depth: int = 0) -> tuple[Step, ...]:
    if depth > 4:
        raise chk.fail(field, "steps nested too deeply")
    return tuple(_step(chk, s, f"{field}[{i}]", depth) for i, s in enumerate(chk.seq(raw, field)))


def _step(chk: _Checker, raw: Any, field: str, depth: int) -> Step:
    if isinstance(raw, str):
        raw = {raw: {}}
    d = chk.mapping(raw, field)
    if len(d) != 1:
        raise chk.fail(field, "a step is one verb, e.g. {draw: 1}")
    (name, arg), = d.items()
    public = {k: v for k, v in VERBS.items() if not k.startswith("_")}
    chk.one_of(name, public, field)
    v = VERBS[name]
    here = f"{field}.{name}"
    if arg is None and v.shorthand is None:
        arg = {}
    if not isinstance(arg, dict) or (v.shorthand and v.args.get(v.shorthand) is STEPS and isinstance(arg, list)):
        if v.shorthand is None:
            raise chk.fail(here, f"expected a mapping of {', '.join(v.args) or 'nothing'}")
        arg = {v.shorthand: arg}
    if arg is None:
        arg = {}
    chk.no_unknown(arg, v.args, here)
    for req in v.required + ((v.shorthand,) if v.shorthand else ()):
        if req not in arg:
            raise chk.fail(f"{here}.{req}", "missing")
    args: dict[str, Any] = {}
    for k, val in arg.items():
        typ = v.args[k]
        if typ is STEPS:
            args[k] = _steps(chk, val, f"{here}.{k}", depth + 1)
        elif k in FILTER_ARGS:
            args[k] = _filter(chk, val, f"{here}.{k}")
        elif k == "count" and isinstance(val, dict) and _accepts(typ, dict):
            d2 = chk.mapping(val, f"{here}.count")
            chk.no_unknown(d2, {"per", "times"}, f"{here}.count")
            if "per" not in d2:
                raise chk.fail(f"{here}.count.per", "missing")
            args[k] = {"per": _counter(chk, d2["per"], f"{here}.count.per")}
            if "times" in d2:  # {per: COUNTER, times: 2}: two for each one counted (Deep Wrecker)
                if chk.typed(d2["times"], int, f"{here}.count.times") < 1:
                    raise chk.fail(f"{here}.count.times", "must be at least 1")
                args[k]["times"] = d2["times"]
        elif k == "amount" and isinstance(val, dict) and _accepts(typ, dict):
            d2 = chk.mapping(val, f"{here}.amount")
            chk.no_unknown(d2, {"gold_of", "count_of", "plus", "per"}, f"{here}.amount")
            if "per" in d2:  # {per: COUNTER}: one per counted card (Gangland Thug)
                if len(d2) != 1:
                    raise chk.fail(f"{here}.amount", "per goes alone")
                args[k] = {"per": _counter(chk, d2["per"], f"{here}.amount.per")}
                continue
            if "count_of" in d2:  # one per card the effect discarded (see effects.choosing.tally)
                chk.one_of(d2["count_of"], ("discarded", "destroyed"), f"{here}.amount.count_of")
                if "plus" in d2:
                    raise chk.fail(f"{here}.amount.plus", "goes only with gold_of")
            else:
                chk.one_of(d2.get("gold_of"), ("chosen", "discarded"), f"{here}.amount.gold_of")
            if "plus" in d2:  # {gold_of: chosen, plus: 3}: the chosen card's gold value and 3 more
                chk.typed(d2["plus"], int, f"{here}.amount.plus")
            args[k] = dict(d2)
        elif (name, k) in WORD_CHOICES:  # a word from a verb's own short list
            args[k] = chk.one_of(val, WORD_CHOICES[(name, k)], f"{here}.{k}")
        elif k == "per" and isinstance(val, dict | str):  # a counter (battle_vocabulary.COUNTERS): gain_per
            args[k] = _counter(chk, val, f"{here}.per")
        elif k == "stat":
            args[k] = chk.one_of(val, ("attack", "magic", "light", "gold"), f"{here}.stat")
        elif k in ("most", "least", "keep_most"):  # a stat to rank cards by
            args[k] = chk.one_of(val, RANKING_STATS, f"{here}.{k}")
        elif k == "among":
            args[k] = chk.one_of(val, ("chosen",), f"{here}.among")
        elif k == "then" and name == "discard_deck_until":
            args[k] = chk.one_of(val, ("destroy", "hand", "discard"), f"{here}.then")
        else:
            args[k] = chk.typed(val, typ, f"{here}.{k}")
            if isinstance(args[k], int) and not isinstance(args[k], bool) and args[k] < 1 and (
                    k == "count" or (name, k) in POSITIVE_ARGS):
                raise chk.fail(f"{here}.{k}", "must be at least 1")
    return Step(name, args)


def _trait(chk: _Checker, raw: Any, field: str) -> Trait:
    if isinstance(raw, str):
        chk.one_of(raw, battle_vocabulary.TRAITS, field)
        if battle_vocabulary.TRAITS[raw] is not None:
            raise chk.fail(field, f"{raw} needs a value, e.g. {{{raw}: ...}}")
        return Trait(raw)
    d = chk.mapping(raw, field)
    if len(d) != 1:
        raise chk.fail(field, "a trait is one name, with a value if it takes one")
    (name, arg), = d.items()
    chk.one_of(name, battle_vocabulary.TRAITS, field)
    want = battle_vocabulary.TRAITS[name]
    if want is None:
        raise chk.fail(f"{field}.{name}", "takes no value")
    value = chk.typed(arg, want, f"{field}.{name}")
    if name == "health_bonus":
        return Trait(name, _health_bonus(chk, value, f"{field}.{name}"))
    if name == "fight_only_if":
        return Trait(name, _fight_only_if(chk, value, f"{field}.{name}"))
    if isinstance(value, list):  # a list of card classes, kept as a tuple (definitions never change)
        if not value:
            raise chk.fail(f"{field}.{name}", "name at least one class")
        value = tuple(chk.typed(v, str, f"{field}.{name}[{j}]") for j, v in enumerate(value))
    return Trait(name, value)


def _health_bonus(chk: _Checker, d: dict, field: str) -> dict:
    """{amount: N, per: COUNTER, when: CONDITIONS}: the monster's health grows by N (times the
    counter) while the conditions hold (engine.battle.health_bonus)."""
    chk.mapping(d, field)
    chk.no_unknown(d, {"amount", "per", "when"}, field)
    if "amount" not in d:
        raise chk.fail(f"{field}.amount", "missing")
    out: dict = {"amount": chk.typed(d["amount"], int, f"{field}.amount")}
    if out["amount"] < 1:
        raise chk.fail(f"{field}.amount", "must be at least 1")
    if "per" in d:
        out["per"] = _counter(chk, d["per"], f"{field}.per")
    if "when" in d:
        out["when"] = _conditions(chk, d["when"], f"{field}.when")
    return out


def _trophy_places(chk: _Checker, arg: Any, field: str) -> tuple[str, ...]:
    """Where a trophy works: `village`, `dungeon`, or both as a list (a trophy whose card names no
    place: Shrouded Cadaver, Necrophidius)."""
    if isinstance(arg, list):
        if not arg or len(set(arg)) != len(arg):
            raise chk.fail(field, "name village, dungeon or both, each once")
        return tuple(chk.one_of(p, ("village", "dungeon"), f"{field}[{j}]") for j, p in enumerate(arg))
    return (chk.one_of(arg, ("village", "dungeon"), field),)


def _fight_only_if(chk: _Checker, d: dict, field: str) -> dict:
    """{heroes_at_least: N} or {hero_level_at_least: N}: what the party needs present to fight the
    monster at all (engine.advance_monsters.fight_refused)."""
    chk.no_unknown(d, set(FIGHT_ONLY_IF), field)
    if len(d) != 1:
        raise chk.fail(field, f"name one of {', '.join(FIGHT_ONLY_IF)}")
    (name, n), = d.items()
    if chk.typed(n, int, f"{field}.{name}") < (1 if name == "heroes_at_least" else 0):
        raise chk.fail(f"{field}.{name}", "must be at least 1" if name == "heroes_at_least" else "must be at least 0")
    return {name: n}


def _score(chk: _Checker, raw: Any, field: str) -> ScoreBonus:
    d = chk.mapping(raw, field)
    chk.no_unknown(d, {"amount", "per_other", "if_others_have_more", "per_group", "max_each"}, field)
    if "amount" not in d:
        raise chk.fail(f"{field}.amount", "missing")
    amount = chk.typed(d["amount"], int, f"{field}.amount")
    if "per_group" in d:  # the Swarm, the Horde: worth `amount` per card of the group held, this one too
        if chk.typed(d["per_group"], bool, f"{field}.per_group") is not True:
            raise chk.fail(f"{field}.per_group", "write per_group: true, or leave it out")
        if "per_other" in d or "if_others_have_more" in d:
            raise chk.fail(field, "per_group goes without per_other and if_others_have_more")
        most = chk.typed(d["max_each"], int, f"{field}.max_each") if "max_each" in d else None
        if most is not None and most < 1:
            raise chk.fail(f"{field}.max_each", "must be at least 1")
        return ScoreBonus(amount, per_group=True, max_each=most)
    if "max_each" in d:
        raise chk.fail(f"{field}.max_each", "only with per_group")
    per = d.get("per_other")
    more = d.get("if_others_have_more")
    if (per is None) == (more is None):
        raise chk.fail(field, "give exactly one of per_other or if_others_have_more")
    kind = per if per is not None else more
    chk.one_of(kind, KINDS, f"{field}.{'per_other' if per is not None else 'if_others_have_more'}")
    return ScoreBonus(amount, per, more)
