"""Which actions are legal now, why an action is not, and carrying one out.

`why_illegal` is the single source of truth; `legal_actions` lists the candidates it accepts."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from game.engine import battle
from game.engine.actions import (
    Action,
    Attack,
    Buy,
    Choose,
    DestroyCard,
    EndTurn,
    Equip,
    LevelUp,
    Unequip,
    UseAbility,
    Visit,
)
from game.engine.rules import abilities, advance_triggers, dungeon, rest, turn, village

if TYPE_CHECKING:
    from game.engine.game import Game

MAX_LISTED_ANSWERS = 720
# the fields of each action that name a card instance
_CARD_FIELDS: dict[type, tuple[str, ...]] = {
    UseAbility: ("card",), LevelUp: ("card",), Equip: ("weapon", "hero"), Unequip: ("weapon",),
    Attack: ("monster",), DestroyCard: ("card",),
}


def why_illegal(game: Game, action: Action) -> str | None:
    st = game.state
    if st.over:
        return "the game is over"
    if st.prompt is not None:
        if not isinstance(action, Choose):
            return f"answer the open question first: {st.prompt.text}"
        return _why_not_answer(game, action)
    if isinstance(action, Choose):
        return "there is no open question to answer"
    for name in _CARD_FIELDS.get(type(action), ()):  # a card number from a client or a file
        value = getattr(action, name)
        if value is not None and not (isinstance(value, int) and 0 <= value < len(st.cards)):
            return f"there is no card {value}"
    return _why_not_action(game, action)


def _why_not_action(game: Game, action: Action) -> str | None:
    """The rules of one kind of action, once why_illegal has checked what holds for them all (the
    game goes on, no question is open, card numbers exist): legal_actions asks only this."""
    match action:
        case Visit():
            return turn.why_not_visit(game, action.place)
        case UseAbility():
            return abilities.why_not_usable(game, action.card, action.index)
        case Buy():
            return village.why_not_buy(game, action.group)
        case LevelUp():
            return village.why_not_level(game, action.card, action.into)
        case Equip():
            return dungeon.why_not_equip(game, action.weapon, action.hero)
        case Unequip():
            return dungeon.why_not_unequip(game, action.weapon)
        case Attack():
            return dungeon.why_not_attack(game, action.monster)
        case DestroyCard():
            return rest.why_not_destroy(game, action.card)
        case EndTurn():
            return turn.why_not_end(game)
    return f"unknown action {action!r}"


def _why_not_answer(game: Game, action: Choose) -> str | None:
    pr = game.state.prompt
    assert pr is not None
    values = list(action.values)
    if not pr.min <= len(values) <= pr.max:
        if pr.min == pr.max:
            return f"choose exactly {pr.min}"
        return f"choose between {pr.min} and {pr.max}"
    if len(set(values)) != len(values):
        return "each option can be chosen once"
    bad = [v for v in values if v not in pr.options]
    if bad:
        return f"{bad[0]} is not one of the options"
    return None


def perform(game: Game, action: Action) -> None:
    match action:
        case Visit():
            turn.visit(game, action.place)
        case UseAbility():
            abilities.use(game, action.card, action.index)
        case Buy():
            village.buy(game, action.group)
        case LevelUp():
            village.level_up(game, action.card, action.into)
        case Equip():
            dungeon.equip(game, action.weapon, action.hero)
        case Unequip():
            dungeon.unequip(game, action.weapon)
        case Attack():
            dungeon.attack(game, action.monster)
        case DestroyCard():
            rest.destroy(game, action.card)
        case EndTurn():
            turn.end_turn(game, by_player=True)


def legal_actions(game: Game) -> list[Action]:
    st = game.state
    if st.over:
        return []
    if st.prompt is not None:
        return _answers(game)
    t = st.turn
    hand = list(game.hand())
    cands: list[Action] = []
    if t.choice is None:
        cands = [Visit(place) for place in game.ruleset.turn_choices]
    elif t.choice == "village":
        abilities_now = _legal(game, [UseAbility(c, i) for c, i in abilities.usable_abilities(game)])
        return abilities_now + _legal_buys(game) + _legal(game, _level_candidates(game, hand) + [EndTurn()])
    elif t.choice == "dungeon":
        if t.step == "prepare":
            out = _legal(game, [UseAbility(c, i) for c, i in abilities.usable_abilities(game)])
            out += _legal_equips(game, hand)
            out += _legal(game, [Unequip(w) for w in t.equipment])
            attacks = _legal_attacks(game)
            # ending is legal only when no monster may be attacked (Blink Dog in the dark)
            return out + attacks + ([] if attacks else _legal(game, [EndTurn()]))
        else:
            cands += [UseAbility(c, i) for c, i in abilities.usable_abilities(game)]
            cands.append(EndTurn())
    elif t.choice == "rest":
        cands += [DestroyCard(c) for c in hand]
        cands.append(EndTurn())
    elif t.choice == "prepare":  # Advance: the cards went back on the deck by a question
        cands.append(EndTurn())
    return _legal(game, cands)


def _legal(game: Game, cands: list[Action]) -> list[Action]:
    # the candidates are built from the game's own cards, with no question open: only the rules of
    # each kind of action are left to check
    return [a for a in cands if _why_not_action(game, a) is None]


def _legal_buys(game: Game) -> list[Action]:
    """The stacks whose top card may be bought (village.buyable_groups: what why_not_buy accepts)."""
    return [Buy(g) for g in village.buyable_groups(game)]


def _legal_equips(game: Game, hand: list[int]) -> list[Action]:
    """Every weapon in hand with every hero in hand that why_not_equip accepts, the heroes'
    strengths worked out once for all the pairs."""
    weapons = [c for c in hand if game.defn(c).is_weapon]
    heroes = [c for c in hand if game.defn(c).is_hero]
    if not weapons or not heroes:
        return []
    strength, _ = battle.hero_strengths(game, list(hand))
    return [Equip(w, h) for w in weapons for h in heroes if dungeon.why_not_equip(game, w, h, strength) is None]


def _legal_attacks(game: Game) -> list[Action]:
    """The monsters why_not_attack accepts: what holds for them all (the step, the mandatory
    trophies) asked once, then each monster's own reasons."""
    t = game.state.turn
    if t.choice != "dungeon" or t.step != "prepare" or advance_triggers.why_trophies_first(game) is not None:
        return []
    return [Attack(m) for m in dungeon.attackable_monsters(game) if battle.why_not_attackable(game, m) is None]


def _level_candidates(game: Game, hand: list[int]) -> list[Action]:
    """Level-ups worth asking why_not_level about: heroes whose level-up the XP available pays."""
    xp = game.mode.xp_available(game, game.state.active)
    out: list[Action] = []
    for c in hand:
        d = game.defn(c)
        if not d.is_hero:
            continue
        if village.levels_into_any_hero(d):  # Militia, Advance's Regular
            if (d.level_up_xp or 3) <= xp:
                out += [LevelUp(c, g) for g, grp in game.catalog.groups.items()
                        if grp.kind == "hero" and g in game.state.stacks]
        elif d.level_up_xp is not None and d.level_up_xp <= xp:
            out.append(LevelUp(c))
    return out


def _answers(game: Game) -> list[Action]:
    pr = game.state.prompt
    assert pr is not None
    out: list[Action] = []
    for n in range(pr.min, pr.max + 1):
        combos = itertools.permutations(pr.options, n) if pr.kind == "order" else \
            itertools.combinations(pr.options, n)
        for combo in combos:
            out.append(Choose(tuple(combo)))
            if len(out) >= MAX_LISTED_ANSWERS:
                return out
    return out
