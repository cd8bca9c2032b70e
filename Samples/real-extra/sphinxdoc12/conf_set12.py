# Appended after sphinxdoc7/conf_set7.py (setup_sites12.sh): what set12's themes need beyond their name.
if html_theme == 'sphinx_phoebe_theme':
    # its templates call derender_toc and read per-page display names, both put in the page context by the
    # package's own extensions (its README names them in conf.py)
    extensions += ['sphinx_phoebe_theme.extensions.theme_helpers',
                   'sphinx_phoebe_theme.extensions.sidebar_display_name']
if html_theme == 'sphinx-bulma':
    # the wheel installs its module as site-packages/sphinx-bulma/sphinx_bulma.py, so the entry point's
    # `sphinx_bulma` cannot be imported (and its builder-inited handler takes an argument Sphinx does not pass);
    # the theme folder is found by path instead: Sphinx copies its static/ (css/, js/, font/) like any theme's
    import sysconfig as _sysconfig
    html_theme_path = [_sysconfig.get_paths()['purelib']]
if html_theme == 'clarity':
    # sphinx-clarity's chatbot widget (on by default) calls a remote model API; a docs site without a key has it off
    html_theme_options = {'chatbot_enabled': False}
    # its privacy banner covers the bottom of every first visit (and links.js then found a group under it):
    # the pages are shown as after the reader answered it (sphinxdoc12/static/clarity-consent-answered.css)
    html_static_path = html_static_path + [_os.environ['S12_STATIC']]
    html_css_files = ['clarity-consent-answered.css']
if html_theme == 'django_docs_theme':
    # its right-hand sidebar lists only the theme option navigation_links (empty by default: a blank column), and its
    # default tagline is the author's own ("Documentação da Suite Django"): both set as a project would, from the
    # top-level sections of Sphinx's own index and Sphinx's own tagline
    html_theme_options = {
        'tagline': 'Python Documentation Generator',
        'navigation_links': 'Installing Sphinx|usage/installation, Getting started|usage/quickstart, '
                            'Build your first project|tutorial/index, Using Sphinx|usage/index, '
                            'Extending Sphinx|development/index, Sphinx API|extdev/index, Sphinx FAQ|faq',
    }
