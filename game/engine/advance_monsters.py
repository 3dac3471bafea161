"""Traits and conditions of Thunderstone Advance's monsters that the battle maths reads
(docs/advance.md section 18, group E; Towers of Ruin rulebook: Merkmale, Folgeeffekte).

- `fight_only_if` (trait): "cannot be fought unless ...": without it present the monster cannot be
  chosen at all, so it can be neither defeated nor lost to (Merkmale; glossary: Ossuous and
  Necrophidius). `{heroes_at_least: N}` counts the Heroes in the hand, `{hero_level_at_least: N}`
  wants one of that level or higher (a Regular is level 0).
- `immune_to` (trait): in game.engine.battle_advance.
- `margin_below` / `margin_at_least` (conditions): how far the total attack beat the monster's
  health. Once the battle is decided, its recorded result (Turn.battle_margin); before that, the
  breakdown as it stands (a Battle effect: Dwarven Ancestor)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.engine.battle import BattleContext
    from game.engine.cards import CardDef
    from game.engine.game import Game

FIGHT_ONLY_IF = ("heroes_at_least", "hero_level_at_least")


def fight_refused(ctx: BattleContext, monster: CardDef) -> str | None:
    """Why the party cannot fight the monster at all (trait fight_only_if), or None."""
    tr = monster.trait("fight_only_if")
    if tr is None:
        return None
    heroes = ctx.heroes()
    for name, n in tr.param.items():
        if name == "heroes_at_least" and len(heroes) < n:
            return f"it cannot be fought with fewer than {n} Heroes present ({len(heroes)} here)"
        if name == "hero_level_at_least" and not any(ctx.defs[h].hero_level >= n for h in heroes):
            return f"it cannot be fought without a Hero of level {n} or higher present"
    return None


def margin(game: Game) -> tuple[int, bool] | None:
    """The battle's total less the monster's health, and whether it was won: as decided, or as the
    breakdown stands before the result. None outside a battle."""
    t = game.state.turn
    if t.target is None:
        return None
    if t.battle_won is not None and t.battle_margin is not None:
        return t.battle_margin, t.battle_won
    bd = game.breakdown(t.target, t.target_rank)
    return bd.total - bd.health, bd.wins


def margin_holds(game: Game, name: str, n: Any) -> bool:
    """`margin_below: N`: the total did not beat the health by N or more (the battle lost too);
    `margin_at_least: N`: the battle was won by N or more."""
    m = margin(game)
    if m is None:
        return False
    by, won = m
    if name == "margin_below":
        return by < n
    return won and by >= n
