#!/bin/sh
# set15: Sphinx 9.0.4's own documentation (doc/ of the sdist) under themes no earlier set used or rejected
# -> $REALX/sites/s15-<theme>, on pages no earlier set rendered (the standard domain, the extension API index, apidoc,
# the glossary, the extending-build tutorial, viewcode, coverage, the builders how-to, support, inheritance, linkcode,
# githubpages).
# Works on its own copy of the sdist ($REALX/sites/s15-sdist), so the conf.py of set7/set9/set10/set12/set13/set14 are left alone.
# Usage: REALX=/work/realx DL=/tmp/s7dl sh sphinxdoc15/setup_sites15.sh [THEME ...]   (with $REALX/venv15 active)
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$REALX/sites/s15-sdist
SRC=$ROOT/sphinx-9.0.4/doc
if [ ! -f "$SRC/conf.py.orig" ]; then
    rm -rf "$ROOT" && mkdir -p "$ROOT"
    tar xzf "$DL/sphinx-9.0.4.tar.gz" -C "$ROOT"
    cp "$SRC/conf.py" "$SRC/conf.py.orig"
fi
{ cat "$SRC/conf.py.orig"; echo; echo "# --- conf_set7.py"; cat "$HERE/../sphinxdoc7/conf_set7.py";
  echo; echo "# --- conf_set15.py"; cat "$HERE/conf_set15.py"; } > "$SRC/conf.py"
export S7_PD_STATIC=$REALX/sphinx7-static-pd   # named by conf_set7.py; only sphinx_theme_pd reads it
# only the pages render.py may use are written; the doctrees are read once and shared by every theme (a theme is an
# html-only setting, so Sphinx reuses them; a theme that adds an extension makes Sphinx read them again)
PAGES="usage/domains/standard extdev/index usage/extensions/apidoc glossary development/tutorials/extending_build
usage/extensions/viewcode usage/extensions/coverage development/howtos/builders support usage/extensions/inheritance
usage/extensions/linkcode usage/extensions/githubpages"
FILES=$(for p in $PAGES; do printf '%s ' "$SRC/$p.rst"; done)
for t in "$@"; do
    THEME=$t sphinx-build -q -b html -d "$ROOT/doctrees" "$SRC" "$REALX/sites/s15-$t" $FILES 2> "$REALX/sites/s15-$t.log" || { echo "FAIL $t"; tail -5 "$REALX/sites/s15-$t.log"; }
done
