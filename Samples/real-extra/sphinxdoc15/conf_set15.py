# Appended after sphinxdoc7/conf_set7.py (setup_sites15.sh): what set15's themes need beyond their name.
if html_theme == 'ovs':
    # ovs-sphinx-theme (Open vSwitch's docs theme) has no entry point: its docs set the theme path
    import ovs_sphinx_theme
    html_theme_path = [ovs_sphinx_theme.get_theme_dir()]
if html_theme == 'uedoc_theme':
    # sphinx-uedoc-theme registers its theme from its extension (no entry point), as its README does
    extensions.append('uedoc_theme')
