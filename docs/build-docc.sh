#!/usr/bin/env bash
# Builds the API documentation with the toolchain's `docc`, warnings treated as errors.
#
# Every module with a catalog, Sources/<Module>/<Module>.docc, is documented: no list to keep.
# The steps:
#
#   0. `swift build`: nothing to do after CI's build (skipped with --skip-build).
#   1. The getting-started examples: every ```swift block of each catalog's GettingStarted.md,
#      in order, is one program. It is compiled against the debug build and run in an empty
#      folder; when the article has a ```text block, that is the program's exact output. So an
#      article that no longer compiles, or no longer prints what it says, fails the build.
#   2. One symbol graph per module, extracted from the debug build's modules by
#      swift-symbolgraph-extract (no second build); every public symbol declared in Sources/
#      must have a doc comment.
#   3. `docc convert` for each module, a module's dependencies first, so that a link such as
#      ``/PaletteCore/Palette`` in another module resolves; then `docc merge` into one archive.
#
# Each step runs up to DOCC_JOBS (4 by default) modules at a time: `docc convert` spends most
# of its time waiting, not computing.
#
# Output: .build/docc/<Module>.doccarchive for each module and .build/docc/palconv.doccarchive,
# all of them, linked together. Serve the merged one with any static web server:
#
#   python3 -m http.server --directory .build/docc/palconv.doccarchive 8000
#   # then open http://localhost:8000/documentation
#
# Usage: docs/build-docc.sh [--skip-build] [--skip-examples | --examples-only]
set -euo pipefail
cd "$(dirname "$0")/.."

usage="usage: docs/build-docc.sh [--skip-build] [--skip-examples | --examples-only]"
skip_build=0
skip_examples=0
examples_only=0
for argument in "$@"; do
  case "$argument" in
    --skip-build) skip_build=1 ;;
    --skip-examples) skip_examples=1 ;;
    --examples-only) examples_only=1 ;;
    *)
      echo "$usage" >&2
      exit 2
      ;;
  esac
done

root="$PWD"
out="$root/.build/docc"
graphs="$out/symbol-graphs"
examples="$out/examples"
jobs_max="${DOCC_JOBS:-4}"
started=$SECONDS

# Waits until fewer than DOCC_JOBS background jobs run.
throttle() {
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do
    wait -n || true
  done
}

# The modules with a catalog, in name order.
modules=()
for catalog in Sources/*/*.docc; do
  [ -d "$catalog" ] || continue
  module="$(basename "$catalog" .docc)"
  if [ "$catalog" != "Sources/$module/$module.docc" ]; then
    echo "error: $catalog: a catalog is named after its module, Sources/<Module>/<Module>.docc" >&2
    exit 1
  fi
  modules+=("$module")
done
if [ ${#modules[@]} -eq 0 ]; then
  echo "error: no DocC catalog under Sources/*/" >&2
  exit 1
fi

if [ "$skip_build" -eq 0 ]; then
  swift build
fi
bin="$(swift build --show-bin-path)"
triple="$(basename "$(dirname "$bin")")"

rm -rf "$out"
mkdir -p "$out"

# The C targets' module maps (PalconvBuildInfo): a Swift module that imports one can be loaded,
# by an example or by swift-symbolgraph-extract, only with its map.
module_maps=()
for map in "$bin"/*.build/module.modulemap; do
  [ -f "$map" ] || continue
  [ -d "Sources/$(basename "$(dirname "$map")" .build)" ] || continue
  module_maps+=(-Xcc "-fmodule-map-file=$map")
done

# 1. The getting-started examples.

# The library modules' object files (tests, test support and the executable left out), linked
# once into a shared library that every example links against.
link_examples_library() {
  local objects=() build target object
  for build in "$bin"/*.build; do
    target="$(basename "$build" .build)"
    case "$target" in *Tests | palconv | palconvPackage* | TestSupport) continue ;; esac
    [ -d "Sources/$target" ] || continue
    # Swift and C targets alike (PalconvBuildInfo is C); a target with no object file adds none.
    for object in "$build"/*.swift.o "$build"/*.c.o; do
      [ -f "$object" ] && objects+=("$object")
    done
  done
  # libm by name: no module of the library imports Foundation, which used to bring it in.
  swiftc -emit-library -o "$examples/libpalconv-examples.so" "${objects[@]}" -lm
}

# Extracts, compiles and runs one article's example; the result is in $examples/<Module>/,
# `status` holding "ok" or the reason it failed.
check_example() {
  local module="$1"
  local article="Sources/$module/$module.docc/GettingStarted.md"
  local folder="$examples/$module"
  mkdir -p "$folder/run"
  # Each swift block goes in with a #sourceLocation, so a compiler error names the article's
  # own line.
  if ! awk -v article="$article" -v program="$folder/main.swift" -v expected="$folder/expected.txt" '
    /^```swift[[:space:]]*$/ {
      mode = "swift"; swift_blocks++
      printf "#sourceLocation(file: \"%s\", line: %d)\n", article, NR + 1 >> program
      next
    }
    /^```text[[:space:]]*$/ { mode = "text"; text_blocks++; printf "" > expected; next }
    /^```/ && mode != "" { mode = ""; next }
    mode == "swift" { print >> program }
    mode == "text" { print >> expected }
    END {
      if (swift_blocks == 0) { print "it has no ```swift block" > "/dev/stderr"; exit 1 }
      if (text_blocks > 1) { print "it has more than one ```text block" > "/dev/stderr"; exit 1 }
    }
  ' "$article" 2>"$folder/log"; then
    echo "error: $article: $(cat "$folder/log")" >"$folder/status"
    return
  fi
  if ! swiftc -swift-version 6 -warnings-as-errors -I "$bin/Modules" "${module_maps[@]}" \
    -module-cache-path "$examples/cache" "$folder/main.swift" \
    -L "$examples" -lpalconv-examples -lm -Xlinker -rpath -Xlinker "$examples" \
    -o "$folder/example" >"$folder/log" 2>&1; then
    echo "error: $article: the example does not compile" >"$folder/status"
    return
  fi
  if ! (cd "$folder/run" && ../example >../actual.txt 2>../log); then
    echo "error: $article: the example failed" >"$folder/status"
    return
  fi
  if [ -f "$folder/expected.txt" ] && ! diff -u --label "$article (text block)" \
    --label "output" "$folder/expected.txt" "$folder/actual.txt" >"$folder/log"; then
    echo "error: $article: the example's output differs from the article's text block" \
      >"$folder/status"
    return
  fi
  echo ok >"$folder/status"
}

if [ "$skip_examples" -eq 0 ]; then
  mkdir -p "$examples"
  link_examples_library
  checked=()
  for module in "${modules[@]}"; do
    [ -f "Sources/$module/$module.docc/GettingStarted.md" ] || continue
    checked+=("$module")
    throttle
    check_example "$module" &
  done
  wait
  broken=0
  for module in "${checked[@]}"; do
    status="$(cat "$examples/$module/status" 2>/dev/null || echo "error: $module: no result")"
    if [ "$status" != ok ]; then
      cat "$examples/$module/log" >&2 || true
      echo "$status" >&2
      broken=$((broken + 1))
    fi
  done
  if [ "$broken" -gt 0 ]; then
    echo "error: $broken of ${#checked[@]} getting-started articles are out of date" >&2
    exit 1
  fi
  echo "examples: ${#checked[@]} articles compiled, run and compared ($((SECONDS - started)) s)"
fi
[ "$examples_only" -eq 1 ] && exit 0

# 2. Symbol graphs.
mkdir -p "$graphs"
for module in "${modules[@]}"; do
  mkdir -p "$graphs/$module"
  throttle
  swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" "${module_maps[@]}" \
    -target "$triple" \
    -minimum-access-level public -emit-extension-block-symbols \
    -output-dir "$graphs/$module" >"$graphs/$module.log" 2>&1 &
done
graph_failures=0
for pid in $(jobs -p); do
  wait "$pid" || graph_failures=$((graph_failures + 1))
done
for module in "${modules[@]}"; do
  if [ ! -f "$graphs/$module/$module.symbols.json" ]; then
    cat "$graphs/$module.log" >&2
    echo "error: no symbol graph for $module: is it a library target of this build?" >&2
    graph_failures=$((graph_failures + 1))
  fi
done
[ "$graph_failures" -eq 0 ] || exit 1

# Every public symbol declared in Sources/ has a doc comment (extension blocks aside, which
# are not symbols of their own); symbols the compiler synthesises have no source location.
python3 - "$graphs" <<'PYTHON'
import json, pathlib, sys

missing = []
for graph in sorted(pathlib.Path(sys.argv[1]).glob("*/*.symbols.json")):
    for symbol in json.loads(graph.read_text())["symbols"]:
        uri = symbol.get("location", {}).get("uri", "")
        if "/Sources/" not in uri or symbol["kind"]["identifier"] == "swift.extension":
            continue
        if not symbol.get("docComment"):
            line = symbol["location"]["position"]["line"] + 1
            where = "Sources/" + uri.split("/Sources/", 1)[1]
            missing.append(f"{where}:{line}: error: {'.'.join(symbol['pathComponents'])} "
                           "is public but has no doc comment")
for message in missing:
    print(message, file=sys.stderr)
sys.exit(1 if missing else 0)
PYTHON
echo "symbol graphs: every public symbol documented ($((SECONDS - started)) s)"

# 3. docc convert, dependencies first. A module depends on the catalog modules it imports;
# its level is one more than its deepest dependency's, and each level is converted at once.
dependencies_of() {
  local module="$1" other
  for other in "${modules[@]}"; do
    [ "$other" = "$module" ] && continue
    if grep -rqsE "^(@[A-Za-z_]+ )*((public|package|internal|private|fileprivate) )?import $other\$" \
      "Sources/$module" --include='*.swift'; then
      echo "$other"
    fi
  done
}

declare -A dependencies=()
declare -A level=()
for module in "${modules[@]}"; do
  dependencies[$module]="$(dependencies_of "$module" | tr '\n' ' ')"
done
deepest=0
remaining=${#modules[@]}
while [ "$remaining" -gt 0 ]; do
  progress=0
  for module in "${modules[@]}"; do
    [ -n "${level[$module]:-}" ] && continue
    depth=0
    ready=1
    for dependency in ${dependencies[$module]}; do
      if [ -z "${level[$dependency]:-}" ]; then
        ready=0
      elif [ "${level[$dependency]}" -ge "$depth" ]; then
        depth=$((level[$dependency] + 1))
      fi
    done
    [ "$ready" -eq 1 ] || continue
    level[$module]=$depth
    [ "$depth" -gt "$deepest" ] && deepest=$depth
    remaining=$((remaining - 1))
    progress=1
  done
  if [ "$progress" -eq 0 ]; then
    echo "error: the catalog modules import each other in a cycle" >&2
    exit 1
  fi
done

convert() {
  local module="$1" dependency
  local flags=()
  for dependency in ${dependencies[$module]}; do
    flags+=(--dependency "$out/$dependency.doccarchive")
  done
  if docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.palconv.$module" \
    --enable-experimental-external-link-support \
    "${flags[@]}" \
    --warnings-as-errors \
    --output-path "$out/$module.doccarchive" >"$out/$module.log" 2>&1; then
    echo ok >"$out/$module.status"
  else
    echo failed >"$out/$module.status"
  fi
}

# Every module is converted, so one run shows every warning; a module whose dependency failed
# is skipped, as its links could not resolve.
failed=()
declare -A failed_modules=()
for ((depth = 0; depth <= deepest; depth++)); do
  batch=()
  for module in "${modules[@]}"; do
    [ "${level[$module]}" -eq "$depth" ] || continue
    blocked=""
    for dependency in ${dependencies[$module]}; do
      [ -n "${failed_modules[$dependency]:-}" ] && blocked="$dependency"
    done
    if [ -n "$blocked" ]; then
      echo "docc: $module skipped, as $blocked failed" >&2
      failed+=("$module")
      failed_modules[$module]=1
      continue
    fi
    batch+=("$module")
    throttle
    convert "$module" &
  done
  wait
  for module in "${batch[@]}"; do
    if [ "$(cat "$out/$module.status")" != ok ]; then
      cat "$out/$module.log" >&2
      echo "error: docc convert failed for $module" >&2
      failed+=("$module")
      failed_modules[$module]=1
    fi
  done
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "error: the documentation of ${failed[*]} has warnings or errors" >&2
  exit 1
fi
echo "docc convert: ${#modules[@]} modules ($((SECONDS - started)) s)"

archives=()
for module in "${modules[@]}"; do archives+=("$out/$module.doccarchive"); done
docc merge "${archives[@]}" --synthesized-landing-page-name palconv \
  --synthesized-landing-page-topics-style list \
  --output-path "$out/palconv.doccarchive" >"$out/merge.log" 2>&1 || {
  cat "$out/merge.log" >&2
  exit 1
}
echo "documentation: $out/palconv.doccarchive (${#modules[@]} modules, $((SECONDS - started)) s)"
