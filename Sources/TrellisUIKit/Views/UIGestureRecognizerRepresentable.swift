import Foundation
import TrellisCore

// UIKit gesture recognizers in SwiftUI (iOS 18's `gesture(_:)` with a representable): the
// recognizer classes exist so wrapper code compiles; Trellis never makes a recognizer, and a
// still picture is never touched.

/// A gesture recognizer: UIKit's `UIGestureRecognizer`.
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in recognising its gesture.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    open var state = State.possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open private(set) weak var view: UIView?
    open var name: String?

    public override init() {}

    /// Where the gesture is, in `view`'s coordinates (the origin: nothing touches a picture).
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// How many touches the gesture has (none).
    open var numberOfTouches: Int { 0 }
}

/// A tap: UIKit's `UITapGestureRecognizer`.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// A press held long enough: UIKit's `UILongPressGestureRecognizer`.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
}

/// A drag: UIKit's `UIPanGestureRecognizer`.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// How far the drag has gone (nowhere).
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// How fast the drag is going (still).
    open func velocity(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
}

/// A pinch: UIKit's `UIPinchGestureRecognizer`.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

/// A two-finger rotation: UIKit's `UIRotationGestureRecognizer`.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

/// A UIKit gesture recognizer in SwiftUI: SwiftUI's `UIGestureRecognizerRepresentable`.
public protocol UIGestureRecognizerRepresentable {
    /// The recognizer this representable makes.
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    /// An object that passes the recognizer's events back to SwiftUI (`Void` when there is none).
    associatedtype Coordinator = Void
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

    /// Makes the recognizer.
    @MainActor func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    /// Handles the recognizer's action.
    @MainActor func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Brings the recognizer up to date with this representable's state.
    @MainActor func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Makes the coordinator.
    @MainActor func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

extension UIGestureRecognizerRepresentable {
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    public func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { () }
}

/// What a gesture representable is made and updated with: SwiftUI's `UIGestureRecognizerRepresentableContext`.
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment the recognizer is in.
    public let environment: EnvironmentValues
    /// Converts the recognizer's locations to SwiftUI's coordinate spaces.
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

/// Converts a recognizer's locations: SwiftUI's `UIGestureRecognizerRepresentableCoordinateSpaceConverter`.
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    /// Where the gesture is, in `coordinateSpace` (the origin: nothing touches a picture).
    public func location(in coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint { .zero }
    /// How far the gesture has gone, in `coordinateSpace` (nowhere).
    public func translation(in coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint? { nil }
    /// How fast the gesture goes, in `coordinateSpace` (still).
    public func velocity(in coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint? { nil }
}

extension View {
    /// Attaches a UIKit gesture recognizer (never made: a still picture is never touched).
    public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View { self }
}
