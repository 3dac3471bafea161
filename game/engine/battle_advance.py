"""Battle maths that Thunderstone Advance's monsters and village weapons add (Towers of Ruin;
docs/advance.md section 18, groups D and E), kept beside game.engine.battle, which calls these:

- trait `immune_to: [classes]` (rulebook: Merkmale, Immun gegen; the Ghul example): every attack value
  of a card of one of these classes counts 0 against the monster: a Hero of the class with the Weapons
  it carries (a Hero's attack value includes its weapons: Lexikon, Belac), and a Weapon or Spell of the
  class. What such a card gives another Hero (a `to` bonus, an ability aimed at that Hero) stays on that
  Hero's line and counts; its light counts too.
- the battle modifier LIGHT_FROM_HEROES (Iblis's Battle effect): only the light of Heroes counts in
  this battle, their own and what their abilities gave; every other card's light, the trophies' and
  the global light of the hall's monsters, negative or not, is cancelled.
- the battle modifier NO_SPOILS (Marid's Battle effect): no Spoils ability may be used this turn
  (rules.abilities asks `spoils_cancelled`).
- the village weapons a Dwarf carries at any Strength, and those that take their Hero's own Attack to 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.battle_vocabulary import ANY_STRENGTH_DWARF, ZEROES_WIELDER

if TYPE_CHECKING:
    from game.engine.battle import CardLine
    from game.engine.cards import CardDef
    from game.engine.game import Game

LIGHT_FROM_HEROES = "light_only_from_heroes"  # modifier: this turn only Heroes' light counts (Iblis)
NO_SPOILS = "spoils_cancelled"  # modifier: no Spoils ability this turn (Marid)


def immune_classes(traits: dict) -> tuple[str, ...]:
    param = traits.get("immune_to")
    return tuple(param) if param else ()


def immune_class_of(game: Game, card: int, d: CardDef, classes: tuple[str, ...]) -> str | None:
    """The class this card, or the Hero carrying it, has among those the monster is immune to."""
    own = next((c for c in classes if c in d.classes), None)
    if own is not None:
        return own
    hero = game.state.turn.equipment.get(card) if d.is_weapon else None
    if hero is not None:
        return next((c for c in classes if c in game.defn(hero).classes), None)
    return None


def apply_immunity(game: Game, traits: dict, card: int, d: CardDef, line: CardLine) -> None:
    """Zero the line's attack and magic attack when the monster is immune to the card's class."""
    classes = immune_classes(traits)
    if not classes or not (line.attack or line.magic):
        return
    cls = immune_class_of(game, card, d, classes)
    if cls is None:
        return
    line.attack = line.magic = 0
    carried = cls not in d.classes
    line.notes.append(f"it is immune to {cls}: {'its Hero is one' if carried else 'this card'} adds no attack")


def light_from_heroes_only(game: Game) -> bool:
    return any(m.stat == LIGHT_FROM_HEROES for m in game.state.turn.modifiers)


def cancel_light_not_from_heroes(game: Game, lines: list[CardLine]) -> None:
    """Iblis: the light of every card but a Hero is cancelled for this battle."""
    for line in lines:
        if line.light and (line.card < 0 or not game.defn(line.card).is_hero):
            line.light = 0
            line.notes.append("its light is cancelled: only Heroes give light here")


def spoils_cancelled(game: Game) -> bool:
    return any(m.stat == NO_SPOILS for m in game.state.turn.modifiers)


# --- Thunderstone Advance's village weapons (docs/advance.md section 18, group D) ------------------

def carried_at_any_strength(game: Game, weapon: int, hero: int) -> bool:
    """A Dwarf carries this weapon whatever its Strength, 0 too (glossary: Zwergen-Bärenhammer)."""
    return ANY_STRENGTH_DWARF in game.defn(weapon).passives and "Dwarf" in game.defn(hero).classes


def zeroed_by_weapon(game: Game, hero: int, line: CardLine, holds: dict[int, bool]) -> None:
    """A Hero carrying a weapon that takes its Attack to 0 adds no Attack or Magic Attack of its own,
    nor any given to it (glossary: Falken-Armbrust: not Glamercast's either); its weapons' lines keep
    theirs. A trait: it holds while the weapon is equipped."""
    t = game.state.turn
    by = next((w for w, h in t.equipment.items() if h == hero and ZEROES_WIELDER in game.defn(w).passives
               and holds.get(w, True)), None)
    if by is not None and (line.attack or line.magic):
        line.attack = line.magic = 0
        line.notes.append(f"its own Attack is 0 ({game.name(by)})")
