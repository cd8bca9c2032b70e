#!/bin/sh
# set11: MkDocs's own docs (Debian mkdocs-doc 1.4.2+dfsg-2, restored to Markdown by restore_docs.py) built by
# MkDocs 1.6.1 with each named theme: $REALX/sites/mkdocs11-<theme>.
#   REALX=/work/realx DL=/tmp/mk11dl sh mkdocs11/setup_sites11.sh THEME...   (with $REALX/venv11 active)
# themes/<theme>.yml is appended to base.yml (the theme block and its options).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
SRC=$REALX/sites/mkdocs11-src
if [ ! -d "$SRC/docs" ]; then
    mkdir -p "$DL/doc" && dpkg-deb -x "$DL"/mkdocs-doc_1.4.2+dfsg-2_all.deb "$DL/doc"
    python3 "$HERE/restore_docs.py" "$DL/doc/usr/share/doc/mkdocs/html" "$SRC"
fi
for t in "$@"; do
    # @SITE@: the venv's site-packages, for themes whose package has no mkdocs_theme.yml (used as custom_dir)
    SITE=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
    cat "$HERE/base.yml" "$HERE/themes/$t.yml" | sed "s|@SITE@|$SITE|" > "$SRC/mkdocs-$t.yml"
    if mkdocs build -q -f "$SRC/mkdocs-$t.yml" -d "$REALX/sites/mkdocs11-$t" > "$REALX/sites/mkdocs11-$t.log" 2>&1; then
        # Pages are opened as file:// URLs, where Chromium refuses any script or stylesheet carrying an SRI
        # `integrity` attribute (the check needs a CORS fetch): shadcn's scripts (dark mode, toc, sidebar) would
        # not run. The files are the ones the hashes were made from, so the attribute is dropped, as if served.
        find "$REALX/sites/mkdocs11-$t" -name '*.html' -exec sed -i 's/ integrity="[^"]*"//g' {} +
        echo "$t: ok"
    else
        echo "$t: FAILED (see $REALX/sites/mkdocs11-$t.log)"; tail -3 "$REALX/sites/mkdocs11-$t.log"
    fi
done
