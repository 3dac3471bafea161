"""Setting up a game (rulebook: Setup, Your First Game, Setup Overview).

A Setup is a small value that can be written down and shared: the same setup and seed always give
the same game. Building it creates every card instance, then plays the setup as events: the dungeon
deck shuffled with the Thunderstone among the bottom 11 cards, the hall filled with 3 monsters,
each player's 12-card starting deck shuffled and 6 cards drawn, and a random first player."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from game.engine import rng
from game.engine.errors import SetupError
from game.engine.events import (
    BreachSkipped,
    FirstPlayerChosen,
    ModeChanged,
    Moved,
    Shuffled,
    TurnStarted,
)
from game.engine.modes import make_mode
from game.engine.state import GameState, PlayerState

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.game import Game

BASIC_GROUPS = ("militia", "dagger", "iron_rations", "torch")
STARTING_DECK = {"militia": 6, "dagger": 2, "iron_rations": 2, "torch": 2}
THUNDERSTONE_DEPTH = 10  # the Thunderstone is shuffled with the bottom 10 cards

FIRST_GAME = {
    "monsters": ["dark_enchanted", "orc_humanoid", "undead_plague"],
    "heroes": ["belzur", "gorinth", "half_orc", "stoneguard"],
    "village": ["toryn_gauntlet", "recurve_bow", "guardian_blade", "polymorph", "scout", "frost_bolt",
                "soul_gem", "silverstorm"],
}


@dataclass
class Setup:
    players: list[str]
    monsters: list[str]
    heroes: list[str]
    village: list[str]
    thunderstone: str | None = None  # a thunderstone group; None: chosen at random from the seed
    mode: str = "competitive"
    options: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Setup:
        known = {"players", "monsters", "heroes", "village", "thunderstone", "mode", "options"}
        unknown = set(d) - known
        if unknown:
            raise SetupError(f"unknown setup field(s): {', '.join(sorted(unknown))}")
        try:
            return cls(**d)
        except TypeError as e:
            raise SetupError(f"bad setup: {e}") from None


def from_file_data(data: object, players: list[str]) -> Setup:
    """A hand-picked setup, as written in a YAML file: monsters, heroes, village, optionally
    thunderstone and mode; the players come from the caller."""
    if not isinstance(data, dict):
        raise SetupError("a setup file is a mapping with monsters, heroes and village")
    return Setup.from_dict({**data, "players": list(players)})


def first_game(players: list[str], thunderstone: str | None = None) -> Setup:
    """The rulebook's recommended cards for a first game."""
    return Setup(list(players), list(FIRST_GAME["monsters"]), list(FIRST_GAME["heroes"]),
                 list(FIRST_GAME["village"]), thunderstone)


def validate(catalog: Catalog, setup: Setup) -> None:
    mode = make_mode(setup.mode)
    n = len(setup.players)
    if not mode.min_players() <= n <= mode.max_players():
        raise SetupError(f"{mode.name} is for {mode.min_players()}-{mode.max_players()} players, not {n}")
    for field_name, kind, wanted in (("monsters", "monster", 3), ("heroes", "hero", 4), ("village", "village", 8)):
        groups = getattr(setup, field_name)
        for g in groups:
            if g not in catalog.groups or catalog.groups[g].kind != kind:
                raise SetupError(f"{field_name}: {g!r} is not a {kind} group")
        if len(set(groups)) != len(groups):
            raise SetupError(f"{field_name}: a group is listed twice")
        if len(groups) < (1 if field_name == "monsters" else wanted) and not setup.options.get("partial"):
            raise SetupError(f"{field_name}: {wanted} groups are needed, {len(groups)} given")
    if setup.thunderstone is not None and (
            setup.thunderstone not in catalog.groups or catalog.groups[setup.thunderstone].kind != "thunderstone"):
        raise SetupError(f"thunderstone: {setup.thunderstone!r} is not a Thunderstone")


def build(catalog: Catalog, setup: Setup, seed: int, checked: bool = False) -> Game:
    from game.engine.game import Game

    validate(catalog, setup)
    state_rng = rng.seed_state(seed)
    if setup.thunderstone is None:
        stones = sorted(g for g, grp in catalog.groups.items() if grp.kind == "thunderstone"
                        and grp.set in catalog_sets(catalog, setup))
        state_rng, i = rng.below(state_rng, len(stones))
        setup = Setup(**{**setup.to_dict(), "thunderstone": stones[i]})

    cards: list[str] = []
    loc: dict[int, str] = {}

    def make(keys: list[str], zone: list[int], zone_name: str) -> None:
        for key in keys:
            cid = len(cards)
            cards.append(key)
            zone.append(cid)
            loc[cid] = zone_name

    mode = make_mode(setup.mode)
    players = [PlayerState(name) for name in setup.players]
    stacks: dict[str, list[int]] = {}
    for g in list(BASIC_GROUPS) + setup.heroes + setup.village:
        stacks[g] = []
        make(stack_keys(catalog, g), stacks[g], f"stack.{g}")
    dungeon: list[int] = []
    for g in setup.monsters:
        make(group_keys(catalog, g), dungeon, "dungeon")
    stone_keys = group_keys(catalog, setup.thunderstone)
    make(stone_keys, dungeon, "dungeon")
    disease: list[int] = []
    make(group_keys(catalog, "disease"), disease, "disease")

    state = GameState(cards=cards, players=players, stacks=stacks, dungeon=dungeon, disease=disease,
                      loc=loc, rng=state_rng)
    game = Game(catalog, state, mode, setup, seed, checked=checked)

    # the starting decks come out of the Basic stacks
    for p in range(len(players)):
        for g, n in STARTING_DECK.items():
            for _ in range(n):
                if not stacks[g]:
                    raise SetupError(f"not enough {g} cards for {len(players)} starting decks")
                game.move(stacks[g][0], f"p{p}.deck", "start", "bottom")

    # dungeon deck: monsters shuffled, the Thunderstone shuffled into the bottom 11
    stones = [c for c in dungeon if catalog.cards[cards[c]].kind == "thunderstone"]
    monsters = [c for c in dungeon if c not in stones]
    r, monsters = rng.shuffled(state.rng, monsters)
    depth = min(THUNDERSTONE_DEPTH, len(monsters))
    top, bottom = monsters[: len(monsters) - depth], monsters[len(monsters) - depth:]
    r, bottom = rng.shuffled(r, bottom + stones)
    game.emit(Shuffled("dungeon", tuple(top + bottom), r))
    fill_hall_at_setup(game)

    for p in range(len(players)):
        game.shuffle(f"p{p}.deck")
        game.draw(p, 6)
    r, first = rng.below(state.rng, len(players))
    game.emit(FirstPlayerChosen(first, r))
    game.emit(ModeChanged("first_player", first))
    game.emit(TurnStarted(first, 1))
    return game


def fill_hall_at_setup(game: Game) -> None:
    """Turn over cards until each rank holds a monster; traps and treasures go to the bottom of
    the deck; breach effects do not happen during setup."""
    st = game.state
    for rank in (1, 2, 3):
        guard = len(st.dungeon)
        while st.dungeon and guard > 0:
            guard -= 1
            card = st.dungeon[0]
            kind = game.defn(card).kind
            if kind in ("trap", "treasure"):
                game.emit(Moved(card, "dungeon", "dungeon", "setup_bottom", "bottom"))
                continue
            game.move(card, f"hall.{rank}", "enter")
            break
    first = st.hall_card(1)
    if first is not None and game.defn(first).abilities_for("breach"):
        game.emit(BreachSkipped(first))


def catalog_sets(catalog: Catalog, setup: Setup) -> set[str]:
    return {catalog.groups[g].set for g in setup.monsters + setup.heroes + setup.village}


def group_keys(catalog: Catalog, group: str) -> list[str]:
    keys: list[str] = []
    for key in catalog.groups[group].cards:
        keys += [key] * catalog.cards[key].count
    return keys


def stack_keys(catalog: Catalog, group: str) -> list[str]:
    """A village stack, top card first: heroes with the lowest level on top."""
    keys = group_keys(catalog, group)
    if catalog.groups[group].kind == "hero":
        keys.sort(key=lambda k: catalog.cards[k].level or 0)
    return keys
