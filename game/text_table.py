"""A plain terminal table: hot-seat play against bots, until the graphical client exists.
It only reads the state and sends actions, like every client."""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Any

from game.ai import make_bot
from game.engine.errors import IllegalAction
from game.engine.game import Game
from game.engine.rules import village
from game.saves.savegame import SaveDiverged, SaveError, resume_game, start_game


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


class SaveNotices:
    """Says when autosaving starts failing (and why) and when it has caught up again: the game goes
    on either way (savegame.AutoSaver keeps what it could not write and retries after every action)."""

    def __init__(self, saver: Any) -> None:
        self.saver = saver
        self.shown: str | None = None
        self.check()

    def reason(self) -> str | None:
        p = self.saver.problem
        return None if p is None else (p.strerror or str(p))

    def check(self) -> None:
        why = self.reason()
        if why is not None and why != self.shown:
            print(f"  (Not saved: {why}. The game goes on and is saved as soon as the disk allows.)")
        elif why is None and self.shown is not None:
            print(f"  (Saved again: all {self.saver.actions} actions are on disk.)")
        self.shown = why

    def close(self) -> None:
        self.saver.close()
        if self.saver.unsaved:
            n = self.saver.unsaved
            print(f"{n} action{'s' if n != 1 else ''} could not be saved ({self.reason()}): "
                  f"{self.saver.path} holds the game up to action {self.saver.actions - n}.")


def play(catalog: Any, args: argparse.Namespace) -> int:
    saver, bots = _start(catalog, args)
    if saver is None:
        return 2
    notices = SaveNotices(saver)
    try:
        _loop(saver, bots, notices)
    finally:
        notices.close()
    game = saver.game
    if game.state.over:
        r = game.state.result or {}
        print("Game over:", ", ".join(f"{game.state.players[int(p)].name} {s} VP" for p, s in r.get("scores", {}).items()))
    return 0


def _start(catalog: Any, args: argparse.Namespace) -> tuple[Any, dict]:
    if args.resume:
        try:
            saver = _resume(args.resume, catalog)
        except SaveError as e:
            print(f"cannot continue: {e}")
            return None, {}
        if saver is None:
            return None, {}
        if Path(args.resume).is_symlink():
            print(f"{args.resume} is a link to {saver.path}: the game goes on in {saver.path}")
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
    return saver, bots


def _resume(path: str, catalog: Any) -> Any:
    """The saver of a resumed game. When an action of the save gives another result with this
    version (a corrected card), say which and ask before going on from the recorded game."""
    try:
        return resume_game(path, catalog)
    except SaveDiverged as e:
        print(f"{path}: {e.report.explanation()}")
        try:
            answer = input("Go on from the recorded game? [y/N] ").strip().lower()
        except EOFError:
            answer = ""
        if answer not in ("y", "yes"):
            print("not continued; the save is left as it was")
            return None
    saver = resume_game(path, catalog, trust_log=True)
    if saver.report is not None and saver.report.taken_back:
        print(f"(the last {saver.report.taken_back} actions of the save were taken back)")
    return saver


def _loop(saver: Any, bots: dict, notices: SaveNotices) -> None:
    game = saver.game
    while not game.state.over:
        who = game.to_act
        if who in bots:
            action = bots[who].choose(game)
            print(f"{game.state.players[who].name}: {action}")
            saver.apply(action)
            notices.check()
            continue
        show(game)
        actions = game.legal_actions()
        for i, a in enumerate(actions):
            print(f"  {i:2}. {a}")
        try:
            line = input("> ").strip()
        except EOFError:
            return
        if line == "q":
            return
        try:
            saver.apply(actions[int(line)])
        except (ValueError, IndexError):
            print("type one of the numbers")
        except IllegalAction as e:
            print(f"not allowed: {e.reason}")
        notices.check()
