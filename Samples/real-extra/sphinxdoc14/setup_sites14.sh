#!/bin/sh
# set14: Sphinx 9.0.4's own documentation (doc/ of the sdist) under themes no earlier set used or rejected
# -> $REALX/sites/s14-<theme>, on pages no earlier set rendered (the tutorial's first-steps, more-sphinx-customization,
# automatic-doc-generation and deploying; doctest, todo, viewcode, extlinks, apidoc; field lists; the standard
# domain; the extending-syntax tutorial).
# Usage: REALX=/work/realx DL=/tmp/s7dl sh sphinxdoc14/setup_sites14.sh [THEME ...]   (with $REALX/venv14 active)
# The build itself (its own copy of the sdist, conf.py, the pages written): ../sdist_sites.sh.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
export S14_STATIC=$HERE/static           # CSS named by conf_set14.py
PAGES="tutorial/first-steps tutorial/more-sphinx-customization tutorial/automatic-doc-generation tutorial/deploying
usage/extensions/doctest usage/extensions/todo usage/extensions/viewcode usage/extensions/extlinks usage/extensions/apidoc
usage/restructuredtext/field-lists usage/domains/standard development/tutorials/extending_syntax"
sh "$HERE/../sdist_sites.sh" 14 "$HERE/conf_set14.py" "$PAGES" "$@"
