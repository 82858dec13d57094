internal import Foundation
internal import TrellisCore

/// One preview's layout, as `trellis layout --json` prints it: the views in a flat list, parents
/// before children, each with its depth and its parent's index (a flat list stays printable for
/// trees thousands of views deep).
struct LayoutReport: Encodable {
    struct Size: Encodable {
        var width: Double?
        var height: Double?

        /// An unspecified dimension is written as null.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
        }

        enum CodingKeys: String, CodingKey { case width, height }
    }

    struct Frame: Encodable {
        var x, y, width, height: Double
    }

    struct PlacedViewReport: Encodable {
        var index: Int
        var parent: Int?
        var depth: Int
        var kind: String
        var proposal: Size
        var frame: Frame
        var identifiers: [String]?
        var text: String?
    }

    var name: String
    var provider: String
    var proposal: Size
    var size: Size
    var diagnostics: [String]
    var views: [PlacedViewReport]

    init(name: String, provider: String, proposal: ProposedViewSize, layout: ViewLayout) {
        self.name = name
        self.provider = provider
        self.proposal = Size(width: proposal.width.map { Double($0) }, height: proposal.height.map { Double($0) })
        size = Size(width: Double(layout.size.width), height: Double(layout.size.height))
        diagnostics = layout.diagnostics.map(\.message)
        var views: [PlacedViewReport] = []
        var parents: [Int] = []  // the index of the last view seen at each depth
        for (index, view) in layout.placedViews.enumerated() {
            parents.removeSubrange(min(view.depth, parents.count)...)
            views.append(
                PlacedViewReport(
                    index: index, parent: parents.last, depth: view.depth, kind: view.kind,
                    proposal: Size(width: view.proposal.width.map { Double($0) }, height: view.proposal.height.map { Double($0) }),
                    frame: Frame(
                        x: Double(view.frame.minX), y: Double(view.frame.minY), width: Double(view.frame.width),
                        height: Double(view.frame.height)),
                    identifiers: view.identifiers.isEmpty ? nil : view.identifiers, text: view.text))
            parents.append(index)
        }
        self.views = views
    }
}
