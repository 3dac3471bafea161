"""`thunderstone bench`: the figures the project measures itself by, on this machine, each printed
with its goal (issue 6, Benchmarks):

    games       complete 4-player first-game games per second, random bots and normal bots, with the
                invariant checks off (Game(checked=False)); goal: 250 random-bot games/s on one core;
                and random-bot games with the checks `thunderstone sim` runs by default (the invariants
                at the end of every round, a failure traced to its event and rolled back); goal: 80
                games/s (issue 15)
    replay      reading and verify-replaying the save of a whole 4-player first game, about 250 actions
                (2,000 events before cards moved together became one event), and loading it to play
                on; goal: verify-replay under 10 ms
    launch      from starting `python -m game client` to the title screen's first frame on screen, in a
                new process with the dummy video driver; goal: under 1 s
    frames      the client's frame times at 1920x1080 (game/client/bench.py); goal: p99 under 8 ms
    idle        the client's CPU while nobody touches it, on the title and at a table waiting for a
                human (the real main loop); goal: under 5% of a core
    solo        the normal bot's win rate in Solo Normal, Warrior and Nightmare (first game, N games
                each); goal: at least 40% at Normal, and each harder level lower
    hard        hard against normal, 2 players, 400 games at the default budget (goal: 65% won), the
                CPU time its search took per second of budget there (goal: 0.5 to 2 s, so that a
                budget means its seconds), and at budgets 0.05, 0.2 and 0.5 s, 400 games each (goal:
                every step higher and the gain beyond the noise: `rising`); the longest figure
    decisions   the slowest decision of a hard (default budget) or normal bot in 5-player random
                setups of every set; goal: under 2 s

    thunderstone bench            all of them (about three hours on two cores: the hard bot's 1,600 games)
    thunderstone bench --quick    a short run of each (about 45 s; the figures are rough)
    thunderstone bench --only solo,hard   the figures of the groups named (the names above)
    thunderstone bench --jobs 1   the bots' games in one process (by default, one per core)
    thunderstone bench --client   only the frame times, for a whole game (see game/client/bench.py)

The games are seeded (seed 1, 2, ...) so that runs on one machine are comparable. Every figure of
speed is wall-clock time in one process, on one core; the bots' games (solo, hard against normal,
the slowest decision) are played by one job process a core (game/jobs.py), which changes none of
their figures but the time they take: a game gives the same whichever process plays it, and a
decision's time is its own process's CPU time."""

from __future__ import annotations

import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

PLAYERS = 4
REPLAY_ACTIONS = 250  # the length of the save the replay figures are for (a whole first game)
DECISIONS_TURNS = 500  # a 5-player game lasts 110-160 turns; one still going then has stalled (sim)


@dataclass
class Figure:
    """One measured figure and the goal it is held against (``met`` None: no goal)."""

    label: str
    value: float
    unit: str
    goal: str
    met: bool | None
    detail: str = ""

    def line(self) -> str:
        verdict = "" if self.met is None else f"; goal {self.goal}: {'met' if self.met else 'NOT met'}"
        detail = f" ({self.detail})" if self.detail else ""
        return f"{self.label}: {self.value:.{_digits(self.value)}f} {self.unit}{detail}{verdict}"


def _digits(value: float) -> int:
    return 1 if abs(value) >= 10 else 2


def _catalog() -> Any:
    from game import paths
    from game.catalog import load_catalog

    return load_catalog(paths.cards_dir())


def play_game(catalog: Any, kind: str, seed: int, players: int = PLAYERS, checked: bool = False) -> Any:
    """One complete first game with bots of one strength in every seat (invariant checks off
    unless ``checked``)."""
    from game.ai import make_bot
    from game.engine.game import Game
    from game.engine.setup import first_game

    game = Game.new(catalog, first_game([f"Bot {p + 1}" for p in range(players)]), seed, checked=checked)
    game.check_every = "round"  # as thunderstone sim checks
    bots = [make_bot(kind, seed * 31 + p) for p in range(players)]
    while not game.state.over:
        game.apply(bots[game.to_act].choose(game))
        if game.state.turn_number > 2000:
            raise RuntimeError(f"game seed {seed} did not end within 2000 turns")
    return game


def bench_games(catalog: Any, kind: str, games: int, seed: int = 1, checked: bool = False) -> Figure:
    """Whole games per second with ``kind`` bots in all four seats."""
    start = time.perf_counter()
    for i in range(games):
        play_game(catalog, kind, seed + i, checked=checked)
    elapsed = time.perf_counter() - start
    rate = games / elapsed
    detail = f"{games} game{'' if games == 1 else 's'} in {elapsed:.2f} s, {1000 * elapsed / games:.1f} ms a game"
    label = f"4-player games per second, {kind} bots{', checked as sim checks' if checked else ''}"
    if kind == "random":
        goal = 80 if checked else 250
        return Figure(label, rate, "games/s", f">= {goal} games/s", rate >= goal, detail)
    return Figure(label, rate, "games/s", "", None, detail)


def make_replay_save(catalog: Any, path: Path, actions: int = REPLAY_ACTIONS, seed: int = 1) -> int:
    """Write a save of random-bot play in a 4-player first game of ``actions`` actions (or fewer,
    when the game ends first). Returns the number of events saved."""
    from game.ai import make_bot
    from game.engine.setup import first_game
    from game.saves.savegame import start_game

    saver = start_game(catalog, first_game([f"Bot {p + 1}" for p in range(PLAYERS)]), seed, path, fsync=False)
    bots = [make_bot("random", seed * 31 + p) for p in range(PLAYERS)]
    saved = 0
    with saver:
        game = saver.game
        while not game.state.over and saver.actions < actions:
            saved += len(saver.apply(bots[game.to_act].choose(game)))
    return saved


def bench_replay(catalog: Any, runs: int = 5) -> list[Figure]:
    """The median time to verify-replay a whole first game's save, and to load it to play on."""
    from game.saves.savegame import load_game, verify_replay

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.tsave"
        events = make_replay_save(catalog, path)
        verify: list[float] = []
        load: list[float] = []
        for _ in range(runs):
            t0 = time.perf_counter()
            report = verify_replay(path, catalog)
            t1 = time.perf_counter()
            load_game(path, catalog)
            t2 = time.perf_counter()
            if not report.ok:
                raise RuntimeError(f"the benchmark save does not replay: {report.problem}")
            verify.append((t1 - t0) * 1000)
            load.append((t2 - t1) * 1000)
        v, ld = statistics.median(verify), statistics.median(load)
        detail = f"{events} events, {report.total} actions, median of {runs}"
        return [Figure("verify-replay of a save", v, "ms", "< 10 ms", v < 10, detail),
                Figure("load of the same save (to play on)", ld, "ms", "", None, detail)]


def bench_launch(runs: int = 3) -> Figure:
    """Launch to an interactive title screen: a new ``python -m game client`` process with the dummy
    video and audio drivers and a fresh user data folder, which prints the time of its first frame
    (game/client/app.py, THUNDERSTONE_EXIT_AFTER_FIRST_FRAME) and closes. The median of ``runs``."""
    root = Path(__file__).resolve().parent.parent
    times: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "THUNDERSTONE_EXIT_AFTER_FIRST_FRAME": "1", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
               "XDG_DATA_HOME": tmp, "PYTHONPATH": os.pathsep.join(
                   p for p in (str(root), os.environ.get("PYTHONPATH", "")) if p)}
        for _ in range(runs):
            started = time.time()
            done = subprocess.run([sys.executable, "-m", "game", "client"], env=env, cwd=tmp,
                                  capture_output=True, text=True, timeout=120)
            shown = [ln for ln in done.stdout.splitlines() if ln.startswith("first frame at ")]
            if done.returncode != 0 or not shown:
                raise RuntimeError(f"the client did not show its title screen (exit {done.returncode}): "
                                   f"{(done.stderr or done.stdout).strip()[-500:]}")
            times.append(float(shown[-1].split()[-1]) - started)
    s = statistics.median(times)
    return Figure("launch to an interactive title screen", s, "s", "< 1 s", s < 1.0,
                  f"new process, dummy video driver, median of {runs}")


def bench_frames(frames: int, out: TextIO) -> Figure:
    """The client's frame times at 1920x1080 (game/client/bench.py prints its own lines first)."""
    from game.client.bench import bench_client

    r = bench_client(frames, (1920, 1080), warmup=30 if frames < 600 else 60, out=out)
    return Figure("client frame time p99 at 1920x1080", r.p99_ms, "ms", "< 8 ms", r.p99_ms < 8,
                  f"median {r.median_ms:.2f} ms, CPU p99 {r.cpu_p99_ms:.2f} ms, {r.frames} frames")


def bench_idle(seconds: float) -> list[Figure]:
    """The client's share of a core while nobody touches it (game/client/bench.py, bench_idle)."""
    from game.client.bench import bench_idle as measure

    return [Figure(f"client idle CPU, {screen}", share, "% of a core", "< 5%", share < 5,
                   f"the real main loop for {seconds:g} s, dummy video driver")
            for screen, share in measure(seconds).items()]


def bench_thinking_frames(frames: int, out: TextIO) -> Figure:
    """The client's frame times at 1920x1080 while hard bots think in their worker process
    (game/client/bench.py, bench_thinking, prints its own lines first)."""
    from game.client.bench import bench_thinking

    r = bench_thinking(frames, (1920, 1080), out=out)
    return Figure("client frame p99 at 1920x1080 while a hard bot thinks", r.p99_ms, "ms", "< 16 ms", r.p99_ms < 16,
                  f"{r.frames} frames with a decision under way, {r.decisions} decisions, median {r.median_ms:.2f} ms, "
                  f"CPU p99 {r.cpu_p99_ms:.2f} ms")


SOLO_LEVELS = ("normal", "warrior", "nightmare")


def solo_start(catalog: Any, level: str, seed: int, kind: str = "normal", card_set: str | None = None) -> tuple[Any, Any]:
    """A set's first game (Dragonspire unless named) in its Solo at a level, checks off, and the bot
    of one strength that plays it (bot seed 31 times the game's): the bench's solo game."""
    from game.ai import make_bot
    from game.engine.game import Game
    from game.engine.setup import first_game, for_mode

    first = first_game(["Bot"]) if card_set is None else first_game(["Bot"], card_set=card_set)
    setup = for_mode(catalog, first, "solo", {"level": level})
    return Game.new(catalog, setup, seed, checked=False), make_bot(kind, seed * 31)


def play_solo(catalog: Any, level: str, seed: int, kind: str = "normal") -> dict:
    """One Solo game of the first game at a level, a bot of one strength, checks off: its verdict."""
    game, bot = solo_start(catalog, level, seed, kind)
    while not game.state.over:
        game.apply(bot.choose(game))
        if game.state.turn_number > 2000:
            raise RuntimeError(f"solo game seed {seed} did not end within 2000 turns")
    return game.state.result["verdict"]


def _solo_verdict(catalog: Any, level_and_seed: tuple[str, int]) -> dict:
    return play_solo(catalog, *level_and_seed)


def bench_solo(catalog: Any, games: int, seed: int = 1, jobs: int = 1) -> Figure:
    """The normal bot's win rate in Solo Normal, Warrior and Nightmare, ``games`` games each, and
    its average margin against the village's pile (steadier than the win rate: how far off it is)."""
    from game.jobs import play_all

    start = time.perf_counter()
    rates, margins = [], []
    for level in SOLO_LEVELS:
        verdicts = list(play_all(_solo_verdict, catalog, [(level, seed + i) for i in range(games)], jobs, chunk=1))
        rates.append(100.0 * sum(1 for v in verdicts if v["won"]) / games)
        margins.append(sum(v["players_total"] - v["village_total"] for v in verdicts) / games)
    elapsed = time.perf_counter() - start
    normal, warrior, nightmare = rates
    detail = (f"Warrior {warrior:.0f}%, Nightmare {nightmare:.0f}%; {games} game{'' if games == 1 else 's'} "
              f"a level in {elapsed:.1f} s{_jobs(jobs)}; average margin against the village's pile: "
              + ", ".join(f"{lv.title()} {m:+.1f}" for lv, m in zip(SOLO_LEVELS, margins, strict=True)) + " points")
    met = normal >= 40 and normal > warrior > nightmare
    return Figure("normal bot in Solo Normal", normal, "% won", ">= 40% at Normal, each harder level lower", met,
                  detail)


def bench_hard(catalog: Any, games: int, sweep_games: int, budgets: tuple[float, ...] = (0.05, 0.2, 0.5),
               jobs: int = 1) -> list[Figure]:
    """Hard against normal in 2-player first games, the seats alternating (game/ai/arena.py): at the
    default budget over ``games`` games, and at each of ``budgets`` over ``sweep_games`` games,
    where more thinking time must win more."""
    from game.ai.arena import win_share
    from game.ai.heuristic import DEFAULT_BUDGET
    from game.ai.search import WORK_PER_SECOND

    start = time.perf_counter()
    r = win_share(catalog, "hard", "normal", games, DEFAULT_BUDGET, jobs=jobs)
    figures = [Figure(f"hard against normal, 2 players, {_games(games)}, budget {DEFAULT_BUDGET:g} s", 100 * r.share,
                      "% won", ">= 65%", r.share >= 0.65,
                      f"{r.wins:g} of {games} won, one standard error {standard_error(r.share, games):.1f} points, "
                      f"{time.perf_counter() - start:.0f} s{_jobs(jobs)}")]
    # the budget is a fixed amount of work (search.WORK_PER_SECOND turns a second), so that a bot is
    # deterministic; this says whether that work still takes about the seconds the budget names
    rate = r.search_turns / r.search_seconds if r.search_seconds else 0.0
    ratio = WORK_PER_SECOND / rate if rate else 0.0
    figures.append(Figure("hard's CPU time per second of budget, in the games above", ratio, "s", "0.5 to 2",
                          0.5 <= ratio <= 2, f"{rate:.0f} turns played out a CPU second; "
                          f"search.WORK_PER_SECOND is {WORK_PER_SECOND:g}"))
    rates = []
    for b in budgets:
        rates.append(win_share(catalog, "hard", "normal", sweep_games, b, jobs=jobs).share)
    gain, noise = 100 * (rates[-1] - rates[0]), difference_error(rates[0], rates[-1], sweep_games)
    detail = ", ".join(f"{100 * x:.1f}% at {b:g} s" for x, b in zip(rates, budgets, strict=True)) \
        + f"; the gain's standard error {noise:.1f} points"
    figures.append(Figure(f"hard's win rate against normal, budget {budgets[0]:g} to {budgets[-1]:g} s, "
                          f"{_games(sweep_games)} each", gain, "points gained",
                          "rising (every step higher, the gain over two standard errors)",
                          rising(rates, sweep_games), detail))
    return figures


def rising(rates: list[float], games: int) -> bool:
    """Whether more thinking time buys more strength, beyond the noise of `games` games a rate: no
    step to a larger budget wins less, and the largest budget wins more than the smallest by more
    than two standard errors of the difference. (Every step higher alone, as the bench asked before,
    is met by a flat sweep one time in six.)"""
    if len(rates) < 2:
        return False
    gain_met = 100 * (rates[-1] - rates[0]) > 2 * difference_error(rates[0], rates[-1], games)
    return gain_met and all(a <= b for a, b in zip(rates, rates[1:], strict=False))


def difference_error(a: float, b: float, games: int) -> float:
    """One standard error of the difference between two win rates of `games` independent games
    each, in percentage points."""
    return math.hypot(standard_error(a, games), standard_error(b, games))


def standard_error(share: float, games: int) -> float:
    """One standard error of a win rate measured over `games` games, in percentage points."""
    return 100.0 * math.sqrt(share * (1.0 - share) / max(games, 1))


def bench_decisions(catalog: Any, games: int, seed: int = 1, players: int = 5, jobs: int = 1) -> Figure:
    """The slowest decision of a hard or a normal bot in competitive games of random setups, every
    Classic set and Advance in turn, hard and normal seats alternating: the longest a player waits
    for a bot. The 2-player first games above never met the question that once took 100 s (every
    player's Blazing Grimalkin question tried within each other's, in a 5-player Advance game)."""
    from game.jobs import play_all

    start = time.perf_counter()
    longest = {"hard": (0.0, ""), "normal": (0.0, "")}  # strength -> (CPU seconds, which game)
    decisions = stopped = 0
    for one in play_all(_decisions_game, (catalog, players), [(i, seed + i) for i in range(games)], jobs, chunk=1):
        decisions += one.decisions
        stopped += one.stopped
        for name, t in one.longest.items():
            if t > longest[name][0]:
                longest[name] = (t, one.where)
    worst = max(t for t, _ in longest.values())
    detail = (", ".join(f"{name} {t:.2f} s ({where})" for name, (t, where) in longest.items())
              + f"; {_games(games)} of {players} players ({stopped} stopped unfinished after {DECISIONS_TURNS} turns), "
              f"{decisions} decisions, {time.perf_counter() - start:.0f} s{_jobs(jobs)}")
    return Figure(f"a bot's slowest decision, {players}-player random setups", worst, "s CPU", "< 2 s",
                  worst < 2, detail)


@dataclass
class _Decisions:
    """One game of bench_decisions: its slowest decision per strength, in CPU seconds."""

    where: str
    longest: dict[str, float]
    decisions: int
    stopped: int


def _decisions_game(options: tuple[Any, int], game_and_seed: tuple[int, int]) -> _Decisions:
    from game.ai import make_bot
    from game.engine.game import Game
    from game.engine.sets import edition, playable_sets
    from game.engine.setup import Setup

    catalog, players = options
    i, s = game_and_seed
    classic = [k for k in playable_sets(catalog) if edition(k) == "classic"]
    ruleset = "advance" if i % 2 else "classic"
    names = [f"Bot {p + 1}" for p in range(players)]
    setup = Setup(names, [], [], [], random={"sets": ["advance"] if i % 2 else classic}, ruleset=ruleset)
    game = Game.new(catalog, setup, s, checked=False)
    bots = [make_bot("hard" if p % 2 == 0 else "normal", s * 31 + p) for p in range(players)]
    one = _Decisions(f"{ruleset} seed {s}", {"hard": 0.0, "normal": 0.0}, 0, 0)
    while not game.state.over:
        game.apply(bots[game.to_act].choose(game))
        one.decisions += 1
        if game.state.turn_number > DECISIONS_TURNS:  # a dead position (Stramst): decisions enough
            one.stopped = 1
            break
    for b in bots:
        one.longest[b.name] = max(one.longest[b.name], b.longest_decision)
    return one


def _games(n: int) -> str:
    return f"{n} game{'' if n == 1 else 's'}"


def _jobs(n: int) -> str:
    return f" in {n} job processes" if n > 1 else ""


GROUPS = ("games", "solo", "replay", "launch", "frames", "idle", "hard", "decisions")  # in the order they run


def groups(names: str) -> tuple[str, ...]:
    """The groups of a comma-separated list (`bench --only`); ValueError names any unknown."""
    chosen = tuple(g.strip() for g in names.split(",") if g.strip())
    unknown = [g for g in chosen if g not in GROUPS]
    if unknown or not chosen:
        raise ValueError(f"no benchmark {', '.join(unknown) or 'named'}; there are {', '.join(GROUPS)}")
    return chosen


def run(quick: bool = False, out: TextIO | None = None, jobs: int = 1, only: tuple[str, ...] = GROUPS) -> list[Figure]:
    """Measure the figures of the groups named in `only` (every one unless told), printing each
    figure's line as it comes, then a summary. The bots' win rates and slowest decisions play their
    games in `jobs` processes (game/jobs.py); the figures of speed are measured in this process alone."""
    out = out or sys.stdout
    catalog = _catalog()
    from game import compiled_engine

    engine = compiled_engine.state
    print(f"thunderstone bench{' --quick (rough figures)' if quick else ''}: Python "
          f"{sys.version.split()[0]} on {sys.platform}; the engine {engine['engine']} ({engine['why']}); "
          f"the bots' games in {jobs} process{'' if jobs == 1 else 'es'}", file=out, flush=True)
    figures: list[Figure] = []

    def show(*measured: Figure) -> None:
        for f in measured:
            figures.append(f)
            print(f.line(), file=out, flush=True)

    play_game(catalog, "random", 0)  # warm up: imports, caches
    if "games" in only:
        show(bench_games(catalog, "random", 5 if quick else 200))
        show(bench_games(catalog, "random", 3 if quick else 80, checked=True))
        show(bench_games(catalog, "normal", 1 if quick else 10))
    if "solo" in only:
        show(bench_solo(catalog, 3 if quick else 300, jobs=jobs))
    if "replay" in only:
        show(*bench_replay(catalog, runs=1 if quick else 5))
    if "launch" in only:
        show(bench_launch(runs=1 if quick else 3))
    if "frames" in only:
        show(bench_frames(60 if quick else 1800, out))
        show(bench_thinking_frames(180 if quick else 3600, out))
    if "idle" in only:
        show(*bench_idle(1.0 if quick else 5.0))
    if "hard" in only:
        show(*(bench_hard(catalog, 1, 1, (0.01, 0.02, 0.05), jobs) if quick else bench_hard(catalog, 400, 400, jobs=jobs)))
    if "decisions" in only:
        show(bench_decisions(catalog, 1, players=3, jobs=jobs) if quick else bench_decisions(catalog, 20, jobs=jobs))
    print("summary:", file=out)
    for f in figures:
        print(f"  {f.line()}", file=out)
    return figures
