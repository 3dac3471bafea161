"""The instruction-count tool (tests/reliability/instruction_count.py): its reading of callgrind's
output, its arithmetic, and (slow, with valgrind) that one tree counted twice gives one count."""

import shutil
from pathlib import Path

import pytest

from tests.reliability import instruction_count as ic

CALLGRIND_END = """==123== Events    : Ir
==123== Collected : 2688238297
==123==
==123== I   refs:      2,688,238,297
"""


def test_the_count_is_read_from_callgrinds_summary():
    assert ic.collected(CALLGRIND_END) == 2688238297


def test_output_without_a_count_is_an_error_that_says_why():
    with pytest.raises(ValueError, match="no instruction count"):
        ic.collected("valgrind: command not found")


def test_loading_is_taken_off_and_the_rest_shared_among_the_games():
    assert ic.per_game(1_900 + 3 * 150, 1_900, 3) == 150
    with pytest.raises(ValueError):
        ic.per_game(10, 5, 0)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("valgrind") is None, reason="needs valgrind")
def test_the_same_tree_counts_the_same_twice():
    root = Path(__file__).resolve().parents[2]
    first = ic.count(root, 1, checked=False)
    assert first > 1e6
    assert ic.count(root, 1, checked=False) == first


def test_a_folder_that_is_not_a_source_tree_is_refused_with_the_reason(tmp_path, capsys):
    with pytest.raises(SystemExit) as e:
        ic.main([str(tmp_path)])
    assert e.value.code == 2 and "is not a source tree of the game" in capsys.readouterr().err
