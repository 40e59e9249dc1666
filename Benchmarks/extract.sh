#!/usr/bin/env bash
# The quantiser behind `palconv extract`, in process, and the PNG decoder on a photograph-like
# image. Needs Python 3 with NumPy and Pillow to write the image. Usage:
# Benchmarks/extract.sh [RUNS]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
runs="${1:-5}"
out="$here/out/extract"
mkdir -p "$out"

echo "== machine"
date -u '+%Y-%m-%d %H:%M UTC'
echo "$(nproc) cores; $(uptime)"

swift build --package-path "$here" -c release 2>&1 | tail -n 1
bench="$(swift build --package-path "$here" -c release --show-bin-path)/PaletteBench"

# A 4000 x 3000 truecolour PNG of the harness's recipe (a diagonal gradient, three soft discs,
# noise of -6...6 from a seeded generator), saved by Pillow (adaptive filters, zlib level 6).
if [ ! -f "$out/photo.png" ]; then
  python3 - "$out/photo.png" <<'PYTHON'
import sys
import numpy as np
from PIL import Image

w, h = 4000, 3000
y, x = np.mgrid[0:h, 0:w].astype(np.float64)
t = (x + y) / (w + h)
c = np.stack([30 + 150 * t, 80 + 100 * t, 200 - 60 * t], axis=-1)
for cx, cy, r, col in [(1000, 2000, 700, (200, 60, 40)), (2800, 1200, 900, (40, 140, 70)),
                       (3400, 2600, 400, (240, 210, 80))]:
    d = np.sqrt((x - cx) ** 2 + (y - cy) ** 2) / r
    weight = np.where(d < 1, 1 - d * d, 0)[..., None]
    c = c * (1 - weight) + np.array(col) * weight
noise = np.random.default_rng(7).integers(-6, 7, size=c.shape)
image = np.clip(c.astype(int) + noise, 0, 255).astype(np.uint8)
Image.fromarray(image, "RGB").save(sys.argv[1])
PYTHON
fi
"$bench" extract "$runs" "$out/photo.png"
