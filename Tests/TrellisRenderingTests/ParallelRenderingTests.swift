import Foundation
import Testing
import TrellisCore
import TrellisTextBridge
@testable import TrellisRendering

/// Rendering off the main actor, many at once: what a large snapshot suite or a folder of
/// previews does. Each task lays out and draws its own view; the pictures must be the very bytes
/// a serial render gives (the shared caches — fonts, glyph outlines, Cairo faces — are locked).
@Suite("Parallel rendering")
struct ParallelRenderingTests {
    /// A screen with text in several fonts, symbols, shapes, a shadow and a blur.
    static func screen(_ index: Int) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Row \(index)").font(.title.bold())
            ForEach(0..<8) { row in
                HStack {
                    Image(systemName: row.isMultiple(of: 2) ? "star.fill" : "heart")
                    Text("Item \(row) of screen \(index)").font(row.isMultiple(of: 3) ? .headline : .body)
                    Spacer()
                    Text("\(row * index)").foregroundStyle(.secondary)
                }
            }
            RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient).frame(height: 40).shadow(radius: 4)
            Circle().fill(Color.orange).frame(width: 30, height: 30).blur(radius: 2)
        }
        .padding()
    }

    static func png(_ index: Int) -> Data? {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let layout = ViewLayout(
            screen(index), in: ProposedViewSize(width: 320, height: 480), environment: environment,
            textMeasurer: ShapedTextMeasurer())
        return PNGRenderer().pngData(layout.displayList())
    }

    @Test func concurrentRendersGiveTheSerialBytes() async throws {
        let indices = Array(0..<12)
        let serial = indices.map { Self.png($0 % 4) }
        let parallel = await withTaskGroup(of: (Int, Data?).self) { group in
            for index in indices { group.addTask { (index, Self.png(index % 4)) } }
            var results = [Data?](repeating: nil, count: indices.count)
            for await (index, data) in group { results[index] = data }
            return results
        }
        #expect(serial.allSatisfy { $0 != nil })
        // Which screens differ, and from which byte: what a rare failure under a loaded
        // machine needs to be traced.
        let differing = indices.filter { parallel[$0] != serial[$0] }.map { index in
            let first = zip(parallel[index] ?? Data(), serial[index] ?? Data()).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            return "screen \(index % 4) (render \(index)) from byte \(first.map(String.init) ?? "?")"
        }
        #expect(differing.isEmpty, "parallel renders differ from serial ones: \(differing.joined(separator: "; "))")
    }
}
