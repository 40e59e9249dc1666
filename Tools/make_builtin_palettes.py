#!/usr/bin/env python3
"""Writes Sources/PaletteBuiltins/BuiltinPaletteData.swift, the data of `builtin:` palettes.

Every palette comes from its publisher's own file, named with the commit or version it was
read at, under a licence that allows copying the data:

* okabe-ito: Okabe and Ito, "Color Universal Design" (2008), the eight colours as published.
* css-named: CSS Color Module Level 4, the named colours (taken from palconv's naming
  dictionary, Sources/PaletteTransforms/Naming/ColorNameData.swift, which has the same source).
* x11: X.Org's rgb.txt (MIT/X11 licence), as Debian's x11-common installs it; names written
  with spaces, duplicates of the CamelCase ones, are left out.
* tailwind-v3: Tailwind CSS v3.4.19, src/public/colors.js (MIT).
* tailwind-v4: Tailwind CSS v4.3.3, packages/tailwindcss/theme.css (MIT), OKLCH values.
* open-color: Open Color 1.9.1, open-color.json (MIT), as Fixtures/sass/open-color-published.json.
* radix/NAME: Radix Colors 3.0.0, src/light.ts and src/dark.ts (MIT), the twelve steps of each
  scale, dark as an appearance variant.
* tol-*: Paul Tol's qualitative schemes, from the tol-colors package (BSD-3-Clause).
* material-baseline: Material 3's baseline scheme as Jetpack Compose's material3 tokens
  (version v0_210) give it: PaletteTokens.kt, ColorLightTokens.kt and ColorDarkTokens.kt of
  androidx (compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/tokens,
  Apache-2.0), the light colour of each role with its dark colour as an appearance variant.

Usage (each source a git checkout or file of the version named above):

    pip install tol-colors==2.2.0
    python3 Tools/make_builtin_palettes.py --tailwind TAILWIND_GIT_DIR \\
        --radix RADIX_GIT_DIR --rgb-txt /usr/share/X11/rgb.txt \\
        --material3-tokens FOLDER_OF_THE_THREE_TOKEN_FILES
"""

import argparse
import json
import pathlib
import re
import subprocess

import tol_colors

ROOT = pathlib.Path(__file__).resolve().parents[1]
OUTPUT = ROOT / "Sources" / "PaletteBuiltins" / "BuiltinPaletteData.swift"


def git_show(repo, revision, path):
    return subprocess.run(
        ["git", "--git-dir", str(repo), "show", f"{revision}:{path}"],
        check=True, capture_output=True, text=True).stdout


def hexline(value, name):
    value = value.lstrip("#").upper()
    if len(value) == 3:
        value = "".join(c * 2 for c in value)
    assert re.fullmatch(r"[0-9A-F]{6}", value), value
    return f"#{value} {name}"


def okabe_ito():
    colours = [
        ("000000", "Black"), ("E69F00", "Orange"), ("56B4E9", "Sky Blue"),
        ("009E73", "Bluish Green"), ("F0E442", "Yellow"), ("0072B2", "Blue"),
        ("D55E00", "Vermillion"), ("CC79A7", "Reddish Purple"),
    ]
    return [hexline(v, n) for v, n in colours]


def css_named():
    text = (ROOT / "Sources/PaletteTransforms/Naming/ColorNameData.swift").read_text()
    block = text.split("static let css = \"\"\"", 1)[1].split("\"\"\"", 1)[0]
    return [hexline(*line.split(None, 1)) for line in block.strip().splitlines()]


def x11(path):
    lines = []
    for raw in pathlib.Path(path).read_text(encoding="latin-1").splitlines():
        if raw.startswith("!") or not raw.strip():
            continue
        r, g, b, name = raw.split(None, 3)
        name = name.strip()
        if " " in name:
            continue
        lines.append(hexline(f"{int(r):02X}{int(g):02X}{int(b):02X}", name))
    return lines


def tailwind_v3(repo):
    source = git_show(repo, "v3.4.19", "src/public/colors.js")
    lines = []
    for family, body in re.findall(r"\n  (\w+): \{\n(.*?)\n  \}", source, re.S):
        lines.append(f"# {family}")
        for step, value in re.findall(r"(\d+): '(#[0-9a-fA-F]+)'", body):
            lines.append(hexline(value, f"{family}-{step}"))
    black_white = [hexline("#000", "black"), hexline("#fff", "white")]
    return ["# base"] + black_white + lines


def tailwind_v4(repo):
    source = git_show(repo, "v4.3.3", "packages/tailwindcss/theme.css")
    lines = []
    family = None
    for name, l, c, h in re.findall(
            r"--color-([a-z]+-\d+): oklch\(([\d.]+)% ([\d.]+) ([\d.]+|none)\);", source):
        h = "0" if h == "none" else h  # an achromatic colour: CSS's missing hue is 0
        this = name.rsplit("-", 1)[0]
        if this != family:
            family = this
            lines.append(f"# {family}")
        lines.append(f"oklch({float(l) / 100:.4g},{c},{h}) {name}")
    return ["# base", hexline("#000", "black"), hexline("#fff", "white")] + lines


def open_color():
    data = json.loads((ROOT / "Fixtures/sass/open-color-published.json").read_text())
    lines = ["# base", hexline(data["white"], "white"), hexline(data["black"], "black")]
    for family, values in data.items():
        if isinstance(values, list):
            lines.append(f"# {family}")
            lines += [hexline(v, f"{family}-{i}") for i, v in enumerate(values)]
    return lines


def radix(repo):
    def scales(path):
        text = git_show(repo, "HEAD", path)
        found = {}
        for name, body in re.findall(r"export const (\w+) = \{(.*?)\};", text, re.S):
            if name.endswith("A") or name.endswith("P3") or name.endswith("P3A"):
                continue
            found[name.removesuffix("Dark")] = re.findall(r"(\w+): \"(#[0-9a-fA-F]{6})\"", body)
        return found
    light, dark = scales("src/light.ts"), scales("src/dark.ts")
    palettes = {}
    for name, steps in light.items():
        darks = dict(dark[name])
        palettes[name] = [
            f"{hexline(value, step).split()[0]}|{hexline(darks[step], step).split()[0]} {step}"
            for step, value in steps]
    return palettes


def tol(scheme):
    values = getattr(tol_colors, scheme)
    return [hexline(getattr(values, field), field.replace("_", " ").title())
            for field in values._fields]


def material_baseline(folder):
    folder = pathlib.Path(folder)
    tones = {}
    for name, r, g, b in re.findall(
            r"val (\w+) = Color\(red = (\d+), green = (\d+), blue = (\d+)\)",
            (folder / "PaletteTokens.kt").read_text()):
        tones[name] = f"{int(r):02X}{int(g):02X}{int(b):02X}"
    def roles(file):
        return dict(re.findall(r"val (\w+)(?::[^=]*get\(\))? =? ?PaletteTokens\.(\w+)",
                               (folder / file).read_text()))
    light, dark = roles("ColorLightTokens.kt"), roles("ColorDarkTokens.kt")
    assert light.keys() == dark.keys(), set(light) ^ set(dark)
    def kebab(role):
        return re.sub(r"(?<!^)([A-Z])", r"-\1", role).lower()
    def group(role):
        for accent in ("primary", "secondary", "tertiary", "error"):
            if accent in role.lower():
                return accent
        return "outline" if role in ("Outline", "OutlineVariant", "Scrim") else "surface"
    lines = []
    for name in ("primary", "secondary", "tertiary", "error", "surface", "outline"):
        lines.append(f"# {name}")
        for role in light:
            if group(role) == name:
                lines.append(f"#{tones[light[role]]}|#{tones[dark[role]]} {kebab(role)}")
    return lines


def swift_string(lines):
    body = "\n".join("    " + line for line in lines)
    return '"""\n' + body + '\n    """'


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tailwind", required=True)
    parser.add_argument("--radix", required=True)
    parser.add_argument("--rgb-txt", required=True)
    parser.add_argument("--material3-tokens", required=True)
    arguments = parser.parse_args()

    entries = [
        ("okabe-ito", "Okabe–Ito", "Okabe and Ito, Color Universal Design (2008)",
         "the colours as published", okabe_ito()),
        ("css-named", "CSS named colours", "CSS Color Module Level 4, §6.1",
         "W3C document licence (facts)", css_named()),
        ("x11", "X11 colours", "X.Org rgb.txt (Debian x11-common)", "MIT/X11",
         x11(arguments.rgb_txt)),
        ("tailwind-v3", "Tailwind CSS v3", "Tailwind CSS v3.4.19, src/public/colors.js",
         "MIT", tailwind_v3(arguments.tailwind)),
        ("tailwind-v4", "Tailwind CSS v4", "Tailwind CSS v4.3.3, packages/tailwindcss/theme.css",
         "MIT", tailwind_v4(arguments.tailwind)),
        ("open-color", "Open Color", "Open Color 1.9.1, open-color.json", "MIT", open_color()),
    ]
    for scheme, title in [("bright", "bright"), ("high_contrast", "high-contrast"),
                          ("vibrant", "vibrant"), ("muted", "muted"),
                          ("medium_contrast", "medium-contrast"), ("light", "light")]:
        entries.append((f"tol-{title}", f"Paul Tol's {title} scheme",
                        "Paul Tol, Colour Schemes (tol-colors 2.2.0)", "BSD-3-Clause",
                        tol(scheme)))
    entries.append(("material-baseline", "Material 3 baseline",
                    "Jetpack Compose material3 colour tokens v0_210 (androidx)", "Apache-2.0",
                    material_baseline(arguments.material3_tokens)))
    for name, lines in radix(pathlib.Path(arguments.radix)).items():
        entries.append((f"radix/{name}", f"Radix {name}", "Radix Colors 3.0.0, src/light.ts and "
                        "src/dark.ts", "MIT", lines))

    out = ["// Generated by Tools/make_builtin_palettes.py; do not edit.", "",
           "/// The data of the built-in palettes: one colour a line, `#RRGGBB name` or",
           "/// `oklch(L,C,H) name`, a dark variant after `|`, and `# group` lines.",
           "enum BuiltinPaletteData {", "  /// Every palette: identifier, title, source, licence and lines.",
           "  static let entries: [(String, String, String, String, String)] = ["]
    for identifier, title, source, licence, lines in entries:
        out.append(f"    (")
        out.append(f"      {json.dumps(identifier)}, {json.dumps(title, ensure_ascii=False)},")
        out.append(f"      {json.dumps(source, ensure_ascii=False)}, {json.dumps(licence)},")
        out.append("      " + swift_string(lines).replace("\n    ", "\n      ") + "\n    ),")
    out += ["  ]", "}", ""]
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text("\n".join(out))


if __name__ == "__main__":
    main()
