
# Appended after sphinxdoc7/conf_set7.py (setup_sites9.sh): the theme paths, extensions and options the earlier
# sets' docsrc/conf.py gave these themes with the made-up Tidewater text (docsrc/themes.py, which setup_sites9.sh
# names in THEMES_DIR), now for Sphinx's own documentation.
import sys as _sys
_sys.path.insert(0, os.environ["THEMES_DIR"])
from themes import theme_settings  # noqa: E402

_extensions, _conf = theme_settings(html_theme, "Sphinx")
extensions.extend(_extensions)
globals().update(_conf)
