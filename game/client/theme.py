"""Colours, fonts and sizes. Sizes scale with the window: `Theme.s(px)` turns a size designed for a
1280x720 window into the size for the current one.

Fonts: a clean sans-serif from the system when one is there (DejaVu, Liberation, Arial, Segoe UI...),
otherwise the font pygame ships (its default). Rendered text is cached."""

from __future__ import annotations

from functools import lru_cache

import pygame

BASE_W, BASE_H = 1280, 720

# --- palette -------------------------------------------------------------------------------------
BG = (20, 22, 30)
BG_DEEP = (12, 13, 19)
PANEL = (32, 35, 47)
PANEL_HI = (44, 48, 64)
PANEL_EDGE = (70, 76, 98)
TEXT = (232, 230, 222)
TEXT_DIM = (160, 160, 172)
TEXT_FAINT = (110, 112, 128)
GOLD = (236, 192, 84)
XP = (120, 200, 255)
VP = (246, 214, 110)
GOOD = (96, 206, 120)
BAD = (232, 94, 86)
WARN = (240, 170, 70)
ACCENT = (98, 160, 250)
HILITE = (255, 226, 120)
DROP_OK = (110, 230, 140)
SHADOW = (0, 0, 0)

BUTTON = (56, 86, 140)
BUTTON_HI = (74, 110, 176)
BUTTON_OFF = (50, 52, 62)
BUTTON_TEXT_OFF = (124, 126, 138)

# card families: (frame, body, title band)
FAMILY_COLOURS = {
    "fighter": ((150, 64, 48), (246, 234, 222), (118, 44, 34)),
    "wizard": ((62, 90, 170), (232, 236, 248), (42, 64, 132)),
    "cleric": ((196, 170, 96), (250, 244, 226), (150, 124, 58)),
    "thief": ((58, 118, 84), (230, 242, 232), (36, 88, 60)),
    "archer": ((112, 128, 56), (240, 242, 222), (82, 96, 36)),
    "militia": ((120, 112, 100), (238, 234, 226), (90, 82, 72)),
    "weapon": ((120, 128, 140), (236, 238, 242), (84, 90, 102)),
    "spell": ((126, 70, 160), (240, 232, 246), (94, 48, 124)),
    "item": ((190, 126, 48), (248, 238, 220), (146, 92, 30)),
    "villager": ((90, 140, 70), (236, 244, 228), (62, 106, 46)),
    "monster": ((110, 30, 40), (236, 222, 218), (80, 18, 28)),
    "guardian": ((60, 20, 70), (232, 220, 236), (40, 10, 50)),
    "thunderstone": ((30, 150, 170), (222, 246, 250), (18, 110, 128)),
    "disease": ((108, 120, 40), (234, 238, 214), (80, 90, 26)),
    "other": ((100, 100, 110), (236, 236, 240), (70, 70, 80)),
}
CARD_TEXT = (30, 28, 34)
CARD_TEXT_DIM = (88, 84, 92)
CARD_BACK = (52, 40, 78)
CARD_BACK_EDGE = (150, 120, 200)

BADGE_COLOURS = {
    "cost": ((230, 190, 70), (60, 40, 0)),
    "gold": ((246, 206, 80), (70, 46, 0)),
    "light": ((255, 238, 150), (90, 70, 0)),
    "strength": ((200, 80, 64), (255, 255, 255)),
    "weight": ((110, 116, 128), (255, 255, 255)),
    "health": ((196, 40, 56), (255, 255, 255)),
    "xp": ((70, 150, 230), (255, 255, 255)),
    "vp": ((90, 60, 140), (255, 236, 140)),
    "attack": ((170, 60, 40), (255, 255, 255)),
    "magic": ((90, 80, 200), (255, 255, 255)),
    "level": ((40, 40, 50), (255, 255, 255)),
}

_SANS = "dejavusans,liberationsans,arial,segoeui,helvetica,freesans"


@lru_cache(maxsize=4)
def _font_path(bold: bool) -> str | None:
    try:
        return pygame.font.match_font(_SANS, bold=bold)
    except Exception:  # no fontconfig: use pygame's own font
        return None


@lru_cache(maxsize=512)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    size = max(8, int(size))
    path = _font_path(bold)
    f = pygame.font.Font(path, size)
    if path is None and bold:
        f.bold = True
    return f


_text_cache: dict[tuple, pygame.Surface] = {}


def reset() -> None:
    """Forget cached fonts and text (after pygame was quit and initialised again)."""
    font.cache_clear()
    _font_path.cache_clear()
    _text_cache.clear()


def warm_fonts(sizes: range = range(8, 73)) -> object:
    """Load the fonts of every size ahead of need, one at a time: a generator to step through in
    idle moments (opening a font file takes a millisecond or two; a first frame that needs many
    new sizes would otherwise stall)."""
    for size in sizes:
        for bold in (False, True):
            font(size, bold)
            yield size


def text(s: str, size: int, colour: tuple = TEXT, bold: bool = False) -> pygame.Surface:
    """A rendered line of text (cached)."""
    key = (s, int(size), colour, bold)
    surf = _text_cache.get(key)
    if surf is None:
        if len(_text_cache) > 4000:  # forget the oldest quarter (not all: no frame renders every text)
            for k in list(_text_cache)[:1000]:
                del _text_cache[k]
        surf = font(size, bold).render(s, True, colour)
        _text_cache[key] = surf
    return surf


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines no wider than `width` pixels (a too-long word gets its own line)."""
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            trial = w if not line else f"{line} {w}"
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


def fit_text(s: str, size: int, width: int, bold: bool = False, min_size: int = 8) -> int:
    """The largest size up to `size` at which `s` fits on one line in `width` pixels."""
    while size > min_size and font(size, bold).size(s)[0] > width:
        size -= 1
    return size


# Text the client had to cut short (ellipsize, wrapped text past its box), newest last: a test renders
# the screens at 1280x720 and fails on anything here (tests/client/test_text_fits.py).
CUT: list[str] = []


def note_cut(s: str) -> None:
    if len(CUT) < 200:
        CUT.append(s)


def ellipsize(s: str, size: int, width: int, bold: bool = False) -> str:
    f = font(size, bold)
    if f.size(s)[0] <= width:
        return s
    note_cut(s)
    while s and f.size(s + "…")[0] > width:
        s = s[:-1]
    return s + "…"


class Theme:
    """Sizes for a window: everything is designed at 1280x720 and scaled by `k`."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.w, self.h = size
        self.k = max(0.5, min(self.w / BASE_W, self.h / BASE_H))

    def s(self, px: float) -> int:
        return max(1, round(px * self.k))
