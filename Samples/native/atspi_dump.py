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


def frame_offset(wid, scale):
    """Where AT-SPI's window origin lies in the X window: GTK4's decoration margin, centred."""
    _, _, W, H = window_geometry(wid)
    for f in frames():
        e = extents(f, pyatspi.WINDOW_COORDS)
        if e and e[2] > 0:
            return (W - e[2] * scale) // 2, (H - e[3] * scale) // 2
    return 0, 0


def click(wid, step):
    n = None
    for _ in range(6):          # a scaled window may still be laying out its list
        n = find(step['click'], step.get('role'))
        if n is not None:
            break
        time.sleep(1.0)
    if n is None:
        return False
    s = step.get('scale', 1)
    gx, gy, _, _ = window_geometry(wid)
    ox, oy = frame_offset(wid, s)
    x, y, w, h = n['window']
    subprocess.run(['xdotool', 'mousemove', str(gx + ox + int((x + w / 2) * s)), str(gy + oy + int((y + h / 2) * s)),
                    'click', '1'])
    time.sleep(0.3)
    subprocess.run(['xdotool', 'mousemove', '2399', '1799'])
    time.sleep(step.get('wait', 1.5))
    return True


def selected(name):
    """True when a selected list item holds a label with this name (the sidebar row the step clicked)."""
    def match(n):
        return n['role'] == 'list item' and 'selected' in n['states'] and n['window'] and n['window'][2] > 0
    out = []
    try:
        for f in frames():
            walk(f, out, stop=None)
    except Found:
        pass
    rows = {n['i'] for n in out if match(n)}
    return any(n['parent'] in rows and n['name'] == name for n in out)


def changed(a, b):
    """Share of pixels that differ between two shots of the window."""
    pa, pb = a.tobytes(), b.tobytes()
    if pa == pb:
        return 0.0
    n = len(pa) // 3
    return sum(1 for k in range(0, len(pa), 3) if pa[k:k + 3] != pb[k:k + 3]) / n


def main():
    wid, steps, stem = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3]
    for _ in range(20):                 # the app registers with the accessibility bus a little after its window maps
        if frames():
            break
        time.sleep(1.0)
    else:
        print('no accessible application registered', file=sys.stderr)
        sys.exit(4)
    for step in steps:
        if 'sleep' in step:
            time.sleep(step['sleep'])
        elif 'key' in step:
            subprocess.run(['xdotool', 'key', '--window', wid, step['key']])
            time.sleep(1.0)
        elif 'click' in step:
            for attempt in range(3):
                if click(wid, step) and selected(step['click']):
                    break
            else:
                print(f'step: {step} did not select its row', file=sys.stderr)
                sys.exit(3)
    # The screen is taken only once it holds still: a shot before and after the tree dump must agree
    # (a page switch animates, and on a loaded machine it can take seconds).
    x, y, w, h = window_geometry(wid)

    def shot():
        return ImageGrab.grab(bbox=(x, y, x + w, y + h), xdisplay=None).convert('RGB')
    time.sleep(1.0)
    for _ in range(5):
        before = shot()
        tree = dump() if not stem.endswith('.notext') else None
        time.sleep(0.5 if tree is not None else 1.5)
        after = shot()
        if changed(before, after) < 0.002:    # a blinking text caret may differ, nothing more
            break
        time.sleep(2.0)
    else:
        print('the window never held still', file=sys.stderr)
        sys.exit(5)
    after.save(stem + '.png', optimize=True)
    if tree is None:
        return
    with open(stem + '.tree.json', 'w') as fh:
        json.dump({'window': {'x': x, 'y': y, 'width': w, 'height': h}, 'nodes': tree}, fh)


if __name__ == '__main__':
    main()
