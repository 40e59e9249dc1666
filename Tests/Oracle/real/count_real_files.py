#!/usr/bin/env python3
"""Prints how many real files (written by other applications) the tests read, per format.

Run from anywhere: `python3 Tests/Oracle/real/count_real_files.py`. Columns: files in the shared
corpus, files under `Fixtures/` that are not copies of corpus files, and the two together; a
format with fewer than five is marked. Without the corpus (a user's clone) only the fixtures
are counted, and the output says so. `--markdown` prints the table as Markdown.
"""

import sys

import real_files


def main():
    markdown = "--markdown" in sys.argv[1:]
    corpus = real_files.corpus_files()
    fixtures = real_files.fixture_files()
    corpus_digests = {f.digest for f in corpus}
    counts = {fmt: [0, 0] for fmt in real_files.READABLE}
    for f in corpus:
        counts[f.format][0] += 1
    seen = set(corpus_digests)
    for f in fixtures:
        if f.digest not in seen:
            seen.add(f.digest)
            counts[f.format][1] += 1
    if not corpus:
        print("note: the shared corpus is absent; only Fixtures/ is counted")
    if markdown:
        print("| format | corpus | Fixtures (not in the corpus) | real files |")
        print("|---|---:|---:|---:|")
    else:
        print(f"{'format':15} {'corpus':>7} {'fixtures':>9} {'total':>6}")
    under = []
    for fmt in real_files.READABLE:
        c, x = counts[fmt]
        total = c + x
        own = real_files.OWN_FORMATS.get(fmt)
        mark = ""
        if own:
            mark = f"  ({own})"
        elif total < 5:
            mark = "  < 5"
            under.append(fmt)
        if markdown:
            print(f"| {fmt} | {c} | {x} | {total}{' (fewer than five)' if mark == '  < 5' else ''} |")
        else:
            print(f"{fmt:15} {c:7} {x:9} {total:6}{mark}")
    print()
    print("fewer than five: " + (", ".join(under) if under else "none"))


if __name__ == "__main__":
    main()
