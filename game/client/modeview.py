"""What the table shows about the game's mode (solo, Alone in the Dark, co-op): the village pile and
its total against the player's (or the party's), whether the monsters advance when the turn ends,
the co-op tokens, anger and party pool, and each player's part. Read from the game; no pygame here.

    info = mode_info(game)          # None for a competitive game
    info.village_total, info.players_total, info.measure      # 7, 5, "VP"
    info.advance                    # a Note: one line for the table, and the whole story for a tooltip
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine import events as ev
from game.engine.rules import scoring

VILLAGE_PILE = "village"
PARTY_PILE = "party"
# the game last read, and (events read, active player, XP by player) of it: one table is shown at a
# time (kept by identity, not by a weak reference, which a compiled Game does not take)
_TURNED_IN: dict[str, Any] = {"game": None, "read": (0, 0, {})}


@dataclass(frozen=True)
class Note:
    text: str  # one short line
    tone: str  # good | warn | bad | info
    help: str  # the longer explanation (a tooltip)


@dataclass
class ModeInfo:
    name: str  # solo | alone | coop
    title: str  # "Solo: Warrior"
    short: str  # "Solo · Warrior"
    measure: str  # VP (solo) or XP (co-op)
    village: list[int]  # the village pile, top first
    village_total: int
    players_total: int  # the player's VP (solo) or the party's XP (co-op)
    advance: Note  # what happens when the turn ends
    party: bool = False
    party_pile: list[int] = field(default_factory=list)
    party_pool: int = 0
    turned_in_xp: int = 0
    monsters_xp: dict[int, int] = field(default_factory=dict)  # co-op: XP of the monsters in each player's cards
    turned_in_by: dict[int, int] = field(default_factory=dict)  # co-op: XP of the monsters each player turned in
    tokens: int = 0
    top_heroes: tuple[int, int] | None = None  # Alone in the Dark: (owned, needed)
    hall_ranks: int = 3  # solo: the ranks in play

    @property
    def ahead(self) -> bool:
        """Whether the player (or the party) would win on points if the game ended now."""
        return self.players_total > self.village_total

    @property
    def lead_text(self) -> str:
        diff = self.players_total - self.village_total
        if diff > 0:
            return f"ahead by {diff} {self.measure}"
        if diff == 0:
            return "tied, and a tie loses"
        return f"behind by {-diff} {self.measure}"


def is_mode_game(game: Any) -> bool:
    return getattr(game.mode, "name", "competitive") in ("solo", "alone", "coop")


def short_title(game: Any) -> str:
    """"Solo · Warrior", "United We Stand · Bonds of Brotherhood": the mode and its level, short."""
    mode = game.mode
    label = mode.label
    level = next((lv for lv in getattr(mode, "LEVELS", ()) if lv.name == mode.level), None)
    if level is None:
        return label
    lv = level.label.split(" (")[0]
    if mode.name == "coop":  # the co-op levels are variants with their own names
        return label if level.name == "united" else f"Co-op · {lv}"
    return f"{label} · {lv}"


def pile_total(game: Any, pile: str, stat: str) -> int:
    return sum(getattr(game.defn(c), stat) or 0 for c in game.state.piles.get(pile, ()))


def mode_info(game: Any) -> ModeInfo | None:
    """Everything the table shows about a solo or co-op game (None for a competitive game)."""
    if not is_mode_game(game):
        return None
    st = game.state
    mode = game.mode
    village = list(st.piles.get(VILLAGE_PILE, ()))
    if mode.name == "coop":
        monsters = {p: sum(game.defn(c).xp or 0 for c in st.player_cards(p) if game.defn(c).is_monster)
                    for p in range(len(st.players))}
        pool = st.mode_data.get("party_xp", 0)
        turned = pile_total(game, PARTY_PILE, "xp")
        return ModeInfo(mode.name, mode.title(), short_title(game), "XP", village, pile_total(game, VILLAGE_PILE, "xp"),
                        sum(monsters.values()) + pool + turned, coop_note(game), party=True,
                        party_pile=list(st.piles.get(PARTY_PILE, ())), party_pool=pool, turned_in_xp=turned,
                        monsters_xp=monsters, turned_in_by=turned_in_by(game), tokens=st.mode_data.get("tokens", 0))
    info = ModeInfo(mode.name, mode.title(), short_title(game), "VP", village, pile_total(game, VILLAGE_PILE, "vp"),
                    scoring.score(game, 0), solo_note(game), hall_ranks=st.mode_data.get("hall_ranks", len(st.hall)))
    if mode.name == "alone":
        info.top_heroes = (mode.top_level_heroes(game, 0), mode.options.get("top_heroes_needed", 4))
    return info


def respite_rule(game: Any, short: bool = False) -> str:
    """How a respite is earned at this level (short: a few words for the table)."""
    need = game.mode.options.get("respite_min_xp", 0)
    when = "this turn" if game.mode.options.get("respite_turn") == "same" else "next turn"
    lost = " A lost battle holds them back this turn." if game.mode.options.get("lost_battle_holds_back") else ""
    if need is None:
        if short:
            return "no respites at this level"
        return "At this level only a lost battle holds them back, that turn." if lost else \
            "At this level nothing holds them back."
    if short:
        return "a defeat earns a respite" if not need else f"defeating {need}+ XP earns a respite"
    if not need:
        return f"Defeat any monster to hold them back {when}.{lost}"
    return f"Defeat a monster worth {need} XP or more to hold them back {when}.{lost}"


def solo_note(game: Any) -> Note:
    """Whether the monsters advance when this turn ends (solo and Alone in the Dark)."""
    st = game.state
    if not game.mode.refills_hall(game):  # Advance solo: the push from the back, no respites
        return push_note(game)
    respites = sorted(st.mode_data.get("respites", ()))
    rule = respite_rule(game)
    story = ("At the end of each turn the monsters advance: the one in rank 1 escapes to the village pile "
             "(its VP count for the village), the others move up a rank and a new card enters rank 3. ")
    ranks = st.mode_data.get("hall_ranks", 3)
    if ranks < 3:
        story += f"The hall opens one more rank per advance ({ranks} of 3 in play). "
    if st.turn_number in respites:
        return Note("Respite: the monsters hold back when this turn ends", "good", story + "You earned a respite: "
                    "they stay where they are this time. " + rule)
    later = [t for t in respites if t > st.turn_number]
    if later:
        return Note(f"The monsters advance when this turn ends · respite earned for turn {later[0]}", "warn",
                    story + f"You earned a respite: they hold back at the end of turn {later[0]}. " + rule)
    return Note("The monsters advance when this turn ends · " + respite_rule(game, short=True), "warn", story + rule)


def push_note(game: Any) -> Note:
    """Advance solo: what the push at the end of this turn does."""
    story = ("At the end of each turn the top dungeon card enters the deepest rank and pushes the monsters "
             "directly in front of it one rank forward; a gap stops the push. With the hall full to rank 1, "
             "the monster there is pushed out to the village pile (its VP count for the village). A defeated "
             "monster leaves a gap; an undefeated one stays. ")
    out = game.mode.next_escape(game)
    if out is not None:
        return Note(f"{game.name(out)} reaches the village when this turn ends", "bad",
                    story + "The hall is full up to rank 1 now: beat a monster to open a gap.")
    return Note("A monster enters the deepest rank when this turn ends", "warn", story)


def coop_note(game: Any) -> Note:
    """The XP tokens and what staying out of the dungeon does now (co-op)."""
    st = game.state
    opts = game.mode.options
    tokens = st.mode_data.get("tokens", 0)
    story = ("Anger: once the XP tokens are gone, a player who does not enter the dungeon provokes the monster "
             "in rank 1" + (" when the turn ends" if opts.get("anger_when") == "end_of_turn" else "")
             + ". It turns sideways, angry; provoked again, it escapes to the village pile, where its XP counts "
             "against the party, and the hall moves up. ")
    guardian = bool(st.mode_data.get("guardian_entered"))
    if guardian:
        story += "A Guardian has entered the hall: every monster enters angry" + (
            ", and the monster in rank 1 escapes after every round." if opts.get("guardian_round_advance", True) else ".")
    if tokens > 0:
        return Note(f"{tokens} XP token{'s' if tokens != 1 else ''} left: the monsters stay calm "
                    f"(one token goes after each round)", "good",
                    f"{tokens} XP token{'s' if tokens != 1 else ''} on the dungeon deck. One is removed after the last "
                    "player of each round; until they are gone nobody angers the monsters. " + story)
    line = "No tokens: staying out of the dungeon angers rank 1, and an angry one escapes"
    if guardian:
        line = "Guardian in the hall: monsters enter angry; rank 1 escapes every round"
    return Note(line, "bad", story)


def turned_in_by(game: Any) -> dict[int, int]:
    """Co-op: the XP of the monsters each player turned in (read from the game's event log)."""
    st = game.state
    out = {p: 0 for p in range(len(st.players))}
    log = game.log
    cached = _TURNED_IN["read"] if _TURNED_IN["game"] is game else None
    if cached is None or cached[0] > len(log):
        cached = (0, game.initial.active, {})
    start, active, acc = cached[0], cached[1], dict(cached[2])
    for e in ev.unbatched(log[start:]):  # only the events since last time
        if isinstance(e, ev.TurnStarted):
            active = e.player
        elif isinstance(e, ev.Moved) and e.dst == f"pile.{PARTY_PILE}":
            acc[active] = acc.get(active, 0) + (game.defn(e.card).xp or 0)
    _TURNED_IN.update(game=game, read=(len(log), active, acc))
    return {p: acc.get(p, 0) for p in out}


def pile_lines(game: Any, pile: str) -> tuple[str, list[tuple[int, str]]]:
    """A pile's summary and each card with what it is worth, for the pile's list: what counts in
    this mode first (XP in co-op, VP in solo)."""
    cards = list(game.state.piles.get(pile, ()))
    xp_first = game.mode.name == "coop"

    def worth(vp: int, xp: int) -> str:
        return f"{xp} XP · {vp} VP" if xp_first else f"{vp} VP · {xp} XP"

    n = len(cards)
    head = f"{n} card{'s' if n != 1 else ''} · " + worth(pile_total(game, pile, "vp"), pile_total(game, pile, "xp"))
    return head, [(c, worth(game.defn(c).vp or 0, game.defn(c).xp or 0)) for c in cards]


def hero_levels_left(game: Any, group: str) -> list[int]:
    """The hero levels still in a village stack (Alone in the Dark keeps one card of each level)."""
    return sorted({game.defn(c).level or 0 for c in game.state.stacks.get(group, ())})


def standing(game: Any) -> tuple[int, int]:
    """Solo and co-op: the player's VP (or the party's XP) and the village pile's, as the verdict
    would count them now."""
    st = game.state
    if game.mode.name == "coop":
        monsters = sum(game.defn(c).xp or 0 for p in range(len(st.players)) for c in st.player_cards(p)
                       if game.defn(c).is_monster)
        party = monsters + st.mode_data.get("party_xp", 0) + pile_total(game, PARTY_PILE, "xp")
        return party, pile_total(game, VILLAGE_PILE, "xp")
    return scoring.score(game, 0), pile_total(game, VILLAGE_PILE, "vp")


def pile_breakdown(game: Any, pile: str = VILLAGE_PILE) -> dict[str, int]:
    """A pile's victory points by kind of card (the labels of scoring.breakdown)."""
    out: dict[str, int] = {}
    for c in game.state.piles.get(pile, ()):
        d = game.defn(c)
        label = scoring.KIND_LABELS.get(d.kind, "Other")
        out[label] = out.get(label, 0) + (d.vp or 0)
    return out
