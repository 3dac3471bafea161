"""Named steps of the turn, run in order by the effect stack (so an effect in the middle of them
may stop to ask a player, and the rest continues after the answer)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.cards import Step
from game.engine.effects import registry
from game.engine.effects.advance_heroes import ALWAYS_RETURNS
from game.engine.events import DiseasesUnder, HeroReturned, ModeChanged
from game.engine.rules import (
    abilities,
    advance_hall,
    advance_village,
    aftermath,
    dungeon,
    familiars,
    features,
    hall,
    prepare,
    saving,
    turn,
)

if TYPE_CHECKING:
    from game.engine.effects import Ask
    from game.engine.game import Game
    from game.engine.state import Frame


def _resolve_battle(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    dungeon.resolve_battle(game)
    return None


def _diseases_under_target(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    """The Diseases put under the attacked monster go to the attacker once the battle is over,
    won or lost (Doomgate glossary: Sidhe Spirit); gaining them is an ordinary gain of Diseases."""
    st = game.state
    monster = st.turn.target
    if monster is None:
        return None
    n = st.diseases_under.get(monster, 0)
    if n:
        game.emit(DiseasesUnder(monster, 0))
        game.push((Step("gain_disease", {"count": n}),), st.active, monster, "battle")
    return None


def _end_of_battle_triggers(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    """Cards in hand whose effect comes once the battle is over (Spoiled Food); what they destroy
    is destroyed by the battle and leaves with the other battle losses."""
    abilities.fire_triggers(game, "end_of_battle", "battle", doomed_too=True)
    return None


def _end_of_turn_triggers(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    """Cards in hand whose effect comes at the end of the turn, before the hand is discarded
    (Skullbreaker); cards destroyed in the battle are gone. Then the end-of-turn effects of Guardians
    in rank 0 (Dark Champion) reach the active player."""
    advance_village.end_of_turn(game)  # Advance: XP lost as the turn ends (Bandia's Wisdom)
    # a Guardian's lasting breach in rank 0 (Dark Champion) comes after the hand's own triggers
    for monster in reversed(game.state.rank0):
        for _, ab in reversed(game.defn(monster).abilities_for("rank0_end_of_turn")):
            game.push(ab.steps, game.state.active, monster, "global")
    abilities.fire_triggers(game, "end_of_turn", "end_of_turn", doomed_too=False)
    return None


def _refill_hall(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    hall.refill(game)
    return None


def _finish_trap(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    """A trap that has resolved is destroyed (rules.features)."""
    features.finish_trap(game, frame.source)
    return None


def _breaches(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    for monster in hall.pending_breaches(game):
        hall.trigger_breach(game, monster)
    return None


def _battle_cleanup(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    """Cards destroyed by battle effects leave now (rulebook: Resolving Battles)."""
    st = game.state
    # they all leave at once: heroes first, so a Guardian Blade destroyed with its hero still saves it
    for c in sorted(st.turn.doomed, key=lambda c: not game.defn(c).is_hero):
        if st.loc.get(c, "").endswith(".hand"):
            game.destroy(c, "battle")
    return None


def _return_borrowed(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    """The battle is over: borrowed Heroes go back to their owners' discard pile, except one the
    battle destroyed, which is destroyed with the battle's losses (Selurin Theurge glossary); a
    weapon that saves its Hero (Guardian Blade) saves a borrowed one too, and it goes back."""
    st = game.state
    t = st.turn
    for card, owner in list(t.borrowed):
        where = st.loc.get(card, "")
        if owner < 0:  # lent by the village for the battle (Diin Enchanter): destroyed at its end
            game.emit(HeroReturned(card, owner, True))
            if where.startswith(f"p{st.active}."):
                game.destroy(card, "destroy")
            continue
        saved = any(h == card and "protects_equipped_hero" in game.defn(w).passives for w, h in t.equipment.items())
        gone = not where.startswith(f"p{st.active}.") or (card in t.doomed and not saved)
        if any(m.stat == ALWAYS_RETURNS and m.target == card for m in t.modifiers):
            gone = False  # it goes back destroyed or not (Advance: Aird Seductress)
        game.emit(HeroReturned(card, owner, gone))
        if not gone and where != f"p{owner}.discard":
            game.move(card, f"p{owner}.discard", "return")
    return None


def _thunderstone_ends_game(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    """An effect moved the hall and the Thunderstone reached rank 1: the game ends at once and nobody
    takes it (Elf Sorcerer, Thyrian Lord and Banish glossary)."""
    if hall.thunderstone_in_rank1(game) is None:
        return None
    _return_borrowed(game, frame, None)
    if game.state.mode_data.get("thunderstone_claim") is not None:
        game.emit(ModeChanged("thunderstone_claim", None))
    game.mode.check_game_over(game)
    return None


def _discard_and_draw(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    turn.discard_and_draw(game)
    return None


def _mode_end_of_turn(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    game.mode.end_of_turn(game)
    return None


def _next_turn(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    if game.mode.check_game_over(game):
        return None
    turn.start_next_turn(game)
    return None


def _save_heroes(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    """Cards that may be given up to save a Hero the battle destroyed (Border Guard)."""
    return saving.save_heroes(game, frame, answer)


PROCEDURES: dict[str, Callable[[Game, Frame, tuple | None], Ask | None]] = {
    "resolve_battle": _resolve_battle,
    "end_of_battle_triggers": _end_of_battle_triggers,
    "diseases_under_target": _diseases_under_target,
    "end_of_turn_triggers": _end_of_turn_triggers,
    "refill_hall": _refill_hall,
    "finish_trap": _finish_trap,
    "breaches": _breaches,
    "battle_cleanup": _battle_cleanup,
    "save_heroes": _save_heroes,
    "discard_and_draw": _discard_and_draw,
    "return_borrowed": _return_borrowed,
    "thunderstone_ends_game": _thunderstone_ends_game,
    "mode_end_of_turn": _mode_end_of_turn,
    "next_turn": _next_turn,
    "prepare_choose": prepare.choose,  # Advance's Prepare (rules.prepare)
    "prepare_order": prepare.order,
}
PROCEDURES.update(advance_hall.PROCEDURES)  # Advance: the Magma Wyrm after a village visit
PROCEDURES.update(aftermath.PROCEDURES)  # Advance's battle order: result, Aftermath, the monster's move
PROCEDURES.update(familiars.PROCEDURES)  # Advance's familiars: the claim, the lay-out, the discard
registry.PROCEDURES.update(PROCEDURES)  # where the step `_call` finds them
