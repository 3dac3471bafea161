"""The monsters whose Global effects are in play, and what those effects do to the other monsters
(rulebook: Global Effects): which monsters cannot be attacked, which leave the hall only when
defeated, how much Health they gain. Everything here is a pure function of the state."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.cards import CardDef
    from game.engine.game import Game


def hall_cards(game: Game) -> list[int]:
    """Every card in the dungeon hall: ranks 1-3 and Rank 0 ("in the Dungeon": Mammoth)."""
    st = game.state
    return [c for slot in st.hall for c in slot] + list(st.rank0)


def protected_reason(game: Game, monster: int) -> str | None:
    """Why another monster's global effect keeps this one from being attacked (trait
    global_protects: while it is in the hall, other monsters of the class cannot be attacked)."""
    if "global_protects" not in game.card_traits:  # (no card of the game has it)
        return None
    d = game.defn(monster)
    for c, other in global_traits(game):
        t = other.trait("global_protects")
        if c != monster and t is not None and t.param in d.classes:
            return f"{other.name} in the dungeon hall protects it"
    return None


def must_be_defeated(game: Game, monster: int) -> bool:
    """The monster leaves the hall only when defeated: its own trait, or a global effect in play
    that holds every monster there (Steam Torment, itself included)."""
    if game.defn(monster).trait("must_be_defeated") is not None:
        return True
    if "global_must_be_defeated" not in game.card_traits:
        return False
    return any(d.trait("global_must_be_defeated") is not None for _, d in global_traits(game))


def global_traits(game: Game) -> list[tuple[int, CardDef]]:
    """Monsters whose Global effects are in play: everything in the dungeon hall, rank 0
    included (rulebook: Global Effects), except those whose globals work only from rank 0."""
    st = game.state
    out = []
    for slot in (*st.hall, st.rank0):
        for c in slot:
            d = game.defn(c)
            if not d.is_monster:
                continue
            if d.trait("global_only_in_rank0") is not None and st.loc.get(c) != "rank0":
                continue
            out.append((c, d))
    return out


def global_health_bonus(game: Game, monster: int) -> int:
    """Health every other monster gains from global effects in play (Death Sentinel in rank 0)."""
    if "global_health_bonus" not in game.card_traits:
        return 0
    return sum(int(t.param) for c, d in global_traits(game) if c != monster
               for t in d.traits if t.name == "global_health_bonus")
