"""Setting up a game (rulebook: Setup, Your First Game, Setup Overview).

A Setup is a small value that can be written down and shared: the same setup and seed always give
the same game. It names the monster groups, heroes, village stacks and Thunderstone, and the Dungeon
Features: Guardians, trap and treasure groups, and a setting. A Setup whose `random` field is set is
a request that the randomizers complete from the seed first (game.engine.randomizers); whatever it
names is chosen by hand.

`build` checks and completes it, draws the Thunderstone when the setup leaves it to the seed, and
has game.engine.layout lay the game out as events. This module stays Python source in the compiled
engine (build/compile_engine.py): a Setup holds unchecked data until `validate` refuses it with a
reason, where compiled code would refuse it first, by its annotations, with a TypeError."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import TYPE_CHECKING, Any

from game.engine import layout, randomizers, rng, sets
from game.engine.errors import SetupError
from game.engine.layout import catalog_sets
from game.engine.modes import make_mode
from game.engine.rules import diseases
from game.engine.rulesets import Ruleset, make_ruleset
from game.engine.sets import DEFAULT_SET

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.game import Game

# Classic's Basic stacks and starting deck (each ruleset has its own: game.engine.rulesets)
BASIC_GROUPS = Ruleset.BASIC_GROUPS
STARTING_DECK = Ruleset.STARTING_DECK

@dataclass
class Setup:
    players: list[str]
    monsters: list[str]  # monster groups
    heroes: list[str]  # hero groups
    village: list[str]  # village groups
    thunderstone: str | None = None  # a thunderstone group; None: chosen at random from the seed
    mode: str = "competitive"
    options: dict[str, Any] = field(default_factory=dict)
    guardians: list[str] = field(default_factory=list)  # Guardian cards (by key)
    traps: list[str] = field(default_factory=list)  # trap groups shuffled into the dungeon deck
    treasures: list[str] = field(default_factory=list)  # treasure groups shuffled into the dungeon deck
    setting: str | None = None  # the setting card (by key) put aside with its global rules; one per game
    random: dict[str, Any] | None = None  # a request: the randomizers complete the rest (randomizers.OPTIONS)
    # the Special Disease deck instead of the plain Disease pile (Doomgate Legion rulebook: Disease
    # Deck); a card with the passive `uses_special_diseases` in the game (the Swarm) calls for it too
    special_diseases: bool = False
    # the rules the game is played by: "classic" or "advance" (game.engine.rulesets); its options
    # (the board side) are in `options`
    ruleset: str = "classic"

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        if not d["special_diseases"]:  # left out when off, so setups written before it read the same
            del d["special_diseases"]
        if d["ruleset"] == "classic":  # left out for Classic: saves written before rulesets read the same
            del d["ruleset"]
        return d

    def summary(self) -> str:
        """One line naming everything in the game, for people to read."""
        parts = [f"monsters {', '.join(self.monsters) or '-'}", f"heroes {', '.join(self.heroes) or '-'}",
                 f"village {', '.join(self.village) or '-'}", f"thunderstone {self.thunderstone or 'random'}"]
        for name in ("guardians", "traps", "treasures"):
            if getattr(self, name):
                parts.append(f"{name} {', '.join(getattr(self, name))}")
        if self.setting:
            parts.append(f"setting {self.setting}")
        if self.special_diseases:
            parts.append("Special Disease deck")
        if self.ruleset != "classic":
            parts.append(f"ruleset {self.ruleset}" + (f" ({self.options['board']} side)"
                                                      if isinstance(self.options, dict) and "board" in self.options else ""))
            variants = [f"{v} dungeon" for v in [self.options.get("dungeon")] if v not in (None, "standard")] + \
                (["School of Hard Knocks"] if self.options.get("hard_knocks") else [])
            if variants and isinstance(self.options, dict):
                parts.append("variant " + ", ".join(variants))
        if self.random is not None:
            parts.append(f"random {self.random}")
        return "; ".join(parts)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Setup:
        known = {f.name for f in fields(cls)}
        unknown = set(d) - known
        if unknown:
            raise SetupError(f"unknown setup field(s): {', '.join(sorted(unknown))}")
        try:
            return cls(**d)
        except TypeError as e:
            raise SetupError(f"bad setup: {e}") from None


def from_file_data(data: object, players: list[str]) -> Setup:
    """A hand-picked setup, as written in a YAML file: monsters, heroes, village, optionally
    thunderstone, mode, guardians, traps, treasures and setting; with `random: {...}` a request that
    the randomizers complete. The players come from the caller."""
    if not isinstance(data, dict):
        raise SetupError("a setup file is a mapping with monsters, heroes and village")
    return Setup.from_dict({**data, "players": list(players)})


def first_game(players: list[str], thunderstone: str | None = None, card_set: str = DEFAULT_SET) -> Setup:
    """The rulebook's recommended cards for a first game with one box (game.engine.sets); a
    Thunderstone named here wins over the set's own choice."""
    fg = sets.fixed_setup(card_set)  # a set's first game, or a scenario "<set>/<scenario>"
    if fg is None:
        raise SetupError(f"{sets.set_name(card_set)} has no first game" if "/" not in card_set
                         else f"there is no scenario {card_set!r}")
    return Setup(list(players), list(fg.monsters), list(fg.heroes), list(fg.village), thunderstone or fg.thunderstone,
                 guardians=list(fg.guardians), treasures=list(fg.treasures),
                 special_diseases=fg.special_diseases, ruleset=fg.ruleset, options=dict(fg.options))


def random_setup(players: list[str], sets: tuple[str, ...] | list[str] = randomizers.DEFAULT_SETS,
                 monster_groups: int | None = None, **chosen: Any) -> Setup:
    """A request for a random setup with the randomizers of `sets`; `chosen` names anything picked
    by hand (monsters=[...], heroes=[...], guardians=[...], setting=..., thunderstone=..., and the
    mode=... with its options=...). Without monster_groups, the mode's count (3; co-op 4-5)."""
    lists: dict[str, Any] = {k: list(chosen.pop(k, [])) for k in ("monsters", "heroes", "village")}
    request: dict[str, Any] = {"sets": list(sets)}
    if monster_groups is not None:
        request["monster_groups"] = monster_groups
    return Setup(list(players), random=request, **lists, **chosen)


def validate(catalog: Catalog, setup: Setup) -> None:
    if not isinstance(setup.players, list | tuple) or not all(isinstance(p, str) for p in setup.players):
        raise SetupError(f"players: a list of names is needed, not {setup.players!r}")
    promos = setup.options.get("promos", False) if isinstance(setup.options, dict) else False
    if not isinstance(promos, bool):
        raise SetupError(f"option promos: {promos!r} is not true or false")
    try:
        ruleset = make_ruleset(setup.ruleset, setup.options)
        problem = ruleset.check_setup(setup)  # Advance: competitive and its own solo
        if problem is not None:
            raise SetupError(problem)
        mode = make_mode(setup.mode, setup.options, setup.ruleset)
    except ValueError as e:
        raise SetupError(str(e)) from None
    n = len(setup.players)
    if not mode.min_players() <= n <= mode.max_players():
        span = str(mode.min_players()) if mode.min_players() == mode.max_players() else \
            f"{mode.min_players()}-{mode.max_players()}"
        raise SetupError(f"{mode.label} is for {span} player{'s' if span != '1' else ''}, not {n}")
    counts = mode.group_counts(n)  # Alone in the Dark: 6 heroes and 12 village stacks
    for field_name, kind, wanted in (("monsters", "monster", counts["monsters"]), ("heroes", "hero", counts["heroes"]),
                                     ("village", "village", counts["village"]),
                                     ("traps", "trap", 0), ("treasures", "treasure", 0)):
        groups = _names(setup, field_name)
        for g in groups:
            if g not in catalog.groups or catalog.groups[g].kind != kind:
                raise SetupError(f"{field_name}: {g!r} is not a {kind} group")
        if len(set(groups)) != len(groups):
            raise SetupError(f"{field_name}: a group is listed twice")
        complete = setup.random is None and not setup.options.get("partial")
        if complete and len(groups) < (1 if field_name == "monsters" else wanted):
            raise SetupError(f"{field_name}: {wanted} groups are needed, {len(groups)} given")
    guardians = _names(setup, "guardians")
    for k in guardians:
        if k not in catalog.cards or catalog.cards[k].kind != "guardian":
            raise SetupError(f"guardians: {k!r} is not a Guardian card")
    if len(set(guardians)) != len(guardians):
        raise SetupError("guardians: a Guardian is listed twice (there is one of each)")
    if setup.setting is not None and (
            setup.setting not in catalog.cards or catalog.cards[setup.setting].kind != "setting"):
        raise SetupError(f"setting: {setup.setting!r} is not a setting card")
    if not isinstance(setup.special_diseases, bool):
        raise SetupError(f"special_diseases: true or false, not {setup.special_diseases!r}")
    if setup.special_diseases and not diseases.special_keys(catalog):
        raise SetupError("special_diseases: the card data has no Special Disease deck")
    if setup.random is not None:
        randomizers.check_request(catalog, setup)
    if setup.thunderstone is not None and (setup.thunderstone not in catalog.groups or
                                           catalog.groups[setup.thunderstone].kind not in ruleset.END_CARD_KINDS):
        what = " or ".join(k.replace("_", " ").title() for k in ruleset.END_CARD_KINDS)
        raise SetupError(f"thunderstone: {setup.thunderstone!r} is not a {what}")
    if setup.random is None and not setup.options.get("partial"):
        problem = mode.check_setup(catalog, setup) or ruleset.check_cards(catalog, setup)  # co-op: a Guardian
        if problem is not None:
            raise SetupError(problem)


def for_mode(catalog: Catalog, setup: Setup, mode: str, options: dict[str, Any] | None = None) -> Setup:
    """`setup` made for playing `mode` with `options`: the same cards, and when the mode needs more
    than a complete setup names (Alone in the Dark: 6 heroes and 12 village stacks; co-op: 4-5
    monster groups and a Guardian), a request that the randomizers complete from the seed, keeping
    what it names (game.engine.randomizers)."""
    new = Setup(**{**setup.to_dict(), "mode": mode, "options": {**setup.options, **(options or {})}})
    if new.random is not None:
        return new
    try:
        m = make_mode(mode, new.options, new.ruleset)
    except ValueError as e:
        raise SetupError(str(e)) from None
    counts = m.group_counts(len(new.players))
    short = any(len(getattr(new, f)) < counts[f] for f in ("monsters", "heroes", "village"))
    if short or m.check_setup(catalog, new) is not None:
        # completed from the randomizers of the sets the setup uses (a base-set first game from the
        # base set's); Dragonspire's alone is written as no sets, as saves made before sets had it
        used = [s for s in sets.playable_sets(catalog) if s in catalog_sets(catalog, new)]
        new.random = {} if used in ([], [DEFAULT_SET]) else {"sets": used}
    return new


def _names(setup: Setup, field_name: str) -> list[str]:
    value = getattr(setup, field_name)
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise SetupError(f"{field_name}: expected a list of names, got {value!r}")
    return value


def resolve(catalog: Catalog, setup: Setup, seed: int) -> Setup:
    """The setup a game is built from: a request completed by the randomizers, else itself."""
    validate(catalog, setup)
    if setup.random is None:
        return setup
    resolved = randomizers.resolve(catalog, setup, seed)
    validate(catalog, resolved)
    return resolved


def build(catalog: Catalog, setup: Setup, seed: int, checked: bool = False) -> Game:
    setup = resolve(catalog, setup, seed)
    state_rng = rng.seed_state(seed)
    if setup.thunderstone is None:
        stone_groups = sorted(g for g, grp in catalog.groups.items() if grp.kind == "thunderstone"
                              and grp.set in catalog_sets(catalog, setup))
        state_rng, i = rng.below(state_rng, len(stone_groups))
        setup = Setup(**{**setup.to_dict(), "thunderstone": stone_groups[i]})
    return layout.lay_out(catalog, setup, seed, state_rng, checked)
