import Foundation
import TrellisCore

/// The page's request for the previews, as its query says it (`/previews?device=iPhone%2016&
/// width=390&height=700&colorScheme=dark&dynamicTypeSize=xxLarge&os=26`), checked and turned into
/// the preview program's request. Every value is checked against what Trellis knows, so
/// nothing else reaches the program.
struct PreviewQuery: Equatable {
    var device: String?
    var width: String?
    var height: String?
    var colorScheme: String?
    var dynamicTypeSize: String?
    /// The iOS version whose design is drawn ("18", "26").
    var os: String?

    struct Mistake: Error, Equatable {
        var message: String
    }

    /// The preview program's request, as `LivePreviewRequest`'s JSON.
    private struct Request: Encodable {
        var device: String?
        var width: Double?
        var height: Double?
        var colorScheme: String?
        var dynamicTypeSize: String?
        var os: String?
    }

    /// The largest canvas side, in points.
    static let largestSide = 10_000.0

    func request() -> Result<String, Mistake> {
        var request = Request()
        if let device = nonEmpty(device) {
            guard Device.named(device) != nil else { return .failure(Mistake(message: "no device called \(device)")) }
            request.device = device
        }
        switch (nonEmpty(width), nonEmpty(height)) {
        case (nil, nil): break
        case (let width?, let height?):
            guard let w = Double(width), let h = Double(height), (1...Self.largestSide).contains(w), (1...Self.largestSide).contains(h) else {
                return .failure(Mistake(message: "the canvas must be 1 to 10000 points on each side, not \(width) × \(height)"))
            }
            request.width = w
            request.height = h
        default: return .failure(Mistake(message: "give the canvas's width and height together"))
        }
        if let scheme = nonEmpty(colorScheme) {
            guard CanvasOptions.Scheme(rawValue: scheme) != nil else { return .failure(Mistake(message: "unknown color scheme \(scheme)")) }
            request.colorScheme = scheme
        }
        if let size = nonEmpty(dynamicTypeSize) {
            guard CanvasOptions.TypeSize(rawValue: size) != nil else { return .failure(Mistake(message: "unknown Dynamic Type size \(size)")) }
            request.dynamicTypeSize = size
        }
        if let os = nonEmpty(os) {
            guard let version = Int(os), DesignVersion(majorVersion: version) != nil else {
                return .failure(Mistake(message: "unknown iOS version \(os) (18 or 26)"))
            }
            request.os = String(version)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return .success(String(decoding: (try? encoder.encode(request)) ?? Data("{}".utf8), as: UTF8.self))
    }

    private func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
