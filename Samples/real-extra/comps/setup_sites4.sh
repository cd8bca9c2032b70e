#!/bin/sh
# Build set4's component sites under $REALX/sites from PyPI packages (run from Samples/real-extra).
#   DL=/tmp/comps4-dl: pip download --no-deps -d $DL devpi-semantic-ui==0.2.2 django-carbondesign==0.0.5 \
#       mkdocs-primer==0.4.2 django-spectre-css==0.3.dev2 lona-picocss==0.4.4
#   and (cd $DL && apt-get download fonts-lato)   # Lato for Semantic UI, which asks Google Fonts for it
set -e
DL=${DL:-/tmp/comps4-dl}; S=$REALX/sites; C=$(cd "$(dirname "$0")" && pwd)
cd "$DL"; for f in *.whl; do unzip -q -o "$f" -d "${f%%-*}"; done; for f in fonts-lato*.deb; do dpkg-deb -x "$f" lato; done; cd - >/dev/null
mkdir -p $S/semantic/fonts $S/carbon $S/primer $S/spectre $S/pico
SU=$DL/devpi_semantic_ui/devpi_semantic_ui/static
cp $SU/semantic.min.css $S/semantic/ && cp -r $SU/themes $S/semantic/
cp $DL/lato/usr/share/fonts/truetype/lato/Lato-Regular.ttf $DL/lato/usr/share/fonts/truetype/lato/Lato-Bold.ttf \
   $DL/lato/usr/share/fonts/truetype/lato/Lato-Italic.ttf $S/semantic/fonts/
sed 's/INVERTED//; s/BODYBG/#fff/' $C/semantic_components.html > $S/semantic/components.html
sed 's/INVERTED/inverted/; s/BODYBG/#fff/' $C/semantic_components.html > $S/semantic/components-inverted.html
cp $DL/django_carbondesign/carbondesign/static/carbondesign/carbon-components.min.css $S/carbon/
cp $C/carbon_components.html $S/carbon/components.html
cp $DL/django_spectre_css/django_spectre_css/static/css/lib/spectre.css $DL/django_spectre_css/django_spectre_css/static/css/lib/spectre-icons.css $S/spectre/
cp $C/spectre_components.html $S/spectre/components.html
cp $DL/lona_picocss/lona_picocss/static/lona-picocss/dist/pico/css/pico.min.css $S/pico/
for t in light dark; do sed "s/THEME/$t/" $C/pico_components.html > $S/pico/components-$t.html; done
cp -r $DL/mkdocs_primer/mkdocs_primer/css $S/primer/
for m in light dark; do sed "s/MODE/$m/" $C/primer_components.html > $S/primer/components-$m.html; done
