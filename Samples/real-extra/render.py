#!/usr/bin/env python3
"""Render the realx pages in headless Chromium and write PNG + ground truth in the screens-real-dev schema.

  python3 render.py [--out $REALX/set] [--only PAGE_SUBSTRING]

Ground truth comes from the live DOM (extract.js) and is audited against a second, text-free render
(all text colour: transparent): ink boxes, a per-line background pixel check, worst-case ratios for
lines on non-solid backgrounds, and neutral zones for ink that no GT line explains (icon fonts,
CSS generated content, list markers, SVG icons drawn in currentColor).
"""
import argparse
import io
import json
import sys
import os
from pathlib import Path

import numpy as np
from PIL import Image
from playwright.sync_api import sync_playwright
from scipy import ndimage

HERE = Path(__file__).resolve().parent
ROOT = Path(os.environ.get('REALX', '/tmp/real-extra'))
SITES = ROOT / 'sites'
FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--force-color-profile=srgb',
         '--disable-lcd-text', '--font-render-hinting=none', '--hide-scrollbars', '--disable-extensions',
         '--no-first-run', '--mute-audio', '--disable-background-networking', '--disable-component-update',
         '--disable-sync', '--lang=en-US']
D, M, P = (1280, 800, 1), (1280, 800, 2), (390, 844, 3)
# page id, site folder, path, theme, viewport, scroll (px or CSS selector to scroll to top), package note
PAGES = [
    ('x00', 'sphinx-agogo', 'index.html', 'light', D, 0, 'sphinx 9.0.4 builtin agogo'),
    ('x01', 'sphinx-haiku', 'guide.html', 'light', M, 0, 'sphinx 9.0.4 builtin haiku'),
    ('x02', 'sphinx-pyramid', 'api.html', 'light', M, 0, 'sphinx 9.0.4 builtin pyramid'),
    ('x03', 'sphinx-scrolls', 'guide.html', 'light', D, 0, 'sphinx 9.0.4 builtin scrolls'),
    ('x04', 'sphinx-bizstyle', 'index.html', 'light', P, 0, 'sphinx 9.0.4 builtin bizstyle'),
    ('x05', 'sphinx-piccolo_theme', 'guide.html', 'light', D, 0, 'piccolo-theme 0.24.0'),
    ('x06', 'sphinx-piccolo_theme', 'api.html', 'dark', P, 0, 'piccolo-theme 0.24.0'),
    ('x07', 'sphinx-shibuya', 'index.html', 'light', M, 0, 'shibuya 2026.7.12'),
    ('x08', 'sphinx-shibuya', 'guide.html', 'dark', D, 300, 'shibuya 2026.7.12'),
    ('x09', 'sphinx-sphinxawesome_theme', 'guide.html', 'light', D, 0, 'sphinxawesome-theme 6.0.6'),
    ('x10', 'sphinx-sphinxawesome_theme', 'api.html', 'dark', P, 0, 'sphinxawesome-theme 6.0.6'),
    ('x11', 'mkdocs-mkdocs', 'index.html', 'light', D, 0, 'mkdocs 1.6.1 builtin mkdocs theme'),
    ('x12', 'mkdocs-mkdocs-dark', 'index.html', 'dark', P, 0, 'mkdocs 1.6.1 builtin mkdocs theme, color_mode dark'),
    ('x13', 'mkdocs-readthedocs', 'index.html', 'light', M, 0, 'mkdocs 1.6.1 builtin readthedocs theme'),
    ('x14', 'bulma', 'components-light.html', 'light', D, 0, 'Bulma 1.0 (django-bulma 0.11.2 wheel)'),
    ('x15', 'bulma', 'components-dark.html', 'dark', P, 0, 'Bulma 1.0 (django-bulma 0.11.2 wheel)'),
    ('x16', 'bulma', 'components-dark.html', 'dark', M, 0, 'Bulma 1.0 (django-bulma 0.11.2 wheel)'),
    ('x17', 'sphinx-insipid', 'guide.html', 'light', P, 0, 'insipid-sphinx-theme 0.4.4'),
    ('x19', 'sphinx-sphinx_wagtail_theme', 'index.html', 'light', P, 0, 'sphinx-wagtail-theme 6.6.0'),
    ('x20', 'sphinx-sphinx_nefertiti', 'guide.html', 'dark', M, 0, 'sphinx-nefertiti 0.9.11'),
    ('x21', 'sphinx-sphinx_nefertiti', 'index.html', 'light', D, 0, 'sphinx-nefertiti 0.9.11'),
    ('x22', 'mkdocs-dracula', 'index.html', 'dark', D, 0, 'mkdocs-dracula-theme 1.1.0'),
    ('x23', 'mkdocs-terminal', 'index.html', 'light', P, 0, 'mkdocs-terminal 4.8.0'),
    ('x25', 'materialize', 'forms.html', 'light', D, 0, 'Materialize 0.97 docs (django-materialize-css 0.0.1 wheel)'),
    ('x26', 'materialize', 'collections.html', 'light', P, 0, 'Materialize 0.97 docs (django-materialize-css 0.0.1 wheel)'),
    ('x27', 'materialize', 'badges.html', 'light', M, 0, 'Materialize 0.97 docs (django-materialize-css 0.0.1 wheel)'),
    # component pages with labelled state groups (comps/*.html, groups.js; sites from comps/setup_sites.sh)
    ('y00', 'bs3', 'components.html', 'light', D, 0, 'Bootstrap 3.3.7 (Flask-Bootstrap 3.3.7.1 sdist)'),
    ('y01', 'bs3', 'components.html', 'light', P, 0, 'Bootstrap 3.3.7 (Flask-Bootstrap 3.3.7.1 sdist)'),
    ('y02', 'bs3', 'components-theme.html', 'light', M, 0, 'Bootstrap 3.3.7 + bootstrap-theme (Flask-Bootstrap 3.3.7.1 sdist)'),
    ('y03', 'bs3', 'components-theme.html', 'light', P, 300, 'Bootstrap 3.3.7 + bootstrap-theme (Flask-Bootstrap 3.3.7.1 sdist)'),
    ('y04', 'adminlte', 'dashboard.html', 'light', D, 0, 'AdminLTE 3.0.4 (django-adminlte3 0.1.6 wheel)'),
    ('y05', 'adminlte', 'dashboard-alt.html', 'light', M, 0, 'AdminLTE 3.0.4 (django-adminlte3 0.1.6 wheel)'),
    ('y06', 'adminlte', 'dashboard.html', 'light', P, 0, 'AdminLTE 3.0.4 (django-adminlte3 0.1.6 wheel)'),
    ('y07', 'foundation', 'components.html', 'light', D, 0, 'Foundation for Sites 6.7.4 (django-zurb-foundation-6 6.7.4 wheel)'),
    ('y08', 'foundation', 'components.html', 'light', M, 0, 'Foundation for Sites 6.7.4 (django-zurb-foundation-6 6.7.4 wheel)'),
    ('y09', 'foundation', 'components.html', 'light', P, 0, 'Foundation for Sites 6.7.4 (django-zurb-foundation-6 6.7.4 wheel)'),
    ('y10', 'tabler', 'dashboard.html', 'light', D, 0, 'Tabler 1.0.0-alpha dashboard.css (django-tabler 0.0.32 sdist)'),
    ('y11', 'tabler', 'dashboard.html', 'light', M, 0, 'Tabler 1.0.0-alpha dashboard.css (django-tabler 0.0.32 sdist)'),
    ('y12', 'tabler', 'dashboard.html', 'light', P, 0, 'Tabler 1.0.0-alpha dashboard.css (django-tabler 0.0.32 sdist)'),
    ('y13', 'bulma', 'nav-light.html', 'light', D, 0, 'Bulma 1.0 (django-bulma 0.11.2 wheel)'),
    ('y14', 'bulma', 'nav-dark.html', 'dark', M, 0, 'Bulma 1.0 (django-bulma 0.11.2 wheel)'),
    ('y15', 'bulma', 'nav-dark.html', 'dark', P, 0, 'Bulma 1.0 (django-bulma 0.11.2 wheel)'),
    ('y16', 'bulma', 'components-light.html', 'light', M, 0, 'Bulma 1.0 (django-bulma 0.11.2 wheel)'),
    ('y17', 'bulma', 'components-dark.html', 'dark', D, 0, 'Bulma 1.0 (django-bulma 0.11.2 wheel)'),
    ('y18', 'materialize', 'components.html', 'light', D, 0, 'Materialize 0.97 (django-materialize-css 0.0.1 wheel)'),
    ('y19', 'materialize', 'components.html', 'light', M, 0, 'Materialize 0.97 (django-materialize-css 0.0.1 wheel)'),
    ('y20', 'materialize', 'components.html', 'light', P, 0, 'Materialize 0.97 (django-materialize-css 0.0.1 wheel)'),
    # set4: a second sealed component set from other families (comps/setup_sites4.sh)
    ('z00', 'semantic', 'components.html', 'light', D, 0, 'Semantic UI 2.2.7 (devpi-semantic-ui 0.2.2 wheel)'),
    ('z01', 'semantic', 'components-inverted.html', 'light', M, 0, 'Semantic UI 2.2.7 (devpi-semantic-ui 0.2.2 wheel)'),
    ('z02', 'semantic', 'components.html', 'light', P, 0, 'Semantic UI 2.2.7 (devpi-semantic-ui 0.2.2 wheel)'),
    ('z03', 'semantic', 'components-inverted.html', 'light', P, 500, 'Semantic UI 2.2.7 (devpi-semantic-ui 0.2.2 wheel)'),
    ('z04', 'carbon', 'components.html', 'light', D, 0, 'Carbon Design System v10 carbon-components CSS (django-carbondesign 0.0.5 wheel)'),
    ('z05', 'carbon', 'components.html', 'light', M, 0, 'Carbon Design System v10 carbon-components CSS (django-carbondesign 0.0.5 wheel)'),
    ('z06', 'carbon', 'components.html', 'light', P, 0, 'Carbon Design System v10 carbon-components CSS (django-carbondesign 0.0.5 wheel)'),
    ('z07', 'spectre', 'components.html', 'light', D, 0, 'Spectre.css 0.5.9 (django-spectre-css 0.3.dev2 wheel)'),
    ('z08', 'spectre', 'components.html', 'light', M, 0, 'Spectre.css 0.5.9 (django-spectre-css 0.3.dev2 wheel)'),
    ('z09', 'spectre', 'components.html', 'light', P, 0, 'Spectre.css 0.5.9 (django-spectre-css 0.3.dev2 wheel)'),
    ('z10', 'pico', 'components-light.html', 'light', D, 0, 'Pico CSS 1.5.10 (lona-picocss 0.4.4 wheel)'),
    ('z11', 'pico', 'components-dark.html', 'dark', M, 0, 'Pico CSS 1.5.10 (lona-picocss 0.4.4 wheel)'),
    ('z12', 'pico', 'components-dark.html', 'dark', P, 0, 'Pico CSS 1.5.10 (lona-picocss 0.4.4 wheel)'),
    ('z13', 'primer', 'components-light.html', 'light', D, 0, 'Primer CSS 22.3.0 core + mkdocs-primer theme.css (mkdocs-primer 0.4.2 wheel)'),
    ('z14', 'primer', 'components-dark.html', 'dark', M, 0, 'Primer CSS 22.3.0 core + mkdocs-primer theme.css (mkdocs-primer 0.4.2 wheel)'),
    ('z15', 'primer', 'components-light.html', 'light', P, 0, 'Primer CSS 22.3.0 core + mkdocs-primer theme.css (mkdocs-primer 0.4.2 wheel)'),
    ('z16', 'primer', 'components-dark.html', 'dark', P, 300, 'Primer CSS 22.3.0 core + mkdocs-primer theme.css (mkdocs-primer 0.4.2 wheel)'),
    # set5: a third sealed component set (comps/setup_sites5.sh)
    ('w00', 'uikit', 'components-light.html', 'light', D, 0, 'UIkit 3.4.6 (ahlev-django-uikit 0.0.6 sdist)'),
    ('w01', 'uikit', 'components-light.html', 'light', M, 0, 'UIkit 3.4.6 (ahlev-django-uikit 0.0.6 sdist)'),
    ('w02', 'uikit', 'components-light.html', 'light', P, 0, 'UIkit 3.4.6 (ahlev-django-uikit 0.0.6 sdist)'),
    ('w03', 'uikit', 'components-dark.html', 'dark', D, 0, 'UIkit 3.4.6 (ahlev-django-uikit 0.0.6 sdist)'),
    ('w04', 'uikit', 'components-dark.html', 'dark', P, 0, 'UIkit 3.4.6 (ahlev-django-uikit 0.0.6 sdist)'),
    ('w05', 'govuk', 'components.html', 'light', D, 0, 'GOV.UK Frontend 4.9.0 + MOJ side navigation, compiled in gov-uk-dashboards 33.25.0 dashboard.css'),
    ('w06', 'govuk', 'components.html', 'light', M, 300, 'GOV.UK Frontend 4.9.0 + MOJ side navigation, compiled in gov-uk-dashboards 33.25.0 dashboard.css'),
    ('w07', 'govuk', 'components.html', 'light', P, 0, 'GOV.UK Frontend 4.9.0 + MOJ side navigation, compiled in gov-uk-dashboards 33.25.0 dashboard.css'),
    ('w08', 'uswds', 'components.html', 'light', D, 0, 'USWDS 1.1.0 (django-uswds-forms 1.0.0 sdist, example app static)'),
    ('w09', 'uswds', 'components.html', 'light', M, 0, 'USWDS 1.1.0 (django-uswds-forms 1.0.0 sdist, example app static)'),
    ('w10', 'uswds', 'components.html', 'light', P, 0, 'USWDS 1.1.0 (django-uswds-forms 1.0.0 sdist, example app static)'),
    ('w11', 'jqueryui', 'components-base.html', 'light', D, 0, 'jQuery UI 1.12.1 theme CSS (Debian libjs-jquery-ui-theme-base 1.12.1+dfsg-1.1)'),
    ('w12', 'jqueryui', 'components-base.html', 'light', M, 0, 'jQuery UI 1.12.1 theme CSS (Debian libjs-jquery-ui-theme-base 1.12.1+dfsg-1.1)'),
    ('w13', 'jqueryui', 'components-base.html', 'light', P, 0, 'jQuery UI 1.12.1 theme CSS (Debian libjs-jquery-ui-theme-base 1.12.1+dfsg-1.1)'),
    # set6 (sealed): comps/setup_sites6.sh and the set6 docs themes
    ('v00', 'djadmin', 'components-light.html', 'light', D, 0, 'Django 5.2.19 admin CSS (django wheel)'),
    ('v01', 'djadmin', 'components-dark.html', 'dark', M, 0, 'Django 5.2.19 admin CSS (django wheel)'),
    ('v02', 'djadmin', 'components-light.html', 'light', P, '#share_form', 'Django 5.2.19 admin CSS (django wheel)'),
    ('v03', 'djadmin', 'components-dark.html', 'dark', P, 0, 'Django 5.2.19 admin CSS (django wheel)'),
    ('v04', 'patternfly', 'components.html', 'light', D, 0, 'PatternFly 3.21.0 (XStatic-Patternfly 3.21.0.1 sdist)'),
    ('v05', 'patternfly', 'components.html', 'light', M, 300, 'PatternFly 3.21.0 (XStatic-Patternfly 3.21.0.1 sdist)'),
    ('v06', 'patternfly', 'components.html', 'light', P, 0, 'PatternFly 3.21.0 (XStatic-Patternfly 3.21.0.1 sdist)'),
    ('v07', 'mdl', 'components.html', 'light', D, 0, 'Material Design Lite 1.3.0 (Debian libjs-material-design-lite 1.3.0+dfsg-2)'),
    ('v08', 'mdl', 'components.html', 'light', M, 0, 'Material Design Lite 1.3.0 (Debian libjs-material-design-lite 1.3.0+dfsg-2)'),
    ('v09', 'mdl', 'components.html', 'light', P, 0, 'Material Design Lite 1.3.0 (Debian libjs-material-design-lite 1.3.0+dfsg-2)'),
    ('v10', 'patternfly', 'vertical.html', 'light', D, 0, 'PatternFly 3.21.0 (XStatic-Patternfly 3.21.0.1 sdist), vertical navigation'),
    ('v11', 'patternfly', 'vertical.html', 'light', M, 0, 'PatternFly 3.21.0 (XStatic-Patternfly 3.21.0.1 sdist), vertical navigation'),
    ('v12', 'sphinx-guzzle_sphinx_theme', 'guide.html', 'light', D, 0, 'guzzle_sphinx_theme 0.7.11'),
    ('v13', 'sphinx-sphinx_pdj_theme', 'index.html', 'dark', P, 0, 'sphinx-pdj-theme 0.7.3, prefers-color-scheme dark (darker.css)'),
    ('v14', 'sphinx-traditional', 'guide.html', 'light', D, 0, 'sphinx 9.0.4 builtin traditional'),
    ('v15', 'sphinx-readable', 'api.html', 'light', M, 0, 'sphinx-readable-theme 1.3.0'),
    ('v16', 'sphinx-sphinx_py3doc_enhanced_theme', 'guide.html', 'light', D, 0, 'sphinx-py3doc-enhanced-theme 2.4.0'),
    ('v17', 'sphinx-cloud', 'api.html', 'light', P, 0, 'cloud_sptheme 1.10.1.post20200504175005'),
    ('v18', 'sphinx-sphinx_documatt_theme', 'guide.html', 'light', M, 0, 'sphinx-documatt-theme 0.0.6'),
    ('v19', 'mkdocs-cinder', 'index.html', 'light', D, 0, 'mkdocs-cinder 1.2.0'),
    ('v20', 'mkdocs-cinder', 'guide/index.html', 'light', P, 0, 'mkdocs-cinder 1.2.0'),
    ('v21', 'mkdocs-gitbook', 'index.html', 'light', M, 0, 'mkdocs-gitbook 0.0.1'),
    # set7 (sealed): Sphinx 9.0.4's own documentation with other themes (sphinxdoc7/setup_sites7.sh)
    ('u00', 's7-sphinxdoc', 'index.html', 'light', D, 0, 'sphinx 9.0.4 builtin sphinxdoc'),
    ('u01', 's7-sphinxdoc', 'usage/restructuredtext/basics.html', 'light', M, 0, 'sphinx 9.0.4 builtin sphinxdoc'),
    ('u02', 's7-flask', 'usage/quickstart.html', 'light', M, 0, 'pallets-sphinx-themes 2.5.0, flask'),
    ('u03', 's7-jinja', 'extdev/appapi.html', 'light', P, 0, 'pallets-sphinx-themes 2.5.0, jinja'),
    ('u04', 's7-sphinx_celery', 'usage/restructuredtext/directives.html', 'light', D, 0, 'sphinx-celery 2.1.3'),
    ('u05', 's7-sphinx_theme_pd', 'usage/installation.html', 'light', M, 0, 'sphinx-theme-pd 0.8.3'),
    ('u06', 's7-solar_theme', 'extdev/appapi.html', 'light', D, 0, 'solar-theme 1.3.3'),
    ('u07', 's7-sphinx_adc_theme', 'usage/restructuredtext/basics.html', 'light', M, 0, 'sphinx-adc-theme 0.1.7'),
    ('u08', 's7-quark', 'usage/quickstart.html', 'light', D, 0, 'quark-sphinx-theme 0.6.0'),
    ('u09', 's7-sphinx_clarity_theme', 'index.html', 'dark', D, 0, 'sphinx-clarity-theme 2.1.0, dark (prefers-color-scheme)'),
    ('u10', 's7-sphinx_clarity_theme', 'extdev/appapi.html', 'light', P, 0, 'sphinx-clarity-theme 2.1.0'),
    ('u11', 's7-sphinx_clarity_theme', 'usage/configuration.html', 'dark', M, 0, 'sphinx-clarity-theme 2.1.0, dark (prefers-color-scheme)'),
    ('u12', 's7-sphinx_lv2_theme', 'usage/restructuredtext/directives.html', 'dark', P, 'div.body', 'sphinx-lv2-theme 1.4.6, dark (prefers-color-scheme)'),
    ('u13', 's7-sphinx_lv2_theme', 'usage/installation.html', 'light', D, 0, 'sphinx-lv2-theme 1.4.6'),
    ('u14', 's7-sphinx_celery', 'usage/configuration.html', 'light', M, 0, 'sphinx-celery 2.1.3'),
    ('u15', 's7-flask', 'usage/installation.html', 'light', P, 0, 'pallets-sphinx-themes 2.5.0, flask'),
    ('u16', 's7-sphinx_lv2_theme', 'usage/quickstart.html', 'dark', M, 0, 'sphinx-lv2-theme 1.4.6, dark (prefers-color-scheme)'),
    # set9 (sealed): Sphinx 9.0.4's own docs under themes earlier sets used with the Tidewater text (sphinxdoc9/setup_sites9.sh)
    ('s00', 's9-shibuya', 'usage/quickstart.html', 'dark', D, 0, 'shibuya 2026.7.12, accent teal, dark (prefers-color-scheme)'),
    ('s01', 's9-shibuya', 'usage/configuration.html', 'light', P, 0, 'shibuya 2026.7.12, accent teal'),
    ('s02', 's9-piccolo_theme', 'usage/restructuredtext/basics.html', 'dark', M, 0, 'piccolo-theme 0.24.0, dark (prefers-color-scheme)'),
    ('s03', 's9-sphinx_pdj_theme', 'usage/restructuredtext/directives.html', 'dark', D, 0, 'sphinx-pdj-theme 0.7.3, prefers-color-scheme dark (darker.css)'),
    ('s04', 's9-agogo', 'usage/quickstart.html', 'light', M, 0, 'sphinx 9.0.4 builtin agogo'),
    ('s05', 's9-haiku', 'usage/restructuredtext/basics.html', 'light', D, 0, 'sphinx 9.0.4 builtin haiku'),
    ('s06', 's9-sphinx_nefertiti', 'usage/configuration.html', 'dark', M, 0, 'sphinx-nefertiti 0.9.11, dark (prefers-color-scheme)'),
    ('s07', 's9-pyramid', 'usage/quickstart.html', 'light', M, 0, 'sphinx 9.0.4 builtin pyramid'),
    ('s08', 's9-bizstyle', 'usage/quickstart.html', 'light', D, 0, 'sphinx 9.0.4 builtin bizstyle'),
    ('s09', 's9-scrolls', 'usage/restructuredtext/basics.html', 'light', M, 0, 'sphinx 9.0.4 builtin scrolls'),
    ('s10', 's9-insipid', 'usage/quickstart.html', 'light', P, 0, 'insipid-sphinx-theme 0.4.4'),
    ('s11', 's9-sphinxawesome_theme', 'usage/configuration.html', 'dark', M, 0, 'sphinxawesome-theme 6.0.6, dark (prefers-color-scheme)'),
    ('s12', 's9-readable', 'usage/restructuredtext/directives.html', 'light', D, 0, 'sphinx-readable-theme 1.3.0'),
    ('s13', 's9-guzzle_sphinx_theme', 'usage/quickstart.html', 'light', M, 0, 'guzzle_sphinx_theme 0.7.11'),
    ('s14', 's9-sphinx_py3doc_enhanced_theme', 'usage/restructuredtext/basics.html', 'light', D, 0, 'sphinx-py3doc-enhanced-theme 2.4.0'),
    ('s15', 's9-sphinx_wagtail_theme', 'usage/restructuredtext/basics.html', 'light', P, 'h1', 'sphinx_wagtail_theme 6.6.0'),
    # set10 (sealed): Sphinx 9.0.4's own docs under themes no earlier set used (sphinxdoc10/setup_sites10.sh)
    ('q00', 's10-bootstrap', 'usage/configuration.html', 'light', D, 0, 'sphinx-bootstrap-theme 0.8.1 (bootstrap 3 default look)'),
    ('q01', 's10-bootstrap', 'usage/restructuredtext/basics.html', 'light', P, 'h1', 'sphinx-bootstrap-theme 0.8.1 (bootstrap 3 default look)'),
    ('q02', 's10-conestack', 'usage/quickstart.html', 'dark', M, 0, 'sphinx-conestack-theme 1.1.1, dark (prefers-color-scheme)'),
    ('q03', 's10-conestack', 'usage/restructuredtext/directives.html', 'light', P, 0, 'sphinx-conestack-theme 1.1.1'),
    ('q04', 's10-fuma', 'usage/configuration.html', 'dark', D, 0, 'sphinx-fuma 0.1.7, dark (prefers-color-scheme)'),
    ('q05', 's10-klink', 'extdev/appapi.html', 'light', M, 0, 'klink 0.1.14'),
    ('q06', 's10-klink', 'usage/restructuredtext/basics.html', 'light', D, 0, 'klink 0.1.14'),
    ('q07', 's10-library', 'usage/quickstart.html', 'light', M, 0, 'sphinx-library 1.1.3'),
    ('q08', 's10-manticore_sphinx_theme', 'usage/restructuredtext/directives.html', 'dark', P, 0, 'manticore-sphinx-theme 1.0.1, dark (prefers-color-scheme)'),
    ('q09', 's10-manticore_sphinx_theme', 'usage/installation.html', 'light', P, 0, 'manticore-sphinx-theme 1.0.1'),
    ('q10', 's10-neon-static', 'usage/configuration.html', 'dark', M, 0, 'neon-static 1.0.1, dark (prefers-color-scheme)'),
    ('q11', 's10-neon-static', 'usage/extensions/autodoc.html', 'light', D, 0, 'neon-static 1.0.1'),
    ('q12', 's10-sphinx_hextra', 'usage/theming.html', 'dark', P, 0, 'sphinx-hextra 0.1.1, dark (prefers-color-scheme)'),
    ('q13', 's10-sphinx_hextra', 'usage/quickstart.html', 'light', D, 0, 'sphinx-hextra 0.1.1'),
    ('q14', 's10-sphinx_materialdesign_theme', 'usage/restructuredtext/basics.html', 'light', M, 0, 'sphinx-materialdesign-theme 0.1.11 (+ sphinxcontrib-jquery 4.1)'),
    ('q15', 's10-sphinx_theme_mochi', 'usage/restructuredtext/directives.html', 'light', D, 0, 'sphinx-theme-mochi 0.1.4'),
    ('q16', 's10-takao', 'usage/configuration.html', 'dark', M, 0, 'takao 0.2.2 (dark only)'),
    ('q17', 's10-sphinx_scylladb_theme', 'usage/quickstart.html', 'dark', D, 0, 'sphinx-scylladb-theme 1.9.3, dark (prefers-color-scheme)'),
    # set12 (sealed): Sphinx 9.0.4's own docs, pages no earlier set used, under themes of no earlier set (sphinxdoc12/)
    ('o00', 's12-2009scape', 'usage/markdown.html', 'dark', D, 0, 'sphinx-2009scape-theme 1.0.2 (dark only)'),
    ('o01', 's12-2009scape', 'usage/referencing.html', 'dark', M, 0, 'sphinx-2009scape-theme 1.0.2 (dark only)'),
    ('o02', 's12-2009scape', 'faq.html', 'dark', P, 0, 'sphinx-2009scape-theme 1.0.2 (dark only)'),
    ('o03', 's12-sphinx_phoebe_theme', 'tutorial/narrative-documentation.html', 'light', D, 0, 'sphinx-phoebe-theme 0.1.0'),
    ('o04', 's12-sphinx_phoebe_theme', 'usage/extensions/napoleon.html', 'dark', M, 0, 'sphinx-phoebe-theme 0.1.0, dark (prefers-color-scheme)'),
    ('o05', 's12-sphinx_phoebe_theme', 'usage/markdown.html', 'dark', P, 0, 'sphinx-phoebe-theme 0.1.0, dark (prefers-color-scheme)'),
    ('o06', 's12-ksphinx', 'tutorial/describing-code.html', 'dark', D, 0, 'ksphinx 0.3.0, dark (prefers-color-scheme)'),
    ('o07', 's12-ksphinx', 'usage/extensions/intersphinx.html', 'light', M, 0, 'ksphinx 0.3.0'),
    ('o08', 's12-clarity', 'usage/extensions/intersphinx.html', 'dark', D, 0, 'sphinx-clarity 1.5.2.0, dark (prefers-color-scheme)'),
    ('o09', 's12-clarity', 'tutorial/index.html', 'light', M, 0, 'sphinx-clarity 1.5.2.0'),
    ('o10', 's12-clarity', 'usage/restructuredtext/roles.html', 'dark', P, 0, 'sphinx-clarity 1.5.2.0, dark (prefers-color-scheme)'),
    ('o11', 's12-django_docs_theme', 'usage/referencing.html', 'light', D, 0, 'django-docs-theme 0.1.8'),
    ('o12', 's12-django_docs_theme', 'tutorial/getting-started.html', 'dark', M, 0, 'django-docs-theme 0.1.8, dark (prefers-color-scheme)'),
    ('o13', 's12-django_docs_theme', 'faq.html', 'light', P, 0, 'django-docs-theme 0.1.8'),
    ('o14', 's12-sphinx_alice_theme', 'tutorial/narrative-documentation.html', 'light', D, 0, 'sphinx-alice-theme 0.3.0 (light only)'),
    ('o15', 's12-sphinx_alice_theme', 'faq.html', 'light', P, 0, 'sphinx-alice-theme 0.3.0 (light only)'),
    # set11 (sealed): MkDocs's own docs (Debian mkdocs-doc 1.4.2, mkdocs11/restore_docs.py) under MkDocs themes of no earlier set
    ('p00', 'mkdocs11-bootstrap', 'user-guide/writing-your-docs.html', 'light', D, 0, 'mkdocs-bootstrap 1.1.1 (MkDocs 1.6.1)'),
    ('p01', 'mkdocs11-bootstrap', 'about/contributing.html', 'light', P, 0, 'mkdocs-bootstrap 1.1.1 (MkDocs 1.6.1)'),
    ('p02', 'mkdocs11-simple-blog-dark', 'user-guide/customizing-your-theme.html', 'dark', M, 0, 'mkdocs-simple-blog 0.6.1, theme_style dark'),
    ('p03', 'mkdocs11-shadcn', 'user-guide/customizing-your-theme.html', 'light', D, 0, 'mkdocs-shadcn 0.12.2 (MkDocs 1.6.1)'),
    ('p04', 'mkdocs11-shadcn', 'user-guide/configuration.html', 'dark', M, 0, 'mkdocs-shadcn 0.12.2, dark (prefers-color-scheme)'),
    ('p05', 'mkdocs11-shadcn', 'getting-started.html', 'dark', P, 0, 'mkdocs-shadcn 0.12.2, dark (prefers-color-scheme)'),
    ('p06', 'mkdocs11-kpn', 'getting-started.html', 'dark', D, 0, 'mkdocs-kpn 1.10.0 (its default dark look)'),
    ('p07', 'mkdocs11-kpn', 'user-guide/customizing-your-theme.html', 'dark', P, 0, 'mkdocs-kpn 1.10.0 (its default dark look)'),
    ('p08', 'mkdocs11-simple-blog', 'getting-started.html', 'light', M, 0, 'mkdocs-simple-blog 0.6.1 (MkDocs 1.6.1)'),
    ('p09', 'mkdocs11-monoweb', 'user-guide/writing-your-docs.html', 'light', D, 0, 'mkdocs-monoweb-theme 1.0.0 (MkDocs 1.6.1)'),
    ('p10', 'mkdocs11-monoweb', 'user-guide/configuration.html', 'dark', P, 0, 'mkdocs-monoweb-theme 1.0.0, dark (prefers-color-scheme)'),
    ('p11', 'mkdocs11-minimal', 'about/contributing.html', 'dark', M, 0, 'mkdocs-minimal-theme 0.1.1 (MkDocs 1.6.1)'),
    ('p12', 'mkdocs11-mkdocs_gitlab_theme', 'user-guide/customizing-your-theme.html', 'dark', D, 0, 'mkdocs-gitlab-theme 0.0.4 (custom_dir; MkDocs 1.6.1)'),
    ('p13', 'mkdocs11-minimal', 'getting-started.html', 'dark', P, 0, 'mkdocs-minimal-theme 0.1.1 (MkDocs 1.6.1)'),
    ('p14', 'mkdocs11-mkdocs_gitlab_theme', 'user-guide/writing-your-docs.html', 'dark', P, 0, 'mkdocs-gitlab-theme 0.0.4 (custom_dir; MkDocs 1.6.1)'),
    ('p15', 'mkdocs11-kpn', 'about/contributing.html', 'dark', M, 0, 'mkdocs-kpn 1.10.0 (its default dark look)'),
    # set13 (sealed): Sphinx 9.0.4's and MkDocs's own docs under themes no earlier set used or rejected (sphinxdoc13/, mkdocs13/)
    ('n00', 's13-amw_theme', 'usage/extensions/index.html', 'light', D, 0, 'amw-theme 0.18.2'),
    ('n01', 's13-amw_theme', 'usage/advanced/intl.html', 'dark', M, 0, 'amw-theme 0.18.2, dark (prefers-color-scheme)'),
    ('n02', 's13-amw_theme', 'internals/contributing.html', 'dark', P, 0, 'amw-theme 0.18.2, dark (prefers-color-scheme)'),
    ('n03', 's13-iati_sphinx_theme', 'usage/builders/index.html', 'light', M, 0, 'iati-sphinx-theme 3.2.0 (light only)'),
    ('n04', 's13-iati_sphinx_theme', 'development/html_themes/index.html', 'light', P, 'h1', 'iati-sphinx-theme 3.2.0 (light only)'),
    ('n05', 's13-sphinx_theme_shiratama', 'usage/extensions/math.html', 'light', D, 0, 'sphinx-theme-shiratama 0.1.4 (light only)'),
    ('n06', 's13-sphinx_theme_shiratama', 'usage/domains/index.html', 'light', M, 0, 'sphinx-theme-shiratama 0.1.4 (light only)'),
    ('n07', 's13-sphinx_airflow_theme', 'usage/extensions/graphviz.html', 'light', D, 0, 'sphinx-airflow-theme 0.2.2 (light only)'),
    ('n08', 's13-sphinx_airflow_theme', 'internals/contributing.html', 'light', P, 0, 'sphinx-airflow-theme 0.2.2 (light only)'),
    ('n09', 's13-utl_sphinx_theme', 'usage/extensions/autosummary.html', 'light', D, 0, 'utl-sphinx-theme 0.2 (light only)'),
    ('n10', 's13-utl_sphinx_theme', 'usage/advanced/intl.html', 'light', M, 0, 'utl-sphinx-theme 0.2 (light only)'),
    ('n11', 's13-amw_theme', 'development/html_themes/index.html', 'dark', D, 0, 'amw-theme 0.18.2, dark (prefers-color-scheme)'),
    ('n12', 'mkdocs13-void', 'dev-guide/themes.html', 'light', M, 0, 'mkdocs-void 0.3.0 (MkDocs 1.6.1)'),
    ('n13', 'mkdocs13-void', 'user-guide/choosing-your-theme.html', 'dark', D, 0, 'mkdocs-void 0.3.0, dark (prefers-color-scheme)'),
    ('n14', 'mkdocs13-void', 'user-guide/deploying-your-docs.html', 'dark', P, 0, 'mkdocs-void 0.3.0, dark (prefers-color-scheme)'),
    ('n15', 'mkdocs13-pixel-lab', 'user-guide/choosing-your-theme.html', 'light', D, 0, 'mkdocs-pixel-lab 0.2.0 (MkDocs 1.6.1; light only)'),
    ('n16', 'mkdocs13-pixel-lab', 'user-guide/deploying-your-docs.html', 'light', P, 0, 'mkdocs-pixel-lab 0.2.0 (MkDocs 1.6.1; light only)'),
    ('n17', 'mkdocs13-docs-hub', 'dev-guide/themes.html', 'light', M, 'h1', 'mkdocs-docs-hub 0.1.0 (MkDocs 1.6.1; light only)'),
    # set14 (sealed): Sphinx 9.0.4's and MkDocs's own docs, pages no earlier set rendered, themes of no earlier set
    ('m00', 's14-queclinkdoc', 'tutorial/first-steps.html', 'light', D, 0, 'queclinkdoc 2.2 (light only)'),
    ('m01', 's14-queclinkdoc', 'usage/extensions/extlinks.html', 'light', M, 0, 'queclinkdoc 2.2 (light only)'),
    ('m02', 's14-shaphinx', 'tutorial/more-sphinx-customization.html', 'light', D, 0, 'shaphinx 0.1.3'),
    ('m03', 's14-shaphinx', 'tutorial/deploying.html', 'dark', M, 0, 'shaphinx 0.1.3, dark (prefers-color-scheme)'),
    ('m04', 's14-shaphinx', 'usage/extensions/todo.html', 'dark', P, 0, 'shaphinx 0.1.3, dark (prefers-color-scheme)'),
    ('m05', 's14-artisan', 'tutorial/automatic-doc-generation.html', 'light', M, 0, 'sphinx-artisan-theme 0.1.0 (light only)'),
    ('m06', 's14-artisan', 'development/tutorials/extending_syntax.html', 'light', P, 0, 'sphinx-artisan-theme 0.1.0 (light only)'),
    ('m07', 's14-artisan', 'usage/restructuredtext/field-lists.html', 'light', D, 0, 'sphinx-artisan-theme 0.1.0 (light only)'),
    ('m08', 'mkdocs14-flux', 'user-guide/installation.html', 'light', D, 0, 'mkdocs-flux 0.0.6 (MkDocs 1.6.1; light only)'),
    ('m09', 'mkdocs14-flux', 'index.html', 'light', M, 0, 'mkdocs-flux 0.0.6 (MkDocs 1.6.1; light only)'),
    ('m10', 'mkdocs14-flux', 'dev-guide/translations.html', 'light', P, 0, 'mkdocs-flux 0.0.6 (MkDocs 1.6.1; light only)'),
    ('m11', 'mkdocs14-kern-ux', 'index.html', 'light', M, 0, 'mkdocs-kern-ux 0.2.0 (MkDocs 1.6.1)'),
    ('m12', 'mkdocs14-kern-ux', 'dev-guide/plugins.html', 'dark', D, 0, 'mkdocs-kern-ux 0.2.0 (MkDocs 1.6.1), dark (prefers-color-scheme)'),
    ('m13', 'mkdocs14-kern-ux', 'dev-guide/translations.html', 'light', P, 0, 'mkdocs-kern-ux 0.2.0 (MkDocs 1.6.1)'),
    ('m14', 'mkdocs14-walt', 'user-guide/installation.html', 'dark', D, 0, 'mkdocs-walt 0.1.1 (MkDocs 1.6.1), dark (prefers-color-scheme)'),
    ('m15', 'mkdocs14-walt', 'dev-guide/translations.html', 'light', P, 0, 'mkdocs-walt 0.1.1 (MkDocs 1.6.1)'),
    ('m16', 'mkdocs14-justdocs', 'dev-guide/plugins.html', 'light', D, 0, 'justdocs 1.1.1 (MkDocs 1.6.1)'),
    ('m17', 'mkdocs14-justdocs', 'user-guide/installation.html', 'dark', M, 0, 'justdocs 1.1.1 (MkDocs 1.6.1), dark (prefers-color-scheme)'),
    # set15 (sealed): Sphinx 9.0.4's and MkDocs's own docs, pages no earlier set rendered, themes of no earlier set
    ('l00', 's15-ovs', 'usage/domains/standard.html', 'light', D, 0, 'ovs-sphinx-theme 1.0.4 (light only)'),
    ('l01', 's15-ovs', 'extdev/index.html', 'light', M, 0, 'ovs-sphinx-theme 1.0.4 (light only)'),
    ('l02', 's15-ovs', 'support.html', 'light', P, 0, 'ovs-sphinx-theme 1.0.4 (light only)'),
    ('l03', 's15-ovs', 'development/howtos/builders.html', 'light', D, 0, 'ovs-sphinx-theme 1.0.4 (light only)'),
    ('l04', 's15-ovs', 'glossary.html', 'light', M, 0, 'ovs-sphinx-theme 1.0.4 (light only)'),
    ('l05', 's15-uedoc_theme', 'usage/extensions/apidoc.html', 'light', D, 0, 'sphinx-uedoc-theme 0.1.2 (light only)'),
    ('l06', 's15-uedoc_theme', 'development/tutorials/extending_build.html', 'light', M, 0, 'sphinx-uedoc-theme 0.1.2 (light only)'),
    ('l07', 's15-uedoc_theme', 'usage/extensions/coverage.html', 'light', D, 0, 'sphinx-uedoc-theme 0.1.2 (light only)'),
    ('l08', 's15-uedoc_theme', 'usage/extensions/viewcode.html', 'light', M, 0, 'sphinx-uedoc-theme 0.1.2 (light only)'),
    ('l09', 's15-uedoc_theme', 'usage/extensions/githubpages.html', 'light', D, 0, 'sphinx-uedoc-theme 0.1.2 (light only)'),
    ('l10', 'mkdocs15-manuals-theme', 'user-guide/localizing-your-theme.html', 'light', M, '#usage', 'mkdocs-manuals-theme 0.10.0 (MkDocs 1.6.1; light only)'),
    ('l11', 'mkdocs15-manuals-theme', 'dev-guide/index.html', 'light', M, 0, 'mkdocs-manuals-theme 0.10.0 (MkDocs 1.6.1; light only)'),
    ('l12', 'mkdocs15-manuals-theme', 'user-guide/index.html', 'light', P, 0, 'mkdocs-manuals-theme 0.10.0 (MkDocs 1.6.1; light only)'),
    ('l13', 'mkdocs15-manuals-theme', 'user-guide/localizing-your-theme.html', 'light', D, '#supported-locales', 'mkdocs-manuals-theme 0.10.0 (MkDocs 1.6.1; light only)'),
    ('l14', 'mkdocs15-conia', 'user-guide/localizing-your-theme.html', 'light', D, 0, 'mkdocs-conia 0.1.12 (MkDocs 1.6.1; light only)'),
    ('l15', 'mkdocs15-conia', 'user-guide/localizing-your-theme.html', 'light', P, '#supported-locales', 'mkdocs-conia 0.1.12 (MkDocs 1.6.1; light only)'),
    ('l16', 'mkdocs15-conia', 'user-guide/index.html', 'light', M, 0, 'mkdocs-conia 0.1.12 (MkDocs 1.6.1; light only)'),
    ('l17', 'mkdocs15-conia', 'dev-guide/index.html', 'light', D, 0, 'mkdocs-conia 0.1.12 (MkDocs 1.6.1; light only)'),
    # set8 (sealed): Bootstrap 5.3 docs markup under five BS5-based families (comps/setup_sites8.sh)
    ('t00', 'tabler5', 'components-light.html', 'light', D, 0, 'Tabler 1.4.0 tabler.min.css (sqladmin 0.32.0 wheel)'),
    ('t01', 'tabler5', 'components-dark.html', 'dark', M, '#forms', 'Tabler 1.4.0 tabler.min.css (sqladmin 0.32.0 wheel)'),
    ('t02', 'tabler5', 'components-light.html', 'light', P, 0, 'Tabler 1.4.0 tabler.min.css (sqladmin 0.32.0 wheel)'),
    ('t03', 'tabler5', 'components-dark.html', 'dark', P, 0, 'Tabler 1.4.0 tabler.min.css (sqladmin 0.32.0 wheel)'),
    ('t04', 'coreui', 'components-light.html', 'light', D, '#forms', 'CoreUI 5.0.0 style.css (django-admin-coreui 1.0.3 sdist)'),
    ('t05', 'coreui', 'components-dark.html', 'dark', D, 0, 'CoreUI 5.0.0 style.css (django-admin-coreui 1.0.3 sdist)'),
    ('t06', 'coreui', 'components-light.html', 'light', P, 0, 'CoreUI 5.0.0 style.css (django-admin-coreui 1.0.3 sdist)'),
    ('t07', 'coreui', 'components-dark.html', 'dark', P, '#forms', 'CoreUI 5.0.0 style.css (django-admin-coreui 1.0.3 sdist)'),
    ('t08', 'volt', 'components-light.html', 'light', D, 0, 'Volt (Themesberg, Bootstrap 5) volt.css (django-admin-volt 1.0.17 sdist)'),
    ('t09', 'volt', 'components-light.html', 'light', M, '#forms', 'Volt (Themesberg, Bootstrap 5) volt.css (django-admin-volt 1.0.17 sdist)'),
    ('t10', 'volt', 'components-light.html', 'light', P, 0, 'Volt (Themesberg, Bootstrap 5) volt.css (django-admin-volt 1.0.17 sdist)'),
    ('t11', 'softui', 'components-light.html', 'light', D, 0, 'Soft UI Dashboard, Bootstrap 5.3.3 (django-admin-soft-dashboard 1.0.26 sdist)'),
    ('t12', 'softui', 'components-light.html', 'light', M, '#forms', 'Soft UI Dashboard, Bootstrap 5.3.3 (django-admin-soft-dashboard 1.0.26 sdist)'),
    ('t13', 'softui', 'components-light.html', 'light', P, 0, 'Soft UI Dashboard, Bootstrap 5.3.3 (django-admin-soft-dashboard 1.0.26 sdist)'),
    ('t14', 'italia', 'components-light.html', 'light', D, 0, 'Bootstrap Italia 2.18.0, Bootstrap 5.2.3 (design-django-theme 2.18.1 wheel)'),
    ('t15', 'italia', 'components-light.html', 'light', M, '#forms', 'Bootstrap Italia 2.18.0, Bootstrap 5.2.3 (design-django-theme 2.18.1 wheel)'),
    ('t16', 'italia', 'components-light.html', 'light', P, 0, 'Bootstrap Italia 2.18.0, Bootstrap 5.2.3 (design-django-theme 2.18.1 wheel)'),
]
FREEZE = '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }'
TEXTFREE = ('*, *::before, *::after, *::marker { color: transparent !important; -webkit-text-fill-color: transparent !important;'
            ' text-shadow: none !important; text-decoration-color: transparent !important; }'
            ' ::placeholder { color: transparent !important; }')


def lin(c):
    c = c / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def lum(rgb):
    rgb = np.asarray(rgb, dtype=float)
    l = lin(rgb)
    return 0.2126 * l[..., 0] + 0.7152 * l[..., 1] + 0.0722 * l[..., 2]


def contrast(a, b):
    la, lb = lum(a), lum(b)
    return (np.maximum(la, lb) + 0.05) / (np.minimum(la, lb) + 0.05)


def hexc(c):
    return '#%02X%02X%02X' % tuple(int(round(v)) for v in c[:3])


def over(fg, bg):
    a = fg[3]
    return np.rint(np.asarray(fg[:3], float) * a + np.asarray(bg, float) * (1 - a))


def dbox(b, s):
    return {k: round(v * s, 2) for k, v in b.items()}


def ibox(b, W, H):
    x0, y0 = max(0, int(np.floor(b['x']))), max(0, int(np.floor(b['y'])))
    x1, y1 = min(W, int(np.ceil(b['x'] + b['width']))), min(H, int(np.ceil(b['y'] + b['height'])))
    return x0, y0, x1, y1


def dom_script(name):
    """A DOM script with the shared colour helpers (dom-colors.js) spliced in at its marker."""
    return (HERE / name).read_text().replace('  /* dom-colors.js */\n', (HERE / 'dom-colors.js').read_text())


def render(pw_browser, spec, out):
    pid, site, path, theme, (w, h, dpr), scroll, pkg = spec
    name = f'{pid}_{site.replace("sphinx-", "sx-").replace("_theme", "")}_{Path(path).stem}_{theme}_{w}x{h}_dpr{dpr}'
    ctx = pw_browser.new_context(viewport={'width': w, 'height': h}, device_scale_factor=dpr,
                                 color_scheme='dark' if theme == 'dark' else 'light', locale='en-US')
    page = ctx.new_page()
    page.route('**/*', lambda r: r.continue_() if r.request.url.startswith('file:') else r.abort())
    page.goto((SITES / site / path).as_uri(), wait_until='load')
    page.add_style_tag(content=FREEZE)
    page.evaluate('document.fonts.ready')
    if isinstance(scroll, str):
        page.evaluate(f'document.querySelector({json.dumps(scroll)}).scrollIntoView()')
    elif scroll:
        page.evaluate(f'window.scrollTo(0, {scroll})')
    page.wait_for_timeout(400)
    shot = page.screenshot(type='png', animations='disabled')
    shot2 = page.screenshot(type='png', animations='disabled')
    img = np.asarray(Image.open(io.BytesIO(shot)).convert('RGB')).astype(np.int16)
    rerender_diff = int((np.abs(img - np.asarray(Image.open(io.BytesIO(shot2)).convert('RGB')).astype(np.int16)).max(2) > 0).sum())
    data = page.evaluate((HERE / 'extract.js').read_text())
    link_groups = page.evaluate(dom_script('links.js'))
    state_groups = page.evaluate(dom_script('groups.js'))
    page.add_style_tag(content=TEXTFREE)
    page.wait_for_timeout(200)
    free = np.asarray(Image.open(io.BytesIO(page.screenshot(type='png', animations='disabled'))).convert('RGB')).astype(np.int16)
    ua = pw_browser.version
    ctx.close()
    H, W = img.shape[:2]
    ink = np.abs(img - free).max(2) >= 3
    lines, warnings = [], []
    explained = np.zeros((H, W), bool)
    for i, l in enumerate(data['lines']):
        box = dbox(l['box'], dpr)
        x0, y0, x1, y1 = ibox(box, W, H)
        if x1 <= x0 or y1 <= y0:
            continue
        m = ink[y0:y1, x0:x1]
        n_ink = int(m.sum())
        if n_ink == 0:
            continue  # nothing drawn (e.g. colour equal to background and no AA change), not visible text
        explained[y0:y1, x0:x1] = True
        ys, xs = np.nonzero(m)
        inkbox = {'x': x0 + int(xs.min()), 'y': y0 + int(ys.min()), 'width': int(xs.max() - xs.min() + 1),
                  'height': int(ys.max() - ys.min() + 1)}
        fg = l['fgRGBA']
        bg = np.asarray(l['bgRGB'], float)
        fgc = over(fg, bg)
        large = l['fontSize'] >= 24 or (l['fontSize'] >= 18.66 and l['fontWeight'] >= 700)
        req = 3.0 if large else 4.5
        ratio = float(contrast(fgc, bg))
        bgpix = free[y0:y1, x0:x1].reshape(-1, 3)
        match = float((np.abs(bgpix - bg).max(1) <= 2).mean())
        near = ndimage.binary_dilation(m, iterations=max(1, dpr)) if n_ink else m
        around = free[y0:y1, x0:x1][near].astype(float)
        med = np.median(around, axis=0)
        reasons = list(l['complexReasons'])
        if not reasons and (match < 0.97 and (np.abs(around - bg).max(1) > 2).mean() > 0.03):
            reasons = ['pixel-mismatch']
            warnings.append(f"{l['text'][:30]!r}: DOM bg {hexc(bg)} but pixels around glyphs differ (median {hexc(med)}, box match {match:.2f})")
        peak = img[y0:y1, x0:x1][m]
        rec = {'text': l['text'], 'box': box, 'inkBox': inkbox, 'source': l['source'], 'fontFamily': l['fontFamily'],
               'fontSize': l['fontSize'], 'fontWeight': l['fontWeight'], 'largeText': large, 'required': req,
               'colorCss': l['colorCss'], 'fgAlpha': round(fg[3], 3), 'foreground': hexc(fgc), 'background': hexc(bg)}
        if reasons:
            # worst case over the text-free pixels around the glyphs (2nd/98th percentile against AA outliers)
            fgs = np.rint(np.asarray(fg[:3], float) * fg[3] + around * (1 - fg[3]))
            rs = contrast(fgs, around)
            rmin, rmax = float(np.percentile(rs, 2)), float(np.percentile(rs, 98))
            worst = around[int(np.argmin(np.abs(rs - rmin)))]
            rmean = float(contrast(over(fg, med), med))
            if rmax - rmin <= 0.01 * rmin and np.abs(around - med).max() <= 2:
                # the pixels around the glyphs are one flat colour after all (an image or shadow that paints a
                # uniform colour there): a solid line whose background is the measured colour
                rec.update({'background': hexc(med), 'foreground': hexc(over(fg, med)), 'backgroundType': 'solid',
                            'bgFromPixels': reasons, 'ratio': round(rmean, 3), 'passes': rmean >= req,
                            'verdictAmbiguous': False})
                reasons = []
        if reasons:
            rec.update({'background': hexc(med), 'foreground': hexc(over(fg, med)), 'backgroundWorst': hexc(worst),
                        'backgroundType': 'complex', 'complexReasons': reasons, 'ratio': round(rmin, 3),
                        'ratioMin': round(rmin, 3), 'ratioMax': round(rmax, 3), 'ratioAtMeanBackground': round(rmean, 3),
                        'passes': rmin >= req, 'verdictAmbiguous': bool(rmin < req <= rmax)})
        elif 'bgFromPixels' not in rec:
            rec.update({'backgroundType': 'solid', 'ratio': round(ratio, 3), 'passes': ratio >= req, 'verdictAmbiguous': False})
        pr = contrast(peak, med)
        rec['pixel'] = {'inkPixels': n_ink, 'bgMatchFraction': round(match, 3), 'bgMeasured': hexc(med),
                        'peakInk': hexc(peak[int(np.argmax(pr))]), 'peakRatio': round(float(pr.max()), 3),
                        'fgPixelFraction': round(float((np.abs(peak - fgc).max(1) <= 2).mean()), 3)}
        rec.update({'textShadow': l['textShadow'], 'groupId': None, 'selector': l['selector'], 'bgLayers': l['bgLayers'],
                    'id': f't{len(lines)}'})
        lines.append(rec)
    excluded = []
    for e in data['excluded']:
        e = dict(e, box=dbox(e['box'], dpr), visibleBox=dbox(e['visibleBox'], dpr))
        x0, y0, x1, y1 = ibox(e['visibleBox'], W, H)
        explained[y0:y1, x0:x1] = True
        excluded.append(e)
    zones = []
    for z in data['zones']:
        z = dict(z, box=dbox(z['box'], dpr))
        x0, y0, x1, y1 = ibox(z['box'], W, H)
        explained[y0:y1, x0:x1] = True
        zones.append(z)
    # ink that changed with text colour but belongs to no GT line: icon fonts, ::before/::after, markers, svg
    stray = ink & ~explained
    lab, n = ndimage.label(ndimage.binary_dilation(stray, iterations=2 * dpr))
    for sl in ndimage.find_objects(lab):
        ys, xs = sl
        if stray[sl].sum() < 3 * dpr * dpr:
            continue
        zones.append({'box': {'x': xs.start, 'y': ys.start, 'width': xs.stop - xs.start, 'height': ys.stop - ys.start},
                      'reason': 'unlisted ink (CSS generated content, icon font, list marker or currentColor icon)',
                      'what': 'ink-diff'})
    # Inline-link groups: a link with no ink on screen (a permalink shown only on hover) is
    # no member, and a group left without links is dropped.
    def inked(g, states, every=False):
        """The group scaled to device px, without its members of `states` whose text left no
        ink on screen and, with `every`, without any member that has no box on screen."""
        g['box'] = dbox(g['box'], dpr)
        members = []
        for m in g['members']:
            m['box'] = dbox(m['box'], dpr)
            m['rects'] = [dbox(r, dpr) for r in m['rects']]
            x0, y0, x1, y1 = ibox(m['box'], W, H)
            empty = x1 <= x0 or y1 <= y0
            if (every and empty) or (m['state'] in states and (empty or ink[y0:y1, x0:x1].sum() < 3 * dpr * dpr)):
                continue
            members.append(m)
        return members

    groups = []
    for g in link_groups:
        members = inked(g, {'link'})
        links = [m for m in members if m['state'] == 'link']
        if not links:
            continue
        g['members'] = members
        g['colorOnly'] = not any(m['cue'] for m in links)
        cues = sorted({m['cue'] for m in links if m['cue']})
        g['cue'] = '+'.join(cues) if cues else 'color'
        g['id'] = f'g{len(groups)}'
        groups.append(g)
    # Component state groups (groups.js): a member whose text leaves no ink (scrolled off, collapsed) is
    # dropped like a link; a selection group needs a selected and another member left, a form group both states.
    for g in state_groups:
        members = inked(g, {'selected', 'default'}, every=True)
        states = {m['state'] for m in members}
        on = states & {'selected', 'checked', 'on', 'error'}
        if not on or not (states - on):
            continue
        g['members'] = members
        g['id'] = f'g{len(groups)}'
        groups.append(g)
    gt = {'schemaVersion': 1, 'page': name, 'split': 'realx', 'layout': site, 'theme': theme, 'seed': None,
          'source': {'site': site, 'path': f'{site}/{path}', 'package': pkg, 'scroll': scroll, 'scrollY': data['scrollY']},
          'image': {'file': name + '.png', 'width': W, 'height': H, 'mode': 'RGB', 'colorSpace': 'sRGB'},
          'viewport': {'width': w, 'height': h, 'deviceScaleFactor': dpr, 'pixelScale': float(dpr)},
          'renderer': {'browser': 'chromium', 'version': ua, 'flags': FLAGS, 'textAntialiasing': 'grayscale',
                       'rerenderDiffPixels': rerender_diff},
          'prunedBlocks': 0, 'textLines': lines, 'groups': groups, 'excludedText': excluded, 'neutralZones': zones,
          'droppedGroups': [], 'warnings': warnings}
    Image.fromarray(img.astype(np.uint8)).save(out / (name + '.png'), optimize=False)
    Image.fromarray(free.astype(np.uint8)).save(out / 'textfree' / (name + '.png'))
    (out / (name + '.json')).write_text(json.dumps(gt, indent=1), encoding='utf-8')
    fail = sum(1 for l in lines if not l['passes'] and not l['verdictAmbiguous'])
    cx = sum(1 for l in lines if l['backgroundType'] != 'solid')
    print(f'{name}: {len(lines)} lines, {fail} failing, {cx} complex, {len(excluded)} excluded, {len(zones)} zones, '
          f'{len(warnings)} pixel warnings, rerender diff {rerender_diff}', flush=True)
    return {'page': name, 'site': site, 'package': pkg, 'path': f'{site}/{path}', 'theme': theme, 'viewport': [w, h, dpr],
            'image': name + '.png', 'textLines': len(lines), 'failing': fail, 'complex': cx, 'excluded': len(excluded),
            'groups': len(groups), 'colorOnlyGroups': sum(g['colorOnly'] for g in groups), 'warnings': len(warnings)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', default=str(ROOT / 'set'))
    ap.add_argument('--only', default=None)
    ap.add_argument('--ids', default=None, help='page id prefix, e.g. y for the component pages')
    a = ap.parse_args()
    out = Path(a.out)
    (out / 'textfree').mkdir(parents=True, exist_ok=True)
    idx_path = out / 'index.json'
    index = json.loads(idx_path.read_text()) if idx_path.exists() else {'split': 'realx', 'pages': []}
    with sync_playwright() as pw:
        br = pw.chromium.launch(executable_path='/usr/bin/chromium', args=FLAGS[1:])
        for spec in PAGES:
            if a.only and a.only not in spec[0] + spec[1] + spec[2]:
                continue
            if a.ids and not spec[0].startswith(a.ids):
                continue
            rec = render(br, spec, out)
            index['pages'] = [p for p in index['pages'] if p['page'] != rec['page']] + [rec]
        br.close()
    index['pages'].sort(key=lambda p: p['page'])
    idx_path.write_text(json.dumps(index, indent=1), encoding='utf-8')


if __name__ == '__main__':
    sys.exit(main())
