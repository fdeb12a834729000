#!/usr/bin/env bash
# Installs the Debian 12 packages llmcap needs to build, run and test; only what is missing.
# Non-interactive; uses sudo when not run as root.
set -euo pipefail

packages=(
    build-essential cmake ninja-build pkg-config clang-format
    qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools
    qt6-translations-l10n qtkeychain-qt6-dev
    libcurl4-openssl-dev libsqlite3-dev libboost-dev libyaml-cpp-dev nlohmann-json3-dev
    qt6-qpa-plugins fonts-dejavu-core poppler-utils xvfb xauth
    clang libclang-rt-14-dev # the fuzz build (scripts/fuzz.sh): clang 14 and libFuzzer
    file lintian # the Debian package (scripts/package.sh): cpack finds its binaries with file
)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$p")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all ${#packages[@]} packages present"
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
