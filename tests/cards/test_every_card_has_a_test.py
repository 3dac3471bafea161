"""Every card in cards/ has a test: its exact name appears in some test file under tests/cards/."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent


def card_test_sources() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(HERE.glob("test_*.py"))
            if p.resolve() != Path(__file__).resolve()}


def untested(names: list[str], sources: dict[str, str]) -> list[str]:
    return sorted(n for n in names if not any(n in text for text in sources.values()))


def test_every_card_name_appears_in_a_card_test(catalog):
    names = sorted(d.name for d in catalog.cards.values())
    missing = untested(names, card_test_sources())
    assert not missing, (
        f"{len(missing)} of {len(names)} cards have no test under tests/cards/ "
        f"(no test file mentions their exact name):\n  " + "\n  ".join(missing))


def test_the_check_finds_a_card_that_no_test_mentions():
    sources = {"test_a.py": "t.do('attack [Medusa]')"}
    assert untested(["Medusa", "Walking Scourge"], sources) == ["Walking Scourge"]
