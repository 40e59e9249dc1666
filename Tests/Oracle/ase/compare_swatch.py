#!/usr/bin/env python3
"""Records what Python `swatch` 0.4.0 reads from every .ase file of the real-world corpus.

The Swift tests (Tests/PaletteASETests/ASESwatchOracleTests.swift) compare palconv's decoder
with this record, so Python is needed only to regenerate it:

    python3 -m venv .venv-swatch && .venv-swatch/bin/pip install swatch==0.4.0
    .venv-swatch/bin/python Tests/Oracle/ase/compare_swatch.py            # rewrite
    .venv-swatch/bin/python Tests/Oracle/ase/compare_swatch.py --check    # verify

For every file the record has swatch's outcome, the colour count and a digest of a canonical
text dump (see `canonical_lines`). Files whose licence allows redistribution also get the full
dump: names, models, float32 bit patterns of the values exactly as stored, and colour types.
Other files are represented by their digest only, so their content is not copied here.

The canonical dump states values in palconv's model: identical to the stored float32 values
except Lab L, which ASE stores as L/100 and the model holds as Float(Double(stored) * 100).
"""

import argparse
import json
import os
import struct
import sys

import swatch

REDISTRIBUTABLE_PREFIXES = ("MIT", "BSD", "Apache", "CC0", "CC-BY", "public domain")
TOOL = "swatch " + swatch.__version__


def f32_bits(value):
    """The big-endian float32 bit pattern of a value swatch read (a float32 widened to double)."""
    return struct.pack(">f", value).hex()


def model_bits(mode, index, value):
    """The bit pattern palconv's model holds for a stored value."""
    if mode == "LAB" and index == 0:
        return struct.pack(">f", value * 100.0).hex()
    return f32_bits(value)


def swatch_line(item):
    data = item["data"]
    bits = ",".join(model_bits(data["mode"], i, v) for i, v in enumerate(data["values"]))
    return "S\t%s\t%s\t%s\t%s" % (item["name"], data["mode"], bits, item["type"])


def canonical_lines(items):
    """One line per group start (G), swatch (S) and group end (E), in file order."""
    lines = []
    for item in items:
        if "swatches" in item:
            lines.append("G\t%s" % item["name"])
            lines.extend(swatch_line(child) for child in item["swatches"])
            lines.append("E")
        else:
            lines.append(swatch_line(item))
    return lines


def fnv1a64(text):
    """64-bit FNV-1a of the UTF-8 bytes, as 16 hex digits."""
    h = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        h ^= byte
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % h


def dump_swatch(item):
    data = item["data"]
    return {
        "name": item["name"],
        "mode": data["mode"],
        "values": [f32_bits(v) for v in data["values"]],
        "type": item["type"],
    }


def dump_items(items):
    out = []
    for item in items:
        if "swatches" in item:
            out.append({"group": item["name"], "swatches": [dump_swatch(c) for c in item["swatches"]]})
        else:
            out.append(dump_swatch(item))
    return out


def read_manifest(corpus):
    with open(os.path.join(corpus, "MANIFEST.tsv"), encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    header, rows = rows[0], rows[1:]
    index = {name: i for i, name in enumerate(header)}
    return [
        {"path": r[index["path"]], "license": r[index["license"]]}
        for r in rows
        if r[index["path"]].startswith("ase/")
    ]


def record(corpus):
    files = []
    for row in sorted(read_manifest(corpus), key=lambda r: r["path"]):
        entry = {"path": row["path"]}
        try:
            items = swatch.parse(os.path.join(corpus, row["path"]))
        except Exception as error:  # swatch raises assorted exceptions on files it cannot read
            entry["status"] = "error"
            entry["error"] = "%s: %s" % (type(error).__name__, error)
            files.append(entry)
            continue
        lines = canonical_lines(items)
        entry["status"] = "ok"
        entry["colors"] = sum(1 for line in lines if line.startswith("S\t"))
        entry["digest"] = fnv1a64("".join(line + "\n" for line in lines))
        if row["license"].startswith(REDISTRIBUTABLE_PREFIXES) and "GPL" not in row["license"]:
            entry["items"] = dump_items(items)
        files.append(entry)
    return {"tool": TOOL, "files": files}


def main():
    root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=os.path.join(root, "..", "shared", "corpus"))
    parser.add_argument(
        "--output", default=os.path.join(root, "Fixtures", "ase", "swatch-expected", "swatch-0.4.0.json"))
    parser.add_argument("--check", action="store_true", help="fail if the output is out of date")
    args = parser.parse_args()
    if swatch.__version__ != "0.4.0":
        sys.exit("expected swatch 0.4.0, found " + swatch.__version__)
    if not os.path.exists(os.path.join(args.corpus, "MANIFEST.tsv")):
        sys.exit("no corpus at " + args.corpus)
    text = json.dumps(record(args.corpus), indent=1, ensure_ascii=False, sort_keys=True) + "\n"
    if args.check:
        with open(args.output, encoding="utf-8") as f:
            if f.read() != text:
                sys.exit(args.output + " is out of date")
        print("up to date")
        return
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote " + args.output)


if __name__ == "__main__":
    main()
