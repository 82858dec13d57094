import Foundation
import Testing
import TrellisCore

extension SnapshotCase {
    /// Drawing effects: blur, colour filters, masks, blend modes, angular gradients and the
    /// transforms that are drawing-only.
    static let effects: [SnapshotCase] = [
        SnapshotCase("effect-blur", scale: 2) {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 40, height: 40).blur(radius: 4)
                Text("Soft").font(.system(size: 24, weight: .bold)).blur(radius: 2)
            }
            .padding(12)
        },
        SnapshotCase("effect-color-filters", scale: 2) {
            HStack(spacing: 4) {
                Color.red.frame(width: 24, height: 24).grayscale(1)
                Color.red.frame(width: 24, height: 24).saturation(0.3)
                Color.gray.frame(width: 24, height: 24).brightness(0.3)
                Color.gray.frame(width: 24, height: 24).contrast(2)
                Color.blue.frame(width: 24, height: 24).colorInvert()
                Color.white.frame(width: 24, height: 24).colorMultiply(.green)
                Color.red.frame(width: 24, height: 24).hueRotation(.degrees(120))
            }
        },
        SnapshotCase("effect-mask", scale: 2) {
            LinearGradient(colors: [.pink, .blue], startPoint: .leading, endPoint: .trailing)
                .frame(width: 80, height: 50)
                .mask { Text("Hi").font(.system(size: 44, weight: .black)) }
        },
        SnapshotCase("effect-blend-modes", scale: 2) {
            HStack(spacing: 8) {
                ForEach([BlendMode.multiply, .screen, .difference], id: \.self) { mode in
                    ZStack {
                        Circle().fill(Color.red).frame(width: 30).offset(x: -7)
                        Circle().fill(Color.blue).frame(width: 30).offset(x: 7).blendMode(mode)
                    }
                    .frame(width: 46, height: 32)
                    .compositingGroup()
                }
            }
        },
        SnapshotCase("effect-angular-gradient", scale: 2) {
            HStack(spacing: 8) {
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                    .frame(width: 50, height: 50)
                Rectangle().fill(AngularGradient(colors: [.black, .white], center: .center, startAngle: .degrees(0), endAngle: .degrees(180)))
                    .frame(width: 50, height: 50)
            }
        },
        SnapshotCase("effect-transforms", scale: 2) {
            HStack(spacing: 8) {
                Color.green.frame(width: 40, height: 30).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
                Color.blue.frame(width: 40, height: 30).transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
            }
            .padding(8)
        },
    ]
}

extension SnapshotCase {
    /// A chart drawn in a `Canvas`: bars, a line, labels, a clip and a gradient.
    static let canvas = SnapshotCase("canvas-chart", scale: 2) {
        Canvas { context, size in
            let values: [CGFloat] = [3, 7, 4, 9, 6]
            let barWidth = size.width / CGFloat(values.count)
            context.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 12),
                         with: .linearGradient(Gradient(colors: [.blue.opacity(0.15), .clear]), startPoint: .zero,
                                               endPoint: CGPoint(x: 0, y: size.height)))
            var line = Path()
            for (index, value) in values.enumerated() {
                let x = (CGFloat(index) + 0.5) * barWidth
                let top = size.height - 20 - value * 10
                context.fill(Path(roundedRect: CGRect(x: x - 10, y: top, width: 20, height: size.height - 20 - top), cornerRadius: 4),
                             with: .color(.orange))
                context.draw(Text("\(Int(value))").font(.caption), at: CGPoint(x: x, y: size.height - 10))
                if index == 0 { line.move(to: CGPoint(x: x, y: top)) } else { line.addLine(to: CGPoint(x: x, y: top)) }
            }
            var shadowed = context
            shadowed.addFilter(.shadow(color: .black.opacity(0.3), radius: 3, y: 2))
            shadowed.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            context.draw(Image(systemName: "star.fill"), at: CGPoint(x: size.width - 14, y: 14))
        }
        .frame(width: 200, height: 130)
    }
}
