import os
import sys
project = "Tidewater"
author = "Tidewater contributors"
copyright = "2024, Tidewater contributors"
release = "2.1.0"
html_theme = os.environ.get("THEME", "alabaster")
html_static_path = []
extensions = []
html_theme_options = {}
# The theme path, extension and options each theme needs (docsrc/themes.py, shared with set9's conf)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from themes import theme_settings  # noqa: E402

_extensions, _conf = theme_settings(html_theme, project)
extensions += _extensions
globals().update(_conf)
