#!/usr/bin/env bash
# DEFLATE throughput in process: palconv's inflater and compressor against Python's zlib
# (C zlib) on palette files, noise and a long run. Usage: Benchmarks/containers.sh [RUNS]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
runs="${1:-5}"
out="$here/out/containers"
mkdir -p "$out"

echo "== machine"
date -u '+%Y-%m-%d %H:%M UTC'
echo "$(nproc) cores; $(uptime)"

swift build --package-path "$here" -c release 2>&1 | tail -n 1
bench="$(swift build --package-path "$here" -c release --show-bin-path)/PaletteBench"
"$bench" containers-data "$out" > /dev/null
python3 "$here/peers/zlib_peer.py" "$out" "$runs"
"$bench" containers "$out" "$runs"
