#!/usr/bin/env python3
"""Render press-proof sheets (palconv proof --format html) in headless Chromium and check them.

For every swatch: the centre pixel of its block is the colour it declares (data-rgba), the
strip's probe point is the printed colour it declares (data-printed-rgba), the swatch carries
data-flagged exactly when its verdict says "out of gamut", and its top right corner shows the
flag colour (data-flag-rgba) on flagged swatches and the swatch colour on the others. Uses
check_sheet.py's PNG reader; standard library only.
"""

import argparse
import html
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_sheet import SIZE, TOLERANCE, expected_pixel, read_png  # noqa: E402

CELL = re.compile(
    r'<div class="a swatch"[^>]*data-x="(\d+)" data-y="(\d+)" data-w="(\d+)" data-h="(\d+)" '
    r'data-rgba="#([0-9A-F]{8})"( data-flagged="true")?[^>]*>.*?\n'
    r'<div class="a strip"[^>]*data-probe-x="(\d+)" data-probe-y="(\d+)" '
    r'data-printed-rgba="#([0-9A-F]{8})"[^>]*>.*?\n'
    r'(?:<div class="a flag"[^>]*data-flag-x="(\d+)" data-flag-y="(\d+)" '
    r'data-flag-rgba="#([0-9A-F]{8})"[^>]*></div>\n)?'
    r'<div class="a info"[^>]*><div>[^<]*</div><div title="[^"]*">[^<]*</div><div title="([^"]*)">'
)
FLAG_COLOR = "D7191CFF"


def screenshot(browser, page, width, height, folder):
    shot = os.path.join(folder, "proof.png")
    subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         "--force-device-scale-factor=1", "--force-color-profile=srgb",
         "--default-background-color=FFFFFFFF", "--user-data-dir=" + os.path.join(folder, "profile"),
         "--window-size=%d,%d" % (width, height), "--screenshot=" + shot,
         "file://" + os.path.abspath(page)],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    return read_png(shot)


def check(browser, page):
    text = open(page, encoding="utf-8").read()
    size = SIZE.search(text)
    cells = CELL.findall(text)
    if not size or not cells:
        print("%s: no sheet size or proof swatches found" % page)
        return 0, 1
    with tempfile.TemporaryDirectory() as folder:
        width, height, channels, rows = screenshot(
            browser, page, int(size.group(1)), int(size.group(2)), folder)

    def pixel(x, y):
        return tuple(rows[y][x * channels : x * channels + 3])

    def near(got, want):
        return all(abs(g - e) <= TOLERANCE for g, e in zip(got, want))

    passed = failed = 0
    for x, y, w, h, rgba, flagged, px, py, printed, fx, fy, flag, note in cells:
        x, y, w, h = int(x), int(y), int(w), int(h)
        problems = []
        out = html.unescape(note).startswith("out of gamut")
        if bool(flagged) != out or bool(fx) != out:
            problems.append("flagged %s but the verdict is %r" % (bool(flagged), note))
        if not near(pixel(x + w // 2, y + h // 2 - 20), expected_pixel(rgba)):
            problems.append("block %s, rendered %s" % (rgba, pixel(x + w // 2, y + h // 2 - 20)))
        if not near(pixel(int(px), int(py)), expected_pixel(printed)):
            problems.append("strip %s, rendered %s" % (printed, pixel(int(px), int(py))))
        corner = (x + w - 10, y + 10)
        if out:
            if flag != FLAG_COLOR or not near(pixel(*corner), expected_pixel(FLAG_COLOR)):
                problems.append("flag %s, rendered %s" % (flag, pixel(*corner)))
        elif not near(pixel(*corner), expected_pixel(rgba)):
            problems.append("an unflagged corner rendered %s" % (pixel(*corner),))
        if problems:
            failed += 1
            print("%s: swatch at (%d, %d): %s" % (page, x, y, "; ".join(problems)))
        else:
            passed += 1
    flags = sum(1 for cell in cells if cell[5])
    print("%s: %d swatches (%d flagged), %d passed, %d failed"
          % (os.path.basename(page), len(cells), flags, passed, failed))
    return passed, failed


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--browser", default="chromium")
    parser.add_argument("pages", nargs="+")
    arguments = parser.parse_args()
    passed = failed = 0
    for page in arguments.pages:
        good, bad = check(arguments.browser, page)
        passed += good
        failed += bad
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
