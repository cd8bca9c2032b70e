#!/usr/bin/env python3
"""Color-managed PNG fixtures and their expected sRGB pixels, from an independent CMM.

Run from this folder: pip install pillow numpy; python3 generate_color_managed.py

Writes, with the same 16x16 grid of test colors (including saturated colors outside sRGB):
- p3_icc.png      Display P3 matrix/TRC ICC profile (parametric sRGB curve, like Apple's)
- adobergb_icc.png  Adobe RGB (1998)-like ICC profile with a 'curv' gamma of 563/256
- p3_cicp.png     no ICC, a cICP chunk: primaries 12 (P3-D65), transfer 13 (sRGB)
- color_managed_expected.tsv: file, base64 of the expected 8-bit sRGB RGB pixels,
  converted by LittleCMS through Pillow's ImageCms (relative colorimetric, which for
  matrix/TRC profiles is the plain matrix conversion). The cICP file expects the same
  pixels as p3_icc.png.
The profiles are written by this script (ICC v2 layout), so no profile file is needed.
"""
import base64, io, struct, zlib
import numpy as np
from PIL import Image, ImageCms

D50 = (0.9642, 1.0, 0.8249)


def s15(v):
    return struct.pack(">i", int(round(v * 65536)))


def xyz_tag(x, y, z):
    return b"XYZ " + b"\0" * 4 + s15(x) + s15(y) + s15(z)


def bradford_to_d50(white_xyz):
    m = np.array([[0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296]])
    s = m @ np.array(white_xyz)
    t = m @ np.array(D50)
    return np.linalg.inv(m) @ np.diag(t / s) @ m


def colorants(primaries, white):
    def xyz(x, y):
        return np.array([x / y, 1.0, (1 - x - y) / y])
    p = np.stack([xyz(*c) for c in primaries], axis=1)
    w = xyz(*white)
    s = np.linalg.solve(p, w)
    m = p * s  # columns: XYZ of R, G, B (D65)
    return bradford_to_d50(w) @ m


def profile(description, primaries, white, trc_tag):
    m = colorants(primaries, white)
    desc = description.encode("ascii")
    desc_tag = b"desc" + b"\0" * 4 + struct.pack(">I", len(desc) + 1) + desc + b"\0" + b"\0" * 79
    tags = [
        (b"desc", desc_tag),
        (b"wtpt", xyz_tag(*D50)),
        (b"rXYZ", xyz_tag(*m[:, 0])),
        (b"gXYZ", xyz_tag(*m[:, 1])),
        (b"bXYZ", xyz_tag(*m[:, 2])),
        (b"rTRC", trc_tag),
        (b"gTRC", trc_tag),
        (b"bTRC", trc_tag),
        (b"cprt", b"text" + b"\0" * 4 + b"CC0 test profile\0"),
    ]
    offset = 128 + 4 + 12 * len(tags)
    table, data = b"", b""
    for sig, body in tags:
        while (offset + len(data)) % 4:
            data += b"\0"
        table += sig + struct.pack(">II", offset + len(data), len(body))
        data += body
    size = offset + len(data)
    header = struct.pack(">I", size) + b"lcms" + struct.pack(">I", 0x02100000) + b"mntrRGB XYZ "
    header += b"\0" * 12 + b"acsp" + b"APPL" + b"\0" * 4 + b"\0" * 8 + b"\0" * 8 + b"\0" * 4
    header += s15(D50[0]) + s15(D50[1]) + s15(D50[2]) + b"lcms" + b"\0" * 44
    assert len(header) == 128, len(header)
    return header + struct.pack(">I", len(tags)) + table + data


def para_srgb():
    # ICC parametric type 3: Y = (aX + b)^g for X >= d, else cX (the sRGB curve).
    return b"para" + b"\0" * 4 + struct.pack(">H", 3) + b"\0\0" + b"".join(
        s15(v) for v in (2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045))


def curv_gamma(g):
    return b"curv" + b"\0" * 4 + struct.pack(">I", 1) + struct.pack(">H", int(round(g * 256))) + b"\0\0"


def grid():
    values = [0, 17, 34, 51, 68, 85, 102, 119, 136, 153, 170, 187, 204, 221, 238, 255]
    px = np.zeros((16, 16, 3), dtype=np.uint8)
    for y in range(16):
        for x in range(16):
            px[y, x] = (values[x], values[(x * 7 + y * 3) % 16], values[y])
    px[0, 0], px[0, 1], px[0, 2] = (255, 0, 0), (0, 255, 0), (0, 0, 255)  # P3 primaries: outside sRGB
    return Image.fromarray(px, "RGB")


def add_cicp(png_bytes, code_points):
    def chunk(kind, body):
        c = struct.pack(">I", len(body)) + kind + body
        return c + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    ihdr_end = 8 + 8 + 13 + 4
    return png_bytes[:ihdr_end] + chunk(b"cICP", bytes(code_points)) + png_bytes[ihdr_end:]


def main():
    image = grid()
    srgb = ImageCms.createProfile("sRGB")
    p3 = profile("Display P3 (Legible test)", [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)], (0.3127, 0.3290), para_srgb())
    adobe = profile("Adobe RGB-like (Legible test)", [(0.64, 0.33), (0.21, 0.71), (0.15, 0.06)], (0.3127, 0.3290), curv_gamma(563 / 256))
    rows = []
    for name, icc in (("p3_icc.png", p3), ("adobergb_icc.png", adobe)):
        image.save(name, icc_profile=icc)
        src = ImageCms.ImageCmsProfile(io.BytesIO(icc))
        out = ImageCms.profileToProfile(image, src, srgb, renderingIntent=ImageCms.Intent.RELATIVE_COLORIMETRIC)
        rows.append((name, out.tobytes()))
    plain = io.BytesIO()
    image.save(plain, format="PNG")
    with open("p3_cicp.png", "wb") as f:
        f.write(add_cicp(plain.getvalue(), (12, 13, 0, 1)))
    rows.append(("p3_cicp.png", rows[0][1]))
    with open("color_managed_expected.tsv", "w") as f:
        f.write("# expected sRGB RGB8 pixels (LittleCMS via Pillow ImageCms); generated by generate_color_managed.py\n")
        for name, data in rows:
            f.write(f"{name}\t{base64.b64encode(data).decode()}\n")


if __name__ == "__main__":
    main()
