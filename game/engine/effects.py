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
    CardsRevealed,
    HandRevealed,
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
               "equipped_with": str, "not_equipped_with": str, "level_at_least": int, "group": str,
               "strength_at_most": int, "vp_at_most": int, "gold_at_least": int,
               "not_kind": str, "attacking": bool}
STEPS = "steps"  # argument type marker: a nested list of steps
# where a monster's own effects run (battle, breach, global triggers, its spoils for the victor)
MONSTER_CONTEXTS = ("battle", "breach", "global", "monster_spoils", "trap")  # a trap's too: no one's effect
# step arguments that hold a card filter (the loader checks them like `filter`)
FILTER_ARGS = ("filter", "give", "destroy")


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
        elif key == "group":  # a hero type or village stack, by its group key
            if d.group != want:
                return False
        elif key == "strength_at_most":  # a hero's strength now (battle effects included)
            if not d.is_hero or stat_value(game, card, "strength") > want:
                return False
        elif key == "vp_at_most":
            if d.vp > want:
                return False
        elif key == "gold_at_least":
            if game.card_gold(card) < want:
                return False
        elif key == "not_kind":
            if matches(game, card, {"kind": want}):
                return False
        elif key == "attacking":  # a hero that attacks the monster of this turn's battle
            t = game.state.turn
            attacks = d.is_hero and t.target is not None and card not in game.breakdown(
                t.target, t.target_rank).idle_heroes
            if attacks != bool(want):
                return False
    return True


RANKING_STATS = ("strength", "weight", "gold", "vp")  # what `most` / `least` compare


def stat_value(game: Game, card: int, stat: str) -> int:
    """A card's strength (a hero's current strength, weapons and effects included, while in a
    hand), weight, gold value or victory points."""
    d = game.defn(card)
    if stat == "strength":
        where = game.state.loc.get(card, "")
        if d.is_hero and where.endswith(".hand"):
            from game.engine.battle import hero_strengths
            return hero_strengths(game, list(game.state.zone(where)))[0].get(card, 0)
        return d.strength or 0
    if stat == "weight":
        return d.weight or 0
    if stat == "gold":
        return game.card_gold(card)
    if stat == "vp":
        return d.vp
    raise KeyError(f"unknown stat {stat}")


def describe_filter(flt: dict[str, Any] | None, plural: bool = False) -> str:
    """'a Food', 'a card without gold value', 'Heroes without an Edged Weapon'."""
    flt = flt or {}
    noun = "card"
    if "class" in flt:
        want = flt["class"]
        noun = want if isinstance(want, str) else " or ".join(want)
    elif "group" in flt:
        noun = str(flt["group"]).replace("_", " ").title()
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
    if "not_kind" in flt:
        words.insert(0, "non-" + _noun({"kind": flt["not_kind"]}))
    if "attacking" in flt:
        words.insert(0, "attacking" if flt["attacking"] else "non-attacking")
    if flt.get("gold") == "none":
        words.append("without a gold value")
    elif flt.get("gold") == "some":
        words.append("with a gold value")
    if "level_at_least" in flt:
        words.append(f"of level {flt['level_at_least']} or higher")
    if "strength_at_most" in flt:
        words.append(f"of Strength {flt['strength_at_most']} or lower")
    if "vp_at_most" in flt:
        words.append(f"worth {flt['vp_at_most']} VP or less")
    if "gold_at_least" in flt:
        words.append(f"with a gold value of {flt['gold_at_least']} or more")
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
    if isinstance(amount, dict) and "count_of" in amount:  # {count_of: discarded}: one per card
        return len(frame.vars.get(amount["count_of"], []))
    if isinstance(amount, dict):  # {gold_of: chosen}
        chosen = frame.vars.get("chosen", [])
        return sum(game.card_gold(c) for c in chosen)
    return int(amount)


def _tally(game: Game, frame: Frame, key: str, cards: list[int]) -> None:
    """Record cards an effect handled (e.g. 'discarded') in the frame, and in the frame that
    started it for each player (each_other_player), so a later step there can count them."""
    frame.vars.setdefault(key, []).extend(cards)
    parent = frame.vars.get("parent")
    if parent is not None and parent < len(game.state.stack):
        game.state.stack[parent].vars.setdefault(key, []).extend(cards)


def _per_text(per: dict) -> str:
    """'other Phalanx you revealed': the noun of a `{per: {counter: argument}}` count."""
    (name, arg), = per.items()
    return {"revealed": lambda: f"{_noun(arg)} you revealed",
            "other_revealed": lambda: f"other {_noun(arg)} you revealed",
            "played": lambda: f"{_noun(arg)} you played",
            "gold_revealed": lambda: f"{arg} gold you revealed",
            "hero_level": lambda: "level of its Hero",
            "highest_hero_level": lambda: "level of your highest-level Hero"}.get(
                name, lambda: name.replace("_", " "))()


def _feasible_choice(game: Game, player: int, source: int | None, args: dict, context: str) -> bool:
    return len(candidates(game, player, source, args.get("filter"), context)) >= args.get("count", 1)


# --- card verbs ---------------------------------------------------------------------------------


def _draw_text(a: dict) -> str:
    n = a["count"]
    if isinstance(n, dict):
        return f"Draw a card per {_per_text(n['per'])}"
    return "Draw a card" if n == 1 else f"Draw {n} cards"


@verb("draw", {"count": (int, dict)}, shorthand="count", text=_draw_text)
def _draw(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.draw(frame.player, _n(args, game, frame))
    return None


STAT_WORDS = {"attack": "Attack", "magic": "Magic Attack", "light": "Light", "gold": "gold",
              "strength": "Strength"}


def _gain_text(a: dict) -> str:
    amount = a["amount"]
    if isinstance(amount, dict) and "count_of" in amount:
        return f"gain {STAT_WORDS[a['stat']]} +1 for each card {amount['count_of']} this way"
    if isinstance(amount, dict):
        return f"gain its gold value as {STAT_WORDS[a['stat']]}"
    if a["stat"] == "gold":
        return f"gain {amount} gold"
    return f"gain {STAT_WORDS[a['stat']]} {amount:+d}"


@verb("gain", {"stat": str, "amount": (int, dict)}, required=("stat", "amount"), text=_gain_text)
def _gain(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    amount = _amount(args, frame, game)
    if amount == 0 and isinstance(args["amount"], dict) and "count_of" in args["amount"]:  # none counted
        return None
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, args["stat"], amount))
    return None


@verb("strengthen_hero", {"amount": int, "that_hero": bool}, shorthand="amount",
      text=lambda a: f"{'that Hero' if a.get('that_hero') else 'a Hero of your choice'} gains "
                     f"Strength {a['amount']:+d}")
def _strengthen(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """A hero in hand gains strength: one the player chooses, or with `that_hero` the card the
    enclosing step looked at (draw_one, discard_top_card: frame var 'it')."""
    heroes = [c for c in game.hand(frame.player) if game.defn(c).is_hero and c not in game.state.turn.doomed]
    if args.get("that_hero"):
        heroes = [c for c in heroes if c == frame.vars.get("it")]
    if not heroes:
        return None
    if answer is None and len(heroes) > 1:
        return Ask(frame.player, "cards", "hero", f"Choose a Hero to gain Strength {args['amount']:+d}.",
                   heroes, 1, 1, frame.source)
    hero = answer[0] if answer else heroes[0]
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, "strength", args["amount"], hero))
    return None


STAT_RANK_WORDS = {"strength": "Strength", "weight": "Weight", "gold": "gold value", "vp": "VP"}


def _ranked_text(a: dict) -> str:
    """' with the highest gold value', ' among the cards revealed'."""
    words = ""
    for key, extreme in (("most", "highest"), ("least", "lowest")):
        if a.get(key):
            words += f" with the {extreme} {STAT_RANK_WORDS.get(a[key], str(a[key]))}"
    if a.get("among"):
        words += " among the cards revealed"
    return words


def _choose_ranked(game: Game, frame: Frame, args: dict, n: int, reason: str, verb_text: str,
                   answer: tuple | None) -> list[int] | Ask:
    """Pick n cards from hand like _choose_cards, only among the cards chosen by an earlier step
    (`among: chosen`) and/or those with the highest (`most`) or lowest (`least`) value of a stat.
    Cards that are certainly among the n are taken; the player chooses among ties at the edge."""
    flt = args.get("filter")
    cands = candidates(game, frame.player, frame.source, flt, frame.context)
    if args.get("among"):
        chosen = frame.vars.get(args["among"], [])
        cands = [c for c in cands if c in chosen]
    n = min(n, len(cands))
    if n == 0:
        return []
    stat = args.get("most") or args.get("least")
    if stat:
        sign = -1 if args.get("most") else 1
        value = {c: sign * stat_value(game, c, stat) for c in cands}
        edge = sorted(value.values())[n - 1]
        forced = [c for c in cands if value[c] < edge]
        tied = [c for c in cands if value[c] == edge]
    else:
        forced, tied = [], cands
    need = n - len(forced)
    if answer is not None:
        return forced + list(answer)
    if need == len(tied) or _interchangeable(game, tied):
        return forced + tied[:need]
    return Ask(frame.player, "cards", reason,
               f"Choose {_count_text(need, flt)}{_ranked_text(args)} to {verb_text}.",
               tied, need, need, frame.source)


def _destroy_text(a: dict) -> str:
    return _destroy_count_text(a) + _ranked_text(a)


def _destroy_count_text(a: dict) -> str:
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


@verb("destroy", {"filter": dict, "count": (int, dict), "now": bool, "most": str, "least": str, "among": str},
      text=_destroy_text, feasible=_feasible_choice)
def _destroy(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Destroy chosen cards from hand. In battle they are doomed (they fight on) unless `now`.
    `most` / `least` (a stat) and `among` (cards chosen by an earlier step) narrow the choice."""
    n = _n(args, game, frame)
    if args.get("most") or args.get("least") or args.get("among"):
        picked = _choose_ranked(game, frame, args, n, "destroy", "destroy", answer)
    else:
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


def _discard_text(a: dict) -> str:
    text = f"Discard {_count_text(a.get('count', 1), a.get('filter'))}"
    if a.get("reveal_if_none"):
        text += "; a hand without one is revealed instead"
    return text


@verb("discard", {"filter": dict, "count": int, "reveal_if_none": bool}, feasible=_feasible_choice,
      text=_discard_text)
def _discard(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Discard chosen cards from hand. `reveal_if_none`: a player without such a card shows
    their hand instead. What was discarded is tallied as 'discarded' (see _tally)."""
    picked = _choose_cards(game, frame, args.get("filter"), args.get("count", 1), "discard", "discard", answer)
    if isinstance(picked, Ask):
        return picked
    frame.vars["chosen"] = picked
    if not picked and args.get("reveal_if_none"):
        game.emit(HandRevealed(frame.player, tuple(game.hand(frame.player))))
    for c in picked:
        game.move(c, f"p{frame.player}.discard", "discard")
    _tally(game, frame, "discarded", picked)
    return None


@verb("gain_disease", {"count": int}, shorthand="count",
      text=lambda a: "gain a Disease" if a["count"] == 1 else f"gain {a['count']} Diseases")
def _gain_disease(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    for _ in range(args["count"]):
        game.gain_disease(frame.player)
    return None


# --- wording: the card text generator (game.catalog.text) builds on these ---------------------

_VERBS_3RD = {"draw", "gain", "destroy", "discard", "put", "look", "peek", "set", "rearrange", "reveal"}
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
    if when == "battle" and step.verb in ("destroy", "destroy_all", "destroy_all_but"):
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
        if p in frame.vars.get("spared", ()):  # a trap avoided, a battle effect warded (rules.features)
            continue
        if frame.context not in MONSTER_CONTEXTS:  # a monster's effect cannot be turned back
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
    parent = len(game.state.stack) - 1  # this frame: the steps below may tally into it
    for p in reversed(targets):
        game.push(args["steps"], p, frame.source, context, parent=parent)
    return None


@verb("all_players", {"steps": STEPS}, shorthand="steps", required=("steps",),
      text=lambda a: _each_text("all players", True)(a))
def _all_players(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    order = [game.state.active] + game.players_from_left(game.state.active)
    order = [p for p in order if p not in frame.vars.get("spared", ())]  # see rules.features
    parent = len(game.state.stack) - 1
    for p in reversed(order):
        # in a battle the active player's cards still fight: what it destroys of theirs is doomed
        context = "battle" if frame.context == "battle" and p == game.state.active else "effect"
        game.push(args["steps"], p, frame.source, context, parent=parent)
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
    if zone == "hall.1":  # a breach happens the moment its monster reaches rank 1 (rulebook: Breach Effect)
        from game.engine.cards import Step

        game.push((Step("_call", {"name": "breaches"}),), frame.player, top, "breach")
    return None


@verb("set_aside_for_next_hand", {"filter": dict},
      text=lambda a: f"set aside every {_noun(a.get('filter'))} you revealed; "
                     "they join your new hand")
def _set_aside(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    for c in list(game.hand(frame.player)):
        if c not in game.state.turn.doomed and matches(game, c, args.get("filter")):
            game.emit(SetAsideForNextHand(c))
    return None


def _xp_text(verb: str) -> Callable[[dict], str]:
    return lambda a: f"{verb} {a['amount']} XP"


def _enough_xp(game: Game, player: int, source: int | None, args: dict, context: str) -> bool:
    # an effect counts the XP the mode lets it count (co-op: the party's XP divided among the players)
    return game.mode.effect_xp(game, player) >= args["amount"]


@verb("spend_xp", {"amount": int}, shorthand="amount", text=_xp_text("Destroy"), feasible=_enough_xp)
def _spend_xp(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Give XP back to the pool (a cost: usable only with that much XP)."""
    game.mode.spend_xp(game, frame.player, args["amount"], "effect")
    return None


def _gain_xp_text(a: dict) -> str:
    if isinstance(a["amount"], dict):  # {count_of: destroyed}
        return f"gain 1 XP for each card {a['amount']['count_of']} this way"
    return f"gain {a['amount']} XP"


@verb("gain_xp", {"amount": (int, dict)}, shorthand="amount", text=_gain_xp_text)
def _gain_xp(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    amount = _amount(args, frame, game)
    if amount:
        game.mode.gain_xp(game, frame.player, amount, "effect")
    return None


def spoils_gold(game: Game, player: int) -> int:
    """The gold printed on the revealed cards that survive the battle (rulebook: Resolving
    Battles): every purchase from a Spoils effect may use all of it."""
    doomed = game.state.turn.doomed
    return sum(game.card_gold(c) for c in game.hand(player) if c not in doomed)


@verb("buy", {"filter": dict}, required=("filter",),
      text=lambda a: f"you may buy {describe_filter(a['filter'])} from the Village with the gold "
                     "of your revealed cards still in play")
def _buy(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """One purchase from the top of a village stack whose top card matches the filter, paid with
    spoils_gold (each such effect has the full gold again). The player may decline."""
    from game.engine.events import Moved, Purchased

    st = game.state
    gold = spoils_gold(game, frame.player)
    tops = [stack[0] for g, stack in st.stacks.items()
            if stack and matches(game, stack[0], args["filter"]) and game.mode.can_buy_group(game, g)
            and game.mode.can_buy_card(game, stack[0]) and (game.defn(stack[0]).cost or 0) <= gold]
    if not tops:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "buy",
                   f"Choose {describe_filter(args['filter'])} to buy with {gold} gold, or none.",
                   tops, 0, 1, frame.source)
    if not answer:
        return None
    card = answer[0]
    group = st.loc[card].partition(".")[2]
    game.emit(Purchased(frame.player, card, group, game.defn(card).cost or 0))
    game.emit(Moved(card, st.loc[card], f"p{frame.player}.discard", "buy", "top"))
    return None


# --- monster verbs: breaches, battle effects and spoils of the Dragonspire monsters and Guardians --


def _destroy_all_but_text(a: dict) -> str:
    keep = a["keep"]
    which = "lowest" if a.get("least") and not a.get("most") else "highest"
    stat = STAT_RANK_WORDS.get(a.get("most") or a.get("least") or "strength", "value")
    kept = "the one" if keep == 1 else f"the {keep}"
    return f"Destroy all {describe_filter(a['filter'], plural=True)} but {kept} with the {which} {stat}"


@verb("destroy_all_but", {"filter": dict, "keep": int, "most": str, "least": str},
      required=("filter", "keep"), text=_destroy_all_but_text)
def _destroy_all_but(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Destroy every matching card in hand except the `keep` with the highest (`most`) or lowest
    (`least`) stat; the player chooses which to keep among ties at the edge."""
    cands = candidates(game, frame.player, frame.source, args["filter"], frame.context)
    keep_args = {"filter": args["filter"], "most": args.get("most"), "least": args.get("least")}
    if not keep_args["most"] and not keep_args["least"]:
        keep_args["most"] = "strength"
    if len(cands) <= args["keep"]:
        return None
    kept = _choose_ranked(game, frame, keep_args, args["keep"], "keep", "keep", answer)
    if isinstance(kept, Ask):
        return kept
    for c in cands:
        if c in kept:
            continue
        if frame.context == "battle":
            game.doom(c)
        else:
            game.destroy(c)
    return None


def _reveal_text(a: dict) -> str:
    n = a.get("count", 1)
    return f"Reveal {_count_text(n, a.get('filter'))} from your hand (all you have, if fewer)"


@verb("reveal", {"filter": dict, "count": int}, text=_reveal_text)
def _reveal(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Show chosen cards from hand; a later step may act on them (`among: chosen`)."""
    picked = _choose_cards(game, frame, args.get("filter"), args.get("count", 1), "reveal", "reveal", answer)
    if isinstance(picked, Ask):
        return picked
    frame.vars["chosen"] = picked
    if picked:
        game.emit(CardsRevealed(frame.player, tuple(picked)))
    return None


_FOUND = {"destroy": "destroy it", "hand": "put it into your hand", "discard": "discard it too"}


@verb("discard_deck_until", {"filter": dict, "then": str}, required=("filter",),
      text=lambda a: f"Reveal cards from the top of your deck and discard them until you reveal "
                     f"{describe_filter(a['filter'])}, then {_FOUND.get(a.get('then', 'destroy'), 'keep it')}")
def _discard_deck_until(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Turn over the top card of the deck until one matches; the others are discarded, the one
    found is destroyed (or taken into hand, or discarded). An empty deck ends the search without
    shuffling the discard pile: nothing new could be found in it."""
    p = frame.player
    deck = game.state.players[p].deck
    while deck:
        card = deck[0]
        game.emit(CardsRevealed(p, (card,)))
        if matches(game, card, args["filter"]):
            then = args.get("then", "destroy")
            if then == "destroy":
                game.destroy(card, "destroy")
            elif then == "hand":
                game.move(card, f"p{p}.hand", "draw", "bottom")
            else:
                game.move(card, f"p{p}.discard", "discard")
            return None
        game.move(card, f"p{p}.discard", "discard")
    return None


def _reveal_top_text(a: dict) -> str:
    n = a["count"]
    top = "the top card" if n == 1 else f"the top {n} cards"
    text = f"Discard {top} of your deck face up" if a.get("discard") else f"Reveal {top} of your deck"
    if a.get("give"):
        text += (f"; the active player takes every {_noun(a['give'])} among them into their discard pile, "
                 f"and the rest go back in the same order")
    if a.get("destroy") and n == 1:
        text += f"; if it is {describe_filter(a['destroy'])}, destroy it"
    elif a.get("destroy"):
        text += f"; destroy every {_noun(a['destroy'])} among them"
        if a.get("keep_most"):
            text += f" but those with the highest {STAT_RANK_WORDS.get(a['keep_most'], a['keep_most'])}"
    return text


@verb("reveal_deck_top", {"count": int, "give": dict, "destroy": dict, "keep_most": str, "discard": bool},
      required=("count",), text=_reveal_top_text)
def _reveal_deck_top(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Show the top cards of the player's deck (only what the deck holds: no reshuffle); those
    matching `give` go to the active player's discard pile, those matching `destroy` are destroyed
    (with `keep_most`, all but the ones with the highest value of that stat among them), and the
    others stay in order, or with `discard` go to the discard pile."""
    p = frame.player
    top = list(game.state.players[p].deck[: args["count"]])
    if not top:
        return None
    game.emit(CardsRevealed(p, tuple(top)))
    active = game.state.active
    doomed = [c for c in top if args.get("destroy") is not None and matches(game, c, args["destroy"])]
    if doomed and args.get("keep_most"):
        best = max(stat_value(game, c, args["keep_most"]) for c in doomed)
        doomed = [c for c in doomed if stat_value(game, c, args["keep_most"]) < best]
    if args.get("discard"):  # discarded first, so what is destroyed is seen leaving the discard pile
        for c in top:
            game.move(c, f"p{p}.discard", "discard")
    for c in top:
        if args.get("give") is not None and matches(game, c, args["give"]):
            game.move(c, f"p{active}.discard", "take")
        elif c in doomed:
            game.destroy(c)
    return None


@verb("remove_from_stacks", {"count": int, "filter": dict}, required=("count",),
      text=lambda a: f"Destroy the top {a['count']} cards of every Village stack whose top card is "
                     f"{describe_filter(a.get('filter'))}")
def _remove_from_stacks(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Take cards off the top of every village stack (heroes and Basic cards included) whose top
    card matches, out of the game."""
    for stack in list(game.state.stacks.values()):
        if stack and matches(game, stack[0], args.get("filter")):
            for c in list(stack[: args["count"]]):
                game.destroy(c, "remove")
    return None


@verb("move_to_rank0", {}, text=lambda a: "Move this Monster out of the Hall to Rank 0; the Hall refills")
def _move_to_rank0(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """A Guardian's breach (rulebook: Guardian Cards): it leaves the hall for rank 0, which any
    number of Guardians share; the hall then shifts and refills, and a monster that reaches
    rank 1 this way breaches in turn."""
    monster = frame.source
    if monster is None or not game.state.loc.get(monster, "").startswith("hall."):
        return None
    game.move(monster, "rank0", "rank0", "bottom")
    from game.engine.cards import Step

    game.push((Step("_call", {"name": "refill_hall"}), Step("_call", {"name": "breaches"})),
              frame.player, monster, "breach")
    return None



# --- card verbs: the top card of a deck, drawing and checking, the village, using again --------


def _top_of_deck(game: Game, player: int) -> int | None:
    """The top card of a player's deck. An empty deck is first refilled from the discard pile,
    as for a draw (rulebook: Your Party Deck); None when both are empty."""
    pl = game.state.players[player]
    if not pl.deck and pl.discard:
        for c in list(pl.discard):
            game.move(c, f"p{player}.deck", "reshuffle", "bottom")
        game.shuffle(f"p{player}.deck")
    return pl.deck[0] if pl.deck else None


def _if_it_text(flt: dict | None, then: tuple) -> str:
    return f"if that card is {describe_filter(flt)}, {steps_text(then, lower=True)}"


@verb("draw_one", {"filter": dict, "then": STEPS}, required=("then",),
      text=lambda a: f"Draw a card; {_if_it_text(a.get('filter'), a['then'])}")
def _draw_one(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Draw one card; if it matches the filter, the `then` steps follow with it as 'it'
    (Trader: a Monster draws another card; Frost Giant Axe: a Hero gains strength)."""
    if game.draw(frame.player, 1) == 0:
        return None
    card = game.hand(frame.player)[-1]
    if matches(game, card, args.get("filter")):
        game.push(args["then"], frame.player, frame.source, frame.context, it=card)
    return None


GUESS_KINDS = ("hero", "village", "monster")  # the three card types a player may name


def _discard_top_text(a: dict) -> str:
    whose = "the top card of an opponent's deck" if a.get("opponent") else "the top card of your deck"
    then = a.get("then")
    if a.get("guess"):
        text = f"name Hero, Village card or Monster, then discard {whose}"
        return text + (f"; if you named its type, {steps_text(then, lower=True)}" if then else "")
    text = f"reveal and discard {whose}"
    return text + (f"; {_if_it_text(a.get('filter'), then)}" if then else "")


@verb("discard_top_card", {"opponent": bool, "guess": bool, "filter": dict, "then": STEPS},
      text=_discard_top_text)
def _discard_top_card(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Discard the top card of the player's deck, or with `opponent` of the deck of an opponent
    the player picks. With `guess` the player first names its type (Hero, Village card or
    Monster; Basic village cards are Village cards and Militia are Heroes: Chieftain's Drum
    glossary); the `then` steps follow when the guess was right, or without a guess when the
    card matches the filter. An opponent holding a card that turns effects back (Belzur
    Bishop) makes it hit the active player's deck instead."""
    st = game.state
    if "top_of" not in frame.vars:
        if args.get("opponent"):
            others = [p for p in game.players_from_left(frame.player) if st.players[p].deck or st.players[p].discard]
            if not others:
                return None
            if answer is None and len(others) > 1:
                return Ask(frame.player, "option", "opponent", "Choose the opponent whose top card is discarded.",
                           others, 1, 1, frame.source)
            target = answer[0] if answer else others[0]
            answer = None
            bishop = next((c for c in st.players[target].hand
                           if "redirects_opponent_effects" in game.defn(c).passives), None)
            if bishop is not None and target != st.active:
                game.emit(ReactionRevealed(target, bishop, st.active))
                target = st.active
        else:
            target = frame.player
        if not (st.players[target].deck or st.players[target].discard):
            return None
        frame.vars["top_of"] = target
    guess = None
    if args.get("guess"):
        if answer is None:
            return Ask(frame.player, "option", "guess", "Name the type of your top card: hero, village or monster.",
                       list(GUESS_KINDS), 1, 1, frame.source)
        guess = answer[0]
    target = frame.vars.pop("top_of")
    card = _top_of_deck(game, target)
    if card is None:
        return None
    game.move(card, f"p{target}.discard", "discard_top")
    hit = matches(game, card, {"kind": guess}) if args.get("guess") else matches(game, card, args.get("filter"))
    if hit and args.get("then"):
        game.push(args["then"], frame.player, frame.source, frame.context, it=card)
    return None


@verb("draw_discarding_matches", {"count": int}, shorthand="count",
      text=lambda a: f"Draw {a['count']} cards, but discard them all if any of them has the same name as "
                     "a card already in your hand; of several copies drawn, keep only one")
def _draw_discarding_matches(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Quartermaster (and its glossary entry): a drawn card named like a card already in hand
    sends every drawn card to the discard pile; otherwise extra copies among the drawn cards go."""
    hand = game.hand(frame.player)
    before = {game.state.cards[c] for c in hand}
    n = game.draw(frame.player, args["count"])
    drawn = hand[len(hand) - n:] if n else []
    keys = [game.state.cards[c] for c in drawn]
    if any(k in before for k in keys):
        out = list(drawn)
    else:
        seen: set[str] = set()
        out = []
        for c, k in zip(drawn, keys, strict=True):
            if k in seen:
                out.append(c)
            seen.add(k)
    for c in out:
        game.move(c, f"p{frame.player}.discard", "discard")
    return None


@verb("discard_any_then_draw", {"filter": dict},
      text=lambda a: f"Discard any number of {describe_filter(a.get('filter'), plural=True)}, "
                     "then draw a card for each")
def _discard_any_then_draw(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    cands = candidates(game, frame.player, frame.source, args.get("filter"), frame.context)
    if not cands:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "discard",
                   f"Choose any {describe_filter(args.get('filter'), plural=True)} to discard; "
                   "you draw a card for each.", cands, 0, len(cands), frame.source)
    for c in answer:
        game.move(c, f"p{frame.player}.discard", "discard")
    game.draw(frame.player, len(answer))
    return None


def _each_hero_text(a: dict) -> str:
    gains = [f"{STAT_WORDS[s]} {a[s]:+d}" for s in ("attack", "magic", "strength") if a.get(s)]
    return "every Hero in your hand gains " + " and ".join(gains or ["nothing"])


@verb("each_hero_gains", {"attack": int, "magic": int, "strength": int}, text=_each_hero_text)
def _each_hero_gains(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Every hero in the hand gains the bonuses (aimed at the hero: a hero that does not attack
    adds no attack)."""
    source = frame.source if frame.source is not None else -1
    for h in list(game.hand(frame.player)):
        if game.defn(h).is_hero and h not in game.state.turn.doomed:
            for stat in ("attack", "magic", "strength"):
                if args.get(stat):
                    game.emit(ModifierGained(source, stat, args[stat], h))
    return None


@verb("extra_draw_at_end_of_turn", {"count": int}, shorthand="count",
      text=lambda a: f"when you draw your new hand at the end of the turn, draw {a['count']} more "
                     f"card{'s' if a['count'] != 1 else ''}")
def _extra_draw(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, "hand_size", args["count"]))
    return None


@verb("put_this_on_deck", {}, text=lambda a: "put this card on top of your deck")
def _put_this_on_deck(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    c = frame.source
    if c is not None and game.state.loc.get(c) == f"p{frame.player}.hand":
        game.move(c, f"p{frame.player}.deck", "put_on_deck", "top")
    return None


def _gain_from_village_text(a: dict) -> str:
    what = describe_filter(a.get("filter"))
    if a.get("more_than_chosen"):
        return f"take {what} from the Village costing at most {a['max_cost']} more than that card"
    return f"take {what} costing {a['max_cost']} or less from the Village"


@verb("gain_from_village", {"filter": dict, "max_cost": int, "more_than_chosen": bool}, required=("max_cost",),
      text=_gain_from_village_text)
def _gain_from_village(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Take the top card of a village stack (matching the filter, costing at most max_cost, plus
    the cost of the card chosen by an earlier step with `more_than_chosen`) into the discard
    pile, without buying it (Trader)."""
    st = game.state
    limit = args["max_cost"]
    if args.get("more_than_chosen"):
        limit += sum(game.defn(c).cost or 0 for c in frame.vars.get("chosen", []))
    tops = [stack[0] for stack in st.stacks.values()
            if stack and matches(game, stack[0], args.get("filter")) and (game.defn(stack[0]).cost or 0) <= limit]
    if not tops:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "gain",
                   f"Choose {describe_filter(args.get('filter'))} costing {limit} or less to take from the Village.",
                   tops, 1, 1, frame.source)
    game.gain(frame.player, answer[0], "gain")
    return None


def reusable(game: Game, player: int, source: int | None, flt: dict | None, place: str) -> dict[int, list[int]]:
    """Cards in hand (matching the filter, not the source, not destroyed) with abilities used this
    turn that could be used again here: card -> ability indices."""
    t = game.state.turn
    out: dict[int, list[int]] = {}
    for c in game.hand(player):
        if c == source or c in t.doomed or not matches(game, c, flt):
            continue
        ok = []
        for i in dict.fromkeys(i for u, i in t.used if u == c):
            ab = game.defn(c).abilities[i]
            if ab.trigger != "use" or place not in ab.places:
                continue
            if all(VERBS[s.verb].feasible is None or VERBS[s.verb].feasible(game, player, c, s.args, place)
                   for s in ab.cost):
                ok.append(i)
        if ok:
            out[c] = ok
    return out


def _use_again_text(a: dict) -> str:
    what = describe_filter(a.get("filter"))
    text = f"use an ability of {what} you already used this turn once more"
    return text + ("; that card is destroyed at the end of the turn" if a.get("destroy_after") else "")


@verb("use_again", {"filter": dict, "destroy_after": bool}, text=_use_again_text)
def _use_again(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Use once more an ability of another card in hand that was used this turn (Bluefire Staff:
    a Spell used twice). With `destroy_after` that card is destroyed at the end of the turn: it
    stays for the battle, like a card destroyed by a battle effect."""
    place = frame.context
    options = reusable(game, frame.player, frame.source, args.get("filter"), place)
    if "again" not in frame.vars:
        if not options:
            return None
        if answer is None and len(options) > 1:
            return Ask(frame.player, "cards", "use_again", f"Choose {describe_filter(args.get('filter'))} to use again.",
                       list(options), 1, 1, frame.source)
        frame.vars["again"] = answer[0] if answer else next(iter(options))
        answer = None
    card = frame.vars["again"]
    indices = options.get(card, [])
    if answer is None and len(indices) > 1:
        return Ask(frame.player, "option", "use_again_ability", f"Choose which ability of {game.name(card)} to use again.",
                   indices, 1, 1, frame.source)
    del frame.vars["again"]
    if not indices:
        return None
    index = answer[0] if answer else indices[0]
    if args.get("destroy_after"):
        game.doom(card)
    ab = game.defn(card).abilities[index]
    game.push(ab.cost + ab.steps, frame.player, card, place)
    return None


# --- card verbs: traps and treasures (rules.features) ------------------------------------------


def _unless_reveal_text(a: dict) -> str:
    what = describe_filter(a.get("filter"))
    then = steps_text(a["then"], lower=True)
    if a.get("show_hand"):
        return f"reveal {what}, or else show your hand and {then}"
    return f"unless you reveal {what}, {then}"


@verb("unless_reveal", {"filter": dict, "show_hand": bool, "then": STEPS}, required=("filter", "then"),
      text=_unless_reveal_text)
def _unless_reveal(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """A player holding a matching card shows it and is spared; otherwise (after showing the whole
    hand, with `show_hand`) the `then` steps hit them (Dragon's Claws, Dragon's Words: a Thief)."""
    p = frame.player
    found = candidates(game, p, frame.source, args["filter"], frame.context)
    if found:
        game.emit(CardsRevealed(p, (found[0],)))
        return None
    if args.get("show_hand"):
        game.emit(HandRevealed(p, tuple(game.hand(p))))
    game.push(args["then"], p, frame.source, frame.context)
    return None


@verb("destroy_defeated_monster", {}, text=lambda a: "destroy the Monster you defeated this turn")
def _destroy_defeated(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The monsters the player defeated this turn are destroyed, wherever among their cards they are."""
    mine = (f"p{frame.player}.",)
    for m in list(game.state.turn.defeated):
        if game.state.loc.get(m, "").startswith(mine) and frame.player == game.state.active:
            game.destroy(m)
    return None


def _in_turn_text(a: dict) -> str:
    what, n = a["filter"], a.get("count", 1)
    return (f"starting at the active player's left, each player in turn reveals the top card of their deck, "
            f"destroying it if it is {describe_filter(what)} and discarding it if not, until "
            f"{_count_text(n, what)} {'has' if n == 1 else 'have'} been destroyed or the decks are empty")


@verb("reveal_in_turn_until", {"filter": dict, "count": int}, required=("filter",), text=_in_turn_text)
def _reveal_in_turn_until(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Round after round, each player from the active player's left (the active player last)
    turns over the top card of their deck: a matching card is destroyed, another is discarded;
    it stops once `count` cards are destroyed or no deck has a card left (decks are not
    reshuffled: the discarded cards would come round again). Spared players sit it out."""
    st = game.state
    order = [p for p in game.players_from_left(st.active) + [st.active] if p not in frame.vars.get("spared", ())]
    want, destroyed = args.get("count", 1), 0
    while destroyed < want:
        turned = False
        for p in order:
            if destroyed >= want:
                break
            deck = st.players[p].deck
            if not deck:
                continue
            card, turned = deck[0], True
            game.emit(CardsRevealed(p, (card,)))
            if matches(game, card, args["filter"]):
                game.destroy(card)
                destroyed += 1
            else:
                game.move(card, f"p{p}.discard", "discard")
        if not turned:
            break
    return None


def _put_under_text(a: dict) -> str:
    if a.get("defeated_monster"):
        return "you may set the defeated Monster aside under this card"
    return "you may put a card from your hand face down under this card, set aside with it"


@verb("put_under_this", {"defeated_monster": bool}, text=_put_under_text)
def _put_under_this(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Set a card aside under this card (a treasure in front of its owner): one the player picks
    from their hand, or the monster just defeated (frame var 'defeated', in the player's discard
    pile). The player may decline."""
    from game.engine.events import Tucked

    st = game.state
    p, this = frame.player, frame.source
    if this is None or not st.loc.get(this, "").startswith(f"p{p}."):
        return None
    if args.get("defeated_monster"):
        m = frame.vars.get("defeated")
        options = [m] if m is not None and st.loc.get(m) == f"p{p}.discard" else []
        text = f"Choose {game.name(m) if m is not None else 'the Monster'} to set aside under {game.name(this)}, or none."
    else:
        options = candidates(game, p, this, None, frame.context)
        text = f"Choose a card from your hand to put face down under {game.name(this)}, or none."
    if not options:
        return None
    if answer is None:
        return Ask(p, "cards", "put_under", text, options, 0, 1, this)
    for c in answer:
        game.move(c, st.loc[this], "tuck", "bottom")
        game.emit(Tucked(c, this))
    return None


@verb("give_under_this", {}, text=lambda a: "put the cards under this card into the active player's discard pile")
def _give_under_this(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    st = game.state
    for c in list(st.under.get(frame.source, [])) if frame.source is not None else []:
        game.move(c, f"p{st.active}.discard", "untuck")
    return None


@verb("destroy_this", {}, text=lambda a: "destroy this card")
def _destroy_this(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Destroy the card whose ability this is (a treasure set aside, or a card in hand); it counts
    among the cards 'destroyed' by the ability (see _tally)."""
    c = frame.source
    if c is not None and game.state.loc.get(c, "").startswith(f"p{frame.player}."):
        game.destroy(c)
        _tally(game, frame, "destroyed", [c])
    return None


@verb("destroy_any", {"filter": dict},
      text=lambda a: f"destroy any number of {describe_filter(a.get('filter'), plural=True)} from your hand")
def _destroy_any(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Destroy any number of cards the player chooses from their hand (none too); they are
    tallied as 'destroyed'."""
    cands = candidates(game, frame.player, frame.source, args.get("filter"), frame.context)
    if not cands:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "destroy",
                   f"Choose any {describe_filter(args.get('filter'), plural=True)} to destroy.",
                   cands, 0, len(cands), frame.source)
    for c in answer:
        game.destroy(c)
    _tally(game, frame, "destroyed", list(answer))
    return None


# --- the engine's own procedures (not for card files) -------------------------------------------


@verb("_battle_effect", {})
def _battle_effect(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """One battle effect of the attacked monster, which a ward (Ruby Dragon) may keep from a player."""
    from game.engine.rules import features

    return features.battle_effect(game, frame, args["steps"], answer)


@verb("_use_ability", {})
def _use_ability(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.emit(AbilityUsed(args["card"], args["index"]))
    return None


@verb("_call", {})
def _call(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Call a rules procedure by name; it may push more frames."""
    from game.engine.rules import procedures

    return procedures.PROCEDURES[args["name"]](game, frame, answer)
