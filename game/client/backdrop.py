"""The backdrop of the menu screens (a dark gradient) and the Thunderstone drawn on the title,
pass-the-device and results screens; StoneScene, what those three screens share (the backdrop's
cache, the glow's clock and its frame rate), without tying them to one another."""

from __future__ import annotations

import math

import pygame

from game.client.scene import Scene
from game.client.widgets import vertical_gradient

GLOW_FRAMES = 10.0  # the Thunderstone's glow pulses slowly: a few frames a second show it


def draw_backdrop(surface: pygame.Surface, cache: dict, t: float) -> None:
    size = surface.get_size()
    bg = cache.get(size)
    if bg is None:
        bg = vertical_gradient(size, (26, 24, 44), (8, 9, 14))
        cache[size] = bg
    surface.blit(bg, (0, 0))


def draw_stone(surface: pygame.Surface, center: tuple[int, int], r: float, t: float) -> None:
    """The Thunderstone: a faceted gem with a pulsing glow and a lightning crack."""
    cx, cy = center
    glow = pygame.Surface((int(r * 5), int(r * 5)), pygame.SRCALPHA)
    pulse = 0.5 + 0.5 * math.sin(t * 2.2)
    for i in range(10, 0, -1):
        a = int((10 - i) * (3 + 2 * pulse))
        pygame.draw.circle(glow, (80, 200, 255, a), glow.get_rect().center, int(r * 0.25 * i))
    surface.blit(glow, glow.get_rect(center=center))
    pts = [(cx, cy - r), (cx + r * 0.85, cy - r * 0.25), (cx + r * 0.55, cy + r), (cx - r * 0.55, cy + r),
           (cx - r * 0.85, cy - r * 0.25)]
    pygame.draw.polygon(surface, (40, 150, 190), pts)
    facets = [[(cx, cy - r), (cx + r * 0.85, cy - r * 0.25), (cx, cy - r * 0.05)],
              [(cx, cy - r), (cx - r * 0.85, cy - r * 0.25), (cx, cy - r * 0.05)],
              [(cx - r * 0.55, cy + r), (cx, cy - r * 0.05), (cx + r * 0.55, cy + r)]]
    for f, col in zip(facets, ((110, 220, 245), (70, 185, 225), (30, 120, 160)), strict=True):
        pygame.draw.polygon(surface, col, f)
    pygame.draw.polygon(surface, (225, 250, 255), pts, max(1, int(r / 30)))
    bolt = [(cx - r * 0.15, cy - r * 0.7), (cx + r * 0.12, cy - r * 0.2), (cx - r * 0.08, cy - r * 0.1),
            (cx + r * 0.18, cy + r * 0.6)]
    pygame.draw.lines(surface, (255, 250, 170), False, bolt, max(2, int(r / 14)))


class StoneScene(Scene):
    """A menu screen under the Thunderstone: the backdrop, and the stone whose glow pulses."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self._bg: dict = {}
        self.t = 0.0

    def update(self, dt: float) -> None:
        self.t += dt

    def frames_wanted(self) -> float:
        return GLOW_FRAMES

    def draw_backdrop_and_stone(self, surface: pygame.Surface, center: tuple[int, int], r: float) -> None:
        draw_backdrop(surface, self._bg, self.t)
        draw_stone(surface, center, r, self.t)
