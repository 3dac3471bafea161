"""Steps in words: the card text generator (game.catalog.text) builds on these."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.effects.registry import VERBS

if TYPE_CHECKING:
    from game.engine.cards import Step


_VERBS_3RD = {"draw", "gain", "destroy", "discard", "put", "look", "peek", "set", "rearrange", "reveal", "choose",
              "lose"}


_PRONOUNS_3RD = {"you": "they", "your": "their", "yours": "theirs"}


def in_third_person(text: str, plural: bool) -> str:
    """'discard a card from your hand' -> 'discards a card from their hand' (or 'discard ...'
    for a plural subject). Only the leading verb and second-person pronouns change."""
    if text.startswith("unless ") and ", " in text:  # 'unless you reveal a Spell, discard a card'
        cond, _, rest = text.partition(", ")       # -> 'discards a card unless they reveal a Spell'
        return f"{in_third_person(rest, plural)} {' '.join(_PRONOUNS_3RD.get(w, w) for w in cond.split(' '))}"
    words = text.split(" ")
    if words and words[0].lower() in _VERBS_3RD and not plural:
        w = words[0]
        words[0] = w + ("es" if w.endswith(("sh", "ch", "ss", "x")) else "s")
    elif words[:2] == ["you", "may"]:
        words = words[1:]
    words = [_PRONOUNS_3RD.get(w, w) for w in words]
    return " ".join(words)


def step_text(step: Step, when: str | None = None) -> str:
    """One step in words, with its timing in a battle (destroyed now, or once the battle ends)."""
    text = VERBS[step.verb].text(step.args)
    if when == "battle" and step.verb in ("destroy", "destroy_all", "destroy_all_but", "destroy_all_but_chosen",
                                          "reveal_random_card"):
        text += " before the attack is totalled" if step.args.get("now") else " once the battle is over"
    return text


def steps_text(steps: tuple[Step, ...] | list[Step], lower: bool = False, third_person: str | None = None,
               when: str | None = None) -> str:
    """Steps as one phrase: 'Draw 3 cards, then put 3 cards ...'. `lower` starts it in lower case
    (after a cost); `third_person` ('singular' or 'plural') words it for other players (nested in
    each_other_player / all_players); `when` is the ability's trigger, for battle timing."""
    parts = [step_text(s, when) for s in steps]
    if third_person:
        parts = [in_third_person(p[:1].lower() + p[1:], third_person == "plural") for p in parts]
        text = " and ".join(parts)
    elif any(("," in p or ";" in p) for p in parts[:-1]):
        text = ". Then ".join([parts[0]] + [p[:1].lower() + p[1:] for p in parts[1:]])
    else:
        rest = [p[:1].lower() + p[1:] for p in parts[1:]]
        text = ", ".join([parts[0]] + rest[:-1]) + (f", then {rest[-1]}" if rest else "")
    if not text:
        return text
    return text[:1].lower() + text[1:] if lower else text[:1].upper() + text[1:]


def each_text(prefix: str, plural: bool) -> Callable[[dict], str]:
    def text(a: dict) -> str:
        body = steps_text(a["steps"], lower=True, third_person="plural" if plural else "singular")
        # 'all players, unless they reveal a Cleric, gain a Disease' (Poison Gas Trap)
        return f"{prefix}, {body}" if body.startswith("unless ") else f"{prefix} {body}"
    return text
