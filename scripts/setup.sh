#!/usr/bin/env bash
# Installs what a Trellis job needs and is missing, then returns.
#   scripts/setup.sh demo    what `make demo` needs
#   scripts/setup.sh test    what `make test` needs (Python with SciPy and kiwisolver for the oracle tests,
#                            poppler-utils to open the PDFs Trellis writes, Chromium and websocket-client
#                            to open the snapshot report in a real browser)
#   scripts/setup.sh bench   what the benchmarks need (kiwisolver, the peer they are compared with)
# Debian packages are installed with apt-get when running as root; Python
# packages with pip for the python3 on PATH.
set -euo pipefail

job=${1:-test}

# Debian packages each job needs: Pango (with Cairo, HarfBuzz and fontconfig),
# libpng, libjpeg and libdeflate for images, and exactly the fonts Trellis measures text with.
library_packages=(pkg-config libpango1.0-dev libpng-dev libjpeg62-turbo-dev libdeflate-dev fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-mono fonts-noto-color-emoji)
debian_packages=()
case "$job" in
  demo) debian_packages+=("${library_packages[@]}") ;;
  test) debian_packages+=("${library_packages[@]}" python3 python3-pip poppler-utils chromium) ;;
  bench) debian_packages+=("${library_packages[@]}" python3 python3-pip) ;;
  *) echo "usage: $0 demo|test|bench" >&2; exit 2 ;;
esac

# The toolchain the package needs: Swift 6.2 or later (UIKit's types are
# main-actor classes whose CustomStringConvertible conformances are isolated,
# a Swift 6.2 feature; Package.swift says `swift-tools-version: 6.2`).
if ! command -v swift >/dev/null 2>&1; then
  echo "error: the Swift toolchain (6.2 or later) is not on PATH; install it first." >&2
  exit 1
fi
swift_version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9][0-9]*\)\.\([0-9][0-9]*\).*/\1 \2/p' | head -n 1)
if [[ -n "$swift_version" ]]; then
  read -r swift_major swift_minor <<<"$swift_version"
  if (( swift_major < 6 || (swift_major == 6 && swift_minor < 2) )); then
    echo "error: Swift $swift_major.$swift_minor is too old; Trellis needs Swift 6.2 or later." >&2
    exit 1
  fi
fi

missing=()
for package in "${debian_packages[@]}"; do
  case "$package" in
    python3) command -v python3 >/dev/null 2>&1 || missing+=(python3) ;;
    python3-pip) command -v python3 >/dev/null 2>&1 && python3 -m pip --version >/dev/null 2>&1 || missing+=(python3-pip) ;;
    *) dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package") ;;
  esac
done
if ((${#missing[@]})); then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian packages: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "error: missing packages ${missing[*]}; install them (as root: apt-get install ${missing[*]})." >&2
    exit 1
  fi
fi

python_modules() {
  python3 - "$@" <<'PY'
import importlib.util, sys
sys.exit(0 if all(importlib.util.find_spec(m) for m in sys.argv[1:]) else 1)
PY
}

# Each argument is a package whose module has its name, or MODULE:PACKAGE when they differ.
install_python() {
  local modules=() packages=()
  for spec in "$@"; do
    modules+=("${spec%%:*}")
    packages+=("${spec##*:}")
  done
  python_modules "${modules[@]}" && return 0
  echo "Installing Python packages: ${packages[*]}"
  python3 -m pip install --quiet --disable-pip-version-check "${packages[@]}" 2>/dev/null \
    || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages "${packages[@]}"
}

case "$job" in
  test) install_python scipy kiwisolver websocket:websocket-client ;;
  bench) install_python kiwisolver ;;
esac
