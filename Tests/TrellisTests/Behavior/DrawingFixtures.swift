import Testing
import Trellis

// Compile fixture: drawing as apps write it (gradients in every spelling, materials, shadows,
// shape-style shorthands, filters, masks, blend modes, paths, transforms and a Canvas). It must
// compile unchanged and lay out exactly as the same views drawn plainly.

private struct Sparkline: Shape {
    var values: [CGFloat]

    func path(in rect: CGRect) -> Path {
        Path { path in
            for (index, value) in values.enumerated() {
                let point = CGPoint(x: rect.width * CGFloat(index) / CGFloat(max(values.count - 1, 1)), y: rect.height * (1 - value))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
        }
        .applying(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    }
}

private struct DrawingFixture: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(gradient: Gradient(colors: [.pink, .purple]), startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 40, height: 40)
                    .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
                Circle()
                    .fill(RadialGradient(stops: [.init(color: .white, location: 0), .init(color: .blue, location: 1)],
                                         center: .center, startRadius: 2, endRadius: 20))
                    .frame(width: 40, height: 40)
                Capsule().fill(.linearGradient(colors: [.orange, .red], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 40, height: 40)
                Rectangle().fill(Color.teal.gradient).frame(width: 40, height: 40)
                Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startAngle: .zero, endAngle: .degrees(270)))
                    .frame(width: 40, height: 40)
                Ellipse().fill(EllipticalGradient(colors: [.yellow, .green])).frame(width: 40, height: 40)
            }
            HStack(spacing: 8) {
                Text("Material").padding(8).background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
                Text("Regular").padding(8).background(.regularMaterial)
                Text("Rect").padding(8).background(.blue, in: .rect(cornerRadius: 6))
                Text("Capsule").padding(8).background(.green.opacity(0.3), in: .capsule)
                Image(systemName: "star").padding(8).background(.yellow, in: .circle)
            }
            HStack(spacing: 8) {
                Color.red.frame(width: 30, height: 30).blur(radius: 2, opaque: true).brightness(0.1).contrast(1.2)
                Color.red.frame(width: 30, height: 30).saturation(0.5).grayscale(0.5).colorMultiply(.blue).colorInvert()
                    .hueRotation(.degrees(45))
                Color.red.frame(width: 30, height: 30).blendMode(.screen).compositingGroup()
                Color.red.frame(width: 30, height: 30).mask(alignment: .top) { Circle() }.drawingGroup(opaque: false, colorMode: .linear)
                Color.red.frame(width: 30, height: 30).rotation3DEffect(.degrees(20), axis: (x: 1, y: 0, z: 0), anchor: .leading, perspective: 0.5)
                Color.red.frame(width: 30, height: 30).transformEffect(CGAffineTransform(rotationAngle: .pi / 8))
                Sparkline(values: [0.2, 0.8, 0.4, 0.9]).stroke(.blue, style: StrokeStyle(lineWidth: 2, lineJoin: .round))
                    .frame(width: 30, height: 30)
                Path { path in
                    path.addEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30))
                    path.addEllipse(in: CGRect(x: 8, y: 8, width: 14, height: 14))
                }
                .fill(.indigo, style: FillStyle(eoFill: true))
                .frame(width: 30, height: 30)
            }
            (Text("Bold ").bold().foregroundColor(.red) + Text("and ") + Text("blue").foregroundStyle(.blue)).font(.headline)
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.mint))
                context.stroke(Path(CGRect(origin: .zero, size: size)), with: .style(.blue), lineWidth: 2)
                context.draw(Text("Canvas"), at: CGPoint(x: size.width / 2, y: size.height / 2), anchor: .center)
                context.addFilter(.blur(radius: 1))
                context.drawLayer { layer in
                    layer.opacity = 0.5
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .radialGradient(
                        Gradient(colors: [.white, .black]), center: .zero, startRadius: 0, endRadius: 10))
                }
            }
            .frame(height: 60)
        }
    }
}

private struct PlainDrawing: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) { ForEach(0..<6) { _ in Color.gray.frame(width: 40, height: 40) } }
            HStack(spacing: 8) {
                Text("Material").padding(8)
                Text("Regular").padding(8)
                Text("Rect").padding(8)
                Text("Capsule").padding(8)
                Image(systemName: "star").padding(8)
            }
            HStack(spacing: 8) { ForEach(0..<8) { _ in Color.gray.frame(width: 30, height: 30) } }
            (Text("Bold ").bold() + Text("and ") + Text("blue")).font(.headline)
            Color.gray.frame(height: 60)
        }
    }
}

@Suite struct DrawingFixtureTests {
    @Test func drawingAsAppsWriteItKeepsLayout() {
        let fixture = lay(DrawingFixture(), 390, 844)
        let plain = lay(PlainDrawing(), 390, 844)
        #expect(fixture.size == plain.size)
        // Backgrounds and masks add views inside the frames of the views they decorate; every
        // frame the plain views have is there, at the same place.
        func rounded(_ frame: CGRect) -> [Double] {
            [frame.minX, frame.minY, frame.width, frame.height].map { (Double($0) * 1000).rounded() / 1000 }
        }
        let decorated = Set(fixture.placedViews.map { rounded($0.frame) })
        #expect(Set(plain.placedViews.map { rounded($0.frame) }).isSubset(of: decorated))
    }

    @MainActor
    @Test func drawingAsAppsWriteItRenders() throws {
        let renderer = ImageRenderer(content: DrawingFixture())
        let image = try #require(renderer.rgbaImage())
        let plain = try #require(ImageRenderer(content: PlainDrawing()).rgbaImage())
        #expect(image.width == plain.width && image.height == plain.height)
        #expect(renderer.svg().contains("<feGaussianBlur"))
    }
}
