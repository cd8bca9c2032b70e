#!/bin/sh
# set13: MkDocs's own docs (Debian mkdocs-doc 1.4.2+dfsg-2, restored to Markdown by set11's restore_docs.py, with
# set11's base.yml: site settings and nav) built by MkDocs 1.6.1 with each named theme: $REALX/sites/mkdocs13-<theme>.
#   REALX=/work/realx DL=/tmp/mk11dl sh mkdocs13/setup_sites13.sh THEME...   (with $REALX/venv13 active)
# themes/<theme>.yml (this folder) is appended to ../mkdocs11/base.yml (the theme block and its options).
# The build itself (restoring the docs once, the config, the SRI attributes dropped): ../mkdocs11/docs_sites.sh.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
sh "$HERE/../mkdocs11/docs_sites.sh" 13 "$HERE/themes" "$@"
for t in "$@"; do
    # pixel-lab draws its header/permalink icons as CSS masks, which Chromium fetches in CORS mode: none loads
    # on a file:// page (empty icon boxes). The same SVGs are inlined as data: URIs, as a served site shows them
    if [ "$t" = pixel-lab ] && [ -d "$REALX/sites/mkdocs13-$t" ]; then python3 "$HERE/inline_mask_icons.py" "$REALX/sites/mkdocs13-$t"; fi
done
