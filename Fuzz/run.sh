#!/usr/bin/env bash
# Builds the libFuzzer target and fuzzes one format (or all) for a number of seconds each.
#
#   Fuzz/run.sh [FORMAT|all] [SECONDS] [extra libFuzzer flags...]
#
# FORMAT: ase gpl json css hex paintnet, or roundtrip-FORMAT for the round-trip check.
# Seeds come from Fixtures/ and, when present, the shared corpus beside the checkout.
# Crashes, hangs (> 1 s) and leaks are written to Fuzz/findings/ and make the script fail.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
target="${1:-all}"
seconds="${2:-60}"
shift $(( $# > 2 ? 2 : $# ))

formats=(ase gpl json css hex paintnet)
if [[ "$target" == all ]]; then
  targets=("${formats[@]}" $(printf 'roundtrip-%s ' "${formats[@]}"))
else
  targets=("$target")
fi

echo "== building the fuzz target (release, -sanitize=fuzzer,address)"
swift build --package-path "$here" -c release \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -g 2>&1 | grep -v "Cannot export local symbol" | tail -n 5
binary="$(swift build --package-path "$here" -c release --show-bin-path)/PaletteFuzz"

seed_folders() {
  local format="$1"
  case "$format" in
    ase) echo "$root/Fixtures/ase $root/../shared/corpus/ase" ;;
    gpl) echo "$root/Fixtures/gpl $root/../shared/corpus/gpl" ;;
    json) echo "$root/Fixtures/json $root/../shared/corpus/json" ;;
    css) echo "$root/Fixtures/css $root/../shared/corpus/css" ;;
    hex) echo "$root/Fixtures/hex $root/../shared/corpus/hex" ;;
    paintnet) echo "$root/Fixtures/paintnet $root/../shared/corpus/txt" ;;
  esac
}

status=0
for name in "${targets[@]}"; do
  format="${name#roundtrip-}"
  roundtrip=0
  [[ "$name" == roundtrip-* ]] && roundtrip=1
  work="$here/.work/$name"
  findings="$here/findings/$name"
  mkdir -p "$work" "$findings"
  # Seed the working corpus with every regular file from the seed folders.
  for folder in $(seed_folders "$format"); do
    [[ -d "$folder" ]] || continue
    find "$folder" -type f -size -1M -exec cp -n {} "$work/" \; 2>/dev/null || true
  done
  echo "== fuzzing $name for ${seconds}s ($(ls "$work" | wc -l) seeds)"
  if ! PALCONV_FUZZ_FORMAT="$format" PALCONV_FUZZ_ROUNDTRIP="$roundtrip" \
    "$binary" "$work" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 \
      -max_len=1048576 -artifact_prefix="$findings/" -print_final_stats=1 "$@" \
      > "$here/.work/$name.log" 2>&1; then
    echo "!! $name found a problem; see $findings and $here/.work/$name.log"
    tail -n 30 "$here/.work/$name.log"
    status=1
  else
    grep -E "stat::number_of_executed_units|Done " "$here/.work/$name.log" | tr '\n' ' '
    echo
  fi
done
exit $status
