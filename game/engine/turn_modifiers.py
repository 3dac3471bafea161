"""What effects change for the rest of the turn, read from the turn's modifiers: a weapon's weight
(Magical Aura), the Heroes a Militia duplicates (Diin Beguiler) and the abilities that gives it,
and the heroes whose attack counts as magic attack (Goodberries, Arcane Energies). The battle
maths (battle.py) applies them; the rules, the effects, the bots and the client read them here."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.cards import Ability
    from game.engine.game import Game

COPIES = "copies_hero"  # modifier aimed at a Militia, amount: the Hero whose text it duplicates (Diin Beguiler)
WEIGHTLESS = "weapons_weightless"  # modifier: every weapon weighs 0 this turn (Magical Aura)
ATTACK_TO_MAGIC = "attack_to_magic"  # modifier aimed at a hero: its attack becomes magic (Goodberries)
ARMED_ATTACK_TO_MAGIC = "armed_attack_to_magic"  # modifier: heroes with a weapon attack with magic (Arcane Energies)


def weapon_weight(game: Game, weapon: int) -> int:
    """A weapon's weight now: 0 for every weapon once an effect made them weightless this turn."""
    if any(m.stat == WEIGHTLESS for m in game.state.turn.modifiers):
        return 0
    return game.defn(weapon).weight or 0


def copied_heroes(game: Game, card: int) -> list[int]:
    """The Heroes whose text this card duplicates this turn (Diin Beguiler's Militia)."""
    return [m.amount for m in game.state.turn.modifiers if m.stat == COPIES and m.target == card]


def abilities_of(game: Game, card: int) -> tuple[Ability, ...]:
    """A card's abilities this turn: its own, then those of the Heroes it duplicates (numbered on
    after its own, so `use CARD N` reaches them)."""
    own = game.defn(card).abilities
    copied = copied_heroes(game, card) if game.state.turn.modifiers else []
    return own + tuple(ab for h in copied for ab in game.defn(h).abilities) if copied else own


def magic_attackers(game: Game, hand: list[int]) -> dict[int, str]:
    """Heroes whose whole attack (their weapons' included) counts as magic attack this turn, with
    the name of the card that made it so: one chosen hero (Goodberries), or every hero that is
    equipped (Arcane Energies: equipped as the `equipped` condition reads it, Stoneguard glossary)."""
    t = game.state.turn
    out: dict[int, str] = {}
    for m in t.modifiers:
        name = game.name(m.source) if m.source >= 0 else "an effect"
        if m.stat == ATTACK_TO_MAGIC and m.target in hand:
            out.setdefault(m.target, name)
        elif m.stat == ARMED_ATTACK_TO_MAGIC:
            for h in t.ever_equipped:
                if h in hand:
                    out.setdefault(h, name)
    return out
