#!/bin/sh
# set9: Sphinx 9.0.4's own documentation (the sdist set7 unpacked) under the themes earlier sets used with the made-up
# Tidewater text -> $REALX/sites/s9-<theme>. Needs setup_sites7.sh run once (it unpacks the sdist and keeps conf.py.orig).
# Usage: REALX=/work/realx sh sphinxdoc9/setup_sites9.sh [THEME ...]   (with $REALX/venv, which has these themes, active)
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
SRC=$REALX/sphinx7-sdist/sphinx-9.0.4/doc
# conf.py is rewritten in place as set7 does (its relative _static/_templates paths need the doc folder);
# setup_sites7.sh writes it afresh from conf.py.orig, so set7's commands are unchanged
{ cat "$SRC/conf.py.orig"; echo; echo "# --- conf_set7.py"; cat "$HERE/../sphinxdoc7/conf_set7.py";
  echo; echo "# --- conf_set9.py"; cat "$HERE/conf_set9.py"; } > "$SRC/conf.py"
export THEMES_DIR="$HERE/../docsrc"   # docsrc/themes.py, which conf_set9.py imports
for t in "$@"; do
    THEME=$t sphinx-build -q -E -b html "$SRC" "$REALX/sites/s9-$t" 2> "$REALX/sites/s9-$t.log" || { echo "FAIL $t"; tail -5 "$REALX/sites/s9-$t.log"; }
done
