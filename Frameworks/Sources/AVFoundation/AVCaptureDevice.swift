/// A kind of media: AVFoundation's `AVMediaType`.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType(rawValue: "vide")
    public static let audio = AVMediaType(rawValue: "soun")
    public static let text = AVMediaType(rawValue: "text")
    public static let metadata = AVMediaType(rawValue: "meta")
}

/// Whether the app may capture a kind of media.
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
}

/// A camera or microphone: AVFoundation's `AVCaptureDevice`.
///
/// On Linux there is none: `default(for:)` is nil, the authorisation is not yet determined, and
/// asking for access is answered no.
open class AVCaptureDevice: NSObject {
    /// The device's identifier.
    public let uniqueID: String = ""
    /// The device's name.
    public let localizedName: String = ""
    /// Where the camera faces.
    open var position: Position { .unspecified }
    /// Whether the device has a torch.
    open var hasTorch: Bool { false }

    override init() {
        super.init()
    }

    /// The app's permission to capture `mediaType`: not yet determined.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }

    /// Asks for permission to capture: `handler` is called at once with `false`.
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping (Bool) -> Void) {
        handler(false)
    }

    /// Asks for permission to capture: `false`.
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }

    /// The default device for a kind of media: none.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }

    /// The default device of a type at a position: none.
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? {
        nil
    }

    /// Locks the device's configuration (there is no device).
    open func lockForConfiguration() throws {}

    /// Unlocks the device's configuration.
    open func unlockForConfiguration() {}

    /// Finds capture devices: none, here.
    open class DiscoverySession: NSObject {
        /// The devices found: none.
        open var devices: [AVCaptureDevice] { [] }

        /// A search for devices of some types, media and position.
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {
            super.init()
        }
    }

    /// Where a camera faces.
    public enum Position: Int, Sendable {
        case unspecified = 0
        case back = 1
        case front = 2
    }

    /// A kind of capture device.
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }
}

/// A capture pipeline: AVFoundation's `AVCaptureSession`. It never runs here.
open class AVCaptureSession: NSObject {
    /// Whether `startRunning()` was called (it never runs: false).
    open var isRunning: Bool { false }
    /// The quality preset.
    open var sessionPreset: Preset = .high
    /// The inputs added.
    open private(set) var inputs: [AVCaptureInput] = []
    /// The outputs added.
    open private(set) var outputs: [AVCaptureOutput] = []

    public override init() {
        super.init()
    }

    /// Whether an input may be added: yes.
    open func canAddInput(_ input: AVCaptureInput) -> Bool { true }
    /// Adds an input.
    open func addInput(_ input: AVCaptureInput) { inputs.append(input) }
    /// Removes an input.
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    /// Whether an output may be added: yes.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { true }
    /// Adds an output.
    open func addOutput(_ output: AVCaptureOutput) { outputs.append(output) }
    /// Removes an output.
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    /// Begins a batch of configuration changes.
    open func beginConfiguration() {}
    /// Commits a batch of configuration changes.
    open func commitConfiguration() {}
    /// Starts capture (nothing is captured here).
    open func startRunning() {}
    /// Stops capture.
    open func stopRunning() {}

    /// A capture quality.
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
    }
}

/// A source of a capture session: AVFoundation's `AVCaptureInput`.
open class AVCaptureInput: NSObject {}

/// A device as a capture input: AVFoundation's `AVCaptureDeviceInput`.
open class AVCaptureDeviceInput: AVCaptureInput {
    /// The device.
    public let device: AVCaptureDevice

    /// An input from a device.
    public init(device: AVCaptureDevice) throws {
        self.device = device
        super.init()
    }
}

/// A destination of a capture session: AVFoundation's `AVCaptureOutput`.
open class AVCaptureOutput: NSObject {}

/// Photos from a capture session: AVFoundation's `AVCapturePhotoOutput`.
open class AVCapturePhotoOutput: AVCaptureOutput {
    public override init() {
        super.init()
    }
}

/// Metadata (such as QR codes) from a capture session: AVFoundation's `AVCaptureMetadataOutput`.
open class AVCaptureMetadataOutput: AVCaptureOutput {
    /// The kinds of metadata to report.
    open var metadataObjectTypes: [AVMetadataObject.ObjectType] = []
    /// The kinds this output can report.
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }

    public override init() {
        super.init()
    }

    /// Sets the delegate told of metadata (never called here).
    open func setMetadataObjectsDelegate(_ objectsDelegate: AVCaptureMetadataOutputObjectsDelegate?, queue objectsCallbackQueue: DispatchQueue?) {}
}

/// Something detected in a capture: AVFoundation's `AVMetadataObject`.
open class AVMetadataObject: NSObject {
    /// The kind of object.
    open var type: ObjectType { .qr }

    /// A kind of metadata object.
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let code128 = ObjectType(rawValue: "com.intermec.Code128")
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        public static let face = ObjectType(rawValue: "face")
    }
}

/// A detected code: AVFoundation's `AVMetadataMachineReadableCodeObject`.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject {
    /// The decoded text.
    open var stringValue: String? { nil }
}

/// What a metadata output tells its delegate.
public protocol AVCaptureMetadataOutputObjectsDelegate: NSObjectProtocol {
    /// Objects were detected.
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {}
}

/// A connection between a capture input and output: AVFoundation's `AVCaptureConnection`.
open class AVCaptureConnection: NSObject {}
