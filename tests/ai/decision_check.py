"""Checks the normal bot's decisions in solo by playing every option out to the end of the
game (issue 15's ninth round, docs/bots.md): at each turn choice (village, dungeon or rest) and each
turn's first purchase of a seeded first game, every option is played on the same deals of the hidden
cards (the bot's deck order, the dungeon), the normal bot playing on from there, and scored by the
average final margin against the village's pile. An option clearly ahead of the bot's own, decision
after decision, is a decision the bot could make better; none ahead means it is at a fixed point of
this one-step improvement.

    python -m tests.ai.decision_check --seeds 1,2,4 --turns 3-22 --kinds visit,buy --deals 16
    python -m tests.ai.decision_check --set advance --seeds 1 --kinds visit --deals 8   # Advance solo

Not a test (at 16 deals about four minutes a game on two cores for each kind): a tool for work on
the bots. The purchases compared are the five the valuation likes best, buying nothing and the
bot's own."""

from __future__ import annotations

import argparse
from collections import defaultdict
from multiprocessing import Pool
from typing import Any

from game.ai import knowledge, make_bot
from game.ai.values import ValueModel
from game.bench import _catalog as load_cards
from game.bench import solo_start
from game.engine.actions import Buy, EndTurn, Visit, parse_action
from game.engine.game import Game

PURCHASES = 5  # the purchases compared besides buying nothing and the bot's own
BANDS = ((3, 6), (7, 12), (13, 99))  # turns summarised together

_catalog: Any = None


def _cat() -> Any:
    global _catalog
    if _catalog is None:
        _catalog = load_cards()
    return _catalog


def _start(seed: int, level: str, card_set: str = "dragonspire") -> tuple[Game, Any]:
    return solo_start(_cat(), level, seed, "normal", card_set)


def margin(game: Game) -> int:
    v = game.state.result["verdict"]
    return v["players_total"] - v["village_total"]


def decision_points(seed: int, level: str = "normal", card_set: str = "dragonspire",
                    ) -> tuple[list[tuple[int, int, str, str, list[str]]], int]:
    """The bot's game of this seed: (action number, turn, kind, the bot's choice, the options) of
    each turn choice with more than one option and each turn's first purchase, and its margin."""
    game, bot = _start(seed, level, card_set)
    points: list[tuple[int, int, str, str, list[str]]] = []
    bought_in = -1
    i = 0
    while not game.state.over:
        st = game.state
        legal = game.legal_actions()
        chosen = bot.choose(game)
        if st.prompt is None and st.turn.choice is None:
            places = sorted({a.text() for a in legal if isinstance(a, Visit)})
            if len(places) > 1:
                points.append((i, st.turn_number, "visit", chosen.text(), places))
        elif st.prompt is None and st.turn.choice == "village" and bought_in != st.turn_number \
                and any(isinstance(a, Buy) for a in legal):
            bought_in = st.turn_number
            vm = ValueModel(game, 0)
            buys = sorted((a for a in legal if isinstance(a, Buy)),
                          key=lambda a: (-vm.def_value(game.defn(st.stacks[a.group][0])), a.group))
            options = {a.text() for a in buys[:PURCHASES]} | {chosen.text()}
            if any(isinstance(a, EndTurn) for a in legal):
                options.add(EndTurn().text())
            points.append((i, st.turn_number, "buy", chosen.text(), sorted(options)))
        game.apply(chosen)
        i += 1
    return points, margin(game)


def play_out(seed: int, level: str, before: int, option: str, deal: int, card_set: str = "dragonspire") -> int:
    """The final margin when the bot's game of this seed, after its first `before` actions, takes
    `option` in a deal of the hidden cards numbered `deal`, and the normal bot plays on."""
    game, bot = _start(seed, level, card_set)
    for _ in range(before):
        game.apply(bot.choose(game))
    sim = knowledge.determinize(game, 0, 1000003 * deal + 17)
    sim.apply(parse_action(option))
    on = make_bot("normal", 7919 * deal + 1)
    while not sim.state.over:
        sim.apply(on.choose(sim))
    return margin(sim)


def _play_out(job: tuple[int, str, int, str, int, str]) -> int:
    return play_out(*job)


def check(seeds: list[int], turns: tuple[int, int], kinds: set[str], deals: int, level: str = "normal",
          processes: int = 2, card_set: str = "dragonspire") -> list[tuple[int, str, str, dict[str, float]]]:
    """Each decision in range: (turn, kind, the bot's choice, {option: average margin}), printed as
    it is measured."""
    out = []
    with Pool(processes) as pool:
        for seed in seeds:
            points, m = decision_points(seed, level, card_set)
            print(f"seed {seed}: the bot's margin {m:+d}", flush=True)
            for i, turn, kind, chosen, options in points:
                if kind not in kinds or not turns[0] <= turn <= turns[1]:
                    continue
                jobs = [(seed, level, i, o, d, card_set) for o in options for d in range(deals)]
                results = pool.map(_play_out, jobs, chunksize=2)
                scores = {o: sum(results[k * deals:(k + 1) * deals]) / deals for k, o in enumerate(options)}
                out.append((turn, kind, chosen, scores))
                ranked = "; ".join(f"{o} {v:+.1f}" for o, v in sorted(scores.items(), key=lambda x: -x[1]))
                print(f"  turn {turn} {kind}, chose {chosen}: {ranked}", flush=True)
    return out


def _band(turn: int) -> str:
    for a, b in BANDS:
        if a <= turn <= b:
            return f"{a}-{b}" if b < 99 else f"{a} on"
    return f"before {BANDS[0][0]}"


def summary(results: list[tuple[int, str, str, dict[str, float]]]) -> list[str]:
    """Turn choices: by band of turns and the bot's choice, how far behind it each other option
    was on average. Purchases: how far each option was above the average option of its decision."""
    lines = []
    visits: dict[tuple[str, str, str], list[float]] = defaultdict(list)
    buys: dict[str, list[float]] = defaultdict(list)
    regret = []
    for turn, kind, chosen, scores in results:
        best = max(scores.values())
        regret.append(best - scores[chosen])
        if kind == "visit":
            band = _band(turn)
            for o, v in scores.items():
                if o != chosen:
                    visits[(band, chosen, o)].append(v - scores[chosen])
        else:
            mean = sum(scores.values()) / len(scores)
            for o, v in scores.items():
                buys[o].append(v - mean)
    for (band, chosen, o), d in sorted(visits.items()):
        lines.append(f"turns {band}, chose {chosen}: {o} {sum(d) / len(d):+.2f} ({len(d)} decisions)")
    for o, d in sorted(buys.items(), key=lambda x: -sum(x[1]) / len(x[1])):
        lines.append(f"purchase {o}: {sum(d) / len(d):+.2f} against the average option ({len(d)} decisions)")
    if regret:
        lines.append(f"{len(regret)} decisions; the best option ahead of the bot's by {sum(regret) / len(regret):.2f} "
                     f"on average; the bot's own the best in {sum(1 for r in regret if r == 0)}")
    return lines


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seeds", default="1,2,4")
    p.add_argument("--turns", default="3-22")
    p.add_argument("--kinds", default="visit,buy")
    p.add_argument("--deals", type=int, default=16)
    p.add_argument("--level", default="normal")
    p.add_argument("--processes", type=int, default=2)
    p.add_argument("--set", default="dragonspire", help="the card set whose first game is played (advance: "
                   "its own solo, levels normal, veteran, nightmare)")
    args = p.parse_args(argv)
    first, _, last = args.turns.partition("-")
    results = check([int(s) for s in args.seeds.split(",")], (int(first), int(last or first)),
                    set(args.kinds.split(",")), args.deals, args.level, args.processes, args.set)
    print("\n".join(summary(results)))


if __name__ == "__main__":
    main()
