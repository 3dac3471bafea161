"""Load: the saves in the user data folder, newest first: named saves (marked SAVED, with their name)
and the autosaves, each with its date, mode, players and turn."""

from __future__ import annotations

import pygame

from game.client import theme as T
from game.client.backdrop import draw_backdrop
from game.client.scene import Scene
from game.client.widgets import Button, Buttons, blit_text, panel


def open_save(app, path, trust_log: bool = False) -> bool:
    """Resume a save at the table (or show its results when it is finished). When an action of
    the save gives another result with this version (a corrected card), say which and ask before
    going on from the recorded game (savegame: "After an update")."""
    from game.client.saving import copy_to_autosave, is_named
    from game.client.scenes.table import TableScene
    from game.client.session import GameSession
    from game.saves.savegame import SaveDiverged, SaveError, load_save, read_save

    original = path
    try:
        save = read_save(path)
        if is_named(save):  # a named save stays as it is: the game goes on in a new autosave
            load_save(path, app.catalog, trust_log=trust_log)  # (asked first, before any copy is made)
            path = copy_to_autosave(save)
        session = GameSession.resume(path, app.catalog, fsync=app.fsync, trust_log=trust_log)
    except SaveDiverged as e:
        from game.client.scenes.dialog import Dialog

        app.push(Dialog(app, "Saved by another version", [e.report.explanation()], [
            ("Go on from the saved game", lambda: open_save(app, original, trust_log=True), True, None)],
            width=640))
        return False
    except SaveError as e:
        app.toast(f"Cannot load: {e.message}", T.BAD, 5)
        return False
    except OSError as e:
        app.toast(f"Cannot load: {e.strerror or e}", T.BAD, 5)
        return False
    app.replace(TableScene(app, session))
    return True


def watch_save(app, path) -> bool:
    """Open a save in the replay viewer."""
    from game.client.scenes.replay import ReplayScene, ReplaySession
    from game.saves.savegame import SaveError

    try:
        session = ReplaySession.open(path, app.catalog)
    except (SaveError, ValueError) as e:
        app.toast(f"Cannot replay: {getattr(e, 'message', e)}", T.BAD, 5)
        return False
    app.push(ReplayScene(app, session))  # closing it comes back to the list
    return True


class LoadScene(Scene):
    """The saves, to continue one (mode 'load') or to watch one (mode 'replay')."""

    def __init__(self, app, mode: str = "load") -> None:
        super().__init__(app)
        self.mode = mode
        self.buttons = Buttons()
        self.rows: list[tuple[pygame.Rect, object]] = []
        self.saves: list = []
        self.scroll = 0
        self._bg: dict = {}
        self._info: dict = {}

    def enter(self) -> None:
        from game.saves.savegame import list_saves

        try:
            self.saves = list_saves(self.app.saves_dir)
        except OSError:
            self.saves = []
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        w, h = size
        self.buttons.clear()
        self.box = pygame.Rect(0, 0, min(w - th.s(40), th.s(900)), h - th.s(120))
        self.box.midtop = (w // 2, th.s(70))
        row_h = th.s(54)
        self.rows = []
        visible = (self.box.h - th.s(20)) // (row_h + th.s(6))
        for i, s in enumerate(self.saves[self.scroll:self.scroll + visible]):
            r = pygame.Rect(self.box.x + th.s(10), self.box.y + th.s(10) + i * (row_h + th.s(6)), self.box.w - th.s(20), row_h)
            self.rows.append((r, s))
            ok = s.save is not None
            opener = watch_save if self.mode == "replay" else open_save
            label = ("Watch" if self.mode == "replay" else "Open") if ok else "Damaged"
            self.buttons.add(Button(pygame.Rect(r.right - th.s(130), r.y + th.s(10), th.s(120), r.h - th.s(20)),
                                    label, (lambda p=s.path, f=opener: f(self.app, p)) if ok else None,
                                    ok, s.error, "primary", size=15, key=f"open{i + self.scroll}"))
        back = pygame.Rect(0, 0, th.s(200), th.s(40))
        back.midbottom = (w // 2, h - th.s(12))
        self.buttons.add(Button(back, "Back", lambda: self.app.pop(self), True, None, "quiet", size=16, key="back"))

    def info(self, summary):
        from game.client.saving import info

        key = (summary.path, id(summary.save))
        got = self._info.get(key)
        if got is None:
            got = self._info[key] = info(summary.save)
        return got

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.buttons.click(event.pos, self.app.toast)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(max(0, len(self.saves) - 1), self.scroll - event.y))
            self.resize(self.app.size)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        draw_backdrop(surface, self._bg, 0)
        blit_text(surface, "Watch a replay" if self.mode == "replay" else "Load a game", th.s(30), (surface.get_width() // 2, th.s(20)), T.HILITE, bold=True, anchor="midtop")
        panel(surface, self.box, T.PANEL, T.PANEL_EDGE, radius=th.s(10))
        if not self.saves:
            blit_text(surface, "No saved games yet: every game you play is saved automatically.", th.s(16),
                      self.box.center, T.TEXT_DIM, anchor="center")
        for r, s in self.rows:
            panel(surface, r, T.PANEL_HI, None, radius=th.s(8))
            if s.save is None:
                blit_text(surface, s.path.name, th.s(15), (r.x + th.s(12), r.y + th.s(8)), T.BAD, bold=True)
                blit_text(surface, s.error or "cannot be read", th.s(13), (r.x + th.s(12), r.y + th.s(30)), T.TEXT_DIM,
                          max_width=r.w - th.s(160))
                continue
            inf = self.info(s)
            x = r.x + th.s(12)
            word, fill, ink = ("SAVED", T.GOLD, (40, 30, 10)) if inf.kind == "named" else \
                ("AUTO", (84, 90, 112), (226, 228, 236))
            tag = T.text(word, th.s(11), ink, bold=True).get_rect(topleft=(x + th.s(4), r.y + th.s(10)))
            pygame.draw.rect(surface, fill, tag.inflate(th.s(10), th.s(4)), border_radius=th.s(4))
            blit_text(surface, word, th.s(11), tag.topleft, ink, bold=True)
            x = tag.right + th.s(12)
            blit_text(surface, inf.title, th.s(16), (x, r.y + th.s(7)), T.HILITE if inf.kind == "named" else T.TEXT,
                      bold=True, max_width=r.right - x - th.s(160))
            done = "finished" if inf.finished else f"turn {inf.turn}"
            parts = [inf.when, inf.mode, ", ".join(inf.players) if inf.kind == "named" else f"{len(inf.players)} players",
                     done, f"{inf.actions} actions"]
            blit_text(surface, " · ".join(parts), th.s(13), (r.x + th.s(12), r.y + th.s(31)), T.TEXT_DIM,
                      max_width=r.w - th.s(160))
        self.buttons.draw(surface, th, self.app.mouse)
