#!/bin/sh
# set11: MkDocs's own docs (Debian mkdocs-doc 1.4.2+dfsg-2, restored to Markdown by restore_docs.py) built by
# MkDocs 1.6.1 with each named theme: $REALX/sites/mkdocs11-<theme>.
#   REALX=/work/realx DL=/tmp/mk11dl sh mkdocs11/setup_sites11.sh THEME...   (with $REALX/venv11 active)
# themes/<theme>.yml is appended to base.yml (the theme block and its options).
# The build itself (restoring the docs once, the config, the SRI attributes dropped): docs_sites.sh.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
sh "$HERE/docs_sites.sh" 11 "$HERE/themes" "$@"
