#!/bin/sh
# set12: Sphinx 9.0.4's own documentation (doc/ of the sdist) under themes no earlier set used -> $REALX/sites/s12-<theme>,
# on pages no earlier set used (tutorial, referencing, napoleon, intersphinx, python domain, markdown, faq, roles).
# Usage: REALX=/work/realx DL=/tmp/s7dl sh sphinxdoc12/setup_sites12.sh [THEME ...]   (with $REALX/venv12 active)
# The build itself (its own copy of the sdist, conf.py, the pages written): ../sdist_sites.sh.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
export S12_STATIC=$HERE/static           # CSS named by conf_set12.py
PAGES="tutorial/index tutorial/getting-started tutorial/narrative-documentation tutorial/describing-code
usage/referencing usage/extensions/napoleon usage/extensions/intersphinx usage/domains/python usage/markdown faq
usage/restructuredtext/roles"
sh "$HERE/../sdist_sites.sh" 12 "$HERE/conf_set12.py" "$PAGES" "$@"
for t in "$@"; do
    if [ "$t" = ksphinx ]; then
        # ksphinx writes root-absolute /_static/ URLs (its CSS's font URLs, the sidebar logo) for a site served at /;
        # pages are opened as file:// URLs here, so they are made relative (what a site served at / resolves), and the
        # logo it hard-codes (/_static/logo.svg, meant to be the project's) is Sphinx's own mark from doc/_static
        python3 "$HERE/relativize_static.py" "$REALX/sites/s12-$t"
        cp "$REALX/sites/s12-sdist/sphinx-9.0.4/doc/_static/favicon.svg" "$REALX/sites/s12-$t/_static/logo.svg"
    fi
done
