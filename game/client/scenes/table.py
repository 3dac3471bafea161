"""The table: the village, the dungeon hall, the other players, the game log, and the active
player's hand with everything they can do.

The scene only reads the game and sends actions (through the session, which autosaves); what it
shows is rebuilt from the state after every action (`rebuild`), and engine events drive the
animations (`animate`). Bots play on their own, one action at a time, with a short pause."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.catalog.text import ability_text, class_label
from game.client import logtext
from game.client import theme as T
from game.client.cardface import card_back, card_face, colours
from game.client.layout import hand_regions, table_regions
from game.client.modeview import ModeInfo, hero_levels_left, mode_info
from game.client.scene import Scene
from game.client.session import GameSession
from game.client.tween import Animator
from game.client.widgets import (
    Button,
    Buttons,
    blit_text,
    blit_wrapped,
    draw_tooltip,
    fitted_image,
    fitted_lines,
    lines_image,
    panel,
)
from game.engine import events as ev
from game.engine.actions import (
    Action,
    Attack,
    Buy,
    DestroyCard,
    EndTurn,
    Equip,
    LevelUp,
    Unequip,
    UseAbility,
    Visit,
)
from game.engine.battle import abilities_of
from game.engine.errors import IllegalAction
from game.engine.rules import scoring, village

HOVER_ZOOM_DELAY = 0.45  # seconds the mouse rests on a card before it is shown enlarged
TIP_DELAY = 0.25  # ... on anything with a tooltip before it shows
IDLE_PULSE_FPS = 8.0  # frames a second while a human ponders: enough for the slow pulse of what is clickable
PLACE_NAMES = {"village": "in the Village", "dungeon": "in the Dungeon", "rest": "resting"}
ANGER_HELP = ("Angry: a player stayed out of the dungeon while this monster was in rank 1 and no XP token was "
              "left. If it is provoked again in rank 1 it escapes to the village pile, where its XP counts against "
              "the party. Defeat it to be rid of it: anger stays while it is in the hall.")


def short_hero_name(name: str, lower: str) -> str:
    """A higher level's name without the hero type both levels share ("Belzur Bishop" after
    "Belzur Curate": "Bishop"), for the narrow village tiles."""
    first = lower.split(" ")[0]
    rest = name[len(first) + 1:] if name.startswith(first + " ") else ""
    return rest or name


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


@dataclass
class Flight:
    """A card moving across the table."""

    card: int
    face_up: bool
    x: float
    y: float
    w: float
    h: float
    alpha: float = 255.0
    started: bool = False
    end_w: float = 0.0
    waits: bool = False  # shown where it is until it starts (it was in plain view there)
    delay: float = 0.0  # seconds after the action it starts


@dataclass
class Flash:
    rect: pygame.Rect
    colour: tuple
    alpha: float = 0.0


@dataclass
class Burst:
    x: float
    y: float
    colour: tuple
    radius: int
    t: float = 0.0
    spikes: bool = False


@dataclass
class Shake:
    amp: float = 0.0


@dataclass
class Banner:
    text: str
    colour: tuple
    x: float
    y: float
    size: int
    alpha: float = 0.0
    lift: float = 0.0
    extra: dict = field(default_factory=dict)


class TableScene(Scene):
    acts_unseen = True  # bots play on under menus and dialogs
    show_turn_info = True  # gold, buys and XP in the action column
    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.anim = Animator()
        self.flights: list[Flight] = []
        self.flying: set[int] = set()
        self.banners: list[Banner] = []
        self.flashes: list[Flash] = []
        self.bursts: list[Burst] = []
        self.shake = Shake()
        self._fx_cache: dict[tuple, pygame.Surface] = {}
        self._wrap_cache: dict[tuple, list[str]] = {}  # game log lines wrapped to the panel's width
        self._warm_key: tuple = ()
        self._warm_todo: list = []  # card faces to draw ahead of need (warm)
        self.viewer: int | None = None  # the human whose eyes are on the screen
        self.selected: int | None = None  # a weapon picked to equip (click alternative to dragging)
        self.press: tuple[int, tuple[int, int]] | None = None  # card pressed, where
        self.drag: int | None = None
        self.drag_pos = (0, 0)
        self.drag_offset = (0, 0)
        self.bot_timer = 0.0
        self.fast_forward = False  # F: the bots play on at once, unseen, until a human is to decide
        self.seen_log: dict[int, int] = {}  # per player, how much of the session's log they have seen
        self.since: list[str] = []  # against bots: what they did since the human's last turn, shown until they act
        self._since_turn = -1  # the turn whose summary was made
        self._bot_next: tuple[tuple, object] | None = None  # a threaded bot's decision, for that position
        self.end_timer = 0.0
        self.hover_key: object = None
        self.hover_time = 0.0
        self.tip_key: str | None = None  # the table's own explanation under the mouse, and for how long
        self.tip_time = 0.0
        self.log_scroll = 0
        self.buttons = Buttons()
        self.hand_views: list[CardView] = []
        self.hall_views: list[MonsterView] = []
        self.tiles: list[TileView] = []
        self.card_rects: dict[int, pygame.Rect] = {}
        self.zone_rects: dict[str, pygame.Rect] = {}
        self.regions: dict[str, pygame.Rect] = {}
        self.hand_parts: dict[str, pygame.Rect] = {}
        self.player_rows: list[tuple[int, pygame.Rect]] = []
        self.deck_rect = pygame.Rect(0, 0, 0, 0)
        self.status = ("", "")
        self.undo_state: tuple[int, str] = (0, "")
        self.prompt_open = False
        self._version = 0
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple = ()
        self.vp: dict[int, int] = {}
        self.minfo: ModeInfo | None = None  # solo and co-op: the village pile, the totals, what the turn end does
        self.tips: list[tuple[pygame.Rect, str]] = []  # parts of the table that explain themselves on hover
        self.pile_views: dict[str, pygame.Rect] = {}  # the mode's piles on the table (click: list their cards)
        # beside the dungeon deck: the Swarm / Horde stacks (zone -> chip, top card zoomable) and the
        # face-down Special Disease deck
        self.side_piles: list[tuple[str, pygame.Rect]] = []
        self.mode_chip = pygame.Rect(0, 0, 0, 0)
        self._targets: tuple = (None, [])
        self._tile_cache: dict[tuple, pygame.Surface] = {}
        humans = [i for i, s in enumerate(session.seats) if s.kind == "human"]
        if len(humans) == 1:
            self.viewer = humans[0]

    # --- shortcuts ---
    @property
    def game(self):
        return self.session.game

    @property
    def state(self):
        return self.session.game.state

    @property
    def th(self) -> T.Theme:
        return self.app.theme

    def hand_visible(self) -> bool:
        p = self.state.active
        if self.session.is_bot(p):
            return self.state.turn.choice in ("village", "dungeon")
        return self.viewer == p

    def can_act(self) -> bool:
        st = self.state
        p = self.session.to_act
        return not st.over and st.prompt is None and not self.session.is_bot(p) and self.viewer == p \
            and p == st.active

    def tip_at(self, pos: tuple[int, int]) -> str | None:
        """The explanation of the part of the table at pos (the village pile, the angry badge...)."""
        return next((text for r, text in self.tips if r.collidepoint(pos)), None)

    def xp_label(self, player: int) -> str:
        """The XP a player can spend: their own, or in co-op the party's pool."""
        if self.minfo is not None and self.minfo.party:
            return f"Party XP {self.minfo.party_pool}"
        return f"XP {self.state.players[player].xp}"

    def legal(self, action: Action) -> str | None:
        return self.game.why_illegal(action)

    # --- scene life ---
    def enter(self) -> None:
        self.rebuild()
        self.save_news()

    def resume(self) -> None:
        self.rebuild()

    def exit(self) -> None:
        self.session.close()  # every action is already on disk; this lets go of the file

    def resize(self, size: tuple[int, int]) -> None:
        self.rebuild(size)

    # --- acting ---
    def act(self, action: Action) -> bool:
        """Send an action to the engine; animate what happened. False (and a message) if refused."""
        self.anim.finish_all()
        old_cards = dict(self.card_rects)
        old_zones = dict(self.zone_rects)
        who = self.session.to_act
        try:
            events = self.session.apply(action)
        except IllegalAction as e:
            self.app.toast(e.reason.capitalize(), T.WARN)
            self.rebuild()
            return False
        self.selected = None
        self.drag = None
        self.log_scroll = 0
        if not self.session.is_bot(who):
            self.since = []  # the player has moved on
            if self.session.to_act != who:  # and handed the turn on: what follows is news to them
                self.seen_log[who] = self.session.log_dropped + len(self.session.log)
        self.rebuild()
        self.animate(events, old_cards, old_zones)
        self._sounds(events)
        self.save_news()
        return True

    def save_news(self) -> None:
        """Tell the player when saving fails (and why) and when it has caught up (GameSession.save_news)."""
        news = self.session.save_news()
        if news is not None:
            ok, message = news
            self.app.toast(message, T.GOOD if ok else T.BAD, 3 if ok else 8)

    def try_action(self, action: Action) -> bool:
        reason = self.legal(action)
        if reason is not None:
            self.app.toast(reason[:1].upper() + reason[1:], T.WARN)
            return False
        return self.act(action)

    def pass_reason(self, player: int) -> str:
        """Why the screen goes to `player` now (shown on the pass-the-device screen)."""
        st = self.state
        pr = st.prompt
        if pr is None:
            return "Your turn."
        giver = st.players[st.active].name
        if pr.reason == "pass_discard":
            return f"{giver} is resting and passes you a card; you may discard one of yours into {giver}'s discard pile."
        if pr.reason == "pass_card":
            return "You are resting: choose a card to pass on."
        if pr.reason == "turn_in":
            return "Choose monsters to turn in to the party pile."
        if player != st.active:
            return f"Something {giver} did asks you a question."
        return "An effect asks you a question."

    def _since_last_turn(self, player: int) -> list[str]:
        """The headlines of the log since `player` last handed the turn on (from the heading of
        the turn under way then), and marks them seen."""
        log = self.session.log
        seen = max(0, self.seen_log.get(player, 0) - self.session.log_dropped)
        while 0 < seen < len(log) and not log[seen].startswith("— Turn"):
            seen -= 1
        self.seen_log[player] = self.session.log_dropped + len(log)
        lines = logtext.headlines(log[seen:])
        return lines if any(not ln.startswith("— Turn") for ln in lines) else []

    def on_ready(self, player: int) -> None:
        self.viewer = player
        self.seen_log[player] = self.session.log_dropped + len(self.session.log)
        self.rebuild()

    # --- per frame ---
    def frames_wanted(self) -> float:
        st = self.state
        if self.anim.busy or st.over or self.session.is_bot(self.session.to_act) or self.drag is not None \
                or self.shake.amp >= 0.5:
            return 60.0
        if self.app.stack.top is self and ((self.hover_key is not None and self.hover_time <= HOVER_ZOOM_DELAY)
                                           or (self.tip_key is not None and self.tip_time <= TIP_DELAY)):
            return 60.0  # the zoom or tooltip is about to appear
        if self.app.stack.top is self and self.can_act():
            return IDLE_PULSE_FPS  # what can be clicked pulses slowly
        return 0.0

    def update(self, dt: float) -> None:
        speed = self.app.settings.speed
        self.anim.update(dt * (speed if speed > 0 else 1000.0))
        st = self.state
        top = self.app.stack.top
        if st.over:
            if not self.anim.busy:
                self.end_timer += dt
                if self.end_timer > 1.2 or speed == 0:
                    from game.client.scenes.results import ResultsScene

                    self.app.replace(ResultsScene(self.app, self.session))
            return
        p = self.session.to_act
        if self.fast_forward:
            if self.session.is_bot(p):
                self.anim.finish_all()
            else:
                self.fast_forward = False  # a human's decision: back to watching
        if self.session.human_count == 1 and not self.session.is_bot(p) and st.turn_number != self._since_turn \
                and st.prompt is None and not self.anim.busy:
            self._since_turn = st.turn_number
            self.since = self._since_last_turn(p)
        if top is self:
            if not self.session.is_bot(p) and self.session.human_count > 1 and self.viewer != p:
                from game.client.scenes.passdevice import PassDeviceScene

                if self.anim.busy and speed > 0:
                    return  # the end of the battle and the hall's shift are seen before the device passes
                reason = self.pass_reason(p)
                if self.viewer is not None:  # the player handing over has seen everything so far
                    self.seen_log[self.viewer] = self.session.log_dropped + len(self.session.log)
                log = self.session.log
                seen = max(0, self.seen_log.get(p, 0) - self.session.log_dropped)
                while 0 < seen < len(log) and not log[seen].startswith("— Turn"):
                    seen -= 1  # from the heading of the turn that was under way
                since = logtext.headlines(log[seen:])
                self.app.push(PassDeviceScene(self.app, st.players[p].name, reason, lambda p=p: self.on_ready(p),
                                              since))
                return
            if st.prompt is not None and not self.session.is_bot(p) and self.viewer == p:
                if not self.anim.busy or speed == 0:
                    from game.client.scenes.overlays import PromptScene

                    self.app.push(PromptScene(self.app, self))
                    return
        if self.session.is_bot(p) and (top is self or not getattr(top, "modal", False)):
            threaded = self.app.bot_threads
            key = (id(self.game), st.event_count)
            if threaded and (self._bot_next is None or self._bot_next[0] != key):
                # the bot thinks in a worker thread from the moment it is to act, animations or not
                action = self.session.bot_ready(process=self.app.bot_process)
                self._bot_next = (key, action) if action is not None else None
                for notice in self.session.take_notices():  # the bots' process died: said once
                    self.app.toast(notice, T.WARN, 8)
            if not self.anim.busy:
                self.bot_timer += dt
                delay = 0.0 if self.fast_forward else self.app.settings.bot_delay / max(1.0, speed)
                if self.bot_timer >= delay:
                    if not threaded:
                        self.bot_timer = 0.0
                        self.act(self.session.bot_action())
                    elif self._bot_next is not None:
                        self.bot_timer = 0.0
                        action = self._bot_next[1]
                        self._bot_next = None
                        self.act(action)
        else:
            self.bot_timer = 0.0
        key = self.hover_target(self.app.mouse)
        if key != self.hover_key:
            self.hover_key = key
            self.hover_time = 0.0
        else:
            self.hover_time += dt
        tip = self.tip_at(self.app.mouse)
        if tip != self.tip_key:
            self.tip_key, self.tip_time = tip, 0.0
        else:
            self.tip_time += dt

    # --- layout: everything shown is rebuilt from the state here, never in draw ---
    def rebuild(self, size: tuple[int, int] | None = None) -> None:
        size = size or self.app.size
        self._version += 1
        th = T.Theme(size)
        s = th.s
        st = self.state
        n = len(st.players)
        self.regions = table_regions(size, n)
        self.buttons.clear()
        self.card_rects = {}
        self.zone_rects = {}
        self.tips = []
        self.pile_views = {}
        self.minfo = mode_info(self.game)
        R = self.regions
        can = self.can_act()
        # top bar
        top = R["top"]
        bw = s(170)
        self.buttons.add(Button(pygame.Rect(top.right - s(8) - s(90), top.y + s(6), s(90), top.h - s(12)), "Menu",
                                self.open_menu, style="quiet", size=14, key="menu"))
        self.buttons.add(Button(pygame.Rect(top.right - s(16) - s(90) - bw, top.y + s(6), bw, top.h - s(12)),
                                f"Animations: {self.app.settings.animation.capitalize()}", self.cycle_animation,
                                style="quiet", size=13, key="animations", tooltip="normal, fast or off"))
        self.undo_state = self.undo_status()
        count, why = self.undo_state
        uw = s(130)
        self.buttons.add(Button(pygame.Rect(top.right - s(24) - s(90) - bw - uw, top.y + s(6), uw, top.h - s(12)),
                                f"Undo ({count})" if count > 1 else "Undo", self.undo, count > 0,
                                f"Nothing to take back: {why}.", "normal", size=13, key="undo",
                                tooltip=f"Take back your last action (Ctrl+Z). {count} action{'s' if count != 1 else ''}"
                                        f" can be taken back; not the ones before, because {why}."))
        self.mode_chip = pygame.Rect(0, 0, 0, 0)
        if self.minfo is not None:
            w = min(T.font(s(14), True).size(self.minfo.short)[0] + s(24), s(300))
            self.mode_chip = pygame.Rect(s(190), top.y + s(8), w, top.h - s(16))
            self.tips.append((self.mode_chip, f"{self.minfo.title}. {self.game.mode.description}"))
        self._build_village(th, can)
        self._build_hall(th, can)
        self._build_players(th)
        self._build_hand(th, can)

    def _build_village(self, th: T.Theme, can: bool) -> None:
        s = th.s
        st = self.state
        game = self.game
        area = self.regions["village"]
        groups = list(st.stacks)
        kind = {g: game.catalog.groups[g].kind for g in groups}
        heroes = [g for g in groups if kind[g] == "hero"]
        basics = [g for g in groups if kind[g] == "basic"]
        others = [g for g in groups if g not in heroes and g not in basics]
        rows = [k[i:i + 4] for k in (heroes, basics, others) for i in range(0, len(k), 4)]
        ncols = 4  # names stay readable; a bigger village (Alone in the Dark) takes more, lower rows
        head = s(30)
        gap = s(6)
        inner = pygame.Rect(area.x + s(8), area.y + head, area.w - s(16), area.h - head - s(8))
        nrows = max(1, len(rows))
        tile_h = (inner.h - gap * (nrows - 1)) // nrows
        tile_w = (inner.w - gap * (ncols - 1)) // ncols
        in_village = st.turn.choice == "village"
        alone = game.mode.name == "alone"
        self.tiles = []
        for r, row in enumerate(rows):
            for c, g in enumerate(row):
                rect = pygame.Rect(inner.x + c * (tile_w + gap), inner.y + r * (tile_h + gap), tile_w, tile_h)
                stack = st.stacks[g]
                top_card = stack[0] if stack else None
                reason = self.legal(Buy(g)) if can else "wait for your turn"
                nxt = None
                if kind[g] == "hero" and top_card is not None:
                    lvl = game.defn(top_card).level or 0
                    nxt = next((c2 for c2 in stack if (game.defn(c2).level or 0) > lvl), None)
                levels = tuple(hero_levels_left(game, g)) if alone and kind[g] == "hero" else ()
                if alone and can and reason is not None and reason.endswith("cannot be bought in this game"):
                    reason = "Alone in the Dark: only level 1 heroes are bought; level up a hero to reach " \
                             f"{game.defn(top_card).name}"
                self.tiles.append(TileView(g, rect, top_card, len(stack), can and in_village and reason is None,
                                           reason, nxt, levels))
                self.zone_rects[f"stack.{g}"] = rect
                if top_card is not None:
                    self.card_rects[top_card] = rect

    def _build_side_piles(self, th: T.Theme, col: pygame.Rect) -> None:
        """Chips under the dungeon deck: each stand-in group's face-up stack (the Swarm, the Horde:
        its count and top card, which hover zooms) and the Special Disease deck (face down)."""
        s = th.s
        st = self.state
        self.side_piles = []
        zones = [f"swarm.{g}" for g in st.swarms] + (["disease"] if st.special_diseases else [])
        if not zones or col.h <= 0:
            return
        h = max(min(s(40), (col.h - s(4) * (len(zones) - 1)) // len(zones)), s(18))
        for i, zone in enumerate(zones):
            chip = pygame.Rect(col.x, col.y + i * (h + s(4)), col.w, h)
            self.side_piles.append((zone, chip))
            self.zone_rects[zone] = chip
            if zone == "disease":
                self.tips.append((chip, f"The Special Disease deck, face down: {len(st.disease)} cards. Gaining a "
                                        "Disease takes its top card (none when it is empty); a destroyed Disease "
                                        "goes to its bottom."))
            else:
                group = zone.partition(".")[2]
                name = self.game.catalog.groups[group].name.split(" • ")[0]
                self.tips.append((chip, f"The {name} stack, face up: {len(st.zone(zone))} cards. When a {name} "
                                        "stand-in is turned over into the hall, the top card takes its place. "
                                        "Hover to see it."))

    def _build_hall(self, th: T.Theme, can: bool) -> None:
        s = th.s
        st = self.state
        game = self.game
        area = self.regions["hall"]
        mi = self.minfo
        head = s(30)
        ranks = [3, 2, 1] + ([0] if st.rank0 else [])
        pile_units = 0.8 if mi is not None else 0.0  # the village pile, right of the hall
        cols = len(ranks) + 0.62 + pile_units
        gap = s(10)
        info_h = s(96)
        strip_h = s(24) if mi is not None else 0  # what the end of the turn does (solo, co-op)
        col_w = (area.w - s(16) - gap * (len(ranks) + (1 if mi else 0))) / cols
        label_h = s(20)
        card_h = min(int(col_w * 7 / 5), area.h - head - label_h - info_h - s(14) - strip_h)
        card_w = int(card_h * 5 / 7)
        deck_w = int(card_w * 0.62)
        deck_h = int(deck_w * 7 / 5)
        x = area.x + s(8)
        y = area.y + head + label_h
        self.deck_rect = pygame.Rect(x, y + (card_h - deck_h) // 2, deck_w, deck_h)
        self.zone_rects["dungeon"] = self.deck_rect
        self._build_side_piles(th, pygame.Rect(x, self.deck_rect.bottom + s(26), deck_w + gap - s(2),
                                               area.bottom - s(6) - self.deck_rect.bottom - s(26)))
        x += deck_w + gap
        right = area.right - s(8)
        bottom = area.bottom - s(6)
        self.strip_rect = pygame.Rect(0, 0, 0, 0)
        self.pile_col = pygame.Rect(0, 0, 0, 0)
        self.heroes_rect: pygame.Rect | None = None
        if mi is not None:
            self.strip_rect = pygame.Rect(area.x + s(8), area.bottom - s(6) - strip_h, area.w - s(16), strip_h)
            bottom = self.strip_rect.y - s(4)
            self.tips.append((self.strip_rect, mi.advance.help))
            if mi.party:
                why = ("The party's total: the XP of the monsters in everyone's cards, the shared pool and the party "
                       "pile. The party wins with more XP than the monsters in the village pile; a tie loses.")
            else:
                why = ("Your VP (every card you own) against the VP of the monsters in the village pile: you win "
                       "with more at the end; a tie loses.")
                if mi.top_heroes is not None:
                    why += f" Alone in the Dark: you also need {mi.top_heroes[1]} top-level heroes."
            self.tips.append((pygame.Rect(area.x + s(150), area.y, area.w - s(150), head), why))
            pile_w = max(deck_w, int(card_w * pile_units))
            self.pile_col = pygame.Rect(right - pile_w, y, pile_w, bottom - y)
            right = self.pile_col.x - gap
            pile = pygame.Rect(0, 0, deck_w, deck_h)
            pile.midtop = (self.pile_col.centerx, self.deck_rect.y)
            self.pile_views["village"] = pile
            self.zone_rects["pile.village"] = pile
            what = "VP" if mi.measure == "VP" else "XP"
            self.tips.append((pile.union(pygame.Rect(pile.x, pile.bottom, pile.w, s(40))),
                              f"The village pile: the monsters that got through to the village. Their {what} count "
                              f"against {'you' if not mi.party else 'the party'} at the end. Click to list them."))
            if mi.party:
                chip = pygame.Rect(self.pile_col.x, pile.bottom + s(44), self.pile_col.w, s(40))
                if chip.bottom <= bottom:
                    self.pile_views["party"] = chip
                    self.zone_rects["pile.party"] = chip
                    self.tips.append((chip, "The party pile: the monsters turned in at the village (1 party XP "
                                            "each when turned in); their XP counts for the party at the end. "
                                            "Click to list them."))
            if mi.top_heroes is not None:
                hy = pile.bottom + s(44)
                if hy + s(34) <= bottom:
                    have, need = mi.top_heroes
                    self.heroes_rect = pygame.Rect(self.pile_col.x, hy, self.pile_col.w, s(34))
                    self.tips.append((self.heroes_rect, f"Alone in the Dark: to win you need {need} heroes of their "
                                      "type's highest level among your cards at the end, as well as more VP than the "
                                      f"village pile. You have {have}."))
            if mi.party:
                self.tips.append((self.deck_rect, mi.advance.help))
        slot_w = (right - x - gap * (len(ranks) - 1)) // len(ranks)
        self.hall_views = []
        self.rank_cols: dict[str, pygame.Rect] = {}
        show_bd = self.hand_visible()
        for i, rank in enumerate(ranks):
            col = pygame.Rect(x + i * (slot_w + gap), y, slot_w, card_h)
            rect = pygame.Rect(0, 0, card_w, card_h)
            rect.midtop = col.midtop
            zone = "rank0" if rank == 0 else f"hall.{rank}"
            self.zone_rects[zone] = rect
            self.rank_cols[zone] = col
            info = pygame.Rect(col.x, rect.bottom + s(6), col.w, bottom - rect.bottom - s(6))
            cards = st.zone(zone)
            if rank == 0 and len(cards) > 1:  # Guardians sharing Rank 0: cascaded, the newest in front
                self._build_shared_rank0(th, cards, col, card_h, info, show_bd, can)
                continue
            for c in cards:
                bd = None
                reason = None
                if game.defn(c).is_monster:
                    if show_bd:
                        bd = game.breakdown(c)
                    reason = self.legal(Attack(c)) if can else "wait for your turn"
                angry = c in st.anger
                badge = None
                if angry:
                    bw = min(col.w, s(92))
                    side = int(rect.w * 5 / 7)  # the card turned sideways: as wide as it was, less tall
                    badge = pygame.Rect(0, 0, bw, s(20))
                    badge.midbottom = (rect.centerx, rect.bottom - side - s(6))
                    self.tips.append((badge, ANGER_HELP))
                self.hall_views.append(MonsterView(c, rect, rank, info, bd, reason, angry, badge))
                self.card_rects[c] = rect
                break  # one card per rank

    def _build_shared_rank0(self, th: T.Theme, cards: list[int], col: pygame.Rect, card_h: int,
                            info: pygame.Rect, show_bd: bool, can: bool) -> None:
        """Several Guardians in Rank 0 (rulebook: Guardians share it): each behind the next, its title
        showing, so any of them can be pointed at and attacked; the front one's breakdown below."""
        game = self.game
        peek = th.s(22)
        h = max(card_h - peek * (len(cards) - 1), card_h // 2)
        w = int(h * 5 / 7)
        for i, c in enumerate(cards):
            rect = pygame.Rect(0, 0, w, h)
            rect.midtop = (col.centerx, col.y + i * min(peek, (card_h - h) // max(1, len(cards) - 1)))
            front = i == len(cards) - 1
            bd = game.breakdown(c) if show_bd and front else None
            reason = self.legal(Attack(c)) if can else "wait for your turn"
            hit = None if front else pygame.Rect(rect.x, rect.y, rect.w, peek)
            self.hall_views.append(MonsterView(c, rect, 0, info, bd, reason, hit=hit))
            self.card_rects[c] = rect
        self.zone_rects["rank0"] = self.hall_views[-1].rect

    def _build_players(self, th: T.Theme) -> None:
        s = th.s
        area = self.regions["players"]
        n = len(self.state.players)
        row_h = min(s(62), (area.h - s(32)) // max(1, n))
        self.player_rows = []
        self.vp = {p: scoring.score(self.game, p) for p in range(n)}
        mi = self.minfo
        for p in range(n):
            r = pygame.Rect(area.x + s(6), area.y + s(28) + p * row_h, area.w - s(12), row_h - s(4))
            self.player_rows.append((p, r))
            if mi is not None and mi.party:
                self.tips.append((r, f"{self.state.players[p].name}'s part of the party's total: the XP of the "
                                     f"monsters among their cards ({mi.monsters_xp.get(p, 0)})"
                                     + (f" and of the monsters they turned in ({mi.turned_in_by.get(p, 0)})"
                                        if mi.turned_in_by.get(p) else "")
                                     + f". The party's total adds the shared pool ({mi.party_pool} XP) and the party "
                                       f"pile ({mi.turned_in_xp} XP): {mi.players_total} XP."))
            if p != self.state.active:
                for z in ("deck", "hand", "discard", "aside"):
                    self.zone_rects[f"p{p}.{z}"] = r

    def _build_hand(self, th: T.Theme, can: bool) -> None:
        s = th.s
        st = self.state
        t = st.turn
        p = st.active
        pl = st.players[p]
        hp = hand_regions(self.regions["hand"], th)
        self.hand_parts = hp
        visible = self.hand_visible()
        # piles
        piles = hp["piles"]
        pw = piles.w
        ph = int(pw * 7 / 5)
        deck = pygame.Rect(piles.x, piles.y + s(18), pw, ph)
        discard = pygame.Rect(piles.x, deck.bottom + s(26), pw, ph)
        self.zone_rects[f"p{p}.deck"] = deck
        self.zone_rects[f"p{p}.discard"] = discard
        self.zone_rects[f"p{p}.aside"] = discard
        self.zone_rects["destroyed"] = pygame.Rect(self.regions["hand"].centerx, self.regions["hand"].bottom, 1, 1)
        self.zone_rects["disease"] = self.zone_rects["destroyed"]
        self.pile_rects = {"deck": deck, "discard": discard}
        # cards: equipped weapons peek out from behind their hero
        equipment = t.equipment if visible else {}
        # the cards set aside in front of the player (treasures, a trap holding a Hero) end the row
        aside = list(pl.aside) if visible else []
        hand = [c for c in pl.hand if c not in equipment] + aside
        area = hp["cards"]
        self.zone_rects[f"p{p}.hand"] = area
        dungeon = t.choice == "dungeon"
        peek = 0.22 if dungeon else 0.0
        btn_h = s(24)
        btn_rows = 2
        card_h = int((area.h - btn_rows * (btn_h + s(3)) - s(6)) / (1 + peek))
        card_w = int(card_h * 5 / 7)
        max_w = int(area.w / max(1, len(hand))) - s(8)
        if card_w > max_w and len(hand) > 6:
            step = (area.w - card_w) / max(1, len(hand) - 1)  # overlap
        else:
            card_w = min(card_w, max(max_w, s(60)))
            card_h = int(card_w * 7 / 5)
            step = card_w + s(8)
        total = step * (len(hand) - 1) + card_w if hand else 0
        x0 = area.x + max(0, (area.w - total) / 2)
        y = area.y + int(card_h * peek) + s(2)
        self.hand_views = []
        village_now = t.choice == "village"
        for i, c in enumerate(hand):
            rect = pygame.Rect(int(x0 + i * step), y, card_w, card_h)
            self.hand_views.append(CardView(c, rect, "aside" if c in aside else "hand", visible))
            self.card_rects[c] = rect
            weapons = [w for w, h in equipment.items() if h == c]
            for j, w in enumerate(weapons):
                wr = pygame.Rect(rect.x + int(card_w * (0.1 + 0.16 * j)), rect.y - int(card_h * peek), card_w, card_h)
                hit = pygame.Rect(wr.x, wr.y, wr.w, int(card_h * peek))
                self.hand_views.insert(0, CardView(w, wr, "equipped", visible, hit=hit, hero=c))
                self.card_rects[w] = wr
            if not visible:
                continue
            # buttons under the card
            by = rect.bottom + s(4)
            for label, fn, enabled, reason, tip, style, short in self._card_buttons(c, can, village_now, weapons):
                if by + btn_h > area.bottom + s(2):
                    break
                self.buttons.add(Button(pygame.Rect(rect.x, by, min(card_w, int(step) - s(2)) if step < card_w else card_w,
                                                    btn_h), label, fn, enabled, reason, style, size=12, tooltip=tip,
                                        key=f"card{c}:{label}", short=short))
                by += btn_h + s(3)
        self._build_actions(th, hp["actions"], can)
        self.status = self._status_text(village_now)

    def _build_actions(self, th: T.Theme, col: pygame.Rect, can: bool) -> None:
        """Village, Dungeon, Rest, or End turn, in the column right of the hand."""
        s = th.s
        t = self.state.turn
        bh = s(40)
        yb = col.y + s(4)
        if t.choice is None:
            for place, key in (("village", "V"), ("dungeon", "D"), ("rest", "R")):
                reason = self.legal(Visit(place)) if can else None
                self.buttons.add(Button(pygame.Rect(col.x, yb, col.w, bh), f"{place.capitalize()}  ({key})",
                                        (lambda pl_=place: self.try_action(Visit(pl_))), can and reason is None,
                                        reason or ("wait for your turn" if not can else None),
                                        "primary" if place == "dungeon" else "normal", size=16, key=place))
                yb += bh + s(8)
        else:
            reason = self.legal(EndTurn()) if can else "wait for your turn"
            self.buttons.add(Button(pygame.Rect(col.x, col.bottom - bh - s(4), col.w, bh), "End turn  (E)",
                                    lambda: self.try_action(EndTurn()), can and reason is None, reason, "primary",
                                    size=16, key="end"))

    def _card_buttons(self, c: int, can: bool, village_now: bool, weapons: list[int]):
        """(label, callback, enabled, reason, tooltip, style, short) for the buttons under a hand card;
        short: the label when the full one does not fit (None: shrink or cut the full one)."""
        st = self.state
        game = self.game
        t = st.turn
        d = game.defn(c)
        out = []
        if not can:
            return out
        place = {"village": "village", "dungeon": "dungeon"}.get(t.choice or "")
        if t.choice == "dungeon" and t.step == "aftermath":
            place = "spoils"
        for owner in [c, *weapons]:
            od = game.defn(owner)
            for i, ab in enumerate(abilities_of(game, owner)):
                if place == "spoils":
                    if ab.trigger != "spoils":
                        continue
                elif place is None or ab.trigger != "use" or place not in ab.places:
                    continue
                reason = self.legal(UseAbility(owner, i))
                text = ability_text(ab)
                short = text.split(": ", 1)[1] if ": " in text else text
                prefix = "" if owner == c else f"{od.name}: "
                out.append((prefix + short, (lambda o=owner, i=i: self.try_action(UseAbility(o, i))), reason is None,
                            reason, text, "normal", "Use ability"))
        if village_now and d.is_hero:
            if d.has_class("Militia"):
                options = [g for g, grp in game.catalog.groups.items() if grp.kind == "hero" and g in st.stacks]
                ok = [g for g in options if self.legal(LevelUp(c, g)) is None]
                reason = None if ok else (self.legal(LevelUp(c, options[0])) if options else "no Hero stacks")
                out.append(("Level up…", lambda c=c: self.militia_level(c), bool(ok), reason,
                            "turn this Militia into a level 1 Hero", "normal", None))
            elif d.level_up_xp is not None:
                reason = self.legal(LevelUp(c))
                out.append((f"Level up · {d.level_up_xp} XP", lambda c=c: self.try_action(LevelUp(c)), reason is None,
                            reason, None, "normal", None))
        if t.choice == "dungeon" and t.step == "prepare":
            if d.is_weapon:
                if c in t.equipment:
                    out.append(("Unequip", lambda c=c: self.try_action(Unequip(c)), True, None, None, "quiet", None))
                else:
                    sel = self.selected == c
                    heroes = [h for h in st.players[st.active].hand if game.defn(h).is_hero]
                    able = [h for h in heroes if self.legal(Equip(c, h)) is None]
                    reason = None if able else (self.legal(Equip(c, heroes[0])) if heroes else "no Hero in your hand")
                    out.append(("Pick a hero…" if sel else "Equip…", lambda c=c: self.select(c), bool(able), reason,
                                "or drag the weapon onto a hero", "toggle_on" if sel else "normal", None))
            for w in weapons:
                out.append((f"Unequip {game.name(w)}", lambda w=w: self.try_action(Unequip(w)), True, None, None, "quiet",
                            "Unequip"))
        if t.choice == "rest":
            reason = self.legal(DestroyCard(c))
            out.append(("Destroy", lambda c=c: self.try_action(DestroyCard(c)), reason is None, reason,
                        "destroy this card while resting", "danger", None))
        return out

    def _status_text(self, village_now: bool) -> tuple[str, str]:
        st = self.state
        t = st.turn
        p = st.active
        pl = st.players[p]
        name = pl.name
        left = f"{name} · {self.xp_label(p)}"
        if self.session.save_problem is not None:
            left = f"NOT SAVED ({self.session.save_problem}) · {left}"
        if village_now:
            left += f" · Gold {village.gold_left(self.game)} of {village.gold_total(self.game)} · " \
                    f"{village.buys_left(self.game)} buy{'s' if village.buys_left(self.game) != 1 else ''} left"
        bot = self.session.is_bot(p)
        if bot:
            hint = f"{name} (bot) is playing… skipping to your next decision" if self.fast_forward \
                else f"{name} (bot) is playing… (F: skip to your next decision)"
        elif not self.hand_visible():
            hint = "Waiting…"
        elif st.prompt is not None:
            hint = "Answer the question."
        elif t.choice is None:
            hint = "Choose: Village, Dungeon or Rest."
        elif t.choice == "village":
            hint = "Use village abilities, buy from a highlighted stack, level up heroes, then end your turn."
        elif t.choice == "dungeon" and t.step == "prepare":
            hint = "Drag weapons onto heroes, use dungeon abilities, then click a monster to attack."
        elif t.choice == "dungeon":
            hint = "The battle is over: use any Spoils, then end your turn."
        else:
            hint = "You may destroy one card from your hand, then end your turn."
        return left, hint

    # --- actions from the UI ---
    def open_menu(self) -> None:
        from game.client.scenes.dialog import Dialog

        path = self.session.save_path
        self.session.retry_save()
        self.save_news()
        lines = [self.session.save_status() or
                 f"Your game is saved after every action{f' ({path.name})' if path else ''}: "
                 "you can quit now and continue it later from the title screen."]
        saving = self.session.saver is not None and not self.session.saver.closed
        self.app.push(Dialog(self.app, "Menu", lines, [
            ("Back to the game", None, True, None),
            ("Save as…", self.save_as, saving, "this game is not being saved"),
            ("Settings", self._settings, True, None),
            ("Title screen", self.to_title, True, None),
            ("Quit", self._quit, True, None),
        ], cancel=None))

    def save_as(self) -> None:
        """Ask for a name, then write a named copy of the game (replacing one of that name only
        after asking)."""
        from game.client.saving import named_path
        from game.client.scenes.dialog import Dialog, TextPrompt

        saver = self.session.saver
        if saver is None:
            return
        folder = self.app.saves_dir or saver.path.parent
        st = self.state
        default = f"{st.players[st.active].name}, turn {st.turn_number}"

        def write(name: str) -> None:
            from game.client.saving import save_as
            from game.saves.savegame import SaveError

            try:
                path = save_as(saver, name, folder)
            except (OSError, SaveError, ValueError) as e:
                self.app.toast(f"Not saved: {getattr(e, 'message', None) or e}", T.BAD, 5)
                return
            self.app.toast(f"Saved as “{name}” ({path.name}).", T.GOOD, 3)

        def chosen(name: str) -> None:
            if named_path(folder, name).exists():
                self.app.push(Dialog(self.app, "Replace the save?", [f"A save called “{name}” exists already."],
                                     [(f"Replace “{name}”", lambda: write(name), True, None)]))
            else:
                write(name)

        self.app.push(TextPrompt(self.app, "Save as", "A name for this save:", chosen, default, ok="Save"))

    def _settings(self) -> None:
        from game.client.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def _quit(self) -> None:
        if self._unsaved_leave("Quit", self._quit_now):
            return
        self._quit_now()

    def _quit_now(self) -> None:
        self.session.close()
        self.app.running = False

    def to_title(self) -> None:
        if self._unsaved_leave("Title screen", self._to_title_now):
            return
        self._to_title_now()

    def _to_title_now(self) -> None:
        from game.client.scenes.title import TitleScene

        self.session.close()
        self.app.replace(TitleScene(self.app))

    def _unsaved_leave(self, what: str, go) -> bool:
        """Leaving with actions the disk did not take yet: ask first (True: asked)."""
        self.session.retry_save()
        status = self.session.save_status()
        if status is None or not self.session.saver.unsaved:
            return False
        from game.client.scenes.dialog import Dialog

        self.app.push(Dialog(self.app, "Leave without saving?", [status], [
            (f"{what} anyway", go, True, None), ("Back to the game", None, True, None)], cancel=None))
        return True

    def undo_status(self) -> tuple[int, str]:
        """How many actions the player at the screen may take back, and why not more."""
        st = self.state
        if st.over:
            return 0, "the game is over"
        if self.session.is_bot(st.active):
            return 0, "a bot is playing"
        if self.viewer != st.active:
            return 0, "it is not your turn"
        w = self.session.undo_window()
        return w.count, w.reason

    def undo(self) -> bool:
        """Take back the last action (Undo button, Ctrl+Z)."""
        from game.saves.savegame import SaveError

        count, why = self.undo_status()
        if count <= 0:
            self.app.toast(f"Nothing to take back: {why}.", T.WARN)
            return False
        self.anim.finish_all()
        try:
            self.session.undo(1)
        except (OSError, SaveError, ValueError) as e:  # (ValueError: a game gone on from recorded events
            # whose last actions give another result with today's rules cannot be rewound past them)
            self.app.toast(f"Cannot take back: {getattr(e, 'message', None) or e}", T.BAD, 5)
            return False
        self.selected = None
        self.drag = None
        self.press = None
        self.log_scroll = 0
        self.rebuild()
        self.app.toast("Taken back.", T.ACCENT, 1.5)
        return True

    def cycle_animation(self) -> None:
        self.app.settings.next_animation()
        self.app.save_settings()
        if self.app.settings.speed == 0:
            self.anim.finish_all()
        self.rebuild()

    def select(self, weapon: int) -> None:
        self.selected = None if self.selected == weapon else weapon
        self.rebuild()

    def militia_level(self, card: int) -> None:
        from game.client.scenes.dialog import Dialog

        game = self.game
        options = []
        for g, grp in game.catalog.groups.items():
            if grp.kind != "hero" or g not in self.state.stacks:
                continue
            reason = self.legal(LevelUp(card, g))
            options.append((f"Become a {grp.name}", (lambda g=g: self.try_action(LevelUp(card, g))), reason is None, reason))
        self.app.push(Dialog(self.app, "Level up the Militia", ["Which Hero does this Militia become?"], options))

    def show_pile(self, pile: str) -> None:
        """List the cards of one of the mode's piles (the village pile, the party pile)."""
        from game.client.scenes.overlays import PileScene

        self.app.push(PileScene(self.app, self, pile))

    def drop_weapon(self, weapon: int, pos: tuple[int, int]) -> None:
        """A weapon was dragged and let go at pos: equip it on the hero there, or take it off."""
        t = self.state.turn
        hero = self.hero_at(pos)
        current = t.equipment.get(weapon)
        if hero is None:
            if current is not None:
                self.try_action(Unequip(weapon))
            return
        if current == hero:
            return
        if current is not None:
            if not self.act(Unequip(weapon)):
                return
        self.try_action(Equip(weapon, hero))

    def drop_targets(self, weapon: int) -> list[int]:
        """The heroes in hand that can take this weapon now (they light up while it is dragged)."""
        key = (weapon, self._version)
        if self._targets[0] != key:
            self._targets = (key, [v.card for v in self.hand_views if v.zone == "hand" and self.game.defn(v.card).is_hero
                                   and self.legal(Equip(weapon, v.card)) is None])
        return self._targets[1]

    def hero_at(self, pos: tuple[int, int]) -> int | None:
        for v in reversed(self.hand_views):
            if v.zone == "hand" and v.rect.collidepoint(pos) and self.game.defn(v.card).is_hero:
                return v.card
        return None

    def attack_clicked(self, monster: int, reason: str | None) -> None:
        if reason is not None:
            self.app.toast(reason[:1].upper() + reason[1:], T.WARN)
            return
        if self.app.settings.confirm_attack:
            from game.client.scenes.overlays import AttackPreview

            self.app.push(AttackPreview(self.app, self, monster))
        else:
            self.act(Attack(monster))

    # --- input ---
    def view_at(self, pos: tuple[int, int]) -> CardView | None:
        for v in self.hand_views:  # equipped weapons first (they are listed first), then cards right to left
            if v.zone == "equipped" and v.target.collidepoint(pos):
                return v
        for v in reversed(self.hand_views):
            if v.zone == "hand" and v.rect.collidepoint(pos):
                return v
        return None

    def hover_target(self, pos: tuple[int, int]) -> object:
        v = self.view_at(pos)
        if v is not None and v.face_up:
            return ("card", v.card)
        for m in self.hall_views:
            if m.badge is not None and m.badge.collidepoint(pos):
                return None  # the badge explains itself (a tooltip), no zoom over it
            if m.target.collidepoint(pos):
                return ("card", m.card)
        for tile in self.tiles:
            if tile.rect.collidepoint(pos) and tile.top is not None:
                return ("card", tile.top)
        for zone, chip in self.side_piles:  # a Swarm or Horde stack's top card (the Disease deck is face down)
            cards = self.state.zone(zone)
            if zone != "disease" and cards and chip.collidepoint(pos):
                return ("card", cards[0])
        return None

    def card_at(self, pos: tuple[int, int]) -> int | None:
        key = self.hover_target(pos)
        if isinstance(key, tuple) and key[0] == "card":
            return key[1]
        dv = self.pile_rects.get("discard") if hasattr(self, "pile_rects") else None
        pl = self.state.players[self.state.active]
        if dv is not None and dv.collidepoint(pos) and pl.discard:
            return pl.discard[0]
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.since and self._since_rect().collidepoint(event.pos):
            self.since = []  # a click on the summary puts it away
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._mouse_down(event)
        if event.type == pygame.MOUSEMOTION:
            if self.press is not None and self.drag is None:
                card, start = self.press
                if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > self.th.s(8):
                    self.drag = card
            if self.drag is not None:
                self.drag_pos = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event)
        if event.type == pygame.MOUSEWHEEL:
            if self.regions["log"].collidepoint(self.app.mouse):
                self.log_scroll = max(0, self.log_scroll + event.y * 2)
                return True
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _mouse_down(self, event: pygame.event.Event) -> bool:
        pos = event.pos
        if event.button == 3:
            card = self.card_at(pos)
            if card is not None:
                from game.client.scenes.dialog import ZoomCard

                self.app.push(ZoomCard(self.app, self.game.defn(card)))
                return True
            return False
        if event.button != 1:
            return False
        if self.buttons.click(pos, lambda r: self.app.toast(r[:1].upper() + r[1:], T.WARN)):
            return True
        for pile, r in self.pile_views.items():
            if r.inflate(self.th.s(8), self.th.s(40)).collidepoint(pos) if pile == "village" else r.collidepoint(pos):
                self.show_pile(pile)
                return True
        can = self.can_act()
        t = self.state.turn
        v = self.view_at(pos)
        if v is not None and can and v.face_up:
            d = self.game.defn(v.card)
            if d.is_weapon and t.choice == "dungeon" and t.step == "prepare":
                self.press = (v.card, pos)
                self.drag_offset = (pos[0] - v.rect.x, pos[1] - v.rect.y)
                self.drag_pos = pos
                return True
            if d.is_hero and self.selected is not None:
                self.try_action(Equip(self.selected, v.card))
                return True
            return True
        for m in self.hall_views:
            if m.target.collidepoint(pos):
                if can:
                    self.attack_clicked(m.card, m.attack_reason)
                return True
        for tile in self.tiles:
            if tile.rect.collidepoint(pos):
                if can:
                    self.try_action(Buy(tile.group))
                return True
        if self.selected is not None:
            self.selected = None
            self.rebuild()
        return False

    def _mouse_up(self, event: pygame.event.Event) -> bool:
        if self.press is None:
            return False
        card, _ = self.press
        self.press = None
        if self.drag is not None:
            self.drag = None
            self.drop_weapon(card, event.pos)
            self.rebuild()
            return True
        # a click on a weapon: pick it (then click a hero), or take it off
        if card in self.state.turn.equipment:
            self.select(card)
        else:
            self.select(card)
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        k = event.key
        if k == pygame.K_z and (getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META)):
            self.undo()
            return True
        if k == pygame.K_ESCAPE:
            if self.selected is not None:
                self.selected = None
                self.rebuild()
            else:
                self.open_menu()
            return True
        if k == pygame.K_SPACE:
            self.anim.finish_all()
            return True
        if k == pygame.K_f and self.session.is_bot(self.session.to_act) and not self.state.over:
            self.fast_forward = not self.fast_forward
            self.rebuild()
            return True
        if not self.can_act():
            return False
        t = self.state.turn
        if t.choice is None and k in (pygame.K_v, pygame.K_d, pygame.K_r):
            self.try_action(Visit({pygame.K_v: "village", pygame.K_d: "dungeon", pygame.K_r: "rest"}[k]))
            return True
        if k == pygame.K_e and t.choice is not None:
            self.try_action(EndTurn())
            return True
        if pygame.K_1 <= k <= pygame.K_9:
            hand = [v.card for v in self.hand_views if v.zone == "hand"]
            i = k - pygame.K_1
            if i < len(hand):
                c = hand[i]
                d = self.game.defn(c)
                if d.is_hero and self.selected is not None:
                    self.try_action(Equip(self.selected, c))
                elif d.is_weapon:
                    self.select(c)
            return True
        if k == pygame.K_u and self.selected is not None:
            self.try_action(Unequip(self.selected))
            return True
        return False

    # --- animation from events ---
    def animate(self, events: list[ev.Event], old_cards: dict[int, pygame.Rect],
                old_zones: dict[str, pygame.Rect]) -> None:
        """Flights, banners and effects for what an action did. Two tracks run side by side: the
        dungeon (the hall shifting rank by rank, cards turned over, traps, breaches) and the
        players' cards (draws, discards, buys), each one thing after another."""
        speed = self.app.settings.speed
        s = self.th.s
        if speed == 0:
            return
        events = list(ev.unbatched(events))  # each card flies on its own
        pos: dict[int, pygame.Rect] = {}
        last_move: dict[int, int] = {}
        for i, e in enumerate(events):
            if isinstance(e, ev.Moved):
                last_move[e.card] = i
        track = {"hall": 0.0, "cards": 0.0}
        dur = 0.38
        hall = self.regions["hall"]
        hall_centre = hall.center
        game = self.game

        def in_hall(zone: str) -> bool:
            return zone.startswith("hall.") or zone in ("dungeon", "rank0")

        shown = [0]

        def hall_spot() -> tuple[int, int]:
            """Where the next banner over the hall goes: banners of one action stack, not overlap."""
            k = shown[0]
            shown[0] += 1
            return hall_centre[0], hall_centre[1] + (0, s(52), -s(52))[k % 3]

        for i, e in enumerate(events):
            at = track["hall"]
            if isinstance(e, ev.TurnStarted):
                name = self.state.players[e.player].name
                self.banner(f"{name}'s turn", T.HILITE, hall_centre, s(40), max(track.values()))
            elif isinstance(e, ev.Purchased):
                self.banner(f"Bought {game.name(e.card)}", T.GOLD, self.regions["village"].center, s(30),
                            track["cards"])
            elif isinstance(e, ev.MonsterDefeated):
                r = old_cards.get(e.monster) or self.zone_rects.get(f"hall.{e.rank}")
                if r is not None:
                    self.banner("Defeated!", T.GOOD, r.center, s(34), at)
                    self.burst(r.center, T.GOOD, s(110), at)
            elif isinstance(e, ev.BattleResolved) and not e.won:
                r = old_cards.get(e.monster) or hall
                self.banner(f"{e.total} against {e.health}: the attack fails", T.BAD, r.center, s(22), at)
                self.flash(r, T.BAD, at, 90)
            elif isinstance(e, ev.BreachTriggered):
                r = self.card_rects.get(e.monster) or hall
                self.banner(f"Breach: {game.name(e.monster)}!", T.BAD, hall_spot(), s(32), at)
                self.flash(hall, (200, 30, 30), at, 90)
                self.burst(r.center, (255, 80, 60), s(150), at, spikes=True)
                self.shake_now(s(9), at)
                track["hall"] += 0.45
            elif isinstance(e, ev.TrapSprung):
                r = self.card_rects.get(e.trap) or self.zone_rects.get("hall.3") or hall
                self.banner(f"Trap! {game.name(e.trap)}", (255, 130, 60), hall_spot(), s(32), at)
                self.flash(hall, (255, 110, 30), at, 80)
                self.burst(r.center, (255, 140, 60), s(140), at, spikes=True)
                self.shake_now(s(6), at)
                track["hall"] += 0.6
            elif isinstance(e, ev.TreasureFound):
                r = self.zone_rects.get(f"p{e.player}.aside") or self.regions["players"]
                self.banner(f"Treasure: {game.name(e.treasure)}", T.GOLD, hall_spot(), s(30), at)
                self.burst(r.center, T.GOLD, s(90), at + dur)
                track["hall"] += 0.3
            elif isinstance(e, ev.LeveledUp):
                self.banner(f"{game.name(e.old)} becomes {game.name(e.new)}", T.XP,
                            self.regions["hand"].center, s(26), track["cards"])
                r = self.card_rects.get(e.new) or self.pile_rects.get("discard")
                if r is not None:
                    self.burst(r.center, T.XP, s(80), track["cards"] + dur)
            elif isinstance(e, ev.Equipped):
                r = self.card_rects.get(e.hero)
                if r is not None:
                    self.banner("Equipped", T.DROP_OK, r.midtop, s(20), track["cards"])
            elif isinstance(e, ev.AngerChanged) and e.angry:
                r = self.card_rects.get(e.monster) or hall
                self.banner(f"{game.name(e.monster)} is angry!", T.BAD, r.center, s(26), at)
                self.flash(r.inflate(s(12), s(12)), (220, 60, 40), at, 110)
            elif isinstance(e, ev.Moved) and e.dst == "pile.village":
                self.banner(f"{game.name(e.card)} escapes to the village!", T.BAD, hall_spot(), s(28), at)
                pile = self.pile_views.get("village")
                if pile is not None:
                    self.flash(pile.inflate(s(16), s(16)), (200, 40, 40), at + dur, 120)
            elif isinstance(e, ev.Moved) and e.dst == "pile.party":
                self.banner(f"{game.name(e.card)} turned in: +1 party XP", T.GOOD, self.regions["hand"].center, s(24),
                            track["cards"])
            elif isinstance(e, ev.ModeChanged) and e.key == "respite_taken":
                self.banner("Respite: the monsters hold back", T.GOOD, hall_spot(), s(28), at)
            elif isinstance(e, ev.ModeChanged) and e.key == "tokens" and isinstance(e.value, int):
                left = f"{e.value} left" if e.value else "none left: the monsters can get angry now"
                self.banner(f"An XP token is removed: {left}", T.XP, hall_spot(), s(24), at)
            moves: list[tuple[int, str, str]] = []
            step = 0.09
            move_dur = dur
            if isinstance(e, ev.Moved):
                moves = [(e.card, e.src, e.dst)]
                if e.reason in ("draw", "discard"):
                    step = 0.045
                elif e.src == "dungeon" and e.dst.startswith("hall."):
                    move_dur, step = 0.45, 0.32  # a card turned over slides in from the deck
                elif e.dst == "rank0":
                    move_dur, step = 0.5, 0.4
            elif isinstance(e, ev.HallShifted):
                # rank by rank: the monster nearest rank 1 moves first, then the next
                moves = sorted(e.moves, key=lambda m: m[2])
                move_dur, step = 0.34, 0.26
            elif isinstance(e, ev.Created):
                moves = [(e.card, "disease", e.dst)]
            for card, src, dst in moves:
                which = "hall" if in_hall(src) or in_hall(dst) else "cards"
                start = pos.get(card) or old_cards.get(card) or old_zones.get(src)
                final = last_move.get(card, i) == i
                end = (self.card_rects.get(card) if final else None) or self.zone_rects.get(dst)
                if start is None or end is None or start == end:
                    pos[card] = end or start
                    continue
                if src == dst:
                    continue
                face = self._public(dst) or self._public(src) and not dst.endswith(".deck")
                if dst.endswith(".hand"):
                    face = self.hand_visible() and dst == f"p{self.state.active}.hand"
                if isinstance(e, ev.Moved) and e.reason in ("treasure", "trap"):
                    face = True  # turned over for everyone to see
                self.fly(card, start, end, face, track[which], move_dur, waits=self._public(src) and src != "dungeon")
                if isinstance(e, ev.Moved) and e.dst == "rank0":
                    r = self.zone_rects.get("rank0") or end
                    self.banner(f"{game.name(e.card)} breaks out to Rank 0!", (220, 150, 255), r.center, s(24),
                                track[which] + move_dur)
                    self.flash(r.inflate(s(24), s(24)), (150, 60, 220), track[which] + move_dur, 120)
                    self.shake_now(s(8), track[which] + move_dur)
                pos[card] = end
                track[which] += step

    def _sounds(self, events: list[ev.Event]) -> None:
        """At most two effects for what an action did, the most telling first."""
        found: set[str] = set()
        for e in ev.unbatched(events):
            if isinstance(e, ev.GameEnded):
                found.add("game_end")
            elif isinstance(e, ev.BreachTriggered) or isinstance(e, ev.Moved) and e.dst == "rank0":
                found.add("breach")
            elif isinstance(e, ev.TrapSprung):
                found.add("trap")
            elif isinstance(e, ev.MonsterDefeated):
                found.add("victory")
            elif isinstance(e, ev.BattleResolved) and not e.won:
                found.add("defeat")
            elif isinstance(e, ev.LeveledUp):
                found.add("level")
            elif isinstance(e, ev.TreasureFound):
                found.add("treasure")
            elif isinstance(e, ev.Purchased):
                found.add("buy")
            elif isinstance(e, ev.Equipped):
                found.add("equip")
            elif isinstance(e, ev.Moved) and e.reason == "draw":
                found.add("draw")
        order = ["game_end", "breach", "trap", "victory", "defeat", "level", "treasure", "buy", "equip", "draw"]
        for name in [n for n in order if n in found][:2]:
            self.app.sound.play(name)

    def flash(self, rect: pygame.Rect, colour: tuple, delay: float = 0.0, peak: int = 140) -> None:
        """A coloured glow over part of the table that comes and goes."""
        f = Flash(pygame.Rect(rect), colour)
        self.flashes.append(f)

        def gone() -> None:
            if f in self.flashes:
                self.flashes.remove(f)

        self.anim.animate(f, 0.12, delay=delay, ease="out_cubic", alpha=peak)
        self.anim.animate(f, 0.5, delay=delay + 0.12, ease="linear", alpha=0, on_done=gone)

    def burst(self, center: tuple[int, int], colour: tuple, radius: int, delay: float = 0.0,
              spikes: bool = False) -> None:
        """Sparks flying out from a point (a monster defeated, a treasure, a trap)."""
        b = Burst(center[0], center[1], colour, radius, spikes=spikes)
        self.bursts.append(b)

        def gone() -> None:
            if b in self.bursts:
                self.bursts.remove(b)

        self.anim.animate(b, 0.7, delay=delay, ease="out_cubic", t=1.0, on_done=gone)

    def shake_now(self, amplitude: int, delay: float = 0.0) -> None:
        """The dungeon hall trembles (a breach, a trap)."""
        def start() -> None:
            self.shake.amp = max(self.shake.amp, float(amplitude))
            self.anim.animate(self.shake, 0.5, ease="out_cubic", amp=0.0)

        self.anim.schedule(delay, start)

    def _public(self, zone: str) -> bool:
        return zone.startswith(("hall.", "stack.", "pile.")) or zone in ("rank0",) or zone.endswith(".discard")

    def fly(self, card: int, start: pygame.Rect, end: pygame.Rect, face_up: bool, delay: float, dur: float,
            waits: bool = False) -> None:
        """A card flies from start to end after `delay`; with `waits` it is shown at its start
        until then (it was in plain view there), otherwise it appears when it starts."""
        w0, h0 = (start.w, start.h) if start.w > 4 else (end.w, end.h)
        # cards leaving through a pile are shown at card size, centred on the pile
        if abs(start.w / max(1, start.h) - 5 / 7) > 0.15:
            w0 = min(end.w, self.th.s(110))
            h0 = int(w0 * 7 / 5)
        w1, h1 = (end.w, end.h)
        if abs(end.w / max(1, end.h) - 5 / 7) > 0.15:
            w1, h1 = w0, h0
        f = Flight(card, face_up, start.centerx - w0 / 2, start.centery - h0 / 2, w0, h0, end_w=max(w0, w1),
                   waits=waits, delay=delay)
        self.flights.append(f)
        self.flying.add(card)

        def done() -> None:
            if f in self.flights:
                self.flights.remove(f)
            if not any(o.card == card for o in self.flights):
                self.flying.discard(card)

        def go() -> None:
            f.started = True

        self.anim.schedule(delay, go)
        self.anim.animate(f, dur, delay=delay, ease="in_out_quad", on_done=done, x=end.centerx - w1 / 2,
                          y=end.centery - h1 / 2, w=w1, h=h1)

    def banner(self, text: str, colour: tuple, center: tuple[int, int], size: int, delay: float = 0.0,
               burst: bool = False) -> None:
        b = Banner(text, colour, center[0], center[1], size, extra={"burst": burst})
        self.banners.append(b)

        def gone() -> None:
            if b in self.banners:
                self.banners.remove(b)

        self.anim.animate(b, 0.25, delay=delay, alpha=255)
        self.anim.animate(b, 1.1, delay=delay, ease="out_sine", lift=self.th.s(30))
        self.anim.animate(b, 0.35, delay=delay + 0.9, alpha=0, on_done=gone)

    # --- drawing (reads only) ---
    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        s = th.s
        mouse = self.app.mouse
        # what changes only with the game or the layout is drawn once into a cached layer
        key = (surface.get_size(), self._version, self.log_scroll, len(self.session.log))
        if self._layer is None or self._layer_key != key:
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() else \
                    pygame.Surface(surface.get_size())
            self._layer_key = key
            self._draw_static(self._layer, th)
        surface.blit(self._layer, (0, 0))
        shake = (0, 0)
        if self.shake.amp >= 0.5:
            a, t = self.shake.amp, self.app.time
            shake = (int(a * math.sin(t * 71)), int(a * 0.6 * math.cos(t * 53)))
            hall = self.regions["hall"]
            surface.fill(T.BG, hall.inflate(s(16), s(16)).clip(surface.get_rect()))
            surface.blit(self._layer, hall.move(shake), area=hall)
        for fl in self.flashes:  # a glow over the panel, under the cards
            if fl.alpha > 1:
                surface.blit(self._flash_surface(fl), fl.rect)
                edge = tuple(min(255, c + 60) for c in fl.colour)
                pygame.draw.rect(surface, edge, fl.rect, max(2, int(s(5) * fl.alpha / 140)), border_radius=s(10))
        self._draw_live(surface, th, mouse, shake)
        self.buttons.draw(surface, th, mouse)
        pending: set[int] = set()
        for f in self.flights:
            if not f.started:  # waiting to start: shown where it still is, if it was in view there
                if not f.waits or f.card in pending:
                    pending.add(f.card)
                    continue
            pending.add(f.card)
            size = (max(4, int(f.w)), max(4, int(f.h)))
            full = (max(4, int(f.end_w)), max(4, int(f.end_w * 7 / 5)))
            img = card_face(self.game.defn(f.card), full) if f.face_up else card_back(full)
            if size != full:
                img = pygame.transform.scale(img, size)
            if f.started:
                shadow = pygame.Rect(int(f.x) + s(4), int(f.y) + s(6), *size)
                pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=s(6))
            surface.blit(img, (int(f.x), int(f.y)))
        for b in self.bursts:
            self._draw_burst(surface, th, b)
        for b in self.banners:
            if b.alpha <= 1:
                continue
            bg = self._banner_surface(b, th)
            r = bg.get_rect(center=(int(b.x), int(b.y - b.lift)))
            bg.set_alpha(int(b.alpha))
            surface.blit(bg, r)
        if self.drag is not None:
            d = self.game.defn(self.drag)
            v = next((v for v in self.hand_views if v.card == self.drag), None)
            size = v.rect.size if v else (s(100), s(140))
            img = card_face(d, size).copy()
            img.set_alpha(220)
            surface.blit(img, (self.drag_pos[0] - self.drag_offset[0], self.drag_pos[1] - self.drag_offset[1]))
        elif self.hover_key is not None and self.hover_time > HOVER_ZOOM_DELAY and self.app.stack.top is self \
                and not self.anim.busy:  # the battle and the hall's shift stay in view while they play
            self._draw_zoom(surface, th, self.hover_key[1], mouse)
        if self.since and self.hand_visible():
            self._draw_since(surface, th)
        tip = self.buttons.tooltip_at(mouse) if self.app.stack.top is self else None
        if tip is None and self.app.stack.top is self and self.drag is None and self.tip_time > TIP_DELAY:
            tip = self.tip_at(mouse)
        if tip:
            draw_tooltip(surface, th, tip, mouse)

    def _flash_surface(self, fl: Flash) -> pygame.Surface:
        key = ("flash", fl.rect.size, fl.colour)
        img = self._fx_cache.get(key)
        if img is None:
            img = pygame.Surface(fl.rect.size)
            img.fill(fl.colour)
            self._fx_cache[key] = img
        img.set_alpha(int(fl.alpha))
        return img

    def _banner_surface(self, b: Banner, th: T.Theme) -> pygame.Surface:
        """A banner's text on its dark plate, made once (its alpha changes per frame)."""
        key = ("banner", b.text, b.size, b.colour)
        img = self._fx_cache.get(key)
        if img is None:
            s = th.s
            text = T.text(b.text, b.size, b.colour, bold=True)
            img = pygame.Surface((text.get_width() + s(28), text.get_height() + s(12)), pygame.SRCALPHA)
            pygame.draw.rect(img, (10, 10, 16, 210), img.get_rect(), border_radius=s(10))
            img.blit(text, text.get_rect(center=img.get_rect().center))
            if len(self._fx_cache) > 64:
                self._fx_cache.clear()
            self._fx_cache[key] = img
        return img

    def _draw_burst(self, surface: pygame.Surface, th: T.Theme, b: Burst) -> None:
        if b.t <= 0 or b.t >= 1:
            return
        s = th.s
        n = 16
        fade = 1.0 - b.t
        col = tuple(int(c * fade + 255 * (1 - fade) * 0.2) for c in b.colour)
        for i in range(n):
            ang = i * 2 * math.pi / n + (0.3 if i % 2 else 0.0)
            reach = b.radius * b.t * (1.0 if i % 2 == 0 else 0.7)
            x = b.x + math.cos(ang) * reach
            y = b.y + math.sin(ang) * reach
            if b.spikes:
                inner = reach * 0.55
                pygame.draw.line(surface, col, (b.x + math.cos(ang) * inner, b.y + math.sin(ang) * inner), (x, y),
                                 max(1, int(s(4) * fade)))
            else:
                pygame.draw.circle(surface, col, (int(x), int(y)), max(1, int(s(6) * fade)))
        if b.t < 0.35:
            pygame.draw.circle(surface, (255, 255, 240), (int(b.x), int(b.y)), max(1, int(b.radius * 0.3 * (1 - b.t / 0.35))),
                               max(1, s(3)))

    def _draw_static(self, surface: pygame.Surface, th: T.Theme) -> None:
        surface.fill(T.BG)
        self._draw_top(surface, th)
        self._draw_village(surface, th)
        self._draw_hall(surface, th)
        self._draw_players(surface, th)
        self._draw_log(surface, th)
        self._draw_hand(surface, th)

    def _since_rect(self) -> pygame.Rect:
        """Where the summary of the bots' turns shows: over the game log, which it sums up."""
        return self.regions["log"].inflate(-self.th.s(8), -self.th.s(8))

    def _draw_since(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        box = self._since_rect()
        size = s(14)
        lh = T.font(size).get_linesize()
        box.h = min(box.h, s(64) + lh * len(self.since))
        panel(surface, box, (30, 32, 46), T.HILITE, radius=s(8))
        blit_text(surface, "Since your last turn", s(16), (box.x + s(12), box.y + s(10)), T.HILITE, bold=True)
        y = box.y + s(36)
        fit = max(1, (box.bottom - s(28) - y) // lh)
        for line in self.since[-fit:]:
            turn = line.startswith("— Turn")
            blit_text(surface, line, size, (box.x + s(12), y), T.ACCENT if turn else T.TEXT, bold=turn,
                      max_width=box.w - s(24))
            y += lh
        blit_text(surface, "click to close", s(12), (box.right - s(12), box.bottom - s(8)), T.TEXT_FAINT,
                  anchor="bottomright")

    def _draw_live(self, surface: pygame.Surface, th: T.Theme, mouse: tuple[int, int],
                   shake: tuple[int, int] = (0, 0)) -> None:
        """Pulsing outlines and hover highlights, drawn every frame over the cached layer."""
        s = th.s
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 4)
        on_top = self.app.stack.top is self
        for tile in self.tiles:
            if tile.top is None:
                continue
            if tile.buyable:
                edge = tuple(int(a + (b - a) * pulse) for a, b in zip(T.GOLD, T.HILITE, strict=True))
                pygame.draw.rect(surface, edge, tile.rect, s(3), border_radius=s(6))
            if on_top and tile.rect.collidepoint(mouse):
                pygame.draw.rect(surface, T.HILITE if tile.buyable else (200, 200, 220), tile.rect, s(2),
                                 border_radius=s(6))
        can = self.can_act()
        for m in self.hall_views:
            if m.card in self.flying:
                continue
            shown = m.rect
            if m.angry:
                img = self._sideways(m.card, m.rect.w)
                shown = img.get_rect(midbottom=m.rect.midbottom)
                surface.blit(img, shown.move(shake))
                self._draw_angry_badge(surface, th, m.badge.move(shake), pulse)
            else:
                surface.blit(card_face(self.game.defn(m.card), m.rect.size), m.rect.move(shake))
            if can and m.attack_reason is None:
                col = T.GOOD if m.breakdown is not None and m.breakdown.wins else T.BAD
                pygame.draw.rect(surface, col, shown.inflate(s(6), s(6)), s(2) + int(pulse * s(2)), border_radius=s(10))
            if can and on_top and m.target.collidepoint(mouse):
                pygame.draw.rect(surface, T.HILITE, shown.inflate(s(10), s(10)), s(2), border_radius=s(11))
        self._draw_hand_cards(surface, th)
        if self.session.bot_thinking:  # a bot thinking in its worker process or thread: three pulsing dots
            st_r = self.hand_parts["status"]
            hint = self.status[1]
            x = st_r.right - min(T.font(s(13)).size(hint)[0], st_r.w // 2 - s(10)) - s(40)
            for k in range(3):
                a = 0.5 + 0.5 * math.sin(self.app.time * 6 - k * 0.8)
                col = tuple(int(c * (0.35 + 0.65 * a)) for c in T.ACCENT)
                pygame.draw.circle(surface, col, (x + k * s(10), st_r.centery), s(3))
        if on_top and self.drag is None:
            v = self.view_at(mouse)
            if v is not None and v.face_up and v.card not in self.flying and v.card != self.selected:
                pygame.draw.rect(surface, (220, 220, 235), v.rect.inflate(s(4), s(4)), s(2), border_radius=s(9))

    def _sideways(self, card: int, width: int) -> pygame.Surface:
        """An angry monster's face turned sideways, as wide as the upright card."""
        d = self.game.defn(card)
        key = ("angry", d.key, width)
        img = self._fx_cache.get(key)
        if img is None:
            face = card_face(d, (int(width * 5 / 7), width))
            img = pygame.transform.rotate(face, -90)
            if len(self._fx_cache) > 64:
                self._fx_cache.clear()
            self._fx_cache[key] = img
        return img

    def _draw_angry_badge(self, surface: pygame.Surface, th: T.Theme, r: pygame.Rect, pulse: float) -> None:
        s = th.s
        fill = (int(170 + 50 * pulse), 40, 36)
        pygame.draw.rect(surface, fill, r, border_radius=s(6))
        pygame.draw.rect(surface, (255, 190, 170), r, 1, border_radius=s(6))
        blit_text(surface, "ANGRY  ?", s(12), r.center, (255, 244, 236), bold=True, anchor="center",
                  max_width=r.w - s(6))

    def warm(self, deadline: float) -> None:
        """Draw ahead of need the faces of every card of this game at the sizes the table shows
        them (hand, hall, piles, the zoomed card), a few per frame in the time left over."""
        import time

        sizes = set()
        if self.hand_views:
            sizes.add(self.hand_views[-1].rect.size)
        if self.hall_views:
            sizes.add(self.hall_views[0].rect.size)
        if getattr(self, "pile_rects", None):
            sizes.add(self.pile_rects["discard"].size)
        zh = int(self.app.size[1] * 0.56)
        sizes.add((int(zh * 5 / 7), zh))
        key = (tuple(sorted(sizes)), len(self.state.cards))
        if self._warm_key != key:
            self._warm_key = key
            defs = {self.game.defn(c).key: self.game.defn(c) for c in range(len(self.state.cards))}
            self._warm_todo = [(d, size) for size in sorted(sizes) for d in defs.values()]
        while self._warm_todo and time.perf_counter() < deadline:
            d, size = self._warm_todo.pop()
            card_face(d, size)

    def _draw_zoom(self, surface: pygame.Surface, th: T.Theme, card: int, mouse: tuple[int, int]) -> None:
        w, h = surface.get_size()
        zh = int(h * 0.56)
        zw = int(zh * 5 / 7)
        rect = pygame.Rect(0, 0, zw, zh)
        if mouse[0] < w // 2:
            rect.topleft = (min(mouse[0] + th.s(40), w - zw - th.s(8)), th.s(50))
        else:
            rect.topright = (max(mouse[0] - th.s(40), zw + th.s(8)), th.s(50))
        if rect.collidepoint(mouse):
            rect.x = th.s(8) if mouse[0] > w // 2 else w - zw - th.s(8)
        shadow = rect.move(th.s(6), th.s(8))
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=th.s(12))
        surface.blit(card_face(self.game.defn(card), rect.size), rect)

    def _draw_top(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        r = self.regions["top"]
        pygame.draw.rect(surface, T.BG_DEEP, r)
        pygame.draw.line(surface, T.PANEL_EDGE, r.bottomleft, r.bottomright)
        blit_text(surface, "THUNDERSTONE", s(18), (r.x + s(14), r.centery), (238, 214, 140), bold=True, anchor="midleft")
        st = self.state
        pl = st.players[st.active]
        where = PLACE_NAMES.get(st.turn.choice or "", "choosing what to do")
        text = f"Turn {st.turn_number} · {pl.name}{' (bot)' if self.session.is_bot(st.active) else ''} · {where}"
        left = s(190)
        chip = self.mode_chip
        if self.minfo is not None and chip.w:
            colour = (52, 40, 70) if not self.minfo.party else (34, 58, 52)
            panel(surface, chip, colour, (150, 120, 200) if not self.minfo.party else (90, 170, 140), radius=s(8))
            blit_text(surface, self.minfo.short, s(14), chip.center, T.TEXT, bold=True, anchor="center",
                      max_width=chip.w - s(12))
            left = chip.right + s(16)
        undo = self.buttons.find("undo")
        right = undo.rect.x - s(16) if undo is not None else r.right - s(16)
        size = T.fit_text(text, s(17), right - left, bold=True, min_size=s(12))
        width = min(T.font(size, True).size(text)[0], right - left)
        cx = max(left + width // 2, min(r.centerx - s(60), right - width // 2))
        blit_text(surface, text, size, (cx, r.centery), T.TEXT, bold=True, anchor="center", max_width=right - left)

    def _draw_village(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        area = self.regions["village"]
        panel(surface, area, T.PANEL, T.PANEL_EDGE, radius=s(10))
        blit_text(surface, "Village", s(17), (area.x + s(12), area.y + s(6)), T.HILITE, bold=True)
        if self.state.turn.choice == "village" and self.hand_visible():
            g = village.gold_left(self.game)
            b = village.buys_left(self.game)
            blit_text(surface, f"{g} gold · {b} buy{'s' if b != 1 else ''}", s(15),
                      (area.right - s(12), area.y + s(8)), T.GOLD, bold=True, anchor="topright")
        elif self.game.mode.name == "alone":
            blit_text(surface, "one card of each · heroes: level 1 only, the rest by levelling up", s(12),
                      (area.right - s(12), area.y + s(10)), T.TEXT_DIM, anchor="topright", max_width=area.w - s(100))
        for tile in self.tiles:
            self._draw_tile(surface, th, tile)

    def _draw_tile(self, surface: pygame.Surface, th: T.Theme, tile: TileView) -> None:
        veiled = not tile.buyable and self.state.turn.choice == "village" and self.can_act()
        game = self.game
        key = (tile.group, tile.top and game.state.cards[tile.top], tile.count, tile.rect.size, veiled,
               tile.next_level and game.state.cards[tile.next_level], tile.levels)
        img = self._tile_cache.get(key)
        if img is None:
            if len(self._tile_cache) > 200:
                self._tile_cache.clear()
            img = pygame.Surface(tile.rect.size, pygame.SRCALPHA)
            self._render_tile(img, th, TileView(tile.group, img.get_rect(), tile.top, tile.count, tile.buyable,
                                                tile.reason, tile.next_level, tile.levels), veiled)
            self._tile_cache[key] = img
        surface.blit(img, tile.rect)

    def _render_tile(self, surface: pygame.Surface, th: T.Theme, tile: TileView, veiled: bool) -> None:
        s = th.s
        r = tile.rect
        game = self.game
        if tile.top is None:
            panel(surface, r, (26, 28, 36), (56, 60, 74), radius=s(6))
            name = game.catalog.groups[tile.group].name
            blit_text(surface, name, s(12), (r.centerx, r.centery - s(8)), T.TEXT_FAINT, anchor="center", max_width=r.w - s(8))
            blit_text(surface, "empty", s(12), (r.centerx, r.centery + s(8)), T.TEXT_FAINT, anchor="center")
            return
        d = game.defn(tile.top)
        frame, body, band = colours(d)
        pygame.draw.rect(surface, body, r, border_radius=s(6))
        strip = pygame.Rect(r.x, r.y, r.w, max(s(20), r.h // 3))
        pygame.draw.rect(surface, band, strip, border_top_left_radius=s(6), border_top_right_radius=s(6))
        cost_r = s(10)
        name_w = r.w - cost_r * 2 - s(12)
        img = fitted_image(d.name, s(13), name_w, strip.h, (255, 255, 255), bold=True, min_size=max(8, s(9)),
                           align="left")
        surface.blit(img, img.get_rect(midleft=(r.x + s(6), strip.centery)))
        from game.client.cardface import badge

        if d.cost is not None:
            badge(surface, "cost", str(d.cost), (r.right - cost_r - s(4), strip.centery), cost_r)
        y = strip.bottom + s(3)
        sub = " · ".join(class_label(c) for c in d.classes if c != "Hero")
        if tile.levels:
            sub = " ".join(f"L{lv}" for lv in tile.levels) + " · " + sub
        elif d.is_hero and d.level:
            sub = f"L{d.level} · " + sub
        count_w = T.font(s(14), True).size(f"×{tile.count}")[0] + s(6) if r.h < s(62) else 0  # low tiles: beside it
        width = r.w - s(12) - count_w
        # the next level's line gives way to a long class line (Advance's Glamercast: three classes)
        next_line = tile.next_level is not None and not tile.levels and \
            T.font(max(8, s(9))).size(sub)[0] <= width
        room = T.font(s(11)).get_linesize() * (1 if next_line else 2)
        img = fitted_image(sub, s(11), width, room, T.CARD_TEXT_DIM, min_size=max(8, s(9)), align="left")
        surface.blit(img, (r.x + s(6), y))
        y += max(s(15), img.get_height() + s(2))
        if next_line:
            nd = game.defn(tile.next_level)
            line = f"then L{nd.level}: {short_hero_name(nd.name, d.name)}"
            if T.font(max(8, s(9))).size(line)[0] > r.w - s(12):  # a long name (Aird Honeytongue)
                line = line.removeprefix("then ")
            blit_text(surface, line, T.fit_text(line, s(10), r.w - s(12), min_size=max(8, s(9))), (r.x + s(6), y),
                      T.CARD_TEXT_DIM, max_width=r.w - s(12))
        # numbers along the bottom
        from game.client.cardface import stat_badges

        br = s(8)
        x = r.x + s(6) + br
        for kind, val in stat_badges(d)[:4]:
            if r.bottom - br - s(4) < y + s(12):
                break
            badge(surface, kind, val, (x, r.bottom - br - s(4)), br)
            x += 2 * br + s(4)
        blit_text(surface, f"×{tile.count}", s(14), (r.right - s(6), r.bottom - s(3)), T.CARD_TEXT, bold=True,
                  anchor="bottomright")
        if veiled:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((10, 10, 20, 110))
            surface.blit(veil, r)
        pygame.draw.rect(surface, frame, r, 1, border_radius=s(6))

    def _draw_hall(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        area = self.regions["hall"]
        st = self.state
        game = self.game
        panel(surface, area, (34, 28, 36), (96, 70, 84), radius=s(10))
        title = blit_text(surface, "Dungeon hall", s(17), (area.x + s(12), area.y + s(6)), (240, 170, 150), bold=True)
        mi = self.minfo
        if mi is not None:
            self._draw_score(surface, th, mi, pygame.Rect(title.right + s(16), area.y + s(4),
                                                          area.right - s(12) - title.right - s(16), s(24)))
        # the deck
        dr = self.deck_rect
        if st.dungeon:
            for k in range(min(3, max(1, len(st.dungeon) // 8)), 0, -1):
                surface.blit(card_back(dr.size), dr.move(k * s(2), -k * s(2)))
            surface.blit(card_back(dr.size), dr)
        else:
            pygame.draw.rect(surface, (60, 50, 60), dr, 1, border_radius=s(6))
        blit_text(surface, "Dungeon deck", s(12), (dr.centerx, dr.y - s(8)), T.TEXT_DIM, anchor="midbottom",
                  max_width=dr.w + s(20))
        blit_text(surface, f"{len(st.dungeon)} cards", s(13), (dr.centerx, dr.bottom + s(6)), T.TEXT, bold=True,
                  anchor="midtop")
        self._draw_side_piles(surface, th)
        if mi is not None and mi.party:
            self._draw_tokens(surface, th, mi.tokens)
        # the ranks
        ranks = [3, 2, 1] + ([0] if st.rank0 else [])
        occupied = {m.rank for m in self.hall_views}
        in_play = mi.hall_ranks if mi is not None and not mi.party else 3
        for rank in ranks:
            zone = "rank0" if rank == 0 else f"hall.{rank}"
            r = self.zone_rects[zone]
            dark = game.base_darkness(rank) if rank else 0
            closed = rank > 0 and rank < 4 - in_play and rank not in occupied
            label = (("Rank 0 · breached" if len(st.rank0) < 2 else f"Rank 0 · {len(st.rank0)} Guardians") if rank == 0
                     else f"Rank {rank} · needs {dark} light")
            width = self.rank_cols[zone].w - s(4)
            if rank and T.font(s(11), True).size(label)[0] > width:
                label = f"Rank {rank} · {dark} light"
            if not rank and T.font(s(10), True).size(label)[0] > width:
                label = f"Rank 0 · {len(st.rank0)}" if len(st.rank0) > 1 else "Rank 0"
            blit_text(surface, label, T.fit_text(label, s(13), width, bold=True, min_size=s(10)),
                      (r.centerx, self.rank_cols[zone].y - s(4)),
                      T.TEXT_FAINT if closed else (230, 200, 190) if rank else T.BAD, bold=True, anchor="midbottom",
                      max_width=width)
            if rank not in occupied:
                pygame.draw.rect(surface, (70, 56, 66), r, 1, border_radius=s(8))
            if closed:
                opens = 4 - in_play - rank  # advances before this rank is in play
                blit_wrapped(surface, "Not in play yet: the hall opens one rank per advance"
                             + (" (the next one)" if opens == 1 else f" ({opens} advances)"), s(12),
                             r.inflate(-s(16), -s(16)).move(0, r.h // 3), T.TEXT_FAINT, centre=True)
        for m in self.hall_views:
            bd = m.breakdown
            if bd is not None:
                self._draw_breakdown(surface, th, m, bd)
        if mi is not None:
            self._draw_piles(surface, th, mi)
            self._draw_strip(surface, th, mi)

    def _draw_side_piles(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        for zone, chip in self.side_piles:
            cards = self.state.zone(zone)
            panel(surface, chip, (48, 40, 50), (110, 86, 100), radius=s(5))
            th_h = chip.h - s(6)
            thumb = pygame.Rect(chip.x + s(3), chip.y + s(3), max(int(th_h * 5 / 7), 1), max(th_h, 1))
            if zone == "disease":
                surface.blit(card_back(thumb.size), thumb)
                label, count = "Diseases", f"{len(cards)}"
            else:
                if cards:
                    surface.blit(card_face(self.game.defn(cards[0]), thumb.size), thumb)
                else:
                    pygame.draw.rect(surface, (70, 56, 66), thumb, 1, border_radius=s(3))
                group = zone.partition(".")[2]
                label = self.game.catalog.groups[group].name.split(" • ")[0]
                top = self.game.defn(cards[0]).health if cards else None
                count = f"{len(cards)} left"
                longer = f"{len(cards)} · next: health {top}"
                if top is not None and T.font(s(13), True).size(longer)[0] <= chip.right - thumb.right - s(6):
                    count = longer
            tx = thumb.right + s(4)
            width = chip.right - tx - s(2)
            if chip.h >= s(30):
                blit_text(surface, label, s(11), (tx, chip.y + s(3)), T.TEXT_DIM, max_width=width)
                blit_text(surface, count, s(13), (tx, chip.bottom - s(3)), T.TEXT, bold=True, anchor="bottomleft",
                          max_width=width)
            else:
                blit_text(surface, f"{label} {count}", s(11), (tx, chip.centery), T.TEXT, anchor="midleft",
                          max_width=width)

    def _draw_score(self, surface: pygame.Surface, th: T.Theme, mi: ModeInfo, r: pygame.Rect) -> None:
        """The hall's header: the player's (or the party's) total against the village pile's."""
        s = th.s
        who = "Party" if mi.party else "You"
        parts = [(f"{who} {mi.players_total} {mi.measure}", T.GOOD if mi.ahead else T.TEXT),
                 ("  vs  ", T.TEXT_DIM),
                 (f"Village {mi.village_total} {mi.measure}", T.BAD if not mi.ahead else T.TEXT),
                 (f"  ·  {mi.lead_text}", T.GOOD if mi.ahead else T.WARN)]
        size = s(15)
        total = sum(T.font(size, True).size(t)[0] for t, _ in parts)
        if total > r.w:
            size = T.fit_text("".join(t for t, _ in parts), s(15), r.w, bold=True, min_size=s(10))
            total = sum(T.font(size, True).size(t)[0] for t, _ in parts)
        x = r.right - min(total, r.w)
        for text, colour in parts:
            box = blit_text(surface, text, size, (x, r.centery), colour, bold=True, anchor="midleft",
                            max_width=max(1, r.right - x))
            x = box.right

    def _draw_tokens(self, surface: pygame.Surface, th: T.Theme, tokens: int) -> None:
        """Co-op: the XP tokens lying on the dungeon deck."""
        s = th.s
        dr = self.deck_rect
        rad = max(s(7), min(s(13), dr.w // 5))
        for k in range(tokens):
            cx = dr.centerx + int((k - (tokens - 1) / 2) * rad * 1.5)
            cy = dr.centery + (k % 2) * s(4)
            pygame.draw.circle(surface, (20, 40, 70), (cx + s(1), cy + s(2)), rad)
            pygame.draw.circle(surface, T.XP, (cx, cy), rad)
            pygame.draw.circle(surface, (230, 245, 255), (cx, cy), rad, max(1, s(2)))
            blit_text(surface, "XP", max(s(8), rad - s(1)), (cx, cy), (10, 30, 60), bold=True, anchor="center")
        label = f"{tokens} token{'s' if tokens != 1 else ''}" if tokens else "no tokens"
        blit_text(surface, label, s(12), (dr.centerx, dr.bottom + s(24)), T.XP if tokens else T.BAD, bold=True,
                  anchor="midtop", max_width=dr.w + s(16))

    def _draw_piles(self, surface: pygame.Surface, th: T.Theme, mi: ModeInfo) -> None:
        """The village pile next to the hall (and, in co-op, the party pile under it)."""
        s = th.s
        col = self.pile_col
        r = self.pile_views["village"]
        blit_text(surface, "Village pile", s(12), (col.centerx, r.y - s(8)), T.TEXT_DIM, anchor="midbottom",
                  max_width=col.w + s(16))
        cards = mi.village
        if cards:
            for k in range(min(3, len(cards) - 1), 0, -1):
                surface.blit(card_back(r.size), r.move(k * s(2), -k * s(2)))
            surface.blit(card_back(r.size), r)
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((120, 20, 20, 70))
            surface.blit(veil, r)
            blit_text(surface, str(len(cards)), s(22), r.center, (255, 236, 230), bold=True, anchor="center")
        else:
            pygame.draw.rect(surface, (70, 56, 66), r, 1, border_radius=s(6))
            blit_text(surface, "empty", s(12), r.center, T.TEXT_FAINT, anchor="center")
        n = len(cards)
        blit_text(surface, f"{n} monster{'s' if n != 1 else ''}", s(12), (col.centerx, r.bottom + s(5)), T.TEXT_DIM,
                  anchor="midtop", max_width=col.w + s(8))
        blit_text(surface, f"{mi.village_total} {mi.measure}", s(15), (col.centerx, r.bottom + s(21)),
                  T.BAD if mi.village_total else T.TEXT, bold=True, anchor="midtop", max_width=col.w + s(8))
        chip = self.pile_views.get("party")
        if chip is not None:
            panel(surface, chip, (30, 44, 40), (80, 130, 100), radius=s(6))
            k = len(mi.party_pile)
            blit_text(surface, "Party pile", s(11), (chip.centerx, chip.y + s(3)), T.TEXT_DIM, anchor="midtop",
                      max_width=chip.w - s(4))
            blit_text(surface, f"{k} · {mi.turned_in_xp} XP" if k else "empty", s(13), (chip.centerx, chip.bottom - s(3)),
                      T.GOOD if k else T.TEXT_FAINT, bold=bool(k), anchor="midbottom", max_width=chip.w - s(4))
        hr = self.heroes_rect
        if mi.top_heroes is not None and hr is not None:
            have, need = mi.top_heroes
            blit_text(surface, "Top heroes", s(11), (hr.centerx, hr.y), T.TEXT_DIM, anchor="midtop", max_width=hr.w + s(8))
            blit_text(surface, f"{have} of {need}", s(15), (hr.centerx, hr.y + s(14)), T.GOOD if have >= need else T.WARN,
                      bold=True, anchor="midtop", max_width=hr.w + s(8))

    def _draw_strip(self, surface: pygame.Surface, th: T.Theme, mi: ModeInfo) -> None:
        """One line at the bottom of the hall: what the end of this turn does (solo), or the tokens and
        anger (co-op)."""
        s = th.s
        r = self.strip_rect
        colour = {"good": T.GOOD, "warn": T.WARN, "bad": T.BAD}.get(mi.advance.tone, T.TEXT)
        panel(surface, r, (24, 20, 26), tuple(c // 2 for c in colour), radius=s(6))
        pygame.draw.circle(surface, colour, (r.x + s(12), r.centery), s(5))
        size = T.fit_text(mi.advance.text, s(13), r.w - s(30), min_size=s(11))
        blit_text(surface, mi.advance.text, size, (r.x + s(24), r.centery), T.TEXT, anchor="midleft",
                  max_width=r.w - s(30))

    def _draw_breakdown(self, surface: pygame.Surface, th: T.Theme, m: MonsterView, bd) -> None:
        s = th.s
        r = m.info
        panel(surface, r, (24, 20, 26), (80, 60, 70), radius=s(6))
        x = r.x + s(8)
        y = r.y + s(5)
        lh = s(16)
        rows = [(f"Attack {bd.attack}  ·  Magic {bd.magic}", T.TEXT),
                (f"Light {bd.light} / {bd.darkness}: " + (f"-{2 * bd.light_penalty}" if bd.light_penalty else "no penalty"),
                 T.WARN if bd.light_penalty else T.TEXT_DIM)]
        if bd.diseases:
            rows.append((f"Disease -{len(bd.diseases)}", T.WARN))
        if m.angry:
            rows.append(("Angry: may escape", T.BAD))
        for note in bd.notes[:2]:
            rows.append((note, T.TEXT_DIM))
        d = self.game.defn(m.card)
        if bd.wins:
            rows.append((f"Reward: {d.xp} XP, {d.vp} VP", T.XP))
        for n, (text, col) in enumerate(rows):
            room = r.bottom - s(24) - y
            fit = fitted_lines(text, s(12), r.w - s(16), min(room, 2 * lh), min_size=max(8, s(10)))
            if fit is None:  # no room for the rest: the attack preview (a click) shows the whole breakdown
                if room >= lh and n < len(rows):
                    blit_text(surface, "more: click the monster", max(8, s(10)), (x, y), T.TEXT_FAINT)
                break
            img = lines_image(fit[1], fit[0], col, align="left")
            surface.blit(img, (x, y))
            y += max(lh, img.get_height() + s(1))
        verdict_y = r.bottom - s(22)
        if not bd.attackable:
            blit_text(surface, "Cannot attack", s(13), (r.centerx, verdict_y), T.TEXT_FAINT, bold=True, anchor="midtop",
                      max_width=r.w - s(10))
            return
        chip = pygame.Rect(r.x + s(6), verdict_y - s(2), r.w - s(12), s(20))
        col = (40, 110, 60) if bd.wins else (120, 40, 40)
        pygame.draw.rect(surface, col, chip, border_radius=s(5))
        text = f"{bd.total} vs {bd.health}: " + ("WIN" if bd.wins else "LOSE")
        size = T.fit_text(text, s(13), chip.w - s(6), bold=True, min_size=max(8, s(10)))
        if T.font(size, True).size(text)[0] > chip.w - s(6):  # a narrow column: the verdict alone
            text = "WIN" if bd.wins else "LOSE"
        blit_text(surface, text, size, chip.center, (255, 255, 255), bold=True, anchor="center", max_width=chip.w - s(6))

    def _draw_players(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        area = self.regions["players"]
        st = self.state
        panel(surface, area, T.PANEL, T.PANEL_EDGE, radius=s(10))
        mi = self.minfo
        party = mi is not None and mi.party
        blit_text(surface, "The party" if party else "Players", s(15), (area.x + s(12), area.y + s(6)), T.HILITE, bold=True)
        if party:
            blit_text(surface, f"Party XP pool: {mi.party_pool}", s(14), (area.right - s(12), area.y + s(7)), T.XP,
                      bold=True, anchor="topright")
        for p, r in self.player_rows:
            pl = st.players[p]
            active = p == st.active
            panel(surface, r, T.PANEL_HI if active else (38, 41, 54), T.ACCENT if active else None, radius=s(6))
            kind = "bot" if self.session.is_bot(p) else "human"
            x = r.x + s(8)
            if active:
                cy = r.y + s(13)
                pygame.draw.polygon(surface, T.ACCENT, [(x, cy - s(5)), (x + s(8), cy), (x, cy + s(5))])
                x += s(13)
            blit_text(surface, pl.name, s(14), (x, r.y + s(5)), T.TEXT, bold=True, max_width=r.right - x - s(60))
            blit_text(surface, kind, s(11), (r.right - s(8), r.y + s(7)), T.TEXT_DIM, anchor="topright")
            vp = self.vp.get(p, 0)
            line = f"XP {pl.xp} · VP {vp} · deck {len(pl.deck)} · hand {len(pl.hand)} · discard {len(pl.discard)}"
            if party:
                given = mi.turned_in_by.get(p, 0)
                line = f"monsters {mi.monsters_xp.get(p, 0)} XP" + (f" · turned in {given} XP" if given else "") + \
                    f" · hand {len(pl.hand)} · deck {len(pl.deck)} · discard {len(pl.discard)}"
            if r.h > s(40):
                blit_text(surface, line, T.fit_text(line, s(12), r.w - s(16), min_size=s(10)), (r.x + s(8), r.y + s(26)),
                          T.TEXT_DIM, max_width=r.w - s(16))

    def _draw_log(self, surface: pygame.Surface, th: T.Theme) -> None:
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
        end = max(fit, len(lines) - self.log_scroll)
        shown = lines[max(0, end - fit):end]
        clip = surface.get_clip()
        surface.set_clip(inner)
        y = inner.y
        for part, colour in shown:
            surface.blit(T.text(part, size, colour), (inner.x, y))
            y += lh
        surface.set_clip(clip)
        if self.log_scroll:
            blit_text(surface, "scrolled back: wheel down for the latest", s(11), (area.right - s(10), area.y + s(8)), T.TEXT_FAINT,
                      anchor="topright")

    def _draw_hand(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        st = self.state
        game = self.game
        area = self.regions["hand"]
        panel(surface, area, (30, 36, 44), T.PANEL_EDGE, radius=s(10))
        hp = self.hand_parts
        left, hint = self.status
        sr = hp["status"]
        used = blit_text(surface, left, s(16), (sr.x, sr.centery), T.TEXT, bold=True, anchor="midleft",
                         max_width=sr.w // 2)
        hint_w = sr.right - used.right - s(20)
        img = fitted_image(hint, s(13), hint_w, max(sr.h, s(30)), T.TEXT_DIM, min_size=max(8, s(10)))
        surface.blit(img, img.get_rect(midright=(sr.right, sr.centery)))
        # piles
        pl = st.players[st.active]
        for label, r, cards in (("Deck", self.pile_rects["deck"], pl.deck), ("Discard", self.pile_rects["discard"], pl.discard)):
            blit_text(surface, f"{label} {len(cards)}", s(12), (r.centerx, r.y - s(3)), T.TEXT_DIM, anchor="midbottom")
            if not cards:
                pygame.draw.rect(surface, (60, 66, 80), r, 1, border_radius=s(5))
            elif label == "Deck":
                surface.blit(card_back(r.size), r)
            else:
                surface.blit(card_face(game.defn(cards[0]), r.size), r)
        t = st.turn
        if not self.hand_views:
            blit_text(surface, "No cards in hand", s(15), hp["cards"].center, T.TEXT_FAINT, anchor="center")
        # the action column's information
        col = hp["actions"]
        if t.choice is not None and self.show_turn_info:
            info = pygame.Rect(col.x, col.y + s(4), col.w, col.h - s(56))
            lines = []
            if t.choice == "village" and self.hand_visible():
                lines = [(f"Gold {village.gold_left(game)}", T.GOLD), (f"Buys {village.buys_left(game)}", T.TEXT),
                         (self.xp_label(st.active), T.XP)]
            elif t.choice == "dungeon":
                lines = [(self.xp_label(st.active), T.XP)]
                if t.battle_won is not None:
                    lines.append(("Victory!" if t.battle_won else "Defeat", T.GOOD if t.battle_won else T.BAD))
            elif t.choice == "rest":
                lines = [("Resting", T.TEXT), (self.xp_label(st.active), T.XP)]
            y = info.y
            for text, colour in lines:
                blit_text(surface, text, s(20), (info.centerx, y), colour, bold=True, anchor="midtop")
                y += s(28)

    def _draw_hand_cards(self, surface: pygame.Surface, th: T.Theme) -> None:
        """The hand's cards (drawn live: they fly, get dragged and light up)."""
        s = th.s
        game = self.game
        t = self.state.turn
        dragging = self.drag
        weapon = dragging if dragging is not None else self.selected
        targets = self.drop_targets(weapon) if weapon is not None else []
        for v in self.hand_views:
            if v.card in self.flying or v.card == dragging:
                continue
            img = card_face(game.defn(v.card), v.rect.size) if v.face_up else card_back(v.rect.size)
            surface.blit(img, v.rect)
            if v.zone == "equipped":
                pygame.draw.rect(surface, (20, 20, 26), v.rect, 1, border_radius=s(6))
            if v.zone == "aside":  # in front of the player, not in the hand
                pygame.draw.rect(surface, T.GOLD, v.rect.inflate(s(4), s(4)), s(2), border_radius=s(8))
                blit_text(surface, "in front of you", max(8, s(11)), (v.rect.centerx, v.rect.y - s(3)), T.GOLD,
                          bold=True, anchor="midbottom", max_width=v.rect.w + s(8))
            d = game.defn(v.card)
            if weapon is not None and v.zone == "hand" and d.is_hero and v.face_up:
                already = t.equipment.get(weapon)
                ok = already is None and v.card in targets
                if ok:
                    pygame.draw.rect(surface, T.DROP_OK, v.rect.inflate(s(8), s(8)), s(4), border_radius=s(10))
                elif already != v.card:
                    veil = pygame.Surface(v.rect.size, pygame.SRCALPHA)
                    veil.fill((0, 0, 0, 120))
                    surface.blit(veil, v.rect)
            if v.card == self.selected:
                pygame.draw.rect(surface, T.HILITE, v.rect.inflate(s(6), s(6)), s(3), border_radius=s(10))
        col = self.hand_parts["actions"]
        if self.selected is not None:
            blit_wrapped(surface, f"{game.name(self.selected)}: click a lit hero to equip it, or press its number.",
                         s(12), pygame.Rect(col.x, col.bottom - s(130), col.w, s(70)), T.HILITE)
