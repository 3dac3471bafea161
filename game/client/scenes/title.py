"""The title screen: New game, Continue (the latest unfinished autosave), Load, Replays, Settings,
Rules, About, Quit; the game's version in the corner."""

from __future__ import annotations

import pygame

from game import __version__
from game.client import theme as T
from game.client.backdrop import StoneScene, draw_backdrop, draw_stone
from game.client.cardface import card_face
from game.client.widgets import Button, Buttons, blit_text


def latest_unfinished(saves_dir) -> object | None:
    from game.saves.savegame import list_saves

    try:
        for s in list_saves(saves_dir):
            if s.save is not None and not s.save.finished():
                return s
    except OSError:
        return None
    return None


class TitleScene(StoneScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = Buttons()
        self.latest = None

    def enter(self) -> None:
        self.latest = latest_unfinished(self.app.saves_dir)
        self.resize(self.app.size)

    def resume(self) -> None:
        self.enter()

    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        self.buttons.clear()
        w, h = size
        bw, bh, gap = th.s(300), th.s(40), th.s(8)
        items = [
            ("New game", self.new_game, True, None, "primary"),
            ("Continue", self.continue_game, self.latest is not None, "no unfinished game to continue", "normal"),
            ("Load", self.load, True, None, "normal"),
            ("Replays", self.replays, True, None, "normal"),
            ("Settings", self.settings, True, None, "normal"),
            ("Rules", self.rules, True, None, "normal"),
            ("About", self.about, True, None, "normal"),
            ("Quit", self.quit, True, None, "quiet"),
        ]
        top = int(h * 0.41)
        for i, (label, fn, enabled, reason, style) in enumerate(items):
            r = pygame.Rect(0, 0, bw, bh)
            r.midtop = (w // 2, top + i * (bh + gap))
            tip = None
            if label == "Continue" and self.latest is not None:
                save = self.latest.save
                tip = f"{', '.join(save.player_names())} · {len(save.records)} actions"
            self.buttons.add(Button(r, label, fn, enabled, reason, style, size=18, tooltip=tip, key=label.lower()))

    # --- actions ---
    def new_game(self) -> None:
        from game.client.scenes.newgame import NewGameScene

        self.app.push(NewGameScene(self.app))

    def continue_game(self) -> None:
        if self.latest is None:
            return
        from game.client.scenes.load import open_save

        open_save(self.app, self.latest.path)

    def load(self) -> None:
        from game.client.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def replays(self) -> None:
        from game.client.scenes.load import LoadScene

        self.app.push(LoadScene(self.app, mode="replay"))

    def rules(self) -> None:
        from game.client.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app))

    def about(self) -> None:
        from game.client.scenes.about import AboutScene

        self.app.push(AboutScene(self.app))

    def settings(self) -> None:
        from game.client.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    # --- frame ---
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.buttons.click(event.pos, self.app.toast)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_n:
                self.new_game()
                return True
            if event.key == pygame.K_c and self.latest is not None:
                self.continue_game()
                return True
            if event.key == pygame.K_ESCAPE:
                self.quit()
                return True
        return False

    def regions(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        th = T.Theme(size)
        w, h = size
        title = pygame.Rect(0, 0, th.s(700), th.s(90))
        title.center = (w // 2, int(h * 0.3))
        stone = pygame.Rect(0, 0, th.s(150), th.s(150))
        stone.center = (w // 2, int(h * 0.13))
        menu = self.buttons.items[0].rect.unionall([b.rect for b in self.buttons.items]) if self.buttons.items else title
        return {"stone": stone, "title": title, "menu": menu}

    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        w, h = surface.get_size()
        draw_backdrop(surface, self._bg, self.t)
        self._draw_fans(surface, th)
        draw_stone(surface, (w // 2, int(h * 0.15)), th.s(52), self.t)
        blit_text(surface, "THUNDERSTONE", th.s(72), (w // 2 + th.s(3), int(h * 0.3) + th.s(3)), (0, 0, 0), bold=True,
                  anchor="center")
        blit_text(surface, "THUNDERSTONE", th.s(72), (w // 2, int(h * 0.3)), (238, 214, 140), bold=True, anchor="center")
        blit_text(surface, "the deck-building dungeon card game, for the desktop", th.s(18), (w // 2, int(h * 0.3) + th.s(52)),
                  T.TEXT_DIM, anchor="center")
        self.buttons.draw(surface, th, self.app.mouse)
        if self.latest is not None:
            b = self.buttons.find("continue")
            if b is not None:
                blit_text(surface, b.tooltip or "", th.s(13), (b.rect.right + th.s(12), b.rect.centery), T.TEXT_DIM,
                          anchor="midleft", max_width=w - b.rect.right - th.s(20))
        blit_text(surface, "F11 fullscreen", th.s(12), (th.s(12), h - th.s(10)), T.TEXT_FAINT, anchor="bottomleft")
        blit_text(surface, f"version {__version__}", th.s(12), (w - th.s(12), h - th.s(10)), T.TEXT_FAINT,
                  anchor="bottomright")

    def _draw_fans(self, surface: pygame.Surface, th: T.Theme) -> None:
        """Two fans of cards either side of the menu, drawn once per window size."""
        w, h = surface.get_size()
        fans = self._bg.get(("fans", w, h))
        if fans is None:
            fans = self._make_fans(th)
            self._bg[("fans", w, h)] = fans
        for img, center in fans:
            surface.blit(img, img.get_rect(center=center))

    def _make_fans(self, th: T.Theme) -> list:
        cat = self.app.catalog
        w, h = th.w, th.h
        cw, chh = th.s(150), th.s(210)
        out = []
        for side, group in enumerate((("half_orc_marauder", "dagger", "frost_bolt"), ("orc_warlord", "blaze", "polymorph"))):
            layer = pygame.Surface((th.s(460), th.s(380)), pygame.SRCALPHA)
            for i, k in enumerate(group):
                d = cat.cards.get(k)
                if d is None:
                    continue
                angle = (14 - i * 14) if side == 0 else (-14 + i * 14)
                img = pygame.transform.rotozoom(card_face(d, (cw, chh)), angle, 1.0)
                cx = layer.get_width() // 2 + (i - 1) * th.s(80)
                cy = layer.get_height() // 2 + abs(i - 1) * th.s(16)
                layer.blit(img, img.get_rect(center=(cx, cy)))
            layer.set_alpha(150)
            x = th.s(200) if side == 0 else w - th.s(200)
            out.append((layer, (x, int(h * 0.7))))
        return out
