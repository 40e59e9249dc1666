#!/usr/bin/env bash
# Writes worst-case inputs of about 1 MiB per format into DIR/<format>/ (and DIR/any/ for
# inputs every decoder must survive): the shapes that make a careless parser quadratic, deep,
# or trusting of a length. `Fuzz/run.sh stress` replays them under a 1 s timeout.
#
#   Fuzz/make-stress-inputs.sh DIR
set -euo pipefail
out="${1:?usage: make-stress-inputs.sh DIR}"
size=1048576
mkdir -p "$out"/{any,ase,gpl,json,css,hex,paintnet}

# repeat TEXT FILE: append TEXT (printf escapes allowed, NUL included) over and over to FILE
# until FILE is 1 MiB.
repeat() {
  local unit="$out/.unit" have
  printf "$1" >"$unit"
  while (($(stat -c %s "$unit") < 65536)); do
    cat "$unit" "$unit" >"$unit.2"
    mv "$unit.2" "$unit"
  done
  have=0
  [[ -f "$2" ]] && have="$(stat -c %s "$2")"
  { while cat "$unit"; do :; done; } 2>/dev/null | head -c "$((size - have))" >>"$2" || true
  rm -f "$unit"
}

# prefix TEXT FILE: start FILE with TEXT (printf escapes allowed).
prefix() { printf "$1" >"$2"; }

# Every decoder: nothing, zeros, one long line, line breaks only, deterministic noise.
: >"$out/any/empty"
head -c "$size" /dev/zero >"$out/any/zeros"
repeat 'a' "$out/any/one-long-line"
repeat '\n' "$out/any/newlines"
repeat '\r' "$out/any/carriage-returns"
repeat '\xff\xfe' "$out/any/invalid-utf8"
LC_ALL=C awk 'BEGIN { srand(7); for (i = 0; i < 1048576; i++) printf "%c", int(rand() * 256) }' \
  >"$out/any/noise"

# ASE: counts and lengths that promise more than the file holds, and many tiny blocks.
prefix 'ASEF\x00\x01\x00\x00\xff\xff\xff\xff' "$out/ase/huge-count-group-ends"
repeat '\xc0\x02\x00\x00\x00\x00' "$out/ase/huge-count-group-ends"
prefix 'ASEF\x00\x01\x00\x00\xff\xff\xff\xff' "$out/ase/nested-group-starts"
repeat '\xc0\x01\x00\x00\x00\x04\x00\x01\x00\x00' "$out/ase/nested-group-starts"
prefix 'ASEF\x00\x01\x00\x00\x00\x00\x00\x01\x00\x01\xff\xff\xff\xff\xff\xff' \
  "$out/ase/huge-block-length"
repeat 'A\x00' "$out/ase/huge-block-length"
prefix 'ASEF\x00\x01\x00\x00\x00\x08\x00\x00' "$out/ase/many-colours"
repeat '\x00\x01\x00\x00\x00\x16\x00\x01\x00\x00RGB \x3f\x80\x00\x00\x00\x00\x00\x00\x3f\x00\x00\x00\x00\x02' \
  "$out/ase/many-colours"
prefix 'ASEF\x00\x01\x00\x00\x00\x00\x00\x01\x00\x01\x00\x10\x00\x08\xff\xff' \
  "$out/ase/huge-name-length"
repeat '\x00A' "$out/ase/huge-name-length"

# GPL: many colours, a warning on every line, a long name, long numbers, many comments.
prefix 'GIMP Palette\nName: stress\nColumns: 16\n#\n' "$out/gpl/many-colours"
repeat '255 128   0\tOrange\n' "$out/gpl/many-colours"
prefix 'GIMP Palette\n' "$out/gpl/warning-every-line"
repeat ' \n' "$out/gpl/warning-every-line"
prefix 'GIMP Palette\n' "$out/gpl/out-of-range-every-line"
repeat '999 -1 256\n' "$out/gpl/out-of-range-every-line"
prefix 'GIMP Palette\n1 2 3 ' "$out/gpl/long-name"
repeat 'n' "$out/gpl/long-name"
prefix 'GIMP Palette\n' "$out/gpl/long-number"
repeat '9' "$out/gpl/long-number"
prefix 'GIMP Palette\n' "$out/gpl/comments"
repeat '# a comment line\n' "$out/gpl/comments"
prefix 'GIMP Palette\n' "$out/gpl/unknown-headers"
repeat 'Key: value\n' "$out/gpl/unknown-headers"

# JSON: deep nesting of both kinds, a huge string, a huge number, many tokens.
repeat '[' "$out/json/deep-arrays"
repeat '{"a":' "$out/json/deep-objects"
prefix '{"name":"' "$out/json/long-string"
repeat 'x' "$out/json/long-string"
prefix '{"n":1' "$out/json/long-number"
repeat '0' "$out/json/long-number"
prefix '{"n":"' "$out/json/escapes"
repeat '\\u0041' "$out/json/escapes"
prefix '{"colors":[' "$out/json/many-colours"
repeat '{"name":"c","hex":"#ff8800"},' "$out/json/many-colours"
prefix '{"tokens":{' "$out/json/many-tokens"
repeat '"a":{"$type":"color","$value":"#ff8800"},' "$out/json/many-tokens"
prefix '{"a":{"$value":"{b}"},"b":{"$value":"{a}"},"c":[' "$out/json/cycle-and-junk"
repeat '1,' "$out/json/cycle-and-junk"

# CSS: deep blocks and functions, many declarations, long values, unterminated comments.
repeat '{' "$out/css/deep-blocks"
prefix ':root { --a: ' "$out/css/deep-functions"
repeat 'rgb(' "$out/css/deep-functions"
prefix ':root { --a: ' "$out/css/deep-var"
repeat 'var(--a, ' "$out/css/deep-var"
prefix ':root {\n' "$out/css/many-declarations"
repeat '  --c: #ff8800;\n' "$out/css/many-declarations"
prefix ':root {\n  --c0: #ff8800;\n' "$out/css/var-chain"
awk 'BEGIN { for (i = 1; i < 40000; i++) printf "  --c%d: var(--c%d);\n", i, i - 1 }' \
  >>"$out/css/var-chain"
prefix ':root { --a: #fff; } /*' "$out/css/unterminated-comment"
repeat '*' "$out/css/unterminated-comment"
prefix ':root { --a: "' "$out/css/unterminated-string"
repeat 'x' "$out/css/unterminated-string"
prefix ':root { --a: 1' "$out/css/long-number"
repeat '0' "$out/css/long-number"

# Hex lists and Paint.NET: many colours, a warning on every line, a long hex run.
repeat '#ff8800\n' "$out/hex/many-colours"
repeat '#12g456\n' "$out/hex/warning-every-line"
repeat 'f' "$out/hex/long-digit-run"
repeat 'ff8800 \xff\n' "$out/hex/latin1-names"
prefix '; paint.net Palette File\n' "$out/paintnet/many-colours"
repeat 'FFFF8800\n' "$out/paintnet/many-colours"
repeat ';\n' "$out/paintnet/comments"
repeat 'F' "$out/paintnet/long-digit-run"

# The .pal family: many colours with a warning on each, many chunks, a count past the end,
# long names, and raw tables of the largest size.
mkdir -p "$out"/{jasc,riff,corel-pal,vdi-pal,vga-pal}
prefix 'JASC-PAL\r\n0100\r\n99999999999999999999\r\n' "$out/jasc/many-colours"
repeat '300 -1 255 255\r\n' "$out/jasc/many-colours"
prefix 'RIFF\xff\xff\xff\xffPAL ' "$out/riff/many-chunks"
repeat 'LIST\x01\x00\x00\x00\x00\x00' "$out/riff/many-chunks"
prefix 'RIFF\xf8\xff\x0f\x00PAL data\xec\xff\x0f\x00\x00\x03\xff\xff' "$out/riff/many-flags"
repeat '\x10\x20\x30\x04' "$out/riff/many-flags"
repeat '"Jade"Forever""    0  20  12 144\r\n' "$out/corel-pal/many-colours"
prefix '"' "$out/corel-pal/long-name"
repeat '"' "$out/corel-pal/long-name"
repeat '\x03\xe9' "$out/vdi-pal/words-over-1000"
head -c 1048575 /dev/zero >"$out/vga-pal/zeros"

# Corel .cpl: the largest colour count, every colour read or every one a warning, and the
# largest table of sections; Xara .jcw: the largest count of records.
mkdir -p "$out"/{cpl,jcw}
prefix '\xcc\xdc\xff\xff' "$out/cpl/many-colours"
repeat '\x05\x00\x00\x00\x00\x00\x00\x00\x10\x20\x30\x00\x00' "$out/cpl/many-colours"
prefix '\xcc\xdc\xff\xff' "$out/cpl/many-warnings"
repeat '\x01\x00\x00\x00\x00\x00\x00\x00\x63\x01\x64\x00\x00' "$out/cpl/many-warnings"
prefix '\xcd\xdc\xff\xff\x01\x00' "$out/cpl/many-sections"
repeat '\x02\x00\x00\x00\x06\x00\x00\x00' "$out/cpl/many-sections"
prefix 'JCW\x01\xff\xff\x0a\x08' "$out/jcw/many-colours"
repeat '\x10\x27\x00\x00\x88\x13\x00\x00ABCDEFGH' "$out/jcw/many-colours"

# Indexed images: a GIF of many tiny blocks and images with local tables (each one a table to
# count), a bitmap and a PCX of the largest table, an IFF of many empty chunks.
mkdir -p "$out"/{gif,bmp,pcx,ilbm}
prefix 'GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff' "$out/gif/many-blocks"
repeat '\x21\xfe\x01\x41\x00' "$out/gif/many-blocks"
prefix 'GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff' "$out/gif/many-local-tables"
repeat '\x2c\x00\x00\x00\x00\x01\x00\x01\x00\x80\x10\x20\x30\x40\x50\x60\x02\x01\x44\x00' \
  "$out/gif/many-local-tables"
prefix 'GIF89a\x01\x00\x01\x00\x00\x00\x00' "$out/gif/sub-blocks"
repeat '\x21\xfe\xff' "$out/gif/sub-blocks"
prefix 'BM\x00\x00\x10\x00\x00\x00\x00\x00\x36\x04\x00\x00\x28\x00\x00\x00\x00\x04\x00\x00\x00\x04\x00\x00\x01\x00\x08\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00' \
  "$out/bmp/largest-table"
repeat '\x10\x20\x30\x00' "$out/bmp/largest-table"
prefix '\x0a\x05\x01\x08\x00\x00\x00\x00\xff\x03\xff\x03' "$out/pcx/trailer"
repeat '\x0c' "$out/pcx/trailer"
prefix 'FORM\x00\x0f\xff\xf4ILBM' "$out/ilbm/many-chunks"
repeat 'ANNO\x00\x00\x00\x00' "$out/ilbm/many-chunks"
prefix 'FORM\x7f\xff\xff\xffILBM' "$out/ilbm/many-cmaps"
repeat 'CMAP\x00\x00\x00\x03\x10\x20\x30\x00' "$out/ilbm/many-cmaps"
# Aseprite: a first frame of tiny chunks its count promises more of, and a palette chunk of
# the most entries read, each with an empty name. Pixelorama: one index given over and over,
# the highest read, each a warning.
mkdir -p "$out"/{aseprite,pixelorama}
zeros114="$(printf '\\x00%.0s' $(seq 114))"
sprite_header="\x00\x00\x10\x00\xe0\xa5\x01\x00\x01\x00\x01\x00\x08\x00${zeros114}"
prefix "${sprite_header}\x80\xff\x0f\x00\xfa\xf1\xff\xff\x64\x00\x00\x00\xff\xff\xff\xff" \
  "$out/aseprite/many-chunks"
repeat '\x06\x00\x00\x00\x77\x77' "$out/aseprite/many-chunks"
prefix "${sprite_header}\x80\xff\x0f\x00\xfa\xf1\x01\x00\x64\x00\x00\x00\x01\x00\x00\x00\x70\xff\x0f\x00\x19\x20\x00\x00\x01\x00\x00\x00\x00\x00\xff\xff\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" \
  "$out/aseprite/most-entries"
repeat '\x01\x00\x10\x20\x30\xff\x00\x00' "$out/aseprite/most-entries"
prefix '{"width": 8, "height": 8, "colors": [' "$out/pixelorama/one-index-again"
repeat '{"color": "(1, 0, 0, 1)", "index": 65535}, ' "$out/pixelorama/one-index-again"
# Figma variables: many colour variables whose aliases name each other (and a cycle), many
# modes; VS Code themes: a comment on every line, many trailing commas, many tokenColors rules.
mkdir -p "$out/figma-variables" "$out/vscode-theme"
prefix '{"variableCollections": {"c": {"name": "C", "modes": [{"modeId": "m", "name": "Light"}, {"modeId": "d", "name": "Dark"}]}}, "variables": {' \
  "$out/figma-variables/many-aliases"
repeat '"v": {"name": "n", "variableCollectionId": "c", "resolvedType": "COLOR", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "v"}, "d": {"r": 0.5, "g": 0.5, "b": 0.5}}}, ' \
  "$out/figma-variables/many-aliases"
prefix '{"meta": {"variableCollections": {' "$out/figma-variables/many-modes"
repeat '"c": {"name": "C", "modes": [{"modeId": "m", "name": "Dark High Contrast"}]}, ' \
  "$out/figma-variables/many-modes"
prefix '{"colors": {' "$out/vscode-theme/comments"
repeat '/* c */ "editor.background": "#123456", // x\n' "$out/vscode-theme/comments"
prefix '{"tokenColors": [' "$out/vscode-theme/rules"
repeat '{"scope": ["a", "b",], "settings": {"foreground": "#FFF", "background": "#0008",},},\n' \
  "$out/vscode-theme/rules"
