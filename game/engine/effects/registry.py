"""The verb registry: how a verb is declared, and how a step runs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.cards import Step
    from game.engine.game import Game

    Procedure = Callable[[Game, Frame, "tuple | None"], "Ask | None"]  # a named step of the rules


@dataclass
class Ask:
    player: int
    kind: str
    reason: str
    text: str
    options: list[Any]
    min: int = 1
    max: int = 1
    source: int | None = None


@dataclass
class Verb:
    name: str
    run: Callable[[Game, Frame, dict, tuple | None], Ask | None]
    args: dict[str, Any] = field(default_factory=dict)  # name -> type or (type, default)
    shorthand: str | None = None  # `{verb: value}` means `{verb: {shorthand: value}}`
    text: Callable[[dict], str] = lambda a: ""
    feasible: Callable[[Game, int, int | None, dict, str], bool] | None = None
    required: tuple[str, ...] = ()


VERBS: dict[str, Verb] = {}

# the rules' named procedures, which the step `_call` runs (game.engine.rules.procedures registers
# them: the rules sit above the effects, so the effects look them up here instead of importing them)
PROCEDURES: dict[str, Procedure] = {}


STEPS = "steps"  # argument type marker: a nested list of steps


MONSTER_CONTEXTS = ("battle", "breach", "global", "monster_spoils", "trap")  # a trap's too: no one's effect


FILTER_ARGS = ("filter", "give", "destroy")


def verb(name: str, args: dict[str, Any] | None = None, shorthand: str | None = None,
         text: Callable[[dict], str] | None = None, feasible: Callable | None = None,
         required: tuple[str, ...] = ()) -> Callable:
    def register(fn: Callable) -> Callable:
        VERBS[name] = Verb(name, fn, args or {}, shorthand, text or (lambda a: name), feasible, required)
        return fn
    return register


def run_step(game: Game, frame: Frame, step: Step, answer: tuple | None) -> Ask | None:
    return VERBS[step.verb].run(game, frame, step.args, answer)
