"""Laying out a game from its setup (rulebook: Setup, Setup Overview): every card instance made, the
Basic and village stacks, the starting decks, the dungeon deck arranged, the hall filled, the hands
drawn and a first player chosen, all as events.

The dungeon deck is the monsters with any traps and treasures shuffled together; Guardians are
shuffled with 10 cards from its top and put on the bottom; then the Thunderstone is shuffled with 10
more and put on the bottom (one Shuffled event gives the resulting order). The setting card is put
aside in the pile "pile.setting", where its global rules apply all game. Then the hall is filled
with a monster in each of its ranks (3; 4 on Advance's Wilderness side: game.engine.rulesets), each
player's 12-card starting deck shuffled and 6 cards drawn, and a random first player chosen.

What a setup is, and checking and completing one, is game.engine.setup's (which stays Python
source, since a Setup holds unchecked data until it is validated); this module is compiled with
the rest of the engine (build/compile_engine.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine import rng, sets
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
from game.engine.rulesets import make_ruleset
from game.engine.state import GameState, PlayerState

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.game import Game

THUNDERSTONE_DEPTH = 10  # the Thunderstone is shuffled with the bottom 10 cards
GUARDIAN_DEPTH = 10  # Guardians are shuffled with 10 cards and put on the bottom, before the Thunderstone
SETTING_PILE = "setting"  # the zone "pile.setting" holds the game's setting card


def lay_out(catalog: Catalog, setup: Any, seed: int, state_rng: int, checked: bool = False) -> Game:
    """The game of a resolved setup (game.engine.setup.build resolves it and draws the Thunderstone)
    with the generator `state_rng` (`setup` is a game.engine.setup.Setup, which stays Python)."""
    from game.engine.game import Game

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


def catalog_sets(catalog: Catalog, setup: Any) -> set[str]:
    """The sets of the groups a setup names (an unknown group is validate's to report)."""
    return {catalog.groups[g].set for g in setup.monsters + setup.heroes + setup.village if g in catalog.groups}


def setting_card(game: Game) -> int | None:
    """The game's setting card, put aside at setup, if it has one."""
    pile = game.state.piles.get(SETTING_PILE)
    return pile[0] if pile else None


def extra_sets(setup: Any) -> frozenset[str]:
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
