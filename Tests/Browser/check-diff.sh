#!/bin/sh
# Renders the golden visual diffs (Fixtures/diff/golden.html and golden.svg, which
# DiffSheetTests records) in headless Chromium, light and dark, and checks the page background
# and the centre pixel of every colour chip. Chromium is found or installed as by
# check-sheet.sh.
#
# Usage: Tests/Browser/check-diff.sh [diff.html|diff.svg ...]
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

browser=""
for candidate in chromium chromium-browser; do
  if command -v "$candidate" >/dev/null 2>&1; then
    browser=$candidate
    break
  fi
done
if [ -z "$browser" ]; then
  echo "Chromium not found; skipping the visual diff check (check-sheet.sh installs it)." >&2
  exit 0
fi

if [ "$#" -eq 0 ]; then
  set -- "$root/Fixtures/diff/golden.html" "$root/Fixtures/diff/golden.svg"
fi

exec python3 "$here/check_diff.py" --browser "$browser" "$@"
