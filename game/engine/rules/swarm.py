"""Stand-in groups: the Swarm (Doomgate Legion rulebook: The Swarm) and the Horde (Wrath of the
Elements has no rulebook among our sources; its cards say the same of it, so it is handled alike).

Such a group counts as one monster group. Its stand-in cards (passive `stand_in`, no stats) are
shuffled into the dungeon deck; its other cards are set aside at setup as a face-up stack, the zone
`swarm.<group>`, in order of health with the weakest on top, never shuffled. When a stand-in is
turned over into the dungeon hall it is removed from the game (the destroyed pile) and the top card
of the stack takes its place; each later stand-in brings a stronger one. The stack's cards are
worth VP only at the end, by how many of the group their owner holds (score `per_group`), and no
effect testing a monster's printed VP touches them (CardDef.has_printed_vp)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.game import Game

ZONE = "swarm"  # the stacks' zones: "swarm.<group>"


def is_stand_in_group(catalog: Catalog, group: str) -> bool:
    return any(catalog.cards[k].is_stand_in for k in catalog.groups[group].cards)


def split_group(catalog: Catalog, group: str) -> tuple[list[str], list[str]]:
    """A stand-in group's cards (keys, one per copy): the stand-ins for the dungeon deck, and its
    face-up stack, top first: lowest health on top (rulebook: The Swarm, from 4 to 13)."""
    stand_ins: list[str] = []
    stack: list[str] = []
    for key in catalog.groups[group].cards:
        d = catalog.cards[key]
        (stand_ins if d.is_stand_in else stack).extend([key] * d.count)
    stack.sort(key=lambda k: (catalog.cards[k].health or 0, k))
    return stand_ins, stack


def replace_stand_in(game: Game, card: int) -> int:
    """`card` has just been turned over into a rank of the hall: a stand-in leaves the game and the
    top card of its group's stack takes its place. Returns the card now in that rank (the stand-in
    itself when its stack is empty or the game has none: it then stays, a monster of no strength)."""
    d = game.defn(card)
    if not d.is_stand_in:
        return card
    st = game.state
    stack = st.swarms.get(d.group)
    if not stack:
        return card
    where = st.loc[card]
    game.move(card, "destroyed", "stand_in")
    top = stack[0]
    game.move(top, where, "swarm")
    return top
