#!/usr/bin/env bash
# Times palconv on chains of references, one per syntax it resolves them in, with peak memory:
# link i names link i + 1 and the last is a colour (Sass and Stylus, which read a reference as
# the value so far, run the other way). Each link is resolved once, without recursion, so the
# time and memory grow linearly with the chain; a 40,000-link DTCG chain used to crash.
# Usage: Benchmarks/alias-chains.sh [PALCONV]   (default: a fresh release build)
# Environment: BENCH_LINKS (default "50000 200000").
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="$here/out/alias-chains"
mkdir -p "$out"
sizes="${BENCH_LINKS:-50000 200000}"

palconv="${1:-}"
if [[ -z "$palconv" ]]; then
  swift build --package-path "$root" -c release --product palconv 2>&1 | tail -n 1
  palconv="$(swift build --package-path "$root" -c release --show-bin-path)/palconv"
fi

echo "== machine"
date -u '+%Y-%m-%d %H:%M UTC'
echo "$(nproc) cores; $(uptime)"

# One chain per syntax and size (the same documents as Tests/TestSupport/AliasChain.swift).
python3 - "$out" $sizes <<'PY'
import os, sys
out, sizes = sys.argv[1], [int(n) for n in sys.argv[2:]]

def chain(fmt, n):
    last = n - 1
    nxt = lambda i: i + 1
    if fmt == "dtcg":
        lines = []
        for i in range(n):
            if i == last:
                v = '"$type": "color", "$value": "#336699"'
            elif i % 2 == 0:
                v = f'"$type": "color", "$value": "{{t{nxt(i)}}}"'
            else:
                v = f'"$ref": "#/t{nxt(i)}"'
            lines.append(f'  "t{i}": {{ {v} }}' + ("" if i == last else ","))
        return "{\n" + "\n".join(lines) + "\n}\n", "tokens.json"
    if fmt == "dtcg-resolver":
        lines = []
        for i in range(n):
            value = '"#336699"' if i == last else f'"{{t{nxt(i)}}}"'
            token = f'{{ "t{i}": {{ "$type": "color", "$value": {value} }} }}'
            sources = token if i == last else token + f', {{ "$ref": "#/sets/s{nxt(i)}" }}'
            lines.append(f'    "s{i}": {{ "sources": [{sources}] }}' + ("" if i == last else ","))
        return ('{\n  "version": "2025.10",\n  "sets": {\n' + "\n".join(lines)
                + '\n  },\n  "resolutionOrder": [{ "$ref": "#/sets/s0" }]\n}\n'), "resolver.json"
    if fmt == "tokens-studio":
        lines = [f'  "t{i}": {{ "value": "{"#336699" if i == last else "{t%d}" % nxt(i)}", "type": "color" }}'
                 + ("" if i == last else ",") for i in range(n)]
        return "{\n" + "\n".join(lines) + "\n}\n", "json"
    if fmt == "css":
        lines = [f"  --v{i}: {'#336699' if i == last else 'var(--v%d)' % nxt(i)};" for i in range(n)]
        return ":root {\n" + "\n".join(lines) + "\n}\n", "css"
    if fmt == "less":
        lines = [f"@v{i}: {'#336699' if i == last else '@v%d' % nxt(i)};" for i in range(n)]
        return "// chain\n" + "\n".join(lines) + "\n", "less"
    if fmt == "scss":
        lines = [f"$v{i}: {'#336699' if i == 0 else '$v%d' % (i - 1)};" for i in range(n)]
        return "// chain\n" + "\n".join(lines) + "\n", "scss"
    if fmt == "stylus":
        lines = [f"v{i} = {'#336699' if i == 0 else 'v%d' % (i - 1)}" for i in range(n)]
        return "// chain\n" + "\n".join(lines) + "\n", "styl"
    if fmt == "android":
        lines = [f'  <color name="c{i}">{"#FF336699" if i == last else "@color/c%d" % nxt(i)}</color>'
                 for i in range(n)]
        return ('<?xml version="1.0" encoding="utf-8"?>\n<resources>\n' + "\n".join(lines)
                + "\n</resources>\n"), "xml"
    raise SystemExit(fmt)

for n in sizes:
    for fmt in ["dtcg", "dtcg-resolver", "tokens-studio", "css", "scss", "less", "stylus", "android"]:
        text, ext = chain(fmt, n)
        path = os.path.join(out, f"chain-{fmt}-{n}.{ext}")
        if not os.path.exists(path):
            with open(path, "w") as f:
                f.write(text)
PY

printf '| format | links | input | wall s | CPU s | peak RSS (MiB) | swatches |\n|---|---:|---:|---:|---:|---:|---:|\n'
for n in $sizes; do
  for format in dtcg dtcg-resolver tokens-studio css scss less stylus android; do
    input="$(ls "$out"/chain-"$format"-"$n".*)"
    size="$(du -k "$input" | cut -f1)"
    if /usr/bin/time -o "$out/time.txt" -f '%e %U %S %M' \
      "$palconv" "$input" --from "$format" --to json -o "$out/written.json" -q --force \
      > /dev/null 2> "$out/err.txt"
    then
      read -r seconds user system kib < <(tail -n 1 "$out/time.txt")
      cpu="$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')"
      swatches="$(grep -c '"hex"' "$out/written.json" || true)"
      printf '| %s | %d | %d KiB | %s | %s | %d | %s |\n' "$format" "$n" "$size" "$seconds" \
        "$cpu" "$((kib / 1024))" "$swatches"
    else
      printf '| %s | %d | %d KiB | failed: %s | | | |\n' "$format" "$n" "$size" \
        "$(head -c 200 "$out/err.txt" | tr '\n' ' ')"
    fi
  done
done
