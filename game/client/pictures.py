"""Card pictures: game-icons.net icons (assets/pictures.json, made by build/pictures.py from the
cards' `picture` fields) rendered by pygame-ce's SVG support in one colour, cached by size.

A missing or damaged pictures file costs the pictures, never the game: the card faces fall back to
their drawn emblems, and the log says why once."""

from __future__ import annotations

import io
import json
import logging
from functools import lru_cache

import pygame

from game import paths

log = logging.getLogger(__name__)
MAX_BYTES = 8 * 1024 * 1024  # the shipped file is well under 1 MB; a huge one is not ours


@lru_cache(maxsize=1)
def _icons() -> dict[str, str]:
    path = paths.assets_dir() / "pictures.json"
    try:
        if path.stat().st_size > MAX_BYTES:
            raise ValueError(f"larger than {MAX_BYTES} bytes")
        data = json.loads(path.read_text(encoding="utf-8"))
        icons = data["icons"]
        if not isinstance(icons, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in icons.items()):
            raise ValueError("`icons` is not a mapping of names to SVG text")
        return icons
    except (OSError, ValueError, KeyError, TypeError) as e:
        log.warning("card pictures unavailable (%s): %s", path, e)
        return {}


def available(name: str) -> bool:
    return name in _icons()


@lru_cache(maxsize=512)
def picture(name: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface | None:
    """The icon `name` (author/name) as a size x size surface in `colour`, or None if there is none."""
    svg = _icons().get(name)
    if svg is None or size < 4:
        return None
    hexcol = "#{:02x}{:02x}{:02x}".format(*colour)
    text = svg.replace('fill="#fff"', f'fill="{hexcol}"')
    try:
        img = pygame.image.load_sized_svg(io.BytesIO(text.encode("utf-8")), (size, size))
        return img.convert_alpha() if pygame.display.get_surface() else img
    except (pygame.error, ValueError) as e:
        log.warning("card picture %s could not be drawn: %s", name, e)
        return None
