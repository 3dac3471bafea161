"""A choice between steps: the player does one of them (Banish: return a monster or rearrange the
hall; Redblade Assassin: each other player discards a Hero or two cards)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from game.engine.effects.registry import STEPS, VERBS, Ask, verb
from game.engine.effects.wording import step_text
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.cards import Step
    from game.engine.game import Game


def _doable(game: Game, frame: Frame, step: Step, count: int | None = None) -> bool:
    v = VERBS[step.verb]
    if v.feasible is None:
        return True
    args = step.args if count is None else {**step.args, "count": count}
    return v.feasible(game, frame.player, frame.source, args, frame.context)


def options_now(game: Game, frame: Frame, steps: tuple[Step, ...]) -> list[Step]:
    """The steps the player can carry out in full; when none can, those they can carry out in part
    (two cards to discard from a hand of one: that one)."""
    full = [s for s in steps if _doable(game, frame, s)]
    return full or [s for s in steps if _doable(game, frame, s, count=1)]


def label(step: Step) -> str:
    """The step in words, up to its first ';'."""
    text = step_text(step).split(";")[0].strip()
    return text[len("you may "):] if text.lower().startswith("you may ") else text


def token(step: Step) -> str:
    """What the player picks: the label as one word ('discard_a_hero'), so that an action's text form
    (`choose discard_a_hero`, in saves) holds it; the table shows it as words again."""
    return re.sub(r"[^a-z0-9]+", "_", label(step).lower()).strip("_")


def _one_of_text(a: dict) -> str:
    text = "choose one: " + ", or ".join(label(s)[:1].lower() + label(s)[1:] for s in a["steps"])
    return text + " (either, as far as it can be done)" if a.get("in_part") else text


# `in_part`: every step is offered, each carried out as far as it goes (Advance: Blazing Grimalkin)
@verb("one_of", {"steps": STEPS, "in_part": bool}, shorthand="steps", required=("steps",), text=_one_of_text)
def _one_of(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The player picks one of the steps they can do (asked only when there is a real choice), and
    it runs here, in this frame, so what it tallies counts for the steps after it."""
    steps: tuple[Step, ...] = args["steps"]
    if "one_of" not in frame.vars:
        offered = list(steps) if args.get("in_part") else options_now(game, frame, steps)
        if not offered:
            return None
        names = [token(s) for s in offered]
        if len(offered) > 1 and len(set(names)) == len(names) and answer is None:
            text = "Choose one: " + ", or ".join(label(s)[:1].lower() + label(s)[1:] for s in offered) + "."
            return Ask(frame.player, "option", "one_of", text, names, 1, 1, frame.source)
        pick = offered[names.index(answer[0])] if answer else offered[0]
        frame.vars["one_of"] = steps.index(pick)
        answer = None
    step = steps[frame.vars["one_of"]]
    ask = VERBS[step.verb].run(game, frame, step.args, answer)
    if ask is None:
        del frame.vars["one_of"]
    return ask
