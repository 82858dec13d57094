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
