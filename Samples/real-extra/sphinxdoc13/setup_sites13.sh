#!/bin/sh
# set13: Sphinx 9.0.4's own documentation (doc/ of the sdist) under themes no earlier set used or rejected
# -> $REALX/sites/s13-<theme>, on pages no earlier set used (the extensions index, autosummary, doctest, math,
# graphviz, i18n, the domains and builders indexes, HTML theme development, contributing).
# Usage: REALX=/work/realx DL=/tmp/s7dl sh sphinxdoc13/setup_sites13.sh [THEME ...]   (with $REALX/venv13 active)
# The build itself (its own copy of the sdist, conf.py, the pages written): ../sdist_sites.sh.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
export S13_STATIC=$HERE/static           # CSS named by conf_set13.py
PAGES="usage/extensions/index usage/extensions/autosummary usage/extensions/doctest usage/extensions/math
usage/extensions/graphviz usage/advanced/intl usage/domains/index usage/builders/index development/html_themes/index
internals/contributing"
sh "$HERE/../sdist_sites.sh" 13 "$HERE/conf_set13.py" "$PAGES" "$@"
