"""The `thunderstone` command.

    thunderstone                      play (text table until the graphical client lands)
    thunderstone cards validate       check every card file
    thunderstone sim --players N --games K --seed S
    thunderstone scenario FILE        play a scenario, print state, events and breakdowns as JSON
    thunderstone replay FILE [--verify]   list a save's actions, or check that it replays exactly
    thunderstone saves list           the saves in the user data folder
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from game import __version__, paths


def _catalog(args: argparse.Namespace):
    from game.catalog import CardDataError, load_catalog

    try:
        return load_catalog(Path(args.cards) if getattr(args, "cards", None) else paths.cards_dir())
    except CardDataError as e:
        print(f"invalid card data: {e}", file=sys.stderr)
        raise SystemExit(2) from None


def cmd_cards_validate(args: argparse.Namespace) -> int:
    cat = _catalog(args)
    print(f"ok: {len(cat.cards)} cards in {len(cat.groups)} groups (digest {cat.digest[:12]})")
    return 0


def _setup_for(args: argparse.Namespace, names: list[str]):
    """The first-game setup, or the hand-picked one from --setup FILE."""
    from game.engine.setup import first_game, from_file_data

    if not getattr(args, "setup", None):
        return first_game(names)
    import yaml

    from game.engine.errors import SetupError

    try:
        data = yaml.safe_load(Path(args.setup).read_text(encoding="utf-8"))
        return from_file_data(data, names)
    except (OSError, UnicodeDecodeError, yaml.YAMLError, SetupError) as e:
        print(f"{args.setup}: {e}", file=sys.stderr)
        raise SystemExit(2) from None


def _check_setup(cat, setup) -> None:
    from game.engine.errors import SetupError
    from game.engine.setup import validate

    try:
        validate(cat, setup)
    except SetupError as e:
        print(f"invalid setup: {e}", file=sys.stderr)
        raise SystemExit(2) from None


def cmd_sim(args: argparse.Namespace) -> int:
    from game.ai.random_bot import RandomBot
    from game.engine.game import Game
    cat = _catalog(args)
    counts = [args.players] if args.players else [2, 3, 4, 5]
    for n in set(counts):
        _check_setup(cat, _setup_for(args, [f"Bot {p + 1}" for p in range(n)]))
    start = time.perf_counter()
    total_actions = 0
    failures = 0
    for i in range(args.games):
        seed = args.seed + i
        n = counts[i % len(counts)]
        game = Game.new(cat, _setup_for(args, [f"Bot {p + 1}" for p in range(n)]), seed, checked=args.check)
        bots = [RandomBot(seed * 31 + p) for p in range(n)]
        try:
            while not game.state.over:
                game.apply(bots[game.to_act].choose(game))
                total_actions += 1
                if game.state.turn_number > 2000:
                    raise RuntimeError("game did not end within 2000 turns")
        except Exception as e:  # report, keep going, fail at the end
            failures += 1
            print(f"game {i} seed {seed} players {n}: FAILED: {type(e).__name__}: {e}")
            continue
        r = game.state.result
        winners = ", ".join(game.state.players[w].name for w in r["winners"])
        scores = " ".join(f"{s}" for s in r["scores"].values())
        if not args.quiet:
            print(f"game {i} seed {seed} players {n}: turns {game.state.turn_number} scores {scores} winner {winners}")
    elapsed = time.perf_counter() - start
    print(f"{args.games} games, {failures} failed, {total_actions} actions in {elapsed:.2f} s: "
          f"{args.games / elapsed:.1f} games/s")
    return 1 if failures else 0


def cmd_scenario(args: argparse.Namespace) -> int:
    import yaml

    from game.scenario import ScenarioError, run

    cat = _catalog(args)
    try:
        spec = yaml.safe_load(Path(args.file).read_text(encoding="utf-8"))
        result = run(cat, spec)
    except (OSError, yaml.YAMLError, ScenarioError, UnicodeDecodeError) as e:
        print(f"{args.file}: {e}", file=sys.stderr)
        return 2
    except Exception as e:  # an illegal action in the file, with its reason
        print(f"{args.file}: {e}", file=sys.stderr)
        return 2
    print(json.dumps(describe(result.game, [e.to_dict() for e in result.events]), indent=1))
    return 0


def describe(game: Any, events: list[dict]) -> dict[str, Any]:
    st = game.state
    names = lambda zone: [f"{c}:{game.name(c)}" for c in zone]  # noqa: E731
    breakdowns = {}
    if not st.over:
        for r in (1, 2, 3):
            c = st.hall_card(r)
            if c is not None and game.defn(c).is_monster:
                breakdowns[f"rank {r}"] = game.breakdown(c).to_dict()
    return {
        "players": [{"name": p.name, "xp": p.xp, "hand": names(p.hand), "deck": names(p.deck),
                     "discard": names(p.discard), "aside": names(p.aside)} for p in st.players],
        "hall": {f"rank {r}": names(st.hall[r - 1]) for r in (1, 2, 3)},
        "rank0": names(st.rank0),
        "dungeon": names(st.dungeon),
        "destroyed": names(st.destroyed),
        "active": st.active,
        "turn": st.turn_number,
        "step": st.turn.step,
        "prompt": None if st.prompt is None else st.prompt.text,
        "result": st.result,
        "events": events,
        "breakdowns": breakdowns,
    }


def cmd_play_text(args: argparse.Namespace) -> int:
    from game.text_table import play

    return play(_catalog(args), args)


def cmd_replay(args: argparse.Namespace) -> int:
    """Exit status: 0 the save replays (or was listed), 1 an action differs on replay, 2 the file
    cannot be used at all (unreadable, not a save, card data changed...)."""
    from game.saves.replay import describe_save
    from game.saves.savegame import SaveError, verify_replay

    cat = _catalog(args)
    try:
        if not args.verify:
            print("\n".join(describe_save(args.file, cat)))
            return 0
        report = verify_replay(args.file, cat)
    except SaveError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if not report.ok:
        print(f"{args.file}: replay FAILED after {report.replayed} of {report.total} actions: {report.problem}",
              file=sys.stderr)
        return 1
    torn = "; a half-written last action (crash) was left out" if report.torn_tail else ""
    print(f"ok: {args.file}: all {report.total} actions replay with identical events{torn}")
    return 0


def cmd_saves_list(args: argparse.Namespace) -> int:
    from game.saves.savegame import list_saves

    saves = list_saves()
    if not saves:
        print(f"no saves in {paths.saves_dir()}")
    for s in saves:
        if s.save is None:
            print(f"{s.path}: cannot be read: {s.error}")
            continue
        state = "finished" if s.save.finished() else "in progress"
        print(f"{s.path}: {', '.join(s.save.player_names())}; {len(s.save.records)} actions, {state}; "
              f"started {s.save.header.get('created', '?')}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="thunderstone", description="Thunderstone for the desktop")
    ap.add_argument("--version", action="version", version=__version__)
    ap.add_argument("--cards", help="card data folder (default: the game's own)")
    ap.add_argument("--selftest", action="store_true",
                    help="check the installation headless: card data, bot games, replay, scenes")
    sub = ap.add_subparsers(dest="command")

    play = sub.add_parser("play", help="play a game at the terminal (hot-seat, bots optional)")
    play.add_argument("--players", type=int, default=2)
    play.add_argument("--bots", type=int, default=1, help="how many seats, from the last, bots take")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--resume", metavar="FILE", help="continue a saved game")
    play.add_argument("--setup", metavar="FILE", help="a hand-picked setup (YAML); default: first game")
    play.set_defaults(func=cmd_play_text)

    cards = sub.add_parser("cards", help="card data tools")
    csub = cards.add_subparsers(dest="cards_command", required=True)
    val = csub.add_parser("validate", help="check every card file")
    val.set_defaults(func=cmd_cards_validate)

    sim = sub.add_parser("sim", help="play games with bots in every seat")
    sim.add_argument("--players", type=int, default=0, help="2-5; default: cycle through 2-5")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--setup", metavar="FILE", help="a hand-picked setup (YAML); default: first game")
    sim.add_argument("--quiet", action="store_true", help="only the summary")
    sim.add_argument("--no-check", dest="check", action="store_false",
                     help="skip the invariant checks after every event (faster)")
    sim.set_defaults(func=cmd_sim)

    sc = sub.add_parser("scenario", help="play a scenario file and print the result as JSON")
    sc.add_argument("file")
    sc.set_defaults(func=cmd_scenario)

    rp = sub.add_parser("replay", help="list a save's actions, or --verify that it replays exactly")
    rp.add_argument("file")
    rp.add_argument("--verify", action="store_true",
                    help="replay from the setup; exit 1 naming the first action whose events differ")
    rp.set_defaults(func=cmd_replay)

    saves = sub.add_parser("saves", help="saved games")
    ssub = saves.add_subparsers(dest="saves_command", required=True)
    sl = ssub.add_parser("list", help="the saves in the user data folder, newest first")
    sl.set_defaults(func=cmd_saves_list)
    return ap


def main(argv: list[str] | None = None) -> int:
    ap = build_parser()
    args = ap.parse_args(argv)
    if args.selftest:
        from game import selftest

        return selftest.run()
    if not getattr(args, "func", None):
        args = ap.parse_args(["play", *(argv or [])])
    return args.func(args)
