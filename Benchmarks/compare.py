"""Whole-process comparison of palconv with its peers, run side by side in one go.

Prints the median wall time over several runs and the peak memory of each command, then
ratios measured in this run (absolute times vary between machines; ratios are what to
compare). The runs of all commands are interleaved, so a change of load on the machine
affects every command alike. Outputs are deleted before every run, so each run converts
and writes afresh.
Used by run.sh:

    compare.py PALCONV BENCH ASE_WALK ASE_TO_JSON HELLO DATA SCRATCH BATCH
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


def run_once(command, output):
    """Wall seconds of one run of `command`, deleting `output` first."""
    if output:
        remove(output)
    start = time.perf_counter()
    proc = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    seconds = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{proc.stderr.decode(errors='replace')}")
    return seconds


def measure_interleaved(commands):
    """Runs every command its number of times, interleaved in rounds so that each command's
    runs are spread evenly over the whole measurement (a load change on the machine then
    affects all commands alike). Returns the median seconds of each command, in order."""
    rounds = max(runs for _, _, runs, _ in commands)
    samples = [[] for _ in commands]
    for round_index in range(rounds):
        for index, (_, command, runs, output) in enumerate(commands):
            if round_index * runs // rounds != (round_index + 1) * runs // rounds:
                samples[index].append(run_once(command, output))
    medians = []
    for times in samples:
        times.sort()
        medians.append(times[len(times) // 2])
    return medians


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
    palconv, bench, floor, same_in_c, hello, data, scratch, batch = sys.argv[1:9]
    py = sys.executable
    here = os.path.dirname(os.path.abspath(__file__))
    swatch_peer = os.path.join(here, "peers", "swatch_to_json.py")
    colourswatch_peer = os.path.join(here, "peers", "colourswatch_convert.py")
    ase = os.path.join(data, "palette-100000.ase")
    ase_big = os.path.join(data, "palette-1000000.ase")
    peer_ase = os.path.join(data, "peer-100000.ase")
    peer_gpl = os.path.join(data, "peer-100000.gpl")
    out = os.path.join(scratch, "out.json")
    batch_files = sum(len(f) for _, _, f in os.walk(batch))

    # (label, command, runs, output to delete before each run)
    commands = [
        ("palconv ASE -> JSON", [palconv, ase, "-o", out, "-q"], RUNS, out),
        ("in-process codecs only (PaletteBench convert)", [bench, "convert", ase, out], RUNS,
         out),
        ("C floor: read the ASE file, walk its blocks", [floor, ase], RUNS, None),
        ("the same conversion in C (same output bytes)", [same_in_c, ase, out], RUNS, out),
        ("the same conversion in C, streaming, no palette kept", [same_in_c, "--stream", ase, out],
         RUNS, out),
        ("Python swatch 0.4.0 + json", [py, swatch_peer, ase, out], PEER_RUNS, out),
        ("palconv ASE -> JSON (colourswatch-readable file)",
         [palconv, peer_ase, "-o", out, "-q"], RUNS, out),
        ("colourswatch ASE -> JSON (same file)", [py, colourswatch_peer, peer_ase, out],
         PEER_RUNS, out),
        ("palconv GPL -> JSON", [palconv, peer_gpl, "-o", out, "-q"], RUNS, out),
        ("colourswatch GPL -> JSON (same file)", [py, colourswatch_peer, peer_gpl, out],
         PEER_RUNS, out),
        ("palconv ASE -> JSON, 1,000,000 swatches", [palconv, ase_big, "-o", out, "-q"], 3, out),
    ]
    for count in (1, 2):
        outdir = os.path.join(scratch, f"batch{count}")
        commands.append((
            f"palconv batch, {batch_files} real palettes -> JSON, --jobs {count}",
            [palconv, batch, "-r", "--to", "json", "--out-dir", outdir, "--jobs", str(count),
             "-q"], PEER_RUNS, outdir))
    commands.append(("palconv --version", [palconv, "--version"], 51, None))
    commands.append(("static hello world (Swift, -static-stdlib)", [hello], 51, None))

    medians = measure_interleaved(commands)
    rows = []
    seconds = {}
    peaks = {}
    for (label, command, runs, output), median in zip(commands, medians):
        rss = peak_mib(command, output)
        rows.append((label, median, rss, runs))
        seconds[label] = median
        peaks[label] = rss
    t_palconv = seconds["palconv ASE -> JSON"]
    t_inproc = seconds["in-process codecs only (PaletteBench convert)"]
    t_floor = seconds["C floor: read the ASE file, walk its blocks"]
    t_same_in_c = seconds["the same conversion in C (same output bytes)"]
    t_streaming_c = seconds["the same conversion in C, streaming, no palette kept"]
    t_swatch = seconds["Python swatch 0.4.0 + json"]
    t_palconv_peer = seconds["palconv ASE -> JSON (colourswatch-readable file)"]
    t_cs_ase = seconds["colourswatch ASE -> JSON (same file)"]
    t_gpl = seconds["palconv GPL -> JSON"]
    t_cs_gpl = seconds["colourswatch GPL -> JSON (same file)"]
    big_label = "palconv ASE -> JSON, 1,000,000 swatches"
    jobs = {count: seconds[f"palconv batch, {batch_files} real palettes -> JSON, --jobs {count}"]
            for count in (1, 2)}
    t_version = seconds["palconv --version"]
    t_hello = seconds["static hello world (Swift, -static-stdlib)"]

    print(f"ASE input: {os.path.getsize(ase)} bytes, 100,000 swatches (mixed models, groups)\n")
    print("| command (100,000 swatches unless said) | median s | runs | peak RSS MiB |")
    print("|---|---:|---:|---:|")
    for label, median, rss, runs in rows:
        print(f"| {label} | {median:.4f} | {runs} | {rss:.1f} |")
    print()

    def limit(path):
        return 64 + 4 * os.path.getsize(path) / 1048576

    print("| ratio (measured in this run) | value | target |")
    print("|---|---:|---|")
    print(f"| Python swatch + json / palconv (ASE -> JSON) | {t_swatch / t_palconv:.1f}x | >= 30x |")
    print(f"| palconv / C floor (ASE) | {t_palconv / t_floor:.1f}x | <= 3x |")
    print(f"| the same conversion in C / C floor | {t_same_in_c / t_floor:.1f}x | |")
    print(f"| the same conversion in C, streaming / C floor | {t_streaming_c / t_floor:.1f}x | |")
    print(f"| palconv / the same conversion in C | {t_palconv / t_same_in_c:.2f}x | |")
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
