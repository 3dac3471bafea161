"""A save as a readable list of actions (`thunderstone replay FILE`), and its verification
(`thunderstone replay FILE --verify`, see savegame.verify_replay).

The listing does not replay the game: card names come from the game's start and from the Created
events in the records, turns from the TurnStarted events, the prompts answered from PromptOpened.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from game.engine.actions import (
    Attack,
    Buy,
    Choose,
    DestroyCard,
    Equip,
    LevelUp,
    Unequip,
    UseAbility,
    parse_action,
)
from game.saves.savegame import open_save

if TYPE_CHECKING:
    from game.engine.cards import Catalog


def describe_save(path: str | os.PathLike[str], catalog: Catalog) -> list[str]:
    """The save as lines of text: a summary, then each action by number, player and card names.
    Raises SaveError when the file cannot be read or its start cannot be built."""
    save, game = open_save(path, catalog, checked=False)
    keys = dict(enumerate(game.state.cards))  # card id -> definition key
    players = [p.name for p in game.state.players]

    def card(cid: int) -> str:
        if keys.get(cid) in catalog.cards:
            return f"{catalog.cards[keys[cid]].name} [{cid}]"
        return f"card {cid}"

    def group(key: str) -> str:
        g = catalog.groups.get(key)
        return g.name if g is not None else key

    def who(p: Any) -> str:
        return players[p] if isinstance(p, int) and 0 <= p < len(players) else f"player {p}"

    start = save.start
    if "setup" in start:
        setup = start["setup"]
        origin = (f"seed {start['seed']}; monsters {', '.join(map(group, setup.get('monsters') or []))}; "
                  f"heroes {', '.join(map(group, setup.get('heroes') or []))}")
    else:
        origin = "started from a scenario"
    lines = [
        f"{save.path.name}: {', '.join(players)}; {origin}",
        f"saved by version {save.header['engine_version']} on {save.header.get('created', '?')}; "
        f"{len(save.records)} actions" + ("; a half-written last action was left out" if save.torn_tail else ""),
        f"Turn {game.state.turn_number}: {who(game.state.active)}",
    ]
    prompt: dict[str, Any] | None = None
    if game.state.prompt is not None:
        prompt = {"text": game.state.prompt.text, "kind": game.state.prompt.kind}
    for rec in save.records:
        lines.append(f"{rec['n']:5}. {who(rec['player'])}: {_action_text(rec['action'], card, group, prompt)}")
        prompt = None
        for e in rec["events"]:
            kind = e.get("type")
            if kind == "Created" and isinstance(e.get("card"), int):
                keys[e["card"]] = str(e.get("key"))
            elif kind == "PromptOpened":
                prompt = e
            elif kind == "PromptAnswered":
                prompt = None
            elif kind == "TurnStarted":
                lines.append(f"Turn {e.get('number')}: {who(e.get('player'))}")
            elif kind == "GameEnded":
                scores = e.get("scores") or {}
                shown = ", ".join(f"{who(int(p))} {vp}" for p, vp in scores.items() if str(p).isdigit())
                winners = ", ".join(who(w) for w in e.get("winners") or [])
                lines.append(f"Game over: {shown}; won by {winners}")
    return lines


def _action_text(text: str, card: Any, group: Any, prompt: dict[str, Any] | None) -> str:
    try:
        a = parse_action(text)
    except ValueError:
        return text if len(text) <= 80 else text[:77] + "..."
    if isinstance(a, UseAbility):
        return f"use {card(a.card)}, ability {a.index}"
    if isinstance(a, Buy):
        return f"buy {group(a.group)}"
    if isinstance(a, LevelUp):
        return f"level up {card(a.card)}" + (f" into {group(a.into)}" if a.into else "")
    if isinstance(a, Equip):
        return f"equip {card(a.weapon)} to {card(a.hero)}"
    if isinstance(a, Unequip):
        return f"unequip {card(a.weapon)}"
    if isinstance(a, Attack):
        return f"attack {card(a.monster)}"
    if isinstance(a, DestroyCard):
        return f"destroy {card(a.card)}"
    if isinstance(a, Choose) and prompt:
        shown = text
        if not a.values:
            shown = "choose nothing"
        elif prompt.get("kind") in ("cards", "order") and all(isinstance(v, int) for v in a.values):
            shown = "choose " + ", ".join(card(v) for v in a.values)
        return f"{shown} (answering: {prompt.get('text')})"
    return text
