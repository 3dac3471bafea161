"""Verbs that change how this turn's battle is counted: attack that counts as magic attack, weapons
that weigh nothing. Each leaves a modifier for the turn; game.engine.battle applies it (and notes it
on the breakdown), so what is drawn or equipped afterwards is covered too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.choosing import choose_hero
from game.engine.effects.registry import Ask, verb
from game.engine.events import ModifierGained
from game.engine.state import Frame
from game.engine.turn_modifiers import ARMED_ATTACK_TO_MAGIC, ATTACK_TO_MAGIC, WEIGHTLESS

if TYPE_CHECKING:
    from game.engine.game import Game


def _magic_text(a: dict) -> str:
    if a.get("armed_heroes"):
        return "the Attack of every Hero with a Weapon equipped counts as Magic Attack"
    if a.get("that_hero"):
        return "that Hero's whole Attack counts as Magic Attack"
    return "the whole Attack of a Hero of your choice counts as Magic Attack"


@verb("attack_becomes_magic", {"armed_heroes": bool, "that_hero": bool}, text=_magic_text)
def _attack_becomes_magic(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """A hero's final attack, its weapons' included, counts as magic attack this turn: every
    equipped hero's (`armed_heroes`, decided when the attack is totalled, so heroes equipped
    later count: Arcane Energies), the hero the step before chose (`that_hero`: Goodberries), or
    one the player chooses."""
    source = frame.source if frame.source is not None else -1
    if args.get("armed_heroes"):
        game.emit(ModifierGained(source, ARMED_ATTACK_TO_MAGIC, 1))
        return None
    hero = choose_hero(game, frame, answer, "hero", "Choose a Hero whose Attack counts as Magic Attack.",
                       that_hero=bool(args.get("that_hero")))
    if hero is None or isinstance(hero, Ask):
        return hero
    game.emit(ModifierGained(source, ATTACK_TO_MAGIC, 1, hero))
    return None


@verb("weapons_weightless", {}, text=lambda a: "every Weapon weighs 0 this turn")
def _weapons_weightless(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Every weapon weighs 0 for the rest of the turn (Magical Aura): any hero may carry any one;
    a bonus that asks for strength still looks at the hero's strength (Magical Aura glossary)."""
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, WEIGHTLESS, 1))
    return None
