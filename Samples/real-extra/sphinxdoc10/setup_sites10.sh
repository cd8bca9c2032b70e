#!/bin/sh
# set10: Sphinx 9.0.4's own documentation (doc/ of the sdist) under themes no earlier set used -> $REALX/sites/s10-<theme>.
# Works on its own copy of the sdist ($REALX/sites/s10-sdist), so set7's and set9's conf.py are left alone.
# Usage: REALX=/work/realx DL=/tmp/s7dl sh sphinxdoc10/setup_sites10.sh [THEME ...]   (with $REALX/venv10 active)
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$REALX/sites/s10-sdist
SRC=$ROOT/sphinx-9.0.4/doc
if [ ! -f "$SRC/conf.py.orig" ]; then
    rm -rf "$ROOT" && mkdir -p "$ROOT"
    tar xzf "$DL/sphinx-9.0.4.tar.gz" -C "$ROOT"
    cp "$SRC/conf.py" "$SRC/conf.py.orig"
fi
{ cat "$SRC/conf.py.orig"; echo; echo "# --- conf_set7.py"; cat "$HERE/../sphinxdoc7/conf_set7.py";
  echo; echo "# --- conf_set10.py"; cat "$HERE/conf_set10.py"; } > "$SRC/conf.py"
export S7_PD_STATIC=$REALX/sphinx7-static-pd   # named by conf_set7.py; only sphinx_theme_pd reads it
export S10_STATIC=$HERE/static           # CSS named by conf_set10.py
# only the pages render.py uses are written; the doctrees are read once and shared by every theme (a theme is an
# html-only setting, so Sphinx reuses them; a theme that adds an extension makes Sphinx read them again)
PAGES="index usage/quickstart usage/restructuredtext/basics extdev/appapi usage/restructuredtext/directives
usage/installation usage/configuration usage/extensions/autodoc usage/theming"
FILES=$(for p in $PAGES; do printf '%s ' "$SRC/$p.rst"; done)
for t in "$@"; do
    THEME=$t sphinx-build -q -b html -d "$ROOT/doctrees" "$SRC" "$REALX/sites/s10-$t" $FILES 2> "$REALX/sites/s10-$t.log" || { echo "FAIL $t"; tail -5 "$REALX/sites/s10-$t.log"; }
done
