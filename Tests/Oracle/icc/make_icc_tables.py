#!/usr/bin/env python3
"""Reference conversions through ICC profiles, computed by LittleCMS's transicc.

For each profile below (where it is installed), seeded random device colours are converted to
Lab D50 and seeded Lab colours to device values, with each rendering intent, and for the
relative colorimetric intent also with black point compensation. transicc runs unoptimised
(-c 0) in floating point, against its built-in Lab profile ('*Lab', D50, version 4).

Device values are stored normalised to 0...1 (transicc reads CMYK in percent, RGB and gray in
0...255). Writes Fixtures/oracle/icc-transicc.json; the Swift tests read it and never run
transicc. Needs: apt-get install liblcms2-utils icc-profiles-free colord-data ghostscript.

    python3 Tests/Oracle/icc/make_icc_tables.py [--count N]
"""
import argparse
import hashlib
import json
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
ICC = "/usr/share/color/icc"

# (name in the table, Debian package, installed path, device space)
PROFILES = [
    ("ghostscript/default_cmyk.icc", "ghostscript", f"{ICC}/ghostscript/default_cmyk.icc", "CMYK"),
    ("ghostscript/ps_cmyk.icc", "ghostscript", f"{ICC}/ghostscript/ps_cmyk.icc", "CMYK"),
    ("ghostscript/gray_to_k.icc", "ghostscript", f"{ICC}/ghostscript/gray_to_k.icc", "CMYK"),
    ("ghostscript/default_gray.icc", "ghostscript", f"{ICC}/ghostscript/default_gray.icc", "GRAY"),
    ("ghostscript/ps_gray.icc", "ghostscript", f"{ICC}/ghostscript/ps_gray.icc", "GRAY"),
    ("ghostscript/srgb.icc", "ghostscript", f"{ICC}/ghostscript/srgb.icc", "RGB"),
    ("colord/sRGB.icc", "colord-data", f"{ICC}/colord/sRGB.icc", "RGB"),
    ("colord/AdobeRGB1998.icc", "colord-data", f"{ICC}/colord/AdobeRGB1998.icc", "RGB"),
    ("colord/ProPhotoRGB.icc", "colord-data", f"{ICC}/colord/ProPhotoRGB.icc", "RGB"),
    ("colord/Rec709.icc", "colord-data", f"{ICC}/colord/Rec709.icc", "RGB"),
    ("icc-profiles-free/sRGB.icc", "icc-profiles-free", f"{ICC}/sRGB.icc", "RGB"),
    ("icc-profiles-free/LStar-RGB.icc", "icc-profiles-free", f"{ICC}/LStar-RGB.icc", "RGB"),
    ("icc-profiles-free/Gray.icc", "icc-profiles-free", f"{ICC}/Gray.icc", "GRAY"),
    ("icc-profiles-free/Gray-CIE_L.icc", "icc-profiles-free", f"{ICC}/Gray-CIE_L.icc", "GRAY"),
    # Made by make_lut_profiles.py: no Debian device profile has lutAtoB/lutBtoA tags.
    ("palconv/lutAtoB-cmyk.icc", "none: Fixtures", "Fixtures/icc/palconv-lutAtoB-cmyk.icc", "CMYK"),
    ("palconv/lutAtoB-rgb.icc", "none: Fixtures", "Fixtures/icc/palconv-lutAtoB-rgb.icc", "RGB"),
]
CHANNELS = {"CMYK": 4, "RGB": 3, "GRAY": 1}
SCALE = {"CMYK": 100.0, "RGB": 255.0, "GRAY": 255.0}
CASES = [(0, False), (1, False), (1, True), (2, False), (3, False)]


def transicc(args, rows):
    text = "".join(" ".join(f"{v:.6f}" for v in row) + "\n" for row in rows)
    done = subprocess.run(["transicc", "-c", "0", "-n"] + args, input=text, capture_output=True,
                          text=True, check=True)
    lines = [line.split() for line in done.stdout.splitlines() if line.strip()]
    if len(lines) != len(rows):
        sys.exit(f"transicc gave {len(lines)} lines for {len(rows)} inputs: {done.stderr}")
    return [[float(v) for v in line] for line in lines]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "oracle", "icc-transicc.json"),
                        help="where to write the table (a larger --count is for measuring, "
                             "not for committing)")
    options = parser.parse_args()
    version = subprocess.run(["transicc", "-v"], capture_output=True, text=True).stderr
    version = next((line for line in version.splitlines() if "LittleCMS" in line), "").strip()
    table = {"generator": version, "count": options.count, "profiles": []}
    for name, package, listed, space in PROFILES:
        path = listed if os.path.isabs(listed) else os.path.join(ROOT, listed)
        if not os.path.exists(path):
            print(f"note: {path} is not installed ({package}); skipped")
            continue
        data = open(path, "rb").read()
        channels, scale = CHANNELS[space], SCALE[space]
        seed = int(hashlib.sha256(name.encode()).hexdigest()[:8], 16)
        rng = random.Random(seed)
        device = [[round(rng.random(), 4) for _ in range(channels)] for _ in range(options.count)]
        # Corners and the neutral axis as well as random colours.
        device[:2] = [[0.0] * channels, [1.0] * channels]
        in_gamut = transicc(["-i", path, "-o", "*Lab", "-t", "1"],
                            [[v * scale for v in row] for row in device])
        labs = []
        for lab in in_gamut:
            jitter = [rng.uniform(-2, 2) for _ in range(3)]
            labs.append([round(min(100, max(0, lab[0] + jitter[0])), 4),
                         round(lab[1] + jitter[1], 4), round(lab[2] + jitter[2], 4)])
        cases = []
        for intent, bpc in CASES:
            flags = ["-t", str(intent)] + (["-b"] if bpc else [])
            to_lab = transicc(["-i", path, "-o", "*Lab"] + flags,
                              [[v * scale for v in row] for row in device])
            from_lab = transicc(["-i", "*Lab", "-o", path] + flags, labs)
            cases.append({"intent": intent, "bpc": bpc, "toLab": {"device": device, "lab": to_lab},
                          "fromLab": {"lab": labs,
                                      "device": [[round(v / scale, 7) for v in row] for row in from_lab]}})
        entry = {"name": name, "package": package, "path": listed, "space": space,
                 "sha256": hashlib.sha256(data).hexdigest(), "cases": cases}
        if space == "CMYK":
            # The whole chain a palette takes: CMYK -> sRGB (transicc's built-in sRGB) and
            # sRGB -> CMYK, perceptual and relative colorimetric.
            srgb = [[round(rng.random(), 4) for _ in range(3)] for _ in range(options.count)]
            entry["srgb"] = []
            for intent in (0, 1):
                to_srgb = transicc(["-i", path, "-o", "*sRGB", "-t", str(intent)],
                                   [[v * scale for v in row] for row in device])
                from_srgb = transicc(["-i", "*sRGB", "-o", path, "-t", str(intent)],
                                     [[v * 255 for v in row] for row in srgb])
                entry["srgb"].append({
                    "intent": intent, "cmyk": device,
                    "srgb": [[round(v / 255, 7) for v in row] for row in to_srgb],
                    "srgbIn": srgb, "cmykOut": [[round(v / 100, 7) for v in row] for row in from_srgb]})
        table["profiles"].append(entry)
    out = options.out
    with open(out, "w") as handle:
        json.dump(table, handle, separators=(",", ":"))
        handle.write("\n")
    print(f"wrote {out}: {len(table['profiles'])} profiles")


if __name__ == "__main__":
    main()
