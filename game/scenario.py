"""Scenarios: an exact position written in YAML, plus actions to play from it.

    players:
      - name: Ann
        hand: [Belzur Curate, Disease, Torch]
        deck: [Dagger, Militia]          # top card first
        discard: []
        aside: [Greed Amulet]            # optional: cards set aside in front of the player (treasures)
        xp: 3
      - name: Bob
    hall: [Orc Blademaster, Harpy, Medusa]   # ranks 1, 2, 3 (null leaves a rank empty)
    dungeon: [Half-Ogre, Stone of Scorn]   # top card first
    rank0: [Guardian of Night]             # optional: Guardians in Rank 0 (several share it)
    village: first_game                    # Dragonspire's first game; {first_game: base} for another set's;
                                           # or {heroes: [...], village: [...]} (group keys); Basic stacks always
    stacks: {dagger: 3}                    # optional: cards left in a stack (default: the box count)
    active: 0
    choice: dungeon                        # optional: the turn choice already made
    setting: Barrowsdale                   # optional: the setting put aside, with its global rules
    mode: coop                             # optional: competitive (default), solo, alone, coop
    options: {level: bonds}                # optional: the mode's options (game/engine/modes), and the
                                           # ruleset's ({board: dungeon})
    ruleset: advance                       # optional: classic (default) or advance (game/engine/rulesets);
                                           # Advance's Wilderness side has 4 ranks: hall: [A, B, C, D]
    piles: {village: [Harpy]}              # optional: the mode's piles (solo/co-op village, co-op party)
    anger: [Harpy]                         # optional, co-op: monsters in the hall that are angry
    mode_data: {tokens: 0, party_xp: 5}    # optional: the mode's bookkeeping (solo: hall_ranks,
                                           # respites; co-op: tokens, party_xp, guardian_entered)
    swarms: {swarm: [the_swarm_4, the_swarm_5]}   # optional: a stand-in group's face-up stack (the Swarm,
                                           # the Horde: zone swarm.GROUP), top card first, by key
    disease_deck: [Fatigue, Disease]       # optional: the game uses the Special Disease deck, holding
                                           # these cards, top first ([] for an empty deck); without
                                           # it, the plain face-up Disease pile of 10. In Advance the
                                           # deck holds curses ([Curse of War]); without it, every
                                           # curse in the card file's order. A hand may name a curse.
    actions:
      - use [Belzur Curate] 0
      - attack [Harpy]

Card names are printed names; where two sets print the same name, write the card's key instead
(`water_wrath` and `wrath_water_wrath`: see `thunderstone cards validate` and cards/README.md).
Groups (`village:`, `stacks:`) are group keys, the file names in cards/<set>/.

The actions are the text forms of game.engine.actions, one a line, played in order by whoever is
to act; a card is named by its number (the instance id) or by `[Card Name]`:

    village | dungeon | rest           choose the turn (`prepare` too in Advance)
    use CARD N                         use ability N (from 0, in the card's order) of a card in hand
    equip WEAPON HERO / unequip WEAPON give a weapon to a hero, or take it back
    attack MONSTER                     fight a monster in the hall (or Rank 0)
    buy GROUP                          buy the top card of a village stack (`buy half_orc`)
    level HERO [GROUP]                 level up a hero (a Militia names the hero group it becomes)
    destroy CARD                       resting: destroy a card from hand
    choose V [V ...]                   answer the open prompt: the chosen options (cards by number or
                                       [Name], or words such as `attack`), in order; `choose` alone
                                       chooses none where none is allowed
    end                                end the turn

`[Card Name]` (or `[card_key]`) stands for a card's number: the first such card in the active player's hand, then
the hall, then anywhere; `[Card Name#2]` is the second one found. The project's tests build exact
situations the same way, and a player can attach a scenario to a bug report.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from game.engine.actions import Action, parse_action
from game.engine.cards import Catalog
from game.engine.errors import SetupError
from game.engine.events import AngerChanged, Event, ModeChanged, TurnChoice, TurnStarted
from game.engine.game import Game
from game.engine.layout import SETTING_PILE, stack_keys
from game.engine.modes import make_mode
from game.engine.rules.diseases import curse_keys
from game.engine.rules.swarm import is_stand_in_group
from game.engine.rulesets import make_ruleset
from game.engine.sets import DEFAULT_SET
from game.engine.setup import Setup, first_game
from game.engine.state import GameState, PlayerState

FIELDS = {"players", "hall", "dungeon", "village", "stacks", "active", "choice", "actions", "mode",
          "seed", "rank0", "description", "setting", "options", "piles", "anger", "mode_data", "swarms",
          "disease_deck", "ruleset"}
PLAYER_FIELDS = {"name", "hand", "deck", "discard", "aside", "xp"}


class ScenarioError(ValueError):
    pass


@dataclass
class ScenarioResult:
    game: Game
    events: list[Event]


def _key(catalog: Catalog, name: str, where: str, edition: str | None = None) -> str:
    """A card's key from its name, or its key as it is (two sets may print the same name: then the
    key, which includes the set, tells them apart)."""
    if name in catalog.cards:
        return name
    keys = [k for k, d in catalog.cards.items() if d.name.lower() == str(name).lower()]
    if not keys:
        raise ScenarioError(f"{where}: no card called {name!r}")
    if len(keys) > 1 and edition is not None:  # Torch: Classic's in a Classic game, Advance's in an Advance one
        from game.engine.sets import edition as edition_of

        keys = [k for k in keys if edition_of(catalog.cards[k].set) == edition] or keys
    if len(keys) > 1:
        raise ScenarioError(f"{where}: several sets have a card called {name!r}; write its key: {', '.join(sorted(keys))}")
    return keys[0]


def build(catalog: Catalog, spec: dict[str, Any], checked: bool = True) -> Game:
    if not isinstance(spec, dict):
        raise ScenarioError("a scenario is a mapping")
    unknown = set(spec) - FIELDS
    if unknown:
        raise ScenarioError(f"unknown scenario field(s): {', '.join(sorted(unknown))}")
    village = spec.get("village", "first_game")
    if village == "first_game":
        village = {"first_game": DEFAULT_SET}
    if isinstance(village, dict) and "first_game" in village:
        try:
            fg = first_game([], card_set=str(village["first_game"]))
        except SetupError as e:
            raise ScenarioError(f"village: {e}") from None
        heroes, vill = fg.heroes, fg.village
    elif isinstance(village, dict):
        heroes, vill = list(village.get("heroes", [])), list(village.get("village", []))
    else:
        raise ScenarioError("village: first_game, {first_game: SET} or {heroes: [...], village: [...]}")
    for g in heroes + vill:
        if g not in catalog.groups:
            raise ScenarioError(f"village: no group {g!r}")

    mode_name = spec.get("mode", "competitive")
    options = spec.get("options") or {}
    ruleset_name = spec.get("ruleset", "classic")
    try:
        mode = make_mode(mode_name, options, ruleset_name)
        ruleset = make_ruleset(ruleset_name, options)
    except ValueError as e:
        raise ScenarioError(str(e)) from None
    edition = "advance" if ruleset_name == "advance" else "classic"  # whose Torch a bare "Torch" is

    cards: list[str] = []
    loc: dict[int, str] = {}

    def make(keys: list[str], zone: list[int], zone_name: str) -> None:
        for k in keys:
            cid = len(cards)
            cards.append(k)
            zone.append(cid)
            loc[cid] = zone_name

    raw_players = spec.get("players") or []
    if not isinstance(raw_players, list) or not raw_players:
        raise ScenarioError("players: a list of at least one player")
    players: list[PlayerState] = []
    for i, rp in enumerate(raw_players):
        rp = rp or {}
        if set(rp) - PLAYER_FIELDS:
            raise ScenarioError(f"players[{i}]: unknown field(s) {', '.join(sorted(set(rp) - PLAYER_FIELDS))}")
        players.append(PlayerState(str(rp.get("name", f"Player {i + 1}")), xp=int(rp.get("xp", 0))))
    stacks: dict[str, list[int]] = {}
    counts = spec.get("stacks") or {}
    for g in list(ruleset.BASIC_GROUPS) + heroes + vill:  # Classic's Basic stacks, or Advance's
        if g not in catalog.groups:
            raise ScenarioError(f"the card data has no {g} cards, which {ruleset.label} plays with")
        stacks[g] = []
        # the mode's stacks (solo Warrior: halved; Alone in the Dark: one card each), before any dealing
        keys = mode.stack_cards(catalog, g, stack_keys(catalog, g), len(raw_players))
        if g in ruleset.BASIC_GROUPS and ruleset.BASIC_STACK_PER_PLAYER is not None:  # Advance: 3 a player
            keys = keys[: ruleset.BASIC_STACK_PER_PLAYER * len(raw_players)]
        if g in counts:
            keys = keys[len(keys) - int(counts[g]):] if int(counts[g]) else []
        make(keys, stacks[g], f"stack.{g}")
    for i, rp in enumerate(raw_players):
        rp = rp or {}
        for zone in ("deck", "hand", "discard", "aside"):
            names = rp.get(zone) or []
            make([_key(catalog, n, f"players[{i}].{zone}", edition) for n in names], getattr(players[i], zone), f"p{i}.{zone}")
    hall: list[list[int]] = [[] for _ in range(ruleset.hall_ranks)]  # 3 ranks, or 4 (Advance's Wilderness)
    if len(spec.get("hall") or []) > ruleset.hall_ranks:
        raise ScenarioError(f"hall: the board has {ruleset.hall_ranks} ranks")
    for r, name in enumerate(spec.get("hall") or []):
        if name is not None:
            make([_key(catalog, name, f"hall[{r}]", edition)], hall[r], f"hall.{r + 1}")
    rank0: list[int] = []
    make([_key(catalog, n, "rank0", edition) for n in spec.get("rank0") or []], rank0, "rank0")
    dungeon: list[int] = []
    make([_key(catalog, n, "dungeon", edition) for n in spec.get("dungeon") or []], dungeon, "dungeon")
    disease: list[int] = []
    curses = curse_keys(catalog) if ruleset.CURSES else []  # Advance: the curses are its Disease deck
    special = "disease_deck" in spec or bool(curses)
    kind = "curse" if curses else "disease"
    if "disease_deck" in spec:  # the Special Disease deck (Advance: the curses), face down (rules.diseases)
        raw_deck = spec["disease_deck"] or []
        if not isinstance(raw_deck, list):
            raise ScenarioError(f"disease_deck: a list of {kind} cards, top first")
        keys = [_key(catalog, n, "disease_deck", edition) for n in raw_deck]
        for n, k in zip(raw_deck, keys, strict=True):
            if catalog.cards[k].kind != kind:
                raise ScenarioError(f"disease_deck: {n!r} is not a {kind.capitalize()}")
        make(keys, disease, "disease")
    elif curses:  # every curse, in the card file's order (a scenario shuffles nothing)
        make(curses, disease, "disease")
    else:
        make([catalog.disease_key] * catalog.cards[catalog.disease_key].count, disease, "disease")
    swarms: dict[str, list[int]] = {}
    raw_swarms = spec.get("swarms") or {}
    if not isinstance(raw_swarms, dict):
        raise ScenarioError("swarms: a mapping of group keys to cards, top first")
    for g, names in raw_swarms.items():
        if g not in catalog.groups or not is_stand_in_group(catalog, str(g)):
            raise ScenarioError(f"swarms: {g!r} is not a group with stand-ins (the Swarm, the Horde)")
        swarms[str(g)] = []
        keys = [_key(catalog, n, f"swarms.{g}", edition) for n in names or []]
        for n, k in zip(names or [], keys, strict=True):
            if catalog.cards[k].group != g or catalog.cards[k].is_stand_in:
                raise ScenarioError(f"swarms.{g}: {n!r} is not a card of its stack")
        make(keys, swarms[str(g)], f"swarm.{g}")

    piles: dict[str, list[int]] = {name: [] for name in mode.piles()}
    raw_piles = spec.get("piles") or {}
    if not isinstance(raw_piles, dict):
        raise ScenarioError("piles: a mapping of pile names to cards")
    for name, names in raw_piles.items():
        if name == SETTING_PILE:
            raise ScenarioError("piles: the setting pile is made by the setting field")
        piles[str(name)] = []
        make([_key(catalog, n, f"piles.{name}", edition) for n in names or []], piles[str(name)], f"pile.{name}")
    setting = None
    if spec.get("setting"):
        setting = _key(catalog, spec["setting"], "setting", edition)
        if catalog.cards[setting].kind != "setting":
            raise ScenarioError(f"setting: {spec['setting']!r} is not a setting")
        piles[SETTING_PILE] = []
        make([setting], piles[SETTING_PILE], f"pile.{SETTING_PILE}")

    state = GameState(cards=cards, players=players, stacks=stacks, dungeon=dungeon, hall=hall, rank0=rank0,
                      disease=disease, piles=piles, swarms=swarms, special_diseases=special, loc=loc)
    setup = Setup([p.name for p in players], [], heroes, vill, None, mode_name, {"partial": True, **options},
                  setting=setting, special_diseases=special, ruleset=ruleset_name)
    game = Game(catalog, state, mode, setup, int(spec.get("seed", 0)), checked=checked)
    active = int(spec.get("active", 0))
    if not 0 <= active < len(players):
        raise ScenarioError(f"active: no player {active}")
    game.emit(ModeChanged("first_player", active))
    game.emit(TurnStarted(active, 1))
    first = state.hall_card(1)
    if first is not None:
        from game.engine.events import BreachSkipped
        if game.defn(first).abilities_for("breach"):
            game.emit(BreachSkipped(first))
    _mode_state(game, spec)
    if spec.get("choice"):
        if spec["choice"] not in game.ruleset.turn_choices:
            raise ScenarioError(f"choice: one of {', '.join(game.ruleset.turn_choices)}")
        game.emit(TurnChoice(active, spec["choice"]))
    return game


def _mode_state(game: Game, spec: dict[str, Any]) -> None:
    """The mode's starting bookkeeping, then what the scenario sets: mode_data and angry monsters."""
    game.mode.prepare_scenario(game)
    data = spec.get("mode_data") or {}
    if not isinstance(data, dict):
        raise ScenarioError("mode_data: a mapping")
    for key, value in data.items():
        game.emit(ModeChanged(str(key), tuple(value) if isinstance(value, list) else value))
    hall = [c for slot in game.state.hall for c in slot] + list(game.state.rank0)
    for name in spec.get("anger") or []:
        found = [c for c in hall if game.name(c).lower() == str(name).lower() and c not in game.state.anger]
        if not found:
            raise ScenarioError(f"anger: no {name!r} in the hall")
        game.emit(AngerChanged(found[0], True))


TOKEN = re.compile(r"\[([^\]#]+)(?:#(\d+))?\]")


def resolve(game: Game, text: str) -> Action:
    """Parse an action, replacing [Card Name] tokens with card numbers."""
    def find(m: re.Match) -> str:
        name, nth = m.group(1).strip().lower(), int(m.group(2) or 1)
        st = game.state
        order = [f"p{st.active}.hand"] + [f"hall.{r}" for r in st.ranks()] + ["rank0"] + st.zone_names()
        found: list[int] = []
        for zone in order:
            for c in st.zone(zone):
                if name in (game.defn(c).name.lower(), game.name(c).lower(), st.cards[c]) and c not in found:
                    found.append(c)
        if len(found) < nth:
            raise ScenarioError(f"{text!r}: no card {m.group(0)} in play")
        return str(found[nth - 1])
    try:
        return parse_action(TOKEN.sub(find, text))
    except ValueError as e:
        raise ScenarioError(str(e)) from None


class Position:
    """A game built from a scenario, driven by action texts with [Card Name] tokens. Tests and
    bug reports use it to play exact situations."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.events: list[Event] = []

    @classmethod
    def build(cls, catalog: Catalog, checked: bool = True, **spec: Any) -> Position:
        return cls(build(catalog, spec, checked))

    @property
    def state(self) -> Any:
        return self.game.state

    def do(self, *texts: str) -> Position:
        for text in texts:
            self.events += self.game.apply(resolve(self.game, text))
        return self

    def refused(self, text: str) -> str:
        """Do an action that must be illegal; return the engine's reason (AssertionError if legal)."""
        from game.engine.errors import IllegalAction

        try:
            self.do(text)
        except IllegalAction as e:
            return e.reason
        raise AssertionError(f"{text!r} was allowed")

    def cost_refused(self, text: str, noun: str) -> bool:
        """The ability is refused because its cost (destroying or discarding a `noun`) cannot be paid."""
        reason = self.refused(text)
        return reason.startswith("the cost cannot be paid:") and noun in reason

    def card(self, name: str, nth: int = 1) -> int:
        return int(str(resolve(self.game, f"attack [{name}#{nth}]")).split()[1])

    def names(self, zone: str) -> list[str]:
        return [self.game.name(c) for c in self.state.zone(zone)]

    def breakdown(self, monster: str, rank: int | None = None) -> Any:
        return self.game.breakdown(self.card(monster), rank)

    def of_type(self, name: str) -> list[Event]:
        return [e for e in self.events if type(e).__name__ == name]

    def event_types(self) -> list[str]:
        return [type(e).__name__ for e in self.events]

    def gained(self, stat: str) -> list[int]:
        """Amounts of `stat` gained from effects in the events so far."""
        from game.engine.events import ModifierGained

        return [e.amount for e in self.events if isinstance(e, ModifierGained) and e.stat == stat]


def run(catalog: Catalog, spec: dict[str, Any], checked: bool = True) -> ScenarioResult:
    try:
        game = build(catalog, spec, checked)
    except SetupError as e:
        raise ScenarioError(str(e)) from None
    events: list[Event] = []
    for text in spec.get("actions") or []:
        events += game.apply(resolve(game, str(text)))
    return ScenarioResult(game, events)
