"""Thunderstone Advance's three new kinds of monster and card text (rulebook: Fähigkeiten, Effekte;
Raubeffekte, Trophäeneffekte, Reaktionsfähigkeiten; docs/advance.md section 7):

- **Raid** (`when: raid`): a monster placed in the hall does it at once, each time it is placed
  again after leaving; the active player decides what it asks. Placing monsters at setup does not
  raid (layout.fill_hall_at_setup never calls `raid`), nor does looking at dungeon cards.
- **Trophy** (`when: {trophy: village|dungeon}`): a defeated monster in the hand does it in that step
  of the turn, needing no hero, in any order among the other abilities, and it is mandatory: the
  player cannot buy, level up, attack or end the step while a trophy without a cost is unused. A
  trophy with a cost (a card to give up) is used only if the player wants to (rulebook: some trophies
  need a condition met; who cannot or will not meet it does without).
- **React** (`when: {react: MOMENT}`): at the moment (`lost_battle`: a player has just lost a fight),
  each player holding such a card, from the active player's left round to the active player (who may
  use it too: Smuggler glossary), is asked whether to use it; the card is shown; once per turn per
  card. The question is an ordinary "option" prompt whose player is the reacting one.

Card files without these triggers (every Classic card) never reach this module's effects."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.cards import Step
from game.engine.rules import abilities

if TYPE_CHECKING:
    from game.engine.game import Game

USE, PASS = "use", "pass"


# --- Raid ---------------------------------------------------------------------------------------

def raid(game: Game, monsters: list[int]) -> None:
    """The Raid effects of monsters just placed in the hall, the first placed first; one with a
    condition (`if`) only while it holds, the hall already refilled (Blackflock Assassin)."""
    from game.engine.rules.abilities import unmet_condition

    for monster in reversed(monsters):
        for _, ab in reversed(game.defn(monster).abilities_for("raid")):
            if ab.condition and unmet_condition(game, monster, ab) is not None:
                continue
            game.push(ab.steps, game.state.active, monster, "raid")


# --- Trophy -------------------------------------------------------------------------------------

def why_not_trophy(game: Game, card: int, place: str, ab) -> str | None:  # noqa: ANN001  (an Ability)
    """Why a trophy cannot be used now (None: it can, as far as its own rules go)."""
    d = game.defn(card)
    if not d.is_monster:
        return f"{d.name} is not a Monster"
    if place not in ab.places:
        return f"this trophy of {d.name} works only in the {ab.places[0].capitalize()}"
    return None


def unused_trophies(game: Game) -> list[tuple[int, int]]:
    """The mandatory trophies (no cost) in the active hand that could be used now and were not."""
    out: list[tuple[int, int]] = []
    if not game.has_trophies:  # no card of the game has one (every Classic game)
        return out
    for c in game.hand():
        if "trophy" not in game.defn(c).triggers:
            continue
        for i, ab in enumerate(game.defn(c).abilities):
            if ab.trigger == "trophy" and not ab.cost and abilities.why_not_usable(game, c, i) is None:
                out.append((c, i))
    return out


def why_trophies_first(game: Game) -> str | None:
    """Buying, levelling up, attacking and ending the step wait for the mandatory trophies."""
    waiting = unused_trophies(game)
    if not waiting:
        return None
    return f"use the trophy of {game.name(waiting[0][0])} first (trophies are mandatory)"


# --- React --------------------------------------------------------------------------------------

def offer(game: Game, moment: str) -> None:
    """Ask each holder of a React ability for `moment` whether to use it: the active player's left
    neighbour first, the active player last. Pushed so the first asked is asked first."""
    if "react" not in game.card_triggers:  # no card of the game has one (every Classic game)
        return
    st = game.state
    order = game.players_from_left() + [st.active]
    frames = []
    for p in order:
        for c in st.players[p].hand:
            for i, ab in enumerate(game.defn(c).abilities):
                if ab.trigger == "react" and ab.moment == moment:
                    frames.append((p, c, i))
    for p, c, i in reversed(frames):
        game.push((Step("_react_offer", {"card": c, "index": i}),), p, c, "react")


def why_not_react(game: Game, player: int, card: int, index: int) -> str | None:
    from game.engine.effects import VERBS
    from game.engine.rules.abilities import unmet_condition

    st = game.state
    d = game.defn(card)
    ab = d.abilities[index]
    if st.loc.get(card) != f"p{player}.hand":
        return f"{d.name} is no longer in the hand"
    if (card, index) in st.turn.used:
        return "each React ability can be used once per turn"
    for step in ab.cost:
        v = VERBS[step.verb]
        if v.feasible is not None and not v.feasible(game, player, card, step.args, "react"):
            return f"the cost cannot be paid: {v.text(step.args)}"
    if ab.condition and unmet_condition(game, card, ab) is not None:
        return "its condition does not hold"
    return None


def use_react(game: Game, player: int, card: int, index: int) -> None:
    from game.engine.events import CardsRevealed

    ab = game.defn(card).abilities[index]
    game.emit(CardsRevealed(player, (card,)))  # a React card is shown to everyone
    from game.engine.rules.advance_hall import after_draw_steps

    steps = (Step("_use_ability", {"card": card, "index": index}),) + ab.cost + ab.steps + after_draw_steps(game)
    game.push(steps, player, card, "react")
