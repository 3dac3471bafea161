"""About: the game's version and licence, where its rules and card facts come from, and the
licence and attribution of everything it ships (game/credits.py): a list on the left, the chosen
component with its full licence text on the right. Both scroll (mouse wheel over them; Up/Down
choose, Page Up/Page Down/Home/End scroll the text)."""

from __future__ import annotations

import pygame

from game import credits
from game.client import theme as T
from game.client.backdrop import draw_backdrop
from game.client.scene import Scene
from game.client.widgets import Button, Buttons, blit_text, panel


class AboutScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = Buttons()
        self._bg: dict = {}
        self.selected = 0
        self.list_scroll = 0  # first row shown in the list
        self.text_scroll = 0  # first line shown of the chosen component's text
        self.rows: list[tuple[pygame.Rect, int | str]] = []  # (rect, credit index or group heading)
        self._lines: dict[tuple, list[tuple[str, int, tuple, bool]]] = {}
        self._versions: dict[str, str] = {}

    def enter(self) -> None:
        self.resize(self.app.size)

    # --- layout ---
    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        s = th.s
        w, h = size
        self.size = size
        self.text_size = s(13)
        self.header = pygame.Rect(s(24), s(62), w - s(48), 0)
        self.header_lines = self._header_lines(self.header.w - s(32))
        lh = T.font(self.text_size).get_linesize()
        self.header.h = s(40) + lh * (len(self.header_lines) - 1) + s(16)
        top = self.header.bottom + s(12)
        bottom = h - s(70)
        self.left = pygame.Rect(s(24), top, max(s(300), int(w * 0.3)), bottom - top)
        self.right = pygame.Rect(self.left.right + s(14), top, w - self.left.right - s(38), bottom - top)
        self.row_h = s(25)
        self.buttons.clear()
        back = pygame.Rect(0, 0, s(200), s(42))
        back.midbottom = (w // 2, h - s(14))
        self.buttons.add(Button(back, "Back", lambda: self.app.pop(self), style="quiet", size=16, key="back"))
        self._layout_rows()

    def _header_lines(self, width: int) -> list[str]:
        title, licence, note = credits.program_lines()
        return [title, licence, *T.wrap(note, self.text_size, width)]

    def _entries(self) -> list[int | str]:
        """The list's rows in order: a group's heading, then its credits."""
        out: list[int | str] = []
        group = None
        for i, c in enumerate(credits.CREDITS):
            if c.group != group:
                group = c.group
                out.append(group)
            out.append(i)
        return out

    def _layout_rows(self) -> None:
        s = T.Theme(self.size).s
        entries = self._entries()
        fit = max(1, (self.left.h - s(16)) // self.row_h)
        self.list_scroll = max(0, min(self.list_scroll, len(entries) - fit))
        x, y = self.left.x + s(8), self.left.y + s(8)
        self.rows = [(pygame.Rect(x, y + i * self.row_h, self.left.w - s(16), self.row_h - s(2)), e)
                     for i, e in enumerate(entries[self.list_scroll:self.list_scroll + fit])]

    def text_lines(self) -> list[tuple[str, int, tuple, bool]]:
        """The right panel's lines for the chosen component: (text, size, colour, bold), wrapped to
        the panel (kept until the component or the window changes)."""
        s = T.Theme(self.size).s
        width = self.right.w - s(32)
        key = (self.selected, width, self.text_size)
        lines = self._lines.get(key)
        if lines is not None:
            return lines
        c = credits.CREDITS[self.selected]
        size = self.text_size
        version = self._version(c)
        lines = [(c.name + (f" {version}" if version else ""), s(18), T.HILITE, True), ("", size, T.TEXT, False)]

        def para(text: str, colour: tuple = T.TEXT, bold: bool = False) -> None:
            lines.extend((ln, size, colour, bold) for ln in T.wrap(text, size, width, bold))

        para(_sentence(c.what))
        para(f"Licence: {c.licence}.", T.ACCENT)
        para(c.notice.rstrip(".") + ".", T.TEXT_DIM)
        if c.url:
            para(c.url, T.TEXT_DIM)
        for name in c.files:
            lines.append(("", size, T.TEXT, False))
            para(f"licenses/{name}", T.HILITE, True)
            body = credits.licence_text(name).replace("\t", "    ").replace("\f", "").replace("\r", "")
            para(body.rstrip(), T.TEXT)
        self._lines = {key: lines}
        return lines

    def _version(self, c: credits.Credit) -> str:
        if c.name not in self._versions:
            self._versions[c.name] = credits.version_of(c)
        return self._versions[c.name]

    def text_fit(self) -> int:
        """How many lines of the right panel show at once."""
        return max(1, (self.right.h - T.Theme(self.size).s(24)) // T.font(self.text_size).get_linesize())

    # --- actions ---
    def select(self, index: int) -> None:
        self.selected = max(0, min(len(credits.CREDITS) - 1, index))
        self.text_scroll = 0
        entries = self._entries()
        row = entries.index(self.selected)
        fit = max(1, len(self.rows))
        if row < self.list_scroll + 1:
            self.list_scroll = max(0, row - 1)  # keep the group heading above the first row in sight
        elif row >= self.list_scroll + fit:
            self.list_scroll = row - fit + 1
        self._layout_rows()

    def scroll_text(self, lines: int) -> None:
        most = max(0, len(self.text_lines()) - self.text_fit())
        self.text_scroll = max(0, min(most, self.text_scroll + lines))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for r, e in self.rows:
                if isinstance(e, int) and r.collidepoint(event.pos):
                    self.select(e)
                    return True
            return self.buttons.click(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            if self.left.collidepoint(self.app.mouse):
                self.list_scroll = max(0, self.list_scroll - event.y * 3)
                self._layout_rows()
            else:
                self.scroll_text(-event.y * 3)
            return True
        if event.type == pygame.KEYDOWN:
            page = self.text_fit() - 2
            moves = {pygame.K_UP: lambda: self.select(self.selected - 1),
                     pygame.K_DOWN: lambda: self.select(self.selected + 1),
                     pygame.K_PAGEUP: lambda: self.scroll_text(-page),
                     pygame.K_PAGEDOWN: lambda: self.scroll_text(page),
                     pygame.K_HOME: lambda: self.scroll_text(-len(self.text_lines())),
                     pygame.K_END: lambda: self.scroll_text(len(self.text_lines())),
                     pygame.K_ESCAPE: lambda: self.app.pop(self)}
            if event.key in moves:
                moves[event.key]()
            return True
        return False

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        s = th.s
        draw_backdrop(surface, self._bg, 0)
        blit_text(surface, "About", s(30), (surface.get_width() // 2, s(14)), T.HILITE, bold=True, anchor="midtop")
        self._draw_header(surface, th)
        panel(surface, self.left, T.PANEL, T.PANEL_EDGE, radius=s(10))
        panel(surface, self.right, T.PANEL, T.PANEL_EDGE, radius=s(10))
        self._draw_list(surface, th)
        self._draw_text(surface, th)
        self.buttons.draw(surface, th, self.app.mouse)

    def _draw_header(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        panel(surface, self.header, T.PANEL, T.PANEL_EDGE, radius=s(10))
        x, y = self.header.x + s(16), self.header.y + s(10)
        blit_text(surface, self.header_lines[0], s(19), (x, y), T.TEXT, bold=True)
        y += s(30)
        lh = T.font(self.text_size).get_linesize()
        for i, line in enumerate(self.header_lines[1:]):
            blit_text(surface, line, self.text_size, (x, y), T.TEXT if i == 0 else T.TEXT_DIM)
            y += lh + (s(4) if i == 0 else 0)

    def _draw_list(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        for r, e in self.rows:
            if isinstance(e, str):
                blit_text(surface, e, s(13), (r.x + s(4), r.bottom - s(3)), T.ACCENT, bold=True, anchor="bottomleft",
                          max_width=r.w - s(8))
                continue
            c = credits.CREDITS[e]
            chosen = e == self.selected
            hover = r.collidepoint(self.app.mouse)
            fill = (66, 72, 100) if chosen else T.PANEL_HI if hover else (38, 41, 54)
            pygame.draw.rect(surface, fill, r, border_radius=s(4))
            if chosen:
                pygame.draw.rect(surface, T.HILITE, pygame.Rect(r.x, r.y, s(4), r.h), border_radius=s(2))
            blit_text(surface, c.name, s(13), (r.x + s(12), r.centery), T.TEXT, bold=chosen, anchor="midleft",
                      max_width=r.w * 6 // 10)
            blit_text(surface, _short(c.licence), s(11), (r.right - s(8), r.centery), T.TEXT_DIM, anchor="midright",
                      max_width=r.w * 4 // 10 - s(16))
        total = len(self._entries())
        if total > len(self.rows):  # a scroll bar: where the shown rows sit in the whole list
            self._scrollbar(surface, th, self.left, self.list_scroll, len(self.rows), total)

    def _draw_text(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        lines = self.text_lines()
        fit = self.text_fit()
        x, y = self.right.x + s(16), self.right.y + s(12)
        lh = T.font(self.text_size).get_linesize()
        for text, size, colour, bold in lines[self.text_scroll:self.text_scroll + fit]:
            if text:
                blit_text(surface, text, size, (x, y), colour, bold=bold, max_width=self.right.w - s(28))
            y += T.font(size, bold).get_linesize()
            if y > self.right.bottom - lh:
                break
        if len(lines) > fit:
            self._scrollbar(surface, th, self.right, self.text_scroll, fit, len(lines))

    @staticmethod
    def _scrollbar(surface: pygame.Surface, th: T.Theme, area: pygame.Rect, first: int, shown: int, total: int) -> None:
        s = th.s
        track = pygame.Rect(area.right - s(8), area.y + s(8), s(4), area.h - s(16))
        pygame.draw.rect(surface, (48, 52, 70), track, border_radius=s(2))
        h = max(s(16), track.h * shown // max(1, total))
        y = track.y + (track.h - h) * first // max(1, total - shown)
        pygame.draw.rect(surface, T.TEXT_FAINT, pygame.Rect(track.x, y, track.w, h), border_radius=s(2))


def _sentence(text: str) -> str:
    """`text` as a sentence: a capital first letter, unless it starts with a name such as libgcc_s."""
    first = text.split(" ", 1)[0]
    if not any(ch in first for ch in "_+-") and first.isalpha():
        text = text[:1].upper() + text[1:]
    return text.rstrip(".") + "."


def _short(licence: str) -> str:
    """A licence's name for the list (its first words, before any explanation)."""
    return licence.split(" (")[0]
