"""One version number, written once in pyproject.toml, read everywhere: the program, the title screen,
`thunderstone --version`, every save's header, the build's archive names and the release notes."""

import importlib.util
from pathlib import Path

import pytest

import game
from game import cli
from game.version import UNKNOWN, read_version, version_from_pyproject

ROOT = Path(__file__).resolve().parent.parent


def build_script():
    spec = importlib.util.spec_from_file_location("build_script", ROOT / "build" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_version_is_the_one_in_pyproject_toml():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    with open(ROOT / "pyproject.toml", "rb") as f:
        assert game.__version__ == tomllib.load(f)["project"]["version"]
    assert game.__version__ != UNKNOWN


def test_only_the_project_tables_version_counts():
    text = '[tool.other]\nversion = "9.9"\n\n[project]\nname = "x"\nversion = "1.2.3"  # the one\n\n[x]\nversion = "0"\n'
    assert version_from_pyproject(text) == "1.2.3"
    assert version_from_pyproject('[tool.x]\nversion = "1"\n') is None


def test_without_a_pyproject_the_installed_distribution_or_unknown_is_reported(tmp_path):
    assert read_version(tmp_path) in (game.__version__, UNKNOWN)  # editable installs carry the metadata


def test_thunderstone_version_prints_the_version(capsys):
    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"thunderstone {game.__version__}"


def test_every_save_names_the_version_in_its_header(catalog, tmp_path):
    from game.engine.setup import first_game
    from game.saves.savegame import read_save, start_game

    saver = start_game(catalog, first_game(["A", "B"]), 1, tmp_path / "a.tsave", fsync=False)
    saver.close()
    assert read_save(saver.path).header["engine_version"] == game.__version__


def test_the_archive_is_named_with_the_version_system_and_architecture():
    b = build_script()
    assert b.archive_name("1.2.3", "Linux", "x86_64") == "thunderstone-1.2.3-linux-x86_64.tar.gz"
    assert b.archive_name("1.2.3", "Windows", "AMD64") == "thunderstone-1.2.3-windows-x86_64.zip"
    assert b.archive_name("1.2.3", "Darwin", "arm64") == "thunderstone-1.2.3-macos-arm64.tar.gz"
    assert b.archive_name("1.2.3", "Darwin", "x86_64") == "thunderstone-1.2.3-macos-x86_64.tar.gz"
    assert b.version() == game.__version__


def test_a_release_tag_must_name_the_version_and_have_a_changelog_section(tmp_path):
    b = build_script()
    b.check_tag(f"v{game.__version__}", game.__version__)
    with pytest.raises(SystemExit, match="must be v"):
        b.check_tag("v99.0.0", game.__version__)
    assert b.release_notes(game.__version__).strip()  # CHANGELOG.md has this version's section
    log = tmp_path / "CHANGELOG.md"
    log.write_text("# Changelog\n\n## [2.0.0] - 2030-01-01\n\n- new\n\n## [1.0.0] - 2029-01-01\n\n- old\n")
    assert b.release_notes("2.0.0", log) == "- new\n"
    assert b.release_notes("1.0.0", log) == "- old\n"
    with pytest.raises(SystemExit, match="no section for version 3.0.0"):
        b.release_notes("3.0.0", log)


def test_the_self_test_runs_each_systems_programs_from_what_the_archive_holds(tmp_path):
    b = build_script()
    assert b.archived_root("Darwin") == "Thunderstone.app" and b.archived_root("Linux") == "thunderstone"
    game_exe, cli_exe = b.programs(tmp_path / "Thunderstone.app", "Darwin")
    assert cli_exe == tmp_path / "Thunderstone.app" / "Contents" / "MacOS" / "thunderstone-cli"
    assert b.programs(tmp_path, "Windows") == (tmp_path / "thunderstone.exe", tmp_path / "thunderstone-cli.exe")
    assert b.programs(tmp_path, "Linux") == (tmp_path / "thunderstone", tmp_path / "thunderstone-cli")
