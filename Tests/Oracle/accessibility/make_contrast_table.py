#!/usr/bin/env python3
"""Writes Fixtures/oracle/contrast-pairs.json, the reference table for palconv's contrast pairs.

The values come from ColorAide (https://facelessuser.github.io/coloraide/), an implementation
independent of palconv: each text colour (8-bit sRGB with 8-bit alpha) is composited over its
background in gamma-encoded sRGB (ColorAide's `layer`, source-over, as browsers blend), a
translucent background first over white, and the WCAG 2.1 contrast ratio is ColorAide's
`wcag21` method. The Swift tests read the JSON; they never run Python. Regenerate with

    pip install -r Tests/Oracle/requirements.txt
    python3 Tests/Oracle/accessibility/make_contrast_table.py

Inputs come from fixed lists plus random.Random(seed) samples, so the output is the same on
every run.
"""

import json
import pathlib
import random
import sys

import coloraide
from coloraide import Color

EXPECTED_COLORAIDE = "8.13.1"
OUTPUT = pathlib.Path(__file__).resolve().parents[3] / "Fixtures" / "oracle" / "contrast-pairs.json"

if coloraide.__version__ != EXPECTED_COLORAIDE:
    print(
        f"warning: coloraide {coloraide.__version__}, table was designed with {EXPECTED_COLORAIDE}",
        file=sys.stderr,
    )


def hex8(rgba):
    return "#" + "".join(f"{v:02x}" for v in rgba)


def color(rgba):
    r, g, b, a = rgba
    return Color("srgb", [r / 255, g / 255, b / 255], a / 255)


def record(text, background):
    bg = color(background)
    if background[3] != 255:
        bg = Color.layer([bg, Color("white")], space="srgb")
    shown = Color.layer([color(text), bg], space="srgb")
    return {
        "text": hex8(text),
        "background": hex8(background),
        "shownText": [round(v, 15) for v in shown.convert("srgb").coords()],
        "shownBackground": [round(v, 15) for v in bg.convert("srgb").coords()],
        "ratio": shown.contrast(bg, method="wcag21"),
    }


def main():
    fixed = [
        ((0, 0, 0, 255), (255, 255, 255, 255)),
        ((255, 255, 255, 255), (0, 0, 0, 255)),
        ((0x76, 0x76, 0x76, 255), (255, 255, 255, 255)),
        ((0x77, 0x77, 0x77, 255), (255, 255, 255, 255)),
        ((0, 0, 0, 0x66), (255, 255, 255, 255)),
        ((0, 0, 0, 0), (255, 255, 255, 255)),
        ((255, 0, 0, 128), (0, 0, 255, 255)),
        ((255, 255, 255, 128), (0x12, 0x34, 0x56, 128)),
        ((0x12, 0x34, 0x56, 255), (0, 0, 0, 0)),
    ]
    rng = random.Random(20)
    pairs = list(fixed)
    for _ in range(500):
        text = tuple(rng.randrange(256) for _ in range(3)) + (rng.choice([255, 255, rng.randrange(256)]),)
        background = tuple(rng.randrange(256) for _ in range(3)) + (rng.choice([255, 255, 255, rng.randrange(256)]),)
        pairs.append((text, background))
    table = {
        "oracle": {"name": "coloraide", "version": coloraide.__version__},
        "pairs": [record(t, b) for t, b in pairs],
    }
    OUTPUT.write_text(json.dumps(table, indent=1) + "\n")


if __name__ == "__main__":
    main()
