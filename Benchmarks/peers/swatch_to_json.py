"""Peer: Python `swatch` 0.4.0 reads an ASE file and `json` writes it, as a user would."""
import json
import sys

import swatch

palette = swatch.parse(sys.argv[1])
with open(sys.argv[2], "w", encoding="utf-8") as out:
    json.dump(palette, out, indent=2, ensure_ascii=False)
