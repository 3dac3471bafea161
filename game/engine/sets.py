"""The card sets (boxes) and their own setup rules.

A card set is a folder of card files (`cards/<set>/`, each group naming its `set`) plus what this
module says about it: the box's name, its first game (the rulebook's recommended cards), and the
Dungeon Feature randomizers and pile it brings to a random setup (game.engine.randomizers). A game
names the sets whose randomizers it uses (`Setup.random["sets"]`); the cards of every set are known
to the catalog, so a hand-picked setup may mix them freely.

The Basic cards (Militia, Dagger, Iron Rations, Torch, Disease) are in every box and every game:
they form the set "basic", which is never chosen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.cards import Catalog

BASIC = "basic"
PROMO = "promo"  # its cards may join other sets' groups (setup option `promos`)

# Special entries of a Dungeon Feature pile (any other entry names a trap or treasure group).
GUARDIAN, SETTING, PICK_TWO = "guardian", "setting", "pick_two"


@dataclass(frozen=True)
class FirstGame:
    """The rulebook's cards for a first game with one box; no Thunderstone means one at random
    among the set's own."""

    monsters: tuple[str, ...]
    heroes: tuple[str, ...]
    village: tuple[str, ...]
    thunderstone: str | None = None
    guardians: tuple[str, ...] = ()  # Guardian cards, by key
    treasures: tuple[str, ...] = ()  # treasure groups shuffled into the dungeon deck
    special_diseases: bool = False  # the Special Disease deck (Doomgate Legion: Your First Game)
    # the rules it is played by (game.engine.rulesets) and their options (Advance: the board side)
    ruleset: str = "classic"
    options: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Scenario:
    """A fixed setup a rulebook gives besides the first game (Advance: the three towers), reached
    by the key "<set>/<scenario>" wherever a first game's set key is taken."""

    key: str
    name: str
    setup: FirstGame


@dataclass(frozen=True)
class CardSet:
    key: str
    name: str  # the box's name, as players know it
    first_game: FirstGame | None = None
    # generic "Dungeon Feature" randomizers shuffled in with the monster randomizers
    feature_randomizers: int = 0
    # the Dungeon Feature pile the set brings (GUARDIAN, SETTING, PICK_TWO or a trap/treasure group)
    feature_pile: tuple[str, ...] = field(default_factory=tuple)
    short: str = ""  # for narrow buttons; the name when empty
    scenarios: tuple[Scenario, ...] = ()


SETS: dict[str, CardSet] = {s.key: s for s in (
    # Thunderstone (the original box), rulebook: Your First Game. It has no Dungeon Features.
    CardSet("base", "Thunderstone base set", FirstGame(
        monsters=("enchanted", "ooze", "undead_doom"),
        heroes=("elf", "lorigg", "regian", "thyrian"),
        village=("battle_fury", "fireball", "flaming_sword", "lightstone_gem", "magical_aura", "short_sword",
                 "spear", "town_guard"),
        thunderstone="stone_of_mystery"), short="Base set"),
    # Dragonspire, rulebook: Your First Game; Dragonspire Randomizer Cards (Special), and the note under
    # Past Randomizers: three Dungeon Feature randomizers when playing with Dragonspire alone.
    CardSet("dragonspire", "Dragonspire", FirstGame(
        monsters=("dark_enchanted", "orc_humanoid", "undead_plague"),
        heroes=("belzur", "gorinth", "half_orc", "stoneguard"),
        village=("toryn_gauntlet", "recurve_bow", "guardian_blade", "polymorph", "scout", "frost_bolt",
                 "soul_gem", "silverstorm")),
        feature_randomizers=3,
        feature_pile=(GUARDIAN, SETTING, SETTING, PICK_TWO, "draconic_traps", "figurine_treasures")),
    # Doomgate Legion, rulebook: Your First Game (its "Bodyguard" is the Border Guard of the card list,
    # its "Squire" the Doomgate Squire; with the Unholy Guardian, the Amulets and the Special Disease deck); Doomgate Randomizer Cards: one Dungeon Feature randomizer
    # among the monsters (30 randomizers = 7 heroes + 5 monsters + 13 village + 4 special + 1).
    CardSet("doomgate", "Doomgate Legion", FirstGame(
        monsters=("abyssal_thunderspawn", "cultist_humanoid", "evil_druid"),
        heroes=("drunari", "elf", "slynn", "thyrian"),
        village=("border_guard", "glow_berries", "greed_blade", "divine_staff", "short_sword", "spirit_blast",
                 "doomgate_squire", "pawnbroker"),
        guardians=("unholy_guardian",), treasures=("amulet_treasures",), special_diseases=True),
        feature_randomizers=1,
        feature_pile=(GUARDIAN, PICK_TWO, "amulet_treasures", "ulbricks_treasures")),
    # Wrath of the Elements: no rulebook among our sources, so no first game (README: rules notes).
    # Its Dungeon Features are a reading of what the box holds (README: rules notes): two Guardians,
    # two trap groups and Pick Two, drawn like Doomgate's, by two Dungeon Feature randomizers (the
    # box's 33 randomizers less its 8 heroes, 4 monster groups and 14 village stacks leave 7: two
    # Dungeon Feature randomizers and five pile cards).
    CardSet("wrath", "Wrath of the Elements", short="Wrath",
            feature_randomizers=2,
            feature_pile=(GUARDIAN, GUARDIAN, PICK_TWO, "dire_traps", "death_traps")),
    # The promotional cards: a hero type of their own, and monsters that join Doomgate's groups.
    CardSet("promo", "Promotional cards", short="Promos"),
    # Thunderstone Advance: Towers of Ruin, played by the Advance ruleset (docs/advance.md); its first
    # game (rulebook: Das erste Spiel) on the Wilderness side, with Stramst as the Thunderstone Bearer.
    # Its cards are being encoded: until its groups are all in the card data, first_game_missing says
    # what is lacking and the game is not offered. No Dungeon Features (none in this box).
    CardSet("advance", "Thunderstone Advance: Towers of Ruin", FirstGame(
        monsters=("burnmarked_fire", "kobold_humanoid", "ogre_humanoid"),
        heroes=("bhoidwood", "criochan", "thundermage", "drua"),
        village=("falcon_arbalest", "battle_scarred_soldier", "king_caelans_writ", "bounty_hunter", "mass_teleport",
                 "moonstone", "snakehead_flail", "summon_storm"),
        thunderstone="stramst", ruleset="advance", options=(("board", "wilderness"),)), short="Advance",
        # rulebook: Szenarien (the English names are our translations)
        scenarios=(
            Scenario("tower_of_corruption", "Tower of Corruption", FirstGame(
                monsters=("undead_treefolk", "undead_horde", "undead_skeleton"),
                heroes=("caliginite", "deepstrider", "sternnkin", "whetmage"),
                village=("bandias_wisdom", "veteran_trainer", "filigree_amulet", "innkeeper", "battle_scarred_soldier",
                         "longsword", "snakehead_flail", "dwarven_bear_hammer"),
                thunderstone="stramst", ruleset="advance", options=(("board", "wilderness"),))),
            Scenario("tower_of_compulsion", "Tower of Compulsion", FirstGame(
                monsters=("corvaxis_avian", "kobold_humanoid", "ogre_humanoid"),
                heroes=("aird", "bhoidwood", "thundermage", "veilminder"),
                village=("falcon_arbalest", "innkeeper", "battle_scarred_soldier", "bounty_hunter", "longsword",
                         "mass_teleport", "moonstone", "summon_storm"),
                thunderstone="belac", ruleset="advance", options=(("board", "dungeon"),))),
            Scenario("tower_of_scorn", "Tower of Scorn", FirstGame(
                monsters=("dragon_fire", "djinni_efreet", "burnmarked_fire"),
                heroes=("criochan", "drua", "deepstrider", "glamercast"),
                village=("innkeeper", "king_caelans_writ", "royal_summons", "mass_teleport", "pike",
                         "rangers_wilderness_map", "smuggler", "dancing_sword"),
                thunderstone="orseg", ruleset="advance", options=(("board", "dungeon"),))),
        )),
)}

# The set a setup request without `sets` uses, and the first game offered by default: saves written
# before sets could be chosen name no sets, and must resolve exactly as they did.
DEFAULT_SET = "dragonspire"


def card_set(key: str) -> CardSet:
    """The set's rules; a set with cards but no entry here (a new or test folder) has none of its own."""
    return SETS.get(key) or CardSet(key, key.replace("_", " ").title())


def scenario(key: str) -> Scenario | None:
    """The scenario a key "<set>/<scenario>" names (None for a plain set key or an unknown one)."""
    set_key, _, name = key.partition("/")
    return next((sc for sc in card_set(set_key).scenarios if sc.key == name), None) if name else None


def fixed_setup(key: str) -> FirstGame | None:
    """The cards of a set's first game, or of the scenario "<set>/<scenario>"."""
    sc = scenario(key)
    return sc.setup if sc is not None else card_set(key).first_game


ADVANCE_SETS = frozenset({"advance"})  # Thunderstone Advance's boxes; every other set is Classic


def edition(key: str) -> str:
    """'advance' for a Thunderstone Advance set, else 'classic'."""
    return "advance" if key in ADVANCE_SETS else "classic"


def set_name(key: str) -> str:
    sc = scenario(key)
    return f"{card_set(key.partition('/')[0]).name}: {sc.name}" if sc is not None else card_set(key).name


def short_name(key: str) -> str:
    sc = scenario(key)
    if sc is not None:
        return sc.name
    s = card_set(key)
    return s.short or s.name


def playable_sets(catalog: Catalog) -> list[str]:
    """The sets a player may choose: those with randomizers (monster, hero or village groups) in the
    card data, in the order of SETS (the boxes' publication order), then any others by name. A set
    without monsters of its own (the promos: a hero type) adds its randomizers to those of the boxes
    it is chosen with, as a player shuffles a promo randomizer into their box's; alone it cannot
    deal a game (randomizers.check_request says so)."""
    present = {g.set for g in catalog.groups.values() if g.kind in RANDOMIZER_KINDS}
    known = [k for k in SETS if k in present]
    return known + sorted(present - set(known))


RANDOMIZER_KINDS = ("monster", "hero", "village")  # the groups with randomizer cards


def first_game_sets(catalog: Catalog) -> list[str]:
    """The sets whose first game the card data can build."""
    return [k for k in playable_sets(catalog) if first_game_missing(catalog, k) is None
            and card_set(k).first_game is not None]


def fixed_setups(catalog: Catalog) -> list[str]:
    """The first games the card data can build, each followed by its set's scenarios it can build."""
    out = []
    for k in first_game_sets(catalog):
        out.append(k)
        out += [f"{k}/{sc.key}" for sc in card_set(k).scenarios if first_game_missing(catalog, f"{k}/{sc.key}") is None]
    return out


def first_game_missing(catalog: Catalog, key: str) -> str | None:
    """What the card data lacks for the set's first game (or the scenario "<set>/<scenario>"), or
    None when it is all there."""
    fg = fixed_setup(key)
    if fg is None:
        return f"{set_name(key)} has no first game" if "/" not in key else f"there is no scenario {key!r}"
    stone = (fg.thunderstone,) if fg.thunderstone else ()
    for g in (*fg.monsters, *fg.heroes, *fg.village, *fg.treasures, *stone):
        if g not in catalog.groups:
            return f"{set_name(key)}'s first game needs {g!r}, which the card data lacks"
    for k in fg.guardians:
        if k not in catalog.cards:
            return f"{set_name(key)}'s first game needs the Guardian {k!r}, which the card data lacks"
    if fg.special_diseases and "special_diseases" not in catalog.groups:
        return f"{set_name(key)}'s first game needs the Special Disease deck, which the card data lacks"
    return None
