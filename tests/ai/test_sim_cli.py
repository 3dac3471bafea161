"""`thunderstone sim --bots`: seats bots by strength and reports win rates and game length."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from game.ai import make_bot
from game.ai.tuning import Tuning
from game.cli import main
from game.simulation import SimStats, seat_strengths


def test_sim_seats_bots_by_strength_and_reports_win_rates_per_strength(capsys):
    assert main(["sim", "--players", "2", "--games", "2", "--bots", "easy,random", "--quiet", "--no-check"]) == 0
    out = capsys.readouterr().out
    assert "2 games, 0 failed" in out
    assert "average game length:" in out
    easy = next(line for line in out.splitlines() if line.strip().startswith("easy:"))
    random_line = next(line for line in out.splitlines() if line.strip().startswith("random:"))
    assert "2 seats" in easy and "2 seats" in random_line
    assert "win rate per seat" in easy


def test_sim_gives_every_mode_and_level_each_strength_in_turn():
    kinds = 4  # e.g. Advance's competitive and its three solo levels, one game of each in turn
    for kind in range(kinds):
        games = [kind + kinds * k for k in range(4)]  # the games of this kind
        assert [seat_strengths(["normal", "easy"], i, kinds, 1)[0] for i in games] == ["normal", "easy"] * 2
    # one kind: the strengths turn from game to game, each seat in turn
    assert [seat_strengths(["normal", "easy", "hard"], i, 1, 2) for i in range(3)] == [
        ["normal", "easy"], ["easy", "hard"], ["hard", "normal"]]


def test_sim_refuses_an_unknown_bot(capsys):
    with pytest.raises(SystemExit):
        main(["sim", "--players", "2", "--games", "1", "--bots", "normal,genius"])
    assert "unknown bot 'genius'" in capsys.readouterr().err


# --- --tuning: the valuation's knobs moved, for measuring them from the command line ---------------

def test_tuning_moves_the_named_knobs_and_keeps_the_others():
    t = Tuning.parse("solo_fight_share=0.7, rest_margin=0")
    assert (t.solo_fight_share, t.rest_margin) == (0.7, 0.0)
    assert replace(t, solo_fight_share=Tuning().solo_fight_share, rest_margin=Tuning().rest_margin) == Tuning()
    assert Tuning.parse("") == Tuning()


def test_a_stack_bonus_is_parsed_apart_from_the_knobs():
    t = Tuning.parse("stack.militia=-1, rest_margin=0, stack.stoneguard=0.5")
    assert t.stack_bonus == (("militia", -1.0), ("stoneguard", 0.5)) and t.stacks_named() == ["militia", "stoneguard"]
    assert replace(t, stack_bonus=(), rest_margin=Tuning().rest_margin) == Tuning()


def test_a_stack_the_cards_have_not_is_refused_before_any_game(capsys):
    with pytest.raises(SystemExit) as e:
        main(["sim", "--games", "1", "--bots", "normal", "--tuning", "stack.militias=-1"])
    assert e.value.code == 2 and "--tuning: no stack 'militias' in the cards" in capsys.readouterr().err


@pytest.mark.parametrize("spec, says", [
    ("bogus=1", "unknown knob 'bogus'; known: fight_share,"),
    ("stack.=1", "'stack.=1': expected stack.NAME=value"),
    ("stack.militia=x", "stack.militia: 'x' is not a number"),
    ("rest_margin=x", "rest_margin: 'x' is not a number"),
    ("rest_margin", "'rest_margin': expected knob=value"),
    ("rest_margin=nan", "rest_margin: 'nan' is not a finite number"),
])
def test_a_bad_tuning_is_refused_with_the_reason(spec, says, capsys):
    with pytest.raises(ValueError, match=re.escape(says)):
        Tuning.parse(spec)
    with pytest.raises(SystemExit) as e:
        main(["sim", "--players", "2", "--games", "1", "--bots", "normal", "--tuning", spec])
    assert e.value.code == 2 and f"--tuning: {says}" in capsys.readouterr().err


def test_every_heuristic_bot_values_with_the_tuning_it_is_given():
    t = Tuning.parse("solo_fight_share=0.7")
    for strength in ("easy", "normal", "hard"):
        assert make_bot(strength, 3, tuning=t).planner.policy.tuning == t
    hard = make_bot("hard", 3, tuning=t)
    assert hard.advisor.planner.policy.tuning == t  # the choice that stands is the normal bot's, tuned alike
    assert make_bot("easy", 3, tuning=t).planner.policy.rest is False  # easy keeps its blind spots
    assert make_bot("normal", 3).planner.policy.tuning == Tuning()


def test_sim_seats_bots_with_the_tuning_it_is_given(capsys, monkeypatch):
    import game.ai

    made = []
    real = game.ai.make_bot

    def spy(name, seed=0, **options):
        made.append((name, options.get("tuning")))
        return real(name, seed, **options)

    monkeypatch.setattr(game.ai, "make_bot", spy)
    assert main(["sim", "--mode", "solo", "--level", "normal", "--games", "1", "--bots", "normal", "--quiet",
                 "--no-check", "--tuning", "rest_margin=0"]) == 0
    assert made == [("normal", Tuning.parse("rest_margin=0"))]
    assert "1 games, 0 failed" in capsys.readouterr().out


def test_a_tie_is_shared_among_the_tied_seats():
    stats = SimStats()
    stats.add(["normal", "random", "hard"], {"winners": [0, 2], "scores": {"0": 9, "1": 2, "2": 9}}, 30)
    stats.add(["random", "hard", "normal"], {"winners": [1], "scores": {"0": 0, "1": 12, "2": 4}}, 36)
    assert stats.wins == {"normal": 0.5, "hard": 1.5}
    assert stats.seats == {"normal": 2, "random": 2, "hard": 2}
    assert stats.report()[0] == "average game length: 33.0 turns (11.0 rounds)"


# --- --scenario: Advance's first game and its three scenarios ---------------------------------------

def test_sim_plays_each_advance_scenario_in_turn_by_its_own_rules_and_board(capsys, monkeypatch):
    from game import simulation
    from game.engine.game import Game

    played = []
    real_new = Game.new

    def new(catalog, setup, seed, **kw):
        played.append((setup.thunderstone, setup.ruleset, setup.options.get("board"), tuple(setup.monsters)))
        return real_new(catalog, setup, seed, **kw)

    monkeypatch.setattr(Game, "new", staticmethod(new))
    monkeypatch.setattr(simulation, "MAX_SIM_TURNS", 1)  # each game stops at once: only its setup matters here
    main(["sim", "--scenario", "all", "--players", "2", "--games", "4", "--quiet", "--no-check"])
    assert [(stone, rules, board) for stone, rules, board, _ in played] == [
        ("stramst", "advance", "wilderness"), ("stramst", "advance", "wilderness"),
        ("belac", "advance", "dungeon"), ("orseg", "advance", "dungeon")]
    assert played[0][3] == ("burnmarked_fire", "kobold_humanoid", "ogre_humanoid")  # the first game
    assert played[3][3] == ("dragon_fire", "djinni_efreet", "burnmarked_fire")  # Tower of Scorn
    assert "4 games" in capsys.readouterr().out


def test_sim_plays_one_named_scenario_whole(capsys):
    assert main(["sim", "--scenario", "advance/tower_of_scorn", "--players", "3", "--games", "1",
                 "--no-check"]) == 0
    out = capsys.readouterr().out
    assert "1 games, 0 failed" in out and "players 3 advance/tower_of_scorn:" in out


@pytest.mark.parametrize("argv, message", [
    (["--scenario", "advance/tower_of_doom"], "no scenario advance/tower_of_doom (known: base, dragonspire, doomgate, "
                                              "advance, advance/tower_of_corruption, advance/tower_of_compulsion, "
                                              "advance/tower_of_scorn, or all)"),
    (["--scenario", "advance", "--ruleset", "classic"], "played by the advance rules, not classic"),
    (["--scenario", "advance,dragonspire"], "are played by different rules"),
    (["--scenario", "advance/tower_of_scorn", "--random-setup"], "leave out --random-setup"),
    (["--scenario", "advance/tower_of_scorn", "--board", "wilderness"], "leave out --board"),
])
def test_sim_refuses_a_bad_scenario_with_the_known_ones(capsys, argv, message):
    with pytest.raises(SystemExit) as e:
        main(["sim", "--games", "1", *argv])
    assert e.value.code == 2 and message in capsys.readouterr().err


@pytest.mark.parametrize("argv, every", [([], "round"), (["--check-every", "turn"], "turn"),
                                         (["--check-every", "action"], "action")])
def test_sim_checks_the_invariants_at_the_end_of_every_round_unless_told_otherwise(capsys, monkeypatch, argv, every):
    from game.engine import invariants
    from game.engine.game import Game

    checked: list[tuple[str, int]] = []
    real = invariants.check

    def spy(game):
        checked.append((game.check_every, game.state.turn_number))
        real(game)

    monkeypatch.setattr(invariants, "check", spy)
    applied: list[int] = []
    real_apply = Game.apply

    def counting(self, action):
        applied.append(1)
        return real_apply(self, action)

    monkeypatch.setattr(Game, "apply", counting)
    assert main(["sim", "--players", "2", "--games", "1", "--bots", "random", "--quiet", *argv]) == 0
    assert "1 games, 0 failed" in capsys.readouterr().out
    assert {e for e, _ in checked} == {every}
    turns = len({t for _, t in checked})
    if every == "turn":  # the starting position, then once at the end of every turn
        assert len(checked) == turns + 1 < len(applied)
    elif every == "round":  # the starting position, then as turns 3, 5, 7... begin (2 players), and the end
        assert [t for _, t in checked[1:-1]] == list(range(3, 2 * len(checked) - 2, 2))
        assert checked[0][1] == 1
    else:
        assert len(checked) == len(applied)


# --- --option: the mode's options, for measuring a rule's reading from the command line ------------

def test_option_plays_every_game_with_the_mode_options_given(capsys, monkeypatch):
    import game.cli

    seen = []
    real = game.cli._mode_setup

    def mode_setup(*a, **k):
        setup = real(*a, **k)
        seen.append(dict(setup.options))
        return setup

    monkeypatch.setattr(game.cli, "_mode_setup", mode_setup)
    assert main(["sim", "--mode", "solo", "--games", "2", "--bots", "random", "--quiet", "--no-check",
                 "--option", "lost_battle_holds_back=true, respite_turn=same"]) == 0
    assert seen and {o["level"] for o in seen} == {"normal", "warrior", "nightmare"}
    assert all(o["lost_battle_holds_back"] is True and o["respite_turn"] == "same" for o in seen)


@pytest.mark.parametrize("args, says", [
    (["--mode", "solo", "--option", "lost_battle_holds_back=tru"], "is not one of false, true"),
    (["--mode", "solo", "--option", "holds_back=true"], "unknown option(s) holds_back"),
    (["--mode", "all", "--option", "lost_battle_holds_back=true"], "Competitive: unknown option(s)"),
    (["--mode", "solo", "--option", "lost_battle_holds_back"], "'lost_battle_holds_back' is not NAME=VALUE"),
])
def test_a_bad_option_is_refused_before_any_game(args, says, capsys):
    with pytest.raises(SystemExit) as e:
        main(["sim", "--games", "1", "--bots", "random", *args])
    err = capsys.readouterr().err
    assert e.value.code == 2 and says in err and err.startswith("--option: ")
