"""Writes the fixture saves of this folder (see README.md). Run from the project root:

    .venv/bin/python tests/data/saves/make_fixtures.py [OUT_DIR]

The fixtures are kept as they were written: running this again with a later version of the game
writes that version's saves, which are not the same test. Only rerun it to add a new fixture (into
another folder, then copy the new file here)."""

from __future__ import annotations

import sys
from pathlib import Path

from game import paths
from game.ai import make_bot
from game.catalog import load_catalog
from game.client.saving import save_as
from game.engine.randomizers import resolve as resolve_random
from game.engine.setup import Setup, first_game, for_mode, random_setup
from game.saves.savegame import start_game

HERE = Path(__file__).resolve().parent


def play(saver, bots, *, actions=None, until=None) -> None:
    game = saver.game
    n = 0
    while not game.state.over and (actions is None or n < actions):
        if until is not None and n > 0 and until(game):
            return
        saver.apply(bots[game.to_act].choose(game))
        n += 1


def features(cat, setup, seed) -> set[str]:
    r = resolve_random(cat, setup, seed)
    out = set()
    if r.guardians:
        out.add("guardian")
    if r.setting:
        out.add("setting")
    if r.traps:
        out.add("traps")
    if r.treasures:
        out.add("treasures")
    return out


def main(out: Path) -> None:
    cat = load_catalog(paths.cards_dir())
    out.mkdir(parents=True, exist_ok=True)

    def new(name, setup, seed):
        return start_game(cat, setup, seed, out / f"{name}.tsave", fsync=False)

    def bots(n, seed, kind="normal"):
        return [make_bot(kind, seed * 31 + p) for p in range(n)]

    # 1. the rulebook's first game, two seats as the client writes them, 60 actions in
    s = first_game(["Ann", "Bot 1"])
    s.options = {"seats": ["human", "bot:normal"]}
    saver = new("first_game", s, 101)
    play(saver, bots(2, 101), actions=60)
    save_as(saver, "Before the boss", out)  # a named save (Menu, Save as): named_Before_the_boss.tsave
    saver.close()

    # 2. a random Dragonspire setup with a Guardian, a setting, traps and treasures, 5 monster groups
    seed = 1
    while True:
        s = random_setup(["Ann", "Bea", "Cid"], monster_groups=5)
        if features(cat, s, seed) == {"guardian", "setting", "traps", "treasures"}:
            break
        seed += 1
    saver = new("random_features", s, seed)
    play(saver, bots(3, seed), actions=250)
    saver.close()

    # 3. solo, Warrior level
    s = for_mode(cat, first_game(["Solo"]), "solo", {"level": "warrior"})
    saver = new("solo_warrior", s, 303)
    play(saver, bots(1, 303), actions=80)
    saver.close()

    # 4. co-op (United We Stand), three players
    s = for_mode(cat, first_game(["Ann", "Bea", "Cid"]), "coop", {"level": "united"})
    saver = new("coop", s, 404)
    play(saver, bots(3, 404), actions=120)
    saver.close()

    # 5. a finished game (two players, random Dragonspire setup)
    s = random_setup(["Ann", "Bea"])
    saver = new("finished", s, 505)
    play(saver, bots(2, 505))
    assert saver.game.state.over
    saver.close()

    # 6. mid-turn, a question open to the player to act
    s = first_game(["Ann", "Bea"])
    saver = new("prompt_pending", s, 606)
    play(saver, bots(2, 606), actions=500,
         until=lambda g: g.state.prompt is not None and g.state.turn_number > 4)
    assert saver.game.state.prompt is not None
    saver.close()


def advance(out: Path) -> None:
    """The Advance saves of format2/ (see README.md): written with save format 2, before any later
    change of the event format, so that a change must keep reading them."""
    cat = load_catalog(paths.cards_dir())
    out.mkdir(parents=True, exist_ok=True)

    def new(name, setup, seed):
        return start_game(cat, setup, seed, out / f"{name}.tsave", fsync=False)

    def bots(n, seed, kind="normal"):
        return [make_bot(kind, seed * 31 + p) for p in range(n)]

    # 7. Advance's first game on the Wilderness side, three players, 150 actions in
    saver = new("advance_first_game", first_game(["Ann", "Bea", "Cid"], card_set="advance"), 707)
    play(saver, bots(3, 707), actions=150)
    saver.close()

    # 8. Advance solo, Veteran level, a random Towers of Ruin setup, 90 actions in
    s = Setup(["Solo"], [], [], [], ruleset="advance", random={"sets": ["advance"]})
    saver = new("advance_solo_veteran", for_mode(cat, s, "solo", {"level": "veteran"}), 808)
    play(saver, bots(1, 808), actions=90)
    saver.close()

    # 9. the Tower of Compulsion scenario (Dungeon side), random bots, two players, a question open
    saver = new("advance_scenario_prompt", first_game(["Ann", "Bea"], card_set="advance/tower_of_compulsion"), 909)
    play(saver, bots(2, 909, "random"), actions=800,
         until=lambda g: g.state.prompt is not None and g.state.turn_number > 6)
    assert saver.game.state.prompt is not None
    saver.close()

    # 10. a finished Advance game, two players, a random Towers of Ruin setup
    s = Setup(["Ann", "Bea"], [], [], [], ruleset="advance", random={"sets": ["advance"]})
    saver = new("advance_finished", s, 1015)  # a seed whose game ends (many Advance bot games stall)
    play(saver, bots(2, 1015))
    assert saver.game.state.over
    saver.close()


if __name__ == "__main__":
    if sys.argv[1:2] == ["--advance"]:  # the format-2 Advance saves
        advance(Path(sys.argv[2]) if len(sys.argv) > 2 else HERE / "format2")
    else:
        main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE)
