#!/usr/bin/env python3
"""An independent reading of ICC named-colour profiles (namedColor2, 'ncl2'), with struct only.

Follows ICC.1:2010 section 10.17: a count of colours, a count of device coordinates, a 32-byte
prefix and suffix, then per colour a 32-byte root name, three 16-bit PCS values and the device
values. Lab PCS values use the 16-bit encoding of the profile's version (version 4: L* =
100 v / 65535, a* = 255 v / 65535 - 128; version 2: L* = 100 v / 65280, a* = v / 256 - 128),
XYZ values are v / 32768. Writes Fixtures/oracle/icc-named-colors.json for the Swift tests.

    python3 Tests/Oracle/icc/read_ncl2.py
"""
import json
import os
import struct

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
FILES = ["colord-x11-colors.icc", "colord-Crayons.icc"]


def text(raw):
    return raw.split(b"\0", 1)[0].decode("latin-1")


def read(data):
    version = data[8]
    pcs = data[20:24]
    count = struct.unpack(">I", data[128:132])[0]
    tags = {}
    for i in range(count):
        sig, offset, size = struct.unpack(">4sII", data[132 + 12 * i:144 + 12 * i])
        tags.setdefault(sig, (offset, size))
    offset, _ = tags[b"ncl2"]
    assert data[offset:offset + 4] == b"ncl2"
    _flags, colours, coordinates = struct.unpack(">III", data[offset + 8:offset + 20])
    prefix = text(data[offset + 20:offset + 52])
    suffix = text(data[offset + 52:offset + 84])
    entries = []
    position = offset + 84
    for _ in range(colours):
        name = prefix + text(data[position:position + 32]) + suffix
        raw = struct.unpack(">3H", data[position + 32:position + 38])
        device = struct.unpack(f">{coordinates}H", data[position + 38:position + 38 + 2 * coordinates])
        if pcs == b"Lab ":
            if version >= 4:
                value = [raw[0] * 100 / 65535, raw[1] * 255 / 65535 - 128, raw[2] * 255 / 65535 - 128]
            else:
                value = [raw[0] * 100 / 65280, raw[1] / 256 - 128, raw[2] / 256 - 128]
        else:
            value = [v / 32768 for v in raw]
        entries.append({"name": name, "pcs": value, "device": [v / 65535 for v in device]})
        position += 38 + 2 * coordinates
    return {"version": version, "pcs": pcs.decode(), "colors": entries}


def main():
    table = {}
    for name in FILES:
        with open(os.path.join(ROOT, "Fixtures", "icc", name), "rb") as handle:
            table[name] = read(handle.read())
    out = os.path.join(ROOT, "Fixtures", "oracle", "icc-named-colors.json")
    with open(out, "w") as handle:
        json.dump(table, handle, indent=1)
        handle.write("\n")
    print(f"wrote {out}: " + ", ".join(f"{k} {len(v['colors'])} colours" for k, v in table.items()))


if __name__ == "__main__":
    main()
