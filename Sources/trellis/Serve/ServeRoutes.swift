import Foundation
import Hummingbird
import TrellisCore

/// The few things `trellis serve` answers: its page, the page's script and style, the state
/// as server-sent events, the previews as JSON, the devices, and which of a folder's files to
/// show (by its number in the state's list, never by a path). Nothing a request says
/// reaches the file system: the only file served is the one the command was started with,
/// drawn by the preview program.
enum ServeRoutes {
    static func router(session: ServeSession, defaultDevice: Device) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: LoopbackHostMiddleware())
        router.get("/") { _, _ in text(ServePage.html, type: "text/html; charset=utf-8") }
        router.get("/inspector.js") { _, _ in text(ServePage.script, type: "text/javascript; charset=utf-8") }
        router.get("/page.css") { _, _ in text(ServePage.style, type: "text/css; charset=utf-8") }
        let devices = devicesJSON(defaultDevice: defaultDevice)
        router.get("/devices") { _, _ in text(devices, type: "application/json") }
        router.get("/events") { _, _ in
            let stream = await session.events.subscribe()
            var headers = HTTPFields()
            headers[.contentType] = "text/event-stream"
            headers[.cacheControl] = "no-store"
            return Response(
                status: .ok, headers: headers,
                body: ResponseBody { writer in
                    // A comment first, so the page knows at once that it is connected.
                    try await writer.write(ByteBuffer(string: ": trellis serve\n\n"))
                    for await state in stream {
                        try await writer.write(ByteBuffer(string: ServeEvents.event(state)))
                    }
                    try await writer.finish(nil)
                })
        }
        router.post("/select") { request, _ in
            guard let index = request.uri.queryParameters.get("file").flatMap({ Int($0) }), await session.select(index) else {
                return text("no such file", type: "text/plain; charset=utf-8", status: .badRequest)
            }
            return text("ok", type: "text/plain; charset=utf-8")
        }
        router.get("/previews") { request, _ in
            await previews(PreviewQuery(request.uri.queryParameters), session: session)
        }
        // A tap, a drag, keys or a reset on a canvas: the preview program applies it to the kept
        // preview, and answers with every preview drawn again, as `/previews` does.
        router.post("/event") { request, _ in
            let parameters = request.uri.queryParameters
            var query = PreviewQuery(parameters)
            query.event = PreviewQuery.EventQuery(
                kind: parameters.get("kind"), preview: parameters.get("preview"), x: parameters.get("x"), y: parameters.get("y"),
                dx: parameters.get("dx"), dy: parameters.get("dy"), toX: parameters.get("toX"), toY: parameters.get("toY"),
                text: parameters.get("text"))
            return await previews(query, session: session)
        }
        return router
    }

    private static func previews(_ query: PreviewQuery, session: ServeSession) async -> Response {
        switch query.request() {
        case .success(let json):
            return text(await session.previews(json), type: "application/json")
        case .failure(let mistake):
            return text(ServeSession.reply(generation: 0, messages: ["error: " + mistake.message], answer: nil),
                        type: "application/json", status: .badRequest)
        }
    }

    private static func text(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// Every device `--device` and the page's menu know, with its screen in points, and the
    /// one the page starts on.
    static func devicesJSON(defaultDevice: Device) -> String {
        struct Entry: Encodable {
            var name: String
            var width: Double
            var height: Double
        }
        struct Devices: Encodable {
            var defaultDevice: String
            var devices: [Entry]
        }
        let entries = Device.all.map { device in
            let screen = device.screen(in: .portrait)
            return Entry(name: device.name, width: Double(screen.size.width), height: Double(screen.size.height))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(Devices(defaultDevice: defaultDevice.name, devices: entries))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

extension PreviewQuery {
    /// The canvas settings a page's query gives (`device`, `width`, `height`, `colorScheme`,
    /// `dynamicTypeSize`, `os`).
    init(_ parameters: Parameters) {
        self.init(
            device: parameters.get("device"), width: parameters.get("width"), height: parameters.get("height"),
            colorScheme: parameters.get("colorScheme"), dynamicTypeSize: parameters.get("dynamicTypeSize"),
            os: parameters.get("os"))
    }
}

/// Answers only requests addressed to this machine by a loopback name, so a web page elsewhere
/// cannot reach the server through a DNS name it points at 127.0.0.1 (DNS rebinding).
struct LoopbackHostMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let authority = request.head.authority, Self.isLoopback(authority) else { return Response(status: .forbidden) }
        return try await next(request, context)
    }

    /// "127.0.0.1:8040", "localhost:8040", "[::1]:8040", with or without the port.
    static func isLoopback(_ authority: String) -> Bool {
        let host: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return false }
            host = authority[authority.index(after: authority.startIndex)..<close]
        } else {
            host = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        }
        return ["127.0.0.1", "localhost", "::1"].contains(host.lowercased())
    }
}
