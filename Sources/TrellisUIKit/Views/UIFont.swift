import Foundation

/// How text is aligned in a UIKit view: UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// A font as UIKit code names one: UIKit's `UIFont`, with iOS's point sizes for the text styles
/// at the default (large) Dynamic Type size. UIKit views are not drawn, so it is only kept.
open class UIFont: NSObject, @unchecked Sendable {
    /// A Dynamic Type text style: UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's point size at the large Dynamic Type size.
        var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .subheadline: 15
            case .callout: 16
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }

    /// A font weight: UIKit's `UIFont.Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4), regular = Weight(0)
        public static let medium = Weight(0.23), semibold = Weight(0.3), bold = Weight(0.4), heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// The font's name (".SFUI-Regular" for the system font).
    public let fontName: String
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The font's weight.
    public let weight: Weight

    init(name: String, pointSize: CGFloat, weight: Weight) {
        fontName = name
        self.pointSize = pointSize
        self.weight = weight
        super.init()
    }

    /// The font named `fontName` at `fontSize` (kept by name: no font file is looked up).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, pointSize: fontSize, weight: .regular)
    }

    /// The system font of `textStyle`.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(name: ".SFUI-Regular", pointSize: style.pointSize, weight: style == .headline ? .semibold : .regular)
    }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI-Regular", pointSize: fontSize, weight: weight)
    }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUIMono-Regular", pointSize: fontSize, weight: weight)
    }

    /// This font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: fontName, pointSize: fontSize, weight: weight) }
}
