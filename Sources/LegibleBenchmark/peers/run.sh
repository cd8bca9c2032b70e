#!/usr/bin/env bash
# Rerunnable benchmarks with their peers, in one run so the ratio is fair on a noisy machine.
#   Sources/LegibleBenchmark/peers/run.sh cvd     CVD simulation vs DaltonLens (numpy), one core
#   Sources/LegibleBenchmark/peers/run.sh png     PNG decode+simulate+encode vs libpng alone and Pillow+DaltonLens
# Needs: pip install daltonlens numpy pillow (the peers only; Legible's tests never need pip).
set -euo pipefail
cd "$(dirname "$0")/../../.."
what="${1:-cvd}"
swift build -c release --product LegibleBenchmark >/dev/null
bench=.build/release/LegibleBenchmark
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

case "$what" in
cvd)
  W=3000 H=2000 RUNS=${RUNS:-5} ROUNDS=${ROUNDS:-3}
  # Alternate Legible and the peer for several rounds on the same core, so a noisy
  # neighbour hurts both alike; each side keeps its best time.
  for round in $(seq "$ROUNDS"); do
    taskset -c 0 "$bench" cvd --width $W --height $H --runs "$RUNS" --write-rgb "$tmp/image.rgb" > "$tmp/legible.$round.json"
    # One core for numpy too; OPENBLAS_CORETYPE/L2_SIZE slow a current numpy (see env notes).
    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 \
      taskset -c 0 python3 Sources/LegibleBenchmark/peers/daltonlens_cvd.py "$tmp/image.rgb" $W $H 2 > "$tmp/peer.$round.json"
  done
  python3 - "$tmp" "$ROUNDS" <<'PY'
import json, sys
d, rounds = sys.argv[1], int(sys.argv[2])
runs = [json.load(open(f"{d}/legible.{r}.json")) for r in range(1, rounds + 1)]
peers = [json.load(open(f"{d}/peer.{r}.json"))["daltonlens"] for r in range(1, rounds + 1)]
pick = lambda rs, name: min((r[name] for r in rs), key=lambda x: x["seconds"])
a = {"image": runs[0]["image"], "legible": {n: pick([r["legible"] for r in runs], n) for n in runs[0]["legible"]}}
b = {n: pick(peers, n) for n in peers[0]}
w, h = a["image"]["width"], a["image"]["height"]
print(f"CVD simulation, {w}x{h} ({w*h/1e6:.0f} MP), one core, best of {rounds} alternating rounds")
print(f"{'method':34} {'Legible MP/s':>13} {'DaltonLens MP/s':>16} {'ratio':>7}")
for name, r in a["legible"].items():
    p = b[name]
    print(f"{name:34} {r['megapixelsPerSecond']:13.1f} {p['megapixelsPerSecond']:16.2f} {p['seconds']/r['seconds']:6.1f}x")
PY
  ;;
png)
  # One 12-megapixel PNG tiled from Samples/; both sides use both cores as they would.
  "$bench" make-large-png Samples "$tmp/large.png"
  "$bench" png "$tmp/large.png" "${RUNS:-5}" > "$tmp/legible.json"
  env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE python3 Sources/LegibleBenchmark/peers/daltonlens_png.py "$tmp/large.png" 3 > "$tmp/peer.json"
  python3 - "$tmp/legible.json" "$tmp/peer.json" <<'PY'
import json, sys
a = json.load(open(sys.argv[1])); b = json.load(open(sys.argv[2]))
w, h = a["image"]["width"], a["image"]["height"]
floor = a["libpngDecodeEncode"]
print(f"PNG pipeline on one {w}x{h} PNG ({w*h/1e6:.0f} MP), best of runs, seconds")
rows = [("libpng decode alone", a["libpngDecode"]), ("libpng decode + encode (floor)", floor),
        ("Legible decode + simulate + encode", a["legibleDecodeSimulateEncode"]),
        ("  of which simulate", a["legibleSimulateOnly"]), ("Pillow + DaltonLens, same job", b["daltonlensPillow"])]
for name, t in rows:
    print(f"  {name:36} {t:8.3f}")
print(f"Legible over the floor: +{(a['legibleDecodeSimulateEncode'] / floor - 1) * 100:.1f}%   "
      f"DaltonLens pipeline / Legible: {b['daltonlensPillow'] / a['legibleDecodeSimulateEncode']:.1f}x")
PY
  ;;
*) echo "unknown benchmark '$what' (expected: cvd or png)" >&2; exit 2 ;;
esac
