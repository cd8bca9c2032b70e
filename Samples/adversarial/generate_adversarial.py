#!/usr/bin/env python3
"""Draws an adversarial set for the color-only state finder, scored by screens-dev's score.py.

    python3 Samples/adversarial/generate_adversarial.py OUT_DIR     # then:
    python3 ../shared/screens-dev/score.py OUT_DIR JSON_DIR

(`.ci/score-adversarial` does both.) Needs Pillow and the DejaVu fonts (fonts-dejavu-core).
Deterministic: the same script draws the same PNGs and ground truth.

Layouts screens-dev lacks, each drawn twice: with one group whose states differ only by color
(colorOnly: true) and with the same group given a second cue (a control, colorOnly: false),
in light and dark, at 1x, 2x and 3x. Around each group sit distractors that differ in color
for reasons that are not states, which a finder must leave alone: weekend columns and
other-month days in a month grid (position), a table's status words and zebra rows
(content, position), times beside titles and headings above body text (kind), past events
and metadata in gray (de-emphasis), badges of different words in different colors (content).

Ground truth follows screens-dev's schema (`<page>.json`: textLines and groups, device px);
text lines carry the drawn colors and their WCAG ratio, so the text scores are meaningful too.
"""
import json, math, os, random, sys
from PIL import Image, ImageDraw, ImageFont

FONTS = "/usr/share/fonts/truetype/dejavu/"
FACES = {
    "sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    "cond": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"),
    "serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"),
    "mono": ("DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf"),
}
_fonts = {}


def font(face, size, bold):
    key = (face, size, bold)
    if key not in _fonts:
        _fonts[key] = ImageFont.truetype(FONTS + FACES[face][1 if bold else 0], size)
    return _fonts[key]


def hex_to_rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def luminance(h):
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = hex_to_rgb(h)
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def ratio(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


THEMES = {
    "light": dict(bg="#ffffff", surface="#f3f4f6", track="#e5e7eb", text="#1f2328", muted="#5f6670", faint="#9aa0a6",
                  line="#d0d7de", on_accent="#ffffff", weekend="#c62828", ok="#1a7f37", bad="#cf222e", warn="#9a6700",
                  accents=["#0b5cd5", "#6f42c1", "#0f766e", "#b4235a", "#c2410c"]),
    "dark": dict(bg="#121417", surface="#1f2329", track="#2d333b", text="#e6edf3", muted="#a0a8b3", faint="#6b7280",
                 line="#3d444d", on_accent="#0d1117", weekend="#ff7b72", ok="#3fb950", bad="#f85149", warn="#d29922",
                 accents=["#58a6ff", "#bc8cff", "#39d0c0", "#ff7eb6", "#ffa657"]),
}


class Page:
    def __init__(self, name, layout, theme, vw, vh, dpr, rng):
        self.name, self.layout, self.theme_name = name, layout, theme
        self.t = dict(THEMES[theme])
        self.rng = rng
        self.t["accent"] = rng.choice(self.t["accents"])
        self.vw, self.vh, self.s = vw, vh, dpr
        self.im = Image.new("RGB", (vw * dpr, vh * dpr), self.t["bg"])
        self.d = ImageDraw.Draw(self.im)
        self.lines, self.groups = [], []
        self.face = rng.choice(["sans", "sans", "cond", "serif"])

    # drawing, in CSS px
    def rect(self, x, y, w, h, fill=None, outline=None, width=1, radius=0):
        s = self.s
        box = [round(x * s), round(y * s), round((x + w) * s) - 1, round((y + h) * s) - 1]
        if radius:
            self.d.rounded_rectangle(box, radius=radius * s, fill=fill, outline=outline, width=width * s if outline else 0)
        else:
            self.d.rectangle(box, fill=fill, outline=outline, width=width * s if outline else 0)

    def width(self, s, size, bold=False, face=None):
        return font(face or self.face, round(size * self.s), bold).getlength(s) / self.s

    def text(self, x, y, s, size, color, bg, bold=False, face=None, align="l", underline=False):
        """Draws one line with its top at y; x is its left, center or right edge (align l/m/r).
        Returns the layout box (device px) and records the line."""
        f = font(face or self.face, round(size * self.s), bold)
        w = f.getlength(s)
        X = x * self.s - (w / 2 if align == "m" else w if align == "r" else 0)
        Y = y * self.s
        self.d.text((X, Y), s, font=f, fill=color, anchor="la")
        asc, desc = f.getmetrics()
        box = dict(x=round(X), y=round(Y), width=round(w), height=asc + desc)
        l, t, r, b = self.d.textbbox((X, Y), s, font=f, anchor="la")
        ink = dict(x=l, y=t, width=r - l, height=b - t)
        if underline:
            uy = Y + asc + max(1, round(self.s * 1.5))
            self.d.rectangle([round(X), uy, round(X + w) - 1, uy + max(1, round(self.s)) - 1], fill=color)
            ink = dict(x=l, y=t, width=r - l, height=max(b, uy + max(1, round(self.s))) - t)
        r_ = round(ratio(color, bg), 2)
        large = size >= 24 or (size >= 18.66 and bold)
        req = 3.0 if large else 4.5
        lid = "t%d" % len(self.lines)
        self.lines.append(dict(id=lid, text=s, source="text", box=box, inkBox=ink, fontFamily="DejaVu " + (face or self.face),
                               fontSize=size, fontWeight=700 if bold else 400, largeText=large, required=req,
                               foreground=color.upper(), background=bg.upper(), backgroundType="solid",
                               ratio=r_, passes=r_ >= req, verdictAmbiguous=False, groupId=None))
        return box

    def group(self, kind, color_only, cue, variant, members):
        gid = "g%d" % len(self.groups)
        boxes = [m["box"] for m in members]
        x0 = min(b["x"] for b in boxes); y0 = min(b["y"] for b in boxes)
        x1 = max(b["x"] + b["width"] for b in boxes); y1 = max(b["y"] + b["height"] for b in boxes)
        self.groups.append(dict(id=gid, kind=kind, colorOnly=color_only, cue=cue, variant=variant,
                                box=dict(x=x0, y=y0, width=x1 - x0, height=y1 - y0),
                                members=[dict(state=m["state"], label=m["label"], box=m["box"], rects=[m["box"]],
                                              colors=m.get("colors", {}), fontWeight=m.get("weight", 400),
                                              textDecoration=m.get("decoration", "none")) for m in members]))

    def dev(self, x, y, w, h):
        s = self.s
        return dict(x=round(x * s), y=round(y * s), width=round((x + w) * s) - round(x * s), height=round((y + h) * s) - round(y * s))

    def check(self, x, y, size, color):
        s = self.s
        pts = [(x * s, (y + size * 0.55) * s), ((x + size * 0.38) * s, (y + size * 0.9) * s), ((x + size) * s, (y + size * 0.15) * s)]
        self.d.line(pts, fill=color, width=max(2, round(size * s / 7)), joint="curve")

    def save(self, out):
        self.im.save(os.path.join(out, self.name + ".png"))
        gt = {"schemaVersion": 1, "page": self.name, "split": "adversarial", "layout": self.layout, "theme": self.theme_name,
              "seed": self.name, "image": {"file": self.name + ".png", "width": self.im.width, "height": self.im.height,
                                           "mode": "RGB", "colorSpace": "sRGB"},
              "viewport": {"width": self.vw, "height": self.vh, "deviceScaleFactor": self.s, "pixelScale": float(self.s)},
              "textLines": self.lines, "groups": self.groups, "excludedText": [], "droppedGroups": [], "prunedBlocks": 0}
        with open(os.path.join(out, self.name + ".json"), "w") as f:
            json.dump(gt, f, indent=1)


def title_bar(p, title):
    t = p.t
    p.text(20, 18, title, 22, t["text"], t["bg"], bold=True)
    p.rect(0, 56, p.vw, 1, fill=t["line"])


# ------------------------------------------------------------------ layouts
# Each takes (page, color_only) and draws one group plus distractors.

def month_grid(p, co):
    t, r = p.t, p.rng
    title_bar(p, r.choice(["March 2026", "Calendar", "October 2026"]))
    cell = (p.vw - 32) / 7
    heads = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    y0 = 76
    for k, h in enumerate(heads):
        p.text(16 + cell * (k + 0.5), y0, h, 12, t["weekend"] if k >= 5 else t["muted"], t["bg"], align="m")
    first = r.randint(1, 5)  # weekday index of the 1st
    sel_row = r.randint(1, 3)
    sel_col = r.randint(0, 4)
    day_size = r.choice([15, 16, 17])
    pitch = r.choice([44, 48, 52])
    members = []
    for row in range(6):
        for col in range(7):
            n = row * 7 + col - first + 1
            other = n < 1 or n > 31
            label = str(n if not other else (n + 28 if n < 1 else n - 31))
            cx, cy = 16 + cell * (col + 0.5), y0 + 30 + row * pitch
            color = t["faint"] if other else (t["weekend"] if col >= 5 else t["text"])
            bg = t["bg"]
            bold = False
            selected = row == sel_row and col == sel_col
            if selected:
                rad = day_size * 1.15
                bg = t["accent"]
                p.rect(cx - rad, cy - rad * 0.55, 2 * rad, 2 * rad, fill=bg, radius=rad)
                color = t["on_accent"]
                if not co:
                    bold = True
                    p.rect(cx - 3, cy + rad * 1.6, 6, 3, fill=t["accent"], radius=1)
            box = p.text(cx, cy, label, day_size, color, bg, bold=bold, align="m")
            if row == sel_row:
                members.append(dict(state="selected" if selected else "default", label=label,
                                    box=p.dev(cx - cell / 2 + 2, cy - day_size * 0.6, cell - 4, day_size * 2.3),
                                    weight=700 if bold else 400))
    p.group("calendar", co, "color" if co else "weight+indicator", "fill" if co else "fill+bold+dot", members)
    y = y0 + 30 + 6 * pitch + 10
    p.rect(16, y, p.vw - 32, 1, fill=t["line"])
    for k, (tm, what) in enumerate([("09:30", "Design review"), ("13:00", "Lunch with Sam")]):
        p.text(20, y + 16 + k * 30, tm, 13, t["muted"], t["bg"], face="mono")
        p.text(80, y + 15 + k * 30, what, 15, t["text"], t["bg"])


def data_table(p, co):
    t, r = p.t, p.rng
    title_bar(p, "Invoices")
    cols = [24, 140, 420, 640, 820]
    y = 80
    for x, h in zip(cols, ["ID", "Customer", "Due", "Amount", "Status"]):
        p.text(x, y, h, 13, t["muted"], t["bg"], bold=True)
    zebra = r.random() < 0.6
    names = ["Acme Corp", "Globex", "Initech", "Umbrella", "Hooli", "Stark Ltd", "Wayne Ent.", "Soylent", "Vandelay"]
    statuses = [("Paid", t["ok"]), ("Overdue", t["bad"]), ("Pending", t["warn"]), ("Draft", t["muted"])]
    rowh = r.choice([36, 40, 44])
    for k in range(9):
        yy = y + 28 + k * rowh
        bg = t["surface"] if zebra and k % 2 else t["bg"]
        if bg != t["bg"]:
            p.rect(12, yy - 10, p.vw - 24, rowh, fill=bg)
        p.text(cols[0], yy, "INV-%04d" % (1040 + k * 7), 13, t["muted"], bg, face="mono")
        p.text(cols[1], yy, names[k], 14, t["text"], bg)
        p.text(cols[2], yy, "2026-0%d-%02d" % (r.randint(1, 9), r.randint(1, 28)), 14, t["text"], bg)
        p.text(cols[3] + 100, yy, "$%d.00" % r.randint(20, 2400), 14, t["text"], bg, align="r")
        s, c = statuses[r.randrange(len(statuses))] if k else statuses[1]
        p.text(cols[4], yy, s, 14, c, bg, bold=r.random() < 0.3)
    # Pagination: the group.
    py = y + 28 + 9 * rowh + 24
    size = 34
    cur = r.randint(1, 4)
    members = []
    for k in range(1, 7):
        x = 24 + (k - 1) * (size + 6)
        active = k == cur
        fill = t["accent"] if active else t["bg"]
        p.rect(x, py, size, size, fill=fill, outline=t["line"], radius=4)
        color = t["on_accent"] if active else t["accent"]
        label = str(k)
        p.text(x + size / 2, py + 9, label, 14, color, fill, bold=active and not co, align="m")
        if active and not co:
            p.rect(x + 8, py + size - 6, size - 16, 2, fill=t["on_accent"])
        members.append(dict(state="current" if active else "default", label=label, box=p.dev(x, py, size, size)))
    p.group("pagination", co, "color" if co else "weight+underline", "fill" if co else "fill+bold+bar", members)
    p.text(24 + 6 * (size + 6) + 12, py + 9, "of 12 pages", 14, t["muted"], t["bg"])


def inbox(p, co):
    t, r = p.t, p.rng
    title_bar(p, "Inbox")
    senders = ["Maria Lopez", "GitHub", "Tom Baker", "Priya N.", "Design Team", "Alex Kim", "Billing", "Chen Wei"]
    subjects = ["Re: Q3 roadmap", "[legible] CI passed", "Lunch Friday?", "Slides for Monday", "New mockups",
                "Flight details", "Your receipt", "Weekend plans"]
    unread = set(r.sample(range(8), r.choice([2, 3])))
    rowh = r.choice([74, 80, 86])
    members = []
    for k in range(8):
        y = 72 + k * rowh
        if y + rowh > p.vh - 10:
            break
        u = k in unread
        color = t["accent"] if (u and co) else t["text"]
        bold = u and not co
        if u and not co:
            p.rect(6, y + 7, 8, 8, fill=t["accent"], radius=4)
        b = p.text(22, y, senders[k], 16, color, t["bg"], bold=bold)
        members.append(dict(state="unread" if u else "read", label=senders[k], box=b, weight=700 if bold else 400))
        p.text(p.vw - 18, y + 2, "%d:%02d" % (r.randint(8, 18), r.randint(0, 59)), 13, t["muted"], t["bg"], align="r")
        p.text(22, y + 23, subjects[k], 14, t["text"], t["bg"])
        p.text(22, y + 43, "Hi, just following up on the last note about ...", 13, t["muted"], t["bg"])
        p.rect(22, y + rowh - 6, p.vw - 22, 1, fill=t["line"])
    p.group("list-unread", co, "color" if co else "weight+dot", "text" if co else "bold+dot", members)


def stepper(p, co):
    t, r = p.t, p.rng
    title_bar(p, "Checkout")
    steps = r.choice([["Cart", "Shipping", "Payment", "Review"], ["Bag", "Address", "Pay", "Confirm"]])
    cur = r.randint(1, 2)
    gap = (p.vw - 40) / len(steps)
    members = []
    for k, s in enumerate(steps):
        cx = 20 + gap * (k + 0.5)
        active = k == cur
        color = t["accent"] if active else t["muted"]
        b = p.text(cx, 80, s, 14, color, t["bg"], bold=active and not co, align="m")
        if active and not co:
            p.rect(cx - b["width"] / p.s / 2, 102, b["width"] / p.s, 3, fill=t["accent"])
        members.append(dict(state="current" if active else "default", label=s, box=b, weight=700 if active and not co else 400))
    p.group("stepper", co, "color" if co else "weight+indicator", "text" if co else "bold+bar", members)
    y = 130
    p.text(20, y, "Order summary", 18, t["text"], t["bg"], bold=True)
    items = [("Wool sweater", "$89.00"), ("Socks, 3 pairs", "$24.00"), ("Shipping", "Free"), ("Tax", "$9.10")]
    for k, (a, b) in enumerate(items):
        yy = y + 40 + k * 34
        p.text(20, yy, a, 15, t["text"], t["bg"])
        p.text(p.vw - 20, yy, b, 15, t["ok"] if b == "Free" else t["text"], t["bg"], align="r")
    yy = y + 40 + len(items) * 34 + 10
    p.rect(20, yy - 8, p.vw - 40, 1, fill=t["line"])
    p.text(20, yy + 4, "Total", 17, t["text"], t["bg"], bold=True)
    p.text(p.vw - 20, yy + 4, "$122.10", 17, t["text"], t["bg"], bold=True, align="r")
    p.rect(20, yy + 50, p.vw - 40, 48, fill=t["accent"], radius=10)
    p.text(p.vw / 2, yy + 64, "Continue to payment", 16, t["on_accent"], t["accent"], bold=True, align="m")


def profile(p, co):
    t, r = p.t, p.rng
    p.rect(20, 24, 64, 64, fill=r.choice(t["accents"]), radius=32)
    p.text(100, 30, "Jane Appleseed", 22, t["text"], t["bg"], bold=True)
    p.text(100, 62, "@jane · Lisbon", 14, t["muted"], t["bg"])
    # Badges: different words, different colors.
    x = 20
    badges = [("Pro", t["accents"][1]), ("Admin", t["bad"]), ("Mentor", t["accents"][1]), ("Beta", t["accents"][2])]
    r.shuffle(badges)
    for word, c in badges:
        w = p.width(word, 12, True) + 16
        p.rect(x, 106, w, 24, fill=c, radius=12)
        p.text(x + w / 2, 111, word, 12, t["on_accent"], c, bold=True, align="m")
        x += w + 8
    p.text(20, 148, "Designer who writes code.", 14, t["text"], t["bg"])
    for k, (n, l) in enumerate([("128", "Posts"), ("2.1k", "Followers"), ("311", "Following")]):
        x = 20 + k * 120
        p.text(x, 182, n, 17, t["text"], t["bg"], bold=True)
        p.text(x + p.width(n, 17, True) + 6, 185, l, 13, t["muted"], t["bg"])
    tabs = ["Posts", "Replies", "Media", "Likes"]
    cur = r.randrange(4)
    tw = (p.vw - 20) / 4
    members = []
    for k, s in enumerate(tabs):
        cx = 10 + tw * (k + 0.5)
        active = k == cur
        b = p.text(cx, 228, s, 15, t["accent"] if active else t["muted"], t["bg"], bold=active and not co, align="m")
        if active and not co:
            p.rect(10 + tw * k + 10, 254, tw - 20, 3, fill=t["accent"])
        members.append(dict(state="selected" if active else "default", label=s, box=b))
    p.rect(0, 257, p.vw, 1, fill=t["line"])
    p.group("tabs", co, "color" if co else "indicator+weight", "text" if co else "bar+bold", members)
    for k in range(3):
        y = 278 + k * 92
        p.text(20, y, "Jane Appleseed", 15, t["text"], t["bg"], bold=True)
        p.text(20 + p.width("Jane Appleseed", 15, True) + 8, y + 1, "%dh" % (k * 3 + 2), 13, t["muted"], t["bg"])
        p.text(20, y + 26, ["Shipped the new color picker today.", "Maps are just typography with roads.",
                            "Reading about contrast math again."][k], 15, t["text"], t["bg"])


def two_segment(p, co):
    t, r = p.t, p.rng
    title_bar(p, "Plans")
    opts = r.choice([("Monthly", "Yearly"), ("Personal", "Business"), ("Map", "List")])
    cur = r.randrange(2)
    w = r.choice([240, 280, 320])
    x0, y0, h = (p.vw - w) / 2, 78, r.choice([36, 40])
    p.rect(x0, y0, w, h, fill=t["track"], radius=h / 2)
    members = []
    for k, s in enumerate(opts):
        sx = x0 + 3 + k * (w / 2 - 3)
        active = k == cur
        bg = t["track"]
        if active:
            bg = t["bg"] if p.theme_name == "light" else t["line"]
            p.rect(sx, y0 + 3, w / 2 - 3, h - 6, fill=bg, radius=(h - 6) / 2)
        cx = sx + (w / 2 - 3) / 2
        label_x = cx + (8 if active and not co else 0)
        b = p.text(label_x, y0 + h / 2 - 9, s, 14, t["text"] if active else t["muted"], bg, bold=active and not co, align="m")
        if active and not co:
            p.check(b["x"] / p.s - 18, y0 + h / 2 - 6, 12, t["text"])
        members.append(dict(state="selected" if active else "default", label=s, box=p.dev(sx, y0 + 3, w / 2 - 3, h - 6)))
    p.group("segmented", co, "color" if co else "icon+weight", "track-fill" if co else "check+bold", members)
    for k, (name, price, per) in enumerate([("Starter", "$9", "/mo"), ("Team", "$29", "/mo"), ("Scale", "$99", "/mo")]):
        y = 150 + k * 130
        p.rect(20, y, p.vw - 40, 112, fill=t["surface"], radius=12)
        p.text(36, y + 16, name, 17, t["text"], t["surface"], bold=True)
        p.text(36, y + 46, price, 28, t["text"], t["surface"], bold=True)
        p.text(36 + p.width(price, 28, True) + 4, y + 60, per, 13, t["muted"], t["surface"])
        p.text(p.vw - 36, y + 18, ["Most popular", "Best value", "For teams"][k], 12, t["accent"], t["surface"], align="r")


def events(p, co):
    t, r = p.t, p.rng
    title_bar(p, "Schedule")
    days = ["Mon 12", "Tue 13", "Wed 14", "Thu 15", "Fri 16"]
    cur = r.randrange(5)
    dw = (p.vw - 24) / 5
    members = []
    for k, s in enumerate(days):
        cx = 12 + dw * (k + 0.5)
        active = k == cur
        b = p.text(cx, 74, s, 13, t["accent"] if active else t["text"], t["bg"], bold=active and not co, align="m")
        if active and not co:
            p.rect(cx - b["width"] / p.s / 2, 96, b["width"] / p.s, 2, fill=t["accent"])
        members.append(dict(state="selected" if active else "default", label=s, box=b))
    p.group("day-picker", co, "color" if co else "weight+underline", "text" if co else "bold+bar", members)
    evs = [("08:00", "Standup"), ("09:30", "Design critique"), ("11:00", "1:1 with Alex"), ("12:30", "Lunch"),
           ("14:00", "Roadmap sync"), ("16:00", "Interview"), ("17:30", "Gym")]
    past = r.randint(1, 3)
    pitch = r.choice([56, 62, 68])
    for k, (tm, title) in enumerate(evs):
        y = 120 + k * pitch
        gone = k < past
        p.text(20, y, tm, 14, t["faint"] if gone else t["accent"], t["bg"], face="mono")
        p.text(86, y, title, 15, t["faint"] if gone else t["text"], t["bg"])
        p.text(86, y + 21, ["Room 4", "Zoom", "Cafe", "HQ 2F"][k % 4], 12, t["faint"] if gone else t["muted"], t["bg"])


def article(p, co):
    t, r = p.t, p.rng
    head = t["accent"]
    p.text(20, 24, "Reading contrast", 26, head, t["bg"], bold=True)
    p.text(20, 62, "6 min read · Updated May 2", 13, t["muted"], t["bg"])
    body = t["muted"] if r.random() < 0.5 else t["text"]
    # A link color near the body's luminance: a color-only link in the color-only variant.
    link = r.choice(["#6a5acd", "#2f6f9f", "#a0522d"]) if p.theme_name == "light" else r.choice(["#9fa8da", "#80cbc4", "#ffab91"])
    y = 96
    size = 15
    members = []
    paras = [["Contrast is the difference in light", "between text and what lies behind it."],
             ["WCAG measures it as a ratio of", "relative luminance, from 1 to 21."]]
    for pi, para in enumerate(paras):
        if pi == 1:
            p.text(20, y, "Why ratios", 19, head, t["bg"], bold=True)
            y += 32
        para_boxes = []
        for li, s in enumerate(para):
            if pi == 0 and li == 1:
                pre, word, post = "between text and ", "what lies", " behind it."
                b1 = p.text(20, y, pre, size, body, t["bg"])
                x = 20 + p.width(pre, size)
                b2 = p.text(x, y, word, size, link, t["bg"], underline=not co)
                b3 = p.text(x + p.width(word, size), y, post, size, body, t["bg"])
                para_boxes += [b1, b3]
                link_box = b2
            else:
                para_boxes.append(p.text(20, y, s, size, body, t["bg"]))
            y += 24
        if pi == 0:
            x0 = min(b["x"] for b in para_boxes); y0 = min(b["y"] for b in para_boxes)
            x1 = max(b["x"] + b["width"] for b in para_boxes); y1 = max(b["y"] + b["height"] for b in para_boxes)
            members.append(dict(state="text", label="paragraph", box=dict(x=x0, y=y0, width=x1 - x0, height=y1 - y0)))
            members.append(dict(state="link", label="what lies", box=link_box, decoration="none" if co else "underline"))
        y += 14
    p.group("inline-links", co, "color" if co else "underline", "no-underline" if co else "underline", members)
    p.groups[-1]["linkBodyContrast"] = round(ratio(link, body), 2)
    p.text(20, y, "Large text, 24 px or more, needs 3:1.", size, body, t["bg"])
    p.text(20, y + 34, "Figure 2", 12, t["faint"], t["bg"], bold=True)
    p.text(80, y + 34, "Ratios for common grays", 12, t["muted"], t["bg"])


def top_nav(p, co):
    t, r = p.t, p.rng
    p.rect(0, 0, p.vw, 64, fill=t["surface"])
    p.text(32, 20, "Northwind", 20, t["text"], t["surface"], bold=True)
    links = r.choice([["Home", "Products", "Pricing", "Docs", "Blog"], ["Overview", "Teams", "Billing", "Settings"]])
    cur = r.randrange(len(links))
    x = 240
    members = []
    for k, s in enumerate(links):
        active = k == cur
        b = p.text(x, 24, s, 15, t["accent"] if active else t["muted"], t["surface"], bold=active and not co,
                   underline=active and not co)
        members.append(dict(state="current" if active else "default", label=s, box=b))
        x += p.width(s, 15, active and not co) + 32
    p.group("nav-links", co, "color" if co else "underline+weight", "text" if co else "underline+bold", members)
    p.rect(p.vw - 132, 14, 100, 36, fill=t["accent"], radius=8)
    p.text(p.vw - 82, 23, "Sign in", 15, t["on_accent"], t["accent"], bold=True, align="m")
    p.text(32, 110, "Ship accessible colors", 36, t["text"], t["bg"], bold=True)
    p.text(32, 166, "Check every screen and palette before it reaches people.", 18, t["muted"], t["bg"])
    tags = [("new", t["ok"]), ("beta", t["warn"]), ("deprecated", t["bad"]), ("stable", t["ok"])]
    x = 32
    for word, c in tags:
        p.text(x, 214, word, 13, c, t["bg"], face="mono")
        x += p.width(word, 13, face="mono") + 24
    for k in range(3):
        cx = 32 + k * 400
        p.rect(cx, 260, 370, 180, fill=t["surface"], radius=12)
        p.text(cx + 20, 280, ["Screens", "Palettes", "CI"][k], 20, t["text"], t["surface"], bold=True)
        p.text(cx + 20, 318, ["Scan PNG screenshots.", "Review design tokens.", "Gate pull requests."][k], 15, t["muted"], t["surface"])
        p.text(cx + 20, 400, "Learn more →", 15, t["accent"], t["surface"])


def picker(p, co):
    """A list group with one selected row (a filled row; the control adds a check mark and
    bold), beside a zebra-striped list (alternating fills: position, not state) and a
    settings list whose last row is red (content: a destructive action)."""
    t, r = p.t, p.rng
    title_bar(p, "Choose a plan")
    plans = r.choice([["Free", "Starter", "Team", "Business", "Enterprise"], ["Hourly", "Daily", "Weekly", "Monthly"]])
    cur = r.randrange(len(plans))
    x0, w = (20, p.vw - 40) if p.vw < 600 else (640, 520)
    rowh = r.choice([44, 48, 52])
    y0 = 80
    p.rect(x0, y0, w, rowh * len(plans), outline=t["line"], radius=8)
    members = []
    for k, s in enumerate(plans):
        y = y0 + k * rowh
        sel = k == cur
        fill = t["accent"] if sel else t["bg"]
        if sel:
            p.rect(x0 + 1, y + 1, w - 2, rowh - 2, fill=fill, radius=6)
        elif k:
            p.rect(x0 + 1, y, w - 2, 1, fill=t["line"])
        color = t["on_accent"] if sel else t["text"]
        b = p.text(x0 + 16, y + (rowh - 19) / 2, s, 15, color, fill, bold=sel and not co)
        if sel and not co:
            p.check(x0 + w - 36, y + rowh / 2 - 8, 16, t["on_accent"])
        members.append(dict(state="selected" if sel else "default", label=s, box=b, weight=700 if sel and not co else 400))
    p.group("list-selection", co, "color" if co else "weight+check", "fill" if co else "fill+bold+check", members)
    # Zebra rows: every other row filled, labels alike.
    zx, zy = (20, y0 + rowh * len(plans) + 40) if p.vw < 600 else (20, 80)
    zw = p.vw - 40 if p.vw < 600 else 560
    p.text(zx, zy, "Invoices", 18, t["text"], t["bg"], bold=True)
    for k in range(5):
        y = zy + 36 + k * 36
        fill = t["surface"] if k % 2 else t["bg"]
        p.rect(zx, y, zw, 36, fill=fill)
        p.text(zx + 12, y + 9, "INV-%04d" % r.randint(1000, 9999), 14, t["text"], fill)
        p.text(zx + zw - 12, y + 9, "$%d.00" % r.randint(20, 900), 14, t["text"], fill, align="r")
    # Settings rows: the last is red because of what it says.
    sy = zy + 36 + 5 * 36 + 30
    for k, (s, c) in enumerate([("Notifications", t["text"]), ("Privacy", t["text"]), ("Export data", t["text"]),
                                ("Delete account", t["bad"])]):
        p.text(zx + 12, sy + k * 44, s, 16, c, t["bg"])
        p.rect(zx, sy + k * 44 + 34, zw, 1, fill=t["line"])


PHONE = (390, 844)
DESKTOP = (1280, 800)
LAYOUTS = [
    ("month", month_grid, [(PHONE, 3), (PHONE, 1)]),
    ("table", data_table, [(DESKTOP, 1), (DESKTOP, 2)]),
    ("inbox", inbox, [(PHONE, 2), (PHONE, 3)]),
    ("stepper", stepper, [(PHONE, 2), (PHONE, 1)]),
    ("profile", profile, [(PHONE, 3), (PHONE, 2)]),
    ("twoseg", two_segment, [(PHONE, 2), (PHONE, 3)]),
    ("events", events, [(PHONE, 3), (PHONE, 1)]),
    ("article", article, [(PHONE, 2), (PHONE, 3)]),
    ("topnav", top_nav, [(DESKTOP, 1), (DESKTOP, 2)]),
    ("picker", picker, [(PHONE, 2), (DESKTOP, 1)]),
]
# Each layout's third scale, so that every layout is drawn at 1x, 2x and 3x. Drawn after the
# first 80 screens (names and seeds carry the running number), which stay as they were.
THIRD_SCALE = [
    ("month", month_grid, [(PHONE, 2)]),
    ("table", data_table, [(DESKTOP, 3)]),
    ("inbox", inbox, [(PHONE, 1)]),
    ("stepper", stepper, [(PHONE, 3)]),
    ("profile", profile, [(PHONE, 1)]),
    ("twoseg", two_segment, [(PHONE, 1)]),
    ("events", events, [(PHONE, 2)]),
    ("article", article, [(PHONE, 1)]),
    ("topnav", top_nav, [(DESKTOP, 3)]),
    ("picker", picker, [(PHONE, 3)]),
]


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "adversarial-out"
    os.makedirs(out, exist_ok=True)
    n = 0
    for layout, draw, configs in LAYOUTS + THIRD_SCALE:
        for (vw, vh), dpr in configs:
            for theme in ("light", "dark"):
                for co in (True, False):
                    name = "a%03d_%s_%s_%s_%dx%d_dpr%d" % (n, layout, "color" if co else "control", theme, vw, vh, dpr)
                    rng = random.Random(name)
                    page = Page(name, layout, theme, vw, vh, dpr, rng)
                    draw(page, co)
                    page.save(out)
                    n += 1
    print("wrote %d screens to %s" % (n, out))


if __name__ == "__main__":
    main()
