"""New game: the mode (competitive, solo, Alone in the Dark, United We Stand) with its level and
options, how many players, each seat human or bot (with a name), the setup (the rulebook's first game,
random from the randomizers of the chosen card sets, or chosen by hand with the rest dealt at random:
scenes/choosecards.py), the seed; a summary of the village, the dungeon and the options before starting."""

from __future__ import annotations

import random

import pygame

from game.client import theme as T
from game.client.backdrop import draw_backdrop
from game.client.scene import Scene
from game.client.scenes.choosecards import CardPicks, ChooseCardsScene, card_sets
from game.client.scenes.modeoptions import OptionsScene, mode_class, option_text
from game.client.session import GameSession, Seat
from game.client.widgets import Button, Buttons, blit_text, blit_wrapped, panel
from game.engine import randomizers
from game.engine.errors import SetupError
from game.engine.rulesets import DEFAULT_RULESET, RULESETS, make_ruleset
from game.engine.sets import (
    DEFAULT_SET,
    edition,
    first_game_sets,
    fixed_setup,
    fixed_setups,
    scenario,
    set_name,
    short_name,
)
from game.engine.setup import Setup, first_game, for_mode, random_setup, validate

BOT_NAMES = ["Grimwald", "Sister Vel", "Old Brask", "Mirelle"]


def mode_choices(ruleset: str = DEFAULT_RULESET) -> list:
    """The modes the engine offers for a ruleset (game.engine.modes.mode_choices), competitive first:
    Classic's four, Advance's competitive and its own solo."""
    try:
        from game.engine.modes import mode_choices as choices

        return list(choices(ruleset))
    except ImportError:
        return []


SEAT_CYCLE = [("human", "random"), ("bot", "normal"), ("bot", "easy"), ("bot", "hard")]
# the Disease pile of a random or chosen setup when the sets hold the Special Disease deck
# (the Swarm calls for the deck whatever is chosen here)
DISEASE_CHOICES = (("plain", "Plain Disease pile", "the plain Diseases, face up, as in every box"),
                   ("special", "Special Disease deck", "the 25-card Special Disease deck, face down (Doomgate Legion)"),
                   ("draw", "Drawn from the deck", "one card of the Special Disease deck decides: a plain Disease "
                                                   "means the plain pile (the Doomgate Legion rulebook's way)"))


class NewGameScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = Buttons()
        self.seats = [Seat("Player 1", "human"), Seat(BOT_NAMES[0], "bot", "normal")]
        self.setup_kind = "first"  # first | random | chosen (by hand, the rest dealt at random)
        offered = card_sets(app.catalog)
        self.sets = [x for x in randomizers.DEFAULT_SETS if x in offered] or offered[:1]
        firsts = first_game_sets(app.catalog)
        self.first_set = DEFAULT_SET if DEFAULT_SET in firsts else (firsts[0] if firsts else DEFAULT_SET)
        self.picks = CardPicks()
        self.diseases = "plain"  # with a random or chosen setup: plain | special | draw (DISEASE_CHOICES)
        self.ruleset = DEFAULT_RULESET  # classic | advance (game.engine.rulesets)
        self.board: str | None = None  # the board side, for a ruleset with two (Advance: wilderness | dungeon)
        self.variants: dict[str, object] = {}  # the ruleset's setup variants set by hand (Advance: dungeon, hard_knocks)
        self.modes = mode_choices()
        self.mode = self.modes[0] if self.modes else None  # a ModeChoice (None: competitive only)
        self.level: str | None = None
        self.overrides: dict[str, object] = {}  # options set by hand, over the level's values
        self.first_problem: str | None = None  # why the first game's cards do not suit the mode
        self.seed = random.randrange(1, 1_000_000)
        self.editing: int | None = None  # seat index whose name is being typed; -1: the seed
        self.preview = None
        self.error: str | None = None
        self._bg: dict = {}

    def enter(self) -> None:
        self.refresh()

    # --- the model ---
    def setup(self) -> Setup:
        names = [s.name.strip() or f"Player {i + 1}" for i, s in enumerate(self.seats)]
        if self.setup_kind == "random":
            setup = random_setup(names, self.sets)
        elif self.setup_kind == "chosen":
            setup = random_setup(names, self.sets, **self.picks.setup_fields())
        else:
            setup = first_game(names, card_set=self.first_set)
        if self.setup_kind != "first" and self.offers_disease_deck():
            if self.diseases == "special":
                setup.special_diseases = True
            elif self.diseases == "draw" and setup.random is not None:
                setup.random["special_diseases"] = "draw"  # one card of the 25 decides (the rulebook's way)
        if self.ruleset != DEFAULT_RULESET:  # first: the mode is the ruleset's own (Advance solo)
            setup.ruleset = self.ruleset
            setup.options = {**(setup.options or {}), **self.ruleset_options()}
        if self.mode is not None and self.mode.name != "competitive":
            # the mode's own needs (Alone in the Dark: 6 heroes and 12 village stacks; co-op: more
            # monsters and a Guardian) are completed by the randomizers from the seed
            setup = for_mode(self.app.catalog, setup, self.mode.name, self.chosen_options())
        return setup

    # --- the ruleset and its board side ---
    def ruleset_options(self) -> dict[str, object]:
        return {**({"board": self.board} if self.board is not None else {}), **self.variants}

    def variant_options(self) -> list:
        """The ruleset's setup variants (Advance: the dungeon and the School of Hard Knocks), as Options."""
        return list(RULESETS[self.ruleset].OPTIONS)

    def cycle_variant(self, name: str) -> None:
        """The next value of a setup variant; back at its default it is no longer set."""
        opt = next(o for o in self.variant_options() if o.name == name)
        now = self.variants.get(name, opt.default)
        k = next((i for i, c in enumerate(opt.choices) if c == now and type(c) is type(now)), -1)
        new = opt.choices[(k + 1) % len(opt.choices)]
        if new == opt.default and type(new) is type(opt.default):
            self.variants.pop(name, None)
        else:
            self.variants[name] = new
        self.refresh()

    def ruleset_problem(self) -> str | None:
        """Why the chosen ruleset cannot play the chosen mode (Advance: competitive only, so far)."""
        ruleset = make_ruleset(self.ruleset, self.ruleset_options())
        return ruleset.check_setup(Setup([s.name for s in self.seats], [], [], [],
                                         mode=self.mode.name if self.mode else "competitive"))

    def cycle_ruleset(self) -> None:
        names = list(RULESETS)
        self.ruleset = names[(names.index(self.ruleset) + 1) % len(names)]
        sides = RULESETS[self.ruleset].BOARD_SIDES
        self.board = sides[0].name if len(sides) > 1 else None
        self.variants = {}
        # the ruleset's own modes (Advance: competitive and its solo, with its own levels)
        name = self.mode.name if self.mode is not None else "competitive"
        self.modes = mode_choices(self.ruleset)
        self.mode = next((m for m in self.modes if m.name == name), self.modes[0] if self.modes else None)
        if self.mode is not None and self.level not in [lv.value for lv in self.mode.levels]:
            self.level = self.mode.levels[0].value if self.mode.levels else None
        self.overrides = {}
        own_sets = [k for k in card_sets(self.app.catalog) if edition(k) == self.ruleset]
        if own_sets:  # a random setup deals from the ruleset's own boxes (Advance: Towers of Ruin)
            self.sets = [k for k in randomizers.DEFAULT_SETS if k in own_sets] or own_sets[:1]
        offered = self.offered_firsts()
        if offered and self.first_set not in offered:
            self.first_set = offered[0]
        board = self.fixed_board(self.first_set)
        if board is not None and self.board is not None:
            self.board = board  # the rulebook setup's own side
        if self.mode is not None and self.mode.name != name:
            lo, hi = self.player_range()
            self.set_players(max(lo, min(hi, len(self.seats))))
            return
        self.refresh()

    def cycle_board(self) -> None:
        sides = [b.name for b in RULESETS[self.ruleset].BOARD_SIDES]
        if self.board in sides:
            self.board = sides[(sides.index(self.board) + 1) % len(sides)]
            self.refresh()

    def offers_disease_deck(self) -> bool:
        """Whether a chosen card set holds the Special Disease deck (Doomgate Legion)."""
        grp = self.app.catalog.groups.get("special_diseases")
        return grp is not None and grp.set in self.sets

    def cycle_diseases(self) -> None:
        keys = [k for k, _, _ in DISEASE_CHOICES]
        self.diseases = keys[(keys.index(self.diseases) + 1) % len(keys)]
        self.refresh()

    def group_counts(self) -> dict[str, int]:
        """How many monster groups, heroes and village stacks the mode plays with at this table."""
        from game.engine.modes import make_mode

        try:
            mode = make_mode(self.mode.name if self.mode else "competitive", self.chosen_options(), self.ruleset)
        except ValueError:
            return {}
        return mode.group_counts(len(self.seats))

    def open_picker(self) -> None:
        self.setup_kind = "chosen"
        self.refresh()
        self.app.push(ChooseCardsScene(self.app, self))

    def frames_wanted(self) -> float:
        return 4.0 if self.editing is not None else 0.0  # the caret of a name being typed blinks

    def offered_firsts(self) -> list[str]:
        """The rulebook setups of the chosen ruleset's boxes (Advance: its first game and scenarios);
        all first games while a ruleset has none in the card data (its rules then play Classic cards)."""
        every = fixed_setups(self.app.catalog)
        own = [k for k in every if edition(k.partition("/")[0]) == self.ruleset]
        return own or [k for k in every if "/" not in k]

    def choose_first_set(self, name: str) -> None:
        self.first_set = name
        board = self.fixed_board(name)
        if board is not None:
            self.board = board  # the setup's side (the Tower of Compulsion: the Dungeon); the Board row may change it
        self.refresh()

    def fixed_board(self, key: str) -> str | None:
        """The board side a rulebook setup names, if the chosen ruleset has that side."""
        fg = fixed_setup(key)
        board = dict(fg.options).get("board") if fg is not None else None
        return board if board in [b.name for b in RULESETS[self.ruleset].BOARD_SIDES] else None

    def toggle_set(self, name: str) -> None:
        """Use a card set or not; the last one stays (the randomizers need one)."""
        if name in self.sets:
            if len(self.sets) == 1:
                self.app.toast("at least one card set is needed", T.WARN)
                return
            self.sets.remove(name)
        else:
            self.sets = sorted([*self.sets, name])
        self.picks.keep_sets(self.app.catalog, self.sets)
        self.refresh()

    def chosen_options(self) -> dict[str, object]:
        """What the mode is asked for: the level, then each option set by hand."""
        return {**({"level": self.level} if self.level else {}), **self.overrides}

    def option_values(self) -> dict[str, object]:
        """Every option of the mode as the game will use it (defaults, the level's, the hand-set)."""
        cls = mode_class(self.ruleset, self.mode.name) if self.mode is not None else None
        if cls is None:
            return {}
        try:
            return cls.resolve_options(self.chosen_options())
        except ValueError:
            return {}

    def set_option(self, name: str, value: object) -> None:
        """Set an option by hand; back at the level's value it is no longer 'set by hand'."""
        self.overrides[name] = value
        cls = mode_class(self.ruleset, self.mode.name)
        level_value = cls.resolve_options({"level": self.level} if self.level else {}).get(name)
        if level_value == value and type(level_value) is type(value):
            del self.overrides[name]
        self.refresh()

    def reset_options(self) -> None:
        self.overrides = {}
        self.refresh()

    def reset_options_here(self, scene):
        """The options overlay's reset button: back to the level's values, the overlay redrawn."""
        def go() -> None:
            self.reset_options()
            scene.resize(self.app.size)
        return go

    def open_options(self) -> None:
        if self.mode is not None and self.mode.options:
            self.app.push(OptionsScene(self.app, self))

    def player_range(self) -> tuple[int, int]:
        if self.mode is None:
            return 2, 5
        return self.mode.min_players, self.mode.max_players

    def cycle_mode(self) -> None:
        if not self.modes:
            return
        k = self.modes.index(self.mode) if self.mode in self.modes else -1
        self.mode = self.modes[(k + 1) % len(self.modes)]
        self.level = self.mode.levels[0].value if self.mode.levels else None
        self.overrides = {}
        self.setup_kind = "first" if self.setup_kind == "random" and self.first_problem else self.setup_kind
        lo, hi = self.player_range()
        if lo == 1 and self.seats[0].kind != "human":
            self.seats[0] = Seat("Player 1", "human")
        self.set_players(1 if hi == 1 else max(lo, min(hi, len(self.seats))))

    def cycle_level(self) -> None:
        if self.mode is None or not self.mode.levels:
            return
        values = [lv.value for lv in self.mode.levels]
        k = values.index(self.level) if self.level in values else -1
        self.level = values[(k + 1) % len(values)]
        self.overrides = {}  # a level is a set of option values: choosing one starts from them
        self.refresh()

    def refresh(self) -> None:
        from game.engine.game import Game

        self.first_problem = None
        if self.setup_kind == "first" and self.ruleset_problem() is None:
            try:
                validate(self.app.catalog, self.setup())
            except SetupError as e:  # this mode needs more than the first game's cards: draw them
                self.first_problem = f"this mode cannot use the first game's cards ({e})"
                self.setup_kind = "random"
        try:
            setup = self.setup()
            validate(self.app.catalog, setup)
            self.preview = Game.new(self.app.catalog, setup, self.seed)
            self.error = None
        except SetupError as e:
            self.preview = None
            self.error = str(e)
        self.resize(self.app.size)

    def set_players(self, n: int) -> None:
        lo, hi = self.player_range()
        n = max(lo, min(hi, n))
        while len(self.seats) < n:
            i = len(self.seats)
            self.seats.append(Seat(BOT_NAMES[(i - 1) % len(BOT_NAMES)], "bot", "normal"))
        del self.seats[n:]
        self.refresh()

    def toggle_seat(self, i: int) -> None:
        s = self.seats[i]
        now = (s.kind, s.bot if s.kind == "bot" else "random")
        k = SEAT_CYCLE.index(now) if now in SEAT_CYCLE else 0
        s.kind, s.bot = SEAT_CYCLE[(k + 1) % len(SEAT_CYCLE)]
        if s.kind == "bot" and s.name.startswith("Player "):
            s.name = BOT_NAMES[(i - 1) % len(BOT_NAMES)]
        elif s.kind == "human" and s.name in BOT_NAMES:
            s.name = f"Player {i + 1}"
        self.refresh()

    def start(self) -> None:
        from game.client.scenes.table import TableScene

        if self.preview is None:
            self.app.toast(self.error or "this setup cannot start", T.BAD)
            return
        setup = self.setup()
        seats = [Seat(n, s.kind, s.bot) for n, s in zip(setup.players, self.seats, strict=True)]
        session = GameSession.new(self.app.catalog, setup, self.seed, seats, saves_dir=self.app.saves_dir,
                                  fsync=self.app.fsync)
        self.app.replace(TableScene(self.app, session))

    # --- layout ---
    def resize(self, size: tuple[int, int]) -> None:
        th = T.Theme(size)
        s = th.s
        w, h = size
        self.buttons.clear()
        self.left = pygame.Rect(s(30), s(80), int(w * 0.42), h - s(160))
        self.right = pygame.Rect(self.left.right + s(24), s(80), w - self.left.right - s(54), h - s(160))
        # everything in the left panel shrinks a little when it would not fit (5 seats and a mode's rows)
        k = 0 if self.mode is None else 1 + bool(self.mode.levels) + bool(self.mode.options)
        k += 1 + (self.board is not None) + len(self.variant_options())  # the ruleset, its board side, variants
        offered = self.offered_firsts() if self.setup_kind == "first" else card_sets(self.app.catalog)
        natural = 20 + 46 * k + (6 if k else 0) + 56 + 48 * len(self.seats) + 14 + 46 + \
            (46 if self.setup_kind != "first" else 0) + 42 * -(-len(offered) // 3) + 4 + 10 + 36 + 12
        f = min(1.0, self.left.h / s(natural))

        def v(px: int) -> int:
            return max(1, round(s(px) * f))

        x, y = self.left.x + s(20), self.left.y + v(20)
        bx = self.left.x + s(200)
        self.rows: list[tuple[str, tuple[int, int]]] = []
        ruleset = RULESETS[self.ruleset]
        self.rows.append(("Rules", (x, y + v(18))))
        self.buttons.add(Button(pygame.Rect(bx, y, s(290), v(36)), ruleset.label, self.cycle_ruleset,
                                style="toggle_on", key="ruleset",
                                tooltip=f"{ruleset.description} Click for the next ruleset."))
        y += v(46)
        if self.board is not None:
            side = next(b for b in ruleset.BOARD_SIDES if b.name == self.board)
            self.rows.append(("Board side", (x, y + v(18))))
            self.buttons.add(Button(pygame.Rect(bx, y, s(290), v(36)), f"{side.label} · {side.ranks} ranks",
                                    self.cycle_board, key="board",
                                    tooltip=f"{side.label}: {side.help}. Click for the other side."))
            y += v(46)
        for opt in self.variant_options():  # Advance's setup variants
            value = self.variants.get(opt.name, opt.default)
            self.rows.append((opt.label.removeprefix("School of "), (x, y + v(18))))  # the row's room
            self.buttons.add(Button(pygame.Rect(bx, y, s(290), v(36)), VARIANT_WORDS.get((opt.name, value), str(value)),
                                    lambda n=opt.name: self.cycle_variant(n), key=f"variant:{opt.name}",
                                    style="toggle_on" if opt.name in self.variants else "normal",
                                    tooltip=f"{opt.help} Click for the next choice."))
            y += v(46)
        if self.mode is not None:
            self.rows.append(("Mode", (x, y + v(18))))
            self.buttons.add(Button(pygame.Rect(bx, y, s(290), v(36)), self.mode.label, self.cycle_mode,
                                    style="toggle_on", key="mode", tooltip="click for the next mode"))
            y += v(46)
            if self.mode.levels:
                self.rows.append(("Level", (x, y + v(18))))
                label = next((lv.label for lv in self.mode.levels if lv.value == self.level), self.level or "")
                tip = next((lv.help for lv in self.mode.levels if lv.value == self.level), None)
                self.buttons.add(Button(pygame.Rect(bx, y, s(290), v(36)), label, self.cycle_level, key="level",
                                        tooltip=tip))
                y += v(46)
            if self.mode.options:
                self.rows.append(("Options", (x, y + v(18))))
                n = len(self.overrides)
                label = f"{n} changed from the level" if n and self.mode.levels else f"{n} changed" if n else \
                    ("The level's values" if self.mode.levels else "The usual values")
                self.buttons.add(Button(pygame.Rect(bx, y, s(290), v(36)), label + "  ›", self.open_options,
                                        style="toggle_on" if n else "normal", key="options",
                                        tooltip="see and change each of the mode's options"))
                y += v(46)
            y += v(6)
        lo, hi = self.player_range()
        self.rows.append(("Players", (x, y + v(18))))
        self.buttons.add(Button(pygame.Rect(bx, y, s(36), v(36)), "–", lambda: self.set_players(len(self.seats) - 1),
                                len(self.seats) > lo, f"at least {lo} player{'s' if lo > 1 else ''} in this mode",
                                key="fewer"))
        self.count_pos = (bx + s(60), y + v(18))
        self.buttons.add(Button(pygame.Rect(bx + s(84), y, s(36), v(36)), "+", lambda: self.set_players(len(self.seats) + 1),
                                len(self.seats) < hi, f"at most {hi} player{'s' if hi > 1 else ''} in this mode",
                                key="more"))
        y += v(56)
        self.name_boxes: list[pygame.Rect] = []
        for i, seat in enumerate(self.seats):
            box = pygame.Rect(x, y, self.left.w - s(190), v(38))
            self.name_boxes.append(box)
            self.buttons.add(Button(pygame.Rect(box.right + s(12), y, s(130), v(38)),
                                    "Human" if seat.kind == "human" else f"Bot · {seat.bot.capitalize()}",
                                    lambda i=i: self.toggle_seat(i), style="primary" if seat.kind == "human" else "normal",
                                    key=f"seat{i}", tooltip="click: human, bot (normal, easy, hard)"))
            y += v(48)
        y += v(14)
        self.rows.append(("Setup", (x, y + v(18))))
        bw = (self.left.right - s(20) - bx - 2 * s(8)) // 3
        n = self.picks.count()
        kinds = (("first", "First game", "the rulebook's cards for a first game"),
                 ("random", "Random", "dealt by the randomizers of the card sets from the seed"),
                 ("chosen", f"Chosen ({n}) ›" if n else "Choose… ›",
                  "choose any of the cards by hand; the rest are dealt at random"))
        for j, (kind, label, tip) in enumerate(kinds):
            blocked = kind == "first" and self.first_problem is not None
            go = self.open_picker if kind == "chosen" else lambda k=kind: self._set_kind(k)
            self.buttons.add(Button(pygame.Rect(bx + j * (bw + s(8)), y, bw, v(36)), label, go,
                                    not blocked, self.first_problem if blocked else None,
                                    style="toggle_on" if self.setup_kind == kind else "quiet", key=kind, tooltip=tip))
        y += v(46)
        first = self.setup_kind == "first"
        offered = self.offered_firsts() if first else card_sets(self.app.catalog)
        scenarios = first and any("/" in k for k in offered)
        self.rows.append(("Rulebook setup" if scenarios else "First game of" if first else "Card sets", (x, y + v(18))))
        for j, name in enumerate(offered):  # three a row, as many rows as there are sets
            r, c = divmod(j, 3)
            rect = pygame.Rect(bx + c * (bw + s(8)), y + r * v(42), bw, v(36))
            if first:
                self.buttons.add(Button(rect, short_name(name), lambda k=name: self.choose_first_set(k),
                                        style="toggle_on" if name == self.first_set else "quiet", key=f"first:{name}",
                                        tooltip=f"the rulebook's scenario {scenario(name).name}" if "/" in name
                                        else f"the rulebook's first game of {set_name(name)}"))
            else:
                self.buttons.add(Button(rect, short_name(name), lambda k=name: self.toggle_set(k),
                                        style="toggle_on" if name in self.sets else "quiet", key=f"set:{name}",
                                        tooltip="the randomizers deal from the chosen sets; click to use this set or not"))
        y += max(1, -(-len(offered) // 3)) * v(42) + v(4)
        if not first and self.offers_disease_deck():
            self.rows.append(("Diseases", (x, y + v(18))))
            label, tip = next((lb, tp) for k, lb, tp in DISEASE_CHOICES if k == self.diseases)
            self.buttons.add(Button(pygame.Rect(bx, y, s(290), v(36)), label, self.cycle_diseases, key="diseases",
                                    style="toggle_on" if self.diseases != "plain" else "normal",
                                    tooltip=f"{tip}; click for the next choice"))
            y += v(46)
        y += v(10)
        self.rows.append(("Seed", (x, y + v(18))))
        self.seed_box = pygame.Rect(bx, y, s(140), v(36))
        self.buttons.add(Button(pygame.Rect(bx + s(150), y, s(140), v(36)), "New seed", self._new_seed, key="newseed"))
        start = pygame.Rect(0, 0, s(240), s(46))
        start.bottomright = (w - s(30), h - s(24))
        self.buttons.add(Button(start, "Start the game", self.start, self.preview is not None, self.error, "primary",
                                size=18, key="start"))
        back = pygame.Rect(0, 0, s(160), s(46))
        back.bottomleft = (s(30), h - s(24))
        self.buttons.add(Button(back, "Back", lambda: self.app.pop(self), style="quiet", size=18, key="back"))

    def _set_kind(self, kind: str) -> None:
        self.setup_kind = kind
        self.refresh()

    def _new_seed(self) -> None:
        self.seed = random.randrange(1, 1_000_000)
        self.refresh()

    # --- input ---
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, box in enumerate(self.name_boxes):
                if box.collidepoint(event.pos):
                    self.editing = i
                    return True
            if self.seed_box.collidepoint(event.pos):
                self.editing = -1
                return True
            was = self.editing
            self.editing = None
            if was is not None:
                self.refresh()
            return self.buttons.click(event.pos, self.app.toast)
        if event.type == pygame.TEXTINPUT and self.editing is not None:
            if self.editing == -1:
                digits = "".join(ch for ch in event.text if ch.isdigit())
                if digits:
                    self.seed = int((str(self.seed) + digits)[-9:])
            else:
                seat = self.seats[self.editing]
                seat.name = (seat.name + event.text)[:18]
            return True
        if event.type == pygame.KEYDOWN:
            if self.editing is not None:
                if event.key == pygame.K_BACKSPACE:
                    if self.editing == -1:
                        self.seed = int(str(self.seed)[:-1] or 0)
                    else:
                        self.seats[self.editing].name = self.seats[self.editing].name[:-1]
                elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                    self.editing = None
                    self.refresh()
                return True
            if event.key == pygame.K_ESCAPE:
                self.app.pop(self)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return True
        return False

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        th = T.Theme(surface.get_size())
        s = th.s
        draw_backdrop(surface, self._bg, 0)
        blit_text(surface, "New game", s(34), (surface.get_width() // 2, s(20)), T.HILITE, bold=True, anchor="midtop")
        panel(surface, self.left, T.PANEL, T.PANEL_EDGE, radius=s(10))
        panel(surface, self.right, T.PANEL, T.PANEL_EDGE, radius=s(10))
        for label, pos in self.rows:
            blit_text(surface, label, s(18), pos, T.TEXT, bold=True, anchor="midleft")
        blit_text(surface, str(len(self.seats)), s(22), self.count_pos, T.HILITE, bold=True, anchor="center")
        for i, box in enumerate(self.name_boxes):
            focus = self.editing == i
            panel(surface, box, (22, 24, 32), T.HILITE if focus else T.PANEL_EDGE, radius=s(6))
            name = self.seats[i].name + ("|" if focus and int(self.app.time * 2) % 2 == 0 else "")
            blit_text(surface, f"{i + 1}.", s(15), (box.x - s(4), box.centery), T.TEXT_DIM, anchor="midright")
            blit_text(surface, name, s(16), (box.x + s(10), box.centery), T.TEXT, anchor="midleft", max_width=box.w - s(16))
        focus = self.editing == -1
        panel(surface, self.seed_box, (22, 24, 32), T.HILITE if focus else T.PANEL_EDGE, radius=s(6))
        blit_text(surface, str(self.seed), s(16), self.seed_box.center, T.TEXT, anchor="center")
        self._draw_summary(surface, th)
        self.buttons.draw(surface, th, self.app.mouse)
        self.buttons.draw_tooltip(surface, th, self.app.mouse)

    def _extras(self, setup) -> list[tuple[str, str]]:
        cat = self.app.catalog
        out = []

        def names(keys) -> str:
            return ", ".join(cat.groups[k].name if k in cat.groups else cat.cards[k].name if k in cat.cards else k
                             for k in keys)

        for title, attr in (("Guardians", "guardians"), ("Traps", "traps"), ("Treasures", "treasures")):
            keys = getattr(setup, attr, None) or []
            if keys:
                out.append((title, names(keys)))
        setting = getattr(setup, "setting", None)
        if setting:
            out.append(("Setting", names([setting])))
        if getattr(setup, "special_diseases", False):
            out.append(("Diseases", "the Special Disease deck, face down (Doomgate Legion)"))
        return out

    def completed(self) -> bool:
        """Whether the first game's cards were completed by the randomizers for this mode."""
        return self.setup_kind == "first" and self.preview is not None and self.mode is not None \
            and self.mode.name != "competitive" and self.setup().random is not None

    def options_summary(self) -> str:
        """Each option and its value in a line ('*': set by hand)."""
        values = self.option_values()
        if self.mode is None or not values:
            return ""
        return " · ".join(f"{o.label}: {option_text(o.name, values.get(o.name))}{' *' if o.name in self.overrides else ''}"
                          for o in self.mode.options)

    def _draw_summary(self, surface: pygame.Surface, th: T.Theme) -> None:
        s = th.s
        r = self.right.inflate(-s(36), -s(30))
        blit_text(surface, "What you will play with", s(20), r.topleft, T.HILITE, bold=True)
        y = r.y + s(36)
        if self.preview is None:
            blit_wrapped(surface, self.error or "", s(15), pygame.Rect(r.x, y, r.w, r.h), T.BAD)
            return
        g = self.preview
        cat = self.app.catalog
        setup = g.setup
        stone = cat.groups[setup.thunderstone].name if setup.thunderstone in cat.groups else "?"
        hall = [g.name(c) for c in (g.state.hall_card(k) for k in g.state.ranks()) if c is not None]
        sections = []
        if self.mode is not None:
            note = " The first game's cards are completed at random (from the seed) with what this mode needs." \
                if self.completed() else ""
            sections.append((self.mode.label, self.mode.description + note))
            shown = self.options_summary()
            if shown:
                sections.append(("Options", shown))
        if self.setup_kind != "first":
            sets = ", ".join(set_name(x) for x in self.sets)
            n = self.picks.count()
            how = f"{n} chosen by hand; the rest dealt" if self.setup_kind == "chosen" and n else "Dealt"
            sections.append(("Setup", f"{how} from the seed by the randomizers of {sets}."))
        sections += [
            ("Dungeon", ", ".join(cat.groups[m].name for m in setup.monsters)),
            ("Thunderstone Bearer" if g.ruleset.name == "advance" else "Thunderstone",
             f"{stone}, hidden among the last cards of the dungeon deck"),
            ("The hall at the start", ", ".join(hall) or "empty: the monsters come in one a turn"),
            ("Heroes", ", ".join(cat.groups[x].name for x in setup.heroes)),
            ("Village", ", ".join(cat.groups[x].name for x in setup.village)),
            *self._extras(setup),
            ("Seats", ", ".join(f"{seat.name} ({seat.kind if seat.kind == 'human' else seat.bot + ' bot'})"
                                for seat in self.seats)),
            ("Basic cards", ", ".join(cat.groups[x].name for x in g.state.stacks if cat.groups[x].kind == "basic")),
        ]
        size = s(15)
        lh = T.font(size).get_linesize()
        gap = s(10)
        need = sum(s(22) + len(T.wrap(body, size, r.w - s(10))) * lh + gap for _, body in sections)
        if need > r.bottom - y:  # a long list (co-op, Alone in the Dark): smaller text, tighter
            size, gap = s(13), s(6)
            lh = T.font(size).get_linesize()
        for title, body in sections:
            lines = len(T.wrap(body, size, r.w - s(10)))
            if y + s(20) + lh > r.bottom:  # not even one line of it fits: leave the rest out
                break
            blit_text(surface, title, size, (r.x, y), T.ACCENT, bold=True)
            y += s(20) if size < s(15) else s(22)
            y += blit_wrapped(surface, body, size, pygame.Rect(r.x + s(10), y, r.w - s(10), min(r.bottom - y, lines * lh)),
                              T.TEXT)
            y += gap


VARIANT_WORDS = {  # the setup variants' values as the New Game screen shows them
    ("dungeon", "standard"): "Standard (one group a level)", ("dungeon", "444"): "4-4-4",
    ("dungeon", "random"): "Random dungeon", ("hard_knocks", False): "Off", ("hard_knocks", True): "On",
}
