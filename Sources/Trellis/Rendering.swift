// Drawing: `ImageRenderer` (PNG and SVG), the renderers and the image library.
@_exported import TrellisRendering
