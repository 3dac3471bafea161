"""Crash-safe, append-only JSON Lines log files (standard library only).

Format: UTF-8 text, one record per line. Each line is ``<json>\\t<crc>\\n`` where
``<json>`` is a compact JSON object (never containing a raw tab or newline, since
``json.dumps`` escapes control characters inside strings) and ``<crc>`` is
``zlib.crc32`` of the UTF-8 JSON bytes as 8 lowercase hex digits. Line 1 is the
header, a dict holding at least ``"format"`` (str, names the kind of file) and
``"format_version"`` (int); every further line is one record (a dict).

Why a kill at any moment leaves at most a torn last line: the file only ever grows
by appends (O_APPEND), each record is encoded in full first and handed to the OS in
one ``write`` call, and the next record is only written after the previous one was
written (and, by default, fsynced). So everything before the last line was
completely written; a crash can only cut the line in flight. The reader recognises
such a tail (no final newline, or bad checksum/JSON on the last line only), drops
it and reports ``torn_tail``; ``LogWriter.open_append`` truncates it before
appending. Damage anywhere else cannot come from a crash and raises ``LogError``.

Why creating/replacing never destroys the good file: a new file is written to a
temporary file in the same directory, fsynced, then ``os.replace``d onto the target
(an atomic rename on POSIX and Windows), and the directory is fsynced so the
rename itself is durable. Until the rename, the old file is untouched; after it,
the new file is complete. On failure the temporary file is removed.

A failed ``append`` (disk full, I/O error) truncates its partial line away again
when it can, and when it cannot, the next ``append`` does so before writing (or
fails), so one failed write never turns into damage in the middle of the file
once later appends succeed.

``read_log`` raises ``LogError`` for damaged or foreign files; plain ``OSError``
(missing file, no permission) is left to the caller.

Why a hostile file cannot hang or exhaust the reader: it opens without blocking (a FIFO would
wait for a writer) and without following a link on the writer's side, reads only regular files
(``NotALogFile`` for a FIFO, a device such as /dev/zero, a folder) and at most ``MAX_BYTES``, and
refuses values nested deeper than ``MAX_DEPTH`` (the JSON decoder and everything that walks a
record recurse; a line nested a thousand levels deep with a valid checksum would otherwise end in
RecursionError). The writer refuses to write what the reader would refuse.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeAlias

__all__ = ["MAX_BYTES", "MAX_DEPTH", "LogContents", "LogError", "LogWriter", "NotALogFile", "read_log",
           "read_regular_file", "write_log_atomic"]

StrPath: TypeAlias = "str | os.PathLike[str]"

_O_BINARY = getattr(os, "O_BINARY", 0)  # Windows: no newline translation
_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # POSIX: opening a FIFO does not wait for its other end
_O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)  # POSIX: never append through a link

MAX_BYTES = 64 << 20  # no log is larger: a long five-player game's save is a few MB
MAX_DEPTH = 64  # no value in a log is nested deeper (a save's records are about 5 levels deep)


class LogError(Exception):
    """The file is not a valid log: damaged, empty, or of another kind."""

    def __init__(self, path: StrPath, message: str) -> None:
        super().__init__(f"{os.fspath(path)}: {message}")
        self.path = Path(path)
        self.message = message


class NotALogFile(LogError):
    """What is at the path cannot be a log: not a regular file, or too large to be one."""


@dataclass
class LogContents:
    """What ``read_log`` found in a log file."""

    header: dict[str, Any]
    records: list[dict[str, Any]]
    torn_tail: bool  # a final partial/corrupt line (crash mid-write) was dropped
    path: Path


# --- encoding ---------------------------------------------------------------


def _too_deep(value: object, limit: int = MAX_DEPTH) -> bool:
    """Whether lists and dicts in ``value`` nest deeper than ``limit``. Recursive, but never past
    ``limit`` levels; run on every line a save is read from, so it walks without building tuples."""
    def deeper(node: dict | list, depth: int) -> bool:
        if depth > limit:
            return True
        for child in node.values() if isinstance(node, dict) else node:
            if isinstance(child, dict | list) and deeper(child, depth + 1):
                return True
        return False

    return isinstance(value, dict | list) and deeper(value, 1)


def _encode(record: dict[str, Any]) -> bytes:
    if not isinstance(record, dict):
        raise TypeError(f"a log record must be a dict, not {type(record).__name__}")
    if _too_deep(record):
        raise ValueError(f"a log record may not be nested more than {MAX_DEPTH} levels deep")
    data = json.dumps(record, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
    raw = data.encode("utf-8")
    return raw + b"\t" + format(zlib.crc32(raw) & 0xFFFFFFFF, "08x").encode("ascii") + b"\n"


def _header_problem(header: object) -> str | None:
    """Why ``header`` is not a valid header, or None if it is."""
    if not isinstance(header, dict):
        return "the header (line 1) is not a JSON object"
    if "format" not in header:
        return 'the header has no "format" field'
    if not isinstance(header["format"], str):
        return 'the header "format" field is not a string'
    if "format_version" not in header:
        return 'the header has no "format_version" field'
    version = header["format_version"]
    if not isinstance(version, int) or isinstance(version, bool):
        return 'the header "format_version" field is not an integer'
    return None


def _check_header_arg(header: dict[str, Any]) -> None:
    problem = _header_problem(header)
    if problem is not None:
        raise ValueError(f"invalid log header: {problem}")


def _decode_line(line: bytes) -> tuple[object, str | None]:
    """Decode one line (without its newline): (value, None) or (None, problem)."""
    try:
        line.decode("utf-8")
    except UnicodeDecodeError:
        return None, "not valid UTF-8 text"
    json_part, tab, crc = line.rpartition(b"\t")
    if not tab:
        return None, "no checksum"
    if crc != format(zlib.crc32(json_part) & 0xFFFFFFFF, "08x").encode("ascii"):
        return None, "checksum mismatch"
    try:
        value = json.loads(json_part.decode("utf-8"))
    except ValueError:  # JSONDecodeError, or a number too long to convert
        return None, "not valid JSON"
    except RecursionError:
        return None, "nested too deeply"
    # (a value nests no deeper than it has brackets: most lines need no walk)
    if json_part.count(b"[") + json_part.count(b"{") > MAX_DEPTH and _too_deep(value):
        return None, "nested too deeply"
    return value, None


# --- reading ----------------------------------------------------------------


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe (FIFO)"),
                       (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "something else"


def _size(n: int) -> str:
    return f"{n / (1 << 30):.1f} GB" if n >= 1 << 30 else f"{n / (1 << 20):.1f} MB"


def read_regular_file(path: StrPath, max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file at ``path`` (a link to one is followed). Never blocks on a
    FIFO and never reads a device: raises ``NotALogFile`` for anything but a regular file, and for
    a file over ``max_bytes``; ``OSError`` when it cannot be opened."""
    fd = os.open(path, os.O_RDONLY | _O_BINARY | _O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotALogFile(path, f"not a regular file (it is {_kind(info.st_mode)})")
        if info.st_size > max_bytes:
            raise NotALogFile(path, f"too large ({_size(info.st_size)}; at most {_size(max_bytes)} is read)")
        chunks, total = [], 0
        while True:  # to the end, however the file grew since fstat, but never past the cap
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > max_bytes:
                raise NotALogFile(path, f"too large (over {_size(max_bytes)})")
        return b"".join(chunks)
    finally:
        os.close(fd)


def _scan(path: StrPath, expected_format: str | None) -> tuple[LogContents, int]:
    """Read and validate a log; also return the byte length of its good part."""
    data = read_regular_file(path)
    if not data:
        raise LogError(path, "the file is empty")
    lines = data.split(b"\n")
    complete = lines[:-1]  # the piece after the last newline is never complete
    tail = lines[-1]

    entries: list[tuple[bytes, bool]] = [(line, True) for line in complete]
    if tail:
        entries.append((tail, False))

    values: list[object] = []
    good_len = 0
    torn = False
    for number, (line, has_newline) in enumerate(entries, start=1):
        is_last = number == len(entries)
        value, problem = _decode_line(line)
        if problem is None and not has_newline:
            problem = "incomplete, no line ending"
        if problem is not None:
            if number == 1:
                raise LogError(path, f"not a valid log file (line 1: {problem})")
            if is_last:
                torn = True
                break
            raise LogError(path, f"line {number} is damaged ({problem})")
        if number > 1 and not isinstance(value, dict):
            raise LogError(path, f"line {number} is not a JSON object")
        values.append(value)
        good_len += len(line) + 1

    header = values[0]
    problem = _header_problem(header)
    if problem is not None:
        raise LogError(path, f"not a valid log file ({problem})")
    assert isinstance(header, dict)
    if expected_format is not None and header["format"] != expected_format:
        raise LogError(
            path, f"this is not a {expected_format} file (its format is {header['format']!r})"
        )
    records = [v for v in values[1:] if isinstance(v, dict)]
    return LogContents(header=header, records=records, torn_tail=torn, path=Path(path)), good_len


def read_log(path: StrPath, expected_format: str | None = None) -> LogContents:
    """Read a log file, dropping a torn final line (see ``LogContents.torn_tail``).

    Raises ``LogError`` if the file is empty, not a log, damaged before its last
    line, or (with ``expected_format``) of another format.
    """
    return _scan(path, expected_format)[0]


# --- writing ----------------------------------------------------------------


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _fsync_dir(directory: Path) -> None:
    """Make a rename in ``directory`` durable (not possible/needed on Windows)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on directories; nothing more to do
    finally:
        os.close(fd)


def _replace_atomic(path: Path, data: bytes, fsync: bool) -> None:
    """Write ``data`` to a temp file next to ``path``, then rename it onto ``path``."""
    directory = path.parent
    fd, tmp_name = tempfile.mkstemp(dir=directory, prefix=f".{path.name}.", suffix=".tmp")
    try:
        try:
            _write_all(fd, data)
            if fsync:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise
    if fsync:
        _fsync_dir(directory)


def write_log_atomic(
    path: StrPath,
    header: dict[str, Any],
    records: list[dict[str, Any]],
    *,
    fsync: bool = True,
) -> None:
    """Write a complete log (header + records) and atomically put it at ``path``.

    An existing file at ``path`` is replaced only once the new one is complete.
    """
    _check_header_arg(header)
    data = b"".join([_encode(header), *(_encode(r) for r in records)])
    _replace_atomic(Path(path), data, fsync)


class LogWriter:
    """Appends records to a log file. Get one with ``create`` or ``open_append``."""

    def __init__(self, path: StrPath, *, record_count: int = 0, fsync: bool = True) -> None:
        """Open the existing, valid log at ``path`` for appending (no validation;
        prefer ``open_append``). ``record_count`` is the number of records it holds."""
        self.path = Path(path)
        self.fsync = fsync
        self.record_count = record_count
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | _O_BINARY | _O_NONBLOCK | _O_NOFOLLOW)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise OSError(errno.EINVAL, f"not a regular file (it is {_kind(info.st_mode)})", os.fspath(path))
            if _O_NONBLOCK:
                os.set_blocking(fd, True)
        except BaseException:
            os.close(fd)
            raise
        self._fd: int | None = fd
        self._size = info.st_size
        self._dirty = False  # a failed append may have left part of a line after self._size

    @classmethod
    def create(cls, path: StrPath, header: dict[str, Any], *, fsync: bool = True) -> LogWriter:
        """Start a new log holding just ``header``; atomically replaces any file at ``path``."""
        write_log_atomic(path, header, [], fsync=fsync)
        return cls(path, record_count=0, fsync=fsync)

    @classmethod
    def open_append(
        cls,
        path: StrPath,
        expected_records: int | None = None,
        *,
        expected_format: str | None = None,
        fsync: bool = True,
    ) -> LogWriter:
        """Validate an existing log and open it for appending.

        A torn final line is truncated away first (complete records are kept).
        With ``expected_records``, raise ``LogError`` (changing nothing) unless the
        log holds exactly that many complete records.
        """
        contents, good_len = _scan(path, expected_format)
        count = len(contents.records)
        if expected_records is not None and count != expected_records:
            raise LogError(path, f"the log holds {count} records, expected {expected_records}")
        writer = cls(path, record_count=count, fsync=fsync)
        if contents.torn_tail:
            writer._truncate(good_len)
        return writer

    def append(self, record: dict[str, Any]) -> None:
        """Write one record as a single line and (unless ``fsync=False``) fsync it."""
        line = _encode(record)
        fd = self._require_open()
        if self._dirty:  # the partial line an earlier failure left could not be cut then: now or never
            self._truncate(self._size)
            self._dirty = False
        try:
            _write_all(fd, line)
            if self.fsync:
                os.fsync(fd)
        except BaseException:
            self._dirty = True
            try:  # do not leave a partial line for later appends to bury
                self._truncate(self._size)
                self._dirty = False
            except OSError:
                pass
            raise
        self._size += len(line)
        self.record_count += 1

    def close(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)

    @property
    def closed(self) -> bool:
        return self._fd is None

    def __enter__(self) -> LogWriter:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _require_open(self) -> int:
        if self._fd is None:
            raise ValueError(f"{self.path}: the log writer is closed")
        return self._fd

    def _truncate(self, size: int) -> None:
        fd = self._require_open()
        os.ftruncate(fd, size)
        if self.fsync:
            os.fsync(fd)
        self._size = size
