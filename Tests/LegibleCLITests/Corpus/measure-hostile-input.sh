#!/usr/bin/env bash
# Reproduces issue 36's input-correctness classes against a built `legible` and prints one
# row per example: class, example, exit code, wall seconds, peak KiB and the first line of
# what it said (a finding, a note or the error). Run it with the old and the new binary:
#
#   Tests/LegibleCLITests/Corpus/measure-hostile-input.sh [path/to/legible]
#
# Everything happens in a fresh temporary folder.
set -u
BIN=$(cd "$(dirname "${1:-.build/debug/legible}")" && pwd)/$(basename "${1:-.build/debug/legible}")
[ -x "$BIN" ] || { echo "no legible binary at $BIN" >&2; exit 2; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/legible-hostile-input.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK" || exit 2

pal() {  # pal FILE FG: a Legible palette with one text pair, FG on white
  printf '{"variants":{"standard":{"fg":"%s","bg":"#fff"}},"pairs":[{"foreground":"fg","background":"bg"}]}' "$2" > "$1"
}
colorset() {  # colorset CATALOG NAME CONTENTS
  mkdir -p "$1/$2.colorset"; printf '%s' "$3" > "$1/$2.colorset/Contents.json"
}
entry() {  # entry IDIOM GRAY [APPEARANCE-JSON]
  printf '{"idiom":"%s",%s"color":{"color-space":"srgb","components":{"red":"%s","green":"%s","blue":"%s"}}}' \
    "$1" "${3:+\"appearances\":[$3],}" "$2" "$2" "$2"
}
png_with_chunk() {  # png_with_chunk OUT TYPE: a 4×4 gray PNG with a 4-byte chunk TYPE after IHDR
  python3 - "$1" "$2" <<'EOF'
import struct, sys, zlib
def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
raw = b"".join(b"\0" + bytes([0x77] * 4) for _ in range(4))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 4, 8, 0, 0, 0, 0)) \
  + chunk(sys.argv[2].encode(), b"\1\2\3\4") + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
open(sys.argv[1], "wb").write(png)
EOF
}

printf '%-10s %-44s %4s %7s %8s  %s\n' class example exit seconds peak-KiB said
row() {  # row CLASS EXAMPLE -- command...
  local class=$1 example=$2; shift 3
  local stats; stats=$(mktemp)
  /usr/bin/time -f '%e %M' -o "$stats" timeout -s KILL 60 "$@" >out.txt 2>err.txt </dev/null
  local code=$?
  read -r secs kib < <(tail -n 1 "$stats") || true
  rm -f "$stats"
  local said; said=$( (cat err.txt out.txt | grep -m1 -E 'error:|note:|Error:|Contrast |contrast -?[0-9]|[0-9]+ pairs checked' || head -n1 out.txt) | sed -E "s#$WORK/##g; s/^ +//" | cut -c1-110)
  printf '%-10s %-44s %4s %7s %8s  %s\n' "$class" "$example" "$code" "$secs" "$kib" "$said"
}

# 1. Out of gamut: the palette must judge what `contrast` judges (a failure) and note it.
pal g1.json 'lab(50 100 0)';            row gamut "palette lab(50 100 0) on white" -- "$BIN" palette g1.json
row gamut "contrast lab(50 100 0) white" -- "$BIN" contrast 'lab(50 100 0)' white
pal g2.json 'color(display-p3 2 0 0)';  row gamut "palette color(display-p3 2 0 0) on white" -- "$BIN" palette g2.json
printf '{"fg":{"$type":"color","$value":{"colorSpace":"display-p3","components":[2,0,0]}},"bg":{"$type":"color","$value":"#fff"}}' > g3.tokens.json
row gamut "DTCG display-p3 [2,0,0] on white" -- "$BIN" palette g3.tokens.json
printf '{"variants":{"standard":{"fg":"color(srgb 1e30 1e30 1e30)","bg":"color(srgb-linear -1 -1 -1)"}},"pairs":[{"foreground":"bg","background":"fg"}]}' > g4.json
row gamut "color(srgb 1e30 …) vs srgb-linear -1 (>21:1)" -- "$BIN" palette g4.json

# 2. Overflow to NaN: an error naming token and value, exit 2.
pal n1.json 'lab(1e200 0 0)';           row nan "palette lab(1e200 0 0)" -- "$BIN" palette n1.json
row nan "contrast lab(1e200 0 0) white" -- "$BIN" contrast 'lab(1e200 0 0)' white
printf '{"fg":{"$type":"color","$value":{"colorSpace":"lab","components":[1e200,0,0]}},"bg":{"$type":"color","$value":"#fff"}}' > n2.tokens.json
row nan "DTCG lab components [1e200,0,0]" -- "$BIN" palette n2.tokens.json
printf '{"schemes":{"light":{"primary":"oklab(1e200 0 0)","onPrimary":"#fff"}}}' > material-theme.json
row nan "Material oklab(1e200 0 0)" -- "$BIN" palette material-theme.json
colorset n.xcassets Fg '{"colors":[{"idiom":"universal","color":{"color-space":"gray-gamma-22","components":{"white":"1e300"}}}]}'
colorset n.xcassets Bg "{\"colors\":[$(entry universal 1.0)]}"
row nan "asset catalog white 1e300" -- "$BIN" palette n.xcassets

# 3. Asset catalogs: the universal #777777 on white (4.48:1) fails; a watch #111111 passes.
printf '{"pairs":[{"foreground":"TextLabel","background":"Background"}]}' > xpairs.json
colorset w.xcassets TextLabel "{\"colors\":[$(entry universal 0x77),$(entry watch 0x11)]}"
colorset w.xcassets Background "{\"colors\":[$(entry universal 1.0)]}"
row xcassets "universal #777 then a watch #111 entry" -- "$BIN" palette w.xcassets --config xpairs.json
colorset u.xcassets TextLabel "{\"colors\":[$(entry universal 0x77),$(entry universal 0x11 '{"appearance":"luminosity","value":"dim"}')]}"
colorset u.xcassets Background "{\"colors\":[$(entry universal 1.0)]}"
row xcassets "an unknown appearance (luminosity dim)" -- "$BIN" palette u.xcassets --config xpairs.json
dark='{"appearance":"luminosity","value":"dark"}'
colorset d.xcassets TextLabel "{\"colors\":[$(entry universal 0x77),$(entry universal 0x77 "$dark"),$(entry universal 0xEE "$dark")]}"
colorset d.xcassets Background "{\"colors\":[$(entry universal 1.0),$(entry universal 0.0 "$dark")]}"
row xcassets "two dark entries for one color set" -- "$BIN" palette d.xcassets --config xpairs.json

# 4. Wrong types: errors with JSON path, line:column and the type expected.
printf '{"schemes":{"light":"oops","dark":{"primary":"#000","onPrimary":"#fff"}}}' > material-theme.json
row types 'Material "light": "oops"' -- "$BIN" palette material-theme.json
pal t.json '#949494'
printf '{"palette":{"stateSeverity":"error"}}' > legible.json
row types 'palette.stateSeverity: "error" (string)' -- "$BIN" palette t.json --config legible.json
printf '{"fg":{"$type":"color","$value":{"colorSpace":"srgb","components":[0.5,0.5,0.5],"alpha":"0.1"}},"bg":{"$type":"color","$value":"#fff"}}' > a.tokens.json
row types 'DTCG "alpha": "0.1" (string)' -- "$BIN" palette a.tokens.json
printf '{"variants":{"standard":{"fg":"#999","bg":"#fff"}},"pairs":{"foreground":"fg","background":"bg"}}' > pairs.json
row types 'Legible "pairs" as an object' -- "$BIN" palette pairs.json

# 5. check: a palette found by content that does not parse.
mkdir -p repo/design
pal repo/design/ok.palette.json '#000'
printf '{"variants":{"standard":{"fg":"#999","bg":"#fff"}},\n "pairs":[{"foreground":"fg","background":"bg"},]}' > repo/design/colors.json
printf '{"compilerOptions":{"strict":true,}}' > repo/tsconfig.json
row check "colors.json with a trailing comma" -- "$BIN" check repo
rm repo/design/colors.json
row check "only a broken tsconfig.json beside it" -- "$BIN" check repo

# 6. Minor.
printf '{"a":{"$extends":"{b}","x":{"$type":"color","$value":"#777"}},"b":{"$extends":"{a}"},"bg":{"$type":"color","$value":"#fff"}}' > c.tokens.json
printf '{"pairs":[{"foreground":"b.x","background":"bg"}]}' > cpairs.json
row minor '$extends cycle a → b → a' -- "$BIN" palette c.tokens.json --config cpairs.json
printf '{"caf\xc3\xa9":{"$type":"color","$value":"#777"},"cafe\xcc\x81":{"$type":"color","$value":"#fff"}}' > nfd.tokens.json
row minor 'keys café (NFC) and café (NFD)' -- "$BIN" palette nfd.tokens.json
png_with_chunk crit.png ABCD;  row minor 'PNG with critical chunk ABCD' -- "$BIN" scan crit.png
png_with_chunk anc.png abCD;   row minor 'PNG with ancillary chunk abCD' -- "$BIN" scan anc.png
