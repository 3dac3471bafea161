"""The replay viewer: any saved game on the table, action by action. Play and pause, step
forward and back, jump to the previous or next turn, change the speed. Every hand is shown.

Going back rebuilds the position from the nearest snapshot (one every SNAPSHOT_EVERY actions)
and re-applies the actions after it; the engine does the work, the viewer only reads."""

from __future__ import annotations

import pygame

from game.client import theme as T
from game.client.scenes.table import TableScene
from game.client.session import GameSession, seats_from_setup
from game.client.widgets import Button
from game.engine.actions import Action, parse_action
from game.engine.undo import Applied

SNAPSHOT_EVERY = 20
SPEEDS = (0.5, 1.0, 2.0, 4.0)


class ReplaySession(GameSession):
    """A saved game being watched: the actions of the save and where we are among them."""

    def __init__(self, save, game, recorded: list[Applied] | None = None) -> None:
        names = [p.name for p in game.state.players]
        super().__init__(game, seats_from_setup((save.start or {}).get("setup"), names))
        self.save = save
        self.actions_list: list[Action] = [parse_action(r["action"]) for r in save.records]
        # each action with its events as the game went (savegame.load_save): stepping applies these,
        # so the viewer shows the recorded game even where this version's rules give another result
        self.recorded = recorded
        self.position = 0
        self.snapshots = {0: game.state.clone()}
        self.log_at = [len(self.log)]
        self.turn_at = [game.state.turn_number]

    @classmethod
    def open(cls, path, catalog) -> ReplaySession:
        from game.saves.savegame import load_save, open_save

        recorded = load_save(path, catalog, trust_log=True)[2]
        save, game = open_save(path, catalog)
        return cls(save, game, recorded[:len(save.records)])

    @property
    def total(self) -> int:
        return len(self.actions_list) if self.recorded is None else len(self.recorded)

    def forward(self) -> list:
        """Apply the next action; its events (for the animations)."""
        if self.position >= self.total:
            return []
        if self.recorded is None:
            events = self.apply(self.actions_list[self.position])
        else:
            events = self.apply_recorded(self.recorded[self.position])
        self.position += 1
        if self.position % SNAPSHOT_EVERY == 0 and self.position not in self.snapshots:
            self.snapshots[self.position] = self.game.state.clone()
        del self.log_at[self.position:]
        self.log_at.append(len(self.log))
        del self.turn_at[self.position:]
        self.turn_at.append(self.game.state.turn_number)
        return events

    def seek(self, target: int) -> None:
        """Go to the position after `target` actions (no animation)."""
        target = max(0, min(self.total, target))
        if target < self.position:
            base = max(k for k in self.snapshots if k <= target)
            self.game.state = self.snapshots[base].clone()
            self.position = base
            del self.log[self.log_at[base]:]
        while self.position < target:
            self.forward()

    def turn_start(self, direction: int) -> int:
        """The position where the previous (-1) or next (+1) turn starts. Looking forward plays
        the actions up to there."""
        if direction > 0:
            turn = self.game.state.turn_number
            while self.position < self.total and self.game.state.turn_number == turn:
                self.forward()
            return self.position
        k = self.position
        turn = self.turn_at[k]
        while k > 0 and self.turn_at[k - 1] == turn:
            k -= 1
        if k == self.position and k > 0:  # already at a turn's start: the one before
            prev = self.turn_at[k - 1]
            while k > 0 and self.turn_at[k - 1] == prev:
                k -= 1
        return k


class ReplayScene(TableScene):
    show_turn_info = False

    def __init__(self, app, session: ReplaySession) -> None:
        super().__init__(app, session)
        self.replay = session
        self.playing = False
        self.speed_i = 1
        self.timer = 0.0

    def hand_visible(self) -> bool:
        return True

    def can_act(self) -> bool:
        return False

    def exit(self) -> None:
        pass

    # --- controls ---
    def _build_actions(self, th: T.Theme, col: pygame.Rect, can: bool) -> None:
        s = th.s
        r = self.replay
        bw = (col.w - s(6)) // 2
        bh = s(34)
        items = [
            ("Start", lambda: self.seek(0), r.position > 0, "start"),
            ("Back", lambda: self.seek(r.position - 1), r.position > 0, "back"),
            ("Pause" if self.playing else "Play", self.toggle, r.position < r.total or self.playing, "play"),
            ("Step", self.step_forward, r.position < r.total, "step"),
            ("Prev turn", lambda: self.seek(r.turn_start(-1)), r.position > 0, "prevturn"),
            ("Next turn", lambda: self.seek(r.turn_start(+1)), r.position < r.total, "nextturn"),
            (f"Speed {SPEEDS[self.speed_i]:g}x", self.cycle_speed, True, "speed"),
            ("Close", self.close, True, "close"),
        ]
        for i, (label, fn, enabled, key) in enumerate(items):
            row, c = divmod(i, 2)
            rect = pygame.Rect(col.x + c * (bw + s(6)), col.y + s(2) + row * (bh + s(6)), bw, bh)
            style = "primary" if key == "play" else "quiet" if key == "close" else "normal"
            self.buttons.add(Button(rect, label, fn, enabled, "nothing further that way", style, size=13, key=key))

    def _status_text(self, village_now: bool) -> tuple[str, str]:
        r = self.replay
        st = self.state
        return (f"Replay · action {r.position} of {r.total} · turn {st.turn_number} · {st.players[st.active].name}",
                "Space: play or pause · arrows: step · Page Up/Down: turns")

    def toggle(self) -> None:
        self.playing = not self.playing
        self.timer = 0.0
        self.rebuild()

    def cycle_speed(self) -> None:
        self.speed_i = (self.speed_i + 1) % len(SPEEDS)
        self.rebuild()

    def close(self) -> None:
        """Back to where the replay was opened from (the list of saves)."""
        self.app.pop(self)

    def step_forward(self) -> None:
        self.anim.finish_all()
        old_cards, old_zones = dict(self.card_rects), dict(self.zone_rects)
        events = self.replay.forward()
        self.rebuild()
        self.animate(events, old_cards, old_zones)

    def seek(self, target: int) -> None:
        self.anim.finish_all()
        self.flights.clear()
        self.flying.clear()
        self.banners.clear()
        if target == self.replay.position + 1:
            self.step_forward()
            return
        self.replay.seek(target)
        self.rebuild()

    # --- frame ---
    def frames_wanted(self) -> float:
        if self.playing or self.anim.busy or (self.hover_key is not None and self.hover_time <= 0.5):
            return 60.0
        return 0.0

    def update(self, dt: float) -> None:
        speed = self.app.settings.speed
        self.anim.update(dt * (speed if speed > 0 else 1000.0) * SPEEDS[self.speed_i])
        if self.playing:
            if self.replay.position >= self.replay.total:
                self.playing = False
                self.rebuild()
            elif not self.anim.busy:
                self.timer += dt * SPEEDS[self.speed_i]
                if self.timer >= 0.6:
                    self.timer = 0.0
                    self.step_forward()
        key = self.hover_target(self.app.mouse)
        if key != self.hover_key:
            self.hover_key, self.hover_time = key, 0.0
        else:
            self.hover_time += dt

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            k = event.key
            r = self.replay
            if k == pygame.K_SPACE:
                self.toggle()
            elif k == pygame.K_RIGHT:
                self.seek(r.position + 1)
            elif k == pygame.K_LEFT:
                self.seek(r.position - 1)
            elif k == pygame.K_PAGEDOWN:
                self.seek(r.turn_start(+1))
            elif k == pygame.K_PAGEUP:
                self.seek(r.turn_start(-1))
            elif k == pygame.K_HOME:
                self.seek(0)
            elif k == pygame.K_END:
                self.seek(r.total)
            elif k == pygame.K_ESCAPE:
                self.close()
            else:
                return False
            return True
        return super().handle_event(event)
