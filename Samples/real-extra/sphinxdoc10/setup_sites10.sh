#!/bin/sh
# set10: Sphinx 9.0.4's own documentation (doc/ of the sdist) under themes no earlier set used -> $REALX/sites/s10-<theme>.
# Usage: REALX=/work/realx DL=/tmp/s7dl sh sphinxdoc10/setup_sites10.sh [THEME ...]   (with $REALX/venv10 active)
# The build itself (its own copy of the sdist, conf.py, the pages written): ../sdist_sites.sh.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
export S10_STATIC=$HERE/static           # CSS named by conf_set10.py
PAGES="index usage/quickstart usage/restructuredtext/basics extdev/appapi usage/restructuredtext/directives
usage/installation usage/configuration usage/extensions/autodoc usage/theming"
sh "$HERE/../sdist_sites.sh" 10 "$HERE/conf_set10.py" "$PAGES" "$@"
