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
    /// What a person did on a canvas (`/event?kind=tap&preview=Counter&x=120&y=300`), if anything.
    var event: EventQuery?

    /// An event as the page's query says it: `kind` (tap, drag, type, delete, submit, scroll,
    /// reset), the preview's name, a point for a tap or a scroll, the scroll's distance, a
    /// drag's two points, the text for typing.
    struct EventQuery: Equatable {
        var kind: String?
        var preview: String?
        var x: String?
        var y: String?
        var dx: String?
        var dy: String?
        var toX: String?
        var toY: String?
        var text: String?
    }

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
        var event: Event?
    }

    /// `LivePreviewEvent`'s JSON.
    private struct Event: Encodable {
        var kind: String
        var preview: String?
        var x: Double?
        var y: Double?
        var dx: Double?
        var dy: Double?
        var toX: Double?
        var toY: Double?
        var text: String?
    }

    /// The longest text one event types, and the farthest a tap may be from the window's origin.
    static let longestTypedText = 1_000
    static let farthestPoint = 100_000.0

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
        if let query = event {
            switch checked(query) {
            case .success(let event): request.event = event
            case .failure(let mistake): return .failure(mistake)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return .success(String(decoding: (try? encoder.encode(request)) ?? Data("{}".utf8), as: UTF8.self))
    }

    private func checked(_ query: EventQuery) -> Result<Event, Mistake> {
        let kinds = ["tap", "drag", "type", "delete", "submit", "scroll", "reset"]
        guard let kind = nonEmpty(query.kind), kinds.contains(kind) else {
            return .failure(Mistake(message: "an event is one of \(kinds.joined(separator: ", ")), not \(query.kind ?? "nothing")"))
        }
        var event = Event(kind: kind, preview: nonEmpty(query.preview))
        guard event.preview != nil || kind == "reset" else { return .failure(Mistake(message: "say which preview the \(kind) is for")) }
        if kind == "tap" || kind == "scroll" || kind == "drag" {
            guard let (x, y) = coordinates(query.x, query.y) else {
                return .failure(Mistake(message: "a \(kind) needs a point: x and y within 100000 points"))
            }
            event.x = x
            event.y = y
        }
        if kind == "scroll" {
            guard let (dx, dy) = coordinates(query.dx, query.dy) else {
                return .failure(Mistake(message: "a scroll needs a distance: dx and dy within 100000 points"))
            }
            event.dx = dx
            event.dy = dy
        }
        if kind == "drag" {
            guard let (toX, toY) = coordinates(query.toX, query.toY) else {
                return .failure(Mistake(message: "a drag needs where it ends: toX and toY within 100000 points"))
            }
            event.toX = toX
            event.toY = toY
        }
        if kind == "type" {
            guard let text = query.text, !text.isEmpty, text.count <= Self.longestTypedText else {
                return .failure(Mistake(message: "typing needs 1 to 1000 characters of text"))
            }
            event.text = text
        }
        return .success(event)
    }

    /// Two numbers given together (a point, a distance), each within ``farthestPoint``.
    private func coordinates(_ first: String?, _ second: String?) -> (Double, Double)? {
        guard let a = nonEmpty(first).flatMap(Double.init), let b = nonEmpty(second).flatMap(Double.init),
            abs(a) <= Self.farthestPoint, abs(b) <= Self.farthestPoint
        else { return nil }
        return (a, b)
    }

    private func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
