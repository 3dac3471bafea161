"""The turn's controls and words: the top bar (whose turn, the mode chip, Undo, Animations, Menu),
the column right of the hand (Village / Dungeon / Rest or End turn, and the turn's gold, buys and
XP), and the status line over the hand (who is playing, the hint for what to do next)."""

from __future__ import annotations

import math

import pygame

from game.client import theme as T
from game.client.scenes.table.parts import View
from game.client.widgets import Button, blit_text, fitted_image, panel
from game.engine.actions import EndTurn, Visit
from game.engine.rules import village

PLACE_NAMES = {"village": "in the Village", "dungeon": "in the Dungeon", "rest": "resting", "prepare": "preparing"}
# the turn choices a ruleset may offer (game.engine.rulesets: turn_choices), each with its key
CHOICE_KEYS = {"village": "V", "dungeon": "D", "prepare": "P", "rest": "R"}
CHOICE_TIPS = {"prepare": "put any cards of your hand back on top of your deck, in the order you choose, for your "
                          "next hand; the rest are discarded"}


def choices_text(choices: tuple[str, ...]) -> str:
    """"Village, Dungeon or Rest" from the ruleset's turn choices."""
    names = [c.capitalize() for c in choices]
    return ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else "".join(names)


class TurnView(View):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.mode_chip = pygame.Rect(0, 0, 0, 0)

    def build_top(self, th: T.Theme) -> None:
        """The top bar's buttons and the mode chip."""
        s = th.s
        table = self.table
        top = self.regions["top"]
        bw = s(170)
        self.buttons.add(Button(pygame.Rect(top.right - s(8) - s(90), top.y + s(6), s(90), top.h - s(12)), "Menu",
                                table.open_menu, style="quiet", size=14, key="menu"))
        self.buttons.add(Button(pygame.Rect(top.right - s(16) - s(90) - bw, top.y + s(6), bw, top.h - s(12)),
                                f"Animations: {self.app.settings.animation.capitalize()}", table.cycle_animation,
                                style="quiet", size=13, key="animations", tooltip="normal, fast or off"))
        table.undo_state = table.undo_status()
        count, why = table.undo_state
        uw = s(130)
        self.buttons.add(Button(pygame.Rect(top.right - s(24) - s(90) - bw - uw, top.y + s(6), uw, top.h - s(12)),
                                f"Undo ({count})" if count > 1 else "Undo", table.undo, count > 0,
                                f"Nothing to take back: {why}.", "normal", size=13, key="undo",
                                tooltip=f"Take back your last action (Ctrl+Z). {count} action{'s' if count != 1 else ''}"
                                        f" can be taken back; not the ones before, because {why}."))
        self.mode_chip = pygame.Rect(0, 0, 0, 0)
        if self.minfo is not None:
            w = min(T.font(s(14), True).size(self.minfo.short)[0] + s(24), s(300))
            self.mode_chip = pygame.Rect(s(190), top.y + s(8), w, top.h - s(16))
            self.tips.append((self.mode_chip, f"{self.minfo.title}. {self.game.mode.description}"))

    def build_actions(self, th: T.Theme, col: pygame.Rect, can: bool) -> None:
        """The ruleset's turn choices (Village, Dungeon, Rest; Advance adds Prepare), or End turn, in
        the column right of the hand."""
        s = th.s
        t = self.state.turn
        bh = s(40)
        yb = col.y + s(4)
        if t.choice is None:
            choices = self.game.ruleset.turn_choices
            bh = max(s(26), min(bh, (col.h - s(8) * len(choices)) // max(1, len(choices))))
            for place in choices:
                key = CHOICE_KEYS.get(place, "")
                reason = self.legal(Visit(place)) if can else None
                self.buttons.add(Button(pygame.Rect(col.x, yb, col.w, bh), f"{place.capitalize()}  ({key})",
                                        (lambda pl_=place: self.table.try_action(Visit(pl_))), can and reason is None,
                                        reason or ("wait for your turn" if not can else None),
                                        "primary" if place == "dungeon" else "normal", size=16, key=place,
                                        tooltip=CHOICE_TIPS.get(place)))
                yb += bh + s(8)
        else:
            reason = self.legal(EndTurn()) if can else "wait for your turn"
            self.buttons.add(Button(pygame.Rect(col.x, col.bottom - bh - s(4), col.w, bh), "End turn  (E)",
                                    lambda: self.table.try_action(EndTurn()), can and reason is None, reason, "primary",
                                    size=16, key="end"))

    def status_text(self, village_now: bool) -> tuple[str, str]:
        st = self.state
        t = st.turn
        p = st.active
        pl = st.players[p]
        name = pl.name
        left = f"{name} · {self.table.xp_label(p)}"
        if self.session.save_problem is not None:
            left = f"NOT SAVED ({self.session.save_problem}) · {left}"
        if village_now:
            left += f" · Gold {village.gold_left(self.game)} of {village.gold_total(self.game)} · " \
                    f"{village.buys_left(self.game)} buy{'s' if village.buys_left(self.game) != 1 else ''} left"
        bot = self.session.is_bot(p)
        if bot:
            hint = f"{name} (bot) is playing… skipping to your next decision" if self.table.fast_forward \
                else f"{name} (bot) is playing… (F: skip to your next decision)"
        elif not self.hand_visible():
            hint = "Waiting…"
        elif st.prompt is not None:
            hint = "Answer the question."
        elif t.choice is None:
            hint = f"Choose: {choices_text(self.game.ruleset.turn_choices)}."
        elif t.choice == "prepare":
            hint = "Preparing: the cards you put back on your deck start your next hand; then end your turn."
        elif t.choice == "village":
            hint = "Use village abilities, buy from a highlighted stack, level up heroes, then end your turn."
        elif t.choice == "dungeon" and t.step == "prepare":
            hint = "Drag weapons onto heroes, use dungeon abilities, then click a monster to attack."
        elif t.choice == "dungeon":
            hint = "The battle is over: use any Spoils, then end your turn."
        else:
            hint = "You may destroy one card from your hand, then end your turn."
        return left, hint

    def draw_top(self, surface: pygame.Surface, th: T.Theme) -> None:
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


    def draw(self, surface: pygame.Surface, th: T.Theme) -> None:
        """The status line over the hand and the turn's numbers in the action column."""
        s = th.s
        st = self.state
        game = self.game
        hp = self.table.hand.hand_parts
        left, hint = self.table.status
        sr = hp["status"]
        used = blit_text(surface, left, s(16), (sr.x, sr.centery), T.TEXT, bold=True, anchor="midleft",
                         max_width=sr.w // 2)
        hint_w = sr.right - used.right - s(20)
        img = fitted_image(hint, s(13), hint_w, max(sr.h, s(30)), T.TEXT_DIM, min_size=max(8, s(10)))
        surface.blit(img, img.get_rect(midright=(sr.right, sr.centery)))
        t = st.turn
        col = hp["actions"]
        if t.choice is not None and self.table.show_turn_info:
            info = pygame.Rect(col.x, col.y + s(4), col.w, col.h - s(56))
            lines = []
            if t.choice == "village" and self.hand_visible():
                lines = [(f"Gold {village.gold_left(game)}", T.GOLD), (f"Buys {village.buys_left(game)}", T.TEXT),
                         (self.table.xp_label(st.active), T.XP)]
            elif t.choice == "dungeon":
                lines = [(self.table.xp_label(st.active), T.XP)]
                if t.battle_won is not None:
                    lines.append(("Victory!" if t.battle_won else "Defeat", T.GOOD if t.battle_won else T.BAD))
            elif t.choice == "rest":
                lines = [("Resting", T.TEXT), (self.table.xp_label(st.active), T.XP)]
            y = info.y
            for text, colour in lines:
                blit_text(surface, text, s(20), (info.centerx, y), colour, bold=True, anchor="midtop")
                y += s(28)

    def draw_live(self, surface: pygame.Surface, th: T.Theme) -> None:
        """A bot thinking in its worker process or thread: three pulsing dots by the hint."""
        if not self.session.bot_thinking:
            return
        s = th.s
        st_r = self.table.hand.hand_parts["status"]
        hint = self.table.status[1]
        x = st_r.right - min(T.font(s(13)).size(hint)[0], st_r.w // 2 - s(10)) - s(40)
        for k in range(3):
            a = 0.5 + 0.5 * math.sin(self.app.time * 6 - k * 0.8)
            col = tuple(int(c * (0.35 + 0.65 * a)) for c in T.ACCENT)
            pygame.draw.circle(surface, col, (x + k * s(10), st_r.centery), s(3))
