#!/usr/bin/env python3
"""Writes Fixtures/oracle/color-conversions.json, the reference table for palconv's colour maths.

The values come from ColorAide (https://facelessuser.github.io/coloraide/), an implementation
independent of palconv. The Swift tests read the JSON; they never run Python. Regenerate with

    pip install -r Tests/Oracle/requirements.txt
    python3 Tests/Oracle/make_color_table.py

Every input is a float32 value, so PaletteColor (which stores Float) holds it exactly. Inputs
come from fixed grids plus random.Random(seed) samples, so the output is the same on every run.

Naive CMYK and the sRGB -> gray rule are not colour science and ColorAide has no such spaces:
those columns are computed here from their published formulas (CMYK: R = (1 - C)(1 - K) and
K = 1 - max(R, G, B); gray: the sRGB-encoded relative luminance, with the luminance and the
encoding taken from ColorAide).
"""

import json
import math
import pathlib
import random
import struct
import sys

import coloraide
from coloraide import Color as _Color
from coloraide.cat import WHITES
from coloraide.spaces.srgb import inverse_eotf_srgb

EXPECTED_COLORAIDE = "8.13.1"
OUTPUT = pathlib.Path(__file__).resolve().parents[2] / "Fixtures" / "oracle" / "color-conversions.json"


class Color(_Color):
    """ColorAide configured as palconv: Bradford adaptation, CSS gamut mapping, ΔE2000 on D50 Lab."""

    CHROMATIC_ADAPTATION = "bradford"
    FIT = "oklch-chroma"


# palconv uses the CSS Color 4 white points (4-figure chromaticities) and Bradford; refuse to
# write a table computed with anything else.
assert WHITES["2deg"]["D50"] == (0.34570, 0.35850), WHITES["2deg"]["D50"]
assert WHITES["2deg"]["D65"] == (0.31270, 0.32900), WHITES["2deg"]["D65"]
assert Color.CS_MAP["lab"].WHITE == WHITES["2deg"]["D50"]
assert Color.CS_MAP["lch"].WHITE == WHITES["2deg"]["D50"]
assert Color.CS_MAP["xyz-d50"].WHITE == WHITES["2deg"]["D50"]
assert Color.CS_MAP["oklab"].WHITE == WHITES["2deg"]["D65"]
if coloraide.__version__ != EXPECTED_COLORAIDE:
    print(
        f"warning: coloraide {coloraide.__version__}, table was designed with {EXPECTED_COLORAIDE}",
        file=sys.stderr,
    )


def f32(x):
    """The nearest float32 value, as a Python float."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def v32(values):
    return [f32(v) for v in values]


def coords(color, space):
    """Coordinates in `space`, hue left as computed (no achromatic NaN)."""
    values = color.convert(space, norm=False).coords(nans=False)
    for v in values:
        if not math.isfinite(v):
            raise ValueError(f"non-finite value converting {color} to {space}")
    return values


def mapped_srgb(color):
    """CSS Color 4 gamut mapping (binary search on OKLCH chroma, ΔEOK, JND 0.02) into sRGB."""
    return coords(color.clone().fit("srgb", method="oklch-chroma"), "srgb")


def in_unit_cube(rgb):
    return all(0.0 <= v <= 1.0 for v in rgb)


# Published formulas without an oracle: naive CMYK and the gray rule.


def naive_cmyk_to_srgb(c, m, y, k):
    return [(1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)]


def naive_srgb_to_cmyk(r, g, b):
    k = 1 - max(r, g, b)
    if k >= 1:
        return [0.0, 0.0, 0.0, 1.0]
    s = 1 - k
    return [(1 - r - k) / s, (1 - g - k) / s, (1 - b - k) / s, k]


def gray_from_srgb(color):
    return inverse_eotf_srgb([color.luminance()])[0]


# MARK: inputs


def srgb_inputs():
    out = []
    steps = [0.0, 0.25, 0.5, 0.75, 1.0]
    for r in steps:
        for g in steps:
            for b in steps:
                out.append([r, g, b])
    for v in range(0, 256, 17):  # 8-bit greys
        out.append([v / 255] * 3)
    for v in [0.04, 0.04045, 0.0405, 10 / 255, 11 / 255, 1e-6, 0.999999]:  # around the curve's knee
        out.append([v, 0.5, 1 - v])
    rng = random.Random(20240501)
    for _ in range(220):  # 8-bit colours, as most palette files hold
        out.append([rng.randrange(256) / 255 for _ in range(3)])
    for _ in range(150):  # arbitrary floats
        out.append([rng.random() for _ in range(3)])
    for _ in range(24):  # extended-range sRGB (wide-gamut colours stored unclamped)
        out.append([rng.uniform(-0.3, 1.3) for _ in range(3)])
    return [v32(v) for v in out]


def lab_inputs():
    out = [
        [0, 0, 0], [50, 0, 0], [100, 0, 0], [8, -1, -7], [60, -35, -5], [30, 60, -90],
        [54.2905, 80.8049, 69.8910], [87.8185, -79.2711, 80.9946], [29.5683, 68.2874, -112.0297],
        [5, 0, 0], [7.9, 0, 0], [8.1, 0, 0],  # the L = 8 (kappa * epsilon) knee
        [50, 120, 0], [50, -120, 0], [50, 0, 120], [50, 0, -120], [95, -10, 90], [20, 40, -80],
    ]
    rng = random.Random(20240502)
    for _ in range(160):
        out.append([rng.uniform(0, 100), rng.uniform(-128, 127), rng.uniform(-128, 127)])
    return [v32(v) for v in out]


def oklch_inputs():
    out = [
        [0, 0, 0], [1, 0, 0], [0.5, 0, 0], [1, 0.2, 30], [0, 0.2, 30], [1.05, 0.1, 200],
        [-0.05, 0.1, 200], [0.7, 0.4, 0], [0.7, 0.4, 359.5], [0.628, 0.2577, 29.23],
        [0.9, 0.3, 110], [0.3, 0.3, 265], [0.5, 0.37, 145], [0.8, 0.05, 720], [0.6, 0.1, -60],
    ]
    rng = random.Random(20240503)
    for _ in range(230):
        out.append([rng.uniform(0.02, 0.98), rng.uniform(0, 0.4), rng.uniform(0, 360)])
    return [v32(v) for v in out]


def p3_inputs():
    out = []
    for r in (0.0, 1.0):
        for g in (0.0, 1.0):
            for b in (0.0, 1.0):
                out.append([r, g, b])
    out += [[0.5, 0.5, 0.5], [1, 0.5, 0], [0.2, 0.9, 0.3], [0.9, 0.9, 0.1]]
    rng = random.Random(20240504)
    for _ in range(110):
        out.append([rng.random() for _ in range(3)])
    return [v32(v) for v in out]


def polar_inputs(seed, extra):
    out = list(extra)
    rng = random.Random(seed)
    for _ in range(60):
        out.append([rng.uniform(0, 360), rng.random(), rng.random()])
    return [v32(v) for v in out]


def cmyk_inputs():
    out = [[0, 0, 0, 0], [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1], [1, 1, 1, 1],
           [0.5, 0.25, 0.75, 0.1]]
    rng = random.Random(20240508)
    for _ in range(60):
        out.append([rng.random() for _ in range(4)])
    return [v32(v) for v in out]


# MARK: records


def srgb_record(rgb):
    c = Color("srgb", rgb)
    rec = {
        "in": rgb,
        "linear": coords(c, "srgb-linear"),
        "xyzD65": coords(c, "xyz-d65"),
        "xyzD50": coords(c, "xyz-d50"),
        "lab": coords(c, "lab"),
        "lch": coords(c, "lch"),
        "oklab": coords(c, "oklab"),
        "oklch": coords(c, "oklch"),
        "p3": coords(c, "display-p3"),
        "luminance": c.luminance(),
    }
    if in_unit_cube(rgb):
        rec["hsl"] = coords(c, "hsl")
        rec["hsv"] = coords(c, "hsv")
        rec["hwb"] = coords(c, "hwb")
        rec["cmyk"] = naive_srgb_to_cmyk(*rgb)
        rec["gray"] = gray_from_srgb(c)
    return rec


def lab_record(lab):
    c = Color("lab", lab)
    srgb = c.convert("srgb", norm=False)
    return {
        "in": lab,
        "xyzD50": coords(c, "xyz-d50"),
        "xyzD65": coords(c, "xyz-d65"),
        "linear": coords(c, "srgb-linear"),
        "srgb": coords(c, "srgb"),
        "lch": coords(c, "lch"),
        "oklch": coords(c, "oklch"),
        # palconv maps a Lab colour from its unclamped sRGB value, so the oracle does too.
        "mapped": mapped_srgb(srgb),
    }


def oklch_record(lch):
    c = Color("oklch", lch)
    return {
        "in": lch,
        "oklab": coords(c, "oklab"),
        "linear": coords(c, "srgb-linear"),
        "srgb": coords(c, "srgb"),
        "p3": coords(c, "display-p3"),
        "lab": coords(c, "lab"),
        "mapped": mapped_srgb(c),
    }


def p3_record(rgb):
    c = Color("display-p3", rgb)
    srgb = c.convert("srgb", norm=False)
    return {
        "in": rgb,
        "linear": coords(c, "display-p3-linear"),
        "xyzD65": coords(c, "xyz-d65"),
        "srgb": coords(c, "srgb"),
        "lab": coords(c, "lab"),
        "oklch": coords(c, "oklch"),
        "mapped": mapped_srgb(srgb),
    }


def pair_records():
    rng = random.Random(20240509)
    lab_pairs = []
    for _ in range(120):
        a = v32([rng.uniform(0, 100), rng.uniform(-100, 100), rng.uniform(-100, 100)])
        # Half near the first colour, where ΔE2000 matters most; hues straddling 0°/360° included.
        if rng.random() < 0.5:
            b = v32([a[0] + rng.uniform(-5, 5), a[1] + rng.uniform(-5, 5), a[2] + rng.uniform(-5, 5)])
        else:
            b = v32([rng.uniform(0, 100), rng.uniform(-100, 100), rng.uniform(-100, 100)])
        lab_pairs.append([a, b])
    # Hues either side of 0° and of 180°. (Hues exactly 180° apart are left out on purpose:
    # CIEDE2000's mean hue jumps there, so the last bit of rounding decides the result.)
    for t in (0.001, 0.5, 3):
        lab_pairs.append([v32([50, 10, -t]), v32([50, 12, t])])
        lab_pairs.append([v32([50, 10, t]), v32([50, 10, -t])])
        lab_pairs.append([v32([50, -10, t]), v32([50, -12, -t])])
    lab_pairs.append([[50.0, 0.0, 0.0], [60.0, 0.0, 0.0]])
    records = {"labPairs": [], "srgbPairs": []}
    for a, b in lab_pairs:
        de = Color("lab", a).delta_e(Color("lab", b), method="2000", space="lab")
        records["labPairs"].append({"a": a, "b": b, "deltaE2000": de})
    for _ in range(150):
        a = v32([rng.randrange(256) / 255 for _ in range(3)])
        b = v32([rng.randrange(256) / 255 for _ in range(3)])
        ca, cb = Color("srgb", a), Color("srgb", b)
        records["srgbPairs"].append({
            "a": a,
            "b": b,
            "deltaE2000": ca.delta_e(cb, method="2000", space="lab"),
            "deltaEOK": ca.delta_e(cb, method="ok"),
            "contrast": ca.contrast(cb, method="wcag21"),
        })
    return records


def main():
    table = {
        "about": (
            "Reference colour conversions for palconv, computed by ColorAide with CSS Color 4 "
            "white points (D50 x 0.3457 y 0.3585, D65 x 0.3127 y 0.3290), Bradford adaptation, "
            "Lab/LCH relative to D50, OKLab via XYZ D65, and CSS Color 4 gamut mapping "
            "(ColorAide 'oklch-chroma'). 'cmyk', 'gray' and the cmyk section use the published "
            "naive formulas, not ColorAide. Regenerate with Tests/Oracle/make_color_table.py."
        ),
        "oracle": {"name": "coloraide", "version": coloraide.__version__},
        "srgb": [srgb_record(v) for v in srgb_inputs()],
        "lab": [lab_record(v) for v in lab_inputs()],
        "oklch": [oklch_record(v) for v in oklch_inputs()],
        "displayP3": [p3_record(v) for v in p3_inputs()],
        "hsl": [
            {"in": v, "srgb": coords(Color("hsl", v), "srgb")}
            for v in polar_inputs(20240505, [[270, 0.5, 0.4], [120, 1, 0.25], [0, 0, 0.5], [359.9, 1, 0.5]])
        ],
        "hsv": [
            {"in": v, "srgb": coords(Color("hsv", v), "srgb")}
            for v in polar_inputs(20240506, [[0, 1, 1], [60, 0.5, 0.5], [300, 0, 0.2], [180, 1, 0]])
        ],
        "hwb": [
            {"in": v, "srgb": coords(Color("hwb", v), "srgb")}
            for v in polar_inputs(20240507, [[0, 0, 0], [120, 0.2, 0.3], [0, 0.6, 0.6], [200, 1, 0], [40, 0.5, 0.5]])
        ],
        "cmyk": [{"in": v, "srgb": naive_cmyk_to_srgb(*v)} for v in cmyk_inputs()],
    }
    table.update(pair_records())

    # One record per line keeps the file diffable; floats print with repr (shortest round trip).
    lines = ["{"]
    keys = list(table)
    for i, key in enumerate(keys):
        value = table[key]
        tail = "," if i < len(keys) - 1 else ""
        if isinstance(value, list):
            lines.append(f"  {json.dumps(key)}: [")
            for j, rec in enumerate(value):
                sep = "," if j < len(value) - 1 else ""
                lines.append("    " + json.dumps(rec, separators=(",", ":"), allow_nan=False) + sep)
            lines.append("  ]" + tail)
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, allow_nan=False)}{tail}")
    lines.append("}")
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    count = sum(len(v) for v in table.values() if isinstance(v, list))
    print(f"wrote {OUTPUT.name}: {count} records, {OUTPUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
