"""Whole-process comparison of palconv with its peers, run side by side in one go.

Prints the median wall time over several runs and the peak memory of each command, then
ratios measured in this run (absolute times vary between machines; ratios are what to
compare). Outputs are deleted before every run, so each run converts and writes afresh.
Used by run.sh:

    compare.py PALCONV BENCH ASE_WALK HELLO DATA SCRATCH BATCH
"""
import os
import shutil
import subprocess
import sys
import time

RUNS = int(os.environ.get("BENCH_RUNS", "7"))
PEER_RUNS = int(os.environ.get("BENCH_PEER_RUNS", "3"))


def remove(path):
    """Deletes a file or folder if it exists."""
    if os.path.isdir(path):
        shutil.rmtree(path)
    elif os.path.exists(path):
        os.remove(path)


def median_seconds(command, runs, output):
    """Median wall seconds of `command` over `runs` runs, deleting `output` before each."""
    times = []
    for _ in range(runs):
        if output:
            remove(output)
        start = time.perf_counter()
        proc = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append(time.perf_counter() - start)
        if proc.returncode != 0:
            sys.exit(f"failed: {' '.join(command)}\n{proc.stderr.decode(errors='replace')}")
    times.sort()
    return times[len(times) // 2]


def peak_mib(command, output):
    """Peak resident memory (MiB) of one run of `command`, from GNU time."""
    if output:
        remove(output)
    proc = subprocess.run(
        ["/usr/bin/time", "-f", "%M"] + command, stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE)
    try:
        return int(proc.stderr.decode().strip().splitlines()[-1]) / 1024
    except (ValueError, IndexError):
        return float("nan")


def main():
    palconv, bench, floor, hello, data, scratch, batch = sys.argv[1:8]
    py = sys.executable
    here = os.path.dirname(os.path.abspath(__file__))
    swatch_peer = os.path.join(here, "peers", "swatch_to_json.py")
    colourswatch_peer = os.path.join(here, "peers", "colourswatch_convert.py")
    rows = []
    peaks = {}

    def row(label, command, runs=RUNS, output=None):
        seconds = median_seconds(command, runs, output)
        rss = peak_mib(command, output)
        rows.append((label, seconds, rss, runs))
        peaks[label] = rss
        return seconds

    ase = os.path.join(data, "palette-100000.ase")
    ase_big = os.path.join(data, "palette-1000000.ase")
    peer_ase = os.path.join(data, "peer-100000.ase")
    peer_gpl = os.path.join(data, "peer-100000.gpl")
    out = os.path.join(scratch, "out.json")

    t_palconv = row("palconv ASE -> JSON", [palconv, ase, "-o", out, "-q"], output=out)
    t_inproc = row("in-process codecs only (PaletteBench convert)", [bench, "convert", ase, out],
                   output=out)
    t_floor = row("C floor: read the ASE file, walk its blocks", [floor, ase])
    t_swatch = row("Python swatch 0.4.0 + json", [py, swatch_peer, ase, out], PEER_RUNS, out)
    t_palconv_peer = row("palconv ASE -> JSON (colourswatch-readable file)",
                         [palconv, peer_ase, "-o", out, "-q"], output=out)
    t_cs_ase = row("colourswatch ASE -> JSON (same file)", [py, colourswatch_peer, peer_ase, out],
                   PEER_RUNS, out)
    t_gpl = row("palconv GPL -> JSON", [palconv, peer_gpl, "-o", out, "-q"], output=out)
    t_cs_gpl = row("colourswatch GPL -> JSON (same file)", [py, colourswatch_peer, peer_gpl, out],
                   PEER_RUNS, out)
    big_label = "palconv ASE -> JSON, 1,000,000 swatches"
    row(big_label, [palconv, ase_big, "-o", out, "-q"], 3, out)

    batch_files = sum(len(f) for _, _, f in os.walk(batch))
    jobs = {}
    for count in (1, 2):
        outdir = os.path.join(scratch, f"batch{count}")
        jobs[count] = row(
            f"palconv batch, {batch_files} real palettes -> JSON, --jobs {count}",
            [palconv, batch, "-r", "--to", "json", "--out-dir", outdir, "--jobs", str(count),
             "-q"], PEER_RUNS, outdir)
    t_version = row("palconv --version", [palconv, "--version"], 51)
    t_hello = row("static hello world (Swift, -static-stdlib)", [hello], 51)

    print(f"ASE input: {os.path.getsize(ase)} bytes, 100,000 swatches (mixed models, groups)\n")
    print("| command (100,000 swatches unless said) | median s | runs | peak RSS MiB |")
    print("|---|---:|---:|---:|")
    for label, seconds, rss, runs in rows:
        print(f"| {label} | {seconds:.4f} | {runs} | {rss:.1f} |")
    print()

    def limit(path):
        return 64 + 4 * os.path.getsize(path) / 1048576

    print("| ratio (measured in this run) | value | target |")
    print("|---|---:|---|")
    print(f"| Python swatch + json / palconv (ASE -> JSON) | {t_swatch / t_palconv:.1f}x | >= 30x |")
    print(f"| palconv / C floor (ASE) | {t_palconv / t_floor:.1f}x | <= 3x |")
    print(f"| palconv / in-process codecs (CLI overhead) | {t_palconv / t_inproc:.2f}x | |")
    print(f"| colourswatch / palconv (ASE -> JSON) | {t_cs_ase / t_palconv_peer:.1f}x | |")
    print(f"| colourswatch / palconv (GPL -> JSON) | {t_cs_gpl / t_gpl:.1f}x | |")
    print(f"| batch --jobs 1 / --jobs 2 | {jobs[1] / jobs[2]:.2f}x | |")
    print(f"| palconv --version / static hello world | {t_version / t_hello:.2f}x | |")
    for label, key, path in (("100,000", "palconv ASE -> JSON", ase),
                             ("1,000,000", big_label, ase_big)):
        print(f"| palconv peak RSS, {label}-swatch ASE -> JSON | {peaks[key]:.0f} MiB | "
              f"<= {limit(path):.0f} MiB (64 MiB + 4 x input) |")

if __name__ == "__main__":
    main()
