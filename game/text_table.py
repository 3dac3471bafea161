"""A plain terminal table: hot-seat play against bots, until the graphical client exists.
It only reads the state and sends actions, like every client."""

from __future__ import annotations

import argparse
import random
from typing import Any

from game.ai import make_bot
from game.engine.errors import IllegalAction
from game.engine.game import Game
from game.engine.rules import village
from game.saves.savegame import SaveError, resume_game, start_game


def show(game: Game) -> None:
    st = game.state
    p = st.players[st.active]
    print()
    print(f"=== Turn {st.turn_number}: {p.name} (XP {p.xp}, deck {len(p.deck)}, discard {len(p.discard)})")
    for r in (1, 2, 3):
        c = st.hall_card(r)
        print(f"  rank {r}: {game.name(c) if c is not None else '-'}" + (f" [{c}]" if c is not None else ""))
    print(f"  dungeon deck: {len(st.dungeon)} cards")
    print("  hand: " + ", ".join(f"{game.name(c)} [{c}]" for c in p.hand))
    if st.turn.choice == "village":
        print(f"  gold left: {village.gold_left(game)}")
    if st.turn.choice == "dungeon" and st.turn.step == "prepare":
        for r in (1, 2, 3):
            c = st.hall_card(r)
            if c is not None and game.defn(c).is_monster:
                print("  " + game.breakdown(c).summary())
    if st.prompt:
        print(f"  ? {st.prompt.text}")


def play(catalog: Any, args: argparse.Namespace) -> int:
    if args.resume:
        try:
            saver = resume_game(args.resume, catalog)
        except SaveError as e:
            print(f"cannot continue: {e}")
            return 2
        game = saver.game
        seed = game.seed
    else:
        n = max(2, min(5, args.players))
        seed = args.seed if args.seed is not None else random.randrange(1 << 30)
        bots_n = max(0, min(n - 1, args.bots))
        names = [f"Player {i + 1}" for i in range(n - bots_n)] + [f"Bot {i + 1}" for i in range(bots_n)]
        from game.cli import _check_setup, _setup_for

        setup = _setup_for(args, names)
        _check_setup(catalog, setup)
        saver = start_game(catalog, setup, seed)
        game = saver.game
    bots = {i: make_bot("normal", seed + i) for i, p in enumerate(game.state.players) if p.name.startswith("Bot ")}
    print(f"Thunderstone, seed {seed}, autosaved to {saver.path}")
    print("Type the number of an action, or q to quit (continue later with: thunderstone play --resume FILE).")
    while not game.state.over:
        who = game.to_act
        if who in bots:
            action = bots[who].choose(game)
            print(f"{game.state.players[who].name}: {action}")
            saver.apply(action)
            continue
        show(game)
        actions = game.legal_actions()
        for i, a in enumerate(actions):
            print(f"  {i:2}. {a}")
        try:
            line = input("> ").strip()
        except EOFError:
            return 0
        if line == "q":
            return 0
        try:
            saver.apply(actions[int(line)])
        except (ValueError, IndexError):
            print("type one of the numbers")
        except IllegalAction as e:
            print(f"not allowed: {e.reason}")
    r = game.state.result or {}
    print("Game over:", ", ".join(f"{game.state.players[int(p)].name} {s} VP" for p, s in r.get("scores", {}).items()))
    return 0
