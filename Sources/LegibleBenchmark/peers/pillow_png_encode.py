#!/usr/bin/env python3
"""The peer of `run.sh png-levels`: Pillow's PNG writer at its default (zlib level 6,
adaptive filters) on the raw RGBA pixels Legible decoded (RAW WIDTH HEIGHT ALPHA per file),
as RGB when Legible writes RGB. Prints one JSON line per file: best of N runs in seconds and
the size in bytes."""
import io, json, sys, time
from PIL import Image

runs = int(sys.argv[1])
args = sys.argv[2:]
for i in range(0, len(args), 4):
    raw, width, height, alpha = args[i], int(args[i + 1]), int(args[i + 2]), args[i + 3] == "true"
    im = Image.frombytes("RGBA", (width, height), open(raw, "rb").read())
    if not alpha:
        im = im.convert("RGB")
    times, size = [], 0
    for _ in range(runs):
        buf = io.BytesIO()
        t0 = time.perf_counter()
        im.save(buf, format="PNG")
        times.append(time.perf_counter() - t0)
        size = buf.tell()
    print(json.dumps({"raw": raw, "seconds": min(times), "bytes": size}))
