"""What each docs theme of the held-out sets needs beyond `html_theme`: a theme path, an extension, options.

Shared by docsrc/conf.py (the made-up Tidewater docs of set, set2 and set6) and sphinxdoc9/conf_set9.py (Sphinx's
own documentation under the same themes, set9), so both build every theme the same way.
"""


def theme_settings(theme, project):
    """(extensions to add, conf values to set) for `theme`; `project` is the name guzzle's nav shows."""
    extensions, conf = [], {}
    if theme == "shibuya":
        conf["html_theme_options"] = {"accent_color": "teal"}
    if theme in ("sphinx_wagtail_theme", "sphinx_nefertiti"):
        extensions.append(theme)
    # set6 themes that need a theme path or an extension
    if theme == "guzzle_sphinx_theme":
        import guzzle_sphinx_theme
        conf["html_theme_path"] = guzzle_sphinx_theme.html_theme_path()
        extensions.append("guzzle_sphinx_theme")
        conf["html_theme_options"] = {"project_nav_name": project}
        conf["html_sidebars"] = {"**": ["logo-text.html", "globaltoc.html", "searchbox.html"]}  # as guzzle's README sets them
    if theme == "sphinx_pdj_theme":
        import sphinx_pdj_theme
        conf["html_theme_path"] = [sphinx_pdj_theme.get_html_theme_path()]
    if theme == "readable":
        import sphinx_readable_theme
        conf["html_theme_path"] = [sphinx_readable_theme.get_html_theme_path()]
    if theme == "sphinx_py3doc_enhanced_theme":
        import sphinx_py3doc_enhanced_theme
        conf["html_theme_path"] = [sphinx_py3doc_enhanced_theme.get_html_theme_path()]
    if theme == "cloud":
        import cloud_sptheme
        conf["html_theme_path"] = [cloud_sptheme.get_theme_dir()]
    return extensions, conf
