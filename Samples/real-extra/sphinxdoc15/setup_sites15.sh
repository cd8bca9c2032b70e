#!/bin/sh
# set15: Sphinx 9.0.4's own documentation (doc/ of the sdist) under themes no earlier set used or rejected
# -> $REALX/sites/s15-<theme>, on pages no earlier set rendered (the standard domain, the extension API index, apidoc,
# the glossary, the extending-build tutorial, viewcode, coverage, the builders how-to, support, inheritance, linkcode,
# githubpages).
# Usage: REALX=/work/realx DL=/tmp/s7dl sh sphinxdoc15/setup_sites15.sh [THEME ...]   (with $REALX/venv15 active)
# The build itself (its own copy of the sdist, conf.py, the pages written): ../sdist_sites.sh.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
PAGES="usage/domains/standard extdev/index usage/extensions/apidoc glossary development/tutorials/extending_build
usage/extensions/viewcode usage/extensions/coverage development/howtos/builders support usage/extensions/inheritance
usage/extensions/linkcode usage/extensions/githubpages"
sh "$HERE/../sdist_sites.sh" 15 "$HERE/conf_set15.py" "$PAGES" "$@"
