#!/bin/sh
# Renders the golden style sheets with dark variants (Fixtures/css/appearances-*.css) in
# headless Chromium, light and dark, and checks each colour against the palette palconv reads
# from them (Fixtures/css/appearances.json), and the Material 3 theme palconv writes
# (Fixtures/themes). Chromium is found or installed as by
# check-sheet.sh.
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
  echo "Chromium not found; skipping the appearance check (check-sheet.sh installs it)." >&2
  exit 0
fi

python3 "$here/check_appearance.py" --browser "$browser" \
  "$root/Fixtures/css/appearances.json" \
  "$root/Fixtures/css/appearances-light-dark.css" "$root/Fixtures/css/appearances-media.css"
# A Material 3 theme written by 'palconv theme' (ThemeRoundTripTests records both files).
exec python3 "$here/check_appearance.py" --browser "$browser" \
  "$root/Fixtures/themes/material-6750a4.json" "$root/Fixtures/themes/material-6750a4.css"
