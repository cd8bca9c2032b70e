# Appended after sphinxdoc7/conf_set7.py (setup_sites9.sh): the theme paths, extensions and options the earlier
# sets' docsrc/conf.py gave these themes with the made-up Tidewater text, now for Sphinx's own documentation.
if html_theme == 'shibuya':
    html_theme_options = {'accent_color': 'teal'}
if html_theme in ('sphinx_wagtail_theme', 'sphinx_nefertiti'):
    extensions.append(html_theme)
if html_theme == 'guzzle_sphinx_theme':
    import guzzle_sphinx_theme
    html_theme_path = guzzle_sphinx_theme.html_theme_path()
    extensions.append('guzzle_sphinx_theme')
    html_theme_options = {'project_nav_name': 'Sphinx'}
    html_sidebars = {'**': ['logo-text.html', 'globaltoc.html', 'searchbox.html']}  # as guzzle's README sets them
if html_theme == 'sphinx_pdj_theme':
    import sphinx_pdj_theme
    html_theme_path = [sphinx_pdj_theme.get_html_theme_path()]
if html_theme == 'readable':
    import sphinx_readable_theme
    html_theme_path = [sphinx_readable_theme.get_html_theme_path()]
if html_theme == 'sphinx_py3doc_enhanced_theme':
    import sphinx_py3doc_enhanced_theme
    html_theme_path = [sphinx_py3doc_enhanced_theme.get_html_theme_path()]
if html_theme == 'cloud':
    import cloud_sptheme
    html_theme_path = [cloud_sptheme.get_theme_dir()]
