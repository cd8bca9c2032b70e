#!/bin/sh
# Build set6's component sites under $REALX/sites (run from Samples/real-extra).
#   DL=/tmp/comps6-dl: pip download --no-deps -d $DL XStatic-Patternfly==3.21.0.1   (its setup.py imports pkg_resources:
#       run that pip from a venv with setuptools<70 and add --no-build-isolation)
#   and (cd $DL && apt-get download libjs-material-design-lite fonts-roboto-unhinted)
# Django 5.2's admin CSS comes from the Django wheel in $REALX/venv (pip install django==5.2.19).
set -e
DL=${DL:-/tmp/comps6-dl}; S=$REALX/sites; C=$(cd "$(dirname "$0")" && pwd)
DJ=$($REALX/venv/bin/python -c 'import django, os; print(os.path.dirname(django.__file__))')
mkdir -p $S/djadmin && cp -r $DJ/contrib/admin/static/admin/css $DJ/contrib/admin/static/admin/img $S/djadmin/
for t in light dark; do sed "s/THEME/$t/" $C/djadmin_components.html > $S/djadmin/components-$t.html; done
cd "$DL"; tar xzf XStatic-Patternfly-3.21.0.1.tar.gz; cd - >/dev/null
P=$DL/XStatic-Patternfly-3.21.0.1/xstatic/pkg/patternfly/data
mkdir -p $S/patternfly && cp -r $P/css $P/fonts $P/img $S/patternfly/
cp $C/patternfly_components.html $S/patternfly/components.html
cp $C/patternfly_vertical.html $S/patternfly/vertical.html
# Material Design Lite 1.3.0 (Debian libjs-material-design-lite: material.min.css, indigo-pink, and material.min.js, which
# upgrades the components as on MDL's site); Roboto and Material Icons, which MDL's docs load from Google Fonts, from
# Debian's fonts-roboto-unhinted and fonts-material-design-icons-iconfont.
for f in $DL/libjs-material-design-lite*.deb $DL/fonts-roboto-unhinted*.deb $DL/fonts-material-design-icons-iconfont*.deb; do dpkg-deb -x "$f" $DL/deb; done
mkdir -p $S/mdl/fonts && cp -r $DL/deb/usr/share/javascript/libjs-material-design-lite/css $DL/deb/usr/share/javascript/libjs-material-design-lite/js $S/mdl/
cp $DL/deb/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Light.ttf $DL/deb/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf \
   $DL/deb/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf $DL/deb/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf \
   $DL/deb/usr/share/fonts/woff/material-design-icons-iconfont/MaterialIcons-Regular.woff2 $S/mdl/fonts/
cp $C/mdl_components.html $S/mdl/components.html
