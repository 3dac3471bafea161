"""Gather the card pictures the card data names into assets/pictures.json, and write their
attribution (licenses/game-icons.txt).

    python build/pictures.py [path to a checkout of https://github.com/game-icons/icons]

Each card names its picture (`picture: author/name`, cards/README.md): an icon of game-icons.net,
whose repository holds one folder per author. Only the icons the cards use are shipped, each with
its black background square taken out so the card face can colour it. Without a path, the script
clones the repository (shallow) into build/work/game-icons. Run it after adding or changing a
card's picture; tests/client/test_pictures.py fails while the assets are out of date."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = "https://github.com/game-icons/icons"
OUT = ROOT / "assets" / "pictures.json"
LICENCE = ROOT / "licenses" / "game-icons.txt"
BACKGROUND = '<path d="M0 0h512v512H0z"/>'  # every icon's black square; the face draws its own


def used_pictures(root: Path = ROOT) -> dict[str, list[str]]:
    """author/name -> the cards (by name) that show it, as the card loader reads them."""
    sys.path.insert(0, str(root))
    from game.catalog.loader import load_catalog

    out: dict[str, list[str]] = defaultdict(list)
    for d in sorted(load_catalog(root / "cards").cards.values(), key=lambda d: d.key):
        if d.picture and d.name not in out[d.picture]:
            out[d.picture].append(d.name)
    return dict(out)


def icon_svg(repo: Path, picture: str) -> str:
    svg = (repo / f"{picture}.svg").read_text(encoding="utf-8")
    if BACKGROUND not in svg or 'viewBox="0 0 512 512"' not in svg:
        raise SystemExit(f"{picture}: not a 512x512 game-icons.net icon with its background square")
    return svg.replace(BACKGROUND, "")


def attribution(used: dict[str, list[str]]) -> str:
    by_author: dict[str, list[str]] = defaultdict(list)
    for picture in sorted(used):
        author, name = picture.split("/")
        by_author[author].append(name)
    lines = [
        "Card pictures: icons from game-icons.net (https://game-icons.net, source " + SOURCE + "),",
        "licensed under the Creative Commons Attribution 3.0 Unported licence (CC BY 3.0),",
        "https://creativecommons.org/licenses/by/3.0/. The program takes out each icon's black",
        "background square, colours it and sets it in its card frames. The icons used, by author (the",
        "folder names of the source repository):",
        "",
    ]
    for author, names in sorted(by_author.items()):
        lines.append(f"{author} ({len(names)}): " + ", ".join(names))
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    repo = Path(argv[0]) if argv else ROOT / "build" / "work" / "game-icons"
    if not argv and not repo.exists():
        subprocess.run(["git", "clone", "--depth", "1", SOURCE, str(repo)], check=True)
    used = used_pictures()
    missing = [p for p in used if not (repo / f"{p}.svg").exists()]
    if missing:
        raise SystemExit("not in game-icons.net: " + ", ".join(f"{p} ({used[p][0]})" for p in missing))
    icons = {p: icon_svg(repo, p) for p in sorted(used)}
    data = {"source": SOURCE, "licence": "CC-BY-3.0", "icons": icons}
    OUT.write_text(json.dumps(data, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    LICENCE.write_text(attribution(used), encoding="utf-8")
    print(f"{len(icons)} pictures for {sum(len(v) for v in used.values())} card names -> {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
