extension ServePage {
    /// What a pointer and keys do on a canvas: a press taps the preview, a press moved a few
    /// pixels drags it, the wheel scrolls it, keys type into the field a tap focused.
    static let pointerScript = #"""
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

        // A press on a canvas is a tap where it went down, sent when the pointer is released;
        // moved at least `dragThreshold` pixels (one point per CSS pixel) while down, it is a drag
        // from there to where it came up. Points are in the window's coordinates (frames are).
        // Taken from the press, not the click that follows: the canvas may be drawn anew (an
        // earlier event's answer) between the two, and a click would then be lost.
        const dragThreshold = 4;
        let pressed = null;
        function pressOn(index, canvas, event) {
          if (resizing || event.button !== 0 || event.target.classList.contains('resize-handle')) return;
          const bounds = canvas.getBoundingClientRect();
          const w = state.previews[index].window;
          pressed = {
            preview: state.previews[index].name, left: bounds.left + w.x, top: bounds.top + w.y,
            x: event.clientX, y: event.clientY, moved: false,
          };
        }
        document.addEventListener('mousemove', (event) => {
          if (pressed && Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) >= dragThreshold) pressed.moved = true;
        });
        document.addEventListener('mouseup', (event) => {
          if (event.button !== 0) return;
          const press = pressed;
          pressed = null;
          if (!press) return;
          const x = num(press.x - press.left), y = num(press.y - press.top);
          if (!press.moved) { request('tap', { kind: 'tap', preview: press.preview, x, y }); return; }
          request('drag', {
            kind: 'drag', preview: press.preview, x, y,
            toX: num(event.clientX - press.left), toY: num(event.clientY - press.top),
          });
        });
        """#
}
