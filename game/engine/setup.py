"""Setting up a game (rulebook: Setup, Your First Game, Setup Overview).

A Setup is a small value that can be written down and shared: the same setup and seed always give
the same game. It names the monster groups, heroes, village stacks and Thunderstone, and the Dungeon
Features: Guardians, trap and treasure groups, and a setting. A Setup whose `random` field is set is
a request that the randomizers complete from the seed first (game.engine.randomizers); whatever it
names is chosen by hand.

Building it creates every card instance, then plays the setup as events: the dungeon deck is the
monsters with any traps and treasures shuffled together; Guardians are shuffled with 10 cards from
its top and put on the bottom; then the Thunderstone is shuffled with 10 more and put on the bottom
(one Shuffled event gives the resulting order). The setting card is put aside in the pile
"pile.setting", where its global rules apply all game. Then the hall is filled with a monster in each
of its ranks (3; 4 on Advance's Wilderness side: game.engine.rulesets), each
player's 12-card starting deck shuffled and 6 cards drawn, and a random first player chosen."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import TYPE_CHECKING, Any

from game.engine import randomizers, rng, sets
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
from game.engine.rules import diseases, familiars, swarm
from game.engine.rulesets import Ruleset, make_ruleset
from game.engine.sets import DEFAULT_SET
from game.engine.state import GameState, PlayerState

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.game import Game

# Classic's Basic stacks and starting deck (each ruleset has its own: game.engine.rulesets)
BASIC_GROUPS = Ruleset.BASIC_GROUPS
STARTING_DECK = Ruleset.STARTING_DECK
THUNDERSTONE_DEPTH = 10  # the Thunderstone is shuffled with the bottom 10 cards
GUARDIAN_DEPTH = 10  # Guardians are shuffled with 10 cards and put on the bottom, before the Thunderstone
SETTING_PILE = "setting"  # the zone "pile.setting" holds the game's setting card

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
    from game.engine.game import Game

    setup = resolve(catalog, setup, seed)
    state_rng = rng.seed_state(seed)
    if setup.thunderstone is None:
        stone_groups = sorted(g for g, grp in catalog.groups.items() if grp.kind == "thunderstone"
                              and grp.set in catalog_sets(catalog, setup))
        state_rng, i = rng.below(state_rng, len(stone_groups))
        setup = Setup(**{**setup.to_dict(), "thunderstone": stone_groups[i]})

    cards: list[str] = []
    loc: dict[int, str] = {}

    def make(keys: list[str], zone: list[int], zone_name: str) -> None:
        for key in keys:
            cid = len(cards)
            cards.append(key)
            zone.append(cid)
            loc[cid] = zone_name

    mode = make_mode(setup.mode, setup.options, setup.ruleset)
    ruleset = make_ruleset(setup.ruleset, setup.options)
    players = [PlayerState(name) for name in setup.players]
    stacks: dict[str, list[int]] = {}
    for g in ruleset.BASIC_GROUPS:  # Classic: the box count; Advance: 3 per player besides the decks
        if g not in catalog.groups:
            raise SetupError(f"the card data has no {g} cards, which {ruleset.label} plays with")
        stacks[g] = []
        make(mode.stack_cards(catalog, g, ruleset.basic_stack_keys(catalog, g, len(players)), len(players)),
             stacks[g], f"stack.{g}")
    for g in setup.heroes + setup.village:
        stacks[g] = []  # the mode may leave cards out (solo Warrior: halved; Alone in the Dark: one each)
        make(mode.stack_cards(catalog, g, stack_keys(catalog, g), len(players)), stacks[g], f"stack.{g}")
    for p in range(len(players)):  # starting cards of no village stack (Advance's Shards): into the decks
        for g, n in ruleset.STARTING_DECK.items():
            if g not in ruleset.BASIC_GROUPS:
                keys = group_keys(catalog, g)
                if len(keys) < n * len(players):
                    raise SetupError(f"not enough {g} cards for {len(players)} starting decks")
                make(keys[:n], players[p].deck, f"p{p}.deck")
    dungeon: list[int] = []
    swarms: dict[str, list[int]] = {}
    # the mode may leave monster groups out of the dungeon (Advance solo Nightmare: level 1)
    for g in mode.dungeon_groups(catalog, setup.monsters) + setup.traps + setup.treasures:
        if swarm.is_stand_in_group(catalog, g):  # the Swarm, the Horde: stand-ins in, the stack aside
            stand_ins, stack = swarm.split_group(catalog, g)
            make(stand_ins, dungeon, "dungeon")
            swarms[g] = []
            make(stack, swarms[g], f"swarm.{g}")
        else:
            make(group_keys(catalog, g, extra_sets(setup)), dungeon, "dungeon")
    make(list(setup.guardians), dungeon, "dungeon")
    assert setup.thunderstone is not None  # (chosen above when the setup left it to the seed)
    stone_keys = group_keys(catalog, setup.thunderstone)
    make(stone_keys, dungeon, "dungeon")
    disease: list[int] = []
    special, deck_keys = diseases.deck_for(catalog, setup, ruleset.CURSES)  # Advance: the curses
    make(deck_keys if special else group_keys(catalog, "disease"), disease, "disease")
    piles: dict[str, list[int]] = {name: [] for name in mode.piles()}  # the mode's own piles
    if setup.setting is not None:  # put aside for the whole game (rulebook: Setup)
        piles[SETTING_PILE] = []
        make([setup.setting], piles[SETTING_PILE], f"pile.{SETTING_PILE}")
    familiar_keys = familiars.deck_keys(catalog) if ruleset.FAMILIARS else []
    if familiar_keys:  # Advance: the familiar deck, shuffled face down below (rules.familiars)
        piles[familiars.PILE] = []
        make(familiar_keys, piles[familiars.PILE], f"pile.{familiars.PILE}")

    hall: list[list[int]] = [[] for _ in range(ruleset.hall_ranks)]
    state = GameState(cards=cards, players=players, stacks=stacks, dungeon=dungeon, hall=hall, disease=disease,
                      piles=piles, swarms=swarms, special_diseases=special, loc=loc, rng=state_rng)
    game = Game(catalog, state, mode, setup, seed, checked=checked)
    if special:  # face down and shuffled (Doomgate Legion rulebook: Disease Deck; Advance: Flüche)
        game.shuffle("disease")
    if familiar_keys:
        game.shuffle(f"pile.{familiars.PILE}")

    # the starting decks come out of the Basic stacks
    for p in range(len(players)):
        for g, n in ruleset.STARTING_DECK.items():
            if g not in ruleset.BASIC_GROUPS:
                continue
            if len(stacks[g]) < n:
                raise SetupError(f"not enough {g} cards for {len(players)} starting decks")
            game.move_cards(stacks[g][:n], f"p{p}.deck", "start", "bottom")  # one after another, from the top

    # dungeon deck: monsters, traps and treasures shuffled together; the Guardians shuffled with 10
    # of them onto the bottom; then the Thunderstone shuffled with 10 more into the bottom 11. Which
    # 10 cards of the shuffled deck go with them makes no difference: the last 10 go with the
    # Thunderstone and the 10 before them with the Guardians (the Thunderstone's block ends up below).
    # the Thunderstone, or Advance's Thunderstone Bearer, placed the same way (Den Dungeon vorbereiten)
    stones = [c for c in dungeon if catalog.cards[cards[c]].kind in ("thunderstone", "thunderstone_bearer")]
    guards = [c for c in dungeon if catalog.cards[cards[c]].kind == "guardian"]
    monsters = [c for c in dungeon if c not in stones and c not in guards]
    r, monsters = rng.shuffled(state.rng, monsters)
    depth = min(THUNDERSTONE_DEPTH, len(monsters))
    top, bottom = monsters[: len(monsters) - depth], monsters[len(monsters) - depth:]
    guarded: list[int] = []
    if guards:
        g_depth = min(GUARDIAN_DEPTH, len(top))
        top, guarded = top[: len(top) - g_depth], top[len(top) - g_depth:]
        r, guarded = rng.shuffled(r, guarded + guards)
    r, bottom = rng.shuffled(r, bottom + stones)
    order = top + guarded + bottom
    arranged = ruleset.arrange_dungeon(game, monsters, guards, stones, r)  # Advance's 4-4-4 (rulesets.variants)
    if arranged is not None:
        order, r = arranged
    game.emit(Shuffled("dungeon", tuple(order), r))
    mode.prepare_table(game)  # fill_hall_at_setup, unless the mode starts otherwise (solo: an empty hall)

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
    for rank in st.ranks():
        guard = len(st.dungeon)
        while st.dungeon and guard > 0:
            guard -= 1
            card = st.dungeon[0]
            kind = game.defn(card).kind
            if kind in ("trap", "treasure"):
                game.emit(Moved(card, "dungeon", "dungeon", "setup_bottom", "bottom"))
                continue
            game.move(card, f"hall.{rank}", "enter")
            swarm.replace_stand_in(game, card)  # the Swarm, the Horde (game.engine.rules.swarm)
            break
    first = st.hall_card(1)
    if first is not None and game.defn(first).abilities_for("breach"):
        game.emit(BreachSkipped(first))


def catalog_sets(catalog: Catalog, setup: Setup) -> set[str]:
    """The sets of the groups a setup names (an unknown group is validate's to report)."""
    return {catalog.groups[g].set for g in setup.monsters + setup.heroes + setup.village if g in catalog.groups}


def setting_card(game: Game) -> int | None:
    """The game's setting card, put aside at setup, if it has one."""
    pile = game.state.piles.get(SETTING_PILE)
    return pile[0] if pile else None


def extra_sets(setup: Setup) -> frozenset[str]:
    """The sets whose cards join other sets' groups in this game: the promotional cards, when the
    players own them (setup option `promos`: a promo Cultist plays in the Cultist group)."""
    return frozenset({sets.PROMO}) if setup.options.get("promos") else frozenset()


def group_keys(catalog: Catalog, group: str, extras: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """The cards of a group, each as many times as it has copies; a card of another set than the
    group's (a promo) only when that set is among `extras`."""
    grp = catalog.groups[group]
    keys: list[str] = []
    for key in grp.cards:
        d = catalog.cards[key]
        if d.set != grp.set and d.set not in extras:
            continue
        keys += [key] * d.count
    return keys


def stack_keys(catalog: Catalog, group: str) -> list[str]:
    """A village stack, top card first: heroes with the lowest level on top."""
    keys = group_keys(catalog, group)
    if catalog.groups[group].kind == "hero":
        keys.sort(key=lambda k: catalog.cards[k].level or 0)
    return keys
