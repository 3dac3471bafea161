"""Bots: they finish games from every seat, play obvious situations well, answer questions
sensibly, never act illegally, repeat themselves given a seed, and never use what they cannot know."""

from __future__ import annotations

import random

import pytest

from game.ai import BOT_NAMES, knowledge, make_bot, values
from game.ai.planner import Planner
from game.ai.values import ValueModel, stall_light
from game.engine.actions import Attack, Choose, Visit
from game.engine.events import Equipped, MonsterDefeated, Moved, MovedCards, RestDestroyed, Shuffled
from game.engine.game import Game
from game.engine.setup import first_game

# a dungeon deck behind the hall, so a position is mid-game rather than the last turn
DUNGEON = ["Harpy", "Half-Ogre", "Orc Blademaster", "Shadow Killer", "Standard Bearer", "Basilisk", "Manticore",
           "Plague Zombie", "Restless Corpse", "Hungry Dead", "Harpy", "Half-Ogre", "Orc Blademaster",
           "Stone of Scorn"]
BUDGET = 0.01  # the hard bot's thinking time per decision in tests


def bot(strength: str, seed: int = 1):
    return make_bot(strength, seed, budget=BUDGET)


def play_turn(t, b) -> list:
    """Let the bot play the active player's turn; return its actions."""
    turn = t.state.turn_number
    actions = []
    while not t.state.over and t.state.turn_number == turn:
        a = b.choose(t.game)
        assert a in t.game.legal_actions()
        actions.append(a)
        t.events += t.game.apply(a)
    return actions


def play_game(catalog, seats: list[str], seed: int, max_actions: int | None = None) -> tuple[Game, list[str]]:
    game = Game.new(catalog, first_game([f"{s} {p + 1}" for p, s in enumerate(seats)]), seed)
    bots = [bot(s, seed * 31 + p) for p, s in enumerate(seats)]
    log: list[str] = []
    while not game.state.over and (max_actions is None or len(log) < max_actions):
        a = bots[game.to_act].choose(game)
        assert a in game.legal_actions(), f"{seats[game.to_act]} chose the illegal {a}"
        log.append(str(a))
        game.apply(a)
        assert game.state.turn_number < 1000, "the game does not end"
    return game, log


# --- whole games ---------------------------------------------------------------------------------

@pytest.mark.parametrize("seats", [
    ["hard", "normal"],
    ["random", "easy", "hard"],
    ["normal", "hard", "easy", "random"],
    ["easy", "random", "normal", "normal", "hard"],
])
def test_bots_finish_games_from_any_seat_with_legal_actions_only(catalog, seats):
    game, log = play_game(catalog, seats, seed=10 + len(seats))
    assert game.state.over and game.state.result["winners"]
    assert game.state.turn_number > 2 * len(seats)


def test_normal_beats_random_and_hard_holds_its_own(catalog):
    wins = {"normal": 0.0, "random": 0.0}
    for seed in range(4):
        seats = ["normal", "random"] if seed % 2 == 0 else ["random", "normal"]
        game, _ = play_game(catalog, seats, seed=100 + seed)
        winners = game.state.result["winners"]
        for p in winners:
            wins[seats[p]] += 1 / len(winners)
    assert wins["normal"] >= 3


def test_the_same_seed_gives_the_same_choices(catalog):
    _, first = play_game(catalog, ["hard", "normal", "easy"], seed=7, max_actions=150)
    _, again = play_game(catalog, ["hard", "normal", "easy"], seed=7, max_actions=150)
    assert first == again and len(first) == 150


def test_make_bot_knows_every_strength_and_refuses_others():
    assert {make_bot(name, 3).name for name in BOT_NAMES} == set(BOT_NAMES)
    with pytest.raises(ValueError):
        make_bot("grandmaster", 3)


# --- obvious situations --------------------------------------------------------------------------

@pytest.mark.parametrize("strength", ["normal", "hard"])
def test_attacks_the_monster_it_can_beat_rather_than_richer_ones_it_cannot(table, strength):
    t = table(players=[{"hand": ["Stoneguard Brute", "Militia", "Dagger", "Torch", "Militia"]}, {}],
              hall=["Half-Ogre", "Minotaur", "Orc Warlord"], dungeon=DUNGEON)
    assert not t.breakdown("Minotaur").wins  # 6 VP, but only magic attack counts
    half_ogre = t.card("Half-Ogre")
    actions = play_turn(t, bot(strength))
    assert actions[0] == Visit("dungeon")
    assert MonsterDefeated(0, half_ogre, 1) in t.events


def test_a_battle_plan_asked_for_before_the_turn_is_chosen_does_not_stand_for_the_dungeon(table):
    from game.ai.planner import Planner

    t = table(players=[{"hand": ["Stoneguard Brute", "Militia", "Dagger", "Torch", "Militia"]}, {}],
              hall=["Half-Ogre", "Minotaur", "Orc Warlord"], dungeon=DUNGEON)
    planner = Planner()
    assert planner.current_plan(t.game) is None  # no monster may be attacked before entering the dungeon
    t.do("dungeon")

    plan = planner.current_plan(t.game)  # the same hand and hall: planned anew, not the answer above

    assert plan is not None and plan.wins and plan.monster == t.card("Half-Ogre")


@pytest.mark.parametrize("strength", ["easy", "normal", "hard"])
def test_equips_the_weapon_that_makes_it_win(table, strength):
    t = table(players=[{"hand": ["Militia", "Guardian Blade", "Stoneguard Brute", "Torch", "Militia"]}, {}],
              hall=["Half-Ogre", "Minotaur", "Minotaur"], dungeon=DUNGEON, choice="dungeon")
    assert not t.breakdown("Half-Ogre").wins  # bare hands: 3 + 1 + 1 against 6
    play_turn(t, bot(strength))
    blade, brute = t.card("Guardian Blade"), t.card("Stoneguard Brute")
    assert Equipped(blade, brute) in t.events
    assert MonsterDefeated(0, t.card("Half-Ogre"), 1) in t.events


@pytest.mark.parametrize("strength", ["normal", "hard"])
def test_rests_to_destroy_a_disease_rather_than_a_militia(table, strength):
    t = table(players=[{"hand": ["Militia", "Disease", "Militia", "Dagger", "Torch", "Militia"]}, {}],
              hall=["Half-Ogre", "Minotaur", "Orc Warlord"], dungeon=DUNGEON)
    disease = t.card("Disease")
    actions = play_turn(t, bot(strength))
    assert actions[0] == Visit("rest")
    assert [e for e in t.events if isinstance(e, RestDestroyed)] == [RestDestroyed(0, disease)]


@pytest.mark.parametrize("strength", ["normal", "hard"])
def test_polymorph_swaps_an_unbeatable_monster_for_a_beatable_top_card(table, strength):
    t = table(players=[{"hand": ["Polymorph", "Stoneguard Brute", "Guardian Blade", "Torch", "Militia"],
                        "deck": ["Militia"] * 5}, {}],
              hall=["Minotaur", "Orc Warlord", "Medusa"], dungeon=["Half-Ogre"] + DUNGEON, choice="dungeon")
    minotaur, half_ogre = t.card("Minotaur"), t.card("Half-Ogre")
    actions = play_turn(t, bot(strength))
    assert Choose((minotaur,)) in actions  # the Minotaur goes back on top of the dungeon deck
    assert MonsterDefeated(0, half_ogre, 1) in t.events


def test_discards_its_weakest_card_when_an_opponent_makes_it_discard(table):
    t = table(players=[{"hand": ["Half-Orc Marauder", "Iron Rations"]},
                       {"hand": ["Stoneguard Brute", "Militia", "Torch"]}],
              hall=["Half-Ogre", "Minotaur", "Orc Warlord"], dungeon=DUNGEON, choice="dungeon")
    t.do("use [Half-Orc Marauder] 0")
    assert t.state.prompt is not None and t.state.prompt.player == 1
    t.events += t.game.apply(bot("normal").choose(t.game))
    assert t.names("p1.discard") == ["Militia"]


def test_a_scout_buries_the_thunderstone_when_its_player_is_behind(table):
    t = table(players=[{"hand": ["Scout", "Militia"]}, {"discard": ["Medusa"]}],
              hall=["Half-Ogre", "Minotaur", "Orc Warlord"], dungeon=["Stone of Scorn", "Harpy", "Medusa"],
              choice="dungeon")
    t.do("use [Scout] 1")
    t.events += t.game.apply(bot("normal").choose(t.game))
    assert t.names("dungeon")[-1] == "Stone of Scorn"
    assert t.names("dungeon")[0] == "Medusa"  # the richest monster comes out first


# --- the game always moves on --------------------------------------------------------------------

# the last cards of a long game: the dungeon deck is empty, the Thunderstone waits in rank 2, and
# nobody can beat an Inferno (health 10, immune to magic)
STALL_HALL = ["Inferno", "Stone of Terror", "Inferno"]
WEAK_HAND = ["Militia", "Militia", "Torch", "Dagger", "Militia", "Militia"]


def stalled(table, leader: int):
    players = [{"hand": list(WEAK_HAND), "deck": list(WEAK_HAND)} for _ in range(3)]
    players[leader]["discard"] = ["Medusa"]  # the only victory points on the table
    t = table(players=players, hall=STALL_HALL, dungeon=[])
    # the older Inferno (lower card number) in rank 3, as in the long game where bots stalled:
    # a tie between the two attacks must not be settled by card numbers
    st = t.state
    a, b = st.hall[0][0], st.hall[2][0]
    st.hall[0][0], st.hall[2][0] = b, a
    st.loc[a], st.loc[b] = "hall.3", "hall.1"
    return t


def test_an_attack_on_the_last_rank_with_the_deck_empty_changes_nothing(table):
    t = stalled(table, leader=0)
    first, last = t.card("Inferno"), t.card("Inferno", 2)
    assert t.state.rank_of(first) == 1 and t.state.rank_of(last) == 3
    assert not knowledge.retreat_moves_on(t.game, last)  # it comes straight back to rank 3
    assert knowledge.retreat_moves_on(t.game, first)  # the Thunderstone would move up to rank 1
    before = knowledge.idle_turns(t.game)
    t.do("dungeon", "attack [Inferno#2]", "end")
    assert t.state.rank_of(last) == 3 and not t.state.dungeon
    assert knowledge.idle_turns(t.game) == before + 1  # the lost battle was no progress


@pytest.mark.parametrize("strength", ["easy", "normal", "hard"])
def test_the_leader_ends_a_stalled_game_by_attacking_rank_1(table, strength):
    t = stalled(table, leader=0)
    rank1 = t.card("Inferno")
    actions = play_turn(t, bot(strength))
    assert Attack(rank1) in actions  # rank 1: the Thunderstone moves up and the game ends
    assert t.state.over and t.state.result["winners"] == [0]


@pytest.mark.parametrize("strength", ["easy", "normal", "hard"])
def test_a_stalled_game_ends_whoever_leads(table, strength):
    """Bots behind on points would rather not end the game, but after a round of standing still
    someone moves it on: the game ends within a few rounds, whoever leads."""
    for leader in range(3):
        t = stalled(table, leader)
        bots = [bot(strength, seed) for seed in range(3)]
        for _ in range(3 * 8):
            if t.state.over:
                break
            play_turn(t, bots[t.state.active])
        assert t.state.over, f"leader {leader}: still going after 8 rounds"


# --- no peeking ----------------------------------------------------------------------------------

def hidden_dealt_again(game: Game, me: int, seed: int) -> Game:
    """The same position as `me` sees it, with every hidden zone dealt differently: the order of my
    deck, the other players' hands and decks (pooled, same sizes), the dungeon deck's order, and
    the game's own generator (future shuffles); what `me` saw put on top of my deck or the dungeon
    deck (knowledge.seen_tops) stays there."""
    rnd = random.Random(seed)
    st = game.state.clone()
    deck_top, dungeon_top = knowledge.seen_tops(game, me)
    under = [c for c in st.players[me].deck if c not in deck_top]
    rnd.shuffle(under)
    st.players[me].deck[:] = deck_top + under
    for q, pl in enumerate(st.players):
        if q == me:
            continue
        pool = pl.hand + pl.deck
        rnd.shuffle(pool)
        pl.hand[:], pl.deck[:] = pool[:len(pl.hand)], pool[len(pl.hand):]
        for c in pl.hand:
            st.loc[c] = f"p{q}.hand"
        for c in pl.deck:
            st.loc[c] = f"p{q}.deck"
    under = [c for c in st.dungeon if c not in dungeon_top]
    rnd.shuffle(under)
    st.dungeon[:] = dungeon_top + under
    st.rng = rnd.getrandbits(64)
    other = Game(game.catalog, st, game.mode, game.setup, game.seed)
    # the history, without what would tell hidden orders: bots read only public events from it (who
    # attacked, bought, levelled up or rested when) and what `me` saw of its deck and the dungeon
    # deck (the cards moved on and off them, and that they were shuffled, not into what order)
    mine = (f"p{me}.deck", "dungeon")
    other.log = [Shuffled(e.zone, (), 0) if isinstance(e, Shuffled) else e for e in game.log
                 if not isinstance(e, Moved | MovedCards | Shuffled)
                 or (isinstance(e, Shuffled) and e.zone in mine)
                 or (isinstance(e, Moved | MovedCards) and (e.src in mine or e.dst in mine))]
    assert knowledge.seen_tops(other, me) == (deck_top, dungeon_top)
    return other


def decisions_agree(catalog, choose, seats: list[str], seed: int, positions: int) -> tuple[int, int]:
    """Play a game; at each of the first `positions` decisions of any seat, compare what `choose`
    decides in the real position and in the same position with the hidden zones dealt again.
    Returns (positions compared, disagreements)."""
    game = Game.new(catalog, first_game([f"P{p}" for p in range(len(seats))]), seed)
    players = [bot(s, seed + p) for p, s in enumerate(seats)]
    compared = disagreements = 0
    while not game.state.over and compared < positions:
        me = game.to_act
        pr = game.state.prompt
        if len(game.legal_actions()) > 1 and not (pr and pr.reason in ("reorder_dungeon", "swap_monster")):
            other = hidden_dealt_again(game, me, seed * 1000 + compared)
            assert other.state.dungeon != game.state.dungeon or len(game.state.dungeon) < 2
            compared += 1
            if choose(game, me) != choose(other, me):
                disagreements += 1
        game.apply(players[me].choose(game))
    return compared, disagreements


@pytest.mark.parametrize("strength", ["easy", "normal", "hard"])
def test_bots_decide_the_same_whatever_the_hidden_cards_are(catalog, strength):
    def choose(game, me):
        return make_bot(strength, 99, budget=BUDGET).choose(game)  # a fresh bot: no memory either

    compared, disagreements = decisions_agree(catalog, choose, [strength, "normal", "random"], 3, 40)
    assert compared == 40 and disagreements == 0


@pytest.mark.parametrize("strength", ["normal", "hard"])
def test_bots_decide_the_same_whatever_lies_under_what_they_saw(table, strength):
    """After a Scout put three cards back on my deck, the same position with the rest of the deck
    and every other hidden zone dealt again gets the same decision."""
    t = table(players=[{"hand": ["Scout", "Scout", "Militia", "Torch"],
                        "deck": ["Dagger", "Iron Rations", "Soul Gem", "Militia", "Torch", "Militia", "Militia"]},
                       {"deck": ["Militia"] * 8}],
              hall=["Harpy", "Half-Ogre", "Orc Blademaster"],
              dungeon=["Medusa", "Plague Zombie", "Minotaur", "Walking Scourge", "Harpy"], choice="village")
    scout = t.card("Scout")
    t.do(f"use {scout} 0", "choose [Soul Gem] [Torch] [Dagger]")
    assert knowledge.seen_tops(t.game, 0)[0] == [t.card("Soul Gem"), t.card("Torch"), t.card("Dagger")]
    for seed in range(4):
        other = hidden_dealt_again(t.game, 0, seed)
        assert other.state.players[0].deck[:3] == t.state.players[0].deck[:3]
        assert bot(strength, 5).choose(other) == bot(strength, 5).choose(t.game)


def test_the_no_peeking_check_catches_a_bot_that_reads_the_dungeon_order(catalog):
    def peeking(game, me):
        legal = game.legal_actions()
        return legal[game.state.dungeon[0] % len(legal)] if game.state.dungeon else legal[0]

    compared, disagreements = decisions_agree(catalog, peeking, ["normal", "normal"], 3, 40)
    assert disagreements > 0


def test_the_random_bot_does_not_rest_its_deck_away_below_a_starting_deck(catalog):
    """Resting at random would thin a deck to nothing; a party with no light and no gold then
    never gets past a Blink Dog in rank 1 and the game cannot end (seen in a base-set soak)."""
    from game.ai.random_bot import STARTING_DECK_SIZE, RandomBot, owned
    from game.engine.actions import DestroyCard
    from game.scenario import build

    game = build(catalog, {"players": [{"hand": ["Militia", "Torch"], "deck": ["Dagger"] * 10}, {}],
                           "hall": ["Blink Dog", "Harpy", "Harpy"], "choice": "rest"})
    assert owned(game, 0) == STARTING_DECK_SIZE == 12
    assert any(isinstance(a, DestroyCard) for a in game.legal_actions())  # a person may still thin it
    bot = RandomBot(1)
    assert not any(isinstance(bot.choose(game), DestroyCard) for _ in range(50))
    bigger = build(catalog, {"players": [{"hand": ["Militia", "Torch"], "deck": ["Dagger"] * 11}, {}],
                             "hall": ["Blink Dog", "Harpy", "Harpy"], "choice": "rest"})
    assert any(isinstance(RandomBot(s).choose(bigger), DestroyCard) for s in range(50))


def test_the_random_bot_with_a_thin_deck_uses_no_ability_that_destroys_its_own_cards(catalog):
    """A mixed-set soak found the other way to a dead game: decks burnt away (Burnt Offering) until
    no party had light for the Blink Dogs in front of a Guardian that never leaves the hall."""
    from game.ai.random_bot import RandomBot, destroys_own
    from game.engine.actions import UseAbility
    from game.scenario import build

    game = build(catalog, {"players": [{"hand": ["Burnt Offering", "Torch", "Militia"], "deck": ["Dagger"] * 5}, {}],
                           "hall": ["Blink Dog", "Harpy", "Harpy"], "choice": "village"})
    offering = next(c for c in game.hand(0) if game.name(c) == "Burnt Offering")
    use = UseAbility(offering, 0)
    assert use in game.legal_actions() and destroys_own(game, use)
    assert all(RandomBot(s).choose(game) != use for s in range(60))


def test_a_bots_private_copy_is_known_as_one_and_leaves_the_game_as_it_was(catalog):
    """knowledge.is_private tells a bot's copy (a game that keeps no log) from the game itself; the
    planner keeps its battle plans only inside copies."""
    game = Game.new(catalog, first_game(["A", "B"]), 3)
    before = game.state.clone()
    copy = knowledge.determinize(game, 0, 99)
    assert knowledge.is_private(copy) and not knowledge.is_private(game)
    assert copy.state is not game.state and copy.log == [] and len(game.log) > 0
    copy.apply(copy.legal_actions()[0])  # playing on in the copy changes nothing in the game
    assert game.state == before


def test_a_defeat_with_a_plaguebearer_in_the_hall_costs_a_disease_for_each_of_them_alone(table, monkeypatch):
    # Plaguebearer: each player gains a Disease whenever another monster is defeated
    from game.ai.planner import Planner

    hand = ["Stoneguard Brute", "Militia", "Dagger", "Torch", "Torch", "Torch"]
    t = table(players=[{"hand": hand, "deck": ["Militia"] * 6}], hall=["Harpy", "Plaguebearer", "Plaguebearer"],
              dungeon=DUNGEON, mode="solo", options={"level": "normal"}, choice="dungeon")
    planner = Planner()
    vm = planner.vm(t.game, 0)
    disease = vm.deck_value(t.game.catalog.cards[t.game.catalog.disease_key])
    assert disease < 0
    harpy, first = t.card("Harpy"), t.card("Plaguebearer")
    assert planner.defeat_costs(t.game, harpy, vm) == pytest.approx(-2 * disease)  # both answer the defeat
    assert planner.defeat_costs(t.game, first, vm) == pytest.approx(-disease)  # only the other one does

    calm = table(players=[{"hand": hand, "deck": ["Militia"] * 6}], hall=["Harpy", "Half-Ogre", "Orc Blademaster"],
                 dungeon=DUNGEON, mode="solo", options={"level": "normal"}, choice="dungeon")
    assert planner.defeat_costs(calm.game, calm.card("Harpy"), planner.vm(calm.game, 0)) == 0.0
    # in a race for points every player gains one alike: no cost of its own
    race = table(players=[{"hand": hand}, {}], hall=["Harpy", "Plaguebearer", "Plaguebearer"], dungeon=DUNGEON,
                 choice="dungeon")
    assert planner.defeat_costs(race.game, race.card("Harpy"), planner.vm(race.game, 0)) == 0.0
    # in co-op the party gains them: one for each player
    party = table(players=[{"hand": hand}, {}], hall=["Harpy", "Plaguebearer", "Plaguebearer"], dungeon=DUNGEON,
                  mode="coop", choice="dungeon")
    planner = Planner()  # (its value models are kept by position, not by game)
    party_vm = planner.vm(party.game, 0)
    party_disease = party_vm.deck_value(party.game.catalog.cards[party.game.catalog.disease_key])
    assert planner.defeat_costs(party.game, party.card("Harpy"), party_vm) == pytest.approx(-2 * 2 * party_disease)

    # the quick battle value counts it: the same battle without it is worth two Diseases more
    value, wins, _ = planner.battle_value(t.game, 0, harpy, vm)
    monkeypatch.setattr(Planner, "defeat_costs", lambda self, game, monster, vm: 0.0)
    assert wins and value == pytest.approx(planner.battle_value(t.game, 0, harpy, vm)[0] + 2 * disease)


def _dogs_in_the_dark(table, rounds):
    """Two players who can buy nothing (Militia only) before two Blink Dogs, which cannot be
    attacked under a light penalty, after `rounds` rounds of visiting the village."""
    militia = {"hand": ["Militia"] * 6, "deck": ["Militia"] * 6}
    t = table(players=[dict(militia), dict(militia)], hall=["Blink Dog", "Blink Dog", "Harpy"], dungeon=DUNGEON)
    for _ in range(2 * rounds):
        t.do("village", "end")
    return t


def test_a_stall_only_light_can_break_makes_light_worth_more_each_idle_turn(table, monkeypatch):
    """Two normal bots with no light had visited the village for 2,000 turns before two Blink Dogs:
    while the game stands still with such a monster in the hall, a point of light adds 1 to a
    card's worth for each idle turn beyond a round, and nothing otherwise."""
    t = _dogs_in_the_dark(table, 3)
    idle = knowledge.idle_turns(t.game)  # the six turns before and this one
    assert idle == 7 and stall_light(t.game) == idle - 2
    assert stall_light(_dogs_in_the_dark(table, 0).game) == 0.0  # not a round of standing still: no stall yet
    quiet = table(players=[{"hand": ["Militia"] * 6, "deck": ["Militia"] * 6}] * 2, hall=["Harpy", "Harpy", "Harpy"],
                  dungeon=DUNGEON)
    for _ in range(6):
        quiet.do("village", "end")
    assert knowledge.idle_turns(quiet.game) == 7 and stall_light(quiet.game) == 0.0  # nothing barred by the dark
    torch, militia = t.game.catalog.cards["torch"], t.game.catalog.cards["militia"]
    stalled = ValueModel(t.game, 0)
    monkeypatch.setattr(values, "stall_light", lambda game: 0.0)
    calm = ValueModel(t.game, 0)  # the same position, the stall not counted
    assert stalled.light_of(torch) == 1.0 and stalled.light_of(militia) == 0.0
    assert stalled.def_value(militia) == pytest.approx(calm.def_value(militia))
    assert stalled.def_value(torch) == pytest.approx(calm.def_value(torch) + 5.0)


def test_the_stall_light_keys_the_value_models_so_a_private_copy_does_not_lend_its_own(table):
    """A private copy has no log, so it sees no stall: its model must not stand in for the real
    game's at the same moment (the bot's choice had hung on which it made first)."""
    t = _dogs_in_the_dark(table, 3)
    planner = Planner()
    copy = knowledge.determinize(t.game, 0, 1)
    assert planner.vm(copy, 0).stall_light == 0.0
    assert planner.vm(t.game, 0).stall_light == 5.0
