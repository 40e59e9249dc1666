#!/usr/bin/env python3
"""Reads the palette of an Aseprite sprite independently of palconv and prints it as JSON.

Written from Aseprite's published file format specification (docs/ase-file-specs.md in
Aseprite's repository), with Python's standard library only; none of palconv's code is used.
It is strict about what a sprite must hold, so that it also checks what palconv writes:

    python3 Tests/Oracle/aseprite/read_aseprite.py FILE

prints {"frames": n, "width": w, "height": h, "depth": d, "chunks": ["0x2007", ...],
"layers": ["Background"], "cels": [[layer, width, height]], "size_ok": true,
"palette": [[name or null, [r, g, b, a]], ...]} for the first frame. The 0x2019 chunks are
used when present, else the old 0x0004 and 0x0011 ones (6-bit values scaled to 8 bits).
"""

import json
import struct
import sys
import zlib


class Invalid(Exception):
    """The file breaks the specification; the message says where."""


def fail(message):
    raise Invalid(message)


def main(path):
    try:
        out = read(open(path, "rb").read())
    except (Invalid, struct.error, UnicodeDecodeError, KeyError, zlib.error) as error:
        sys.stderr.write(f"{type(error).__name__}: {error}\n")
        sys.exit(1)
    print(json.dumps(out))


def read(data):
    """The sprite's header facts, its first frame's chunks and its palette, as a dictionary."""
    if len(data) < 128:
        fail("shorter than the 128-byte header")
    size, magic, frames, width, height, depth = struct.unpack_from("<IHHHHH", data, 0)
    if magic != 0xA5E0:
        fail("bad magic 0x%04X" % magic)
    if depth not in (8, 16, 32):
        fail("bad colour depth %d" % depth)
    out = {
        "frames": frames, "width": width, "height": height, "depth": depth,
        "size_ok": size == len(data), "chunks": [], "layers": [], "cels": [],
    }
    pos = 128
    new_palette = None
    old_palette = {}
    for frame in range(frames):
        frame_size, frame_magic, old_count, _duration = struct.unpack_from("<IHHH", data, pos)
        (new_count,) = struct.unpack_from("<I", data, pos + 12)
        if frame_magic != 0xF1FA:
            fail("bad frame magic at %d" % pos)
        if pos + frame_size > len(data):
            fail("frame %d runs past the end" % frame)
        count = new_count if new_count else old_count
        chunk_pos = pos + 16
        for _ in range(count):
            chunk_size, chunk_type = struct.unpack_from("<IH", data, chunk_pos)
            if chunk_size < 6 or chunk_pos + chunk_size > pos + frame_size:
                fail("bad chunk size at %d" % chunk_pos)
            body = data[chunk_pos + 6 : chunk_pos + chunk_size]
            if frame == 0:
                out["chunks"].append("0x%04X" % chunk_type)
                if chunk_type == 0x2019:
                    new_palette = read_palette(body, new_palette or [])
                elif chunk_type in (0x0004, 0x0011):
                    read_old_palette(body, chunk_type == 0x0011, old_palette)
                elif chunk_type == 0x2004:
                    (name_length,) = struct.unpack_from("<H", body, 16)
                    out["layers"].append(body[18 : 18 + name_length].decode("utf-8"))
                elif chunk_type == 0x2005:
                    layer, _x, _y, _opacity, cel_type = struct.unpack_from("<HhhBH", body, 0)
                    if cel_type in (0, 2):
                        cel_width, cel_height = struct.unpack_from("<HH", body, 16)
                        pixels = body[20:]
                        if cel_type == 2:
                            pixels = zlib.decompress(pixels)
                        bytes_per_pixel = {8: 1, 16: 2, 32: 4}[depth]
                        if len(pixels) != cel_width * cel_height * bytes_per_pixel:
                            fail("cel pixels do not match its size")
                        out["cels"].append([layer, cel_width, cel_height])
            chunk_pos += chunk_size
        if chunk_pos != pos + frame_size:
            fail("frame %d's chunks do not fill it" % frame)
        pos += frame_size
    if pos != len(data):
        fail("bytes after the last frame")
    if new_palette is not None:
        out["palette"] = new_palette
    else:
        top = max(old_palette) + 1 if old_palette else 0
        out["palette"] = [old_palette.get(i, [None, [0, 0, 0, 255]]) for i in range(top)]
    return out


def read_palette(body, palette):
    new_size, first, last = struct.unpack_from("<III", body, 0)
    palette = (palette + [[None, [0, 0, 0, 255]]] * new_size)[:new_size]
    pos = 20
    for index in range(first, last + 1):
        flags, r, g, b, a = struct.unpack_from("<HBBBB", body, pos)
        pos += 6
        name = None
        if flags & 1:
            (length,) = struct.unpack_from("<H", body, pos)
            name = body[pos + 2 : pos + 2 + length].decode("utf-8")
            pos += 2 + length
        palette[index] = [name, [r, g, b, a]]
    if pos != len(body):
        fail("palette chunk has %d bytes left over" % (len(body) - pos))
    return palette


def read_old_palette(body, six_bit, palette):
    (packets,) = struct.unpack_from("<H", body, 0)
    pos = 2
    index = 0
    for _ in range(packets):
        skip, count = body[pos], body[pos + 1] or 256
        pos += 2
        index += skip
        for _ in range(count):
            r, g, b = body[pos : pos + 3]
            if six_bit:
                r, g, b = [(v << 2) | (v >> 4) for v in (r, g, b)]
            palette[index] = [None, [r, g, b, 255]]
            index += 1
            pos += 3


if __name__ == "__main__":
    main(sys.argv[1])
