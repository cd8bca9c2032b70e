#!/usr/bin/env python3
"""The peer of `run.sh png`: Pillow decodes the PNG, DaltonLens simulates deuteranopia
(Viénot 1999, as Legible's default), Pillow encodes (its default zlib level, 6). Prints the
best of N runs in seconds as JSON, with Pillow's encode alone and its file size."""
import io, json, sys, time
import numpy as np
from PIL import Image
from daltonlens import simulate

path, runs = sys.argv[1], int(sys.argv[2])
sim = simulate.Simulator_Vienot1999()
times, encode_times, size = [], [], 0
for _ in range(runs):
    t0 = time.perf_counter()
    im = np.asarray(Image.open(path).convert("RGB"))
    out = sim.simulate_cvd(im, simulate.Deficiency.DEUTAN, 1.0)
    buf = io.BytesIO()
    t1 = time.perf_counter()
    Image.fromarray(out).save(buf, format="PNG")
    t2 = time.perf_counter()
    times.append(t2 - t0)
    encode_times.append(t2 - t1)
    size = buf.tell()
print(json.dumps({"daltonlensPillow": min(times), "pillowEncodeOnly": min(encode_times), "pillowBytes": size}))
