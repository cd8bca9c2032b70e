#!/bin/sh
# set13: Sphinx 9.0.4's own documentation (doc/ of the sdist) under themes no earlier set used or rejected
# -> $REALX/sites/s13-<theme>, on pages no earlier set used (the extensions index, autosummary, doctest, math,
# graphviz, i18n, the domains and builders indexes, HTML theme development, contributing).
# Works on its own copy of the sdist ($REALX/sites/s13-sdist), so the conf.py of set7/set9/set10/set12 are left alone.
# Usage: REALX=/work/realx DL=/tmp/s7dl sh sphinxdoc13/setup_sites13.sh [THEME ...]   (with $REALX/venv13 active)
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$REALX/sites/s13-sdist
SRC=$ROOT/sphinx-9.0.4/doc
if [ ! -f "$SRC/conf.py.orig" ]; then
    rm -rf "$ROOT" && mkdir -p "$ROOT"
    tar xzf "$DL/sphinx-9.0.4.tar.gz" -C "$ROOT"
    cp "$SRC/conf.py" "$SRC/conf.py.orig"
fi
{ cat "$SRC/conf.py.orig"; echo; echo "# --- conf_set7.py"; cat "$HERE/../sphinxdoc7/conf_set7.py";
  echo; echo "# --- conf_set13.py"; cat "$HERE/conf_set13.py"; } > "$SRC/conf.py"
export S7_PD_STATIC=$REALX/sphinx7-static-pd   # named by conf_set7.py; only sphinx_theme_pd reads it
export S13_STATIC=$HERE/static           # CSS named by conf_set13.py
# only the pages render.py may use are written; the doctrees are read once and shared by every theme (a theme is an
# html-only setting, so Sphinx reuses them; a theme that adds an extension makes Sphinx read them again)
PAGES="usage/extensions/index usage/extensions/autosummary usage/extensions/doctest usage/extensions/math
usage/extensions/graphviz usage/advanced/intl usage/domains/index usage/builders/index development/html_themes/index
internals/contributing"
FILES=$(for p in $PAGES; do printf '%s ' "$SRC/$p.rst"; done)
for t in "$@"; do
    THEME=$t sphinx-build -q -b html -d "$ROOT/doctrees" "$SRC" "$REALX/sites/s13-$t" $FILES 2> "$REALX/sites/s13-$t.log" || { echo "FAIL $t"; tail -5 "$REALX/sites/s13-$t.log"; }
done
