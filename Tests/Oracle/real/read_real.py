#!/usr/bin/env python3
"""Reads every real palette file the tests read, independently of palconv, and prints what it holds.

Written from the formats' descriptions and the files themselves, with Python's standard library
(struct, xml.etree, json, plistlib, zipfile), Pillow for PNG, and the real compilers for
stylesheets (`sassc`, `lessc`, `stylus`); none of palconv's code is used. Run from anywhere:

    python3 Tests/Oracle/real/read_real.py [--format FORMAT ...] [--list]

prints one JSON object a line, per file:

    {"format": "scribus", "origin": "fixtures", "path": "scribus/real/Classic_Kit.xml",
     "swatches": [["Apricot", "srgb", [1.0, 0.7647, 0.5608], 1.0], ...]}

Colours are in the model the file gives them in, in palconv's units: sRGB, Display P3, CMYK and
gray as fractions 0...1, Lab as L 0...100 with a and b as written, HSB as fractions. A file
this script cannot read independently has `"skip"` with the reason instead of `"swatches"`.
`--list` prints only the formats and paths. RealFileTests (Swift) runs this script and compares
palconv's reading of the same files with it.
"""

import json
import math
import os
import pathlib
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zipfile

import real_files


class Skip(Exception):
    """This file is not read here; the message says why."""


def swatch(name, model, values, alpha=1.0):
    return [name, model, [float(v) for v in values], float(alpha)]


def rgb8(name, r, g, b, a=255):
    return swatch(name, "srgb", [r / 255, g / 255, b / 255], a / 255)


def text_of(path):
    data = path.read_bytes()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252")


def lines_of(path):
    return re.split(r"\r\n|\r|\n", text_of(path))


# --- text formats ------------------------------------------------------------------------------


def read_gpl(path):
    out = []
    lines = lines_of(path)
    alpha = any(line.strip().lower() == "channels: rgba" for line in lines[:5])
    for line in lines[1:]:
        stripped = line.strip()
        if not stripped or stripped.startswith("#") or ":" in stripped.split()[0]:
            continue
        parts = line.split(None, 4 if alpha else 3)
        count = 4 if alpha else 3
        numbers = [int(p) for p in parts[:count]]
        name = parts[count].strip() if len(parts) > count else None
        out.append(rgb8(name or None, *numbers))
    return out


HEX = re.compile(r"^#?([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8}|[0-9A-Fa-f]{3})(?:\s+(.*))?$")


def read_hex(path):
    out = []
    for line in lines_of(path):
        stripped = line.strip()
        if not stripped or stripped.startswith(("#!", ";", "//")):
            continue
        m = HEX.match(stripped)
        if not m:
            continue
        digits, name = m.group(1), m.group(2)
        if len(digits) == 3:
            digits = "".join(c * 2 for c in digits)
        values = [int(digits[i : i + 2], 16) for i in range(0, len(digits), 2)]
        out.append(rgb8(name.strip() if name and name.strip() else None, *values))
    return out


def read_paintnet(path):
    out = []
    for line in lines_of(path):
        value, _, comment = line.partition(";")
        value = value.strip()
        if not value:
            continue
        if value[:2] in ("0x", "0X"):
            value = value[2:]
        value = value.lstrip("#")
        if len(value) == 6:
            value = "FF" + value
        a, r, g, b = (int(value[i : i + 2], 16) for i in range(0, 8, 2))
        # A comment after a colour names it (real files use it so).
        out.append(rgb8(comment.strip() or None, r, g, b, a))
    return out


def read_csv(path):
    """CSV with Python's csv module: a header naming name, hex, R, G, B or C, M, Y, K columns
    (CMYK first, as palconv reads a row), or rows of hex colours with an optional name (the
    field with `#`, or the one that is not hex)."""
    import csv
    import io

    def hex_rgb(text):
        digits = text.strip().lstrip("#")
        if not re.fullmatch(r"[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8}", digits):
            return None
        if len(digits) == 3:
            digits = "".join(c * 2 for c in digits)
        return [int(digits[i : i + 2], 16) for i in range(0, len(digits), 2)]

    rows = [r for r in csv.reader(io.StringIO(text_of(path))) if any(f.strip() for f in r)]
    out = []
    if not rows:
        return out
    # Header words compared in lower case without spaces, tabs, `_`, `-` or `.`; the first
    # field of each kind counts.
    kinds = {
        "name": {"name", "colorname", "colourname", "swatch", "swatchname", "label", "title"},
        "hex": {"hex", "hexcode", "hexcolor", "hexcolour", "hexvalue", "html", "color", "colour",
                "web", "rgbhex", "#"},
        "r": {"r", "red"}, "g": {"g", "green"}, "b": {"b", "blue"},
        "c": {"c", "cyan"}, "m": {"m", "magenta"}, "y": {"y", "yellow"},
        "k": {"k", "black", "key"},
    }
    words = [re.sub(r"[ \t_.-]", "", f).lower() for f in rows[0]]
    col = {}
    for i, w in enumerate(words):
        for kind, synonyms in kinds.items():
            if w in synonyms:
                col.setdefault(kind, i)
    if "hex" in col or set("rgb") <= set(col) or set("cmyk") <= set(col):
        for row in rows[1:]:
            def field(kind):
                i = col.get(kind)
                return row[i].strip() if i is not None and i < len(row) else ""
            name = field("name")
            if set("cmyk") <= set(col) and any(field(c) for c in "cmyk"):
                values = [float(field(c).rstrip("%")) / 100 for c in "cmyk"]
                out.append(swatch(name or None, "cmyk", values))
            elif set("rgb") <= set(col) and field("r"):
                values = [float(field(c)) for c in "rgb"]
                out.append(swatch(name or None, "srgb", [v / 255 for v in values]))
            else:
                out.append(rgb8(name or None, *hex_rgb(field("hex"))))
        return out
    for row in rows:
        fields = [f.strip() for f in row if f.strip()]
        if len(fields) == 2 and not all(hex_rgb(f) for f in fields):
            colour = fields[0] if hex_rgb(fields[0]) else fields[1]
            name = fields[1] if colour is fields[0] else fields[0]
            out.append(rgb8(name, *hex_rgb(colour)))
        else:
            out.extend(rgb8(None, *hex_rgb(f)) for f in fields)
    return out


RGB_LINE = re.compile(r"^\s*(\d+)\s+(\d+)\s+(\d+)(?:\s+(.*?))?\s*$")


def read_rgb_lines(lines, comment):
    out = []
    for line in lines:
        stripped = line.strip()
        if not stripped or (comment and stripped.startswith(comment)):
            continue
        m = RGB_LINE.match(line)
        if not m:
            raise ValueError(f"not an R G B line: {line!r}")
        out.append(rgb8(m.group(4) or None, *(int(m.group(i)) for i in (1, 2, 3))))
    return out


def read_x11(path):
    return read_rgb_lines(lines_of(path), "!")


def read_kde(path):
    lines = lines_of(path)
    if lines[0].strip() != "KDE RGB Palette":
        raise ValueError("no KDE RGB Palette header")
    return read_rgb_lines(lines[1:], "#")


def read_homesite(path):
    lines = lines_of(path)
    if lines[0].strip() != "Palette" or not lines[1].startswith("Version"):
        raise ValueError("no HomeSite header")
    return read_rgb_lines([l for l in lines[2:] if not set(l.strip()) <= {"-"}], None)


PAINTER = re.compile(
    r"^\s*R:\s*(\d+),\s*G:\s*(\d+),\s*B:\s*(\d+),?"
    r"(?:\s*HV:\s*[-\d.]+,\s*SV:\s*[-\d.]+,\s*VV:\s*[-\d.]+)?\s*(.*?)\s*$"
)


def read_painter(path):
    out = []
    for line in lines_of(path):
        if not line.strip() or line.split()[0] in ("ROWS", "COLS", "WIDTH", "HEIGHT", "TEXTHEIGHT", "SPACING"):
            continue
        m = PAINTER.match(line)
        if not m:
            raise ValueError(f"not a Painter colour line: {line!r}")
        out.append(rgb8(m.group(4) or None, *(int(m.group(i)) for i in (1, 2, 3))))
    return out


def read_clf(path):
    # CLF: name<TAB>L<TAB>a<TAB>b, a decimal point or comma; an empty name is none.
    out = []
    for line in lines_of(path):
        if not line.strip():
            continue
        name, l, a, b = line.split("\t")
        values = [float(v.strip().replace(",", ".")) for v in (l, a, b)]
        out.append(swatch(name.rstrip(" \t") or None, "lab", values))
    return out


def read_skencil(path):
    lines = lines_of(path)
    if not lines[0].startswith("##Sketch RGBPalette"):
        raise ValueError("no Skencil header")
    out = []
    for line in lines[1:]:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        parts = line.split(None, 3)
        name = parts[3].strip() if len(parts) > 3 else None
        out.append(swatch(name or None, "srgb", [float(p) for p in parts[:3]]))
    return out


def read_gpa(path):
    """Gpick's chunks: a 16-byte NUL-padded name and a u64 size each; the first, named
    `GPA version` and Gpick's version, holds the file format version (major << 16 | minor);
    handler_map names the value types; color_list holds records of (u8 type, u32-length name,
    u32-length payload)."""
    data = path.read_bytes()
    pos, types, out, version = 0, [], [], None
    while pos < len(data):
        name = data[pos : pos + 16].rstrip(b"\0").decode()
        (size,) = struct.unpack_from("<Q", data, pos + 16)
        body = data[pos + 24 : pos + 24 + size]
        pos += 24 + size
        if name.startswith("GPA version") and version is None:
            (version,) = struct.unpack_from("<I", body, 0)
            if version >> 16 not in (1, 2):
                raise ValueError(f"file format {version >> 16}.{version & 0xFFFF}")
        elif name == "handler_map":
            (count,) = struct.unpack_from("<I", body, 0)
            at = 4
            for _ in range(count):
                (n,) = struct.unpack_from("<I", body, at)
                types.append(body[at + 4 : at + 4 + n].decode())
                at += 4 + n
        elif name == "color_list":
            at = 0
            while at < len(body):
                (count,) = struct.unpack_from("<I", body, at)
                at += 4
                entry = {}
                for _ in range(count):
                    kind = types[body[at]]
                    (n,) = struct.unpack_from("<I", body, at + 1)
                    key = body[at + 5 : at + 5 + n].decode()
                    at += 5 + n
                    (m,) = struct.unpack_from("<I", body, at)
                    payload = body[at + 4 : at + 4 + m]
                    at += 4 + m
                    entry[(kind, key)] = payload
                # Four float32. Format 1.x leaves the fourth unset (not alpha); Gpick reads it
                # as alpha from format 2.0 on (`noAlphaChannel = version < 0x20000`).
                r, g, b, fourth = struct.unpack("<4f", entry[("color", "color")])
                alpha = fourth if version is not None and version >> 16 >= 2 else 1.0
                name_bytes = entry.get(("string", "name"))
                out.append(swatch(name_bytes.decode() if name_bytes is not None else None,
                                  "srgb", [r, g, b], alpha))
    return out


def cpl_color(model, v):
    """One Corel colour value: the model number and its eight component bytes."""
    if model == 2:
        return "cmyk", [v[4] / 100, v[5] / 100, v[6] / 100, v[7] / 100]
    if model in (3, 17):
        return "cmyk", [x / 255 for x in v[4:8]]
    if model == 4:
        return "cmyk", [v[4] / 255, v[5] / 255, v[6] / 255, 0]
    if model in (5, 21):
        return "srgb", [v[6] / 255, v[5] / 255, v[4] / 255]
    if model in (6, 7):
        hue = v[4] | v[5] << 8
        if model == 6:
            return "hsb", [hue, v[6] / 255, v[7] / 255]
        # HLS to RGB with colorsys, then RGB to HSB: another road to the same values.
        import colorsys
        r, g, b = colorsys.hls_to_rgb(hue / 360 % 1, v[6] / 255, v[7] / 255)
        h, s, b2 = colorsys.rgb_to_hsv(r, g, b)
        return "hsb", [hue, s, b2]
    if model == 9:
        return "gray", [1 - v[4] / 255]
    if model == 12:
        return "lab", [v[4] * 100 / 255, struct.unpack("b", bytes([v[5]]))[0],
                       struct.unpack("b", bytes([v[6]]))[0]]
    if model == 18:
        return "lab", [v[4] * 100 / 255, v[5] - 128, v[6] - 128]
    return None


def read_cpl(path):
    """Corel's binary palettes: two version bytes, a header (a count; a name and a count; or
    a table of sections 0 name, 1 type, 2 count), then colours of a model, two bytes, eight
    bytes of components, and a length-prefixed name. Little-endian throughout."""
    data = path.read_bytes()
    version = data[:2]
    kind = None
    if version == b"\xdc\xdc":
        n = data[2]
        pos = 3 + n
        (count,) = struct.unpack_from("<H", data, pos)
        pos += 2
    elif version in (b"\xcc\xbc", b"\xcc\xdc"):
        (count,) = struct.unpack_from("<H", data, 2)
        pos = 4
    else:
        (sections,) = struct.unpack_from("<I", data, 2)
        table = dict(struct.unpack_from("<II", data, 6 + 8 * i) for i in range(sections))
        if 1 in table:
            (kind,) = struct.unpack_from("<H", data, table[1])
        (count,) = struct.unpack_from("<H", data, table[2])
        pos = table[2] + 2
    long_entries = version in (b"\xcd\xbc", b"\xcd\xdc", b"\xcd\xdd") and kind is not None \
        and kind < 38 and kind not in (5, 16)
    single = version in (b"\xdc\xdc", b"\xcc\xdc") or (version == b"\xcd\xdc" and kind != 16)
    out = []
    for _ in range(count):
        if long_entries:
            pos += 4
        values = []
        for _ in range(2 if long_entries else 1):
            (model,) = struct.unpack_from("<H", data, pos)
            values.append(cpl_color(model, data[pos + 4 : pos + 12]))
            pos += 12
        n = data[pos]
        pos += 1
        if single:
            name = data[pos : pos + n].decode("cp1252", errors="strict") if n else None
            pos += n
        else:
            name = data[pos : pos + 2 * n].decode("utf-16-le") if n else None
            pos += 2 * n
        if version == b"\xcd\xdd":
            pos += 12
        found = next((v for v in values if v is not None), None)
        if found is not None:
            out.append(swatch(name, found[0], found[1]))
    return out


def read_jcw(path):
    """Xara palettes: 'JCW', version, u16 count, type, name size; then four u16 values in
    ten-thousandths and a NUL-padded ISO-8859-1 name per colour. The type's low bits give
    the model."""
    data = path.read_bytes()
    magic, version, count, kind, size = struct.unpack_from("<3sBHBB", data, 0)
    assert magic == b"JCW" and version == 1
    out = []
    for i in range(count):
        at = 8 + i * (8 + size)
        a, b, c, d = (x / 10000 for x in struct.unpack_from("<4H", data, at))
        name = data[at + 8 : at + 8 + size].split(b"\0")[0].decode("latin-1") or None
        model = kind % 8
        if model in (0, 1):
            out.append(swatch(name, "cmyk", [a, b, c, d]))
        elif model in (2, 3):
            out.append(swatch(name, "srgb", [a, b, c]))
        else:
            out.append(swatch(name, "hsb", [a * 360, b, c]))
    return out


def read_skp(path):
    """sK1 palettes: each line a call of Python literals, read with ast.literal_eval; colours
    are [model, values, alpha, name]. The XML variant: <description type> and <color> attributes."""
    import ast

    text = text_of(path)
    if text.lstrip().startswith("<"):
        root = ET.fromstring(text.encode())
        description = root.find("description")
        kind = description.get("type", "RGB") if description is not None else "RGB"
        keys, model = (("c", "m", "y", "k"), "cmyk") if kind == "CMYK" else (("r", "g", "b"), "srgb")
        return [swatch(c.get("name"), model, [float(c.get(k)) for k in keys])
                for c in root.findall("color")]
    out = []
    for line in text.splitlines()[1:]:
        line = line.strip()
        if not line.startswith("color("):
            continue
        model, values, alpha, name = ast.literal_eval(line[len("color(") : -1])
        if model == "RGB":
            out.append(swatch(name, "srgb", values, alpha))
        elif model == "CMYK":
            out.append(swatch(name, "cmyk", values, alpha))
        elif model == "Gray":
            out.append(swatch(name, "gray", values, alpha))
        else:
            raise Skip(f"colour {name!r} in the model {model!r}")
    return out


def read_jasc(path):
    lines = [line.strip() for line in lines_of(path)]
    count = int(lines[2])
    out = []
    for line in lines[3:]:
        if not line:
            continue
        numbers = [int(v) for v in line.split()]
        out.append(rgb8(None, *numbers[:4]))
    if len(out) != count:
        raise Skip(f"declares {count} colours and lists {len(out)}")
    return out


def read_corel_pal(path):
    out = []
    for line in lines_of(path):
        if not line.strip():
            continue
        first, last = line.index('"'), line.rindex('"')
        name = line[first + 1 : last]
        c, m, y, k = (int(v) for v in line[last + 1 :].split()[:4])
        out.append(swatch(name, "cmyk", [c / 100, m / 100, y / 100, k / 100]))
    return out


# --- binary formats ----------------------------------------------------------------------------


def read_riff(path):
    data = path.read_bytes()
    size = struct.unpack_from("<I", data, 16)[0]
    version, count = struct.unpack_from("<HH", data, 20)
    out = []
    for i in range(count):
        r, g, b, _flags = data[24 + 4 * i : 28 + 4 * i]
        out.append(rgb8(None, r, g, b))
    assert size == 4 + 4 * count, (size, count)
    return out


def read_vga(path):
    data = path.read_bytes()
    six_bit = max(data) < 64
    out = []
    for i in range(256):
        r, g, b = data[3 * i : 3 * i + 3]
        if six_bit:
            out.append(swatch(None, "srgb", [r / 63, g / 63, b / 63]))
        else:
            out.append(rgb8(None, r, g, b))
    return out


def read_vdi(path):
    data = path.read_bytes()
    # XaAES's palettes put `PA01` before the words (its trnfm.c skips four bytes).
    if data[:4] == b"PA01":
        data = data[4:]
    words = struct.unpack(f">{len(data) // 2}H", data)
    return [
        swatch(None, "srgb", [w / 1000 for w in words[i : i + 3]])
        for i in range(0, len(words), 3)
    ]


def read_act(path):
    data = path.read_bytes()
    count, transparent = 256, None
    if len(data) >= 772:
        count, transparent = struct.unpack_from(">HH", data, 768)
    elif len(data) == 771:
        # Some tools write the trailer with its first byte lost: the count is one byte.
        count, transparent = data[768], struct.unpack_from(">H", data, 769)[0]
    count = count or 256
    return [
        rgb8(None, *data[3 * i : 3 * i + 3], 0 if i == transparent else 255)
        for i in range(min(count, 256))
    ]


def acb_display(stored):
    """A colour book's stored text as shown: the value of a `$$$/key=value` localisation key,
    with Adobe's `^C` and `^R` markers as © and ®."""
    if stored.startswith("$$$/") and "=" in stored:
        stored = stored.split("=", 1)[1]
    return stored.replace("^C", "\u00a9").replace("^R", "\u00ae")


def read_acb(path):
    """Adobe colour books (`8BCB`, version 1), from the published description of the format:
    big-endian; a title, prefix, postfix and description as UTF-16 strings with a 32-bit
    count of units; the colour count, page size, page key and colour space; then each colour's
    name, six-byte key and component bytes (RGB; CMYK with 255 for no ink; Lab with L over 255
    and a, b offset by 128). Entries without a name are empty places on a page. A `spflspot` or
    `spflproc` mark may follow the colours."""
    data = path.read_bytes()
    if data[:4] != b"8BCB":
        raise ValueError("no 8BCB signature")
    version, _book_id = struct.unpack_from(">HH", data, 4)
    if version != 1:
        raise ValueError(f"version {version}")
    offset = 8

    def text():
        nonlocal offset
        (units,) = struct.unpack_from(">I", data, offset)
        raw = data[offset + 4 : offset + 4 + 2 * units]
        if len(raw) != 2 * units:
            raise ValueError(f"a string of {units} units runs past the end at byte {offset}")
        offset += 4 + 2 * units
        return raw.decode("utf-16-be").rstrip("\x00")

    _title, prefix, postfix, _description = (acb_display(text()) for _ in range(4))
    count, _page_size, _page_key, space = struct.unpack_from(">4H", data, offset)
    offset += 8
    size = {0: 3, 2: 4, 7: 3, 8: 1}[space]
    out = []
    for _ in range(count):
        name = acb_display(text())
        values = data[offset + 6 : offset + 6 + size]
        if len(values) != size:
            raise ValueError("the colours run past the end")
        offset += 6 + size
        if not name:
            continue
        full = prefix + name + postfix
        if space == 0:
            out.append(rgb8(full, *values))
        elif space == 2:
            out.append(swatch(full, "cmyk", [(255 - v) / 255 for v in values]))
        elif space == 7:
            out.append(swatch(full, "lab", [values[0] / 255 * 100, values[1] - 128, values[2] - 128]))
        else:
            out.append(swatch(full, "gray", [values[0] / 255]))
    if data[offset:] not in (b"", b"spflspot", b"spflproc"):
        raise ValueError(f"{len(data) - offset} unexpected bytes after the colours")
    return out


def aco_color(space, w, x, y, z, name):
    if space == 0:
        return swatch(name, "srgb", [w / 65535, x / 65535, y / 65535])
    if space == 1:
        return swatch(name, "hsb", [w / 65535 * 360, x / 65535, y / 65535])
    if space == 2:
        return swatch(name, "cmyk", [1 - w / 65535, 1 - x / 65535, 1 - y / 65535, 1 - z / 65535])
    if space == 7:
        return swatch(
            name, "lab", [w / 100, struct.unpack(">h", struct.pack(">H", x))[0] / 100,
                          struct.unpack(">h", struct.pack(">H", y))[0] / 100]
        )
    if space == 8:
        return swatch(name, "gray", [1 - w / 10000])
    raise Skip(f"colour space {space}: a catalog reference or an id the format does not define")


def read_aco(path):
    data = path.read_bytes()
    version, count = struct.unpack_from(">HH", data, 0)
    offset = 4
    first = []
    for _ in range(count):
        first.append(struct.unpack_from(">5H", data, offset))
        offset += 10
    if offset + 4 <= len(data) and struct.unpack_from(">H", data, offset)[0] == 2:
        count2 = struct.unpack_from(">H", data, offset + 2)[0]
        offset += 4
        out = []
        for _ in range(count2):
            space, w, x, y, z = struct.unpack_from(">5H", data, offset)
            length = struct.unpack_from(">I", data, offset + 10)[0]
            raw = data[offset + 14 : offset + 14 + 2 * length]
            offset += 14 + 2 * length
            # Trailing NULs end the name; an empty name is no name.
            name = raw.decode("utf-16-be").rstrip("\x00") or None
            out.append(aco_color(space, w, x, y, z, name))
        return out
    return [aco_color(s, w, x, y, z, None) for s, w, x, y, z in first]


# --- XML formats -------------------------------------------------------------------------------


def local(tag):
    return tag.rsplit("}", 1)[-1]


def read_scribus(path):
    root = ET.parse(path).getroot()
    out = []
    seen = {}
    for c in root:
        if local(c.tag).upper() != "COLOR":
            continue
        a = {k.upper(): v for k, v in c.attrib.items()}
        name = a.get("NAME")
        space = a.get("SPACE")
        comps = {"RGB": "RGB", "CMYK": "CMYK", "LAB": "LAB"}.get((space or "").upper())
        if comps and any(k in a for k in comps):
            values = [float(a.get(k, "0")) for k in comps]
            if comps == "RGB":
                color = ("srgb", [v / 255 for v in values])
            elif comps == "CMYK":
                color = ("cmyk", [v / 100 for v in values])
            else:
                color = ("lab", values)
        elif "CMYK" in a:
            h = a["CMYK"][1:]
            color = ("cmyk", [int(h[i : i + 2], 16) / 255 for i in range(0, 8, 2)])
        else:
            h = a["RGB"][1:]
            color = ("srgb", [int(h[i : i + 2], 16) / 255 for i in range(0, 6, 2)])
        # Scribus keeps one colour per name: a repeat of the same colour is one colour.
        key = (name, color[0], tuple(color[1]), a.get("SPOT") in ("1", "true"))
        if name is not None and key in seen:
            continue
        seen[key] = True
        out.append(swatch(name, *color))
    return out


def read_soc(path):
    out = []
    for c in ET.parse(path).getroot():
        if local(c.tag) != "color":
            continue
        attrs = {local(k): v for k, v in c.attrib.items()}
        h = attrs["color"].lstrip("#")
        out.append(rgb8(attrs.get("name"), *(int(h[i : i + 2], 16) for i in range(0, 6, 2))))
    return out


def read_android(path):
    """`<color>` entries in document order. A `@color/NAME` reference resolves within the file,
    as Android resolves it in one configuration; a colour only the platform or a theme defines
    (`@android:color/…`, `?attr/…`, `@null`) cannot be read from the file and is left out, as
    palconv leaves it out with a warning."""
    entries = [c for c in ET.parse(path).getroot() if c.tag == "color"]
    raw = {c.get("name"): (c.text or "").strip() for c in entries}

    def literal(name, seen=()):
        value = raw[name]
        if value.startswith("@color/"):
            target = value[len("@color/"):]
            if target not in raw or target in seen:
                raise Skip(f"{name} refers to {value!r}, which the file does not resolve")
            found = literal(target, seen + (name,))
            if found is None:
                raise Skip(f"{name} refers to {value!r}, which only the platform defines")
            return found
        if value.startswith(("@android:", "?")) or value == "@null":
            return None
        if not value.startswith("#"):
            raise Skip(f"{name} is {value!r}, not a colour literal")
        return value

    out = []
    for c in entries:
        value = literal(c.get("name"))
        if value is None:
            continue
        h = value[1:]
        if len(h) in (3, 4):
            h = "".join(ch * 2 for ch in h)
        if len(h) == 8:
            a, r, g, b = (int(h[i : i + 2], 16) for i in range(0, 8, 2))
        else:
            a, (r, g, b) = 255, (int(h[i : i + 2], 16) for i in range(0, 6, 2))
        out.append(rgb8(c.get("name"), r, g, b, a))
    return out


def read_corel_xml(path):
    root = ET.parse(path).getroot()
    spaces = {}
    for cs in root.iter("colorspace"):
        spaces[cs.get("name")] = cs
    out = []
    colors = root.find("colors")
    for page in colors:
        for c in page.iter("color"):
            space = (c.get("cs") or "").upper()
            values = [float(v) for v in c.get("tints", "").split(",") if v.strip()]
            if space == "RGB":
                out.append(swatch(c.get("name"), "srgb", values))
            elif space == "CMYK":
                out.append(swatch(c.get("name"), "cmyk", values))
            elif space == "LAB":
                # CorelDRAW's Lab tints are bytes over 255: L = t * 100, a and b = t * 255 - 128.
                l, a, b = (round(v * 255) for v in values)
                out.append(swatch(c.get("name"), "lab", [l / 255 * 100, a - 128, b - 128]))
            elif space in ("GRAY", "GREY"):
                out.append(swatch(c.get("name"), "gray", values))
            else:
                raise Skip(f"colour {c.get('name')!r} in the named space {c.get('cs')!r}")
    return out


def read_autodesk_acb(path):
    """AutoCAD's XML colour books: <colorEntry>s of a <colorName> and <RGB8> bytes, page by
    page; the page's own <pageColor> is not a colour of the book."""
    root = ET.parse(path).getroot()
    out = []
    for page in root.findall("colorPage"):
        for entry in page.findall("colorEntry"):
            rgb = entry.find("RGB8")
            if rgb is None:
                raise Skip("an encrypted or colourless entry")
            name = entry.findtext("colorName") or None
            r, g, b = (int(rgb.findtext(c).strip()) for c in ("red", "green", "blue"))
            out.append(rgb8(name, r, g, b))
    return out


def read_acbl(path):
    """Adobe's XML colour books: the default PrefixPostfixPair (the one without an ID) around
    each <Sp N>, values in the first <Format> (floats; Lab L 0...100)."""
    root = ET.parse(path).getroot()
    pairs = root.findall("PrefixPostfixPairs/PrefixPostfixPair")
    default = next((p for p in pairs if p.get("ID") is None), pairs[0] if pairs else None)
    prefix = default.get("Prefix", "") if default is not None else ""
    postfix = default.get("Postfix", "") if default is not None else ""
    space = root.find("Formats/Format").get("ColorSpace")
    model = {"CMYK": "cmyk", "RGB": "srgb", "Lab": "lab"}[space]
    out = []
    for sp in root.findall("Swatches/Sp"):
        values = [float(v) for v in sp.find("C").text.split()]
        out.append(swatch(prefix + sp.get("N") + postfix, model, values))
    return out


# --- JSON formats ------------------------------------------------------------------------------


def read_sketch(path):
    doc = json.loads(text_of(path))
    out = []
    for c in doc["colors"]:
        if isinstance(c, str):
            h = c.lstrip("#")
            out.append(rgb8(None, *(int(h[i : i + 2], 16) for i in range(0, 6, 2))))
        else:
            out.append(
                swatch(c.get("name"), "srgb", [c["red"], c["green"], c["blue"]], c.get("alpha", 1))
            )
    return out


def read_unity_colors(path):
    # Unity's colour preset library, read with PyYAML: Unity's `!u!` tags are plain mappings
    # here, an empty name is no name, components as written (YAML floats or ints).
    import yaml

    class UnityLoader(yaml.SafeLoader):
        pass

    def mapping(loader, suffix, node):
        return loader.construct_mapping(node, deep=True)

    UnityLoader.add_multi_constructor("tag:unity3d.com,2011:", mapping)
    doc = yaml.load(text_of(path), Loader=UnityLoader)
    out = []
    for preset in doc["MonoBehaviour"]["m_Presets"] or []:
        c = preset["m_Color"]
        name = preset.get("m_Name")
        name = None if name in (None, "") else str(name)
        out.append(swatch(name, "srgb", [c["r"], c["g"], c["b"]], c.get("a", 1)))
    return out


def read_coolors(path):
    # Coolors: the XML export (<palette> of <color name hex r g b>), the code export (blocks
    # under /* Title */ lines: the Extended Array, else the Object, else the CSV block), a
    # coolors.co link or colours joined by '-'.
    text = text_of(path)
    if text.lstrip().startswith("<"):
        root = ET.fromstring(text.encode("utf-8"))
        return [
            rgb8(c.get("name"), *(int(c.get("hex")[i : i + 2], 16) for i in (0, 2, 4)))
            for c in root
            if c.tag == "color"
        ]
    blocks = {}
    title = None
    for line in lines_of(path):
        line = line.strip()
        m = re.fullmatch(r"/\*\s*(.*?)\s*\*/", line)
        if m:
            title = m.group(1)
            blocks[title] = []
        elif line and title is not None:
            blocks[title].append(line)

    def hexed(name, h):
        return rgb8(name, *(int(h[i : i + 2], 16) for i in (0, 2, 4)))

    if blocks.get("Extended Array"):
        return [hexed(e["name"], e["hex"]) for e in json.loads(blocks["Extended Array"][0])]
    if blocks.get("Object"):
        return [hexed(k, v) for k, v in json.loads(blocks["Object"][0]).items()]
    if blocks.get("CSV"):
        return [hexed(None, h.strip()) for h in ",".join(blocks["CSV"]).split(",")]
    out = []
    for line in lines_of(path):
        line = line.strip()
        if not line:
            continue
        m = re.fullmatch(r"(?:https?://)?(?:www\.)?coolors\.co/(?:palette/)?([0-9a-fA-F-]+)[/?#]?.*", line)
        colours = m.group(1) if m else line
        out += [hexed(None, h) for h in colours.split("-")]
    return out


def read_sip(path):
    # Sip's export: the palette's name and `colors` of `red`, `green`, `blue`, `alpha` (0...1)
    # and `name`; alpha is 1 when absent.
    doc = json.loads(text_of(path))
    return [
        swatch(c.get("name"), "srgb", [c["red"], c["green"], c["blue"]], c.get("alpha", 1))
        for c in doc["colors"]
    ]


def read_color_palette(path):
    from decimal import ROUND_HALF_EVEN, Decimal

    doc = json.loads(text_of(path), parse_float=Decimal)
    out = []

    def grid(value):
        # The format's values lie on a 1e-5 grid: rounded on their decimal text, half to even.
        return float(Decimal(value).quantize(Decimal("0.00001"), rounding=ROUND_HALF_EVEN))

    def encoded(v):
        magnitude = abs(v)
        e = magnitude * 12.92 if magnitude <= 0.0031308 else 1.055 * magnitude ** (1 / 2.4) - 0.055
        return e if v >= 0 else -e

    for c in doc["colors"]:
        comps = [grid(v) for v in c["components"]]
        alpha = min(max(comps[3], 0), 1) if len(comps) > 3 else 1
        out.append(swatch(c.get("name") or None, "srgb", [encoded(v) for v in comps[:3]], alpha))
    return out


MATERIAL_ROLES = (
    "primary surfaceTint onPrimary primaryContainer onPrimaryContainer secondary onSecondary "
    "secondaryContainer onSecondaryContainer tertiary onTertiary tertiaryContainer "
    "onTertiaryContainer error onError errorContainer onErrorContainer background onBackground "
    "surface onSurface surfaceVariant onSurfaceVariant outline outlineVariant shadow scrim "
    "inverseSurface inverseOnSurface inversePrimary primaryFixed onPrimaryFixed primaryFixedDim "
    "onPrimaryFixedVariant secondaryFixed onSecondaryFixed secondaryFixedDim "
    "onSecondaryFixedVariant tertiaryFixed onTertiaryFixed tertiaryFixedDim "
    "onTertiaryFixedVariant surfaceDim surfaceBright surfaceContainerLowest surfaceContainerLow "
    "surfaceContainer surfaceContainerHigh surfaceContainerHighest"
).split()


def read_material_theme(path):
    # Material Theme Builder's export, in palconv's group order: the seed and core colours, the
    # roles' light colours (Material's role order, then any other), the medium-contrast light
    # colours, custom colours, then each tonal palette's tones.
    doc = json.loads(text_of(path))

    def hexed(name, value):
        h = value.lstrip("#")
        return rgb8(name, *(int(h[i : i + 2], 16) for i in range(0, 6, 2)))

    out = []
    if "seed" in doc:
        out.append(hexed("seed", doc["seed"]))
    for key, value in doc.get("coreColors", {}).items():
        out.append(hexed("core-" + key, value))
    schemes = doc.get("schemes", {})
    order = []
    for roles in schemes.values():
        order += [r for r in roles if r not in order]
    roles = [r for r in MATERIAL_ROLES if r in order] + [r for r in order if r not in MATERIAL_ROLES]
    for base, variants in (
        ("light", ("dark", "light-high-contrast", "dark-high-contrast")),
        ("light-medium-contrast", ("dark-medium-contrast",)),
    ):
        if not any(s in schemes for s in (base,) + variants):
            continue
        for role in roles:
            for scheme in (base,) + variants:
                if role in schemes.get(scheme, {}):
                    out.append(hexed(role, schemes[scheme][role]))
                    break
    for custom in doc.get("extendedColors", []):
        out.append(hexed(custom.get("name"), custom["color"]))
    for name, tones in doc.get("palettes", {}).items():
        for tone, value in tones.items():
            out.append(hexed(f"{name}-{tone}", value))
    return out


# --- containers --------------------------------------------------------------------------------


def read_kpl(path):
    with zipfile.ZipFile(path) as z:
        root = ET.fromstring(z.read("colorset.xml"))
    version = root.get("version", "1.0")
    out = []

    def position(entry):
        p = entry.find("Position")
        if p is None:
            return (1 << 30, 0)
        return (int(p.get("row")), int(p.get("column")))

    # Krita shows each group's entries by grid cell, row then column; the ungrouped first.
    ungrouped = sorted(root.findall("ColorSetEntry"), key=position)
    grouped = []
    for group in root.findall("Group"):
        grouped += sorted(group.findall("ColorSetEntry"), key=position)
    for e in ungrouped + grouped:
        child = next(c for c in e if c.tag != "Position")
        space = child.tag
        if space == "RGB":
            values = [float(child.get(k)) for k in ("r", "g", "b")]
            out.append(swatch(e.get("name"), "srgb", values))
        elif space == "Lab":
            l, a, b = (float(child.get(k)) for k in ("L", "a", "b"))
            if not version.startswith("2"):
                # Krita 4 wrote Lab as fractions of its 8-bit Lab.
                l, a, b = l * 100, a * 255 - 128, b * 255 - 128
            out.append(swatch(e.get("name"), "lab", [l, a, b]))
        elif space == "CMYK":
            out.append(swatch(e.get("name"), "cmyk", [float(child.get(k)) for k in "cmyk"]))
        elif space in ("Gray", "GRAY"):
            out.append(swatch(e.get("name"), "gray", [float(child.get("g"))]))
        else:
            raise Skip(f"entry in {space}")
    return out


def read_procreate(path):
    with zipfile.ZipFile(path) as z:
        doc = json.loads(z.read("Swatches.json"))
    if isinstance(doc, list):
        doc = doc[0]
    out = []
    for s in doc["swatches"]:
        if s is None:
            continue
        out.append(
            swatch(s.get("name") or None, "hsb", [s["hue"] * 360, s["saturation"], s["brightness"]],
                   s.get("alpha", 1))
        )
    return out


SBZ_MODELS = {"Lab": "lab", "RGB": "srgb", "sRGB": "srgb", "CMYK": "cmyk", "GRAY": "gray",
              "Gray": "gray"}


def sbz_entry(label, model, text):
    """A colour's values in a SwatchBooker model, in palconv's units (gray is an ink)."""
    if model not in SBZ_MODELS:
        raise Skip(f"{label!r} in {model}")
    numbers = [float(x) for x in text.split()]
    if SBZ_MODELS[model] == "gray":
        return ("gray", [1 - numbers[0]])
    return (SBZ_MODELS[model], numbers)


def read_sbz(path):
    with zipfile.ZipFile(path) as z:
        root = ET.fromstring(z.read("swatchbook.xml"))
    if root.get("version") in ("0.1", "0.2"):
        return read_sbz_inline(root)
    dc = "{http://purl.org/dc/elements/1.1/}"
    materials = {}
    order = []
    # Format 0.7 named the list <swatches> in its first files, <materials> later.
    listing = root.find("materials")
    if listing is None:
        listing = root.find("swatches")
    for color in listing:
        if local(color.tag) != "color":
            continue
        meta = color.find("metadata")
        ident = meta.findtext(dc + "identifier") if meta is not None else None
        title = meta.findtext(dc + "title") if meta is not None else None
        values = color.findall("values")
        if not values:
            raise Skip(f"{ident!r} has no values")
        if len(values) > 1:
            raise Skip(f"{ident!r} gives {len(values)} models")
        entry = sbz_entry(ident, values[0].get("model"), values[0].text)
        materials[ident] = swatch((title or ident).strip() if (title or ident) else None, *entry)
        order.append(ident)
    book = root.find("book")
    if book is None or not len(book):
        return [materials[i] for i in order]
    # The book lists the swatches in the order a viewer shows them, in groups; breaks and
    # spacers only lay them out. The first 0.7 files refer to a colour by `id`.
    listed = []

    def visit(node):
        for child in node:
            tag = local(child.tag)
            if tag == "swatch":
                listed.append(materials[child.get("material", child.get("id"))])
            elif tag == "group":
                visit(child)

    visit(book)
    return listed


def read_sbz_inline(root):
    """Formats 0.1 and 0.2: the colours stand inside the book, in its order, in groups; a name
    is `<name>` (0.1) or `<info type="name">` (0.2), the one without a language first; the
    values are an element named after the model (0.1) or `<values model>` (0.2)."""
    out = []

    def name_of(color):
        names = []
        for e in color:
            tag = local(e.tag)
            if tag == "name" or (tag == "info" and e.get("type") == "name"):
                names.append((e.get("lang") or e.get("label"), (e.text or "").strip()))
        plain = [text for lang, text in names if lang is None]
        if plain:
            return plain[0]
        return names[0][1] if names else None

    def visit(node):
        for child in node:
            tag = local(child.tag)
            if tag == "color":
                label = name_of(child) or (child.get("id") or "").strip() or None
                given = []
                for e in child:
                    t = local(e.tag)
                    if t == "values":
                        given.append((e.get("model"), e.text))
                    elif t not in ("name", "info", "description", "copyright", "extra"):
                        given.append((t, e.text))
                if len(given) != 1:
                    raise Skip(f"{label!r} gives {len(given)} models")
                out.append(swatch(label, *sbz_entry(label, *given[0])))
            elif tag == "group":
                visit(child)

    visit(root)
    return out


# --- stylesheets, through the real compilers ---------------------------------------------------

SASS_VARIABLE = re.compile(r"^\s*\$([A-Za-z_][\w-]*)\s*:\s*([^;]+);", re.M)
LESS_VARIABLE = re.compile(r"^\s*@([A-Za-z_][\w-]*)\s*:\s*([^;]+);", re.M)
# A Stylus variable may start with `$` (part of its name) and be set with `=`, `:=` or `?=`.
STYLUS_VARIABLE = re.compile(r"^(\$?[A-Za-z_][\w-]*)[ \t]*[?:]?=[ \t]*([^;\n]+)", re.M)


def compiled_colors(program, source, names, template):
    if shutil.which(program) is None:
        raise Skip(f"{program} is not installed")
    rules = "".join(template(n) for n in names)
    with tempfile.TemporaryDirectory() as folder:
        ext = {"sassc": "scss", "lessc": "less", "stylus": "styl"}[program]
        path = f"{folder}/in.{ext}"
        with open(path, "w", encoding="utf-8") as f:
            f.write(source + "\n" + rules)
        args = [program, path] if program != "stylus" else [program, "--print", path]
        # Debian's Less and Stylus find their modules there, whichever Node runs them.
        environment = dict(os.environ, NODE_PATH="/usr/share/nodejs:/usr/lib/nodejs")
        result = subprocess.run(args, capture_output=True, text=True, env=environment)
        if result.returncode != 0:
            raise Skip(f"{program} failed: {result.stderr.strip()[:200]}")
    return dict(re.findall(r"--oracle-([\w-]+):\s*([^;]+);", result.stdout))


def css_color(value):
    value = value.strip()
    if re.fullmatch(r"[A-Za-z]+", value):
        # A CSS colour keyword, as the compilers print `black`: Pillow's table of the 148
        # CSS names is the independent reference.
        if value.lower() == "transparent":
            return [0, 0, 0, 0]
        try:
            from PIL import ImageColor
        except ImportError:
            raise Skip("Pillow is not installed to read the colour keyword " + value)
        rgb = ImageColor.colormap.get(value.lower())
        if rgb is None:
            return None
        return list(ImageColor.getrgb(rgb)) + [255]
    m = re.fullmatch(r"#([0-9a-fA-F]{3,8})", value)
    if m:
        h = m.group(1)
        if len(h) in (3, 4):
            h = "".join(c * 2 for c in h)
        values = [int(h[i : i + 2], 16) for i in range(0, len(h), 2)]
        return values + [255] * (4 - len(values))
    m = re.fullmatch(r"rgba?\(([^)]*)\)", value)
    if m:
        parts = [p.strip() for p in re.split(r"[,\s/]+", m.group(1)) if p.strip()]
        rgb = [round(float(p)) for p in parts[:3]]
        # The alpha as written (`0.12`), not rounded to 8 bits.
        a = float(parts[3]) * 255 if len(parts) > 3 else 255
        return rgb + [a]
    return None


def read_stylesheet(path, program, pattern, template):
    source = text_of(path)
    names = []
    for m in pattern.finditer(source):
        if m.group(1) not in names:
            names.append(m.group(1))
    try:
        values = compiled_colors(program, source, names, template)
    except Skip:
        # A file that is not valid as a whole (CSS declarations outside any rule beside the
        # variables) is compiled as its variable declarations alone.
        declarations = "\n".join(m.group(0).strip() for m in pattern.finditer(source))
        values = compiled_colors(program, declarations, names, template)
    out = []
    for name in names:
        color = css_color(values.get(name.lstrip("$"), ""))
        if color is not None:
            out.append(rgb8(name, *color))
    return out


def read_scss(path):
    return read_stylesheet(
        path, "sassc", SASS_VARIABLE, lambda n: f".oracle {{ --oracle-{n}: #{{${n}}}; }}\n"
    )


def read_less(path):
    return read_stylesheet(path, "lessc", LESS_VARIABLE, lambda n: f".oracle {{ --oracle-{n}: @{n}; }}\n")


def read_stylus(path):
    return read_stylesheet(
        path, "stylus", STYLUS_VARIABLE, lambda n: f".oracle\n  --oracle-{n.lstrip('$')} {n}\n"
    )


# --- images ------------------------------------------------------------------------------------


def read_png(path):
    try:
        from PIL import Image
    except ImportError:
        raise Skip("Pillow is not installed")
    with Image.open(path) as image:
        if image.mode == "P":
            palette = image.getpalette() or []
            transparency = image.info.get("transparency")
            count = len(palette) // 3
            out = []
            for i in range(count):
                a = 255
                if isinstance(transparency, bytes) and i < len(transparency):
                    a = transparency[i]
                elif isinstance(transparency, int) and transparency == i:
                    a = 0
                out.append(rgb8(None, *palette[3 * i : 3 * i + 3], a))
            return out
        rgba = image.convert("RGBA")
        seen, out = set(), []
        for pixel in rgba.getdata():
            if pixel[3] == 0 or pixel in seen:
                continue
            seen.add(pixel)
            out.append(rgb8(None, *pixel))
        return out


def read_indexed_image(path):
    """The colour table of a GIF, BMP or PCX image, as Pillow reads it (a bilevel or greyscale
    image: the colours its mode stands for)."""
    try:
        from PIL import Image
    except ImportError:
        raise Skip("Pillow is not installed")
    with Image.open(path) as image:
        image.load()
        if image.mode == "1":
            return [rgb8(None, 0, 0, 0), rgb8(None, 255, 255, 255)]
        if image.mode == "L":
            return [rgb8(None, i, i, i) for i in range(256)]
        if image.mode != "P":
            raise Skip(f"a {image.mode} image has no colour table")
        palette = image.getpalette("RGB")
        return [rgb8(None, *palette[i : i + 3]) for i in range(0, len(palette), 3)]


def read_ilbm(path):
    """The `CMAP` chunk of an IFF ILBM or PBM image, found by walking its chunks."""
    data = path.read_bytes()
    if data[:4] != b"FORM" or data[8:12] not in (b"ILBM", b"PBM "):
        raise ValueError("not an IFF ILBM or PBM image")
    end = min(len(data), 8 + struct.unpack(">I", data[4:8])[0])
    offset = 12
    while offset + 8 <= end:
        size = struct.unpack(">I", data[offset + 4 : offset + 8])[0]
        if data[offset : offset + 4] == b"CMAP":
            body = data[offset + 8 : offset + 8 + size - size % 3]
            return [rgb8(None, *body[i : i + 3]) for i in range(0, len(body), 3)]
        offset += 8 + size + (size & 1)
    raise ValueError("no CMAP chunk")


# --- the rest ----------------------------------------------------------------------------------


def read_xcassets(path):
    out = []

    def component(value, integer_scale):
        if isinstance(value, (int, float)):
            return float(value)
        value = value.strip()
        if value.lower().startswith("0x"):
            return int(value, 16) / 255
        if "." in value:
            return float(value)
        return int(value) / integer_scale

    def visit(folder):
        for child in sorted(folder.iterdir(), key=lambda p: p.name):
            if child.is_dir() and child.name.endswith(".colorset"):
                doc = json.loads((child / "Contents.json").read_text(encoding="utf-8"))
                colors = doc.get("colors", [])
                universal = [c for c in colors if not c.get("appearances")]
                if not universal:
                    continue
                c = universal[0]["color"]
                comps = c.get("components")
                if comps is None:
                    # A system colour ("reference": "systemRedColor") has no components in
                    # the file: its value is the platform's, so there is nothing to read.
                    continue
                space = c.get("color-space", "srgb")
                name = child.name[: -len(".colorset")]
                if "red" in comps:
                    values = [component(comps[k], 255) for k in ("red", "green", "blue")]
                    model = {"srgb": "srgb", "display-p3": "display-p3"}.get(space)
                    if model is None:
                        raise Skip(f"{child.name} in {space}")
                    out.append(swatch(name, model, values, component(comps.get("alpha", 1), 255)))
                else:
                    white = component(comps["white"], 255)
                    if space in ("gray-gamma-22", "extended-gray"):
                        # Apple's gray spaces have a pure 2.2 gamma; palconv's gray model
                        # uses the sRGB curve, so the value is re-encoded through linear light.
                        linear = math.copysign(abs(white) ** 2.2, white)
                        magnitude = abs(linear)
                        encoded = (
                            12.92 * magnitude
                            if magnitude <= 0.0031308
                            else 1.055 * magnitude ** (1 / 2.4) - 0.055
                        )
                        white = math.copysign(encoded, linear)
                    out.append(swatch(name, "gray", [white], component(comps.get("alpha", 1), 255)))
            elif child.is_dir() and not child.suffix:
                visit(child)

    visit(path)
    return out


def read_dtcg(path):
    doc = json.loads(text_of(path))
    tokens = {}

    def walk(node, prefix, inherited):
        kind = node.get("$type", inherited) if isinstance(node, dict) else inherited
        for key, value in node.items():
            if key.startswith("$") or not isinstance(value, dict):
                continue
            name = prefix + [key]
            if "$value" in value:
                # A top-level group names the palette group; the path below it (dotted) names
                # the swatch, and a token at the root is named by its key.
                swatch_name = ".".join(name[1:]) if len(name) > 1 else key
                tokens[".".join(name)] = (value.get("$type", kind), value["$value"], swatch_name)
            else:
                walk(value, name, kind)

    walk(doc, [], None)

    def resolve(value, depth=0):
        if isinstance(value, str) and value.startswith("{") and value.endswith("}"):
            if depth > 50:
                raise Skip("an alias cycle")
            target = tokens.get(value[1:-1])
            if target is None:
                raise Skip(f"alias {value} to nothing")
            return resolve(target[1], depth + 1)
        return value

    out = []
    for path, (kind, value, name) in tokens.items():
        if kind != "color":
            continue
        value = resolve(value)
        if isinstance(value, str):
            color = css_color(value)
            if color is None:
                raise Skip(f"{name} is {value!r}")
            out.append(rgb8(name, *color))
            continue
        space = value.get("colorSpace")
        comps = value.get("components")
        alpha = value.get("alpha", 1)
        model = {"srgb": "srgb", "display-p3": "display-p3", "lab": "lab"}.get(space)
        if model is None or any(not isinstance(c, (int, float)) for c in comps):
            raise Skip(f"{name} in {space}")
        out.append(swatch(name, model, comps, alpha))
    return out


def read_clr(path):
    import plistlib

    data = path.read_bytes()
    if not data.startswith(b"bplist00"):
        raise Skip(
            "a typedstream: Python has no reader for it; the colour list tests compare the values "
            "its project publishes"
        )
    archive = plistlib.loads(data)
    objects = archive["$objects"]
    top = archive["$top"]

    def resolve(uid):
        return objects[uid.data] if isinstance(uid, plistlib.UID) else uid

    def strings(uid):
        return [resolve(u) for u in resolve(uid)["NS.objects"]]

    keys = strings(top["NSKeys"])
    colors = strings(top["NSColors"])
    out = []
    for key, color in zip(keys, colors):
        if isinstance(key, dict):
            key = key.get("NS.string")
        space = resolve(color.get("NSCustomColorSpace")) if "NSComponents" in color else None
        if space is None or space.get("NSID") != 7:
            raise Skip(f"{key!r} is not in the sRGB colour space (NSID 7)")
        values = [float(v) for v in color["NSComponents"].rstrip(b"\x00").split()]
        # A key ends at its first NUL, as a C string does.
        out.append(swatch(key.split("\x00")[0], "srgb", values[:3], values[3] if len(values) > 3 else 1))
    return out


def read_afpalette(path):
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "afpalette"))
    import read_afpalette as affinity

    return [swatch(*row) for row in affinity.read(path.read_bytes())["swatches"]]


def read_aseprite(path):
    # The palette of the sprite's first frame, by the independent reader written from
    # Aseprite's specification.
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "aseprite"))
    import read_aseprite as aseprite

    return [
        rgb8(name, *rgba) for name, rgba in aseprite.read(path.read_bytes())["palette"]
    ]


def read_pixelorama(path):
    # Pixelorama's grid: `colors` of Godot colour text "(r, g, b, a)" and a slot `index`;
    # gaps are empty slots, which the comparison leaves out, so only the colours in index
    # order are listed.
    doc = json.loads(text_of(path))
    by_index = {}
    for entry in doc["colors"]:
        values = [float(v) for v in entry["color"].strip().strip("()").split(",")]
        by_index[int(entry["index"])] = values
    return [
        swatch(None, "srgb", by_index[i][:3], by_index[i][3] if len(by_index[i]) > 3 else 1)
        for i in sorted(by_index)
    ]


def read_lospec(path):
    # Lospec's API: `colors` as six hex digits without '#'.
    doc = json.loads(text_of(path))
    return [
        rgb8(None, *(int(c.lstrip("#")[i : i + 2], 16) for i in (0, 2, 4))) for c in doc["colors"]
    ]


def read_animator_col(path):
    # 768 bytes of RGB (6-bit when no byte is above 63), or Animator Pro's 8-byte header
    # (size, 0xB123, version) and 768 bytes of 8-bit RGB.
    data = path.read_bytes()
    if len(data) == 776 and data[4:6] == b"\x23\xb1":
        table, scale = data[8:], 255
    elif len(data) == 768:
        table, scale = data, 63 if max(data) <= 63 else 255
    else:
        raise ValueError(f"{len(data)} bytes")
    return [
        swatch(None, "srgb", [v / scale for v in table[i : i + 3]]) for i in range(0, 768, 3)
    ]


DRAWINGML = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
OFFICE_ROLES = [
    "dk1", "lt1", "dk2", "lt2", "accent1", "accent2", "accent3", "accent4", "accent5",
    "accent6", "hlink", "folHlink",
]


def read_office_scheme(data):
    root = ET.fromstring(data)
    scheme = root if root.tag == DRAWINGML + "clrScheme" else root.find(
        f"{DRAWINGML}themeElements/{DRAWINGML}clrScheme"
    )
    out = []
    for element in scheme:
        role = element.tag.removeprefix(DRAWINGML)
        if role not in OFFICE_ROLES:
            continue
        colour = element[0]
        kind = colour.tag.removeprefix(DRAWINGML)
        if kind == "srgbClr":
            value = colour.get("val")
        elif kind == "sysClr":
            value = colour.get("lastClr")
        else:
            raise Skip(f"colour element {kind}")
        out.append(rgb8(role, *bytes.fromhex(value)))
    return out


def read_office_thmx(path):
    with zipfile.ZipFile(path) as archive:
        return read_office_scheme(archive.read("theme/theme/theme1.xml"))


def read_unsupported(reason):
    def reader(path):
        raise Skip(reason)

    return reader


def read_icc_named(path):
    """ICC named-colour profiles, by Tests/Oracle/icc/read_ncl2.py (struct only): each colour
    as Lab (an XYZ PCS converted with the ICC D50 white)."""
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "icc"))
    import read_ncl2  # noqa: E402 - the sibling oracle

    reading = read_ncl2.read(path.read_bytes())
    found = []
    for color in reading["colors"]:
        value = color["pcs"]
        if reading["pcs"] != "Lab ":
            white = (0.9642, 1.0, 0.8249)

            def f(t):
                return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

            fx, fy, fz = (f(v / w) for v, w in zip(value, white))
            value = [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)]
        found.append(swatch(color["name"], "lab", value))
    return found


# Terminal schemes: the terminal roles in palconv's order and the names it gives them; the
# readers below map each format's own keys onto them independently of palconv's tables.
TERMINAL_ROLES = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    "bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue",
    "bright-magenta", "bright-cyan", "bright-white",
    "background", "foreground", "cursor", "selection-background", "cursor-text",
    "selection-foreground",
]


def terminal_swatches(found):
    """Swatches in role order from {role: (model, values, alpha)}."""
    return [swatch(role, *found[role]) for role in TERMINAL_ROLES if role in found]


def hex6(text):
    text = text.strip().strip("'\"")
    for prefix in ("#", "0x", "0X"):
        if text.startswith(prefix):
            text = text[len(prefix):]
    assert len(text) == 6, text
    return ("srgb", [int(text[i : i + 2], 16) / 255 for i in (0, 2, 4)], 1.0)


def read_base_scheme(path, count):
    # base16 and base24 schemes with PyYAML: tinted-theming's `palette` mapping or the classic
    # layout's slots at the top; `name` or `scheme` the palette name, `author` its description.
    import yaml

    doc = yaml.safe_load(text_of(path)) or {}
    slots = doc.get("palette", doc)
    out = []
    for index in range(count):
        key = "base%02X" % index
        value = next((v for k, v in slots.items() if str(k).lower() == key.lower()), None)
        if value is None:
            continue
        model, values, alpha = hex6(str(value))
        out.append(swatch(key, model, values, alpha))
    return out


def read_base16(path):
    return read_base_scheme(path, 16)


def read_base24(path):
    return read_base_scheme(path, 24)


def linear_generic_to_linear_srgb():
    # Apple's Generic RGB (primaries 0.630/0.340, 0.295/0.605, 0.155/0.077, D65) to sRGB's
    # primaries, both from their chromaticities.
    def to_xyz(primaries):
        wx, wy = 0.3127, 0.3290
        white = [wx / wy, 1.0, (1 - wx - wy) / wy]
        cols = [[x / y, 1.0, (1 - x - y) / y] for x, y in primaries]
        m = [[cols[c][r] for c in range(3)] for r in range(3)]
        s = solve(m, white)
        return [[m[r][c] * s[c] for c in range(3)] for r in range(3)]

    def solve(m, v):
        import copy

        a = copy.deepcopy(m)
        b = list(v)
        n = 3
        for i in range(n):
            p = max(range(i, n), key=lambda r: abs(a[r][i]))
            a[i], a[p] = a[p], a[i]
            b[i], b[p] = b[p], b[i]
            for r in range(n):
                if r != i:
                    f = a[r][i] / a[i][i]
                    a[r] = [x - f * y for x, y in zip(a[r], a[i])]
                    b[r] -= f * b[i]
        return [b[i] / a[i][i] for i in range(n)]

    def inverse(m):
        cols = [solve(m, [1.0 if r == c else 0.0 for r in range(3)]) for c in range(3)]
        return [[cols[c][r] for c in range(3)] for r in range(3)]

    generic = to_xyz([(0.630, 0.340), (0.295, 0.605), (0.155, 0.077)])
    srgb = inverse(to_xyz([(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)]))
    return [[sum(srgb[r][k] * generic[k][c] for k in range(3)) for c in range(3)] for r in range(3)]


def srgb_encode(v):
    sign = -1 if v < 0 else 1
    v = abs(v)
    return sign * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def read_iterm(path):
    # iTerm2 presets with plistlib: `Ansi N Color` and the named roles; sRGB and P3 as written,
    # no colour space or Calibrated as Apple's Generic RGB (gamma 1.8) converted to sRGB.
    import plistlib

    doc = plistlib.loads(path.read_bytes())
    keys = ["Ansi %d Color" % i for i in range(16)] + [
        "Background Color", "Foreground Color", "Cursor Color", "Selection Color",
        "Cursor Text Color", "Selected Text Color",
    ]
    matrix = linear_generic_to_linear_srgb()
    found = {}
    for role, key in zip(TERMINAL_ROLES, keys):
        color = doc.get(key) or doc.get(key + " (Light)")
        if color is None:
            continue
        rgb = [float(color[k + " Component"]) for k in ("Red", "Green", "Blue")]
        alpha = float(color.get("Alpha Component", 1))
        space = color.get("Color Space")
        if space == "sRGB":
            found[role] = ("srgb", rgb, alpha)
        elif space == "P3":
            found[role] = ("display-p3", rgb, alpha)
        else:
            linear = [math.copysign(abs(v) ** 1.8, v) for v in rgb]
            mixed = [sum(matrix[r][c] * linear[c] for c in range(3)) for r in range(3)]
            found[role] = ("srgb", [srgb_encode(v) for v in mixed], alpha)
    return terminal_swatches(found)


def read_windows_terminal(path):
    # Windows Terminal schemes with json: a scheme object or a settings file's first scheme.
    doc = json.loads(text_of(path))
    if "schemes" in doc:
        doc = (doc["schemes"] or [{}])[0]
    keys = [
        "black", "red", "green", "yellow", "blue", "purple", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue",
        "brightPurple", "brightCyan", "brightWhite",
        "background", "foreground", "cursorColor", "selectionBackground",
    ]
    found = {}
    for role, key in zip(TERMINAL_ROLES, keys):
        if key in doc:
            text = doc[key]
            if len(text) == 4:
                text = "#" + "".join(c * 2 for c in text[1:])
            found[role] = hex6(text)
    return terminal_swatches(found)


def strict_json_text(text):
    """JSON with comments and trailing commas (as VS Code reads it) made strict."""
    out = []
    i = 0
    in_string = False
    while i < len(text):
        c = text[i]
        if in_string:
            out.append(c)
            if c == "\\":
                out.append(text[i + 1 : i + 2])
                i += 2
                continue
            if c == '"':
                in_string = False
            i += 1
        elif c == '"':
            in_string = True
            out.append(c)
            i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = len(text) if end < 0 else end
        elif text.startswith("/*", i):
            i = text.index("*/", i + 2) + 2
        else:
            out.append(c)
            i += 1
    strict = "".join(out)
    # A comma before a closing bracket, outside strings: strings hold no bare `,}` here.
    return re.sub(r",(\s*[}\]])", r"\1", strict)


def vscode_color(text):
    if not isinstance(text, str) or not text.startswith("#"):
        return None
    digits = text[1:]
    if len(digits) in (3, 4):
        digits = "".join(d * 2 for d in digits)
    if len(digits) not in (6, 8) or any(d not in "0123456789abcdefABCDEF" for d in digits):
        return None
    values = [int(digits[i : i + 2], 16) for i in range(0, len(digits), 2)]
    return values + [255] * (4 - len(values))


def read_vscode_theme(path):
    # VS Code colour themes with json after stripping comments and trailing commas: `colors`
    # grouped by the first segment of their keys (keys without a dot where they stand), then
    # `tokenColors` (a swatch per settings colour, named by `name`, else `scope`), then
    # `semanticTokenColors`.
    doc = json.loads(strict_json_text(text_of(path)))
    groups = []  # [name or None, [swatches]]
    index = {}
    for key, value in (doc.get("colors") or {}).items():
        color = vscode_color(value)
        if color is None:
            continue
        entry = rgb8(key, *color)
        if "." not in key:
            if groups and groups[-1][0] is None:
                groups[-1][1].append(entry)
            else:
                groups.append([None, [entry]])
            continue
        segment = key.split(".", 1)[0]
        if segment not in index:
            index[segment] = len(groups)
            groups.append([segment, []])
        groups[index[segment]][1].append(entry)
    out = [s for _, swatches in groups for s in swatches]
    rules = doc.get("tokenColors")
    for rule in rules if isinstance(rules, list) else []:
        label = rule.get("name") or None
        if label is None:
            scope = rule.get("scope")
            if isinstance(scope, list):
                scope = ", ".join(scope)
            label = scope or "(global)"
        for key, value in (rule.get("settings") or {}).items():
            if key == "fontStyle":
                continue
            color = vscode_color(value)
            if color is not None:
                out.append(rgb8(label if key == "foreground" else f"{label} ({key})", *color))
    for selector, value in (doc.get("semanticTokenColors") or {}).items():
        if isinstance(value, dict):
            for key in ("foreground", "background"):
                color = vscode_color(value.get(key))
                if color is not None:
                    name = selector if key == "foreground" else f"{selector} ({key})"
                    out.append(rgb8(name, *color))
        else:
            color = vscode_color(value)
            if color is not None:
                out.append(rgb8(selector, *color))
    return out


def read_alacritty(path):
    # Alacritty themes with tomllib: the colours tables; the cell's own colour is no colour.
    import tomllib

    colors = tomllib.loads(text_of(path)).get("colors", {})
    words = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
    places = [("normal", w) for w in words] + [("bright", w) for w in words] + [
        ("primary", "background"), ("primary", "foreground"), ("cursor", "cursor"),
        ("selection", "background"), ("cursor", "text"), ("selection", "text"),
    ]
    found = {}
    for role, (table, key) in zip(TERMINAL_ROLES, places):
        value = colors.get(table, {}).get(key)
        if value is None or value in ("CellForeground", "CellBackground"):
            continue
        found[role] = hex6(value)
    return terminal_swatches(found)


def key_value_lines(path, comment, separator):
    out = []
    for line in lines_of(path):
        line = line.strip()
        if not line or line.startswith(comment):
            continue
        if separator is None:
            parts = line.split(None, 1)
        else:
            parts = line.split(separator, 1)
        if len(parts) == 2:
            out.append((parts[0].strip(), parts[1].strip()))
    return out


def read_kitty(path):
    # kitty themes: `key value` lines; `## name:` and `## author:` comments are metadata.
    keys = ["color%d" % i for i in range(16)] + [
        "background", "foreground", "cursor", "selection_background", "cursor_text_color",
        "selection_foreground",
    ]
    found = {}
    for key, value in key_value_lines(path, "#", None):
        if key in keys and value not in ("none", "background", "foreground"):
            if len(value) == 4:
                value = "#" + "".join(c * 2 for c in value[1:])
            found[TERMINAL_ROLES[keys.index(key)]] = hex6(value)
    return terminal_swatches(found)


def read_ghostty(path):
    # Ghostty themes: `key = value` lines, `palette = N=#rrggbb`.
    keys = [
        "background", "foreground", "cursor-color", "selection-background", "cursor-text",
        "selection-foreground",
    ]
    found = {}
    for key, value in key_value_lines(path, "#", "="):
        if key == "palette":
            index, color = value.split("=", 1)
            if int(index) < 16:
                found[TERMINAL_ROLES[int(index)]] = hex6(color)
        elif key in keys and value not in ("cell-foreground", "cell-background"):
            found[TERMINAL_ROLES[16 + keys.index(key)]] = hex6(value)
    return terminal_swatches(found)


def read_xresources(path):
    # X resources: the last component of each resource; `#define` names; `!` comments.
    names = ["color%d" % i for i in range(16)] + ["background", "foreground", "cursorColor"]
    defines = {}
    found = {}
    for line in lines_of(path):
        line = line.strip()
        if line.startswith("#define"):
            parts = line.split()
            defines[parts[1]] = parts[2]
            continue
        if not line or line.startswith("!") or line.startswith("#") or ":" not in line:
            continue
        resource, value = (part.strip() for part in line.split(":", 1))
        name = re.split(r"[.*]", resource)[-1]
        if name in names:
            value = defines.get(value, value)
            if value.startswith("rgb:"):
                value = "#" + value[4:].replace("/", "")
            found[TERMINAL_ROLES[names.index(name)]] = hex6(value)
    return terminal_swatches(found)


READERS = {
    "icc-named": read_icc_named,
    "gpl": read_gpl,
    "hex": read_hex,
    "paintnet": read_paintnet,
    "jasc": read_jasc,
    "riff": read_riff,
    "corel-pal": read_corel_pal,
    "vga-pal": read_vga,
    "vdi-pal": read_vdi,
    "act": read_act,
    "aco": read_aco,
    "scribus": read_scribus,
    "soc": read_soc,
    "android": read_android,
    "corel-xml": read_corel_xml,
    "autodesk-acb": read_autodesk_acb,
    "acbl": read_acbl,
    "sketch": read_sketch,
    "color-palette": read_color_palette,
    "sip": read_sip,
    "coolors": read_coolors,
    "unity-colors": read_unity_colors,
    "material-theme": read_material_theme,
    "kpl": read_kpl,
    "procreate": read_procreate,
    "sbz": read_sbz,
    "scss": read_scss,
    "less": read_less,
    "stylus": read_stylus,
    "png": read_png,
    "gif": read_indexed_image,
    "bmp": read_indexed_image,
    "pcx": read_indexed_image,
    "ilbm": read_ilbm,
    "xcassets": read_xcassets,
    "dtcg": read_dtcg,
    "clr": read_clr,
    "csv": read_csv,
    "x11": read_x11,
    "kde": read_kde,
    "painter": read_painter,
    "homesite": read_homesite,
    "skencil": read_skencil,
    "clf": read_clf,
    "gpa": read_gpa,
    "skp": read_skp,
    "cpl": read_cpl,
    "jcw": read_jcw,
    "afpalette": read_afpalette,
    "office-theme": read_office_thmx,
    "office-theme-xml": lambda path: read_office_scheme(path.read_bytes()),
    "base16": read_base16,
    "base24": read_base24,
    "iterm": read_iterm,
    "windows-terminal": read_windows_terminal,
    "vscode-theme": read_vscode_theme,
    "figma-variables": read_unsupported(
        "no saved response with a licence that allows copying it; PaletteFigmaTests check the "
        "crafted ones"
    ),
    "alacritty": read_alacritty,
    "kitty": read_kitty,
    "ghostty": read_ghostty,
    "xresources": read_xresources,
    "aseprite": read_aseprite,
    "animator-col": read_animator_col,
    "pixelorama": read_pixelorama,
    "lospec": read_lospec,
    "ase": read_unsupported(
        "checked against Python swatch 0.4.0 by ASESwatchOracleTests (Fixtures/ase/swatch-expected)"
    ),
    "acb": read_acb,
    "css": read_unsupported(
        "no independent CSS Color 4 reader here; CSSCorpusTests check counts and spot values"
    ),
    "tokens-studio": read_unsupported("no independent reader of Tokens Studio's modifiers here"),
    "dtcg-resolver": read_unsupported("no independent resolver reader here"),
    "android-res": lambda path: read_android(path / "values" / "colors.xml"),
}


def main():
    args = sys.argv[1:]
    formats = set()
    while "--format" in args:
        i = args.index("--format")
        formats.add(args[i + 1])
        del args[i : i + 2]
    only_list = "--list" in args
    for f in real_files.all_files():
        if formats and f.format not in formats:
            continue
        record = {"format": f.format, "origin": f.origin, "path": f.relative}
        if not only_list:
            try:
                record["swatches"] = READERS[f.format](f.path)
            except Skip as reason:
                record["skip"] = str(reason)
            except Exception as error:  # noqa: BLE001 - reported, so the test fails on it
                record["error"] = f"{type(error).__name__}: {error}"
        print(json.dumps(record, ensure_ascii=False))


if __name__ == "__main__":
    main()
