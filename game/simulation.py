"""The bookkeeping of `thunderstone sim` (game/cli.py plays the games): which bot takes which seat,
each game decided up front (so that a job process can play it, game/jobs.py), when a game has
stalled, and the tallies it reports (win rates per strength, and against the dungeon per mode and
level)."""

from __future__ import annotations

from dataclasses import dataclass, field


def seat_strengths(strengths: list[str], game: int, kinds: int, players: int) -> list[str]:
    """A sim game's bots, seat by seat: every strength in every seat, of every mode and level (they
    turn with the games of one kind, which come every `kinds` games)."""
    return [strengths[(p + game // kinds) % len(strengths)] for p in range(players)]


@dataclass(frozen=True)
class SimGame:
    """One game of a sim: what it plays, decided up front so that any process can play it."""

    index: int
    seed: int
    mode: str
    level: str | None
    players: int
    variant: str
    scenario: str | None
    seats: list[str]


@dataclass
class SimPlayed:
    """What playing a SimGame gave: the result, or why it has none (stalled, failed)."""

    actions: int = 0
    turns: int = 0
    result: dict | None = None
    title: str = ""
    names: list[str] = field(default_factory=list)
    summary: str = ""
    stalled: str = ""
    failed: str = ""


MAX_SIM_TURNS = 3000  # a game still going here only crawls (room to see STALL_TURNS of a dead position)
STALL_TURNS = 1000


class Stalled(Exception):
    pass


class StallWatch:
    """Notices a dead position: the dungeon (deck, hall and Rank 0) has not held fewer cards than ever
    before for STALL_TURNS turns, so no monster was defeated or taken for good in all that time. With
    bots that play at random this happens (a Guardian in Rank 0 that they never defeat keeps the
    Thunderstone from being claimed, and the Unholy Guardian sends it back; decks destroyed to nothing
    by Dark Champion or by resting; Advance's Stramst holding his rank while lost monsters go back
    under the deck), and the rules have no end for it: the sim counts it apart from failures, which
    are errors. Progress is a new low, not any change: a card that leaves and comes back (the
    Phoenix's trophy puts it back on the deck) would otherwise hide a dead position for ever."""

    def __init__(self) -> None:
        self.least: int | None = None  # the fewest cards the dungeon has held
        self.since = 0  # the turn of that low
        self.guarded_since: int | None = None  # since when a Guardian has held Rank 0

    def see(self, st) -> None:
        left = len(st.dungeon) + sum(len(slot) for slot in st.hall) + len(st.rank0)
        if self.least is None or left < self.least:
            self.least, self.since = left, st.turn_number
        if not st.rank0:
            self.guarded_since = None
        elif self.guarded_since is None:
            self.guarded_since = st.turn_number

    def stalled(self, st) -> bool:
        """The dungeon reached no new low for STALL_TURNS turns; or a Guardian has held Rank 0 for as long,
        so no player may claim the Thunderstone (and the Unholy Guardian sends it back); or the game
        only crawls: MAX_SIM_TURNS have gone by with a card given up now and then (random bots that
        must defeat a whole dungeon deck to move Stramst, beating a monster every few hundred turns)."""
        guarded = self.guarded_since is not None and st.turn_number - self.guarded_since >= STALL_TURNS
        return guarded or st.turn_number - self.since >= STALL_TURNS or st.turn_number > MAX_SIM_TURNS

    def describe(self, game) -> str:
        st = game.state
        names = [game.name(c) for slot in st.hall for c in slot] + [f"{game.name(c)} (Rank 0)" for c in st.rank0]
        owned = [len(p.deck) + len(p.hand) + len(p.discard) for p in st.players]
        if st.turn_number > MAX_SIM_TURNS and st.turn_number - self.since < STALL_TURNS:
            return (f"still going after {MAX_SIM_TURNS} turns, the dungeon down to {self.least} cards and "
                    f"at its last low {st.turn_number - self.since} turns ago (hall: {', '.join(names)}); "
                    f"cards owned per player {owned}")
        return (f"the dungeon held no fewer cards for {st.turn_number - self.since} turns (hall: {', '.join(names)}); "
                f"cards owned per player {owned}")


class VerdictStats:
    """Solo and co-op: games won against the dungeon per mode and level (and the player count),
    with the average totals of both sides."""

    def __init__(self) -> None:
        self.rows: dict[tuple[str, int], list[float]] = {}  # (title, players) -> games, wins, turns, ours, theirs
        self.measure: dict[str, str] = {}
        self.seen: dict[str, int] = {}  # titles in the order first played

    def add(self, title: str, players: int, result: dict, turns: int) -> None:
        v = result.get("verdict")
        if v is None:
            return
        if (title, players) not in self.rows:  # keep the rows in the order of mode, level, players
            self.rows[(title, players)] = [0, 0, 0, 0, 0]
            self.rows = dict(sorted(self.rows.items(), key=lambda kv: (self._order(kv[0][0]), kv[0][1])))
        row = self.rows[(title, players)]
        row[0] += 1
        row[1] += 1 if v["won"] else 0
        row[2] += turns
        row[3] += v["players_total"]
        row[4] += v["village_total"]
        self.measure[title] = v["measure"]

    def _order(self, title: str) -> int:
        self.seen.setdefault(title, len(self.seen))
        return self.seen[title]

    def report(self) -> list[str]:
        lines = ["win rates against the dungeon, by mode and level:"]
        titles: dict[str, list[float]] = {}
        for (title, players), row in self.rows.items():  # in the order played: modes, levels, player counts
            g, w, turns, ours, theirs = row
            m = self.measure[title]
            lines.append(f"  {title}, {players} player{'s' if players > 1 else ''}: {int(w)} of {int(g)} won "
                         f"({w / g:.1%}); {turns / g:.1f} turns; {ours / g:.1f} {m} against the village's "
                         f"{theirs / g:.1f}")
            t = titles.setdefault(title, [0, 0])
            t[0] += g
            t[1] += w
        for title, (g, w) in titles.items():
            if sum(1 for t, _ in self.rows if t == title) > 1:
                lines.append(f"  {title}, all player counts: {int(w)} of {int(g)} won ({w / g:.1%})")
        return lines


class SimStats:
    """Win rates per bot strength over simulated games (a tie is shared among the tied seats)
    and the average game length."""

    def __init__(self) -> None:
        self.games = 0
        self.turns = 0
        self.rounds = 0.0
        self.seats: dict[str, int] = {}
        self.wins: dict[str, float] = {}
        self.fair: dict[str, float] = {}
        self.score: dict[str, int] = {}

    def add(self, seats: list[str], result: dict, turns: int) -> None:
        self.games += 1
        self.turns += turns
        self.rounds += turns / len(seats)
        winners = result["winners"]
        for p, s in enumerate(seats):
            self.seats[s] = self.seats.get(s, 0) + 1
            self.fair[s] = self.fair.get(s, 0.0) + 1 / len(seats)
            self.score[s] = self.score.get(s, 0) + int(result["scores"][str(p)])
            if p in winners:
                self.wins[s] = self.wins.get(s, 0.0) + 1 / len(winners)

    def report(self) -> list[str]:
        lines = [f"average game length: {self.turns / self.games:.1f} turns ({self.rounds / self.games:.1f} rounds)"]
        for s in sorted(self.seats, key=lambda k: -self.wins.get(k, 0.0) / self.seats[k]):
            w = self.wins.get(s, 0.0)
            lines.append(f"{s:>7}: {self.seats[s]} seats, {w:g} wins, win rate per seat {w / self.seats[s]:.1%} "
                         f"(even share {self.fair[s] / self.seats[s]:.1%}), average score "
                         f"{self.score[s] / self.seats[s]:.1f}")
        return lines
