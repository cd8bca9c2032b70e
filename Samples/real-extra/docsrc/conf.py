import os
project = "Tidewater"
author = "Tidewater contributors"
copyright = "2024, Tidewater contributors"
release = "2.1.0"
html_theme = os.environ.get("THEME", "alabaster")
html_static_path = []
extensions = []
html_theme_options = {}
if html_theme == "shibuya":
    html_theme_options = {"accent_color": "teal"}
if html_theme in ("sphinx_wagtail_theme", "sphinx_nefertiti"):
    extensions.append(html_theme)
