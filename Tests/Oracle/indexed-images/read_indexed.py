#!/usr/bin/env python3
"""Reads the colour tables of indexed images independently of palconv and prints them.

GIF, BMP and PCX files are read with Pillow (`pip install pillow`); IFF ILBM and PBM files,
which Pillow does not read, with a chunk walk written here from the IFF and ILBM descriptions.
No code of palconv is used. Run with the files to read:

    python3 Tests/Oracle/indexed-images/read_indexed.py FILE...

It prints one JSON object a line, per file:

    {"path": "...", "reader": "pillow", "mode": "P", "colours": ["1d2b53", ...]}

`mode` is Pillow's image mode. A bilevel ("1") or greyscale ("L") image gives the colours
those modes stand for (black and white; the 256 greys); an image without a palette (RGB) gives
`"colours": null`. When Pillow is not installed, the GIF, BMP and PCX files give
`"skip": "Pillow is not installed"`. IndexedImageOracleTests (Swift) runs this script on the
fixtures and compares palconv's reading with it.
"""

import json
import pathlib
import struct
import sys

try:
    from PIL import Image
except ImportError:  # The Swift test skips what is not read.
    Image = None


def hexes(flat):
    return [f"{flat[i]:02x}{flat[i + 1]:02x}{flat[i + 2]:02x}" for i in range(0, len(flat), 3)]


def read_pillow(path):
    if Image is None:
        return {"skip": "Pillow is not installed"}
    with Image.open(path) as image:
        image.load()
        mode = image.mode
        if mode == "1":
            colours = ["000000", "ffffff"]
        elif mode == "L":
            colours = [f"{i:02x}" * 3 for i in range(256)]
        elif mode == "P":
            colours = hexes(image.getpalette("RGB"))
        else:
            colours = None
    return {"reader": "pillow", "mode": mode, "colours": colours}


def read_iff(path):
    data = path.read_bytes()
    if data[:4] != b"FORM" or data[8:12] not in (b"ILBM", b"PBM "):
        return {"reader": "iff", "error": "not an IFF ILBM or PBM"}
    (size,) = struct.unpack(">I", data[4:8])
    end = min(len(data), 8 + size)
    offset = 12
    while offset + 8 <= end:
        name = data[offset:offset + 4]
        (length,) = struct.unpack(">I", data[offset + 4:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if len(body) < length:
            return {"reader": "iff", "error": f"chunk {name!r} cut short"}
        if name == b"CMAP":
            usable = length - length % 3
            return {"reader": "iff", "mode": "P", "colours": hexes(body[:usable]) or None}
        offset += 8 + length + (length & 1)
    return {"reader": "iff", "mode": "none", "colours": None}


def main():
    for name in sys.argv[1:]:
        path = pathlib.Path(name)
        head = path.read_bytes()[:4]
        try:
            result = read_iff(path) if head == b"FORM" else read_pillow(path)
        except Exception as error:  # A file Pillow refuses is reported, not fatal.
            result = {"reader": "pillow", "error": f"{type(error).__name__}: {error}"}
        print(json.dumps({"path": name, **result}))


if __name__ == "__main__":
    main()
