"""Card filters: which cards a step may pick, and their wording ('a Food', 'Heroes without an Edged Weapon')."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.engine.cards import CardDef
    from game.engine.game import Game


FILTER_KEYS = {"kind": str, "class": (str, list), "not_class": str, "gold": str,
               "equipped_with": str, "not_equipped_with": str, "level_at_least": int, "group": str,
               "strength_at_most": int, "vp_at_most": int, "gold_at_least": int,
               "not_kind": str, "attacking": bool, "all_classes": list,
               "magic": str, "light": str, "vp_at_least": int, "level": int,
               "level_at_most": int,
               "equipped": bool}  # a Weapon equipped to a Hero now (Advance: Blackflock Conniver)
FILTER_KEYS["any_of"] = list  # Advance: a card matching any of these filters (Innkeeper: a Villager or a Hero)
# Advance's monsters: a Hero's Strength now, at least; a Hero without Physical (Magic) Attack in this
# battle, its Weapons' included (Ettin glossary)
FILTER_KEYS.update({"strength_at_least": int, "without_attack": str})


# the keys that read a card's definition alone: the same answer wherever the card lies, whatever
# the turn (the bots read them from the definitions of a deck, game/ai/values.py)
DEFINITION_KEYS = frozenset({"kind", "not_kind", "class", "not_class", "all_classes", "level_at_least",
                             "level_at_most", "level", "group", "vp_at_most", "vp_at_least", "magic", "light"})


def matches(game: Game, card: int, flt: dict[str, Any] | None) -> bool:
    if not flt:
        return True
    d = game.defn(card)
    for key, want in flt.items():
        if key in DEFINITION_KEYS:
            if not definition_matches(d, key, want):
                return False
        elif key == "gold":  # Classic: gold above 0; Advance: a printed gold value, 0 included
            has = game.ruleset.has_gold_value(game, card)
            if (want == "some") != has:
                return False
        elif key in ("equipped_with", "not_equipped_with"):
            t = game.state.turn
            has = any(h == card and want in game.defn(w).classes for w, h in t.equipment.items())
            if has != (key == "equipped_with"):
                return False
        elif key == "strength_at_most":  # a hero's strength now (battle effects included)
            if not d.is_hero or stat_value(game, card, "strength") > want:
                return False
        elif key == "gold_at_least":
            if game.card_gold(card) < want:
                return False
        elif key == "equipped":  # a Weapon equipped to a Hero now
            if (card in game.state.turn.equipment) != want:
                return False
        elif key == "any_of":  # one of several filters (a Villager or a Hero)
            if not any(matches(game, card, sub) for sub in want):
                return False
        elif key in ADVANCE_KEYS:
            if not _advance_match(game, card, d, key, want):
                return False
        elif key == "attacking":  # a hero that attacks the monster of this turn's battle
            t = game.state.turn
            attacks = d.is_hero and t.target is not None and card not in game.breakdown(
                t.target, t.target_rank).idle_heroes
            if attacks != bool(want):
                return False
    return True


def definition_matches(d: CardDef, key: str, want: Any) -> bool:
    """Whether a card definition meets one of the DEFINITION_KEYS of a filter."""
    if key == "kind":
        if want == "hero":
            return d.is_hero
        if want == "monster":
            return d.is_monster
        if want == "disease":  # an Advance curse is a Disease too
            return d.is_disease
        return d.kind == want
    if key == "not_kind":
        return not definition_matches(d, "kind", want)
    if key == "class":
        wanted = [want] if isinstance(want, str) else want
        return any(w in d.classes for w in wanted)
    if key == "not_class":
        return want not in d.classes
    if key == "all_classes":  # every one of them: a Light Item is an Item of the Light class
        return all(w in d.classes for w in want)
    if key == "level_at_least":
        return d.hero_level >= want
    if key == "level_at_most":  # a Hero of this level or lower: a Regular is level 0 (Whetmage Honer)
        return d.is_hero and d.hero_level <= want
    if key == "level":  # a Hero of exactly this level (Militia are level 0)
        return d.is_hero and d.hero_level == want
    if key == "group":  # a hero type or village stack, by its group key
        return d.group == want
    if key == "vp_at_most":  # a printed VP: the Swarm and the Horde have none (rulebook: The Swarm)
        return d.has_printed_vp and d.vp <= want
    if key == "vp_at_least":
        return d.has_printed_vp and d.vp >= want
    if key in ("magic", "light"):  # gives Magic Attack (Light): Selurin Magician, Chalice Defender
        return gives(d, key) == (want == "some")
    raise KeyError(f"{key!r} reads more than the card's definition")


ADVANCE_KEYS = ("strength_at_least", "without_attack")
ATTACK_KINDS = {"physical": "attack", "magic": "magic"}  # without_attack: which attack value


def _advance_match(game: Game, card: int, d: Any, key: str, want: Any) -> bool:
    if key == "strength_at_least":  # a hero's strength now (battle effects included): Decayed Heartwood
        return d.is_hero and stat_value(game, card, "strength") >= want
    # without_attack: a Hero whose Physical (Magic) Attack, its Weapons' included, is 0 in this battle
    return d.is_hero and attack_of_kind(game, card, ATTACK_KINDS[want]) <= 0


def attack_of_kind(game: Game, card: int, kind: str) -> int:
    """A Hero's Physical ('attack') or Magic ('magic') Attack with its Weapons', as this turn's battle
    counts them (the breakdown's lines); outside a battle, what the card itself gives (rulebook
    glossary: Ettin: whatever gives the Hero both kinds, a Weapon, an ability, a trait, spares it)."""
    t = game.state.turn
    if t.target is None or t.target_rank is None:
        return 1 if gives(game.defn(card), kind) else 0
    weapons = {w for w, h in t.equipment.items() if h == card}
    lines = game.breakdown(t.target, t.target_rank).lines
    return sum(getattr(x, kind) for x in lines if x.card == card or x.card in weapons)


def gives(d: Any, stat: str) -> bool:
    """Whether a card gives some Magic Attack (or Light) of its own: printed, by a bonus of its own,
    or by an ability that gains it (a Spell 'with a Magic Attack bonus': Selurin glossary)."""
    if getattr(d, stat) > 0:
        return True
    if any(b.stat == stat and b.amount > 0 and b.to is None for b in d.bonuses):
        return True
    return any(s.verb == "gain" and s.args.get("stat") == stat and not (isinstance(s.args.get("amount"), int)
                                                                       and s.args["amount"] <= 0)
               for ab in d.abilities for s in ab.steps)


RANKING_STATS = ("strength", "weight", "gold", "vp", "total_attack")  # what `most` / `least` compare


def stat_value(game: Game, card: int, stat: str) -> int:
    """A card's strength (a hero's current strength, weapons and effects included, while in a
    hand), weight, gold value or victory points."""
    d = game.defn(card)
    if stat == "strength":
        where = game.state.loc.get(card, "")
        if d.is_hero and where.endswith(".hand"):
            from game.engine.battle import hero_strengths
            return hero_strengths(game, list(game.state.zone(where)))[0].get(card, 0)
        return d.strength or 0
    if stat == "weight":
        if d.is_weapon:
            from game.engine.turn_modifiers import weapon_weight
            return weapon_weight(game, card)  # 0 after Magical Aura
        return d.weight or 0
    if stat == "gold":
        return game.card_gold(card)
    if stat == "vp":
        return d.vp
    if stat == "total_attack":
        return total_attack(game, card)
    raise KeyError(f"unknown stat {stat}")


def total_attack(game: Game, card: int) -> int:
    """A Hero's Total Attack Value: its Attack and Magic Attack with its Weapons', as they count in
    this turn's battle (the breakdown's lines, after the monster's traits); before a battle, or
    for a card not in it, its printed Attack and Magic Attack."""
    t = game.state.turn
    d = game.defn(card)
    if t.target is None or t.target_rank is None:
        return d.attack + d.magic
    weapons = {w for w, h in t.equipment.items() if h == card}
    lines = game.breakdown(t.target, t.target_rank).lines
    return sum(x.attack + x.magic for x in lines if x.card == card or x.card in weapons)


def describe_filter(flt: dict[str, Any] | None, plural: bool = False) -> str:
    """'a Food', 'a card without gold value', 'Heroes without an Edged Weapon'."""
    flt = flt or {}
    noun = "card"
    if "all_classes" in flt:  # [Light, Item]: 'a Light Item'
        noun = " ".join(flt["all_classes"])
        if "class" in flt:  # with any of these classes too: 'a Magic Item or Magic Weapon'
            want = [flt["class"]] if isinstance(flt["class"], str) else flt["class"]
            noun = " or ".join(f"{noun} {w}" for w in want)
    elif "class" in flt:
        want = flt["class"]
        noun = want if isinstance(want, str) else " or ".join(want)
        noun = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", noun)  # the class EvilDruid: 'an Evil Druid'
    elif "group" in flt:
        noun = str(flt["group"]).replace("_", " ").title()
    elif "any_of" in flt:  # 'a Villager or Hero'
        noun = " or ".join(noun_of(sub) for sub in flt["any_of"])
    elif flt.get("kind") == "hero":
        noun = "Hero"
    elif flt.get("kind") == "monster":
        noun = "Monster"
    elif flt.get("kind") == "disease":
        noun = "Disease"
    elif "kind" in flt:
        noun = {"village": "Village card"}.get(flt["kind"], str(flt["kind"]).capitalize())
    if plural:
        noun = " or ".join(plural_of(n) for n in noun.split(" or "))
    words = [noun]
    if "not_class" in flt:
        words.insert(0, f"non-{flt['not_class']}")
    if "not_kind" in flt:
        words.insert(0, "non-" + noun_of({"kind": flt["not_kind"]}))
    if "attacking" in flt:
        words.insert(0, "attacking" if flt["attacking"] else "non-attacking")
    if "equipped" in flt:
        words.insert(0, "equipped" if flt["equipped"] else "unequipped")
    if flt.get("gold") == "none":
        words.append("without a gold value")
    elif flt.get("gold") == "some":
        words.append("with a gold value")
    if "level_at_least" in flt:
        words.append(f"of level {flt['level_at_least']} or higher")
    if "level" in flt:
        words.append(f"of level {flt['level']}")
    if "level_at_most" in flt:
        words.append(f"of level {flt['level_at_most']} or lower")
    if "strength_at_most" in flt:
        words.append(f"of Strength {flt['strength_at_most']} or lower")
    if "strength_at_least" in flt:
        words.append(f"of Strength {flt['strength_at_least']} or higher")
    if "without_attack" in flt:
        words.append("without " + ("Physical Attack" if flt["without_attack"] == "physical" else "Magic Attack"))
    if "magic" in flt:
        words.append("with a Magic Attack bonus" if flt["magic"] == "some" else "without a Magic Attack bonus")
    if "light" in flt:
        gives_word = "give" if plural else "gives"
        words.append(f"that {gives_word} Light" if flt["light"] == "some" else f"that {gives_word} no Light")
    if "vp_at_least" in flt and "vp_at_most" in flt:
        words.append(f"worth {flt['vp_at_least']} to {flt['vp_at_most']} VP")
    elif "vp_at_least" in flt:
        words.append(f"worth {flt['vp_at_least']} VP or more")
    elif "vp_at_most" in flt:
        words.append(f"worth {flt['vp_at_most']} VP or less")
    if "gold_at_least" in flt:
        words.append(f"with a gold value of {flt['gold_at_least']} or more")
    if "not_equipped_with" in flt:
        words.append(f"without {_weapon_words(flt['not_equipped_with'])}")
    if "equipped_with" in flt:
        words.append(f"with {_weapon_words(flt['equipped_with'])}")
    phrase = " ".join(_joined_withouts(words))
    if plural:
        return phrase
    return f"{with_article(phrase)}"


def _joined_withouts(words: list[str]) -> list[str]:
    """'without a Magic Attack bonus', 'without a Weapon' -> 'without a Magic Attack bonus or a
    Weapon' (neither one nor the other)."""
    out: list[str] = []
    for w in words:
        if out and w.startswith("without ") and out[-1].startswith("without "):
            out[-1] += " or " + w.removeprefix("without ")
        else:
            out.append(w)
    return out


def _weapon_words(cls: str) -> str:
    """'an Edged Weapon', and for the class Weapon itself 'a Weapon'."""
    return "a Weapon" if cls == "Weapon" else f"{with_article(cls)} Weapon"


def with_article(phrase: str) -> str:
    """'an Edged', 'a Food'."""
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


_PLURALS = {"Hero": "Heroes", "Militia": "Militia", "Thief": "Thieves", "Undead": "Undead",
            "Food": "Food", "Dwarf": "Dwarves", "Elf": "Elves", "Ooze": "Oozes"}


def plural_of(noun: str) -> str:
    if noun in _PLURALS:
        return _PLURALS[noun]
    return noun + ("es" if noun.endswith(("ch", "sh", "ss", "x")) else "s")


def noun_of(flt: dict | None) -> str:
    """The filter's phrase without its article: 'Disease', 'Mercenary'."""
    return describe_filter(flt).split(" ", 1)[1]


def candidates(game: Game, player: int, source: int | None, flt: dict | None, context: str,
               this_too: bool = False) -> list[int]:
    """Cards in a player's hand an effect may pick. While preparing (village or dungeon), cards
    already used for an effect, and the card doing it, cannot be picked (rulebook: Dungeon
    Effects; Scout and Burnt Offering glossary), unless the card picks itself (`this_too`: Advance's
    Innkeeper); Advance's Spoils may pick used cards (Karten zerstören: the rule stops no Spoils). In
    battle, doomed cards are already gone, and a Hero a Pike shields is no Battle effect's to pick."""
    t = game.state.turn
    hand = game.state.players[player].hand
    out = []
    used = {c for c, _ in t.used} if player == game.state.active else set()
    spares_curses = source is not None and game.defn(source).is_monster and not names_curses(flt)
    preparing = ("village", "dungeon") if game.ruleset.SPOILS_PICK_USED else ("village", "dungeon", "spoils")
    for c in hand:
        if spares_curses and game.defn(c).kind == "curse":  # Advance rulebook: Flüche
            continue
        if c == source and context in ("village", "dungeon", "spoils") and not this_too:
            continue
        if c in used and context in preparing and not (this_too and c == source):
            continue
        if c in t.doomed:
            continue
        if context == "battle" and t.equipment and _shielded(game, c, context):
            continue
        if matches(game, c, flt):
            out.append(c)
    return out


def names_curses(flt: dict | None) -> bool:
    """The filter names Diseases or curses: only such a monster effect can touch a curse (Towers of
    Ruin rulebook: Flüche; a curse is a Disease)."""
    if not flt:
        return False
    classes = flt.get("class")
    classes = [classes] if isinstance(classes, str) else (classes or [])
    return flt.get("kind") in ("disease", "curse") or bool({"Disease", "Curse"} & set(classes))
def _shielded(game: Game, card: int, context: str) -> bool:
    from game.engine.rules.advance_village import shielded

    return shielded(game, card, context)
