#!/usr/bin/env python3
"""Writes the crafted malformed ASE files of Fixtures/ase/invalid/ and their EXPECTED.tsv.

Each file breaks one rule; EXPECTED.tsv gives the error kind and the byte offset a reader
should report, worked out here from the layout (not from any reader's output).

    python3 Tests/Oracle/ase/make_invalid.py
"""

import os
import struct

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "..", "Fixtures", "ase", "invalid")


def header(count, major=1, minor=0):
    return b"ASEF" + struct.pack(">HHI", major, minor, count)


def block(kind, body, length=None):
    return struct.pack(">HI", kind, len(body) if length is None else length) + body


def name(text):
    units = text.encode("utf-16-be") + b"\0\0"
    return struct.pack(">H", len(units) // 2) + units


def color(text, tag, values, kind=2, raw=None):
    data = raw if raw is not None else b"".join(struct.pack(">f", v) for v in values)
    return name(text) + tag + data + struct.pack(">H", kind)


CASES = []


def case(file, data, kind, offset, note):
    CASES.append((file, data, kind, offset, note))


good = block(1, color("Red", b"RGB ", [1, 0, 0]))

case("wrong-magic.ase", b"ASEX" + header(1)[4:] + good, "invalid-signature", 0, "signature is not ASEF")
sprite = struct.pack("<IH", 128, 0xA5E0) + bytes(122)
case("aseprite-sprite.ase", sprite, "invalid-signature", 4, "an Aseprite sprite (magic 0xA5E0 at 4)")
case("version-2.ase", header(1, 2, 0) + good, "unsupported-version", 4, "major version 2")
case("version-0.1.ase", header(1, 0, 1) + good, "unsupported-version", 4, "major version 0")
case("short-header.ase", b"ASEF\x00\x01\x00", "unexpected-end", 6, "ends inside the version")
case("huge-block-length.ase", header(1) + struct.pack(">HI", 0xC001, 0xFFFFFFFF) + b"\0\0",
     "unexpected-end", 12, "20-byte file whose block claims 4 GiB")
case("length-past-end.ase", header(2) + good + block(1, color("B", b"RGB ", [0, 0, 1]))[:-4],
     "unexpected-end", 12 + len(good), "second block is 4 bytes short of its length")
case("cut-block-header.ase", header(2) + good + b"\x00\x01\x00", "unexpected-end", 12 + len(good),
     "three bytes of a block header")
odd = struct.pack(">H", 2) + b"\x00A\x00"
case("odd-utf16.ase", header(1) + block(0xC001, odd), "invalid-encoding", 12 + 6 + 2,
     "group name with 3 bytes where 2 units were declared")
case("name-past-block.ase", header(1) + block(1, struct.pack(">H", 40) + b"\x00A\x00\x00RGB "),
     "invalid-value", 12 + 6, "name length 40 in a 10-byte block")
lone_high = struct.pack(">H", 3) + struct.pack(">HHH", 0xD83C, 0x0041, 0)
case("lone-high-surrogate.ase",
     header(1) + block(1, lone_high + b"Gray" + struct.pack(">fH", 0.5, 2)),
     "invalid-encoding", 12 + 6 + 2, "U+D83C followed by 'A'")
lone_low = struct.pack(">H", 3) + struct.pack(">HHH", 0x0041, 0xDFA8, 0)
case("lone-low-surrogate.ase",
     header(1) + block(1, lone_low + b"Gray" + struct.pack(">fH", 0.5, 2)),
     "invalid-encoding", 12 + 6 + 4, "U+DFA8 with no high surrogate before it")
values_at = 12 + 6 + len(name("N")) + 4
case("nan-value.ase", header(1) + block(1, color("N", b"RGB ", [], raw=struct.pack(">f", 1) + bytes.fromhex("7fc00000") + struct.pack(">f", 0))),
     "invalid-value", values_at + 4, "green is a quiet NaN")
case("infinite-value.ase", header(1) + block(1, color("N", b"CMYK", [], raw=struct.pack(">fff", 0, 0, 0) + bytes.fromhex("ff800000"))),
     "invalid-value", values_at + 12, "black is -infinity")
case("huge-lab-lightness.ase", header(1) + block(1, color("N", b"LAB ", [1e37, 0, 0])),
     "invalid-value", values_at, "L/100 stored as 1e37: L overflows")
case("cut-values.ase", header(1) + block(1, name("N") + b"RGB " + struct.pack(">ff", 1, 1)),
     "unexpected-end", values_at, "RGB colour with two values")


def main():
    os.makedirs(OUT, exist_ok=True)
    lines = ["file\tkind\toffset\tnote"]
    for file, data, kind, offset, note in CASES:
        with open(os.path.join(OUT, file), "wb") as f:
            f.write(data)
        lines.append("%s\t%s\t%d\t%s" % (file, kind, offset, note))
    with open(os.path.join(OUT, "EXPECTED.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %d files" % len(CASES))


if __name__ == "__main__":
    main()
