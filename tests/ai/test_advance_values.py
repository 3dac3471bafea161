"""What the bots value in a competitive Advance game. A normal-bot soak had them buying Mass Teleport
and Moonstone over heroes, with the monsters' XP worth next to nothing, and a quarter of the games
standing still: a Regular levels up into any level 1 hero, so an XP is worth a share of that; a
hero is worth a share of the heroes it grows into; a card drawn in the dungeon counts for its fight,
not its gold; a card that destroys itself is used once."""

import pytest

from game.ai import make_bot
from game.ai.planner import Planner
from game.engine.actions import Buy, Choose, LevelUp
from game.engine.events import MonsterDefeated
from tests.ai.test_bots import DUNGEON, play_turn
from tests.cards.advance_monster_helpers import QUIET, advance

START_HAND = ["Torch", "Longspear", "Torch", "Regular", "Regular", "Regular"]  # 6 gold
START_DECK = ["Regular", "Regular", "Regular", "Longspear", "Thunderstone Shard", "Thunderstone Shard"]
VILLAGE = {"heroes": ["sternnkin", "whetmage"], "village": ["mass_teleport", "filigree_amulet"]}


def start(table, **spec):
    """The first turn of a game: a full dungeon deck ahead (the game's length is what a hero's
    growth and a purchase are weighed against)."""
    spec.setdefault("village", VILLAGE)
    return advance(table, START_HAND, QUIET, deck=START_DECK, dungeon=QUIET * 6, **spec)


def model(t, player=0):
    return Planner().vm(t.game, player)


def test_an_xp_is_worth_a_share_of_making_a_regular_a_level_1_hero(table):
    t = start(table)
    vm = model(t)
    regular = t.game.defn(t.card("Regular"))
    targets = {d.name: cost for d, cost in vm.level_targets(regular)}
    assert targets == {"Sternnkin Orcbane": 2, "Whetmage Honer": 2}
    best = max(vm.base_value(d) - vm.base_value(regular) for d, _ in vm.level_targets(regular)) / 2
    assert vm.xp_value == pytest.approx(vm.tuning.xp_share * best + 0.05)
    assert vm.xp_value > 0.2  # it was the floor of 0.05: a monster's XP counted for nothing


def test_a_level_1_hero_is_worth_a_share_of_the_heroes_it_grows_into(table):
    t = start(table)
    vm = model(t)
    cards = t.game.catalog.cards
    orcbane, dragonbane = cards["sternnkin_orcbane"], cards["sternnkin_dragonbane"]
    assert vm.growth(orcbane) > 0.5
    assert vm.def_value(orcbane) == pytest.approx(vm.base_value(orcbane) + vm.growth(orcbane))
    assert vm.growth(dragonbane) == 0.0  # the top level grows no further
    assert vm.growth(cards["mass_teleport"]) == 0.0  # only heroes level up


def test_a_hero_grows_only_while_the_game_leaves_time_to_earn_the_xp(table):
    t = start(table)
    vm = model(t)
    orcbane = t.game.catalog.cards["sternnkin_orcbane"]
    vm.remaining, vm._growth = 3.0, {}  # 2 XP and the turns to use the new hero: not in 3 turns
    assert vm.growth(orcbane) == 0.0


def test_a_card_drawn_in_the_dungeon_counts_for_its_fight_not_its_gold(table):
    t = start(table)
    vm = model(t)
    teleport = t.game.catalog.cards["mass_teleport"]
    assert vm.avg_fight < vm.avg_power  # the deck's gold counts in its power
    drawn = 0.8 * 3 * vm.avg_fight  # three cards for the fight, then no more dungeon abilities
    assert vm.power(teleport) == pytest.approx(drawn - 0.4)


def test_a_card_that_destroys_itself_as_the_turn_ends_is_worth_one_hand(table):
    t = start(table)
    vm = model(t)
    amulet = t.game.catalog.cards["filigree_amulet"]
    kept = 3 * vm.gold_value + 2 * vm.light_value
    assert vm.power(amulet) == pytest.approx(kept - vm.avg_power)


def test_with_six_gold_at_the_start_the_bot_buys_a_hero_rather_than_mass_teleport(table):
    t = start(table, choice="village")
    actions = play_turn(t, make_bot("normal", 1))
    bought = [t.game.catalog.groups[a.group].name for a in actions if isinstance(a, Buy)]
    assert bought and bought[0] in ("Sternnkin", "Whetmage")


def test_the_quick_policy_swaps_an_unbeatable_monster_for_a_beatable_top_card(table):
    """Polymorph: the quick policy (and so every playout of the stronger bots) answers its question
    by the battle the swap makes possible; it used to swap nothing."""
    t = table(players=[{"hand": ["Polymorph", "Stoneguard Brute", "Guardian Blade", "Torch", "Militia"],
                        "deck": ["Militia"] * 5}, {}],
              hall=["Minotaur", "Orc Warlord", "Medusa"], dungeon=["Half-Ogre"] + DUNGEON, choice="dungeon")
    minotaur, half_ogre = t.card("Minotaur"), t.card("Half-Ogre")
    t.do(f"use {t.card('Polymorph')} 0")
    assert t.state.prompt is not None and t.state.prompt.reason == "swap_monster"
    quick = Planner()
    assert quick.act(t.game) == Choose((minotaur,))
    t.events += t.game.apply(Choose((minotaur,)))
    while not t.state.over and t.state.turn_number == 1 and t.state.active == 0:
        t.events += t.game.apply(quick.act(t.game))
    assert MonsterDefeated(0, half_ogre, 1) in t.events


def test_light_is_worth_what_the_board_makes_a_point_of_darkness_cost(table):
    """The Wilderness side takes 1 attack a point of darkness over 4 ranks, the Dungeon side 2 over
    3: the same light in the same deck is worth less on the Wilderness."""
    wild = model(start(table))
    dungeon = model(advance(table, START_HAND, QUIET[:3], deck=START_DECK, dungeon=QUIET * 6, village=VILLAGE,
                            options={"board": "dungeon"}))
    assert wild.light_per_hand == dungeon.light_per_hand
    assert wild.light_value < dungeon.light_value


def test_xp_already_banked_for_the_best_level_up_is_spent_on_a_regular(table):
    """A Sternnkin Orcbane in the deck: its next level is worth most for each XP. With no XP, an XP
    is valued by it; with enough banked for it, the next XP is valued by a Regular's level-up, so a
    Regular in a village hand levels up. (Valued by the best level-up alone, the XP piled up in
    Advance solo while the Regulars stayed Regulars.)"""
    deck = ["Sternnkin Orcbane", "Regular", "Regular", "Regular", "Longspear", "Torch"]
    hand = ["Regular", "Torch", "Torch", "Longspear", "Regular"]
    village = {"heroes": ["sternnkin", "whetmage"], "village": []}
    poor = model(advance(table, hand, QUIET, deck=deck, village=village, xp=0, dungeon=QUIET * 6))
    t = advance(table, hand, QUIET, deck=deck, village=village, xp=5, choice="village", dungeon=QUIET * 6)
    rich = model(t)
    cards = t.game.catalog.cards
    rate = {d.name: rich.level_up_rate(d)[0] for d in (cards["regular"], cards["sternnkin_orcbane"])}
    assert rate["Sternnkin Orcbane"] > rate["Regular"] > 0
    assert poor.xp_value == pytest.approx(poor.tuning.xp_share * rate["Sternnkin Orcbane"] + 0.05)
    assert rich.xp_value == pytest.approx(rich.tuning.xp_share * rate["Regular"] + 0.05)
    actions = play_turn(t, make_bot("normal", 1))
    assert any(isinstance(a, LevelUp) and t.game.defn(a.card).name == "Regular" for a in actions)


def test_a_planner_keeps_apart_value_models_of_positions_that_differ_only_in_xp(table):
    """A planner keeps its value models by position; the XP held is part of it (a village card that
    gives XP changes neither the cards nor the hall), or a model made before it would value the
    XP after it."""
    deck = ["Sternnkin Orcbane", "Regular", "Regular", "Regular", "Longspear", "Torch"]
    hand = ["Regular", "Torch", "Torch", "Longspear", "Regular"]
    village = {"heroes": ["sternnkin", "whetmage"], "village": []}
    poor = advance(table, hand, QUIET, deck=deck, village=village, xp=0, dungeon=QUIET * 6)
    rich = advance(table, hand, QUIET, deck=deck, village=village, xp=5, dungeon=QUIET * 6)
    assert sorted(poor.state.player_cards(0)) == sorted(rich.state.player_cards(0))
    planner = Planner()
    before, after = planner.vm(poor.game, 0), planner.vm(rich.game, 0)
    assert after is not before and after.xp_value == pytest.approx(model(rich).xp_value) != before.xp_value


def test_the_falcon_arbalest_costs_its_carrier_s_own_attack(table):
    """The Arbalest's carrier adds no Attack of its own, and it gives its +5 from rank 2 of the
    Wilderness's 4 (3 ranks in 4). Among Regulars (Attack 1) it is worth 5 x 3/4 - 1 when carried;
    with Criochan Knights (Attack 5) beside them, less. (Valued at its +5 alone, it was the card
    Advance solo bought most, about 5 a game, over the heroes the decision check preferred.)"""
    regulars = model(start(table))
    arbalest = regulars.catalog.cards["falcon_arbalest"]
    assert regulars.ranks == 4
    assert regulars.condition_chance(arbalest, {"rank_at_least": 2}) == pytest.approx(0.75)
    assert regulars.carrier_attack(arbalest.weight) == pytest.approx(1.0)
    regulars.power(arbalest)
    assert regulars._carried["falcon_arbalest"] == pytest.approx(5 * 0.75 - 1.0)
    knights = model(advance(table, START_HAND, QUIET, deck=["Criochan Knight"] * 3 + START_DECK[3:],
                            dungeon=QUIET * 6, village=VILLAGE))
    assert knights.carrier_attack(arbalest.weight) == pytest.approx((5 * 3 + 1 * 3) / 6)
    assert knights.fight(arbalest) < regulars.fight(arbalest)


def test_a_rank_condition_counts_the_board_s_ranks(table):
    """On the Dungeon side (3 ranks) +5 from rank 2 comes in 2 ranks of 3, and one rank is a third
    of the board; on the Wilderness (4 ranks), a quarter."""
    dungeon = model(advance(table, START_HAND, QUIET[:3], deck=START_DECK, dungeon=QUIET * 6, village=VILLAGE,
                            options={"board": "dungeon"}))
    arbalest = dungeon.catalog.cards["falcon_arbalest"]
    assert dungeon.ranks == 3
    assert dungeon.condition_chance(arbalest, {"rank_at_least": 2}) == pytest.approx(2 / 3)
    assert dungeon.condition_chance(arbalest, {"rank_is": 1}) == pytest.approx(1 / 3)
    assert model(start(table)).condition_chance(arbalest, {"rank_is": 1}) == pytest.approx(1 / 4)
