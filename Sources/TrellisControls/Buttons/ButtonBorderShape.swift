import TrellisCore

/// The shape of a bordered button's background: SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: InsettableShape, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind
    var insetAmount: CGFloat = 0

    /// The style's own shape: a capsule for mini, small and extra-large buttons, a rounded
    /// rectangle for regular and large ones.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle whose radius follows the button's height.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// The shape with `automatic` made the control size's capsule or rounded rectangle.
    func resolved(automaticIsCapsule: Bool) -> ButtonBorderShape {
        guard kind == .automatic else { return self }
        return ButtonBorderShape(kind: automaticIsCapsule ? .capsule : .roundedRectangle(radius: nil), insetAmount: insetAmount)
    }

    public func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
        switch kind {
        case .capsule:
            return Capsule().path(in: rect)
        case .circle:
            return Circle().path(in: rect)
        case .roundedRectangle(let radius):
            let outerHeight = rect.height + 2 * insetAmount
            let radius = radius ?? (outerHeight * ButtonMetrics.cornerRadiusPerHeight).rounded(.up)
            return RoundedRectangle(cornerRadius: max(0, radius - insetAmount)).path(in: rect)
        case .automatic:
            let outerHeight = rect.height + 2 * insetAmount
            let radius = (outerHeight * ButtonMetrics.cornerRadiusPerHeight).rounded(.up)
            return RoundedRectangle(cornerRadius: max(0, radius - insetAmount)).path(in: rect)
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
