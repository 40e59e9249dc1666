#!/usr/bin/env bash
# Builds the libFuzzer harness and runs fuzz targets, one at a time.
#
#   Fuzz/run.sh [TARGET|all|decoders|smoke|stress] [SECONDS] [extra libFuzzer flags...]
#
# TARGET is FORMAT (decode arbitrary bytes), roundtrip-FORMAT (decode, encode, decode again)
# or model-FORMAT (build a palette from the bytes, encode, decode), with FORMAT one of
#   ase gpl json dtcg xcassets css hex paintnet aco act acb     (decode targets)
#   jasc riff corel-pal vdi-pal vga-pal             (decode targets: the .pal family)
#   sketch color-palette tokens-studio dtcg-resolver material-theme sip
#                                                   (decode targets: JSON dialects)
#   android scribus soc corel-xml                   (decode targets: XML formats)
#   autodesk-acb acbl                               (decode targets: XML colour books)
#   clr                                             (decode target: Apple colour lists)
#   scss less stylus                                (decode targets: Sass, Less, Stylus variables)
#   png                                             (decode target: PNG palette images)
#   gif bmp pcx ilbm                                (decode targets: indexed images' tables)
#   kpl procreate sbz                               (decode targets: zip containers)
#   afpalette                                       (decode target: Affinity palettes)
#   office-theme office-theme-xml                   (decode targets: Office themes)
#   csv x11 kde painter homesite skencil            (decode targets: desktop text palettes)
#   unity-colors clf coolors                        (decode targets: Unity presets, CLF, Coolors)
#   gpa skp cpl jcw                                 (decode targets: Gpick, sK1, Corel .cpl, Xara)
#   base16 base24 iterm windows-terminal            (decode targets: terminal schemes)
#   alacritty kitty ghostty xresources toml         (decode targets: terminal themes, TOML)
#   aseprite animator-col pixelorama lospec         (decode targets: pixel-art palettes)
#   figma-variables vscode-theme                    (decode targets: Figma variables, VS Code themes)
#   ase gpl json dtcg xcassets css hex paintnet aco act         (roundtrip and model targets;
#                                                    an asset catalog round-trips as a file tree)
#   jasc riff                                       (roundtrip and model targets)
#   sketch color-palette dtcg-resolver sip          (roundtrip and model targets)
#   android scribus soc corel-xml clr               (roundtrip and model targets)
#   autodesk-acb                                    (roundtrip and model targets)
#   scss less stylus                                (roundtrip and model targets)
#   png                                             (roundtrip and model targets)
#   kpl procreate                                   (roundtrip and model targets)
#   afpalette office-theme office-theme-xml         (roundtrip and model targets)
#   csv x11 kde painter homesite skencil            (roundtrip and model targets)
#   unity-colors jcw                                (roundtrip and model targets)
#   base16 base24 iterm windows-terminal            (roundtrip and model targets)
#   alacritty kitty ghostty xresources              (roundtrip and model targets)
#   aseprite animator-col pixelorama                (roundtrip and model targets)
#   figma-variables                                 (roundtrip and model targets)
#   android-res                                     (model target: a folder)
#   swift html svg compose tailwind tailwind4       (model targets of write-only outputs)
# or xml (the XML reader every XML format shares, and its writer)
# or yaml (the YAML subset reader the YAML formats share, and its scalar writer)
# or inflate, zip, deflate-roundtrip (the containers: raw DEFLATE and zlib decoding, the zip
#    reader with every entry read and rewritten, and the DEFLATE writer's round trip)
# or bplist (the binary property list reader and writer, under Apple colour lists)
# or icc (the ICC profile reader and its transforms, every intent, both ways); icc-named is
#    the decode target of named-colour profiles
# all       every target, SECONDS each (default 60)
# decoders  the decode targets only
# smoke     every target for SECONDS each (default 10), then the stress inputs: for CI
# stress    only the 1 MiB worst-case inputs, each decoded and re-encoded once (roundtrip
#           target) under a 1 s timeout
#
# SECONDS 0 means no time limit; pass -runs=N to stop after N executions, e.g.
#   Fuzz/run.sh gpl 0 -runs=1000000
#
# Limits: -timeout=1 (an input that takes over a second is a hang), -rss_limit_mb=2048, and
# -malloc_limit_mb=64 (one allocation over 64 MiB is a finding: no decoder needs that much
# for an input of at most 1 MiB, so it is a length or count field trusted too far). Inputs are
# at most 64 KiB while fuzzing (FUZZ_MAX_LEN overrides), 1 MiB in the stress inputs.
# Leaks are reported by LeakSanitizer, on by default under libFuzzer.
#
# Seeds: Fixtures/<format>, Fixtures/fuzz/<format> and, when present, the shared corpus
# beside the checkout. Findings (crash-*, timeout-*, leak-*, oom-*) go to Fuzz/findings/TARGET/
# and make the script exit 1; a summary of executions per target is appended to
# Fuzz/.work/summary.tsv.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
corpus="$root/../shared/corpus"
mode="${1:-all}"
shift $(($# > 0 ? 1 : 0))
default_seconds=60
[[ "$mode" == smoke ]] && default_seconds=10
seconds="${1:-$default_seconds}"
shift $(($# > 0 ? 1 : 0))
max_len="${FUZZ_MAX_LEN:-65536}"

# Decoders; those that also write single files; write-only outputs.
formats=(ase gpl json dtcg xcassets css hex paintnet aco act acb)
formats+=(jasc riff corel-pal vdi-pal vga-pal)
formats+=(sketch color-palette tokens-studio dtcg-resolver material-theme sip)
formats+=(android scribus soc corel-xml xml)
formats+=(autodesk-acb acbl)
formats+=(clr bplist)
formats+=(icc icc-named)
formats+=(scss less stylus)
formats+=(png)
formats+=(gif bmp pcx ilbm)
formats+=(kpl procreate sbz)
formats+=(afpalette office-theme office-theme-xml)
formats+=(csv x11 kde painter homesite skencil)
formats+=(unity-colors yaml clf coolors)
formats+=(gpa skp cpl jcw base16 base24 iterm windows-terminal alacritty kitty ghostty xresources toml)
formats+=(aseprite animator-col pixelorama lospec)
formats+=(figma-variables vscode-theme)
round_trips=(ase gpl json dtcg xcassets css hex paintnet aco act)
round_trips+=(jasc riff)
round_trips+=(sketch color-palette dtcg-resolver sip)
round_trips+=(android scribus soc corel-xml)
round_trips+=(autodesk-acb)
round_trips+=(clr)
round_trips+=(scss less stylus)
round_trips+=(png)
round_trips+=(kpl procreate)
round_trips+=(afpalette office-theme office-theme-xml)
round_trips+=(csv x11 kde painter homesite skencil)
round_trips+=(unity-colors jcw)
round_trips+=(base16 base24 iterm windows-terminal alacritty kitty ghostty xresources)
round_trips+=(aseprite animator-col pixelorama)
round_trips+=(figma-variables)
outputs=(swift html svg compose android-res tailwind tailwind4)
containers=(inflate zip deflate-roundtrip)
case "$mode" in
  all | smoke) targets=("${formats[@]}" $(printf 'roundtrip-%s ' "${round_trips[@]}") \
    $(printf 'model-%s ' "${round_trips[@]}" "${outputs[@]}") "${containers[@]}") ;;
  decoders) targets=("${formats[@]}") ;;
  stress) targets=() ;;
  *) targets=("$mode") ;;
esac

# The Swift runtime's own crash reporter would wait on a crashed process; libFuzzer reports.
export SWIFT_BACKTRACE=enable=no

echo "== building the fuzz harness (release, -sanitize=fuzzer,address)"
build_log="$here/.work/build.log"
mkdir -p "$here/.work"
if ! swift build --package-path "$here" -c release -Xswiftc -sanitize=fuzzer,address \
  -Xswiftc -g -Xswiftc -use-ld=lld >"$build_log" 2>&1; then
  grep -E "error" "$build_log" | head -n 20
  exit 1
fi
binary="$(swift build --package-path "$here" -c release --show-bin-path)/PaletteFuzz"

# The corpus folder that holds a format's real files.
corpus_folder() {
  case "$1" in
    paintnet) echo "txt" ;;
    dtcg | xcassets | sketch | color-palette | tokens-studio | dtcg-resolver | material-theme)
      echo "json" ;;
    acb | autodesk-acb) echo "other/acb" ;;
    acbl) echo "other/acbl" ;;
    jasc | riff) echo "pal/$1" ;;
    corel-pal) echo "pal/corel" ;;
    vdi-pal | vga-pal) echo "pal/raw" ;;
    android | scribus | corel-xml) echo "xml" ;;
    zip) echo "kpl" ;;
    clr | bplist) echo "other/clr" ;;
    scss | less | stylus) echo "css" ;;
    procreate) echo "other/swatches" ;;
    kde) echo "colors" ;;
    painter) echo "other/corel-painter-txt" ;;
    homesite) echo "other/hpl" ;;
    skencil) echo "other/spl" ;;
    yaml) echo "unity-colors" ;;
    toml) echo "alacritty" ;;
    coolors) echo "other/txt" ;;
    icc-named) echo "icc" ;;
    afpalette) echo "other/afpalette" ;;
    gpa | skp | cpl | jcw) echo "other/$1" ;;
    aseprite) echo "ase" ;;
    pixelorama | lospec) echo "json" ;;
    *) echo "$1" ;;
  esac
}

limits=(-timeout=1 -rss_limit_mb=2048 -malloc_limit_mb=64)
status=0
for name in "${targets[@]}"; do
  format="${name#roundtrip-}"
  format="${format#model-}"
  work="$here/.work/corpus/$name"
  findings="$here/findings/$name"
  mkdir -p "$work" "$findings"
  seeds=()
  if [[ "$name" != model-* ]]; then
    for folder in "$root/Fixtures/$format" "$root/Fixtures/fuzz/$format" \
      "$root/Fixtures/photoshop/$format" \
      "$corpus/$(corpus_folder "$format")"; do
      [[ -d "$folder" ]] && seeds+=("$folder")
    done
    # Named-colour profiles sit among the other profiles.
    [[ "$format" == icc-named ]] && seeds+=("$root/Fixtures/icc")
    # The indexed images' fixtures are together, all four formats in one folder.
    case "$format" in
      gif | bmp | pcx | ilbm) seeds+=("$root/Fixtures/indexed-images") ;;
    esac
  fi
  log="$here/.work/$name.log"
  echo "== fuzzing $name for ${seconds}s (seeds: ${#seeds[@]} folders) $*"
  if PALCONV_FUZZ_TARGET="$name" "$binary" "$work" "${seeds[@]}" -max_total_time="$seconds" \
    "${limits[@]}" -max_len="$max_len" -artifact_prefix="$findings/" -print_final_stats=1 \
    "$@" >"$log" 2>&1; then
    runs="$(grep -oE "stat::number_of_executed_units: [0-9]+" "$log" | grep -oE "[0-9]+$" || true)"
    echo "   ok: ${runs:-?} executions"
    printf '%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$name" "${runs:-?}" "$*" \
      >>"$here/.work/summary.tsv"
  else
    echo "!! $name found a problem; see $findings/ and $log"
    grep -E "PROPERTY FAILED|ERROR:|SUMMARY:|Test unit written" "$log" | head -n 10 || true
    status=1
  fi
done

# Worst-case inputs of 1 MiB. The sanitized build replays them for memory errors and the
# allocation limit; a build without AddressSanitizer (whose allocator is slower by an order of
# magnitude, so its timeout is 10 s) times them: decoding and re-encoding one input must take at most 1000 ms.
if [[ "$mode" == smoke || "$mode" == stress ]]; then
  stress="$here/.work/stress"
  rm -rf "$stress"
  "$here/make-stress-inputs.sh" "$stress"
  echo "== building the timing harness (release, -sanitize=fuzzer only)"
  if ! swift build --package-path "$here" -c release --scratch-path "$here/.build-timing" \
    -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld >"$here/.work/build-timing.log" 2>&1; then
    grep -E "error" "$here/.work/build-timing.log" | head -n 20
    exit 1
  fi
  timing="$here/.build-timing/release/PaletteFuzz"
  for format in "${formats[@]}"; do
    log="$here/.work/stress-$format.log"
    files=("$stress/any"/*)
    [[ -d "$stress/$format" ]] && files+=("$stress/$format"/*)
    case "$format" in
      dtcg | xcassets | sketch | color-palette | tokens-studio | dtcg-resolver | sip \
        | pixelorama | lospec | figma-variables | vscode-theme)
        files+=("$stress/json"/*) ;;
    esac
    target="roundtrip-$format"
    [[ "$format" == xcassets || "$format" == xml || "$format" == tokens-studio \
      || "$format" == bplist || "$format" == icc || "$format" == yaml || "$format" == toml ]] \
      && target="$format"
    mkdir -p "$here/findings/stress-$format"
    echo "== stress $format: ${#files[@]} inputs of up to 1 MiB, decoded and re-encoded"
    if ! PALCONV_FUZZ_TARGET="$target" "$binary" -timeout=10 -rss_limit_mb=2048 \
      -malloc_limit_mb=64 \
      -artifact_prefix="$here/findings/stress-$format/" "${files[@]}" >"$log" 2>&1; then
      echo "!! stress $format failed; see $log"
      grep -E "PROPERTY FAILED|ERROR:|SUMMARY:|Running:" "$log" | tail -n 6 || true
      status=1
      continue
    fi
    PALCONV_FUZZ_TARGET="$target" "$timing" "${files[@]}" >"$log.timing" 2>&1 || true
    slowest="$(grep -E "^Executed .* in [0-9]+ ms" "$log.timing" | sort -k4 -n | tail -n 1)"
    if [[ -z "$slowest" ]]; then
      echo "!! stress $format: the timing run failed; see $log.timing"
      status=1
    elif (($(awk '{ print $4 }' <<<"$slowest") > 1000)); then
      echo "!! stress $format: too slow: $slowest"
      status=1
    else
      echo "   ok; slowest: ${slowest#Executed $stress/}"
    fi
  done
fi
exit $status
