extension ServePage {
    /// What a pointer and keys do on a canvas: a click taps the preview, a press moved a few
    /// pixels drags it, the wheel scrolls it, keys type into the field a tap focused.
    static let pointerScript = #"""
        // A click on a canvas taps the preview there (frames are in the window's coordinates),
        // unless the pointer moved far enough while it was down to make it a drag.
        function tapAt(index, canvas, event) {
          if (dragged) { dragged = false; return; }
          if (resizing || event.target.classList.contains('resize-handle')) return;
          const bounds = canvas.getBoundingClientRect();
          const w = state.previews[index].window;
          const x = event.clientX - bounds.left - w.x, y = event.clientY - bounds.top - w.y;
          request('tap', { kind: 'tap', preview: state.previews[index].name, x: num(x), y: num(y) });
        }

        // The scroll wheel scrolls the scroll view under the pointer.
        function scrollAt(index, canvas, event) {
          if (resizing) return;
          event.preventDefault();
          const bounds = canvas.getBoundingClientRect();
          const w = state.previews[index].window;
          const lines = event.deltaMode === 1 ? 16 : 1;
          request('scroll', {
            kind: 'scroll', preview: state.previews[index].name,
            x: num(event.clientX - bounds.left - w.x), y: num(event.clientY - bounds.top - w.y),
            dx: num(event.deltaX * lines), dy: num(event.deltaY * lines),
          });
        }

        // Keys go to the text field a tap focused; without one they move the inspector.
        function keyTo(index, event) {
          const preview = state.previews[index];
          if (!preview.editing || event.ctrlKey || event.metaKey || event.altKey) return false;
          let sent = null;
          if (event.key === 'Backspace') sent = { kind: 'delete' };
          else if (event.key === 'Enter') sent = { kind: 'submit' };
          else if (event.key.length === 1) sent = { kind: 'type', text: event.key };
          if (!sent) return false;
          event.preventDefault();
          request(sent.kind, { ...sent, preview: preview.name });
          return true;
        }

        // The pointer held down on a canvas and moved at least `dragThreshold` pixels (one point
        // per CSS pixel) is a drag, sent when it is released: from where it went down to where
        // it came up, in the window's coordinates as a tap's point. Less is a click.
        const dragThreshold = 4;
        let pressed = null, dragged = false;
        function pressOn(index, canvas, event) {
          dragged = false;
          if (resizing || event.button !== 0 || event.target.classList.contains('resize-handle')) return;
          // The canvas is drawn anew on each answer: where its window is, is kept from now.
          const bounds = canvas.getBoundingClientRect();
          const w = state.previews[index].window;
          pressed = { index, left: bounds.left + w.x, top: bounds.top + w.y, x: event.clientX, y: event.clientY, moved: false };
        }
        document.addEventListener('mousemove', (event) => {
          if (pressed && Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) >= dragThreshold) pressed.moved = true;
        });
        document.addEventListener('mouseup', (event) => {
          const press = pressed;
          pressed = null;
          if (!press || !press.moved) return;
          // The click the browser sends after this release is the drag's, not a tap.
          dragged = true;
          request('drag', {
            kind: 'drag', preview: state.previews[press.index].name,
            x: num(press.x - press.left), y: num(press.y - press.top),
            toX: num(event.clientX - press.left), toY: num(event.clientY - press.top),
          });
        });
        """#
}
