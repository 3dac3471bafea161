"""The mode's options before a new game (scenes/newgame.py opens it): each option with what it does,
its value in words (click to change, numbers with - and +) and, beside a changed one, the value the
level gives it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client import theme as T
from game.client.scene import Scene
from game.client.widgets import Button, Buttons, blit_text, blit_wrapped, panel

if TYPE_CHECKING:
    from game.client.scenes.newgame import NewGameScene


def mode_class(ruleset: str, name: str):
    """The engine's class of a mode as the ruleset plays it (its options and levels)."""
    from game.engine.modes import modes_for

    return modes_for(ruleset).get(name)


VALUE_WORDS = {  # option values in words (the rest: yes/no, none, the value itself)
    ("respite_turn", "next"): "the next turn's", ("respite_turn", "same"): "the same turn's",
    ("anger_when", "choice"): "when choosing", ("anger_when", "end_of_turn"): "at the end of the turn",
    ("respite_min_xp", None): "never", ("respite_min_xp", 0): "any monster",
}


def option_text(name: str, value: object) -> str:
    """An option's value in words: yes/no, 'never', 'the next turn's'..."""
    if (name, value) in VALUE_WORDS and not isinstance(value, bool):
        return VALUE_WORDS[(name, value)]
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if name == "respite_min_xp" and isinstance(value, int):
        return f"{value} XP or more"
    return str(value).replace("_", " ")


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


class OptionsScene(Scene):
    """The mode's options, each with what it does, its value (click to change; numbers with – and
    +) and the level's value beside a changed one."""

    opaque = False
    modal = True

    def __init__(self, app, owner: NewGameScene) -> None:
        super().__init__(app)
        self.owner = owner
        self.buttons = Buttons()
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.rows: list[tuple[object, pygame.Rect]] = []

    def enter(self) -> None:
        self.resize(self.app.size)

    def resume(self) -> None:
        self.resize(self.app.size)

    def _spec(self, name: str):
        return next(o for o in mode_class(self.owner.ruleset, self.owner.mode.name).OPTIONS if o.name == name)

    def _level_values(self) -> dict:
        lv = self.owner.level
        return mode_class(self.owner.ruleset, self.owner.mode.name).resolve_options({"level": lv} if lv else {})

    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        s = th.s
        w, h = size
        mode = self.owner.mode
        opts = list(mode.options)
        row_h = s(64)
        self.rect = pygame.Rect(0, 0, min(w - s(40), s(900)), min(h - s(30), s(100) + row_h * len(opts) + s(70)))
        self.rect.center = (w // 2, h // 2)
        self.buttons.clear()
        self.rows = []
        values = self.owner.option_values()
        y = self.rect.y + s(86)
        ctrl_w = s(250)
        for o in opts:
            row = pygame.Rect(self.rect.x + s(20), y, self.rect.w - s(40), row_h - s(8))
            self.rows.append((o, row))
            cx = row.right - ctrl_w
            value = values.get(o.name, o.default)
            style = "toggle_on" if o.name in self.owner.overrides else "normal"
            if o.choices:
                self.buttons.add(Button(pygame.Rect(cx, row.y + s(6), ctrl_w, s(34)), cap(option_text(o.name, value)),
                                        lambda o=o, v=value: self.cycle(o, v), style=style, size=14, key=f"opt:{o.name}",
                                        tooltip="click for the next value"))
            else:
                spec = self._spec(o.name)
                low = spec.minimum if spec.minimum is not None else 0
                nullable = isinstance(spec.kind, tuple) and type(None) in spec.kind
                can_down = value is not None and (value > low or nullable)
                self.buttons.add(Button(pygame.Rect(cx, row.y + s(6), s(40), s(34)), "–",
                                        lambda o=o, v=value: self.step(o, v, -1), can_down,
                                        "this is the lowest value", key=f"opt:{o.name}:-"))
                self.buttons.add(Button(pygame.Rect(cx + ctrl_w - s(40), row.y + s(6), s(40), s(34)), "+",
                                        lambda o=o, v=value: self.step(o, v, +1), value is None or value < 99,
                                        "this is the highest value", key=f"opt:{o.name}:+"))
            y += row_h
        bw = s(260)
        by = self.rect.bottom - s(56)
        self.buttons.add(Button(pygame.Rect(self.rect.centerx - bw - s(10), by, bw, s(40)),
                                "Back to the level's values" if mode.levels else "Back to the usual values",
                                self.owner.reset_options_here(self), bool(self.owner.overrides),
                                "nothing is changed", "quiet", size=15, key="reset"))
        self.buttons.add(Button(pygame.Rect(self.rect.centerx + s(10), by, bw, s(40)), "Done", self.close,
                                style="primary", size=16, key="done"))

    def cycle(self, o, value) -> None:
        k = next((i for i, c in enumerate(o.choices) if c == value and type(c) is type(value)), -1)
        self.owner.set_option(o.name, o.choices[(k + 1) % len(o.choices)])
        self.resize(self.app.size)

    def step(self, o, value, d: int) -> None:
        spec = self._spec(o.name)
        low = spec.minimum if spec.minimum is not None else 0
        nullable = isinstance(spec.kind, tuple) and type(None) in spec.kind
        if value is None:
            new = low if d > 0 else None
        elif value + d < low:
            new = None if nullable else low
        else:
            new = value + d
        self.owner.set_option(o.name, new)
        self.resize(self.app.size)

    def close(self) -> None:
        self.app.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.buttons.click(event.pos, self.app.toast)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.TEXTINPUT)

    def draw(self, surface: pygame.Surface) -> None:
        from game.client.widgets import shade

        th = T.Theme(surface.get_size())
        s = th.s
        shade(surface, 150)
        panel(surface, self.rect, (30, 32, 44), (120, 130, 170), radius=s(12))
        mode = self.owner.mode
        level = next((lv.label for lv in mode.levels if lv.value == self.owner.level), None)
        blit_text(surface, f"{mode.label}: options", s(24), (self.rect.x + s(20), self.rect.y + s(16)), T.HILITE,
                  bold=True, max_width=self.rect.w - s(40))
        sub = f"Level {level}: its values are shown; a changed value is marked and its level value given." if level \
            else "The usual values are shown; a changed one is marked."
        blit_text(surface, sub, s(14), (self.rect.x + s(20), self.rect.y + s(50)), T.TEXT_DIM,
                  max_width=self.rect.w - s(40))
        values = self.owner.option_values()
        base = self._level_values()
        for o, row in self.rows:
            text_w = row.w - s(270)
            blit_text(surface, o.label, s(16), (row.x, row.y + s(2)), T.TEXT, bold=True, max_width=text_w)
            blit_wrapped(surface, o.help, s(13), pygame.Rect(row.x, row.y + s(24), text_w, s(34)), T.TEXT_DIM)
            ctrl = pygame.Rect(row.right - s(250), row.y + s(6), s(250), s(34))
            if not o.choices:
                blit_text(surface, cap(option_text(o.name, values.get(o.name, o.default))), s(16), ctrl.center,
                          T.HILITE if o.name in self.owner.overrides else T.TEXT, bold=True, anchor="center",
                          max_width=ctrl.w - s(90))
            if o.name in self.owner.overrides:
                blit_text(surface, f"changed · {'level' if level else 'usual'} value: {option_text(o.name, base.get(o.name))}",
                          s(12), (ctrl.centerx, ctrl.bottom + s(3)), T.WARN, anchor="midtop", max_width=ctrl.w)
        self.buttons.draw(surface, th, self.app.mouse)
        self.buttons.draw_tooltip(surface, th, self.app.mouse)
