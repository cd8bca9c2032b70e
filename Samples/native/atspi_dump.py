#!/usr/bin/python3
"""Inside one capture session: run the screen's steps, grab the window, dump the AT-SPI tree.

    atspi_dump.py X_WINDOW_ID STEPS_JSON OUT_STEM

Started by capture.py with DISPLAY and DBUS_SESSION_BUS_ADDRESS already set (pyatspi connects to
the accessibility bus when it is imported, so this has to be a process of its own).
Steps: {"click": NAME, "role": ROLE?} clicks the centre of the first showing element with that name
(and role) with xdotool, then moves the pointer off the window; {"key": "ctrl+f"}; {"sleep": SECONDS}.
"""
import json
import subprocess
import sys
import time

import pyatspi
from PIL import ImageGrab

STATES = {
    'sensitive': pyatspi.STATE_SENSITIVE, 'enabled': pyatspi.STATE_ENABLED, 'showing': pyatspi.STATE_SHOWING,
    'visible': pyatspi.STATE_VISIBLE, 'focused': pyatspi.STATE_FOCUSED, 'checked': pyatspi.STATE_CHECKED,
    'selected': pyatspi.STATE_SELECTED, 'pressed': pyatspi.STATE_PRESSED, 'editable': pyatspi.STATE_EDITABLE,
    'focusable': pyatspi.STATE_FOCUSABLE, 'expanded': pyatspi.STATE_EXPANDED,
}


def window_geometry(wid):
    info = subprocess.run(['xwininfo', '-id', wid], capture_output=True, text=True).stdout
    kv = {}
    for line in info.splitlines():
        if ':' in line:
            k, v = line.split(':', 1)
            kv[k.strip()] = v.strip()
    return (int(kv['Absolute upper-left X']), int(kv['Absolute upper-left Y']), int(kv['Width']), int(kv['Height']))


def frames():
    desk = pyatspi.Registry.getDesktop(0)
    out = []
    for app in desk:
        if app is None:
            continue
        for w in app:
            if w is not None:
                out.append(w)
    return out


def extents(node, kind):
    """Position in `kind` coordinates and size. Qt 6.4's getExtents(WINDOW_COORDS) returns a wrong width
    and height (screen-based), while getPosition and getSize are right; GTK agrees with both."""
    try:
        c = node.queryComponent()
        x, y = c.getPosition(kind)
        w, h = c.getSize()
        return [x, y, w, h]
    except Exception:
        return None


class Found(BaseException):  # not swallowed by the walk's per-child except Exception
    def __init__(self, rec):
        self.rec = rec


def walk(node, out, parent=-1, depth=0, stop=None):
    if node is None or depth > 60:
        return
    idx = len(out)
    try:
        st = node.getState()
        states = [k for k, v in STATES.items() if st.contains(v)]
    except Exception:
        states = []
    rec = {'i': idx, 'parent': parent, 'depth': depth, 'role': node.getRoleName(), 'name': node.name or '',
           'states': states, 'window': extents(node, pyatspi.WINDOW_COORDS)}
    if stop and stop(rec):
        raise Found(rec)
    try:
        t = node.queryText()
        rec['text'] = t.getText(0, min(t.characterCount, 400))
    except Exception:
        pass
    out.append(rec)
    try:
        n = node.childCount
    except Exception:
        n = 0
    for k in range(min(n, 2000)):
        try:
            walk(node.getChildAtIndex(k), out, idx, depth + 1, stop)
        except Exception:
            pass


def find(name, role=None):
    """The first visible, sized element with this name (and role): the walk stops there."""
    def match(n):
        return n['name'] == name and (role is None or n['role'] == role) and 'visible' in n['states'] \
            and n['window'] and n['window'][2] > 0 and n['window'][3] > 0
    try:
        for f in frames():
            walk(f, [], stop=match)
    except Found as hit:
        return hit.rec
    return None


def dump():
    out = []
    for f in frames():
        walk(f, out)
    return out


def main():
    wid, steps, stem = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3]
    for step in steps:
        if 'sleep' in step:
            time.sleep(step['sleep'])
        elif 'key' in step:
            subprocess.run(['xdotool', 'key', '--window', wid, step['key']])
            time.sleep(1.0)
        elif 'click' in step:
            gx, gy, _, _ = window_geometry(wid)
            n = find(step['click'], step.get('role'))
            if n is None:
                print(f'step: no element {step}', file=sys.stderr)
                sys.exit(3)
            s = step.get('scale', 1)
            x, y, w, h = n['window']
            subprocess.run(['xdotool', 'mousemove', str(gx + int((x + w / 2) * s)), str(gy + int((y + h / 2) * s)),
                            'click', '1'])
            time.sleep(0.3)
            subprocess.run(['xdotool', 'mousemove', '2399', '1799'])
            time.sleep(step.get('wait', 1.5))
    time.sleep(0.5)
    x, y, w, h = window_geometry(wid)
    img = ImageGrab.grab(bbox=(x, y, x + w, y + h), xdisplay=None).convert('RGB')
    img.save(stem + '.png', optimize=True)
    if stem.endswith('.notext'):
        return
    tree = dump()
    with open(stem + '.tree.json', 'w') as fh:
        json.dump({'window': {'x': x, 'y': y, 'width': w, 'height': h}, 'nodes': tree}, fh)


if __name__ == '__main__':
    main()
