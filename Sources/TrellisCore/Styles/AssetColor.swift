extension Color {
    /// The stand-in for a colour from an asset catalog, which Trellis cannot read yet: a
    /// mid grey, so the view stays visible (divergence B11).
    static let assetStandIn = Color.Resolved(red: 0.56, green: 0.56, blue: 0.58, opacity: 1)

    /// A colour from the app's asset catalog (`Color("Brand")`). Trellis reads no asset
    /// catalogs yet: the colour is a grey stand-in, and the layout whose views make it (in a
    /// `body`) logs SwiftUI's "No color named '…' found in asset catalog for main bundle".
    public init(_ name: String, bundle: Bundle? = nil) {
        LayoutDiagnostic._report("No color named '\(name)' found in asset catalog for main bundle")
        self.init(resolved: Color.assetStandIn, name: name)
    }
}
