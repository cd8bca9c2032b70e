#!/usr/bin/env python3
"""DaltonLens-Python on the same raw RGB image Legible's benchmark wrote: the peer side of
`run.sh cvd`. Prints JSON with the best-of-runs seconds per method (one core: the caller limits
BLAS threads)."""
import json, sys, time
import numpy as np
from daltonlens import simulate

path, width, height, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
image = np.fromfile(path, dtype=np.uint8).reshape(height, width, 3)
configs = [
    ("vienot1999 protanopia", simulate.Simulator_Vienot1999(), simulate.Deficiency.PROTAN, 1.0),
    ("brettel1997 tritanopia", simulate.Simulator_Brettel1997(), simulate.Deficiency.TRITAN, 1.0),
    ("machado2009 deuteranomaly 0.6", simulate.Simulator_Machado2009(), simulate.Deficiency.DEUTAN, 0.6),
]
out = {}
for name, sim, deficiency, severity in configs:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        sim.simulate_cvd(image, deficiency, severity)
        times.append(time.perf_counter() - t0)
    t = min(times)  # best of runs, as Legible's side reports
    out[name] = {"seconds": t, "megapixelsPerSecond": width * height / 1e6 / t}
print(json.dumps({"daltonlens": out}))
