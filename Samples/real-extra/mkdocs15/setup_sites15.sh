#!/bin/sh
# set15: MkDocs's own docs (Debian mkdocs-doc 1.4.2+dfsg-2, restored to Markdown by set11's restore_docs.py, with
# set11's base.yml: site settings and nav) built by MkDocs 1.6.1 with each named theme: $REALX/sites/mkdocs15-<theme>.
#   REALX=/work/realx DL=/tmp/mk11dl sh mkdocs15/setup_sites15.sh THEME...   (with $REALX/venv15 active)
# themes/<theme>.yml (this folder) is appended to ../mkdocs11/base.yml (the theme block and its options).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
SRC=$REALX/sites/mkdocs15-src
if [ ! -d "$SRC/docs" ]; then
    mkdir -p "$DL/doc" && dpkg-deb -x "$DL"/mkdocs-doc_1.4.2+dfsg-2_all.deb "$DL/doc"
    python3 "$HERE/../mkdocs11/restore_docs.py" "$DL/doc/usr/share/doc/mkdocs/html" "$SRC"
fi
for t in "$@"; do
    cat "$HERE/../mkdocs11/base.yml" "$HERE/themes/$t.yml" > "$SRC/mkdocs-$t.yml"
    if mkdocs build -q -f "$SRC/mkdocs-$t.yml" -d "$REALX/sites/mkdocs15-$t" > "$REALX/sites/mkdocs15-$t.log" 2>&1; then
        # as set11: Chromium refuses SRI-hashed scripts/stylesheets on file:// pages (the check needs a CORS fetch);
        # the files are the ones hashed, so the attribute is dropped, as if served
        find "$REALX/sites/mkdocs15-$t" -name '*.html' -exec sed -i 's/ integrity="[^"]*"//g' {} +
        echo "$t: ok"
    else
        echo "$t: FAILED (see $REALX/sites/mkdocs15-$t.log)"; tail -3 "$REALX/sites/mkdocs15-$t.log"
    fi
done
