internal import CCairo
internal import Foundation
internal import TrellisCore

/// Backdrop blur: what is already drawn under a layer (on the canvas, or in the group the
/// layer is drawn in), blurred within the layer's backdrop path, before the layer's items are
/// drawn over it — the frosting of Liquid Glass.
extension CairoDrawing {
    func blurBackdrop(_ backdrop: DisplayBackdropBlur) {
        guard backdrop.radius > 0, !backdrop.path.isEmpty, let target = cairo_get_group_target(context) else { return }
        let sigma = Double(backdrop.radius * scale) / 2
        // The pixels the blur reads: the path's bounds in device pixels, grown by three standard
        // deviations so pixels near the edge are blurred with their real neighbours.
        guard let bounds = deviceBounds(of: backdrop.path.boundingRect) else { return }
        let reach = Int((3 * sigma).rounded(.up))
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        // The target's pixels cover device coordinates −offset … −offset + size.
        let targetMinX = Int(-offsetX), targetMinY = Int(-offsetY)
        let targetMaxX = targetMinX + Int(cairo_image_surface_get_width(target))
        let targetMaxY = targetMinY + Int(cairo_image_surface_get_height(target))
        let x0 = max(targetMinX, bounds.x0 - reach), y0 = max(targetMinY, bounds.y0 - reach)
        let x1 = min(targetMaxX, bounds.x1 + reach), y1 = min(targetMaxY, bounds.y1 + reach)
        guard x1 > x0, y1 > y0, let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(x1 - x0), Int32(y1 - y0)) else {
            return
        }
        defer { cairo_surface_destroy(copy) }
        cairo_surface_set_device_offset(copy, Double(-x0), Double(-y0))
        // Copy the backdrop: both surfaces are addressed in the canvas's device coordinates.
        cairo_surface_flush(target)
        guard let copier = cairo_create(copy) else { return }
        cairo_set_source_surface(copier, target, 0, 0)
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copier)
        cairo_destroy(copier)
        cairo_surface_flush(copy)
        guard let pixels = cairo_image_surface_get_data(copy) else { return }
        GaussianBlur.blur(
            pixels, width: Int(cairo_image_surface_get_width(copy)), height: Int(cairo_image_surface_get_height(copy)),
            stride: Int(cairo_image_surface_get_stride(copy)), channels: 4, sigma: sigma)
        cairo_surface_mark_dirty(copy)
        // Put the blurred pixels back within the path, replacing what was there.
        cairo_save(context)
        addPath(backdrop.path)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        cairo_clip(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, copy, 0, 0)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// `rect` (user space) in whole device pixels, rounded outwards; nil when not finite.
    private func deviceBounds(of rect: CGRect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var xs: [Double] = [], ys: [Double] = []
        for (ux, uy) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var x = Double(ux), y = Double(uy)
            cairo_user_to_device(context, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
        else { return nil }
        return (Int(minX.rounded(.down)), Int(minY.rounded(.down)), Int(maxX.rounded(.up)), Int(maxY.rounded(.up)))
    }
}
