#!/bin/sh
# Renders the golden swatch sheets (Fixtures/sheet/golden.html and golden.svg) in headless
# Chromium and checks the pixel at the centre of every swatch against the colour the sheet
# declares for it. Prints "N passed, N failed" and exits non-zero on any mismatch.
#
# Usage: Tests/Browser/check-sheet.sh [sheet.html|sheet.svg ...]
# Installs Chromium from Debian (apt-get) when it is missing.
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
  echo "Chromium not found; installing it from Debian." >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  if ! apt-cache policy chromium | grep -q 'Candidate: [0-9]'; then
    $sudo apt-get update
  fi
  apt-cache policy chromium >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends chromium
  browser=chromium
fi

if [ "$#" -eq 0 ]; then
  set -- "$root/Fixtures/sheet/golden.html" "$root/Fixtures/sheet/golden.svg"
fi

exec python3 "$here/check_sheet.py" --browser "$browser" "$@"
