/// `trellis serve`'s page: plain HTML, its style and its script, served by the command itself
/// (nothing is fetched from elsewhere, so the page works offline).
enum ServePage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Trellis previews</title>
        <link rel="stylesheet" href="/page.css">
        </head>
        <body>
        <header>
          <h1><span id="file">…</span> <select id="files" hidden aria-label="File"></select> <span id="status" class="status building">Connecting…</span></h1>
          <label>Device <select id="device"></select></label>
          <label>Appearance <select id="colorScheme"><option value="light">Light</option><option value="dark">Dark</option></select></label>
          <label>Dynamic Type <select id="dynamicTypeSize"></select></label>
          <label>Design <select id="os"><option value="">As started</option><option value="18">iOS 18</option><option value="26">iOS 26</option></select></label>
          <label><input type="checkbox" id="outlines"> Outline frames</label>
          <button id="resetSize" type="button" title="Back to the device's screen">Device size</button>
          <button id="resetState" type="button" title="Every preview back to its first state">Reset state</button>
          <span id="timing"></span>
        </header>
        <pre id="errors" hidden></pre>
        <div id="messages" hidden></div>
        <main>
          <section id="previews" aria-label="Previews"></section>
          <aside id="inspector" aria-label="Inspector">
            <h2>Inspector</h2>
            <p id="inspector-hint">Point at a view, or click a canvas and press Tab. Arrows: ↑ parent, ↓ first child, ← → siblings. A click taps the preview; after tapping a text field, type into it.</p>
            <dl id="inspector-details" hidden>
              <dt>View</dt><dd id="inspector-kind"></dd>
              <dt>Text</dt><dd id="inspector-text"></dd>
              <dt>Proposed</dt><dd id="inspector-proposal"></dd>
              <dt>Size</dt><dd id="inspector-size"></dd>
              <dt>Frame in window</dt><dd id="inspector-frame-window"></dd>
              <dt>Frame in parent</dt><dd id="inspector-frame-parent"></dd>
              <dt>Ancestors</dt><dd><ol id="inspector-ancestors"></ol></dd>
              <dt>Children</dt><dd><ol id="inspector-children"></ol></dd>
            </dl>
          </aside>
        </main>
        <script src="/inspector.js"></script>
        </body>
        </html>
        """#
}
