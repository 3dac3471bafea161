"""Frame-time benchmark of the table: a scripted bot game with animations on, drawn at 1920x1080
with SDL's software renderer (the dummy video driver unless a display is asked for), one frame
per 1/60 s of game time. Prints the median, 95th and 99th percentile frame times.

    thunderstone bench --client [--frames N] [--size 1920x1080] [--profile]   (default: one whole game)
    python -m game.client.bench
    python -m game.client.bench --thinking process|thread [--frames N]   (bench_thinking: while hard bots think)

A frame is what the main loop does once: the scene stack's update (bots act from the table, one
action after another at the normal pace), drawing, flipping the display, and preparing fonts and
card faces ahead of need (at most 2 ms). The bots are random
bots thinking inline (microseconds) with a short pause between actions (0.1 s, so that many frames
lay the table out again after an action), so the figures are the client's own cost. The mouse sweeps
over the hand and the hall, so hover outlines and the zoomed card are part of the measure."""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path


@dataclass
class BenchResult:
    frames: int
    actions: int
    median_ms: float
    p95_ms: float
    p99_ms: float
    max_ms: float
    size: tuple[int, int]
    action_median_ms: float = 0.0  # frames in which a bot acted (the table is laid out again)
    games: int = 0  # games finished during the run
    cpu_median_ms: float = 0.0  # the same frames in CPU time of the main thread (not inflated by a
    cpu_p99_ms: float = 0.0  # busy machine taking the processor away)
    cpu_max_ms: float = 0.0

    def lines(self) -> list[str]:
        return [
            f"client frame times at {self.size[0]}x{self.size[1]} (software rendering), animations on:",
            f"  {self.frames} frames, {self.actions} actions, {self.games} games finished "
            f"(frames with an action: median {self.action_median_ms:.2f} ms)",
            f"  median {self.median_ms:.2f} ms   p95 {self.p95_ms:.2f} ms   p99 {self.p99_ms:.2f} ms   "
            f"max {self.max_ms:.2f} ms",
            f"  CPU time per frame: median {self.cpu_median_ms:.2f} ms   p99 {self.cpu_p99_ms:.2f} ms   "
            f"max {self.cpu_max_ms:.2f} ms",
            f"  goal p99 < 16.7 ms: {'met' if self.p99_ms < 16.7 else 'NOT met'}; "
            f"stretch goal p99 < 8 ms: {'met' if self.p99_ms < 8 else 'not met'}",
        ]


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100), by linear interpolation between closest ranks."""
    xs = sorted(values)
    if not xs:
        return 0.0
    k = (len(xs) - 1) * q / 100.0
    lo = int(k)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def bench_client(frames: int = 0, size: tuple[int, int] = (1920, 1080), seed: int = 7, players: int = 3,
                 warmup: int = 60, profile: bool = False, out=None) -> BenchResult:
    """Run the benchmark and print its figures (to `out`, default stdout); returns them. With
    frames=0 it runs until the first game is over (at most 40000 frames)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.client.app import App
    from game.client.scenes.results import ResultsScene
    from game.client.scenes.table import TableScene
    from game.client.session import GameSession, Seat
    from game.client.settings import Settings
    from game.engine.setup import first_game

    out = out or sys.stdout
    names = ["Ann", "Bea", "Cid", "Dov", "Eli"][:players]
    with tempfile.TemporaryDirectory() as tmp:
        app = App(size, settings=Settings(animation="normal", bot_delay=0.1, confirm_attack=False),
                  saves_dir=tmp, settings_path=Path(tmp) / "settings.json", fsync=False, bot_threads=False)
        app.sound.prepare(background=False)  # the game makes its sounds while the title screen shows
        seats = [Seat(n, "bot", "random") for n in names]

        def new_table(k: int) -> TableScene:
            session = GameSession.new(app.catalog, first_game(names), seed + k, seats, save=False)
            return app.replace(TableScene(app, session))

        table = new_table(0)
        games = 0
        times: list[float] = []
        action_times: list[float] = []
        cpu: list[float] = []  # the main thread's CPU time per frame: what other programs cannot inflate
        actions = 0
        dt = 1 / 60
        profiler = None
        if profile:
            import cProfile

            profiler = cProfile.Profile()
        whole_game = frames <= 0
        for i in range(warmup + (40000 if whole_game else frames)):
            # the mouse sweeps across the table: hover outlines, zoomed cards, tooltips
            phase = (i % 600) / 600
            mx = int(size[0] * (0.05 + 0.7 * phase))
            my = int(size[1] * (0.45 + 0.4 * ((i // 600) % 2)))
            before = table.session.actions
            if profiler is not None and i == warmup:
                profiler.enable()
            t0 = time.perf_counter()
            c0 = time.thread_time()
            app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=(mx, my), rel=(0, 0), buttons=(0, 0, 0)))
            app.update(dt)
            app.draw()
            pygame.display.flip()
            app.warm()  # as the main loop does: fonts and card faces ahead of need, 2 ms at most
            t1 = time.perf_counter()
            c1 = time.thread_time()
            if i >= warmup:
                times.append((t1 - t0) * 1000)
                cpu.append((c1 - c0) * 1000)
                acted = table.session.actions - before
                actions += acted
                if acted:
                    action_times.append((t1 - t0) * 1000)
            if isinstance(app.stack.top, ResultsScene) or not isinstance(app.stack.scenes[0], TableScene):
                games += 1
                if whole_game:
                    break
                table = new_table(games)
        if profiler is not None:
            profiler.disable()
        for s in list(app.stack.scenes):
            s.exit()
        pygame.quit()
    result = BenchResult(len(times), actions, statistics.median(times), percentile(times, 95), percentile(times, 99),
                         max(times), size, statistics.median(action_times) if action_times else 0.0, games,
                         statistics.median(cpu), percentile(cpu, 99), max(cpu))
    for line in result.lines():
        print(line, file=out)
    if profiler is not None:
        import pstats

        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(30)
    return result


def main(argv: list[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="thunderstone bench --client")
    ap.add_argument("--frames", type=int, default=0, help="frames to draw (default: one whole game)")
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--thinking", choices=("process", "thread"),
                    help="instead: frame times while hard bots think in a worker process or thread (bench_thinking)")
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    if args.thinking:
        bench_thinking(args.frames or 3600, (w, h), args.seed, args.players, args.thinking)
        return 0
    bench_client(args.frames, (w, h), args.seed, args.players, profile=args.profile)
    return 0



def bench_idle(seconds: float = 3.0, size: tuple[int, int] = (1920, 1080)) -> dict[str, float]:
    """The share of one core the client uses while nobody touches it: on the title screen (its
    slow glow) and at a table waiting for a human's move. The real main loop (App.run) runs for
    `seconds` on each; returns the CPU time used over wall time, per screen, as a percentage."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.client.app import App
    from game.client.scenes.table import TableScene
    from game.client.scenes.title import TitleScene
    from game.client.session import GameSession, Seat
    from game.client.settings import Settings
    from game.engine.setup import first_game

    shares: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        app = App(size, settings=Settings(animation="normal", bot_delay=0.1), saves_dir=tmp,
                  settings_path=Path(tmp) / "settings.json", fsync=False, bot_threads=False)
        app.sound.prepare(background=False)
        app.start(TitleScene(app))
        screens = {"title screen": None, "table, a human to move": lambda: app.push(TableScene(app, GameSession.new(
            app.catalog, first_game(["Ann", "Bot"]), 3, [Seat("Ann", "human"), Seat("Bot", "bot", "random")],
            save=False)))}
        for name, show in screens.items():
            if show is not None:
                show()
                table = app.stack.top
                for _ in range(20000):  # the bot may move first: wait for the human's turn, all still
                    if table.session.to_act == 0 and table.frames_wanted() == 0:
                        break
                    app.step(1 / 60)
            app.run(0.5)  # settle: fonts, card faces, the first frames
            c0, t0 = time.process_time(), time.perf_counter()
            app.run(seconds)
            shares[name] = 100.0 * (time.process_time() - c0) / (time.perf_counter() - t0)
        for s in list(app.stack.scenes):
            s.exit()
        pygame.quit()  # a timed App.run leaves the window open
    return shares


@dataclass
class ThinkingResult:
    frames: int  # frames drawn while a bot's decision was under way
    all_frames: int
    decisions: int
    median_ms: float
    p95_ms: float
    p99_ms: float
    max_ms: float
    cpu_p99_ms: float
    size: tuple[int, int]
    thinking: str
    idle_p99_ms: float = 0.0  # the other frames (no decision under way), for comparison

    def lines(self) -> list[str]:
        return [
            f"client frame times at {self.size[0]}x{self.size[1]} while hard bots think (in a {self.thinking}), "
            f"60 frames a second:",
            f"  {self.frames} frames with a decision under way (of {self.all_frames}), {self.decisions} decisions",
            f"  median {self.median_ms:.2f} ms   p95 {self.p95_ms:.2f} ms   p99 {self.p99_ms:.2f} ms   "
            f"max {self.max_ms:.2f} ms   (CPU time p99 {self.cpu_p99_ms:.2f} ms)",
            f"  the other frames (no decision under way): p99 {self.idle_p99_ms:.2f} ms",
        ]


def bench_thinking(frames: int = 1200, size: tuple[int, int] = (1920, 1080), seed: int = 7, players: int = 3,
                   thinking: str = "process", out=None) -> ThinkingResult:
    """Frame times of the table while hard bots think: every seat a hard bot (default budget),
    animations on, the main loop paced at 60 frames a second as the real one is (so the bots' worker
    has the time between frames), the mouse sweeping the table. Only frames during which a decision
    was under way count. `thinking` is "process" (the client's way: session.bot_ready) or "thread"
    (to compare: the interpreter lock shared with the main loop). The first decision, which waits
    for the worker process to start, is not measured; then `frames` frames are drawn."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.client.app import App
    from game.client.scenes.table import TableScene
    from game.client.session import GameSession, Seat
    from game.client.settings import Settings
    from game.engine.setup import first_game

    out = out or sys.stdout
    names = ["Ann", "Bea", "Cid", "Dov", "Eli"][:players]
    seats = [Seat(n, "bot", "hard") for n in names]
    switch = sys.getswitchinterval()
    with tempfile.TemporaryDirectory() as tmp:
        app = App(size, settings=Settings(animation="normal", bot_delay=0.1, confirm_attack=False),
                  saves_dir=tmp, settings_path=Path(tmp) / "settings.json", fsync=False, bot_threads=True,
                  bot_process=thinking == "process")
        app.sound.prepare(background=False)
        sys.setswitchinterval(0.001)  # as App.run does for bots thinking apart
        table = app.replace(TableScene(app, GameSession.new(app.catalog, first_game(names), seed, seats, save=False)))
        times: list[float] = []
        cpu: list[float] = []
        idle: list[float] = []
        drawn = decisions = 0
        dt = 1 / 60
        started = False
        next_frame = time.perf_counter()
        for i in range(200000):
            if started and drawn >= frames:
                break
            if not started and i > 60 * 60:
                raise RuntimeError("the bots made no decision in a minute")
            phase = (i % 600) / 600
            mx, my = int(size[0] * (0.05 + 0.7 * phase)), int(size[1] * (0.45 + 0.4 * ((i // 600) % 2)))
            session = table.session
            before, thinking_before = session.actions, session.bot_thinking
            t0, c0 = time.perf_counter(), time.thread_time()
            app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=(mx, my), rel=(0, 0), buttons=(0, 0, 0)))
            app.update(dt)
            app.draw()
            pygame.display.flip()
            app.warm()
            t1, c1 = time.perf_counter(), time.thread_time()
            if started:
                drawn += 1
                decisions += session.actions - before
                if thinking_before or session.bot_thinking:
                    times.append((t1 - t0) * 1000)
                    cpu.append((c1 - c0) * 1000)
                else:
                    idle.append((t1 - t0) * 1000)
            elif session.actions > before:
                started = True  # the worker is up: measure from here
            if session.game.state.over or app.stack.top is not table:
                table = app.replace(TableScene(app, GameSession.new(app.catalog, first_game(names), seed + i,
                                                                    seats, save=False)))
            next_frame += dt  # paced as clock.tick(60) paces the real loop
            wait = next_frame - time.perf_counter()
            if wait > 0:
                time.sleep(wait)
            else:
                next_frame = time.perf_counter()
        for s in list(app.stack.scenes):
            s.exit()
        pygame.quit()
    sys.setswitchinterval(switch)
    if not times:
        raise RuntimeError("no frame was drawn while a bot was thinking")
    result = ThinkingResult(len(times), drawn, decisions, statistics.median(times), percentile(times, 95),
                            percentile(times, 99), max(times), percentile(cpu, 99), size, thinking,
                            percentile(idle, 99))
    for line in result.lines():
        print(line, file=out)
    return result


if __name__ == "__main__":
    raise SystemExit(main())
