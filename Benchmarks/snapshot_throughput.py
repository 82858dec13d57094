#!/usr/bin/env python3
"""How fast `trellis snapshot` checks a suite: pictures checked per second after the build,
with one preview program and with one per core.

Makes a suite of PREVIEWS previews (default 200) in a temporary folder: the view files of
Examples/SnapshotTesting (Cards and Settings, 41 previews) plus generated files of ten previews
each that use those views, drawn in VARIANTS variants (light/dark x large/accessibility2 = 4) at
@2x. Records the references once (that run also builds the suite), then checks them with
--jobs 1 and --jobs <cores>, timing from the "Drawing…" line (the build done) to the end.

    python3 Benchmarks/snapshot_throughput.py [--previews 200] [--keep]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, "Examples", "SnapshotTesting", "Sources")

TEMPLATES = [
    '#Preview("Badge {i}", traits: .sizeThatFitsLayout) {{ Badge("Item {i}", kind: [.info, .success, .warning, .danger][{i} % 4]).padding() }}',
    '#Preview("Stat {i}", traits: .sizeThatFitsLayout) {{ StatCard(title: "Metric {i}", value: "{i},000", change: Double({i} % 7 - 3) / 10).padding() }}',
    '#Preview("Row {i}", traits: .sizeThatFitsLayout) {{ SettingRow("Setting {i}", systemImage: "wifi", tint: .blue, value: "Value {i}").padding() }}',
    '#Preview("Profile {i}", traits: .sizeThatFitsLayout) {{ ProfileCard(name: "Person {i}", role: "Role number {i}") }}',
    '#Preview("Avatar {i}", traits: .sizeThatFitsLayout) {{ Avatar(name: "Name {i}", size: CGFloat(24 + {i} % 5 * 12)).padding() }}',
    '#Preview("Screen {i}") {{ SettingsScreen(name: "Person {i}", email: "person{i}@example.com") }}',
    '#Preview("Toggle {i}", traits: .sizeThatFitsLayout) {{ ToggleRow("Option {i}", detail: "What option {i} does", isOn: .constant({i} % 2 == 0)).padding() }}',
    '#Preview("Plans {i}", traits: .sizeThatFitsLayout) {{ PlanPicker(plans: PlanPicker.samples, selected: {i} % 2 == 0 ? "Free" : "Team").padding() }}',
]


def make_suite(folder, previews):
    app = os.path.join(folder, "App")
    os.makedirs(app)
    count = 0
    for module in ("Cards", "Settings"):
        for name in sorted(os.listdir(os.path.join(EXAMPLE, module))):
            if name.endswith(".swift"):
                shutil.copy(os.path.join(EXAMPLE, module, name), os.path.join(app, name))
                count += open(os.path.join(app, name)).read().count("#Preview")
    index = 0
    files = 0
    while count < previews:
        lines = ["import SwiftUI", ""]
        for _ in range(min(10, previews - count)):
            lines.append(TEMPLATES[index % len(TEMPLATES)].format(i=index))
            index += 1
            count += 1
        files += 1
        with open(os.path.join(app, "Generated%03d.swift" % files), "w") as file:
            file.write("\n".join(lines) + "\n")
    with open(os.path.join(app, ".trellis-snapshots.json"), "w") as file:
        json.dump({"colorSchemes": ["light", "dark"], "dynamicTypeSizes": ["large", "accessibility2"], "scale": 2}, file)
    return app, count


def run(trellis, app, arguments):
    """Runs trellis snapshot; returns (seconds after the build, seconds in all, summary line)."""
    start = time.monotonic()
    drawing = None
    process = subprocess.Popen([trellis, "snapshot", app, "--report", os.path.join(os.path.dirname(app), "report")] + arguments,
                               stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
    summary = ""
    for line in process.stderr:
        if line.strip() == "Drawing…" and drawing is None:
            drawing = time.monotonic()
        if line.startswith("Snapshots: "):
            summary = line.strip()
    process.wait()
    end = time.monotonic()
    if process.returncode != 0:
        sys.exit("trellis snapshot %s failed: %s" % (" ".join(arguments), summary))
    return end - (drawing or start), end - start, summary


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--previews", type=int, default=200)
    parser.add_argument("--keep", action="store_true", help="keep the suite's folder")
    options = parser.parse_args()
    subprocess.run(["swift", "build", "--product", "trellis"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    trellis = os.path.join(ROOT, ".build", "debug", "trellis")
    folder = tempfile.mkdtemp(prefix="trellis-snapshot-bench-")
    try:
        app, previews = make_suite(folder, options.previews)
        cores = os.cpu_count() or 1
        after, total, summary = run(trellis, app, ["--record"])
        pictures = int(summary.split()[1])
        print("# %d previews x 4 variants = %d pictures at @2x; %d cores" % (previews, pictures, cores))
        print("# record (builds the suite): %.1f s in all, %.1f s after the build" % (total, after))
        print("%-10s %10s %12s %12s" % ("jobs", "pictures", "seconds", "pictures/s"))
        for jobs in sorted({1, cores}):
            after, total, summary = run(trellis, app, ["--jobs", str(jobs)])
            print("%-10d %10d %12.1f %12.1f   (%.1f s with the no-op build; %s)" % (jobs, pictures, after, pictures / after, total, summary))
    finally:
        if options.keep:
            print("# the suite: " + folder)
        else:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
