"""Tests for game.saves.jsonlog: format, torn tails, damage, atomic replace, kill -9."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
import zlib
from pathlib import Path

import pytest

from game.saves import jsonlog
from game.saves.jsonlog import LogContents, LogError, LogWriter, read_log, write_log_atomic

REPO_ROOT = Path(__file__).resolve().parents[2]
HEADER = {"format": "thunderstone-save", "format_version": 1, "seed": 42}


def line_for(obj: object) -> bytes:
    """A correctly checksummed line, built independently of the module."""
    raw = json.dumps(obj, separators=(",", ":"), sort_keys=True, ensure_ascii=False).encode()
    return raw + b"\t" + f"{zlib.crc32(raw):08x}".encode() + b"\n"


def make_log(path: Path, n: int) -> list[dict]:
    records = [{"i": k, "action": "buy", "card": "Élf ⚔"} for k in range(n)]
    with LogWriter.create(path, HEADER) as w:
        for r in records:
            w.append(r)
    return records


def leftover_temp_files(directory: Path) -> list[Path]:
    return [p for p in directory.iterdir() if p.name.endswith(".tmp")]


# --- round trip and format ------------------------------------------------------


def test_round_trip_header_and_records(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    records = make_log(path, 5)
    records.append({"nested": {"list": [1, 2.5, None, True], "text": "tab\there\nnewline"}})
    with LogWriter.open_append(path) as w:
        assert w.record_count == 5
        w.append(records[-1])
        assert w.record_count == 6

    contents = read_log(path)
    assert isinstance(contents, LogContents)
    assert contents.header == HEADER
    assert contents.records == records
    assert contents.torn_tail is False
    assert contents.path == path


def test_file_format_is_checksummed_json_lines(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    with LogWriter.create(path, HEADER) as w:
        w.append({"b": 2, "a": "é"})
    data = path.read_bytes()
    assert data == line_for(HEADER) + line_for({"a": "é", "b": 2})
    assert data.decode("utf-8").splitlines()[1] == '{"a":"é","b":2}\t' + format(
        zlib.crc32('{"a":"é","b":2}'.encode()), "08x"
    )


def test_create_rejects_bad_header_and_append_rejects_non_dict(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    with pytest.raises(ValueError, match="format"):
        LogWriter.create(path, {"format_version": 1})
    with pytest.raises(ValueError, match="format_version"):
        LogWriter.create(path, {"format": "x"})
    assert not path.exists()
    assert leftover_temp_files(tmp_path) == []

    with LogWriter.create(path, HEADER) as w:
        with pytest.raises(TypeError):
            w.append(["not", "a", "dict"])  # type: ignore[arg-type]
        with pytest.raises(TypeError):
            w.append({"x": object()})
    assert read_log(path).records == []
    assert w.closed
    with pytest.raises(ValueError, match="closed"):
        w.append({"i": 0})


# --- torn tails -------------------------------------------------------------------


def test_torn_tail_is_dropped_and_open_append_truncates_it(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    records = make_log(path, 3)
    good = path.read_bytes()
    partial = line_for({"i": 3})[:-7]  # cut inside the checksum, no newline
    path.write_bytes(good + partial)

    contents = read_log(path)
    assert contents.torn_tail is True
    assert contents.records == records
    assert path.read_bytes() == good + partial  # reading never modifies the file

    with LogWriter.open_append(path) as w:
        assert w.record_count == 3
        assert path.read_bytes() == good  # tail truncated before appending
        w.append({"i": 3})
        w.append({"i": 4})

    contents = read_log(path)
    assert contents.torn_tail is False
    assert contents.records == [*records, {"i": 3}, {"i": 4}]
    assert path.read_bytes() == good + line_for({"i": 3}) + line_for({"i": 4})


@pytest.mark.parametrize(
    "tail",
    [
        pytest.param(line_for({"i": 9})[:-1], id="no-newline"),
        pytest.param(line_for({"i": 9}).replace(b'"i"', b'"j"'), id="bad-checksum-with-newline"),
        pytest.param(line_for({"name": "é⚔"})[:12], id="cut-inside-utf8-char"),
        pytest.param(b"\x00\x00\x00\x00", id="zero-filled"),
        pytest.param(b'{"i":9', id="json-only-partial"),
        pytest.param(b"\n", id="empty-last-line"),
    ],
)
def test_various_torn_tails(tmp_path: Path, tail: bytes) -> None:
    path = tmp_path / "game.jsonl"
    records = make_log(path, 2)
    good = path.read_bytes()
    path.write_bytes(good + tail)

    contents = read_log(path)
    assert contents.torn_tail is True
    assert contents.records == records

    with LogWriter.open_append(path) as w:
        w.append({"i": 2})
    assert path.read_bytes() == good + line_for({"i": 2})


def test_header_only_log_with_torn_first_record(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    LogWriter.create(path, HEADER).close()
    with path.open("ab") as f:
        f.write(b'{"i":0}\t')
    contents = read_log(path)
    assert contents == LogContents(header=HEADER, records=[], torn_tail=True, path=path)


# --- real damage -------------------------------------------------------------------


def test_bit_flip_in_middle_line_raises_naming_the_line(tmp_path: Path) -> None:
    path = tmp_path / "savegame.jsonl"
    make_log(path, 8)  # 9 lines: header + 8 records
    lines = path.read_bytes().split(b"\n")
    damaged = bytearray(lines[6])  # line 7 of 9
    damaged[3] ^= 0x04  # flip one bit inside the JSON
    lines[6] = bytes(damaged)
    path.write_bytes(b"\n".join(lines))

    with pytest.raises(LogError) as info:
        read_log(path)
    assert str(info.value) == f"{path}: line 7 is damaged (checksum mismatch)"
    assert info.value.path == path
    with pytest.raises(LogError, match="line 7"):
        LogWriter.open_append(path)


def test_bad_utf8_in_middle_line_raises(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    make_log(path, 1)
    with path.open("ab") as f:
        f.write(b'{"name":"caf\xe9"}\t00000000\n')
        f.write(line_for({"i": 1}))
    with pytest.raises(LogError, match=r"line 3 is damaged \(not valid UTF-8 text\)"):
        read_log(path)


def test_checksummed_non_object_record_raises(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    path.write_bytes(line_for(HEADER) + line_for([1, 2]) + line_for({"i": 0}))
    with pytest.raises(LogError, match="line 2 is not a JSON object"):
        read_log(path)


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        pytest.param(b"", "the file is empty", id="empty"),
        pytest.param(
            b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 4,
            "not a valid log file (line 1: not valid UTF-8 text)",
            id="binary-garbage",
        ),
        pytest.param(
            "Spieler: Müller\n".encode("latin-1"),
            "not a valid log file (line 1: not valid UTF-8 text)",
            id="not-utf8",
        ),
        pytest.param(
            json.dumps(HEADER, indent=2).encode() + b"\n",
            "not a valid log file (line 1: no checksum)",
            id="pretty-json-not-json-lines",
        ),
        pytest.param(
            (json.dumps(HEADER) + "\n").encode(),
            "not a valid log file (line 1: no checksum)",
            id="plain-jsonl-without-checksums",
        ),
        pytest.param(
            line_for({"format_version": 1}),
            'not a valid log file (the header has no "format" field)',
            id="header-missing-format",
        ),
        pytest.param(
            line_for({"format": "thunderstone-save"}),
            'not a valid log file (the header has no "format_version" field)',
            id="header-missing-format-version",
        ),
        pytest.param(
            line_for({"format": "thunderstone-save", "format_version": "1"}),
            'not a valid log file (the header "format_version" field is not an integer)',
            id="header-version-not-int",
        ),
        pytest.param(
            line_for(["format", "format_version"]),
            "not a valid log file (the header (line 1) is not a JSON object)",
            id="header-not-dict",
        ),
        pytest.param(
            line_for(HEADER)[:-1],
            "not a valid log file (line 1: incomplete, no line ending)",
            id="torn-header",
        ),
        pytest.param(b"\n", "not a valid log file (line 1: no checksum)", id="just-newline"),
    ],
)
def test_invalid_files_raise_clear_log_error(tmp_path: Path, content: bytes, expected: str) -> None:
    path = tmp_path / "savegame.jsonl"
    path.write_bytes(content)
    with pytest.raises(LogError) as info:
        read_log(path)
    assert str(info.value) == f"{path}: {expected}"
    assert info.value.message == expected
    assert isinstance(info.value, Exception)
    with pytest.raises(LogError):
        LogWriter.open_append(path)
    assert path.read_bytes() == content  # a failed open never touches the file


def test_missing_file_is_an_os_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_log(tmp_path / "nope.jsonl")


def test_expected_format_mismatch(tmp_path: Path) -> None:
    path = tmp_path / "settings.jsonl"
    LogWriter.create(path, {"format": "thunderstone-replay", "format_version": 3}).close()

    assert read_log(path, expected_format="thunderstone-replay").header["format_version"] == 3
    with pytest.raises(LogError) as info:
        read_log(path, expected_format="thunderstone-save")
    assert str(info.value) == (
        f"{path}: this is not a thunderstone-save file (its format is 'thunderstone-replay')"
    )
    with pytest.raises(LogError, match="not a thunderstone-save file"):
        LogWriter.open_append(path, expected_format="thunderstone-save")


def test_open_append_expected_records(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    make_log(path, 3)
    before = path.read_bytes()
    path.write_bytes(before + b'{"i":')  # torn tail, must survive a refused open

    with pytest.raises(LogError, match="holds 3 records, expected 4"):
        LogWriter.open_append(path, expected_records=4)
    assert path.read_bytes() == before + b'{"i":'

    with LogWriter.open_append(path, expected_records=3) as w:
        w.append({"i": 3})
    assert len(read_log(path).records) == 4


# --- atomic create / replace ----------------------------------------------------


def test_create_replaces_existing_file(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    make_log(path, 4)
    new_header = {**HEADER, "seed": 7}
    with LogWriter.create(path, new_header) as w:
        w.append({"i": 0})
    contents = read_log(path)
    assert contents.header == new_header
    assert contents.records == [{"i": 0}]
    assert leftover_temp_files(tmp_path) == []


def test_create_failure_leaves_original_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.jsonl"
    make_log(path, 4)
    original = path.read_bytes()

    def failing_replace(src: object, dst: object) -> None:
        assert Path(os.fspath(src)).read_bytes().startswith(line_for(HEADER))  # temp complete
        raise OSError("simulated crash before rename")

    monkeypatch.setattr(jsonlog.os, "replace", failing_replace)
    with pytest.raises(OSError, match="simulated crash"):
        LogWriter.create(path, HEADER)
    with pytest.raises(OSError, match="simulated crash"):
        write_log_atomic(path, HEADER, [{"i": 0}])

    assert path.read_bytes() == original
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.jsonl"]


def test_create_failure_while_writing_temp_cleans_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.jsonl"
    make_log(path, 2)
    original = path.read_bytes()

    def failing_fsync(fd: int) -> None:
        raise OSError("simulated disk error")

    monkeypatch.setattr(jsonlog.os, "fsync", failing_fsync)
    with pytest.raises(OSError, match="simulated disk error"):
        LogWriter.create(path, HEADER)
    assert path.read_bytes() == original
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.jsonl"]


def test_write_log_atomic_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "save-as.jsonl"
    records = [{"i": k} for k in range(10)]
    write_log_atomic(path, HEADER, records)
    assert read_log(path) == LogContents(header=HEADER, records=records, torn_tail=False, path=path)
    write_log_atomic(str(path), HEADER, records[:2])  # str paths work too; rewrite shrinks
    assert read_log(path).records == records[:2]
    with pytest.raises(ValueError, match="format"):
        write_log_atomic(path, {"format_version": 1}, [])
    assert read_log(path).records == records[:2]
    assert leftover_temp_files(tmp_path) == []


# --- fsync option and failed appends ----------------------------------------------


def test_fsync_option(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real_fsync = os.fsync

    def counting_fsync(fd: int) -> None:
        calls.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(jsonlog.os, "fsync", counting_fsync)
    path = tmp_path / "game.jsonl"
    with LogWriter.create(path, HEADER, fsync=False) as w:
        for k in range(5):
            w.append({"i": k})
    with LogWriter.open_append(path, fsync=False) as w:
        w.append({"i": 5})
    write_log_atomic(tmp_path / "other.jsonl", HEADER, [{"i": 0}], fsync=False)
    assert calls == []

    with LogWriter.open_append(path) as w:
        w.append({"i": 6})
        w.append({"i": 7})
    assert len(calls) == 2
    assert [r["i"] for r in read_log(path).records] == list(range(8))


def test_failed_append_rolls_back_partial_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.jsonl"
    make_log(path, 2)
    good = path.read_bytes()
    real_write = os.write

    def half_write_then_fail(fd: int, data: object) -> int:
        chunk = bytes(data)  # type: ignore[call-overload]
        real_write(fd, chunk[: len(chunk) // 2])
        raise OSError(28, "No space left on device")

    with LogWriter.open_append(path) as w:
        monkeypatch.setattr(jsonlog.os, "write", half_write_then_fail)
        with pytest.raises(OSError, match="No space"):
            w.append({"i": 2, "payload": "x" * 100})
        assert path.read_bytes() == good
        monkeypatch.setattr(jsonlog.os, "write", real_write)
        w.append({"i": 2})
        assert w.record_count == 3

    contents = read_log(path)
    assert contents.torn_tail is False
    assert contents.records[-1] == {"i": 2}


# --- kill -9 while appending ---------------------------------------------------------

CHILD = textwrap.dedent(
    """
    import sys
    sys.path.insert(0, sys.argv[1])
    from game.saves.jsonlog import LogWriter
    w = LogWriter.create(sys.argv[2], {"format": "kill-test", "format_version": 1})
    w.append({"i": 0})
    print("ready", flush=True)
    k = 1
    while True:
        w.append({"i": k})
        k += 1
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="needs SIGKILL")
def test_sigkill_while_appending_leaves_a_valid_prefix(tmp_path: Path) -> None:
    rng = random.Random(20240611)
    for run in range(20):
        path = tmp_path / f"kill-{run}.jsonl"
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(REPO_ROOT), str(path)],
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert child.stdout is not None
            assert child.stdout.readline().strip() == "ready"
            time.sleep(rng.uniform(0.0, 0.15))
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait(timeout=10)
            if child.stdout is not None:
                child.stdout.close()
        assert child.returncode == -signal.SIGKILL

        contents = read_log(path, expected_format="kill-test")
        n = len(contents.records)
        assert n >= 1
        assert contents.records == [{"i": k} for k in range(n)]

        with LogWriter.open_append(path, expected_records=n) as w:
            w.append({"i": n})
        after = read_log(path)
        assert after.torn_tail is False
        assert after.records == [{"i": k} for k in range(n + 1)]


def test_the_nesting_limit_counts_lists_and_dicts_alike_and_allows_exactly_the_limit():
    from game.saves.jsonlog import MAX_DEPTH, _too_deep

    def nested(levels: int) -> object:
        value: object = 1
        for i in range(levels):
            value = [value] if i % 2 else {"k": value}
        return value

    assert not _too_deep(nested(MAX_DEPTH)) and _too_deep(nested(MAX_DEPTH + 1))
    assert not _too_deep({"a": [1, {"b": []}], "c": "x"}) and not _too_deep(7)


def test_a_line_is_read_up_to_the_nesting_limit_and_refused_past_it_and_brackets_in_text_do_not_count():
    """The reader walks a value only when its line has more brackets than the limit: a line
    exactly at the limit reads, one level more is refused, and brackets inside strings only ever
    make it look, never be, deeper."""
    from game.saves.jsonlog import MAX_DEPTH, _decode_line, _encode

    def nested(levels: int) -> dict:
        value: object = 1
        for _ in range(levels - 1):
            value = [value]
        return {"v": value}

    def line(record: object) -> bytes:
        raw = json.dumps(record, separators=(",", ":")).encode()
        return raw + b"\t" + format(zlib.crc32(raw) & 0xFFFFFFFF, "08x").encode()

    assert _decode_line(_encode(nested(MAX_DEPTH))[:-1]) == (nested(MAX_DEPTH), None)
    assert _decode_line(line(nested(MAX_DEPTH + 1))) == (None, "nested too deeply")
    text = {"t": "[{" * MAX_DEPTH}
    assert _decode_line(_encode(text)[:-1]) == (text, None)
