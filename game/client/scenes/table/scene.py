"""The table scene: it composes the views (village, hall, hand, players, log, the turn's controls,
the animations), owns the input (one place decides who gets a click, a drag or a key) and the
rebuild cycle (after every action and resize each view lays itself out from the state again).

The scene only reads the game and sends actions (through the session, which autosaves); engine
events drive the animations. Bots play on their own, one action at a time, with a short pause."""

from __future__ import annotations

import math

import pygame

from game.client import theme as T
from game.client.cardface import card_face
from game.client.layout import table_regions
from game.client.modeview import ModeInfo, mode_info
from game.client.scene import Scene
from game.client.scenes.table.animation import Effects
from game.client.scenes.table.hall import HallView
from game.client.scenes.table.hand import HandView
from game.client.scenes.table.log import LogView, since_last_turn
from game.client.scenes.table.menu import TableMenu
from game.client.scenes.table.parts import CardView, MonsterView, TileView
from game.client.scenes.table.players import PlayersView
from game.client.scenes.table.turn import TurnView
from game.client.scenes.table.village import VillageView
from game.client.session import GameSession
from game.client.widgets import Buttons, draw_tooltip
from game.engine import events as ev
from game.engine.actions import Action, Attack, Buy, EndTurn, Equip, LevelUp, Unequip, Visit
from game.engine.errors import IllegalAction

HOVER_ZOOM_DELAY = 0.45  # seconds the mouse rests on a card before it is shown enlarged
TIP_DELAY = 0.25  # ... on anything with a tooltip before it shows
IDLE_PULSE_FPS = 8.0  # frames a second while a human ponders: enough for the slow pulse of what is clickable


class TableScene(Scene):
    acts_unseen = True  # bots play on under menus and dialogs
    show_turn_info = True  # gold, buys and XP in the action column

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        # the views, in the order they are laid out and drawn
        self.turn_view = TurnView(self)
        self.village = VillageView(self)
        self.hall = HallView(self)
        self.players_panel = PlayersView(self)
        self.log_panel = LogView(self)
        self.hand = HandView(self)
        self.effects = Effects(self)
        self.menu = TableMenu(self)
        # what every view adds to while it is built (rebuild clears them)
        self.buttons = Buttons()
        self.card_rects: dict[int, pygame.Rect] = {}
        self.zone_rects: dict[str, pygame.Rect] = {}
        self.tips: list[tuple[pygame.Rect, str]] = []  # parts of the table that explain themselves on hover
        self.regions: dict[str, pygame.Rect] = {}
        self.minfo: ModeInfo | None = None  # solo and co-op: the village pile, the totals, what the turn end does
        self.status = ("", "")
        self.undo_state: tuple[int, str] = (0, "")
        # the input: only the scene changes these
        self.viewer: int | None = None  # the human whose eyes are on the screen
        self.selected: int | None = None  # a weapon picked to equip (click alternative to dragging)
        self.press: tuple[int, tuple[int, int]] | None = None  # card pressed, where
        self.drag: int | None = None
        self.drag_pos = (0, 0)
        self.drag_offset = (0, 0)
        self.hover_key: object = None
        self.hover_time = 0.0
        self.tip_key: str | None = None  # the table's own explanation under the mouse, and for how long
        self.tip_time = 0.0
        # the turn's flow
        self.bot_timer = 0.0
        self.fast_forward = False  # F: the bots play on at once, unseen, until a human is to decide
        self.seen_log: dict[int, int] = {}  # per player, how much of the session's log they have seen
        self.since: list[str] = []  # against bots: what they did since the human's last turn, shown until they act
        self._since_turn = -1  # the turn whose summary was made
        self._bot_next: tuple[tuple, object] | None = None  # a threaded bot's decision, for that position
        self.end_timer = 0.0
        self.prompt_open = False
        self._version = 0
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple = ()
        self._warm_key: tuple = ()
        self._warm_todo: list = []  # card faces to draw ahead of need (warm)
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

    # what the views hold, by the names the rest of the client reads
    @property
    def anim(self):
        return self.effects.anim

    @property
    def flights(self):
        return self.effects.flights

    @property
    def flying(self) -> set[int]:
        return self.effects.flying

    @property
    def banners(self):
        return self.effects.banners

    @property
    def flashes(self):
        return self.effects.flashes

    @property
    def bursts(self):
        return self.effects.bursts

    @property
    def shake(self):
        return self.effects.shake

    @property
    def tiles(self) -> list[TileView]:
        return self.village.tiles

    @property
    def hall_views(self) -> list[MonsterView]:
        return self.hall.hall_views

    @property
    def deck_rect(self) -> pygame.Rect:
        return self.hall.deck_rect

    @property
    def side_piles(self) -> list[tuple[str, pygame.Rect]]:
        return self.hall.side_piles

    @property
    def pile_views(self) -> dict[str, pygame.Rect]:
        return self.hall.pile_views

    @property
    def heroes_rect(self) -> pygame.Rect | None:
        return self.hall.heroes_rect

    @property
    def hand_views(self) -> list[CardView]:
        return self.hand.hand_views

    @property
    def pile_rects(self) -> dict[str, pygame.Rect]:
        return self.hand.pile_rects

    def drop_targets(self, weapon: int) -> list[int]:
        return self.hand.drop_targets(weapon)

    def _since_rect(self) -> pygame.Rect:
        return self.log_panel.since_rect()

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

    def enter(self) -> None:
        self.rebuild()
        self.save_news()

    def resume(self) -> None:
        self.rebuild()

    def exit(self) -> None:
        self.session.close()  # every action is already on disk; this lets go of the file

    def resize(self, size: tuple[int, int]) -> None:
        self.rebuild(size)

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
        self.log_panel.scroll = 0
        if not self.session.is_bot(who):
            self.since = []  # the player has moved on
            if self.session.to_act != who:  # and handed the turn on: what follows is news to them
                self.seen_log[who] = self.session.log_dropped + len(self.session.log)
        self.rebuild()
        self.animate(events, old_cards, old_zones)
        self.effects.sounds(events)
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
        if pr.reason == "react" and pr.source is not None:  # Advance: React in another player's turn
            return f"{giver} has just lost a fight: you may react with {self.game.name(pr.source)}."
        if player != st.active:
            return f"Something {giver} did asks you a question."
        return "An effect asks you a question."

    def on_ready(self, player: int) -> None:
        self.viewer = player
        self.seen_log[player] = self.session.log_dropped + len(self.session.log)
        self.rebuild()

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
            lines = since_last_turn(self.session, self.seen_log, p)
            self.since = lines if any(not ln.startswith("— Turn") for ln in lines) else []
        if top is self:
            if not self.session.is_bot(p) and self.session.human_count > 1 and self.viewer != p:
                from game.client.scenes.passdevice import PassDeviceScene

                if self.anim.busy and speed > 0:
                    return  # the end of the battle and the hall's shift are seen before the device passes
                reason = self.pass_reason(p)
                if self.viewer is not None:  # the player handing over has seen everything so far
                    self.seen_log[self.viewer] = self.session.log_dropped + len(self.session.log)
                since = since_last_turn(self.session, dict(self.seen_log), p)
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
        self.regions = table_regions(size, len(self.state.players))
        self.buttons.clear()
        self.card_rects = {}
        self.zone_rects = {}
        self.tips = []
        self.minfo = mode_info(self.game)
        can = self.can_act()
        self.turn_view.build_top(th)
        self.village.build(th, can)
        self.hall.build(th, can)
        self.players_panel.build(th)
        self.hand.build(th, can)
        self._build_actions(th, self.hand.hand_parts["actions"], can)
        self.status = self._status_text(self.state.turn.choice == "village")

    def _build_actions(self, th: T.Theme, col: pygame.Rect, can: bool) -> None:
        """The column right of the hand (a replay puts its controls there)."""
        self.turn_view.build_actions(th, col, can)

    def _status_text(self, village_now: bool) -> tuple[str, str]:
        """The status line over the hand: (who and their numbers, the hint)."""
        return self.turn_view.status_text(village_now)

    # --- actions from the UI ---
    def open_menu(self) -> None:
        self.menu.open()

    def to_title(self) -> None:
        self.menu.to_title()

    def _quit(self) -> None:
        self.menu.quit()

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
        self.log_panel.scroll = 0
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

    def attack_clicked(self, monster: int, reason: str | None) -> None:
        if reason is not None:
            self.app.toast(reason[:1].upper() + reason[1:], T.WARN)
            return
        if self.app.settings.confirm_attack:
            from game.client.scenes.overlays import AttackPreview

            self.app.push(AttackPreview(self.app, self, monster))
        else:
            self.act(Attack(monster))

    def animate(self, events: list[ev.Event], old_cards: dict[int, pygame.Rect],
                old_zones: dict[str, pygame.Rect]) -> None:
        self.effects.animate(events, old_cards, old_zones)

    # --- input: the one place that decides who gets a click, a drag or a key ---
    def view_at(self, pos: tuple[int, int]) -> CardView | None:
        return self.hand.view_at(pos)

    def hover_target(self, pos: tuple[int, int]) -> object:
        v = self.view_at(pos)
        if v is not None and v.face_up:
            return ("card", v.card)
        hit, card = self.hall.hover_card(pos)
        if hit:
            return None if card is None else ("card", card)
        tile = self.village.tile_at(pos)
        if tile is not None and tile.top is not None:
            return ("card", tile.top)
        card = self.hall.side_pile_card(pos)
        if card is not None:
            return ("card", card)
        return None

    def card_at(self, pos: tuple[int, int]) -> int | None:
        key = self.hover_target(pos)
        if isinstance(key, tuple) and key[0] == "card":
            return key[1]
        dv = self.pile_rects.get("discard")
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
                self.log_panel.scroll_by(event.y * 2)
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
        pile = self.hall.pile_at(pos)
        if pile is not None:
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
        m = self.hall.monster_at(pos)
        if m is not None:
            if can:
                self.attack_clicked(m.card, m.attack_reason)
            return True
        tile = self.village.tile_at(pos)
        if tile is not None:
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
            self.hand.drop_weapon(card, event.pos)
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
        places = {pygame.K_v: "village", pygame.K_d: "dungeon", pygame.K_p: "prepare", pygame.K_r: "rest"}
        if t.choice is None and places.get(k) in self.game.ruleset.turn_choices:
            self.try_action(Visit(places[k]))
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

    # --- drawing (reads only) ---
    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        s = th.s
        mouse = self.app.mouse
        # what changes only with the game or the layout is drawn once into a cached layer
        key = (surface.get_size(), self._version, self.log_panel.scroll, len(self.session.log))
        if self._layer is None or self._layer_key != key:
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() else \
                    pygame.Surface(surface.get_size())
            self._layer_key = key
            self._draw_static(self._layer, th)
        surface.blit(self._layer, (0, 0))
        shake = self.effects.shake_offset()
        if shake != (0, 0):
            hall = self.regions["hall"]
            surface.fill(T.BG, hall.inflate(s(16), s(16)).clip(surface.get_rect()))
            surface.blit(self._layer, hall.move(shake), area=hall)
        self.effects.draw_flashes(surface, th)
        self._draw_live(surface, th, mouse, shake)
        self.buttons.draw(surface, th, mouse)
        self.effects.draw(surface, th)
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
            self.log_panel.draw_since(surface, th)
        tip = self.buttons.tooltip_at(mouse) if self.app.stack.top is self else None
        if tip is None and self.app.stack.top is self and self.drag is None and self.tip_time > TIP_DELAY:
            tip = self.tip_at(mouse)
        if tip:
            draw_tooltip(surface, th, tip, mouse)

    def warm(self, deadline: float) -> None:
        """Draw ahead of need the faces of every card of this game at the sizes the table shows
        them (hand, hall, piles, the zoomed card), a few per frame in the time left over."""
        import time

        sizes = set()
        if self.hand_views:
            sizes.add(self.hand_views[-1].rect.size)
        if self.hall_views:
            sizes.add(self.hall_views[0].rect.size)
        if self.pile_rects:
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

    def _draw_static(self, surface: pygame.Surface, th: T.Theme) -> None:
        """What changes only with the game or the layout (drawn once into the cached layer)."""
        surface.fill(T.BG)
        self.turn_view.draw_top(surface, th)
        self.village.draw(surface, th)
        self.hall.draw(surface, th)
        self.players_panel.draw(surface, th)
        self.log_panel.draw(surface, th)
        self.hand.draw(surface, th)
        self.turn_view.draw(surface, th)

    def _draw_live(self, surface: pygame.Surface, th: T.Theme, mouse: tuple[int, int],
                   shake: tuple[int, int] = (0, 0)) -> None:
        """Pulsing outlines and hover highlights, drawn every frame over the cached layer."""
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 4)
        on_top = self.app.stack.top is self
        self.village.draw_live(surface, th, mouse, pulse, on_top)
        self.hall.draw_live(surface, th, mouse, pulse, on_top, shake)
        self.hand.draw_live(surface, th)
        self.turn_view.draw_live(surface, th)
        if on_top and self.drag is None:
            self.hand.draw_hover(surface, th, mouse)
