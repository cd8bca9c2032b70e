# Appended after sphinxdoc7/conf_set7.py (setup_sites13.sh): what set13's themes need beyond their name.
if html_theme == 'iati_sphinx_theme':
    # its header shows theme_header_eyebrow_text, default "IATI Tools: Documentation" (the author's own tool suite),
    # above an empty header_title_text: both set as a project would, to Sphinx's own names
    html_theme_options = {'header_eyebrow_text': 'Documentation', 'header_title_text': 'Sphinx'}
if html_theme == 'utl_sphinx_theme':
    # its header prints theme option `title` (default "Documentation") beside theme option `logo` (default the
    # author's "UTLCo" mark): the title is left to Sphinx's html_short_title ("Sphinx documentation") and the logo is
    # Sphinx's own mark from doc/_static (as set12 did for ksphinx)
    html_theme_options = {'title': '', 'logo': '_static/favicon.svg'}
if html_theme == 'sphinx_airflow_theme':
    # its header.html hard-codes an "Airflow Summit 2025" fixed-top link bar that covered the header logo at 390 px:
    # hidden by sphinxdoc13/static/airflow-no-summit-banner.css, as a project using the theme would
    html_static_path = html_static_path + [_os.environ['S13_STATIC']]
    html_css_files = ['airflow-no-summit-banner.css']
