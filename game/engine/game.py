"""The Game: holds the state, applies actions, emits events, runs effects.

    game = Game.new(catalog, setup, seed)
    game.legal_actions()          # what the player to act may do now
    events = game.apply(action)   # raises IllegalAction (state unchanged) or returns events

Rules live in game.engine.rules (one module per part of the turn); effect primitives in
game.engine.effects; battle maths in game.engine.battle. This class offers them the shared helpers
(moving, drawing, destroying cards) so that every change goes through an event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine import battle, effects, hall_globals, invariants, rng
from game.engine.actions import Action
from game.engine.applying import apply_event
from game.engine.cards import CardDef, Catalog, Step
from game.engine.errors import IllegalAction
from game.engine.events import (
    Created,
    Doomed,
    Event,
    Moved,
    MovedCards,
    PromptAnswered,
    PromptOpened,
    Shuffled,
    join_moves,
)
from game.engine.rules import legal, procedures  # noqa: F401  (procedures: registers the turn's steps)
from game.engine.state import Frame, GameState

if TYPE_CHECKING:
    from game.engine.modes import Mode
    from game.engine.setup import Setup


_MOVES = (Moved, MovedCards)


# (catalog, card keys) -> the catalog (kept, so that its id is not reused), the ability triggers and
# the trait names of those cards and of the Disease: bots make a Game for every private copy
_IN_PLAY: dict[tuple[int, frozenset[str]], tuple[Catalog, frozenset[str], frozenset[str]]] = {}


def _in_play(catalog: Catalog, keys: frozenset[str]) -> tuple[frozenset[str], frozenset[str]]:
    known = _IN_PLAY.get((id(catalog), keys))
    if known is None:
        if len(_IN_PLAY) > 256:
            _IN_PLAY.clear()
        kinds = [catalog.cards[k] for k in keys | {catalog.disease_key} if k in catalog.cards]
        known = _IN_PLAY[(id(catalog), keys)] = (catalog, frozenset().union(*(d.triggers for d in kinds)),
                                                  frozenset(t.name for d in kinds for t in d.traits))
    return known[1], known[2]


class Game:
    def __init__(self, catalog: Catalog, state: GameState, mode: Mode, setup: Setup | None = None,
                 seed: int = 0, checked: bool = False, record: bool = True) -> None:
        self.catalog = catalog
        self.state = state
        self.mode = mode
        self.setup = setup
        self.seed = seed
        self.checked = checked  # check the invariants (tests, sim)
        # when: after every "action" (tests), at the end of every "turn", or of every "round" (sim
        # and the soaks: quicker, and a failure is still traced to its event; game.engine.invariants)
        self.check_every = "action"
        self._sound: tuple[int, list[Frame]] | None = None  # log length and effect stack last checked sound
        # record: keep the log and the state it folds from, which also put the state back after a
        # failing action; a bot's private copy (game.ai.knowledge) goes without, which is quicker
        self.record = record
        self.log: list[Event] = []  # every event since the game was created
        self.initial: GameState | None = state.clone() if record else None  # the state before the first event
        self._pending: list[Event] = []
        # the state, its event count and the actions legal_actions last listed for it
        self._legal_cache: tuple[GameState, int, tuple[Action, ...]] | None = None
        self._defs = [catalog.cards[k] for k in state.cards]
        # the ability triggers and the trait names of every card in the game (a Disease made later
        # included): the rules ask before most actions whether a mandatory trophy or a React is
        # waiting (Advance only), and in every battle for global effects that few monsters have
        self.card_triggers, self.card_traits = _in_play(catalog, frozenset(state.cards))
        self.has_trophies = "trophy" in self.card_triggers
        # the global rules of the setting put aside at setup (game.engine.setup: pile.setting)
        self.setting_rules = frozenset(p for c in state.piles.get("setting", ()) for p in self._defs[c].passives)
        from game.engine.rulesets import make_ruleset

        # Classic or Advance, chosen once from the setup (game.engine.rulesets); a setup without one is Classic
        self.ruleset = make_ruleset(setup.ruleset, setup.options) if setup is not None else make_ruleset()

    # --- creation ---
    @classmethod
    def new(cls, catalog: Catalog, setup: Setup, seed: int, checked: bool = False) -> Game:
        from game.engine.setup import build

        return build(catalog, setup, seed, checked=checked)

    # --- looking things up ---
    def defn(self, card: int) -> CardDef:
        try:
            return self._defs[card]
        except IndexError:
            d = self.catalog.cards[self.state.cards[card]]
            self._defs.append(d)
            if not d.triggers <= self.card_triggers:
                self.card_triggers |= d.triggers
                self.has_trophies = "trophy" in self.card_triggers
            self.card_traits |= {t.name for t in d.traits}
            return d

    def name(self, card: int) -> str:
        return self.catalog.label(self.state.cards[card])

    def hand(self, player: int | None = None) -> list[int]:
        return self.state.players[self.state.active if player is None else player].hand

    def matches(self, card: int, flt: dict[str, Any] | None) -> bool:
        return effects.matches(self, card, flt)

    def card_gold(self, card: int) -> int:
        d = self.defn(card)
        if "monsters_have_no_gold" in self.setting_rules and d.is_monster:
            return 0
        if "gold_only_in_campaigns" in d.passives:  # no campaign variants here (Stone of Avarice)
            return 0
        return d.gold

    def monster_health(self, monster: int) -> int:
        """Printed Health, plus 1 for each Disease put under it while it is in the hall (Sidhe Spirit),
        changed this turn by effects aimed at the monster (Creeping Death) and by global effects of
        other monsters in play (Death Sentinel); never below 0."""
        health = self.defn(monster).health or 0
        health += self.state.diseases_under.get(monster, 0) if self.state.rank_of(monster) is not None else 0
        health += sum(m.amount for m in self.state.turn.modifiers if m.stat == "health" and m.target == monster)
        health += hall_globals.global_health_bonus(self, monster)
        return max(health, 0)

    def base_darkness(self, rank: int) -> int:
        """The light penalty of a rank before light (rulebook: Light and Darkness), multiplied by
        global effects in play (Guardian of Night)."""
        if "global_rank_penalty_multiplier" not in self.card_traits:  # (no card of the game has it)
            return rank
        for _, d in hall_globals.global_traits(self):
            t = d.trait("global_rank_penalty_multiplier")
            if t is not None:
                rank *= int(t.param)
        return rank

    def global_light(self) -> int:
        """Light added to every battle by global effects of monsters in the hall (Blaze +2,
        Choking Smoke -2): the printed light of each monster whose light is global."""
        if "light_is_global" not in self.card_traits:
            return 0
        return sum(d.light for _, d in hall_globals.global_traits(self) if d.trait("light_is_global") is not None)

    def battle_effect_times(self) -> int:
        """How many times the attacked monster's battle effects resolve: once, plus one for each
        global effect that repeats them (Guardian of Torment)."""
        if "global_battle_effect_repeats" not in self.card_traits \
                and "global_other_battle_effects_repeat" not in self.card_traits:
            return 1
        target = self.state.turn.target
        return 1 + sum(int(t.param) for c, d in hall_globals.global_traits(self) for t in d.traits
                       if t.name == "global_battle_effect_repeats"
                       or (t.name == "global_other_battle_effects_repeat" and c != target))  # Advance: Belac

    def breakdown(self, monster: int, rank: int | None = None, hand: list[int] | None = None) -> battle.Breakdown:
        return battle.compute(self, monster, rank, hand)

    def players_from_left(self, player: int | None = None) -> list[int]:
        """Other players in turn order, starting at the given (default: active) player's left."""
        p = self.state.active if player is None else player
        n = len(self.state.players)
        return [(p + i) % n for i in range(1, n)]

    # --- changing things: always through events ---
    def emit(self, event: Event) -> None:
        apply_event(self.state, event)
        pending = self._pending
        if pending and type(event) in _MOVES:
            joined = join_moves(pending[-1], event)
            # a card moved the way the ones before it were (and the log ends with them)
            if joined is not None and (not self.record or (self.log and self.log[-1] is pending[-1])):
                if self.record:
                    self.log[-1] = joined
                pending[-1] = joined
                return
        pending.append(event)
        if self.record:
            self.log.append(event)

    def move(self, card: int, dst: str, reason: str, pos: str | int = "top") -> None:
        self.emit(Moved(card, self.state.loc[card], dst, reason, pos))

    def move_cards(self, cards: list[int], dst: str, reason: str, pos: str | int = "top") -> None:
        """Move cards one after another, as if by `move` for each (one event for each run of
        cards coming from the same zone)."""
        loc = self.state.loc
        if len(cards) > 1:
            src = loc[cards[0]]
            if all(loc[c] == src for c in cards):  # (the usual case: a hand, a pile, the top of a deck)
                self.emit(MovedCards(tuple(cards), src, dst, reason, pos))
                return
        start = 0
        for i in range(1, len(cards) + 1):
            if i == len(cards) or loc[cards[i]] != loc[cards[start]]:
                run = cards[start:i]
                src = loc[run[0]]
                if len(run) == 1:
                    self.emit(Moved(run[0], src, dst, reason, pos))
                else:
                    self.emit(MovedCards(tuple(run), src, dst, reason, pos))
                start = i

    def shuffle(self, zone: str) -> None:
        cards = self.state.zone(zone)
        new_rng, order = rng.shuffled(self.state.rng, cards)
        self.emit(Shuffled(zone, tuple(order), new_rng))

    def draw(self, player: int, n: int) -> int:
        """Draw n cards; reshuffle the discard pile only when the deck runs out (rulebook:
        Your Party Deck). Returns how many were drawn."""
        pl = self.state.players[player]
        drawn = 0
        while drawn < n:
            if not pl.deck:
                if not pl.discard:
                    break
                self.move_cards(list(pl.discard), f"p{player}.deck", "reshuffle", "bottom")
                self.shuffle(f"p{player}.deck")
            k = min(n - drawn, len(pl.deck))
            self.move_cards(pl.deck[:k], f"p{player}.hand", "draw", "bottom")
            drawn += k
        return drawn

    def gain(self, player: int, card: int, reason: str = "gain") -> None:
        self.move(card, f"p{player}.discard", reason)

    def gain_disease(self, player: int) -> None:
        """Disease is infinite: take one from the stack, or make a new one when it is empty. With
        the Special Disease deck: its top card, or none (game.engine.rules.diseases)."""
        if self.state.special_diseases:
            from game.engine.rules import diseases

            diseases.gain(self, player)
            return
        if self.state.disease:
            self.move(self.state.disease[0], f"p{player}.discard", "disease")
        else:
            card = len(self.state.cards)
            self.emit(Created(card, self.catalog.disease_key, f"p{player}.discard"))

    def destroy(self, card: int, reason: str = "destroy") -> None:
        """Destroy a card now. Disease returns to its stack; a hero holding a weapon that
        protects it (Guardian Blade) is discarded instead; the mode may send it elsewhere."""
        d = self.defn(card)
        where = self.state.loc[card]
        if d.is_disease:
            if self.state.special_diseases:  # face down to the bottom of the deck
                self.move(card, "disease", reason, "bottom")
            else:
                self.move(card, "disease", reason)
            return
        if effects.armoury.spares_hero(self, card, reason):  # discarded instead during the battle (Ambrosia)
            self.move(card, where.replace(".hand", ".discard"), "saved")
            return
        if d.is_hero and where.endswith(".hand"):
            # a weapon the weakened hero can no longer carry loses its effects too (rulebook: Battle Effects)
            holds = battle.hero_strengths(self, list(self.state.zone(where)))[1]
            for w, h in self.state.turn.equipment.items():
                if h == card and "protects_equipped_hero" in self.defn(w).passives and holds.get(w, True):
                    self.move(card, where.replace(".hand", ".discard"), "saved")
                    return
        zone, pos = self.ruleset.destroyed_card_place(self, card) or self.mode.destroyed_card_place(self, card)
        self.move(card, zone, reason, pos)

    def doom(self, card: int) -> None:
        """Destroyed by a battle effect: it stays in the battle and leaves when the battle ends."""
        self.emit(Doomed(card))

    # --- prompts and the effect stack ---
    def push(self, steps: tuple[Step, ...] | list[Step], player: int, source: int | None, context: str,
             **vars: Any) -> None:
        self.state.stack.append(Frame(tuple(steps), player, source, 0, dict(vars), context))

    def run_stack(self, answer: tuple | None = None) -> None:
        st = self.state
        while st.stack and st.prompt is None and not st.over:
            frame = st.stack[-1]
            if frame.pc >= len(frame.steps):
                st.stack.pop()
                continue
            step = frame.steps[frame.pc]
            ask = effects.run_step(self, frame, step, answer)
            answer = None
            if ask is not None:
                self.emit(PromptOpened(ask.player, ask.kind, ask.reason, ask.text, tuple(ask.options),
                                       ask.min, ask.max, ask.source))
                return
            frame.pc += 1

    # --- actions ---
    def legal_actions(self) -> list[Action]:
        actions = legal.legal_actions(self)
        # kept for apply: a bot applies one of these at once, and need not have it checked again
        self._legal_cache = (self.state, self.state.event_count, tuple(actions))
        return actions

    def why_illegal(self, action: Action) -> str | None:
        return legal.why_illegal(self, action)

    def apply(self, action: Action) -> list[Event]:
        """Apply an action and return the events it produced. An illegal action raises
        IllegalAction with the reason and leaves the state untouched. A failure inside the rules (a
        bug) puts the state back as it was before the action, then raises."""
        known = self._legal_cache
        # (the very object listed, looked for first: quicker than hashing or comparing actions)
        if not (known is not None and known[0] is self.state and known[1] == self.state.event_count
                and (any(a is action for a in known[2]) or action in known[2])):
            reason = self.why_illegal(action)
            if reason is not None:
                raise IllegalAction(action, reason)
        self._legal_cache = None
        self._pending = []
        log_len = len(self.log)
        # the effect stack is the one part of the state that events do not rebuild: kept aside,
        # small, and empty unless a question is open
        stack = self.state.stack_copy() if self.record else []
        sound = self._last_sound(log_len, stack)
        turn = self.state.turn_number
        try:
            if self.state.prompt is not None:
                self.emit(PromptAnswered(self.state.prompt.player, tuple(action.values)))  # type: ignore[attr-defined]
                self.run_stack(tuple(action.values))  # type: ignore[attr-defined]
            else:
                legal.perform(self, action)
                self.run_stack()
            if sound is not None and (self.check_every == "action" or self._check_due(turn) or self.state.over):
                invariants.check_action(self, sound[0], "of the action" if sound[0] == log_len else
                                        "since the last check")
                self._sound = (len(self.log), self.state.stack_copy())
        except Exception as failure:
            back, broken = (log_len, stack), None
            if sound is not None and sound[0] < log_len:  # checked at the ends of turns
                # was the state already broken (and the failure its consequence)? Then back to
                # where the invariants last held
                broken = failure if isinstance(failure, invariants.InvariantError) else \
                    invariants.broken_since(self, sound[0])
                if broken is not None:
                    back = sound
            if self.record:  # (a private copy without a log is thrown away by its bot instead)
                self._roll_back(*back)
            if broken is not None and broken is not failure:
                raise broken from failure
            raise
        events, self._pending = self._pending, []
        return events

    def _check_due(self, turn: int) -> bool:
        """Whether the invariants are to be checked now that an action of turn `turn` is done:
        check_every "turn" when a new turn has begun, "round" when as many turns as there are
        players have (a round, counted from the first turn; an extra turn counts as one)."""
        now = self.state.turn_number
        if now == turn:
            return False
        if self.check_every != "round":
            return True
        n = len(self.state.players)
        return (now - 1) // n != (turn - 1) // n  # (turns are numbered from 1)

    def _last_sound(self, log_len: int, stack: list[Frame]) -> tuple[int, list[Frame]] | None:
        """Where the invariants were last found to hold, when checked: before this action (checked
        after every action), or at the end of the last turn or round (check_every "turn" or
        "round"; the state a game starts from is checked first)."""
        if not self.checked:
            return None
        if self.check_every == "action" or not self.record:
            return (log_len, stack)
        if self._sound is None or self._sound[0] > log_len:  # (or the log was cut back: an undo)
            invariants.check(self)  # (nothing done yet: a failure leaves all as it was)
            self._sound = (log_len, stack)
        return self._sound

    def state_after(self, n: int) -> GameState:
        """The state once the first n events of the log had happened, folded from the state before
        the first (all but the effect stack, which events do not rebuild)."""
        assert self.initial is not None, "a game without a log (a bot's private copy) cannot be folded"
        state = self.initial.clone()
        for e in self.log[:n]:
            apply_event(state, e)
        return state

    def _roll_back(self, log_len: int, stack: list[Frame]) -> None:
        """The state as it was when the log held log_len events: the log folded from the start
        (the quickest way back, since a failure is rare), and the effect stack kept aside."""
        state = self.state_after(log_len)
        state.stack = stack
        del self.log[log_len:]
        self.state = state
        self._pending = []

    @property
    def to_act(self) -> int:
        """The player who must act now (a prompt may ask someone other than the active player)."""
        if self.state.prompt is not None:
            return self.state.prompt.player
        return self.state.active
