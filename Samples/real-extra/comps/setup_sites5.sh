#!/bin/sh
# Build set5's component sites under $REALX/sites from PyPI packages (run from Samples/real-extra).
#   DL=/tmp/comps5-dl: pip download --no-deps -d $DL ahlev-django-uikit==0.0.6 gov-uk-dashboards==33.25.0 \
#       django-uswds-forms==1.0.0
#   and (cd $DL && apt-get download libjs-jquery-ui-theme-base)
# UIkit 3.4.6 (ahlev-django-uikit sdist), GOV.UK Frontend 4.9.0 as compiled into gov-uk-dashboards' dashboard.css
# (its font stack is Arial; the GDS Transport woffs it ships are not referenced), USWDS 1.1.0 with its Source Sans Pro
# and Merriweather fonts (the example app in django-uswds-forms' sdist).
set -e
DL=${DL:-/tmp/comps5-dl}; S=$REALX/sites; C=$(cd "$(dirname "$0")" && pwd)
cd "$DL"; for f in *.tar.gz; do tar xzf "$f"; done
unzip -q -o gov_uk_dashboards-*.whl 'gov_uk_dashboards/assets/dashboard.css' -d govuk; cd - >/dev/null
mkdir -p $S/uikit $S/govuk $S/uswds
cp $DL/ahlev_django_uikit-0.0.6/ahlev_django_uikit/static/uikit/css/uikit.min.css $S/uikit/
sed 's/ NAVBAR//; s/class="WRAP"/class="uk-background-default"/' $C/uikit_components.html > $S/uikit/components-light.html
# uk-light draws uk-form-danger inputs exactly like the others (no red), so the dark page unmarks its field-error groups
sed 's/NAVBAR/uk-navbar-transparent/; s/class="WRAP"/class="uk-background-secondary uk-light"/; s/data-cg="field-error"/data-cg-off="field-error"/' \
    $C/uikit_components.html > $S/uikit/components-dark.html
cp $DL/govuk/gov_uk_dashboards/assets/dashboard.css $S/govuk/
cp $C/govuk_components.html $S/govuk/components.html
U=$DL/django-uswds-forms-1.0.0/example/app/static/uswds-1.1.0
mkdir -p $S/uswds/css && cp $U/css/uswds.css $S/uswds/css/ && cp -r $U/fonts $U/img $S/uswds/
cp $C/uswds_components.html $S/uswds/components.html
# jQuery UI 1.12.1's flat base theme from Debian (jquery-ui.css and its icon sprites). The textured ThemeRoller themes
# (redmond, dark-hive, ...) paint ui-state-active/-error with CSS background images, which extract.js turns into
# raster-image neutral zones that swallow the groups, so they are not used.
for f in $DL/libjs-jquery-ui-theme-base*.deb; do dpkg-deb -x "$f" $DL/jqui; done
mkdir -p $S/jqueryui && cp -r $DL/jqui/usr/share/javascript/jquery-ui-themes/base $S/jqueryui/
sed "s#THEME/#base/#" $C/jqueryui_components.html > $S/jqueryui/components-base.html
