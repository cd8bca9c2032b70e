#!/bin/sh
# MkDocs's own docs (Debian mkdocs-doc 1.4.2+dfsg-2, restored to Markdown by restore_docs.py) built by MkDocs 1.6.1
# with each named theme, for the MkDocs sets set11 and set13-set15: $REALX/sites/mkdocs<N>-<theme>. Called by each
# set's setup script (mkdocs<N>/setup_sites<N>.sh) with its themes folder: THEMES/<theme>.yml is appended to this
# folder's base.yml (site settings and nav; the theme block and its options).
# Usage: sh mkdocs11/docs_sites.sh N THEMES THEME...   (REALX and DL set, the set's venv active)
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
N=$1 THEMES=$2
shift 2
SRC=$REALX/sites/mkdocs$N-src
if [ ! -d "$SRC/docs" ]; then
    mkdir -p "$DL/doc" && dpkg-deb -x "$DL"/mkdocs-doc_1.4.2+dfsg-2_all.deb "$DL/doc"
    python3 "$HERE/restore_docs.py" "$DL/doc/usr/share/doc/mkdocs/html" "$SRC"
fi
for t in "$@"; do
    # @SITE@: the venv's site-packages, for themes whose package has no mkdocs_theme.yml (used as custom_dir)
    SITE=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
    cat "$HERE/base.yml" "$THEMES/$t.yml" | sed "s|@SITE@|$SITE|" > "$SRC/mkdocs-$t.yml"
    if mkdocs build -q -f "$SRC/mkdocs-$t.yml" -d "$REALX/sites/mkdocs$N-$t" > "$REALX/sites/mkdocs$N-$t.log" 2>&1; then
        # Pages are opened as file:// URLs, where Chromium refuses any script or stylesheet carrying an SRI
        # `integrity` attribute (the check needs a CORS fetch): shadcn's scripts (dark mode, toc, sidebar) would
        # not run. The files are the ones the hashes were made from, so the attribute is dropped, as if served.
        find "$REALX/sites/mkdocs$N-$t" -name '*.html' -exec sed -i 's/ integrity="[^"]*"//g' {} +
        echo "$t: ok"
    else
        echo "$t: FAILED (see $REALX/sites/mkdocs$N-$t.log)"; tail -3 "$REALX/sites/mkdocs$N-$t.log"
    fi
done
