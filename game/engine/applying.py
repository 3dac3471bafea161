"""Applying events: how each event changes a GameState. `apply_event` is the only code that
changes one (game.engine.events says what the events are)."""

from __future__ import annotations

from game.engine.events import (
    AbilityUsed,
    AngerChanged,
    BattleEffectWarded,
    BattleResolved,
    BreachSkipped,
    BreachTriggered,
    BuysGained,
    CardsRevealed,
    Created,
    DiseasesUnder,
    Doomed,
    Equipped,
    Event,
    ExtraTurnEarned,
    ExtraTurnTaken,
    FirstPlayerChosen,
    GameEnded,
    HallLeft,
    HallShifted,
    HandRevealed,
    HeroBorrowed,
    HeroReturned,
    HeroSaved,
    LeveledUp,
    ModeChanged,
    ModifierGained,
    MonsterAttacked,
    MonsterDefeated,
    Moved,
    MovedCards,
    PartyXPChanged,
    PromptAnswered,
    PromptOpened,
    Purchased,
    ReactionRevealed,
    RestDestroyed,
    SetAsideForNextHand,
    Shuffled,
    StepChanged,
    TrapAvoided,
    TrapSprung,
    TreasureFound,
    Tucked,
    TurnChoice,
    TurnEnded,
    TurnStarted,
    Unequipped,
    XPChanged,
)
from game.engine.state import GameState, Modifier, Prompt, Turn


def _move(state: GameState, cards: tuple[int, ...], src: str, dst: str, pos: str | int) -> None:
    """Cards moved one after another, and what leaving or entering a zone ends for each."""
    src_zone = state.zone(src)
    dst_zone = state.zone(dst)
    loc = state.loc
    n = len(cards)
    if n > 1 and pos in ("top", "bottom") and tuple(src_zone[:n]) == cards:
        # the top cards, in order (a hand drawn or discarded, a pile reshuffled): moved at once,
        # the same as one after another
        del src_zone[:n]
        if pos == "top":
            dst_zone[0:0] = cards[::-1]
        else:
            dst_zone.extend(cards)
        for card in cards:
            loc[card] = dst
    else:
        for card in cards:
            src_zone.remove(card)  # ValueError if the card is not there: a bug, caught by tests
            if pos == "top":
                dst_zone.insert(0, card)
            elif pos == "bottom":
                dst_zone.append(card)
            else:
                dst_zone.insert(int(pos), card)
            loc[card] = dst
    if state.under:  # a card taken from under a treasure is no longer under it
        for card in cards:
            for t, under in list(state.under.items()):
                if card in under:
                    under.remove(card)
                    if not under:
                        del state.under[t]
    leaves_hall = (src.startswith("hall.") or src == "rank0") and not (dst.startswith("hall.") or dst == "rank0")
    if leaves_hall and (state.breached or state.anger):
        for card in cards:
            if card in state.breached:
                state.breached.remove(card)
            if card in state.anger:
                state.anger.remove(card)  # anger stays with a monster only while it is in the hall
    if state.diseases_under and (dst.startswith("hall.") or dst == "rank0") and not (
            src.startswith("hall.") or src == "rank0"):
        for card in cards:
            state.diseases_under.pop(card, None)  # a monster coming back into the hall has none under it
    equipment = state.turn.equipment
    if equipment and not dst.endswith(".hand"):
        for card in cards:
            equipment.pop(card, None)
            for w, h in list(equipment.items()):
                if h == card:
                    del equipment[w]


def apply_event(state: GameState, e: Event) -> None:
    # event_count counts single changes (each card of a MovedCards): bots seed their decisions with
    # it, so joining moves into one event does not change the games they play
    state.event_count += 1
    t = state.turn
    match e:
        case Moved():
            _move(state, (e.card,), e.src, e.dst, e.pos)
            if e.reason == "draw":
                t.drawn += 1
        case MovedCards():
            _move(state, e.cards, e.src, e.dst, e.pos)
            state.event_count += len(e.cards) - 1
            if e.reason == "draw":
                t.drawn += len(e.cards)
        case Created():
            assert e.card == len(state.cards)
            state.cards.append(e.key)
            state.zone(e.dst).insert(0, e.card)
            state.loc[e.card] = e.dst
        case Shuffled():
            zone = state.zone(e.zone)
            assert sorted(zone) == sorted(e.order)
            zone[:] = list(e.order)
            state.rng = e.rng
        case HallShifted():
            for card, src, dst in e.moves:
                _move(state, (card,), src, dst, "top")
        case FirstPlayerChosen():
            state.active = e.player
            state.rng = e.rng
        case TurnStarted():
            state.active = e.player
            state.turn_number = e.number
            state.turn = Turn()
        case TurnChoice():
            t.choice = e.choice
            # Advance's Prepare turn has the step "prepare_hand" ("prepare" is the dungeon's own step)
            t.step = {"village": "effects", "dungeon": "prepare", "rest": "rest", "prepare": "prepare_hand"}[e.choice]
        case StepChanged():
            t.step = e.step
        case TurnEnded():
            t.step = "ended"
        case AbilityUsed():
            t.used.append((e.card, e.index))
        case ModifierGained():
            t.modifiers.append(Modifier(e.source, e.stat, e.amount, e.target))
        case BuysGained():
            t.extra_buys += e.count
        case Purchased():
            t.gold_spent += e.cost
            t.buys += 1
            if t.step == "effects":
                t.step = "buy"
        case XPChanged():
            state.players[e.player].xp += e.amount
        case LeveledUp():
            t.leveled.append(e.new)
            t.step = "level"
        case Equipped():
            t.equipment[e.weapon] = e.hero
            if e.hero not in t.ever_equipped:
                t.ever_equipped.append(e.hero)
        case Unequipped():
            t.equipment.pop(e.weapon, None)
            # taking a weapon off while preparing undoes equipping it: a hero left without a
            # weapon is not equipped (a weapon lost to an effect keeps it: Stoneguard glossary)
            if e.hero not in t.equipment.values() and e.hero in t.ever_equipped:
                t.ever_equipped.remove(e.hero)
        case PromptOpened():
            state.prompt = Prompt(e.player, e.kind, e.reason, e.text, list(e.options), e.min, e.max, e.source)
        case PromptAnswered():
            state.prompt = None
        case ReactionRevealed():
            pass
        case HandRevealed():
            pass
        case CardsRevealed():
            pass
        case RestDestroyed():
            t.rest_destroyed = True
        case BreachSkipped():
            state.breached.append(e.monster)
        case SetAsideForNextHand():
            t.next_hand.append(e.card)
        case MonsterAttacked():
            t.target = e.monster
            t.target_rank = e.rank
            t.step = "battle"
        case Doomed():
            if e.card not in t.doomed:
                t.doomed.append(e.card)
        case BattleResolved():
            t.battle_won = e.won
            t.battle_margin = e.total - e.health
            t.step = "aftermath"
        case MonsterDefeated():
            t.defeated.append(e.monster)
            if e.rank == 1:
                t.defeated_rank1 = True
        case BreachTriggered():
            state.breached.append(e.monster)
        case HallLeft():
            if e.monster in state.breached:
                state.breached.remove(e.monster)
        case TrapSprung() | TrapAvoided() | BattleEffectWarded():
            pass
        case TreasureFound():
            t.found.append(e.treasure)
        case Tucked():
            state.under.setdefault(e.under, []).append(e.card)
        case DiseasesUnder():
            if e.count:
                state.diseases_under[e.monster] = e.count
            else:
                state.diseases_under.pop(e.monster, None)
        case GameEnded():
            state.over = True
            state.result = {
                "scores": dict(e.scores),
                "winners": list(e.winners),
                "thunderstone_holder": e.thunderstone_holder,
                "reason": e.reason,
            }
            if e.verdict is not None:
                state.result["verdict"] = dict(e.verdict)
        case ModeChanged():
            state.mode_data[e.key] = e.value
        case AngerChanged():
            if e.angry and e.monster not in state.anger:
                state.anger.append(e.monster)
            elif not e.angry and e.monster in state.anger:
                state.anger.remove(e.monster)
        case HeroBorrowed():
            t.borrowed.append((e.card, e.owner))
        case HeroReturned():
            t.borrowed = [b for b in t.borrowed if b[0] != e.card]
        case ExtraTurnEarned():
            state.extra_turns.append(e.player)
        case ExtraTurnTaken():
            state.extra_turns.remove(e.player)
        case HeroSaved():
            if e.hero in t.doomed:
                t.doomed.remove(e.hero)
        case PartyXPChanged():
            state.mode_data["party_xp"] = state.mode_data.get("party_xp", 0) + e.amount
        case _:
            raise TypeError(f"no apply rule for event {e!r}")
