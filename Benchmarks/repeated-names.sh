#!/usr/bin/env bash
# Times every writer on palettes whose swatches all share one name (GIMP names every unnamed
# swatch `Untitled`), with peak memory: the names are made unique in linear time, so 100,000
# swatches take about four times as long as 25,000, not sixteen.
# Usage: Benchmarks/repeated-names.sh [PALCONV]   (default: a fresh release build)
# Environment: BENCH_SIZES (default "25000 100000").
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="$here/out/repeated-names"
mkdir -p "$out"
sizes="${BENCH_SIZES:-25000 100000}"

palconv="${1:-}"
if [[ -z "$palconv" ]]; then
  swift build --package-path "$root" -c release --product palconv 2>&1 | tail -n 1
  palconv="$(swift build --package-path "$root" -c release --show-bin-path)/palconv"
fi

echo "== machine"
date -u '+%Y-%m-%d %H:%M UTC'
echo "$(nproc) cores; $(uptime)"

# GPL palettes of N swatches, every one named `Same`, each a different colour.
for n in $sizes; do
  [[ -f "$out/same-$n.gpl" ]] || python3 - "$out/same-$n.gpl" "$n" <<'PY'
import sys
path, n = sys.argv[1], int(sys.argv[2])
with open(path, "w") as f:
    f.write("GIMP Palette\nName: Same\n#\n")
    for i in range(n):
        f.write(f"{i & 255} {(i >> 8) & 255} {i >> 16} Same\n")
PY
done

# The formats palconv writes, from its own table (the WRITE column).
mapfile -t writers < <("$palconv" formats | awk '
  NR == 1 { write = index($0, "WRITE"); next }
  substr($0, write, 3) == "yes" { print $1 }')

printf '| format |'
for n in $sizes; do printf ' %s: wall s | CPU s | MiB |' "$n"; done
printf '\n|---|'
for n in $sizes; do printf -- '---:|---:|---:|'; done
printf '\n'
rm -rf "$out/written"
for format in "${writers[@]}"; do
  printf '| %s |' "$format"
  for n in $sizes; do
    # A folder of its own for each run: ext4 slows down creating many entries right after
    # deleting many, which would be timed as palconv's.
    written="$out/written/$format-$n"
    mkdir -p "$written"
    case "$format" in
      xcassets) target="$written/Same.xcassets" ;;
      android-res) target="$written/res" ;;
      *) target=- ;;
    esac
    if /usr/bin/time -o "$out/time.txt" -f '%e %U %S %M' \
      "$palconv" "$out/same-$n.gpl" --to "$format" -o "$target" -q > /dev/null 2> "$out/err.txt"
    then
      read -r seconds user system kib < <(tail -n 1 "$out/time.txt")
      cpu="$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')"
      printf ' %s | %s | %d |' "$seconds" "$cpu" "$((kib / 1024))"
    else
      printf ' refused | - | - |'
    fi
  done
  printf '\n'
done
rm -rf "$out/written"
