#!/usr/bin/env bash
# llmcap developer entry point.
#   scripts/dev.sh run   install missing packages, build, start the GUI on the embedded default
#   scripts/dev.sh package  install missing packages, build, and build the Debian package
#                        build/llmcap_<version>_amd64.deb (scripts/package.sh)
#   scripts/dev.sh test  install missing packages, check formatting, that core's rooms form
#                        no cycle and the house rules (scripts/check-rules.py), build, check
#                        that the CLI runs without a display, run every test, build the Debian package, check it with lintian, install it and
#                        run the demo from it (then remove it again) (plus the core tests again under AddressSanitizer and
#                        UndefinedBehaviorSanitizer, and those that drive threads under
#                        ThreadSanitizer), then every fuzz target for 30 s, two at a time
#                        (scripts/fuzz.sh)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
jobs=$(nproc 2>/dev/null || echo 2)

configure() { # dir, extra cmake args...
    local dir=$1
    shift
    local launcher=()
    if command -v ccache > /dev/null; then # optional: faster rebuilds where it is installed
        # The precompiled headers (cmake/LlmcapPch.cmake) are cacheable only with this sloppiness.
        local ccache="env;CCACHE_SLOPPINESS=pch_defines,time_macros;ccache"
        launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER="$ccache" -DCMAKE_C_COMPILER_LAUNCHER="$ccache")
    fi
    # Line tables only (-g1): backtraces keep file and line, and each file compiles about a
    # quarter faster than with full debug information. Compressed (-gz): a test executable
    # takes 8 MB instead of 19 (CI holds three build trees and once ran out of disk).
    cmake -S "$here" -B "$here/$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -gz -DNDEBUG" "${launcher[@]}" "$@"
}

configure_and_build() { # dir, extra cmake args...
    configure "$@"
    cmake --build "$here/$1" --parallel "$jobs"
}

case "${1:-}" in
run)
    shift
    "$here/scripts/install-deps.sh"
    configure_and_build build
    exec "$here/build/app/llmcap" "$@"
    ;;
package)
    "$here/scripts/install-deps.sh"
    configure_and_build build
    exec "$here/scripts/package.sh" "$here/build"
    ;;
test)
    "$here/scripts/install-deps.sh"
    # Every C++ file as .clang-format lays it out.
    (cd "$here" && git ls-files -z '*.cpp' '*.h' | xargs -0 clang-format --dry-run -Werror)
    # Core's rooms form layers: no folder includes one that includes it back.
    "$here/scripts/include-graph.py" > /dev/null
    # The rules that drifted in prose: no thread started under ui/, the planned rate computed in
    # one place, no command run() over 120 lines.
    "$here/scripts/check-rules.py"
    configure_and_build build
    # The CLI runs where there is no display and no platform plugin is chosen.
    probe=$(mktemp -d)
    env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM \
        "$here/build/app/llmcap-cli" --db "$probe/probe.sqlite" info > /dev/null
    rm -rf "$probe"
    # CI has 60 minutes on 2 cores and builds the core three times (plain, ASan + UBSan, TSan)
    # plus the fuzz targets. Each later build runs beside the test phase before it, at the
    # lowest priority: the tests keep the CPU they ask for (much of their time they wait on
    # real time), the build takes what they leave.
    background() { # log, command...: starts the command at nice 19 (its pid in bg_pid)
        local log=$1
        shift
        nice -n 19 "$@" > "$log" 2>&1 &
        bg_pid=$!
    }
    trap 'kill $(jobs -p) 2> /dev/null || true' EXIT # a failed test ends the builds beside it
    finish() { # pid, log, what: waits for a background build; its log's end when it failed
        if ! wait "$1"; then
            echo "dev.sh: $3 failed; the end of its log ($2):" >&2
            tail -n 60 "$2" >&2
            exit 1
        fi
    }
    # The sanitizer builds optimise at -O1 (as the sanitizers' own documentation suggests; a
    # file compiles in about two thirds of the -O2 time) and skip the benchmark programs, which
    # they do not run.
    sanitizer_flags=(-DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -gz -DNDEBUG")
    configure build-asan -DLLMCAP_SANITIZE=ON -DLLMCAP_BUILD_GUI=OFF \
        -DLLMCAP_BUILD_BENCHMARKS=OFF "${sanitizer_flags[@]}" > /dev/null
    background "$here/build/asan-build.log" cmake --build "$here/build-asan" --parallel "$jobs"
    asan_build=$bg_pid
    (cd "$here/build" && ctest --output-on-failure --parallel "$jobs" --timeout 900)
    "$here/scripts/package.sh" --check "$here/build"
    finish "$asan_build" "$here/build/asan-build.log" "the ASan + UBSan build"

    # The tests that drive threads, under ThreadSanitizer: only their targets are built (each
    # test is named after its executable); a report fails the test (tests/tsan.supp).
    configure build-tsan -DLLMCAP_TSAN=ON -DLLMCAP_BUILD_GUI=OFF -DLLMCAP_BUILD_BENCHMARKS=OFF \
        "${sanitizer_flags[@]}" > /dev/null
    mapfile -t tsan_tests < <(cd "$here/build-tsan" && ctest -N -L threads |
        sed -n 's/^ *Test *#[0-9]*: *//p')
    background "$here/build/tsan-build.log" cmake --build "$here/build-tsan" --parallel "$jobs" \
        --target "${tsan_tests[@]}"
    tsan_build=$bg_pid
    (cd "$here/build-asan" && ctest --output-on-failure --parallel "$jobs" --timeout 1800 -L core)
    finish "$tsan_build" "$here/build/tsan-build.log" "the TSan build"

    # The parsers under libFuzzer (clang, ASan + UBSan): 30 s per target, two at a time (a
    # smoke run on the seed corpora, which hold every input that found a bug; longer runs with
    # scripts/fuzz.sh SECONDS; 60 s cost CI 5 of its 60 minutes).
    background "$here/build/fuzz-build.log" "$here/scripts/fuzz.sh" --build-only
    fuzz_build=$bg_pid
    (cd "$here/build-tsan" && ctest --output-on-failure --parallel "$jobs" --timeout 1800 -L threads)
    finish "$fuzz_build" "$here/build/fuzz-build.log" "the fuzz build"
    FUZZ_JOBS=2 "$here/scripts/fuzz.sh" 30
    ;;
*)
    echo "usage: scripts/dev.sh run|package|test" >&2
    exit 2
    ;;
esac
