# Appended to a copy of Sphinx 9.0.4's own doc/conf.py (setup_sites7.sh) so that Sphinx's documentation
# builds offline with another theme: THEME picks the theme, the sphinx13-only settings are neutralised.
import os as _os

html_theme = _os.environ['THEME']
html_theme_path = []
html_css_files = []             # sphinx13.css belongs to the sphinx13 theme
html_additional_pages = {}      # contents.html is written for sphinx13's layout
html_theme_options = {}
html_use_opensearch = ''
nitpicky = False
intersphinx_mapping = {}        # needs the network
extensions = [e for e in extensions if e not in ('sphinx.ext.intersphinx', 'sphinx.ext.coverage')]


def _path(mod, fn):
    import importlib
    m = importlib.import_module(mod)
    return [getattr(m, fn)()]


if html_theme in ('flask', 'jinja', 'click', 'werkzeug'):
    extensions.append('pallets_sphinx_themes')
if html_theme == 'sphinx_theme_pd':
    html_theme_path = _path('sphinx_theme_pd', 'get_html_theme_path')
if html_theme == 'sphinx_redactor_theme':
    html_theme_path = _path('sphinx_redactor_theme', 'get_html_theme_path')
if html_theme == 'solar_theme':
    import solar_theme
    html_theme_path = [solar_theme.theme_path]
if html_theme == 'sphinx_modern_theme':
    html_theme_path = _path('sphinx_modern_theme', 'get_html_theme_path')
if html_theme == 'sphinx_minoo_theme':
    html_theme_path = _path('sphinx_minoo_theme', 'get_html_theme_path')
if html_theme == 'sphinx_adc_theme':
    html_theme_path = _path('sphinx_adc_theme', 'get_html_theme_path')   # its entry point names the wrong folder
if html_theme == 'sphinx_theme_pd':
    # pd.css imports Material Icons from Google Fonts (offline here): pd.js writes icon ligatures ("link",
    # "info", ...) that would show as words, so the icon font is declared from Debian's package instead
    html_static_path = html_static_path + [_os.environ['S7_PD_STATIC']]
    html_css_files = ['material-icons-local.css']
if html_theme == 'sphinx_lv2_theme':
    # its defaults (page_width 80em, sidebar 20em + 3em, body_max_width 60em) make the body float below the
    # whole sidebar at exactly 1280 px; a body that fits beside the sidebar there
    html_theme_options = {'body_max_width': '56em'}
