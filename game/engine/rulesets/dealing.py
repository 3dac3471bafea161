"""How Advance's randomizers deal (rulebook: Auswahl der Gegner, Das Dorf vorbereiten; docs/advance.md
sections 1-2). game.engine.randomizers calls these when the ruleset asks for them.

- Monsters by level: the monster randomizers are turned over one by one; a group of a level already
  drawn (by hand or before) is set aside and the next one turned over, until one group of each level.
- Village by category: the village randomizers are turned over one by one; each stack goes to a free
  slot of its category (weapon, item, spell, villager); a stack whose category is full is set aside
  and the next one turned over, until the game's number of village stacks lie. Not every slot fills.

Both take the randomizer deck already shuffled (top first) and never draw from a random stream
themselves, so the caller's stream decides everything."""

from __future__ import annotations

from collections.abc import Callable


def by_level(deck: list[str], chosen: list[str], levels: tuple[int, ...], level_of: Callable[[str], int | None],
             note: Callable[[str], None] = lambda line: None) -> list[str]:
    """The chosen groups, then one group of each level still missing, in the order turned over."""
    out = list(chosen)
    have = {level_of(g) for g in chosen}
    for g in deck:
        if all(lv in have for lv in levels):
            break
        if g in out:
            continue
        lv = level_of(g)
        if lv not in levels or lv in have:
            note(f"monster randomizer: {g} (level {lv}, set aside: that level is drawn)")
            continue
        note(f"monster randomizer: {g} (level {lv})")
        out.append(g)
        have.add(lv)
    return out


def by_category(deck: list[str], chosen: list[str], wanted: int, slots: dict[str, int],
                category_of: Callable[[str], str | None],
                note: Callable[[str], None] = lambda line: None) -> list[str]:
    """The chosen stacks, then stacks turned over into free slots of their category, up to `wanted`."""
    out = list(chosen)
    free = dict(slots)
    for g in chosen:  # chosen by hand: they take their slots first
        cat = category_of(g)
        if cat in free:
            free[cat] -= 1
    for g in deck:
        if len(out) >= wanted:
            break
        if g in out:
            continue
        cat = category_of(g)
        if cat is None or free.get(cat, 0) <= 0:
            note(f"village randomizer: {g} ({cat}, set aside: no free {cat} slot)")
            continue
        note(f"village randomizer: {g} ({cat})")
        out.append(g)
        free[cat] -= 1
    return out
