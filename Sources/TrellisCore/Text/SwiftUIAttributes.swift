import Foundation

// SwiftUI's attributes of an `AttributedString` (`a.foregroundColor = .red`, `a.font = .headline`),
// declared as SwiftUI declares them, on Foundation's `AttributedString`.

extension Text {
    /// How a line under or through text is drawn: SwiftUI's `Text.LineStyle`
    /// (`Text.underline(pattern:color:)`, attributed strings' `underlineStyle`).
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of a line.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        let pattern: Pattern
        let color: Color?

        /// A line in `pattern`, in `color` (nil: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line in the text's colour.
        public static let single = LineStyle()
    }
}

extension AttributeScopes {
    /// SwiftUI's attributes.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes a SwiftUI `Text` draws: SwiftUI's `AttributeScopes.SwiftUIAttributes`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of the characters.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// The colour of the characters.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The colour behind the characters (accepted; not drawn).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// A line through the characters (accepted; not drawn).
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// A line under the characters (accepted; not drawn).
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// Extra space after each character.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// Extra space after each character cluster.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// How far the characters are raised.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }

        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (`link`…).
        public let foundation: AttributeScopes.FoundationAttributes
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
