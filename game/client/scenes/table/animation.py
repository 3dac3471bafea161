"""What the table shows of an action as it happens, read from the engine's events: cards flying
from zone to zone, banners, flashes, sparks, the hall shaking; and the sounds."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.client import theme as T
from game.client.cardface import card_back, card_face
from game.client.logtext import lost_battle
from game.client.scenes.table.parts import View
from game.client.tween import Animator
from game.engine import events as ev


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


class Effects(View):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.anim = Animator()
        self.flights: list[Flight] = []
        self.flying: set[int] = set()  # cards in the air: not drawn where they lie
        self.banners: list[Banner] = []
        self.flashes: list[Flash] = []
        self.bursts: list[Burst] = []
        self.shake = Shake()
        self._fx_cache: dict[tuple, pygame.Surface] = {}

    def clear(self) -> None:
        """Everything in the air gone at once (a replay jumping)."""
        self.anim.finish_all()
        self.flights.clear()
        self.flying.clear()
        self.banners.clear()

    def shake_offset(self) -> tuple[int, int]:
        if self.shake.amp < 0.5:
            return 0, 0
        a, t = self.shake.amp, self.app.time
        return int(a * math.sin(t * 71)), int(a * 0.6 * math.cos(t * 53))

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
                r = self.card_rects.get(e.new) or self.table.hand.pile_rects.get("discard")
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
                gone = "wins and goes" if lost_battle(e) else "escapes"  # a lost battle, or the advance
                self.banner(f"{game.name(e.card)} {gone} to the village!", T.BAD, hall_spot(), s(28), at)
                pile = self.table.hall.pile_views.get("village")
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

    def sounds(self, events: list[ev.Event]) -> None:
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


    def draw_flashes(self, surface: pygame.Surface, th: T.Theme) -> None:
        """A coloured glow over a panel, under the cards."""
        s = th.s
        for fl in self.flashes:
            if fl.alpha > 1:
                surface.blit(self._flash_surface(fl), fl.rect)
                edge = tuple(min(255, c + 60) for c in fl.colour)
                pygame.draw.rect(surface, edge, fl.rect, max(2, int(s(5) * fl.alpha / 140)), border_radius=s(10))

    def draw(self, surface: pygame.Surface, th: T.Theme) -> None:
        """The cards in the air, the sparks and the banners, over everything on the table."""
        s = th.s
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
