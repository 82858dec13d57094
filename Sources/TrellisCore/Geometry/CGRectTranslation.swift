extension CGRect {
    /// The rectangle moved by `dx`, `dy`, its size kept as it is. A view's frame can have a
    /// negative size (padding by more than the view, spec § 4); swift-corelibs-foundation's
    /// `offsetBy(dx:dy:)` would standardise it, turning a −100-wide frame at 300 into a
    /// 100-wide one at 200.
    func translatedBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
}
