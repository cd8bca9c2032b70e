# Appended after sphinxdoc7/conf_set7.py (setup_sites14.sh): what set14's themes need beyond their name.
if html_theme == 'artisan':
    # sphinx-artisan-theme registers its theme ('artisan') from its extension (the entry point names the module,
    # which holds no theme.conf); its docs add the extension
    extensions.append('sphinx_artisan_theme')
if html_theme == 'queclinkdoc':
    # its header scripts (search box, the header toc's layout: queclinkdoc_head.js, queclinkdoc_toc.js, an inline
    # `$('#searchbox').show(0)`) call jQuery, which Sphinx stopped shipping in 6.0: without it the header toc stayed an
    # empty blue band. sphinxcontrib.jquery brings it back, as set10 did for sphinx-materialdesign-theme
    extensions.append('sphinxcontrib.jquery')
