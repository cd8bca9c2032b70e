#!/usr/bin/env bash
# Reproduces the CLI, I/O and report classes of issue 36 (hostile input, round 3) against a
# built `legible` and prints one row per example: class, example, exit code, wall time, peak
# memory (KiB, /usr/bin/time) and a note on what was left behind or printed.
#
#   Tests/LegibleCLITests/Corpus/measure-hostile-round3.sh [path/to/legible]
#
# Everything happens in a fresh temporary folder (the symlink rows point links at / and
# /etc, but nothing outside the folder is written). Runs are capped at 60 s and 4 GB.
set -u
BIN=$(cd "$(dirname "${1:-.build/debug/legible}")" && pwd)/$(basename "${1:-.build/debug/legible}")
[ -x "$BIN" ] || { echo "no legible binary at $BIN (swift build --product legible)" >&2; exit 2; }
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/legible-round3.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK" || exit 2
PNG="$HERE/one-pixel.png"
SHOT="$HERE/../../../Samples/form_dark.png"
PAL='{"variants":{"standard":{"fg":"#999","bg":"#fff"}},"pairs":[{"foreground":"fg","background":"bg"}]}'

printf '%-10s %-52s %5s %7s %9s  %s\n' class example exit seconds peak-KiB note
row() {  # row CLASS EXAMPLE NOTE-COMMAND -- command...
  local class=$1 example=$2 note=$3; shift 4
  local stats; stats=$(mktemp)
  ( ulimit -v 4194304; /usr/bin/time -f '%e %M' -o "$stats" timeout -s KILL 60 "$@" ) >out.txt 2>err.txt </dev/null
  local code=$?
  read -r secs kib < <(tail -n 1 "$stats") || true
  rm -f "$stats"
  local noted; noted=$(eval "$note" 2>/dev/null | head -c 110 | tr '\n\033' ' ~')
  printf '%-10s %-52s %5s %7s %9s  %s\n' "$class" "$example" "$code" "${secs:-?}" "${kib:-?}" "$noted"
}
first='grep -v "^ *[0-9]* \[\|^\*\*\*\|^Thread\|^ *$" err.txt | head -c 100'

# 1. Write errors on standard output and error.
cp "$PNG" x.png
row write "rules > /dev/full" "$first" -- sh -c "'$BIN' rules > /dev/full"
row write "contrast '#777' white >&-" "$first" -- sh -c "'$BIN' contrast '#777' white >&-"
row write "contrast '#777' nocolor 2>&-" "" -- sh -c "'$BIN' contrast '#777' nocolor 2>&-"
row write "rules | closed pipe, SIGPIPE ignored" "$first" -- python3 -c "
import subprocess, signal, os, sys
r, w = os.pipe(); os.close(r)
p = subprocess.Popen(['$BIN', 'rules'], stdout=w, preexec_fn=lambda: signal.signal(signal.SIGPIPE, signal.SIG_IGN))
os.close(w); sys.exit(p.wait() & 0xff)"
row write "check x.png > /dev/full" "$first" -- sh -c "'$BIN' check x.png > /dev/full"

# 2. Symbolic links out of the checked tree.
mkdir -p tree outside && cp "$PNG" tree/ok.png && printf '%s' "$PAL" > outside/p.palette.json
ln -s / tree/root
row symlink "check TREE with root -> /" "grep -c . out.txt; $first" -- "$BIN" check tree --format json -o report.json
rm tree/root
ln -s ../outside tree/vendor
row symlink "check TREE with vendor -> ../outside" "grep -o '\"palettes\":[^]]*]' report.json; $first" -- "$BIN" check tree --format json -o report.json
rm tree/vendor
ln -s /etc/shadow tree/x.tokens.json
row symlink "check TREE with x.tokens.json -> /etc/shadow" "$first" -- "$BIN" check tree
rm tree/x.tokens.json
ln -s loop-b tree/loop-a.png && ln -s loop-a.png tree/loop-b
row symlink "scan TREE/loop-a.png (a -> b -> a)" "$first" -- "$BIN" scan tree/loop-a.png
rm -f tree/loop-a.png tree/loop-b report.json

# 3. Injection into text output, standard error and Markdown.
mkdir -p inj && cp "$SHOT" "inj/$(printf 'a\n::error file=evil.txt::pwned')"".png"
printf '{"variants":{"standard":{"fg\\n::error file=evil.txt::tok":"#999","bg":"#fff"}},"pairs":[{"foreground":"fg\\n::error file=evil.txt::tok","background":"bg"}]}' > inj/p.palette.json
cp "$SHOT" "inj/$(printf '\033]0;title\007\033[2Jclear')"".png"
row inject "check INJ (text): lines starting '::'" "grep -c '^ *::' out.txt" -- "$BIN" check inj
row inject "check INJ (text): raw ESC bytes in output" "grep -c \$'\\033' out.txt err.txt | tr '\\n' ' '" -- "$BIN" check inj
cp "$SHOT" "inj/x\`<img src=x onerror=alert(1)>\`|.png"
# Markup outside code spans (a code span is a run of n backticks up to the next run of exactly n).
outside_code='python3 -c "
import re, sys
t = re.sub(r\"(?<!\`)(\`+)(?!\`)(.*?)(?<!\`)\\1(?!\`)\", \"\", open(\"out.txt\").read(), flags=re.S)
print(t.count(\"<img\"))"'
row inject "check INJ --format markdown: <img outside code" "$outside_code" -- "$BIN" check inj --format markdown
rm -rf inj

# 4. Empty output folder names.
mkdir -p empty && cp "$PNG" empty/x.png
# A binary without the fix writes /x.json and /x.annotated.png: removed again if they were not there.
had=$(ls /x.json /x.annotated.png 2>/dev/null)
row empty "scan x.png --annotate '' --json-dir ''" "ls /x.json /x.annotated.png 2>/dev/null; $first" -- "$BIN" scan empty/x.png --annotate '' --json-dir ''
[ -z "$had" ] && rm -f /x.json /x.annotated.png
row empty "check x.png -o ''" "$first" -- "$BIN" check empty/x.png -o ''

# 5. Late validation.
printf '%s' "$PAL" > late.palette.json
row late "check --max-warnings abc -o out.json" "ls out.json 2>/dev/null; $first" -- "$BIN" check late.palette.json --max-warnings abc -o out.json
row late "check --max-warnings abc --update-baseline" "ls base.json 2>/dev/null; $first" -- "$BIN" check late.palette.json --max-warnings abc --baseline base.json --update-baseline
row late "scan --annotate A --json-dir J (unreadable PNG)" "ls -d A J 2>/dev/null; $first" -- sh -c "printf 'not a png' > bad.png; '$BIN' scan bad.png --annotate A --json-dir J"
row late "check --baseline misspelled.json" "$first" -- "$BIN" check late.palette.json --baseline misspelled.json
rm -f out.json base.json bad.png; rm -rf A J

# 6. merge and malformed shards; shard limits.
shard() { printf '{"kind":"check","palettes":["p.json"],"screenshots":[],"errors":%s,"baselined":0,"findings":[%s]}' "$1" "$2" > "$3"; }
shard '[]' '{"rule":"pair-contrast","file":"p.json","message":"m","fingerprint":"f"}' nolevel.json
row merge "merge (finding without level)" "$first" -- "$BIN" merge nolevel.json
shard '[]' '{"rule":"pair-contrast","level":"Error","file":"p.json","message":"m","fingerprint":"f"}' caps.json
row merge "merge (level \"Error\")" "$first" -- "$BIN" merge caps.json
shard '[1, {"a":2}]' '' errnum.json
row merge "merge (errors not strings)" "$first" -- "$BIN" merge errnum.json
row merge "check --shard 1/100001" "$first" -- "$BIN" check late.palette.json --shard 1/100001

# 7. merge --format html: paths outside, and size.
mkdir -p sub && cp "$SHOT" sub/shot.png
python3 - "$WORK" <<'PY'
import json, sys, os
def report(path, shot, n):
    f = [{"rule": "text-contrast", "level": "error", "file": shot, "message": "m%d" % i, "fingerprint": "f%d" % i,
          "boxes": [{"x": (i * 7) % 300, "y": (i * 3) % 400, "width": 40, "height": 12}], "colors": ["#777777", "#ffffff"]} for i in range(n)]
    json.dump({"kind": "check", "palettes": [], "screenshots": [shot], "errors": [], "baselined": 0, "findings": f}, open(path, "w"))
os.chdir(os.path.join(sys.argv[1], "sub"))
report("abs.json", os.path.abspath("shot.png"), 1)
report("up.json", "../sub/shot.png", 1)
report("big.json", "shot.png", 20000)
PY
cd sub
row html "merge abs.json (absolute PNG path) --format html" "grep -c 'data:image/png' out.txt" -- "$BIN" merge abs.json --format html
row html "merge up.json (../ PNG path) --format html" "grep -c 'data:image/png' out.txt" -- "$BIN" merge up.json --format html
row html "merge big.json (20,000 findings) --format html" "wc -c <out.txt" -- "$BIN" merge big.json --format html
cd ..

# 8. Minor.
mkdir -p ids && cp "$SHOT" "ids/a b.png" && cp "$SHOT" "ids/a-b.png"
row minor "check 'a b.png' 'a-b.png' --format html: ids" "grep -o 'id=\"file-[^\"]*\"' out.txt | sort | uniq -d | wc -l" -- "$BIN" check ids --format html
row minor "contrast (TERM=dumb, tty): 24-bit escapes" "grep -c \$'\\033\\[48;2' out.txt" -- env TERM=dumb COLORTERM=truecolor script -qec "'$BIN' contrast '#777' white" /dev/null
mkdir -p nonutf && cp "$PNG" nonutf/ok.png && cp "$PNG" "nonutf/$(printf 'bad\377')".png
row minor "scan DIR with a non-UTF-8 PNG name" "$first" -- "$BIN" scan nonutf
