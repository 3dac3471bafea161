"""Where things go, computed from the window size (designed at 1280x720, scaled up to 2560x1440
and beyond). Functions return named pygame Rects; tests check that the main regions never overlap."""

from __future__ import annotations

import pygame

from game.client.theme import Theme


def table_regions(size: tuple[int, int], players: int = 2) -> dict[str, pygame.Rect]:
    w, h = size
    th = Theme(size)
    s = th.s
    pad = s(8)
    top = pygame.Rect(0, 0, w, s(40))
    side_w = max(s(250), int(w * 0.2))
    right_h = h - top.bottom - 2 * pad
    side_x = w - side_w - pad
    others_h = min(int(right_h * 0.45), s(30) + s(62) * players)
    players_r = pygame.Rect(side_x, top.bottom + pad, side_w, others_h)
    log = pygame.Rect(side_x, players_r.bottom + pad, side_w, top.bottom + pad + right_h - players_r.bottom - pad)
    main_w = side_x - 2 * pad
    hand_h = int(h * 0.41)
    hand = pygame.Rect(pad, h - pad - hand_h, main_w, hand_h)
    mid_top = top.bottom + pad
    mid_h = hand.y - pad - mid_top
    village_w = int(main_w * 0.45)
    village = pygame.Rect(pad, mid_top, village_w, mid_h)
    hall = pygame.Rect(village.right + pad, mid_top, main_w - village_w - pad, mid_h)
    return {"top": top, "village": village, "hall": hall, "players": players_r, "log": log, "hand": hand}


def hand_regions(hand: pygame.Rect, th: Theme) -> dict[str, pygame.Rect]:
    """Inside the hand region: status line, the player's piles, the cards, the action column."""
    s = th.s
    pad = s(8)
    status = pygame.Rect(hand.x + pad, hand.y + s(4), hand.w - 2 * pad, s(28))
    body_top = status.bottom + s(4)
    body_h = hand.bottom - pad - body_top
    actions = pygame.Rect(hand.right - pad - s(150), body_top, s(150), body_h)
    piles = pygame.Rect(hand.x + pad, body_top, s(66), body_h)
    cards = pygame.Rect(piles.right + pad, body_top, actions.x - pad - piles.right - pad, body_h)
    return {"status": status, "piles": piles, "cards": cards, "actions": actions}


def overlaps(rects: dict[str, pygame.Rect]) -> list[tuple[str, str]]:
    names = list(rects)
    out = []
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if rects[a].colliderect(rects[b]):
                out.append((a, b))
    return out
