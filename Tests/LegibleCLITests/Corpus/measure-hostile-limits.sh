#!/usr/bin/env bash
# Runs the reproducers of issue 12's number, limit, config and amplification classes against
# a built legible binary and prints class, example, exit code, time and peak memory:
#   Tests/LegibleCLITests/Corpus/measure-hostile-limits.sh [path/to/legible]
# Each run is capped at 4 GB of address space and 60 s, so the "before" numbers of a
# blow-up read "killed" or a signal exit instead of taking the machine down.
set -uo pipefail
bin="$(cd "$(dirname "${1:-.build/debug/legible}")" && pwd)/$(basename "${1:-.build/debug/legible}")"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d /tmp/legible-limits-XXXXXX)"
[ -n "${KEEP:-}" ] && echo "inputs kept in $work" || trap 'rm -rf "$work"' EXIT
cd "$work"
png="$here/../../../Samples/form_dark.png"

python3 - "$png" <<'PY'
import json, os, sys, shutil
png = sys.argv[1]
def w(p, obj):
    os.makedirs(os.path.dirname(p) or ".", exist_ok=True)
    with open(p, "w") as f: f.write(obj if isinstance(obj, str) else json.dumps(obj))
pal = {"variants": {"standard": {"fg": "#777", "bg": "#fff"}}, "pairs": [{"foreground": "fg", "background": "bg"}]}
w("threshold/p.json", dict(pal, thresholds={"standard": {"text": 1e19}}))
w("apca/p.json", pal); w("apca/c.json", {"palette": {"apca": 1e19}})
for name, scan in [("scale", {"scale": 1e300}), ("ratio", {"normalTextRatio": 1e300}), ("scale0", {"scale": 0})]:
    os.makedirs(name, exist_ok=True); shutil.copy(png, name + "/s.png"); w(name + "/legible.json", {"scan": scan})
os.makedirs("failon", exist_ok=True); w("failon/p.json", pal); w("failon/legible.json", {"failOn": "warnings"})
rep = lambda f: {"kind": "check", "palettes": [], "screenshots": [], "errors": [], "baselined": 0, "findings": [f]}
w("merge-line.json", rep({"rule": "pair-contrast", "level": "error", "file": "p.json", "line": 1e300, "message": "m", "fingerprint": "x"}))
shutil.copy(png, "shot.png")
w("merge-box.json", rep({"rule": "text-contrast", "level": "error", "file": "shot.png", "boxes": [{"x": 9e18, "y": 9e18, "width": 9e18, "height": 9e18}], "colors": ["#777777", "#ffffff"], "message": "m", "fingerprint": "x"}))
w("deep.json", "[" * 300000 + "]" * 300000)
w("ref5/r.resolver.json", {"sets": {"base": {"sources": [{"$ref": 5}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]})
# $extends doubling: group gN holds two groups that extend g(N-1); 19 levels → 2^20 tokens.
t = {"g0": {"$type": "color", "a": {"$value": "#000000"}, "b": {"$value": "#ffffff"}}}
for i in range(1, 20): t["g%d" % i] = {"l": {"$extends": "{g%d}" % (i - 1)}, "r": {"$extends": "{g%d}" % (i - 1)}}
w("extends.tokens.json", t)
# One source $ref'd 5000 times.
w("manyref/s.tokens.json", {"c%d" % i: {"$type": "color", "$value": "#%06x" % i} for i in range(2000)})
w("manyref/r.resolver.json", {"sets": {"base": {"sources": [{"$ref": "s.tokens.json"}] * 5000}}, "resolutionOrder": [{"$ref": "#/sets/base"}]})
# 6000 × 6000 pair lists.
names = ["t%d" % i for i in range(6000)]
w("pairs/p.json", {"variants": {"standard": {n: "#%06x" % (i * 97) for i, n in enumerate(names)}}})
w("pairs/c.json", {"palette": {"pairs": [{"foreground": names, "background": names}]}})
w("star/p.json", {"variants": {"standard": {"t%d" % i: "#%06x" % (i * 97) for i in range(20000)}}})
w("star/c.json", {"palette": {"pairs": [{"foreground": "*", "background": "*"}]}})
# Inferred pairs: 1,600 generic text tokens and 1,600 generic surfaces (no policy).
g = ["primary", "secondary", "tertiary", "muted", "subtle", "strong", "weak", "body", "base", "main", "subdued", "page", "app",
     "frame", "canvas", "elevated", "sunken", "inset", "raised", "container", "lowest", "low", "high", "highest", "dim", "bright",
     "variant", "system", "grouped", "level", "1", "2", "3", "4", "01", "02", "03", "04", "0", "00"]
w("infer.json", {"variants": {"standard": dict([("text.%s.%s" % (a, b), "#111111") for a in g for b in g] + [("bg.%s.%s" % (a, b), "#eeeeee") for a in g for b in g])}})
os.makedirs("glob", exist_ok=True); w("glob/p.json", pal); w("glob/legible.json", {"include": ["a" * 15_000_000]})
chain = {"c0": "#123456"}
for i in range(1, 10000): chain["c%d" % i] = "{c%d}" % (i - 1)
w("chain.json", {"variants": {"standard": chain}, "pairs": [{"foreground": "c9999", "background": "c0"}]})
os.makedirs("deep/a/b/c", exist_ok=True)
w("deep/a/b/c/r.resolver.json", {"sets": {"base": {"sources": [{"$ref": "../../../../../../../../../../etc/passwd"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]})
PY

printf '%-14s %-46s %5s %8s %10s  %s\n' class example exit seconds peak-MB first-line-of-stderr
run() {
  local class="$1" example="$2"; shift 2
  local out code; out=$( { /usr/bin/time -f '%e %M' bash -c 'ulimit -v 4000000; timeout 60 "$@" >/dev/null 2>err.txt; echo $? > rc.txt' _ "$@"; } 2>&1 | tail -1)
  read -r secs kb <<< "$out"; code=$(cat rc.txt)
  printf '%-14s %-46s %5s %8s %10s  %s\n' "$class" "$example" "$code" "$secs" "$((kb / 1024))" "$(head -c 150 err.txt | head -1)"
}
run numbers   "palette threshold text 1e19"            "$bin" palette threshold/p.json
run numbers   "config palette.apca 1e19"                "$bin" palette apca/p.json --config apca/c.json
run numbers   "legible.json scan.scale 1e300"           "$bin" check scale
run numbers   "legible.json scan.normalTextRatio 1e300" "$bin" check ratio
run numbers   "merge \"line\": 1e300"                   "$bin" merge merge-line.json
run numbers   "merge huge box --format html"            "$bin" merge merge-box.json --format html
run limits    "--max-depth 1000000000, 300k-deep JSON"  "$bin" palette deep.json --max-depth 1000000000
run limits    "--max-tokens 99999999999"                "$bin" palette apca/p.json --max-tokens 99999999999
run config    "resolver \$ref: 5"                       "$bin" palette ref5/r.resolver.json
run config    "failOn: \"warnings\""                    "$bin" check failon
run config    "scan.scale: 0"                           "$bin" check scale0
run amplify   "\$extends doubling, 19 levels (2^20)"       "$bin" palette extends.tokens.json
run amplify   "one source \$ref'd 5000 times"           "$bin" palette manyref/r.resolver.json
run amplify   "pairs 6000 × 6000 names"                 "$bin" palette pairs/p.json --config pairs/c.json
run amplify   "pairs * × * on 20000 tokens"             "$bin" palette star/p.json --config star/c.json
run amplify   "inferred pairs, 1600 texts × 1600 surfaces"  "$bin" palette infer.json
run amplify   "include glob of 15 MB"                   "$bin" check glob
run amplify   "alias chain 10000, --max-alias-chain"    "$bin" palette chain.json --max-alias-chain 10000
run confine   "\$ref ../../../../etc/passwd"            "$bin" palette deep/a/b/c/r.resolver.json
