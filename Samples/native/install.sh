#!/bin/sh
# The Debian 12 packages the native set is captured with. This script installs nothing: it prints the
# command, so that nothing is installed by surprise. Run what it prints as root, then ./regenerate.sh.
cat <<'CMD'
apt-get update && apt-get install -y --no-install-recommends \
  xvfb x11-utils xdotool dbus-x11 at-spi2-core python3-pyatspi python3-pil python3-xlib \
  fonts-cantarell fonts-dejavu-core adwaita-icon-theme gnome-themes-extra \
  libadwaita-1-examples gtk-4-examples gtk-3-examples gnome-characters \
  qtbase5-examples python3-pyqt6 pyqt6-examples linguist-qt6 qt6-qpa-plugins libqt6svg6
CMD
