#!/bin/sh
# set14: Sphinx 9.0.4's own documentation (doc/ of the sdist) under themes no earlier set used or rejected
# -> $REALX/sites/s14-<theme>, on pages no earlier set rendered (the tutorial's first-steps, more-sphinx-customization,
# automatic-doc-generation and deploying; doctest, todo, viewcode, extlinks, apidoc; field lists; the standard
# domain; the extending-syntax tutorial).
# Works on its own copy of the sdist ($REALX/sites/s14-sdist), so the conf.py of set7/set9/set10/set12/set13 are left alone.
# Usage: REALX=/work/realx DL=/tmp/s7dl sh sphinxdoc14/setup_sites14.sh [THEME ...]   (with $REALX/venv14 active)
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$REALX/sites/s14-sdist
SRC=$ROOT/sphinx-9.0.4/doc
if [ ! -f "$SRC/conf.py.orig" ]; then
    rm -rf "$ROOT" && mkdir -p "$ROOT"
    tar xzf "$DL/sphinx-9.0.4.tar.gz" -C "$ROOT"
    cp "$SRC/conf.py" "$SRC/conf.py.orig"
fi
{ cat "$SRC/conf.py.orig"; echo; echo "# --- conf_set7.py"; cat "$HERE/../sphinxdoc7/conf_set7.py";
  echo; echo "# --- conf_set14.py"; cat "$HERE/conf_set14.py"; } > "$SRC/conf.py"
export S7_PD_STATIC=$REALX/sphinx7-static-pd   # named by conf_set7.py; only sphinx_theme_pd reads it
export S14_STATIC=$HERE/static           # CSS named by conf_set14.py
# only the pages render.py may use are written; the doctrees are read once and shared by every theme (a theme is an
# html-only setting, so Sphinx reuses them; a theme that adds an extension makes Sphinx read them again)
PAGES="tutorial/first-steps tutorial/more-sphinx-customization tutorial/automatic-doc-generation tutorial/deploying
usage/extensions/doctest usage/extensions/todo usage/extensions/viewcode usage/extensions/extlinks usage/extensions/apidoc
usage/restructuredtext/field-lists usage/domains/standard development/tutorials/extending_syntax"
FILES=$(for p in $PAGES; do printf '%s ' "$SRC/$p.rst"; done)
for t in "$@"; do
    THEME=$t sphinx-build -q -b html -d "$ROOT/doctrees" "$SRC" "$REALX/sites/s14-$t" $FILES 2> "$REALX/sites/s14-$t.log" || { echo "FAIL $t"; tail -5 "$REALX/sites/s14-$t.log"; }
done
