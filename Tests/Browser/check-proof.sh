#!/bin/sh
# Writes a press proof sheet (palconv proof --format html) of a palette whose swatches lie in
# and out of the press gamut, through Ghostscript's CMYK profile, and checks it in headless
# Chromium: every swatch's block and printed-colour strip render as declared, and exactly the
# out-of-gamut swatches show the flag. Prints "N passed, N failed"; exits non-zero on a mismatch.
#
# Usage: Tests/Browser/check-proof.sh [path/to/palconv]
# Needs Chromium (as check-sheet.sh installs it) and ghostscript's profiles.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
palconv=${1:-"$root/.build/debug/palconv"}
profile=/usr/share/color/icc/ghostscript/default_cmyk.icc
if [ ! -f "$profile" ]; then
  echo "skipped: $profile is not installed (apt-get install ghostscript)"
  exit 0
fi
browser=""
for candidate in chromium chromium-browser; do
  if command -v "$candidate" >/dev/null 2>&1; then
    browser=$candidate
    break
  fi
done
if [ -z "$browser" ]; then
  echo "skipped: Chromium is not installed (Tests/Browser/check-sheet.sh installs it)"
  exit 0
fi
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
"$palconv" proof "$root/Fixtures/ase/valid/sample.ase" --profile "$profile" --format html \
  >"$folder/proof.html"
exec python3 "$here/check_proof.py" --browser "$browser" "$folder/proof.html"
