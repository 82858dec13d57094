extension ServePage {
    static let style = #"""
        :root { color-scheme: light; --accent: #0a84ff; --line: #d8d8de; --muted: #6e6e73; }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font: 13px/1.4 system-ui, -apple-system, "Inter", "Helvetica Neue", sans-serif; background: #f2f2f7; color: #1c1c1e; }
        header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; padding: 10px 16px; background: #fff; border-bottom: 1px solid var(--line); position: sticky; top: 0; z-index: 10; }
        h1 { font-size: 15px; margin: 0 12px 0 0; font-weight: 600; }
        h2 { font-size: 13px; margin: 0 0 8px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
        select, button { font: inherit; }
        .status { font-size: 12px; font-weight: 500; padding: 2px 8px; border-radius: 10px; margin-left: 6px; }
        .status.building { background: #fff4d6; color: #8a5a00; }
        .status.ready { background: #dcf5e3; color: #1d6b34; }
        .status.failed, .status.disconnected { background: #fde2e1; color: #a3221b; }
        #timing { color: var(--muted); font-variant-numeric: tabular-nums; margin-left: auto; }
        #errors { margin: 12px 16px 0; padding: 10px 12px; background: #fff5f5; border: 1px solid #f3b8b5; border-radius: 8px; color: #8c1d18; white-space: pre-wrap; font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; max-height: 40vh; overflow: auto; }
        #messages { margin: 8px 16px 0; color: #8a5a00; white-space: pre-wrap; }
        main { display: grid; grid-template-columns: 1fr 330px; gap: 16px; padding: 16px; align-items: start; }
        #previews { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; min-width: 0; }
        .card { background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgba(0,0,0,.12); padding: 10px 10px 14px; }
        .card-title { display: flex; justify-content: space-between; gap: 12px; margin-bottom: 8px; font-weight: 600; }
        .card-title .size { font-weight: 400; color: var(--muted); font-variant-numeric: tabular-nums; }
        .canvas { position: relative; outline: 1px solid var(--line); cursor: crosshair; user-select: none; }
        .canvas:focus { outline: 2px solid var(--accent); }
        .canvas.dark { background: #000; }
        .picture, .picture svg { display: block; }
        .layer { position: absolute; width: 0; height: 0; pointer-events: none; overflow: visible; }
        .window-box { position: absolute; left: 0; top: 0; outline: 1px dashed rgba(10,132,255,.45); }
        .box { position: absolute; }
        .highlight { border: 2px solid var(--accent); background: rgba(10,132,255,.12); margin: -1px; }
        .outline { border: 1px solid rgba(255,59,48,.75); }
        .outline span { position: absolute; left: 0; top: 0; font: 9px/1.2 ui-monospace, monospace; background: rgba(255,59,48,.85); color: #fff; padding: 0 2px; white-space: nowrap; }
        .resize-handle { position: absolute; right: -9px; bottom: -9px; width: 18px; height: 18px; border-radius: 50%; background: #fff; border: 2px solid var(--accent); cursor: nwse-resize; pointer-events: auto; }
        .window-box.resizing { outline: 2px dashed var(--accent); }
        #inspector { background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgba(0,0,0,.12); padding: 12px 14px; position: sticky; top: 64px; max-height: calc(100vh - 80px); overflow: auto; }
        #inspector-hint { color: var(--muted); margin: 0 0 8px; }
        dl { display: grid; grid-template-columns: 110px 1fr; gap: 6px 8px; margin: 0; }
        dt { color: var(--muted); }
        dd { margin: 0; font-variant-numeric: tabular-nums; word-break: break-word; }
        #inspector-kind { font-weight: 600; }
        ol { margin: 0; padding-left: 18px; }
        a.view-link { color: var(--accent); text-decoration: none; cursor: pointer; }
        a.view-link:hover { text-decoration: underline; }
        """#
}
