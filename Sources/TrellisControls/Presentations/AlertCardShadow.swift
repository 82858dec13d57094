import TrellisCore

/// The shadow around iOS 26's alert card, outside the card only: iOS keeps the translucent
/// card's inside flat, so the shadow is not drawn under it (a peer's fit to iOS 26.1 pictures:
/// black at 8.5 %, a blur reaching 33 points, 8 down; docs/ios-metrics.md § 26.9).
struct AlertCardShadow<S: Shape>: View {
    let shape: S

    var body: some View {
        shape.fill(Color.black)
            .shadow(
                color: .black.opacity(GlassAlertMetrics.shadowOpacity), radius: GlassAlertMetrics.shadowRadius, x: 0,
                y: GlassAlertMetrics.shadowOffset)
            .mask { OutsideShape(shape: shape, margin: GlassAlertMetrics.shadowSpill).fill(style: FillStyle(eoFill: true)) }
    }
}

/// The plane around a shape: its rectangle grown by `margin`, the shape cut out (even-odd).
private struct OutsideShape<S: Shape>: Shape {
    let shape: S
    let margin: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path(rect.insetBy(dx: -margin, dy: -margin))
        path.addPath(shape.path(in: rect))
        return path
    }
}
