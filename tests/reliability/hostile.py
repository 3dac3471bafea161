"""Hostile files for the reliability tests; not a test module.

A generator of damaged saves (``hostile_saves``) and settings files (``hostile_settings``): every
kind of file a player's disk can hold where a save or the settings should be, including the ones a
reader must never open blindly (a FIFO blocks, /dev/zero never ends). And ``run_game``, which runs
the ``thunderstone`` command in a child process with the player's folder pointed elsewhere, under
a deadline and a memory cap, so that a hang or a runaway read fails the test instead of the suite.
"""

from __future__ import annotations

import errno
import json
import os
import random
import subprocess
import sys
import textwrap
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
HAS_FIFO = hasattr(os, "mkfifo")
HAS_DEV_ZERO = os.path.exists("/dev/zero")
MEMORY_CAP = 1 << 30  # bytes of address space a child may use: far more than the game needs


def line(value: object) -> bytes:
    """One log line holding `value`, with a valid checksum (as the game writes them)."""
    text = json.dumps(value, separators=(",", ":"), sort_keys=True).encode()
    return text + b"\t" + format(zlib.crc32(text), "08x").encode() + b"\n"


def nested(depth: int) -> object:
    """A JSON value nested `depth` levels deep (lists in lists), built without recursion."""
    value: object = []
    for _ in range(depth - 1):
        value = [value]
    return value


def deep_line(depth: int, inside: dict | None = None, key: str = "deep") -> bytes:
    """A line whose object holds a value nested `depth` levels deep (json.dumps would recurse, so
    the text is written by hand), with a valid checksum."""
    head = json.dumps(inside or {}, separators=(",", ":"), sort_keys=True)[:-1]
    text = (head + ("," if len(head) > 1 else "") + json.dumps(key) + ":" + "[" * depth + "]" * depth + "}").encode()
    return text + b"\t" + format(zlib.crc32(text), "08x").encode() + b"\n"


def special_supported(kind: str) -> bool:
    return {"fifo": HAS_FIFO, "dev_zero": HAS_DEV_ZERO and hasattr(os, "symlink")}.get(kind, True)


# --- saves ----------------------------------------------------------------------------------------

SaveMaker = Callable[[Path, bytes], None]  # (where to make it, a good save's bytes)


def _write(data: bytes) -> SaveMaker:
    return lambda path, good: path.write_bytes(data)


def _fifo(path: Path, good: bytes) -> None:
    os.mkfifo(path)


def _dev_zero(path: Path, good: bytes) -> None:
    os.symlink("/dev/zero", path)


def _sparse(path: Path, good: bytes) -> None:
    with open(path, "wb") as f:  # a huge file that takes no room: a size cap must refuse it unread
        f.write(good[: good.index(b"\n") + 1])
        f.truncate(3 << 30)


def _dangling(path: Path, good: bytes) -> None:
    os.symlink(path.parent / "nowhere" / "gone.tsave", path)


def _loop(path: Path, good: bytes) -> None:
    os.symlink(path, path)


def _folder(path: Path, good: bytes) -> None:
    path.mkdir()


def _deep_header(path: Path, good: bytes) -> None:
    header = json.loads(good[: good.index(b"\t")])
    path.write_bytes(deep_line(1000, header) + good[good.index(b"\n") + 1:])


def _deep_record(path: Path, good: bytes) -> None:
    lines = good.split(b"\n")
    record = json.loads(lines[1][: lines[1].index(b"\t")])
    lines[1] = deep_line(1000, record, "x")[:-1]
    path.write_bytes(b"\n".join(lines))


def _deep_event(path: Path, good: bytes) -> None:
    lines = good.split(b"\n")
    record = json.loads(lines[2][: lines[2].index(b"\t")])
    events = record.pop("events")
    text = json.dumps(record, separators=(",", ":"), sort_keys=True)[:-1]
    text += ',"events":[' + json.dumps(events[0])[:-1] + ',"deep":' + "[" * 5000 + "]" * 5000 + "}]}"
    raw = text.encode()
    lines[2] = raw + b"\t" + format(zlib.crc32(raw), "08x").encode()
    path.write_bytes(b"\n".join(lines))


def _huge_number(path: Path, good: bytes) -> None:
    lines = good.split(b"\n")
    raw = b'{"action":"end","events":[],"n":' + b"9" * 5000 + b',"player":0}'
    lines[1] = raw + b"\t" + format(zlib.crc32(raw), "08x").encode()
    path.write_bytes(b"\n".join(lines))


def _long_line(path: Path, good: bytes) -> None:
    lines = good.split(b"\n")
    lines[1] = line({"n": 1, "player": 0, "action": "x" * (5 << 20), "events": []})[:-1]
    path.write_bytes(b"\n".join(lines))


def _flip(seed: int) -> SaveMaker:
    def make(path: Path, good: bytes) -> None:
        r = random.Random(seed)
        data = bytearray(good)
        for _ in range(r.randint(1, 4)):
            data[r.randrange(len(data))] ^= 1 << r.randrange(8)
        path.write_bytes(bytes(data))
    return make


def _cut(seed: int) -> SaveMaker:
    def make(path: Path, good: bytes) -> None:
        path.write_bytes(good[: random.Random(seed).randrange(len(good))])
    return make


def _header_value(value: object) -> SaveMaker:
    def make(path: Path, good: bytes) -> None:
        header = json.loads(good[: good.index(b"\t")])
        header["start"] = value
        path.write_bytes(line(header) + good[good.index(b"\n") + 1:])
    return make


FIXED_SAVES: dict[str, SaveMaker] = {
    "empty": _write(b""),
    "text": _write(b"dear diary\n"),
    "binary": _write(bytes(range(256)) * 8),
    "json but not a log": _write(b'{"format": "thunderstone-save"}\n'),
    "a list for a header": _write(line([1, 2, 3])),
    "a string for a header": _write(line("thunderstone-save")),
    "null header": _write(line(None)),
    "deep header": _deep_header,
    "deep record": _deep_record,
    "deep event": _deep_event,
    "only brackets": _write(b"[" * 100000 + b"\t00000000\n"),
    "huge number": _huge_number,
    "long line": _long_line,
    "start is a list": _header_value([]),
    "start is deep": _header_value(nested(200)),
    "start names no cards": _header_value({"setup": {"players": ["A", "B"]}, "seed": 1}),
    "fifo": _fifo,
    "symlink to /dev/zero": _dev_zero,
    "huge sparse file": _sparse,
    "dangling symlink": _dangling,
    "symlink loop": _loop,
    "folder": _folder,
}


def hostile_saves(count: int = 0, seed: int = 0) -> Iterator[tuple[str, SaveMaker]]:
    """Every fixed kind of hostile save, then `count` random damages (bit flips, cuts)."""
    for name, make in FIXED_SAVES.items():
        kind = "fifo" if name == "fifo" else "dev_zero" if "/dev/zero" in name else ""
        if special_supported(kind):
            yield name, make
    r = random.Random(seed)
    for i in range(count):
        s = r.randrange(1 << 30)
        yield (f"flip {i}", _flip(s)) if i % 2 == 0 else (f"cut {i}", _cut(s))


# --- settings -------------------------------------------------------------------------------------

SettingsMaker = Callable[[Path], None]


def _text(text: str | bytes) -> SettingsMaker:
    data = text.encode() if isinstance(text, str) else text
    return lambda path: path.write_bytes(data)


FIXED_SETTINGS: dict[str, SettingsMaker] = {
    "a list": _text("[]"),
    "a number": _text("5"),
    "null": _text("null"),
    "a string": _text('"x"'),
    "deep nesting": _text("[" * 100000 + "]" * 100000),
    "deep nesting in a value": _text('{"window": ' + "[" * 5000 + "]" * 5000 + "}"),
    "empty": _text(""),
    "not UTF-8": _text(b"\xff\xfe{\x00}"),
    "cut short": _text('{"animation": "fa'),
    "unhashable animation": _text('{"animation": []}'),
    "window of floats": _text('{"window": [1e309, -1e309]}'),
    "window a string": _text('{"window": "ab"}'),
    "window a dict": _text('{"window": {"a": 1}}'),
    "volume NaN": _text('{"volume": NaN, "bot_delay": Infinity}'),
    "huge number": _text('{"volume": ' + "9" * 5000 + "}"),
    "flags as strings": _text('{"fullscreen": "yes", "mute": 1, "confirm_attack": null}'),
    "unknown keys": _text('{"__class__": 1, "speed": 99, "save": 3}'),
    "fifo": lambda path: os.mkfifo(path),
    "symlink to /dev/zero": lambda path: os.symlink("/dev/zero", path),
    "folder": lambda path: path.mkdir(),
    "huge file": lambda path: _sparse_settings(path),
}


def _sparse_settings(path: Path) -> None:
    with open(path, "wb") as f:
        f.write(b'{"volume": 0.5' + b" " * 10)
        f.truncate(3 << 30)


def hostile_settings(count: int = 0, seed: int = 0) -> Iterator[tuple[str, SettingsMaker]]:
    """Every fixed kind of hostile settings file, then `count` random JSON values and byte strings."""
    for name, make in FIXED_SETTINGS.items():
        kind = "fifo" if name == "fifo" else "dev_zero" if "/dev/zero" in name else ""
        if special_supported(kind):
            yield name, make
    r = random.Random(seed)
    atoms = [None, True, False, 0, -1, 1.5, 1e308, "", "off", "fast", [], {}, [1280, 720], [0, 0], [2 ** 70, 5]]
    keys = ["animation", "bot_delay", "confirm_attack", "window", "fullscreen", "volume", "mute", "x"]
    for i in range(count):
        if i % 3 == 2:
            data = bytes(r.randrange(256) for _ in range(r.randrange(1, 40)))
            yield f"random bytes {i}", _text(data)
        else:
            value = {k: r.choice(atoms) for k in r.sample(keys, r.randrange(1, len(keys)))}
            yield f"random values {i}", _text(json.dumps(value))


# --- a full or read-only disk ---------------------------------------------------------------------

class Disk:
    """Makes every write of a log fail (as a full or read-only disk would) until healed. Tests run
    as root here, where a read-only folder does not stop writes, so the failure is simulated where
    the log writes: jsonlog._write_all, LogWriter's opening (EROFS) and its truncation."""

    def __init__(self, monkeypatch) -> None:
        from game.saves import jsonlog
        from game.saves.jsonlog import LogWriter

        self.error: int | None = None
        self.failures = 0
        real_write_all, real_init, real_truncate = jsonlog._write_all, LogWriter.__init__, LogWriter._truncate

        def write_all(fd, data):
            self._check()
            real_write_all(fd, data)

        def init(writer, path, **kw):  # opening a file for appending fails on a read-only disk
            if self.error == errno.EROFS:
                self._check()
            real_init(writer, path, **kw)

        def truncate(writer, size):
            self._check()
            real_truncate(writer, size)

        monkeypatch.setattr(jsonlog, "_write_all", write_all)
        monkeypatch.setattr(LogWriter, "__init__", init)
        monkeypatch.setattr(LogWriter, "_truncate", truncate)

    def _check(self) -> None:
        if self.error is not None:
            self.failures += 1
            raise OSError(self.error, os.strerror(self.error))

    def full(self) -> None:
        self.error = errno.ENOSPC

    def read_only(self) -> None:
        self.error = errno.EROFS

    def heal(self) -> None:
        self.error = None


# --- the game in a child process ------------------------------------------------------------------

_CHILD = textwrap.dedent("""
    import sys
    from pathlib import Path
    from game import paths
    data = Path(sys.argv[1])
    paths.user_data_dir = lambda: data
    paths.saves_dir = lambda: data / "saves"
    from game.cli import main
    sys.exit(main(sys.argv[2:]))
""")


def _limits() -> None:  # in the child, before it runs anything
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
    except (ImportError, ValueError, OSError):
        pass


def run_game(args: list[str], data_dir: Path, timeout: float = 60, env: dict[str, str] | None = None,
             ) -> subprocess.CompletedProcess:
    """Run `thunderstone ARGS` with its user data folder at `data_dir` (saves in data_dir/saves),
    capped in memory; a run that outlives `timeout` seconds is killed and reported as a hang."""
    full_env = {**os.environ, "PYTHONPATH": str(REPO), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                "PYGAME_HIDE_SUPPORT_PROMPT": "1", **(env or {})}
    try:
        return subprocess.run([sys.executable, "-c", _CHILD, str(data_dir), *args], cwd=REPO, env=full_env,
                              capture_output=True, text=True, timeout=timeout,
                              preexec_fn=_limits if os.name == "posix" else None)
    except subprocess.TimeoutExpired as e:  # the child is killed by subprocess.run
        raise AssertionError(f"thunderstone {' '.join(args)} hung (killed after {timeout} s); "
                             f"output so far: {e.stdout!r} {e.stderr!r}") from None
