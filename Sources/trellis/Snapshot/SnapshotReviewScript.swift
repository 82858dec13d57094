extension SnapshotReviewPage {
    /// The page's script, inline: the filters, each comparison's slider and flip, the zoom, and
    /// the zoomed panels of a card scrolling together. It reads everything from the page itself
    /// (no data is embedded in the script, so nothing in a name can reach it unescaped).
    static let script = #"""
        'use strict';
        (() => {
          const $ = (selector, root = document) => root.querySelector(selector);
          const $$ = (selector, root = document) => [...root.querySelectorAll(selector)];

          // Filters: the text matches "file › preview"; the variant is matched whole.
          const filter = $('#filter');
          const variant = $('#variant');
          const failuresOnly = $('#failures-only');
          function applyFilters() {
            const text = filter.value.trim().toLowerCase();
            const wanted = variant ? variant.value : '';
            let shown = 0;
            for (const item of $$('[data-subject]')) {
              const visible = (!text || item.dataset.subject.toLowerCase().includes(text))
                && (!wanted || item.dataset.variant === wanted)
                && !(failuresOnly.checked && item.classList.contains('pass'));
              item.hidden = !visible;
              if (visible) shown += 1;
            }
            for (const group of $$('section[data-group]')) {
              const items = $$('[data-subject]', group);
              const visible = items.filter((item) => !item.hidden).length;
              $('.shown', group).textContent = visible === items.length ? String(items.length) : `${visible} of ${items.length}`;
              group.hidden = visible === 0;
            }
            $('#nothing').hidden = shown > 0 || $$('[data-subject]').length === 0;
          }
          filter.addEventListener('input', applyFilters);
          if (variant) variant.addEventListener('change', applyFilters);
          failuresOnly.addEventListener('change', applyFilters);

          // A comparison: the new picture over the reference, cut at the slider (the reference
          // left of the line); a click or Space flips between the two whole pictures.
          function setUpComparison(figure) {
            const stack = $('.stack', figure);
            const over = $('.over', stack);
            const divider = $('.divider', stack);
            const slider = $('.slider', figure);
            const showing = $('.showing', figure);
            const show = () => {
              const at = Number(slider.value);
              over.style.clipPath = `inset(0 0 0 ${at}%)`;
              divider.style.left = `${at}%`;
              divider.hidden = at <= 0 || at >= 100;
              showing.textContent = at >= 100 ? 'reference' : at <= 0 ? 'new' : 'reference ◀ ▶ new';
            };
            const flip = () => {
              slider.value = Number(slider.value) >= 100 ? 0 : 100;
              show();
            };
            slider.addEventListener('input', show);
            stack.addEventListener('click', flip);
            stack.addEventListener('keydown', (event) => {
              if (event.key === ' ' || event.key === 'Enter') { event.preventDefault(); flip(); }
            });
            show();
          }

          // Pictures of different sizes: each keeps its own size in the stack, both from the top left.
          function sizeStack(stack) {
            const pictures = $$('.picture', stack);
            const width = Math.max(...pictures.map((picture) => picture.naturalWidth));
            const height = Math.max(...pictures.map((picture) => picture.naturalHeight));
            stack.dataset.width = width;
            if (pictures.every((picture) => picture.naturalWidth === width && picture.naturalHeight === height)) return;
            stack.classList.add('sized');
            stack.style.aspectRatio = `${width} / ${height}`;
            for (const picture of pictures) {
              picture.style.width = `${picture.naturalWidth / width * 100}%`;
              picture.style.height = `${picture.naturalHeight / height * 100}%`;
            }
          }

          // Zoom: "fit" scales the pictures to their panels; n× shows each picture pixel as n × n
          // CSS pixels, drawn as squares from 2× up.
          function zoom(card, value) {
            const scale = value === 'fit' ? 0 : Number(value);
            card.classList.toggle('zoomed', scale > 0);
            card.classList.toggle('pixelated', scale >= 2);
            for (const picture of $$('.panel:not(.compare) .picture', card)) {
              picture.style.width = scale ? `${picture.naturalWidth * scale}px` : '';
            }
            for (const stack of $$('.stack', card)) {
              stack.style.width = scale && stack.dataset.width ? `${stack.dataset.width * scale}px` : '';
            }
          }

          // The zoomed panels of a card scroll together, so the same pixels stay side by side.
          function scrollTogether(card) {
            const frames = $$('.frame', card);
            let leader = null;
            for (const frame of frames) {
              frame.addEventListener('scroll', () => {
                if (leader && leader !== frame) return;
                leader = frame;
                for (const other of frames) {
                  if (other !== frame) { other.scrollLeft = frame.scrollLeft; other.scrollTop = frame.scrollTop; }
                }
                requestAnimationFrame(() => { leader = null; });
              });
            }
          }

          for (const card of $$('.card')) {
            for (const figure of $$('.panel.compare', card)) {
              setUpComparison(figure);
              const stack = $('.stack', figure);
              Promise.all($$('.picture', stack).map((picture) => picture.decode().catch(() => {}))).then(() => sizeStack(stack));
            }
            const select = $('.zoom', card);
            if (select) {
              select.addEventListener('change', () => {
                Promise.all($$('.picture', card).map((picture) => picture.decode().catch(() => {}))).then(() => zoom(card, select.value));
              });
            }
            scrollTogether(card);
          }
          applyFilters();
        })();
        """#
}
