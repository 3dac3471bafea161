"""The text the game shows for a card, generated from its structured data.

Nothing here is copied from printed cards: each bonus, ability, trait, passive rule and scoring
rule is worded from its fields. The wording of effect steps lives next to each verb in
game.engine.effects (VERBS[name].text, steps_text); the wording of traits, counters, conditions,
passives and triggers lives here, keyed by the names the engine defines in game.engine.battle, so a
new name without wording is caught by the tests.

    card_text(defn)   -> ['Magic Attack +1', 'Dungeon: Draw a card.', ...]   one line per item
    describe(defn)    -> 'Belzur Curate (Hero, level 1; Cleric). Cost 5, ... Dungeon: Draw a card.'
    steps_text(steps) -> 'Draw 3 cards, then put 3 cards from your hand on top of your deck ...'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from game.engine.cards import Ability, Bonus, CardDef, ScoreBonus, Step, Trait
from game.engine.effects import describe_filter
from game.engine.effects import steps_text as _engine_steps_text

__all__ = [
    "ability_text", "bonus_text", "card_text", "condition_text", "counter_text", "curse_words", "describe",
    "passive_text", "says_curse", "score_text", "steps_text", "trait_text",
    "CONDITION_TEXT", "COUNTER_TEXT", "PASSIVE_TEXT", "REACT_TEXT", "TRAIT_TEXT", "TRIGGER_TEXT",
]

STAT_NAMES = {"attack": "Attack", "magic": "Magic Attack", "light": "Light", "strength": "Strength"}

KIND_NAMES = {"hero": "Hero", "monster": "Monster", "village": "Village card", "thunderstone": "Thunderstone",
              "disease": "Disease", "trap": "Trap", "treasure": "Treasure", "guardian": "Guardian",
              "setting": "Setting", "curse": "Curse", "familiar": "Familiar", "special": "Special card"}
KIND_NAMES["thunderstone_bearer"] = "Thunderstone Bearer"  # Advance


def class_label(name: str) -> str:
    """A class as people read it: the card data's 'DarkEnchanted' is 'Dark Enchanted'."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name)


def _kind_plural(kind: str) -> str:
    return describe_filter({"kind": kind}, plural=True)


def _noun(flt: dict | None) -> str:
    """A filter's phrase without its article: 'Mercenary', 'card with a gold value'."""
    return describe_filter(flt).split(" ", 1)[1]


# --- monster traits (game.engine.battle_vocabulary.TRAITS) ----------------------------------------

def _light_trait(n: int) -> str:
    if n < 0:
        return f"Light {n}: you need {-n} more Light to fight it without a penalty."
    return f"Light +{n}: you need {n} less Light to fight it without a penalty."


def _half_without(what: str) -> str:
    need = {"magic": "some Magic Attack", "weapon": "an equipped Weapon"}.get(what, describe_filter({"class": what}))
    return f"Your total attack against it is halved unless you bring {need}."


def _forgone(classes: str | tuple | list) -> str:
    """Spell: 'after you used a Spell'; [Spell, Weapon]: 'after you used a Spell or equipped a Weapon'."""
    names = [classes] if isinstance(classes, str) else list(classes)
    deeds = [f"{'equipped' if c == 'Weapon' else 'used'} {describe_filter({'class': c})}" for c in names]
    return (f"It cannot be attacked after you {' or '.join(deeds)} this turn, and "
            f"{' or '.join(names)} cards add nothing against it.")


TRAIT_TEXT: dict[str, Callable[[Any], str]] = {
    "strength_at_least": lambda n: f"Heroes with Strength below {n} cannot attack it.",
    "unequipped_heroes_cannot_attack": lambda _: "Heroes without a Weapon cannot attack it.",
    "immune_edged": lambda _: "Edged Weapons add nothing against it.",
    "immune_spells": lambda _: "Spells add nothing against it.",
    "immune_unequipped_heroes": lambda _: "Heroes without a Weapon add nothing against it.",
    "magic_immunity": lambda _: "Magic Attack adds nothing against it.",
    "magic_attack_only": lambda _: "Magic Attack only counts against it.",
    "magic_attack_required": lambda _: "You need at least 1 Magic Attack to defeat it.",
    "half_magic_attack": lambda _: "Magic Attack is halved against it.",
    "half_attack_without": _half_without,
    "light": _light_trait,
    "light_penalty_unreducible": lambda _: "Light does not lower the penalty of its rank.",
    "must_be_defeated": lambda _: "It stays in the Hall until someone defeats it.",
    "cannot_attack_if_used": lambda c: _forgone(c),
    "heroes_required": lambda n: f"You cannot defeat it with fewer than {n} Heroes in your party.",
    "requires_used": lambda c: f"You cannot defeat it unless you used {describe_filter({'class': c})} this turn.",
    "double_health_unless_gold": lambda n: f"Its Health counts double unless your revealed cards hold {n} gold or more.",
    "light_is_global": lambda _: "Global: while in the Hall, its Light adds to every battle (none from a hand).",
    "global_rank_penalty_multiplier": lambda n: (
        "Global: the Light penalty of every rank is doubled." if n == 2 else
        f"Global: the Light penalty of every rank is multiplied by {n}."),
    "global_battle_effect_repeats": lambda n: (
        "Global: every Monster's Battle effects happen once more in each battle." if n == 1 else
        f"Global: every Monster's Battle effects happen {n} more times in each battle."),
    "global_only_in_rank0": lambda _: "Its Global effect works only while it is in Rank 0.",
    "cannot_attack_with_light_penalty": lambda _: "You cannot attack it at all while any light penalty remains.",
    "health_bonus": lambda b: _health_bonus_text(b),
    "global_protects": lambda c: (f"Global: while it is in the Dungeon Hall, no other {class_label(c)} "
                                  f"can be attacked."),
    "global_health_bonus": lambda n: f"Global: every other Monster has Health +{n}.",
    "global_must_be_defeated": lambda _: "Global: no Monster leaves the Hall until someone defeats it.",
    # Thunderstone Advance (game.engine.battle_advance, rules.advance_hall)
    "global_after_draw_discard": lambda _: ("Global: after a player uses an ability that drew at least one card, "
                                            "that player discards a card."),
    "moves_forward_after_village_visit": lambda _: ("After a player's Village turn, it changes places with the "
                                                    "Monster in front of it (never a Guardian)."),
    "global_other_battle_effects_repeat": lambda n: (
        "Global: every other Monster's Battle effects happen twice." if n == 1 else
        f"Global: every other Monster's Battle effects happen {n + 1} times."),
    "borrows_battle_effects": lambda _: "It has the Battle effects of every other Monster in the Hall too.",
    "holds_rank_while_deck_has_cards": lambda _: ("Global: while the Dungeon Deck holds cards, refilling the Hall "
                                                  "never moves it forward; the empty ranks in front of it are "
                                                  "filled instead."),
}
# Thunderstone Advance's monsters (game.engine.advance_monsters, effects.advance_monsters)
TRAIT_TEXT.update({
    "fight_only_if": lambda c: _fight_only_if_text(c),
    "immune_to": lambda cs: f"{' and '.join(class_label(c) for c in cs)} cards add nothing against it "
                            "(a Weapon counts with its Hero).",
    "defeat_all_of_class_in_hall": lambda c: (f"When you defeat it, you also defeat every other {class_label(c)} "
                                              "in the Dungeon Hall (no XP for those)."),
})


def _fight_only_if_text(c: dict) -> str:
    (name, n), = c.items()
    need = f"{n} or more Heroes are" if name == "heroes_at_least" else f"a Hero of level {n} or higher is"
    return f"It cannot be fought (not even lost to) unless {need} present."


def _health_bonus_text(b: dict) -> str:
    """'Battle: its Health grows by 3 per revealed Hero of level 2.'"""
    words = [f"Battle: its Health grows by {b['amount']}"]
    if b.get("per"):
        (name, arg), = b["per"].items()
        words.append(COUNTER_TEXT[name](None, arg))  # type: ignore[arg-type]  # monster counters ignore the card
    if b.get("when"):
        words.append(condition_text(b["when"]))
    return " ".join(words) + "."


def trait_text(trait: Trait) -> str:
    return TRAIT_TEXT[trait.name](trait.param)


# --- passive rules (game.engine.battle_vocabulary.PASSIVES) ---------------------------------------

PASSIVE_TEXT: dict[str, str] = {
    "protects_equipped_hero": "Keeps the Hero carrying it from being destroyed: that Hero is discarded instead.",
    "extra_weapon_slot": "The Hero carrying it can carry one more Weapon.",
    "redirects_opponent_effects": ("Reaction: reveal this Hero when an opponent's effect is aimed at you, "
                                   "and it turns back on the active player."),
    "effect_gains_count_when_idle": "Its own effects still count when it cannot attack.",
    "avoids_traps": "Reaction: reveal it from your hand to escape a Trap.",
    "prevents_battle_effect": ("When a Monster's Battle effect is about to affect you, you may destroy this card: "
                               "that effect passes you by."),
    "returns_to_deck_at_game_end": "When the game ends, this card and the cards under it go back into your deck.",
    "monsters_have_no_gold": "Global: in this game every Monster is worth no gold.",
    "saves_hero_from_battle": "You may destroy this card to keep one of your Heroes from being destroyed in a battle.",
    "gold_only_in_campaigns": "Its gold counts only in a campaign game, which this game does not offer.",
    "stand_in": ("Stand-in: when it enters the Dungeon Hall it is removed from the game and the top card of its "
                 "face-up stack takes its place."),
    "uses_special_diseases": "Its game uses the Special Disease deck.",
    "passes_diseases_on": ("On your turn, each Disease you would gain goes into another player's discard "
                           "pile instead (you choose whose)."),
    "ignores_light_penalties": "While it takes part in your battle, no light penalty counts against you.",
    "any_number_of_weapons": "This Hero can carry any number of Weapons, each no heavier than its Strength.",
    "returns_when_opponent_discards": "When another player's effect makes you discard it, it goes back to your hand.",
    "no_rest_or_prepare": "While it is in your hand, you cannot choose to Rest or to Prepare.",
}
PASSIVE_TEXT["defeated_to_any_player"] = "When you defeat it, you may put it into any player's discard pile."


# Thunderstone Advance's village cards (docs/advance.md section 18, group D)
PASSIVE_TEXT.update({
    "gives_magic_and_light_unequipped": "Even without a Hero carrying it, it gives its Magic Attack and Light.",
    "zeroes_wielder_attack": ("The Hero carrying it has Attack 0: it adds no Attack or Magic Attack of its own, "
                              "nor any other card gives it; this Weapon's bonus still counts."),
    "dwarf_carries_at_any_strength": "A Dwarf can carry it whatever its Strength, even 0.",
    "shields_hero_from_battle_effects": "No Battle effect of a Monster affects the Hero carrying it.",
    "second_purchase": ("When you buy it, you may buy a second card (once a turn: "
                        "a second one bought this turn gives no more)."),
})


def passive_text(name: str) -> str:
    return PASSIVE_TEXT[name]


# --- bonus counters and conditions (game.engine.battle_vocabulary.COUNTERS, CONDITIONS) -----------

def _level_of(defn: CardDef) -> str:
    return "this Hero" if defn.is_hero else "its Hero"


COUNTER_TEXT: dict[str, Callable[[CardDef, Any], str]] = {
    "hero_level": lambda d, _: f"for each level of {_level_of(d)}",
    "highest_hero_level": lambda d, _: "for each level of the highest-level Hero you reveal",
    "revealed": lambda d, flt: f"per revealed {_noun(flt)}",
    "other_revealed": lambda d, flt: f"per other revealed {_noun(flt)}",
    "gold_revealed": lambda d, n: f"per {n} gold revealed, rounded down",
    "played": lambda d, flt: f"per {_noun(flt)} you play this turn",
    "light_above_penalty": lambda d, _: "per point of Light left over once the light penalty is cancelled",
    "player_xp": lambda d, _: "per XP the attacking player has",
    "other_in_hall": lambda d, flt: f"per other {_noun(flt)} in the Dungeon Hall",
    "players": lambda d, _: "per player in the game",
}
COUNTER_TEXT["other_in_hall_health"] = lambda d, flt: f"per point of Health of each other {_noun(flt)} in the Dungeon Hall"


def counter_text(defn: CardDef, per: dict[str, Any]) -> str:
    (name, arg), = per.items()
    return COUNTER_TEXT[name](defn, arg)


CONDITION_TEXT: dict[str, Callable[[Any], str]] = {
    "rank_at_least": lambda n: f"against rank {n} or deeper",
    "rank_is": lambda n: f"against rank {n}",
    "equipped": lambda yes: "while equipped with a Weapon" if yes else "while it has no Weapon",
    "monster_class": lambda c: f"against {c if isinstance(c, str) else ' or '.join(c)} Monsters",
    "all_heroes_level_at_least": lambda n: f"if every Hero you reveal is level {n} or higher",
    "place": lambda p: f"in the {str(p).capitalize()}",
    "revealed": lambda flt: "while you reveal " + describe_filter(
        {"class": f"{flt['class']} card"} if set(flt) == {"class"} and isinstance(flt["class"], str) else flt),
    "equipped_to": lambda flt: f"if it is carried by {describe_filter(flt or {'kind': 'hero'})}",
    "used_ability_of": lambda flt: f"if you have used {describe_filter(flt)} this turn",
    "used_of": lambda flt: f"if you have used {describe_filter(flt)} this turn",
    "this_used": lambda yes: "if you used this card this turn" if yes else "if you did not use this card this turn",
    "all_heroes_strength_below": lambda n: f"if none of your Heroes has Strength {n} or more",
    "defeated_monster": lambda yes: "if you defeated a Monster this turn" if yes else "if you defeated no Monster this turn",
    "has_cards_under": lambda yes: "if a card is under it" if yes else "if no card is under it",
    "defeated_vp_at_least": lambda n: f"if that Monster is worth {n} VP or more",
    "equipped_with": lambda c: f"while it carries {describe_filter({'class': c})} Weapon",
    "defeated_in_rank": lambda n: f"if it attacked and you defeated the Monster in rank {n}",
    "hero_strength_at_least": lambda n: f"while its Hero has Strength {n} or more",
    "defeated_vp_below": lambda n: f"if you defeated a Monster worth less than {n} VP in battle this turn",
    "other_in_hall": lambda flt: f"while another {_noun(flt)} is in the Dungeon Hall",
    "any_of": lambda alts: " or ".join(condition_text(a) for a in alts),
    "revealed_same_class_monster": lambda yes: ("if you reveal a Monster sharing a class with the one you attack"
                                                if yes else "unless you reveal a Monster sharing a class with "
                                                "the one you attack"),
    "none_revealed": lambda flt: f"while you reveal no {describe_filter(flt).split(' ', 1)[1]}",
    "gold_revealed_at_least": lambda n: f"while your revealed cards hold {n} gold or more",
    "dark": lambda v: "while darkness remains in the battle (light does not cancel it)" if v else
                      "while no darkness remains in the battle",
    "monster_vp_above_strength": lambda v: "against a Monster worth more VP than this Hero's Strength" if v else
                                           "against a Monster worth no more VP than this Hero's Strength",
    "first_ability": lambda v: "if it is the first ability you use this turn" if v else
                               "if you have already used an ability this turn",
    "xp_at_least": lambda n: f"while you have at least {n} XP (they are not spent)",
    "battle_won": lambda v: "if you defeated it" if v else "if you did not defeat it",
}
CONDITION_TEXT.update({  # Advance: how far the battle's total beat the monster's Health
    "margin_below": lambda n: f"if your total attack did not beat its Health by {n} or more",
    "margin_at_least": lambda n: f"if you defeat it with {n} or more attack beyond its Health",
})


def condition_text(when: dict[str, Any] | None) -> str:
    return " ".join(CONDITION_TEXT[name](arg) for name, arg in (when or {}).items())


# --- bonuses -------------------------------------------------------------------------------------

def bonus_text(defn: CardDef, bonus: Bonus) -> str:
    """'Attack +2 against rank 2 or deeper', 'Magic Attack +1 for each full 2 gold ...'."""
    n = bonus.amount
    if bonus.to is not None:  # given to each other revealed card of a kind
        # a Hero giving to Heroes of no class of their own gives to the others only (Clan Sergeant)
        other = "other " if defn.is_hero and bonus.to.get("kind") == "hero" and not {"class", "not_class"} & set(bonus.to) else ""
        head = f"Each {other}{_noun(bonus.to)} you reveal gains {STAT_NAMES[bonus.stat]} {n:+d}"
    elif bonus.stat == "magic_multiplier":
        head = f"Total Magic Attack x{n}, after all other bonuses"
    elif bonus.stat == "attack_or_magic":
        head = f"Attack or Magic Attack {n:+d}, whichever costs you less"
    elif bonus.stat == "cannot_attack":
        head = "This Hero cannot attack"
    elif bonus.stat == "gold":
        head = f"{n:+d} gold"
    elif bonus.stat == "strength" and not defn.is_hero:
        head = f"Strength {n:+d} for the Hero carrying it"
    else:
        head = f"{STAT_NAMES[bonus.stat]} {n:+d}"
    words = [head]
    if bonus.per:
        words.append(counter_text(defn, bonus.per))
    if bonus.when:
        words.append(condition_text(bonus.when))
    return " ".join(words)


# --- abilities -----------------------------------------------------------------------------------

TRIGGER_TEXT: dict[str, str] = {
    "village": "Village",
    "dungeon": "Dungeon",
    "spoils": "Spoils",
    "battle": "Battle",
    "breach": "Breach",
    "monster_defeated": "While this is in the Hall, each time another Monster is defeated",
    "end_of_battle": "At the end of the battle",
    "end_of_turn": "At the end of your turn",
    "trap": "When revealed",
    "you_defeat_monster": "When you defeat a Monster",
    "anyone_defeats_monster": "When any player defeats a Monster",
    "start_of_turn_in_rank0": "While it is in Rank 0, at the start of every player's turn",
    "entering_dungeon": "Must be revealed when you enter the Dungeon",
    "visiting_village": "Must be revealed when you visit the Village",
    "equipped": "Each time it is equipped",
    "rank0_end_of_turn": "While it is in Rank 0, at the end of each player's turn",
    # Thunderstone Advance (game.engine.rules.advance_triggers)
    "raid": "Raid (when it is placed in the Dungeon Hall)",
    "trophy": "Trophy",  # with its place: 'Trophy, in the Dungeon'
    "react": "React",  # with its moment: 'React, after any player loses a battle'
    "aftermath": "Aftermath",  # Advance: once the battle is decided, won or lost
}

# when a React ability may be used (loader.REACT_MOMENTS)
REACT_TEXT: dict[str, str] = {
    "lost_battle": "after any player, you too, loses a battle",
}


def steps_text(steps: tuple[Step, ...] | list[Step], lower: bool = False, when: str | None = None) -> str:
    """Steps in words (the engine's per-verb wording joined into one phrase, no final stop)."""
    return _engine_steps_text(steps, lower=lower, when=when)


def says_curse(defn: CardDef) -> bool:
    """An Advance card says 'curse' where a Classic one says 'Disease': its game's Disease deck is the
    curses (Towers of Ruin rulebook: Flüche; a curse still carries the Disease keyword)."""
    from game.engine.sets import edition

    return edition(defn.set) == "advance"


_DISEASE_WORD = re.compile(r"\bDisease(s?)\b")


def curse_words(text: str) -> str:
    """The same text with 'curse' for 'Disease' (capitalised only to open a sentence)."""
    def word(m: re.Match) -> str:
        before = text[:m.start()].rstrip()
        return ("Curse" if not before or before.endswith((".", "!", "?")) else "curse") + m.group(1)

    return _DISEASE_WORD.sub(word, text)


def ability_text(ability: Ability, immediate: bool = False, curses: bool = False) -> str:
    """'Village: Destroy a Disease: gain 2 gold.', 'Battle: Gain 2 Diseases, then ...'. `immediate`: a
    card whose battle destroys at once (an Advance monster), so no timing is worded. `curses`: an
    Advance card's wording (says_curse)."""
    text = _ability_text(ability, immediate)
    return curse_words(text) if curses else text


def _ability_text(ability: Ability, immediate: bool) -> str:
    if ability.trigger == "use":
        label = " or ".join(TRIGGER_TEXT[p] for p in ability.places)
        when = ability.places[0] if len(ability.places) == 1 else None
    elif ability.trigger == "trophy":  # mandatory unless it has a cost (rules.advance_triggers)
        label = "Trophy, in the " + " or ".join(p.capitalize() for p in ability.places)
        when = ability.places[0] if len(ability.places) == 1 else None
        if not ability.cost:
            label += " (must be used)"
    elif ability.trigger == "react":
        label, when = f"React, {REACT_TEXT[ability.moment or '']}", None
    else:
        label, when = TRIGGER_TEXT[ability.trigger], ability.trigger
        if immediate and when == "battle":
            when = None
    if ability.repeat:
        label += " (any number of times)"
    if ability.condition:  # 'Dungeon, if it is carried by a Wizard and you have used a Spell this turn'
        conds = [CONDITION_TEXT[name](arg) for name, arg in ability.condition.items()]
        label += ", " + " and ".join([conds[0]] + [c.removeprefix("if ") for c in conds[1:]])
    body = steps_text(ability.steps, lower=bool(ability.cost), when=when)
    if ability.cost:
        body = f"{steps_text(ability.cost)}: {body}"
    if ability.trigger == "monster_defeated":
        return f"{label}, {body[:1].lower() + body[1:]}."
    if ability.trigger == "rank0_end_of_turn":  # the player whose turn ends does it (Dark Champion)
        return f"{label}, that player must {body[:1].lower() + body[1:]}."
    return f"{label}: {body}."


# --- scoring -------------------------------------------------------------------------------------

def score_text(score: ScoreBonus) -> str:
    if score.per_group:
        cap = f" (at most {score.max_each} each)" if score.max_each else ""
        return (f"Game end: {score.amount} VP for each card of its group you own, this one too{cap}; "
                "no VP during the game.")
    if score.per_other:
        noun = describe_filter({"kind": score.per_other}).split(" ", 1)[1]
        return f"Game end: +{score.amount} VP for each other {noun} you own."
    more = _kind_plural(score.if_others_have_more or "")
    return f"Game end: +{score.amount} VP if every other player owns more {more} than you."


# --- the whole card ------------------------------------------------------------------------------

def card_text(defn: CardDef) -> list[str]:
    """One line per printed attack value, bonus, trait, passive rule, ability and scoring rule."""
    lines: list[str] = []
    if defn.attack:
        lines.append(f"Attack {defn.attack:+d}")
    if defn.magic:
        lines.append(f"Magic Attack {defn.magic:+d}")
    lines += [bonus_text(defn, b) for b in defn.bonuses]
    lines += [trait_text(t) for t in defn.traits]
    lines += [passive_text(p) for p in defn.passives]
    from game.engine.rules.aftermath import is_classic  # an Advance card's battle destroys at once

    lines += [ability_text(a, immediate=not is_classic(defn)) for a in defn.abilities]
    lines += [score_text(s) for s in defn.score]
    return [curse_words(line) for line in lines] if says_curse(defn) else lines


def _stats(defn: CardDef) -> list[str]:
    out = []
    if defn.cost is not None:
        out.append(f"cost {defn.cost}")
    if defn.gold or defn.gold_printed:  # a printed 0 is a gold value; none printed is no value
        out.append(f"gold {defn.gold}")
    if defn.light:
        out.append(f"light {defn.light:+d}")
    if defn.strength is not None:
        out.append(f"strength {defn.strength}")
    if defn.weight is not None:
        out.append(f"weight {defn.weight}")
    if defn.health is not None:
        out.append(f"health {defn.health}")
    if defn.xp:
        out.append(f"{defn.xp} XP")
    if defn.vp:
        out.append(f"{defn.vp} VP")
    if defn.level_up_xp is not None:
        out.append(f"levels up for {defn.level_up_xp} XP")
    return out


def describe(defn: CardDef) -> str:
    """One paragraph: what the card is, its numbers, then its text."""
    what = KIND_NAMES.get(defn.kind, defn.kind)
    if defn.is_hero and defn.level is not None:
        what += f", level {defn.level}"
    if defn.category is not None:  # Advance: the village slot it lies on
        what += f", {defn.category}"
    classes = [class_label(c) for c in defn.classes if c not in (KIND_NAMES.get(defn.kind), "Hero")]
    if classes:
        what += "; " + ", ".join(classes)
    copies = "1 copy" if defn.count == 1 else f"{defn.count} copies"
    stats = _stats(defn)
    parts = [f"{defn.name} ({what}; {copies})."]
    if stats:
        parts.append(stats[0][:1].upper() + ", ".join(stats)[1:] + ".")
    for line in card_text(defn):
        parts.append(line if line.endswith((".", "!", "?")) else line + ".")
    return " ".join(parts)
