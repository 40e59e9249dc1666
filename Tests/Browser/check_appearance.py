#!/usr/bin/env python3
"""Render style sheets with dark variants in headless Chromium, light and dark, and check that
every custom property computes to the colour palconv gives it in that appearance.

The expected colours come from a palconv palette document (the JSON palconv reads from the
style sheet): each swatch's "hex", and its "appearances" "dark" variant (the light colour when
it has none). Only 8-bit sRGB colours ("hex") are checked. The dark appearance is emulated
with Blink's preferredColorScheme setting; Chromium has no switch for prefers-contrast, so the
high-contrast blocks are not rendered here.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_sheet import TOLERANCE, read_png  # noqa: E402

CELL = 20


def expectations(document):
    """(name, light RGB, dark RGB) for every swatch whose colours are all hex."""
    result = []
    for group in document["groups"]:
        for swatch in group["swatches"]:
            if "hex" not in swatch:
                continue
            dark = swatch.get("appearances", {}).get("dark", {"hex": swatch["hex"]})
            if "hex" not in dark:
                continue
            rgb = lambda text: tuple(int(text[i : i + 2], 16) for i in (1, 3, 5))
            result.append((swatch["name"], rgb(swatch["hex"]), rgb(dark["hex"])))
    return result


def render(browser, sheet, names, dark, folder):
    page = os.path.join(folder, "page.html")
    cells = "".join(
        '<div style="left:%dpx;background:var(--%s)"></div>' % (index * CELL, name)
        for index, name in enumerate(names)
    )
    with open(page, "w", encoding="utf-8") as out:
        out.write(
            '<!DOCTYPE html><html><head><link rel="stylesheet" href="file://%s">'
            "<style>html,body{margin:0;background:#fff}div{position:absolute;top:0;"
            "width:%dpx;height:%dpx}</style></head><body>%s</body></html>"
            % (os.path.abspath(sheet), CELL, CELL, cells)
        )
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
            "--allow-file-access-from-files",
            "--blink-settings=preferredColorScheme=%d" % (0 if dark else 1),
            "--user-data-dir=" + os.path.join(folder, "profile"),
            "--window-size=%d,%d" % (max(1, len(names)) * CELL, CELL),
            "--screenshot=" + shot,
            "file://" + page,
        ],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        timeout=120,
    )
    width, height, channels, rows = read_png(shot)
    middle = CELL // 2
    return [
        tuple(rows[middle][(index * CELL + middle) * channels :][:3]) for index in range(len(names))
    ]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--browser", default="chromium")
    parser.add_argument("palette", help="the palconv JSON of the style sheets")
    parser.add_argument("sheets", nargs="+")
    arguments = parser.parse_args()
    with open(arguments.palette, encoding="utf-8") as source:
        expected = expectations(json.load(source))
    names = [name for name, _, _ in expected]
    passed = failed = 0
    for sheet in arguments.sheets:
        for dark in (False, True):
            with tempfile.TemporaryDirectory() as folder:
                got = render(arguments.browser, sheet, names, dark, folder)
            for (name, light, dark_rgb), pixel in zip(expected, got):
                want = dark_rgb if dark else light
                if all(abs(g - w) <= TOLERANCE for g, w in zip(pixel, want)):
                    passed += 1
                else:
                    failed += 1
                    print(
                        "%s (%s): --%s expected %s, rendered %s"
                        % (os.path.basename(sheet), "dark" if dark else "light", name, want, pixel)
                    )
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
