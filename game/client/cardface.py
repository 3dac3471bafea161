"""Card faces drawn by the program: a frame coloured by the card's family, the name, its classes, the
card's picture (game.client.pictures; a drawn emblem of its family where it has none), the generated
rules text (game.catalog.text) fitted to the space, and badges for its numbers (gold, light,
strength, weight, health, XP, VP, cost). Faces are cached by size."""

from __future__ import annotations

import math

import pygame

from game.catalog.text import card_text, class_label
from game.client import pictures
from game.client import theme as T
from game.engine.cards import CardDef

HERO_CLASSES = ("Fighter", "Wizard", "Cleric", "Thief", "Archer")


def family(d: CardDef) -> str:
    if d.kind in ("monster", "guardian", "thunderstone", "disease"):
        return d.kind
    if d.kind == "curse":  # Advance's Disease deck: drawn as a Disease
        return "disease"
    if d.kind == "hero":
        if d.has_class("Militia"):
            return "militia"
        for c in d.classes:
            if c in HERO_CLASSES:
                return c.lower()
        return "fighter"
    for c, fam in (("Weapon", "weapon"), ("Spell", "spell"), ("Villager", "villager"), ("Item", "item")):
        if d.has_class(c):
            return fam
    return "other"


def colours(d: CardDef) -> tuple[tuple, tuple, tuple]:
    return T.FAMILY_COLOURS.get(family(d), T.FAMILY_COLOURS["other"])


def subtitle(d: CardDef) -> str:
    classes = [class_label(c) for c in d.classes if c != "Hero"]
    if d.kind == "hero" and d.level:
        return " · ".join(classes) + f" · Level {d.level}"
    return " · ".join(classes) if classes else d.kind.capitalize()


# --- icons ---------------------------------------------------------------------------------------

def _star(cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45) -> list[tuple[float, float]]:
    pts = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * inner
        a = -math.pi / 2 + i * math.pi / points
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def icon(surface: pygame.Surface, kind: str, center: tuple[int, int], r: int) -> None:
    """A badge shape for a number: coin, sun, heart, diamond, star, fist, weight."""
    cx, cy = center
    fill, _ = T.BADGE_COLOURS[kind]
    dark = tuple(max(0, c - 90) for c in fill)
    if kind in ("gold", "cost"):
        pygame.draw.circle(surface, dark, center, r)
        pygame.draw.circle(surface, fill, center, max(1, r - max(1, r // 6)))
        if kind == "cost":
            pygame.draw.circle(surface, dark, center, max(1, r - r // 3), max(1, r // 8))
    elif kind == "light":
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.line(surface, dark, (cx + math.cos(a) * r * 0.6, cy + math.sin(a) * r * 0.6),
                             (cx + math.cos(a) * r * 1.05, cy + math.sin(a) * r * 1.05), max(1, r // 5))
        pygame.draw.circle(surface, fill, center, int(r * 0.72))
        pygame.draw.circle(surface, dark, center, int(r * 0.72), 1)
    elif kind == "health":
        rr = r * 0.55
        pygame.draw.circle(surface, fill, (int(cx - rr * 0.8), int(cy - rr * 0.35)), int(rr))
        pygame.draw.circle(surface, fill, (int(cx + rr * 0.8), int(cy - rr * 0.35)), int(rr))
        pygame.draw.polygon(surface, fill, [(cx - r * 0.98, cy - r * 0.1), (cx + r * 0.98, cy - r * 0.1),
                                            (cx, cy + r * 1.0)])
    elif kind == "xp":
        pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        pygame.draw.polygon(surface, fill, pts)
        pygame.draw.polygon(surface, dark, pts, 1)
    elif kind == "vp":
        pts = _star(cx, cy, r * 1.12, inner=0.55)
        pygame.draw.polygon(surface, fill, pts)
        pygame.draw.polygon(surface, dark, pts, 1)
    elif kind == "weight":
        pts = [(cx - r * 0.55, cy - r * 0.7), (cx + r * 0.55, cy - r * 0.7), (cx + r, cy + r * 0.8),
               (cx - r, cy + r * 0.8)]
        pygame.draw.polygon(surface, fill, pts)
        pygame.draw.polygon(surface, dark, pts, 1)
    else:  # strength, attack, magic, level: a round badge
        pygame.draw.circle(surface, fill, center, r)
        pygame.draw.circle(surface, dark, center, r, max(1, r // 7))


def badge(surface: pygame.Surface, kind: str, value: str, center: tuple[int, int], r: int) -> None:
    icon(surface, kind, center, r)
    _, fg = T.BADGE_COLOURS[kind]
    size = T.fit_text(value, int(r * 1.25), int(r * 1.5), bold=True, min_size=7)
    img = T.text(value, size, fg, bold=True)
    dy = int(r * 0.08) if kind == "health" else 0
    surface.blit(img, img.get_rect(center=(center[0], center[1] + dy)))


# --- emblems -------------------------------------------------------------------------------------

def emblem(surface: pygame.Surface, fam: str, rect: pygame.Rect, colour: tuple) -> None:
    cx, cy = rect.center
    r = min(rect.w, rect.h) * 0.42
    c = colour
    lw = max(1, int(r / 7))
    if fam == "weapon":
        pygame.draw.polygon(surface, c, [(cx, cy - r), (cx + r * 0.14, cy + r * 0.45), (cx - r * 0.14, cy + r * 0.45)])
        pygame.draw.line(surface, c, (cx - r * 0.45, cy + r * 0.45), (cx + r * 0.45, cy + r * 0.45), lw + 1)
        pygame.draw.line(surface, c, (cx, cy + r * 0.45), (cx, cy + r), lw + 1)
    elif fam == "spell":
        pygame.draw.polygon(surface, c, _star(cx, cy, r, 5, 0.42))
    elif fam == "item":
        pygame.draw.circle(surface, c, (int(cx), int(cy + r * 0.25)), int(r * 0.6))
        pygame.draw.rect(surface, c, pygame.Rect(cx - r * 0.2, cy - r * 0.85, r * 0.4, r * 0.6))
    elif fam == "villager":
        pygame.draw.polygon(surface, c, [(cx - r, cy), (cx, cy - r * 0.9), (cx + r, cy)])
        pygame.draw.rect(surface, c, pygame.Rect(cx - r * 0.7, cy, r * 1.4, r * 0.85))
    elif fam in ("fighter", "militia"):
        pts = [(cx - r * 0.75, cy - r * 0.8), (cx + r * 0.75, cy - r * 0.8), (cx + r * 0.7, cy + r * 0.1),
               (cx, cy + r), (cx - r * 0.7, cy + r * 0.1)]
        pygame.draw.polygon(surface, c, pts)
        if fam == "militia":
            pygame.draw.line(surface, (255, 255, 255), (cx, cy - r * 0.6), (cx, cy + r * 0.6), lw)
    elif fam == "wizard":
        pygame.draw.polygon(surface, c, [(cx - r * 0.8, cy + r * 0.7), (cx + r * 0.8, cy + r * 0.7), (cx + r * 0.1, cy - r)])
        pygame.draw.ellipse(surface, c, pygame.Rect(cx - r, cy + r * 0.5, r * 2, r * 0.45))
    elif fam == "cleric":
        pygame.draw.rect(surface, c, pygame.Rect(cx - r * 0.18, cy - r, r * 0.36, r * 2))
        pygame.draw.rect(surface, c, pygame.Rect(cx - r * 0.65, cy - r * 0.45, r * 1.3, r * 0.36))
    elif fam == "thief":
        pygame.draw.ellipse(surface, c, pygame.Rect(cx - r, cy - r * 0.45, r * 2, r * 0.9))
        pygame.draw.ellipse(surface, (250, 250, 250), pygame.Rect(cx - r * 0.65, cy - r * 0.18, r * 0.5, r * 0.3))
        pygame.draw.ellipse(surface, (250, 250, 250), pygame.Rect(cx + r * 0.15, cy - r * 0.18, r * 0.5, r * 0.3))
    elif fam == "archer":
        pygame.draw.arc(surface, c, pygame.Rect(cx - r * 1.2, cy - r, r * 1.6, r * 2), -math.pi / 2, math.pi / 2, lw + 1)
        pygame.draw.line(surface, c, (cx - r * 0.4, cy - r), (cx - r * 0.4, cy + r), max(1, lw // 2))
        pygame.draw.line(surface, c, (cx - r * 0.8, cy), (cx + r, cy), lw)
    elif fam in ("monster", "guardian"):
        pygame.draw.polygon(surface, c, [(cx - r * 0.75, cy - r * 0.3), (cx - r * 0.95, cy - r), (cx - r * 0.35, cy - r * 0.55)])
        pygame.draw.polygon(surface, c, [(cx + r * 0.75, cy - r * 0.3), (cx + r * 0.95, cy - r), (cx + r * 0.35, cy - r * 0.55)])
        pygame.draw.ellipse(surface, c, pygame.Rect(cx - r * 0.75, cy - r * 0.65, r * 1.5, r * 1.5))
        eye = (255, 210, 80) if fam == "monster" else (190, 120, 255)
        pygame.draw.polygon(surface, eye, [(cx - r * 0.45, cy - r * 0.05), (cx - r * 0.1, cy + r * 0.05), (cx - r * 0.4, cy + r * 0.2)])
        pygame.draw.polygon(surface, eye, [(cx + r * 0.45, cy - r * 0.05), (cx + r * 0.1, cy + r * 0.05), (cx + r * 0.4, cy + r * 0.2)])
        if fam == "guardian":
            pygame.draw.polygon(surface, (230, 190, 70), [(cx - r * 0.5, cy - r * 0.55), (cx - r * 0.5, cy - r * 0.95),
                                                          (cx - r * 0.2, cy - r * 0.7), (cx, cy - r * 1.0),
                                                          (cx + r * 0.2, cy - r * 0.7), (cx + r * 0.5, cy - r * 0.95),
                                                          (cx + r * 0.5, cy - r * 0.55)])
    elif fam == "thunderstone":
        pts = [(cx, cy - r), (cx + r * 0.8, cy - r * 0.2), (cx + r * 0.5, cy + r), (cx - r * 0.5, cy + r), (cx - r * 0.8, cy - r * 0.2)]
        pygame.draw.polygon(surface, c, pts)
        pygame.draw.polygon(surface, (255, 255, 255), pts, 1)
        pygame.draw.line(surface, (255, 255, 255), (cx, cy - r), (cx, cy + r), 1)
        pygame.draw.line(surface, (255, 255, 255), (cx - r * 0.8, cy - r * 0.2), (cx + r * 0.8, cy - r * 0.2), 1)
        pygame.draw.lines(surface, (255, 250, 160), False, [(cx - r * 0.2, cy - r * 0.6), (cx + r * 0.15, cy - r * 0.1),
                                                            (cx - r * 0.1, cy), (cx + r * 0.2, cy + r * 0.6)], lw)
    elif fam == "disease":
        for dx, dy, rr in ((-0.4, -0.2, 0.42), (0.35, -0.35, 0.32), (0.1, 0.4, 0.48)):
            pygame.draw.circle(surface, c, (int(cx + dx * r), int(cy + dy * r)), int(rr * r))
    else:
        pygame.draw.circle(surface, c, (int(cx), int(cy)), int(r * 0.7))


# --- the face ------------------------------------------------------------------------------------

def stat_badges(d: CardDef) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    if d.gold:
        out.append(("gold", str(d.gold)))
    if d.light:
        out.append(("light", f"{d.light:+d}" if d.light < 0 else str(d.light)))
    if d.strength is not None:
        out.append(("strength", str(d.strength)))
    if d.weight is not None:
        out.append(("weight", str(d.weight)))
    if d.health is not None:
        out.append(("health", str(d.health)))
    if d.xp:
        out.append(("xp", str(d.xp)))
    if d.vp:
        out.append(("vp", str(d.vp)))
    return out


BADGE_CAPTIONS = {"gold": "gold", "light": "light", "strength": "strength", "weight": "weight",
                  "health": "health", "xp": "XP", "vp": "VP", "cost": "cost"}

_face_cache: dict[tuple, pygame.Surface] = {}


def card_face(d: CardDef, size: tuple[int, int]) -> pygame.Surface:
    key = (d.key, size)
    surf = _face_cache.get(key)
    if surf is None:
        if len(_face_cache) > 600:  # forget the oldest quarter (not all: no frame redraws every face)
            for k in list(_face_cache)[:150]:
                del _face_cache[k]
        surf = _render_face(d, size)
        _face_cache[key] = surf
    return surf


def _render_face(d: CardDef, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    frame, body, band = colours(d)
    rad = max(3, w // 14)
    pygame.draw.rect(surf, frame, surf.get_rect(), border_radius=rad)
    m = max(2, w // 28)
    inner = surf.get_rect().inflate(-2 * m, -2 * m)
    pygame.draw.rect(surf, body, inner, border_radius=max(2, rad - m))
    big = w >= 150
    # title band: the name on one line, or on two (a taller band) where one is too narrow
    title_h = max(12, int(h * 0.115))
    cost_r = int(title_h * 0.5)
    name_w = inner.w - max(6, w // 15) - (cost_r * 2 + 2 if d.cost is not None else 0)
    nsize = T.fit_text(d.name, int(title_h * 0.62), name_w, bold=True, min_size=8)
    name_lines = [d.name]
    if T.font(nsize, True).size(d.name)[0] > name_w:
        two = T.wrap(d.name, nsize, name_w, True)
        if len(two) == 2 and all(T.font(nsize, True).size(x)[0] <= name_w for x in two):
            name_lines = two
            title_h = max(title_h, 2 * T.font(nsize, True).get_linesize() + 2)
        else:
            name_lines = [T.ellipsize(d.name, nsize, name_w, True)]
    trect = pygame.Rect(inner.x, inner.y, inner.w, title_h)
    pygame.draw.rect(surf, band, trect, border_top_left_radius=max(2, rad - m), border_top_right_radius=max(2, rad - m))
    lh = T.font(nsize, True).get_linesize()
    for i, line in enumerate(name_lines):
        img = T.text(line, nsize, (255, 255, 255), bold=True)
        cy = trect.centery + (i - (len(name_lines) - 1) / 2) * lh
        surf.blit(img, img.get_rect(midleft=(inner.x + max(3, w // 30), int(cy))))
    if d.cost is not None:
        badge(surf, "cost", str(d.cost), (trect.right - cost_r - 1, trect.centery), cost_r)
    y = trect.bottom + max(1, h // 120)
    # subtitle (left out of a small face whose rules text needs the room: the zoom shows it)
    ssize = T.fit_text(subtitle(d), max(7, int(h * 0.052)), inner.w - 6, min_size=8)
    sub = T.ellipsize(subtitle(d), ssize, inner.w - 6)
    simg = T.text(sub, ssize, T.CARD_TEXT_DIM)
    sub_y = y
    sub_h = simg.get_height() + max(1, h // 100)
    # the numbers along the bottom, and the level-up line above them
    stats = stat_badges(d)
    br = max(6, int(w * 0.075))
    cap = max(7, int(h * 0.04)) if big else 0
    badge_h = 2 * br + (cap + 2 if cap else 0) + max(2, h // 60)
    by = inner.bottom - badge_h + br
    text_bottom = (inner.bottom - badge_h - 2) if stats else inner.bottom - m
    if d.level_up_xp is not None:
        lsize = max(7, int(h * 0.048))
        limg = T.text(f"Level up: {d.level_up_xp} XP", lsize, (40, 90, 160), bold=True)
        surf.blit(limg, limg.get_rect(midbottom=(inner.centerx, text_bottom)))
        text_bottom -= limg.get_height() + 1
    # the picture's band, smaller (or left out) where the rules text needs its room
    lines = card_text(d)
    art_h = int(h * (0.2 if big else 0.17))
    gap = max(2, h // 60)
    for art, with_sub in ((art_h, True), (art_h * 2 // 3, True), (art_h // 3, True), (0, True), (0, False)):
        top = y + (sub_h if with_sub else 0) + (art + gap if art else 0)
        trect2 = pygame.Rect(inner.x + m + 1, top, inner.w - 2 * m - 2, text_bottom - top)
        layout = _rules_layout(lines, trect2, int(h * 0.06)) if lines and trect2.h > 6 else None
        if not lines or layout is not None:
            break
    if with_sub:
        surf.blit(simg, simg.get_rect(midtop=(inner.centerx, sub_y)))
        y += sub_h
    if art >= max(8, art_h // 3):
        arect = pygame.Rect(inner.x + m, y, inner.w - 2 * m, art)
        light = tuple(min(255, c + 40) for c in frame)
        pygame.draw.rect(surf, light, arect, border_radius=max(2, w // 40))
        pic = pictures.picture(d.picture, arect.h - 2 * max(2, arect.h // 10), band) if d.picture else None
        if pic is not None:
            surf.blit(pic, pic.get_rect(center=arect.center))
        else:  # no picture (or none drawable): the family's emblem
            emblem(surf, family(d), arect.inflate(-arect.w // 3, -max(2, arect.h // 8)), band)
    if stats:
        step = min(2 * br + max(3, w // 22), (inner.w - 4) // len(stats))
        x0 = inner.centerx - step * (len(stats) - 1) / 2
        for i, (kind, val) in enumerate(stats):
            c = (int(x0 + i * step), by)
            badge(surf, kind, val, c, br)
            if cap:
                ci = T.text(BADGE_CAPTIONS[kind], cap, T.CARD_TEXT_DIM)
                surf.blit(ci, ci.get_rect(midtop=(c[0], by + br + 2)))
    # rules text, fitted
    if lines:
        if layout is None:  # too much text even without the picture: cut (tests/client/test_text_fits.py)
            T.note_cut(" ".join(lines))
            layout = _rules_layout(lines, trect2, int(h * 0.06), force=True) if trect2.h > 6 else None
        if layout is not None:
            _draw_rules(surf, trect2, *layout)
    return surf


RULES_MIN_SIZE = 8  # theme.font draws nothing smaller


def _rules_layout(lines: list[str], rect: pygame.Rect, start: int, force: bool = False):
    """(size, wrapped lines, line height, gap, total height) of the rules text at the largest size
    that fits `rect`; None if it does not fit even at the smallest (unless forced)."""
    size = max(RULES_MIN_SIZE, start)
    while True:
        wrapped = [T.wrap(line, size, rect.w) for line in lines]
        lh = T.font(size).get_linesize()
        gap = max(1, lh // 4)
        total = sum(len(ws) * lh for ws in wrapped) + gap * (len(lines) - 1)
        if total <= rect.h + lh // 3:
            return size, wrapped, lh, gap, total
        if size <= RULES_MIN_SIZE:
            return (size, wrapped, lh, gap, total) if force else None
        size -= 1


def _draw_rules(surf: pygame.Surface, rect: pygame.Rect, size: int, wrapped: list[list[str]], lh: int, gap: int,
                total: int) -> None:
    y = rect.y + max(0, (rect.h - total) // 2) if total < rect.h else rect.y
    # where the text is cut (the zoomed card shows it all), its last line ends with an ellipsis
    places: list[tuple[str, int]] = []
    for ws in wrapped:
        for part in ws:
            if y + lh > rect.bottom + lh // 3:
                break
            places.append((part, y))
            y += lh
        else:
            y += gap
            continue
        break
    shown = len(places)
    if shown and shown < sum(len(ws) for ws in wrapped):
        part, at = places[-1]
        places[-1] = (T.ellipsize(part.rstrip(" .,;:") + "…", size, rect.w), at)
    for part, at in places:
        img = T.text(part, size, T.CARD_TEXT)
        surf.blit(img, img.get_rect(midtop=(rect.centerx, at)))


def card_back(size: tuple[int, int]) -> pygame.Surface:
    key = ("__back__", size)
    surf = _face_cache.get(key)
    if surf is not None:
        return surf
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(3, w // 14)
    pygame.draw.rect(surf, T.CARD_BACK, surf.get_rect(), border_radius=rad)
    inner = surf.get_rect().inflate(-max(4, w // 10), -max(4, w // 10))
    pygame.draw.rect(surf, T.CARD_BACK_EDGE, inner, max(1, w // 50), border_radius=max(2, rad - 2))
    for i in range(-h, w, max(6, w // 8)):
        pygame.draw.line(surf, (66, 52, 96), (inner.x + i, inner.y), (inner.x + i + inner.h, inner.bottom), 1)
    r = min(w, h) * 0.22
    cx, cy = surf.get_rect().center
    pts = [(cx, cy - r), (cx + r * 0.8, cy - r * 0.2), (cx + r * 0.5, cy + r), (cx - r * 0.5, cy + r), (cx - r * 0.8, cy - r * 0.2)]
    pygame.draw.polygon(surf, (90, 200, 220), pts)
    pygame.draw.polygon(surf, (230, 250, 255), pts, 1)
    _face_cache[key] = surf
    return surf
