import SwiftUI

/// Drawing as apps do it: gradients (an angular one too), blur, colour effects, a mask, blend
/// modes, a 3-D turn and a chart drawn in a Canvas.
struct DrawingEffects: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 80, height: 80)
                RoundedRectangle(cornerRadius: 12).fill(.orange.gradient).frame(width: 80, height: 80).blur(radius: 6)
                Image(systemName: "star.fill").font(.system(size: 60)).foregroundStyle(.blue).grayscale(1)
            }
            HStack(spacing: 16) {
                LinearGradient(colors: [.pink, .blue], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 80, height: 80)
                    .mask { Text("Hi").font(.system(size: 50, weight: .black)) }
                ZStack {
                    Circle().fill(.red).frame(width: 60).offset(x: -12)
                    Circle().fill(.blue).frame(width: 60).offset(x: 12).blendMode(.multiply)
                }
                .frame(width: 80, height: 80)
                .compositingGroup()
                Text("3D").font(.largeTitle.bold()).padding().background(.green, in: .rect(cornerRadius: 8))
                    .rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0))
            }
            HStack(spacing: 12) {
                Color.red.frame(width: 40, height: 40).hueRotation(.degrees(120))
                Color.gray.frame(width: 40, height: 40).brightness(0.3)
                Color.blue.frame(width: 40, height: 40).colorInvert()
                Color.white.frame(width: 40, height: 40).colorMultiply(.green)
                Color.red.frame(width: 40, height: 40).saturation(0.3)
            }
            (Text("Per-run ").foregroundColor(.red) + Text("text ").bold() + Text("colours").foregroundStyle(.blue))
                .font(.title3)
            Canvas { context, size in
                let values: [CGFloat] = [3, 7, 4, 9, 6, 8]
                let step = size.width / CGFloat(values.count)
                var line = Path()
                for (index, value) in values.enumerated() {
                    let x = (CGFloat(index) + 0.5) * step
                    let top = size.height - 18 - value * 8
                    context.fill(Path(roundedRect: CGRect(x: x - 12, y: top, width: 24, height: size.height - 18 - top), cornerRadius: 4),
                                 with: .color(.orange.opacity(0.8)))
                    context.draw(Text("\(Int(value))").font(.caption2), at: CGPoint(x: x, y: size.height - 8))
                    if index == 0 { line.move(to: CGPoint(x: x, y: top)) } else { line.addLine(to: CGPoint(x: x, y: top)) }
                }
                context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            }
            .frame(width: 280, height: 100)
        }
        .padding()
    }
}

#Preview("Effects", traits: .sizeThatFitsLayout) {
    DrawingEffects()
}
