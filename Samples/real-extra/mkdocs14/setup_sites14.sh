#!/bin/sh
# set14: MkDocs's own docs (Debian mkdocs-doc 1.4.2+dfsg-2, restored to Markdown by set11's restore_docs.py, with
# set11's base.yml: site settings and nav) built by MkDocs 1.6.1 with each named theme: $REALX/sites/mkdocs14-<theme>.
#   REALX=/work/realx DL=/tmp/mk11dl sh mkdocs14/setup_sites14.sh THEME...   (with $REALX/venv14 active)
# themes/<theme>.yml (this folder) is appended to ../mkdocs11/base.yml (the theme block and its options).
# The build itself (restoring the docs once, the config, the SRI attributes dropped): ../mkdocs11/docs_sites.sh.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
sh "$HERE/../mkdocs11/docs_sites.sh" 14 "$HERE/themes" "$@"
