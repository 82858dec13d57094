internal import Foundation
internal import TrellisCore

/// Generous bounds of what display items paint, in their own coordinates: effects that work on
/// pixels (blur, shadows, colour matrices) process only this part of the canvas.
enum DisplayItemBounds {
    /// The union of the items' bounds; nil when nothing is painted.
    static func of(_ items: [DisplayItem]) -> CGRect? {
        var result: CGRect?
        for item in items {
            guard let bounds = of(item), !bounds.isNull else { continue }
            result = result.map { $0.union(bounds) } ?? bounds
        }
        return result
    }

    static func of(_ item: DisplayItem) -> CGRect? {
        switch item {
        case .fill(let path, _), .gradientFill(let path, _):
            return path.isEmpty ? nil : path.boundingRect
        case .stroke(let path, _, let style):
            // Miter joins reach at most miterLimit × half the width past the outline.
            let reach = style.lineWidth / 2 * max(style.miterLimit, 1) + 1
            return path.isEmpty ? nil : path.boundingRect.insetBy(dx: -reach, dy: -reach)
        case .text(let text):
            // Glyphs may overhang their frame (italics, accents): half a line on every side.
            let margin = max(text.frame.height, 20) / 2
            return text.frame.insetBy(dx: -margin, dy: -margin)
        case .image(_, let frame, _), .symbol(_, let frame, _):
            return frame
        case .frameOutline(let frame, _):
            return frame.insetBy(dx: -80, dy: -40)
        case .layer(let layer):
            return of(layer)
        }
    }

    /// The items' bounds, seen through `projection` (nil, the whole canvas, when part of them is
    /// behind the viewer), grown by what blurs and a shadow spread them (3σ, σ = radius / 2).
    static func of(_ items: [DisplayItem], filters: [DisplayFilter], shadow: DisplayShadow?,
                   projection: ProjectionTransform? = nil) -> CGRect? {
        guard var bounds = of(items) else { return nil }
        if let projection, !projection.isAffine {
            guard let projected = projected(bounds, projection) else { return nil }
            bounds = projected
        }
        for filter in filters {
            if case .blur(let radius) = filter { bounds = bounds.insetBy(dx: -1.5 * radius - 1, dy: -1.5 * radius - 1) }
        }
        if let shadow {
            let shadowBounds = bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
                .insetBy(dx: -1.5 * shadow.radius - 1, dy: -1.5 * shadow.radius - 1)
            bounds = bounds.union(shadowBounds)
        }
        return bounds
    }

    /// `rect`'s corners through `projection`; nil when one is behind the viewer.
    static func projected(_ rect: CGRect, _ projection: ProjectionTransform) -> CGRect? {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(projection.projected)
        guard corners.allSatisfy({ $0.w > 0 && $0.point.x.isFinite && $0.point.y.isFinite }) else { return nil }
        let xs = corners.map(\.point.x), ys = corners.map(\.point.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    static func of(_ layer: DisplayLayer) -> CGRect? {
        guard var bounds = of(layer.items, filters: layer.filters, shadow: layer.shadow) else { return nil }
        if let clip = layer.clip { bounds = bounds.intersection(clip.boundingRect) }
        if let mask = layer.mask {
            guard let maskBounds = of(mask) else { return nil }
            bounds = bounds.intersection(maskBounds)
        }
        guard !bounds.isNull, bounds.minX.isFinite, bounds.maxX.isFinite, bounds.minY.isFinite, bounds.maxY.isFinite else { return nil }
        if let projection = layer.projection, !projection.isAffine {
            guard let projected = projected(bounds, projection) else { return nil }
            bounds = projected
        }
        let t = layer.transform
        guard t != .identity else { return bounds }
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
