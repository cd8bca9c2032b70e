#!/usr/bin/python3
"""Turn capture.py's raw screens into the set: <name>.png and <name>.json beside this file.

    /usr/bin/python3 groundtruth.py RAW_DIR [OUT_DIR] [--overlay DIR]

Every box and state comes from the AT-SPI tree; every color from the pixels (never from the scan).
--overlay also writes each PNG with the kept boxes drawn (text green, icons/parts magenta,
inactive dashed grey) for checking by eye. The filters and the color method are in README.md.
"""
import json
import sys
from collections import Counter
from pathlib import Path

from PIL import Image, ImageDraw

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from screens import SCREENS  # noqa: E402

TEXT_ROLES_GTK = {'label', 'heading', 'link', 'static', 'caption'}
# Qt draws these controls' text itself, with no child label: the control's name is its visible text.
# Table cells are left out: GTK3 tree view cells report extents shifted by the expander column.
TEXT_CONTROL_ROLES_QT = {'push button', 'check box', 'radio button', 'page tab', 'list item',
                         'column header', 'row header', 'menu item', 'combo box', 'toggle button'}
TEXT_ROLES_QT = {'label', 'heading', 'link', 'static', 'text', 'grouping'}
QT_GROUP_ROLES = {'grouping', 'panel'}   # a QGroupBox is a named panel: its title is text  # 'text': a one-line field's value
ICON_CONTROL_ROLES = {'push button', 'toggle button', 'menu button', 'check box', 'radio button', 'switch',
                      'tool bar button'}
# Scroll bars are left out: GTK4's overlay scroll bars are not drawn until the pointer moves.
PART_ROLES = {'slider', 'spin button', 'progress bar', 'level bar', 'check box', 'radio button', 'switch',
              'image', 'icon'}
INDICATOR_ROLES = {'check box', 'radio button', 'check menu item', 'radio menu item'}


def lin(c):
    c = c / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lum(rgb):
    r, g, b = rgb[:3]
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def ratio(a, b):
    la, lb = lum(a), lum(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def hexc(c):
    return '#%02X%02X%02X' % tuple(c[:3])


def box_dict(b):
    return {'x': b[0], 'y': b[1], 'width': b[2] - b[0], 'height': b[3] - b[1]}


def inside(inner, outer, tol):
    return (inner[0] >= outer[0] - tol and inner[1] >= outer[1] - tol and inner[2] <= outer[2] + tol
            and inner[3] <= outer[3] + tol)


class Screen:
    def __init__(self, spec, raw):
        self.spec = spec
        stem = raw / spec['name']
        tree = json.loads(Path(str(stem) + '.tree.json').read_text())
        self.img = Image.open(str(stem) + '.png').convert('RGB')
        nt = Path(str(stem) + '.notext.png')
        self.notext = Image.open(nt).convert('RGB') if nt.exists() else None
        if self.notext is not None and self.notext.size != self.img.size:
            self.notext = None
        if self.notext is not None:
            # the text-free render must be the same screen: glyphs and icons cover a few % of it; a
            # larger difference means the two runs differ (another page, a different size)
            a, b = self.img.tobytes(), self.notext.tobytes()
            differ = sum(1 for k in range(0, len(a), 3) if a[k:k + 3] != b[k:k + 3])
            self.notextDiffer = round(differ / (len(a) // 3), 4)
            if self.notextDiffer > 0.15:
                print(f'{spec["name"]}: text-free render differs in {self.notextDiffer:.0%} of pixels: '
                      'colors fall back to the border ring', file=sys.stderr)
                self.notext = None
        self.px = self.img.load()
        self.npx = self.notext.load() if self.notext else None
        self.nodes = tree['nodes']
        self.W, self.H = self.img.size
        frame = next(n for n in self.nodes if n['depth'] == 0 and n['window'] and n['window'][2] > 0)
        fw, fh = frame['window'][2], frame['window'][3]
        self.scale = spec['scale']
        # GTK4 draws client-side decoration margins around the frame; AT-SPI window coordinates start
        # at the frame. The margin is what is left of the X window around the scaled frame, centred.
        self.off = ((self.W - fw * self.scale) // 2, (self.H - fh * self.scale) // 2)
        self.frame_box = self.dev(frame['window'])
        # the frame, scaled, must fill the X window up to the decoration margin: else the app had not
        # taken the window's new size when it was shot, and no box would be where its pixels are
        self.size_ok = 0 <= self.off[0] <= 40 * self.scale and 0 <= self.off[1] <= 40 * self.scale
        self.dropped = Counter()
        # GTK4 keeps the last allocation of a stack page that is not shown and reports it visible. A stack's
        # pages are the children without extents of one parent; only the page the screen names is drawn.
        shown = set(spec.get('stackPages', []))
        kids = {}
        for n in self.nodes:
            kids.setdefault(n['parent'], []).append(n)
        self.hidden_pages = set()
        # A folded (narrow) AdwLeaflet shows one child over its whole box; the other child keeps the
        # stale, narrower box it had when the window was wide and still reports it.
        for n in self.nodes:
            ch = kids.get(n['i'], [])
            full = [c for c in ch if n['name'] == 'AdwLeaflet' and c['window'] and n['window']
                    and all(abs(a - b) <= 1 for a, b in zip(c['window'], n['window']))]
            if full:
                for c in ch:
                    if c is not full[0] and c['window'] and c['window'][2] > 1:
                        self.hidden_pages.add(c['i'])
        for ch in kids.values():
            pages = [c for c in ch if c['window'] is None and c['depth'] > 0]
            if len(pages) >= 2 and shown:   # pages never shown have no size; stale ones follow a click
                names = {c['name'] for c in pages}
                keep = shown & names
                for c in pages:
                    if c['name'] not in keep:
                        self.hidden_pages.add(c['i'])

    def dev(self, e):
        s, (ox, oy) = self.scale, self.off
        return (e[0] * s + ox, e[1] * s + oy, (e[0] + e[2]) * s + ox, (e[1] + e[3]) * s + oy)

    def ancestors(self, n):
        while n['parent'] >= 0:
            n = self.nodes[n['parent']]
            yield n

    def on_screen(self, n):
        """Kept only when it has a size, is visible and lies inside the frame and every sized ancestor."""
        e = n['window']
        if not e or e[2] <= 0 or e[3] <= 0:
            self.dropped['zero-size or no extents'] += 1
            return None
        need = 'showing' if self.spec['toolkit'].startswith(('qt', 'gtk3')) else 'visible'
        if need not in n['states']:
            self.dropped[f'not {need}'] += 1
            return None
        b = self.dev(e)
        tol = 2 * self.scale
        if not inside(b, (0, 0, self.W, self.H), 0) or not inside(b, self.frame_box, tol):
            self.dropped['outside the window'] += 1
            return None
        for a in self.ancestors(n):
            if a['i'] in self.hidden_pages:
                self.dropped['on a stack page or folded leaflet side that is not shown'] += 1
                return None
            ae = a['window']
            if ae and ae[2] > 0 and ae[3] > 0 and a['role'] in ('scroll pane', 'viewport', 'page tab list',
                                                                 'list', 'table', 'tree table', 'tree',
                                                                 'filler', 'panel', 'frame'):
                if not inside(b, self.dev(ae), tol):
                    self.dropped['clipped by a scrolled or smaller ancestor'] += 1
                    return None
            if ae and (ae[2] <= 0 or ae[3] <= 0) and a['depth'] > 0:
                self.dropped['inside a hidden (zero-size) ancestor'] += 1
                return None
        return tuple(int(round(v)) for v in b)

    def inactive(self, n):
        key = 'enabled' if self.spec['toolkit'].startswith('qt') else 'sensitive'
        return key not in n['states'] or any(key not in a['states'] for a in self.ancestors(n) if a['depth'] > 0)

    # ---------------------------------------------------------------- colors

    def measure(self, b, inset=0):
        """(foreground, background, inkBox, method) for the glyphs inside box b, or None if no ink."""
        x0, y0, x1, y1 = b[0] + inset, b[1] + inset, b[2] - inset, b[3] - inset
        if x1 - x0 < 2 or y1 - y0 < 2:
            return None
        if self.npx is not None:
            mask = [(x, y) for y in range(y0, y1) for x in range(x0, x1)
                    if max(abs(p - q) for p, q in zip(self.px[x, y], self.npx[x, y])) > 8]
            if not mask:
                return None
            bg = Counter(self.npx[x, y] for x, y in mask).most_common(1)[0][0]
            method = 'text-free render'
        else:
            ring = [self.px[x, y] for x in range(x0, x1) for y in (y0, y1 - 1)] + \
                   [self.px[x, y] for y in range(y0, y1) for x in (x0, x1 - 1)]
            bg = Counter(ring).most_common(1)[0][0]
            mask = [(x, y) for y in range(y0, y1) for x in range(x0, x1)
                    if max(abs(p - q) for p, q in zip(self.px[x, y], bg)) > 24]
            if not mask:
                return None
            method = 'border-ring mode'
        fg = max((self.px[x, y] for x, y in mask), key=lambda c: ratio(c, bg))
        xs, ys = [x for x, _ in mask], [y for _, y in mask]
        ink = (min(xs), min(ys), max(xs) + 1, max(ys) + 1)
        return fg, bg, ink, method


def text_of(n):
    t = (n.get('text') or n['name'] or '').strip()
    return t.replace('&', '') if t else ''


def classify(sc):
    tk = sc.spec['toolkit']
    qt = tk.startswith(('qt', 'gtk3'))     # GTK3 too: a button's label is not a child in its tree
    kids = {}
    for n in sc.nodes:
        kids.setdefault(n['parent'], []).append(n)

    def has_text_desc(n):
        stack = list(kids.get(n['i'], []))
        while stack:
            c = stack.pop()
            if c['role'] in TEXT_ROLES_GTK and text_of(c):
                return True
            stack.extend(kids.get(c['i'], []))
        return False

    lines, icons, excluded, neutral = [], [], [], []
    for n in sc.nodes:
        # Text the tree does not list: custom-drawn leaves (a character grid), GTK3 tree views (their
        # cells' extents are unreliable) and multi-line text views. Finding text there is neither
        # right nor wrong; score.py drops such predictions.
        leaf = not kids.get(n['i'])
        if (role_is_neutral(n['role'], leaf, n) and n['window'] and n['window'][2] * n['window'][3] >= 1500):
            b = sc.on_screen(n)
            if b is not None:
                neutral.append({'role': n['role'], 'name': n['name'], 'box': box_dict(b)})
        role = n['role']
        is_text = (role in (TEXT_ROLES_QT | TEXT_CONTROL_ROLES_QT) if qt else role in TEXT_ROLES_GTK) and text_of(n)
        if tk.startswith('qt') and role in QT_GROUP_ROLES and n['name'] and n['window'] and n['window'][3] > 40:
            is_text = True
        if role == 'text' and ('\n' in (n.get('text') or '') or len(text_of(n)) > 80):
            is_text = False
        if qt and role in TEXT_CONTROL_ROLES_QT and n['name'] in ('', None):
            is_text = False
        is_icon_ctrl = role in ICON_CONTROL_ROLES and not is_text and not has_text_desc(n)
        is_part = role in PART_ROLES and not is_text
        if not (is_text or is_icon_ctrl or is_part):
            continue
        b = sc.on_screen(n)
        if b is None:
            if is_text:
                excluded.append({'text': text_of(n), 'role': role, 'reason': 'off-screen, clipped or zero-size'})
            continue
        inactive = sc.inactive(n)
        if is_text:
            tb = b
            part = None
            framed = role in ('push button', 'combo box', 'page tab', 'text')
            if qt and b[3] - b[1] > 40 * sc.scale and role in ({'check box'} | QT_GROUP_ROLES):
                # a (checkable) group box: its title is the top strip; the frame starts below it
                tb = b = (b[0], b[1], b[2], b[1] + 18 * sc.scale)
            if qt and role in INDICATOR_ROLES:
                h = b[3] - b[1]
                whole = sc.measure(b, 3 * sc.scale)
                if whole and whole[2][0] > b[0] + 2 * h:
                    framed = True       # text centred in a frame: a checkable push button, no indicator box
                else:
                    part = (b[0], b[1], min(b[2], b[0] + h), b[3])
                    tb = (part[2], b[1], b[2], b[3])
            inset = 3 * sc.scale if qt and framed else 0
            m = sc.measure(tb, inset)
            if m is None:
                excluded.append({'text': text_of(n), 'role': role, 'reason': 'no ink inside its box'})
                continue
            fg, bg, ink, method = m
            iw, ih = ink[2] - ink[0], ink[3] - ink[1]
            # (ink height floored at 8 px: a flat glyph such as a minimize bar is no short word)
            if role in TEXT_CONTROL_ROLES_QT and iw < 0.25 * max(ih, 8 * sc.scale) * len(text_of(n)):
                # ink far narrower than the name: the control shows an icon and its name is a tooltip
                icons.append(icon_rec(sc, n, b, 'icon-only control', inactive, len(icons)))
                continue
            r = ratio(fg, bg)
            # font size from the ink (capitals and ascenders are ~0.7 em), capped by the line box for
            # GTK labels (a line is ~1.2 em); WCAG large text: 18.66 px bold or 24 px; the headings that
            # reach 18.66 px here are all bold (Adwaita title classes, Qt defaults stay far below)
            px_h = (ink[3] - ink[1]) / sc.scale / 0.7
            if not qt and role in TEXT_ROLES_GTK:
                px_h = min(px_h, (b[3] - b[1]) / sc.scale / 1.2)
            large = px_h >= 18.66
            req = 3.0 if large else 4.5
            # a field whose Text interface is empty shows its placeholder; its name is its label
            placeholder = role == 'text' and not (n.get('text') or '').strip()
            lines.append({'id': f't{len(lines)}', 'text': '(placeholder)' if placeholder else text_of(n), 'role': role,
                          'source': 'placeholder' if placeholder else 'text', 'accessibleName': n['name'],
                          'box': box_dict(tb), 'inkBox': box_dict(ink), 'largeText': large, 'required': req,
                          'foreground': hexc(fg), 'background': hexc(bg), 'backgroundType': 'solid',
                          'ratio': round(r, 3), 'passes': r >= req,
                          # peak ink can fall short of the true color at 1x: a fail just under the
                          # threshold may be a pass, so it is not scored either way
                          'verdictAmbiguous': 0.92 * req <= r < req,
                          'inactive': inactive, 'colorMethod': method, 'groupId': None,
                          'states': n['states'], 'atspiIndex': n['i']})
            if part:
                icons.append(icon_rec(sc, n, part, 'indicator', inactive, len(icons)))
        elif role in ('image', 'icon') and (b[2] - b[0]) * (b[3] - b[1]) > (64 * sc.scale) ** 2:
            # a picture (a wizard's watermark, an illustration), not an icon: neutral
            neutral.append({'role': role, 'name': n['name'], 'box': box_dict(b)})
        else:
            kind = 'icon-only control' if is_icon_ctrl and role in ('push button', 'toggle button', 'menu button',
                                                                    'tool bar button') else 'widget part'
            if role in ('image', 'icon'):
                kind = 'icon'
            icons.append(icon_rec(sc, n, b, kind, inactive, len(icons)))
    # an icon-only control's own image child is the same thing: keep the control, drop nested duplicates
    kept = []
    for ic in icons:
        outer = [o for o in icons if o is not ic and o['kind'] == 'icon-only control' and inside(ic['_b'], o['_b'], 0)
                 and o['_b'] != ic['_b']]
        if outer and ic['kind'] == 'icon-only control':
            continue            # GTK's menu button nests a button in a button: keep the outer one
        if outer:
            ic['insideControl'] = True
        kept.append(ic)
    for ic in kept:
        del ic['_b']
    kept = [ic for ic in kept if 'foreground' in ic]       # nothing drawn: not an icon on this screen
    # Two elements drawn on the same pixels cannot both be there: one is a stale allocation (GTK4 keeps
    # the boxes of a folded leaflet's hidden side). Both go; their area becomes neutral.
    items = [('t', l, bx(l['box'])) for l in lines] + [('i', ic, bx(ic['box'])) for ic in kept
                                                       if not ic.get('insideControl')]
    clash = set()
    for a in range(len(items)):
        for c in range(a + 1, len(items)):
            p, q = items[a][2], items[c][2]
            iw = min(p[2], q[2]) - max(p[0], q[0])
            ih = min(p[3], q[3]) - max(p[1], q[1])
            if iw > 0 and ih > 0 and iw * ih > 0.3 * min(area(p), area(q)):
                clash.update((a, c))
    for k in sorted(clash):
        kind, rec, b = items[k]
        excluded.append({'text': rec.get('text', rec.get('name', '')), 'role': rec['role'],
                         'reason': 'overlaps another element (a stale allocation)', 'box': rec['box']})
        neutral.append({'role': rec['role'], 'name': rec.get('text', rec.get('name', '')), 'box': rec['box']})
        sc.dropped['overlaps another element'] += 1
    gone = {id(items[k][1]) for k in clash}
    lines = [l for l in lines if id(l) not in gone]
    kept = [ic for ic in kept if id(ic) not in gone]
    for k, l in enumerate(lines):
        l['id'] = f't{k}'
    for k, ic in enumerate(kept):
        ic['id'] = f'i{k}'
    return lines, kept, excluded, neutral


def bx(d):
    return (d['x'], d['y'], d['x'] + d['width'], d['y'] + d['height'])


def area(b):
    return (b[2] - b[0]) * (b[3] - b[1])


def role_is_neutral(role, leaf, n):
    if role in ('tree table', 'tree', 'table') or (role == 'text' and '\n' in (n.get('text') or '')):
        return True
    return leaf and role in ('drawing area', 'canvas', 'panel', 'filler', 'scroll pane', 'document text',
                             'document frame', 'unknown', 'grouping')


def icon_rec(sc, n, b, kind, inactive, k):
    m = sc.measure(b, 0)
    rec = {'id': f'i{k}', 'kind': kind, 'role': n['role'], 'name': n['name'], 'box': box_dict(b), 'inactive': inactive,
           'states': n['states'], 'atspiIndex': n['i'], '_b': b}
    if m:
        fg, bg, ink, method = m
        rec.update(foreground=hexc(fg), background=hexc(bg), ratio=round(ratio(fg, bg), 3), inkBox=box_dict(ink),
                   colorMethod=method)
        rec['passes'] = rec['ratio'] >= 3.0
    return rec


def overlay(sc, lines, icons, path):
    im = sc.img.copy()
    d = ImageDraw.Draw(im)
    for ic in icons:
        b = ic['box']
        d.rectangle([b['x'], b['y'], b['x'] + b['width'] - 1, b['y'] + b['height'] - 1],
                    outline=(128, 128, 128) if ic['inactive'] else (255, 0, 255))
    for l in lines:
        b = l['box']
        col = (128, 128, 128) if l['inactive'] else ((0, 170, 0) if l['passes'] else (255, 0, 0))
        d.rectangle([b['x'], b['y'], b['x'] + b['width'] - 1, b['y'] + b['height'] - 1], outline=col)
    im.save(path)


def page_selected(nodes, name):
    rows = {n['i'] for n in nodes if n['role'] == 'list item' and 'selected' in n['states']}
    return any(n['parent'] in rows and n['name'] == name for n in nodes)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    raw = Path(args[0])
    out = Path(args[1]) if len(args) > 1 else HERE / '.set'
    out.mkdir(parents=True, exist_ok=True)
    ov = Path(sys.argv[sys.argv.index('--overlay') + 1]) if '--overlay' in sys.argv else None
    if ov:
        ov.mkdir(parents=True, exist_ok=True)
        args = [a for a in args if a != str(ov)]
    index = []
    for spec in SCREENS:
        if not (raw / (spec['name'] + '.tree.json')).exists():
            print('missing', spec['name'], file=sys.stderr)
            continue
        if not json.loads((raw / (spec['name'] + '.tree.json')).read_text())['nodes']:
            print('empty accessibility tree, skipped:', spec['name'], file=sys.stderr)
            continue
        sc = Screen(spec, raw)
        if not sc.size_ok:
            print('the frame does not fill the window (not resized when shot), skipped:', spec['name'], file=sys.stderr)
            continue
        clicked = [st['click'] for st in spec.get('steps', []) if 'click' in st]
        if clicked and not page_selected(sc.nodes, clicked[-1]):
            print('the clicked row is not selected (wrong page), skipped:', spec['name'], file=sys.stderr)
            continue
        lines, icons, excluded, neutral = classify(sc)
        if len(lines) < 2 or sc.dropped['overlaps another element'] > len(lines):
            # the tree hardly describes what is drawn (a folded leaflet's stale side, Qt 6 dock widgets)
            print(f'{len(lines)} text lines kept, {sc.dropped["overlaps another element"]} overlapping: skipped:',
                  spec['name'], file=sys.stderr)
            continue
        gt = {'schemaVersion': 1, 'page': spec['name'], 'split': 'native', 'layout': spec['app'] + '/' + spec['page'],
              'theme': spec['theme'], 'toolkit': spec['toolkit'], 'app': spec['cmd'][-1].split('/')[-1],
              'image': {'file': spec['name'] + '.png', 'width': sc.W, 'height': sc.H, 'mode': 'RGB',
                        'colorSpace': 'sRGB'},
              'viewport': {'width': sc.W // spec['scale'], 'height': sc.H // spec['scale'],
                           'deviceScaleFactor': spec['scale'], 'pixelScale': float(spec['scale'])},
              'environment': spec['env'], 'atspiOffset': list(sc.off),
              'textLines': lines, 'icons': icons, 'groups': [], 'excludedText': excluded, 'neutralZones': neutral,
              'droppedElements': dict(sc.dropped)}
        sc.img.save(out / (spec['name'] + '.png'), optimize=True)
        (out / (spec['name'] + '.json')).write_text(json.dumps(gt, indent=1))
        if ov:
            overlay(sc, lines, icons, ov / (spec['name'] + '.png'))
        index.append({'page': spec['name'], 'textLines': len(lines),
                      'failing': sum(1 for l in lines if not l['passes'] and not l['inactive']),
                      'inactive': sum(1 for l in lines if l['inactive']), 'icons': len(icons)})
        print(spec['name'], index[-1], file=sys.stderr)
    (out / 'index.json').write_text(json.dumps({'pages': index}, indent=1))


if __name__ == '__main__':
    main()
