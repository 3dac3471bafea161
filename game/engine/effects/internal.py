"""The engine's own procedures, run as steps (their names start with '_': not for card files)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.registry import PROCEDURES, Ask, verb
from game.engine.events import AbilityUsed
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


@verb("_battle_effect", {})
def _battle_effect(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """One battle effect of the attacked monster, which a ward (Ruby Dragon) may keep from a player,
    unless a card cancelled it this turn (Advance: Veilminder) or its condition (`if`) does not hold
    as it comes to happen (Advance: Blackflock Conniver). `of`: the monster whose effect it is, when
    the attacked one has it from another (Advance: Orseg)."""
    from game.engine.effects.advance_heroes import cancelled
    from game.engine.rules import features
    from game.engine.rules.abilities import unmet_condition

    owner = args.get("of", frame.source)
    if frame.vars.get("ward") is None:
        if cancelled(game, owner, args.get("index")):
            return None
        index = args.get("index")
        if owner is not None and index is not None and index < len(game.defn(owner).abilities):
            ab = game.defn(owner).abilities[index]
            if ab.condition and unmet_condition(game, owner, ab) is not None:
                return None

    return features.battle_effect(game, frame, args["steps"], answer)


@verb("_use_ability", {})
def _use_ability(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.emit(AbilityUsed(args["card"], args["index"]))
    return None


@verb("_call", {})
def _call(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Call a rules procedure by name (registered by game.engine.rules.procedures); it may push
    more frames."""
    return PROCEDURES[args["name"]](game, frame, answer)



@verb("_react_offer", {})
def _react_offer(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Ask the holder of a React card whether to use it now (rules.advance_triggers); the answer
    "use" shows the card and runs the ability for that player."""
    from game.engine.effects.wording import steps_text
    from game.engine.rules import advance_triggers as adv

    card, index = args["card"], args["index"]
    if adv.why_not_react(game, frame.player, card, index) is not None:
        return None
    if answer is None:
        ab = game.defn(card).abilities[index]
        what = steps_text(ab.cost + ab.steps, lower=True)
        return Ask(frame.player, "option", "react", f"React with {game.name(card)}: {what}?",
                   [adv.USE, adv.PASS], 1, 1, card)
    if answer[0] == adv.USE:
        adv.use_react(game, frame.player, card, index)
    return None
