"""Thunderstone Advance's familiars (Towers of Ruin rulebook: Vertraute; Varianten: Wahl des
Vertrauten; docs/advance.md section 12). The mechanism only: the card data has no familiar yet (the
sources name 4 of the 7 and give none of their abilities), so an Advance game has a familiar deck
only when the card data holds cards of kind `familiar` (the tests bring synthetic ones).

- At setup the familiars are shuffled face down into the pile `pile.familiars`.
- Once per game, after defeating a monster (a special Spoils, offered before the player's own
  Spoils), a player who has never had one may take the top familiar; each player has at most one.
  With the ruleset option `familiar_choice` (the variant Choice of Familiar) the top two are
  turned over, the player keeps one and the other is shuffled back.
- A familiar lies face up in front of its owner (`p{n}.aside`), outside the hand: the new hand
  is 6 cards as always. Its abilities are used from there (or from the hand: a familiar counts as
  a hand card), each needing the owner to hold at least its XP (condition `xp_at_least`, nothing
  spent); one or more of them in a turn.
- At the end of a turn in which one of its abilities was used it goes to the discard pile. Drawn
  again, it may be laid out at the start of its owner's turn, and no card is drawn to replace it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.cards import Step
from game.engine.events import ModeChanged

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.effects import Ask
    from game.engine.effects.registry import Procedure
    from game.engine.game import Game
    from game.engine.state import Frame

KIND = "familiar"
PILE = "familiars"  # the face-down familiar deck: zone pile.familiars
CLAIMED = "familiars_claimed"  # mode_data: the players who have taken their familiar (once a game)
CHOICE_OPTION = "familiar_choice"  # the ruleset option of the variant Choice of Familiar
CLAIM, PASS = "claim", "pass"
LAY_OUT, KEEP = "lay_out", "keep"


def deck_keys(catalog: Catalog) -> list[str]:
    """The familiar deck (one key per copy, in file order): every card of kind `familiar`."""
    return [k for k, d in catalog.cards.items() if d.kind == KIND for _ in range(d.count)]


def claimed(game: Game) -> tuple[int, ...]:
    return tuple(game.state.mode_data.get(CLAIMED, ()))


def may_claim(game: Game, player: int) -> bool:
    """A familiar is left, and the player has never taken one."""
    return bool(game.state.piles.get(PILE)) and player not in claimed(game)


def laid_out(game: Game, player: int) -> list[int]:
    return [c for c in game.state.players[player].aside if game.defn(c).kind == KIND]


def _offer(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    """After a won battle: the once-a-game claim of the top familiar (or, with Choice of Familiar,
    of one of the top two)."""
    from game.engine.effects import Ask

    st = game.state
    p = st.active
    if not st.turn.battle_won or not may_claim(game, p):
        return None
    deck = st.piles[PILE]
    if answer is None:
        return Ask(p, "option", "familiar", "You defeated a Monster: take a familiar (once a game)?",
                   [CLAIM, PASS], 1, 1, None)
    if answer[0] != CLAIM:
        return None
    game.emit(ModeChanged(CLAIMED, claimed(game) + (p,)))
    if game.ruleset.options.get(CHOICE_OPTION) and len(deck) > 1:
        game.push((Step("_call", {"name": "choose_familiar"}),), p, None, "spoils")
        return None
    game.move(deck[0], f"p{p}.aside", "familiar")
    return None


def _choose(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    """Choice of Familiar: the top two are shown to the player, who keeps one; the other is
    shuffled back into the familiar deck."""
    from game.engine.effects import Ask
    from game.engine.events import CardsRevealed

    p = frame.player
    deck = game.state.piles[PILE]
    if answer is None:
        game.emit(CardsRevealed(p, tuple(deck[:2])))
        return Ask(p, "cards", "familiar", "Keep one of these familiars; the other goes back into the deck.",
                   list(deck[:2]), 1, 1, None)
    game.move(answer[0], f"p{p}.aside", "familiar")
    game.shuffle(f"pile.{PILE}")
    return None


def _end_of_turn(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    """A laid-out familiar whose ability was used this turn goes to its owner's discard pile."""
    st = game.state
    used = {c for c, _ in st.turn.used}
    for c in laid_out(game, st.active):
        if c in used:
            game.move(c, f"p{st.active}.discard", "discard")
    return None


def start_of_turn(game: Game) -> None:
    """A familiar drawn into the hand may be laid out again as the turn starts (asked per card)."""
    st = game.state
    for c in reversed([c for c in st.players[st.active].hand if game.defn(c).kind == KIND]):
        game.push((Step("_call", {"name": "lay_out_familiar"}),), st.active, c, "start_of_turn")


def _lay_out(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    from game.engine.effects import Ask

    st = game.state
    c = frame.source
    if c is None or st.loc.get(c) != f"p{st.active}.hand":
        return None
    if answer is None:
        return Ask(st.active, "option", "lay_out_familiar",
                   f"Lay {game.name(c)} out in front of you? (No card is drawn to replace it.)",
                   [LAY_OUT, KEEP], 1, 1, c)
    if answer[0] == LAY_OUT:
        game.move(c, f"p{st.active}.aside", "familiar")
    return None


PROCEDURES: dict[str, Procedure] = {"offer_familiar": _offer, "choose_familiar": _choose, "familiars_end_of_turn": _end_of_turn,
              "lay_out_familiar": _lay_out}
