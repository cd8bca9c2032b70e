#!/usr/bin/env python3
"""Independent check of Legible's Primer figures (standard library only).

Resolves a few of Primer's functional tokens straight from the DTCG files, the way Primer's
themes are built (base scales per theme; org.primer.overrides per theme, a high-contrast
theme falling back to its base theme's override), and prints the WCAG ratios. The expected
figures in PrimerPolicyTests.swift are this script's output:
    python3 Tests/PaletteReviewTests/Fixtures/verify_primer.py Tests/PaletteReviewTests/Fixtures/palettes-real/dtcg-examples
"""
import json, os, sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "palettes-real/dtcg-examples")
P = os.path.join(root, "github-primer")
THEMES = {
    "light": (["base/color/light/light.tokens.json"], None),
    "light-hc": (["base/color/light/light.tokens.json", "base/color/light/light.high-contrast.tokens.json"], "light-high-contrast"),
    "dark": (["base/color/dark/dark.tokens.json"], "dark"),
    "dark-hc": (["base/color/dark/dark.tokens.json", "base/color/dark/dark.high-contrast.tokens.json"], "dark-high-contrast"),
}
FUNCTIONAL = ["functional/color/fgColor.tokens.json", "functional/color/bgColor.tokens.json"]


def flatten(o, prefix, out):
    for k, v in o.items():
        if k.startswith("$"):
            continue
        path = prefix + k
        if isinstance(v, dict) and "$value" in v:
            out[path] = v
        elif isinstance(v, dict):
            flatten(v, path + ".", out)


def load(files):
    out = {}
    for f in files:
        flatten(json.load(open(os.path.join(P, f))), "", out)
    return out


def value(tokens, path, override_key):
    t = tokens[path]
    v = t["$value"]
    overrides = t.get("$extensions", {}).get("org.primer.overrides", {})
    key = override_key
    while key:
        if key in overrides:
            o = overrides[key]
            v = o["$value"] if isinstance(o, dict) and "$value" in o else o
            break
        key = key[: -len("-high-contrast")] if key.endswith("-high-contrast") else None
    if isinstance(v, str) and v.startswith("{"):
        return value(tokens, v[1:-1], override_key)
    if isinstance(v, dict):
        return tuple(v["components"])
    raise ValueError(v)


def lum(c):
    f = lambda x: x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4
    r, g, b = (f(x) for x in c)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


PAIRS = [("fgColor.default", "bgColor.default"), ("fgColor.muted", "bgColor.muted"),
         ("fgColor.onEmphasis", "bgColor.accent.emphasis"), ("fgColor.danger", "bgColor.default")]
for theme, (bases, key) in THEMES.items():
    tokens = load(bases + FUNCTIONAL)
    for fg, bg in PAIRS:
        a, b = lum(value(tokens, fg, key)), lum(value(tokens, bg, key))
        print(f"{theme:9} {fg} on {bg}: {(max(a, b) + 0.05) / (min(a, b) + 0.05):.6f}")
