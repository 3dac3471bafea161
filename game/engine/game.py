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

from game.engine import battle, effects, invariants, rng
from game.engine.actions import Action
from game.engine.cards import CardDef, Catalog, Step
from game.engine.errors import IllegalAction
from game.engine.events import (
    Created,
    Doomed,
    Event,
    Moved,
    PromptAnswered,
    PromptOpened,
    Shuffled,
    apply_event,
)
from game.engine.state import Frame, GameState

if TYPE_CHECKING:
    from game.engine.modes import Mode
    from game.engine.setup import Setup


class Game:
    def __init__(self, catalog: Catalog, state: GameState, mode: Mode, setup: Setup | None = None,
                 seed: int = 0, checked: bool = False) -> None:
        self.catalog = catalog
        self.state = state
        self.mode = mode
        self.setup = setup
        self.seed = seed
        self.checked = checked  # check invariants after every event (tests, sim)
        self.log: list[Event] = []  # every event since the game was created
        self.initial = state.clone()  # the state before the first event, to fold the log from
        self._pending: list[Event] = []
        self._defs = [catalog.cards[k] for k in state.cards]
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
        health += battle.global_health_bonus(self, monster)
        return max(health, 0)

    def base_darkness(self, rank: int) -> int:
        """The light penalty of a rank before light (rulebook: Light and Darkness), multiplied by
        global effects in play (Guardian of Night)."""
        for _, d in battle.global_traits(self):
            t = d.trait("global_rank_penalty_multiplier")
            if t is not None:
                rank *= int(t.param)
        return rank

    def global_light(self) -> int:
        """Light added to every battle by global effects of monsters in the hall (Blaze +2,
        Choking Smoke -2): the printed light of each monster whose light is global."""
        return sum(d.light for _, d in battle.global_traits(self) if d.trait("light_is_global") is not None)

    def battle_effect_times(self) -> int:
        """How many times the attacked monster's battle effects resolve: once, plus one for each
        global effect that repeats them (Guardian of Torment)."""
        return 1 + sum(int(t.param) for _, d in battle.global_traits(self)
                       for t in d.traits if t.name == "global_battle_effect_repeats")

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
        self.log.append(event)
        self._pending.append(event)
        if self.checked:
            invariants.check(self)

    def move(self, card: int, dst: str, reason: str, pos: str | int = "top") -> None:
        self.emit(Moved(card, self.state.loc[card], dst, reason, pos))

    def shuffle(self, zone: str) -> None:
        cards = self.state.zone(zone)
        new_rng, order = rng.shuffled(self.state.rng, cards)
        self.emit(Shuffled(zone, tuple(order), new_rng))

    def draw(self, player: int, n: int) -> int:
        """Draw n cards; reshuffle the discard pile only when the deck runs out (rulebook:
        Your Party Deck). Returns how many were drawn."""
        pl = self.state.players[player]
        drawn = 0
        for _ in range(n):
            if not pl.deck:
                if not pl.discard:
                    break
                for c in list(pl.discard):
                    self.move(c, f"p{player}.deck", "reshuffle", "bottom")
                self.shuffle(f"p{player}.deck")
            self.move(pl.deck[0], f"p{player}.hand", "draw", "bottom")
            drawn += 1
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
        if d.kind == "disease":
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
        zone, pos = self.mode.destroyed_card_place(self, card)
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
        from game.engine.rules import legal

        return legal.legal_actions(self)

    def why_illegal(self, action: Action) -> str | None:
        from game.engine.rules import legal

        return legal.why_illegal(self, action)

    def apply(self, action: Action) -> list[Event]:
        """Apply an action and return the events it produced. An illegal action raises
        IllegalAction with the reason and leaves the state untouched."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(action, reason)
        from game.engine.rules import legal

        self._pending = []
        snapshot = self.state.clone() if self.checked else None
        log_len = len(self.log)
        try:
            if self.state.prompt is not None:
                self.emit(PromptAnswered(self.state.prompt.player, tuple(action.values)))  # type: ignore[attr-defined]
                self.run_stack(tuple(action.values))  # type: ignore[attr-defined]
            else:
                legal.perform(self, action)
                self.run_stack()
        except Exception:
            if snapshot is not None:  # a bug: put everything back before reporting it
                self.state = snapshot
                del self.log[log_len:]
            raise
        events, self._pending = self._pending, []
        return events

    @property
    def to_act(self) -> int:
        """The player who must act now (a prompt may ask someone other than the active player)."""
        if self.state.prompt is not None:
            return self.state.prompt.player
        return self.state.active
