#!/usr/bin/env python3
"""Writes the indexed-image fixtures of palconv's GIF, BMP, PCX and ILBM readers.

Run from the repository root (needs Pillow, `pip install pillow`):

    python3 Tests/Oracle/indexed-images/make_indexed_fixtures.py

It writes `Fixtures/indexed-images/generated/`: images saved by Pillow itself (`pillow-*`) and
images whose bytes this script lays out from the formats' descriptions (`crafted-*`), for the
headers and layouts Pillow does not write (a GIF with only a local table, an animation whose
frames carry their own tables, the OS/2 core and the V4/V5 bitmap headers, 16-colour PCX
palettes, IFF ILBM and PBM). Every palette comes from a fixed list or a fixed formula, so two
runs write the same bytes with the same Pillow. Each GIF, BMP and PCX is read back with Pillow
and must give the palette meant; `expected.tsv` then lists, per file, the colours palconv must
read (or the error code it must throw) and the diagnostic codes it must give.
"""

import io
import pathlib
import struct
import sys

from PIL import Image

OUT = pathlib.Path("Fixtures/indexed-images/generated")

# PICO-8's 16 colours, a palette pixel artists know.
PICO8 = [
    0x000000, 0x1D2B53, 0x7E2553, 0x008751, 0xAB5236, 0x5F574F, 0xC2C3C7, 0xFFF1E8,
    0xFF004D, 0xFFA300, 0xFFEC27, 0x00E436, 0x29ADFF, 0x83769C, 0xFF77A8, 0xFFCCAA,
]


def triples(colours):
    return [((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF) for c in colours]


def ramp(count):
    """`count` colours, none grey, from a fixed formula."""
    return [((i * 37) % 256) << 16 | ((i * 91 + 17) % 256) << 8 | ((i * 53 + 101) % 256)
            for i in range(count)]


def hexes(colours):
    return ",".join(f"{c:06x}" for c in colours)


def indexed_image(colours, width=16, height=16):
    image = Image.new("P", (width, height))
    flat = []
    for r, g, b in triples(colours):
        flat += [r, g, b]
    image.putpalette(flat)
    image.putdata([i % len(colours) for i in range(width * height)])
    return image


def pillow_bytes(image, fmt, **options):
    buffer = io.BytesIO()
    image.save(buffer, fmt, **options)
    return buffer.getvalue()


def pillow_palette(data):
    """The palette Pillow reads, as 0xRRGGBB integers; a grey mode gives its implied ramp."""
    image = Image.open(io.BytesIO(data))
    image.load()
    if image.mode == "1":
        return [0x000000, 0xFFFFFF]
    if image.mode == "L":
        return [i * 0x010101 for i in range(256)]
    if image.mode != "P":
        return None
    flat = image.getpalette("RGB")
    return [flat[i] << 16 | flat[i + 1] << 8 | flat[i + 2] for i in range(0, len(flat), 3)]


# GIF ----------------------------------------------------------------------------------------

def gif_table(colours, size_bits):
    table = b"".join(bytes(t) for t in triples(colours))
    return table + b"\0" * (3 * (2 << size_bits) - len(table))


def gif_image(local=None, size_bits=0):
    """An image descriptor for a 1 x 1 image, its local table if any, and its data."""
    flags = 0x80 | size_bits if local is not None else 0
    out = b"\x2c" + struct.pack("<HHHHB", 0, 0, 1, 1, flags)
    if local is not None:
        out += gif_table(local, size_bits)
    return out + b"\x02\x02\x44\x01\x00"


def gif(global_table=None, size_bits=0, images=(), version=b"89a", trailer=True):
    flags = 0x80 | size_bits if global_table is not None else 0
    out = b"GIF" + version + struct.pack("<HHBBB", 1, 1, flags, 0, 0)
    if global_table is not None:
        out += gif_table(global_table, size_bits)
    for image in images:
        out += image
    return out + (b"\x3b" if trailer else b"")


# BMP ----------------------------------------------------------------------------------------

def bmp(colours, bits, header_size=40, colours_used=None, entries=None):
    """A 1 x 1 bitmap with a colour table of `entries` colours (default: all of `colours`)."""
    table_colours = colours if entries is None else colours[:entries]
    if header_size == 12:
        table = b"".join(bytes((b, g, r)) for r, g, b in triples(table_colours))
        dib = struct.pack("<IHHHH", 12, 1, 1, 1, bits)
    else:
        table = b"".join(bytes((b, g, r, 0)) for r, g, b in triples(table_colours))
        used = len(table_colours) if colours_used is None else colours_used
        dib = struct.pack("<IiiHHIIiiII", header_size, 1, 1, 1, bits, 0, 4, 2835, 2835, used, 0)
        dib += b"\0" * (header_size - 40)
    offset = 14 + len(dib) + len(table)
    pixels = b"\0\0\0\0"
    return b"BM" + struct.pack("<IHHI", offset + len(pixels), 0, 0, offset) + dib + table + pixels


# PCX ----------------------------------------------------------------------------------------

def pcx_header(version, bits, planes, palette16=()):
    palette = b"".join(bytes(t) for t in triples(palette16))
    palette += b"\0" * (48 - len(palette))
    stride = 2
    header = struct.pack("<BBBBHHHHHH", 10, version, 1, bits, 0, 0, 7, 3, 72, 72)
    header += palette + b"\0" + bytes([planes]) + struct.pack("<HHHH", stride, 1, 0, 0)
    return header + b"\0" * (128 - len(header))


def pcx(version, bits, planes, palette16=(), trailer=None):
    # Four rows of `planes` planes of two bytes, run-length encoded as single bytes below 0xC0.
    body = b"\x01" * (4 * planes * 2)
    out = pcx_header(version, bits, planes, palette16) + body
    if trailer is not None:
        out += b"\x0c" + b"".join(bytes(t) for t in triples(trailer))
    return out


# IFF ILBM -----------------------------------------------------------------------------------

def chunk(name, data):
    return name + struct.pack(">I", len(data)) + data + (b"\0" if len(data) % 2 else b"")


def ilbm(colours, planes, form_type=b"ILBM", name=None, camg=None, cmap=True, extra=b""):
    width, height = 16, 2
    bmhd = struct.pack(">HHhhBBBBHBBhh", width, height, 0, 0, planes, 0, 0, 0, 0, 10, 11,
                       width, height)
    chunks = chunk(b"BMHD", bmhd)
    if name is not None:
        chunks += chunk(b"NAME", name)
    if camg is not None:
        chunks += chunk(b"CAMG", struct.pack(">I", camg))
    if cmap:
        chunks += chunk(b"CMAP", b"".join(bytes(t) for t in triples(colours)))
    chunks += extra
    row_bytes = 2 * planes if form_type == b"ILBM" else width * max(1, planes // 8)
    chunks += chunk(b"BODY", b"\0" * (row_bytes * height))
    return b"FORM" + struct.pack(">I", 4 + len(chunks)) + form_type + chunks


# The fixtures -------------------------------------------------------------------------------

def fixtures():
    """(file name, bytes, expected colours or error code, warning codes, Pillow checks it)."""
    out = []
    # GIF by Pillow.
    for count in (2, 16, 256):
        colours = ramp(count)
        data = pillow_bytes(indexed_image(colours), "GIF")
        out.append((f"pillow-{count}.gif", data, colours, [], True))
    pico = pillow_bytes(indexed_image(PICO8), "GIF", transparency=0)
    out.append(("pillow-pico8-transparent.gif", pico, PICO8, ["gif.transparent"], True))
    first, second = ramp(4), list(reversed(ramp(8)))[:4]
    frames = [indexed_image(first), indexed_image(second)]
    animated = pillow_bytes(frames[0], "GIF", save_all=True, append_images=frames[1:],
                            duration=100, loop=0)
    out.append(("pillow-animated-local.gif", animated, None, None, False))
    # GIF crafted.
    out.append(("crafted-87a.gif", gif(PICO8[:4], 1, [gif_image()], b"87a"), PICO8[:4], [], True))
    out.append(("crafted-local-only.gif", gif(None, 0, [gif_image(PICO8[:8], 2)]), PICO8[:8],
                [], True))
    out.append(("crafted-local-frames.gif",
                gif(PICO8[:4], 1, [gif_image(), gif_image(ramp(4), 1), gif_image(ramp(2), 0)]),
                PICO8[:4], ["gif.local-tables"], True))
    out.append(("crafted-no-table.gif", gif(None, 0, [gif_image()]), "image.no-colour-table",
                [], False))
    out.append(("crafted-no-trailer.gif", gif(PICO8[:2], 0, [gif_image()], trailer=False),
                PICO8[:2], ["gif.trailer"], False))
    # BMP by Pillow.
    for count in (3, 16, 256):
        colours = ramp(count)
        out.append((f"pillow-{count}.bmp", pillow_bytes(indexed_image(colours), "BMP"),
                    colours, [], True))
    bilevel = Image.new("1", (9, 3))
    bilevel.putdata([i % 2 for i in range(27)])
    out.append(("pillow-bilevel.bmp", pillow_bytes(bilevel, "BMP"), [0, 0xFFFFFF], [], True))
    out.append(("pillow-grey.bmp", pillow_bytes(Image.new("L", (4, 4), 7), "BMP"),
                [i * 0x010101 for i in range(256)], [], True))
    out.append(("pillow-rgb.bmp", pillow_bytes(Image.new("RGB", (4, 4), (1, 2, 3)), "BMP"),
                "image.no-colour-table", [], False))
    # BMP crafted: every header, a 4-bit table of 16 with biClrUsed 0, one of 5 with biClrUsed 5.
    out.append(("crafted-core-8.bmp", bmp(ramp(256), 8, 12), ramp(256), [], True))
    out.append(("crafted-core-1.bmp", bmp([0x102030, 0x405060], 1, 12), [0x102030, 0x405060],
                [], True))
    out.append(("crafted-v4-4.bmp", bmp(PICO8, 4, 108, colours_used=0), PICO8, [], True))
    out.append(("crafted-v5-8-used5.bmp", bmp(PICO8[:5], 8, 124), PICO8[:5], [], True))
    out.append(("crafted-os2v2-4.bmp", bmp(PICO8, 4, 64, colours_used=0), PICO8, [], True))
    # PCX by Pillow.
    for count in (4, 256):
        colours = ramp(count)
        padded = colours + [0] * (256 - count)
        out.append((f"pillow-{count}.pcx", pillow_bytes(indexed_image(colours), "PCX"),
                    padded, [], True))
    out.append(("pillow-grey.pcx", pillow_bytes(Image.new("L", (4, 4), 7), "PCX"),
                [i * 0x010101 for i in range(256)], [], True))
    out.append(("pillow-bilevel.pcx", pillow_bytes(bilevel, "PCX"), [0, 0xFFFFFF],
                ["pcx.monochrome"], True))
    out.append(("pillow-rgb.pcx", pillow_bytes(Image.new("RGB", (4, 4), (1, 2, 3)), "PCX"),
                "image.no-colour-table", [], False))
    # PCX crafted: the header palette of 16 (4 planes) and of 4 (2 planes), no trailer.
    out.append(("crafted-ega-16.pcx", pcx(5, 1, 4, PICO8), PICO8, [], True))
    out.append(("crafted-cga-4-planes2.pcx", pcx(5, 1, 2, PICO8[4:8]), PICO8[4:8], [], True))
    out.append(("crafted-8bit-no-trailer.pcx", pcx(5, 8, 1), "image.no-colour-table", [], False))
    out.append(("crafted-version3.pcx", pcx(3, 1, 4, PICO8), "image.no-colour-table", [], False))
    # IFF, written here (Pillow has no IFF writer).
    out.append(("crafted-dpaint-32.lbm",
                ilbm(ramp(32), 5, name=b"Harbour at dusk\0", camg=0x4000), ramp(32), [], False))
    out.append(("crafted-ehb.lbm", ilbm(PICO8 * 2, 6, camg=0x80), PICO8 * 2, ["ilbm.ehb"],
                False))
    out.append(("crafted-pbm-256.lbm", ilbm(ramp(256), 8, b"PBM "), ramp(256), [], False))
    out.append(("crafted-odd-cmap.iff",
                ilbm(PICO8[:3], 2, extra=chunk(b"ANNO", b"made by hand")), PICO8[:3], [],
                False))
    out.append(("crafted-24bit.iff", ilbm([], 24, cmap=False), "image.no-colour-table", [],
                False))
    return out


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    rows = ["# file\tcolours (rrggbb, in order) or the error code\twarning codes"]
    for name, data, expected, warnings, check in fixtures():
        (OUT / name).write_bytes(data)
        if expected is None:
            # The animation: whatever Pillow chose for the first frame's table.
            expected = pillow_palette(data)
            warnings = ["gif.local-tables"]
        elif check:
            theirs = pillow_palette(data)
            if theirs[: len(expected)] != expected:
                sys.exit(f"{name}: Pillow reads {hexes(theirs)}, not {hexes(expected)}")
            if name.endswith(".gif"):
                # A GIF table has a power of two entries: Pillow pads it with black.
                expected = theirs
        result = expected if isinstance(expected, str) else hexes(expected)
        rows.append(f"{name}\t{result}\t{','.join(warnings)}")
    (OUT / "expected.tsv").write_text("\n".join(rows) + "\n")
    print(f"wrote {len(rows) - 1} fixtures to {OUT}")


if __name__ == "__main__":
    main()
