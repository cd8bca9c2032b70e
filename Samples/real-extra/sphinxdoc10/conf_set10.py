# Appended after sphinxdoc7/conf_set7.py (setup_sites10.sh): what set10's themes need beyond their name.
if html_theme == 'sphinx_scylladb_theme':
    # registered by the package's extension, not by an entry point
    extensions.append('sphinx_scylladb_theme')
    # its templates read html_baseurl from the page context, which its own docs' conf.py fills
    html_context = {'html_baseurl': html_baseurl}
if html_theme == 'sphinx_materialdesign_theme':
    # its script (and Material Design Lite's layout, which it starts) needs jQuery, which Sphinx stopped shipping in 6.0:
    # without it the page stays blank
    extensions.append('sphinxcontrib.jquery')
if html_theme == 'klink':
    # its default logo is a _static/logo.png that the project is meant to supply; Sphinx's docs have none (a broken image)
    html_theme_options = {'logo': ''}
if html_theme == 'sphinx_scylladb_theme':
    # ScyllaDB's own docs name the theme's side navigation; without it Sphinx's basic sidebars show unstyled
    html_sidebars = {'**': ['side-nav.html']}
if html_theme == 'neon-static':
    # its script draws a live frame-time readout ("Performance ... Avg 23.3ms") that changes from one screenshot to the next
    html_static_path = html_static_path + [_os.environ['S10_STATIC']]
    html_css_files = ['neon-static-no-perf.css']
