"""Credits and licences: every component the build ships is credited with its licence text in
licenses/, and the audit of a build's native libraries finds what is not credited."""

from pathlib import Path

from game import credits, paths

ROOT = Path(__file__).resolve().parent.parent


def test_every_credited_licence_text_is_in_licenses_and_every_file_there_is_credited():
    named = {f for c in credits.CREDITS for f in c.files}
    present = {p.name for p in (ROOT / "licenses").iterdir()}
    assert named == present
    for name in named:
        assert len(credits.licence_text(name)) > 40, name


def test_the_components_the_issue_names_are_credited_with_their_licences():
    by_name = {c.name: c for c in credits.CREDITS}
    for name in ("pygame-ce", "SDL2", "SDL2_image", "SDL2_mixer", "SDL2_ttf", "PyYAML", "platformdirs",
                 "FreeSans Bold", "Python"):
        assert by_name[name].files, name
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in credits.licence_text("pygame-ce.txt")
    assert "Sam Lantinga" in credits.licence_text("SDL2.txt")
    assert "GNU GENERAL PUBLIC LICENSE" in credits.licence_text(by_name["FreeSans Bold"].files[0])


def test_the_credits_say_where_the_rules_and_card_facts_come_from():
    text = credits.as_text()
    assert "come from the published Thunderstone games" in text
    assert "Alderac Entertainment Group" in text and "Mike Elliott" in text
    for c in credits.CREDITS:
        assert c.name in text


def test_the_programs_own_licence_is_named_only_when_a_licence_file_exists(tmp_path, monkeypatch):
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)  # a build's data folder
    assert "none chosen yet" in credits.program_lines()[1]
    (tmp_path / "LICENSE").write_text("the licence", encoding="utf-8")
    assert credits.program_lines()[1] == "Licence: see LICENSE."


def test_a_missing_licence_file_is_reported_in_its_place(tmp_path, monkeypatch):
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert "cannot be read" in credits.licence_text("SDL2.txt")
    assert paths.licenses_dir() == tmp_path / "licenses"


def test_the_library_audit_knows_each_systems_spelling_and_flags_the_unknown(tmp_path):
    files = [
        "thunderstone/_internal/libSDL2-2-50d19f93.0.so.0.3200.10",  # Linux (pygame-ce's wheel)
        "thunderstone/_internal/pygame_ce.libs/libfreetype-b83c5fb4.so.6.20.6",
        "thunderstone/_internal/libpython3.11.so.1.0",
        "thunderstone/_internal/python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so",
        "thunderstone/_internal/pygame/base.cpython-311-x86_64-linux-gnu.so",
        "thunderstone/_internal/SDL2.dll",  # Windows
        "thunderstone/_internal/SDL2_ttf.dll",
        "thunderstone/_internal/_ctypes.pyd",
        "thunderstone/_internal/python311.dll",
        "Thunderstone.app/Contents/Frameworks/pygame/.dylibs/libSDL2-2.0.0.dylib",  # macOS
        "thunderstone/_internal/libmystery.so.1",  # nobody credited this one
        "thunderstone/_internal/somepkg/ext.cpython-311-x86_64-linux-gnu.so",
        # the compiled engine: its modules and mypyc's runtime library (credited as mypyc)
        "thunderstone/_internal/game/engine/rules/legal.cpython-311-x86_64-linux-gnu.so",
        "thunderstone/_internal/31cb72507cb9aeb3bdb0__mypyc.cpython-311-x86_64-linux-gnu.so",
        "thunderstone/_internal/game/client/ext.cpython-311-x86_64-linux-gnu.so",  # not the engine's
    ]
    for f in files:
        (tmp_path / f).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / f).write_bytes(b"")
    (tmp_path / "thunderstone/_internal/cards").mkdir()
    (tmp_path / "thunderstone/_internal/cards/militia.yaml").write_text("not a library")
    assert credits.uncredited_libraries(tmp_path) == [
        "thunderstone/_internal/game/client/ext.cpython-311-x86_64-linux-gnu.so",
        "thunderstone/_internal/libmystery.so.1", "thunderstone/_internal/somepkg/ext.cpython-311-x86_64-linux-gnu.so"]


def test_thunderstone_credits_prints_the_credits(capsys):
    from game import cli

    assert cli.main(["credits"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Thunderstone for the desktop, version") and "licenses/pygame-ce.txt" in out
