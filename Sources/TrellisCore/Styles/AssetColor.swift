extension Color {
    /// The stand-in for a colour no registered asset catalog has: a mid grey, so the view stays
    /// visible (divergence B11).
    static let assetStandIn = Color.Resolved(red: 0.56, green: 0.56, blue: 0.58, opacity: 1)

    /// A colour from the app's asset catalog (`Color("Brand")`): the light-appearance colour of
    /// the colour set registered under `name` in ``ColorAssets``. A name no catalog has is a
    /// grey stand-in, and the layout whose views make it (in a `body`) logs SwiftUI's
    /// "No color named '…' found in asset catalog for main bundle".
    public init(_ name: String, bundle: Bundle? = nil) {
        if let resolved = ColorAssets.color(named: name) {
            self.init(resolved: resolved, name: name)
            return
        }
        LayoutDiagnostic._report("No color named '\(name)' found in asset catalog for main bundle")
        self.init(resolved: Color.assetStandIn, name: name)
    }
}
