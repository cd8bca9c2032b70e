#!/usr/bin/env python3
"""Draws the sample app screenshots in Samples/ (run from anywhere: python3 Samples/generate_samples.py).

Needs Pillow, numpy and the DejaVu fonts (Debian: fonts-dejavu-core). Deterministic: the
same script gives the same PNGs. Each screen is a phone screen at 390x844 points, drawn at 2x
(780x1688 px), with the kinds of text and states Legible looks for:

- settings_light.png   light settings list: secondary labels, a status list with colored dots
- form_dark.png        dark sign-up form: placeholders, an error message, a red-bordered field
- segmented_light.png  light screen with a segmented control and tabs told apart by color only
- status_p3.png        a status list saved in Display P3 with an embedded ICC profile
- card_transparent.png a card with transparent corners and a translucent badge (RGBA)
"""
import io, os, sys
import numpy as np
from PIL import Image, ImageDraw, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Tests", "ImagingTests", "Fixtures"))
from generate_color_managed import profile, para_srgb  # the ICC v2 writer, one copy

S = 2  # device scale
W, H = 390 * S, 844 * S
FONTS = "/usr/share/fonts/truetype/dejavu/"


def font(size, bold=False):
    return ImageFont.truetype(FONTS + ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"), int(size * S))


def rr(d, box, radius, fill=None, outline=None, width=1):
    d.rounded_rectangle([v * S for v in box], radius=radius * S, fill=fill, outline=outline, width=width * S)


def text(d, xy, s, size, fill, bold=False, anchor="la"):
    d.text((xy[0] * S, xy[1] * S), s, font=font(size, bold), fill=fill, anchor=anchor)


def status_bar(d, fg):
    text(d, (24, 14), "9:41", 15, fg, bold=True)
    rr(d, (330, 16, 356, 28), 3, outline=fg, width=1)
    rr(d, (332, 18, 350, 26), 2, fill=fg)


def settings_light():
    im = Image.new("RGB", (W, H), "#f2f2f7")
    d = ImageDraw.Draw(im)
    status_bar(d, "#000000")
    text(d, (20, 56), "Settings", 34, "#000000", bold=True)
    text(d, (20, 104), "ACCOUNT", 13, "#8e8e93")
    rr(d, (16, 124, 374, 300), 12, fill="#ffffff")
    rows = [("Profile", "Jane Appleseed", "#a3a3a8"), ("Notifications", "On", "#8e8e93"), ("Privacy", "Limited", "#c7c7cc")]
    for i, (label, value, color) in enumerate(rows):
        y = 124 + i * 58
        text(d, (32, y + 19), label, 17, "#000000")
        text(d, (356, y + 19), value, 17, color, anchor="ra")
        if i < 2:
            d.line([(32 * S, (y + 58) * S), (374 * S, (y + 58) * S)], fill="#e5e5ea", width=S)
    text(d, (20, 324), "SERVICES", 13, "#8e8e93")
    rr(d, (16, 344, 374, 580), 12, fill="#ffffff")
    services = [("Sync", "Running", "#34c759"), ("Backups", "Failed", "#ff3b30"), ("Payments", "Running", "#34c759"), ("Mail", "Paused", "#ffcc00")]
    for i, (label, state, dot) in enumerate(services):
        y = 344 + i * 59
        d.ellipse([(32 * S, (y + 24) * S), (44 * S, (y + 36) * S)], fill=dot)
        text(d, (56, y + 19), label, 17, "#000000")
        text(d, (356, y + 21), state, 15, "#aeaeb2", anchor="ra")
        if i < 3:
            d.line([(56 * S, (y + 59) * S), (374 * S, (y + 59) * S)], fill="#e5e5ea", width=S)
    text(d, (20, 600), "Status colors carry meaning here only by hue.", 13, "#9a9aa0")
    rr(d, (16, 640, 374, 690), 12, fill="#007aff")
    text(d, (195, 654), "Save changes", 17, "#ffffff", bold=True, anchor="ma")
    rr(d, (16, 704, 374, 754), 12, fill="#e5e5ea")
    text(d, (195, 718), "Sign out", 17, "#ff6961", anchor="ma")
    return im


def form_dark():
    im = Image.new("RGB", (W, H), "#121212")
    d = ImageDraw.Draw(im)
    status_bar(d, "#ffffff")
    text(d, (20, 60), "Create account", 28, "#ffffff", bold=True)
    text(d, (20, 100), "It takes less than a minute.", 15, "#8a8a8a")
    fields = [("Name", "Jane Appleseed", False, None), ("Email", "you@example.com", True, None),
              ("Password", "At least 8 characters", True, "Password is too short"), ("Phone", "Optional", True, None)]
    y = 140
    for label, value, placeholder, error in fields:
        text(d, (20, y), label, 14, "#bdbdbd", bold=True)
        border = "#cf6679" if error else "#3a3a3a"
        rr(d, (20, y + 22, 370, y + 70), 8, fill="#1e1e1e", outline=border, width=2 if error else 1)
        text(d, (36, y + 36), value, 16, "#5c5c5c" if placeholder else "#e0e0e0")
        if error:
            text(d, (20, y + 78), error, 13, "#b00020")
            y += 22
        y += 92
    rr(d, (20, y + 10, 370, y + 62), 26, fill="#bb86fc")
    text(d, (195, y + 26), "Continue", 17, "#000000", bold=True, anchor="ma")
    text(d, (195, y + 90), "By continuing you accept the terms.", 12, "#5f5f5f", anchor="ma")
    return im


def segmented_light():
    im = Image.new("RGB", (W, H), "#ffffff")
    d = ImageDraw.Draw(im)
    status_bar(d, "#000000")
    text(d, (20, 56), "Activity", 30, "#111111", bold=True)
    rr(d, (20, 110, 370, 146), 9, fill="#eeeef0")
    for i, label in enumerate(["Day", "Week", "Month"]):
        x0 = 22 + i * 116
        if i == 1:
            rr(d, (x0, 112, x0 + 114, 144), 8, fill="#d7e6ff")
        text(d, (x0 + 57, 120), label, 14, "#1c1c1e", anchor="ma")
    for i in range(7):
        h = [60, 120, 90, 150, 40, 110, 130][i]
        d.rectangle([((40 + i * 46) * S, (380 - h) * S), ((70 + i * 46) * S, 380 * S)], fill="#4c8bf5")
    text(d, (20, 400), "Steps this week: 48,213", 15, "#6b6b6b")
    text(d, (20, 424), "Average is up 12% on last week.", 13, "#a0a0a0")
    for i, (label, on) in enumerate([("Walk", True), ("Run", False), ("Cycle", False), ("Swim", True)]):
        x0 = 20 + i * 88
        rr(d, (x0, 470, x0 + 80, 502), 16, fill="#ffe3d6" if on else "#f2f2f2")
        text(d, (x0 + 40, 478), label, 13, "#2b2b2b", anchor="ma")
    d.line([(0, 780 * S), (W, 780 * S)], fill="#e0e0e0", width=S)
    for i, label in enumerate(["Home", "Activity", "Profile"]):
        cx = 65 + i * 130
        color = "#e8590c" if i == 1 else "#8d8d8d"
        d.ellipse([((cx - 10) * S, 790 * S), ((cx + 10) * S, 810 * S)], fill=color)
        text(d, (cx, 814), label, 11, color, anchor="ma")
    return im


def srgb_to_p3_pixels(im):
    a = np.asarray(im).astype(np.float64) / 255
    lin = np.where(a <= 0.04045, a / 12.92, ((a + 0.055) / 1.055) ** 2.4)
    m = np.array([[0.8224621, 0.177538, 0.0], [0.0331941, 0.9668058, 0.0], [0.0170827, 0.0723974, 0.9105199]])  # sRGB->P3
    p3 = np.clip(lin @ m.T, 0, 1)
    enc = np.where(p3 <= 0.0031308, p3 * 12.92, 1.055 * p3 ** (1 / 2.4) - 0.055)
    return Image.fromarray(np.rint(enc * 255).astype(np.uint8), "RGB")


def status_p3():
    im = Image.new("RGB", (W, H), "#fafafa")
    d = ImageDraw.Draw(im)
    status_bar(d, "#000000")
    text(d, (20, 56), "Deployments", 30, "#111111", bold=True)
    items = [("api-gateway", "Healthy", "#30b050"), ("billing", "Degraded", "#e0a000"), ("search", "Down", "#e03030"),
             ("auth", "Healthy", "#30b050"), ("media", "Healthy", "#30b050")]
    for i, (name, state, color) in enumerate(items):
        y = 120 + i * 72
        rr(d, (16, y, 374, y + 60), 10, fill="#ffffff", outline="#ececec")
        d.ellipse([(32 * S, (y + 24) * S), (44 * S, (y + 36) * S)], fill=color)
        text(d, (56, y + 12), name, 17, "#1a1a1a", bold=True)
        text(d, (56, y + 36), "Updated 4 min ago", 12, "#9b9b9b")
        text(d, (358, y + 20), state, 15, color, anchor="ra")
    return srgb_to_p3_pixels(im)


def card_transparent():
    w, h = 360 * S, 200 * S
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, w - 1, h - 1], radius=20 * S, fill=(255, 255, 255, 255))
    text(d, (20, 20), "Weekly summary", 20, (20, 20, 20, 255), bold=True)
    text(d, (20, 56), "3 tasks overdue, 12 done", 15, (120, 120, 120, 255))
    d.rounded_rectangle([20 * S, 100 * S, 120 * S, 130 * S], radius=15 * S, fill=(0, 122, 255, 90))
    text(d, (70, 107), "New", 14, (0, 122, 255, 255), bold=True, anchor="ma")
    text(d, (20, 160), "Tap to open", 13, (180, 180, 180, 255))
    return im


def main():
    p3_icc = profile("Display P3", [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)], (0.3127, 0.3290), para_srgb())
    settings_light().save(os.path.join(HERE, "settings_light.png"), optimize=True)
    form_dark().save(os.path.join(HERE, "form_dark.png"), optimize=True)
    segmented_light().save(os.path.join(HERE, "segmented_light.png"), optimize=True)
    status_p3().save(os.path.join(HERE, "status_p3.png"), optimize=True, icc_profile=p3_icc)
    card_transparent().save(os.path.join(HERE, "card_transparent.png"), optimize=True)


if __name__ == "__main__":
    main()
