"""Small drawing helpers and buttons shared by the scenes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.client import theme as T


def panel(surface: pygame.Surface, rect: pygame.Rect, colour: tuple = T.PANEL, edge: tuple | None = T.PANEL_EDGE,
          radius: int = 8, alpha: int | None = None) -> None:
    if alpha is not None:
        tmp = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(tmp, (*colour, alpha), tmp.get_rect(), border_radius=radius)
        if edge is not None:
            pygame.draw.rect(tmp, (*edge, min(255, alpha + 40)), tmp.get_rect(), 1, border_radius=radius)
        surface.blit(tmp, rect.topleft)
        return
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, 1, border_radius=radius)


def blit_text(surface: pygame.Surface, s: str, size: int, pos: tuple[int, int], colour: tuple = T.TEXT,
              bold: bool = False, anchor: str = "topleft", max_width: int | None = None) -> pygame.Rect:
    if max_width is not None:
        s = T.ellipsize(s, size, max_width, bold)
    img = T.text(s, size, colour, bold)
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r


def blit_wrapped(surface: pygame.Surface, s: str, size: int, rect: pygame.Rect, colour: tuple = T.TEXT,
                 bold: bool = False, line_gap: float = 1.18, centre: bool = False) -> int:
    """Wrapped text inside rect (lines that do not fit are cut). Returns the height used."""
    lines = T.wrap(s, size, rect.w, bold)
    step = int(T.font(size, bold).get_linesize() * line_gap / 1.18)
    y = rect.y
    for line in lines:
        if y + step > rect.bottom + 1:
            T.note_cut(s)
            break
        img = T.text(line, size, colour, bold)
        x = rect.centerx - img.get_width() // 2 if centre else rect.x
        surface.blit(img, (x, y))
        y += step
    return y - rect.y


def shade(surface: pygame.Surface, alpha: int = 160, colour: tuple = (0, 0, 0)) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((*colour, alpha))
    surface.blit(veil, (0, 0))


def vertical_gradient(size: tuple[int, int], top: tuple, bottom: tuple) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((max(1, w), max(1, h)))
    for y in range(max(1, h)):
        t = y / max(1, h - 1)
        c = tuple(int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        pygame.draw.line(surf, c, (0, y), (w, y))
    return surf


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    on_click: Callable[[], None] | None = None
    enabled: bool = True
    reason: str | None = None  # why it is disabled (shown on hover, and when clicked)
    style: str = "normal"  # normal | primary | danger | quiet | toggle_on
    size: int = 15  # font size in 720p units (scaled by the caller's theme)
    tooltip: str | None = None
    key: str = ""  # an identifier for tests and keyboard focus
    data: dict = field(default_factory=dict)
    short: str | None = None  # the label when the full one does not fit (the tooltip then says it all)

    def colours(self, hover: bool) -> tuple[tuple, tuple, tuple]:
        if not self.enabled:
            return T.BUTTON_OFF, T.BUTTON_TEXT_OFF, (70, 72, 84)
        base = {"primary": ((52, 130, 84), (66, 156, 102)), "danger": ((150, 56, 50), (178, 70, 62)),
                "quiet": ((44, 48, 64), (60, 66, 88)), "toggle_on": ((110, 90, 40), (140, 116, 52))}.get(
            self.style, (T.BUTTON, T.BUTTON_HI))
        return (base[1] if hover else base[0]), T.TEXT, (200, 210, 230) if hover else (96, 110, 140)

    def draw(self, surface: pygame.Surface, theme: T.Theme, mouse: tuple[int, int] | None) -> None:
        hover = mouse is not None and self.rect.collidepoint(mouse)
        fill, fg, edge = self.colours(hover)
        r = max(3, self.rect.h // 4)
        pygame.draw.rect(surface, fill, self.rect, border_radius=r)
        pygame.draw.rect(surface, edge, self.rect, 1, border_radius=r)
        key = (self.label, theme.k, self.rect.w, fg)
        cached = self.data.get("_label")
        if cached is None or cached[0] != key:  # fitting the label to the button is done once
            cached = (key, label_image(self.label, theme, self.size, self.rect, fg, self.short))
            self.data["_label"] = cached
        img = cached[1]
        surface.blit(img, img.get_rect(center=self.rect.center))


def fitted_lines(text: str, size: int, width: int, height: int, bold: bool = False,
                 min_size: int = 8) -> tuple[int, list[str]] | None:
    """The largest size from `size` down to `min_size` at which `text` fits in width x height: one
    line if it can, else two. None when it fits neither way."""
    for lines_wanted in (1, 2):
        for sz in range(size, min_size - 1, -1):
            f = T.font(sz, bold)
            lines = [text] if lines_wanted == 1 else T.wrap(text, sz, width, bold)
            if (len(lines) == lines_wanted and lines_wanted * f.get_linesize() <= height
                    and all(f.size(x)[0] <= width for x in lines)):
                return sz, lines
    return None


def lines_image(lines: list[str], size: int, colour: tuple, bold: bool = False, align: str = "center") -> pygame.Surface:
    lh = T.font(size, bold).get_linesize()
    imgs = [T.text(line, size, colour, bold) for line in lines]
    out = pygame.Surface((max(i.get_width() for i in imgs), lh * len(imgs)), pygame.SRCALPHA)
    for n, img in enumerate(imgs):
        x = (out.get_width() - img.get_width()) // 2 if align == "center" else 0
        out.blit(img, (x, n * lh))
    return out


def fitted_image(text: str, size: int, width: int, height: int, colour: tuple, bold: bool = False,
                 min_size: int = 8, align: str = "center") -> pygame.Surface:
    """`text` shrunk from `size` to `min_size`, on one line or two, to fit width x height; where it
    fits neither way, one line at `min_size` cut short (recorded in theme.CUT for the tests)."""
    fit = fitted_lines(text, size, width, height, bold=bold, min_size=min_size)
    if fit is None:
        return T.text(T.ellipsize(text, min_size, width, bold), min_size, colour, bold)
    return lines_image(fit[1], fit[0], colour, bold=bold, align=align)


def label_image(label: str, theme: T.Theme, size: int, rect: pygame.Rect, fg: tuple,
                short: str | None = None) -> pygame.Surface:
    """A button's label: one line, shrunk down to a small size; else two lines where the button is
    tall enough; else its short form; only then cut short (which tests/client/test_text_fits.py
    reports)."""
    width = rect.w - theme.s(10)
    fit = fitted_lines(label, theme.s(size), width, rect.h - 2, bold=True,
                       min_size=max(8, min(theme.s(size), theme.s(11))))
    if fit is None:
        fit = fitted_lines(label, theme.s(size), width, rect.h - 2, bold=True, min_size=max(8, theme.s(9)))
    if fit is None and short is not None:
        return label_image(short, theme, size, rect, fg)
    if fit is not None:
        return lines_image(fit[1], fit[0], fg, True)
    one = max(8, min(theme.s(size), theme.s(11)))
    return T.text(T.ellipsize(label, one, rect.w - theme.s(6), True), one, fg, True)


class Buttons:
    """A set of buttons rebuilt with the layout; routes clicks; reports refusals through `refused`."""

    def __init__(self) -> None:
        self.items: list[Button] = []

    def clear(self) -> None:
        self.items = []

    def add(self, button: Button) -> Button:
        self.items.append(button)
        return button

    def at(self, pos: tuple[int, int]) -> Button | None:
        for b in reversed(self.items):
            if b.rect.collidepoint(pos):
                return b
        return None

    def find(self, key: str) -> Button | None:
        for b in self.items:
            if b.key == key or b.label == key:
                return b
        return None

    def click(self, pos: tuple[int, int], refused: Callable[[str], None] | None = None) -> bool:
        b = self.at(pos)
        if b is None:
            return False
        if not b.enabled:
            if refused is not None and b.reason:
                refused(b.reason)
            return True
        if b.on_click is not None:
            b.on_click()
        return True

    def draw(self, surface: pygame.Surface, theme: T.Theme, mouse: tuple[int, int] | None) -> None:
        for b in self.items:
            b.draw(surface, theme, mouse)

    def draw_tooltip(self, surface: pygame.Surface, theme: T.Theme, mouse: tuple[int, int] | None) -> None:
        """The tooltip (or the reason a button is off) of the button under the mouse, if any."""
        tip = self.tooltip_at(mouse) if mouse is not None else None
        if tip:
            draw_tooltip(surface, theme, tip, mouse)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        b = self.at(pos)
        if b is None:
            return None
        if not b.enabled and b.reason:
            return b.reason
        return b.tooltip


def draw_tooltip(surface: pygame.Surface, theme: T.Theme, s: str, pos: tuple[int, int]) -> None:
    size = theme.s(14)
    width = min(theme.s(420), surface.get_width() - theme.s(20))
    lines = T.wrap(s, size, width - theme.s(16))
    lh = T.font(size).get_linesize()
    w = min(width, max(T.font(size).size(line)[0] for line in lines) + theme.s(16))
    h = lh * len(lines) + theme.s(12)
    x = min(pos[0] + theme.s(14), surface.get_width() - w - theme.s(4))
    y = pos[1] + theme.s(18)
    if y + h > surface.get_height() - theme.s(4):
        y = pos[1] - h - theme.s(8)
    rect = pygame.Rect(x, max(theme.s(4), y), w, h)
    panel(surface, rect, (18, 18, 26), (160, 160, 190), radius=theme.s(6))
    yy = rect.y + theme.s(6)
    for line in lines:
        surface.blit(T.text(line, size, T.TEXT), (rect.x + theme.s(8), yy))
        yy += lh
