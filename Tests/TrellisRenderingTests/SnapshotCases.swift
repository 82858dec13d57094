import Foundation
import Testing
import TrellisCore

/// A small view drawn by the snapshot tests, with how it is rendered.
struct SnapshotCase: Sendable, CustomTestStringConvertible {
    var name: String
    var proposal: ProposedViewSize = .unspecified
    var scale: CGFloat = 1
    var debugFrames = false
    /// A device to lay the view out on (its screen, the view in the safe area).
    var device: Device?
    var view: @MainActor () -> AnyView

    var testDescription: String { name }

    init(
        _ name: String, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1, debugFrames: Bool = false,
        device: Device? = nil, @ViewBuilder _ view: @escaping @MainActor () -> some View
    ) {
        self.name = name
        self.device = device
        self.proposal = proposal
        self.scale = scale
        self.debugFrames = debugFrames
        self.view = { AnyView(view()) }
    }
}

/// A triangle pointing up, for strokes with joins.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// An open zigzag with a quadratic curve, for caps and dashes.
struct Zigzag: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX + rect.width / 3, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX + rect.width * 2 / 3, y: rect.maxY))
            path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        }
    }
}

extension SnapshotCase {
    /// Every case: together they draw every kind of display item and effect.
    static let all: [SnapshotCase] = [
        SnapshotCase("fills") {
            HStack(spacing: 4) {
                Rectangle().fill(Color.red)
                RoundedRectangle(cornerRadius: 6).fill(Color.orange)
                Circle().fill(Color.green)
                Ellipse().fill(Color.blue).frame(width: 30)
                Capsule().fill(Color.purple).frame(width: 30)
                Triangle().fill(Color.teal)
            }
            .frame(width: 140, height: 20)
            .padding(4)
        },
        SnapshotCase("strokes", scale: 2) {
            HStack(spacing: 6) {
                Rectangle().stroke(Color.red, lineWidth: 2)
                RoundedRectangle(cornerRadius: 6).stroke(Color.orange, lineWidth: 3)
                Circle().stroke(Color.green, style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
                Ellipse().strokeBorder(Color.blue, lineWidth: 4)
                Capsule().strokeBorder(Color.purple, style: StrokeStyle(lineWidth: 2, dash: [6, 3], dashPhase: 3))
            }
            .frame(width: 150, height: 24)
            .padding(6)
        },
        SnapshotCase("stroke-caps-joins", scale: 2) {
            HStack(spacing: 8) {
                Triangle().stroke(Color.black, style: StrokeStyle(lineWidth: 5, lineJoin: .miter))
                Triangle().stroke(Color.black, style: StrokeStyle(lineWidth: 5, lineJoin: .round))
                Triangle().stroke(Color.black, style: StrokeStyle(lineWidth: 5, lineJoin: .bevel))
                Zigzag().stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .butt))
                Zigzag().stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
                Zigzag().stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .square, dash: [3, 8]))
            }
            .frame(width: 150, height: 24)
            .padding(10)
        },
        SnapshotCase("border") {
            Color.yellow.frame(width: 40, height: 24).border(Color.red, width: 3).padding(4)
        },
        SnapshotCase("colors-with-opacity") {
            ZStack {
                Color.blue.frame(width: 40, height: 40)
                Color.red.opacity(0.5).frame(width: 40, height: 20)
                Color(red: 0, green: 1, blue: 0, opacity: 0.3).frame(width: 20, height: 40)
                HStack(spacing: 0) {
                    Color.white
                    Color.black
                }
                .frame(width: 20, height: 10)
                .opacity(0.5)
            }
        },
        SnapshotCase("background-overlay-order") {
            Color.green.frame(width: 30, height: 30)
                .overlay(Circle().fill(Color.red).frame(width: 16, height: 16))
                .padding(6)
                .background(Color.blue)
                .overlay(Rectangle().stroke(Color.black, lineWidth: 2), alignment: .center)
                .background(Color.yellow.frame(width: 60, height: 20))
                .padding(10)
        },
        SnapshotCase("zindex") {
            HStack(spacing: -10) {
                Color.red.frame(width: 30, height: 30).zIndex(1)
                Color.green.frame(width: 30, height: 30)
                Color.blue.frame(width: 30, height: 30).zIndex(-1)
            }
        },
        SnapshotCase("clipping") {
            HStack(spacing: 6) {
                Circle().fill(Color.red).frame(width: 32, height: 32).frame(width: 24, height: 24).clipped()
                Color.blue.frame(width: 30, height: 30).clipShape(Circle())
                Color.green.frame(width: 30, height: 30).cornerRadius(8)
                Color.orange.frame(width: 30, height: 30).clipShape(Triangle())
            }
            .padding(4)
        },
        SnapshotCase("offset") {
            ZStack {
                Color.gray.frame(width: 50, height: 50)
                Color.red.frame(width: 20, height: 20).offset(x: 10, y: -10)
                Color.blue.frame(width: 10, height: 10).offset(x: -15)
            }
        },
        SnapshotCase("rotation", scale: 2) {
            ZStack {
                Color.gray.opacity(0.3).frame(width: 50, height: 50)
                Color.red.frame(width: 30, height: 10).rotationEffect(Angle(degrees: 45))
                Color.blue.frame(width: 20, height: 6).rotationEffect(Angle(degrees: 90), anchor: .topLeading)
            }
        },
        SnapshotCase("scale-effect") {
            ZStack {
                Color.gray.opacity(0.3).frame(width: 50, height: 50)
                Color.red.frame(width: 20, height: 20).scaleEffect(2)
                Color.blue.frame(width: 20, height: 20).scaleEffect(x: 0.5, y: 1, anchor: .leading)
            }
        },
        SnapshotCase("hidden") {
            HStack(spacing: 4) {
                Color.red.frame(width: 20, height: 20)
                Color.green.frame(width: 20, height: 20).hidden()
                Color.blue.frame(width: 20, height: 20)
            }
        },
        SnapshotCase("text", scale: 2) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Hello, Trellis!")
                Text("Red bold").bold().foregroundColor(.red)
                Text("Centred text that wraps onto lines")
                    .font(.system(size: 11))
                    .multilineTextAlignment(.center)
                    .frame(width: 90)
                    .foregroundStyle(Color.blue)
                Text("Truncated to one line of text").font(.caption).lineLimit(1).frame(width: 80)
            }
            .padding(4)
        },
        SnapshotCase("debug-frames", scale: 2, debugFrames: true) {
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    Color.blue.frame(width: 40, height: 30)
                    Circle().fill(Color.green).frame(width: 30, height: 30)
                }
                Text("Frames").font(.caption)
            }
            .padding(12)
        },
        SnapshotCase("images") {
            HStack(spacing: 4) {
                Image("checker")
                Image("checker").resizable().frame(width: 24, height: 12)
                Image(systemName: "star")
                Image("missing")
            }
            .padding(4)
        },
        SnapshotCase("oversized-root", proposal: ProposedViewSize(width: 40, height: 20)) {
            Color.red.frame(width: 60, height: 30)
        },
    ]
}
