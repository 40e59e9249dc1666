#!/usr/bin/env bash
# Times `validate` and `--dedupe` on large hex lists beside a plain conversion of the same
# file, with peak memory, so that a quadratic path or one diagnostic per swatch shows at once.
# Usage: Benchmarks/transforms.sh [PALCONV]   (default: a fresh release build)
# Environment: BENCH_RUNS (runs per command, default 3; the median is reported).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
runs="${BENCH_RUNS:-3}"
out="$here/out/transforms"
mkdir -p "$out"

palconv="${1:-}"
if [[ -z "$palconv" ]]; then
  swift build --package-path "$root" -c release --product palconv 2>&1 | tail -n 1
  palconv="$(swift build --package-path "$root" -c release --show-bin-path)/palconv"
fi

echo "== machine"
date -u '+%Y-%m-%d %H:%M UTC'
echo "$(nproc) cores; $(uptime)"

# Inputs: seeded random 8-bit colours (many near duplicates at ΔE00 1: the sRGB cube holds
# about a million colours a ΔE00 apart), and one colour repeated (every swatch a duplicate).
python3 - "$out" <<'EOF'
import os, random, sys
out = sys.argv[1]
def write(name, lines):
    path = os.path.join(out, name)
    if not os.path.exists(path):
        with open(path, "w") as f:
            f.writelines(lines)
rng = random.Random(2026)
for n in (10_000, 100_000, 200_000, 1_000_000):
    write(f"random-{n}.hex", (f"{rng.getrandbits(24):06x}\n" for _ in range(n)))
write("same-1000000.hex", ("336699\n" for _ in range(1_000_000)))
EOF

# Median wall time in seconds and the largest peak RSS over the runs, for one command.
measure() {
  local label="$1"
  shift
  local times=() peak=0
  for ((i = 0; i < runs; i++)); do
    local stats
    /usr/bin/time -o "$out/time.txt" -f '%e %M' "$@" > /dev/null 2> /dev/null || true
    stats="$(tail -n 1 "$out/time.txt")"
    times+=("${stats% *}")
    local rss="${stats#* }"
    ((rss > peak)) && peak="$rss"
  done
  local median
  median="$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")"
  printf '| %s | %s | %d |\n' "$label" "$median" "$((peak / 1024))"
}

echo "== validate and dedupe (median of $runs runs)"
echo "| command | seconds | peak RSS (MiB) |"
echo "|---|---:|---:|"
for input in random-10000 random-100000 random-200000 random-1000000 same-1000000; do
  file="$out/$input.hex"
  measure "convert $input.hex -> hex" "$palconv" "$file" --to hex -o "$out/scratch.hex" -q
  measure "validate $input.hex" "$palconv" validate "$file" -q
  measure "validate --diagnostics json $input.hex" \
    "$palconv" validate "$file" --diagnostics json
  for threshold in 0 0.5 1 3; do
    measure "--dedupe $threshold $input.hex" \
      "$palconv" "$file" --dedupe "$threshold" --to hex -o "$out/scratch.hex" -q
  done
  measure "--dedupe 0.02 --metric oklab $input.hex" \
    "$palconv" "$file" --dedupe 0.02 --metric oklab --to hex -o "$out/scratch.hex" -q
done
rm -f "$out/scratch.hex"
