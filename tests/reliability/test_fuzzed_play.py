"""Fuzzed play: hypothesis plays long games over random seeds, setups, every mode and level (with
some of their options changed) and each mode's player counts, mixing legal actions with illegal ones
(random text forms, legal actions with a number changed).

- an illegal action is refused with IllegalAction and a reason, and changes nothing at all;
- a legal one keeps every invariant (game.engine.invariants, checked after every event, plus: no
  count below zero, no rank of the hall holding more than one card and none in front of the ranks
  the mode has in play, XP conserved: each player's XP changed only by XPChanged events and by
  exactly their sum; in co-op the party's pool (mode_data "party_xp") only by PartyXPChanged events,
  and no player holding XP of their own; a defeated monster giving its XP and a level up costing
  its price);
- the events alone rebuild the state (apply_event is the only thing that changes it);
- every game replays from its setup and seed, through the actions' text forms, to identical events.

Setups are made valid for their mode with game.engine.setup.for_mode. The fast run plays two games
per level of each mode and four competitive ones; the `slow` run (``pytest -m slow``) fifty per
level and 150 competitive ones.
"""

from __future__ import annotations

import copy
import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import invariants
from game.engine.actions import Choose, parse_action
from game.engine.applying import apply_event
from game.engine.errors import IllegalAction
from game.engine.events import (
    LeveledUp,
    ModeChanged,
    MonsterDefeated,
    PartyXPChanged,
    XPChanged,
)
from game.engine.game import Game
from game.engine.modes import MODES, mode_levels
from game.engine.setup import Setup, first_game, for_mode, random_setup
from game.engine.state import HALL_RANKS

# Every mode at every level (game.engine.modes), each with its own examples: the fast run's few
# (the first example hypothesis tries is its simplest, so two give one random game per level).
KINDS = [(mode, level) for mode in MODES for level in mode_levels(mode)]
FAST = {"competitive": 4}  # and 2 for each level of the other modes: a couple of dozen games in all
RUNS = [
    pytest.param(lambda mode: FAST.get(mode, 2), id="fast"),
    pytest.param(lambda mode: 150 if mode == "competitive" else 50, id="long", marks=pytest.mark.slow),
]
POOLED_XP = {"coop"}  # modes where XP goes to the party's pool instead of to each player
MAX_ATTEMPTS = 600  # actions tried per game, four in five legal: most games reach their end (~250)
VERBS = ["village", "dungeon", "rest", "use", "buy", "level", "equip", "unequip", "attack", "destroy",
         "choose", "end", "fly", "USE", "attack-"]


def mode_options(mode: str, level: str | None) -> st.SearchStrategy[dict]:
    """The level, and now and then some of the mode's other options changed."""
    values: dict[str, st.SearchStrategy] = {}
    for o in MODES[mode].OPTIONS:
        if o.choices:
            values[o.name] = st.sampled_from(o.choices)
        else:
            kinds = o.kind if isinstance(o.kind, tuple) else (o.kind,)
            number = st.integers(o.minimum or 0, 4)
            values[o.name] = st.one_of(number, st.none()) if type(None) in kinds else number
    chosen = {} if level is None else {"level": level}
    others = st.fixed_dictionaries({}, optional=values) if values else st.just({})
    changed = st.one_of(st.just({}), st.just({}), others)  # two in three games keep the level's values
    return changed.map(lambda more: {**chosen, **more})


def setups(catalog, mode: str, level: str | None) -> st.SearchStrategy[Setup]:
    """The first game; a request to the game's randomizers (random_setup); or three monster groups,
    four hero groups and eight village groups drawn here, with some traps, treasures, Guardians
    and a setting. Each with a player count of the mode, made for the mode with a level and options
    (for_mode: the randomizers complete what the mode needs more of)."""
    def groups(kind: str) -> list[str]:
        return sorted(g for g, grp in catalog.groups.items() if grp.kind == kind)

    def cards(kind: str) -> list[str]:
        return sorted(k for k, d in catalog.cards.items() if d.kind == kind)

    def some(names: list[str], k: int | None = None) -> st.SearchStrategy[list[str]]:
        if k is not None:
            return st.permutations(names).map(lambda p: list(p[:k]))
        return st.lists(st.sampled_from(names), unique=True, max_size=2) if names else st.just([])

    fewest, most = MODES[mode].PLAYERS
    names = st.integers(fewest, most).map(lambda n: [f"Player {i + 1}" for i in range(n)])
    drawn = st.builds(
        lambda players, m, h, v, traps, treasures, guardians, setting: Setup(
            players=players, monsters=m, heroes=h, village=v, traps=traps, treasures=treasures,
            guardians=guardians, setting=setting),
        names, some(groups("monster"), 3), some(groups("hero"), 4), some(groups("village"), 8),
        some(groups("trap")), some(groups("treasure")), some(cards("guardian")),
        st.one_of(st.none(), st.sampled_from(cards("setting") or [None])))
    setups_ = st.one_of(names.map(first_game), names.map(random_setup), drawn)
    return st.builds(lambda s, options: for_mode(catalog, s, mode, options), setups_, mode_options(mode, level))


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


def check_after_legal(game: Game, before, events: list) -> None:
    st_ = game.state
    invariants.check(game)
    assert len(st_.hall) == len(HALL_RANKS) and all(len(slot) <= 1 for slot in st_.hall)
    front = game.mode.hall_front_rank(game)  # solo: the ranks in play grow from rank 3
    assert all(not slot for slot in st_.hall[: front - 1]), f"a card in front of rank {front}: {st_.hall}"
    pooled = game.mode.name in POOLED_XP
    for p, pl in enumerate(st_.players):
        assert pl.xp >= 0
        gained = sum(e.amount for e in events if isinstance(e, XPChanged) and e.player == p)
        assert pl.xp - before.players[p].xp == gained, f"{pl.name}'s XP changed outside XPChanged events"
        if pooled:
            assert pl.xp == 0, f"{pl.name} holds XP of their own in a game where the party shares it"
    party = st_.mode_data.get("party_xp", 0)
    party_gained = sum(e.amount for e in events if isinstance(e, PartyXPChanged))
    assert party - before.mode_data.get("party_xp", 0) == party_gained, "party XP changed outside PartyXPChanged"
    assert party >= 0
    assert not any(isinstance(e, ModeChanged) and e.key == "party_xp" for e in events), "party XP was set, not changed"
    if not pooled:
        assert party_gained == 0 and "party_xp" not in st_.mode_data
    # by its rules: a defeated monster gives its XP, a level up costs what it says
    xp_events = [e for e in events if isinstance(e, XPChanged | PartyXPChanged)]
    assert sum(e.amount for e in xp_events if e.reason == "defeat") == \
        sum(game.defn(e.monster).xp or 0 for e in events if isinstance(e, MonsterDefeated))
    assert -sum(e.amount for e in xp_events if e.reason == "level_up") == \
        sum(e.xp for e in events if isinstance(e, LeveledUp))
    assert min(st_.mode_data.get("tokens", 0), st_.mode_data.get("hall_ranks", 0)) >= 0
    assert st_.mode_data.get("hall_ranks", 0) <= len(HALL_RANKS)
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
        check_after_legal(game, before, events)
        taken.append(action.text())
        produced += [e.to_dict() for e in events]
    return game, taken, produced


@pytest.mark.parametrize("examples", RUNS)
@pytest.mark.parametrize("mode, level", KINDS, ids=[m if lv is None else f"{m}-{lv}" for m, lv in KINDS])
def test_fuzzed_games_refuse_illegal_actions_keep_invariants_and_replay_identically(catalog, mode, level, examples):
    @settings(max_examples=examples(mode), deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(setup=setups(catalog, mode, level), seed=st.integers(0, 2**32 - 1), data=st.data())
    def fuzz(setup: Setup, seed: int, data) -> None:
        game, taken, produced = play_fuzzed(catalog, data, setup, seed)
        assert (game.mode.name, game.mode.level) == (mode, level)
        assert game.mode.min_players() <= len(game.state.players) <= game.mode.max_players()

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
