#!/usr/bin/env bash
# Makes docs/timeline.png, the README's picture: the async counter's overlapping taps compared
# on every emission, ReactorKit's first divergent state selected.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build --product compare-cli >/dev/null
cli="$(swift build --show-bin-path)/compare-cli"
page=$(mktemp --suffix=.html)
trap 'rm -f "$page"' EXIT
"$cli" run --format html --compare emissions scenarios/async-counter-overlap.txt >"$page" || [ $? -eq 1 ]
mkdir -p docs
python3 Tools/browser-check/screenshot.py "$page" docs/timeline.png
