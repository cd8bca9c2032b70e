#!/bin/sh
# set12: Sphinx 9.0.4's own documentation (doc/ of the sdist) under themes no earlier set used -> $REALX/sites/s12-<theme>,
# on pages no earlier set used (tutorial, referencing, napoleon, intersphinx, python domain, markdown, faq, roles).
# Works on its own copy of the sdist ($REALX/sites/s12-sdist), so the conf.py of set7/set9/set10 are left alone.
# Usage: REALX=/work/realx DL=/tmp/s7dl sh sphinxdoc12/setup_sites12.sh [THEME ...]   (with $REALX/venv12 active)
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$REALX/sites/s12-sdist
SRC=$ROOT/sphinx-9.0.4/doc
if [ ! -f "$SRC/conf.py.orig" ]; then
    rm -rf "$ROOT" && mkdir -p "$ROOT"
    tar xzf "$DL/sphinx-9.0.4.tar.gz" -C "$ROOT"
    cp "$SRC/conf.py" "$SRC/conf.py.orig"
fi
{ cat "$SRC/conf.py.orig"; echo; echo "# --- conf_set7.py"; cat "$HERE/../sphinxdoc7/conf_set7.py";
  echo; echo "# --- conf_set12.py"; cat "$HERE/conf_set12.py"; } > "$SRC/conf.py"
export S7_PD_STATIC=$REALX/sphinx7-static-pd   # named by conf_set7.py; only sphinx_theme_pd reads it
export S12_STATIC=$HERE/static           # CSS named by conf_set12.py
# only the pages render.py may use are written; the doctrees are read once and shared by every theme (a theme is an
# html-only setting, so Sphinx reuses them; a theme that adds an extension makes Sphinx read them again)
PAGES="tutorial/index tutorial/getting-started tutorial/narrative-documentation tutorial/describing-code
usage/referencing usage/extensions/napoleon usage/extensions/intersphinx usage/domains/python usage/markdown faq
usage/restructuredtext/roles"
FILES=$(for p in $PAGES; do printf '%s ' "$SRC/$p.rst"; done)
for t in "$@"; do
    THEME=$t sphinx-build -q -b html -d "$ROOT/doctrees" "$SRC" "$REALX/sites/s12-$t" $FILES 2> "$REALX/sites/s12-$t.log" || { echo "FAIL $t"; tail -5 "$REALX/sites/s12-$t.log"; }
    if [ "$t" = ksphinx ]; then
        # ksphinx writes root-absolute /_static/ URLs (its CSS's font URLs, the sidebar logo) for a site served at /;
        # pages are opened as file:// URLs here, so they are made relative (what a site served at / resolves), and the
        # logo it hard-codes (/_static/logo.svg, meant to be the project's) is Sphinx's own mark from doc/_static
        python3 "$HERE/relativize_static.py" "$REALX/sites/s12-$t"
        cp "$SRC/_static/favicon.svg" "$REALX/sites/s12-$t/_static/logo.svg"
    fi
done
