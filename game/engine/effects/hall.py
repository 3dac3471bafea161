"""Verbs that move cards of the dungeon hall: return a monster under the dungeon deck, rearrange
the hall, take a monster into a discard pile (Elf Sorcerer and Archmage, Banish, Thyrian Lord).

A monster leaves the hall only if the mode lets it (Guardians and monsters that must be defeated stay;
solo and co-op send a monster bound for the dungeon deck to the village pile instead), and a Spell
cannot move a monster immune to Spells (rulebook: Traits). After the hall changes it refills, a
monster reaching rank 1 breaches at once, and a Thunderstone reaching rank 1 ends the game on the
spot without anyone taking it (Elf Sorcerer, Thyrian Lord and Banish glossary entries)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.cards import Step
from game.engine.effects.filters import describe_filter, matches
from game.engine.effects.registry import Ask, verb
from game.engine.events import HallShifted
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game

AFTER_HALL_CHANGE = tuple(Step("_call", {"name": n}) for n in ("refill_hall", "breaches", "thunderstone_ends_game"))


def movable(game: Game, card: int, source: int | None) -> bool:
    """Whether an effect of `source` may move this card of the hall."""
    d = game.defn(card)
    if not d.is_monster:
        return True  # the Thunderstone (Banish glossary)
    if not game.mode.can_leave_hall(game, card):
        return False
    spell = source is not None and "Spell" in game.defn(source).classes
    return not (spell and d.trait("immune_spells") is not None)


def hall_monsters(game: Game, source: int | None, flt: dict | None = None) -> list[int]:
    """Monsters in the hall, rank 1 first, that an effect of `source` may move."""
    st = game.state
    return [c for slot in st.hall for c in slot
            if game.defn(c).is_monster and movable(game, c, source) and matches(game, c, flt)]


def hall_changed(game: Game, frame: Frame) -> None:
    """Refill the hall, then breaches, then the end of the game if the Thunderstone reached rank 1."""
    game.push(AFTER_HALL_CHANGE, frame.player, frame.source, frame.context)


def _can_return(game: Game, player: int, source: int | None, args: dict, context: str) -> bool:
    rank = args.get("rank")
    return any(rank is None or game.state.loc[c] == f"hall.{rank}" for c in hall_monsters(game, source))


def _return_text(a: dict) -> str:
    if a.get("rank"):
        return f"put the Monster of rank {a['rank']} under the Dungeon Deck; the Hall refills"
    return "you may put a Monster from the Hall under the Dungeon Deck; the Hall refills"


@verb("return_monster", {"rank": int}, feasible=_can_return, text=_return_text)
def _return_monster(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """A monster of the player's choice (or none) goes to the bottom of the dungeon deck, by the mode's
    rule for such a monster; then the hall refills (hall_changed). With `rank`, it is the monster of
    that rank, without a choice (Verdan Bard)."""
    options = hall_monsters(game, frame.source)
    if args.get("rank"):
        options = [c for c in options if game.state.loc[c] == f"hall.{args['rank']}"]
        answer = tuple(options)
    if not options:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "return_monster",
                   "Choose a Monster in the Hall to put under the Dungeon Deck (the Hall refills), or none.",
                   options, 0, 1, frame.source)
    if not answer:
        return None
    game.mode.monster_to_dungeon_bottom(game, answer[0], "banish")
    hall_changed(game, frame)
    return None


def _rearrangeable(game: Game, source: int | None) -> list[tuple[int, int]]:
    """(rank, card) of the hall cards an effect of `source` may move, rank 1 first."""
    st = game.state
    out = []
    for r in st.ranks():
        c = st.hall_card(r)
        if c is not None and movable(game, c, source):
            out.append((r, c))
    return out


def _can_rearrange(game: Game, player: int, source: int | None, args: dict, context: str) -> bool:
    return len(_rearrangeable(game, source)) >= 2


@verb("rearrange_hall", {}, feasible=_can_rearrange, text=lambda a: "rearrange the cards of the Hall as you like")
def _rearrange_hall(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The cards of the hall change places among the ranks they hold (a card that cannot be moved
    keeps its rank). A monster that comes to rank 1 breaches if it never has while in the hall; the
    Thunderstone put in rank 1 ends the game (Banish glossary)."""
    slots = _rearrangeable(game, frame.source)
    if len(slots) < 2:
        return None
    if answer is None:
        return Ask(frame.player, "order", "rearrange_hall",
                   "Put these cards of the Hall in the order you want, the one for the nearest rank first.",
                   [c for _, c in slots], len(slots), len(slots), frame.source)
    st = game.state
    moves = tuple((c, st.loc[c], f"hall.{r}") for (r, _), c in zip(slots, answer, strict=True)
                  if st.loc[c] != f"hall.{r}")
    if moves:
        game.emit(HallShifted(moves))
    game.push(AFTER_HALL_CHANGE[1:], frame.player, frame.source, frame.context)
    return None


def _take_text(a: dict) -> str:
    what = describe_filter({"kind": "monster", **(a.get("filter") or {})})
    if a.get("rank"):
        what = f"the Monster of rank {a['rank']}"
    return f"put {what} from the Hall into your discard pile, without gaining XP; the Hall refills"


def _takeable(game: Game, source: int | None, args: dict) -> list[int]:
    options = hall_monsters(game, source, args.get("filter"))
    if args.get("rank"):  # only the monster of that rank (Advance: Thundermage Bolter)
        options = [c for c in options if game.state.loc[c] == f"hall.{args['rank']}"]
    return options


@verb("take_from_hall", {"filter": dict, "rank": int}, text=_take_text,
      feasible=lambda game, player, source, args, context: bool(_takeable(game, source, args)))
def _take_from_hall(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """A monster of the hall matching the filter (with `rank`, the one of that rank) goes into the
    player's discard pile: it is not defeated (no XP, no Spoils); then the hall refills (Thyrian Lord
    glossary)."""
    options = _takeable(game, frame.source, args)
    if not options:
        return None
    if answer is None and len(options) > 1:
        what = describe_filter({"kind": "monster", **(args.get("filter") or {})})
        return Ask(frame.player, "cards", "take_monster", f"Choose {what} to put into your discard pile.",
                   options, 1, 1, frame.source)
    monster = answer[0] if answer else options[0]
    game.move(monster, f"p{frame.player}.discard", "take")
    hall_changed(game, frame)
    return None
