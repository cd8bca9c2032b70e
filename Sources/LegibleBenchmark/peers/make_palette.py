#!/usr/bin/env python3
"""Writes the palette benchmark input: 5,000 tokens x 4 variants, 20,000 pairs, 20 state
groups, in Legible's palette format. Deterministic (seeded). Usage: make_palette.py OUT

Like a design system's: foregrounds dark and backgrounds light in the light variants (the
reverse in dark), so most pairs pass and a few percent fail, as in real palettes; random
colors would make half of all pairs fail and measure report writing instead of checking."""
import json, random, sys

rng = random.Random(4242)
def color():
    return "#%02x%02x%02x" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))

def shade(lo, hi):
    base = rng.uniform(lo, hi)
    return "#" + "".join("%02x" % max(0, min(255, int(255 * (base + rng.uniform(-0.08, 0.08))))) for _ in range(3))

def toward(hex_color, target, t):
    c = [int(hex_color[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join("%02x" % round(x + (target - x) * t) for x in c)

variants = {}
for v in ["standard", "dark"]:
    dark = v == "dark"
    fg = {f"t{i}": shade(0.62, 1.0) if dark else shade(0.0, 0.45) for i in range(2500)}
    bg = {f"s{i}": shade(0.0, 0.2) if dark else shade(0.82, 1.0) for i in range(2500)}
    variants[v] = {"fg": fg, "bg": bg}
    # Increased contrast pushes foregrounds and backgrounds apart, as design systems do.
    far, near = (255, 0) if dark else (0, 255)
    variants["darkIncreasedContrast" if dark else "increasedContrast"] = {
        "fg": {k: toward(c, far, 0.45) for k, c in fg.items()},
        "bg": {k: toward(c, near, 0.45) for k, c in bg.items()},
    }
pairs = [{"foreground": f"fg.t{rng.randrange(2500)}", "background": f"bg.s{rng.randrange(2500)}",
          "use": rng.choice(["text", "text", "largeText", "ui"])} for _ in range(20000)]
groups = [{"name": f"g{i}", "members": [f"fg.t{rng.randrange(2500)}" for _ in range(5)]} for i in range(20)]
json.dump({"name": "benchmark", "variants": variants, "pairs": pairs, "stateGroups": groups}, open(sys.argv[1], "w"))
