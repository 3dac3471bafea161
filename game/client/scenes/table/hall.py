"""The dungeon hall: the dungeon deck and the stacks beside it, the ranks with their monsters and,
under each, the breakdown of an attack on it; in solo and co-op the village pile (and party pile)
and the strip that says what the end of the turn does."""

from __future__ import annotations

import pygame

from game.client import theme as T
from game.client.cardface import card_back, card_face
from game.client.logtext import disease_word
from game.client.modeview import ModeInfo
from game.client.scenes.table.parts import MonsterView, View
from game.client.widgets import blit_text, blit_wrapped, fitted_lines, lines_image, panel
from game.engine.actions import Attack

ANGER_HELP = ("Angry: a player stayed out of the dungeon while this monster was in rank 1 and no XP token was "
              "left. If it is provoked again in rank 1 it escapes to the village pile, where its XP counts against "
              "the party. Defeat it to be rid of it: anger stays while it is in the hall.")


def shown_ranks(state) -> list[int]:
    """The ranks left to right: the highest first (3, or 4 on Advance's Wilderness side), rank 1,
    then Rank 0 when a Guardian is there."""
    return list(reversed(state.ranks())) + ([0] if state.rank0 else [])


def light_line(bd) -> str:
    """The light against the darkness, and what the darkness left unlit costs on this board (1 or 2
    attack a point: Breakdown.attack_per_darkness, from the ruleset)."""
    text = f"Light {bd.light} / {bd.darkness}: "
    if not bd.light_penalty:
        return text + "no penalty"
    return text + f"-{bd.darkness_loss} ({bd.attack_per_darkness} per dark point)"


class HallView(View):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.hall_views: list[MonsterView] = []
        self.deck_rect = pygame.Rect(0, 0, 0, 0)
        self.pile_views: dict[str, pygame.Rect] = {}  # the mode's piles on the table (click: list their cards)
        # beside the dungeon deck: the Swarm / Horde stacks (zone -> chip, top card zoomable) and the
        # face-down Special Disease deck
        self.side_piles: list[tuple[str, pygame.Rect]] = []
        self.rank_cols: dict[str, pygame.Rect] = {}
        self.strip_rect = pygame.Rect(0, 0, 0, 0)
        self.pile_col = pygame.Rect(0, 0, 0, 0)
        self.heroes_rect: pygame.Rect | None = None
        self._fx_cache: dict[tuple, pygame.Surface] = {}

    def monster_at(self, pos: tuple[int, int]) -> MonsterView | None:
        return next((m for m in self.hall_views if m.target.collidepoint(pos)), None)

    def pile_at(self, pos: tuple[int, int]) -> str | None:
        """The mode's pile under pos (the village pile answers on its labels too)."""
        for pile, r in self.pile_views.items():
            if r.inflate(self.th.s(8), self.th.s(40)).collidepoint(pos) if pile == "village" else r.collidepoint(pos):
                return pile
        return None

    def hover_card(self, pos: tuple[int, int]) -> tuple[bool, int | None]:
        """(True, card) when pos is on a monster or a stand-in stack's top card; (True, None) on an
        angry badge (it explains itself; no zoom over it); (False, None) elsewhere."""
        for m in self.hall_views:
            if m.badge is not None and m.badge.collidepoint(pos):
                return True, None
            if m.target.collidepoint(pos):
                return True, m.card
        return False, None

    def side_pile_card(self, pos: tuple[int, int]) -> int | None:
        for zone, chip in self.side_piles:  # a Swarm or Horde stack's top card (the Disease deck is face down)
            cards = self.state.zone(zone)
            if zone != "disease" and cards and chip.collidepoint(pos):
                return cards[0]
        return None

    def build(self, th: T.Theme, can: bool) -> None:
        s = th.s
        self.pile_views = {}
        st = self.state
        game = self.game
        area = self.regions["hall"]
        mi = self.minfo
        head = s(30)
        ranks = shown_ranks(st)
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
            if zone == "disease" and self.game.ruleset.CURSES:
                self.tips.append((chip, f"The curse deck, face down: {len(st.disease)} cards. Gaining a curse takes "
                                        "its top card (none when it is empty); a destroyed curse goes under it."))
            elif zone == "disease":
                self.tips.append((chip, f"The Special Disease deck, face down: {len(st.disease)} cards. Gaining a "
                                        "Disease takes its top card (none when it is empty); a destroyed Disease "
                                        "goes to its bottom."))
            else:
                group = zone.partition(".")[2]
                name = self.game.catalog.groups[group].name.split(" • ")[0]
                self.tips.append((chip, f"The {name} stack, face up: {len(st.zone(zone))} cards. When a {name} "
                                        "stand-in is turned over into the hall, the top card takes its place. "
                                        "Hover to see it."))

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

    def draw(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        area = self.regions["hall"]
        st = self.state
        game = self.game
        panel(surface, area, (34, 28, 36), (96, 70, 84), radius=s(10))
        mi = self.minfo
        ruleset = game.ruleset
        sided = len(ruleset.BOARD_SIDES) > 1  # Advance: the board side is named, with what darkness costs on it
        name = f"{ruleset.board.label} side" if sided else "Dungeon hall"
        title = blit_text(surface, name, s(17), (area.x + s(12), area.y + s(6)), (240, 170, 150), bold=True)
        if sided and mi is None:
            per = ruleset.attack_per_darkness
            note = f"{len(st.hall)} ranks · each unlit point of darkness costs {per} attack"
            blit_text(surface, note, T.fit_text(note, s(13), area.right - s(12) - title.right - s(16), min_size=s(10)),
                      (area.right - s(12), title.centery), T.TEXT_DIM, anchor="midright",
                      max_width=area.right - s(12) - title.right - s(16))
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
        blit_text(surface, "Dungeon deck", T.fit_text("Dungeon deck", s(12), dr.w + s(20), min_size=max(8, s(9))),
                  (dr.centerx, dr.y - s(8)), T.TEXT_DIM, anchor="midbottom", max_width=dr.w + s(20))
        blit_text(surface, f"{len(st.dungeon)} cards", s(13), (dr.centerx, dr.bottom + s(6)), T.TEXT, bold=True,
                  anchor="midtop")
        self._draw_side_piles(surface, th)
        if mi is not None and mi.party:
            self._draw_tokens(surface, th, mi.tokens)
        # the ranks
        ranks = shown_ranks(st)
        occupied = {m.rank for m in self.hall_views}
        top = len(st.hall)
        in_play = mi.hall_ranks if mi is not None and not mi.party else top
        for rank in ranks:
            zone = "rank0" if rank == 0 else f"hall.{rank}"
            r = self.zone_rects[zone]
            dark = game.base_darkness(rank) if rank else 0
            closed = rank > 0 and rank < top + 1 - in_play and rank not in occupied
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
                opens = top + 1 - in_play - rank  # advances before this rank is in play
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
                label, count = disease_word(self.game, plural=True), f"{len(cards)}"
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
                blit_text(surface, label, T.fit_text(label, s(11), width, min_size=max(8, s(8))), (tx, chip.y + s(3)),
                          T.TEXT_DIM, max_width=width)  # a narrow column (4 ranks and the village pile)
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
                (light_line(bd), T.WARN if bd.light_penalty else T.TEXT_DIM)]
        if bd.diseases:
            rows.append((f"{disease_word(self.game)} -{len(bd.diseases)}", T.WARN))
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
                    blit_text(surface, "click for more", T.fit_text("click for more", s(10), r.w - s(16),
                                                                    min_size=max(8, s(8))),
                              (x, y), T.TEXT_FAINT, max_width=r.w - s(16))
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


    def draw_live(self, surface: pygame.Surface, th: T.Theme, mouse: tuple[int, int], pulse: float,
                  on_top: bool, shake: tuple[int, int]) -> None:
        """The monsters (drawn live: they shake, fly and light up), outlined green or red when they
        can be attacked (a win or a loss), and the one under the mouse."""
        s = th.s
        can = self.can_act()
        flying = self.table.effects.flying
        for m in self.hall_views:
            if m.card in flying:
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
