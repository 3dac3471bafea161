"""Actions: what a player (human or bot) may do. Small frozen values with a text form.

The text form is what scenarios, the command line and logs use: `village`, `dungeon`, `rest`, `prepare`,
`use 12 0`, `buy dagger`, `level 7`, `level 7 belzur`, `equip 5 3`, `unequip 5`, `attack 40`,
`destroy 9` (when resting), `choose 1 2`, `end`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True)
class Action:
    # (no ClassVars on these classes: mypyc, which compiles the engine, takes them for fields)

    def text(self) -> str:
        raise NotImplementedError

    def __reduce__(self) -> tuple[Any, ...]:
        # pickled by its fields (bots' worker processes): a compiled frozen class cannot be
        # unpickled by setting attributes
        return type(self), tuple(getattr(self, f.name) for f in fields(self))

    def __str__(self) -> str:
        return self.text()

    def to_dict(self) -> dict[str, Any]:
        return {"action": self.text()}


@dataclass(frozen=True)
class Visit(Action):
    """Choose the turn: 'village', 'dungeon' or 'rest' (and 'prepare' in Advance)."""

    place: str

    def text(self) -> str:
        return self.place


@dataclass(frozen=True)
class UseAbility(Action):
    card: int
    index: int

    def text(self) -> str:
        return f"use {self.card} {self.index}"


@dataclass(frozen=True)
class Buy(Action):
    group: str

    def text(self) -> str:
        return f"buy {self.group}"


@dataclass(frozen=True)
class LevelUp(Action):
    card: int
    into: str | None = None  # hero group, needed when a Militia levels up

    def text(self) -> str:
        return f"level {self.card}" + (f" {self.into}" if self.into else "")


@dataclass(frozen=True)
class Equip(Action):
    weapon: int
    hero: int

    def text(self) -> str:
        return f"equip {self.weapon} {self.hero}"


@dataclass(frozen=True)
class Unequip(Action):
    weapon: int

    def text(self) -> str:
        return f"unequip {self.weapon}"


@dataclass(frozen=True)
class Attack(Action):
    monster: int

    def text(self) -> str:
        return f"attack {self.monster}"


@dataclass(frozen=True)
class DestroyCard(Action):
    """Resting: destroy one card from hand."""

    card: int

    def text(self) -> str:
        return f"destroy {self.card}"


@dataclass(frozen=True)
class Choose(Action):
    """Answer the open prompt with the chosen options (in order, for ordering prompts)."""

    values: tuple

    def text(self) -> str:
        return "choose" + "".join(f" {v}" for v in self.values)


@dataclass(frozen=True)
class EndTurn(Action):
    def text(self) -> str:
        return "end"


def parse_action(text: str) -> Action:
    """Parse the text form of an action. Raises ValueError with a readable message."""
    words = text.split()
    if not words:
        raise ValueError("empty action")
    verb, args = words[0].lower(), words[1:]

    def ints(n: int) -> list[int]:
        if len(args) != n:
            raise ValueError(f"'{verb}' takes {n} number(s): {text!r}")
        try:
            return [int(a) for a in args]
        except ValueError:
            raise ValueError(f"'{verb}' takes card numbers: {text!r}") from None

    if verb in ("village", "dungeon", "rest", "prepare") and not args:
        return Visit(verb)
    if verb == "use":
        return UseAbility(*ints(2))
    if verb == "buy" and len(args) == 1:
        return Buy(args[0])
    if verb == "level" and len(args) in (1, 2):
        try:
            card = int(args[0])
        except ValueError:
            raise ValueError(f"'level' takes a card number: {text!r}") from None
        return LevelUp(card, args[1] if len(args) == 2 else None)
    if verb == "equip":
        return Equip(*ints(2))
    if verb == "unequip":
        return Unequip(*ints(1))
    if verb == "attack":
        return Attack(*ints(1))
    if verb == "destroy":
        return DestroyCard(*ints(1))
    if verb == "choose":
        values: list[Any] = []
        for a in args:
            values.append(int(a) if a.lstrip("-").isdigit() else a)
        return Choose(tuple(values))
    if verb == "end" and not args:
        return EndTurn()
    raise ValueError(f"unknown action {text!r}")
