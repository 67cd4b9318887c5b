#!/usr/bin/env bash
# Builds a libFuzzer target against CompareKit and runs it for a while, seeded from scenarios/.
#
#   Fuzz/run.sh scenario-parser 60    # the scenario parser, 60 seconds
#   Fuzz/run.sh golden-trace 60       # the golden-trace reader and its round trip, 60 seconds
#
# CompareKit and the engines are built by SwiftPM with -sanitize=fuzzer,address (coverage and
# AddressSanitizer, no libFuzzer main), in their own scratch directory; the target is then
# linked by swiftc with libFuzzer's main. A finding stops the run with exit 1 and leaves the
# input in $FUZZ_DIR/artifacts/. Needs Linux (Swift ships libFuzzer there).
set -euo pipefail
cd "$(dirname "$0")/.."

target=${1:?usage: Fuzz/run.sh scenario-parser|golden-trace SECONDS}
seconds=${2:?usage: Fuzz/run.sh scenario-parser|golden-trace SECONDS}
case "$target" in
  scenario-parser) source=Fuzz/ScenarioParserFuzz.swift dict=Fuzz/scenario.dict seeds='*.txt' ;;
  golden-trace) source=Fuzz/GoldenTraceFuzz.swift dict=Fuzz/trace.dict seeds='*.trace' ;;
  *) echo "error: unknown target '$target'; expected scenario-parser or golden-trace" >&2; exit 2 ;;
esac

work=${FUZZ_DIR:-.build-fuzz}
build="$work/swiftpm"
mkdir -p "$work"
swift build --target CompareKit --scratch-path "$build" -Xswiftc -sanitize=fuzzer,address \
  >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 2; }
bin=$(swift build --target CompareKit --scratch-path "$build" --show-bin-path)
objects=$(find "$bin/CompareKit.build" "$bin/TCAEngine.build" "$bin/ReactorEngine.build" "$bin/SwiftExpand.build" \
  -name '*.o')
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"

mkdir -p "$work/corpus-$target" "$work/artifacts"
swiftc -parse-as-library -sanitize=fuzzer,address -g -I "$modules" $objects "$source" \
  -o "$work/fuzz-$target"
cp scenarios/$seeds "$work/corpus-$target/"
# Regression seeds: inputs a property once failed on (a line ending \r\r\n broke the round trip).
if [ -d "Fuzz/seeds/$target" ]; then cp Fuzz/seeds/"$target"/* "$work/corpus-$target/"; fi

# NB: one process, one job: the machine is shared, and a fixed seed keeps a run repeatable.
"$work/fuzz-$target" "$work/corpus-$target" -dict="$dict" -max_total_time="$seconds" \
  -seed=13 -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$work/artifacts/$target-"
