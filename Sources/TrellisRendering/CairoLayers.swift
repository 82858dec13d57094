internal import CCairo
internal import Foundation
internal import TrellisCore

/// Layers: items drawn together, then composited with their opacity, shadow, filters, mask and
/// blend mode. Effects that need pixels (blur, colour matrices, shadows) work in device pixels,
/// on a surface the size of the canvas.
extension CairoDrawing {
    mutating func draw(_ layer: DisplayLayer) {
        guard !layer.items.isEmpty || layer.backdropBlur != nil, layer.opacity > 0, layer.transform.isDrawable else { return }
        cairo_save(context)
        if layer.transform != .identity {
            let t = layer.transform
            var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
            cairo_transform(context, &matrix)
        }
        // A projected layer's clip is in the layer's own coordinates: applied to its items
        // before they are projected (in `composite`).
        if let clip = layer.clip, layer.projection == nil {
            addPath(clip)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
            cairo_clip(context)
        }
        if let backdrop = layer.backdropBlur { blurBackdrop(backdrop) }
        let outerLabels = placedLabels
        if layer.transform != .identity { placedLabels = [] }
        let outerFillRule = fillsEvenOdd
        if layer.fillsEvenOdd { fillsEvenOdd = true }
        defer { fillsEvenOdd = outerFillRule }
        let composited = layer.shadow != nil || layer.opacity < 1 || !layer.filters.isEmpty || layer.mask != nil
            || layer.blendMode != .normal || layer.projection != nil
        if composited {
            composite(layer)
        } else {
            draw(layer.items)
        }
        if layer.transform != .identity { placedLabels = outerLabels }
        cairo_restore(context)
    }

    /// Draws the layer's items into a group, filters it, and paints it with the layer's shadow,
    /// mask, opacity and blend mode.
    private mutating func composite(_ layer: DisplayLayer) {
        cairo_push_group(context)
        if let projection = layer.projection, !projection.isAffine {
            // Drawn flat (clipped in the layer's coordinates), then projected.
            cairo_push_group(context)
            if let clip = layer.clip {
                addPath(clip)
                cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
                cairo_clip(context)
            }
            draw(layer.items)
            if let flat = cairo_pop_group(context) {
                if let region = DisplayItemBounds.of(layer.items), let projected = projectedPattern(flat, projection, region: region) {
                    cairo_set_source(context, projected)
                    cairo_paint(context)
                    cairo_pattern_destroy(projected)
                }
                cairo_pattern_destroy(flat)
            }
        } else {
            draw(layer.items)
        }
        guard var content = cairo_pop_group(context) else { return }
        // What the effects may touch, in user space: the items, grown by the blurs and shadow.
        let region = DisplayItemBounds.of(layer.items, filters: layer.filters, shadow: layer.shadow, projection: layer.projection)
        if !layer.filters.isEmpty, let filtered = filteredPattern(content, layer.filters, region: region) {
            cairo_pattern_destroy(content)
            content = filtered
        }
        defer { cairo_pattern_destroy(content) }
        if let shadow = layer.shadow { drawShadow(of: content, shadow, region: region) }
        var mask: OpaquePointer?
        if let maskItems = layer.mask {
            cairo_push_group(context)
            draw(maskItems)
            mask = cairo_pop_group(context)
        }
        defer { if let mask { cairo_pattern_destroy(mask) } }
        cairo_set_operator(context, Self.cairoOperator(layer.blendMode))
        if let mask {
            if layer.opacity < 1 {
                cairo_push_group(context)
                cairo_set_source(context, content)
                cairo_mask(context, mask)
                cairo_pop_group_to_source(context)
                cairo_paint_with_alpha(context, layer.opacity)
            } else {
                cairo_set_source(context, content)
                cairo_mask(context, mask)
            }
        } else {
            cairo_set_source(context, content)
            cairo_paint_with_alpha(context, layer.opacity)
        }
    }

    /// `content` drawn in device pixels on a surface covering `region` (user space; nil: the
    /// whole canvas) within the canvas. The surface's device offset puts its pixels where they
    /// are on the canvas, so it is drawn and used as a source in canvas coordinates (the caller
    /// destroys it).
    func deviceSurface(of content: OpaquePointer, format: cairo_format_t, region: CGRect?) -> OpaquePointer? {
        guard let target = cairo_get_target(context) else { return nil }
        let canvasWidth = Int(cairo_image_surface_get_width(target)), canvasHeight = Int(cairo_image_surface_get_height(target))
        var x0 = 0, y0 = 0, x1 = canvasWidth, y1 = canvasHeight
        if let region {
            var xs: [Double] = [], ys: [Double] = []
            for (ux, uy) in [(region.minX, region.minY), (region.maxX, region.minY), (region.minX, region.maxY), (region.maxX, region.maxY)] {
                var x = Double(ux), y = Double(uy)
                cairo_user_to_device(context, &x, &y)
                xs.append(x)
                ys.append(y)
            }
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
                  minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
            else { return nil }
            x0 = max(0, Int(minX.rounded(.down)) - 2); y0 = max(0, Int(minY.rounded(.down)) - 2)
            x1 = min(canvasWidth, Int(maxX.rounded(.up)) + 2); y1 = min(canvasHeight, Int(maxY.rounded(.up)) + 2)
        }
        guard x1 > x0, y1 > y0, let surface = cairo_image_surface_create(format, Int32(x1 - x0), Int32(y1 - y0)) else { return nil }
        cairo_surface_set_device_offset(surface, Double(-x0), Double(-y0))
        guard let surfaceContext = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_set_matrix(surfaceContext, &matrix)
        cairo_set_source(surfaceContext, content)
        cairo_paint(surfaceContext)
        cairo_destroy(surfaceContext)
        cairo_surface_flush(surface)
        return surface
    }

    /// `content` with `filters` applied, as a pattern in the current user space.
    private func filteredPattern(_ content: OpaquePointer, _ filters: [DisplayFilter], region: CGRect?) -> OpaquePointer? {
        guard let surface = deviceSurface(of: content, format: CAIRO_FORMAT_ARGB32, region: region) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for filter in filters {
            switch filter {
            case .blur(let radius):
                GaussianBlur.blur(pixels, width: width, height: height, stride: stride, channels: 4, sigma: Double(radius * scale) / 2)
            case .colorMatrix(let matrix):
                PixelColorMatrix.apply(matrix, to: pixels, width: width, height: height, stride: stride)
            }
        }
        cairo_surface_mark_dirty(surface)
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return nil }
        // User space → device pixels, which is where the surface's pixels are.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    /// Paints `content`'s shape in the shadow's colour, offset and blurred, under where the
    /// content will be painted: the content's alpha is drawn into a mask, blurred, then used to
    /// paint the colour.
    private func drawShadow(of content: OpaquePointer, _ shadow: DisplayShadow, region: CGRect?) {
        guard shadow.color.opacity > 0 else { return }
        cairo_save(context)
        cairo_translate(context, Double(shadow.offset.width), Double(shadow.offset.height))
        // The region is where the shadow lands; drawn moved by the offset, the content is taken
        // from that region moved back.
        let mask = deviceSurface(
            of: content, format: CAIRO_FORMAT_A8, region: region?.offsetBy(dx: -shadow.offset.width, dy: -shadow.offset.height))
        cairo_restore(context)
        guard let mask else { return }
        defer { cairo_surface_destroy(mask) }
        if let pixels = cairo_image_surface_get_data(mask) {
            GaussianBlur.blur(
                pixels, width: Int(cairo_image_surface_get_width(mask)), height: Int(cairo_image_surface_get_height(mask)),
                stride: Int(cairo_image_surface_get_stride(mask)), sigma: Double(shadow.radius * scale) / 2)
        }
        cairo_surface_mark_dirty(mask)
        cairo_save(context)
        cairo_identity_matrix(context)
        Self.setColor(context, shadow.color)
        cairo_mask_surface(context, mask, 0, 0)
        cairo_restore(context)
    }

    /// Cairo's operator for a blend mode. Cairo has no "plus darker"; multiply stands in
    /// (divergence register R8).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

/// A colour matrix applied to premultiplied ARGB32 pixels (Cairo's native-endian 0xAARRGGBB).
enum PixelColorMatrix {
    static func apply(_ matrix: ColorMatrix, to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                row[x] = transformed(row[x], matrix)
            }
        }
    }

    /// One premultiplied 0xAARRGGBB pixel through `matrix` (which works on unpremultiplied colour).
    static func transformed(_ pixel: UInt32, _ matrix: ColorMatrix) -> UInt32 {
        let alpha = Double(pixel >> 24) / 255
        var red = 0.0, green = 0.0, blue = 0.0
        if alpha > 0 {
            red = Double((pixel >> 16) & 0xFF) / 255 / alpha
            green = Double((pixel >> 8) & 0xFF) / 255 / alpha
            blue = Double(pixel & 0xFF) / 255 / alpha
        }
        let result = matrix.apply(red: min(red, 1), green: min(green, 1), blue: min(blue, 1), alpha: alpha)
        func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
        return byte(result.alpha) << 24 | byte(result.red * result.alpha) << 16 | byte(result.green * result.alpha) << 8
            | byte(result.blue * result.alpha)
    }
}
