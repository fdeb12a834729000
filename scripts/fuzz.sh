#!/usr/bin/env bash
# Builds the libFuzzer targets (the fuzz preset: clang, ASan + UBSan, build-fuzz/) and runs each
# for N seconds (default 60) on a copy of its seed corpus in tests/fuzz/corpus/<target>, so the
# repository stays clean. Fails on any crash, leak, time-out, memory blow-up or sanitizer report;
# the input that did it is kept in build-fuzz/artifacts/ and the log's end is printed.
#   scripts/fuzz.sh [seconds-per-target]
#   scripts/fuzz.sh --build-only       builds the targets and runs none
# Environment: FUZZ_JOBS targets at a time (default 2), FUZZ_TARGETS a space-separated subset
# (names without fuzz_), FUZZ_KEEP=DIR keeps the working corpora and logs in DIR.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_only=false
if [ "${1:-}" = "--build-only" ]; then
    build_only=true
    shift
fi
seconds=${1:-60}
jobs=${FUZZ_JOBS:-2}
build="$here/build-fuzz"
launcher=()
if command -v ccache > /dev/null; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
fi

started=$(date +%s)
(cd "$here" && cmake --preset fuzz "${launcher[@]}" > /dev/null)
cmake --build "$build" --parallel "$(nproc 2>/dev/null || echo 2)"
built=$(date +%s)
echo "fuzz: built in $((built - started)) s"
if $build_only; then
    exit 0
fi

targets=${FUZZ_TARGETS:-$(cd "$here/tests/fuzz/corpus" && ls)}
if [ -n "${FUZZ_KEEP:-}" ]; then
    work=$FUZZ_KEEP
    mkdir -p "$work"
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$build/artifacts"
# The targets that read a path write each input to a scratch file in TMPDIR first: in memory
# (/dev/shm) that is about four times faster than on disk.
scratch=$work
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
    scratch=$(mktemp -d /dev/shm/llmcap-fuzz.XXXXXX)
    if [ -n "${FUZZ_KEEP:-}" ]; then
        trap 'rm -rf "$scratch"' EXIT
    else
        trap 'rm -rf "$work" "$scratch"' EXIT
    fi
fi

run_target() { # name
    local name=$1
    local corpus="$work/corpus/$name"
    local dict=()
    rm -rf "$corpus"
    mkdir -p "$corpus"
    cp "$here/tests/fuzz/corpus/$name/"* "$corpus/"
    if [ -f "$here/tests/fuzz/$name.dict" ]; then
        dict=(-dict="$here/tests/fuzz/$name.dict")
    fi
    # Leaks are checked; Qt's one-time allocations are freed or kept reachable.
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=0} \
        UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1} \
        TMPDIR="$scratch" \
        "$build/tests/fuzz/fuzz_$name" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$build/artifacts/$name-" "${dict[@]}" \
        "$corpus" > "$work/$name.log" 2>&1 && echo 0 > "$work/$name.rc" || echo $? > "$work/$name.rc"
}

summary() { # name, exit code
    local log="$work/$1.log"
    local execs rate cov ft units
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+' "$log" | tail -1)
    printf 'fuzz: %-18s exit %-3s execs %-10s exec/s %-7s %s\n' "$1" "$2" "${execs:--}" \
        "${rate:--}" "${cov:-}"
}

failed=()
for name in $targets; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
        wait -n || true
    done
    run_target "$name" &
done
wait
for name in $targets; do
    rc=$(cat "$work/$name.rc")
    summary "$name" "$rc"
    if [ "$rc" -ne 0 ]; then
        failed+=("$name")
        echo "fuzz: $name failed; the end of its log:" >&2
        tail -n 40 "$work/$name.log" >&2
    fi
done
echo "fuzz: ran ${seconds} s per target, $jobs at a time, in $(($(date +%s) - built)) s"
if [ ${#failed[@]} -ne 0 ]; then
    echo "fuzz: FAILED: ${failed[*]} (inputs in $build/artifacts/)" >&2
    exit 1
fi
