"""The `thunderstone` command.

    thunderstone                      the game window (pygame-ce); --text: the terminal table
    thunderstone play                 play at the terminal (hot-seat, bots optional)
    thunderstone cards validate       check every card file
    thunderstone sim --players N --games K --seed S
    thunderstone scenario FILE        play a scenario, print state, events and breakdowns as JSON
    thunderstone replay FILE [--verify]   list a save's actions, or check that it replays exactly
    thunderstone saves list           the saves in the user data folder
    thunderstone bench [--quick]      games/s, replay and launch times, frame times, each with its goal
    thunderstone bench --client       frame times of the game window (median and 99th percentile)
    thunderstone credits              the game's licence, and the licences of everything it ships
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from game import __version__, jobs, paths, simulation

_CATALOGS: dict[str, object] = {}  # loaded once per command: the sim asks for it game after game


def _catalog(args: argparse.Namespace):
    from game.catalog import CardDataError, load_catalog

    root = Path(args.cards) if getattr(args, "cards", None) else paths.cards_dir()
    try:
        if str(root) not in _CATALOGS:
            _CATALOGS[str(root)] = load_catalog(root)
        return _CATALOGS[str(root)]
    except CardDataError as e:
        print(f"invalid card data: {e}", file=sys.stderr)
        raise SystemExit(2) from None


def cmd_cards_validate(args: argparse.Namespace) -> int:
    cat = _catalog(args)
    print(f"ok: {len(cat.cards)} cards in {len(cat.groups)} groups (digest {cat.digest[:12]})")
    return 0


def _setup_for(args: argparse.Namespace, names: list[str], scenario: str | None = None):
    """The first-game setup (of the one set --sets names; Dragonspire's by default), or the
    hand-picked one from --setup FILE; with --random-setup, a request that the randomizers of --sets
    complete (what a --setup FILE names is then chosen by hand)."""
    from game.engine.errors import SetupError
    from game.engine.setup import Setup, first_game, from_file_data

    if scenario is not None:  # sim --scenario: a set's first game or one of its scenarios, as printed
        return _randomized(args, first_game(names, card_set=scenario))
    if not getattr(args, "setup", None):
        if getattr(args, "random_setup", False):
            return _randomized(args, Setup(names, [], [], []))
        chosen = _sets(args)
        if len(chosen) > 1:
            print("--sets: a first game is played with one set; add --random-setup to mix sets", file=sys.stderr)
            raise SystemExit(2)
        try:
            own = "advance" if getattr(args, "ruleset", None) == "advance" else None  # the ruleset's own first game
            return _randomized(args, first_game(names, card_set=(chosen or [own])[0]) if chosen or own
                               else first_game(names))
        except SetupError as e:
            print(f"--sets: {e}", file=sys.stderr)
            raise SystemExit(2) from None
    import yaml

    try:
        data = yaml.safe_load(Path(args.setup).read_text(encoding="utf-8"))
        return _randomized(args, from_file_data(data, names))
    except (OSError, UnicodeDecodeError, yaml.YAMLError, SetupError) as e:
        print(f"{args.setup}: {e}", file=sys.stderr)
        raise SystemExit(2) from None


def _sets(args: argparse.Namespace) -> list[str]:
    """The card sets --sets names ('all': every set with monsters in the card data), or none."""
    raw = getattr(args, "sets", None)
    if not raw:
        return []
    from game.engine.sets import playable_sets

    known = playable_sets(_catalog(args))
    if raw.strip() == "all":
        return known
    chosen = [s.strip() for s in raw.split(",") if s.strip()]
    unknown = [s for s in chosen if s not in known]
    if unknown or not chosen:
        print(f"--sets: no card set {', '.join(unknown) or repr(raw)} (known: {', '.join(known)}, or all)",
              file=sys.stderr)
        raise SystemExit(2)
    return list(dict.fromkeys(chosen))


def _randomized(args: argparse.Namespace, setup):
    """With --random-setup, the setup becomes a request for the randomizers of --sets (by default the
    sets a setup file's `random` names, else Dragonspire's; game/engine/randomizers.py)."""
    from game.engine.sets import DEFAULT_SET

    ruleset = getattr(args, "ruleset", None)
    if ruleset:  # Classic or Advance (game/engine/rulesets), with Advance's board side
        setup.ruleset = ruleset
        if getattr(args, "board", None):
            setup.options = {**setup.options, "board": args.board}
    if getattr(args, "random_setup", False):
        request = dict(setup.random or {})
        # by default the ruleset's own box: Advance deals Advance's cards, Classic Dragonspire's
        own = ["advance"] if setup.ruleset == "advance" else [DEFAULT_SET]
        request["sets"] = _sets(args) or request.get("sets") or own
        setup.random = request
        if getattr(args, "monster_groups", None):
            setup.random["monster_groups"] = args.monster_groups
    return setup


def _check_setup(cat, setup) -> None:
    from game.engine.errors import SetupError
    from game.engine.setup import validate

    try:
        validate(cat, setup)
    except SetupError as e:
        print(f"invalid setup: {e}", file=sys.stderr)
        raise SystemExit(2) from None


def _job_count(text: str) -> int:
    """`--jobs N`: a number of processes, at least 1."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a whole number of processes, not {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError("at least 1")
    return n


def cmd_sim(args: argparse.Namespace) -> int:
    cat = _catalog(args)
    scenarios = _sim_scenarios(cat, args)  # before the modes: a scenario says its ruleset
    kinds = _sim_kinds(args)
    strengths = _bot_list(args.bots)
    _tuning(args.tuning, cat)  # (a knob or a stack misspelt is refused before any game)
    _mode_options(args, kinds)
    stats = simulation.SimStats()
    verdicts = simulation.VerdictStats()
    variants = _sim_variants(cat, args, kinds)
    span = len(kinds) * max(len(_sim_counts(args, m)) for m, _ in kinds)  # games before the next variant
    for mode, level in kinds:
        for n in _sim_counts(args, mode):
            for variant in variants:
                for sc in scenarios:
                    _check_setup(cat, _mode_setup(cat, args, mode, level, n, variant, sc))
    games = []
    for i in range(args.games):
        mode, level = kinds[i % len(kinds)]  # every mode and level in turn, then the player counts
        counts = _sim_counts(args, mode)
        n = counts[(i // len(kinds)) % len(counts)]
        variant = variants[(i // span) % len(variants)]  # then each setup variant
        scenario = scenarios[(i // (span * len(variants))) % len(scenarios)]  # then each scenario (--scenario)
        seats = simulation.seat_strengths(strengths, i, len(kinds), n)
        games.append(simulation.SimGame(i, args.seed + i, mode, level, n, variant, scenario, seats))
    start = time.perf_counter()
    total_actions = 0
    failures = 0
    stalled = 0
    per_kind = {kind: [0, 0] for kind in kinds}  # (mode, level) -> games, failed
    for g, played in zip(games, jobs.play_all(_sim_play, args, games, args.jobs), strict=True):
        per_kind[(g.mode, g.level)][0] += 1
        total_actions += played.actions
        if played.stalled:  # a dead position the rules have no way out of: counted, not a failure
            stalled += 1
            print(f"game {g.index} seed {g.seed} {_kind_name(g.mode, g.level)} players {g.players}: STALLED: {played.stalled}")
            continue
        if played.failed:  # reported, the others played on; the sim fails at the end
            failures += 1
            per_kind[(g.mode, g.level)][1] += 1
            print(f"game {g.index} seed {g.seed} {_kind_name(g.mode, g.level)} players {g.players}"
                  f"{f' {g.scenario}' if g.scenario else ''}: FAILED: {played.failed}")
            continue
        r = played.result
        assert r is not None  # (a game neither stalled nor failed has its result)
        stats.add(g.seats, r, played.turns)
        verdicts.add(played.title, g.players, r, played.turns)
        winners = ", ".join(played.names[w] for w in r["winners"])
        scores = " ".join(f"{s}" for s in r["scores"].values())
        if args.verbose:
            print(f"game {g.index} seed {g.seed} setup: {played.summary}"
                  + (f" (variant {g.variant})" if len(variants) > 1 else ""))
        if not args.quiet:
            v = r.get("verdict")
            against = "" if v is None else (f" {played.title}: {'won' if v['won'] else 'lost'} "
                                            f"{v['players_total']} {v['measure']} against {v['village_total']}")
            print(f"game {g.index} seed {g.seed} players {g.players}{f' {g.scenario}' if g.scenario else ''}: "
                  f"turns {played.turns} scores {scores} "
                  f"winner {winners or '-'}{against}")
    elapsed = time.perf_counter() - start
    print(f"{args.games} games, {failures} failed, {total_actions} actions in {elapsed:.2f} s: "
          f"{args.games / elapsed:.1f} games/s" + (f" ({args.jobs} jobs)" if args.jobs > 1 else "")
          + f"; {_engine_in_use()}")
    print(f"stalled (a dead or crawling position the rules have no end for, not a failure): {stalled}")
    if len(kinds) > 1:
        print("by mode: " + "; ".join(f"{_kind_name(m, lv)} {g} ({f} failed)" for (m, lv), (g, f) in per_kind.items()))
    if stats.games:
        print("\n".join(stats.report()))
    if verdicts.rows:
        print("\n".join(verdicts.report()))
    return 1 if failures else 0


def _sim_play(args: argparse.Namespace, g: simulation.SimGame) -> simulation.SimPlayed:
    """Play one game of a sim (in this process or a job process: game/jobs.py)."""
    from game.ai import make_bot
    from game.engine.game import Game

    cat = _catalog(args)
    tuning = _tuning(args.tuning)
    bots = [make_bot(s, g.seed * 31 + p, budget=args.budget, tuning=tuning) for p, s in enumerate(g.seats)]
    played = simulation.SimPlayed()
    try:
        game = Game.new(cat, _mode_setup(cat, args, g.mode, g.level, g.players, g.variant, g.scenario), g.seed,
                        checked=args.check)
        game.check_every = args.check_every
        watch = simulation.StallWatch()
        while not game.state.over:
            game.apply(bots[game.to_act].choose(game))
            played.actions += 1
            watch.see(game.state)
            if watch.stalled(game.state):  # stop as soon as it is recognised: nothing more to learn
                raise simulation.Stalled(watch.describe(game))
    except simulation.Stalled as e:
        played.stalled = str(e)
        return played
    except Exception as e:  # report, keep going, fail at the end
        played.failed = f"{type(e).__name__}: {e}"
        return played
    played.turns, played.result, played.title = game.state.turn_number, game.state.result, game.mode.title()
    played.names = [p.name for p in game.state.players]
    played.summary = game.setup.summary() if args.verbose else ""
    return played


def _kind_name(mode: str, level: str | None) -> str:
    return mode if level is None else f"{mode}/{level}"


def _sim_kinds(args: argparse.Namespace) -> list[tuple[str, str | None]]:
    """The (mode, level) pairs the sim plays in turn: --mode all for every one; a mode without
    --level (or --difficulty) for each of its levels."""
    from game.engine.modes import mode_levels, modes_for

    ruleset = getattr(args, "ruleset", None) or "classic"
    offered = modes_for(ruleset)
    if args.mode != "all" and args.mode not in offered:
        print(f"--mode: the {ruleset} rules are played {', '.join(offered)}, not {args.mode}", file=sys.stderr)
        raise SystemExit(2)
    modes = list(offered) if args.mode == "all" else [args.mode]
    level = args.level
    if args.difficulty is not None:
        if level is not None:
            print("--level and --difficulty: give one of them", file=sys.stderr)
            raise SystemExit(2)
    kinds: list[tuple[str, str | None]] = []
    for m in modes:
        levels = mode_levels(m, ruleset)
        if args.difficulty is not None and levels != [None]:
            if not 1 <= args.difficulty <= len(levels):
                print(f"--difficulty: 1-{len(levels)} for {m}", file=sys.stderr)
                raise SystemExit(2)
            levels = [levels[args.difficulty - 1]]
        elif level is not None and levels != [None]:
            if level not in levels:
                if args.mode != "all":
                    print(f"--level: {m} has the levels {', '.join(str(lv) for lv in levels)}", file=sys.stderr)
                    raise SystemExit(2)
                continue
            levels = [level]
        kinds += [(m, lv) for lv in levels]
    if not kinds:
        print(f"--level: no mode has the level {level!r}", file=sys.stderr)
        raise SystemExit(2)
    return kinds


def _sim_counts(args: argparse.Namespace, mode: str) -> list[int]:
    from game.engine.modes import modes_for

    if args.players:
        return [args.players]
    return list(modes_for(getattr(args, "ruleset", None) or "classic")[mode].player_counts())


def _sim_variants(cat, args: argparse.Namespace, kinds: list[tuple[str, str | None]]) -> list[str]:
    """The Advance setup variants the sim plays in turn (--variant; game/engine/rulesets/variants.py):
    `all` for each one the card data can set up (the 4-4-4 dungeon needs monster groups with levels)."""
    from game.engine.errors import SetupError
    from game.engine.rulesets.variants import VARIANTS

    raw = getattr(args, "variant", None)
    if not raw:
        return ["standard"]
    if getattr(args, "ruleset", None) != "advance":
        print("--variant: the setup variants are Advance's (add --ruleset advance)", file=sys.stderr)
        raise SystemExit(2)
    every = raw.strip() == "all"
    names = list(VARIANTS) if every else [v.strip() for v in raw.split(",") if v.strip()]
    unknown = [v for v in names if v not in VARIANTS]
    if unknown or not names:
        print(f"--variant: no variant {', '.join(unknown) or repr(raw)} (known: {', '.join(VARIANTS)}, or all)",
              file=sys.stderr)
        raise SystemExit(2)
    if not every:
        return names
    playable = []
    for v in names:
        try:
            from game.engine.setup import validate

            mode, level = kinds[0]
            validate(cat, _mode_setup(cat, args, mode, level, _sim_counts(args, mode)[0], v))
            playable.append(v)
        except SetupError as e:
            print(f"--variant all: {v} left out ({e})")
    return playable or ["standard"]


def _sim_scenarios(cat, args: argparse.Namespace) -> list[str | None]:
    """The fixed setups --scenario names, played in turn: a set's first game by its key ("advance") or
    one of its scenarios ("advance/tower_of_scorn"), "all" for every set that has scenarios, its first
    game and each scenario (Advance's four). [None] without --scenario. A scenario says its ruleset, so
    --ruleset follows it (a different one is refused); it deals no cards at random and has its own board side."""
    from game.engine.sets import card_set, fixed_setup, fixed_setups

    raw = getattr(args, "scenario", None)
    if not raw:
        return [None]
    known = fixed_setups(cat)
    if raw.strip() == "all":
        chosen = [k for k in known if card_set(k.partition("/")[0]).scenarios]
    else:
        chosen = list(dict.fromkeys(k.strip() for k in raw.split(",") if k.strip()))
    unknown = [k for k in chosen if k not in known]
    if unknown or not chosen:
        print(f"--scenario: no scenario {', '.join(unknown) or repr(raw)} (known: {', '.join(known)}, or all)",
              file=sys.stderr)
        raise SystemExit(2)
    for other in ("setup", "random_setup", "sets", "board"):  # its cards and board side are the rulebook's
        if getattr(args, other, None):
            print(f"--scenario: a scenario is a fixed setup; leave out --{other.replace('_', '-')}", file=sys.stderr)
            raise SystemExit(2)
    rulesets = {fixed_setup(k).ruleset for k in chosen}
    if len(rulesets) > 1:
        print(f"--scenario: {', '.join(chosen)} are played by different rules; name one ruleset's", file=sys.stderr)
        raise SystemExit(2)
    (ruleset,) = rulesets
    if getattr(args, "ruleset", None) not in (None, ruleset):
        print(f"--scenario: {chosen[0]} is played by the {ruleset} rules, not {args.ruleset}", file=sys.stderr)
        raise SystemExit(2)
    args.ruleset = ruleset
    return chosen


def _mode_setup(cat, args: argparse.Namespace, mode: str, level: str | None, n: int, variant: str = "standard",
                scenario: str | None = None):
    """The sim's setup (first game, --setup FILE, --random-setup) made for the mode: completed by the
    randomizers where the mode needs more cards (game.engine.setup.for_mode); with an Advance setup
    variant's options (--variant)."""
    from game.engine.errors import SetupError
    from game.engine.rulesets.variants import VARIANTS
    from game.engine.setup import for_mode

    try:
        return for_mode(cat, _setup_for(args, [f"Bot {p + 1}" for p in range(n)], scenario), mode,
                        {**({"level": level} if level else {}), **VARIANTS[variant], **_mode_options(args)})
    except SetupError as e:
        print(f"invalid setup: {e}", file=sys.stderr)
        raise SystemExit(2) from None


def _mode_options(args: argparse.Namespace, kinds: list[tuple[str, str | None]] | None = None) -> dict[str, Any]:
    """The mode options every game is played with (sim --option NAME=VALUE,...; values read as
    YAML: true, 2, none). With `kinds`, each mode played is asked to take them, so that a misspelt
    option or a value out of range is refused before any game."""
    import yaml

    from game.engine.modes import make_mode

    options: dict[str, Any] = {}
    for item in (getattr(args, "option", None) or "").split(","):
        if not item.strip():
            continue
        name, eq, value = item.partition("=")
        if not eq or not name.strip():
            print(f"--option: {item.strip()!r} is not NAME=VALUE", file=sys.stderr)
            raise SystemExit(2)
        options[name.strip()] = yaml.safe_load(value.strip() or "null")
    for mode, level in kinds or ():
        try:
            make_mode(mode, {**({"level": level} if level else {}), **options},
                      getattr(args, "ruleset", None) or "classic")
        except ValueError as e:
            print(f"--option: {e}", file=sys.stderr)
            raise SystemExit(2) from None
    return options


def _bot_list(text: str) -> list[str]:
    from game.ai import BOT_NAMES

    names = [s.strip() for s in text.split(",") if s.strip()]
    bad = [s for s in names if s not in BOT_NAMES]
    if bad or not names:
        print(f"--bots: unknown bot {bad[0] if bad else text!r}; known: {', '.join(BOT_NAMES)}", file=sys.stderr)
        raise SystemExit(2)
    return names


def _engine_in_use() -> str:
    """Which engine played, beside a speed: a stale compiled build is silently left alone, so a
    measurement taken on the Python source would otherwise look like a slower bot."""
    from game import compiled_engine

    used = compiled_engine.state
    return "the compiled engine" if used["engine"] == "compiled" else f"the Python engine ({used['why']})"


def _tuning(text: str | None, cat: Any = None) -> Any:
    """The valuation's knobs for the heuristic bots (sim --tuning), or None for the defaults; with
    the catalog, a stack's bonus must name a stack of its cards."""
    if text is None:
        return None
    from game.ai.tuning import Tuning

    try:
        tuning = Tuning.parse(text)
    except ValueError as e:
        print(f"--tuning: {e}", file=sys.stderr)
        raise SystemExit(2) from None
    if cat is not None:
        groups = {d.group for d in cat.cards.values()}
        unknown = [name for name in tuning.stacks_named() if name not in groups]
        if unknown:
            print(f"--tuning: no stack {unknown[0]!r} in the cards (a stack's name as its cards' "
                  f"group, e.g. militia, stoneguard)", file=sys.stderr)
            raise SystemExit(2)
    return tuning


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
        for r in st.ranks():
            c = st.hall_card(r)
            if c is not None and game.defn(c).is_monster:
                breakdowns[f"rank {r}"] = game.breakdown(c).to_dict()
    return {
        "players": [{"name": p.name, "xp": p.xp, "hand": names(p.hand), "deck": names(p.deck),
                     "discard": names(p.discard), "aside": names(p.aside)} for p in st.players],
        "hall": {f"rank {r}": names(st.hall[r - 1]) for r in st.ranks()},
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


def cmd_client(args: argparse.Namespace) -> int:
    """The game window; the terminal table with --text, or when no window can be opened."""
    if getattr(args, "text", False):
        return _text_fallback(args)
    try:
        import pygame

        from game.client.main import run
    except ImportError as e:  # pygame-ce is not installed
        print(f"the game window needs pygame-ce ({e}); playing at the terminal instead", file=sys.stderr)
        return _text_fallback(args)
    size = None
    if getattr(args, "size", None):
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
            size = (w, h)
        except ValueError:
            print(f"--size takes WIDTHxHEIGHT, e.g. 1600x900, not {args.size!r}", file=sys.stderr)
            return 2
    hidden = _no_visible_window(pygame)
    if hidden is not None:
        print(f"no screen to open the game window on ({hidden}); playing at the terminal instead "
              "(thunderstone --text)", file=sys.stderr)
        return _text_fallback(args)
    try:
        return run(size, True if getattr(args, "fullscreen", False) else None)
    except pygame.error as e:
        print(f"cannot open the game window ({e}); playing at the terminal instead (thunderstone --text)",
              file=sys.stderr)
        return _text_fallback(args)


HIDDEN_DRIVERS = ("offscreen", "dummy")  # SDL's video drivers that show nothing


def _no_visible_window(pygame) -> str | None:
    """Why a window would not be seen, or None. With no display SDL falls back to a driver that
    draws nowhere and the game would run unseen; asking for such a driver by name (SDL_VIDEODRIVER,
    as tests and benchmarks do) is meant, and allowed."""
    try:
        pygame.display.init()
        driver = pygame.display.get_driver()
    except pygame.error as e:
        return str(e)
    asked = os.environ.get("SDL_VIDEODRIVER", "")
    if driver in HIDDEN_DRIVERS and asked not in HIDDEN_DRIVERS:
        return f"SDL could only start its {driver!r} video driver"
    return None


def _text_fallback(args: argparse.Namespace) -> int:
    play_args = build_parser().parse_args(["play"])
    play_args.cards = getattr(args, "cards", None)
    return cmd_play_text(play_args)


def cmd_replay(args: argparse.Namespace) -> int:
    """Exit status: 0 the save replays (or was listed), 1 an action differs on replay (the rules
    changed since the save, or this version writes its events differently: the message says which),
    2 the file cannot be used at all (unreadable, not a save, damaged)."""
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
        if report.damage is not None:  # not even the recorded events can be used
            print(f"{args.file}: the save is damaged: {report.damage}", file=sys.stderr)
            return 2
        if report.same_game:
            print(f"{args.file}: the game is the same: this version writes the events of {report.rewritten} "
                  "actions differently; the save loads and plays on", file=sys.stderr)
        else:
            cards = f"; cards involved: {', '.join(report.cards)}" if report.cards else ""
            back = f" (its last {report.taken_back} actions taken back)" if report.taken_back else ""
            print(f"{args.file}: the rules changed since the save (action {report.action} gives another result"
                  f"{cards}); the game can go on from its recorded events{back}: "
                  f"thunderstone play --resume {args.file}", file=sys.stderr)
        return 1
    torn = "; a half-written last action (crash) was left out" if report.torn_tail else ""
    other = "; it was made with other card data" if report.cards_changed else ""
    print(f"ok: {args.file}: all {report.total} actions replay with identical events{torn}{other}")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    """Benchmarks (game/bench.py): games per second, replay, launch and frame times, each with its
    goal; --quick: a short run of each; --client: only the table's frame times (median and p99)."""
    if not args.client:
        from game import bench

        try:
            only = bench.groups(args.only) if args.only is not None else bench.GROUPS
        except ValueError as e:
            print(f"--only: {e}", file=sys.stderr)
            return 2
        bench.run(quick=args.quick, jobs=args.jobs or jobs.cores(), only=only)
        return 0
    from game.client.bench import bench_client

    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        print(f"--size takes WIDTHxHEIGHT, e.g. 1920x1080, not {args.size!r}", file=sys.stderr)
        return 2
    bench_client(args.frames, (w, h), profile=args.profile)
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


def cmd_credits(args: argparse.Namespace) -> int:
    from game import credits

    sys.stdout.write(credits.as_text())
    return 0


def _random_setup_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--random-setup", action="store_true",
                   help="cards chosen by the randomizers of --sets from the seed (with --setup: the rest)")
    p.add_argument("--sets", default=None, metavar="SET,SET",
                   help="card sets, e.g. base,dragonspire or all: their randomizers deal with --random-setup "
                        "(default dragonspire); one set alone without it plays that set's first game")
    p.add_argument("--monster-groups", type=int, default=None, metavar="N",
                   help="with --random-setup: N monster groups instead of 3, for a longer game")
    p.add_argument("--ruleset", choices=("classic", "advance"), default=None,
                   help="the rules to play by: classic (default) or advance (Thunderstone Advance: competitive "
                        "and its own solo, with the Classic cards where Advance ones are missing)")
    p.add_argument("--board", choices=("wilderness", "dungeon"), default=None,
                   help="with --ruleset advance: the board side (wilderness: 4 ranks, the default; dungeon: 3)")


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="thunderstone", description="Thunderstone for the desktop")
    ap.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    ap.add_argument("--cards", help="card data folder (default: the game's own)")
    ap.add_argument("--selftest", action="store_true",
                    help="check the installation headless: card data, bot games, replay, scenes")
    ap.add_argument("--text", action="store_true", help="play at the terminal instead of in a window")
    sub = ap.add_subparsers(dest="command")

    client = sub.add_parser("client", help="the game window (the default command)")
    client.add_argument("--text", action="store_true", help="play at the terminal instead of in a window")
    client.add_argument("--size", metavar="WxH", help="window size, e.g. 1600x900")
    client.add_argument("--fullscreen", action="store_true")
    client.set_defaults(func=cmd_client)

    play = sub.add_parser("play", help="play a game at the terminal (hot-seat, bots optional)")
    play.add_argument("--players", type=int, default=2)
    play.add_argument("--bots", type=int, default=1, help="how many seats, from the last, bots take")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--resume", metavar="FILE", help="continue a saved game")
    play.add_argument("--setup", metavar="FILE", help="a hand-picked setup (YAML); default: first game")
    _random_setup_options(play)
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
    sim.add_argument("--bots", default="random",
                     help="bot strengths seated in turn and rotated every game, e.g. normal,random,hard "
                          "(random, easy, normal, hard); win rates are reported per strength")
    sim.add_argument("--budget", type=float, default=0.1, help="seconds a hard bot may think per decision (its default)")
    sim.add_argument("--tuning", metavar="KNOB=VALUE,...",
                     help="the easy, normal and hard bots' valuation with knobs moved (game/ai/tuning.py "
                          "Tuning), e.g. solo_fight_share=0.7,rest_margin=0; against the dungeon some "
                          "knobs are read from their solo_ copy (Tuning.for_stakes); stack.NAME=V adds V "
                          "to the worth of a stack's cards, e.g. stack.militia=-1")
    sim.add_argument("--option", metavar="NAME=VALUE,...",
                     help="mode options for every game, as the New Game screen sets them, e.g. "
                          "lost_battle_holds_back=true or respite_turn=same (solo)")
    sim.add_argument("--verbose", action="store_true", help="also print the setup of each game")
    sim.add_argument("--mode", default="competitive", choices=["competitive", "solo", "alone", "coop", "all"],
                     help="the mode to play (all: every mode and level in turn); solo and co-op print their "
                          "win rates per level")
    sim.add_argument("--level", default=None,
                     help="one level (solo, alone: normal, warrior, nightmare; Advance solo: normal, veteran, "
                          "nightmare; coop: united, bonds, unity); default: each level in turn")
    sim.add_argument("--variant", default=None, metavar="NAME,NAME",
                     help="with --ruleset advance: the setup variants played in turn, of standard, 444, "
                          "random-dungeon, hard-knocks (all: each one the cards can set up)")
    sim.add_argument("--scenario", default=None, metavar="KEY,KEY",
                     help="fixed setups played in turn: a set's first game (advance) or a scenario "
                          "(advance/tower_of_corruption, advance/tower_of_compulsion, advance/tower_of_scorn); "
                          "all: Advance's first game and its three scenarios")
    sim.add_argument("--difficulty", type=int, default=None, metavar="N",
                     help="the level by number, 1 the easiest (coop: 1 = 3 tokens, 2 = 2, 3 = 1 token)")
    _random_setup_options(sim)
    sim.add_argument("--jobs", type=_job_count, default=1, metavar="N",
                     help="play the games in N processes (the report is the same; a machine's cores, at most)")
    sim.add_argument("--no-check", dest="check", action="store_false",
                     help="skip the invariant checks (faster)")
    sim.add_argument("--check-every", choices=["round", "turn", "action"], default="round",
                     help="check the invariants at the end of every round (the default; a failure is still "
                          "traced to its event), of every turn, or after every action")
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

    bench = sub.add_parser("bench", help="benchmarks: games/s, replay, launch and frame times, with their goals")
    bench.add_argument("--quick", action="store_true", help="a short run of each benchmark (rough figures)")
    bench.add_argument("--only", metavar="GROUPS", help="only these figures, comma-separated: games, solo, replay, "
                       "launch, frames, idle, hard, decisions")
    bench.add_argument("--jobs", type=_job_count, default=None, metavar="N",
                       help="play the bots' games (solo, hard against normal, slowest decision) in N processes "
                            "(default: one a core); the figures of speed run in one")
    bench.add_argument("--client", action="store_true", help="frame times of the game window (game/client/bench.py)")
    bench.add_argument("--frames", type=int, default=0, help="with --client: frames to draw (default: one whole game)")
    bench.add_argument("--size", default="1920x1080", metavar="WxH", help="with --client: window size")
    bench.add_argument("--profile", action="store_true", help="with --client: also print a profile")
    bench.set_defaults(func=cmd_bench)

    cr = sub.add_parser("credits", help="the game's licence and the licences of everything it ships")
    cr.set_defaults(func=cmd_credits)
    return ap


def main(argv: list[str] | None = None) -> int:
    ap = build_parser()
    args = ap.parse_args(argv)
    if args.selftest:
        from game import selftest

        return selftest.run()
    if not getattr(args, "func", None):
        text = args.text
        args = ap.parse_args([*(argv or []), "client"])
        args.text = args.text or text
    return args.func(args)
