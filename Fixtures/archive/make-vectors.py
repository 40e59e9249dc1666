#!/usr/bin/env python3
"""Writes the DEFLATE and zlib test vectors in this folder with Python's zlib module.

Each NAME.bin is an input; NAME-LEVEL.zlib is zlib.compress at that level, NAME-fixed.zlib
uses strategy Z_FIXED (fixed Huffman blocks only), NAME-LEVEL.deflate is a raw stream
(wbits -15). Inputs are generated deterministically, so running this again gives the same
inputs; the compressed bytes are those of the zlib build recorded in vectors.txt.
"""
import random
import zlib

def text(n):
    words = ("palette swatch colour red green blue cyan magenta yellow black spot process "
             "global gradient tint shade tone hue saturation lightness value gamut").split()
    rng = random.Random(7)
    out = []
    size = 0
    while size < n:
        word = rng.choice(words)
        out.append(word)
        size += len(word) + 1
    return (" ".join(out))[:n].encode()

def runs(n):
    rng = random.Random(11)
    out = bytearray()
    while len(out) < n:
        out += bytes([rng.randrange(4)]) * rng.randrange(1, 600)
    return bytes(out[:n])

def noise(n):
    return random.Random(3).randbytes(n)

inputs = {
    "text": text(70_000),
    "runs": runs(20_000),
    "random": noise(5_000),
    "small": b"hello, hello, hello world\n",
}

def write(name, data):
    with open(name, "wb") as f:
        f.write(data)

lines = [f"zlib {zlib.ZLIB_VERSION} (runtime {zlib.ZLIB_RUNTIME_VERSION})"]
for name, data in inputs.items():
    write(f"{name}.bin", data)
    for level in (0, 1, 6, 9):
        write(f"{name}-{level}.zlib", zlib.compress(data, level))
        c = zlib.compressobj(level, zlib.DEFLATED, -15)
        write(f"{name}-{level}.deflate", c.compress(data) + c.flush())
    c = zlib.compressobj(6, zlib.DEFLATED, 15, 8, zlib.Z_FIXED)
    write(f"{name}-fixed.zlib", c.compress(data) + c.flush())
    lines.append(f"{name}.bin {len(data)} bytes crc32 {zlib.crc32(data):08x} adler32 {zlib.adler32(data):08x}")
with open("vectors.txt", "w") as f:
    f.write("\n".join(lines) + "\n")
