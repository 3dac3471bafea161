"""The active player's hand: their deck and discard piles, the cards in hand (weapons equipped
peeking out behind their hero, treasures set aside at the end of the row), the buttons under each
card, and where a dragged weapon may be dropped."""

from __future__ import annotations

import pygame

from game.catalog.text import ability_text, says_curse
from game.client import theme as T
from game.client.cardface import card_back, card_face
from game.client.layout import hand_regions
from game.client.scenes.table.parts import CardView, View
from game.client.widgets import Button, blit_text, blit_wrapped, panel
from game.engine.actions import DestroyCard, Equip, LevelUp, Unequip, UseAbility
from game.engine.turn_modifiers import abilities_of


class HandView(View):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.hand_views: list[CardView] = []
        self.hand_parts: dict[str, pygame.Rect] = {}
        self.pile_rects: dict[str, pygame.Rect] = {}
        self._targets: tuple = (None, [])

    def view_at(self, pos: tuple[int, int]) -> CardView | None:
        for v in self.hand_views:  # equipped weapons first (they are listed first), then cards right to left
            if v.zone == "equipped" and v.target.collidepoint(pos):
                return v
        for v in reversed(self.hand_views):
            if v.zone == "hand" and v.rect.collidepoint(pos):
                return v
        return None

    def hero_at(self, pos: tuple[int, int]) -> int | None:
        for v in reversed(self.hand_views):
            if v.zone == "hand" and v.rect.collidepoint(pos) and self.game.defn(v.card).is_hero:
                return v.card
        return None

    def drop_targets(self, weapon: int) -> list[int]:
        """The heroes in hand that can take this weapon now (they light up while it is dragged)."""
        key = (weapon, self.table._version)
        if self._targets[0] != key:
            self._targets = (key, [v.card for v in self.hand_views if v.zone == "hand" and self.game.defn(v.card).is_hero
                                   and self.legal(Equip(weapon, v.card)) is None])
        return self._targets[1]

    def drop_weapon(self, weapon: int, pos: tuple[int, int]) -> None:
        """A weapon was dragged and let go at pos: equip it on the hero there, or take it off."""
        t = self.state.turn
        hero = self.hero_at(pos)
        current = t.equipment.get(weapon)
        if hero is None:
            if current is not None:
                self.table.try_action(Unequip(weapon))
            return
        if current == hero:
            return
        if current is not None:
            if not self.table.act(Unequip(weapon)):
                return
        self.table.try_action(Equip(weapon, hero))

    def build(self, th: T.Theme, can: bool) -> None:
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
                text = ability_text(ab, curses=says_curse(od))  # an Advance card says curse
                short = text.split(": ", 1)[1] if ": " in text else text
                prefix = "" if owner == c else f"{od.name}: "
                out.append((prefix + short, (lambda o=owner, i=i: self.table.try_action(UseAbility(o, i))), reason is None,
                            reason, text, "normal", "Use ability"))
        if village_now and d.is_hero:
            if d.has_class("Militia"):
                options = [g for g, grp in game.catalog.groups.items() if grp.kind == "hero" and g in st.stacks]
                ok = [g for g in options if self.legal(LevelUp(c, g)) is None]
                reason = None if ok else (self.legal(LevelUp(c, options[0])) if options else "no Hero stacks")
                out.append(("Level up…", lambda c=c: self.table.militia_level(c), bool(ok), reason,
                            "turn this Militia into a level 1 Hero", "normal", None))
            elif d.level_up_xp is not None:
                reason = self.legal(LevelUp(c))
                out.append((f"Level up · {d.level_up_xp} XP", lambda c=c: self.table.try_action(LevelUp(c)), reason is None,
                            reason, None, "normal", None))
        if t.choice == "dungeon" and t.step == "prepare":
            if d.is_weapon:
                if c in t.equipment:
                    out.append(("Unequip", lambda c=c: self.table.try_action(Unequip(c)), True, None, None, "quiet", None))
                else:
                    sel = self.table.selected == c
                    heroes = [h for h in st.players[st.active].hand if game.defn(h).is_hero]
                    able = [h for h in heroes if self.legal(Equip(c, h)) is None]
                    reason = None if able else (self.legal(Equip(c, heroes[0])) if heroes else "no Hero in your hand")
                    out.append(("Pick a hero…" if sel else "Equip…", lambda c=c: self.table.select(c), bool(able), reason,
                                "or drag the weapon onto a hero", "toggle_on" if sel else "normal", None))
            for w in weapons:
                out.append((f"Unequip {game.name(w)}", lambda w=w: self.table.try_action(Unequip(w)), True, None, None, "quiet",
                            "Unequip"))
        if t.choice == "rest":
            reason = self.legal(DestroyCard(c))
            out.append(("Destroy", lambda c=c: self.table.try_action(DestroyCard(c)), reason is None, reason,
                        "destroy this card while resting", "danger", None))
        return out

    def draw(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        st = self.state
        game = self.game
        area = self.regions["hand"]
        panel(surface, area, (30, 36, 44), T.PANEL_EDGE, radius=s(10))
        hp = self.hand_parts
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
        if not self.hand_views:
            blit_text(surface, "No cards in hand", s(15), hp["cards"].center, T.TEXT_FAINT, anchor="center")

    def draw_live(self, surface: pygame.Surface, th: T.Theme) -> None:
        """The hand's cards (drawn live: they fly, get dragged and light up)."""
        s = th.s
        game = self.game
        t = self.state.turn
        dragging = self.table.drag
        weapon = dragging if dragging is not None else self.table.selected
        targets = self.drop_targets(weapon) if weapon is not None else []
        for v in self.hand_views:
            if v.card in self.table.effects.flying or v.card == dragging:
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
            if v.card == self.table.selected:
                pygame.draw.rect(surface, T.HILITE, v.rect.inflate(s(6), s(6)), s(3), border_radius=s(10))
        col = self.hand_parts["actions"]
        if self.table.selected is not None:
            blit_wrapped(surface, f"{game.name(self.table.selected)}: click a lit hero to equip it, or press its number.",
                         s(12), pygame.Rect(col.x, col.bottom - s(130), col.w, s(70)), T.HILITE)


    def draw_hover(self, surface: pygame.Surface, th: T.Theme, mouse: tuple[int, int]) -> None:
        """The card under the mouse, outlined."""
        s = th.s
        v = self.view_at(mouse)
        if v is not None and v.face_up and v.card not in self.table.effects.flying and v.card != self.table.selected:
            pygame.draw.rect(surface, (220, 220, 235), v.rect.inflate(s(4), s(4)), s(2), border_radius=s(9))
