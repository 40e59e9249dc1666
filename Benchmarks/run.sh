#!/usr/bin/env bash
# Runs every benchmark: in-process codec throughput, then palconv against its peers and the
# C floor, side by side in one run. Usage: Benchmarks/run.sh [RUNS]
# Environment: BENCH_RUNS (whole-process runs per command, default 7), BENCH_PEER_RUNS
# (runs of the slow Python peers and the batch, default 3).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
runs="${1:-5}"
out="$here/out"
mkdir -p "$out/data" "$out/scratch" "$out/bin"

echo "== machine"
date -u '+%Y-%m-%d %H:%M UTC'
echo "$(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -n 1)"
uptime

echo "== release builds"
swift build --package-path "$root" -c release --static-swift-stdlib --product palconv 2>&1 \
  | grep -v "mktemp" | tail -n 1
cp "$(swift build --package-path "$root" -c release --show-bin-path)/palconv" "$out/bin/palconv"
strip "$out/bin/palconv"
swift build --package-path "$here" -c release 2>&1 | tail -n 1
bench="$(swift build --package-path "$here" -c release --show-bin-path)/PaletteBench"
cc -O2 -o "$out/bin/ase_walk" "$here/peers/ase_walk.c"
cc -O2 -o "$out/bin/ase_to_json" "$here/peers/ase_to_json.c" -lm
printf 'print("hello")\n' > "$out/hello.swift"
swiftc -O -static-stdlib "$out/hello.swift" -o "$out/bin/hello" 2>&1 | grep -v "mktemp" || true
strip "$out/bin/hello"
ls -l "$out/bin/palconv" "$out/bin/hello" | awk '{print $5, $NF}'

echo "== peers"
python3 -c "import swatch, colourswatch" 2>/dev/null \
  || python3 -m pip install --quiet "swatch==0.4.0" colourswatch
python3 -c "import importlib.metadata as m; print('swatch', m.version('swatch'), '/ colourswatch', m.version('colourswatch'))"

echo "== generating palettes"
[[ -f "$out/data/peer-100000.gpl" ]] || "$bench" generate "$out/data" > /dev/null
ls "$out/data" | wc -l

echo "== batch input: 1,000 small real palettes"
if [[ ! -d "$out/batch" ]]; then
  corpus="$root/../shared/corpus"
  # Small files palconv reads, cycled (with a numeric prefix) until there are 1,000.
  mapfile -t candidates < <(find "$corpus/gpl" "$corpus/ase" "$corpus/hex" "$corpus/css" \
    "$corpus/txt" -type f -size -64k 2>/dev/null | sort)
  files=()
  for f in "${candidates[@]}"; do
    "$out/bin/palconv" "$f" --to json -o - -q > /dev/null 2>&1 && files+=("$f")
  done
  mkdir -p "$out/batch"
  n=0
  while (( n < 1000 && ${#files[@]} > 0 )); do
    for f in "${files[@]}"; do
      (( n < 1000 )) || break
      cp "$f" "$out/batch/$(printf '%04d' "$n")-$(basename "$f")"
      n=$((n + 1))
    done
  done
  echo "${#files[@]} distinct files"
fi

echo "== check: the JSON reader's fast number path against Float(String)"
"$bench" check-floats 1000000

echo "== check: the C conversion writes the bytes palconv writes"
for n in 16 1000 100000 1000000; do
  "$out/bin/palconv" "$out/data/palette-$n.ase" -o "$out/scratch/palconv-$n.json" -q
  for mode in "" --stream; do
    rm -f "$out/scratch/c-$n.json"
    "$out/bin/ase_to_json" $mode "$out/data/palette-$n.ase" "$out/scratch/c-$n.json"
    cmp "$out/scratch/palconv-$n.json" "$out/scratch/c-$n.json"
  done
  echo "palette-$n: same bytes, with a palette and streaming"
done
# And every ASE file of the corpus that both read (the C program takes well-formed files only).
if [[ -d "$root/../shared/corpus" ]]; then
  same=0
  while IFS= read -r -d '' f; do
    "$out/bin/palconv" "$f" -o "$out/scratch/palconv-corpus.json" -q 2>/dev/null || continue
    for mode in "" --stream; do
      rm -f "$out/scratch/c-corpus.json"
      "$out/bin/ase_to_json" $mode "$f" "$out/scratch/c-corpus.json" 2>/dev/null || continue 2
      cmp "$out/scratch/palconv-corpus.json" "$out/scratch/c-corpus.json"
    done
    same=$((same + 1))
  done < <(find "$root/../shared/corpus" -iname '*.ase' -print0 | sort -z)
  echo "corpus: $same ASE files, same bytes, with a palette and streaming"
fi

echo "== in-process codecs (median of $runs runs)"
"$bench" codecs "$out/data" "$runs"
echo
echo "== whole process"
python3 "$here/compare.py" "$out/bin/palconv" "$bench" "$out/bin/ase_walk" "$out/bin/ase_to_json" \
  "$out/bin/hello" \
  "$out/data" "$out/scratch" "$out/batch"
uptime

echo
echo "== validate and dedupe"
bash "$here/transforms.sh" "$out/bin/palconv"

echo
echo "== containers (inflate, deflate, zip)"
bash "$here/containers.sh"

echo
echo "== extract (the quantiser and the PNG decoder)"
bash "$here/extract.sh"

echo
echo "== alias chains (every syntax with references)"
bash "$here/alias-chains.sh" "$out/bin/palconv"

echo
echo "== repeated names (every writer)"
bash "$here/repeated-names.sh" "$out/bin/palconv"

echo
echo "== CMYK through ICC profiles (in process, LittleCMS, whole process)"
bash "$here/profiles.sh" "$out/bin/palconv"
