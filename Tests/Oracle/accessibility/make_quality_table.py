#!/usr/bin/env python3
"""Writes Fixtures/oracle/palette-quality.json, the reference for `palconv inspect --quality`
and `Palette.quality()`: for real palettes, the closest two colours under normal vision and the
three dichromacies, and the OKLab lightness range.

Each colour is simulated by implementations independent of palconv (as make_cvd_table.py does:
colorspacious for Machado 2009 protanopia and deuteranopia at severity 1, DaltonLens for
Brettel 1997 tritanopia), clipped to 0...1, and converted to OKLab by ColorAide. Every pair is
compared (ΔEOK, the Euclidean distance in OKLab); the closest pair is the smallest distance,
the lowest indices among equals. Regenerate with

    pip install -r Tests/Oracle/requirements.txt
    python3 Tests/Oracle/accessibility/make_quality_table.py
"""

import json
import math
import pathlib

import numpy as np
from coloraide import Color
from colorspacious import cspace_convert
from daltonlens import convert, simulate

ROOT = pathlib.Path(__file__).resolve().parents[3]
OUTPUT = ROOT / "Fixtures" / "oracle" / "palette-quality.json"
PALETTES = ["Fixtures/gpl/real/atari-800xl-palette.gpl", "Fixtures/gpl/real/slso8.gpl"]

BRETTEL = simulate.Simulator_Brettel1997(convert.LMSModel_sRGB_SmithPokorny75())


def clipped(values):
    return [float(min(max(v, 0.0), 1.0)) for v in values]


def machado(rgb, kind):
    space = {"name": "sRGB1+CVD", "cvd_type": kind, "severity": 100}
    return clipped(cspace_convert(np.array(rgb), space, "sRGB1"))


def brettel(rgb):
    linear = convert.linearRGB_from_sRGB(np.array([[rgb]], dtype=np.float64))
    seen = BRETTEL._simulate_cvd_linear_rgb(linear, simulate.Deficiency.TRITAN, 1.0)
    return clipped(convert.sRGB_from_linearRGB(np.clip(seen, 0.0, 1.0))[0][0])


def oklab(rgb):
    return Color("srgb", rgb).convert("oklab").coords()


def gpl_colours(path):
    colours = []
    for line in (ROOT / path).read_text().splitlines()[1:]:
        parts = line.split()
        if len(parts) >= 3 and all(p.isdigit() for p in parts[:3]):
            colours.append([int(p) / 255 for p in parts[:3]])
    return colours


def closest(points):
    best = (math.inf, 0, 0)
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            d = math.dist(points[i], points[j])
            if d < best[0]:
                best = (d, i, j)
    return {"deltaEOK": round(best[0], 9), "first": best[1], "second": best[2]}


def main():
    palettes = []
    for path in PALETTES:
        colours = gpl_colours(path)
        views = {
            "normal": [oklab(c) for c in colours],
            "protanopia": [oklab(machado(c, "protanomaly")) for c in colours],
            "deuteranopia": [oklab(machado(c, "deuteranomaly")) for c in colours],
            "tritanopia": [oklab(brettel(c)) for c in colours],
        }
        lightness = [v[0] for v in views["normal"]]
        palettes.append({
            "path": path,
            "colors": len(colours),
            "closest": {vision: closest(points) for vision, points in views.items()},
            "lightness": [round(min(lightness), 9), round(max(lightness), 9)],
        })
    OUTPUT.write_text(json.dumps({"palettes": palettes}, indent=1) + "\n")


if __name__ == "__main__":
    main()
