"""The effect vocabulary: the primitives card abilities are written in.

Each verb is registered once (registry.verb) with
  - `args`: its arguments and their types (the card loader validates files against these),
  - `run`: what it does; a verb that needs a decision returns an Ask, and is run again with the
    answer (the chosen values) once the player has chosen,
  - `text`: how the card text generator words it.
Verbs whose names start with '_' are the engine's own turn procedures and are not allowed in cards.

The verbs live in modules by theme (the imports below: hand, drawing, destroying, village,
dungeon, treasures, diseases, party...); importing this package registers all of them. A new verb
goes into the module of its theme, or a new module imported below.
"""

from game.engine.effects import (  # noqa: F401  (imported to register their verbs)
    advance_curses,
    advance_dungeon,
    advance_heroes,
    advance_monsters,
    advance_monsters_fire,
    advance_village,
    again,
    armoury,
    battle_rules,
    bonuses,
    borrow,
    captives,
    choice,
    conditions,
    copying,
    deck_tops,
    destroying,
    disease_passing,
    diseases,
    drawing,
    dungeon,
    hall,
    hall_health,
    hall_swaps,
    hand,
    hero_boosts,
    internal,
    lending,
    market,
    party,
    party_gains,
    players,
    reactions,
    revealing,
    rivals,
    showdowns,
    treasures,
    turns,
    village,
)
from game.engine.effects.again import reusable
from game.engine.effects.filters import (
    FILTER_KEYS,
    RANKING_STATS,
    candidates,
    describe_filter,
    matches,
    stat_value,
)
from game.engine.effects.registry import (
    FILTER_ARGS,
    MONSTER_CONTEXTS,
    STEPS,
    VERBS,
    Ask,
    Verb,
    run_step,
    verb,
)
from game.engine.effects.village import spoils_gold
from game.engine.effects.wording import step_text, steps_text

__all__ = [
    "FILTER_ARGS", "FILTER_KEYS", "MONSTER_CONTEXTS", "RANKING_STATS", "STEPS", "VERBS", "Ask", "Verb",
    "candidates", "describe_filter", "matches", "reusable", "run_step", "spoils_gold", "stat_value",
    "step_text", "steps_text", "verb",
]
