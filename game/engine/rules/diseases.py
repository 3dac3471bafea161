"""The Special Disease deck (Doomgate Legion rulebook: Disease Deck).

A game plays either with the plain Disease pile (the Basic card, face up, in the zone `disease`;
never runs out: an empty pile makes a new Disease) or, when the setup asks for it or a card in the
game calls for it (passive `uses_special_diseases`: the Swarm), with the Special Disease deck in
the same zone: the 10 plain Diseases and the 15 special ones (group `special_diseases`), shuffled
and face down (`GameState.special_diseases`). Gaining a Disease then takes the deck's top card; a
Disease destroyed goes face down to the bottom of the deck; with the deck empty nobody gains one.
When several players gain Diseases at once they are dealt from the active player's left
(effects.players: all_players). The special Diseases' own effects are card data: those that must
be revealed work when their holder enters the dungeon (trigger `entering_dungeon`) or visits the
village (`visiting_village`).

Thunderstone Advance has no plain Diseases: its curses (kind `curse`, Towers of Ruin rulebook: Flüche)
are its Disease deck, always face down and shuffled, with the same rules (`deck_for`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.game import Game
    from game.engine.setup import Setup

SPECIAL_GROUP = "special_diseases"
CURSE_KIND = "curse"


def special_keys(catalog: Catalog) -> list[str]:
    """The special Diseases of the deck (one key per copy), without the plain ones."""
    group = catalog.groups.get(SPECIAL_GROUP)
    if group is None:
        return []
    return [k for k in group.cards for _ in range(catalog.cards[k].count)]


def deck_keys(catalog: Catalog) -> list[str]:
    """The whole Special Disease deck: the plain Diseases and the special ones."""
    plain = catalog.disease_key
    return [plain] * catalog.cards[plain].count + special_keys(catalog)


def called_for(catalog: Catalog, setup: Setup) -> bool:
    """A group or card of the setup calls for the Special Disease deck (the Swarm's cards)."""
    groups = setup.monsters + setup.heroes + setup.village + setup.traps + setup.treasures
    groups += [setup.thunderstone] if setup.thunderstone else []
    keys = [k for g in groups if g in catalog.groups for k in catalog.groups[g].cards]
    keys += [k for k in setup.guardians + ([setup.setting] if setup.setting else []) if k in catalog.cards]
    return any("uses_special_diseases" in catalog.cards[k].passives for k in keys)


def in_use(catalog: Catalog, setup: Setup) -> bool:
    """Whether the game is built with the Special Disease deck."""
    if not special_keys(catalog):
        return False
    return bool(setup.special_diseases) or called_for(catalog, setup)


def curse_keys(catalog: Catalog) -> list[str]:
    """Advance's curse deck (one key per copy, in file order): every card of kind `curse`."""
    return [k for k, d in catalog.cards.items() if d.kind == CURSE_KIND for _ in range(d.count)]


def deck_for(catalog: Catalog, setup: Setup, curses: bool) -> tuple[bool, list[str]]:
    """(face down, the keys) of the game's `disease` zone: the ruleset's curses when it plays with
    them (Advance) and the card data has some, else the Special Disease deck when in use; (False, [])
    for the plain face-up Disease pile."""
    if curses and curse_keys(catalog):
        return True, curse_keys(catalog)
    if in_use(catalog, setup):
        return True, deck_keys(catalog)
    return False, []


def gain(game: Game, player: int) -> None:
    """The player takes the deck's top card into their discard pile; nothing when it is empty."""
    deck = game.state.disease
    if deck:
        game.move(deck[0], f"p{player}.discard", "disease")

