"""Engine events in plain words for the game log. Nothing private is named: a card drawn into a
hand is counted, not shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import events as ev

if TYPE_CHECKING:
    from game.engine.game import Game

QUIET_PROMPTS = {"pass_card", "pass_discard", "turn_in"}
PLACE_WORDS = {"village": "visits the Village", "dungeon": "enters the Dungeon", "rest": "rests"}


def disease_word(game: Game, plural: bool = False) -> str:
    """What this game calls a Disease card: a curse in Advance, whose Disease deck is its curses."""
    return ("Curse" if game.ruleset.CURSES else "Disease") + ("s" if plural else "")


def _who(game: Game, p: int) -> str:
    return game.state.players[p].name


def _owner(zone: str) -> int | None:
    if zone.startswith("p") and "." in zone and zone[1:zone.index(".")].isdigit():
        return int(zone[1:zone.index(".")])
    return None


def _pile(zone: str) -> str:
    head, _, rest = zone.partition(".")
    if head == "hall":
        return f"rank {rest}"
    if head == "stack":
        return "the Village"
    if head == "pile":
        return f"the {rest} pile"
    if head == "swarm":
        return f"the {rest.replace('_', ' ')} stack"
    return {"dungeon": "the dungeon deck", "rank0": "Rank 0", "destroyed": "the destroyed pile",
            "disease": "the Disease stack", "deck": "deck", "hand": "hand", "discard": "discard pile",
            "aside": "cards set aside"}.get(rest or head, zone)


# Lines a player back at the table wants in a "since your last turn" summary: what others chose,
# bought, levelled and fought, and what came into the hall; not the draws, discards and equipment.
HEADLINES = ("visits the Village", "enters the Dungeon", " rests.", " buys ", " becomes ", " attacks ",
             "Battle against", "is defeated", "Breach!", "enters the hall", "moves to Rank 0", "surfaces",
             "escapes to the village", "goes to the village pile", "gains a Disease", "is turned over", "The game is over")


def headlines(lines: list[str], most: int = 12) -> list[str]:
    """The lines worth a summary, the last `most` of them (turn headers only before such lines)."""
    picked: list[str] = []
    for line in lines:
        if line.startswith("— Turn"):
            if picked and picked[-1].startswith("— Turn"):
                picked.pop()  # a turn with nothing worth telling
            picked.append(line)
        elif any(h in line for h in HEADLINES):
            picked.append(line)
    if picked and picked[-1].startswith("— Turn"):
        picked.pop()
    return picked[-most:]


def describe(game: Game, events: list[ev.Event]) -> list[str]:
    """Lines for the events of one action (draws and discards counted per player)."""
    lines: list[str] = []
    counts: dict[tuple[str, int], int] = {}  # (draws | discards, player), in the order they began

    def flush() -> None:
        for (verb, p), n in counts.items():
            lines.append(f"{_who(game, p)} {verb} {n} card{'s' if n != 1 else ''}.")
        counts.clear()

    events = list(ev.unbatched(events))
    for i, e in enumerate(events):
        nxt = events[i + 1] if i + 1 < len(events) else None
        if isinstance(e, ev.ModeChanged) and e.key == "respites" and isinstance(nxt, ev.ModeChanged) \
                and nxt.key == "respite_taken":
            continue  # a respite used up, not earned: the next line says it
        if isinstance(e, ev.ModeChanged) and e.key == "respites" and i and lost_battle(events[i - 1]):
            flush()  # solo's lost_battle_holds_back: the hold is the loss's, not a respite a defeat earns
            lines.append("The monsters hold back at the end of this turn: a battle was lost.")
            continue
        if isinstance(e, ev.Moved) and e.reason == "draw" and _owner(e.dst) is not None:
            k = ("draws", _owner(e.dst))
            counts[k] = counts.get(k, 0) + 1
            continue
        if isinstance(e, ev.Moved) and e.reason == "discard" and e.src.endswith(".hand") and _owner(e.src) is not None:
            k = ("discards", _owner(e.src))
            counts[k] = counts.get(k, 0) + 1
            continue
        flush()
        line = describe_one(game, e)
        if line:
            lines.append(line)
    flush()
    return lines


def describe_one(game: Game, e: ev.Event) -> str | None:
    name = game.name
    match e:
        case ev.TurnStarted():
            return f"— Turn {e.number}: {_who(game, e.player)} —"
        case ev.TurnChoice():
            return f"{_who(game, e.player)} {PLACE_WORDS.get(e.choice, e.choice)}."
        case ev.Purchased():
            return f"{_who(game, e.player)} buys {name(e.card)} for {e.cost} gold."
        case ev.LeveledUp():
            return f"{_who(game, e.player)} spends {e.xp} XP: {name(e.old)} becomes {name(e.new)}."
        case ev.Equipped():
            return f"{name(e.hero)} takes up {name(e.weapon)}."
        case ev.Unequipped():
            return f"{name(e.hero)} puts down {name(e.weapon)}."
        case ev.AbilityUsed():
            return f"{name(e.card)}: ability used."
        case ev.MonsterAttacked():
            return f"{_who(game, e.player)} attacks {name(e.monster)} in rank {e.rank}."
        case ev.BattleResolved():
            verdict = "wins" if e.won else "loses"
            return f"Battle against {name(e.monster)}: {e.total} against {e.health} health, {verdict}."
        case ev.MonsterDefeated():
            return f"{name(e.monster)} is defeated!"
        case ev.XPChanged():
            if e.amount > 0:
                return f"{_who(game, e.player)} gains {e.amount} XP."
            return None
        case ev.BreachTriggered():
            return f"Breach! {name(e.monster)} reaches rank 1."
        case ev.HallShifted():
            return "The monsters in the hall move up." if e.moves else None
        case ev.RestDestroyed():
            return f"{_who(game, e.player)} destroys {name(e.card)} while resting."
        case ev.PromptOpened():
            if e.reason in QUIET_PROMPTS:
                return None  # what is chosen says it, without naming a card passed from hand to hand
            return f"{_who(game, e.player)}: {e.text}"
        case ev.ReactionRevealed():
            return f"{_who(game, e.player)} reveals {name(e.card)} and turns the effect back."
        case ev.Doomed():
            return f"{name(e.card)} is destroyed in the battle."
        case ev.GameEnded():
            return _game_over(game, e)
        case ev.AngerChanged():
            if e.angry:
                return f"{name(e.monster)} gets angry: provoked again, it escapes to the village."
            return f"{name(e.monster)} calms down."
        case ev.PartyXPChanged():
            if e.reason == "turn_in":
                return None  # the monster turned in says it
            if e.amount > 0:
                return f"{_who(game, e.player)} gains {e.amount} XP for the party's pool."
            return None
        case ev.ModeChanged():
            return _mode_changed(game, e)
        case ev.Created():
            p = _owner(e.dst)
            return f"{_who(game, p)} gains a Disease." if p is not None else None
        case ev.Moved():
            return _moved(game, e)
    return None


def _game_over(game: Game, e: ev.GameEnded) -> str:
    """Who won: the winners, or for solo and co-op the verdict against the dungeon with both totals."""
    v = e.verdict if isinstance(e.verdict, dict) else None
    if v is not None and "players_total" in v and "village_total" in v:
        unit = v.get("measure", "")
        party = unit == "XP" or v.get("mode") == "coop"
        ours = f"{'the party has' if party else 'you have'} {v['players_total']} {unit}".replace("  ", " ")
        theirs = f"the village pile {v['village_total']} {unit}".strip()
        if v.get("won"):
            head = "the party beats the village" if party else "you beat the village"
        else:
            head = "the village wins"
        line = f"The game is over: {head} ({ours}, {theirs})"
        need = v.get("top_heroes_needed")
        if need is not None:
            have = v.get("top_level_heroes", 0)
            line += f"; {have} of the {need} top-level heroes needed"
        return line + "."
    if not e.winners:
        return "The game is over: nobody wins."
    ws = " and ".join(_who(game, w) for w in e.winners)
    return f"The game is over: {ws} win{'s' if len(e.winners) == 1 else ''}."


def _mode_changed(game: Game, e: ev.ModeChanged) -> str | None:
    if e.key == "tokens" and isinstance(e.value, int) and game.state.turn_number:
        if e.value:
            return f"An XP token is taken off the dungeon deck: {e.value} left."
        return "The last XP token is taken off the dungeon deck: the monsters can get angry now."
    if e.key == "respite_taken":
        return "Respite: the monsters hold back this turn."
    if e.key == "respites" and e.value and game.state.turn_number and max(e.value) >= game.state.turn_number:
        turns = [t for t in e.value if t >= game.state.turn_number]
        if turns:
            return f"A respite is earned: the monsters will hold back at the end of turn {turns[-1]}."
    if e.key == "guardian_entered" and e.value:
        return "A Guardian is in the hall: from now on every monster enters angry."
    return None


def lost_battle(e: ev.Event) -> bool:
    """A monster that won its battle going to the village pile (solo and co-op; the advance's
    escape has another reason)."""
    return isinstance(e, ev.Moved) and e.reason == "retreat" and e.dst == "pile.village"


def _moved(game: Game, e: ev.Moved) -> str | None:
    n = game.name(e.card)
    src_p, dst_p = _owner(e.src), _owner(e.dst)
    r = e.reason
    if e.dst == "pile.village":
        if lost_battle(e):
            return f"{n} wins the battle and goes to the village pile!"
        return f"{n} escapes to the village pile!"
    if e.dst == "pile.party":
        return f"{_who(game, src_p) if src_p is not None else 'The party'} turns in {n}: +1 party XP."
    if r == "pass" and src_p is not None and dst_p is not None:
        return f"{_who(game, src_p)} passes a card to {_who(game, dst_p)}."
    if r == "pass_discard" and src_p is not None and dst_p is not None:
        return f"{_who(game, src_p)} discards {n} into {_who(game, dst_p)}'s discard pile."
    if r == "given" and src_p is not None and dst_p is not None:  # Advance: a defeated kobold handed on
        return f"{_who(game, src_p)} puts {n} into {_who(game, dst_p)}'s discard pile."
    if r in ("buy", "start", "reshuffle", "setup_bottom", "level_up", "return", "set_aside"):
        return None
    if r == "enter" or (e.dst.startswith("hall.") and e.src == "dungeon"):
        kind = game.defn(e.card).kind
        if kind == "thunderstone":
            return f"The {n} surfaces from the dungeon!"
        return f"{n} enters the hall at rank {e.dst[5:]}." if e.dst.startswith("hall.") else f"{n} is turned over."
    if r == "defeat" and dst_p is not None:
        return None  # MonsterDefeated says it
    if r == "disease" and dst_p is not None:
        if game.state.special_diseases and n != "Disease":  # drawn from the deck, face up in the discard pile
            return f"{_who(game, dst_p)} gains a Disease: {n}."
        return f"{_who(game, dst_p)} gains a Disease."
    if r == "stand_in":  # the Swarm, the Horde (game.engine.rules.swarm)
        return f"{n} is a stand-in: it leaves the game for the top card of its stack."
    if r == "swarm" and e.dst.startswith("hall."):
        return f"{n} (health {game.defn(e.card).health}) comes from its stack to rank {e.dst[5:]}."
    if r in ("destroy", "destroyed"):
        return f"{n} is destroyed."
    if dst_p is not None and e.dst.endswith(".discard") and src_p is None:
        return f"{_who(game, dst_p)} gains {n}."
    if r == "retreat" or (e.src.startswith("hall.") and e.dst == "dungeon"):
        return f"{n} goes back into the dungeon deck."
    if e.dst == "rank0":
        return f"{n} moves to Rank 0!"
    if r == "discard" and src_p is not None:
        return f"{_who(game, src_p)} discards {n}."
    if r == "back_to_hand" and dst_p is not None:  # Diin Illusionist
        return f"{n} goes back to {_who(game, dst_p)}'s hand."
    return None
