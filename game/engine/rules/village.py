"""Visiting the village (rulebook: Visit the Village, Leveling Up).

Order: use village effects; produce gold; buy (one card, more with extra buys, total cost within
the gold); then level up heroes in hand with XP."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects import market
from game.engine.events import LeveledUp, Moved, Purchased, XPChanged
from game.engine.rules import advance_triggers, advance_village

if TYPE_CHECKING:
    from game.engine.cards import CardDef
    from game.engine.game import Game


def gold_total(game: Game) -> int:
    """Gold of the revealed cards still in hand, plus gold gained from effects."""
    hand = game.hand()
    total = sum(game.card_gold(c) for c in hand)
    total += sum(m.amount for m in game.state.turn.modifiers if m.stat == "gold")
    return total


def price(game: Game, card: int) -> int:
    """What buying the card costs now: its cost, plus what effects add this turn (Leprosy)."""
    extra = sum(m.amount for m in game.state.turn.modifiers if m.stat == "price")
    return (game.defn(card).cost or 0) + extra


def gold_left(game: Game) -> int:
    return gold_total(game) - game.state.turn.gold_spent


def buys_left(game: Game) -> int:
    t = game.state.turn
    return 1 + t.extra_buys + market.conditional_buy_count(game) - t.buys


def why_not_buy(game: Game, group: str, gold: int | None = None) -> str | None:
    """Why the top card of the group's stack cannot be bought now (None: it can). `gold`: the gold
    left, when the caller has worked it out for several stacks at once (it is the same for all)."""
    st = game.state
    t = st.turn
    if t.choice != "village":
        return "you can buy only when visiting the village"
    if t.step not in ("effects", "buy"):
        return "buying comes before levelling up"
    if group not in st.stacks:
        return f"there is no {group} stack in the village"
    if not game.mode.can_buy_group(game, group):
        return f"{group} cannot be bought in this game"
    stack = st.stacks[group]
    if not stack:
        return f"the {group} stack is empty"
    if buys_left(game) <= 0:
        return "no buys left this turn"
    reason = advance_triggers.why_trophies_first(game)  # Advance: mandatory trophies come first
    if reason is not None:
        return reason
    top = game.defn(stack[0])
    if top.cost is None:  # no price is not a price of 0 (Advance rulebook: Null und Kein Wert)
        return f"{top.name} has no price and cannot be bought"
    if not game.mode.can_buy_card(game, stack[0]):
        return f"{top.name} cannot be bought in this game"
    cost = price(game, stack[0])
    gold = gold_left(game) if gold is None else gold
    if cost > gold:
        return f"{top.name} costs {cost} gold and you have {gold}"
    return market.buy_refusal(game, stack[0])  # an extra buy for a Weapon only (Blacksmith)


def buyable_groups(game: Game) -> list[str]:
    """The groups whose top card why_not_buy accepts now, in the village's order: what holds for
    every stack (the step, the buys and gold left, the mandatory trophies, the price changes) is
    worked out once."""
    st = game.state
    t = st.turn
    if t.choice != "village" or t.step not in ("effects", "buy") or buys_left(game) <= 0:
        return []
    if advance_triggers.why_trophies_first(game) is not None:
        return []
    gold = gold_left(game)
    extra = sum(m.amount for m in t.modifiers if m.stat == "price")  # as price() adds it
    mode = game.mode
    out = []
    for group, stack in st.stacks.items():
        if not stack:
            continue
        top = stack[0]
        cost = game.defn(top).cost
        if cost is None or cost + extra > gold:
            continue
        if mode.can_buy_group(game, group) and mode.can_buy_card(game, top) and market.buy_refusal(game, top) is None:
            out.append(group)
    return out


def buy(game: Game, group: str) -> None:
    card = game.state.stacks[group][0]
    cost = price(game, card)
    game.emit(Purchased(game.state.active, card, group, cost))
    game.move(card, f"p{game.state.active}.discard", "buy")
    market.note_purchase(game, card)
    advance_village.bought_in_village(game, card)  # Advance: a second purchase (Filigree Amulet)


def level_target(game: Game, card: int, into: str | None) -> tuple[int | None, int, str | None]:
    """The card a hero would level into, the XP cost, and why it cannot (or None)."""
    st = game.state
    d = game.defn(card)
    if levels_into_any_hero(d):
        if into is None:
            return None, 0, f"say which Hero the {d.name} becomes"
        if into not in st.stacks or game.catalog.groups[into].kind != "hero":
            return None, 0, f"there is no {into} Hero stack"
        target = next((c for c in st.stacks[into] if game.defn(c).level == 1), None)
        cost = d.level_up_xp or 3
        if target is None:
            return None, cost, f"no level 1 {game.catalog.groups[into].name} is left"
        return target, cost, None
    if into is not None and into != d.group:
        return None, 0, f"{d.name} can only level up within its own Hero type"
    if d.level_up_xp is None:
        return None, 0, f"{d.name} is at its highest level"
    stack = st.stacks.get(d.group, [])
    target = next((c for c in stack if game.defn(c).level == (d.level or 0) + 1), None)
    if target is None:
        return None, d.level_up_xp, f"no level {(d.level or 0) + 1} {game.catalog.groups[d.group].name} is left"
    return target, d.level_up_xp, None


def levels_into_any_hero(d: CardDef) -> bool:
    """A level-0 Hero levels up into a level-1 Hero of any hero stack: Classic's Militia (3 XP),
    Advance's Regular (`level: 0`, 2 XP; rulebook: Helden hochstufen)."""
    return d.is_hero and (d.has_class("Militia") or d.level == 0)


def why_not_level(game: Game, card: int, into: str | None) -> str | None:
    st = game.state
    t = st.turn
    if t.choice != "village":
        return "heroes level up only in the village"
    if st.loc.get(card) != f"p{st.active}.hand":
        return "only heroes in your hand can level up"
    d = game.defn(card)
    if not d.is_hero:
        return f"{d.name} is not a Hero"
    reason = advance_triggers.why_trophies_first(game)  # Advance: mandatory trophies come first
    if reason is not None:
        return reason
    target, cost, reason = level_target(game, card, into)
    if reason:
        return reason
    xp = game.mode.xp_available(game, st.active)
    if cost > xp:
        return f"levelling up {d.name} costs {cost} XP and you have {xp}"
    return None


def level_up(game: Game, card: int, into: str | None) -> None:
    st = game.state
    target, cost, _ = level_target(game, card, into)
    assert target is not None
    p = st.active
    game.mode.spend_xp(game, p, cost)
    game.emit(LeveledUp(p, card, target, cost))
    game.destroy(card, "level_up")
    game.emit(Moved(target, st.loc[target], f"p{p}.discard", "level_up", "top"))


def spend_xp(game: Game, player: int, cost: int, reason: str = "level_up") -> None:
    game.emit(XPChanged(player, -cost, reason))
