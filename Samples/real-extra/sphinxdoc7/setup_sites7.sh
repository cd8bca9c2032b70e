#!/bin/sh
# set7: Sphinx 9.0.4's own documentation (doc/ of the sdist) built with other themes -> $REALX/sites/s7-<theme>.
# Usage: REALX=/work/realx DL=/tmp/s7dl sh sphinxdoc7/setup_sites7.sh [THEME ...]   (venv with the themes active)
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
# the whole sdist, as doc/ includes ../AUTHORS.rst, ../CHANGES.rst and files under ../sphinx
SRC=$REALX/sphinx7-sdist/sphinx-9.0.4/doc
if [ ! -f "$SRC/conf.py.orig" ]; then
    rm -rf "$REALX/sphinx7-sdist" && mkdir -p "$REALX/sphinx7-sdist"
    tar xzf "$DL/sphinx-9.0.4.tar.gz" -C "$REALX/sphinx7-sdist"
    cp "$SRC/conf.py" "$SRC/conf.py.orig"
fi
{ cat "$SRC/conf.py.orig"; echo; echo "# --- conf_set7.py"; cat "$HERE/conf_set7.py"; } > "$SRC/conf.py"
# Material Icons for sphinx-theme-pd, from Debian's fonts-material-design-icons-iconfont (in $DL)
export S7_PD_STATIC=$REALX/sphinx7-static-pd
if [ ! -f "$S7_PD_STATIC/MaterialIcons-Regular.woff2" ]; then
    mkdir -p "$S7_PD_STATIC" "$DL/mdi"
    dpkg-deb -x "$DL"/fonts-material-design-icons-iconfont_6.7.0+dfsg-1_all.deb "$DL/mdi"
    cp "$DL/mdi/usr/share/fonts/woff/material-design-icons-iconfont/MaterialIcons-Regular.woff2" "$S7_PD_STATIC/"
fi
cp "$HERE/material-icons-local.css" "$S7_PD_STATIC/"
for t in "$@"; do
    THEME=$t sphinx-build -q -E -b html "$SRC" "$REALX/sites/s7-$t" 2> "$REALX/sites/s7-$t.log" || { echo "FAIL $t"; tail -5 "$REALX/sites/s7-$t.log"; }
done
