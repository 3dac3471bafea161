"""The game log panel (scrolled with the wheel) and, over it, the summary of what the others did
since the player's last turn."""

from __future__ import annotations

import pygame

from game.client import logtext
from game.client import theme as T
from game.client.scenes.table.parts import View
from game.client.widgets import blit_text, panel


def since_last_turn(session, seen_log: dict[int, int], player: int) -> list[str]:
    """The headlines of the session's log since `player` last handed the turn on (from the heading
    of the turn under way then); marks them seen."""
    log = session.log
    seen = max(0, seen_log.get(player, 0) - session.log_dropped)
    while 0 < seen < len(log) and not log[seen].startswith("— Turn"):
        seen -= 1  # from the heading of the turn that was under way
    seen_log[player] = session.log_dropped + len(log)
    return logtext.headlines(log[seen:])


class LogView(View):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.scroll = 0  # lines scrolled back from the latest
        self._wrap_cache: dict[tuple, list[str]] = {}  # game log lines wrapped to the panel's width

    def scroll_by(self, lines: int) -> None:
        self.scroll = max(0, self.scroll + lines)

    def draw(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        area = self.regions["log"]
        panel(surface, area, (26, 28, 38), T.PANEL_EDGE, radius=s(10))
        blit_text(surface, "Game log", s(15), (area.x + s(12), area.y + s(6)), T.HILITE, bold=True)
        inner = pygame.Rect(area.x + s(10), area.y + s(30), area.w - s(20), area.h - s(38))
        size = s(12)
        lh = T.font(size).get_linesize()
        lines: list[tuple[str, tuple]] = []
        width = inner.w - s(4)
        cache = self._wrap_cache
        if len(cache) > 3000:
            cache.clear()
        for entry in self.session.log[-200:]:
            colour = T.HILITE if entry.startswith("—") else T.TEXT_DIM
            parts = cache.get((entry, size, width))
            if parts is None:
                parts = cache[(entry, size, width)] = T.wrap(entry, size, width)
            for part in parts:
                lines.append((part, colour))
        fit = max(1, inner.h // lh)
        end = max(fit, len(lines) - self.scroll)
        shown = lines[max(0, end - fit):end]
        clip = surface.get_clip()
        surface.set_clip(inner)
        y = inner.y
        for part, colour in shown:
            surface.blit(T.text(part, size, colour), (inner.x, y))
            y += lh
        surface.set_clip(clip)
        if self.scroll:
            blit_text(surface, "scrolled back: wheel down for the latest", s(11), (area.right - s(10), area.y + s(8)), T.TEXT_FAINT,
                      anchor="topright")

    def since_rect(self) -> pygame.Rect:
        """Where the summary of the bots' turns shows: over the game log, which it sums up."""
        return self.regions["log"].inflate(-self.th.s(8), -self.th.s(8))

    def draw_since(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        box = self.since_rect()
        size = s(14)
        lh = T.font(size).get_linesize()
        box.h = min(box.h, s(64) + lh * len(self.table.since))
        panel(surface, box, (30, 32, 46), T.HILITE, radius=s(8))
        blit_text(surface, "Since your last turn", s(16), (box.x + s(12), box.y + s(10)), T.HILITE, bold=True)
        y = box.y + s(36)
        fit = max(1, (box.bottom - s(28) - y) // lh)
        for line in self.table.since[-fit:]:
            turn = line.startswith("— Turn")
            blit_text(surface, line, size, (box.x + s(12), y), T.ACCENT if turn else T.TEXT, bold=turn,
                      max_width=box.w - s(24))
            y += lh
        blit_text(surface, "click to close", s(12), (box.right - s(12), box.bottom - s(8)), T.TEXT_FAINT,
                  anchor="bottomright")

