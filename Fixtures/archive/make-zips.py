#!/usr/bin/env python3
"""Writes the zip test archives in this folder with Python's zipfile module (deterministic:
fixed timestamps). py-descriptor.zip is written to an unseekable stream, so every entry has a
data descriptor (flag bit 3); py-zip64.zip forces ZIP64 local headers."""
import io
import zipfile

FIXED = (2020, 5, 17, 12, 30, 0)
members = [
    ("mimetype", b"application/x-krita-palette", zipfile.ZIP_STORED),
    ("colorset.xml", (b"<Colorset version=\"1.0\">" + b"<ColorSetEntry name=\"x\"/>" * 200 + b"</Colorset>"), zipfile.ZIP_DEFLATED),
    ("caf\u00e9/na\u00efve.txt", "caf\u00e9 na\u00efve \u2014 UTF-8 name\n".encode(), zipfile.ZIP_DEFLATED),
    ("empty", b"", zipfile.ZIP_DEFLATED),
]

def build(target, force_zip64=False, comment=b""):
    with zipfile.ZipFile(target, "w") as zf:
        for name, data, method in members:
            info = zipfile.ZipInfo(name, FIXED)
            info.compress_type = method
            if force_zip64:
                with zf.open(info, "w", force_zip64=True) as f:
                    f.write(data)
            else:
                zf.writestr(info, data)
        zf.comment = comment

build("py-plain.zip")
build("py-comment.zip", comment=b"a comment that mentions PK\x05\x06 inside it")
build("py-zip64.zip", force_zip64=True)

class Unseekable(io.RawIOBase):
    def __init__(self):
        self.data = bytearray()
    def writable(self):
        return True
    def write(self, b):
        self.data += b
        return len(b)

stream = Unseekable()
build(stream)
with open("py-descriptor.zip", "wb") as f:
    f.write(stream.data)

with zipfile.ZipFile("py-empty.zip", "w"):
    pass
