extension SnapshotReviewPage {
    /// The page's style, inline (the page must open from a CI artefact with nothing beside it but
    /// its pictures). Light and dark follow the reader's system; pictures sit on a checkerboard
    /// so transparent pixels show, and are drawn as sharp squares when zoomed in.
    static let style = #"""
        :root {
          color-scheme: light dark;
          --page: #f2f2f7; --surface: #fff; --text: #1c1c1e; --muted: #6e6e73; --line: #d8d8de; --accent: #0a84ff;
          --failed: #c4281c; --failed-soft: #fde2e1; --passed: #1d7a3a; --passed-soft: #dcf5e3; --recorded: #8a5a00; --recorded-soft: #fff1cc;
          --removed: #fbe4e2; --removed-mark: #f4b4ae; --added: #dff4e4; --added-mark: #a6dfb3; --fold: #eef0f5;
          --check-a: #e9e9ee; --check-b: #fbfbfd; --shadow: 0 1px 3px rgba(0,0,0,.08), 0 4px 16px rgba(0,0,0,.04);
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --page: #111114; --surface: #1c1c20; --text: #ececf1; --muted: #9a9aa3; --line: #34343b; --accent: #4ba3ff;
            --failed: #ff7b70; --failed-soft: #4a1c19; --passed: #6fd08c; --passed-soft: #173622; --recorded: #ffcf66; --recorded-soft: #3d3116;
            --removed: #3b1d1c; --removed-mark: #7a2f2a; --added: #16321f; --added-mark: #2a6b3c; --fold: #24242a;
            --check-a: #2a2a30; --check-b: #202025; --shadow: 0 1px 3px rgba(0,0,0,.5);
          }
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Inter", "Segoe UI", "Helvetica Neue", sans-serif; background: var(--page); color: var(--text); }
        a { color: var(--accent); }
        header.top { position: sticky; top: 0; z-index: 10; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 20px; padding: 12px 24px;
          background: color-mix(in srgb, var(--surface) 92%, transparent); backdrop-filter: blur(8px); border-bottom: 1px solid var(--line); }
        h1 { font-size: 17px; margin: 0; font-weight: 650; }
        .summary { margin: 0; display: flex; gap: 6px; }
        .count { font-size: 12.5px; font-weight: 600; padding: 2px 10px; border-radius: 999px; font-variant-numeric: tabular-nums; }
        .count.failed { background: var(--failed-soft); color: var(--failed); }
        .count.failed.none { background: var(--fold); color: var(--muted); }
        .count.matched { background: var(--passed-soft); color: var(--passed); }
        .count.recorded { background: var(--recorded-soft); color: var(--recorded); }
        .filters { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; margin-left: auto; }
        input[type=search], select { font: inherit; color: inherit; background: var(--surface); border: 1px solid var(--line); border-radius: 8px; padding: 5px 10px; }
        input[type=search] { width: 260px; }
        input[type=search]:focus, select:focus { outline: 2px solid var(--accent); outline-offset: -1px; }
        .check { display: inline-flex; align-items: center; gap: 6px; user-select: none; }
        main { padding: 20px 24px 48px; max-width: 1800px; margin: 0 auto; }
        .all-passed { margin: 8px 0 24px; padding: 18px 22px; border-radius: 14px; background: var(--passed-soft); color: var(--passed); font-size: 16px; font-weight: 600; }
        .nothing { color: var(--muted); text-align: center; padding: 40px; }
        h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 8px 0 12px; font-weight: 650; }
        h2 .shown { font-variant-numeric: tabular-nums; margin-left: 4px; }
        .group + .group { margin-top: 32px; }
        .card { background: var(--surface); border-radius: 14px; box-shadow: var(--shadow); border: 1px solid var(--line);
          border-left: 4px solid var(--failed); padding: 14px 18px 18px; margin-bottom: 18px; }
        .card-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px 10px; }
        h3 { font-size: 16px; margin: 0; font-weight: 600; }
        h3 a.anchor { color: inherit; text-decoration: none; }
        h3 a.anchor:hover { text-decoration: underline; }
        .file { color: var(--muted); font-weight: 500; }
        .sep { color: var(--muted); margin: 0 2px; }
        .variant { font-size: 12px; padding: 1px 8px; border-radius: 6px; background: var(--fold); color: var(--text); white-space: nowrap; }
        .badge { font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 6px; background: var(--failed-soft); color: var(--failed); margin-left: auto; }
        .what { margin: 6px 0 0; }
        .pixels { margin: 2px 0 0; color: var(--muted); font-variant-numeric: tabular-nums; }
        pre.reason { margin: 10px 0 0; padding: 10px 12px; border-radius: 8px; background: var(--removed); color: var(--text); white-space: pre-wrap;
          font: 12.5px/1.5 ui-monospace, "SF Mono", "DejaVu Sans Mono", Menlo, monospace; max-height: 50vh; overflow: auto; }
        .pictures { margin-top: 12px; }
        .tools { display: flex; justify-content: flex-end; margin-bottom: 6px; color: var(--muted); font-size: 12.5px; }
        .tools select { padding: 2px 6px; font-size: 12.5px; }
        .panels { display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); gap: 14px; align-items: start; }
        .card.zoomed .panels { grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); }
        figure { margin: 0; min-width: 0; }
        figcaption { display: flex; align-items: center; min-height: 20px; gap: 6px; font-size: 12px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; margin-bottom: 5px; }
        figcaption .showing { text-transform: none; letter-spacing: 0; font-weight: 500; }
        figcaption a.open { margin-left: auto; text-decoration: none; font-size: 13px; }
        .frame { border: 1px solid var(--line); border-radius: 8px; overflow: hidden;
          background: repeating-conic-gradient(var(--check-a) 0 25%, var(--check-b) 0 50%) 0 0 / 16px 16px; }
        .card.zoomed .frame { overflow: auto; max-height: 78vh; }
        .picture { display: block; width: 100%; height: auto; }
        .card.zoomed .picture { max-width: none; }
        .card.pixelated .picture { image-rendering: pixelated; }
        .stack { position: relative; cursor: pointer; outline: none; }
        .stack:focus-visible { box-shadow: inset 0 0 0 2px var(--accent); }
        .stack .over { position: absolute; left: 0; top: 0; }
        .stack.sized .picture { position: absolute; left: 0; top: 0; }
        .divider { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--accent); box-shadow: 0 0 0 1px rgba(255,255,255,.6); pointer-events: none; }
        .slider { width: 100%; margin: 8px 0 0; accent-color: var(--accent); }
        .layout { margin-top: 16px; }
        h4 { margin: 0 0 4px; font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); font-weight: 600; }
        h4 .counts { text-transform: none; letter-spacing: 0; font-weight: 500; margin-left: 6px; }
        .layout.same p { margin: 0; color: var(--muted); }
        .legend { margin: 0 0 6px; font-size: 12px; color: var(--muted); }
        .key { font: 12px ui-monospace, "SF Mono", "DejaVu Sans Mono", Menlo, monospace; padding: 0 6px; border-radius: 4px; margin-right: 4px; color: var(--text); }
        .key.removed { background: var(--removed); }
        .key.added { background: var(--added); }
        .diff { border: 1px solid var(--line); border-radius: 8px; overflow: auto; font: 12.5px/1.6 ui-monospace, "SF Mono", "DejaVu Sans Mono", Menlo, monospace; }
        .row { display: flex; white-space: pre; min-width: max-content; }
        .row .sign { flex: none; width: 24px; text-align: center; color: var(--muted); user-select: none; }
        .row code { font: inherit; padding-right: 12px; }
        .row.removed { background: var(--removed); }
        .row.added { background: var(--added); }
        .row.removed .sign, .row.added .sign { color: var(--text); font-weight: 700; }
        .row mark { color: inherit; border-radius: 3px; padding: 0 1px; }
        .row.removed mark { background: var(--removed-mark); }
        .row.added mark { background: var(--added-mark); }
        details.fold > summary { list-style: none; cursor: pointer; background: var(--fold); color: var(--muted); padding: 0 0 0 24px; font-size: 12px; user-select: none; }
        details.fold > summary::-webkit-details-marker { display: none; }
        details.fold > summary::before { content: "⋯ "; }
        details.fold[open] > summary::before { content: "▾ "; }
        ul.passed { list-style: none; margin: 0; padding: 6px; background: var(--surface); border: 1px solid var(--line); border-radius: 14px;
          display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); gap: 0 12px; }
        ul.passed li { display: flex; align-items: baseline; gap: 8px; padding: 5px 10px; border-radius: 8px; min-width: 0; }
        ul.passed li:hover { background: var(--fold); }
        ul.passed .subject { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        ul.passed .mark { color: var(--passed); font-weight: 700; }
        ul.passed li.recorded .mark { color: var(--recorded); }
        ul.passed .variant { font-size: 11.5px; }
        ul.passed .tag { font-size: 11.5px; color: var(--recorded); }
        ul.passed a.open { margin-left: auto; font-size: 12px; text-decoration: none; }
        @media (max-width: 700px) { header.top, main { padding-left: 12px; padding-right: 12px; } input[type=search] { width: 100%; } .filters { margin-left: 0; } }
        """#
}
