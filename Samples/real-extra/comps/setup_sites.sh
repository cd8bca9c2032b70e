#!/bin/sh
# Build the component sites under $REALX/sites from PyPI packages (run from Samples/real-extra).
#   DL=/tmp/comps-dl: pip download --no-deps -d $DL Flask-Bootstrap==3.3.7.1 django-adminlte3==0.1.6 \
#       django-zurb-foundation-6==6.7.4 django-tabler==0.0.32   (+ django-bulma, django-materialize-css in the venv)
set -e
DL=${DL:-/tmp/comps-dl}; S=$REALX/sites; C=$(dirname "$0")
cd "$DL"; for f in *.tar.gz; do tar xzf "$f"; done; for f in *.whl; do unzip -q -o "$f" -d "${f%%-*}"; done; cd - >/dev/null
mkdir -p $S/bs3 $S/adminlte $S/foundation $S/tabler
cp -r $DL/Flask-Bootstrap-3.3.7.1/flask_bootstrap/static/css $DL/Flask-Bootstrap-3.3.7.1/flask_bootstrap/static/fonts $S/bs3/
sed 's/THEMECSS//' $C/bs3_components.html > $S/bs3/components.html
sed 's#THEMECSS#<link rel="stylesheet" href="css/bootstrap-theme.min.css">#' $C/bs3_components.html > $S/bs3/components-theme.html
A=$DL/django_adminlte3/adminlte3/static/admin-lte
mkdir -p $S/adminlte/dist $S/adminlte/plugins && cp -r $A/dist/css $S/adminlte/dist/ && cp -r $A/plugins/fontawesome-free $S/adminlte/plugins/
sed 's/NAVBAR/navbar-white navbar-light/; s/SIDEBAR/sidebar-dark-primary/' $C/adminlte_dashboard.html > $S/adminlte/dashboard.html
sed 's/NAVBAR/navbar-dark navbar-primary/; s/SIDEBAR/sidebar-light-info/' $C/adminlte_dashboard.html > $S/adminlte/dashboard-alt.html
cp -r $DL/django_zurb_foundation_6/foundation/static/foundation/css $S/foundation/
cp $C/foundation_components.html $S/foundation/components.html
T=$DL/django-tabler-0.0.32/django_tabler/static
cp -r $T/css $T/fonts $S/tabler/ && cp $C/tabler_dashboard.html $S/tabler/dashboard.html
cp $C/materialize_components.html $S/materialize/components.html
for t in light dark; do sed "s/THEME/$t/" $C/bulma_nav.html > $S/bulma/nav-$t.html; sed "s/THEME/$t/" $C/../bulma_components.html > $S/bulma/components-$t.html; done
