#!/usr/bin/env bash
# Trellis vs Taffy (layout) and Trellis vs Takumi (pictures), in one run. See docs/performance.md.
#
#   Benchmarks/compare.sh [--runs N] [--rounds R] [--clock cpu|wall] [--scene-runs N] [--scenes-only | --no-scenes]
#
# 1. creates Benchmarks/.venv (git-ignored) and installs stretchable==1.1.8 (Taffy 0.7.7)
#    and takumi-py==0.3.0 (Takumi)
# 2. builds trellis-bench and render-bench in release mode
# 3. times Trellis (trellis-bench) and Taffy (taffy_bench.py) on the same trees, in
#    R rounds (default 3) of both engines back to back, each a median of >= N fresh
#    trees per tree (default 11)
# 4. runs deep/10000 on its own (it must not crash), measures peak RSS of the
#    100k-node trees, each in a fresh process, times the 100k-node trees against the
#    10k-node ones in pairs (trellis-bench --scaling), and (with valgrind) counts the
#    instructions of leaf/1, nested/10 and nested/20 with callgrind.sh
# 5. prints relayout / nested / memory sections and the table
#    TREE trellis_ms taffy_ms ratio
#    in process CPU time (all threads; on this shared 2-core machine wall time mostly
#    measures the other tenants), or in wall time with --clock wall; the table just
#    before it has the other clock.
# 6. draws the four scenes (card, list/50, article/20, grid/200) to PNG at 1x and 2x with
#    Trellis (render-bench, ImageRenderer.pngData()) and Takumi (takumi_scenes.py), in R
#    rounds of --scene-runs (default 21) pictures each, alternating which goes first, and
#    ends with the table
#    SCENE trellis_ms takumi_ms ratio
#    (--scenes-only: just this part; --no-scenes: leave it out).
#
# Raw outputs are kept in Benchmarks/.build/compare/ (TRELLIS_COMPARE_OUT to change).
# Environment: PYTHON (default python3) to create the venv; SWIFT_BUILD_FLAGS for
# extra `swift build` flags; TRELLIS_REVISION to name the Trellis revision in the
# report (default: git rev-parse of the repository).
set -euo pipefail

runs=11
rounds=3
clock=cpu
scene_runs=21
trees=1
scenes=1
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --rounds) rounds="$2"; shift 2 ;;
        --clock) clock="$2"; shift 2 ;;
        --scene-runs) scene_runs="$2"; shift 2 ;;
        --scenes-only) trees=""; shift ;;
        --no-scenes) scenes=""; shift ;;
        -h|--help) sed -n '2,30p' "$0"; exit 0 ;;
        *) echo "compare.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done

case "$clock" in cpu|wall) ;; *) echo "compare.sh: --clock is cpu or wall" >&2; exit 2 ;; esac

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="$here/.venv"
out="${TRELLIS_COMPARE_OUT:-$here/.build/compare}"
mkdir -p "$out"
step() { printf '\n### %s\n' "$*" >&2; }

# --- 1. Taffy in a venv --------------------------------------------------------
if [ ! -x "$venv/bin/python" ]; then
    step "creating $venv"
    "${PYTHON:-python3}" -m venv "$venv"
fi
if ! "$venv/bin/python" -c 'import importlib.metadata as m, sys; sys.exit(m.version("stretchable") != "1.1.8")' 2>/dev/null; then
    step "pip install stretchable==1.1.8"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check stretchable==1.1.8
fi
if [ -n "$scenes" ] && ! "$venv/bin/python" -c 'import importlib.metadata as m, sys; sys.exit(m.version("takumi-py") != "0.3.0")' 2>/dev/null; then
    step "pip install takumi-py==0.3.0"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check takumi-py==0.3.0
fi

# --- 2. Trellis, release -------------------------------------------------------
step "swift build -c release --package-path Benchmarks --product trellis-bench"
# shellcheck disable=SC2086
swift build -c release --package-path "$here" --product trellis-bench ${SWIFT_BUILD_FLAGS:-} >&2
if [ -n "$scenes" ]; then
    step "swift build -c release --package-path Benchmarks --product render-bench"
    # shellcheck disable=SC2086
    swift build -c release --package-path "$here" --product render-bench ${SWIFT_BUILD_FLAGS:-} >&2
fi
bin="$(swift build -c release --package-path "$here" --show-bin-path)/trellis-bench"
render_bin="$(dirname "$bin")/render-bench"

# --- machine and versions, for the report ---------------------------------------
cpu="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || uname -p)"
if [ -n "${TRELLIS_REVISION:-}" ]; then
    repo="$TRELLIS_REVISION"
else
    repo="$(cd "$here/.." && git rev-parse --short HEAD 2>/dev/null || echo '?')"
    if [ -n "$(cd "$here/.." && git status --porcelain -- Sources Package.swift 2>/dev/null)" ]; then
        repo="$repo + uncommitted changes in Sources/ or Package.swift"
    fi
fi
info=(
    --info "machine:  $cpu, $(getconf _NPROCESSORS_ONLN) CPUs, $(uname -sr), $(awk '/MemTotal/ {printf "%.0f GB RAM", $2 / 1048576}' /proc/meminfo 2>/dev/null)"
    --info "swift:    $(swift --version 2>/dev/null | head -1)"
    --info "taffy:    stretchable $("$venv/bin/python" -c 'import importlib.metadata as m; print(m.version("stretchable"))') (Taffy 0.7.7), $("$venv/bin/python" --version)"
    --info "trellis:  $repo"
    --info "takumi:   takumi-py $("$venv/bin/python" -c 'import importlib.metadata as m; print(m.version("takumi-py"))' 2>/dev/null || echo '-') (scenes)"
    --info "command:  Benchmarks/compare.sh --runs $runs --rounds $rounds --clock $clock --scene-runs $scene_runs$([ -z "$trees" ] && echo " --scenes-only")$([ -z "$scenes" ] && echo " --no-scenes")"
    --info "load avg: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null) at the start"
)

: > "$out/report.txt"
if [ -n "$trees" ]; then
# --- 3. the timings, in rounds ---------------------------------------------------
# Each round runs both engines back to back, alternating which goes first, so that
# both see the same machine conditions; the report takes medians over the rounds.
# Round 1 runs every Trellis tree (nested/D, leaf/1 too) and Taffy's secondary timing
# at 1000 x 1000; later rounds only the compared trees.
compared=(wide/1000 wide/10000 wide/100000 deep/100 deep/1000 grid/100x100 grid/316x316)
rm -f "$out"/trellis.*.txt "$out"/taffy.*.txt
trellis_round() {
    local r="$1"
    if [ "$r" -eq 1 ]; then
        step "round $r/$rounds, Trellis: trellis-bench --runs $runs --skip deep/10000"
        "$bin" --machine --runs "$runs" --skip deep/10000 > "$out/trellis.$r.txt"
    else
        step "round $r/$rounds, Trellis: trellis-bench --runs $runs (compared trees)"
        "$bin" --machine --runs "$runs" "${compared[@]}" > "$out/trellis.$r.txt"
    fi
}
taffy_round() {
    local r="$1" extra=()
    [ "$r" -gt 1 ] && extra=(--no-same-constraint)
    step "round $r/$rounds, Taffy: taffy_bench.py --runs $runs ${extra[*]}"
    "$venv/bin/python" "$here/taffy_bench.py" --machine --runs "$runs" "${extra[@]}" > "$out/taffy.$r.txt"
}
for r in $(seq 1 "$rounds"); do
    if [ $((r % 2)) -eq 1 ]; then trellis_round "$r"; taffy_round "$r"; else taffy_round "$r"; trellis_round "$r"; fi
done

# --- 4. deep/10000 (crash check) and peak memory, each in a fresh process -------
step "Trellis: deep/10000 (must not crash)"
set +e
"$bin" --machine --runs 3 deep/10000 > "$out/deep10000.txt"
status=$?
set -e
if [ "$status" -eq 0 ]; then
    deep_check="deep/10000: ok (exit 0); $(grep -o 'layout_ms=[0-9.]*' "$out/deep10000.txt" | head -1 | sed 's/=/ /') per ViewLayout"
elif [ "$status" -gt 128 ]; then
    deep_check="deep/10000: CRASHED (signal $((status - 128)); exit $status)"
else
    deep_check="deep/10000: FAILED (exit $status)"
fi
echo "$deep_check" >&2

step "Trellis: peak memory of the 100k-node trees (fresh process each)"
: > "$out/memory.txt"
for tree in wide/100000 grid/316x316; do
    "$bin" --machine --memory "$tree" >> "$out/memory.txt"
done

# The large trees' cost per node, paired (issue 14): both trees of a pair back to back in
# each round, on one processor.
step "Trellis: trellis-bench --scaling (large trees, paired rounds)"
"$bin" --machine --scaling > "$out/scaling.txt"

# Instruction counts for nested/10 and nested/20 (callgrind): the per-node comparison
# without the timing noise. Skipped without valgrind.
instructions=()
if command -v valgrind >/dev/null && command -v callgrind_annotate >/dev/null; then
    for tree in leaf/1 nested/10 nested/20; do
        step "callgrind: $tree"
        count="$("$here/callgrind.sh" "$tree" 20 2>/dev/null | sed -n 's/^instructions: \([0-9]*\) per call.*/\1/p' || true)"
        if [ -n "$count" ]; then instructions+=(--instructions "$tree=$count"); fi
    done
fi

# --- 5. report -----------------------------------------------------------------
step "report (also in $out/report.txt)"
info+=(--info "load avg: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null) at the end")
trellis_files=() taffy_files=()
for r in $(seq 1 "$rounds"); do
    trellis_files+=(--trellis "$out/trellis.$r.txt")
    taffy_files+=(--taffy "$out/taffy.$r.txt")
done
"$venv/bin/python" "$here/compare_table.py" "${trellis_files[@]}" "${taffy_files[@]}" --memory "$out/memory.txt" \
    --scaling "$out/scaling.txt" --crash-check "$deep_check" --clock "$clock" "${info[@]}" "${instructions[@]}" | tee "$out/report.txt"
fi

# --- 6. the scenes: Trellis vs Takumi, pictures ------------------------------------
if [ -n "$scenes" ]; then
    rm -f "$out"/render.*.txt "$out"/takumi.*.txt
    render_round() {
        step "scenes, round $1/$rounds, Trellis: render-bench --runs $scene_runs"
        "$render_bin" --machine --runs "$scene_runs" > "$out/render.$1.txt"
    }
    takumi_round() {
        step "scenes, round $1/$rounds, Takumi: takumi_scenes.py --runs $scene_runs"
        "$venv/bin/python" "$here/takumi_scenes.py" --machine --runs "$scene_runs" > "$out/takumi.$1.txt"
    }
    for r in $(seq 1 "$rounds"); do
        if [ $((r % 2)) -eq 1 ]; then render_round "$r"; takumi_round "$r"; else takumi_round "$r"; render_round "$r"; fi
    done
    render_files=() takumi_files=()
    for r in $(seq 1 "$rounds"); do
        render_files+=(--trellis "$out/render.$r.txt")
        takumi_files+=(--takumi "$out/takumi.$r.txt")
    done
    if [ -z "$trees" ]; then
        printf '== Setup ==\n' | tee -a "$out/report.txt"
        for ((i = 1; i < ${#info[@]}; i += 2)); do echo "${info[$i]}"; done | grep -v '^taffy:' | tee -a "$out/report.txt"
        echo "load avg: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null) at the end" | tee -a "$out/report.txt"
    fi
    "$venv/bin/python" "$here/scene_table.py" "${render_files[@]}" "${takumi_files[@]}" --clock "$clock" | tee -a "$out/report.txt"
fi
