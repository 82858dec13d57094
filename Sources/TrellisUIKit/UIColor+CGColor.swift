import TrellisCore

#if !canImport(Darwin)
extension UIColor {
    /// The colour as CoreGraphics keeps it (its light appearance, for a dynamic system colour).
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A colour from a CoreGraphics colour.
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? [0, 0, 0, 1]
        let grey = components.count == 2
        self.init(
            red: components[0], green: grey ? components[0] : components[1], blue: grey ? components[0] : components[2],
            alpha: cgColor.alpha)
    }
}
#endif
