import Testing
import TrellisCore
import TrellisRendering

// MeshGradient (iOS 18): the cells between the vertices, their control points and corner
// colours; drawn as Cairo mesh patches in PNG and as small quadrilaterals in SVG.

@Suite("Mesh gradients")
struct MeshGradientTests {
    private static let square: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]

    private func geometry(_ mesh: MeshGradient, in rect: CGRect) throws -> MeshGeometry {
        let geometry: MeshGeometry? = if case .mesh(let geometry) = mesh._resolveGradient(in: rect).geometry { geometry } else { nil }
        return try #require(geometry)
    }

    @Test func aTwoByTwoMeshIsOneCellWithStraightEdges() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: Self.square, colors: [.red, .green, .blue, .white])
        let cell = try #require(try geometry(mesh, in: CGRect(x: 0, y: 0, width: 90, height: 30)).patches.first)
        #expect(cell.corners == [CGPoint(x: 0, y: 0), CGPoint(x: 90, y: 0), CGPoint(x: 90, y: 30), CGPoint(x: 0, y: 30)])
        // Each edge's control points a third of the way from each end.
        #expect(cell.controlPoints == [
            CGPoint(x: 30, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 90, y: 10), CGPoint(x: 90, y: 20),
            CGPoint(x: 60, y: 30), CGPoint(x: 30, y: 30), CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 10),
        ])
        // Top leading, top trailing, bottom trailing, bottom leading.
        #expect(cell.colors == [Color.red, .green, .white, .blue].map { $0.resolve(in: EnvironmentValues()) })
    }

    @Test func edgesThroughAMovedPointCurveSmoothly() throws {
        let points: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.75, 0.25], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
        let mesh = MeshGradient(width: 3, height: 3, points: points, colors: Array(repeating: .gray, count: 9))
        let cells = try geometry(mesh, in: CGRect(x: 0, y: 0, width: 120, height: 120)).patches
        #expect(cells.count == 4)
        // The centre vertex (90, 30): its row's neighbours are (0, 60) and (120, 60), so its
        // tangent along the row is (60, 0) and the edge leaving it leftwards starts towards
        // (90 − 20, 30). The edge from the top vertex (60, 0) down to it leaves along the top
        // vertex's one-sided column tangent (30, 30), a third of it: (70, 10).
        #expect(cells[0].corners[2] == CGPoint(x: 90, y: 30))
        #expect(cells[0].controlPoints[4] == CGPoint(x: 70, y: 30))
        #expect(cells[0].controlPoints[2] == CGPoint(x: 70, y: 10))
        // The same edge seen from the cell on its right runs the other way through the same points.
        #expect(cells[1].controlPoints[6] == cells[0].controlPoints[3] && cells[1].controlPoints[7] == cells[0].controlPoints[2])
    }

    @Test(arguments: [(3, 2, 4, 4), (2, 2, 3, 4), (1, 4, 4, 4), (0, 0, 0, 0)])
    func aMeshWhoseCountsDoNotMatchDrawsOnlyItsBackground(_ width: Int, _ height: Int, _ points: Int, _ colors: Int) throws {
        let mesh = MeshGradient(
            width: width, height: height, points: Array(Self.square.prefix(points)) + Array(repeating: [0, 0], count: max(0, points - 4)),
            colors: Array(repeating: .red, count: colors), background: .blue)
        #expect(try geometry(mesh, in: CGRect(x: 0, y: 0, width: 10, height: 10)).patches.isEmpty)
        let picture = try #require(ImageRenderer(content: mesh.frame(width: 10, height: 10)).rgbaImage())
        let blue = Color.blue.resolve(in: EnvironmentValues())
        #expect(picture[5, 5].blue == UInt8((blue.blue * 255).rounded()) && picture[5, 5].red == UInt8((blue.red * 255).rounded()))
    }

    @MainActor
    @Test func thePictureBlendsTheCornerColours() throws {
        let mesh = MeshGradient(
            width: 2, height: 2, points: Self.square,
            resolvedColors: [.init(red: 1, green: 0, blue: 0), .init(red: 0, green: 0, blue: 1), .init(red: 1, green: 0, blue: 0), .init(red: 0, green: 0, blue: 1)])
        let picture = try #require(ImageRenderer(content: mesh.frame(width: 100, height: 10)).rgbaImage())
        // Red at the leading edge, blue at the trailing one, half and half in the middle.
        #expect(picture[0, 5].red > 245 && picture[0, 5].blue < 10)
        #expect(picture[99, 5].blue > 245 && picture[99, 5].red < 10)
        #expect(abs(Int(picture[50, 5].red) - 126) <= 3 && abs(Int(picture[50, 5].blue) - 129) <= 3)
    }

    @MainActor
    @Test func svgCutsEachCellIntoQuadrilateralsClippedToTheShape() {
        let mesh = MeshGradient(width: 2, height: 2, points: Self.square, colors: [.red, .green, .blue, .white])
        let svg = ImageRenderer(content: Circle().fill(mesh).frame(width: 24, height: 24)).svg()
        #expect(svg.contains("<g clip-path=\"url(#clip1)\" shape-rendering=\"crispEdges\">"))
        // 12 × 12 quadrilaterals, each 2 pt square, each filled with its own colour.
        #expect(svg.components(separatedBy: " fill=\"#").count - 1 == 144)
    }
}
