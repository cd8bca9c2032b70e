#!/bin/sh
# Rebuilds the set in place: captures every screen of screens.py under Xvfb (about a minute per
# screen), then writes .set/<name>.png, <name>.json and index.json.
#   Samples/native/regenerate.sh [RAW_DIR]      # RAW_DIR keeps the raw captures (default: a temp dir)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
raw=${1:-$(mktemp -d)}
/usr/bin/python3 "$here/capture.py" "$raw"
/usr/bin/python3 "$here/groundtruth.py" "$raw" "$here/.set"
