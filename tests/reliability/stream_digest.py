"""Records seeded bot games action by action (the legal actions listed, the refusal reason of every
other candidate action, the action chosen and the events it produced) so that a change to the rules
loop can be checked to play exactly the same games:

    python -m tests.reliability.stream_digest record /tmp/streams     # before the change
    python -m tests.reliability.stream_digest compare /tmp/streams    # after: names the first difference

Not a test (it takes minutes): a tool for work on the engine's speed (issue 15)."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

SEEDS = range(1, 31)


def _games() -> list[tuple[str, Any, str, int]]:
    """(name, setup, bot strength, seed) of every recorded game."""
    from game.engine.setup import Setup, first_game, for_mode, random_setup

    four = [f"P{i}" for i in range(4)]
    games: list[tuple[str, Any, str, int]] = []
    for s in SEEDS:
        games.append((f"classic-first-4p-{s}", first_game(four), "random", s))
        games.append((f"classic-random-all-3p-{s}",
                      random_setup(four[:3], sets=("base", "dragonspire", "doomgate", "wrath")), "random", s))
        games.append((f"classic-solo-{s}", ("solo", first_game(["P0"]), {"level": "normal"}), "random", s))
        games.append((f"advance-first-2p-{s}", Setup(**{**first_game(four[:2], card_set="advance").to_dict()}),
                      "random", s))
        games.append((f"advance-random-3p-{s}",
                      Setup(**{**random_setup(four[:3], sets=("advance",)).to_dict(), "ruleset": "advance"}),
                      "random", s))
        if s % 10 == 1:
            games.append((f"advance-solo-{s}",
                          ("solo", Setup(**{**first_game(["P0"], card_set="advance").to_dict()}), {}), "random", s))
    for s in range(1, 4):
        games.append((f"classic-first-2p-normal-{s}", first_game(four[:2]), "normal", s))
        games.append((f"advance-first-2p-normal-{s}", first_game(four[:2], card_set="advance"), "normal", s))
        games.append((f"classic-solo-normal-{s}", ("solo", first_game(["P0"]), {"level": "normal"}), "normal", s))
    _ = for_mode
    return games


def _candidates(game: Any) -> list[Any]:
    """Actions worth asking why_illegal about: every kind, aimed at every card that could matter."""
    from game.engine import actions as A

    st = game.state
    hand = list(st.players[game.to_act].hand)
    out: list[Any] = [A.Visit(p) for p in ("village", "dungeon", "rest", "prepare")] + [A.EndTurn()]
    out += [A.Buy(g) for g in st.stacks]
    out += [A.Attack(c) for r in st.hall for c in r[:1]] + [A.Attack(c) for c in st.rank0[:1]]
    for c in hand:
        out += [A.UseAbility(c, 0), A.UseAbility(c, 1), A.LevelUp(c), A.DestroyCard(c), A.Unequip(c)]
        out += [A.Equip(c, h) for h in hand if h != c]
    if st.prompt is not None:
        out += [A.Choose((o,)) for o in st.prompt.options[:6]] + [A.Choose(())]
    return out


def play(name: str, setup: Any, kind: str, seed: int, deep: bool) -> list[str]:
    from game import paths
    from game.ai import make_bot
    from game.catalog import load_catalog
    from game.engine.game import Game
    from game.engine.setup import for_mode

    catalog = _CAT.get("c") or _CAT.setdefault("c", load_catalog(paths.cards_dir()))
    if isinstance(setup, tuple):
        mode, base, options = setup
        setup = for_mode(catalog, base, mode, options)
    game = Game.new(catalog, setup, seed, checked=True)
    bots = [make_bot(kind, seed * 31 + p) for p in range(len(game.state.players))]
    lines = [json.dumps([e.to_dict() for e in game.log], sort_keys=True)]
    while not game.state.over:
        legal = game.legal_actions()
        line = {"legal": [a.text() for a in legal]}
        if deep:
            known = set(legal)
            line["refused"] = [[a.text(), game.why_illegal(a)] for a in _candidates(game) if a not in known]
        action = bots[game.to_act].choose(game)
        events = game.apply(action)
        line["action"] = action.text()
        line["events"] = [e.to_dict() for e in events]
        lines.append(json.dumps(line, sort_keys=True))
        if game.state.turn_number > 2000:
            lines.append("no end")
            break
    lines.append(json.dumps(game.state.result, sort_keys=True, default=str))
    return lines


_CAT: dict[str, Any] = {}


def main(argv: list[str]) -> int:
    what, folder = argv[0], Path(argv[1])
    only = argv[2] if len(argv) > 2 else ""
    folder.mkdir(parents=True, exist_ok=True)
    bad = 0
    for name, setup, kind, seed in _games():
        if only not in name:
            continue
        lines = play(name, setup, kind, seed, deep=kind == "random")
        digest = hashlib.sha256("\n".join(lines).encode()).hexdigest()
        path = folder / f"{name}.jsonl"
        if what == "record":
            path.write_text("\n".join(lines) + "\n")
            print(name, len(lines), digest[:12], flush=True)
        else:
            old = path.read_text().splitlines()
            if old != lines:
                bad += 1
                i = next((i for i, (a, b) in enumerate(zip(old, lines, strict=False)) if a != b), min(len(old), len(lines)))
                print(f"DIFFERS {name} at line {i}:\n  was {old[i][:600] if i < len(old) else '<end>'}\n"
                      f"  now {lines[i][:600] if i < len(lines) else '<end>'}", flush=True)
            else:
                print(name, "same", flush=True)
    print("differences:", bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
