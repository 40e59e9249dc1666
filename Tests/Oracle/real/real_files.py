"""The real palette files the tests read: written by other applications, not by palconv.

Two places hold them:

- the shared corpus beside the checkout (`../shared/corpus`, with its `MANIFEST.tsv`), which a
  user's clone does not have (the tests skip it there);
- the project's own `Fixtures/`: every file or folder under a folder named `real`
  (`Fixtures/<format>/real/...`, with a `SOURCES.md` beside it), plus the older places listed
  in `EXTRA_FIXTURES`.

A file found in both (a fixture copied from the corpus) is counted once, by its SHA-256.
`count_real_files.py` prints the table; `read_real.py` reads every file independently.
"""

import hashlib
import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[3]
FIXTURES = ROOT / "Fixtures"
CORPUS = pathlib.Path(os.environ.get("PALCONV_CORPUS", ROOT.parent / "shared" / "corpus"))

# Every format palconv reads from files or folders (`palconv formats`), in its list order.
READABLE = [
    "ase", "aco", "act", "acb", "icc-named", "json", "gpl", "css", "hex", "paintnet", "coolors",
    "dtcg", "dtcg-resolver", "xcassets", "sketch", "color-palette", "sip", "tokens-studio", "jasc", "riff",
    "corel-pal", "vdi-pal", "vga-pal", "android", "android-res", "scribus", "soc", "corel-xml",
    "autodesk-acb", "acbl",
    "clr", "kpl", "procreate", "sbz", "scss", "less", "stylus", "png", "gif", "bmp", "pcx", "ilbm",
    "material-theme",
    "csv", "x11", "kde", "painter", "homesite", "skencil", "clf", "unity-colors",
    "gpa", "skp", "cpl", "jcw", "afpalette", "office-theme", "office-theme-xml",
    "windows-terminal", "iterm", "base16", "base24", "alacritty", "kitty", "ghostty", "xresources",
    "aseprite", "animator-col", "pixelorama", "lospec",
    "figma-variables", "vscode-theme",
]

# Formats only palconv writes: no other application makes such a file.
OWN_FORMATS = {"json": "palconv's own JSON: only palconv writes it"}

# Fixture folders older than the `real/` convention, and single real files among made ones.
EXTRA_FIXTURES = {
    "ase/valid": "ase",
    "icc/colord-x11-colors.icc": "icc-named",
    "icc/colord-Crayons.icc": "icc-named",
    "photoshop/aco": "aco",
    "photoshop/act": "act",
    "photoshop/acb": "acb",
    "css/nord.css": "css",
    "css/catppuccin-hsl.css": "css",
}

# `Fixtures/<folder>/real/` -> format, where the folder does not say it alone.
FOLDER_FORMATS = {
    "alacritty": "alacritty",
    "kitty": "kitty",
    "ghostty": "ghostty",
    "xresources": "xresources",
    "base16": "base16",
    "base24": "base24",
    "iterm": "iterm",
    "windows-terminal": "windows-terminal",
    "vscode-theme": "vscode-theme",
    "android": "android",
    "clr": "clr",
    "color-palette": "color-palette",
    "corel-xml": "corel-xml",
    "autodesk-acb": "autodesk-acb",
    "acbl": "acbl",
    "gpl": "gpl",
    "hex": "hex",
    "kpl": "kpl",
    "paintnet": "paintnet",
    "procreate": "procreate",
    "sbz": "sbz",
    "scribus": "scribus",
    "sketch": "sketch",
    "sip": "sip",
    "coolors": "coolors",
    "soc": "soc",
    "xcassets": "xcassets",
    "tokens-studio": "tokens-studio",
    "png": "png",
    "gif": "gif",
    "bmp": "bmp",
    "pcx": "pcx",
    "ilbm": "ilbm",
    "material-theme": "material-theme",
    "csv": "csv",
    "x11": "x11",
    "kde": "kde",
    "painter": "painter",
    "homesite": "homesite",
    "skencil": "skencil",
    "unity-colors": "unity-colors",
    "clf": "clf",
    "gpa": "gpa",
    "skp": "skp",
    "cpl": "cpl",
    "jcw": "jcw",
    "afpalette": "afpalette",
    "office-theme": "office-theme",
    "office-theme-xml": "office-theme-xml",
    "aseprite": "aseprite",
    "animator-col": "animator-col",
    "pixelorama": "pixelorama",
    "lospec": "lospec",
    "photoshop": None,  # by extension
    "pal": None,  # by content
    "dtcg": None,  # by suffix
    "sass": None,  # by extension
}


class RealFile:
    """One real file (or folder, for folder formats)."""

    def __init__(self, fmt, path, origin, relative):
        self.format = fmt
        self.path = pathlib.Path(path)
        self.origin = origin  # "corpus" or "fixtures"
        self.relative = relative  # path within the corpus or Fixtures/
        self._digest = None

    @property
    def digest(self):
        if self._digest is None:
            h = hashlib.sha256()
            if self.path.is_dir():
                for sub in sorted(p for p in self.path.rglob("*") if p.is_file()):
                    h.update(str(sub.relative_to(self.path)).encode())
                    h.update(sub.read_bytes())
            else:
                h.update(self.path.read_bytes())
            self._digest = h.hexdigest()
        return self._digest

    def __repr__(self):
        return f"RealFile({self.format!r}, {self.origin}:{self.relative})"


def pal_format(data):
    """Which of the `.pal` family a file is, from its bytes (a JASC file may start with a
    UTF-8 byte order mark, as Paint Shop Pro's exports of some tools do)."""
    if data.removeprefix(b"\xef\xbb\xbf").startswith(b"JASC-PAL"):
        return "jasc"
    if data[:4] == b"RIFF" and data[8:12] == b"PAL ":
        return "riff"
    if len(data) == 768:
        return "vga-pal"
    if len(data) in (96, 1536) and b"\n" not in data:
        return "vdi-pal"
    if data[:4] == b"PA01":
        return "vdi-pal"
    return "corel-pal"


def by_extension(path):
    """The format of a file named like one of the extension-named formats."""
    name = path.name.lower()
    for suffix, fmt in (
        (".resolver.json", "dtcg-resolver"),
        (".tokens.json", "dtcg"),
        (".tokens", "dtcg"),
        (".scss", "scss"),
        (".less", "less"),
        (".styl", "stylus"),
        (".aco", "aco"),
        (".act", "act"),
        (".acb", "acb"),
        (".png", "png"),
        (".xcassets", "xcassets"),
    ):
        if name.endswith(suffix):
            return fmt
    if path.is_dir() and (path / "values" / "colors.xml").exists():
        return "android-res"
    return None


def fixture_files():
    """The real files under `Fixtures/`."""
    found = []
    for relative, fmt in EXTRA_FIXTURES.items():
        base = FIXTURES / relative
        paths = [base] if base.is_file() else sorted(p for p in base.iterdir() if p.is_file())
        for path in paths:
            if path.name.endswith(".md"):
                continue
            found.append(RealFile(fmt, path, "fixtures", str(path.relative_to(FIXTURES))))
    for real in sorted(FIXTURES.glob("*/real")):
        folder = real.parent.name
        for path in sorted(real.iterdir()):
            if path.name.startswith(".") or path.name.endswith(".md"):
                continue
            if path.name.endswith(".expected.json"):
                continue  # what an independent reader found in the file beside it
            fmt = FOLDER_FORMATS.get(folder)
            if folder == "android" and path.is_dir():
                fmt = "android-res"
            elif folder == "pal":
                fmt = pal_format(path.read_bytes())
            elif fmt is None:
                fmt = by_extension(path)
            if fmt is None and folder == "android":
                fmt = "android-res" if path.is_dir() else "android"
            if fmt is None:
                raise SystemExit(f"no format for fixture {path.relative_to(FIXTURES)}")
            found.append(RealFile(fmt, path, "fixtures", str(path.relative_to(FIXTURES))))
    return found


def corpus_format(row):
    """The palconv format of a corpus manifest row, or None when palconv reads no such file."""
    path, fmt, features = row["path"], row["format"], row["features"]
    name = path.lower()
    if fmt in ("aco", "act", "gpl", "hex", "kpl", "sbz", "soc"):
        return fmt
    if fmt == "ase":
        return "aseprite" if "Aseprite sprite" in features else "ase"
    if fmt == "txt":
        return "paintnet"
    if fmt == "css":
        return "scss" if name.endswith(".scss") else "css"
    if fmt == "json":
        if name.endswith(".sketchpalette"):
            return "sketch"
        if name.endswith(".color-palette"):
            return "color-palette"
        return None
    if fmt.startswith("pal/"):
        kind = fmt.split("/")[1]
        if kind == "raw":
            return "vdi-pal" if "VDI" in features else "vga-pal"
        return {"jasc": "jasc", "riff": "riff", "corel": "corel-pal"}[kind]
    if fmt == "xml":
        if features.startswith("Scribus"):
            return "scribus"
        if features.startswith("CorelDRAW"):
            return "corel-xml"
        if features.startswith("Android"):
            return "android"
        if features.startswith("root <palette> generic XML"):
            return "coolors"
        return None
    if fmt == "other/txt" and path.startswith("other/txt/gh-REthinkify-Official-Colors/"):
        return "coolors"  # Coolors' code export
    if fmt == "other/acb":
        return "acb" if "8BCB" in features else "autodesk-acb"
    if fmt == "other/clr":
        return "clr"
    if fmt == "other/swatches":
        return "procreate"
    simple = {
        "csv": "csv",
        "colors": "kde",
        "other/corel-painter-txt": "painter",
        "other/hpl": "homesite",
        "other/acbl": "acbl",
        "other/gpa": "gpa",
        "other/skp": "skp",
        "other/spl": "skencil",
        "other/cpl": "cpl",
        "other/jcw": "jcw",
        "other/afpalette": "afpalette",
    }
    return simple.get(fmt)


def corpus_rows():
    """The corpus manifest's rows as dictionaries; empty without the corpus."""
    manifest = CORPUS / "MANIFEST.tsv"
    if not manifest.exists():
        return []
    lines = manifest.read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    return [dict(zip(header, line.split("\t"))) for line in lines[1:] if line]


def corpus_files():
    """The corpus files palconv reads, with their formats."""
    found = []
    for row in corpus_rows():
        fmt = corpus_format(row)
        if fmt is not None:
            found.append(RealFile(fmt, CORPUS / row["path"], "corpus", row["path"]))
    return found


def all_files():
    """Every real file, corpus first; a fixture identical to a corpus file is left out."""
    corpus = corpus_files()
    seen = {f.digest for f in corpus}
    unique = list(corpus)
    for f in fixture_files():
        if f.digest not in seen:
            seen.add(f.digest)
            unique.append(f)
    return unique
