"""Verbs that move Diseases on to others: under the monsters of the hall (Sidhe Spirit), and the
passive that sends a Disease its owner would gain to another player (Sidhe Natural, Sidhe Druid).

Diseases under a monster are counted (GameState.diseases_under), not taken from the Disease stack:
with the ordinary stack, which never runs out, a Disease is a Disease. Each one adds 1 to the
monster's health while it is in the hall, and whoever attacks it gains them once the battle is over
(rules.procedures: diseases_under_target)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.registry import Ask, verb
from game.engine.events import DiseasesUnder
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game

PASSES_ON = "passes_diseases_on"


def _hall_monsters(game: Game) -> list[int]:
    """Every monster in the dungeon hall, Rank 0 included, rank 1 first."""
    st = game.state
    return [c for c in [c for slot in st.hall for c in slot] + list(st.rank0) if game.defn(c).is_monster]


@verb("place_diseases_under_monsters", {},
      text=lambda a: "put a Disease under each of any Monsters in the Hall: each adds 1 to its Health, and "
                     "whoever attacks it gains its Diseases once the battle is over")
def _place_diseases(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The player chooses any of the monsters (none too) and one Disease goes under each (Doomgate
    glossary: Sidhe Spirit: the active player chooses)."""
    options = _hall_monsters(game)
    if not options:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "disease_under",
                   "Choose any Monsters to put a Disease under (each gains 1 Health; whoever attacks it "
                   "gains its Diseases).", options, 0, len(options), frame.source)
    for m in answer:
        game.emit(DiseasesUnder(m, game.state.diseases_under.get(m, 0) + 1))
    return None


def passes_diseases_on(game: Game, player: int) -> bool:
    """The player gains Diseases on their own turn while revealing a card that passes them on
    (Doomgate glossary: Sidhe Natural/Druid: only on your own turn)."""
    st = game.state
    return player == st.active and any(PASSES_ON in game.defn(c).passives for c in st.players[player].hand)


def disease_receiver(game: Game, frame: Frame, answer: tuple | None) -> int | Ask:
    """Who gains the next Disease the frame's player would gain: the player, or, if they pass it
    on, another player of their choice (the only other one, without asking). Alone at the table,
    there is nobody to pass it to."""
    p = frame.player
    if not passes_diseases_on(game, p):
        return p
    others = game.players_from_left(p)
    if not others:
        return p
    if len(others) == 1:
        return others[0]
    if answer is None:
        return Ask(p, "option", "opponent", "Choose the player whose discard pile the Disease goes to.",
                   others, 1, 1, frame.source)
    return int(answer[0])
