#!/usr/bin/env bash
# The boundary validation report (issue 16, docs/sweep-method.md#validation-report): builds
# bench_boundary and runs it over the whole matrix (4 presets x 3 workload shapes x 2 arrival
# processes), 200 default sweeps per cell against each cell's long-run boundary, in virtual time.
# Prints a Markdown table; writes boundary-report.json and caches the long-run boundaries in
# boundary-truths.json (reruns skip their bisection). Extra arguments go to bench_boundary, e.g.
#   scripts/boundary-report.sh --seeds 50 --preset tiny-cpu,few-slot-cpu --threads 2
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$here/build}
if [ ! -f "$build/build.ninja" ]; then
    cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
fi
cmake --build "$build" --parallel "$(nproc 2>/dev/null || echo 2)" --target bench_boundary
exec "$build/tests/benchmarks/bench_boundary" --seeds 200 --truth-cache boundary-truths.json \
    --json boundary-report.json "$@"
