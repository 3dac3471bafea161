"""The effect vocabulary: the primitives card abilities are written in.

Each verb is registered once with
  - `args`: its arguments and their types (the card loader validates files against these),
  - `run`: what it does; a verb that needs a decision returns an Ask, and is run again with the
    answer (the chosen values) once the player has chosen,
  - `text`: how the card text generator words it.
Verbs whose names start with '_' are the engine's own turn procedures and are not allowed in cards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.engine.events import (
    AbilityUsed,
    BuysGained,
    ModifierGained,
    ReactionRevealed,
    SetAsideForNextHand,
)
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.cards import Step
    from game.engine.game import Game


@dataclass
class Ask:
    player: int
    kind: str
    reason: str
    text: str
    options: list[Any]
    min: int = 1
    max: int = 1
    source: int | None = None


@dataclass
class Verb:
    name: str
    run: Callable[[Game, Frame, dict, tuple | None], Ask | None]
    args: dict[str, Any] = field(default_factory=dict)  # name -> type or (type, default)
    shorthand: str | None = None  # `{verb: value}` means `{verb: {shorthand: value}}`
    text: Callable[[dict], str] = lambda a: ""
    feasible: Callable[[Game, int, int | None, dict, str], bool] | None = None
    required: tuple[str, ...] = ()


VERBS: dict[str, Verb] = {}

FILTER_KEYS = {"kind": str, "class": (str, list), "not_class": str, "gold": str,
               "equipped_with": str, "not_equipped_with": str, "level_at_least": int}
STEPS = "steps"  # argument type marker: a nested list of steps


def verb(name: str, args: dict[str, Any] | None = None, shorthand: str | None = None,
         text: Callable[[dict], str] | None = None, feasible: Callable | None = None,
         required: tuple[str, ...] = ()) -> Callable:
    def register(fn: Callable) -> Callable:
        VERBS[name] = Verb(name, fn, args or {}, shorthand, text or (lambda a: name), feasible, required)
        return fn
    return register


def run_step(game: Game, frame: Frame, step: Step, answer: tuple | None) -> Ask | None:
    return VERBS[step.verb].run(game, frame, step.args, answer)


# --- filters ------------------------------------------------------------------------------------


def matches(game: Game, card: int, flt: dict[str, Any] | None) -> bool:
    if not flt:
        return True
    d = game.defn(card)
    for key, want in flt.items():
        if key == "kind":
            if want == "hero" and not d.is_hero:
                return False
            if want == "monster" and not d.is_monster:
                return False
            if want not in ("hero", "monster") and d.kind != want:
                return False
        elif key == "class":
            wanted = [want] if isinstance(want, str) else want
            if not any(w in d.classes for w in wanted):
                return False
        elif key == "not_class":
            if want in d.classes:
                return False
        elif key == "gold":
            has = game.card_gold(card) > 0
            if (want == "some") != has:
                return False
        elif key in ("equipped_with", "not_equipped_with"):
            t = game.state.turn
            has = any(h == card and want in game.defn(w).classes for w, h in t.equipment.items())
            if has != (key == "equipped_with"):
                return False
        elif key == "level_at_least":
            if d.hero_level < want:
                return False
    return True


def describe_filter(flt: dict[str, Any] | None, plural: bool = False) -> str:
    """'a Food', 'a card without gold value', 'Heroes without an Edged Weapon'."""
    flt = flt or {}
    noun = "card"
    if "class" in flt:
        want = flt["class"]
        noun = want if isinstance(want, str) else " or ".join(want)
    elif flt.get("kind") == "hero":
        noun = "Hero"
    elif flt.get("kind") == "monster":
        noun = "Monster"
    elif flt.get("kind") == "disease":
        noun = "Disease"
    elif "kind" in flt:
        noun = {"village": "Village card"}.get(flt["kind"], str(flt["kind"]).capitalize())
    if plural:
        noun = " or ".join(_plural(n) for n in noun.split(" or "))
    words = [noun]
    if "not_class" in flt:
        words.insert(0, f"non-{flt['not_class']}")
    if flt.get("gold") == "none":
        words.append("without a gold value")
    elif flt.get("gold") == "some":
        words.append("with a gold value")
    if "level_at_least" in flt:
        words.append(f"of level {flt['level_at_least']} or higher")
    if "not_equipped_with" in flt:
        words.append(f"without {_a(flt['not_equipped_with'])} Weapon")
    if "equipped_with" in flt:
        words.append(f"with {_a(flt['equipped_with'])} Weapon")
    phrase = " ".join(words)
    if plural:
        return phrase
    return f"{_a(phrase)}"


def _a(phrase: str) -> str:
    """'an Edged', 'a Food'."""
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


_PLURALS = {"Hero": "Heroes", "Militia": "Militia", "Thief": "Thieves", "Undead": "Undead",
            "Food": "Food", "Dwarf": "Dwarves", "Elf": "Elves", "Ooze": "Oozes"}


def _plural(noun: str) -> str:
    if noun in _PLURALS:
        return _PLURALS[noun]
    return noun + ("es" if noun.endswith(("ch", "sh", "ss", "x")) else "s")


def _noun(flt: dict | None) -> str:
    """The filter's phrase without its article: 'Disease', 'Mercenary'."""
    return describe_filter(flt).split(" ", 1)[1]


def candidates(game: Game, player: int, source: int | None, flt: dict | None, context: str) -> list[int]:
    """Cards in a player's hand an effect may pick. While preparing (village or dungeon), cards
    already used for an effect, and the card doing it, cannot be picked (rulebook: Dungeon
    Effects; Scout and Burnt Offering glossary). In battle, doomed cards are already gone."""
    t = game.state.turn
    hand = game.state.players[player].hand
    out = []
    used = {c for c, _ in t.used} if player == game.state.active else set()
    for c in hand:
        if c == source and context in ("village", "dungeon", "spoils"):
            continue
        if c in used and context in ("village", "dungeon", "spoils"):
            continue
        if c in t.doomed:
            continue
        if matches(game, c, flt):
            out.append(c)
    return out


def _interchangeable(game: Game, cards: list[int]) -> bool:
    t = game.state.turn
    keys = {game.state.cards[c] for c in cards}
    involved = any(c in t.equipment or c in t.equipment.values() for c in cards)
    return len(keys) == 1 and not involved


def _choose_cards(game: Game, frame: Frame, flt: dict | None, n: int, reason: str, verb_text: str,
                  answer: tuple | None, exact: bool = True) -> list[int] | Ask:
    """Pick n cards (or all, if fewer) from the frame player's hand. Returns the cards, or an Ask."""
    cands = candidates(game, frame.player, frame.source, flt, frame.context)
    n = min(n, len(cands))
    if answer is not None:
        return list(answer)
    if n == 0:
        return []
    if n == len(cands) or _interchangeable(game, cands):
        return cands[:n]
    return Ask(frame.player, "cards", reason, f"Choose {_count_text(n, flt)} to {verb_text}.",
               cands, n if exact else 0, n, frame.source)


def _count_text(n: int, flt: dict | None) -> str:
    return describe_filter(flt) if n == 1 else f"{n} {describe_filter(flt, plural=True)}"


def _n(args: dict, game: Game, frame: Frame) -> int:
    n = args.get("count", 1)
    if isinstance(n, dict):  # {per: {counter: argument}}
        from game.engine.battle import BattleContext, count
        mon = game.state.turn.target
        ctx = BattleContext(game, list(game.hand(frame.player)), game.defn(mon) if mon is not None else None,
                            game.state.turn.target_rank)
        return count(ctx, frame.source if frame.source is not None else -1, n["per"])
    return int(n)


def _amount(args: dict, frame: Frame, game: Game) -> int:
    amount = args["amount"]
    if isinstance(amount, dict):  # {gold_of: chosen}
        chosen = frame.vars.get("chosen", [])
        return sum(game.card_gold(c) for c in chosen)
    return int(amount)


def _feasible_choice(game: Game, player: int, source: int | None, args: dict, context: str) -> bool:
    return len(candidates(game, player, source, args.get("filter"), context)) >= args.get("count", 1)


# --- card verbs ---------------------------------------------------------------------------------


@verb("draw", {"count": int}, shorthand="count",
      text=lambda a: "Draw a card" if a["count"] == 1 else f"Draw {a['count']} cards")
def _draw(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.draw(frame.player, args["count"])
    return None


STAT_WORDS = {"attack": "Attack", "magic": "Magic Attack", "light": "Light", "gold": "gold",
              "strength": "Strength"}


def _gain_text(a: dict) -> str:
    amount = a["amount"]
    if isinstance(amount, dict):
        return f"gain its gold value as {STAT_WORDS[a['stat']]}"
    if a["stat"] == "gold":
        return f"gain {amount} gold"
    return f"gain {STAT_WORDS[a['stat']]} {amount:+d}"


@verb("gain", {"stat": str, "amount": (int, dict)}, required=("stat", "amount"), text=_gain_text)
def _gain(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, args["stat"],
                             _amount(args, frame, game)))
    return None


@verb("strengthen_hero", {"amount": int}, shorthand="amount",
      text=lambda a: f"a Hero of your choice gains Strength {a['amount']:+d}")
def _strengthen(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    heroes = [c for c in game.hand(frame.player) if game.defn(c).is_hero and c not in game.state.turn.doomed]
    if not heroes:
        return None
    if answer is None and len(heroes) > 1:
        return Ask(frame.player, "cards", "hero", f"Choose a Hero to gain Strength {args['amount']:+d}.",
                   heroes, 1, 1, frame.source)
    hero = answer[0] if answer else heroes[0]
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, "strength", args["amount"], hero))
    return None


def _destroy_text(a: dict) -> str:
    n = a.get("count", 1)
    if isinstance(n, dict):
        (name, arg), = n["per"].items()
        each = {"revealed": lambda: f"{_noun(arg)} you revealed",
                "other_revealed": lambda: f"other {_noun(arg)} you revealed",
                "gold_revealed": lambda: f"{arg} gold you revealed",
                "hero_level": lambda: "level of its Hero",
                "highest_hero_level": lambda: "level of your highest-level Hero"}.get(
                    name, lambda: name.replace("_", " "))()
        return f"Destroy {describe_filter(a.get('filter'))} per {each}"
    return f"Destroy {_count_text(n, a.get('filter'))}"


@verb("destroy", {"filter": dict, "count": (int, dict), "now": bool}, text=_destroy_text,
      feasible=_feasible_choice)
def _destroy(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Destroy chosen cards from hand. In battle they are doomed (they fight on) unless `now`."""
    n = _n(args, game, frame)
    picked = _choose_cards(game, frame, args.get("filter"), n, "destroy", "destroy", answer)
    if isinstance(picked, Ask):
        return picked
    frame.vars["chosen"] = picked
    for c in picked:
        if frame.context == "battle" and not args.get("now"):
            game.doom(c)
        else:
            game.destroy(c)
    return None


@verb("destroy_all", {"filter": dict}, required=("filter",),
      text=lambda a: f"Destroy all {describe_filter(a['filter'], plural=True)}")
def _destroy_all(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    for c in candidates(game, frame.player, frame.source, args["filter"], frame.context):
        if frame.context == "battle":
            game.doom(c)
        else:
            game.destroy(c)
    return None


@verb("discard", {"filter": dict, "count": int}, feasible=_feasible_choice,
      text=lambda a: f"Discard {_count_text(a.get('count', 1), a.get('filter'))}")
def _discard(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    picked = _choose_cards(game, frame, args.get("filter"), args.get("count", 1), "discard", "discard", answer)
    if isinstance(picked, Ask):
        return picked
    frame.vars["chosen"] = picked
    for c in picked:
        game.move(c, f"p{frame.player}.discard", "discard")
    return None


@verb("gain_disease", {"count": int}, shorthand="count",
      text=lambda a: "gain a Disease" if a["count"] == 1 else f"gain {a['count']} Diseases")
def _gain_disease(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    for _ in range(args["count"]):
        game.gain_disease(frame.player)
    return None


# --- wording: the card text generator (game.catalog.text) builds on these ---------------------

_VERBS_3RD = {"draw", "gain", "destroy", "discard", "put", "look", "peek", "set", "rearrange"}
_PRONOUNS_3RD = {"you": "they", "your": "their", "yours": "theirs"}


def _third_person(text: str, plural: bool) -> str:
    """'discard a card from your hand' -> 'discards a card from their hand' (or 'discard ...'
    for a plural subject). Only the leading verb and second-person pronouns change."""
    words = text.split(" ")
    if words and words[0].lower() in _VERBS_3RD and not plural:
        w = words[0]
        words[0] = w + ("es" if w.endswith(("sh", "ch", "ss", "x")) else "s")
    elif words[:2] == ["you", "may"]:
        words = words[1:]
    words = [_PRONOUNS_3RD.get(w, w) for w in words]
    return " ".join(words)


def step_text(step: Step, when: str | None = None) -> str:
    """One step in words, with its timing in a battle (destroyed now, or once the battle ends)."""
    text = VERBS[step.verb].text(step.args)
    if when == "battle" and step.verb in ("destroy", "destroy_all"):
        text += " before the attack is totalled" if step.args.get("now") else " once the battle is over"
    return text


def steps_text(steps: tuple[Step, ...] | list[Step], lower: bool = False, third_person: str | None = None,
               when: str | None = None) -> str:
    """Steps as one phrase: 'Draw 3 cards, then put 3 cards ...'. `lower` starts it in lower case
    (after a cost); `third_person` ('singular' or 'plural') words it for other players (nested in
    each_other_player / all_players); `when` is the ability's trigger, for battle timing."""
    parts = [step_text(s, when) for s in steps]
    if third_person:
        parts = [_third_person(p[:1].lower() + p[1:], third_person == "plural") for p in parts]
        text = " and ".join(parts)
    elif any(("," in p or ";" in p) for p in parts[:-1]):
        text = ". Then ".join([parts[0]] + [p[:1].lower() + p[1:] for p in parts[1:]])
    else:
        rest = [p[:1].lower() + p[1:] for p in parts[1:]]
        text = ", ".join([parts[0]] + rest[:-1]) + (f", then {rest[-1]}" if rest else "")
    if not text:
        return text
    return text[:1].lower() + text[1:] if lower else text[:1].upper() + text[1:]


def _each_text(prefix: str, plural: bool) -> Callable[[dict], str]:
    return lambda a: f"{prefix} {steps_text(a['steps'], lower=True, third_person='plural' if plural else 'singular')}"


@verb("each_other_player", {"steps": STEPS}, shorthand="steps", required=("steps",),
      text=lambda a: _each_text("each other player", False)(a))
def _each_other(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Run the steps for each other player, first the one to the acting player's left. A player
    whose reaction card turns an opponent's effect back (Belzur Bishop) makes it hit the active
    player instead; monsters' effects cannot be turned back."""
    active = game.state.active
    targets = []
    for p in game.players_from_left(frame.player):
        if frame.context != "battle" and frame.context != "breach":
            bishop = next((c for c in game.state.players[p].hand
                           if "redirects_opponent_effects" in game.defn(c).passives), None)
            if bishop is not None and p != active:
                game.emit(ReactionRevealed(p, bishop, active))
                targets.append(active)
                continue
        targets.append(p)
    # an effect turned back onto the active player while preparing keeps that context, so it
    # cannot pick the cards already used this turn (README: Rules notes)
    context = frame.context if frame.context in ("village", "dungeon", "spoils") else "effect"
    for p in reversed(targets):
        game.push(args["steps"], p, frame.source, context)
    return None


@verb("all_players", {"steps": STEPS}, shorthand="steps", required=("steps",),
      text=lambda a: _each_text("all players", True)(a))
def _all_players(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    order = [game.state.active] + game.players_from_left(game.state.active)
    for p in reversed(order):
        game.push(args["steps"], p, frame.source, "effect")
    return None


@verb("extra_buy", {"count": int}, shorthand="count",
      text=lambda a: "you may buy one more card" if a["count"] == 1 else f"you may buy {a['count']} more cards")
def _extra_buy(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.emit(BuysGained(args["count"]))
    return None


@verb("put_on_deck", {"count": int}, shorthand="count",
      text=lambda a: "put a card from your hand on top of your deck" if a["count"] == 1 else
                     f"put {a['count']} cards from your hand on top of your deck in any order")
def _put_on_deck(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    cands = candidates(game, frame.player, frame.source, None, frame.context)
    n = min(args["count"], len(cands))
    if n == 0:
        return None
    if answer is None:
        return Ask(frame.player, "order", "put_on_deck",
                   f"Choose {n} cards to put on top of your deck, the top card first.", cands, n, n, frame.source)
    for c in reversed(answer):  # the first chosen ends on top
        game.move(c, f"p{frame.player}.deck", "put_on_deck", "top")
    return None


@verb("reorder_dungeon", {"count": int}, shorthand="count",
      text=lambda a: f"rearrange the top {a['count']} cards of the Dungeon Deck as you like")
def _reorder_dungeon(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    top = game.state.dungeon[: args["count"]]
    if len(top) < 2:
        return None
    if answer is None:
        return Ask(frame.player, "order", "reorder_dungeon",
                   "Put these dungeon cards back in the order you want, the top card first.",
                   top, len(top), len(top), frame.source)
    for c in reversed(answer):
        game.move(c, "dungeon", "reorder", "top")
    return None


@verb("swap_with_dungeon_top", {},
      text=lambda a: "peek at the top card of the Dungeon Deck; if it is a Monster, you may swap it "
                     "with a Monster in the Hall, which goes on top of the deck")
def _swap_top(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    st = game.state
    if not st.dungeon:
        return None
    top = st.dungeon[0]
    if not game.defn(top).is_monster or game.defn(top).kind == "guardian":
        return None
    hall = [c for slot in st.hall for c in slot
            if game.defn(c).is_monster and game.mode.can_leave_hall(game, c)]
    if not hall:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "swap_monster",
                   f"The top of the Dungeon Deck is {game.name(top)}. Choose a Monster to swap with it, or none.",
                   hall, 0, 1, frame.source)
    if not answer:
        return None
    out = answer[0]
    zone = st.loc[out]
    game.move(out, "dungeon", "swap", "top")  # the hall card goes on top of the deck...
    game.move(top, zone, "swap")  # ...and the old top card takes its place
    from game.engine.events import HallLeft
    game.emit(HallLeft(out))
    return None


@verb("set_aside_for_next_hand", {"filter": dict},
      text=lambda a: f"set aside every {_noun(a.get('filter'))} you revealed; "
                     "they join your new hand")
def _set_aside(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    for c in list(game.hand(frame.player)):
        if c not in game.state.turn.doomed and matches(game, c, args.get("filter")):
            game.emit(SetAsideForNextHand(c))
    return None


# --- the engine's own procedures (not for card files) -------------------------------------------


@verb("_use_ability", {})
def _use_ability(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.emit(AbilityUsed(args["card"], args["index"]))
    return None


@verb("_call", {})
def _call(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Call a rules procedure by name; it may push more frames."""
    from game.engine.rules import procedures

    return procedures.PROCEDURES[args["name"]](game, frame, answer)
