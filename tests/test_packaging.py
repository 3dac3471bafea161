"""Packaging stays portable: the spec and launcher use no absolute or OS-specific paths, the
resources the spec ships exist, and the self-test passes from the source tree."""

import os
import struct
import subprocess
import sys
from pathlib import Path

import game
from game import paths, selftest

ROOT = Path(__file__).resolve().parent.parent


def test_the_spec_names_only_paths_relative_to_the_project():
    spec = (ROOT / "packaging.spec").read_text()
    for bad in ("/work/", "/home/", "/usr/", "C:\\\\", "/tmp/"):
        assert bad not in spec
    for shipped in ('"cards"', '"assets"', '"licenses"', '"pyproject.toml"', "launcher.py", "icon.ico", "icon.icns"):
        assert shipped in spec
    assert (ROOT / "assets" / "icon.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"  # an ICO file
    assert (ROOT / "build" / "launcher.py").exists()


def test_the_spec_makes_a_windowed_game_a_console_cli_and_a_macos_bundle_with_an_identifier():
    spec = (ROOT / "packaging.spec").read_text()
    assert 'program(f"{NAME}-cli", console=True)' in spec
    assert "program(NAME, console=False)" in spec
    assert "BUNDLE(" in spec and "bundle_identifier=BUNDLE_ID" in spec
    assert 'BUNDLE_ID = "io.github.thunderstone-desktop.thunderstone"' in spec
    assert '"readline"' in spec  # GPL-3 readline is kept out of the build


def test_the_macos_icon_holds_png_images_of_every_size_the_finder_asks_for():
    data = (ROOT / "assets" / "icon.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    sizes, i = {}, 8
    while i < len(data):
        kind, length = data[i:i + 4], struct.unpack(">I", data[i + 4:i + 8])[0]
        image = data[i + 8:i + length]
        assert image[:8] == b"\x89PNG\r\n\x1a\n", kind
        sizes[kind] = struct.unpack(">II", image[16:24])
        i += length
    assert sizes[b"ic10"] == (1024, 1024) and sizes[b"ic07"] == (128, 128) and sizes[b"icp4"] == (16, 16)


def test_a_windowed_program_writes_its_output_to_a_log_in_the_data_folder(tmp_path):
    code = (ROOT / "build" / "launcher.py").read_text(encoding="utf-8")
    env = dict(os.environ, THUNDERSTONE_DATA_DIR=str(tmp_path / "data ü"), PYTHONPATH=str(ROOT))
    # the launcher with no stdout or stderr, as a Windows program built with console=False starts
    run = f"import sys; sys.stdout = None; sys.stderr = None; sys.argv = ['thunderstone', '--version']\n{code}"
    result = subprocess.run([sys.executable, "-c", run], env=env, capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout == ""
    log = tmp_path / "data ü" / "thunderstone.log"
    assert log.read_text(encoding="utf-8").strip() == f"thunderstone {game.__version__}"


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
    import pygame

    assert not pygame.get_init()  # the scenes' check shuts pygame down, as a closed client does


def test_a_failing_check_fails_the_selftest(monkeypatch):
    def broken() -> str:
        raise RuntimeError("card data unreadable")

    monkeypatch.setattr(selftest, "CHECKS", [("card data", broken)])
    lines: list[str] = []
    assert selftest.run(lines.append) == 1
    assert "card data unreadable" in lines[0] and "FAILED" in lines[-1]
