"""Overlays on the table: an effect's question (prompt) and the attack preview."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client import theme as T
from game.client.cardface import card_face
from game.client.logtext import disease_word
from game.client.scene import Scene
from game.client.widgets import Button, Buttons, blit_text, blit_wrapped, panel, shade
from game.engine.actions import Attack, Choose

if TYPE_CHECKING:
    from game.client.scenes.table import TableScene


def option_label(game, prompt, value) -> str:
    if prompt.reason in ("opponent", "give_monster") and isinstance(value, int) and 0 <= value < len(game.state.players):
        return game.state.players[value].name
    if prompt.reason == "use_again_ability" and isinstance(value, int):
        return f"Ability {value + 1}"
    if isinstance(value, str):
        return value.replace("_", " ").capitalize()
    return str(value)


# the co-op prompts, each with a title over the question
PROMPT_TITLES = {"turn_in": "Turn in monsters for the party", "pass_card": "Resting: pass a card",
                 "pass_discard": "A card is passed to you",
                 # Advance's Prepare (game.engine.rules.prepare): which cards go back, then their order
                 "prepare": "Prepare: cards back on your deck", "prepare_order": "Prepare: their order, top first"}


def confirm_label(game, prompt, selected: list) -> str:
    """What the confirm button says: what will happen."""
    n = len(selected)
    if prompt.reason == "turn_in":
        return f"Turn in {n} (+{n} party XP)" if n else "Turn in none"
    if prompt.reason == "pass_card":
        who = ""
        m = prompt.text.rsplit(" to ", 1)
        if len(m) == 2:
            who = " to " + m[1].split(",")[0].rstrip(".")
        return f"Pass {game.name(selected[0])}{who}" if n else "Pass nothing"
    if prompt.reason == "pass_discard":
        passed = game.name(prompt.source) if prompt.source is not None else "the card"
        return f"Discard {game.name(selected[0])}, take {passed}" if n else f"Take {passed}, discard nothing"
    if prompt.reason == "prepare":
        return f"Put {n} back on the deck, discard the rest" if n else "Put none back"
    if prompt.reason == "prepare_order":
        return f"This order: {game.name(selected[0])} on top" if n == len(prompt.options) else "Click every card"
    return "Confirm" if selected or prompt.min > 0 else "Choose none"


def options_are_cards(game, prompt) -> bool:
    return prompt.kind in ("cards", "order") and all(
        isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(game.state.cards) for v in prompt.options)


# questions about one card shown left of the choices, with what the card is to the one asked
SOURCE_CAPTIONS = {"pass_discard": "Passed to you", "react": "Your React card"}


class PromptScene(Scene):
    """The open prompt as a modal choice on the table: cards to pick (in order, for 'order'), or
    plain options. Confirm sends a Choose action."""

    opaque = False
    modal = True

    def __init__(self, app, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.prompt = table.game.state.prompt
        self.selected: list = []
        self.buttons = Buttons()
        self.option_rects: list[tuple[pygame.Rect, object]] = []
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.source_rect: pygame.Rect | None = None
        self.hidden = False  # peek at the table

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        s = th.s
        w, h = size
        pr = self.prompt
        game = self.table.game
        self.buttons.clear()
        self.option_rects = []
        self.cards = options_are_cards(game, pr)
        n = len(pr.options)
        self.rect = pygame.Rect(0, 0, min(w - s(40), s(980)), 0)
        inner_w = self.rect.w - s(40)
        self.source_rect: pygame.Rect | None = None
        passed = pr.reason in SOURCE_CAPTIONS and isinstance(pr.source, int)
        side = int(s(170) * 5 / 7) + s(40) if passed else 0  # the passed card, left of the choices
        inner_w -= side
        if self.cards:
            for ch in (s(170), s(150), s(136)):  # one row of smaller cards rather than two
                cw = int(ch * 5 / 7)
                per_row = max(1, min(n, inner_w // (cw + s(12))))
                rows = (n + per_row - 1) // per_row
                if rows == 1:
                    break
            if rows == 2:
                ch = s(170) if not passed else s(150)
                cw = int(ch * 5 / 7)
                per_row = max(1, min(n, inner_w // (cw + s(12))))
                rows = (n + per_row - 1) // per_row
            if rows > 2:
                ch = s(130)
                cw = int(ch * 5 / 7)
                per_row = max(1, min(n, inner_w // (cw + s(10))))
                rows = (n + per_row - 1) // per_row
            body_h = rows * (ch + s(12))
        else:
            per_row = max(1, min(n, 4))
            rows = (n + per_row - 1) // per_row
            cw, ch = (inner_w - (per_row - 1) * s(10)) // per_row, s(40)
            body_h = rows * (ch + s(10))
        title_h = s(28) if pr.reason in PROMPT_TITLES else 0
        text_w = self.rect.w - s(40)
        text_h = len(T.wrap(pr.text, s(18), text_w, True)) * T.font(s(18), True).get_linesize()
        if passed:
            body_h = max(body_h, s(170) + s(26))
        self.rect.h = s(36) + title_h + text_h + s(24) + body_h + s(70)
        self.rect.center = (w // 2, int(h * 0.45))
        self.text_rect = pygame.Rect(self.rect.x + s(20), self.rect.y + s(32) + title_h, text_w, text_h)
        y0 = self.text_rect.bottom + s(24)
        if passed:
            self.source_rect = pygame.Rect(self.rect.x + s(20), y0 + s(22), int(s(170) * 5 / 7), s(170))
        for i, v in enumerate(pr.options):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            gap = s(12) if self.cards else s(10)
            row_w = in_row * cw + (in_row - 1) * gap
            x = self.rect.centerx + side // 2 - row_w // 2 + col * (cw + gap)
            r = pygame.Rect(x, y0 + row * (ch + gap), cw, ch)
            if self.cards:
                self.option_rects.append((r, v))
            else:
                self.buttons.add(Button(r, option_label(game, pr, v), lambda v=v: self.pick(v), size=15, key=f"opt{i}"))
        by = self.rect.bottom - s(54)
        ok = pr.min <= len(self.selected) <= pr.max
        label = confirm_label(game, pr, self.selected)
        reason = None if ok else (f"choose {pr.min}" if pr.min == pr.max else f"choose {pr.min} to {pr.max}")
        if self.cards or pr.max > 1:
            cw_ = s(320) if pr.reason in PROMPT_TITLES else s(200)
            self.buttons.add(Button(pygame.Rect(self.rect.centerx - s(10) - cw_, by, cw_, s(40)), label, self.confirm, ok,
                                    reason, "primary", size=16, key="confirm"))
            self.buttons.add(Button(pygame.Rect(self.rect.centerx + s(10), by, s(200), s(40)), "Hold to see the table",
                                    None, True, None, "quiet", size=14, key="peek"))
        elif pr.min == 0:
            self.buttons.add(Button(pygame.Rect(self.rect.centerx - s(100), by, s(200), s(40)), "Choose none",
                                    self.confirm, True, None, "quiet", size=16, key="confirm"))
        count, why = self.table.undo_status()
        self.buttons.add(Button(pygame.Rect(self.rect.right - s(132), self.rect.y + s(12), s(120), s(30)), "Take back",
                                self.take_back, count > 0, f"Nothing to take back: {why}.", "quiet", size=13,
                                key="undo", tooltip="take back the action that asked this (Ctrl+Z)"))

    def pick(self, v) -> None:
        pr = self.prompt
        if self.cards or pr.max > 1:
            if v in self.selected:
                self.selected.remove(v)
            elif len(self.selected) < pr.max:
                self.selected.append(v)
            elif pr.max == 1:
                self.selected = [v]
            self.resize(self.app.size)
            return
        self.selected = [v]
        self.confirm()

    def take_back(self) -> None:
        self.app.pop(self)
        self.table.undo()

    def confirm(self) -> None:
        action = Choose(tuple(self.selected))
        self.app.pop(self)
        self.table.act(action)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            b = self.buttons.at(event.pos)
            if b is not None and b.key == "peek":
                self.hidden = True
                return True
            for r, v in self.option_rects:
                if r.collidepoint(event.pos):
                    self.pick(v)
                    return True
            self.buttons.click(event.pos, self.app.toast)
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            self.hidden = False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            shown = list(self.option_rects)
            if self.source_rect is not None:
                shown.append((self.source_rect, self.prompt.source))
            for r, v in shown:
                if r.collidepoint(event.pos):
                    from game.client.scenes.dialog import ZoomCard

                    self.app.push(ZoomCard(self.app, self.table.game.defn(v)))
                    return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and \
                getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META):
            b = self.buttons.find("undo")
            if b is not None and b.enabled:
                self.take_back()
            elif b is not None:
                self.app.toast(b.reason or "", T.WARN)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            b = self.buttons.find("confirm")
            if b is not None and b.enabled:
                self.confirm()
            return True
        return event.type == pygame.KEYDOWN

    def draw(self, surface: pygame.Surface) -> None:
        if self.hidden:
            return
        th = T.Theme(surface.get_size())
        s = th.s
        shade(surface, 110)
        panel(surface, self.rect, (28, 30, 42), T.HILITE, radius=s(12))
        game = self.table.game
        who = game.state.players[self.prompt.player].name
        blit_text(surface, f"{who}, a choice:", s(13), (self.rect.x + s(20), self.rect.y + s(10)), T.TEXT_DIM)
        title = PROMPT_TITLES.get(self.prompt.reason)
        if title:
            blit_text(surface, title, s(22), (self.rect.x + s(20), self.rect.y + s(30)), T.HILITE, bold=True,
                      max_width=self.rect.w - s(180))
        blit_wrapped(surface, self.prompt.text, s(18), self.text_rect, T.TEXT, bold=True)
        if self.source_rect is not None:
            r = self.source_rect
            blit_text(surface, SOURCE_CAPTIONS[self.prompt.reason], s(13), (r.centerx, r.y - s(6)), T.GOOD, bold=True, anchor="midbottom")
            surface.blit(card_face(game.defn(self.prompt.source), r.size), r)
            pygame.draw.rect(surface, T.GOOD, r.inflate(s(6), s(6)), s(2), border_radius=s(8))
            x = r.right + s(20)
            pygame.draw.line(surface, T.PANEL_EDGE, (x, r.y - s(20)), (x, r.bottom + s(4)))
        for r, v in self.option_rects:
            surface.blit(card_face(game.defn(v), r.size), r)
            if v in self.selected:
                pygame.draw.rect(surface, T.HILITE, r.inflate(s(6), s(6)), s(3), border_radius=s(8))
                if self.prompt.kind == "order":
                    badge = pygame.Rect(0, 0, s(30), s(30))
                    badge.center = (r.centerx, r.bottom - s(14))
                    pygame.draw.circle(surface, T.HILITE, badge.center, s(15))
                    blit_text(surface, str(self.selected.index(v) + 1), s(18), badge.center, (30, 20, 0), bold=True,
                              anchor="center")
            elif r.collidepoint(self.app.mouse):
                pygame.draw.rect(surface, (200, 200, 220), r.inflate(s(4), s(4)), s(2), border_radius=s(8))
        pr = self.prompt
        need = f"pick {pr.min}" if pr.min == pr.max else f"pick {pr.min} to {pr.max}"
        if pr.min == 0 and pr.max == 1:
            need = "pick one or none"
        elif pr.min == 0:
            need = f"pick up to {pr.max}"
        if pr.kind == "order":
            need += ", in order"
        undo = self.buttons.find("undo")
        right = undo.rect.x - s(14) if undo is not None else self.rect.right - s(20)
        hint = f"{need} · right-click a card to read it" if self.cards else need
        blit_text(surface, hint, s(13), (right, self.rect.y + s(10)), T.TEXT_DIM, anchor="topright",
                  max_width=right - self.rect.x - s(160))
        self.buttons.draw(surface, th, self.app.mouse)


def summary_rows(game, bd) -> list[str]:
    """The attack preview's lines under the card table: totals, light, Diseases (curses), notes."""
    rows = [f"Attack {bd.attack} + Magic Attack {bd.magic}",
            f"Light {bd.light} against darkness {bd.darkness}: " + (
                f"light penalty {bd.light_penalty}, -{bd.darkness_loss} attack "
                f"({bd.attack_per_darkness} a point on this board)" if bd.light_penalty
                else "no light penalty")]
    if bd.diseases:
        rows.append(f"{disease_word(game)}: -{len(bd.diseases)}")
    rows += list(bd.notes)
    if bd.failed_requirement:
        rows.append(bd.failed_requirement)
    if bd.idle_heroes:
        rows.append("Not attacking: " + ", ".join(game.name(h) for h in bd.idle_heroes))
    return rows


class AttackPreview(Scene):
    """The full breakdown of an attack before it is made: each card's part, light and penalty,
    traits, the total against the health, and the verdict."""

    opaque = False
    modal = True

    def __init__(self, app, table: TableScene, monster: int) -> None:
        super().__init__(app)
        self.table = table
        self.monster = monster
        self.bd = table.game.breakdown(monster)
        self.buttons = Buttons()

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        s = th.s
        w, h = size
        rows = len(self.bd.lines) + len(self.bd.notes) + (1 if self.bd.diseases else 0) + \
            (1 if self.bd.failed_requirement else 0) + (1 if self.bd.idle_heroes else 0)
        need = s(200) + s(22) * rows + s(110)
        self.rect = pygame.Rect(0, 0, min(w - s(40), s(860)), min(h - s(40), max(s(470), need)))
        self.rect.center = (w // 2, h // 2)
        self.buttons.clear()
        bd = self.bd
        label = "Attack!" if bd.wins else "Attack anyway"
        self.buttons.add(Button(pygame.Rect(self.rect.right - s(440), self.rect.bottom - s(58), s(200), s(42)), label,
                                self.attack, True, None, "primary" if bd.wins else "danger", size=17, key="attack"))
        self.buttons.add(Button(pygame.Rect(self.rect.right - s(220), self.rect.bottom - s(58), s(200), s(42)), "Not yet",
                                lambda: self.app.pop(self), True, None, "quiet", size=17, key="cancel"))

    def attack(self) -> None:
        self.app.pop(self)
        self.table.act(Attack(self.monster))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.buttons.click(event.pos) and not self.rect.collidepoint(event.pos):
                self.app.pop(self)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_a):
                self.attack()
            elif event.key == pygame.K_ESCAPE:
                self.app.pop(self)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        s = th.s
        bd = self.bd
        game = self.table.game
        shade(surface, 140)
        panel(surface, self.rect, (28, 30, 42), T.PANEL_EDGE, radius=s(12))
        ch = self.rect.h - s(90)
        cw = int(ch * 5 / 7)
        card = pygame.Rect(self.rect.x + s(20), self.rect.y + s(20), min(cw, s(260)), 0)
        card.h = int(card.w * 7 / 5)
        surface.blit(card_face(game.defn(self.monster), card.size), card)
        x = card.right + s(24)
        right = self.rect.right - s(20)
        y = self.rect.y + s(18)
        blit_text(surface, f"Attack {bd.monster_name} in rank {bd.rank}?", s(22), (x, y), T.HILITE, bold=True,
                  max_width=right - x)
        y += s(38)
        cols = [x, right - s(190), right - s(120), right - s(50)]
        for i, head in enumerate(("Card", "Attack", "Magic", "Light")):
            blit_text(surface, head, s(13), (cols[i], y), T.ACCENT, bold=True, anchor="topleft" if i == 0 else "midtop")
        y += s(22)
        max_rows = max(1, (self.rect.bottom - s(200) - y) // s(22))
        for line in bd.lines[:max_rows]:
            note = f"  ({'; '.join(line.notes)})" if line.notes else ""
            blit_text(surface, line.name + note, s(14), (cols[0], y), T.TEXT if not line.notes else T.WARN,
                      max_width=cols[1] - cols[0] - s(40))
            for i, v in enumerate((line.attack, line.magic, line.light)):
                blit_text(surface, str(v) if v else "–", s(14), (cols[i + 1], y), T.TEXT, anchor="midtop")
            y += s(22)
        if len(bd.lines) > max_rows:
            blit_text(surface, f"and {len(bd.lines) - max_rows} more", s(13), (cols[0], y), T.TEXT_DIM)
            y += s(22)
        y += s(6)
        pygame.draw.line(surface, T.PANEL_EDGE, (x, y), (right, y))
        y += s(8)
        for r in summary_rows(game, bd):
            y += blit_wrapped(surface, r, s(14), pygame.Rect(x, y, right - x, s(40)), T.TEXT)
        y += s(6)
        verdict = (f"Total {bd.total} against health {bd.health}: you win "
                   f"(+{game.defn(self.monster).xp} XP)" if bd.wins else f"Total {bd.total} against health {bd.health}: you lose")
        blit_text(surface, verdict, s(19), (x, y), T.GOOD if bd.wins else T.BAD, bold=True, max_width=right - x)
        self.buttons.draw(surface, th, self.app.mouse)


class PileScene(Scene):
    """The cards of one of the mode's piles (the village pile, the party pile), face up with what
    each is worth. Any click or key closes it; right-click a card to read it."""

    opaque = False
    modal = True

    def __init__(self, app, table: TableScene, pile: str) -> None:
        super().__init__(app)
        self.table = table
        self.pile = pile
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.card_rects: list[tuple[pygame.Rect, int, str]] = []

    def enter(self) -> None:
        self.resize(self.app.size)

    @property
    def title(self) -> str:
        return {"village": "The village pile", "party": "The party pile"}.get(self.pile, self.pile)

    @property
    def explanation(self) -> str:
        game = self.table.game
        if self.pile == "party":
            return "Monsters turned in at the village: their XP counts for the party at the end."
        if game.mode.name == "coop":
            return "Monsters that got through to the village: their XP counts against the party at the end."
        return "Monsters that got through to the village: their VP count against you at the end."

    def resize(self, size: tuple[int, int]) -> None:
        from game.client.modeview import pile_lines

        th = T.Theme(size)
        s = th.s
        w, h = size
        game = self.table.game
        self.head, rows = pile_lines(game, self.pile)
        n = len(rows)
        self.rect = pygame.Rect(0, 0, min(w - s(40), s(980)), 0)
        inner_w = self.rect.w - s(40)
        ch = s(170)
        cw = int(ch * 5 / 7)
        gap = s(12)
        per_row = max(1, inner_w // (cw + gap))
        rows_n = max(1, (n + per_row - 1) // per_row)
        room = h - s(40) - s(150)
        while rows_n * (ch + s(22) + gap) > room and ch > s(70):
            ch -= s(10)
            cw = int(ch * 5 / 7)
            per_row = max(1, inner_w // (cw + gap))
            rows_n = max(1, (n + per_row - 1) // per_row)
        body = rows_n * (ch + s(22) + gap) if n else s(40)
        self.rect.h = min(h - s(20), s(110) + body + s(30))
        self.rect.center = (w // 2, h // 2)
        self.card_rects = []
        y0 = self.rect.y + s(96)
        for i, (c, worth) in enumerate(rows):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            x = self.rect.centerx - (in_row * cw + (in_row - 1) * gap) // 2 + col * (cw + gap)
            r = pygame.Rect(x, y0 + row * (ch + s(22) + gap), cw, ch)
            if r.bottom + s(20) > self.rect.bottom:
                break
            self.card_rects.append((r, c, worth))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            for r, c, _ in self.card_rects:
                if r.collidepoint(event.pos):
                    from game.client.scenes.dialog import ZoomCard

                    self.app.push(ZoomCard(self.app, self.table.game.defn(c)))
                    return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.app.pop(self)
            return True
        return event.type == pygame.MOUSEBUTTONUP

    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        s = th.s
        game = self.table.game
        shade(surface, 150)
        panel(surface, self.rect, (30, 26, 34), (170, 110, 110) if self.pile == "village" else (90, 170, 130),
              radius=s(12))
        blit_text(surface, self.title, s(24), (self.rect.centerx, self.rect.y + s(14)), T.HILITE, bold=True,
                  anchor="midtop")
        blit_text(surface, self.head, s(17), (self.rect.centerx, self.rect.y + s(46)), T.GOLD, bold=True,
                  anchor="midtop")
        blit_text(surface, self.explanation, s(14), (self.rect.centerx, self.rect.y + s(70)), T.TEXT_DIM,
                  anchor="midtop", max_width=self.rect.w - s(40))
        if not self.card_rects:
            blit_text(surface, "No monsters here yet.", s(16), (self.rect.centerx, self.rect.y + s(118)), T.TEXT_FAINT,
                      anchor="midtop")
        for r, c, worth in self.card_rects:
            surface.blit(card_face(game.defn(c), r.size), r)
            blit_text(surface, worth, s(13), (r.centerx, r.bottom + s(4)), T.TEXT, bold=True, anchor="midtop",
                      max_width=r.w + s(10))
        shown = len(self.card_rects)
        total = len(game.state.piles.get(self.pile, ()))
        note = "click or press a key to close · right-click a card to read it"
        if shown < total:
            note = f"{total - shown} more not shown · " + note
        blit_text(surface, note, s(12), (self.rect.centerx, self.rect.bottom - s(8)), T.TEXT_DIM, anchor="midbottom")
