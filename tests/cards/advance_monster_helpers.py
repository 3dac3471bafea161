"""Shared helpers of the Advance monster tests (part 2: Burnmarked-Fire, Corvaxis-Avian, Djinni-Efreet,
Dragon-Fire, the Bearers): an Advance position on the Wilderness side (4 ranks, 1 attack a point of
darkness), answering prompts, the curses a player gained, and whole games of random bots."""

from __future__ import annotations

from game.engine.events import BattleResolved

# plain Advance monsters for the other ranks: no effects in the battle (Classic monsters would act as
# Aftermath); from the Dragon-Fire and Corvaxis groups only where a test says so
QUIET = ["Griknack Goblin", "Pegasus", "Griffon", "Nixie"]  # Classic, no battle effects: 4, 6, 7, 5 health
HEROES = {"heroes": ["criochan", "deepstrider", "whetmage", "drua"], "village": []}
DECK = ["Regular"] * 6


def advance(table, hand, hall, deck=DECK, dungeon=("Griknack Goblin",) * 3, xp=0, others=None, **spec):
    """An Advance position: player 0 to act with the hand; hall names for ranks 1-4 (None: empty)."""
    spec.setdefault("village", HEROES)
    return table(ruleset="advance", hall=list(hall), dungeon=list(dungeon),
                 players=[{"hand": list(hand), "deck": list(deck), "xp": xp},
                          others or {"hand": ["Regular", "Regular", "Torch"], "deck": list(DECK)}], **spec)


def answer_all(t, *first):
    """Answer the open prompts: the given answers first (cards or words), then the least each allows."""
    picks = list(first)
    while t.game.state.prompt is not None:
        p = t.game.state.prompt
        if picks:
            t.do(f"choose {picks.pop(0)}")
        else:
            t.do("choose " + " ".join(str(v) for v in p.options[:p.min]))


def curses(t, player=0) -> list[int]:
    """The curses a player gained (a curse is Advance's Disease: kind disease now, curse once the curse
    deck deals them; this one place says which)."""
    return [c for c in t.game.state.players[player].discard if t.game.defn(c).kind in ("disease", "curse")]


def result(t) -> BattleResolved:
    return next(e for e in reversed(t.game.log) if isinstance(e, BattleResolved))


def whole_random_game(catalog, seed: int, board: str, **fields):
    """A whole 3-player Advance game of random bots (the rest of the setup dealt), the invariants
    checked after every action; returned once it is over."""
    from game.ai.random_bot import RandomBot
    from game.engine.game import Game
    from game.engine.setup import Setup, random_setup

    setup = Setup(**{**random_setup(["a", "b", "c"]).to_dict(), "ruleset": "advance", **fields,
                     "options": {"board": board}})
    game = Game.new(catalog, setup, seed, checked=True)
    bots = [RandomBot(seed * 7 + p) for p in range(3)]
    while not game.state.over:
        game.apply(bots[game.to_act].choose(game))
        assert game.state.turn_number <= 2000, "no end"
    return game
