"""Hostile card data: whatever a card file holds, loading ends quickly in a CardDataError that names
the file, or in a valid catalogue; never another exception, never a hang.

A hypothesis fuzzer takes the real card files from cards/ and damages one: wrong types, unknown
keys, missing fields, huge numbers, deep nesting, YAML aliases making cycles or exponential
expansion, bytes that are not UTF-8, flipped bits, cut-off files. Each load runs under a time limit.
"""

from __future__ import annotations

import contextlib
import re
import signal
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from game.catalog import CardDataError, load_catalog
from game.catalog.loader import MAX_NUMBER
from game.engine.cards import KINDS, Catalog

CARDS = Path(__file__).resolve().parents[2] / "cards"
CARD_FILES = sorted(p.relative_to(CARDS).as_posix() for p in CARDS.rglob("*.yaml"))
TIME_LIMIT = 10.0  # seconds for one load; the largest legal file loads in a few hundredths


class Hung(BaseException):  # not an Exception, so no `except Exception` in the loader can swallow it
    pass


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise Hung in the block after `seconds` (where SIGALRM exists and this is the main thread)."""
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def alarm(signum: int, frame: Any) -> None:
        raise Hung(f"still loading after {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def load_one(rel: str, raw: bytes) -> Catalog | CardDataError:
    """Load a card folder holding `raw` as the file `rel` and one other good file: the catalogue, or
    the CardDataError. Anything else (another exception, a hang) fails the test."""
    other = "basic/torch.yaml" if rel == "basic/disease.yaml" else "basic/disease.yaml"
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "cards"
        for name, data in ((rel, raw), (other, (CARDS / other).read_bytes())):
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_bytes(data)
        try:
            with time_limit(TIME_LIMIT):
                catalog = load_catalog(root)
        except CardDataError as e:
            assert e.file in (f"cards/{rel}", f"cards/{other}"), str(e)
            assert str(e).startswith(f"{e.file}: ") and e.message
            return e
    assert_valid(catalog)
    return catalog


def assert_valid(catalog: Catalog) -> None:
    """What the engine relies on from a loaded catalogue."""
    assert catalog.cards and catalog.digest
    for key, d in catalog.cards.items():
        assert key == d.key and isinstance(d.name, str) and d.name.strip()
        assert d.kind in KINDS
        assert d.group in catalog.groups and key in catalog.groups[d.group].cards
        assert type(d.count) is int and 1 <= d.count <= MAX_NUMBER
        for f in ("level", "cost", "gold", "light", "vp", "strength", "weight", "health", "xp",
                  "level_up_xp", "attack", "magic"):
            v = getattr(d, f)
            assert v is None or (type(v) is int and abs(v) <= MAX_NUMBER), (d.name, f, v)
        assert all(isinstance(c, str) for c in d.classes)


# --- damage ---------------------------------------------------------------------------------------

PLACEHOLDER = "zzplaceholderzz"
ODD_VALUES = st.one_of(
    st.integers(-10**6, 10**6), st.floats(), st.booleans(), st.none(), st.text(max_size=12),
    st.lists(st.integers(-5, 5), max_size=3), st.dictionaries(st.text(max_size=6), st.integers(), max_size=3),
    st.sampled_from(["village", "dungeon", "hero", "attack", "draw", "Weapon", "", " ", "-1"]),
)
HOSTILE_YAML = [
    "&a [*a]",  # a list that holds itself
    "&a {x: *a}",  # a mapping that holds itself
    "&a {<<: *a}",  # a merge with itself
    "[&l0 [x, x, x, x, x, x, x, x, x, x], " + ", ".join(  # a billion laughs
        f"&l{i + 1} [" + ", ".join([f"*l{i}"] * 10) + "]" for i in range(9)) + "]",
    "{<<: &m {name: Copy, count: 1}, extra: *m}",
    "*nowhere",  # an alias to no anchor
    "!!python/object/apply:os.system [echo hi]",
    "!!binary '!!!'",
    "2001-13-45",  # a date that is no date
    "1" + "0" * 5000,  # a number longer than Python prints
    "0x" + "f" * 5000,
    ":".join(["59"] * 3000),  # a base-60 number, YAML 1.1
    ".nan",
    "-.inf",
    "[" * 20000 + "]" * 20000,  # nesting deeper than any parser recursion
    "{a: " * 3000 + "1" + "}" * 3000,
]


def spots(data: Any) -> list[tuple[Any, Any]]:
    """Every (container, key or index) in a parsed YAML document."""
    out: list[tuple[Any, Any]] = []
    todo = [data]
    while todo:
        node = todo.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for k, v in items:
            out.append((node, k))
            todo.append(v)
    return out


def dump(data: Any) -> bytes:
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True).encode("utf-8")


@st.composite
def damaged_card_file(draw: st.DrawFn) -> tuple[str, str, bytes]:
    """(file, kind of damage, damaged bytes) from one of the real card files."""
    rel = draw(st.sampled_from(CARD_FILES))
    raw = (CARDS / rel).read_bytes()
    data = yaml.safe_load(raw)
    where = spots(data)
    container, key = where[draw(st.integers(0, len(where) - 1))]
    mappings = [data] + [c[k] for c, k in where if isinstance(c[k], dict)]
    kind = draw(st.sampled_from([
        "wrong type", "unknown key", "missing field", "huge number", "deep nesting", "hostile yaml",
        "not utf-8", "bit flips", "cut off", "noise",
    ]))
    if kind == "wrong type":
        container[key] = draw(ODD_VALUES)
        return rel, kind, dump(data)
    if kind == "unknown key":
        target = mappings[draw(st.integers(0, len(mappings) - 1))]
        target[draw(st.text(min_size=1, max_size=12))] = draw(ODD_VALUES)
        return rel, kind, dump(data)
    if kind == "missing field":
        target = mappings[draw(st.integers(0, len(mappings) - 1))]
        if target:
            del target[draw(st.sampled_from(sorted(target)))]
        return rel, kind, dump(data)
    if kind == "huge number":
        numbers = list(re.finditer(rb"(?<![\w.])-?\d+(?![\w.])", raw))
        digits = draw(st.integers(3, 6000))
        big = draw(st.sampled_from([b"9" * digits, b"-" + b"9" * digits, b"0x" + b"f" * digits]))
        if not numbers:
            return rel, kind, raw + b"\n"
        m = numbers[draw(st.integers(0, len(numbers) - 1))]
        return rel, kind, raw[: m.start()] + big + raw[m.end():]
    if kind == "deep nesting":
        depth = draw(st.integers(1, 60))
        value = container[key]
        for _ in range(depth):
            value = draw(st.sampled_from([[value], {"do": value}, {"x": value}]))
        container[key] = value
        return rel, kind, dump(data)
    if kind == "hostile yaml":
        container[key] = PLACEHOLDER
        text = dump(data).replace(PLACEHOLDER.encode(), draw(st.sampled_from(HOSTILE_YAML)).encode())
        return rel, kind, text
    if kind == "not utf-8":
        at = draw(st.integers(0, len(raw)))
        bad = draw(st.binary(min_size=1, max_size=4).map(lambda b: bytes(x | 0x80 for x in b)))
        return rel, kind, raw[:at] + bad + raw[at:]
    if kind == "bit flips":
        out = bytearray(raw)
        for _ in range(draw(st.integers(1, 6))):
            out[draw(st.integers(0, len(out) - 1))] ^= 1 << draw(st.integers(0, 7))
        return rel, kind, bytes(out)
    if kind == "cut off":
        return rel, kind, raw[: draw(st.integers(0, len(raw)))]
    at = draw(st.integers(0, len(raw)))
    noise = draw(st.one_of(st.binary(max_size=40), st.text(max_size=40).map(lambda t: t.encode("utf-8", "replace"))))
    return rel, kind, raw[:at] + noise + raw[at + draw(st.integers(0, 40)):]


@pytest.mark.parametrize("examples", [
    pytest.param(300, id="fast"),
    pytest.param(5000, id="long", marks=pytest.mark.slow),
])
def test_damaged_card_files_load_or_fail_with_a_card_data_error_never_a_crash_or_a_hang(examples):
    seen: dict[str, int] = {}

    # no explain phase: it traces every line of a failing example's rerun, which slows the YAML
    # parser so much that the time limit fires there and its Hung hides the failure itself
    @settings(max_examples=examples, deadline=None, database=None,
              phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink],
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(damaged_card_file())
    def load_damaged(case: tuple[str, str, bytes]) -> None:
        rel, kind, raw = case
        outcome = load_one(rel, raw)
        seen[type(outcome).__name__] = seen.get(type(outcome).__name__, 0) + 1

    load_damaged()
    assert seen.get("CardDataError", 0) > 0 and seen.get("Catalog", 0) > 0  # both outcomes happen


# --- the damage that used to crash or hang the loader -------------------------------------------

GOOD = "set: basic\ngroup: torch\nname: Torch\nkind: basic\ncards:\n  - name: Torch\n    count: 15\n"


@pytest.mark.parametrize("value", HOSTILE_YAML[:5])
def test_yaml_aliases_are_refused_so_cycles_and_billion_laughs_cannot_hang_the_loader(value):
    error = load_one("basic/torch.yaml", (GOOD + f"    classes: {value}\n").encode())

    assert isinstance(error, CardDataError)
    assert "line 8: not valid YAML (aliases" in str(error) and "are not allowed in card files" in str(error)


@pytest.mark.parametrize("number", ["1" + "0" * 5000, "0x" + "f" * 5000, ":".join(["59"] * 3000)])
def test_a_number_thousands_of_digits_long_is_a_card_data_error_not_a_crash(number):
    error = load_one("basic/torch.yaml", GOOD.replace("15", number).encode())

    assert isinstance(error, CardDataError)
    assert error.file == "cards/basic/torch.yaml"
    assert "a value cannot be read" in error.message or "is out of range" in error.message


def test_an_impossible_date_is_a_card_data_error_not_a_crash():
    error = load_one("basic/torch.yaml", GOOD.replace("name: Torch\n    count", "name: 2001-13-45\n    count").encode())

    assert isinstance(error, CardDataError)
    assert error.message == "a value cannot be read (month must be in 1..12)"


def test_a_file_far_larger_than_any_card_file_is_refused_before_parsing():
    error = load_one("basic/torch.yaml", (GOOD + "    classes: [" + "Item, " * 100_000 + "Light]\n").encode())

    assert isinstance(error, CardDataError)
    assert "the file is too large" in error.message
