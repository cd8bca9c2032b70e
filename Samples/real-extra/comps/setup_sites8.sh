#!/bin/sh
# Build set8's component sites under $REALX/sites (run from Samples/real-extra): comps/bs5_components.html (Bootstrap 5.3
# documentation markup) styled by five design families built on Bootstrap 5, each from the CSS a PyPI package ships.
#   DL=/tmp/comps8-dl: pip download --no-deps -d $DL sqladmin==0.32.0 django-admin-coreui==1.0.3 django-admin-volt==1.0.17 \
#       django-admin-soft-dashboard==1.0.26 design-django-theme==2.18.1
#   and (cd $DL && apt-get download fonts-inter fonts-font-awesome)   # Inter, which Volt and Soft UI ask Google Fonts for;
#   Font Awesome 4.7, whose FontAwesome family Soft UI's CSS draws its checkbox tick with (its pages load Font Awesome)
set -e
DL=${DL:-/tmp/comps8-dl}; S=$REALX/sites; C=$(cd "$(dirname "$0")" && pwd)
cd "$DL"
unzip -qo sqladmin-0.32.0-py3-none-any.whl -d sqa
unzip -qo design_django_theme-2.18.1-py3-none-any.whl -d bi
for t in django-admin-coreui-1.0.3 django-admin-volt-1.0.17 django-admin-soft-dashboard-1.0.26; do tar xzf $t.tar.gz; done
dpkg-deb -x fonts-inter_*.deb deb
dpkg-deb -x fonts-font-awesome_*.deb deb
cd - >/dev/null
INTER=$DL/deb/usr/share/fonts/opentype/inter
# an Inter @font-face block (the families' CSS asks Google Fonts for it), from Debian's OTFs
inter_css() {
  for w in Light:300 Regular:400 Medium:500 SemiBold:600 Bold:700 ExtraBold:800; do
    printf '@font-face{font-family:"Inter";font-style:normal;font-weight:%s;src:url(fonts/Inter-%s.otf) format("opentype")}\n' ${w#*:} ${w%:*}
  done
}
# page FAMILY SITE OUT THEMEATTR HEADLINKS NAVBG SIDEWRAP SIDEUL SWITCHCUE NOUNDERLINE
page() {
  sed -e "s|FAMILY|$1|" -e "s|THEMEATTR|$4|" -e "s|HEADLINKS|$5|" -e "s|NAVBG|$6|" -e "s|SIDEWRAP|$7|" -e "s|SIDEUL|$8|" \
      -e "s|SWITCHCUE|$9|" $C/bs5_components.html > $S/$2/$3
  if [ "${10}" = 1 ]; then sed -i '/<!--U-->/,/<!--\/U-->/d' $S/$2/$3; fi
}
# after a family's own edits: the placeholders it did not use are empty
fin() { sed -i -e 's/ NAVWRAP//; s/NAVWRAP//; s/ NAVCOLL//; s/ SIDEACT//; s/ SIDEINNER//; s/ SIDECUE//' $S/$1; }
maincol() { sed -i 's/<main class="col-md-9 ms-sm-auto col-lg-10 /<main class="col /' $S/$1; }   # beside a side nav of its own width
unmark() { sed -i "s/ data-cg=\"$2\" data-cg-variant=\"$3\"//" $S/$1; }   # a group the family draws no state for
# Bootstrap 5's switch knob is the input's background-image, moved by background-position: groups.js looks for a
# ::before/::after knob, so the pages whose switch is drawn that way say so.
KNOB='data-cg-cue="knob-position" data-cg-why="the knob is the input background-image, moved by background-position"'

# Tabler 1.4.0 (sqladmin 0.32.0 wheel: statics/css/tabler.min.css); light and dark via data-bs-theme
mkdir -p $S/tabler5/css && cp $DL/sqa/sqladmin/statics/css/tabler.min.css $S/tabler5/css/
for t in light dark; do
  page "Tabler" tabler5 components-$t.html "data-bs-theme=\"$t\"" '<link rel="stylesheet" href="css/tabler.min.css">' \
    'bg-body-tertiary border-bottom' 'navbar navbar-vertical navbar-expand-lg position-static align-items-start border-end' 'navbar-nav' "$KNOB" 0
  # the side nav is Tabler's navbar-vertical (fixed in its own layout, static here, 15rem wide); the current item is
  # li.nav-item.active, whose ::after draws a 3 px left bar (a border of the li's pseudo element, which groups.js does not see)
  sed -i -e 's/ SIDEACT/ active/; s/ SIDEINNER/ navbar-collapse/' \
    -e 's/ SIDECUE/ data-cg-cue="indicator" data-cg-why="a 3 px bar drawn by the left border of li.nav-item.active::after"/' $S/tabler5/components-$t.html
  maincol tabler5/components-$t.html
  fin tabler5/components-$t.html
done
# Tabler's active list-group item has a 2 px blue left border: groups.js calls it an indicator on the light page, but on the
# dark page the other items' own 1 px left border is visible too, and its left-bar rule has no "twice as thick" test
sed -i 's/ data-cg="list-selection"/ data-cg="list-selection" data-cg-cue="indicator" data-cg-why="a 2 px blue left border, twice the items own 1 px border"/' \
  $S/tabler5/components-dark.html

# CoreUI 5.0.0 (django-admin-coreui 1.0.3 sdist: static/css/style.css); light and dark via data-coreui-theme
mkdir -p $S/coreui/css && cp $DL/django-admin-coreui-1.0.3/admin_coreui/static/css/style.css $S/coreui/css/coreui.css
for t in light dark; do
  page "CoreUI" coreui components-$t.html "data-coreui-theme=\"$t\"" '<link rel="stylesheet" href="css/coreui.css">' \
    'bg-body-tertiary border-bottom' 'sidebar border-end' 'sidebar-nav' "$KNOB" 0
  # the side nav is CoreUI's sidebar / sidebar-nav (.sidebar-nav .nav-link.active; 16rem wide, static as in its docs)
  maincol coreui/components-$t.html
  fin coreui/components-$t.html
done

# Volt, Themesberg's free Bootstrap 5 dashboard (django-admin-volt 1.0.17 sdist: static/css/volt.css); light; no nav-underline
# in its CSS
mkdir -p $S/volt/css $S/volt/fonts && cp $DL/django-admin-volt-1.0.17/admin_volt/static/css/volt.css $S/volt/css/
for w in Light Regular Medium SemiBold Bold ExtraBold; do cp $INTER/Inter-$w.otf $S/volt/fonts/; done
page "Volt" volt components-light.html '' "<style>$(inter_css | tr -d '\n')</style><link rel=\"stylesheet\" href=\"css/volt.css\">" \
  'navbar-light bg-white border-bottom' 'sidebar bg-gray-800 text-white position-static' 'nav flex-column px-2' "$KNOB" 1
# Volt marks the current sidebar item on the li (.sidebar .nav-item.active > .nav-link); its .sidebar is position: fixed
# for its own layout, static here (260 px wide, so the main column takes the rest of the row)
sed -i 's/ SIDEACT/ active/' $S/volt/components-light.html; maincol volt/components-light.html
fin volt/components-light.html

# Soft UI Dashboard (django-admin-soft-dashboard 1.0.26 sdist: soft-ui-dashboard.min.css, Bootstrap 5.3.3); light
mkdir -p $S/softui/css $S/softui/fonts && cp $DL/django-admin-soft-dashboard-1.0.26/admin_soft/static/assets/css/soft-ui-dashboard.min.css $S/softui/css/
for w in Light Regular Medium SemiBold Bold ExtraBold; do cp $INTER/Inter-$w.otf $S/softui/fonts/; done
cp $DL/deb/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.woff2 $S/softui/fonts/
FA='@font-face{font-family:"FontAwesome";font-style:normal;font-weight:400;src:url(fonts/fontawesome-webfont.woff2) format("woff2")}'
page "Soft UI" softui components-light.html '' "<style>$(inter_css | tr -d '\n')$FA</style><link rel=\"stylesheet\" href=\"css/soft-ui-dashboard.min.css\">" \
  'bg-white border-bottom' 'navbar navbar-vertical navbar-expand-xs align-items-start position-static border-end bg-white' 'navbar-nav' '' 0
# Soft UI draws its switch knob as ::after moved by transform, which groups.js sees: no override.
# Soft UI: the side nav is its navbar-vertical (.navbar-vertical .navbar-nav .nav-link.active; position: fixed in its own
# layout, static here, 250 px wide); its nav-pills highlight is a "moving-tab" element that soft-ui-dashboard.js inserts, so without that script the pills show no state: not a
# group; its pagination draws round 36 px page links meant for icons, so Previous/Next are the chevrons it shows there
unmark softui/components-light.html segmented pill-fill
# its navbar's active link differs from the others only by opacity (rgba .9 vs 1 of the same near-black): not a group
sed -i 's/ data-cg="nav-links"//' $S/softui/components-light.html
sed -i 's/>Previous</>\&lsaquo;</; s/ data-cgm>Next</ data-cgm>\&rsaquo;</' $S/softui/components-light.html
maincol softui/components-light.html
fin softui/components-light.html

# Bootstrap Italia 2.18.0 (design-django-theme 2.18.1 wheel: bootstrap-italia.min.css, Bootstrap 5.2.3, Titillium Web woff2s
# that its fonts-loader.js declares); light only; no nav-underline
B=$DL/bi/bootstrap_italia_template/static
mkdir -p $S/italia/css $S/italia/fonts && cp $B/css/bootstrap-italia.min.css $S/italia/css/ && cp $B/fonts/Titillium_Web/*.woff2 $S/italia/fonts/
TW=''; for w in 300 regular 600 700; do n=$w; [ $w = regular ] && n=400
  TW="$TW@font-face{font-family:\"Titillium Web\";font-style:normal;font-weight:$n;src:url(fonts/titillium-web-v10-latin-ext_latin-$w.woff2) format(\"woff2\")}"; done
page "Bootstrap Italia" italia components-light.html '' "<style>$TW</style><link rel=\"stylesheet\" href=\"css/bootstrap-italia.min.css\">" \
  'border-bottom' 'border-end' 'nav flex-column' '' 1
# Bootstrap Italia: its navbar is meant for the header's it-header-navbar-wrapper with a navbar-collapsable menu (light
# desktop theme; its search lives elsewhere in the header, so the navbar's search form is left out); its
# btn-outline-primary draws a checked btn-check exactly like an unchecked one: not a group
sed -i 's/NAVWRAP/it-header-navbar-wrapper theme-light-desk/; s/ NAVCOLL/ navbar-collapsable/; /role="search"/d' $S/italia/components-light.html
unmark italia/components-light.html segmented bordered-fill
# its switch is the toggles/lever component (a Bootstrap form-switch draws as a plain checkbox there): Italia's own
# markup from comps/italia_toggles.html, whose lever::after knob groups.js sees
sed -i -e "/<!--SW-->/r $C/italia_toggles.html" -e '/<!--SW-->/,/<!--\/SW-->/d' $S/italia/components-light.html
# and its side navigation is the sidebar-wrapper / link-list component (comps/italia_sidebar.html, after its docs)
sed -i -e "/<!--SB-->/r $C/italia_sidebar.html" -e '/<!--SB-->/,/<!--\/SB-->/d' $S/italia/components-light.html
fin italia/components-light.html
