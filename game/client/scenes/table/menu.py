"""The table's menu and the ways to leave it: save as, settings, the title screen, quit (asking
first when the disk has not taken every action)."""

from __future__ import annotations

from game.client import theme as T


class TableMenu:
    def __init__(self, table) -> None:
        self.table = table
        self.app = table.app
        self.session = table.session

    @property
    def state(self):
        return self.session.game.state

    def save_news(self) -> None:
        self.table.save_news()

    def open(self) -> None:
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
            ("Settings", self.settings, True, None),
            ("Title screen", self.to_title, True, None),
            ("Quit", self.quit, True, None),
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

    def settings(self) -> None:
        from game.client.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit(self) -> None:
        if self.unsaved_leave("Quit", self.quit_now):
            return
        self.quit_now()

    def quit_now(self) -> None:
        self.session.close()
        self.app.running = False

    def to_title(self) -> None:
        if self.unsaved_leave("Title screen", self.to_title_now):
            return
        self.to_title_now()

    def to_title_now(self) -> None:
        from game.client.scenes.title import TitleScene

        self.session.close()
        self.app.replace(TitleScene(self.app))

    def unsaved_leave(self, what: str, go) -> bool:
        """Leaving with actions the disk did not take yet: ask first (True: asked)."""
        self.session.retry_save()
        status = self.session.save_status()
        if status is None or not self.session.saver.unsaved:
            return False
        from game.client.scenes.dialog import Dialog

        self.app.push(Dialog(self.app, "Leave without saving?", [status], [
            (f"{what} anyway", go, True, None), ("Back to the game", None, True, None)], cancel=None))
        return True

