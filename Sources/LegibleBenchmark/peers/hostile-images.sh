#!/usr/bin/env bash
# Hostile screenshots (issue 12): class, example, exit code, wall time and peak memory of
# `legible scan` on each, so a before/after table can be made with two binaries.
#   Sources/LegibleBenchmark/peers/hostile-images.sh [LEGIBLE_BINARY]
# Default binary: .build/release/legible (build it first: swift build -c release --product legible).
# Inputs are written by hostile_images.py (Python standard library only) into a temporary folder.
# Exit codes: 0 pass, 1 findings, 2 refused/unreadable; 132/134/139 are traps.
set -uo pipefail
cd "$(dirname "$0")/../../.."
legible="$(realpath "${1:-.build/release/legible}")"
gen="Sources/LegibleBenchmark/peers/hostile_images.py"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

python3 "$gen" lines "$tmp/lines.png"
for k in gama1 chrm-same icc-zero; do python3 "$gen" lines "$tmp/lines-$k.png" "$k"; done
for side in 1500 3000 6000; do python3 "$gen" rects "$side" "$tmp/rects$side.png"; done
python3 "$gen" bomb 14000 "$tmp/bomb.png"
for k in rgb binary faint; do python3 "$gen" noise 4000 "$tmp/noise-$k.png" "$k"; done
cp "$tmp/bomb.png" "$tmp/bomb2.png"

printf '%-16s %-44s %5s %9s %10s %s\n' class example exit seconds "peak MB" "first line of stderr / verdict"
run() {  # class example args...
  local class="$1" example="$2"
  shift 2
  /usr/bin/time -f '%e %M' -o "$tmp/time" "$legible" scan "$@" --fail-on error >"$tmp/out" 2>"$tmp/err"
  local code=$?
  read -r seconds kb < <(tail -n1 "$tmp/time") || { seconds=?; kb=0; }
  local note
  note=$(grep -m1 -v '^\s*$' "$tmp/err" | cut -c1-90)
  [ -z "$note" ] && note=$(grep -m1 'text lines' "$tmp/out" | sed 's/^[^:]*: //' | cut -c1-90)
  printf '%-16s %-44s %5s %9s %10s %s\n' "$class" "$example" "$code" "$seconds" "$((kb / 1024))" "$note"
}
run color-metadata "5 failing lines, no chunk" "$tmp/lines.png" --scale 2
run color-metadata "5 failing lines + gAMA 1" "$tmp/lines-gama1.png" --scale 2
run color-metadata "5 failing lines + identical cHRM primaries" "$tmp/lines-chrm-same.png" --scale 2
run color-metadata "5 failing lines + ICC zero colorants" "$tmp/lines-icc-zero.png" --scale 2
run bomb "$(du -k "$tmp/bomb.png" | cut -f1) KB PNG, 14000x14000 (196 MP)" "$tmp/bomb.png"
run bomb "two of them, default --jobs" "$tmp/bomb.png" "$tmp/bomb2.png"
run bomb "the same with --max-memory 1G" "$tmp/bomb.png" "$tmp/bomb2.png" --max-memory 1G
for side in 1500 3000 6000; do
  run worst-pixels "${side}x$side, $((side * side / 150)) random rectangles" "$tmp/rects$side.png" --scale 1
done
# Noise (issue 36): every pixel its own region or blob; the budget must reserve what it takes.
for k in rgb binary faint; do
  run noise "4000x4000 $k noise, --jobs 1" "$tmp/noise-$k.png" --jobs 1
done
run noise "4000x4000 rgb noise, --max-memory 400M" "$tmp/noise-rgb.png" --jobs 1 --max-memory 400M
