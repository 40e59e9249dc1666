#!/usr/bin/env python3
"""Render visual diffs (palconv diff --format html|svg) in headless Chromium, in the light and
the dark theme, and check the page background and the centre pixel of every colour chip.

Each chip carries data-x, data-y, data-w, data-h (CSS pixels) and data-rgba (#RRGGBBAA); the
root element carries data-width, data-height and the page background of each theme,
data-light-background and data-dark-background. The expected chip pixel is its colour
composited over the background of the theme rendered. The dark theme is emulated with Blink's
preferredColorScheme setting, as check_appearance.py does. Uses only the Python standard
library.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_sheet import SWATCH, TOLERANCE, read_png  # noqa: E402

SIZE = re.compile(r'data-width="(\d+)" data-height="(\d+)"')
BACKGROUNDS = re.compile(
    r'data-light-background="#([0-9A-Fa-f]{6})" data-dark-background="#([0-9A-Fa-f]{6})"'
)


def rgb(text):
    return tuple(int(text[i : i + 2], 16) for i in (0, 2, 4))


def composite(rgba, background):
    values = [int(rgba[i : i + 2], 16) for i in range(0, 8, 2)]
    alpha = values[3] / 255.0
    return tuple(round(c * alpha + b * (1 - alpha)) for c, b in zip(values[:3], background))


def close(got, want):
    return all(abs(g - w) <= TOLERANCE for g, w in zip(got, want))


def render(browser, page, width, height, dark, folder):
    shot = os.path.join(folder, "shot.png")
    subprocess.run(
        [
            browser,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            "--force-color-profile=srgb",
            "--blink-settings=preferredColorScheme=%d" % (0 if dark else 1),
            "--user-data-dir=" + os.path.join(folder, "profile"),
            "--window-size=%d,%d" % (width, height),
            "--screenshot=" + shot,
            "file://" + os.path.abspath(page),
        ],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        timeout=120,
    )
    return read_png(shot)


def check(browser, page):
    text = open(page, encoding="utf-8").read()
    size = SIZE.search(text)
    backgrounds = BACKGROUNDS.search(text)
    chips = SWATCH.findall(text)
    if not size or not backgrounds or not chips:
        print("%s: no size, theme backgrounds or chips found" % page)
        return 0, 1
    width, height = int(size.group(1)), int(size.group(2))
    passed = failed = 0
    for dark in (False, True):
        theme = "dark" if dark else "light"
        background = rgb(backgrounds.group(2 if dark else 1))
        with tempfile.TemporaryDirectory() as folder:
            image_width, image_height, channels, rows = render(browser, page, width, height, dark, folder)
        # The page's top left corner is bare background.
        corner = tuple(rows[2][2 * channels : 2 * channels + 3])
        if close(corner, background):
            passed += 1
        else:
            failed += 1
            print("%s (%s): background expected %s, rendered %s" % (page, theme, background, corner))
        for x, y, w, h, rgba in chips:
            cx, cy = int(x) + int(w) // 2, int(y) + int(h) // 2
            want = composite(rgba, background)
            if cx >= image_width or cy >= image_height:
                failed += 1
                print("%s (%s): chip at (%s, %s) is outside the screenshot" % (page, theme, x, y))
                continue
            got = tuple(rows[cy][cx * channels : cx * channels + 3])
            if close(got, want):
                passed += 1
            else:
                failed += 1
                print("%s (%s): chip #%s at (%d, %d): expected %s, rendered %s" % (page, theme, rgba, cx, cy, want, got))
    print("%s: %d chips, light and dark, %d passed, %d failed" % (os.path.basename(page), len(chips), passed, failed))
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
