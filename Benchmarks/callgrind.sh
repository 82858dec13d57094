#!/usr/bin/env bash
# Reproducible instruction counts for one tree's layout, with valgrind's callgrind.
# See docs/performance.md.
#
#   Benchmarks/callgrind.sh TREE [ITERATIONS] [--relayout | --layout-only]
#   Benchmarks/callgrind.sh wide/1000 20
#
# Runs `trellis-bench --profile TREE --iterations K` (release build) under callgrind,
# collecting only inside the harness's profiledLayout / profiledLayoutOnly / profiledRelayout
# and TrellisCore's LargeStack.layoutThreadMain (the thread a tree too deep for the calling
# thread's stack is laid out on), so startup and building the view value are not counted,
# once with K and once with 2K iterations: instructions per call = the difference / K
# (this leaves out one-off costs of the first call). Then prints the top functions by
# own cost and the top TrellisCore functions by inclusive cost of the 2K run (names
# demangled). With --relayout it profiles `relayout(in:)` at new widths instead of
# fresh ViewLayouts; with --layout-only, laying the resolved tree out again from
# scratch (`discardCachedSizes()` + `relayout(in:)` at the same proposal).
# The raw profile is kept in Benchmarks/.build/callgrind/ (open it with kcachegrind).
set -euo pipefail

relayout=""
layout_only=""
args=()
for a in "$@"; do
    case "$a" in
        --relayout) relayout=1 ;;
        --layout-only) layout_only=1 ;;
        -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
        *) args+=("$a") ;;
    esac
done
tree="${args[0]:-}"
iterations="${args[1]:-10}"
if [ -z "$tree" ]; then
    echo "usage: $0 TREE [ITERATIONS] [--relayout | --layout-only]   (trees: trellis-bench --list)" >&2
    exit 2
fi
command -v valgrind >/dev/null || { echo "callgrind.sh: needs valgrind (apt-get install valgrind)" >&2; exit 2; }

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
swift build -c release --package-path "$here" --product trellis-bench >&2
bin="$(swift build -c release --package-path "$here" --show-bin-path)/trellis-bench"
out="$here/.build/callgrind"
mkdir -p "$out"
mode="--profile"
what="ViewLayout"
if [ -n "$relayout" ]; then mode="--profile-relayout"; what="relayout(in: new width)"; fi
if [ -n "$layout_only" ]; then mode="--profile-layout-only"; what="layout of the resolved tree"; fi
file="$out/callgrind.$(echo "$tree" | tr '/' '_')${relayout:+.relayout}${layout_only:+.layout-only}.out"

demangle() { if command -v swift >/dev/null; then swift demangle --simplified; else cat; fi; }
total() { callgrind_annotate "$1" 2>/dev/null | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print ($1 == "." ? 0 : $1); done = 1 }'; }

# run FILE ITERATIONS: one callgrind run; prints the instructions collected.
# Collection is per thread: the calling thread from the profiled function on, and the
# layout thread TrellisCore moves a tree too deep for the calling thread's stack to.
toggle=(--toggle-collect='*profiledLayout*' --toggle-collect='*profiledRelayout*' --toggle-collect='*layoutThreadMain*')
run() {
    valgrind --tool=callgrind "${toggle[@]}" --callgrind-out-file="$1" "$bin" "$mode" "$tree" --iterations "$2" >&2
    total "$1"
}
# The collected total also holds one-off costs (the first call instantiates generic
# metadata and lazy globals; with --relayout, the ViewLayout before the relayouts;
# without the toggle, process startup), so the cost of one call is the difference
# between 2K and K calls, divided by K. The profile shown is the 2K one.
measure() {
    instructions_k="$(run "$file" "$iterations")"
    instructions="$(run "$file" $((2 * iterations)))"
    per_call=$(((${instructions:-0} - ${instructions_k:-0}) / iterations))
}
measure
if [ "$per_call" -le 0 ]; then
    # Nothing was collected (the profiled functions were renamed?): count the whole process.
    echo "callgrind.sh: nothing per call inside the profiled functions; profiling the whole process" >&2
    toggle=()
    measure
fi
one_off=$((instructions_k - per_call * iterations))
if [ "$one_off" -lt 0 ]; then one_off=0; fi  # heap state makes counts wobble by ~1%
iterations=$((2 * iterations))

echo "== $tree: $what x $iterations under callgrind =="
echo "instructions: $per_call per call ($instructions in total, of which about $one_off one-off)"
echo "profile: $file"
echo
echo "== top functions by own cost (Ir, share of the collected total) =="
callgrind_annotate "$file" 2>/dev/null | demangle | sed -n '/file:function/,$p' | sed -n '3,32p' | cut -c1-200 || true
echo
echo "== TrellisCore functions by inclusive cost (self + callees) =="
callgrind_annotate --inclusive=yes "$file" 2>/dev/null | demangle | python3 -c '
import re, sys
seen = set()
shown = 0
for line in sys.stdin:
    m = re.match(r"\s*([\d,]+) \(\s*([\d.]+)%\)\s+(\S*Sources/TrellisCore/([^:]+)):(.*?)(?: \[/[^]]*\])?$", line.rstrip("\n"))
    # Skip LargeStack plumbing and the entries of recursion cycles, name + quote + digit (their
    # inclusive costs count the recursion over and over).
    if not m or "LargeStack" in m.group(5) or re.search(r"\x27\d+$", m.group(5).strip()):
        continue
    function = m.group(5).strip()
    if function in seen:
        continue
    seen.add(function)
    if shown < 30:  # keep reading to the end: no SIGPIPE upstream
        print(f"{m.group(1):>14} ({m.group(2):>5}%)  {function}  [{m.group(4)}]"[:200])
    shown += 1
' || true
