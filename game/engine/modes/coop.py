"""United We Stand: 2-5 players together against the dungeon (rulebook: Variants, United We Stand,
Bonds of Brotherhood, Test of Unity; shared/reference/solo-and-coop-rules.md).

- Setup: 4 monster groups for 2-3 players, 5 for 4-5, and a Guardian added to those the
  randomizers draw. XP tokens on the dungeon deck (mode_data "tokens"): 3 (United We Stand), 2 (Bonds
  of Brotherhood) or 1 (Test of Unity); one is removed after the last player of each round.
- Once no token is left, a player who does not enter the dungeon provokes the rank 1 monster: it
  gets angry (state.anger), or, if it already is, it advances onto the village pile and the hall
  shifts and refills (option anger_when: when the player chooses, or at the end of their turn).
  Anger stays with a monster while it is in the hall. Once a Guardian has entered the hall, every
  monster enters angry, and the rank 1 monster advances after the last player of every round
  (option guardian_round_advance).
- XP goes to the party's pool (mode_data "party_xp"); any player in the village spends it. An effect
  that counts XP (an XP cost it must afford) counts the party's XP divided by the number of players,
  rounded down.
- Resting, a player may destroy a card, then, when the turn ends, pass one card to each other
  player in turn order: that player sees it, may discard a card from hand into the resting player's
  discard pile, and takes the passed card into hand (prompts "pass_card" and "pass_discard").
- Visiting the village, a player may turn in monsters from hand: each goes onto the party pile for
  1 party XP (prompt "turn_in"; not in Test of Unity, option turn_in).
- An undefeated monster, and any monster that would go to the bottom of the dungeon deck, goes onto
  the village pile.
- The end: when the Thunderstone reaches rank 1. The party wins if the XP of the monsters in its
  players' cards, plus the party pool, plus the XP of the monsters turned in, is more than the XP of
  the monsters in the village pile; otherwise everyone loses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.cards import Step
from game.engine.effects import Ask
from game.engine.events import AngerChanged, ModeChanged, PartyXPChanged
from game.engine.modes import common
from game.engine.modes.base import Level, Mode, Option, Stakes

if TYPE_CHECKING:
    from game.engine.cards import Catalog
    from game.engine.game import Game
    from game.engine.setup import Setup
    from game.engine.state import Frame


class UnitedWeStand(Mode):
    name = "coop"
    label = "United We Stand"
    description = ("2-5 players together: share the XP, pass cards when resting, and keep more monster "
                   "XP than the monsters that get through to the village.")
    PLAYERS = (2, 5)
    measure = "xp"  # the party's monster XP against the village pile's
    LEVELS = (
        Level("united", "Standard (3 tokens)", "3 XP tokens hold the monsters back for the first rounds.",
              {"tokens": 3, "turn_in": True}),
        Level("bonds", "Bonds of Brotherhood (2 tokens)", "Only 2 XP tokens.", {"tokens": 2, "turn_in": True}),
        Level("unity", "Test of Unity (1 token)", "Only 1 XP token, and monsters cannot be turned in.",
              {"tokens": 1, "turn_in": False}),
    )
    OPTIONS = (
        Option("tokens", 3, "XP tokens", "Rounds before the monsters start to get angry.", kind=int, minimum=0),
        Option("turn_in", True, "Turn in monsters", "Monsters from hand can be turned in in the village for "
               "1 party XP each.", (False, True)),
        Option("anger_when", "choice", "When monsters get angry",
               "A player who does not enter the dungeon provokes the rank 1 monster when choosing (choice) "
               "or when the turn ends (end_of_turn).", ("choice", "end_of_turn")),
        Option("guardian_round_advance", True, "Monsters advance every round after the Guardian",
               "Once a Guardian has entered the hall, the rank 1 monster advances after every round.",
               (False, True)),
    )

    # --- setup ---
    def group_counts(self, players: int) -> dict[str, int]:
        return {"monsters": 4 if players <= 3 else 5, "heroes": 4, "village": 8}

    def extra_guardians(self) -> int:
        return 1

    def check_setup(self, catalog: Catalog, setup: Setup) -> str | None:
        if not setup.guardians:
            return f"{self.label} is played with a Guardian: name one in guardians"
        return None

    def piles(self) -> tuple[str, ...]:
        return (common.VILLAGE_PILE, common.PARTY_PILE)

    def prepare_table(self, game: Game) -> None:
        super().prepare_table(game)
        self.prepare_scenario(game)

    def prepare_scenario(self, game: Game) -> None:
        game.emit(ModeChanged("tokens", self.options["tokens"]))
        game.emit(ModeChanged("party_xp", 0))

    # --- XP: one pool for the party ---
    def xp_available(self, game: Game, player: int) -> int:
        return game.state.mode_data.get("party_xp", 0)

    def effect_xp(self, game: Game, player: int) -> int:
        return self.xp_available(game, player) // len(game.state.players)

    def spend_xp(self, game: Game, player: int, cost: int, reason: str = "level_up") -> None:
        game.emit(PartyXPChanged(player, -cost, reason))

    def gain_xp(self, game: Game, player: int, xp: int, reason: str = "defeat") -> None:
        game.emit(PartyXPChanged(player, xp, reason))

    # --- the turn ---
    def visited(self, game: Game, place: str) -> None:
        st = game.state
        if place == "village" and self.options["turn_in"]:
            game.push((Step("_mode", {"name": "turn_in"}),), st.active, None, "village")
        if place != "dungeon" and self.options["anger_when"] == "choice":
            self.provoke(game)

    def turn_ending_steps(self, game: Game) -> list[Step]:
        if game.state.turn.choice == "rest":
            return [Step("_mode", {"name": "pass_cards"})]
        return []

    def end_of_turn(self, game: Game) -> None:
        st = game.state
        if st.turn.choice != "dungeon" and self.options["anger_when"] == "end_of_turn":
            self.provoke(game)
        if not self.last_of_round(game):
            return
        tokens = st.mode_data.get("tokens", 0)
        if tokens > 0:
            game.emit(ModeChanged("tokens", tokens - 1))
        elif st.mode_data.get("guardian_entered") and self.options["guardian_round_advance"]:
            self.advance(game)

    def provoke(self, game: Game) -> None:
        """A player stayed out of the dungeon: the rank 1 monster gets angry, or advances if it is."""
        st = game.state
        if st.mode_data.get("tokens", 0) > 0:
            return
        monster = st.hall_card(1)
        if monster is None or not game.defn(monster).is_monster:
            return
        if monster in st.anger:
            self.advance(game)
        else:
            game.emit(AngerChanged(monster, True))

    def advance(self, game: Game) -> None:
        """The rank 1 monster goes to the village pile; the hall shifts and refills."""
        if common.push_out_of_rank1(game, "advance") is not None:
            common.refill_then_breach(game, "advance")

    # --- the hall ---
    def monster_entered_hall(self, game: Game, card: int | None) -> None:
        if card is None:
            return
        d = game.defn(card)
        st = game.state
        if d.kind == "guardian" and not st.mode_data.get("guardian_entered"):
            game.emit(ModeChanged("guardian_entered", True))
        elif d.is_monster and st.mode_data.get("guardian_entered"):
            game.emit(AngerChanged(card, True))

    def monster_to_dungeon_bottom(self, game: Game, monster: int, reason: str = "retreat") -> None:
        common.to_village(game, monster, reason)

    # --- the mode's own steps ---
    def run_step(self, game: Game, frame: Frame, name: str, answer: tuple | None) -> Ask | None:
        if name == "turn_in":
            return self._turn_in(game, frame, answer)
        if name == "pass_cards":
            return self._pass_cards(game, frame, answer)
        return super().run_step(game, frame, name, answer)

    def _turn_in(self, game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
        p = frame.player
        monsters = [c for c in game.hand(p) if game.defn(c).is_monster]
        if not monsters:
            return None
        if answer is None:
            return Ask(p, "cards", "turn_in",
                       "Choose Monsters from your hand to turn in: each goes to the party pile for 1 party XP "
                       "(or none).", monsters, 0, len(monsters))
        for c in answer:
            game.move(c, f"pile.{common.PARTY_PILE}", "turn_in")
            game.emit(PartyXPChanged(p, 1, "turn_in"))
        return None

    def _pass_cards(self, game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
        """The resting player offers one card to each other player in turn; each one may discard a
        card into the resting player's discard pile, then takes the passed card into hand."""
        st = game.state
        a = frame.player
        v = frame.vars
        if "pass_to" not in v:
            v["pass_to"], v["passed"] = game.players_from_left(a), None
        elif answer is not None:
            if v["passed"] is None:  # the resting player chose what to pass (or nothing)
                if answer:
                    v["passed"] = answer[0]
                else:
                    v["pass_to"].pop(0)
            else:  # the other player chose what to discard (or nothing)
                self._receive(game, a, v, answer[0] if answer else None)
        while v["pass_to"]:
            p = v["pass_to"][0]
            name = st.players[p].name
            if v["passed"] is None:
                hand = list(game.hand(a))
                if not hand:
                    break
                return Ask(a, "cards", "pass_card", f"Choose a card from your hand to pass to {name}, or none.",
                           hand, 0, 1)
            own = list(game.hand(p))
            if not own:
                self._receive(game, a, v, None)
                continue
            return Ask(p, "cards", "pass_discard",
                       f"{st.players[a].name} passes you {game.name(v['passed'])}. Choose a card from your hand "
                       f"to discard into {st.players[a].name}'s discard pile, or none.", own, 0, 1, v["passed"])
        del v["pass_to"], v["passed"]
        return None

    @staticmethod
    def _receive(game: Game, giver: int, v: dict[str, Any], discard: int | None) -> None:
        p = v["pass_to"].pop(0)
        if discard is not None:
            game.move(discard, f"p{giver}.discard", "pass_discard")
        game.move(v["passed"], f"p{p}.hand", "pass", "bottom")
        v["passed"] = None

    # --- what wins ---
    def stakes(self) -> Stakes:
        return Stakes("xp", pool_counts=True)

    # --- the end ---
    def party_xp(self, game: Game) -> tuple[int, int, int]:
        """The party's XP: of the monsters in the players' decks, in the pool, and turned in."""
        st = game.state
        decks = sum(game.defn(c).xp or 0 for p in range(len(st.players)) for c in st.player_cards(p)
                    if game.defn(c).is_monster)
        return decks, st.mode_data.get("party_xp", 0), common.pile_total(game, common.PARTY_PILE, "xp")

    def standing(self, game: Game) -> tuple[int, int]:
        return sum(self.party_xp(game)), common.pile_total(game, common.VILLAGE_PILE, self.measure)

    def outcome(self, game: Game, scores: dict[int, int], reason: str) -> tuple[list[int], dict | None, str]:
        decks, pool, turned_in = self.party_xp(game)
        party = decks + pool + turned_in
        village = common.pile_total(game, common.VILLAGE_PILE, self.measure)
        won = party > village
        verdict = {"mode": self.name, "level": self.level, "won": won, "measure": "XP", "players_total": party,
                   "village_total": village, "monsters_xp": decks, "party_xp": pool, "turned_in_xp": turned_in}
        why = f"{reason}: the party has {party} XP against the village's {village} XP"
        return (list(range(len(game.state.players))) if won else []), verdict, why
