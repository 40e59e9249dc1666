#!/usr/bin/env bash
# Runs every benchmark: in-process codec throughput, then palconv against its peers, side by
# side in one run. Usage: Benchmarks/run.sh [RUNS]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
runs="${1:-5}"
out="$here/out"
mkdir -p "$out/data" "$out/scratch" "$out/bin"

echo "== release builds"
swift build --package-path "$root" -c release --static-swift-stdlib --product palconv 2>&1 | tail -n 1
palconv="$(swift build --package-path "$root" -c release --show-bin-path)/palconv"
cp "$palconv" "$out/bin/palconv" && strip "$out/bin/palconv"
swift build --package-path "$here" -c release 2>&1 | tail -n 1
bench="$(swift build --package-path "$here" -c release --show-bin-path)/PaletteBench"
cc -O2 -o "$out/bin/ase_walk" "$here/peers/ase_walk.c"
printf 'print("hello")\n' > "$out/hello.swift"
swiftc -O -static-stdlib "$out/hello.swift" -o "$out/bin/hello" 2>/dev/null && strip "$out/bin/hello"

echo "== peers"
python3 -c "import swatch, colourswatch" 2>/dev/null || pip install --quiet swatch==0.4.0 colourswatch

echo "== generating palettes"
[[ -f "$out/data/palette-1000000.ase" ]] || "$bench" generate "$out/data" > /dev/null

echo "== batch input: 1,000 small real palettes"
if [[ ! -d "$out/batch" ]]; then
  mkdir -p "$out/batch"
  corpus="$root/../shared/corpus"
  mapfile -t files < <(find "$corpus/gpl" "$corpus/ase" "$corpus/hex" -type f \( -name '*.gpl' -o -name '*.ase' -o -name '*.hex' \) -size -64k 2>/dev/null | sort)
  n=0
  while (( n < 1000 && ${#files[@]} > 0 )); do
    for f in "${files[@]}"; do
      (( n < 1000 )) || break
      cp "$f" "$out/batch/$(printf '%04d' "$n")-$(basename "$f")"
      n=$((n + 1))
    done
  done
fi

echo "== in-process codecs (median of $runs runs)"
"$bench" codecs "$out/data" "$runs"
echo
echo "== whole process"
python3 "$here/compare.py" "$out/bin/palconv" "$out/bin/ase_walk" "$out/bin/hello" \
  "$out/data" "$out/scratch" "$out/batch"
