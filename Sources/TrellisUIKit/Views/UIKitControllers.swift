import Foundation

/// A service a share sheet offers: UIKit's `UIActivity` (none are offered in a picture).
open class UIActivity: NSObject {
    /// An activity's identifier: UIKit's `UIActivity.ActivityType`.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    }
}

/// The share sheet: UIKit's `UIActivityViewController` (drawn, inside a representable, as its
/// placeholder; its completion handler never runs).
open class UIActivityViewController: UIViewController {
    /// What the sheet shares.
    public let activityItems: [Any]
    /// The app's own services.
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

    /// A sheet sharing `activityItems`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }
}

/// What a navigation controller tells its delegate: UIKit's `UINavigationControllerDelegate`.
public protocol UINavigationControllerDelegate: AnyObject {}

/// A stack of controllers: UIKit's `UINavigationController` (kept, not drawn).
open class UINavigationController: UIViewController {
    /// The controllers on the stack, root first.
    open var viewControllers: [UIViewController] = []
    /// The top controller.
    open var topViewController: UIViewController? { viewControllers.last }

    /// A stack whose root is `rootViewController`.
    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) { viewControllers.append(viewController) }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
}

/// What an image picker tells its delegate: UIKit's `UIImagePickerControllerDelegate`. Its
/// methods are optional (defaults); none is called in a picture.
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// The camera and photo picker: UIKit's `UIImagePickerController` (drawn, inside a
/// representable, as its placeholder; no source is available on Linux).
open class UIImagePickerController: UINavigationController {
    /// Where pictures come from: UIKit's `UIImagePickerController.SourceType`.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    /// Which camera: UIKit's `UIImagePickerController.CameraDevice`.
    public enum CameraDevice: Int, Sendable { case rear, front }
    /// A video's quality: UIKit's `UIImagePickerController.QualityType`.
    public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540 }

    /// A key of the picked media's information: UIKit's `UIImagePickerController.InfoKey`.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    open var sourceType: SourceType = .photoLibrary
    open var cameraDevice: CameraDevice = .rear
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var videoQuality: QualityType = .typeMedium
    open var videoMaximumDuration: TimeInterval = 600
    /// The delegate: both of UIKit's delegate protocols, as its `delegate` property requires.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    /// Whether `sourceType` can be used (none can: there is no camera or photo library here).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
}
