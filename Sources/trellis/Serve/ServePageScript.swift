extension ServePage {
    /// The page's script: listens for builds, asks for the previews, draws them and inspects
    /// their layout (the `trellis layout --json` views of each preview); what a pointer and
    /// keys do on a canvas is `pointerScript`. `window.trellis` exposes its state, for tests.
    static let script = mainScript + pointerScript + "\nstart();\n"

    private static let mainScript = #"""
        'use strict';
        const $ = (id) => document.getElementById(id);
        const typeSizes = ['xSmall', 'small', 'medium', 'large', 'xLarge', 'xxLarge', 'xxxLarge',
          'accessibility1', 'accessibility2', 'accessibility3', 'accessibility4', 'accessibility5'];
        const state = {
          generation: 0, status: null, previews: [], settings: {}, size: null,
          selected: null, outlines: false, inFlight: false, pending: null, lastDraw: null, lastBuild: null,
          draws: 0, queue: [], events: 0, lastEvent: null,
        };
        window.trellis = state;

        // Numbers as Trellis prints them: at most three decimals, no trailing zeros; nil for no value.
        function num(value) {
          if (value === null || value === undefined) return 'nil';
          if (typeof value === 'string') return value === 'inf' ? '∞' : value;
          return String(Number(value.toFixed(3)));
        }
        const sizeText = (s) => `${num(s.width)} × ${num(s.height)}`;
        const frameText = (x, y, w, h) => `(${num(x)}, ${num(y)}) ${num(w)} × ${num(h)}`;

        function saveSettings() {
          localStorage.setItem('trellis-settings', JSON.stringify({ ...state.settings, outlines: state.outlines }));
        }

        async function start() {
          for (const name of typeSizes) $('dynamicTypeSize').add(new Option(name, name));
          const { devices, defaultDevice } = await (await fetch('/devices')).json();
          for (const device of devices) $('device').add(new Option(`${device.name} (${device.width} × ${device.height})`, device.name));
          const saved = JSON.parse(localStorage.getItem('trellis-settings') || '{}');
          state.settings = { device: saved.device || defaultDevice, colorScheme: saved.colorScheme || 'light', dynamicTypeSize: saved.dynamicTypeSize || 'large', os: saved.os || '' };
          state.outlines = !!saved.outlines;
          $('device').value = state.settings.device;
          $('colorScheme').value = state.settings.colorScheme;
          $('dynamicTypeSize').value = state.settings.dynamicTypeSize;
          $('os').value = state.settings.os;
          $('outlines').checked = state.outlines;
          for (const id of ['device', 'colorScheme', 'dynamicTypeSize', 'os']) {
            $(id).addEventListener('change', () => {
              state.settings[id] = $(id).value;
              if (id === 'device') state.size = null;
              saveSettings();
              request('settings');
            });
          }
          $('outlines').addEventListener('change', () => { state.outlines = $('outlines').checked; saveSettings(); drawOverlays(); });
          $('files').addEventListener('change', () => fetch('/select?file=' + $('files').value, { method: 'POST' }));
          $('resetSize').addEventListener('click', () => { state.size = null; request('device size'); });
          $('resetState').addEventListener('click', () => request('reset', { kind: 'reset' }));
          listen();
        }

        function listen() {
          const events = new EventSource('/events');
          events.addEventListener('state', (event) => onState(JSON.parse(event.data)));
          events.onerror = () => setStatus('disconnected', 'Disconnected: is trellis serve running?');
        }

        function setStatus(kind, text) {
          $('status').className = 'status ' + kind;
          $('status').textContent = text;
        }

        function onState(s) {
          state.status = s.status;
          $('file').textContent = s.file;
          // A folder: a menu of its files with previews instead of the name.
          const files = s.files || [];
          $('files').hidden = files.length < 2;
          $('file').hidden = files.length >= 2;
          if ($('files').options.length !== files.length || [...$('files').options].some((o, i) => o.text !== files[i])) {
            $('files').replaceChildren(...files.map((name, i) => new Option(name, i)));
          }
          $('files').value = String(s.fileIndex);
          document.title = `${s.file} — Trellis`;
          if (s.status === 'building') { setStatus('building', s.progress ? `Building… ${s.progress}` : 'Building…'); state.sawBuilding = true; }
          if (s.status === 'ready') setStatus('ready', `Build ${s.generation}`);
          if (s.status === 'failed') setStatus('failed', 'Compile error: showing the last good build');
          $('errors').hidden = s.status !== 'failed';
          $('errors').textContent = s.status === 'failed' ? (s.message || '') : '';
          if (s.status === 'ready' && s.generation !== state.generation) {
            state.generation = s.generation;
            // Timed only when this page saw the build happen (not a page opened afterwards).
            state.lastBuild = { ...s, receivedAt: Date.now(), live: !!state.sawBuilding };
            state.sawBuilding = false;
            request('build');
          }
        }

        // One request at a time. Events (taps, keys) wait in order and every one is sent; of the
        // other wishes (settings, resizing) only the latest waits.
        async function request(reason, event) {
          // Scroll-wheel turns waiting together for one preview are sent as one.
          const last = state.queue[state.queue.length - 1];
          if (event && event.kind === 'scroll' && last && last.event.kind === 'scroll' && last.event.preview === event.preview) {
            last.event.dx = num(Number(last.event.dx) + Number(event.dx));
            last.event.dy = num(Number(last.event.dy) + Number(event.dy));
          } else if (event) state.queue.push({ reason, event }); else state.pending = reason;
          if (state.inFlight) return;
          state.inFlight = true;
          try {
            while (state.queue.length || state.pending) {
              const job = state.queue.length ? state.queue.shift() : { reason: state.pending, event: null };
              if (!job.event) state.pending = null;
              await send(job.reason, job.event);
            }
          } finally {
            state.inFlight = false;
          }
        }

        async function send(reason, event) {
          const started = performance.now();
          const query = new URLSearchParams();
          for (const [key, value] of Object.entries(state.settings)) if (value) query.set(key, value);
          if (state.size) { query.set('width', state.size.width); query.set('height', state.size.height); }
          if (event) for (const [key, value] of Object.entries(event)) query.set(key, value);
          try {
            const reply = event
              ? await (await fetch('/event?' + query, { method: 'POST' })).json()
              : await (await fetch('/previews?' + query)).json();
            show(reply, reason, started, event);
          } catch (error) {
            $('messages').hidden = false;
            $('messages').textContent = 'Could not reach trellis serve: ' + error;
          }
        }

        function show(reply, reason, started, event) {
          const answer = reply.answer;
          const messages = [...(reply.messages || [])];
          if (answer && answer.error) messages.push('error: ' + answer.error);
          $('messages').hidden = messages.length === 0;
          $('messages').textContent = messages.join('\n');
          if (!answer || !answer.previews) return;
          state.previews = answer.previews;
          drawPreviews();
          const roundTrip = performance.now() - started;
          const layoutMs = answer.previews.reduce((sum, p) => sum + p.layoutMilliseconds, 0);
          const drawMs = answer.previews.reduce((sum, p) => sum + p.drawMilliseconds, 0);
          state.draws += 1;
          state.lastDraw = {
            reason, generation: reply.generation, roundTripMs: roundTrip, layoutMs, drawMs, at: Date.now(),
            relaidOut: answer.previews.every((p) => p.relaidOut),
          };
          const build = state.lastBuild;
          const parts = `layout ${num(layoutMs)} ms, SVG ${num(drawMs)} ms`;
          let text = `${reason === 'build' ? 'Drawn' : 'Laid out again'} in ${num(roundTrip)} ms (${parts})`;
          if (reason === 'build' && build && build.live && build.buildSeconds !== undefined && build.builtAt) {
            text = `Compiled in ${num(build.buildSeconds)} s, on the page ${num(Date.now() - build.builtAt)} ms later (${parts})`;
          }
          if (event) {
            const touched = answer.previews.find((p) => p.event);
            const outcome = touched ? touched.event : 'reset';
            state.events += 1;
            state.lastEvent = { kind: event.kind, outcome, roundTripMs: roundTrip };
            text = `${outcome[0].toUpperCase()}${outcome.slice(1)}; drawn again in ${num(roundTrip)} ms (${parts})`;
          }
          $('timing').textContent = text;
        }

        function prefixIDs(svg, prefix) {
          return svg.replace(/^<\?xml[^>]*>\s*/, '')
            .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
            .replace(/url\(#([^)"]+)\)/g, `url(#${prefix}$1)`)
            .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
        }

        function drawPreviews() {
          const container = $('previews');
          // The canvas being typed into is drawn anew: it keeps the keyboard focus.
          const active = document.activeElement && document.activeElement.closest ? document.activeElement.closest('.card') : null;
          const focused = active ? Number(active.dataset.preview) : null;
          container.replaceChildren();
          state.previews.forEach((preview, index) => {
            const card = document.createElement('div');
            card.className = 'card';
            card.dataset.preview = index;
            const title = document.createElement('div');
            title.className = 'card-title';
            title.innerHTML = '<span class="name"></span><span class="size"></span>';
            title.querySelector('.name').textContent = preview.displayName || preview.name;
            title.querySelector('.size').textContent = sizeText(preview.window) + (preview.device ? ` · ${preview.device}` : '')
              + (preview.editing ? ` · typing into “${preview.editing}”` : '');
            const canvas = document.createElement('div');
            canvas.className = 'canvas' + (state.settings.colorScheme === 'dark' ? ' dark' : '');
            canvas.tabIndex = 0;
            canvas.style.width = preview.canvas.width + 'px';
            canvas.style.height = preview.canvas.height + 'px';
            const w = preview.window;
            canvas.innerHTML = `<div class="picture">${prefixIDs(preview.svg, `p${index}-`)}</div>`
              + `<div class="layer" style="left:${w.x}px;top:${w.y}px"><div class="outlines"></div><div class="highlights"></div>`
              + `<div class="window-box" style="width:${w.width}px;height:${w.height}px"><div class="resize-handle" title="Drag to resize the canvas"></div></div></div>`;
            // The SVG is sized in pixels at the display scale; the page shows one point per CSS pixel.
            const svg = canvas.querySelector('svg');
            if (svg) { svg.setAttribute('width', preview.canvas.width); svg.setAttribute('height', preview.canvas.height); }
            canvas.addEventListener('mousemove', (event) => pointAt(index, canvas, event));
            canvas.addEventListener('mousedown', (event) => pressOn(index, canvas, event));
            canvas.addEventListener('wheel', (event) => scrollAt(index, canvas, event), { passive: false });
            canvas.addEventListener('keydown', (event) => { if (!keyTo(index, event)) navigate(index, event); });
            canvas.querySelector('.resize-handle').addEventListener('mousedown', (event) => startResize(index, canvas, event));
            card.append(title, canvas);
            container.append(card);
          });
          if (focused !== null) { const canvas = container.querySelectorAll('.canvas')[focused]; if (canvas) canvas.focus(); }
          if (state.selected && !viewAt(state.selected.preview, state.selected.view)) state.selected = null;
          drawOverlays();
          inspect();
        }

        const viewAt = (preview, view) => state.previews[preview] && state.previews[preview].layout.views[view];

        // The deepest view under the pointer (the last drawn among equals).
        function pointAt(index, canvas, event) {
          if (resizing) return;
          // Frames are in the window's coordinates; the window sits at `window.x, window.y` in the picture.
          const bounds = canvas.getBoundingClientRect();
          const w = state.previews[index].window;
          const x = event.clientX - bounds.left - w.x, y = event.clientY - bounds.top - w.y;
          let found = null;
          for (const view of state.previews[index].layout.views) {
            const f = view.frame;
            if (x >= f.x && y >= f.y && x < f.x + f.width && y < f.y + f.height && (!found || view.depth >= found.depth)) found = view;
          }
          if (found && (!state.selected || state.selected.preview !== index || state.selected.view !== found.index)) select(index, found.index);
        }

        function select(preview, view) {
          state.selected = { preview, view };
          drawOverlays();
          inspect();
        }

        function children(preview, index) {
          return state.previews[preview].layout.views.filter((v) => v.parent === index);
        }

        function navigate(preview, event) {
          const views = state.previews[preview].layout.views;
          const current = state.selected && state.selected.preview === preview ? views[state.selected.view] : null;
          let next = null;
          if (event.key === 'Tab') next = current ? views[(current.index + (event.shiftKey ? views.length - 1 : 1)) % views.length] : views[0];
          else if (!current) return;
          else if (event.key === 'ArrowUp') next = current.parent !== null && current.parent !== undefined ? views[current.parent] : null;
          else if (event.key === 'ArrowDown') next = children(preview, current.index)[0];
          else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
            const siblings = current.parent !== null && current.parent !== undefined ? children(preview, current.parent) : [current];
            const at = siblings.indexOf(current) + (event.key === 'ArrowLeft' ? -1 : 1);
            next = siblings[at];
          } else return;
          event.preventDefault();
          if (next) select(preview, next.index);
        }

        function box(frame, className) {
          const element = document.createElement('div');
          element.className = 'box ' + className;
          element.style.left = frame.x + 'px';
          element.style.top = frame.y + 'px';
          element.style.width = Math.max(frame.width, 0) + 'px';
          element.style.height = Math.max(frame.height, 0) + 'px';
          return element;
        }

        function drawOverlays() {
          document.querySelectorAll('.card').forEach((card) => {
            const index = Number(card.dataset.preview);
            const outlines = card.querySelector('.outlines');
            const highlights = card.querySelector('.highlights');
            outlines.replaceChildren();
            highlights.replaceChildren();
            if (state.outlines) {
              for (const view of state.previews[index].layout.views) {
                const element = box(view.frame, 'outline');
                const label = document.createElement('span');
                label.textContent = `${num(view.frame.width)}×${num(view.frame.height)}`;
                element.append(label);
                outlines.append(element);
              }
            }
            if (state.selected && state.selected.preview === index) {
              const view = viewAt(index, state.selected.view);
              if (view) highlights.append(box(view.frame, 'highlight'));
            }
          });
        }

        function link(preview, view) {
          const a = document.createElement('a');
          a.className = 'view-link';
          a.href = '#';
          a.textContent = view.kind;
          a.dataset.view = view.index;
          a.addEventListener('click', (event) => { event.preventDefault(); select(preview, view.index); });
          return a;
        }

        function inspect() {
          const selected = state.selected;
          $('inspector-details').hidden = !selected;
          $('inspector-hint').hidden = !!selected;
          if (!selected) return;
          const views = state.previews[selected.preview].layout.views;
          const view = views[selected.view];
          const f = view.frame;
          const parent = view.parent !== null && view.parent !== undefined ? views[view.parent] : null;
          $('inspector-kind').textContent = view.kind;
          $('inspector-text').textContent = view.text || '—';
          $('inspector-proposal').textContent = sizeText(view.proposal);
          $('inspector-size').textContent = `${num(f.width)} × ${num(f.height)}`;
          $('inspector-frame-window').textContent = frameText(f.x, f.y, f.width, f.height);
          $('inspector-frame-parent').textContent = parent ? frameText(f.x - parent.frame.x, f.y - parent.frame.y, f.width, f.height) : frameText(f.x, f.y, f.width, f.height) + ' (the root)';
          const ancestors = [];
          for (let at = parent; at; at = at.parent !== null && at.parent !== undefined ? views[at.parent] : null) ancestors.unshift(at);
          $('inspector-ancestors').replaceChildren(...ancestors.map((a) => { const li = document.createElement('li'); li.append(link(selected.preview, a)); return li; }));
          $('inspector-children').replaceChildren(...children(selected.preview, view.index).map((c) => { const li = document.createElement('li'); li.append(link(selected.preview, c)); return li; }));
        }

        // Dragging a canvas's corner: the canvas follows the pointer, and the previews are laid
        // out again at its size (from the program's caches) as it goes.
        let resizing = null;
        function startResize(index, canvas, event) {
          event.preventDefault();
          event.stopPropagation();
          const preview = state.previews[index];
          const box = canvas.querySelector('.window-box');
          resizing = { box, x: event.clientX, y: event.clientY, width: preview.window.width, height: preview.window.height };
          box.classList.add('resizing');
        }
        document.addEventListener('mousemove', (event) => {
          if (!resizing) return;
          const width = Math.max(1, Math.round(resizing.width + event.clientX - resizing.x));
          const height = Math.max(1, Math.round(resizing.height + event.clientY - resizing.y));
          resizing.box.style.width = width + 'px';
          resizing.box.style.height = height + 'px';
          state.size = { width, height };
          request('resize');
        });
        document.addEventListener('mouseup', () => {
          if (!resizing) return;
          resizing.box.classList.remove('resizing');
          resizing = null;
          request('resize');
        });

        """#
}
