#!/usr/bin/env python3
"""Generates the PNG test images under Fixtures/png/generated/ and their expected colours.

Two kinds of file:
  * pillow-*.png: written by Pillow itself (the modes Pillow can save).
  * crafted-*.png: every colour type and bit depth PNG allows, each plain and Adam7-interlaced,
    with the five filter types used in turn row by row; written by the small encoder below
    (Python's zlib compresses), because Pillow writes neither interlaced images nor every
    depth. Every file is read back with Pillow and must give the pixels this script meant.

expected.tsv has one line per file: the name, the palette palconv must read (an indexed
image's PLTE entries; otherwise the distinct colours that are not fully transparent, in scan
order), and every pixel as 8-bit RGBA, all as rrggbbaa hex separated by commas.

Run from the repository root: python3 Tests/Oracle/png/make_png_fixtures.py (needs Pillow).
"""
import io
import os
import struct
import zlib

from PIL import Image

OUT = os.path.join("Fixtures", "png", "generated")
WIDTH, HEIGHT = 11, 9
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def filter_row(kind, row, prev, bpp):
    out = bytearray([kind])
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prev[i] if prev is not None else 0
        c = prev[i - bpp] if prev is not None and i >= bpp else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - pred) & 0xFF)
    return bytes(out)


def encode(width, height, depth, ctype, pixels, palette=None, trns=None, interlace=False):
    """pixels[y][x] is a tuple of samples at the image depth."""
    channels = CHANNELS[ctype]
    bpp = max(1, depth * channels // 8)
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    raw = bytearray()
    row_number = 0
    for sx, sy, dx, dy in passes:
        xs = list(range(sx, width, dx))
        ys = list(range(sy, height, dy))
        if not xs or not ys:
            continue
        prev = None
        for y in ys:
            row = pack_row([s for x in xs for s in pixels[y][x]], depth)
            raw += filter_row(row_number % 5, row, prev, bpp)
            row_number += 1
            prev = row
    out = b"\x89PNG\r\n\x1a\n"
    out += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, ctype, 0, 0, int(interlace)))
    if palette is not None:
        out += chunk(b"PLTE", b"".join(bytes(c) for c in palette))
    if trns is not None:
        out += chunk(b"tRNS", trns)
    out += chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    out += chunk(b"IEND", b"")
    return out


def hexes(colors):
    return ",".join("%02x%02x%02x%02x" % c for c in colors)


def distinct(rgba_pixels):
    seen, order = set(), []
    for row in rgba_pixels:
        for c in row:
            if c[3] != 0 and c not in seen:
                seen.add(c)
                order.append(c)
    return order


def to8(value, depth):
    if depth == 16:
        return (value * 255 + 32767) // 65535
    return value * 255 // ((1 << depth) - 1)


def check_with_pillow(data, expected_rgba, depth):
    image = Image.open(io.BytesIO(data))
    image.load()
    wide_grey = image.mode.startswith("I")  # Pillow keeps 16-bit grey as integers
    rgba = image if wide_grey else image.convert("RGBA")
    assert rgba.size == (len(expected_rgba[0]), len(expected_rgba))
    for y, row in enumerate(expected_rgba):
        for x, want in enumerate(row):
            got = rgba.getpixel((x, y))
            if wide_grey:
                got = (to8(got, 16),) * 3 + (255,)
            assert got == want, (x, y, got, want, depth, image.mode)


lines = []


def record(name, data, palette, rgba, depth=8, pillow_check=True):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)
    if pillow_check:
        check_with_pillow(data, rgba, depth)
    lines.append("%s\t%s\t%s" % (name, hexes(palette), hexes([c for row in rgba for c in row])))


def pattern(n):
    """A WIDTH × HEIGHT grid of colour numbers 0..n-1 that uses every one."""
    return [[(x * 3 + y * 5 + (x * y) % 3) % n for x in range(WIDTH)] for y in range(HEIGHT)]


os.makedirs(OUT, exist_ok=True)
# 16-bit values v = 257·b + k with small k: the 8-bit value is b both by rounding and by
# taking the high byte (as Pillow does), so Pillow can check these files too.
WIDE = lambda b, k=0: 257 * b + k

for interlace in (False, True):
    tag = "adam7" if interlace else "plain"
    # Greyscale 1, 2, 4, 8, 16.
    for depth in (1, 2, 4, 8, 16):
        n = min(1 << depth, 5)
        levels = [round(i * ((1 << depth) - 1) / (n - 1)) for i in range(n)] if depth < 16 else [WIDE(b) for b in (0, 40, 128, 200, 255)]
        grid = pattern(n)
        pixels = [[(levels[c],) for c in row] for row in grid]
        rgba = [[(to8(p[0], depth),) * 3 + (255,) for p in row] for row in pixels]
        record("crafted-grey%d-%s.png" % (depth, tag), encode(WIDTH, HEIGHT, depth, 0, pixels, interlace=interlace), distinct(rgba), rgba, depth)
    # Truecolour 8, 16.
    colors8 = [(255, 0, 0), (0, 128, 255), (18, 52, 86), (250, 250, 250), (0, 0, 0), (90, 200, 10)]
    for depth in (8, 16):
        grid = pattern(len(colors8))
        pixels = [[tuple(WIDE(v, 7) if depth == 16 and v < 200 else WIDE(v) if depth == 16 else v for v in colors8[c]) for c in row] for row in grid]
        rgba = [[colors8[c] + (255,) for c in row] for row in grid]
        record("crafted-rgb%d-%s.png" % (depth, tag), encode(WIDTH, HEIGHT, depth, 2, pixels, interlace=interlace), distinct(rgba), rgba, depth)
    # Indexed 1, 2, 4, 8.
    for depth in (1, 2, 4, 8):
        n = min(1 << depth, 7)
        palette = [((37 * i) % 256, (91 * i + 13) % 256, (200 - 23 * i) % 256) for i in range(n)]
        alphas = bytes([255, 128, 0][: min(3, n)]) if depth >= 2 else None
        grid = pattern(n)
        pixels = [[(c,) for c in row] for row in grid]
        def alpha(i):
            return alphas[i] if alphas is not None and i < len(alphas) else 255
        rgba = [[palette[c] + (alpha(c),) for c in row] for row in grid]
        entries = [palette[i] + (alpha(i),) for i in range(n)]
        record("crafted-indexed%d-%s.png" % (depth, tag), encode(WIDTH, HEIGHT, depth, 3, pixels, palette=palette, trns=alphas, interlace=interlace), entries, rgba, depth)
    # Greyscale with alpha 8, 16; truecolour with alpha 8, 16.
    for depth in (8, 16):
        grid = pattern(4)
        ga = [(10, 255), (10, 128), (200, 0), (255, 60)]
        pixels = [[tuple(WIDE(v) if depth == 16 else v for v in ga[c]) for c in row] for row in grid]
        rgba = [[(ga[c][0],) * 3 + (ga[c][1],) for c in row] for row in grid]
        record("crafted-greyalpha%d-%s.png" % (depth, tag), encode(WIDTH, HEIGHT, depth, 4, pixels, interlace=interlace), distinct(rgba), rgba, depth)
        ra = [(255, 0, 0, 255), (255, 0, 0, 100), (0, 0, 255, 0), (1, 2, 3, 4), (9, 99, 199, 255)]
        grid = pattern(len(ra))
        pixels = [[tuple(WIDE(v) if depth == 16 else v for v in ra[c]) for c in row] for row in grid]
        rgba = [[ra[c] for c in row] for row in grid]
        record("crafted-rgba%d-%s.png" % (depth, tag), encode(WIDTH, HEIGHT, depth, 6, pixels, interlace=interlace), distinct(rgba), rgba, depth)

# tRNS on greyscale and truecolour: the transparent colour becomes alpha 0 and is not read.
grid = pattern(3)
levels = [0, 100, 255]
pixels = [[(levels[c],) for c in row] for row in grid]
rgba = [[(levels[c],) * 3 + (0 if levels[c] == 100 else 255,) for c in row] for row in grid]
data = encode(WIDTH, HEIGHT, 8, 0, pixels, trns=struct.pack(">H", 100))
record("crafted-grey8-trns.png", data, distinct(rgba), rgba)
colors = [(1, 2, 3), (200, 100, 50), (7, 7, 7)]
pixels = [[colors[c] for c in row] for row in grid]
rgba = [[colors[c] + (0 if c == 1 else 255,) for c in row] for row in grid]
data = encode(WIDTH, HEIGHT, 8, 2, pixels, trns=struct.pack(">HHH", 200, 100, 50))
record("crafted-rgb8-trns.png", data, distinct(rgba), rgba)
# An indexed image that uses 2 of its 5 palette entries: all 5 are the palette.
palette = [(10, 10, 10), (20, 20, 20), (30, 30, 30), (40, 40, 40), (50, 50, 50)]
grid = [[(x + y) % 2 * 3 for x in range(WIDTH)] for y in range(HEIGHT)]
pixels = [[(c,) for c in row] for row in grid]
rgba = [[palette[c] + (255,) for c in row] for row in grid]
record("crafted-indexed8-unused.png", encode(WIDTH, HEIGHT, 8, 3, pixels, palette=palette), [p + (255,) for p in palette], rgba)

# Files Pillow writes itself.
strip = [(0x1a, 0x1c, 0x2c), (0x5d, 0x27, 0x5d), (0xb1, 0x3e, 0x53), (0xef, 0x7d, 0x57), (0xff, 0xcd, 0x75), (0xa7, 0xf0, 0x70), (0x38, 0xb7, 0x64), (0x25, 0x71, 0x79)]


def save(image, **options):
    buffer = io.BytesIO()
    image.save(buffer, "PNG", **options)
    return buffer.getvalue()


# A Lospec-style strip, 1× and 8× (RGB).
for scale in (1, 8):
    image = Image.new("RGB", (len(strip) * scale, scale))
    for i, c in enumerate(strip):
        image.paste(c, (i * scale, 0, (i + 1) * scale, scale))
    rgba = [[strip[x // scale] + (255,) for x in range(len(strip) * scale)] for _ in range(scale)]
    record("pillow-strip-%dx.png" % scale, save(image), [c + (255,) for c in strip], rgba, pillow_check=False)
# Indexed at the depths Pillow chooses from the palette size (2, 4, 16, 256 colours).
for n in (2, 4, 16, 256):
    image = Image.new("P", (16, 16))
    palette = [((i * 7) % 256, (i * 13 + 5) % 256, (255 - i) % 256) for i in range(n)]
    image.putpalette([v for c in palette for v in c])
    image.putdata([(x + 16 * y) % n for y in range(16) for x in range(16)])
    rgba = [[palette[(x + 16 * y) % n] + (255,) for x in range(16)] for y in range(16)]
    record("pillow-indexed-%d.png" % n, save(image, bits={2: 1, 4: 2, 16: 4, 256: 8}[n]), [c + (255,) for c in palette], rgba, pillow_check=False)
# Indexed with per-entry alpha (tRNS).
image = Image.new("P", (4, 1))
image.putpalette([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9])
image.putdata([0, 1, 2, 3])
record("pillow-indexed-trns.png", save(image, transparency=bytes([255, 64, 0])), [(255, 0, 0, 255), (0, 255, 0, 64), (0, 0, 255, 0), (9, 9, 9, 255)], [[(255, 0, 0, 255), (0, 255, 0, 64), (0, 0, 255, 0), (9, 9, 9, 255)]], pillow_check=False)
# Greyscale, 1-bit, grey with alpha, RGBA.
image = Image.new("L", (3, 2))
image.putdata([0, 128, 255, 255, 128, 0])
record("pillow-grey.png", save(image), [(0, 0, 0, 255), (128, 128, 128, 255), (255, 255, 255, 255)], [[(v, v, v, 255) for v in r] for r in ([0, 128, 255], [255, 128, 0])], pillow_check=False)
image = Image.new("1", (5, 1))
image.putdata([0, 255, 255, 0, 255])
record("pillow-bilevel.png", save(image), [(0, 0, 0, 255), (255, 255, 255, 255)], [[(v, v, v, 255) for v in (0, 255, 255, 0, 255)]], pillow_check=False)
image = Image.new("LA", (2, 2))
image.putdata([(10, 255), (10, 0), (90, 128), (10, 255)])
record("pillow-greyalpha.png", save(image), [(10, 10, 10, 255), (90, 90, 90, 128)], [[(10, 10, 10, 255), (10, 10, 10, 0)], [(90, 90, 90, 128), (10, 10, 10, 255)]], pillow_check=False)
image = Image.new("RGBA", (3, 1))
image.putdata([(1, 2, 3, 4), (255, 255, 255, 255), (1, 2, 3, 4)])
record("pillow-rgba.png", save(image), [(1, 2, 3, 4), (255, 255, 255, 255)], [[(1, 2, 3, 4), (255, 255, 255, 255), (1, 2, 3, 4)]], pillow_check=False)
image = Image.new("I;16", (3, 1))
image.putdata([0, 65535, 257 * 100])
record("pillow-grey16.png", save(image), [(0, 0, 0, 255), (255, 255, 255, 255), (100, 100, 100, 255)], [[(0, 0, 0, 255), (255, 255, 255, 255), (100, 100, 100, 255)]], pillow_check=False)

with open(os.path.join(OUT, "expected.tsv"), "w") as f:
    f.write("# file\tpalette (rrggbbaa, comma-separated)\tpixels (rrggbbaa, row by row)\n")
    f.write("\n".join(lines) + "\n")
print("wrote %d images to %s" % (len(lines), OUT))

# A decompression bomb: the header promises a 1000 × 1000 greyscale image (1,001,000 bytes
# of image data) but the stream inflates to 50,000,000 zero bytes.
BAD = os.path.join("Fixtures", "png", "bad")
os.makedirs(BAD, exist_ok=True)
bomb = b"\x89PNG\r\n\x1a\n"
bomb += chunk(b"IHDR", struct.pack(">IIBBBBB", 1000, 1000, 8, 0, 0, 0, 0))
bomb += chunk(b"IDAT", zlib.compress(bytes(50_000_000), 9))
bomb += chunk(b"IEND", b"")
with open(os.path.join(BAD, "bomb.png"), "wb") as f:
    f.write(bomb)
