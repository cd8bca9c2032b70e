#!/usr/bin/env bash
# Rerunnable benchmarks with their peers, in one run so the ratio is fair on a noisy machine.
#   Sources/LegibleBenchmark/peers/run.sh cvd     CVD simulation vs DaltonLens (numpy), one core
#   Sources/LegibleBenchmark/peers/run.sh scan    legible scan vs libpng decoding alone; 200-file scaling; memory
#   Sources/LegibleBenchmark/peers/run.sh palette palette check, text and JSON, on 5,000 tokens x 4 variants vs json.load
#   Sources/LegibleBenchmark/peers/run.sh png     PNG decode+simulate+encode vs libpng alone and Pillow+DaltonLens
#   Sources/LegibleBenchmark/peers/run.sh png-levels  PNG writing at zlib levels 1-6 x filter choices vs Pillow's default
#   Sources/LegibleBenchmark/peers/run.sh html    check's HTML report vs its JSON report, 200 screenshots
#   Sources/LegibleBenchmark/peers/run.sh jobs    scan and check of 200 varied screenshots, --jobs 1 vs --jobs 2
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
rows = [("libpng decode alone", a["libpngDecode"]), ("libpng decode + Legible's encode (floor)", floor),
        ("Legible decode + simulate + encode", a["legibleDecodeSimulateEncode"]),
        ("  of which simulate", a["legibleSimulateOnly"]), ("  of which encode", a["legibleEncodeOnly"]),
        ("  (libpng row writer alone, one core)", a["libpngRowWriterOnly"]), ("Pillow + DaltonLens, same job", b["daltonlensPillow"])]
for name, t in rows:
    print(f"  {name:42} {t:8.3f}")
print(f"Legible over the floor: +{(a['legibleDecodeSimulateEncode'] / floor - 1) * 100:.1f}%   "
      f"DaltonLens pipeline / Legible: {b['daltonlensPillow'] / a['legibleDecodeSimulateEncode']:.2f}x (goal >= 3x)")
print(f"PNG encode alone: Legible {a['legibleEncodeOnly']:.3f} s, Pillow {b['pillowEncodeOnly']:.3f} s "
      f"(Pillow / Legible {b['pillowEncodeOnly'] / a['legibleEncodeOnly']:.2f}x); file size Legible {a['legibleBytes']:,} B, "
      f"Pillow {b['pillowBytes']:,} B (ratio {a['legibleBytes'] / b['pillowBytes']:.3f}, goal <= 1.10)")
PY
  ;;
png-levels)
  # PNG writing alone: every zlib level 1-6 and filter choice on Samples/, a few screens
  # (SCREENS, default screens-dev) and the 12-megapixel image, against Pillow's default
  # writer on the same pixels. Alternating rounds; each side keeps its best time per file.
  "$bench" make-large-png Samples "$tmp/large.png"
  folder="${SCREENS:-../shared/screens-dev}"
  files=(Samples/*.png)
  if [ -d "$folder" ]; then files+=($(ls "$folder"/*.png | awk 'NR % 7 == 1')); fi
  files+=("$tmp/large.png")
  ROUNDS=${ROUNDS:-3}
  for round in $(seq "$ROUNDS"); do
    "$bench" png-encode "${RUNS:-1}" "$tmp" "${files[@]}" > "$tmp/legible.$round.jsonl"
    python3 - "$tmp/legible.$round.jsonl" > "$tmp/peer.args" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    r = json.loads(line); print(r["raw"], r["width"], r["height"], str(r["alpha"]).lower())
PY
    python3 Sources/LegibleBenchmark/peers/pillow_png_encode.py "${RUNS:-1}" $(cat "$tmp/peer.args") > "$tmp/peer.$round.jsonl"
  done
  python3 - "$tmp" "$ROUNDS" <<'PY'
import json, sys
d, rounds = sys.argv[1], int(sys.argv[2])
load = lambda name: [[json.loads(l) for l in open(f"{d}/{name}.{r}.jsonl")] for r in range(1, rounds + 1)]
legible, peer = load("legible"), load("peer")
files = [f["path"] for f in legible[0]]
configs = [(r["level"], r["filters"]) for r in legible[0][0]["results"]]
# Best time of the rounds for every (file, config); sizes do not change between rounds.
lt = {(i, c): min(rs[i]["results"][k]["seconds"] for rs in legible) for i in range(len(files)) for k, c in enumerate(configs)}
lb = {(i, c): legible[0][i]["results"][k]["bytes"] for i in range(len(files)) for k, c in enumerate(configs)}
pt = [min(rs[i]["seconds"] for rs in peer) for i in range(len(files))]
pb = [peer[0][i]["bytes"] for i in range(len(files))]
groups = [("small (Samples + screens)", list(range(len(files) - 1))), ("12 MP image", [len(files) - 1])]
print(f"PNG writing, {len(files) - 1} small files and one 12 MP image, best of {rounds} rounds; Pillow default (level 6, adaptive):")
for name, idx in groups:
    print(f"  {name}: Pillow {sum(pt[i] for i in idx):.3f} s, {sum(pb[i] for i in idx):,} bytes")
print(f"{'level':>5} {'filters':13}" + "".join(f" {'time/Pillow':>12} {'size/Pillow':>12}" for _ in groups) + "   (small, then 12 MP)")
for c in configs:
    cells = ""
    for _, idx in groups:
        cells += f" {sum(lt[(i, c)] for i in idx) / sum(pt[i] for i in idx):12.2f} {sum(lb[(i, c)] for i in idx) / sum(pb[i] for i in idx):12.3f}"
    print(f"{c[0]:5} {c[1]:13}{cells}")
PY
  ;;
scan)
  # One 1170x2532 screenshot: libpng decoding alone against Legible's decode + scan; then a
  # folder of 200 screenshots with one job and with two, for scaling; then peak memory; then
  # what the color-only pass costs over every screen of SCREENS (default screens-dev).
  shot="${SCREENSHOT:-../shared/screens-dev/d013_dashboard_light_390x844_dpr3.png}"
  "$bench" scan "$shot" "${RUNS:-9}" > "$tmp/scan.json"
  swift build -c release --product legible >/dev/null
  mkdir -p "$tmp/many"
  for i in $(seq -w 1 200); do cp "$shot" "$tmp/many/shot$i.png"; done
  t1=$( { /usr/bin/time -f %e .build/release/legible scan "$tmp/many" --jobs 1 --format json --fail-on never >/dev/null; } 2>&1 | tail -1 )
  t2=$( { /usr/bin/time -f %e .build/release/legible scan "$tmp/many" --jobs 2 --format json --fail-on never >/dev/null; } 2>&1 | tail -1 )
  rss=$( { /usr/bin/time -f %M .build/release/legible scan "$shot" --fail-on never >/dev/null; } 2>&1 | tail -1 )
  python3 - "$tmp/scan.json" "$t1" "$t2" "$rss" <<'PY'
import json, sys
a = json.load(open(sys.argv[1])); t1, t2, rss = float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
w, h = a["image"]["width"], a["image"]["height"]
print(f"Screenshot scan, {w}x{h}, {a['textLines']} text lines, best of runs, seconds")
print(f"  libpng decode alone              {a['libpngDecode']:.4f}")
print(f"  Legible decode (checks, color)   {a['legibleDecode']:.4f}")
print(f"  Legible decode + scan            {a['legibleDecodeAndScan']:.4f}   = {a['legibleDecodeAndScan'] / a['libpngDecode']:.2f}x decode alone")
print(f"  … decoded whole, then scanned    {a['legibleDecodeThenScan']:.4f}   = {a['legibleDecodeThenScan'] / a['libpngDecode']:.2f}x (rows not streamed into the scan)")
print(f"  … text only (no color-only pass) {a['legibleDecodeAndTextOnlyScan']:.4f}   color-only states add {(a['legibleDecodeThenScan'] / a['legibleDecodeAndTextOnlyScan'] - 1) * 100:.1f}%")
print(f"200 screenshots: --jobs 1 {t1:.2f} s, --jobs 2 {t2:.2f} s (speed-up {t1 / t2:.2f}x)")
print(f"peak resident memory, legible scan of one screenshot: {rss / 1024:.1f} MB")
PY
  # The color-only pass over a whole folder of varied screens (forms, dashboards, lists).
  folder="${SCREENS:-../shared/screens-dev}"
  if [ -d "$folder" ]; then
    for f in "$folder"/*.png; do "$bench" scan "$f" 5; done > "$tmp/folder.jsonl"
    python3 - "$tmp/folder.jsonl" "$folder" <<'PY'
import json, sys
text = open(sys.argv[1]).read().replace("}\n{", "}\0{")
runs = [json.loads(x) for x in text.split("\0") if x.strip()]
full = sum(r["legibleDecodeThenScan"] for r in runs)
base = sum(r["legibleDecodeAndTextOnlyScan"] for r in runs)
worst = max(r["legibleDecodeThenScan"] / r["legibleDecodeAndTextOnlyScan"] for r in runs)
print(f"{len(runs)} screens in {sys.argv[2]}: color-only states add {(full / base - 1) * 100:.1f}% "
      f"to the text-only scan overall, {(worst - 1) * 100:.1f}% on the worst screen")
PY
  fi
  ;;
palette)
  # 5,000 tokens x 4 variants, 20,000 pairs, 20 state groups: the process (CPU) time of a
  # check with text and with JSON output, each run alone in its process (so startup and the
  # read count), best of RUNS alternating runs, beside Python's json.load of the same file
  # in the same run (reading the file is part of every check). Goals: text <= 0.1 s, JSON
  # <= 0.2 s. Times come from wait4's resource usage (microseconds; /usr/bin/time rounds to
  # hundredths, a tenth of the goal).
  swift build -c release --product legible >/dev/null
  python3 Sources/LegibleBenchmark/peers/make_palette.py "$tmp/bench.palette.json"
  python3 - .build/release/legible "$tmp/bench.palette.json" "${RUNS:-5}" <<'PY'
import json, os, subprocess, sys, time
legible, palette, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
best = {}
def keep(name, seconds): best[name] = min(best.get(name, seconds), seconds)
for _ in range(runs):
    for fmt in ("text", "json"):
        p = subprocess.Popen([legible, "palette", palette, "--format", fmt, "--fail-on", "never"], stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(p.pid, 0)
        if os.waitstatus_to_exitcode(status) != 0: sys.exit(f"legible palette --format {fmt} failed ({status})")
        keep(fmt, usage.ru_utime + usage.ru_stime)
    start = time.process_time()
    with open(palette) as f: json.load(f)
    keep("json.load", time.process_time() - start)
# The pairs the check actually made (all themes), printed beside the time: a faster check
# that checks fewer pairs is not faster.
report = json.loads(subprocess.run([legible, "palette", palette, "--format", "json", "--fail-on", "never"],
                                   capture_output=True, check=True).stdout)
checked = sum(len(v["pairs"]) for v in report["variants"].values())
print(f"palette check, 5,000 tokens x 4 variants, 20,000 pairs, 20 state groups ({os.path.getsize(palette) / 1e6:.1f} MB); "
      f"process time, best of {runs} alternating runs:")
for fmt, goal in (("text", 0.1), ("json", 0.2)):
    print(f"  legible palette --format {fmt:4}        {best[fmt]:.3f} s  for {checked:,} pairs checked  (goal <= {goal} s; {best[fmt] / best['json.load']:.1f}x json.load)")
print(f"  Python json.load of the same file {best['json.load']:.3f} s")
PY
  ;;
html)
  # The HTML report of a 200-screenshot check against its JSON report, same run, same
  # files (200 copies of the Samples, which have findings to crop): the page may cost at
  # most twice the JSON (each image decoded once; overview and crops made while it is held).
  swift build -c release --product legible >/dev/null
  mkdir -p "$tmp/shots"
  n=0
  while [ "$n" -lt 200 ]; do for f in Samples/*.png; do n=$((n + 1)); [ "$n" -le 200 ] && cp "$f" "$tmp/shots/s$n.png"; done; done
  best() { local b=; for _ in 1 2 3; do t=$( { /usr/bin/time -f %e "$@" >/dev/null; } 2>&1 | tail -1 ); b=$(python3 -c "print(min(float('$t'), float('${b:-$t}')))"); done; echo "$b"; }
  tj=$(best .build/release/legible check "$tmp/shots" --quiet --format json -o "$tmp/r.json" --fail-on never)
  th=$(best .build/release/legible check "$tmp/shots" --quiet --format html -o "$tmp/r.html" --fail-on never)
  size=$(stat -c %s "$tmp/r.html")
  python3 -c "print(f'check of 200 screenshots, best of 3: JSON {$tj:.2f} s, HTML {$th:.2f} s (= {$th / $tj:.2f}x JSON; page {$size / 1e6:.1f} MB)')"
  ;;
jobs)
  # Batch scaling: `scan` and `check` of 200 screenshots (screens-dev's 40 PNGs x 5, of four
  # sizes; else the Samples repeated) with --jobs 1 and --jobs 2, alternating, best of
  # ROUNDS (default 3). Each row also gives user+sys CPU time against wall time: on a
  # machine shared with other work, a --jobs 2 run whose CPU time is no larger than the
  # --jobs 1 run's but whose wall time does not halve lost the second core to the other
  # work, not to Legible. BASE=path/to/another/legible runs that binary in the same rounds.
  swift build -c release --product legible >/dev/null
  folder="${SCREENS:-../shared/screens-dev}"
  mkdir -p "$tmp/shots"
  if [ -d "$folder" ]; then
    for k in 1 2 3 4 5; do for f in "$folder"/*.png; do cp "$f" "$tmp/shots/c${k}_$(basename "$f")"; done; done
  fi
  n=$(ls "$tmp/shots" | wc -l)
  if [ "$n" -gt 0 ]; then source="$folder x 5"; else source="Samples/ repeated"; fi
  while [ "$n" -lt 200 ]; do for f in Samples/*.png; do n=$((n + 1)); [ "$n" -le 200 ] && cp "$f" "$tmp/shots/s$n.png"; done; done
  ls "$tmp/shots" | sort | tail -n +201 | while read -r extra; do rm "$tmp/shots/$extra"; done
  binaries=("new=$PWD/.build/release/legible")
  [ -n "${BASE:-}" ] && binaries=("base=$BASE" "${binaries[@]}")
  cat /proc/loadavg > "$tmp/load.before" 2>/dev/null || echo "? ? ?" > "$tmp/load.before"
  for round in $(seq "${ROUNDS:-3}"); do
    for entry in "${binaries[@]}"; do
      name=${entry%%=*} bin=${entry#*=}
      for jobs in 1 2; do
        { /usr/bin/time -f "$name scan $jobs %e %U %S" "$bin" scan "$tmp/shots" --jobs $jobs --format json --fail-on never >/dev/null; } 2>&1 | tail -1 >> "$tmp/times"
        { /usr/bin/time -f "$name check $jobs %e %U %S" "$bin" check "$tmp/shots" --jobs $jobs --quiet --format json -o "$tmp/check.json" --fail-on never >/dev/null; } 2>&1 | tail -1 >> "$tmp/times"
      done
    done
  done
  cat /proc/loadavg > "$tmp/load.after" 2>/dev/null || echo "? ? ?" > "$tmp/load.after"
  python3 - "$tmp" "$(ls "$tmp/shots" | wc -l)" "${ROUNDS:-3}" "$source" <<'PY'
import sys
d, count, rounds, source = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
rows = {}
for line in open(f"{d}/times"):
    name, command, jobs, real, user, sys_ = line.split()
    rows.setdefault((name, command, int(jobs)), []).append((float(real), float(user) + float(sys_)))
load = lambda f: open(f"{d}/{f}").read().split()[:3]
print(f"{count} screenshots ({source}), best wall time of {rounds} alternating rounds (CPU = user+sys of that run); "
      f"load average before {' '.join(load('load.before'))}, after {' '.join(load('load.after'))}")
print(f"{'binary':6} {'command':8} {'--jobs 1 wall':>13} {'CPU':>6} {'--jobs 2 wall':>14} {'CPU':>6} {'CPU/wall':>9} {'speed-up':>9}")
for name in dict.fromkeys(k[0] for k in rows):
    for command in ("scan", "check"):
        one, two = min(rows[(name, command, 1)]), min(rows[(name, command, 2)])
        print(f"{name:6} {command:8} {one[0]:12.2f}s {one[1]:6.2f} {two[0]:13.2f}s {two[1]:6.2f} {two[1] / two[0]:9.2f} {one[0] / two[0]:8.2f}x")
PY
  ;;
*) echo "unknown benchmark '$what' (expected: cvd, png, png-levels, scan, jobs, palette or html)" >&2; exit 2 ;;
esac
