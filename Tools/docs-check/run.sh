#!/usr/bin/env bash
# Checks every command block of README.md and docs/*.md against the built executables, byte
# for byte (docs-check.py says how a block is read). Builds compare-cli, the testbed and
# Examples/Todos' todos-compare first. Extra arguments go to docs-check.py (--update).
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build --product compare-cli >/dev/null
swift build --product compare-cli-testbed >/dev/null
swift build --package-path Examples/Todos --product todos-compare >/dev/null
bin=$(swift build --show-bin-path)
todos_bin=$(swift build --package-path Examples/Todos --show-bin-path)

exec python3 Tools/docs-check/docs-check.py \
  --bin "compare-cli=$bin/compare-cli" \
  --bin "compare-cli-testbed=$bin/compare-cli-testbed" \
  --bin "todos-compare=$todos_bin/todos-compare" \
  "$@" README.md docs/*.md
