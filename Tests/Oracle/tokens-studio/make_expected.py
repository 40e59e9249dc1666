#!/usr/bin/env python3
"""Writes the expected colours of the real Tokens Studio files in Fixtures/tokens-studio/real.

For each `<name>.json` listed in FILES this writes `<name>.expected.json`: how many colour tokens
the file holds and, for every one of them, its token set, its path inside the set and its colour
as sRGB red, green, blue and alpha in 0...1. The Swift tests read the JSON; they never run Python.
Regenerate with

    python3 Tests/Oracle/tokens-studio/make_expected.py

This is a second reader written apart from palconv's, as plainly as possible: it walks the JSON
with Python's own parser, follows references by recursion with a visited set, and reads only the
colour forms and modifiers the listed files use, failing loudly on anything else. The rules it
restates are Tokens Studio's:

* A token is an object with `value` or `$value`; its type is its own `type`/`$type`, else its
  group's. Token sets are the top-level members of a project file, in `$metadata.tokenSetOrder`.
* A reference is `{a.b.c}` or `$a.b.c` (a `$` followed by characters other than white space and
  commas, ending at a letter, digit or underscore), as the whole value or inside one. It names a
  token by its path inside a set: the token's own set first, then every set merged, later sets
  overriding earlier ones.
* Colours: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` with numbers 0-255, and
  Tokens Studio's `rgba(<colour>, alpha)`; alpha a number or a percentage.
* The only modifier the files use is `alpha`, which sets the alpha to its value.
"""

import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[3]
FOLDER = ROOT / "Fixtures" / "tokens-studio" / "real"
FILES = ["undp-tokens.json", "figma-plugin-sample-tokens.json"]

REFERENCE = re.compile(r"\{([^{}]+)\}|\$([^\s,]+\w)")


def tokens_of(node, path, set_name, inherited, out):
    """Appends (set, path, token, type) for every token below node, in document order."""
    if not isinstance(node, dict):
        return
    if "value" in node or "$value" in node:
        kind = node.get("$type", node.get("type", inherited))
        out.append((set_name, ".".join(path), node, kind))
        return
    kind = node.get("$type", node.get("type", inherited))
    if not isinstance(kind, str):
        kind = inherited
    for key, child in node.items():
        if key.startswith("$"):
            continue
        tokens_of(child, path + [key], set_name, kind, out)


def parse_color(text):
    text = text.strip()
    if text.startswith("#"):
        digits = text[1:]
        if len(digits) in (3, 4):
            digits = "".join(c * 2 for c in digits)
        if len(digits) not in (6, 8):
            raise ValueError(f"not a hex colour: {text}")
        values = [int(digits[i:i + 2], 16) / 255 for i in range(0, len(digits), 2)]
        return values + [1.0] if len(values) == 3 else values
    match = re.fullmatch(r"rgba?\((.*)\)", text, re.IGNORECASE)
    if not match:
        raise ValueError(f"not a colour this oracle reads: {text}")
    parts = [p.strip() for p in match.group(1).split(",")]
    alpha = 1.0
    if len(parts) in (2, 4):
        last = parts.pop()
        alpha = float(last[:-1]) / 100 if last.endswith("%") else float(last)
        alpha = min(max(alpha, 0.0), 1.0)
    if len(parts) == 1:
        r, g, b, _ = parse_color(parts[0])
        return [r, g, b, alpha]
    if len(parts) != 3:
        raise ValueError(f"malformed colour function: {text}")
    return [float(p) / 255 for p in parts] + [alpha]


class Project:
    def __init__(self, document):
        self.tokens = []
        self.per_set = {}
        self.merged = {}
        if "$themes" in document or "$metadata" in document:
            order = document.get("$metadata", {}).get("tokenSetOrder", [])
            names = [n for n in order if n in document and not n.startswith("$")]
            names += [n for n in document if not n.startswith("$") and n not in names]
            for name in names:
                found = []
                tokens_of(document[name], [], name, None, found)
                self.add(name, found)
        else:
            found = []
            tokens_of(document, [], None, None, found)
            self.add(None, found)

    def add(self, set_name, found):
        table = self.per_set.setdefault(set_name, {})
        for entry in found:
            table[entry[1]] = entry
            self.merged[entry[1]] = entry
            self.tokens.append(entry)

    def lookup(self, set_name, path):
        entry = self.per_set[set_name].get(path) or self.merged.get(path)
        if entry is None:
            raise KeyError(f"reference to no token: {path}")
        return entry

    def text(self, entry, visiting):
        """The value text of a token with every reference replaced by its target's text."""
        key = (entry[0], entry[1])
        if key in visiting:
            raise ValueError(f"cycle through {entry[1]}")
        value = entry[2].get("$value", entry[2].get("value"))
        if not isinstance(value, str):
            return str(value)

        def substitute(match):
            path = match.group(1) or match.group(2)
            return self.text(self.lookup(entry[0], path), visiting | {key})

        return REFERENCE.sub(substitute, value)

    def color(self, entry, visiting=frozenset()):
        key = (entry[0], entry[1])
        if key in visiting:
            raise ValueError(f"cycle through {entry[1]}")
        value = entry[2].get("$value", entry[2].get("value"))
        whole = REFERENCE.fullmatch(value) if isinstance(value, str) else None
        if whole:
            rgba = self.color(self.lookup(entry[0], whole.group(1) or whole.group(2)),
                              visiting | {key})
        else:
            rgba = parse_color(self.text(entry, frozenset()))
        modify = entry[2].get("$extensions", {}).get("studio.tokens", {}).get("modify")
        if modify:
            if modify.get("type") != "alpha":
                raise ValueError(f"modifier this oracle does not apply: {modify}")
            rgba = rgba[:3] + [min(max(float(modify["value"]), 0.0), 1.0)]
        return rgba


def main():
    for name in FILES:
        document = json.loads((FOLDER / name).read_text(encoding="utf-8"))
        project = Project(document)
        swatches = []
        for entry in project.tokens:
            if entry[3] != "color":
                continue
            swatches.append({
                "group": entry[0],
                "name": entry[1],
                "rgba": [round(c, 9) for c in project.color(entry)],
            })
        lines = [json.dumps(swatch, ensure_ascii=False) for swatch in swatches]
        text = f'{{"colorTokens": {len(swatches)}, "swatches": [\n' + ",\n".join(lines) + "\n]}\n"
        target = FOLDER / name.replace(".json", ".expected.json")
        target.write_text(text, encoding="utf-8")
        print(f"{target.relative_to(ROOT)}: {len(swatches)} colour tokens", file=sys.stderr)


if __name__ == "__main__":
    main()
