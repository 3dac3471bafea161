"""Card pictures: every card names one, the shipped pictures file holds exactly the icons the cards
use (made by build/pictures.py), each is credited to its author, and a face shows it."""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

import pygame
import pytest

from game.client import cardface, pictures

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build"))
import pictures as build_pictures  # noqa: E402  (build/pictures.py)


def shipped() -> dict:
    return json.loads((ROOT / "assets" / "pictures.json").read_text(encoding="utf-8"))


def test_every_card_has_a_picture_of_its_own_name(catalog):
    without = sorted(f"{d.source}: {d.name}" for d in catalog.cards.values() if not d.picture)
    assert without == [], "cards without a picture (add `picture: author/name`, see cards/README.md)"


def test_cards_of_different_names_show_different_pictures(catalog):
    by_picture: dict[str, set[str]] = {}
    for d in catalog.cards.values():
        by_picture.setdefault(d.picture, set()).add(d.name)
    shared = {p: sorted(names) for p, names in by_picture.items() if len(names) > 1}
    assert shared == {}


def test_the_pictures_file_holds_exactly_the_icons_the_cards_use(catalog):
    icons = shipped()["icons"]
    used = {d.picture for d in catalog.cards.values()}
    assert sorted(used - set(icons)) == [], "run build/pictures.py"
    assert sorted(set(icons) - used) == [], "icons shipped that no card shows: run build/pictures.py"
    assert set(build_pictures.used_pictures(ROOT)) == used


def test_each_icon_is_credited_to_its_author_in_the_licence_file(catalog):
    text = (ROOT / "licenses" / "game-icons.txt").read_text(encoding="utf-8")
    assert "CC BY 3.0" in text and "https://creativecommons.org/licenses/by/3.0/" in text
    lines = {line.split(" (")[0]: line.split(": ", 1)[1].split(", ") for line in text.splitlines()
             if ": " in line and " (" in line.split(": ")[0]}
    for picture in {d.picture for d in catalog.cards.values()}:
        author, name = picture.split("/")
        assert name in lines.get(author, []), picture


def test_a_card_face_shows_its_picture_in_the_band_colour(app, catalog):
    d = catalog.cards["griffon"]
    face = cardface.card_face(d, (180, 252))
    no_picture = cardface._render_face(dataclasses.replace(d, picture=""), (180, 252))
    _, _, band = cardface.colours(d)
    art = pygame.Rect(12, 55, 156, 50)  # the art band of a 180x252 face
    differing = sum(1 for x in range(art.left, art.right, 2) for y in range(art.top, art.bottom, 2)
                    if face.get_at((x, y)) != no_picture.get_at((x, y)))
    assert differing > 100
    assert any(tuple(face.get_at((x, y)))[:3] == band for x in range(art.left, art.right)
               for y in range(art.top, art.bottom))


def test_a_damaged_pictures_file_costs_the_pictures_not_the_game(app, tmp_path, monkeypatch, catalog):
    (tmp_path / "pictures.json").write_text("{not json", encoding="utf-8")
    monkeypatch.setattr("game.paths.assets_dir", lambda: tmp_path)
    pictures._icons.cache_clear()
    pictures.picture.cache_clear()
    try:
        assert pictures.picture("lorc/griffin-symbol", 40, (1, 2, 3)) is None
        face = cardface._render_face(catalog.cards["griffon"], (120, 168))  # the emblem instead
        assert face.get_size() == (120, 168)
    finally:
        pictures._icons.cache_clear()
        pictures.picture.cache_clear()


@pytest.mark.parametrize("bad", ["dragon-head", "Lorc/Dragon", "lorc/dragon head", "../x/y"])
def test_a_picture_that_is_not_author_slash_name_is_refused_with_file_card_and_field(bad):
    from game.catalog.loader import CardDataError, load_file

    raw = (f"set: t\ngroup: g\nname: G\nkind: village\ncards:\n  - name: Thing\n    count: 1\n"
           f"    picture: '{bad}'\n    classes: [Item]\n").encode()
    with pytest.raises(CardDataError) as e:
        load_file(raw, "t/g.yaml")
    assert (e.value.file, e.value.card, e.value.field) == ("t/g.yaml", "Thing", "picture")
