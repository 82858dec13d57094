internal import Foundation
internal import TrellisCore

/// What stands in for an SF Symbol (`Image(systemName:)`), which only Apple can draw: a light
/// grey rounded square filling the symbol's frame, so the space it takes stays visible.
enum SymbolStandIn {
    static let color = Color.Resolved(red: 0.557, green: 0.557, blue: 0.576, opacity: 0.35)  // #8E8E93

    static func path(in frame: CGRect) -> Path {
        Path(roundedRect: frame, cornerRadius: min(frame.width, frame.height) * 0.2, style: .circular)
    }
}
