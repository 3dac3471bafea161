"""What a bot may know, and private copies of the game to think on.

A bot sees the table as a player does: every public zone, its own hand, the contents of its own
deck (it knows what it owns and what is in its discard pile and hand, but not the order), how many
cards other players hold, and the contents but not the order of the dungeon deck. It never sees
other players' hands, any deck's order, or the dungeon deck's order, except what it was shown: what
an open question shows it (the top cards a Scout rearranges, the top card a Polymorph looks at), and
what it has seen put on top of a deck since that deck was last shuffled (`seen_tops`: the cards a
Scout puts back on my deck, the order my answer gave the dungeon's top, a monster swapped onto it).

`determinize` builds a copy of the game in which everything hidden has been dealt again from the
bot's own random generator: one possible world consistent with what the bot knows. Everything a bot
simulates happens in such a copy, so its decisions cannot depend on hidden facts. The deal is made
from the hidden cards sorted by number, so it depends only on which cards are hidden, never on
their real order.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import rng
from game.engine.events import (
    Event,
    Moved,
    MovedCards,
    PromptAnswered,
    PromptOpened,
    Shuffled,
    TurnStarted,
    unbatched,
)
from game.engine.game import Game
from game.engine.rules.advance_hall import HOLDS as HOLDS_RANK  # Advance: Stramst
from game.engine.state import GameState

STONE_DEPTH = 11  # the Thunderstone starts among the bottom 11 cards of the dungeon deck (setup)


def mix(*values: int) -> int:
    """A generator state mixed from several integers (SplitMix64 finaliser over each)."""
    s = 0x2545F4914F6CDD1D
    for v in values:
        s, out = rng.next_u64((s ^ (v & rng.MASK64)) & rng.MASK64)
        s ^= out
    return s & rng.MASK64


def decision_seed(seed: int, game: Game, salt: int = 0) -> int:
    """A generator state for one decision: a function of the bot's seed and public counters only,
    so a bot is deterministic and a resumed game continues with the same choices."""
    st = game.state
    return mix(seed, st.turn_number, st.event_count, game.to_act, salt)


def private_copy(state: GameState) -> GameState:
    """A bot's private copy of a game state (made by pickling, which is several times faster than a
    deep copy for this plain data, so bots can afford many of them)."""
    return state.clone()


def is_private(game: Game) -> bool:
    """Whether this game is a bot's private copy (which it may change at will): only a copy made
    by `fork` keeps no log."""
    return not game.record


def fork(game: Game, state: GameState) -> Game:
    """A separate Game over `state` (already a private copy), sharing only the card catalog."""
    return Game(game.catalog, state, game.mode, game.setup, game.seed, checked=False, record=False)


def known_dungeon_top(game: Game, me: int) -> list[int]:
    """Dungeon cards whose place on top of the deck an open question of mine shows me."""
    pr = game.state.prompt
    if pr is None or pr.player != me:
        return []
    dungeon = game.state.dungeon
    if pr.reason == "reorder_dungeon":
        return list(dungeon[: len(pr.options)])
    if pr.reason == "swap_monster" and dungeon:
        return [dungeon[0]]
    if pr.reason == "replace_rank1":  # Tholis Clairvoyant: the top cards down to the deepest monster offered
        seen = [dungeon.index(c) for c in pr.options if c in dungeon]
        return list(dungeon[: max(seen) + 1]) if seen else []
    return []


@dataclass
class _Seen:
    """What one player has seen of two hidden orders: the top cards of their own deck and of the
    dungeon deck, top first."""

    deck: list[int] = field(default_factory=list)
    dungeon: list[int] = field(default_factory=list)
    answering: int | None = None  # the player whose answer the moves being read carry out

    def copy(self) -> _Seen:
        return _Seen(list(self.deck), list(self.dungeon), self.answering)

    def read(self, event: Event, me: int) -> None:
        """Take in one event of the log, as player `me` sees it."""
        kind = type(event)
        if kind is PromptAnswered:
            self.answering = event.player  # type: ignore[attr-defined]
        elif kind is PromptOpened or kind is TurnStarted:
            self.answering = None
        elif kind is Shuffled:
            zone = event.zone  # type: ignore[attr-defined]
            if zone == f"p{me}.deck":
                self.deck.clear()
            elif zone == "dungeon":
                self.dungeon.clear()
        elif kind is Moved or kind is MovedCards:
            for m in unbatched((event,)):
                assert isinstance(m, Moved)
                self._moved(m, me, f"p{me}.deck", self.deck)
                self._moved(m, me, "dungeon", self.dungeon)

    def _moved(self, m: Moved, me: int, zone: str, known: list[int]) -> None:
        if m.src == zone and m.card in known:
            known.remove(m.card)  # drawn, or turned over into the hall
        if m.dst != zone or m.pos == "bottom":
            return
        # a card I saw go on top (from my hand, a public zone, or my own answer rearranging the
        # deck's top: a Scout in the dungeon) is known there; one I did not see hides what I knew under it
        shown = _shown(m.src, me) or (m.src == zone and self.answering == me)
        if m.pos == "top" and shown:
            known.insert(0, m.card)
        else:
            known.clear()


def _shown(zone: str, me: int) -> bool:
    """Whether player `me` sees which card leaves this zone: any but a deck, the dungeon deck and
    another player's hand."""
    if zone == "dungeon" or zone.endswith(".deck"):
        return False
    return not zone.endswith(".hand") or zone == f"p{me}.hand"


# what each player has seen, read from a game's log so far: (the log, the events read, the last of
# them, what was seen), so that a decision's many deals read only the events since the last one
_SEEN: dict[tuple[int, int], tuple[list[Event], int, Event | None, _Seen]] = {}


def seen_tops(game: Game, me: int) -> tuple[list[int], list[int]]:
    """The top cards of my deck and of the dungeon deck, top first, whose order I have seen since
    each was last shuffled: what I put on my deck (Scout), what my answers put on the dungeon's
    top, a monster swapped onto it; fewer as they are drawn or enter the hall. Read from the
    public log and my own answers (a private copy, which keeps no log, has seen nothing), so a
    resumed game knows what the game it continues knew."""
    log = game.log
    key = (id(log), me)
    entry = _SEEN.get(key)
    final = len(log) - 1  # the last event may still take in the next move (Game.emit joins them)
    if entry is None or entry[0] is not log or entry[1] > max(final, 0) \
            or (entry[1] > 0 and log[entry[1] - 1] is not entry[2]):  # (a log rolled back and grown again)
        entry = (log, 0, None, _Seen())
    _, done, _, seen = entry
    for e in log[done:final]:
        seen.read(e, me)
    done = max(done, final)
    if len(_SEEN) > 16:
        _SEEN.clear()
    _SEEN[key] = (log, done, log[done - 1] if done > 0 else None, seen)
    now = seen.copy()
    if final >= 0:
        now.read(log[final], me)
    return now.deck, now.dungeon


def determinize(game: Game, me: int, state_rng: int) -> Game:
    """A copy of the game where the hidden zones are dealt again from `state_rng` (see module
    docstring), and the game's own generator is replaced, so future shuffles are unknown too."""
    st = private_copy(game.state)
    r = state_rng
    seen_deck, seen_dungeon = seen_tops(game, me)
    # my deck: known contents, unknown order but for what I saw put on top
    pl = st.players[me]
    mine = set(pl.deck)
    top = [c for c in seen_deck if c in mine]
    r, rest = rng.shuffled(r, sorted(c for c in pl.deck if c not in top))
    pl.deck[:] = top + rest
    # other players: hand and deck contents pooled, dealt again in the same sizes
    for q, other in enumerate(st.players):
        if q == me:
            continue
        pool = sorted(other.hand + other.deck)
        r, pool = rng.shuffled(r, pool)
        n = len(other.hand)
        other.hand[:], other.deck[:] = pool[:n], pool[n:]
        for c in other.hand:
            st.loc[c] = f"p{q}.hand"
        for c in other.deck:
            st.loc[c] = f"p{q}.deck"
    # the dungeon deck: what I was shown or saw put there stays on top; the Thunderstone stays near the bottom
    shown = known_dungeon_top(game, me)
    dungeon = set(st.dungeon)
    seen = [c for c in seen_dungeon if c in dungeon]
    top = shown if len(shown) >= len(seen) else seen
    rest = [c for c in st.dungeon if c not in top]
    stones = sorted(c for c in rest if game.defn(c).kind == "thunderstone")
    others = sorted(c for c in rest if c not in stones)
    r, others = rng.shuffled(r, others)
    for s in stones:
        depth = min(STONE_DEPTH, len(others) + 1)
        r, k = rng.below(r, depth)
        others.insert(len(others) - k, s)
    st.dungeon[:] = top + others
    r, st.rng = rng.next_u64(r)
    return fork(game, st)


def try_action(sim: Game, action) -> bool:
    """Apply one action to a private copy if it is legal there; whether it was."""
    from game.engine.errors import IllegalAction

    if sim.why_illegal(action) is not None:
        return False
    try:
        sim.apply(action)
    except IllegalAction:
        return False
    return True


def apply_plan(sim: Game, actions: list) -> bool:
    """Apply a plan's actions to a private copy; False when one of them is illegal in this deal
    (the copy may then be left part-way and is thrown away)."""
    from game.engine.errors import IllegalAction

    for a in actions:
        if sim.why_illegal(a) is not None:
            return False
        try:
            sim.apply(a)
        except IllegalAction:
            return False
    return True


def opponents(game: Game, me: int) -> list[int]:
    return [p for p in range(len(game.state.players)) if p != me]


@dataclass(frozen=True)
class Outcome:
    """How a game that ended stands for one player, as a playout's valuation reads it."""

    mine: int  # my final score
    best_other: int  # the best opponent's (mine, alone against the dungeon)
    won: bool
    margin: int  # solo and co-op: the players' total less the village's (0 in a contest)


def outcome(game: Game, me: int) -> Outcome:
    """The ended game's result, read for player `me`."""
    result = game.state.result or {}
    final = {int(p): v for p, v in result.get("scores", {}).items()}
    mine = final.get(me, 0)
    best_other = max((final.get(q, 0) for q in opponents(game, me)), default=mine)
    verdict = result.get("verdict") or {}
    margin = verdict.get("players_total", 0) - verdict.get("village_total", 0)
    return Outcome(mine, best_other, me in result.get("winners", []), margin)


def idle_turns(game: Game, scan: int = 600) -> int:
    """How many turns in a row the game stood still: nothing bought, no hero levelled up, no card
    destroyed by resting, no monster defeated and the hall unchanged (public events only; a private
    copy, whose log is empty, says 0). An attack lost against a monster that retreats only to come
    straight back to its rank (the dungeon deck is empty) is standing still too, and so are monsters
    trading ranks (two Magma Wyrms side by side swap places after every village visit)."""
    from game.engine.events import (
        HallShifted,
        LeveledUp,
        MonsterDefeated,
        Moved,
        Purchased,
        RestDestroyed,
        TurnStarted,
        unbatched,
    )

    turns = 0
    entered: set[int] = set()  # cards that came into the hall later in the turn being scanned
    for e in reversed(list(unbatched(game.log[-scan:]))):
        if isinstance(e, Purchased | LeveledUp | RestDestroyed | MonsterDefeated):
            break
        if isinstance(e, HallShifted) and not _swaps_only(e.moves):
            break
        if isinstance(e, Moved):
            if e.dst.startswith("hall."):
                entered.add(e.card)
            elif e.src.startswith("hall.") and e.card in entered:
                entered.discard(e.card)  # it left and came back: no change
        if isinstance(e, TurnStarted):
            if entered:
                break
            turns += 1
    return turns


def _swaps_only(moves: tuple[tuple[int, str, str], ...]) -> bool:
    """Whether a hall shift only trades ranks: every rank a card left is taken by another card."""
    return sorted(src for _, src, _ in moves) == sorted(dst for _, _, dst in moves)


def retreat_moves_on(game: Game, monster: int) -> bool:
    """Whether the monster, retreating under the dungeon deck after a lost battle, changes the hall:
    a card behind it moves up, or the deck turns over a card. With the deck empty, a monster in the
    last rank comes straight back, and attacking it only passes the turn; a monster that must be
    defeated to leave (a Guardian, Advance's Thunderstone Bearers) does not move at all. Against the
    dungeon the mode says where it goes: the village pile (the hall changes) or nowhere (Advance solo:
    it stays)."""
    stakes = game.mode.stakes()
    if stakes is not None:
        return stakes.lost_battle_escapes and game.mode.can_leave_hall(game, monster)
    st = game.state
    rank = st.rank_of(monster)
    if not rank or not game.mode.can_leave_hall(game, monster):  # a Bearer or Guardian stays put
        return False
    # the card next behind it moves up, unless it holds its rank while the deck has cards
    # (Stramst: once the monster lies under the deck, the deck has one), and then nothing behind
    # him passes him either: with the deck empty, the refill brings the monster straight back
    nearest = next((card for r in st.ranks() if r > rank and (card := st.hall_card(r)) is not None), None)
    moves_up = nearest is not None and game.defn(nearest).trait(HOLDS_RANK) is None
    return moves_up or bool(st.dungeon)


END_CARD_KINDS = ("thunderstone", "thunderstone_bearer")  # rank 1 ends the game (Advance: the Bearer flees)


def in_front_of_the_end(game: Game, monster: int) -> bool:
    """Whether the monster stands in front of the card whose arrival in rank 1 ends the game (the
    Thunderstone, Advance's Thunderstone Bearer), so that its leaving moves that card up; Stramst
    holds his rank while the dungeon deck has cards, so nothing in front of him does that then."""
    st = game.state
    rank = st.rank_of(monster)
    if not rank:
        return False
    for r in st.ranks():
        card = st.hall_card(r)
        if r > rank and card is not None and game.defn(card).kind in END_CARD_KINDS:
            return not (st.dungeon and game.defn(card).trait(HOLDS_RANK) is not None)
    return False


def public_score(game: Game, player: int) -> int:
    """Victory points printed on the cards a player owns (what they bought and defeated is
    public; which of them are in hand or deck is not, and does not matter here)."""
    st = game.state
    return sum(game.defn(c).vp for c in st.player_cards(player))
