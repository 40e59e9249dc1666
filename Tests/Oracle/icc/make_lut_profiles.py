#!/usr/bin/env python3
"""Writes two version 4 profiles whose transforms are `lutAtoB` (mAB) and `lutBtoA` (mBA) tags,
for checking palconv's reading of those tags against LittleCMS (make_icc_tables.py runs
transicc on them like on the Debian profiles). No Debian profile has these tag types on a
device profile, so these are made here, with every element of both tag types in use:

- Fixtures/icc/palconv-lutAtoB-cmyk.icc: an output (`prtr`) CMYK profile. A2B0 is A curves
  (parametric type 0, a gamma per ink) → a 4-input colour table (7 points per input, 16-bit)
  → M curves (parametric type 3, tables and identity) → a matrix with offset → B curves
  (identity). B2A0 is B curves (16-bit tables) → matrix with offset → M curves (gammas) → a
  3-input colour table (9 points, 8-bit) → A curves (parametric type 1 and tables).
- Fixtures/icc/palconv-lutAtoB-rgb.icc: a display (`mntr`) RGB profile whose A2B0 has only A
  curves, a 3-input colour table (9 points, 16-bit) and B curves, and whose B2A0 has B curves,
  a matrix, M curves, a 3-input table (11 points, 16-bit) and A curves.

The tables hold a plausible press and display: CMYK inks mixed subtractively in linear light,
and an RGB display with Display P3 primaries and a gamma of 2.2. The values are what they are:
LittleCMS, not this script, says what the profiles convert to.

    python3 Tests/Oracle/icc/make_lut_profiles.py
"""
import math
import os
import struct

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
D50 = (0.9642, 1.0, 0.8249)


def s15(value):
    return struct.pack(">i", int(round(value * 65536)))


def pad4(data):
    return data + b"\0" * (-len(data) % 4)


def para(function, parameters):
    return pad4(b"para" + b"\0" * 4 + struct.pack(">HH", function, 0) + b"".join(s15(p) for p in parameters))


def curv(entries):
    """A `curv`: [] identity, [gamma] as u8Fixed8, else a 16-bit table of values 0...1."""
    if not entries:
        return b"curv" + b"\0" * 4 + struct.pack(">I", 0)
    if len(entries) == 1:
        return pad4(b"curv" + b"\0" * 4 + struct.pack(">IH", 1, int(round(entries[0] * 256))))
    return pad4(b"curv" + b"\0" * 4 + struct.pack(">I", len(entries))
                + b"".join(struct.pack(">H", int(round(v * 65535))) for v in entries))


def table(count, function):
    return [min(1.0, max(0.0, function(i / (count - 1)))) for i in range(count)]


def clut(points, inputs, outputs, function, precision):
    """A colour table: `function` maps inputs (0...1, first most significant) to outputs."""
    header = bytes(points if i < inputs else 0 for i in range(16)) + struct.pack(">B3x", precision)
    values = []
    for index in range(points ** inputs):
        coordinates = []
        for _ in range(inputs):
            coordinates.append((index % points) / (points - 1))
            index //= points
        coordinates.reverse()
        values.extend(function(coordinates))
    if precision == 2:
        body = b"".join(struct.pack(">H", int(round(min(1, max(0, v)) * 65535))) for v in values)
    else:
        body = bytes(int(round(min(1, max(0, v)) * 255)) for v in values)
    return pad4(header + body)


def lut(signature, inputs, outputs, b=None, matrix=None, m=None, table_=None, a=None):
    """An mAB or mBA tag; the elements are placed after the 32-byte header in the order the
    offsets name them, each offset 0 when the element is absent."""
    body = b""
    offsets = []
    for element in (b, matrix, m, table_, a):
        if element is None:
            offsets.append(0)
            continue
        offsets.append(32 + len(body))
        body += element if isinstance(element, bytes) else b"".join(element)
    header = signature + b"\0" * 4 + struct.pack(">BB2x", inputs, outputs) + b"".join(
        struct.pack(">I", offset) for offset in offsets)
    return header + body


def matrix_element(rows, offset):
    return b"".join(s15(v) for row in rows for v in row) + b"".join(s15(v) for v in offset)


def mluc(text):
    encoded = text.encode("utf-16-be")
    return pad4(b"mluc" + b"\0" * 4 + struct.pack(">II", 1, 12) + b"enUS"
                + struct.pack(">II", len(encoded), 28) + encoded)


def xyz(values):
    return b"XYZ " + b"\0" * 4 + b"".join(s15(v) for v in values)


def profile(device_class, space, tags):
    table_size = 4 + 12 * len(tags)
    offset = 128 + table_size
    directory = struct.pack(">I", len(tags))
    data = b""
    for signature, content in tags:
        content = pad4(content)
        directory += signature + struct.pack(">II", offset + len(data), len(content))
        data += content
    size = 128 + table_size + len(data)
    header = (struct.pack(">I", size) + b"\0" * 4 + struct.pack(">I", 0x04300000) + device_class
              + space + b"Lab " + struct.pack(">6H", 2026, 12, 5, 0, 0, 0) + b"acsp" + b"\0" * 4
              + b"\0" * 4 + b"\0" * 4 + b"\0" * 4 + b"\0" * 8 + struct.pack(">I", 0)
              + b"".join(s15(v) for v in D50) + b"\0" * 4 + b"\0" * 16 + b"\0" * 28)
    assert len(header) == 128
    return header + directory + data


def xyz_to_lab(x, y, z):
    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x / D50[0]), f(y / D50[1]), f(z / D50[2])
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def lab_to_xyz(l, a, b):
    fy = (l + 16) / 116
    fx, fz = fy + a / 500, fy - b / 200

    def inverse(t):
        return t ** 3 if t > 6 / 29 else (116 * t - 16) * 27 / 24389
    return inverse(fx) * D50[0], inverse(fy) * D50[1], inverse(fz) * D50[2]


def normalized_lab(lab):
    return [lab[0] / 100, (lab[1] + 128) / 255, (lab[2] + 128) / 255]


# Display P3 primaries adapted to D50 (Bradford), rows X, Y, Z.
P3_D50 = [[0.5151, 0.2920, 0.1571], [0.2412, 0.6922, 0.0666], [-0.0011, 0.0419, 0.7841]]


def invert3(m):
    a, b, c = m[0]
    d, e, f = m[1]
    g, h, i = m[2]
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
            [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
            [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]


P3_INVERSE = invert3(P3_D50)


def press_lab(cmyk):
    """Subtractive mixing in linear light, with a paper a little warmer than D50."""
    c, m, y, k = cmyk
    paper = (0.93, 0.965, 0.78)
    inks = [(1 - 0.88 * c) * (1 - 0.12 * m) * (1 - 0.02 * y),
            (1 - 0.35 * c) * (1 - 0.85 * m) * (1 - 0.08 * y),
            (1 - 0.10 * c) * (1 - 0.25 * m) * (1 - 0.92 * y)]
    rgb = [v * (1 - 0.96 * k) for v in inks]
    return xyz_to_lab(*[sum(P3_D50[r][j] * rgb[j] for j in range(3)) * paper[r] for r in range(3)])


def press_cmyk(lab):
    """An inverse of press_lab good enough for a B2A table: gray component replaced by K."""
    x, y, z = lab_to_xyz(*lab)
    rgb = [max(0.0, min(1.0, sum(P3_INVERSE[r][j] * v for j, v in enumerate((x, y, z))))) for r in range(3)]
    c, m, ye = 1 - rgb[0], 1 - rgb[1], 1 - rgb[2]
    k = min(c, m, ye) * 0.9
    return [(c - k) / (1 - k) if k < 1 else 0, (m - k) / (1 - k) if k < 1 else 0,
            (ye - k) / (1 - k) if k < 1 else 0, k]


def display_lab(rgb):
    linear = [v ** 2.2 for v in rgb]
    return xyz_to_lab(*[sum(P3_D50[r][j] * linear[j] for j in range(3)) for r in range(3)])


def display_rgb(lab):
    x, y, z = lab_to_xyz(*lab)
    linear = [max(0.0, min(1.0, sum(P3_INVERSE[r][j] * v for j, v in enumerate((x, y, z))))) for r in range(3)]
    return [v ** (1 / 2.2) for v in linear]


def cmyk_profile():
    a2b = lut(
        b"mAB ", 4, 3,
        b=[curv([])] * 3,
        matrix=matrix_element([[0.98, 0.01, 0.01], [0.0, 1.0, 0.0], [0.01, 0.0, 0.99]],
                              [0.004, -0.002, 0.001]),
        m=[para(3, [1.1, 1.0, 0.0, 1.0, 0.02]), curv(table(33, lambda t: t ** 0.95)), curv([])],
        table_=clut(7, 4, 3, lambda v: normalized_lab(press_lab(v)), 2),
        a=[para(0, [1.15]), para(0, [1.0]), para(0, [0.9]), para(0, [1.05])])
    b2a = lut(
        b"mBA ", 3, 4,
        b=[curv(table(256, lambda t: t)), curv(table(256, lambda t: t)), curv(table(256, lambda t: t))],
        matrix=matrix_element([[1.0, 0.0, 0.0], [0.0, 0.99, 0.0], [0.0, 0.0, 1.0]], [0.0, 0.001, 0.0]),
        m=[curv([1.0]), curv([1.2]), curv([0.85])],
        table_=clut(9, 3, 4, lambda v: press_cmyk(_lab_of_m(v)), 1),
        a=[para(1, [1.0, 1.0, 0.0]), curv(table(64, lambda t: t ** 1.1)), curv([]), para(1, [0.9, 1.0, 0.0])])
    return profile(b"prtr", b"CMYK", [
        (b"desc", mluc("palconv lutAtoB CMYK test press")),
        (b"cprt", mluc("No copyright: made for palconv's tests")),
        (b"wtpt", xyz(D50)),
        (b"A2B0", a2b), (b"B2A0", b2a)])


def _lab_of_m(values):
    """The Lab a B2A table point stands for: the M curves' output is the table's input, whose
    inverse (gamma 1, 1/1.2, 1/0.85) gives the matrix output, taken here as Lab."""
    l, a, b = values[0], values[1] ** (1 / 1.2), values[2] ** (1 / 0.85)
    return l * 100, a * 255 - 128, b * 255 - 128


def rgb_profile():
    a2b = lut(
        b"mAB ", 3, 3,
        b=[curv([]), curv(table(128, lambda t: t)), curv([])],
        table_=clut(9, 3, 3, lambda v: normalized_lab(display_lab([t ** (1 / 1.1) for t in v])), 2),
        a=[curv(table(256, lambda t: t ** 1.1))] * 3)
    b2a = lut(
        b"mBA ", 3, 3,
        b=[curv([])] * 3,
        matrix=matrix_element([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], [0.0, 0.0, 0.0]),
        m=[curv([])] * 3,
        table_=clut(11, 3, 3, lambda v: [t ** 1.1 for t in display_rgb((v[0] * 100, v[1] * 255 - 128, v[2] * 255 - 128))], 2),
        a=[para(0, [1 / 1.1])] * 3)
    return profile(b"mntr", b"RGB ", [
        (b"desc", mluc("palconv lutAtoB RGB test display")),
        (b"cprt", mluc("No copyright: made for palconv's tests")),
        (b"wtpt", xyz(D50)),
        (b"A2B0", a2b), (b"B2A0", b2a)])


def main():
    for name, data in (("palconv-lutAtoB-cmyk.icc", cmyk_profile()), ("palconv-lutAtoB-rgb.icc", rgb_profile())):
        path = os.path.join(ROOT, "Fixtures", "icc", name)
        with open(path, "wb") as handle:
            handle.write(data)
        print(f"wrote {path}: {len(data)} bytes")


if __name__ == "__main__":
    main()
