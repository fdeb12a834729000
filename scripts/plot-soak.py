#!/usr/bin/python3
"""Draws a soak's CSV (bench_soak --csv) as one PNG: RSS, open file descriptors, database bytes
per stored request and the event loop's p99 delay, per row (a minute by default).

    scripts/plot-soak.py soak.csv [docs/images/soak.png] [--title TEXT]

Needs matplotlib (Debian: python3-matplotlib, for /usr/bin/python3).
"""
import argparse
import csv
import sys

try:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
except ImportError:
    sys.exit("plot-soak.py: matplotlib is missing (apt-get install python3-matplotlib)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv")
    parser.add_argument("png", nargs="?", default="docs/images/soak.png")
    parser.add_argument("--title", default="llmcap soak: built-in server with faults, bench client")
    args = parser.parse_args()

    with open(args.csv, newline="") as f:
        rows = [r for r in csv.DictReader(f)]
    if not rows:
        sys.exit("plot-soak.py: %s has no rows" % args.csv)
    minute = [float(r["minute"]) for r in rows]
    panels = [
        ("RSS (MiB)", [int(r["rss_kib"]) / 1024 for r in rows]),
        ("open file descriptors", [int(r["fds"]) for r in rows]),
        ("database bytes per stored request", [float(r["db_bytes_per_request"]) for r in rows]),
        ("event-loop delay p99 (ms)", [float(r["loop_p99_ms"]) for r in rows]),
    ]
    fig, axes = plt.subplots(len(panels), 1, figsize=(8, 9), sharex=True)
    for ax, (label, values) in zip(axes, panels):
        ax.plot(minute, values, marker=".", linewidth=1)
        ax.set_ylabel(label, fontsize=8)
        ax.set_ylim(bottom=0, top=max(values) * 1.15 if max(values) > 0 else 1)
        ax.grid(True, alpha=0.3)
    axes[-1].set_xlabel("minute")
    fig.suptitle(args.title, fontsize=10)
    fig.tight_layout()
    fig.savefig(args.png, dpi=100)
    print("wrote", args.png)


if __name__ == "__main__":
    main()
