#!/usr/bin/env python3
"""Render swatch sheets in headless Chromium and check each swatch's centre pixel.

Each swatch in a sheet carries data-x, data-y, data-w, data-h (CSS pixels) and data-rgba
(#RRGGBBAA); the root element carries data-width and data-height. The expected pixel is the
colour composited over the white page. Uses only the Python standard library (PNG decoding
included).
"""

import argparse
import os
import re
import struct
import subprocess
import sys
import tempfile
import zlib

TOLERANCE = 2

SWATCH = re.compile(
    r'data-x="(\d+)" data-y="(\d+)" data-w="(\d+)" data-h="(\d+)" data-rgba="#([0-9A-Fa-f]{8})"'
)
SIZE = re.compile(r'data-width="(\d+)" data-height="(\d+)"')


def read_png(path):
    """Return (width, height, rows) where rows[y] is a bytes row of RGB(A) pixels."""
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    offset = 8
    idat = b""
    width = height = depth = color_type = interlace = None
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset : offset + 4])
        kind = data[offset + 4 : offset + 8]
        body = data[offset + 8 : offset + 8 + length]
        offset += 12 + length
        if kind == b"IHDR":
            width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    if depth != 8 or color_type not in (2, 6) or interlace != 0:
        raise ValueError("unsupported PNG: depth %s, colour type %s" % (depth, color_type))
    channels = 3 if color_type == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    position = 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1 : position + 1 + stride])
        position += 1 + stride
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 0xFF
        elif kind == 2:
            for i in range(stride):
                line[i] = (line[i] + previous[i]) & 0xFF
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + predictor) & 0xFF
        elif kind != 0:
            raise ValueError("bad PNG filter %d" % kind)
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def expected_pixel(rgba):
    values = [int(rgba[i : i + 2], 16) for i in range(0, 8, 2)]
    alpha = values[3] / 255.0
    return tuple(round(c * alpha + 255 * (1 - alpha)) for c in values[:3])


def check(browser, sheet):
    text = open(sheet, encoding="utf-8").read()
    size = SIZE.search(text)
    swatches = SWATCH.findall(text)
    if not size or not swatches:
        print("%s: no sheet size or swatches found" % sheet)
        return 0, 1
    width, height = int(size.group(1)), int(size.group(2))
    with tempfile.TemporaryDirectory() as folder:
        shot = os.path.join(folder, "sheet.png")
        command = [
            browser,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            "--force-color-profile=srgb",
            "--default-background-color=FFFFFFFF",
            "--user-data-dir=" + os.path.join(folder, "profile"),
            "--window-size=%d,%d" % (width, height),
            "--screenshot=" + shot,
            "file://" + os.path.abspath(sheet),
        ]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
        image_width, image_height, channels, rows = read_png(shot)
    passed = failed = 0
    for x, y, w, h, rgba in swatches:
        cx, cy = int(x) + int(w) // 2, int(y) + int(h) // 2
        want = expected_pixel(rgba)
        if cx >= image_width or cy >= image_height:
            print("%s: swatch at (%s, %s) is outside the %dx%d screenshot" % (sheet, x, y, image_width, image_height))
            failed += 1
            continue
        start = cx * channels
        got = tuple(rows[cy][start : start + 3])
        if all(abs(g - e) <= TOLERANCE for g, e in zip(got, want)):
            passed += 1
        else:
            print("%s: swatch #%s at (%d, %d): expected %s, rendered %s" % (sheet, rgba, cx, cy, want, got))
            failed += 1
    print("%s: %d swatches, %d passed, %d failed" % (os.path.basename(sheet), len(swatches), passed, failed))
    return passed, failed


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--browser", default="chromium")
    parser.add_argument("sheets", nargs="+")
    arguments = parser.parse_args()
    passed = failed = 0
    for sheet in arguments.sheets:
        good, bad = check(arguments.browser, sheet)
        passed += good
        failed += bad
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
