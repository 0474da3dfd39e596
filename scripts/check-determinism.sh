#!/usr/bin/env bash
# Every demo laid out and drawn in two processes must give the same bytes.
# Swift seeds its hashing afresh in each process, so a layout that depends on
# the iteration order of a Set or Dictionary differs between the two runs.
# SVG output carries every coordinate at full precision.
set -euo pipefail
trellis="$1"
demos=(timeline quotes chat breeds hosting hosting-configuration settings appstore)
places=()
for device in iphone-se iphone-15 iphone-15-pro-max ipad ipad-pro-11 ipad-pro-12.9; do
    places+=("$device portrait" "$device landscape")
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset SWIFT_DETERMINISTIC_HASHING
for run in 1 2; do
    mkdir -p "$work/$run"
    for demo in "${demos[@]}"; do
        for place in "${places[@]}"; do
            read -r device orientation <<< "$place"
            "$trellis" demo "$demo" --device "$device" --orientation "$orientation" --format svg \
                -o "$work/$run/$demo-$device-$orientation.svg" > /dev/null
        done
    done
done
if ! diff -rq "$work/1" "$work/2"; then
    echo "check-determinism: layouts differ between processes (see the files above)" >&2
    exit 1
fi
echo "check-determinism: ${#demos[@]} demos × ${#places[@]} places drawn alike in two processes"
