import Testing
import Trellis

// Shared helpers for the exact-number layout tests.
//
// Conventions used throughout the suite:
// * `box(id, w, h)` is a red Color in a fixed frame of w×h, marked with `id`.
//   A fixed frame with both dimensions answers exactly (w, h) whatever it is proposed (§1).
// * `lay(view, w, h)` lays the view out in a hosting window proposing (w, h).
//   The root is centred: origin = ((W − w)/2, (H − h)/2), or 0 on a nil axis (§0).
// * Every expected number is derived from docs/spec formulas by hand; the derivation is in a
//   comment next to the assertion whenever it is not obvious.

func lay<V: View>(_ view: V, _ width: CGFloat?, _ height: CGFloat?) -> ViewLayout {
    ViewLayout(view, in: ProposedViewSize(width: width, height: height))
}

/// The default environment in iOS 18's design, for the tests that pin iOS 18's control metrics
/// (iOS 26, the default, has its own suites).
func iOS18Environment() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.designVersion = .iOS18
    return environment
}

func box(_ id: String, _ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height).accessibilityIdentifier(id)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

func size(_ width: CGFloat, _ height: CGFloat) -> CGSize {
    CGSize(width: width, height: height)
}

/// A leaf written as a custom `Layout` with no subviews: it answers twice the proposal on a
/// concrete axis and 40 on a nil axis. Its answer to a proposal differs from the proposal
/// itself, so it reveals exactly which proposal a parent sent it.
struct Doubler: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width.map { $0 * 2 } ?? 40,
               height: proposal.height.map { $0 * 2 } ?? 40)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

func doubler(_ id: String) -> some View {
    Doubler { EmptyView() }.accessibilityIdentifier(id)
}

/// Formats an optional dimension for parameterised test names.
func fmt(_ value: CGFloat?) -> String {
    guard let value else { return "nil" }
    if value == .infinity { return "∞" }
    if value == -.infinity { return "-∞" }
    if value.isNaN { return "nan" }
    if value == value.rounded() { return String(Int(value)) }
    return "\(value)"
}

/// Where each of the nine standard alignments puts a 40×20 child in a 200×100 frame:
/// x ∈ {0, (200−40)/2 = 80, 200−40 = 160}, y ∈ {0, (100−20)/2 = 40, 100−20 = 80}.
struct AlignCase: Sendable, CustomTestStringConvertible {
    let name: String
    let alignment: Alignment
    let x: CGFloat
    let y: CGFloat
    var testDescription: String { name }
}

let nineAlignmentsOf40x20In200x100: [AlignCase] = [
    AlignCase(name: "topLeading", alignment: .topLeading, x: 0, y: 0),
    AlignCase(name: "top", alignment: .top, x: 80, y: 0),
    AlignCase(name: "topTrailing", alignment: .topTrailing, x: 160, y: 0),
    AlignCase(name: "leading", alignment: .leading, x: 0, y: 40),
    AlignCase(name: "center", alignment: .center, x: 80, y: 40),
    AlignCase(name: "trailing", alignment: .trailing, x: 160, y: 40),
    AlignCase(name: "bottomLeading", alignment: .bottomLeading, x: 0, y: 80),
    AlignCase(name: "bottom", alignment: .bottom, x: 80, y: 80),
    AlignCase(name: "bottomTrailing", alignment: .bottomTrailing, x: 160, y: 80),
]
