#!/usr/bin/env bash
# Reproduces the file-system and CLI I/O classes of issue 12 against a built `legible`
# and prints one table row per example: class, example, exit code, wall time, peak memory
# and what was left behind (the "after" column says what a correct run must show).
#
#   Tests/LegibleCLITests/Corpus/measure-hostile-io.sh [path/to/legible] [--quick]
#
# Everything happens in a fresh temporary folder; nothing outside it is written (the
# device-node example uses a node made with mknod inside that folder, so it needs root;
# it is skipped otherwise). --quick uses 200 files instead of 2,000 for the output-writing rows.
set -u
BIN=$(cd "$(dirname "${1:-.build/debug/legible}")" && pwd)/$(basename "${1:-.build/debug/legible}")
QUICK=${2:-}
[ -x "$BIN" ] || { echo "no legible binary at $BIN (swift build --product legible)" >&2; exit 2; }
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/legible-hostile-io.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK" || exit 2
mkdir -p sandbox/w && cd sandbox/w || exit 2   # '..' stays inside the sandbox

PNG="$HERE/one-pixel.png"
cp "$PNG" a; cp "$PNG" x.png
printf '{"variants":{"standard":{"fg":"#999","bg":"#fff"}},"pairs":[{"foreground":"fg","background":"bg"}]}' > p.palette.json
printf '{"failOn":"error"}' > cfg.json

printf '%-13s %-46s %5s %8s %9s  %s\n' class example exit seconds peak-KiB note
row() {  # row CLASS EXAMPLE TIMEOUT NOTE-COMMAND -- command...
  local class=$1 example=$2 limit=$3 note=$4; shift 5
  local stats; stats=$(mktemp)
  /usr/bin/time -f '%e %M' -o "$stats" timeout -s KILL "$limit" "$@" >out.txt 2>err.txt </dev/null
  local code=$?
  read -r secs kib < <(tail -n 1 "$stats") || true
  rm -f "$stats"
  local noted; noted=$(eval "$note" 2>/dev/null | head -c 90 | tr '\n' ' ')
  printf '%-13s %-46s %5s %8s %9s  %s\n' "$class" "$example" "$code" "$secs" "$kib" "$noted"
}
firstline='head -c 80 err.txt'

# 1. Path shapes.
row path "check a (one-character file)" 20 "$firstline" -- "$BIN" check a
row path "check - < x.png" 20 "$firstline" -- sh -c "'$BIN' check - < x.png"
row path "scan -  < x.png" 20 "$firstline" -- sh -c "'$BIN' scan - < x.png"
row path "check ." 20 "$firstline" -- "$BIN" check .
row path "check .." 20 "$firstline" -- "$BIN" check ..
row path "scan ./ (trailing slash)" 20 "$firstline" -- "$BIN" scan ./
row path "scan x.png/ (slash after a file)" 20 "$firstline" -- "$BIN" scan x.png/
cp "$PNG" "$(printf 'bad\377name.png')"
row path "scan <non-UTF-8 name>.png" 20 "$firstline" -- sh -c "'$BIN' scan \"\$(printf 'bad\\377name.png')\""
long=$(printf 'n%.0s' $(seq 1 251)).png
cp "$PNG" "$long"
row path "scan <255-byte name>.png" 20 "$firstline" -- "$BIN" scan "$long"
row path "check <5000-byte path>" 20 "$firstline" -- "$BIN" check "$(printf 'd/%.0s' $(seq 1 2500))"
row path "palette a (one-character file)" 20 "$firstline" -- "$BIN" palette a
rm -f "$long" "$(printf 'bad\377name.png')"

# 2. Non-regular inputs.
mkfifo fifo.png
row fifo "scan fifo.png (named)" 10 "$firstline" -- "$BIN" scan fifo.png
mkdir -p withfifo && cp "$PNG" withfifo/ok.png && mkfifo withfifo/pipe.png withfifo/pipe.tokens.json
row fifo "scan DIR with a FIFO in it" 10 "$firstline" -- "$BIN" scan withfifo
row fifo "check DIR with a FIFO in it" 10 "$firstline" -- "$BIN" check withfifo
mkdir -p res && mkfifo res/base.tokens.json
printf '{"version":"2025.10","sets":{"base":{"sources":[{"$ref":"base.tokens.json"}]}},"resolutionOrder":[{"$ref":"#/sets/base"}]}' > res/r.resolver.json
row fifo "palette resolver whose \$ref is a FIFO" 10 "$firstline" -- "$BIN" palette res/r.resolver.json
mkdir -p Cat.xcassets/bg.colorset && mkfifo Cat.xcassets/bg.colorset/Contents.json
row fifo "palette Cat.xcassets (Contents.json FIFO)" 10 "$firstline" -- "$BIN" palette Cat.xcassets
rm -rf fifo.png withfifo res Cat.xcassets

# 3. Nothing to check.
mkdir -p empty
row empty "palette /no/such/App.xcassets" 20 "$firstline" -- "$BIN" palette /no/such/App.xcassets
row empty "scan EMPTY-DIR" 20 "$firstline" -- "$BIN" scan empty
row empty "check EMPTY-DIR" 20 "$firstline" -- "$BIN" check empty

# 4. One bad file in a check tree.
mkdir -p tree/sub && cp "$PNG" tree/ok.png && cp p.palette.json tree/ok.palette.json
printf '{"colors":{"fg":' > tree/sub/bad.palette.json
printf 'not a png' > tree/sub/bad.png
row tree "check TREE (1 bad palette, 1 bad PNG)" 20 "head -n 1 out.txt" -- "$BIN" check tree
rm -rf tree

# 5. Writes.
ln -s victim.txt link.txt && echo keep > victim.txt
row write "check x.png -o link.txt (symlink)" 20 "cat victim.txt | head -c 20" -- "$BIN" check x.png -o link.txt
mkfifo out.fifo
row write "check x.png -o out.fifo" 10 "stat -c %F out.fifo" -- "$BIN" check x.png -o out.fifo
if [ "$(id -u)" = 0 ]; then
  mknod null c 1 3
  row write "check x.png -o NODE (char device, as root)" 20 "stat -c %F null" -- "$BIN" check x.png -o null
  rm -f null
fi
row write "check x.png -o -" 20 "head -c 40 out.txt; ls -- - 2>/dev/null" -- "$BIN" check x.png -o -
row write "simulate x.png -o -" 20 "ls -- - 2>/dev/null; wc -c <out.txt" -- "$BIN" simulate x.png -o -
rm -f -- - ; mkdir -p cfgdir && cp "$PNG" cfgdir/x.png && echo '{}' > cfgdir/legible.json
row write "check cfgdir -o cfgdir/legible.json" 20 "cat cfgdir/legible.json | head -c 20" -- "$BIN" check cfgdir -o cfgdir/legible.json
row write "check x.png --config P -o P" 20 "head -c 20 cfg.json" -- "$BIN" check x.png --config cfg.json -o cfg.json
printf '{"pairs":[{"foreground":"fg","background":"bg"}]}' > policy.json
row write "palette P --config C --fix-out C" 20 "head -c 20 policy.json" -- "$BIN" palette p.palette.json --config policy.json --fix-out policy.json
mkdir -p jd && cp "$PNG" jd/x.png && cp p.palette.json jd/x.json
row write "scan jd --json-dir jd (palette jd/x.json)" 20 "head -c 20 jd/x.json" -- "$BIN" scan jd --json-dir jd
mkdir -p two/a two/b && cp "$PNG" two/a/x.png && cp "$PNG" two/b/x.png
row write "scan two/a/x.png two/b/x.png --json-dir J" 20 "find J -name '*.json' | wc -l" -- "$BIN" scan two/a/x.png two/b/x.png --json-dir J
# A target that cannot be written even as root: a folder in the way of one output file.
mkdir -p ro/x.json && cp "$PNG" b.png
row write "scan x.png b.png --json-dir D (D/x.json a dir)" 20 "ls ro; $firstline" -- "$BIN" scan x.png b.png --json-dir ro --format json
row write "scan x.png --json-dir x.png/sub (no mkdir)" 20 "wc -l <err.txt; $firstline" -- "$BIN" scan x.png --json-dir x.png/sub
rm -f b.png
rm -rf cfgdir jd two ro J link.txt victim.txt out.fifo

# 6. Interrupted writes leave nothing behind.
mkdir -p many && for i in $(seq 1 60); do cp "$HERE/../../../Samples/form_dark.png" many/s$i.png 2>/dev/null || cp "$PNG" many/s$i.png; done
mkdir -p ann
row atomic "scan many --annotate ann, SIGINT at 1 s" 20 "ls -a ann | grep -c -e '\\.tmp' -e nosync" -- sh -c "'$BIN' scan many --annotate ann --jobs 1 & p=\$!; sleep 1; kill -INT \$p; wait \$p"
rm -rf ann

# 9. SIGINT while every core is busy: the time from the signal to the exit.
row sigint "scan many (all cores), SIGINT at 1 s" 20 "cat out.txt" -- python3 -c "
import subprocess, time, signal, sys
p = subprocess.Popen(['$BIN', 'scan'] + ['many'] * 5, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
time.sleep(1.0); t = time.monotonic(); p.send_signal(signal.SIGINT); p.wait()
print('exit-after-signal %.3f s' % (time.monotonic() - t)); sys.exit(p.returncode & 0xff)"
rm -rf many

# 8. One decode: stdin with --annotate.
mkdir -p ann
row decode "scan - --annotate DIR < x.png" 20 "ls ann | wc -l" -- sh -c "'$BIN' scan - --annotate ann < x.png"
rm -rf ann

# 7. Output writing is linear in the number of files.
N=2000; [ "$QUICK" = --quick ] && N=200
mkdir -p tiny && for i in $(seq 1 $N); do cp "$PNG" tiny/t$i.png; done
row linear "scan $N tiny PNGs" 120 "" -- "$BIN" scan tiny
row linear "scan $N tiny PNGs --json-dir OUT" 60 "ls OUT | wc -l" -- "$BIN" scan tiny --json-dir OUT
row linear "scan $N tiny PNGs --annotate ANN" 60 "ls ANN | wc -l" -- "$BIN" scan tiny --annotate ANN
rm -rf tiny OUT ANN
