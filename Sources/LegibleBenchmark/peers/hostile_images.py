#!/usr/bin/env python3
"""Writes hostile PNGs for the scan's cost and color-metadata checks (issue 12). Python
standard library only (zlib + struct); deterministic (seeded).

  hostile_images.py rects SIDE OUT    SIDE x SIDE white image with SIDE^2/150 small random
                                      colored rectangles (6000 -> 240,000): worst-case pixels
  hostile_images.py bomb SIDE OUT     SIDE x SIDE all-black 8-bit RGB PNG: a decompression
                                      bomb (14000 -> 196 MP in about 0.6 MB)
  hostile_images.py lines OUT [CHUNK] 400x300 white image with 5 lines of gray text-like bars
                                      that fail 4.5:1; CHUNK adds gama1 | chrm-same | icc-zero
  hostile_images.py noise SIDE OUT [KIND]
                                      SIDE x SIDE pixel noise, where region and blob counts
                                      grow with the pixels: KIND rgb (default; every pixel a
                                      random color), binary (each pixel black or white: ink
                                      blobs everywhere) or faint (random 0-6 steps below white,
                                      within and just over the flat tolerance)
"""
import random
import struct
import sys
import zlib


def chunk(kind, data):
    body = kind.encode() + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def write_png(path, width, height, rows, extra=b""):
    """rows: an iterable of raw RGB rows (bytes of 3 * width), compressed as they come."""
    z = zlib.compressobj(9)
    parts = []
    for row in rows:
        parts.append(z.compress(b"\x00" + row))
    parts.append(z.flush())
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk("IHDR", ihdr) + extra + chunk("IDAT", b"".join(parts)) + chunk("IEND", b""))


def rects(side, path):
    rng = random.Random(1212)
    pixels = bytearray(b"\xff" * (side * side * 3))
    for _ in range(side * side // 150):
        w, h = rng.randint(2, 9), rng.randint(2, 9)
        x, y = rng.randrange(side - w), rng.randrange(side - h)
        color = bytes((rng.randrange(256), rng.randrange(256), rng.randrange(256))) * w
        for r in range(y, y + h):
            at = (r * side + x) * 3
            pixels[at:at + 3 * w] = color
    write_png(path, side, side, (bytes(pixels[r * side * 3:(r + 1) * side * 3]) for r in range(side)))


def bomb(side, path):
    row = bytes(3 * side)
    write_png(path, side, side, (row for _ in range(side)))


def noise(side, path, kind="rgb"):
    rng = random.Random(3636)
    if kind == "rgb":
        row = lambda: rng.randbytes(3 * side)
    elif kind in ("binary", "faint"):
        # One random gray a pixel, by a byte table, spread over R, G and B (fast in Python).
        table = bytes((0 if b & 1 else 255) if kind == "binary" else 255 - b % 7 for b in range(256))

        def row():
            gray = rng.randbytes(side).translate(table)
            out = bytearray(3 * side)
            out[0::3] = out[1::3] = out[2::3] = gray
            return bytes(out)
    else:
        sys.exit(f"unknown noise kind {kind}")
    write_png(path, side, side, (row() for _ in range(side)))


def icc_zero_colorants():
    """A matrix/TRC RGB profile whose rXYZ, gXYZ and bXYZ are all zero."""
    tags = []
    for sig in ("rXYZ", "gXYZ", "bXYZ"):
        tags.append((sig, b"XYZ " + bytes(4) + bytes(12)))
    for sig in ("rTRC", "gTRC", "bTRC"):
        tags.append((sig, b"curv" + bytes(4) + struct.pack(">I", 1) + struct.pack(">H", 256 * 2 + 51) + bytes(2)))
    offset = 128 + 4 + 12 * len(tags)
    table, data = b"", b""
    for sig, body in tags:
        table += sig.encode() + struct.pack(">II", offset + len(data), len(body))
        data += body
    profile = bytearray(offset) + data
    profile[0:4] = struct.pack(">I", len(profile))
    profile[12:24] = b"mntrRGB XYZ "
    profile[36:40] = b"acsp"
    profile[128:132] = struct.pack(">I", len(tags))
    profile[132:offset] = table
    return chunk("iCCP", b"zero\x00\x00" + zlib.compress(bytes(profile)))


def lines(path, extra_kind=None):
    width, height = 400, 300
    pixels = bytearray(b"\xff" * (width * height * 3))
    gray = bytes((150, 150, 150))  # 2.96:1 on white: fails 4.5
    for line in range(5):
        top = 20 + 55 * line
        for letter in range(12):
            left = 20 + 28 * letter
            for y in range(top, top + 24):
                for x in list(range(left, left + 4)) + (list(range(left, left + 16)) if y in (top, top + 11, top + 23) else []):
                    at = (y * width + x) * 3
                    pixels[at:at + 3] = gray
    extra = b""
    if extra_kind == "gama1":
        extra = chunk("gAMA", struct.pack(">I", 1))
    elif extra_kind == "chrm-same":
        extra = chunk("cHRM", struct.pack(">8I", 31270, 32900, *([30000, 60000] * 3)))
    elif extra_kind == "icc-zero":
        extra = icc_zero_colorants()
    elif extra_kind:
        sys.exit(f"unknown chunk kind {extra_kind}")
    write_png(path, width, height, (bytes(pixels[r * width * 3:(r + 1) * width * 3]) for r in range(height)), extra)


if __name__ == "__main__":
    kind = sys.argv[1] if len(sys.argv) > 1 else ""
    if kind == "rects":
        rects(int(sys.argv[2]), sys.argv[3])
    elif kind == "bomb":
        bomb(int(sys.argv[2]), sys.argv[3])
    elif kind == "noise":
        noise(int(sys.argv[2]), sys.argv[3], sys.argv[4] if len(sys.argv) > 4 else "rgb")
    elif kind == "lines":
        lines(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)
    else:
        sys.exit(__doc__)
