#!/usr/bin/python3
"""Capture native app screens under Xvfb with their AT-SPI accessibility tree.

    /usr/bin/python3 capture.py RAW_DIR [--only NAME_SUBSTRING] [--toolkit qt|gtk3|gtk4] [--reverse]

(NATIVE_DISPLAY=:72 runs a second capture beside the first, e.g. one per toolkit.)

For every screen in screens.py this starts Xvfb, a D-Bus session and the AT-SPI bus, launches the
app with its scale and theme variables, waits for its window, sizes it, runs the screen's steps
(AT-SPI actions such as selecting a page), and writes into RAW_DIR:

  <name>.png         the window, 8-bit RGB (sRGB: Xvfb has no color management)
  <name>.tree.json   every accessible element: role, name, extents (window coordinates, as AT-SPI
                     reports them), states, interfaces, text length
  <name>.notext.png  GTK only: the same screen rendered again with a user style sheet that makes
                     every text and symbolic-icon color transparent (see README.md)

Run it with the system Python (/usr/bin/python3): pyatspi comes from Debian's python3-pyatspi.
It installs nothing; install.sh lists the packages. groundtruth.py turns RAW_DIR into the set.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from screens import SCREENS  # noqa: E402

DISPLAY = os.environ.get('NATIVE_DISPLAY', ':71')
# Only the nodes that draw glyphs and icons: a '*' rule would also clear backgrounds that
# Adwaita derives from currentColor (a selected row's tint, a flat button's hover circle).
NO_TEXT_CSS = ('label, text, image, placeholder, cell, .title, .subtitle, spinbutton > text, entry > text, '
               'arrow, check, radio, expander, '
               'treeview, treeview.view { color: transparent; caret-color: transparent; text-shadow: none; '
               '-gtk-icon-shadow: none; }\n')


def log(*a):
    print(*a, file=sys.stderr, flush=True)


def wait_for_window(env, timeout=40):
    """The largest mapped top-level X window with a name, once it exists: (id, x, y, w, h)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        out = subprocess.run(['xwininfo', '-root', '-children'], env=env, capture_output=True, text=True).stdout
        best = None
        for line in out.splitlines():
            line = line.strip()
            if not line.startswith('0x') or '(has no name)' in line:
                continue
            wid = line.split()[0]
            info = subprocess.run(['xwininfo', '-id', wid], env=env, capture_output=True, text=True).stdout
            kv = {}
            for l in info.splitlines():
                if ':' in l:
                    k, v = l.split(':', 1)
                    kv[k.strip()] = v.strip()
            if kv.get('Map State') != 'IsViewable':
                continue
            w, h = int(kv['Width']), int(kv['Height'])
            if w < 60 or h < 60:
                continue
            cand = (wid, int(kv['Absolute upper-left X']), int(kv['Absolute upper-left Y']), w, h)
            if best is None or w * h > best[3] * best[4]:
                best = cand
        if best:
            return best
        time.sleep(0.5)
    return None


def run_screen(screen, raw, no_text):
    """One app run: returns True when the PNG and (unless no_text) the tree were written."""
    tmp = Path(tempfile.mkdtemp(prefix='native-'))
    env = {k: v for k, v in os.environ.items() if not k.startswith(('GTK_', 'GDK_', 'QT_', 'ADW_', 'DBUS_'))}
    env.update(DISPLAY=DISPLAY, HOME=str(tmp), XDG_CONFIG_HOME=str(tmp / 'config'),
               XDG_DATA_HOME=str(tmp / 'data'), XDG_CACHE_HOME=str(tmp / 'cache'),
               XDG_RUNTIME_DIR=str(tmp / 'run'), LANG='C.UTF-8', LC_ALL='C.UTF-8', NO_AT_BRIDGE='0',
               QT_ACCESSIBILITY='1', QT_LINUX_ACCESSIBILITY_ALWAYS_ON='1', GSETTINGS_BACKEND='memory')
    (tmp / 'run').mkdir(mode=0o700)
    env.update(screen.get('env', {}))
    css = screen.get('css', '') + (NO_TEXT_CSS if no_text else '')
    if css:
        for d in ('gtk-3.0', 'gtk-4.0'):
            (tmp / 'config' / d).mkdir(parents=True, exist_ok=True)
            (tmp / 'config' / d / 'gtk.css').write_text(css)
    procs = []
    xv = subprocess.Popen(['Xvfb', DISPLAY, '-screen', '0', '2400x1800x24', '-nolisten', 'tcp', '-nocursor'],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    procs.append(xv)
    try:
        time.sleep(1.0)
        out = subprocess.run(['dbus-launch', '--sh-syntax'], env=env, capture_output=True, text=True).stdout
        for line in out.splitlines():
            if line.startswith('DBUS_SESSION_BUS_ADDRESS=') or line.startswith('DBUS_SESSION_BUS_PID='):
                k, v = line.rstrip(';').split('=', 1)
                env[k] = v.strip("'")
        bus = subprocess.Popen(['/usr/libexec/at-spi-bus-launcher', '--launch-immediately'], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        procs.append(bus)
        time.sleep(1.0)
        # Qt 5 asks the bus whether accessibility is on before it exports its tree
        subprocess.run(['dbus-send', '--session', '--dest=org.a11y.Bus', '/org/a11y/bus',
                        'org.freedesktop.DBus.Properties.Set', 'string:org.a11y.Status', 'string:IsEnabled',
                        'variant:boolean:true'], env=env, capture_output=True)
        app = subprocess.Popen(screen['cmd'], env=env, cwd=screen.get('cwd', str(tmp)),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        procs.append(app)
        win = wait_for_window(env)
        if not win:
            log(f'{screen["name"]}: no window')
            return False
        wid = win[0]
        if screen.get('size'):
            w, h = screen['size']
            subprocess.run(['xdotool', 'windowmove', wid, '0', '0'], env=env)
            subprocess.run(['xdotool', 'windowsize', wid, str(w), str(h)], env=env)
        time.sleep(screen.get('settle', 2.0))
        inner = subprocess.run(['/usr/bin/python3', str(HERE / 'atspi_dump.py'), wid,
                                json.dumps(screen.get('steps', [])), str(raw / (screen['name'] + ('.notext' if no_text else '')))],
                               env=env, timeout=300)
        return inner.returncode == 0
    finally:
        for p in reversed(procs):
            try:
                os.killpg(p.pid, 15) if p is not xv else p.terminate()
            except (ProcessLookupError, PermissionError):
                pass
        if env.get('DBUS_SESSION_BUS_PID'):
            try:
                os.kill(int(env['DBUS_SESSION_BUS_PID']), 15)
            except ProcessLookupError:
                pass
        # the a11y bus daemon outlives its launcher; end it by the pid file-less route: its process group
        time.sleep(0.5)
        xv.wait(timeout=10)
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    raw = Path(sys.argv[1])
    raw.mkdir(parents=True, exist_ok=True)
    only = sys.argv[sys.argv.index('--only') + 1] if '--only' in sys.argv else None
    kit = sys.argv[sys.argv.index('--toolkit') + 1] if '--toolkit' in sys.argv else ''
    for s in (SCREENS[::-1] if '--reverse' in sys.argv else SCREENS):
        if (only and only not in s['name']) or not s['toolkit'].startswith(kit):
            continue
        if (raw / (s['name'] + '.tree.json')).exists() and '--again' not in sys.argv:
            continue
        log('capturing', s['name'])
        try:
            ok = run_screen(s, raw, False)
            if ok and s['toolkit'].startswith('gtk'):
                run_screen(s, raw, True)
        except (OSError, subprocess.SubprocessError) as e:
            log(f'{s["name"]}: {e}')


if __name__ == '__main__':
    main()
