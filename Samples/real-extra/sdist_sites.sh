#!/bin/sh
# Sphinx 9.0.4's own documentation (doc/ of the sdist) built with each named theme, for the docs sets set10 and
# set12-set15: $REALX/sites/s<N>-<theme>. Called by each set's setup script (sphinxdoc<N>/setup_sites<N>.sh), which
# names its pages and its conf and exports what its conf reads.
# Each set works on its own copy of the sdist ($REALX/sites/s<N>-sdist), so no set's conf.py touches another's;
# conf.py = the sdist's own + sphinxdoc7/conf_set7.py + the set's CONF. Only the pages render.py may use are written;
# the doctrees are read once and shared by every theme (a theme is an html-only setting, so Sphinx reuses them; a
# theme that adds an extension makes Sphinx read them again).
# Usage: sh sdist_sites.sh N CONF "PAGES" THEME...   (REALX and DL set, the set's venv active)
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
N=$1 CONF=$2 PAGES=$3
shift 3
ROOT=$REALX/sites/s$N-sdist
SRC=$ROOT/sphinx-9.0.4/doc
if [ ! -f "$SRC/conf.py.orig" ]; then
    rm -rf "$ROOT" && mkdir -p "$ROOT"
    tar xzf "$DL/sphinx-9.0.4.tar.gz" -C "$ROOT"
    cp "$SRC/conf.py" "$SRC/conf.py.orig"
fi
{ cat "$SRC/conf.py.orig"; echo; echo "# --- conf_set7.py"; cat "$HERE/sphinxdoc7/conf_set7.py";
  echo; echo "# --- $(basename "$CONF")"; cat "$CONF"; } > "$SRC/conf.py"
export S7_PD_STATIC=$REALX/sphinx7-static-pd   # named by conf_set7.py; only sphinx_theme_pd reads it
FILES=$(for p in $PAGES; do printf '%s ' "$SRC/$p.rst"; done)
for t in "$@"; do
    THEME=$t sphinx-build -q -b html -d "$ROOT/doctrees" "$SRC" "$REALX/sites/s$N-$t" $FILES 2> "$REALX/sites/s$N-$t.log" || { echo "FAIL $t"; tail -5 "$REALX/sites/s$N-$t.log"; }
done
