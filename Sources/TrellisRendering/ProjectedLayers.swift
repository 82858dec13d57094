internal import CCairo
internal import Foundation
internal import TrellisCore

// Layers seen in perspective (`rotation3DEffect`). Cairo's transforms are affine, so the PNG back
// end draws the layer into pixels and resamples them through the projection: each pixel of the
// result takes the bilinear sample of the point the projection brings there. SVG has no
// projective transforms: it draws the affine transform closest to the projection at the corners
// of what the layer draws.

extension ProjectionTransform {
    /// The homogeneous image of `point`: the projected point and its w (w ≤ 0 is behind the viewer).
    func projected(_ point: CGPoint) -> (point: CGPoint, w: CGFloat) {
        let w = m13 * point.x + m23 * point.y + m33
        return (CGPoint(x: (m11 * point.x + m21 * point.y + m31) / w, y: (m12 * point.x + m22 * point.y + m32) / w), w)
    }

    /// The projection of an affine transform.
    init(_ t: Transform2D) {
        self.init()
        (m11, m12, m21, m22, m31, m32) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    /// The affine transform closest to this projection at the corners of `rect` (least squares
    /// over the four corners; exact when the projection is affine).
    func affineApproximation(over rect: CGRect) -> Transform2D {
        let sources = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        let targets = sources.map { projected($0).point }
        // Normal equations of [x y 1]·(a, c, tx) = X (and likewise for Y), solved by Cramer's rule.
        var n = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        var bx: [CGFloat] = [0, 0, 0], by: [CGFloat] = [0, 0, 0]
        for (p, q) in zip(sources, targets) {
            let v = [p.x, p.y, 1]
            for i in 0..<3 {
                for j in 0..<3 { n[i][j] += v[i] * v[j] }
                bx[i] += v[i] * q.x
                by[i] += v[i] * q.y
            }
        }
        func determinant(_ m: [[CGFloat]]) -> CGFloat {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let d = determinant(n)
        guard d != 0, d.isFinite, targets.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            return Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
        }
        func solve(_ b: [CGFloat]) -> [CGFloat] {
            (0..<3).map { column in
                var m = n
                for row in 0..<3 { m[row][column] = b[row] }
                return determinant(m) / d
            }
        }
        let x = solve(bx), y = solve(by)
        return Transform2D(a: x[0], b: y[0], c: x[1], d: y[1], tx: x[2], ty: y[2])
    }
}

extension CairoDrawing {
    /// `content` (a pattern in user space covering `region`) seen through `projection`, as a
    /// pattern in user space; nil when nothing of it can be seen.
    func projectedPattern(_ content: OpaquePointer, _ projection: ProjectionTransform, region: CGRect) -> OpaquePointer? {
        guard let source = deviceSurface(of: content, format: CAIRO_FORMAT_ARGB32, region: region),
              let target = cairo_get_target(context)
        else { return nil }
        defer { cairo_surface_destroy(source) }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        let toDevice = ProjectionTransform(Transform2D(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy, tx: ctm.x0, ty: ctm.y0))
        guard let toUser = toDevice.inverted() else { return nil }
        // Device pixels of the layer → device pixels on the canvas, and back.
        let forward = toUser.concatenating(projection).concatenating(toDevice)
        guard let backward = forward.inverted() else { return nil }
        // Where the projected region lands (the whole canvas when part of it is behind the viewer).
        let canvasWidth = Int(cairo_image_surface_get_width(target)), canvasHeight = Int(cairo_image_surface_get_height(target))
        var x0 = 0, y0 = 0, x1 = canvasWidth, y1 = canvasHeight
        let corners = [
            CGPoint(x: region.minX, y: region.minY), CGPoint(x: region.maxX, y: region.minY),
            CGPoint(x: region.minX, y: region.maxY), CGPoint(x: region.maxX, y: region.maxY),
        ].map { toDevice.projected(projection.projected($0).point).point }
        if [region.minX, region.maxX].allSatisfy({ x in [region.minY, region.maxY].allSatisfy { projection.projected(CGPoint(x: x, y: $0)).w > 0 } }),
           corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite })
        {
            x0 = max(0, Int(corners.map(\.x).min()!.rounded(.down)) - 1)
            y0 = max(0, Int(corners.map(\.y).min()!.rounded(.down)) - 1)
            x1 = min(canvasWidth, Int(corners.map(\.x).max()!.rounded(.up)) + 1)
            y1 = min(canvasHeight, Int(corners.map(\.y).max()!.rounded(.up)) + 1)
        }
        guard x1 > x0, y1 > y0, let result = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(x1 - x0), Int32(y1 - y0)),
              let sourcePixels = cairo_image_surface_get_data(source), let resultPixels = cairo_image_surface_get_data(result)
        else { return nil }
        var sourceOffsetX = 0.0, sourceOffsetY = 0.0
        cairo_surface_get_device_offset(source, &sourceOffsetX, &sourceOffsetY)
        let sampler = BilinearSampler(
            pixels: sourcePixels, width: Int(cairo_image_surface_get_width(source)), height: Int(cairo_image_surface_get_height(source)),
            stride: Int(cairo_image_surface_get_stride(source)))
        let resultStride = Int(cairo_image_surface_get_stride(result))
        for y in y0..<y1 {
            let row = UnsafeMutableRawPointer(resultPixels + (y - y0) * resultStride).assumingMemoryBound(to: UInt32.self)
            for x in x0..<x1 {
                // The pixel's centre, taken back to the layer's pixels.
                let (point, w) = backward.projected(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                guard w > 0 else { continue }
                row[x - x0] = sampler.sample(x: Double(point.x) + sourceOffsetX - 0.5, y: Double(point.y) + sourceOffsetY - 0.5)
            }
        }
        cairo_surface_mark_dirty(result)
        cairo_surface_set_device_offset(result, Double(-x0), Double(-y0))
        defer { cairo_surface_destroy(result) }
        guard let pattern = cairo_pattern_create_for_surface(result) else { return nil }
        cairo_pattern_set_matrix(pattern, &ctm)
        return pattern
    }
}

/// Bilinear samples of premultiplied ARGB32 pixels; outside them is transparent.
struct BilinearSampler {
    let pixels: UnsafeMutablePointer<UInt8>
    let width: Int, height: Int, stride: Int

    private func pixel(_ x: Int, _ y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)[x]
    }

    /// The pixel value at (x, y), pixel centres at whole numbers.
    func sample(x: Double, y: Double) -> UInt32 {
        guard x.isFinite, y.isFinite, x > -1, y > -1, x < Double(width), y < Double(height) else { return 0 }
        let left = Int(x.rounded(.down)), top = Int(y.rounded(.down))
        let fx = x - Double(left), fy = y - Double(top)
        let corners = [pixel(left, top), pixel(left + 1, top), pixel(left, top + 1), pixel(left + 1, top + 1)]
        let weights = [(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy]
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            var channel = 0.0
            for (value, weight) in zip(corners, weights) { channel += Double((value >> shift) & 0xFF) * weight }
            result |= UInt32(min(255, channel.rounded())) << shift
        }
        return result
    }
}
