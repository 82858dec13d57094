import TrellisCore

/// The shape of a bordered button's background: SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: InsettableShape, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind
    var insetAmount: CGFloat = 0

    /// The style's own shape: a rounded rectangle whose radius follows the control size.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle whose radius follows the control size.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// The shape with `automatic` and radius-less rounded rectangles given `radius`.
    func resolved(defaultRadius radius: CGFloat) -> ButtonBorderShape {
        switch kind {
        case .automatic, .roundedRectangle(radius: nil):
            ButtonBorderShape(kind: .roundedRectangle(radius: radius), insetAmount: insetAmount)
        default:
            self
        }
    }

    public func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
        switch kind {
        case .capsule:
            return Capsule().path(in: rect)
        case .circle:
            return Circle().path(in: rect)
        case .roundedRectangle(let radius):
            return RoundedRectangle(cornerRadius: max(0, (radius ?? 0) - insetAmount)).path(in: rect)
        case .automatic:
            return RoundedRectangle(cornerRadius: 0).path(in: rect)
        }
    }

    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

private enum ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    /// The shape of bordered buttons in this view.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of the bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
