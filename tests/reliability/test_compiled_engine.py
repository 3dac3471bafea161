"""The compiled engine (game/compiled_engine.py, build/compile_engine.py): used only when its build
fits the source, refused loudly when demanded and missing, and, when the tests run against it
(THUNDERSTONE_ENGINE=compiled, as CI does after `python dev.py compile`), playing the same games
as the Python source, event for event, legal list for legal list, refusal for refusal."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import compiled_engine
from tests.reliability import stream_digest

ROOT = Path(__file__).resolve().parents[2]
COMPILED = compiled_engine.state["engine"] == "compiled"
# short games of every kind the digest records: Classic and Advance, random setups, solo, normal bots
GAMES = ("classic-first-4p-1", "classic-random-all-3p-2", "classic-solo-1", "advance-random-3p-2",
         "advance-solo-1", "classic-solo-normal-1")


def test_the_engine_in_use_is_the_one_asked_for():
    want = os.environ.get(compiled_engine.ENV, "auto")
    if want == "python":
        assert compiled_engine.state == {"engine": "python", "why": "THUNDERSTONE_ENGINE=python"}
    if want == "compiled":
        assert COMPILED
        import game.engine.battle as battle
        assert Path(battle.__file__).suffix in (".so", ".pyd")  # the extension, not the source


def test_a_build_made_from_other_source_is_stale(tmp_path, monkeypatch):
    build = tmp_path / "build"
    build.mkdir()
    assert compiled_engine.why_not(build).startswith("no compiled build")
    (build / compiled_engine.STAMP).write_text("{not json", encoding="utf-8")
    assert "cannot be read" in compiled_engine.why_not(build)
    (build / compiled_engine.STAMP).write_text(json.dumps({"source": "0" * 64}), encoding="utf-8")
    assert "stale" in compiled_engine.why_not(build)
    (build / compiled_engine.STAMP).write_text(json.dumps({"source": compiled_engine.source_digest()}),
                                               encoding="utf-8")
    assert "earlier compile step" in compiled_engine.why_not(build)  # (before build/native_inits.py)
    (build / compiled_engine.STAMP).write_text(json.dumps({"source": compiled_engine.source_digest(),
                                                           "format": compiled_engine.BUILD_FORMAT}), encoding="utf-8")
    assert compiled_engine.why_not(build) is None
    # a stale build is left alone, and the game package's path is not touched
    monkeypatch.setattr(compiled_engine, "build_dir", lambda: tmp_path / "elsewhere")
    monkeypatch.setenv(compiled_engine.ENV, "auto")
    path: list[str] = ["source"]
    assert compiled_engine.activate(path)["engine"] == "python"
    assert path == ["source"]
    monkeypatch.setenv(compiled_engine.ENV, "compiled")
    with pytest.raises(ImportError, match="no compiled build"):
        compiled_engine.activate(path)
    assert path == ["source"]


def test_compiling_again_only_when_the_build_is_missing_or_stale(tmp_path, monkeypatch, capsys):
    sys.path.insert(0, str(ROOT / "build"))
    try:
        import compile_engine
    finally:
        sys.path.remove(str(ROOT / "build"))
    build = tmp_path / "build"
    build.mkdir()
    made: list[bool] = []

    def fake_compile(quiet: bool = False) -> Path:
        made.append(quiet)
        stamp = {"source": compiled_engine.source_digest(), "format": compiled_engine.BUILD_FORMAT, "compiled": 1,
                 "seconds": 0.0}
        (build / compiled_engine.STAMP).write_text(json.dumps(stamp), encoding="utf-8")
        return build

    monkeypatch.setattr(compiled_engine, "build_dir", lambda: build)
    monkeypatch.setattr(compile_engine, "compile_engine", fake_compile)
    assert compile_engine.main(["--quiet"]) == 0  # missing: built
    assert made == [True]
    assert compile_engine.main([]) == 0  # up to date: left as it is
    assert made == [True]
    assert "up to date" in capsys.readouterr().out
    assert compile_engine.main(["--force"]) == 0
    assert made == [True, False]
    (build / compiled_engine.STAMP).write_text(json.dumps({"source": "0" * 64}), encoding="utf-8")
    assert compile_engine.main([]) == 0  # stale: built again
    assert made == [True, False, False]


def test_the_digest_covers_every_engine_source_file(tmp_path):
    engine = tmp_path / "game" / "engine"
    (engine / "rules").mkdir(parents=True)
    (engine / "a.py").write_text("x = 1\n")
    (engine / "rules" / "b.py").write_text("y = 2\n")
    before = compiled_engine.source_digest(tmp_path)
    (engine / "rules" / "b.py").write_text("y = 3\n")
    assert compiled_engine.source_digest(tmp_path) != before
    (engine / "rules" / "b.py").write_text("y = 2\n")
    assert compiled_engine.source_digest(tmp_path) == before
    (engine / "c.py").write_text("")
    assert compiled_engine.source_digest(tmp_path) != before


def _digests() -> dict[str, str]:
    games = {name: (setup, kind, seed) for name, setup, kind, seed in stream_digest._games() if name in GAMES}
    return {name: hashlib.sha256("\n".join(stream_digest.play(name, *games[name], deep=kind == "random"))
                                  .encode()).hexdigest()
            for name, (_, kind, _) in games.items()}


@pytest.mark.skipif(not COMPILED, reason="the tests run against the Python source (THUNDERSTONE_ENGINE)")
def test_the_compiled_engine_plays_the_same_games_as_the_source():
    code = ("import json, sys; from tests.reliability.test_compiled_engine import _digests; "
            "json.dump(_digests(), sys.stdout)")
    env = dict(os.environ, **{compiled_engine.ENV: "python"})
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                         check=True)
    source = json.loads(out.stdout)
    assert sorted(source) == sorted(GAMES)
    assert _digests() == source


def test_a_build_that_cannot_be_loaded_is_taken_out_again(tmp_path, monkeypatch):
    """A damaged extension (here: a module the build lacks) leaves the source in charge, and the
    package's path and the interpreter's as they were; demanded, it is an error that says why."""
    import sys

    build = tmp_path / "build"
    build.mkdir()
    (build / compiled_engine.STAMP).write_text(json.dumps({"source": compiled_engine.source_digest(),
                                                           "format": compiled_engine.BUILD_FORMAT}), encoding="utf-8")
    monkeypatch.setattr(compiled_engine, "build_dir", lambda: build)
    monkeypatch.setattr(compiled_engine, "state", dict(compiled_engine.state))
    monkeypatch.setenv(compiled_engine.ENV, "auto")
    path: list[str] = ["source"]
    before = list(sys.path)
    decided = compiled_engine.activate(path, probe="game.engine.no_such_module_in_any_build")
    assert decided["engine"] == "python" and "cannot be loaded" in decided["why"]
    assert path == ["source"] and sys.path == before
    monkeypatch.setenv(compiled_engine.ENV, "compiled")
    with pytest.raises(ImportError, match="cannot be loaded"):
        compiled_engine.activate(path, probe="game.engine.no_such_module_in_any_build")
    assert path == ["source"] and sys.path == before
