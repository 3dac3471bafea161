"""The turn (rulebook: Playing the Game, End of Turn, Your Party Deck).

A turn is Village, Dungeon or Rest (Advance adds Prepare: game.engine.rules.prepare). Ending it runs, in order: shift and refill the hall, breach
effects, end-of-turn card effects (Skullbreaker), saving a Hero the battle destroyed (Border Guard),
removing cards destroyed in battle, discarding everything and drawing 6 (more after a Burnt
Offering), the mode's end of turn, and then either the end of the game or the next player's turn: the same player's again when
they earned another turn (state.extra_turns; Ulbrick's Gauntlets)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.cards import Step
from game.engine.events import ExtraTurnTaken, TurnChoice, TurnEnded, TurnStarted
from game.engine.rules import abilities, advance_triggers, dungeon, familiars

if TYPE_CHECKING:
    from game.engine.game import Game

HAND_SIZE = 6

END_OF_TURN = tuple(Step("_call", {"name": n}) for n in (
    "after_village_visit",  # Advance: the Magma Wyrm moves forward (rules.advance_hall)
    "return_borrowed", "refill_hall", "breaches", "end_of_turn_triggers", "save_heroes", "battle_cleanup",
    "familiars_end_of_turn", "discard_and_draw", "mode_end_of_turn", "next_turn"))


def why_not_visit(game: Game, place: str) -> str | None:
    t = game.state.turn
    if t.choice is not None:
        return f"you already chose to {t.choice} this turn"
    if place not in game.ruleset.turn_choices:  # Advance adds Prepare (game.engine.rulesets)
        return f"unknown choice {place!r}"
    if place == "dungeon":
        if not dungeon.attackable_monsters(game):
            return "there is no monster in the hall to attack"
    return game.ruleset.why_not_visit(game, place) or game.mode.why_not_visit(game, place)


# cards in hand whose effect must be revealed and played on entering the dungeon or visiting the
# village (the special Diseases: Doomgate Legion rulebook, Disease Deck)
ON_VISIT = {"dungeon": "entering_dungeon", "village": "visiting_village"}


def visit(game: Game, place: str) -> None:
    game.emit(TurnChoice(game.state.active, place))
    game.ruleset.visited(game, place)  # Advance's Prepare asks which cards go back on the deck
    game.mode.visited(game, place)
    if place in ON_VISIT:
        abilities.fire_triggers(game, ON_VISIT[place], place, doomed_too=False)


def why_not_end(game: Game) -> str | None:
    t = game.state.turn
    if t.choice is None:
        return "choose " + ", ".join(c.capitalize() for c in game.ruleset.turn_choices[:-1]) + \
            f" or {game.ruleset.turn_choices[-1].capitalize()} first"
    if (t.choice, t.step) in (("village", "effects"), ("dungeon", "prepare")):
        reason = advance_triggers.why_trophies_first(game)  # Advance: mandatory trophies are used before the step ends
        if reason is not None:
            return reason
    if t.choice == "dungeon" and t.step == "prepare":
        # you must attack once in the dungeon, unless every monster refuses the attack
        if any(dungeon.why_not_attack(game, m) is None for m in dungeon.attackable_monsters(game)):
            return "attack a monster before ending the turn"
    return None


def end_turn(game: Game, by_player: bool = False) -> None:
    # a mode's own steps come first, while the hand is still there (co-op: passing cards after a rest)
    game.push(tuple(game.mode.turn_ending_steps(game)) + END_OF_TURN, game.state.active, None, "end_of_turn")
    if by_player and refused_fight(game):
        # Advance (Merkmale: cannot be fought unless): a player in the dungeon who could fight no
        # monster ends the turn, and that counts as a failed attack: React cards answer it as a lost
        # fight, before the turn's end (pushed last, so asked first)
        from game.engine.rules import advance_triggers

        advance_triggers.offer(game, "lost_battle")


def refused_fight(game: Game) -> bool:
    """The player ends a dungeon turn without a battle because no monster can be fought (they all
    refuse: why_not_end lets the turn end only then)."""
    t = game.state.turn
    return t.choice == "dungeon" and t.step == "prepare" and t.target is None


def discard_and_draw(game: Game) -> None:
    st = game.state
    p = st.active
    pl = st.players[p]
    if not st.turn.next_hand:
        game.move_cards(list(pl.hand), f"p{p}.discard", "discard")
    for c in list(pl.hand):
        if c in st.turn.next_hand:
            game.move(c, f"p{p}.aside", "set_aside")
        else:
            game.move(c, f"p{p}.discard", "discard")
    # effects may enlarge the new hand (Burnt Offering)
    game.draw(p, HAND_SIZE + sum(m.amount for m in st.turn.modifiers if m.stat == "hand_size"))
    for c in st.turn.next_hand:
        if st.loc.get(c) == f"p{p}.aside":
            game.move(c, f"p{p}.hand", "return", "bottom")
    game.emit(TurnEnded(p))


def start_next_turn(game: Game) -> None:
    st = game.state
    if st.active in st.extra_turns:
        # another turn for the same player (Ulbrick's Gauntlets): the round does not move on, so
        # the end of the round comes after the extra turn of its last player
        game.emit(ExtraTurnTaken(st.active))
        game.emit(TurnStarted(st.active, st.turn_number + 1))
        start_of_turn(game)
        return
    nxt = (st.active + 1) % len(st.players)
    if nxt == st.mode_data.get("first_player", 0):
        game.mode.end_of_round(game)
        if st.over:
            return
    game.emit(TurnStarted(nxt, st.turn_number + 1))
    start_of_turn(game)


def start_of_turn(game: Game) -> None:
    """What happens as a turn starts, before the player chooses: the lasting effects of Guardians in
    Rank 0, which every player meets on their own turn (rulebook: Guardian Cards; Unholy Guardian).
    They run on the effect stack, after the step that started the turn."""
    st = game.state
    if st.piles.get("familiars") is not None:  # Advance: a familiar drawn may be laid out (rules.familiars)
        familiars.start_of_turn(game)
    for monster in reversed(list(st.rank0)):
        for _, ab in reversed(game.defn(monster).abilities_for("start_of_turn_in_rank0")):
            game.push(ab.steps, st.active, monster, "global")
