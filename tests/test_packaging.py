"""Packaging stays portable: the spec and launcher use no absolute or OS-specific paths, the
resources the spec ships exist, and the self-test passes from the source tree."""

from pathlib import Path

from game import paths, selftest

ROOT = Path(__file__).resolve().parent.parent


def test_the_spec_names_only_paths_relative_to_the_project():
    spec = (ROOT / "packaging.spec").read_text()
    for bad in ("/work/", "/home/", "/usr/", "C:\\\\", "/tmp/"):
        assert bad not in spec
    for shipped in ('"cards"', '"assets"', "launcher.py", "icon.ico", "icon.png"):
        assert shipped in spec
    assert (ROOT / "assets" / "icon.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"  # an ICO file
    assert (ROOT / "build" / "launcher.py").exists()


def test_resources_are_found_relative_to_the_program_not_the_working_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert (paths.cards_dir() / "basic" / "militia.yaml").exists()
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert paths.cards_dir() == tmp_path / "cards"  # a frozen build looks inside its bundle


def test_the_selftest_passes_from_source_and_reports_each_check():
    lines: list[str] = []
    assert selftest.run(lines.append) == 0
    assert [ln.split(":")[0] for ln in lines[:-1]] == [f"ok    {name}" for name, _ in selftest.CHECKS]
    assert lines[-1] == "self-test passed"


def test_a_failing_check_fails_the_selftest(monkeypatch):
    def broken() -> str:
        raise RuntimeError("card data unreadable")

    monkeypatch.setattr(selftest, "CHECKS", [("card data", broken)])
    lines: list[str] = []
    assert selftest.run(lines.append) == 1
    assert "card data unreadable" in lines[0] and "FAILED" in lines[-1]
