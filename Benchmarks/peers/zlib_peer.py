#!/usr/bin/env python3
"""The peer for the container benchmark: Python's zlib (C zlib underneath) on the inputs
`PaletteBench containers-data` wrote. Writes NAME.zlib6.deflate (raw DEFLATE, level 6) for
palconv to inflate, and peer.tsv with zlib's inflate and level-6 deflate MB/s (median of
RUNS, in processor time, as the Swift harness counts) and its compressed size. Usage: zlib_peer.py DIR [RUNS]"""
import glob
import os
import sys
import time
import zlib

directory = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5

def median(body):
    times = []
    for _ in range(runs):
        start = time.thread_time()
        body()
        times.append(time.thread_time() - start)
    times.sort()
    return times[len(times) // 2]

def figure(value):
    if value >= 100:
        return str(round(value))
    if value >= 10:
        return str(round(value, 1))
    return str(round(value, 2))

rows = []
for path in sorted(glob.glob(os.path.join(directory, "*.bin"))):
    name = os.path.basename(path)[:-4]
    data = open(path, "rb").read()
    def deflate():
        c = zlib.compressobj(6, zlib.DEFLATED, -15)
        return c.compress(data) + c.flush()
    stream = deflate()
    with open(os.path.join(directory, name + ".zlib6.deflate"), "wb") as f:
        f.write(stream)
    assert zlib.decompress(stream, -15) == data
    mb = len(data) / 1e6
    inflate_time = median(lambda: zlib.decompress(stream, -15))
    deflate_time = median(deflate)
    rows.append(f"{name}\t{figure(mb / inflate_time)}\t{figure(mb / deflate_time)}\t{len(stream)}")
with open(os.path.join(directory, "peer.tsv"), "w") as f:
    f.write("\n".join(rows) + "\n")
print(f"zlib {zlib.ZLIB_RUNTIME_VERSION}: " + "; ".join(rows).replace("\t", " "))
