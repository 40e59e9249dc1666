#!/usr/bin/env bash
# CMYK through an ICC profile, against the naive formula, three ways:
#   1. in process: `PaletteBench icc` converts 1,000,000 seeded CMYK colours one call at a time
#      (the formula, the exact chain, the sampled link);
#   2. LittleCMS on the same colours (Benchmarks/peers/lcms_cmyk.c, when liblcms2-dev is
#      installed): its floating-point transform and its 16-bit transform, which samples the
#      chain on a grid as palconv's sampled link does;
#   3. whole process: `palconv cmyk.ase -o out.hex`, an ASE file of the same 1,000,000 CMYK
#      swatches written as hex (every swatch converted to sRGB), with and without
#      `--cmyk-profile`: what a user converting a large print palette waits for.
# Usage: Benchmarks/profiles.sh [PALCONV]   (default: a fresh release build)
# Environment: BENCH_PROFILES (default: Ghostscript's two CMYK profiles), BENCH_RUNS (default 5).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="$here/out/profiles"
mkdir -p "$out"
runs="${BENCH_RUNS:-5}"
profiles="${BENCH_PROFILES:-/usr/share/color/icc/ghostscript/default_cmyk.icc /usr/share/color/icc/ghostscript/ps_cmyk.icc}"

palconv="${1:-}"
if [[ -z "$palconv" ]]; then
  swift build --package-path "$root" -c release --product palconv 2>&1 | tail -n 1
  palconv="$(swift build --package-path "$root" -c release --show-bin-path)/palconv"
fi
swift build --package-path "$here" -c release 2>&1 | tail -n 1
bench="$(swift build --package-path "$here" -c release --show-bin-path)/PaletteBench"

echo "== machine"
date -u '+%Y-%m-%d %H:%M UTC'
echo "$(nproc) cores; $(uptime)"

# The benchmark's 1,000,000 seeded CMYK colours as an ASE file (UTF-16 names "C1"...).
python3 - "$out/cmyk.ase" <<'PY'
import struct, sys
state = 0x20261205
def nxt():
    global state
    state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
    return ((state >> 33) % 1001) / 1000
count = 1_000_000
blocks = []
for i in range(count):
    ink = [nxt() for _ in range(4)]
    name = f"C{i + 1}".encode("utf-16-be") + b"\0\0"
    body = struct.pack(">H", len(name) // 2) + name + b"CMYK" + struct.pack(">4f", *ink) + struct.pack(">H", 2)
    blocks.append(struct.pack(">HI", 1, len(body)) + body)
with open(sys.argv[1], "wb") as f:
    f.write(b"ASEF" + struct.pack(">HHI", 1, 0, count) + b"".join(blocks))
PY

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
seconds() {  # seconds of one run of "$@", output discarded
  local start end
  start=$(date +%s%N)
  "$@" > /dev/null 2>&1 || true
  end=$(date +%s%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f\n", (b - a) / 1e9 }'
}

for profile in $profiles; do
  [[ -f "$profile" ]] || { echo "note: $profile is not installed; skipped"; continue; }
  echo "== $profile"
  echo "-- in process"
  "$bench" icc "$profile" 1000000 "$runs"
  echo "-- LittleCMS"
  if cc -O2 -o "$out/lcms_cmyk" "$here/peers/lcms_cmyk.c" -llcms2 2>/dev/null; then
    "$out/lcms_cmyk" "$profile" 1000000 "$runs"
  else
    echo "note: liblcms2-dev is not installed; LittleCMS not measured"
  fi
  echo "-- whole process: palconv cmyk.ase -o out.hex (1,000,000 CMYK swatches)"
  naive=() profiled=()
  for _ in $(seq "$runs"); do
    rm -f "$out/naive.hex" "$out/profiled.hex"
    naive+=("$(seconds "$palconv" "$out/cmyk.ase" -o "$out/naive.hex" -q)")
    profiled+=("$(seconds "$palconv" "$out/cmyk.ase" --cmyk-profile "$profile" -o "$out/profiled.hex" -q)")
  done
  n=$(printf '%s\n' "${naive[@]}" | median)
  p=$(printf '%s\n' "${profiled[@]}" | median)
  printf '  naive formula        %.3f s\n  --cmyk-profile       %.3f s\n  ratio                %.2fx\n' \
    "$n" "$p" "$(awk -v a="$p" -v b="$n" 'BEGIN { print a / b }')"
  echo "  lines written: $(wc -l < "$out/naive.hex") and $(wc -l < "$out/profiled.hex")"
done
