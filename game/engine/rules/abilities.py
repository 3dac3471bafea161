"""Using an ability printed on a card (rulebook: Village Effects, Dungeon Effects, Repeat Effects).

An ability may be used once per turn unless it repeats, only in its place, only while the card is
in the active player's hand, and only when its cost can be paid (e.g. a Food to destroy)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.battle_advance import spoils_cancelled
from game.engine.cards import Ability, Step
from game.engine.effects import VERBS
from game.engine.rules import advance_hall
from game.engine.turn_modifiers import abilities_of

if TYPE_CHECKING:
    from game.engine.game import Game


def place_now(game: Game) -> str | None:
    t = game.state.turn
    if t.choice == "village" and t.step == "effects":
        return "village"
    if t.choice == "dungeon" and t.step == "prepare":
        return "dungeon"
    if t.choice == "dungeon" and t.step == "aftermath":
        return "spoils"
    return None


def why_not_usable(game: Game, card: int, index: int) -> str | None:
    st = game.state
    d = game.defn(card)
    abilities = abilities_of(game, card)  # a Militia duplicating a Hero has its abilities too (Diin Beguiler)
    if index < 0 or index >= len(abilities):
        return f"{d.name} has no ability {index}"
    ab: Ability = abilities[index]
    if d.kind == "treasure" and st.loc.get(card) == f"p{st.active}.aside":  # in front of you (rules.features)
        if card in st.turn.found:
            return f"{d.name} was found this turn: it can be used from your next turn on"
    elif d.kind == "familiar" and st.loc.get(card) == f"p{st.active}.aside":  # laid out (rules.familiars)
        pass
    elif st.loc.get(card) != f"p{st.active}.hand":
        return f"{d.name} is not in your hand"
    place = place_now(game)
    if place is None:
        return "no abilities can be used now"
    if place == "spoils":
        if ab.trigger != "spoils":
            return "only Spoils abilities can be used after the battle"
        if not st.turn.battle_won:
            return "Spoils need a victory"
        if spoils_cancelled(game):  # Advance: Marid's Battle effect
            return "a Monster's effect cancelled every Spoils ability this turn"
        if d.is_monster:  # a monster's Spoils happen when it is defeated, never from a hand
            return f"{d.name} gives its Spoils only to the player who defeats it"
        if d.is_hero and card in _heroes_out(game):
            return f"{d.name} did not attack, so it gets no spoils"
    elif ab.trigger == "trophy":  # Advance: a defeated monster's effect from the hand (rules.advance_triggers)
        from game.engine.rules.advance_triggers import why_not_trophy

        reason = why_not_trophy(game, card, place, ab)
        if reason is not None:
            return reason
    elif ab.trigger != "use" or place not in ab.places:
        return f"this ability of {d.name} cannot be used in the {place}"
    if card in st.turn.doomed:
        return f"{d.name} has been destroyed"
    if st.turn.modifiers:  # Advance: a curse forbade more abilities this turn (Curse of Decay, Horror)
        from game.engine.effects.advance_curses import why_blocked

        reason = why_blocked(game, card, ab, place)
        if reason is not None:
            return reason
    if not ab.repeat and (card, index) in st.turn.used:
        return "each ability can be used only once per turn"
    for step in ab.cost:
        v = VERBS[step.verb]
        if v.feasible is not None and not v.feasible(game, st.active, card, step.args, place):
            return f"the cost cannot be paid: {v.text(step.args)}"
    unmet = unmet_condition(game, card, ab)
    if unmet is not None:
        return f"{d.name} cannot do that now: {unmet}"
    return None


UNMET = {  # why an ability's condition (`if:` in the card file) does not hold, in a player's words
    "equipped_to": "it is not carried by a Hero who can use it",
    "used_ability_of": "no card it works with was used this turn",
    "used_of": "no card it works with was used this turn",
    "all_heroes_strength_below": "one of your Heroes is already strong enough",
    "defeated_monster": "that depends on defeating a Monster this turn",
    "this_used": "that depends on whether it was used this turn",
    "first_ability": "another ability was already used this turn",  # Advance: Curse of Decay
    "xp_at_least": "you do not hold enough XP for it (none is spent)",  # Advance: familiars
}


def unmet_condition(game: Game, card: int, ab: Ability) -> str | None:
    """Why the ability's conditions do not hold now (None: they hold, or it has none)."""
    if not ab.condition:
        return None
    from game.engine import battle

    t = game.state.turn
    monster = game.defn(t.target) if t.target is not None else None
    ctx = battle.BattleContext(game, list(game.hand()), monster, t.target_rank)
    if "dark" in ab.condition and t.target is not None:  # a light penalty remains in this battle (Dwarven Ancestor)
        ctx.dark = game.breakdown(t.target, t.target_rank).light_penalty > 0
    for name, arg in ab.condition.items():
        if not battle.condition_holds(ctx, card, {name: arg}):
            return UNMET.get(name, "its condition does not hold")
    return None


def fire_triggers(game: Game, trigger: str, context: str, doomed_too: bool) -> None:
    """Triggered abilities of the cards in the active player's hand (end_of_battle, end_of_turn)
    whose conditions hold: their steps resolve in hand order. Cards destroyed in the battle take
    part only when `doomed_too` (they stay until the battle is over)."""
    if trigger not in game.card_triggers:  # no card of the game has one
        return
    st = game.state
    pushes = []
    for c in game.hand():
        if c in st.turn.doomed and not doomed_too:
            continue
        for _, ab in game.defn(c).abilities_for(trigger):
            if unmet_condition(game, c, ab) is None:
                pushes.append((c, ab))
    for c, ab in reversed(pushes):
        game.push(ab.steps, st.active, c, context)


def _heroes_out(game: Game) -> set[int]:
    """Heroes that did not or could not attack get no spoils (rulebook: Resolving Battles)."""
    t = game.state.turn
    if t.target is None:
        return set()
    return set(game.breakdown(t.target, t.target_rank).idle_heroes)


def use(game: Game, card: int, index: int) -> None:
    ab = abilities_of(game, card)[index]
    place = place_now(game) or ""
    steps = (Step("_use_ability", {"card": card, "index": index}),) + ab.cost + ab.steps
    steps += advance_hall.after_draw_steps(game)  # Advance: Caldera Dragon's discard after a draw
    game.push(steps, game.state.active, card, place)


def usable_abilities(game: Game) -> list[tuple[int, int]]:
    """Every (card, ability index) why_not_usable accepts now; an ability that cannot be used in
    this place at all (its trigger, its places) is passed by without asking."""
    place = place_now(game)
    if place is None:  # no ability can be used now
        return []
    out = []
    st = game.state
    treasures = [c for c in st.players[st.active].aside if game.defn(c).kind in ("treasure", "familiar")]
    for c in list(game.hand()) + treasures:
        for i, ab in enumerate(abilities_of(game, c)):
            if place == "spoils":
                if ab.trigger != "spoils":
                    continue
            elif ab.trigger != "trophy" and (ab.trigger != "use" or place not in ab.places):
                continue
            if why_not_usable(game, c, i) is None:
                out.append((c, i))
    return out
