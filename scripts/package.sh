#!/usr/bin/env bash
# The Debian package from a built build directory (default build/): cpack -G DEB gives
# build/llmcap_<version>_<arch>.deb.
#   scripts/package.sh [BUILD_DIR]          build the package
#   scripts/package.sh --check [BUILD_DIR]  also: lintian with no error, install it with apt-get,
#                                           run llmcap-cli --version and demo --quick from the
#                                           installed files (outside the source and build
#                                           trees), then remove it again
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
check=false
if [ "${1:-}" = --check ]; then
    check=true
    shift
fi
build=$(cd "${1:-$here/build}" && pwd)

rm -f "$build"/llmcap_*.deb
(cd "$build" && cpack -G DEB > "$build/cpack.log" 2>&1) || {
    tail -n 30 "$build/cpack.log" >&2
    exit 1
}
deb=$(ls "$build"/llmcap_*_"$(dpkg --print-architecture)".deb)
echo "package: $deb"
$check || exit 0

lintian --fail-on error --suppress-tags-from-file /dev/null "$deb"

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
was_installed=false
if dpkg-query -W -f='${Status}' llmcap 2> /dev/null | grep -q 'install ok installed'; then
    was_installed=true
fi
$sudo apt-get install -y -qq --no-install-recommends "$deb" > "$build/package-install.log" 2>&1 || {
    tail -n 30 "$build/package-install.log" >&2
    exit 1
}
remove() { $was_installed || $sudo apt-get remove -y -qq llmcap > /dev/null 2>&1 || true; }
trap remove EXIT

work=$(mktemp -d)
cd "$work" # nothing of the source or build tree is at hand
/usr/bin/llmcap-cli --version
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM \
    /usr/bin/llmcap-cli --db "$work/demo.sqlite" demo --quick --out "$work/demo" > "$work/demo.log" 2>&1 || {
    cat "$work/demo.log" >&2
    exit 1
}
for f in plan.pdf plan.csv plan.json; do
    [ -s "$work/demo/$f" ] || { echo "package: the installed demo wrote no $f" >&2; exit 1; }
done
[ -f /usr/share/man/man1/llmcap-cli.1.gz ]
[ -f /usr/share/bash-completion/completions/llmcap-cli ]
echo "package: installed, demo --quick ran from /usr/bin, removed again"
rm -rf "$work"
