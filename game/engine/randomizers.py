"""Random setup with the randomizer cards (rulebook: Setup, Setup Overview, and the note under Past
Randomizers; the Doomgate Legion rulebook's Setup spells out the Dungeon Feature pile the same way).

A *request* is a Setup whose `random` field is a mapping of options (OPTIONS). Whatever the request
already names (monster groups, heroes, village stacks, Guardians, traps, treasures, a setting, the
Thunderstone) is chosen by hand and taken out of the randomizer decks; the randomizers complete the
rest, in the rulebook's order:

1. Monsters. The monster randomizer deck holds one randomizer per monster group of the chosen card
   sets, plus the generic "Dungeon Feature" randomizers (each set's `feature_randomizers`, in
   game.engine.sets: three for Dragonspire, none for the base set). It is shuffled and turned over until enough monster groups show (3, or
   `monster_groups` for a longer game); every Dungeon Feature randomizer turned over on the way counts.
2. Dungeon Features. The Dungeon Feature pile (each set's `feature_pile`: for Dragonspire Guardian,
   Setting twice, Pick Two, Draconic Traps, Figurine Treasures) is shuffled, and its top card is taken for each
   Dungeon Feature randomizer turned over (`take_features`): a trap or treasure group joins the
   dungeon deck; Guardian adds one Guardian card at random; Setting adds one setting card at random,
   unless the game has one already (only one setting per game); Pick Two takes the next two cards of
   the pile in its place. A pile card whose cards are not in the card data is not in the pile.
3. Heroes: 4 hero randomizers. Village: 8 village randomizers. Then the Thunderstone, unless chosen,
   at random among those of the chosen sets.

The counts are the mode's (game.engine.modes, Mode.group_counts): Alone in the Dark deals 6 hero and
12 village randomizers; co-op turns over 4 monster groups for 2-3 players and 5 for 4-5 (unless the
request says `monster_groups`), and adds one Guardian to those the Dungeon Features gave
(Mode.extra_guardians), unless the request names Guardians by hand.

Building the dungeon deck from the result (traps and treasures shuffled in, Guardians with ten cards
onto the bottom, then the Thunderstone into the bottom eleven) is game.engine.layout's job.

The draws use their own random stream derived from the seed, never the game's: resolving a request
gives a complete Setup (`random` cleared) that is small enough to write down and share
(Setup.to_dict()), and that builds exactly the same game as the request with the same seed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine import rng
from game.engine.errors import SetupError
from game.engine.sets import DEFAULT_SET, GUARDIAN, PICK_TWO, PROMO, SETTING, card_set, set_name

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.setup import Setup

# Mixed into the seed for the randomizers' own random stream (SplitMix64 seeds this far apart give
# unrelated sequences), so that choosing the cards draws nothing from the game's generator.
SETUP_STREAM = 0x5E70_9A4D_0C3B_71E5

DEFAULT_SETS = (DEFAULT_SET,)
MONSTER_GROUPS = 3
HERO_GROUPS = 4
VILLAGE_GROUPS = 8

OPTIONS: dict[str, type] = {
    "sets": list,                 # card sets whose randomizers are used (default: Dragonspire)
    "monster_groups": int,        # monster groups to turn over: 3, more for a longer game
    "feature_randomizers": int,   # Dungeon Feature randomizers among the monster randomizers
    "special_diseases": str,      # "draw": one card of the Special Disease deck decides (see resolve)
}


def options(setup: Setup) -> dict[str, Any]:
    """The request's options with their defaults filled in."""
    raw = setup.random
    if not isinstance(raw, dict):
        raise SetupError("random: expected a mapping of options "
                         f"({', '.join(OPTIONS)}), got {type(raw).__name__}")
    unknown = sorted(set(raw) - set(OPTIONS))
    if unknown:
        raise SetupError(f"random: unknown option(s) {', '.join(unknown)} (known: {', '.join(OPTIONS)})")
    for key, value in raw.items():
        if not isinstance(value, OPTIONS[key]) or isinstance(value, bool):
            raise SetupError(f"random.{key}: expected {OPTIONS[key].__name__}, got {value!r}")
    if raw.get("special_diseases", "draw") != "draw":
        raise SetupError(f"random.special_diseases: \"draw\" or left out, not {raw['special_diseases']!r}")
    sets = [str(s) for s in raw.get("sets", DEFAULT_SETS)]
    return {
        "sets": sets,
        "monster_groups": raw.get("monster_groups", mode_counts(setup)["monsters"]),
        "feature_randomizers": raw.get("feature_randomizers", sum(card_set(s).feature_randomizers for s in sets)),
    }


def mode_counts(setup: Setup) -> dict[str, int]:
    """The groups the setup's mode is played with (modes: co-op 4-5 monster groups, Alone in the
    Dark 6 heroes and 12 village stacks; otherwise 3, 4 and 8)."""
    return _mode(setup).group_counts(len(setup.players))


def _mode(setup: Setup) -> Any:
    from game.engine.modes import make_mode

    try:
        return make_mode(setup.mode, setup.options, setup.ruleset)
    except ValueError as e:
        raise SetupError(str(e)) from None


# --- what the chosen sets offer ---------------------------------------------------------------------

def group_pool(catalog: Catalog, sets: list[str], kind: str) -> list[str]:
    """The randomizers of one kind (one per group) in the chosen sets, in a fixed order."""
    return sorted(g for g, grp in catalog.groups.items() if grp.kind == kind and grp.set in sets)


def stone_pool(catalog: Catalog, sets: list[str], setup: Setup) -> list[str]:
    """The cards that can end this game, one drawn at random: the Thunderstones, and with Advance's
    rules its Thunderstone Bearers too (rulesets: END_CARD_KINDS), in a fixed order."""
    kinds = _ruleset(setup).END_CARD_KINDS
    return sorted(g for g, grp in catalog.groups.items() if grp.kind in kinds and grp.set in sets)


def dealt_pool(catalog: Catalog, sets: list[str], kind: str, setup: Setup) -> list[str]:
    """The randomizers of one kind this game deals from: the mode may leave groups out (Advance solo:
    the cards the rulebook advises against), and the ruleset's options may need more of a monster
    group (Advance's 4-4-4 dungeon: a level)."""
    pool = group_pool(catalog, sets, kind)
    mode, ruleset = _mode(setup), _ruleset(setup)
    return [g for g in pool if not mode.leaves_out(catalog, g) and ruleset.deals_group(catalog, g)]


def _ruleset(setup: Setup) -> Any:
    from game.engine.rulesets import make_ruleset

    try:
        return make_ruleset(setup.ruleset, setup.options)
    except ValueError as e:
        raise SetupError(str(e)) from None


def card_pool(catalog: Catalog, sets: list[str], kind: str) -> list[str]:
    """Single cards of one kind (Guardians, settings) in the chosen sets, in a fixed order."""
    return sorted(k for k, d in catalog.cards.items() if d.kind == kind and d.set in sets)


def feature_pile(catalog: Catalog, sets: list[str]) -> list[str]:
    """The Dungeon Feature pile of the chosen sets, less the cards the card data lacks."""
    pile = []
    for s in sets:
        for entry in card_set(s).feature_pile:
            if entry == GUARDIAN:
                ok = bool(card_pool(catalog, sets, "guardian"))
            elif entry == SETTING:
                ok = bool(card_pool(catalog, sets, "setting"))
            elif entry == PICK_TWO:
                ok = True
            else:
                ok = entry in catalog.groups and catalog.groups[entry].kind in ("trap", "treasure")
            if ok:
                pile.append(entry)
    return pile


def take_features(pile: list[str], turned: int) -> list[str]:
    """The Dungeon Feature cards turned over from a shuffled pile (top first) for `turned` Dungeon
    Feature randomizers: one card each, and a Pick Two turned over calls for the next two cards in
    its place. Stops when the pile runs out. The Pick Two cards are in the list too."""
    wanted = turned
    taken: list[str] = []
    for entry in pile:
        if wanted <= 0:
            break
        taken.append(entry)
        wanted += 1 if entry == PICK_TWO else -1
    return taken


# --- checking and resolving a request ----------------------------------------------------------------

def check_request(catalog: Catalog, setup: Setup) -> None:
    """A request can be completed: known options and sets, and enough randomizers for what is missing."""
    opts = options(setup)
    known_sets = {grp.set for grp in catalog.groups.values()} | {d.set for d in catalog.cards.values()}
    if not opts["sets"]:
        raise SetupError("random.sets: name at least one card set")
    for s in opts["sets"]:
        if s not in known_sets:
            raise SetupError(f"random.sets: no card set {s!r} (known: {', '.join(sorted(known_sets))})")
    if opts["feature_randomizers"] < 0:
        raise SetupError("random.feature_randomizers: cannot be negative")
    want_monsters = opts["monster_groups"]
    if want_monsters < 1:
        raise SetupError("random.monster_groups: at least 1")
    if not group_pool(catalog, opts["sets"], "monster") and len(setup.monsters) < want_monsters:
        # the promos: a hero type that joins the randomizers of a box, never a game of its own
        names = " and ".join(set_name(s) for s in opts["sets"])
        raise SetupError(f"random.sets: {names} bring no monsters of their own; choose them with a box")
    if not dealt_pool(catalog, opts["sets"], "monster", setup) and len(setup.monsters) < want_monsters:
        names = " and ".join(set_name(s) for s in opts["sets"])
        raise SetupError(f"random.sets: no monster group of {names} suits this game "
                         f"({_ruleset(setup).deals_group_rule() or 'none is dealt'})")
    counts = mode_counts(setup)
    for field_name, kind, wanted in (("monsters", "monster", want_monsters), ("heroes", "hero", counts["heroes"]),
                                     ("village", "village", counts["village"])):
        chosen = getattr(setup, field_name)
        if len(chosen) > wanted:
            raise SetupError(f"{field_name}: {len(chosen)} chosen by hand, but the game has {wanted}")
        left = [g for g in dealt_pool(catalog, opts["sets"], kind, setup) if g not in chosen]
        if len(chosen) + len(left) < wanted:
            raise SetupError(f"{field_name}: {wanted} groups are needed, the randomizers of "
                             f"{', '.join(opts['sets'])} have {len(chosen) + len(left)}")
    if setup.thunderstone is None and not stone_pool(catalog, opts["sets"], setup):
        raise SetupError(f"thunderstone: none in {', '.join(opts['sets'])}; choose one")


def resolve(catalog: Catalog, setup: Setup, seed: int, trace: list[str] | None = None) -> Setup:
    """The complete setup the randomizers give for this request and seed (see the module text).
    `trace`, when given, receives one line per randomizer or Dungeon Feature card turned over."""
    note = trace.append if trace is not None else (lambda line: None)
    from game.engine.setup import Setup

    check_request(catalog, setup)
    opts = options(setup)
    sets = opts["sets"]
    r = rng.seed_state(seed ^ SETUP_STREAM)

    # Advance deals one monster group of each level and the village by category (rulesets.dealing),
    # when every randomizer of the pool carries its level (category); Classic groups carry neither
    from game.engine.rulesets import dealing, make_ruleset

    ruleset = make_ruleset(setup.ruleset, setup.options)
    monster_pool = dealt_pool(catalog, sets, "monster", setup)
    levels = ruleset.monster_levels  # None for Advance's random dungeon
    if levels and monster_pool and all(catalog.groups[g].level for g in monster_pool):
        r, deck_by_level = rng.shuffled(r, [g for g in monster_pool if g not in setup.monsters])
        chosen_monsters = dealing.by_level(deck_by_level, list(setup.monsters), levels,
                                           lambda g: catalog.groups[g].level, note)
        setup = _with(setup, monsters=chosen_monsters)
        opts = {**opts, "monster_groups": len(chosen_monsters), "feature_randomizers": 0}

    # 1. monster randomizers, with the Dungeon Feature randomizers shuffled in; a group the mode
    # would take out of the dungeon again is set aside and another turned over (Advance Nightmare with
    # the random dungeon: no level-1 group, else three of them could leave no monster at all)
    monsters = list(setup.monsters)
    mode = _mode(setup)
    deck: list[str | None] = [g for g in monster_pool if g not in monsters]
    deck += [None] * opts["feature_randomizers"]  # None: a Dungeon Feature randomizer
    r, deck = rng.shuffled(r, deck)
    turned = 0
    for randomizer in deck:
        if len(monsters) >= opts["monster_groups"]:
            break
        note(f"monster randomizer: {randomizer or 'Dungeon Feature'}")
        if randomizer is None:
            turned += 1
        elif mode.dungeon_groups(catalog, [randomizer]):
            monsters.append(randomizer)
        else:
            note(f"set aside: the mode leaves {randomizer} out of the dungeon")

    # 2. the Dungeon Feature pile
    guardians, traps, treasures = list(setup.guardians), list(setup.traps), list(setup.treasures)
    setting = setup.setting
    taken: list[str] = []
    if turned:
        r, pile = rng.shuffled(r, feature_pile(catalog, sets))
        taken = take_features(pile, turned)
        for entry in taken:
            note(f"Dungeon Feature: {entry}")
    for feature in taken:
        if feature == PICK_TWO:
            continue
        if feature == GUARDIAN:
            left = [k for k in card_pool(catalog, sets, "guardian") if k not in guardians]
            if left:
                r, i = rng.below(r, len(left))
                guardians.append(left[i])
        elif feature == SETTING:
            if setting is None:  # only one setting per game
                settings = card_pool(catalog, sets, "setting")
                r, i = rng.below(r, len(settings))
                setting = settings[i]
        else:
            into = traps if catalog.groups[feature].kind == "trap" else treasures
            if feature not in into:
                into.append(feature)

    # the mode's own Guardians (co-op: one more than the randomizers drew), unless chosen by hand
    extra = _mode(setup).extra_guardians() if not setup.guardians else 0
    # United We Stand is a Dragonspire variant: chosen sets without Guardians (the base set) take
    # the mode's Guardian from every set in the card data
    pool = card_pool(catalog, sets, "guardian") or card_pool(catalog, sorted({d.set for d in catalog.cards.values()}),
                                                             "guardian")
    for _ in range(extra):
        left = [k for k in pool if k not in guardians]
        if left:
            r, i = rng.below(r, len(left))
            guardians.append(left[i])
            note(f"the mode adds a Guardian: {left[i]}")

    # 3. heroes, village, Thunderstone
    counts = mode_counts(setup)
    r, heroes = _complete(r, setup.heroes, dealt_pool(catalog, sets, "hero", setup), counts["heroes"])
    village_pool = dealt_pool(catalog, sets, "village", setup)
    if ruleset.VILLAGE_SLOTS and village_pool and all(catalog.groups[g].category for g in village_pool):
        r, deck_by_category = rng.shuffled(r, [g for g in village_pool if g not in setup.village])
        village = dealing.by_category(deck_by_category, list(setup.village), counts["village"], ruleset.VILLAGE_SLOTS,
                                      lambda g: catalog.groups[g].category, note)
    else:
        r, village = _complete(r, setup.village, village_pool, counts["village"])
    thunderstone = setup.thunderstone
    if thunderstone is None:
        stones = stone_pool(catalog, sets, setup)
        r, i = rng.below(r, len(stones))
        thunderstone = stones[i]

    chosen_options = dict(setup.options)
    if PROMO in sets:  # the promos chosen as a set: their cards join their groups (layout.extra_sets)
        chosen_options["promos"] = True
    resolved = Setup(list(setup.players), monsters, heroes, village, thunderstone, setup.mode, chosen_options,
                     guardians=guardians, traps=traps, treasures=treasures, setting=setting, random=None,
                     special_diseases=setup.special_diseases, ruleset=setup.ruleset)
    # 4. the Special Disease deck: called for by a card of the game (the Swarm), chosen, or, with
    # `special_diseases: draw`, one card drawn from the 25 decides: a plain Disease (10 of them)
    # means the plain pile (Doomgate Legion rulebook: Disease Deck). Drawn last, so a request
    # without it resolves as before.
    from game.engine.rules import diseases

    special = diseases.special_keys(catalog)
    if special and not resolved.special_diseases:
        if diseases.called_for(catalog, resolved):
            resolved.special_diseases = True
            note("the Special Disease deck: a card of the game calls for it")
        elif setup.random and setup.random.get("special_diseases") == "draw":
            disease_deck = diseases.deck_keys(catalog)
            r, i = rng.below(r, len(disease_deck))
            resolved.special_diseases = disease_deck[i] != catalog.disease_key
            note(f"Special Disease deck draw: {catalog.cards[disease_deck[i]].name}")
    return resolved


def _complete(r: int, chosen: list[str], pool: list[str], wanted: int) -> tuple[int, list[str]]:
    """Turn over randomizers from the shuffled deck (less the groups chosen by hand) until `wanted`."""
    r, deck = rng.shuffled(r, [g for g in pool if g not in chosen])
    return r, list(chosen) + deck[: max(wanted - len(chosen), 0)]


def _with(setup: Setup, **fields: Any) -> Setup:
    """The request with some fields replaced."""
    from dataclasses import replace

    return replace(setup, **fields)
