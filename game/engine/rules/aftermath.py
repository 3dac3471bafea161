"""Advance's battle order (Towers of Ruin rulebook: Kampf gegen ein Monster und Kampfeffekte,
Kämpfe gewinnen und verlieren, Folgeeffekte, Beuteeffekte; Was ist neu: Regeloptimierungen).

    Battle effects -> the result -> Aftermath (won or lost) -> the monster moves -> Spoils

- Battle effects come after the monster is chosen and before the result; a card they destroy
  leaves at once and no longer fights (the ruleset's DESTROYS_AT_ONCE, read by effects.destroying).
- The result compares the total with the health. No Hero is destroyed for Strength 0 any more.
- Aftermath: the attacked monster's, then those of the other revealed cards (heroes, village
  cards), in hand order; a monster already in the hand (a trophy) has none. What they destroy is
  gone before any Spoils.
- Then a defeated monster goes to the victor with its XP (and its own Spoils), an undefeated one
  under the dungeon deck unless it must stay (a Guardian: rules.bearer), as in Classic.

Classic cards keep working when mixed in (Glossar, after Erfahrener Ausbilder): their Battle effects
act as Aftermath effects unless the card says otherwise, so a Classic monster's battle effects
resolve here after the result, where its doomed-but-fighting cards used to leave.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.cards import Ability, CardDef, Step
from game.engine.effects.advance_heroes import cancelled
from game.engine.rules import abilities, advance_hall, dungeon

if TYPE_CHECKING:
    from game.engine.effects import Ask
    from game.engine.effects.registry import Procedure
    from game.engine.game import Game
    from game.engine.state import Frame

# the boxes of Classic Thunderstone: their monsters' Battle effects are Aftermath effects in Advance
CLASSIC_SETS = frozenset({"basic", "base", "dragonspire", "doomgate", "wrath", "promo"})


def _call(name: str) -> Step:
    return Step("_call", {"name": name})


def is_classic(d: CardDef) -> bool:
    return d.set in CLASSIC_SETS


def battle_effects(d: CardDef) -> list[tuple[int, Ability]]:
    """The monster's effects that come before the result (with their index among its abilities):
    Advance's Battle effects."""
    return [] if is_classic(d) else list(d.abilities_for("battle"))


def aftermath_effects(d: CardDef) -> list[tuple[int, Ability]]:
    """The monster's effects that come after the result: its Aftermath, and a Classic monster's Battle."""
    return [(i, ab) for i, ab in enumerate(d.abilities)
            if ab.trigger == "aftermath" or (ab.trigger == "battle" and is_classic(d))]


def battle_steps(game: Game, monster: int) -> list[Step]:
    d = game.defn(monster)
    steps: list[Step] = []
    borrowed = advance_hall.borrowed_battle_effects(game, monster)  # Orseg has the others' too
    for _ in range(game.battle_effect_times()):  # a global effect may repeat them (Belac)
        for i, ab in battle_effects(d):  # (the index: an effect a Veilminder cancelled does not happen)
            steps.append(Step("_battle_effect", {"steps": ab.steps, "index": i}))
        for other, i, ab in borrowed:
            steps.append(Step("_battle_effect", {"steps": ab.steps, "index": i, "of": other}))
    steps += game.mode.extra_battle_steps(game, monster)
    # after the monster's move, a victor may claim a familiar (rules.familiars) before the Spoils
    steps += [_call(n) for n in ("advance_compare", "aftermath", "advance_settle", "offer_familiar",
                                 "diseases_under_target", "end_of_battle_triggers", "return_borrowed")]
    return steps


def _compare(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    dungeon.compare(game)
    return None


def _aftermath(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    """Push the Aftermath effects: the monster's first, then the revealed cards', in hand order
    (pushed in reverse, so the first resolves first). Monsters in the hand have none to give."""
    st = game.state
    monster = st.turn.target
    assert monster is not None
    hand: list[tuple[int, Ability]] = []
    for c in game.hand():
        if not game.defn(c).is_monster:
            hand += [(c, ab) for _, ab in game.defn(c).abilities_for("aftermath")
                     if abilities.unmet_condition(game, c, ab) is None]
    for c, ab in reversed(hand):
        game.push(ab.steps, st.active, c, "battle")
    own = aftermath_effects(game.defn(monster))
    classic = is_classic(game.defn(monster))
    for _ in range(game.battle_effect_times() if classic else 1):  # a Classic Battle effect repeats as before
        for i, ab in reversed(own):
            if cancelled(game, monster, i):  # a Veilminder cancelled it this turn
                continue
            if ab.condition and abilities.unmet_condition(game, monster, ab) is not None:  # Hellhound: if lost
                continue
            # a Classic Battle effect still meets the ward that keeps battle effects away (Ruby Dragon)
            steps = (Step("_battle_effect", {"steps": ab.steps, "index": i}),) if ab.trigger == "battle" else ab.steps
            game.push(steps, st.active, monster, "battle")
    return None


def _settle(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    """The monster moves after the Aftermath; an effect that already took it from the hall leaves it be."""
    st = game.state
    monster = st.turn.target
    if monster is not None and st.rank_of(monster) is not None:
        dungeon.settle(game, bool(st.turn.battle_won))
    return None


PROCEDURES: dict[str, Procedure] = {"advance_compare": _compare, "aftermath": _aftermath, "advance_settle": _settle}
