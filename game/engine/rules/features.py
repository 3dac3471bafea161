"""Dungeon features: traps and treasures (rulebook: Trap Cards, Treasure Cards, the Treasure trait).

Traps. A trap turned over while the hall refills springs at once, before any breach effect: its
`trap` abilities resolve (steps written directly hit the active player who revealed it; the player
verbs `all_players`, `each_other_player` and `reveal_in_turn_until` reach the others), then it is
destroyed and the refill goes on; a trap turned over then springs in turn, until only monsters and
Thunderstones show. A player holding a card that escapes traps (Highwayman, passive `avoids_traps`)
reveals it and is spared by that trap. During setup traps and treasures go to the bottom of the
deck instead (layout.fill_hall_at_setup).

Treasures. A treasure turned over goes in front of the active player (their set-aside zone, not the
discard pile) and the next card is turned over. From a later turn on, its owner may use it: its
village and dungeon abilities work from there, its triggers fire when its owner defeats a monster
(`you_defeat_monster`) or anyone does (`anyone_defeats_monster`), and a card with the passive
`prevents_battle_effect` (Ruby Dragon) is offered, each time a monster's battle effect is about to
reach its owner, to be destroyed so that the effect passes them by. Cards set aside under a
treasure (state.under) stay with it; with `returns_to_deck_at_game_end` (Sapphire Dragon) the
treasure and what lies under it go back into the deck when the game ends. A treasure is a card its
owner owns: it counts for scoring (with its own VP, 0 for the Figurines).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.cards import Step
from game.engine.events import BattleEffectWarded, Moved, TrapAvoided, TrapSprung, TreasureFound

if TYPE_CHECKING:
    from game.engine.effects import Ask
    from game.engine.game import Game
    from game.engine.state import Frame

# player verbs: steps that choose for themselves which players they reach (and skip spared ones);
# the value says whether the active player is among them
PLAYER_VERBS = {"all_players": True, "each_other_player": False, "reveal_in_turn_until": True}


# --- traps --------------------------------------------------------------------------------------


def spring_trap(game: Game, trap: int, rank: int) -> None:
    """Turn the trap over into the rank the refill was filling, resolve it, destroy it, and go on
    refilling the hall. Runs on the effect stack, so a trap may ask players to choose."""
    st = game.state
    active = st.active
    game.move(trap, f"hall.{rank}", "trap")
    game.emit(TrapSprung(trap, active))
    spared = []
    for p in [active] + game.players_from_left(active):
        escape = next((c for c in st.players[p].hand if "avoids_traps" in game.defn(c).passives
                       and c not in st.turn.doomed), None)
        if escape is not None:
            game.emit(TrapAvoided(p, escape, trap))
            spared.append(p)
    game.push((Step("_call", {"name": "finish_trap"}), Step("_call", {"name": "refill_hall"})), active, trap, "trap")
    from game.engine.rules.abilities import unmet_condition

    for _, ab in reversed(game.defn(trap).abilities_for("trap")):
        if unmet_condition(game, trap, ab) is not None:
            continue
        steps = aimed_steps(ab.steps, spared, active)
        if steps:
            game.push(steps, active, trap, "trap", spared=list(spared))


def finish_trap(game: Game, trap: int | None) -> None:
    """A trap is destroyed once it has resolved (rulebook: Trap Cards)."""
    if trap is not None and game.state.loc.get(trap, "").startswith("hall."):
        game.destroy(trap, "trap")


def aimed_steps(steps: tuple[Step, ...], spared: list[int], active: int) -> tuple[Step, ...]:
    """The steps that still apply when some players are spared: the steps written directly hit the
    active player, so they go if the active player is spared; player verbs stay (they skip the
    spared players themselves)."""
    if active not in spared:
        return tuple(steps)
    return tuple(s for s in steps if s.verb in PLAYER_VERBS)


def aimed_players(game: Game, steps: tuple[Step, ...]) -> list[int]:
    """The players an effect reaches, in turn order from the active player."""
    active = game.state.active
    others = game.players_from_left(active)
    aimed: set[int] = set()
    for s in steps:
        if s.verb in PLAYER_VERBS:
            aimed.update(others)
            if PLAYER_VERBS[s.verb]:
                aimed.add(active)
        else:
            aimed.add(active)
    return [p for p in [active] + others if p in aimed]


# --- treasures ----------------------------------------------------------------------------------


def find_treasure(game: Game, treasure: int) -> None:
    """The active player sets the treasure aside in front of them (rulebook: Treasure trait)."""
    p = game.state.active
    game.move(treasure, f"p{p}.aside", "treasure", "bottom")
    game.emit(TreasureFound(p, treasure))


def treasures(game: Game, player: int) -> list[int]:
    """The player's treasures they may use now: set aside in front of them, found before this turn."""
    st = game.state
    return [c for c in st.players[player].aside
            if game.defn(c).kind == "treasure" and c not in st.turn.found]


def held_traps(game: Game, player: int) -> list[int]:
    """Traps set aside in front of the player with a card under them (The Cage), whose triggers
    wait for a monster's defeat like a treasure's."""
    return [c for c in game.state.players[player].aside if game.defn(c).kind == "trap"]


def wards(game: Game, player: int) -> list[int]:
    """The player's treasures that can keep a battle effect from affecting them (Ruby Dragon)."""
    return [c for c in treasures(game, player) if "prevents_battle_effect" in game.defn(c).passives]


def battle_effect(game: Game, frame: Frame, steps: tuple[Step, ...], answer: tuple | None) -> Ask | None:
    """One battle effect of the attacked monster: each player it reaches who holds a ward (Ruby
    Dragon) is asked, in turn order, whether to destroy it so that the effect passes them by; then
    the effect resolves for the others."""
    from game.engine.effects import Ask, steps_text

    st = game.state
    w = frame.vars.get("ward")
    if w is None:
        w = frame.vars["ward"] = {"ask": [p for p in aimed_players(game, steps) if wards(game, p)], "spared": []}
    elif answer is not None:
        p = w["ask"].pop(0)
        if answer:
            game.emit(BattleEffectWarded(p, answer[0], frame.source))
            game.destroy(answer[0], "ward")
            w["spared"].append(p)
    while w["ask"]:
        p = w["ask"][0]
        options = wards(game, p)
        if not options:
            w["ask"].pop(0)
            continue
        what = game.name(frame.source) if frame.source is not None else "the monster"
        return Ask(p, "cards", "ward",
                   f"{what}'s Battle effect ({steps_text(steps, lower=True, when='battle')}) is about to affect "
                   f"you. Choose a card to destroy so that it passes you by, or none.",
                   options, 0, 1, frame.source)
    spared = w["spared"]
    del frame.vars["ward"]
    run = aimed_steps(steps, spared, st.active)
    if run:
        game.push(run, frame.player, frame.source, frame.context, spared=list(spared))
    return None


def fire_defeat_triggers(game: Game, monster: int) -> None:
    """A monster was defeated: the victor's treasures with `you_defeat_monster` and every player's
    with `anyone_defeats_monster` (traps held in front of them too: The Cage) whose conditions hold
    fire, in turn order from the victor."""
    from game.engine.rules.abilities import unmet_condition

    st = game.state
    active = st.active
    pushes = []
    for p in [active] + game.players_from_left(active):
        triggers = ("you_defeat_monster", "anyone_defeats_monster") if p == active else ("anyone_defeats_monster",)
        for c in treasures(game, p) + held_traps(game, p):
            for ab in game.defn(c).abilities:
                if ab.trigger in triggers and unmet_condition(game, c, ab) is None:
                    pushes.append((p, c, ab))
    for p, c, ab in reversed(pushes):
        # after the battle, like spoils: cards used this turn cannot be picked (README: Rules notes)
        game.push(ab.steps, p, c, "spoils" if p == active else "effect", defeated=monster)


def end_of_game(game: Game) -> None:
    """Treasures that go back into the deck at the end of the game (Sapphire Dragon) do so, with the
    cards under them."""
    st = game.state
    for p, pl in enumerate(st.players):
        for c in list(pl.aside):
            if game.defn(c).kind == "treasure" and "returns_to_deck_at_game_end" in game.defn(c).passives:
                for u in list(st.under.get(c, [])):
                    game.emit(Moved(u, st.loc[u], f"p{p}.deck", "return", "bottom"))
                game.emit(Moved(c, st.loc[c], f"p{p}.deck", "return", "bottom"))
