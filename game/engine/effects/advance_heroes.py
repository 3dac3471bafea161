"""Verbs of Thunderstone Advance's heroes (docs/advance.md section 18, group C): levelling up from
the dungeon into the hand (Whetmage), ending the turn (Thundermage Bolter), cancelling monsters'
Battle and Aftermath effects (Veilminder), discarding the card itself as a cost, and the Aird
thieves' gold of one discarded card and hero borrowed from a shown hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects import borrow
from game.engine.effects.choosing import STAT_WORDS
from game.engine.effects.filters import candidates, describe_filter
from game.engine.effects.registry import Ask, verb
from game.engine.events import HandRevealed, LeveledUp, ModifierGained, StepChanged
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


# --- Whetmage: level up now, into the hand ----------------------------------------------------------

def _levelable(game: Game, frame: Frame, flt: dict | None, free: bool = False) -> list[int]:
    """Heroes of the hand matching the filter that may level up now: not this card nor one used this
    turn (candidates), not a Hero that is itself the result of a level-up this turn (rulebook
    glossary: Whetmage, none twice), with a next level left and the XP to pay for it (unless `free`)."""
    from game.engine.rules.village import level_target, levels_into_any_hero

    xp = 10 ** 6 if free else game.mode.xp_available(game, frame.player)
    out = []
    for c in candidates(game, frame.player, frame.source, flt, frame.context):
        if not game.defn(c).is_hero or c in game.state.turn.leveled:
            continue
        if levels_into_any_hero(game.defn(c)):
            cost = game.defn(c).level_up_xp or 3
            if cost <= xp and _level1_stacks(game):
                out.append(c)
            continue
        target, cost, reason = level_target(game, c, None)
        if reason is None and cost <= xp:
            out.append(c)
    return out


def _level1_stacks(game: Game) -> list[str]:
    """Hero stacks that still hold a level-1 Hero (what a level-0 Hero may become)."""
    st = game.state
    return [g for g, stack in st.stacks.items() if game.catalog.groups[g].kind == "hero"
            and any(game.defn(c).level == 1 for c in stack)]


def _level_up_text(a: dict) -> str:
    who = describe_filter(a.get("filter") or {"kind": "hero"})
    many = "any number of " + describe_filter(a.get("filter") or {"kind": "hero"}, plural=True) \
        if a.get("any_number") else who
    text = f"level up {many} from your hand, paying " + ("their" if a.get("any_number") else "its") + " XP as usual"
    if a.get("free"):  # Advance: Veteran Trainer
        text = f"level up {many} from your hand without paying XP"
    if a.get("to_hand"):
        text += "; the new Heroes come into your hand" if a.get("any_number") else "; the new Hero comes into your hand"
    return text + " (no Hero levels up twice a turn)"


@verb("level_up", {"filter": dict, "any_number": bool, "to_hand": bool, "free": bool}, text=_level_up_text)
def _level_up(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The player picks a Hero of the hand (or none) and levels it up as in the village (the XP paid,
    the old card destroyed, a level-0 Hero into a level-1 Hero of the stack the player names), the new
    Hero going to the hand with `to_hand`, else to the discard pile; with `any_number`, again until
    the player stops. The turn's step is left as it was (a level-up in the village ends its buying)."""
    from game.engine.rules.village import level_target, levels_into_any_hero

    st = game.state
    card = frame.vars.get("lv_card")
    if card is None:
        options = _levelable(game, frame, args.get("filter"), bool(args.get("free")))
        if not options:
            return None
        if answer is None:
            return Ask(frame.player, "cards", "level_up",
                       f"Choose {describe_filter(args.get('filter') or {'kind': 'hero'})} to level up now, or none.",
                       options, 0, 1, frame.source)
        if not answer:
            return None
        card, answer = answer[0], None
        frame.vars["lv_card"] = card
    into = None
    if levels_into_any_hero(game.defn(card)):
        if answer is None:
            return Ask(frame.player, "option", "level_into",
                       f"Choose the Hero stack whose level 1 Hero the {game.name(card)} becomes.",
                       _level1_stacks(game), 1, 1, frame.source)
        into = answer[0]
    del frame.vars["lv_card"]
    target, cost, _ = level_target(game, card, into)
    assert target is not None
    step = st.turn.step
    if args.get("free"):  # without paying XP (Veteran Trainer)
        cost = 0
    else:
        game.mode.spend_xp(game, frame.player, cost)
    game.emit(LeveledUp(frame.player, card, target, cost))
    if st.turn.step != step:
        game.emit(StepChanged(step))
    game.destroy(card, "level_up")
    game.move(target, f"p{frame.player}.hand" if args.get("to_hand") else f"p{frame.player}.discard",
              "level_up", "bottom" if args.get("to_hand") else "top")
    if args.get("any_number"):
        frame.pc -= 1  # the same step again, until the player chooses none or none can
    return None


# --- Thundermage Bolter: the turn ends ---------------------------------------------------------------

@verb("end_turn", {}, text=lambda a: "your turn ends")
def _end_turn(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The turn ends now, as if the player had ended it: no battle follows (rulebook glossary:
    Thundermage Bolter). The end of turn runs after the steps already pushed (a refill)."""
    from game.engine.rules.turn import end_turn

    end_turn(game)
    return None


# --- discarding the card itself (Veilminder) --------------------------------------------------------

def _this_in_hand(game: Game, player: int, source: int | None, args: dict, context: str) -> bool:
    return source is not None and game.state.loc.get(source) == f"p{player}.hand"


@verb("discard_this", {}, feasible=_this_in_hand, text=lambda a: "discard this card")
def _discard_this(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The card whose ability this is goes from the hand to the discard pile (a cost)."""
    c = frame.source
    if c is not None and game.state.loc.get(c) == f"p{frame.player}.hand":
        game.move(c, f"p{frame.player}.discard", "discard")
    return None


# --- Veilminder: cancel monsters' Battle and Aftermath effects --------------------------------------

CANCELLED = "cancelled_effect"  # modifier aimed at a monster; amount: the index of the ability cancelled
ALL_CANCELLED = "all_monster_effects_cancelled"  # modifier: no Battle or Aftermath effect this turn
CANCELLABLE = ("battle", "aftermath")


def cancelled(game: Game, monster: int | None, index: int | None) -> bool:
    """Whether this ability of the monster (its index among the card's abilities) was cancelled this
    turn, alone or with all of them. The battle (rules.dungeon: _battle_effect) asks it before each
    Battle effect; the Aftermath effects must ask it too."""
    for m in game.state.turn.modifiers:
        if m.stat == ALL_CANCELLED or (m.stat == CANCELLED and m.target == monster and m.amount == index):
            return True
    return False


def _effects_in_hall(game: Game) -> list[tuple[int, int]]:
    """(monster, ability index) of every Battle or Aftermath effect of the monsters in the hall."""
    st = game.state
    return [(c, i) for slot in st.hall for c in slot if game.defn(c).is_monster
            for i, ab in enumerate(game.defn(c).abilities) if ab.trigger in CANCELLABLE
            and not cancelled(game, c, i)]


def _cancel_text(a: dict) -> str:
    if a.get("all"):
        return "cancel every Battle and Aftermath effect this turn"
    return "cancel one Battle or Aftermath effect of a Monster in the Hall this turn"


@verb("cancel_monster_effects", {"all": bool}, text=_cancel_text)
def _cancel_monster_effects(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """With `all`, no monster's Battle or Aftermath effect happens this turn; else the player picks
    a monster of the hall and, if it has several, which of its effects does not happen."""
    from game.engine.effects.wording import steps_text

    source = frame.source if frame.source is not None else -1
    if args.get("all"):
        game.emit(ModifierGained(source, ALL_CANCELLED, 1))
        return None
    effects = _effects_in_hall(game)
    monster = frame.vars.get("cancel_monster")
    if monster is None:
        monsters = list(dict.fromkeys(c for c, _ in effects))
        if not monsters:
            return None
        if answer is None and len(monsters) > 1:
            return Ask(frame.player, "cards", "cancel_effect",
                       "Choose the Monster in the Hall one of whose Battle or Aftermath effects you cancel.",
                       monsters, 1, 1, frame.source)
        monster, answer = (answer[0] if answer else monsters[0]), None
    mine = [i for c, i in effects if c == monster]
    if len(mine) > 1 and answer is None:
        frame.vars["cancel_monster"] = monster
        d = game.defn(monster)
        listed = "; ".join(f"effect_{n} ({d.abilities[i].trigger}): {steps_text(d.abilities[i].steps, lower=True)}"
                           for n, i in enumerate(mine, 1))
        return Ask(frame.player, "option", "cancel_effect", f"Choose the effect of {d.name} to cancel: {listed}.",
                   [f"effect_{n}" for n in range(1, len(mine) + 1)], 1, 1, frame.source)
    frame.vars.pop("cancel_monster", None)
    index = mine[int(str(answer[0]).removeprefix("effect_")) - 1] if answer and len(mine) > 1 else mine[0]
    game.emit(ModifierGained(source, CANCELLED, index, monster))
    return None


# --- Aird: the gold of one discarded card; a Hero from a shown hand ---------------------------------

def _gain_one_text(a: dict) -> str:
    what = "gold" if a["stat"] == "gold" else STAT_WORDS[a["stat"]]
    return f"gain {what} equal to the gold value of one card discarded this way (you choose which)"


@verb("gain_gold_of_one_discarded", {"stat": str}, required=("stat",), text=_gain_one_text)
def _gain_gold_of_one(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The player chooses one of the cards the steps before discarded (tallied 'discarded', the
    player's own too) and gains its gold value as the stat; a card without a gold value gives 0
    (rulebook glossary: Aird, the owner chooses)."""
    cards = list(dict.fromkeys(frame.vars.get("discarded", [])))
    if not cards:
        return None
    if answer is None and len(cards) > 1:
        return Ask(frame.player, "cards", "gold_of",
                   f"Choose the discarded card whose gold value you gain as {STAT_WORDS[args['stat']]}.",
                   cards, 1, 1, frame.source)
    card = answer[0] if answer else cards[0]
    amount = game.card_gold(card)
    if amount:
        game.emit(ModifierGained(frame.source if frame.source is not None else -1, args["stat"], amount))
    return None


ALWAYS_RETURNS = "returns_even_if_destroyed"  # modifier aimed at a Hero borrowed from a shown hand


@verb("borrow_from_shown_hand", {},
      text=lambda a: "every other player reveals their hand; you may take one Hero revealed into your hand: "
                     "it goes back to its owner's discard pile after the battle, even if it was destroyed")
def _borrow_from_shown_hand(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Every other player shows the hand (from the active player's left); the player may take one of
    their Heroes for the battle. It returns to its owner's discard pile when the battle is over,
    destroyed or not (rules.procedures: return_borrowed)."""
    st = game.state
    others = game.players_from_left(frame.player)
    if answer is None:
        for p in others:
            game.emit(HandRevealed(p, tuple(st.players[p].hand)))
        heroes = [c for p in others for c in st.players[p].hand if game.defn(c).is_hero]
        if not heroes:
            return None
        return Ask(frame.player, "cards", "borrow", "Choose a Hero from the hands shown to fight with you, or none.",
                   heroes, 0, 1, frame.source)
    if not answer:
        return None
    card = answer[0]
    borrow.lend(game, frame.player, card)
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, ALWAYS_RETURNS, 1, card))
    return None
