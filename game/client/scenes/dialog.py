"""Overlays: a dialog with buttons (menus, choices), a zoomed card."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.catalog.text import describe
from game.client import theme as T
from game.client.cardface import card_face
from game.client.scene import Scene
from game.client.widgets import Button, Buttons, blit_text, blit_wrapped, panel, shade
from game.engine.cards import CardDef
from game.engine.sets import BASIC, set_name


class Dialog(Scene):
    """A modal panel: a title, some lines, and buttons (label, callback, enabled, reason)."""

    opaque = False
    modal = True

    def __init__(self, app, title: str, lines: list[str],
                 options: list[tuple[str, Callable[[], None] | None, bool, str | None]],
                 cancel: str | None = "Cancel", width: int = 520) -> None:
        super().__init__(app)
        self.title = title
        self.lines = lines
        self.options = options
        self.cancel = cancel
        self.width = width
        self.buttons = Buttons()
        self.rect = pygame.Rect(0, 0, 10, 10)

    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        w, h = size
        bw = th.s(self.width)
        body = sum(len(T.wrap(line, th.s(15), bw - th.s(40))) for line in self.lines) * T.font(th.s(15)).get_linesize()
        n = len(self.options) + (1 if self.cancel else 0)
        bh, gap = th.s(36), th.s(8)
        height = th.s(64) + body + th.s(22) + n * (bh + gap) + th.s(12)
        self.rect = pygame.Rect(0, 0, bw, min(h - th.s(20), height))
        self.rect.center = (w // 2, h // 2)
        self.buttons.clear()
        y = self.rect.y + th.s(58) + body + th.s(22)
        for label, fn, enabled, reason in self.options:
            r = pygame.Rect(self.rect.x + th.s(20), y, bw - th.s(40), bh)
            self.buttons.add(Button(r, label, self._wrap(fn), enabled, reason, "normal", size=15, key=label))
            y += bh + gap
        if self.cancel:
            r = pygame.Rect(self.rect.x + th.s(20), y, bw - th.s(40), bh)
            self.buttons.add(Button(r, self.cancel, self.close, True, None, "quiet", size=15, key="cancel"))

    def _wrap(self, fn: Callable[[], None] | None) -> Callable[[], None]:
        def go() -> None:
            self.close()
            if fn is not None:
                fn()
        return go

    def close(self) -> None:
        self.app.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.buttons.click(event.pos, self.app.toast)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.cancel:
            self.close()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        shade(surface, 150)
        panel(surface, self.rect, (30, 32, 44), (120, 130, 170), radius=th.s(12))
        blit_text(surface, self.title, th.s(22), (self.rect.centerx, self.rect.y + th.s(16)), T.HILITE, bold=True,
                  anchor="midtop", max_width=self.rect.w - th.s(30))
        y = self.rect.y + th.s(58)
        for line in self.lines:
            y += blit_wrapped(surface, line, th.s(15), pygame.Rect(self.rect.x + th.s(20), y, self.rect.w - th.s(40),
                                                                  self.rect.bottom - y), T.TEXT)
        self.buttons.draw(surface, th, self.app.mouse)


class ZoomCard(Scene):
    """A card shown large with its full generated description; any click or key closes it."""

    opaque = False
    modal = True

    def __init__(self, app, defn: CardDef, extra: list[str] | None = None) -> None:
        super().__init__(app)
        self.defn = defn
        self.extra = extra or []

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.app.pop(self)
            return True
        return event.type == pygame.MOUSEBUTTONUP

    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        w, h = surface.get_size()
        shade(surface, 170)
        ch = int(h * 0.72)
        cw = int(ch * 5 / 7)
        text_w = min(th.s(420), w - cw - th.s(80))
        x0 = (w - cw - th.s(30) - text_w) // 2
        card = pygame.Rect(x0, (h - ch) // 2, cw, ch)
        surface.blit(card_face(self.defn, card.size), card)
        tr = pygame.Rect(card.right + th.s(30), card.y, text_w, ch)
        panel(surface, tr, (26, 28, 38), (90, 96, 120), radius=th.s(10))
        inner = tr.inflate(-th.s(28), -th.s(28))
        y = inner.y
        y += blit_wrapped(surface, self.defn.name, th.s(22), pygame.Rect(inner.x, y, inner.w, th.s(60)), T.HILITE, bold=True)
        if self.defn.set != BASIC:  # which box it comes from: names may repeat across sets
            y += blit_text(surface, set_name(self.defn.set), th.s(13), (inner.x, y), T.TEXT_DIM).h
        y += th.s(8)
        for para in [describe(self.defn), *self.extra]:
            y += blit_wrapped(surface, para, th.s(15), pygame.Rect(inner.x, y, inner.w, inner.bottom - y), T.TEXT)
            y += th.s(10)
        # under the card, clear of the buttons along the bottom of the screen beneath (Back)
        blit_text(surface, "click or press a key to close", th.s(12), (w // 2, card.bottom + th.s(8)), T.TEXT_DIM,
                  anchor="midtop")


class TextPrompt(Scene):
    """A modal question with a line of text to type (a save's name): Enter or OK sends it to
    `on_done`, Escape or Cancel closes it."""

    opaque = False
    modal = True

    def frames_wanted(self) -> float:
        return 4.0  # the caret blinks twice a second

    def __init__(self, app, title: str, label: str, on_done: Callable[[str], None], text: str = "",
                 ok: str = "OK", max_len: int = 40) -> None:
        super().__init__(app)
        self.title = title
        self.label = label
        self.on_done = on_done
        self.text = text
        self.ok = ok
        self.max_len = max_len
        self.buttons = Buttons()
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.box = pygame.Rect(0, 0, 10, 10)

    def enter(self) -> None:
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass

    def exit(self) -> None:
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass

    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        s = th.s
        w, h = size
        self.rect = pygame.Rect(0, 0, s(520), s(210))
        self.rect.center = (w // 2, h // 2)
        self.box = pygame.Rect(self.rect.x + s(20), self.rect.y + s(84), self.rect.w - s(40), s(40))
        self.buttons.clear()
        bw = (self.rect.w - s(50)) // 2
        y = self.rect.bottom - s(56)
        self.buttons.add(Button(pygame.Rect(self.rect.x + s(20), y, bw, s(38)), self.ok, self.confirm,
                                bool(self.text.strip()), "type a name first", "primary", size=15, key="ok"))
        self.buttons.add(Button(pygame.Rect(self.rect.right - s(20) - bw, y, bw, s(38)), "Cancel", self.close,
                                True, None, "quiet", size=15, key="cancel"))

    def confirm(self) -> None:
        text = self.text.strip()
        if not text:
            self.app.toast("Type a name first.", T.WARN)
            return
        self.close()
        self.on_done(text)

    def close(self) -> None:
        self.app.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.text = (self.text + event.text)[:self.max_len]
            self.resize(self.app.size)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm()
            elif event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                self.resize(self.app.size)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.buttons.click(event.pos, self.app.toast)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        s = th.s
        shade(surface, 150)
        panel(surface, self.rect, (30, 32, 44), (120, 130, 170), radius=s(12))
        blit_text(surface, self.title, s(22), (self.rect.centerx, self.rect.y + s(16)), T.HILITE, bold=True,
                  anchor="midtop", max_width=self.rect.w - s(30))
        blit_text(surface, self.label, s(15), (self.box.x, self.box.y - s(8)), T.TEXT_DIM, anchor="bottomleft",
                  max_width=self.box.w)
        panel(surface, self.box, (22, 24, 32), T.HILITE, radius=s(6))
        caret = "|" if int(self.app.time * 2) % 2 == 0 else ""
        shown = T.ellipsize(self.text, s(17), self.box.w - s(24))
        if shown != self.text:  # keep the end of a long name in view
            shown = "…" + self.text[-max(1, len(shown) - 1):]
        blit_text(surface, shown + caret, s(17), (self.box.x + s(10), self.box.centery), T.TEXT, anchor="midleft")
        self.buttons.draw(surface, th, self.app.mouse)
