"""Whole-process comparison of palconv with its peers, run side by side in one go.

Prints median wall time over several runs, peak memory, and ratios measured in this run
(absolute times vary between machines; ratios are what to compare). Used by run.sh.
"""
import os
import resource
import subprocess
import sys
import time

RUNS = int(os.environ.get("BENCH_RUNS", "7"))


def measure(command, runs=RUNS):
    """Median wall seconds and the peak RSS (MiB) of `command` over `runs` runs."""
    times = []
    peak = 0
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        start = time.perf_counter()
        proc = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append(time.perf_counter() - start)
        if proc.returncode != 0:
            sys.exit(f"failed: {' '.join(command)}\n{proc.stderr.decode(errors='replace')}")
        # ru_maxrss of children is the maximum over all children so far (KiB on Linux).
        peak = max(peak, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, before)
    times.sort()
    return times[len(times) // 2], peak / 1024


def peak_rss(command):
    """Peak RSS (MiB) of one run of `command`, measured with /usr/bin/time if present."""
    out = subprocess.run(
        ["/usr/bin/time", "-f", "%M"] + command,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        return int(out.stderr.decode().strip().splitlines()[-1]) / 1024
    except (ValueError, IndexError):
        return float("nan")


def main():
    palconv, floor, hello, data, scratch, batch = sys.argv[1:7]
    py = sys.executable
    here = os.path.dirname(os.path.abspath(__file__))
    rows = []

    def row(label, command, runs=RUNS):
        seconds, _ = measure(command, runs)
        rss = peak_rss(command) if os.path.exists("/usr/bin/time") else float("nan")
        rows.append((label, seconds, rss))
        return seconds

    ase = os.path.join(data, "palette-100000.ase")
    gpl = os.path.join(data, "palette-100000.gpl")
    out = os.path.join(scratch, "out.json")
    size = os.path.getsize(ase)
    t_palconv = row("palconv ASE -> JSON (100k)", [palconv, ase, "-o", out, "--force", "-q"])
    t_swatch = row("Python swatch + json ASE -> JSON (100k)",
                   [py, os.path.join(here, "peers/swatch_to_json.py"), ase, out], runs=3)
    t_floor = row("C floor: walk ASE blocks (100k)", [floor, ase])
    t_cs_ase = row("colourswatch ASE -> JSON (100k)",
                   [py, os.path.join(here, "peers/colourswatch_convert.py"), ase, out], runs=3)
    t_gpl = row("palconv GPL -> JSON (100k)", [palconv, gpl, "-o", out, "--force", "-q"])
    t_cs_gpl = row("colourswatch GPL -> JSON (100k)",
                   [py, os.path.join(here, "peers/colourswatch_convert.py"), gpl, out], runs=3)
    batch_out = os.path.join(scratch, "batch")
    batch_files = sum(len(f) for _, _, f in os.walk(batch))
    t_jobs1 = row(f"palconv batch of {batch_files} real palettes, --jobs 1",
                  [palconv, batch, "-r", "--to", "json", "--out-dir", batch_out + "1",
                   "--jobs", "1", "-q", "--force"], runs=3)
    t_jobs2 = row(f"palconv batch of {batch_files} real palettes, --jobs 2",
                  [palconv, batch, "-r", "--to", "json", "--out-dir", batch_out + "2",
                   "--jobs", "2", "-q", "--force"], runs=3)
    t_version = row("palconv --version", [palconv, "--version"], runs=21)
    t_hello = row("static hello world", [hello], runs=21)

    print(f"ASE input: {size} bytes, 100000 swatches\n")
    print("| command | median s | peak RSS MiB |")
    print("|---|---:|---:|")
    for label, seconds, rss in rows:
        print(f"| {label} | {seconds:.4f} | {rss:.1f} |")
    print()
    print("| ratio (measured in this run) | value | target |")
    print("|---|---:|---|")
    print(f"| Python swatch+json / palconv (ASE -> JSON) | {t_swatch / t_palconv:.1f}x | >= 30x |")
    print(f"| palconv / C floor (ASE) | {t_palconv / t_floor:.2f}x | <= 3x |")
    print(f"| colourswatch / palconv (ASE -> JSON) | {t_cs_ase / t_palconv:.1f}x | |")
    print(f"| colourswatch / palconv (GPL -> JSON) | {t_cs_gpl / t_gpl:.1f}x | |")
    print(f"| batch --jobs 1 / --jobs 2 | {t_jobs1 / t_jobs2:.2f}x | |")
    print(f"| palconv --version / static hello | {t_version / t_hello:.2f}x | |")


if __name__ == "__main__":
    main()
