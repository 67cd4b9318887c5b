#!/usr/bin/env bash
# The browser check: renders timeline pages with compare-cli, opens each in headless Chromium
# (check.py, over the DevTools pipe), checks its DOM against `--format json` and takes
# screenshots into $BROWSER_CHECK_OUT (default .build/browser-check).
set -euo pipefail
cd "$(dirname "$0")/../.."

out=${BROWSER_CHECK_OUT:-.build/browser-check}
mkdir -p "$out"
swift build --product compare-cli >/dev/null
cli="$(swift build --show-bin-path)/compare-cli"
check="python3 Tools/browser-check/check.py"

# Runs FILE through compare-cli at LEVEL as html and as json, then checks the page.
# usage: page NAME FILE LEVEL --agrees|--diverges
page() {
  local name=$1 file=$2 level=$3 expectation=$4 code=0
  "$cli" run --format html --compare "$level" "$file" >"$out/$name.html" || code=$?
  [ "$code" -le 1 ] || { echo "compare-cli run failed on $file ($code)" >&2; return 1; }
  code=0
  "$cli" run --format json --compare emissions "$file" >"$out/$name.jsonl" || code=$?
  [ "$code" -le 1 ] || { echo "compare-cli run --format json failed on $file" >&2; return 1; }
  $check "$out/$name.html" --emissions "$out/$name.jsonl" "$expectation" \
    --screenshot "$out/$name.png"
}

# Ten thousand steps: 5,000 taps 10 ms apart, and 10,000 taps at one instant.
{
  echo "feature counter"
  for _ in $(seq 5000); do printf 'send increment\nadvance 10ms\n'; done
} >"$out/counter-spread-10000.txt"
printf 'feature counter\nsend increment x10000\n' >"$out/counter-instant-10000.txt"

status=0
page async-counter-overlap scenarios/async-counter-overlap.txt steps --agrees || status=1
page async-counter-overlap-emissions scenarios/async-counter-overlap.txt emissions --diverges \
  || status=1
page counter-spread-10000 "$out/counter-spread-10000.txt" steps --agrees || status=1
page counter-instant-10000 "$out/counter-instant-10000.txt" steps --agrees || status=1

# The check report: one page for every scenario checked, failing ones first. A copy of the
# scenarios with one golden trace changed gives it a failing scenario to put first.
rm -rf "$out/check-scenarios"
cp -r scenarios "$out/check-scenarios"
sed -i '0,/count=1/s//count=7/' "$out/check-scenarios/counter-taps.trace"
count=$(find "$out/check-scenarios" -name '*.txt' | wc -l)
code=0
"$cli" check --report "html=$out/check.html" "$out/check-scenarios" >/dev/null || code=$?
if [ "$code" -ne 1 ]; then
  echo "compare-cli check --report html exited $code, expected 1 (one changed trace)" >&2
  status=1
else
  $check "$out/check.html" --sections "$count" --failing 1 --screenshot "$out/check.png" \
    || status=1
fi

[ "$status" -eq 0 ] && echo "browser check: every page passed (screenshots in $out)"
exit "$status"
