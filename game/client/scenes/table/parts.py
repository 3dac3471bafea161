"""What the table's views share: the base class that gives each view the game and the table's
registries (where each card and zone is drawn, the buttons, the tooltips), and the records of the
cards each view lays out."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.client import theme as T
from game.engine.actions import Action

if TYPE_CHECKING:
    from game.client.scenes.table.scene import TableScene


class View:
    """One part of the table. `build` lays it out from the state (after every action and resize),
    `draw` paints it into the cached layer and `draw_live` over it every frame; views never handle
    input: the table asks them what is at a point (`*_at`) and decides who gets the click."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    @property
    def app(self):
        return self.table.app

    @property
    def session(self):
        return self.table.session

    @property
    def game(self):
        return self.table.session.game

    @property
    def state(self):
        return self.table.session.game.state

    @property
    def th(self) -> T.Theme:
        return self.table.app.theme

    @property
    def regions(self) -> dict[str, pygame.Rect]:
        return self.table.regions

    @property
    def minfo(self):
        return self.table.minfo

    @property
    def buttons(self):
        return self.table.buttons

    @property
    def card_rects(self) -> dict[int, pygame.Rect]:
        return self.table.card_rects

    @property
    def zone_rects(self) -> dict[str, pygame.Rect]:
        return self.table.zone_rects

    @property
    def tips(self) -> list[tuple[pygame.Rect, str]]:
        return self.table.tips

    def legal(self, action: Action) -> str | None:
        return self.table.legal(action)

    def can_act(self) -> bool:
        return self.table.can_act()

    def hand_visible(self) -> bool:
        return self.table.hand_visible()


@dataclass
class CardView:
    card: int
    rect: pygame.Rect
    zone: str  # hand | hall | equipped | discard
    face_up: bool = True
    hit: pygame.Rect | None = None  # the part that takes clicks (an equipped weapon peeks out)
    hero: int | None = None  # for equipped weapons

    @property
    def target(self) -> pygame.Rect:
        return self.hit or self.rect


@dataclass
class TileView:
    group: str
    rect: pygame.Rect
    top: int | None
    count: int
    buyable: bool
    reason: str | None
    next_level: int | None = None
    levels: tuple[int, ...] = ()  # Alone in the Dark: the hero levels still in the stack


@dataclass
class MonsterView:
    card: int
    rect: pygame.Rect
    rank: int
    info: pygame.Rect
    breakdown: object | None = None
    attack_reason: str | None = None
    angry: bool = False  # co-op: turned sideways
    badge: pygame.Rect | None = None  # the "Angry" label above it
    hit: pygame.Rect | None = None  # where it answers the mouse, when a card in front covers the rest

    @property
    def target(self) -> pygame.Rect:
        return self.hit or self.rect
