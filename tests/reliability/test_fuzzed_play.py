"""Fuzzed play: hypothesis plays long games over random seeds, player counts, setups and modes,
mixing legal actions with illegal ones (random text forms, legal actions with a number changed).

- an illegal action is refused with IllegalAction and a reason, and changes nothing at all;
- a legal one keeps every invariant (game.engine.invariants, checked after every event, plus: no
  count below zero, no rank of the hall holding more than one card, XP changed only by XPChanged
  events and by exactly their sum);
- the events alone rebuild the state (apply_event is the only thing that changes it);
- every game replays from its setup and seed, through the actions' text forms, to identical events.

The fast run plays a dozen games per mode; the `slow` run (``pytest -m slow``) hundreds.
"""

from __future__ import annotations

import copy
import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import invariants
from game.engine.actions import Choose, parse_action
from game.engine.errors import IllegalAction
from game.engine.events import XPChanged, apply_event
from game.engine.game import Game
from game.engine.setup import Setup, first_game, random_setup
from game.engine.state import HALL_RANKS

# One line per mode: (mode, fewest players, most players). Solo and co-op join here when they exist.
MODES = [
    pytest.param("competitive", 2, 5, id="competitive"),
]
RUNS = [
    pytest.param(10, id="fast"),
    pytest.param(300, id="long", marks=pytest.mark.slow),
]
MAX_ATTEMPTS = 600  # actions tried per game, four in five legal: most games reach their end (~250)
VERBS = ["village", "dungeon", "rest", "use", "buy", "level", "equip", "unequip", "attack", "destroy",
         "choose", "end", "fly", "USE", "attack-"]


def setups(catalog, mode: str, fewest: int, most: int) -> st.SearchStrategy[Setup]:
    """The first game; a request to the game's randomizers (random_setup); or three monster groups,
    four hero groups and eight village groups drawn here, with some traps, treasures, Guardians
    and a setting."""
    def groups(kind: str) -> list[str]:
        return sorted(g for g, grp in catalog.groups.items() if grp.kind == kind)

    def cards(kind: str) -> list[str]:
        return sorted(k for k, d in catalog.cards.items() if d.kind == kind)

    def some(names: list[str], k: int | None = None) -> st.SearchStrategy[list[str]]:
        if k is not None:
            return st.permutations(names).map(lambda p: list(p[:k]))
        return st.lists(st.sampled_from(names), unique=True, max_size=2) if names else st.just([])

    names = st.integers(fewest, most).map(lambda n: [f"Player {i + 1}" for i in range(n)])
    drawn = st.builds(
        lambda players, m, h, v, traps, treasures, guardians, setting: Setup(
            players=players, monsters=m, heroes=h, village=v, traps=traps, treasures=treasures,
            guardians=guardians, setting=setting),
        names, some(groups("monster"), 3), some(groups("hero"), 4), some(groups("village"), 8),
        some(groups("trap")), some(groups("treasure")), some(cards("guardian")),
        st.one_of(st.none(), st.sampled_from(cards("setting") or [None])))
    setups_ = st.one_of(names.map(first_game), names.map(random_setup), drawn)
    return setups_.map(lambda s: dataclasses.replace(s, mode=mode))


def random_text(draw, game: Game) -> str:
    """An action's text form with a random verb and random card numbers or words."""
    st_ = game.state
    near = sorted(set(st_.players[st_.active].hand) | {c for slot in st_.hall for c in slot})
    number = st.one_of(
        st.integers(-2, len(st_.cards) + 2),
        st.sampled_from(near or [0]),
        st.integers(-10**30, 10**30),
    ).map(str)
    word = st.one_of(st.sampled_from(sorted(game.catalog.groups) + ["", "-", "0x1"]),
                     st.text(alphabet="abcxyz_-09 ", min_size=1, max_size=8))
    args = draw(st.lists(st.one_of(number, word), max_size=3))
    return " ".join([draw(st.sampled_from(VERBS)), *args])


def changed_text(draw, game: Game, legal_text: str) -> str:
    """A legal action's text with one word replaced, dropped or added."""
    words = legal_text.split()
    i = draw(st.integers(0, len(words)))
    new = draw(st.one_of(st.integers(-1, len(game.state.cards)).map(str), st.sampled_from(sorted(game.state.stacks))))
    how = draw(st.sampled_from(["replace", "drop", "add"]))
    if how == "replace" and i < len(words):
        words[i] = new
    elif how == "drop" and i < len(words):
        del words[i]
    else:
        words.insert(i, new)
    return " ".join(words)


def without_stack(state) -> dict:
    """The state as events make it: everything but the effect stack (frames are rebuilt by replay)."""
    d = {f.name: getattr(state, f.name) for f in dataclasses.fields(state)}
    d.pop("stack")
    return d


def check_after_legal(game: Game, xp_before: list[int], events: list) -> None:
    st_ = game.state
    invariants.check(game)
    assert len(st_.hall) == len(HALL_RANKS) and all(len(slot) <= 1 for slot in st_.hall)
    for p, pl in enumerate(st_.players):
        assert pl.xp >= 0
        gained = sum(e.amount for e in events if isinstance(e, XPChanged) and e.player == p)
        assert pl.xp - xp_before[p] == gained, f"{pl.name}'s XP changed outside XPChanged events"
    t = st_.turn
    assert min(t.gold_spent, t.buys, t.extra_buys, st_.turn_number) >= 0


def play_fuzzed(catalog, data, setup: Setup, seed: int) -> tuple[Game, list[str], list[dict]]:
    """Play up to MAX_ATTEMPTS drawn attempts; return the game, the texts of the actions it took,
    and every event (as dicts) they produced."""
    game = Game.new(catalog, setup, seed, checked=True)
    taken: list[str] = []
    produced: list[dict] = []
    for _ in range(MAX_ATTEMPTS):
        if game.state.over:
            break
        legal = game.legal_actions()
        assert legal, "no legal action in a game that is not over"
        roll = data.draw(st.integers(0, 9))
        if roll < 8:
            action = legal[data.draw(st.integers(0, len(legal) - 1))]
        else:
            text = changed_text(data.draw, game, legal[0].text()) if roll == 8 else random_text(data.draw, game)
            try:
                action = parse_action(text)
            except ValueError:
                continue  # refused before it reached the game
        reason = game.why_illegal(action)
        before = copy.deepcopy(game.state)
        log_length = len(game.log)
        try:
            events = game.apply(action)
        except IllegalAction as e:
            assert reason is not None and e.reason == reason and isinstance(e.reason, str) and e.reason
            assert game.state == before, f"refused {action.text()!r} changed the state"
            assert len(game.log) == log_length
            continue
        assert reason is None
        if not isinstance(action, Choose):  # answers are listed only up to a limit
            assert action in legal, f"{action.text()!r} was accepted but not listed as legal"
        check_after_legal(game, [p.xp for p in before.players], events)
        taken.append(action.text())
        produced += [e.to_dict() for e in events]
    return game, taken, produced


@pytest.mark.parametrize("examples", RUNS)
@pytest.mark.parametrize("mode, fewest, most", MODES)
def test_fuzzed_games_refuse_illegal_actions_keep_invariants_and_replay_identically(
        catalog, mode, fewest, most, examples):
    @settings(max_examples=examples, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(setup=setups(catalog, mode, fewest, most), seed=st.integers(0, 2**32 - 1), data=st.data())
    def fuzz(setup: Setup, seed: int, data) -> None:
        game, taken, produced = play_fuzzed(catalog, data, setup, seed)

        # the events alone rebuild the state
        folded = game.initial.clone()
        for e in game.log:
            apply_event(folded, e)
        assert without_stack(folded) == without_stack(game.state)

        # the same setup, seed and action texts give the same events, and the same game
        again = Game.new(catalog, setup, seed)
        replayed: list[dict] = []
        for text in taken:
            replayed += [e.to_dict() for e in again.apply(parse_action(text))]
        assert replayed == produced
        assert again.state == game.state

    fuzz()
