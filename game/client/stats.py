"""Numbers for the Results screen, read from a game's event log (no pygame here).

    points = vp_by_turn(game)     # [(turn, [vp of each player]), ...] at the end of every turn

The log is folded from the game's first state (game.engine.undo works the same way); at each new
turn the victory points every player would score then are counted with the scoring rules."""

from __future__ import annotations

from typing import Any

from game.engine import events as ev
from game.engine.applying import apply_event
from game.engine.rules import scoring


def vp_by_turn(game: Any) -> list[tuple[int, list[int]]]:
    """Each player's victory points after each turn (turn number, points), and at the end."""
    return by_turn(game, lambda g: [scoring.score(g, p) for p in range(len(g.state.players))])


def standing_by_turn(game: Any) -> list[tuple[int, list[int]]]:
    """Solo and co-op: the player's VP (or the party's XP) and the village pile's after each turn."""
    from game.client.modeview import standing

    return by_turn(game, lambda g: list(standing(g)))


def by_turn(game: Any, measure: Any) -> list[tuple[int, list[int]]]:
    """`measure(game)` after each turn (turn number, values), and at the end."""
    from game.engine.game import Game

    shell = Game(game.catalog, game.initial.clone(), game.mode, game.setup, game.seed)
    st = shell.state
    out: list[tuple[int, list[int]]] = []
    for e in game.log:
        if isinstance(e, ev.TurnStarted) and st.turn_number:
            out.append((st.turn_number, measure(shell)))
        apply_event(st, e)
    final = measure(shell)
    if not out or out[-1] != (st.turn_number, final):
        out.append((st.turn_number, final))
    # one point per turn: a turn counted twice (a scenario's start) keeps its latest score
    dedup: dict[int, list[int]] = {}
    for turn, vps in out:
        dedup[turn] = vps
    return sorted(dedup.items())


def _label(key: Any) -> str:
    return str(key).replace("_", " ").capitalize()


EXTRA_LABELS = {"monsters_xp": "monsters in the players' cards", "party_xp": "party XP pool",
                "turned_in_xp": "monsters turned in"}


def verdict(result: dict[str, Any] | None) -> tuple[str | None, list[tuple[str, Any]]]:
    """A solo or co-op game's verdict (a headline) and the totals it compares, when the result
    holds them; (None, []) for a competitive game.

    game.engine.modes writes {"won", "measure" (VP or XP), "players_total", "village_total", ...};
    a plain text verdict and a "totals" mapping or list of pairs are read too."""
    result = result or {}
    v = result.get("verdict")
    if isinstance(v, dict) and "players_total" in v and "village_total" in v:
        unit = f" {v['measure']}" if isinstance(v.get("measure"), str) else ""
        party = v.get("measure") == "XP" or v.get("mode") in ("coop", "united_we_stand")
        heroes, need = v.get("top_level_heroes"), v.get("top_heroes_needed")
        short = isinstance(need, int) and isinstance(heroes, int) and heroes < need
        if party:
            headline = "The party beats the village!" if v.get("won") else "The village beats the party"
        elif not v.get("won") and short and v["players_total"] > v["village_total"]:
            headline = f"More VP than the village, but only {heroes} of {need} top-level heroes"
        else:
            headline = "You beat the village!" if v.get("won") else "The village wins"
        rows = [("The party's total" if party else "Your total", f"{v['players_total']}{unit}"),
                ("The village's total", f"{v['village_total']}{unit}")]
        rows += [(EXTRA_LABELS[k], f"{x}{unit}") for k, x in v.items() if k in EXTRA_LABELS]
        if isinstance(need, int) and isinstance(heroes, int):
            rows.append(("top-level heroes", f"{heroes} of {need}"))
        return headline, rows
    totals: Any = result.get("totals")
    text: str | None = None
    if isinstance(v, dict):
        for k in ("text", "summary", "outcome", "verdict", "result", "title"):
            if isinstance(v.get(k), str):
                text = v[k]
                break
        if text is None and isinstance(v.get("won"), bool):
            text = "You beat the village!" if v["won"] else "The village wins"
        if totals is None:
            totals = v.get("totals")
        if totals is None:
            totals = {k: x for k, x in v.items() if isinstance(x, int | float) and not isinstance(x, bool)}
    elif v is not None:
        text = str(v)
    rows: list[tuple[str, Any]] = []
    if isinstance(totals, dict):
        rows = [(_label(k), x) for k, x in totals.items()]
    elif isinstance(totals, list | tuple):
        rows = [(_label(t[0]), t[1]) for t in totals if isinstance(t, list | tuple) and len(t) == 2]
    return text, rows
