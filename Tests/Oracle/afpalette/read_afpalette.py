#!/usr/bin/env python3
"""Reads an Affinity palette (.afpalette) independently of palconv and prints what it holds.

Written from the byte layout documented in docs/formats/afpalette.md, as read in real files,
with Python's standard library (struct, zlib); none of palconv's code is used. It is strict
about the container, so that it also checks what palconv writes:

    python3 Tests/Oracle/afpalette/read_afpalette.py FILE

prints one JSON object: {"name": ..., "swatches": [[name, model, [values], alpha], ...],
"version": 11, "table": "#FT4", "crc_ok": true, "sizes_ok": true}. Models are palconv's:
"srgb", "hsb" (Affinity's HSL converted, hue in degrees), "cmyk", "lab", "gray".
"""

import json
import struct
import sys
import zlib

FIXED = {0x2A: 4, 0x3C: 8, 0x44: 16, 0x48: 20}


class Stream:
    def __init__(self, data, start, end):
        self.data, self.pos, self.end = data, start, end
        self.objects = {}

    def take(self, n):
        if self.pos + n > self.end:
            raise ValueError(f"cut short at byte {self.pos}")
        chunk = self.data[self.pos : self.pos + n]
        self.pos += n
        return chunk

    def u8(self):
        return self.take(1)[0]

    def u16(self):
        return struct.unpack("<H", self.take(2))[0]

    def u32(self):
        return struct.unpack("<I", self.take(4))[0]

    def tag(self):
        return self.take(4)[::-1].decode("latin-1")

    def text(self):
        return self.take(self.u32()).decode("utf-8")

    def class_tail(self):
        while True:
            self.u8()
            if self.u16() != 0:
                raise ValueError("class definition")
            end = self.u8()
            if end == 2:
                return
            if end != 0:
                raise ValueError("class definition end")
            self.tag()

    def ref(self):
        flag = self.u8()
        if flag == 0:
            return None
        if flag == 2:
            return self.objects[self.u32()]
        if flag != 1:
            raise ValueError(f"reference flag {flag}")
        ident = self.u32()
        mode = self.u8()
        cls = self.tag()
        if mode == 0:
            self.class_tail()
        obj = {"class": cls, "fields": self.fields()}
        self.objects[ident] = obj
        return obj

    def fields(self):
        out = {}
        while True:
            kind = self.u8()
            if kind == 0:
                return out
            key = self.tag()
            if kind == 0x2B:
                out[key] = self.text()
            elif kind == 0x31:
                out[key] = self.ref()
            elif kind == 0xB1:
                out[key] = [self.ref() for _ in range(self.u32())]
            elif kind == 0xAB:
                size, count = self.u32(), self.u32()
                start = self.pos
                out[key] = [self.text() for _ in range(count)]
                if self.pos - start != size:
                    raise ValueError("string list size")
            elif kind == 0xA4:
                count = self.u32()
                out[key] = [struct.unpack("<dd", self.take(16)) for _ in range(count)]
            elif kind in FIXED:
                out[key] = self.take(FIXED[kind])
            else:
                raise ValueError(f"field type {kind:#x}")


def hsl_to_hsb(h, s, l):
    v = l + s * min(l, 1 - l)
    return [h * 360, 0.0 if v == 0 else 2 * (1 - l / v), v]


def colour(obj):
    raw = obj["fields"]["_col"]
    cls = obj["class"]
    if cls == "RGBA":
        r, g, b, a = struct.unpack("<4f", raw)
        return "srgb", [r, g, b], a
    if cls == "HSLA":
        h, s, l, a = struct.unpack("<4f", raw)
        return "hsb", hsl_to_hsb(h, s, l), a
    if cls == "CMYK":
        c, m, y, k, a = struct.unpack("<5f", raw)
        return "cmyk", [c, m, y, k], a
    if cls == "GRAY":
        g, a = struct.unpack("<2f", raw)
        return "gray", [g], a
    if cls == "LABA":
        l, a_, b, alpha = (v / 65535 for v in struct.unpack("<4H", raw))
        return "lab", [l * 100, a_ * 256 - 128, b * 256 - 128], alpha
    raise ValueError(f"colour class {cls}")


def read(data):
    if data[:4] != b"\x00\xffKA" or data[8:12] != b"htwS" or data[12:16] != b"#Inf":
        raise ValueError("not an Affinity palette")
    version = struct.unpack_from("<I", data, 4)[0]
    footer, size, body = struct.unpack_from("<QQQ", data, 16)
    start = 76
    stream = Stream(data, start, start + body)
    if stream.take(4) != b"\x00\xffKS":
        raise ValueError("stream signature")
    stream.u16()
    if stream.tag() != "PalV":
        raise ValueError("root class")
    stream.u16()
    stream.u32()
    root = stream.fields()
    table = data[footer : footer + 4].decode("latin-1")
    crc = zlib.crc32(data[start : start + body])
    crc_ok = struct.unpack_from("<I", data, footer + 88)[0] == crc
    if table == "#FT4":
        crc_ok = crc_ok and struct.unpack_from("<I", data, footer + 97)[0] == crc
    sizes_ok = (
        size == len(data)
        and stream.pos == start + body
        and data[start + body : footer] == b"\xff\xff\xff\xff"
        and struct.unpack_from("<QQ", data, footer + 20) == (len(data), body)
        and struct.unpack_from("<QQ", data, footer + 72) == (body, body)
        and data.endswith(b"Swatches.dat")
    )
    names = root.get("PaNV", [])
    swatches = []
    for index, fill in enumerate(root.get("PalV", [])):
        name = names[index] if index < len(names) and names[index] else None
        if fill is None:
            continue
        if fill["class"] == "FilS":
            model, values, alpha = colour(fill["fields"]["Colr"])
            swatches.append([name, model, values, alpha])
        elif fill["class"] == "FilG":
            for stop in fill["fields"]["Grad"]["fields"]["Cols"]:
                model, values, alpha = colour(stop)
                swatches.append([None, model, values, alpha])
    return {
        "name": root.get("PlCN") or None,
        "swatches": swatches,
        "version": version,
        "table": table,
        "crc_ok": crc_ok,
        "sizes_ok": sizes_ok,
    }


if __name__ == "__main__":
    with open(sys.argv[1], "rb") as handle:
        print(json.dumps(read(handle.read()), ensure_ascii=False))
