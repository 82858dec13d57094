/// Which iOS design Trellis draws: the system colours, and the metrics and looks of the controls
/// (lists, bars, switches, buttons, alerts).
///
/// iOS 26 changed the design (Liquid Glass: floating bars, capsule controls, rounder list
/// sections, new accent colours) for apps built with the iOS 26 SDK; apps built with earlier
/// SDKs, or that opt out, keep the iOS 18 look. Choose one with
/// `.environment(\.designVersion, .iOS26)`, `RenderSettings.designVersion`, or `--os 26` on the
/// `trellis` commands. SwiftUI has no such setting: it is the SDK an app is built with.
///
/// The values and their sources are in `docs/ios-metrics.md` (§ 14–23 for iOS 18, § 26 for
/// iOS 26).
public enum DesignVersion: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The design of iOS 17 and 18.
    case iOS18
    /// The Liquid Glass design of iOS 26.
    case iOS26

    /// The design a view is drawn in when nothing chooses one.
    public static let standard: DesignVersion = .iOS26

    /// The design of an iOS major version: 17 and 18 (and earlier) are ``iOS18``, 26 and later
    /// ``iOS26``; nil for the versions between, which Apple skipped.
    public init?(majorVersion: Int) {
        switch majorVersion {
        case ...18: self = .iOS18
        case 26...: self = .iOS26
        default: return nil
        }
    }

    /// The major iOS version the design is named after (18 or 26).
    public var majorVersion: Int {
        switch self {
        case .iOS18: 18
        case .iOS26: 26
        }
    }

    public var description: String { rawValue }
}

private enum DesignVersionKey: EnvironmentKey {
    static let defaultValue: DesignVersion = .standard
}

extension EnvironmentValues {
    /// The iOS design system colours and controls are drawn in (``DesignVersion/standard``
    /// unless set).
    public var designVersion: DesignVersion {
        get { self[DesignVersionKey.self] }
        set { self[DesignVersionKey.self] = newValue }
    }
}
