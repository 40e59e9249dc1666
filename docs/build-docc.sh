#!/usr/bin/env bash
# Builds the API documentation with the toolchain's `docc`, warnings treated as errors.
#
# Every module with a catalog, Sources/<Module>/<Module>.docc, is documented: no list to keep.
# The steps:
#
#   0. `swift build`: nothing to do after CI's build.
#   1. The getting-started examples: every ```swift block of each catalog's GettingStarted.md,
#      in order, is one program. It is compiled against the debug build and run in an empty
#      folder; when the article has a ```text block, that is the program's exact output. So an
#      article that no longer compiles, or no longer prints what it says, fails the build.
#   2. One symbol graph per module, extracted from the debug build's modules by
#      swift-symbolgraph-extract (no second build).
#   3. `docc convert` for each module, a module's dependencies first, so that a link such as
#      ``/PaletteCore/Palette`` in another module resolves; then `docc merge` into one archive.
#
# Output: .build/docc/<Module>.doccarchive for each module and .build/docc/palconv.doccarchive,
# all of them, linked together. Serve the merged one with any static web server:
#
#   python3 -m http.server --directory .build/docc/palconv.doccarchive 8000
#   # then open http://localhost:8000/documentation/
#
# Usage: docs/build-docc.sh [--skip-build] [--skip-examples | --examples-only]
set -euo pipefail
cd "$(dirname "$0")/.."

skip_build=0
skip_examples=0
examples_only=0
for argument in "$@"; do
  case "$argument" in
    --skip-build) skip_build=1 ;;
    --skip-examples) skip_examples=1 ;;
    --examples-only) examples_only=1 ;;
    *)
      echo "usage: docs/build-docc.sh [--skip-build] [--skip-examples | --examples-only]" >&2
      exit 2
      ;;
  esac
done

root="$PWD"
out="$root/.build/docc"
graphs="$out/symbol-graphs"
started=$SECONDS

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

# 1. The getting-started examples.
if [ "$skip_examples" -eq 0 ]; then
  examples="$out/examples"
  mkdir -p "$examples"
  # The library modules' object files, which every example links against (tests and the
  # executable excluded).
  objects=()
  for build in "$bin"/*.build; do
    target="$(basename "$build" .build)"
    case "$target" in *Tests | palconv | palconvPackage* | TestSupport) continue ;; esac
    [ -d "Sources/$target" ] || continue
    objects+=("$build"/*.swift.o)
  done
  broken=()
  for module in "${modules[@]}"; do
    article="Sources/$module/$module.docc/GettingStarted.md"
    [ -f "$article" ] || continue
    program="$examples/$module/main.swift"
    expected="$examples/$module/expected.txt"
    mkdir -p "$examples/$module/run"
    # Each swift block goes in with a #sourceLocation, so a compiler error names the article's
    # own line.
    awk -v article="$article" -v program="$program" -v expected="$expected" '
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
        if (swift_blocks == 0) { printf "error: %s: no ```swift block\n", article > "/dev/stderr"; exit 1 }
        if (text_blocks > 1) { printf "error: %s: more than one ```text block\n", article > "/dev/stderr"; exit 1 }
      }
    ' "$article"
    if ! swiftc -swift-version 6 -warnings-as-errors -I "$bin/Modules" \
      -module-cache-path "$examples/cache" "$program" "${objects[@]}" -o "$examples/$module/example"; then
      echo "error: $article: the example does not compile" >&2
      broken+=("$article")
      continue
    fi
    actual="$examples/$module/actual.txt"
    if ! (cd "$examples/$module/run" && "../example" >"../actual.txt"); then
      cat "$actual" >&2
      echo "error: $article: the example failed" >&2
      broken+=("$article")
      continue
    fi
    if [ -f "$expected" ] && ! diff -u --label "$article (text block)" --label "output" \
      "$expected" "$actual"; then
      echo "error: $article: the example's output differs from the article's text block" >&2
      broken+=("$article")
      continue
    fi
    echo "example: $article"
  done
  if [ ${#broken[@]} -gt 0 ]; then
    echo "error: ${#broken[@]} getting-started article(s) are out of date: ${broken[*]}" >&2
    exit 1
  fi
  echo "examples: $((SECONDS - started)) s"
fi
[ "$examples_only" -eq 1 ] && exit 0

# 2. Symbol graphs.
mkdir -p "$graphs"
for module in "${modules[@]}"; do
  mkdir -p "$graphs/$module"
  swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" \
    -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs/$module"
done
echo "symbol graphs: $((SECONDS - started)) s"


# 3. docc convert, dependencies first. A module depends on the catalog modules it imports.
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

declare -A done_modules=()
order=()
while [ ${#order[@]} -lt ${#modules[@]} ]; do
  progress=0
  for module in "${modules[@]}"; do
    [ -n "${done_modules[$module]:-}" ] && continue
    ready=1
    for dependency in $(dependencies_of "$module"); do
      [ -n "${done_modules[$dependency]:-}" ] || ready=0
    done
    if [ "$ready" -eq 1 ]; then
      order+=("$module")
      done_modules[$module]=1
      progress=1
    fi
  done
  if [ "$progress" -eq 0 ]; then
    echo "error: the catalog modules import each other in a cycle" >&2
    exit 1
  fi
done

# Every module is converted, so one run shows every warning; a module whose dependency failed
# is skipped, as its links could not resolve.
failed=()
declare -A failed_modules=()
for module in "${order[@]}"; do
  flags=()
  blocked=""
  for dependency in $(dependencies_of "$module"); do
    [ -n "${failed_modules[$dependency]:-}" ] && blocked="$dependency"
    flags+=(--dependency "$out/$dependency.doccarchive")
  done
  if [ -n "$blocked" ]; then
    echo "docc: $module skipped, as $blocked failed" >&2
    failed+=("$module")
    failed_modules[$module]=1
    continue
  fi
  if docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.palconv.$module" \
    --enable-experimental-external-link-support \
    "${flags[@]}" \
    --warnings-as-errors \
    --output-path "$out/$module.doccarchive" >"$out/$module.log" 2>&1; then
    echo "docc: $module"
  else
    cat "$out/$module.log" >&2
    echo "error: docc convert failed for $module" >&2
    failed+=("$module")
    failed_modules[$module]=1
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "error: the documentation of ${failed[*]} has warnings or errors" >&2
  exit 1
fi
echo "docc convert: $((SECONDS - started)) s"

archives=()
for module in "${modules[@]}"; do archives+=("$out/$module.doccarchive"); done
docc merge "${archives[@]}" --synthesized-landing-page-name palconv \
  --output-path "$out/palconv.doccarchive" >"$out/merge.log" 2>&1 || {
  cat "$out/merge.log" >&2
  exit 1
}
echo "documentation: $out/palconv.doccarchive (${#modules[@]} modules, $((SECONDS - started)) s)"
