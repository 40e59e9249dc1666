#!/usr/bin/env python3
"""Writes Fixtures/oracle/cvd-simulation.json, the reference table for palconv's colour-vision
deficiency simulation.

Each 8-bit sRGB input is simulated by implementations independent of palconv:

* protanopia and deuteranopia (Machado et al. 2009) at severities 1, 0.55 and 0.3 by
  colorspacious (`sRGB1+CVD`, which interpolates the published matrices correctly; DaltonLens
  0.1.5 weights the two neighbouring matrices by `s - low` instead of `(s - low) / 0.1`);
* tritanopia (Brettel et al. 1997, Smith-Pokorny cones, white as neutral) at severities 1 and
  0.5 by DaltonLens, in float64 (its anomalous forms mix original and dichromat linear RGB);
* achromatopsia as the sRGB-encoded grey of the colour's relative luminance, from ColorAide.

Results are encoded sRGB, clipped to 0...1, rounded to 7 decimals. The Swift tests read the
JSON; they never run Python. Regenerate with

    pip install -r Tests/Oracle/requirements.txt
    python3 Tests/Oracle/accessibility/make_cvd_table.py

Inputs are a 13-level grid of every channel plus random.Random(seed) samples, so the output is
the same on every run.
"""

import json
import pathlib
import random

import colorspacious
import coloraide
import daltonlens
import numpy as np
from coloraide import Color
from colorspacious import cspace_convert
from daltonlens import convert, simulate

OUTPUT = pathlib.Path(__file__).resolve().parents[3] / "Fixtures" / "oracle" / "cvd-simulation.json"


def clipped(values):
    return [round(float(min(max(v, 0.0), 1.0)), 7) for v in values]


def machado(rgb, kind, severity):
    space = {"name": "sRGB1+CVD", "cvd_type": kind, "severity": severity * 100}
    return clipped(cspace_convert(np.array(rgb), space, "sRGB1"))


BRETTEL = simulate.Simulator_Brettel1997(convert.LMSModel_sRGB_SmithPokorny75())


def brettel(rgb, severity):
    linear = convert.linearRGB_from_sRGB(np.array([[rgb]], dtype=np.float64))
    seen = BRETTEL._simulate_cvd_linear_rgb(linear, simulate.Deficiency.TRITAN, severity)
    return clipped(convert.sRGB_from_linearRGB(np.clip(seen, 0.0, 1.0))[0][0])


def achromatopsia(rgb):
    y = Color("srgb", rgb).luminance()
    grey = Color("srgb-linear", [y, y, y]).convert("srgb")
    return clipped(grey.coords())


def main():
    levels = [round(i * 255 / 12) for i in range(13)]
    inputs = [(r, g, b) for r in levels for g in levels for b in levels]
    rng = random.Random(1997)
    inputs += [tuple(rng.randrange(256) for _ in range(3)) for _ in range(800)]
    records = []
    for rgb8 in inputs:
        rgb = [v / 255 for v in rgb8]
        records.append({
            "in": "#" + "".join(f"{v:02x}" for v in rgb8),
            "protanopia": machado(rgb, "protanomaly", 1.0),
            "protanopia-0.55": machado(rgb, "protanomaly", 0.55),
            "deuteranopia": machado(rgb, "deuteranomaly", 1.0),
            "deuteranopia-0.3": machado(rgb, "deuteranomaly", 0.3),
            "tritanopia": brettel(rgb, 1.0),
            "tritanopia-0.5": brettel(rgb, 0.5),
            "achromatopsia": achromatopsia(rgb),
        })
    table = {
        "oracles": {
            "colorspacious": colorspacious.__version__ if hasattr(colorspacious, "__version__") else "1.1.2",
            "daltonlens": "0.1.5",
            "coloraide": coloraide.__version__,
        },
        "records": records,
    }
    OUTPUT.write_text(json.dumps(table, separators=(",", ":")).replace("},{", "},\n{") + "\n")


if __name__ == "__main__":
    main()
