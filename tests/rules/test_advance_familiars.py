"""Thunderstone Advance's familiars, the mechanism (Towers of Ruin rulebook: Vertraute, Varianten: Wahl des
Vertrauten; docs/advance.md section 12, worked example 15; game.engine.rules.familiars).

The sources name 4 of the 7 familiars and give none of their abilities, XP thresholds or counts, so no
familiar ships in cards/advance/: these tests bring two synthetic ones (tests/data/familiar_cards/)."""

import shutil
from pathlib import Path

import pytest

from game.catalog import load_catalog
from game.engine.battle_advance import spoils_cancelled
from game.engine.errors import IllegalAction
from game.engine.game import Game
from game.engine.rules import familiars
from game.engine.setup import Setup, first_game
from game.engine.undo import hidden_zone
from game.scenario import Position, build

ROOT = Path(__file__).resolve().parents[2]
HALL4 = ["Griknack Goblin", "Pegasus", "Griffon", "Nixie"]  # health 4, 6, 7, 5
HEROES = {"heroes": ["criochan", "deepstrider", "whetmage", "drua"], "village": []}
DECK = ["Regular"] * 8


@pytest.fixture(scope="module")
def familiar_catalog(tmp_path_factory):
    root = tmp_path_factory.mktemp("familiar_cards") / "cards"
    shutil.copytree(ROOT / "cards", root)
    (root / "rules_test").mkdir()
    for f in (ROOT / "tests" / "data" / "familiar_cards").glob("*.yaml"):
        shutil.copy(f, root / "rules_test" / f.name)
    return load_catalog(root)


def position(catalog, hand=("Criochan Captain",), pile=("Test Owl", "Test Toad"), xp=0, aside=(), deck=DECK,
             claimed=None, others=1, **spec) -> Position:
    spec.setdefault("choice", "dungeon")
    if claimed is not None:
        spec["mode_data"] = {familiars.CLAIMED: list(claimed)}
    players = [{"hand": list(hand), "deck": list(deck), "xp": xp, "aside": list(aside)}]
    players += [{"hand": ["Regular"] * 6, "deck": list(deck)} for _ in range(others)]
    spec.setdefault("hall", HALL4)
    return Position(build(catalog, dict(ruleset="advance", village=HEROES, dungeon=["Harpy"] * 3,
                                        players=players, piles={"familiars": list(pile)}, **spec)))


def prompt(t: Position) -> tuple[str, str, list] | None:
    pr = t.state.prompt
    return None if pr is None else (pr.kind, pr.reason, list(pr.options))


# --- the deck --------------------------------------------------------------------------------------

def advance_setup() -> Setup:
    return Setup(**{**first_game(["a", "b"]).to_dict(), "ruleset": "advance"})


def test_an_advance_game_shuffles_the_familiars_face_down_beside_the_village(familiar_catalog):
    games = [Game.new(familiar_catalog, advance_setup(), seed) for seed in range(1, 9)]
    piles = [[g.state.cards[c] for c in g.state.piles["familiars"]] for g in games]
    assert all(sorted(p) == ["test_owl", "test_toad"] for p in piles)
    assert len({tuple(p) for p in piles}) == 2  # shuffled by the seed
    assert hidden_zone("pile.familiars", 0)


def test_the_real_card_data_has_no_familiar_so_no_familiar_deck_is_laid_out(catalog):
    assert not familiars.deck_keys(catalog)
    assert "familiars" not in Game.new(catalog, advance_setup(), 1).state.piles


def test_a_classic_game_has_no_familiar_deck(familiar_catalog):
    classic = Setup(**{**first_game(["a", "b"]).to_dict()})
    assert "familiars" not in Game.new(familiar_catalog, classic, 1).state.piles


# --- the claim -------------------------------------------------------------------------------------

def test_defeating_a_monster_offers_the_top_familiar_which_is_laid_out_in_front_of_the_victor(familiar_catalog):
    t = position(familiar_catalog).do("attack [Griknack Goblin]")
    assert prompt(t) == ("option", "familiar", ["claim", "pass"])
    t.do("choose claim")
    assert t.names("p0.aside") == ["Test Owl"] and t.names("pile.familiars") == ["Test Toad"]
    assert "Test Owl" not in t.names("p0.hand")
    assert familiars.claimed(t.game) == (0,)


def test_a_player_may_pass_and_claim_after_a_later_victory(familiar_catalog):
    t = position(familiar_catalog).do("attack [Griknack Goblin]", "choose pass")
    assert t.names("p0.aside") == [] and familiars.claimed(t.game) == ()
    assert familiars.may_claim(t.game, 0)


def test_losing_the_battle_offers_no_familiar(familiar_catalog):
    t = position(familiar_catalog, hand=["Regular"]).do("attack [Griffon]")
    assert t.state.turn.battle_won is False
    assert prompt(t) is None or prompt(t)[1] != "familiar"
    assert t.names("pile.familiars") == ["Test Owl", "Test Toad"]


def test_a_familiar_is_claimed_once_a_game_even_when_the_first_is_gone(familiar_catalog):
    t = position(familiar_catalog, claimed=[0]).do("attack [Griknack Goblin]")
    assert prompt(t) is None or prompt(t)[1] != "familiar"
    assert t.names("pile.familiars") == ["Test Owl", "Test Toad"]


def test_each_player_may_have_one_familiar_of_their_own(familiar_catalog):
    t = position(familiar_catalog, claimed=[1]).do("attack [Griknack Goblin]", "choose claim")
    assert t.names("p0.aside") == ["Test Owl"] and familiars.claimed(t.game) == (1, 0)


def test_with_the_familiar_deck_empty_nothing_is_offered(familiar_catalog):
    t = position(familiar_catalog, pile=[]).do("attack [Griknack Goblin]")
    assert prompt(t) is None or prompt(t)[1] != "familiar"


def test_choice_of_familiar_shows_the_top_two_keeps_one_and_shuffles_the_other_back(familiar_catalog):
    t = position(familiar_catalog)
    t.game.ruleset.options[familiars.CHOICE_OPTION] = True  # the variant (Varianten: Wahl des Vertrauten)
    t.do("attack [Griknack Goblin]", "choose claim")
    assert prompt(t) == ("cards", "familiar", [t.card("Test Owl"), t.card("Test Toad")])
    t.do("choose [Test Toad]")
    assert t.names("p0.aside") == ["Test Toad"] and t.names("pile.familiars") == ["Test Owl"]
    assert "Shuffled" in t.event_types()


# --- its abilities ---------------------------------------------------------------------------------

def test_an_ability_needs_its_xp_held_and_spends_none_of_it(familiar_catalog):
    t = position(familiar_catalog, aside=["Test Owl"], xp=3)
    t.do("use [Test Owl] 1")
    assert t.gained("attack") == [2] and t.state.players[0].xp == 3
    poor = position(familiar_catalog, aside=["Test Owl"], xp=2)
    assert "do not hold enough XP" in poor.refused("use [Test Owl] 1")
    poor.do("use [Test Owl] 0")  # the 1-XP ability is within reach
    assert len(poor.names("p0.hand")) == 2


def test_several_of_its_abilities_may_be_used_in_one_turn(familiar_catalog):
    t = position(familiar_catalog, aside=["Test Owl"], xp=3).do("use [Test Owl] 0", "use [Test Owl] 1")
    assert t.gained("attack") == [2] and len(t.names("p0.hand")) == 2


def test_a_laid_out_familiar_takes_no_place_in_the_hand_and_stays_out_until_used(familiar_catalog):
    t = position(familiar_catalog, aside=["Test Owl"], xp=1, choice="village").do("end")
    assert t.names("p0.aside") == ["Test Owl"] and len(t.names("p0.hand")) == 6


def test_a_familiar_used_this_turn_goes_to_the_discard_pile_at_its_end(familiar_catalog):
    t = position(familiar_catalog, aside=["Test Toad"], xp=2, choice="village").do("use [Test Toad] 0", "end")
    assert t.names("p0.aside") == [] and "Test Toad" in t.names("p0.discard")
    assert len(t.names("p0.hand")) == 6


def test_drawn_again_it_may_be_laid_out_as_the_turn_starts_without_a_replacement_card(familiar_catalog):
    t = position(familiar_catalog, hand=["Regular"], deck=["Test Owl"] + ["Regular"] * 8, choice="village",
                 others=1)
    t.do("end")  # player 0 draws the Owl; player 1's turn, then player 0's again
    assert "Test Owl" in t.names("p0.hand")
    t.do("village", "end")
    assert prompt(t) == ("option", "lay_out_familiar", ["lay_out", "keep"])
    t.do("choose lay_out")
    assert t.names("p0.aside") == ["Test Owl"] and len(t.names("p0.hand")) == 5


def test_a_familiar_kept_in_the_hand_can_be_used_from_there(familiar_catalog):
    t = position(familiar_catalog, hand=["Test Toad", "Regular"], xp=2, choice="village")
    t.do("use [Test Toad] 0")
    assert t.gained("gold") == [2]


def test_another_players_laid_out_familiar_is_not_yours_to_use(familiar_catalog):
    t = Position(build(familiar_catalog, dict(
        ruleset="advance", village=HEROES, hall=HALL4, choice="village", piles={"familiars": []},
        players=[{"hand": ["Regular"], "deck": DECK, "xp": 5}, {"deck": DECK, "aside": ["Test Toad"]}])))
    with pytest.raises(IllegalAction, match="not in your hand"):
        t.do("use [Test Toad] 0")


def test_random_bots_play_a_whole_advance_game_with_familiars(familiar_catalog):
    """The claim and the lay-out questions come up in a whole game (this seed has both) and never stall
    it; the invariants are checked after every event."""
    from game.ai.random_bot import RandomBot

    game = Game.new(familiar_catalog, advance_setup(), 602, checked=True)
    bots = [RandomBot(10 + p) for p in range(2)]
    asked = set()
    while not game.state.over:
        game.apply(bots[game.to_act].choose(game))
        if game.state.prompt is not None:
            asked.add(game.state.prompt.reason)
        assert game.state.turn_number <= 2000, "no end"
    assert {"familiar", "lay_out_familiar"} <= asked and familiars.claimed(game) == (1,)


def test_marids_cancel_of_spoils_abilities_leaves_the_familiar_claim(familiar_catalog):
    # the claim is the game's own rule after a victory, no card's Spoils ability (README reading)
    t = position(familiar_catalog, hand=["Criochan Captain", "Criochan Captain", "Torch"],
                 hall=["Marid", "Pegasus", "Griffon", "Nixie"])
    t.do("attack [Marid]")
    while prompt(t) is not None and prompt(t)[1] != "familiar":
        t.do("choose " + " ".join(str(v) for v in t.state.prompt.options[:t.state.prompt.min]))
    assert t.state.turn.battle_won and spoils_cancelled(t.game)
    assert prompt(t) == ("option", "familiar", ["claim", "pass"])
