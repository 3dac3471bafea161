"""Draw the application icon (a glowing stone in a dark frame) as PNG, ICO and ICNS, with no image
library: the PNG is written by hand, the ICO (Windows) embeds PNGs, which Windows Vista+ reads, and
so does the ICNS (macOS app bundle; PNG entries are read since OS X 10.7).
Run once when the design changes; the outputs live in assets/."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets"


def pixel(x: float, y: float) -> tuple[int, int, int, int]:
    """Colour at (x, y) in [-1, 1]^2: a rounded dark frame with a faceted blue stone."""
    r = max(abs(x), abs(y))
    if r > 0.96:
        return (0, 0, 0, 0)
    if r > 0.86:
        return (150, 118, 60, 255)  # bronze frame
    d = abs(x) * 0.9 + abs(y) * 0.6  # a diamond-shaped stone
    if d < 0.62:
        glow = 1.0 - d / 0.62
        facet = 0.15 if (x > 0) == (y > 0) else 0.0
        b = min(255, int(150 + 105 * glow))
        g = min(255, int(90 + 130 * glow * glow + 40 * facet))
        return (int(40 + 180 * glow ** 3), g, b, 255)
    halo = max(0.0, 1.0 - (d - 0.62) / 0.5)
    base = 24 + int(40 * halo)
    return (base // 2, base // 2 + 4, base + 10, 255)


def png(size: int) -> bytes:
    rows = []
    for j in range(size):
        row = bytearray([0])
        for i in range(size):
            # 4x supersampling for smooth edges
            acc = [0, 0, 0, 0]
            for sx in (0.25, 0.75):
                for sy in (0.25, 0.75):
                    c = pixel((i + sx) / size * 2 - 1, (j + sy) / size * 2 - 1)
                    for k in range(4):
                        acc[k] += c[k]
            row += bytes(v // 4 for v in acc)
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def ico(images: list[tuple[int, bytes]]) -> bytes:
    out = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images:
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return out + entries + blobs


# ICNS entry types holding PNG data, by pixel size (the @2x types are the Retina sizes)
ICNS_TYPES = [(b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"icp6", 64), (b"ic12", 64), (b"ic07", 128),
              (b"ic08", 256), (b"ic13", 256), (b"ic09", 512), (b"ic14", 512), (b"ic10", 1024)]


def icns(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    ASSETS.mkdir(exist_ok=True)
    pngs = {size: png(size) for size in sorted({16, 32, 48, 256} | {size for _, size in ICNS_TYPES})}
    (ASSETS / "icon.png").write_bytes(pngs[256])
    (ASSETS / "icon.ico").write_bytes(ico([(s, pngs[s]) for s in (16, 32, 48, 256)]))
    (ASSETS / "icon.icns").write_bytes(icns(pngs))
    print(f"wrote {ASSETS / 'icon.png'}, icon.ico and icon.icns")


if __name__ == "__main__":
    main()
