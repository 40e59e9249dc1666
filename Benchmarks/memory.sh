#!/usr/bin/env bash
# Peak memory of palconv (release build) on inputs that are small for what they ask, and on
# inputs of the largest size palconv reads by default: the peak resident size of each run
# from GNU time (`/usr/bin/time -v`). Needs Python 3 to write the inputs. docs/robustness.md
# has the figures. Usage: Benchmarks/memory.sh [PALCONV]
#
#   png      extract from a 16-bit RGBA PNG of 8192 x 8192 pixels in about 600 KB (rows that
#            repeat compress 1000:1), and read it as a palette (more than 256 colours: an
#            error, after the first rows)
#   diff     two palettes of 1,000,000 swatches: 10% recoloured, and no swatch in common
#   max      a file of the default --max-input-size in each text format (hex, GPL, Paint.NET,
#            palconv JSON), each swatch in as few bytes as the format allows, and CSS's largest
#            palette (1,048,576 declarations), converted to GPL and to JSON
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="$here/out/memory"
mkdir -p "$out"

if [ $# -ge 1 ]; then
  palconv="$1"
else
  swift build --package-path "$root" -c release --product palconv 2>&1 | tail -n 1
  palconv="$(swift build --package-path "$root" -c release --show-bin-path)/palconv"
fi
[ -x /usr/bin/time ] || { echo "needs GNU time (/usr/bin/time; apt-get install time)"; exit 1; }

echo "== machine"
date -u '+%Y-%m-%d %H:%M UTC'
echo "$(nproc) cores, $(free -m | awk '/^Mem:/ { print $2 " MiB of memory" }'); $(uptime)"

python3 - "$out" <<'PYTHON'
import os, random, struct, sys, zlib

out = sys.argv[1]

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

def png(path, side):
    """16-bit RGBA: a gradient row, then rows filtered Up with nothing left to add."""
    if os.path.exists(path):
        return
    row = bytearray()
    for x in range(side):
        v = (x * 8) & 0xFFFF
        row += struct.pack(">HHHH", v, 0xFFFF - v, (x * 3) & 0xFFFF, 0xFFFF)
    compressor = zlib.compressobj(9)
    parts = [compressor.compress(b"\x00" + bytes(row))]
    same = b"\x02" + bytes(len(row))
    for _ in range(side - 1):
        parts.append(compressor.compress(same))
    parts.append(compressor.flush())
    data = b"".join(parts)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 16, 6, 0, 0, 0)))
        for start in range(0, len(data), 1 << 16):
            f.write(chunk(b"IDAT", data[start:start + (1 << 16)]))
        f.write(chunk(b"IEND", b""))

def gpl(path, count, recoloured, prefix="Swatch"):
    if os.path.exists(path):
        return
    rng = random.Random(7)
    with open(path, "w") as f:
        f.write("GIMP Palette\nName: Big\n#\n")
        for i in range(count):
            if prefix == "Swatch":
                r, g, b = (i * 7) % 256, (i * 13) % 256, (i * 29) % 256
                if rng.random() < recoloured:
                    r = (r + 1) % 256
            else:
                r, g, b = (i * 11) % 256, (i * 17) % 256, (i * 5) % 256
            f.write(f"{r:3d} {g:3d} {b:3d}\t{prefix} {i}\n")

def filled(path, size, header, line, footer="", most=None):
    """A file of `size` bytes: the header, `line(i)` as often as fits (at most `most` times,
    then the file is shorter), blanks, the footer."""
    if os.path.exists(path):
        return
    with open(path, "w") as f:
        f.write(header)
        written = len(header) + len(footer)
        i = 0
        while most is None or i < most:
            text = line(i)
            if written + len(text) > size:
                break
            f.write(text)
            written += len(text)
            i += 1
        f.write((" " * (size - written) if most is None else "") + footer)

png(f"{out}/large.png", 8192)
gpl(f"{out}/old.gpl", 1_000_000, 0)
gpl(f"{out}/new.gpl", 1_000_000, 0.1)
gpl(f"{out}/other.gpl", 1_000_000, 0, "Other")
# The largest input read by default, each swatch in as few bytes as its format allows: the
# most swatches, so the most memory, a file of that size can ask for.
size = int(os.environ.get("MAX_INPUT_BYTES", str(64 << 20))) - 1
base36 = lambda i: (base36(i // 36) if i >= 36 else "") + "0123456789abcdefghijklmnopqrstuvwxyz"[i % 36]
filled(f"{out}/max.hex", size, "", lambda i: "#%03x\n" % (i % 4096))
filled(f"{out}/max.gpl", size, "GIMP Palette\n", lambda i: "%d %d %d\n" % (i % 10, i // 10 % 10, 7))
filled(f"{out}/max.txt", size, "; paint.net Palette File\n", lambda i: "FF%06X\n" % (i & 0xFFFFFF))
# CSS reads at most 1,048,576 declarations, so its largest palette is that many, in 12 MB.
filled(f"{out}/max.css", size, ":root{", lambda i: "--%s:#%03x;" % (base36(i), i % 4096), "}\n",
       most=(1 << 20))
filled(f"{out}/max.json", size, '{"format":"palconv-palette","version":1,"groups":[{"swatches":[',
       lambda i: '{"hex":"#%06x"},' % (i & 0xFFFFFF), '{"hex":"#000000"}]}]}\n')
PYTHON

run() {
  local label="$1"
  shift
  local log="$out/time.log"
  set +e
  /usr/bin/time -v "$palconv" "$@" > /dev/null 2> "$log"
  local code=$?
  set -e
  local peak
  peak="$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$log")"
  local wall
  wall="$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$log")"
  printf '%-44s exit %3s  %8d KiB  %s\n' "$label" "$code" "$peak" "$wall"
}

echo "== png ($(stat -c %s "$out/large.png") bytes, 8192 x 8192, 16-bit RGBA)"
run "extract -n 8" extract "$out/large.png" -n 8 --to hex
run "as a palette (an error)" "$out/large.png" --to hex

echo "== diff (1,000,000 swatches each)"
run "10% recoloured, text" diff "$out/old.gpl" "$out/new.gpl"
run "10% recoloured, json" diff "$out/old.gpl" "$out/new.gpl" --format json
run "nothing in common, text" diff "$out/old.gpl" "$out/other.gpl"
run "nothing in common, json" diff "$out/old.gpl" "$out/other.gpl" --format json

echo "== largest inputs ($(stat -c %s "$out/max.hex") bytes; CSS $(stat -c %s "$out/max.css"))"
for input in max.hex max.gpl max.txt max.css max.json; do
  run "$input -> gpl" "$out/$input" -o "$out/converted.gpl" --force
  run "$input -> json" "$out/$input" -o "$out/converted.json" --force
done
