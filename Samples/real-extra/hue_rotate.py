#!/usr/bin/env python3
"""Rotate every color of screens-real-dev's pages in OKLab (lightness and chroma kept, the hue
turned by each given angle) and copy their ground truth, as a check that the color-only rule
does not hang on particular hues (a theme's primary color). The color-only labels stay valid
under the rotation; the contrast ratios do not (out-of-gamut colors are clipped), so only the
color-only columns of the score mean anything.

  python3 hue_rotate.py OUT 60 120 180 240 300     # needs numpy and Pillow
  for a in 60 120 180 240 300; do
    legible scan OUT/r$a/*.png --json-dir J$a --fail-on never
    python3 $SHARED/screens-real-dev/score.py J$a --pages OUT/r$a --out S$a   # neutral row, last 3 columns
  done
"""
import glob
import os
import shutil
import sys

import numpy as np
from PIL import Image

SRC = os.environ.get('SCREENS_REAL_DEV', '/work/shared/screens-real-dev')
M1 = np.array([[0.4122214708, 0.5363325363, 0.0514459929], [0.2119034982, 0.6806995451, 0.1073969566],
               [0.0883024619, 0.2817188376, 0.6299787005]])
M2 = np.array([[0.2104542553, 0.7936177850, -0.0040720468], [1.9779984951, -2.4285922050, 0.4505937099],
               [0.0259040371, 0.7827717662, -0.8086757660]])


def to_linear(c):
    c = c / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def to_srgb(c):
    c = np.clip(c, 0, 1)
    return np.where(c <= 0.0031308, 12.92 * c, 1.055 * np.power(c, 1 / 2.4) - 0.055) * 255


def main():
    out, angles = sys.argv[1], [int(a) for a in sys.argv[2:]]
    for angle in angles:
        folder = os.path.join(out, f'r{angle}')
        os.makedirs(folder, exist_ok=True)
        t = np.radians(angle)
        rotation = np.array([[1, 0, 0], [0, np.cos(t), -np.sin(t)], [0, np.sin(t), np.cos(t)]])
        for f in sorted(glob.glob(os.path.join(SRC, 'r*.png'))):
            rgb = np.asarray(Image.open(f).convert('RGB')).astype(np.float64)
            lab = np.cbrt(to_linear(rgb) @ M1.T) @ M2.T @ rotation.T
            linear = ((lab @ np.linalg.inv(M2).T) ** 3) @ np.linalg.inv(M1).T
            Image.fromarray(np.round(to_srgb(linear)).astype(np.uint8)).save(os.path.join(folder, os.path.basename(f)))
            shutil.copy(f[:-4] + '.json', folder)


if __name__ == '__main__':
    main()
