"""Advance's setup variants (rulebook: Varianten; Alternativen für die Spielvorbereitung; docs/advance.md
section 16), chosen by the ruleset's options:

- `dungeon: 444` (Monsterverteilung "4-4-4"): of the game's monsters, 4 random level-2 and 4 random
  level-3 ones are shuffled with the Bearer as the bottom of the dungeon deck; the level-1 monsters,
  shuffled, fill the hall; everything else, shuffled, goes on top. The hall is filled by turning over
  the deck's top cards, so the level-1 monsters lie on top of the deck, one for each rank (in solo,
  where the hall starts empty, they are the first to come in). Reading: other dungeon cards (a Classic
  trap, treasure or Guardian mixed in) are shuffled with "everything else"; fewer than 4 of a level
  means all there are. It needs monster groups with levels (Classic groups have none: refused).
- `dungeon: random` (Zufälliger Dungeon): three monster groups of any level (the randomizers ignore
  levels); the Bearer goes into the bottom cards, read as the usual bottom 11 (the rulebook gives no
  number: docs/advance.md section 21).
- `hard_knocks` (Schule der harten Schläge): only level-1 Heroes can be bought; levels 2 and 3 come
  only by levelling up. Basic cards (the Regular, a level-0 Hero) are not hero stacks and stay as they are.

Everything here draws from the generator it is given, so the setup stays one Shuffled event."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import rng
from game.engine.modes.base import Option

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.game import Game
    from game.engine.setup import Setup

STANDARD, FOUR_FOUR_FOUR, RANDOM = "standard", "444", "random"
BOTTOM_PER_LEVEL = 4  # 4 level-2 and 4 level-3 monsters go to the bottom with the Bearer

OPTIONS = (
    Option("dungeon", STANDARD, "Dungeon",
           "standard: one monster group of each level 1, 2 and 3; 444: level 1 in the hall at the start, "
           "4 of level 2 and 4 of level 3 with the Bearer at the bottom; random: three groups of any level.",
           (STANDARD, FOUR_FOUR_FOUR, RANDOM)),
    Option("hard_knocks", False, "School of Hard Knocks",
           "Only level 1 Heroes can be bought; levels 2 and 3 only by levelling up.", (False, True)),
)

# the names `thunderstone sim --variant` takes, and the options each sets
VARIANTS: dict[str, dict[str, object]] = {
    "standard": {},
    "444": {"dungeon": FOUR_FOUR_FOUR},
    "random-dungeon": {"dungeon": RANDOM},
    "hard-knocks": {"hard_knocks": True},
}


def level_of(catalog: Catalog, key: str) -> int | None:
    """A monster card's level: its group's (Advance groups carry one; Classic groups none)."""
    grp = catalog.groups.get(catalog.cards[key].group)
    return grp.level if grp is not None else None


def check_cards(catalog: Catalog, setup: Setup, dungeon: str) -> str | None:
    if dungeon != FOUR_FOUR_FOUR:
        return None
    missing = [catalog.groups[g].name for g in setup.monsters if g in catalog.groups and not catalog.groups[g].level]
    if missing:
        return (f"the 4-4-4 dungeon sorts the monsters by level, and {', '.join(missing)} "
                f"{'has' if len(missing) == 1 else 'have'} none (a Classic group)")
    return None


def four_four_four(game: Game, monsters: list[int], guards: list[int], stones: list[int],
                   r: int) -> tuple[list[int], int]:
    """The 4-4-4 dungeon deck, top first (see the module text)."""
    cat = game.catalog

    def of_level(level: int) -> list[int]:
        return [c for c in monsters if game.defn(c).is_monster and level_of(cat, game.state.cards[c]) == level]

    r, level2 = rng.shuffled(r, of_level(2))
    r, level3 = rng.shuffled(r, of_level(3))
    r, bottom = rng.shuffled(r, level2[:BOTTOM_PER_LEVEL] + level3[:BOTTOM_PER_LEVEL] + stones)
    r, level1 = rng.shuffled(r, of_level(1))
    hall = level1[:len(game.state.hall)]
    taken = set(bottom) | set(hall)
    r, rest = rng.shuffled(r, [c for c in monsters + guards if c not in taken])
    return hall + rest + bottom, r


def can_buy_card(game: Game, card: int) -> bool:
    d = game.defn(card)
    return not (d.is_hero and (d.level or 0) > 1)
